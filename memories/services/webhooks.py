"""Webhooks: the outbox (``webhook_emit``), the delivery job, and the endpoints an app registers.

The one write path for events: the services where a change happens (memory creation, supersede,
archive, a proactive plan, an experience) call ``webhook_emit`` inside their own transaction. It
writes the event and one pending delivery per subscribed active endpoint, so a rolled-back change
emits nothing and a committed one always has its event; an app without a subscribed endpoint
costs one indexed query and no rows. After commit a task delivers the new rows; the beat sweep
(``webhooks_sweep``) picks up what a lost task left and every retry that has come due.

Delivery: ``POST`` of ``{"id", "type", "created_at", "app", "data"}``, signed
(``Memind-Signature: t=<unix ts>,v1=<hex HMAC-SHA256 of "<ts>.<body>">``) with the endpoint's
secret; ``Memind-Event-Id`` is the idempotency key. A 2xx answer delivers it (and it is never sent
again); anything else is retried with exponential backoff and jitter, up to
``MEMIND_WEBHOOK_MAX_ATTEMPTS``, then marked failed (an operator can retry it in the admin).
Rows are claimed with ``SELECT … FOR UPDATE SKIP LOCKED`` and their next attempt moved past the
send's longest time before the lock is released, so two workers never send the same delivery at
once, and a worker that dies mid-send leaves it to the sweep.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
import random
import time
from collections import defaultdict
from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

import requests
from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.serializers.json import DjangoJSONEncoder
from django.core.validators import URLValidator
from django.db import connection, transaction
from django.db.models import Exists, F, OuterRef, QuerySet
from django.utils import timezone

from memind.actors import Actor
from memind.jobs import enqueue_on_commit
from memind.models import App, AppEvent
from memories.models import (
    EndUser,
    MemoryItem,
    WebhookDelivery,
    WebhookEndpoint,
    WebhookEvent,
    WebhookEventType,
    new_webhook_secret,
)

log = logging.getLogger(__name__)

EVENT_TYPES = tuple(WebhookEventType.values)
SIGNATURE_HEADER = "Memind-Signature"
EVENT_ID_HEADER = "Memind-Event-Id"
_USER_AGENT = "Memind-Webhooks/1"
_ERROR_CHARS = 500  # of a failed attempt's answer or exception, kept on the delivery


class WebhookError(ValueError):
    """A change to an endpoint that is not allowed (a bad URL, an unknown event, too many)."""


# --- Emitting: the outbox ------------------------------------------------------------------------


@dataclass(frozen=True)
class Emission:
    """One event to emit: its app, type, data and (when it is about one) the end user's row id."""

    app_id: int
    type: str
    payload: dict[str, Any]
    user_id: int | None = None


def webhook_emit(
    *, app: App | int, event: str, payload: dict[str, Any], user: EndUser | None = None
) -> WebhookEvent | None:
    """Record one event in the caller's transaction (see ``webhooks_emit``); None when no active
    endpoint of the app subscribes to it."""
    app_id = app if isinstance(app, int) else app.pk
    rows = webhooks_emit(
        emissions=[Emission(app_id=app_id, type=event, payload=payload, user_id=user.pk if user else None)]
    )
    return rows[0] if rows else None


Subscribers = dict[tuple[int, str], list[int]]


def webhooks_emit(*, emissions: list[Emission], subscribers: Subscribers | None = None) -> list[WebhookEvent]:
    """Write the events and their pending deliveries, in the caller's transaction, in two INSERTs
    however many there are; their delivery is queued for when that transaction commits.

    Only events some active endpoint subscribes to are stored: an endpoint registered later
    receives what happens from then on, not the past. ``subscribers``: already read by the caller
    for these apps and types (``subscribers_read``), so it is not read again."""
    if not emissions:
        return []
    unknown = {e.type for e in emissions} - set(EVENT_TYPES)
    if unknown:
        raise WebhookError(f"unknown event type(s): {', '.join(sorted(unknown))}")
    if subscribers is None:
        subscribers = subscribers_read(
            app_ids={e.app_id for e in emissions}, types={e.type for e in emissions}
        )
    wanted = [(e, subscribers[e.app_id, e.type]) for e in emissions if subscribers.get((e.app_id, e.type))]
    if not wanted:
        return []
    now = timezone.now()
    with transaction.atomic(savepoint=False):
        events = WebhookEvent.objects.bulk_create(
            [
                WebhookEvent(app_id=e.app_id, user_id=e.user_id, type=e.type, payload=_plain(e.payload))
                for e, _ in wanted
            ]
        )
        deliveries = WebhookDelivery.objects.bulk_create(
            [
                WebhookDelivery(endpoint_id=endpoint_id, event=event, next_attempt_at=now)
                for event, (_, endpoint_ids) in zip(events, wanted, strict=True)
                for endpoint_id in endpoint_ids
            ]
        )
        _queue([d.pk for d in deliveries])
    return events


