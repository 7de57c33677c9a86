"""python manage.py eval_extraction [--dir tests/data/extraction] [--lang zh en] [--show 20] — JSON.

Replays the labelled dialogues through ingest and extraction (the configured extractor: the
rules offline, the LLM when one is configured or ``--extractor llm``) and scores what was stored,
per language: precision, recall and F1 overall, per type and per slot; the share of fact-bearing
user turns that became at least one right memory; junk (stored values failing validation);
supersede errors; ``final`` misses; values dropped by validation, by slot. ``--show N`` adds N
misses and N unexpected memories per language. Everything runs in a throw-away app, erased at the
end. See ``memories.evaluation.extraction`` and ``docs/extraction.md``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandParser

from memories.evaluation.extraction import evaluate

DEFAULT_DIR = "tests/data/extraction"


class Command(BaseCommand):
    help = (
        "Score extraction on the labelled dialogues (precision, recall, junk, supersede errors); prints JSON."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--dir", default=DEFAULT_DIR, help="folder of labelled *.json sets")
        parser.add_argument("--lang", nargs="*", choices=["zh", "en"], help="only these languages")
        parser.add_argument("--extractor", choices=["rules", "llm"], help="default: as configured")
        parser.add_argument(
            "--show", type=int, default=0, help="list this many misses and extras per language"
        )

    def handle(self, *args: Any, **opts: Any) -> None:
        directory = Path(opts["dir"])
        if not directory.is_absolute():
            directory = Path(settings.BASE_DIR) / directory
        out = evaluate(directory, opts["lang"], opts["extractor"], opts["show"])
        self.stdout.write(json.dumps(out, ensure_ascii=False, indent=2))
