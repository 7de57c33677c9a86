"""The proactive REST API: planning, gaps, marking sent/dismissed — tenancy and bad input."""

from __future__ import annotations

import pytest

from memories.models import ContextTrace
from proactive.models import Gap, ProactiveMessage
from tests.memories.test_messages_api import assert_error
from tests.openapi import assert_documented
from tests.proactive.replay import at, memory, say

TUESDAY_EVENING = at(1, 20).isoformat()  # 2026-03-03T20:00:00+08:00


@pytest.fixture
def interview_user(tenant):
    return say(tenant.app, "xf", at(0, 20), "明天下午两点要面试")


def plan(api, user_id="xf", **body):
    return api.post(f"/api/v1/users/{user_id}/proactive/", body, format="json")


def test_plan_returns_the_message_with_its_memories_and_trace(api, interview_user):
    resp = plan(api, now=TUESDAY_EVENING)
    assert resp.status_code == 201, resp.content
    [msg] = resp.json()["messages"]
    interview = memory(interview_user, value="interview")
    assert msg["reason"] == "evening_event" and "面试" in msg["text"]
    assert msg["memory_ids"] == [interview.pk] and msg["status"] == "planned"
    trace = api.get(f"/api/v1/traces/{msg['trace_id']}/").json()
    assert trace["kind"] == "proactive" and trace["prompt"] == msg["text"]
    assert trace["memory_ids"] == [interview.pk]
    # Asking again the same evening: nothing new (and a 200, not a 201).
    again = plan(api, now=TUESDAY_EVENING)
    assert again.status_code == 200 and again.json() == {"messages": []}


def test_plan_without_now_uses_the_clock(api, interview_user):
    resp = plan(api)
    assert resp.status_code in (200, 201) and isinstance(resp.json()["messages"], list)


@pytest.mark.parametrize("bad", ["tuesday evening", "2026-13-01T20:00:00Z", 12, ["2026-03-03"]])
def test_bad_now_is_a_clear_400_and_plans_nothing(api, interview_user, bad):
    err = assert_error(plan(api, now=bad), 400, "invalid")
    assert "now" in err["fields"]
    assert not ProactiveMessage.objects.exists() and not ContextTrace.objects.exists()


def test_malformed_json_is_a_400(api, interview_user):
    resp = api.post("/api/v1/users/xf/proactive/", "{not json", content_type="application/json")
    assert_error(resp, 400, "malformed_request")


def test_unknown_user_is_404_with_the_error_body(api, tenant):
    assert_error(plan(api, "nobody", now=TUESDAY_EVENING), 404, "not_found")
    assert_error(api.get("/api/v1/users/nobody/gaps/"), 404, "not_found")
    assert_error(plan(api, "x" * 129), 400, "invalid_user_id")


def test_gaps_list_is_paginated_and_filterable(api, interview_user):
    plan(api, now=at(3, 10).isoformat())  # Thursday: the planner opens and asks the gap
    resp = api.get("/api/v1/users/xf/gaps/")
    assert_documented(resp, "GET", "/api/v1/users/{user_id}/gaps/")  # outcome "" until closed included
    body = resp.json()
    assert body["count"] == 1 and body["next"] is None
    [gap] = body["results"]
    assert (gap["kind"], gap["status"], gap["due_date"]) == ("interview", "asked", "2026-03-03")
    assert gap["outcome"] == ""
    assert "面试" in gap["memory_content"]
    assert api.get("/api/v1/users/xf/gaps/?status=asked").json()["count"] == 1
    assert api.get("/api/v1/users/xf/gaps/?status=closed").json()["count"] == 0
    assert api.get("/api/v1/users/xf/gaps/?status=open&status=asked").json()["count"] == 1
    assert_error(api.get("/api/v1/users/xf/gaps/?status=bogus"), 400, "invalid")
    assert_error(api.get("/api/v1/users/xf/gaps/?staus=open"), 400, "unknown_filter")


def test_mark_sent_then_dismiss_is_refused(api, interview_user):
    [msg] = plan(api, now=TUESDAY_EVENING).json()["messages"]
    sent = api.post(f"/api/v1/proactive-messages/{msg['id']}/sent/", {}, format="json")
    assert sent.status_code == 200 and sent.json()["status"] == "sent"
    assert sent.json()["status_changed_at"] is not None
    # Retried by the app: same answer. Changing its mind afterwards: a conflict.
    assert api.post(f"/api/v1/proactive-messages/{msg['id']}/sent/").json()["status"] == "sent"
    assert_error(api.post(f"/api/v1/proactive-messages/{msg['id']}/dismissed/"), 409, "invalid_state")
    # Sent means the bot said it: support can find the trace by the reply text.
    assert ContextTrace.objects.get(pk=msg["trace_id"]).reply == msg["text"]
    listed = api.get("/api/v1/proactive-messages/?user=xf&status=sent").json()
    assert [m["id"] for m in listed["results"]] == [msg["id"]]


def test_dismissed_with_explicit_time(api, interview_user):
    [msg] = plan(api, now=TUESDAY_EVENING).json()["messages"]
    resp = api.post(
        f"/api/v1/proactive-messages/{msg['id']}/dismissed/", {"at": at(1, 20, 5).isoformat()}, format="json"
    )
    assert resp.status_code == 200 and resp.json()["status"] == "dismissed"
    assert ProactiveMessage.objects.get(pk=msg["id"]).status_changed_at == at(1, 20, 5)
    assert_error(
        api.post(f"/api/v1/proactive-messages/{msg['id']}/sent/", {"at": "soon"}, format="json"),
        400,
        "invalid",
    )


@pytest.mark.parametrize("bad_id", ["abc", "-1", "9" * 30])
def test_bad_message_ids_are_400(api, tenant, bad_id):
    assert_error(api.post(f"/api/v1/proactive-messages/{bad_id}/sent/"), 400, "invalid_id")


def test_other_apps_messages_and_gaps_are_invisible(tenant, other_tenant):
    say(other_tenant.app, "xf", at(0, 20), "明天下午两点要面试")
    theirs = plan(other_tenant.client, now=TUESDAY_EVENING).json()["messages"][0]
    plan(other_tenant.client, now=at(3, 10).isoformat())
    assert Gap.objects.count() == 1

    api = tenant.client
    missing = api.post("/api/v1/proactive-messages/987654321/sent/")
    foreign = api.post(f"/api/v1/proactive-messages/{theirs['id']}/sent/")
    assert foreign.status_code == missing.status_code == 404 and foreign.json() == missing.json()
    assert api.get(f"/api/v1/proactive-messages/{theirs['id']}/").status_code == 404
    assert_error(api.post(f"/api/v1/proactive-messages/{theirs['id']}/dismissed/"), 404, "not_found")
    assert api.get("/api/v1/proactive-messages/").json()["count"] == 0
    # Same external id, but it is their user: ours doesn't exist.
    assert_error(api.get("/api/v1/users/xf/gaps/"), 404, "not_found")
    assert_error(plan(api, now=TUESDAY_EVENING), 404, "not_found")
    assert ProactiveMessage.objects.get(pk=theirs["id"]).status == "planned"


def test_requires_an_api_key(interview_user):
    from rest_framework.test import APIClient

    assert_error(APIClient().post("/api/v1/users/xf/proactive/"), 401, "unauthorized")
    assert_error(APIClient().get("/api/v1/users/xf/gaps/"), 401, "unauthorized")
