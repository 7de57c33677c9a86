"""Benchmark plumbing: latency percentiles, per-stage p95s, and timing calls on one or more threads.

Every bench command reports its latencies through ``percentiles`` (p50/p95/p99, mean and max in
milliseconds), so their numbers read the same.
"""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import numpy as np
from django.db import connection
from tqdm import tqdm


def percentiles(seconds: Sequence[float], digits: int = 2) -> dict[str, float | None]:
    """p50/p95/p99, mean and max of ``seconds``, in milliseconds rounded to ``digits``; all None
    when there is nothing to summarise."""
    if not seconds:
        return {"p50_ms": None, "p95_ms": None, "p99_ms": None, "mean_ms": None, "max_ms": None}
    ms = np.asarray(seconds, dtype=np.float64) * 1000
    p50, p95, p99 = np.percentile(ms, [50, 95, 99])
    return {
        "p50_ms": round(float(p50), digits),
        "p95_ms": round(float(p95), digits),
        "p99_ms": round(float(p99), digits),
        "mean_ms": round(float(ms.mean()), digits),
        "max_ms": round(float(ms.max()), digits),
    }


def stage_percentile(stages: Sequence[dict[str, float]], q: float) -> dict[str, float]:
    """The ``q``th percentile of each stage timing (ms) over the runs that recorded it, in the first
    run's order."""
    names = dict.fromkeys(name for s in stages for name in s)
    return {name: round(float(np.percentile([s[name] for s in stages if name in s], q)), 2) for name in names}


def stages_p50(stages: Sequence[dict[str, float]]) -> dict[str, float]:
    return stage_percentile(stages, 50)


def stages_p95(stages: Sequence[dict[str, float]]) -> dict[str, float]:
    return stage_percentile(stages, 95)


# A worker makes one call (given the call's arguments); it may hand back work that happens after
# the caller has its answer (closing a sent response), which runs untimed before the next call.
Worker = Callable[..., Callable[[], None] | None]


def timed_run(
    calls: Sequence[tuple[Any, ...]],
    make_worker: Callable[[], Worker],
    concurrency: int,
    desc: str,
) -> dict[str, Any]:
    """Time each call; C threads share the list. One worker (client, connection) per thread.

    ``percentiles`` of the calls plus ``throughput_per_s``: calls over wall time."""
    durations: list[float] = []
    lock = threading.Lock()
    bar = tqdm(total=len(calls), desc=desc, unit="q", file=sys.stderr)

    def run_slice(part: Sequence[tuple[Any, ...]], own_connection: bool) -> None:
        work = make_worker()
        try:
            for call in part:
                t0 = time.perf_counter()
                after = work(*call)
                took = time.perf_counter() - t0
                if after is not None:
                    after()
                with lock:
                    durations.append(took)
                    bar.update(1)
        finally:
            if own_connection:
                connection.close()  # this thread's connection; the main one stays open

    started = time.perf_counter()
    try:
        if concurrency == 1:
            # In the calling thread: it sees the data even inside a test's open transaction.
            run_slice(calls, own_connection=False)
        else:
            with ThreadPoolExecutor(max_workers=concurrency) as pool:
                futures = [pool.submit(run_slice, calls[i::concurrency], True) for i in range(concurrency)]
                for f in futures:
                    f.result()
    finally:
        bar.close()
    wall = time.perf_counter() - started
    out: dict[str, Any] = percentiles(durations)
    out["throughput_per_s"] = round(len(durations) / wall, 1) if wall > 0 else None
    return out
