from __future__ import annotations

from memind.actors import Actor
from memories.models import (
    ContextTrace,
    EndUser,
    Episode,
    ExtractionRun,
    MemoryEvent,
    MemoryItem,
    MemorySource,
    Message,
)
from memories.services.context import context_build
from memories.services.episodes import episodes_build
from memories.services.memories import memory_archive
from tests.memories.factories import remember, say
from tests.memories.test_messages_api import assert_error


def test_get_and_patch_user_profile(api, tenant):
    say(tenant.app, "u1", "hi")
    resp = api.patch(
        "/api/v1/users/u1/",
        {"timezone": "Asia/Shanghai", "locale": "zh-CN", "display_name": "星帆", "metadata": {"plan": "pro"}},
        format="json",
    )
    assert resp.status_code == 200, resp.content
    body = api.get("/api/v1/users/u1/").json()
    assert (body["user_id"], body["timezone"], body["locale"], body["display_name"], body["metadata"]) == (
        "u1",
        "Asia/Shanghai",
        "zh-CN",
        "星帆",
        {"plan": "pro"},
    )
    assert body["first_seen_at"] is not None
    assert body["stage"] == "new"  # one message today: a brand-new relationship


def test_patch_creates_the_user_so_timezone_can_be_set_first(api, tenant):
    assert api.patch("/api/v1/users/new/", {"timezone": "Europe/Paris"}, format="json").status_code == 200
    assert EndUser.objects.get(app=tenant.app, external_id="new").timezone == "Europe/Paris"


def test_patch_rejects_unknown_timezone_and_non_object_metadata(api, tenant):
    say(tenant.app, "u1", "hi")
    err = assert_error(
        api.patch("/api/v1/users/u1/", {"timezone": "Mars/Olympus"}, format="json"), 400, "invalid"
    )
    assert "timezone" in err["fields"]
    assert_error(api.patch("/api/v1/users/u1/", {"metadata": [1, 2]}, format="json"), 400, "invalid")
    assert EndUser.objects.get(external_id="u1").timezone == "UTC"


def test_delete_user_erases_everything_of_that_user_only(api, tenant):
    msgs = say(tenant.app, "gone", "我叫夏星帆", "我住在西雅图")
    say(tenant.app, "stays", "我叫李雷")
    gone = EndUser.objects.get(external_id="gone")
    stays = EndUser.objects.get(external_id="stays")
    run = ExtractionRun.objects.create(app=tenant.app, user=gone, extractor="rules", first_message=msgs[0])
    Message.objects.filter(user=gone).update(extraction_run=run)
    a = remember(gone, "用户叫夏星帆", type="identity", sources=msgs[:1], extraction_run=run)
    b = remember(gone, "住在西雅图", type="identity", sources=msgs[1:])
    a.superseded_by = b
    a.save()
    memory_archive(memory=b, actor=Actor.system("test"), reason="x")
    kept = remember(stays, "用户叫李雷", type="identity", sources=say(tenant.app, "stays", "again"))

    episodes_build(user=gone)
    context_build(user=gone, message="我叫什么来着？")
    context_build(user=stays, message="我叫什么来着？")
    resp = api.delete("/api/v1/users/gone/")
    assert resp.status_code == 200, resp.content
    assert resp.json()["erased"]["messages"] == 2 and resp.json()["erased"]["memories"] == 2
    assert not EndUser.objects.filter(external_id="gone").exists()
    for model in (Message, MemoryItem, MemoryEvent, ExtractionRun, Episode, ContextTrace):
        assert not model.objects.filter(user_id=gone.pk).exists(), model
    assert not MemorySource.objects.filter(memory_id__in=[a.pk, b.pk]).exists()
    assert Message.objects.filter(user=stays).count() == 2
    assert MemoryItem.objects.get(user=stays) == kept and kept.source_links.count() == 1
    assert ContextTrace.objects.filter(user=stays).count() == 1
    assert_error(api.get("/api/v1/users/gone/"), 404, "not_found")
    assert_error(api.delete("/api/v1/users/gone/"), 404, "not_found")
