"""What a statement leaves behind, as the labelling rules read it (``tests/data/extraction/README.md``),
one class of statement per test: news and what it leaves (a breakup leaves the user single, a move made is
where one lives, retired is what one is now, a new post has the day it starts, work won is good news),
habits (kept, never taken up, given up, or someone else's), trades and where and for whom they are done,
ages and names as people say them, an event's day and name, languages and health. Each class beside the
trap that must stay as it was."""

from __future__ import annotations

import pytest

from memories.extractors.rules import subject_key
from memories.extractors.values import place_known, value_problem, zh_place_and_deed
from memories.models import MemoryItem
from tests.memories.test_extraction_classes import active, say


def stored(user) -> set[tuple[str, str, str, str]]:
    return {(m.type, m.subject, m.slot, m.value) for m in MemoryItem.objects.filter(user=user)}


def kept(user, slot: str, subject: str = "") -> list[str]:
    """The active values of one slot for one subject, as many as there are."""
    return [m.value for m in active(user, slot=slot, subject=subject)]


def none_stored(user, **filters: object) -> bool:
    """Nothing, active or not, was stored for the user that matches ``filters``."""
    return not MemoryItem.objects.filter(user=user, **filters).exists()


@pytest.mark.parametrize(
    "line",
    [
        "ok update. we broke up. single again i guess",
        "so my boyfriend Jake and I broke up",
        "we broke up last night",
    ],
)
def test_a_breakup_leaves_the_user_single_and_is_told_as_bad_news(tenant, rules, line):
    user = say(tenant.app, "I'm in a relationship", line)
    status = active(user, slot="relationship_status")
    assert [m.value for m in status] == ["single"]
    assert "broke up" not in {m.value for m in MemoryItem.objects.filter(user=user)}
    news = active(user, type="life_event", value="breakup")
    assert news and all(m.outcome == "negative" for m in news)


@pytest.mark.parametrize(
    ("line", "subject", "place"),
    [("上个月我搬到了杭州滨江区", "", "杭州滨江区"), ("我已经搬到大理了，在朋友的酒吧帮忙", "", "大理")],
)
def test_a_move_already_made_is_one_residence_that_says_so(tenant, rules, line, subject, place):
    user = say(tenant.app, "我住在北京", line)
    [home] = active(user, slot="residence")
    assert (home.subject, home.value) == (subject, place)
    assert "搬" in home.content
    assert not active(user, type="life_event", value="move")


@pytest.mark.parametrize(
    ("line", "kind", "not_yet"),
    [("下个月我要搬到成都", "move", "residence"), ("我爸明年退休", "retirement", "job")],
)
def test_a_move_or_a_retirement_ahead_stays_a_plan(tenant, rules, line, kind, not_yet):
    user = say(tenant.app, line)
    assert active(user, type="life_event", value=kind, outcome="open")
    assert not active(user, slot=not_yet)


@pytest.mark.parametrize(
    ("line", "subject", "city"),
    [
        ("我女儿在福州读大学", "女儿", "福州"),
        ("我叫才仁，二十三，在西宁读大专", "", "西宁"),
        ("我女儿在乌鲁木齐上小学，老婆在那边开了个拌面馆", "女儿", "乌鲁木齐"),
    ],
)
def test_a_school_level_said_with_its_city_tells_where_they_live(tenant, rules, line, subject, city):
    user = say(tenant.app, line)
    assert ("identity", subject, "residence", city) in stored(user)
    assert none_stored(user, slot="school", subject=subject)


def test_a_school_named_or_a_level_said_without_a_city_stays_a_school(tenant, rules):
    user = say(tenant.app, "伲儿子在枫汀中学读高一", user="a")
    assert ("identity", "儿子", "school", "枫汀中学") in stored(user)
    user = say(tenant.app, "我儿子在老家上高中，16了", user="b")
    schools = {m.value for m in MemoryItem.objects.filter(user=user, slot="school")}
    assert schools == {"高中"}  # not 老家, not "老家上高中"


@pytest.mark.parametrize(
    ("line", "together"),
    [("谢谢你陪我聊到半夜", "聊到半夜"), ("嗯 谢谢你陪我吐槽 真的好多了", "吐槽")],
)
def test_thanks_for_what_was_done_together_keep_what_was_done(tenant, rules, line, together):
    user = say(tenant.app, line)
    shared = active(user, type="shared")
    assert [together in m.content for m in shared] == [True]
    assert not active(user, type="relationship")


def test_thanks_beside_praise_is_the_praise_and_bare_thanks_stay(tenant, rules):
    user = say(tenant.app, "谢谢你一直陪我说话，你真的很温暖", user="a")
    [feeling] = active(user, type="relationship")
    assert "温暖" in feeling.content
    user = say(tenant.app, "谢谢你陪着我", user="b")
    assert [m.content for m in active(user, type="relationship")] == ["用户感谢助手的陪伴"]


