"""Concurrency helpers for tests: real threads, each with its own database connection."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Iterator
from typing import Any

from django.db import connections


def run_together(jobs: list[Callable[[], Any]]) -> list[Any]:
    """Start every job at once (a barrier); each result, or the exception it raised."""
    barrier = threading.Barrier(len(jobs))
    results: list[Any] = [None] * len(jobs)

    def worker(i: int, job: Callable[[], Any]) -> None:
        try:
            barrier.wait(10)
            results[i] = job()
        except Exception as exc:  # noqa: BLE001 - handed back to the test to assert on
            results[i] = exc
        finally:
            connections.close_all()

    threads = [threading.Thread(target=worker, args=(i, job)) for i, job in enumerate(jobs)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    return results


@contextlib.contextmanager
def lock_held_elsewhere(namespace: int, user_id: int) -> Iterator[threading.Event]:
    """Another process holding a user's advisory lock (its own connection) until the yielded
    event is set."""
    held, release = threading.Event(), threading.Event()

    def holder() -> None:
        with connections["default"].cursor() as cur:
            cur.execute("SELECT pg_advisory_lock(%s, %s)", [namespace, user_id])
            held.set()
            release.wait(10)
            cur.execute("SELECT pg_advisory_unlock(%s, %s)", [namespace, user_id])
        connections["default"].close()

    thread = threading.Thread(target=holder)
    thread.start()
    assert held.wait(10)
    try:
        yield release
    finally:
        release.set()
        thread.join(10)
