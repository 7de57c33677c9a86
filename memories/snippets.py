"""Conversation recall (selectors): the past lines that answer the message.

Memories hold what extraction understood; this holds what was *said*, so nothing the user told is
lost when extraction missed it. Every stored message of the user is searched two ways:

- **words**: PostgreSQL full-text search over the ``search_vector`` the ingest wrote (jieba terms
  for Chinese, Snowball stems for English; a GIN index, ANDed with the per-user one), scored with
  Okapi BM25 computed from the matches themselves (a term's document frequency is the number of
  this user's matching messages that contain it);
- **meaning**: cosine distance of the message's e5 vector (``halfvec``, written by the worker), an
  exact scan of this user's rows — a few thousand per user read faster exactly than through an
  approximate index that would then have to filter out every other user's rows.

The two rankings are fused by reciprocal rank (k=60), the user's own turns weighted above the
other side's, and every part is kept for the trace. A hit is shown with its neighbours (one turn
each side by default) as far as the budget has room for them, merged with hits it touches, dated —
a snippet, never a whole session. Measurements behind every number: docs/recall-eval.md.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from datetime import datetime, timedelta, tzinfo
from typing import Any, TypedDict

from django.conf import settings
from django.db import connection

from memind.embedding import vector_literal
from memories.keywords import MAX_QUERY_TERMS, is_chinese, search_terms, tokens, tsquery_literal
from memories.kinds import MEMBER_WEIGHT
from memories.models import EndUser, Message
from memories.timewindows import with_days_meant


class HitParts(TypedDict):
    """How a past line matched: its words (BM25 and rank) and its meaning (cosine and rank)."""

    bm25: float
    bm25_rank: int | None
    cosine: float | None
    vector_rank: int | None
    dated: bool  # said in the stretch of time the message asks about ("yesterday", "on 3 May")


class SnippetDict(TypedDict):
    """A snippet as the API returns it."""

    message_ids: list[int]
    hit_ids: list[int]
    speaker: str
    sent_at: str
    text: str
    score: float


class TraceHit(HitParts):
    message_id: int
    role: str
    score: float


class TraceSnippet(SnippetDict):
    """A snippet as the trace keeps it: the API's fields, its cost, and why it was in or out."""

    tokens: int
    included: bool
    why: str
    hits: list[TraceHit]


FILL_WEIGHT = 0.5  # a hit on meaning alone, where meaning only fills: below every hit on words
FILL_BELOW = 0.25  # …and only when words found fewer hits than this share of the candidates
CLUSTER_BONUS = 0.25  # of each neighbouring hit's score
RRF_K = 60  # the usual reciprocal-rank constant: a rank-1 hit is worth 1/61
_BM25_K1, _BM25_B = 1.2, 0.75
QUERY_CHARS = 2000  # the end of a long message is what a reply answers; the model reads ~512 tokens
HIT_CHARS = 600  # a hit line is shown up to this length…
NEIGHBOUR_CHARS = 120  # …its neighbours shorter (80 → 120: LoCoMo answerable 0.806 → 0.824 at 1,500 tokens)


@dataclass
class MessageHit:
    id: int
    role: str
    bm25: float = 0.0
    bm25_rank: int | None = None
    cosine: float | None = None
    vector_rank: int | None = None
    dated: bool = False
    score: float = 0.0

    def parts(self) -> HitParts:
        return {
            "bm25": round(self.bm25, 4),
            "bm25_rank": self.bm25_rank,
            "cosine": round(self.cosine, 4) if self.cosine is not None else None,
            "vector_rank": self.vector_rank,
            "dated": self.dated,
        }


@dataclass
class Line:
    id: int
    role: str
    sent_at: datetime
    content: str
    session_id: str


