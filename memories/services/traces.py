"""Writes on traces: attaching the app's final reply."""

from __future__ import annotations

from django.utils import timezone

from memories.models import ContextTrace


def trace_reply(*, trace: ContextTrace, reply: str) -> ContextTrace:
    trace.reply = reply
    trace.reply_at = timezone.now()
    trace.save(update_fields=["reply", "reply_at"])
    return trace
