"""Latency of a context build (``bench_context``), on the configured database (its own throw-away
app, erased afterwards):

- N users × M active memories, inserted set-based (one statement per 500 users) with *real*
  embeddings: a pool of ~240 distinct short zh/en memory texts is embedded once and reused, so the
  cosine scan and the keyword match see realistic vectors and words. Types, outcomes and valence
  follow the text; importance and age are random.
- A few users (``--episode-users``, default 5) also get a short two-session chat through
  ``messages_ingest`` and ``episodes_build``, so "上次…" queries exercise the episode path.
- Every user also has K stored messages (``--messages-per-user``, default 2000), what the
  conversation search (``memories/snippets.py``) reads: turns alternating user/assistant, drawn
  from a pool of a few hundred distinct short chat lines (``--chat-pool``, half Chinese half
  English, some of them chit-chat like "哈哈"/"ok"), over the last ~6 months in increasing order,
  one session a day. Each distinct line is prepared once as the ingest and the worker would
  store it: its ``search_vector`` (``tsvector_literal(search_terms(text))``) and its ``halfvec``
  e5 embedding (``embed_passages``; none for lines ``worth_embedding`` turns down, as in
  production), ``embed_pending`` false. They are inserted set-based (one statement per
  ~100,000 rows, i.e. per batch of users), each batch in time order: as with live traffic, a
  user's six months lie on pages spread over the table, shared with whoever chatted at the same
  time (at 2,000 each, ~550 pages a user instead of ~290 if stored together). They count as
  already extracted (one finished ``ExtractionRun`` per user), and come cut into topics as the
  episode job would have cut them (``insert_episodes``: ~180 a user at 2,000 messages), the user
  last seen at their last line: no worker job picks them up, and the topic search scans what
  such a user has.
- Q random (user, query) pairs, drawn afresh for each path (so none finds its users' pages
  warmed by another), are timed (a) through the HTTP API, ``POST /api/v1/users/{id}/context/``
  with the app's API key — by default in-process through Django's WSGI handler (middleware,
  routing, auth, validation, rendering, the trace write; no socket), timed until the response
  is ready to send, with ``close()`` run untimed afterwards as a server would; or against a
  running server with ``--url`` — and (b) the service alone, ``context_build()``: embedding the
  query, ranking, the profile, searching the messages, writing the trace and reinforcing.
  Half the queries are general ("我好难过", "What's my name again?"), half are questions about
  something the chat pool says ("我之前说吃的火锅是哪家来着？", "When is my trip to Boston
  again?"), so the message search finds words as well as meanings.
- (c) The selector alone, ``context_select()`` with the query embedded beforehand: loading and
  ranking the user's memories, MEMORY.md, the episode, the message search and its snippets, the
  prompt — no embedding, no writes. ``selector_stages_p95_ms`` splits it (``snippets`` is the
  message search), ``snippets`` says how often it found something (by words, by meaning) and
  put it in the prompt. ``query_embedding`` times ``embed_query`` alone.
- ``http_server_side``: the HTTP path from the server's side — the stage timings each timed
  request's trace recorded (p50 and p95: ``query_vector``, the query embedding as the serving
  process did it, and ``embed``, what the build still waited for it after reading what needs no
  vector; the selector's stages, ``total``), and ``outside_the_build``: per request, what the client waited
  beyond the build (authentication, validation, the trace write, rendering; over a socket also
  the server and the connection). With ``--url`` this is where a socket's time goes.
- ``jobs_while_timed``: the scheduled jobs a server's worker ran while the paths were timed (by
  name: runs, items processed) — they share the cores with the requests.

Each request is timed on its own; with ``--concurrency C`` C threads share the queries and
``throughput_per_s`` is requests over wall time.
"""

from __future__ import annotations

import json
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

import numpy as np
from django.conf import settings
from django.core.handlers.wsgi import WSGIHandler
from django.core.management.base import CommandError
from django.db import connection
from django.test import RequestFactory, override_settings
from django.utils import timezone
from tqdm import tqdm

