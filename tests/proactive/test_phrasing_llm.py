"""With an LLM configured, proactive messages are worded by it (through the real openai SDK
against a local fake endpoint); a broken or repeated answer falls back to the templates."""

from __future__ import annotations

import pytest

from memind.llm import _client
from memories.models import EndUser
from proactive.phrasing import phrase
from tests.memories.factories import remember, say


@pytest.fixture
def interview(tenant):
    say(tenant.app, "u", "明天下午两点要面试")
    return remember(
        EndUser.objects.get(external_id="u"),
        "用户3月3日要面试",
        type="life_event",
        importance=0.7,
        value="interview",
        outcome="open",
    )


@pytest.fixture
def llm(settings, fake_openai):
    settings.MEMIND_LLM_BASE_URL = fake_openai.base_url
    _client.cache_clear()
    yield fake_openai
    _client.cache_clear()


def test_llm_words_the_message(interview, llm):
    llm.queue_chat('{"text": "今天的面试还顺利吗？紧不紧张呀"}')
    worded = phrase(reason="gap_followup", memory=interview, lang="zh", avoid=[], seed=0)
    assert worded.text == "今天的面试还顺利吗？紧不紧张呀"
    _, body = llm.requests[-1]
    assert (
        "用户3月3日要面试" in body["messages"][1]["content"]
        and "gap_followup" in body["messages"][1]["content"]
    )


@pytest.mark.parametrize("answer", ["not json", '{"text": ""}', 500])
def test_broken_llm_answer_falls_back_to_templates(interview, llm, answer):
    llm.queue_chat(*([answer] * 4 if answer == 500 else [answer]))
    worded = phrase(reason="gap_followup", memory=interview, lang="zh", avoid=[], seed=0)
    assert worded.variant >= 0 and "面试" in worded.text  # a template, still naming the event


def test_a_repeat_from_the_llm_is_not_sent(interview, llm):
    llm.queue_chat('{"text": "面试怎么样了？"}')
    worded = phrase(reason="gap_followup", memory=interview, lang="zh", avoid=["面试怎么样了？"], seed=0)
    assert worded.text != "面试怎么样了？" and worded.variant >= 0
