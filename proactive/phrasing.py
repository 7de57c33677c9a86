"""Offline wording for proactive messages: templates per reason and language, naming the memory.

Each reason has several variants so the bot doesn't sound like a cron job; ``phrase`` picks one
by rotation and skips any sentence in ``avoid`` (the user's last proactive message and the ones
already planned in this round), so the same sentence never comes twice in a row.

Slots filled from the memory:
- ``{n}``  the event's noun from its kind ("面试", "interview"); unknown kinds use ``{c}``.
- ``{k}``  the event as a clause for "上次说…" ("在找工作", "you were looking for a job").
- ``{a}``  a routine's activity ("跑步", "run"), from the ``routine:<activity>`` slot.
- ``{f}``  a routine's frequency ("每天早上", "every morning").
- ``{c}``  the memory's content turned to second person ("最近在找工作", "you like hiking").
- ``{w}``  an emotion word ("难过", "sad").

No LLM phrasing hook yet: with an LLM configured the same templates are used (see docs).
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass
from datetime import date

from memind.llm import LLMError, chat_json, llm_configured
from memind.text import CJK
from memories.models import MemoryItem

ZH_NOUNS: dict[str, str] = {
    "interview": "面试",
    "exam": "考试",
    "business_trip": "出差",
    "trip": "旅行",
    "surgery": "手术",
    "wedding": "婚礼",
    "defense": "答辩",
    "competition": "比赛",
    "checkup": "体检",
    "new_job": "新工作",
    "quit_job": "辞职的事",
    "job_change": "换工作的事",
    "job_search": "找工作",
    "date": "约会",
    "move": "搬家",
    "presentation": "汇报",
}
EN_NOUNS: dict[str, str] = {
    "interview": "interview",
    "exam": "exam",
    "business_trip": "business trip",
    "trip": "trip",
    "surgery": "surgery",
    "wedding": "wedding",
    "defense": "defense",
    "competition": "competition",
    "checkup": "check-up",
    "new_job": "new job",
    "quit_job": "decision to quit",
    "job_change": "job change",
    "job_search": "job hunt",
    "date": "date",
    "move": "move",
    "presentation": "presentation",
}
ZH_CLAUSES: dict[str, str] = {
    "interview": "要去面试",
    "exam": "要考试",
    "business_trip": "要出差",
    "trip": "要去旅行",
    "surgery": "要做手术",
    "wedding": "要参加婚礼",
    "defense": "要答辩",
    "competition": "要去比赛",
    "checkup": "要去体检",
    "new_job": "要入职新工作",
    "quit_job": "想辞职",
    "job_change": "想换工作",
    "job_search": "在找工作",
    "date": "要去约会",
    "move": "要搬家",
    "presentation": "要做汇报",
}
EN_CLAUSES: dict[str, str] = {
    "interview": "you had an interview coming up",
    "exam": "you had an exam coming up",
    "business_trip": "you had a business trip coming up",
    "trip": "you were planning a trip",
    "surgery": "you had surgery coming up",
    "wedding": "you had a wedding to go to",
    "defense": "you had your defense coming up",
    "competition": "you had a competition coming up",
    "checkup": "you had a check-up coming up",
    "new_job": "you were starting a new job",
    "quit_job": "you were thinking of quitting",
    "job_change": "you wanted to change jobs",
    "job_search": "you were looking for a job",
    "date": "you had a date coming up",
    "move": "you were about to move",
    "presentation": "you had a presentation coming up",
}

# (reason, form, lang) → variants. "form" says which slots the variants need.
TEMPLATES: dict[tuple[str, str, str], tuple[str, ...]] = {
    ("morning_routine", "routine", "zh"): (
        "你今天不是要去{a}吗？",
        "早上好！今天也要{a}吧？",
        "早呀～今天{a}了吗？",
        "新的一天！今天还{a}吗？",
    ),
    ("morning_routine", "routine", "en"): (
        "Morning! Aren't you going to {a} today?",
        "Good morning! Going to {a} today, as usual?",
        "Rise and shine! Time to {a}?",
        "Morning! Still planning to {a} today?",
    ),
    ("morning_routine", "plan", "zh"): (
        "今天是不是要{n}？加油！",
        "今天的{n}准备好了吗？加油！",
        "早上好！今天{n}，别紧张，你可以的！",
    ),
    ("morning_routine", "plan", "en"): (
        "Today's the {n}, right? Good luck!",
        "Good morning! Ready for the {n} today? You've got this.",
        "Big day today with the {n} — good luck!",
    ),
    ("morning_routine", "clause", "zh"): (
        "早上好！记得你说过{c}，今天加油！",
        "早呀～你说过{c}，今天顺利哦！",
    ),
    ("morning_routine", "clause", "en"): (
        "Good morning! You mentioned {c} — good luck today!",
        "Morning! Remember, {c}. Have a good one!",
    ),
    ("evening_event", "plan", "zh"): ("今天{n}怎么样？", "今天的{n}还顺利吗？", "{n}结束了吧？感觉怎么样？"),
    ("evening_event", "plan", "en"): (
        "How did the {n} go today?",
        "So, how was the {n} today?",
        "Is the {n} over? How did it go?",
    ),
    ("evening_event", "clause", "zh"): ("你说过{c}，今天怎么样？", "今天的事还顺利吗？你说过{c}。"),
    ("evening_event", "clause", "en"): (
        "You mentioned {c} — how did it go today?",
        "How did today go? You said {c}.",
    ),
    ("gap_followup", "plan", "zh"): (
        "对了，上次说的{n}怎么样了？",
        "突然想起来，你上次说的{n}，后来怎么样了？",
        "之前那个{n}，结果如何呀？",
    ),
    ("gap_followup", "plan", "en"): (
        "By the way, how did the {n} go?",
        "I was just thinking — how did your {n} turn out?",
        "Whatever happened with the {n} you mentioned?",
    ),
    ("gap_followup", "clause", "zh"): (
        "对了，上次你说{c}，后来怎么样了？",
        "突然想起来，你说过{c}，结果如何呀？",
    ),
    ("gap_followup", "clause", "en"): (
        "By the way, you mentioned {c} — how did that turn out?",
        "I was just thinking: {c}. How did it go?",
    ),
    ("long_absence", "event", "zh"): (
        "好久不见！上次说{k}，后来怎么样？",
        "好久没聊啦！你之前说{k}，现在怎么样了？",
        "嘿，好久不见～还记得你说{k}，进展如何？",
    ),
    ("long_absence", "event", "en"): (
        "Long time no see! Last time you said {k} — how did it go?",
        "Hey, it's been a while! You mentioned {k}. How's that going?",
        "Long time no talk! Last I heard, {k} — any news?",
    ),
    ("long_absence", "past", "zh"): (
        "好久不见！上次说的{n}，后来怎么样了？",
        "好久没聊啦！之前那个{n}结果如何？",
    ),
    ("long_absence", "past", "en"): (
        "Long time no see! How did the {n} go?",
        "Hey, it's been a while! How did your {n} turn out?",
    ),
    ("long_absence", "routine", "zh"): ("好久不见！还在坚持{f}{a}吗？", "好久没聊啦！最近还{f}{a}吗？"),
    ("long_absence", "routine", "en"): (
        "Long time no see! Do you still {a} {f}?",
        "Hey, it's been a while! Still managing to {a} {f}?",
    ),
    ("long_absence", "low", "zh"): (
        "好久不见！上次你说{w}，现在好些了吗？",
        "好久没聊啦！之前你有点{w}，最近还好吗？",
    ),
    ("long_absence", "low", "en"): (
        "Long time no see! Last time you were feeling {w}. Feeling better now?",
        "Hey, it's been a while! You were feeling {w} last time — how are you now?",
    ),
    ("long_absence", "shared", "zh"): (
        "好久不见！还记得我们{c}吗？最近怎么样？",
        "好久没聊啦！突然想起我们{c}，你还好吗？",
    ),
    ("long_absence", "shared", "en"): (
        "Long time no see! Remember when {c}? How have you been?",
        "Hey, it's been a while! I was thinking about when {c}. How are you?",
    ),
    ("long_absence", "clause", "zh"): (
        "好久不见！还记得你说过{c}，最近怎么样？",
        "好久没聊啦！一直记得你说{c}，最近还好吗？",
    ),
    ("long_absence", "clause", "en"): (
        "Long time no see! You told me {c} — how have you been?",
        "Hey, it's been a while! I remember {c}. How are things?",
    ),
}


def is_zh(text: str) -> bool:
    return bool(CJK.search(text))


def locale_lang(locale: str) -> str | None:
    low = (locale or "").lower()
    if low.startswith("zh"):
        return "zh"
    if low.startswith("en"):
        return "en"
    return None


# --- turning a third-person memory into words addressed to the user ------------------------------

_ZH_US = re.compile(r"^用户(?:和|跟)[^，。！？\s]{1,12}?(?=一起|认识|聊)")
_EN_US = re.compile(r"^the user and (?:the assistant|[\w'-]+)\s+", re.IGNORECASE)
_EN_HABIT = re.compile(r"^the user's habit:\s*", re.IGNORECASE)
_EN_BE = {"is": "are", "has": "have", "was": "were", "does": "do"}


def zh_clause(content: str) -> str:
    text = content.strip().rstrip("。！!.")
    text = _ZH_US.sub("我们", text)
    return text[2:] if text.startswith("用户") else text


def en_clause(content: str) -> str:
    text = content.strip().rstrip(".!")
    if _EN_US.match(text):
        return _EN_US.sub("we ", text)
    text = _EN_HABIT.sub("you ", text)
    text = re.sub(r"^the user's\b", "your", text, flags=re.IGNORECASE)
    m = re.match(r"^the user (\w+)\b", text, flags=re.IGNORECASE)
    if m:
        verb = m.group(1)
        low = verb.lower()
        if low in _EN_BE:
            verb = _EN_BE[low]
        elif re.search(r"(?:ss|sh|ch|x)es$", low):
            verb = verb[:-2]
        elif low.endswith("ies"):
            verb = verb[:-3] + "y"
        elif low.endswith("s") and not low.endswith("ss"):
            verb = verb[:-1]
        text = "you " + verb + text[m.end() :]
    return text[:1].lower() + text[1:]


def clause(content: str) -> str:
    return zh_clause(content) if is_zh(content) else en_clause(content)


def routine_activity(memory: MemoryItem) -> str:
    """The habit itself: "跑步" from slot ``routine:跑步``, else from the content."""
    if memory.slot.startswith("routine:") and memory.slot[8:].strip():
        activity = memory.slot[8:].strip()
    elif is_zh(memory.content):
        activity = zh_clause(memory.content).removeprefix(memory.value)
    else:
        activity = en_clause(memory.content).removeprefix("you ").removesuffix(" " + memory.value)
    # "你今天不是要去去健身房吗" — the template already says 去.
    return activity.removeprefix("去") if is_zh(activity) else activity


def emotion_word(memory: MemoryItem) -> str:
    text = memory.content.strip().rstrip("。.!！")
    for marker in ("感到", "觉得", "feels ", "is feeling ", "felt "):
        if marker in text:
            return text.split(marker, 1)[1]
    return memory.emotion or clause(text)


# --- choosing the words -------------------------------------------------------------------------


@dataclass(frozen=True)
class Wording:
    text: str
    lang: str
    form: str
    variant: int


def _form_and_slots(
    reason: str, memory: MemoryItem, lang: str, today: date | None
) -> tuple[str, dict[str, str], str]:
    """The template form, its slot values, and the language the slots are written in."""
    kind = memory.value
    nouns, clauses = (ZH_NOUNS, ZH_CLAUSES) if lang == "zh" else (EN_NOUNS, EN_CLAUSES)
    own = "zh" if is_zh(memory.content) else "en"
    if memory.type == "routine" and reason in ("morning_routine", "long_absence"):
        activity = routine_activity(memory)
        slot_lang = "zh" if is_zh(activity) else "en"
        freq = memory.value if (is_zh(memory.value) == (slot_lang == "zh")) else ""
        if reason == "long_absence" and not freq:
            freq = "每天" if slot_lang == "zh" else "these days"
        return "routine", {"a": activity, "f": freq}, slot_lang
    if memory.type == "life_event" and kind in nouns:
        if reason == "long_absence":
            if (
                memory.event_date
                and today
                and memory.event_date < today
                and memory.outcome in ("open", "unknown")
            ):
                return "past", {"n": nouns[kind]}, lang  # it happened while they were away
            if memory.outcome in ("open", "unknown") and kind in clauses:
                return "event", {"k": clauses[kind]}, lang
            return "clause", {"c": clause(memory.content)}, own
        return "plan", {"n": nouns[kind]}, lang
    if reason == "long_absence" and memory.type == "emotion" and memory.valence < 0:
        return "low", {"w": emotion_word(memory)}, own
    c = clause(memory.content)
    if reason == "long_absence" and memory.type == "shared":
        if own == "zh" and "一起" in c:
            return "shared", {"c": "一起" + c.split("一起", 1)[1]}, own
        if own == "en" and c.startswith("we "):
            return "shared", {"c": c}, own
    return "clause", {"c": c}, own


_LLM_SCHEMA = {
    "type": "object",
    "additionalProperties": False,
    "required": ["text"],
    "properties": {"text": {"type": "string"}},
}
_LLM_SYSTEM = (
    "You write one short, warm message a companion bot sends unprompted to a friend. It must be "
    "about the given memory, fit the reason, sound natural in the given language (zh = Chinese), "
    "and be one or two sentences. Reasons: morning_routine (ask about today's habit or plan), "
    "evening_event (ask how today's event went), long_absence (greet after a long silence and ask "
    "about the memory), gap_followup (ask how an earlier event turned out)."
)


def _llm_phrase(
    *, reason: str, memory: MemoryItem, lang: str, suggestion: str, avoid: Collection[str]
) -> str | None:
    """The LLM's wording when one is configured; None (→ templates) on failure or a repeat."""
    if not llm_configured():
        return None
    try:
        data = chat_json(
            system=_LLM_SYSTEM,
            user=f"reason: {reason}\nlanguage: {lang}\nmemory: {memory.content}\nexample: {suggestion}",
            schema_name="proactive_message",
            schema=_LLM_SCHEMA,
            purpose="phrasing",
        )
    except LLMError:  # OverBudget included: past the app's daily tokens, the templates word it
        return None
    text = str(data.get("text", "")).strip()[:300]
    return text if text and text not in avoid else None