from memind import db
from memind.embedding import embed_passages, embed_query
from memind.evals.http import ServerConnection
from memind.evals.text_pools import (
    EN_WORDS,
    EPISODE_CHAT,
    QUERIES,
    ZH_WORDS,
    ChatText,
    chat_pool,
    recall_questions,
)
from memind.evals.timing import Worker, percentiles, stages_p50, stages_p95, timed_run
from memind.models import App, JobRun
from memind.tenants import app_create
from memories.keywords import search_terms, tokens, tsvector_literal
from memories.models import ContextTrace, EndUser, ExtractionRun, MemoryItem, Message
from memories.retrieval import without_triggers
from memories.selectors import ContextSelection, context_select
from memories.services.context import context_build
from memories.services.episodes import episodes_build
from memories.services.messages import MessageIn, messages_ingest, worth_embedding
from memories.services.tenants import app_erase
from memories.strength import fades_at_sql

INSERT_CHUNK_USERS = 500  # one INSERT … SELECT per chunk keeps each statement's memory bounded
MAX_AGE_DAYS = 120  # memories observed up to four months ago: some short-lived types have faded
MESSAGE_CHUNK_ROWS = 100_000  # messages per INSERT … SELECT (whole users: 50 at 2,000 each)
MESSAGE_DAYS = 180  # the stored chat spans the last ~6 months…
SESSION_TURNS = 6  # …in at least this many turns a session (a day), where there are enough
FIRST_SEEN_DAYS = 181  # users were first seen before their oldest message
RECALL_SHARE = 0.5  # share of timed queries that ask about something the chat pool says
IN_PROCESS = "in-process WSGI handler, timed until the response is ready to send"
WARMUP_QUERIES = 5  # model load, first connections, jieba's dictionary: not what a user waits for

# --- the memory text pool -----------------------------------------------------------------------

# (template, type, valence, outcome); {x} is filled from the slot's words below.
_ZH_TEMPLATES: list[tuple[str, str, float, str]] = [
    ("用户叫{name}", "identity", 0.0, "unknown"),
    ("用户住在{city}", "identity", 0.0, "unknown"),
    ("用户是{job}", "identity", 0.0, "unknown"),
    ("用户喜欢吃{food}", "preference", 0.5, "unknown"),
    ("用户不喜欢{food}", "preference", -0.4, "unknown"),
    ("用户喜欢听{music}", "preference", 0.5, "unknown"),
    ("用户每天早上{act}", "routine", 0.0, "unknown"),
    ("用户每个周末都去{act}", "routine", 0.0, "unknown"),
    ("用户搬到了{city}", "life_event", 0.3, "positive"),
    ("用户下周要去{city}面试", "life_event", 0.0, "open"),
    ("用户的{event}很顺利", "life_event", 0.6, "positive"),
    ("用户的{event}没通过，很失落", "life_event", -0.6, "negative"),
    ("用户最近因为{worry}很焦虑", "emotion", -0.6, "unknown"),
    ("用户今天因为{joy}特别开心", "emotion", 0.7, "unknown"),
    ("用户和Mio一起{shared}", "shared", 0.4, "unknown"),
    ("用户和Mio认识{span}了", "milestone", 0.6, "unknown"),
    ("用户觉得Mio很{adj}", "relationship", 0.6, "unknown"),
]
_EN_TEMPLATES: list[tuple[str, str, float, str]] = [
    ("The user's name is {name}", "identity", 0.0, "unknown"),
    ("The user lives in {city}", "identity", 0.0, "unknown"),
    ("The user works as a {job}", "identity", 0.0, "unknown"),
    ("The user loves {food}", "preference", 0.5, "unknown"),
    ("The user dislikes {food}", "preference", -0.4, "unknown"),
    ("The user listens to {music} a lot", "preference", 0.5, "unknown"),
    ("The user's habit: {act} every morning", "routine", 0.0, "unknown"),
    ("The user goes {act} every weekend", "routine", 0.0, "unknown"),
    ("The user moved to {city}", "life_event", 0.3, "positive"),
    ("The user has a job interview in {city} next week", "life_event", 0.0, "open"),
    ("The user's {event} went well", "life_event", 0.6, "positive"),
    ("The user failed the {event} and felt low", "life_event", -0.6, "negative"),
    ("The user is anxious about {worry}", "emotion", -0.6, "unknown"),
    ("The user was really happy about {joy}", "emotion", 0.7, "unknown"),
    ("The user and Mio {shared}", "shared", 0.4, "unknown"),
    ("The user and Mio have been talking for {span}", "milestone", 0.6, "unknown"),
    ("The user thinks Mio is {adj}", "relationship", 0.6, "unknown"),
]


