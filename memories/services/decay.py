"""Decay sweep: archive memories whose strength has faded below ``MEMIND_FADED_STRENGTH``.

Strength is computed, never stored per tick (see ``memories/strength.py``). Everything the
formula needs — type, ``decay_anchor_at``, ``anchor_strength`` — sits in the partial index
``(type, decay_anchor_at, anchor_strength) WHERE active``, so the sweep is an index-only scan
that never reads the wide rows (embeddings), and it writes only the rows that actually faded.
"""

from __future__ import annotations

from datetime import datetime

from django.conf import settings
from django.db import connection, transaction
from django.utils import timezone

from memories.services.pruning import archive_set_based
from memories.strength import strength_sql

DECAY_ACTOR = "system:decay"


def decay_sweep(*, now: datetime | None = None, limit: int | None = None) -> tuple[int, bool]:
    """Archive up to ``limit`` faded memories; returns (archived, has_more)."""
    now = now or timezone.now()
    limit = limit or settings.MEMIND_JOB_BATCH * 10
    threshold = settings.MEMIND_FADED_STRENGTH
    archived = 0
    with transaction.atomic(), connection.cursor() as cur:
        for memory_type in sorted(settings.MEMIND_HALF_LIFE_DAYS):
            if archived >= limit:
                break
            cur.execute(
                f"""SELECT id FROM memories_memoryitem
                    WHERE type = %(type)s AND status = 'active' AND {strength_sql()} < %(threshold)s
                    ORDER BY decay_anchor_at LIMIT %(limit)s""",
                {"type": memory_type, "now": now, "threshold": threshold, "limit": limit - archived},
            )  # fmt: skip
            ids = [r[0] for r in cur.fetchall()]
            if ids:
                archive_set_based(cur, ids=ids, status_reason="faded", actor=DECAY_ACTOR,
                                  reason=f"strength below {threshold} after decay")  # fmt: skip
                archived += len(ids)
    return archived, archived >= limit
