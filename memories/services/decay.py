"""Decay sweep: archive memories whose strength has faded below ``MEMIND_FADED_STRENGTH``.

Strength is computed, never stored per tick (see ``memories/strength.py``). Each active row
knows when it will fade at the earliest (``fades_at``, moved when a mention or edit moves its
anchor; a recall only ever makes it later), so the sweep is a range scan on the partial index
``(fades_at) WHERE active``: it reads and writes only the rows that have (or may have) faded,
however large the table.
"""

from __future__ import annotations

from datetime import datetime

from django.conf import settings
from django.db import connection, transaction
from django.utils import timezone

from memories.models import MemoryItem
from memories.services.pruning import archive_set_based
from memories.strength import fades_at_sql, strength_sql

DECAY_ACTOR = "system:decay"


def decay_sweep(*, now: datetime | None = None, limit: int | None = None) -> tuple[int, bool]:
    """Archive up to ``limit`` faded memories; returns (archived, has_more).

    ``fades_at`` may be early: a recall raises strength without moving it (that keeps the recall
    write cheap, see ``services/context.py``). So the rows it finds are checked at ``now``; one
    refreshed since is rescheduled instead of archived."""
    now = now or timezone.now()
    limit = limit or settings.MEMIND_JOB_BATCH * 10
    threshold = settings.MEMIND_FADED_STRENGTH
    with transaction.atomic(), connection.cursor() as cur:
        cur.execute(
            f"SELECT id, {strength_sql()} >= %(line)s FROM memories_memoryitem "
            "WHERE status = 'active' AND fades_at < %(now)s "
            "ORDER BY fades_at LIMIT %(limit)s FOR UPDATE SKIP LOCKED",
            {"now": now, "line": threshold, "limit": limit},
        )
        rows = cur.fetchall()
        faded = [pk for pk, alive in rows if not alive]
        refreshed = [pk for pk, alive in rows if alive]
        if refreshed:
            cur.execute(
                f"UPDATE memories_memoryitem SET fades_at = {fades_at_sql()} WHERE id = ANY(%s)", [refreshed]
            )
        if faded:
            archive_set_based(
                cur,
                ids=faded,
                status_reason=MemoryItem.ArchivedBy.FADED,
                actor=DECAY_ACTOR,
                reason=f"strength below {threshold} after decay",
            )
    return len(faded), len(rows) >= limit


def decay_reschedule() -> int:
    """Recompute every active row's ``fades_at`` (after the half-lives or the faded line change)."""
    with connection.cursor() as cur:
        cur.execute(f"UPDATE memories_memoryitem SET fades_at = {fades_at_sql()} WHERE status = 'active'")
        return int(cur.rowcount)
