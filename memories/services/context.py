"""Building the context for a reply — and the trace that explains it.

One call: detect the message's emotion and the relationship stage, render MEMORY.md, rank every
active memory, pull the whole episode when the user refers back ("上次…"), compose the prompt
block within the token budget, reinforce what was recalled, and store a ``ContextTrace`` with
every candidate's component scores and why it was in or out.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from django.conf import settings
from django.db import connection, transaction
from django.utils import timezone

from memind.embedding import embed_query
from memories.emotion import emotion_detect
from memories.models import ContextTrace, EndUser, Message
from memories.profile import profile_build
from memories.retrieval import (
    EpisodeHit,
    Scored,
    active_memories,
    episode_search,
    memory_search,
    wants_episode,
)
from memories.strength import fades_at_sql, strength_sql
from proactive.stage import relationship_stage

_CJK = re.compile(r"[\u4e00-\u9fff]")
_EPISODE_MIN_SCORE = 0.2  # below this the "matching" episode is a guess; better none than a wrong scene


def estimate_tokens(text: str) -> int:
    """CJK characters are about a token each; other text about four characters a token."""
    cjk = len(_CJK.findall(text))
    return cjk + (len(text) - cjk + 3) // 4


@dataclass
class Context:
    trace: ContextTrace
    memories: list[Scored]
    episodes: list[dict[str, Any]]


def _prompt(lang: str, profile_md: str, memories: list[Scored], episode_lines: list[str]) -> tuple[str, int]:
    """Compose within the budget: the profile first (identity always), then memories, then the
    episode; lowest-ranked memories and the episode's tail give way first. Returns (prompt, kept)."""
    budget = settings.MEMIND_CONTEXT_TOKEN_BUDGET
    zh = lang == "zh"
    mem_head = "## 相关记忆" if zh else "## Relevant memories"
    ep_head = "## 相关的过往对话" if zh else "## The conversation they refer to"
    kept = len(memories)
    while True:
        parts = [profile_md.strip()]
        if memories[:kept]:
            parts.append(mem_head + "\n" + "\n".join(f"- {s.memory.content}" for s in memories[:kept]))
        if episode_lines:
            parts.append(ep_head + "\n" + "\n".join(episode_lines))
        prompt = "\n\n".join(parts) + "\n"
        if estimate_tokens(prompt) <= budget:
            return prompt, kept
        if episode_lines and len(episode_lines) > 4:
            episode_lines = episode_lines[: len(episode_lines) // 2] + ["…"]
        elif kept > 0:
            kept -= 1
        elif episode_lines:
            episode_lines = []
        else:
            return prompt, 0


def _reinforce(ids: list[int], now: datetime) -> None:
    """Recalled memories are refreshed: decay restarts from what was left plus a small boost."""
    if not ids:
        return
    with connection.cursor() as cur:
        cur.execute(
            f"""UPDATE memories_memoryitem
                SET last_recalled_at = %(now)s,
                    anchor_strength = LEAST(1.0, {strength_sql()} + %(boost)s),
                    decay_anchor_at = GREATEST(decay_anchor_at, %(now)s)
                WHERE id = ANY(%(ids)s)""",
            {"now": now, "boost": settings.MEMIND_RECALL_BOOST, "ids": ids},
        )
        cur.execute(f"UPDATE memories_memoryitem SET fades_at = {fades_at_sql()} WHERE id = ANY(%s)", [ids])


def context_build(
    *, user: EndUser, message: str, now: datetime | None = None, limit: int | None = None
) -> Context:
    started = time.perf_counter()
    timings: dict[str, float] = {}

    def lap(name: str, t0: float) -> float:
        t = time.perf_counter()
        timings[name] = round((t - t0) * 1000, 2)
        return t

    now = now or timezone.now()
    limit = limit or settings.MEMIND_CONTEXT_LIMIT
    t = time.perf_counter()
    emotion = emotion_detect(message)
    stage = relationship_stage(user=user, now=now)
    t = lap("emotion_stage", t)
    qvec = embed_query(message) if message.strip() else None
    t = lap("embed", t)
    memories = active_memories(user=user, qvec=qvec)
    profile = profile_build(user=user, now=now, memories=memories)
    t = lap("profile", t)
    ranked = memory_search(
        user=user, query=message, now=now, emotion=emotion, stage=stage, qvec=qvec, memories=memories
    )
    t = lap("memories", t)
    hits: list[EpisodeHit] = []
    if wants_episode(message):
        hits = [
            h
            for h in episode_search(user=user, query=message, limit=1, before=now)
            if h.score >= _EPISODE_MIN_SCORE
        ]
    episode_lines: list[str] = []
    if hits:
        msgs = {m.pk: m for m in Message.objects.filter(pk__in=hits[0].episode.message_ids)}
        episode_lines = [
            f"[{msgs[i].sent_at:%Y-%m-%d %H:%M}] {msgs[i].role}: {msgs[i].content}"
            for i in hits[0].episode.message_ids
            if i in msgs
        ]
    t = lap("episodes", t)
    top = ranked[:limit]
    prompt, kept = _prompt(profile.lang, profile.markdown, top, episode_lines)
    included = top[:kept]
    lap("prompt", t)

    candidates = []
    for rank, s in enumerate(ranked, start=1):
        if rank <= kept:
            why = f"included: rank {rank} of {len(ranked)}"
        elif rank <= len(top):
            why = f"cut by the {settings.MEMIND_CONTEXT_TOKEN_BUDGET}-token budget (rank {rank})"
        else:
            why = f"below the top {limit} (rank {rank})"
        candidates.append({
            "memory_id": s.memory.pk, "type": s.memory.type, "content": s.memory.content,
            "score": round(s.score, 4), "components": s.components(), "reasons": s.reasons,
            "included": rank <= kept, "why": why, "in_profile": s.memory.pk in profile.memory_ids,
        })  # fmt: skip
    episodes = [h.as_dict() for h in hits]
    timings["total"] = round((time.perf_counter() - started) * 1000, 2)
    with transaction.atomic():
        trace = ContextTrace.objects.create(
            app_id=user.app_id,
            user=user,
            kind=ContextTrace.Kind.CONTEXT,
            input=message,
            now=now,
            emotion=emotion.label,
            valence=emotion.valence,
            stage=stage,
            candidates=candidates,
            episodes=episodes,
            profile_markdown=profile.markdown,
            prompt=prompt,
            timings_ms=timings,
        )
        trace.memories.set([s.memory.pk for s in included])
        _reinforce([s.memory.pk for s in included], now)
    return Context(trace=trace, memories=included, episodes=episodes)
