"""System checks: a database without pgvector or with the wrong embedding size fails loudly."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.core.checks import Error, Tags, register
from django.db import connection
from django.db.utils import DatabaseError

# Every embedding column, the type MEMIND_EMBEDDING_DIM asks of it, and what `reembed` does about it.
_EMBEDDINGS = [
    ("memories_memoryitem", "vector", "memind.E002", "resizes the column and re-embeds every memory"),
    ("memories_message", "halfvec", "memind.E003", "resizes the column and queues every message again"),
]


@register(Tags.database)
def pgvector_installed(app_configs: Any = None, **kwargs: Any) -> list[Error]:
    columns: dict[str, str | None] = {}
    try:
        with connection.cursor() as cur:
            cur.execute("SELECT 1 FROM pg_available_extensions WHERE name = 'vector'")
            available = cur.fetchone() is not None
            for table, *_ in _EMBEDDINGS:
                cur.execute(
                    "SELECT format_type(atttypid, atttypmod) FROM pg_attribute "
                    "WHERE attrelid = to_regclass(%s) AND attname = 'embedding'",
                    [table],
                )
                row = cur.fetchone()
                columns[table] = row[0] if row else None
    except DatabaseError as exc:
        return [Error(f"cannot inspect the database: {exc}", id="memind.E000")]
    errors = []
    if not available:
        errors.append(
            Error(
                "PostgreSQL has no pgvector extension.",
                hint="Use the embedded server (unset DATABASE_URL) or the pgvector/pgvector image.",
                id="memind.E001",
            )
        )
    for table, kind, error_id, fix in _EMBEDDINGS:
        expected = f"{kind}({settings.MEMIND_EMBEDDING_DIM})"
        if columns[table] is not None and columns[table] != expected:
            errors.append(
                Error(
                    f"{table}.embedding is {columns[table]} but MEMIND_EMBEDDING_DIM says {expected}.",
                    hint=f"Run `python manage.py reembed`: it {fix}.",
                    id=error_id,
                )
            )
    return errors
