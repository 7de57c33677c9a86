"""What ``bench_lifecycle`` measures, on the configured database (its own throw-away app, erased afterwards):
- extraction throughput: N users × M synthetic zh/en messages through the real services with the
  rules extractor — the ingest (which indexes each message's words), the extraction run end to
  end (extract + embed memories + consolidate + store), both together, the extractor alone, and
  the worker's embedding of the messages (for search by meaning), in one process;
- the same ingest and extraction for another N users shared out over W processes, as the served
  platform runs them (several web workers ingest, the Celery worker extracts with
  ``MEMIND_WORKER_CONCURRENCY`` processes);
- pruning: a user flooded to 5× quota, pruned;
- a maintenance cycle (decay sweep + quota pruning, all batches) over R memory rows (default
  1,000,000) spread over R/200 users, 1% of them over quota and some long faded.
"""

from __future__ import annotations

import multiprocessing
import random
import sys
import threading
import time
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.db import connection
from django.test import override_settings
from django.utils import timezone
from tqdm import tqdm

from memind.evals.text_pools import synthetic_turns
from memind.models import App
from memind.tenants import app_create
from memories.benchmarks import workers as worker_processes
from memories.extractors import ExtractionInput, Turn
from memories.models import EndUser, ExtractionRun, MemoryItem
from memories.services import decay, extraction, messages, pruning
from memories.services.messages import MessageIn, messages_ingest
from memories.services.tenants import app_erase
from memories.strength import fades_at_sql
from memories.types import TYPES


def synthetic_messages(rng: random.Random, n: int, start: Any) -> list[MessageIn]:
    """``synthetic_turns`` a minute apart from ``start``."""
    return [
        MessageIn(role=role, content=text, sent_at=start + timedelta(minutes=i))
        for i, (role, text) in enumerate(synthetic_turns(rng, n))
    ]


def run(
    users: int, per_user: int, maintenance_rows: int, seed: int, keep: bool, workers: int = 1
) -> dict[str, Any]:
    """Every stage in a throw-away app (erased afterwards unless ``keep``), with the rules extractor:
    the throughput asked for is the rules'. With ``workers`` > 1, ingest and extraction are also
    measured shared out over that many processes."""
    with override_settings(MEMIND_EXTRACTOR="rules"):
        return _run(users, per_user, maintenance_rows, seed, keep, workers)


def _run(
    users: int, per_user: int, maintenance_rows: int, seed: int, keep: bool, workers: int
) -> dict[str, Any]:
    if workers > 1 and connection.in_atomic_block:
        raise RuntimeError("the worker processes cannot see uncommitted rows: run outside a transaction")
    rng = random.Random(seed)
    app, _ = app_create(name=f"bench-{int(time.time() * 1000)}")
    out: dict[str, Any] = {"users": users, "per_user": per_user}
    try:
        if workers > 1:
            out["extraction_in_processes"] = bench_extraction_in_processes(app, rng, users, per_user, workers)
        out["extraction"] = bench_extraction(app, rng, users, per_user)
        out["pruning"] = bench_pruning(app, rng)
        if maintenance_rows:
            out["maintenance"] = bench_maintenance(app, rng, maintenance_rows)
    finally:
        if not keep:
            app_erase(app=app)
    return out


