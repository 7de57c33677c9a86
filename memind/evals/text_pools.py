"""Generated text for benchmarks: distinct zh/en chat lines and the questions asked about them,
the words that fill them, general queries, a short two-session chat, and a synthetic stream of
turns with some facts among the chit-chat. Only strings and roles: the memory-shaped pools
(types, valence, outcomes) are the memories app's (``memories.benchmarks``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

# --- words and queries ---------------------------------------------------------------------------

# The words that fill the templates' {slot}s (the memory texts' too).
ZH_WORDS: dict[str, list[str]] = {
    "name": ["夏星帆", "林雨", "李雷", "韩梅梅", "王小明", "陈思远", "赵一鸣", "周晓"],
    "city": ["西雅图", "纽约", "上海", "成都", "杭州", "深圳", "东京", "伦敦"],
    "job": ["前端工程师", "护士", "老师", "设计师", "产品经理", "医生", "研究生", "厨师"],
    "food": ["火锅", "寿司", "香菜", "麻辣烫", "小龙虾", "螺蛳粉", "榴莲", "抹茶蛋糕"],
    "music": ["周杰伦", "陈奕迅", "古典乐", "摇滚", "民谣", "爵士乐", "五月天", "说唱"],
    "act": ["跑步", "练瑜伽", "攀岩", "游泳", "骑车", "钓鱼", "爬山", "打羽毛球"],
    "event": ["面试", "期末考试", "驾照考试", "答辩", "体检", "演讲", "比赛", "雅思考试"],
    "worry": ["工作", "房租", "考研", "家人生病", "失眠", "项目延期", "找工作", "体重"],
    "joy": ["拿到offer", "项目上线", "猫咪回家", "升职", "收到礼物", "考试通过", "见到老朋友", "下雪"],
    "shared": [
        "看了一部恐怖片",
        "编了一个故事",
        "吐槽了老板",
        "玩了猜谜游戏",
        "听了一首歌",
        "写了一首诗",
        "计划了旅行",
        "聊到了凌晨",
    ],
    "span": ["一百天", "半年", "一年", "三个月", "两年", "五十天", "一个月", "九个月"],
    "adj": ["贴心", "温柔", "懂我", "可爱", "聪明", "有趣", "暖", "靠谱"],
}
EN_WORDS: dict[str, list[str]] = {
    "name": ["Alex", "Sam", "Jordan", "Taylor", "Riley", "Morgan", "Casey", "Jamie"],
    "city": ["Seattle", "New York", "Boston", "Denver", "Austin", "Chicago", "Portland", "Toronto"],
    "job": ["nurse", "teacher", "software engineer", "designer", "chef", "lawyer", "pharmacist", "writer"],
    "food": ["sushi", "hotpot", "tacos", "ramen", "spicy food", "cilantro", "pizza", "dark chocolate"],
    "music": [
        "jazz",
        "Taylor Swift",
        "classical music",
        "indie rock",
        "k-pop",
        "lo-fi beats",
        "metal",
        "folk",
    ],
    "act": ["running", "hiking", "climbing", "swimming", "cycling", "yoga", "fishing", "rowing"],
    "event": [
        "job interview",
        "final exam",
        "driving test",
        "thesis defense",
        "marathon",
        "audition",
        "presentation",
        "bar exam",
    ],
    "worry": ["work", "rent", "their mother's surgery", "insomnia", "a deadline", "moving", "money", "exams"],
    "joy": [
        "a promotion",
        "adopting a puppy",
        "the first snow",
        "a concert",
        "a new bike",
        "passing the exam",
        "a surprise party",
        "finishing a novel",
    ],
    "shared": [
        "watched a horror movie",
        "wrote a poem",
        "planned a road trip",
        "played twenty questions",
        "talked until 2am",
        "made up a bedtime story",
        "joked about cats",
        "sang a song",
    ],
    "span": [
        "a hundred days",
        "six months",
        "a year",
        "three months",
        "two years",
        "fifty days",
        "a month",
        "nine months",
    ],
    "adj": ["sweet", "kind", "funny", "smart", "helpful", "wonderful", "amazing", "the best"],
}


QUERIES = [
    "我叫什么来着？",
    "我住在哪里？",
    "今天吃什么好呢",
    "我好难过",
    "明天要面试了好紧张",
    "周末去哪玩",
    "上次我们聊的那家火锅店叫什么",
    "还记得我们一起看的那部电影吗",
    "最近工作压力好大",
    "我喜欢听什么歌",
    "你觉得我适合做什么工作",
    "好久不见！",
    "我每天早上都做什么",
    "我们认识多久了",
    "推荐一首歌吧",
    "What's my name again?",
    "Where do I live now?",
    "I'm so sad today",
    "remember when we talked about hiking?",
    "What should I eat tonight?",
    "I have an exam tomorrow",
    "How long have we been talking?",
    "What music do I like?",
    "last time you told me a story, what was it about?",
    "I got the job!",
    "I can't sleep again",
    "Any plans this weekend?",
    "我失眠了",
    "我升职了！",
    "what did we do together last time",
]


EPISODE_CHAT = [
    ("s1", 0, "user", "周末我们去吃了一家超好吃的火锅店"),
    ("s1", 1, "assistant", "哇！叫什么名字呀？"),
    ("s1", 2, "user", "那家火锅店叫小龙坎，在唐人街"),
    ("s1", 3, "assistant", "小龙坎！记住啦"),
    ("s1", 4, "user", "毛肚特别新鲜"),
    ("s1", 5, "assistant", "下次一起去"),
    ("s2", 0, "user", "I went hiking at Mount Rainier yesterday"),
    ("s2", 1, "assistant", "How was it?"),
    ("s2", 2, "user", "Exhausting but the view was amazing"),
    ("s2", 3, "assistant", "Did you take photos?"),
    ("s2", 4, "user", "Tons, and we watched a horror movie after"),
    ("s2", 5, "assistant", "What a day!"),
]


# --- the chat line pool -------------------------------------------------------------------------

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
    ("zh", "user"): [
        "哈哈",
        "哈哈哈哈",
        "嗯嗯",
        "好的",
        "晚安",
        "早安",
        "在吗",
        "真的吗",
        "好吧",
        "谢谢你",
        "累了",
        "嘿嘿",
    ],
    ("zh", "assistant"): [
        "哈哈哈",
        "好呀",
        "晚安，好梦",
        "抱抱",
        "我在呢",
        "嗯嗯，然后呢？",
        "早呀",
        "辛苦啦",
    ],
    ("en", "user"): [
        "ok",
        "lol",
        "haha",
        "thanks!",
        "good night",
        "morning",
        "yeah",
        "hmm",
        "sure",
        "omg",
        "brb",
        "nice",
    ],
    ("en", "assistant"): [
        "Haha!",
        "Good night, sleep well",
        "Of course!",
        "I'm here",
        "Tell me more?",
        "Aww",
        "Sounds good!",
        "Anytime",
    ],
}
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
    by_lang = (
        ("zh", _ZH_USER_LINES, _ZH_ASSISTANT_LINES, ZH_WORDS, size // 2),
        ("en", _EN_USER_LINES, _EN_ASSISTANT_LINES, EN_WORDS, size - size // 2),
    )
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


# --- a synthetic chat stream ----------------------------------------------------------------------

# Realistic mix: most turns are chit-chat; some carry facts worth keeping.
FACT_LINES = [
    "我叫{name}",
    "我住在{city}",
    "我搬到{city}了",
    "我超爱吃{food}",
    "我不喜欢{food}",
    "我每天早上跑步",
    "明天下午两点要面试",
    "我是一名程序员",
    "今天好开心",
    "我最近很焦虑",
    "我们认识一百天了",
    "My name is {ename}",
    "I live in {ecity}",
    "I moved to {ecity}",
    "I love {efood}",
    "I run every morning",
    "I have a job interview next Friday",
    "I'm so sad today",
]
CHITCHAT_LINES = [
    "哈哈",
    "嗯嗯",
    "好的",
    "晚安",
    "今天天气不错",
    "你在干嘛呢",
    "刚下班",
    "吃饭了吗",
    "哈哈哈哈",
    "真的吗",
    "ok",
    "lol",
    "haha",
    "good night",
    "what are you up to",
    "just got home",
    "that's funny",
    "really?",
]
FACT_NAMES, FACT_CITIES, FACT_FOODS = (
    ["夏星帆", "李雷", "韩梅梅"],
    ["西雅图", "纽约", "上海", "成都"],
    ["火锅", "寿司", "香菜"],
)
FACT_ENAMES, FACT_ECITIES, FACT_EFOODS = (
    ["Alex", "Sam", "Jordan"],
    ["Seattle", "New York", "Boston"],
    ["hiking", "sushi", "jazz"],
)


def synthetic_turns(rng: random.Random, n: int) -> list[tuple[str, str]]:
    """``n`` (role, text) turns: about 30% the user's facts, the rest chit-chat (60% of it the
    user's)."""
    out = []
    for _ in range(n):
        if rng.random() < 0.3:
            text = rng.choice(FACT_LINES).format(
                name=rng.choice(FACT_NAMES),
                city=rng.choice(FACT_CITIES),
                food=rng.choice(FACT_FOODS),
                ename=rng.choice(FACT_ENAMES),
                ecity=rng.choice(FACT_ECITIES),
                efood=rng.choice(FACT_EFOODS),
            )
            role = "user"
        else:
            text = rng.choice(CHITCHAT_LINES)
            role = "user" if rng.random() < 0.6 else "assistant"
        out.append((role, text))
    return out
