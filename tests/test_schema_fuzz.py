"""Schema-driven fuzzing: schemathesis against a live `manage.py serve`, driven by the committed
openapi.yaml (settings in tests/schemathesis.toml: every operation; the examples, coverage,
fuzzing and stateful phases; a fixed seed and a bounded number of cases). No answer may be a 5xx,
and every answer must be one the schema documents: status code, content type, headers, body.

The server runs on a database and a Redis database of its own (tests/live.py), seeded through
the API with a user who has messages, memories, an episode, a trace, a gap, a planned proactive
message, a run and an experience, so that the fuzzer finds rows as well as 404s. Erasing a user
is fuzzed too, in a second run after the first, so it cannot empty the fixtures halfway.

The test prints how many operations and requests the run had, by status.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
import urllib.request
from collections import Counter
from pathlib import Path
from typing import Any

from tests.live import ROOT, Served, get, scratch_stack, serve

KEY = "mk_schema_fuzz_key_0123456789abcdef"
CONFIG = ROOT / "tests" / "schemathesis.toml"
ERASE = "v1_users_destroy"  # DELETE users/{user_id}/
# gunicorn's access log: "GET /api/v1/users/?page=2 HTTP/1.1" 200 51 "-" "schemathesis/4.32.5"
ACCESS = re.compile(r'"[A-Z]+ /\S* HTTP/[\d.]+" (\d{3}) \S+ "[^"]*" "schemathesis/')


def call(served: Served, method: str, path: str, body: Any = None) -> Any:
    req = urllib.request.Request(
        served.base + path,
        method=method,
        data=json.dumps(body).encode() if body is not None else None,
        headers={"Authorization": f"Bearer {served.key}", "Content-Type": "application/json"},
    )
    with urllib.request.urlopen(req, timeout=60) as resp:
        return json.loads(resp.read())


def seed_rows(served: Served) -> None:
    """A user with something in every collection, made the way an app makes them."""
    lines = [
        ("user", "我叫夏星帆，住在西雅图"),
        ("assistant", "很高兴认识你，星帆！"),
        ("user", "我喜欢吃火锅，最爱小龙坎"),
        ("assistant", "小龙坎很有名呀"),
        ("user", "I go running every morning"),
        ("assistant", "Nice habit!"),
        ("user", "明天下午两点要面试"),
        ("assistant", "加油！"),
    ]
    messages = [
        {
            "role": role,
            "content": text,
            "sent_at": f"2026-03-02T20:0{i}:00+08:00",
            "client_msg_id": f"seed-{i}",
        }
        for i, (role, text) in enumerate(lines)
    ]
    user = "/api/v1/users/seed-user"
    call(served, "PATCH", f"{user}/", {"timezone": "Asia/Shanghai", "locale": "zh-CN"})
    call(served, "POST", f"{user}/messages/", {"messages": messages})
    call(served, "POST", f"{user}/extract/", {"wait": True})
    hike = {"user": "seed-user", "type": "preference", "content": "用户喜欢爬山", "reason": "seed"}
    memory = call(served, "POST", "/api/v1/memories/", hike)
    call(served, "POST", f"/api/v1/memories/{memory['id']}/archive/", {"reason": "seed"})
    ctx = call(served, "POST", f"{user}/context/", {"message": "上次说的火锅店叫什么"})
    for _ in range(50):  # the trace is written just after the context's response has been sent
        if get(f"{served.base}/api/v1/traces/{ctx['trace_id']}/", served.key)[0] == 200:
            break
        time.sleep(0.1)
    call(served, "POST", f"/api/v1/traces/{ctx['trace_id']}/reply/", {"reply": "是小龙坎呀！"})
    planned = call(served, "POST", f"{user}/proactive/", {"now": "2026-03-03T20:00:00+08:00"})
    assert planned["messages"], planned  # "今天面试怎么样？": a message to mark sent or dismissed
    run = {"run_id": "seed-run", "executor": "goose", "user_message": "fix the failing docker build"}
    call(served, "POST", "/api/v1/agent-runs/", run)
    call(
        served,
        "POST",
        "/api/v1/agent-runs/seed-run/events/",
        {
            "events": [
                {
                    "event_id": "e1",
                    "type": "tool_call",
                    "payload": {"tool": "shell", "command": "docker build ."},
                },
                {"event_id": "e2", "type": "tool_result", "payload": {"exit_code": 0}},
            ]
        },
    )
    call(served, "POST", "/api/v1/agent-runs/seed-run/complete/", {"status": "completed", "summary": "built"})
    lesson = {"title": "Pin the base image", "environment": {"components": ["docker"]}}
    call(served, "POST", "/api/v1/experiences/", lesson)


def schemathesis(served: Served, *selection: str) -> subprocess.CompletedProcess[str]:
    st = Path(sys.executable).with_name("st")
    command = [
        str(st),
        "--config-file",
        str(CONFIG),
        "run",
        str(ROOT / "openapi.yaml"),
        *selection,
        "--url",
        served.base,
        "--header",
        f"Authorization: Bearer {served.key}",
        "--no-color",
    ]
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=600, check=False)


def server_errors(output: str) -> list[str]:
    """The tracebacks the server logged (each ends at the next access-log or gunicorn line)."""
    return re.findall(r"(?ms)^Traceback .*?(?=^\S+ - - \[|^\[\d{4}-|\Z)", output)


def summary(runs: list[subprocess.CompletedProcess[str]], statuses: Counter[int], elapsed: float) -> str:
    """What the run did, for the test's output (and docs/reliability.md)."""
    operations = sum(int(n) for run in runs for n in re.findall(r"Tested: (\d+)", run.stdout))
    cases = [m for run in runs for m in re.findall(r"Test cases:\s*\n\s*(.+)", run.stdout)]
    by_status = ", ".join(f"{code}: {n}" for code, n in sorted(statuses.items()))
    return (
        f"\nschemathesis: {operations} operations, {sum(statuses.values())} requests ({by_status}); "
        f"test cases: {'; '.join(cases)}; {elapsed:.0f} s"
    )


def test_schemathesis_finds_no_server_error_and_no_schema_violation():
    started = time.monotonic()
    with (
        scratch_stack(f"memind_fuzz_{os.getpid()}") as env,
        # One client at full speed is what this runs, not the rate limit (tested on its own).
        serve("--no-worker", key=KEY, env={**env, "MEMIND_RATE_LIMIT": "1000000/min"}) as served,
    ):
        seed_rows(served)
        # Erasing the seeded user would leave every later operation only 404s: it runs last.
        runs = [
            schemathesis(served, "--exclude-operation-id", ERASE),
            schemathesis(served, "--include-operation-id", ERASE),
        ]
    elapsed = time.monotonic() - started
    statuses = Counter(int(code) for code in ACCESS.findall(served.output))
    print(summary(runs, statuses, elapsed))
    errors = server_errors(served.output)
    assert not errors, "\n".join(errors)[-8000:]
    for run in runs:
        assert run.returncode == 0, (run.stdout + run.stderr)[-12000:]
    assert not [code for code in statuses if code >= 500]
    assert sum(statuses.values()) > 1000  # the run really reached the server
