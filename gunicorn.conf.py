"""gunicorn's settings wherever Memind is served: `make run` passes this file, and gunicorn reads it
from the working directory in the Docker image and docker-compose."""

from __future__ import annotations

import os
from typing import Any

# A web worker embeds one short query per request: on one OpenMP thread, not two. Measured over a
# socket on two cores (docs/recall-eval.md): with two threads every parallel step of the model
# waits for the second thread to wake, and two requests at once oversubscribe the cores; with one,
# two clients at once got 62–64 ms p50 instead of 75–80 and 29–30 requests/s instead of 23–26,
# one client alone the same or better. An operator's own MEMIND_EMBEDDING_THREADS wins; the Celery
# worker, which embeds messages in batches, keeps the setting's default.
os.environ.setdefault("MEMIND_EMBEDDING_THREADS", "1")

# gunicorn answers a request line over 4 KiB itself, in HTML. The API bounds URLs on its own
# (MEMIND_MAX_URL_BYTES, a 414 in its error shape), so let them through up to gunicorn's hard cap.
limit_request_line = 0

# gunicorn's usual access line, plus the request id the answer carries (X-Request-ID): the access
# line and the application's log lines for one request share it.
access_log_format = (
    '%(h)s %(l)s %(u)s %(t)s "%(r)s" %(s)s %(b)s "%(f)s" "%(a)s" request_id=%({x-request-id}o)s'
)


def child_exit(server: Any, worker: Any) -> None:
    """A worker that exits leaves its metric files behind (its counters still count); only its live
    gauges must go, or /metrics would keep adding them up (prometheus-client's multiprocess mode)."""
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(worker.pid)  # type: ignore[no-untyped-call]  # untyped upstream
