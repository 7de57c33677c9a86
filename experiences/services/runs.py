"""Executors' write contract: start a run, stream its events, complete it.

Executors never write experiences (seed §3): completing a run as ``completed`` or ``failed``
enqueues the Experience Extractor once the completion is committed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from django.db import transaction
from django.utils import timezone

from experiences.models import AgentRun, AgentRunEvent
from memind.jobs import enqueue_on_commit
from memind.models import App


class RunStateError(ValueError):
    """The run is not in a state that allows the change (e.g. events after completion)."""


@dataclass(frozen=True)
class RunEventIn:
    event_id: str
    type: str
    timestamp: datetime
    payload: dict[str, Any] = field(default_factory=dict)


def agent_run_start(
    *,
    app: App,
    run_id: str,
    executor: str,
    user_ref: str = "",
    session_id: str = "",
    user_message: str = "",
    started_at: datetime | None = None,
) -> tuple[AgentRun, bool]:
    """Register a run; posting the same ``run_id`` again returns the stored run (safe retries)."""
    run, created = AgentRun.objects.get_or_create(
        app=app,
        run_id=run_id,
        defaults={
            "executor": executor,
            "user_ref": user_ref,
            "session_id": session_id,
            "user_message": user_message,
            "started_at": started_at or timezone.now(),
        },
    )
    return run, created


def agent_run_events_add(*, run: AgentRun, events: list[RunEventIn]) -> tuple[int, int]:
    """Store events, idempotent on ``event_id``: returns ``(accepted, duplicates)``.

    A finished run takes no new events — its experience has been derived from what it had — but
    re-sending events it already has is a harmless retry and is answered as duplicates."""
    unique: dict[str, RunEventIn] = {}
    for e in events:
        unique.setdefault(e.event_id, e)  # the first copy wins within one batch, as across batches
    problem = ""
    with transaction.atomic():
        # The run's row lock serialises concurrent adds (and completion): what is "known" is then
        # exactly what the others stored, so the counts returned are what this call stored.
        current = AgentRun.objects.select_for_update().get(pk=run.pk)
        known = set(
            AgentRunEvent.objects.filter(run=run, event_id__in=list(unique)).values_list(
                "event_id", flat=True
            )
        )
        new = [e for eid, e in unique.items() if eid not in known]
        if new and current.status != AgentRun.Status.RUNNING:
            problem = f"run {run.run_id} is {current.status}; it takes no new events"
            new = []
        AgentRunEvent.objects.bulk_create(
            [
                AgentRunEvent(
                    app_id=run.app_id,
                    run=run,
                    event_id=e.event_id,
                    type=e.type,
                    payload=e.payload,
                    timestamp=e.timestamp,
                )
                for e in new
            ],
            ignore_conflicts=True,
        )
    if problem:
        raise RunStateError(problem)
    return len(new), len(events) - len(new)


def agent_run_complete(
    *, run: AgentRun, status: str, summary: str = "", finished_at: datetime | None = None
) -> tuple[AgentRun, bool]:
    """Mark the run finished and enqueue the extractor on commit; returns ``(run, queued)``.

    Completing again with the same status is a retry: nothing changes, and the extractor is only
    enqueued again if no outcome exists yet (the extractor itself never writes one twice)."""
    from experiences.tasks import extract_run

    if status not in (AgentRun.Status.COMPLETED, AgentRun.Status.FAILED):
        raise RunStateError("status must be completed or failed")
    with transaction.atomic():
        run = AgentRun.objects.select_for_update().get(pk=run.pk)
        if run.status == AgentRun.Status.RUNNING:
            run.status = status
            run.summary = summary or run.summary
            run.finished_at = finished_at or timezone.now()
            run.save(update_fields=["status", "summary", "finished_at"])
        elif run.status != status:
            raise RunStateError(f"run {run.run_id} already finished as {run.status}")
        elif run.experiences.filter(kind="task_outcome").exists():
            return run, False
        run_pk = run.pk
        enqueue_on_commit(extract_run, run_pk=run_pk)
    return run, True