@pytest.mark.parametrize(
    "line", ["I don't drive, so it's the bus every day", "I don't drive, never learned. Bus everywhere"]
)
def test_not_driving_is_a_habit_kept_as_a_negation(tenant, rules, line):
    user = say(tenant.app, line)
    assert ("routine", "", "routine:drive", "never") in stored(user)
    assert not active(user, type="preference")


def test_a_taste_said_with_it_stays_a_dislike(tenant, rules):
    user = say(tenant.app, "I don't drink coffee, it makes me jittery")
    assert ("preference", "", "likes:coffee", "dislike") in stored(user)


@pytest.mark.parametrize(
    ("line", "kind", "said", "outcome"),
    [
        (
            "hiya love. finished my last round of chemo on Friday, rang the bell",
            "health",
            "chemo",
            "positive",
        ),
        (
            "been applying for months. had an interview at Hartwell on monday",
            "interview",
            "interview",
            "open",
        ),
        ("we had a party for Nan at the club", "party", "party", "unknown"),
    ],
)
def test_an_event_the_user_went_through_is_told_as_done(tenant, rules, line, kind, said, outcome):
    """Not "the user's chemo is coming up on Friday, March 6" for a chemo finished last Friday; an
    interview had is waiting for its answer."""
    user = say(tenant.app, line)
    [event] = active(user, type="life_event", value=kind)
    assert said in event.content and "coming up" not in event.content
    assert event.outcome == outcome and event.event_date is None


def test_an_event_ahead_keeps_its_article_and_its_day(tenant, rules):
    user = say(tenant.app, "I have an interview on Friday")
    [event] = active(user, type="life_event", value="interview")
    assert "an interview" in event.content and "a n " not in event.content
    assert event.outcome == "open" and event.event_date is not None


def test_a_place_named_by_what_was_done_there_is_no_news(tenant, rules):
    user = say(tenant.app, "I've booked the place where we had our first date")
    assert not active(user, type="life_event", value="date")


@pytest.mark.parametrize(
    ("line", "named"),
    [
        ("First solo exhibition opens 12 October", "solo exhibition"),
        ("honey festival in Chaguanas on the 14th, I'm taking a stall", "honey festival"),
        ("oh man, job interview tomorrow", "job interview"),
    ],
)
def test_an_event_said_bare_keeps_the_words_that_say_its_kind(tenant, rules, line, named):
    user = say(tenant.app, line)
    [event] = active(user, type="life_event", slot="")
    assert named in event.content


def test_a_day_or_a_verb_before_an_event_is_no_kind_of_it(tenant, rules):
    user = say(tenant.app, "update: interview on Monday")
    [event] = active(user, type="life_event", slot="")
    assert "update interview" not in event.content.lower()


@pytest.mark.parametrize(
    ("line", "likes"),
    [
        ("I love the old saffron yellow, best colour", {"likes:the old saffron yellow"}),
        ("honestly i love a good sad show, the sadder the better", {"likes:a good sad show"}),
        ("I love tea, coffee, hot chocolate", {"likes:tea", "likes:coffee", "likes:hot chocolate"}),
    ],
)
def test_what_a_list_of_likes_says_about_itself_is_no_item(tenant, rules, line, likes):
    user = say(tenant.app, line)
    assert {m.slot for m in active(user, type="preference")} == likes


@pytest.mark.parametrize(
    ("line", "kept"),
    [
        ("完了我还不喝酒 到时候肯定被灌 愁人", {"routine:酒"}),
        ("主打一个不喝奶茶", set()),
        ("我不喝冰的，保护嗓子，夏天也不喝", {"routine:冰"}),
    ],
)
def test_what_is_not_drunk_is_said_after_the_verb_not_before_it(tenant, rules, line, kept):
    user = say(tenant.app, line)
    assert {m.slot for m in active(user) if m.type in ("routine", "preference")} == kept


def test_a_topic_said_first_is_still_the_dislike(tenant, rules):
    user = say(tenant.app, "香菜我是真的不吃")
    assert ("preference", "", "likes:香菜", "dislike") in stored(user)


@pytest.mark.parametrize(
    ("line", "subject"),
    [
        ("我老伴儿退休了，天天在小区里下象棋", "老伴"),
        ("我系广州人 退休咗 以前喺纺织厂做嘢", ""),
        ("我已经退休三年了", ""),
    ],
)
def test_retired_said_as_done_is_what_they_are_now(tenant, rules, line, subject):
    user = say(tenant.app, line)
    assert ("identity", subject, "job", "退休") in stored(user)
    assert not active(user, type="life_event", value="retirement")


@pytest.mark.parametrize(
    ("line", "key", "said"),
    [
        ("我每天早上六点自己先游三千米", "routine:自己先游", "游三千米"),
        ("敬礼！每天早上五点半跑五公里，部队养成的", "routine:跑", "跑五公里"),
    ],
)
def test_a_habit_keeps_how_much_in_what_it_says(tenant, rules, line, key, said):
    """The habit's key drops the amount (one habit however far one swims); its content keeps it."""
    user = say(tenant.app, line)
    [habit] = active(user, type="routine")
    assert habit.slot == key and said in habit.content


