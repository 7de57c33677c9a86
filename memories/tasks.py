"""Celery tasks: thin wrappers over services. Each is named, takes ids, accepts **kwargs, and is
bounded; beat entries live in settings.CELERY_BEAT_SCHEDULE."""

from __future__ import annotations

from typing import Any

from celery import shared_task
from django.conf import settings

from memind.jobs import RETRIED, enqueue, isolated, job_record
from memories.models import EndUser
from memories.services import decay, episodes, extraction, messages, pruning, webhooks


@shared_task(name="memories.extract_user", **RETRIED)
def extract_user(user_id: int, trigger: str = "batch", **kwargs: Any) -> list[dict[str, Any]]:
    """Extract a user's pending full batches (≤ 10 per task; re-enqueues itself when more are due).

    Skips when another worker holds the user's extraction lock: that worker drains the batches."""
    user = EndUser.objects.filter(pk=user_id).first()
    if user is None:
        return []
    force = trigger in ("idle", "api")  # a paused chat, or the app asked: a partial batch is fine
    runs = extraction.extraction_run(user=user, trigger=trigger, force=force, wait=False, max_batches=10)
    if len(runs) == 10 and extraction.pending_batch(user, force=force):
        enqueue(extract_user, user_id=user_id, trigger=trigger)
    return [r.counts() for r in runs]


@shared_task(name="memories.extraction_idle_flush")
def extraction_idle_flush(**kwargs: Any) -> int:
    """Every minute (``MEMIND_EXTRACTION_FLUSH_SECONDS``): users whose chat paused before a full
    batch get extracted anyway; so do
    users whose run died with its worker, or whose full batch was never queued."""

    def job() -> tuple[int, bool]:
        user_ids = list(
            dict.fromkeys(
                [
                    *extraction.extraction_abandoned_fail(),
                    *extraction.extraction_overdue_users(),
                    *extraction.extraction_idle_users(),
                ]
            )
        )
        for user_id in user_ids:
            enqueue(extract_user, user_id=user_id, trigger="idle")
        return len(user_ids), False

    return job_record("extraction_idle_flush", job)[0]


@shared_task(name="memories.episodes_build_user", **RETRIED)
def episodes_build_user(user_id: int, **kwargs: Any) -> int:
    """After an extraction: cut that user's new messages into episodes."""
    user = EndUser.objects.filter(pk=user_id).first()
    return extraction.episodes_build_locked(user=user) if user is not None else 0


@shared_task(name="memories.episodes_build")
def episodes_build(**kwargs: Any) -> int:
    """Every 10 min: cut new messages into episodes for users who talked since their last episode."""

    def job() -> tuple[int, bool]:
        limit = settings.MEMIND_JOB_BATCH
        user_ids = episodes.users_with_new_messages(limit=limit)
        for user in EndUser.objects.filter(pk__in=user_ids):
            with isolated(f"user {user.pk}"):
                extraction.episodes_build_locked(user=user)
        return len(user_ids), len(user_ids) == limit

    return job_record("episodes_build", job)[0]


@shared_task(name="memories.decay_sweep")
def decay_sweep(**kwargs: Any) -> int:
    """Hourly: archive memories whose strength has faded (touches only faded rows)."""
    return job_record("decay_sweep", decay.decay_sweep)[0]


@shared_task(name="memories.quota_prune")
def quota_prune(**kwargs: Any) -> int:
    """Hourly: archive the weakest unprotected memories of users over quota."""
    return job_record("quota_prune", pruning.quota_prune)[0]


@shared_task(name="memories.messages_embed_user", **RETRIED)
def messages_embed_user(user_id: int, **kwargs: Any) -> int:
    """After an ingest: embed that user's new messages, a bounded batch per task (re-enqueued
    while more wait), so the conversation is searchable by meaning within seconds."""
    done, more = messages.messages_embed(user_id=user_id)
    if more:
        enqueue(messages_embed_user, user_id=user_id)
    return done


@shared_task(name="memories.messages_embed")
def messages_embed(**kwargs: Any) -> int:
    """Every minute: messages an ingest-time task missed (worker down, broker hiccup) get embedded."""

    def job() -> tuple[int, bool]:
        user_ids = messages.users_with_unembedded_messages(limit=settings.MEMIND_JOB_BATCH)
        for user_id in user_ids:
            enqueue(messages_embed_user, user_id=user_id)
        return len(user_ids), False

    return job_record("messages_embed", job)[0]


@shared_task(name="memories.webhooks_deliver", **RETRIED)
def webhooks_deliver(delivery_ids: list[int], **kwargs: Any) -> int:
    """Queued when an event's transaction commits: send those deliveries (the ones still due)."""
    return webhooks.webhook_deliveries_send(ids=delivery_ids)[0]


@shared_task(name="memories.webhooks_sweep")
def webhooks_sweep(**kwargs: Any) -> int:
    """Every 30 s (``MEMIND_WEBHOOK_SWEEP_SECONDS``): queue the deliveries that are due — retries
    whose backoff is over, and those a lost task (broker down, worker died) never sent — at most
    ``MEMIND_JOB_BATCH``, in tasks of ``MEMIND_WEBHOOK_BATCH``; then prune settled old events."""

    def job() -> tuple[int, bool]:
        limit, size = settings.MEMIND_JOB_BATCH, settings.MEMIND_WEBHOOK_BATCH
        ids = webhooks.webhook_deliveries_due(limit=limit)
        for start in range(0, len(ids), size):
            enqueue(webhooks_deliver, delivery_ids=ids[start : start + size])
        webhooks.webhook_events_prune()
        return len(ids), len(ids) == limit

    return job_record("webhooks_sweep", job)[0]
