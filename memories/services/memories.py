"""The write path for memory items: create, edit, supersede, archive, restore.

Every change goes through here so that it is recorded as a ``MemoryEvent`` with its actor and
reason: API calls, admin actions and background jobs share these functions.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any

from django.db import transaction
from django.utils import timezone

from memind.embedding import embed_passages
from memories.models import EndUser, ExtractionRun, MemoryEvent, MemoryItem, MemorySource, Message
from memories.services.actors import Actor
from memories.strength import fades_at


class MemoryStateError(ValueError):
    """The requested change does not apply to the memory's current state."""


SNAPSHOT_FIELDS = (
    "type",
    "content",
    "importance",
    "status",
    "status_reason",
    "subject",
    "slot",
    "value",
    "valence",
    "emotion",
    "outcome",
    "event_date",
    "superseded_by_id",
)
EDITABLE_FIELDS = (
    "type",
    "content",
    "importance",
    "subject",
    "slot",
    "value",
    "valence",
    "emotion",
    "outcome",
    "event_date",
)


def _json(v: Any) -> Any:
    return v.isoformat() if isinstance(v, date | datetime) else v


def memory_snapshot(memory: MemoryItem) -> dict[str, Any]:
    return {f: _json(getattr(memory, f)) for f in SNAPSHOT_FIELDS}


# Inside events_batched() history events are collected and written in one INSERT at the end: a
# large extraction run records hundreds of them, and one round trip each would dominate it.
_event_buffer: ContextVar[list[MemoryEvent] | None] = ContextVar("memory_event_buffer", default=None)


@contextmanager
def events_batched() -> Iterator[None]:
    token = _event_buffer.set([])
    try:
        yield
        MemoryEvent.objects.bulk_create(_event_buffer.get() or [])
    finally:
        _event_buffer.reset(token)


def memory_event_record(
    *,
    memory: MemoryItem,
    kind: str,
    actor: Actor,
    reason: str = "",
    before: dict[str, Any] | None = None,
    after: dict[str, Any] | None = None,
) -> MemoryEvent:
    event = MemoryEvent(
        app_id=memory.app_id,
        user_id=memory.user_id,
        memory=memory,
        kind=kind,
        actor=actor.label,
        staff_user=actor.staff_user,
        reason=reason,
        before=before,
        after=after,
    )
    buffer = _event_buffer.get()
    if buffer is None:
        event.save()
    else:
        buffer.append(event)
    return event


@dataclass
class MemoryDraft:
    """A memory about to be stored (``memories_create``); ``fields`` are further model fields."""

    user: EndUser
    type: str
    content: str
    importance: float
    observed_at: datetime
    embedding: list[float]
    sources: list[Message] = field(default_factory=list)
    extraction_run: ExtractionRun | None = None
    reason: str = ""
    fields: dict[str, Any] = field(default_factory=dict)

    def instance(self) -> MemoryItem:
        """The row, unsaved, with its decay anchor and fading time as ``save()`` would set them."""
        return MemoryItem(
            app_id=self.user.app_id, user=self.user, type=self.type, content=self.content,
            importance=self.importance, anchor_strength=self.importance, observed_at=self.observed_at,
            decay_anchor_at=self.observed_at, embedding=self.embedding, extraction_run=self.extraction_run,
            fades_at=fades_at(type=self.type, anchor_strength=self.importance, anchor_at=self.observed_at),
            **self.fields,
        )  # fmt: skip


def memories_create(*, drafts: list[tuple[MemoryDraft, MemoryItem]], actor: Actor) -> None:
    """Store memories with their sources and ``created`` events: one INSERT for the rows and one
    for their evidence, however many there are (extraction stores a batch's new memories at once).

    Each pair is a draft and its ``instance()``, which gets its primary key here — callers may
    already hold the instance (to compare, merge into or supersede it)."""
    if not drafts:
        return
    with transaction.atomic(savepoint=False):
        MemoryItem.objects.bulk_create([memory for _, memory in drafts])
        MemorySource.objects.bulk_create(
            [
                MemorySource(memory=memory, message=m, extraction_run=draft.extraction_run)
                for draft, memory in drafts
                for m in draft.sources
            ],
            ignore_conflicts=True,
        )
        for draft, memory in drafts:
            memory_event_record(
                memory=memory,
                kind=MemoryEvent.Kind.CREATED,
                actor=actor,
                reason=draft.reason,
                after=memory_snapshot(memory),
            )


