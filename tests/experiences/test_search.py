"""Search: keyword + component + problem vector, active only, the seed §4 injection block, recalls."""

from __future__ import annotations

import pytest

from experiences.models import Experience, ProductEvent
from experiences.services.experiences import experience_archive
from memind.actors import Actor
from tests.experiences.factories import SSE_SUMMARY, outcome

pytestmark = pytest.mark.django_db


@pytest.fixture
def sse(tenant):
    e = outcome(tenant.app, "abc123", summary=SSE_SUMMARY)
    outcome(
        tenant.app,
        "other",
        message="Add a dark mode toggle to the settings page",
        events=[{"event_id": "c", "type": "check", "payload": {"name": "jest", "passed": True}}],
        executor="openhands",
    )
    return e


EXPECTED_INJECTION = (
    "# 相关经验（供参考，来自历史任务）\n"
    "- [2026-09] goosed 的 SSE 连接不稳定，经常断连，帮我修一下 (success, conf=0.85)\n"
    "  环境: goosed + docker + postgres\n"
    "  处理: 运行 docker logs goosed; 修改 server.rs (连接生命周期); 检查 cargo test -p goose-server：通过\n"
    f"  摘要: {SSE_SUMMARY}"
)


@pytest.mark.parametrize("q", ["SSE 断连", "sse disconnect goose"])
def test_search_finds_the_sse_outcome_with_the_exact_injection_block(api, sse, q):
    resp = api.get("/api/v1/experiences/search/", {"q": q, "limit": 1})
    assert resp.status_code == 200, resp.content
    body = resp.json()
    top = body["results"][0]
    assert top["experience"]["id"] == sse.pk
    assert top["score"] > 0 and set(top["scores"]) == {"vector", "keyword", "component"}
    assert top["scores"]["keyword"] > 0
    assert body["injection"] == EXPECTED_INJECTION


def test_query_words_naming_a_component_count_goose_matches_goosed(api, sse):
    top = api.get("/api/v1/experiences/search/", {"q": "sse disconnect goose"}).json()["results"][0]
    assert top["scores"]["component"] > 0 and "goose" in top["matched_components"]
    only = api.get("/api/v1/experiences/search/", {"components": "goosed,postgres"}).json()
    assert [r["experience"]["id"] for r in only["results"]] == [sse.pk]
    assert only["results"][0]["scores"]["component"] == 1.0


def test_unrelated_experiences_are_ranked_below_or_left_out(api, sse):
    results = api.get("/api/v1/experiences/search/", {"q": "SSE 断连", "limit": 5}).json()["results"]
    assert results[0]["experience"]["id"] == sse.pk
    assert all(r["score"] < results[0]["score"] for r in results[1:])


def test_only_active_experiences_are_returned(api, sse):
    experience_archive(experience=sse, actor=Actor.system("test"), reason="stale")
    body = api.get("/api/v1/experiences/search/", {"q": "SSE 断连"}).json()
    assert sse.pk not in [r["experience"]["id"] for r in body["results"]]


def test_each_returned_experience_is_recalled_once_per_search(api, sse):
    for _ in range(2):
        api.get("/api/v1/experiences/search/", {"q": "SSE 断连", "limit": 1})
    sse.refresh_from_db()
    assert sse.use_count == 2 and sse.last_recalled_at is not None
    assert ProductEvent.objects.filter(name="experience_recalled", experience=sse).count() == 2


def test_checklist_coverage_when_the_caller_passes_its_source_ids(api, sse):
    body = api.get(
        "/api/v1/experiences/search/", {"q": "SSE 断连", "limit": 1, "source_ids": "evt-1,evt-5"}
    ).json()
    # points: goosed errors (evt-1, evt-2) ✔, server.rs change (evt-4) ✘, cargo test (evt-5) ✔
    assert body["results"][0]["checklist_coverage"] == pytest.approx(2 / 3, abs=1e-4)
    assert (
        "checklist_coverage" not in api.get("/api/v1/experiences/search/", {"q": "SSE"}).json()["results"][0]
    )


def test_nothing_found_gives_an_empty_injection_and_records_nothing(api, tenant):
    body = api.get("/api/v1/experiences/search/", {"q": "SSE 断连"}).json()
    assert body == {"query": "SSE 断连", "components": [], "results": [], "injection": ""}
    assert not ProductEvent.objects.filter(name="experience_recalled").exists()


@pytest.mark.parametrize(
    ("params", "code"),
    [({}, "invalid"), ({"q": "x", "limit": "many"}, "invalid"), ({"q": "x", "qq": "y"}, "unknown_filter")],
)
def test_bad_search_requests_are_400s(api, params, code):
    resp = api.get("/api/v1/experiences/search/", params)
    assert resp.status_code == 400 and resp.json()["error"]["code"] == code


def test_search_never_returns_another_apps_experiences(api, other_tenant, tenant):
    outcome(other_tenant.app, "abc123")
    assert api.get("/api/v1/experiences/search/", {"q": "SSE 断连"}).json()["results"] == []
    assert Experience.objects.get(app=other_tenant.app).use_count == 0
