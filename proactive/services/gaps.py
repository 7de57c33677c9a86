"""Gap detection: dated life events nobody followed up on.

A *pending event* is an active ``life_event`` memory whose outcome is still ``open`` or
``unknown`` and that either has an ``event_date`` or is an open plan ("明天要面试", "我最近在找
工作"). Its *due date* is the event date, or for an undated open plan the local day it was said
plus ``MEMIND_GAP_UNDATED_DAYS`` (an ongoing job search isn't asked about the next morning).

- **Follow-up** (checked first, at any time — also before the gap would open):
  1. a later active ``life_event`` memory of the same user with the same kind (``value``) and a
     settled outcome (positive/negative), observed after the event was first said; for open
     plans a *positive* outcome of a related kind also counts (a new job ends a job search); or
  2. for dated events, a user message sent after the event's local day that names the event
     ("面试", "interview"…) and does not itself announce another open event. It closes the gap
     with outcome ``unknown``: the user talked about it, we just can't tell how it went.
  The outcome is stored on the event memory through ``memory_update`` (actor ``system:gaps``,
  with the follow-up in the reason), and an open or asked gap closes.
- **Open**: no follow-up and the user's local today is past due date + ``MEMIND_GAP_GRACE_DAYS``.
- **Expire**: still no follow-up once local today is past due date + ``MEMIND_GAP_EXPIRE_DAYS``;
  the gap is dropped quietly (never asked that late). An event first seen after that is recorded
  as expired straight away, so the scan never reads it again.
- A gap is asked at most once (the planner moves it to ``asked``); closed and expired gaps never
  reopen (one gap per memory, enforced by a unique constraint).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

from django.conf import settings
from django.db import transaction
from django.db.models import F, Min, Q
from django.db.models.functions import Coalesce, TruncDate
from django.utils import timezone

from memind.actors import Actor
from memories.extractors.rules import EN_EVENTS, ZH_EVENTS
from memories.models import EndUser, MemoryItem, MemorySource, Message
from memories.services.memories import memory_update
from memories.types import types_where
from proactive.clock import local_date, local_day_bounds, user_zone
from proactive.models import Gap

ACTOR = Actor.system("gaps")
Outcome = MemoryItem.Outcome
PENDING = (Outcome.OPEN, Outcome.UNKNOWN)
SETTLED = (Outcome.POSITIVE, Outcome.NEGATIVE)
WAITING = (Gap.Status.OPEN, Gap.Status.ASKED)

# A positive outcome of one of these kinds also settles an open plan of the key's kind.
RELATED_KINDS: dict[str, frozenset[str]] = {
    "job_search": frozenset({"new_job", "interview", "job_change"}),
    "job_change": frozenset({"new_job", "interview", "job_search"}),
    "interview": frozenset({"new_job"}),
}

# The words that name each kind in a message, from the extractor's own vocabulary.
KIND_KEYWORDS: dict[str, tuple[str, ...]] = {}
for _word, _kind in [*ZH_EVENTS.items(), *EN_EVENTS.items()]:
    KIND_KEYWORDS[_kind] = (*KIND_KEYWORDS.get(_kind, ()), _word)


def undated_wait_days() -> int:
    # Not in settings.py yet (owned elsewhere); a week is when "找工作怎么样了" stops being pushy.
    return int(settings.MEMIND_GAP_UNDATED_DAYS)


def pending_events() -> Q:
    """The filter for pending events (see the module docstring)."""
    return Q(type__in=types_where("followed_up"), status=MemoryItem.Status.ACTIVE, outcome__in=PENDING) & (
        Q(event_date__isnull=False) | Q(outcome=Outcome.OPEN)
    )


@dataclass(frozen=True)
class FollowUp:
    outcome: str
    memory: MemoryItem | None
    message_id: int | None
    why: str


def _said_at(events: list[MemoryItem]) -> dict[int, datetime]:
    """When each event was first said: its earliest source message (merges move observed_at on)."""
    first = dict(
        MemorySource.objects.filter(memory_id__in=[e.pk for e in events])
        .values("memory_id")
        .annotate(at=Min("message__sent_at"))
        .values_list("memory_id", "at")
    )
    return {e.pk: min(first.get(e.pk) or e.observed_at, e.observed_at) for e in events}


def due_date_of(event: MemoryItem, user: EndUser, said_at: datetime) -> date:
    if event.event_date is not None:
        return event.event_date
    return local_date(user, said_at) + timedelta(days=undated_wait_days())


def _follow_ups(
    events: list[MemoryItem], said: dict[int, datetime], users: dict[int, EndUser]
) -> dict[int, FollowUp]:
    """Find each event's follow-up: one query for outcome memories, one for naming messages."""
    if not events:
        return {}
    user_ids = {e.user_id for e in events}
    settled = list(
        MemoryItem.objects.filter(
            user_id__in=user_ids,
            type__in=types_where("followed_up"),
            status=MemoryItem.Status.ACTIVE,
            outcome__in=SETTLED,
            observed_at__gt=min(said.values()),
        )
        .annotate(first_message=Min("source_links__message_id"))
        .defer("embedding")
        .order_by("observed_at", "id")
    )
    found: dict[int, FollowUp] = {}
    for e in events:
        related = RELATED_KINDS.get(e.value, frozenset()) if e.outcome == Outcome.OPEN else frozenset()
        for m in settled:
            if m.user_id != e.user_id or m.pk == e.pk or m.observed_at <= said[e.pk]:
                continue
            if m.value == e.value or (m.value in related and m.outcome == Outcome.POSITIVE):
                found[e.pk] = FollowUp(
                    outcome=m.outcome,
                    memory=m,
                    message_id=m.first_message,
                    why=f"follow-up memory #{m.pk} ({m.outcome}): {m.content[:80]}",
                )
                break

    # Dated events without an outcome memory: did the user name the event after its day?
    rest: list[tuple[MemoryItem, date]] = [
        (e, e.event_date)
        for e in events
        if e.pk not in found and e.event_date is not None and KIND_KEYWORDS.get(e.value)
    ]
    if not rest:
        return found
    after = {
        e.pk: local_day_bounds(datetime.combine(day, time(0), tzinfo=user_zone(users[e.user_id])))[1]
        for e, day in rest
    }
    words = sorted({w for e, _ in rest for w in KIND_KEYWORDS[e.value]}, key=len, reverse=True)
    messages = list(
        Message.objects.filter(
            user_id__in={e.user_id for e, _ in rest},
            role=Message.Role.USER,
            sent_at__gte=min(after.values()),
            content__iregex="|".join(re.escape(w) for w in words),
        )
        .order_by("sent_at", "id")
        .values_list("id", "user_id", "sent_at", "content")
    )
    # Dated plans each message announced: "后天还有个面试" is a new plan, not an answer.
    announced: dict[int, list[tuple[int, date]]] = {}
    for msg_id, memory_id, day in MemorySource.objects.filter(
        message_id__in=[m[0] for m in messages],
        memory__type__in=types_where("followed_up"),
        memory__outcome=Outcome.OPEN,
        memory__event_date__isnull=False,
    ).values_list("message_id", "memory_id", "memory__event_date"):
        if day is not None:
            announced.setdefault(msg_id, []).append((memory_id, day))
    for e, event_day in rest:
        kw = re.compile("|".join(re.escape(w) for w in KIND_KEYWORDS[e.value]), re.IGNORECASE)
        for msg_id, user_id, sent_at, content in messages:
            if user_id != e.user_id or sent_at < after[e.pk] or not kw.search(content):
                continue
            if any(mid != e.pk and day > event_day for mid, day in announced.get(msg_id, [])):
                continue
            found[e.pk] = FollowUp(
                outcome=Outcome.UNKNOWN,
                memory=None,
                message_id=msg_id,
                why=f"user message #{msg_id} names it after the day: {content[:80]}",
            )
            break
    return found


