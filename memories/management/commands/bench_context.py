"""python manage.py bench_context --users N --per-user M --messages-per-user K --queries Q [--concurrency C]
— prints JSON.

Latency of a context build, on the configured database (its own throw-away app, erased afterwards):

- N users × M active memories, inserted set-based (one statement per 500 users) with *real*
  embeddings: a pool of ~240 distinct short zh/en memory texts is embedded once and reused, so the
  cosine scan and the keyword match see realistic vectors and words. Types, outcomes and valence
  follow the text; importance and age are random.
- A few users (``--episode-users``, default 5) also get a short two-session chat through
  ``messages_ingest`` and ``episodes_build``, so "上次…" queries exercise the episode path; the
  other users have no episodes (their episode search scans nothing).
- Every user also has K stored messages (``--messages-per-user``, default 2000), what the
  conversation search (``memories/snippets.py``) reads: turns alternating user/assistant, drawn
  from a pool of a few hundred distinct short chat lines (``--chat-pool``, half Chinese half
  English, some of them chit-chat like "哈哈"/"ok"), over the last ~6 months in increasing order,
  one session a day. Each distinct line is prepared once as the ingest and the worker would
  store it: its ``search_vector`` (``tsvector_literal(search_terms(text))``) and its ``halfvec``
  e5 embedding (``embed_passages``; none for lines ``worth_embedding`` turns down, as in
  production), ``embed_pending`` false. They are inserted set-based (one statement per
  ~100,000 rows, i.e. per batch of users), each batch in time order: as with live traffic, a
  user's six months lie on pages spread over the table, shared with whoever chatted at the same
  time (at 2,000 each, ~550 pages a user instead of ~290 if stored together). They count as
  already extracted (one finished ``ExtractionRun`` per user), so no worker would pick them up.
  Episodes cover only the short chats.
- Q random (user, query) pairs, drawn afresh for each path (so none finds its users' pages
  warmed by another), are timed (a) through the HTTP API, ``POST /api/v1/users/{id}/context/``
  with the app's API key — by default in-process through Django's WSGI handler (middleware,
  routing, auth, validation, rendering, the trace write; no socket), timed until the response
  is ready to send, with ``close()`` run untimed afterwards as a server would; or against a
  running server with ``--url`` — and (b) the service alone, ``context_build()``: embedding the
  query, ranking, the profile, searching the messages, writing the trace and reinforcing.
  Half the queries are general ("我好难过", "What's my name again?"), half are questions about
  something the chat pool says ("我之前说吃的火锅是哪家来着？", "When is my trip to Boston
  again?"), so the message search finds words as well as meanings.
- (c) The selector alone, ``context_select()`` with the query embedded beforehand: loading and
  ranking the user's memories, MEMORY.md, the episode, the message search and its snippets, the
  prompt — no embedding, no writes. ``selector_stages_p95_ms`` splits it (``snippets`` is the
  message search), ``snippets`` says how often it found something (by words, by meaning) and
  put it in the prompt. ``query_embedding`` times ``embed_query`` alone.

Each request is timed on its own; with ``--concurrency C`` C threads share the queries and
``throughput_per_s`` is requests over wall time.
"""

from __future__ import annotations

import http.client
import json
import random
import sys
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any
from urllib.parse import urlsplit

import numpy as np
from django.conf import settings
from django.core.handlers.wsgi import WSGIHandler
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db import connection
from django.test import RequestFactory, override_settings
from django.utils import timezone
from tqdm import tqdm

from memind import db
from memind.embedding import embed_passages, embed_query
from memories.keywords import search_terms, tsvector_literal
from memories.models import App, EndUser, ExtractionRun, MemoryItem, Message
from memories.retrieval import without_triggers
from memories.selectors import ContextSelection, context_select
from memories.services.context import context_build
from memories.services.episodes import episodes_build
from memories.services.messages import MessageIn, messages_ingest, worth_embedding
from memories.services.tenants import app_create, app_erase
from memories.strength import fades_at_sql

INSERT_CHUNK_USERS = 500  # one INSERT … SELECT per chunk keeps each statement's memory bounded
MAX_AGE_DAYS = 120  # memories observed up to four months ago: some short-lived types have faded
MESSAGE_CHUNK_ROWS = 100_000  # messages per INSERT … SELECT (whole users: 50 at 2,000 each)
MESSAGE_DAYS = 180  # the stored chat spans the last ~6 months…
SESSION_TURNS = 6  # …in at least this many turns a session (a day), where there are enough
FIRST_SEEN_DAYS = 181  # users were first seen before their oldest message
RECALL_SHARE = 0.5  # share of timed queries that ask about something the chat pool says
IN_PROCESS = "in-process WSGI handler, timed until the response is ready to send"
WARMUP_QUERIES = 5  # model load, first connections, jieba's dictionary: not what a user waits for

# --- the memory text pool -----------------------------------------------------------------------

