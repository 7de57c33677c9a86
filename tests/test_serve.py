"""`make run` end to end: `manage.py serve` brings up gunicorn, a Celery worker and beat on the
embedded stack, answers /healthz, the admin login, the docs and the demo key, and stops on Ctrl-C."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import IO

import psutil
import pytest

from tests.live import ROOT, free_port, get, serve


def test_serve_brings_up_web_worker_and_beat_and_stops_cleanly():
    with serve(key="mk_serve_smoke_test_key_0123456789") as served:
        base, key = served.base, served.key
        assert get(base + "/admin/login/")[0] == 200
        assert get(base + "/api/docs/")[0] == 200
        status, body = get(base + "/api/v1/memories/", key)
        assert status == 200 and json.loads(body)["count"] >= 0
        assert get(base + "/api/v1/memories/", "wrong")[0] == 401
        # Past gunicorn's default 4 KiB request line, the API still answers in its own shape.
        status, body = get(base + "/api/v1/memories/?q=" + "x" * 9000, key)
        assert status == 414 and json.loads(body)["error"]["code"] == "uri_too_long"
        ready = json.loads(get(base + "/readyz")[1])
        assert ready["status"] == "ok"
    text = served.output
    assert served.proc.returncode == 0, text[-3000:]
    assert "Stopped web, worker and beat." in text
    assert "celery@" in text and "beat: Starting" in text  # the worker and beat really ran


def wait_for(check, seconds: float, what: str):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            if result := check():
                return result
        except (OSError, KeyError):
            pass
        time.sleep(0.3)
    pytest.fail(f"{what} not within {seconds} s")


def alive(pid: int) -> bool:
    try:
        return bool(psutil.Process(pid).status() != psutil.STATUS_ZOMBIE)
    except psutil.NoSuchProcess:
        return False


def start_serve(port: int, log: IO[bytes]) -> subprocess.Popen[bytes]:
    env = {**os.environ, "PORT": str(port), "MEMIND_DEMO_API_KEY": "mk_serve_smoke_test_key_0123456789"}
    # Output to a file: a pipe nobody reads fills up and blocks the server's next log line.
    return subprocess.Popen(
        [sys.executable, "manage.py", "serve", "--web-workers", "1"],
        cwd=ROOT,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )


def test_serve_restarts_crashed_children_and_the_next_serve_stops_a_killed_ones_orphans(settings):
    port = free_port()
    state_file = Path(settings.MEMIND_DATA_DIR) / f"serve-{port}.json"
    base = f"http://127.0.0.1:{port}"
    logs = [tempfile.TemporaryFile(), tempfile.TemporaryFile()]  # noqa: SIM115 - closed in finally
    proc = start_serve(port, logs[0])
    second = None
    try:
        wait_for(lambda: get(base + "/healthz")[0] == 200, 90, "serve answering /healthz")
        first = json.loads(state_file.read_text())["children"]

        # A crashed worker and a crashed web server are started again, and serve says so.
        os.kill(first["worker"], signal.SIGKILL)
        os.killpg(first["web"], signal.SIGKILL)
        after = wait_for(
            lambda: (
                (c := json.loads(state_file.read_text())["children"])["worker"] != first["worker"]
                and c["web"] != first["web"]
                and c
            ),
            30,
            "crashed children restarted",
        )
        assert alive(after["worker"]) and alive(after["web"]) and after["beat"] == first["beat"]
        wait_for(lambda: get(base + "/healthz")[0] == 200, 30, "the restarted web server answering")

        # serve itself killed: its children live on as orphans, still answering on the port...
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(10)
        assert get(base + "/healthz")[0] == 200 and all(alive(p) for p in after.values())
        # ...and the next serve on that port stops them first, then comes up cleanly.
        second = start_serve(port, logs[1])
        wait_for(lambda: not any(alive(p) for p in after.values()), 60, "the orphans stopped")
        wait_for(lambda: get(base + "/healthz")[0] == 200, 90, "the second serve answering")
        fresh = json.loads(state_file.read_text())["children"]
        assert set(fresh.values()).isdisjoint(after.values()) and all(alive(p) for p in fresh.values())
    finally:
        for p in (proc, second):
            if p is not None and p.poll() is None:
                p.send_signal(signal.SIGINT)
        for p in (proc, second):
            if p is not None:
                p.wait(60)
        texts = []
        for f in logs:
            f.seek(0)
            texts.append(f.read().decode(errors="replace"))
            f.close()
    log = "\n".join(texts)
    assert "worker exited with" in log and "web exited with" in log and "restarted (pid" in log, log[-3000:]
    assert "left by an earlier serve" in texts[-1], texts[-1][-3000:]
    assert second is not None and second.returncode == 0, texts[-1][-3000:]
    assert not state_file.exists()
