"""Message ingestion: the one write path for conversation turns."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from django.conf import settings
from django.db import connection, transaction

from memind import db, locks
from memind.embedding import embed_passages
from memind.jobs import enqueue_on_commit
from memind.locks import user_lock
from memind.models import App
from memind.usage import usage_scope
from memories.keywords import search_terms, tsvector_literal
from memories.models import EndUser, Message
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


def messages_ingest(
    *, app: App, external_id: str, messages: list[MessageIn], queue_jobs: bool = True
) -> IngestResult:
    """Store a batch of messages, idempotent on ``client_msg_id``; queue extraction when a batch is full.

    Each message is searchable by its words as soon as this returns; the worker embeds it next.
    ``queue_jobs=False`` (replays, evaluations) leaves extraction and embedding to the caller.

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
            terms = search_terms(m.content)
            rows.append(
                Message(
                    app=app,
                    user=user,
                    role=m.role,
                    content=m.content,
                    sent_at=m.sent_at,
                    session_id=m.session_id,
                    client_msg_id=m.client_msg_id,
                    search_vector=tsvector_literal(terms),
                    embed_pending=worth_embedding(terms),
                )
            )
        db.insert(rows, ignore_conflicts=True)  # bulk_create's rows, without its per-value SQL
        queued = queue_jobs and _queue_extraction_if_due(user)
        if queue_jobs and any(r.embed_pending for r in rows):
            _queue_embedding(user)
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

    enqueue_on_commit(extract_user, user_id=user.pk, trigger="batch")
    return True


def worth_embedding(terms: list[str]) -> bool:
    """ "哈哈", "ok", "晚安" carry no meaning a question could be about: their words are indexed,
    but they are not worth a vector (31 of the 320 lines of bench_context's chat pool)."""
    return len(terms) >= int(settings.MEMIND_MESSAGE_EMBED_MIN_TERMS)


def _queue_embedding(user: EndUser) -> None:
    from memories.tasks import messages_embed_user

    enqueue_on_commit(messages_embed_user, user_id=user.pk)


# Long turns are cut for the model (e5 reads ~512 tokens); the words were indexed whole.
_EMBED_CHARS = 1000


def messages_embed(*, user_id: int, limit: int | None = None) -> tuple[int, bool]:
    """Embed one bounded batch of a user's messages waiting for a vector; returns (done, has_more).

    Runs in the worker, right after ingest and from a beat sweep. One worker per user at a time
    (``memind.locks``; another finds it taken and leaves the user to it — a message that arrived
    after the holder read its batch waits for the next task or the one-minute sweep). No row is
    locked while the model runs (~2 s a batch): extraction and erasure never wait for it. A message
    deleted meanwhile is simply not updated; one already embedded is not embedded again."""
    limit = limit or settings.MEMIND_MESSAGE_EMBED_BATCH
    with user_lock(locks.EMBEDDING, user_id, wait=False) as acquired:
        if not acquired:
            return 0, False
        rows = list(
            Message.objects.filter(user_id=user_id, embed_pending=True)
            .order_by("id")
            .values_list("id", "content")[: limit + 1]
        )
        more, rows = len(rows) > limit, rows[:limit]
        if not rows:
            return 0, False
        app_id = EndUser.objects.filter(pk=user_id).values_list("app_id", flat=True).first()
        with usage_scope(app_id=app_id, user_id=user_id, ref="messages_embed"):
            vectors = embed_passages([content[:_EMBED_CHARS] for _, content in rows])
        with transaction.atomic(), connection.cursor() as cur:
            cur.executemany(
                "UPDATE memories_message SET embedding = %s::halfvec, embed_pending = false"
                " WHERE id = %s AND embed_pending",
                [
                    ("[" + ",".join(f"{x:.5f}" for x in vec) + "]", pk)
                    for (pk, _), vec in zip(rows, vectors, strict=True)
                ],
            )
        return len(rows), more


def users_with_unembedded_messages(*, limit: int) -> list[int]:
    """Users with messages still waiting for a vector (the partial index holds only those)."""
    with connection.cursor() as cur:
        cur.execute("SELECT DISTINCT user_id FROM memories_message WHERE embed_pending LIMIT %s", [limit])
        return [r[0] for r in cur.fetchall()]
