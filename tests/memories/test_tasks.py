"""The Celery path end to end: a real worker thread on the real Redis broker."""

from __future__ import annotations

import pytest
from celery.contrib.testing.worker import start_worker

from memind.celery import app as celery_app
from memind.models import JobRun
from memories.models import ExtractionRun, MemoryItem
from memories.services.messages import MessageIn, messages_ingest
from memories.services.tenants import app_create
from memories.tasks import decay_sweep, extraction_idle_flush, quota_prune
from tests.memories.conversations import at


@pytest.mark.django_db(transaction=True)
def test_a_full_batch_queues_extraction_that_a_worker_runs(settings):
    settings.MEMIND_EXTRACTOR = "rules"
    app, _ = app_create(name="celery")
    lines = ["我叫夏星帆"] + [f"随便聊聊{i}" for i in range(23)]
    with start_worker(celery_app, perform_ping_check=False, pool="solo", shutdown_timeout=30):
        result = messages_ingest(
            app=app,
            external_id="u",
            messages=[MessageIn(role="user", content=t, sent_at=at(0, i)) for i, t in enumerate(lines)],
        )
        assert result.extraction_queued
        import time

        for _ in range(200):
            if ExtractionRun.objects.filter(user=result.user, status="succeeded").exists():
                break
            time.sleep(0.1)
    run = ExtractionRun.objects.get(user=result.user)
    assert (run.status, run.trigger, run.message_count) == ("succeeded", "batch", 24)
    assert MemoryItem.objects.get(user=result.user, slot="name").value == "夏星帆"


@pytest.mark.django_db
def test_beat_jobs_record_their_runs(settings):
    assert set(settings.CELERY_BEAT_SCHEDULE) >= {
        "extraction-idle-flush",
        "memory-decay-sweep",
        "memory-quota-prune",
    }
    for task in (decay_sweep, quota_prune, extraction_idle_flush):
        task.apply()
    assert set(JobRun.objects.values_list("name", flat=True)) == {
        "decay_sweep",
        "quota_prune",
        "extraction_idle_flush",
    }
    assert not JobRun.objects.filter(finished_at__isnull=True).exists()


@pytest.mark.django_db(transaction=True)
def test_ingest_queues_the_embedding_that_a_worker_does_within_seconds():
    from memories.models import Message

    app, _ = app_create(name="embedder")
    with start_worker(celery_app, perform_ping_check=False, pool="solo", shutdown_timeout=30):
        result = messages_ingest(
            app=app,
            external_id="u",
            messages=[MessageIn(role="user", content=t, sent_at=at(0, i))
                      for i, t in enumerate(["我们周末去爬了香山", "ok", "I adopted a greyhound"])],
        )  # fmt: skip
        import time

        for _ in range(100):
            if not Message.objects.filter(user=result.user, embed_pending=True).exists():
                break
            time.sleep(0.1)
    msgs = {m.content: m for m in Message.objects.filter(user=result.user)}
    assert (
        msgs["我们周末去爬了香山"].embedding is not None
        and msgs["I adopted a greyhound"].embedding is not None
    )
    assert msgs["ok"].embedding is None and not msgs["ok"].embed_pending


@pytest.mark.django_db
def test_the_embedding_sweep_finds_messages_an_ingest_task_missed(settings):
    from unittest import mock

    from memories.models import Message
    from memories.tasks import messages_embed, messages_embed_user

    assert settings.CELERY_BEAT_SCHEDULE["messages-embed"]["task"] == "memories.messages_embed"
    app, _ = app_create(name="sweep")
    result = messages_ingest(
        app=app,
        external_id="u",
        messages=[MessageIn(role="user", content="我们周末去爬了香山", sent_at=at(0, 0))],
    )  # in a test transaction the ingest's own task is never sent: the sweep must find the message
    with mock.patch.object(messages_embed_user, "apply_async") as send:
        assert messages_embed.apply().get() == 1
    send.assert_called_once_with(kwargs={"user_id": result.user.pk}, retry=False)
    assert messages_embed_user.apply(kwargs={"user_id": result.user.pk}).get() == 1
    assert Message.objects.get(user=result.user).embedding is not None
    assert JobRun.objects.filter(name="messages_embed").exists()
