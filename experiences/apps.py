from __future__ import annotations

from django.apps import AppConfig


class ExperiencesConfig(AppConfig):
    name = "experiences"
