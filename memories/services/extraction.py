"""Extraction: pending messages → candidate memories → consolidated, stored memories.

- Batches of ``MEMIND_EXTRACTION_BATCH`` (24) pending messages per user, oldest first, each
  shown with a few preceding turns as context (never a source of new facts). The API and the
  idle flush may extract a partial batch (``force=True``).
- One extraction per user at a time: a PostgreSQL advisory lock keyed by the user
  (``memind.locks``). A second caller either waits for it (API ``wait``) or skips (Celery tasks).
- ``extract {"wait": true}`` (``extraction_until_done``) means done: every message stored before
  the call is extracted — batches a worker is running are waited for, queued ones are run here —
  and the user's episodes are built before it returns.
- A run is idempotent: its messages are claimed (``extraction_run`` set) in the same
  transaction that stores its memories. A crash rolls both back — the messages stay pending
  and the retry stores everything once. A failed run (e.g. a malformed LLM answer) is recorded
  with its error; its messages stay pending.
- Past the app's daily token budget (memories/services/usage.py) the LLM extractor is not called:
  the rules extract the batch and the run's ``fallback`` says ``over_budget``.
"""

from __future__ import annotations

import contextlib
import logging
import time
from collections.abc import Iterator
from datetime import timedelta

from django.conf import settings
from django.db import connection, transaction
from django.db.models import Count, Max, Min
from django.utils import timezone

from memind import db, locks
from memind.jobs import enqueue_on_commit
from memind.llm import OverBudget, llm_configured
from memind.metrics import extraction_run_record
from memind.timezones import zone_name
from memind.usage import usage_scope
from memories.emotion import message_emotions
from memories.extractors import ExtractionInput, Extractor, Turn
from memories.models import EndUser, ExtractionRun, Message
from memories.services.consolidation import ActiveMemories, candidates_store
from memories.services.episodes import episodes_build
from memories.services.memories import events_batched
from memories.services.pruning import memory_prune_user

log = logging.getLogger(__name__)


class ExtractionConflict(RuntimeError):
    """Another run consumed some of this batch's messages first."""


def extractor_get() -> Extractor:
    """``MEMIND_EXTRACTOR`` if set; otherwise the LLM when one is configured, else the rules."""
    choice = settings.MEMIND_EXTRACTOR or ("llm" if llm_configured() else "rules")
    if choice == "llm":
        from memories.extractors.llm import LLMExtractor

        return LLMExtractor()
    from memories.extractors.rules import RulesExtractor

    return RulesExtractor()


@contextlib.contextmanager
def user_extraction_lock(user: EndUser, *, wait: bool) -> Iterator[bool]:
    """The user's extraction lock; yields whether it was acquired."""
    with locks.user_lock(locks.EXTRACTION, user.pk, wait=wait) as acquired:
        yield acquired


def pending_batch(user: EndUser, *, force: bool) -> list[Message]:
    size = settings.MEMIND_EXTRACTION_BATCH
    batch = list(
        Message.objects.filter(user=user, extraction_run__isnull=True).order_by("sent_at", "id")[:size]
    )
    if len(batch) < size and not force:
        return []
    return batch


# What extraction reads of a message (the search columns stay behind, as with ``Message.objects``).
_MESSAGE_DEFERRED = ("search_vector", "embedding")


def pending_batch_with_context(user: EndUser, *, force: bool) -> tuple[list[Message], list[Message]]:
    """``pending_batch`` and its context, in one query, each oldest first: the
    ``MEMIND_EXTRACTION_CONTEXT`` turns already extracted just before the batch's first message
    (shown to the extractor, never a source of new facts)."""
    size, n = settings.MEMIND_EXTRACTION_BATCH, max(settings.MEMIND_EXTRACTION_CONTEXT, 0)
    cols = db.columns(Message, "m", deferred=_MESSAGE_DEFERRED)
    with connection.cursor() as cur:
        cur.execute(
            f"""
            WITH batch AS (
                SELECT {cols} FROM memories_message m
                WHERE m.user_id = %(user)s AND m.extraction_run_id IS NULL
                ORDER BY m.sent_at, m.id LIMIT %(size)s
            ), head AS (SELECT m.id, m.sent_at FROM batch m ORDER BY m.sent_at, m.id LIMIT 1)
            SELECT false, m.* FROM batch m
            UNION ALL (
                SELECT true, {cols} FROM memories_message m, head
                WHERE m.user_id = %(user)s AND m.extraction_run_id IS NOT NULL
                  AND m.sent_at <= head.sent_at AND m.id <> head.id
                ORDER BY m.sent_at DESC, m.id DESC LIMIT %(n)s
            )
            """,
            {"user": user.pk, "size": size, "n": n},
        )
        rows = cur.fetchall()
    found: dict[bool, list[Message]] = {False: [], True: []}
    for is_context, *values in rows:
        found[is_context].append(db.from_row(Message, values, deferred=_MESSAGE_DEFERRED))
    batch, context = (sorted(found[c], key=lambda m: (m.sent_at, m.pk)) for c in (False, True))
    if len(batch) < size and not force:
        return [], []
    return batch, context


