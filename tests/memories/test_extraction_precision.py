"""What casual chat between friends must not turn into memories, by class, in both languages:
a name spoken to, "like" as a preposition or in a question, wishes and reactions, objects that
are no thing one likes, first-person words inside third-person lines, politeness read as a
feeling, and articles. Each trap sits next to a true statement that must still be kept."""

from __future__ import annotations

import re

import pytest

from memories.extractors.values import preference_problem, value_problem
from memories.services import extraction
from memories.services.messages import MessageIn, messages_ingest

from .test_extraction_classes import START, active, say, values


def contents(user, **filters) -> list[str]:
    return [m.content for m in active(user, **filters)]


def liked(user) -> set[str]:
    return {m.slot.removeprefix("likes:") for m in active(user, type="preference")}


# --- 1. a name spoken to is the other person's --------------------------------------------------
@pytest.mark.parametrize(
    ("trap", "fact", "name"),
    [
        ("Wow Priya, that trip sounds unreal!", "my name is Tomasz", "Tomasz"),
        ("Remember Dev, you promised to call me.", "I'm Lucía, by the way", "Lucía"),
        ("Hey Marcus, how did the exam go?", "my name is Ines", "Ines"),
        ("Thanks Kemal, that helps a lot.", "my name's Odile", "Odile"),
        ("谢谢你小雨，真的帮大忙了", "我叫王磊", "王磊"),
        ("嘿，阿强，好久不见", "我叫陈思远", "陈思远"),
    ],
)
def test_a_name_spoken_to_is_never_the_users(tenant, rules, trap, fact, name):
    user = say(tenant.app, trap, fact)
    assert values(user, slot="name", subject="") == {name}


def test_a_greeting_that_introduces_the_speaker_still_names_them(tenant, rules):
    user = say(tenant.app, "hello! Farida Osei, nice to meet you")
    assert values(user, slot="name") == {"Farida Osei"}


def test_a_greeted_name_alone_is_nobodys_name(tenant, rules):
    user = say(tenant.app, "Hey Kim, how was the weekend?", "Yeah Rosa, I moved to Denver last month")
    assert values(user, slot="name") == set()
    assert values(user, slot="residence") == {"Denver"}
    assert not any("Rosa" in c for c in contents(user))


@pytest.mark.parametrize(
    "trap",
    [
        "Same here! Have you been up to anything lately?",
        "And here I thought the week would be quiet.",
        "It's Lisbon, I'm flying there for a match next month!",
        "It's Keanu Reeves! He said it in an old interview.",
        "This is Porto at sunset, we walked there yesterday.",
    ],
)
def test_a_reply_that_opens_with_a_word_or_a_thing_is_no_name(tenant, rules, trap):
    user = say(tenant.app, "hi, it's Mateus! long day", trap)  # junk would supersede the name
    assert values(user, slot="name", subject="") == {"Mateus"}


def test_last_year_at_an_event_is_no_school_year(tenant, rules):
    user = say(
        tenant.app,
        "I'm in my final year at Leeds University now",
        "We had a blast last year at the Harbor Lights festival.",
    )
    assert values(user, slot="school") == {"Leeds University"}


# --- 2. "like" as a preposition, favourites in questions ----------------------------------------
@pytest.mark.parametrize(
    "trap",
    [
        "Like in chess, patience beats speed.",
        "They squabble like the way siblings do.",
        "do you have any favorite podcasts",
    ],
)
def test_like_as_a_preposition_or_in_a_question_is_no_preference(tenant, rules, trap):
    user = say(tenant.app, trap, "I love gardening")
    assert liked(user) == {"gardening"}


def test_an_answer_to_a_favourite_question_is_its_first_short_sentence(tenant, rules):
    user = say(tenant.app, "Wow, that's cool! Mine is pretty boring.", user="a")
    assert liked(user) == set()


@pytest.mark.parametrize(
    ("trap", "fact", "thing"),
    [
        ("你喜欢什么", "我喜欢爬山", "爬山"),
        ("你平时喜欢干嘛", "我喜欢猫", "猫"),
    ],
)
def test_a_chinese_question_about_likes_is_no_preference(tenant, rules, trap, fact, thing):
    user = say(tenant.app, trap, fact)
    assert liked(user) == {thing}


# --- 3. no preference without the user as its subject -------------------------------------------
@pytest.mark.parametrize(
    ("trap", "fact", "thing"),
    [
        ("Enjoy your holiday with the kids!", "I love baking", "baking"),
        ("Enjoy the rest of your evening.", "I enjoy jazz", "jazz"),
        ("I love your paintings!", "I love pottery", "pottery"),
        ("I admire him, I love his humour and patience.", "I love chess", "chess"),
        ("Nice, Omar!", "I love cycling", "cycling"),
        ("祝你周末愉快，好好享受你的假期", "我喜欢游泳", "游泳"),
        ("我好喜欢你的猫", "我喜欢狗", "狗"),
    ],
)
def test_wishes_reactions_and_others_things_are_no_preference(tenant, rules, trap, fact, thing):
    user = say(tenant.app, trap, fact)
    assert liked(user) == {thing}


