"""The delivery test: events emitted while a real Celery worker delivers them to a real receiver,
which is killed mid-way (requests in flight dropped unanswered) and started again on the same port
seconds later. After recovery by the beat sweep every event has arrived exactly once as a receiver
that dedups by Memind-Event-Id sees it, and no delivery answered 2xx was ever sent again."""

from __future__ import annotations

import json
import time
from collections.abc import Callable

import pytest
from celery.contrib.testing.worker import start_worker

from memind.actors import Actor
from memind.celery import app as celery_app
from memind.tenants import app_create
from memories.models import WebhookDelivery, WebhookEvent
from memories.services.memories import memory_create
from memories.services.tenants import user_touch
from memories.services.webhooks import webhook_endpoint_create
from memories.tasks import webhooks_sweep
from tests.webhook_receiver import Receiver

EVENTS = 40
DOWN_SECONDS = 2.0  # the receiver is away this long


def wait_until(condition: Callable[[], bool], timeout: float, step: float = 0.05) -> bool:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(step)
    return True


@pytest.mark.django_db(transaction=True)
def test_every_event_arrives_exactly_once_through_a_receiver_crash(settings):
    # Retries within a fraction of a second, so the whole outage plays out in a few seconds.
    settings.MEMIND_WEBHOOK_BACKOFF_BASE = 0.1
    settings.MEMIND_WEBHOOK_BACKOFF_MAX = 0.4
    settings.MEMIND_WEBHOOK_JITTER = 0.2
    settings.MEMIND_WEBHOOK_TIMEOUT = 2.0
    settings.MEMIND_WEBHOOK_MAX_ATTEMPTS = 1000  # nothing may give up during the outage
    settings.MEMIND_WEBHOOK_BATCH = 5
    app, _ = app_create(name="hooks")
    # Each request takes a moment; the receiver dies having read a quarter of the events, with that
    # last one (and any other in flight) read but never answered.
    receiver = Receiver(delay=0.05, die_at=EVENTS // 4)
    receiver.start()
    webhook_endpoint_create(app=app, url=receiver.url, actor=Actor.system("test"))
    user = user_touch(app=app, external_id="u")

    def sweep() -> None:  # what beat runs every MEMIND_WEBHOOK_SWEEP_SECONDS, here every 0.2 s
        webhooks_sweep.apply()

    try:
        with start_worker(celery_app, perform_ping_check=False, pool="solo", shutdown_timeout=30):
            for i in range(EVENTS):  # each in its own transaction: its delivery is queued on commit
                memory_create(
                    user=user,
                    type="preference",
                    content=f"用户喜欢水果{i}",
                    actor=Actor.system("test"),
                    embedding=[0.1] * 384,
                )
            assert receiver.killed.wait(60)  # mid-way: the worker is still delivering
            at_kill = len(receiver.receipts)
            receiver.die_at = 0
            down_until = time.monotonic() + DOWN_SECONDS
            while time.monotonic() < down_until:
                sweep()
                time.sleep(0.2)
            failed_while_down = WebhookDelivery.objects.filter(status="pending", attempts__gte=1).count()
            receiver.start()  # same port
            back = time.monotonic()

            def settled() -> bool:
                sweep()
                return not WebhookDelivery.objects.exclude(status="delivered").exists()

            assert wait_until(settled, timeout=60, step=0.2)
            recovery = time.monotonic() - back
    finally:
        receiver.stop()

    emitted = {str(e) for e in WebhookEvent.objects.values_list("event_id", flat=True)}
    received = receiver.unique_ids()
    lost = emitted - received
    dropped = [r for r in receiver.receipts if r.answered is None]
    attempts = list(WebhookDelivery.objects.values_list("attempts", flat=True))
    report = {
        "events": len(emitted),
        "received_unique": len(received),
        "lost": len(lost),
        "raw_receipts": len(receiver.receipts),
        "raw_duplicates": receiver.duplicates(),
        "dropped_unanswered_at_kill": len(dropped),
        "sent_again_after_2xx": len(receiver.sent_again_after_success()),
        "receipts_before_kill": at_kill,
        "pending_with_failed_attempts_while_down": failed_while_down,
        "attempts_total": sum(attempts),
        "attempts_max": max(attempts),
        "recovery_seconds": round(recovery, 2),
    }
    print("webhook delivery drill:", json.dumps(report))

    assert len(emitted) == EVENTS and lost == set() and received == emitted
    assert receiver.sent_again_after_success() == []  # a 2xx delivery is never sent again
    # The only duplicates are the requests the receiver read and died before answering: each is
    # sent again once it is back (an at-least-once delivery, deduped on the event id).
    assert len(dropped) >= 1 and receiver.duplicates() == len(dropped)
    assert at_kill < EVENTS and failed_while_down > 0  # the kill really was mid-way
    assert set(WebhookDelivery.objects.values_list("status", flat=True)) == {"delivered"}
