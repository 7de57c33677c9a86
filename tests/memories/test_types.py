"""The memory-type registry: every type has its rules, and the system check says when one lacks any."""

from __future__ import annotations

import dataclasses
import typing

import pytest
from django.core.management import call_command
from django.core.management.base import SystemCheckError

from memories import checks, types
from memories.models import MemoryType
from memories.strength import strength_sql


def test_every_type_has_a_rule_a_half_life_and_a_section(settings):
    assert set(types.TYPES) == set(MemoryType.values)
    assert checks.memory_types_complete() == []
    settings.MEMIND_HALF_LIFE_DAYS = {**settings.MEMIND_HALF_LIFE_DAYS, "routine": 7.0}
    assert types.rule("routine").half_life_days == 7.0  # numbers are read from settings, not copied
    assert "WHEN 'routine' THEN 7.0" in strength_sql()
    assert [s.key for s in types.SECTIONS if types.section_types(s.key)] == [s.key for s in types.SECTIONS]


@pytest.mark.django_db
def test_check_fails_when_a_half_life_is_missing(settings):
    settings.MEMIND_HALF_LIFE_DAYS = {
        k: v for k, v in settings.MEMIND_HALF_LIFE_DAYS.items() if k != "emotion"
    }
    errors = checks.memory_types_complete()
    assert [e.id for e in errors] == ["memories.E001"]
    assert "'emotion'" in errors[0].msg and "half-life" in errors[0].msg
    with pytest.raises(SystemCheckError, match="emotion"):
        call_command("check")


def test_problems_name_a_missing_entry_an_unknown_section_and_a_stray_type(settings):
    registry = dict(types.TYPES)
    del registry["milestone"]
    registry["shared"] = dataclasses.replace(registry["shared"], section="nowhere")
    registry["gossip"] = registry["routine"]
    problems = types.registry_problems(
        registry=registry, half_life_days=settings.MEMIND_HALF_LIFE_DAYS, sections=types.SECTIONS
    )
    assert len(problems) == 3
    assert "'shared'" in problems[0] and "nowhere" in problems[0]
    assert "'milestone'" in problems[1] and "no entry" in problems[1]
    assert "'gossip'" in problems[2]


def test_every_yes_no_rule_can_be_asked_for():
    flags = {f.name for f in dataclasses.fields(types.TypeRule) if f.type == "bool"}
    assert set(typing.get_args(types.Flag)) == flags
    assert types.types_where("followed_up") == {"life_event"}
    assert types.favoured_in("close") == {"milestone", "emotion"} and types.favoured_in("familiar") == set()