def subscribers_read(*, app_ids: set[int], types: set[str]) -> Subscribers:
    """(app id, event type) → ids of the active endpoints that want it: one query on the partial
    index, in SQL (every extraction batch asks; the ORM took several times the query's time)."""
    found: dict[tuple[int, str], list[int]] = defaultdict(list)
    with connection.cursor() as cur:
        cur.execute(
            "SELECT id, app_id, events FROM memories_webhookendpoint"
            " WHERE app_id = ANY(%s) AND is_active AND events && %s::varchar(32)[] ORDER BY id",
            [sorted(app_ids), sorted(types)],
        )
        rows = cur.fetchall()
    for pk, app_id, events in rows:
        for event_type in set(events) & types:
            found[app_id, event_type].append(pk)
    return found


def _plain(payload: dict[str, Any]) -> Any:
    # Dates and decimals as JSON text now, so what is stored is exactly what is sent.
    return json.loads(json.dumps(payload, cls=DjangoJSONEncoder))


def _queue(delivery_ids: list[int]) -> None:
    from memories.tasks import webhooks_deliver

    size = settings.MEMIND_WEBHOOK_BATCH
    for start in range(0, len(delivery_ids), size):
        enqueue_on_commit(webhooks_deliver, delivery_ids=delivery_ids[start : start + size])


# What each event says: ids, the user's own id, type, content, why and when. Small on purpose:
# the receiver asks the API for more.


def memory_payload(
    memory: MemoryItem, *, external_id: str, actor: Actor | str, reason: str = ""
) -> dict[str, Any]:
    return {
        "memory_id": memory.pk,
        "user_id": external_id,
        "type": memory.type,
        "content": memory.content,
        "status": memory.status,
        "superseded_by": memory.superseded_by_id,
        "reason": reason,
        "actor": actor.label if isinstance(actor, Actor) else actor,
        "observed_at": memory.observed_at,
        "at": timezone.now(),
    }


def memory_events_emit(
    *,
    changes: Iterable[tuple[MemoryItem, str]],
    event: str,
    actor: Actor | str,
    subscribers: Subscribers | None = None,
) -> list[WebhookEvent]:
    """``event`` for each (memory, reason): a batch's new memories, a supersede, an archive. The
    users' ids are read only when some app subscribes; the subscribers are read once."""
    changes = list(changes)
    if not changes:
        return []
    if subscribers is None:
        subscribers = subscribers_read(app_ids={m.app_id for m, _ in changes}, types={event})
    changes = [(m, reason) for m, reason in changes if subscribers.get((m.app_id, event))]
    if not changes:
        return []
    names = dict(
        EndUser.objects.filter(pk__in={m.user_id for m, _ in changes}).values_list("pk", "external_id")
    )
    return webhooks_emit(
        emissions=[
            Emission(
                app_id=m.app_id,
                user_id=m.user_id,
                type=event,
                payload=memory_payload(m, external_id=names.get(m.user_id, ""), actor=actor, reason=reason),
            )
            for m, reason in changes
        ],
        subscribers=subscribers,
    )


def memories_archived_emit(*, rows: list[tuple[int, int]], actor: str, reason: str) -> list[WebhookEvent]:
    """``memory.archived`` for a set-based archive (decay, quota): ``rows`` are (memory id, app id).
    The memories are read only for apps that subscribe."""
    event = WebhookEventType.MEMORY_ARCHIVED
    subscribers = subscribers_read(app_ids={app_id for _, app_id in rows}, types={event})
    ids = [memory_id for memory_id, app_id in rows if subscribers.get((app_id, event))]
    if not ids:
        return []
    memories = MemoryItem.objects.filter(pk__in=ids).defer("embedding").order_by("pk")
    return memory_events_emit(
        changes=[(m, reason) for m in memories], event=event, actor=actor, subscribers=subscribers
    )


# --- Delivering ----------------------------------------------------------------------------------


def webhook_body(event: WebhookEvent, app_name: str) -> bytes:
    """The exact bytes sent and signed."""
    envelope = {
        "id": str(event.event_id),
        "type": event.type,
        "created_at": event.created_at.isoformat(),
        "app": app_name,
        "data": event.payload,
    }
    return json.dumps(envelope, ensure_ascii=False, separators=(",", ":")).encode()