@dataclass
class Snippet:
    """A hit with its neighbours, in the order they were said (in the prompt, touching snippets
    are merged into one: ``snippets_merge``).

    ``bodies`` holds each line as the prompt shows it ("User: …"); ``shown`` the lines that made
    it into the prompt: the hits, and the neighbours the budget had room for."""

    lines: list[Line]
    hits: list[MessageHit]
    score: float  # the hit's fused score, plus a little for every other hit beside it
    date: str = ""  # "[8 May 2023] ", in the user's time zone
    bodies: dict[int, str] = field(default_factory=dict)
    shown: set[int] = field(default_factory=set)
    telling: set[int] = field(default_factory=set)  # neighbours shown whole: see ``snippets_build``
    answer_id: int | None = None  # the other side's reply to a hit that asks: comes in with it
    tokens: int = 0
    included: bool = False
    why: str = ""

    @property
    def message_ids(self) -> list[int]:
        """The lines shown when it is in the prompt; every line considered when it is not."""
        return [ln.id for ln in self.lines if ln.id in self.shown or not self.included]

    @property
    def hit_ids(self) -> list[int]:
        return [h.id for h in self.hits]

    @property
    def core_ids(self) -> list[int]:
        """The lines that come in together or not at all: the hits, and the reply to a hit that
        asks ("Is that your third one?" alone answers nothing)."""
        ids = self.hit_ids
        return ids if self.answer_id is None or self.answer_id in ids else [*ids, self.answer_id]

    @property
    def text(self) -> str:
        """The prompt lines: the date once, then who said what, in order."""
        ids = self.message_ids
        return "\n".join(("  " if i else self.date) + self.bodies.get(pk, "") for i, pk in enumerate(ids))

    def as_dict(self) -> SnippetDict:
        shown = [ln for ln in self.lines if ln.id in set(self.message_ids)]
        return {
            "message_ids": self.message_ids,
            "hit_ids": self.hit_ids,
            "speaker": shown[0].role if len({ln.role for ln in shown}) == 1 else "both",
            "sent_at": shown[0].sent_at.isoformat(),
            "text": self.text,
            "score": round(self.score, 4),
        }

    def as_trace(self) -> TraceSnippet:
        return {
            **self.as_dict(),
            "tokens": self.tokens,
            "included": self.included,
            "why": self.why,
            "hits": [
                {"message_id": h.id, "role": h.role, "score": round(h.score, 4), **h.parts()}
                for h in self.hits
            ],
        }


def query_terms(message: str) -> list[str]:
    """The words a search asks for: from the end of the message, each once, at most
    ``MAX_QUERY_TERMS`` (a 16,000-character message costs what a 2,000-character one does)."""
    return list(dict.fromkeys(search_terms(message[-QUERY_CHARS:])))[-MAX_QUERY_TERMS:]


def message_words(
    *,
    user: EndUser,
    terms: list[str],
    now: datetime,
    limit: int | None = None,
    members: list[str] | None = None,
) -> dict[int, MessageHit]:
    """The user's messages up to ``now`` that share a word with the message, ranked by BM25: the
    half of ``message_search`` that needs no query vector, so a context build runs it while the
    vector is still being computed. One indexed query.

    ``members``: words that name things of a kind the message asks for (``memories.kinds``), each
    counting ``MEMBER_WEIGHT`` of a word of the message."""
    limit = limit or settings.MEMIND_SNIPPET_CANDIDATES
    hits: dict[int, MessageHit] = {}
    weights = [1.0] * len(terms) + [MEMBER_WEIGHT] * len(members or ())
    terms = terms + list(members or ())
    if not terms:
        return hits
    query = " | ".join(tsquery_literal(t) for t in terms)
    presence = ", ".join(f"search_vector @@ %(t{i})s::tsquery" for i in range(len(terms)))
    params: dict[str, Any] = {"user": user.pk, "q": query, "now": now}
    params |= {f"t{i}": tsquery_literal(t) for i, t in enumerate(terms)}
    with connection.cursor() as cur:
        cur.execute(
            f"""SELECT id, role, length(search_vector), ARRAY[{presence}],
                       (SELECT count(*) FROM memories_message
                        WHERE user_id = %(user)s AND sent_at <= %(now)s)
                FROM memories_message
                WHERE user_id = %(user)s AND search_vector @@ %(q)s::tsquery AND sent_at <= %(now)s""",
            params,
        )
        rows = cur.fetchall()
    if not rows:
        return hits
    n_docs = max(rows[0][4], len(rows))
    df = [sum(1 for r in rows if r[3][i]) for i in range(len(terms))]
    idf = [math.log(1 + (n_docs - d + 0.5) / (d + 0.5)) for d in df]
    avgdl = sum(r[2] for r in rows) / max(len(rows), 1) or 1.0
    scored = []
    for pk, role, length, present, _ in rows:
        norm = _BM25_K1 * (1 - _BM25_B + _BM25_B * length / avgdl)
        s = sum(w * k for w, k, p in zip(idf, weights, present, strict=True) if p)
        s *= (_BM25_K1 + 1) / (1 + norm)
        scored.append((s, pk, role))
    scored.sort(key=lambda x: (-x[0], -x[1]))
    for rank, (s, pk, role) in enumerate(scored[:limit], start=1):
        hits[pk] = MessageHit(id=pk, role=role, bm25=s, bm25_rank=rank)
    return hits


