"""MEMORY.md: the user's memories as a structured profile (a selector).

Six sections, pinned then strongest first, bounded in length — except the user's identity facts
and pinned memories, which are always in it: "我叫什么来着？" must be answerable after three
months and after a year. Facts about others (the sister's job, the dog's name, the book club's
day) appear under the relationship section, never as the user's own.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from django.conf import settings

from memories.activity import user_activity
from memories.models import EndUser
from memories.retrieval import ActiveMemory, active_memories
from memories.types import SECTIONS, section_types, types_where

_RECENT_DAYS = 60  # "近期": what happened in the last two months


@dataclass
class Profile:
    lang: str
    sections: list[dict[str, object]]
    markdown: str
    memory_ids: list[int]


def profile_build(
    *, user: EndUser, now: datetime, lang: str | None = None, memories: list[ActiveMemory] | None = None
) -> Profile:
    """``memories``: the user's active memories at ``now`` when the caller already loaded them."""
    lang = lang or user_activity(user=user, now=now).lang
    items = list(memories) if memories is not None else active_memories(user=user, now=now)
    items.sort(key=lambda m: (not m.pinned, -m.strength, -m.pk))  # pinned first, then strongest
    budget = settings.MEMIND_PROFILE_MAX_CHARS
    per_section = settings.MEMIND_PROFILE_PER_SECTION
    sections: list[dict[str, object]] = []
    lines: list[str] = ["# 关于用户" if lang == "zh" else "# About the user"]
    used = len(lines[0])
    ids: list[int] = []
    about_others = types_where("about_others_shown")
    for section in SECTIONS:
        key, types, recent_only = section.key, section_types(section.key), section.recent_only
        # Facts about the people (and pets, events) in the user's life sit with the relationship.
        chosen = [
            m
            for m in items
            if (m.type in types and not m.subject and (not recent_only or m.age_days <= _RECENT_DAYS))
            or (section.about_others and m.subject and m.type in about_others)
        ]
        if not section.whole:
            pinned = [m for m in chosen if m.pinned]
            chosen = pinned + [m for m in chosen if not m.pinned][: max(0, per_section - len(pinned))]
        entries = []
        title = section.zh if lang == "zh" else section.en
        head = f"\n## {title}"
        for m in chosen:
            line = f"- {m.content}"
            # Identity and pinned memories are never cut; everything else stops at the budget.
            if not section.whole and not m.pinned and used + len(head) + len(line) > budget:
                break
            entries.append({"id": m.pk, "type": m.type, "content": m.content})
            ids.append(m.pk)
        if entries:
            lines.append(head)
            lines += [f"- {e['content']}" for e in entries]
            used += len(head) + sum(len(str(e["content"])) + 3 for e in entries)
        sections.append({"key": key, "title": title, "items": entries})
    return Profile(lang=lang, sections=sections, markdown="\n".join(lines) + "\n", memory_ids=ids)
