"""What the user says of the assistant itself, read by the shape of the saying.

A companion hears "you're a diamond", "ur lowkey wholesome", "yer a grand wee helper",
"侬老好白相的", "你是我最放心的倾诉对象", "跟你聊天贼痛快". The word of praise (or of
complaint) is open-ended: slang, dialect and loanwords outnumber any list. What is closed is the
shape: the assistant as the subject of a copula or a degree adverb, the complement after it. This
module reads the shape and keeps the complement as said; what is not a judgement of the assistant
(a request, a greeting, "you're welcome", "ping me once you're online", "my mum reckons you're a
bot", "你是真人吗") is refused by the shape around it.

Each reading is a ``relationship`` memory about the user's feeling for the assistant, with the
complement in its content, so the profile shows the word the user chose.
"""

from __future__ import annotations

import re

from memind.text import HAN
from memories.extractors import Candidate, Turn

# --- English -------------------------------------------------------------------------------------

# "you're", "you are", "u r", "you be", "you've been", "ur", "yer", "du's" (Shetland: thou is), "youre".
_EN_YOU = re.compile(
    r"(?<![\w'])(?:"
    r"(?P<you>you|ya|ye)(?:'re|re|\s+are|\s+r|\s+be|(?:'ve|\s+have)?\s+(?:honestly\s+|really\s+|always\s+|truly\s+)?been)"
    r"|(?P<ur>ur|yer|youre|du's)"
    r")\s+(?P<x>[^,.!?;:\n]{1,80})",
    re.IGNORECASE,
)
# Hedges and intensifiers before the word itself ("genuinely so kind", "actually decent").
_EN_LEAD = re.compile(
    r"^(?:(?:honestly|really|so|such|very|actually|seriously|super|genuinely|always|still|awful|awfully|weirdly|"
    r"literally|lowkey|kinda|kind\s+of|truly|just|deadass|legit|fr|defo|dead|pure|well|quite|pretty)\s+)+",
    re.IGNORECASE,
)
# What follows the word and is not part of it: a comparison, a tag, a laugh, a thanks.
_EN_TAIL = re.compile(
    r"\s+(?:than|you\s+know|ya\s+know|yu\s+know|d'ye\s+know|for\s+(?:a|an)\s+(?:robot|bot|ai|machine|computer|program)|since|"
    r"when|who|that|because|cause|lol|lmao|haha\w*|ha|hehe|btw|by\s+the\s+way|to\s+be\s+honest|honestly|fr|for\s+real|talaga|"
    r"thank|thanks|sometimes|exclamation|ken|eh|innit|tho|though|na|po|yeah|"
    r"with\s+(?:me|my|all)|at\s+night|these\s+days|today|tonight)\b.*$"
    # a name for the one spoken to, at the end: "…, mate", "you're a star love"
    r"|\s+(?:mate|man|bro|sis|dear|love|ya|babe|hun|pal)$",
    re.IGNORECASE,
)
# The assistant as what it is, not as it is judged: "you're a bot", "you are a program after all".
_EN_NATURE = re.compile(
    r"^(?:an?\s+|the\s+|just\s+an?\s+|only\s+an?\s+)?(?:ai|a\.i\.|bot|robot|chat\s?bot|computer|machine|program|app|"
    r"chat\s+thingy|chatgpt|assistant|language\s+model)\b",
    re.IGNORECASE,
)
# Complements that judge nothing: "you're welcome", "you're right", "you're from…", "you're up late".
_EN_NOT_A_JUDGEMENT = re.compile(
    r"^(?:right|wrong|welcome|kidding|joking|from|here|there|back|up|online|offline|awake|asleep|away|gone|free|busy|sure|"
    r"late|later|early|earlier|quiet|quieter|"
    r"not|never|no(?!\s+bad)|nae|supposed|allowed|able|about|going|gonna|meant|done|finished|ready|new|next|in|on|at|out|"
    r"off|all|both|one\s+of|asking|telling|saying|talking|doing|making|being|getting|trying|reading|writing|thinking|"
    r"looking|listening|using|turn|own|fav|favorite\s+(?:food|color|colour|song|movie|film|book)|still\s+there|the\s+one\s+who|"
    # "the only one that…": what makes it so is said after, in a clause of its own
    r"(?:the\s+)?only\s+one)\b",
    re.IGNORECASE,
)
# An -ing word that is an adjective, not a verb in progress ("soothing" yes, "asking me" no).
_EN_ING_ADJECTIVES = frozenset(
    {
        "amazing",
        "caring",
        "understanding",
        "calming",
        "comforting",
        "charming",
        "interesting",
        "encouraging",
        "inspiring",
        "reassuring",
        "entertaining",
        "annoying",
        "boring",
        "confusing",
        "frustrating",
        "loving",
        "soothing",
        "uplifting",
        "refreshing",
        "relaxing",
        "disappointing",
        "patronising",
        "patronizing",
        "exhausting",
        "cunning",
        "outstanding",
        "accommodating",
        "forgiving",
        "welcoming",
        "grounding",
        "healing",
        "easygoing",
        "easy-going",
    }
)
# After "ur"/"yer", which also mean "your": a judgement opens with an article or a degree word.
_EN_UR_OPENS = re.compile(
    r"^(?:a|an|the|my|such|so|really|actually|honestly|literally|always|kind|kinda|weirdly|too|very|super|truly|"
    r"genuinely|lowkey|no\s+bad|the\s+best|pure|dead|proper|well)\b",
    re.IGNORECASE,
)
# Words before "you're" that make the clause no statement about the assistant.
_EN_CLAUSE_BEFORE = re.compile(
    r"(?:\b(?:when|where|if|what|how|while|whether|unless|once|why|wherever|whatever|until|till|as|cause|because|"
    r"hope|hoping|wish|maybe|'?cos)\s+(?:\w+\s+)?$)"
    # someone else's words: "my mum reckons you're a bot", "she said you're good with recipes"
    r"|(?:\b(?!i\b)\w+\s+(?:said|says|thinks|thought|reckons|told\s+me|calls)\s+(?:that\s+)?$)"
    r"|['\"]\s*$",
    re.IGNORECASE,
)


