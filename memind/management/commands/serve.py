"""python manage.py serve — everything `make run` promises, in one process tree.

Starts (or reuses) the embedded PostgreSQL/Redis unless DATABASE_URL/REDIS_URL are set, migrates,
creates the demo app and an admin, then runs gunicorn (API + admin), a Celery worker and Celery
beat. A child that crashes is restarted with backoff (and logged); Ctrl-C stops the children, then
the embedded servers this command started.

The children's pids are kept in ``<MEMIND_DATA_DIR>/serve-<port>.json``: after a ``kill -9`` of
serve (or of ``make``), the next serve on that port stops what the old one left running. The
children count as users of the embedded servers (``memind.embedded``), so PostgreSQL and Redis are
never stopped under them, orphaned or not.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import psutil
from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandParser

from memind import embedded


class Command(BaseCommand):
    help = "Set up and serve Memind: API + admin (gunicorn), Celery worker and beat."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", "8000")))
        parser.add_argument("--host", default=os.environ.get("HOST", "127.0.0.1"))
        parser.add_argument("--web-workers", type=int, default=int(os.environ.get("WEB_CONCURRENCY", "2")))
        parser.add_argument("--no-worker", action="store_true", help="Don't start Celery worker/beat.")

    def handle(
        self, *args: Any, port: int, host: str, web_workers: int, no_worker: bool, **opts: Any
    ) -> None:
        call_command("migrate", interactive=False, verbosity=0)
        self.check(databases=["default"])  # pgvector present, embedding column the configured size
        call_command("collectstatic", interactive=False, verbosity=0)
        call_command("setup_demo")

        # Settings exported DATABASE_URL/REDIS_URL (embedded or not), so the children reuse the
        # same servers and never start their own.
        env = {**os.environ, "DJANGO_SETTINGS_MODULE": "memind.settings"}
        bin_dir = os.path.dirname(sys.executable)
        commands = {
            "web": [
                os.path.join(bin_dir, "gunicorn"),
                "memind.wsgi:application",
                "--config",
                str(settings.BASE_DIR / "gunicorn.conf.py"),
                "--bind",
                f"{host}:{port}",
                "--workers",
                str(web_workers),
                "--threads",
                "4",
                "--access-logfile",
                "-",
                "--graceful-timeout",
                "10",
            ],
        }
        if not no_worker:
            celery = os.path.join(bin_dir, "celery")
            commands["worker"] = [
                celery,
                "-A",
                "memind",
                "worker",
                "--loglevel",
                "INFO",
                "--concurrency",
                str(settings.MEMIND_WORKER_CONCURRENCY),
            ]
            commands["beat"] = [
                celery,
                "-A",
                "memind",
                "beat",
                "--loglevel",
                "INFO",
                "--scheduler",
                "memind.beat:MemindScheduler",
            ]

        state_file = Path(settings.MEMIND_DATA_DIR) / f"serve-{port}.json"
        for line in stop_orphans(state_file):
            self.stderr.write(line)
        metrics = metrics_dir(port)
        env["PROMETHEUS_MULTIPROC_DIR"] = str(metrics)
        children = {name: Child(name, cmd) for name, cmd in commands.items()}
        stopping = False

        def stop(*_: Any) -> None:
            nonlocal stopping
            stopping = True

        signal.signal(signal.SIGINT, stop)
        signal.signal(signal.SIGTERM, stop)

        def start(child: Child) -> int:
            # Own process group: the terminal's Ctrl-C reaches us, and we stop the children in order.
            child.proc = subprocess.Popen(child.cmd, env=env, start_new_session=True)
            child.started = time.monotonic()
            embedded.register_pids([child.proc.pid])  # the embedded servers outlive it, even orphaned
            tmp = state_file.with_suffix(".tmp")  # written whole, then renamed: never read half-written
            tmp.write_text(
                json.dumps(
                    {
                        "serve": os.getpid(),
                        "children": {c.name: c.proc.pid for c in children.values() if c.proc},
                    }
                )
            )
            tmp.replace(state_file)
            return child.proc.pid

        for child in children.values():
            start(child)
        self.stdout.write(
            self.style.SUCCESS(
                f"Memind is up: API http://{host}:{port}/api/v1/  docs http://{host}:{port}/api/docs/  "
                f"admin http://{host}:{port}/admin/  (Ctrl-C stops everything)"
            )
        )
        try:
            while not stopping:
                now = time.monotonic()
                for child in children.values():
                    if child.proc is not None and child.proc.poll() is not None:
                        code, child.proc = child.proc.returncode, None
                        # A child that ran a while had a one-off crash: back soon. One that keeps
                        # crashing at start waits longer each time (up to 30 s), and says so.
                        child.backoff = 1.0 if now - child.started > 60 else min(child.backoff * 2, 30.0)
                        child.restart_at = now + child.backoff
                        self.stderr.write(
                            f"{child.name} exited with {code}; restarting in {child.backoff:.0f} s."
                        )
                    elif child.proc is None and now >= child.restart_at:
                        self.stderr.write(f"{child.name} restarted (pid {start(child)}).")
                time.sleep(0.5)
        finally:
            running = [c.proc for c in children.values() if c.proc is not None and c.proc.poll() is None]
            for p in running:
                p.send_signal(signal.SIGTERM)
            deadline = time.monotonic() + 20
            for p in running:
                try:
                    p.wait(max(0.1, deadline - time.monotonic()))
                except subprocess.TimeoutExpired:
                    os.killpg(p.pid, signal.SIGKILL)
            state_file.unlink(missing_ok=True)
            if not any(p.poll() is None for p in running):  # nobody writes there any more
                shutil.rmtree(metrics, ignore_errors=True)
            self.stdout.write("Stopped web, worker and beat.")
        # The embedded PostgreSQL/Redis this process started are stopped at exit (memind.embedded).


def metrics_dir(port: int) -> Path:
    """Where this serve's processes write their metrics (prometheus-client's multiprocess mode):
    gunicorn's workers, the Celery worker's children and beat, one file each, added up by /metrics.
    Emptied here, once the previous serve's processes are gone: counters start at zero with the
    server, as Prometheus expects of a restarted target (and removed when serve stops). One per
    port, so two serves never mix."""
    path = Path(settings.MEMIND_DATA_DIR) / "metrics" / str(port)
    shutil.rmtree(path, ignore_errors=True)
    path.mkdir(parents=True)
    return path


@dataclass
class Child:
    name: str
    cmd: list[str]
    proc: subprocess.Popen[bytes] | None = None
    started: float = 0.0
    backoff: float = 0.5
    restart_at: float = 0.0


# What each child's command line contains: a pid in the state file is only stopped if the process
# behind it still is one of ours (pids are reused).
_SIGNATURES = {"serve": "serve", "web": "gunicorn", "worker": "celery", "beat": "celery"}


def stop_orphans(state_file: Path) -> list[str]:
    """Stop what an earlier ``serve`` on this port left running (it was killed with ``kill -9``,
    or its ``make`` was): that serve if it still lives, then its children's process groups.
    Returns what was done, for the log."""
    if not state_file.exists():
        return []
    try:
        state = json.loads(state_file.read_text())
        pids = {"serve": int(state["serve"]), **{k: int(v) for k, v in state["children"].items()}}
    except (ValueError, KeyError, TypeError):
        state_file.unlink(missing_ok=True)
        return []
    done = []
    for name, pid in pids.items():
        if pid == os.getpid():
            continue
        try:
            proc = psutil.Process(pid)
            if _SIGNATURES.get(name, name) not in " ".join(proc.cmdline()):
                continue
            if name == "serve":
                proc.terminate()  # it stops its own children in order
            else:
                os.killpg(pid, signal.SIGTERM)
            proc.wait(30)
            done.append(f"stopped {name} (pid {pid}) left by an earlier serve")
        except psutil.TimeoutExpired:
            os.killpg(pid, signal.SIGKILL)
            done.append(f"killed {name} (pid {pid}) left by an earlier serve")
        except (psutil.Error, ProcessLookupError, PermissionError):
            continue  # gone already
    state_file.unlink(missing_ok=True)
    return done
