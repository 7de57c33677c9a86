"""python manage.py bench_lifecycle --users N --per-user M [--maintenance-rows R] — prints JSON.

Measures, on the configured database (its own throw-away app, erased afterwards):
- extraction throughput: N users × M synthetic zh/en messages through the real services with the
  rules extractor — the ingest (which indexes each message's words), the extraction run end to
  end (extract + embed memories + consolidate + store), both together, the extractor alone, and
  the worker's embedding of the messages (for search by meaning), in one process;
- the same ingest and extraction for another N users shared out over W processes (``--processes``,
  default ``MEMIND_WORKER_CONCURRENCY``, the served Celery worker's; 1 skips it), as the served
  platform runs them;
- pruning: a user flooded to 5× quota, pruned;
- a maintenance cycle (decay sweep + quota pruning, all batches) over R memory rows (default
  1,000,000) spread over R/200 users, 1% of them over quota and some long faded.
"""

from __future__ import annotations

import json
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

from memories.benchmarks.lifecycle import run


class Command(BaseCommand):
    help = "Benchmark extraction, consolidation, pruning and a decay+prune cycle; prints JSON."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--users", type=int, default=20)
        parser.add_argument("--per-user", type=int, default=480, help="messages per user")
        parser.add_argument("--maintenance-rows", type=int, default=1_000_000)
        parser.add_argument("--seed", type=int, default=1)
        parser.add_argument("--keep", action="store_true", help="keep the benchmark's data")
        parser.add_argument(
            "--processes",
            type=int,
            default=settings.MEMIND_WORKER_CONCURRENCY,
            help="also ingest and extract N more users over this many processes at once (1: skip)",
        )

    def handle(
        self,
        *args: Any,
        users: int,
        per_user: int,
        maintenance_rows: int,
        seed: int,
        keep: bool,
        processes: int,
        **options: Any,
    ) -> None:
        if not 1 <= processes <= 64:
            raise CommandError("--processes must be between 1 and 64")
        out = run(users, per_user, maintenance_rows, seed, keep, workers=processes)
        self.stdout.write(json.dumps(out, indent=2))
