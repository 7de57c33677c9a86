"""Wording: naming the memory in the user's words, in their language, never the same twice in a row."""

from __future__ import annotations

from datetime import date, time

import pytest
from django.core.exceptions import ImproperlyConfigured

from memories.models import MemoryItem
from proactive.clock import in_window, window
from proactive.phrasing import en_clause, phrase, zh_clause
from proactive.services.planner import routine_today

MONDAY = date(2026, 3, 2)


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("The user likes hiking", "you like hiking"),
        ("The user is a nurse", "you are a nurse"),
        ("The user has a job interview on Tuesday, March 3", "you have a job interview on Tuesday, March 3"),
        ("The user's favourite food is ramen", "your favourite food is ramen"),
        ("The user and the assistant watched a movie together", "we watched a movie together"),
        ("The user's habit: run every morning", "you run every morning"),
        ("The user misses home", "you miss home"),
    ],
)
def test_english_memories_are_turned_to_the_second_person(content, expected):
    assert en_clause(content) == expected


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("用户最近在找工作", "最近在找工作"),
        ("用户和Mio认识三个月了", "我们认识三个月了"),
        ("用户喜欢吃火锅。", "喜欢吃火锅"),
    ],
)
def test_chinese_memories_drop_the_third_person(content, expected):
    assert zh_clause(content) == expected


def routine(content: str, slot: str, value: str) -> MemoryItem:
    return MemoryItem(type="routine", content=content, slot=slot, value=value, importance=0.55)


def test_a_chinese_habit_is_never_dropped_into_an_english_sentence():
    run = routine("用户每天早上跑步", "routine:跑步", "每天早上")
    wording = phrase(reason="morning_routine", memory=run, lang="en", avoid=(), seed=0)
    assert wording.lang == "zh" and "跑步" in wording.text


def test_event_kinds_follow_the_users_locale():
    exam = MemoryItem(type="life_event", content="用户3月3日要考试", value="exam", outcome="open")
    assert (
        phrase(reason="evening_event", memory=exam, lang="en", avoid=(), seed=0).text
        == "How did the exam go today?"
    )
    assert phrase(reason="evening_event", memory=exam, lang=None, avoid=(), seed=0).text == "今天考试怎么样？"


def test_avoided_sentences_are_skipped_for_the_next_variant():
    run = routine("用户每天早上跑步", "routine:跑步", "每天早上")
    first = phrase(reason="morning_routine", memory=run, lang=None, avoid=(), seed=0)
    second = phrase(reason="morning_routine", memory=run, lang=None, avoid={first.text}, seed=0)
    assert first.text == "你今天不是要去跑步吗？" and second.text != first.text and "跑步" in second.text


@pytest.mark.parametrize(
    ("freq", "day", "fits"),
    [
        ("每天早上", MONDAY, True),
        ("every morning", MONDAY, True),
        ("每周一", MONDAY, True),
        ("每周三", MONDAY, False),
        ("every wednesday", MONDAY, False),
        ("周末都", date(2026, 3, 7), True),
        ("every weekend", MONDAY, False),
        ("每天晚上", MONDAY, False),
    ],
)
def test_which_habits_fall_on_today(freq, day, fits):
    assert routine_today(freq, day)[0] is fits


def test_windows_wrap_past_midnight(settings):
    quiet = window("MEMIND_PROACTIVE_QUIET")
    assert in_window(time(23, 0), quiet) and in_window(time(3, 0), quiet) and not in_window(time(7, 0), quiet)
    settings.MEMIND_PROACTIVE_QUIET = "23:00 to 07:00"
    with pytest.raises(ImproperlyConfigured):
        window("MEMIND_PROACTIVE_QUIET")
