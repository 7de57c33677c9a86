"""The Celery path end to end: a real worker thread on the real Redis broker."""

from __future__ import annotations

import pytest
from celery.contrib.testing.worker import start_worker

from memind.celery import app as celery_app
from memind.models import JobRun
from memind.tenants import app_create
from memories.models import ExtractionRun, MemoryItem
from memories.services.messages import MessageIn, messages_ingest
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

        for _ in range(600):  # up to a minute: a cold worker loads the embedding model first
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
            messages=[
                MessageIn(role="user", content=t, sent_at=at(0, i))
                for i, t in enumerate(["我们周末去爬了香山", "ok", "I adopted a greyhound"])
            ],
        )
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


@pytest.mark.django_db
def test_one_failing_user_is_skipped_and_listed_the_sweep_plans_the_rest(monkeypatch):
    from datetime import timedelta

    from django.utils import timezone

    from memories.models import EndUser
    from proactive.services import planner
    from proactive.tasks import plan_active

    app, _ = app_create(name="sweep")
    users = [
        EndUser.objects.create(app=app, external_id=f"u{i}", last_seen_at=timezone.now()) for i in range(3)
    ]
    real, done = planner.proactive_plan, []

    def plan(*, user, now):
        if user.pk == users[1].pk:
            EndUser.objects.filter(pk=user.pk).update(display_name="half-written")  # undone with it
            raise ValueError("an odd row")
        done.append(user.pk)
        return real(user=user, now=now)

    monkeypatch.setattr(planner, "proactive_plan", plan)
    plan_active.apply(kwargs={}).get()
    assert done == [users[0].pk, users[2].pk]  # the user after the failing one was still planned
    run = JobRun.objects.get(name="proactive_plan_active")
    assert run.error == "" and run.failed == 1 and run.finished_at is not None
    assert run.failures == [f"user {users[1].pk}: ValueError: an odd row"]
    assert EndUser.objects.get(pk=users[1].pk).display_name == ""
    assert timezone.now() - run.started_at < timedelta(minutes=5)


@pytest.mark.django_db(transaction=True)
def test_a_run_whose_worker_died_is_failed_and_its_user_queued_again(settings):
    from datetime import timedelta
    from unittest import mock

    from django.utils import timezone

    from memind import locks
    from memories.services.extraction import extraction_abandoned_fail, extraction_overdue_users
    from memories.tasks import extract_user
    from tests.threads import lock_held_elsewhere

    settings.MEMIND_EXTRACTION_BATCH = 2
    app, _ = app_create(name="crash")
    old = timezone.now() - timedelta(minutes=10)

    def say(user: str, text: str):
        msg = MessageIn(role="user", content=text, sent_at=old)
        return messages_ingest(app=app, external_id=user, messages=[msg], queue_jobs=False).user

    dead, busy = say("dead", "我叫夏星帆"), say("busy", "我住在杭州")
    runs = {u.pk: ExtractionRun.objects.create(app=app, user=u, extractor="rules") for u in (dead, busy)}
    ExtractionRun.objects.filter(pk__in=[r.pk for r in runs.values()]).update(started_at=old)

    with lock_held_elsewhere(locks.EXTRACTION, busy.pk):  # busy's worker is alive, mid-run
        assert extraction_abandoned_fail() == [dead.pk]
    assert ExtractionRun.objects.get(pk=runs[dead.pk].pk).status == "failed"
    assert ExtractionRun.objects.get(pk=runs[busy.pk].pk).status == "running"

    # A full batch pending long after it arrived (its job was never queued) is overdue; a fresh one is not.
    say("dead", "我是护士")
    settings.MEMIND_EXTRACTION_OVERDUE_SECONDS = 3600
    assert extraction_overdue_users() == []
    settings.MEMIND_EXTRACTION_OVERDUE_SECONDS = 0
    assert extraction_overdue_users() == [dead.pk]
    with mock.patch.object(extract_user, "apply_async") as send:
        extraction_idle_flush.apply().get()
    queued = [c.kwargs["kwargs"]["user_id"] for c in send.call_args_list]
    assert queued.count(dead.pk) == 1  # once, though abandoned, overdue and idle at the same time
