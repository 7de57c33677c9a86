"""Fault drills against a real `manage.py serve` with its own embedded PostgreSQL and Redis (in a
temporary data directory, so the rest of the suite keeps its servers): Redis really stopped, a
worker really killed mid-run, PostgreSQL really stopped. Checked each time: no 500, nothing that
was acknowledged lost or doubled, and recovery with no manual step."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import psutil
import pytest

from memind import embedded
from tests.fake_openai import FakeOpenAI
from tests.live import ROOT, free_port
from tests.test_serve import wait_for

KEY = "mk_fault_drill_key_0123456789abcdef"
BATCH = 4  # MEMIND_EXTRACTION_BATCH for the drill: a few messages make a batch


@dataclass
class Stack:
    base: str
    data_dir: Path
    port: int
    proc: subprocess.Popen[bytes]
    fake: FakeOpenAI
    statuses: list[int] = field(default_factory=list)  # every answer the drills got
    acknowledged: set[str] = field(default_factory=set)  # client_msg_ids answered 201

    def call(self, method: str, path: str, body: Any = None) -> tuple[int, dict[str, str], Any, float]:
        data = json.dumps(body).encode() if body is not None else None
        req = urllib.request.Request(
            self.base + path,
            data=data,
            method=method,
            headers={"Authorization": f"Bearer {KEY}", "Content-Type": "application/json"},
        )
        started = time.monotonic()
        try:
            with urllib.request.urlopen(req, timeout=30) as resp:
                status, headers, raw = resp.status, dict(resp.headers), resp.read()
        except urllib.error.HTTPError as exc:
            status, headers, raw = exc.code, dict(exc.headers), exc.read()
        took = time.monotonic() - started
        self.statuses.append(status)
        return status, headers, json.loads(raw) if raw else None, took

    def post_messages(self, user: str, ids: list[str]) -> tuple[int, dict[str, str], Any, float]:
        batch = [{"role": "user", "content": f"我今天去了第{i}家咖啡店", "client_msg_id": i} for i in ids]
        answer = self.call("POST", f"/api/v1/users/{user}/messages/", {"messages": batch})
        if answer[0] == 201:
            self.acknowledged.update(ids)
        return answer

    def messages(self, user: str) -> list[dict[str, Any]]:
        status, _, body, _ = self.call("GET", f"/api/v1/users/{user}/messages/?page_size=500")
        assert status == 200, body
        results: list[dict[str, Any]] = body["results"]
        return results

    def children(self) -> dict[str, int]:
        children: dict[str, int] = json.loads((self.data_dir / f"serve-{self.port}.json").read_text())[
            "children"
        ]
        return children


@pytest.fixture(scope="module")
def stack(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stack]:
    data_dir = tmp_path_factory.mktemp("faults")
    fake = FakeOpenAI()
    fake.default_chat = '{"memories": []}'
    fake.start()
    port = free_port()
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "REDIS_URL")}  # its own servers
    env |= {
        "MEMIND_DATA_DIR": str(data_dir),
        "PORT": str(port),
        "MEMIND_DEMO_API_KEY": KEY,
        "MEMIND_PG_SHARED_BUFFERS": "128MB",
        "MEMIND_EXTRACTION_BATCH": str(BATCH),
        "MEMIND_EXTRACTION_OVERDUE_SECONDS": "2",
        "MEMIND_EXTRACTION_ABANDONED_SECONDS": "3",
        "MEMIND_EXTRACTION_FLUSH_SECONDS": "2",
        "MEMIND_EXTRACTOR": "llm",
        "MEMIND_LLM_BASE_URL": fake.base_url,
        "MEMIND_LLM_MODEL": "fake-chat",
    }
    # A file, not a pipe: nobody reads a pipe until the end, and once it is full every child
    # blocks on its next log line (gunicorn's access log first), which looks like a hung server.
    log = (data_dir / "serve.log").open("wb")
    proc = subprocess.Popen(
        [sys.executable, "manage.py", "serve", "--web-workers", "1"],
        cwd=ROOT,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    s = Stack(base=f"http://127.0.0.1:{port}", data_dir=data_dir, port=port, proc=proc, fake=fake)
    try:
        wait_for(lambda: s.call("GET", "/readyz")[0] == 200, 180, "the drill's serve ready")
        yield s
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=90)
        fake.stop()
        log.close()
        # pytest shows this only beside a failure: what serve and its children said last.
        print((data_dir / "serve.log").read_text(errors="replace")[-5000:])
    assert proc.returncode == 0


def all_extracted(s: Stack, user: str, ids: set[str]) -> bool:
    rows = [m for m in s.messages(user) if m["client_msg_id"] in ids]
    return len(rows) == len(ids) and all(m["extraction_run"] for m in rows)


def assert_nothing_lost_or_doubled(s: Stack, user: str, ids: set[str]) -> None:
    stored = [m["client_msg_id"] for m in s.messages(user)]
    assert len(stored) == len(set(stored)), "a message stored twice"
    assert ids <= set(stored), f"acknowledged but lost: {ids - set(stored)}"


def test_redis_stopped_messages_still_201_within_a_second_then_extracted_when_it_is_back(stack):
    s = stack
    rdir = s.data_dir / "redis"
    redis_port = int((rdir / "port").read_text())
    os.kill(int((rdir / "redis.pid").read_text()), signal.SIGTERM)
    wait_for(lambda: not embedded._redis_alive(redis_port), 10, "Redis stopped")

    ids = [f"r{i}" for i in range(3 * BATCH)]
    for chunk in (ids[:BATCH], ids[BATCH : 2 * BATCH], ids[2 * BATCH :]):  # each a full batch
        status, _, body, took = s.post_messages("rosa", chunk)
        assert status == 201 and body["accepted"] == BATCH, body
        assert took < 1.0, took
    status, _, ready, _ = s.call("GET", "/readyz")
    assert status == 503 and ready["checks"]["broker"]["ok"] is False and ready["checks"]["database"]["ok"]
    status, _, ctx, _ = s.call("POST", "/api/v1/users/rosa/context/", {"message": "我去了哪家咖啡店？"})
    assert status == 200 and ctx["trace_id"]  # replies go on; the rate limit fails open

    embedded.redis_start(rdir, redis_port)  # back on its port, with its append-only file
    wait_for(lambda: all_extracted(s, "rosa", set(ids)), 120, "the outage's batches extracted")
    assert_nothing_lost_or_doubled(s, "rosa", set(ids))
    assert 500 not in s.statuses


def test_a_worker_killed_mid_run_is_restarted_and_its_batch_extracted_again(stack):
    s = stack
    s.fake.chat_delay = 30.0  # the model is slow: the worker is mid-run when it dies
    asked = len(s.fake.requests)
    ids = [f"w{i}" for i in range(BATCH)]
    assert s.post_messages("wang", ids)[0] == 201
    wait_for(
        lambda: any("第w0家" in json.dumps(body, ensure_ascii=False) for _, body in s.fake.requests[asked:]),
        60,
        "the worker asking the model about the batch",
    )
    worker = s.children()["worker"]
    os.killpg(worker, signal.SIGKILL)  # the worker and its pool, as the OOM killer would
    s.fake.chat_delay = 0.0
    wait_for(lambda: s.children()["worker"] != worker, 30, "serve restarting the worker")
    assert psutil.pid_exists(s.children()["worker"])
    wait_for(lambda: all_extracted(s, "wang", set(ids)), 120, "the dead worker's batch extracted")
    assert_nothing_lost_or_doubled(s, "wang", set(ids))
    assert 500 not in s.statuses


def test_postgres_stopped_answers_503_with_retry_after_and_recovers_by_itself(stack):
    s = stack
    before = [f"p{i}" for i in range(BATCH)]
    assert s.post_messages("pia", before)[0] == 201
    pgdata = s.data_dir / "pg"
    postmaster = int((pgdata / "postmaster.pid").read_text().split()[0])
    os.kill(postmaster, signal.SIGINT)  # a fast shutdown: every connection is cut
    wait_for(lambda: not psutil.pid_exists(postmaster), 30, "PostgreSQL stopped")

    status, headers, body, took = s.post_messages("pia", ["p-during"])
    assert status == 503 and body["error"]["code"] == "unavailable", body
    assert int(headers["Retry-After"]) > 0 and took < 5.0
    assert s.call("GET", "/api/v1/memories/")[0] == 503
    status, _, ready, _ = s.call("GET", "/readyz")
    assert status == 503 and ready["checks"]["database"]["ok"] is False
    assert s.call("GET", "/healthz")[0] == 200

    embedded.postgres_start(pgdata)
    wait_for(lambda: s.call("GET", "/readyz")[0] == 200, 60, "ready again after PostgreSQL restarted")
    after = [f"p{i}" for i in range(BATCH, 2 * BATCH)]
    wait_for(lambda: s.post_messages("pia", after)[0] == 201, 30, "writes accepted again")
    assert_nothing_lost_or_doubled(s, "pia", set(before + after))
    assert "p-during" not in {m["client_msg_id"] for m in s.messages("pia")}  # refused, not half-stored
    assert 500 not in s.statuses
