"""What an app gets from ``POST users/{id}/context/``, scored on LoCoMo-shaped conversations
(``eval_context``).

Each conversation is replayed for both speakers through the services the API uses
(``memories.evaluation.conversations``), then every question of categories 1–4 goes to
``context_build`` — the service behind the endpoint — for both speakers' users, each given half
the question's token budget, with ``now`` the day after the last session. The two prompts
together are the product's context for that question. Scored (``memind.evals.metrics``,
``memories.evaluation.scoring``):

- answer in context (``aic``: letters and digits; ``aic_words``: whole words), overall, per
  category, and over *answerable* questions (every part of the answer is literally in the turns);
- evidence recall of the returned items: memories (and the profile's lines) → their sources,
  snippets and episodes → their messages;
- the prompts' size in tokens (the project's estimate) and characters;
- the same for BM25 over turns and the default embedder over turns, each given exactly the
  product's characters for that question.

Nothing is written by the questions: the trace and the reinforcement are never stored, so each
answer is independent of the ones before it. Progress on stderr; see docs/recall-eval.md.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np
from django.test import override_settings
from tqdm import tqdm

from memind.embedding import embed_passages, embed_query
from memind.evals.dialogues import CATEGORIES, OVERALL_CATEGORIES
from memind.evals.metrics import answer_in, answer_in_words, letters_digits, squad_norm
from memind.evals.timing import percentiles
from memind.tenants import app_create
from memind.text import estimate_tokens
from memories.evaluation.conversations import Replayed, Sample, replay
from memories.evaluation.scoring import BM25, embedding_rank, fill
from memories.keywords import search_terms
from memories.services.context import context_build
from memories.services.tenants import app_erase
from memories.snippets import format_date

ZH_PATH = "tests/data/zh_dialogues.json"  # relative to BASE_DIR: Memind's own Chinese set
SYSTEMS = ("product", "bm25", "embedding")


def _mean(xs: list[float]) -> float | None:
    return round(sum(xs) / len(xs), 4) if xs else None


def _summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {"n": len(rows)}
    for system in SYSTEMS:
        out[system] = {k: _mean([float(r[system][k]) for r in rows]) for k in ("aic", "aic_words", "recall")}
    out["product"]["tokens"] = _mean([float(r["tokens"]) for r in rows])
    out["product"]["chars"] = _mean([float(r["chars"]) for r in rows])
    return out


def score_budget(rows: list[dict[str, Any]]) -> dict[str, Any]:
    answerable = [r for r in rows if r["answerable"]]
    return {
        "overall": _summary(rows),
        "answerable": _summary(answerable),
        "per_category": {
            CATEGORIES[c]: _summary([r for r in rows if r["category"] == c])
            for c in sorted(OVERALL_CATEGORIES)
            if any(r["category"] == c for r in rows)
        },
        "product_tokens_max": max((r["tokens"] for r in rows), default=None),
    }


class Conversation:
    """One replayed sample and its raw-turn baselines."""

    def __init__(self, sample: Sample, users: list[Replayed], lang: str) -> None:
        self.sample, self.users = sample, users
        self.lines = [f"[{format_date(t.sent_at, lang)}] {t.speaker}: {t.text}" for t in sample.turns]
        self.dia = [t.dia_id for t in sample.turns]
        self.bm25 = BM25([search_terms(f"{t.speaker} {t.text}") for t in sample.turns])
        self.vectors = np.asarray(embed_passages([t.text for t in sample.turns]), dtype=np.float32)
        whole = "\n".join(self.lines)
        self.whole_ld, self.whole_squad = letters_digits(whole), squad_norm(whole)

    def ask(self, question: str, budget: int) -> dict[str, Any]:
        per_user = max(200, budget // len(self.users))
        prompts, got = [], set()
        for u in self.users:
            ctx = context_build(
                user=u.user, message=question, now=self.sample.now, budget_tokens=per_user, write_later=True
            )
            prompts.append(ctx.trace.prompt)
            for s in ctx.memories:
                got |= set(u.memory_dias.get(s.memory.pk, ()))
            for mid in ctx.unwritten.profile.memory_ids if ctx.unwritten else []:
                got |= set(u.memory_dias.get(mid, ()))
            for sn in ctx.snippets:
                got |= {u.message_dia[i] for i in sn["message_ids"] if i in u.message_dia}
            for e in ctx.episodes:
                got |= {u.message_dia[i] for i in e["message_ids"] if i in u.message_dia}
        return {
            "prompt": "\n\n".join(prompts),
            "dia": got,
            "tokens": sum(estimate_tokens(p) for p in prompts),
        }


def _score(text: str, dia: set[str], evidence: list[str], answer: Any) -> dict[str, Any]:
    return {
        "aic": answer_in(answer, letters_digits(text)),
        "aic_words": answer_in_words(answer, squad_norm(text)),
        "recall": sum(e in dia for e in evidence) / len(evidence) if evidence else 1.0,
    }


def evaluate(
    data_path: Path, samples: list[Sample], budgets: list[int], lang: str, details: str | None
) -> dict[str, Any]:
    """The whole evaluation in a throw-away app (erased afterwards), with the rules extractor:
    offline and deterministic. ``details`` names a file for one JSON line per question and budget."""
    with override_settings(MEMIND_EXTRACTOR="rules"):
        return _run(data_path, samples, sorted(set(budgets)), lang, details)


def _run(
    data_path: Path, samples: list[Sample], budgets: list[int], lang: str, details: str | None
) -> dict[str, Any]:
    started = time.perf_counter()
    app, _ = app_create(name=f"eval-context-{int(time.time() * 1000)}")
    rows: dict[int, list[dict[str, Any]]] = {b: [] for b in budgets}
    latency: list[float] = []
    out = open(details, "w", encoding="utf-8") if details else None  # noqa: SIM115
    try:
        convs = []
        for sample in tqdm(samples, desc="replay (ingest, embed, extract)", unit="conv", file=sys.stderr):
            convs.append(Conversation(sample, replay(app, sample), lang))
        setup_s = time.perf_counter() - started
        questions = [(c, q) for c in convs for q in c.sample.questions if q.category in OVERALL_CATEGORIES]
        for conv, q in tqdm(questions, desc="questions", unit="q", file=sys.stderr):
            bm25_order = conv.bm25.rank(q.text)
            emb_order = embedding_rank(np.asarray(embed_query(q.text), dtype=np.float32), conv.vectors)
            answerable = answer_in(q.answer, conv.whole_ld)
            for budget in budgets:
                t0 = time.perf_counter()
                got = conv.ask(q.text, budget)
                latency.append((time.perf_counter() - t0) / len(conv.users))
                chars = len(got["prompt"])
                row: dict[str, Any] = {
                    "sample_id": conv.sample.sample_id,
                    "question": q.text,
                    "answer": q.answer,
                    "category": q.category,
                    "answerable": answerable,
                    "tokens": got["tokens"],
                    "chars": chars,
                    "product": _score(got["prompt"], got["dia"], q.evidence, q.answer),
                }
                for name, order in (("bm25", bm25_order), ("embedding", emb_order)):
                    picked = fill(order, conv.lines, chars)
                    text = "\n".join(conv.lines[i] for i in picked)
                    row[name] = _score(text, {conv.dia[i] for i in picked}, q.evidence, q.answer)
                rows[budget].append(row)
                if out:
                    record = {**row, "budget": budget, "prompt": got["prompt"]}
                    out.write(json.dumps(record, ensure_ascii=False) + "\n")
    finally:
        if out:
            out.close()
        app_erase(app=app)
    ms = percentiles(latency or [0.0], digits=1)
    return {
        "dataset": data_path.name,
        "conversations": len(samples),
        "turns": sum(len(s.turns) for s in samples),
        "questions": len(rows[budgets[0]]),
        "method": "context_build for both speakers' users, each with half the budget; baselines get the "
        "same characters; rules extractor; now = last session + 1 day",
        "budgets": {str(b): score_budget(rows[b]) for b in budgets},
        "timings": {
            "setup_s": round(setup_s, 1),
            "context_ms_p50": ms["p50_ms"],
            "context_ms_p95": ms["p95_ms"],
            "total_s": round(time.perf_counter() - started, 1),
        },
    }
