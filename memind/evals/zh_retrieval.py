"""The Chinese companion-chat retrieval set (``tests/data/zh_retrieval.json``): passages with ids,
and Chinese, paraphrased and English↔Chinese queries naming their relevant passages."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from django.core.management.base import CommandError

from memind.evals.dialogues import read_json


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
