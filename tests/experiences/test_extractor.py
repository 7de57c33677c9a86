"""The write contract and the Experience Extractor: runs → exactly one task_outcome."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

from experiences import tasks
from experiences.models import AgentRun, Experience, ProductEvent
from experiences.services.extractor import experience_extract
from tests.experiences.factories import SSE_MESSAGE, SSE_SUMMARY, outcome, run_record, sse_events, timed

pytestmark = pytest.mark.django_db


@pytest.fixture
def enqueued(monkeypatch):
    """Stand-in for the broker: records each enqueue and runs the task body in-process."""
    calls: list[int] = []

    def apply_async(*, kwargs: dict[str, Any], **options: object) -> None:
        calls.append(kwargs["run_pk"])
        tasks.extract_run(**kwargs)

    monkeypatch.setattr(tasks.extract_run, "apply_async", apply_async)
    return calls


def post_sse_run(api, run_id: str = "abc123") -> None:
    resp = api.post(
        "/api/v1/agent-runs/",
        {
            "run_id": run_id,
            "executor": "goose",
            "user_id": "user-1",
            "session_id": "sess-xyz",
            "user_message": SSE_MESSAGE,
            "started_at": "2026-09-02T09:00:00Z",
        },
        format="json",
    )
    assert resp.status_code == 201, resp.content
    resp = api.post(f"/api/v1/agent-runs/{run_id}/events/", {"events": timed(sse_events())}, format="json")
    assert resp.status_code == 201 and resp.json() == {"accepted": 7, "duplicates": 0}


def test_sse_goose_run_completes_into_a_task_outcome_end_to_end(
    api, enqueued, django_capture_on_commit_callbacks
):
    post_sse_run(api)
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        resp = api.post(
            "/api/v1/agent-runs/abc123/complete/",
            {"status": "completed", "summary": SSE_SUMMARY, "finished_at": "2026-09-02T09:30:00Z"},
            format="json",
        )
    assert resp.status_code == 200, resp.content
    assert resp.json()["extraction_queued"] is True
    assert len(callbacks) == 1  # enqueued on commit, not before
    run = AgentRun.objects.get(run_id="abc123")
    assert enqueued == [run.pk]

    e = Experience.objects.get(source_run=run)
    assert e.kind == "task_outcome" and e.status == "active"
    assert "SSE 连接不稳定" in e.problem and "断连" in e.problem
    assert e.environment is not None and e.evidence is not None and e.action is not None
    assert e.environment["runtime"] == "goosed"
    assert e.environment["components"][:3] == ["goosed", "docker", "postgres"]
    assert e.environment["versions"] == {"goosed": "1.4.1", "portal": "61eebb44"}
    assert e.environment["region"] == "103-canary"
    assert e.action["executor"] == "goose"
    assert e.action["artifacts"] == ["crates/goose-server/src/server.rs"]
    assert e.action["diff_ref"] == "git:61eebb44"
    assert "修改 server.rs (连接生命周期)" in e.action["steps"]
    assert e.result == "success"
    assert e.confidence == Decimal("0.850")
    assert e.hypothesis is None  # nullable, never invented
    assert e.body == SSE_SUMMARY

    prov = e.evidence["provenance"]
    assert prov == {
        "run_id": "abc123",
        "session_id": "sess-xyz",
        "user_id": "user-1",
        "causal_event_ids": ["evt-1", "evt-2", "evt-4", "evt-5"],
    }
    assert {s["source_id"] for s in e.evidence["sources"]} == {
        "run:abc123",
        "evt-1",
        "evt-2",
        "evt-4",
        "evt-5",
    }
    assert all(
        "payload" not in s and "message" not in s for s in e.evidence["sources"]
    )  # referenced, not copied
    points = {p["point"]: p["source_ids"] for p in e.evidence["checklist"]}
    assert points["error in goosed: SSE stream disconnected: connection reset"] == ["evt-1", "evt-2"]
    assert points["check cargo test -p goose-server passed"] == ["evt-5"]
    assert ProductEvent.objects.filter(name="experience_saved", experience=e).count() == 1

    detail = api.get("/api/v1/agent-runs/abc123/").json()
    assert detail["experience_id"] == e.pk and len(detail["events"]) == 7


def test_a_run_never_yields_two_outcomes(tenant, api, enqueued, django_capture_on_commit_callbacks):
    post_sse_run(api)
    with django_capture_on_commit_callbacks(execute=True):
        api.post("/api/v1/agent-runs/abc123/complete/", {"status": "completed"}, format="json")
    with django_capture_on_commit_callbacks(execute=True) as again:
        resp = api.post("/api/v1/agent-runs/abc123/complete/", {"status": "completed"}, format="json")
    assert resp.status_code == 200 and resp.json()["extraction_queued"] is False and again == []
    run = AgentRun.objects.get(run_id="abc123")
    first = experience_extract(run=run)
    assert experience_extract(run=run) == first  # a re-delivered task finds the outcome
    tasks.extract_run(run_pk=run.pk)
    assert Experience.objects.filter(source_run=run).count() == 1
    assert ProductEvent.objects.filter(name="experience_saved").count() == 1


def test_failed_run_yields_result_failure(tenant):
    events = [
        {
            "event_id": "e1",
            "type": "log",
            "payload": {"source": "goosed", "level": "error", "message": "panic in sse.rs"},
        },
        {"event_id": "e2", "type": "check", "payload": {"name": "cargo test", "status": "failed"}},
    ]
    e = outcome(tenant.app, "r-fail", events=events, status="failed")
    assert e.result == "failure"
    assert e.confidence == Decimal("0.800")
    assert e.evidence is not None
    assert e.evidence["provenance"]["causal_event_ids"] == ["e1", "e2"]


def test_completed_run_without_checks_is_unknown_and_unsure(tenant):
    events = [{"event_id": "e1", "type": "file_change", "payload": {"path": "src/app.py"}}]
    e = outcome(tenant.app, "r-unsure", message="Refactor the settings loader", events=events)
    assert e.result == "unknown"
    assert e.confidence is not None and e.confidence < Decimal("0.5")
    assert e.problem == "Refactor the settings loader"


def test_mixed_checks_are_partial_and_the_last_result_of_a_check_counts(tenant):
    events = [
        {"event_id": "c1", "type": "check", "payload": {"name": "unit", "passed": False}},
        {"event_id": "c2", "type": "check", "payload": {"name": "unit", "passed": True}},
        {"event_id": "c3", "type": "test", "payload": {"name": "e2e", "exit_code": 1}},
    ]
    e = outcome(tenant.app, "r-mixed", message="Fix flaky login test", events=events)
    assert e.result == "partial"
    assert e.evidence is not None
    assert {p["point"] for p in e.evidence["checklist"]} == {"check unit passed", "check e2e failed"}


def test_problem_falls_back_to_summary_then_first_error(tenant):
    events = [{"event_id": "e1", "type": "error", "payload": {"message": "redis connection refused"}}]
    e = outcome(tenant.app, "r-nomsg", message="", events=events, status="failed")
    assert e.problem == "redis connection refused"
    assert e.environment is not None
    assert "redis" in e.environment["components"]
    e2 = outcome(tenant.app, "r-summary", message="", events=[], summary="Upgraded nginx. Then restarted.")
    assert e2.problem == "Upgraded nginx"


def test_events_are_idempotent_on_event_id_and_a_single_event_is_accepted(api):
    post_sse_run(api)
    resp = api.post("/api/v1/agent-runs/abc123/events/", {"events": timed(sse_events()[:3])}, format="json")
    assert resp.json() == {"accepted": 0, "duplicates": 3}
    one = {"event_id": "evt-9", "type": "log", "payload": {"message": "hi"}}
    assert api.post("/api/v1/agent-runs/abc123/events/", one, format="json").json() == {
        "accepted": 1,
        "duplicates": 0,
    }
    twice = {"events": [one | {"event_id": "evt-10"}, one | {"event_id": "evt-10"}]}
    assert api.post("/api/v1/agent-runs/abc123/events/", twice, format="json").json() == {
        "accepted": 1,
        "duplicates": 1,
    }
    assert AgentRun.objects.get(run_id="abc123").events.count() == 9


def test_run_start_is_idempotent_and_finished_runs_take_no_new_events(api, tenant):
    post_sse_run(api)
    again = api.post("/api/v1/agent-runs/", {"run_id": "abc123", "executor": "goose"}, format="json")
    assert again.status_code == 200 and again.json()["event_count"] == 7
    run_record(tenant.app, "done")
    resp = api.post("/api/v1/agent-runs/done/events/", {"event_id": "new", "type": "log"}, format="json")
    assert resp.status_code == 409 and resp.json()["error"]["code"] == "run_finished"
    retry = api.post("/api/v1/agent-runs/done/events/", {"events": timed(sse_events()[:2])}, format="json")
    assert retry.status_code == 201 and retry.json()["duplicates"] == 2
    other = api.post("/api/v1/agent-runs/done/complete/", {"status": "failed"}, format="json")
    assert other.status_code == 409 and other.json()["error"]["code"] == "invalid_state"


@pytest.mark.parametrize(
    ("path", "body", "field"),
    [
        ("/api/v1/agent-runs/", {"executor": "goose"}, "run_id"),
        ("/api/v1/agent-runs/", {"run_id": "a b", "executor": "goose"}, "run_id"),
        ("/api/v1/agent-runs/abc123/events/", {"events": []}, "events"),
        (
            "/api/v1/agent-runs/abc123/events/",
            {"events": [{"event_id": "x", "type": "log", "payload": [1]}]},
            "events",
        ),
        ("/api/v1/agent-runs/abc123/complete/", {"status": "running"}, "status"),
    ],
)
def test_bad_run_writes_are_400s_naming_the_field(api, path, body, field):
    post_sse_run(api)
    resp = api.post(path, body, format="json")
    assert resp.status_code == 400, resp.content
    assert resp.json()["error"]["code"] == "invalid" and field in resp.json()["error"]["fields"]


def test_too_many_events_in_one_post_is_a_400(api, settings):
    post_sse_run(api)
    events = [{"event_id": f"e{i}", "type": "log"} for i in range(settings.MEMIND_MAX_RUN_EVENTS + 1)]
    resp = api.post("/api/v1/agent-runs/abc123/events/", {"events": events}, format="json")
    assert resp.status_code == 400 and "events" in resp.json()["error"]["fields"]
