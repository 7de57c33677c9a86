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
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandParser
from django.test import override_settings
from tqdm import tqdm

from memories.evaluation.extraction import DialogueResult, Tally, load_dialogues, replay_dialogue
from memories.services.tenants import app_create, app_erase

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
        dialogues = load_dialogues(directory, opts["lang"])
        overrides = {"MEMIND_EXTRACTOR": opts["extractor"]} if opts["extractor"] else {}
        results: dict[str, list[DialogueResult]] = {}
        started = time.perf_counter()
        app, _ = app_create(name="eval-extraction (temporary)")
        try:
            with override_settings(**overrides):
                for d in tqdm(dialogues, desc="dialogues", unit="dlg", file=sys.stderr):
                    results.setdefault(d.language, []).append(replay_dialogue(app, d))
        finally:
            app_erase(app=app)
        elapsed = time.perf_counter() - started
        turns = sum(1 for d in dialogues for t in d.turns if t["role"] == "user")
        out: dict[str, Any] = {
            "dialogues": len(dialogues),
            "user_turns": turns,
            "extractor": overrides.get("MEMIND_EXTRACTOR") or settings.MEMIND_EXTRACTOR or "auto",
            "seconds": round(elapsed, 1),
            "languages": {lang: _summary(rs, opts["show"]) for lang, rs in sorted(results.items())},
        }
        self.stdout.write(json.dumps(out, ensure_ascii=False, indent=2))


def _summary(results: list[DialogueResult], show: int) -> dict[str, Any]:
    overall = Tally()
    by_type: dict[str, Tally] = {}
    by_slot: dict[str, Tally] = {}
    dropped: Counter[str] = Counter()
    for r in results:
        overall.add(r.overall)
        for key, tally in r.by_type.items():
            by_type.setdefault(key, Tally()).add(tally)
        for key, tally in r.by_slot.items():
            by_slot.setdefault(key, Tally()).add(tally)
        dropped.update(r.dropped)
    junk = [j for r in results for j in r.junk]
    sup = [s for r in results for s in r.supersede_errors]
    finals = [f for r in results for f in r.final_misses]
    fact_turns = sum(r.fact_turns for r in results)
    kept = sum(r.fact_turns_kept for r in results)
    slotted = sum(t.stored for key, t in by_slot.items() if key) or 1
    summary: dict[str, Any] = {
        **overall.report(),
        "fact_turns": fact_turns,
        "fact_turns_kept": round(kept / fact_turns, 4) if fact_turns else None,
        "junk": len(junk),
        "junk_rate": round(len(junk) / slotted, 4),
        "supersede_errors": len(sup),
        "final_misses": len(finals),
        "dropped_invalid": dict(dropped.most_common()),
        "by_type": {k: v.report() for k, v in sorted(by_type.items())},
        "by_slot": {k: v.report() for k, v in sorted(by_slot.items())},
    }
    if junk:
        summary["junk_examples"] = junk[:10]
    if sup:
        summary["supersede_error_examples"] = sup[:10]
    if finals:
        summary["final_miss_examples"] = finals[:10]
    if show:
        summary["misses"] = [m for r in results for m in r.misses][:show]
        summary["extras"] = [e for r in results for e in r.extras][:show]
    return summary
