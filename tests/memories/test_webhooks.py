"""Webhooks: the outbox is written in the change's transaction by the real services, deliveries are
signed as the README says, retried with backoff, claimed by one sender at a time."""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from django.db import transaction
from django.utils import timezone

from memind.actors import Actor
from memind.models import AppEvent
from memories.models import MemoryItem, WebhookDelivery, WebhookEndpoint, WebhookEvent, WebhookEventType
from memories.services.decay import decay_sweep
from memories.services.memories import memory_archive, memory_create, memory_supersede
from memories.services.tenants import user_erase, user_touch
from memories.services.webhooks import (
    backoff,
    webhook_deliveries_retry,
    webhook_deliveries_send,
    webhook_endpoint_create,
    webhook_endpoint_delete,
)
from memories.tasks import webhooks_sweep
from tests.threads import run_together
from tests.webhook_receiver import Receiver

ROOT = Path(__file__).resolve().parents[2]
ACTOR = Actor.system("test")
VECTOR = [0.1] * 384  # memories stored here need no real embedding


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    r = Receiver()
    r.start()
    yield r
    r.stop()


@pytest.fixture
def endpoint(tenant: Any, receiver: Receiver) -> tuple[WebhookEndpoint, str]:
    return webhook_endpoint_create(app=tenant.app, url=receiver.url, actor=ACTOR)


@pytest.fixture
def fast_retries(settings: Any) -> None:
    settings.MEMIND_WEBHOOK_BACKOFF_BASE = 0.05
    settings.MEMIND_WEBHOOK_BACKOFF_MAX = 0.2
    settings.MEMIND_WEBHOOK_JITTER = 0.0
    settings.MEMIND_WEBHOOK_TIMEOUT = 2.0


def readme_verify() -> Callable[..., bool]:
    """The ``verify`` snippet exactly as README.md shows it."""
    text = (ROOT / "README.md").read_text()
    code = re.search(r"<!-- webhook-verify[^\n]*\n```python\n(.*?)```", text, re.S)
    assert code is not None, "README.md lost its webhook verification snippet"
    scope: dict[str, Any] = {}
    exec(code.group(1), scope)  # noqa: S102 - our own documentation, run as a receiver would
    verify: Callable[..., bool] = scope["verify"]
    return verify


def remember(user: Any, content: str, **kw: Any) -> MemoryItem:
    return memory_create(user=user, type="preference", content=content, actor=ACTOR, embedding=VECTOR, **kw)


def drain(limit: int = 100) -> int:
    """Send everything due now, as the delivery job does."""
    sent = 0
    while (n := webhook_deliveries_send(limit=limit)[0]) > 0:
        sent += n
    return sent


# --- signature -------------------------------------------------------------------------------------


def test_signature_verifies_with_the_readme_recipe_and_a_tampered_body_fails(tenant, endpoint, receiver):
    ep, secret = endpoint
    user = user_touch(app=tenant.app, external_id="u-42")
    memory = remember(user, "用户喜欢吃火锅")

    assert drain() == 1
    (receipt,) = receiver.receipts
    verify = readme_verify()
    signature = receipt.headers["Memind-Signature"]
    assert verify(secret, receipt.body, signature)

    body = json.loads(receipt.body)
    assert body["type"] == "memory.created" and body["app"] == "mio"
    assert body["id"] == receipt.event_id == receipt.headers["Memind-Event-Id"]
    assert body["data"]["memory_id"] == memory.pk and body["data"]["user_id"] == "u-42"
    assert body["data"]["content"] == "用户喜欢吃火锅"

    tampered = receipt.body.replace("火锅".encode(), "烧烤".encode())
    assert tampered != receipt.body and not verify(secret, tampered, signature)
    assert not verify(secret + "x", receipt.body, signature)
    t = int(signature.split(",")[0][2:])
    assert not verify(secret, receipt.body, signature.replace(f"t={t}", f"t={t - 1}"))  # ts is signed
    assert not verify(secret, receipt.body, "garbage")
    with pytest.MonkeyPatch.context() as mp:  # an hour later, the same message is a replay
        mp.setattr(time, "time", lambda: t + 3600)
        assert not verify(secret, receipt.body, signature)
    assert WebhookDelivery.objects.get().status == "delivered"


# --- the outbox is transactional ------------------------------------------------------------------


