"""Per-user PostgreSQL advisory locks: one extraction, one embedding batch, one episode build per
user at a time, across every worker and request.

A session lock, so it can span work done outside a transaction (the embedding model runs for
seconds; nothing should hold row locks meanwhile). A rare collision of two users' keys only
serialises them; it never lets two holders in.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

from django.db import connection

EXTRACTION = 0x4D45  # "ME"
EMBEDDING = 0x4D454D42  # "MEMB"
EPISODES = 0x4D455053  # "MEPS"


@contextlib.contextmanager
def user_lock(namespace: int, user_id: int, *, wait: bool) -> Iterator[bool]:
    """Hold ``namespace``'s lock for ``user_id``; yields whether it was acquired (always, when
    ``wait``)."""
    key = (namespace, user_id & 0x7FFFFFFF)
    with connection.cursor() as cur:
        if wait:
            cur.execute("SELECT pg_advisory_lock(%s, %s)", key)
            acquired = True
        else:
            cur.execute("SELECT pg_try_advisory_lock(%s, %s)", key)
            acquired = bool(cur.fetchone()[0])
    try:
        yield acquired
    finally:
        if acquired:
            with connection.cursor() as cur:
                cur.execute("SELECT pg_advisory_unlock(%s, %s)", key)
