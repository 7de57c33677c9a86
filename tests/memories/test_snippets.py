"""Conversation recall: what the user said is found again, as dated snippets inside the budget."""

from __future__ import annotations

import threading
import time
from datetime import timedelta

import pytest

from memind.text import estimate_tokens
from memories.models import ContextTrace, MemoryItem, Message
from memories.services import extraction
from memories.services.context import context_build, context_write
from memories.services.messages import MessageIn, messages_embed, messages_ingest
from memories.snippets import message_search, query_terms
from tests.memories.conversations import START
from tests.memories.test_messages_api import assert_error

FILLER_EN = [
    ("user", "haha"),
    ("assistant", "What are you up to today?"),
    ("user", "just got home from work"),
    ("assistant", "Long day?"),
    ("user", "yeah, the usual meetings"),
    ("user", "ok good night"),
]
FILLER_ZH = [
    ("user", "哈哈"),
    ("assistant", "今天在忙什么呀？"),
    ("user", "刚下班到家"),
    ("assistant", "辛苦啦～"),
    ("user", "嗯嗯，开了一天会"),
    ("user", "晚安"),
]


def chat(app, user_id, days):
    """A chat spread over ``days`` days: filler every day, the lines given for a day in between."""
    result = None
    for day, lines in days:
        msgs = [
            MessageIn(
                role=role, content=text, sent_at=START + timedelta(days=day, minutes=i), session_id=f"s{day}"
            )
            for i, (role, text) in enumerate(lines)
        ]
        result = messages_ingest(app=app, external_id=user_id, messages=msgs)
    assert result is not None
    return result.user


@pytest.mark.parametrize(
    ("passing", "question", "answer"),
    [
        (
            "btw my piano teacher is called Mrs. Okafor, she is strict but kind",
            "what was my piano teacher's name?",
            "Okafor",
        ),
        ("楼下新开了一家面馆，老板是重庆人，牛肉面做得特别地道", "楼下那家面馆的老板是哪里人来着？", "重庆"),
    ],
)
def test_fact_said_once_in_passing_and_never_extracted_is_in_the_context_months_later(
    tenant, rules, passing, question, answer
):
    filler = FILLER_ZH if "面馆" in passing else FILLER_EN
    days = [(d, filler) for d in range(0, 30, 3)]
    days.insert(4, (10, [*filler[:3], ("user", passing), *filler[3:]]))
    user = chat(tenant.app, "passer", days)
    extraction.extraction_run(user=user, trigger="api")
    # Extraction did not turn the remark into a memory: only what was said can answer.
    assert not MemoryItem.objects.filter(user=user, content__contains=answer).exists()
    while messages_embed(user_id=user.pk)[1]:
        pass
    ctx = context_build(user=user, message=question, now=START + timedelta(days=120))
    assert answer in ctx.trace.prompt
    said = Message.objects.get(user=user, content=passing)
    snippet = next(sn for sn in ctx.snippets if said.pk in sn["hit_ids"])
    assert said.pk in snippet["message_ids"] and answer in snippet["text"]
    # its neighbours come with it, in the order said, and nothing from another day
    day = list(Message.objects.filter(user=user, session_id=said.session_id).order_by("sent_at", "id"))
    i = day.index(said)
    assert {day[i - 1].pk, said.pk, day[i + 1].pk} <= set(snippet["message_ids"])
    ids = [m.pk for m in day]
    assert (
        snippet["message_ids"] == ids[ids.index(snippet["message_ids"][0]) :][: len(snippet["message_ids"])]
    )


def test_a_message_is_searchable_by_its_words_at_once_and_by_meaning_after_the_worker(tenant):
    user = chat(tenant.app, "w", [(0, [("user", "I adopted a greyhound named Biscuit from the shelter")])])
    msg = Message.objects.get(user=user)
    assert msg.embed_pending and msg.embedding is None
    now = START + timedelta(days=1)
    hits = message_search(user=user, terms=query_terms("greyhound adoption"), qvec=None, now=now)
    assert [h.id for h in hits] == [msg.pk] and hits[0].bm25_rank == 1  # "adoption" finds "adopted"
    assert messages_embed(user_id=user.pk) == (1, False)
    msg.refresh_from_db()
    assert not msg.embed_pending and msg.embedding is not None
    from memind.embedding import embed_query

    hits = message_search(user=user, terms=[], qvec=embed_query("which dog did I get?"), now=now)
    assert hits[0].id == msg.pk and hits[0].vector_rank == 1
    # chit-chat is indexed by its words but not worth a vector
    chat(tenant.app, "w", [(2, [("user", "haha")])])
    assert not Message.objects.get(user=user, content="haha").embed_pending