def memory_create(
    *,
    user: EndUser,
    type: str,
    content: str,
    actor: Actor,
    importance: float = 0.5,
    observed_at: datetime | None = None,
    sources: list[Message] | None = None,
    extraction_run: ExtractionRun | None = None,
    reason: str = "",
    embedding: list[float] | None = None,
    **fields: Any,
) -> MemoryItem:
    """Store one memory with its sources and a ``created`` event."""
    if embedding is None:
        embedding = embed_passages([content])[0]
    draft = MemoryDraft(
        user=user, type=type, content=content, importance=importance, embedding=embedding, reason=reason,
        observed_at=observed_at or timezone.now(), sources=sources or [], extraction_run=extraction_run,
        fields=fields,
    )  # fmt: skip
    memory = draft.instance()
    memories_create(drafts=[(draft, memory)], actor=actor)
    return memory


def memory_update(*, memory: MemoryItem, data: dict[str, Any], actor: Actor, reason: str = "") -> MemoryItem:
    """Edit a memory's fields; records ``edited`` with before/after. Content changes re-embed."""
    unknown = set(data) - set(EDITABLE_FIELDS)
    if unknown:
        raise MemoryStateError(f"not editable: {', '.join(sorted(unknown))}")
    changed = [f for f in data if getattr(memory, f) != data[f]]
    if not changed:
        return memory
    with transaction.atomic(savepoint=False):
        memory = MemoryItem.objects.select_for_update().get(pk=memory.pk)
        before = memory_snapshot(memory)
        for f in changed:
            setattr(memory, f, data[f])
        if "content" in changed:
            memory.embedding = embed_passages([memory.content])[0]
            changed.append("embedding")
        if "importance" in changed:
            # An operator's importance is a fresh judgement: restart decay from it.
            memory.anchor_strength = memory.importance
            memory.decay_anchor_at = timezone.now()
            changed += ["anchor_strength", "decay_anchor_at"]
        memory.save(update_fields=[*changed, "updated_at"])
        memory_event_record(
            memory=memory,
            kind=MemoryEvent.Kind.EDITED,
            actor=actor,
            reason=reason,
            before=before,
            after=memory_snapshot(memory),
        )
    return memory


def memory_supersede(
    *,
    memory: MemoryItem,
    actor: Actor,
    reason: str,
    by: MemoryItem | None = None,
    content: str | None = None,
) -> MemoryItem:
    """Mark ``memory`` superseded by ``by`` (or by a new memory with ``content``); returns the successor.

    Race-free: both rows are locked in id order (two callers locking the same pair queue instead of
    deadlocking) and their states are checked under the lock — of ten concurrent supersedes of one
    memory exactly one wins, and "A by B" racing "B by A" can never leave a cycle. A refusal is a
    ``MemoryStateError``; inside a caller's transaction (an extraction run) it fails that
    transaction, which is recorded and retried — no savepoint round trips on the common path."""
    if (by is None) == (content is None):
        raise MemoryStateError("give exactly one of 'by' or 'content'")
    if by is not None and (by.pk == memory.pk or by.user_id != memory.user_id):
        raise MemoryStateError("a memory can only be superseded by another memory of the same user")
    problem = ""
    with transaction.atomic(savepoint=False):
        locked = _lock(memory, *([by] if by is not None else []))
        if memory.pk not in locked or (by is not None and by.pk not in locked):
            problem = "the memory no longer exists"
        elif locked[memory.pk].status == MemoryItem.Status.SUPERSEDED:
            problem = "memory is already superseded"
        elif by is not None and locked[by.pk].status != MemoryItem.Status.ACTIVE:
            problem = "the successor must be active"
        else:
            if by is None:
                by = memory_create(
                    user=memory.user,
                    type=memory.type,
                    content=content or "",
                    actor=actor,
                    importance=memory.importance,
                    slot=memory.slot,
                    subject=memory.subject,
                    reason=reason,
                )
            successor = locked.get(by.pk, by)
            _write_status(
                locked[memory.pk],
                status=MemoryItem.Status.SUPERSEDED,
                kind=MemoryEvent.Kind.SUPERSEDED,
                actor=actor,
                reason=reason,
                superseded_by=successor,
            )
            _refresh(memory, locked[memory.pk])
    if problem:  # raised outside the block: a caller's transaction stays usable
        raise MemoryStateError(problem)
    assert by is not None
    return by