def bench_extraction(app: App, rng: random.Random, users: int, per_user: int) -> dict[str, Any]:
    start = timezone.now() - timedelta(days=30)
    batches = {f"u{i}": synthetic_messages(rng, per_user, start) for i in range(users)}
    t0 = time.perf_counter()
    for uid, msgs in tqdm(batches.items(), desc="ingest", file=sys.stderr):
        for i in range(0, len(msgs), 48):
            # The worker's jobs (extraction, embedding) are run and timed below instead.
            messages_ingest(app=app, external_id=uid, messages=msgs[i : i + 48], queue_jobs=False)
    ingest_s = time.perf_counter() - t0

    # Extractor alone, on exactly the turns the service will see.
    extractor = extraction.extractor_get()
    total = users * per_user
    t0 = time.perf_counter()
    for msgs in batches.values():
        turns = [Turn(i, m.role, m.content, m.sent_at) for i, m in enumerate(msgs)]
        for i in range(0, len(turns), settings.MEMIND_EXTRACTION_BATCH):
            extractor.extract(
                ExtractionInput(turns=turns[i : i + settings.MEMIND_EXTRACTION_BATCH], tz="UTC")
            )
    extractor_s = time.perf_counter() - t0

    t0 = time.perf_counter()
    runs = []
    one_process = EndUser.objects.filter(app=app, external_id__in=batches)
    for user in tqdm(list(one_process), desc="extract", file=sys.stderr):
        runs += extraction.extraction_run(user=user, trigger="batch", force=True)
    pipeline_s = time.perf_counter() - t0

    # The worker's other job: the messages' vectors (words were indexed by the ingest itself).
    t0 = time.perf_counter()
    embedded = 0
    for user_id in one_process.values_list("pk", flat=True):
        while True:
            done, more = messages.messages_embed(user_id=user_id)
            embedded += done
            if not more:
                break
    embed_s = time.perf_counter() - t0
    return {
        "messages": total,
        "ingest_messages_per_s": round(total / ingest_s, 1),  # stored and indexed by their words
        "ingest_and_extraction_messages_per_s": round(total / (ingest_s + pipeline_s), 1),
        "embedded_messages": embedded,
        "embed_messages_per_s": round(embedded / embed_s, 1) if embed_s else None,
        "extractor_only_messages_per_s": round(total / extractor_s, 1),
        "end_to_end_messages_per_s": round(total / pipeline_s, 1),
        "consolidate_and_store_s": round(pipeline_s - extractor_s, 3),
        "runs": len(runs),
        "stored": sum(r.stored_count for r in runs),
        "merged": sum(r.merged_count for r in runs),
        "superseded": sum(r.superseded_count for r in runs),
        "dropped": sum(r.dropped_count for r in runs),
        "active_per_user": round(
            MemoryItem.objects.filter(user__in=one_process, status="active").count() / users, 1
        ),
    }


def bench_extraction_in_processes(
    app: App, rng: random.Random, users: int, per_user: int, workers: int
) -> dict[str, Any]:
    """``users`` more users' messages ingested, then extracted, by ``workers`` processes at once,
    each with its share of the users (a user's messages stay in one process, as the per-user lock
    keeps them in the worker); timed from when every process is ready to when the last is done."""
    start = timezone.now() - timedelta(days=30)
    share: list[worker_processes.Share] = [[] for _ in range(workers)]
    for i in range(users):
        msgs = synthetic_messages(rng, per_user, start)
        share[i % workers].append((f"p{i}", [(m.role, m.content, m.sent_at) for m in msgs]))
    total = users * per_user
    ctx = multiprocessing.get_context("spawn")
    barrier = ctx.Barrier(workers + 1)
    overrides = {"MEMIND_EXTRACTOR": settings.MEMIND_EXTRACTOR}
    procs = [
        ctx.Process(
            target=worker_processes.run_share,
            args=(connection.settings_dict["NAME"], overrides, barrier, app.pk, part),
            daemon=True,
        )
        for part in share
    ]
    for p in procs:
        p.start()
    # A process that dies before it reaches the barrier (it could not start) must not leave the
    # others waiting: its death breaks the barrier.
    watch = threading.Thread(target=_abort_on_death, args=(procs, barrier), daemon=True)
    watch.start()
    timeout = 600 + total / 10
    try:
        barrier.wait(timeout)  # every process is set up
        t0 = time.perf_counter()
        barrier.wait(timeout)
        ingest_s = time.perf_counter() - t0
        barrier.wait(timeout)
        t0 = time.perf_counter()
        barrier.wait(timeout)
        pipeline_s = time.perf_counter() - t0
    except threading.BrokenBarrierError:
        for p in procs:
            p.terminate()
        codes = [p.exitcode for p in procs]
        raise RuntimeError(f"a benchmark process failed (exit codes {codes}); its error is above") from None
    for p in procs:
        p.join()
    runs = ExtractionRun.objects.filter(app=app, user__external_id__startswith="p")
    return {
        "processes": workers,
        "messages": total,
        "ingest_messages_per_s": round(total / ingest_s, 1),
        "end_to_end_messages_per_s": round(total / pipeline_s, 1),
        "ingest_and_extraction_messages_per_s": round(total / (ingest_s + pipeline_s), 1),
        "runs": runs.count(),
        "stored": sum(runs.values_list("stored_count", flat=True)),
    }


def _abort_on_death(procs: list[Any], barrier: Any) -> None:
    while not barrier.broken:
        if any(p.exitcode not in (None, 0) for p in procs):
            barrier.abort()
            return
        if all(p.exitcode == 0 for p in procs):
            return
        time.sleep(0.2)