@pytest.mark.parametrize("budget", [200, 500, 1500, 4000])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_budget_is_never_exceeded(tenant, rules, budget, lang):
    lines = FILLER_EN if lang == "en" else FILLER_ZH
    fact = ("user", "My name is Ada Lovelace and I live in London, I love long walks by the river")
    zh_fact = ("user", "我叫夏星帆，住在西雅图，超爱吃火锅，每天早上跑步，周末去河边散步")
    days = [(d, [*lines, fact if lang == "en" else zh_fact] * 3) for d in range(0, 60, 2)]
    user = chat(tenant.app, f"b{lang}", days)
    extraction.extraction_run(user=user, trigger="api")
    question = (
        "where do I walk on weekends and what do I love?"
        if lang == "en"
        else "我周末去哪里散步？喜欢吃什么？"
    )
    ctx = context_build(user=user, message=question, now=START + timedelta(days=61), budget_tokens=budget)
    assert estimate_tokens(ctx.trace.prompt) <= budget
    if budget >= 500:
        assert ctx.snippets, "room enough for past conversation"


def test_a_snippet_is_in_the_trace_with_its_messages_and_why(tenant, rules):
    user = chat(
        tenant.app, "t", [(0, FILLER_EN), (5, [("user", "my sister Jenna just started as a nurse in Leeds")])]
    )
    ctx = context_build(
        user=user, message="what does Jenna do?", now=START + timedelta(days=9), write_later=True
    )
    context_write(ctx)
    trace = ContextTrace.objects.get(pk=ctx.trace.pk)
    jenna = Message.objects.get(user=user, content__contains="Jenna")
    included = [s for s in trace.snippets if s["included"]]
    assert included and jenna.pk in included[0]["hit_ids"] and included[0]["why"] == "included"
    hit = next(h for h in included[0]["hits"] if h["message_id"] == jenna.pk)
    assert hit["bm25_rank"] == 1 and hit["role"] == "user"
    assert "nurse in Leeds" in trace.prompt


def test_the_query_vector_is_computed_while_the_words_are_searched(tenant, rules, monkeypatch, settings):
    """With a core left for the database (one engine thread on two cores, as in a web worker), the
    query's embedding runs on its own thread: the word search does not wait for it, and what the
    build finds is the same."""
    import os

    from django.db import connection

    from memind.embedding import LocalEmbedder

    user = chat(
        tenant.app, "t", [(0, FILLER_EN), (5, [("user", "my sister Jenna just started as a nurse in Leeds")])]
    )
    messages_embed(user_id=user.pk)
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    settings.MEMIND_EMBEDDING_THREADS = 1
    real = LocalEmbedder.query
    embedded: list[tuple[str, float]] = []

    def slow(self, text):  # the real model, on a slow day
        time.sleep(0.3)
        vec = real(self, text)
        embedded.append((threading.current_thread().name, time.perf_counter()))
        return vec

    searched: list[float] = []

    def watch(execute, sql, params, many, context):
        if "search_vector @@" in sql:
            searched.append(time.perf_counter())
        return execute(sql, params, many, context)

    monkeypatch.setattr(LocalEmbedder, "query", slow)
    with connection.execute_wrapper(watch):
        ctx = context_build(user=user, message="what does Jenna do?", now=START + timedelta(days=9))
    [(thread, done)] = embedded
    assert thread != threading.current_thread().name
    assert searched and searched[0] < done  # the words were searched before the vector was ready
    timings = ctx.trace.timings_ms
    # the trace keeps the embedding's own time beside what the build waited for
    assert timings["query_vector"] >= 300 and {"words", "embed"} <= set(timings)
    jenna = Message.objects.get(user=user, content__contains="Jenna").pk
    hit = next(h for sn in ctx.trace.snippets for h in sn["hits"] if h["message_id"] == jenna)
    assert hit["bm25_rank"] == 1 and hit["vector_rank"] is not None  # found by words and by meaning
    assert "nurse in Leeds" in ctx.trace.prompt


