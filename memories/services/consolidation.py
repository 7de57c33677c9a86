"""Storing extracted candidates: importance gate, keep-best consolidation, conflicts.

Called by extraction right after the extractor answers, inside the run's transaction — never on
a separate schedule, so duplicates can't pile up in between.

For each candidate, in the order the user said things:
1. **Gate** — importance below ``MEMIND_IMPORTANCE_THRESHOLD`` is dropped (and counted), and so
   is a value that fails validation (``memories.extractors.values``: a name that is no name, a
   place that is no place), with its reason — for every extractor, rules and LLM alike.
2. **Duplicate** — an active memory of the same type, subject and slot with the same value, or (when
   slots don't decide it) an embedding cosine ≥ ``MEMIND_DEDUP_SIMILARITY``: the two collapse
   into the more informative statement; the survivor gains the sources, ``mention_count`` and
   a strength refresh; a ``merged`` event records it. Strings are never concatenated.
3. **Conflict** — an active memory with the same (type, subject, slot) and a different value: the later
   observation wins; the other becomes ``superseded`` with ``superseded_by``. A fact observed
   *before* the current holder (an out-of-order batch) is stored already superseded. A fact about
   the user's sister never touches the user's own slot, and a nickname never replaces a name.
4. Otherwise the candidate becomes a new active memory.

The user's active memories are loaded once per run (the quota keeps them to a few hundred), so
matching is in-memory numpy, not a query per candidate.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import numpy as np
from django.conf import settings
from django.db import connection
from django.utils import timezone

from memind import db
from memind.actors import Actor
from memind.embedding import embed_passages
from memind.timezones import zone_name
from memories.dates import local_today, resolve_date
from memories.extractors import Candidate
from memories.extractors.values import is_zh, value_problem
from memories.models import (
    EndUser,
    ExtractionRun,
    MemoryEvent,
    MemoryItem,
    MemorySource,
    Message,
    ReviewState,
    WebhookEventType,
)
from memories.services import webhooks
from memories.services.memories import (
    MemoryDraft,
    memories_create,
    memories_supersede,
    memory_event_record,
    memory_snapshot,
)
from memories.timewindows import time_meant

ACTOR = Actor.system("extraction")
_MAX_DROPPED_RECORDED = 50  # enough to audit a run without bloating the row


@dataclass
class StoreCounts:
    stored: int = 0
    merged: int = 0
    superseded: int = 0
    dropped: list[dict[str, Any]] = field(default_factory=list)
    dropped_count: int = 0


def _same(a: str, b: str) -> bool:
    """Values compare as the user meant them: "Seattle" is "seattle"."""
    return a.casefold().strip() == b.casefold().strip()


def informativeness(content: str, importance: float, has_value: bool, has_date: bool) -> float:
    """Keep-best score: a longer, more specific, more important statement wins (bounded length)."""
    return min(len(content), 120) / 120 + importance + 0.2 * has_value + 0.3 * has_date


# What every mention changes (``_merge``); anything more (a better statement, a filled slot) is
# written row by row.
_MENTION_FIELDS = (
    "importance",
    "mention_count",
    "observed_at",
    "anchor_strength",
    "decay_anchor_at",
    "updated_at",
    "fades_at",
)


@dataclass
class _Supersede:
    old: MemoryItem
    by: MemoryItem
    reason: str
    cite_by: bool = False  # name the successor's key in the reason


@dataclass
class _Writes:
    """A run's writes, batched: its new memories in one INSERT (with their evidence in another),
    then the supersedes decided meanwhile, in order; merges once per run, not once per mention — one
    UPDATE per merged memory with just its changed columns (bulk_update's CASE statements measured
    6× slower here) — and one INSERT for all the new evidence."""

    new: list[tuple[MemoryDraft, MemoryItem]] = field(default_factory=list)
    supersedes: list[_Supersede] = field(default_factory=list)
    dirty: dict[int, tuple[MemoryItem, set[str]]] = field(default_factory=dict)
    sources: list[MemorySource] = field(default_factory=list)

    def touch(self, memory: MemoryItem, fields: list[str]) -> None:
        _, known = self.dirty.setdefault(id(memory), (memory, set()))
        known.update(fields)

    def flush(self, user: EndUser) -> None:
        # The apps' webhook endpoints, read once for the run's new and superseded memories.
        subscribers = (
            webhooks.subscribers_read(
                app_ids={user.app_id},
                types={WebhookEventType.MEMORY_CREATED, WebhookEventType.MEMORY_SUPERSEDED},
            )
            if self.new or self.supersedes
            else None
        )
        memories_create(drafts=self.new, actor=ACTOR, subscribers=subscribers)
        self.new = []
        # In the order decided (a chain A → B → C holds); a cited successor's key is known now.
        cited = [f"{sup.reason} (#{sup.by.pk})" if sup.cite_by else sup.reason for sup in self.supersedes]
        memories_supersede(
            changes=[(sup.old, sup.by, reason) for sup, reason in zip(self.supersedes, cited, strict=True)],
            actor=ACTOR,
            subscribers=subscribers,
        )
        plain = [m for m, fields in self.dirty.values() if fields <= set(_MENTION_FIELDS)]
        if plain:  # a mention moves the same columns on every memory: one pipelined statement for all
            columns = ", ".join(f"{f} = %s" for f in _MENTION_FIELDS)
            with connection.cursor() as cur:
                cur.executemany(
                    f"UPDATE memories_memoryitem SET {columns} WHERE id = %s",
                    [[*(getattr(m, f) for f in _MENTION_FIELDS), m.pk] for m in plain],
                )
        for memory, fields in self.dirty.values():
            if not fields <= set(_MENTION_FIELDS):
                MemoryItem.objects.filter(pk=memory.pk).update(**{f: getattr(memory, f) for f in fields})
        db.insert(self.sources, ignore_conflicts=True)


class ActiveMemories:
    """The user's active memories with their embeddings, kept in step as candidates land."""

    def __init__(self, user: EndUser) -> None:
        self.items: list[MemoryItem] = list(
            MemoryItem.objects.filter(user=user, status=MemoryItem.Status.ACTIVE).order_by("id")
        )
        dim = settings.MEMIND_EMBEDDING_DIM
        self.matrix = np.array(
            [m.embedding if m.embedding is not None else np.zeros(dim) for m in self.items], dtype=np.float32
        ).reshape(len(self.items), dim)

    def add(self, memory: MemoryItem) -> None:
        self.items.append(memory)
        vec = np.asarray(memory.embedding, dtype=np.float32).reshape(1, -1)
        self.matrix = np.vstack([self.matrix, vec])

    def remove(self, memory: MemoryItem) -> None:
        idx = next(i for i, m in enumerate(self.items) if m is memory)
        self.items.pop(idx)
        self.matrix = np.delete(self.matrix, idx, axis=0)

    def replace_vector(self, memory: MemoryItem) -> None:
        idx = next(i for i, m in enumerate(self.items) if m is memory)
        self.matrix[idx] = np.asarray(memory.embedding, dtype=np.float32)

    def slot_holder(self, cand: Candidate) -> MemoryItem | None:
        if not cand.slot:
            return None
        return next(
            (
                m
                for m in self.items
                if m.type == cand.type and m.subject == cand.subject and m.slot == cand.slot
            ),
            None,
        )

    def similar(self, cand: Candidate, vec: np.ndarray) -> MemoryItem | None:
        if not self.items:
            return None
        sims = self.matrix @ vec
        for idx in np.argsort(-sims):
            if sims[idx] < settings.MEMIND_DEDUP_SIMILARITY:
                return None
            m: MemoryItem = self.items[idx]
            if m.type != cand.type or m.subject != cand.subject:
                continue
            if m.slot and cand.slot and m.slot != cand.slot:
                continue  # different facts that merely read alike ("likes hotpot" / "likes sushi")
            if m.event_date and cand.event_date and m.event_date != cand.event_date:
                continue  # two interviews on two days are two events
            return m
        return None


