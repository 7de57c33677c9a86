"""What Memind believed about a user at a moment, rebuilt from each memory's history (a selector).

Two times are kept apart (bi-temporal): ``observed_at`` is when a fact was said (true), and
``created_at`` when Memind learned it (recorded). "As of T" means what the system had learned by T:
the user's memories recorded by then, each rolled back to its state at T by undoing, newest first,
every history event recorded after T (each event keeps the fields it changed as they were
before). A fact learned long after it was said shows as learned late.

Strength at T comes from the decay anchor in effect then. Mentions, edits, pins and restores move
the anchor and record it; a recall moves it without an event (it happens on every reply), so for a
memory recalled since T its strength then is estimated from its last recorded anchor
(``strength_estimated``).
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from typing import Any

from django.conf import settings
from django.db import connection

from memories.models import EndUser, MemoryEvent, MemoryItem
from memories.retrieval import ActiveMemory
from memories.services.memories import SNAPSHOT_FIELDS
from memories.types import rule

# Fields read from the row; the history's snapshots hold the changing ones.
_FIELDS = (
    "id",
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
    "mention_count",
    "created_at",
)
_DATETIMES = ("observed_at", "decay_anchor_at")
_SNAPSHOT = frozenset(SNAPSHOT_FIELDS)
_PUBLIC = (
    "id",
    "type",
    "content",
    "status",
    "status_reason",
    "strength",
    "strength_estimated",
    "faded",
    "subject",
    "slot",
    "value",
    "importance",
    "outcome",
    "event_date",
    "superseded_by",
    "pinned",
    "held",
    "review_state",
    "observed_at",
    "learned_at",
    "learned_late",
    "changed_since",
)
LEARNED_LATE = timedelta(days=1)  # recorded this long after it was said: learned late


@dataclass
class Belief:
    """One memory as it stood at ``at``."""

    id: int
    type: str
    content: str
    status: str
    status_reason: str
    strength: float
    strength_estimated: bool
    faded: bool  # still active then, but weaker than the faded line
    subject: str
    slot: str
    value: str
    importance: float
    valence: float
    outcome: str
    event_date: date | None
    superseded_by: int | None
    pinned: bool
    held: bool
    review_state: str
    mention_count: int
    observed_at: datetime  # when it was said
    learned_at: datetime  # when Memind recorded it
    learned_late: bool
    changed_since: bool  # its content or state changed after ``at``
    extra: dict[str, Any] = field(default_factory=dict, repr=False)

    def as_dict(self) -> dict[str, Any]:
        """For the API (``BeliefSerializer`` documents it): plain values, dates in ISO 8601."""
        out = {f: getattr(self, f) for f in _PUBLIC}
        for f in ("observed_at", "learned_at"):
            out[f] = out[f].isoformat().replace("+00:00", "Z")
        out["event_date"] = self.event_date.isoformat() if self.event_date else None
        return out

    def active(self) -> ActiveMemory:
        """As ranking and the profile read an active memory."""
        age = max(0.0, (self.extra["at"] - self.observed_at).total_seconds() / 86400)
        return ActiveMemory(
            pk=self.id,
            type=self.type,
            content=self.content,
            strength=self.strength,
            age_days=age,
            outcome=self.outcome,
            valence=self.valence,
            mention_count=self.mention_count,
            distance=None,
            subject=self.subject,
            pinned=self.pinned,
        )


def _epoch(v: Any) -> Any:
    """A snapshot's ISO datetime as epoch seconds (how rows are read here: floats are cheap)."""
    return datetime.fromisoformat(v).timestamp() if isinstance(v, str) else v


def _apply(row: dict[str, Any], before: dict[str, Any]) -> None:
    row.update({k: _epoch(v) if k in _DATETIMES else v for k, v in before.items() if k in row})


_ROWS_SQL = ", ".join(
    f"EXTRACT(EPOCH FROM m.{f})::float8" if f in (*_DATETIMES, "created_at") else f"m.{f}" for f in _FIELDS
)


