"""python manage.py serve — everything `make run` promises, in one process tree.

Starts (or reuses) the embedded PostgreSQL/Redis unless DATABASE_URL/REDIS_URL are set, migrates,
creates the demo app and an admin, then runs gunicorn (API + admin), a Celery worker and Celery
beat. Ctrl-C stops the children, then the embedded servers this command started.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from typing import Any

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandParser


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
                os.path.join(bin_dir, "gunicorn"), "memind.wsgi:application",
                "--config", str(settings.BASE_DIR / "gunicorn.conf.py"),
                "--bind", f"{host}:{port}", "--workers", str(web_workers), "--threads", "4",
                "--access-logfile", "-", "--graceful-timeout", "10",
            ],
        }  # fmt: skip
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
                "2",
            ]
            commands["beat"] = [
                celery,
                "-A",
                "memind",
                "beat",
                "--loglevel",
                "INFO",
                "--scheduler",
                "django_celery_beat.schedulers:DatabaseScheduler",
            ]

        procs: dict[str, subprocess.Popen[bytes]] = {}
        stopping = False

        def stop(*_: Any) -> None:
            nonlocal stopping
            stopping = True

        signal.signal(signal.SIGINT, stop)
        signal.signal(signal.SIGTERM, stop)
        for name, cmd in commands.items():
            # Own process group: the terminal's Ctrl-C reaches us, and we stop the children in order.
            procs[name] = subprocess.Popen(cmd, env=env, start_new_session=True)
        self.stdout.write(
            self.style.SUCCESS(
                f"Memind is up: API http://{host}:{port}/api/v1/  docs http://{host}:{port}/api/docs/  "
                f"admin http://{host}:{port}/admin/  (Ctrl-C stops everything)"
            )
        )
        try:
            while not stopping:
                for name, p in procs.items():
                    if p.poll() is not None:
                        self.stderr.write(f"{name} exited with {p.returncode}; stopping everything.")
                        stopping = True
                time.sleep(0.5)
        finally:
            for p in procs.values():
                if p.poll() is None:
                    p.send_signal(signal.SIGTERM)
            deadline = time.monotonic() + 20
            for p in procs.values():
                try:
                    p.wait(max(0.1, deadline - time.monotonic()))
                except subprocess.TimeoutExpired:
                    p.kill()
            self.stdout.write("Stopped web, worker and beat.")
        # The embedded PostgreSQL/Redis this process started are stopped at exit (memind.embedded).
