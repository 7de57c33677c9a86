"""Raw SQL that still reads and writes model instances.

For the one or two lookups every API request makes (its key, its user): composing such a query
with the ORM costs ~0.5 ms of Python, several times what PostgreSQL takes to answer it. The
instances are built the way the ORM builds them (``Model.from_db``), so they behave the same.

For the rows an extraction batch writes (``insert``, ``update``): ``bulk_create`` sends arrays of
values that psycopg quotes element by element in Python — ~0.5 ms a row of JSON history, more
than the INSERT itself — and ``bulk_update`` composes a CASE per field and row, where one JSON
parameter is encoded in C. Both write what the ORM would (tests/test_db_writes.py).
"""

from __future__ import annotations

import functools
import json
import math
from collections.abc import Collection, Iterator, Sequence
from contextlib import contextmanager
from datetime import date
from typing import Any, TypeVar

from django.core.signals import request_finished
from django.db import close_old_connections, connection, connections, models
from psycopg.types.json import Json, Jsonb

M = TypeVar("M", bound=models.Model)


def _loaded(model: type[models.Model], deferred: Collection[str]) -> list[models.Field[Any, Any]]:
    return [f for f in model._meta.concrete_fields if f.name not in deferred]


def columns(model: type[models.Model], alias: str, *, deferred: Collection[str] = ()) -> str:
    """Every concrete column of ``model`` but the ``deferred`` fields', qualified with the table
    alias, in model order."""
    qn = connection.ops.quote_name
    return ", ".join(f"{alias}.{qn(str(f.column))}" for f in _loaded(model, deferred))


def from_row(model: type[M], values: Sequence[Any], *, deferred: Collection[str] = ()) -> M:
    """An instance from the values of ``columns(model, …)``, as the ORM would build it (fields that
    convert database values, such as JSON, do so; ``deferred`` fields load when first read)."""
    fields = _loaded(model, deferred)
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


def insert(objs: Sequence[models.Model], *, ignore_conflicts: bool = False) -> None:
    """``bulk_create`` of unsaved instances of one model with an automatic primary key, in one
    statement whose only parameter is the rows as a JSON array (``jsonb_to_recordset``).

    The same rows as ``bulk_create``: each field's ``pre_save`` (``auto_now`` times) and database
    value, related objects saved just before resolved to their keys, and the primary keys set on
    the instances in order (not with ``ignore_conflicts``: ``ON CONFLICT DO NOTHING``, as there).
    Values are JSON as PostgreSQL reads them into each column's type: text (vectors, times in ISO
    8601 with their offset, dates), numbers, booleans, JSON documents; a value the ORM would send
    as an expression (a database default) or as a JSON ``null`` goes through ``bulk_create``."""
    if not objs:
        return
    model = type(objs[0])
    meta = model._meta
    if not isinstance(meta.pk, models.AutoField) or any(type(obj) is not model for obj in objs):
        raise TypeError("insert() takes instances of one model with an automatic primary key")
    fields, sql = _insert_plan(model, ignore_conflicts)
    rows = []
    conn = connections[connection.alias]  # the thread's connection itself, not the proxy to it per value
    try:
        for obj in objs:
            # What bulk_create does first: a related object saved since is referred to by its key.
            obj._prepare_related_fields_for_save(operation_name="bulk_create")  # type: ignore[attr-defined]
            prepared = ((f, f.get_db_prep_save(f.pre_save(obj, True), conn)) for f in fields)
            rows.append({f.column: _json_value(f, value) for f, value in prepared})
    except _NoJson:
        model._base_manager.bulk_create(objs, ignore_conflicts=ignore_conflicts)
        return
    with connection.cursor() as cur:
        cur.execute(sql, [json.dumps(rows)])
        keys = [] if ignore_conflicts else [r[0] for r in cur.fetchall()]
    for obj, key in zip(objs, keys, strict=False):
        obj.pk = key
    for obj in objs:
        obj._state.adding = False
        obj._state.db = connection.alias


