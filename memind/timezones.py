"""Time zones are IANA names, checked against the zone database itself: "Asia" is a folder (and
``ZoneInfo("Asia")`` raises ``IsADirectoryError``), "Mars/Olympus" is nothing, and "localtime" is
this machine's own setting, not a name in the database (some systems list it among the zones). A
stored zone that is no longer valid is read as UTC, so it can never block a user's extraction or
planning."""

from __future__ import annotations

import functools
import zoneinfo


@functools.cache
def _zones() -> frozenset[str]:
    return frozenset(zoneinfo.available_timezones()) - {"localtime", "posixrules"}


def is_zone(name: str) -> bool:
    return name in _zones()


def zone_name(name: str | None) -> str:
    """``name`` when it is a real zone, else "UTC"."""
    return name if name and is_zone(name) else "UTC"


def zone(name: str | None) -> zoneinfo.ZoneInfo:
    return zoneinfo.ZoneInfo(zone_name(name))