@pytest.mark.parametrize(
    ("line", "subject", "trade", "town"),
    [
        ("我是六安开挖机的，开了十二年", "", "开挖机", "六安"),
        ("我爸是成都开出租的", "爸爸", "开出租", "成都"),
    ],
)
def test_a_trade_said_with_its_town_is_a_trade_and_where_it_is_done(
    tenant, rules, line, subject, trade, town
):
    user = say(tenant.app, line)
    assert {("job", trade), ("workplace", town)} <= {(m.slot, m.value) for m in active(user, subject=subject)}
    assert not MemoryItem.objects.filter(user=user, slot="hometown").exclude(value=town)


@pytest.mark.parametrize(("line", "hometown"), [("我是六安的", "六安"), ("我是北京朝阳的", "北京朝阳")])
def test_a_town_alone_is_where_one_is_from(tenant, rules, line, hometown):
    user = say(tenant.app, line)
    assert {m.value for m in active(user, slot="hometown")} == {hometown}
    assert not active(user, slot="job")


@pytest.mark.parametrize(
    ("value", "split"), [("六安开挖机", ("六安", "开挖机")), ("杭州卖菜", ("杭州", "卖菜"))]
)
def test_a_place_with_what_is_done_there_splits_into_the_two(value, split):
    assert zh_place_and_deed(value) == split


@pytest.mark.parametrize(
    "value", ["北京朝阳", "南京江宁区", "江门开平", "上海浦东", "长沙开福区", "成都春熙路"]
)
def test_a_place_with_its_district_stays_a_place(value):
    assert zh_place_and_deed(value) is None
    assert value_problem("residence", value) == "" and place_known(value)


@pytest.mark.parametrize(
    ("line", "trade"), [("我在一家外贸公司，做了三年业务员", "业务员"), ("我干了十年厨师", "厨师")]
)
def test_a_trade_said_with_how_long_is_the_trade(tenant, rules, line, trade):
    user = say(tenant.app, line)
    assert trade in {m.value for m in active(user, slot="job")}


@pytest.mark.parametrize("line", ["我做了三年饭", "干了五年了"])
def test_years_of_something_that_is_no_trade_store_no_trade(tenant, rules, line):
    user = say(tenant.app, line)
    assert not active(user, slot="job")


@pytest.mark.parametrize(("line", "said"), [("我在夜市卖烤串", "卖烤串"), ("我妈在路边卖红薯", "卖红薯")])
def test_selling_at_a_stall_is_a_trade(tenant, rules, line, said):
    user = say(tenant.app, line)
    [job] = MemoryItem.objects.filter(user=user, slot="job")
    assert said in job.content


def test_buying_at_a_market_is_no_trade(tenant, rules):
    user = say(tenant.app, "我在菜市场买菜")
    assert not active(user, slot="job")


@pytest.mark.parametrize(
    ("line", "age"),
    [
        ("hey im 19 from Leeds, first year at uni", "19"),
        ("I'm 62 an still fixing roofs every week", "62"),
        ("my hands are slow now. I am 45 years", "45"),
        ("Maggie Doyle, 81 years of age, and I still drive myself to bingo", "81"),
        ("I am Suresh, age 40. I drive an autorickshaw", "40"),
        ("大家好我叫周红梅今年47岁在县城开了个裁缝铺", "47"),
        ("我才23啊 怎么就开始掉头发了", "23"),
    ],
)
def test_the_users_age_said_the_ways_people_say_it(tenant, rules, line, age):
    user = say(tenant.app, line)
    assert {m.value for m in active(user, slot="age", subject="")} == {age}


@pytest.mark.parametrize(
    ("line", "ages"),
    [
        ("my daughter Mira, 7, wants a puppy for christmas", {("daughter", "7")}),
        ("grandpa's 88 and still gardens every morning", {("grandpa", "88")}),
        ("我在家带娃 儿子6岁 女儿2岁", {("儿子", "6"), ("女儿", "2")}),
        ("儿子豆豆五岁，刚上幼儿园", {("儿子", "五")}),
        ("我弟弟刚找到工作。他才20", {("弟弟", "20")}),
    ],
)
def test_someones_age_said_after_who_they_are(tenant, rules, line, ages):
    user = say(tenant.app, line)
    assert {(m.subject, m.value) for m in active(user, slot="age")} == ages


@pytest.mark.parametrize(
    "line",
    [
        "dad 3 hours late again",
        "I'm 5 minutes away",
        "我儿子15分钟就写完作业了",
        "他才10块钱就卖了",
        "女儿一年级了",
        "女儿满周岁了",
    ],
)
def test_a_number_after_someone_that_is_no_age_stores_no_age(tenant, rules, line):
    user = say(tenant.app, line)
    assert none_stored(user, slot="age")


