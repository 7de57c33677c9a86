"""The planner replayed over real conversations: ingest → rules extraction → plan at a local time."""

from __future__ import annotations

from datetime import timedelta
from zoneinfo import ZoneInfo

import pytest

from memories.models import ContextTrace, MemoryEvent, MemoryItem, Message
from memories.services.messages import MessageIn, messages_ingest
from proactive.models import Gap, ProactiveMessage
from proactive.phrasing import TEMPLATES
from proactive.services.gaps import gaps_detect
from proactive.services.messages import proactive_message_mark
from proactive.services.planner import proactive_plan
from tests.memories.factories import remember
from tests.proactive.replay import at, memory

INTERVIEW_ZH = "明天下午两点要面试"
INTERVIEW_EN = "I have a job interview tomorrow"


def reasons(messages: list[ProactiveMessage]) -> list[str]:
    return [m.reason for m in messages]


def memory_ids(message: ProactiveMessage) -> list[int]:
    return sorted(message.memories.values_list("pk", flat=True))


def variants(reason: str, form: str, lang: str, **slots: str) -> set[str]:
    return {v.format(**slots) for v in TEMPLATES[(reason, form, lang)]}


# --- the interview, in Chinese --------------------------------------------------------------------


def test_interview_never_mentioned_is_asked_tuesday_evening_then_once_as_a_gap(chat):
    user = chat("xf", at(0, 20), INTERVIEW_ZH)  # Monday 20:00 Shanghai
    interview = memory(user, type="life_event", value="interview")
    assert interview.event_date == at(1, 0).date() and interview.outcome == "open"

    tuesday = proactive_plan(user=user, now=at(1, 20))
    assert reasons(tuesday) == ["evening_event"]
    assert tuesday[0].text in variants("evening_event", "plan", "zh", n="面试")
    assert "面试" in tuesday[0].text and memory_ids(tuesday[0]) == [interview.pk]

    # Wednesday is still within the grace day: no gap, nothing to ask.
    assert proactive_plan(user=user, now=at(2, 20)) == []
    assert not Gap.objects.filter(memory=interview).exists()

    # Thursday the beat job opens the gap, and the planner asks about it exactly once.
    processed, has_more = gaps_detect(now=at(3, 9))
    assert (processed, has_more) == (1, False)
    gap = Gap.objects.get(memory=interview)
    assert (gap.status, gap.kind, gap.due_date) == ("open", "interview", interview.event_date)

    thursday = proactive_plan(user=user, now=at(3, 10))
    assert reasons(thursday) == ["gap_followup"]
    assert thursday[0].text in variants("gap_followup", "plan", "zh", n="面试")
    assert memory_ids(thursday[0]) == [interview.pk] and thursday[0].gap_id == gap.pk
    gap.refresh_from_db()
    assert gap.status == "asked" and gap.asked_at == at(3, 10)

    assert "gap_followup" not in reasons(proactive_plan(user=user, now=at(3, 19)))
    gaps_detect(now=at(4, 9))
    assert "gap_followup" not in reasons(proactive_plan(user=user, now=at(4, 10)))  # Friday
    assert ProactiveMessage.objects.filter(user=user, reason="gap_followup").count() == 1
    gap.refresh_from_db()
    interview.refresh_from_db()
    assert gap.status == "asked" and interview.outcome == "open"


def test_interview_answered_on_tuesday_stores_the_outcome_and_never_opens_a_gap(chat):
    user = chat("xf", at(0, 20), INTERVIEW_ZH)
    interview = memory(user, type="life_event", value="interview", outcome="open")
    chat("xf", at(1, 19), "面试过了！拿到offer了")

    # Tuesday evening: already answered, so no "今天面试怎么样？" either.
    assert proactive_plan(user=user, now=at(1, 20)) == []
    interview.refresh_from_db()
    assert interview.outcome == "positive"
    edit = interview.events.get(kind=MemoryEvent.Kind.EDITED)
    assert edit.actor == "system:gaps" and "follow-up" in edit.reason
    assert edit.before is not None and edit.after is not None
    assert (edit.before["outcome"], edit.after["outcome"]) == ("open", "positive")

    for day in (3, 4):
        gaps_detect(now=at(day, 9))
        assert "gap_followup" not in reasons(proactive_plan(user=user, now=at(day, 10)))
    assert not Gap.objects.filter(user=user).exists()


