"""Every Prometheus metric Memind defines, in one place (HTTP latency per view comes from
django-prometheus' middleware, under the same ``memind_`` prefix).

``/metrics`` (``memind.views.metrics``) serves them. Under ``manage.py serve`` every process
(gunicorn workers, the Celery worker's children, beat) writes its values to files in
``PROMETHEUS_MULTIPROC_DIR``, and a scrape adds them up (prometheus-client's multiprocess mode);
without that variable a process serves its own values. The queue depth is not written by anyone:
it is read from the broker when scraped.

Labels are always drawn from small fixed sets (stage names, job names, outcomes, the configured
model): never a user id, a path or a message. The apps call the ``*_record`` helpers; memind
imports nothing from them.
"""

from __future__ import annotations

import hmac
import ipaddress
import os
from collections.abc import Iterable, Iterator
from typing import Any

from django.conf import settings
from django.http import HttpRequest
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    REGISTRY,
    CollectorRegistry,
    Counter,
    Histogram,
    generate_latest,
    multiprocess,
)
from prometheus_client.core import GaugeMetricFamily, Metric

# Context stages take milliseconds; jobs and extraction runs take seconds to minutes.
_FAST = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0)
_SLOW = (0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0, 120.0, 300.0, 600.0)

CONTEXT_STAGE_SECONDS = Histogram(
    "memind_context_stage_seconds",
    "Time one stage of a context build took (the stages of the trace's timings_ms; total = whole build).",
    ["stage"],
    buckets=_FAST,
)
EXTRACTION_RUNS = Counter(
    "memind_extraction_runs_total",
    "Extraction runs finished, by outcome (succeeded, failed, abandoned), extractor and trigger.",
    ["outcome", "extractor", "trigger"],
)
EXTRACTION_MESSAGES = Counter(
    "memind_extraction_messages_total",
    "Messages extracted by succeeded runs.",
    ["extractor"],
)
EXTRACTION_MEMORIES = Counter(
    "memind_extraction_memories_total",
    "What succeeded runs did with the memories they found: stored, merged, superseded, dropped.",
    ["result"],
)
EXTRACTION_SECONDS = Histogram(
    "memind_extraction_run_seconds",
    "Time one extraction run (one batch) took, by extractor and outcome.",
    ["extractor", "outcome"],
    buckets=_SLOW,
)
JOB_RUNS = Counter(
    "memind_job_runs_total",
    "Scheduled job runs (JobRun rows), by job and outcome (succeeded, failed).",
    ["job", "outcome"],
)
JOB_SECONDS = Histogram(
    "memind_job_duration_seconds",
    "Time one job run took, by job and outcome.",
    ["job", "outcome"],
    buckets=_SLOW,
)
JOB_ITEMS = Counter("memind_job_items_total", "Items job runs processed.", ["job"])
JOB_ITEM_FAILURES = Counter(
    "memind_job_item_failures_total", "Items that failed inside a job run (the run carried on).", ["job"]
)
LLM_REQUESTS = Counter(
    "memind_llm_requests_total", "LLM answers received, by purpose and model.", ["purpose", "model"]
)
LLM_PROMPT_TOKENS = Counter(
    "memind_llm_prompt_tokens_total",
    "Prompt tokens the LLM reported, by purpose and model.",
    ["purpose", "model"],
)
LLM_COMPLETION_TOKENS = Counter(
    "memind_llm_completion_tokens_total",
    "Completion tokens the LLM reported, by purpose and model.",
    ["purpose", "model"],
)
EMBEDDING_CALLS = Counter(
    "memind_embedding_calls_total",
    "Calls to the embedding backend (cache hits excluded), by backend, kind (query, passages), outcome.",
    ["backend", "kind", "outcome"],
)
EMBEDDING_TEXTS = Counter(
    "memind_embedding_texts_total", "Texts sent to the embedding backend.", ["backend", "kind"]
)
EMBEDDING_SECONDS = Histogram(
    "memind_embedding_seconds",
    "Time one call to the embedding backend took.",
    ["backend", "kind"],
    buckets=_FAST,
)
EMBEDDING_FALLBACKS = Counter(
    "memind_embedding_query_fallbacks_total",
    "Replies ranked by keywords alone because the remote query embedding failed or was paused.",
)


# --- What the apps record ------------------------------------------------------------------------


def context_stages_record(*, timings_ms: dict[str, float]) -> None:
    for stage, ms in timings_ms.items():
        CONTEXT_STAGE_SECONDS.labels(stage).observe(ms / 1000)


def extraction_run_record(
    *,
    outcome: str,
    extractor: str,
    trigger: str,
    seconds: float | None,
    messages: int,
    results: dict[str, int],
) -> None:
    """``seconds`` is None for a run found abandoned: nobody timed it."""
    EXTRACTION_RUNS.labels(outcome, extractor, trigger).inc()
    if seconds is not None:
        EXTRACTION_SECONDS.labels(extractor, outcome).observe(seconds)
    if outcome == "succeeded":
        EXTRACTION_MESSAGES.labels(extractor).inc(messages)
        for result, n in results.items():
            EXTRACTION_MEMORIES.labels(result).inc(n)


