from __future__ import annotations

import json
from datetime import timedelta

import pytest

from memind.text import estimate_tokens
from memories.models import ContextTrace, EndUser, MemoryItem
from memories.selectors import ContextStep
from memories.services import extraction
from memories.services.context import context_build
from memories.services.episodes import episodes_build
from memories.services.messages import MessageIn, messages_ingest
from tests.memories.conversations import EN_FACTS, START, ZH_THREE_MONTHS, at
from tests.memories.factories import remember, say
from tests.memories.test_extraction import replay
from tests.memories.test_messages_api import assert_error
from tests.openapi import assert_documented

HOTPOT_SESSION = [
    (20, "user", "周末我们去吃了一家超好吃的火锅店"),
    (20, "assistant", "哇！叫什么名字呀？"),
    (20, "user", "那家火锅店叫小龙坎，在唐人街"),
    (20, "assistant", "小龙坎！记住啦，下次推荐给我朋友"),
    (20, "user", "毛肚特别新鲜"),
]


@pytest.fixture
def xf(tenant, settings) -> EndUser:
    settings.MEMIND_EXTRACTOR = "rules"
    lines = sorted(ZH_THREE_MONTHS + HOTPOT_SESSION, key=lambda line: line[0])
    user = replay(tenant.app, "xf", lines)
    extraction.extraction_run(user=user, trigger="api")
    episodes_build(user=user)  # the job extraction enqueues
    return user


def test_name_is_in_the_context_after_three_months_and_after_a_year(xf):
    for days in (90, 365):
        ctx = context_build(user=xf, message="我叫什么来着？", now=START + timedelta(days=days))
        assert "夏星帆" in ctx.trace.prompt, days
        assert "夏星帆" in ctx.trace.profile_markdown and "## 基本信息" in ctx.trace.profile_markdown


def test_reference_to_last_time_returns_the_whole_episode(xf):
    ctx = context_build(user=xf, message="上次我们聊的那家火锅店叫什么", now=START + timedelta(days=40))
    assert len(ctx.episodes) == 1
    episode = ctx.episodes[0]
    from memories.models import Message

    texts = list(Message.objects.filter(pk__in=episode["message_ids"]).values_list("content", flat=True))
    assert "那家火锅店叫小龙坎，在唐人街" in texts and "毛肚特别新鲜" in texts  # the whole scene
    assert "我搬到纽约了" not in texts  # and only that scene
    assert "小龙坎" in ctx.trace.prompt


def test_no_episode_without_a_reference_to_the_past(xf):
    assert context_build(user=xf, message="今天吃什么好呢", now=START + timedelta(days=40)).episodes == []


def test_superseded_fact_never_appears(xf):
    ctx = context_build(user=xf, message="我住在哪里？西雅图还是纽约？", now=START + timedelta(days=90))
    seattle = MemoryItem.objects.get(user=xf, slot="residence", value="西雅图")
    new_york = MemoryItem.objects.get(user=xf, slot="residence", status="active")
    assert seattle.status == "superseded" and "纽约" in new_york.content
    assert seattle.pk not in {c["memory_id"] for c in ctx.trace.candidates}
    prompt = ctx.trace.prompt
    # The old fact is never stated as a memory. Where the user's own old line comes back as past
    # conversation, it carries the date it was said and comes after the memory that replaced it.
    assert seattle.content not in prompt.partition("## 相关的过往对话")[0]
    old = [sn for sn in ctx.snippets if "住在西雅图" in sn["text"]]
    assert old, "the question names Seattle: the old line is worth showing, dated"
    assert old[0]["text"].startswith(f"[{START.year}年{START.month}月{START.day}日]")
    assert prompt.index(new_york.content) < prompt.index("住在西雅图")


def test_sad_user_gets_the_memory_that_ended_well_first(tenant):
    say(tenant.app, "u", "hi")
    user = EndUser.objects.get(external_id="u")
    good = remember(
        user,
        "用户上次很担心工作，后来面试通过了",
        type="life_event",
        importance=0.6,
        outcome="positive",
        valence=0.7,
    )
    bad = remember(
        user,
        "用户上次因为工作的事很难过，考试也没通过",
        type="life_event",
        importance=0.6,
        outcome="negative",
        valence=-0.7,
    )
    ctx = context_build(user=user, message="我好难过，工作的事又让我很担心")
    order = [s.memory.pk for s in ctx.memories]
    assert order.index(good.pk) < order.index(bad.pk)
    assert ctx.trace.emotion == "sad"
    cand = {c["memory_id"]: c for c in ctx.trace.candidates}
    assert cand[good.pk]["components"]["emotion"] > 0 > cand[bad.pk]["components"]["emotion"]
    assert any("ended well" in r for r in cand[good.pk]["reasons"])
    # Without the sadness the two are on equal footing.
    calm = context_build(user=user, message="工作的事")
    assert {c["memory_id"]: c for c in calm.trace.candidates}[good.pk]["components"]["emotion"] == 0