def test_interview_answered_after_the_gap_opened_closes_it_with_the_outcome(chat):
    user = chat("xf", at(0, 20), INTERVIEW_ZH)
    interview = memory(user, type="life_event", value="interview")
    gaps_detect(now=at(3, 9))
    assert Gap.objects.get(memory=interview).status == "open"
    chat("xf", at(3, 12), "面试挂了，好难过")
    gaps_detect(now=at(3, 13))
    gap = Gap.objects.get(memory=interview)
    interview.refresh_from_db()
    assert (gap.status, gap.outcome, interview.outcome) == ("closed", "negative", "negative")
    assert gap.closing_memory is not None and gap.closing_message is not None
    assert gap.closing_memory.value == "interview" and gap.closing_message.content == "面试挂了，好难过"
    assert "gap_followup" not in reasons(proactive_plan(user=user, now=at(3, 19)))


# --- the interview, in English --------------------------------------------------------------------


def test_english_interview_asked_in_the_evening_and_once_as_a_gap(chat):
    user = chat("alex", at(0, 20), INTERVIEW_EN)

    tuesday = proactive_plan(user=user, now=at(1, 20))
    assert reasons(tuesday) == ["evening_event"]
    assert tuesday[0].text in variants("evening_event", "plan", "en", n="interview")
    assert tuesday[0].lang == "en"

    gaps_detect(now=at(3, 9))
    thursday = proactive_plan(user=user, now=at(3, 10))
    assert reasons(thursday) == ["gap_followup"]
    assert thursday[0].text in variants("gap_followup", "plan", "en", n="interview")
    assert "gap_followup" not in reasons(proactive_plan(user=user, now=at(4, 10)))


def test_english_interview_answered_stores_positive_outcome(chat):
    user = chat("alex", at(0, 20), INTERVIEW_EN)
    interview = memory(user, type="life_event", value="interview", outcome="open")
    chat("alex", at(1, 18), "I got the job!")
    assert proactive_plan(user=user, now=at(1, 20)) == []
    gaps_detect(now=at(3, 9))
    assert "gap_followup" not in reasons(proactive_plan(user=user, now=at(3, 10)))
    interview.refresh_from_db()
    assert interview.outcome == "positive"
    assert not Gap.objects.filter(user=user).exists()


# --- morning, absence, stage ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "lang", "activity"), [("我每天早上跑步", "zh", "跑步"), ("I run every morning", "en", "run")]
)
def test_morning_names_the_routine(chat, text, lang, activity):
    user = chat("u", at(0, 20), text)
    routine = memory(user, type="routine")
    [message] = proactive_plan(user=user, now=at(1, 7, 30))
    assert message.reason == "morning_routine" and message.lang == lang
    assert message.text in variants("morning_routine", "routine", lang, a=activity)
    assert activity in message.text and memory_ids(message) == [routine.pk]
    assert proactive_plan(user=user, now=at(1, 14)) == []  # afternoon: no routine talk


def test_morning_of_the_event_wishes_luck_before_the_habit(chat):
    user = chat("u", at(0, 20), INTERVIEW_ZH, "我每天早上跑步")
    [message] = proactive_plan(user=user, now=at(1, 8))
    assert message.reason == "morning_routine"
    assert message.text in variants("morning_routine", "plan", "zh", n="面试")
    trace = message.trace
    chosen, other = trace.candidates
    assert chosen["included"] and chosen["content"].endswith("要面试")
    assert not other["included"] and "跑步" in other["content"]


def test_evening_habit_is_not_a_morning_message(chat):
    user = chat("u", at(0, 20), "我每天晚上跑步")
    assert proactive_plan(user=user, now=at(1, 8)) == []


