"""The Celery app. Tasks live in each app's ``tasks.py``; the beat schedule is declared in code
(``CELERY_BEAT_SCHEDULE`` in settings) and copied into django-celery-beat, where the admin shows
and edits it: beat creates missing rows only, so an admin edit survives restarts (memind/beat.py)."""

from __future__ import annotations

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memind.settings")

app = Celery("memind")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