def test_a_rolled_back_change_emits_nothing_and_a_committed_one_always_has_its_event(tenant, endpoint):
    user = user_touch(app=tenant.app, external_id="u")
    with pytest.raises(RuntimeError), transaction.atomic():
        remember(user, "用户喜欢猫")
        assert WebhookEvent.objects.count() == 1  # written in the change's own transaction…
        raise RuntimeError("the request fails after storing")
    assert not WebhookEvent.objects.exists() and not WebhookDelivery.objects.exists()  # …and undone with it

    kept = remember(user, "用户喜欢狗")
    event = WebhookEvent.objects.get()
    assert event.payload["memory_id"] == kept.pk and event.user_id == user.pk
    assert WebhookDelivery.objects.get().status == "pending"


def test_nothing_is_stored_for_apps_without_a_subscribed_active_endpoint(tenant, other_tenant, receiver):
    webhook_endpoint_create(app=other_tenant.app, url=receiver.url, actor=ACTOR)  # another app's
    ep, _ = webhook_endpoint_create(
        app=tenant.app, url=receiver.url, events=["proactive.planned"], actor=ACTOR
    )
    user = user_touch(app=tenant.app, external_id="u")
    remember(user, "用户喜欢猫")  # mio has no endpoint for memory.created
    assert not WebhookEvent.objects.exists()

    ep.events, ep.is_active = ["memory.created"], False
    ep.save()
    remember(user, "用户喜欢狗")  # subscribed, but paused
    assert not WebhookEvent.objects.exists()


def test_each_event_type_is_emitted_by_its_real_service(tenant, receiver, settings):
    from experiences.models import Experience
    from proactive.services.planner import proactive_plan
    from tests.experiences.factories import outcome
    from tests.proactive.replay import at, say

    settings.MEMIND_EXTRACTOR = "rules"
    webhook_endpoint_create(app=tenant.app, url=receiver.url, actor=ACTOR)

    # memory.created by the extraction (ingest → rules → consolidation), proactive.planned by the planner.
    user = say(tenant.app, "xf", at(0, 20), "明天下午两点要面试")
    extracted = list(MemoryItem.objects.filter(user=user).order_by("id"))
    interview = MemoryItem.objects.get(user=user, type="life_event", value="interview")
    planned = proactive_plan(user=user, now=at(1, 20))
    assert [m.reason for m in planned] == ["evening_event"]

    # memory.superseded and memory.archived by the services apps and operators call.
    old = remember(user, "用户住在西雅图")
    new = memory_supersede(memory=old, content="用户搬到纽约了", actor=Actor.app(tenant.app), reason="moved")
    memory_archive(memory=new, actor=ACTOR, reason="the user asked to forget it")
    # …and by decay, set-based.
    faded = remember(user, "用户今天有点累", importance=0.06)
    assert decay_sweep(now=timezone.now() + timedelta(days=400))[0] >= 1

    # experience.created by the extractor when a run completes.
    experience = outcome(tenant.app, "run-1")

    def events(kind: str) -> list[dict[str, Any]]:
        return [e.payload for e in WebhookEvent.objects.filter(type=kind).order_by("id")]

    assert [e["memory_id"] for e in events("memory.created")] == [
        *(m.pk for m in extracted),
        old.pk,
        new.pk,
        faded.pk,
    ]
    assert events("memory.created")[0]["actor"] == "system:extraction"
    (superseded,) = events("memory.superseded")
    assert (superseded["memory_id"], superseded["superseded_by"], superseded["reason"]) == (
        old.pk,
        new.pk,
        "moved",
    )
    assert superseded["actor"] == "app:mio" and superseded["status"] == "superseded"
    archived = {e["memory_id"]: e for e in events("memory.archived")}
    assert archived[new.pk]["reason"] == "the user asked to forget it"
    assert archived[faded.pk]["actor"] == "system:decay"
    (plan,) = events("proactive.planned")
    assert plan["proactive_message_id"] == planned[0].pk and plan["reason"] == "evening_event"
    assert (
        plan["memory_ids"] == [interview.pk] and plan["user_id"] == "xf" and plan["text"] == planned[0].text
    )
    (exp,) = events("experience.created")
    assert (exp["experience_id"], exp["run_id"], exp["kind"]) == (
        experience.pk,
        "run-1",
        Experience.Kind.TASK_OUTCOME,
    )
    assert isinstance(exp["confidence"], float)
    assert set(WebhookEvent.objects.values_list("type", flat=True)) == set(WebhookEventType.values)
    assert WebhookDelivery.objects.count() == WebhookEvent.objects.count()  # one endpoint: one each


