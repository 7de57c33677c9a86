"""The Celery app. Tasks live in each app's ``tasks.py``; the beat schedule is declared in code
(``CELERY_BEAT_SCHEDULE`` in settings) and copied into django-celery-beat, where the admin shows
and edits it: beat creates missing rows only, so an admin edit survives restarts (memind/beat.py)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memind.settings")

if Path(sys.argv[0]).name == "celery":
    # A worker or beat started on its own gets the embedded servers as manage.py does (a no-op
    # under `manage.py serve`, which passes its URLs on, or with DATABASE_URL / REDIS_URL set).
    from memind import embedded

    embedded.provide()

app = Celery("memind")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
