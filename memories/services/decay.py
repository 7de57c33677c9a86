"""Decay sweep: archive memories whose strength has faded below ``MEMIND_FADED_STRENGTH``.

Strength is computed, never stored per tick (see ``memories/strength.py``). Each active row
knows when it will fade (``fades_at``, moved only when a mention, recall or edit moves its
anchor), so the sweep is a range scan on the partial index ``(fades_at) WHERE active``: it
reads and writes only the rows that have faded, however large the table.
"""

from __future__ import annotations

from datetime import datetime

from django.conf import settings
from django.db import connection, transaction
from django.utils import timezone

from memories.services.pruning import archive_set_based
from memories.strength import fades_at_sql

DECAY_ACTOR = "system:decay"


def decay_sweep(*, now: datetime | None = None, limit: int | None = None) -> tuple[int, bool]:
    """Archive up to ``limit`` faded memories; returns (archived, has_more)."""
    now = now or timezone.now()
    limit = limit or settings.MEMIND_JOB_BATCH * 10
    threshold = settings.MEMIND_FADED_STRENGTH
    with transaction.atomic(), connection.cursor() as cur:
        cur.execute(
            "SELECT id FROM memories_memoryitem WHERE status = 'active' AND fades_at < %s "
            "ORDER BY fades_at LIMIT %s FOR UPDATE SKIP LOCKED",
            [now, limit],
        )
        ids = [r[0] for r in cur.fetchall()]
        if ids:
            archive_set_based(cur, ids=ids, status_reason="faded", actor=DECAY_ACTOR,
                              reason=f"strength below {threshold} after decay")  # fmt: skip
    return len(ids), len(ids) >= limit


def decay_reschedule() -> int:
    """Recompute every active row's ``fades_at`` (after the half-lives or the faded line change)."""
    with connection.cursor() as cur:
        cur.execute(f"UPDATE memories_memoryitem SET fades_at = {fades_at_sql()} WHERE status = 'active'")
        return cur.rowcount
