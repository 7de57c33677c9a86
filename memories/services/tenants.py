"""End users: created on first sight, updated, and erased with everything about them (apps and
their keys are the platform's: memind/tenants.py)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

from django.db import connection, transaction

from memind.models import App
from memories.models import EndUser


def user_touch(
    *, app: App, external_id: str, earliest: datetime | None = None, latest: datetime | None = None
) -> EndUser:
    """Get or create the end user, widening first/last seen to cover ``earliest``…``latest``.

    Inside the caller's transaction the user's row stays locked until it ends (``_user_locked``)."""
    with transaction.atomic():
        user = _user_locked(app=app, external_id=external_id)
        changed = []
        if earliest is not None and (user.first_seen_at is None or earliest < user.first_seen_at):
            user.first_seen_at = earliest
            changed.append("first_seen_at")
        latest = latest or earliest
        if latest is not None and (user.last_seen_at is None or latest > user.last_seen_at):
            user.last_seen_at = latest
            changed.append("last_seen_at")
        if changed:
            user.save(update_fields=changed)
    return user


USER_EDITABLE_FIELDS = ("display_name", "timezone", "locale", "metadata")


def user_update(*, app: App, external_id: str, data: dict[str, Any]) -> EndUser:
    """Create or update the user's profile fields (timezone, locale, display name, metadata)."""
    with transaction.atomic():
        user = _user_locked(app=app, external_id=external_id)
        fields = [f for f in USER_EDITABLE_FIELDS if f in data]
        for f in fields:
            setattr(user, f, data[f])
        if fields:
            user.save(update_fields=fields)
    return user


def _user_locked(*, app: App, external_id: str) -> EndUser:
    """The user's row (created if missing), locked against erasure until the transaction ends.

    A write for a user holds this lock, so an erasure either runs first (and this creates the
    user afresh: the write comes after the erasure) or waits for the write and erases it too. The
    lock (``FOR NO KEY UPDATE``) lets concurrent foreign-key inserts for the user through."""
    for _ in range(3):
        user, _ = EndUser.objects.get_or_create(app=app, external_id=external_id)
        locked = EndUser.objects.select_for_update(no_key=True).filter(pk=user.pk).first()
        if locked is not None:
            return locked
    raise RuntimeError(f"user {external_id!r} of app {app.pk} erased three times over during one write")


# Every table is keyed by user_id, so each statement is one index range delete. Foreign keys are
# deferred to commit, and by then every row of these users that references another is gone.
# What an app's eraser gets: a SQL condition on a ``user_id`` column (``"= %s"`` or ``"IN (…)"``)
# and its one parameter; it deletes that app's rows of those users and says how many of each.
UserRowsEraser = Callable[[str, int], dict[str, int]]
_erasers: list[UserRowsEraser] = []


def erasure_register(eraser: UserRowsEraser) -> None:
    """An app above this one registers (from its ``AppConfig.ready``) how to erase its own
    user-scoped rows; ``user_erase`` and ``app_erase`` call it first, in their transaction, so this
    module never names another app's tables."""
    if eraser not in _erasers:
        _erasers.append(eraser)


def erase_rows(statements: dict[str, str], users: str, param: int) -> dict[str, int]:
    """Run ``{name: "DELETE … WHERE user_id {users}"}`` in order; rows deleted by each."""
    counts: dict[str, int] = {}
    with connection.cursor() as cur:
        for name, sql in statements.items():
            cur.execute(sql.format(users=users), [param])
            counts[name] = cur.rowcount
    return counts


_ERASE = {
    # Events about the user, sent or not: their payloads quote the user's memories. A delivery in
    # flight meanwhile finds its row gone and records nothing; the sweep never sees it again.
    "webhook_deliveries": "DELETE FROM memories_webhookdelivery WHERE event_id IN "
    "(SELECT id FROM memories_webhookevent WHERE user_id {users})",
    "webhook_events": "DELETE FROM memories_webhookevent WHERE user_id {users}",
    "trace_links": "DELETE FROM memories_contexttrace_memories WHERE contexttrace_id IN "
    "(SELECT id FROM memories_contexttrace WHERE user_id {users})",
    "traces": "DELETE FROM memories_contexttrace WHERE user_id {users}",
    "episodes": "DELETE FROM memories_episode WHERE user_id {users}",
    "memory_events": "DELETE FROM memories_memoryevent WHERE user_id {users}",
    "memory_sources": "DELETE FROM memories_memorysource WHERE memory_id IN "
    "(SELECT id FROM memories_memoryitem WHERE user_id {users})",
    "memories": "DELETE FROM memories_memoryitem WHERE user_id {users}",
    "messages": "DELETE FROM memories_message WHERE user_id {users}",
    "extraction_runs": "DELETE FROM memories_extractionrun WHERE user_id {users}",
}


def _erase(users: str, param: int) -> dict[str, int]:
    counts: dict[str, int] = {}
    for eraser in _erasers:  # the apps above first: their rows point at memories and traces
        counts |= eraser(users, param)
    return counts | erase_rows(_ERASE, users, param)


def user_erase(*, user: EndUser) -> dict[str, int]:
    """Erase everything Memind holds about one end user, set-based (no per-row Python).

    The user's row is locked first: a write for them already in flight (a trace, a message
    batch, an extraction run) commits before the erasure reads anything, and is erased with the
    rest; one that starts later waits, then finds the user gone (its foreign key fails at commit,
    which the API answers 409 and a job records)."""
    with transaction.atomic():
        if not EndUser.objects.select_for_update().filter(pk=user.pk).exists():
            return {}  # erased by a concurrent call
        counts = _erase("= %s", user.pk)
        user.delete()
    return counts


def app_erase(*, app: App) -> dict[str, int]:
    """Erase an app with all its users' data (benchmarks clean up with it)."""
    with transaction.atomic():
        counts = _erase("IN (SELECT id FROM memories_enduser WHERE app_id = %s)", app.pk)
        EndUser.objects.filter(app=app).delete()
        app.delete()
    return counts
