from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memories.dates import resolve_date

MONDAY = datetime(2026, 3, 2, 10, 0, tzinfo=ZoneInfo("Asia/Shanghai"))  # Monday 2 March 2026


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("明天下午两点要面试", date(2026, 3, 3)),
        ("后天考试", date(2026, 3, 4)),
        ("今晚去看电影", date(2026, 3, 2)),
        ("下周三考试", date(2026, 3, 11)),
        ("周五去旅游", date(2026, 3, 6)),
        ("3月5号出差", date(2026, 3, 5)),
        ("三月五号答辩", date(2026, 3, 5)),
        ("下个月5号入职", date(2026, 4, 5)),
        ("周末去爬山", date(2026, 3, 7)),
        ("I have a job interview tomorrow", date(2026, 3, 3)),
        ("exam next Friday", date(2026, 3, 13)),
        ("flight on Friday", date(2026, 3, 6)),
        ("wedding on March 5th", date(2026, 3, 5)),
        ("in 3 days", date(2026, 3, 5)),
        ("the final is on the 4th of June", date(2026, 6, 4)),  # not the 4th of this month
        ("see you on the 4th", date(2026, 3, 4)),
    ],
)
def test_relative_and_absolute_dates_resolve_against_the_message_time(text, expected):
    resolved = resolve_date(text, at=MONDAY, tz="Asia/Shanghai")
    assert resolved is not None and resolved[0] == expected


def test_local_calendar_day_comes_from_the_users_time_zone():
    sunday_night_utc = datetime(2026, 3, 1, 23, 30, tzinfo=ZoneInfo("UTC"))  # already Monday in Shanghai
    assert resolve_date("明天", at=sunday_night_utc, tz="Asia/Shanghai")[0] == date(2026, 3, 3)  # type: ignore[index]
    assert resolve_date("明天", at=sunday_night_utc, tz="UTC")[0] == date(2026, 3, 2)  # type: ignore[index]


@pytest.mark.parametrize("text", ["我叫夏星帆", "nothing planned", "我有3个猫"])
def test_text_without_a_date_resolves_to_none(text):
    assert resolve_date(text, at=MONDAY, tz="Asia/Shanghai") is None
