"""`make run` end to end: `manage.py serve` brings up gunicorn, a Celery worker and beat on the
embedded stack, answers /healthz, the admin login, the docs and the demo key, and stops on Ctrl-C."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def get(url: str, key: str | None = None) -> tuple[int, bytes]:
    req = urllib.request.Request(url, headers={"Authorization": f"Bearer {key}"} if key else {})
    try:
        with urllib.request.urlopen(req, timeout=5) as resp:
            return resp.status, resp.read()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read()


def test_serve_brings_up_web_worker_and_beat_and_stops_cleanly():
    port = free_port()
    key = "mk_serve_smoke_test_key_0123456789"
    env = {**os.environ, "PORT": str(port), "MEMIND_DEMO_API_KEY": key}
    proc = subprocess.Popen(
        [sys.executable, "manage.py", "serve"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(120):
            try:
                if get(base + "/healthz")[0] == 200:
                    break
            except OSError:
                time.sleep(0.5)
        else:
            pytest.fail("serve did not answer /healthz in 60 s")
        assert get(base + "/admin/login/")[0] == 200
        assert get(base + "/api/docs/")[0] == 200
        status, body = get(base + "/api/v1/memories/", key)
        assert status == 200 and json.loads(body)["count"] >= 0
        assert get(base + "/api/v1/memories/", "wrong")[0] == 401
        ready = json.loads(get(base + "/readyz")[1])
        assert ready["status"] == "ok"
    finally:
        proc.send_signal(signal.SIGINT)
        out, _ = proc.communicate(timeout=60)
    text = out.decode(errors="replace")
    assert proc.returncode == 0, text[-3000:]
    assert "Stopped web, worker and beat." in text
    assert "celery@" in text and "beat: Starting" in text  # the worker and beat really ran
