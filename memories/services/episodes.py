"""Episodes: each user's conversation cut into topics — a few to a dozen turns about one thing.

A new episode starts with a new ``session_id``, after ``MEMIND_EPISODE_GAP_MINUTES`` of silence,
where the talk changes subject (the words of the turns before and after a point stop overlapping,
once the topic has ``MEMIND_EPISODE_MIN_MESSAGES``), and at ``MEMIND_EPISODE_MAX_MESSAGES``.
Offline, the title is the topic's most frequent words (jieba words, English words) and the summary
its first user lines; with an LLM configured, it writes both. The embedding covers title, summary
and the turns. Building is incremental: only the last (possibly still growing) episode and newer
messages are recomputed.
"""

from __future__ import annotations

import logging
from collections import Counter
from datetime import timedelta

from django.conf import settings
from django.db import transaction

from memind.embedding import embed_passages
from memind.llm import LLMError, chat_json, llm_configured
from memind.usage import usage_scope
from memories.keywords import tokens, words
from memories.models import EndUser, Episode, Message, episode_text

log = logging.getLogger(__name__)


_WINDOW = 3  # turns compared on each side of a possible topic change
_COHESION = 0.06  # word overlap (Jaccard) below which the two sides talk about different things


def _cohesion(before: list[frozenset[str]], after: list[frozenset[str]]) -> float:
    a, b = frozenset().union(*before), frozenset().union(*after)
    return len(a & b) / len(a | b) if a and b else 0.0


def _cut(messages: list[Message]) -> list[list[Message]]:
    """Scenes (session, silence), then topics inside each: a topic ends where the words of the
    next turns stop overlapping with the last ones (lexical cohesion, as in TextTiling), never
    before ``MEMIND_EPISODE_MIN_MESSAGES`` turns, always at ``MEMIND_EPISODE_MAX_MESSAGES``."""
    gap = timedelta(minutes=settings.MEMIND_EPISODE_GAP_MINUTES)
    scenes: list[list[Message]] = []
    for m in messages:
        if scenes and m.session_id == scenes[-1][-1].session_id and m.sent_at - scenes[-1][-1].sent_at <= gap:
            scenes[-1].append(m)
        else:
            scenes.append([m])
    return [topic for scene in scenes for topic in _topics(scene)]


def _topics(scene: list[Message]) -> list[list[Message]]:
    low, high = settings.MEMIND_EPISODE_MIN_MESSAGES, settings.MEMIND_EPISODE_MAX_MESSAGES
    bags = [tokens(m.content) for m in scene]
    cuts, start = [0], 0
    for i in range(1, len(scene)):
        size, rest = i - start, len(scene) - i
        if rest < low and size < high:
            continue  # the few turns left belong to this topic: no one-message episodes
        window_after = bags[i : i + _WINDOW]
        shifted = size >= low and _cohesion(bags[max(start, i - _WINDOW) : i], window_after) < _COHESION
        if shifted or size >= high:
            cuts.append(i)
            start = i
    cuts.append(len(scene))
    return [scene[a:b] for a, b in zip(cuts, cuts[1:], strict=False) if b > a]


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
            purpose="episode_title",
        )
        return str(data["title"])[:150], str(data["summary"])[:400]
    except (LLMError, KeyError):
        log.warning("episode titling by LLM failed; using rules", exc_info=True)
        return None


def _describe(scene: list[Message]) -> tuple[str, str, str, str]:
    said = [m.content for m in scene if m.role == Message.Role.USER] or [m.content for m in scene]
    counts: Counter[str] = Counter()
    for text in said:
        counts.update(words(text))
    top = [w for w, _ in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:4]]  # ties: stable order
    day = scene[0].sent_at.strftime("%Y-%m-%d")
    title = (f"{day} · " + " / ".join(top))[:200] if top else f"{day} · {said[0][:40]}"
    summary = " / ".join(t.strip() for t in said[:4])[:400]
    described = _llm_describe(scene)
    if described is not None:
        title, summary = f"{day} · {described[0]}", described[1]
    all_words: set[str] = set()
    for m in scene:
        all_words |= tokens(m.content)
    text = episode_text(title=title, summary=summary, contents=[m.content for m in scene])
    return title, summary, " ".join(sorted(all_words)), text


def episodes_build(*, user: EndUser) -> int:
    """(Re)build this user's episodes from the last stored one onward; returns how many were written."""
    with usage_scope(app_id=user.app_id, user_id=user.pk, ref="episodes"):
        return _episodes_build(user)


def _episodes_build(user: EndUser) -> int:
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
                )
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
