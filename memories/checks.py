"""System checks of the memories app: every memory type has its rules (``memories/types.py``)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from django.conf import settings
from django.core.checks import Error, register

from memories import events, types


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


@register()
def event_kinds_known(app_configs: Any = None, **kwargs: Any) -> list[Error]:
    from memories.extractors import rules

    problems = events.unknown_kinds(rules_event_tables(rules))
    hint = "Add the kind to memories/events.py (the LLM extractor offers the same list)."
    return [Error(p, hint=hint, id="memories.E002") for p in problems]


def rules_event_tables(rules: Any) -> dict[str, Iterable[str]]:
    """The kinds the rules extractor gives: its keyword tables and its news patterns."""
    return {
        "ZH_EVENTS": rules.ZH_EVENTS.values(),
        "EN_EVENTS": rules.EN_EVENTS.values(),
        "ZH_NEWS": [kind for _, _, kind in rules.ZH_NEWS if kind],
        "EN_NEWS": [kind for _, _, kind in rules.EN_NEWS if kind],
    }
