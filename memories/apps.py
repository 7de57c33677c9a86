from __future__ import annotations

from django.apps import AppConfig


class MemoriesConfig(AppConfig):
    name = "memories"

    def ready(self) -> None:
        from memind import usage
        from memories import checks  # noqa: F401  (registers system checks)
        from memories.services.usage import Ledger

        usage.ledger_register(Ledger())
