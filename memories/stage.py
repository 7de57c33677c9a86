"""Relationship stage: new → familiar → close, from the relationship's age and activity.

A recall input (context ranking weighs memories by it) that the proactive planner also uses.
Both must hold: a week of chatting with three messages is not familiarity, and a thousand
messages in one night is not closeness. Thresholds live in settings (MEMIND_STAGE_*).
"""

from __future__ import annotations

from datetime import datetime

from django.conf import settings

from memories.activity import user_activity
from memories.models import EndUser

NEW, FAMILIAR, CLOSE = "new", "familiar", "close"


def relationship_stage(*, user: EndUser, now: datetime, said: int | None = None) -> str:
    """``said``: the user's message count up to ``now`` (``user_activity``), when already known."""
    if user.first_seen_at is None:
        return NEW
    days = (now - user.first_seen_at).total_seconds() / 86400
    if said is None:
        said = user_activity(user=user, now=now).said
    if days >= settings.MEMIND_STAGE_CLOSE_DAYS and said >= settings.MEMIND_STAGE_CLOSE_MESSAGES:
        return CLOSE
    if days >= settings.MEMIND_STAGE_FAMILIAR_DAYS and said >= settings.MEMIND_STAGE_FAMILIAR_MESSAGES:
        return FAMILIAR
    return NEW
