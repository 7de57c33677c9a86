"""The usage ledger and daily token budgets: every LLM and remote-embedding call is recorded with
its app, user, purpose and the tokens the endpoint reported; past its budget an app gets the rules,
visibly, never an error. The endpoint is the local fake driven through the real openai SDK."""

from __future__ import annotations

import json
import time

import pytest
from django.db import connection

from memind import embedding, llm, usage
from memind.actors import Actor
from memind.models import App
from memind.tenants import app_update
from memind.text import estimate_tokens
from memories.models import MemoryItem, Message, UsageRecord
from memories.services import extraction
from memories.services.messages import messages_embed
from memories.services.usage import app_over_budget
from proactive.phrasing import phrase
from tests.memories.conversations import ZH_THREE_MONTHS
from tests.memories.factories import remember, say
from tests.memories.test_extraction import replay


def _answer(ids: list[int]) -> str:
    return json.dumps(
        {
            "memories": [
                {
                    "type": "identity",
                    "content": "用户叫夏星帆",
                    "importance": 0.95,
                    "subject": "",
                    "slot": "name",
                    "value": "夏星帆",
                    "valence": 0.0,
                    "emotion": "",
                    "outcome": "unknown",
                    "event_date": "",
                    "source_ids": ids,
                }
            ]
        }
    )


@pytest.fixture
def llm_on(settings, fake_openai):
    settings.MEMIND_EXTRACTOR = ""  # the LLM, since one is configured
    settings.MEMIND_LLM_BASE_URL = fake_openai.base_url
    settings.MEMIND_LLM_MODEL = "fake-chat"
    settings.MEMIND_LLM_MAX_RETRIES = 2
    llm._client.cache_clear()
    yield fake_openai
    llm._client.cache_clear()


@pytest.fixture
def remote_embeddings(settings, fake_openai):
    settings.MEMIND_EMBEDDING_BACKEND = "openai"
    settings.MEMIND_EMBEDDING_BASE_URL = fake_openai.base_url
    settings.MEMIND_EMBEDDING_MODEL = "fake-embed"
    settings.MEMIND_LLM_MAX_RETRIES = 2
    embedding.get_embedder.cache_clear()
    embedding._passage_cache._data.clear()
    yield fake_openai
    embedding.get_embedder.cache_clear()
    embedding._passage_cache._data.clear()


def _name_user(tenant, external_id: str = "xf"):
    user = replay(tenant.app, external_id, ZH_THREE_MONTHS[:6])
    ids = list(Message.objects.filter(user=user, content="我叫夏星帆").values_list("id", flat=True))
    return user, ids


def test_llm_extraction_lands_in_the_ledger_with_app_user_run_and_the_endpoints_tokens(tenant, llm_on):
    user, ids = _name_user(tenant)
    llm_on.queue_chat(_answer(ids))
    run = extraction.extraction_run(user=user, trigger="api")[0]
    assert run.status == "succeeded" and run.extractor == "llm" and run.fallback == ""
    row = UsageRecord.objects.get(purpose="extraction")
    sent = llm_on.usage_sent[0]
    assert (row.app_id, row.user_id, row.ref) == (tenant.app.pk, user.pk, f"extraction_run:{run.pk}")
    assert (row.model, row.outcome, row.estimated) == ("fake-chat", "ok", False)
    assert (row.prompt_tokens, row.completion_tokens) == (sent["prompt_tokens"], sent["completion_tokens"])
    assert row.total_tokens == sent["total_tokens"] > 0


def test_remote_embeddings_land_in_the_ledger_with_the_app_and_user(tenant, remote_embeddings):
    say(tenant.app, "lin", "我最近特别喜欢吃火锅")
    user = tenant.app.users.get(external_id="lin")
    assert messages_embed(user_id=user.pk) == (1, False)  # the worker's job: no request, same app
    job = UsageRecord.objects.get(ref="messages_embed")
    assert (job.app_id, job.user_id, job.purpose) == (tenant.app.pk, user.pk, "embedding")
    resp = tenant.client.post(
        "/api/v1/memories/",
        {"user": "lin", "type": "preference", "content": "用户喜欢吃火锅", "reason": "the user said so"},
        format="json",
    )
    assert resp.status_code == 201, resp.content
    rows = list(UsageRecord.objects.filter(purpose="embedding"))  # the job's and the request's
    assert rows and all(r.app_id == tenant.app.pk and r.model == "fake-embed" for r in rows)
    assert sum(r.prompt_tokens for r in rows) == sum(u["prompt_tokens"] for u in remote_embeddings.usage_sent)
    ctx = tenant.client.post("/api/v1/users/lin/context/", {"message": "我喜欢吃什么"}, format="json")
    assert ctx.status_code == 200
    query = UsageRecord.objects.get(purpose="query_embedding")
    assert query.app_id == tenant.app.pk and query.user_id == user.pk