def memory_archive(*, memory: MemoryItem, actor: Actor, reason: str) -> MemoryItem:
    return _set_status(
        memory=memory,
        status=MemoryItem.Status.ARCHIVED,
        kind=MemoryEvent.Kind.ARCHIVED,
        actor=actor,
        reason=reason,
        refuse={MemoryItem.Status.ARCHIVED: "memory is already archived"},
    )


def memory_restore(*, memory: MemoryItem, actor: Actor, reason: str) -> MemoryItem:
    """Bring an archived or superseded memory back to active, restarting its decay clock."""
    return _set_status(
        memory=memory,
        status=MemoryItem.Status.ACTIVE,
        kind=MemoryEvent.Kind.RESTORED,
        actor=actor,
        reason=reason,
        superseded_by=None,
        refresh=True,
        refuse={MemoryItem.Status.ACTIVE: "memory is already active"},
    )


def _lock(*memories: MemoryItem) -> dict[int, MemoryItem]:
    """The rows, re-read and locked in id order (a row deleted meanwhile is missing)."""
    pks = sorted({m.pk for m in memories})
    return {m.pk: m for m in MemoryItem.objects.select_for_update().filter(pk__in=pks).order_by("pk")}


def _refresh(stale: MemoryItem, fresh: MemoryItem) -> None:
    """Bring the caller's instance in step with what was written."""
    fields = (
        "status",
        "status_reason",
        "superseded_by_id",
        "updated_at",
        "anchor_strength",
        "decay_anchor_at",
    )
    for f in (*fields, "fades_at"):
        setattr(stale, f, getattr(fresh, f))


def _set_status(
    *,
    memory: MemoryItem,
    status: str,
    kind: str,
    actor: Actor,
    reason: str,
    superseded_by: MemoryItem | None = None,
    refresh: bool = False,
    refuse: dict[str, str] | None = None,
) -> MemoryItem:
    """Change the status under the row's lock; ``refuse`` maps states the change may not start from
    to the reason (checked on the locked row, not on the caller's possibly stale copy, and raised
    after the block so that a caller's transaction stays usable)."""
    problem = ""
    with transaction.atomic(savepoint=False):
        current = _lock(memory).get(memory.pk, memory)
        problem = (
            "the memory no longer exists" if current is memory else (refuse or {}).get(current.status, "")
        )
        if not problem:
            _write_status(current, status=status, kind=kind, actor=actor, reason=reason,
                          superseded_by=superseded_by, refresh=refresh)  # fmt: skip
            _refresh(memory, current)
    if problem:
        raise MemoryStateError(problem)
    return current


def _write_status(
    memory: MemoryItem,
    *,
    status: str,
    kind: str,
    actor: Actor,
    reason: str,
    superseded_by: MemoryItem | None = None,
    refresh: bool = False,
) -> None:
    before = memory_snapshot(memory)
    memory.status = status
    memory.status_reason = reason[:200]
    memory.superseded_by = superseded_by
    fields = ["status", "status_reason", "superseded_by", "updated_at"]
    if refresh:
        now = timezone.now()
        memory.anchor_strength = max(memory.strength_at(now), memory.importance)
        memory.decay_anchor_at = now
        fields += ["anchor_strength", "decay_anchor_at"]
    memory.save(update_fields=fields)
    memory_event_record(
        memory=memory, kind=kind, actor=actor, reason=reason, before=before, after=memory_snapshot(memory)
    )
