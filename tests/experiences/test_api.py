"""Experiences and metrics over REST: filters, edits, status changes, tenancy."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
import time_machine

from experiences.models import Experience
from tests.experiences.factories import outcome, run_record
from tests.memories.test_messages_api import assert_error

pytestmark = pytest.mark.django_db


@pytest.fixture
def two(tenant):
    ok = outcome(tenant.app, "abc123")
    failed = outcome(
        tenant.app,
        "r-fail",
        message="Browser login flow breaks on nginx",
        status="failed",
        events=[],
        executor="browser",
    )
    return ok, failed


def ids(resp) -> list[int]:
    assert resp.status_code == 200, resp.content
    return [r["id"] for r in resp.json()["results"]]


def test_list_filters_by_kind_result_status_and_component(api, two):
    ok, failed = two
    assert set(ids(api.get("/api/v1/experiences/"))) == {ok.pk, failed.pk}
    assert ids(api.get("/api/v1/experiences/", {"result": "failure"})) == [failed.pk]
    assert ids(api.get("/api/v1/experiences/", {"component": "postgres"})) == [ok.pk]
    assert ids(api.get("/api/v1/experiences/", {"component": "goosed"})) == [ok.pk]
    assert ids(api.get("/api/v1/experiences/", {"component": "nginx"})) == [failed.pk]
    assert set(ids(api.get("/api/v1/experiences/", {"kind": "task_outcome", "status": "active"}))) == {
        ok.pk,
        failed.pk,
    }
    assert ids(api.get("/api/v1/experiences/", {"kind": "lesson"})) == []
    assert ids(api.get("/api/v1/experiences/", {"run_id": "abc123"})) == [ok.pk]
    assert_error(api.get("/api/v1/experiences/", {"kindd": "lesson"}), 400, "unknown_filter")
    assert_error(api.get("/api/v1/experiences/", {"result": "great"}), 400, "invalid")


def test_detail_shows_every_schema_column(api, two):
    ok, _ = two
    body = api.get(f"/api/v1/experiences/{ok.pk}/").json()
    for key in (
        "problem",
        "environment",
        "hypothesis",
        "action",
        "result",
        "confidence",
        "evidence",
        "parent_experience_id",
        "supersedes_id",
        "status",
        "title",
        "body",
        "tags",
        "scope",
        "source_run_id",
        "source_session_id",
        "source_user_id",
        "use_count",
    ):
        assert key in body
    assert body["source_run_id"] == "abc123" and body["confidence"] == 0.85
    assert "embedding" not in body


def test_manual_lesson_and_patch_are_recorded_with_reason(api, tenant):
    resp = api.post(
        "/api/v1/experiences/",
        {
            "title": "Docker healthcheck hides SSE drops",
            "problem": "SSE drops look healthy",
            "confidence": 0.7,
            "result": "success",
            "environment": {"runtime": "goosed", "components": ["docker"]},
        },
        format="json",
    )
    assert resp.status_code == 201, resp.content
    pk = resp.json()["id"]
    resp = api.patch(
        f"/api/v1/experiences/{pk}/", {"confidence": 0.42, "reason": "one more failure"}, format="json"
    )
    assert resp.status_code == 200 and resp.json()["confidence"] == 0.42
    change = Experience.objects.get(pk=pk).changes.get()
    assert change.kind == "edited" and change.actor == "app:mio" and change.reason == "one more failure"
    assert change.before is not None and change.after is not None
    assert change.before["confidence"] == 0.7 and change.after["confidence"] == 0.42


def test_patch_status_archives_and_restores_through_the_service(api, two):
    ok, _ = two
    resp = api.patch(
        f"/api/v1/experiences/{ok.pk}/", {"status": "archived", "reason": "obsolete"}, format="json"
    )
    assert resp.status_code == 200 and resp.json()["status"] == "archived"
    resp = api.patch(f"/api/v1/experiences/{ok.pk}/", {"status": "active", "reason": "needed"}, format="json")
    assert resp.json()["status"] == "active"
    assert [c.kind for c in Experience.objects.get(pk=ok.pk).changes.all()] == ["archived", "restored"]
    assert_error(
        api.patch(f"/api/v1/experiences/{ok.pk}/", {"status": "gone"}, format="json"), 400, "invalid"
    )
    assert_error(api.patch(f"/api/v1/experiences/{ok.pk}/", {}, format="json"), 400, "invalid")


def test_links_stay_inside_the_app(api, two, other_tenant):
    ok, failed = two
    foreign = outcome(other_tenant.app, "theirs")
    resp = api.patch(f"/api/v1/experiences/{failed.pk}/", {"parent_experience_id": ok.pk}, format="json")
    assert resp.status_code == 200 and resp.json()["parent_experience_id"] == ok.pk
    err = assert_error(
        api.patch(f"/api/v1/experiences/{failed.pk}/", {"supersedes_id": foreign.pk}, format="json"),
        400,
        "invalid",
    )
    assert "supersedes_id" in err["fields"]


def test_another_app_cannot_see_or_change_runs_and_experiences(two, other_tenant):
    ok, _ = two
    them = other_tenant.client
    assert_error(them.get(f"/api/v1/experiences/{ok.pk}/"), 404, "not_found")
    assert_error(
        them.patch(f"/api/v1/experiences/{ok.pk}/", {"title": "mine"}, format="json"), 404, "not_found"
    )
    assert_error(them.get("/api/v1/agent-runs/abc123/"), 404, "not_found")
    assert_error(
        them.post("/api/v1/agent-runs/abc123/events/", {"event_id": "x", "type": "log"}, format="json"),
        404,
        "not_found",
    )
    assert_error(
        them.post("/api/v1/agent-runs/abc123/complete/", {"status": "failed"}, format="json"),
        404,
        "not_found",
    )
    assert them.get("/api/v1/experiences/").json()["count"] == 0
    assert them.get("/api/v1/agent-runs/").json()["count"] == 0
    assert them.get("/api/v1/metrics/").json() == {"results": [], "totals": {}}
    # The same run_id is a different run in another app.
    assert (
        them.post("/api/v1/agent-runs/", {"run_id": "abc123", "executor": "aider"}, format="json").status_code
        == 201
    )


def test_requests_without_a_key_are_401(client):
    assert client.get("/api/v1/experiences/").status_code == 401
    assert client.post("/api/v1/agent-runs/", {}).status_code == 401


def test_bad_ids_are_clear_400s(api):
    assert_error(api.get("/api/v1/experiences/abc/"), 400, "invalid_id")
    assert_error(api.get("/api/v1/experiences/999999/"), 404, "not_found")


def test_metrics_count_saved_and_recalled_by_day(api, tenant):
    with time_machine.travel(datetime(2026, 9, 2, 10, tzinfo=UTC), tick=False):
        outcome(tenant.app, "abc123")
        api.get("/api/v1/experiences/search/", {"q": "SSE 断连"})
    with time_machine.travel(datetime(2026, 9, 3, 10, tzinfo=UTC), tick=False):
        api.get("/api/v1/experiences/search/", {"q": "sse disconnect goose"})
        api.get("/api/v1/experiences/search/", {"q": "SSE 断连"})
    body = api.get("/api/v1/metrics/").json()
    assert body["results"] == [
        {"event": "experience_recalled", "day": "2026-09-02", "count": 1},
        {"event": "experience_saved", "day": "2026-09-02", "count": 1},
        {"event": "experience_recalled", "day": "2026-09-03", "count": 2},
    ]
    assert body["totals"] == {"experience_recalled": 3, "experience_saved": 1}
    since = api.get(
        "/api/v1/metrics/", {"since": "2026-09-03T00:00:00Z", "event": "experience_recalled"}
    ).json()
    assert since["totals"] == {"experience_recalled": 2}
    assert_error(api.get("/api/v1/metrics/", {"since": "yesterday"}), 400, "invalid")


def test_runs_list(api, tenant):
    run_record(tenant.app, "abc123")
    body = api.get("/api/v1/agent-runs/").json()
    assert body["count"] == 1 and body["results"][0]["status"] == "completed"


def test_run_list_and_search_do_not_query_per_row(api, tenant, django_assert_max_num_queries):
    for i in range(3):
        run_record(tenant.app, f"run-{i}")
    for i in range(2):
        outcome(tenant.app, f"out-{i}")
    with django_assert_max_num_queries(4):  # key, count, page (annotated)
        assert api.get("/api/v1/agent-runs/").json()["count"] == 5
    with django_assert_max_num_queries(8):  # key, two candidate queries, recall update + events
        assert len(api.get("/api/v1/experiences/search/", {"q": "SSE 断连"}).json()["results"]) == 2