def test_a_call_with_no_scope_is_still_recorded_without_an_app(db, remote_embeddings):
    assert usage.scope_current() is None
    embedding.embed_passages(["an operator's re-embedding"])
    row = UsageRecord.objects.get()
    assert row.app_id is None and row.user_id is None and row.purpose == "embedding"
    assert row.prompt_tokens == remote_embeddings.usage_sent[0]["prompt_tokens"]


def test_tokens_are_estimated_and_flagged_when_the_endpoint_sends_no_usage(tenant, llm_on):
    llm_on.send_usage = False
    user, ids = _name_user(tenant)
    llm_on.queue_chat(_answer(ids))
    extraction.extraction_run(user=user, trigger="api")
    row = UsageRecord.objects.get(purpose="extraction")
    assert row.estimated and row.completion_tokens == estimate_tokens(_answer(ids))
    assert row.prompt_tokens > 0


def test_a_429_is_retried_after_retry_after_and_succeeds(tenant, llm_on):
    llm_on.retry_after = "1"
    user, ids = _name_user(tenant)
    llm_on.queue_chat(429, _answer(ids))
    started = time.monotonic()
    run = extraction.extraction_run(user=user, trigger="api")[0]
    assert run.status == "succeeded" and time.monotonic() - started >= 1.0  # waited what it was told
    assert [p for p, _ in llm_on.requests if p.endswith("/chat/completions")] == ["/v1/chat/completions"] * 2
    row = UsageRecord.objects.get(purpose="extraction")  # one call, retried inside it
    assert row.outcome == "ok" and row.total_tokens == llm_on.usage_sent[0]["total_tokens"]


def test_a_401_is_not_retried_and_is_recorded_as_an_error(tenant, llm_on):
    user, ids = _name_user(tenant)
    llm_on.queue_chat(401, _answer(ids))
    run = extraction.extraction_run(user=user, trigger="api")[0]
    assert run.status == "failed" and "401" in run.error
    assert len([p for p, _ in llm_on.requests if p.endswith("/chat/completions")]) == 1
    row = UsageRecord.objects.get(purpose="extraction")
    assert row.outcome == "error" and row.total_tokens == 0 and "AuthenticationError" in row.error
    assert Message.objects.filter(user=user, extraction_run__isnull=True).count() == 6  # nothing lost


def test_embeddings_retry_a_500_but_a_query_gets_one_short_try(db, remote_embeddings):
    remote_embeddings.queue_embedding_errors(500)
    assert len(embedding.embed_passages(["retried once"])) == 1
    assert len(remote_embeddings.requests) == 2
    remote_embeddings.queue_embedding_errors(500)
    embedding._query_breaker.open_until = 0.0
    try:
        got = embedding.embed_query_or_none("没有重试")
        assert got.vector is None and "failed" in got.fallback
        assert len(remote_embeddings.requests) == 3  # the reply did not wait for a retry
        assert UsageRecord.objects.filter(purpose="query_embedding", outcome="error").count() == 1
    finally:
        embedding._query_breaker.open_until = 0.0


def _spend(app: App, tokens: int) -> None:
    with usage.usage_scope(app_id=app.pk):
        usage.call_record(usage.Call(purpose="extraction", model="fake-chat", prompt_tokens=tokens))


def test_an_app_over_its_budget_gets_rules_extraction_and_the_run_says_so(tenant, other_tenant, llm_on):
    app_update(
        app=tenant.app, data={"daily_token_budget": 1000}, actor=Actor.system("test"), reason="a small plan"
    )
    _spend(tenant.app, 1000)
    user, ids = _name_user(tenant)
    run = extraction.extraction_run(user=user, trigger="api")[0]
    assert (run.status, run.extractor, run.fallback) == ("succeeded", "rules", "over_budget")
    assert run.counts()["fallback"] == "over_budget"
    assert MemoryItem.objects.filter(user=user, slot="name", value="夏星帆").exists()  # the rules found it
    assert not [p for p, _ in llm_on.requests if p.endswith("/chat/completions")]  # no call was made
    skipped = UsageRecord.objects.get(app=tenant.app, outcome="skipped_over_budget")
    assert (skipped.purpose, skipped.user_id, skipped.total_tokens) == ("extraction", user.pk, 0)
    # The emotion reading fell back with it: no LLM reading stored on the messages.
    assert not Message.objects.filter(user=user, valence__isnull=False).exists()
    # Counted with the product metrics: one LLM call held back today.
    metrics = tenant.client.get("/api/v1/metrics/", {"event": "llm_over_budget"}).json()
    assert metrics["totals"] == {"llm_over_budget": 1}

    # Another app, same day, same settings: its extraction still uses the LLM.
    other, other_ids = _name_user(other_tenant, "rv")
    llm_on.queue_chat(_answer(other_ids))
    other_run = extraction.extraction_run(user=other, trigger="api")[0]
    assert (other_run.extractor, other_run.fallback) == ("llm", "")
    assert UsageRecord.objects.filter(app=other_tenant.app, outcome="ok", purpose="extraction").count() == 1
    assert other_tenant.client.get("/api/v1/metrics/").json()["totals"] == {}


