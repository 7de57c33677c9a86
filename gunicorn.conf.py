"""gunicorn's settings wherever Memind is served: `make run` passes this file, and gunicorn reads it
from the working directory in the Docker image and docker-compose."""

from __future__ import annotations

import os
from typing import Any

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
