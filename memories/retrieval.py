"""Hybrid retrieval (selectors): meaning + keywords + strength + recency, tuned by the user's
emotion and the relationship stage. Every component is kept for the trace.

Per user, the quota keeps active memories to a few hundred, so one query fetches them all with
their pgvector cosine similarity to the query, and fusion happens in Python where each
component can be explained. Only ``active`` memories are ever candidates.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from django.conf import settings
from pgvector.django import CosineDistance

from memind.embedding import embed_query
from memories.emotion import Emotion
from memories.keywords import overlap, tokens
from memories.models import EndUser, Episode, MemoryItem

# Phrases that ask for a whole past scene rather than a fact.
EPISODE_TRIGGERS = re.compile(
    r"上次|那次|之前聊|以前聊|还记得|记不记得|我们聊过|聊过的|last time|remember when|remember that|"
    r"we talked about|we discussed|that time (?:we|when)|the other day",
    re.IGNORECASE,
)

STAGE_FAVOURS = {"new": {"shared"}, "familiar": set(), "close": {"milestone", "emotion"}}


@dataclass
class Scored:
    memory: MemoryItem
    vector: float
    keyword: float
    strength: float
    recency: float
    emotion: float = 0.0
    stage: float = 0.0
    score: float = 0.0
    reasons: list[str] = field(default_factory=list)

    def components(self) -> dict[str, float]:
        return {
            k: round(getattr(self, k), 4)
            for k in ("vector", "keyword", "strength", "recency", "emotion", "stage")
        }


def _emotion_adjust(m: MemoryItem, emotion: Emotion) -> tuple[float, str]:
    """A sad user is reminded of what turned out well, not of what hurts."""
    if not emotion.negative:
        return 0.0, ""
    bonus = settings.MEMIND_EMOTION_BONUS
    if m.outcome == MemoryItem.Outcome.POSITIVE or (
        m.type in ("life_event", "shared", "milestone") and m.valence > 0.3
    ):
        return bonus, f"user feels {emotion.label}: a memory that ended well is comforting"
    if m.outcome == MemoryItem.Outcome.NEGATIVE or m.valence < -0.3:
        return -bonus, f"user feels {emotion.label}: demoted, it could make things worse"
    return 0.0, ""


# What ranking, the profile and the trace read: loading less keeps a context build fast.
RANKING_FIELDS = ("id", "type", "content", "importance", "anchor_strength", "decay_anchor_at", "observed_at",
                  "outcome", "valence", "mention_count", "slot")  # fmt: skip


def active_memories(*, user: EndUser, qvec: list[float] | None) -> list[MemoryItem]:
    """The user's active memories (ranking fields only), with ``distance`` to ``qvec`` when given."""
    qs = MemoryItem.objects.filter(user=user, status=MemoryItem.Status.ACTIVE).only(*RANKING_FIELDS)
    if qvec is not None:
        qs = qs.annotate(distance=CosineDistance("embedding", qvec))
    return list(qs)


def memory_search(
    *,
    user: EndUser,
    query: str,
    now: datetime,
    emotion: Emotion,
    stage: str,
    limit: int | None = None,
    qvec: list[float] | None = None,
    memories: list[MemoryItem] | None = None,
) -> list[Scored]:
    """Every active memory of the user, scored and sorted (best first); ``limit`` cuts the list.

    ``qvec`` (the embedded query) and ``memories`` (from ``active_memories``) may be passed in
    when the caller already has them."""
    if qvec is None and query.strip():
        qvec = embed_query(query)
    qs = memories if memories is not None else active_memories(user=user, qvec=qvec)
    qtokens = tokens(query)
    floor = settings.MEMIND_VECTOR_FLOOR
    favoured = STAGE_FAVOURS.get(stage, set())
    out: list[Scored] = []
    for m in qs:
        sim = 1.0 - float(m.distance) if qvec is not None and m.distance is not None else 0.0  # type: ignore[attr-defined]
        s = Scored(
            memory=m,
            vector=max(0.0, (sim - floor) / (1.0 - floor)),
            keyword=overlap(qtokens, tokens(m.content)),
            strength=m.strength_at(now),
            recency=math.pow(
                0.5, max(0.0, (now - m.observed_at).total_seconds()) / 86400 / settings.MEMIND_RECENCY_DAYS
            ),
        )
        s.emotion, why = _emotion_adjust(m, emotion)
        if why:
            s.reasons.append(why)
        if m.type in favoured:
            s.stage = settings.MEMIND_STAGE_BONUS
            s.reasons.append(f"stage {stage}: {m.type} memories are favoured")
        s.score = (
            settings.MEMIND_WEIGHT_VECTOR * s.vector
            + settings.MEMIND_WEIGHT_KEYWORD * s.keyword
            + settings.MEMIND_WEIGHT_STRENGTH * s.strength
            + settings.MEMIND_WEIGHT_RECENCY * s.recency
            + s.emotion
            + s.stage
        )
        if s.keyword > 0:
            s.reasons.insert(0, f"shares words with the message ({s.keyword:.0%})")
        if s.vector > 0.5:
            s.reasons.insert(0, f"close in meaning (cosine {sim:.2f})")
        age = max(0, (now - m.observed_at).days)
        s.reasons.append(f"strength {s.strength:.2f}, said {age} days ago, mentioned {m.mention_count}×")
        out.append(s)
    out.sort(key=lambda s: (-s.score, -s.memory.pk))
    return out[:limit] if limit else out


@dataclass
class EpisodeHit:
    episode: Episode
    score: float
    vector: float
    keyword: float

    def as_dict(self) -> dict[str, Any]:
        e = self.episode
        return {
            "id": e.pk,
            "title": e.title,
            "summary": e.summary,
            "started_at": e.started_at.isoformat(),
            "ended_at": e.ended_at.isoformat(),
            "message_ids": list(e.message_ids),
            "score": round(self.score, 4),
            "vector": round(self.vector, 4),
            "keyword": round(self.keyword, 4),
        }


def wants_episode(text: str) -> bool:
    return bool(EPISODE_TRIGGERS.search(text))


def episode_search(
    *, user: EndUser, query: str, limit: int = 3, before: datetime | None = None
) -> list[EpisodeHit]:
    """Episodes ranked by meaning and shared words with the query (trigger phrases removed)."""
    cleaned = EPISODE_TRIGGERS.sub(" ", query).strip() or query
    qvec = embed_query(cleaned)
    qtokens = tokens(cleaned)
    qs = (
        Episode.objects.filter(user=user)
        .annotate(distance=CosineDistance("embedding", qvec))
        .defer("embedding")
    )
    if before is not None:
        qs = qs.filter(started_at__lte=before)
    floor = settings.MEMIND_VECTOR_FLOOR
    hits = []
    for e in qs:
        sim = 1.0 - float(e.distance) if e.distance is not None else 0.0  # type: ignore[attr-defined]
        vector = max(0.0, (sim - floor) / (1.0 - floor))
        keyword = overlap(qtokens, frozenset(e.keywords.split()))
        hits.append(EpisodeHit(e, 0.5 * vector + 0.5 * keyword, vector, keyword))
    hits.sort(key=lambda h: (-h.score, -h.episode.pk))
    return hits[:limit]
