"""What casual chat between friends must not turn into memories, by class, in both languages:
a name spoken to, "like" as a preposition or in a question, wishes and reactions, objects that
are no thing one likes, first-person words inside third-person lines, politeness read as a
feeling, and articles. Each trap sits next to a true statement that must still be kept."""

from __future__ import annotations

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
