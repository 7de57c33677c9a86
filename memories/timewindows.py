"""The stretch of the past a message asks about: "what did I tell you yesterday", "上周五说的那家店",
"what did we talk about on 3 May 2023", "2023年5月", "last month", "three weeks ago".

``past_window`` finds the first such expression in a Chinese or English text and returns the days
it covers, reckoned from the user's today. Unlike ``memories.dates.resolve_date`` (plans: "周五"
means the coming Friday), a date in a question about the past points back: "on 3 May" without a
year is the last 3 May on or before today, "on Friday" the last Friday. Conversation recall
(``memories.snippets``) prefers the lines said in that stretch.

A day stands for itself, a week for Monday to Sunday, a month and a year for all their days; "this
week" / "this month" end today. An expression that names no real day (30 February) is no window.
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Callable
from datetime import date, timedelta

from memories.dates import (
    EN_MONTH,
    EN_MONTHS,
    EN_NUM,
    EN_ORD,
    EN_WD,
    EN_WEEKDAYS,
    ZH_DAY,
    ZH_MONTH,
    ZH_NUM,
    ZH_WD,
    ZH_WEEK,
    ZH_WEEKDAYS,
    parse_number,
)

Window = tuple[date, date]  # first and last day, both included
Resolve = Callable[[re.Match[str], date], Window | None]


def _day(d: date | None) -> Window | None:
    return (d, d) if d is not None else None


def _month(year: int, month: int) -> Window | None:
    if not (1 <= month <= 12 and 1 <= year <= 9999):
        return None
    return date(year, month, 1), date(year, month, calendar.monthrange(year, month)[1])


def _week(monday: date) -> Window:
    return monday, monday + timedelta(days=6)


def _monday(today: date, weeks: int = 0) -> date:
    return today - timedelta(days=today.weekday()) + timedelta(weeks=weeks)


def _months_back(today: date, n: int) -> Window | None:
    year, month = divmod(today.month - 1 - n, 12)
    return _month(today.year + year, month + 1)


def _safe(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def _month_number(text: str) -> int | None:
    return EN_MONTHS.get(text.lower().rstrip(".")) or parse_number(text)


def _last_on_or_before(today: date, month: int, day: int) -> date | None:
    """The last ``month``/``day`` on or before today (eight years back covers 29 February)."""
    for year in range(today.year, today.year - 9, -1):
        found = _safe(year, month, day)
        if found is not None and found <= today:
            return found
    return None


def _modal(m: re.Match[str]) -> bool:
    """ "may" and "march" in lower case are a verb far more often than a month."""
    text = m.groupdict().get("m") or ""
    return text in ("may", "march")


def _month_day(m: re.Match[str], today: date) -> Window | None:
    month, day = _month_number(m.group("m")), parse_number(m.group("d"))
    if not month or not day or _modal(m):
        return None
    year = parse_number(m.group("y")) if m.groupdict().get("y") else None
    return _day(_safe(year, month, day) if year else _last_on_or_before(today, month, day))


def _month_year(m: re.Match[str], today: date) -> Window | None:
    month, year = _month_number(m.group("m")), parse_number(m.group("y"))
    return _month(year, month) if month and year and not _modal(m) else None


def _month_alone(m: re.Match[str], today: date) -> Window | None:
    month = _month_number(m.group("m"))
    if not month or _modal(m):
        return None
    return _month(today.year if month <= today.month else today.year - 1, month)


def _year(m: re.Match[str], today: date) -> Window | None:
    year = parse_number(m.group("y"))
    return (date(year, 1, 1), date(year, 12, 31)) if year and 1900 <= year <= 2999 else None


def _ago(m: re.Match[str], today: date) -> Window | None:
    n, unit = parse_number(m.group("n")), m.group("u").lower()
    if n is None or n > 400:
        return None
    if unit.startswith(("day", "天")):
        return _day(today - timedelta(days=n))
    if unit.startswith(("week", "周", "星期", "礼拜", "个周", "个星期", "个礼拜")):
        return _week(_monday(today, -n))
    if unit.startswith(("month", "个月", "月")):
        return _months_back(today, n)
    return (date(today.year - n, 1, 1), date(today.year - n, 12, 31)) if n < today.year else None


def _weekday_back(weekday: int, today: date, weeks: int | None) -> Window:
    """``weeks`` None: the last such day before today; otherwise that day of the week ``weeks``
    from this one."""
    if weeks is None:
        day = today - timedelta(days=(today.weekday() - weekday) % 7 or 7)
    else:
        day = _monday(today, weeks) + timedelta(days=weekday)
    return day, day


def _zh_weekday(m: re.Match[str], today: date) -> Window | None:
    pre = (m.group("pre") or "").replace("个", "")
    weeks = {"上": -1, "上上": -2, "这": 0, "本": 0}.get(pre)
    return _weekday_back(ZH_WEEKDAYS[m.group("d")], today, weeks)


def _en_weekday(m: re.Match[str], today: date) -> Window | None:
    pre = (m.group("pre") or "").lower()
    return _weekday_back(EN_WEEKDAYS[m.group("w").lower()], today, 0 if pre == "this" else None)


_FIXED: dict[str, Callable[[date], Window | None]] = {
    # days
    "today": lambda t: (t, t),
    "this morning": lambda t: (t, t),
    "earlier today": lambda t: (t, t),
    "今天": lambda t: (t, t),
    "今早": lambda t: (t, t),
    "yesterday": lambda t: _day(t - timedelta(days=1)),
    "last night": lambda t: _day(t - timedelta(days=1)),
    "昨天": lambda t: _day(t - timedelta(days=1)),
    "昨晚": lambda t: _day(t - timedelta(days=1)),
    "昨儿": lambda t: _day(t - timedelta(days=1)),
    "the day before yesterday": lambda t: _day(t - timedelta(days=2)),
    "前天": lambda t: _day(t - timedelta(days=2)),
    # weeks
    "this week": lambda t: (_monday(t), t),
    "这周": lambda t: (_monday(t), t),
    "这个星期": lambda t: (_monday(t), t),
    "本周": lambda t: (_monday(t), t),
    "last week": lambda t: _week(_monday(t, -1)),
    "上周": lambda t: _week(_monday(t, -1)),
    "上个星期": lambda t: _week(_monday(t, -1)),
    "上星期": lambda t: _week(_monday(t, -1)),
    "上礼拜": lambda t: _week(_monday(t, -1)),
    "上个礼拜": lambda t: _week(_monday(t, -1)),
    "last weekend": lambda t: (_monday(t, -1) + timedelta(days=5), _monday(t, -1) + timedelta(days=6)),
    "上周末": lambda t: (_monday(t, -1) + timedelta(days=5), _monday(t, -1) + timedelta(days=6)),
    # months and years
    "this month": lambda t: (t.replace(day=1), t),
    "这个月": lambda t: (t.replace(day=1), t),
    "本月": lambda t: (t.replace(day=1), t),
    "last month": lambda t: _months_back(t, 1),
    "上个月": lambda t: _months_back(t, 1),
    "上月": lambda t: _months_back(t, 1),
    "this year": lambda t: (date(t.year, 1, 1), t),
    "今年": lambda t: (date(t.year, 1, 1), t),
    "last year": lambda t: (date(t.year - 1, 1, 1), date(t.year - 1, 12, 31)),
    "去年": lambda t: (date(t.year - 1, 1, 1), date(t.year - 1, 12, 31)),
}


def _fixed(m: re.Match[str], today: date) -> Window | None:
    return _FIXED[m.group(0).lower()](today)


def _words(keys: list[str]) -> str:
    return "|".join(re.escape(k) for k in sorted(keys, key=len, reverse=True))


_EN_FIXED = [k for k in _FIXED if k.isascii()]
_ZH_FIXED = [k for k in _FIXED if not k.isascii()]

_RULES: tuple[tuple[re.Pattern[str], Resolve], ...] = tuple(
    (re.compile(p, re.IGNORECASE), f)
    for p, f in (
        # a day with its year, then without one
        (rf"\b(?P<d>\d{{1,2}}){EN_ORD}?\s+(?:of\s+)?(?P<m>{EN_MONTH})\.?,?\s+(?P<y>\d{{4}})\b", _month_day),
        (rf"\b(?P<m>{EN_MONTH})\.?\s+(?P<d>\d{{1,2}}){EN_ORD}?,?\s+(?P<y>\d{{4}})\b", _month_day),
        (rf"(?<!\d)(?P<y>\d{{4}})\s*年\s*(?P<m>{ZH_MONTH})\s*月\s*(?P<d>{ZH_DAY})\s*[日号]", _month_day),
        (r"\b(?P<y>\d{4})[-/.](?P<m>\d{1,2})[-/.](?P<d>\d{1,2})\b", _month_day),
        (rf"\b(?P<d>\d{{1,2}}){EN_ORD}?\s+(?:of\s+)?(?P<m>{EN_MONTH})\b", _month_day),
        (rf"\b(?P<m>{EN_MONTH})\.?\s+(?P<d>\d{{1,2}}){EN_ORD}?\b(?!\s*(?:,\s*)?\d)", _month_day),
        (rf"(?<![\d年])(?P<m>{ZH_MONTH})\s*月\s*(?P<d>{ZH_DAY})\s*[日号]", _month_day),
        # a month with its year, then alone ("in June", "6月份")
        (rf"\b(?P<m>{EN_MONTH})\.?,?\s+(?P<y>\d{{4}})\b", _month_year),
        (rf"(?<!\d)(?P<y>\d{{4}})\s*年\s*(?P<m>{ZH_MONTH})\s*月(?!\s*{ZH_DAY}\s*[日号])", _month_year),
        (rf"\b(?:in|during|since|back in|early|late|mid)[\s-]+(?P<m>{EN_MONTH})\b(?!\s*\d)", _month_alone),
        (rf"(?<![\d年上下本这个])(?P<m>{ZH_MONTH})月份", _month_alone),
        # weekdays
        (rf"(?<![每隔下个])(?P<pre>上上个?|上个?|这个?|本)?{ZH_WEEK}(?P<d>{ZH_WD})", _zh_weekday),
        (rf"(?<!next )(?<!coming )\b(?:(?P<pre>last|this|on)\s+)?(?P<w>{EN_WD})\b", _en_weekday),
        # so long ago
        (rf"\b(?P<n>{EN_NUM})\s+(?P<u>days?|weeks?|months?|years?)\s+ago\b", _ago),
        (rf"(?P<n>{ZH_NUM})\s*(?P<u>天|个?周|个?星期|个?礼拜|个月|年)(?:以|之)?前", _ago),
        (rf"\b(?:{_words(_EN_FIXED)})\b", _fixed),
        (_words(_ZH_FIXED), _fixed),
        # a year alone, said as one
        (r"\b(?:in|during|since|back in)\s+(?P<y>(?:19|20)\d{2})\b", _year),
        (r"(?<!\d)(?P<y>(?:19|20)\d{2})\s*年(?!\s*\d|\s*[一二三四五六七八九十]+\s*月)", _year),
    )
)


# Every expression above has a digit or one of these: a message without any (most of them) is
# passed over without trying each rule on it — this runs on every context build.
_PAST_HINT = re.compile(
    rf"\d|[年月周星期礼拜昨前今这本上号日]|\b(?:ago|yesterday|last|this|today|tonight|morning|week|weekend"
    rf"|month|year|{EN_MONTH}|{EN_WD}|{EN_NUM})\b",
    re.IGNORECASE,
)


def past_window(text: str, today: date) -> Window | None:
    """The days the first expression of the past in ``text`` covers, or None.

    "First" is by position, and at one position the longest expression wins. An expression that
    names no day that has been ("30 February", "next week", "in December" of a later year) takes
    its words with it: "30 February 2025" is not read as February 2025."""
    if not text or not _PAST_HINT.search(text):
        return None
    found = sorted(
        (
            (m.start(), -len(m.group(0)), m.end(), resolve, m)
            for pattern, resolve in _RULES
            for m in pattern.finditer(text)
        ),
        key=lambda f: f[:2],
    )
    taken = 0
    for start, _, end, resolve, m in found:
        if start < taken:
            continue
        window = resolve(m, today)
        if window is not None and window[0] <= today:
            return window
        taken = end
    return None


# Reckoned from the day they are said: the lines that use them are shown with the days meant. A
# bare weekday is not among them: in a line from the past, "Friday" may be the one to come.
_RELATIVE = (_zh_weekday, _en_weekday, _ago, _fixed)
_RELATIVE_RULES = [(pattern, resolve) for pattern, resolve in _RULES if resolve in _RELATIVE]
_RELATIVE_HINT = re.compile(r"ago|yesterday|last|前|昨|上|去年", re.IGNORECASE)  # most lines have none


def relative_days(text: str, today: date) -> list[tuple[int, int, Window]]:
    """Every expression in ``text`` that names past days relative to ``today`` ("last month",
    "三天前", "yesterday"), as (start, end, days), in order and not overlapping. Ones that include
    ``today`` ("this week", "今天") are left out: the line's own date already says them."""
    if not _RELATIVE_HINT.search(text):
        return []
    found = sorted(
        (
            (m.start(), -len(m.group(0)), m.end(), resolve, m)
            for pattern, resolve in _RELATIVE_RULES
            for m in pattern.finditer(text)
            if resolve not in (_zh_weekday, _en_weekday) or (m.group("pre") or "on").lower() != "on"
        ),
        key=lambda f: f[:2],
    )
    out: list[tuple[int, int, Window]] = []
    taken = 0
    for start, _, end, resolve, m in found:
        if start < taken:
            continue
        taken = end
        window = resolve(m, today)
        if window is not None and window[1] < today:
            out.append((start, end, window))
    return out