def test_a_16000_character_message_answers_in_under_a_second(tenant, rules):
    user = chat(tenant.app, "long", [(d, FILLER_EN) for d in range(10)])
    message = ("I keep thinking about everything that happened at work this year and " * 250)[:16_000]
    context_build(user=user, message="warm up", now=START + timedelta(days=11))
    # Through the API, as an app sends it (the longest message the API accepts).
    body = {"message": message, "now": (START + timedelta(days=11)).isoformat()}
    # The best of three: the bound is the code's (it took 34 s before the query was bounded), not
    # a busy machine's moment.
    took = []
    for _ in range(3):
        started = time.perf_counter()
        r = tenant.client.post("/api/v1/users/long/context/", body, format="json")
        took.append(time.perf_counter() - started)
        if took[-1] < 1.0:
            break
    assert min(took) < 1.0, took
    assert r.status_code == 200, r.content
    assert estimate_tokens(r.json()["prompt"]) <= 1500


def test_context_api_takes_a_budget_and_returns_snippets(api, tenant):
    chat(tenant.app, "api-u", [(0, [("user", "my favourite tea shop is Kettle & Leaf on Pine Street")])])
    body = {"message": "which tea shop do I like?", "budget_tokens": 400}
    r = api.post("/api/v1/users/api-u/context/", body, format="json")
    assert r.status_code == 200, r.content
    body = r.json()
    assert estimate_tokens(body["prompt"]) <= 400
    [snippet] = body["snippets"]
    assert "Kettle & Leaf" in snippet["text"] and snippet["text"] in body["prompt"]
    assert snippet["speaker"] == "user" and snippet["sent_at"].startswith(str(START.astimezone().year))
    for bad in (0, 100, 10**9, "lots"):
        r = api.post("/api/v1/users/api-u/context/", {"message": "x", "budget_tokens": bad}, format="json")
        assert_error(r, 400, "invalid")


def test_a_line_a_memory_already_says_is_left_out_with_the_reason(tenant):
    from tests.memories.factories import remember

    user = chat(tenant.app, "dup", [(0, [("user", "我住在纽约布鲁克林"), ("user", "布鲁克林的公园很大")])])
    remember(user, "用户住在纽约布鲁克林", type="identity", slot="residence", value="纽约布鲁克林")
    ctx = context_build(
        user=user, message="我住在哪里？布鲁克林吗", now=START + timedelta(days=2), write_later=True
    )
    context_write(ctx)
    said = Message.objects.get(user=user, content="我住在纽约布鲁克林")
    trace = ContextTrace.objects.get(pk=ctx.trace.pk)
    [dup] = [s for s in trace.snippets if s["hit_ids"] == [said.pk]]
    assert not dup["included"] and dup["why"] == "a memory already says it"
    assert any(s["included"] for s in trace.snippets if s["hit_ids"] != [said.pk])  # the other line is new


def test_english_memories_count_by_meaning_again(tenant):
    from memories.models import EndUser
    from tests.memories.factories import remember, say

    say(tenant.app, "en", "hi")
    user = EndUser.objects.get(external_id="en")
    dog = remember(user, "The user adopted a greyhound named Biscuit from a shelter")
    job = remember(user, "The user works night shifts as a nurse in Leeds")
    ctx = context_build(user=user, message="tell me about my pet", now=START + timedelta(days=1))
    cand = {c["memory_id"]: c["components"] for c in ctx.trace.candidates}
    # No shared word: only meaning can tell the dog from the job (the old 0.75 floor zeroed both).
    assert cand[dog.pk]["keyword"] == 0 and cand[dog.pk]["vector"] > cand[job.pk]["vector"]
    # Calibrated for the model: the unrelated one is at (or within a hair of) the floor — its cosine
    # sits right at the measured median for unrelated text, so CPUs differ in the last digits — and
    # the related one is clearly close.
    assert cand[job.pk]["vector"] < 0.05 and cand[dog.pk]["vector"] > 0.3


@pytest.mark.django_db(transaction=True)
def test_one_embedding_worker_per_user_and_nothing_embedded_twice(tenant):

    from memind.locks import EMBEDDING as _EMBED_LOCK
    from tests.threads import lock_held_elsewhere

    user = chat(tenant.app, "lock", [(0, [("user", "I adopted a greyhound named Biscuit")])])
    with lock_held_elsewhere(_EMBED_LOCK, user.pk):  # another worker, its own connection
        assert messages_embed(user_id=user.pk) == (0, False)  # that user is being embedded elsewhere
        assert Message.objects.get(user=user).embed_pending
    assert messages_embed(user_id=user.pk) == (1, False)
    assert messages_embed(user_id=user.pk) == (0, False)  # nothing embedded twice