@pytest.mark.parametrize(
    ("line", "name"), [("我丈夫阿强负责进货，我管账", "阿强"), ("我女朋友阿敏系乐队打鼓嘅", "阿敏")]
)
def test_kin_named_right_before_what_they_do_keep_the_name(tenant, rules, line, name):
    user = say(tenant.app, line)
    assert {m.value for m in active(user, slot="name")} == {name}


def test_a_pastime_said_twice_over_is_no_name(tenant, rules):
    user = say(tenant.app, "我儿子画画特别好，老师都夸")
    assert none_stored(user, slot="name")


@pytest.mark.parametrize(
    ("line", "habit"),
    [
        ("I don't vape no more, my lungs thank me", "vape"),
        ("don't smoke anymore btw, two years clean", "smoke"),
        ("I doh drink anymore, doctor orders", "drink"),
    ],
)
def test_a_habit_given_up_said_with_no_more_is_stopped(tenant, rules, line, habit):
    user = say(tenant.app, line)
    [kept] = active(user, type="routine")
    assert (kept.slot, kept.value) == (f"routine:{habit}", "stopped")
    assert "not" in kept.content


def test_quit_said_without_the_i_and_with_when_is_a_habit_given_up(tenant, rules):
    user = say(tenant.app, "quit smoking when my daughter was born")
    assert [(m.slot, m.value) for m in active(user, type="routine")] == [("routine:smoking", "quit")]


@pytest.mark.parametrize("line", ["Don't run, the floor is wet!", "don't cook tonight, we'll order in"])
def test_an_order_not_to_do_something_is_no_habit(tenant, rules, line):
    user = say(tenant.app, line)
    assert none_stored(user, type="routine")


@pytest.mark.parametrize(
    ("line", "subject", "city"),
    [("我是药剂师，在合肥一家医院", "", "合肥"), ("我表哥是厨师，在昆明的一家酒店", "表哥", "昆明")],
)
def test_a_city_said_after_the_trade_with_a_kind_of_workplace_is_where_they_work(
    tenant, rules, line, subject, city
):
    user = say(tenant.app, line)
    assert kept(user, "workplace", subject) == [city]


def test_a_workplace_clause_without_a_town_names_no_workplace(tenant, rules):
    user = say(tenant.app, "我是老师，在这里一所学校")
    assert none_stored(user, slot="workplace")


@pytest.mark.parametrize(
    ("line", "subject", "employer"),
    [
        (
            "I'm a tax adviser at an accounting firm in Douglas, Manx Ledger Partners",
            "",
            "Manx Ledger Partners",
        ),
        ("my husband works at a brewery near the harbour, Old Quay Ales", "husband", "Old Quay Ales"),
    ],
)
def test_an_employer_said_by_its_kind_then_named_is_the_name(tenant, rules, line, subject, employer):
    user = say(tenant.app, line)
    assert kept(user, "employer", subject) == [employer]


@pytest.mark.parametrize(
    "line",
    [
        "I'm a carer for an old gentleman in town",
        "honestly I just work for fun",
        "我是跑长途的司机",
        "我爸是镇上的木匠",
    ],
)
def test_a_deed_a_spot_or_a_person_is_no_employer(tenant, rules, line):
    user = say(tenant.app, line)
    assert none_stored(user, slot="employer")


@pytest.mark.parametrize("value", ["阿里", "同仁堂", "华为", "县医院", "做母婴用品的公司"])
def test_an_organisation_that_looks_like_a_spot_or_a_deed_stays(value):
    assert value_problem("employer", value) == ""


def test_a_trip_to_a_bare_place_goes_by_what_one_goes_there_to_do(tenant, rules):
    user = say(tenant.app, "下个月出车去新疆，来回半个月")
    details = {(m.subject, m.slot, m.value) for m in active(user, type="life_event") if m.slot}
    assert ("出车", "time", "下个月") in details and ("出车", "place", "新疆") in details
    assert not active(user, subject="新疆")


def test_a_trip_named_with_what_is_done_there_keeps_that_name(tenant, rules):
    user = say(tenant.app, "下周去成都旅游")
    assert {m.subject for m in active(user, type="life_event") if m.slot} == {"成都旅游"}


@pytest.mark.parametrize(
    ("line", "said", "not_said"),
    [
        ("I got back today, the party is on Saturday", "Saturday", "Monday"),
        ("今天正式退租了，明天坐车回宜昌老家", "明天", "今天"),
    ],
)
def test_an_events_day_is_the_one_said_in_its_own_clause(tenant, rules, line, said, not_said):
    user = say(tenant.app, line)
    [time] = active(user, type="life_event", slot="time")
    assert time.value == said
    events = [m for m in active(user, type="life_event") if not m.slot]
    assert events and not any(not_said in m.content for m in events)


@pytest.mark.parametrize(
    "line",
    [
        "Ammi is asking daily when I'll find a wife",
        "so grandma feeds me dumplings every day",
        "I used to swim at the lido every morning",
        "I've got plans for every weekend this month",
    ],
)
def test_what_is_no_habit_of_the_users_kept_now_is_no_routine(tenant, rules, line):
    user = say(tenant.app, line)
    assert none_stored(user, type="routine", subject="")


