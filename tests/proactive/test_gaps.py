"""Gap detection: how gaps open, close (storing the outcome), expire, and stay asked once."""

from __future__ import annotations

from datetime import date, timedelta

from memind.actors import Actor
from memories.models import MemoryItem
from memories.services.memories import memory_archive, memory_update
from proactive.models import Gap, ProactiveMessage
from proactive.services.gaps import gaps_detect, gaps_refresh
from proactive.services.planner import proactive_plan
from tests.memories.factories import remember
from tests.proactive.replay import MONDAY, at, memory


def test_a_gap_expires_quietly_and_is_never_asked(chat, settings):
    user = chat("u", at(0, 20), "明天下午两点要面试")
    interview = memory(user, value="interview")
    gaps_detect(now=at(3, 9))
    assert Gap.objects.get(memory=interview).status == "open"

    expiry = settings.MEMIND_GAP_EXPIRE_DAYS
    gaps_detect(now=at(1 + expiry, 9))  # the last day it may still be asked
    assert Gap.objects.get(memory=interview).status == "open"
    gaps_detect(now=at(2 + expiry, 9))
    gap = Gap.objects.get(memory=interview)
    assert gap.status == "expired" and gap.asked_at is None and "no follow-up" in gap.note
    # The user is back after the gap expired: the greeting is about something else, or nothing.
    assert not ProactiveMessage.objects.filter(memories=interview).exists()
    proactive_plan(user=user, now=at(3 + expiry, 15))
    assert not ProactiveMessage.objects.filter(memories=interview).exists()
    interview.refresh_from_db()
    assert interview.outcome == "open"  # expiry stores nothing on the memory


def test_an_event_first_seen_after_the_expiry_limit_is_recorded_expired(tenant, chat):
    user = chat("u", at(0, 20), "你好呀")
    old = remember(
        user, "用户2月1日要考试", type="life_event", value="exam", outcome="open", event_date=date(2026, 2, 1)
    )
    assert gaps_detect(now=at(0, 21)) == (1, False)
    gap = Gap.objects.get(memory=old)
    assert gap.status == "expired" and gap.closed_at is not None
    assert gaps_detect(now=at(0, 22)) == (0, False)  # never read again


def test_english_mention_after_the_day_closes_the_gap_with_unknown_outcome(chat):
    user = chat("alex", at(0, 20), "I have a job interview tomorrow")
    interview = memory(user, value="interview")
    gaps_detect(now=at(3, 9))
    chat("alex", at(3, 12), "the interview was ok I guess")
    gaps_detect(now=at(3, 13))
    gap = Gap.objects.get(memory=interview)
    assert (gap.status, gap.outcome) == ("closed", "unknown")
    assert gap.closing_memory is None and gap.closing_message is not None
    assert gap.closing_message.content == "the interview was ok I guess"
    interview.refresh_from_db()
    assert interview.outcome == "unknown"
    assert interview.events.get(kind="edited").actor == "system:gaps"


def test_chinese_mention_closes_the_gap_and_its_echo_opens_none(chat):
    user = chat("xf", at(0, 20), "明天下午两点要面试")
    interview = memory(user, value="interview", event_date=at(1, 0).date())
    chat("xf", at(2, 12), "那个面试感觉一般般")  # Wednesday, before the gap would open
    assert gaps_refresh(user=user, now=at(2, 13))["closed"] == 1
    interview.refresh_from_db()
    assert interview.outcome == "unknown"
    # Whatever the extractor made of the mention, it must not come back as a gap a week later.
    for day in (5, 10, 12):
        gaps_detect(now=at(day, 9))
    assert not Gap.objects.filter(user=user).exclude(status="closed").exists()
    assert not MemoryItem.objects.filter(
        user=user, type="life_event", outcome="open", status="active"
    ).exists()


def test_a_new_plan_for_a_later_day_is_not_an_answer(chat):
    user = chat("xf", at(0, 20), "明天下午两点要面试")
    first = memory(user, value="interview", event_date=at(1, 0).date())
    chat("xf", at(2, 12), "周五还有一个面试")  # Wednesday: another interview, on Friday
    gaps_detect(now=at(3, 9))
    assert Gap.objects.get(memory=first).status == "open"
    second = MemoryItem.objects.get(user=user, value="interview", event_date=at(4, 0).date())
    assert not Gap.objects.filter(memory=second).exists()


def test_a_new_job_settles_a_job_search(chat):
    user = chat("alex", at(0, 20), "I'm looking for a new job")
    search = memory(user, value="job_search")
    chat("alex", at(5, 20), "I got a new job!")
    gaps_refresh(user=user, now=at(5, 21))
    search.refresh_from_db()
    assert search.outcome == "positive"
    gaps_detect(now=at(12, 9))
    assert not Gap.objects.filter(memory=search).exists()


def test_an_undated_open_plan_waits_a_week_before_a_gap(chat, settings):
    user = chat("xf", at(0, 20), "我最近在找工作")
    search = memory(user, value="job_search")
    wait = 7 + settings.MEMIND_GAP_GRACE_DAYS
    gaps_detect(now=at(wait, 9))
    assert not Gap.objects.filter(memory=search).exists()
    gaps_detect(now=at(wait + 1, 9))
    gap = Gap.objects.get(memory=search)
    assert gap.status == "open" and gap.due_date == MONDAY + timedelta(days=7)


def test_operator_outcome_closes_and_archive_expires(chat):
    user = chat("xf", at(0, 20), "明天下午两点要面试", "周二还要体检")
    interview = memory(user, value="interview")
    checkup = memory(user, value="checkup")
    gaps_detect(now=at(3, 9))
    memory_update(
        memory=interview, data={"outcome": "positive"}, actor=Actor.system("test"), reason="told us"
    )
    memory_archive(memory=checkup, actor=Actor.system("test"), reason="wrong")
    gaps_detect(now=at(3, 10))
    closed, expired = Gap.objects.get(memory=interview), Gap.objects.get(memory=checkup)
    assert (closed.status, closed.outcome, closed.note) == ("closed", "positive", "outcome set on the memory")
    assert (expired.status, expired.note) == ("expired", "the memory was archived")


def test_detection_is_bounded_idempotent_and_round_robin(tenant, chat):
    user = chat("u", at(0, 20), "你好呀")
    events = [
        remember(user, f"用户3月{d}日要考试", type="life_event", value="exam", outcome="open", event_date=day)
        for d, day in ((1, date(2026, 3, 1)), (2, date(2026, 3, 2)), (3, date(2026, 3, 3)))
    ]
    now = at(5, 9)
    assert gaps_detect(now=now, limit=2) == (2 + 0, True)  # pass 1 full; pass 2 had nothing waiting
    assert gaps_detect(now=now, limit=2) == (1 + 2, True)
    assert Gap.objects.filter(status="open").count() == 3
    history = sum(e.events.count() for e in events)
    first_checked = Gap.objects.get(memory=events[0]).checked_at
    assert first_checked is not None
    for _ in range(3):
        gaps_detect(now=now + timedelta(hours=1), limit=2)
    assert Gap.objects.count() == 3  # nothing twice
    assert sum(e.events.count() for e in events) == history  # no history noise from re-checks
    checked = [g.checked_at for g in Gap.objects.all()]
    assert all(c is not None and c > first_checked for c in checked)  # every gap got its turn
