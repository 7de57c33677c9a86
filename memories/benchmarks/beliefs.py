"""How long "what did the bot believe on date X" takes for a user with a long history
(``bench_beliefs``), on the configured database (a throw-away app, erased afterwards): M memories
recorded over 180 days and E history events (edits, mentions, archives, restores, pins, each with
its before/after snapshot) spread over the same days. Q random moments are timed (a) through
``GET /api/v1/memories/?user=&as_of=`` — by default in-process (Django's WSGI handler: auth,
validation, the rebuild, pagination, rendering; no socket), or with ``url`` over a real socket
against that running server (``manage.py serve`` on the same database), one keep-alive connection
opened by an untimed first request — and (b) through ``beliefs_at`` alone. A moment early in the
history has to undo nearly every event; a late one almost none: both are drawn.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any
from urllib.parse import urlencode

from django.core.handlers.wsgi import WSGIHandler
from django.db import connection
from django.test import RequestFactory
from django.utils import timezone

from memind.embedding import embed_passages
from memind.evals.http import ServerConnection
from memind.evals.timing import percentiles
from memind.tenants import app_create
from memories.beliefs import beliefs_at
from memories.models import MemoryEvent, MemoryItem
from memories.services.memories import memory_snapshot
from memories.services.tenants import app_erase, user_touch

KINDS = ["edited", "merged", "archived", "restored", "pinned", "unpinned"]
ENDPOINT = "GET /api/v1/memories/?user=&as_of="
PATH = "/api/v1/memories/"
USER = "history"


def run(*, memories: int, events: int, queries: int, seed: int, url: str | None = None) -> dict[str, Any]:
    """Load a user's history into a throw-away app (erased afterwards) and time the as_of queries,
    in-process or, given ``url``, against that running server."""
    rng = random.Random(seed)
    app, key = app_create(name=f"bench-beliefs-{int(time.time() * 1000)}")
    try:
        out = _run(app, key, rng, memories, events, queries, url)
    finally:
        app_erase(app=app)
    return out


def as_of_query(at: datetime) -> dict[str, str]:
    return {"user": USER, "as_of": at.isoformat(), "page_size": "500"}


def http_getter(key: str, url: str | None) -> tuple[str, Callable[[datetime], float]]:
    """(what the http timings go through, a call that fetches the user's memories as of a moment
    and says how long the request took, in seconds)."""
    if url is None:
        handler, factory = WSGIHandler(), RequestFactory()

        def in_process(at: datetime) -> float:
            request = factory.get(PATH, as_of_query(at), headers={"Authorization": f"Bearer {key}"})
            t = time.perf_counter()
            resp = handler.get_response(request)
            took = time.perf_counter() - t
            assert resp.status_code == 200, resp.getvalue()[:300]
            return took

        return f"{ENDPOINT} in-process", in_process

    server = ServerConnection(url, key)

    def remote(at: datetime) -> float:  # sent, answered, read to the end
        path = f"{PATH}?{urlencode(as_of_query(at))}"
        t = time.perf_counter()
        server.request("GET", path)
        return time.perf_counter() - t

    remote(timezone.now())  # opens the connection (and the server's to the database): not timed
    return f"{ENDPOINT} over {url}", remote


def _run(
    app: Any, key: str, rng: random.Random, n_mem: int, n_events: int, n_q: int, url: str | None
) -> dict[str, Any]:
    start = timezone.now() - timedelta(days=180)
    user = user_touch(app=app, external_id=USER)
    vec = embed_passages(["用户喜欢喝乌龙茶"])[0]
    t0 = time.perf_counter()
    rows = [
        MemoryItem(
            app=app,
            user=user,
            type=rng.choice(["identity", "preference", "life_event", "routine"]),
            content=f"用户的第{i}条记忆",
            importance=0.6,
            anchor_strength=0.6,
            observed_at=start,
            decay_anchor_at=start,
            embedding=vec,
        )
        for i in range(n_mem)
    ]
    MemoryItem.objects.bulk_create(rows)
    # created_at is set on insert; the history says they were learned over the 180 days.
    for m in rows:
        m.created_at = start + timedelta(days=rng.uniform(0, 30))
    MemoryItem.objects.bulk_update(rows, ["created_at"], batch_size=1000)
    history = []
    for _ in range(n_events):
        m = rng.choice(rows)
        before = memory_snapshot(m)
        after = {**before, "content": f"{m.content}（改{rng.randint(0, 9)}）"}
        history.append(
            MemoryEvent(
                app=app,
                user=user,
                memory=m,
                kind=rng.choice(KINDS),
                actor="bench",
                reason="bench",
                before=before,
                after=after,
            )
        )
    MemoryEvent.objects.bulk_create(history, batch_size=2000)
    spread = sorted(start + timedelta(days=rng.uniform(30, 180)) for _ in history)
    for e, at in zip(history, spread, strict=True):
        e.at = at
    MemoryEvent.objects.bulk_update(history, ["at"], batch_size=2000)
    with connection.cursor() as cur:  # as autovacuum would after a load this size
        cur.execute("ANALYZE memories_memoryitem")
        cur.execute("ANALYZE memories_memoryevent")
    setup_s = round(time.perf_counter() - t0, 2)
    print(f"loaded {n_mem} memories and {n_events} events in {setup_s} s", file=sys.stderr)

    moments = [start + timedelta(days=rng.uniform(0, 180)) for _ in range(n_q)]
    via, fetch = http_getter(key, url)
    http_s: list[float] = []
    selector_s: list[float] = []
    sizes: list[int] = []
    for at in moments:  # warm-up not timed
        beliefs_at(user=user, at=at)
        break
    for at in moments:
        http_s.append(fetch(at))
        t = time.perf_counter()
        found = beliefs_at(user=user, at=at)
        selector_s.append(time.perf_counter() - t)
        sizes.append(MemoryEvent.objects.filter(user=user, at__gt=at).count())
        del found
    return {
        "memories": n_mem,
        "events": n_events,
        "queries": n_q,
        "setup_s": setup_s,
        "events_undone_mean": round(sum(sizes) / len(sizes)),
        "http": {"via": via, **percentiles(http_s)},
        "selector": {"via": "beliefs_at()", **percentiles(selector_s)},
    }
