from __future__ import annotations

from django.apps import AppConfig


class MemindConfig(AppConfig):
    name = "memind"
    verbose_name = "Memind platform"

    def ready(self) -> None:
        from memind import checks  # noqa: F401  (registers system checks)
