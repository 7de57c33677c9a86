"""Keyword matching that works without spaces: Chinese is segmented with jieba (rjieba, a Rust
port), English is split on word boundaries; both lose stopwords and question words, which say
nothing about *which* memory is meant."""

from __future__ import annotations

import re
from functools import lru_cache

import rjieba
import snowballstemmer

from memind.text import CJK, HAN

_WORD = re.compile(f"[a-z0-9']+|[{HAN}]+", re.IGNORECASE)

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
        if CJK.match(chunk):
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


# --- full-text terms for conversation recall ----------------------------------------------------
# English words are stemmed (Snowball) so "hiking" finds "hike"; Chinese is cut with jieba's
# search mode, which adds the short words inside long ones ("火锅店" → "火锅", "火锅店"). The same
# function feeds the stored tsvector and the query, so both sides always agree, and PostgreSQL's
# text parser (whose idea of a letter depends on the server's locale) is never asked about CJK.

_STEMMER = snowballstemmer.stemmer("english")
MAX_QUERY_TERMS = 48  # a long message still asks for at most this many words (the rarest win)


@lru_cache(maxsize=200_000)
def _stem(word: str) -> str:
    return str(_STEMMER.stemWord(word))


# PostgreSQL refuses a lexeme over 2,046 bytes (the whole insert fails). No one searches for such
# a "word" (a pasted hash, a run of one letter), so it is left out of both sides of search.
MAX_TERM_BYTES = 2046


def search_terms(text: str) -> list[str]:
    """Every meaningful term of ``text`` in order (repeats kept): the document side of search."""
    out: list[str] = []
    for chunk in _WORD.findall(text.lower()):
        if CJK.match(chunk):
            out.extend(w for w in rjieba.cut_for_search(chunk) if w not in STOPWORDS and w.strip())
        else:
            word = chunk.strip("'")
            if word.endswith("'s"):
                word = word[:-2]
            if len(word) > 1 and word not in STOPWORDS:
                out.append(_stem(word))
    return [t for t in out if _fits(t)]


def _fits(term: str) -> bool:
    # UTF-8 takes at most 4 bytes a character: only long terms need encoding to tell.
    return len(term) <= MAX_TERM_BYTES // 4 or len(term.encode()) <= MAX_TERM_BYTES


def _lexeme(term: str) -> str:
    return "'" + term.replace("\\", "\\\\").replace("'", "''") + "'"


def tsvector_literal(terms: list[str]) -> str:
    """A tsvector in PostgreSQL's literal syntax, with positions (so length and ranking work)."""
    positions: dict[str, list[int]] = {}
    for i, term in enumerate(terms[:4000], start=1):  # tsvector positions stop at 16,383
        positions.setdefault(term, []).append(i)
    return " ".join(f"{_lexeme(t)}:{','.join(map(str, p[:255]))}" for t, p in positions.items())


def tsquery_literal(term: str) -> str:
    return _lexeme(term)


def words(text: str) -> list[str]:
    """The text's meaningful words as people write them (jieba words of two or more characters,
    English words of three or more letters, no stopwords): for titles, where stems and character
    bigrams ("carolin", "星帆" → "星帆", "帆，") read as noise."""
    out: list[str] = []
    for chunk in _WORD.findall(text):
        if CJK.match(chunk):
            out.extend(w for w in rjieba.cut(chunk) if len(w) > 1 and w not in STOPWORDS)
        else:
            w = chunk.strip("'")
            if len(w) > 2 and w.lower() not in STOPWORDS:
                out.append(w if w.isupper() or w[:1].isupper() and len(w) > 3 else w.lower())
    return out


def is_chinese(text: str) -> bool:
    """Whether the text is (partly) Chinese: what decides which measured calibration applies."""
    return CJK.search(text) is not None
