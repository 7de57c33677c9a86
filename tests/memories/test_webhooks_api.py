"""The webhooks API (contract v1.1): an app registers, reads, changes and deletes its own endpoints
and reads their delivery logs; another app's endpoint is a 404; bad input is a 400 in the error shape."""

from __future__ import annotations

import pytest

from memind.actors import Actor
from memind.models import AppEvent
from memories.models import WebhookDelivery, WebhookEndpoint
from memories.services.memories import memory_create
from memories.services.tenants import user_touch
from tests.openapi import assert_documented

URL = "https://example.com/hooks/memind"


def register(api, **body):
    return api.post("/api/v1/webhooks/", {"url": URL, **body}, format="json")


def test_an_endpoint_can_be_registered_paused(api):
    resp = register(api, is_active=False, events=["memory.archived"])
    assert resp.status_code == 201 and resp.json()["is_active"] is False
    assert WebhookEndpoint.objects.get().is_active is False


def test_the_secret_is_in_the_create_response_only(api, tenant):
    resp = register(api, description="prod")
    assert resp.status_code == 201, resp.json()
    created = resp.json()
    endpoint = WebhookEndpoint.objects.get()
    assert created["secret"] == endpoint.secret and created["secret"].startswith("whsec_")
    assert len(created["secret"]) > 40
    assert created["events"] == sorted(
        ["memory.created", "memory.superseded", "memory.archived", "proactive.planned", "experience.created"]
    )  # every type when none is named
    assert (created["url"], created["description"], created["is_active"]) == (URL, "prod", True)

    assert_documented(resp, "POST", "/api/v1/webhooks/")
    listed_resp, detail_resp = api.get("/api/v1/webhooks/"), api.get(f"/api/v1/webhooks/{endpoint.pk}/")
    assert_documented(listed_resp, "GET", "/api/v1/webhooks/")
    assert_documented(detail_resp, "GET", "/api/v1/webhooks/{id}/")
    listed, detail = listed_resp.json(), detail_resp.json()
    assert listed["count"] == 1 and listed["results"][0] == detail
    assert "secret" not in detail and endpoint.secret not in str(listed)
    event = AppEvent.objects.get(kind="webhook_created")
    assert event.actor == "app:mio" and event.after is not None and event.after["url"] == URL


@pytest.mark.parametrize(
    "body, field",
    [
        ({"url": "ftp://example.com/x"}, "url"),
        ({"url": "javascript:alert(1)"}, "url"),
        ({"url": "/relative/path"}, "url"),
        ({"url": "https://example.com/" + "a" * 2000}, "url"),
        ({"url": URL, "events": ["memory.deleted"]}, "events"),
        ({"url": URL, "events": []}, "events"),
        ({"url": URL, "events": "memory.created"}, "events"),
        ({"events": ["memory.created"]}, "url"),
    ],
)
def test_bad_endpoints_are_a_400_naming_the_field(api, body, field):
    resp = api.post("/api/v1/webhooks/", body, format="json")
    assert resp.status_code == 400
    assert resp.json()["error"]["code"] == "invalid" and field in resp.json()["error"]["fields"]
    assert_documented(resp, "POST", "/api/v1/webhooks/")
    assert not WebhookEndpoint.objects.exists()


def test_patch_changes_what_it_names_and_records_it(api, tenant):
    pk = register(api).json()["id"]
    resp = api.patch(
        f"/api/v1/webhooks/{pk}/",
        {"events": ["memory.created", "memory.created"], "is_active": False, "url": "http://10.0.0.7:9000/h"},
        format="json",
    )
    assert resp.status_code == 200, resp.json()
    assert_documented(resp, "PATCH", "/api/v1/webhooks/{id}/")
    assert (resp.json()["events"], resp.json()["is_active"]) == (["memory.created"], False)
    assert resp.json()["url"] == "http://10.0.0.7:9000/h"
    event = AppEvent.objects.get(kind="webhook_edited")
    all_types = [
        "experience.created",
        "memory.archived",
        "memory.created",
        "memory.superseded",
        "proactive.planned",
    ]
    assert event.before == {"url": URL, "events": all_types, "is_active": True}
    assert event.after is not None and event.after["is_active"] is False

    assert api.patch(f"/api/v1/webhooks/{pk}/", {}, format="json").status_code == 400
    bad = api.patch(f"/api/v1/webhooks/{pk}/", {"url": "gopher://x"}, format="json")
    assert bad.status_code == 400 and "url" in bad.json()["error"]["fields"]
    assert WebhookEndpoint.objects.get().url == "http://10.0.0.7:9000/h"