def insert_memories(app: App, user_ids: list[int], per_user: list[int], days_old: int) -> None:
    """Set-based bulk insert: one statement per chunk of users, random types/importance/age."""
    vec = "[" + ",".join(["0.05"] * settings.MEMIND_EMBEDDING_DIM) + "]"
    types = list(TYPES)
    with connection.cursor() as cur:
        cur.execute(
            """
            INSERT INTO memories_memoryitem (app_id, user_id, type, content, importance, status,
                status_reason,
                slot, value, valence, emotion, outcome, observed_at, mention_count, anchor_strength,
                decay_anchor_at, fades_at, embedding, created_at, updated_at)
            SELECT %(app)s, u.user_id, ty.t, 'bench memory ' || g,
                   r.imp, 'active', '', '', '', 0, '', 'unknown', r.at, 1, r.imp, r.at, {fades},
                   %(vec)s::vector, now(), now()
            FROM unnest(%(users)s::bigint[], %(counts)s::int[]) AS u(user_id, n)
            CROSS JOIN LATERAL generate_series(1, u.n) AS g
            CROSS JOIN LATERAL (SELECT (%(types)s::text[])[1 + (g %% %(ntypes)s)] AS t) AS ty
            CROSS JOIN LATERAL (SELECT 0.3 + random() * 0.7 AS imp,
                                       now() - (random() * %(days)s) * interval '1 day' AS at) AS r
            """.replace(
                "{fades}",
                fades_at_sql(type="ty.t", anchor_strength="r.imp", anchor_at="r.at", pinned="false"),
            ),
            {
                "app": app.pk,
                "types": types,
                "ntypes": len(types),
                "vec": vec,
                "users": user_ids,
                "counts": per_user,
                "days": days_old,
            },
        )


def bench_pruning(app: App, rng: random.Random) -> dict[str, Any]:
    user = EndUser.objects.create(app=app, external_id="flooded")
    n = settings.MEMIND_QUOTA_ACTIVE * 5
    insert_memories(app, [user.pk], [n], days_old=60)
    t0 = time.perf_counter()
    archived = pruning.memory_prune_user(user=user)
    return {
        "active_before": n,
        "archived": archived,
        "prune_one_user_ms": round((time.perf_counter() - t0) * 1000, 1),
    }


def bench_maintenance(app: App, rng: random.Random, rows: int) -> dict[str, Any]:
    quota = settings.MEMIND_QUOTA_ACTIVE
    n_users = max(1, rows // quota)
    users = EndUser.objects.bulk_create(
        [EndUser(app=app, external_id=f"m{i}") for i in range(n_users)], batch_size=5000
    )
    # 1% of users sit at twice the quota; everyone else is at or just under it.
    counts = [quota * 2 if i % 100 == 0 else quota - (i % 7) for i in range(n_users)]
    scale = rows / sum(counts)
    counts = [max(1, int(c * scale)) if i % 100 else c for i, c in enumerate(counts)]
    ids = [u.pk for u in users]
    t0 = time.perf_counter()
    chunk = 500
    for i in tqdm(range(0, len(ids), chunk), desc="insert", file=sys.stderr):
        # Ages up to three months: the short-lived types (shared, emotion) have begun to fade.
        insert_memories(app, ids[i : i + chunk], counts[i : i + chunk], days_old=90)
    with connection.cursor() as cur:
        # What autovacuum does to a table this size (VACUUM can't run inside a transaction).
        cur.execute(
            "ANALYZE memories_memoryitem"
            if connection.in_atomic_block
            else "VACUUM ANALYZE memories_memoryitem"
        )
    insert_s = time.perf_counter() - t0
    total_rows = MemoryItem.objects.filter(app=app).count()

    t0 = time.perf_counter()
    faded, more, passes = 0, True, 0
    while more:
        n, more = decay.decay_sweep(limit=50_000)
        faded += n
        passes += 1
    decay_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    pruned, more = 0, True
    while more:
        n, more = pruning.quota_prune()
        pruned += n
    prune_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    steady_faded, _ = decay.decay_sweep()
    steady_pruned, _ = pruning.quota_prune()
    steady_s = time.perf_counter() - t0
    return {
        "memory_rows": total_rows,
        "users": n_users,
        "insert_s": round(insert_s, 1),
        "first_cycle": {
            "decay_s": round(decay_s, 3),
            "faded": faded,
            "decay_passes": passes,
            "prune_s": round(prune_s, 3),
            "pruned": pruned,
            "total_s": round(decay_s + prune_s, 3),
        },
        "steady_cycle": {"total_s": round(steady_s, 3), "faded": steady_faded, "pruned": steady_pruned},
    }
