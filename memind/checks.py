"""System checks: a database without pgvector or with the wrong embedding size fails loudly."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.core.checks import Error, Tags, register
from django.db import connection
from django.db.utils import DatabaseError

from memind.embedding import embedding_columns

# The check's id for a column of each kind.
_IDS = {"vector": "memind.E002", "halfvec": "memind.E003"}


@register(Tags.database)
def pgvector_installed(app_configs: Any = None, **kwargs: Any) -> list[Error]:
    columns_wanted = embedding_columns()
    columns: dict[tuple[str, str], str | None] = {}
    try:
        with connection.cursor() as cur:
            cur.execute("SELECT 1 FROM pg_available_extensions WHERE name = 'vector'")
            available = cur.fetchone() is not None
            for col in columns_wanted:
                cur.execute(
                    "SELECT format_type(atttypid, atttypmod) FROM pg_attribute "
                    "WHERE attrelid = to_regclass(%s) AND attname = %s",
                    [col.table, col.column],
                )
                row = cur.fetchone()
                columns[col.table, col.column] = row[0] if row else None
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
    for col in columns_wanted:
        expected = f"{col.kind}({settings.MEMIND_EMBEDDING_DIM})"
        found = columns[col.table, col.column]
        if found is not None and found != expected:
            errors.append(
                Error(
                    f"{col.table}.{col.column} is {found} but MEMIND_EMBEDDING_DIM says {expected}.",
                    hint="Run `python manage.py reembed`: it resizes the column and re-embeds its rows "
                    "(conversation messages are queued for the worker).",
                    id=_IDS[col.kind],
                )
            )
    return errors
