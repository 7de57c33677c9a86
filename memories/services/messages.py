"""Message ingestion: the one write path for conversation turns."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from django.conf import settings
from django.db import transaction

from memories.models import App, EndUser, Message
from memories.services.tenants import user_touch


@dataclass(frozen=True)
class MessageIn:
    role: str
    content: str
    sent_at: datetime
    session_id: str = ""
    client_msg_id: str = ""


@dataclass(frozen=True)
class IngestResult:
    user: EndUser
    accepted: int
    duplicates: int
    extraction_queued: bool


def messages_ingest(*, app: App, external_id: str, messages: list[MessageIn]) -> IngestResult:
    """Store a batch of messages, idempotent on ``client_msg_id``; queue extraction when a batch is full.

    A ``client_msg_id`` already stored for this user (or repeated inside the batch) is counted
    as a duplicate and not stored again. The unique constraint makes this hold under concurrent
    retries too: ``ignore_conflicts`` turns a race into a duplicate, never into a second row.
    """
    with transaction.atomic():
        # "Seen" means the person wrote something; assistant turns don't count.
        said = [m.sent_at for m in messages if m.role == Message.Role.USER]
        user = user_touch(
            app=app, external_id=external_id, earliest=min(said, default=None), latest=max(said, default=None)
        )

        ids = [m.client_msg_id for m in messages if m.client_msg_id]
        seen = set(
            Message.objects.filter(user=user, client_msg_id__in=ids).values_list("client_msg_id", flat=True)
        )
        rows: list[Message] = []
        for m in messages:
            if m.client_msg_id:
                if m.client_msg_id in seen:
                    continue
                seen.add(m.client_msg_id)
            rows.append(
                Message(
                    app=app,
                    user=user,
                    role=m.role,
                    content=m.content,
                    sent_at=m.sent_at,
                    session_id=m.session_id,
                    client_msg_id=m.client_msg_id,
                )
            )
        Message.objects.bulk_create(rows, ignore_conflicts=True)
        queued = _queue_extraction_if_due(user)
    return IngestResult(
        user=user, accepted=len(rows), duplicates=len(messages) - len(rows), extraction_queued=queued
    )


def _queue_extraction_if_due(user: EndUser) -> bool:
    """Enqueue extraction (after commit) once a full batch of messages is pending."""
    batch = settings.MEMIND_EXTRACTION_BATCH
    pending = Message.objects.filter(user=user, extraction_run__isnull=True).values("id")[:batch].count()
    if pending < batch:
        return False
    from memories.tasks import extract_user

    transaction.on_commit(lambda: extract_user.delay(user_id=user.pk, trigger="batch"))
    return True
