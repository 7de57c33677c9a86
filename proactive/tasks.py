"""Celery tasks for proactive messages: thin wrappers over services (beat entries in settings)."""

from __future__ import annotations

from typing import Any

from celery import shared_task

from memind.jobs import job_record
from proactive.services.gaps import gaps_detect as detect
from proactive.services.planner import proactive_plan_active


@shared_task(name="proactive.gaps_detect")
def gaps_detect(**kwargs: Any) -> int:
    """Hourly: open gaps for due life events, close answered ones, expire stale ones (≤ 2 × batch rows)."""
    return job_record("gaps_detect", detect)[0]


@shared_task(name="proactive.plan_active")
def plan_active(**kwargs: Any) -> int:
    """Every 30 min: plan proactive messages for recently active users (bounded); apps fetch them
    with GET proactive-messages/?status=planned and mark them sent or dismissed."""
    return job_record("proactive_plan_active", proactive_plan_active)[0]
