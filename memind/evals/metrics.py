"""Retrieval and answer metrics, independent of what produced the ranking or the text.

- **evidence recall@k**: the share of the wanted ids among the first k ranked ids (nothing to
  find counts as found); **reciprocal rank**: 1 / the rank of the first relevant id.
- **answer in context**: every part of the gold answer (split on commas, "and", "、", "和"), reduced
  to its letters and digits, is a substring of the text reduced the same way (``answer_in``); the
  stricter SQuAD-style whole-word match (lower case, no punctuation or articles) is
  ``answer_in_words``.
"""

from __future__ import annotations

import re
import string
import unicodedata
from collections.abc import Sequence
from typing import Any


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


_PARTS = re.compile(r"\s*(?:,|;|、|，|；|\band\b|和|以及)\s*")


def letters_digits(text: Any) -> str:
    return "".join(
        c for c in unicodedata.normalize("NFKC", str(text)).lower() if unicodedata.category(c)[0] in "LN"
    )


def answer_parts(answer: Any) -> list[str]:
    parts = [letters_digits(p) for p in _PARTS.split(str(answer))]
    return [p for p in parts if p] or ([letters_digits(answer)] if letters_digits(answer) else [])


def answer_in(answer: Any, normalised_text: str) -> bool:
    """``normalised_text`` is ``letters_digits`` of the context."""
    parts = answer_parts(answer)
    return bool(parts) and all(p in normalised_text for p in parts)


_PUNCT = set(string.punctuation) | {"’", "‘", "“", "”", "—", "–"}


def squad_norm(text: Any) -> str:
    s = "".join(" " if ch in _PUNCT else ch for ch in str(text).lower())
    s = re.sub(r"\b(a|an|the)\b", " ", s)
    return " ".join(s.split())


def answer_in_words(answer: Any, squad_text: str) -> bool:
    a = squad_norm(answer)
    return bool(a) and f" {a} " in f" {squad_text} "
