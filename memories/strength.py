"""How strong a memory is now: importance decayed by its type's half-life since its last refresh.

strength(now) = anchor_strength × 0.5^(days since decay_anchor_at / half-life of its type)

Mentions and recalls move the anchor (``decay_anchor_at`` = then, ``anchor_strength`` = what was
left plus a boost), so nothing has to rewrite rows as time passes: Python (``MemoryItem.strength_at``)
and SQL (``strength_sql``) compute the same number on demand.

Each row also carries ``fades_at``: the moment its strength will cross ``MEMIND_FADED_STRENGTH``.
It changes only when the anchor does, and makes the decay sweep a range scan over the rows that
have actually faded, however many millions there are.
"""

from __future__ import annotations

import math
from datetime import datetime, timedelta

from django.conf import settings

from memories.types import half_lives, rule


def strength_sql(now_placeholder: str = "%(now)s", table: str = "") -> str:
    """A SQL expression for a row's current strength; ``now`` is bound as a parameter."""
    p = f"{table}." if table else ""
    # float8 throughout: EXTRACT returns numeric, and numeric power() costs ~8 µs a row — most of
    # a 200-memory context load.
    cases = " ".join(f"WHEN '{t}' THEN {float(days)!r}::float8" for t, days in sorted(half_lives().items()))
    age_s = f"EXTRACT(EPOCH FROM ({now_placeholder}::timestamptz - {p}decay_anchor_at))::float8"
    age_days = f"GREATEST(0, {age_s} / 86400)"
    # The exponent is capped: 0.5^1000 is already nothing, and PostgreSQL's power() raises on
    # underflow — one ancient row would otherwise fail the user's context and every sweep.
    decayed = f"{p}anchor_strength * power(0.5::float8, LEAST({age_days} / (CASE {p}type {cases} END), 1000))"
    return f"(CASE WHEN {p}pinned THEN {p}anchor_strength ELSE {decayed} END)"  # pinned: never fades


def fades_at(*, type: str, anchor_strength: float, anchor_at: datetime) -> datetime:
    """When strength falls below the faded line: anchor + half-life × log2(anchor / line)."""
    line = settings.MEMIND_FADED_STRENGTH
    if anchor_strength <= line:
        return anchor_at
    days = rule(type).half_life_days * math.log2(anchor_strength / line)
    return anchor_at + timedelta(days=min(days, 365_000))


def fades_at_sql(
    *,
    type: str = "type",
    anchor_strength: str = "anchor_strength",
    anchor_at: str = "decay_anchor_at",
    pinned: str = "pinned",
) -> str:
    """The same as ``fades_at`` as a SQL expression over the given column expressions."""
    cases = " ".join(f"WHEN '{t}' THEN {float(days)!r}" for t, days in sorted(half_lives().items()))
    line = float(settings.MEMIND_FADED_STRENGTH)
    log2 = f"log(2, GREATEST({anchor_strength}, {line!r})::numeric / {line!r})::float8"
    return (
        f"(CASE WHEN {pinned} THEN NULL "
        f"ELSE {anchor_at} + make_interval(secs => 86400 * (CASE {type} {cases} END) * {log2}) END)"
    )