def phrase(
    *,
    reason: str,
    memory: MemoryItem,
    lang: str | None,
    avoid: Collection[str],
    seed: int,
    today: date | None = None,
) -> Wording:
    """Word a ``reason`` message about ``memory``; ``lang`` None = the memory's own language.

    Free-text slots (a habit, the memory's content) stay in the language they were said in, so a
    Chinese habit is never dropped into an English sentence. ``today`` (the user's local date)
    tells an event still ahead from one that happened while the user was away.
    """
    want = lang or ("zh" if is_zh(memory.content) else "en")
    form, slots, slot_lang = _form_and_slots(reason, memory, want, today)
    variants = TEMPLATES[(reason, form, slot_lang)]
    suggestion = variants[seed % len(variants)].format(**slots)
    worded = _llm_phrase(reason=reason, memory=memory, lang=slot_lang, suggestion=suggestion, avoid=avoid)
    if worded is not None:
        return Wording(text=worded, lang=slot_lang, form=form, variant=-1)
    for step in range(len(variants)):
        index = (seed + step) % len(variants)
        text = variants[index].format(**slots)
        if text not in avoid:
            return Wording(text=text, lang=slot_lang, form=form, variant=index)
    # Every variant was said just before: very unlikely; make the repeat at least not verbatim.
    text = variants[seed % len(variants)].format(**slots)
    return Wording(text=text + (" 😊" if slot_lang == "zh" else " :)"), lang=slot_lang, form=form, variant=-1)
