"""The life-event kinds: one vocabulary for every place that names an event.

A ``life_event`` memory's ``value`` is its kind. The rules extractor maps words to these kinds
(``ZH_EVENTS``, ``EN_EVENTS``, the news patterns), the LLM extractor's prompt offers exactly these,
gaps relate them (``proactive/services/gaps.py``) and phrasing names them (``proactive/phrasing.py``).
The system checks ``memories.E002`` and ``proactive.E001`` fail when any of them uses a kind not
listed here.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

EVENT_KINDS: tuple[str, ...] = (
    "activity",
    "application",
    "award",
    "bereavement",
    "birth",
    "breakup",
    "business_trip",
    "checkup",
    "competition",
    "concert",
    "conference",
    "court",
    "date",
    "defense",
    "enrollment",
    "exam",
    "funeral",
    "graduation",
    "health",
    "holiday",
    "interview",
    "job_change",
    "job_loss",
    "job_search",
    "move",
    "new_job",
    "news",
    "party",
    "performance",
    "presentation",
    "quit_job",
    "renovation",
    "retirement",
    "school",
    "show",
    "surgery",
    "team_event",
    "trip",
    "visit",
    "wedding",
)


def unknown_kinds(tables: Mapping[str, Iterable[str]]) -> list[str]:
    """For each named table of kinds, the kinds it uses that the vocabulary lacks, as messages."""
    known = set(EVENT_KINDS)
    return [
        f"{name} uses event kind {kind!r}, which is not in memories.events.EVENT_KINDS"
        for name, kinds in tables.items()
        for kind in sorted(set(kinds) - known)
    ]