def message_search(
    *,
    user: EndUser,
    terms: list[str],
    qvec: list[float] | None,
    now: datetime,
    limit: int | None = None,
    window: tuple[datetime, datetime] | None = None,
    members: list[str] | None = None,
    by_words: dict[int, MessageHit] | None = None,
) -> list[MessageHit]:
    """The user's messages up to ``now`` that match ``terms`` or are close to ``qvec``, fused, best
    first. Two indexed queries; no writes.

    ``window`` (start, end): the stretch of time the message asks about ("yesterday", "on 3 May";
    ``memories.timewindows``). Lines said in it count ``MEMIND_SNIPPET_DATE_BONUS`` more; when it
    spans a week or less, its lines come along even without a word or meaning in common ("what did
    I tell you yesterday?"), after every hit that has one.

    ``members``: see ``message_words``; ``by_words``: what ``message_words`` already found for the
    same ``terms``, ``members`` and ``limit`` (it is not asked again)."""
    limit = limit or settings.MEMIND_SNIPPET_CANDIDATES
    if by_words is None:
        by_words = message_words(user=user, terms=terms, now=now, limit=limit, members=members)
    hits = dict(by_words)
    terms = terms + list(members or ())
    # Where meaning neither fuses nor ranks (vector_weight 0, no rank step), it only fills the room
    # words leave, and is scanned for only when the words found little: the scan is the costliest
    # query of a build (~2–3 ms over 2,000 lines).
    w_words, w_meaning = 1.0, vector_weight(terms)
    step = 0.0 if w_meaning > 0 else float(settings.MEMIND_SNIPPET_MEANING_RANK_STEP_EN)
    if qvec is not None and (w_meaning > 0 or step > 0 or len(hits) < limit * FILL_BELOW):
        with connection.cursor() as cur:
            cur.execute(
                """SELECT id, role, embedding <=> %(q)s::halfvec AS d FROM memories_message
                   WHERE user_id = %(user)s AND embedding IS NOT NULL AND sent_at <= %(now)s
                   ORDER BY d, id LIMIT %(limit)s""",
                {"q": vector_literal(qvec), "user": user.pk, "now": now, "limit": limit},
            )
            for rank, (pk, role, d) in enumerate(cur.fetchall(), start=1):
                hit = hits.setdefault(pk, MessageHit(id=pk, role=role))
                hit.cosine, hit.vector_rank = 1.0 - d, rank
    if window is not None:
        _mark_dated(user, hits, window, now, limit)
    assistant = settings.MEMIND_SNIPPET_ASSISTANT_WEIGHT
    best = (w_words + w_meaning) / (RRF_K + 1)
    for h in hits.values():
        if w_meaning > 0:
            rrf = sum(
                w / (RRF_K + r)
                for w, r in ((w_words, h.bm25_rank), (w_meaning, h.vector_rank))
                if r is not None
            )
        elif step > 0:
            # Not fused: a line found by meaning at rank r counts as one found by words at rank
            # step × r, and a line found by both keeps the better of its two places.
            places = [r for r in (h.bm25_rank, h.vector_rank and step * h.vector_rank) if r]
            rrf = w_words / (RRF_K + min(places)) if places else 0.0
        elif h.bm25_rank is not None:
            rrf = w_words / (RRF_K + h.bm25_rank)
        else:
            # Meaning does not reorder the words' ranking here (see vector_weight); what it finds
            # beyond them fills the room the words leave, in its own order.
            rrf = FILL_WEIGHT / (RRF_K + (h.vector_rank or 0))
        if h.bm25_rank is None and h.vector_rank is None:  # in the window, nothing in common
            rrf = FILL_WEIGHT / (RRF_K + limit)
        h.score = rrf / best * (assistant if h.role == Message.Role.ASSISTANT else 1.0)
        if h.dated:
            h.score *= 1.0 + settings.MEMIND_SNIPPET_DATE_BONUS
    return sorted(hits.values(), key=lambda h: (-h.score, -h.id))


