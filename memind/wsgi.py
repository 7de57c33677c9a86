"""WSGI entry point (gunicorn memind.wsgi)."""

from __future__ import annotations

import os

from django.core.wsgi import get_wsgi_application

from memind import embedded

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memind.settings")
embedded.provide()  # no-op when DATABASE_URL / REDIS_URL are set (production, `manage.py serve`)
application = get_wsgi_application()