@functools.cache
def _insert_plan(
    model: type[models.Model], ignore_conflicts: bool
) -> tuple[list[models.Field[Any, Any]], str]:
    """The fields ``insert`` writes and its statement: the same for every call with a model."""
    meta = model._meta
    fields = [f for f in meta.concrete_fields if not f.primary_key]
    qn = connection.ops.quote_name
    names = ", ".join(qn(str(f.column)) for f in fields)
    types = ", ".join(f"{qn(str(f.column))} {f.db_type(connection)}" for f in fields)
    pk = meta.pk
    assert pk is not None
    sql = (
        f"INSERT INTO {qn(meta.db_table)} ({names}) SELECT {names} "
        f"FROM jsonb_to_recordset(%s::jsonb) AS r({types})"
        + (" ON CONFLICT DO NOTHING" if ignore_conflicts else f" RETURNING {qn(str(pk.column))}")
    )
    return fields, sql


def update(objs: Sequence[models.Model], fields: Sequence[str]) -> None:
    """``bulk_update(objs, fields)`` in one statement with one JSON parameter: each row's ``fields``
    set to the instance's values (the first instance of a key wins, as in ``bulk_update``'s
    CASE), without its CASE per field and row (~1.5 ms of Python for a handful of rows)."""
    if not objs:
        return
    meta = type(objs[0])._meta
    targets = []
    for name in fields:
        f = meta.get_field(name)
        assert isinstance(f, models.Field) and f.concrete and not f.primary_key, name
        targets.append(f)
    pk = meta.pk
    assert pk is not None
    rows: dict[Any, dict[str, Any]] = {}
    conn = connections[connection.alias]
    try:
        for obj in objs:
            if obj.pk not in rows:
                prepared = ((f, f.get_db_prep_save(getattr(obj, f.attname), conn)) for f in targets)
                rows[obj.pk] = {pk.column: obj.pk} | {f.column: _json_value(f, v) for f, v in prepared}
    except _NoJson:
        type(objs[0])._base_manager.bulk_update(objs, list(fields))
        return
    qn = connection.ops.quote_name
    types = ", ".join(f"{qn(str(f.column))} {f.db_type(connection)}" for f in [pk, *targets])
    sets = ", ".join(f"{qn(str(f.column))} = r.{qn(str(f.column))}" for f in targets)
    key = qn(str(pk.column))
    with connection.cursor() as cur:
        cur.execute(
            f"UPDATE {qn(meta.db_table)} AS t SET {sets} FROM jsonb_to_recordset(%s::jsonb) AS r({types})"
            f" WHERE t.{key} = r.{key}",
            [json.dumps(list(rows.values()))],
        )


class _NoJson(Exception):
    """A value that JSON cannot carry into its column as the ORM would write it."""


def _json_value(f: models.Field[Any, Any], value: Any) -> Any:
    """A database value of field ``f`` as JSON that PostgreSQL reads back into the column's type."""
    if isinstance(value, Json | Jsonb):  # a JSON field's document, encoded the way the field encodes it
        if value.obj is None:  # JSON null: jsonb_to_recordset would read SQL NULL
            raise _NoJson
        encoder = getattr(f, "encoder", None)
        return value.obj if encoder is None else json.loads(json.dumps(value.obj, cls=encoder))
    if isinstance(value, date):  # datetimes too: ISO 8601 with the offset
        return value.isoformat()
    if isinstance(value, float) and not math.isfinite(value):
        raise _NoJson  # NaN and infinities are no JSON numbers
    if value is None or isinstance(value, str | int | float):
        return value
    raise _NoJson  # an expression (a database default), or a type without a JSON form


@contextmanager
def connection_kept() -> Iterator[None]:
    """Close responses in-process without Django closing this thread's connection at the end of
    the request, as its test client does (the connection, and any open transaction, live on)."""
    request_finished.disconnect(close_old_connections)
    try:
        yield
    finally:
        request_finished.connect(close_old_connections)
