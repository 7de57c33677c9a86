"""Celery tasks: thin wrappers over the services. The beat entry ``experiences-reflect`` lives in
settings.CELERY_BEAT_SCHEDULE."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from celery import shared_task
from django.conf import settings
from django.utils import timezone

from experiences.models import AgentRun
from experiences.selectors import runs_unextracted
from experiences.services.extractor import experience_extract
from experiences.services.reflect import reflect_all
from memind.jobs import RETRIED, isolated, job_record


@shared_task(name="experiences.extract_run", **RETRIED)
def extract_run(run_pk: int, **kwargs: Any) -> int | None:
    """Enqueued on commit of a run's completion: derive its task_outcome (never twice)."""
    run = AgentRun.objects.filter(pk=run_pk).first()
    experience = experience_extract(run=run) if run is not None else None
    return experience.pk if experience is not None else None


@shared_task(name="experiences.extract_missed")
def extract_missed(**kwargs: Any) -> int:
    """Every 5 min: finished runs whose extraction job never ran (broker down, worker lost)."""

    def job() -> tuple[int, bool]:
        limit = settings.MEMIND_JOB_BATCH
        finished_before = timezone.now() - timedelta(minutes=2)
        run_pks = runs_unextracted(finished_before=finished_before, limit=limit)
        for run in AgentRun.objects.filter(pk__in=run_pks):
            with isolated(f"run {run.pk}"):
                experience_extract(run=run)
        return len(run_pks), len(run_pks) == limit

    return job_record("experiences_extract_missed", job)[0]


@shared_task(name="experiences.reflect")
def reflect(**kwargs: Any) -> int:
    """Hourly: group similar task outcomes into execution patterns, app by app (≤ MEMIND_JOB_BATCH apps)."""
    return job_record("experiences_reflect", reflect_all)[0]