# --- delivery: retries, backoff, failure, retry by an operator ------------------------------------


def test_failures_back_off_exponentially_then_fail_and_an_operator_retry_delivers(
    tenant, endpoint, receiver, settings, admin_user
):
    settings.MEMIND_WEBHOOK_MAX_ATTEMPTS = 3
    settings.MEMIND_WEBHOOK_BACKOFF_BASE, settings.MEMIND_WEBHOOK_JITTER = 30.0, 0.2
    receiver.status = 503
    user = user_touch(app=tenant.app, external_id="u")
    remember(user, "用户喜欢猫")
    delivery = WebhookDelivery.objects.get()

    waits = []
    for attempt in (1, 2):
        before = timezone.now()
        assert webhook_deliveries_send(now=delivery.next_attempt_at)[0] == 1
        delivery.refresh_from_db()
        assert (delivery.status, delivery.attempts, delivery.last_status_code) == ("pending", attempt, 503)
        assert delivery.last_error.startswith("HTTP 503")
        assert delivery.next_attempt_at is not None
        waits.append((delivery.next_attempt_at - before).total_seconds())
        assert webhook_deliveries_send()[0] == 0  # not due yet: nothing is sent early
    assert 30 <= waits[0] <= 30 * 1.2 + 1 and 60 <= waits[1] <= 60 * 1.2 + 1

    assert webhook_deliveries_send(now=delivery.next_attempt_at)[0] == 1
    delivery.refresh_from_db()
    assert (delivery.status, delivery.attempts, delivery.next_attempt_at) == ("failed", 3, None)
    assert len(receiver.receipts) == 3 and receiver.duplicates() == 2
    assert webhook_deliveries_send(now=timezone.now() + timedelta(days=30))[0] == 0  # failed stays failed

    receiver.status = 204
    retried = webhook_deliveries_retry(
        deliveries=WebhookDelivery.objects.all(), actor=Actor.staff(admin_user), reason="receiver fixed"
    )
    assert retried == 1
    assert drain() == 1
    delivery.refresh_from_db()
    assert (delivery.status, delivery.attempts, delivery.last_status_code) == ("delivered", 1, 204)
    event = AppEvent.objects.get(kind="webhook_retried")
    assert event.before is not None
    assert (event.actor, event.reason, event.before["deliveries"]) == (
        "staff:admin",
        "receiver fixed",
        [delivery.pk],
    )


def test_backoff_doubles_is_capped_and_jittered(settings):
    settings.MEMIND_WEBHOOK_BACKOFF_BASE, settings.MEMIND_WEBHOOK_BACKOFF_MAX = 30.0, 3600.0
    settings.MEMIND_WEBHOOK_JITTER = 0.2
    for attempt, base in [(1, 30), (2, 60), (5, 480), (8, 3600), (60, 3600)]:
        waits = [backoff(attempt).total_seconds() for _ in range(50)]
        assert all(base <= w <= base * 1.2 for w in waits), (attempt, waits)
        assert len(set(waits)) > 1  # jittered: a crowd of retries spreads out


def test_two_senders_at_once_never_send_the_same_delivery(tenant, endpoint, receiver, settings, fast_retries):
    settings.MEMIND_WEBHOOK_CONCURRENCY = 4
    receiver.delay = 0.02
    user = user_touch(app=tenant.app, external_id="u")
    for i in range(30):
        remember(user, f"用户喜欢第{i}种水果")

    results = run_together([lambda: webhook_deliveries_send(limit=10)[0] for _ in range(4)])
    assert all(isinstance(n, int) for n in results), results
    assert sum(results) + drain() == 30
    assert receiver.duplicates() == 0 and len(receiver.unique_ids()) == 30
    assert set(WebhookDelivery.objects.values_list("status", "attempts")) == {("delivered", 1)}