def webhook_signature(*, secret: str, body: bytes, timestamp: int) -> str:
    """``t=<ts>,v1=<hex HMAC-SHA256 of "<ts>." + body>``: the timestamp is signed with the body,
    so a receiver can refuse an old message replayed."""
    mac = hmac.new(secret.encode(), f"{timestamp}.".encode() + body, hashlib.sha256).hexdigest()
    return f"t={timestamp},v1={mac}"


def backoff(attempt: int) -> timedelta:
    """Wait after failed attempt number ``attempt`` (1-based): base × 2^(attempt-1), capped, plus jitter."""
    base = settings.MEMIND_WEBHOOK_BACKOFF_BASE * 2 ** min(attempt - 1, 40)
    wait = min(base, settings.MEMIND_WEBHOOK_BACKOFF_MAX)
    return timedelta(seconds=wait * (1 + random.uniform(0, settings.MEMIND_WEBHOOK_JITTER)))


def _lease() -> timedelta:
    # How long a claimed delivery is held: longer than an attempt can take (connect + answer,
    # each bounded by the timeout), so its next attempt is never due while it is being sent.
    return timedelta(seconds=settings.MEMIND_WEBHOOK_TIMEOUT * 3 + 30)


@dataclass(frozen=True)
class _Attempt:
    delivery_id: int
    attempt: int  # its number, 1-based
    url: str
    body: bytes
    headers: dict[str, str]


def webhook_deliveries_send(
    *, ids: list[int] | None = None, limit: int | None = None, now: datetime | None = None
) -> tuple[int, bool]:
    """Claim up to ``limit`` due deliveries (among ``ids`` when given) and send them, several at
    once; returns (attempted, whether more were due). Bounded by ``MEMIND_WEBHOOK_BATCH``."""
    limit = limit or settings.MEMIND_WEBHOOK_BATCH
    attempts = _claim(ids=ids, limit=limit, now=now or timezone.now())
    if not attempts:
        return 0, False
    workers = min(settings.MEMIND_WEBHOOK_CONCURRENCY, len(attempts))
    with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="webhook") as pool:
        for attempt, (code, error) in zip(attempts, pool.map(_post, attempts), strict=True):
            _record(attempt, code=code, error=error)
    return len(attempts), len(attempts) == limit


def _claim(*, ids: list[int] | None, limit: int, now: datetime) -> list[_Attempt]:
    due = WebhookDelivery.objects.filter(
        status=WebhookDelivery.Status.PENDING, next_attempt_at__lte=now, endpoint__is_active=True
    )
    if ids is not None:
        due = due.filter(pk__in=ids)
    with transaction.atomic():
        claimed = list(
            due.select_for_update(skip_locked=True, of=("self",))
            .order_by("next_attempt_at", "pk")
            .values_list("pk", flat=True)[:limit]
        )
        if not claimed:
            return []
        WebhookDelivery.objects.filter(pk__in=claimed).update(
            attempts=F("attempts") + 1,
            next_attempt_at=timezone.now() + _lease(),
            last_attempt_at=timezone.now(),
        )
        rows = list(
            WebhookDelivery.objects.filter(pk__in=claimed)
            .select_related("event__app", "endpoint")
            .order_by("next_attempt_at", "pk")
        )
    stamp = int(time.time())
    out = []
    for d in rows:
        body = webhook_body(d.event, d.event.app.name)
        headers = {
            "Content-Type": "application/json",
            "User-Agent": _USER_AGENT,
            EVENT_ID_HEADER: str(d.event.event_id),
            "Memind-Event-Type": d.event.type,
            "Memind-Attempt": str(d.attempts),
            SIGNATURE_HEADER: webhook_signature(secret=d.endpoint.secret, body=body, timestamp=stamp),
        }
        out.append(
            _Attempt(delivery_id=d.pk, attempt=d.attempts, url=d.endpoint.url, body=body, headers=headers)
        )
    return out


def _post(attempt: _Attempt) -> tuple[int | None, str]:
    """(status code, error): error is empty for a 2xx answer. Network only: no database here."""
    timeout = settings.MEMIND_WEBHOOK_TIMEOUT
    try:
        with requests.post(
            attempt.url,
            data=attempt.body,
            headers=attempt.headers,
            timeout=(timeout, timeout),
            allow_redirects=False,
            stream=True,
        ) as resp:
            if 200 <= resp.status_code < 300:
                return resp.status_code, ""
            answer = resp.raw.read(_ERROR_CHARS, decode_content=True) or b""
            return resp.status_code, f"HTTP {resp.status_code}: {answer.decode(errors='replace')}"[
                :_ERROR_CHARS
            ]
    except Exception as exc:  # noqa: BLE001 - whatever went wrong (the network, an odd URL), the attempt failed
        return None, f"{type(exc).__name__}: {exc}"[:_ERROR_CHARS]