def test_stage_changes_what_is_favoured(tenant, settings):
    messages_ingest(
        app=tenant.app,
        external_id="u",
        messages=[MessageIn(role="user", content=f"聊天{i}", sent_at=at(0, i)) for i in range(5)],
    )
    user = EndUser.objects.get(external_id="u")
    shared = remember(user, "用户和助手一起看了一部电影", type="shared", importance=0.5, observed_at=at(0, 0))
    milestone = remember(
        user, "用户和助手认识一百天了", type="milestone", importance=0.5, observed_at=at(0, 0)
    )
    settings.MEMIND_STAGE_CLOSE_DAYS, settings.MEMIND_STAGE_CLOSE_MESSAGES = 30, 5

    early = context_build(user=user, message="在吗", now=START + timedelta(days=1))
    late = context_build(user=user, message="在吗", now=START + timedelta(days=60))
    assert (early.trace.stage, late.trace.stage) == ("new", "close")

    def rank(ctx, m):
        return [c["memory_id"] for c in ctx.trace.candidates].index(m.pk)

    assert rank(early, shared) < rank(early, milestone)
    assert rank(late, milestone) < rank(late, shared)


def test_every_context_call_has_a_trace_linking_back_to_sources(xf):
    ctx = context_build(user=xf, message="我喜欢吃什么", now=START + timedelta(days=90))
    trace = ContextTrace.objects.get(pk=ctx.trace.pk)
    injected = list(trace.memories.all())
    assert injected and {m.pk for m in injected} == {
        c["memory_id"] for c in trace.candidates if c["included"]
    }
    for m in injected:
        sources = list(m.sources.all())
        assert sources and all(s.user_id == xf.pk and s.role == "user" for s in sources)
        assert m.last_recalled_at == START + timedelta(days=90)  # recalled → reinforced
    assert trace.prompt == ctx.trace.prompt and trace.timings_ms["total"] > 0
    assert set(trace.timings_ms) == {step.value for step in ContextStep}  # every step timed, by its name
    assert all(c["why"] for c in trace.candidates)


def test_trace_keeps_every_candidate_the_tail_compactly(api, xf, settings):
    settings.MEMIND_TRACE_DETAILED = 3
    ctx = context_build(user=xf, message="我喜欢吃什么", now=START + timedelta(days=90), limit=2)
    trace = ContextTrace.objects.get(pk=ctx.trace.pk)
    active = set(MemoryItem.objects.filter(user=xf, status="active").values_list("pk", flat=True))
    assert len(active) > 3
    assert len(trace.candidates) == 3 and len(trace.ranking["rows"]) == len(active) - 3
    every = trace.all_candidates()
    assert [c["memory_id"] for c in every[:2]] == [s.memory.pk for s in ctx.memories]
    assert {c["memory_id"] for c in every} == active
    scores = [c["score"] or 0.0 for c in every]
    assert scores == sorted(scores, reverse=True)
    for c in every[3:]:
        assert not c["included"] and c["why"].startswith("below the top 2")
        assert set(c["components"]) == set(ContextTrace.COMPONENTS)
        assert all(isinstance(v, float) for v in c["components"].values())
    detail = api.get(f"/api/v1/traces/{trace.pk}/").json()
    assert [c["memory_id"] for c in detail["candidates"]] == [c["memory_id"] for c in every]


def test_prompt_respects_the_token_budget(xf, settings):
    settings.MEMIND_CONTEXT_TOKEN_BUDGET = 120
    ctx = context_build(user=xf, message="上次我们聊的那家火锅店叫什么", now=START + timedelta(days=40))
    assert estimate_tokens(ctx.trace.prompt) <= 120 or len(ctx.memories) == 0
    assert "夏星帆" in ctx.trace.prompt  # identity survives the cut
    assert any("budget" in c["why"] for c in ctx.trace.candidates if not c["included"])