@pytest.mark.parametrize(
    ("trap", "fact", "thing"),
    [
        ("Wow, that sketch is stunning! I love the tiny boats in the harbour.", "I love sailing", "sailing"),
        ("Adore the green teapot in your pic!", "I like green tea", "green tea"),
        ("Your cake looks amazing. Love the cream and berries.", "I love baking", "baking"),
        ("That's gorgeous! I love all the little lanterns.", "I enjoy photography", "photography"),
    ],
)
def test_the_things_in_what_the_other_shows_are_no_preference(tenant, rules, trap, fact, thing):
    """A turn about the other's photo, painting or dish: "the X" liked in it (and the rest of a list
    that starts with "the") is a reaction to what is shown, not a taste."""
    user = say(tenant.app, trap, fact)
    assert liked(user) == {thing}


def test_a_definite_thing_liked_with_nothing_shown_is_still_a_preference(tenant, rules):
    user = say(tenant.app, "I love the ocean.")
    assert liked(user) == {"the ocean"}


def test_a_reaction_to_a_favourite_question_is_no_preference(tenant, rules):
    msgs = [
        MessageIn(role="assistant", content="What's your favorite snack?", sent_at=START),
        MessageIn(role="user", content="Yeah, for sure! Hard to pick.", sent_at=START.replace(minute=1)),
        MessageIn(role="assistant", content="What's your favorite fruit?", sent_at=START.replace(minute=2)),
        MessageIn(role="user", content="Cool, Ravi! Mine is mango.", sent_at=START.replace(minute=3)),
        MessageIn(role="assistant", content="Any favorite food?", sent_at=START.replace(minute=4)),
        MessageIn(role="user", content="Dumplings!", sent_at=START.replace(minute=5)),
    ]
    user = messages_ingest(app=tenant.app, external_id="fav", messages=msgs, queue_jobs=False).user
    extraction.extraction_run(user=user, trigger="api")
    assert liked(user) == {"dumplings"}


# --- 4. objects that are things --------------------------------------------------------------------
@pytest.mark.parametrize(
    ("trap", "fact", "thing"),
    [
        ("I'm obsessed with those.", "I love kayaking", "kayaking"),
        ("Honestly I love having them nearby.", "I enjoy sketching", "sketching"),
        ("It's a job I enjoy every day.", "I love reggae", "reggae"),
        ("Doing something I love is awesome.", "I love sushi", "sushi"),
        ("我喜欢它们", "我喜欢火锅", "火锅"),
        ("我喜欢每天", "我喜欢游泳", "游泳"),
    ],
)
def test_pronouns_adverbials_and_clauses_are_no_things(tenant, rules, trap, fact, thing):
    user = say(tenant.app, trap, fact)
    assert liked(user) == {thing}


@pytest.mark.parametrize(
    "thing",
    [
        "these ones",
        "those",
        "holding them",
        "every day",
        "everywhere",
        "in being yourself",
        "and self-acceptance",
        "deep into those topics",
        "taking risks. It's still part of it",
        '"That',
        "your turtles",
        "a song from a film i watched as a kid",
        "Wow",
        "yeah",
        "that's cool",
        "for sure",
        "你的猫",
        "它们",
        "每天",
        "exist",  # "hope and love exist": "love" was the noun
        "matters",
        "brings",  # a verb that follows its subject
        "makes cooking more fun",
        "You're a real foodie",  # a clause, with its subject
        "During the holidays",  # a preposition
        "Mm",
        "usually enough",
        "not being",
        "playing",  # a verb cut from its object
        "spending time",
        "the idea",  # a reaction to what was just said or shown
        "the vibe",
    ],
)
def test_preference_validation_rejects_what_is_no_thing(thing):
    assert preference_problem(thing)
    assert value_problem(f"likes:{thing}", "like")


@pytest.mark.parametrize(
    "thing",
    [
        "hiking",
        "sweet potatoes",
        "great coffee",
        "the structure of the language",
        "sci-fi movies",
        "火锅",
        "周杰伦",
        "still life",
        "playing chess",
        "the ocean",
        "the idea of living abroad",
    ],
)
def test_preference_validation_keeps_things(thing):
    assert preference_problem(thing) == ""


@pytest.mark.parametrize(
    ("activity", "ok"),
    [
        ("routine:it's part of their daily", False),  # a clause about something else
        ("routine:they come over", False),
        ("routine:visit them", True),  # whom an activity is done with stays
        ("routine:walk him round the park", True),
    ],
)
def test_a_routine_is_an_activity_of_the_users(activity, ok):
    assert (value_problem(activity, "every week") == "") is ok


