"""A live `manage.py serve` for tests that talk HTTP to the real thing: a free port, a demo key,
/healthz before anything else, Ctrl-C at the end; optionally on a database and a Redis database
of its own, dropped afterwards, so what a test sends never lands in the developer's data."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

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


@dataclass
class Served:
    base: str
    key: str
    proc: subprocess.Popen[bytes]
    output: str = field(default="")  # what serve printed, once it has stopped


@contextmanager
def serve(*args: str, key: str, env: dict[str, str] | None = None, timeout: float = 90) -> Iterator[Served]:
    """``manage.py serve ARGS`` on a free port with ``key`` as the demo app's key, up and answering
    /healthz; stopped with SIGINT (as Ctrl-C) on exit, its output in ``Served.output``."""
    port = free_port()
    # A file, not a pipe: a busy server fills a pipe nobody reads and then blocks on its next log line.
    with tempfile.TemporaryFile() as log:
        proc = subprocess.Popen(
            [sys.executable, "manage.py", "serve", *args],
            cwd=ROOT,
            env={**os.environ, **(env or {}), "PORT": str(port), "MEMIND_DEMO_API_KEY": key},
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        served = Served(base=f"http://127.0.0.1:{port}", key=key, proc=proc)
        try:
            _wait_healthy(served, timeout)
            yield served
        finally:
            if proc.poll() is None:
                proc.send_signal(signal.SIGINT)
            try:
                proc.wait(timeout=60)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
            log.seek(0)
            served.output = log.read().decode(errors="replace")


def _wait_healthy(served: Served, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while True:
        try:
            if get(served.base + "/healthz")[0] == 200:
                return
        except OSError:
            pass
        if served.proc.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError(f"serve did not answer /healthz in {timeout:.0f} s")
        time.sleep(0.5)


@contextmanager
def scratch_stack(name: str) -> Iterator[dict[str, str]]:
    """Environment for a serve on a new database ``name`` on the same PostgreSQL server, and on a
    Redis database of its own (rate counters and queued tasks included); both emptied afterwards."""
    import psycopg
    import redis

    db_url = os.environ["DATABASE_URL"]  # settings exported it, embedded or not
    parts = urlsplit(db_url)
    admin = psycopg.connect(conninfo(db_url), autocommit=True)
    redis_parts = urlsplit(os.environ["REDIS_URL"])
    redis_url = urlunsplit(redis_parts._replace(path="/13"))
    try:
        admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        admin.execute(f'CREATE DATABASE "{name}"')
        yield {"DATABASE_URL": urlunsplit(parts._replace(path=f"/{name}")), "REDIS_URL": redis_url}
    finally:
        admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        admin.close()
        redis.Redis.from_url(redis_url).flushdb()


def conninfo(url: str) -> str:
    """A ``postgres://`` URL (as django-environ reads it, socket dir in ?host=) for psycopg."""
    from psycopg.conninfo import make_conninfo

    parts = urlsplit(url)
    query = dict(p.split("=", 1) for p in parts.query.split("&") if "=" in p)
    given = {
        "dbname": parts.path.lstrip("/"),
        "user": parts.username,
        "password": parts.password,
        "host": query.get("host") or parts.hostname,
        "port": parts.port,
    }
    return make_conninfo(**{k: str(v) for k, v in given.items() if v})
