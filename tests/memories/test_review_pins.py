"""Pinning, the review queue and "what did the bot believe on date X", through the API and the
services, with tenant isolation and clear 4xx for bad input."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
import time_machine
from django.contrib.auth.models import User

from memind.actors import Actor
from memories.beliefs import beliefs_at, beliefs_diff
from memories.models import ContextTrace, MemoryEvent, MemoryItem
from memories.services import extraction
from memories.services.context import context_build
from memories.services.decay import decay_sweep
from memories.services.memories import (
    MemoryStateError,
    memory_approve,
    memory_reject,
    memory_supersede,
    memory_update,
)
from memories.services.pruning import memory_prune_user
from tests.memories.factories import remember, say
from tests.memories.test_messages_api import assert_error

pytestmark = pytest.mark.django_db

T0 = datetime(2026, 3, 1, 9, tzinfo=UTC)


def iso(at: datetime) -> str:
    return at.isoformat().replace("+00:00", "Z")  # a "+" in a query string reads as a space


def post(api, memory_id, action, reason="the user asked"):
    return api.post(f"/api/v1/memories/{memory_id}/{action}/", {"reason": reason}, format="json")


@pytest.fixture
def user(tenant):
    (msg,) = say(tenant.app, "u", "你好")
    return msg.user


def test_a_pinned_memory_never_fades_is_never_pruned_and_is_always_in_the_profile(api, user, settings):
    settings.MEMIND_PROFILE_PER_SECTION = 1
    weak = remember(user, "用户喜欢听雨声", importance=0.2)
    for i in range(3):
        remember(user, f"用户喜欢第{i}种咖啡", importance=0.9)
    resp = post(api, weak.pk, "pin", "用户说这个很重要")
    assert resp.status_code == 200 and resp.json()["pinned"] is True
    weak.refresh_from_db()
    assert weak.fades_at is None
    event = MemoryEvent.objects.get(memory=weak, kind="pinned")
    assert (event.actor, event.reason) == ("app:mio", "用户说这个很重要")

    # Ten years on: the decay sweep archives the others' peers, never the pinned one.
    assert decay_sweep(now=datetime(2036, 1, 1, tzinfo=UTC))[0] >= 1
    weak.refresh_from_db()
    assert weak.status == "active"
    # Over quota: the weakest go, the pinned one stays.
    settings.MEMIND_QUOTA_ACTIVE, settings.MEMIND_QUOTA_PER_TYPE = 1, 0
    MemoryItem.objects.filter(user=user).update(status="active")
    assert memory_prune_user(user=user) >= 1
    weak.refresh_from_db()
    assert weak.status == "active"
    MemoryItem.objects.filter(user=user).update(status="active")
    prefs = api.get("/api/v1/users/u/profile/").json()["sections"][1]["items"]
    first = prefs[0]["content"]
    assert first == "用户喜欢听雨声"  # in: weakest, and the section holds one

    resp = post(api, weak.pk, "unpin", "不需要了")
    assert resp.status_code == 200 and resp.json()["pinned"] is False
    weak.refresh_from_db()
    assert weak.fades_at is not None
    assert_error(post(api, weak.pk, "unpin"), 409, "invalid_state")


def test_pins_are_capped_per_user_and_need_a_reason(api, user, settings):
    settings.MEMIND_PIN_CAP = 2
    ms = [remember(user, f"用户喜欢第{i}种茶") for i in range(3)]
    assert post(api, ms[0].pk, "pin").status_code == 200
    assert post(api, ms[1].pk, "pin").status_code == 200
    err = assert_error(post(api, ms[2].pk, "pin"), 409, "invalid_state")
    assert "2 pinned" in err["message"]
    assert_error(post(api, ms[0].pk, "pin"), 409, "invalid_state")  # already pinned
    assert_error(api.post(f"/api/v1/memories/{ms[2].pk}/pin/", {}, format="json"), 400, "invalid")
    assert_error(post(api, ms[2].pk, "pin", "x" * 501), 400, "invalid")


def test_other_tenants_cannot_pin_flag_or_read_as_of(api, other_tenant, user):
    m = remember(user, "用户喜欢乌龙茶")
    for action in ("pin", "unpin", "flag"):
        assert_error(post(other_tenant.client, m.pk, action), 404, "not_found")
    resp = other_tenant.client.get(f"/api/v1/memories/?user=u&as_of={iso(T0)}")
    assert_error(resp, 400, "invalid")  # no such user in that app
    assert_error(
        other_tenant.client.get("/api/v1/users/u/profile/?as_of=2026-03-01T00:00:00Z"), 404, "not_found"
    )
    assert_error(post(api, "١", "pin"), 400, "invalid_id")


def test_flagging_sends_a_memory_to_the_review_queue(api, user):
    m = remember(user, "用户讨厌下雨")
    resp = post(api, m.pk, "flag", "用户说这不对")
    body = resp.json()
    assert resp.status_code == 200
    assert (body["review_state"], body["review_reason"]) == ("pending", "flagged: 用户说这不对")
    assert_error(post(api, m.pk, "flag"), 409, "invalid_state")
    queue = api.get("/api/v1/memories/?review=pending").json()["results"]
    assert [q["id"] for q in queue] == [m.pk]
    assert_error(api.get("/api/v1/memories/?review=someday"), 400, "invalid")


def test_extraction_queues_identity_changes_and_facts_about_others(tenant, user, settings):
    settings.MEMIND_EXTRACTOR = "rules"
    say(tenant.app, "u", "我住在杭州", at=T0)
    say(tenant.app, "u", "我搬到上海了", "我姐姐是护士", at=T0 + timedelta(days=30))
    extraction.extraction_run(user=user, trigger="api", queue_episodes=False)
    pending = {m.slot: m for m in MemoryItem.objects.filter(user=user, review_state="pending")}
    assert pending["residence"].review_reason == "identity change: residence '杭州' → '上海'"
    assert (
        pending["residence"].status == "active" and not pending["residence"].held
    )  # applied, to be looked at
    assert any(m.subject and m.review_reason.startswith("about someone else") for m in pending.values())


def test_a_held_identity_change_waits_for_review_then_takes_effect(tenant, user, settings):
    settings.MEMIND_EXTRACTOR = "rules"
    tenant.app.hold_identity_changes = True
    tenant.app.save()
    say(tenant.app, "u", "我住在杭州", at=T0)
    say(tenant.app, "u", "我搬到上海了", at=T0 + timedelta(days=30))
    extraction.extraction_run(user=user, trigger="api", queue_episodes=False)
    new = MemoryItem.objects.get(user=user, slot="residence", value="上海")
    old = MemoryItem.objects.get(user=user, slot="residence", value="杭州")
    assert (new.held, new.review_state, old.status) == (True, "pending", "active")
    later = T0 + timedelta(days=31)
    prompt = context_build(user=user, message="我住在哪里？", now=later).trace.prompt
    assert old.content in prompt and new.content not in prompt  # the held change is not used yet

    staff = User.objects.create_user("rita", is_staff=True)
    memory_approve(memory=new, actor=Actor.staff(staff), reason="用户确认搬家了")
    new.refresh_from_db()
    old.refresh_from_db()
    assert (new.held, new.review_state) == (False, "approved")
    assert (old.status, old.superseded_by_id) == ("superseded", new.pk)
    assert MemoryEvent.objects.get(memory=new, kind="reviewed").actor == "staff:rita"
    prompt = context_build(user=user, message="我住在哪里？", now=later).trace.prompt
    assert new.content in prompt and old.content not in prompt
    with pytest.raises(MemoryStateError):
        memory_approve(memory=new, actor=Actor.staff(staff))


def test_rejecting_archives_and_a_staff_edit_corrects(user):
    staff = Actor.staff(User.objects.create_user("rita", is_staff=True))
    wrong = remember(
        user, "用户叫着", type="identity", review_state="pending", review_reason="low confidence"
    )
    memory_reject(memory=wrong, actor=staff, reason="不是名字")
    wrong.refresh_from_db()
    assert (wrong.status, wrong.review_state) == ("archived", "rejected")
    assert MemoryEvent.objects.get(memory=wrong, kind="archived").reason == "rejected in review: 不是名字"
    fix = remember(
        user, "用户住在杭洲", type="identity", review_state="pending", review_reason="low confidence"
    )
    fixed = memory_update(memory=fix, data={"content": "用户住在杭州"}, actor=staff, reason="错别字")
    assert fixed.review_state == "corrected"
    app_edit = remember(user, "用户喜欢猫", review_state="pending", review_reason="flagged: ?")
    by_job = memory_update(memory=app_edit, data={"content": "用户喜欢猫和狗"}, actor=Actor.system("t"))
    assert by_job.review_state == "pending"  # only a person's decision takes it out of the queue


def _history(user):
    """A memory learned at T0, edited at T0+10d, superseded at T0+20d; another learned late."""
    staff = Actor.staff(User.objects.create_user("olga", is_staff=True))
    with time_machine.travel(T0, tick=False):
        home = remember(user, "用户住在杭州", type="identity", slot="residence", value="杭州", observed_at=T0)
    with time_machine.travel(T0 + timedelta(days=10), tick=False):
        memory_update(memory=home, data={"content": "用户住在杭州西湖区"}, actor=staff, reason="更具体")
    with time_machine.travel(T0 + timedelta(days=20), tick=False):
        moved = memory_supersede(memory=home, content="用户住在上海", actor=staff, reason="搬家了")
        late = remember(user, "用户小时候养过猫", observed_at=T0 - timedelta(days=300))
    return home, moved, late


def test_as_of_rebuilds_what_was_believed_then(api, user):
    home, moved, late = _history(user)

    def as_of(at):
        resp = api.get(f"/api/v1/memories/?user=u&as_of={iso(at)}")
        assert resp.status_code == 200, resp.content
        return {m["id"]: m for m in resp.json()["results"]}

    assert as_of(T0 - timedelta(days=1)) == {}
    first = as_of(T0 + timedelta(days=5))
    assert set(first) == {home.pk}
    assert (first[home.pk]["content"], first[home.pk]["status"]) == ("用户住在杭州", "active")
    assert first[home.pk]["changed_since"] is True and first[home.pk]["learned_late"] is False
    edited = as_of(T0 + timedelta(days=15))[home.pk]
    assert (edited["content"], edited["status"]) == ("用户住在杭州西湖区", "active")
    now = as_of(T0 + timedelta(days=25))
    assert (now[home.pk]["status"], now[home.pk]["superseded_by"]) == ("superseded", moved.pk)
    assert now[moved.pk]["status"] == "active" and now[late.pk]["learned_late"] is True
    only_active = api.get(f"/api/v1/memories/?user=u&status=active&as_of={iso(T0 + timedelta(days=25))}")
    assert {m["id"] for m in only_active.json()["results"]} == {moved.pk, late.pk}

    profile = api.get(f"/api/v1/users/u/profile/?format=md&as_of={iso(T0 + timedelta(days=5))}")
    assert "用户住在杭州" in profile.content.decode() and "上海" not in profile.content.decode()
    assert "用户住在上海" in api.get("/api/v1/users/u/profile/?format=md").content.decode()

    diff = beliefs_diff(user=user, since=T0 + timedelta(days=15), until=T0 + timedelta(days=25))
    assert [b.id for b in diff.superseded] == [home.pk]
    assert {b.id for b in diff.added} == {moved.pk, late.pk}


@pytest.mark.parametrize(
    "query",
    [
        "?as_of=2026-03-01T00:00:00Z",  # no user
        "?user=u&as_of=yesterday",
        "?user=u&as_of=2026-03-01T00:00:00+15:00",
        "?user=u&as_of=1850-01-01T00:00:00Z",
        "?user=u&as_of=2026-03-01T00:00:00Z&q=杭州",  # as_of combines with user, status and type only
    ],
)
def test_as_of_rejects_bad_input(api, user, query):
    assert_error(api.get(f"/api/v1/memories/{query}"), 400, "invalid")


def test_profile_rejects_a_bad_as_of_and_honours_now(api, user):
    assert_error(api.get("/api/v1/users/u/profile/?as_of=soon"), 400, "invalid")
    remember(user, "用户喜欢乌龙茶", observed_at=T0)
    assert (
        "乌龙茶" in api.get(f"/api/v1/users/u/profile/?now={iso(T0 + timedelta(days=1))}").json()["markdown"]
    )


def test_strength_as_of_is_computed_at_that_moment(user):
    with time_machine.travel(T0, tick=False):
        m = remember(user, "用户喜欢乌龙茶", importance=0.8, observed_at=T0)
    then = next(b for b in beliefs_at(user=user, at=T0 + timedelta(days=1)) if b.id == m.pk)
    later = next(b for b in beliefs_at(user=user, at=T0 + timedelta(days=300)) if b.id == m.pk)
    assert then.strength > later.strength and not then.strength_estimated
    assert abs(then.strength - m.strength_at(T0 + timedelta(days=1))) < 1e-3
    assert ContextTrace.objects.count() == 0  # reading the past writes nothing