def test_context_api_and_traces_api(api, xf, other_tenant):
    ask = {"message": "我叫什么来着？", "now": "2026-06-01T12:00:00+08:00"}
    resp = api.post("/api/v1/users/xf/context/", ask, format="json")
    assert resp.status_code == 200, resp.content
    body = resp.json()
    assert set(body) >= {"trace_id", "profile_markdown", "memories", "episodes", "prompt"}
    assert "夏星帆" in body["prompt"]
    assert all({"id", "type", "content", "score", "reasons"} <= set(m) for m in body["memories"])

    trace_id = body["trace_id"]
    reply = api.post(
        f"/api/v1/traces/{trace_id}/reply/", {"reply": "你叫夏星帆呀，我怎么会忘～"}, format="json"
    )
    assert reply.status_code == 200 and reply.json()["reply"].startswith("你叫夏星帆")
    found = api.get("/api/v1/traces/?user=xf&q=怎么会忘").json()
    assert [t["id"] for t in found["results"]] == [trace_id]
    detail = api.get(f"/api/v1/traces/{trace_id}/").json()
    assert detail["prompt"] == body["prompt"] and detail["candidates"]
    assert other_tenant.client.get(f"/api/v1/traces/{trace_id}/").status_code == 404
    assert (
        other_tenant.client.post(
            f"/api/v1/traces/{trace_id}/reply/", {"reply": "x"}, format="json"
        ).status_code
        == 404
    )


def test_context_api_stores_the_trace_before_it_answers(tenant, xf):
    """A trace id handed to an app always exists: once the response is ready (before a server
    sends a byte of it), the trace, its injected memories and the reinforcement are stored."""
    from django.core.handlers.wsgi import WSGIHandler
    from django.http import HttpResponse
    from django.test.client import RequestFactory

    request = RequestFactory().post(
        "/api/v1/users/xf/context/",
        data={"message": "我叫什么来着？", "now": (START + timedelta(days=90)).isoformat()},
        content_type="application/json",
        headers={"Authorization": f"Bearer {tenant.key}"},
    )
    response = WSGIHandler().get_response(request)
    assert isinstance(response, HttpResponse) and response.status_code == 200
    body = json.loads(response.content)
    assert "夏星帆" in body["prompt"]
    trace = ContextTrace.objects.get(pk=body["trace_id"])  # stored, not "after the last byte"
    assert trace.prompt == body["prompt"]
    assert {m.pk for m in trace.memories.all()} == {m["id"] for m in body["memories"]}
    recalled = MemoryItem.objects.filter(pk__in=[m["id"] for m in body["memories"]])
    assert all(m.last_recalled_at == START + timedelta(days=90) for m in recalled)
    assert ContextTrace.objects.filter(user=xf).count() == 1


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({}, 400),
        ({"message": "hi", "now": "soon"}, 400),
        ({"message": "hi", "limit": 0}, 400),
        ({"message": "x" * 16_001}, 400),
    ],
)
def test_context_api_rejects_bad_input(api, tenant, body, code):
    say(tenant.app, "u", "hi")
    assert_error(api.post("/api/v1/users/u/context/", body, format="json"), code, "invalid")


def test_context_for_unknown_user_is_404(api):
    assert_error(api.post("/api/v1/users/ghost/context/", {"message": "hi"}, format="json"), 404, "not_found")


def test_profile_sections_in_the_users_language(api, xf, tenant, settings):
    resp = api.get("/api/v1/users/xf/profile/")
    assert_documented(resp, "GET", "/api/v1/users/{user_id}/profile/")
    body = resp.json()
    assert body["lang"] == "zh"
    titles = [s["title"] for s in body["sections"]]
    assert titles == ["基本信息", "兴趣偏好", "近期生活", "我们的关系", "重要时刻", "日常规律"]
    basic = next(s for s in body["sections"] if s["key"] == "basic")
    assert any("夏星帆" in i["content"] for i in basic["items"])
    md = api.get("/api/v1/users/xf/profile/?format=md")
    assert md.status_code == 200 and md["Content-Type"].startswith("text/markdown")
    assert_documented(md, "GET", "/api/v1/users/{user_id}/profile/")
    assert md.content.decode().startswith("# 关于用户")

    alex = replay(tenant.app, "alex", EN_FACTS, tz="America/Los_Angeles")
    extraction.extraction_run(user=alex, trigger="api")
    en = api.get("/api/v1/users/alex/profile/?format=md").content.decode()
    assert en.startswith("# About the user") and "## Basic info" in en and "Alex" in en
    assert_error(api.get("/api/v1/users/alex/profile/?lang=fr"), 400, "invalid")


def test_profile_errors_are_json_even_when_markdown_was_asked_for(api, xf):
    for resp in (
        api.get("/api/v1/users/xf/profile/?format=md&staus=1"),
        api.get("/api/v1/users/ghost/profile/?format=md"),
        api.get("/api/v1/users/xf/profile/?lang=fr", HTTP_ACCEPT="text/markdown"),
    ):
        assert resp["Content-Type"] == "application/json", resp["Content-Type"]
        assert resp.status_code in (400, 404) and resp.json()["error"]["code"]
        assert_documented(resp, "GET", "/api/v1/users/{user_id}/profile/")


