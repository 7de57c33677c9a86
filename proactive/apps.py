from __future__ import annotations

from django.apps import AppConfig


class ProactiveConfig(AppConfig):
    name = "proactive"

    def ready(self) -> None:
        from memories.services.tenants import erasure_register
        from proactive import checks  # noqa: F401  (registers system checks)
        from proactive.services.erasure import proactive_erase

        erasure_register(proactive_erase)  # erasing a user erases their gaps and proactive messages
