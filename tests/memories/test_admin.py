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


def test_review_queue_lists_pending_with_counts_and_operators_decide_in_bulk(client, tenant, other_tenant):
    user = EndUser.objects.create(app=tenant.app, external_id="q1")
    other = EndUser.objects.create(app=other_tenant.app, external_id="q2")
    queued = {"review_state": "pending", "review_reason": "low confidence: importance 0.31"}
    a = remember(user, "用户叫着", type="identity", **queued)
    b = remember(user, "用户喜欢爬山", **queued)
    c = remember(other, "The user likes tea", **queued)
    remember(user, "用户喜欢猫")  # not queued
    client.force_login(staff("operator"))
    page = client.get("/admin/memories/reviewitem/")
    text = page.content.decode()
    assert page.status_code == 200 and "用户喜欢猫" not in text
    assert all(m.content in text for m in (a, b, c))
    assert "<strong>mio</strong>: 2 waiting" in text and "<strong>rival</strong>: 1 waiting" in text

    done = client.post(
        "/admin/memories/reviewitem/",
        {
            "action": "approve_selected",
            "_selected_action": [b.pk, c.pk],
            "apply": "1",
            "reason": "看过了",
        },
    )
    assert done.status_code == 302
    client.post(
        "/admin/memories/reviewitem/",
        {
            "action": "reject_selected",
            "_selected_action": [a.pk],
            "apply": "1",
            "reason": "不是名字",
        },
    )
    for m in (a, b, c):
        m.refresh_from_db()
    assert [(m.review_state, m.status) for m in (a, b, c)] == [
        ("rejected", "archived"),
        ("approved", "active"),
        ("approved", "active"),
    ]
    assert MemoryEvent.objects.get(memory=b, kind="reviewed").actor == "staff:operator"
    assert "Nothing waiting" in client.get("/admin/memories/reviewitem/").content.decode()


def test_support_reads_the_queue_but_cannot_decide(client, tenant):
    user = EndUser.objects.create(app=tenant.app, external_id="q1")
    m = remember(user, "用户叫着", type="identity", review_state="pending", review_reason="low confidence")
    client.force_login(staff("support"))
    assert client.get("/admin/memories/reviewitem/").status_code == 200
    client.post(
        "/admin/memories/reviewitem/",
        {
            "action": "approve_selected",
            "_selected_action": [m.pk],
            "apply": "1",
            "reason": "x",
        },
    )
    m.refresh_from_db()
    assert m.review_state == "pending"


def test_operator_pins_from_the_admin_and_the_profile_shows_it(client, memory):
    client.force_login(staff("operator"))
    client.post(
        "/admin/memories/memoryitem/",
        {
            "action": "pin_selected",
            "_selected_action": [memory.pk],
            "apply": "1",
            "reason": "核心身份",
        },
    )
    memory.refresh_from_db()
    assert memory.pinned and memory.fades_at is None
    assert MemoryEvent.objects.get(memory=memory, kind="pinned").reason == "核心身份"


def test_beliefs_page_shows_the_profile_then_and_what_changed(client, tenant):
    from datetime import UTC, datetime

    import time_machine

    from memind.actors import Actor
    from memories.services.memories import memory_supersede

    user = EndUser.objects.create(app=tenant.app, external_id="b1")
    with time_machine.travel(datetime(2026, 3, 1, 9, tzinfo=UTC), tick=False):
        home = remember(user, "用户住在杭州", type="identity", slot="residence", value="杭州")
    with time_machine.travel(datetime(2026, 3, 20, 9, tzinfo=UTC), tick=False):
        memory_supersede(memory=home, content="用户住在上海", actor=Actor.system("test"), reason="搬家")
    client.force_login(staff("support"))
    url = f"/admin/memories/enduser/{user.pk}/beliefs/"
    then = client.get(url, {"at": "2026-03-10"}).content.decode()
    profile_then = then.split('id="profile-then"')[1].split("</pre>")[0]
    assert "用户住在杭州" in profile_then and "上海" not in profile_then
    both = client.get(url, {"at": "2026-03-25", "compare": "2026-03-10"}).content.decode()
    changes = both.split('id="beliefs-diff"')[1].split("</ul>")[0]
    assert (
        "added" in changes and "用户住在上海" in changes and f"superseded: #{home.pk} 用户住在杭州" in changes
    )
    assert client.get(url, {"at": "soon"}).status_code == 200  # a form error, not a crash
    assert (
        f"/admin/memories/enduser/{user.pk}/beliefs/"
        in client.get(f"/admin/memories/enduser/{user.pk}/change/").content.decode()
    )


def test_operator_changes_a_users_settings_only_with_a_reason_recorded_in_the_admin_log(client, tenant):
    from django.contrib.admin.models import LogEntry

    user = EndUser.objects.create(app=tenant.app, external_id="z1", timezone="UTC")
    client.force_login(staff("operator"))
    url = f"/admin/memories/enduser/{user.pk}/change/"
    form = {"display_name": "", "timezone": "Asia/Shanghai", "locale": "zh-CN", "metadata": "{}"}
    refused = client.post(url, form)
    assert refused.status_code == 200 and b"This field is required" in refused.content
    assert client.post(url, {**form, "timezone": "Mars/Olympus", "change_reason": "x"}).status_code == 200
    user.refresh_from_db()
    assert user.timezone == "UTC"  # neither got through
    assert client.post(url, {**form, "change_reason": "用户搬到上海了"}).status_code == 302
    user.refresh_from_db()
    assert (user.timezone, user.locale) == ("Asia/Shanghai", "zh-CN")
    entry = LogEntry.objects.get(object_id=str(user.pk))
    assert User.objects.get(pk=entry.user_id).username == "operator"
    assert "Reason: 用户搬到上海了" in entry.get_change_message()
    assert "timezone" in entry.get_change_message()
