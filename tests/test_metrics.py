"""/metrics in one process: a context call, an extraction, a job and the requests themselves move
their series by what they did; labels stay bounded; the broker's queue depth is read at scrape
time and a broker that is down costs the scrape nothing; only the internal network or the token
holder may read it."""

from __future__ import annotations

import json
import time
import uuid
from typing import Any

import pytest
import redis
from django.test import Client
from prometheus_client.parser import text_string_to_metric_families

from memind.jobs import job_record
from memind.metrics import QueueDepthCollector
from memories.models import ContextTrace, Message, UsageRecord
from memories.tasks import decay_sweep

Samples = dict[tuple[str, frozenset[tuple[str, str]]], float]


def scrape(client: Client | None = None, **extra: Any) -> Samples:
    resp = (client or Client()).get("/metrics", **extra)
    assert resp.status_code == 200, resp.content[:300]
    assert resp["Content-Type"].startswith("text/plain")
    return {
        (s.name, frozenset(s.labels.items())): s.value
        for family in text_string_to_metric_families(resp.content.decode())
        for s in family.samples
    }


def value(samples: Samples, name: str, **labels: str) -> float:
    return samples.get((name, frozenset(labels.items())), 0.0)


@pytest.fixture
def llm(settings, fake_openai):
    settings.MEMIND_EXTRACTOR = "llm"
    settings.MEMIND_LLM_BASE_URL = fake_openai.base_url
    settings.MEMIND_LLM_MODEL = "fake-chat"
    from memind.llm import _client

    _client.cache_clear()
    return fake_openai


def _answer(message_ids: list[int]) -> str:
    item = {
        "type": "identity",
        "content": "用户叫夏星帆",
        "importance": 0.95,
        "slot": "name",
        "value": "夏星帆",
        "valence": 0.0,
        "emotion": "",
        "outcome": "unknown",
        "event_date": "",
        "source_ids": message_ids,
    }
    return json.dumps({"memories": [item]})


def test_an_extraction_and_a_context_call_move_their_series_by_what_they_did(tenant, llm):
    api = tenant.client
    before = scrape()
    sent = api.post(
        "/api/v1/users/xf/messages/",
        {
            "messages": [
                {"role": "user", "content": "我叫夏星帆"},
                {"role": "user", "content": "今天下雨"},
                {"role": "assistant", "content": "记得带伞"},
            ]
        },
        format="json",
    )
    assert sent.status_code == 201
    ids = list(
        Message.objects.filter(user__external_id="xf", content="我叫夏星帆").values_list("id", flat=True)
    )
    llm.queue_chat(_answer(ids))
    done = api.post("/api/v1/users/xf/extract/", {"wait": True}, format="json").json()
    assert done["messages"] == 3 and done["stored"] == 1, done
    ctx = api.post("/api/v1/users/xf/context/", {"message": "我叫什么名字？"}, format="json").json()
    timings = ContextTrace.objects.get(pk=ctx["trace_id"]).timings_ms
    after = scrape()

    def moved(name: str, **labels: str) -> float:
        return value(after, name, **labels) - value(before, name, **labels)

    run = {"outcome": "succeeded", "extractor": "llm", "trigger": "api"}
    assert moved("memind_extraction_runs_total", **run) == 1
    assert moved("memind_extraction_messages_total", extractor="llm") == 3
    assert moved("memind_extraction_memories_total", result="stored") == 1
    assert moved("memind_extraction_run_seconds_count", extractor="llm", outcome="succeeded") == 1
    # Extraction asked once; the tokens counted are the ones the endpoint reported (as the ledger has them).
    call = UsageRecord.objects.filter(purpose="extraction").latest("id")
    assert call.prompt_tokens > 0 and not call.estimated
    assert moved("memind_llm_requests_total", purpose="extraction", model="fake-chat") == 1
    assert (
        moved("memind_llm_prompt_tokens_total", purpose="extraction", model="fake-chat") == call.prompt_tokens
    )
    assert (
        moved("memind_llm_completion_tokens_total", purpose="extraction", model="fake-chat")
        == call.completion_tokens
    )

    # Every stage the trace timed is one observation, and the total is the trace's own figure.
    assert {"embed", "rank", "prompt", "select", "total"} <= set(timings)
    for stage in timings:
        assert moved("memind_context_stage_seconds_count", stage=stage) == 1, stage
    assert moved("memind_context_stage_seconds_sum", stage="total") == pytest.approx(
        timings["total"] / 1000, abs=1e-4
    )
    # The reply embedded its question once (the local model).
    assert moved("memind_embedding_calls_total", backend="local", kind="query", outcome="ok") == 1

    # Request latency, per view name — each of the three calls once.
    for view, method in [("user-messages", "POST"), ("user-extract", "POST"), ("user-context", "POST")]:
        name = "memind_django_http_requests_latency_seconds_by_view_method_count"
        assert moved(name, view=view, method=method) == 1, view


@pytest.mark.django_db
def test_job_runs_are_counted_by_outcome_with_their_duration():
    before = scrape()
    decay_sweep()

    def broken() -> tuple[int, bool]:
        raise RuntimeError("disk on fire")

    with pytest.raises(RuntimeError):
        job_record("metrics_probe", broken)
    after = scrape()

    def moved(name: str, **labels: str) -> float:
        return value(after, name, **labels) - value(before, name, **labels)

    assert moved("memind_job_runs_total", job="decay_sweep", outcome="succeeded") == 1
    assert moved("memind_job_duration_seconds_count", job="decay_sweep", outcome="succeeded") == 1
    assert moved("memind_job_runs_total", job="metrics_probe", outcome="failed") == 1
    assert moved("memind_job_runs_total", job="metrics_probe", outcome="succeeded") == 0