def window_words(window: Window, lang: str) -> str:
    """The days as a reader says them: "8 May 2023", "the week of 1 May 2023", "May 2023", "2023";
    in Chinese "2023年5月8日", "2023年5月1日那周", "2023年5月", "2023年"."""
    first, last = window
    zh = lang == "zh"

    def day(d: date) -> str:
        return f"{d.year}年{d.month}月{d.day}日" if zh else f"{d.day} {d:%B %Y}"

    if first == last:
        return day(first)
    if first == date(first.year, 1, 1) and last == date(first.year, 12, 31):
        return f"{first.year}年" if zh else str(first.year)
    if (
        first.day == 1
        and (first.year, first.month) == (last.year, last.month)
        and last.day == (calendar.monthrange(first.year, first.month)[1])
    ):
        return f"{first.year}年{first.month}月" if zh else f"{first:%B %Y}"
    if first.weekday() == 0 and last == first + timedelta(days=6):
        return f"{day(first)}那周" if zh else f"the week of {day(first)}"
    return f"{day(first)}–{day(last)}"


def with_days_meant(text: str, today: date, lang: str) -> str:
    """``text`` with the days each relative expression meant when it was said, after it: "we
    repainted the kitchen last month (December 2022)", "上个月（2022年12月）去了海边"."""
    out, at = [], 0
    for _, end, window in relative_days(text, today):
        words = window_words(window, lang)
        out += [text[at:end], f"（{words}）" if lang == "zh" else f" ({words})"]
        at = end
    return "".join(out) + text[at:]


