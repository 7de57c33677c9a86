"""The usage ledger: every LLM and remote-embedding call, and each app's daily token budget.

``memind.llm`` and ``memind.embedding`` report their calls through ``memind.usage``; this module
is the ledger they report to (registered in ``MemoriesConfig.ready``). One row per call, with the
app, user and reference of the scope the caller opened.

Budget: before an LLM call, today's (UTC) tokens of the app are summed from the ledger — one
index-only range scan on ``(app, created_at) INCLUDE (total_tokens)`` — and compared with the
app's budget (``App.daily_token_budget``, else ``MEMIND_DAILY_TOKEN_BUDGET``; 0 = unlimited).
A call is allowed while the app is under its budget, so the call that crosses it completes: an
app overshoots by at most what the calls already in flight spend. Embeddings count towards the
budget but are never refused (a memory needs its vector; there is no rule to fall back on).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from datetime import UTC, datetime, time

from django.conf import settings
from django.db import connection, transaction
from django.utils import timezone

from memind import usage
from memind.models import App
from memories.models import UsageRecord

log = logging.getLogger(__name__)


def day_start(now: datetime | None = None) -> datetime:
    """Midnight UTC of ``now``'s day: budgets and usage are counted in UTC days."""
    now = now or timezone.now()
    return datetime.combine(now.astimezone(UTC).date(), time.min, tzinfo=UTC)


def budget_of(app: App) -> int:
    """The app's daily token budget; 0 = unlimited."""
    if app.daily_token_budget is not None:
        return int(app.daily_token_budget)
    return int(settings.MEMIND_DAILY_TOKEN_BUDGET)


def usage_record_calls(*, calls: Sequence[tuple[usage.Scope | None, usage.Call]]) -> int:
    """Store calls in the ledger; returns how many. In a savepoint: a failed insert (an app erased
    meanwhile) never poisons the caller's transaction, and is logged rather than raised."""
    rows = []
    for scope, call in calls:
        rows.append(
            UsageRecord(
                app_id=scope.app_id if scope else None,
                user_id=scope.user_id if scope else None,
                ref=(scope.ref if scope else "")[:64],
                purpose=call.purpose[:32],
                model=call.model[:100],
                prompt_tokens=call.prompt_tokens,
                completion_tokens=call.completion_tokens,
                total_tokens=call.prompt_tokens + call.completion_tokens,
                estimated=call.estimated,
                latency_ms=call.latency_ms,
                outcome=call.outcome,
                error=call.error[:300],
            )
        )
    try:
        with transaction.atomic():
            UsageRecord.objects.bulk_create(rows)
    except Exception:  # noqa: BLE001 - bookkeeping never breaks the job it records
        log.exception("usage ledger: %d calls not recorded", len(rows))
        return 0
    return len(rows)


def app_over_budget(*, app_id: int, now: datetime | None = None) -> bool:
    """Whether the app has spent today's tokens. One query: the budget and today's sum."""
    with connection.cursor() as cur:
        cur.execute(
            """SELECT a.daily_token_budget,
                      (SELECT COALESCE(SUM(u.total_tokens), 0) FROM memories_usagerecord u
                        WHERE u.app_id = a.id AND u.created_at >= %s)
                 FROM memories_app a WHERE a.id = %s""",
            [day_start(now), app_id],
        )
        row = cur.fetchone()
    if row is None:
        return False
    budget = row[0] if row[0] is not None else settings.MEMIND_DAILY_TOKEN_BUDGET
    return bool(budget) and int(row[1]) >= int(budget)


class Ledger:
    """What memind.usage reports to."""

    def record(self, calls: Sequence[tuple[usage.Scope | None, usage.Call]]) -> None:
        usage_record_calls(calls=calls)

    def over_budget(self, scope: usage.Scope | None) -> bool:
        if scope is None or scope.app_id is None:
            return False  # an operator's command: no app to charge, nothing to hold back
        return app_over_budget(app_id=scope.app_id)

    def deferred(self) -> bool:
        return connection.in_atomic_block
