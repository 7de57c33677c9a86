"""What the app did with a planned message: sent it, or dismissed it."""

from __future__ import annotations

from datetime import datetime

from django.db import transaction
from django.utils import timezone

from memories.services.traces import trace_reply
from proactive.models import ProactiveMessage

Status = ProactiveMessage.Status


class MessageStateError(ValueError):
    """The requested change does not apply to the message's current state."""


def proactive_message_mark(
    *, message: ProactiveMessage, status: str, at: datetime | None = None
) -> ProactiveMessage:
    """planned → sent | dismissed. Repeating the same mark is a no-op (apps retry); changing a
    decided message is refused, so the daily cap and the record can't be rewritten after the fact."""
    if status not in (Status.SENT, Status.DISMISSED):
        raise MessageStateError(f"unknown status {status!r}")
    with transaction.atomic():
        message = ProactiveMessage.objects.select_for_update().select_related("trace").get(pk=message.pk)
        if message.status == status:
            return message
        if message.status != Status.PLANNED:
            raise MessageStateError(f"message is already {message.status}")
        message.status = status
        message.status_changed_at = at or timezone.now()
        message.save(update_fields=["status", "status_changed_at"])
        if status == Status.SENT and not message.trace.reply:
            # Support finds "why did it say that" by the reply text: a sent message is that reply.
            trace_reply(trace=message.trace, reply=message.text)
    return message
