"""The Celery app. Tasks live in each app's ``tasks.py``; the beat schedule is declared in code
(``MEMIND_BEAT_SCHEDULE`` in each app) and synced into django-celery-beat so the admin shows and
edits it."""

from __future__ import annotations

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memind.settings")

app = Celery("memind")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
