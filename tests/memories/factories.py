"""Small factories that go through the real services."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from django.utils import timezone

from memind.actors import Actor
from memind.models import App
from memories.models import EndUser, MemoryItem, Message
from memories.services.memories import memory_create
from memories.services.messages import MessageIn, messages_ingest


def say(app: App, user_id: str, *texts: str, at: datetime | None = None, role: str = "user") -> list[Message]:
    at = at or timezone.now()
    result = messages_ingest(
        app=app, external_id=user_id, messages=[MessageIn(role=role, content=t, sent_at=at) for t in texts]
    )
    return list(Message.objects.filter(user=result.user).order_by("-id")[: len(texts)])[::-1]


def remember(user: EndUser, content: str, type: str = "preference", **kw: Any) -> MemoryItem:
    return memory_create(user=user, type=type, content=content, actor=Actor.system("test"), **kw)
