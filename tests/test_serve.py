"""`make run` end to end: `manage.py serve` brings up gunicorn, a Celery worker and beat on the
embedded stack, answers /healthz, the admin login, the docs and the demo key, and stops on Ctrl-C."""

from __future__ import annotations

import json

from tests.live import get, serve


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
