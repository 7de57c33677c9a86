"""The beat scheduler: django-celery-beat's database scheduler, with code as the default only.

The schedule is declared in code (``CELERY_BEAT_SCHEDULE`` in settings) and shown and edited in
the admin (Periodic tasks). django-celery-beat writes every code entry over its database row on
each beat start, so an operator's change (a slower interval, a crontab, other arguments) would be
lost at the next restart. Here a code entry only creates its row when no row of that name exists:
  - a new job in code appears on the next beat start;
  - a row an operator changed is kept as it is (beat logs that it differs from code);
  - to stop a job, untick "enabled" (a deleted row is created again from code on the next start);
  - to take the code's schedule again after editing it, delete the row and restart beat.
"""

from __future__ import annotations

import logging
from typing import Any

from celery import schedules
from django_celery_beat.models import PeriodicTask
from django_celery_beat.schedulers import DatabaseScheduler, ModelEntry

log = logging.getLogger(__name__)


class CodeDefaultEntry(ModelEntry):  # type: ignore[misc]  # django-celery-beat ships no types
    @classmethod
    def from_entry(cls, name: str, app: Any = None, **entry: Any) -> CodeDefaultEntry:
        row = PeriodicTask._default_manager.filter(name=name).first()
        if row is None:
            created: CodeDefaultEntry = super().from_entry(name, app=app, **entry)
            return created
        kept = cls(row, app=app)
        if kept.task != entry.get("task") or kept.schedule != schedules.maybe_schedule(entry["schedule"]):
            log.info("beat: %s keeps the schedule edited in the admin (code: %r)", name, entry)
        return kept


class MemindScheduler(DatabaseScheduler):  # type: ignore[misc]  # (no types either)
    """``celery beat --scheduler memind.beat:MemindScheduler`` (settings and ``serve`` use it)."""

    Entry = CodeDefaultEntry