# A window of up to a week (nine days with its slack) also brings its own lines.
DATED_FILL_SPAN = timedelta(days=10)


def _mark_dated(
    user: EndUser, hits: dict[int, MessageHit], window: tuple[datetime, datetime], now: datetime, limit: int
) -> None:
    """Mark the hits said inside ``window``; a short window also adds its own lines, latest first."""
    start, end = window
    fill = end - start <= DATED_FILL_SPAN
    if not hits and not fill:
        return
    with connection.cursor() as cur:
        cur.execute(
            """(SELECT id, role FROM memories_message
                WHERE user_id = %(user)s AND id = ANY(%(ids)s) AND sent_at >= %(start)s AND sent_at < %(end)s)
               UNION ALL
               (SELECT id, role FROM memories_message
                WHERE %(fill)s AND user_id = %(user)s AND sent_at >= %(start)s AND sent_at < %(end)s
                  AND sent_at <= %(now)s AND NOT id = ANY(%(ids)s)
                ORDER BY sent_at DESC, id DESC LIMIT %(limit)s)""",
            {
                "user": user.pk,
                "ids": list(hits),
                "start": start,
                "end": end,
                "now": now,
                "fill": fill,
                "limit": limit,
            },
        )
        for pk, role in cur.fetchall():
            hits.setdefault(pk, MessageHit(id=pk, role=role)).dated = True


def vector_weight(terms: list[str]) -> float:
    """How much meaning counts beside words: by the query's script (see the settings' measurements)."""
    zh = is_chinese(" ".join(terms))
    return float(
        settings.MEMIND_SNIPPET_VECTOR_WEIGHT_ZH
        if zh or not terms
        else settings.MEMIND_SNIPPET_VECTOR_WEIGHT_EN
    )


