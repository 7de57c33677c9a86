"""Rule-based extractor: offline, deterministic, Chinese and English.

The knowledge is in the tables (``ZH_RULES``, ``EN_RULES``, ``ZH_EVENTS``…): each ``Rule`` says
which memory type a pattern yields, with which content template, importance, slot and value.
One small engine applies them. Only the user's own turns are read — assistant turns echo
memories back and context turns were already extracted — so neither is ever a source.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from zoneinfo import ZoneInfo

from memories.dates import resolve_date
from memories.extractors import Candidate, ExtractionInput, Turn

_CJK = re.compile(r"[\u4e00-\u9fff]")


@dataclass(frozen=True)
class Rule:
    name: str
    type: str
    pattern: re.Pattern[str]
    template: str  # str.format with the pattern's named groups, plus {bot}
    importance: float
    slot: str = ""  # may use groups: "likes:{x}"
    value: str = ""  # may use groups: "{x}"
    valence: float = 0.0
    outcome: str = "unknown"
    dated: bool = False  # resolve event_date from the message text


def _r(name: str, type: str, pattern: str, template: str, importance: float, **kw: object) -> Rule:
    return Rule(name, type, re.compile(pattern, re.IGNORECASE), template, importance, **kw)  # type: ignore[arg-type]


# --- Chinese -----------------------------------------------------------------------------------
_P = r"[，。！？!?,.;；:：\s~～…、]"  # where a phrase ends
_X = r"(?P<x>[^，。！？!?,.;；:：\s~～…、]{1,12}?)"  # a short phrase up to the next break
_END = rf"(?:了|啦|啊|呀|哦|噢|呢|吧|嘛|哈|的)*(?={_P}|$)"
_NAME = r"(?!了|过|来|去|的|着)(?P<x>[\u4e00-\u9fffA-Za-z·]{1,8}?)"
_DEG = r"(?:特别|非常|很|超|最|真的|好|挺|也|还|一直|超级)*"
_JOBS = (
    "程序员|工程师|老师|教师|医生|护士|设计师|学生|大学生|研究生|博士生|产品经理|律师|会计|销售|厨师|司机|警察|"
    "记者|作家|画家|演员|歌手|公务员|自由职业者|程序猿|前端|后端|运营|主播|摄影师"
)

_PETS = "猫咪|小猫|猫|狗狗|小狗|狗|兔子|仓鼠|鹦鹉|乌龟|金鱼"
_PEOPLE = "男朋友|女朋友|老公|老婆|对象|妈妈|爸爸|哥哥|姐姐|弟弟|妹妹|儿子|女儿|闺蜜|好朋友|朋友|室友|同事|同学|老板|导师"
_PLACES = "火锅店|餐厅|饭店|餐馆|咖啡馆|咖啡店|酒吧|面馆|书店|健身房|小店|店|公园"
_WHO = rf"(?![我你他她它])(?P<x>[\u4e00-\u9fffA-Za-z·]{{1,8}}?){_END}"  # a name, not a pronoun

ZH_RULES: list[Rule] = [
    _r("zh.identity.name", "identity", rf"(?:我(?:的名字)?叫|我的名字是|(?<![妈爸他她们友事学板婆公哥姐弟妹师人])叫我|我名叫){_NAME}(?:就行|就好|就可以)?{_END}",
       "用户叫{x}", 0.95, slot="name", value="{x}"),
    _r("zh.identity.job", "identity", rf"我(?:是|是一名|是一个|是个|做|当)(?P<x>{_JOBS})",
       "用户是{x}", 0.85, slot="job", value="{x}"),
    _r("zh.identity.workplace", "identity", rf"(?<![现住正])在(?P<x>[^，。！？!?,.\s]{{2,15}}?)(?:工作|上班|实习){_END}",
       "用户在{x}工作", 0.8, slot="job", value="{x}"),
    # The names in the user's life: "我家猫叫咪咪", "我有个朋友叫阿杰", "那家火锅店叫小龙坎".
    _r("zh.identity.pet", "identity", rf"我(?:家|的|养的|家的)?(?:那只|这只|那条)?(?P<kind>{_PETS})(?:的名字)?(?:叫|名叫){_WHO}",
       "用户的{kind}叫{x}", 0.8, slot="pet:{kind}", value="{x}"),
    _r("zh.identity.person", "identity",
       rf"我(?:的|有个|有一个|有位)?(?P<kind>{_PEOPLE})(?:的名字)?(?:叫|名叫){_WHO}",
       "用户的{kind}叫{x}", 0.75),
    _r("zh.life_event.place", "life_event",
       rf"(?:那家|这家|一家|有家|那个|这个)(?P<kind>{_PLACES})(?:的名字)?(?:叫|名叫){_WHO}",
       "用户提到的{kind}叫{x}", 0.55),
    _r("zh.identity.age", "identity", r"我(?:今年)?(?P<x>\d{1,2}|[一二三四五六七八九十]{1,3})岁",
       "用户今年{x}岁", 0.8, slot="age", value="{x}"),
    _r("zh.identity.hometown", "identity", rf"我(?:的)?(?:老家|家乡)(?:是|在){_X}{_END}",
       "用户老家在{x}", 0.8, slot="hometown", value="{x}"),
    _r("zh.identity.residence", "identity", rf"我(?:现在)?(?:住在|住|定居在|生活在){_X}{_END}",
       "用户住在{x}", 0.85, slot="residence", value="{x}"),
    _r("zh.identity.moved", "identity", rf"(?:搬到|搬去|搬家到)(?:了)?{_X}{_END}",
       "用户住在{x}", 0.85, slot="residence", value="{x}"),
    _r("zh.life_event.move", "life_event", rf"(?:搬到|搬去|搬家到)(?:了)?{_X}{_END}",
       "用户搬到了{x}", 0.6, value="move", dated=True, outcome="positive"),
    _r("zh.preference.dislike", "preference",
       rf"我{_DEG}(?:不喜欢|讨厌|不爱|受不了|不吃|不能吃|不想吃)(?P<verb>吃|喝|看|听|玩)?{_X}{_END}",
       "用户不喜欢{verb}{x}", 0.5, slot="likes:{x}", value="dislike", valence=-0.4),
    _r("zh.preference.like", "preference",
       rf"我{_DEG}(?:喜欢|爱|热爱|迷上了|喜爱)(?P<verb>吃|喝|看|听|玩|打|去|逛)?{_X}{_END}",
       "用户喜欢{verb}{x}", 0.5, slot="likes:{x}", value="like", valence=0.5),
    _r("zh.routine", "routine",
       r"(?P<freq>每天(?:早上|晚上|中午|下午|早晨|睡前)?|每周[一二三四五六日天末]?|每个(?:周末|月|星期[一二三四五六日天]?)|"
       rf"每晚|每早|每逢周末|周末都)(?:都|会|要|固定|坚持)*(?P<x>[^，。！？!?,.\s]{{2,15}}?){_END}",
       "用户{freq}{x}", 0.55, slot="routine:{x}", value="{freq}"),
    _r("zh.relationship.praise", "relationship", r"你(?:真|好|太|特别|超|很)(?P<x>好|棒|贴心|温柔|懂我|可爱|聪明|有趣|暖)",
       "用户觉得{bot}很{x}", 0.55, valence=0.6),
    _r("zh.relationship.enjoys", "relationship",
       r"(?:跟|和)你聊天(?:真|很|好|超|特别)?(?P<x>开心|舒服|快乐|有意思|放松)",
       "用户和{bot}聊天很{x}", 0.55, valence=0.6),
    _r("zh.relationship.thanks", "relationship", r"谢谢你(?:一直)?(?:陪着我|陪我|听我说|在我身边)",
       "用户感谢{bot}的陪伴", 0.55, valence=0.7),
    _r("zh.relationship.loves", "relationship", r"我(?:好|真的|最)?(?:喜欢|爱)你", "用户喜欢{bot}", 0.6, valence=0.8),
    _r("zh.relationship.annoyed", "relationship", r"你(?:真|好|太|很)(?P<x>烦|无聊|笨|啰嗦|敷衍)",
       "用户觉得{bot}很{x}", 0.5, valence=-0.5),
    _r("zh.shared.together", "shared",
       r"(?:我们|咱们|咱俩|我和你|我跟你)(?:一起|上次|之前|昨天|刚才)*(?P<x>(?:看|玩|聊|听|做|写|去|讨论|吐槽|编|猜|唱)"
       r"[^，。！？!?,.]{1,20})",
       "用户和{bot}一起{x}", 0.45, valence=0.4),
    _r("zh.shared.joke", "shared", r"你(?:讲|说|编)的(?:那个)?(?P<x>笑话|故事|梗|段子)",
       "用户记得{bot}讲的{x}", 0.45, valence=0.5),
    _r("zh.milestone.known", "milestone",
       r"(?:我们|咱们)?(?:认识|聊了|聊天)(?:已经|都)?(?:快|整整)?(?P<x>[一二三四五六七八九十百千两半\d]+(?:天|个月|周|年))了?",
       "用户和{bot}认识{x}了", 0.6, valence=0.6),
    _r("zh.milestone.first_confide", "milestone", r"第一次(?:跟|和|对|向)(?:别人|人|你|谁)(?:说|讲|提)",
       "用户第一次向{bot}说起心事", 0.6, valence=0.4),
]  # fmt: skip

# Life events: keyword → (kind, noun). Plans are "open"; stated outcomes close them.
ZH_EVENTS: dict[str, str] = {
    "面试": "interview", "考试": "exam", "期末考": "exam", "考研": "exam", "高考": "exam", "出差": "business_trip",
    "旅游": "trip", "旅行": "trip", "度假": "trip", "手术": "surgery", "婚礼": "wedding", "结婚": "wedding",
    "答辩": "defense", "比赛": "competition", "体检": "checkup", "入职": "new_job", "辞职": "quit_job",
    "离职": "quit_job", "换工作": "job_change", "跳槽": "job_change", "找工作": "job_search", "约会": "date",
    "搬家": "move", "演讲": "presentation", "汇报": "presentation",
}  # fmt: skip
_ZH_EVENT_KW = "|".join(sorted(ZH_EVENTS, key=len, reverse=True))
ZH_EVENT_OUTCOMES: list[tuple[re.Pattern[str], str, str]] = [
    (re.compile(rf"(?P<kw>{_ZH_EVENT_KW})(?:已经|终于|顺利)?(?:过了|通过了|成功了|很顺利|拿到了?offer|被录取了?)"),
     "positive", "用户{kw}通过了"),
    (re.compile(r"拿到了?offer|被录取了|录用了我"), "positive", "用户拿到了offer"),
    (re.compile(rf"(?P<kw>{_ZH_EVENT_KW})(?:没过|挂了|失败了|没通过|黄了|被拒了?|搞砸了)"), "negative", "用户{kw}没通过"),
]  # fmt: skip
_ZH_EVENT = re.compile(rf"(?P<kw>{_ZH_EVENT_KW})")

ZH_EMOTIONS: dict[str, tuple[str, float]] = {
    "难过": ("sad", -0.7), "伤心": ("sad", -0.7), "难受": ("sad", -0.6), "委屈": ("sad", -0.6),
    "失落": ("sad", -0.5), "沮丧": ("sad", -0.6), "郁闷": ("sad", -0.5), "崩溃": ("overwhelmed", -0.9),
    "焦虑": ("anxious", -0.6), "紧张": ("anxious", -0.4), "害怕": ("scared", -0.6), "压力大": ("stressed", -0.6),
    "累": ("tired", -0.3), "疲惫": ("tired", -0.4), "烦": ("annoyed", -0.4), "生气": ("angry", -0.6),
    "孤独": ("lonely", -0.6), "寂寞": ("lonely", -0.5), "开心": ("happy", 0.7), "高兴": ("happy", 0.7),
    "快乐": ("happy", 0.7), "幸福": ("happy", 0.8), "激动": ("excited", 0.6), "兴奋": ("excited", 0.6),
}  # fmt: skip
_ZH_EMOTION = re.compile(
    r"(?<!你)(?<!你很)(?<!你好)(?:我|今天|最近|现在|真的|感觉|心里)?"
    r"(?P<deg>好|很|太|超|特别|非常|有点|有些|挺|真|超级|好)?"
    rf"(?P<x>{'|'.join(sorted(ZH_EMOTIONS, key=len, reverse=True))})"
)

# --- English -----------------------------------------------------------------------------------
_EX = r"(?P<x>[a-z][\w'&-]*(?:\s+[a-z][\w'&-]*){0,4}?)"
_EEND = r"(?=\s*(?:[.,!?;:)]|$|\s(?:and|but|now|too|though|lately|anymore|again|so)\b))"
_PLACE = r"(?P<x>[a-z][a-z.'-]*(?:\s+[a-z][a-z.'-]*){0,3}?)"
_FREQ = r"every\s+(?:day|morning|evening|night|week|weekend|sunday|monday|tuesday|wednesday|thursday|friday|saturday)"
_EJOBS = (
    "software engineer|engineer|teacher|nurse|doctor|designer|student|developer|programmer|lawyer|accountant|"
    "chef|writer|artist|product manager|manager|data scientist|researcher|photographer|firefighter|pharmacist"
)

_EPETS = "dog|cat|puppy|kitten|bunny|rabbit|hamster|parrot|turtle|fish"
_EPEOPLE = (
    "boyfriend|girlfriend|husband|wife|partner|mom|mother|dad|father|brother|sister|son|daughter|best friend|"
    "friend|roommate|coworker|colleague|boss"
)
_ECALLED = r"(?:'s name is| is called| is named| called| named)\s+(?!me\b|you\b|him\b|her\b|us\b|them\b|it\b)"
_ENAME = r"(?P<x>[a-z][\w'-]*)(?=\s*(?:[.,!?;]|$|\s))"

EN_RULES: list[Rule] = [
    _r("en.identity.name", "identity",
       r"\b(?:my name is|my name's|i'm called|i am called|call me)\s+(?P<x>[a-z][\w'-]*)(?=\s*(?:[.,!?;]|$|\s))",
       "The user's name is {X}", 0.95, slot="name", value="{x}"),
    _r("en.identity.job", "identity", rf"\bi(?:'m| am) (?:a|an) (?P<x>{_EJOBS})\b", "The user is a {x}", 0.85,
       slot="job", value="{x}"),
    _r("en.identity.job_as", "identity", rf"\bi work as (?:a|an) {_EX}{_EEND}", "The user works as a {x}", 0.85,
       slot="job", value="{x}"),
    _r("en.identity.workplace", "identity", rf"\bi work (?:at|for) {_EX}{_EEND}", "The user works at {X}", 0.8,
       slot="job", value="{x}"),
    _r("en.identity.pet", "identity", rf"\bmy (?P<kind>{_EPETS}){_ECALLED}{_ENAME}",
       "The user's {kind} is called {X}", 0.8, slot="pet:{kind}", value="{x}"),
    _r("en.identity.person", "identity", rf"\bmy (?P<kind>{_EPEOPLE}){_ECALLED}{_ENAME}",
       "The user's {kind} is called {X}", 0.75),
    _r("en.life_event.place", "life_event",
       r"\b(?:a|the|this|that) (?P<kind>restaurant|cafe|café|bar|diner|bakery|shop|bookstore|gym|park)(?: is)? "
       r"(?:called|named) (?P<x>[a-z][\w'&-]*(?:\s+[a-z][\w'&-]*){0,2}?)(?=\s*(?:[.,!?;]|$))",
       "The user mentioned a {kind} called {X}", 0.55),
    _r("en.identity.age", "identity", r"\bi(?:'m| am) (?P<x>\d{1,2}) years old\b", "The user is {x} years old", 0.8,
       slot="age", value="{x}"),
    _r("en.identity.hometown", "identity", rf"\bi(?:'m| am) (?:originally )?from {_PLACE}{_EEND}",
       "The user is from {X}", 0.8, slot="hometown", value="{x}"),
    _r("en.identity.residence", "identity", rf"\bi (?:live|am living|'m living|now live) in {_PLACE}{_EEND}",
       "The user lives in {X}", 0.85, slot="residence", value="{x}"),
    _r("en.identity.moved", "identity", rf"\bi(?:'ve| have)? (?:just |recently |finally )?moved to {_PLACE}{_EEND}",
       "The user lives in {X}", 0.85, slot="residence", value="{x}"),
    _r("en.life_event.move", "life_event", rf"\bi(?:'ve| have)? (?:just |recently |finally )?moved to {_PLACE}{_EEND}",
       "The user moved to {X}", 0.6, value="move", dated=True, outcome="positive"),
    _r("en.preference.dislike", "preference",
       rf"\bi (?:really |just |also |absolutely )*(?:hate|dislike|can't stand|cannot stand|don't like|do not like)\s+"
       rf"(?!you\b|it\b|that\b|this\b|when\b){_EX}{_EEND}",
       "The user dislikes {x}", 0.5, slot="likes:{x}", value="dislike", valence=-0.4),
    _r("en.preference.like", "preference",
       rf"\bi (?:really |just |also |absolutely |totally )*(?:love|like|enjoy|adore)\s+"
       rf"(?!you\b|it\b|that\b|this\b|talking\b|chatting\b|when\b|to talk\b){_EX}{_EEND}",
       "The user likes {x}", 0.5, slot="likes:{x}", value="like", valence=0.5),
    _r("en.preference.favourite", "preference", rf"\bmy favou?rite (?P<what>\w+) is {_EX}{_EEND}",
       "The user's favourite {what} is {x}", 0.55, slot="favourite:{what}", value="{x}", valence=0.5),
    _r("en.routine.after", "routine", rf"\bi (?P<x>[a-z][\w' ]{{1,30}}?) (?P<freq>{_FREQ})\b",
       "The user's habit: {x} {freq}", 0.55, slot="routine:{x}", value="{freq}"),
    _r("en.routine.before", "routine", rf"\b(?P<freq>{_FREQ}),? i (?P<x>[a-z][\w' ]{{1,30}}?){_EEND}",
       "The user's habit: {x} {freq}", 0.55, slot="routine:{x}", value="{freq}"),
    _r("en.relationship.praise", "relationship",
       r"\byou(?:'re| are) (?:so |really |the |such a )*(?P<x>sweet|kind|helpful|best|amazing|funny|smart|wonderful)",
       "The user thinks {bot} is {x}", 0.55, valence=0.6),
    _r("en.relationship.enjoys", "relationship", r"\bi (?:really )?(?:love|like|enjoy) (?:talking|chatting) (?:to|with) you",
       "The user enjoys talking with {bot}", 0.55, valence=0.6),
    _r("en.relationship.thanks", "relationship", r"\bthank(?:s| you) for (?:always )?(?:being there|listening)",
       "The user is grateful to {bot} for listening", 0.55, valence=0.7),
    _r("en.relationship.annoyed", "relationship", r"\byou(?:'re| are) (?:so |really )*(?P<x>annoying|boring|useless)",
       "The user finds {bot} {x}", 0.5, valence=-0.5),
    _r("en.shared.together", "shared",
       r"\b(?:we|you and i) (?:just |finally |once )?(?P<x>(?:watched|played|made|wrote|talked about|joked about|laughed about|"
       r"planned|sang)\s[^.,!?]{1,40})",
       "The user and {bot} {x}", 0.45, valence=0.4),
    _r("en.shared.remember", "shared", r"\bremember (?:when|that time) we (?P<x>[^.,!?]{2,40})",
       "The user and {bot} once {x}", 0.45, valence=0.4),
    _r("en.shared.joke", "shared", r"\bthat (?P<x>joke|story) you told", "The user remembers the {x} {bot} told",
       0.45, valence=0.5),
    _r("en.milestone.known", "milestone",
       r"\bwe(?:'ve| have) been (?:talking|chatting|friends) for (?P<x>(?:a|one|two|three|\d+|several|many) \w+)",
       "The user and {bot} have been talking for {x}", 0.6, valence=0.6),
    _r("en.milestone.first_confide", "milestone", r"\bfirst time i(?:'ve)? (?:told|tell|talked to) (?:anyone|anybody|someone)",
       "The user confided in {bot} for the first time", 0.6, valence=0.4),
]  # fmt: skip

EN_EVENTS: dict[str, str] = {
    "job interview": "interview", "interview": "interview", "final exam": "exam", "exam": "exam", "test": "exam",
    "flight": "trip", "trip": "trip", "vacation": "trip", "holiday": "trip", "surgery": "surgery",
    "wedding": "wedding", "date": "date", "presentation": "presentation", "doctor's appointment": "checkup",
}  # fmt: skip
_EN_EVENT_KW = "|".join(sorted(EN_EVENTS, key=len, reverse=True))
_EN_EVENT = re.compile(
    rf"\b(?:i have|i've got|i got|i'll have|i'm having|i am having|i'm going to have|going on|i'm taking|"
    rf"i am taking|i'm flying to|there's) (?:an? |my |the )?(?P<kw>{_EN_EVENT_KW})\b",
    re.IGNORECASE,
)
EN_EVENT_OUTCOMES: list[tuple[re.Pattern[str], str, str]] = [
    (re.compile(r"\bi (?:got|landed) the (?:job|offer)\b|\bgot an offer\b", re.I), "positive", "The user got the job"),
    (re.compile(rf"\bi (?:passed|aced|nailed) (?:the |my )?(?P<kw>{_EN_EVENT_KW})", re.I), "positive",
     "The user passed the {kw}"),
    (re.compile(rf"\bthe (?P<kw>{_EN_EVENT_KW}) went (?:well|great|fine)", re.I), "positive", "The user's {kw} went well"),
    (re.compile(rf"\bi (?:failed|bombed|flunked) (?:the |my )?(?P<kw>{_EN_EVENT_KW})", re.I), "negative",
     "The user failed the {kw}"),
    (re.compile(r"\bdidn't get the job\b", re.I), "negative", "The user didn't get the job"),
]  # fmt: skip
EN_PLAIN_EVENTS: list[Rule] = [
    _r("en.life_event.new_job", "life_event", r"\bi (?:got|started|found) a new job\b", "The user started a new job",
       0.7, value="new_job", outcome="positive", valence=0.6),
    _r("en.life_event.quit", "life_event", r"\bi (?:quit|left) my job\b", "The user quit their job", 0.7,
       value="quit_job", outcome="unknown"),
    _r("en.life_event.job_search", "life_event", r"\b(?:i'm |i am )?(?:looking for a (?:new )?job|job hunting)\b",
       "The user is looking for a job", 0.65, value="job_search", outcome="open"),
]  # fmt: skip

EN_EMOTIONS: dict[str, tuple[str, float]] = {
    "sad": ("sad", -0.7), "down": ("sad", -0.5), "depressed": ("sad", -0.8), "miserable": ("sad", -0.8),
    "upset": ("sad", -0.6), "anxious": ("anxious", -0.6), "nervous": ("anxious", -0.4), "worried": ("anxious", -0.5),
    "stressed": ("stressed", -0.6), "overwhelmed": ("overwhelmed", -0.7), "tired": ("tired", -0.3),
    "exhausted": ("tired", -0.5), "lonely": ("lonely", -0.6), "angry": ("angry", -0.6), "frustrated": ("angry", -0.5),
    "scared": ("scared", -0.6), "happy": ("happy", 0.7), "excited": ("excited", 0.6), "great": ("happy", 0.5),
}  # fmt: skip
_EN_EMOTION = re.compile(
    r"\bi(?:'m| am| feel| felt|'ve been| have been| was)\s+(?P<deg>so |really |very |a bit |a little |kind of |kinda |"
    rf"pretty |super |quite |extremely )?(?P<x>{'|'.join(EN_EMOTIONS)})\b",
    re.IGNORECASE,
)

# Pure filler: kept out by the importance gate, and visibly counted as dropped.
FILLER = {
    "哈哈", "哈哈哈", "哈哈哈哈", "嗯", "嗯嗯", "嗯嗯嗯", "好", "好的", "好滴", "好哒", "晚安", "早安", "早", "哦", "噢",
    "哦哦", "嗯呢", "是的", "对", "对啊", "行", "收到", "知道了", "谢谢", "拜拜", "你好", "你好呀", "在吗", "在干嘛",
    "呵呵", "嘿嘿", "嘻嘻", "ok", "okay", "k", "lol", "lmao", "haha", "hahaha", "hehe", "hmm", "yes", "yeah", "yep",
    "no", "nope", "sure", "thanks", "thank you", "thx", "good night", "gn", "night", "morning", "good morning", "hi",
    "hello", "hey", "bye", "cool", "nice", "wow", "really", "same",
}  # fmt: skip
_STRIP = re.compile(r"[\s，。！？!?,.;；:：~～…、\"'“”‘’()（）\[\]]+")
_FILLER_BARE = {_STRIP.sub("", f) for f in FILLER}
_EMOJI_ONLY = re.compile(r"^[\U0001F000-\U0001FFFF\u2600-\u27BF\uFE0F\u200d]+$")
_LAUGHTER = re.compile(r"^(?:哈+|呵+|嘿+|嘻+|嗯+|h[ae](?:h[ae])+|l+o+l+|a*ha+(?:ha)*)$", re.IGNORECASE)

# A capture that is really a question ("我叫什么来着？", "I live in where?") is no fact.
_INTERROGATIVE = re.compile(
    r"什么|啥|哪|谁|几|多少|怎么|吗|嘛$|\bwhat\b|\bwhere\b|\bwho\b|\bwhich\b|\bhow\b", re.I
)
_ZH_PARTICLES = "了啦啊呀哦噢呢吧嘛哈的"


def _clean(value: str, zh: bool) -> str:
    value = value.strip(" \t'\"")
    if zh:
        value = value.rstrip(_ZH_PARTICLES)
    return value


class RulesExtractor:
    name = "rules"
    version = "1.0"

    def extract(self, batch: ExtractionInput) -> list[Candidate]:
        bot = batch.bot_name
        out: list[Candidate] = []
        for turn in batch.turns:
            if turn.role != "user" or turn.is_context:
                continue
            out.extend(self.from_turn(turn, tz=batch.tz, bot=bot))
        return out

    def from_turn(self, turn: Turn, *, tz: str, bot: str = "") -> list[Candidate]:
        text = turn.content.strip()
        bare = _STRIP.sub("", text).lower()
        if not bare or bare in _FILLER_BARE or _EMOJI_ONLY.match(bare) or _LAUGHTER.match(bare):
            return [Candidate(type="emotion", content=text[:200], importance=0.05, source_ids=[turn.id],
                              reason="filler")]  # fmt: skip
        zh = bool(_CJK.search(text))
        found: list[Candidate] = []
        seen: set[tuple[str, str]] = set()

        def add(c: Candidate) -> None:
            key = (c.type, c.slot or c.content)
            if key not in seen:
                seen.add(key)
                found.append(c)

        for rule in ZH_RULES if zh else EN_RULES:
            for m in rule.pattern.finditer(text):
                c = self._apply(rule, m, turn, tz, bot or ("助手" if zh else "the assistant"), zh)
                if c is not None:
                    add(c)
        for c in (self._zh_events if zh else self._en_events)(text, turn, tz):
            add(c)
        for c in self._emotions(text, turn, zh):
            add(c)
        return found

    def _apply(
        self, rule: Rule, m: re.Match[str], turn: Turn, tz: str, bot: str, zh: bool
    ) -> Candidate | None:
        groups = {k: _clean(v or "", zh) for k, v in m.groupdict().items()}
        if "x" in groups:
            x = groups["x"]
            if not x or _INTERROGATIVE.search(x) or (not zh and x.lower() in {"you", "it", "that", "this"}):
                return None
            groups["X"] = x if zh else " ".join(w[:1].upper() + w[1:] for w in x.split())
            if not zh:
                groups["x"] = x.lower()
        fmt = {**groups, "bot": bot}
        event_date = None
        if rule.dated:
            resolved = resolve_date(turn.content, at=turn.sent_at, tz=tz)
            event_date = resolved[0] if resolved else turn.sent_at.astimezone(ZoneInfo(tz)).date()
        return Candidate(
            type=rule.type,
            content=rule.template.format(**fmt),
            importance=rule.importance,
            source_ids=[turn.id],
            slot=rule.slot.format(**fmt),
            value=rule.value.format(**fmt),
            valence=rule.valence,
            outcome=rule.outcome,
            event_date=event_date,
            reason=rule.name,
        )

    def _zh_events(self, text: str, turn: Turn, tz: str) -> list[Candidate]:
        out = []
        for pattern, outcome, template in ZH_EVENT_OUTCOMES:
            m = pattern.search(text)
            if m:
                kw = m.groupdict().get("kw") or "面试"
                out.append(Candidate(type="life_event", content=template.format(kw=kw), importance=0.7,
                                     source_ids=[turn.id], value=ZH_EVENTS.get(kw, "interview"), outcome=outcome,
                                     valence=0.7 if outcome == "positive" else -0.6,
                                     event_date=turn.sent_at.astimezone(ZoneInfo(tz)).date(),
                                     reason=f"zh.life_event.outcome.{outcome}"))  # fmt: skip
                return out  # an outcome closes the event; it is not a new plan
        m = _ZH_EVENT.search(text)
        # "搬家到X" is the move rules' business (residence + move event); a bare "搬家" is a plan.
        if m and not (m.group("kw") == "搬家" and re.search(r"搬家?(?:到|去)", text)):
            kw = m.group("kw")
            resolved = resolve_date(text, at=turn.sent_at, tz=tz)
            if resolved:
                day = resolved[0]
                content = f"用户{day.month}月{day.day}日要{kw}"
            elif re.search(r"在|正在|最近", text[: m.start()]):
                day, content = None, f"用户最近在{kw}"
            else:
                day, content = None, f"用户要{kw}"
            out.append(Candidate(type="life_event", content=content, importance=0.7, source_ids=[turn.id],
                                 value=ZH_EVENTS[kw], outcome="open", event_date=day,
                                 reason=f"zh.life_event.{ZH_EVENTS[kw]}"))  # fmt: skip
        return out

    def _en_events(self, text: str, turn: Turn, tz: str) -> list[Candidate]:
        out = []
        for pattern, outcome, template in EN_EVENT_OUTCOMES:
            m = pattern.search(text)
            if m:
                kw = (m.groupdict().get("kw") or "job").lower()
                out.append(Candidate(type="life_event", content=template.format(kw=kw), importance=0.7,
                                     source_ids=[turn.id], value=EN_EVENTS.get(kw, "interview"), outcome=outcome,
                                     valence=0.7 if outcome == "positive" else -0.6,
                                     event_date=turn.sent_at.astimezone(ZoneInfo(tz)).date(),
                                     reason=f"en.life_event.outcome.{outcome}"))  # fmt: skip
                return out
        for rule in EN_PLAIN_EVENTS:
            m = rule.pattern.search(text)
            if m:
                c = self._apply(rule, m, turn, tz, "the assistant", zh=False)
                if c is not None:
                    out.append(c)
        m = _EN_EVENT.search(text)
        if m:
            kw = m.group("kw").lower()
            resolved = resolve_date(text, at=turn.sent_at, tz=tz)
            when = f" on {resolved[0].strftime('%A, %B')} {resolved[0].day}" if resolved else ""
            out.append(Candidate(type="life_event", content=f"The user has a {kw}{when}", importance=0.7,
                                 source_ids=[turn.id], value=EN_EVENTS[kw], outcome="open",
                                 event_date=resolved[0] if resolved else None,
                                 reason=f"en.life_event.{EN_EVENTS[kw]}"))  # fmt: skip
        return out

    def _emotions(self, text: str, turn: Turn, zh: bool) -> list[Candidate]:
        m = (_ZH_EMOTION if zh else _EN_EMOTION).search(text)
        if not m:
            return []
        word = m.group("x").lower()
        tag, valence = (ZH_EMOTIONS if zh else EN_EMOTIONS)[word]
        deg = (m.group("deg") or "").strip().lower()
        mild = deg in {"有点", "有些", "a bit", "a little", "kind of", "kinda"} or tag == "tired"
        # Fleeting or mild feelings ("有点累", "a bit tired") fall under the importance gate.
        importance = 0.25 if mild else (0.45 if abs(valence) >= 0.6 else 0.4)
        content = f"用户感到{m.group('x')}" if zh else f"The user feels {word}"
        return [Candidate(type="emotion", content=content, importance=importance, source_ids=[turn.id],
                          valence=valence, emotion=tag, reason=f"{'zh' if zh else 'en'}.emotion.{tag}")]  # fmt: skip
