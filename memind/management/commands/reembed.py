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
from tqdm import tqdm

from memind.embedding import EmbeddingColumn, embed_passages, embedding_columns, get_embedder

# The columns are found by walking the installed models (``memind.embedding.embedding_columns``).
# A model says what its vector is made of with a classmethod ``embedding_texts(rows) -> texts``;
# a model with an ``embed_pending`` flag is re-embedded by the worker's queue instead.


def column_dimension(table: str, column: str = "embedding") -> int | None:
    with connection.cursor() as cur:
        cur.execute(
            "SELECT atttypmod FROM pg_attribute WHERE attrelid = to_regclass(%s) AND attname = %s",
            [table, column],
        )
        row = cur.fetchone()
    return int(row[0]) if row and row[0] > 0 else None


def _queued(col: EmbeddingColumn) -> bool:
    return any(f.name == "embed_pending" for f in col.model._meta.concrete_fields)


class Command(BaseCommand):
    help = "Re-embed all memories (and other embedded texts) with the configured embedding backend."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--batch-size", type=int, default=128)
        parser.add_argument("--only-missing", action="store_true", help="Only rows without an embedding.")

    def handle(self, *args: Any, batch_size: int, only_missing: bool, **options: Any) -> None:
        dim = settings.MEMIND_EMBEDDING_DIM
        self.stderr.write(f"embedding with {get_embedder().name} ({dim} dims)")
        columns = embedding_columns()
        for col in columns:  # queued ones last: the worker picks them up after this command
            if not _queued(col):
                self._reembed(col, dim, batch_size=batch_size, only_missing=only_missing)
        for col in columns:
            if _queued(col):
                self._requeue(col, dim)

    def _resize(self, col: EmbeddingColumn, dim: int, cur: Any) -> bool:
        current = column_dimension(col.table, col.column)
        if current is None or current == dim:
            return False
        self.stderr.write(f"{col.table}.{col.column} is {col.kind}({current}); resizing to {col.kind}({dim})")
        cur.execute(f"ALTER TABLE {col.table} ALTER COLUMN {col.column} TYPE {col.kind}({dim}) USING NULL")
        return True

    def _reembed(self, col: EmbeddingColumn, dim: int, *, batch_size: int, only_missing: bool) -> None:
        model, texts_of = col.model, getattr(col.model, "embedding_texts", None)
        if texts_of is None:
            self.stderr.write(f"{col.label}.{col.column}: the model has no embedding_texts; left as is")
            return
        with connection.cursor() as cur:
            if self._resize(col, dim, cur):
                only_missing = False
        qs = model._default_manager.order_by("pk")
        if only_missing:
            qs = qs.filter(**{f"{col.column}__isnull": True})
        total = qs.count()
        done, last_pk = 0, 0
        with tqdm(total=total, desc=col.label, unit="row", file=self.stderr) as bar:
            while True:
                rows = list(qs.filter(pk__gt=last_pk).defer(col.column)[:batch_size])
                if not rows:
                    break
                vectors = embed_passages(texts_of(rows))
                for r, v in zip(rows, vectors, strict=True):
                    setattr(r, col.column, v)
                with transaction.atomic():
                    model._default_manager.bulk_update(rows, [col.column])
                done += len(rows)
                last_pk = rows[-1].pk
                bar.update(len(rows))
        self.stdout.write(f"{col.label}: re-embedded {done} rows")

    def _requeue(self, col: EmbeddingColumn, dim: int) -> None:
        with transaction.atomic(), connection.cursor() as cur:
            self._resize(col, dim, cur)
            # Everything that had a vector (or was waiting for one) waits for a new one.
            cur.execute(
                f"UPDATE {col.table} SET {col.column} = NULL, embed_pending = true "
                f"WHERE {col.column} IS NOT NULL OR embed_pending"
            )
            queued = cur.rowcount
        self.stdout.write(f"{col.label}: {queued} rows queued for the worker to re-embed")