def test_the_query_vector_is_made_of_the_end_of_a_long_message(settings):
    from memories.selectors import embedding_tail

    settings.MEMIND_QUERY_EMBED_TOKENS = 40
    short = "where did I put my keys?"
    assert embedding_tail(short) == short
    english = "filler words about nothing much " * 40 + "where did I put my keys?"
    tail = embedding_tail(english)
    assert english.endswith(tail) and tail.endswith("where did I put my keys?")
    assert estimate_tokens(tail) <= 40 < estimate_tokens(english[-len(tail) - 8 :])
    chinese = "今天天气不错我们去公园散步吧" * 20 + "我的钥匙放在哪里了？"
    tail = embedding_tail(chinese)
    assert chinese.endswith(tail) and "钥匙" in tail and len(tail) <= 40


@pytest.mark.parametrize(
    ("asked", "answer", "question"),
    [
        (
            "Did you ever finish that second novel of yours?",
            "Yes! It is a long story about a lighthouse keeper who raises a lost seal pup through one "
            "hard winter on the northern coast, and it took me almost three years to write.",
            "what did I say my second novel was about?",
        ),
        (
            "你那本新小说写完了吗？",
            "写完啦！讲的是一个守灯塔的人在北方海岸收养了一只走失的小海豹，陪它熬过了一整个寒冬，我写了快三年。",
            "我第二本小说写的是什么来着？",
        ),
    ],
)
def test_the_answer_to_a_question_that_matched_is_shown_whole(tenant, rules, asked, answer, question):
    """The line that matches is often the question; the answer beside it is not shortened."""
    filler = FILLER_ZH if "你" in asked else FILLER_EN
    user = chat(
        tenant.app, "novel", [(0, filler), (1, [("assistant", asked), ("user", answer)]), (2, filler)]
    )
    ctx = context_build(user=user, message=question, now=START + timedelta(days=30), write_later=True)
    assert answer in ctx.trace.prompt
    said = Message.objects.get(user=user, content=answer)
    assert any(said.pk in s["message_ids"] for s in ctx.snippets)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_question_that_matched_comes_with_its_reply_or_not_at_all(tenant, rules, lang):
    """Where the message's words are in the user's questions, the replies hold the answers: with
    room for only a few, each question comes with the reply to it, never alone."""
    if lang == "en":
        thing = ["harbour", "orchard", "lighthouse", "bakery", "railway", "glacier", "carnival", "vineyard"]
        pairs = [
            (
                f"Is the {t} screenplay the one you finished last?",
                f"Yes! The {t} one follows two sisters who stop speaking for ten years and meet again "
                f"at their mother's funeral; it took me most of the winter to get right.",
            )
            for t in thing
        ]
        question = "what was the screenplay about?"
    else:
        thing = ["海港", "果园", "灯塔", "面包店", "铁路", "冰川", "游乐园", "葡萄园"]
        pairs = [
            (
                f"你最后写完的是那部{t}剧本吗？",
                f"对！{t}那部讲两姐妹十年不说话，在妈妈的葬礼上重逢，我改了一整个冬天才满意。",
            )
            for t in thing
        ]
        question = "那部剧本讲的是什么来着？"
    days = [(d, [("user", asked), ("assistant", reply)]) for d, (asked, reply) in enumerate(pairs)]
    user = chat(tenant.app, f"qa{lang}", days)
    ctx = context_build(
        user=user, message=question, now=START + timedelta(days=30), budget_tokens=300, write_later=True
    )
    asked = {m.pk: m for m in Message.objects.filter(user=user, role="user")}
    replies = {m.content: m.pk for m in Message.objects.filter(user=user, role="assistant")}
    shown_questions = [pk for s in ctx.snippets for pk in s["message_ids"] if pk in asked]
    assert shown_questions, "the questions share the message's words"
    for pk in shown_questions:
        reply = dict(pairs)[asked[pk].content]
        assert reply in ctx.trace.prompt, f"{asked[pk].content!r} shown without its reply"
        assert any(replies[reply] in s["message_ids"] for s in ctx.snippets)
    assert estimate_tokens(ctx.trace.prompt) <= 300


