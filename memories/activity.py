"""What a user's own messages say about the relationship, read in one query: how much they have
said (for the relationship stage) and in which language (for MEMORY.md's headings)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from django.conf import settings
from django.db import connection

from memind.text import CJK
from memories.models import EndUser, Message

LANGUAGE_WINDOW = 50  # the language of the latest 50 messages, not of the first ones


@dataclass(frozen=True)
class Activity:
    said: int  # user messages up to ``now``, counted up to MEMIND_STAGE_CLOSE_MESSAGES
    lang: str  # "zh" or "en"


def user_activity(*, user: EndUser, now: datetime) -> Activity:
    """The user's messages up to ``now``: how many (capped), and mostly Chinese or not. A locale
    set on the user decides the language; with no messages at all it is Chinese."""
    cap = settings.MEMIND_STAGE_CLOSE_MESSAGES
    with connection.cursor() as cur:
        cur.execute(
            """SELECT count(*) FILTER (WHERE rn <= %(cap)s),
                      count(*) FILTER (WHERE rn <= %(window)s),
                      count(*) FILTER (WHERE rn <= %(window)s AND content ~ %(cjk)s)
               FROM (SELECT content, row_number() OVER (ORDER BY sent_at DESC, id DESC) AS rn
                     FROM memories_message
                     WHERE user_id = %(user)s AND role = %(role)s AND sent_at <= %(now)s
                     ORDER BY sent_at DESC, id DESC
                     LIMIT GREATEST(%(cap)s, %(window)s)) AS latest""",
            {
                "cap": cap,
                "window": LANGUAGE_WINDOW,
                "user": user.pk,
                "role": Message.Role.USER.value,
                "now": now,
                "cjk": CJK.pattern,
            },
        )
        said, recent, zh = cur.fetchone()
    if user.locale:
        lang = "zh" if user.locale.lower().startswith("zh") else "en"
    else:
        lang = "zh" if not recent or zh * 2 >= recent else "en"
    return Activity(said=said, lang=lang)
