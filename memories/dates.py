"""Resolve the date a message talks about ("明天", "下周三", "next Friday", "March 5").

``resolve_date`` finds the first date expression in a Chinese or English text and turns it
into a calendar date, reckoned from the message's time in the *user's* time zone: a message
sent at 23:30 UTC on a Sunday from Shanghai is already Monday there, so its "明天" is Tuesday.

Conventions (weeks start on Monday, as in both Chinese and ISO usage):

- 周五 / 星期五 / 这周五 / 本周五 / on Friday / this Friday / Friday: the next occurrence on or
  after today. People name a weekday to point forward, so "周五" said on a Saturday means the
  coming Friday, and said on a Friday means today.
- 下周五 / 下个周五 / 下星期五 / next Friday: the Friday of next week (Monday-based), even when
  that is more than seven days away. "next Friday" is ambiguous in English; we read it the way
  the Chinese 下周五 is read so both languages agree.
- 上周五 / last Friday: the Friday of last week / the most recent Friday before today.
- 下周 / next week: Monday of next week. 周末 / this weekend: the Saturday on or after today;
  下周末 / next weekend: Saturday of next week.
- 3月5日 / 三月五号 / March 5 / 5 March and 5号 / the 5th: the next occurrence on or after
  today; a written year (2027年3月5日, March 5, 2027) is taken as is. 下个月5号: day 5 of next
  month. A day the calendar lacks (2月30日, 下个月31号 in a 30-day month) is no date.
- 今晚 / 明早 / tonight: the time of day is ignored; only the calendar day is returned.

Tables (weekday names, month names, numerals, relative days, holidays) carry the vocabulary;
each ``_DateRule`` pairs one pattern with the function that turns its match into a date.
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from zoneinfo import ZoneInfo

# --- numerals -------------------------------------------------------------------------------

ZH_DIGITS: dict[str, int] = {
    "零": 0,
    "〇": 0,
    "一": 1,
    "二": 2,
    "两": 2,
    "三": 3,
    "四": 4,
    "五": 5,
    "六": 6,
    "七": 7,
    "八": 8,
    "九": 9,
}
ZH_UNITS: dict[str, int] = {"十": 10, "百": 100, "千": 1000}

EN_NUMBERS: dict[str, int] = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "a couple of": 2,
    "a couple": 2,
    "couple of": 2,
    "a hundred": 100,
    "one hundred": 100,
    "hundred": 100,
}


def parse_number(text: str) -> int | None:
    """Arabic digits (half or full width), Chinese numerals up to the thousands, English words."""
    text = text.strip().lower()
    if not text:
        return None
    if text.isdigit():
        return int(text)  # int() also reads full-width digits such as "１５"
    if text in EN_NUMBERS:
        return EN_NUMBERS[text]
    if not all(ch in ZH_DIGITS or ch in ZH_UNITS for ch in text):
        return None
    if not any(ch in ZH_UNITS for ch in text):
        # Read digit by digit: "二〇二六" is a year, not a sum.
        return int("".join(str(ZH_DIGITS[ch]) for ch in text))
    total, pending = 0, 0
    for ch in text:
        if ch in ZH_DIGITS:
            pending = ZH_DIGITS[ch]
        else:
            total += (pending or 1) * ZH_UNITS[ch]  # a bare "十" is ten: 十五 = 15
            pending = 0
    return total + pending


# --- vocabulary -----------------------------------------------------------------------------

ZH_WEEKDAYS: dict[str, int] = {"一": 0, "二": 1, "三": 2, "四": 3, "五": 4, "六": 5, "日": 6, "天": 6}
EN_WEEKDAYS: dict[str, int] = {
    name.lower(): i for i, name in enumerate(calendar.day_name)
}  # monday … sunday; abbreviations are left out: "sat", "sun", "wed" are also ordinary words

EN_MONTHS: dict[str, int] = {}
for _i in range(1, 13):
    EN_MONTHS[calendar.month_name[_i].lower()] = _i
    EN_MONTHS[calendar.month_abbr[_i].lower()] = _i
EN_MONTHS["sept"] = 9

# Days relative to today. Longer words are tried first, so 大后天 is not read as 后天.
RELATIVE_DAYS: dict[str, int] = {
    "今天": 0,
    "今日": 0,
    "今儿": 0,
    "今晚": 0,
    "今早": 0,
    "今天晚上": 0,
    "明天": 1,
    "明日": 1,
    "明儿": 1,
    "明早": 1,
    "明晚": 1,
    "后天": 2,
    "大后天": 3,
    "昨天": -1,
    "昨日": -1,
    "昨晚": -1,
    "前天": -2,
    "大前天": -3,
    "today": 0,
    "tonight": 0,
    "this morning": 0,
    "this afternoon": 0,
    "this evening": 0,
    "tomorrow": 1,
    "tmr": 1,
    "tmrw": 1,
    "the day after tomorrow": 2,
    "day after tomorrow": 2,
    "yesterday": -1,
    "last night": -1,
    "the day before yesterday": -2,
    "day before yesterday": -2,
}

# Fixed-date holidays; lunar ones (春节, 中秋) would need a lunar calendar and are left out.
HOLIDAYS: dict[str, tuple[int, int]] = {
    "元旦": (1, 1),
    "情人节": (2, 14),
    "愚人节": (4, 1),
    "劳动节": (5, 1),
    "儿童节": (6, 1),
    "国庆节": (10, 1),
    "国庆": (10, 1),
    "万圣节": (10, 31),
    "平安夜": (12, 24),
    "圣诞节": (12, 25),
    "圣诞": (12, 25),
    "new year's day": (1, 1),
    "new year's eve": (12, 31),
    "valentine's day": (2, 14),
    "halloween": (10, 31),
    "christmas eve": (12, 24),
    "christmas day": (12, 25),
    "christmas": (12, 25),
}

# Week offsets for Chinese prefixes (个 is dropped before lookup: 下个周五 = 下周五).
ZH_WEEK_SHIFT: dict[str, int] = {"下下": 2, "下": 1, "上": -1, "上上": -2}
EN_WEEK_SHIFT: dict[str, int] = {"next": 1, "last": -1}


def _alternation(words: Iterable[str]) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


ZH_NUM = r"(?:\d{1,4}|[零〇一二两三四五六七八九十百]{1,5})"
ZH_DAY = r"(?:3[01]|[12]\d|0?[1-9]|[一二三]?十[一二三四五六七八九]?|[一二三四五六七八九])"
ZH_MONTH = r"(?:1[0-2]|0?[1-9]|十[一二]?|[一二三四五六七八九])"
ZH_WD = "[" + "".join(ZH_WEEKDAYS) + "]"
ZH_WEEK = "(?:周|星期|礼拜)"
EN_WD = _alternation(EN_WEEKDAYS)
EN_MONTH = _alternation(EN_MONTHS)
EN_NUM = r"(?:\d{1,3}|" + _alternation(EN_NUMBERS) + ")"
EN_ORD = r"(?:st|nd|rd|th)"


# --- calendar arithmetic --------------------------------------------------------------------


def local_today(at: datetime, tz: str) -> date:
    """The user's calendar day at ``at``. A naive ``at`` is taken as UTC, as Django stores it."""
    if at.tzinfo is None:
        at = at.replace(tzinfo=UTC)
    return at.astimezone(ZoneInfo(tz)).date()