def _en_praise(sentence: str) -> list[tuple[str, str]]:
    """(the complement as said, how: "than" for a comparison) for each judgement of the assistant in an
    English sentence."""
    out: list[tuple[str, str]] = []
    for m in _EN_YOU.finditer(sentence):
        if _EN_CLAUSE_BEFORE.search(sentence[: m.start()]):
            continue
        raw = m.group("x").strip()
        if m.group("ur") and m.group("ur").lower() != "youre" and not _EN_UR_OPENS.match(raw):
            continue
        x = _EN_LEAD.sub("", raw)
        x = _EN_TAIL.sub("", x)
        x = re.sub(r"[^\w\s'-]+.*$", "", x).strip()  # an emoji or a symbol ends it
        x = re.sub(r"\s+(?:too|to\s+me)$", "", x, flags=re.IGNORECASE) if len(x.split()) > 2 else x
        words = x.split()
        if not words or len(words) > 6 or _EN_NATURE.match(x) or _EN_NOT_A_JUDGEMENT.match(x):
            continue
        first = x.split()[0].lower()
        if first.endswith("ing") and first not in _EN_ING_ADJECTIVES:
            continue  # "you're asking me": a verb going on ("a cracking listener" is a judgement)
        if re.match(r"(?:a|an|the|my)$", x, re.IGNORECASE):
            continue
        out.append((x, "than" if re.search(r"\bthan\b", raw, re.IGNORECASE) else ""))
    return out


# --- Chinese -------------------------------------------------------------------------------------

_ZH_YOU = r"(?:你|您|侬|尔)(?:这个AI|这AI|这家伙)?[，,\s]?"
_ZH_PRE = r"(?:平时|其实|每次都?|总是|一直|确实|也|还|倒是有些|倒是|越来越|就是)*"
_ZH_DEGREE = (
    r"(?:是真的|真的是|真是|真的|可真|真|很|好|太|挺|蛮|老|特别|"  # degree words, then the rarer ones
    r"超级|超|甚|非常|十分|相当|忒|贼|巨|有点儿?|有些)"
)
# particles and words that end the complement
_ZH_STOP = "的了啊呀哦吧嘛呢吗哈嘞咯撒滴思"
# a complement opening with these is a request, a greeting or an act, not a judgement
_ZH_NOT_OPEN = "我你您侬尔他她它的个叫喊记来能可这那不没去吃要想说跟给让把被在是咯哈嘞撒呀啊呢吗哦嘛"
_ZH_ADJ = re.compile(
    rf"{_ZH_YOU}{_ZH_PRE}(?P<deg>{_ZH_DEGREE})+(?P<x>(?![{_ZH_NOT_OPEN}])[{HAN}]{{1,6}}?)"
    rf"(?=[{_ZH_STOP}]|[^{HAN}]|$)(?P<t>[{_ZH_STOP}]*)"
)
_ZH_NOUN = re.compile(
    rf"{_ZH_YOU}(?:真的|真|就|也|简直|果然|可)?(?P<cop>是|像|就像|就是)(?:我的?|我们的)?(?:个|一个|我的)?"
    rf"(?P<x>(?!不是|谁|哪|什么|怎么|说|指|问|AI|机器|电脑|程序|人工智能|机器人|助手|真人|人吗)[{HAN}]{{2,14}})"
)
_ZH_TALK = re.compile(
    r"(?:跟|和|同)(?:你|您|侬)(?:聊天儿?|聊完|聊聊|说说话|说话|说完话|唠嗑|唠|聊|说说)"
    rf"[^，。！？!?,\n]{{0,6}}?(?:真的|真|很|好|挺|蛮|老|特别|超|贼|巨|都|总是|还挺|多了|更)+"
    rf"(?P<x>(?![{_ZH_NOT_OPEN}])[{HAN}]{{1,4}}?)(?=[{_ZH_STOP}]|[^{HAN}]|$|多了)"
)
_ZH_COMPARE = re.compile(
    rf"{_ZH_YOU}比[^，。！？!?,\n]{{1,10}}?(?:都|还|更)(?:要)?(?P<x>(?![{_ZH_NOT_OPEN}])[{HAN}]{{1,5}}?)(?=[{_ZH_STOP}]|[^{HAN}]|$|多了)"
)