def _record(attempt: _Attempt, *, code: int | None, error: str) -> None:
    now = timezone.now()
    rows = WebhookDelivery.objects.filter(pk=attempt.delivery_id)
    if not error:
        # Whoever sent it, it arrived: delivered, never sent again.
        rows.exclude(status=WebhookDelivery.Status.DELIVERED).update(
            status=WebhookDelivery.Status.DELIVERED,
            delivered_at=now,
            next_attempt_at=None,
            last_status_code=code,
            last_error="",
        )
        return
    changes: dict[str, Any] = {"last_status_code": code, "last_error": error}
    if attempt.attempt >= settings.MEMIND_WEBHOOK_MAX_ATTEMPTS:
        changes |= {"status": WebhookDelivery.Status.FAILED, "next_attempt_at": None}
    else:
        changes["next_attempt_at"] = now + backoff(attempt.attempt)
    # Only if still ours: not delivered meanwhile, nor claimed again after our lease ran out.
    rows.filter(status=WebhookDelivery.Status.PENDING, attempts=attempt.attempt).update(**changes)
    log.info("webhook delivery %s attempt %s failed: %s", attempt.delivery_id, attempt.attempt, error)


def webhook_deliveries_due(*, limit: int, now: datetime | None = None) -> list[int]:
    """Ids of pending deliveries whose attempt is due (a retry, or a lost task's), oldest first."""
    return list(
        WebhookDelivery.objects.filter(
            status=WebhookDelivery.Status.PENDING,
            next_attempt_at__lte=now or timezone.now(),
            endpoint__is_active=True,
        )
        .order_by("next_attempt_at", "pk")
        .values_list("pk", flat=True)[:limit]
    )


def webhook_events_prune(*, now: datetime | None = None, limit: int | None = None) -> int:
    """Delete events older than ``MEMIND_WEBHOOK_KEEP_DAYS`` with no pending delivery (at most
    ``limit`` a call), with their deliveries."""
    limit = limit or settings.MEMIND_JOB_BATCH * 10
    before = (now or timezone.now()) - timedelta(days=settings.MEMIND_WEBHOOK_KEEP_DAYS)
    pending = WebhookDelivery.objects.filter(event=OuterRef("pk"), status=WebhookDelivery.Status.PENDING)
    ids = list(
        WebhookEvent.objects.filter(created_at__lt=before)
        .filter(~Exists(pending))
        .order_by("created_at")
        .values_list("pk", flat=True)[:limit]
    )
    if not ids:
        return 0
    with transaction.atomic():
        WebhookDelivery.objects.filter(event_id__in=ids).delete()
        deleted, _ = WebhookEvent.objects.filter(pk__in=ids).delete()
    return deleted


# --- Endpoints: what an app (or an operator) registers -------------------------------------------

ENDPOINT_EDITABLE_FIELDS = ("url", "events", "description", "is_active")
_url_validator = URLValidator(schemes=["http", "https"])


def webhook_url_problem(url: str) -> str:
    """Why ``url`` can't receive webhooks, or ""."""
    if len(url) > settings.MEMIND_WEBHOOK_MAX_URL_CHARS:
        return f"URL over {settings.MEMIND_WEBHOOK_MAX_URL_CHARS} characters."
    try:
        _url_validator(url)
    except ValidationError:
        return "Give an absolute http:// or https:// URL."
    return ""


def _check(data: dict[str, Any]) -> None:
    if "url" in data and (problem := webhook_url_problem(data["url"])):
        raise WebhookError(problem)
    if "events" in data:
        if not data["events"]:
            raise WebhookError("subscribe to at least one event type")
        if unknown := set(data["events"]) - set(EVENT_TYPES):
            raise WebhookError(f"unknown event type(s): {', '.join(sorted(unknown))}")


def _endpoint_fields(endpoint: WebhookEndpoint) -> dict[str, Any]:
    return {"id": endpoint.pk, **{f: getattr(endpoint, f) for f in ENDPOINT_EDITABLE_FIELDS}}


def _app_event(*, app_id: int, kind: str, actor: Actor, reason: str, **changes: Any) -> None:
    AppEvent.objects.create(
        app_id=app_id, kind=kind, actor=actor.label, staff_user=actor.staff_user, reason=reason, **changes
    )


