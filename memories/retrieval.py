"""Hybrid retrieval (selectors): meaning + keywords + strength + recency, tuned by the user's
emotion and the relationship stage. Every component is kept for the trace.

Per user, the quota keeps active memories to a few hundred, so one query fetches them all with
their pgvector cosine similarity to the query, and fusion happens in Python where each
component can be explained. Only ``active`` memories are ever candidates.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from datetime import datetime
from functools import cached_property
from typing import Any

from django.conf import settings
from django.db import connection

from memind.embedding import embed_query_or_none, rescaled, vector_literal
from memories.emotion import Emotion
from memories.keywords import is_chinese, overlap, tokens
from memories.models import ContextTrace, EndUser, Episode, MemoryItem
from memories.strength import strength_sql
from memories.types import favoured_in, types_where

# Phrases that ask for a whole past scene rather than a fact.
EPISODE_TRIGGERS = re.compile(
    r"上次|那次|之前聊|以前聊|还记得|记不记得|我们聊过|聊过的|last time|remember when|remember that|"
    r"we talked about|we discussed|that time (?:we|when)|the other day",
    re.IGNORECASE,
)

MIN_ABOUT = 0.05  # meaning and words that barely touch the message do not make a memory relevant


@dataclass(slots=True)
class ActiveMemory:
    """What ranking, the profile and the trace read of one active memory — plain values computed
    by the database at ``now``, not a model instance: building 200 instances and parsing their
    timestamps cost more than the query itself."""

    pk: int
    type: str
    content: str
    strength: float  # at ``now``
    age_days: float  # since it was observed
    outcome: str
    valence: float
    mention_count: int
    distance: float | None  # cosine distance to the query, when there is one
    subject: str = ""  # "" for the user; else the other it is about (表姐, sister, 读书会)
    pinned: bool = False  # always in the profile


@dataclass
class Scored:
    memory: ActiveMemory
    vector: float
    keyword: float
    strength: float
    recency: float
    emotion: float = 0.0
    stage: float = 0.0
    score: float = 0.0
    cosine: float = 0.0
    emotion_why: str = ""
    stage_name: str = ""  # set when the stage favoured this memory's type

    @property
    def about(self) -> float:
        """The part of the score that is about this message (meaning and words), not about how
        strong or recent the memory is."""
        return float(
            settings.MEMIND_WEIGHT_VECTOR * self.vector + settings.MEMIND_WEIGHT_KEYWORD * self.keyword
        )

    @property
    def relevant(self) -> bool:
        """Worth listing for this message: it is about it, or the user's feeling or the stage asks
        for it. (MEMORY.md says everything else about the user.)"""
        return self.about >= MIN_ABOUT or self.emotion > 0 or self.stage > 0

    @property
    def value(self) -> float:
        """What the memory is worth when it competes for room in the prompt."""
        return max(0.01, self.about + self.emotion + self.stage)

    def components(self) -> dict[str, float]:
        return {k: round(getattr(self, k), 4) for k in ContextTrace.COMPONENTS}

    @cached_property
    def reasons(self) -> list[str]:
        """Why it ranked where it did, in words — written only for the memories someone reads
        (the injected ones and the trace's detailed top), not for all few hundred."""
        m, out = self.memory, []
        if self.vector > 0.5:
            out.append(f"close in meaning (cosine {self.cosine:.2f})")
        if self.keyword > 0:
            out.append(f"shares words with the message ({self.keyword:.0%})")
        if self.emotion_why:
            out.append(self.emotion_why)
        if self.stage_name:
            out.append(f"stage {self.stage_name}: {m.type} memories are favoured")
        out.append(
            f"strength {self.strength:.2f}, said {int(m.age_days)} days ago, mentioned {m.mention_count}×"
        )
        return out


def _emotion_adjust(m: ActiveMemory, emotion: Emotion) -> tuple[float, str]:
    """A sad user is reminded of what turned out well, not of what hurts."""
    if not emotion.negative:
        return 0.0, ""
    bonus = settings.MEMIND_EMOTION_BONUS
    if m.outcome == MemoryItem.Outcome.POSITIVE or (m.type in types_where("comforting") and m.valence > 0.3):
        return bonus, f"user feels {emotion.label}: a memory that ended well is comforting"
    if m.outcome == MemoryItem.Outcome.NEGATIVE or m.valence < -0.3:
        return -bonus, f"user feels {emotion.label}: demoted, it could make things worse"
    return 0.0, ""


def meaning_floor(query: str) -> float:
    """Where "close in meaning" starts for this query: calibrated for its script."""
    return float(settings.MEMIND_VECTOR_FLOOR_ZH if is_chinese(query) else settings.MEMIND_VECTOR_FLOOR_EN)


def meaning(sim: float, floor: float) -> float:
    """Cosine similarity as a 0–1 "close in meaning" above ``floor``."""
    return rescaled(sim, floor=floor, span=float(settings.MEMIND_VECTOR_SPAN))


def active_memories(*, user: EndUser, now: datetime, qvec: list[float] | None = None) -> list[ActiveMemory]:
    """The user's active memories, with their strength at ``now`` and ``distance`` to ``qvec``.

    One indexed query on ``(user, status)``; the quota keeps it to a few hundred rows. An identity
    change held for review (``held``) is not active yet: the value it would replace still is."""
    distance = "embedding <=> %(q)s::vector" if qvec is not None else "NULL::float8"
    with connection.cursor() as cur:
        cur.execute(
            f"""SELECT id, type, content, {strength_sql()},
                       GREATEST(0, EXTRACT(EPOCH FROM (%(now)s::timestamptz - observed_at))::float8 / 86400),
                       outcome, valence, mention_count, {distance}, subject, pinned
                FROM memories_memoryitem
                WHERE user_id = %(user)s AND status = %(active)s AND NOT held""",
            {
                "now": now,
                "user": user.pk,
                "active": MemoryItem.Status.ACTIVE.value,
                "q": vector_literal(qvec) if qvec is not None else None,
            },
        )
        return [ActiveMemory(*row) for row in cur.fetchall()]


def memory_search(
    *,
    user: EndUser,
    query: str,
    now: datetime,
    emotion: Emotion,
    stage: str,
    limit: int | None = None,
    qvec: list[float] | None = None,
    memories: list[ActiveMemory] | None = None,
) -> list[Scored]:
    """Every active memory of the user, scored and sorted (best first); ``limit`` cuts the list.

    ``qvec`` (the embedded query) and ``memories`` (from ``active_memories``) may be passed in
    when the caller already has them."""
    if qvec is None and query.strip():
        qvec = embed_query_or_none(query).vector
    rows = memories if memories is not None else active_memories(user=user, now=now, qvec=qvec)
    qtokens = tokens(query)
    favoured = favoured_in(stage)
    floor = meaning_floor(query)
    w_vector, w_keyword = settings.MEMIND_WEIGHT_VECTOR, settings.MEMIND_WEIGHT_KEYWORD
    w_strength, w_recency = settings.MEMIND_WEIGHT_STRENGTH, settings.MEMIND_WEIGHT_RECENCY
    recency_days, stage_bonus = settings.MEMIND_RECENCY_DAYS, settings.MEMIND_STAGE_BONUS
    out: list[Scored] = []
    for m in rows:
        sim = 1.0 - m.distance if qvec is not None and m.distance is not None else 0.0
        s = Scored(
            memory=m,
            vector=meaning(sim, floor) if qvec is not None and m.distance is not None else 0.0,
            keyword=overlap(qtokens, tokens(m.content)),
            strength=m.strength,
            recency=math.pow(0.5, m.age_days / recency_days),
            cosine=sim,
        )
        s.emotion, s.emotion_why = _emotion_adjust(m, emotion)
        if m.type in favoured:
            s.stage, s.stage_name = stage_bonus, stage
        s.score = (
            w_vector * s.vector
            + w_keyword * s.keyword
            + w_strength * s.strength
            + w_recency * s.recency
            + s.emotion
            + s.stage
        )
        out.append(s)
    out.sort(key=lambda s: (-s.score, -s.memory.pk))
    return out[:limit] if limit else out


@dataclass
class EpisodeHit:
    episode: Episode
    score: float
    vector: float
    keyword: float

    def scores(self) -> dict[str, float]:
        return {
            "score": round(self.score, 4),
            "vector": round(self.vector, 4),
            "keyword": round(self.keyword, 4),
        }

    def as_dict(self) -> dict[str, Any]:
        e = self.episode
        return {
            "id": e.pk,
            "title": e.title,
            "summary": e.summary,
            "started_at": e.started_at.isoformat(),
            "ended_at": e.ended_at.isoformat(),
            "message_ids": list(e.message_ids),
            **self.scores(),
        }


def wants_episode(text: str) -> bool:
    return bool(EPISODE_TRIGGERS.search(text))


# Everything of an episode but its embedding (attribute names are the column names).
_EPISODE_COLUMNS = (
    "id",
    "app_id",
    "title",
    "summary",
    "started_at",
    "ended_at",
    "session_id",
    "first_message_id",
    "message_ids",
    "keywords",
    "created_at",
    "updated_at",
)


def without_triggers(text: str) -> str:
    """The text without its "上次…" phrases: what is left says *which* scene or fact is meant."""
    return EPISODE_TRIGGERS.sub(" ", text).strip() or text


def episode_search(
    *,
    user: EndUser,
    query: str,
    limit: int = 3,
    before: datetime | None = None,
    qvec: list[float] | None = None,
    min_score: float = 0.0,
) -> list[EpisodeHit]:
    """Episodes ranked by meaning and shared words with the query (trigger phrases removed).

    ``qvec``: ``without_triggers(query)`` embedded, when the caller already has it. ``min_score``:
    only episodes that score at least this; the database leaves out the ones too far in meaning to
    reach it even with every word shared (the score is half meaning, half words)."""
    cleaned = without_triggers(query)
    if qvec is None:
        qvec = embed_query_or_none(cleaned).vector
    qtokens = tokens(cleaned)
    floor = meaning_floor(cleaned)
    # meaning ≥ 2·min_score − 1 is needed: as a cosine distance, at most this
    needed = 2 * min_score - 1
    max_distance = 1.0 - (floor + needed * float(settings.MEMIND_VECTOR_SPAN)) if needed > 0 else None
    if max_distance is not None and qvec is None:
        return []  # without meaning nothing reaches the score
    # Raw SQL: the ORM's query building cost more than the query. Every episode is scored from
    # its id, words and distance; only the best ``limit`` are read whole (a user has hundreds of
    # topics, and this runs on every message).
    with connection.cursor() as cur:
        cur.execute(
            """SELECT id, keywords, d FROM (
                   SELECT id, keywords, embedding <=> %(q)s::vector AS d FROM memories_episode
                   WHERE user_id = %(user)s AND (%(before)s::timestamptz IS NULL OR started_at <= %(before)s)
               ) e WHERE %(max)s::float8 IS NULL OR d <= %(max)s""",
            {
                "q": vector_literal(qvec) if qvec is not None else None,
                "user": user.pk,
                "before": before,
                "max": max_distance,
            },
        )
        rows = cur.fetchall()
    # A user has hundreds of topics and e5's cosines are narrow: most pass the distance. Their
    # words are looked up in the stored, space-separated word list as it is (no set built per
    # topic), and a topic whose words cannot reach the score goes before its meaning is computed.
    marked = [f" {t} " for t in qtokens]
    scored = []
    for pk, keywords, distance in rows:
        said = f" {keywords} "
        keyword = sum(1 for t in marked if t in said) / len(marked) if marked else 0.0
        if 0.5 + 0.5 * keyword < min_score:
            continue
        vector = meaning(1.0 - distance, floor) if distance is not None else 0.0
        score = 0.5 * vector + 0.5 * keyword
        if score >= min_score:
            scored.append((score, pk, vector, keyword))
    best = sorted(scored, key=lambda s: (-s[0], -s[1]))[:limit]
    if not best:
        return []
    with connection.cursor() as cur:
        cur.execute(
            f"SELECT {', '.join(_EPISODE_COLUMNS)} FROM memories_episode WHERE id = ANY(%s)",
            [[b[1] for b in best]],
        )
        episodes = {
            row[0]: Episode(user=user, **dict(zip(_EPISODE_COLUMNS, row, strict=True))) for row in cur
        }
    return [
        EpisodeHit(episodes[pk], score, vector, keyword)
        for score, pk, vector, keyword in best
        if pk in episodes
    ]
