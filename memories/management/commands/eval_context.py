"""python manage.py eval_context PATH | --zh [--budgets 500 1000 1500 3000] — prints JSON.

What an app gets from ``POST users/{id}/context/``, scored on LoCoMo-shaped conversations (PATH,
or Memind's own Chinese set with ``--zh``) against raw-turn baselines given the same characters:
see ``memories.evaluation.context`` and docs/recall-eval.md. Progress on stderr.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

from memind.text import CJK
from memories.evaluation.context import ZH_PATH, evaluate
from memories.evaluation.conversations import load_samples


class Command(BaseCommand):
    help = "Score what POST context returns on LoCoMo-shaped conversations against raw-turn baselines; JSON."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("path", nargs="?", help="LoCoMo-shaped JSON (required unless --zh).")
        parser.add_argument("--zh", action="store_true", help=f"The Chinese dialogue set ({ZH_PATH}).")
        parser.add_argument(
            "--budgets",
            type=int,
            nargs="+",
            default=[500, 1000, 1500, 3000],
            help="Tokens per question (each speaker's call gets half).",
        )
        parser.add_argument("--conversations", nargs="+", metavar="ID", help="Only these sample_ids.")
        parser.add_argument(
            "--limit-questions", type=int, metavar="N", help="First N questions per conversation."
        )
        parser.add_argument("--details", metavar="FILE", help="Write one JSON line per question and budget.")

    def handle(
        self,
        *args: Any,
        path: str | None,
        zh: bool,
        budgets: list[int],
        conversations: list[str] | None,
        limit_questions: int | None,
        details: str | None,
        **options: Any,
    ) -> None:
        if zh and path:
            raise CommandError("give PATH or --zh, not both")
        if not zh and not path:
            raise CommandError("give the LoCoMo-shaped file's PATH (or --zh for the Chinese set)")
        if any(b < 400 or b > 2 * settings.MEMIND_CONTEXT_BUDGET_MAX for b in budgets):
            raise CommandError(f"budgets must be between 400 and {2 * settings.MEMIND_CONTEXT_BUDGET_MAX}")
        data_path = Path(path) if path else settings.BASE_DIR / ZH_PATH
        samples = load_samples(data_path.resolve(), conversations, limit_questions)
        lang = "zh" if zh or CJK.search(samples[0].turns[0].text) else "en"
        result = evaluate(data_path, samples, budgets, lang, details)
        self.stdout.write(json.dumps(result, ensure_ascii=False))
