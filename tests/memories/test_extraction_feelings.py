"""The user's word for the assistant, read by the shape of the saying: the assistant as the subject
of a copula or a degree adverb, the complement kept as said, whatever the slang or dialect. Each
class sits beside the shapes that judge nothing: a greeting, a request, a guess, someone else's
words, the assistant named for what it is."""

from __future__ import annotations

import pytest

from .test_extraction_classes import active, say


def feelings(user) -> list[str]:
    return [m.content for m in active(user, type="relationship")]


@pytest.mark.parametrize(
    ("line", "word"),
    [
        ("cheers, you're a top bloke", "a top bloke"),
        ("honestly ur weirdly soothing", "soothing"),
        ("thanks for the chat, you're pure class", "class"),
        # a tag asked to be agreed with leaves the statement standing
        ("you're a cracking listener, you know that?", "a cracking listener"),
    ],
)
def test_an_english_judgement_of_the_assistant_keeps_the_word_said(tenant, rules, line, word):
    user = say(tenant.app, line)
    assert feelings(user) == [f"The user thinks the assistant is {word}"]


def test_a_complaint_is_a_feeling_too_and_a_bad_one(tenant, rules):
    user = say(tenant.app, "you're so patronising sometimes")
    [memory] = active(user, type="relationship")
    assert "patronising" in memory.content
    assert memory.valence < 0


@pytest.mark.parametrize(
    "trap",
    [
        "text me when you're back",  # a clause about a time, not a judgement
        "my brother says you're a robot",  # someone else's words
        "what's ur favourite film",  # "ur" as "your"
        "you're asking the wrong person about buses",  # a verb going on
        "you're an AI, you wouldn't get it",  # what the assistant is
    ],
)
def test_what_judges_nothing_stores_no_feeling(tenant, rules, trap):
    assert feelings(say(tenant.app, trap)) == []


@pytest.mark.parametrize(
    ("line", "content"),
    [
        ("你真是个暖宝宝", "用户觉得助手是暖宝宝"),
        ("侬老灵的", "用户觉得助手很灵"),  # Shanghainese 侬 and 老
        ("跟你唠嗑老得劲了", "用户和助手聊天很得劲"),
        ("你比我闺蜜还会哄人", "用户觉得助手比别人更会哄人"),
    ],
)
def test_a_chinese_judgement_of_the_assistant_keeps_the_word_said(tenant, rules, line, content):
    assert feelings(say(tenant.app, line)) == [content]


@pytest.mark.parametrize(
    "trap",
    [
        "你好呀，我叫周敏",  # a greeting
        "你也叫我敏敏吧",  # a request
        "你是机器人吧",  # what the assistant is, asked
        "你很忙吧",  # a guess
    ],
)
def test_chinese_shapes_that_judge_nothing_store_no_feeling(tenant, rules, trap):
    assert feelings(say(tenant.app, trap)) == []


def test_the_word_said_replaces_a_listed_paraphrase_of_it(tenant, rules):
    """A listed rule reads "sweet" in "a sweetie pie"; the memory keeps the word the user chose."""
    user = say(tenant.app, "aw you're a total sweetie pie")
    assert feelings(user) == ["The user thinks the assistant is a total sweetie pie"]


def test_another_judgement_told_beside_the_word_stays(tenant, rules):
    """Only a listed rule's reading of the same word gives way: how talking feels stays beside it."""
    user = say(tenant.app, "chatting with you is calming, you are a gem of a listener")
    assert sorted(feelings(user)) == [
        "Talking to the assistant is calming for the user",
        "The user thinks the assistant is a gem of a listener",
    ]
