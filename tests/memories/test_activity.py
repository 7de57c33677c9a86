from __future__ import annotations

from datetime import timedelta

from django.utils import timezone

from memories.activity import user_activity
from memories.models import EndUser
from tests.memories.factories import say


def test_counts_only_what_the_user_said_up_to_now_capped(tenant, settings):
    settings.MEMIND_STAGE_CLOSE_MESSAGES = 3
    t0 = timezone.now() - timedelta(days=10)
    say(tenant.app, "u", "早", "在吗", at=t0)
    say(tenant.app, "u", "好的", "嗯嗯", role="assistant", at=t0)  # the bot's words don't count
    say(tenant.app, "u", "晚安", "明天见", at=t0 + timedelta(days=5))
    user = EndUser.objects.get(external_id="u")
    assert user_activity(user=user, now=t0 + timedelta(days=1)).said == 2  # later messages not yet said
    assert user_activity(user=user, now=t0 + timedelta(days=6)).said == 3  # capped


def test_language_follows_the_latest_messages_and_the_locale_wins(tenant):
    t0 = timezone.now() - timedelta(days=10)
    say(tenant.app, "u", "你好", "今天好累", at=t0)
    user = EndUser.objects.get(external_id="u")
    assert user_activity(user=user, now=t0 + timedelta(hours=1)).lang == "zh"
    say(tenant.app, "u", "I moved to Boston", "Work is busy", "Good night", at=t0 + timedelta(days=1))
    assert user_activity(user=user, now=t0 + timedelta(days=2)).lang == "en"
    assert user_activity(user=user, now=t0 + timedelta(hours=1)).lang == "zh"  # as it was then
    user.locale = "zh-CN"
    assert user_activity(user=user, now=t0 + timedelta(days=2)).lang == "zh"
    silent = EndUser.objects.create(app=tenant.app, external_id="silent")
    assert user_activity(user=silent, now=t0).said == 0 and user_activity(user=silent, now=t0).lang == "zh"
