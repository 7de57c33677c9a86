from __future__ import annotations

import pytest

from memories.models import EndUser, MemoryEvent, MemoryItem
from tests.memories.factories import remember, say
from tests.memories.test_messages_api import assert_error


@pytest.fixture
def user(tenant):
    say(tenant.app, "u1", "我住在西雅图")
    return EndUser.objects.get(app=tenant.app, external_id="u1")


def test_create_memory_shows_sources_in_detail(api, tenant, user):
    msg = say(tenant.app, "u1", "我叫夏星帆")[0]
    memory = remember(user, "用户叫夏星帆", type="identity", slot="name", value="夏星帆", sources=[msg])
    body = api.get(f"/api/v1/memories/{memory.pk}/").json()
    assert body["type"] == "identity" and body["slot"] == "name" and body["status"] == "active"
    assert [s["client_msg_id"] for s in body["sources"]] == [msg.client_msg_id]
    assert body["sources"][0]["id"] == msg.pk and body["sources"][0]["content"] == "我叫夏星帆"
    assert body["superseded_by"] is None


def test_create_via_api_records_app_as_actor(api, user):
    resp = api.post(
        "/api/v1/memories/",
        {"user": "u1", "type": "routine", "content": "每天早上跑步", "importance": 0.7},
        format="json",
    )
    assert resp.status_code == 201, resp.content
    memory = MemoryItem.objects.get(pk=resp.json()["id"])
    assert memory.embedding is not None and len(memory.embedding) == 384
    assert memory.events.get().actor == "app:mio"


def test_filters_by_user_type_status_and_text(api, tenant, user):
    remember(user, "喜欢吃火锅")
    remember(user, "每天早上跑步", type="routine")
    archived = remember(user, "喜欢周杰伦")
    api.post(f"/api/v1/memories/{archived.pk}/archive/", {"reason": "wrong"}, format="json")
    say(tenant.app, "u2", "hello")
    remember(EndUser.objects.get(external_id="u2"), "likes hotpot")

    def contents(query):
        resp = api.get("/api/v1/memories/" + query)
        assert resp.status_code == 200, resp.content
        return sorted(m["content"] for m in resp.json()["results"])

    assert contents("?user=u1&type=preference&status=active") == ["喜欢吃火锅"]
    assert contents("?user=u1&type=routine") == ["每天早上跑步"]
    assert contents("?status=archived") == ["喜欢周杰伦"]
    assert contents("?q=火锅") == ["喜欢吃火锅"]
    assert contents("?user=u2") == ["likes hotpot"]


@pytest.mark.parametrize(
    ("query", "code"),
    [
        ("?staus=active", "unknown_filter"),
        ("?type=hobby", "invalid"),
        ("?observed_after=soon", "invalid"),
        ("?min_importance=lots", "invalid"),
    ],
)
def test_bad_filters_are_400(api, query, code):
    assert_error(api.get("/api/v1/memories/" + query), 400, code)


@pytest.mark.parametrize("bad", ["abc", "-1", "1.5", "99999999999999999999999"])
def test_bad_memory_ids_are_400(api, bad):
    assert_error(api.get(f"/api/v1/memories/{bad}/"), 400, "invalid_id")


def test_missing_memory_is_404(api):
    assert_error(api.get("/api/v1/memories/424242/"), 404, "not_found")


def test_create_rejects_bad_input(api, user):
    assert_error(
        api.post("/api/v1/memories/", {"user": "u1", "type": "fact", "content": "x"}, format="json"),
        400,
        "invalid",
    )
    assert_error(
        api.post(
            "/api/v1/memories/",
            {"user": "u1", "type": "identity", "content": "x", "importance": 3},
            format="json",
        ),
        400,
        "invalid",
    )
    err = assert_error(
        api.post("/api/v1/memories/", {"user": "ghost", "type": "identity", "content": "x"}, format="json"),
        400,
        "invalid",
    )
    assert "user" in err["fields"]
    assert not MemoryItem.objects.exists()