@pytest.mark.parametrize(
    ("lines", "tz", "expected"),
    [
        (["我叫夏星帆", "我超爱吃火锅", "我最近在找工作"], "Asia/Shanghai", "在找工作"),
        (
            ["My name is Alex", "I love hiking", "I'm looking for a new job"],
            "America/New_York",
            "looking for a job",
        ),
    ],
)
def test_ten_days_of_silence_bring_back_the_most_important_memory(chat, lines, tz, expected):
    user = chat("u", at(0, 20), *lines, tz=tz)
    search = memory(user, type="life_event", value="job_search")
    ten_days_later = at(10, 15, tz=ZoneInfo(tz))  # mid-afternoon, the user's local time
    [message] = proactive_plan(user=user, now=ten_days_later)
    assert message.reason == "long_absence"
    assert expected in message.text and memory_ids(message) == [search.pk]
    assert message.text.startswith(("好久", "嘿，好久", "Long time", "Hey, it's been"))
    # The job search had turned into an open gap: the greeting asked it, so it isn't asked again.
    gap = Gap.objects.get(memory=search)
    assert gap.status == "asked" and message.gap_id == gap.pk
    # One greeting per absence, and no separate gap question the next day either.
    later = proactive_plan(user=user, now=ten_days_later + timedelta(days=1))
    assert not {"long_absence", "gap_followup"} & set(reasons(later))


def test_long_absence_is_not_about_who_the_user_is(chat):
    user = chat("u", at(0, 20), "我叫夏星帆", "我超爱吃火锅")
    [message] = proactive_plan(user=user, now=at(10, 15))
    assert "火锅" in message.text and "夏星帆" not in message.text


def _memories_for_stage(user):
    day0 = at(0, 20)
    remember(user, "用户喜欢看纪录片", type="preference", importance=0.45, observed_at=day0)
    shared = remember(user, "用户和Mio一起编了一个睡前故事", type="shared", importance=0.5, observed_at=day0)
    low = remember(user, "用户感到难过", type="emotion", importance=0.45, valence=-0.7, observed_at=day0)
    return shared, low


def test_new_relationship_favours_shared_memories(tenant, chat):
    user = chat("new", at(0, 20), "你好呀")
    shared, _ = _memories_for_stage(user)
    [message] = proactive_plan(user=user, now=at(10, 15))
    assert message.trace.stage == "new"
    assert memory_ids(message) == [shared.pk] and "一起编了一个睡前故事" in message.text
    assert any("stage new" in r for r in message.trace.candidates[0]["reasons"])


def test_close_relationship_favours_emotions(tenant, chat):
    # 300 messages over two months make the relationship close (settings: 45 days, 300 messages).
    start = at(-60, 12)
    messages_ingest(
        app=tenant.app,
        external_id="close",
        messages=[
            MessageIn(role="user", content=f"聊天{i}", sent_at=start + timedelta(hours=4 * i))
            for i in range(300)
        ],
    )
    user = chat("close", at(0, 20), "你好呀")
    _, low = _memories_for_stage(user)
    [message] = proactive_plan(user=user, now=at(10, 15))
    assert message.trace.stage == "close"
    assert memory_ids(message) == [low.pk]
    assert message.text in variants("long_absence", "low", "zh", w="难过")


# --- pestering guards -----------------------------------------------------------------------------


@pytest.mark.parametrize("hour", [(1, 23, 30), (2, 3, 0), (2, 6, 30)])
def test_quiet_hours_produce_nothing(chat, settings, hour):
    # Morning and evening stretched over the whole day: only the quiet hours can hold the bot back.
    settings.MEMIND_PROACTIVE_MORNING = "00:00-12:00"
    settings.MEMIND_PROACTIVE_EVENING = "12:00-00:00"
    user = chat("u", at(0, 20), INTERVIEW_ZH, "我每天早上跑步")
    assert proactive_plan(user=user, now=at(*hour)) == []
    assert not ProactiveMessage.objects.exists()
    assert not ContextTrace.objects.filter(kind="proactive").exists()
    settings.MEMIND_PROACTIVE_QUIET = "12:00-12:00"  # no quiet hours: the same moment now speaks
    assert len(proactive_plan(user=user, now=at(*hour))) == 1


