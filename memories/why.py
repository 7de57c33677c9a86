"""Selector: what the "why did it say that" page of a trace shows, read in a fixed handful of
queries (reads only; ``trace_why``).

A trace stores what the bot was given (ranked candidates, episodes, snippets, prompt, timings) as
JSON at the time of the reply; this selector reads it defensively (older and proactive traces
render too) and joins what still exists today: each injected memory with its source messages and
extraction runs, the episodes' and snippets' messages. The admin view only renders the
result (templates/admin/memories/contexttrace/change_form.html)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from django.db.models import Prefetch
from django.utils.dateparse import parse_datetime

from memind.timezones import zone
from memories.models import ContextTrace, Episode, MemoryItem, MemorySource, Message, TraceCandidate
from memories.selectors import ContextStep

SCORE_COMPONENTS = ContextTrace.COMPONENTS
# jsonb stores keys sorted by length, so the steps are put back in the order context_build runs
# them; an unknown step goes before the total.
TIMING_STEPS = tuple(s.value for s in ContextStep if s is not ContextStep.TOTAL)


@dataclass
class SourceRow:
    message: Message
    run_id: int | None
    added_later: bool  # evidence attached after the reply was built; it didn't shape it


@dataclass
class CandidateRow:
    rank: int | None
    memory_id: int | None
    type: str
    content: str  # as it was when the context was built
    score: float | None
    components: list[Any]
    reasons: list[str]
    why: str
    in_profile: bool
    exists: bool = False  # still in the database, so there is a page to link to
    memory: MemoryItem | None = None  # loaded for injected rows only
    sources: list[SourceRow] = field(default_factory=list)
    run_ids: list[int] = field(default_factory=list)

    @property
    def changed_since(self) -> bool:
        return self.memory is not None and self.memory.content != self.content


@dataclass
class EpisodeRow:
    id: int | None
    title: str
    summary: str
    started_at: datetime | None
    ended_at: datetime | None
    score: Any
    exists: bool
    messages: list[Message]


@dataclass
class SnippetRow:
    """A past-conversation snippet the build considered: its lines as stored now (linked), its
    text as it stood in the prompt, and why it was in or out."""

    text: str
    score: Any
    included: bool
    why: str
    tokens: Any
    hits: list[dict[str, Any]]
    hit_ids: set[int]
    messages: list[Message]
    missing: int  # lines deleted since


@dataclass
class WhyPage:
    injected: list[CandidateRow]
    excluded: list[CandidateRow]
    episodes: list[EpisodeRow]
    snippets: list[SnippetRow]
    timings: list[tuple[str, Any]]
    now_local: datetime | None
    components: tuple[str, ...] = SCORE_COMPONENTS


def _candidate_row(c: TraceCandidate, fallback_rank: int) -> CandidateRow:
    # Traces are stored JSON; read them defensively so an older or proactive trace still renders.
    comps = c.get("components") or {}
    return CandidateRow(
        rank=fallback_rank,
        memory_id=c.get("memory_id"),
        type=str(c.get("type", "")),
        content=str(c.get("content", "")),
        score=c.get("score"),
        components=[comps.get(k) for k in SCORE_COMPONENTS],
        reasons=[str(r) for r in c.get("reasons") or []],
        why=str(c.get("why", "")),
        in_profile=bool(c.get("in_profile")),
    )


def trace_why(*, trace: ContextTrace) -> WhyPage:
    """Everything the why page shows, in a fixed handful of queries however many candidates."""
    sources = (
        MemorySource.objects.select_related("message")
        .defer("message__search_vector", "message__embedding")
        .order_by("message__sent_at", "message_id")
    )
    injected_memories = {
        m.pk: m
        for m in trace.memories.defer("embedding").prefetch_related(
            Prefetch("source_links", queryset=sources)
        )
    }
    injected: list[CandidateRow] = []
    excluded: list[CandidateRow] = []
    for rank, c in enumerate(trace.all_candidates(), start=1):
        row = _candidate_row(c, rank)
        if c.get("included") or row.memory_id in injected_memories:
            injected.append(row)
        else:
            excluded.append(row)
    # The M2M is what was injected; a memory in it but not among the candidates (a proactive
    # plan records no ranking) is still shown, unranked.
    ranked_ids = {r.memory_id for r in injected}
    for pk, m in injected_memories.items():
        if pk not in ranked_ids:
            injected.append(
                CandidateRow(
                    rank=None,
                    memory_id=pk,
                    type=m.type,
                    content=m.content,
                    score=None,
                    components=[None] * len(SCORE_COMPONENTS),
                    reasons=[],
                    why="injected",
                    in_profile=False,
                )
            )
    for row in injected:
        memory = injected_memories.get(row.memory_id) if row.memory_id is not None else None
        if memory is None:
            continue  # deleted since: the snapshot above is all that is left
        row.exists, row.memory = True, memory
        row.sources = [
            SourceRow(
                message=link.message,
                run_id=link.extraction_run_id,
                added_later=link.added_at > trace.created_at,
            )
            for link in memory.source_links.all()
        ]
        runs = {memory.extraction_run_id, *(s.run_id for s in row.sources)}
        row.run_ids = sorted(r for r in runs if r is not None)
    excluded_ids = [r.memory_id for r in excluded if r.memory_id is not None]
    if excluded_ids:
        alive = {
            pk: (type_, content)
            for pk, type_, content in MemoryItem.objects.filter(pk__in=excluded_ids).values_list(
                "pk", "type", "content"
            )
        }
        for row in excluded:
            now_reads = alive.get(row.memory_id) if row.memory_id is not None else None
            row.exists = now_reads is not None
            if now_reads is not None and not row.content:
                # A compact row (ranked far down) keeps scores only; show the memory as it reads now.
                row.type, row.content = now_reads

    episodes_json = [e for e in trace.episodes or [] if isinstance(e, dict)]
    snippets_json = [s for s in trace.snippets or [] if isinstance(s, dict)]
    message_ids = {i for e in [*episodes_json, *snippets_json] for i in e.get("message_ids") or []}
    by_id = {m.pk: m for m in Message.objects.filter(pk__in=message_ids)} if message_ids else {}
    episode_ids = [e["id"] for e in episodes_json if e.get("id") is not None]
    alive_episodes = (
        set(Episode.objects.filter(pk__in=episode_ids).values_list("pk", flat=True)) if episode_ids else set()
    )
    episodes = [
        EpisodeRow(
            id=e.get("id"),
            title=str(e.get("title", "")),
            summary=str(e.get("summary", "")),
            started_at=parse_datetime(e["started_at"]) if e.get("started_at") else None,
            ended_at=parse_datetime(e["ended_at"]) if e.get("ended_at") else None,
            score=e.get("score"),
            exists=e.get("id") in alive_episodes,
            messages=[by_id[i] for i in e.get("message_ids") or [] if i in by_id],
        )
        for e in episodes_json
    ]

    snippets = [
        SnippetRow(
            text=str(s.get("text", "")),
            score=s.get("score"),
            included=bool(s.get("included")),
            why=str(s.get("why", "")),
            tokens=s.get("tokens"),
            hits=[h for h in s.get("hits") or [] if isinstance(h, dict)],
            hit_ids=set(s.get("hit_ids") or []),
            messages=[by_id[i] for i in s.get("message_ids") or [] if i in by_id],
            missing=sum(1 for i in s.get("message_ids") or [] if i not in by_id),
        )
        for s in snippets_json
    ]
    snippets.sort(key=lambda r: not r.included)  # what was in the prompt first, each part best first

    # Support reads complaints in the user's terms: "at breakfast" means their morning.
    now_local: datetime | None = trace.now.astimezone(zone(trace.user.timezone))
    order = {name: i for i, name in enumerate(TIMING_STEPS)}
    timings = sorted(
        (trace.timings_ms or {}).items(),
        key=lambda kv: (kv[0] == ContextStep.TOTAL, order.get(kv[0], len(order)), kv[0]),
    )
    return WhyPage(
        injected=injected,
        excluded=excluded,
        episodes=episodes,
        snippets=snippets,
        timings=timings,
        now_local=now_local,
    )