def test_an_unreachable_url_is_a_failed_attempt_kept_for_retry(tenant, receiver, fast_retries):
    from tests.webhook_receiver import free_port

    webhook_endpoint_create(app=tenant.app, url=f"http://127.0.0.1:{free_port()}/nobody", actor=ACTOR)
    user = user_touch(app=tenant.app, external_id="u")
    remember(user, "用户喜欢猫")
    assert webhook_deliveries_send()[0] == 1
    delivery = WebhookDelivery.objects.get()
    assert delivery.status == "pending" and delivery.last_status_code is None
    assert "ConnectionError" in delivery.last_error


# --- erasure, deletion, the sweep -----------------------------------------------------------------


def test_erasing_a_user_takes_their_events_along_and_the_sweep_carries_on(tenant, endpoint, receiver):
    receiver.status = 500
    gone = user_touch(app=tenant.app, external_id="gone")
    stays = user_touch(app=tenant.app, external_id="stays")
    remember(gone, "用户喜欢猫")
    remember(stays, "用户喜欢狗")
    webhook_deliveries_send()  # both failed once: pending retries
    counts = user_erase(user=gone)
    assert (counts["webhook_events"], counts["webhook_deliveries"]) == (1, 1)
    assert list(WebhookEvent.objects.values_list("user_id", flat=True)) == [stays.pk]

    receiver.status = 200
    WebhookDelivery.objects.update(next_attempt_at=timezone.now())
    webhooks_sweep.apply()  # queues what is due; nothing of the erased user is left to trip on
    assert drain() == 1
    assert WebhookDelivery.objects.get().status == "delivered"
    assert not any("猫" in r.body.decode() for r in receiver.receipts if r.answered == 200)


def test_deleting_an_endpoint_deletes_its_deliveries_and_records_who_and_why(tenant, endpoint, admin_user):
    ep, _ = endpoint
    user = user_touch(app=tenant.app, external_id="u")
    remember(user, "用户喜欢猫")
    remember(user, "用户喜欢狗")
    assert webhook_endpoint_delete(endpoint=ep, actor=Actor.staff(admin_user), reason="app retired it") == 2
    assert not WebhookDelivery.objects.exists() and not WebhookEndpoint.objects.exists()
    event = AppEvent.objects.get(kind="webhook_deleted")
    assert event.before is not None
    assert (event.actor, event.reason, event.before["url"]) == ("staff:admin", "app retired it", ep.url)


def test_the_sweep_queues_due_deliveries_and_prunes_old_settled_events(tenant, endpoint, settings):
    user = user_touch(app=tenant.app, external_id="u")
    remember(user, "用户喜欢猫")
    old = remember(user, "用户喜欢狗")
    WebhookDelivery.objects.filter(event__payload__memory_id=old.pk).update(
        status="delivered", next_attempt_at=None
    )
    WebhookEvent.objects.filter(payload__memory_id=old.pk).update(
        created_at=timezone.now() - timedelta(days=settings.MEMIND_WEBHOOK_KEEP_DAYS + 1)
    )
    assert webhooks_sweep.apply().get() == 1  # the pending one is due
    assert list(WebhookEvent.objects.values_list("payload__memory_id", flat=True)) == [
        m.pk for m in MemoryItem.objects.exclude(pk=old.pk)
    ]


def test_a_worker_that_died_mid_send_leaves_its_delivery_to_the_sweep_once_its_lease_ends(
    tenant, endpoint, receiver, settings
):
    from memories.services.webhooks import _claim

    user = user_touch(app=tenant.app, external_id="u")
    remember(user, "用户喜欢猫")
    (claimed,) = _claim(ids=None, limit=10, now=timezone.now())  # …and then the worker died
    delivery = WebhookDelivery.objects.get()
    assert delivery.attempts == 1 and delivery.next_attempt_at is not None
    lease = delivery.next_attempt_at - timezone.now()
    assert (
        timedelta(seconds=settings.MEMIND_WEBHOOK_TIMEOUT * 2)
        < lease
        <= timedelta(seconds=settings.MEMIND_WEBHOOK_TIMEOUT * 3 + 30)
    )
    assert webhook_deliveries_send()[0] == 0 and receiver.receipts == []  # never while another may send it
    assert webhook_deliveries_send(now=delivery.next_attempt_at)[0] == 1  # the sweep's, once the lease ended
    delivery.refresh_from_db()
    assert (delivery.status, delivery.attempts) == ("delivered", 2) and len(receiver.receipts) == 1
