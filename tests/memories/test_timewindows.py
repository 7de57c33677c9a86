"""The stretch of the past a message asks about, in both languages."""

from __future__ import annotations

from datetime import date

import pytest

from memories.timewindows import past_window, time_meant, window_words, with_days_meant

TODAY = date(2026, 6, 11)  # a Thursday


@pytest.mark.parametrize(
    ("text", "first", "last"),
    [
        ("what did I tell you yesterday?", date(2026, 6, 10), date(2026, 6, 10)),
        ("我昨天跟你说的那本书叫什么", date(2026, 6, 10), date(2026, 6, 10)),
        ("前天聊的那家店", date(2026, 6, 9), date(2026, 6, 9)),
        ("what did we talk about last week", date(2026, 6, 1), date(2026, 6, 7)),
        ("上个星期我说过什么", date(2026, 6, 1), date(2026, 6, 7)),
        ("上周五我说的那家火锅店", date(2026, 6, 5), date(2026, 6, 5)),
        ("the place I mentioned on Friday", date(2026, 6, 5), date(2026, 6, 5)),
        ("what was the thing on 3 May 2025?", date(2025, 5, 3), date(2025, 5, 3)),
        ("as I said on May 3, 2025", date(2025, 5, 3), date(2025, 5, 3)),
        ("2025年5月3日那天", date(2025, 5, 3), date(2025, 5, 3)),
        # a day without its year is the last one on or before today
        ("the movie I watched on 20 June", date(2025, 6, 20), date(2025, 6, 20)),
        ("5月3号那天你还记得吗", date(2026, 5, 3), date(2026, 5, 3)),
        ("what did I do in March 2025", date(2025, 3, 1), date(2025, 3, 31)),
        ("2025年3月的时候", date(2025, 3, 1), date(2025, 3, 31)),
        ("back in February", date(2026, 2, 1), date(2026, 2, 28)),
        ("in September", date(2025, 9, 1), date(2025, 9, 30)),
        ("three weeks ago", date(2026, 5, 18), date(2026, 5, 24)),
        ("我三天前说了什么", date(2026, 6, 8), date(2026, 6, 8)),
        ("两个月前", date(2026, 4, 1), date(2026, 4, 30)),
        ("last month", date(2026, 5, 1), date(2026, 5, 31)),
        ("去年的旅行", date(2025, 1, 1), date(2025, 12, 31)),
        ("how often did I swim in 2025?", date(2025, 1, 1), date(2025, 12, 31)),
        ("last weekend", date(2026, 6, 6), date(2026, 6, 7)),
        ("这周我都跟你聊了啥", date(2026, 6, 8), date(2026, 6, 11)),
    ],
)
def test_an_expression_of_the_past_covers_its_days(text, first, last):
    assert past_window(text, TODAY) == (first, last)


@pytest.mark.parametrize(
    "text",
    [
        "I may go to the gym",  # a verb, not a month
        "what's the plan for next week?",  # the future
        "我下周五要面试",
        "see you next Friday",
        "in December 2026",  # not yet
        "30 February 2025",  # no such day
        "我每周五去游泳",  # a habit
        "I have 2025 photos",
        "hello there",
        "",
    ],
)
def test_no_past_window(text):
    assert past_window(text, TODAY) is None


@pytest.mark.parametrize(
    ("text", "lang", "shown"),
    [
        (
            "We fixed the fence last month. Then yesterday the wind broke it",
            "en",
            "We fixed the fence last month (May 2026). Then yesterday (10 June 2026) the wind broke it",
        ),
        ("we went two weeks ago", "en", "we went two weeks ago (the week of 25 May 2026)"),
        ("last year was rough, this week is fine", "en", "last year (2025) was rough, this week is fine"),
        (
            "上个月去了海边，三天前又去了一次，今天好累",
            "zh",
            "上个月（2026年5月）去了海边，三天前（2026年6月8日）又去了一次，今天好累",
        ),
        ("上周五面试了", "zh", "上周五（2026年6月5日）面试了"),
        # absolute dates, plans and a bare weekday (past or to come?) stay as said
        ("on 3 May 2025 I moved; next Friday I fly", "en", "on 3 May 2025 I moved; next Friday I fly"),
        ("see you Friday, and on Monday we talk", "en", "see you Friday, and on Monday we talk"),
        ("周五见", "zh", "周五见"),
    ],
)
def test_a_relative_time_is_shown_with_the_days_it_meant(text, lang, shown):
    assert with_days_meant(text, TODAY, lang) == shown


def test_days_in_words():
    assert window_words((date(2026, 5, 1), date(2026, 5, 31)), "en") == "May 2026"
    assert window_words((date(2026, 5, 1), date(2026, 5, 31)), "zh") == "2026年5月"
    assert window_words((date(2026, 6, 6), date(2026, 6, 7)), "en") == "6 June 2026–7 June 2026"
    assert window_words((date(2026, 6, 1), date(2026, 6, 7)), "zh") == "2026年6月1日那周"


@pytest.mark.parametrize(
    ("value", "lang", "day", "want"),
    [
        ("next month", "en", None, "July 2026"),
        ("下个月", "zh", None, "2026年7月"),
        ("next week", "en", None, "the week of 15 June 2026"),
        ("明年", "zh", None, "2027年"),
        ("last Friday", "en", None, "5 June 2026"),
        ("下周六", "zh", date(2026, 6, 20), "2026年6月20日"),
        ("next Tuesday", "en", date(2026, 6, 16), "16 June 2026"),
        # times that name their days, recur, or leave the month to the sentence say enough
        ("in June 2027", "en", None, ""),
        ("12月", "zh", None, ""),
        ("every Saturday", "en", date(2026, 6, 13), ""),
        ("每周六", "zh", None, ""),
        ("weekends", "en", None, ""),
        ("the 3rd", "en", date(2026, 7, 3), ""),
        ("15号", "zh", date(2026, 6, 15), ""),
        ("Friday", "en", date(2026, 6, 12), ""),  # the one to come, or the one just gone
        ("周五", "zh", date(2026, 6, 12), ""),
        ("this Friday", "en", date(2026, 6, 12), "12 June 2026"),
    ],
)
def test_time_meant(value, lang, day, want):
    assert time_meant(value, today=TODAY, lang=lang, day=day) == want