def test_request_labels_are_view_names_never_paths_or_invented_methods(api):
    secret = f"user-{uuid.uuid4().hex[:12]}"
    api.get(f"/api/v1/users/{secret}/")
    api.generic("BREW", f"/api/v1/users/{secret}/messages/")
    Client().get(f"/no/such/page/{secret}")
    text = Client().get("/metrics").content.decode()
    assert secret not in text
    assert "BREW" not in text
    assert 'view="user-detail"' in text and 'method="<invalid method>"' in text
    assert 'view="<unnamed view>"' in text  # every unknown path is one series


@pytest.mark.django_db
def test_queue_depth_is_read_from_the_broker_at_scrape_time(settings):
    queue = f"metrics-probe-{uuid.uuid4().hex[:8]}"
    broker = redis.Redis.from_url(settings.CELERY_BROKER_URL)
    broker.lpush(queue, "a", "b", "c")
    broker.lpush(queue + "\x06\x166", "prioritised")  # kombu's list for priority 6
    try:
        families = {f.name: f for f in QueueDepthCollector([queue]).collect()}
    finally:
        broker.delete(queue, queue + "\x06\x166")
    assert families["memind_queue_up"].samples[0].value == 1
    (depth,) = families["memind_queue_messages"].samples
    assert depth.labels == {"queue": queue} and depth.value == 4
    # …and /metrics reports Celery's default queue the same way.
    samples = scrape()
    assert value(samples, "memind_queue_up") == 1
    assert ("memind_queue_messages", frozenset({("queue", "celery")})) in samples


@pytest.mark.django_db
def test_a_broker_that_is_down_costs_the_scrape_nothing_but_says_so(settings):
    settings.CELERY_BROKER_URL = "redis://127.0.0.1:9/0"  # the discard port: nothing listens
    started = time.monotonic()
    samples = scrape()
    assert time.monotonic() - started < 2
    assert value(samples, "memind_queue_up") == 0
    assert not any(name == "memind_queue_messages" for name, _ in samples)
    assert any(name == "memind_django_http_responses_total_by_status_total" for name, _ in samples)


def test_metrics_are_open_to_the_internal_network_only_by_default():
    assert Client().get("/metrics").status_code == 200  # the test client is 127.0.0.1
    assert Client(REMOTE_ADDR="10.2.3.4").get("/metrics").status_code == 200
    assert Client(REMOTE_ADDR="::ffff:192.168.1.20").get("/metrics").status_code == 200
    outside = Client(REMOTE_ADDR="203.0.113.9").get("/metrics")
    assert outside.status_code == 403 and outside.json()["error"]["code"] == "forbidden"
    assert Client(REMOTE_ADDR="2001:db8::1").get("/metrics").status_code == 403
    assert Client(REMOTE_ADDR="::ffff:203.0.113.9").get("/metrics").status_code == 403


def test_with_a_token_only_its_bearer_reads_metrics_from_anywhere(settings):
    settings.MEMIND_METRICS_TOKEN = "scrape-4b5e2f0c8d1a"
    for client, headers in [
        (Client(), {}),  # loopback is not enough any more
        (Client(REMOTE_ADDR="203.0.113.9"), {"Authorization": "Bearer wrong"}),
        (Client(REMOTE_ADDR="203.0.113.9"), {"Authorization": "scrape-4b5e2f0c8d1a"}),
    ]:
        resp = client.get("/metrics", headers=headers)
        assert resp.status_code == 401 and resp.json()["error"]["code"] == "unauthorized"
        assert resp["WWW-Authenticate"] == "Bearer"
    good = Client(REMOTE_ADDR="203.0.113.9").get("/metrics", HTTP_AUTHORIZATION="Bearer scrape-4b5e2f0c8d1a")
    assert good.status_code == 200 and b"memind_queue_up" in good.content


def test_remote_embedding_calls_failures_and_keyword_fallbacks_are_counted(db, settings, fake_openai):
    from memind import embedding

    settings.MEMIND_EMBEDDING_BACKEND = "openai"
    settings.MEMIND_EMBEDDING_BASE_URL = fake_openai.base_url
    settings.MEMIND_EMBEDDING_MODEL = "fake-embed"
    settings.MEMIND_EMBEDDING_QUERY_TIMEOUT = 0.5
    embedding.get_embedder.cache_clear()
    embedding._query_breaker.open_until = 0.0
    query = {"backend": "openai", "kind": "query"}
    before = scrape()
    try:
        texts = [f"passage {uuid.uuid4().hex}" for _ in range(3)]  # never cached
        embedding.embed_passages(texts)
        assert embedding.embed_query_or_none("好").vector is not None
        fake_openai.embedding_delay = 2.0  # hangs past the query timeout: one failure, then paused
        assert embedding.embed_query_or_none("我的狗叫什么？").vector is None
        assert embedding.embed_query_or_none("馒头几岁了？").vector is None  # paused: not asked
    finally:
        fake_openai.embedding_delay = 0.0
        embedding.get_embedder.cache_clear()
        embedding._query_breaker.open_until = 0.0
    after = scrape()

    def moved(name: str, **labels: str) -> float:
        return value(after, name, **labels) - value(before, name, **labels)

    assert moved("memind_embedding_calls_total", backend="openai", kind="passages", outcome="ok") == 1
    assert moved("memind_embedding_texts_total", backend="openai", kind="passages") == 3
    assert moved("memind_embedding_calls_total", **query, outcome="ok") == 1
    assert moved("memind_embedding_calls_total", **query, outcome="error") == 1
    assert moved("memind_embedding_seconds_count", **query) == 1  # failed calls are not timed
    assert moved("memind_embedding_query_fallbacks_total") == 2
