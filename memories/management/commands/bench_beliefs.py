"""python manage.py bench_beliefs [--memories M] [--events E] [--queries Q] [--url URL] — prints JSON.

How long "what did the bot believe on date X" takes for a user with a long history, on the
configured database (a throw-away app, erased afterwards): M memories recorded over 180 days and E
history events (edits, mentions, archives, restores, pins, each with its before/after snapshot)
spread over the same days. Q random moments are timed (a) through ``GET
/api/v1/memories/?user=&as_of=`` in-process (Django's WSGI handler: auth, validation, the rebuild,
pagination, rendering) or, with ``--url``, over a socket against a running server on the same
database (``manage.py serve``), and (b) through ``beliefs_at`` alone. A moment early in the history has
to undo nearly every event; a late one almost none: both are drawn.
"""

from __future__ import annotations

import json
from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from memind.evals.http import check_url
from memories.benchmarks.beliefs import run


class Command(BaseCommand):
    help = "Latency of an as_of query over a user with a long memory history (JSON)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--memories", type=int, default=300)
        parser.add_argument("--events", type=int, default=10_000)
        parser.add_argument("--queries", type=int, default=100)
        parser.add_argument("--seed", type=int, default=7)
        parser.add_argument(
            "--url",
            help="a running Memind server on this database (e.g. http://127.0.0.1:8000); default: in-process",
        )

    def handle(
        self, *args: Any, memories: int, events: int, queries: int, seed: int, url: str | None, **opts: Any
    ) -> None:
        if url:
            check_url(url)
        out = run(memories=memories, events=events, queries=queries, seed=seed, url=url)
        self.stdout.write(json.dumps(out, indent=2))
