"""Replaying a chat the way an app would: messages in, extraction, then ask the planner at a time."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from memind.models import App
from memories.models import EndUser, MemoryItem
from memories.services.extraction import extraction_run
from memories.services.messages import MessageIn, messages_ingest
from memories.services.tenants import user_update

SHANGHAI = ZoneInfo("Asia/Shanghai")
MONDAY = date(2026, 3, 2)  # a Monday


def at(day: int, hour: int, minute: int = 0, tz: ZoneInfo = SHANGHAI) -> datetime:
    """Local time on MONDAY + ``day`` days."""
    return datetime.combine(MONDAY + timedelta(days=day), time(hour, minute), tzinfo=tz)


def say(app: App, user_id: str, when: datetime, *texts: str, tz: str = "Asia/Shanghai") -> EndUser:
    """The user writes ``texts`` at ``when`` (a second apart), then extraction runs as the API would."""
    user_update(app=app, external_id=user_id, data={"timezone": tz})
    user = messages_ingest(
        app=app,
        external_id=user_id,
        messages=[
            MessageIn(role="user", content=t, sent_at=when + timedelta(seconds=i))
            for i, t in enumerate(texts)
        ],
    ).user
    extraction_run(user=user, trigger="api")
    user.refresh_from_db()
    return user


def memory(user: EndUser, **kw: object) -> MemoryItem:
    return MemoryItem.objects.get(user=user, **kw)
