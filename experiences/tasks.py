"""Celery tasks: thin wrappers over the services. The beat entry ``experiences-reflect`` lives in
settings.CELERY_BEAT_SCHEDULE."""

from __future__ import annotations

from typing import Any

from celery import shared_task

from experiences.models import AgentRun
from experiences.services.extractor import experience_extract
from experiences.services.reflect import reflect_all
from memind.jobs import job_record


@shared_task(name="experiences.extract_run", acks_late=True)
def extract_run(run_pk: int, **kwargs: Any) -> int | None:
    """Enqueued on commit of a run's completion: derive its task_outcome (never twice)."""
    run = AgentRun.objects.filter(pk=run_pk).first()
    experience = experience_extract(run=run) if run is not None else None
    return experience.pk if experience is not None else None


@shared_task(name="experiences.reflect")
def reflect(**kwargs: Any) -> int:
    """Hourly: group similar task outcomes into execution patterns, app by app (≤ MEMIND_JOB_BATCH apps)."""
    return job_record("experiences_reflect", reflect_all)[0]