def test_the_default_budget_comes_from_settings_and_zero_is_unlimited(tenant, settings):
    _spend(tenant.app, 500)
    settings.MEMIND_DAILY_TOKEN_BUDGET = 0
    assert not app_over_budget(app_id=tenant.app.pk)
    settings.MEMIND_DAILY_TOKEN_BUDGET = 500
    assert app_over_budget(app_id=tenant.app.pk)
    settings.MEMIND_DAILY_TOKEN_BUDGET = 501
    assert not app_over_budget(app_id=tenant.app.pk)
    app_update(app=tenant.app, data={"daily_token_budget": 0}, actor=Actor.system("test"), reason="unlimited")
    settings.MEMIND_DAILY_TOKEN_BUDGET = 10
    assert not app_over_budget(app_id=tenant.app.pk)  # the app's own 0 beats the setting


def test_yesterdays_tokens_do_not_count_against_today(tenant, settings, time_machine):
    settings.MEMIND_DAILY_TOKEN_BUDGET = 100
    time_machine.move_to("2026-11-30T23:59:00Z")
    _spend(tenant.app, 100)
    assert app_over_budget(app_id=tenant.app.pk)
    time_machine.move_to("2026-12-01T00:00:01Z")  # midnight UTC
    assert not app_over_budget(app_id=tenant.app.pk)


def test_the_budget_check_is_one_query(tenant, settings, django_assert_num_queries):
    settings.MEMIND_DAILY_TOKEN_BUDGET = 100
    with django_assert_num_queries(1):
        app_over_budget(app_id=tenant.app.pk)


def test_phrasing_over_budget_takes_the_templates(tenant, llm_on, settings):
    settings.MEMIND_DAILY_TOKEN_BUDGET = 10
    say(tenant.app, "u", "明天下午两点要面试")
    user = tenant.app.users.get(external_id="u")
    memory = remember(
        user, "用户3月3日要面试", type="life_event", importance=0.7, value="interview", outcome="open"
    )
    _spend(tenant.app, 10)
    llm_on.queue_chat('{"text": "今天的面试还顺利吗？"}')
    with usage.usage_scope(app_id=tenant.app.pk, user_id=user.pk):
        worded = phrase(reason="gap_followup", memory=memory, lang="zh", avoid=[], seed=0)
    assert worded.variant >= 0 and "面试" in worded.text  # a template
    assert not llm_on.requests
    assert UsageRecord.objects.get(outcome="skipped_over_budget").purpose == "phrasing"


@pytest.mark.django_db(transaction=True)
def test_a_ledger_that_cannot_write_never_breaks_the_call(remote_embeddings):
    # The scope names an app that does not exist (erased meanwhile): the row can't be stored, the
    # vector still comes back.
    with usage.usage_scope(app_id=987654321):
        vectors = embedding.embed_passages(["still embedded"])
    assert len(vectors) == 1 and len(vectors[0]) == 384
    assert not UsageRecord.objects.exists()
    assert not connection.in_atomic_block


def test_calls_inside_a_rolled_back_transaction_are_still_recorded(tenant, remote_embeddings):
    from django.db import transaction

    with usage.usage_scope(app_id=tenant.app.pk, ref="extraction_run:1"):
        try:
            with transaction.atomic():
                embedding.embed_passages(["spent, then rolled back"])
                raise RuntimeError("the batch crashed")
        except RuntimeError:
            pass
    row = UsageRecord.objects.get()
    assert row.app_id == tenant.app.pk and row.ref == "extraction_run:1" and row.prompt_tokens > 0


def test_an_operators_edit_outside_any_request_is_charged_to_the_memorys_app(tenant, remote_embeddings):
    from memories.services.memories import memory_update

    say(tenant.app, "lin", "我住在西雅图")
    user = tenant.app.users.get(external_id="lin")
    memory = remember(user, "用户住在西雅图", type="identity", slot="residence", value="西雅图")
    UsageRecord.objects.all().delete()
    assert usage.scope_current() is None
    memory_update(
        memory=memory, data={"content": "用户住在纽约"}, actor=Actor.system("admin"), reason="moved"
    )
    row = UsageRecord.objects.get()
    assert (row.app_id, row.user_id, row.purpose) == (tenant.app.pk, user.pk, "embedding")