@pytest.mark.parametrize(("line", "habit"), [("I swim at the lido every morning", "swim")])
def test_a_habit_kept_now_is_still_a_routine(tenant, rules, line, habit):
    user = say(tenant.app, line)
    assert any(habit in m.slot for m in active(user, type="routine"))


def test_a_plan_to_visit_someone_is_the_users_plan_not_theirs(tenant, rules):
    user = say(tenant.app, "visiting my nan in Carlisle this weekend")
    events = active(user, type="life_event")
    assert events and not any(m.subject == "nan" for m in events)
    assert [(m.subject, m.value) for m in active(user, slot="residence")] == [("nan", "Carlisle")]


def test_a_plan_said_by_someone_else_stays_theirs(tenant, rules):
    user = say(tenant.app, "my sister is flying in from Dubai next week")
    assert {m.subject for m in active(user, type="life_event") if not m.slot} == {"sister"}


@pytest.mark.parametrize(
    ("line", "subject", "job"),
    [
        ("my uncle is a shepherd up in the hills", "uncle", "shepherd"),
        ("I'm a roughneck on a rig out of Aberdeen", "", "roughneck"),
        ("I'm a chimney sweep, yes really", "", "chimney sweep"),
        ("husband is air traffic controller so his hours are mad", "husband", "air traffic controller"),
        ("the wife's a glassblower, she has a studio", "wife", "glassblower"),
    ],
)
def test_trades_of_the_field_the_water_and_the_bench_are_trades(tenant, rules, line, subject, job):
    user = say(tenant.app, line)
    assert kept(user, "job", subject) == [job]


@pytest.mark.parametrize(
    "line", ["dad is a bit of a clown", "Husband is home now", "she's a good guide to the city"]
)
def test_a_trade_word_said_of_character_or_a_place_is_no_trade(tenant, rules, line):
    user = say(tenant.app, line)
    assert none_stored(user, slot="job")


@pytest.mark.parametrize(
    ("line", "subject", "name"),
    [
        ("Saoirse, the girlfriend, says I talk too much", "girlfriend", "Saoirse"),
        ("our Kieran — me grandson — starts at the yard Monday", "grandson", "Kieran"),
    ],
)
def test_someone_named_and_then_said_who_they_are_keeps_the_name(tenant, rules, line, subject, name):
    user = say(tenant.app, line)
    assert kept(user, "name", subject) == [name]


def test_a_word_before_a_kin_word_between_commas_is_no_name(tenant, rules):
    user = say(tenant.app, "Sorry, my brother, I forgot to answer")
    assert none_stored(user, slot="name")


@pytest.mark.parametrize(
    ("line", "subject", "job"),
    [("偶男友在东莞当保安", "男友", "保安"), ("偶妹妹在昆明做导游", "妹妹", "导游")],
)
def test_kin_said_after_the_chat_spelling_of_i_keep_their_trade(tenant, rules, line, subject, job):
    user = say(tenant.app, line)
    assert kept(user, "job", subject) == [job]


@pytest.mark.parametrize("line", ["我偶尔去打打球", "偶像在上海开演唱会", "阮姐在店里卖茶"])
def test_ou_in_a_word_or_a_surname_is_no_speaker(tenant, rules, line):
    user = say(tenant.app, line)
    assert none_stored(user, type="identity")


@pytest.mark.parametrize(
    ("line", "value", "said"),
    [
        ("应酬太多，我胃都喝坏了", "胃喝坏了", "胃都喝坏了"),
        ("我膝盖早就磨坏了", "膝盖磨坏了", "膝盖早就磨坏了"),
        ("开了三十年拖拉机，我耳朵有点背", "耳朵背", "耳朵有点背"),
        ("我胃一直不太好", "胃不太好", "胃一直不太好"),
    ],
)
def test_a_body_part_worn_out_or_hurt_is_a_health_fact(tenant, rules, line, value, said):
    """The value is the part and its state; the content says it as it was said."""
    user = say(tenant.app, line)
    [health] = [m for m in active(user, type="identity") if m.slot.startswith("health")]
    assert health.value == value and said in health.content


def test_a_body_part_carrying_something_is_no_health_fact(tenant, rules):
    user = say(tenant.app, "我肩膀背着孩子去赶集")
    assert none_stored(user, slot__startswith="health")


@pytest.mark.parametrize(("dialect", "plain"), [("堂客", "老婆"), ("老倌", "老公"), ("婆姨", "老婆")])
def test_a_spouse_said_in_dialect_is_the_same_subject(dialect, plain):
    assert subject_key(dialect) == subject_key(plain)


@pytest.mark.parametrize(
    ("line", "called", "when"),
    [
        ("great news, I got a job as a porter at the station, I start Monday", "job", "Monday"),
        ("they made me shift supervisor, starting next month", "shift supervisor", "next month"),
    ],
)
def test_a_new_post_keeps_the_day_it_starts(tenant, rules, line, called, when):
    user = say(tenant.app, line)
    assert [(m.subject, m.value) for m in active(user, type="life_event", slot="time")] == [(called, when)]