def test_a_memory_memory_md_shows_is_not_listed_again(tenant, rules):
    from tests.memories.factories import remember

    user = chat(tenant.app, "twice", [(0, FILLER_EN)])
    remember(user, "The user lives in Lisbon", type="identity", slot="residence", value="Lisbon")
    ctx = context_build(
        user=user, message="Where do I live, Lisbon?", now=START + timedelta(days=2), write_later=True
    )
    assert ctx.trace.prompt.count("- The user lives in Lisbon") == 1
    assert "Relevant memories" not in ctx.trace.prompt


@pytest.mark.parametrize(
    ("early", "late", "question"),
    [
        (
            "we finally tried the ramen place downtown tonight, the broth was far too salty for me"
            " and the wait was long",
            "went back to the ramen place downtown",
            "what did I think of the ramen place downtown on 7 March 2026?",
        ),
        (
            "今天终于去了市中心那家拉面店，汤太咸了，排队也排了好久，下次不想去了",
            "又去了市中心那家拉面店",
            "2026年3月7日我说市中心那家拉面店怎么样？",
        ),
    ],
)
def test_a_line_said_on_the_day_asked_about_ranks_first(tenant, rules, early, late, question):
    """Two lines with the same words: the shorter, later one would win on words alone; the one said
    on the day the message names comes first, and the trace says why."""
    user = chat(tenant.app, "dated", [(0, FILLER_EN), (5, [("user", early)]), (20, [("user", late)])])

    def considered(message):  # every snippet considered, best first, as the trace keeps them
        ctx = context_build(user=user, message=message, now=START + timedelta(days=30), write_later=True)
        context_write(ctx)
        return ContextTrace.objects.get(pk=ctx.trace.pk).snippets

    said = Message.objects.get(user=user, content=early)
    snippets = considered(question)
    best = snippets[0]
    assert best["included"] and best["hit_ids"][0] == said.pk
    assert next(h for h in best["hits"] if h["message_id"] == said.pk)["dated"] is True
    other = next(s for s in snippets if Message.objects.get(pk=s["hit_ids"][0]).content == late)
    assert other["hits"][0]["dated"] is False
    # asked without the day, words alone decide
    plain = question.replace(" on 7 March 2026", "").replace("2026年3月7日", "")
    assert considered(plain)[0]["hit_ids"][0] != said.pk


@pytest.mark.parametrize(
    ("said", "question"),
    [
        ("I finally booked the flights to Lisbon for October", "what did I tell you yesterday?"),
        ("终于订好了十月去里斯本的机票", "我昨天跟你说了什么来着？"),
    ],
)
def test_yesterdays_lines_come_when_asked_about_yesterday_without_a_word_in_common(
    tenant, rules, said, question
):
    user = chat(tenant.app, "yday", [(d, FILLER_EN) for d in range(0, 28, 3)] + [(29, [("user", said)])])
    ctx = context_build(user=user, message=question, now=START + timedelta(days=30, hours=1))
    assert said in ctx.trace.prompt
    # a day later it was the day before yesterday
    ctx = context_build(user=user, message=question, now=START + timedelta(days=33))
    assert said not in ctx.trace.prompt


@pytest.mark.parametrize(
    ("said", "question", "shown"),
    [
        (
            "the whole team flew out to a robotics expo in Denver last month",
            "when was the robotics expo?",
            "last month (March 2026)",
        ),
        ("上个月全组飞去成都看了一个机器人展", "机器人展是什么时候看的？", "上个月（2026年3月）"),
    ],
)
def test_a_past_line_shows_the_days_its_relative_time_meant(tenant, rules, said, question, shown):
    """ "last month" read in June is not May: a snippet carries the month it meant when said."""
    filler = FILLER_ZH if "上个月" in said else FILLER_EN  # the prompt speaks the user's language
    user = chat(tenant.app, "rel", [(0, filler), (40, [("user", said)])])  # 11 April 2026
    ctx = context_build(user=user, message=question, now=START + timedelta(days=95))
    assert shown in ctx.trace.prompt


def test_last_weeks_lines_come_when_asked_about_last_week(tenant, rules):
    said = "finally signed the lease for the studio on Maple Road"
    user = chat(tenant.app, "lweek", [(d, FILLER_EN) for d in range(0, 9)] + [(10, [("user", said)])])
    # START is a Monday: day 10 is in the week of day 7; asked on day 16, that was last week
    ctx = context_build(user=user, message="what did I tell you last week?", now=START + timedelta(days=16))
    assert said in ctx.trace.prompt


