"""Reads. Every selector takes the calling app and never returns another app's rows."""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, field
from datetime import datetime

from django.conf import settings
from django.db import connection
from django.db.models import Count, Prefetch, QuerySet
from django.utils import timezone

from memind import db
from memind.embedding import embed_query
from memories.activity import user_activity
from memories.emotion import Emotion, emotion_detect
from memories.models import (
    App,
    ContextTrace,
    EndUser,
    Episode,
    MemoryEvent,
    MemoryItem,
    MemorySource,
    Message,
)
from memories.profile import Profile, profile_build
from memories.retrieval import (
    EpisodeHit,
    Scored,
    active_memories,
    episode_search,
    memory_search,
    wants_episode,
    without_triggers,
)
from proactive.stage import relationship_stage


def user_get(*, app: App, external_id: str) -> EndUser | None:
    return db.fetch_one(
        EndUser,
        f"SELECT {db.columns(EndUser, 'u')} FROM memories_enduser u "
        "WHERE u.app_id = %s AND u.external_id = %s",
        [app.pk, external_id],
    )


def user_list(*, app: App) -> QuerySet[EndUser]:
    return EndUser.objects.filter(app=app).order_by("-last_seen_at", "id")


def message_list(*, user: EndUser) -> QuerySet[Message]:
    return Message.objects.filter(user=user).order_by("sent_at", "id")


def memory_list(*, app: App) -> QuerySet[MemoryItem]:
    """The app's memories, newest observation first, with what list views show."""
    return (
        MemoryItem.objects.filter(app=app)
        .select_related("user")
        .annotate(source_count=Count("source_links"))
        .order_by("-observed_at", "-id")
        .defer("embedding")
    )


def memory_detail(*, app: App, pk: int) -> MemoryItem | None:
    sources = MemorySource.objects.select_related("message").order_by("message__sent_at", "message_id")
    return (
        MemoryItem.objects.filter(app=app, pk=pk)
        .select_related("user")
        .annotate(source_count=Count("source_links"))
        .prefetch_related(Prefetch("source_links", queryset=sources))
        .defer("embedding")
        .first()
    )


def memory_history(*, memory: MemoryItem) -> QuerySet[MemoryEvent]:
    return MemoryEvent.objects.filter(memory=memory).order_by("at", "id")


def episode_list(*, user: EndUser) -> QuerySet[Episode]:
    return Episode.objects.filter(user=user).order_by("-started_at", "-id").defer("embedding")


def trace_list(*, app: App) -> QuerySet[ContextTrace]:
    return (
        ContextTrace.objects.filter(app=app)
        .select_related("user")
        .prefetch_related("memories")
        .order_by("-created_at", "-id")
    )


# --- the context for a reply ------------------------------------------------------------------

_CJK = re.compile(r"[\u4e00-\u9fff]")
_EPISODE_MIN_SCORE = 0.2  # below this the "matching" episode is a guess; better none than a wrong scene


def estimate_tokens(text: str) -> int:
    """CJK characters are about a token each; other text about four characters a token."""
    cjk = len(_CJK.findall(text))
    return cjk + (len(text) - cjk + 3) // 4


@dataclass
class ContextSelection:
    """Everything a context build reads and decides, before anything is written."""

    now: datetime
    limit: int
    emotion: Emotion
    stage: str
    profile: Profile
    ranked: list[Scored]  # every active memory, best first
    kept: int  # how many of ``ranked`` made it into the prompt
    episodes: list[EpisodeHit]
    prompt: str
    timings_ms: dict[str, float] = field(default_factory=dict)

    @property
    def included(self) -> list[Scored]:
        return self.ranked[: self.kept]


def compose_prompt(
    lang: str, profile_md: str, memories: list[Scored], episode_lines: list[str]
) -> tuple[str, int]:
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


def _episode_lines(user: EndUser, message_ids: list[int]) -> list[str]:
    """The episode's messages as prompt lines, in the episode's order."""
    with connection.cursor() as cur:
        cur.execute(
            "SELECT id, sent_at, role, content FROM memories_message WHERE user_id = %s AND id = ANY(%s)",
            [user.pk, list(message_ids)],
        )
        msgs = {pk: (sent_at, role, content) for pk, sent_at, role, content in cur.fetchall()}
    return [f"[{msgs[i][0]:%Y-%m-%d %H:%M}] {msgs[i][1]}: {msgs[i][2]}" for i in message_ids if i in msgs]


def context_select(
    *,
    user: EndUser,
    message: str,
    now: datetime | None = None,
    limit: int | None = None,
    qvec: list[float] | None = None,
) -> ContextSelection:
    """The read side of a context build: emotion and stage, MEMORY.md, every active memory ranked,
    the whole episode when the user refers back ("上次…"), and the prompt within the token budget.

    The message is embedded once, without its trigger phrases (they say *that* the past is meant,
    not *what*); ``qvec`` skips that when the caller already has the vector."""
    timings: dict[str, float] = {}
    started = t = time.perf_counter()

    def lap(name: str) -> None:
        nonlocal t
        now_t = time.perf_counter()
        timings[name] = round((now_t - t) * 1000, 2)
        t = now_t

    now = now or timezone.now()
    limit = limit or settings.MEMIND_CONTEXT_LIMIT
    emotion = emotion_detect(message)
    activity = user_activity(user=user, now=now)
    stage = relationship_stage(user=user, now=now, said=activity.said)
    lap("emotion_stage")
    if qvec is None and message.strip():
        qvec = embed_query(without_triggers(message))
        lap("embed")
    memories = active_memories(user=user, now=now, qvec=qvec)
    lap("load")
    profile = profile_build(user=user, now=now, lang=activity.lang, memories=memories)
    lap("profile")
    ranked = memory_search(
        user=user, query=message, now=now, emotion=emotion, stage=stage, qvec=qvec, memories=memories
    )
    lap("rank")
    hits: list[EpisodeHit] = []
    episode_lines: list[str] = []
    if wants_episode(message):
        hits = [
            h
            for h in episode_search(user=user, query=message, limit=1, before=now, qvec=qvec)
            if h.score >= _EPISODE_MIN_SCORE
        ]
    if hits:
        episode_lines = _episode_lines(user, hits[0].episode.message_ids)
    lap("episodes")
    prompt, kept = compose_prompt(profile.lang, profile.markdown, ranked[:limit], episode_lines)
    lap("prompt")
    timings["select"] = round((time.perf_counter() - started) * 1000, 2)
    return ContextSelection(
        now=now, limit=limit, emotion=emotion, stage=stage, profile=profile, ranked=ranked, kept=kept,
        episodes=hits, prompt=prompt, timings_ms=timings,
    )  # fmt: skip