def _with_days_meant(cand: Candidate, messages: dict[int, Message], tz: str) -> None:
    """An event's time said relative to its message ("next month", "下周六") also says the days it
    meant: "The show: time next month (June 2023)". Read a month later, "next month" is another
    month; the profile and the prompt should not have to reckon it. Both extractors' output."""
    said = (
        messages.get(cand.source_ids[0]) if cand.slot == "time" and cand.subject and cand.source_ids else None
    )
    if said is None:
        return
    resolved = resolve_date(cand.value, at=said.sent_at, tz=tz)
    zh = is_zh(cand.content)
    words = time_meant(
        cand.value,
        today=local_today(said.sent_at, tz),
        lang="zh" if zh else "en",
        day=resolved[0] if resolved else None,
    )
    if not words:
        return
    # The value stays as said (what a later statement of the slot is compared with); the line
    # MEMORY.md and the prompt show says the days too.
    meant = f"{cand.value}（{words}）" if zh else f"{cand.value} ({words})"
    cand.content = (
        cand.content.replace(cand.value, meant, 1)
        if cand.value in cand.content
        else f"{cand.content}{meant.removeprefix(cand.value)}"
    )


def candidates_store(
    *,
    user: EndUser,
    run: ExtractionRun,
    candidates: list[Candidate],
    messages: dict[int, Message],
    active: ActiveMemories | None = None,
) -> StoreCounts:
    """``active``: the user's active memories as left by the previous batch of the same
    extraction (the caller holds the user's lock, so nobody else changed them)."""
    counts = StoreCounts()
    threshold = settings.MEMIND_IMPORTANCE_THRESHOLD
    kept: list[Candidate] = []
    tz = zone_name(user.timezone)
    for cand in candidates:
        if cand.importance < threshold:
            why = f"below importance threshold {threshold} ({cand.reason})"
        elif cand.slot and (problem := value_problem(cand.slot, cand.value)):
            why = f"invalid {cand.slot.split(':', 1)[0]} {cand.value!r}: {problem} ({cand.reason})"
        else:
            _with_days_meant(cand, messages, tz)
            kept.append(cand)
            continue
        counts.dropped_count += 1
        if len(counts.dropped) < _MAX_DROPPED_RECORDED:
            counts.dropped.append(
                {"content": cand.content[:200], "importance": round(cand.importance, 3), "reason": why}
            )
    if not kept:
        return counts

    active = active if active is not None else ActiveMemories(user)
    writes = _Writes()
    # Only candidates not settled by slot/value need a vector; embed them in one call.
    exact = {
        id(c)
        for c in kept
        if (h := active.slot_holder(c)) is not None and _same(h.value, c.value) and c.value
    }
    texts = sorted({c.content for c in kept if id(c) not in exact})
    vectors = dict(zip(texts, embed_passages(texts), strict=True)) if texts else {}

    for cand in kept:
        sources = [messages[i] for i in cand.source_ids if i in messages]
        if not sources:
            continue
        observed_at = max(m.sent_at for m in sources)
        holder = active.slot_holder(cand)
        if holder is not None and cand.value and _same(holder.value, cand.value):
            _merge(holder, cand, None, sources, run, observed_at, active, writes)
            counts.merged += 1
            continue
        vec = vectors.get(cand.content)
        if vec is None:
            vec = embed_passages([cand.content])[0]
        np_vec = np.asarray(vec, dtype=np.float32)
        if holder is None or not cand.value:
            twin = active.similar(cand, np_vec)
            if twin is not None:
                _merge(twin, cand, vec, sources, run, observed_at, active, writes)
                counts.merged += 1
                continue
        memory = _create(user, cand, vec, sources, run, observed_at, writes)
        counts.stored += 1
        # A newer value replacing the holder's (an older one is stored superseded, no change).
        replaces = holder if holder is not None and observed_at >= holder.observed_at else None
        if replaces is not None and _same(replaces.value, cand.value):
            replaces = None
        memory.review_reason = _review_reason(cand, replaces)
        memory.review_state = ReviewState.PENDING if memory.review_reason else ""
        identity_change = replaces is not None and memory.review_reason.startswith("identity change")
        if identity_change and user.app.hold_identity_changes:
            memory.held = True  # the change waits for a person: the current value stays in use
            continue
        if holder is not None and not _same(holder.value, cand.value):
            counts.superseded += 1
            if observed_at >= holder.observed_at:
                reason = f"{cand.slot}: {holder.value!r} → {cand.value!r} (newer observation)"
                writes.supersedes.append(_Supersede(old=holder, by=memory, reason=reason))
                active.remove(holder)
                active.add(memory)
            else:
                reason = f"{cand.slot}: observed before the current {holder.value!r}"
                writes.supersedes.append(_Supersede(old=memory, by=holder, reason=reason, cite_by=True))
        else:
            active.add(memory)
    writes.flush(user)
    return counts


