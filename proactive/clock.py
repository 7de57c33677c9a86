"""The user's local clock: time zone, local day, and the planner's time windows.

Windows are "HH:MM-HH:MM" strings in settings (MEMIND_PROACTIVE_MORNING/EVENING/QUIET); the
start is inclusive and the end exclusive, and a window whose end is before its start wraps past
midnight ("23:00-07:00"). A malformed window fails loudly: silently never writing (or always
writing) would be worse than a crash at the first plan.
"""

from __future__ import annotations

import re
from datetime import date, datetime, time, timedelta, tzinfo

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured

from memind.timezones import zone
from memories.models import EndUser

_WINDOW = re.compile(r"^\s*(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})\s*$")


def user_zone(user: EndUser) -> tzinfo:
    """The user's time zone; UTC when the stored name is no real zone."""
    return zone(user.timezone)


def local_now(user: EndUser, now: datetime) -> datetime:
    return now.astimezone(user_zone(user))


def local_day_bounds(local: datetime) -> tuple[datetime, datetime]:
    """[start, end) of the local calendar day of ``local``, as aware datetimes (DST-safe)."""
    zone = local.tzinfo
    day = local.date()
    start = datetime.combine(day, time(0), tzinfo=zone)
    end = datetime.combine(day + timedelta(days=1), time(0), tzinfo=zone)
    return start, end


def local_date(user: EndUser, at: datetime) -> date:
    return at.astimezone(user_zone(user)).date()


def window(setting: str) -> tuple[time, time]:
    raw = getattr(settings, setting)
    m = _WINDOW.match(str(raw))
    if m is None:
        raise ImproperlyConfigured(f"{setting}={raw!r}: expected 'HH:MM-HH:MM'")
    h1, m1, h2, m2 = (int(g) for g in m.groups())
    try:
        return time(h1, m1), time(h2, m2)
    except ValueError as exc:
        raise ImproperlyConfigured(f"{setting}={raw!r}: {exc}") from exc


def in_window(moment: time, span: tuple[time, time]) -> bool:
    start, end = span
    if start <= end:
        return start <= moment < end
    return moment >= start or moment < end  # wraps past midnight
