"""Keyword matching that works without spaces: Chinese is segmented with jieba (rjieba, a Rust
port), English is split on word boundaries; both lose stopwords and question words, which say
nothing about *which* memory is meant."""

from __future__ import annotations

import re
from functools import lru_cache

import rjieba

_WORD = re.compile(r"[a-z0-9']+|[\u4e00-\u9fff]+", re.IGNORECASE)
_CJK = re.compile(r"[\u4e00-\u9fff]")

_STOPWORDS_TEXT = """
的 了 是 我 你 他 她 它 我们 你们 他们 在 有 和 就 都 也 很 吗 呢 吧 啊 呀 哦 嗯 这 那 个 一 一个
什么 怎么 来着 还 要 会 能 说 跟 给 对 把 被 让 上次 那次 之前 聊过 聊 记得 还记得 用户 助手 叫 哪
哪里 谁 几 多少 为什么 the a an and or but to of in on at for with is are was were be been am i you
he she it we they my your me our what which who whom where when why how do does did have has had
that this these those there remember last time talked about about user assistant s t don't can will
would should could
"""
STOPWORDS = frozenset(_STOPWORDS_TEXT.split())


@lru_cache(maxsize=50_000)
def tokens(text: str) -> frozenset[str]:
    """The meaningful words of a text, lowercased."""
    out: set[str] = set()
    for chunk in _WORD.findall(text.lower()):
        if _CJK.match(chunk):
            words = rjieba.cut(chunk)
            out.update(w for w in words if w not in STOPWORDS)
            # Single characters carry meaning in Chinese names and places ("星帆", "纽约" split oddly):
            # bigrams make partial overlaps count.
            out.update(chunk[i : i + 2] for i in range(len(chunk) - 1) if chunk[i : i + 2] not in STOPWORDS)
        elif chunk not in STOPWORDS and len(chunk) > 1:
            out.add(chunk)
    return frozenset(out)


def overlap(query: frozenset[str], text: frozenset[str]) -> float:
    """Share of the query's words found in the text (0–1)."""
    if not query:
        return 0.0
    return len(query & text) / len(query)
