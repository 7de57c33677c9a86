"""The raw-turn baselines a context is compared with (the answer-in-context metrics that score
both are in ``memind.evals.metrics``: ``aic`` is ``answer_in``, ``aic_words`` ``answer_in_words``).

- **baselines** get exactly the product's number of characters per question and fill it with
  raw turns as "[date] Speaker: text" lines, best first: BM25 (Okapi, k1 1.2, b 0.75, over the
  same terms the product indexes) and the default embedder (cosine of e5 vectors).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence

import numpy as np

from memories.keywords import search_terms


class BM25:
    """Okapi BM25 over documents (lists of terms)."""

    def __init__(self, docs: Sequence[Sequence[str]], k1: float = 1.2, b: float = 0.75) -> None:
        self.k1, self.b = k1, b
        self.tfs = [Counter(d) for d in docs]
        self.lens = [len(d) for d in docs]
        self.avgdl = (sum(self.lens) / len(docs)) if docs else 1.0
        df = Counter(t for d in docs for t in set(d))
        n = len(docs)
        self.idf = {t: math.log(1 + (n - c + 0.5) / (c + 0.5)) for t, c in df.items()}

    def rank(self, query: str) -> list[int]:
        q = list(dict.fromkeys(search_terms(query)))
        scores = []
        for i, tf in enumerate(self.tfs):
            norm = self.k1 * (1 - self.b + self.b * self.lens[i] / (self.avgdl or 1))
            s = sum(self.idf[t] * tf[t] * (self.k1 + 1) / (tf[t] + norm) for t in q if t in tf)
            scores.append((-s, i))
        return [i for _, i in sorted(scores)]


def embedding_rank(query_vec: np.ndarray, turn_vecs: np.ndarray) -> list[int]:
    sims = turn_vecs @ query_vec
    return [int(i) for i in np.argsort(-sims, kind="stable")]


def fill(order: Sequence[int], lines: Sequence[str], chars: int) -> list[int]:
    """The first lines of ``order`` that fit in ``chars`` characters (newline-joined)."""
    used, out = 0, list[int]()
    for i in order:
        cost = len(lines[i]) + (1 if out else 0)
        if used + cost > chars:
            continue
        used += cost
        out.append(i)
    return out
