"""Celery tasks for proactive messages: thin wrappers over services (beat entries in settings)."""

from __future__ import annotations

from typing import Any

from celery import shared_task

from memind.jobs import job_record
from proactive.services.gaps import gaps_detect as detect


@shared_task(name="proactive.gaps_detect")
def gaps_detect(**kwargs: Any) -> int:
    """Hourly: open gaps for due life events, close answered ones, expire stale ones (≤ 2 × batch rows)."""
    return job_record("gaps_detect", detect)[0]