def beliefs_at(*, user: EndUser, at: datetime) -> list[Belief]:
    """Every memory of ``user`` recorded by ``at``, as it stood then; newest observation first.

    One read: the user's memories, each with its first event after ``at`` (``(memory, at)``)."""
    table, events = MemoryItem._meta.db_table, MemoryEvent._meta.db_table
    with connection.cursor() as cur:
        # Times as epoch seconds: parsing a timestamp per column per row cost more than the query.
        # A full snapshot before the first event after ``at`` is the state at ``at``: one probe of
        # the (memory, at) index per memory, however long the history since (a DISTINCT ON over
        # the user's events after ``at`` sorted thousands of rows: 9.4 → 2.7 ms at 10,000 events).
        cur.execute(
            f"""SELECT {_ROWS_SQL}, e.id, e.before FROM {table} m LEFT JOIN LATERAL (
                    SELECT id, before FROM {events}
                    WHERE memory_id = m.id AND at > %(at)s ORDER BY at, id LIMIT 1) e ON true
                WHERE m.user_id = %(user)s AND m.created_at <= %(at)s""",
            {"user": user.pk, "at": at},
        )
        rows: dict[int, dict[str, Any]] = {}
        first: list[tuple[int, dict[str, Any] | None]] = []
        for r in cur.fetchall():
            rows[r[0]] = dict(zip(_FIELDS, r[:-2], strict=True))
            if r[-2] is not None:
                # Django reads jsonb as text on raw cursors (its JSONField parses it).
                first.append((r[0], json.loads(r[-1]) if r[-1] else None))
    changed = {pk for pk, _ in first}
    partial = []
    for pk, before in first:
        if before and before.keys() >= _SNAPSHOT:
            _apply(rows[pk], before)
        else:
            partial.append(pk)  # e.g. a sweep's archive keeps only the status: undo event by event
    if partial:
        undo = (
            MemoryEvent.objects.filter(user=user, at__gt=at, memory_id__in=partial)
            .order_by("-at", "-id")
            .values_list("memory_id", "before")
        )
        for pk, before in undo:
            if before:
                _apply(rows[pk], before)
    line, at_ts = settings.MEMIND_FADED_STRENGTH, at.timestamp()
    out = []
    for r in rows.values():
        strength, estimated = _strength(r, at_ts)
        if isinstance(r["event_date"], str):
            r["event_date"] = date.fromisoformat(r["event_date"])
        out.append(
            Belief(
                id=r["id"],
                type=r["type"],
                content=r["content"],
                status=r["status"],
                status_reason=r["status_reason"],
                strength=round(strength, 4),
                strength_estimated=estimated,
                faded=r["status"] == MemoryItem.Status.ACTIVE and not r["pinned"] and strength < line,
                subject=r["subject"],
                slot=r["slot"],
                value=r["value"],
                importance=r["importance"],
                valence=r["valence"],
                outcome=r["outcome"],
                event_date=r["event_date"],
                superseded_by=r["superseded_by_id"],
                pinned=bool(r["pinned"]),
                held=bool(r["held"]),
                review_state=r["review_state"] or "",
                mention_count=r["mention_count"],
                observed_at=datetime.fromtimestamp(r["observed_at"], UTC),
                learned_at=datetime.fromtimestamp(r["created_at"], UTC),
                learned_late=r["created_at"] - r["observed_at"] > LEARNED_LATE.total_seconds(),
                changed_since=r["id"] in changed,
                extra={"at": at},
            )
        )
    out.sort(key=lambda b: (b.observed_at, b.id), reverse=True)
    return out


def _strength(r: dict[str, Any], at: float) -> tuple[float, bool]:
    anchor, anchor_at, estimated = r["anchor_strength"], r["decay_anchor_at"], False
    if anchor_at > at:  # moved by a recall since (not in the history): start from what was recorded
        anchor, anchor_at, estimated = r["importance"], r["observed_at"], True
    if r["pinned"]:
        return anchor, estimated
    age_days = max(0.0, (at - anchor_at) / 86400)
    half_life = rule(r["type"]).half_life_days
    return anchor * math.pow(0.5, min(age_days / half_life, 1000.0)), estimated


def believed_active(beliefs: list[Belief]) -> list[ActiveMemory]:
    """The memories that were in use then (active, not held for review), as the profile reads them."""
    return [b.active() for b in beliefs if b.status == MemoryItem.Status.ACTIVE and not b.held]


@dataclass
class BeliefsDiff:
    added: list[Belief]  # in use at the second moment, not at the first
    superseded: list[Belief]
    archived: list[Belief]
    faded: list[Belief]  # archived by decay, or weaker than the faded line
    edited: list[tuple[Belief, Belief]]  # (then, later) with other content


def beliefs_diff(*, user: EndUser, since: datetime, until: datetime) -> BeliefsDiff:
    """What changed in what Memind believed between two moments."""
    before = {b.id: b for b in beliefs_at(user=user, at=since)}
    after = beliefs_at(user=user, at=until)
    diff = BeliefsDiff(added=[], superseded=[], archived=[], faded=[], edited=[])
    active = MemoryItem.Status.ACTIVE
    for b in after:
        was = before.get(b.id)
        was_in_use = was is not None and was.status == active and not was.held and not was.faded
        if b.status == active and not b.held and not b.faded:
            if not was_in_use:
                diff.added.append(b)
            elif was is not None and was.content != b.content:
                diff.edited.append((was, b))
        elif was_in_use:
            if b.faded or b.status_reason == MemoryItem.ArchivedBy.FADED:
                diff.faded.append(b)
            elif b.status == MemoryItem.Status.SUPERSEDED:
                diff.superseded.append(b)
            elif b.status == MemoryItem.Status.ARCHIVED:
                diff.archived.append(b)
    return diff
