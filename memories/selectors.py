"""Reads. Every selector takes the calling app and never returns another app's rows."""

from __future__ import annotations

import heapq
import itertools
import time
from collections.abc import Collection
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta, tzinfo
from enum import StrEnum
from typing import Any

from django.conf import settings
from django.db import connection
from django.db.models import CharField, Count, F, Func, Prefetch, Q, QuerySet, Sum, Value
from django.db.models.expressions import RawSQL
from django.db.models.functions import Coalesce, TruncDay
from django.utils import timezone

from memind import db
from memind.embedding import embed_query_or_none, embed_query_soon
from memind.models import App
from memind.text import estimate_tokens
from memind.timezones import zone
from memind.usage import usage_scope
from memories.activity import user_activity
from memories.emotion import Emotion, emotion_read, emotion_rules
from memories.keywords import search_terms, tokens
from memories.kinds import members as kind_members
from memories.models import (
    ContextTrace,
    EndUser,
    Episode,
    MemoryEvent,
    MemoryItem,
    MemorySource,
    Message,
    UsageRecord,
    WebhookDelivery,
    WebhookEndpoint,
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
from memories.services.usage import budget_of, day_start
from memories.snippets import (
    QUERY_CHARS,
    Coverage,
    MessageHit,
    Snippet,
    covered_by,
    format_date,
    message_search,
    message_words,
    query_terms,
    snippet_prepare,
    snippets_build,
    snippets_merge,
    speaker_line,
)
from memories.stage import relationship_stage
from memories.timewindows import past_window, with_days_meant


def user_get(*, app: App, external_id: str) -> EndUser | None:
    return db.fetch_one(
        EndUser,
        f"SELECT {db.columns(EndUser, 'u')} FROM memories_enduser u "
        "WHERE u.app_id = %s AND u.external_id = %s",
        [app.pk, external_id],
    )


def user_list(*, app: App, now: datetime | None = None) -> QuerySet[EndUser]:
    """The app's users, latest seen first, each with ``said``: its messages up to ``now``, counted
    as ``user_activity`` counts them (up to MEMIND_STAGE_CLOSE_MESSAGES), so a page of users gets
    its relationship stages in the page's own query instead of one more per user."""
    said = RawSQL(
        "SELECT count(*) FROM (SELECT 1 FROM memories_message m WHERE m.user_id = memories_enduser.id"
        " AND m.role = %s AND m.sent_at <= %s LIMIT %s) AS latest",
        (Message.Role.USER.value, now or timezone.now(), settings.MEMIND_STAGE_CLOSE_MESSAGES),
    )
    return EndUser.objects.filter(app=app).annotate(said=said).order_by("-last_seen_at", "id")


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
    sources = (
        MemorySource.objects.select_related("message")
        .defer("message__search_vector", "message__embedding")
        .order_by("message__sent_at", "message_id")
    )
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

_EPISODE_MIN_SCORE = 0.2  # below this the "matching" episode is a guess; better none than a wrong scene


class ContextStep(StrEnum):
    """The steps of a context build, in the order they run: the keys of a trace's ``timings_ms``,
    the why page's timing rows and the ``stage`` label of ``memind_context_stage_seconds``."""

    EMOTION_STAGE = "emotion_stage"
    WORDS = "words"  # the word half of the conversation search, read before the query vector
    EMBED = "embed"  # the query vector: what was still left to wait for after the steps above
    QUERY_VECTOR = "query_vector"  # the query vector's own time (in the background: not in SELECT)
    LOAD = "load"
    PROFILE = "profile"
    RANK = "rank"
    EPISODES = "episodes"
    SNIPPETS = "snippets"  # conversation search
    PROMPT = "prompt"
    SELECT = "select"  # all of the above
    TRACE_JSON = "trace_json"  # building the trace
    TOTAL = "total"  # the build until the trace is written


def embedding_tail(text: str) -> str:
    """The end of a message its query vector is made of: at most ``MEMIND_QUERY_EMBED_TOKENS``
    estimated tokens. The model would cut a longer text at its window from the *start*, keeping
    the part a reply answers least; and a long vector costs the reply time (512 English tokens:
    ~0.5 s on two cores, 256: ~0.2 s)."""
    limit = settings.MEMIND_QUERY_EMBED_TOKENS
    if estimate_tokens(text) <= limit:
        return text
    lo, hi = 0, len(text)  # the earliest start whose tail fits
    while lo < hi:
        mid = (lo + hi) // 2
        if estimate_tokens(text[mid:]) <= limit:
            hi = mid
        else:
            lo = mid + 1
    return text[lo:]


@dataclass
class ContextSelection:
    """Everything a context build reads and decides, before anything is written."""

    now: datetime
    limit: int
    budget: int
    emotion: Emotion
    stage: str
    profile: Profile
    ranked: list[Scored]  # every active memory, best first
    chosen: list[Scored]  # the memories in the prompt's "relevant memories", best first
    episodes: list[EpisodeHit]
    snippets: list[Snippet]  # every snippet considered, best first; ``included`` says which are in
    blocks: list[Snippet]  # what the prompt shows of them: touching ones merged, in time order
    prompt: str
    timings_ms: dict[str, float] = field(default_factory=dict)
    sources: dict[str, str] = field(default_factory=dict)  # the emotion's source, what fell back

    @property
    def included(self) -> list[Scored]:
        return self.chosen


_HEADS = {
    "zh": {"memories": "## 相关记忆", "episode": "## 你提到的那次对话", "snippets": "## 相关的过往对话"},
    "en": {
        "memories": "## Relevant memories",
        "episode": "## The conversation they refer to",
        "snippets": "## Past conversation",
    },
}
# MEMORY.md: identity lines always; the lines of memories the message is about within a fifth of
# the budget; everything else it says within a tenth (LoCoMo answerable at 1,500 tokens: a fifth for
# everything 0.847, this 0.860; the Chinese set 0.979 either way: docs/recall-eval.md).
PROFILE_SHARE = 0.1
PROFILE_ABOUT_SHARE = 0.2
SNIPPET_RANK_DECAY = 10  # the 10th-best snippet is worth half the best: fused scores alone are too flat
NEIGHBOUR_VALUE = 0.35  # a turn beside a hit holds the answer less often than the hit itself
SNIPPETS_MIN = 24  # hits made into snippets at the least…
TOKENS_PER_SNIPPET = 30  # …and one more for every this many tokens of budget (a chat line is ~30)


@dataclass
class Packed:
    prompt: str
    chosen: list[Scored]  # the relevant memories in the prompt, best first (in MEMORY.md or listed)
    episode_lines: list[str]
    blocks: list[Snippet]  # the chosen snippets as shown: touching ones merged, in time order


def compose_prompt(
    *,
    lang: str,
    profile: Profile,
    memories: list[Scored],
    snippets: list[Snippet],
    episode_lines: list[str],
    budget: int,
) -> Packed:
    """Pack everything into ``budget`` tokens, then write it in a fixed order: profile → memories →
    the episode asked for → past conversation snippets (by date).

    MEMORY.md comes first and keeps its identity lines whatever the budget; the episode the user
    referred to comes next (trimmed from its middle when long). Memories, snippets and the turns
    beside each snippet's hits then compete by value per token: a memory is worth how much it is
    about the message, a snippet its rank, a neighbouring turn a fraction of its snippet's worth.
    Memories are taken in rank order (the ones in the prompt are a prefix of the ranking), and so
    are snippets; a neighbour only once its snippet is in. Each snippet says why it is in or out."""
    heads = _HEADS["zh" if lang == "zh" else "en"]
    profile_md = profile_fit(
        profile,
        lang,
        int(budget * PROFILE_SHARE),
        about={m.memory.pk for m in memories},
        about_tokens=int(budget * PROFILE_ABOUT_SHARE),
    ).strip()
    # A memory MEMORY.md already shows is in the prompt (and chosen: recalled, in the trace) but
    # not listed twice.
    listed = set(profile_md.splitlines())
    relevant, memories = memories, [m for m in memories if f"- {m.memory.content}" not in listed]
    used = estimate_tokens(profile_md) + 2
    if episode_lines:
        while (
            episode_lines
            and used + estimate_tokens("\n".join([heads["episode"], *episode_lines])) + 2 > budget * 0.6
        ):
            episode_lines = episode_lines[: len(episode_lines) // 2] + ["…"] if len(episode_lines) > 4 else []
        if episode_lines:
            used += estimate_tokens("\n".join([heads["episode"], *episode_lines])) + 2
    mem_cost = [estimate_tokens(f"- {m.memory.content}") + 1 for m in memories]
    heads_cost = {k: estimate_tokens(v) + 2 for k, v in heads.items()}
    line_cost = {(id(sn), pk): estimate_tokens(body) + 1 for sn in snippets for pk, body in sn.bodies.items()}
    # A snippet's value falls with its rank; its hits come in first, each neighbour is worth a
    # fraction of it and competes for room with everything else.
    value = {
        id(sn): sn.score * SNIPPET_RANK_DECAY / (SNIPPET_RANK_DECAY + i) for i, sn in enumerate(snippets)
    }

    on_show: set[int] = set()  # lines already in the prompt (a hit may be another's neighbour)

    def core_cost(sn: Snippet) -> int:
        return estimate_tokens(sn.date) + sum(
            line_cost[id(sn), pk] for pk in sn.core_ids if pk not in on_show
        )

    # The turns beside included hits, still to decide: a heap, best value first (earliest on ties).
    near: list[tuple[float, int, Snippet, int]] = []

    def best_neighbour() -> tuple[float, int, Snippet, int] | None:
        while near and (near[0][3] in on_show or (id(near[0][2]), near[0][3]) in dropped):
            heapq.heappop(near)
        return near[0] if near else None

    kept, mem_open, snip_head, dropped = 0, True, False, set[tuple[int, int]]()
    order = itertools.count()
    next_core = 0  # snippets are taken in rank order: the first one still undecided
    while True:
        options: list[tuple[float, str, Any]] = []
        if mem_open and kept < len(memories):
            options.append((memories[kept].value / mem_cost[kept], "memory", None))
        while next_core < len(snippets) and (snippets[next_core].included or snippets[next_core].why):
            next_core += 1
        core = snippets[next_core] if next_core < len(snippets) else None
        if core is not None:
            options.append((value[id(core)] / core_cost(core), "core", core))
        if best := best_neighbour():
            options.append((-best[0], "neighbour", best[2:]))
        if not options:
            break
        _, kind, item = max(options, key=lambda o: o[0])
        if kind == "memory":
            cost = mem_cost[kept] + (heads_cost["memories"] if kept == 0 else 0)
            if used + cost <= budget:
                used, kept = used + cost, kept + 1
            else:
                mem_open = False
        elif kind == "core":
            cost = core_cost(item) + 1 + (0 if snip_head else heads_cost["snippets"])
            if used + cost <= budget:
                used, item.included, snip_head, item.why = used + cost, True, True, "included"
                on_show.update(item.core_ids)
                for ln in item.lines:
                    if ln.id not in on_show:
                        worth = NEIGHBOUR_VALUE * value[id(item)] / line_cost[id(item), ln.id]
                        heapq.heappush(near, (-worth, next(order), item, ln.id))
            else:
                item.why = f"did not fit the {budget}-token budget ({core_cost(item)} tokens)"
        else:
            sn, pk = item
            heapq.heappop(near)
            if used + line_cost[id(sn), pk] <= budget:
                used += line_cost[id(sn), pk]
                sn.shown.add(pk)
                on_show.add(pk)
            else:
                dropped.add((id(sn), pk))
    chosen = [sn for sn in snippets if sn.included]
    while True:
        blocks = snippets_merge(chosen)
        parts = [profile_md]
        if kept:
            parts.append(
                heads["memories"] + "\n" + "\n".join(f"- {m.memory.content}" for m in memories[:kept])
            )
        if episode_lines:
            parts.append(heads["episode"] + "\n" + "\n".join(episode_lines))
        if blocks:
            parts.append(heads["snippets"] + "\n" + "\n".join(b.text for b in blocks))
        prompt = "\n\n".join(p for p in parts if p) + "\n"
        for sn in snippets:
            sn.tokens = estimate_tokens(sn.text) + 1
        if estimate_tokens(prompt) <= budget or not (chosen or kept or episode_lines):
            packed = {id(m) for m in memories[:kept]}
            chosen_memories = [m for m in relevant if id(m) in packed or f"- {m.memory.content}" in listed]
            return Packed(prompt=prompt, chosen=chosen_memories, episode_lines=episode_lines, blocks=blocks)
        # The estimate of the parts rounds differently from the whole: give way from the weakest.
        extra = [(sn, pk) for sn in chosen for pk in sn.shown - set(sn.core_ids)]
        if extra:
            sn, pk = min(extra, key=lambda e: value[id(e[0])])
            sn.shown.discard(pk)
        elif chosen:
            weakest = min(chosen, key=lambda sn: value[id(sn)])
            chosen.remove(weakest)
            weakest.included = False
            weakest.why = f"did not fit the {budget}-token budget ({weakest.tokens} tokens)"
        elif kept:
            kept -= 1
        else:
            episode_lines = []


def profile_fit(
    profile: Profile, lang: str, max_tokens: int, about: Collection[int] = (), about_tokens: int = 0
) -> str:
    """MEMORY.md within ``max_tokens``: identity lines always; then the lines of memories the
    message is about (``about``, memory ids) while the whole stays within ``about_tokens``; then
    each section's other lines in order while the whole stays within ``max_tokens``. Lines keep
    their sections and their order."""
    if estimate_tokens(profile.markdown) <= max_tokens:
        return profile.markdown
    picked: set[tuple[int, int]] = set()
    used = estimate_tokens(profile.markdown.splitlines()[0])
    opened: set[int] = set()

    def take(s: int, i: int, line: str, cap: int | None) -> bool:
        nonlocal used
        cost = estimate_tokens(line) + 1
        if s not in opened:
            cost += estimate_tokens(f"\n## {profile.sections[s]['title']}") + 1
        if cap is not None and used + cost > cap:
            return False
        used += cost
        picked.add((s, i))
        opened.add(s)
        return True

    items = [list(sec["items"]) for sec in profile.sections]  # type: ignore[call-overload]
    for s, sec in enumerate(profile.sections):
        if sec["key"] == "basic":
            for i, item in enumerate(items[s]):
                take(s, i, f"- {item['content']}", None)
    for s, sec in enumerate(profile.sections):
        for i, item in enumerate(items[s]):
            if sec["key"] != "basic" and item["id"] in about:
                take(s, i, f"- {item['content']}", about_tokens)
    for s, section_items in enumerate(items):
        for i, item in enumerate(section_items):
            if (s, i) not in picked and not take(s, i, f"- {item['content']}", max_tokens):
                break
    lines = [profile.markdown.splitlines()[0]]
    for s, sec in enumerate(profile.sections):
        body = [f"- {item['content']}" for i, item in enumerate(items[s]) if (s, i) in picked]
        if body:
            lines += [f"\n## {sec['title']}", *body]
    return "\n".join(lines) + "\n"


def _episode_lines(user: EndUser, message_ids: list[int], lang: str) -> list[str]:
    """The episode's messages as prompt lines, in the episode's order."""
    with connection.cursor() as cur:
        cur.execute(
            "SELECT id, sent_at, role, content FROM memories_message WHERE user_id = %s AND id = ANY(%s)",
            [user.pk, list(message_ids)],
        )
        msgs = {pk: (sent_at, role, content) for pk, sent_at, role, content in cur.fetchall()}
    ordered = [msgs[i] for i in message_ids if i in msgs]
    if not ordered:
        return []
    tz = user_zone(user)
    return [f"[{format_date(ordered[0][0].astimezone(tz), lang)}]"] + [
        speaker_line(r, with_days_meant(c, at.astimezone(tz).date(), lang), lang) for at, r, c in ordered
    ]


def asked_window(message: str, now: datetime, tz: tzinfo) -> tuple[datetime, datetime] | None:
    """The stretch of the past ``message`` asks about, as instants, with a day's slack each side:
    people tell the day after what happened, and say "yesterday" near midnight."""
    days = past_window(message[-QUERY_CHARS:], now.astimezone(tz).date())
    if days is None:
        return None
    first, last = days
    start = datetime.combine(first - timedelta(days=1), datetime.min.time(), tzinfo=tz)
    return start, datetime.combine(last + timedelta(days=2), datetime.min.time(), tzinfo=tz)


def user_zone(user: EndUser) -> tzinfo:
    """The user's time zone; an unknown name (stored before zones were checked) reads as UTC."""
    return zone(user.timezone)


def context_select(
    *,
    user: EndUser,
    message: str,
    now: datetime | None = None,
    limit: int | None = None,
    budget_tokens: int | None = None,
    qvec: list[float] | None = None,
) -> ContextSelection:
    """The read side of a context build: emotion and stage, MEMORY.md, every active memory ranked,
    the past lines that answer the message, the whole episode when the user refers back ("上次…"),
    and the prompt packed into ``budget_tokens``.

    The message is embedded once, its last ``QUERY_CHARS`` without trigger phrases (they say *that*
    the past is meant, not *what*); ``qvec`` skips that when the caller already has the vector."""
    timings: dict[str, float] = {}
    started = t = time.perf_counter()

    def lap(step: ContextStep) -> None:
        nonlocal t
        now_t = time.perf_counter()
        timings[step.value] = round((now_t - t) * 1000, 2)
        t = now_t

    now = now or timezone.now()
    limit = limit or settings.MEMIND_CONTEXT_LIMIT
    budget = budget_tokens or settings.MEMIND_CONTEXT_TOKEN_BUDGET
    query = message[-QUERY_CHARS:]  # what a reply answers is at the end; the rest costs time only
    cleaned = embedding_tail(without_triggers(query))
    # With a core to spare the query vector is computed there while the reads that need none run
    # here (``embed_query_soon``); otherwise when it is asked for below.
    pending = embed_query_soon(cleaned) if qvec is None and query.strip() else None
    emotion, emotion_source = emotion_read(user=user, message=message)
    sources = {"emotion": emotion_source}
    activity = user_activity(user=user, now=now)
    stage = relationship_stage(user=user, now=now, said=activity.said)
    lap(ContextStep.EMOTION_STAGE)
    by_words: dict[int, MessageHit] = {}
    if query.strip():
        # The user's own name says nothing about which line is meant ("when did Anna move?" asked
        # of Anna's memory): it would only find every line that greets her.
        own = set(search_terms(user.display_name)) if user.display_name else set()
        terms = [t for t in query_terms(cleaned) if t not in own]
        members = kind_members(terms)
        # A bigger budget has room for more lines: look further down the ranking.
        room = max(SNIPPETS_MIN, budget // TOKENS_PER_SNIPPET)
        candidates = max(room, settings.MEMIND_SNIPPET_CANDIDATES)
        by_words = message_words(user=user, terms=terms, now=now, limit=candidates, members=members)
        lap(ContextStep.WORDS)
    if pending is not None:
        embedded = pending.result()
        qvec = embedded.vector
        if embedded.fallback:
            sources["fallback"] = embedded.fallback
        lap(ContextStep.EMBED)
        timings[ContextStep.QUERY_VECTOR.value] = embedded.ms
    memories = active_memories(user=user, now=now, qvec=qvec)
    lap(ContextStep.LOAD)
    profile = profile_build(user=user, now=now, lang=activity.lang, memories=memories)
    lap(ContextStep.PROFILE)
    ranked = memory_search(
        user=user, query=query, now=now, emotion=emotion, stage=stage, qvec=qvec, memories=memories
    )
    lap(ContextStep.RANK)
    hits: list[EpisodeHit] = []
    episode_lines: list[str] = []
    # "上次…" asks for a scene: the best one comes whole if it is not a guess. Without the words,
    # a topic comes along only when it matches the message clearly.
    floor = _EPISODE_MIN_SCORE if wants_episode(query) else settings.MEMIND_EPISODE_AUTO_SCORE
    if floor <= 1.0:
        hits = episode_search(user=user, query=query, limit=1, before=now, qvec=qvec, min_score=floor)
    if hits:
        episode_lines = _episode_lines(user, hits[0].episode.message_ids, activity.lang)
    lap(ContextStep.EPISODES)
    snippets: list[Snippet] = []
    if query.strip():
        found = message_search(
            user=user,
            terms=terms,
            qvec=qvec,
            now=now,
            limit=candidates,
            window=asked_window(query, now, user_zone(user)),
            members=members,
            by_words=by_words,
        )
        snippets = snippets_build(user=user, hits=found, max_snippets=room)
        shown = set(hits[0].episode.message_ids) if hits else set()
        said = Coverage(
            [tokens(m.memory.content) for m in ranked[:limit]]
            + [
                tokens(str(i["content"]))
                for sec in profile.sections
                for i in sec["items"]  # type: ignore[attr-defined]
            ]
        )
        zone = user_zone(user)
        for sn in snippets:
            snippet_prepare(sn, activity.lang, zone)
            if shown and set(sn.hit_ids) <= shown:
                sn.why = "already in the episode"
            elif covered_by(sn, said):
                sn.why = "a memory already says it"
        lap(ContextStep.SNIPPETS)
    # "Relevant memories" are the ones the message is about (or that its feeling or the stage
    # asks for), in that order — MEMORY.md already says everything else about the user.
    relevant = [m for m in ranked[:limit] if m.relevant]
    packed = compose_prompt(
        lang=profile.lang,
        profile=profile,
        memories=relevant,
        snippets=snippets,
        episode_lines=episode_lines,
        budget=budget,
    )
    lap(ContextStep.PROMPT)
    timings[ContextStep.SELECT.value] = round((time.perf_counter() - started) * 1000, 2)
    return ContextSelection(
        now=now,
        limit=limit,
        budget=budget,
        emotion=emotion,
        stage=stage,
        profile=profile,
        ranked=ranked,
        chosen=packed.chosen,
        episodes=hits,
        snippets=snippets,
        blocks=packed.blocks,
        prompt=packed.prompt,
        timings_ms=timings,
        sources=sources,
    )


@dataclass
class SearchResult:
    memories: list[Scored]
    messages: list[tuple[MessageHit, Message]]
    fallback: str = ""


def user_search(
    *, user: EndUser, query: str, types: list[str] | None = None, limit: int = 10, now: datetime | None = None
) -> SearchResult:
    """Rank the user's memories and messages for ``query`` with the same retrieval as a context
    build — meaning, words, strength, recency, emotion and stage for memories; fused BM25 and
    meaning for messages — but read-only: no trace, no reinforcement, no prompt."""
    now = now or timezone.now()
    query = query[-QUERY_CHARS:]
    cleaned = embedding_tail(without_triggers(query))
    with usage_scope(app_id=user.app_id, user_id=user.pk):
        embedded = embed_query_or_none(cleaned) if cleaned.strip() else None
    qvec = embedded.vector if embedded is not None else None
    activity = user_activity(user=user, now=now)
    ranked = memory_search(
        user=user,
        query=query,
        now=now,
        emotion=emotion_rules(query),
        stage=relationship_stage(user=user, now=now, said=activity.said),
        qvec=qvec,
    )
    chosen = [s for s in ranked if not types or s.memory.type in types][:limit]
    messages: list[tuple[MessageHit, Message]] = []
    if not types:  # a type filter asks for memories only
        hits = message_search(user=user, terms=query_terms(cleaned), qvec=qvec, now=now, limit=limit)[:limit]
        rows = Message.objects.in_bulk([h.id for h in hits])
        messages = [(h, rows[h.id]) for h in hits if h.id in rows]
    return SearchResult(memories=chosen, messages=messages, fallback=embedded.fallback if embedded else "")


def webhook_endpoint_list(*, app: App) -> QuerySet[WebhookEndpoint]:
    return WebhookEndpoint.objects.filter(app=app).order_by("id")


def webhook_endpoint_get(*, app: App, pk: int) -> WebhookEndpoint | None:
    return WebhookEndpoint.objects.filter(app=app, pk=pk).first()


def webhook_delivery_list(
    *, endpoint: WebhookEndpoint, status: str | None = None
) -> QuerySet[WebhookDelivery]:
    """An endpoint's delivery log, newest first."""
    rows = WebhookDelivery.objects.filter(endpoint=endpoint).select_related("event").order_by("-id")
    return rows.filter(status=status) if status else rows


# --- Usage: the ledger of LLM and embedding calls (memories/services/usage.py writes it) ---------


_USAGE_SUMS = {
    "calls": Count("id"),
    "prompt_tokens": Coalesce(Sum("prompt_tokens"), 0),
    "completion_tokens": Coalesce(Sum("completion_tokens"), 0),
    "total_tokens": Coalesce(Sum("total_tokens"), 0),
}


def usage_spent(*, app: App, since: datetime, until: datetime | None = None) -> int:
    """The app's tokens in the ledger from ``since`` (to ``until``)."""
    qs = UsageRecord.objects.filter(app=app, created_at__gte=since)
    if until is not None:
        qs = qs.filter(created_at__lt=until)
    return int(qs.aggregate(n=Coalesce(Sum("total_tokens"), 0))["n"])


def usage_report(
    *, app: App, since: datetime, until: datetime, now: datetime | None = None
) -> dict[str, Any]:
    """The app's LLM and embedding calls in ``[since, until)``: totals, per UTC day (every day of
    the range, empty ones too), per purpose, model and kind of job, the top users by tokens, and
    today's budget."""
    now = now or timezone.now()
    qs = UsageRecord.objects.filter(app=app, created_at__gte=since, created_at__lt=until)
    totals = qs.aggregate(
        **_USAGE_SUMS,
        failed_calls=Count("id", filter=Q(outcome=UsageRecord.Outcome.ERROR)),
        skipped_over_budget=Count("id", filter=Q(outcome=UsageRecord.Outcome.SKIPPED_OVER_BUDGET)),
        estimated_calls=Count("id", filter=Q(estimated=True)),
    )
    by_day = {
        r["day"].date(): r
        for r in qs.annotate(day=TruncDay("created_at", tzinfo=UTC)).values("day").annotate(**_USAGE_SUMS)
    }
    days = []
    day = since.astimezone(UTC).date()
    while datetime.combine(day, datetime.min.time(), tzinfo=UTC) < until:
        row = by_day.get(day, {})
        days.append({"day": day.isoformat(), **{k: int(row.get(k, 0)) for k in _USAGE_SUMS}})
        day += timedelta(days=1)
    purposes = list(qs.values("purpose").annotate(**_USAGE_SUMS).order_by("-total_tokens", "purpose"))
    # The kind of job a call served ("extraction_run" of "extraction_run:12"); "" = an API request
    # itself (a reply's query embedding, a memory written through the API).
    job_kind = Func(F("ref"), Value(":"), Value(1), function="split_part", output_field=CharField())
    jobs = list(
        qs.annotate(job=job_kind).values("job").annotate(**_USAGE_SUMS).order_by("-total_tokens", "job")
    )
    models_ = list(qs.values("model").annotate(**_USAGE_SUMS).order_by("-total_tokens", "model"))
    top_users = [
        {"user_id": r["user__external_id"], **{k: r[k] for k in _USAGE_SUMS}}
        for r in qs.filter(user__isnull=False)
        .values("user__external_id")
        .annotate(**_USAGE_SUMS)
        .order_by("-total_tokens", "user__external_id")[: settings.MEMIND_USAGE_TOP_USERS]
    ]
    today = day_start(now)
    budget = budget_of(app)
    used_today = usage_spent(app=app, since=today)
    return {
        "from": since,
        "to": until,
        "totals": totals,
        "days": days,
        "purposes": purposes,
        "models": models_,
        "jobs": jobs,
        "top_users": top_users,
        "budget": {
            "daily_tokens": budget,
            "unlimited": budget == 0,
            "used_today": used_today,
            "left_today": max(0, budget - used_today) if budget else None,
            "resets_at": today + timedelta(days=1),
        },
    }


OVER_BUDGET_EVENT = "llm_over_budget"  # GET metrics/: LLM calls skipped for the budget, per UTC day


def usage_over_budget_counts(
    *, app: App, since: datetime | None = None, until: datetime | None = None
) -> list[dict[str, Any]]:
    """LLM calls the app's budget held back (the rules ran instead), per UTC day."""
    qs = UsageRecord.objects.filter(app=app, outcome=UsageRecord.Outcome.SKIPPED_OVER_BUDGET)
    if since is not None:
        qs = qs.filter(created_at__gte=since)
    if until is not None:
        qs = qs.filter(created_at__lt=until)
    rows = (
        qs.annotate(day=TruncDay("created_at", tzinfo=UTC))
        .values("day")
        .annotate(n=Count("id"))
        .order_by("day")
    )
    return [{"event": OVER_BUDGET_EVENT, "day": r["day"].date().isoformat(), "count": r["n"]} for r in rows]
