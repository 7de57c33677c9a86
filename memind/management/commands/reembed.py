"""python manage.py reembed — re-embed every stored text with the configured backend.

Use it after switching MEMIND_EMBEDDING_BACKEND / MODEL / DIM. When the dimension changed, the
vector column is resized first (its old vectors are meaningless to the new model anyway).
Works in bounded batches by primary key, so it can be interrupted and re-run. Conversation
messages are many: they are handed back to the worker's embedding queue (``embed_pending``), which
re-embeds them in the background, instead of being embedded here.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandParser
from django.db import connection, transaction
from django.db.models import Model
from tqdm import tqdm

from memind.embedding import embed_passages, get_embedder

# (model, text field) pairs with an ``embedding`` column. Later apps append theirs here.
EMBEDDED: list[tuple[str, str]] = [("memories.MemoryItem", "content")]


def column_dimension(table: str) -> int | None:
    with connection.cursor() as cur:
        cur.execute(
            "SELECT atttypmod FROM pg_attribute WHERE attrelid = to_regclass(%s) AND attname = 'embedding'",
            [table],
        )
        row = cur.fetchone()
    return int(row[0]) if row and row[0] > 0 else None


class Command(BaseCommand):
    help = "Re-embed all memories (and other embedded texts) with the configured embedding backend."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--batch-size", type=int, default=128)
        parser.add_argument("--only-missing", action="store_true", help="Only rows without an embedding.")

    def handle(self, *args: Any, batch_size: int, only_missing: bool, **options: Any) -> None:
        from django.apps import apps

        dim = settings.MEMIND_EMBEDDING_DIM
        self.stderr.write(f"embedding with {get_embedder().name} ({dim} dims)")
        for label, field in EMBEDDED:
            model: type[Model] = apps.get_model(label)
            table = model._meta.db_table
            current = column_dimension(table)
            if current is not None and current != dim:
                self.stderr.write(f"{table}.embedding is vector({current}); resizing to vector({dim})")
                with connection.cursor() as cur:
                    cur.execute(f"ALTER TABLE {table} ALTER COLUMN embedding TYPE vector({dim}) USING NULL")
                only_missing = False
            qs = model._default_manager.order_by("pk")
            if only_missing:
                qs = qs.filter(embedding__isnull=True)
            total = qs.count()
            done, last_pk = 0, 0
            with tqdm(total=total, desc=label, unit="row", file=self.stderr) as bar:
                while True:
                    rows = list(qs.filter(pk__gt=last_pk).only("pk", field)[:batch_size])
                    if not rows:
                        break
                    vectors = embed_passages([getattr(r, field) for r in rows])
                    for r, v in zip(rows, vectors, strict=True):
                        r.embedding = v  # type: ignore[attr-defined]
                    with transaction.atomic():
                        model._default_manager.bulk_update(rows, ["embedding"])
                    done += len(rows)
                    last_pk = rows[-1].pk
                    bar.update(len(rows))
            self.stdout.write(f"{label}: re-embedded {done} rows")
        self._requeue_messages(dim)

    def _requeue_messages(self, dim: int) -> None:
        current = column_dimension("memories_message")
        with transaction.atomic(), connection.cursor() as cur:
            if current is not None and current != dim:
                self.stderr.write(
                    f"memories_message.embedding is halfvec({current}); resizing to halfvec({dim})"
                )
                cur.execute(
                    f"ALTER TABLE memories_message ALTER COLUMN embedding TYPE halfvec({dim}) USING NULL"
                )
            # Everything that had a vector (or was waiting for one) waits for a new one.
            cur.execute(
                "UPDATE memories_message SET embedding = NULL, embed_pending = true "
                "WHERE embedding IS NOT NULL OR embed_pending"
            )
            queued = cur.rowcount
        self.stdout.write(f"memories.Message: {queued} rows queued for the worker to re-embed")