def test_episodes_api_lists_and_searches(api, xf):
    listed = api.get("/api/v1/users/xf/episodes/")
    assert_documented(listed, "GET", "/api/v1/users/{user_id}/episodes/")
    assert listed.json()["count"] >= 5
    found = api.get("/api/v1/users/xf/episodes/?q=小龙坎火锅")
    assert_documented(found, "GET", "/api/v1/users/{user_id}/episodes/")  # the same episodes, scored
    hits = found.json()["results"]
    assert hits and "小龙坎" in hits[0]["summary"] + hits[0]["title"]
    assert set(listed.json()["results"][0]) | {"score", "vector", "keyword"} == set(hits[0])


def test_with_an_llm_configured_episode_titles_come_from_it(tenant, settings, fake_openai):
    from memind.llm import _client
    from memories.models import Episode
    from memories.services.episodes import episodes_build

    settings.MEMIND_LLM_BASE_URL = fake_openai.base_url
    _client.cache_clear()
    say(tenant.app, "u", "我们去吃了小龙坎火锅")
    fake_openai.queue_chat('{"title": "小龙坎火锅之夜", "summary": "用户和朋友去吃了小龙坎。"}')
    episodes_build(user=EndUser.objects.get(external_id="u"))
    episode = Episode.objects.get(user__external_id="u")
    assert episode.title.endswith("小龙坎火锅之夜") and episode.summary == "用户和朋友去吃了小龙坎。"


def test_recall_reinforces_once_per_spacing_not_on_every_turn(xf, settings):
    settings.MEMIND_RECALL_SPACING_MINUTES = 60
    t0 = START + timedelta(days=90)

    def name_memory() -> MemoryItem:
        return MemoryItem.objects.get(user=xf, status="active", slot="name")

    def ask(at):
        ctx = context_build(user=xf, message="我叫什么来着？", now=at, limit=1)
        assert [s.memory.pk for s in ctx.memories] == [name_memory().pk]

    ask(t0)
    first = name_memory()
    assert first.last_recalled_at == t0
    ask(t0 + timedelta(minutes=5))  # the next turn of the same conversation
    again = name_memory()
    assert (again.anchor_strength, again.decay_anchor_at, again.last_recalled_at) == (
        first.anchor_strength,
        first.decay_anchor_at,
        t0,
    )
    ask(t0 + timedelta(hours=2))  # later: reinforced again
    later = name_memory()
    assert later.last_recalled_at == t0 + timedelta(hours=2) and later.decay_anchor_at > first.decay_anchor_at


def test_a_memory_deleted_before_the_trace_is_written_is_left_out_not_an_error(xf):
    from memories.services.context import context_write

    ctx = context_build(user=xf, message="我叫什么来着？", now=START + timedelta(days=90), write_later=True)
    gone, *kept = [s.memory.pk for s in ctx.memories]
    MemoryItem.objects.filter(pk=gone).delete()
    context_write(ctx)
    trace = ContextTrace.objects.get(pk=ctx.trace.pk)
    assert set(trace.memories.values_list("pk", flat=True)) == set(kept)
    assert trace.prompt == ctx.trace.prompt


def test_search_ranks_like_context_but_writes_and_reinforces_nothing(api, xf, other_tenant):
    before = {m.pk: (m.anchor_strength, m.last_recalled_at) for m in MemoryItem.objects.filter(user=xf)}
    resp = api.get("/api/v1/users/xf/search/", {"q": "小龙坎火锅在哪里？"})
    body = resp.json()
    assert resp.status_code == 200, body
    assert body["messages"] and "小龙坎" in body["messages"][0]["content"]
    assert body["messages"][0]["score"] >= body["messages"][-1]["score"]
    assert all({"vector", "keyword", "strength"} <= set(m["components"]) for m in body["memories"])
    name = api.get("/api/v1/users/xf/search/", {"q": "我叫什么", "type": "identity", "limit": 2}).json()
    assert name["messages"] == [] and 1 <= len(name["memories"]) <= 2
    assert {m["type"] for m in name["memories"]} == {"identity"} and "夏星帆" in name["memories"][0][
        "content"
    ]
    assert not ContextTrace.objects.filter(user=xf).exists()  # no trace…
    after = {m.pk: (m.anchor_strength, m.last_recalled_at) for m in MemoryItem.objects.filter(user=xf)}
    assert after == before  # …and nothing reinforced
    assert_error(api.get("/api/v1/users/xf/search/"), 400, "invalid")  # q is required
    assert_error(api.get("/api/v1/users/xf/search/", {"q": "x", "limit": 51}), 400, "invalid")
    assert_error(api.get("/api/v1/users/xf/search/", {"q": "x", "type": "secret"}), 400, "invalid")
    assert_error(api.get("/api/v1/users/xf/search/", {"q": "x", "sort": "y"}), 400, "unknown_filter")
    assert_error(other_tenant.client.get("/api/v1/users/xf/search/", {"q": "火锅"}), 404, "not_found")