# (template, type, valence, outcome); {x} is filled from the slot's words below.
_ZH_TEMPLATES: list[tuple[str, str, float, str]] = [
    ("用户叫{name}", "identity", 0.0, "unknown"),
    ("用户住在{city}", "identity", 0.0, "unknown"),
    ("用户是{job}", "identity", 0.0, "unknown"),
    ("用户喜欢吃{food}", "preference", 0.5, "unknown"),
    ("用户不喜欢{food}", "preference", -0.4, "unknown"),
    ("用户喜欢听{music}", "preference", 0.5, "unknown"),
    ("用户每天早上{act}", "routine", 0.0, "unknown"),
    ("用户每个周末都去{act}", "routine", 0.0, "unknown"),
    ("用户搬到了{city}", "life_event", 0.3, "positive"),
    ("用户下周要去{city}面试", "life_event", 0.0, "open"),
    ("用户的{event}很顺利", "life_event", 0.6, "positive"),
    ("用户的{event}没通过，很失落", "life_event", -0.6, "negative"),
    ("用户最近因为{worry}很焦虑", "emotion", -0.6, "unknown"),
    ("用户今天因为{joy}特别开心", "emotion", 0.7, "unknown"),
    ("用户和Mio一起{shared}", "shared", 0.4, "unknown"),
    ("用户和Mio认识{span}了", "milestone", 0.6, "unknown"),
    ("用户觉得Mio很{adj}", "relationship", 0.6, "unknown"),
]
_EN_TEMPLATES: list[tuple[str, str, float, str]] = [
    ("The user's name is {name}", "identity", 0.0, "unknown"),
    ("The user lives in {city}", "identity", 0.0, "unknown"),
    ("The user works as a {job}", "identity", 0.0, "unknown"),
    ("The user loves {food}", "preference", 0.5, "unknown"),
    ("The user dislikes {food}", "preference", -0.4, "unknown"),
    ("The user listens to {music} a lot", "preference", 0.5, "unknown"),
    ("The user's habit: {act} every morning", "routine", 0.0, "unknown"),
    ("The user goes {act} every weekend", "routine", 0.0, "unknown"),
    ("The user moved to {city}", "life_event", 0.3, "positive"),
    ("The user has a job interview in {city} next week", "life_event", 0.0, "open"),
    ("The user's {event} went well", "life_event", 0.6, "positive"),
    ("The user failed the {event} and felt low", "life_event", -0.6, "negative"),
    ("The user is anxious about {worry}", "emotion", -0.6, "unknown"),
    ("The user was really happy about {joy}", "emotion", 0.7, "unknown"),
    ("The user and Mio {shared}", "shared", 0.4, "unknown"),
    ("The user and Mio have been talking for {span}", "milestone", 0.6, "unknown"),
    ("The user thinks Mio is {adj}", "relationship", 0.6, "unknown"),
]
_ZH_WORDS: dict[str, list[str]] = {
    "name": ["夏星帆", "林雨", "李雷", "韩梅梅", "王小明", "陈思远", "赵一鸣", "周晓"],
    "city": ["西雅图", "纽约", "上海", "成都", "杭州", "深圳", "东京", "伦敦"],
    "job": ["前端工程师", "护士", "老师", "设计师", "产品经理", "医生", "研究生", "厨师"],
    "food": ["火锅", "寿司", "香菜", "麻辣烫", "小龙虾", "螺蛳粉", "榴莲", "抹茶蛋糕"],
    "music": ["周杰伦", "陈奕迅", "古典乐", "摇滚", "民谣", "爵士乐", "五月天", "说唱"],
    "act": ["跑步", "练瑜伽", "攀岩", "游泳", "骑车", "钓鱼", "爬山", "打羽毛球"],
    "event": ["面试", "期末考试", "驾照考试", "答辩", "体检", "演讲", "比赛", "雅思考试"],
    "worry": ["工作", "房租", "考研", "家人生病", "失眠", "项目延期", "找工作", "体重"],
    "joy": ["拿到offer", "项目上线", "猫咪回家", "升职", "收到礼物", "考试通过", "见到老朋友", "下雪"],
    "shared": ["看了一部恐怖片", "编了一个故事", "吐槽了老板", "玩了猜谜游戏", "听了一首歌", "写了一首诗",
               "计划了旅行", "聊到了凌晨"],
    "span": ["一百天", "半年", "一年", "三个月", "两年", "五十天", "一个月", "九个月"],
    "adj": ["贴心", "温柔", "懂我", "可爱", "聪明", "有趣", "暖", "靠谱"],
}  # fmt: skip
_EN_WORDS: dict[str, list[str]] = {
    "name": ["Alex", "Sam", "Jordan", "Taylor", "Riley", "Morgan", "Casey", "Jamie"],
    "city": ["Seattle", "New York", "Boston", "Denver", "Austin", "Chicago", "Portland", "Toronto"],
    "job": ["nurse", "teacher", "software engineer", "designer", "chef", "lawyer", "pharmacist", "writer"],
    "food": ["sushi", "hotpot", "tacos", "ramen", "spicy food", "cilantro", "pizza", "dark chocolate"],
    "music": ["jazz", "Taylor Swift", "classical music", "indie rock", "k-pop", "lo-fi beats", "metal",
              "folk"],
    "act": ["running", "hiking", "climbing", "swimming", "cycling", "yoga", "fishing", "rowing"],
    "event": ["job interview", "final exam", "driving test", "thesis defense", "marathon", "audition",
              "presentation", "bar exam"],
    "worry": ["work", "rent", "their mother's surgery", "insomnia", "a deadline", "moving", "money", "exams"],
    "joy": ["a promotion", "adopting a puppy", "the first snow", "a concert", "a new bike",
            "passing the exam", "a surprise party", "finishing a novel"],
    "shared": ["watched a horror movie", "wrote a poem", "planned a road trip", "played twenty questions",
               "talked until 2am", "made up a bedtime story", "joked about cats", "sang a song"],
    "span": ["a hundred days", "six months", "a year", "three months", "two years", "fifty days", "a month",
             "nine months"],
    "adj": ["sweet", "kind", "funny", "smart", "helpful", "wonderful", "amazing", "the best"],
}  # fmt: skip

