"""System checks: a database without pgvector or with the wrong embedding size fails loudly."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.core.checks import Error, Tags, register
from django.db import connection
from django.db.utils import DatabaseError


@register(Tags.database)
def pgvector_installed(app_configs: Any = None, **kwargs: Any) -> list[Error]:
    try:
        with connection.cursor() as cur:
            cur.execute("SELECT 1 FROM pg_available_extensions WHERE name = 'vector'")
            available = cur.fetchone() is not None
            cur.execute(
                "SELECT format_type(atttypid, atttypmod) FROM pg_attribute "
                "WHERE attrelid = to_regclass('memories_memoryitem') AND attname = 'embedding'"
            )
            column = cur.fetchone()
            cur.execute(
                "SELECT format_type(atttypid, atttypmod) FROM pg_attribute "
                "WHERE attrelid = to_regclass('memories_message') AND attname = 'embedding'"
            )
            message_column = cur.fetchone()
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
    expected = f"vector({settings.MEMIND_EMBEDDING_DIM})"
    if column is not None and column[0] != expected:
        errors.append(
            Error(
                f"memories.embedding is {column[0]} but MEMIND_EMBEDDING_DIM says {expected}.",
                hint="Run `python manage.py reembed` to resize the column and re-embed every memory.",
                id="memind.E002",
            )
        )
    expected_half = f"halfvec({settings.MEMIND_EMBEDDING_DIM})"
    if message_column is not None and message_column[0] != expected_half:
        errors.append(
            Error(
                f"memories_message.embedding is {message_column[0]}; the setting says {expected_half}.",
                hint="Run `python manage.py reembed`: it resizes the column and queues every message again.",
                id="memind.E003",
            )
        )
    return errors