def test_a_line_is_covered_only_when_one_memory_says_most_of_it():
    from memories.keywords import tokens
    from memories.snippets import Coverage

    said = Coverage([tokens("The user keeps bees on the roof"), tokens("The user sells honey at the market")])
    assert said.covers(tokens("keeps bees on the roof"))
    # Every word is said, but by two memories, neither saying 80 % of the line.
    assert not said.covers(tokens("bees roof honey market"))
    assert not said.covers(tokens("keeps bees near the river"))
    assert not said.covers(frozenset())
    assert not Coverage([]).covers(tokens("keeps bees on the roof"))


def test_english_meaning_ranks_a_line_as_words_a_few_places_down(tenant, settings):
    """English lines are not fused by meaning; a line found by meaning at rank r counts as a word
    hit at rank step × r: the greyhound line shares no word with the question, yet comes before
    most of the twenty lines that share one."""
    from memind.embedding import embed_query
    from memories.snippets import RRF_K

    step = settings.MEMIND_SNIPPET_MEANING_RANK_STEP_EN
    assert step > 0
    names = [
        ("user", f"the name of tomato variety number {n} in my garden is on its label") for n in range(20)
    ]
    user = chat(
        tenant.app, "rank", [(0, names), (1, [("user", "Biscuit, my greyhound, slept on the sofa all day")])]
    )
    while messages_embed(user_id=user.pk)[1]:
        pass
    biscuit = Message.objects.get(user=user, content__contains="Biscuit")
    q = "what is the name of my dog"
    hits = message_search(
        user=user, terms=query_terms(q), qvec=embed_query(q), now=START + timedelta(days=2), limit=40
    )
    by_id = {h.id: h for h in hits}
    assert biscuit.pk in by_id and by_id[biscuit.pk].bm25_rank is None
    place = step * by_id[biscuit.pk].vector_rank
    assert place < len(names)  # meaning found it near the top: it is not left at the bottom
    words = [h for h in hits if h.bm25_rank is not None]
    assert len(words) == len(names)
    # It sits exactly where a word hit at its place would: below those ranked above, above the rest.
    assert all(h.score > by_id[biscuit.pk].score for h in words if h.bm25_rank < place)
    assert all(h.score < by_id[biscuit.pk].score for h in words if h.bm25_rank > place)
    assert by_id[biscuit.pk].score == pytest.approx((RRF_K + 1) / (RRF_K + place))


def test_english_meaning_only_fills_where_the_words_found_little_without_a_rank_step(tenant, settings):
    """With the rank step at 0, English lines are ranked by their words alone, and the scan by
    meaning (the costliest query of a build) runs only when the words found fewer hits than a
    quarter of the candidates."""
    from memind.embedding import embed_query
    from memories.snippets import FILL_BELOW

    settings.MEMIND_SNIPPET_MEANING_RANK_STEP_EN = 0.0
    garden = [("user", f"the tomatoes in my garden grew {n} new leaves today") for n in range(20)]
    user = chat(tenant.app, "fill", [(0, garden), (1, [("user", "I adopted a greyhound named Biscuit")])])
    while messages_embed(user_id=user.pk)[1]:
        pass
    biscuit = Message.objects.get(user=user, content__contains="Biscuit")
    now, limit = START + timedelta(days=2), 40
    assert len(garden) >= limit * FILL_BELOW  # a quarter page of word hits, and more
    q = "garden tomatoes"
    many = message_search(user=user, terms=query_terms(q), qvec=embed_query(q), now=now, limit=limit)
    assert len(many) == len(garden) and all(h.vector_rank is None for h in many)
    q = "which dog did I adopt"  # "adopt" finds one line: far below a quarter page
    few = message_search(user=user, terms=query_terms(q), qvec=embed_query(q), now=now, limit=limit)
    assert few[0].id == biscuit.pk and few[0].bm25_rank == 1
    assert any(h.vector_rank is not None for h in few)