def test_a_trade_promoted_to_ends_before_when_it_starts(tenant, rules):
    user = say(tenant.app, "I got promoted to head baker starting in June")
    assert [m.value for m in active(user, slot="job")] == ["head baker"]


def test_a_start_without_news_of_a_post_is_no_post(tenant, rules):
    user = say(tenant.app, "I start yoga Monday, wish me luck")
    assert not [m for m in active(user, type="life_event", slot="time") if m.subject == "job"]


@pytest.mark.parametrize(
    ("line", "spoken"),
    [
        ("I'm bilingual, Welsh and English", {"Welsh", "English"}),
        ("I speak Polish with my gran, English with everyone else", {"Polish", "English"}),
        ("I talk Spanish at work mostly", {"Spanish"}),
    ],
)
def test_languages_said_as_bilingual_or_by_whom_they_are_spoken_with(tenant, rules, line, spoken):
    user = say(tenant.app, line)
    assert {m.value for m in active(user, type="identity") if m.slot.startswith("language")} == spoken


def test_bilingual_alone_names_no_language(tenant, rules):
    user = say(tenant.app, "honestly I'm bilingual, it helps at work")
    assert not [m for m in active(user, type="identity") if m.slot.startswith("language")]


@pytest.mark.parametrize(
    "line",
    [
        "a bakery in Leeds has ordered forty loaves a week, my biggest customer yet",
        "so happy 🥳 got a big order in from a hotel in Bath",
    ],
)
def test_work_won_by_a_maker_is_good_news(tenant, rules, line):
    user = say(tenant.app, line)
    [news] = active(user, type="life_event", value="news")
    assert news.outcome == "positive" and "order" in news.content


@pytest.mark.parametrize(
    "line", ["I ordered pizza lol", "my mate ordered two pints", "the order arrived late"]
)
def test_what_one_orders_oneself_is_no_news(tenant, rules, line):
    user = say(tenant.app, line)
    assert none_stored(user, type="life_event")


def test_someone_of_a_trade_who_did_something_is_no_trade_of_the_users(tenant, rules):
    user = say(tenant.app, "a designer from Lagos ordered indigo cloth, delivery in May")
    assert none_stored(user, slot="job")


# --- sixteenth pass: trades by their ending, sellers, towns before the work, names by 阿, kin at rest ---


@pytest.mark.parametrize(
    ("line", "job"),
    [
        ("I'm a net mender for the boats out of Peterhead", "net mender"),
        ("I'm a sweetgrass basket sewer, been at it since I was six", "sweetgrass basket sewer"),
        ("I'm a kūmara grower out past Gisborne", "kūmara grower"),
    ],
)
def test_a_trade_by_its_ending_may_take_two_words_and_serve_someone(tenant, rules, line, job):
    user = say(tenant.app, line)
    assert kept(user, "job") == [job]


@pytest.mark.parametrize(
    "line",
    [
        "I'm a huge coffee drinker",
        "I'm a very light sleeper",
        "I'm a happy camper today",
        "I'm a big spender",
    ],
)
def test_what_one_is_like_by_an_ending_is_no_trade(tenant, rules, line):
    user = say(tenant.app, line)
    assert none_stored(user, slot="job")


def test_a_craft_done_for_a_living_is_a_trade(tenant, rules):
    user = say(tenant.app, "I make cashew wine for a living")
    [job] = kept(user, "job")
    assert "cashew wine" in job


def test_kin_up_or_down_in_a_town_live_there(tenant, rules):
    user = say(tenant.app, "my sister Naledi is up in Pretoria, she's a teacher")
    assert kept(user, "residence", "sister") == ["Pretoria"]


@pytest.mark.parametrize(
    ("line", "subject"),
    [("my dad is over in Spain for a week", "dad"), ("my son is in New York until June", "son")],
)
def test_a_stay_is_no_home(tenant, rules, line, subject):
    user = say(tenant.app, line)
    assert none_stored(user, slot="residence", subject=subject)


@pytest.mark.parametrize(
    "line",
    [
        "my girlfriend lives in Porto, we see each other every weekend",
        "I love arepas, I eat them every morning",
    ],
)
def test_a_habit_whose_words_are_a_pronoun_is_no_habit(tenant, rules, line):
    user = say(tenant.app, line)
    assert not active(user, type="routine")


def test_a_habit_with_a_pronoun_after_its_activity_is_kept(tenant, rules):
    user = say(tenant.app, "my grandparents live in Cork, I visit them every Christmas")
    assert [m.slot for m in active(user, type="routine")] == ["routine:visit them"]


def test_news_of_someone_named_by_their_role_is_not_the_users(tenant, rules):
    user = say(tenant.app, "our accordion player Fraser just had a baby boy, so we're a man down")
    assert none_stored(user, type="life_event", subject="")
    friend = say(tenant.app, "my friend Walt just had a baby boy", user="v")
    assert [m.subject for m in active(friend, type="life_event")] == ["friend"]