def _review_reason(cand: Candidate, replaces: MemoryItem | None) -> str:
    """Why a new memory deserves a person's look, or "": an identity value that changes, a
    conflict settled by which was said last, a fact about someone else, a doubtful extraction."""
    if replaces is not None:
        slot = cand.slot.split(":", 1)[0]
        change = f"{cand.slot} {replaces.value!r} → {cand.value!r}"
        if slot in settings.MEMIND_REVIEW_IDENTITY_SLOTS and not cand.subject:
            return f"identity change: {change}"[:200]
        return f"conflict decided by recency: {change}"[:200]
    if cand.subject:
        return f"about someone else: {cand.subject}"[:200]
    if cand.importance < settings.MEMIND_REVIEW_BELOW_IMPORTANCE:
        return f"low confidence: importance {cand.importance:.2f}"
    return ""


def _create(
    user: EndUser,
    cand: Candidate,
    vec: list[float],
    sources: list[Message],
    run: ExtractionRun,
    observed_at: datetime,
    writes: _Writes,
) -> MemoryItem:
    """The new memory, stored with the run's other new ones when the writes are flushed."""
    draft = MemoryDraft(
        user=user,
        type=cand.type,
        content=cand.content,
        importance=cand.importance,
        observed_at=observed_at,
        embedding=vec,
        sources=sources,
        extraction_run=run,
        reason=cand.reason,
        fields={
            "subject": cand.subject,
            "slot": cand.slot,
            "value": cand.value,
            "valence": cand.valence,
            "emotion": cand.emotion,
            "outcome": cand.outcome,
            "event_date": cand.event_date,
        },
    )
    memory = draft.instance()
    writes.new.append((draft, memory))
    return memory


