from __future__ import annotations

from datetime import UTC, datetime, timedelta

from memories.models import EndUser
from proactive.models import ProactiveMessage
from proactive.services.planner import proactive_plan_active
from tests.memories.factories import remember, say

MORNING = datetime(2026, 3, 3, 8, 0, tzinfo=UTC)


def runner(tenant, user_id: str, last_seen: datetime) -> EndUser:
    say(tenant.app, user_id, "我每天早上跑步", at=last_seen)
    user = EndUser.objects.get(external_id=user_id)
    remember(
        user,
        "用户每天早上跑步",
        type="routine",
        importance=0.6,
        slot="routine:跑步",
        value="每天早上",
        observed_at=last_seen,
    )
    return user


def test_beat_plans_for_recently_active_users_only(tenant):
    active = runner(tenant, "active", MORNING - timedelta(days=1))
    gone = runner(tenant, "gone", MORNING - timedelta(days=45))
    planned, has_more = proactive_plan_active(now=MORNING)
    assert (planned, has_more) == (1, False)
    [message] = ProactiveMessage.objects.all()
    assert message.user_id == active.pk and message.reason == "morning_routine" and "跑步" in message.text
    assert not ProactiveMessage.objects.filter(user=gone).exists()
    assert proactive_plan_active(now=MORNING) == (0, False)  # once per reason a day: re-running is safe


def test_beat_is_bounded(tenant):
    for i in range(3):
        runner(tenant, f"u{i}", MORNING - timedelta(days=1))
    assert proactive_plan_active(now=MORNING, limit=2) == (2, True)
