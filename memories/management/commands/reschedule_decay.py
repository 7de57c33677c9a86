"""python manage.py reschedule_decay — after changing MEMIND_HALF_LIFE_* or MEMIND_FADED_STRENGTH,
recompute when each active memory fades (one set-based UPDATE)."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand

from memories.services.decay import decay_reschedule


class Command(BaseCommand):
    help = "Recompute every active memory's fade time from the current half-life settings."

    def handle(self, *args: Any, **options: Any) -> None:
        self.stdout.write(f"rescheduled {decay_reschedule()} active memories")