def test_what_kin_sell_is_their_trade(tenant, rules):
    user = say(tenant.app, "我老婆是东北人", "她卖海参。")
    assert kept(user, "job", "老婆") == ["卖海参"]


@pytest.mark.parametrize("line", ["我卖了房子", "他卖萌", "我卖你一个面子", "她卖得很好"])
def test_a_sale_or_an_idiom_is_no_trade(tenant, rules, line):
    user = say(tenant.app, line)
    assert none_stored(user, slot="job")


def test_what_one_sells_beside_a_trade_said_is_no_second_trade(tenant, rules):
    user = say(tenant.app, "宝子们好 我是带货主播 卖零食的")
    assert kept(user, "job") == ["带货主播"]


def test_a_trade_at_a_village_by_its_ending_keeps_the_village(tenant, rules):
    user = say(tenant.app, "我媳妇玉香在橄榄坝卖水果，我们有个儿子")
    assert "水果" in "".join(kept(user, "job", "媳妇"))
    assert kept(user, "workplace", "媳妇") == ["橄榄坝"]


@pytest.mark.parametrize(
    ("line", "activity"),
    [
        ("我每天在公园跑步", "跑步"),
        ("每天都在地铁上罚站", "罚站"),
        ("我每天傍晚在院子里拉一会儿琴", "拉一会儿琴"),
        ("我每天都在图书馆自习", "在图书馆自习"),
    ],
)
def test_where_and_the_hour_of_a_habit_are_not_its_activity(tenant, rules, line, activity):
    user = say(tenant.app, line)
    assert [m.slot for m in active(user, type="routine")] == [f"routine:{activity}"]


@pytest.mark.parametrize(
    ("line", "town"),
    [
        ("报告！本人连云港引航员，海军退伍", "连云港"),
        ("我叫邢雪峰，哈尔滨冰雕师，松花江边干活", "哈尔滨"),
        ("我在北京亦庄工地干木工", "北京亦庄"),
    ],
)
def test_a_town_said_with_the_trade_or_the_site_is_where_one_works(tenant, rules, line, town):
    user = say(tenant.app, line)
    assert kept(user, "workplace") == [town]


@pytest.mark.parametrize("line", ["家人们，我马晓莉，曹县汉服厂打版师", "我是上海交大的学生"])
def test_a_town_in_an_organisations_name_is_no_workplace(tenant, rules, line):
    user = say(tenant.app, line)
    assert none_stored(user, slot="workplace")


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("你好～我是孙悦，在烟台做品质管理", "孙悦"),
        ("我是阿凯，在台中做刺青师啦", "阿凯"),
        ("喂，我系阿欣，喺顺德开甜品铺", "阿欣"),
    ],
)
def test_a_name_after_a_greeting_by_a_or_in_cantonese(tenant, rules, line, name):
    user = say(tenant.app, line)
    assert kept(user, "name") == [name]


@pytest.mark.parametrize("line", ["我是阿姨", "我是小白", "我是阿里的员工"])
def test_a_word_after_wo_shi_is_no_name(tenant, rules, line):
    user = say(tenant.app, line)
    assert none_stored(user, slot="name")


def test_kin_named_before_their_work(tenant, rules):
    user = say(tenant.app, "远亲不如近邻，我邻居老马种葡萄")
    assert kept(user, "name", "邻居") == ["老马"]


def test_kin_before_a_degree_is_no_school(tenant, rules):
    user = say(tenant.app, "我姐大学毕业了")
    assert none_stored(user, slot="school")


def test_a_degree_from_a_school_is_no_hometown(tenant, rules):
    user = say(tenant.app, "我是浙江大学毕业的")
    assert kept(user, "school") == ["浙江大学"]
    assert none_stored(user, slot="hometown")


@pytest.mark.parametrize(
    ("line", "employer"),
    [
        ("Selam. I am radiographer at a private hospital in Addis", "a private hospital"),
        ("ok good news, I got hired at the Silver Comet Diner in Hackensack", "the Silver Comet Diner"),
        (
            "big news — I got a job as driver for Highlands Copper Services in Lae",
            "Highlands Copper Services",
        ),
    ],
)
def test_an_employer_after_a_trade_without_article_or_a_job_got(tenant, rules, line, employer):
    user = say(tenant.app, line)
    assert kept(user, "employer") == [employer]


@pytest.mark.parametrize(
    "line",
    [
        "I got a job for the summer",
        "she got a job at the clinic here!!!",
        "my partner got a job at Glanmor College",
    ],
)
def test_a_job_got_for_a_season_or_by_someone_else_is_no_employer_of_the_users(tenant, rules, line):
    user = say(tenant.app, line)
    assert none_stored(user, slot="employer", subject="")


def test_a_time_before_going_to_work_is_no_employer(tenant, rules):
    user = say(tenant.app, "明天第一天上班 紧张")
    assert none_stored(user, slot="employer")