def test_a_name_before_a_possessive_is_the_name(tenant, rules):
    user = say(tenant.app, "my daughter Lena's birthday party was so much fun")
    assert values(user, slot="name") == {"Lena"}
    assert value_problem("name", "Lena's")  # a possessive is never stored as a name


@pytest.mark.parametrize("name", ["Wow Sam", "Remember Jo", "Thanks Priya", "Yeah", "I'm", "Looky"])
def test_a_name_never_opens_with_a_reaction_or_an_address(name):
    assert value_problem("name", name)


# --- 5. third-person lines ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("I lost my job at the warehouse last week.", "The user lost their job"),
        ("I won my first chess tournament last month!", "The user won their first chess tournament"),
        ("I really appreciate you.", "The user appreciates the assistant"),
        ("I'm so grateful for you.", "The user is grateful for the assistant"),
        ("Finally got into Berkeley!", "The user finally got into Berkeley"),
    ],
)
def test_lines_about_the_user_read_in_the_third_person(tenant, rules, line, want):
    user = say(tenant.app, line)
    lines = contents(user)
    assert any(c.startswith(want) for c in lines), lines
    assert not any(w in f" {c.lower()} " for c in lines for w in (" my ", " me ", " i ", " i'm ", ": m "))
    assert not any(c.startswith("The user: ") for c in lines), lines  # a verb first reads as a line


@pytest.mark.parametrize(
    ("trouble", "news", "good"),
    [
        ("I went hiking and got into a bad spot with a bull.", "I got into Juilliard!", "Juilliard"),
        ("Got into a heated argument with my landlord.", "My sister got into med school", "med school"),
        ("我们俩昨天吵了一架", "我拿到offer了！", "offer"),
    ],
)
def test_getting_into_trouble_is_no_good_news(tenant, rules, trouble, news, good):
    user = say(tenant.app, trouble, news)
    events = active(user, type="life_event")
    assert [m.outcome for m in events] == ["positive"] and good in events[0].content, [
        m.content for m in events
    ]


def test_thanks_for_help_is_no_line_about_the_relationship(tenant, rules):
    user = say(tenant.app, "I really appreciate your support.", "I'm really grateful for your help.")
    assert contents(user, type="relationship") == []


# --- 6. politeness is no feeling -------------------------------------------------------------------
def test_politeness_is_no_emotion(tenant, rules):
    user = say(tenant.app, "I'm happy to help.", "I'm so happy for you!", user="p")
    assert contents(user, type="emotion") == []
    user = say(tenant.app, "I'm so happy, I finally feel at home here.", user="q")
    assert contents(user, type="emotion") == ["The user feels happy"]


def test_chinese_politeness_is_no_emotion(tenant, rules):
    user = say(tenant.app, "我很乐意帮忙", "今天被老板骂了，好难过")
    assert [m.emotion for m in active(user, type="emotion")] == ["sad"]


# --- 7. articles --------------------------------------------------------------------------------------
def test_an_before_a_vowel(tenant, rules):
    user = say(tenant.app, "I'm an assistant manager at a hardware store.")
    assert "The user is an assistant manager" in contents(user, slot="job")


# --- 8. what chat between friends says in passing ------------------------------------------------
@pytest.mark.parametrize(
    ("line", "said", "meant"),
    [
        (
            "Yay! Next month I'm having an art show with my paintings - can't wait!",
            "next month",
            "April 2026",
        ),
        ("我下个月有个画展", "下个月", "2026年4月"),
    ],
)
def test_an_event_time_said_relative_to_its_day_keeps_the_days_it_meant(tenant, rules, line, said, meant):
    user = say(tenant.app, line)
    assert {v.lower() for v in values(user, slot="time")} == {said}  # the value as said, for the slot
    times = contents(user, slot="time")  # the line shown says the days too
    assert len(times) == 1 and re.search(rf"{said}\s?[（(]{meant}[）)]", times[0], re.I), times


def test_weekends_counted_back_or_ahead_are_no_time_and_no_habit(tenant, rules):
    user = say(
        tenant.app,
        "I had a quiet weekend after we went camping with my fam two weekends ago.",
        "I'm organizing a gaming party two weekends later - it'll be hectic but fun!",
    )
    assert values(user, slot="time") == set()
    assert active(user, type="routine") == []
    user = say(tenant.app, "We play board games on weekends.", user="w")
    assert [m.slot for m in active(user, type="routine")] == ["routine:play board games"]


def test_being_willing_or_down_at_any_time_is_no_emotion(tenant, rules):
    user = say(
        tenant.app, "I'm down to join the meeting, let's do this!", "They encourage me when I'm down too."
    )
    assert contents(user, type="emotion") == []
    user = say(tenant.app, "I'm so down today.", user="d")
    assert [m.emotion for m in active(user, type="emotion")] == ["sad"]


