"""Running a bounded job and recording what it did (``JobRun``), for the admin; and queueing one
without ever failing the request that asked for it."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import timedelta
from typing import Any

from celery import Task
from django.db import InterfaceError, OperationalError, transaction
from django.utils import timezone

from memind.metrics import job_run_record
from memind.models import JobRun

log = logging.getLogger(__name__)

_KEEP = timedelta(days=30)  # job history worth looking back on; older rows are pruned by the jobs themselves


_MAX_FAILURES = 100  # items listed on one run; the count is kept whole

# The items of the running job that failed (``isolated``), or None outside ``job_record``.
_failures: ContextVar[list[str] | None] = ContextVar("job_failures", default=None)


def job_record(name: str, job: Callable[[], tuple[int, bool]]) -> tuple[int, bool]:
    """Run ``job`` (returns ``(processed, has_more)``) and record it; failures are recorded and re-raised.

    Items the job runs under ``isolated`` that fail are listed on the run (``failures``) and the
    job carries on with the rest."""
    run = JobRun.objects.create(name=name)
    failures: list[str] = []
    token = _failures.set(failures)
    started = time.perf_counter()
    try:
        processed, has_more = job()
    except Exception as exc:
        seconds = time.perf_counter() - started
        job_run_record(job=name, outcome="failed", seconds=seconds, processed=0, failed=len(failures))
        JobRun.objects.filter(pk=run.pk).update(
            finished_at=timezone.now(),
            error=f"{type(exc).__name__}: {exc}",
            failed=len(failures),
            failures=failures[:_MAX_FAILURES],
        )
        raise
    finally:
        _failures.reset(token)
    job_run_record(
        job=name,
        outcome="succeeded",
        seconds=time.perf_counter() - started,
        processed=processed,
        failed=len(failures),
    )
    JobRun.objects.filter(pk=run.pk).update(
        finished_at=timezone.now(),
        processed=processed,
        has_more=has_more,
        failed=len(failures),
        failures=failures[:_MAX_FAILURES],
    )
    JobRun.objects.filter(name=name, started_at__lt=timezone.now() - _KEEP).delete()
    return processed, has_more


@contextmanager
def isolated(what: str) -> Iterator[None]:
    """One item of a sweep (a user, an app, a run), in its own savepoint: if it fails, its changes
    are undone, the failure is logged and listed on the job's run, and the sweep carries on —
    one odd row never stops the job for everyone else. An outage of the database is not an
    item's failure: it stops the job (which is retried on its next beat)."""
    try:
        with transaction.atomic():
            yield
    except Exception as exc:
        if _failures.get() is None or isinstance(exc, OperationalError | InterfaceError):
            raise
        log.exception("%s failed; the job carries on", what)
        _failures.get().append(f"{what}: {type(exc).__name__}: {exc}"[:500])  # type: ignore[union-attr]


# Options for jobs that are safe to run again (per-user work under a lock that re-reads what is
# pending): acknowledged late so a dead worker's job is delivered again, and retried with backoff
# while the database is unreachable.
RETRIED: dict[str, Any] = {
    "acks_late": True,
    "autoretry_for": (OperationalError, InterfaceError),
    "retry_backoff": 2,
    "retry_backoff_max": 120,
    "max_retries": 8,
}


def enqueue(task: Task[Any, Any], **kwargs: Any) -> bool:
    """Send ``task`` to the broker; False (logged) when the broker cannot take it.

    A request never fails because Redis is down: what it stored is safe in PostgreSQL, and the
    beat sweeps find the work that was not queued (pending extraction, unembedded messages).
    The broker's timeouts are short (``CELERY_BROKER_TRANSPORT_OPTIONS``) and a failed send is
    not retried here, so the request waits at most about a second."""
    try:
        task.apply_async(kwargs=kwargs, retry=False)
    except Exception as exc:  # noqa: BLE001 - kombu/redis raise several kinds; all mean "not queued"
        log.warning("could not queue %s%s: %s", task.name, kwargs, exc)
        return False
    return True


def enqueue_on_commit(task: Task[Any, Any], **kwargs: Any) -> None:
    """``enqueue`` once the current transaction commits (at once outside one)."""
    transaction.on_commit(lambda: enqueue(task, **kwargs))