@dataclass(frozen=True)
class PoolText:
    content: str
    type: str
    valence: float
    outcome: str


def text_pool(size: int, rng: random.Random) -> list[PoolText]:
    """Up to ``size`` distinct memory texts, half Chinese and half English.

    Templates take turns, so even a small pool has every type, outcome and valence.
    """
    out: list[PoolText] = []
    halves = ((_ZH_TEMPLATES, ZH_WORDS, size // 2), (_EN_TEMPLATES, EN_WORDS, size - size // 2))
    for templates, words, share in halves:
        queues: list[list[PoolText]] = []
        for template, type_, valence, outcome in templates:
            slot = template[template.index("{") + 1 : template.index("}")]
            fills = [PoolText(template.format(**{slot: w}), type_, valence, outcome) for w in words[slot]]
            rng.shuffle(fills)
            queues.append(fills)
        picked: list[PoolText] = []
        while len(picked) < share and any(queues):
            for q in queues:
                if q and len(picked) < share:
                    picked.append(q.pop())
        out += picked
    return out


def snippet_stats(selections: Sequence[ContextSelection]) -> dict[str, float | None]:
    """How often the message search found something — by words (BM25), by meaning (cosine) — and
    how many snippets went into the prompt, over the timed selector calls."""
    if not selections:
        return {"found_share": None, "word_hit_share": None, "vector_hit_share": None, "included_mean": None}
    n = len(selections)
    hits = [[h for sn in sel.snippets for h in sn.hits] for sel in selections]
    return {
        "found_share": round(sum(1 for sel in selections if sel.snippets) / n, 3),
        "word_hit_share": round(sum(1 for hs in hits if any(h.bm25_rank for h in hs)) / n, 3),
        "vector_hit_share": round(sum(1 for hs in hits if any(h.vector_rank for h in hs)) / n, 3),
        "included_mean": round(
            sum(len([s for s in sel.snippets if s.included]) for sel in selections) / n, 2
        ),
    }


# --- the run ---------------------------------------------------------------------------------------


def run(
    *,
    users: int,
    per_user: int,
    messages_per_user: int,
    message_users: int | None,
    queries: int,
    concurrency: int,
    url: str | None,
    episode_users: int,
    pool: int,
    chat_pool_size: int,
    seed: int,
    keep: bool,
) -> dict[str, Any]:
    """Load a throw-away app (erased afterwards unless ``keep``), time every path; the report."""
    rng = random.Random(seed)
    app, key = app_create(name=f"bench-context-{int(time.time() * 1000)}")
    out: dict[str, Any] = {
        "users": users,
        "per_user": per_user,
        "messages_per_user": messages_per_user,
        "message_users": message_users or users,
        "queries": queries,
        "concurrency": concurrency,
    }
    try:
        now = timezone.now()
        out["setup"], chats = setup(
            app,
            rng,
            now,
            users,
            per_user,
            min(episode_users, users),
            pool,
            messages_per_user,
            chat_pool_size,
            message_users or users,
        )
        out["memories"] = MemoryItem.objects.filter(app=app, status=MemoryItem.Status.ACTIVE).count()
        out["messages"] = Message.objects.filter(app=app).count()  # the episode users' chats too
        out["episode_users"] = min(episode_users, users)
        all_users = list(EndUser.objects.filter(app=app).order_by("pk"))
        if message_users:  # the users with a history are the ones timed
            talked = set(
                ExtractionRun.objects.filter(app=app, extractor="bench").values_list("user_id", flat=True)
            )
            all_users = [u for u in all_users if u.pk in talked]
        recall = recall_questions(chats)
        out["query_mix"] = {"general": len(QUERIES), "recall": len(recall), "recall_share": RECALL_SHARE}

        def pick_query() -> str:
            return rng.choice(recall if recall and rng.random() < RECALL_SHARE else QUERIES)

        def draw() -> list[tuple[EndUser, str]]:
            # Each path gets its own draw: none finds its users' pages warmed by another.
            return [(rng.choice(all_users), pick_query()) for _ in range(queries)]

        for _ in range(WARMUP_QUERIES):
            context_build(user=rng.choice(all_users), message=pick_query())

        timed_from = timezone.now()
        out["http"] = {"via": url or IN_PROCESS}
        answered: list[Answered] = []
        out["http"] |= timed_run(draw(), lambda: http_worker(key, url, answered), concurrency, "http")
        out["http_server_side"] = server_side(answered)
        stages: list[dict[str, float]] = []

        def service_worker() -> Worker:
            def work(user: EndUser, query: str) -> None:
                stages.append(context_build(user=user, message=query).trace.timings_ms)

            return work

        out["service"] = {"via": "context_build()"}
        out["service"] |= timed_run(draw(), service_worker, concurrency, "service")
        # The trace's own stage timings: where a build's time goes.
        out["service_stages_p95_ms"] = stages_p95(stages)

        # The selector alone: what the service reads and decides, with the query already
        # embedded (its cost is ``query_embedding``) and nothing written.
        calls = draw()
        qvecs = {q: embed_query(without_triggers(q)) for q in dict.fromkeys(q for _, q in calls)}

        selections: list[ContextSelection] = []

        def selector_worker() -> Worker:
            def work(user: EndUser, query: str) -> None:
                selections.append(context_select(user=user, message=query, qvec=qvecs[query]))

            return work

        out["selector"] = {"via": "context_select() with the query embedded beforehand"}
        out["selector"] |= timed_run(calls, selector_worker, concurrency, "selector")
        out["selector_stages_p95_ms"] = stages_p95([sel.timings_ms for sel in selections])
        out["snippets"] = snippet_stats(selections)

        def embed_worker() -> Worker:
            def work(user: EndUser, query: str) -> None:
                embed_query(query)

            return work

        out["query_embedding"] = {"via": "embed_query()"}
        out["query_embedding"] |= timed_run(draw(), embed_worker, 1, "embed")
        # A server's scheduled jobs share its cores with the timed requests: say which ran.
        out["jobs_while_timed"] = jobs_since(timed_from)
    finally:
        if not keep:
            app_erase(app=app)
    return out


def http_worker(key: str, url: str | None, answered: list[Answered] | None = None) -> Worker:
    """One client of the context endpoint; each answer's trace id and the time the client waited
    for it go to ``answered`` (see ``server_side``)."""

    def record(body: bytes, started: float) -> None:
        if answered is not None:
            answered.append(Answered(json.loads(body)["trace_id"], time.perf_counter() - started))

    if url is None:
        # As a WSGI server does: the full request/response cycle (middleware, routing, auth,
        # validation, rendering), the answer timed when it is ready to send, then close().
        host = "localhost" if "localhost" in settings.ALLOWED_HOSTS else "testserver"
        factory, handler = RequestFactory(HTTP_HOST=host), WSGIHandler()

        def in_process(user: EndUser, query: str) -> Callable[[], None]:
            request = factory.post(
                f"/api/v1/users/{user.external_id}/context/",
                data={"message": query},
                content_type="application/json",
                headers={"Authorization": f"Bearer {key}"},
            )
            started = time.perf_counter()
            resp = handler.get_response(request)
            if resp.status_code != 200:
                raise CommandError(f"context API answered {resp.status_code}: {resp.getvalue()[:300]!r}")
            record(resp.getvalue(), started)

            def close() -> None:
                with db.connection_kept():  # this process's connection outlives the request
                    resp.close()

            return close

        return in_process

    server = ServerConnection(url, key)  # one keep-alive connection per thread

    def remote(user: EndUser, query: str) -> None:  # the server closes its own responses
        started = time.perf_counter()
        record(
            server.request("POST", f"/api/v1/users/{user.external_id}/context/", {"message": query}), started
        )

    return remote


def jobs_since(started: datetime) -> dict[str, dict[str, int]]:
    """The scheduled jobs (``JobRun``) that started since ``started``: runs and items processed, by
    name — work a server's worker did on the same cores while the paths were timed."""
    out: dict[str, dict[str, int]] = {}
    for name, processed in JobRun.objects.filter(started_at__gte=started).values_list("name", "processed"):
        job = out.setdefault(name, {"runs": 0, "processed": 0})
        job["runs"] += 1
        job["processed"] += processed
    return out


@dataclass(frozen=True)
class Answered:
    trace_id: int
    waited: float  # seconds, as the client saw it


def server_side(answered: Sequence[Answered]) -> dict[str, Any]:
    """Where the HTTP path's time went, from the server's own account: the stage timings each
    request's trace recorded (the query embedding, the selector's stages, ``total`` = the whole
    build), and per request what the client waited beyond the build — authentication, validation,
    the trace's write, rendering and, over a socket, the server and the connection."""
    timings = dict(
        ContextTrace.objects.filter(pk__in=[a.trace_id for a in answered]).values_list("pk", "timings_ms")
    )
    stages = [timings[a.trace_id] for a in answered if a.trace_id in timings]
    outside = [
        a.waited - timings[a.trace_id]["total"] / 1000
        for a in answered
        if "total" in timings.get(a.trace_id, {})
    ]
    return {
        "traces": len(stages),
        "stages_p50_ms": stages_p50(stages),
        "stages_p95_ms": stages_p95(stages),
        "outside_the_build": percentiles(outside),
    }


def setup(
    app: App,
    rng: random.Random,
    now: datetime,
    users: int,
    per_user: int,
    episode_users: int,
    pool_size: int,
    messages_per_user: int,
    chat_pool_size: int,
    message_users: int,
) -> tuple[dict[str, Any], list[ChatText]]:
    t0 = time.perf_counter()
    pool = text_pool(pool_size, rng)
    vectors = embed_passages([p.content for p in pool])
    embed_s = time.perf_counter() - t0

    t0 = time.perf_counter()
    created = EndUser.objects.bulk_create(
        [
            # First seen months ago, like a regular (before their oldest stored message); their
            # stage follows how many messages they have.
            EndUser(
                app=app,
                external_id=f"u{i}",
                first_seen_at=now - timedelta(days=FIRST_SEEN_DAYS),
                last_seen_at=now,
            )
            for i in range(users)
        ],
        batch_size=5000,
    )
    ids = [u.pk for u in created]
    for i in tqdm(range(0, len(ids), INSERT_CHUNK_USERS), desc="insert", file=sys.stderr):
        chunk = ids[i : i + INSERT_CHUNK_USERS]
        offsets = [rng.randrange(len(pool)) for _ in chunk]
        insert_memories(app, chunk, offsets, per_user, pool, vectors, now)
    with connection.cursor() as cur:
        # What autovacuum does after a bulk load — done now, or it runs during the timed requests
        # (VACUUM cannot run inside a transaction, as under a test: statistics only, then).
        cur.execute(
            ("ANALYZE" if connection.in_atomic_block else "VACUUM (ANALYZE)") + " memories_memoryitem"
        )
    insert_s = time.perf_counter() - t0

    t0 = time.perf_counter()
    # messages_ingest would queue a Celery extraction at a full batch; this chat is shorter, and
    # the override makes sure nothing outlives the throw-away app.
    with override_settings(MEMIND_EXTRACTION_BATCH=sys.maxsize):
        for user in created[:episode_users]:
            start = now - timedelta(days=rng.randrange(10, 60))
            messages_ingest(
                app=app,
                external_id=user.external_id,
                messages=[
                    MessageIn(
                        role=role,
                        content=text,
                        sent_at=start + timedelta(days=3 * (session == "s2"), minutes=minute),
                        session_id=session,
                    )
                    for session, minute, role, text in EPISODE_CHAT
                ],
            )
            episodes_build(user=user)
    episodes_s = time.perf_counter() - t0

    # The long chats, after the short ones: their topics are inserted with them (insert_episodes).
    t0 = time.perf_counter()
    chats = chat_pool(chat_pool_size, rng)
    prepared = prepare_chat_pool(chats)
    embed_chat_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    if messages_per_user:
        ids = ids[-message_users:]  # the last ones: the episode users keep their short chats only
        runs = ExtractionRun.objects.bulk_create(
            [
                ExtractionRun(
                    app=app,
                    user_id=pk,
                    status=ExtractionRun.Status.SUCCEEDED,
                    extractor="bench",
                    message_count=messages_per_user,
                    finished_at=now,
                )
                for pk in ids
            ],
            batch_size=5000,
        )
        run_of = {r.user_id: r.pk for r in runs}
        nrng = np.random.default_rng(rng.randrange(2**32))
        per_chunk = max(1, MESSAGE_CHUNK_ROWS // messages_per_user)
        with tqdm(total=len(ids) * messages_per_user, desc="messages", unit="msg", file=sys.stderr) as bar:
            for i in range(0, len(ids), per_chunk):
                chunk = ids[i : i + per_chunk]
                insert_messages(app, chunk, run_of, messages_per_user, chats, prepared, now, nrng)
                bar.update(len(chunk) * messages_per_user)
        vacuum = "ANALYZE" if connection.in_atomic_block else "VACUUM (ANALYZE)"
        with connection.cursor() as cur:
            cur.execute(f"{vacuum} memories_message")  # the topics' query is planned on real counts
        for i in tqdm(range(0, len(ids), per_chunk), desc="topics", file=sys.stderr):
            insert_episodes([run_of[pk] for pk in ids[i : i + per_chunk]], chats)
        with connection.cursor() as cur:
            # Last seen when they last said something, as the ingest records it: the episode job
            # looks for users seen after their last topic ended.
            cur.execute(
                """UPDATE memories_enduser u SET last_seen_at = m.latest
                   FROM (SELECT user_id, max(sent_at) AS latest FROM memories_message
                         WHERE app_id = %s GROUP BY user_id) m
                   WHERE u.id = m.user_id""",
                [app.pk],
            )
            cur.execute(f"{vacuum} memories_episode")
    messages_s = time.perf_counter() - t0
    return {
        "pool_texts": len(pool),
        "embed_pool_s": round(embed_s, 2),
        "insert_s": round(insert_s, 2),
        "episodes_s": round(episodes_s, 2),
        "chat_pool_texts": len(chats),
        "chat_pool_embedded": sum(1 for _, vec in prepared if vec is not None),
        "embed_chat_pool_s": round(embed_chat_s, 2),
        "messages_s": round(messages_s, 2),
    }, chats


def prepare_chat_pool(chats: list[ChatText]) -> list[tuple[str, str | None]]:
    """Each line as the ingest and then the worker store it: (tsvector literal, halfvec literal
    or None for a line not worth a vector) — computed once per distinct line. The lines are far
    shorter than what the worker cuts for the model."""
    terms = [search_terms(t.content) for t in chats]
    worth = [t.content for t, ts in zip(chats, terms, strict=True) if worth_embedding(ts)]
    vectors = dict(zip(worth, embed_passages(worth), strict=True))
    return [
        (
            tsvector_literal(ts),
            "[" + ",".join(f"{x:.5f}" for x in vectors[t.content]) + "]" if t.content in vectors else None,
        )
        for t, ts in zip(chats, terms, strict=True)
    ]


def insert_messages(
    app: App,
    user_ids: list[int],
    run_of: dict[int, int],
    per_user: int,
    chats: list[ChatText],
    prepared: list[tuple[str, str | None]],
    now: datetime,
    nrng: np.random.Generator,
) -> None:
    """Set-based: each user's ``per_user`` turns, even ones the user's (a random user line of the
    pool), odd ones the assistant's, over the last ``MESSAGE_DAYS`` days in sessions of a day
    (evenly spread, starting at a random hour, a few seconds to minutes apart). The batch is
    inserted in time order, so one user's rows share pages with the other users' active at the
    same time, as when they arrive live."""
    user_ords = np.array([i + 1 for i, t in enumerate(chats) if t.role == "user"], dtype=np.int64)
    assistant_ords = np.array([i + 1 for i, t in enumerate(chats) if t.role != "user"], dtype=np.int64)
    g = np.arange(per_user, dtype=np.int64)
    sessions = min(MESSAGE_DAYS, max(1, per_user // SESSION_TURNS))
    session = g * sessions // per_user
    day = session * MESSAGE_DAYS // sessions
    first = -(-session * per_user // sessions)  # the session's first turn
    turns = -(-per_user // sessions)
    gap_hi = max(2, min(180, 3 * 3600 // turns))  # a session stays within three hours
    uids, picks, secs = [], [], []
    for pk in user_ids:
        cum = np.cumsum(nrng.integers(1, gap_hi + 1, per_user))
        start = nrng.integers(7 * 3600, 21 * 3600)
        secs.append(day * 86400 + start + cum - cum[first])
        picks.append(
            np.where(g % 2 == 0, nrng.choice(user_ords, per_user), nrng.choice(assistant_ords, per_user))
        )
        uids.append(np.full(per_user, pk, dtype=np.int64))
    at = np.concatenate(secs)
    order = np.argsort(at, kind="stable")
    base = (now - timedelta(days=MESSAGE_DAYS)).replace(hour=0, minute=0, second=0, microsecond=0)
    with connection.cursor() as cur:
        cur.execute(
            """
            WITH pool AS MATERIALIZED (
                SELECT ord, role, content, tsv::tsvector AS tsv, vec::halfvec AS vec
                FROM unnest(%(roles)s::text[], %(contents)s::text[], %(tsvs)s::text[], %(vecs)s::text[])
                    WITH ORDINALITY AS p(role, content, tsv, vec, ord)
            ), runs AS (
                SELECT * FROM unnest(%(users)s::bigint[], %(runs)s::bigint[]) AS r(user_id, run_id)
            )
            INSERT INTO memories_message (app_id, user_id, role, content, sent_at, session_id,
                client_msg_id, created_at, extraction_run_id, search_vector, embedding, embed_pending)
            SELECT %(app)s, x.user_id, p.role, p.content, x.at,
                   to_char(x.at AT TIME ZONE 'UTC', 'YYYY-MM-DD'), '', now(), r.run_id,
                   p.tsv, p.vec, false
            FROM (SELECT user_id, pick, %(base)s::timestamptz + secs * interval '1 second' AS at
                  FROM unnest(%(uids)s::bigint[], %(picks)s::int[], %(secs)s::bigint[])
                      AS x(user_id, pick, secs)) AS x
            JOIN pool p ON p.ord = x.pick
            JOIN runs r ON r.user_id = x.user_id
            """,
            {
                "roles": [t.role for t in chats],
                "contents": [t.content for t in chats],
                "tsvs": [tsv for tsv, _ in prepared],
                "vecs": [vec for _, vec in prepared],
                "users": user_ids,
                "runs": [run_of[pk] for pk in user_ids],
                "app": app.pk,
                "base": base,
                "uids": np.concatenate(uids)[order].tolist(),
                "picks": np.concatenate(picks)[order].tolist(),
                "secs": at[order].tolist(),
            },
        )


def insert_episodes(run_ids: list[int], chats: list[ChatText]) -> None:
    """Set-based: the chats stored with these (benchmark) runs cut into topics as the worker's
    episode job would cut them — each session (a day) in topics of at most
    ``MEMIND_EPISODE_MAX_MESSAGES`` turns, with a title, summary and words of their lines and the
    mean of their lines' vectors. The topic search then scans as many topics as such a user has,
    and the beat finds nothing to build: a history without topics is one the episode job works
    through, ~20 s of CPU per 2,000-message user, beside the timed requests."""
    with connection.cursor() as cur:
        cur.execute(
            """
            WITH said AS (
                SELECT * FROM unnest(%(contents)s::text[], %(words)s::text[]) AS w(content, words)
            ), topics AS (
                SELECT m.*, (row_number() OVER (PARTITION BY m.user_id, m.session_id
                                                ORDER BY m.sent_at, m.id) - 1) / %(turns)s AS topic
                FROM memories_message m WHERE m.extraction_run_id = ANY(%(runs)s)
            )
            INSERT INTO memories_episode (app_id, user_id, title, summary, started_at, ended_at,
                session_id, first_message_id, message_ids, keywords, embedding, created_at, updated_at)
            SELECT t.app_id, t.user_id,
                   to_char(min(t.sent_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD') || ' · '
                       || left((array_agg(t.content ORDER BY t.sent_at, t.id))[1], 40),
                   left(coalesce(string_agg(t.content, ' / ' ORDER BY t.sent_at, t.id)
                                     FILTER (WHERE t.role = 'user'), ''), 400),
                   min(t.sent_at), max(t.sent_at), t.session_id,
                   (array_agg(t.id ORDER BY t.sent_at, t.id))[1], array_agg(t.id ORDER BY t.sent_at, t.id),
                   array_to_string(ARRAY(
                       SELECT DISTINCT unnest(string_to_array(string_agg(w.words, ' '), ' ')) ORDER BY 1
                   ), ' '),
                   avg(t.embedding::vector), now(), now()
            FROM topics t LEFT JOIN said w ON w.content = t.content
            GROUP BY t.app_id, t.user_id, t.session_id, t.topic
            """,
            {
                "contents": [t.content for t in chats],
                "words": [" ".join(sorted(tokens(t.content))) for t in chats],
                "turns": settings.MEMIND_EPISODE_MAX_MESSAGES,
                "runs": run_ids,
            },
        )


def insert_memories(
    app: App,
    user_ids: list[int],
    offsets: list[int],
    per_user: int,
    pool: list[PoolText],
    vectors: list[list[float]],
    now: datetime,
) -> None:
    """Set-based: user i gets pool texts offset_i + 1 … offset_i + M (wrapping), random importance/age."""
    fades = fades_at_sql(type="p.type", anchor_strength="r.imp", anchor_at="r.at", pinned="false")
    with connection.cursor() as cur:
        cur.execute(
            f"""
            WITH pool AS (
                SELECT * FROM unnest(%(contents)s::text[], %(types)s::text[], %(valences)s::float8[],
                                     %(outcomes)s::text[], %(vecs)s::text[])
                    WITH ORDINALITY AS p(content, type, valence, outcome, vec, ord)
            )
            INSERT INTO memories_memoryitem (app_id, user_id, type, content, importance, status,
                status_reason, slot, value, valence, emotion, outcome, observed_at, mention_count,
                anchor_strength, decay_anchor_at, fades_at, embedding, created_at, updated_at)
            SELECT %(app)s, u.user_id, p.type, p.content, r.imp, 'active', '', '', '', p.valence, '',
                   p.outcome, r.at, 1, r.imp, r.at, {fades}, p.vec::vector, now(), now()
            FROM unnest(%(users)s::bigint[], %(offsets)s::int[]) AS u(user_id, off)
            CROSS JOIN LATERAL generate_series(1, %(per_user)s) AS g
            JOIN pool p ON p.ord = 1 + ((u.off + g) %% %(npool)s)
            -- g is referenced so random() is drawn per row, not once per statement.
            CROSS JOIN LATERAL (
                SELECT 0.3 + random() * 0.7 + 0 * g AS imp,
                       %(now)s::timestamptz - (random() * %(days)s + 0 * g) * interval '1 day' AS at
            ) AS r
            """,
            {
                "contents": [p.content for p in pool],
                "types": [p.type for p in pool],
                "valences": [p.valence for p in pool],
                "outcomes": [p.outcome for p in pool],
                "vecs": ["[" + ",".join(f"{x:.6f}" for x in v) + "]" for v in vectors],
                "app": app.pk,
                "users": user_ids,
                "offsets": offsets,
                "per_user": per_user,
                "npool": len(pool),
                "now": now,
                "days": MAX_AGE_DAYS,
            },
        )