def extraction_run(
    *,
    user: EndUser,
    trigger: str = "api",
    force: bool = True,
    wait: bool = True,
    max_batches: int = 50,
    queue_episodes: bool = True,
) -> list[ExtractionRun]:
    """Extract this user's pending messages, batch by batch (at most ``max_batches``).

    Returns the runs made; empty when nothing was pending or another extraction held the user
    (``wait=False``). Stops at the first failed run so a broken extractor can't spin.
    ``queue_episodes=False``: the caller builds the episodes itself.
    """
    runs: list[ExtractionRun] = []
    with user_extraction_lock(user, wait=wait) as acquired:
        if not acquired:
            return runs
        extractor = extractor_get()
        active = ActiveMemories(user)  # kept in step batch after batch, loaded once
        for _ in range(max_batches):
            batch, context = pending_batch_with_context(user, force=force)
            if not batch:
                break
            run = _run_batch(user, batch, context, extractor, trigger, active)
            runs.append(run)
            if run.status != ExtractionRun.Status.SUCCEEDED:
                break
    if runs and any(r.status == ExtractionRun.Status.SUCCEEDED for r in runs):
        memory_prune_user(user=user)
        if queue_episodes:
            # Episodes embed whole scenes (slow next to extraction): a job of their own, right after.
            from memories.tasks import episodes_build_user

            enqueue_on_commit(episodes_build_user, user_id=user.pk)
    return runs


def extraction_until_done(*, user: EndUser, trigger: str = "api") -> list[ExtractionRun]:
    """Every message stored before the call extracted, and the episodes built, before returning.

    Waits for the user's extraction lock (a worker's running batches finish first), then runs
    whatever is still pending from before the call — however many batches — and builds the
    episodes here rather than in a job. Stops at a failed run (its messages stay pending and the
    run says why)."""
    cutoff = Message.objects.filter(user=user).order_by("-id").values_list("id", flat=True).first()
    runs: list[ExtractionRun] = []
    while cutoff is not None:
        made = extraction_run(user=user, trigger=trigger, force=True, wait=True, queue_episodes=False)
        runs += made
        if not made or any(r.status != ExtractionRun.Status.SUCCEEDED for r in made):
            break
        if not Message.objects.filter(user=user, extraction_run__isnull=True, id__lte=cutoff).exists():
            break
    episodes_build_locked(user=user)
    return runs


def episodes_build_locked(*, user: EndUser) -> int:
    """``episodes_build`` under the user's episode lock: the request and the job never rebuild the
    same last scene at once."""
    with locks.user_lock(locks.EPISODES, user.pk, wait=True):
        return episodes_build(user=user)


_RESULTS = ("stored", "merged", "superseded", "dropped")  # what a run did with its candidates
# What a run's success writes (the extractor and fallback change when the rules stand in).
_RUN_FINISHED = (
    "status",
    "stored_count",
    "merged_count",
    "superseded_count",
    "dropped_count",
    "dropped",
    "finished_at",
    "extractor",
    "extractor_version",
    "fallback",
)


def _run_batch(
    user: EndUser,
    batch: list[Message],
    context: list[Message],
    extractor: Extractor,
    trigger: str,
    active: ActiveMemories,
) -> ExtractionRun:
    run = ExtractionRun(
        app_id=user.app_id,
        user=user,
        trigger=trigger,
        extractor=extractor.name,
        extractor_version=extractor.version,
        first_message=batch[0],
        last_message=batch[-1],
        message_count=len(batch),
    )
    db.insert([run])
    started = time.perf_counter()
    # Every LLM and embedding call of this batch is charged to the user's app and names the run.
    with usage_scope(app_id=user.app_id, user_id=user.pk, ref=f"extraction_run:{run.pk}"):
        run = _extract_and_store(run, user, batch, context, extractor, active)
    done = run.counts()
    extraction_run_record(
        outcome=run.status,
        extractor=run.extractor,
        trigger=trigger,
        seconds=time.perf_counter() - started,
        messages=run.message_count,
        results={k: done[k] for k in _RESULTS},
    )
    return run


