"""System checks of the memories app: every memory type has its rules (``memories/types.py``)."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.core.checks import Error, register

from memories import types


@register()
def memory_types_complete(app_configs: Any = None, **kwargs: Any) -> list[Error]:
    problems = types.registry_problems(
        registry=types.TYPES, half_life_days=settings.MEMIND_HALF_LIFE_DAYS, sections=types.SECTIONS
    )
    return [
        Error(
            p,
            hint="Each MemoryType needs a TypeRule, a half-life and a MEMORY.md section.",
            id="memories.E001",
        )
        for p in problems
    ]
