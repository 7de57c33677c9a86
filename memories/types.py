"""The memory types' rules, in one registry.

Each of the eight ``MemoryType`` values has one ``TypeRule`` here: where it goes in MEMORY.md,
how recall and the planner treat it, whether pruning protects its strongest. Tunable numbers stay
in ``memind/settings.py`` (half-lives in ``MEMIND_HALF_LIFE_DAYS``) and are read through the
registry; labels and sections live here. ``memories.checks`` fails at start when a type lacks an
entry, a half-life or a known section.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Literal

from django.conf import settings
from django.db import models


class MemoryType(models.TextChoices):
    IDENTITY = "identity"
    PREFERENCE = "preference"
    LIFE_EVENT = "life_event"
    EMOTION = "emotion"
    RELATIONSHIP = "relationship"
    SHARED = "shared"
    MILESTONE = "milestone"
    ROUTINE = "routine"


@dataclass(frozen=True)
class Section:
    """A MEMORY.md section: key, 中文标题, English heading."""

    key: str
    zh: str
    en: str
    recent_only: bool = False  # only what was said in the last two months ("近期")
    whole: bool = False  # never cut by the per-section or length bounds ("我叫什么来着？")
    # Facts about the people (and pets, events) in the user's life sit here, never as the user's own.
    about_others: bool = False


# In the order MEMORY.md shows them.
SECTIONS: tuple[Section, ...] = (
    Section("basic", "基本信息", "Basic info", whole=True),
    Section("preferences", "兴趣偏好", "Interests & preferences"),
    Section("recent", "近期生活", "Recent life", recent_only=True),
    Section("relationship", "我们的关系", "Our relationship", about_others=True),
    Section("moments", "重要时刻", "Important moments"),
    Section("routines", "日常规律", "Routines"),
)


@dataclass(frozen=True)
class TypeRule:
    type: MemoryType
    section: str  # key of its MEMORY.md section
    # MEMORY.md: when about someone else (a subject), it goes to the section about others.
    about_others_shown: bool = True
    # Recall: a sad user is comforted by one that ended well (valence > 0.3).
    comforting: bool = False
    # Recall and the planner: relationship stages in which this type gets the stage bonus.
    favoured_in: frozenset[str] = frozenset()
    # Pruning: the MEMIND_QUOTA_PER_TYPE strongest of it are never archived for the quota.
    quota_protected: bool = True
    # Planner: worth asking about after a long silence ("后来怎么样？").
    asked_after_absence: bool = False
    # Gaps and the planner: a dated or open plan of this type is followed up ("面试怎么样？").
    followed_up: bool = False
    # Planner: a habit the morning opener may mention when it falls on today.
    morning_habit: bool = False

    @property
    def half_life_days(self) -> float:
        """From ``settings.MEMIND_HALF_LIFE_DAYS`` (environment ``MEMIND_HALF_LIFE_<TYPE>``)."""
        return float(settings.MEMIND_HALF_LIFE_DAYS[self.type.value])


_T = MemoryType
TYPES: Mapping[str, TypeRule] = {
    r.type.value: r
    for r in (
        # Who the user is and what they think of the bot are context for a reply, not something to
        # ask about after a long silence.
        TypeRule(_T.IDENTITY, section="basic"),
        TypeRule(_T.PREFERENCE, section="preferences", asked_after_absence=True),
        TypeRule(
            _T.LIFE_EVENT, section="recent", comforting=True, asked_after_absence=True, followed_up=True
        ),
        TypeRule(
            _T.EMOTION,
            section="recent",
            about_others_shown=False,
            favoured_in=frozenset({"close"}),
            asked_after_absence=True,
        ),
        TypeRule(_T.RELATIONSHIP, section="relationship"),
        TypeRule(
            _T.SHARED,
            section="relationship",
            comforting=True,
            favoured_in=frozenset({"new"}),
            asked_after_absence=True,
        ),
        TypeRule(
            _T.MILESTONE,
            section="moments",
            comforting=True,
            favoured_in=frozenset({"close"}),
            asked_after_absence=True,
        ),
        TypeRule(_T.ROUTINE, section="routines", asked_after_absence=True, morning_habit=True),
    )
}


def rule(type: str) -> TypeRule:
    return TYPES[type]


def half_lives() -> dict[str, float]:
    """Every type's half-life in days, by type."""
    return {t: r.half_life_days for t, r in TYPES.items()}


Flag = Literal[
    "about_others_shown",
    "comforting",
    "quota_protected",
    "asked_after_absence",
    "followed_up",
    "morning_habit",
]


@cache
def section_types(key: str) -> tuple[str, ...]:
    return tuple(t for t, r in TYPES.items() if r.section == key)


@cache
def types_where(flag: Flag) -> frozenset[str]:
    """The types whose boolean rule ``flag`` is set."""
    return frozenset(t for t, r in TYPES.items() if getattr(r, flag))


@cache
def favoured_in(stage: str) -> frozenset[str]:
    """The types the relationship ``stage`` favours."""
    return frozenset(t for t, r in TYPES.items() if stage in r.favoured_in)


def registry_problems(
    *, registry: Mapping[str, TypeRule], half_life_days: Mapping[str, object], sections: tuple[Section, ...]
) -> list[str]:
    """What is missing for a type: a registry entry, a half-life in settings, a known section."""
    keys = {s.key for s in sections}
    problems = []
    for t in MemoryType.values:
        r = registry.get(t)
        if r is None:
            problems.append(f"memory type {t!r} has no entry in memories.types.TYPES")
            continue
        if r.section not in keys:
            problems.append(f"memory type {t!r} is in section {r.section!r}, which MEMORY.md does not have")
        days = half_life_days.get(t)
        if not isinstance(days, int | float) or days <= 0:
            problems.append(f"memory type {t!r} has no positive half-life in MEMIND_HALF_LIFE_DAYS")
    for t in registry:
        if t not in MemoryType.values:
            problems.append(f"memories.types.TYPES has {t!r}, which is not a MemoryType")
    return problems
