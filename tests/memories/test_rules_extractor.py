from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memories.extractors import ExtractionInput, Turn
from memories.extractors.rules import RulesExtractor

MONDAY = datetime(2026, 3, 2, 10, 0, tzinfo=ZoneInfo("Asia/Shanghai"))


def extract(text: str, role: str = "user", is_context: bool = False):
    turn = Turn(1, role, text, MONDAY, is_context=is_context)
    return [
        c
        for c in RulesExtractor().extract(ExtractionInput(turns=[turn], tz="Asia/Shanghai"))
        if c.importance >= 0.3
    ]


@pytest.mark.parametrize(
    ("text", "type", "slot", "value"),
    [
        ("我叫夏星帆", "identity", "name", "夏星帆"),
        ("跟你说，我叫夏星帆，不要忘了哦", "identity", "name", "夏星帆"),
        ("叫我星帆就行", "identity", "nickname", "星帆"),
        ("我住在西雅图", "identity", "residence", "西雅图"),
        ("我搬到纽约了", "identity", "residence", "纽约"),
        ("我是一名程序员", "identity", "job", "程序员"),
        ("我今年25岁", "identity", "age", "25"),
        ("我老家在成都", "identity", "hometown", "成都"),
        ("我超爱吃火锅", "preference", "likes:火锅", "like"),
        ("我不喜欢香菜", "preference", "likes:香菜", "dislike"),
        ("我每天早上跑步", "routine", "routine:跑步", "每天早上"),
        ("My name is Alex", "identity", "name", "Alex"),
        ("I live in Seattle", "identity", "residence", "Seattle"),
        ("I moved to New York", "identity", "residence", "New York"),
        ("I work at Google", "identity", "employer", "Google"),
        ("I'm a nurse", "identity", "job", "nurse"),
        ("I love hiking", "preference", "likes:hiking", "like"),
        ("I hate cilantro", "preference", "likes:cilantro", "dislike"),
        ("I run every morning", "routine", "routine:run", "every morning"),
    ],
)
def test_slotted_facts(text, type, slot, value):
    found = {(c.type, c.slot, c.value) for c in extract(text)}
    assert (type, slot, value) in found


@pytest.mark.parametrize(
    ("text", "type"),
    [
        ("我好难过", "emotion"),
        ("I'm so sad today", "emotion"),
        ("你真贴心", "relationship"),
        ("跟你聊天很开心", "relationship"),
        ("you're the best", "relationship"),
        ("我们一起看了《你的名字》", "shared"),
        ("that joke you told me was hilarious", "shared"),
        ("我们认识一百天了", "milestone"),
        ("we've been talking for a month", "milestone"),
        ("下个月我要搬到纽约", "life_event"),
        ("我最近在找工作", "life_event"),
    ],
)
def test_every_type_in_both_languages(text, type):
    assert type in {c.type for c in extract(text)}


def test_interview_tomorrow_is_an_open_dated_event():
    zh = extract("明天下午两点要面试")
    [event] = [c for c in zh if c.type == "life_event" and not c.slot]
    assert (event.value, event.outcome, event.event_date) == ("interview", "open", date(2026, 3, 3))
    # The time said with the plan is an attribute of it, as the rest of its details would be.
    assert [(c.subject, c.slot, c.value) for c in zh if c.slot] == [("面试", "time", "明天下午两点")]
    [en] = [c for c in extract("I have a job interview next Friday") if c.type == "life_event" and not c.slot]
    assert (en.value, en.outcome, en.event_date) == ("interview", "open", date(2026, 3, 13))


@pytest.mark.parametrize(
    ("text", "outcome"),
    [
        ("面试过了！拿到offer了", "positive"),
        ("面试没过", "negative"),
        ("I got the job!", "positive"),
        ("I failed the exam", "negative"),
    ],
)
def test_stated_outcomes(text, outcome):
    events = [c for c in extract(text) if c.type == "life_event"]
    assert [e.outcome for e in events] == [outcome]


@pytest.mark.parametrize(
    "text", ["我叫什么来着？", "what's my name?", "where do I live?", "我叫了外卖", "今天天气不错"]
)
def test_questions_and_small_talk_yield_nothing(text):
    assert extract(text) == []


@pytest.mark.parametrize(
    "text", ["哈哈", "哈哈哈哈哈", "嗯嗯", "好的", "晚安", "ok", "lol", "good night", "👍", "有点累"]
)
def test_filler_and_mild_feelings_score_under_the_gate(text):
    all_candidates = RulesExtractor().extract(
        ExtractionInput(turns=[Turn(1, "user", text, MONDAY)], tz="UTC")
    )
    assert all_candidates and all(c.importance < 0.3 for c in all_candidates)


def test_assistant_and_context_turns_are_never_sources():
    assert extract("我叫夏星帆", role="assistant") == []
    assert extract("我叫夏星帆", is_context=True) == []


@pytest.mark.parametrize(
    ("text", "type", "content"),
    [
        ("我家猫叫咪咪", "identity", "用户的猫叫咪咪"),
        ("我养的狗叫旺财，可乖了", "identity", "用户的狗叫旺财"),
        ("我有个朋友叫阿杰", "identity", "用户的朋友叫阿杰"),
        ("那家火锅店叫小龙坎，在唐人街", "life_event", "用户提到的火锅店叫小龙坎"),
        ("My dog's name is Biscuit", "identity", "The user's dog is called Biscuit"),
        ("my best friend is called Jake.", "identity", "The user's best friend is called Jake"),
        (
            "we went to a cafe called Blue Bottle.",
            "life_event",
            "The user mentioned a cafe called Blue Bottle",
        ),
    ],
)
def test_names_of_pets_people_and_places(text, type, content):
    assert (type, content) in {(c.type, c.content) for c in extract(text)}


@pytest.mark.parametrize(
    "text", ["我朋友叫我去吃饭", "我妈妈叫我早点睡", "老板叫我加班", "my friend called me yesterday"]
)
def test_being_called_by_someone_is_not_a_name(text):
    assert not [c for c in extract(text) if c.type == "identity"]
