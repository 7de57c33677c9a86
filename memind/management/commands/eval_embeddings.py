"""python manage.py eval_embeddings PATH — measure the local embedding candidates on retrieval.

Two tasks, no LLM and no database (``memind.evals.embedding_models``):

- LoCoMo (English, PATH): every turn of a conversation is a passage ("Speaker: text"), every QA
  question a query; evidence recall@k = share of the question's evidence turn ids among the top k
  turns. Categories 1–4 are reported together as ``overall``, category 5 (adversarial) apart.
- A small Chinese companion-chat set (``tests/data/zh_retrieval.json``) with Chinese, paraphrased
  and English↔Chinese queries: recall@1/3/5 and MRR.

One JSON object goes to stdout; the progress bar goes to stderr. See docs/embeddings.md.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

from memind.evals.dialogues import load_locomo
from memind.evals.embedding_models import MODELS, compare, rounded
from memind.evals.zh_retrieval import load_zh


class Command(BaseCommand):
    help = (
        "Compare the local embedding models on LoCoMo turn retrieval (English) and a Chinese "
        "companion-chat set; prints one JSON object."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("path", help="LoCoMo-shaped JSON (e.g. the benchmark's locomo-dev.json).")
        parser.add_argument("--k", type=int, nargs="+", default=[5, 10, 25, 50], help="Recall cut-offs.")
        parser.add_argument("--conversations", nargs="+", metavar="ID", help="Only these sample_ids.")
        parser.add_argument(
            "--models", nargs="+", choices=sorted(MODELS), default=["e5", "e5-enpt", "use"], metavar="MODEL"
        )
        parser.add_argument(
            "--limit-questions",
            type=int,
            metavar="N",
            help="Only the first N questions of each conversation.",
        )
        parser.add_argument("--zh", help="Chinese retrieval set (default: tests/data/zh_retrieval.json).")

    def handle(
        self,
        *args: Any,
        path: str,
        k: list[int],
        conversations: list[str] | None,
        models: list[str],
        limit_questions: int | None,
        zh: str | None,
        **options: Any,
    ) -> None:
        ks = sorted(set(k))
        if ks[0] < 1:
            raise CommandError("--k values must be positive")
        if limit_questions is not None and limit_questions < 0:
            raise CommandError("--limit-questions must not be negative")
        names = list(dict.fromkeys(models))
        zh_path = Path(zh) if zh else settings.BASE_DIR / "tests/data/zh_retrieval.json"
        convs = load_locomo(Path(path), conversations, limit_questions)
        zh_set = load_zh(zh_path)
        result = compare(names, convs, zh_set, ks)
        self.stdout.write(json.dumps(rounded(result), ensure_ascii=False))