# What users ask before a reply: facts, feelings and references to past scenes ("上次…").
QUERIES = [
    "我叫什么来着？", "我住在哪里？", "今天吃什么好呢", "我好难过", "明天要面试了好紧张", "周末去哪玩",
    "上次我们聊的那家火锅店叫什么", "还记得我们一起看的那部电影吗", "最近工作压力好大", "我喜欢听什么歌",
    "你觉得我适合做什么工作", "好久不见！", "我每天早上都做什么", "我们认识多久了", "推荐一首歌吧",
    "What's my name again?", "Where do I live now?", "I'm so sad today",
    "remember when we talked about hiking?", "What should I eat tonight?", "I have an exam tomorrow",
    "How long have we been talking?", "What music do I like?",
    "last time you told me a story, what was it about?", "I got the job!", "I can't sleep again",
    "Any plans for the weekend?", "我失眠了", "我升职了！", "what did we do together last time",
]  # fmt: skip

# A two-session chat for the users that get episodes (fewer than a batch: nothing is queued).
_CHAT = [
    ("s1", 0, "user", "周末我们去吃了一家超好吃的火锅店"), ("s1", 1, "assistant", "哇！叫什么名字呀？"),
    ("s1", 2, "user", "那家火锅店叫小龙坎，在唐人街"), ("s1", 3, "assistant", "小龙坎！记住啦"),
    ("s1", 4, "user", "毛肚特别新鲜"), ("s1", 5, "assistant", "下次一起去"),
    ("s2", 0, "user", "I went hiking at Mount Rainier yesterday"), ("s2", 1, "assistant", "How was it?"),
    ("s2", 2, "user", "Exhausting but the view was amazing"), ("s2", 3, "assistant", "Did you take photos?"),
    ("s2", 4, "user", "Tons, and we watched a horror movie after"), ("s2", 5, "assistant", "What a day!"),
]  # fmt: skip


@dataclass(frozen=True)
class PoolText:
    content: str
    type: str
    valence: float
    outcome: str


