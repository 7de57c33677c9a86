"""One app never sees, changes or even detects another app's users and memories."""

from __future__ import annotations

from memories.models import EndUser, MemoryItem, Message
from tests.memories.factories import remember, say
from tests.memories.test_messages_api import assert_error


def test_other_apps_users_and_memories_are_invisible(tenant, other_tenant):
    say(other_tenant.app, "shared-id", "我叫夏星帆")
    theirs = remember(EndUser.objects.get(app=other_tenant.app), "用户叫夏星帆", type="identity")
    api = tenant.client

    # Unknown-to-us and belongs-to-them answer exactly alike: nothing to detect.
    missing = api.get("/api/v1/memories/987654321/")
    foreign = api.get(f"/api/v1/memories/{theirs.pk}/")
    assert foreign.status_code == missing.status_code == 404
    assert foreign.json() == missing.json()
    assert_error(api.get("/api/v1/users/shared-id/"), 404, "not_found")
    assert_error(api.get("/api/v1/users/shared-id/messages/"), 404, "not_found")
    assert api.get("/api/v1/memories/").json()["count"] == 0
    assert api.get("/api/v1/memories/?user=shared-id").json()["count"] == 0
    assert api.get("/api/v1/users/").json()["count"] == 0
    assert_error(api.get(f"/api/v1/memories/{theirs.pk}/history/"), 404, "not_found")


def test_other_apps_memories_cannot_be_changed(tenant, other_tenant):
    say(other_tenant.app, "u", "hi")
    theirs = remember(EndUser.objects.get(app=other_tenant.app), "secret", type="identity")
    say(tenant.app, "u", "hi")
    mine = remember(EndUser.objects.get(app=tenant.app), "mine", type="identity")
    api = tenant.client
    for action in ("archive", "restore"):
        assert (
            api.post(f"/api/v1/memories/{theirs.pk}/{action}/", {"reason": "x"}, format="json").status_code
            == 404
        )
    assert api.patch(f"/api/v1/memories/{theirs.pk}/", {"content": "pwned"}, format="json").status_code == 404
    # Not even as a successor of our own memory.
    resp = api.post(f"/api/v1/memories/{mine.pk}/supersede/", {"by": theirs.pk, "reason": "x"}, format="json")
    assert resp.status_code == 400
    theirs.refresh_from_db()
    mine.refresh_from_db()
    assert (theirs.content, theirs.status, mine.status) == ("secret", "active", "active")
    assert not theirs.events.exclude(kind="created").exists()


def test_same_external_id_in_two_apps_are_two_users(tenant, other_tenant):
    tenant.client.post(
        "/api/v1/users/same/messages/", {"messages": [{"role": "user", "content": "a"}]}, format="json"
    )
    other_tenant.client.post(
        "/api/v1/users/same/messages/", {"messages": [{"role": "user", "content": "b"}]}, format="json"
    )
    assert EndUser.objects.filter(external_id="same").count() == 2
    listed = tenant.client.get("/api/v1/users/same/messages/").json()
    assert [m["content"] for m in listed["results"]] == ["a"]


def test_erasing_our_user_leaves_theirs(tenant, other_tenant):
    for t in (tenant, other_tenant):
        say(t.app, "same", "我叫夏星帆")
        remember(EndUser.objects.get(app=t.app), "用户叫夏星帆", type="identity")
    assert tenant.client.delete("/api/v1/users/same/").status_code == 200
    assert not EndUser.objects.filter(app=tenant.app).exists()
    assert Message.objects.filter(app=other_tenant.app).count() == 1
    assert MemoryItem.objects.filter(app=other_tenant.app).count() == 1