def _lines_around(user: EndUser, hit_ids: list[int], each_side: int) -> dict[int, list[Line]]:
    """For each hit, itself and up to ``each_side`` messages before and after it (the user's
    message order), in one query over the ``(user, sent_at, id)`` index."""
    with connection.cursor() as cur:
        cur.execute(
            """WITH h AS (SELECT id, sent_at FROM memories_message
                         WHERE user_id = %(user)s AND id = ANY(%(ids)s))
               SELECT h.id, n.id, n.role, n.sent_at, n.content, n.session_id FROM h, LATERAL (
                   (SELECT id, role, sent_at, content, session_id FROM memories_message
                    WHERE user_id = %(user)s AND (sent_at, id) < (h.sent_at, h.id)
                    ORDER BY sent_at DESC, id DESC LIMIT %(n)s)
                   UNION ALL
                   (SELECT id, role, sent_at, content, session_id FROM memories_message
                    WHERE user_id = %(user)s AND (sent_at, id) >= (h.sent_at, h.id)
                    ORDER BY sent_at, id LIMIT %(n)s + 1)
               ) n""",
            {"user": user.pk, "ids": hit_ids, "n": each_side},
        )
        out: dict[int, list[Line]] = {}
        for hit_id, *values in cur.fetchall():
            out.setdefault(hit_id, []).append(Line(*values))
    for hit_id, lines in out.items():
        lines.sort(key=lambda ln: (ln.sent_at, ln.id))
        centre = next(ln for ln in lines if ln.id == hit_id)
        # Neighbours from another session (or a day apart) are a different conversation.
        out[hit_id] = [
            ln
            for ln in lines
            if ln.id == hit_id
            or (
                ln.session_id == centre.session_id
                and abs((ln.sent_at - centre.sent_at).total_seconds()) < 6 * 3600
            )
        ]
    return out


def snippets_build(*, user: EndUser, hits: list[MessageHit], max_snippets: int = 24) -> list[Snippet]:
    """The best hits as snippets, best first: each hit with its neighbours. Each competes for room
    on its own rank; ``snippets_merge`` joins the ones that touch once chosen."""
    # A neighbour that has the message's words itself, or answers a question the hit asks, is
    # where the answer often is ("Did you finish the novel?" — "Yes! It's about a lighthouse keeper…"):
    # it is shown whole, not shortened.
    worded = {h.id for h in hits if h.bm25_rank is not None}
    hits = hits[:max_snippets]
    if not hits:
        return []
    around = _lines_around(user, [h.id for h in hits], settings.MEMIND_SNIPPET_NEIGHBOURS)
    by_id = {h.id: h for h in hits}
    out = []
    for h in hits:
        if not around.get(h.id):
            continue
        # Hits next to other hits are a stretch of talk about the thing asked: worth a little more.
        lines = around[h.id]
        near = sum(by_id[ln.id].score for ln in lines if ln.id != h.id and ln.id in by_id)
        at = next(i for i, ln in enumerate(lines) if ln.id == h.id)
        telling = {ln.id for ln in lines if ln.id != h.id and ln.id in worded}
        answer = None
        if at + 1 < len(lines) and lines[at].content.rstrip().endswith(("?", "？")):
            telling.add(lines[at + 1].id)
            # A question is found by the words it shares with the message; what answers it is
            # the other side's reply. The two come in together (LoCoMo answerable at 500 / 1,000 /
            # 1,500 / 3,000 tokens: 0.630 / 0.750 / 0.842 / 0.885 → 0.661 / 0.776 / 0.847 / 0.898).
            if lines[at + 1].role != lines[at].role:
                answer = lines[at + 1].id
        out.append(
            Snippet(
                lines=lines, hits=[h], score=h.score + CLUSTER_BONUS * near, telling=telling, answer_id=answer
            )
        )
    out.sort(key=lambda s: (-s.score, s.hits[0].id))
    return out