def test_fun_had_and_bonds_built_are_nothing_made_together(tenant, rules):
    user = say(
        tenant.app,
        "We made pizza! We had so much fun making them together.",
        "The best part was the camaraderie we built on and off the court.",
        "You and I just made a playlist for my run.",
    )
    assert contents(user, type="shared") == ["The user and the assistant made a playlist for their run"]


def test_good_news_cut_by_its_length_ends_with_a_whole_word(tenant, rules):
    user = say(tenant.app, "My fav memory was when my team won first place at a regionals at age fifteen.")
    events = contents(user, type="life_event")
    assert len(events) == 1 and events[0].endswith("at age fifteen"), events


def test_a_trip_to_a_town_is_no_school(tenant, rules):
    user = say(
        tenant.app, "I went to Woodhaven, a small town in the Midwest. Lovely old buildings.", user="t"
    )
    assert values(user, slot="school") == set()
    user = say(tenant.app, "I went to Ridgeway College for my degree.", user="s")
    assert values(user, slot="school") == {"Ridgeway College"}


@pytest.mark.parametrize("greeting", ["Thanks Mel", "Hey Jo", "Wow Sam"])
def test_a_greeting_is_no_place(greeting):
    assert value_problem("place", greeting)
    assert not value_problem("place", "Ann Arbor")


def test_a_liked_doing_keeps_what_it_is_about(tenant, rules):
    user = say(
        tenant.app,
        "I love getting lost in fantasy stories, but also books on growth.",
        "I love curling up with a good book.",
    )
    assert liked(user) == {"getting lost in fantasy stories", "curling up with a good book"}


@pytest.mark.parametrize(
    "trap",
    [
        "刚来的时候不习惯，现在反而挺喜欢这种天气的",
        "我不吃香菜，一闻到那个味道就受不了",
    ],
)
def test_an_adverb_or_a_whenever_clause_is_no_thing_liked(tenant, rules, trap):
    user = say(tenant.app, trap)
    assert not liked(user) & {"反而", "一闻到那个味道"}, liked(user)


@pytest.mark.parametrize(
    "trap",
    [
        "房东说合同到期以后，每个月要涨八百",
        "药吃着呢，每天早上一片",
        "最近每天晚上孩子一睡她就在客厅刷题",
        "住在洱海边，每天早上一拉窗帘就是苍山",
    ],
)
def test_an_amount_or_someone_elses_clause_is_no_habit(tenant, rules, trap):
    user = say(tenant.app, trap)
    assert active(user, type="routine", subject="") == [], contents(user, type="routine")


def test_where_a_habit_is_done_ends_with_its_place_word(tenant, rules):
    user = say(tenant.app, "现在每天早上在展望公园跑步")
    assert [m.slot for m in active(user, type="routine")] == ["routine:跑步"]


@pytest.mark.parametrize(
    "line",
    ["阿杰是我们组的后端，也是四川人", "新郎叫顾晨，苏州本地人", "有只猫陪我，布偶，叫年糕，三岁了"],
)
def test_a_clause_after_someone_named_is_not_about_the_user(tenant, rules, line):
    user = say(tenant.app, line)
    assert values(user, subject="", slot="hometown") | values(user, subject="", slot="age") == set()


def test_a_clause_after_the_users_own_company_or_a_guitar_class_is_still_theirs(tenant, rules):
    user = say(tenant.app, "公司是做医疗器械的，在苏州工业园区", "休息不了 每周五晚上还有吉他课")
    assert values(user, subject="", slot="workplace") == {"苏州工业园区"}
    assert any("吉他课" in m.slot for m in active(user, type="routine"))


def test_an_operating_table_is_no_surgery_and_wanting_to_buy_is_nothing_done_together(tenant, rules):
    user = say(
        tenant.app,
        "她还有糖尿病，血糖得先控制住才能上手术台",
        "我们想去番禺买套二手的，大一点",
    )
    assert contents(user, type="life_event") == [] and contents(user, type="shared") == []
    user = say(tenant.app, "我们一起想的那个名字，朋友都说好听", user="n")
    assert len(contents(user, type="shared")) == 1


def test_where_one_works_or_who_is_hiring_is_no_event_place(tenant, rules):
    user = say(tenant.app, "刚下夜班，我是一名护士，在杭州的一家医院工作")
    assert values(user, slot="place") == set(), contents(user)
    assert values(user, slot="workplace") == {"杭州"}
    user = say(
        tenant.app, "我外婆下个月要做手术", "前两天有个猎头找我，说苏州有家芯片公司在招资深工程师", user="h"
    )
    assert values(user, slot="place") == set(), contents(user)
