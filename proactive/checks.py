"""System checks of the proactive app: gaps and phrasing name only known event kinds."""

from __future__ import annotations

from typing import Any

from django.core.checks import Error, register

from memories.events import unknown_kinds


@register()
def event_kinds_known(app_configs: Any = None, **kwargs: Any) -> list[Error]:
    from proactive import phrasing
    from proactive.services import gaps

    tables = {
        "gaps.RELATED_KINDS": [k for kind, others in gaps.RELATED_KINDS.items() for k in (kind, *others)],
        "phrasing.ZH_NOUNS": phrasing.ZH_NOUNS,
        "phrasing.EN_NOUNS": phrasing.EN_NOUNS,
        "phrasing.ZH_CLAUSES": phrasing.ZH_CLAUSES,
        "phrasing.EN_CLAUSES": phrasing.EN_CLAUSES,
    }
    hint = "Use a kind of memories/events.py, or add it there."
    return [Error(p, hint=hint, id="proactive.E001") for p in unknown_kinds(tables)]