def text_pool(size: int, rng: random.Random) -> list[PoolText]:
    """Up to ``size`` distinct memory texts, half Chinese and half English.

    Templates take turns, so even a small pool has every type, outcome and valence.
    """
    out: list[PoolText] = []
    halves = ((_ZH_TEMPLATES, _ZH_WORDS, size // 2), (_EN_TEMPLATES, _EN_WORDS, size - size // 2))
    for templates, words, share in halves:
        queues: list[list[PoolText]] = []
        for template, type_, valence, outcome in templates:
            slot = template[template.index("{") + 1 : template.index("}")]
            fills = [PoolText(template.format(**{slot: w}), type_, valence, outcome) for w in words[slot]]
            rng.shuffle(fills)
            queues.append(fills)
        picked: list[PoolText] = []
        while len(picked) < share and any(queues):
            for q in queues:
                if q and len(picked) < share:
                    picked.append(q.pop())
        out += picked
    return out


# --- the chat line pool (stored messages) -------------------------------------------------------

# (slot, line, question): what a user says, and a later question about it ("" for none). A
# question keeps the line's slot word, as a user asking back about it would.
_ZH_USER_LINES: list[tuple[str, str, str]] = [
    ("food", "今天去吃了{food}，好满足", "我之前说吃的{food}是哪家来着？"),
    ("food", "我真的受不了{food}的味道", "我是不是说过不喜欢{food}？"),
    ("music", "最近一直单曲循环{music}", "我最近在听的{music}你还记得吗？"),
    ("act", "下班去{act}了，累死了", "我上次{act}是什么时候？"),
    ("act", "打算这周末去{act}", "我说周末要去{act}，后来去了吗？"),
    ("city", "下个月要去{city}出差", "我什么时候去{city}出差来着？"),
    ("city", "在{city}的朋友约我见面", "{city}的朋友约我干嘛来着？"),
    ("event", "明天就要{event}了，好紧张", "我的{event}是哪天来着？"),
    ("event", "{event}终于结束了！", "{event}之后我跟你说了什么？"),
    ("worry", "因为{worry}又失眠了", "我之前为了{worry}睡不着那次你怎么说的？"),
    ("joy", "告诉你个好消息，{joy}！", "我跟你分享过{joy}那件事吗？"),
    ("job", "我们组新来的{job}人很好", "新来的{job}是什么样的人？"),
    ("name", "{name}今天请我喝奶茶了", "{name}请我喝的是什么？"),
    ("shared", "昨晚我们{shared}，好开心", "我们一起{shared}是哪天？"),
]
_ZH_ASSISTANT_LINES: list[tuple[str, str, str]] = [
    ("food", "{food}听起来好好吃！是哪家店呀？", ""),
    ("music", "{music}的歌我也很喜欢～", ""),
    ("act", "{act}很解压呢，注意别太累", ""),
    ("city", "{city}这个季节天气怎么样？", ""),
    ("event", "{event}加油！你准备得很充分了", ""),
    ("worry", "{worry}的事别太担心，我陪着你", ""),
    ("joy", "太棒了！{joy}真替你开心", ""),
    ("name", "{name}对你真好呀", ""),
    ("job", "当{job}一定很辛苦吧", ""),
    ("shared", "记得我们{shared}那次吗？好开心", ""),
]
_EN_USER_LINES: list[tuple[str, str, str]] = [
    ("food", "Had {food} for dinner tonight, so good", "Which place did I get {food} from last time?"),
    ("food", "I honestly can't stand {food}", "Did I tell you how I feel about {food}?"),
    ("music", "I've had {music} on repeat all week", "Remember the {music} I had on repeat?"),
    ("act", "Went {act} after work, totally exhausted", "When did I last go {act}?"),
    ("act", "Thinking about going {act} this weekend", "Did I end up going {act} that weekend?"),
    ("city", "I have a work trip to {city} next month", "When is my trip to {city} again?"),
    ("city", "A friend from {city} wants to meet up", "What did my friend from {city} want?"),
    ("event", "My {event} is tomorrow, so nervous", "When was my {event}?"),
    ("event", "The {event} is finally over!", "How did my {event} go?"),
    ("worry", "Couldn't sleep again because of {worry}", "What did you say when {worry} kept me up?"),
    ("joy", "Big news: {joy}!", "Remember when I told you about {joy}?"),
    ("job", "The new {job} on my team is really nice", "What did I say about the new {job}?"),
    ("name", "{name} bought me coffee today", "What did {name} buy me?"),
    ("shared", "Last night we {shared}, that was fun", "When was it that we {shared}?"),
]
_EN_ASSISTANT_LINES: list[tuple[str, str, str]] = [
    ("food", "{food} sounds delicious! Where did you get it?", ""),
    ("music", "I love {music} too!", ""),
    ("act", "Nice, {act} is such a good way to unwind", ""),
    ("city", "How's the weather in {city} these days?", ""),
    ("event", "Good luck with the {event}, you've got this", ""),
    ("worry", "I'm sorry {worry} is weighing on you. I'm here.", ""),
    ("joy", "So happy for you: {joy}!", ""),
    ("name", "{name} sounds like a great friend", ""),
    ("job", "Being a {job} sounds demanding", ""),
    ("shared", "I still smile about the time we {shared}", ""),
]
# Turns that say nothing a question could be about: indexed, mostly not worth a vector.
_CHITCHAT = {
    ("zh", "user"): ["哈哈", "哈哈哈哈", "嗯嗯", "好的", "晚安", "早安", "在吗", "真的吗", "好吧", "谢谢你",
                     "累了", "嘿嘿"],
    ("zh", "assistant"): ["哈哈哈", "好呀", "晚安，好梦", "抱抱", "我在呢", "嗯嗯，然后呢？", "早呀",
                          "辛苦啦"],
    ("en", "user"): ["ok", "lol", "haha", "thanks!", "good night", "morning", "yeah", "hmm", "sure", "omg",
                     "brb", "nice"],
    ("en", "assistant"): ["Haha!", "Good night, sleep well", "Of course!", "I'm here", "Tell me more?", "Aww",
                          "Sounds good!", "Anytime"],
}  # fmt: skip
CHITCHAT_SHARE = 6  # about one pool line in six is chit-chat


@dataclass(frozen=True)
class ChatText:
    content: str
    role: str
    question: str = ""  # a later question about what this line says, if any


def chat_pool(size: int, rng: random.Random) -> list[ChatText]:
    """Up to ``size`` distinct chat lines: half Chinese and half English, in each half half the
    user's and half the assistant's, about one in six chit-chat. Templates take turns."""
    out: list[ChatText] = []
    seen: set[str] = set()
    by_lang = (("zh", _ZH_USER_LINES, _ZH_ASSISTANT_LINES, _ZH_WORDS, size // 2),
               ("en", _EN_USER_LINES, _EN_ASSISTANT_LINES, _EN_WORDS, size - size // 2))  # fmt: skip
    for lang, user_lines, assistant_lines, words, share in by_lang:
        for role, lines, n in (
            ("user", user_lines, share // 2),
            ("assistant", assistant_lines, share - share // 2),
        ):
            chit = _CHITCHAT[(lang, role)][: max(1, n // CHITCHAT_SHARE)] if n else []
            queues: list[list[ChatText]] = []
            for slot, line, question in lines:
                fills = [
                    ChatText(line.format(**{slot: w}), role, question.format(**{slot: w}))
                    for w in words[slot]
                ]
                rng.shuffle(fills)
                queues.append(fills)
            picked = [ChatText(c, role) for c in chit]
            while len(picked) < n and any(queues):
                for q in queues:
                    if q and len(picked) < n:
                        picked.append(q.pop())
            for t in picked:
                if t.content not in seen:
                    seen.add(t.content)
                    out.append(t)
    return out


def recall_questions(pool: Sequence[ChatText]) -> list[str]:
    """The pool's user lines turned into questions, in pool order (half Chinese, half English)."""
    return list(dict.fromkeys(t.question for t in pool if t.question))


def percentiles(seconds: Sequence[float]) -> dict[str, float | None]:
    if not seconds:
        return {"p50_ms": None, "p95_ms": None, "p99_ms": None, "mean_ms": None, "max_ms": None}
    ms = np.asarray(seconds, dtype=np.float64) * 1000
    p50, p95, p99 = np.percentile(ms, [50, 95, 99])
    return {
        "p50_ms": round(float(p50), 2),
        "p95_ms": round(float(p95), 2),
        "p99_ms": round(float(p99), 2),
        "mean_ms": round(float(ms.mean()), 2),
        "max_ms": round(float(ms.max()), 2),
    }


def stages_p95(stages: Sequence[dict[str, float]]) -> dict[str, float]:
    """p95 of each stage timing (ms) over the builds that recorded it, in the first build's order."""
    names = dict.fromkeys(name for s in stages for name in s)
    return {
        name: round(float(np.percentile([s[name] for s in stages if name in s], 95)), 2) for name in names
    }


def snippet_stats(selections: Sequence[ContextSelection]) -> dict[str, float | None]:
    """How often the message search found something — by words (BM25), by meaning (cosine) — and
    how many snippets went into the prompt, over the timed selector calls."""
    if not selections:
        return {"found_share": None, "word_hit_share": None, "vector_hit_share": None, "included_mean": None}
    n = len(selections)
    hits = [[h for sn in sel.snippets for h in sn.hits] for sel in selections]
    return {
        "found_share": round(sum(1 for sel in selections if sel.snippets) / n, 3),
        "word_hit_share": round(sum(1 for hs in hits if any(h.bm25_rank for h in hs)) / n, 3),
        "vector_hit_share": round(sum(1 for hs in hits if any(h.vector_rank for h in hs)) / n, 3),
        "included_mean": round(
            sum(len([s for s in sel.snippets if s.included]) for sel in selections) / n, 2
        ),
    }


# A worker makes one call; it may hand back work that happens after the caller has its answer
# (closing a sent response), which runs untimed before the next call.
Worker = Callable[[EndUser, str], Callable[[], None] | None]


def _timed_run(
    calls: Sequence[tuple[EndUser, str]],
    make_worker: Callable[[], Worker],
    concurrency: int,
    desc: str,
) -> dict[str, Any]:
    """Time each call; C threads share the list. One worker (client, connection) per thread."""
    durations: list[float] = []
    lock = threading.Lock()
    bar = tqdm(total=len(calls), desc=desc, unit="q", file=sys.stderr)

    def run_slice(part: Sequence[tuple[EndUser, str]], own_connection: bool) -> None:
        work = make_worker()
        try:
            for user, query in part:
                t0 = time.perf_counter()
                after = work(user, query)
                took = time.perf_counter() - t0
                if after is not None:
                    after()
                with lock:
                    durations.append(took)
                    bar.update(1)
        finally:
            if own_connection:
                connection.close()  # this thread's connection; the main one stays open

    started = time.perf_counter()
    try:
        if concurrency == 1:
            # In the calling thread: it sees the data even inside a test's open transaction.
            run_slice(calls, own_connection=False)
        else:
            with ThreadPoolExecutor(max_workers=concurrency) as pool:
                futures = [pool.submit(run_slice, calls[i::concurrency], True) for i in range(concurrency)]
                for f in futures:
                    f.result()
    finally:
        bar.close()
    wall = time.perf_counter() - started
    out: dict[str, Any] = percentiles(durations)
    out["throughput_per_s"] = round(len(durations) / wall, 1) if wall > 0 else None
    return out


class Command(BaseCommand):
    help = "Benchmark context builds through the HTTP API and the service alone; prints p50/p95/p99 JSON."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--users", type=int, default=50)
        parser.add_argument("--per-user", type=int, default=200, help="active memories per user")
        parser.add_argument("--messages-per-user", type=int, default=2000, help="stored messages per user")
        parser.add_argument(
            "--message-users",
            type=int,
            default=None,
            help="only this many users get messages, and the timed queries go to them (default: every user)",
        )
        parser.add_argument("--queries", type=int, default=300, help="timed context builds per path")
        parser.add_argument("--concurrency", type=int, default=1, help="threads sending requests")
        parser.add_argument(
            "--url", help="a running Memind server (e.g. http://127.0.0.1:8000); default: in-process Client"
        )
        parser.add_argument("--episode-users", type=int, default=5, help="users that also get episodes")
        parser.add_argument("--pool", type=int, default=240, help="distinct memory texts embedded")
        parser.add_argument(
            "--chat-pool", dest="chat_pool_size", type=int, default=320, help="distinct chat lines prepared"
        )
        parser.add_argument("--seed", type=int, default=1)
        parser.add_argument("--keep", action="store_true", help="keep the benchmark's data")

    def handle(
        self,
        *args: Any,
        users: int,
        per_user: int,
        messages_per_user: int,
        message_users: int | None,
        queries: int,
        concurrency: int,
        url: str | None,
        episode_users: int,
        pool: int,
        chat_pool_size: int,
        seed: int,
        keep: bool,
        **options: Any,
    ) -> None:
        if (
            users < 1 or per_user < 0 or messages_per_user < 0 or queries < 1 or concurrency < 1
            or pool < 2 or chat_pool_size < 4 or episode_users < 0
        ):  # fmt: skip
            raise CommandError(
                "--users, --queries, --concurrency ≥ 1; --per-user, --messages-per-user, --episode-users ≥ 0;"
                " --pool ≥ 2; --chat-pool ≥ 4"
            )
        if message_users is not None and not 1 <= message_users <= users:
            raise CommandError("--message-users must be between 1 and --users")
        if url and urlsplit(url).scheme not in ("http", "https"):
            raise CommandError("--url must be an http(s) URL")
        rng = random.Random(seed)
        app, key = app_create(name=f"bench-context-{int(time.time() * 1000)}")
        out: dict[str, Any] = {
            "users": users,
            "per_user": per_user,
            "messages_per_user": messages_per_user,
            "message_users": message_users or users,
            "queries": queries,
            "concurrency": concurrency,
        }
        try:
            now = timezone.now()
            out["setup"], chats = self._setup(
                app,
                rng,
                now,
                users,
                per_user,
                min(episode_users, users),
                pool,
                messages_per_user,
                chat_pool_size,
                message_users or users,
            )
            out["memories"] = MemoryItem.objects.filter(app=app, status=MemoryItem.Status.ACTIVE).count()
            out["messages"] = Message.objects.filter(app=app).count()  # the episode users' chats too
            out["episode_users"] = min(episode_users, users)
            all_users = list(EndUser.objects.filter(app=app).order_by("pk"))
            if message_users:  # the users with a history are the ones timed
                talked = set(
                    ExtractionRun.objects.filter(app=app, extractor="bench").values_list("user_id", flat=True)
                )
                all_users = [u for u in all_users if u.pk in talked]
            recall = recall_questions(chats)
            out["query_mix"] = {"general": len(QUERIES), "recall": len(recall), "recall_share": RECALL_SHARE}

            def pick_query() -> str:
                return rng.choice(recall if recall and rng.random() < RECALL_SHARE else QUERIES)

            def draw() -> list[tuple[EndUser, str]]:
                # Each path gets its own draw: none finds its users' pages warmed by another.
                return [(rng.choice(all_users), pick_query()) for _ in range(queries)]

            for _ in range(WARMUP_QUERIES):
                context_build(user=rng.choice(all_users), message=pick_query())

            out["http"] = {"via": url or IN_PROCESS}
            out["http"] |= _timed_run(draw(), lambda: self._http_worker(key, url), concurrency, "http")
            stages: list[dict[str, float]] = []

            def service_worker() -> Worker:
                def work(user: EndUser, query: str) -> None:
                    stages.append(context_build(user=user, message=query).trace.timings_ms)

                return work

            out["service"] = {"via": "context_build()"}
            out["service"] |= _timed_run(draw(), service_worker, concurrency, "service")
            # The trace's own stage timings: where a build's time goes.
            out["service_stages_p95_ms"] = stages_p95(stages)

            # The selector alone: what the service reads and decides, with the query already
            # embedded (its cost is ``query_embedding``) and nothing written.
            calls = draw()
            qvecs = {q: embed_query(without_triggers(q)) for q in dict.fromkeys(q for _, q in calls)}

            selections: list[ContextSelection] = []

            def selector_worker() -> Worker:
                def work(user: EndUser, query: str) -> None:
                    selections.append(context_select(user=user, message=query, qvec=qvecs[query]))

                return work

            out["selector"] = {"via": "context_select() with the query embedded beforehand"}
            out["selector"] |= _timed_run(calls, selector_worker, concurrency, "selector")
            out["selector_stages_p95_ms"] = stages_p95([sel.timings_ms for sel in selections])
            out["snippets"] = snippet_stats(selections)

            def embed_worker() -> Worker:
                def work(user: EndUser, query: str) -> None:
                    embed_query(query)

                return work

            out["query_embedding"] = {"via": "embed_query()"}
            out["query_embedding"] |= _timed_run(draw(), embed_worker, 1, "embed")
        finally:
            if not keep:
                app_erase(app=app)
        self.stdout.write(json.dumps(out, indent=2, ensure_ascii=False))

    def _http_worker(self, key: str, url: str | None) -> Worker:
        headers = {"Authorization": f"Bearer {key}", "Content-Type": "application/json"}
        if url is None:
            # As a WSGI server does: the full request/response cycle (middleware, routing, auth,
            # validation, rendering), the answer timed when it is ready to send, then close().
            host = "localhost" if "localhost" in settings.ALLOWED_HOSTS else "testserver"
            factory, handler = RequestFactory(HTTP_HOST=host), WSGIHandler()

            def in_process(user: EndUser, query: str) -> Callable[[], None]:
                request = factory.post(
                    f"/api/v1/users/{user.external_id}/context/",
                    data={"message": query},
                    content_type="application/json",
                    headers={"Authorization": headers["Authorization"]},
                )
                resp = handler.get_response(request)
                if resp.status_code != 200:
                    raise CommandError(f"context API answered {resp.status_code}: {resp.getvalue()[:300]!r}")

                def close() -> None:
                    with db.connection_kept():  # this process's connection outlives the request
                        resp.close()

                return close

            return in_process

        parts = urlsplit(url)
        conn_cls = http.client.HTTPSConnection if parts.scheme == "https" else http.client.HTTPConnection
        conn = conn_cls(parts.netloc, timeout=30)  # one keep-alive connection per thread
        base = parts.path.rstrip("/")

        def remote(user: EndUser, query: str) -> None:  # the server closes its own responses
            conn.request(
                "POST",
                f"{base}/api/v1/users/{user.external_id}/context/",
                body=json.dumps({"message": query}).encode(),
                headers=headers,
            )
            resp = conn.getresponse()
            body = resp.read()
            if resp.status != 200:
                raise CommandError(f"{url} answered {resp.status}: {body[:300]!r}")

        return remote

    def _setup(
        self,
        app: App,
        rng: random.Random,
        now: datetime,
        users: int,
        per_user: int,
        episode_users: int,
        pool_size: int,
        messages_per_user: int,
        chat_pool_size: int,
        message_users: int,
    ) -> tuple[dict[str, Any], list[ChatText]]:
        t0 = time.perf_counter()
        pool = text_pool(pool_size, rng)
        vectors = embed_passages([p.content for p in pool])
        embed_s = time.perf_counter() - t0

        t0 = time.perf_counter()
        created = EndUser.objects.bulk_create(
            [
                # First seen months ago, like a regular (before their oldest stored message); their
                # stage follows how many messages they have.
                EndUser(
                    app=app,
                    external_id=f"u{i}",
                    first_seen_at=now - timedelta(days=FIRST_SEEN_DAYS),
                    last_seen_at=now,
                )
                for i in range(users)
            ],
            batch_size=5000,
        )
        ids = [u.pk for u in created]
        for i in tqdm(range(0, len(ids), INSERT_CHUNK_USERS), desc="insert", file=sys.stderr):
            chunk = ids[i : i + INSERT_CHUNK_USERS]
            offsets = [rng.randrange(len(pool)) for _ in chunk]
            self._insert_memories(app, chunk, offsets, per_user, pool, vectors, now)
        with connection.cursor() as cur:
            # What autovacuum does after a bulk load — done now, or it runs during the timed requests
            # (VACUUM cannot run inside a transaction, as under a test: statistics only, then).
            cur.execute(
                ("ANALYZE" if connection.in_atomic_block else "VACUUM (ANALYZE)") + " memories_memoryitem"
            )
        insert_s = time.perf_counter() - t0

        t0 = time.perf_counter()
        # messages_ingest would queue a Celery extraction at a full batch; this chat is shorter, and
        # the override makes sure nothing outlives the throw-away app.
        with override_settings(MEMIND_EXTRACTION_BATCH=sys.maxsize):
            for user in created[:episode_users]:
                start = now - timedelta(days=rng.randrange(10, 60))
                messages_ingest(
                    app=app,
                    external_id=user.external_id,
                    messages=[
                        MessageIn(
                            role=role,
                            content=text,
                            sent_at=start + timedelta(days=3 * (session == "s2"), minutes=minute),
                            session_id=session,
                        )
                        for session, minute, role, text in _CHAT
                    ],
                )
                episodes_build(user=user)
        episodes_s = time.perf_counter() - t0

        # After the episodes: they cover the short chats only, as if the history had been cut before.
        t0 = time.perf_counter()
        chats = chat_pool(chat_pool_size, rng)
        prepared = self._prepare_chat_pool(chats)
        embed_chat_s = time.perf_counter() - t0
        t0 = time.perf_counter()
        if messages_per_user:
            ids = ids[-message_users:]  # the last ones: the episode users keep their short chats only
            runs = ExtractionRun.objects.bulk_create(
                [
                    ExtractionRun(
                        app=app,
                        user_id=pk,
                        status=ExtractionRun.Status.SUCCEEDED,
                        extractor="bench",
                        message_count=messages_per_user,
                        finished_at=now,
                    )  # fmt: skip
                    for pk in ids
                ],
                batch_size=5000,
            )
            run_of = {r.user_id: r.pk for r in runs}
            nrng = np.random.default_rng(rng.randrange(2**32))
            per_chunk = max(1, MESSAGE_CHUNK_ROWS // messages_per_user)
            with tqdm(
                total=len(ids) * messages_per_user, desc="messages", unit="msg", file=sys.stderr
            ) as bar:
                for i in range(0, len(ids), per_chunk):
                    chunk = ids[i : i + per_chunk]
                    self._insert_messages(app, chunk, run_of, messages_per_user, chats, prepared, now, nrng)
                    bar.update(len(chunk) * messages_per_user)
            with connection.cursor() as cur:
                cur.execute(
                    ("ANALYZE" if connection.in_atomic_block else "VACUUM (ANALYZE)") + " memories_message"
                )
        messages_s = time.perf_counter() - t0
        return {
            "pool_texts": len(pool),
            "embed_pool_s": round(embed_s, 2),
            "insert_s": round(insert_s, 2),
            "episodes_s": round(episodes_s, 2),
            "chat_pool_texts": len(chats),
            "chat_pool_embedded": sum(1 for _, vec in prepared if vec is not None),
            "embed_chat_pool_s": round(embed_chat_s, 2),
            "messages_s": round(messages_s, 2),
        }, chats

    @staticmethod
    def _prepare_chat_pool(chats: list[ChatText]) -> list[tuple[str, str | None]]:
        """Each line as the ingest and then the worker store it: (tsvector literal, halfvec literal
        or None for a line not worth a vector) — computed once per distinct line. The lines are far
        shorter than what the worker cuts for the model."""
        terms = [search_terms(t.content) for t in chats]
        worth = [t.content for t, ts in zip(chats, terms, strict=True) if worth_embedding(ts)]
        vectors = dict(zip(worth, embed_passages(worth), strict=True))
        return [
            (
                tsvector_literal(ts),
                "[" + ",".join(f"{x:.5f}" for x in vectors[t.content]) + "]"
                if t.content in vectors
                else None,
            )
            for t, ts in zip(chats, terms, strict=True)
        ]

    def _insert_messages(
        self,
        app: App,
        user_ids: list[int],
        run_of: dict[int, int],
        per_user: int,
        chats: list[ChatText],
        prepared: list[tuple[str, str | None]],
        now: datetime,
        nrng: np.random.Generator,
    ) -> None:
        """Set-based: each user's ``per_user`` turns, even ones the user's (a random user line of the
        pool), odd ones the assistant's, over the last ``MESSAGE_DAYS`` days in sessions of a day
        (evenly spread, starting at a random hour, a few seconds to minutes apart). The batch is
        inserted in time order, so one user's rows share pages with the other users' active at the
        same time, as when they arrive live."""
        user_ords = np.array([i + 1 for i, t in enumerate(chats) if t.role == "user"], dtype=np.int64)
        assistant_ords = np.array([i + 1 for i, t in enumerate(chats) if t.role != "user"], dtype=np.int64)
        g = np.arange(per_user, dtype=np.int64)
        sessions = min(MESSAGE_DAYS, max(1, per_user // SESSION_TURNS))
        session = g * sessions // per_user
        day = session * MESSAGE_DAYS // sessions
        first = -(-session * per_user // sessions)  # the session's first turn
        turns = -(-per_user // sessions)
        gap_hi = max(2, min(180, 3 * 3600 // turns))  # a session stays within three hours
        uids, picks, secs = [], [], []
        for pk in user_ids:
            cum = np.cumsum(nrng.integers(1, gap_hi + 1, per_user))
            start = nrng.integers(7 * 3600, 21 * 3600)
            secs.append(day * 86400 + start + cum - cum[first])
            picks.append(
                np.where(g % 2 == 0, nrng.choice(user_ords, per_user), nrng.choice(assistant_ords, per_user))
            )
            uids.append(np.full(per_user, pk, dtype=np.int64))
        at = np.concatenate(secs)
        order = np.argsort(at, kind="stable")
        base = (now - timedelta(days=MESSAGE_DAYS)).replace(hour=0, minute=0, second=0, microsecond=0)
        with connection.cursor() as cur:
            cur.execute(
                """
                WITH pool AS MATERIALIZED (
                    SELECT ord, role, content, tsv::tsvector AS tsv, vec::halfvec AS vec
                    FROM unnest(%(roles)s::text[], %(contents)s::text[], %(tsvs)s::text[], %(vecs)s::text[])
                        WITH ORDINALITY AS p(role, content, tsv, vec, ord)
                ), runs AS (
                    SELECT * FROM unnest(%(users)s::bigint[], %(runs)s::bigint[]) AS r(user_id, run_id)
                )
                INSERT INTO memories_message (app_id, user_id, role, content, sent_at, session_id,
                    client_msg_id, created_at, extraction_run_id, search_vector, embedding, embed_pending)
                SELECT %(app)s, x.user_id, p.role, p.content, x.at,
                       to_char(x.at AT TIME ZONE 'UTC', 'YYYY-MM-DD'), '', now(), r.run_id,
                       p.tsv, p.vec, false
                FROM (SELECT user_id, pick, %(base)s::timestamptz + secs * interval '1 second' AS at
                      FROM unnest(%(uids)s::bigint[], %(picks)s::int[], %(secs)s::bigint[])
                          AS x(user_id, pick, secs)) AS x
                JOIN pool p ON p.ord = x.pick
                JOIN runs r ON r.user_id = x.user_id
                """,
                {
                    "roles": [t.role for t in chats],
                    "contents": [t.content for t in chats],
                    "tsvs": [tsv for tsv, _ in prepared],
                    "vecs": [vec for _, vec in prepared],
                    "users": user_ids,
                    "runs": [run_of[pk] for pk in user_ids],
                    "app": app.pk,
                    "base": base,
                    "uids": np.concatenate(uids)[order].tolist(),
                    "picks": np.concatenate(picks)[order].tolist(),
                    "secs": at[order].tolist(),
                },
            )

    def _insert_memories(
        self,
        app: App,
        user_ids: list[int],
        offsets: list[int],
        per_user: int,
        pool: list[PoolText],
        vectors: list[list[float]],
        now: datetime,
    ) -> None:
        """Set-based: user i gets pool texts offset_i + 1 … offset_i + M (wrapping), random importance/age."""
        fades = fades_at_sql(type="p.type", anchor_strength="r.imp", anchor_at="r.at", pinned="false")
        with connection.cursor() as cur:
            cur.execute(
                f"""
                WITH pool AS (
                    SELECT * FROM unnest(%(contents)s::text[], %(types)s::text[], %(valences)s::float8[],
                                         %(outcomes)s::text[], %(vecs)s::text[])
                        WITH ORDINALITY AS p(content, type, valence, outcome, vec, ord)
                )
                INSERT INTO memories_memoryitem (app_id, user_id, type, content, importance, status,
                    status_reason, slot, value, valence, emotion, outcome, observed_at, mention_count,
                    anchor_strength, decay_anchor_at, fades_at, embedding, created_at, updated_at)
                SELECT %(app)s, u.user_id, p.type, p.content, r.imp, 'active', '', '', '', p.valence, '',
                       p.outcome, r.at, 1, r.imp, r.at, {fades}, p.vec::vector, now(), now()
                FROM unnest(%(users)s::bigint[], %(offsets)s::int[]) AS u(user_id, off)
                CROSS JOIN LATERAL generate_series(1, %(per_user)s) AS g
                JOIN pool p ON p.ord = 1 + ((u.off + g) %% %(npool)s)
                -- g is referenced so random() is drawn per row, not once per statement.
                CROSS JOIN LATERAL (
                    SELECT 0.3 + random() * 0.7 + 0 * g AS imp,
                           %(now)s::timestamptz - (random() * %(days)s + 0 * g) * interval '1 day' AS at
                ) AS r
                """,
                {
                    "contents": [p.content for p in pool],
                    "types": [p.type for p in pool],
                    "valences": [p.valence for p in pool],
                    "outcomes": [p.outcome for p in pool],
                    "vecs": ["[" + ",".join(f"{x:.6f}" for x in v) + "]" for v in vectors],
                    "app": app.pk,
                    "users": user_ids,
                    "offsets": offsets,
                    "per_user": per_user,
                    "npool": len(pool),
                    "now": now,
                    "days": MAX_AGE_DAYS,
                },
            )
