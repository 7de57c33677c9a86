"""Relationship stage: new → familiar → close, from the relationship's age and activity.

Both must hold: a week of chatting with three messages is not familiarity, and a thousand
messages in one night is not closeness. Thresholds live in settings (MEMIND_STAGE_*).
"""

from __future__ import annotations

from datetime import datetime

from django.conf import settings

from memories.models import EndUser, Message

NEW, FAMILIAR, CLOSE = "new", "familiar", "close"


def relationship_stage(*, user: EndUser, now: datetime) -> str:
    if user.first_seen_at is None:
        return NEW
    days = (now - user.first_seen_at).total_seconds() / 86400
    cap = settings.MEMIND_STAGE_CLOSE_MESSAGES
    said = (
        Message.objects.filter(user=user, role=Message.Role.USER, sent_at__lte=now).values("id")[:cap].count()
    )
    if days >= settings.MEMIND_STAGE_CLOSE_DAYS and said >= cap:
        return CLOSE
    if days >= settings.MEMIND_STAGE_FAMILIAR_DAYS and said >= settings.MEMIND_STAGE_FAMILIAR_MESSAGES:
        return FAMILIAR
    return NEW