def _zh_praise(sentence: str) -> list[tuple[str, str]]:
    """(the complement, how it is said: 很 / 是 / 聊天 / 比) for each judgement of the assistant."""
    out: list[tuple[str, str]] = []
    for m in _ZH_ADJ.finditer(sentence):
        x, tail = m.group("x"), m.group("t")
        if "吧" in tail or "吗" in tail or "呢" in tail:
            continue  # "你很忙吧": a guess, a question
        if m.group("deg") == "好" and len(x) < 2 and sentence[m.start() :].startswith(("你好", "您好")):
            continue  # "你好…": a greeting
        out.append((x, "很"))
    for m in _ZH_NOUN.finditer(sentence):
        x = re.split(rf"[{_ZH_STOP}](?=[^{HAN}]|$)|比", m.group("x"))[0]
        x = re.sub(r"(?:了|啊|呀|哦|吧|嘛|呢|吗)$", "", x)
        if len(x) >= 2:
            out.append((x, "像" if "像" in m.group("cop") else "是"))
    for m in _ZH_TALK.finditer(sentence):
        out.append((m.group("x"), "聊天"))
    for m in _ZH_COMPARE.finditer(sentence):
        out.append((m.group("x"), "比"))
    return out


# Words of complaint: the feeling is a bad one ("you're so annoying", "你太机械了").
_NEGATIVE = re.compile(
    r"annoying|boring|useless|rude|dumb|stupid|creepy|cold|robotic|repetitive|patronis|patroniz|forgetful|lazy|"
    r"sore\s+loser|烦|敷衍|笨|啰嗦|冷漠|机械|无聊|没用|健忘|傻",
    re.IGNORECASE,
)


_ZH_ADDRESSED = re.compile("[你您侬尔]")
_EN_ADDRESSED = re.compile(r"\b(?:you|ya|ye|ur|yer|youre|du's)\b", re.IGNORECASE)


def said_of_assistant(sentence: str, zh: bool, turn: Turn, bot: str) -> list[tuple[str, bool, Candidate]]:
    """The user's judgements of the assistant in one sentence: (the word as said, whether it compares
    the assistant with others, a ``relationship`` memory holding it)."""
    said: list[tuple[str, bool, str]] = []
    if not (_ZH_ADDRESSED if zh else _EN_ADDRESSED).search(sentence):
        return []  # (most sentences speak to nobody: the cheap look first)
    if zh:
        for x, how in _zh_praise(sentence):
            if how == "聊天":
                said.append((x, False, f"用户和{bot}聊天很{x}"))
            elif how == "比":
                said.append((x, True, f"用户觉得{bot}比别人更{x}"))
            else:
                said.append((x, False, f"用户觉得{bot}{how}{x}"))
    else:
        said = [(x, how == "than", f"The user thinks {bot} is {x}") for x, how in _en_praise(sentence)]
    # (the same reading twice is one memory: the extractor's ``add`` keeps a content once)
    return [
        (
            x,
            compared,
            Candidate(
                type="relationship",
                content=content,
                importance=0.55,
                source_ids=[turn.id],
                valence=-0.5 if _NEGATIVE.search(x) else 0.5,
                reason="class.feeling_open",
            ),
        )
        for x, compared, content in said
    ]