def webhook_endpoint_create(
    *,
    app: App,
    url: str,
    actor: Actor,
    events: list[str] | None = None,
    description: str = "",
    is_active: bool = True,
    reason: str = "",
) -> tuple[WebhookEndpoint, str]:
    """Register an endpoint (every event type unless ``events`` says which); returns it and its
    secret, which the caller shows once. Recorded in the app's history with who and why."""
    events = sorted(set(EVENT_TYPES if events is None else events))
    _check({"url": url, "events": events})
    with transaction.atomic():
        App.objects.select_for_update().filter(pk=app.pk).exists()  # the count below holds under it
        if WebhookEndpoint.objects.filter(app=app).count() >= settings.MEMIND_WEBHOOK_MAX_ENDPOINTS:
            raise WebhookError(
                f"this app already has {settings.MEMIND_WEBHOOK_MAX_ENDPOINTS} webhook endpoints "
                "(MEMIND_WEBHOOK_MAX_ENDPOINTS); delete one first"
            )
        secret = new_webhook_secret()
        endpoint = WebhookEndpoint.objects.create(
            app=app, url=url, events=events, description=description, is_active=is_active, secret=secret
        )
        _app_event(
            app_id=app.pk,
            kind=AppEvent.Kind.WEBHOOK_CREATED,
            actor=actor,
            reason=reason,
            after=_endpoint_fields(endpoint),
        )
    return endpoint, secret


def webhook_endpoint_update(
    *, endpoint: WebhookEndpoint, data: dict[str, Any], actor: Actor, reason: str = ""
) -> WebhookEndpoint:
    """Change an endpoint's URL, events, description or active flag; recorded with before/after.
    Deliveries already queued keep going to it (to the new URL); a paused endpoint's wait."""
    if unknown := set(data) - set(ENDPOINT_EDITABLE_FIELDS):
        raise WebhookError(f"not editable: {', '.join(sorted(unknown))}")
    if "events" in data:
        data = {**data, "events": sorted(set(data["events"]))}
    _check(data)
    with transaction.atomic():
        endpoint = WebhookEndpoint.objects.select_for_update().get(pk=endpoint.pk)
        before = _endpoint_fields(endpoint)
        changed = [f for f in data if before[f] != data[f]]
        if not changed:
            return endpoint
        for f in changed:
            setattr(endpoint, f, data[f])
        endpoint.save(update_fields=[*changed, "updated_at"])
        _app_event(
            app_id=endpoint.app_id,
            kind=AppEvent.Kind.WEBHOOK_EDITED,
            actor=actor,
            reason=reason,
            before={f: before[f] for f in changed},
            after={f: data[f] for f in changed},
        )
    return endpoint


def webhook_endpoint_delete(*, endpoint: WebhookEndpoint, actor: Actor, reason: str = "") -> int:
    """Delete an endpoint and its delivery log (what was still pending is not sent); returns the
    deliveries deleted. Recorded in the app's history."""
    with transaction.atomic():
        locked = WebhookEndpoint.objects.select_for_update().filter(pk=endpoint.pk).first()
        if locked is None:
            return 0
        before = _endpoint_fields(locked)
        deleted, _ = WebhookDelivery.objects.filter(endpoint=locked).delete()
        locked.delete()
        _app_event(
            app_id=locked.app_id,
            kind=AppEvent.Kind.WEBHOOK_DELETED,
            actor=actor,
            reason=reason,
            before={**before, "deliveries": deleted},
        )
    return deleted


def webhook_deliveries_retry(*, deliveries: QuerySet[WebhookDelivery], actor: Actor, reason: str) -> int:
    """Send failed deliveries again now, with a fresh set of attempts; returns how many. Each app's
    history records which were retried, by whom and why."""
    with transaction.atomic():
        rows = list(
            deliveries.filter(status=WebhookDelivery.Status.FAILED)
            .select_for_update(of=("self",))
            .select_related("endpoint")
            .order_by("pk")
        )
        if not rows:
            return 0
        ids = [d.pk for d in rows]
        WebhookDelivery.objects.filter(pk__in=ids).update(
            status=WebhookDelivery.Status.PENDING, attempts=0, next_attempt_at=timezone.now()
        )
        by_app: dict[int, list[int]] = defaultdict(list)
        for d in rows:
            by_app[d.endpoint.app_id].append(d.pk)
        for app_id, retried in by_app.items():
            _app_event(
                app_id=app_id,
                kind=AppEvent.Kind.WEBHOOK_RETRIED,
                actor=actor,
                reason=reason,
                before={"status": "failed", "deliveries": retried},
                after={"status": "pending"},
            )
        _queue(ids)
    return len(ids)