def test_patch_edits_and_records_before_after(api, user):
    memory = remember(user, "喜欢吃火锅", importance=0.4)
    resp = api.patch(
        f"/api/v1/memories/{memory.pk}/", {"importance": 0.9, "reason": "user insisted"}, format="json"
    )
    assert resp.status_code == 200, resp.content
    assert resp.json()["importance"] == 0.9
    event = memory.events.get(kind="edited")
    assert event.before is not None and event.after is not None
    assert (event.before["importance"], event.after["importance"]) == (0.4, 0.9)
    assert event.reason == "user insisted" and event.actor == "app:mio"
    assert_error(
        api.patch(f"/api/v1/memories/{memory.pk}/", {"status": "archived"}, format="json"), 400, "invalid"
    )


def test_supersede_by_existing_memory_links_and_records_history(api, user):
    old = remember(user, "住在西雅图", type="identity", slot="residence", value="西雅图")
    new = remember(user, "搬到纽约了", type="identity", slot="residence", value="纽约")
    resp = api.post(f"/api/v1/memories/{old.pk}/supersede/", {"by": new.pk, "reason": "moved"}, format="json")
    assert resp.status_code == 200, resp.content
    assert resp.json()["status"] == "superseded" and resp.json()["superseded_by"] == new.pk
    history = api.get(f"/api/v1/memories/{old.pk}/history/").json()
    assert [e["kind"] for e in history] == ["created", "superseded"]
    assert history[1]["actor"] == "app:mio" and history[1]["reason"] == "moved"
    assert history[1]["before"]["status"] == "active" and history[1]["after"]["superseded_by_id"] == new.pk


def test_supersede_with_content_creates_the_successor(api, user):
    old = remember(user, "在谷歌工作", type="identity", slot="job")
    resp = api.post(
        f"/api/v1/memories/{old.pk}/supersede/",
        {"content": "在字节跳动工作", "reason": "job change"},
        format="json",
    )
    successor = MemoryItem.objects.get(pk=resp.json()["superseded_by"])
    assert successor.content == "在字节跳动工作" and successor.slot == "job" and successor.status == "active"


def test_supersede_needs_exactly_one_of_by_or_content_and_a_reason(api, user):
    old = remember(user, "x")
    url = f"/api/v1/memories/{old.pk}/supersede/"
    assert_error(api.post(url, {"reason": "r"}, format="json"), 400, "invalid")
    assert_error(api.post(url, {"by": old.pk, "content": "y", "reason": "r"}, format="json"), 400, "invalid")
    assert_error(api.post(url, {"content": "y"}, format="json"), 400, "invalid")
    assert_error(api.post(url, {"by": old.pk, "reason": "r"}, format="json"), 409, "invalid_state")
    assert_error(api.post(url, {"by": 999999, "reason": "r"}, format="json"), 400, "invalid")
    old.refresh_from_db()
    assert old.status == "active"


def test_archive_then_restore_round_trip(api, user):
    memory = remember(user, "喜欢吃火锅")
    base = f"/api/v1/memories/{memory.pk}/"
    assert api.post(base + "archive/", {"reason": "stale"}, format="json").json()["status"] == "archived"
    assert_error(api.post(base + "archive/", {"reason": "again"}, format="json"), 409, "invalid_state")
    assert api.post(base + "restore/", {"reason": "still true"}, format="json").json()["status"] == "active"
    kinds = list(MemoryEvent.objects.filter(memory=memory).values_list("kind", "reason"))
    assert kinds == [("created", ""), ("archived", "stale"), ("restored", "still true")]


def test_archive_requires_reason(api, user):
    memory = remember(user, "x")
    err = assert_error(api.post(f"/api/v1/memories/{memory.pk}/archive/", {}, format="json"), 400, "invalid")
    assert "reason" in err["fields"]
