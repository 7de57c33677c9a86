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

from django.conf import settings
from django.db import connection, transaction
from django.utils import timezone

from memind import db
from memind.actors import Actor
from memind.embedding import embed_passages
from memind.usage import usage_scope
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
    "observed_at",
    "anchor_strength",
    "decay_anchor_at",
    "pinned",
    "review_state",
    "review_reason",
    "held",
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
    if _event_buffer.get() is not None:  # inside another batch: its INSERT takes these too
        yield
        return
    token = _event_buffer.set([])
    try:
        yield
        db.insert(_event_buffer.get() or [])
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
            app_id=self.user.app_id,
            user=self.user,
            type=self.type,
            content=self.content,
            importance=self.importance,
            anchor_strength=self.importance,
            observed_at=self.observed_at,
            decay_anchor_at=self.observed_at,
            embedding=self.embedding,
            extraction_run=self.extraction_run,
            fades_at=fades_at(type=self.type, anchor_strength=self.importance, anchor_at=self.observed_at),
            **self.fields,
        )


def memories_create(
    *,
    drafts: list[tuple[MemoryDraft, MemoryItem]],
    actor: Actor,
    subscribers: webhooks.Subscribers | None = None,
) -> None:
    """Store memories with their sources and ``created`` events: one INSERT for the rows and one
    for their evidence, however many there are (extraction stores a batch's new memories at once).

    Each pair is a draft and its ``instance()``, which gets its primary key here — callers may
    already hold the instance (to compare, merge into or supersede it). ``subscribers``: the
    webhook endpoints, already read in this transaction by the caller."""
    if not drafts:
        return
    with transaction.atomic(savepoint=False):
        db.insert([memory for _, memory in drafts])
        db.insert(
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
        webhooks.memory_events_emit(
            changes=[(memory, draft.reason) for draft, memory in drafts],
            event=WebhookEventType.MEMORY_CREATED,
            actor=actor,
            subscribers=subscribers,
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
        with usage_scope(app_id=user.app_id, user_id=user.pk):  # an operator's or an app's memory
            embedding = embed_passages([content])[0]
    draft = MemoryDraft(
        user=user,
        type=type,
        content=content,
        importance=importance,
        embedding=embedding,
        reason=reason,
        observed_at=observed_at or timezone.now(),
        sources=sources or [],
        extraction_run=extraction_run,
        fields=fields,
    )
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
            with usage_scope(app_id=memory.app_id, user_id=memory.user_id):
                memory.embedding = embed_passages([memory.content])[0]
            changed.append("embedding")
        if "importance" in changed:
            # An operator's importance is a fresh judgement: restart decay from it.
            memory.anchor_strength = memory.importance
            memory.decay_anchor_at = timezone.now()
            changed += ["anchor_strength", "decay_anchor_at"]
        changed += _resolve_review(memory, actor, ReviewState.CORRECTED)
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
    if by is not None:
        memories_supersede(changes=[(memory, by, reason)], actor=actor)
        return by
    problem = ""
    with transaction.atomic(savepoint=False):
        problem = _supersede_problem(_lock(memory).get(memory.pk), None, None)
        if not problem:  # the row stays locked: the supersede below cannot be refused
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
            memories_supersede(changes=[(memory, by, reason)], actor=actor)
    if problem:  # raised outside the block: a caller's transaction stays usable
        raise MemoryStateError(problem)
    assert by is not None
    return by


def _supersede_problem(
    current: MemoryItem | None, successor: MemoryItem | None, by: MemoryItem | None
) -> str:
    """Why the locked ``current`` may not be superseded by the locked ``successor`` (``by`` None: by
    a memory still to be created), or ""."""
    if current is None or (by is not None and successor is None):
        return "the memory no longer exists"
    if current.status == MemoryItem.Status.SUPERSEDED:
        return "memory is already superseded"
    if successor is not None and successor.status != MemoryItem.Status.ACTIVE:
        return "the successor must be active"
    return ""


def memories_supersede(
    *,
    changes: list[tuple[MemoryItem, MemoryItem, str]],
    actor: Actor,
    subscribers: webhooks.Subscribers | None = None,
) -> None:
    """Each (memory, successor, reason) in order, as ``memory_supersede(memory=…, by=…)`` does one:
    a batch's supersedes with one lock (every row, in id order), one UPDATE and the webhook
    subscribers read once (or not at all: ``subscribers``, read in this transaction by the
    caller). A chain A → B → C holds: each check sees the changes before it. A refusal
    (``MemoryStateError``) is raised after the block and writes nothing."""
    if not changes:
        return
    for memory, by, _ in changes:
        if by.pk == memory.pk or by.user_id != memory.user_id:
            raise MemoryStateError("a memory can only be superseded by another memory of the same user")
    problem = ""
    with transaction.atomic(savepoint=False):
        locked = _lock(*(m for memory, by, _ in changes for m in (memory, by)), vectors=False)
        written: list[tuple[MemoryItem, dict[str, Any], str]] = []
        fields: set[str] = set()
        for memory, by, reason in changes:
            current, successor = locked.get(memory.pk), locked.get(by.pk)
            if problem := _supersede_problem(current, successor, by):
                break
            assert current is not None and successor is not None
            before = memory_snapshot(current)
            fields.update(
                _status_prepare(
                    current,
                    status=MemoryItem.Status.SUPERSEDED,
                    actor=actor,
                    reason=reason,
                    superseded_by=successor,
                )
            )
            written.append((current, before, reason))
        if not problem:
            now = timezone.now()
            for current, _, _ in written:
                current.updated_at = now
            db.update([m for m, _, _ in written], sorted(fields | {"updated_at"}))
            with events_batched():
                for current, before, reason in written:
                    memory_event_record(
                        memory=current,
                        kind=MemoryEvent.Kind.SUPERSEDED,
                        actor=actor,
                        reason=reason,
                        before=before,
                        after=memory_snapshot(current),
                    )
            webhooks.memory_events_emit(
                changes=[(m, reason) for m, _, reason in written],
                event=WebhookEventType.MEMORY_SUPERSEDED,
                actor=actor,
                subscribers=subscribers,
            )
            for memory, _, _ in changes:
                _refresh(memory, locked[memory.pk])
    if problem:
        raise MemoryStateError(problem)


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


def _lock(*memories: MemoryItem, vectors: bool = True) -> dict[int, MemoryItem]:
    """The rows, re-read and locked in id order (a row deleted meanwhile is missing);
    ``vectors=False``: without their embeddings, for a caller that only changes their state."""
    deferred = () if vectors else ("embedding",)
    with connection.cursor() as cur:  # in SQL: every extraction batch that supersedes locks here
        cur.execute(
            f"SELECT {db.columns(MemoryItem, 'm', deferred=deferred)} FROM memories_memoryitem m"
            " WHERE m.id = ANY(%s) ORDER BY m.id FOR UPDATE",
            [sorted({m.pk for m in memories})],
        )
        rows = cur.fetchall()
    return {m.pk: m for m in (db.from_row(MemoryItem, row, deferred=deferred) for row in rows)}


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
            _write_status(
                current,
                status=status,
                kind=kind,
                actor=actor,
                reason=reason,
                superseded_by=superseded_by,
                refresh=refresh,
            )
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
    fields = _status_prepare(
        memory, status=status, actor=actor, reason=reason, superseded_by=superseded_by, refresh=refresh
    )
    memory.save(update_fields=[*fields, "updated_at"])
    memory_event_record(
        memory=memory, kind=kind, actor=actor, reason=reason, before=before, after=memory_snapshot(memory)
    )
    if event := _WEBHOOK_EVENTS.get(status):
        webhooks.memory_events_emit(changes=[(memory, reason)], event=event, actor=actor)


def _status_prepare(
    memory: MemoryItem,
    *,
    status: str,
    actor: Actor,
    reason: str,
    superseded_by: MemoryItem | None = None,
    refresh: bool = False,
) -> list[str]:
    """Set the new status on the instance; the fields changed (to be saved)."""
    memory.status = status
    memory.status_reason = reason[:200]
    memory.superseded_by = superseded_by
    fields = ["status", "status_reason", "superseded_by"]
    if status != MemoryItem.Status.ACTIVE:  # a staff member's supersede corrects it, an archive rejects it
        outcome = ReviewState.REJECTED if status == MemoryItem.Status.ARCHIVED else ReviewState.CORRECTED
        fields += _resolve_review(memory, actor, outcome)
    if refresh:
        now = timezone.now()
        memory.anchor_strength = max(memory.strength_at(now), memory.importance)
        memory.decay_anchor_at = now
        fields += ["anchor_strength", "decay_anchor_at"]
    return fields


# The status changes apps hear about (webhooks); a restore is not one of them.
_WEBHOOK_EVENTS: dict[str, str] = {
    MemoryItem.Status.SUPERSEDED: WebhookEventType.MEMORY_SUPERSEDED,
    MemoryItem.Status.ARCHIVED: WebhookEventType.MEMORY_ARCHIVED,
}


def _resolve_review(memory: MemoryItem, actor: Actor, state: str) -> list[str]:
    """A staff member's change to a memory in the review queue decides its review; returns the
    fields changed (none when it was not pending or the change is not a person's)."""
    if memory.review_state != ReviewState.PENDING or actor.staff_user is None:
        return []
    memory.review_state, memory.held = state, False
    return ["review_state", "held"]


def _change(memory: MemoryItem, *, kind: str, actor: Actor, reason: str, apply: Any) -> MemoryItem:
    """Lock the row, let ``apply(locked)`` check and change it (returning the changed fields, or
    raising ``MemoryStateError``), save, and record ``kind`` with before/after. The refusal is
    raised after the transaction block, so a caller's transaction stays usable."""
    problem = ""
    with transaction.atomic(savepoint=False):
        locked = _lock(memory).get(memory.pk)
        if locked is None:
            problem = "the memory no longer exists"
        else:
            before = memory_snapshot(locked)
            try:
                fields = apply(locked)
            except MemoryStateError as exc:
                problem = str(exc)
            else:
                locked.save(update_fields=[*fields, "updated_at"])
                memory_event_record(
                    memory=locked,
                    kind=kind,
                    actor=actor,
                    reason=reason,
                    before=before,
                    after=memory_snapshot(locked),
                )
    if problem:
        raise MemoryStateError(problem)
    assert locked is not None
    return locked


def memory_pin(*, memory: MemoryItem, actor: Actor, reason: str) -> MemoryItem:
    """Pin an active memory: it never fades or is pruned and is always in the profile. At most
    ``MEMIND_PIN_CAP`` pinned active memories per user (counted under the user's row lock, so two
    concurrent pins cannot both take the last place)."""

    def apply(m: MemoryItem) -> list[str]:
        if m.pinned:
            raise MemoryStateError("memory is already pinned")
        if m.status != MemoryItem.Status.ACTIVE:
            raise MemoryStateError("only an active memory can be pinned")
        EndUser.objects.select_for_update().filter(pk=m.user_id).exists()
        cap = settings.MEMIND_PIN_CAP
        if (
            MemoryItem.objects.filter(user_id=m.user_id, status=MemoryItem.Status.ACTIVE, pinned=True).count()
            >= cap
        ):
            raise MemoryStateError(
                f"this user already has {cap} pinned memories (MEMIND_PIN_CAP); unpin one first"
            )
        # Decay stops where it is: the strength it has now is what it keeps.
        m.anchor_strength, m.decay_anchor_at = m.strength_at(timezone.now()), timezone.now()
        m.pinned = True
        return ["pinned", "anchor_strength", "decay_anchor_at"]

    return _change(memory, kind=MemoryEvent.Kind.PINNED, actor=actor, reason=reason, apply=apply)


def memory_unpin(*, memory: MemoryItem, actor: Actor, reason: str) -> MemoryItem:
    """Unpin: decay resumes from now, from the strength it kept."""

    def apply(m: MemoryItem) -> list[str]:
        if not m.pinned:
            raise MemoryStateError("memory is not pinned")
        m.pinned, m.decay_anchor_at = False, timezone.now()
        return ["pinned", "decay_anchor_at"]

    return _change(memory, kind=MemoryEvent.Kind.UNPINNED, actor=actor, reason=reason, apply=apply)


def memory_flag(*, memory: MemoryItem, actor: Actor, reason: str) -> MemoryItem:
    """Send a memory to the review queue (an app's or a user's doubt, with its reason)."""

    def apply(m: MemoryItem) -> list[str]:
        if m.review_state == ReviewState.PENDING:
            raise MemoryStateError("memory is already in the review queue")
        m.review_state, m.review_reason = ReviewState.PENDING, f"flagged: {reason}"[:200]
        return ["review_state", "review_reason"]

    return _change(memory, kind=MemoryEvent.Kind.FLAGGED, actor=actor, reason=reason, apply=apply)


def memory_approve(*, memory: MemoryItem, actor: Actor, reason: str = "") -> MemoryItem:
    """Approve a memory in the review queue. A held identity change now takes effect: it
    supersedes the value it would have replaced, and reaches the context."""
    released: list[MemoryItem] = []

    def apply(m: MemoryItem) -> list[str]:
        if m.review_state != ReviewState.PENDING:
            raise MemoryStateError("memory is not in the review queue")
        if m.held:
            released.append(m)
        m.review_state, m.held = ReviewState.APPROVED, False
        return ["review_state", "held"]

    with transaction.atomic():
        approved = _change(memory, kind=MemoryEvent.Kind.REVIEWED, actor=actor, reason=reason, apply=apply)
        for m in released:
            holders = MemoryItem.objects.filter(
                user_id=m.user_id,
                type=m.type,
                subject=m.subject,
                slot=m.slot,
                status=MemoryItem.Status.ACTIVE,
                held=False,
            ).exclude(pk=m.pk)
            for old in holders:
                memory_supersede(memory=old, by=m, actor=actor, reason=f"{m.slot} change approved in review")
    return approved


def memory_reject(*, memory: MemoryItem, actor: Actor, reason: str) -> MemoryItem:
    """Reject a memory in the review queue: it is archived with the reason."""
    if memory.review_state != ReviewState.PENDING:
        raise MemoryStateError("memory is not in the review queue")
    with transaction.atomic():
        archived = memory_archive(memory=memory, actor=actor, reason=f"rejected in review: {reason}")
        if archived.review_state == ReviewState.PENDING:  # an app or job archiving on a person's behalf
            MemoryItem.objects.filter(pk=archived.pk).update(review_state=ReviewState.REJECTED, held=False)
            archived.review_state, archived.held = ReviewState.REJECTED, False
    return archived