def test_daily_cap_counts_the_users_local_day_and_dismissed_frees_a_slot(chat, settings):
    settings.MEMIND_PROACTIVE_DAILY_CAP = 2
    user = chat("u", at(0, 20), INTERVIEW_ZH, "我每天早上跑步")
    chat("u", at(2, 20), "周四要考试")  # Wednesday: an exam on Thursday
    gaps_detect(now=at(3, 7))

    morning = proactive_plan(user=user, now=at(3, 8))  # Thursday
    assert reasons(morning) == ["gap_followup", "morning_routine"]
    assert "考试" in morning[1].text  # today's exam outranks the daily run
    assert proactive_plan(user=user, now=at(3, 19)) == []  # the evening question would be a third

    proactive_message_mark(message=morning[1], status="dismissed")
    [evening] = proactive_plan(user=user, now=at(3, 19, 30))
    assert evening.reason == "evening_event" and "考试" in evening.text
    assert proactive_plan(user=user, now=at(3, 20)) == []
    # A new local day, a new allowance (Friday morning: the run).
    assert reasons(proactive_plan(user=user, now=at(4, 8))) == ["morning_routine"]


def test_same_sentence_is_never_said_twice_in_a_row(chat):
    user = chat("u", at(0, 20), "我每天早上跑步")
    texts = []
    for day in range(1, 6):
        [message] = proactive_plan(user=user, now=at(day, 7, 30))
        texts.append(message.text)
        chat("u", at(day, 9), "嗯嗯")  # the user keeps chatting, so this never becomes an absence
    assert all("跑步" in t for t in texts)
    assert all(a != b for a, b in zip(texts, texts[1:], strict=False)), texts
    assert len(set(texts)) >= 3


def test_every_message_has_a_trace_linking_its_memories(chat):
    user = chat("u", at(0, 20), INTERVIEW_ZH, "我每天早上跑步")
    gaps_detect(now=at(3, 7))
    planned = [*proactive_plan(user=user, now=at(1, 8)), *proactive_plan(user=user, now=at(3, 8))]
    assert len(planned) == 3
    for m in planned:
        trace = m.trace
        assert trace.kind == "proactive" and trace.user_id == user.pk
        assert trace.prompt == m.text and trace.now == m.planned_for
        assert sorted(trace.memories.values_list("pk", flat=True)) == memory_ids(m) != []
        assert m.reason in trace.input and trace.stage == "new"
        included = [c for c in trace.candidates if c["included"]]
        assert [c["memory_id"] for c in included] == memory_ids(m)
        assert all(c["why"] for c in trace.candidates)


def test_plans_are_per_user_and_idempotent_per_day(chat):
    a = chat("a", at(0, 20), "我每天早上跑步")
    b = chat("b", at(0, 20), "我每天早上跑步")
    assert len(proactive_plan(user=a, now=at(1, 7, 30))) == 1
    assert proactive_plan(user=a, now=at(1, 8)) == []  # already suggested today
    assert len(proactive_plan(user=b, now=at(1, 8))) == 1


def test_user_timezone_decides_morning_and_evening(chat):
    # 20:00 in Shanghai is 07:00 in New York: the same instant is evening for one, morning for the other.
    sh = chat("sh", at(0, 20), "我每天早上跑步")
    ny = chat("ny", at(0, 20), "我每天早上跑步", tz="America/New_York")
    instant = at(1, 20)
    assert proactive_plan(user=sh, now=instant) == []
    assert reasons(proactive_plan(user=ny, now=instant)) == ["morning_routine"]


def test_a_deleted_memory_trail_is_kept_out(chat):
    user = chat("u", at(0, 20), INTERVIEW_ZH)
    MemoryItem.objects.filter(user=user).update(status="archived")
    assert proactive_plan(user=user, now=at(1, 20)) == []
    assert Message.objects.filter(user=user).count() == 1


@pytest.mark.parametrize(
    ("lines", "lang", "noun"),
    [
        (["周五要考试", "我超爱吃火锅"], "zh", "考试"),
        (["I have an exam on Friday", "I love hiking"], "en", "exam"),
    ],
)
def test_an_event_that_passed_during_the_absence_is_asked_in_the_past_tense(chat, lines, lang, noun):
    user = chat("u", at(0, 20), *lines)
    exam = memory(user, type="life_event", value="exam")
    [message] = proactive_plan(user=user, now=at(10, 15))
    assert message.reason == "long_absence" and memory_ids(message) == [exam.pk]
    assert message.text in variants("long_absence", "past", lang, n=noun)
    assert Gap.objects.get(memory=exam).status == "asked"
