"""Webhooks in the admin: endpoints changed through the services with who and why, the secret shown
once, the delivery log read-only and light on queries, failed deliveries retried by operators."""

from __future__ import annotations

import re

import pytest
from django.contrib.auth.models import Group, User
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from memind.actors import Actor
from memind.models import AppEvent
from memories.models import WebhookDelivery, WebhookEndpoint
from memories.roles import roles_ensure
from memories.services.memories import memory_create
from memories.services.tenants import user_touch
from memories.services.webhooks import webhook_endpoint_create

SECRET = re.compile(r"whsec_[A-Za-z0-9_-]{20,}")
URL = "https://example.com/hooks/memind"


@pytest.fixture
def root(client: Client, db: None) -> Client:
    client.force_login(User.objects.create_superuser("root", password="pw"))
    return client


def staff(role: str) -> Client:
    roles_ensure()
    user = User.objects.create_user(role, password="pw", is_staff=True)
    user.groups.add(Group.objects.get(name=role))
    client = Client()
    client.force_login(user)
    return client


def deliveries(tenant, n: int, status: str = "failed") -> WebhookEndpoint:
    endpoint, _ = webhook_endpoint_create(app=tenant.app, url=URL, actor=Actor.system("test"))
    user = user_touch(app=tenant.app, external_id="u")
    for i in range(n):
        memory_create(
            user=user,
            type="preference",
            content=f"用户喜欢水果{i}",
            actor=Actor.system("test"),
            embedding=[0.1] * 384,
        )
    WebhookDelivery.objects.update(
        status=status, attempts=12, last_status_code=500, last_error="HTTP 500: down"
    )
    return endpoint


def test_adding_an_endpoint_shows_its_secret_once_and_records_who_and_why(root, tenant):
    done = root.post(
        "/admin/memories/webhookendpoint/add/",
        {
            "app": tenant.app.pk,
            "url": URL,
            "events": ["memory.created", "memory.archived"],
            "description": "CRM sync",
            "reason": "the app's team asked by mail",
        },
        follow=True,
    )
    assert done.status_code == 200
    (secret,) = SECRET.findall(done.content.decode())
    endpoint = WebhookEndpoint.objects.get()
    assert endpoint.secret == secret and endpoint.events == ["memory.archived", "memory.created"]
    event = AppEvent.objects.get(kind="webhook_created")
    assert (event.actor, event.staff_user, event.reason) == (
        "staff:root",
        User.objects.get(),
        "the app's team asked by mail",
    )
    for url in ["/admin/memories/webhookendpoint/", f"/admin/memories/webhookendpoint/{endpoint.pk}/change/"]:
        assert secret not in root.get(url).content.decode()

    refused = root.post(
        f"/admin/memories/webhookendpoint/{endpoint.pk}/change/",
        {"url": "ftp://example.com/", "events": ["memory.created"], "is_active": "on", "change_reason": "x"},
    )
    assert refused.status_code == 200 and b"http://" in refused.content
    changed = root.post(
        f"/admin/memories/webhookendpoint/{endpoint.pk}/change/",
        {
            "url": URL,
            "events": ["memory.created"],
            "description": "CRM sync",
            "change_reason": "paused for a migration",
        },
    )
    assert changed.status_code == 302
    endpoint.refresh_from_db()
    assert (endpoint.is_active, endpoint.events) == (False, ["memory.created"])
    edit = AppEvent.objects.get(kind="webhook_edited")
    assert (edit.actor, edit.reason, edit.after) == (
        "staff:root",
        "paused for a migration",
        {"events": ["memory.created"], "is_active": False},
    )


def test_deleting_endpoints_asks_why(root, tenant):
    endpoint = deliveries(tenant, 2)
    action = {"action": "delete_with_reason", "_selected_action": [endpoint.pk]}
    asked = root.post("/admin/memories/webhookendpoint/", action)
    assert asked.status_code == 200 and b"reason" in asked.content and WebhookEndpoint.objects.exists()
    root.post("/admin/memories/webhookendpoint/", {**action, "apply": "1", "reason": "the app moved"})
    assert not WebhookEndpoint.objects.exists() and not WebhookDelivery.objects.exists()
    assert AppEvent.objects.get(kind="webhook_deleted").reason == "the app moved"


def test_operators_retry_failed_deliveries_with_a_reason_and_support_cannot(tenant):
    endpoint = deliveries(tenant, 3)
    delivered = WebhookDelivery.objects.order_by("id").first()
    assert delivered is not None
    WebhookDelivery.objects.filter(pk=delivered.pk).update(status="delivered")
    ids = list(WebhookDelivery.objects.values_list("pk", flat=True))
    action = {"action": "retry_selected", "_selected_action": ids, "apply": "1", "reason": "receiver fixed"}

    support = staff("support")
    assert b"retry_selected" not in support.get("/admin/memories/webhookdelivery/").content
    support.post("/admin/memories/webhookdelivery/", action)  # not an action support has
    assert WebhookDelivery.objects.filter(status="failed").count() == 2

    operator = staff("operator")
    done = operator.post("/admin/memories/webhookdelivery/", action, follow=True)
    assert "Retrying 2 deliveries" in done.content.decode()
    assert sorted(WebhookDelivery.objects.values_list("status", "attempts")) == [
        ("delivered", 12),
        ("pending", 0),
        ("pending", 0),
    ]
    event = AppEvent.objects.get(kind="webhook_retried")
    assert (event.actor, event.reason, event.app_id) == ("staff:operator", "receiver fixed", endpoint.app_id)


def test_the_delivery_log_filters_and_does_not_query_per_row(root, tenant):
    deliveries(tenant, 30)
    url = "/admin/memories/webhookdelivery/"
    root.get(url)  # warm the session and content-type caches
    with CaptureQueriesContext(connection) as thirty:
        page = root.get(url + "?status__exact=failed&event__type__exact=memory.created")
    assert page.status_code == 200 and page.content.decode().count("HTTP 500: down") == 30
    WebhookDelivery.objects.filter(pk__in=WebhookDelivery.objects.order_by("id").values("pk")[:27]).update(
        status="delivered"
    )
    with CaptureQueriesContext(connection) as three:
        page = root.get(url + "?status__exact=failed&event__type__exact=memory.created")
    assert page.content.decode().count("HTTP 500: down") == 3
    assert len(thirty) == len(three)  # the same handful of queries, however many rows
    assert root.get(url + "?status__exact=pending").content.decode().count("HTTP 500: down") == 0
