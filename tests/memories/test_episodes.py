"""Episodes are topics: a few to a dozen turns about one thing, titled with words."""

from __future__ import annotations

from datetime import timedelta

from memories.models import Episode, Message
from memories.services.context import context_build
from memories.services.episodes import episodes_build
from memories.services.messages import MessageIn, messages_ingest
from tests.memories.conversations import START

HOTPOT = [
    ("user", "周末我们去吃了一家超好吃的火锅店"),
    ("assistant", "哇！那家火锅店叫什么名字呀？"),
    ("user", "那家火锅店叫小龙坎，火锅底料特别香"),
    ("assistant", "小龙坎的火锅！记住啦"),
    ("user", "火锅店里的毛肚也特别新鲜"),
]
MOVING = [
    ("user", "对了，下个月我要搬家去布鲁克林"),
    ("assistant", "搬家好累的，布鲁克林哪一块？"),
    ("user", "布鲁克林公园坡，搬家公司已经约好了"),
    ("assistant", "公园坡很漂亮！搬家那天要我提醒你吗？"),
    ("user", "好呀，搬家前一天提醒我打包"),
]


def ingest(app, user_id, lines, session="s1", day=0):
    msgs = [
        MessageIn(role=role, content=text, sent_at=START + timedelta(days=day, minutes=i), session_id=session)
        for i, (role, text) in enumerate(lines)
    ]
    return messages_ingest(app=app, external_id=user_id, messages=msgs).user


def contents(episode: Episode) -> list[str]:
    by_id = dict(Message.objects.filter(pk__in=episode.message_ids).values_list("pk", "content"))
    return [by_id[i] for i in episode.message_ids]


def test_one_session_about_two_things_makes_two_topics(tenant):
    user = ingest(tenant.app, "t", HOTPOT + MOVING)
    assert episodes_build(user=user) == 2
    first, second = Episode.objects.filter(user=user).order_by("started_at")
    assert contents(first) == [t for _, t in HOTPOT] and contents(second) == [t for _, t in MOVING]
    # Titles are words, not character pairs.
    assert "火锅" in first.title and "搬家" in second.title
    assert "锅店" not in first.title.split(" · ")[1].split(" / ")


def test_no_topic_is_a_single_message_and_none_exceeds_the_maximum(tenant, settings):
    settings.MEMIND_EPISODE_MAX_MESSAGES = 12
    lines = (
        HOTPOT
        + [("user", "今天天气不错")]
        + [(r, f"第{i}件小事：{t}") for i, (r, t) in enumerate(MOVING * 4)]
    )
    user = ingest(tenant.app, "m", lines)
    episodes_build(user=user)
    sizes = [len(e.message_ids) for e in Episode.objects.filter(user=user).order_by("started_at")]
    assert sum(sizes) == len(lines)
    assert min(sizes) >= settings.MEMIND_EPISODE_MIN_MESSAGES and max(sizes) <= 12
    # A short scene of its own (another session) is still one episode, however short.
    ingest(tenant.app, "m", [("user", "晚安")], session="s2", day=1)
    episodes_build(user=user)
    last = Episode.objects.filter(user=user).order_by("-started_at").first()
    assert last is not None and last.message_ids == [Message.objects.get(user=user, content="晚安").pk]


def test_a_topic_that_matches_clearly_comes_along_without_last_time(tenant, settings):
    user = ingest(tenant.app, "a", HOTPOT + MOVING)
    episodes_build(user=user)
    question = "小龙坎火锅店的毛肚"
    settings.MEMIND_EPISODE_AUTO_SCORE = 2.0  # never without "上次"
    assert context_build(user=user, message=question, now=START + timedelta(days=3)).episodes == []
    settings.MEMIND_EPISODE_AUTO_SCORE = 0.3
    ctx = context_build(user=user, message=question, now=START + timedelta(days=3))
    [episode] = ctx.episodes
    assert episode["message_ids"] == list(Episode.objects.get(user=user, title__contains="火锅").message_ids)
    assert "## 你提到的那次对话" in ctx.trace.prompt


def test_a_minimum_score_leaves_out_exactly_the_topics_below_it(tenant):
    """What the database leaves out by distance could never have reached the score: with a
    minimum, the result is the full ranking cut at that minimum, for close and far queries."""
    from memories.retrieval import episode_search

    user = ingest(tenant.app, "min", HOTPOT + MOVING)
    for day in range(1, 4):
        ingest(tenant.app, "min", [(r, f"{t}（第{day}次）") for r, t in HOTPOT], session=f"s{day}", day=day)
    episodes_build(user=user)
    now = START + timedelta(days=9)
    for query in [
        "那家火锅店叫什么",
        "火锅店 小龙坎 毛肚 底料",
        "搬家公司约好了吗",
        "今天好累",
        "hotpot place",
    ]:
        every = episode_search(user=user, query=query, limit=50, before=now)
        for floor in (0.3, 0.6, 0.8):
            cut = episode_search(user=user, query=query, limit=50, before=now, min_score=floor)
            assert [(h.episode.pk, h.score) for h in cut] == [
                (h.episode.pk, h.score) for h in every if h.score >= floor
            ], (query, floor)
    # and a query close enough reaches a high minimum
    assert episode_search(user=user, query="火锅店 小龙坎 毛肚 底料", limit=1, before=now, min_score=0.5)