def test_a_neighbour_is_shortened_and_a_hit_is_not():
    """Beside a hit, a line that shares nothing with the message is cut at ``NEIGHBOUR_CHARS``;
    one that fits is shown whole, and the hit whole up to ``HIT_CHARS``."""
    from datetime import UTC

    from memories.snippets import HIT_CHARS, NEIGHBOUR_CHARS, Line, MessageHit, Snippet, snippet_prepare

    long_text = "the waves, the wind, the salt, " * 10
    assert NEIGHBOUR_CHARS < len(long_text) < HIT_CHARS
    at = START.replace(tzinfo=UTC)
    lines = [
        Line(1, "assistant", at, "short one", "s"),
        Line(2, "user", at, long_text, "s"),
        Line(3, "assistant", at, long_text, "s"),
    ]
    snippet = Snippet(lines=lines, hits=[MessageHit(id=2, role="user")], score=1.0)
    snippet_prepare(snippet, "en", UTC)
    assert snippet.bodies[1] == "Assistant: short one"
    assert snippet.bodies[2] == "User: " + " ".join(long_text.split())
    cut = snippet.bodies[3].removeprefix("Assistant: ")
    assert len(cut) == NEIGHBOUR_CHARS and cut.endswith("…")
    assert long_text.startswith(cut[:-1])


def test_a_line_is_shown_once_when_snippets_overlap_or_a_hit_is_anothers_neighbour():
    """Three hits in a row, each with its neighbours: one block, every line once, in order; a line
    shown whole by one snippet and shortened by another is shown whole; a line said later in
    another stretch of talk starts a new block with its own date."""
    from datetime import UTC

    from memories.snippets import Line, MessageHit, Snippet, snippet_prepare, snippets_merge

    at = START.replace(tzinfo=UTC)
    talk = ["Love that colour! For walking or running?", "These are for running.", "What got you into it?"]
    talk += ["Running farther to de-stress. " * 8, "Cool! Keep it up!", "Thanks, it helps a lot."]
    line = {
        i: Line(i, "user" if i % 2 else "assistant", at + timedelta(minutes=i), t, "s")
        for i, t in enumerate(talk)
    }
    line[9] = Line(9, "user", at + timedelta(days=3), "Later: I ran a 10k.", "s2")

    def snippet(hit, around, shown):
        sn = Snippet(
            lines=[line[i] for i in around], hits=[MessageHit(id=hit, role=line[hit].role)], score=1.0
        )
        snippet_prepare(sn, "en", UTC)
        sn.shown |= set(shown)
        sn.included = True
        return sn

    chosen = [
        snippet(3, [2, 3, 4], [2, 3, 4]),  # shows 3 whole (its hit)
        snippet(2, [1, 2, 3], [2]),  # its hit is the first one's neighbour
        snippet(4, [3, 4, 5], [3, 4, 5]),  # shows 3 shortened, as a neighbour
        snippet(9, [9], [9]),
    ]
    blocks = snippets_merge(chosen)
    assert [b.message_ids for b in blocks] == [[2, 3, 4, 5], [9]]
    assert sorted(h.id for h in blocks[0].hits) == [2, 3, 4] and blocks[1].hit_ids == [9]
    text = "\n".join(b.text for b in blocks)
    assert text.count("What got you into it?") == 1 and text.count("Cool! Keep it up!") == 1
    assert "User: " + " ".join(talk[3].split()) in text  # whole, not the neighbour's cut
    assert [b.text.startswith("[") for b in blocks] == [True, True]
    assert text.count("[") == 2  # one date a block


@pytest.mark.parametrize(
    ("lines", "question", "answer"),
    [
        (
            [
                "we went kayaking on the lake last weekend, my arms are dead",
                "and I tried archery for the first time",
            ],
            "what sports am I into?",
            "archery",
        ),
        (
            ["we finally booked flights to Portugal for the summer"],
            "which countries am I going to?",
            "Portugal",
        ),
        (["最近在学古筝，手指疼死了"], "我会哪种乐器？", "古筝"),
    ],
)
def test_a_thing_asked_for_by_its_kind_is_found_by_its_name(tenant, lines, question, answer):
    """ "What sports…" shares no word with "kayaking": the search also asks, at a lower weight, for the
    common members of a kind the message names (``memories.kinds``)."""
    filler = FILLER_ZH if "乐器" in question else FILLER_EN
    days = [(d, filler) for d in range(0, 40, 2)]
    days.insert(5, (11, [*filler[:2], *(("user", line) for line in lines), *filler[2:]]))
    user = chat(tenant.app, "kinds", days)
    said = set(Message.objects.filter(user=user, content__in=lines).values_list("pk", flat=True))
    now = START + timedelta(days=60)
    from memories.kinds import members

    terms = query_terms(question)
    assert members(terms)
    found = message_search(user=user, terms=terms, qvec=None, now=now, members=members(terms))
    assert said & {h.id for h in found[:5]}
    # the words alone find none of them: only the kind's members do
    assert not said & {h.id for h in message_search(user=user, terms=terms, qvec=None, now=now)}
    ctx = context_build(user=user, message=question, now=now)
    assert answer in ctx.trace.prompt