def _close(gap: Gap | None, event: MemoryItem, follow: FollowUp, now: datetime) -> None:
    memory_update(
        memory=event,
        data={"outcome": follow.outcome},
        actor=ACTOR,
        reason=f"gap follow-up: {follow.why}",
    )
    if follow.memory is None and follow.message_id is not None:
        # The extractor reads any mention ("那个面试感觉一般") as an undated plan; the message
        # answered this event, so that echo must not open a gap of its own a week later.
        echoes = MemoryItem.objects.filter(
            pending_events(),
            user_id=event.user_id,
            value=event.value,
            event_date__isnull=True,
            source_links__message_id=follow.message_id,
        ).exclude(pk=event.pk)
        for echo in echoes:
            memory_update(
                memory=echo,
                data={"outcome": Outcome.UNKNOWN},
                actor=ACTOR,
                reason=f"said while answering memory #{event.pk}'s gap, not a new plan",
            )
    if gap is not None:
        gap.status = Gap.Status.CLOSED
        gap.outcome = follow.outcome
        gap.closed_at = now
        gap.closing_memory = follow.memory
        gap.closing_message_id = follow.message_id
        gap.note = follow.why[:300]


def _settle(events: list[MemoryItem], now: datetime, *, gaps: dict[int, Gap] | None = None) -> dict[str, int]:
    """Apply the rules to ``events`` (and their gaps); returns counts by what happened."""
    counts = {"closed": 0, "opened": 0, "expired": 0, "waiting": 0}
    if not events:
        return counts
    if gaps is None:
        gaps = {g.memory_id: g for g in Gap.objects.filter(memory_id__in=[e.pk for e in events])}
    users = {e.user_id: e.user for e in events}
    live = [
        e
        for e in events
        if e.status == MemoryItem.Status.ACTIVE
        and e.outcome in PENDING
        and (gaps.get(e.pk) is None or gaps[e.pk].status in WAITING)
    ]
    said = _said_at(live)
    follow_ups = _follow_ups(live, said, users)
    grace = timedelta(days=settings.MEMIND_GAP_GRACE_DAYS)
    expire = timedelta(days=settings.MEMIND_GAP_EXPIRE_DAYS)
    new: list[Gap] = []
    for e in events:
        gap = gaps.get(e.pk)
        if gap is not None and gap.status not in WAITING:
            continue  # closed and expired gaps never reopen
        if gap is not None:
            gap.checked_at = now
        if e.status != MemoryItem.Status.ACTIVE:
            if gap is not None:
                gap.status, gap.closed_at = Gap.Status.EXPIRED, now
                gap.note = f"the memory was {e.status}"
                counts["expired"] += 1
            continue
        if e.outcome in SETTLED:
            if gap is not None:  # an operator (or a merge) settled it on the memory itself
                gap.status, gap.outcome, gap.closed_at = Gap.Status.CLOSED, e.outcome, now
                gap.note = "outcome set on the memory"
                counts["closed"] += 1
            continue
        follow = follow_ups.get(e.pk)
        if follow is not None:
            _close(gap, e, follow, now)
            counts["closed"] += 1
            continue
        user = users[e.user_id]
        due = due_date_of(e, user, said[e.pk])
        today = local_date(user, now)
        if today <= due + grace:
            counts["waiting"] += 1
            continue
        expired = today > due + expire
        if gap is None:
            new.append(
                Gap(
                    app_id=e.app_id,
                    user_id=e.user_id,
                    memory=e,
                    kind=e.value,
                    due_date=due,
                    status=Gap.Status.EXPIRED if expired else Gap.Status.OPEN,
                    opened_at=now,
                    checked_at=now,
                    closed_at=now if expired else None,
                    note="no follow-up and already past the expiry limit" if expired else "",
                )
            )
            counts["expired" if expired else "opened"] += 1
        elif expired:
            gap.status, gap.closed_at = Gap.Status.EXPIRED, now
            gap.note = f"no follow-up within {settings.MEMIND_GAP_EXPIRE_DAYS} days"
            counts["expired"] += 1
        else:
            counts["waiting"] += 1
    # A concurrent run may have opened the same gap: the unique constraint makes that a no-op.
    Gap.objects.bulk_create(new, ignore_conflicts=True)
    touched = [g for g in gaps.values() if g.checked_at == now]
    Gap.objects.bulk_update(
        touched,
        ["status", "outcome", "note", "closed_at", "checked_at", "closing_memory", "closing_message"],
    )
    return counts


