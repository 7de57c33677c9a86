"""/metrics under a real `manage.py serve`: one scrape adds up every gunicorn worker and the Celery
worker's children (prometheus-client's multiprocess files under the data dir)."""

from __future__ import annotations

import json
import os
import re
import time
import urllib.request
from pathlib import Path

import psutil
from django.conf import settings
from prometheus_client.parser import text_string_to_metric_families

from memind.management.commands.serve import metrics_dir
from tests.live import get, scratch_stack, serve

KEY = "mk_metrics_serve_test_key_0123456789"
Samples = dict[tuple[str, frozenset[tuple[str, str]]], float]


def post(url: str, key: str, body: dict[str, object]) -> int:
    req = urllib.request.Request(
        url,
        data=json.dumps(body).encode(),
        headers={"Authorization": f"Bearer {key}", "Content-Type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(req, timeout=30) as resp:
        return int(resp.status)


def scrape(base: str) -> Samples:
    status, body = get(base + "/metrics")
    assert status == 200, body[:300]
    return {
        (s.name, frozenset(s.labels.items())): s.value
        for family in text_string_to_metric_families(body.decode())
        for s in family.samples
    }


def value(samples: Samples, name: str, **labels: str) -> float:
    return samples.get((name, frozenset(labels.items())), 0.0)


def test_one_scrape_adds_up_every_gunicorn_worker_and_the_celery_workers_children():
    with (
        scratch_stack(f"memind_metrics_{os.getpid()}") as env,
        serve("--web-workers", "2", key=KEY, env=env) as served,
    ):
        base = served.base
        port = base.rsplit(":", 1)[1]
        api = base + "/api/v1/users/live"
        assert post(api + "/messages/", KEY, {"messages": [{"role": "user", "content": "我叫夏星帆"}]}) == 201
        assert post(api + "/extract/", KEY, {"wait": False}) == 202  # only the Celery worker runs it

        run = {"outcome": "succeeded", "extractor": "rules", "trigger": "api"}
        deadline = time.monotonic() + 60
        while value(scrape(base), "memind_extraction_runs_total", **run) < 1:
            assert time.monotonic() < deadline, "the worker's extraction run never showed in /metrics"
            time.sleep(0.5)

        # Twenty requests spread over two gunicorn workers: one scrape counts all twenty.
        healthz = {"view": "healthz", "method": "GET"}
        latency = "memind_django_http_requests_latency_seconds_by_view_method_count"
        before = scrape(base)
        for _ in range(20):
            assert get(base + "/healthz")[0] == 200
        after = scrape(base)
        assert value(after, latency, **healthz) - value(before, latency, **healthz) == 20
        # The same scrape has the worker's run and the web's request that queued it.
        assert value(after, "memind_extraction_runs_total", **run) == 1
        assert value(after, "memind_extraction_messages_total", extractor="rules") == 1
        assert value(after, latency, view="user-extract", method="POST") == 1
        assert value(after, "memind_queue_up") == 1

        # Each of those processes wrote its own files in this serve's directory.
        state = json.loads((Path(settings.MEMIND_DATA_DIR) / f"serve-{port}.json").read_text())
        web_workers = {p.pid for p in psutil.Process(state["children"]["web"]).children()}
        celery_children = {p.pid for p in psutil.Process(state["children"]["worker"]).children()}
        files = list((Path(settings.MEMIND_DATA_DIR) / "metrics" / port).glob("*.db"))
        writers = {int(m.group(1)) for f in files if (m := re.search(r"_(\d+)\.db$", f.name))}
        assert len(web_workers) == 2 and web_workers <= writers, (web_workers, writers)
        assert celery_children & writers, (celery_children, writers)
    assert served.proc.returncode == 0, served.output[-3000:]
    assert not (Path(settings.MEMIND_DATA_DIR) / "metrics" / port).exists()  # a clean stop leaves none
    # gunicorn's access line carries the request id too (gunicorn.conf.py).
    assert re.search(
        r'"POST /api/v1/users/live/extract/ HTTP/1.1" 202 .* request_id=[0-9a-f]{32}$', served.output, re.M
    ), served.output[-3000:]


def test_serve_starts_with_an_empty_metrics_directory(tmp_path, settings):
    settings.MEMIND_DATA_DIR = tmp_path
    stale = tmp_path / "metrics" / "8123" / "counter_999999.db"  # a process of an earlier serve
    stale.parent.mkdir(parents=True)
    stale.write_bytes(b"old counts")
    path = metrics_dir(8123)
    assert path == stale.parent and path.is_dir() and not any(path.iterdir())
