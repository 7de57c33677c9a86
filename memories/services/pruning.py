"""Quota pruning: at most ``MEMIND_QUOTA_ACTIVE`` (200) active memories per user.

The strongest ``MEMIND_QUOTA_PER_TYPE`` (15) of every type are protected, so a flood of one type
can never wipe out another (``routine`` survives a thousand ``preference``s). The remaining
places (200 − the protected ones: at least the 80-item overflow buffer, more when a type has
fewer than 15) go to the strongest of the rest. Everything else is archived with reason
``quota`` and an event — never silently deleted. Superseded and archived items don't count.
"""

from __future__ import annotations

from datetime import datetime

from django.conf import settings
from django.db import connection, transaction
from django.utils import timezone

from memind.jobs import isolated
from memories.models import EndUser, MemoryItem
from memories.services import webhooks
from memories.strength import strength_sql
from memories.types import types_where

PRUNE_ACTOR = "system:pruning"


def _victims_sql() -> str:
    # Pinned memories rank first and are never chosen: an operator or the app said to keep them.
    return f"""
        WITH ranked AS (
            SELECT id, {strength_sql()} AS s, type, pinned
            FROM memories_memoryitem
            WHERE user_id = %(user)s AND status = 'active'
        ), typed AS (
            SELECT id, s, pinned, type = ANY(%(protected)s) AND row_number() OVER (
                       PARTITION BY type ORDER BY pinned DESC, s DESC, id DESC
                   ) <= %(per_type)s AS protected
            FROM ranked
        ), rest AS (
            SELECT id, pinned, row_number() OVER (ORDER BY pinned DESC, s DESC, id DESC) AS rest_rank
            FROM typed WHERE NOT protected
        )
        SELECT id FROM rest
        WHERE rest_rank > %(quota)s - (SELECT count(*) FROM typed WHERE protected)
          AND NOT pinned
    """


def memory_prune_user(*, user: EndUser, now: datetime | None = None) -> int:
    """Archive this user's weakest unprotected memories beyond the quota; returns how many."""
    quota, per_type = settings.MEMIND_QUOTA_ACTIVE, settings.MEMIND_QUOTA_PER_TYPE
    params = {
        "user": user.pk,
        "now": now or timezone.now(),
        "quota": quota,
        "per_type": per_type,
        "protected": sorted(types_where("quota_protected")),
    }
    reason = f"quota: {quota} active max, the {per_type} strongest of each type protected"
    with transaction.atomic(), connection.cursor() as cur:
        cur.execute(
            "SELECT count(*) FROM memories_memoryitem WHERE user_id = %s AND status = 'active'", [user.pk]
        )
        if cur.fetchone()[0] <= quota:
            return 0
        cur.execute(_victims_sql(), params)
        ids = [r[0] for r in cur.fetchall()]
        if ids:
            archive_set_based(
                cur, ids=ids, status_reason=MemoryItem.ArchivedBy.QUOTA, actor=PRUNE_ACTOR, reason=reason
            )
    return len(ids)


def archive_set_based(cur: object, *, ids: list[int], status_reason: str, actor: str, reason: str) -> None:
    """Archive many memories in two statements, each with its history event (still active only),
    and emit ``memory.archived`` for them (webhooks)."""
    cur.execute(  # type: ignore[attr-defined]
        """
        WITH old AS (
            SELECT id, status_reason FROM memories_memoryitem
            WHERE id = ANY(%(ids)s) AND status = 'active' FOR UPDATE
        ), changed AS (
            UPDATE memories_memoryitem m SET status = 'archived', status_reason = %(sr)s, updated_at = now()
            FROM old WHERE m.id = old.id
            RETURNING m.id, m.app_id, m.user_id, old.status_reason AS was
        )
        INSERT INTO memories_memoryevent (app_id, user_id, memory_id, kind, actor, reason, before, after, at)
        SELECT app_id, user_id, id, 'archived', %(actor)s, %(reason)s,
               jsonb_build_object('status', 'active', 'status_reason', was),
               jsonb_build_object('status', 'archived', 'status_reason', %(sr)s), now()
        FROM changed
        RETURNING memory_id, app_id
        """,
        {"ids": ids, "sr": status_reason, "actor": actor, "reason": reason},
    )
    archived = [(memory_id, app_id) for memory_id, app_id in cur.fetchall()]  # type: ignore[attr-defined]
    webhooks.memories_archived_emit(rows=archived, actor=actor, reason=reason)


def users_over_quota(*, limit: int) -> list[int]:
    """Users with more active memories than the quota (an index-only scan of (user, status, type))."""
    with connection.cursor() as cur:
        cur.execute(
            "SELECT user_id FROM memories_memoryitem WHERE status = 'active' "
            "GROUP BY user_id HAVING count(*) > %s ORDER BY user_id LIMIT %s",
            [settings.MEMIND_QUOTA_ACTIVE, limit],
        )
        return [r[0] for r in cur.fetchall()]


def quota_prune(*, limit: int | None = None, now: datetime | None = None) -> tuple[int, bool]:
    """Beat job: prune every over-quota user, at most ``limit`` users per call.

    Returns (memories archived, whether more users may be over quota)."""
    limit = limit or settings.MEMIND_JOB_BATCH
    user_ids = users_over_quota(limit=limit)
    archived = 0
    for user in EndUser.objects.filter(pk__in=user_ids):
        with isolated(f"user {user.pk}"):
            archived += memory_prune_user(user=user, now=now)
    return archived, len(user_ids) == limit