def _extract_and_store(
    run: ExtractionRun,
    user: EndUser,
    batch: list[Message],
    context: list[Message],
    extractor: Extractor,
    active: ActiveMemories,
) -> ExtractionRun:
    turns = [Turn(m.pk, m.role, m.content, m.sent_at, is_context=True) for m in context]
    turns += [Turn(m.pk, m.role, m.content, m.sent_at) for m in batch]
    try:
        extraction_input = ExtractionInput(turns=turns, tz=zone_name(user.timezone), bot_name="")
        try:
            candidates = extractor.extract(extraction_input)
        except OverBudget:
            # The app has spent today's tokens: the rules extract this batch, and the run says so.
            # Its emotion reading falls back with it (no LLM reading is stored on the messages).
            from memories.extractors.rules import RulesExtractor

            extractor = RulesExtractor()
            run.extractor, run.extractor_version, run.fallback = (
                extractor.name,
                extractor.version,
                "over_budget",
            )
            candidates = extractor.extract(extraction_input)
        with transaction.atomic():
            ids = [m.pk for m in batch]
            with connection.cursor() as cur:
                # What a batch stores is derived from messages that are already durable: should
                # PostgreSQL crash before this commit reaches the disk, the messages are pending
                # again and are extracted anew. The batch need not wait for the flush.
                cur.execute("SET LOCAL synchronous_commit TO OFF")
                cur.execute(
                    "UPDATE memories_message SET extraction_run_id = %s"
                    " WHERE id = ANY(%s) AND extraction_run_id IS NULL",
                    [run.pk, ids],
                )
                claimed = cur.rowcount
            if claimed != len(ids):
                raise ExtractionConflict(
                    f"{len(ids) - claimed} of {len(ids)} messages were already extracted"
                )
            with events_batched():
                counts = candidates_store(
                    active=active,
                    user=user,
                    run=run,
                    candidates=candidates,
                    messages={m.pk: m for m in batch},
                )
            if extractor.name == "llm":  # its reading of each message's emotion, for later replies
                Message.objects.bulk_update(message_emotions(candidates, batch), ["emotion", "valence"])
            run.status = ExtractionRun.Status.SUCCEEDED
            run.stored_count = counts.stored
            run.merged_count = counts.merged
            run.superseded_count = counts.superseded
            run.dropped_count = counts.dropped_count
            run.dropped = counts.dropped
            run.finished_at = timezone.now()
            db.update([run], _RUN_FINISHED)
    except Exception as exc:  # noqa: BLE001 - any failure is recorded on the run; messages stay pending
        log.warning("extraction run %s for user %s failed: %s", run.pk, user.pk, exc)
        ExtractionRun.objects.filter(pk=run.pk).update(
            status=ExtractionRun.Status.FAILED,
            error=f"{type(exc).__name__}: {exc}"[:2000],
            extractor=run.extractor,
            extractor_version=run.extractor_version,
            fallback=run.fallback,
            finished_at=timezone.now(),
        )
        run.refresh_from_db()
    return run


def extraction_idle_users(*, limit: int = 500) -> list[int]:
    """Users whose newest pending message is older than the idle timeout: their chat has paused.

    Reads only the pending-message partial index, so its cost follows the backlog, not history.
    """
    cutoff = timezone.now() - timedelta(minutes=settings.MEMIND_EXTRACTION_IDLE_MINUTES)
    rows = (
        Message.objects.filter(extraction_run__isnull=True)
        .values("user_id")
        .annotate(latest=Max("sent_at"))
        .filter(latest__lt=cutoff)
        .order_by("latest")[:limit]
    )
    return [r["user_id"] for r in rows]


def extraction_abandoned_fail(*, older_than: timedelta | None = None) -> list[int]:
    """Runs left ``running`` by a worker that died: marked failed (their messages are still
    pending), and their users returned so the caller queues them again at once.

    A live run always holds its user's extraction lock, a session lock that PostgreSQL drops with
    the dead worker's connection: a run whose lock is free has nobody working on it."""
    older_than = older_than or timedelta(seconds=settings.MEMIND_EXTRACTION_ABANDONED_SECONDS)
    stuck = ExtractionRun.objects.filter(
        status=ExtractionRun.Status.RUNNING, started_at__lt=timezone.now() - older_than
    ).values_list("pk", "user_id", "extractor", "trigger")
    users = []
    for pk, user_id, extractor, trigger in stuck:
        with locks.user_lock(locks.EXTRACTION, user_id, wait=False) as free:
            if free and ExtractionRun.objects.filter(pk=pk, status=ExtractionRun.Status.RUNNING).update(
                status=ExtractionRun.Status.FAILED,
                error="abandoned: the worker stopped mid-run",
                finished_at=timezone.now(),
            ):
                users.append(user_id)
                extraction_run_record(
                    outcome="abandoned",
                    extractor=extractor,
                    trigger=trigger,
                    seconds=None,
                    messages=0,
                    results={},
                )
    return list(dict.fromkeys(users))


def extraction_overdue_users(*, limit: int = 500) -> list[int]:
    """Users with a full batch pending for over ``MEMIND_EXTRACTION_OVERDUE_SECONDS``: its job was
    never queued (the broker was down) or was lost. Reads only the pending-message index."""
    cutoff = timezone.now() - timedelta(seconds=settings.MEMIND_EXTRACTION_OVERDUE_SECONDS)
    rows = (
        Message.objects.filter(extraction_run__isnull=True)
        .values("user_id")
        .annotate(pending=Count("id"), oldest=Min("created_at"))
        .filter(pending__gte=settings.MEMIND_EXTRACTION_BATCH, oldest__lt=cutoff)
        .order_by("oldest")[:limit]
    )
    return [r["user_id"] for r in rows]
