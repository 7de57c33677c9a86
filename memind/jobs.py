"""Running a bounded job and recording what it did (``JobRun``), for the admin."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta

from django.utils import timezone

from memind.models import JobRun

_KEEP = timedelta(days=30)  # job history worth looking back on; older rows are pruned by the jobs themselves


def job_record(name: str, job: Callable[[], tuple[int, bool]]) -> tuple[int, bool]:
    """Run ``job`` (returns ``(processed, has_more)``) and record it; failures are recorded and re-raised."""
    run = JobRun.objects.create(name=name)
    try:
        processed, has_more = job()
    except Exception as exc:
        JobRun.objects.filter(pk=run.pk).update(
            finished_at=timezone.now(), error=f"{type(exc).__name__}: {exc}"
        )
        raise
    JobRun.objects.filter(pk=run.pk).update(
        finished_at=timezone.now(), processed=processed, has_more=has_more
    )
    JobRun.objects.filter(name=name, started_at__lt=timezone.now() - _KEEP).delete()
    return processed, has_more
