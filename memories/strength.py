"""How strong a memory is now: importance decayed by its type's half-life since its last refresh.

strength(now) = anchor_strength × 0.5^(days since decay_anchor_at / half-life of its type)

Mentions and recalls move the anchor (``decay_anchor_at`` = then, ``anchor_strength`` = what was
left plus a boost), so nothing has to rewrite rows as time passes: Python (``MemoryItem.strength_at``)
and SQL (``strength_sql``) compute the same number on demand.
"""

from __future__ import annotations

from django.conf import settings


def strength_sql(now_placeholder: str = "%(now)s", table: str = "") -> str:
    """A SQL expression for a row's current strength; ``now`` is bound as a parameter."""
    p = f"{table}." if table else ""
    cases = " ".join(
        f"WHEN '{t}' THEN {float(days)!r}" for t, days in sorted(settings.MEMIND_HALF_LIFE_DAYS.items())
    )
    age_days = (
        f"GREATEST(0, EXTRACT(EPOCH FROM ({now_placeholder}::timestamptz - {p}decay_anchor_at)) / 86400.0)"
    )
    return f"({p}anchor_strength * power(0.5, {age_days} / (CASE {p}type {cases} END)))"