def _on_or_after(today: date, weekday: int) -> date:
    return today + timedelta(days=(weekday - today.weekday()) % 7)


def _before(today: date, weekday: int) -> date:
    return today - timedelta(days=(today.weekday() - weekday) % 7 or 7)


def _in_week(today: date, weeks: int, weekday: int) -> date:
    monday = today - timedelta(days=today.weekday())
    return monday + timedelta(weeks=weeks, days=weekday)


def _safe_date(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def _next_month_day(today: date, month: int, day: int) -> date | None:
    # Eight years covers 2月29日 across a skipped leap year (2096 → 2104).
    for year in range(today.year, today.year + 9):
        found = _safe_date(year, month, day)
        if found is not None and found >= today:
            return found
    return None


def _next_day_of_month(today: date, day: int) -> date | None:
    for ahead in range(13):
        year, month = divmod(today.month - 1 + ahead, 12)
        found = _safe_date(today.year + year, month + 1, day)
        if found is not None and found >= today:
            return found
    return None


def _month_shift(today: date, months: int, day: int) -> date | None:
    year, month = divmod(today.month - 1 + months, 12)
    return _safe_date(today.year + year, month + 1, day)


def _number(text: str | None) -> int | None:
    return parse_number(text) if text else None


# --- resolvers: (match, today) -> date | None ----------------------------------------------

Resolver = Callable[[re.Match[str], date], date | None]


def _relative_day(m: re.Match[str], today: date) -> date | None:
    return today + timedelta(days=RELATIVE_DAYS[m.group(0).lower()])


def _holiday(m: re.Match[str], today: date) -> date | None:
    month, day = HOLIDAYS[m.group(0).lower()]
    return _next_month_day(today, month, day)


def _zh_weekday(m: re.Match[str], today: date) -> date | None:
    weekday = ZH_WEEKDAYS[m.group("d")]
    prefix = (m.group("pre") or "").replace("个", "")
    if prefix in ZH_WEEK_SHIFT:
        return _in_week(today, ZH_WEEK_SHIFT[prefix], weekday)
    return _on_or_after(today, weekday)


def _zh_weekend(m: re.Match[str], today: date) -> date | None:
    prefix = (m.group("pre") or "").replace("个", "")
    if prefix in ZH_WEEK_SHIFT:
        return _in_week(today, ZH_WEEK_SHIFT[prefix], 5)
    return _on_or_after(today, 5)


def _zh_week(m: re.Match[str], today: date) -> date | None:
    return _in_week(today, ZH_WEEK_SHIFT[m.group("pre").replace("个", "")], 0)


def _month_day(m: re.Match[str], today: date) -> date | None:
    month_text = m.group("m")
    month = EN_MONTHS.get(month_text.lower().rstrip(".")) or _number(month_text)
    day = _number(m.group("d"))
    if not month or not day:
        return None
    year = _number(m.groupdict().get("y"))
    if year:
        return _safe_date(year, month, day)
    return _next_month_day(today, month, day)


def _zh_month_relative_day(m: re.Match[str], today: date) -> date | None:
    day = _number(m.group("d"))
    shift = 2 if m.group("pre").startswith("下下") else 1 if m.group("pre").startswith("下") else 0
    return _month_shift(today, shift, day) if day else None


def _day_of_month(m: re.Match[str], today: date) -> date | None:
    day = _number(m.group("d"))
    return _next_day_of_month(today, day) if day else None


def _days_later(m: re.Match[str], today: date) -> date | None:
    n = _number(m.group("n"))
    if n is None:
        return None
    unit = m.groupdict().get("u") or "day"
    weeks = unit.lower().startswith("week") or unit in ("周", "星期", "礼拜", "个周", "个星期", "个礼拜")
    return today + timedelta(days=n * 7 if weeks else n)


def _en_weekday(m: re.Match[str], today: date) -> date | None:
    weekday = EN_WEEKDAYS[m.group("w").lower()]
    prefix = (m.group("pre") or "").lower()
    if prefix == "next":
        return _in_week(today, 1, weekday)
    if prefix == "last":
        return _before(today, weekday)
    return _on_or_after(today, weekday)


def _en_weekend(m: re.Match[str], today: date) -> date | None:
    shift = EN_WEEK_SHIFT.get((m.group("pre") or "").lower())
    return _in_week(today, shift, 5) if shift else _on_or_after(today, 5)


def _en_week(m: re.Match[str], today: date) -> date | None:
    return _in_week(today, 2 if m.group(0).lower().startswith("the week after") else 1, 0)


def _iso(m: re.Match[str], today: date) -> date | None:
    return _safe_date(int(m.group("y")), int(m.group("m")), int(m.group("d")))


@dataclass(frozen=True)
class _DateRule:
    pattern: re.Pattern[str]
    resolve: Resolver


def _rule(pattern: str, resolve: Resolver) -> _DateRule:
    return _DateRule(re.compile(pattern, re.IGNORECASE), resolve)


# Not the tail of a longer number or of a month: "2月30号" is an invalid date, not "30号".
_NOT_AFTER_NUMBER = r"(?<![\d〇零一二三四五六七八九十月])"

_RULES: tuple[_DateRule, ...] = (
    _rule(r"\b(?:" + _alternation(k for k in RELATIVE_DAYS if k.isascii()) + r")\b", _relative_day),
    _rule(_alternation(k for k in RELATIVE_DAYS if not k.isascii()), _relative_day),
    _rule(r"\b(?:" + _alternation(k for k in HOLIDAYS if k.isascii()) + r")\b", _holiday),
    _rule(_alternation(k for k in HOLIDAYS if not k.isascii()), _holiday),
    # 每周五 is a habit, not a date.
    _rule(
        r"(?<![每隔])(?P<pre>下下个?|下个?|上上个?|上个?|这个?|本)?" + ZH_WEEK + rf"(?P<d>{ZH_WD})",
        _zh_weekday,
    ),
    _rule(r"(?<![每隔])(?P<pre>下下个?|下个?|这个?|本)?周末", _zh_weekend),
    _rule(r"(?P<pre>下下个?|下个?)" + ZH_WEEK + rf"(?![{''.join(ZH_WEEKDAYS)}末])", _zh_week),
    _rule(
        r"(?<!\d)(?:(?P<y>\d{4}|[〇零一二三四五六七八九]{4})年)?"
        rf"(?P<m>{ZH_MONTH})月份?(?P<d>{ZH_DAY})[日号]",
        _month_day,
    ),
    _rule(rf"(?P<pre>下下个?|下个?|这个?|本)月(?P<d>{ZH_DAY})[日号]", _zh_month_relative_day),
    # 5号线 / 3号楼 are places; 日 alone is left out because "5日游" is a five-day tour.
    _rule(_NOT_AFTER_NUMBER + rf"(?P<d>{ZH_DAY})号(?![线楼院房门室床车位口])", _day_of_month),
    _rule(rf"(?P<n>{ZH_NUM})(?P<u>天|个?周|个?星期|个?礼拜)(?:以|之)?后", _days_later),
    _rule(rf"过(?P<n>{ZH_NUM})天", _days_later),
    _rule(rf"\b(?:(?P<pre>next|this|last|on|this coming|coming)\s+)?(?P<w>{EN_WD})\b", _en_weekday),
    _rule(r"\b(?:(?P<pre>next|this|the|this coming|coming)\s+)?weekend\b", _en_weekend),
    _rule(r"\b(?:next week|the week after next)\b", _en_week),
    _rule(
        rf"\b(?P<m>{EN_MONTH})\.?\s+(?P<d>\d{{1,2}}){EN_ORD}?\b(?:,?\s+(?P<y>\d{{4}})\b)?",
        _month_day,
    ),
    _rule(
        # ("on the 4th of June" starts where "on the 4th" does and is longer: June 4, not this month's 4th)
        rf"\b(?:on\s+)?(?:the\s+)?(?P<d>\d{{1,2}}){EN_ORD}?\s+(?:of\s+)?(?P<m>{EN_MONTH})\b(?:,?\s+(?P<y>\d{{4}})\b)?",
        _month_day,
    ),
    _rule(rf"\b(?:on\s+)?the\s+(?P<d>\d{{1,2}}){EN_ORD}\b", _day_of_month),
    _rule(rf"\bin\s+(?P<n>{EN_NUM})\s+(?P<u>days?|weeks?)\b", _days_later),
    _rule(rf"\b(?P<n>{EN_NUM})\s+(?P<u>days?|weeks?)\s+from\s+(?:now|today)\b", _days_later),
    _rule(r"\b(?P<y>\d{4})[-/.](?P<m>\d{1,2})[-/.](?P<d>\d{1,2})\b", _iso),
)


def resolve_date(text: str, *, at: datetime, tz: str) -> tuple[date, str] | None:
    """The first date expression in ``text`` and its date, or None.

    ``at`` is when the message was sent (aware); ``tz`` the user's IANA zone. "First" is by
    position; at the same position the longest expression wins ("the day after tomorrow",
    not "the day"), so the answer doesn't depend on the order of the rule table.
    """
    if not text:
        return None
    today = local_today(at, tz)
    best: tuple[int, int, date, str] | None = None
    for rule in _RULES:
        for m in rule.pattern.finditer(text):
            if best is not None and m.start() > best[0]:
                break
            found = rule.resolve(m, today)
            if found is None:
                continue
            candidate = (m.start(), -len(m.group(0)), found, m.group(0))
            if best is None or candidate[:2] < best[:2]:
                best = candidate
            break
    if best is None:
        return None
    return best[2], best[3]