def test_kin_having_a_baby_is_their_good_news(tenant, rules):
    user = say(tenant.app, "我表姐生宝宝了，是个女儿")
    [news] = active(user, type="life_event", value="birth")
    assert (news.subject, news.outcome) == ("表姐", "positive")


def test_news_after_a_pronoun_is_of_the_one_it_stands_for(tenant, rules):
    user = say(tenant.app, "我哥说他升职了")
    assert [m.subject for m in active(user, type="life_event")] == ["哥哥"]
    stranger = say(tenant.app, "刚刷到朋友圈 他订婚了", user="v")
    assert none_stored(stranger, type="life_event", subject="")


@pytest.mark.parametrize(("line", "said"), [("我减肥成功了，瘦了十五斤！", "减肥"), ("表白成功了！", "表白")])
def test_what_one_set_out_to_do_said_done_is_good_news(tenant, rules, line, said):
    user = say(tenant.app, line)
    [news] = active(user, type="life_event")
    assert news.outcome == "positive" and said in news.content


@pytest.mark.parametrize("line", ["祝你成功！", "我相信会成功的"])
def test_a_wish_of_success_is_no_news(tenant, rules, line):
    user = say(tenant.app, line)
    assert none_stored(user, type="life_event")


@pytest.mark.parametrize(
    ("line", "habit"),
    [
        ("奶茶我也不喝 一喝就失眠", "routine:奶茶"),
        ("在吃。还有我不喝咖啡，一喝就心慌", "routine:咖啡"),
        ("俺不喝酒，谈生意也不喝", "routine:喝酒"),
    ],
)
def test_a_drink_one_does_not_drink_is_a_habit_abstained_from_however_it_tastes(tenant, rules, line, habit):
    user = say(tenant.app, line)
    [kept_habit] = active(user, type="routine")
    assert (kept_habit.slot, "不喝" in kept_habit.content) == (habit, True)
    assert not active(user, type="preference")


def test_a_food_one_does_not_eat_stays_a_dislike(tenant, rules):
    user = say(tenant.app, "我不吃香菜")
    assert [m.slot for m in active(user, type="preference", value="dislike")] == ["likes:香菜"]


def test_a_habit_given_up_at_last_is_news_and_long_ago_is_not(tenant, rules):
    user = say(tenant.app, "my dad finally quit smoking after like 30 years!!")
    [news] = active(user, type="life_event")
    assert (news.subject, news.outcome) == ("dad", "positive")
    old = say(tenant.app, "Quit smoking two years ago", user="v")
    assert none_stored(old, type="life_event")


def test_a_child_starting_school_is_their_news(tenant, rules):
    user = say(tenant.app, "my son started kindergarten today!!! 🥹")
    [news] = active(user, type="life_event")
    assert (news.subject, news.outcome) == ("son", "positive") and "kindergarten" in news.content


@pytest.mark.parametrize("line", ["got 81 on the practice test today!!", "got my driving test results"])
def test_a_verdict_is_no_plan(tenant, rules, line):
    user = say(tenant.app, line)
    assert none_stored(user, type="life_event", outcome="open")


def test_tickets_got_are_a_plan(tenant, rules):
    user = say(tenant.app, "GOT TIX for the velvet harrows concert!!! 😭")
    [plan] = active(user, type="life_event", slot="")
    assert plan.outcome == "open" and "concert" in plan.content


def test_a_plan_said_with_my_reads_as_theirs(tenant, rules):
    user = say(tenant.app, "I have my driving test on Friday")
    [plan] = active(user, type="life_event", slot="")
    assert plan.content.startswith("The user has their driving test")


def test_kin_crazy_about_something_like_it(tenant, rules):
    user = say(tenant.app, "my brother is crazy about football")
    assert [m.slot for m in active(user, type="preference", subject="brother")] == ["likes:football"]


@pytest.mark.parametrize(
    ("line", "subject", "said"),
    [("我老婆在一所小学教音乐", "老婆", "教音乐"), ("我在澜屿科技写前端", "", "写前端")],
)
def test_what_one_teaches_or_writes_at_a_firm_is_the_trade(tenant, rules, line, subject, said):
    user = say(tenant.app, line)
    [job] = active(user, slot="job", subject=subject)
    assert said in job.content


@pytest.mark.parametrize("line", ["我在公司写周报", "我在家教孩子写作业"])
def test_a_task_written_or_taught_is_no_trade(tenant, rules, line):
    user = say(tenant.app, line)
    assert none_stored(user, slot="job")


@pytest.mark.parametrize(
    ("line", "animal", "name"),
    [
        ("my tortoise Shelly is 40 years old", "tortoise", "Shelly"),
        ("my pony is called Lehlohonolo", "pony", "Lehlohonolo"),
    ],
)
def test_the_animals_people_keep_are_named_like_any_pet(tenant, rules, line, animal, name):
    user = say(tenant.app, line)
    assert kept(user, "name", animal) == [name]
