"""The seed's SSE scenario and small builders: runs go through the real services (or the API)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from experiences.models import AgentRun, Experience
from experiences.services.extractor import experience_extract
from experiences.services.runs import RunEventIn, agent_run_complete, agent_run_events_add, agent_run_start
from memind.models import App

T0 = datetime(2026, 9, 2, 9, 0, tzinfo=UTC)

SSE_MESSAGE = "goosed 的 SSE 连接不稳定，经常断连，帮我修一下。"
SSE_SUMMARY = "在 server.rs 里修正了 SSE 连接生命周期（keep-alive 与断开重连），cargo test 通过。"


def sse_events() -> list[dict[str, Any]]:
    """A goose run: SSE errors in goosed's logs, a change to server.rs, a passing check."""
    return [
        {
            "event_id": "evt-env",
            "type": "environment",
            "payload": {
                "runtime": "goosed",
                "components": ["docker", "postgres"],
                "versions": {"goosed": "1.4.1", "portal": "61eebb44"},
                "region": "103-canary",
            },
        },
        {
            "event_id": "evt-1",
            "type": "log",
            "payload": {
                "source": "goosed",
                "level": "error",
                "message": "SSE stream disconnected: connection reset",
            },
        },
        {
            "event_id": "evt-2",
            "type": "log",
            "payload": {
                "source": "goosed",
                "level": "error",
                "message": "SSE keep-alive timeout, client dropped",
            },
        },
        {
            "event_id": "evt-info",
            "type": "log",
            "payload": {"source": "docker", "level": "info", "message": "container goosed healthy"},
        },
        {
            "event_id": "evt-3",
            "type": "tool_call",
            "payload": {"tool": "shell", "command": "docker logs goosed"},
        },
        {
            "event_id": "evt-4",
            "type": "file_change",
            "payload": {
                "path": "crates/goose-server/src/server.rs",
                "summary": "连接生命周期",
                "diff_ref": "git:61eebb44",
            },
        },
        {
            "event_id": "evt-5",
            "type": "check",
            "payload": {"name": "cargo test -p goose-server", "passed": True},
        },
    ]


def timed(events: list[dict[str, Any]], start: datetime = T0) -> list[dict[str, Any]]:
    return [{**e, "timestamp": (start + timedelta(seconds=i)).isoformat()} for i, e in enumerate(events)]


def run_record(
    app: App,
    run_id: str,
    *,
    message: str = SSE_MESSAGE,
    events: list[dict[str, Any]] | None = None,
    status: str = "completed",
    summary: str = "",
    executor: str = "goose",
    at: datetime = T0,
) -> AgentRun:
    """A finished run through the services (the on-commit enqueue never fires inside a test)."""
    run, _ = agent_run_start(
        app=app,
        run_id=run_id,
        executor=executor,
        user_ref="user-1",
        session_id="sess-xyz",
        user_message=message,
        started_at=at,
    )
    evs = sse_events() if events is None else events
    agent_run_events_add(
        run=run,
        events=[
            RunEventIn(
                event_id=e["event_id"],
                type=e["type"],
                payload=e["payload"],
                timestamp=at + timedelta(seconds=i),
            )
            for i, e in enumerate(evs)
        ],
    )
    run, _ = agent_run_complete(
        run=run, status=status, summary=summary, finished_at=at + timedelta(minutes=5)
    )
    return run


def outcome(app: App, run_id: str, **kwargs: Any) -> Experience:
    experience = experience_extract(run=run_record(app, run_id, **kwargs))
    assert experience is not None
    return experience
