"""Operators change memories through the same services as the API; support staff only read."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import Group, User

from memories.models import EndUser, MemoryEvent
from memories.roles import roles_ensure
from tests.memories.factories import remember, say


@pytest.fixture
def memory(tenant):
    msg = say(tenant.app, "u1", "我叫夏星帆")
    return remember(EndUser.objects.get(external_id="u1"), "用户叫夏星帆", type="identity", sources=msg)


def staff(role: str) -> User:
    roles_ensure()  # a transactional test may have flushed the migration's groups
    user = User.objects.create_user(role, password="pw", is_staff=True)
    user.groups.add(Group.objects.get(name=role))
    return user


def test_operator_archives_with_reason_and_is_recorded(client, memory):
    client.force_login(staff("operator"))
    url = "/admin/memories/memoryitem/"
    asked = client.post(url, {"action": "archive_selected", "_selected_action": [memory.pk]})
    assert asked.status_code == 200 and b"Reason" in asked.content  # the reason form, nothing changed yet
    memory.refresh_from_db()
    assert memory.status == "active"
    done = client.post(
        url,
        {
            "action": "archive_selected",
            "_selected_action": [memory.pk],
            "apply": "1",
            "reason": "user asked to forget",
        },
    )
    assert done.status_code == 302
    memory.refresh_from_db()
    event = memory.events.get(kind="archived")
    assert memory.status == "archived"
    assert (event.actor, event.staff_user.username, event.reason) == (
        "staff:operator",
        "operator",
        "user asked to forget",
    )


def test_operator_supersede_action_with_new_text(client, memory):
    client.force_login(staff("operator"))
    client.post(
        "/admin/memories/memoryitem/",
        {
            "action": "supersede_selected",
            "_selected_action": [memory.pk],
            "apply": "1",
            "reason": "typo",
            "content": "用户叫夏星凡",
        },
    )
    memory.refresh_from_db()
    assert memory.status == "superseded" and memory.superseded_by.content == "用户叫夏星凡"


def test_operator_edit_needs_a_reason_and_goes_through_the_service(client, memory):
    client.force_login(staff("operator"))
    url = f"/admin/memories/memoryitem/{memory.pk}/change/"
    form = {
        "type": "identity",
        "content": "用户名叫夏星帆",
        "importance": "0.9",
        "slot": "name",
        "value": "夏星帆",
        "valence": "0",
        "emotion": "",
        "outcome": "unknown",
        "event_date": "",
        "source_links-TOTAL_FORMS": "0",
        "source_links-INITIAL_FORMS": "0",
        "events-TOTAL_FORMS": "0",
        "events-INITIAL_FORMS": "0",
    }
    refused = client.post(url, form)
    assert refused.status_code == 200 and b"change_reason" in refused.content
    assert not memory.events.filter(kind="edited").exists()
    saved = client.post(url, {**form, "change_reason": "clearer wording"})
    assert saved.status_code == 302, saved.content[:2000]
    event = memory.events.get(kind="edited")
    assert event.actor == "staff:operator" and event.reason == "clearer wording"
    assert event.after["content"] == "用户名叫夏星帆"


def test_support_can_read_everything_but_change_nothing(client, memory):
    client.force_login(staff("support"))
    assert client.get("/admin/memories/memoryitem/").status_code == 200
    page = client.get(f"/admin/memories/memoryitem/{memory.pk}/change/")
    assert page.status_code == 200 and "我叫夏星帆".encode() in page.content  # the source message inline
    assert client.get("/admin/memories/message/").status_code == 200
    resp = client.post(
        "/admin/memories/memoryitem/",
        {"action": "archive_selected", "_selected_action": [memory.pk], "apply": "1", "reason": "x"},
    )
    memory.refresh_from_db()
    assert memory.status == "active"
    assert resp.status_code in (200, 302, 403)
    assert not MemoryEvent.objects.exclude(kind="created").exists()
    assert client.post(f"/admin/memories/memoryitem/{memory.pk}/change/", {"content": "x"}).status_code == 403
