"""The reply path never waits on a remote model: emotion is read by rules (or from the LLM's
reading taken earlier by the extraction job), and a remote query embedding that hangs or fails is
cut short and ranked around, which the response and the trace say."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator

import pytest

from memind import embedding
from memind.llm import _client
from memories.models import ContextTrace, Message
from memories.services import extraction
from memories.services.context import context_build
from tests.memories.factories import remember, say


@pytest.fixture
def llm(settings, fake_openai):
    settings.MEMIND_EXTRACTOR = "llm"
    settings.MEMIND_LLM_BASE_URL = fake_openai.base_url
    settings.MEMIND_LLM_MODEL = "fake-chat"
    _client.cache_clear()
    yield fake_openai
    _client.cache_clear()


def chat_calls(fake) -> int:
    return sum(path.endswith("/chat/completions") for path, _ in fake.requests)


def test_context_reads_emotion_without_calling_the_llm_then_uses_the_extraction_jobs_reading(tenant, llm):
    text = "周末一个人在家，好孤独"
    (msg,) = say(tenant.app, "u", text)
    ctx = context_build(user=msg.user, message=text)
    assert chat_calls(llm) == 0  # nothing on the reply path asked the model
    assert ctx.trace.sources["emotion"] == "rules" and ctx.trace.emotion == "lonely"

    # The extraction job (the LLM extractor) reads the stored message; later replies use that.
    item = {
        "type": "emotion",
        "content": "用户周末独处，感到空虚",
        "importance": 0.6,
        "slot": "",
        "value": "",
        "valence": -0.5,
        "emotion": "empty",
        "outcome": "open",
        "event_date": "",
        "source_ids": [msg.pk],
    }
    llm.queue_chat(json.dumps({"memories": [item]}))
    (run,) = extraction.extraction_run(user=msg.user, trigger="api", queue_episodes=False)
    assert run.status == "succeeded"
    msg.refresh_from_db()
    assert (msg.emotion, msg.valence) == ("empty", -0.5)
    calls = chat_calls(llm)
    ctx = context_build(user=msg.user, message=text)
    assert (ctx.trace.emotion, ctx.trace.valence, ctx.trace.sources["emotion"]) == ("empty", -0.5, "llm")
    assert chat_calls(llm) == calls
    # Another message (not stored, or stored and not read yet) is read by the rules.
    other = context_build(user=msg.user, message="我好难过")
    assert (other.trace.emotion, other.trace.sources["emotion"]) == ("sad", "rules")


def test_a_message_the_model_read_as_neutral_stays_neutral(tenant, llm):
    (msg,) = say(tenant.app, "u", "我好难过啊")
    llm.queue_chat(json.dumps({"memories": []}))
    extraction.extraction_run(user=msg.user, trigger="api", queue_episodes=False)
    msg.refresh_from_db()
    assert (msg.emotion, msg.valence) == ("", 0.0)  # read, and neutral: not "unread"
    ctx = context_build(user=msg.user, message="我好难过啊")
    assert (ctx.trace.emotion, ctx.trace.sources["emotion"]) == ("", "llm")
    assert Message.objects.filter(valence__isnull=True).count() == 0


@pytest.fixture
def remote_embeddings(settings, fake_openai) -> Iterator[None]:
    settings.MEMIND_EMBEDDING_BACKEND = "openai"
    settings.MEMIND_EMBEDDING_BASE_URL = fake_openai.base_url
    settings.MEMIND_EMBEDDING_MODEL = "fake-embed"
    settings.MEMIND_EMBEDDING_QUERY_TIMEOUT = 0.5
    embedding.get_embedder.cache_clear()
    embedding._query_breaker.open_until = 0.0
    yield fake_openai
    fake_openai.embedding_delay = 0.0
    embedding.get_embedder.cache_clear()
    embedding._query_breaker.open_until = 0.0


def embed_calls(fake) -> int:
    return sum(path.endswith("/embeddings") for path, _ in fake.requests)


def test_a_hanging_embedding_endpoint_costs_one_short_wait_then_keywords_rank(tenant, remote_embeddings):
    fake = remote_embeddings
    (msg,) = say(tenant.app, "u", "我养了一只柯基叫馒头")
    remember(msg.user, "用户养了一只柯基，叫馒头", type="identity")
    ok = tenant.client.post("/api/v1/users/u/context/", {"message": "我的狗叫什么？"}, format="json")
    assert ok.status_code == 200 and ok.json()["fallbacks"] == []

    fake.embedding_delay = 5.0  # the endpoint now answers after 5 s
    started = time.monotonic()
    slow = tenant.client.post("/api/v1/users/u/context/", {"message": "我的狗叫什么？"}, format="json")
    took = time.monotonic() - started
    body = slow.json()
    assert slow.status_code == 200 and took < 3.0, took  # one 0.5 s try, not 5 s (or 4 retries)
    assert body["fallbacks"] and "ranked by keywords" in body["fallbacks"][0]
    assert "馒头" in body["prompt"]  # the keywords still find the memory
    trace = ContextTrace.objects.get(pk=body["trace_id"])
    assert trace.fallbacks == body["fallbacks"] and "fake-embed" in trace.sources["fallback"]

    # While paused, the endpoint is not asked at all: no reply waits on it again.
    asked = embed_calls(fake)
    again = tenant.client.post("/api/v1/users/u/context/", {"message": "馒头几岁了？"}, format="json")
    assert again.status_code == 200 and "paused" in again.json()["fallbacks"][0]
    assert embed_calls(fake) == asked

    # Once the pause is over and the endpoint is well again, vectors come back.
    fake.embedding_delay = 0.0
    embedding._query_breaker.open_until = 0.0
    well = tenant.client.post("/api/v1/users/u/context/", {"message": "我的狗叫什么？"}, format="json")
    assert well.json()["fallbacks"] == [] and embed_calls(fake) == asked + 1
