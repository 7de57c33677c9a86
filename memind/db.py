"""Raw-SQL lookups that still return model instances.

For the one or two lookups every API request makes (its key, its user): composing such a query
with the ORM costs ~0.5 ms of Python, several times what PostgreSQL takes to answer it. The
instances are built the way the ORM builds them (``Model.from_db``), so they behave the same.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any, TypeVar

from django.core.signals import request_finished
from django.db import close_old_connections, connection, models

M = TypeVar("M", bound=models.Model)


def columns(model: type[models.Model], alias: str) -> str:
    """Every concrete column of ``model``, qualified with the table alias, in model order."""
    qn = connection.ops.quote_name
    return ", ".join(f"{alias}.{qn(str(f.column))}" for f in model._meta.concrete_fields)


def from_row(model: type[M], values: Sequence[Any]) -> M:
    """An instance from the values of ``columns(model, …)``, as the ORM would build it (fields that
    convert database values, such as JSON, do so)."""
    fields = model._meta.concrete_fields
    converted = [
        f.from_db_value(v, None, connection) if hasattr(f, "from_db_value") else v
        for f, v in zip(fields, values, strict=True)
    ]
    return model.from_db(connection.alias, [f.attname for f in fields], converted)


def fetch_one(model: type[M], sql: str, params: Sequence[Any]) -> M | None:
    """The first row of ``sql``, which selects ``columns(model, …)``, as an instance (or None)."""
    with connection.cursor() as cur:
        cur.execute(sql, params)
        row = cur.fetchone()
    return None if row is None else from_row(model, row)


@contextmanager
def connection_kept() -> Iterator[None]:
    """Close responses in-process without Django closing this thread's connection at the end of
    the request, as its test client does (the connection, and any open transaction, live on)."""
    request_finished.disconnect(close_old_connections)
    try:
        yield
    finally:
        request_finished.connect(close_old_connections)