def gaps_refresh(*, user: EndUser, now: datetime) -> dict[str, int]:
    """Settle, open and expire one user's gaps as of ``now`` (the planner calls this first).

    All the user's pending events are read (the quota bounds them), including events not yet
    due, so an early follow-up ("面试过了！") stores its outcome at once.
    """
    with transaction.atomic():
        events = list(
            MemoryItem.objects.filter(pending_events(), user=user).select_related("user").defer("embedding")
        )
        waiting = {
            g.memory_id: g
            for g in Gap.objects.filter(user=user, status__in=WAITING).select_related(
                "memory", "memory__user"
            )
        }
        gaps = {g.memory_id: g for g in Gap.objects.filter(memory_id__in=[e.pk for e in events])} | waiting
        seen = {e.pk for e in events}
        events += [g.memory for g in waiting.values() if g.memory_id not in seen]
        return _settle(events, now, gaps=gaps)


def gaps_detect(*, now: datetime | None = None, limit: int | None = None) -> tuple[int, bool]:
    """Beat job (hourly): open gaps for due events, close answered ones, expire stale ones.

    Two bounded passes, each claiming rows with ``SKIP LOCKED`` so concurrent runs split the
    work: (1) due pending events that have no gap yet, earliest date first; (2) gaps still
    waiting for a follow-up, least recently checked first (a round robin, so a backlog of
    unanswered gaps can't starve the rest). Returns ``(processed, has_more)``.
    """
    now = now or timezone.now()
    limit = limit or settings.MEMIND_JOB_BATCH
    grace = settings.MEMIND_GAP_GRACE_DAYS
    # A local date is at most one day ahead of UTC's, so these bounds only over-select by a day;
    # the exact local test happens in _settle.
    dated_bound = now.date() - timedelta(days=grace)
    undated_bound = now - timedelta(days=grace + undated_wait_days())
    with transaction.atomic():
        fresh = list(
            MemoryItem.objects.filter(pending_events(), gaps__isnull=True)
            .filter(
                Q(event_date__lte=dated_bound) | Q(event_date__isnull=True, observed_at__lte=undated_bound)
            )
            .select_related("user")
            .defer("embedding")
            .order_by(Coalesce("event_date", TruncDate("observed_at")), "id")
            .select_for_update(skip_locked=True, of=("self",))[:limit]
        )
        _settle(fresh, now, gaps={})
    with transaction.atomic():
        waiting = list(
            Gap.objects.filter(status__in=WAITING)
            .exclude(memory_id__in=[e.pk for e in fresh])  # just settled in pass 1
            .select_related("memory", "memory__user")
            .order_by(F("checked_at").asc(nulls_first=True), "id")
            .select_for_update(skip_locked=True, of=("self",))[:limit]
        )
        _settle([g.memory for g in waiting], now, gaps={g.memory_id: g for g in waiting})
    return len(fresh) + len(waiting), len(fresh) == limit or len(waiting) == limit
