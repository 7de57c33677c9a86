"""Chinese classes of statement added from the misses on a set the rules were not written from:
each class stores what it says (type, subject, slot, value), and a trap beside it stores nothing."""

from __future__ import annotations

import pytest

from tests.memories.test_extraction_classes import active, say


@pytest.fixture
def rules(settings):
    settings.MEMIND_EXTRACTOR = "rules"


@pytest.mark.parametrize(
    ("line", "type", "subject", "slot", "value"),
    [
        ("我在一家物流公司当调度，挺忙的", "identity", "", "job", "调度"),
        ("我还得回医院上班", "identity", "", "employer", "医院"),
        ("我干保安快八年了", "identity", "", "job", "保安"),
        ("我是搞装修的呀", "identity", "", "job", "装修"),
        ("我跟室友在杭州余杭区合租", "identity", "", "residence", "杭州余杭区"),
        ("去年搬回常州老家了", "identity", "", "hometown", "常州"),
        ("我江西的", "identity", "", "hometown", "江西"),
        ("就可乐戒不掉", "preference", "", "likes:可乐", "like"),
        ("我上个月确诊了胃炎", "identity", "", "health:胃炎", "胃炎"),
        ("同事们都喊我小鱼", "identity", "", "nickname", "小鱼"),
        ("我的大名周晓北", "identity", "", "name", "周晓北"),
        ("狗叫可乐", "identity", "狗", "name", "可乐"),
        ("日语韩语都会说", "identity", "", "language:韩语", "韩语"),
    ],
)
def test_a_zh_class_stores_its_fact(tenant, rules, line, type, subject, slot, value):
    user = say(tenant.app, line)
    stored = {(m.type, m.subject, m.slot, m.value) for m in active(user)}
    assert (type, subject, slot, value) in stored


@pytest.mark.parametrize(
    ("line", "words"),
    [
        ("你讲话真的好治愈", "治愈"),
        ("你简直是我的情绪垃圾桶", "情绪垃圾桶"),
        ("你比我同学都耐心", "耐心"),
        ("跟你聊完轻松多了", "轻松"),
        ("咱俩昨天一起想的那个标题，老板夸了", "标题"),
    ],
)
def test_feelings_about_the_assistant_and_shared_moments(tenant, rules, line, words):
    user = say(tenant.app, line)
    assert any(m.type in ("relationship", "shared") and words in m.content for m in active(user))


@pytest.mark.parametrize(
    "line",
    [
        "我在公司做饭",  # a generic place of work is no employer
        "我是开玩笑的",  # no trade
        "我以前是开出租的",  # a past trade is not the current job
        "你说他是不是得了什么病",  # a question
        "还记得我叫什么吗",  # a question, not a shared moment
        "我最近迷上了尤克里里",  # one like, not a second "上了尤克里里"
    ],
)
def test_a_zh_trap_beside_each_class_stores_nothing_wrong(tenant, rules, line):
    user = say(tenant.app, line)
    stored = active(user)
    assert not [m for m in stored if m.slot in ("employer", "job", "name", "nickname")]
    assert not [m for m in stored if m.type == "shared"]
    assert not [m for m in stored if m.slot.startswith("health")]
    assert not [m for m in stored if "上了" in m.slot]
