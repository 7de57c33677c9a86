"""Episodes: each user's conversation cut into whole scenes.

A new episode starts with a new ``session_id`` or after ``MEMIND_EPISODE_GAP_MINUTES`` of
silence (and every ``MEMIND_EPISODE_MAX_MESSAGES``, so one endless session stays searchable).
Offline, the title is the scene's most frequent meaningful words and the summary its first user
lines; the embedding covers title, summary and the user's words. Building is incremental: only
the last (possibly still growing) episode and newer messages are recomputed.
"""

from __future__ import annotations

import logging
from collections import Counter
from datetime import timedelta

from django.conf import settings
from django.db import transaction

from memind.embedding import embed_passages
from memind.llm import LLMError, chat_json, llm_configured
from memories.keywords import tokens
from memories.models import EndUser, Episode, Message

log = logging.getLogger(__name__)
_TEXT_CHARS = 1200  # what the embedding sees; e5-small reads ~512 tokens anyway


def _cut(messages: list[Message]) -> list[list[Message]]:
    gap = timedelta(minutes=settings.MEMIND_EPISODE_GAP_MINUTES)
    scenes: list[list[Message]] = []
    for m in messages:
        if (
            not scenes
            or m.session_id != scenes[-1][-1].session_id
            or m.sent_at - scenes[-1][-1].sent_at > gap
            or len(scenes[-1]) >= settings.MEMIND_EPISODE_MAX_MESSAGES
        ):
            scenes.append([m])
        else:
            scenes[-1].append(m)
    return scenes


_LLM_SCHEMA = {
    "type": "object",
    "additionalProperties": False,
    "required": ["title", "summary"],
    "properties": {"title": {"type": "string"}, "summary": {"type": "string"}},
}


def _llm_describe(scene: list[Message]) -> tuple[str, str] | None:
    """Title and summary from the LLM when one is configured; None (→ rules) on any failure."""
    if not llm_configured():
        return None
    transcript = "\n".join(f"{m.role}: {m.content}" for m in scene)[:4000]
    try:
        data = chat_json(
            system="Give this chat scene a short title (≤ 12 words) and a one-sentence summary, "
            "in the language of the conversation.",
            user=transcript,
            schema_name="episode",
            schema=_LLM_SCHEMA,
        )
        return str(data["title"])[:150], str(data["summary"])[:400]
    except (LLMError, KeyError):
        log.warning("episode titling by LLM failed; using rules", exc_info=True)
        return None


def _describe(scene: list[Message]) -> tuple[str, str, str, str]:
    said = [m.content for m in scene if m.role == Message.Role.USER] or [m.content for m in scene]
    words: Counter[str] = Counter()
    for text in said:
        words.update(w for w in tokens(text) if len(w) > 1)
    top = [w for w, _ in sorted(words.items(), key=lambda kv: (-kv[1], kv[0]))[:4]]  # ties: stable order
    day = scene[0].sent_at.strftime("%Y-%m-%d")
    title = (f"{day} · " + " / ".join(top))[:200] if top else f"{day} · {said[0][:40]}"
    summary = " / ".join(t.strip() for t in said[:4])[:400]
    described = _llm_describe(scene)
    if described is not None:
        title, summary = f"{day} · {described[0]}", described[1]
    all_words: set[str] = set()
    for m in scene:
        all_words |= tokens(m.content)
    text = f"{title}\n{summary}\n" + "\n".join(m.content for m in scene)
    return title, summary, " ".join(sorted(all_words)), text[:_TEXT_CHARS]


def episodes_build(*, user: EndUser) -> int:
    """(Re)build this user's episodes from the last stored one onward; returns how many were written."""
    last = Episode.objects.filter(user=user).order_by("-started_at", "-id").first()
    messages = Message.objects.filter(user=user).order_by("sent_at", "id")
    if last is not None:
        messages = messages.filter(sent_at__gte=last.started_at)
    scenes = _cut(list(messages))
    if not scenes:
        return 0
    described = [_describe(s) for s in scenes]
    vectors = embed_passages([d[3] for d in described])
    with transaction.atomic():
        if last is not None:
            last.delete()  # the last scene may have grown; it is rebuilt from its first message
        Episode.objects.bulk_create(
            [
                Episode(
                    app_id=user.app_id,
                    user=user,
                    title=title,
                    summary=summary,
                    keywords=kw,
                    started_at=scene[0].sent_at,
                    ended_at=scene[-1].sent_at,
                    session_id=scene[0].session_id,
                    first_message=scene[0],
                    message_ids=[m.pk for m in scene],
                    embedding=vec,
                )  # fmt: skip
                for scene, (title, summary, kw, _), vec in zip(scenes, described, vectors, strict=True)
            ],
            update_conflicts=True,
            unique_fields=["user", "first_message"],
            update_fields=[
                "title",
                "summary",
                "keywords",
                "ended_at",
                "message_ids",
                "embedding",
                "session_id",
            ],
        )
    return len(scenes)


def users_with_new_messages(*, limit: int) -> list[int]:
    """Users whose newest message is later than their newest episode's end."""
    from django.db import connection

    with connection.cursor() as cur:
        cur.execute(
            """
            SELECT u.id FROM memories_enduser u
            WHERE u.last_seen_at IS NOT NULL AND u.last_seen_at > COALESCE(
                (SELECT max(e.ended_at) FROM memories_episode e WHERE e.user_id = u.id), '-infinity')
            ORDER BY u.last_seen_at LIMIT %s
            """,
            [limit],
        )
        return [r[0] for r in cur.fetchall()]