def snippets_merge(chosen: list[Snippet]) -> list[Snippet]:
    """The chosen snippets as the prompt shows them: every shown line once, in the order it was
    said, lines that follow each other in one conversation joined into one block, a block dated
    once. A hit that is another snippet's neighbour, or two snippets that overlap, never show a
    line twice: the line is shown once, whole if any of them shows it whole."""
    lines: dict[int, Line] = {}
    bodies: dict[int, str] = {}
    dates: dict[int, str] = {}
    follows: dict[int, int] = {}  # a line -> the line said right after it, as a snippet saw them
    for sn in chosen:
        ids = [ln.id for ln in sn.lines]
        follows |= dict(zip(ids, ids[1:], strict=False))
        for ln in sn.lines:
            if ln.id in sn.shown:
                lines[ln.id] = ln
                if len(sn.bodies.get(ln.id, "")) > len(bodies.get(ln.id, "")):
                    bodies[ln.id] = sn.bodies[ln.id]
                dates.setdefault(ln.id, sn.date)
    hit_of: dict[int, list[tuple[Snippet, MessageHit]]] = {}
    for sn in chosen:
        for h in sn.hits:
            hit_of.setdefault(h.id, []).append((sn, h))
    blocks: list[Snippet] = []
    prev: Line | None = None
    for ln in sorted(lines.values(), key=lambda ln: (ln.sent_at, ln.id)):
        if prev is None or follows.get(prev.id) != ln.id:
            blocks.append(
                Snippet(lines=[], hits=[], score=0.0, date=dates[ln.id], included=True, why="included")
            )
        block = blocks[-1]
        block.lines.append(ln)
        block.bodies[ln.id] = bodies.get(ln.id, "")
        block.shown.add(ln.id)
        for sn, h in hit_of.get(ln.id, []):
            block.hits.append(h)
            block.score = max(block.score, sn.score)
        prev = ln
    return blocks


_SPEAKER = {"zh": {"user": "用户", "assistant": "助手"}, "en": {"user": "User", "assistant": "Assistant"}}


def speaker_line(role: str, text: str, lang: str) -> str:
    """ "用户：…" / "User: …": a line of conversation as prompts show it."""
    zh = lang == "zh"
    return f"{_SPEAKER['zh' if zh else 'en'].get(role, role)}{'：' if zh else ': '}{text}"


def format_date(at: datetime, lang: str) -> str:
    return f"{at.year}年{at.month}月{at.day}日" if lang == "zh" else f"{at.day} {at:%B %Y}"


def snippet_prepare(snippet: Snippet, lang: str, tz: tzinfo) -> None:
    """Each line as the prompt shows it: who said it and what, hits whole (up to ``HIT_CHARS``),
    neighbours shortened, a relative time ("last month", "三天前") followed by the days it meant; the
    snippet's date in the user's time zone. (Quoting only the sentences
    of a long hit that share the message's words found more evidence turns but held fewer answers:
    docs/recall-eval.md.)"""
    hit_ids = set(snippet.hit_ids)
    for ln in snippet.lines:
        cap = HIT_CHARS if ln.id in hit_ids or ln.id in snippet.telling else NEIGHBOUR_CHARS
        # "last month" read months later means another month: the days meant go beside it.
        text = with_days_meant(" ".join(ln.content.split()), ln.sent_at.astimezone(tz).date(), lang)
        if len(text) > cap:
            text = text[: cap - 1] + "…"
        snippet.bodies[ln.id] = speaker_line(ln.role, text, lang)
    snippet.date = f"[{format_date(snippet.lines[0].sent_at.astimezone(tz), lang)}] "
    snippet.shown = set(snippet.core_ids)


class Coverage:
    """What the memories already say, indexed by word: ``covers`` asks whether one memory says
    ≥ 80 % of a line's words without comparing the line with every memory (50 snippets × 150
    memories was 2 ms of every context build)."""

    def __init__(self, mem_tokens: list[frozenset[str]]) -> None:
        self._by_word: dict[str, list[int]] = {}
        for i, words in enumerate(mem_tokens):
            for w in words:
                self._by_word.setdefault(w, []).append(i)

    def covers(self, words: frozenset[str]) -> bool:
        if not words:
            return False
        shared: dict[int, int] = {}
        for w in words:
            for i in self._by_word.get(w, ()):
                shared[i] = shared.get(i, 0) + 1
        return any(n >= 0.8 * len(words) for n in shared.values())


def covered_by(snippet: Snippet, said: Coverage) -> bool:
    """True when every hit line's words are already said by one of the memories (≥ 80 %)."""
    hit_ids = set(snippet.hit_ids)
    return all(said.covers(tokens(ln.content)) for ln in snippet.lines if ln.id in hit_ids)
