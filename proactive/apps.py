from __future__ import annotations

from django.apps import AppConfig


class ProactiveConfig(AppConfig):
    name = "proactive"
