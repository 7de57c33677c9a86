"""python manage.py bench_context --users N --per-user M --messages-per-user K --queries Q [--concurrency C]
— prints JSON.

Latency of a context build through the HTTP API (in-process or a running server with ``--url``),
the service alone, the selector alone and the query embedding, with memories and messages loaded
into a throw-away app: see ``memories.benchmarks.context`` for what is loaded and how it is timed.
Progress on stderr.
"""

from __future__ import annotations

import json
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from memind.evals.http import check_url
from memories.benchmarks.context import run


class Command(BaseCommand):
    help = "Benchmark context builds through the HTTP API and the service alone; prints p50/p95/p99 JSON."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--users", type=int, default=50)
        parser.add_argument("--per-user", type=int, default=200, help="active memories per user")
        parser.add_argument("--messages-per-user", type=int, default=2000, help="stored messages per user")
        parser.add_argument(
            "--message-users",
            type=int,
            default=None,
            help="only this many users get messages, and the timed queries go to them (default: every user)",
        )
        parser.add_argument("--queries", type=int, default=300, help="timed context builds per path")
        parser.add_argument("--concurrency", type=int, default=1, help="threads sending requests")
        parser.add_argument(
            "--url", help="a running Memind server (e.g. http://127.0.0.1:8000); default: in-process Client"
        )
        parser.add_argument("--episode-users", type=int, default=5, help="users that also get episodes")
        parser.add_argument("--pool", type=int, default=240, help="distinct memory texts embedded")
        parser.add_argument(
            "--chat-pool", dest="chat_pool_size", type=int, default=320, help="distinct chat lines prepared"
        )
        parser.add_argument("--seed", type=int, default=1)
        parser.add_argument("--keep", action="store_true", help="keep the benchmark's data")

    def handle(
        self,
        *args: Any,
        users: int,
        per_user: int,
        messages_per_user: int,
        message_users: int | None,
        queries: int,
        concurrency: int,
        url: str | None,
        episode_users: int,
        pool: int,
        chat_pool_size: int,
        seed: int,
        keep: bool,
        **options: Any,
    ) -> None:
        if (
            users < 1
            or per_user < 0
            or messages_per_user < 0
            or queries < 1
            or concurrency < 1
            or pool < 2
            or chat_pool_size < 4
            or episode_users < 0
        ):
            raise CommandError(
                "--users, --queries, --concurrency ≥ 1; --per-user, --messages-per-user, --episode-users ≥ 0;"
                " --pool ≥ 2; --chat-pool ≥ 4"
            )
        if message_users is not None and not 1 <= message_users <= users:
            raise CommandError("--message-users must be between 1 and --users")
        if url:
            check_url(url)
        out = run(
            users=users,
            per_user=per_user,
            messages_per_user=messages_per_user,
            message_users=message_users,
            queries=queries,
            concurrency=concurrency,
            url=url,
            episode_users=episode_users,
            pool=pool,
            chat_pool_size=chat_pool_size,
            seed=seed,
            keep=keep,
        )
        self.stdout.write(json.dumps(out, indent=2, ensure_ascii=False))