def _merge(
    memory: MemoryItem,
    cand: Candidate,
    vec: list[float] | None,
    sources: list[Message],
    run: ExtractionRun,
    observed_at: datetime,
    active: ActiveMemories,
    writes: _Writes,
) -> None:
    """Fold a duplicate into ``memory``: keep the better statement, add evidence, refresh strength."""
    before = memory_snapshot(memory)
    fields = list(_MENTION_FIELDS)
    mine = informativeness(memory.content, memory.importance, bool(memory.value), bool(memory.event_date))
    theirs = informativeness(cand.content, cand.importance, bool(cand.value), bool(cand.event_date))
    if theirs > mine and cand.content != memory.content:
        memory.content = cand.content
        memory.embedding = vec if vec is not None else embed_passages([cand.content])[0]
        fields += ["content", "embedding"]
        active.replace_vector(memory)
    for attr in ("slot", "value", "emotion", "event_date"):
        if not getattr(memory, attr) and getattr(cand, attr):
            setattr(memory, attr, getattr(cand, attr))
            fields.append(attr)
    if cand.outcome != MemoryItem.Outcome.UNKNOWN and memory.outcome in (MemoryItem.Outcome.UNKNOWN, ""):
        memory.outcome = cand.outcome
        fields.append("outcome")
    # A mention is a refresh: decay restarts from the stronger of what is left and the new importance.
    memory.anchor_strength = min(
        1.0, max(memory.strength_at(observed_at), cand.importance) + settings.MEMIND_MENTION_BOOST
    )
    memory.decay_anchor_at = max(memory.decay_anchor_at, observed_at)
    memory.importance = max(memory.importance, cand.importance)
    memory.mention_count += 1
    memory.observed_at = max(memory.observed_at, observed_at)
    memory.fades_at = memory.fades_at_now()
    memory.updated_at = timezone.now()
    writes.touch(memory, fields)
    writes.sources += [MemorySource(memory=memory, message=m, extraction_run=run) for m in sources]
    memory_event_record(
        memory=memory,
        kind=MemoryEvent.Kind.MERGED,
        actor=ACTOR,
        reason=f"duplicate mention ({cand.reason}) in run {run.pk}: {cand.content[:120]}",
        before=before,
        after=memory_snapshot(memory),
    )