def test_kind_members_are_bounded_and_leave_out_what_the_message_says():
    from memories.kinds import MAX_MEMBERS, members

    got = members(query_terms("which countries and cities and states has she been to, and what sports?"))
    assert 0 < len(got) <= MAX_MEMBERS
    assert "tenni" in got or "tennis" in got  # sports get their share beside the long place lists
    assert members(query_terms("how was your day?")) == []
    assert "surf" not in members(query_terms("what sports besides surfing?"))  # said already


def test_memory_md_keeps_what_the_message_is_about_and_less_of_the_rest():
    from memories.profile import Profile
    from memories.selectors import profile_fit

    likes = [
        {"id": i, "type": "preference", "content": f"The user likes long walks number {i} by the sea"}
        for i in range(12)
    ]
    parts: list[tuple[str, str, list[dict[str, object]]]] = [
        ("basic", "Basic info", [{"id": 100, "type": "identity", "content": "The user's name is Ada"}]),
        ("preferences", "Interests & preferences", list(likes)),
        ("routines", "Routines", [{"id": 101, "type": "routine", "content": "The user swims on Fridays"}]),
    ]
    sections: list[dict[str, object]] = [{"key": k, "title": t, "items": items} for k, t, items in parts]
    markdown = "# About the user\n" + "\n".join(
        f"\n## {t}\n" + "\n".join(f"- {i['content']}" for i in items) for _, t, items in parts
    )
    profile = Profile(lang="en", sections=sections, markdown=markdown + "\n", memory_ids=[])
    fitted = profile_fit(profile, "en", 100, about={101, 11}, about_tokens=150)
    lines = fitted.splitlines()
    assert "- The user's name is Ada" in lines  # identity: always
    # What the message is about comes first, wherever its section or its rank in it…
    assert "- The user swims on Fridays" in lines
    assert "- The user likes long walks number 11 by the sea" in lines
    # …and everything else only while the whole stays within the smaller share.
    assert estimate_tokens(fitted) <= 150 + 5
    others = [ln for ln in lines if ln.startswith("- The user likes") and not ln.endswith("11 by the sea")]
    assert 0 < len(others) < 11
    assert others == [f"- The user likes long walks number {i} by the sea" for i in range(len(others))]
    # The sections keep their order, and each heading is written once.
    assert fitted.index("## Basic info") < fitted.index("## Interests") < fitted.index("## Routines")
    assert fitted.count("## Interests & preferences") == 1
    # Without anything to be about, only the smaller share.
    assert estimate_tokens(profile_fit(profile, "en", 100)) <= 100 + 5


def test_a_preference_the_message_is_about_stays_in_memory_md_when_the_rest_is_cut(tenant, rules):
    from tests.memories.factories import remember

    user = chat(tenant.app, "crowded", [(0, FILLER_EN)])
    for i in range(5):  # with the one below, as many as MEMORY.md shows in a section
        remember(user, f"The user likes board game number {i} with friends on weekends", importance=0.9)
    remember(user, "The user likes pottery classes at the community studio", importance=0.3)
    ctx = context_build(
        user=user,
        message="how are my pottery classes going?",
        now=START + timedelta(days=2),
        budget_tokens=400,
        write_later=True,
    )
    profile_part = ctx.trace.prompt.split("## Relevant memories")[0].split("## Past conversation")[0]
    assert "- The user likes pottery classes at the community studio" in profile_part
    assert ctx.trace.prompt.count("pottery classes at the community studio") == 1
    # the lines the message is not about take at most a tenth of the budget
    unrelated = [ln for ln in profile_part.splitlines() if ln.startswith("- The user likes board game")]
    assert 0 < len(unrelated) < 5
    assert sum(estimate_tokens(ln) + 1 for ln in unrelated) <= 40