def test_another_app_can_neither_see_nor_change_an_endpoint(api, tenant, other_tenant):
    pk = register(api).json()["id"]
    rival = other_tenant.client
    assert rival.get("/api/v1/webhooks/").json()["count"] == 0
    for resp in (
        rival.get(f"/api/v1/webhooks/{pk}/"),
        rival.patch(f"/api/v1/webhooks/{pk}/", {"url": "https://evil.example/"}, format="json"),
        rival.delete(f"/api/v1/webhooks/{pk}/"),
        rival.get(f"/api/v1/webhooks/{pk}/deliveries/"),
    ):
        assert resp.status_code == 404 and resp.json()["error"]["code"] == "not_found"
        assert_documented(
            resp,
            resp.request["REQUEST_METHOD"],
            "/api/v1/webhooks/{id}/"
            + ("deliveries/" if resp.request["PATH_INFO"].endswith("deliveries/") else ""),
        )
    endpoint = WebhookEndpoint.objects.get()
    assert endpoint.url == URL and endpoint.app == tenant.app


def test_delete_takes_the_delivery_log_along(api, tenant):
    pk = register(api).json()["id"]
    user = user_touch(app=tenant.app, external_id="u")
    memory_create(
        user=user, type="preference", content="用户喜欢猫", actor=Actor.app(tenant.app), embedding=[0.1] * 384
    )
    assert WebhookDelivery.objects.count() == 1
    deleted = api.delete(f"/api/v1/webhooks/{pk}/")
    assert deleted.status_code == 204
    assert not WebhookDelivery.objects.exists() and not WebhookEndpoint.objects.exists()
    assert api.get(f"/api/v1/webhooks/{pk}/").status_code == 404
    assert AppEvent.objects.filter(kind="webhook_deleted", actor="app:mio").exists()


def test_the_delivery_log_is_paginated_newest_first_and_filterable(api, tenant):
    pk = register(api).json()["id"]
    user = user_touch(app=tenant.app, external_id="u")
    for text in ("用户喜欢猫", "用户喜欢狗", "用户喜欢鸟"):
        memory_create(
            user=user, type="preference", content=text, actor=Actor.app(tenant.app), embedding=[0.1] * 384
        )
    WebhookDelivery.objects.filter(event__payload__content="用户喜欢猫").update(status="failed", attempts=12)

    resp = api.get(f"/api/v1/webhooks/{pk}/deliveries/?page_size=2")
    assert_documented(resp, "GET", "/api/v1/webhooks/{id}/deliveries/")
    page = resp.json()
    assert page["count"] == 3 and page["next"] and len(page["results"]) == 2
    first = page["results"][0]
    assert first["event_type"] == "memory.created" and first["status"] == "pending" and first["attempts"] == 0
    ids = [r["id"] for r in page["results"]]
    assert ids == sorted(ids, reverse=True)
    failed = api.get(f"/api/v1/webhooks/{pk}/deliveries/?status=failed").json()
    assert [r["attempts"] for r in failed["results"]] == [12]

    assert api.get(f"/api/v1/webhooks/{pk}/deliveries/?status=lost").status_code == 400
    assert api.get(f"/api/v1/webhooks/{pk}/deliveries/?stauts=failed").status_code == 400
    assert api.get("/api/v1/webhooks/abc/deliveries/").status_code == 400


def test_an_app_has_at_most_the_configured_number_of_endpoints(api, settings):
    settings.MEMIND_WEBHOOK_MAX_ENDPOINTS = 2
    assert register(api).status_code == 201 and register(api).status_code == 201
    resp = register(api)
    assert resp.status_code == 400 and "MEMIND_WEBHOOK_MAX_ENDPOINTS" in resp.json()["error"]["message"]
    assert WebhookEndpoint.objects.count() == 2