def job_run_record(*, job: str, outcome: str, seconds: float, processed: int, failed: int) -> None:
    JOB_RUNS.labels(job, outcome).inc()
    JOB_SECONDS.labels(job, outcome).observe(seconds)
    JOB_ITEMS.labels(job).inc(processed)
    JOB_ITEM_FAILURES.labels(job).inc(failed)


def llm_usage_record(*, purpose: str, model: str, usage: Any) -> None:
    """One LLM answer; ``usage`` is the OpenAI response's (None when the endpoint sends none)."""
    LLM_REQUESTS.labels(purpose, model).inc()
    if usage is not None:
        LLM_PROMPT_TOKENS.labels(purpose, model).inc(getattr(usage, "prompt_tokens", 0) or 0)
        LLM_COMPLETION_TOKENS.labels(purpose, model).inc(getattr(usage, "completion_tokens", 0) or 0)


def embedding_call_record(*, backend: str, kind: str, texts: int, seconds: float, ok: bool) -> None:
    EMBEDDING_CALLS.labels(backend, kind, "ok" if ok else "error").inc()
    if ok:
        EMBEDDING_TEXTS.labels(backend, kind).inc(texts)
        EMBEDDING_SECONDS.labels(backend, kind).observe(seconds)


# --- Read at scrape time -------------------------------------------------------------------------

# kombu's Redis transport keeps a queue's prioritised messages in lists named queue + sep + step.
_PRIORITY_SUFFIXES = ("", "\x06\x163", "\x06\x166", "\x06\x169")


class QueueDepthCollector:
    """Messages waiting in the Celery broker's Redis lists, and those delivered but not yet
    acknowledged, read when scraped: one pipelined round trip, half a second at most. With Redis
    down the scrape still answers, with ``memind_queue_up 0`` and no depth."""

    def __init__(self, queues: Iterable[str] | None = None) -> None:
        default = getattr(settings, "CELERY_TASK_DEFAULT_QUEUE", "celery")
        self.queues = tuple(queues) if queues is not None else (default,)

    def collect(self) -> Iterator[Metric]:
        import redis

        up = GaugeMetricFamily("memind_queue_up", "1 when the broker answered the scrape's queue read.")
        depth = GaugeMetricFamily(
            "memind_queue_messages",
            "Tasks waiting in the broker, by queue (read at scrape).",
            labels=["queue"],
        )
        unacked = GaugeMetricFamily(
            "memind_queue_unacked_messages",
            "Tasks a worker has taken and not yet acknowledged (read at scrape).",
        )
        try:
            client = redis.Redis.from_url(
                settings.CELERY_BROKER_URL, socket_timeout=0.5, socket_connect_timeout=0.5
            )
            pipe = client.pipeline(transaction=False)
            for queue in self.queues:
                for suffix in _PRIORITY_SUFFIXES:
                    pipe.llen(queue + suffix)
            pipe.hlen("unacked")
            counts = pipe.execute()
            client.close()
        except Exception:  # noqa: BLE001 - any broker failure: say so, never fail the scrape
            up.add_metric([], 0)
            yield up
            return
        n = len(_PRIORITY_SUFFIXES)
        for i, queue in enumerate(self.queues):
            depth.add_metric([queue], sum(counts[i * n : (i + 1) * n]))
        unacked.add_metric([], counts[-1])
        up.add_metric([], 1)
        yield up
        yield depth
        yield unacked


class _Scrape:
    """What one scrape reports: every process's metrics, then the queue depth."""

    def __init__(self, *collectors: Any) -> None:
        self.collectors = collectors

    def collect(self) -> Iterator[Metric]:
        for c in self.collectors:
            yield from c.collect()


def exposition() -> tuple[bytes, str]:
    """The text a scrape gets, and its content type."""
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        processes = CollectorRegistry()
        multiprocess.MultiProcessCollector(processes)  # type: ignore[no-untyped-call]  # untyped upstream
        base: Any = processes
    else:
        base = REGISTRY
    return generate_latest(_Scrape(base, QueueDepthCollector())), CONTENT_TYPE_LATEST


def scrape_allowed(request: HttpRequest) -> tuple[bool, int]:
    """Whether ``request`` may read ``/metrics``, and the status to refuse it with.

    With ``MEMIND_METRICS_TOKEN`` set: only with ``Authorization: Bearer <token>``, from anywhere.
    Without: only from ``MEMIND_METRICS_NETWORKS`` (loopback and private ranges by default)."""
    token = settings.MEMIND_METRICS_TOKEN
    if token:
        given = request.headers.get("Authorization", "")
        ok = given.startswith("Bearer ") and hmac.compare_digest(given[7:].encode(), token.encode())
        return ok, 401
    try:
        addr = ipaddress.ip_address(request.META.get("REMOTE_ADDR", ""))
    except ValueError:
        return False, 403
    if isinstance(addr, ipaddress.IPv6Address) and addr.ipv4_mapped:  # ::ffff:10.1.2.3 is 10.1.2.3
        addr = addr.ipv4_mapped
    return any(addr in net for net in settings.MEMIND_METRICS_NETWORKS), 403