# A time said for one occasion, relative to the day it was said ("next month", "下周六", "last
# Friday"): stored as said, it means another day once that day has passed. Times that already name
# their month or year, and times that recur ("every Saturday", "weekends", "每周六"), say enough.
_NAMES_ITS_DAYS = re.compile(
    rf"\d{{4}}|(?<![上下这本])(?:{ZH_MONTH})\s*月|\b(?:{EN_MONTH})\b|\b(?:every|each|weekends|weeknights|"
    r"mornings|evenings|nights)\b|每",
    re.IGNORECASE,
)
# "the 3rd", "15号": of which month the sentence may say ("the 3rd of next month"), the value does not;
# a weekday said bare ("on Friday", "周五") may be the one to come or the one just gone
_DAY_OF_SOME_MONTH = re.compile(
    rf"^(?:on\s+)?(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?$|^\d{{1,2}}\s*[号日]$|^(?:on\s+)?{EN_WD}$|^(?:周|星期|礼拜){ZH_WD}$",
    re.IGNORECASE,
)
_AHEAD: dict[str, Callable[[date], Window | None]] = {
    "next week": lambda t: _week(_monday(t, 1)),
    "下周": lambda t: _week(_monday(t, 1)),
    "下个星期": lambda t: _week(_monday(t, 1)),
    "下星期": lambda t: _week(_monday(t, 1)),
    "下礼拜": lambda t: _week(_monday(t, 1)),
    "下个礼拜": lambda t: _week(_monday(t, 1)),
    "next month": lambda t: _months_back(t, -1),
    "下个月": lambda t: _months_back(t, -1),
    "下月": lambda t: _months_back(t, -1),
    "next year": lambda t: (date(t.year + 1, 1, 1), date(t.year + 1, 12, 31)),
    "明年": lambda t: (date(t.year + 1, 1, 1), date(t.year + 1, 12, 31)),
    "this month": lambda t: _month(t.year, t.month),
    "这个月": lambda t: _month(t.year, t.month),
    "本月": lambda t: _month(t.year, t.month),
    "this year": lambda t: (date(t.year, 1, 1), date(t.year, 12, 31)),
    "今年": lambda t: (date(t.year, 1, 1), date(t.year, 12, 31)),
}
_AHEAD_RE = re.compile(
    rf"(?<!\w)(?:{_words([k for k in _AHEAD if k.isascii()])})(?!\w)"
    # "下周六" is a day, "下周末" a weekend: the day rules below
    rf"|(?:{_words([k for k in _AHEAD if not k.isascii()])})(?![一二三四五六日天末\d])",
    re.IGNORECASE,
)


def time_meant(value: str, *, today: date, lang: str, day: date | None = None) -> str:
    """The days a time said relative to ``today`` meant, as a reader says them ("June 2023",
    "16 May 2023", "2023年6月"), or "" when ``value`` names them itself or is no such time.
    ``day``: what ``memories.dates.resolve_date`` made of the value, for the days ahead that
    plans name ("next Tuesday", "下周六", "the 14th"); the stretches above come first."""
    if not value or _NAMES_ITS_DAYS.search(value) or _DAY_OF_SOME_MONTH.match(value):
        return ""
    if past := relative_days(value, today):
        return window_words(past[0][2], lang)
    if (ahead := _AHEAD_RE.search(value)) and (window := _AHEAD[ahead.group(0).lower()](today)):
        return window_words(window, lang)
    return window_words((day, day), lang) if day is not None else ""
