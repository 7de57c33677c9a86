"""Liveness and readiness probes (no auth: load balancers call them), and Prometheus' ``/metrics``."""

from __future__ import annotations

import time

import redis
from django.conf import settings
from django.db import connection
from django.http import HttpRequest, HttpResponse, JsonResponse

from memind import metrics as memind_metrics
from memind.api import error_body


def healthz(request: HttpRequest) -> JsonResponse:
    """Liveness: the process answers."""
    return JsonResponse({"status": "ok"})


def readyz(request: HttpRequest) -> JsonResponse:
    """Readiness: the database (with pgvector) and the broker answer."""
    checks: dict[str, dict[str, object]] = {}
    t0 = time.perf_counter()
    try:
        with connection.cursor() as cur:
            cur.execute("SELECT extversion FROM pg_extension WHERE extname = 'vector'")
            row = cur.fetchone()
        checks["database"] = {"ok": row is not None, "pgvector": row[0] if row else None}
    except Exception as exc:  # noqa: BLE001 - report, don't crash the probe
        checks["database"] = {"ok": False, "error": str(exc)[:200]}
    checks["database"]["ms"] = round((time.perf_counter() - t0) * 1000, 1)
    t0 = time.perf_counter()
    try:
        client = redis.Redis.from_url(settings.CELERY_BROKER_URL, socket_timeout=2, socket_connect_timeout=2)
        checks["broker"] = {"ok": bool(client.ping())}
    except Exception as exc:  # noqa: BLE001
        checks["broker"] = {"ok": False, "error": str(exc)[:200]}
    checks["broker"]["ms"] = round((time.perf_counter() - t0) * 1000, 1)
    ok = all(c["ok"] for c in checks.values())
    return JsonResponse(
        {"status": "ok" if ok else "unavailable", "checks": checks}, status=200 if ok else 503
    )


def metrics(request: HttpRequest) -> HttpResponse:
    """Every process's metrics in Prometheus' text format (see ``memind.metrics.scrape_allowed``)."""
    allowed, status = memind_metrics.scrape_allowed(request)
    if not allowed:
        if status == 401:
            body = error_body("unauthorized", "/metrics needs Authorization: Bearer <MEMIND_METRICS_TOKEN>.")
        else:
            body = error_body("forbidden", "/metrics answers the internal network only.")
        resp: HttpResponse = JsonResponse(body, status=status)
        if status == 401:
            resp["WWW-Authenticate"] = "Bearer"
        return resp
    text, content_type = memind_metrics.exposition()
    return HttpResponse(text, content_type=content_type)
