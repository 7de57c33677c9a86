"""Rule-based extractor: offline, deterministic, Chinese and English.

The knowledge is in the tables (``ZH_RULES``, ``EN_RULES``, ``ZH_EVENTS``…): each ``Rule`` says
which memory type a pattern yields, about whom (the user, or the relative/friend/pet/event named
in the ``rel`` group), with which content template, importance, slot and value. One small engine
applies them sentence by sentence:

- questions and hypotheticals ("我叫什么来着？", "如果我搬去成都…", "what if I quit") state no
  fact and are skipped whole;
- values are cleaned (dates, particles) and lists are split into one memory per item;
- an event named in one message ("我报名了一个读书会") is the subject of the attributes said
  after it ("每周六在市图书馆", "为期两个月") in the same batch.

Only the user's own turns are sources: assistant turns echo memories back and context turns were
already extracted. Values are validated again by the store (``memories.extractors.values``), for
this extractor and the LLM alike.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import date
from zoneinfo import ZoneInfo

import rjieba

from memind.text import CJK, HAN
from memories.dates import resolve_date
from memories.extractors import Candidate, ExtractionInput, Turn
from memories.extractors.feelings import said_of_assistant
from memories.extractors.values import (
    EN_NOT_NAMES,
    EN_OPENERS,
    EN_PLACES,
    EN_STOP,
    IDENTITY_SLOTS,
    NAME_SLOTS,
    ZH_SURNAMES,
    city_named,
    initialism,
    place_known,
    value_clean,
    value_items,
    value_problem,
    zh_given_name,
    zh_name_problem,
    zh_person_word,
    zh_person_words,
    zh_place_and_deed,
    zh_place_whole,
    zh_places_said,
    zh_town_named,
)


@dataclass(frozen=True)
class Rule:
    name: str
    type: str
    pattern: re.Pattern[str]
    template: str  # str.format with the pattern's groups, plus {who}/{whose}/{bot}/{X}
    importance: float
    slot: str = ""  # may use groups: "likes:{x}"
    value: str = ""  # may use groups: "{x}"
    valence: float = 0.0
    outcome: str = "unknown"
    dated: bool = False  # resolve event_date from the message text
    each: bool = False  # {x} may be a list: one memory per item
    names_event: bool = False  # {x} names an event later sentences may describe
    check: str = ""  # extra check on {x}: "fullname", "place", "name"
    needs: tuple[str, ...] = ()  # the rule is tried only on a sentence holding one of these (lower case)


def _r(name: str, type: str, pattern: str, template: str, importance: float, **kw: object) -> Rule:
    return Rule(name, type, re.compile(pattern, re.IGNORECASE), template, importance, **kw)  # type: ignore[arg-type]


# What a plain "likes X" rule stores: one like per thing, keyed by the thing, mildly positive.
_LIKE: dict[str, object] = {"slot": "likes:{x}", "value": "like", "valence": 0.5}
# What a rule naming a plan by its date stores: the event's kind, still to come, dated, named for the
# sentences after it to describe, and only if the name is an event's.
# What a rule reading good news stores: news, with its good outcome (its valence said beside it)
_GOOD_NEWS: dict[str, object] = {"value": "news", "outcome": "positive"}
_DATED_PLAN: dict[str, object] = {
    "value": "{event_kind}",
    "outcome": "open",
    "dated": True,
    "names_event": True,
    "check": "event",
}


# --- Who a statement is about ------------------------------------------------------------------
ZH_RELATIONS = (
    "男朋友|女朋友|男友|女友|未婚夫|未婚妻|老公|老婆|丈夫|妻子|对象|爱人|前任|前男友|前女友|妈妈|爸爸|老妈|老爸|母亲|父亲|"
    "爷爷|奶奶|外公|外婆|姥姥|姥爷|哥哥|姐姐|弟弟|妹妹|表哥|表姐|表弟|表妹|堂哥|堂姐|堂弟|堂妹|儿子|女儿|孩子|"
    "舅舅|舅妈|姑姑|姑父|叔叔|婶婶|阿姨|姨妈|小姨|伯伯|侄子|侄女|外甥|外甥女|嫂子|姐夫|妹夫|公公|婆婆|岳父|岳母|"
    "爸妈|父母|宝宝|孙子|孙女|外孙|外孙女|老伴|继父|继母|后妈|干妈|干爹|闺女|儿媳|女婿|未婚夫|未婚妻|闺蜜|好朋友|好友|朋友|发小|室友|舍友|同事|同学|老同学|大学同学|高中同学|老板|领导|上司|导师|老师|邻居|师兄|"
    "师姐|师弟|师妹|搭档|合伙人|客户|网友|男神|女神|女票|男票|媳妇|组长|主管|部门经理|经理|班主任|总监|教练|弟媳|"
    "房东|主治医生|家庭医生|徒弟|师傅|师父|队友|战友|前夫|前妻|先生|太太|夫君|"
    # parents and children as dialects and old courtesy say them: "阿妈", "我爹", "家父", "犬子", "阿拉囡儿"
    "阿妈|阿爸|阿爹|阿婆|阿公|阿嬷|老爹|家父|家母|犬子|囡儿|囡囡|爹|娘|"
    # …and a daughter, a husband, a wife as northern dialects say them after 我/俺/额: "额女子", "俺家老头子"
    "女子|姑娘|老头子|婆娘|婆姨|"
    # …and a child as the south says it: "我崽在东莞打工", "我满崽"
    "满崽|崽|"
    "爸|妈|哥|姐|弟|妹"
)
# the longest word first, so "外孙女" is no "外孙" and "外甥女" no "外甥"
ZH_RELATIONS = "|".join(sorted(dict.fromkeys(ZH_RELATIONS.split("|")), key=len, reverse=True))
# Kin are ours even unsaid ("妈妈是护士"); a bare "老板" or "老师" may be anyone's.
ZH_KIN = (
    "男朋友|女朋友|老公|老婆|对象|妈妈|爸爸|老妈|老爸|爷爷|奶奶|外公|外婆|姥姥|姥爷|哥哥|姐姐|弟弟|妹妹|表哥|表姐|表弟|"
    "表妹|堂哥|堂姐|堂弟|堂妹|儿子|女儿|舅舅|姑姑|老伴|闺蜜|发小|孙子|孙女|外孙|外孙女|爸妈|父母|闺女|外甥|外甥女|侄子|侄女|"
    "嫂子|姐夫|婆婆|公公|岳父|岳母|弟媳|妹夫|前夫|前妻|媳妇|前男友|前女友|爱人|夫君|丈夫|妻子|"
    "阿妈|阿爸|阿爹|老爹|家父|家母|犬子|囡儿|老头子|姑娘|爹|娘"
)
ZH_KIN = "|".join(sorted(dict.fromkeys(ZH_KIN.split("|")), key=len, reverse=True))
ZH_PETS = "猫咪|小猫|猫猫|猫|狗狗|狗子|小狗|狗|兔子|仓鼠|鹦鹉|乌龟|金鱼|柯基|柴犬|金毛|泰迪|布偶|英短|橘猫"
_ZREL = f"(?P<rel>{ZH_PETS}|{ZH_RELATIONS})"
# a relation said right before a name: "我外甥赵磊…", "同事，小林…"
_ZH_REL_BEFORE_NAME = re.compile(rf"(?:{ZH_PETS}|{ZH_RELATIONS})[，,、 ]?$")
# "我表姐", "我的同事", "我家狗", "我有个朋友", or a relation opening the sentence ("妈妈是护士").
_ZADV = (
    r"(?:这个?人(?=[不很挺特最比就其从向一])|其实|也|还|又|再|都|一直|现在|目前|如今|已经|自己|上个月|上周|上星期|去年|前年|今年|最近|刚刚|刚|早就|前段时间|这个月|"
    r"前几天|昨天|前天|年初|年底|月初|前阵子|前些天|这两天|上礼拜|后来|倒是|却|一个人|独自|就(?=在))*"
)
# "我最要好的同学", "我最铁的哥们": a relation said with a superlative is still that relation.
# (and which child or sibling: "我大儿子", "我小女儿", "我二姐")
_ZBEST = r"(?:最好的|最要好的|最铁的|最亲的|(?:大|小|二|三|老大|老二|老三)(?=儿子|女儿|闺女|孙子|孙女|外孙|姐|哥|弟|妹))?"
# "我表哥小林在…", "我朋友阿Tom在…": the name said after the relation.
# How a role ends: "调度组长", "审计助理", "奶茶店店员", "理发店学徒".
_ZH_ROLE_TAIL = (
    r"(?:组长|主管|经理|店长|总监|助理|专员|顾问|主任|工程师|设计师|会计|出纳|编辑|销售|客服|文员|前台|店员|学徒|骑手|"
    r"司机|保安|厨师|服务员|收银员|理货员|调度员|营业员|导游|教练|护士|医生|老师|律师|程序员|运营)"
)
# How a role said on its own ends ("初中体育老师", "班主任"): the common endings of a trade.
_ZH_ROLE_END = r"(?:主任|师|员|老师|教练|组长|店长|主管|经理)"
# What 大 makes with the next character that is a word, not a nickname like 大壮 ("我朋友大学毕业了").
_ZH_NOT_BIG_NAME = "大学|大概|大家|大多|大部|大早|大半|大约|大清|大姐|大哥|大爷|大妈|大伯|大叔|大姨|大舅|大一|大二|大三|大四|大前|大后|大年"
_ZCALLED = (
    r"(?:(?!小时|小区|小心|小学|阿姨)(?:小|阿)[\u4e00-\u9fff]|阿[A-Z][a-z]{1,11}"
    rf"|(?!{_ZH_NOT_BIG_NAME})大[\u4e00-\u9fff](?=[在是今又说也就都还去被跟和要把从给查出搬开请让带刚已前昨明]))?"
)
# What 小/阿 make with the next character that is a word, not a name ("我朋友小时候", "我妹小学").
_ZH_NOT_SMALL_NAME = (
    r"小时|小区|小心|小学|小孩|小姨|小姐|小哥|小伙|小朋|小声|小事|小说|小吃|小店|小狗|小猫|小组|小宝|小两|小日|小红书|"
    r"阿姨|阿婆|阿公|阿爸|阿妈"
)
# What follows such a name: the next clause ("同事小林今天离职了", "经理老韩是个好人").
# (… or the work they do: "我邻居老马种葡萄", "我表哥阿强卖海鲜")
_ZH_AFTER_NAME = r"[在是今又说也就都还一去被跟和要把从给查出搬开请让带刚已前昨明最挺很真这那天经总老竟居突住种养卖做当干教修送跑收读人]"
# "这孩子", "这丫头": said of someone already named, a pronoun.
_ZH_THIS_ONE = r"(?:这|那)(?:孩子|丫头|小子|家伙|小家伙|小东西)"
# Who the sentence is about: a relation ("我表姐"), a pronoun ("她" = the last one mentioned), the
# user ("我"), or nobody said at the start of a clause — Chinese drops the subject, and the
# clause is about whoever the turn was last about ("我叫苏沐晴，19岁，在武汉大学读大一").
_ZW = (
    rf"(?:(?:我|俺|(?<![\u4e00-\u9fff])额)(?:的|家的?|们(?=组长|主管|老板|领导|经理|老师|班主任|导师|总监)|们家的?|们有个|们有一个|有个|有一个|有位|有只|养的|养了只|养了一只|还有只|还有个|还)*(?:那个|这个|那位|一个|那只|这只)?{_ZBEST}{_ZREL}{_ZCALLED}{_ZADV}"
    rf"|(?<![{HAN}])(?P<rel0>{ZH_KIN})(?=[是在叫住今从也都去已刚现目还之后前对会得有比最特很超爱喜做当干搞开教常长])(?:也|都|亦)?"
    rf"|(?<![{HAN}])(?P<pro>[他她它](?!们)|{_ZH_THIS_ONE}){_ZADV}"
    rf"|(?P<me>(?<![比跟和给对让叫陪帮替找把拿被])我(?!们)(?:(?:和|跟)我?的?(?:{ZH_RELATIONS})(?=都|也))?|本人|俺"
    # Shaanxi and Shanxi 额 ("额是韩城种花椒的"), never 额头 or a hesitation ("额，")
    r"|(?<![\u4e00-\u9fff])额(?=[是在叫家屋女娃今从也都就一])"
    # the old courtesy "在下" (not 在下午, 在下面, 在下雨…)
    r"|(?<![\u4e00-\u9fff])在下(?![午面边雨班周个次一头载单来去车楼层手]))"
    rf"{_ZADV}"
    r"|(?P<bare>(?<![^，,。！？!?；;：:\s~～]))(?:不过|但是|但|而且|然后|所以|其实|嗯|哦|对|是的|还有|另外|反正|就是|嘿嘿|哈哈)?"
    rf"{_ZADV})"
)
# Subject markers, for a clause that names nobody: the last one said before it wins.
_ZH_MARKERS = re.compile(
    rf"我(?:的|家的?|们(?=组长|主管|老板|领导|经理|老师|班主任|导师|总监)|们家的?|们有个|们有一个|有个|有一个|有位|有只|养的|养了|还有只|还有个|还有|有|交了|还|和|跟)*(?:一只|两只|只|个|位|那个|这个|新|新的)?{_ZBEST}"
    rf"(?P<rel>{ZH_PETS}|{ZH_RELATIONS})|(?:^|(?<=[，,。！？!?\s]))(?:和|跟)?(?P<kin>{ZH_KIN}"
    # … or anyone opening a clause by what they are called ("室友叫周可 成都人", "柯基 叫可乐 2岁",
    # "同事小吴人挺好，她是上海人")
    rf"|(?:{ZH_RELATIONS}|{ZH_PETS})(?=\s*(?:叫|名叫|姓)|(?:小|阿)[\u4e00-\u9fff]))"
    rf"|(?P<pro>[他她它](?!们)|{_ZH_THIS_ONE})|(?P<me>(?<![比跟和给对让叫陪帮替找])我(?!们))"
)
EN_RELATIONS = (
    "brother-in-law|father-in-law|ex-girlfriend|sister-in-law|mother-in-law|granddaughter|grandparents|"
    "ex-boyfriend|grandfather|grandmother|best friend|stepbrother|ex-husband|girlfriend|stepsister|"
    "co-founder|classmate|co-worker|neighbour|housemate|colleague|boyfriend|cofounder|therapist|coworker|"
    "neighbor|grandson|daughter|flatmate|landlord|teammate|roommate|parents|grandpa|fiancee|manager|"
    "stepmom|stepdad|hamster|ex-wife|partner|fiancée|husband|brother|grandma|in-laws|fiance|cousin|"
    "sister|nephew|friend|father|mother|fiancé|spouse|turtle|rabbit|mentor|kitten|parrot|horse|uncle|"
    "bunny|niece|puppy|aunt|wife|kids|boss|pup|dad|dog|cat|son|mum|kid|mom|ex|bestie|best mate|mate|bff|"
    "headteacher|supervisor|team lead|grandad|granddad|granny|gran|nana|nan|buddy|pal|mama|momma|mommy|papa|daddy|"
    # kin as many families say it, and the ones one works beside
    "grandchildren|grandkids|stepdaughter|stepson|goddaughter|godson|godmother|godfather|auntie|aunty|"
    "abuela|abuelo|nonna|nonno|lola|lolo|tita|tito|kuya|oma|opa|apprentice|missus|missis|wifey|hubby|"
    # … and the animals people keep and name
    "guinea pig|bearded dragon|pony|donkey|goat|hen|rooster|cockatoo|cockatiel|budgie|parakeet|tortoise|snake|"
    "lizard|gecko|iguana|ferret|chinchilla|axolotl|stallion|alpaca|llama"
)
EN_RELATIONS_SET = frozenset(EN_RELATIONS.split("|"))
# how kin are told apart by age: "my big sister", "my eldest"
_EN_KIN_AGE = r"(?:(?:older|younger|little|big|baby|twin|oldest|youngest|eldest|elder)\s+)?"
# Others only (the user's own statements have rules of their own).
_ZO = (
    rf"(?:(?:我|俺|(?<![\u4e00-\u9fff])额)(?:的|家的?|们(?=组长|主管|老板|领导|经理|老师|班主任|导师|总监)|们家的?|们有个|有个|有一个|有位|有只|养的|养了只|养了一只)?(?:那个|这个|那位|一个|那只|这只)?{_ZBEST}{_ZREL}"
    rf"|(?<![{HAN}])(?P<rel0>{ZH_KIN})(?=[是在叫住今从也都去已刚现目还之后前对会得有]))"
)
# Habits one can keep or give up, as "I don't …" says them ("i don't cook at all", "I doh drink").
_EN_HABITS_NOT_KEPT = (
    "go to the gym|eat out|go out|work out|cook|drink|smoke|vape|drive|chew|exercise|gamble|bake|swim|run|"
    "dance|party"
)
_EMY = (
    r"(?:\b(?:my|our)\s+(?:(?:older|younger|little|big|baby|twin|oldest|youngest|eldest|new|old|late|other)\s+)?"
    rf"(?P<rel>{EN_RELATIONS})(?:,?\s+(?-i:[A-Z][^\W\d_]+),?)?|\b(?P<pro>he|she))"
)
_EN_MARKERS = re.compile(
    rf"\b(?:my|our)\s+(?:(?:older|younger|little|big|baby|twin|work|childhood|close|school|uni|college|new|other)\s+)?(?P<rel>{EN_RELATIONS})\b|\b(?P<pro>he|she)\b|"
    r"\b(?P<me>i)\b|(?:\b(?:a|the)\s+(?:new\s+|little\s+)?(?=(?:dog|cat|puppy|kitten|bunny|rabbit|hamster|parrot|horse)\b)"
    # a parent or grandparent named bare at the start of a clause: "grandpa's hip surgery…", "dad moved to…"
    r"|^|(?<=[.!?,;]\s))(?P<kin>dog|cat|puppy|kitten|bunny|rabbit|hamster|parrot|horse|mum|mom|dad|grandma|grandpa|"
    r"gran|nan|grandad|granny)\b",
    re.I,
)
_SUBJECT_ALIASES = {
    "老妈": "妈妈",
    "妈": "妈妈",
    "母亲": "妈妈",
    "老爸": "爸爸",
    "爸": "爸爸",
    "父亲": "爸爸",
    "哥": "哥哥",
    "姐": "姐姐",
    "弟": "弟弟",
    "妹": "妹妹",
    "狗狗": "狗",
    "狗子": "狗",
    "猫猫": "猫",
    "小狗": "狗",
    "猫咪": "猫",
    "bf": "boyfriend",
    "gf": "girlfriend",
    "柯基": "狗",
    "柴犬": "狗",
    "金毛": "狗",
    "泰迪": "狗",
    "布偶": "猫",
    "英短": "猫",
    "橘猫": "猫",
    "小猫": "猫",
    "舍友": "室友",
    "好友": "好朋友",
    "丈夫": "老公",
    "夫君": "老公",
    "阿妈": "妈妈",
    "阿爸": "爸爸",
    "阿爹": "爸爸",
    "老爹": "爸爸",
    "爹": "爸爸",
    "家父": "爸爸",
    "娘": "妈妈",
    "家母": "妈妈",
    "犬子": "儿子",
    "囡儿": "女儿",
    "moving": "move",  # an event: "moving" and "the move" are one
    "女子": "女儿",  # "额女子": Shaanxi
    "姑娘": "女儿",
    "老头子": "老公",
    "婆娘": "老婆",
    "婆姨": "老婆",
    "堂客": "老婆",
    "老倌": "老公",
    "老倌子": "老公",
    "囡囡": "女儿",
    "妻子": "老婆",
    "mum": "mom",
    "mother": "mom",
    "mama": "mom",
    "momma": "mom",
    "mommy": "mom",
    "mummy": "mom",
    "mam": "mom",
    "papa": "dad",
    "daddy": "dad",
    "father": "dad",
    "puppy": "dog",
    "pup": "dog",
    "kitten": "cat",
    "co-worker": "coworker",
    "colleague": "coworker",
    "flatmate": "roommate",
    "housemate": "roommate",
    "neighbour": "neighbor",
    "fiancee": "fiancée",
    "fiance": "fiancé",
    "spouse": "partner",
    "boy": "son",
    "yute": "son",
    "girl": "daughter",
    # one subject however the user calls them: "my bestie Kayla", "me best mate", "the missus"
    "bestie": "best friend",
    "bff": "best friend",
    "best mate": "best friend",
    "bunny": "rabbit",
    "missus": "wife",
    "missis": "wife",
    "wifey": "wife",
    "hubby": "husband",
}


def subject_key(raw: str) -> str:
    """One spelling per subject: "我的表姐" → "表姐", "My Mum" → "mom", "" / "user" → ""."""
    s = raw.strip().lower()
    s = re.sub(r"^(?:我的|我家的?|我|my\s+|our\s+|the\s+)", "", s).strip()
    s = re.sub(r"^(?:older|younger|little|big|baby|twin|oldest|youngest|eldest)\s+", "", s)
    if s in {"user", "用户", "i", "me", "myself"}:
        return ""
    head, _, last = s.rpartition(" ")
    if head and last in _SUBJECT_ALIASES and last.isascii():  # "work bestie" is a work best friend
        return f"{head} {_SUBJECT_ALIASES[last]}"
    return _SUBJECT_ALIASES.get(s) or _EN_BREEDS.get(s, s)  # "the lab" is the dog


def _who(rel: str, zh: bool) -> tuple[str, str]:
    """({who}, {whose}) for a template: the user, or the user's relative/friend/pet."""
    if not rel:
        return ("用户", "用户的") if zh else ("The user", "The user's")
    return (f"用户的{rel}", f"用户的{rel}的") if zh else (f"The user's {rel}", f"The user's {rel}'s")


# --- Chinese -----------------------------------------------------------------------------------
_B = r"[，。！？!?,.;；:：\s~～…、()（）“”\"]"  # where a phrase ends
_NB = r"[^，。！？!?,.;；:：\s~～…、()（）“”\"]"  # inside a phrase
_END = rf"(?:了|啦|啊|呀|哦|噢|呢|吧|嘛|哈|的|哟|呗)*(?={_B}|$)"
# A name ends at a break, a particle, or the next clause ("我叫王明宇今年25").
# What follows a pet's kind and is no name: "我家狗狗今天…", "我的猫特别…".
_ZH_NOT_PET_NAME = (
    r"今天|昨天|明天|最近|每天|天天|已经|特别|真的|一直|总是|还是|现在|刚刚|突然|居然|竟然|好像|老是|前几|这几|那天|也是|就是|"
    r"生病|走丢|去世|死了|不见|怀孕|不吃|不肯|不爱|很|太|好|有点|是|在|又|也|都"
)
# A language or dialect by its name: "日语", "粤语", "温州话", "普通话" (not "口语", "外语", "电话", "笑话").
_ZH_LANGUAGE = (
    rf"(?![口外成术母双词用标谚俗短评物话手])[{HAN}]{{1,3}}?语|(?:普通|家乡|客家|闽南|上海|广东|四川|东北|温州|潮汕|湖南|天津|北京|"
    r"河南|山东|陕西|苏州|宁波|福州|长沙|武汉|重庆|台湾|粤|白)话"
)
_NAME = (
    rf"(?![了过来去的着我你他她])(?P<x>[{HAN}·]{{1,5}}?|[A-Za-z][A-Za-z'-]{{0,20}})"
    # (or the next clause run on: "我叫孔令辉大家叫我辉哥")
    rf"(?={_B}|$|就|吧|啦|呀|哦|哈|噢|的|了|呢|今年|是|在|来自|住|也|我|你|这|，|呐|哟|大家|别人|朋友们|平时|每天|现在|目前|从小)"
)
_DEG = (
    r"(?:特别|非常|很|超|最|真的|好|挺|也|还|一直|超级|比较|蛮|巨|贼|都|从小就|打小就|从小|打小|一直都|最近|现在|如今|这阵子|近来|其实|本来就|更|还是更|"
    # "我妈以前最爱唱豫剧", "她就爱听川剧", "平时就爱看抗日剧"
    r"以前|平时|就(?=爱|喜欢|好一口)|顶(?=欢喜|喜欢|爱))*"
)
# How an organisation's name ends, when it is said as where one works without 在.
_ZH_ORG_END = (
    r"(?:研究院|研究所|公司|医院|银行|集团|工厂|中学|小学|大学|学校|酒店|饭店|超市|商场|幼儿园|卫生院|派出所)"
)
# Organisations one works for, by how their names end (a hotel or a factory only after a comma).
_ZH_EMPLOYER_ORG = "医院|公司|银行|集团|研究所|研究院|律所|事务所"
# Trades that are what one does somewhere: "在西藏当兵", "在长海岛上打鱼".
_ZH_TRADE_DONE = "当兵|种地|种田|打鱼|讨海|打剑|打铁|铸剑|养蜂|放羊|放牧|跑船|跑运输|教书"
# A trade said by its verb and what it works on, where it is done: "养藏香猪", "收辣椒", "抬滑竿", "送外卖",
# "开出租车" (not "养了只猫", "收到", "开会": what the verb takes says it is work). 做/搞/卖 are the
# ``zh.class.job_done_at`` reader's; here they only say where.
_ZH_TRADE_VERB_OBJECT = (
    r"(?:养(?!身|心|生|病|伤|老)|种(?!草(?!莓))|收(?!拾|藏|入|集|获|快递|红包|钱|东西|衣服|信|工)|采(?!风|访)|烧(?!饭|菜|水|香)"
    r"|修(?!改|理|养|正|身)|教(?!训|育)|抬|摘|捞|剪|酿|捕|织|绣|雕|挖|演|牵|撑|挤|割|晒|赶(?!紧|快|上|到|回|过|时|车|路)"
    # crafts of the hand and the street stall: "在洛阳画牡丹瓷", "在西安拉面", "在开封打花生糕"
    r"|画(?!画|图|饼|展|册)|斫|捏(?!脸|脚)|编(?!程|辑|码|号|写|剧)|刻(?!意|苦)|拉(?=面)"
    # the work of the body and the tea pan: "在梅家坞炒茶", "在澡堂搓澡", "在茶铺掏耳朵", "给人调钢琴"
    rf"|炒(?=[{HAN}]{{0,3}}(?:茶|观音|毛峰|龙井|碧螺春)|栗子|货)|搓(?=澡)|掏(?=耳)|修(?=脚)|调(?=钢琴|琴|音)|擦(?=[{HAN}]{{0,2}}玻璃|皮鞋|鞋)|踩(?=曲)"
    # the line, the kitchen and the building site: "在昆山一个快递仓拣货", "在粽子厂包粽子", "在车间拧螺丝"
    r"|拣(?=货)|包(?=粽子|饺子|包子|汤圆|馄饨)|拧(?=螺丝)|卸(?=货)|搬(?=砖|货)|焊(?=[^了过着接])|熬(?=胶|糖|酱|药)"
    r"|烤(?=烟|鸭|馕|串|肉|红薯)|蒸(?=馒头|包子)|磨(?=镜片|豆腐|刀)|染(?=布)|炸(?=油条|麻花)|杀(?=猪|鱼|鸡)|宰(?=羊|牛)"
    r"|补(?=鞋|胎)|刷(?=墙|漆)|铺(?=路|砖|地砖)|砌(?=墙|砖)|贴(?=瓷砖|膜)|摊(?=煎饼)|晒(?=[{HAN}]{{0,2}}(?:秋|盐|鱼|陈皮))"
    r"|打(?![^，,。\s]{0,3}球|工|牌|架|游戏|电话|针|车|卡|扫|算|包|听|折|开|招呼|疫苗|点滴|比赛|麻将|太极|拳|拼|[A-Za-z]))"
    rf"(?!了|过|着|到|完|好|个|只|点|些|一|几)[{HAN}]{{1,5}}?"
    r"|(?:开|跑|拉)(?:出租车?|的士|货车|大货车?|卡车|网约车|滴滴|运输|长途|货|客|船|渔船|大巴|公交车?)"
    rf"|开(?:[{HAN}]{{1,3}}?车|拖拉机|挖掘机|挖机|收割机|渡船|游船|快艇)"  # "在稻城亚丁开环保车"
    # cranes and rails, and Cantonese 揸 (drives): "在码头开桥吊", "喺港岛揸的士"
    r"|开(?:桥吊|塔吊|龙门吊|吊机|叉车|铲车|轻轨|地铁|高铁|动车|火车)"
    rf"|揸(?:[{HAN}]{{1,3}}?车|的士|巴士|船|小巴)"
    r"|送(?:外卖|快递|货|水|煤气|报纸?|桶装水)"
    r"|放(?:羊|牛|牦牛|马|鸭|鹅|牧)"
)
_ZH_TRADE_CLAUSE = (
    rf"开[{HAN}]{{1,4}}?(?:店|铺|馆|厂|场|园|庄|摊|行|坊|吧)|(?:种|养|收)(?!了|过|着|到|完|好|个|只|点)[{HAN}]{{1,4}}?"
    rf"|(?:摆摊)?(?:做|卖)(?!饭|菜|梦|事|作业|家务|了|过|着|完|好)[{HAN}]{{2,5}}?"
    # a craft by its verb: "个旧打锡器的", "肇庆雕端砚的", "东阳雕木头的"
    rf"|(?:打|织|雕|编|烧|酿|熬|刻|绣)(?!了|过|着|完|好|个|架|球|牌|游戏|电话|针|车)[{HAN}]{{1,4}}?"
)
_ZH_TRADE_SAID_VERB = (
    r"(?:摆摊)?(?:做|搞|卖)(?!饭|菜|家务|作业|梦|兼职|项目|报表|事|客|会|心|车|玩|着|完|好|了|过|个|点)"
    rf"[{HAN}A-Za-z]{{2,8}}?"
)
# Where, then the work (the job and the workplace readers each name what follows in ``(?P<t>…)``).
_ZH_TRADE_AT_PLACE = (
    # (在, or Cantonese 喺; for whom it is done may come between: "在湄洲岛给人掏耳朵")
    rf"{_ZW}(?:现在|目前|一直|平时|常年|长年|还|就|每年|夏天|冬天|春天|秋天|白天|晚上|夜里)*(?:在|喺)(?P<p>(?:(?![我你他她这那是了])[{HAN}]){{2,14}}?)"
    r"(?<![开驾当做搞])(?:给人家?|帮人家?|替人|给游客|给客人)?(?P<t>)(?=[，,。！!\s~～…]|$|啦|呢|哦|呀|啊|的|个|嘅)"
)
_ZH_TRADE_OF_PLACE = (
    rf"(?:^|{_B})(?:(?P<me>我|俺|额)是)?(?P<bare>)(?P<p>[{HAN}]{{2,7}}?)(?P<t>{_ZH_TRADE_CLAUSE})(?:的|个)"
    r"(?=[，,。！!\s~～]|$|啦|哦)"
)
_JOBS = (
    "程序员|工程师|老师|教师|医生|护士|设计师|学生|大学生|研究生|博士生|产品经理|律师|会计|销售|厨师|司机|警察|"
    "记者|作家|画家|演员|歌手|公务员|自由职业者|程序猿|前端|后端|运营|主播|摄影师|全职妈妈|全职太太|家庭主妇|"
    "宝妈|留学生|高中生|初中生|小学生|本科生|实习生|创业者|个体户|外卖员|快递员|美甲师|理发师|健身教练|教练|"
    "翻译|导游|保安|店长|编辑|博主|up主|UP主|研究员|教授|老板|模特|公务员|消防员|飞行员|空姐|空乘|药剂师|"
    "兽医|牙医|会计师|架构师|测试|插画师|咨询师|心理咨询师|社工|志愿者|退休教师|产品|策划|HR|hr|财务|文员|"
    "客服|售货员|收银员|服务员|护工|月嫂|保姆|农民|工人|电工|木匠|军人|律师助理|销售经理|项目经理|骑手|前台|文案|调度|"
    "后端开发|前端开发|开发|UI设计师|UI设计|外贸|行政|人事|出纳|主持人|幼师|幼儿园老师|码农|全栈|算法工程师|HRBP|"
    "牧民|渔民|农民工|个体户|自由职业|全职妈妈|退休工人|柜员|空服|乘务员|质检|品控|网管|钳工|焊工|车工|瓦工|普工|木工|铣工|漆工|架子工|"
    # trades said by the work alone, without 师/员 ("在达坂城风电场搞运维", "在陆家嘴一家券商做投行")
    "运维|投行|代购|边检|安检|手语翻译|同声传译|同传|古籍修复|乘务|高铁乘务|法务|审计|维保|电梯维保|高空清洗|剪辑|"
    "后期|配音|代驾|家政|理赔|保险理赔|地勤|机场地勤|电竞解说|解说|司仪|婚礼司仪|武替|替身|群演|遗体整容|"
    "棋手|职业棋手|选手|职业选手|鼓手|吉他手|拳手|赛车手|车手|舵手|运输|长途运输|货运|物流"
)
# Callings said by a word of their own (道士, 渔民) or as the last word of a longer one (蜡染手艺人, 养鸡专业户).
_ZH_CALLINGS = (
    "手艺人|匠人|传承人|经纪人|主理人|创始人|合伙人|养殖户|种植户|个体户|专业户|木匠|铁匠|石匠|瓦匠|篾匠|道士|和尚|牧师|"
    "军人|农民|渔民|牧民|果农|菜农|茶农|蜂农|花农|棉农|药农|渔夫|船夫|猎人"
)
_ZH_UNIT_HEAD = r"(?:连|排|营|团|旅|站|所|科|处|股|局|院|部|社|行|村|镇|乡|县|市|队|班|馆|台|司|庭|舰|艇)长"
_JOB = (
    rf"(?P<x>(?:{_JOBS})|(?:{_ZH_CALLINGS})|副?{_ZH_UNIT_HEAD}|(?:(?!的(?!士|哥)|个|名|位|一)[{HAN}]){{1,5}}?"
    r"(?:师|员|经理|主管|总监|医生|护士|老师|教授|顾问|专员|分析师|职员|主任|学生|主播|博主|司机|骑手|前台|开发|设计|"
    r"主持人|记者|编辑|作家|演员|歌手|工人|保安|保姆|月嫂|护工|老板|店主|教练|组长|店长|厂长|校长|机长|质检|会计|律师|"
    r"警察|法官|大厨|厨子|中介|导购|家教|网红|焊工|电工|木工|瓦工|普工|空姐|空少|老板娘|"
    # police by their kind (民警, 辅警, 交警), ship's officers, trades of the line and the road
    r"警|大副|二副|三副|船长|水手|导游|保洁|车工|钳工|挡车工|"
    # heads of a unit by the unit's word: 连长, 站长, 副所长, 科长, 村长, 保安队长
    rf"{_ZH_UNIT_HEAD}|"
    # crafts and callings by their last word: 蜡染手艺人, 非遗传承人, 养鸡专业户, 木匠, 果农
    rf"匠|{_ZH_CALLINGS})"
    # a worker of a trade said by its two to five words and 工: 炉前工, 手钩工, 装卸工, 钟点工, 釉下彩画工
    rf"|(?:(?!的|个|名|位|一)[{HAN}]){{2,5}}?工)"
    # … up to the next clause, which chat often runs on without a comma ("是交警他们队今天…")
    rf"(?={_B}|$|了|啦|呢|哦|呀|啊|嘛|在|，|哈|[他她我你](?!的))"
)
_JOB_ANY = _JOB.replace("(?P<x>", "(?:", 1)
# A trade done for so long, said before it: "做了十年挡车工", "干了一辈子钳工".
_ZH_DONE_FOR = (
    r"(?:做|干|当)了(?:[一二三四五六七八九十两几\d]+年|一辈子|大半辈子|好多年|很多年|十几年|几十年)(?:的)?"
)
# A trade said alone, as a terse message says it: "锅炉工。", "老公电焊工。".
# (never across a 是: "林可是律师" says who, then what)
_ZH_TERSE_JOB = rf"(?:{_JOBS})|(?:(?!是)[{HAN}]){{1,4}}?(?:司机|师|员|匠|农|警)|(?:(?!是)[{HAN}]){{2,3}}工"
_NUM = r"(?:\d{1,3}|[一二三四五六七八九十两]{1,3})"
_DAY = r"(?:农历|阴历|公历|阳历)?(?:\d{1,2}|[一二三四五六七八九十正腊冬]{1,3})月(?:\d{1,2}|[一二三四五六七八九十初廿]{1,3})[日号]?"
_HEALTH = (
    "哮喘|高血压|低血压|糖尿病|胃病|胃炎|鼻炎|过敏性鼻炎|颈椎病|腰椎间盘突出|腰间盘突出|抑郁症|焦虑症|失眠症|贫血|"
    "痛风|心脏病|偏头痛|湿疹|甲亢|甲减|脂肪肝|乙肝|结石|肾结石|荨麻疹|强迫症|社恐|高血脂|关节炎|胃溃疡|鼻窦炎|"
    "颈椎|腰伤|近视|散光|乳糖不耐受|低血糖|色盲|色弱|阿尔茨海默症|阿尔茨海默病|阿尔茨海默|老年痴呆|帕金森|孕吐|癫痫|"
    "哮喘病|心律不齐|早搏|肾炎|胆结石|腱鞘炎|颈椎病|腰肌劳损|尿酸高|"
    "风湿病|风湿|老寒腿|痔疮|肩周炎|骨质疏松|静脉曲张|咽炎|中耳炎|"
    "肺炎|支气管炎|气管炎|胆囊炎|结膜炎|皮炎|腰椎病|类风湿|恐高|幽闭恐惧症|"
    # conditions said by what they do: "我晕船", "乳糖不耐"
    "晕船|晕车|晕机|乳糖不耐"
)
# The last word of a place of business one opens ("竹编坊", "修鞋铺子", "武馆", "茶园", "服装批发档口").
_ZH_SHOP_END = (
    r"(?:餐馆|饭馆|饭店|餐厅|小店|超市|小卖部|工作室|诊所|民宿|酒吧|客栈|作坊|工坊|铺子|档口|庄园|农场|牧场|茶园|果园|养殖场|"
    r"武馆|茶馆|面馆|酒馆|书店|花店|服装厂|加工厂|厂|坊|铺|店|馆)"
)
_ZH_SHOP_RULES = frozenset({"zh.class.shop_owner", "zh.class.shop_opened"})
_ZH_SHOP_CALLED = re.compile(
    rf"{_ZH_SHOP_END}[，,]\s*(?:名字|店名)?叫(?:做)?(?P<n>[{HAN}A-Za-z]{{2,8}}?)(?=[，,。！!～~\s]|$)"
)
_ZH_BODY_PART = (
    r"(?:膝盖|腰椎|颈椎|腰|胃|肩膀|肩周|眼睛|耳朵|嗓子|喉咙|声带|心脏|肝|肾|牙|牙齿|后背|背|腿|脚踝|手腕|关节|"
    r"甲状腺|乳腺|肺|肠|鼻子|皮肤)"
)
_WORK = r"(?:工作|上班|实习|任职|打工|就职|搬砖|供职)"
_STUDY = (
    r"(?:上学|读书|念书|读大学|上大学|读研|读博|读高中|上高中|读初中|上初中|上小学|读小学|读本科|读研究生|留学|"
    r"读大[一二三四]|读高[一二三]|读初[一二三]|读硕士|读博士|上课|进修|上[一二三四五六]年级|读[一二三四五六]年级|读计算机|读\w{1,4}专业|"
    r"读(?:法学|医学|金融|会计|新闻|数学|物理|化学|经济学?|管理|哲学|历史|中文|英语|设计|建筑|护理|药学))"
)

_ZH_EVENT_NOUNS = (
    "读书会",
    "会议",
    "比赛",
    "活动",
    "俱乐部",
    "社团",
    "聚会",
    "马拉松",
    "培训",
    "讲座",
    "工作坊",
    "课程",
    "婚礼",
    "派对",
    "年会",
    "团建",
    "答辩",
    "面试",
    "旅行",
    "旅游",
    "演出",
    "典礼",
    "考试",
    "演唱会",
    "音乐节",
    "露营",
    "徒步",
    "聚餐",
    "展览",
    "训练营",
    "夏令营",
    "运动会",
    "发布会",
    "分享会",
    "见面会",
    "同学会",
    "研讨会",
    "婚宴",
    "酒席",
    "party",
    "Party",
    "出差",
    "团建",
    "补考",
    "同学聚会",
    "颁奖典礼",
    "毕业典礼",
    "拔智齿",
    "手术",
    "体检",
    "相亲",
    "约会",
    "演讲",
    "汇报",
    "预产期",
)
_ZH_EVENT_NOUN = "(?:" + "|".join(sorted(_ZH_EVENT_NOUNS, key=len, reverse=True)) + ")"
# A one-character kind needs a name before it: "日语班", "瑜伽课", "摄影展".
_ZH_EVENT_NAMED = (
    rf"(?:(?:(?![我你他她都也要会在是了的就还每没不])[{HAN}A-Za-z]){{1,6}}?(?:{_ZH_EVENT_NOUN}|会|班|课|营|赛|社|团|展|节)"
    rf"|{_ZH_EVENT_NOUN})"
)
_PLACES = "火锅店|餐厅|饭店|餐馆|咖啡馆|咖啡店|酒吧|面馆|书店|健身房|小店|店|公园"
_WHO = rf"(?![我你他她它])(?P<x>[{HAN}A-Za-z·]{{1,8}}?){_END}"  # a name, not a pronoun

# "我是六安开挖机的": one span, read twice — the trade and where it is done (split by ``zh_place_and_deed``).
_ZH_TOWN_DEED = rf"{_ZW}是(?P<x>{_NB}{{4,10}}?)(?:的|哩)(?={_B}|$|哦|呀|啦|呢|啊|哈)"

ZH_RULES: list[Rule] = [
    # The user's name, and what they like to be called (a separate slot: a nickname never replaces a name).
    _r(
        "zh.identity.name",
        "identity",
        rf"(?:(?<![管把])我(?:的名字|的全名|全名|大名|真名|本名|中文名|原名)?(?:叫|叫做|名叫)(?!外卖|车|滴滴|快递|救护车|出租车?|的士|代驾|跑腿)|我的(?:名字|全名|大名|真名|本名|中文名)是|本人(?:叫|姓名是?)){_NAME}(?!就行|就好|就可以|吧)",
        "用户叫{x}",
        0.95,
        slot="name",
        value="{x}",
        check="name",
    ),
    _r(
        "zh.identity.name_is",
        "identity",
        # (after a greeting's tilde too, and in Cantonese: "你好～我是孙悦，…", "喂，我系阿欣，…")
        rf"(?:^|[，。！？!?,.;；\s～~、：:])(?:我是|我就是|我系)(?P<x>(?:(?!的)[{HAN}·]){{2,4}}?)(?=[，,。！!～~\s]|$|呀|啦|哦|哈)",
        "用户叫{x}",
        0.95,
        slot="name",
        value="{x}",
        check="fullname",
    ),
    _r(
        "zh.identity.nickname",
        "identity",
        rf"(?:(?:你|您)(?:就|可以|以后|直接)*|可以|直接|就)(?:叫|喊|称呼)我{_NAME}",
        "用户希望被称为{x}",
        0.9,
        slot="nickname",
        value="{x}",
        check="name",
    ),
    _r(
        "zh.identity.nickname_ok",
        "identity",
        rf"(?:叫|喊|称呼)我(?P<x>[{HAN}A-Za-z·]{{1,5}}?)(?:就行|就好|就可以|就成|就得|就中|就妥|好了|吧|也可以|也行|也成)",
        "用户希望被称为{x}",
        0.9,
        slot="nickname",
        value="{x}",
        check="name",
    ),
    _r(
        "zh.class.nickname_all_them",
        "identity",
        # whoever "all" call one so: "圈里都叫我小欧", "人家都叫我郝师傅", "寨子里都喊我阿妹", "客人都叫我娜娜欧尼"
        rf"(?:^|[，,。！!\s])(?![我你])[{HAN}]{{1,4}}?(?:里|们|人|上)?(?:一般|平时|私下)?(?:都(?:叫|喊|称呼)我|都?管我叫)(?!去|来|做|干|别|不){_NAME}",
        "用户希望被称为{x}",
        0.85,
        slot="nickname",
        value="{x}",
        check="name",
    ),
    _r(
        "zh.class.nickname_other_name",
        "identity",
        # a name one goes by elsewhere: "英文名Vivian", "CV名叫'小鹿斑斑'", "小红书上叫'满满收纳'", "网名叫…"
        rf"(?:英文名|英文名字|CV名|cv名|艺名|网名|笔名|花名|昵称|小红书上|抖音上|B站上)(?:叫|是)?\s*['‘“\"]?{_NAME}",
        "用户希望被称为{x}",
        0.8,
        slot="nickname",
        value="{x}",
        check="name",
    ),
    _r(
        "zh.class.name_after_surname",
        "identity",
        # the surname, then the whole name: "姓应，应国栋。", "我姓吴，吴建华"
        rf"(?:^|我|俺|{_B})姓(?P<s>[{HAN}])[，,\s]+(?:叫|名叫)?(?P<x>(?P=s)[{HAN}]{{1,2}})(?=[。.!！，,\[\s]|$|今年)",
        "用户叫{x}",
        0.85,
        slot="name",
        value="{x}",
        check="name",
    ),
    # The surname and the given name said apart: "姓霍名振东", "在下姓霍，名振东".
    _r(
        "zh.class.name_surname_given",
        "identity",
        rf"(?:^|我|俺|在下|本人|{_B})姓(?P<s>[{HAN}])[，,\s]*(?:单名一个|名)(?P<g>(?![字叫])[{HAN}]{{1,2}}?)(?=[。.!！，,\s]|$|今年|字)",
        "用户叫{s}{g}",
        0.85,
        slot="name",
        value="{s}{g}",
    ),
    # A name, then the part of it one goes by: "我是次仁央宗，叫我央宗就行", "我叫刘晓梅，叫我晓梅吧" (the short
    # one must be part of the long one: "我是新来的，叫我小王就行" names no one).
    _r(
        "zh.class.name_then_short",
        "identity",
        rf"(?:^|{_B})我(?:是|叫)(?P<x>[{HAN}·]{{2,6}}?)[，,\s]+(?:你|您)?(?:就|可以|直接)?(?:叫|喊)我(?P<n>[{HAN}]{{1,3}}?)(?:就行|就好|就可以|吧|好了)",
        "用户叫{x}",
        0.9,
        slot="name",
        value="{x}",
        check="name",
    ),
    # A school got into: "闺女考上之江理工大学了", "我个仔今年考上高州鉴江中学喇" (the school where it ends).
    _r(
        "zh.class.school_got_into",
        "identity",
        rf"{_ZW}(?:今年|刚刚?|终于|已经)*考上了?(?P<x>[{HAN}]{{2,12}}?(?:大学|学院|中学|一中|二中|三中|高中|小学|学校|职高|技校|师大|卫校))"
        rf"(?=了|啦|啰|咯|[，,。！!\s~～]|$)",
        "{who}考上了{x}",
        0.8,
        slot="school",
        value="{x}",
        needs=("考上",),
    ),
    # An age said as how old one has got: "我爹六十八了", "我妈七十了", "我都三十了" (a number of years and 了).
    _r(
        "zh.class.age_got_to",
        "identity",
        rf"{_ZW}(?P<x>[一二三四五六七八九]?十[一二三四五六七八九]?|一百(?:零[一二三四五六七八九])?)岁?了",
        "{who}今年{x}岁",
        0.75,
        slot="age",
        value="{x}",
    ),
    # An age said bare after one's name, the introduction going on, in words as well as digits: "我叫曹国栋，
    # 四十五，鲁菜出身", "我叫彭浩，二十六，单身" (``zh.class.age_after_name`` reads digits further on).
    _r(
        "zh.class.age_in_words_after_name",
        "identity",
        rf"(?:我叫|我是|本人|我|俺叫|俺是|俺)[{HAN}·]{{2,5}}?[，,\s]+(?P<x>[二三四五六七八九]?十[一二三四五六七八九]?|[1-9]\d)岁?"
        rf"(?:了|啦|咯)?(?=[，,。！!\s~～]|$)",
        "用户今年{x}岁",
        0.8,
        slot="age",
        value="{x}",
    ),
    # One's full name right after 我, as a clause: "老铁们好啊，我刘德胜，锦州开烧烤店的", "家人们，我马晓莉，曹县…"
    # (a surname and one or two characters the segmenter reads as a person's name; not "我马上，").
    _r(
        "zh.class.name_after_me",
        "identity",
        rf"(?:^|{_B})(?:我|俺)(?P<x>[{HAN}]{{2,3}})(?=[，,。！!\s]|$)",
        "用户叫{x}",
        0.85,
        slot="name",
        value="{x}",
        check="fullname",
    ),
    _r(
        "zh.identity.nickname_all",
        "identity",
        rf"(?:大家|大伙儿?|朋友们?|同事们?|同学们?|家里人|家人|他们|她们|别人|身边的人|爸妈|我妈|我爸|哥们儿?|孩子们|学生们|小朋友们|街坊们?|邻居们?)"
        rf"(?:一般|平时|经常|私下)?(?:都|从小就?|一直)?(?:叫|喊|称呼)我{_NAME}",
        "用户希望被称为{x}",
        0.9,
        slot="nickname",
        value="{x}",
        check="name",
    ),
    # A name one goes by, said as "叫我…" opening a clause and shaped as such names are: "叫我老应", "叫俺小常",
    # "叫额王老汉", "叫我丽姐" (not "叫我起床", "叫我小心点").
    _r(
        "zh.class.nickname_shaped",
        "identity",
        rf"(?:^|{_B})(?:就|你就|你)?(?:叫|喊)(?:我|俺|额)(?P<x>(?!小心|小声|小点|老实|老是|老早)(?:老|小|阿)[{HAN}]{{1,2}}?"
        rf"|[{HAN}]{{1,2}}?(?:姐|哥|叔|姨|嫂|婶|伯|妹|仔|师傅|老汉|大嫂|大姐|大哥))(?:嘛|呗|啦|哈|呀|吧)?(?={_B}|$)",
        "用户希望被称为{x}",
        0.85,
        slot="nickname",
        value="{x}",
        check="name",
    ),
    _r(
        "zh.identity.nickname_named",
        "identity",
        rf"我的?(?:小名|昵称|外号|绰号|英文名|网名|乳名)(?:是|叫){_NAME}",
        "用户希望被称为{x}",
        0.9,
        slot="nickname",
        value="{x}",
        check="name",
    ),
    # Others' names: "我家狗叫馒头", "我有个朋友叫阿杰", "我表姐叫林芳".
    _r(
        "zh.other.name",
        "identity",
        rf"{_ZO}(?:的名字|的名)?(?:叫|名叫|叫做|名字是|名字叫){_NAME}",
        "{who}叫{x}",
        0.8,
        slot="name",
        value="{x}",
        check="name",
    ),
    # A name said right after the relation, as people address friends and colleagues: "我们部门经理老韩",
    # "同事小林今天离职了", "我闺蜜小敏查出…" (老 + a surname; 小/阿 + a character that is no word with it).
    _r(
        "zh.class.other_name_after_relation",
        "identity",
        rf"(?:我|俺)(?:们)?(?:的|家的?|组的|部门的|班的|公司的|单位的)?{_ZBEST}{_ZREL}"
        rf"(?P<x>(?!{_ZH_NOT_SMALL_NAME})(?:小|阿)[\u4e00-\u9fff]|老[{''.join(sorted(ZH_SURNAMES))}]"
        rf"|(?!{_ZH_NOT_BIG_NAME})大[\u4e00-\u9fff])"
        rf"(?=[^\u4e00-\u9fff]|$|{_ZH_AFTER_NAME})",
        "{who}叫{x}",
        0.8,
        slot="name",
        value="{x}",
        check="name",
    ),
    _r(
        "zh.other.name_pro",
        "identity",
        rf"(?<![{HAN}])(?P<pro>[他她它])(?!们)(?:的名字|的名)?(?:叫|名叫|叫做){_NAME}",
        "{who}叫{x}",
        0.8,
        slot="name",
        value="{x}",
        check="name",
    ),
    _r(
        "zh.other.name_bare",
        "identity",
        rf"(?:^|{_B})(?P<bare>)(?:一只|另一只|一个|另一个|还有一只|还有只|还有个|有只|它|名字)?(?:叫|名叫)(?![我你他她它])"
        rf"(?P<x>[{HAN}·]{{1,4}}?|[A-Za-z][A-Za-z'-]{{0,20}})(?={_B}|$|呀|啦|哦|哈|，)",
        "{who}叫{x}",
        0.75,
        slot="name",
        value="{x}",
        check="other",
    ),
    # "我叫小飞，大名司马飞": what one is called, then the name on one's papers: a nickname and a name.
    _r(
        "zh.class.nickname_then_name",
        "identity",
        rf"我叫(?P<x>[{HAN}]{{2,3}}?)[，,\s]+(?=(?:大名|全名|本名|真名|学名))",
        "用户希望被称为{x}",
        0.9,
        slot="nickname",
        value="{x}",
        check="name",
    ),
    _r(
        "zh.identity.name_bare",
        "identity",
        rf"(?:^|{_B})(?:大名|全名|本名|真名)(?:是|叫)?{_NAME}",
        "用户叫{x}",
        0.95,
        slot="name",
        value="{x}",
        check="name",
    ),
    _r(
        "zh.other.apposition",
        "identity",
        rf"{_ZO}(?P<x>(?:小|老|阿)[{HAN}]|阿[A-Za-z]{{2,12}})(?=[^{HAN}A-Za-z]|$|[今昨明在是说又也都还就跟和去来要会请给这上前刚已])",
        "{who}叫{x}",
        0.75,
        slot="name",
        value="{x}",
        check="nick",
    ),
    _r(
        "zh.other.nickname",
        "identity",
        rf"{_ZO}的?(?:小名|昵称|外号|乳名)(?:是|叫){_NAME}",
        "{who}的小名叫{x}",
        0.75,
        slot="nickname",
        value="{x}",
        check="name",
    ),
    _r(
        "zh.life_event.place",
        "life_event",
        rf"(?:那家|这家|一家|有家|那个|这个)(?P<kind>{_PLACES})(?:的名字)?(?:叫|名叫){_WHO}",
        "用户提到的{kind}叫{x}",
        0.55,
    ),
    _r(
        "zh.identity.age",
        "identity",
        rf"{_ZW}(?:今年|已经|都|才|快|刚|刚满|马上)?(?:满)?(?P<x>{_NUM})(?:周)?岁(?P<more>半|[零又]?{_NUM}个月)?"
        r"(?!的时候|那年|时|以前|之前|以后|左右的)",
        "{who}今年{x}岁{more}",
        0.8,
        slot="age",
        value="{x}",
    ),
    _r(
        "zh.identity.age_bare",
        "identity",
        rf"{_ZW}(?:今年|今年都|今年就|今年刚|已经|都|快|刚满|满|马上)+(?:满)?(?P<x>\d{{1,2}}|[一二三四五六七八九十]{{2,3}})(?:了|啦|岁)?(?={_B}|$|，|了)",
        "{who}今年{x}岁",
        0.8,
        slot="age",
        value="{x}",
    ),
    # A bare age right after one's name: "我叫刘建国，45了", "我叫孙浩 27了", "…的老张今年81了"
    _r(
        "zh.class.age_after_name",
        "identity",
        rf"(?:我叫|我是)(?:{_NB}|[\s，,]){{1,24}}?(?:[，,\s]+|(?=今年))(?:今年)?(?P<x>[1-9]\d)(?:岁(?=[在住是做从干开])|(?:岁)?(?:了|啦)?(?=[，,\s。！!~～]|$|我|你))",
        "用户今年{x}岁",
        0.8,
        slot="age",
        value="{x}",
    ),
    _r(
        "zh.identity.age_other",
        "identity",
        rf"{_ZO}(?P<x>\d{{2}})了(?={_B}|$)",
        "{who}今年{x}岁",
        0.8,
        slot="age",
        value="{x}",
    ),
    _r(
        "zh.identity.age_me",
        "identity",
        rf"(?:^|{_B})(?P<me>我)(?:今年|都|已经|才|今年才|也才)?(?P<x>[1-9]\d)(?:了|啊|呀|啦)?(?={_B}|$)",
        "用户今年{x}岁",
        0.8,
        slot="age",
        value="{x}",
    ),
    _r(
        "zh.identity.job_switch",
        "identity",
        rf"{_ZW}(?:去年|今年|后来)?(?:转行|改行)(?:做|当|去做|去当)了?(?P<x>{_NB}{{2,6}}?){_END}",
        "{who}转行做{x}",
        0.8,
        slot="job",
        value="{x}",
    ),
    _r(
        "zh.identity.employer_one",
        "identity",
        rf"{_ZW}(?:现在|目前)?在一(?:家|个)(?:{_NB}{{1,10}}的)?(?P<x>{_NB}{{1,8}}?(?:公司|医院|银行|工厂|厂|酒店|学校|餐厅|饭店|超市|店|机构|律所))(?=[，,]|$)",
        "{who}在{x}工作",
        0.75,
        slot="employer",
        value="{x}",
    ),
    _r(
        "zh.identity.work_bare",
        "identity",
        rf"(?:^|[，,])(?P<bare>)(?P<x>(?:(?![在我])[^，。！？!?,.;；:：\s~～…、()（）“”\"]){{2,8}}?)(?:上班|打工)(?={_B}|$)",
        "{who}在{x}工作",
        0.7,
        slot="@work",
        value="{x}",
    ),
    _r(
        "zh.identity.job_do",
        "identity",
        # "我是做电商运营的", "我是画油画的", "我是写网文的" (not "我是开车来的": how one came; drawing and
        # writing only after 是: "程序员，写Java的" says what the programmer writes; selling and teaching
        # are read by ``zh.class.job_drive_sell`` and ``zh.class.job_verb_object``)
        # (a place may come first: "我在殡仪馆做遗体整容的")
        rf"{_ZW}(?:在{_NB}{{2,10}}?(?=做|搞|干))?(?:(?:是)?(?=做|搞|干|开|跑)|是(?=画|写))(?P<v>做|搞|干|开(?!会|心|业|学|工|张|始|门|完)|跑|画|写)"
        rf"(?!玩笑|饭的|笑的|梦的|作业|着)(?P<x>{_NB}{{1,6}}?)(?<![来去过])的(?={_B}|$|，|啊|呀|哦|嘞|啦|哈|呢)",
        "{who}是{v}{x}的",
        0.8,
        slot="job",
        value="{x}",
    ),
    _r(
        "zh.identity.job_at_org",
        "identity",
        rf"{_ZW}在(?:一家|一个|家)?{_NB}{{2,12}}?(?:做|当|{_ZH_DONE_FOR})"
        rf"(?:一名|一个|个|名)?{_JOB}",
        "{who}是{x}",
        0.85,
        slot="job",
        value="{x}",
    ),
    _r(
        # a trade said in English inside Chinese: "在一家游戏公司当QA", "我做 sous chef 做咗三年",
        # "我男朋友系 pharmacist" (a role by its word or shape, or an initialism)
        "zh.class.job_latin",
        "identity",
        rf"{_ZW}(?:现在|目前|如今)?(?:(?:在|喺)(?:{_NB}|\s){{2,24}}?)?(?:是|系|当(?!上)|做(?!过|完)|干)(?:一名|一个|个|名|位|咗)?\s*"
        # (the English word ends there: not "UI" of "UI设计师", "CNC" of "CNC编程")
        rf"(?P<x>[A-Za-z][A-Za-z&'-]*(?: [A-Za-z][A-Za-z&'-]*){{0,3}})(?=\s|{_B}|$|[了啦呢的喺在做嘅啊呀哈])",
        "{who}是{x}",
        0.8,
        slot="job",
        value="{x}",
        check="job_latin",
    ),
    _r(
        "zh.identity.job",
        "identity",
        # (what one was before: "我退休前是煤矿的井下电工", "她以前是小学音乐老师"; where, before 的:
        # "莆田一家鞋厂的质检员")
        # (and how long: "在外贸公司做了五年跟单员", "干了一辈子钳工")
        rf"{_ZW}(?:现在|目前|现|如今|以前|之前|原来|退休前|曾经)?(?:是|是一名|是一个|是个|是位|当(?!上)|做|当了|在当|在做|干"
        rf"|{_ZH_DONE_FOR})(?:一名|一个|个|名|位)?"
        rf"(?:[^，,。！？!?\s的我你他她]{{2,10}}?的)?{_JOB}",
        "{who}是{x}",
        0.85,
        slot="job",
        value="{x}",
    ),
    _r(
        "zh.identity.job_not",
        "identity",
        rf"{_ZW}(?:已经|早就)?不(?:再)?是{_JOB}",
        "{who}不再是{x}",
        0.8,
        slot="job",
        value="不是{x}",
    ),
    _r(
        "zh.identity.employer_job",
        "identity",
        rf"{_ZW}(?:现在|目前)?(?:是|在)(?![一个位名退前老新资])(?P<org>{_NB}{{2,10}}?)的(?:一名|一个|个|名)?{_JOB}",
        "{who}在{org}工作",
        0.8,
        slot="employer",
        value="{org}",
    ),
    _r(
        "zh.identity.job_at",
        "identity",
        rf"{_ZW}(?:现在|目前)?(?:是|在){_NB}{{2,10}}?的(?:一名|一个|个|名)?{_JOB}",
        "{who}是{x}",
        0.85,
        slot="job",
        value="{x}",
    ),
    _r(
        "zh.identity.job_in",
        "identity",
        rf"{_ZW}(?:现在|目前)?在{_NB}{{2,12}}?(?:当|做|搞|干|跑)(?:一名|一个|个|名)?{_JOB}",
        "{who}是{x}",
        0.85,
        slot="job",
        value="{x}",
    ),
    _r(
        "zh.identity.work_in",
        "identity",
        rf"{_ZW}(?:现在|目前|一直|平时)?在(?:一家|一个|家)?(?P<x>{_NB}{{2,15}}?)(?:当|做)(?:一名|一个|个|名)?{_JOB_ANY}",
        "{who}在{x}工作",
        0.8,
        slot="@work",
        value="{x}",
    ),
    _r(
        "zh.identity.work",
        "identity",
        rf"{_ZW}(?:现在|目前|一直|平时|还)?在(?:一家|一个|家)?(?P<x>{_NB}{{2,15}}?){_WORK}",
        "{who}在{x}工作",
        0.8,
        slot="@work",
        value="{x}",
    ),
    _r(
        "zh.identity.employer",
        "identity",
        rf"{_ZW}(?:现在|目前)?(?:就职于|供职于|任职于|入职了?|在职于)(?P<x>{_NB}{{2,15}}?){_END}",
        "{who}在{x}工作",
        0.8,
        slot="employer",
        value="{x}",
    ),
    _r(
        "zh.identity.employer_moved",
        "identity",
        rf"{_ZW}(?:已经|刚|最近)?(?:跳槽(?:去|到)了?|入职了?|加入了?|换到了?|去了)(?P<x>{_NB}{{2,10}}?)(?:了|啦)?(?=[，,]\s*(?:做|当|干))",
        "{who}在{x}工作",
        0.8,
        slot="employer",
        value="{x}",
    ),
    _r(
        "zh.identity.job_clause",
        "identity",
        rf"(?:^|[，,])(?P<bare>)(?:现在|目前|主要)?(?:做|当|干)(?:一名|个)?{_JOB}",
        "{who}是{x}",
        0.75,
        slot="job",
        value="{x}",
    ),
    _r(
        "zh.identity.lives_in_city",
        "identity",
        rf"(?:{_ZO}|(?<![{HAN}])(?P<pro>[他她])|(?:(?<![{HAN}])|^|(?<=[北京海市省区]))(?:我|(?P<bare>)))(?:现在|目前|人|都|还|也|自己|一个人)*在"
        r"(?P<x>(?:(?!上班|工作|读书|上学|做|当|住|玩)[^，,。！？!?\s]){2,8}?)"
        # … before a break ("我在太原 做销售": a clause of its own), the next clause, or living there
        # (a clause naming nobody, "在厦门 沿着环岛路跑", is where something happens, not a home)
        r"(?(bare)(?=[，,]|$|我|你|他|她|老家|生活|待|呆|\s+(?:现在|在))|(?=[，,。！!？?~～\s]|$|我|你|他|她|老家|生活|待|呆))",
        "{who}住在{x}",
        0.75,
        slot="residence",
        value="{x}",
        check="city",
    ),
    _r(
        "zh.identity.school_degree",
        "identity",
        rf"{_ZW}(?:的)?(?:本科|研究生|硕士|博士|大学|高中)(?:是|在|读的是|念的是)(?P<x>{_NB}{{1,12}}?(?:大学|学院|大|中学|高中|一中))",
        "{who}在{x}上学",
        0.8,
        slot="school",
        value="{x}",
    ),
    _r(
        "zh.other.apposition_start",
        "identity",
        rf"(?:^|{_B})(?:不过|但是|而且|还有|我们)?(?P<rel0>{ZH_RELATIONS})(?P<x>(?:小|老|阿)[{HAN}])"
        rf"(?=[^{HAN}]|$|[今昨明在是说又也都还就跟和去来要会请给人])",
        "{who}叫{x}",
        0.75,
        slot="name",
        value="{x}",
        check="name",
    ),
    _r(
        "zh.identity.school",
        "identity",
        rf"{_ZW}(?:现在|目前|正)?在(?P<x>{_NB}{{2,15}}?){_STUDY}",
        "{who}在{x}上学",
        0.8,
        slot="school",
        value="{x}",
    ),
    _r(
        "zh.identity.school_at",
        "identity",
        rf"{_ZW}(?:现在|目前|正)?在(?P<x>(?!上)(?:(?![读念]|上(?:幼儿园|小学|初中|高中|中专|职高|技校|大学|研究生))[^，。！？!?,.;；:：\s~～…、()（）“”\"]){{1,12}}?(?:大学|学院|中学|小学|高中|幼儿园|附中|一中|二中|职高|技校|川大|复旦|清华|北大))"
        # "在昆区一所小学当数学老师" works there: 当/做 only for a student ("在清华当交换生")
        rf"(?={_B}|$|读|上|念|学|(?:当|做)(?:学生|研究生|博士生?|交换生|本科生|留学生|旁听生))",
        "{who}在{x}上学",
        0.8,
        slot="school",
        value="{x}",
    ),
    _r(
        "zh.identity.school_of",
        "identity",
        rf"{_ZW}(?:现在|目前)?(?:是|在)(?P<x>{_NB}{{1,12}}?(?:大学|学院|中学|小学|高中|一中|二中|附中|职高|技校|大))的?"
        r"(?:学生|研究生|本科生|博士生|新生|大[一二三四]学生|大[一二三四]|研[一二三]|学生会)",
        "{who}在{x}上学",
        0.8,
        slot="school",
        value="{x}",
    ),
    _r(
        "zh.identity.school_grad",
        "identity",
        # (not a relative read into the name: "我姐大学毕业了")
        rf"{_ZW}(?:是)?(?:毕业于|(?P<_g>))?(?P<x>(?!(?:{ZH_RELATIONS}))(?![姐哥弟妹爸妈儿女])(?!大学)"
        rf"{_NB}{{1,12}}?(?:大学|学院|大))(?:毕业|的毕业生|出来的)",
        "{who}毕业于{x}",
        0.8,
        slot="school",
        value="{x}",
    ),
    _r(
        "zh.class.school_graduated_from",
        "identity",
        rf"{_ZW}(?:是)?(?:本科|研究生|硕士|博士)?毕业于(?P<x>{_NB}{{1,12}}?(?:大学|学院|学校|中学|高中|职校|技校|大))(?={_B}|$|的)",
        "{who}毕业于{x}",
        0.8,
        slot="school",
        value="{x}",
    ),
    _r(
        "zh.identity.residence",
        "identity",
        rf"{_ZW}(?:家)?(?:现在|目前|一直|暂时|现)?(?:租房住在|租住在|住在|住|定居在|定居|生活在|家在|安家在|租房在|租在)"
        rf"(?![着过得了的院宿处校院家里])(?P<x>{_NB}{{1,16}}?)(?:那边|这边|那儿|这儿|附近)?{_END}",
        "{who}住在{x}",
        0.85,
        slot="residence",
        value="{x}",
        check="place",
    ),
    _r(
        "zh.identity.settled",
        "identity",
        rf"{_ZW}(?:现在|目前|已经)?在(?P<x>{_NB}{{2,12}}?)(?:全款|贷款|按揭)?(?:定居|安家|落户|买了房|买房|租房|租了房子|扎根)",
        "{who}住在{x}",
        0.85,
        slot="residence",
        value="{x}",
        check="place",
    ),
    _r(
        "zh.identity.moved",
        "identity",
        # (also when it was and who came along: "三年前从北京搬到大理了", "我们一家去年移民到多伦多")
        rf"(?:{_ZW}|(?:我们|咱们)(?:一家人?|全家|俩)?)(?:已经|刚|刚刚|最近|终于|也)?"
        rf"(?:[一二三四五六七八九十两几半\d]+年前|去年|前年|上个月|今年|年初|年底)?(?:已经|刚|刚刚|就)?"
        rf"(?:从{_NB}{{2,8}}?)?(?:搬到|搬去|搬家到|搬来|搬回|搬进|移民到|移民去)(?:了)?(?P<x>{_NB}{{1,16}}?)(?:来|去|住)?{_END}",
        "{who}住在{x}",
        0.85,
        slot="residence",
        value="{x}",
        check="place",
    ),
    _r(
        "zh.life_event.move",
        "life_event",
        rf"{_ZW}(?:已经|刚|刚刚|最近|终于|也)?(?:搬到|搬去|搬家到|搬来|搬回|搬进)(?:了)?(?P<x>{_NB}{{1,16}}?)(?:来|去|住)?{_END}",
        "{who}搬到了{x}",
        0.6,
        value="move",
        dated=True,
        outcome="positive",
        check="place",
    ),
    _r(
        "zh.identity.hometown",
        "identity",
        rf"{_ZW}(?:的)?(?:老家|家乡|祖籍|籍贯)(?:是|在)?(?P<x>{_NB}{{1,16}}?){_END}",
        "{who}老家在{x}",
        0.8,
        slot="hometown",
        value="{x}",
        check="place",
    ),
    # … and "<谁>是<地方>的", a known place only: "我老婆是大连的", "俺是驻马店的" (not "我是做外贸的").
    _r(
        "zh.identity.hometown_of",
        "identity",
        rf"{_ZW}是(?P<x>{_NB}{{2,6}}?)(?:的|哩)(?={_B}|$|哦|呀|啦|呢|啊|哈)",
        "{who}是{x}人",
        0.75,
        slot="hometown",
        value="{x}",
        check="known_place",
    ),
    # A trade said with its town before it: "我是六安开挖机的" — the town is where the work is, the rest the
    # trade (the town alone, "我是六安的", is where one is from: zh.identity.hometown_of).
    _r(
        "zh.class.job_town_deed",
        "identity",
        _ZH_TOWN_DEED,
        "{who}是{x}的",
        0.75,
        slot="job",
        value="{x}",
    ),
    _r(
        "zh.class.workplace_town_deed",
        "identity",
        _ZH_TOWN_DEED,
        "{who}在{x}工作",
        0.75,
        slot="workplace",
        value="{x}",
    ),
    _r(
        "zh.identity.hometown_person",
        "identity",
        rf"{_ZW}(?:是土生土长的|是地道的|是正宗的|土生土长的|是)?(?P<x>{_NB}{{2,8}}?)(?:本地|当地)?(?:人士|人|土著)(?={_B}|$|哦|呀|啦|呢|啊|哈|，|[^\u0000-\uffff])",
        "{who}是{x}人",
        0.8,
        slot="hometown",
        value="{x}",
        check="known_place",
    ),
    _r(
        "zh.identity.hometown_from",
        "identity",
        rf"{_ZW}(?:来自|出生在|出生于|生在|从小在|是在)(?P<x>{_NB}{{1,16}}?)(?:长大|出生)?{_END}",
        "{who}来自{x}",
        0.8,
        slot="hometown",
        value="{x}",
        check="place",
    ),
    _r(
        "zh.identity.birthday",
        "identity",
        rf"{_ZW}(?:的)?(?:生日|生辰)(?:是|在|就在|是在)?(?P<x>{_DAY})",
        "{who}的生日是{x}",
        0.85,
        slot="birthday",
        value="{x}",
    ),
    _r(
        "zh.identity.birthday_born",
        "identity",
        rf"{_ZW}是(?P<x>{_DAY})(?:出生|生)?的",
        "{who}的生日是{x}",
        0.85,
        slot="birthday",
        value="{x}",
    ),
    _r(
        "zh.identity.single",
        "identity",
        rf"{_ZW}(?:现在|目前|还|一直|还是|依然|仍然)*(?:是)?(?:个)?(?P<x>单身)",
        "{who}目前{x}",
        0.8,
        slot="relationship_status",
        value="{x}",
    ),
    _r(
        "zh.identity.married",
        "identity",
        # (not asked: "别问我结婚没有", "你问我离婚了吗")
        r"(?<![问])我(?:已经|早就|刚|去年|今年)?(?P<x>结婚|已婚|订婚|离婚|离异|领证)(?:了|啦)?(?!没有?|吗|么|与否|了?[吗么没])",
        "用户{x}了",
        0.8,
        slot="relationship_status",
        value="{x}",
    ),
    # A status said as a clause of an introduction ("本人秦卫东，已婚", "我叫晏鹏，单身，…"), and a wedding or
    # an engagement told as done ("上周六我们结婚了", "我跟男朋友订婚了": not "要结婚了", "想结婚").
    # Not married yet, said as a form says it: "我叫黄志伟，三十岁，未结婚" (没结婚 is ``zh.identity.not_married``'s).
    _r(
        "zh.class.status_not_wed",
        "identity",
        rf"(?:{_ZW}|(?:^|{_B})(?P<bare2>))(?:还|至今|目前|现在)*(?:未|冇)(?:结过|结)婚(?!的|呢？|吗)",
        "{who}还没结婚",
        0.8,
        slot="relationship_status",
        value="未婚",
    ),
    # Still single, said after one's age: "三十五了还单身", "都四十了还是单身".
    _r(
        "zh.class.status_still_single",
        "identity",
        rf"(?:^|{_B}|(?:(?<![{HAN}])|(?<=今年|已经)|(?<=都))(?:[一二三四五六七八九十两]{{1,3}}|\d{{2}})岁?了?[，,]?)(?P<bare>)(?:都|也)?(?:还|仍然|依然|一直)(?:是)?(?:个)?(?P<x>单身)",
        "用户{x}",
        0.8,
        slot="relationship_status",
        value="{x}",
    ),
    _r(
        "zh.class.status_clause",
        "identity",
        # (with how long or who is left: "丧偶好几年了", "离异无娃", "单身一人")
        rf"(?:^|{_B})(?P<bare>)(?:现在|目前)?(?P<x>已婚|未婚|单身|离异|丧偶|异地恋)"
        r"(?:多年|好多年|好几年|[一二三四五六七八九十两\d]+年)?(?:无孩|无娃|无子女|带娃|有娃|一个|一人)?(?:了|啦)?"
        rf"(?={_B}|$)",
        "{who}{x}",
        0.8,
        slot="relationship_status",
        value="{x}",
    ),
    _r(
        "zh.class.status_wed_told",
        "identity",
        r"(?:我们|我俩|我(?:跟|和)[^，,。！？!?]{1,6}?)(?:已经|终于|正式|刚|刚刚|[上这]周[一二三四五六日天末]?|昨天|前天|上个?月|今天)*(?<![要想准])"
        r"(?P<x>结婚|领证)了",
        "用户已婚（{x}了）",
        0.8,
        slot="relationship_status",
        value="已婚",
    ),
    _r(
        "zh.class.status_engaged_told",
        "identity",
        r"(?:我们|我(?:跟|和)[^，,。！？!?]{1,6}?)(?:已经|终于|刚|刚刚|[上这]周[一二三四五六日天末]?|昨天|前天|上个?月|今天)?(?<![要想准])"
        r"(?P<x>订婚)了",
        "用户订婚了",
        0.8,
        slot="relationship_status",
        value="订婚",
    ),
    # In love, and apart: "偷偷告诉你我在谈恋爱", "她在悉尼读书，我们异地".
    _r(
        "zh.class.status_in_love",
        "identity",
        r"我(?:最近|现在|目前)?(?:在|正在)谈(?P<x>恋爱)(?![的吗么呢？?])",
        "用户在谈{x}",
        0.8,
        slot="relationship_status",
        value="{x}",
    ),
    _r(
        "zh.class.status_apart",
        "identity",
        rf"(?:我们|我俩|咱俩)(?:现在|目前|一直)?(?:是)?(?P<x>异地)(?:恋)?(?:了|啊|呢)?(?={_B}|$)",
        "用户和对象{x}恋",
        0.8,
        slot="relationship_status",
        value="{x}恋",
    ),
    _r(
        "zh.identity.dating",
        "identity",
        r"我(?:现在|目前)?(?:有|交了)(?:一个|个)?(?P<x>男朋友|女朋友|对象|男票|女票)(?:了)?(?!叫|是|在)",
        "用户有{x}",
        0.8,
        slot="relationship_status",
        value="有{x}",
    ),
    _r(
        "zh.identity.not_married",
        "identity",
        rf"{_ZW}(?:还|目前|现在)?(?:没有|没)(?P<x>结婚|对象|男朋友|女朋友|谈恋爱)",
        "{who}还没有{x}",
        0.8,
        slot="relationship_status",
        value="没有{x}",
    ),
    # A marriage ended, said of oneself with or without "我": "离婚两年了", "我跟前妻离了婚", "我同前妻离咗婚两年".
    _r(
        "zh.identity.divorced",
        "identity",
        rf"(?:^|(?<={_B})|我(?:和|跟|同)(?:前妻|前夫|老公|老婆|她|他)|我(?:已经|早就)?|(?<![{HAN}])自己(?:倒是|却|反而|也|早就)?)"
        rf"(?:已经|早就)?(?P<x>离婚|离了婚)(?=了|啦|好|很久|多年|[一二三四五六七八九十两几\d]+年|{_B}|$)",
        "用户离婚了",
        0.8,
        slot="relationship_status",
        value="离婚",
    ),
    # Retired, said as done: "我老伴儿退休了", "退休咗", "退休好些年了" — what one is now, not news to ask about
    # ("明年退休", "快退休了" stay a plan).
    _r(
        "zh.class.job_retired",
        "identity",
        rf"{_ZW}(?:也|都)?(?:已经|早就|早)?退休(?=了|咗|啦|好些年|好多年|多年|[一二三四五六七八九十两几\d]+年)",
        "{who}已经退休了",
        0.7,
        slot="job",
        value="退休",
    ),
    _r(
        "zh.identity.breakup",
        "identity",
        # (not when the same message says where that left one: "…分手了，现在单身了")
        r"(?:我们|我)(?:已经|刚|刚刚)?(?:分手了|离婚了)(?![^。！？!?]*单身)",
        "用户分手了",
        0.8,
        slot="relationship_status",
        value="分手",
    ),
    _r(
        "zh.identity.language",
        "identity",
        rf"{_ZW}(?:也)?(?:会说|会讲|能说|能讲|说得一口|讲得一口|会|母语是|的母语是|学过|学了|讲|说)(?:一点|一些|点|流利的|标准的)?"
        # (not what one says: "说实话", "说句话", "讲个笑话")
        r"(?!实话|真话|假话|废话|大话|好话|坏话|闲话|心里话|悄悄话|气话|笑话|胡话|梦话|人话|鬼话|情话|空话|套话|粗话|脏话|句|个|几句|两句|一句)"
        rf"(?P<x>[{HAN}]{{1,4}}(?:话|语|文)(?:(?:和|跟|、|[，,]?还有|以及|，|,)(?:一点点|一点|一些)?(?![也还都又我])[{HAN}]{{1,4}}(?:话|语|文))*)",
        "{who}会说{x}",
        0.7,
        slot="language:{x}",
        value="{x}",
        each=True,
    ),
    _r(
        "zh.identity.language_good",
        "identity",
        rf"{_ZW}(?P<x>[{HAN}]{{1,4}}(?:话|语))(?:也|还)?(?:说得|讲得)(?:挺|很|还|特别|超|蛮|比较|贼|巨|老|真|可|相当)?(?:溜|好|流利|不错|地道)",
        "{who}会说{x}",
        0.7,
        slot="language:{x}",
        value="{x}",
    ),
    # Working from home: "我在家办公", "现在在家上班".
    _r(
        "zh.class.workplace_home",
        "identity",
        rf"{_ZW}(?:现在|一直|平时|目前)?在(?P<x>家)(?:里)?(?:办公|上班|工作|远程办公|远程)",
        "{who}在家工作",
        0.7,
        slot="workplace",
        value="{x}",
    ),
    # A language by how well it is spoken, said topic-first: "英语还行吧", "日语在学"; and one not spoken.
    _r(
        "zh.identity.language_level",
        "identity",
        rf"(?:^|{_B})(?:但是|不过|而且|还有|我的?)?(?P<x>{_ZH_LANGUAGE})(?:的话)?(?:还行|还可以|凑合|马马虎虎|一般般?|在学|正在学|刚开始学|会一点|会点|能听懂|听得懂|能说几句|会说几句)",
        "{who}会说{x}",
        0.7,
        slot="language:{x}",
        value="{x}",
    ),
    _r(
        "zh.identity.language_not",
        "identity",
        rf"(?:^|{_B})(?:但是|不过|而且|可是|我)?(?P<x>{_ZH_LANGUAGE})(?:我)?(?:一点|一句)?(?:都|也|完全)?不会(?:说|讲)?(?![{HAN}])",
        "{who}不会说{x}",
        0.6,
        slot="language:{x}",
        value="{x}",
    ),
    _r(
        "zh.identity.language_not_spoken",
        "identity",
        rf"{_ZW}(?:不会|不太会)(?:说|讲)(?P<x>{_ZH_LANGUAGE})",
        "{who}不会说{x}",
        0.6,
        slot="language:{x}",
        value="{x}",
    ),
    _r(
        "zh.identity.allergy",
        "identity",
        rf"{_ZW}(?:对)(?P<x>{_NB}{{1,8}}?)过敏",
        "{who}对{x}过敏",
        0.8,
        slot="health:{x}过敏",
        value="{x}过敏",
        each=True,
    ),
    _r(
        "zh.identity.allergy2",
        "identity",
        rf"{_ZW}(?:有|是)?(?!对)(?P<x>{_NB}{{1,6}}?)过敏(?!吗|么)",
        "{who}{x}过敏",
        0.8,
        slot="health:{x}过敏",
        value="{x}过敏",
    ),
    _r(
        "zh.identity.health",
        "identity",
        rf"{_ZW}(?:有|得了|得过|患有|患了|查出|查出了|一直有|有点|有轻微的?|是|就是有点|有严重的?)?(?P<x>{_HEALTH})",
        "{who}有{x}",
        0.75,
        slot="health:{x}",
        value="{x}",
    ),
    # A condition by its flaring up: "我一到梅雨天风湿就犯", "冬天关节炎犯", "胃病又犯了".
    _r(
        "zh.class.health_flares",
        "identity",
        rf"{_ZW}[^，,。！!？?我你他她]{{0,8}}?(?P<x>{_HEALTH}|风湿)(?:就|又|会|老|总|常|一直)?(?:犯|发作|复发)",
        "{who}有{x}",
        0.7,
        slot="health:{x}",
        value="{x}",
    ),
    # A part of the body and its old trouble, or what grew in it: "肩膀老毛病了", "腰是老毛病了", "甲状腺上长了个小
    # 结节" (not "老毛病" of a car or a habit: a part of the body must be said).
    _r(
        "zh.class.health_part_trouble",
        "identity",
        rf"{_ZW}(?:的)?(?P<x>{_ZH_BODY_PART})(?:的|是|也是|这)?(?:个)?老毛病",
        "{who}的{x}有老毛病",
        0.7,
        slot="health:{x}",
        value="{x}",
        needs=("老毛病",),
    ),
    _r(
        "zh.class.health_part_growth",
        "identity",
        rf"{_ZW}(?:的)?(?:{_ZH_BODY_PART})(?:上|里)?(?:长了|查出|发现了?)(?:个|一个|几个|颗|一颗)?(?:小)?"
        r"(?P<x>结节|息肉|囊肿|肿瘤|瘤子|结石)",
        "{who}有{x}",
        0.7,
        slot="health:{x}",
        value="{x}",
        needs=("长了", "查出", "发现"),
    ),
    _r(
        "zh.identity.health_level",
        "identity",
        rf"{_ZW}的?(?P<x>(?:血压|血糖|血脂|尿酸|胆固醇|转氨酶)(?:一直|有点|偏|很|比较|都)*(?:高|低|偏高|偏低|超标))",
        "{who}{x}",
        0.75,
        slot="health:{x}",
        value="{x}",
    ),
    _r(
        "zh.identity.health_organ",
        "identity",
        # (the value is the part and its state, the content says it as said: "我胃一直不太好" → 胃不太好)
        rf"{_ZW}的?(?P<o>胃|腰椎|腰|颈椎|肩膀|肩|关节|肠胃|心脏|眼睛|膝盖|睡眠|皮肤|嗓子|视力|牙|肝|肾|肺|气管|腿脚|腿|脚踝|手腕|耳朵|听力|记性)"
        r"(?P<adv>(?:一直|向来|从小|也|都|还|有点|有些|早就|老是|总是)*(?:就)?)"
        r"(?P<s>不太好|不好|不行|不中|很差|比较差|有问题|受过伤|出过血|骨折过|"
        # … worn out by what one did, or hurt: "我胃都喝坏了", "膝盖磨坏了", "脚踝扭了", "耳朵有点背"
        r"[喝累磨熬吃干站蹲跑]坏了|扭了|扭伤了|伤了|(?<=耳朵)背|(?<=耳朵有点)背|(?<=耳朵有些)背|(?<=耳朵一直)背)",
        "{who}{o}{adv}{s}",
        0.75,
        slot="health:{o}{s}",
        value="{o}{s}",
    ),
    # Preferences: one memory per item of a list, negations kept as dislikes.
    _r(
        "zh.preference.dislike",
        "preference",
        # (not "不能吃咸的": what one may not eat is a doctor's word, not a taste)
        rf"{_ZW}{_DEG}(?:不喜欢|讨厌|不爱|受不了|不吃|不想吃|不喝|不碰|不太喜欢|不怎么喜欢|最讨厌|烦(?![死透])|反感|吃不了|喝不了|吃不惯|喝不惯)"
        # (a run-on ends at a mid-sentence particle: "我不吃榴莲呀闻着就…")
        rf"(?P<verb>吃|喝|看|听|玩|打|去)?(?P<x>{_NB}{{1,20}}?)(?:{_END}|(?=[哦噢啊呀][{HAN}]))",
        "{who}不喜欢{verb}{x}",
        0.5,
        slot="likes:{x}",
        value="dislike",
        valence=-0.4,
        each=True,
    ),
    _r(
        "zh.preference.like",
        "preference",
        # (爱好 is a hobby, not "loves 好…": "爱好的话就是撸猫"; 我爱人 is one's spouse)
        # (as the south says it: "我顶欢喜生煎包"; and a weakness for: "就好一口酸菜鱼")
        rf"{_ZW}{_DEG}(?:喜欢|爱(?!好|人)|热爱|迷上了|迷上|喜爱|爱上了|痴迷|着迷于|偏爱|钟爱|好喜欢|沉迷于?|欢喜|好一口)"
        # (a run-on without punctuation ends the thing where the next clause starts: "唱豫剧现在还能哼两句")
        rf"(?P<verb>吃|喝|看|听|玩|打|去|逛|弹|画|唱|做|跑|养|拍|追|读|写)?(?P<x>{_NB}{{1,20}}?)"
        rf"(?:{_END}|(?=现在还|然后|但是|不过|可是|还能|一听|每次))",
        "{who}喜欢{verb}{x}",
        0.5,
        **_LIKE,
        each=True,
    ),
    _r(
        "zh.preference.topic_like",
        "preference",
        rf"(?:^|{_B})(?:但是|不过|可是|而且|其实|但)?(?P<x>(?![我你他她它这那最超真好太很挺蛮也都还就又不没但可特非比更是]|其实|但是|不过|可是|而且|然后|所以|因为|反正|就是)(?:(?![我你他她它])[{HAN}A-Za-z]){{1,8}}?)"
        # (people who like it are not what is liked: "这边好多人爱吃", "大家都爱")
        r"(?<![人们家])(?:这东西|这种东西|的东西|类的|的)?(?:我)?(?:也|都|倒是|就|是|真的?|还|一直|特别|超|最|很|挺|蛮|可|简直|能|可以|每次都)*"
        r"(?<!不)(?<!没)(?<!不太)(?<!不怎么)(?P<v>喜欢|爱吃|爱喝|爱看|爱玩|爱(?![好心情人])|超爱|离不开|是我的命|是我的最爱|是我的心头好|百吃不厌|吃不腻|能连吃|"
        r"连吃|迷上了?|来者不拒|照单全收)",
        "{who}喜欢{x}",
        0.5,
        **_LIKE,
        each=True,
    ),
    _r(
        "zh.preference.topic_dislike",
        "preference",
        # (not a count: "一根不碰", "一口都不吃" say how strictly, not what)
        rf"(?:^|{_B})(?:但是|不过|可是|而且|其实|但)?(?P<x>(?![我你他她它这那最超真好太很挺蛮也都还就又不没但可特非比更是]|其实|但是|不过|可是|而且|然后|所以|因为|反正|就是|一[根口滴点次个下支杯颗])(?:(?![我你他她它])[{HAN}A-Za-z]){{1,8}}?)"
        r"(?:这东西|这种东西|的东西|类的|的)?(?:我)?(?:也|都|倒是|就|是|真的?|还|一直|实在|一律|完全|根本|很|特别|超|最|非常)*"
        r"(?P<v>不喜欢|讨厌|不太爱吃|不爱吃|不爱喝|不爱看|不爱|不看|不吃|不喝|不怎么喝|不怎么吃|不怎么看|受不了|欣赏不来|不太能欣赏|"
        r"玩不来|吃不了|喝不了|看不下去|一窍不通|不感冒|无感|接受不了|不太喜欢|不碰|最烦|好烦|烦死了|特别怕|最怕|很怕)",
        "{who}不喜欢{x}",
        0.5,
        slot="likes:{x}",
        value="dislike",
        valence=-0.4,
        each=True,
    ),
    _r(
        "zh.preference.boring",
        "preference",
        rf"我(?:就|倒是|真的|一直)?觉得(?P<x>{_NB}{{1,8}}?)(?:太|很|特别|超|好|挺|有点)?(?:无聊|没意思|难吃|难喝|难看|恶心|难听)",
        "{who}觉得{x}没意思",
        0.5,
        slot="likes:{x}",
        value="dislike",
        valence=-0.4,
    ),
    _r(
        "zh.preference.most",
        "preference",
        rf"最(?:喜欢|爱)(?P<verb>去|吃|喝|看|玩|听)?的(?:是|就是|还是)(?P<x>{_NB}{{1,12}}?){_END}",
        "{who}最喜欢{verb}{x}",
        0.55,
        **_LIKE,
        each=True,
    ),
    _r(
        "zh.preference.least",
        "preference",
        rf"最(?:不喜欢|讨厌|烦|怕)(?P<verb>去|吃|喝|看|玩|听)?的(?:是|就是|还是)(?P<x>{_NB}{{1,12}}?){_END}",
        "{who}最不喜欢{verb}{x}",
        0.55,
        slot="likes:{x}",
        value="dislike",
        valence=-0.5,
        each=True,
    ),
    _r(
        "zh.preference.especially",
        "preference",
        rf"(?:喜欢|爱)[^。！？]*?(?:尤其是|特别是|尤其)(?![讲说有是在])(?P<x>{_NB}{{1,16}}?){_END}",
        "{who}喜欢{x}",
        0.5,
        **_LIKE,
        each=True,
    ),
    _r(
        "zh.preference.none_at_all",
        "preference",
        rf"一点(?P<x>{_NB}{{1,4}}?)都(?:吃|喝|碰)不了",
        "{who}一点{x}都吃不了",
        0.5,
        slot="likes:{x}",
        value="dislike",
        valence=-0.4,
    ),
    _r(
        "zh.preference.favourite",
        "preference",
        rf"{_ZW}最(?:喜欢|爱)的(?P<what>{_NB}{{1,6}}?)是(?P<x>{_NB}{{1,16}}?){_END}",
        "{who}最喜欢的{what}是{x}",
        0.55,
        **_LIKE,
        each=True,
    ),
    _r(
        "zh.routine",
        "routine",
        r"(?P<freq>每天(?:早上|晚上|中午|下午|早晨|睡前|下班后|上班前)?|每周[一二三四五六日天末]?|每个?(?:周末|月|星期[一二三四五六日天]?|礼拜[一二三四五六日天]?)|"
        r"天天(?=早上|晚上|凌晨|中午|下午|睡前|下班|放学)|每晚|每早|每逢周末|周末都|每隔一天|隔天|每周[一二三四五六七两]次|一周[一二三四五六七两]次|每年)"
        # (the time of day or the month is when, not what: "每天夜里压雪道", "每天凌晨两点收摊", "每年三月去拍")
        r"(?:早上|晚上|上午|下午|中午|凌晨|睡前|饭后|下班后|上班前|起床后|傍晚|夜里|半夜|深夜|清早|一早|大清早|放学后|饭前|晚饭后|"
        r"(?:[一二三四五六七八九十]{1,2}|\d{1,2})月份?)?"
        r"(?:\d{1,2}点半?|[一二三四五六七八九十两]{1,3}点半?)?(?:都|会|要|固定|坚持|雷打不动地?|习惯|就|必须|得|一般)*"
        # "在展望公园跑步", "在地铁上罚站": where, up to the word that says it is a place, is not what is done
        rf"(?:去|在{_NB}{{0,8}}?(?:公园|广场|小区|体育馆|健身房|操场|球场|湖边|江边|河边|海边|工地|家)|在{_NB}{{1,8}}?(?:上|里|边|下|旁|门口))?"
        rf"(?P<x>{_NB}{{2,15}}?){_END}",
        # (the habit's key drops how much; what is said keeps it: "每天早上先游三千米")
        "{who}{freq}{said}",
        0.55,
        slot="routine:{x}",
        value="{freq}",
    ),
    _r(
        "zh.routine.weekend",
        "routine",
        rf"(?P<freq>周末|平时|晚上睡前|睡前|早上起来|下班以后|下班后|下班回家|下班回来|每逢假期|节假日|早上|晚上|中午)(?:我)?(?:基本|一般|通常|经常|总是|还|也|都|会|要|就是|就|必须|先)+"
        rf"(?:去)?(?P<x>{_NB}{{2,12}}?){_END}",
        "{who}{freq}{x}",
        0.5,
        slot="routine:{x}",
        value="{freq}",
    ),
    _r(
        "zh.routine.habit",
        "routine",
        rf"我(?:一般|通常|平时|习惯|每次都|总是|经常|天天)(?P<freq>早上|晚上|睡前|下班后|周末|饭后)?(?:都|会|要)*(?P<x>{_NB}{{2,15}}?){_END}",
        "{who}习惯{freq}{x}",
        0.5,
        slot="routine:{x}",
        value="{freq}",
    ),
    # Events with a name ("我报名了一个读书会"): later sentences may describe them.
    _r(
        "zh.life_event.trip",
        "life_event",
        rf"(?:要|打算|准备|计划|还要|得|下周|下个月|明天|后天|这周末|月底|年底|明年|寒假|暑假|国庆|过年)[^，。！？都每常]{{0,6}}?"
        # (the trip is named with what it is for, as a plan the gazetteer does not know is:
        # "去恩施旅游，玩三天" → 恩施旅游, its time and how long it lasts)
        rf"(?:先)?(?:去|到|回)(?:一趟|一下)?(?P<x>{_NB}{{2,8}}?(?:一趟|玩|旅游|旅行|散心|出差|度假|看看|逛逛|过年|探亲|度蜜月|看海)?){_END}",
        "{who}要去{x}",
        0.65,
        value="trip",
        outcome="open",
        check="known_place",
        names_event=True,
    ),
    _r(
        "zh.life_event.attend",
        "life_event",
        rf"(?:要|还要|准备|打算|将要|会|得|下周|下个月|明天|后天)?(?:去)?参加(?:一个|个|一场|场|了|我|她|他)?(?:的)?(?P<x>{_ZH_EVENT_NAMED}){_END}",
        "{who}要参加{x}",
        0.65,
        value="activity",
        outcome="open",
        names_event=True,
    ),
    _r(
        "zh.life_event.see",
        "life_event",
        rf"(?:打算|准备|要|计划|约了|订了票)(?:去)?看(?:那个|个|一场|场)?(?P<x>{_NB}{{1,10}}?(?:展|演唱会|话剧|音乐剧|音乐会|演出|比赛|球赛|展览)){_END}",
        "{who}要去看{x}",
        0.65,
        value="activity",
        outcome="open",
        names_event=True,
    ),
    _r(
        "zh.life_event.upcoming",
        "life_event",
        # the time first, then what is on: "下个月在丹东有个战友聚会", "圣诞节我们有个大型布道会"
        rf"(?:下周|下下周|下个?礼拜|下个?星期|下个月|明天|后天|月底|年底|周末|这周|下周末|(?:今年)?(?:圣诞|国庆|元旦|春节|中秋|五一|端午|元宵)节?)"
        rf"[^，。！？]{{0,4}}?有(?:个|一个|一场|场)(?:大型|小型|大|小)?(?P<x>{_ZH_EVENT_NAMED}){_END}",
        "{who}要参加{x}",
        0.65,
        value="activity",
        outcome="open",
        names_event=True,
    ),
    _r(
        "zh.life_event.meetup",
        "life_event",
        rf"(?:周末|明天|今晚|晚上|下周|后天|这周)[^，。！？]{{0,3}}?(?:约了|约|跟|和)(?:朋友|同事|闺蜜|同学|家人|他|她|老公|老婆)?(?:一起)?去"
        rf"(?P<x>{_NB}{{1,6}}?)(?:散心|放松|庆祝)?{_END}",
        "{who}约了去{x}",
        0.6,
        value="activity",
        outcome="open",
        names_event=True,
    ),
    _r(
        "zh.life_event.joined",
        "life_event",
        rf"我(?:们)?(?:报名了|报了|报名参加了|参加了|加入了|要参加|在参加|正在参加|准备参加|打算参加|报了名的|组织了|办了|要去参加)"
        rf"(?:一个|个|一场|场|一次|学校的|公司的|社区的)?(?P<x>{_ZH_EVENT_NAMED}|{_NB}{{1,8}}?(?:小组|旅行团|志愿者活动)){_END}",
        "用户参加了{x}",
        0.65,
        value="activity",
        outcome="open",
        names_event=True,
    ),
    _r(
        "zh.relationship.praise",
        "relationship",
        r"你(?:平时|其实|向来|平常)?(?:真的|真是|真|好|太|特别|超|很|实在|总是|一直都?|也|挺|蛮)+(?:是)?(?:我的)?(?P<x>好帮手|好朋友|贴心|温柔|懂我|可爱|聪明|有趣|温暖|暖心|暖|耐心|靠谱|细心|体贴|善解人意|会安慰人|厉害|棒|好)",
        "用户觉得{bot}很{x}",
        0.55,
        valence=0.6,
    ),
    _r(
        "zh.relationship.enjoys",
        "relationship",
        r"(?:跟|和)你聊天(?:真的|真|很|好|超|特别|都|总是|挺|总|会)*(?P<x>开心|舒服|快乐|有意思|放松|安心|愉快)",
        "用户和{bot}聊天很{x}",
        0.55,
        valence=0.6,
    ),
    _r(
        "zh.relationship.best",
        "relationship",
        r"你是我(?:见过|遇到过|认识的)?最(?P<x>信任|喜欢|依赖|有耐心|耐心|懂我|贴心|温柔|好|靠谱)的",
        "用户觉得{bot}是最{x}的",
        0.6,
        valence=0.7,
    ),
    _r(
        "zh.relationship.thanks",
        "relationship",
        r"谢谢你(?:一直)?(?:陪着我|陪我(?!练|写|改|准备|复习|背|想|做|排练|模拟|面试)|听我说|在我身边)",
        "用户感谢{bot}的陪伴",
        0.55,
        valence=0.7,
    ),
    # What the thanks was for, when it says: "谢谢你陪我聊到半夜", "谢谢你陪我吐槽" (not a bare 陪我聊 / 陪我说话)
    _r(
        "zh.shared.thanks_for",
        "shared",
        r"谢谢你(?:一直|今天|昨天|这么久)?陪我(?P<x>(?!说话|聊天?(?:[，,。！!~～\s]|$)|练|写|改|准备|复习|背|想|做|排练|模拟|面试)"
        r"[^，。！？!?,.\s]{2,10})",
        "用户和{bot}一起{x}",
        0.45,
        valence=0.5,
    ),
    _r(
        "zh.relationship.loves",
        "relationship",
        r"我(?:好|真的|最)?(?:喜欢|爱)你(?!的|们)",
        "用户喜欢{bot}",
        0.6,
        valence=0.8,
    ),
    _r(
        "zh.relationship.annoyed",
        "relationship",
        r"你(?:刚才|今天|这次|刚刚)?(?:的|那个|这个)?(?:回答|回复|态度|答案)?(?:真|好|太|很|有点)(?P<x>烦|无聊|笨|啰嗦|敷衍|冷漠|机械)",
        "用户觉得{bot}很{x}",
        0.5,
        valence=-0.5,
    ),
    _r(
        "zh.shared.together",
        "shared",
        r"(?:我们|咱们|咱俩|我和你|我跟你)(?:一起|上次|之前|昨天|刚才)*(?!聊了[一二三四五六七八九十百千两半\d整快]|聊天)(?P<x>(?:看|玩|聊|听|做|写|去|讨论|吐槽|编|猜|唱)"
        r"[^，。！？!?,.吗]{1,20})",
        "用户和{bot}一起{x}",
        0.45,
        valence=0.4,
    ),
    _r(
        "zh.shared.joke",
        "shared",
        r"你(?:讲|说|编)的(?:那个)?(?P<x>笑话|故事|梗|段子)",
        "用户记得{bot}讲的{x}",
        0.45,
        valence=0.5,
    ),
    _r(
        "zh.milestone.known",
        "milestone",
        r"(?:我们|咱们)?(?:认识|聊了|聊天)(?:已经|都|有)?(?:快|整整|满)?(?P<x>[一二三四五六七八九十百千两半\d]+(?:天|个月|周年|周|年))了?",
        "用户和{bot}认识{x}了",
        0.6,
        valence=0.6,
    ),
    _r(
        "zh.milestone.first_confide",
        "milestone",
        r"第一次(?:跟|和|对|向)(?:别人|人|你|谁)(?:说|讲|提)",
        "用户第一次向{bot}说起心事",
        0.6,
        valence=0.4,
    ),
]

# Classes of statement found missing on conversations the rules were not written from: the same
# fact said with other verbs, adverbs or word order. Each rule covers a phrasing class, and every
# value still goes through ``value_problem``.
_ZH_TIME_ADV = r"(?:前阵子|前些天|前些日子|前一阵|这两天|这阵子|上礼拜|上个礼拜|上星期|年前|年后|刚才|之前|以前|后来|早年|年轻时候?)"
_ORG = (
    r"(?:公司|集团|医院|银行|酒店|宾馆|机构|律所|事务所|工厂|厂|工作室|餐馆|饭馆|菜馆|饭店|餐厅|超市|商场|书店|"
    r"咖啡馆|咖啡店|奶茶店|药店|诊所|学校|幼儿园|中学|小学|大学|研究所|研究院|设计院|报社|杂志社|电视台|出版社|"
    r"税务局|派出所|法院|局|银行支行|门店|4S店|工地)"
)
_ZH_PRAISE = (
    r"好帮手|好朋友|贴心|温柔|懂我|可爱|聪明|有趣|温暖|暖心|暖|耐心|有耐心|靠谱|细心|体贴|善解人意|会安慰人|厉害|棒|"
    r"幽默|机灵|有意思|治愈|会聊天|懂事"
)
_ZH_PRAISE_NOUN = r"树洞|知己|开心果|小天使|天使|小天才|天才|宝藏|百科全书|解语花|军师|垃圾桶|情绪垃圾桶|知心姐姐|知心大哥|好搭子|搭子"
ZH_RULES.extend(
    [
        # Work: "在一家川菜馆掌勺", "在迪拜一家酒店做前台", "还得回银行上班", "在一家培训机构兼职讲课".
        _r(
            "zh.class.employer_org",
            "identity",
            rf"{_ZW}(?:现在|目前|平时|还得?|又|得)*(?:在|回|回到)(?:[{HAN}]{{2,4}}?(?=一家|一个))?(?:一家|一个|家)?"
            rf"(?P<x>(?!一家|一个)(?:(?![在了的去做当干])[{HAN}A-Za-z]){{1,8}}?{_ORG}|银行|医院|税务局|派出所|法院|工地)"
            r"(?=做|当|干|兼职|上班|工作|打工|掌勺|实习|值班|坐诊|带班|教书|管|跑|开车|送)",
            "{who}在{x}工作",
            0.8,
            slot="employer",
            value="{x}",
        ),
        _r(
            "zh.class.job_at_org",
            "identity",
            rf"{_ZW}(?:现在|目前|平时)?在(?:[{HAN}]{{2,4}}?(?=一家|一个))?(?:一家|一个|家)?(?:(?![在了的去做当干])[{HAN}A-Za-z]){{0,8}}?{_ORG}"
            rf"(?:做|当|干)(?:一名|一个|个|名)?(?P<x>(?!饭|菜|事|家务|作业|项目|报表|兼职)[{HAN}]{{2,4}}?)(?={_B}|$|的|，|呢|啊|呀)",
            "{who}是{x}",
            0.75,
            slot="job",
            value="{x}",
        ),
        # A trade named by its years: "干厨师十来年了", "当护士快十年".
        _r(
            "zh.class.job_years",
            "identity",
            rf"(?:干|做|当)了?(?P<x>{_JOBS})(?:这行|这一行)?(?:已经|都|也|快|有)*(?={_NUM}|十来|好几|快|小|大半|半辈子|一辈子)",
            "{who}是{x}",
            0.8,
            slot="job",
            value="{x}",
        ),
        # "我是跑销售的啊": a trade said with 的 and a particle after it.
        _r(
            "zh.class.job_do_particle",
            "identity",
            rf"{_ZW}(?:是)?(?:做|搞|干|开|跑)(?!玩笑)(?P<x>{_NB}{{1,6}}?)的(?:啊|呀|呢|哈|嘛|哦|啦)+(?={_B}|$)",
            "{who}是做{x}的",
            0.8,
            slot="job",
            value="{x}",
        ),
        # Residence: "在成都郫都区合租", "之前在上海住了八年", "搬回苏州老家了".
        _r(
            "zh.class.residence_rent",
            "identity",
            rf"{_ZW}(?:{_ZH_TIME_ADV})?(?:跟{_NB}{{1,8}}?|和{_NB}{{1,8}}?)?在(?P<x>{_NB}{{2,10}}?)(?:合租|租房子|租了个?房子?|租了间房|住了|住过|生活了)",
            "{who}住在{x}",
            0.8,
            slot="residence",
            value="{x}",
            check="place",
        ),
        _r(
            "zh.class.moved_home",
            "identity",
            rf"{_ZW}(?:已经|刚|刚刚|最近|终于|也)?(?:搬回|回到|回了|搬回了|回到了)(?P<x>{_NB}{{2,6}}?)老家",
            "{who}住在{x}",
            0.8,
            slot="residence",
            value="{x}",
            check="place",
        ),
        _r(
            "zh.class.hometown_home",
            "identity",
            rf"{_ZW}(?:已经|刚|刚刚|最近|终于|也)?(?:搬回|回到|回了|搬回了|回到了)(?P<x>{_NB}{{2,6}}?)老家",
            "{who}老家在{x}",
            0.8,
            slot="hometown",
            value="{x}",
            check="place",
        ),
        # Hometown said as a place alone: "我内蒙古的", "广州土生土长".
        _r(
            "zh.class.hometown_of",
            "identity",
            rf"(?:^|{_B})(?:我|俺)(?:是)?(?P<x>{_NB}{{2,6}}?)的(?=[，,]|$)",
            "{who}老家在{x}",
            0.75,
            slot="hometown",
            value="{x}",
            check="known_place",
        ),
        _r(
            "zh.class.hometown_native",
            "identity",
            rf"(?:^|{_B})(?:嗯|对|是的)?(?:我|俺)?(?:是)?(?:在)?(?P<x>{_NB}{{2,6}}?)(?:土生土长|长大的|出生长大)",
            "{who}老家在{x}",
            0.75,
            slot="hometown",
            value="{x}",
            check="known_place",
        ),
        # Likes said with other verbs: "最迷艾莎公主", "离不开flat white了", "就奶茶戒不掉".
        _r(
            "zh.class.like_verbs",
            "preference",
            rf"{_ZW}{_DEG}(?:迷(?!上)|离不开|戒不掉|好那口|好这口|百吃不厌|吃不腻)(?P<x>[A-Za-z][A-Za-z ]{{0,20}}[A-Za-z]|{_NB}{{1,12}}?){_END}",
            "{who}喜欢{x}",
            0.5,
            **_LIKE,
        ),
        _r(
            "zh.class.like_quit",
            "preference",
            rf"(?:^|{_B})(?:就|只有|唯独|就是)(?P<x>(?![我你他她它这那])[{HAN}A-Za-z]{{1,6}}?)(?:我)?(?:是|真的?|实在|怎么也)*(?:戒不掉|离不开)",
            "{who}喜欢{x}",
            0.5,
            **_LIKE,
        ),
        _r(
            "zh.class.like_only_joy",
            "preference",
            rf"(?:唯一的|最大的)(?:爱好|快乐|乐趣|消遣|娱乐)(?:就)?是(?:晚上|周末|平时|下班)?(?P<verb>打|看|玩|追|喝|听|刷|逛)?(?P<x>{_NB}{{1,10}}?){_END}",
            "{who}喜欢{verb}{x}",
            0.5,
            **_LIKE,
        ),
        # Health said as a diagnosis: "确诊抑郁症半年了", "去医院查了说是焦虑症", "中度脂肪肝".
        _r(
            "zh.class.health_diagnosed",
            "identity",
            rf"{_ZW}(?:{_ZH_TIME_ADV})?(?:去医院)?(?:确诊了?|被确诊为?|查出来?了?|查了说是|诊断为|诊断出|被诊断为|说是|得了|患了|患有|得过)(?:有)?"
            rf"(?:轻度|中度|重度|轻微的?)?(?P<x>{_HEALTH}|(?:(?![了的是有说])[{HAN}]){{1,6}}?(?:症|病|炎|癌|瘤|结节|综合征|障碍))",
            "{who}有{x}",
            0.75,
            slot="health:{x}",
            value="{x}",
        ),
        _r(
            "zh.class.health_level",
            "identity",
            rf"(?:^|{_B}){_ZW}(?:有)?(?:轻度|中度|重度)(?P<x>{_HEALTH}|(?:(?![了的是有说])[{HAN}]){{1,5}}?(?:症|病|炎))",
            "{who}有{x}",
            0.75,
            slot="health:{x}",
            value="{x}",
        ),
        # Feelings about the assistant: "你说话真的好暖", "你真是我的专属树洞", "你比我身边好多朋友都靠谱".
        _r(
            "zh.class.praise_manner",
            "relationship",
            rf"你(?:说话|讲话|聊天|回的|的话)(?:真的|真是|真|好|太|特别|超|很|总是|一直都?|也)+(?P<x>{_ZH_PRAISE})",
            "用户觉得{bot}很{x}",
            0.55,
            valence=0.6,
        ),
        _r(
            "zh.class.praise_noun",
            "relationship",
            rf"你(?:真的|真是|真|简直|就|就是|果然)+(?:是)?(?:我的)?(?:专属|私人)?(?:一个|个)?的?(?P<x>{_ZH_PRAISE_NOUN})",
            "用户觉得{bot}是{x}",
            0.55,
            valence=0.6,
        ),
        _r(
            "zh.class.praise_compare",
            "relationship",
            rf"你比{_NB}{{1,12}}?(?:都|还|更)(?:要)?(?P<x>{_ZH_PRAISE})",
            "用户觉得{bot}比别人更{x}",
            0.55,
            valence=0.6,
        ),
        _r(
            "zh.class.praise_thanks",
            "relationship",
            r"(?:谢谢你|有你|跟你|和你)[^。！？]{0,16}?(?:真的?|挺|好|很|太|特别)+(?P<x>贴心|暖心|温暖|暖|靠谱|温柔|治愈)",
            "用户觉得{bot}很{x}",
            0.55,
            valence=0.6,
        ),
        _r(
            "zh.class.enjoys_talk",
            "relationship",
            r"(?:跟|和)你(?:聊天|聊完|聊聊|聊会儿|说话|说说话|说完|聊|说说)[^。！？，,]{0,4}?(?P<x>开心|舒服|快乐|有意思|放松|安心|愉快|踏实|轻松|温暖)",
            "用户和{bot}聊天很{x}",
            0.55,
            valence=0.6,
        ),
        _r(
            "zh.class.enjoys_no_pressure",
            "relationship",
            r"(?:跟|和)你(?:聊天|说话|聊)[^。！？，,]{0,4}?(?:一点|一点儿)?压力都没有|(?:跟|和)你(?:聊天|说话|聊)[^。！？，,]{0,4}?没(?:有)?压力",
            "用户和{bot}聊天没有压力",
            0.55,
            valence=0.6,
        ),
        # Shared: "刚才咱俩一起改的那首藏头诗", "上回你教我拍小视频".
        _r(
            "zh.class.shared_made",
            "shared",
            # ("我们学校叫…" is the user's school, not something learnt together)
            r"(?:我们|咱们|咱俩|我和你|我跟你)(?:一起|上次|之前|昨天|刚才|上周|那天)*(?P<x>(?:改|想(?![去要买搬换做吃看找过])|画|规划|排|练|背|学(?![校生期院费历位长姐妹弟])|起|取|策划|写|编)的?"
            r"[^，。！？!?,.]{1,20})",
            "用户和{bot}一起{x}",
            0.45,
            valence=0.4,
        ),
        _r(
            "zh.class.shared_taught",
            "shared",
            rf"(?:上回|上次|之前|那天|昨天|前几天)你(?:教|帮|陪)(?:会)?我(?P<x>{_NB}{{2,10}}?)(?={_B}|$)",
            "{bot}教过用户{x}",
            0.45,
            valence=0.4,
        ),
        # Names: "科里的人都喊我静静", "我大名张乐", "猫叫大福，狗叫芝麻".
        _r(
            "zh.class.nickname_group",
            "identity",
            rf"(?:^|{_B})(?!你)(?:{_NB}{{1,6}}?)(?:的人|们)(?:一般|平时|经常|私下)?(?:都|从小就?|一直)(?:叫|喊|称呼)我{_NAME}",
            "用户希望被称为{x}",
            0.9,
            slot="nickname",
            value="{x}",
            check="name",
        ),
        _r(
            "zh.class.name_bare",
            "identity",
            rf"(?:我的?(?:大名|全名|本名|真名)|(?:^|{_B})本人)(?P<x>[{HAN}]{{2,4}}?)(?={_B}|$|你|，)",
            "用户叫{x}",
            0.95,
            slot="name",
            value="{x}",
            check="fullname",
        ),
        # A pet named right after its kind: "带我家柯基豆包去遛弯", "我的猫年糕特别粘人".
        _r(
            "zh.class.pet_apposition",
            "identity",
            rf"我(?:家|的)的?(?P<rel0>{ZH_PETS})(?!{_ZH_NOT_PET_NAME})(?P<x>[{HAN}]{{2}})"
            rf"(?={_B}|$|去|在|又|也|就|特别|超|真|已经|还|刚|每天|天天|才|都|把|被|跟|和|给|今天|昨天|最近|老是|一直)",
            "{who}叫{x}",
            0.8,
            slot="name",
            value="{x}",
            check="name",
        ),
        _r(
            "zh.class.pet_named",
            "identity",
            rf"(?:^|{_B}|一(?:只|条)[{HAN}]{{1,2}}?)(?P<rel0>{ZH_PETS})(?:叫|名叫){_NAME}",
            "{who}叫{x}",
            0.8,
            slot="name",
            value="{x}",
            check="name",
        ),
        # Languages said topic-first: "英语阿拉伯语都能说几句".
        _r(
            "zh.class.language_topic",
            "identity",
            rf"(?:^|{_B})(?P<x>[{HAN}]{{1,4}}?(?:语|话))(?:(?:和|跟|、)?[{HAN}]{{1,4}}?(?:语|话))?(?:我)?(?:都|也|还)?(?:能说|会说|能讲|会讲|能聊)",
            "用户会说{x}",
            0.7,
            slot="language:{x}",
            value="{x}",
            each=True,
        ),
        _r(
            "zh.class.language_topic2",
            "identity",
            rf"(?:^|{_B})[{HAN}]{{1,4}}?(?:语|话)(?:和|跟|、)?(?P<x>[{HAN}]{{1,4}}?(?:语|话))(?:我)?(?:都|也|还)(?:能说|会说|能讲|会讲|能聊)",
            "用户会说{x}",
            0.7,
            slot="language:{x}",
            value="{x}",
        ),
    ]
)

# Classes found missing on a later unseen set: habits said by their frequency or by abstaining,
# homes said with other verbs, school levels, work by its organisation or shop, languages used at
# home or "good enough", likes said as being a fan or following a show, dislikes as no interest or
# fear, named events with a date before them, nicknames said after the relation.
_ZH_FREQ = (
    r"(?:一周|一个星期|一星期|每周|每个?星期|一个月|每个?月|一天|每天)(?:至少|最少|大概|差不多|起码|能|要|会|得|都)*"
    r"[一二三四五六七八九十两几\d]{1,4}(?:次|回|趟|杯|顿|包|天)"
)
_ZH_ABSTAIN = (
    r"抽烟|吸烟|喝酒|熬夜|喝咖啡|喝奶茶|喝可乐|喝饮料|吃夜宵|吃宵夜|吃碳水|吃甜食|吃糖|赌博|打牌|点外卖"
)
_LEVEL = r"幼儿园|小学|初中|高中|中专|职高|技校|大学|研究生"
ZH_RULES.extend(
    [
        # Habits: "游泳，一周两次", "奶茶一天最多一杯" — the activity, then how often.
        _r(
            "zh.class.routine_per",
            "routine",
            rf"(?:^|{_B})(?P<bare>)(?:一般|平时|基本|通常|我)*(?:都|会|要|就)*(?:去)?"
            rf"(?P<x>(?![我你他她它这那每一])(?:(?![\d一二三四五六七八九十两几不没了])[{HAN}A-Za-z]){{2,8}}?)[，,]?(?:我)?(?P<freq>{_ZH_FREQ})",
            "{who}{x}，{freq}",
            0.55,
            slot="routine:{x}",
            value="{freq}",
        ),
        # A new like, then when one goes to do it: "爱上了攀岩，周末有空就去".
        _r(
            "zh.class.routine_taken_up",
            "routine",
            rf"{_ZW}(?:最近|今年|这阵子)*(?:迷上了?|爱上了?|喜欢上了?)(?P<x>(?![一你他她它这那])(?:{_NB}){{2,6}}?)[，,](?P<freq>周末|平时|每周|下班后?|一有空|有空)"
            r"[^，,。！？]{0,6}?(?:就|都|会)去(?:玩|打|练|跑|爬|滑|游)?(?=[，,。！!～~]|$)",
            "{who}{freq}去{x}",
            0.5,
            slot="routine:{x}",
            value="{freq}",
        ),
        # A place one spends one's free time: "下班就泡在健身房", "周末一有空就窝在咖啡馆".
        _r(
            "zh.class.routine_haunt",
            "routine",
            rf"{_ZW}(?P<freq>平时|周末|没课|下班后?|一有空|有空|放假)(?:没课|一有空|有空)?(?:就|都|一般|基本|总)*"
            rf"(?:泡在|待在|呆在|窝在|蹲在|长在|扎在)(?P<x>{_NB}{{2,8}}?){_END}",
            "{who}{freq}泡在{x}",
            0.5,
            slot="routine:{x}",
            value="{freq}",
        ),
        # A habit taken up: "最近开始学滑板", "今年开始练瑜伽".
        _r(
            "zh.class.routine_started",
            "routine",
            rf"{_ZW}(?:最近|今年|这个月|刚|上个月|前段时间)*开始(?:学|练|跑|玩|打)(?P<x>(?![我你他她它这那])(?:(?!语$)[{HAN}A-Za-z]){{1,6}}?){_END}",
            "{who}开始学{x}",
            0.55,
            slot="routine:{x}",
            value="开始",
        ),
        # A habit abstained from: "我不抽烟也不熬夜", "从来不喝奶茶".
        _r(
            "zh.class.abstain",
            "routine",
            rf"(?:(?:^|{_B})(?P<bare>)|我|俺|本人|(?P<bare_also>(?<=[{HAN}])(?=也)))(?:从来|从|一直|平时|基本|也|都|已经|早就)*"
            # ("不抽烟不喝酒": each one given up; the chain is split below)
            rf"(?:不|不再|从不|已经不|戒了|没再)(?P<x>(?:{_ZH_ABSTAIN})(?:也?不(?:{_ZH_ABSTAIN}))*)"
            r"(?![，,]?一[^，,]{0,3}就)",  # "不喝咖啡，一喝就睡不着": what it does to one, not a habit
            "{who}不{x}",
            0.55,
            slot="routine:{x}",
            value="不",
            each=True,
        ),
        # Homes said with other verbs: "一个人在广州漂着", "我们全家住在无锡", "我表妹嫁到成都去了".
        _r(
            "zh.class.residence_drift",
            "identity",
            rf"{_ZW}(?:{_ZH_TIME_ADV})?在(?P<x>{_NB}{{2,8}}?)(?:漂着|漂了|漂|北漂|待着|呆着|定居|安家|扎根|落脚|落户)",
            "{who}住在{x}",
            0.75,
            slot="residence",
            value="{x}",
            check="known_place",
        ),
        _r(
            "zh.class.residence_we",
            "identity",
            rf"(?:^|{_B})(?:我们|咱们|我和(?:{ZH_RELATIONS})|我跟(?:{ZH_RELATIONS}))(?:一家|全家|一家人|家|俩|两个|一家三口|一家四口)?(?:现在|目前|一直|也|都)*"
            rf"(?:住在|住|定居在|安家在)(?P<x>{_NB}{{2,10}}?){_END}",
            "用户住在{x}",
            0.75,
            slot="residence",
            value="{x}",
            check="known_place",
        ),
        _r(
            "zh.class.residence_married",
            "identity",
            rf"{_ZO}(?:{_ZADV})(?:远嫁到?|嫁到|嫁去|嫁在|嫁给了?{_NB}{{1,6}}?在)(?P<x>{_NB}{{2,8}}?)(?:去了|去|了)*(?={_B}|$)",
            "{who}住在{x}",
            0.75,
            slot="residence",
            value="{x}",
            check="known_place",
        ),
        # Where one studies, said by its city: "女儿在福州读大学", "我在西宁读大专" — the city is where they
        # live now (a school level alone names no school).
        _r(
            "zh.class.study_in_city",
            "identity",
            rf"{_ZW}(?:今年|刚|刚刚|已经|还|正|正在|现在|目前)*在(?P<x>{_NB}{{2,6}}?)(?:上|读|念)(?:了)?(?P<lvl>{_LEVEL}|大专)(?!老师|同学|的时候|时|那|毕业|生)",
            "{who}在{x}读{lvl}",
            0.7,
            slot="residence",
            value="{x}",
            check="city",
        ),
        # School said by its level: "侄子今年刚上小学", "我儿子在老家上高中".
        _r(
            "zh.class.school_level",
            "identity",
            rf"{_ZW}(?:今年|刚|刚刚|已经|还|正|正在|在)*(?:在(?P<at>{_NB}{{2,6}}?))?(?:上|读|念)(?:了)?(?P<x>{_LEVEL})(?!老师|同学|的时候|时|那|毕业|生)",
            "{who}在读{x}",
            0.7,
            slot="school",
            value="{x}",
        ),
        # Work: "跳去了京东" (a new employer), "在杭州开饭馆", "是一名护士，在省妇幼医院".
        _r(
            "zh.class.job_hop",
            "identity",
            rf"{_ZW}(?:跳槽到|跳槽去了?|跳去了?|跳到了?|跳槽进了?)(?P<x>(?![我你他她它这那别])(?:{_NB}){{2,10}}?){_END}",
            "{who}在{x}工作",
            0.75,
            slot="employer",
            value="{x}",
        ),
        # An employer by its name after its kind: "在一家叫蓝鲸屿互动的公司上班", "跳去一家做冷链的 叫雪桥供应链".
        # "周末去爬山": a weekend's habit said with its verb alone (not "周末去爬山了", one weekend's outing).
        _r(
            "zh.class.routine_weekend_go",
            "routine",
            rf"(?:^|{_B}|我)(?P<freq>周末|每周末|平时)(?:我)?去(?P<x>(?:(?![了过])[{HAN}]){{2,6}}?)(?={_B}|$)",
            "{who}{freq}{x}",
            0.5,
            slot="routine:{x}",
            value="{freq}",
        ),
        _r(
            "zh.class.employer_named_kind",
            "identity",
            rf"{_ZW}(?:现在|目前|之前)?(?:在|去|跳去|跳槽去|跳槽到|跳到|给|进了?)(?:[{HAN}]{{2,4}}?(?=一家|一个))?(?:一家|一个|家)(?:做{_NB}{{1,6}}?的|{_NB}{{1,8}}?(?:干|上班|工作|打工))?[\s，,]*叫(?P<x>{_NB}{{2,8}}?)(?:的{_NB}{{0,4}}?(?:公司|工作室|店|厂|医院|机构|餐厅|银行|学校|酒店|作坊|工坊|画坊|车间|行|社|馆)|(?={_B}|$))",
            "{who}在{x}工作",
            0.8,
            slot="employer",
            value="{x}",
        ),
        # A role by what it is called now or what one does: "升职了 现在是调度组长", "做审计助理",
        # "当个奶茶店店员真不容易", "干了四年的UI设计"; an employer by the offer it made ("拿到衡川会计事务所的offer").
        _r(
            "zh.class.job_now",
            "identity",
            rf"{_ZW}(?:现在|目前|如今)(?:是|当|做)(?P<x>{_NB}{{0,6}}?{_ZH_ROLE_TAIL})(?=了?(?:{_B}|$))",
            "{who}是{x}",
            0.75,
            slot="job",
            value="{x}",
        ),
        _r(
            "zh.class.job_do_role",
            "identity",
            rf"{_ZW}(?:去|要去|准备)?(?:做|当)(?:个|一个|了)?(?P<x>{_NB}{{0,6}}?{_ZH_ROLE_TAIL})(?=了?(?:{_B}|$|真|也|还|太|好))",
            "{who}是{x}",
            0.7,
            slot="job",
            value="{x}",
        ),
        _r(
            "zh.class.job_years_did",
            "identity",
            rf"{_ZW}干了(?:快|将近|差不多|整整)?[一二三四五六七八九十两几\d]+(?:年|个月)多?的(?P<x>[A-Za-z{HAN}]{{2,6}}?)(?={_B}|$)",
            "{who}做{x}",
            0.7,
            slot="job",
            value="{x}",
        ),
        _r(
            "zh.class.employer_offer",
            "identity",
            rf"{_ZW}(?:今天|刚|刚刚|终于)*(?:拿到了?|收到了?)(?P<x>(?![你我他她])(?:{_NB}){{2,12}}?)的(?:offer|Offer|OFFER|录用通知)",
            "{who}在{x}工作",
            0.75,
            slot="employer",
            value="{x}",
        ),
        # The same with the verb elsewhere or none ("换了家公司 做无人机的 叫翎羽科技", "在一家游戏公司
        # 叫砂舟互动", "入职 一家做母婴电商的 叫小鹿岛"), or the company named apart ("公司叫毛毛星球"):
        # a kind that is a company, or a trade ("做…的"), then its name.
        _r(
            "zh.class.employer_kind_then_name",
            "identity",
            rf"{_ZW}(?:现在|目前|之前|刚)?(?:(?:在|去了?|跳去了?|跳槽去了?|跳槽到|跳到了?|进了?|换了|换到了?|入职了?|给)\s*)?"
            rf"(?:一家|家)(?:公司)?[\s，,]*(?:是)?(?:做{_NB}{{1,8}}?的|{_NB}{{0,6}}?(?:公司|工作室|厂|集团|事务所|律所|机构))"
            rf"[\s，,]*(?:名字)?叫(?P<x>{_NB}{{2,8}}?)(?=的?{_B}|的?$)",
            "{who}在{x}工作",
            0.8,
            slot="employer",
            value="{x}",
        ),
        _r(
            "zh.class.employer_company_called",
            "identity",
            # (and any workplace named by its kind: "厂叫恒泰陶瓷", "场子叫蓝湾水产", "工作室叫石板巷蓝舍", "刊名叫《浮石乡讯》")
            rf"{_ZW}(?:的|们)?(?:公司|单位|厂子?|场子|店|店名|工作室|作坊|档口|铺子|诊所|刊名)(?:的)?(?:名字)?叫《?(?P<x>(?:(?!》){_NB}){{2,8}}?)》?{_END}",
            "{who}在{x}工作",
            0.8,
            slot="employer",
            value="{x}",
        ),
        # Years at an employer, and the role: "我在鸿骐物流干了五年调度了".
        _r(
            "zh.class.employer_years",
            "identity",
            rf"{_ZW}在(?P<x>(?![这那哪此该])(?!家)(?!{_NB}*?(?:这边|那边|这里|那里)){_NB}{{2,8}}?)(?:干|做|上班|工作|待)了(?:快|将近|差不多|整整|小)?[一二三四五六七八九十两几半\d]+(?:年|个月)",
            "{who}在{x}工作",
            0.75,
            slot="employer",
            value="{x}",
        ),
        _r(
            "zh.class.job_years_at",
            "identity",
            rf"{_ZW}在{_NB}{{2,8}}?(?:干|做)了(?:快|将近|差不多|整整|小)?[一二三四五六七八九十两几半\d]+(?:年|个月)多?(?:的)?(?P<x>{_NB}{{2,4}}?)(?:了|啦)?(?={_B}|$)",
            "{who}的工作是{x}",
            0.75,
            slot="job",
            value="{x}",
        ),
        _r(
            "zh.class.shop_city",
            "identity",
            # (beside it: "在西湖边上开民宿"; a stall set up: "在鼓楼摆糖画摊子")
            rf"{_ZW}在(?P<x>{_NB}{{2,6}}?)(?:边上|旁边|附近|那边|那儿)?(?:开|摆)(?:了)?(?:一家|家|个|一个)?{_NB}{{0,4}}?"
            r"(?:餐馆|饭馆|饭店|餐厅|小店|店|超市|公司|厂|工作室|诊所|民宿|酒吧|摊子?|铺子?)",
            "{who}在{x}工作",
            0.75,
            slot="workplace",
            value="{x}",
            check="known_place",
        ),
        _r(
            "zh.class.shop_owner",
            "identity",
            rf"{_ZW}在{_NB}{{2,8}}?开(?:了)?(?:一家|家|个|一个)?(?P<x>{_NB}{{0,4}}?(?:餐馆|饭馆|饭店|餐厅|小店|超市|工作室|诊所|民宿|酒吧|奶茶店|花店|书店|咖啡店|咖啡馆|面馆|理发店|服装店|烘焙店|服装厂|工厂|作坊|"
            r"铺子|档口|庄园|客栈|武馆|茶馆|"
            rf"(?<=[{HAN}]{{2}})(?:店|馆|铺)))(?={_B}|$|[了呢啊呀的])",
            "{who}开{x}",
            0.7,
            slot="job",
            value="开{x}",
        ),
        # A post one is raised or moved to: "我升车间主任了", "我哥被提拔为副校长了", "调我去仓库当保管员" (the post by
        # its last word: a head, a manager, an inspector…).
        # A stall one keeps, by what it sells: "在鼓楼摆糖画摊子", "在夜市摆烤肠摊" (the stall is the trade).
        _r(
            "zh.class.stall_keeper",
            "identity",
            rf"{_ZW}在{_NB}{{2,8}}?摆(?:了)?(?:个|一个)?(?P<x>(?:(?![了的个])[{HAN}]){{1,5}}?摊)子?(?={_B}|$|[了呢啊呀的])",
            "{who}摆{x}",
            0.7,
            slot="job",
            value="摆{x}",
        ),
        _r(
            "zh.class.job_promoted",
            "identity",
            # ("我提科长了", "升店长了hhh", "我考上高级药师了", "公司把我提成仓储主管了", "领导提我当车间副主任了")
            rf"{_ZW}(?:下个?月|下周|明年|今年|刚刚?|已经|终于|被)*(?:(?:升职?|提拔|晋升|转正|提(?![醒前早出起到供交议示问高])|考上|当上)(?:为|成|到|做|当)?了?|"
            rf"(?:调|派)我?(?:去|到)[^，,。！!？?]{{1,8}}?(?:当|做)|[{HAN}]{{1,4}}?(?:把我|提我|让我)(?:提成|提为|升为|升成|提|升|当|做))"
            rf"(?P<x>[{HAN}A-Za-z]{{0,4}}?(?:长|经理|主管|总监|主任|领班|主编|工程师|员|老师|师傅|师|官))(?:了|啦)?(?={_B}|$|[A-Za-z哈])",
            "{who}现在是{x}",
            0.75,
            slot="job",
            value="{x}",
            needs=("升", "提", "晋升", "转正", "调", "派", "考上", "当上"),
        ),
        # A shop, a workshop or a farm one opened, said without where: "我姑父开个竹编坊", "辞职了，开了个小面馆",
        # "我开了一家花店，叫半亩春" (not a shop that opened downstairs, nor 开会,
        # 开个账号: what is opened must be a place of business by its last word).
        _r(
            "zh.class.shop_opened",
            "identity",
            # (where first, and then the classifier may go: "我表哥在县城开面馆", "俺婶子在家开小卖部")
            rf"{_ZW}(?:在(?:家|{_NB}{{2,6}}?)(?=开))?(?<!楼下)(?<!对面)(?<!隔壁)(?<!附近)(?<!新)开(?:了)?"
            rf"(?:一家|家|个|一个|间|一间|(?<=[{HAN}]{{2}}开)(?<!不开)(?<!要开)(?<!想开)(?<!去开)(?=[{HAN}]{{0,5}}?{_ZH_SHOP_END}))(?:小)?"
            rf"(?P<x>{_NB}{{0,5}}?{_ZH_SHOP_END})(?={_B}|$|[了呢啊呀，一])",
            "{who}开{x}",
            0.7,
            slot="job",
            value="开{x}",
            needs=("开",),
        ),
        _r(
            "zh.class.employer_clause",
            "identity",
            rf"(?:^|[，,])(?P<bare>)(?:现在|目前|就)?在(?P<x>(?:(?![在了的去做当干一])[{HAN}A-Za-z]){{1,10}}?(?:{_ZH_EMPLOYER_ORG}|酒店|工厂|厂))(?=[，,。！!～~]|$)",
            "{who}在{x}工作",
            0.75,
            slot="employer",
            value="{x}",
        ),
        # … and between spaces, as chat types clauses, right after what one does ("护士 在仁济医院 天天
        # 上夜班"); a hotel there is where something is held ("1月17号 在锦澜酒店"), so not with a space.
        _r(
            "zh.class.employer_clause_spaced",
            "identity",
            rf"(?:师|员|生|工|长|理|计|管|手|家|士)\s+(?P<bare>)(?:现在|目前|就)?在(?P<x>(?:(?![在了的去做当干一])[{HAN}A-Za-z]){{1,10}}?(?:{_ZH_EMPLOYER_ORG}))(?=[，,。！!～~\s]|$)",
            "{who}在{x}工作",
            0.75,
            slot="employer",
            value="{x}",
        ),
        # Languages: "在家都说闽南话", "日语勉强够用".
        _r(
            "zh.class.language_home",
            "identity",
            rf"(?:在家|家里|平时|跟家里人?|和家里人?|跟爸妈|和爸妈|在老家|跟老人)(?:都|一般|也|还|主要|只)*(?:讲|说|用)(?P<x>[{HAN}]{{1,4}}?(?:话|语))",
            "用户会说{x}",
            0.7,
            slot="language:{x}",
            value="{x}",
        ),
        _r(
            "zh.class.language_enough",
            "identity",
            rf"(?:^|{_B})(?P<x>[{HAN}]{{1,4}}?(?:语|话))(?:也|还|的话)?(?:凑合|勉强|基本|还算|日常)*(?:能用|够用|能交流|能应付|能对付|没问题)",
            "用户会说{x}",
            0.7,
            slot="language:{x}",
            value="{x}",
        ),
        # Likes: "铁杆湖人球迷", "在追繁花", "火锅我能吃一辈子", "吃辣谁怕谁".
        _r(
            "zh.class.like_fan",
            "preference",
            rf"(?P<bare>)(?:死忠|铁杆|忠实|资深|头号)的?(?P<x>{_NB}{{1,8}}?)(?:球迷|粉丝|粉|迷)(?={_B}|$|一枚)",
            "{who}喜欢{x}",
            0.5,
            **_LIKE,
        ),
        _r(
            "zh.class.like_following",
            "preference",
            rf"{_ZW}(?:最近|正|正在|天天|在)*(?:在)?追(?!星|剧|着|了?一个|个|[我你他她它男女])(?P<x>{_NB}{{2,12}}?){_END}",
            "{who}在追{x}",
            0.5,
            **_LIKE,
        ),
        _r(
            "zh.class.like_forever",
            "preference",
            rf"(?:^|{_B})(?P<x>(?![我你他她它这那])[{HAN}A-Za-z]{{1,8}}?)(?:我|俺)(?:真的?|是)?(?:能吃|能喝|能看|能听|能玩)(?:一辈子|一百年|一整年|到老|一万遍)",
            "{who}喜欢{x}",
            0.5,
            **_LIKE,
        ),
        _r(
            "zh.class.like_taste",
            "preference",
            rf"(?P<bare>)(?:吃(?P<x1>[{HAN}]{{1,3}}?)(?:没在怕的|不在话下|从来不怕|谁怕谁)|无(?P<x2>[{HAN}])不欢|(?:很|特别|超|贼|挺|巨|超级)能吃(?P<x>辣|甜|酸|肉|香菜))",
            "{who}喜欢{x}",
            0.5,
            **_LIKE,
        ),
        # Dislikes: "综艺什么的一点兴趣都没有", "对球赛不感兴趣", "她最怕坐飞机".
        _r(
            "zh.class.dislike_no_interest",
            "preference",
            rf"(?:^|{_B})(?:对)?(?P<x>(?![我你他她它这那])[{HAN}A-Za-z]{{1,8}}?)(?:什么的|之类的|这种|这类)?(?:我)?(?:真的?|是|完全|根本|实在)*"
            r"(?:(?:一点|一丁点|丝毫|半点)?(?:兴趣|兴致)都没有|没(?:什么|啥|有)?兴趣|不感兴趣|提不起兴趣)",
            "{who}对{x}没兴趣",
            0.5,
            slot="likes:{x}",
            value="dislike",
            valence=-0.4,
        ),
        _r(
            "zh.class.dislike_fear",
            "preference",
            rf"{_ZW}(?:最|特别|很|超|超级)怕(?P<x>(?![我你他她它这那麻烦])(?:打|看|吃|坐|见|去|上|做)?{_NB}{{1,4}}?){_END}",
            "{who}怕{x}",
            0.5,
            slot="likes:{x}",
            value="dislike",
            valence=-0.4,
        ),
        # A named event with its date before it: "下周的读书会我要分享", "月底的漫展".
        _r(
            "zh.class.dated_event",
            "life_event",
            rf"(?:^|{_B})(?P<t>下个?月|下周[一二三四五六日天末]?|这周[一二三四五六日天末]|明天|后天|这周末|月底|年底|明年)的"
            rf"(?P<x>(?:(?![我你他她都也要会在是了的就还每])[{HAN}A-Za-z]){{1,6}}?(?:展|节|赛|会|音乐会|演唱会|比赛|聚会|漫展))(?=[我，,。！!]|$)",
            "用户要参加{x}",
            0.65,
            value="activity",
            outcome="open",
        ),
        _r(
            "zh.class.dated_event_time",
            "life_event",
            rf"(?:^|{_B})(?P<t>下个?月|下周[一二三四五六日天末]?|这周[一二三四五六日天末]|明天|后天|这周末|月底|年底|明年)的"
            rf"(?P<rel>(?P<e>(?:(?![我你他她都也要会在是了的就还每])[{HAN}A-Za-z]){{1,6}}?(?:展|节|赛|会|音乐会|演唱会|比赛|聚会|漫展)))(?=[我，,。！!]|$)",
            "{e}的时间：{t}",
            0.6,
            slot="time",
            value="{t}",
        ),
        # "我们有个儿子，小名叫团团": a nickname said after the relation, in the next clause.
        _r(
            "zh.class.nickname_bare",
            "identity",
            rf"(?:^|{_B})(?P<bare>)(?:小名|乳名|昵称|外号)(?:叫|是){_NAME}",
            "{who}的小名叫{x}",
            0.75,
            slot="nickname",
            value="{x}",
            check="other",
        ),
    ]
)

# Classes found missing on the fifth set (`extraction_holdout4/`): a condition named by its check-up or
# its operation, a body part that is "不太好", an age said with 了 of the one last named, a list of
# weekend habits or loved foods, a topic refused, a company described by its trade, a role taken
# up, a relative's offer or internship, a show seen, a hometown said with 老家, a name said after
# the relation (老郑, 林菲) or with 姓.
_ZH_ROLE = r"(?:经理|主管|组长|总监|主任|店长|科长|处长|院长|校长|队长|主编|合伙人|负责人|班主任|副总|总经理)"
ZH_RULES.extend(
    [
        # Health: "体检查出来高血压", "下周做白内障手术", "耳朵也不太好".
        _r(
            "zh.class.health_checkup",
            "identity",
            rf"{_ZW}(?:上周|上个月|前几天|最近|今年|去年|年初)?(?:去)?(?:体检|检查|复查|查体)(?:时|的时候)?(?:查出来?了?|发现了?|查出)(?:有)?"
            rf"(?:轻度|中度|重度|轻微的?|点)?(?P<x>{_HEALTH}|(?:(?![了的是有说])[{HAN}]){{1,5}}?(?:症|病|炎|癌|瘤|结节|高|低))(?={_B}|$|[，,了])",
            "{who}有{x}",
            0.75,
            slot="health:{x}",
            value="{x}",
        ),
        _r(
            "zh.class.health_operation",
            "identity",
            rf"{_ZW}(?:下周[一二三四五六日天]?|明天|后天|下个?月|月底|这周[一二三四五六日天末]?|上周|刚|刚刚)?(?:要|准备|得|去)?做(?:了)?"
            rf"(?P<x>(?![个了完一这那次场])(?:白内障|阑尾|胆囊|甲状腺|心脏搭桥|搭桥|膝盖|半月板|疝气|痔疮|扁桃体|腰椎|颈椎|乳腺|子宫肌瘤|肾结石|胆结石|近视|鼻窦|牙))手术",
            "{who}要做{x}手术",
            0.7,
            slot="health:{x}",
            value="{x}",
        ),
        _r(
            "zh.class.health_sleepless",
            "identity",
            rf"{_ZW}(?:最近|这阵子|一直|这段时间)*(?P<x>失眠|焦虑|抑郁)(?:特别|很|挺|非常|有点|越来越)*(?:严重|厉害|重)",
            "{who}{x}严重",
            0.7,
            slot="health:{x}",
            value="{x}",
        ),
        _r(
            "zh.class.health_doctor_says",
            "identity",
            rf"(?:医生|大夫)[，,]?(?:说|讲|告诉我)(?:我)?(?:有点|有些|有|是|得了)(?:轻度|中度|重度|轻微的?)?(?P<x>焦虑|抑郁|{_HEALTH})",
            "用户有{x}",
            0.7,
            slot="health:{x}",
            value="{x}",
        ),
        # Habits of the one last named: "他还天天熬夜打游戏" (each habit).
        _r(
            "zh.class.routine_daily_first",
            "routine",
            rf"(?:还|也|都|又)*(?:天天|每天都?|成天|整天)(?P<x>{_ZH_ABSTAIN}|打游戏|刷手机)",
            "{who}天天{x}",
            0.55,
            slot="routine:{x}",
            value="天天",
        ),
        _r(
            "zh.class.routine_daily_second",
            "routine",
            rf"(?:还|也|都|又)*(?:天天|每天都?|成天|整天)(?:{_ZH_ABSTAIN}|打游戏|刷手机)(?:又|还|和|、)?(?P<x>{_ZH_ABSTAIN}|打游戏|刷手机)",
            "{who}天天{x}",
            0.55,
            slot="routine:{x}",
            value="天天",
        ),
        # Done together: "谢谢你陪我背单词", "你帮我一起改的那份简历".
        _r(
            "zh.class.shared_thanks",
            "shared",
            rf"谢谢你(?:一直)?(?:陪我|帮我|和我一起|跟我一起)(?P<x>(?:练|写|改|准备|复习|背|想|做|排练|模拟|面试)[^，,。！!？?]{{1,8}}?){_END}",
            "用户和{bot}一起{x}",
            0.5,
            valence=0.5,
        ),
        _r(
            "zh.class.shared_helped",
            "shared",
            rf"你(?:帮我|陪我|和我|跟我)一起(?:写|做|改|想|编|练|准备|画|算)的(?:那封|那个|那份|那篇|那首|那张|那些)?(?P<x>{_NB}{{2,8}}?)(?=吗|{_B}|$)",
            "用户和{bot}一起做了{x}",
            0.5,
            valence=0.5,
        ),
        # Age of the one last named, said with 了, 岁 or 才: "她八十一了", "他5岁", "她才24".
        _r(
            "zh.class.age_pronoun",
            "identity",
            rf"(?:^|{_B})(?P<pro>[他她它])(?:今年|都|已经|也)*(?:(?P<x>[二三四五六七八九]十[一二三四五六七八九]?|[1-9]\d)(?:岁)?了"
            rf"|才(?P<x1>[1-9]\d)(?:岁)?(?:啊|呀)?|(?P<x2>[1-9]\d?|[二三四五六七八九]?十[一二三四五六七八九]?)岁)(?={_B}|$)",
            "{who}今年{x}岁",
            0.75,
            slot="age",
            value="{x}",
        ),
        # A child's or elder's age said bare after the kin word, a name between them or not: "儿子8岁 女儿3岁",
        # "儿子乐乐八岁", "儿子15，在这边上高中", "阿嬷今年90岁" (a number without 岁 only at a break: not
        # "儿子15分钟", "女儿一年级").
        _r(
            "zh.class.age_kin_bare",
            "identity",
            rf"(?:^|(?<=[{_B[1:-1]}我俺]))(?P<rel0>{ZH_KIN}|阿公|阿嬷|阿婆|阿妈尼)(?:(?:今年|都|已经|才|快|刚满|满)?"
            rf"(?P<x>[1-9]\d?|[一二三四五六七八九]?十[一二三四五六七八九]?)(?=[，,\s。！!~～]|$)|"
            rf"(?:[{HAN}]{{2}})?(?:今年|都|已经|才|快|刚满|满)?(?P<x1>[1-9]\d?|(?=[一二三四五六七八九两十])[一二三四五六七八九两]?十?[一二三四五六七八九]?)岁(?P<more>半)?)",
            "{who}今年{x}岁{more}",
            0.75,
            slot="age",
            value="{x}",
        ),
        # Age corrected or said alone with 了: "我二十七了".
        _r(
            "zh.class.age_me",
            "identity",
            rf"(?:^|{_B})(?P<me>我)(?:今年|都|已经|其实|也)*(?P<x>[一二三四五六七八九]?十[一二三四五六七八九]?|[1-9]\d)(?:岁)?了(?={_B}|$)",
            "用户今年{x}岁",
            0.8,
            slot="age",
            value="{x}",
        ),
        _r(
            "zh.class.age_about",
            "identity",
            rf"(?:^|{_B})(?P<bare>)(?P<x>[二三四五六七八九]十多岁|[2-9]0多岁)(?={_B}|$)",
            "{who}{x}",
            0.7,
            slot="age",
            value="{x}",
            check="other",
        ),
        # Name said with 姓: "我们组长姓刘", "她男朋友姓陈".
        _r(
            "zh.class.other_surname",
            "identity",
            rf"{_ZO}姓(?P<x>[{HAN}]{{1,2}}?)(?=[，,。！!\s]|$|[今是叫在])",
            "{who}姓{x}",
            0.7,
            slot="name",
            value="{x}",
        ),
        # A name right after the relation, before what they did: "我室友阿凯陪我…", "我同事老郑跑过…",
        # "我闺蜜林菲在上海…".
        _r(
            "zh.class.other_named_verb",
            "identity",
            rf"{_ZO}(?P<x>(?:小|老|阿)[{HAN}])(?=陪|一起|跑|带|帮|约|拉|送|请|喊|开车|特别|最|天天|每天|平时|已经|刚)",
            "{who}叫{x}",
            0.75,
            slot="name",
            value="{x}",
            check="name",
        ),
        _r(
            "zh.class.other_named_double",
            "identity",
            # (a doubled adverb or pastime is no pet name: "我儿子天天打游戏", "我妈常常说", "我儿子画画特别好")
            rf"{_ZO}(?!天天|常常|刚刚|渐渐|偏偏|好好|慢慢|早早|年年|月月|时时|处处|个个|样样|往往|总总|仅仅|白白|悄悄|默默|整整|"
            r"画画|看看|写写|聊聊|走走|跑跑|说说|试试|想想|玩玩|逛逛|听听|尝尝|练练|学学|唱唱|跳跳|问问|等等)"
            rf"(?P<x>(?P<_c>[{HAN}])(?P=_c))(?=[^{HAN}]|$|陪|一起|跑|带|帮|约|拉|送|请|喊|推荐|告诉|跟|和|在|是|说|也|都|就|今天|昨天|最近|特别|最|天天|每天|平时|已经|刚)",
            "{who}叫{x}",
            0.75,
            slot="name",
            value="{x}",
            check="name",
        ),
        _r(
            "zh.class.other_fullname",
            "identity",
            rf"{_ZO}(?P<x>[{HAN}]{{2,3}}?)(?=在|是|今年|现在|刚|已经|陪|一起|跟|和)",
            "{who}叫{x}",
            0.75,
            slot="name",
            value="{x}",
            check="fullname",
        ),
        # Kin named right after the word for them: "老婆阿霞管收银", "闺女小芽八个月了", "我男朋友志强，他说…" (a
        # given name the segmenter reads as a person's, or one made the way pet names are: 阿燕, 小满)
        _r(
            "zh.class.kin_given_name",
            "identity",
            rf"(?:^|{_B}|(?<=[我俺额])|(?<=我的))(?P<rel>{ZH_KIN})(?P<x>[{HAN}]{{2}})"
            rf"(?=[，,、\s]|$|在|是|系|管|做|干|开|当|读|上|也|又|说|去|来|要|会|今年|负责|请|带|陪|帮|跟|和|刚|已经|现在|还|都|就|"
            rf"每天|最|特别|很|[一二三四五六七八九十两\d]+(?:岁|个月))",
            "{who}叫{x}",
            0.75,
            slot="name",
            value="{x}",
            check="given",
        ),
        # Work: "在上海当律师" (a relative's trade and city), "开始当部门经理", "公司是做医疗器械的".
        _r(
            "zh.class.job_city",
            "identity",
            rf"{_ZW}(?:{_ZCALLED})?(?P<lead>[{HAN}]{{2,3}}?)?在(?P<c>{_NB}{{2,6}}?)(?:当|做)(?P<x>{_JOB_ANY}|律师|医生|护士|老师|会计|设计师|程序员)(?={_B}|$|了)",
            "{who}在{c}当{x}",
            0.75,
            slot="job",
            value="{x}",
        ),
        _r(
            "zh.class.workplace_city_job",
            "identity",
            rf"{_ZW}(?:{_ZCALLED})?(?P<lead>[{HAN}]{{2,3}}?)?在(?P<x>{_NB}{{2,6}}?)(?:当|做)(?:{_JOB_ANY}|律师|医生|护士|老师|会计|设计师|程序员)(?={_B}|$|了)",
            "{who}在{x}工作",
            0.75,
            slot="workplace",
            value="{x}",
            check="known_place",
        ),
        _r(
            "zh.class.workplace_moved",
            "identity",
            rf"{_ZW}(?:今年|去年|上个月|最近|刚)*(?:调去|调到|派到|派去|外派到|外派去)了?(?P<x>{_NB}{{2,4}}?)(?:的)?(?:分所|分公司|分部|分行|总部|办事处|工作|上班)",
            "{who}调到{x}工作",
            0.75,
            slot="workplace",
            value="{x}",
            check="known_place",
        ),
        _r(
            "zh.class.job_role_taken",
            "identity",
            rf"{_ZW}(?:下个?月|下周|明年|年后|马上|以后|从下个?月)?(?:就|要)?(?:开始当|当上了?|升为|升任|提为|提拔为|开始做)(?P<x>[{HAN}]{{0,4}}?{_ZH_ROLE})",
            "{who}当上了{x}",
            0.8,
            slot="job",
            value="{x}",
        ),
        _r(
            "zh.class.employer_trade",
            "identity",
            rf"(?:^|{_B})(?:我们|我的|我)?公司(?:是)?(?:做|搞|卖)(?P<x>[{HAN}A-Za-z]{{2,8}}?)的",
            "用户在做{x}的公司工作",
            0.7,
            slot="employer",
            value="{x}",
        ),
        _r(
            "zh.class.employer_shop_job",
            "identity",
            rf"{_ZW}(?:课余|周末|业余|下班后|平时)?(?:还)?在(?:一家|家|一个)(?P<x>{_NB}{{1,6}}?(?:奶茶店|咖啡店|便利店|餐厅|饭店|超市|书店|店))(?:打工|兼职|上班|做兼职)",
            "{who}在{x}打工",
            0.7,
            slot="employer",
            value="{x}",
        ),
        _r(
            "zh.class.routine_part_time",
            "routine",
            rf"{_ZW}(?:课余|周末|业余|下班后|平时)?在(?:一家|家|一个){_NB}{{1,6}}?(?:店|餐厅|超市)(?P<x>打工|兼职|做兼职)[，,](?P<freq>{_ZH_FREQ}|(?:一周|每周|一个星期)[一二三四五六七两\d]个?(?:晚上|下午|上午|早上|白天))",
            "{who}{freq}{x}",
            0.55,
            slot="routine:{x}",
            value="{freq}",
        ),
        # Homes: "以后我就是海淀人了", "回老家南充", "在老家洛阳".
        _r(
            "zh.class.residence_became",
            "identity",
            rf"(?:以后|从此|现在|今后)?(?P<me>我)(?:以后|从此|现在|今后)?(?:就|也|终于)*(?:算)?是(?P<x>{_NB}{{2,4}}?)人了(?={_B}|$)",
            "用户住在{x}",
            0.75,
            slot="residence",
            value="{x}",
            check="known_place",
        ),
        _r(
            "zh.class.hometown_laojia",
            "identity",
            # (not where a wedding is held: "婚礼回老家凤城办" says where the wedding is)
            rf"(?:回|在|是|去)老家(?![{HAN}]{{2,4}}?(?:办|举办|摆酒))(?P<x>(?![了的过看住待呆玩当做上开教读种养帮干务待休办])[{HAN}]{{2,4}}?)(?=[，,。！!]|$|陪|看|过|住|待|呆|玩|了|吧|，)",
            "用户老家是{x}",
            0.75,
            slot="hometown",
            value="{x}",
            check="place",
        ),
        _r(
            "zh.class.residence_abroad_study",
            "identity",
            rf"{_ZW}(?:今年|去年|已经|刚)*去(?P<x>{_NB}{{2,5}}?)(?:读博|读研|留学|读书|念书|上大学|读大学)了(?={_B}|$)",
            "{who}在{x}读书",
            0.7,
            slot="residence",
            value="{x}",
            check="place",
        ),
        # Two homes told side by side: "他在广州我在长沙" (the user's is the second).
        _r(
            "zh.class.residence_apart",
            "identity",
            rf"[他她]在{_NB}{{2,6}}?[，,]?(?P<me>我)在(?P<x>{_NB}{{2,6}}?)(?={_B}|$)",
            "用户住在{x}",
            0.75,
            slot="residence",
            value="{x}",
            check="city",
        ),
        # Lists: "周末基本就是睡懒觉、打羽毛球、追剧", "火锅、串串、冒菜都是我的命".
        _r(
            "zh.class.routine_list",
            "routine",
            rf"(?P<freq>周末|平时|下班后|下班以后|放假)(?:我)?(?:基本|一般|通常|基本上)*(?:就是|都是|就|都)?"
            rf"(?P<x>(?![是就都])[{HAN}A-Za-z]{{2,6}}(?:、[{HAN}A-Za-z]{{2,6}}){{1,5}})(?={_B}|$)",
            "{who}{freq}{x}",
            0.5,
            slot="routine:{x}",
            value="{freq}",
            each=True,
        ),
        _r(
            "zh.class.like_list_topic",
            "preference",
            rf"(?:^|{_B})(?P<bare>)(?P<x>(?![我你他她它这那])[{HAN}A-Za-z]{{1,6}}?(?:、[{HAN}A-Za-z]{{1,6}}?){{1,5}})"
            r"(?:都|也)?(?:是我的命|是我的最爱|是我的心头好|我都爱|我都喜欢|都爱吃|都超爱|我都超爱|百吃不厌)",
            "{who}喜欢{x}",
            0.5,
            **_LIKE,
            each=True,
        ),
        # A topic refused: "香菜我是真的不行，一点都不能碰".
        _r(
            "zh.class.dislike_topic_refused",
            "preference",
            rf"(?:^|{_B})(?:但是|不过|可是|而且|但)?(?P<bare>)(?P<x>(?![我你他她它这那是])[{HAN}A-Za-z]{{1,6}}?)(?:我|俺)(?:是)?(?:真的?|实在|完全)*(?:不行|不可以|接受不了)"
            rf"[，,](?:一点|一口|碰)?都?(?:不能碰|不碰|不敢碰|碰不得|吃不了|不吃)",
            "{who}不喜欢{x}",
            0.5,
            slot="likes:{x}",
            value="dislike",
            valence=-0.4,
        ),
        # Languages by where they are spoken: "在家讲粤语，出门讲普通话".
        _r(
            "zh.class.language_outside",
            "identity",
            rf"(?:在家|家里|跟爸妈|和爸妈|跟家里人?)[^，,。]{{0,6}}?(?:讲|说)[{HAN}]{{1,4}}?(?:话|语)[，,](?:出门|在外面|在外|上班|在公司|在学校|平时)(?:都|就|一般)?(?:讲|说)(?P<x>[{HAN}]{{1,4}}?(?:话|语))",
            "用户会说{x}",
            0.7,
            slot="language:{x}",
            value="{x}",
        ),
        # A language being learnt is a habit, not yet spoken: "最近在学日语".
        _r(
            "zh.class.routine_learning_language",
            "routine",
            rf"{_ZW}(?:最近|现在|每天|一直|这阵子)*(?:在|正在)(?:自学|学)(?P<x>[{HAN}]{{1,3}}语)(?={_B}|$|，)",
            "{who}在学{x}",
            0.55,
            slot="routine:{x}",
            value="在学",
        ),
        # Good news of others and shows seen: "我室友拿到腾讯的实习了", "上周去看了演唱会！！".
        _r(
            "zh.class.news_offer_other",
            "life_event",
            rf"{_ZO}(?:{_ZADV})?(?:终于|已经|也)*(?:拿到|拿下|收到)了?(?:{_NB}{{1,8}}?的)?(?P<x>实习|offer|Offer|录取通知书|录取|奖学金)(?:了|啦)",
            "{who}拿到了{x}",
            0.7,
            value="new_job",
            outcome="positive",
            valence=0.6,
        ),
        _r(
            "zh.class.news_offer_given",
            "life_event",
            r"(?:给了|发了|给我发了|给我了)(?:我)?(?:一个)?(?:口头|正式|实习)?(?P<x>offer|Offer|OFFER)",
            "用户拿到了{x}",
            0.7,
            value="new_job",
            outcome="positive",
            valence=0.6,
        ),
        _r(
            "zh.class.news_show_seen",
            "life_event",
            rf"(?:上周末?|昨天|昨晚|前天|周末|今天|刚)?去(?:看|听)了(?P<x>{_NB}{{0,10}}?(?:演唱会|音乐节|话剧|音乐剧|演出|livehouse|live))(?:[！!]{{1,}})",
            "用户去看了{x}",
            0.65,
            value="concert",
            outcome="positive",
            valence=0.6,
        ),
    ]
)

# Classes found missing on the eighth set (`extraction_holdout7/`), each tested with sentences of its own.
ZH_RULES.extend(
    [
        # A name and a nickname said of the one the turn is about: "大名李振华 我平时叫他胖胖",
        # "朵朵 小名啦 大名周语桐" (after "她叫什么呀？"). Of the user when nobody else is in focus
        # (``zh.identity.name_bare``).
        _r(
            "zh.class.other_full_name",
            "identity",
            rf"(?:^|{_B}|小名[啦呀嘛哈]?)(?P<bare>)(?:大名|全名|本名|真名|学名)(?:是|叫)?{_NAME}",
            "{who}叫{x}",
            0.8,
            slot="name",
            value="{x}",
            check="other",
        ),
        _r(
            "zh.class.other_nickname_marked",
            "identity",
            rf"(?:^|{_B})(?P<bare>)(?P<x>[{HAN}]{{2,3}}?)\s*(?:是|是她的?|是他的?)?(?:小名|乳名|昵称|外号)(?:啦|呀|哈|嘛|吧|哦)?(?={_B}|$)",
            "{who}的小名叫{x}",
            0.75,
            slot="nickname",
            value="{x}",
            check="name",
        ),
        _r(
            "zh.class.other_nickname_called",
            "identity",
            rf"(?:我|我们|大家|家里人?|朋友们?)(?:平时|一般|私下|都|就|一直|从小)*(?:叫|喊)(?P<pro>[他她它])(?!们){_NAME}",
            "{who}的小名叫{x}",
            0.75,
            slot="nickname",
            value="{x}",
            check="name",
        ),
        # An age said by the birthday just had: "她上个月刚过完六岁生日", "我昨天刚过了30岁生日".
        _r(
            "zh.class.age_birthday_had",
            "identity",
            rf"{_ZW}(?:上个月|上周|前几天|昨天|前天|今天|刚刚|刚|才)*过(?:完|了)了?(?P<x>{_NUM})岁(?:的)?生日",
            "{who}今年{x}岁",
            0.8,
            slot="age",
            value="{x}",
        ),
        # Events booked or entered, whatever they are called: "下周约了心理咨询", "我报名了下个月的半马".
        _r(
            "zh.class.event_booked",
            "life_event",
            rf"(?:^|{_B}|我|我们)(?:下周[一二三四五六日天]?|明天|后天|周[一二三四五六日天末]|这周[一二三四五六日天末]?|月底|下个月|今天|已经|刚)*"
            rf"(?:约了|预约了|挂了|约好了)(?:个|一个|一次|一下)?(?P<x>(?![我你他她它])[{HAN}A-Za-z]{{2,6}}?)(?={_B}|$|了|啦)",
            "用户约了{x}",
            0.6,
            value="activity",
            outcome="open",
            names_event=True,
        ),
        # An exam one is to sit, by its name: "今年九月要考法考", "下个月要考执业医师" (what one signed up
        # for, "报名了杭州马拉松", is any event)
        _r(
            "zh.class.exam_planned",
            "life_event",
            rf"(?:^|{_B}|我|俺)(?:今年|明年|下个月|下半年|年底|月底|[一二三四五六七八九十]{{1,2}}月|今年[一二三四五六七八九十]{{1,2}}月)*(?:还)?"
            rf"(?:要考|准备考|打算考|得考|还要考)(?!虑|察|试|一|个|了|名)(?P<x>(?![我你他她它])[{HAN}A-Za-z0-9]{{2,6}}?)(?={_B}|$|，|了|啦)",
            "用户要考{x}",
            0.6,
            value="exam",
            outcome="open",
            dated=True,
            names_event=True,
        ),
        _r(
            "zh.class.event_joined_dated",
            "life_event",
            rf"我(?:们)?(?:报名了|报了|报名参加了|要参加|准备参加)(?:下个?月|下周|明年|今年|年底|这周末?|月底|十一|国庆|五一)的"
            rf"(?P<x>[{HAN}A-Za-z]{{1,8}}?){_END}",
            "用户报名了{x}",
            0.65,
            value="activity",
            outcome="open",
            names_event=True,
        ),
        # A list of tastes headed by how many: "我这人就爱三样 奶茶 炸鸡 睡觉",
        # "我最受不了三种人 吃饭吧唧嘴的 插队的 还有开会念PPT的".
        _r(
            "zh.class.tastes_counted_like",
            "preference",
            rf"(?:我|我这人|本人)(?:就|最|只|特别)*(?:爱|喜欢)(?:[两三四五六]|这[两三四五])(?:样|种|件事|个)(?:东西)?[：:\s]+"
            rf"(?P<x>{_NB}{{1,10}}(?:\s+(?:还有|以及)?{_NB}{{1,10}}){{1,4}})",
            "用户喜欢{x}",
            0.5,
            **_LIKE,
            each=True,
        ),
        _r(
            "zh.class.tastes_counted_dislike",
            "preference",
            rf"(?:我|我这人|本人)(?:就|最|只|特别|真的)*(?:讨厌|受不了|烦|看不惯)(?:[两三四五六]|这[两三四五])(?:样|种|件事|个)(?:人|东西)?[：:\s]+"
            rf"(?P<x>{_NB}{{1,10}}(?:\s+(?:还有|以及)?{_NB}{{1,10}}){{1,4}})",
            "用户不喜欢{x}",
            0.5,
            slot="likes:{x}",
            value="dislike",
            valence=-0.4,
            each=True,
        ),
    ]
)


def _zh_form(name: str, labels: tuple[str, ...], value: str, template: str, slot: str, **kw: object) -> Rule:
    """A field of an introduction written as a form, after a break or a heading: "职业：焊工", "【档案】单位：…"."""
    return _r(
        name,
        "identity",
        rf"(?:^|{_B}|\n|[】#])\s*(?P<bare>)(?:{'|'.join(labels)})\s*[=:：]\s*['‘“\"]?{value}",
        template,
        0.8,
        slot=slot,
        value="{x}",
        needs=labels,
        **kw,
    )


# When a festival, fair or contest is, said with it: "五月樱花节，…", "龙舟赛下个月开始" (a name ending in
# 节/会/展/赛/集, a time right before or after it; its time becomes the event's attribute. "有个…会" is the
# event readers' business, as is an event they know by its word: "下周有个演讲比赛").
_ZH_FEST_WHEN = (
    r"(?:下个?月(?:初|中|底)?|下(?:周|个?星期|个?礼拜)[一二三四五六日天末]?|这(?:周|个?星期)[六日天末]|月底|年底|明年|"
    r"(?:1[0-2]|[1-9]|十[一二]?|[一二三四五六七八九])月(?:(?:[1-3]?\d|[一二三]?十[一二三四五六七八九]?|[一二三四五六七八九])[号日])?(?:底|初|中旬|中)?)"
)
_ZH_FEST = r"(?:(?![我你他她都也要会在是了的就还每没不有个这那])[\u4e00-\u9fff]){1,6}?(?:节|会|展|赛|集)"
ZH_RULES.extend(
    [
        _r(
            "zh.class.festival_dated",
            "life_event",
            rf"(?:^|{_B}){_ZH_FEST_WHEN}(?:的|办|开)?(?P<x>{_ZH_FEST})(?=[，,。！!\s]|$|要|我|开始|开幕|举行|举办)",
            "{x}就要到了",
            0.65,
            value="activity",
            outcome="open",
            names_event=True,
        ),
        # One's name said after one's first words about oneself, its subject left out: "我是坝上的牧民，名字叫
        # 巴图", "我是景德镇人，叫范晓青" (what one "is" first, then what one is called).
        _r(
            "zh.class.name_after_self",
            "identity",
            rf"(?:^|{_B})我(?:是|在)[^，,。！？!?；;]{{1,20}}[，,]\s*(?:名字|大名|本人)?(?:叫|名叫)"
            # (not "叫俺老王": what to call one, said in dialect)
            rf"(?![我你他她它额俺咱偶]|外卖|车|滴滴|快递|救护车|出租车?|的士|代驾|跑腿)(?P<x>[{HAN}·]{{2,4}}?)(?=[，,。！!\s]|$)",
            "用户叫{x}",
            0.85,
            slot="name",
            value="{x}",
            check="name",
        ),
        _r(
            "zh.class.festival_dated_after",
            "life_event",
            rf"(?:^|{_B})(?P<x>{_ZH_FEST})(?:是|在|定在)?{_ZH_FEST_WHEN}(?:开始|开幕|举行|举办|开|(?=[，,。！!\s]|$))",
            "{x}就要到了",
            0.65,
            value="activity",
            outcome="open",
            names_event=True,
        ),
        # A trade said right after one's name, with or without where: "我叫王芳，县医院护士", "我刘大勇，
        # 机务段检修工" (the organisation's last word says where it ends).
        _r(
            "zh.class.job_after_name",
            "identity",
            rf"(?:^|{_B})我(?:叫|是|名叫)?(?!想|要|在|也|都|就|觉|会|能|爱|喜|不|没|很|有|去|来|的|真|太|好|说|家|们)"
            rf"(?:(?![了的吗呢吧啊呀说错])[{HAN}]){{2,4}}[，,、\s]+(?:(?:(?![我你他她它去到调在了])[{HAN}]){{1,10}}(?:厂|公司|医院|中心|学校|小学|中学|大学|店|局|院|所|站|行|社|馆|场|队|部|坊|段))?{_JOB}",
            "用户是{x}",
            0.8,
            slot="job",
            value="{x}",
            needs=("我",),
        ),
        # Where one lives, said as chat says it: "坐标成都", "base上海", "现居杭州" (always the user's:
        # it is how one introduces oneself), and by how long one has been there ("来苏州十年了",
        # "我爸来北京三年了"; a known city only: "来这家公司三年了" is no home).
        _r(
            "zh.class.residence_coordinates",
            "identity",
            rf"(?:^|{_B})(?:本人|我)?(?:现)?(?:坐标|现居|常驻|base在|base)[:：]?\s*(?P<x>{_NB}{{2,8}}?){_END}",
            "用户住在{x}",
            0.8,
            slot="residence",
            value="{x}",
            check="place",
        ),
        _r(
            "zh.class.residence_came_years",
            "identity",
            rf"{_ZW}(?:来|到)(?P<x>{_NB}{{2,8}}?)(?:已经|都|快|差不多|有)?(?:[零一二三四五六七八九十两几\\d]+|半)(?:多)?"
            r"(?:年|个月|个多月)(?:多)?了",
            "{who}住在{x}",
            0.8,
            slot="residence",
            value="{x}",
            check="city",
        ),
        # Someone named as the clause opens with what they are to the user: "室友叫周可", "店里有个师傅叫
        # 老周", "房东叫Linda", "柯基 叫可乐", "主治医生姓郑" (the name or the surname they go by).
        _r(
            "zh.class.other_name_opening",
            "identity",
            rf"(?:^|{_B})(?:店里|公司里?|家里|班上|组里|单位|楼下|隔壁|我们店|我们公司)?(?:有个|有位|有一个|新来的)?"
            rf"(?P<rel0>{ZH_RELATIONS}|{ZH_PETS})\s*(?:叫|名叫|叫做){_NAME}",
            "{who}叫{x}",
            0.8,
            slot="name",
            value="{x}",
            check="name",
        ),
        _r(
            "zh.class.other_surname_opening",
            "identity",
            rf"(?:^|{_B})(?P<rel0>{ZH_RELATIONS})姓(?P<x>[{HAN}]{{1,2}}?)(?=[，,。！!\s]|$|[今是叫在])",
            "{who}姓{x}",
            0.7,
            slot="name",
            value="{x}",
        ),
        # Tastes as chat says them: "双皮奶yyds", "酸辣粉永远的神" (a thing of a few characters just
        # before the praise; not "晚上给自己加个鸡腿 yyds", not "新公司氛围绝绝子"), "唯一爱好就是打羽毛球",
        # "爱好的话就是撸猫和看脱口秀" (what comes first in the hobby said, not when: "就是晚上撸个串" is 撸个串).
        _r(
            "zh.class.like_praised",
            "preference",
            rf"(?:^|{_B}|的)(?P<x>(?![我你他她它这那]|晚上|今天|昨天|早上|中午|周末|公司|新公司)"
            r"(?:(?![的给加个把被让])[^，。！？!?,.;；:：\s~～…、()（）“”\"]){1,5}?)(?<!氛围)(?<!环境)(?<!服务)(?<!感觉)\s*"
            r"(?:yyds|YYDS|绝绝子|永远的神)",
            "用户喜欢{x}",
            0.6,
            **_LIKE,
        ),
        _r(
            "zh.class.like_hobby_is",
            "preference",
            rf"(?:^|{_B})(?:我的?|周末|平时)?(?:唯一的?|最大的?)?(?:爱好|兴趣爱好|兴趣)(?:的话)?(?:就)?(?:是|嘛就是)"
            rf"(?:晚上|周末|平时|没事|有空)?(?P<x>{_NB}{{1,12}}?){_END}",
            "用户喜欢{x}",
            0.7,
            **_LIKE,
            each=True,
        ),
        # A trade said as a clause of its own, as people introduce themselves ("本人28岁 程序员 坐标成都",
        # "初中体育老师 带田径队的", "美甲师一枚"; at least three characters: "老师，我想问…" addresses one),
        # what one drives or sells for a living ("我是开网约车的"), and a role by its year ("当班主任第一年").
        _r(
            "zh.class.job_clause",
            "identity",
            rf"(?:^|{_B})(?P<bare>)(?:本人|我)?(?:在家)?(?P<_verb>做|当)?(?P<x>(?=[{HAN}A-Za-z]{{3,10}}(?:一枚|一名)?(?:[^{HAN}A-Za-z]|$))"
            rf"(?:(?![是个在做当家的我你他她])[{HAN}]){{0,4}}?(?:{_JOBS}|(?:(?![是个在做当家的我你他她])[{HAN}]){{1,4}}?"
            rf"{_ZH_ROLE_END}))"
            # … followed by more of the introduction (where, how long, what else), not "服务员 来一下", and
            # not alone ("消防员！！" answers or exclaims; an answer to "做什么工作？" is read as one)
            # ("跳槽去大疆了，做硬件测试": with 做/当 before it, the role may end the message)
            rf"(?:一枚|一名)?(?(_verb)(?=[^{HAN}]*(?:$|带|在|做|干|坐标|base|\d|[一二三四五六七八九十两]+年|工作|上班|自己))"
            rf"|(?=[^{HAN}]*(?:带|在|做|干|坐标|base|\d|[一二三四五六七八九十两]+年|工作|上班|自己)))",
            "{who}是{x}",
            0.7,
            slot="job",
            value="{x}",
        ),
        _r(
            "zh.class.job_drive_sell",
            "identity",
            rf"{_ZW}是(?P<v>开|卖|跑|送)(?P<x>{_NB}{{1,6}}?)(?<![来去过])的(?=[^{HAN}]|$|在|跑|已经|都|也)",
            "{who}是{v}{x}的",
            0.7,
            slot="job",
            value="{x}",
        ),
        # … and the trades of the land, the sea and the workshop: "我是种水稻的", "我是打职业的", "我是修车的"
        # (not the idiom "我是打酱油的"; 做/搞/干 are zh.identity.job_do's).
        # Serving or labouring somewhere is the trade and where: "老公在西藏当兵", "在长海岛上打鱼".
        _r(
            "zh.class.job_where_done",
            "identity",
            rf"{_ZW}(?:一直|还)?在(?P<p>[{HAN}]{{2,4}}?)(?:岛上|乡下|村里|那边)?(?P<x>{_ZH_TRADE_DONE})",
            "{who}在{p}{x}",
            0.7,
            slot="job",
            value="{x}",
        ),
        _r(
            "zh.class.workplace_where_done",
            "identity",
            rf"{_ZW}(?:一直|还)?在(?P<x>[{HAN}]{{2,4}}?)(?:岛上|乡下|村里|那边)?(?:{_ZH_TRADE_DONE})",
            "{who}在{x}工作",
            0.7,
            slot="workplace",
            value="{x}",
            check="known_place",
        ),
        _r(
            "zh.class.job_verb_object",
            "identity",
            rf"{_ZW}是(?P<v>种|养|修|教|打|讨|放)(?P<x>(?!酱油|笑|饭|梦|工人)[{HAN}A-Za-z]{{1,5}}?)的(?=[^{HAN}]|$|在|已经|都|也|啊|呀|哦|嘞|啦)",
            "{who}是{v}{x}的",
            0.7,
            slot="job",
            value="{v}{x}",
        ),
        # One's trade said as who one is ("家人们，我，一个绿皮车列车员，今天…"), or as the first words of a
        # terse message ("地铁司机。宁波。刚收车。", "电梯维保 无锡 干了九年")
        _r(
            "zh.class.job_self_one",
            "identity",
            rf"(?:^|[，,。！？!?\s])(?P<me>我|本人)[，,]?\s*(?:一个|一名|一枚|一介)(?:小小的|普通的|平平无奇的)?{_JOB}",
            "{who}是{x}",
            0.75,
            slot="job",
            value="{x}",
        ),
        _r(
            "zh.class.job_terse",
            "identity",
            rf"^(?P<bare>)(?P<x>{_ZH_TERSE_JOB})(?=[。.]?$|\s+\S)",
            "{who}是{x}",
            0.7,
            slot="job",
            value="{x}",
        ),
        # … and a relative's, said as tersely: "老公电焊工。", "我爸，电工。"
        _r(
            "zh.class.other_job_terse",
            "identity",
            rf"^(?:我的?)?(?P<rel>{ZH_RELATIONS})[，,\s]?(?![是在当做也都还就的])(?P<x>{_ZH_TERSE_JOB})[。.!！]*$",
            "{who}是{x}",
            0.7,
            slot="job",
            value="{x}",
        ),
        # Serving as anything: "刚到襄阳东站当安检员", "在通化当医药代表", "昆山一个小区当保安", "当红娘十几年" —
        # 当 before a clause's last words names a post whatever it is called (not "把我当…", "想当…",
        # "当然", "当时", "当上…": another rule's, or no trade).
        _r(
            "zh.class.job_serving_as",
            "identity",
            rf"{_ZW}(?:(?:在|到|来)(?:了)?)?(?:(?![把拿被要想不没别能会让叫去说报])[^，。！？!?,.;；:：\s~～…、]){{0,12}}?"
            r"当(?!然|时|地|天|年|初|做|成|面|场|真|心|作|回事|着|即|前(?!台)|下|中|日|晚|今|众|选|上|兵|家|妈|爸|爹|娘|过|归|头)"
            rf"(?:一名|一个|个|名)?(?P<x>(?!咸鱼|伴娘|伴郎|备胎|冤大头|电灯泡|工具人|和事佬|出气筒)(?:(?![的了在是我你他她])[{HAN}]){{2,4}}?"
            rf"|(?:(?![的了在是我你他她])[{HAN}]){{1,4}}?(?:{_ZH_ROLE_END}|{_ZH_ROLE_TAIL}))"
            rf"(?={_B}|$|了|啦|呢|嘛|哈|呀|[一二三四五六七八九十两几\d]+年|已经|都|也)",
            "{who}是{x}",
            0.7,
            slot="job",
            value="{x}",
            needs=("当",),
        ),
        # A trade said as a clause of its own in an introduction: "我叫高艳，…，在加油站上班，加油员",
        # "我叫向桂英，常德的，…，环卫工", "我叫邢雪峰，哈尔滨冰雕师".
        _r(
            "zh.class.job_intro_clause",
            "identity",
            rf"(?:(?:我叫|本人|叫我)[^。！？!?]*?[，,\s]|本人(?![是叫在]))(?P<bare>)(?P<x>(?:{_JOBS})|[{HAN}]{{1,5}}?(?:师|员|工|匠))(?=[，,。！!\s~～]|[^\w]|$)",
            "{who}是{x}",
            0.7,
            slot="job",
            value="{x}",
            needs=("我叫", "本人", "叫我"),
        ),
        # Where any work is done, when the place is one: "在通化当医药代表", "在烟台做品质管理", "媳妇在橄榄坝卖水果",
        # "在崇礼开压雪车" (not "在网吧上夜班", "在城里扫马路": no place of the gazetteer or its shape).
        _r(
            "zh.class.workplace_where_worked",
            "identity",
            # (a place, not somewhere in one: no "的", "一家", "老家", "山里"; no school, shop or firm)
            rf"{_ZW}(?:现在|目前|一直|平时|还|刚)?(?:在|到)(?P<x>(?:(?![的一个家里])[{HAN}]){{2,8}}?)(?<![学校店司厂院馆所室])"
            r"(?:那边|这边|一带|上)?"
            r"(?=当(?!然|时)|做(?!客|饭)|干活|开(?!会|心|车来)|卖|送|支教|教|带|修|跑|挑|摆摊|扫|编|直播|上夜班|上班|打工|搞)",
            "{who}在{x}工作",
            0.7,
            slot="workplace",
            value="{x}",
            check="known_place",
            needs=("在", "到"),
        ),
        # Where one is from, said as a clause of an introduction: "我叫宋志刚，自贡的，扎彩灯", "我叫高艳，榆林的婆姨",
        # "我叫王秀英（潍坊人）", "我潮汕的，老婆也是".
        _r(
            "zh.class.hometown_intro_clause",
            "identity",
            rf"(?:(?:我叫|我是|本人|吾乃)[^。！？!?]*?[，,\s（(](?P<bare>)|(?:^|[，,\s])(?P<me>我))(?P<x>{_NB}{{2,6}}?)(?<!长大|出生)(?:本地|当地)?(?:的|人)"
            r"(?:婆姨|姑娘|小伙|汉子|妹子|女子|娃)?(?=[，,。！!\s）)~～]|$)",
            "{who}是{x}人",
            0.7,
            slot="hometown",
            value="{x}",
            check="known_place",
            needs=("我", "本人", "吾乃"),
        ),
        # Where one works, named after the work: "在一家火锅店当厨师 店名叫蜀江楼", "做 backend 公司叫 Tidewell".
        _r(
            "zh.class.employer_named",
            "identity",
            rf"{_ZW}(?:在|去)?[^。！？]{{0,20}}?(?:上班|工作|打工|实习|当|做|干)[^。！？]{{0,20}}?"
            rf"(?:店名|店|公司|厂|餐厅|饭店|饭馆|馆子|工作室|诊所|医院|学校|酒楼)(?:的名字|名字)?叫\s*(?P<x>[{HAN}A-Za-z][{HAN}A-Za-z0-9]{{1,10}}?)(?={_B}|$|[然的])",
            "{who}在{x}工作",
            0.7,
            slot="employer",
            value="{x}",
            needs=("叫",),
        ),
        # What a doctor found: "去年确诊阿尔茨海默", "确诊了乳腺癌".
        _r(
            "zh.class.health_diagnosed_any",
            "identity",
            rf"{_ZW}[^。！？，,]{{0,6}}?确诊(?:了|为|是)?(?P<x>[{HAN}A-Za-z]{{2,8}}?)(?={_B}|$|了|现在|之后|以后|后)",
            "{who}有{x}",
            0.7,
            slot="health:{x}",
            value="{x}",
            needs=("确诊",),
        ),
        # A trade said after where it is done, whatever it is called: "我是瑞丽的翡翠鉴定师", "我是潮州一家
        # 卫浴厂的质检", "我是漳州的水仙花雕刻师傅" (where: a place of the gazetteer or a workplace said as one;
        # not "我是他的粉丝", "我是这里的常客").
        _r(
            "zh.class.job_of_place",
            "identity",
            rf"{_ZW}(?:现在|目前)?是(?P<p>(?:(?![我你他她这那的是])[{HAN}]){{2,10}}?)的(?:一名|一个|个|名)?"
            rf"(?P<x>(?:(?![的了在是我你他她])[{HAN}A-Za-z]){{2,7}}?)(?=[，,。！!\s~～…]|$|啦|呢|哦|呀|啊)",
            "{who}是{p}的{x}",
            0.7,
            slot="job",
            value="{x}",
            needs=("是",),
        ),
        # A trade done somewhere, said by the work at the clause's end: "我在敦煌做壁画临摹", "我在东莞长安一个
        # 五金厂做CNC编程", "夫君在海边做紫菜养殖", "爱人常年在外做水产贸易" (a shop one opens is
        # ``zh.class.shop_owner``'s).
        _r(
            "zh.class.job_done_at",
            "identity",
            rf"{_ZW}(?:现在|目前|一直|平时|常年|长年|还)*在(?P<p>(?:(?![我你他她这那的是了做开])[{HAN}A-Za-z]){{1,12}}?)"
            # (and what one teaches or writes for a living: "她在一所小学教音乐", "我在澜屿科技写前端")
            rf"(?P<v>做|搞|卖|教(?![我你他她])|写(?=前端|后端|代码|程序|测试|文案|剧本|网文|算法|[A-Za-z]))"
            # (卖菜 and 卖鱼 are trades, 做菜 a meal)
            rf"(?P<x>(?!饭|(?<!卖)菜|家务|作业|梦|兼职|项目|报表|事|客|会|心|车|玩|着|完|好|了)(?:(?![的了在是我你他她])[{HAN}A-Za-z]){{2,8}}?"
            rf"|(?<=卖)(?![的了在是我你他她过着完])[{HAN}])"
            rf"(?=[，,。！!\s~～…]|$|啦|呢|哦|呀|啊|的)",
            "{who}在{p}{v}{x}",
            0.7,
            slot="job",
            value="{x}",
            needs=("在",),
        ),
        # A trade said by what one sells, the clause ending there: "她卖海参。", "我老公卖电动车" (not "卖萌",
        # "卖了房子", nor what one wants or will do: 想/要/打算 come between and the rule does not read it).
        _r(
            "zh.class.job_sells",
            "identity",
            rf"{_ZW}(?:一直|常年|长年|平时|现在|还)*卖(?P<x>(?![萌惨乖弄命力身笑友国掉给出光不没吗嘛啥什一个两几])(?:(?![你我他她它了过着完得])[{HAN}]){{1,5}}?)"
            rf"(?=[，,。！!\s~～…]|$|呢|嘞|咧)",
            "{who}卖{x}",
            0.65,
            slot="job",
            value="卖{x}",
            needs=("卖",),
        ),
        # A trade said after how long: "做了三年业务员", "干了十年厨师" (the trade by its ending; the trade said
        # before how long is zh.class.job_years, with 的 after it zh.class.job_years_did).
        _r(
            "zh.class.job_after_years",
            "identity",
            rf"{_ZW}(?:已经|都|一直)?(?:做|干|当)了?(?:[一二三四五六七八九十两几半\d]+|好几|十几|二十几|几十)多?年(?:的)?"
            rf"(?P<x>{_NB}{{1,8}}?(?:{_ZH_ROLE_END}|{_ZH_ROLE_TAIL}|工|手|匠|官|兵|厨|长))(?={_B}|$|了|啦)",
            "{who}是{x}",
            0.7,
            slot="job",
            value="{x}",
            needs=("年",),
        ),
        # A trade said as what one does somewhere, with 的: "我在喀什老城打馕的" (where: the longest opening
        # the gazetteer or the segmenter knows, the trade the 2–4 characters after it; not "在北京读书的",
        # "在这边长大的").
        _r(
            "zh.class.job_done_in_place_de",
            "identity",
            rf"{_ZW}(?:是)?在(?P<x>(?:(?![我你他她这那的是了])[{HAN}]){{4,10}}?)的(?=[^{HAN}]|$|啊|呀|哦|嘞|啦)",
            "{who}在{p}{x}",
            0.7,
            slot="job",
            value="{x}",
            needs=("在",),
        ),
        # A trade done somewhere, said by its verb and what it works on, and where: "在林芝巴宜区养藏香猪", "在遵义
        # 虾子镇收辣椒的", "在梵净山抬滑竿", "儿子在昆明送外卖", "在宜兴丁蜀做紫砂壶" (where: the place said nearest the
        # work that the gazetteer knows or that is shaped like one, ``_zh_work_place``; not "在阳台种花", nor a
        # day's outing: "昨天在郊区摘草莓").
        _r(
            "zh.class.trade_at_place",
            "identity",
            _ZH_TRADE_AT_PLACE.replace("(?P<t>", f"(?P<x>{_ZH_TRADE_VERB_OBJECT}"),
            "{who}在{p}{x}",
            0.7,
            slot="job",
            value="{x}",
            needs=("在",),
        ),
        _r(
            "zh.class.workplace_trade_at_place",
            "identity",
            _ZH_TRADE_AT_PLACE.replace(
                "(?P<t>", f"(?P<v>{_ZH_TRADE_VERB_OBJECT}|(?P<said>{_ZH_TRADE_SAID_VERB})"
            ),
            "{who}在{x}工作",
            0.7,
            slot="workplace",
            value="{x}",
            needs=("在",),
        ),
        # A trade said as a clause after a place, with 的: "我刘德胜，锦州开烧烤店的", "俺叫孙玉兰，寿光种大棚的"
        # (the place a city or county by name; what is opened a shop, a stall or a works).
        _r(
            "zh.class.trade_of_place_clause",
            "identity",
            _ZH_TRADE_OF_PLACE.replace("(?P<t>", "(?P<x>"),
            "{who}是{p}{x}的",
            0.7,
            slot="job",
            value="{x}",
        ),
        _r(
            "zh.class.workplace_trade_of_place_clause",
            "identity",
            _ZH_TRADE_OF_PLACE.replace("(?P<p>", "(?P<x>").replace("(?P<t>", "(?:"),
            "{who}在{x}工作",
            0.7,
            slot="workplace",
            value="{x}",
        ),
        # An introduction written as a form: "姓名 = '钱佳宁'", "职业：焊接机器人调试工程师", "坐标：芜湖".
        _r(
            "zh.class.form_name",
            "identity",
            rf"(?:^|{_B}|\n|[】#])\s*(?P<bare>)姓名\s*(?:[=:：]\s*['‘“\"]?)?(?P<x>[{HAN}·]{{2,6}}?)(?={_B}|$|['’”\"])",
            "用户叫{x}",
            0.8,
            slot="name",
            value="{x}",
            check="name",
            needs=("姓名",),
        ),
        # Where one is from, said as a message opens: "包头的，稀土研究院做化验员" (a city or county by name).
        _r(
            "zh.class.hometown_opening",
            "identity",
            # (an introduction goes on with what one does or is called: not "北京的，冬天太冷了")
            rf"^(?:我是|俺是|我|俺)?(?P<bare>)(?P<x>[{HAN}]{{2,4}})的(?=[，,][^。！？!?]{{0,20}}?(?:做|当|开|种|养|卖|叫|姓|今年|岁|干))",
            "用户是{x}人",
            0.7,
            slot="hometown",
            value="{x}",
            check="city",
        ),
        # A post at an organisation, said without 在 as a clause: "稀土研究院做化验员", "市一医院当护士".
        _r(
            "zh.class.job_at_org_clause",
            "identity",
            rf"(?:^|{_B})(?P<bare>)(?P<o>(?:(?![我俺他她你在])[{HAN}]){{2,10}}?{_ZH_ORG_END})(?:里|上班)?(?:做|当)"
            rf"(?P<x>{_JOBS}|[{HAN}]{{1,4}}?{_ZH_ROLE_END})(?={_B}|$|的|了)",
            "{who}是{x}",
            0.7,
            slot="job",
            value="{x}",
        ),
        _r(
            "zh.class.employer_at_org_clause",
            "identity",
            rf"(?:^|{_B})(?P<bare>)(?P<x>(?:(?![我俺他她你在])[{HAN}]){{2,10}}?{_ZH_ORG_END})(?:里|上班)?(?:做|当)"
            rf"(?:{_JOBS}|[{HAN}]{{1,4}}?{_ZH_ROLE_END})(?={_B}|$|的|了)",
            "{who}在{x}工作",
            0.7,
            slot="employer",
            value="{x}",
        ),
        _r(
            "zh.class.form_age",
            "identity",
            rf"(?:^|{_B}|\n|[】#])\s*(?P<bare>)年龄\s*[=:：]?\s*(?P<x>[一二三四五六七八九十]{{1,3}}|[1-9]\d)岁?(?={_B}|$)",
            "用户今年{x}岁",
            0.8,
            slot="age",
            value="{x}",
            needs=("年龄",),
        ),
        _zh_form(
            "zh.class.form_job",
            ("职业", "工作", "职务", "岗位", "职位"),
            rf"(?P<x>[{HAN}A-Za-z]{{2,12}})",
            "用户是{x}",
            "job",
        ),
        # Where one's unit or firm is: "单位在锡林浩特，离家三百里", "我们厂在顺德那边" (not a relative's: "老公单位在…").
        _r(
            "zh.class.workplace_unit_in",
            "identity",
            rf"(?:^|{_B})(?P<bare>)(?:我的?|我们|俺们?的?)?(?:单位|公司|厂子?|厂里|工地|店里?)(?:就|也)?在(?P<x>[{HAN}]{{2,6}}?)"
            rf"(?=那边|那儿|那里|附近|{_B}|$)",
            "用户在{x}工作",
            0.7,
            slot="workplace",
            value="{x}",
            check="known_place",
            needs=("单位", "公司", "厂", "工地", "店"),
        ),
        # "单位：临夏州气象站": where one works, as a form says it
        _zh_form(
            "zh.class.form_employer",
            ("单位", "工作单位", "所在单位"),
            rf"(?P<x>[{HAN}A-Za-z]{{2,16}}?)(?={_B}|$|['’”\"])",
            "用户在{x}工作",
            "employer",
        ),
        _r(
            "zh.class.form_city",
            "identity",
            rf"(?:^|{_B}|\n)\s*(?P<bare>)(?:坐标|城市|所在地|现居|居住地)\s*[=:：]\s*['‘“\"]?(?P<x>[{HAN}]{{2,8}})",
            "用户住在{x}",
            0.8,
            slot="residence",
            value="{x}",
            check="place",
            needs=("坐标", "城市", "所在地", "现居", "居住地"),
        ),
        _zh_form(
            "zh.class.form_hometown",
            ("籍贯", "祖籍", "老家", "家乡", "出生地"),
            rf"(?P<x>[{HAN}]{{2,10}})",
            "用户来自{x}",
            "hometown",
            check="place",
        ),
        _r(
            "zh.class.job_year",
            "identity",
            rf"(?:^|{_B})(?P<bare>)(?:在家|现在|目前)?(?:当|做)(?P<x>(?:{_JOBS})|[{HAN}]{{1,4}}?{_ZH_ROLE_END})"
            r"(?=第[一二三四五六七八九十\d]+年|[一二三四五六七八九十两\d]+年了)",
            "{who}是{x}",
            0.7,
            slot="job",
            value="{x}",
        ),
    ]
)


# Life events: keyword → kind (``memories.events.EVENT_KINDS``). Plans are "open"; stated outcomes close them.
ZH_EVENTS: dict[str, str] = {
    # what people told of that had no word here: contests, a trainee made permanent, training, the
    # marriage certificate, the steps of IVF
    "竞赛": "competition",
    "技能竞赛": "competition",
    "转正": "new_job",
    "培训": "enrollment",
    "领证": "wedding",
    "移植": "health",
    "取卵": "health",
    "试管": "health",
    "面试": "interview",
    "复试": "interview",
    "笔试": "exam",
    "考试": "exam",
    "期末考": "exam",
    "考研": "exam",
    "高考": "exam",
    "中考": "exam",
    "考公": "exam",
    "考编": "exam",
    "雅思": "exam",
    "托福": "exam",
    "四级": "exam",
    "六级": "exam",
    "驾照": "exam",
    "科目一": "exam",
    "科目二": "exam",
    "科目三": "exam",
    "科目四": "exam",
    "出差": "business_trip",
    "旅游": "trip",
    "旅行": "trip",
    "度假": "trip",
    "手术": "surgery",
    "婚礼": "wedding",
    "结婚": "wedding",
    "答辩": "defense",
    "比赛": "competition",
    "体检": "checkup",
    "入职": "new_job",
    "辞职": "quit_job",
    "离职": "quit_job",
    "换工作": "job_change",
    "跳槽": "job_change",
    "找工作": "job_search",
    "约会": "date",
    "搬家": "move",
    "演讲": "presentation",
    "汇报": "presentation",
    "毕业": "graduation",
    "生孩子": "birth",
    "装修": "renovation",
    "相亲": "date",
    "考驾照": "exam",
    "马拉松": "competition",
    "团建": "team_event",
    "年会": "party",
    "聚会": "party",
    "同学聚会": "party",
    "伴娘": "wedding",
    "伴郎": "wedding",
    "暖房": "party",
    "报到": "enrollment",
    "开学": "enrollment",
    "毕业典礼": "graduation",
    "联赛": "competition",
    "演出": "performance",
    "音乐会": "performance",
    "演唱会": "concert",
    "发布会": "presentation",
    "拔智齿": "checkup",
    "补考": "exam",
    "复查": "checkup",
    "产检": "checkup",
    "出国": "trip",
    "回老家": "trip",
    "申请学校": "application",
    "学术会议": "conference",
    "会议": "conference",
    "露营": "trip",
    "徒步": "trip",
    "自驾游": "trip",
    "面签": "interview",
    "退休": "retirement",
    "满月酒": "party",
    "生日会": "party",
    "婚宴": "wedding",
    "CPA": "exam",
    "月考": "exam",
    "期中考": "exam",
    "期末考试": "exam",
    "期中考试": "exam",
    "模考": "exam",
    "一模": "exam",
    "二模": "exam",
    "联考": "exam",
    "会考": "exam",
    "考证": "exam",
    "派对": "party",
    "生日派对": "party",
    "见家长": "date",
    "家长会": "school",
    "初试": "exam",
    "回国": "trip",
    "寿宴": "party",
    "孕照": "activity",
    "N1": "exam",
    "N2": "exam",
    "N3": "exam",
    "JLPT": "exam",
    "托业": "exam",
    "presentation": "presentation",
    "pre": "presentation",
    "预产期": "birth",
    "产假": "holiday",
    "年假": "holiday",
    "国考": "exam",
    "省考": "exam",
    "竞聘": "interview",
    "绝育": "checkup",
    "疫苗": "checkup",
    "值班": "activity",
    "去交换": "application",
    "交换生": "application",
}
_ZH_EVENT_KW = "|".join(sorted(ZH_EVENTS, key=len, reverse=True))
# Good and bad news: (pattern, outcome, kind). The memory says what happened, in the user's words.
ZH_NEWS: list[tuple[re.Pattern[str], str, str]] = [
    (
        re.compile(
            rf"(?P<kw>{_ZH_EVENT_KW})(?:已经|终于|顺利|也|都|总算|刚|刚刚)*(?:过了|过啦|通过了|通过啦|考过了|考过啦|成功了|很成功|很顺利|顺利结束了|"
            r"上岸了|拿下了|拿到了|稳了|满分|高分通过|一把过|一次过|一次就过了?|"
            # "N2刚过!!", "雅思考了7分!!! 终于": passed, said with a cheer
            r"(?:刚|刚刚)(?:考)?过(?=[!！~～]|\s*$)|考了\s*[\d.一二三四五六七八九十百]+\s*分?\s*[!！]+)"
        ),
        "positive",
        "",
    ),
    (
        re.compile(
            rf"(?:拿到了?|收到了?)(?:[{HAN}A-Za-z]{{0,8}}的)?(?:offer|Offer|OFFER|录取通知书?|奖学金|证书|驾照|签证)"
        ),
        "positive",
        "new_job",
    ),
    (re.compile(r"(?:考研|考公|考编|研究生)?(?:成功)?上岸了?"), "positive", "exam"),
    # "我抽到了一等奖", "拿了冠军", "中了头奖": a prize won
    (
        re.compile(
            r"(?<![没不])(?:抽到了?|抽中了?|中了|获得了?|拿了|拿到了?|得了|赢了)(?:个|一个)?[\u4e00-\u9fff]{0,8}?"
            r"(?P<kw>[一二三特]等奖|头奖|大奖|冠军|亚军|季军|第一名|金牌|银牌|铜牌)"
        ),
        "positive",
        "award",
    ),
    # Good news by its verb, whatever it is called: a prize that is any 奖 ("拿了公司年度技术奖",
    # "拿了布鲁塞尔大赛金奖", not 奖金), being selected ("入选孤山金石展"), a test passed ("通过了高级操纵员
    # 执照考试"), a promotion to any post that heads something ("把我提成保安队长了", "晋升为店长")
    (
        re.compile(
            rf"(?<![没不])(?:拿了|拿到了?|获得了?|得了|荣获|摘得|捧回)(?:个|一个)?[{HAN}A-Za-z]{{0,10}}?(?:奖|奖项)(?![金学品励状])"
        ),
        "positive",
        "award",
    ),
    (re.compile(rf"(?<![没不])入选了?[{HAN}A-Za-z]{{2,12}}"), "positive", "news"),
    (
        re.compile(rf"(?<![没不])通过了[{HAN}A-Za-z]{{1,12}}?(?:考试|考核|答辩|认证|评审)"),
        "positive",
        "exam",
    ),
    (
        re.compile(
            # (not "说要把我升成店长": a promise)
            rf"(?<![要想会说])(?<![要想会说]把.)(?:提成|升成|升了?做|升为|晋升为?|提拔为?|提拔成)[{HAN}]{{0,6}}?"
            r"(?:长|主任|经理|主管|总监|队长|组长|店长|领班|主厨)"
        ),
        "positive",
        "news",
    ),
    (re.compile(r"(?<![没不])(?:面上了|面过了|面试通过了)"), "positive", "interview"),
    (
        re.compile(rf"(?P<kw>{_ZH_EVENT_KW})(?:又|还是|也)?(?:没进面|没上岸|没考上|没录上|没面上)"),
        "negative",
        "",
    ),
    (re.compile(r"被[^，。！？!?,.\s]{1,12}?(?:录取|录用|聘用)了?"), "positive", "new_job"),
    (re.compile(rf"{_NB}{{1,6}}?(?<![没不])(?:录上了|录取了|被录了)"), "positive", "application"),
    (
        re.compile(
            r"(?:论文|文章|稿子|作品)(?:终于|已经)?(?:被接收了|被录用了|发表了|中了|过审了|录用了|获奖了|发出来了)"
        ),
        "positive",
        "news",
    ),
    (
        re.compile(
            r"(?:项目|产品|app|App|APP|网站|小程序|新版本|游戏|店)(?:终于|顺利|已经)?(?:上线了|发布了|开业了|开张了)"
        ),
        "positive",
        "news",
    ),
    (
        re.compile(
            rf"(?:升职了|加薪了|涨工资了|转正了|升(?:了)?(?:主管|经理|组长|总监)|评上了[{HAN}]{{1,6}})"
        ),
        "positive",
        "news",
    ),
    (
        re.compile(
            r"(?:怀孕了|怀孕啦|生了(?:个|一个|对|一对)?(?:宝宝|儿子|女儿|孩子|娃|闺女|双胞胎|龙凤胎)|(?<![想要算备划不没该])生(?:宝宝|孩子|娃|二胎|老二)了|"
            r"当(?:上)?(?:爸爸|妈妈|爸|妈|舅舅|姑姑|阿姨|小姨|奶奶|爷爷|外婆|姥姥)(?:了|啦))"
        ),
        "positive",
        "birth",
    ),
    (
        re.compile(r"(?:比赛)?(?:赢了|拿了第一|得了(?:冠军|第一名?|一等奖)|获奖了|拿奖了|夺冠了)"),
        "positive",
        "competition",
    ),
    (
        re.compile(r"(?:买房了|买车了|提车了|拿到房子了|收房了|买了(?:一?套|个|辆)?(?:房|车|房子)|中奖了)"),
        "positive",
        "news",
    ),
    # "进面了！", "签约了！！", "闺女考上县一中了", "考了全乡第一", "我提副所长了", "破纪录了", "奔现了"
    (
        re.compile(
            rf"(?<![没不])(?:进面了|进面啦|签约了|签约啦|奔现了|破纪录了|考上了?[{HAN}A-Za-z0-9]{{1,8}}?(?:了|啦)|考了全?[{HAN}]{{0,2}}第一|"
            rf"(?:提|升)了?副?[{HAN}]{{0,3}}(?:长|主任|经理|主管|总监)了)"
        ),
        "positive",
        "news",
    ),
    # "孙子考上了省城的大学，…", "戒烟了，两个月了", "戒酒第一百天", "接了一个大单", "拿到一笔订单"
    (
        re.compile(
            rf"(?<![没不])(?:考上了[{HAN}]{{2,10}}?(?:大学|学院|中学|高中|卫校|技校|职高|师范|研究生)|"
            r"(?<![想要])戒(?:了|掉了)?(?:烟|酒)(?:(?:了|啦)[，,\s]*(?:已经)?[一二三四五六七八九十两几半\d]+个?(?:天|周|星期|礼拜|月|年)了|第[一二三四五六七八九十百千\d]+天)|"
            r"(?:接了|接到了?|拿到了?|签了|谈成了?|拿下了?)(?:一[个笔张单份])?[^，,。！？!?]{0,6}?(?:大单|订单|单子))"
        ),
        "positive",
        "news",
    ),
    (
        re.compile(r"(?:康复了|出院了|病好了|痊愈了|过线了|进复试了|上线了|入选了|升职了|升职啦|被选上了)"),
        "positive",
        "news",
    ),
    (
        re.compile(
            r"(?:减肥成功了?[，,\s]*)?(?:瘦了|减了)[\d一二三四五六七八九十两]+(?:斤|公斤|kg)|评上\S{1,6}?了|接了个\S{1,8}?(?:大单|单子|项目)"
        ),
        "positive",
        "news",
    ),
    (
        re.compile(
            rf"(?:{_NB}{{1,8}}?)(?:考过了|考下来了|顺利通过了)|跑完了?(?:人生)?(?:第一个|第一次)?(?:全马|半马|马拉松)|订婚了|"
            rf"(?:{_NB}{{1,6}}?)成功了|(?:得奖|获奖)了|得了?[一二三]等奖|被评为|涨薪了?|评上了"
        ),
        "positive",
        "news",
    ),
    (
        re.compile(rf"(?:{_NB}{{1,6}}?)被取消了|被追尾了?|出车祸了|(?:{_NB}{{1,6}}?)被拒了"),
        "negative",
        "news",
    ),
    (
        re.compile(
            rf"(?P<kw>{_ZH_EVENT_KW})(?:又|还是|也)?(?:没过|挂了|失败了|没通过|黄了|被拒了?|搞砸了|没考上|落榜了|砸了|没戏了|取消了)"
        ),
        "negative",
        "",
    ),
    (
        re.compile(
            r"(?:裁员[^。！？]{0,10}?)?(?:被裁了?|被裁员了?|被辞退了?|被开除了?|被优化了?|失业了|丢了工作|工作丢了|被炒了?鱿鱼"
            # "公司裁员了 我也在名单里": laid off, said by the list one is on
            r"|裁员[^。！？]{0,6}?我也在(?:名单|里面|其中))"
        ),
        "negative",
        "job_loss",
    ),
    (
        re.compile(
            rf"{_NB}{{0,6}}(?:考|试|核|审|评|检|赛|申请)(?:又|还是|也)?(?:没过|没通过|挂了|没选上|被拒了?)"
        ),
        "negative",
        "news",
    ),
    (re.compile(r"(?:分手了?|离婚了|被甩了)"), "negative", "breakup"),
    (re.compile(r"(?:比赛)?(?:输了|被淘汰了|没拿到名次)"), "negative", "competition"),
    (re.compile(r"(?:落榜了|没考上|挂科了|被拒签了|签证被拒了?)"), "negative", "exam"),
    (re.compile(r"(?:生病了|住院了|骨折了|受伤了|发烧了|病倒了|感冒了)"), "negative", "health"),
    (re.compile(r"(?:手机|钱包|包|电脑|钥匙|猫|狗)(?:丢了|被偷了|走丢了|坏了)"), "negative", "news"),
    (re.compile(r"(?:去世了|过世了|(?<![不没别想要])走了(?=，|。|$))"), "negative", "bereavement"),
    # How a season or a business went: "今年亏了好几万", "花椒价格跌了一半，亏咧", "赚了", "大丰收", "遭了冰雹"
    (
        re.compile(
            r"(?<![不没别怕])(?:亏了|亏咧|亏惨了|亏本了|赔了|赔钱了|血亏|遭了(?:冰雹|灾|水灾|旱灾|霜冻|虫灾|台风)|绝收了?)"
        ),
        "negative",
        "news",
    ),
    # What weather or disease did to one's place, crop or stock: "大棚被雪压塌了", "台风把屋顶掀了",
    # "鸭子发病，死了一半"
    (
        re.compile(
            r"(?<![不没别怕])(?:(?:大?棚|房子|屋顶|房顶|鱼塘|猪圈|鸡舍|院墙|堤)(?:被[^，。！？!?]{0,6})?(?:塌|倒|淹|冲垮|冲毁|吹翻|掀翻?)了|"
            r"(?:台风|洪水|暴雨|大雪|冰雹|霜冻|干旱|大旱|地震|山火|泥石流|寒潮|倒春寒|病害|虫害)(?:把|给)?[^，。！？!?]{0,8}?"
            r"(?:塌了|毁了|冲走|冲垮|淹了|打了|压塌|刮倒|吹倒|烧了|冻死|死了)|发病[^。！？!?]{0,4}死了)"
        ),
        "negative",
        "news",
    ),
    (
        re.compile(r"(?<![不没别怕想要])(?:赚了|赚翻了|挣了|多挣了?|大丰收|丰收了|卖爆了|卖断货了?)"),
        "positive",
        "news",
    ),
    # Whatever one set out to do, said done: "我减肥成功了", "表白成功了！", "戒烟成功" (not "祝你成功", "会成功的")
    (
        re.compile(rf"(?<![祝会能要想没不])(?:[{HAN}]{{2,4}})(?<!祝你)(?<!希望)成功(?:了|啦|！|!)"),
        "positive",
        "news",
    ),
]
# "上手术台", "手术室", "手术费": the table, the room or the bill, not the event itself; "婚礼司仪",
# "培训机构", "培训专员", "培训班" are a trade, a firm or a class
# (not a word the event names: "旅游旺季", "会议纪要", "搬家师傅")
_ZH_EVENT = re.compile(rf"(?P<kw>{_ZH_EVENT_KW})(?![台室费单报告司策机专班]|旺季|淡季|纪要|师傅)")
# Said of a habit, not a plan: "动不动就出差", "一场比赛下来累瘫是常事".
_ZH_HABIT = re.compile(
    r"(?:经常|常常|总是|老是|时不时|动不动就?|隔三差五|三天两头|每次|每回|一般都?)(?:都|要|去|会|得|就)*$"
)
_ZH_HABITUAL = re.compile(r"是常事|是常态|家常便饭|是日常|都习惯了|早就习惯了")
# Said before the keyword, the event is past: "上周带它去洗牙" is no plan.
# Kinds of event that, told as done with no verdict, are good news: a new job, a degree, a wedding, a birth.
_ZH_DONE_GOOD = frozenset({"job_change", "graduation", "wedding", "birth", "new_job"})
_ZH_PAST = re.compile(r"上周|上个?月|上星期|上礼拜|昨天|昨晚|前天|去年|前年|前几天|刚才|之前|那次|上次|上回")
# (a trade that serves the event: "婚礼主持", "婚礼跟拍", "毕业照摄影")
_ZH_ROLE_AFTER = re.compile(
    r"(?:教师|老师|工人|职工|干部|人员|官|员|主持|司仪|策划|摄影|跟拍|跟妆|化妆师|布置|用品店?|公司)"
)
_ZH_AHEAD = re.compile(r"要|准备|打算|计划|下个?月|下周|明年|月底|年底")

_ZH_SHIFT = re.compile(r"值(?:[一二三四五六七八九十两\d]+个?(?:小时|钟头)的?|夜|晚)班")
_ZH_GOOD_VERDICT = re.compile(
    r"(?<![不没])(?:稳了|稳稳的?|过线|超常发挥|考得(?:不错|很好|挺好)|高分|满分|开心|顺利|圆满|成功|好玩|值了|挺好|很棒)"
)
_ZH_BAD_VERDICT = re.compile(r"不开心|砸了|没考好|考得不好|不顺|失败|挂了|糟糕|一塌糊涂|没过")
_ZH_NO_PLAN = re.compile(
    r"(?:不想|不用|不要|没有|没|不打算|不去|不会)(?:再)?(?:去)?$|(?:挺想|好想|很想|真想|也想|梦想|希望)"
)
# What a named event may be called: "读书会", "日语班", "同学聚会".
_ZH_ATTR_NAMED = re.compile(
    rf"(?P<e>{_NB}{{1,10}}?)的?(?P<attr>地点|地址|时间|日期|主题|目的|规模|人数|时长)(?:是|在|定在|定了|改到|改成|大概是|一共)?(?P<x>{_NB}{{1,16}}?){_END}"
)
_ZH_ATTR_SLOT = {
    "地点": "place",
    "地址": "place",
    "时间": "time",
    "日期": "time",
    "主题": "purpose",
    "目的": "purpose",
    "规模": "size",
    "人数": "size",
    "时长": "duration",
}
_ZH_EVENT_START = re.compile(
    rf"^(?:我们的?|我的|咱们的?|这个|那个|这次的?|那次的?|那场|这场|(?:我们)?(?:公司|学校|单位|部门|班级?|社团)的|我的?(?:{ZH_RELATIONS})的?)?"
    rf"(?P<e>{_ZH_EVENT_NAMED})"
    r"(?=的|在|是|定|每|为期|一共|大概|大约|有|要|改|将|于|开始|结束|时间|地点|，|,|主要|一般|差不多|总共|共|持续|会在|办|举行|提前|推迟|"
    r"打算|准备|计划|会|就|也|还|约)"
)
_ZH_ATTRS: list[tuple[str, re.Pattern[str]]] = [
    (
        "time",
        re.compile(
            r"(?P<x>每(?:周|个?星期|个?礼拜)[一二三四五六日天末](?:(?:和|、)(?:周|星期)?[一二三四五六日天])?(?:上午|下午|晚上|早上)?"
            r"(?:\d{1,2}点半?|[一二三四五六七八九十]{1,3}点半?)?|每天(?:早上|晚上|下午)|每月\d+号|每个月\d+号|"
            r"下(?:周|个?星期|个?礼拜)[一二三四五六日天末]|这(?:周|个?星期|个?礼拜)[一二三四五六日天末]|(?<![每])周[一二三四五六日末](?:上午|下午|晚上)?|"
            r"下下?(?:周|个?星期|个?礼拜)(?![一二三四五六日天末])|"
            rf"(?:\d{{1,2}}|[一二三四五六七八九十]{{1,3}})月(?:底|初|中旬|上旬|下旬)|{_DAY}|(?:今年|明年)?(?:年底|月底|年初|下个月(?:初|中旬|上旬|下旬|底)?|明年[{HAN}\d]{{1,3}}月)|腊月[{HAN}]{{1,3}}|"
            r"(?:明天|后天|今天|今晚|大后天)(?:上午|下午|晚上|早上|中午)?(?:(?:\d{1,2}|[一二三四五六七八九十两]{1,3})点半?)?|(?:上午|下午|晚上|早上|中午)(?:\d{1,2}|[一二三四五六七八九十两]{1,3})点半?|(?:今年|明年|后年)?(?:国庆|元旦|春节|中秋|五一|端午|清明|过年|寒假|暑假|圣诞|元宵|七夕|重阳|冬至)(?:节|期间|假期)?|"
            r"开学第[一二三四五六七八九十\d]+周|(?:今年|明年)?(?:1[0-2]|[1-9]|十[一二]?|[一二三四五六七八九])月份?(?![\d一二三四五六七八九十日号底初中上下])|"
            # a weekday said bare ("礼拜天教堂有个义卖会"), a season ("我们秋天要办婚礼", "明年春天去云南")
            r"(?<![每下这上个])(?:星期|礼拜)[一二三四五六日天](?:上午|下午|晚上|早上)?|(?:今年|明年|后年)?(?<![每])(?:春天|夏天|秋天|冬天|开春)|(?:今年|明年)(?:上半年|下半年)|"
            # … and a year or a month said bare, ahead or past ("后年高考", "上个月参加象棋赛")
            r"(?<![每今])(?:明年|后年|去年|前年)(?![\d一二三四五六七八九十])|上个?月|上(?:周|个?星期|个?礼拜)(?![一二三四五六日天末]))"
        ),
    ),
    (
        "place",
        re.compile(
            # … and what is done there: "在上海打", "在北京考" (the place is 上海, 北京)
            rf"(?:地点(?:是|在|定在)|定在|在|改在|改到|改成|换成|换到|去)(?P<x>{_NB}{{2,12}}?)(?:举行|举办|办|开|进行|集合|上课|见面|碰头|办酒|聚|碰面|"
            rf"比赛|打比赛|打|比|考试|考|演出|演|唱|跑)?{_END}"
        ),
    ),
    (
        "duration",
        re.compile(
            r"(?:为期|持续|一共|总共|共|要上|要办|要开|办|开|待|玩|去|就|只|带|住|呆|^|，|,)"
            r"(?P<x>[一二三四五六七八九十两半几\d]+(?:个)?(?:天|周|星期|礼拜|个月|年|小时|钟头|节课|期)"
            r"(?:[一二三四五六七八九十两半\d]+夜)?)(?!没|不曾|未|前|以前)"  # "二十年没见了": how long since, not how long it lasts
        ),
    ),
    (
        "size",
        re.compile(
            r"(?:大概|大约|一共|总共|差不多|有|约|将近|共|能来|会来|要来|预计来|来了|请了|摆|^|，|,)"
            r"(?P<x>[一二三四五六七八九十两百几\d]+(?:个|多个|来个|多)?(?:人|位|名|桌))(?![间份座行组])"
        ),
    ),
    (
        "purpose",
        re.compile(rf"(?:主要是|目的是|是为了|主题是|内容是|主要读|主要讲|专门)(?P<x>{_NB}{{2,16}}?){_END}"),
    ),
]
# Kinds of plan a conversation tells once: "婚礼想在三亚办" after "我们打算明年结婚" adds no second wedding.
_ONCE_KINDS = {"wedding", "move", "birth", "graduation", "retirement"}
# A turn that goes on about whoever the last one was about: "就是不喜欢坐车", "不过特别怕打雷".
_ZH_GOES_ON = re.compile(r"(?:就是|不过|但是|可是|只是|而且|还有就是)(?![我你])")
# What someone else said to do ("说要忌口，不能吃辣"): no preference of the user's.
_ZH_REPORTED = re.compile(
    r"(?:医生|大夫|[他她]|人家|老师)?(?:说|让|叫|嘱咐|交代)(?:我)?(?:要|不能|不让|别|得|必须|只能|不要|少|多)"
)
_ZH_MONTH_ALONE = re.compile(r"(?:1[0-2]|[1-9]|十[一二]?|[一二三四五六七八九])月份?")
# A city and what one does there: "吉隆坡做两天的翻译", "成都出差"
_ZH_CITY_THEN = re.compile(r"^(.{2,5}?)(?:做|当|干|开会|出差|参加|看|玩|打工|旅游|考|送|拉)")
_ZH_PLACE_HEAD = re.compile(
    r"^(.+?(?:室|馆|厅|中心|店|园|家|校|院|场|楼|堂|屋|所|站|湖|岛|酒店|餐厅|基地|营地|公司|学校|广场|会所|区|路|街|市|镇|村))"
    r"(?:排练|训练|上课|练习|比赛|集合|见面|碰头|举行|举办|聚会|吃饭|开会|办)"
)
_ZH_EVENT_PLACE = re.compile(
    r"(?:馆|室|厅|中心|店|园|家|校|院|场|楼|堂|屋|所|站|山|湖|岛|酒店|餐厅|基地|营地|公司|学校|广场|会所|咖啡馆|^[A-Za-z]{4,})$"
)

ZH_EMOTIONS: dict[str, tuple[str, float]] = {
    "难过": ("sad", -0.7),
    "伤心": ("sad", -0.7),
    "难受": ("sad", -0.6),
    "委屈": ("sad", -0.6),
    "失落": ("sad", -0.5),
    "沮丧": ("sad", -0.6),
    "郁闷": ("sad", -0.5),
    "崩溃": ("overwhelmed", -0.9),
    "焦虑": ("anxious", -0.6),
    "紧张": ("anxious", -0.4),
    "害怕": ("scared", -0.6),
    "压力大": ("stressed", -0.6),
    "累": ("tired", -0.3),
    "疲惫": ("tired", -0.4),
    "烦": ("annoyed", -0.4),
    "生气": ("angry", -0.6),
    "孤独": ("lonely", -0.6),
    "寂寞": ("lonely", -0.5),
    "开心": ("happy", 0.7),
    "高兴": ("happy", 0.7),
    "快乐": ("happy", 0.7),
    "幸福": ("happy", 0.8),
    "激动": ("excited", 0.6),
    "兴奋": ("excited", 0.6),
}
_ZH_EMOTION = re.compile(
    r"(?<!你)(?<!你很)(?<!你好)(?:我|今天|最近|现在|真的|感觉|心里)?"
    r"(?P<deg>好|很|太|超|特别|非常|有点|有些|挺|真|超级|好)?"
    rf"(?P<x>{'|'.join(sorted(ZH_EMOTIONS, key=len, reverse=True))})"
)


# --- English -----------------------------------------------------------------------------------
_L = r"[^\W\d_]"  # a letter, in any script ("Kraków", "Lucía")
_EX = rf"(?P<x>{_L}[\w'&.-]*(?:\s+[\w][\w'&.-]*){{0,4}}?)"
_EEND = (
    r"(?=\s*(?:[.,!?;:)(]|$|\s(?:and then|but|now|too|though|tho|lately|anymore|again|so|because|since|which|who|where|"
    r"these days|right now|at the moment|for now|lol|haha|btw|fr|ngl|tbh|istg|last|this|next|yesterday|today|recently|a few|"
    r"with|when|while|after|before|ever since|every|on|for|in|originally|if|as|either|honestly|haha|lmao|"
    r"and|or|just|actually|though|anyway|at|starting)\b))"
)
_EEND_LIST = _EEND.replace("|and|or|", "|")
# Two things of a few words each: "smoked mackerel pate and sticky toffee pudding" (one memory each).
_EX_PAIR = (
    rf"(?P<x>{_L}[\w'&.-]*(?:\s+[\w][\w'&.-]*){{0,4}}?"
    rf"(?:,?\s+(?:and|or|&)\s+{_L}[\w'&.-]*(?:\s+[\w][\w'&.-]*){{0,3}}?)?)"
)
_EPL = rf"(?P<x>{_L}[\w'.-]*(?:,?\s+{_L}[\w'.-]*){{0,3}}?)"
_NW = r"[A-ZÀ-ÖØ-Þ][^\W\d_]*(?:['-][^\W\d_]+)*"  # a capitalised name word
_EN_NAME = rf"(?P<x>(?-i:{_NW}(?:\s+{_NW}){{0,2}}))"
# …a full name with its particles, as one introduces oneself: "I'm Lotte van Dijk", "I'm Bruno de Sá"
_EN_NAME_PARTICLES = rf"(?P<x>(?-i:{_NW}(?:\s+(?:(?:de|da|do|dos|das|di|del|della|van|von|der|den|ter|le|la|bin|binti|al)\s+)?{_NW}){{0,2}}))"
# A greeting as people type it ("heyyy", "howya", "hiya babe", "hello my lover", "good evening")
_EN_GREETING = (
    r"\b(?:hi+|he+y+|hello|hiya|howya|howdy|oh|well|ok|okay|yo|sorry|alright|ope|g'day|good (?:morning|afternoon|evening))"
    r"(?:\s+(?:there|babe|bab|all|everyone|y'all|mate|my lover|my love|friend))?[,!.]?\s+"
)
# The opening words of a message before the first comma ("howya, Niamh here", "Dia dhuit, Máirín here")
_EN_OPENING = r"^[^.!?,]{1,20},\s*"
# "I …", or a clause that names nobody ("moved to Denver last month", "born in Lahore"): casual
# English drops the "I", and the clause is about whoever the turn was last about.
# Where a clause starts: the text's start, after punctuation or an emoji, or after "tho"/"but"/"and".
_EN_CLAUSE_START = r"(?:^|(?<=[,.!?;:])\s*|[\U0001F300-\U0001FAFF\u2600-\u27BF]+\s*|\b(?:tho|though|but|and|so|honestly|ngl|tbh)\s+)"
# A thing named at the head of a clause: one to four words, not a pronoun or a filler.
_EN_THING_HEAD = (
    r"(?!(?:it|it's|this|that|which|what|he|she|they|you|there|here|i|we|who|mine|yours|everything|nothing|"
    r"something|life|work|today|tonight|my|his|her|our|their|your|u|ur)\b)[a-z][\w'-]*(?:\s+(?!(?:is|are)\b)[\w'-]+){0,3}?"
)
_EI = (
    r"(?:\b(?P<me>i)(?:'ve|'d| have| had)?(?:\s+|(?='))|(?P<bare>(?:^|(?<=[,.;!?:(—-])|(?<=\band)|(?<=\bbut)|(?<=\bso)|(?<=\balso)"
    r"|(?<=\bthen)|(?<=\bjust)|(?<=\bwell)|(?<=\boh)|(?<=\bok)|(?<=\bokay)|(?<=\byeah)|(?<=\bupdate)|(?<=\bnews))\s*(?!i\b)))"
    r"(?:also\s+|just\s+|recently\s+|finally\s+|actually\s+|officially\s+|still\s+|currently\s+|now\s+|really\s+|"
    r"literally\s+|honestly\s+|even\s+|already\s+|totally\s+|do\s+|did\s+)*"
)
_EIM = r"(?:\b(?P<me>i)(?:'m|'m| am)|(?P<bare>(?:^|(?<=[,.;!?:])|(?<=\band)|(?<=\bbut)|(?<=\bso))\s*(?:i'm|im|i am)?))"
_EBE = rf"(?:\bi(?:'m| am)|{_EMY}(?:'s| is))"
_EJOBS = (
    "software engineer|software developer|engineer|teacher|nurse|doctor|designer|student|developer|programmer|"
    "lawyer|accountant|chef|cook|writer|artist|product manager|project manager|manager|data scientist|"
    "researcher|photographer|firefighter|pharmacist|paramedic|dentist|vet|veterinarian|architect|electrician|"
    "plumber|carpenter|mechanic|barista|bartender|waiter|waitress|cashier|librarian|professor|lecturer|"
    "consultant|analyst|translator|journalist|editor|musician|actor|actress|dancer|therapist|counselor|"
    "social worker|police officer|cop|soldier|pilot|flight attendant|driver|truck driver|farmer|baker|"
    "tutor|coach|personal trainer|trainer|freelancer|entrepreneur|founder|cofounder|co-founder|intern|grad student|"
    "phd student|med student|law student|high school teacher|receptionist|realtor|real estate agent|surgeon|"
    "physiotherapist|physical therapist|graphic designer|web developer|ux designer|illustrator|animator|"
    "stay-at-home mom|stay-at-home dad|housewife|retiree|retired teacher|scientist|chemist|biologist|"
    "mail carrier|security guard|hairdresser|stylist|tattoo artist|game developer|sales rep|salesperson|"
    "marketer|recruiter|copywriter|content creator|streamer|youtuber|podcaster|midwife|caregiver|paralegal|"
    "tester|software tester|data analyst|backend engineer|frontend engineer|devops engineer|auditor|banker|"
    "civil engineer|mechanical engineer|nurse practitioner|radiologist|psychologist|optometrist|"
    "kindergarten teacher|preschool teacher|line cook|sous chef|pastry chef|welder|machinist|janitor|"
    "warehouse worker|delivery driver|uber driver|courier|dj|producer|composer|violinist|pianist|"
    "graduate student|undergrad|undergraduate|postdoc|resident|medical resident|speech therapist|"
    "occupational therapist|social media manager|marketing manager|account manager|operations manager|"
    "engineering manager|program manager|designer|florist|butcher|zookeeper|ranger|park ranger|lifeguard|barber|"
    "au pair|hygienist|dental hygienist|clerk|law clerk|foreman|site foreman|trucker|dev|backend dev|frontend dev|"
    "electrician|nanny|housekeeper|cleaner|server|host|hostess|bookkeeper|mechanic|welder|technician|tech|"
    "nutritionist|dietitian|dietician|physio|optician|surveyor|carer|care worker|support worker|teaching assistant|"
    "deputy head|headteacher|head teacher|sonographer|phlebotomist|vet nurse|dental nurse|ux designer|ui designer|"
    # … and the trades chat names most, beyond the office (a lexicon, like the places)
    "solicitor|barrister|attorney|magistrate|emt|medic|porter|orderly|roofer|plasterer|bricklayer|builder|"
    "labourer|laborer|contractor|handyman|painter|decorator|gardener|landscaper|fisherman|rancher|miner|logger|"
    "sailor|marine|detective|sergeant|bouncer|sommelier|dishwasher|caterer|cabin crew|air hostess|steward|"
    "stewardess|coder|sysadmin|administrator|secretary|personal assistant|office manager|merchandiser|"
    "seller|online seller|shopkeeper|shop owner|store manager|vendor|street vendor|hawker|trader|broker|"
    "stockbroker|investment banker|economist|statistician|actuary|physicist|geologist|physician|pediatrician|"
    "paediatrician|cardiologist|oncologist|neurologist|anaesthetist|anesthesiologist|psychiatrist|dermatologist|"
    "obstetrician|gynecologist|orthodontist|doula|chiropractor|acupuncturist|massage therapist|beautician|"
    "esthetician|nail tech|nail technician|makeup artist|influencer|blogger|vlogger|author|novelist|poet|"
    "screenwriter|playwright|reporter|news anchor|presenter|broadcaster|publisher|singer|rapper|drummer|"
    "guitarist|bassist|instructor|yoga instructor|principal|headmaster|headmistress|substitute teacher|"
    "lab tech|lab technician|pipefitter|fitter|boilermaker|millwright|forklift driver|crane operator|bus driver|"
    "taxi driver|cab driver|tricycle driver|rideshare driver|lorry driver|dispatcher|postman|mailman|"
    "delivery rider|picker|stocker|shelf stacker|factory worker|case worker|pastor|priest|minister|"
    "rabbi|imam|monk|nun|missionary|athlete|footballer|soccer player|basketball player|boxer|referee|umpire|"
    "jockey|politician|diplomat|civil servant|public servant|mayor|councillor|teller|bank teller|loan officer|"
    "underwriter|insurance agent|estate agent|property manager|interior designer|fashion designer|tailor|"
    "seamstress|dressmaker|cobbler|jeweller|jeweler|brewer|winemaker|fishmonger|grocer|videographer|"
    "filmmaker|director|game designer|product designer|data engineer|qa engineer|network engineer|"
    "support agent|customer service rep|call center agent|sales associate|retail worker|store clerk|"
    "caretaker|groundskeeper|custodian|babysitter|childminder|home health aide|dental assistant|"
    "medical assistant|physician assistant|audiologist|radiographer|interpreter|tour guide|travel agent|"
    "event planner|wedding planner|hotel manager|concierge|policeman|policewoman|prison officer|"
    "correctional officer|firefighter|nurse aide|cna|pharmacy tech|vet tech|flight instructor|air traffic controller|"
    # … and crafts and posts of the sea, the road and the bench
    "hairstylist|seaman|able seaman|deckhand|officer|constable|apprentice|potter|tattooist|beekeeper|locksmith|"
    "farrier|archivist|forecaster|conductor|controller|operator|creator|agent|glazier|upholsterer|watchmaker|"
    "taxidermist|undertaker|embalmer|funeral director|stagehand|ski patroller|piano tuner|joiner|sparky|chippy|brickie|"
    "tradie|specialist|conservator|restorer|curator|ferry captain|sea captain|ship captain|boat captain|skipper|mahout|comic|comedian|"
    "stand-up comic|stand-up comedian|voice actor|poker player|pro player|professional player|esports player|"
    # … and the trades of the field, the hill, the water and the workshop, and ranks
    "shepherd|shepherdess|herder|herdsman|goatherd|cowherd|stockman|drover|shearer|jackaroo|jillaroo|crofter|"
    "cowboy|cowgirl|gaucho|vaquero|roughneck|roustabout|deckie|boatman|ferryman|waterman|gondolier|diver|"
    "pearl diver|chimney sweep|blacksmith|silversmith|goldsmith|smith|weaver|glassblower|woodcarver|carver|"
    "stonemason|mason|thatcher|tiler|cabinetmaker|luthier|saddler|tanner|cooper|wheelwright|cheesemaker|"
    "chocolatier|confectioner|busker|clown|magician|juggler|acrobat|guide|mountain guide|tour leader|warden|"
    "game warden|gamekeeper|ghillie|lumberjack|woodcutter|forester|herbalist|chaplain|vicar|deacon|"
    "customs officer|border guard|prison guard|guard|corporal|lance corporal|lieutenant|airman|paratrooper|"
    "squaddie|sapper|gunner"
)
_EJOB = (
    r"(?P<x>(?:(?:senior|junior|lead|head|chief|staff|principal|freelance|part-time|full-time|"
    rf"(?!(?:a|an|the|is|am|are|was|be|being|been|my|his|her|their|i|i'm)\b)[\w-]+)\s+){{0,3}}(?:{_EJOBS}))s?\b"
)
_ELANGS = (
    "english|spanish|french|german|italian|portuguese|mandarin|chinese|cantonese|japanese|korean|russian|arabic|"
    "hindi|urdu|bengali|punjabi|tamil|telugu|vietnamese|thai|tagalog|indonesian|malay|dutch|swedish|norwegian|"
    "danish|finnish|polish|czech|greek|turkish|hebrew|persian|farsi|swahili|ukrainian|romanian|hungarian|asl|"
    "sign language|irish|welsh|catalan|yoruba|igbo|amharic|gujarati|marathi|nepali|twi|zulu|xhosa|afrikaans|"
    "serbian|croatian|bosnian|slovak|slovenian|bulgarian|lithuanian|latvian|estonian|icelandic|basque|galician|"
    "haitian creole|creole|patois|hausa|somali|tigrinya|kurdish|pashto|dari|sinhala|khmer|lao|burmese|mongolian|"
    "hawaiian|maori|samoan|tongan|fijian|quechua|guarani|malayalam|kannada|odia|tibetan|uyghur|hokkien|hakka|"
    "shanghainese|teochew|taiwanese|luxembourgish|maltese|albanian|macedonian|georgian|armenian|azerbaijani|uzbek|"
    "kazakh|tajik|turkmen|kyrgyz|belarusian|yiddish|latin|esperanto|bisaya|cebuano|ilocano|hiligaynon|"
    "kapampangan|te reo|te reo māori|pidgin|wolof|lingala|kinyarwanda|malagasy|javanese|sundanese|bahasa|"
    "scots gaelic|gaelic|cornish|flemish|bavarian|swiss german|tok pisin|bislama"
)
_ELANG_LIST = (
    rf"(?P<x>(?:a (?:bit|little) of |some |fluent |basic |conversational |decent |broken )?(?:{_ELANGS})"
    rf"(?:(?:,\s*|\s+and\s+|\s*&\s*|,\s*and\s+|\s+plus\s+)(?:a (?:bit|little) of |a little |some |basic |conversational |decent |broken )?(?:{_ELANGS}))*)"
)
_EHEALTH = (
    "asthma|diabetes|type 1 diabetes|type 2 diabetes|high blood pressure|low blood pressure|migraines|migraine|"
    "anxiety|depression|adhd|ocd|insomnia|eczema|arthritis|a bad back|back pain|a heart condition|celiac|"
    "celiac disease|ibs|epilepsy|lupus|psoriasis|scoliosis|tinnitus|sleep apnea|hay fever|allergies|"
    "a peanut allergy|a nut allergy|a gluten intolerance|lactose intolerance|anemia|a bad knee|bad knees|"
    "crohn's|pcos|endometriosis|fibromyalgia|chronic pain|long covid|a pacemaker|glaucoma|dyslexia|autism|"
    "a shellfish allergy|a dairy allergy|vertigo|sciatica|a thyroid condition|hypothyroidism|gout|"
    "copd|emphysema|dementia|alzheimer's|parkinson's|cancer|breast cancer|prostate cancer|high cholesterol|"
    "heart disease|kidney disease|osteoporosis|cataracts|hearing loss|a hernia|ms|multiple sclerosis|"
    "a slipped disc|a herniated disc|a perforated eardrum|a burst eardrum|a torn meniscus|a frozen shoulder|"
    "tennis elbow|carpal tunnel|plantar fasciitis|shingles|"
    "(?:bp|blood pressure|heart|kidney|thyroid|back|knee|hip|memory|breathing|stomach|gut|sugar)\\s+(?:issues|problems|trouble)"
)
_MONTHS = (
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|"
    r"jul|aug|sep|sept|oct|nov|dec)"
)
_EDATE = (
    rf"(?P<x>(?:{_MONTHS}\.?\s+\d{{1,2}}(?:st|nd|rd|th)?\b|"
    rf"\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTHS}\b|"
    r"the\s+\d{1,2}(?:st|nd|rd|th)\s+of\s+[a-z]+|\d{1,2}/\d{1,2}))"
)
_FREQ = (
    r"every\s+(?:single\s+)?(?:(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday)(?:\s+(?:morning|evening|night|afternoon))?|"
    r"day|morning|evening|night|week|weekend|christmas|summer|winter|year|month|other day|other week|"
    r"other (?:sunday|monday|tuesday|wednesday|thursday|friday|saturday|weekend))|"
    # "on sundays", and bare plural days as a schedule: "Mondays and Wednesdays"
    r"(?:on\s+)?(?:sundays|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|weekends|weeknights)"
    r"(?:(?:,\s*|\s+and\s+)(?:sundays|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays))*"
    r"(?:\s+(?:mornings?|evenings?|nights?|afternoons?))?|"
    r"on\s+(?:sun|mon|tues|wednes|thurs|fri|satur)day\s+(?:mornings|evenings|nights|afternoons)|"
    r"(?:once|twice|three times|four times|a few times|\d times) a (?:week|day|month)|daily|nightly|weekly|"
    r"(?:one|two|three|four|five|six|\d) (?:mornings|evenings|nights|days) a week"
)
_ELIKE = (
    r"(?:love|loves|like|likes|enjoy|enjoys|adore|adores|am into|'m into|'s into|is into|'m obsessed with|am obsessed with|"
    r"obsessed with|is obsessed with|'s obsessed with|am a fan of|'m a fan of|'m a big fan of|am a big fan of|"
    r"'m really into|am crazy about|'m crazy about|'m addicted to|can't get enough of|'m hooked on|live for|dig|"
    r"'m a huge fan of|am a huge fan of|'m big on|really like|really love|into|obsessed with|"
    # (said of others too: "my brother is crazy about football", "my daughters are obsessed with horses")
    r"crazy about|mad about|nuts about|are into|are obsessed with|are crazy about|a big fan of|a huge fan of)"
)
_EDISLIKE = (
    r"(?:hate|hates|dislike|dislikes|don't (?:really |even )?like|do not like|doesn't like|(?:am|'m)? ?not (?:really |that |very |super |big )?into|"
    r"am not a fan of|'m not a fan of|not a fan of|'m not big on|not big on|detest|loathe|never eat|never drink|avoid|"
    r"stopped eating|stopped drinking|don't care for|do not care for|never liked|never cared for)"
)
_ENOT = (
    r"(?!you\b|it\b|that\b|this\b|when\b|to\b|how\b|being\b|the way\b|people who\b|talking\b|chatting\b|them\b|him\b|her\b|"
    r"any ?more\b|at all\b|either\b|much\b|often\b|again\b|though\b|tho\b|actually\b|honestly\b|anyway\b)"
)

# What "make" takes as a light verb (make an impact, a difference, progress, a decision, friends):
# "the … we made" with one of these names no thing made together.
# What makes "went to X" a school and not a trip.
_EN_SCHOOL_WORD = re.compile(
    r"\b(?:school|uni|university|college|academy|institute|polytechnic|conservatory|seminary|campus|"
    r"graduated|graduate|degree|major(?:ed)?|studied|semester|freshman|sophomore|alma mater)\b",
    re.I,
)
# A liked doing that is only half said without what follows: "getting lost in a good book",
# "curling up with a blanket", "sinking into other worlds".
_EN_LIKE_NEEDS_MORE = re.compile(
    r"\b\w+ing\s+(?:lost|immersed|absorbed|involved|caught up|wrapped up|up|away|out|back)$|"
    r"^(?:curling|snuggling|cozying|cosying|sinking|escaping|diving|losing myself|getting)(?: up| away| back| out)?$",
    re.I,
)
_EN_LIKE_MORE = re.compile(
    r"\s+(?:in|into|with|to|on|at)\s+(?!(?:and|but|or|so|because)\b)[\w'-]+(?:\s+(?!(?:and|but|or|so|because|when|while|if)\b)[\w'-]+){0,3}"
    r"(?=\s*(?:[.,!?;:]|$|\s))",
    re.I,
)
_EN_MADE_NOT_THING = "".join(
    f"(?<!{w})"
    for w in re.findall(
        r"\w+",
        "impact difference progress change changes mistake mistakes decision decisions choice choices effort money friends peace sense "
        # a bond is no thing made: "the camaraderie we built", "the memories we made"
        "camaraderie bond bonds connection connections friendship friendships relationship memories trust",
    )
)

EN_RULES: list[Rule] = [
    _r(
        "en.identity.name",
        "identity",
        # (Pidgin says it with "na": "my name na Adaeze")
        # (and Jamaican "mi name Desmond", "me name is …")
        rf"\b(?:my name is|my name's|my name na|(?:mi|me) name(?: is)?|my full name is|my real name is|i'm called|i am called|the name's|"
        rf"it's short for|short for|full name's|real name's)\s+{_EN_NAME}",
        "The user's name is {x}",
        0.95,
        slot="name",
        value="{x}",
        check="name",
    ),
    _r(
        "en.identity.name_intro",
        "identity",
        # "It's Sam" and "this is Sam" introduce only after a greeting ("hi, it's Sam"): alone they
        # answer "who is that?" or show a place ("It's Seattle, …").
        # (a greeting in any language is one word and a comma: "hola, I'm …", "szia, I'm …")
        # (and up to three words of greeting or filler opening the message: "oh and I'm Tamsin.", "hey cher, I'm
        # Luc Arceneaux but…", "ciao, allora, I am Paola Ferri, …")
        rf"(?:(?:^|[.!?]\s+|{_EN_GREETING}|^[^\W\d_]{{2,10}},\s+|^(?:(?!(?:from|now|today|tonight|here|there|not|also|still|just|maybe|if)\b)[^\W\d_]{{1,12}},?\s+){{1,3}})(?:(?:ok(?:ay)?\s+)?so\s+|well\s+|anyway\s+)?(?:i'm|i am|im)|{_EN_GREETING}(?:this is|it's|its))\s+{_EN_NAME_PARTICLES}"
        r"(?=\s*(?:[,.!;]|$|\s+(?:and|but|by the way|btw|here|speaking|from|,|-|—|i|i'm|im)\b))",
        "The user's name is {x}",
        0.95,
        slot="name",
        value="{x}",
        check="name",
    ),
    _r(
        "en.identity.name_here",
        "identity",
        rf"(?:^|[.!?]\s+|{_EN_GREETING}|{_EN_OPENING}){_EN_NAME}(?:\s+here\b|,?\s+(?:by the way|btw)\b)",
        "The user's name is {x}",
        0.95,
        slot="name",
        value="{x}",
        check="name",
    ),
    _r(
        "en.identity.name_start",
        "identity",
        rf"(?:^|\b(?:hi|hey|hello|hiya|yo)[,!.]?\s+)(?P<x>(?-i:{_NW}\s+{_NW}))(?=,(?!\s*(?:she|he|they|it|you|we)\b))|"
        rf"\b(?:hi|hey|hello|hiya|yo)[,!.]?\s+(?P<x1>(?-i:{_NW}))(?=,)",
        "The user's name is {x}",
        0.95,
        slot="name",
        value="{x}",
        check="name",
    ),
    _r(
        # "Keoni, lab tech at the marine lab", "bout ye. Orla, trainee solicitor": a message that opens
        # with a name and then a trade introduces the one who writes
        "en.identity.name_then_trade",
        "identity",
        # (one person's trade, singular: not "Plus, certain authors are…", not "Also, I'm a writer")
        rf"(?:^|[.!?]\s+|{_EN_GREETING}|{_EN_OPENING})(?P<x>(?-i:{_NW}))(?:\s+here)?,\s+(?=(?:an?\s+)?"
        r"(?:(?!(?:certain|some|many|most|all|other|these|those|i|i'm|im|my|we|he|she|they|you|it|and|but|so|is|was|are)\b)[\w-]+\s+){0,2}"
        rf"(?:{_EJOBS})\b)",
        "The user's name is {x}",
        0.9,
        slot="name",
        value="{x}",
        check="name",
    ),
    _r(
        "en.identity.name_btw",
        "identity",
        rf"\b(?:it's|its|i'm)\s+{_EN_NAME},?\s+(?:by the way|btw)\b",
        "The user's name is {x}",
        0.95,
        slot="name",
        value="{x}",
        check="name",
    ),
    _r(
        "en.identity.nickname",
        "identity",
        r"\b(?<!don't )(?<!do not )(?<!never )(?:(?:you can |just |please |you can just |feel free to )?call me|(?:everyone|everybody|people|my friends|friends|"
        r"they|most people|my family|folks|(?:the|my|our) (?:whole |entire )?[a-z]+|[a-z]+s) (?:all |usually |just |still )?calls? me|"
        r"my nickname is|but (?:everyone|everybody|they all) says?|"
        r"i go by|i usually go by|under the name|"
        r"i prefer|i'd rather be called)\s+"
        r"(?!at\b|when\b|back\b|later\b|whenever\b|if\b|tomorrow\b|tonight\b|on\b|after\b|before\b|anytime\b|"
        r"sometime\b|asap\b|soon\b|crazy\b|old-fashioned\b|a\b|an\b|the\b|now\b|in\b|around\b|once\b|every\b)"
        # (one word or two, then a break, a reason or a place: "they call me Big D at the yard")
        rf"(?P<x>(?-i:{_NW}(?:\s+{_NW})?))"
        r"(?=\s*(?:[.,!;]|$|\s+(?:for short|instead|though|lol|haha|please|if you|"
        r"by the way|btw|now|these days|nowadays|and|—|-|because|cause|'cause|cos|since|at the|around the|in the|on the)\b"
        # (or any word in lower case after it: "call me Emeka abeg", "my mates call me Stretch for obvious reasons")
        r"|\s+(?-i:[a-z][a-z']*)\b(?!\s+(?-i:[A-Z]))))",
        "The user likes to be called {x}",
        0.9,
        slot="nickname",
        value="{x}",
        check="name",
    ),
    _r(
        "en.other.name",
        "identity",
        rf"{_EMY}(?:'s name is| is called| is named| called| named| goes by)\s+{_EN_NAME}",
        "{who} is called {x}",
        0.8,
        slot="name",
        value="{x}",
        check="name",
    ),
    _r(
        "en.other.name_pro",
        "identity",
        rf"\b(?P<pro>his|her|its) name(?:'s| is)\s+{_EN_NAME}",
        "{who} is called {x}",
        0.8,
        slot="name",
        value="{x}",
        check="other",
    ),
    # Someone named first and then said who they are, between commas or dashes: "Ciarán, the boyfriend, is a
    # guard", "our Dean — me son — just got took on", "Shannon (the wife) reckons…".
    _r(
        "en.other.name_then_kin",
        "identity",
        r"(?:^|(?<=[.!?;]\s)|\bour\s+)"
        rf"(?P<x>(?-i:{_NW}))\s*(?:,|—|–|\s-|\()\s*(?:the|my|me|our)\s+(?P<rel>{EN_RELATIONS})\s*(?:,|—|–|-\s|\))",
        "{who} is called {x}",
        0.8,
        slot="name",
        value="{x}",
        check="name",
    ),
    _r(
        "en.other.name_apposition",
        "identity",
        rf"\b(?:my|our)\s+(?:(?:older|younger|little|big|baby|best|twin|new|old)\s+)?(?P<rel>{EN_RELATIONS}|twins|girl|boy|yute),?\s+{_EN_NAME}"
        r"(?![^\W\d_])",
        "{who} is called {x}",
        0.8,
        slot="name",
        value="{x}",
        check="name",
    ),
    _r(
        "en.life_event.place",
        "life_event",
        r"\b(?:a|the|this|that) (?P<kind>restaurant|cafe|café|bar|diner|bakery|shop|bookstore|gym|park)(?: is)? "
        r"(?:called|named) (?P<x>[a-z][\w'&-]*(?:\s+[a-z][\w'&-]*){0,2}?)(?=\s*(?:[.,!?;]|$))",
        "The user mentioned a {kind} called {X}",
        0.55,
    ),
    _r(
        "en.identity.age",
        "identity",
        rf"(?:\bi(?:'?m| am)|\bi just turned|\bi turned|{_EMY}(?:\s+(?-i:[A-Z][a-z]+))?(?:'s| is| just turned| turned))\s+(?:only\s+|just\s+|like\s+|a\s+(?=\d{{1,2}}[- ]years?[- ]old))?"
        r"(?P<x>\d{1,3}(?:\s*months?(?= old))?)"
        r"(?:\s*(?:[- ]?years?[- ]old|yrs? old|years? young|years? of age|yo|y/o|old|years?(?=\s*(?:[.,!;]|$)))|(?=\s*(?:[.,!;]|$|\s+(?:and|an|but|now|this|next|turning|so|btw|"
        r"which|lol|if|too|haha|already|in|actually|still|myself)\b|\s+from\s+(?-i:[A-Z]))))",
        "{who} is {x} years old",
        0.8,
        slot="age",
        value="{x}",
    ),
    _r(
        "en.identity.age_turning",
        "identity",
        # The user's or someone's age by the birthday coming: "just turning 30", "he's turning 40 this year".
        r"(?:^|\bi'm |\bi am |\bjust )turning (?P<x>\d{2,3})\b"
        rf"|{_EMY}(?:'s|\s+is)?\s+(?:just\s+|about to\s+be\s+|going to\s+)?(?:turning|turns|turn)\s+(?P<x1>\d{{1,3}})\b(?!\s*(?:%|degrees|times))",
        "{who} is turning {x}",
        0.75,
        slot="age",
        value="{x}",
    ),
    _r(
        "en.identity.age_tail",
        "identity",
        r"\bi'?m\b[^.!?]{3,60},\s*(?P<x>[1-9]\d)(?=\s*(?:[.!,]|$))",
        "The user is {x} years old",
        0.8,
        slot="age",
        value="{x}",
    ),
    _r(
        "en.identity.age_intro",
        "identity",
        rf"(?:\bi(?:'?m| am)\s+{_NW}(?:\s+{_NW})?|\b{_NW}\s+here|\bmy name is\s+{_NW}(?:\s+{_NW})?)(?:,\s*|[,.]\s*aged?\s+)(?P<x>[1-9]\d)\b",
        "The user is {x} years old",
        0.8,
        slot="age",
        value="{x}",
    ),
    _r(
        "en.identity.age_bare",
        "identity",
        r"(?:^|,\s*)(?P<bare>)(?P<x>\d{1,2})\s*(?:years? old|yrs? old|months? old|years? of age)\b",
        "{who} is {x} years old",
        0.8,
        slot="age",
        value="{x}",
    ),
    _r(
        "en.identity.birthday",
        "identity",
        rf"(?:\bmy birthday(?:'s| is)|\bi was born on|\bi'm turning \d+ on|\bturning \d+ on|{_EMY}'s birthday is)\s+(?:on\s+)?{_EDATE}",
        "{whose} birthday is {x}",
        0.85,
        slot="birthday",
        value="{x}",
    ),
    _r(
        "en.identity.job",
        "identity",
        rf"{_EBE}\s+(?:now\s+|currently\s+|still\s+|actually\s+|also\s+|basically\s+|literally\s+|officially\s+|"
        rf"finally\s+|just\s+)?(?:a|an|the)\s+{_EJOB}",
        "{who} is a {x}",
        0.85,
        slot="job",
        value="{x}",
    ),
    _r(
        "en.identity.job_bare",
        "identity",
        # (what may follow: "tattoo artist down in Dunedin", "able seaman on a bulk carrier")
        # (not someone of that trade who did something: "a designer from Lagos ordered indigo cloth")
        rf"(?:^|,\s*)(?P<bare>)(?!as\b|one of\b)(?:a |an )?{_EJOB}(?!\s+from\s+[^,.!?]{{1,30}}?\s+(?:has\s+)?[a-z]+ed\b)"
        r"(?=\s+(?:at|for|in|from|on|with|down|up|out|over|based|working|"
        r"of (?:one|two|three|four|five|six|\d+)(?: here)?)\b|\s*[,.!]|$)",
        "{who} is a {x}",
        0.8,
        slot="job",
        value="{x}",
    ),
    _r(
        "en.identity.job_at_org",
        "identity",
        r"(?:^|[,.!]\s*|\b(?:new job at [^,]+, i'm an?|i'm an?|i am an?)\s+)(?:an? )?(?P<x>(?:[a-z-]+ ){0,2}[a-z-]+)\s+(?:at|@)\s+"
        r"(?-i:(?:[A-Z][\w'&.-]*|a [a-z]+ [a-z]+ firm))",
        "The user is a {x}",
        0.8,
        slot="job",
        value="{x}",
        check="job",
    ),
    _r(
        "en.identity.employer_bare",
        "identity",
        r"(?:^|[,.!]\s*)(?:new job |a job |working |senior [\w ]+ |[\w-]+ (?:dev|developer|engineer|analyst|accountant) )?(?:at|@)\s+"
        r"(?P<x>(?-i:[A-Z][\w'&.-]*(?:\s+[A-Z][\w'&.-]*){0,3}))",
        "The user works at {x}",
        0.75,
        slot="employer",
        value="{x}",
    ),
    _r(
        "en.identity.job_here",
        "identity",
        r"^(?P<x>[a-z]+(?: [a-z]+)?) here\b",
        "The user is a {x}",
        0.8,
        slot="job",
        value="{x}",
        check="job",
    ),
    _r(
        "en.identity.job_at",
        "identity",
        r"\bi(?:'m| am) (?:actually |currently |now )?(?:a|an) (?P<x>[a-z][\w -]{2,30}?) (?:at|for) (?-i:[A-Z])",
        "The user is a {x}",
        0.85,
        slot="job",
        value="{x}",
    ),
    _r(
        # a parent or partner named bare at a clause's start, and a trade said without the verb, as
        # Caribbean English and AAVE say it: "dad's a plumber", "she a dental hygienist", "Mi a carpenter"
        "en.class.kin_job_bare",
        "identity",
        r"(?:^|(?<=[.!?,;]\s))(?:(?P<rel0>mum|mom|dad|mother|father|grandma|grandpa|gran|nan|grandad|granny|wife|husband|"
        rf"missus|hubby)(?:'s|’s| is)|(?P<pro>she|he|him)|(?P<me>mi))\s+(?:a|an)\s+{_EJOB}",
        "{who} is a {x}",
        0.8,
        slot="job",
        value="{x}",
    ),
    _r(
        "en.identity.job_as",
        "identity",
        # (how: "I work weekends as a lifeguard", "she works nights as a …")
        rf"(?:{_EI}(?:work|am working|'m working)|\bworking|{_EMY}(?: now| currently)? works)"
        r"(?:\s+(?:part-time|full-time|freelance|casually|nights|days|weekends|mostly|mainly|also|there|here|now|currently))?"
        rf"(?:\s+(?:at|for)\s+[\w&'.-]+(?:\s+[A-Z][\w&'.-]*)*)?\s+as\s+"
        # the article dropped, as many write it ("i work as carer"), only before a trade's name
        rf"(?:(?:a|an)\s+|(?=(?:[\w-]+\s+){{0,2}}(?:{_EJOBS})\b)){_EX}{_EEND}",
        "{who} works as a {x}",
        0.85,
        slot="job",
        value="{x}",
    ),
    _r(
        "en.identity.job_promoted",
        "identity",
        rf"{_EI}got promoted to\s+{_EX}{_EEND}",
        "The user was promoted to {x}",
        0.85,
        slot="job",
        value="{x}",
    ),
    _r(
        "en.identity.job_not",
        "identity",
        rf"\bi(?:'m| am) (?:not|no longer) (?:a|an)\s+{_EJOB}",
        "The user is no longer a {x}",
        0.8,
        slot="job",
        value="not {x}",
    ),
    _r(
        "en.identity.employer",
        "identity",
        rf"(?:{_EI}work|{_EMY}(?: now| currently| still)? works|\bi(?:'m| am) (?:actually |currently )?(?:a|an) (?!(?:huge |big |total |real )?(?:sucker|fan|stickler|softie|glutton|snob|nerd|sucker|part)\b)(?:(?! and )[\w -]){{2,30}}?|"
        rf"(?:^|,\s*)(?:a |an )?(?:(?!(?:i|i'm|im|we|my|the|and|but|so|a|an|been|be|was|is|am|are|as)\b)[\w-]+\s+){{0,2}}?(?:{_EJOBS})"
        # (a trade without its article, as many write English: "I am radiographer at a private hospital")
        rf"|\bi(?:'m| am)\s+(?:(?!(?:a|an|the|at|in|on|from|for|so|not|just|really|very|here|there|home)\b)[\w-]+\s+){{0,2}}?(?:{_EJOBS})"
        # (a job got: "I got hired at the Silver Comet Diner", "got a job as driver for Highlands Copper Services")
        # (by the user, said or not: "she got a job at the clinic" is hers)
        r"|(?:\bi\s+|\bi've\s+|\bi have\s+|(?:^|(?<=[,.!;:—-])|(?<=[,.!;:—-]\s))(?:ok\s+|so\s+|and\s+)?)(?:just\s+|finally\s+)?"
        r"(?:got|been)\s+(?:hired|taken on|a job(?:\s+as\s+(?:an?\s+)?[\w -]{2,25}?)?|a new job|the job))"
        # (not how long: "a site foreman for like 10 years")
        r"\s+(?:at|for)\s+(?!(?:like |about |around |almost |nearly |over )?(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|several)\s+(?:years?|months?|weeks?|days?)\b)"
        # (nor when: "a real pharmacist at last", "a nurse at heart")
        r"(?!(?:last|least|first|once|times|heart|night|now|all|the moment|the time|the minute|a while|christmas|summer|winter|"
        r"(?:the|this|next) (?:summer|winter|spring|autumn|fall|holidays?|weekend|season|year|day|week|month))\b)(?P<x>(?:a |an |the )?[\w][\w'&.-]*(?:\s+(?!as\b|in\b|and\b|but\b|now\b|for\b|since\b)[\w&][\w'&.-]*){0,3}?)"
        + _EEND,
        "{who} works at {x}",
        0.8,
        slot="employer",
        value="{x}",
    ),
    _r(
        "en.identity.employer_other",
        "identity",
        rf"{_EMY}(?:'s| is) (?:a|an) [\w -]{{2,30}}? (?:at|for) (?P<x>(?:a |an |the )?[\w][\w'&.-]*(?:\s+[A-Z][\w'&.-]*){{0,3}}){_EEND}",
        "{who} works at {x}",
        0.8,
        slot="employer",
        value="{x}",
    ),
    _r(
        "en.identity.employer_joined",
        "identity",
        rf"{_EI}(?:joined|started at|accepted an offer (?:at|from)|accepted a job at|got a job at|got an offer from|"
        r"landed a job at|took a job at|got hired at|got hired by)\s+(?P<x>(?-i:[A-Z][\w'&.-]*(?:\s+[A-Z][\w'&.-]*){0,3}))",
        "{who} works at {x}",
        0.8,
        slot="employer",
        value="{x}",
    ),
    _r(
        "en.identity.workplace",
        "identity",
        rf"(?:{_EI}work|{_EMY}(?: now| currently)? works)(?:\s+as\s+(?:a|an)\s+[\w -]{{2,30}}?)?\s+in\s+{_EPL}{_EEND}",
        "{who} works in {x}",
        0.8,
        slot="workplace",
        value="{x}",
        check="place",
    ),
    _r(
        "en.identity.workplace_job",
        "identity",
        rf"\bi(?:'m| am) (?:a|an) [\w -]{{2,30}}? in\s+(?P<x>(?-i:{_NW}(?:\s+{_NW}){{0,2}}))",
        "The user works in {x}",
        0.8,
        slot="workplace",
        value="{x}",
        check="place",
    ),
    _r(
        "en.identity.school",
        "identity",
        rf"(?:{_EI}(?:go to|attend|study at|am studying at|'m studying at|graduated from|went to)|"
        rf"\bi(?:'m| am) (?:a )?(?:[\w-]+ )?(?:student|senior|junior|freshman|sophomore|grad student|phd student|major|year) at|"
        rf"{_EMY} (?:goes to|attends|studies at|is at|started at))\s+"
        rf"(?P<x>(?:the )?(?-i:{_NW}(?:\s+(?:of\s+)?{_NW}){{0,4}}))",
        "{who} studies at {x}",
        0.8,
        slot="school",
        value="{x}",
    ),
    _r(
        "en.identity.school_year",
        "identity",
        # "my last year at …" is a school year; "last year at the fest" is when.
        rf"(?:\b(?:first|second|third|fourth|final|(?<=my )last|\d(?:st|nd|rd|th))[- ]year|\bstudying [\w ]{{2,30}}?|\b(?:phd|masters|master's|degree|mba|"
        rf"ba|bs|bsc|msc|undergrad)\b[\w ]{{0,30}}?) at\s+(?P<x>(?:the )?(?-i:{_NW}(?:\s+(?:of\s+)?{_NW}){{0,4}}))",
        "The user studies at {x}",
        0.8,
        slot="school",
        value="{x}",
    ),
    _r(
        "en.identity.school_kind",
        "identity",
        rf"(?:{_EMY}(?:'s| is)|\bi(?:'m| am)) (?:finishing|in|attending|starting|doing) (?P<x>(?:[\w-]+ )?(?:school|college|grad school|law school|med school|nursing school))\b",
        "{who} studies at {x}",
        0.75,
        slot="school",
        value="{x}",
    ),
    _r(
        "en.identity.school_degree",
        "identity",
        rf"{_EI}(?:doing|studying|finishing|starting) (?:my|a|an) (?:[\w-]+ )?(?:degree|masters?|phd|mba|ba|bs|bsc|msc) at\s+"
        rf"(?P<x>(?:the )?(?-i:{_NW}(?:\s+(?:of\s+)?{_NW}){{0,4}}))",
        "The user studies at {x}",
        0.8,
        slot="school",
        value="{x}",
    ),
    _r(
        "en.identity.residence",
        "identity",
        rf"(?:{_EI}(?:live|am living|'m living|reside|'m based|am based|'ve lived|have lived|been living|'ve been living|"
        r"lived)|\bi(?:'m| am) (?:now |currently |officially |finally |still |happily )?(?:living|based)|(?:^|,\s*)(?:now\s+)?(?:living|based)|"
        rf"\bwe(?:'ve| have)?\s+(?:now |currently |still |both )?(?:live|lived)(?: together)?|"
        rf"{_EMY} (?:now |currently |still |also |actually |really |finally )?(?:lives|live|lived|is living|'s living|is based|has lived|'s lived|"
        # (the two of us: "me and the wife Orla have lived in Tralee")
        r"have lived|'ve lived))"
        # (where: "in Vila", "out by Kaplan", "up Sandy Bay", "in Saint-Georges de Beauce", "in Crooked Tree village")
        rf"\s+(?:alone |together |with [\w ]{{1,20}}? )?(?:(?:up |down |out |over )?(?:in|near|just outside|outside|on|by)|up|down|out)\s+"
        rf"{_EPL}(?:\s+(?-i:de|da|do|del|du|la|le|sur)\s+(?-i:[A-Z])[\w'.-]*)?(?:\s+(?-i:village|town|island|county|parish))?"
        # (how long, "thirty years now"; which way, "out Llanfair way", "in Selah west of Yakima")
        rf"(?:{_EEND}|(?=\s+(?:\d{{1,2}}|a|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty)"
        r"\s+(?:years?|yrs|months?)\b)|(?=\s+way\b)|(?=\s+(?:east|west|north|south)\s+of\b))",
        "{who} lives in {X}",
        0.85,
        slot="residence",
        value="{x}",
        check="place",
    ),
    _r(
        "en.identity.residence_back",
        "identity",
        # (or which way: "my sister Naledi is up in Pretoria", "mum's down in Hobart")
        rf"{_EMY}(?:'s| is) (?:still |now |currently )?(?:back |up |down |out |over )?(?:in|based in)\s+(?P<x>(?-i:{_NW}(?>(?:\s+{_NW}){{0,2}})))"
        # (a stay is no home: "my dad is over in Spain for a week", "in Rome on holiday")
        r"(?![\w'-]|\s+(?:for\s+(?:a|an|the|two|three|four|\d+|few|couple|work|business)\b|on\s+(?:holiday|vacation|a trip|business)\b"
        r"|this\s+(?:week|weekend|month)|till\b|until\b|visiting\b|at the moment\b|right now\b))",
        "{who} lives in {X}",
        0.8,
        slot="residence",
        value="{x}",
        check="place",
    ),
    _r(
        "en.identity.residence_im_in",
        "identity",
        rf"(?:\bi(?:'m| am)|(?:^|,\s*)now)\s+(?:now\s+|currently\s+|based\s+|happy\s+|settled\s+|living\s+)?in\s+(?P<x>(?-i:{_NW}(?:\s+{_NW}){{0,2}}))"
        r"(?=\s*(?:[.,!;]|$|\s+(?:now|these days|but|and|though|for now|at the moment|right now|atm)\b))",
        "The user lives in {X}",
        0.8,
        slot="residence",
        value="{x}",
        check="place",
    ),
    _r(
        "en.identity.residence_rel_in",
        "identity",
        rf"\b(?:my|our)\s+(?P<rel>{EN_RELATIONS}) in (?P<x>(?-i:{_NW}(?:\s+{_NW}){{0,2}}))\b",
        "{who} lives in {X}",
        0.75,
        slot="residence",
        value="{x}",
        check="place",
    ),
    _r(
        "en.identity.residence_in",
        "identity",
        rf"(?:\bi(?:'m| am)|(?:^|,\s*)(?:been))\s+(?:now\s+)?in\s+{_EPL}(?=\s+(?:now|these days|since|\d+ years|for \w+ years)\b)",
        "The user lives in {X}",
        0.85,
        slot="residence",
        value="{x}",
        check="place",
    ),
    _r(
        "en.identity.moved",
        "identity",
        rf"(?:{_EI}|\bwe(?:'ve| have)?\s+(?:just\s+|finally\s+|recently\s+|officially\s+)*|{_EMY}(?: has| just)?\s+)(?:moved|relocated|emigrated|immigrated|japa'?d) "
        rf"(?:back |down |up |over |out )?(?:from [\w.'-]+(?: [\w.'-]+)? )?to\s+{_EPL}{_EEND}",
        "{who} lives in {X}",
        0.85,
        slot="residence",
        value="{x}",
        check="place",
    ),
    _r(
        "en.life_event.moving",
        "life_event",
        rf"(?:{_EIM}|\bwe(?:'re| are))\s+(?:moving|relocating) (?:back )?to\s+{_EPL}{_EEND}",
        "The user is moving to {X}",
        0.7,
        value="move",
        outcome="open",
        check="place",
    ),
    _r(
        "en.life_event.moving_other",
        "life_event",
        rf"{_EMY}(?:'s|\s+is)\s+(?:just\s+|finally\s+|also\s+|actually\s+)?(?:moving|relocating)\s+(?:back\s+)?to\s+{_EPL}{_EEND}",
        "{who} is moving to {X}",
        0.7,
        value="move",
        outcome="open",
        check="place",
    ),
    _r(
        "en.identity.hometown",
        "identity",
        rf"(?:\bi(?:'m| am)\s+(?:originally\s+)?from|{_EI}(?:grew up|was born(?: and raised)?|born and raised|born|raised)\s+(?:(?:right\s+)?here\s+)?(?:in|on)|"
        rf"(?:^|,\s*)(?:originally\s+)?from|{_EMY}(?:(?:'s| is)\s+(?:originally\s+)?from| grew up in| was born in))"
        rf"\s+{_EPL}{_EEND}",
        "{who} is from {X}",
        0.8,
        slot="hometown",
        value="{x}",
        check="place",
    ),
    _r(
        "en.identity.status",
        "identity",
        r"\bi(?:'m| am) (?:now |currently |still |happily |recently |newly )?(?:a )?(?P<x>single|married|engaged|divorced|widowed|separated|"
        r"in a relationship|dating someone)\b",
        "The user is {x}",
        0.8,
        slot="relationship_status",
        value="{x}",
    ),
    # Widowed, said as the spouse's passing: "my husband passed eight years back", "my wife died in 2019".
    _r(
        "en.class.status_widowed",
        "identity",
        r"\b(?:my|our)\s+(?:late\s+)?(?P<who>husband|wife|hubby|missus)\s+(?:sadly\s+)?"
        r"(?:passed(?:\s+away|\s+on)?|died|expired|is\s+no\s+more)\b(?!\s+(?:a|an|the|his|her|my)\b)",
        "The user is widowed",
        0.8,
        slot="relationship_status",
        value="widowed",
    ),
    _r(
        "en.identity.status_bare",
        "identity",
        # (and how long, or how one feels about it: "married 25 years", "single and happy about it")
        # (and to whom: "I'm 27 and engaged to Ana", "38, married to Sam")
        r"(?:^|[,.!]\s*|(?<=\d\d)\s+and\s+)(?P<x>single|married|engaged|divorced|widowed)"
        r"(?=\s*[,.!]|$|\s+(?:again|now)\b|\s+(?:for\s+)?(?:\d+|two|three|four|five|ten|twenty|thirty)\s+years?\b|\s+and\s+(?:happy|loving it|proud|fine)\b"
        r"|\s+to\s+(?:my\s+[a-zé]+\s+)?(?-i:[A-Z]))",
        "The user is {x}",
        0.8,
        slot="relationship_status",
        value="{x}",
    ),
    _r(
        "en.identity.status_got",
        "identity",
        r"\b(?:i|we) (?:just |finally |recently |officially )?got (?P<x>married|engaged|divorced)\b",
        "The user got {x}",
        0.8,
        slot="relationship_status",
        value="{x}",
    ),
    _r(
        "en.identity.status_years",
        "identity",
        r"\bwe(?:'ve| have) been (?P<x>married|together|engaged|dating)\b",
        "The user has been {x} with their partner",
        0.8,
        slot="relationship_status",
        value="{x}",
    ),
    _r(
        "en.identity.status_has",
        "identity",
        r"\bi have a (?P<x>boyfriend|girlfriend|partner|husband|wife)\b(?! who| named| called)",
        "The user has a {x}",
        0.8,
        slot="relationship_status",
        value="has a {x}",
    ),
    _r(
        "en.identity.status_breakup",
        "identity",
        r"\b(?:i|we) (?:just )?broke up\b|\bme (?:and|n|&) (?-i:[A-Z])\w+ (?:just )?(?:broke up|split up|called it quits)\b",
        # the status a breakup leaves (it supersedes "dating"); the breakup itself is news (_EN_NEWS)
        "The user is single (broke up)",
        0.8,
        slot="relationship_status",
        value="single",
    ),
    # Status as chat says it: "I'm 29 and not married", "27, not married yet inshallah", "I'm 52, a widow",
    # "long distance for now", "I married last spring", "we're married now!", "me and the missus bin married
    # 30 year".
    _r(
        "en.class.status_not",
        "identity",
        r"(?:\bi(?:'m| am)\b[^.!?;]{0,24}?\b|(?:^|[,.;!]\s*))not\s+(?:yet\s+)?(?P<x>married|engaged)(?:\s+yet)?\b(?!\s+to\b)",
        "The user is not {x}",
        0.75,
        slot="relationship_status",
        value="not {x}",
    ),
    _r(
        "en.class.status_widow",
        "identity",
        r"(?:\bi(?:'m| am)\b[^.!?;]{0,16}?|(?:^|[,.;!]\s*))\ba\s+(?P<x>widow(?:er)?)\b(?!['’]s)",
        "The user is a {x}",
        0.8,
        slot="relationship_status",
        value="widowed",
    ),
    _r(
        "en.class.status_long_distance",
        "identity",
        r"(?:^|[,.;!]\s*)(?:(?:it's|we're|we are|it is)\s+)?(?:a\s+)?(?P<x>long[- ]distance)"
        r"(?:\s+(?:relationship|thing|for now|at the moment|right now|these days))*\s*(?=[,.!]|$)",
        "The user is in a long-distance relationship",
        0.75,
        slot="relationship_status",
        value="long distance",
    ),
    _r(
        "en.class.status_married_said",
        "identity",
        r"(?:(?<!says\s)(?<!said\s)(?<!jokes\s)(?<!thinks\s)\bi\s+(?:just\s+|finally\s+)?married\b(?!\s+(?:into|off)\b)|\bwe(?:'re|\s+are)\s+(?:now\s+|finally\s+|officially\s+)?married\b"
        r"|\b(?:i've|i have|we've|we have|(?:me|i)\s+and\s+(?:the\s+|my\s+)?[\w ]{1,20}?)\s*(?:been|bin)\s+married\b)(?!\s+to\b)",
        "The user is married",
        0.8,
        slot="relationship_status",
        value="married",
    ),
    _r(
        "en.identity.language",
        "identity",
        rf"(?:{_EI}(?:also |can |can also |only )?(?:speak|know|understand|talk)|\bi'm fluent in|\bi am fluent in|\bmy (?:native|first|mother) "
        rf"(?:language|tongue) is|{_EMY} (?:speaks|only speaks)"
        # "I'm bilingual, French and English", "trilingual: Tagalog, Cebuano and English"
        r"|\bi(?:'m|m| am) (?:\w+ )?(?:bilingual|trilingual)(?: \w+)?[,:]?(?: in)?)\s+(?:the\s+)?"
        rf"{_ELANG_LIST}\b",
        "{who} speaks {x}",
        0.7,
        slot="language:{x}",
        value="{x}",
        each=True,
    ),
    # Languages by where and with whom they are spoken: "Gujarati at home, English for the customers",
    # "Tigrinya with my grandmother, Arabic at work" (a language the list does not know only beside one it
    # does: "Sranan at home, Dutch at school").
    _r(
        "en.class.language_where",
        "identity",
        rf"(?:^|(?<=[,.;:!])|\b(?:and|but)\b)\s*(?P<x>{_ELANGS})\s+(?:at home|at work|at school|at the (?:market|shop|office)|"
        r"(?:with|w) (?:(?:the|my|our) [a-z]+|everyone|everybody|her|him|them|friends|the rest)|"
        r"for (?:the )?(?:tourists|customers|work|business|guests))\b",
        "The user speaks {x}",
        0.7,
        slot="language:{x}",
        value="{x}",
        needs=(
            "at home",
            "at work",
            "at school",
            "at the",
            "with ",
            " w ",
            "for the",
            "for tourists",
            "for customers",
            "for work",
            "for business",
            "for guests",
        ),
    ),
    _r(
        "en.class.language_where_beside",
        "identity",
        rf"(?:^|(?<=[,.;:!]))\s*(?P<x>(?-i:{_NW}))\s+at home,\s*(?:{_ELANGS})\s+(?:at|for|with)\b",
        "The user speaks {x}",
        0.7,
        slot="language:{x}",
        value="{x}",
        check="language",
        needs=("at home",),
    ),
    _r(
        "en.identity.language_first",
        "identity",
        rf"{_ELANG_LIST}\s+(?:is|are)\s+(?:both\s+|basically\s+|kind of\s+|technically\s+)*my (?:first|native|mother|home) "
        r"(?:language|tongue)s?",
        "The user speaks {x}",
        0.7,
        slot="language:{x}",
        value="{x}",
        each=True,
    ),
    _r(
        "en.identity.language_not",
        "identity",
        rf"(?:\bi |^)(?:don't|do not|can't|cannot) speak (?:a word of |any |much )?(?P<x>{_ELANGS})\b",
        "The user does not speak {X}",
        0.6,
        slot="language:{x}",
        value="not {x}",
    ),
    _r(
        "en.identity.allergy",
        "identity",
        rf"(?:\bi(?:'m| am)|{_EMY}(?:'s| is)|(?:^|,\s*)(?P<bare>))\s*(?:really |very |severely |super |deathly |also |kinda |kind of |a bit |slightly |mildly )?allergic to\s+{_EX}{_EEND}",
        "{who} is allergic to {x}",
        0.8,
        slot="health:allergic to {x}",
        value="allergic to {x}",
        each=True,
    ),
    _r(
        "en.identity.health",
        "identity",
        rf"(?:{_EI}(?:have|got|was diagnosed with|suffer from|deal with|'ve got|'ve had|have had)"
        rf"|{_EMY}(?:'s got| (?:has|has got|got|was diagnosed with|suffers from)|\s[^.!?;]{{0,40}}?\band (?:has|'s got|now has))|"
        r"\bbecause of|\bdue to)\s+(?:really |very |pretty |quite |mild |severe |bad |terrible |awful |chronic )*"
        rf"(?P<x>{_EHEALTH})\b",
        "{who} has {x}",
        0.75,
        slot="health:{x}",
        value="{x}",
    ),
    _r(
        "en.identity.health_am",
        "identity",
        # (of kin too, "her nan's coeliac", "my dad is diabetic"; and the condition as the user says it:
        # "I'm partially sighted")
        rf"(?:\bi(?:'m| am)|{_EMY}(?:'s| is))\s+(?:also\s+|now\s+)?(?P<x>lactose intolerant|(?:pre-?)?diabetic|type 1 diabetic|type 2 diabetic|"
        r"asthmatic|colou?r-?blind|colou?r blind|deaf in one ear|nearsighted|short-sighted|gluten intolerant|an(?:a)?emic|epileptic|"
        r"coeliac|celiac|dyslexic|legally blind|partially sighted|blind in one eye|(?-i:D)eaf|deaf|hard of hearing)\b",
        "{who} is {x}",
        0.75,
        slot="health:{x}",
        value="{x}",
    ),
    # A part of the body that is bad, as people say it: "my ankles are shot", "me hips have been proper bad
    # since…", "I've got a bad shoulder", "ma hip's been killin me for years" (the user's).
    _r(
        "en.class.health_body_part",
        "identity",
        r"(?:(?:^|(?<=[,.;!]\s))(?P<bare>)(?:(?:my|me|ma|mi)\s+)?|\b(?P<me>my|me|ma|mi)\s+)"
        r"(?P<part>knees?|back|hips?|shoulders?|ankles?|wrists?|neck|eyes|eyesight|ears|hearing|lungs|feet|hands|joints)"
        r"(?:'s|’s|\s+(?:is|are|has been|have been|been|is getting|are getting|getting|gettin))?\s+(?:been\s+)?"
        r"(?:really\s+|proper\s+|fair\s+|so\s+|pretty\s+|real\s+|a bit\s+|gettin\s+|getting\s+)*"
        r"(?:bad|shot|playing up|giving out|not good|no good"
        # (what lasts, not a hard day: "me neck's been killing me since the fall", not "my legs are gone" after a double shift)
        r"|(?:finished|knackered|worse|wrecked|gone|killing me|killin(?:g|')? me|paining|aching|sore)"
        r"(?=[^.!?]*\b(?:since|for (?:years|months|ages|a while)|every|these days|all the time|anymore|no more|been bad)\b))\b"
        # (and no condition named after it: "my back's bad, herniated disc" is the disc)
        rf"(?![^.!?]*\b(?:{_EHEALTH}|disc|cataracts?|arthritis|surgery|operation|fracture|sprain|tendonitis)\b)",
        "The user has bad {part}",
        0.7,
        slot="health:bad {part}",
        value="bad {part}",
    ),
    _r(
        "en.class.health_bad_part",
        "identity",
        rf"{_EI}(?:have|got|'ve got|'ve|'ve had|have had)\s+(?:a\s+)?(?:really\s+|bit of a\s+)?(?:bad|dodgy|gammy|crook|busted)\s+"
        r"(?P<part>hips?|shoulders?|ankles?|wrists?|neck|heart|leg)\b",  # (a bad back or knee: ``en.identity.health``)
        "The user has a bad {part}",
        0.7,
        slot="health:bad {part}",
        value="bad {part}",
    ),
    _r(
        "en.preference.abstain",
        "preference",
        rf"(?:{_EI}|{_EMY}\s+)(?:don't|do not|doesn't|does not|never|no longer)\s+"
        r"(?P<x>(?:smoke|drink|vape|gamble|drive|swim)(?:\s+(?:or|and|nor)\s+(?:smoke|drink|vape|gamble|drive|swim))*)\b(?!\s+\w)",
        "{who} does not {x}",
        0.5,
        slot="likes:{x}",
        value="dislike",
        valence=-0.3,
        each=True,
    ),
    _r(
        "en.preference.abstain_object",
        "preference",
        rf"(?:{_EMY}\s+|{_EI})(?:really |just |also |still |honestly )*(?:don't|do not|doesn't|does not|never|no longer|can't|won't|"
        rf"cannot) (?:really |even |usually |actually )?(?P<verb>eat|drink|smoke|watch|play|wear|listen to|touch|do|stand|abide|bide)\s+"
        # ("can't stand that fizzy stuff": the fizzy one)
        rf"(?:that\s+(?=(?:[\w-]+\s+){{1,2}}stuff\b))?{_ENOT}{_EX}(?:\s+stuff)?{_EEND_LIST}",
        "{who} does not {verb} {x}",
        0.5,
        slot="likes:{x}",
        value="dislike",
        valence=-0.4,
        each=True,
    ),
    _r(
        "en.preference.dislike",
        "preference",
        rf"(?:{_EI}|{_EMY}\s+|\bwe (?:both |all )?|(?:^|,\s*)(?P<_n>)(?:also\s+)?)(?:really |just |also |absolutely |honestly |totally |kinda |kind of |do |still )*"
        rf"{_EDISLIKE}\s+{_ENOT}{_EX}{_EEND_LIST}",
        "{who} dislikes {x}",
        0.5,
        slot="likes:{x}",
        value="dislike",
        valence=-0.4,
        each=True,
    ),
    _r(
        "en.preference.like",
        "preference",
        rf"(?:{_EI}|{_EMY}(?:\s+is\s+|'s\s+|\s+)|(?:and|,)\s+(?P<bare2>))(?:really |just |also |absolutely |totally |honestly |kinda |"
        rf"kind of |still |actually |secretly |do |low-key |lowkey |more |super |very |so )*{_ELIKE}\s+{_ENOT}{_EX_PAIR}{_EEND_LIST}",
        "{who} likes {x}",
        0.5,
        **_LIKE,
        each=True,
    ),
    _r(
        "en.preference.my_fave",
        "preference",
        r"(?:^|,\s*|\bwith\s+)(?P<x>[a-z][\w' ]{1,20}?),\s+(?:my|our) (?:all-time )?(?:fave|fav|favou?rite)\b",
        "The user likes {x}",
        0.5,
        **_LIKE,
    ),
    _r(
        "en.preference.favourite",
        "preference",
        rf"\b(?:my |his |her |the )?(?:all-time |absolute )?(?:favou?rite|fav|fave|comfort|go-to)s?\s+(?P<what>[\w ]{{1,20}}?)\s+(?:is|are|has to be|would be|=)\s+"
        rf"(?P<x>{_L}[\w'&.-]*(?:,?\s+[\w&][\w'&.-]*){{0,8}}?)(?=\s*(?:[.!?;:)(]|$))",
        "The user's favourite {what}: {x}",
        0.55,
        **_LIKE,
        each=True,
    ),
    _r(
        "en.class.favourite_after",
        "preference",
        r"(?P<x>(?-i:[A-Z][\w'&.-]*(?:\s+(?:&\s+)?[A-Z][\w'&.-]*){0,3})),\s+(?:it's|its|that's|it is)\s+(?:my|our)\s+(?:all-time\s+|absolute\s+)?(?:favou?rite|fave|fav)\s+"
        r"(?P<what>restaurant|place|cafe|café|bar|spot|band|show|book|movie|film|game|song|album|park|beach|shop|bakery)\b",
        "The user's favourite {what}: {x}",
        0.55,
        **_LIKE,
    ),
    _r(
        "en.routine.after",
        "routine",
        rf"(?:{_EMY}\s+|\bwe\s+|{_EI})(?:usually |always |also |try to |still |religiously )?(?P<x>[a-z][\w' -]{{1,45}}?)\s+(?P<freq>{_FREQ})\b",
        "{who}'s habit: {x} {freq}",
        0.55,
        slot="routine:{x}",
        value="{freq}",
    ),
    _r(
        "en.routine.before",
        "routine",
        rf"\b(?P<freq>{_FREQ}),?\s+(?:i|we|my [\w ]{{1,20}}? and i) (?:usually |always |also |try to )?(?P<x>[a-z][\w' ]{{1,30}}?){_EEND}",
        "The user's habit: {x} {freq}",
        0.55,
        slot="routine:{x}",
        value="{freq}",
    ),
    _r(
        "en.routine.usually",
        "routine",
        r"\bi (?:usually|always|normally|tend to|regularly|religiously) (?P<x>[a-z][\w' ]{1,30}?) "
        r"(?P<freq>in the mornings?|at night|before bed|after work|on weekends|before work|after dinner)\b",
        "The user's habit: {x} {freq}",
        0.55,
        slot="routine:{x}",
        value="{freq}",
    ),
    _r(
        "en.life_event.joined",
        "life_event",
        rf"(?:{_EI}|\bwe\s+(?:just\s+|finally\s+)?)(?:joined|signed up for|registered for|enrolled in|am joining|'m joining|"
        r"started|'m starting|am starting|started going to|'m taking|am taking|'m doing|am doing|signed up to|got into|"
        r"'m running|am running|'m training for|am training for)\s+"
        r"(?:a|an|the|this|my|our)\s+(?P<x>(?:[\w'-]+\s){0,2}(?:club|class|course|group|league|team|workshop|program|"
        r"programme|bootcamp|choir|band|marathon|half marathon|tournament|competition|meetup|retreat|cleanup|camp|"
        r"series|seminar|cohort|orchestra|crew|society|challenge|trip|race|5k|10k))\b",
        "The user joined {x}",
        0.65,
        value="activity",
        outcome="open",
        names_event=True,
    ),
    _r(
        "en.relationship.praise",
        "relationship",
        r"\byou(?:'re| are|(?:'ve| have) (?:honestly |really |genuinely |always |truly )?been| were) (?:so |really |the |such a |a |an |honestly |genuinely |always |literally |actually |very |truly |super |more |"
        r"the best |seriously |lowkey |kinda )*(?P<x>sweet|kind|helpful|best|"
        r"amazing|funny|smart|wonderful|patient|thoughtful|caring|awesome|lovely|supportive|understanding|hilarious|the best)"
        # "the best study buddy" is en.relationship.best's: the praise is the noun it names
        r"(?!\s+(?:[\w-]+\s+)?(?:buddy|partner|companion|assistant|person|bot|coach|teacher|therapist|cheerleader|listener|friend)\b)",
        "The user thinks {bot} is {x}",
        0.55,
        valence=0.6,
    ),
    _r(
        "en.relationship.trust",
        "relationship",
        r"\bi(?:'m| am)?\s*(?:really |honestly |genuinely |so )*(?P<x>trust|feel safe (?:talking )?(?:to|with)|feel (?:so )?comfortable (?:talking )?(?:to|with)|"
        r"grateful for|appreciate|can tell) you(?!['’\w])(?P<p> anything)?",
        "The user {x} {bot}{p}",
        0.55,
        valence=0.7,
    ),
    _r(
        "en.milestone.count",
        "milestone",
        r"\b(?:happy|our|this is our|it's our|it is our)\s+(?P<x>(?:\d+|one|two|three|four|five|six|a hundred)(?:st|nd|rd|th)?\s+"
        r"(?:months?|years?|weeks?|days?|conversations?|chats?)(?:\s+of\s+(?:chatting|talking))?)",
        "The user and {bot} celebrate {x}",
        0.6,
        valence=0.6,
    ),
    _r(
        "en.milestone.since",
        "milestone",
        r"\b(?:it's|it has|it's been|been) (?:been )?(?P<x>(?:\d+|a hundred|one|two|three|six) (?:days|weeks|months|years?)) since we (?:started|met|first)",
        "The user and {bot}: {x} since they started talking",
        0.6,
        valence=0.6,
    ),
    _r(
        "en.relationship.best",
        "relationship",
        r"\byou(?:'re| are|'ve been| have been) (?:honestly |really |genuinely |literally |seriously |so |super |such )*"
        r"(?P<what>the best|my favou?rite|an? (?:really |truly |very |super |genuinely )?(?:great|good|amazing)|the greatest) (?P<x>[\w ]{2,20}?)(?=\s*(?:[.,!]|$|\s(?:ever|honestly|lol)\b))",
        "The user thinks {bot} is {what} {x}",
        0.55,
        valence=0.7,
    ),
    _r(
        "en.shared.done",
        "shared",
        r"\bwe(?:'ve| have)? (?:done|played|made|watched|written|read|had|shared) (?:so many |a lot of |lots of |a few |all those |"
        # "we had so much fun making them together": the fun is no thing done; what was made is unsaid
        r"these |those |our )?(?!(?:so much |such |great |a lot of |lots of )?fun\b)(?P<x>[\w' ]{2,30}?) together\b",
        "The user and {bot} did {x} together",
        0.45,
        valence=0.4,
    ),
    _r(
        "en.relationship.enjoys",
        "relationship",
        r"\bi (?:really )?(?:love|like|enjoy) (?:talking|chatting) (?:to|with) you",
        "The user enjoys talking with {bot}",
        0.55,
        valence=0.6,
    ),
    _r(
        "en.relationship.thanks",
        "relationship",
        r"\bthank(?:s| you) for (?:always )?(?:being there|listening)",
        "The user is grateful to {bot} for listening",
        0.55,
        valence=0.7,
    ),
    _r(
        "en.relationship.annoyed",
        "relationship",
        r"\byou(?:'re| are) (?:so |really )*(?P<x>annoying|boring|useless)",
        "The user finds {bot} {x}",
        0.5,
        valence=-0.5,
    ),
    _r(
        "en.shared.together",
        "shared",
        # A bare "we" is the user and someone else far more often than the user and the assistant
        # ("we made it to the top", "the impact we made"): only "you and I", or "we … together".
        r"\b(?:you and i (?:just |finally |once )?(?P<x1>(?:watched|played|made|wrote|talked about|joked about|laughed about|"
        r"planned|sang)\s[^.,!?]{1,40})|we (?:just |finally |once )?(?P<x2>(?:watched|played|made|wrote|talked about|"
        r"joked about|laughed about|planned|sang)\s(?!together)[^.,!?]{1,40}?) together\b)",
        "The user and {bot} {x}",
        0.45,
        valence=0.4,
    ),
    _r(
        "en.shared.made",
        "shared",
        # "the impact we made", "the progress we made": what one makes with a light verb is no thing
        # made together
        rf"\b(?:the|that|this|our) (?P<x>[\w' ]{{1,30}}?){_EN_MADE_NOT_THING} "
        r"(?:we|you and i) (?:wrote|made|played|watched|planned|came up with|did|built|put together|"
        r"invented|worked on)\b",
        "The user and {bot} made {x} together",
        0.45,
        valence=0.4,
    ),
    _r(
        "en.shared.remember",
        "shared",
        r"\bremember (?:when|that time) we (?P<x>[^.,!?]{2,40})",
        "The user and {bot} once {x}",
        0.45,
        valence=0.4,
    ),
    _r(
        "en.shared.joke",
        "shared",
        r"\bthat (?P<x>joke|story) you told",
        "The user remembers the {x} {bot} told",
        0.45,
        valence=0.5,
    ),
    _r(
        "en.milestone.known",
        "milestone",
        r"\bwe(?:'ve| have) been (?:talking|chatting|friends) for (?P<x>(?:a|one|two|three|\d+|several|many|almost a|over a|nearly a)(?: whole| full)? \w+)",
        "The user and {bot} have been talking for {x}",
        0.6,
        valence=0.6,
    ),
    # …and said time first: "Three weeks we been chatting now", "two months now we've been talking every
    # night", "six weeks chatting to you now"
    _r(
        "en.milestone.known_fronted",
        "milestone",
        r"(?:^|[.!?,]\s+)(?P<x>(?:a|one|two|three|four|five|six|seven|eight|nine|ten|\d+|a couple of|a few)\s+(?:days|weeks|months|years|week|month|year))"
        r"\s+(?:now\s+)?(?:(?:we|me and you|you and me|i)(?:'ve|\s+have)?\s+been\s+|of\s+)?(?:talking|chatting|texting|gisting|speaking)\b"
        r"(?:\s+(?:to|with)\s+you)?",
        "The user and {bot} have been talking for {x}",
        0.6,
        valence=0.6,
    ),
    _r(
        "en.milestone.first_confide",
        "milestone",
        r"\bfirst time i(?:'ve)? (?:told|tell|talked to) (?:anyone|anybody|someone)",
        "The user confided in {bot} for the first time",
        0.6,
        valence=0.4,
    ),
]

# A month or a season still to come, said of a plan.
_EN_SOON = re.compile(
    r"\b(?:next|this coming) (?:month|year|spring|summer|fall|autumn|winter)\b|\bin (?:january|february|march|april|"
    r"june|july|august|september|october|november|december)\b",
    re.I,
)
EN_EVENTS: dict[str, str] = {
    "wedding anniversary": "party",
    "anniversary": "party",
    "job interview": "interview",
    "interview": "interview",
    "final exam": "exam",
    "exam": "exam",
    "test": "exam",
    "bar exam": "exam",
    "driving test": "exam",
    "road test": "exam",
    "finals": "exam",
    "midterm": "exam",
    "flight": "trip",
    "trip": "trip",
    "vacation": "trip",
    "holiday": "trip",
    "surgery": "surgery",
    "operation": "surgery",
    "wedding": "wedding",
    "date": "date",
    "first date": "date",
    "presentation": "presentation",
    "doctor's appointment": "checkup",
    "checkup": "checkup",
    "appointment": "checkup",
    "defense": "defense",
    "thesis defense": "defense",
    "defence": "defense",
    "competition": "competition",
    "tournament": "competition",
    "race": "competition",
    "marathon": "competition",
    "half marathon": "competition",
    "audition": "interview",
    "recital": "presentation",
    "concert": "presentation",
    "move": "move",
    "funeral": "funeral",
    "job fair": "job_search",
    "conference": "business_trip",
    "summit": "business_trip",
    "business trip": "business_trip",
    "performance review": "presentation",
    "pitch": "presentation",
    "camping trip": "trip",
    "road trip": "trip",
    "dentist appointment": "checkup",
    "dentist": "checkup",
    "comedy show": "show",
    "show": "show",
    "karaoke": "party",
    "dinner": "party",
    "bachelorette": "party",
    "surprise party": "party",
    "midterms": "exam",
    "summer break": "holiday",
    "first day": "new_job",
    "thanksgiving": "holiday",
    "visit": "visit",
    "birthday party": "party",
    "date night": "date",
    "married": "wedding",
    "baby shower": "party",
    "party": "party",
    "reunion": "party",
    "graduation": "graduation",
    "check-up": "checkup",
    "physical": "checkup",
    "court date": "court",
    "hearing": "court",
    # … and more of what people tell of their lives, each under its kind
    "retirement": "retirement",
    "breakup": "breakup",
    "break-up": "breakup",
    "christening": "party",
    "baptism": "party",
    "housewarming": "party",
    "gender reveal": "party",
    "prom": "party",
    "grad": "graduation",
    "convocation": "graduation",
    "inspection": "exam",
    "parental leave": "holiday",
    "maternity leave": "holiday",
    "paternity leave": "holiday",
    "ultrasound": "checkup",
    "mri": "checkup",
    "scan": "checkup",
    "chemo": "health",
    "tryouts": "competition",
    "gig": "performance",
    "exhibition": "show",
    "elopement": "wedding",
    "festival": "show",
    "craft fair": "show",
    "book fair": "show",
    "county fair": "competition",
    "renovation": "renovation",
    "reno": "renovation",
}
_EN_EVENT_KW = "|".join(sorted(EN_EVENTS, key=len, reverse=True))
_EN_EVENT_SHOWN = {"married": "wedding"}  # "is getting married": the event described next is the wedding

# Classes of statement found missing on English conversations the rules were not written from:
# the same fact said with other verbs, word order or a fragment. Each rule covers a phrasing
# class, and every value still goes through ``value_problem``.
_EJOB_ANY = _EJOB.replace("(?P<x>", "(?:", 1)
_EORG_PROPER = r"(?-i:[A-Z][\w'&.-]*(?:\s+[A-Z][\w'&.-]*){0,3})"
_EORG_NOUN = (
    r"(?:bank|hospital|clinic|high school|middle school|elementary school|school|library|grocery store|store|shop|"
    r"supermarket|restaurant|cafe|café|coffee shop|bakery|warehouse|factory|plant|hotel|law firm|firm|agency|startup|"
    r"company|call cent(?:er|re)|pharmacy|university|college|nonprofit|non-profit|charity|daycare|nursing home|"
    r"senior home|care home|garden cent(?:er|re)|community cent(?:er|re)|distribution cent(?:er|re)|salon|garage|dealership|airline|airport|newspaper|magazine|studio|lab|laboratory|museum|"
    r"zoo|gym|bookstore|brewery|winery|farm|kitchen|bar|pub|office)"
)
_EORG = rf"(?:(?P<x>(?:an?\s+|the\s+)?(?:[\w-]+\s+){{0,2}}?{_EORG_NOUN})|(?:an?\s+)?(?P<x1>(?:the\s+)?{_EORG_PROPER}))\b"
_EBUSINESS = (
    r"(?:bakery|cafe|café|coffee shop|restaurant|bar|pub|shop|store|bookstore|boutique|salon|barbershop|studio|gym|"
    r"business|company|startup|agency|firm|practice|clinic|farm|food truck|brewery|winery|daycare|garage|stall)"
)
# Who a statement is about when it opens the clause: the user, a relative, or nobody said.
_EWHO = rf"(?:\bi(?:'m| am)\s+|{_EMY}(?:'s| is)\s+|(?:^|(?<=[,.;!:]))\s*(?P<bare>))"
# What one applies for and hears back about: "the bank approved my loan", "my visa got approved".
_EAPPLIED = (
    r"(?:visa|transfer|loan|application|leave|mortgage|permit|claim|request|grant|proposal|green card|paper|thesis|"
    r"abstract|submission|raise|promotion|time off|pto|sabbatical|residency|citizenship|appeal|offer|bid)"
)
# What one wins, passes or places in: contests and the tests of a trade or a degree.
_EN_TRIAL = (
    r"(?:final|finals|semi-?finals?|quarter-?finals?|grand final|cup|league|championship|competition|tournament|derby|"
    r"playoffs?|match|game|race|marathon|trials?|viva|defen[cs]e|exam|test|boards|bar|audition|interview|assessment|"
    r"inspection|check|checkride|practical|capstone|apprenticeship|probation|licen[cs]e|certification|course|module|"
    r"dissertation|thesis|screening|review|cook-?off|bake-?off|eisteddfod|showcase|pitch|hackathon|certs?|qualification)"
)
_EN_PETS = r"dog|cat|puppy|kitten|bunny|rabbit|hamster|parrot|horse|turtle|guinea pig|bird|lizard|snake|ferret|tortoise"
_ENAMES = rf"(?P<x>(?-i:{_NW}(?:\s+{_NW})?))"
_EN_COMPARATIVE = {
    "funnier": "funny",
    "nicer": "nice",
    "kinder": "kind",
    "smarter": "smart",
    "better": "good",
    "wiser": "wise",
    "sweeter": "sweet",
    "cooler": "cool",
}
# The trade a verb of work names: "been bartending for years" → bartender.
_EN_TRADE_OF = {
    "teaching": "teacher",
    "bartending": "bartender",
    "nursing": "nurse",
    "waitressing": "waitress",
    "tutoring": "tutor",
    "coaching": "coach",
    "freelancing": "freelancer",
    "lifeguarding": "lifeguard",
    "babysitting": "babysitter",
    "nannying": "nanny",
    "bookkeeping": "bookkeeper",
    "hairdressing": "hairdresser",
    "welding": "welder",
    "plumbing": "plumber",
    "farming": "farmer",
    "lecturing": "lecturer",
    "translating": "translator",
    "interpreting": "interpreter",
    "programming": "programmer",
    "practicing law": "lawyer",
    "practising law": "lawyer",
}
_EHABIT = (
    r"smoking|vaping|drinking|caffeine|coffee|soda|sugar|alcohol|booze|meat|dairy|gluten|junk food|fast food|"
    r"social media|cigarettes|weed|gambling|energy drinks|nicotine|takeout|fried food|candy|snacking|doomscrolling|"
    r"eating out|eating meat|drinking coffee|drinking soda|biting my nails|nail biting|chewing tobacco|online shopping|gaming"
)
_EN_NOT_EVENT = (
    rf"(?:{_EN_EVENT_KW}|today|tomorrow|tonight|it|that|this|he|she|they|there|what|who|everything|nothing|everyone|"
    r"birthday|bday|b-day|day|mom|dad|rent|dinner|lunch|breakfast|weather|shift|time|next|one|mine|yours|his|hers|ours|"
    r"theirs|which|something|anything|lot|ton|bunch|few|couple|headache|cold|fever|flu|migraine|feeling|free|plan|plans|"
    rf"work|school|payday|trash|weekend|{EN_RELATIONS})"
)
_EWEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?"
# What opens a note that is no event: "see you on Friday", "back on Monday", "off tomorrow".
_EN_BARE_NOT = (
    r"on|at|in|by|for|to|from|till|until|the|a|an|you|me|him|her|us|them|see|call|text|meet|talk|catch|chat|"
    r"back|off|out|up|home|bye|later|speak|ring|seeya|cya|done|free|busy|here|gone|away|leaving|due|paid|"
    r"starts?|starting|started|moving|move|flying|going|coming|another|every|same|last|first|keys|pay|"
    r"ends?|finishes|opens|closes|arrives?|lands?|leaves|returns?|happening|happens|"
    r"i|i'm|im|i'll|i've|we|we're|we'll|we've|they're|he's|she's|you're|it's|that's|there's"  # who, not what
)
# A trade said by the work of the hands and what it makes, grows or sells, with where or with a word of the
# trade: "I carve canoe paddles in Ketchikan", "my uncle Rafe builds dry stone walls up in Kendal", "I brew
# perry, sell it to the pubs round Ledbury" (not "I make dinner", "I grow tomatoes", "I bake scones on
# Sundays": a hobby has no place of work or trade word said with it).
_EN_CRAFT_STEMS = tuple(
    re.findall(
        r"\w+",
        "make build carve weave restore repair mend varnish whitewash thatch plaster forge sculpt sew knit brew "
        "distil bake roast dye print bind blow shape grow farm breed herd harvest fish sell trade coach guide train",
    )
)
_EN_CRAFT_VERB = rf"(?:{'|'.join(_EN_CRAFT_STEMS)})(?:e?s)?"
_EN_CRAFT_OBJECT = (
    r"(?!(?:it|them|that|this|sure|sense|money|friends|mistakes|time|plans|dinner|breakfast|lunch|tea|food|"
    r"stuff|things|everything|something|nothing|out|up|off|over|back|a|an|the|my|our|your|his|her|their|me|you|"
    r"him|us|some|any|all|no|just|really|so|for|with|to|at|in|on|and|but)\b)"
    r"(?P<x>[^\W\d_][\w'-]*(?:\s+(?!(?:in|on|at|by|for|with|and|but|to|from|here|out|up|down|over|round|near)\b)"
    r"[^\W\d_][\w'-]*){0,2})"
)
_EN_CRAFT_WHERE = (
    r"\s+(?:here\s+|out\s+|up\s+|down\s+|over\s+|right\s+)?(?:in|on|at|by|round|around|near|outta|out\s+of|down)\s+"
    # (a shop on the web is no place: "I sell jewellery on Etsy")
    r"(?:the\s+)?(?!(?:Etsy|eBay|Amazon|Instagram|TikTok|Facebook|YouTube|Depop|Vinted|Shopify|WhatsApp)\b)"
    rf"(?P<p>(?-i:{_NW}(?:\s+{_NW}){{0,2}}))"
)
_EN_CRAFT_TRADE_WORD = (
    r"(?=[^.!?]*\b(?:sell|sells|selling|stall|stand|shop|workshop|market|customers|orders|business|for a living|"
    r"family farm|generation|firm|since i was|for \d+ years|years now|my grandad|my grandfather|my father|my dad)\b)"
)
_EN_CRAFT_HOBBY = re.compile(
    r"\b(?:weekends?|sundays?|saturdays?|for fun|hobby|sometimes|when i can|every (?:week|weekend|now and then)|"
    r"holiday|vacation|used to|would|wanna|want to|going to|gonna)\b",
    re.I,
)
# A rank said by its last word after any words naming its post: "night supervisor", "deputy head".
_EN_RANK_MADE = (
    r"(?:(?!(?:a|an|the|so|very|really|feel|my|me|his|her|their|our|to|and|of|for|at|in|on|from)\b)[a-z-]+\s+){0,2}"
    r"(?:manager|supervisor|lead|director|captain|head|editor|partner|chef|coordinator|foreman|principal|chair|"
    r"president|officer|engineer|analyst|associate|superintendent|matron|sergeant|prefect|steward)"
)
_EN_MADE_ME = (
    r"\b(?:they|he|she|my boss|my manager|the company|the council|the board|work|management)(?:'ve|\s+have|'s|\s+has)?\s+"
    r"(?:just\s+|finally\s+|officially\s+)?(?:made|promoted)\s+me\s+(?:to\s+)?(?:the\s+|a\s+|an\s+|their\s+|our\s+|new\s+)?"
)
_EN_WHEN = (
    # a plural weekday is a habit ("therapy is thursdays"), not a date
    rf"(?:(?:this|next)\s+(?:{_EWEEKDAY}|week|month|weekend|year|summer|autumn|fall|winter|spring)|tomorrow|tonight|(?:on\s+)?{_EWEEKDAY}(?<!s)|"
    rf"(?:on\s+)?{_MONTHS}\.?\s+\d{{1,2}}(?:st|nd|rd|th)?|(?:on\s+)?(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTHS}\b|"
    rf"(?:on\s+)?the\s+\d{{1,2}}(?:st|nd|rd|th)|"
    # how far off: "in 3 weeks", "in a fortnight", "in a couple of months"
    r"in\s+(?:a\s+fortnight|(?:\d{1,2}|a|an|one|two|three|four|five|six|a few|a couple of)\s+(?:days?|weeks?|months?)))"
)
EN_RULES.extend(
    [
        # Work: "being a midwife at <Org>", "five years as a paralegal at a law firm", "I've been a
        # welder for ten years", "my new job at the library", "I work weekends at a garden centre".
        _r(
            "en.class.job_years",
            "identity",
            rf"(?:\bi(?:'ve| have) been|{_EMY}(?:'s| has) been|(?:^|(?<=[,.;!:]))\s*(?P<bare>)(?:\w+|\d+)(?: whole| long)? "
            rf"(?:years?|months?|decades?) as|(?:^|(?<=[,.;!:]))\s*(?P<bare2>)been)\s+(?:an?\s+)?{_EJOB}(?=\s+(?:for|since|at|with|in)\b|\s*[,.!;]|$)|"
            # "Being a nurse at …" is the speaker's trade; "being a pilot sounds fun" is not
            rf"\bbeing\s+an?\s+{_EJOB.replace('(?P<x>', '(?P<x1>', 1)}(?=\s+(?:at|for)\s+(?-i:[A-Z])|\s+(?:at|for)\s+an?\s)",
            "{who} is a {x}",
            0.8,
            slot="job",
            value="{x}",
        ),
        _r(
            "en.class.employer_role",
            "identity",
            rf"(?:\bi(?:'ve| have) been|{_EMY}(?:'s| has) been|(?:^|(?<=[,.;!:]))\s*(?P<bare>)(?:\w+|\d+)(?: whole| long)? "
            rf"(?:years?|months?|decades?) as|\bbeing)\s+(?:an?\s+)?{_EJOB_ANY}\s+(?:at|for)\s+{_EORG}",
            "{who} works at {x}",
            0.8,
            slot="employer",
            value="{x}",
        ),
        _r(
            "en.class.employer_job_at",
            "identity",
            # a job lost, left or quit is no employer: "lost my job at …"
            rf"(?:(?<!lost )(?<!quit )(?<!left )(?<!losing )(?<!leaving )(?<!quitting )\b(?:my|our)\s+"
            rf"(?:new\s+|current\s+|day\s+|part-time\s+|full-time\s+|weekend\s+)?job\s+(?:at|with)\s+|"
            rf"(?:{_EI}|{_EMY}\s+)(?:still\s+|now\s+|also\s+)?(?:(?:work|works)\s+(?:(?:part[- ]time|full[- ]time|nights|weekends|"
            r"overnights?|mornings|evenings|days|shifts|weekdays|remotely|now|currently|also|still|mostly|mainly|"
            r"(?!(?:out|hard|late|long|best)\b)\w+ing(?:\s+(?!at\b)\w+)?)\s+){1,3}|(?:teach|teaches)\s+(?:[\w-]+\s+){0,3}?)at\s+)"
            rf"{_EORG}",
            "{who} works at {x}",
            0.8,
            slot="employer",
            value="{x}",
        ),
        # A trade said by what one does, with its years: "I've been bartending for six years".
        _r(
            "en.class.job_doing_years",
            "identity",
            rf"(?:\bi(?:'ve| have)|{_EMY}(?:'s| has)|(?:^|(?<=[,.;!:]))\s*(?P<bare>))\s*been\s+(?:(?:professionally|full[- ]time|"
            rf"part[- ]time)\s+)?(?P<x>{'|'.join(_EN_TRADE_OF)})\s+(?:for|since)\b",
            "{who} is a {x}",
            0.8,
            slot="job",
            value="{x}",
        ),
        # "I teach maths at …", "my uncle teaches": the trade said by its verb.
        _r(
            "en.class.job_teaches",
            "identity",
            rf"(?:\bi\s+|{_EMY}\s+)(?:also\s+|still\s+|now\s+)?(?:teach|teaches)\b"
            r"(?!\s+(?:me|myself|him|her|them|us|you|himself|herself|themselves|people|others|each|it|that|this)\b)"
            r"(?:\s+(?P<what>(?-i:[A-Z][a-z]+)|[a-z]+(?:\s+[a-z]+)?))?(?=\s+(?:at|in|to|for|and|so|but)\b|\s*[,.!;]|$)",
            "{who} teaches {what}",
            0.8,
            slot="job",
            value="teacher",
        ),
        # "I run a small print shop in Leeds", "my dad runs a garage".
        _r(
            "en.class.job_owner",
            "identity",
            rf"(?:{_EI}|{_EMY}\s+)(?:own|owns|co-own|co-owns|run|runs)\s+(?:an?|my|our|his|her|their)\s+"
            rf"(?P<x>(?:(?:little|small|tiny|family|local|own)\s+){{0,2}}(?:[\w-]+\s+)?{_EBUSINESS})\b"
            r"(?!\s+(?:class|session|program|account|page|channel|group|meeting|team))",
            "{who} runs a {x}",
            0.8,
            slot="job",
            value="owner of a {x}",
        ),
        _r(
            "en.class.workplace_owner",
            "identity",
            rf"(?:{_EI}|{_EMY}\s+)(?:own|owns|co-own|co-owns|run|runs)\s+(?:an?|my|our|his|her|their)\s+"
            rf"(?:[\w-]+\s+){{0,3}}?{_EBUSINESS}\s+in\s+(?P<x>(?-i:{_NW}(?:\s+{_NW}){{0,2}}))",
            "{who} works in {X}",
            0.8,
            slot="workplace",
            value="{x}",
            check="place",
        ),
        # "I'm retired", "64, retired from teaching", "my dad retired last year".
        _r(
            "en.class.job_retired",
            "identity",
            rf"(?:\bi(?:'m| am)\s+|{_EMY}(?:'s| is)?\s+|{_EI})(?:now\s+|finally\s+|officially\s+|happily\s+|semi-|just\s+)?"
            r"(?P<x>retired)(?=\s*(?:[,.!;]|$)|\s+(?:from|after|since|last|in|now|and|but|so|early|this|two|three|a|\d)\b)",
            "{who} is retired",
            0.8,
            slot="job",
            value="retired",
        ),
        # Schools: "a freshman at <College>", "senior at <High>", "a bachelor's in … at <University>".
        _r(
            "en.class.school_year",
            "identity",
            rf"(?:\bi(?:'m| am)\s+(?:a\s+)?|{_EMY}(?:'s| is)\s+(?:a\s+)?|(?:^|(?<=[,.;!:]))\s*(?P<bare>)(?:an?\s+)?)"
            r"(?:freshman|sophomore|junior|senior|first[- ]year|second[- ]year|third[- ]year|fourth[- ]year|final[- ]year|"
            rf"transfer student|exchange student)\s+(?:student\s+)?(?:at|in)\s+(?P<x>(?:the )?(?-i:{_NW}(?:\s+(?:of\s+)?{_NW}){{0,4}}))",
            "{who} studies at {x}",
            0.8,
            slot="school",
            value="{x}",
        ),
        _r(
            "en.class.school_degree",
            "identity",
            rf"\b(?:my|a|an)\s+(?:master'?s|bachelor'?s|phd|doctorate|mba|ma|msc|bsc|degree)\b[\w' -]{{0,30}}? at\s+"
            rf"(?P<x>(?:the )?(?-i:{_NW}(?:\s+(?:of\s+)?{_NW}){{0,4}}))",
            "The user studies at {x}",
            0.8,
            slot="school",
            value="{x}",
        ),
        # Home: "I'm a Leeds resident", "a Chicago native", "our flat in Camden", "I'm settled in
        # Lisbon", "we relocated to Omaha for work".
        _r(
            "en.class.residence_resident",
            "identity",
            rf"{_EWHO}(?:officially\s+|now\s+|finally\s+|proud\s+)*(?:an?\s+)?(?:proud\s+)?(?P<x>(?-i:{_NW}(?:\s+{_NW}){{0,2}}))\s+"
            r"(?:resident|local)\b(?!\s+(?:doctor|physician|advisor|adviser|expert|artist|dj|band))",
            "{who} lives in {X}",
            0.8,
            slot="residence",
            value="{x}",
            check="place",
        ),
        _r(
            "en.class.hometown_native",
            "identity",
            rf"{_EWHO}(?:an?\s+)?(?:proud\s+|true\s+|born-and-raised\s+|lifelong\s+)?(?P<x>(?-i:{_NW}(?:\s+{_NW}){{0,2}}))\s+"
            r"(?:native|born and raised)\b",
            "{who} is from {X}",
            0.8,
            slot="hometown",
            value="{x}",
            check="place",
        ),
        _r(
            "en.class.hometown_kid",
            "identity",
            rf"(?:\bi(?:'m| am)\s+an?\s+|^(?:just\s+)?an?\s+|^)(?P<x>(?-i:{_NW}(?:\s+{_NW})?))\s+(?:boy|girl|guy|gal|kid|lad|lass)\b",
            "The user is from {X}",
            0.75,
            slot="hometown",
            value="{x}",
            check="known_place",
        ),
        _r(
            "en.class.residence_home",
            "identity",
            # (one works from a flat at home, but from a studio where the work is: "I work from a studio in Hulme")
            r"(?:\b(?:my|our)|\bi (?:live|rent|stay)(?: out)? (?:in|from|out of) an?|\bi work(?: out)? (?:in|from|out of) an?"
            r"(?=\s+(?:[\w-]+\s+){0,3}?(?:apartment|flat|condo|place|house|loft|dorm|townhouse)\b))\s+"
            r"(?:(?!(?:old|former|previous|first|childhood|summer|vacation|holiday|dream|future|next)\b)[\w-]+\s+){0,3}?"
            rf"(?:apartment|flat|studio|condo|place|house|loft|dorm|townhouse)\s+in\s+(?P<x>(?-i:{_NW}(?:\s+{_NW}){{0,2}}))",
            "The user lives in {X}",
            0.8,
            slot="residence",
            value="{x}",
            check="place",
        ),
        _r(
            "en.class.residence_stuck",
            "identity",
            rf"\bi(?:'m| am)\s+(?:stuck|settled|happy|happier|living)\s+(?:here\s+|out\s+|down\s+|up\s+)?in\s+"
            rf"(?P<x>(?-i:{_NW}(?:\s+{_NW}){{0,2}}))(?=\s*(?:[.,!;]|$|\s+(?:now|these days|but|and|though|tho|for now|lol|haha)\b))",
            "The user lives in {X}",
            0.8,
            slot="residence",
            value="{x}",
            check="place",
        ),
        _r(
            "en.class.residence_moved_for",
            "identity",
            rf"(?:{_EI}|\bwe(?:'ve| have)?\s+(?:just\s+|finally\s+|recently\s+|officially\s+)*|{_EMY}(?: has| just)?\s+)(?:moved|relocated) "
            rf"(?:back |down |up |over |out |home )?to\s+(?P<x>(?-i:{_NW}(?:\s+{_NW}){{0,2}}))(?=\s+(?:to|for)\s+\w)",
            "{who} lives in {X}",
            0.85,
            slot="residence",
            value="{x}",
            check="place",
        ),
        # Names: "they've started calling me …", "no one calls me <name> anymore", a name offered right
        # after refusing the one given ("… no one calls me that. <Name> is fine."), "my work friend <Name>",
        # "<Name>, my cousin, …", "I have a dog, <Name>", "it's a girl, we called her <Name>".
        _r(
            "en.class.nickname_calling",
            "identity",
            rf"(?<!don't )(?<!never )(?<!not )\b(?:started|start|began|begun|keep|kept|always|still|all|usually|mostly)\s+"
            rf"call(?:ing|s)?\s+me\s+(?!(?:sir|ma'am|dude|bro|buddy|honey|sweetie|kiddo|babe)\b){_EN_NAME}(?!\s+(?:at|when|if|back)\b)",
            "The user likes to be called {x}",
            0.9,
            slot="nickname",
            value="{x}",
            check="name",
        ),
        _r(
            "en.class.name_unused",
            "identity",
            rf"\b(?:nobody|no one)\s+(?:\w+\s+)?(?:calls me|uses|says|calls me by)\s+{_EN_NAME}(?=\s+(?:except|but|anymore|besides|outside)\b)",
            "The user's name is {x}",
            0.9,
            slot="name",
            value="{x}",
            check="name",
        ),
        _r(
            "en.class.nickname_offered",
            "identity",
            r"^(?:it's\s+|just\s+)?(?![A-Za-z]+ly\b)(?!(?:ever|again|never|stop|enough|gross|rude|weird|whatever)\b)"
            rf"{_EN_NAME}(?:\s+(?:works|is fine|is good|is better|please|instead|is what i go by))?[\s.!]*$",
            "The user likes to be called {x}",
            0.9,
            slot="nickname",
            value="{x}",
            check="renamed",
        ),
        _r(
            "en.class.other_named_modified",
            "identity",
            rf"\b(?:my|our)\s+(?:(?!(?:{EN_RELATIONS})\b)[\w-]+\s+){{1,2}}(?P<rel>{EN_RELATIONS}),?\s+{_EN_NAME}(?![^\W\d_])",
            "{who} is called {x}",
            0.8,
            slot="name",
            value="{x}",
            check="name",
        ),
        _r(
            "en.class.other_named_front",
            "identity",
            rf"(?:^|[.!?]\s+)(?!\w+ly\b){_ENAMES},\s+(?:my|our)\s+(?:[\w-]+\s+){{0,2}}?(?P<rel>{EN_RELATIONS}),",
            "{who} is called {x}",
            0.8,
            slot="name",
            value="{x}",
            check="name",
        ),
        _r(
            "en.class.pet_named",
            "identity",
            rf"\b(?:i|we)\s+(?:also\s+)?(?:have|got|own|adopted|rescued)\s+(?:an?|one)\s+(?:[\w-]+\s+){{0,2}}?(?P<rel>{_EN_PETS})"
            rf"(?:,|\s+named|\s+called)\s+{_ENAMES}(?![^\W\d_])",
            "{who} is called {x}",
            0.8,
            slot="name",
            value="{x}",
            check="name",
        ),
        _r(
            "en.class.child_named",
            "identity",
            r"\b(?:an?|our|my|it's an?)\s+(?:(?:little|baby|first|second|third|new|healthy)\s+)*(?P<rel>boy|girl|son|daughter)\b"
            rf"[^.!?]{{0,25}}?\b(?:named|called|call) (?:him|her) {_EN_NAME}",
            "{who} is called {x}",
            0.8,
            slot="name",
            value="{x}",
            check="name",
        ),
        # Health: "was diagnosed with <condition>", "my GP told me I'm anaemic".
        _r(
            "en.class.health_diagnosed",
            "identity",
            rf"(?:{_EI}|{_EMY}\s+)(?:was |got |has been |have been |'s been |'ve been |just got |recently got |finally got )?"
            rf"diagnosed with\s+(?:a |an |mild |severe |early[- ]stage |stage \w+ )?{_EX}{_EEND}",
            "{who} has {x}",
            0.75,
            slot="health:{x}",
            value="{x}",
        ),
        _r(
            "en.class.health_doctor_says",
            "identity",
            r"\b(?:doctor|doc|gp|dermatologist|cardiologist|specialist)\s+(?:says?|said|told me|thinks?)\s+(?:that\s+)?"
            r"(?:i'm|i am|i have|i've got)\s+(?:borderline\s+|mildly\s+|slightly\s+)?(?P<x>(?:pre-?)?(?:diabetic|anemic|anaemic|"
            rf"asthmatic|hypertensive|epileptic|arthritic|dyslexic|autistic|celiac|coeliac|lactose intolerant)|{_EHEALTH})\b",
            "The user is {x}",
            0.75,
            slot="health:{x}",
            value="{x}",
        ),
        # Likes: "I practically live on …", "goes absolutely nuts for …", "I watch <show> all the time",
        # "<thing> is my guilty pleasure", a list after "I adore".
        _r(
            "en.class.like_idiom",
            "preference",
            rf"(?:{_EI}|{_EMY}\s+)(?:(?:basically|practically|pretty much|literally|honestly|absolutely|totally)\s+"
            r"(?:live on|live off|survive on)|(?:basically |practically |absolutely |totally |completely )*(?:go|goes) "
            r"(?:absolutely |totally |completely )?(?:crazy|nuts|wild|feral|bananas|insane) (?:for|over)|can't stop "
            rf"(?:eating|playing|watching|listening to|reading)|(?:am|'m|is|'s) (?:such |a )?(?:huge |total |complete )?(?:a )?sucker for)\s+"
            rf"{_ENOT}{_EX}{_EEND_LIST}",
            "{who} likes {x}",
            0.5,
            **_LIKE,
            each=True,
        ),
        _r(
            "en.class.like_too_much",
            "preference",
            rf"{_EI}(?:play|watch|eat|drink|read|listen to|binge)\s+{_ENOT}(?!(?:way|far|so|too|much|a lot|way too)\b)"
            r"(?P<x>[\w'-]+(?:\s+[\w'-]+){0,2}?)\s+(?:way |far |probably |definitely |honestly )?(?:too much|too often|all the time|"
            r"nonstop|constantly|every chance i get|every chance i can|religiously)\b",
            "The user likes {x}",
            0.5,
            **_LIKE,
        ),
        _r(
            "en.class.like_is_my_favourite",
            "preference",
            r"(?:^|[,;:]\s*|\band\s+|\bbut\s+|\bplus\s+)(?!(?:my|our|his|her|their|your|this|that|it|he|she|they|what|which|who|and|but|"
            r"or|so|plus)\b)"
            r"(?P<x>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}?)\s+(?:is|are)\s+(?:honestly\s+|still\s+|definitely\s+)?(?:my|our)\s+"
            r"(?:absolute\s+|all-time\s+|number one\s+)?(?:favou?rite|fave|fav|guilty pleasure|weakness|comfort food|happy place|"
            r"whole personality|love language)\b",
            "The user likes {x}",
            0.5,
            **_LIKE,
        ),
        _r(
            "en.class.like_list",
            "preference",
            rf"{_EI}(?:really\s+|also\s+|just\s+|absolutely\s+)*(?:love|like|enjoy|adore)\s+{_ENOT}"
            r"(?P<x>[\w'-]+(?:\s+[\w'-]+){0,3}(?:,\s*(?:and\s+)?(?!(?:i|i'm|you|he|she|it|it's|they|they're|we|we're|that|this|"
            r"which|so|but|because|though|tho|especially|mostly|even|except|like|not|although|plus|honestly|lol|haha|too|"
            r"anything|everything|hate|love|like|don't|can't|miss|need|want|got|have|am|"
            # what the list is about, not another item ("…, best colour", "…, the whole thing", "the sadder the better")
            r"best|the\s+whole|the\s+\w+er\s+the|all\s+of\s+it|that\s+kind)\b)[\w'-]+(?:\s+[\w'-]+){0,3}){1,5})(?=\s*(?:[.!;]|$))",
            "The user likes {x}",
            0.5,
            **_LIKE,
            each=True,
        ),
        # A taste said as what something is to the user: "al pastor tacos are my thing", "public speaking is
        # my nightmare" (a thing named at the start of its clause, never "it"/"that"/"he").
        _r(
            "en.class.like_is_my_thing",
            "preference",
            rf"{_EN_CLAUSE_START}(?P<x>{_EN_THING_HEAD})\s+(?:is|are|=)\s+(?:totally\s+|so\s+|literally\s+|honestly\s+|kinda\s+)?"
            r"my\s+(?:thing|jam|obsession|weakness|happy place|comfort food|guilty pleasure)\b",
            "The user likes {x}",
            0.5,
            **_LIKE,
        ),
        _r(
            "en.class.dislike_is_my_nightmare",
            "preference",
            rf"{_EN_CLAUSE_START}(?P<x>{_EN_THING_HEAD})\s+(?:is|are|=)\s+(?:literally\s+|honestly\s+|so\s+)?"
            r"my\s+(?:worst\s+)?(?:nightmare|kryptonite|enemy|least favou?rite(?: thing)?|pet peeve|biggest fear|phobia)\b",
            "The user dislikes {x}",
            0.5,
            slot="likes:{x}",
            value="dislike",
            valence=-0.5,
        ),
        # Someone's work named as what the user is pushed toward: "my mom keeps saying i should become a
        # dentist like my uncle" (the uncle's job; the wish is not the user's).
        _r(
            "en.class.job_like_relation",
            "identity",
            rf"\b(?:become|be|go into|study|train as|work as)\s+(?:an?\s+)?(?P<x>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+"
            rf"like\s+my\s+(?P<rel>{EN_RELATIONS})\b",
            "{who} works as {x}",
            0.6,
            slot="job",
            value="{x}",
        ),
        # Habits never taken up are negations too: "i don't cook at all", "i never drink", "i've never been
        # to a gym in my life", "not drinking either" (not "i can't cook", which is a skill).
        _r(
            "en.class.habit_never",
            "routine",
            # (what one does not eat or drink is a taste: "I don't drink coffee" is a dislike, its own rule)
            # … and as many say it: "i dont", "ion" (I don't), "mi nuh" (Jamaican), "I doh" (Trinidad); one
            # given up ("… anymore", "… no more") is ``en.class.habit_anymore``
            r"(?:\bi\s+(?:don't|do not|dont|doh|never)|\bion|\bmi\s+nuh)\s+(?:really\s+|even\s+|actually\s+|ever\s+)?"
            rf"(?P<x>{_EN_HABITS_NOT_KEPT})"
            r"(?=\s*(?:[,.!;)]|$)|\s+(?:at all|much|often|either|really|tbh|lol|lmao|ngl|these days|now|rn|"
            r"so|and|but|because|bc|cause|since|ever|myself|haha|actually|tho|though|honestly|fr|nowadays)\b)",
            "The user does not {x}",
            0.55,
            slot="routine:{x}",
            value="never",
        ),
        _r(
            "en.class.habit_never_been",
            "routine",
            r"\bi(?:'ve| have)\s+never\s+(?:been to|set foot in|gone to|stepped into)\s+(?:a|the)\s+(?P<x>gym|club|bar|pub)\b",
            "The user has never been to a {x}",
            0.55,
            slot="routine:{x}",
            value="never",
        ),
        _r(
            "en.class.habit_not_either",
            "routine",
            r"(?:^|[.!,;]\s*|\band\s+|\bso\s+)(?:i'm\s+|i am\s+)?not\s+(?P<x>drinking|smoking|vaping|gambling)\s+"
            r"(?:either|anymore|any more|at all|these days|rn|right now|now)\b",
            "The user is not {x} these days",
            0.55,
            slot="routine:{x}",
            value="never",
        ),
        # Habits given up are negations: "kicked caffeine in May", "gave up sugar", "I no longer vape".
        _r(
            "en.class.habit_quit",
            "routine",
            rf"(?:{_EI}|\bi've\s+|\bi have\s+)(?:quit|gave up|given up|stopped|kicked|cut out|ditched)\s+(?P<x>{_EHABIT})"
            r"(?=\s*(?:[,.!;]|$)|\s+(?:completely|entirely|for good|cold turkey|altogether|a while|last|over|two|three|four|five|"
            r"six|a|\d+|years?|months?|in|since|after|and|but|so|btw|lol|recently|this|ago|when)\b)"
            # the "I" left out at the start of a clause, told with when ("quit smoking when he was born"; "Quit
            # smoking!" is advice)
            rf"|(?:^|(?<=[.!?,;]\s))(?:quit|gave up|stopped|kicked)\s+(?P<x1>{_EHABIT})"
            r"(?=\s+(?:when|in|last|\d+|years?|months?|after|since|for good|cold turkey)\b)",
            "The user quit {x} and no longer does it",
            0.55,
            slot="routine:{x}",
            value="quit",
        ),
        _r(
            "en.class.habit_anymore",
            "routine",
            # "I don't smoke no more", "I doh drink anymore", "don't drink anymore btw" (the "I" left out at the
            # start of a clause: with "anymore" no order, "Don't run!" is one), "i no longer vape"
            rf"(?:\bi\s+(?:don't|do not|dont|doh)|(?:^|(?<=[.!?,;]\s))(?:don't|dont)|\bion|\bmi\s+nuh)\s+"
            rf"(?P<x>drink alcohol|{_EN_HABITS_NOT_KEPT})\s+(?:any\s?more|no more|any longer)\b|"
            rf"\bi no longer (?P<x1>drink alcohol|{_EN_HABITS_NOT_KEPT})\b",
            "The user does not {x} anymore",
            0.55,
            slot="routine:{x}",
            value="stopped",
        ),
        # Work hours as a habit: "I work weekends", "usually early shifts".
        _r(
            "en.class.routine_shifts",
            "routine",
            rf"(?:{_EI}(?:work|am working|'m working|'m on|am on|do)|\b(?:mostly|usually|always|working))\s+(?:the\s+)?"
            r"(?P<x>nights|overnights|night shifts?|graveyard shifts?|early shifts?|late shifts?|weekends|doubles|the night shift)\b",
            "The user works {x}",
            0.55,
            slot="routine:{x}",
            value="usually",
        ),
        _r(
            "en.class.routine_after_every",
            "routine",
            r"(?:^|\bi\s+(?:always\s+|usually\s+)?(?:have|get|grab|do|eat|drink)\s+)"
            r"(?!(?:i|i'm|we|so|too|very|really|always|tired|sore|hungry|starving|dead|wrecked|beat|exhausted)\b)(?![\w-]+ed\b)"
            r"(?P<x>[a-z][\w' ]{1,30}?)\s+(?P<freq>(?:after|before) every (?:single )?(?:shift|workout|run|class|game|meal|practice|session|match|lecture))\b",
            "The user's habit: {x} {freq}",
            0.55,
            slot="routine:{x}",
            value="{freq}",
        ),
        # Languages: "Urdu and Punjabi come naturally", "bilingual in …", "I'm a translator, Greek into
        # Italian".
        _r(
            "en.class.language_native",
            "identity",
            rf"(?:{_ELANG_LIST}\s+(?:both\s+|all\s+)?comes?\s+naturally|\b(?:bilingual|trilingual)\s+in\s+"
            rf"{_ELANG_LIST.replace('(?P<x>', '(?P<x1>', 1)}|\bgrew up speaking\s+{_ELANG_LIST.replace('(?P<x>', '(?P<x2>', 1)})\b",
            "The user speaks {x}",
            0.7,
            slot="language:{x}",
            value="{x}",
            each=True,
        ),
        _r(
            "en.class.language_translate",
            "identity",
            rf"(?:\bi(?:'m| am)\s+an?\s+(?:[\w-]+\s+){{0,2}}translator\b|\bi (?:also |mostly |mainly )?translate\b)[^.!?]{{0,30}}?"
            rf"\b(?P<x>{_ELANGS})\s+(?:in)?to\s+(?:{_ELANGS})\b",
            "The user speaks {x}",
            0.7,
            slot="language:{x}",
            value="{x}",
        ),
        # The language of home: "at home we speak Marathi only", "we speak Tagalog at home".
        _r(
            "en.class.language_home",
            "identity",
            rf"\bat home,?\s+(?:we|i)\s+(?:all\s+|mostly\s+|only\s+|usually\s+|just\s+)?speak\s+{_ELANG_LIST}|"
            rf"\b(?:we|i)\s+(?:all\s+|mostly\s+|only\s+|usually\s+|just\s+)?speak\s+"
            rf"{_ELANG_LIST.replace('(?P<x>', '(?P<x1>', 1)}\s+(?:only\s+)?at home\b",
            "The user speaks {x}",
            0.7,
            slot="language:{x}",
            value="{x}",
            each=True,
            needs=("speak",),
        ),
        # Where one comes from, as Indian English says it: "Nagpur, that is my native place".
        _r(
            "en.class.native_place",
            "identity",
            rf"(?:\bmy\s+native\s+(?:place|town|village)\s+is\s+|\bnative\s+(?:place|town|village)\s*[:,-]\s*){_EPL}{_EEND}|"
            rf"\b(?:in|from|at)\s+{_EPL.replace('(?P<x>', '(?P<x1>', 1)},?\s+(?:that|which|it)(?:'s|\s+is)\s+my\s+native\s+(?:place|town|village)\b",
            "The user is from {X}",
            0.75,
            slot="hometown",
            value="{x}",
            check="place",
            needs=("native",),
        ),
        # Where one lives, as many say it: "i stay in Decatur" (not "staying in a hotel for the week"),
        # "my girlfriend lives in Toronto and I'm in Manchester".
        _r(
            "en.class.stay_in",
            "identity",
            rf"\b(?:i|we)\s+(?:still\s+|currently\s+|now\s+)?stay\s+(?:in|at)\s+{_EPL}{_EEND}|"
            r"\b(?:and|but|while|whereas)\s+i(?:'m|\s+am)\s+(?:still\s+|now\s+)?(?:in|based in|over in|out in|back in)\s+"
            r"(?![^.!?]*\b(?:for (?:the|a|two|three|work|now)|this week|till|until|visiting|on holiday|on vacation|on a trip|"
            r"on business|trip|conference|back (?:on|sunday|monday|tomorrow|next))\b)"
            rf"{_EPL.replace('(?P<x>', '(?P<x1>', 1)}{_EEND}",
            "The user lives in {X}",
            0.75,
            slot="residence",
            value="{x}",
            check="place",
            needs=(
                "stay",
                "i'm in",
                "i am in",
                "i'm still in",
                "i'm based",
                "i'm over",
                "i'm out",
                "i'm back",
                "i'm now",
            ),
        ),
        # Where one is now, said as chat says it after a move or in passing: "we're in Didsbury now", "ice road's
        # open again here in Yellowknife", "home base is Salina", "my cousin Ravi stays in Pune" (not "here in
        # Lisbon" on a holiday or a trip).
        _r(
            "en.class.residence_in_now",
            "identity",
            rf"\b(?:we're|we are|we|i'm|i am)\s+(?:finally\s+|all\s+)?(?:settled\s+)?in\s+{_EPL}\s+now\b",
            "The user lives in {X}",
            0.75,
            slot="residence",
            value="{x}",
            check="place",
            needs=(" now",),
        ),
        _r(
            "en.class.residence_here_in",
            "identity",
            rf"\bhere\s+in\s+(?:the\s+)?{_EPL}{_EEND}"
            r"(?![^.!?]*\b(?:holiday|vacation|visiting|trip|conference|for (?:a|the|two|three) (?:week|day|night)s?)\b)",
            "The user lives in {X}",
            0.7,
            slot="residence",
            value="{x}",
            check="place",
            needs=("here in",),
        ),
        _r(
            "en.class.residence_home_base",
            "identity",
            # ("home base is Salina", "home's Dunedin", "home is Tromsø these days")
            rf"\bhome(?:\s+base)?\s*(?:is|'s)\s+(?:in\s+)?{_EPL}{_EEND}",
            "The user lives in {X}",
            0.75,
            slot="residence",
            value="{x}",
            check="place",
            needs=("home",),
        ),
        _r(
            "en.class.residence_stays_in",
            "identity",
            rf"{_EMY}\s+(?:still\s+|now\s+|currently\s+)?stays\s+(?:in|at)\s+{_EPL}{_EEND}",
            "{who} lives in {X}",
            0.75,
            slot="residence",
            value="{x}",
            check="place",
            needs=("stays",),
        ),
        # Age and birthday said ahead: "I'll be 52 in May", "my birthday's coming up, the 4th of July", "bday: Jan 8".
        _r(
            "en.class.age_future",
            "identity",
            r"\bi(?:'ll| will) be (?:turning )?(?P<x>[1-9]\d?)(?=\s*(?:[,.!;]|$)|\s+(?:this|next|in|on|soon|which|and|tomorrow|"
            r"years? old|already)\b)",
            "The user will be {x} years old",
            0.8,
            slot="age",
            value="{x}",
        ),
        _r(
            "en.class.birthday_soon",
            "identity",
            r"(?:\bmy\s+|^)(?:birthday|bday|b-day)(?:'s|\s+is)?\s*(?:coming up|soon|next (?:week|month))?[,:]?\s+(?:on\s+)?"
            rf"(?:the\s+)?{_EDATE}",
            "The user's birthday is {x}",
            0.85,
            slot="birthday",
            value="{x}",
        ),
        # The assistant compared with others, or called a godsend: "you're wiser than my uncle",
        # "you have better ideas than my team", "An absolute legend."
        _r(
            "en.class.praise_compare",
            "relationship",
            r"\byou(?:'re| are|'ve been| have been)\s+(?:honestly |really |genuinely |literally |way |so much |much |a lot |actually |"
            rf"seriously |even )*(?P<x>{'|'.join(_EN_COMPARATIVE)}|more (?:fun|patient|helpful|thoughtful|understanding|supportive|"
            r"caring|reliable|honest|interesting))\s+than\b",
            "The user thinks {bot} is {x} — more than people they know",
            0.55,
            valence=0.6,
        ),
        _r(
            "en.class.praise_compare_have",
            "relationship",
            r"\byou have (?:way |much |so much |a lot |honestly |genuinely )*(?:better|more) (?P<x>taste|advice|ideas|jokes|patience|"
            r"sense|humou?r|empathy)\b[^.!?]{0,10}?\bthan\b",
            "The user thinks {bot} has better {x} than people they know",
            0.55,
            valence=0.6,
        ),
        _r(
            "en.class.praise_noun",
            "relationship",
            r"(?:\byou(?:'re| are|'ve been| have been)\s+(?:honestly |really |literally |seriously |truly |such |an? |my |a total |"
            r"an absolute |a real |the )*|^(?:honestly,?\s+)?(?:an?\s+)?(?:total|absolute|real|such a|literally a|true)\s+)"
            r"(?P<x>lifesaver|life saver|gem|godsend|angel|legend|hero|treasure|saint|blessing)\b",
            "The user thinks {bot} is a {x}",
            0.55,
            valence=0.6,
            check="to_you",
        ),
        # Milestones: "it's been two months since we met", "today marks 50 days of chatting".
        _r(
            "en.class.milestone_since",
            "milestone",
            r"\b(?:it's|it has|it's been|been|that's|today is|today's|today marks)\s+(?:been\s+)?(?:exactly |already |officially |"
            r"almost |over |just over |like |about )?(?P<x>(?:\d+|a|one|two|three|four|five|six|a hundred|a whole|a full) "
            r"(?:days?|weeks?|months?|years?))\s+(?:since (?:we (?:first )?(?:started (?:talking|chatting)|met|talked|chatted|began)|"
            r"i (?:first )?(?:started talking to|talked to|met|started chatting with|first talked to) you)|of (?:us )?(?:chatting|talking)|"
            r"(?:since|that) we(?:'ve)? (?:been )?(?:chatting|talking))",
            "The user and {bot} celebrate {x} of talking",
            0.6,
            valence=0.6,
        ),
        # Shared moments: "you helped me plan the trip", "thank you for helping me rehearse …".
        _r(
            "en.class.shared_helped",
            "shared",
            r"\b(?:you (?:helped|taught|showed) me(?: how)?|thanks? (?:you )?for helping me|thanks? (?:you )?for teaching me(?: how)?)"
            r"\s+(?:to\s+)?(?P<x>(?:write|plan|pick|choose|make|fix|practice|practise|prepare|draft|figure out|learn|study|"
            r"rehearse|rewrite|edit|organi[sz]e|budget|name|find)\b[^.,!?]{2,40})",
            "{bot} helped the user {x}",
            0.45,
            valence=0.4,
        ),
        # News: "I now have an offer", "the bank approved my loan", "Didn't get it, sadly." about the event in focus.
        _r(
            "en.class.news_offer",
            "life_event",
            r"\b(?:i|we) (?:have|'ve got|now have|finally have|officially have) an? (?:job |real |official |actual |written |"
            r"verbal |full-time )?offer\b(?!\s+(?:to|for) (?:you|him|her|them)\b)",
            "The user has a job offer",
            0.7,
            value="new_job",
            outcome="positive",
            valence=0.7,
        ),
        _r(
            "en.class.news_approved",
            "life_event",
            r"(?<!\bi )(?<!\bwe )\b(?:(?:they|[A-Z]\w+)\s+(?:just\s+|finally\s+|officially\s+)?)?(?:approved|accepted|granted|signed off on) "
            rf"(?:my|our) (?P<x>(?:[\w-]+\s+)?{_EAPPLIED}(?:\s+(?:request|application))?)\b|"
            rf"\b(?:my|our) (?P<x1>(?:[\w-]+\s+)?{_EAPPLIED}(?:\s+(?:request|application))?)"
            r" (?:got |was |has been |is |just got |finally got )(?:officially )?(?:approved|accepted|granted)\b",
            "The user's {x} was approved",
            0.7,
            **_GOOD_NEWS,
            valence=0.7,
        ),
        # Results as people shout them: "WE WON THE FINAL 24-17!!", "PASSED THE VIVA!!!", "we came SECOND
        # in the competition", "the transfer came through", "our paper got rejected", "had a heart attack".
        _r(
            "en.class.news_won_passed",
            "life_event",
            r"(?:^|(?<=[.!?,;:]\s)|\b(?:we|i|he|she|they)\s+(?:just\s+|finally\s+|actually\s+|only\s+)?)(?P<v>won|passed|aced|cleared|smashed|made|reached)\s+"
            rf"(?P<p>the|my|his|her|their)\s+(?P<x>(?:[\w'-]+\s+){{0,2}}?{_EN_TRIAL}(?:\s+{_EN_TRIAL})?)\b",
            "The user {v} {p} {x}",
            0.7,
            **_GOOD_NEWS,
            valence=0.7,
            needs=("won", "passed", "aced", "cleared", "smashed", "made", "reached"),
        ),
        # A result said bare as it is announced: "qualified last week!!", "graduated today", "passed!!"
        _r(
            "en.class.news_bare_result",
            "life_event",
            r"(?:^|(?<=[.!?]\s))(?:(?:i|we)\s+)?(?:just\s+|finally\s+|officially\s+)?(?P<v>qualified|graduated|passed)"
            r"(?=\s*(?:[.!,]|$)|\s+(?:today|yesterday|last\s+\w+|this\s+\w+|finally|at last)\b)",
            "The user {v}",
            0.7,
            **_GOOD_NEWS,
            valence=0.7,
            needs=("qualified", "graduated", "passed"),
        ),
        # A medal or a place taken: "got gold for IPPT!", "took home silver", "blue ribbon!!! first place!!"
        _r(
            "en.class.news_medal",
            "life_event",
            r"(?:(?:\b(?:i|we)\s+(?:just\s+|finally\s+)?|(?:^|(?<=[.!?]\s)))(?:got|won|took|took home|scored)\s+|(?:^|(?<=[.!?]\s)))"
            r"(?P<x>gold|silver|bronze|first place|a distinction|full marks|top marks|a medal|a blue ribbon|blue ribbon)"
            r"(?=\s*(?:[.!]|$)|\s+(?:for|in|at)\b)",
            "The user got {x}",
            0.7,
            **_GOOD_NEWS,
            valence=0.7,
            needs=("gold", "silver", "bronze", "first place", "distinction", "marks", "medal", "ribbon"),
        ),
        # An order won: "got a huge order in today from a bakery", "we landed our first bulk order", "big order
        # from a hotel group came in!" (not "I placed an order", "the order arrived").
        _r(
            "en.class.news_order",
            "life_event",
            r"\b(?:i|we)\s+(?:just\s+|finally\s+)?(?:got|landed|won|received|had)\s+(?:a|an|another|our|my)\s+"
            r"(?P<x>(?:(?:big|huge|massive|new|first|large|bulk|proper)\s+){0,2}order)\b"
            r"|(?:^|(?<=[.!?,:]\s)|(?<=[^\w\s]\s)|(?<=\bnews\s)|(?<=\bnews,\s))(?:got\s+)?(?:a\s+|another\s+)?"
            r"(?P<x1>(?:big|huge|massive|bulk)\s+order)\b(?=[^.!?]*\b(?:from|came|in|for|!)|\s*!)"
            # … or told by who ordered how many, a customer of the user's ("a man from Edinburgh has ordered six
            # chairs", "a Japanese customer ordered three horns"; not "I ordered pizza")
            r"|(?:^|(?<=[.!?,:—-]\s)|(?<=[^\w\s]\s))(?P<x2>(?:a|an|another|one|the)\s+(?:[\w'-]+\s+){0,5}?"
            r"(?:customer|client|collector|buyer|shop|store|boutique|bakery|cafe|café|pub|hotel|company|firm|brand|"
            r"restaurant|gallery|museum|theatre|theater|designer|chef|band|club|school|church|family|couple|man|woman|"
            r"lady|guy)\b[^.!?;]{0,30}?\b(?:has\s+|just\s+)?ordered\s+(?:\d+|two|three|four|five|six|seven|eight|nine|"
            r"ten|twelve|twenty|thirty|forty|fifty|sixty|a hundred|a dozen|several)\s+[\w-]+)",
            "Good news for the user: {x}",
            0.7,
            **_GOOD_NEWS,
            valence=0.6,
            needs=("order",),
        ),
        # A wedding told as done: "we're married now!", "we just got married", "I married last autumn".
        _r(
            "en.class.news_married",
            "life_event",
            r"\b(?:we're|we are|i'm|i am)\s+(?:finally\s+|officially\s+)?married\s+now\b"
            r"|\b(?:we|i)\s+(?:just\s+|finally\s+|officially\s+)?got\s+married\b(?!\s+(?:in|next|this|on)\b)"
            r"|\bi\s+married\s+(?:last|this)\s+(?:spring|summer|autumn|fall|winter|year|month|week)\b",
            "The user got married",
            0.75,
            **{**_GOOD_NEWS, "value": "wedding"},
            valence=0.7,
            needs=("married",),
        ),
        # A move told as just done: "finally! I moved into a flat in Tartu last weekend".
        _r(
            "en.class.news_moved",
            "life_event",
            r"\b(?:i|we)\s+(?:just\s+|finally\s+)?moved\s+(?:down\s+|up\s+|over\s+|back\s+|house\s+)?(?:to|into)\b"
            r"(?=[^.!?]{0,50}\b(?:last\s+(?:week|weekend|month)|yesterday|this\s+week|finally|at\s+last)\b)",
            "The user moved house",
            0.7,
            **{**_GOOD_NEWS, "value": "move"},
            valence=0.4,
            needs=("moved",),
        ),
        # Good news of one's people by what they made, won, passed or signed: "my daughter Ines made the regional
        # swim squad", "my nephew got selected for the county academy!", "my brother Yaw just signed his first pro
        # contract" (what was made or won must be a team, a list, a title or a prize).
        _r(
            "en.class.news_of_kin",
            "life_event",
            rf"{_EMY}\s+(?:just\s+|finally\s+|officially\s+)?(?P<x>(?:made\s+(?:the\s+|it\s+(?:to|into|onto)\s+the\s+)?"
            r"(?:(?!(?:for|with|to|at|in|on|of|by|from|and)\b)[\w'-]+\s+){0,3}"
            r"(?:team|squad|panel|honou?r\s+roll|dean's\s+list|list|cut|finals?|shortlist)"
            r"|got\s+(?:selected|picked|chosen|accepted|drafted)\s+(?:to|for|into|by|at)\s+[^.!?,;]{2,40}"
            r"|signed\s+(?:his|her|their|a|the)\s+(?:first\s+)?(?:[\w-]+\s+)?(?:contract|deal)"
            r"|won\s+(?:the|a|an|his|her|their|first|gold|silver)\s+(?:(?!(?:for|with|to|at|in|on|of|by|from|and)\b)[\w'-]+\s+){0,3}"
            r"(?:race|match|cup|title|prize|award|"
            r"competition|championship|tournament|medal|scholarship|final)"
            r"|passed\s+(?:his|her|their|the)?\s*(?:[\w'-]+\s+){0,2}?(?:exams?|test|entrance|boards|finals|subjects)))\b",
            "{who} {x}: good news",
            0.7,
            **_GOOD_NEWS,
            valence=0.6,
            needs=("made", "selected", "picked", "chosen", "accepted", "drafted", "signed", "won", "passed"),
        ),
        # A post one is made: "they've made me night supervisor at the depot!!", "they just promoted me to head chef".
        _r(
            "en.class.news_made",
            "life_event",
            rf"{_EN_MADE_ME}(?P<x>{_EN_RANK_MADE})\b",
            "The user was made {x}",
            0.75,
            **{**_GOOD_NEWS, "value": "promotion"},
            valence=0.6,
            needs=("made me", "promoted me"),
        ),
        # A job or a home taken: "i took the job at Donner Ridge", "signed a lease in Leslieville"
        _r(
            "en.class.news_took_job",
            "life_event",
            r"\b(?:i\s+|we\s+)?(?:just\s+|finally\s+|officially\s+)?(?P<v>took|accepted|signed)\s+(?P<p>the|a|an|our|my)\s+"
            # (not "took the job seriously": how, not news)
            r"(?P<x>job|offer|position|role|lease|tenancy|mortgage)\b(?!\s+(?:seriously|lightly|personally|for granted|too|very|so)\b)",
            "The user {v} {p} {x}",
            0.7,
            **_GOOD_NEWS,
            valence=0.6,
            needs=("took", "accepted", "signed"),
        ),
        _r(
            "en.class.news_placed",
            "life_event",
            r"\b(?:we|i|he|she|they)\s+(?:just\s+)?(?:came|finished|placed|got)\s+(?P<v>first|second|third|runner-up|runners-up|2nd|3rd)\s+"
            rf"(?:place\s+)?(?:in|at)\s+(?:the|our|my)\s+(?P<x>(?:[\w'-]+\s+){{0,2}}?{_EN_TRIAL})\b",
            "The user came {v} in the {x}",
            0.7,
            **_GOOD_NEWS,
            valence=0.6,
            needs=("first", "second", "third", "runner", "2nd", "3rd"),
        ),
        _r(
            "en.class.news_came_through",
            "life_event",
            r"(?:^|(?<=[.!?,;:—–-]\s)|\b(?:the|my|our|and)\s+)(?P<x>(?:[\w-]+\s+)?(?:transfer|visa|loan|mortgage|application|posting|permit|promotion|"
            r"approval|paperwork|residency|green card|citizenship|adoption|grant|renewal|funding|scholarship|raise|bonus|"
            r"contract|sponsorship))\s+(?:finally\s+|just\s+)?(?:came through|went through|"
            r"(?:got |was |has been )?approved)\b",
            "The user's {x} came through",
            0.7,
            **_GOOD_NEWS,
            valence=0.7,
            needs=("through", "approved"),
        ),
        _r(
            "en.class.news_turned_down",
            "life_event",
            r"\b(?:the|my|our)\s+(?P<x>(?:[\w-]+\s+){0,2}?(?:paper|application|visa|loan|mortgage|proposal|claim|appeal|manuscript|"
            r"submission|grant|transfer|bid|offer))\s+(?:got|was|has been|just got)\s+(?:rejected|denied|refused|turned down|declined)\b",
            "The user's {x} was rejected",
            0.7,
            value="news",
            outcome="negative",
            valence=-0.6,
            needs=("rejected", "denied", "refused", "turned down", "declined"),
        ),
        _r(
            "en.class.news_health_blow",
            "life_event",
            rf"(?:^|(?<=[.!?,;:]\s)|\b(?:i|i've|i have|i just)\s+|\b(?:my|our)\s+(?P<rel>{EN_RELATIONS})\s+)(?:just\s+)?had\s+(?:a|an)\s+"
            r"(?P<x>(?:mild\s+|minor\s+|major\s+|massive\s+|small\s+|bad\s+)?(?:heart attack|stroke|seizure|miscarriage|"
            r"car accident|car crash|concussion|mini stroke|cardiac arrest))\b",
            "{who} had a {x}",
            0.75,
            value="health",
            outcome="negative",
            valence=-0.8,
            needs=("had a",),
        ),
        _r(
            "en.class.news_not_chosen",
            "life_event",
            r"^(?:nope[,.]?\s*|sadly[,.]?\s*|so\s+|well\s+|yeah\s+)?(?:i\s+)?(?:didn't|did not) (?:get|make) it"
            r"(?:,?\s+(?:sadly|unfortunately|ugh|though|tho|in the end))?[\s.!…:(]*$|"
            r"\bthey (?:went with|picked|chose|hired) (?:someone else|somebody else|another candidate|an internal candidate|"
            r"an internal hire)\b",
            "The user did not get it: the {event}",
            0.7,
            value="{event_kind}",
            outcome="negative",
            valence=-0.6,
            check="focus",
        ),
        _r(
            "en.class.event_lined_up",
            "life_event",
            rf"\b(?:an?|my|the|two|three|four|five|a few|some|\d+)\s+(?P<x>(?:[\w-]+\s+)?(?:{_EN_EVENT_KW}))s?\s+"
            r"(?:lined up|scheduled|booked|coming up|set up)\b",
            "The user has a {x} lined up",
            0.7,
            value="{event_kind}",
            outcome="open",
            dated=True,
            names_event=True,
        ),
        # A relative's event: "my sister's wedding is in June", "my son's recital is next Friday".
        _r(
            "en.class.event_of_relative",
            "life_event",
            rf"{_EMY}'s\s+(?P<x>(?:[\w-]+\s+)?(?:{_EN_EVENT_KW}))\b(?:'s|\s+is|\s+will be)\s+(?:in|on|this|next|tomorrow|"
            r"tonight|coming up|soon|set for)\b",
            "{whose} {x} is coming up",
            0.7,
            value="{event_kind}",
            outcome="open",
            dated=True,
        ),
        # Events said with their date: "the <exam> is this Saturday", "<essay> is due <date>", "I have a
        # <fair> next Friday".
        _r(
            "en.class.event_dated",
            "life_event",
            rf"(?:^(?:ugh|so|oh|and|also|well|btw|ok|okay)?[,\s]*(?:the\s+|my\s+|our\s+)?|\b(?:the|my|our)\s+)"
            rf"(?!{_EN_NOT_EVENT}\b)(?P<x>[\w'-]+(?:\s+(?!{_EN_NOT_EVENT}\b)[\w'-]+)?)(?:'s|\s+is)\s+"
            rf"(?P<when>(?:due\s+)?(?:on\s+|set for\s+)?{_EN_WHEN})\b",
            "The user's {x} is {when}",
            0.7,
            **_DATED_PLAN,
        ),
        # …and said bare, as a note to oneself: "survey on Thursday.", "braai at my place Sunday",
        # "parents' night at the school Thursday" (the sentence opens with the event).
        _r(
            "en.class.event_bare_dated",
            "life_event",
            rf"^(?:ugh|so|oh|and|also|well|btw|ok|okay|right)?[,\s]*(?!(?:{_EN_NOT_EVENT}|{_EN_BARE_NOT})\b)"
            rf"(?P<x>[\w'-]+(?:\s+(?!(?:{_EN_NOT_EVENT}|{_EN_BARE_NOT})\b)[\w'-]+)?)(?<!'s)\s+"
            r"(?:(?:at|in)\s+(?:my|our|the|his|her|their|[A-Z]\w+'s)\s+[\w'-]+(?:\s+[\w'-]+)?\s+)?"
            rf"(?P<when>{_EN_WHEN})\s*(?:[.!,;]|$)",
            "The user's {x} is {when}",
            0.7,
            **_DATED_PLAN,
        ),
        # …or said to start or be due then: "basement reno starts Monday", "clinical placement
        # starts January", "dissertation due 20th August" (the sentence opens with the event).
        _r(
            "en.class.event_starts_dated",
            "life_event",
            rf"^(?:ugh|so|oh|and|also|well|btw|ok|okay|right)?[,\s]*(?:the\s+|my\s+|our\s+|first\s+|my\s+first\s+)?"
            rf"(?!(?:{_EN_NOT_EVENT}|{_EN_BARE_NOT})\b)(?P<x>[\w'-]+(?:\s+(?!(?:{_EN_NOT_EVENT}|{_EN_BARE_NOT})\b)[\w'-]+)?)\s+"
            # (not "opens": "the shop opens Monday" is a place's hours)
            r"(?:is\s+)?(?P<verb>starts|begins|kicks off|due)\s+"
            rf"(?P<when>{_EN_WHEN}|(?:in\s+)?{_MONTHS}\b)\s*(?:[.!,;]|$|(?=\s+(?:and|but|so)\s))",
            "The user's {x} {verb} {when}",
            0.7,
            **_DATED_PLAN,
        ),
        # …and by its month, only as what the sentence opens with: "viva's in february" (not "I
        # finished my master's in May").
        _r(
            "en.class.event_dated_month",
            "life_event",
            rf"^(?:(?:ugh|so|oh|and|also|well|btw|ok|okay)[,\s]+)?(?:the\s+|my\s+|our\s+)?"
            rf"(?!{_EN_NOT_EVENT}\b)(?P<x>[\w-]+(?:\s+(?!{_EN_NOT_EVENT}\b)[\w-]+)?)(?:'s|\s+is)\s+"
            rf"(?P<when>in\s+(?:early\s+|late\s+|mid-?\s*)?{_MONTHS})\b",
            "The user's {x} is {when}",
            0.7,
            **_DATED_PLAN,
        ),
        _r(
            "en.class.event_have_dated",
            "life_event",
            rf"{_EI}(?:have|'ve got|got)\s+(?:an?|my|the|this)\s+(?!{_EN_NOT_EVENT}\b)"
            rf"(?P<x>[\w'-]+(?:\s+(?!{_EN_NOT_EVENT}\b)[\w'-]+)?)\s+(?P<when>{_EN_WHEN})\b",
            "The user has a {x} {when}",
            0.7,
            **_DATED_PLAN,
        ),
    ]
)
# Classes found missing on the fifth set (`extraction_holdout4/`): likes said as "could live on" or
# "all about", a taste said as a kind of person, a list under "things I can't stand", a relative's
# trade with its city, a relative still living somewhere, a pet named by a pronoun, an injury, years
# at an organisation, a role said as "a … role", a town "called" its name, a language by where it is
# spoken.
_ELIST = (
    r"(?P<x>[\w'-]+(?:\s+[\w'&-]+){0,3}(?:,\s*(?:and\s+)?(?!(?:i|i'm|you|he|she|it|it's|they|they're|we|we're|that|this|"
    r"which|so|but|because|though|tho|especially|mostly|even|except|like|not|although|plus|honestly|lol|haha|too|"
    r"anything|everything|the works|etc|hate|love|like|don't|can't|miss|need|want|got|have|am)\b)[\w'-]+(?:\s+[\w'&-]+){0,6}){0,5})"
)
_EN_CITY = rf"(?P<x>(?-i:{_NW}(?:\s+{_NW}){{0,2}}))"
# The kind of place one works at, said between the role and the town: "a nurse at a clinic in Naco", "a
# chef on a yacht in Tivat", "a sailor in the navy, in Brest".
_EN_AT_A_PLACE = r"(?:\s+(?:at|on|in|with)\s+(?:a|an|the)\s+(?-i:[a-z][\w'-]*)(?:\s+(?-i:[a-z][\w'-]*))?,?)?"
# Languages in a list as people say them: "I speak Shughni at home, Tajik, Russian and English", "French,
# Dioula and a bit Baoulé", "North Sámi, Norwegian and some Finnish", "Pijin, English and my language Lau",
# "Aymara with my mother and Spanish with everybody else".
_EN_LANG_QUAL = r"(?:(?:a (?:bit|little)(?: of)?|a little|some|basic|broken|fluent|good|my (?:own )?language|our language)\s+)?"
_EN_LANG_NAME = (
    r"(?-i:(?:(?:North|South|Northern|Southern|Eastern|Western|Old|Modern|Standard|Classical|Brazilian|Swiss|"
    rf"Canadian|Mexican|Egyptian|Levantine|Moroccan|Haitian|Jamaican|Scottish|Irish)\s+)?{_NW}"
    # "Inari Sámi", "Cape Verdean Creole", "Gulf Arabic": a language said by its people and its kind
    r"(?:\s+(?:S[áa]mi|Creole|Kreyol|Kreyòl|Arabic|Chinese|Malay|Frisian|Quechua|Sign Language))?)"
)
# (the list's own split has taken "a" off "a bit"; "some" too)
_EN_LANG_ITEM_QUAL = r"(?:(?:a\s+)?(?:bit|little)(?:\s+of)?|some|basic|broken|fluent|good|my (?:own )?language|our language)\s+"
_EN_LANG_TAIL = r"(?:\s+(?:at home|at work|with (?:my |our |the )?[a-z]+(?: else)?|mostly|too|fluently))?"
_EN_BODY = (
    r"acl|mcl|meniscus|achilles|ankle|wrist|arm|leg|hip|knee|shoulder|elbow|collarbone|rib|ribs|back|neck|foot|toe|"
    r"finger|thumb|hamstring|calf|nose|jaw|pelvis|tooth|tailbone"
)
EN_RULES.extend(
    [
        # Likes: "I could happily live on noodles, toast and jam", "these days I'm all about climbing".
        _r(
            "en.class.like_could_live_on",
            "preference",
            rf"(?:{_EI}|{_EMY}\s+)(?:could|would)\s+(?:happily\s+|honestly\s+|literally\s+|probably\s+|easily\s+)*"
            rf"(?:live on|live off|survive on)\s+(?:basically\s+)?{_ENOT}{_ELIST}(?=\s*(?:[.!;]|$))",
            "{who} likes {x}",
            0.5,
            **_LIKE,
            each=True,
        ),
        _r(
            "en.class.like_all_about",
            "preference",
            rf"(?:\b(?P<me>i)(?:'m| am)|{_EMY}(?:'s| is))\s+(?:so\s+|totally\s+|really\s+)?all about\s+{_ENOT}{_ELIST}"
            r"(?:,\s*the works|,\s*etc)?(?=\s*(?:[.!;]|$))",
            "{who} likes {x}",
            0.5,
            **_LIKE,
            each=True,
        ),
        # A taste said as a kind of person: "I'm not really a beer person", "I'm more of a tea person".
        _r(
            "en.class.dislike_not_person",
            "preference",
            r"\bi(?:'m| am)\s+(?:just\s+|really\s+|honestly\s+)?not\s+(?:really\s+|much of\s+|big on being\s+)?an?\s+"
            r"(?!(?:people|morning|night|early|late|morning-|big|huge|real|city|party)\b)(?P<x>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:person|guy|girl)\b",
            "The user is not a {x} person",
            0.5,
            slot="likes:{x}",
            value="dislike",
            valence=-0.4,
        ),
        # A list under its heading: "things I can't stand: queues, slow walkers and mayo".
        _r(
            "en.class.dislike_list_heading",
            "preference",
            r"\b(?:things|stuff) (?:that )?i (?:can't|cannot|can not|won't|don't) (?:stand|tolerate|eat|do)\s*:\s*"
            r"(?P<x>[^.!?:]+?)(?=\s*(?:[.!?]|$))",
            "The user dislikes {x}",
            0.5,
            slot="likes:{x}",
            value="dislike",
            valence=-0.4,
            each=True,
        ),
        _r(
            "en.class.dislike_hype",
            "preference",
            rf"{_EI}(?:really\s+)?(?:don't|do not|never)\s+(?:really\s+|quite\s+|fully\s+)?(?:get|got|understood|understand|see)\s+"
            rf"the\s+(?:hype|appeal|point|fuss)\s+(?:about|of|with|around|over)\s+{_ENOT}{_EX}{_EEND}",
            "The user does not get the appeal of {x}",
            0.5,
            slot="likes:{x}",
            value="dislike",
            valence=-0.4,
        ),
        # A relative's trade with the city: "my uncle is a dentist in Leicester" (workplace).
        _r(
            "en.class.workplace_rel_job_in",
            "identity",
            rf"{_EMY}(?:'s| is)\s+(?:now\s+|still\s+|also\s+)?an?\s+{_EJOB_ANY}{_EN_AT_A_PLACE}\s+(?:over\s+|up\s+|down\s+|out\s+)?"
            rf"in\s+{_EN_CITY}(?=\s*(?:[.,!;]|$)|\s+(?:now|and|but|so|though)\b)",
            "{who} works in {X}",
            0.75,
            slot="workplace",
            value="{x}",
            check="place",
        ),
        # Where one works, said by the premises: "workshop in Icherisheher", "shop's in Randolph", "my shop is
        # in the Qaisari bazaar", "his clinic in Greentown" (his/her: the one last named).
        _r(
            "en.class.workplace_premises",
            "identity",
            # (not "the bakery in Hexham": a shop somewhere, not one's own)
            r"(?:^|[,;.!]\s*|\b(?:and|but|so)\s+)(?:(?:my|our)\s+|(?P<pro>his|her)\s+)?(?:(?:wee|small|little|own|family)\s+)?"
            r"(?:workshop|shop|clinic|studio|stall|practice|salon|garage|bakery|restaurant|caf[eé]|surgery|atelier|forge|"
            r"boatyard|kiosk)(?:'s|\s+is)?\s+(?:in|at|on)\s+(?:the\s+)?"
            rf"(?P<x>(?-i:{_NW}(?:\s+{_NW}){{0,2}}))(?P<m>\s+(?:central\s+)?(?:market|bazaar|souk|mall|harbour|harbor|square))?"
            r"(?=\s*(?:[.,!;]|$)|\s+(?:now|and|but|so|though|since|too)\b)",
            "{who} works in {x}{m}",
            0.7,
            slot="workplace",
            value="{x}",
        ),
        # …and one's own, said as chat opens: "hairstylist, working in Tampines", "firefighter in
        # St. John's", "I'm a carer in Manchester".
        _r(
            "en.class.workplace_trade_in",
            "identity",
            rf"(?:^|,\s*|\b(?:i'm|i am|im)\s+)(?:a |an )?{_EJOB_ANY}{_EN_AT_A_PLACE},?\s+(?:working\s+|based\s+|down\s+|up\s+|out\s+|over\s+)?in\s+{_EN_CITY}"
            r"(?=\s*(?:[.,!;]|$)|\s+(?:now|and|but|so|though|just|since)\b)",
            "The user works in {X}",
            0.75,
            slot="workplace",
            value="{x}",
            check="place",
        ),
        # Where a relative lives, said with more words: "lives alone in Bath", "my folks are still in Lyon".
        _r(
            "en.class.residence_rel_lives",
            "identity",
            rf"(?:{_EMY}\s+|\band\s+(?P<bare>))(?:still\s+|now\s+|also\s+)?lives?\s+(?:(?:on\s+(?:her|his|their)\s+own|alone|by\s+(?:her|him|them)sel(?:f|ves)|"
            rf"with\s+(?:her|his|their)\s+\w+|happily|just)\s+)?in\s+{_EN_CITY}(?=\s*(?:[.,!;]|$)|\s+(?:now|and|but|so|which|though)\b)",
            "{who} lives in {X}",
            0.75,
            slot="residence",
            value="{x}",
            check="place",
        ),
        _r(
            "en.class.residence_rel_still_in",
            "identity",
            rf"\b(?:my|our)\s+(?P<rel>{EN_RELATIONS})\s+(?:is|are|'s|'re)\s+(?:still|both|all|now)\s+(?:still\s+)?(?:back\s+)?in\s+{_EN_CITY}"
            r"(?=\s*(?:[.,!;]|$)|\s+(?:and|but|so|which|though)\b)",
            "{who} lives in {X}",
            0.75,
            slot="residence",
            value="{x}",
            check="known_place",
        ),
        # A pet or child named by a pronoun: "the kids named her Biscuit", "we call him Captain".
        _r(
            "en.class.named_pronoun",
            "identity",
            rf"\b(?:named|called)\s+(?P<pro>him|her)\s+{_EN_NAME}(?![^\W\d_])",
            "{who} is called {x}",
            0.75,
            slot="name",
            value="{x}",
            check="other",
        ),
        # An injury: "tore my ACL", "my dad broke his wrist" (the body part is the condition).
        _r(
            "en.class.health_injury",
            "identity",
            rf"(?:{_EI}(?=(?:just\s+)?\w+\s+(?:my|their)\b)|{_EMY}\s+(?:just\s+)?)(?:tore|broke|fractured|sprained|dislocated|twisted|hurt|injured|busted|snapped|pulled)\s+"
            rf"(?:my|his|her|their)\s+(?:left\s+|right\s+)?(?P<x>{_EN_BODY})\b",
            "{who} injured their {x}",
            0.7,
            slot="health:{x}",
            value="{x}",
        ),
        # An injury told of someone with no subject: "tore her acl skiing" (after "What happened to her knee?").
        _r(
            "en.class.health_injury_theirs",
            "identity",
            r"(?:^|(?<=[,.;!:])|(?<=\band)|(?<=\bthen))\s*(?:she|he)?\s*(?:just\s+)?(?:tore|broke|fractured|sprained|dislocated|twisted|hurt|injured|busted|snapped|pulled)\s+"
            rf"(?P<pro>his|her)\s+(?:left\s+|right\s+)?(?P<x>{_EN_BODY})\b",
            "{who} injured their {x}",
            0.7,
            slot="health:{x}",
            value="{x}",
        ),
        # Years at an organisation: "I'd been at Fenwick for six years", "been with the council since 2019".
        _r(
            "en.class.employer_years",
            "identity",
            rf"(?:\bi(?:'d| had|'ve| have) been|{_EMY}(?:'s| has| had) been)\s+(?:at|with)\s+(?P<x>(?-i:[A-Z][\w'&.-]*(?:\s+(?:&\s+)?[A-Z][\w'&.-]*){{0,3}}))"
            r"\s+(?:for|since)\s+(?:almost\s+|nearly\s+|over\s+|about\s+|like\s+)?(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|"
            r"eleven|twelve|fifteen|twenty)\b",
            "{who} works at {x}",
            0.75,
            slot="employer",
            value="{x}",
        ),
        # A trade said before losing it or as the role taken: "I was a senior UX designer, they …",
        # "it's a junior data analyst role".
        _r(
            "en.class.job_role_is",
            "identity",
            rf"(?:^|[,.;!]\s*)(?:so\s+|and\s+)?(?P<bare>)it's\s+(?:an?\s+)?{_EJOB}\s+(?:role|position|job|post)\b",
            "{who} is a {x}",
            0.8,
            slot="job",
            value="{x}",
        ),
        _r(
            "en.class.job_was_laid_off",
            "identity",
            rf"\bi\s+was\s+(?:an?\s+)?{_EJOB},\s+(?:they|the company|we)\s+(?:cut|let|laid|closed|shut|dropped|axed|got rid)",
            "{who} was a {x}",
            0.75,
            slot="job",
            value="{x}",
        ),
        # A hometown said with its name after "called": "grew up in a small town in Kent called Rye".
        _r(
            "en.class.hometown_called",
            "identity",
            rf"{_EI}(?:grew up|was born|was raised|come from|am from|'m from)\s+in\s+an?\s+(?:[\w-]+\s+){{0,3}}?"
            rf"(?:town|village|city|place|suburb)\b[^,.!?]{{0,30}}?\s+(?:called|named)\s+{_EN_CITY}",
            "The user grew up in {X}",
            0.8,
            slot="hometown",
            value="{x}",
            check="place",
        ),
        # A second language by where it is spoken: "Tagalog with my lola and English at work".
        _r(
            "en.class.language_named",
            "identity",
            # A language by its name, whatever it is: "I speak Hmong at home", "I speak Kreol and French",
            # "my anaana taught me Inuktitut" (a capitalised word after "speak"; not "speak to Maria").
            rf"(?:{_EI}(?:also |can |can also |mostly |only |still )?(?:speak|learned|learnt)|\bwe\s+(?:all\s+|still\s+)?speak|"
            r"\bi'm fluent in|\bi am fluent in|"
            r"\btaught me)\s+(?:(?:a (?:bit|little) of|some|fluent|basic|broken|good)\s+)?"
            rf"(?P<x>{_EN_LANG_NAME}{_EN_LANG_TAIL}(?:(?:,\s*|\s+and\s+|\s*&\s*|,\s*and\s+){_EN_LANG_QUAL}{_EN_LANG_NAME}{_EN_LANG_TAIL})*)"
            r"(?=\s|[,.!?;)]|$)",
            "The user speaks {x}",
            0.7,
            slot="language:{x}",
            value="{x}",
            each=True,
            check="language",
            needs=("speak", "learn", "fluent", "taught"),
        ),
        _r(
            "en.class.language_elsewhere",
            "identity",
            rf"{_EI}(?:speak|use|talk)\s+(?:{_ELANGS}|(?-i:{_NW}))\b[^.!?]{{0,40}}?\s+and\s+(?P<x>{_ELANGS})\s+"
            r"(?:everywhere else|at work|at school|outside|with everyone else|with friends|the rest of the time|otherwise)\b",
            "The user speaks {X}",
            0.7,
            slot="language:{x}",
            value="{x}",
        ),
    ]
)
_EN_SCHEDULE = r"(?:weekdays|weekends|mornings|evenings|nights|sundays|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays)"
_EN_NOT_HABIT = frozenset({"work", "sleep", "eat", "repeat", "commute", "chill", "rest", "nothing", "home"})
EN_RULES.extend(
    [
        # Routines said by the part of the week: "saturdays I do a climbing class", "sundays are for
        # baking", "my weekdays are simple: swim at 7, work, cook, sleep".
        _r(
            "en.class.routine_schedule_do",
            "routine",
            rf"(?:^|[,.;]\s*)(?:on\s+)?(?P<freq>{_EN_SCHEDULE})\s+i\s+(?:usually\s+|always\s+|normally\s+)?(?:do|go to|take|have|play|attend|teach|run)\s+"
            r"(?:an?\s+|my\s+|the\s+|some\s+)?(?P<x>[a-z][\w-]*(?:\s+(?:class|club|lessons?|session|group|practice))?)\b",
            "The user does {x} on {freq}",
            0.55,
            slot="routine:{x}",
            value="{freq}",
        ),
        _r(
            "en.class.routine_schedule_for",
            "routine",
            rf"(?:^|[,.;]\s*)(?P<freq>{_EN_SCHEDULE})\s+are\s+(?:for|always for|reserved for|my time for)\s+"
            r"(?P<x>[a-z]+ing(?:\s+(?!and\b|but\b|so\b)[\w'-]+){0,2})(?=\s*(?:[.,!;]|$)|\s+(?:and|but|so|which)\b)",
            "The user spends {freq} {x}",
            0.55,
            slot="routine:{x}",
            value="{freq}",
        ),
        _r(
            "en.class.routine_schedule_list",
            "routine",
            rf"\bmy\s+(?P<freq>{_EN_SCHEDULE}|days)\s+(?:are|look)\s+(?:\w+\s+){{0,2}}?(?:\w+)\s*:\s*(?P<x>[^.!?:]+?)(?=\s*(?:[.!?]|$))",
            "The user's {freq}: {x}",
            0.5,
            slot="routine:{x}",
            value="{freq}",
            each=True,
        ),
        # A habit taken up again: "started swimming again, twice a week".
        _r(
            "en.class.routine_started",
            "routine",
            rf"{_EI}(?:started|got back into|took up|picked up|have been|'ve been)\s+(?P<x>(?!going\b|getting\b|feeling\b|thinking\b)[a-z]+ing)"
            rf"(?:\s+again)?,?\s+(?P<freq>{_FREQ})",
            "The user started {x} again, {freq}",
            0.55,
            slot="routine:{x}",
            value="{freq}",
        ),
        # A language being learnt is a habit: "trying to learn Korean for my job".
        _r(
            "en.class.routine_learning_language",
            "routine",
            rf"{_EI}(?:am\s+|'m\s+)?(?:trying to learn|learning|studying|relearning|practising|practicing)\s+(?P<x>{_ELANGS})\b",
            "The user is learning {X}",
            0.55,
            slot="routine:{x}",
            value="learning",
        ),
        # How one gets to work: "my commute is a 15 minute cycle along the river".
        _r(
            "en.class.routine_commute",
            "routine",
            r"\bmy commute(?:'s| is)\s+(?:now\s+)?(?:a|an|the)?\s*(?:[\w-]+\s+){0,3}?(?P<x>bike|cycle|walk|run|bus|train|tram|drive|ferry|scooter)"
            r"(?:\s+ride)?\b",
            "The user commutes by {x}",
            0.5,
            slot="routine:{x}",
            value="commute",
        ),
        # A nickname right after the given name is refused: "nobody calls me that, it's Bart".
        _r(
            "en.class.nickname_refused",
            "identity",
            rf"\b(?:nobody|no one|noone|no-one)\s+(?:actually\s+|ever\s+|really\s+)?calls?\s+me\s+that,?\s+(?:it's|its|just|everyone says|i go by)\s+{_EN_NAME}",
            "The user likes to be called {x}",
            0.9,
            slot="nickname",
            value="{x}",
            check="name",
        ),
        # A home near a city: "we live in a small village outside York".
        _r(
            "en.class.residence_outside",
            "identity",
            rf"\b(?:i|we)\s+(?:now\s+|still\s+)?live\s+in\s+an?\s+(?:[\w-]+\s+){{0,3}}?(?:village|town|suburb|hamlet)\s+(?:just\s+)?(?:outside(?:\s+of)?|near|by)\s+{_EN_CITY}",
            "The user lives near {X}",
            0.75,
            slot="residence",
            value="{x}",
            check="place",
        ),
        # Degrees finished and good times called the best: "finished my PhD in June", "best concert of my life".
        _r(
            "en.class.news_finished_degree",
            "life_event",
            r"\b(?P<me>i)\s+(?:just\s+|finally\s+|officially\s+)?(?:finished|completed|got|earned|passed|handed in|submitted)\s+my\s+"
            r"(?P<x>master's|masters|degree|phd|bachelor's|dissertation|thesis|apprenticeship|diploma|mba)\b",
            "The user finished their {x}",
            0.7,
            value="graduation",
            outcome="positive",
            valence=0.7,
        ),
        _r(
            "en.class.news_best_ever",
            "life_event",
            r"\bbest\s+(?P<x>gig|concert|show|festival)\s+"
            r"(?:of my (?:life|year)|ever|i've ever (?:been to|had|seen))\b",
            "The user had the best {x} of their life",
            0.65,
            value="concert",
            outcome="positive",
            valence=0.7,
        ),
        # Someone else's pregnancy is their news: "my sister is pregnant", "… told me she's expecting".
        _r(
            "en.class.news_pregnant",
            "life_event",
            rf"{_EMY}(?:'s| is)\s+(?:finally\s+|officially\s+)?(?:pregnant|expecting)\b",
            "{who} is pregnant",
            0.7,
            value="birth",
            outcome="positive",
            valence=0.7,
        ),
        # "I'm pregnant!!", "we're expecting": the user's own news.
        _r(
            "en.class.news_pregnant_me",
            "life_event",
            r"\b(?:i'm|i am|we're|we are)\s+(?:finally\s+|officially\s+)?(?:pregnant|expecting(?!\s+(?:a|an|the|to|it|that|him|her|them)\b))",
            "The user is pregnant",
            0.75,
            value="birth",
            outcome="positive",
            valence=0.7,
        ),
        # How someone's event went: "mum's knee op went well!!", "my sister's interview went badly".
        _r(
            "en.class.news_went_well_theirs",
            "life_event",
            rf"(?:{_EMY}'s|(?:^|(?<=[.!?,;]))\s*(?P<rel0>mum|mom|dad|mother|father|grandma|grandpa|gran|nan|grandad|granny)'s)\s+"
            r"(?P<x>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)\s+(?:went|has gone)\s+"
            r"(?:really\s+|so\s+|super\s+|very\s+|pretty\s+|totally\s+)?(?P<how>well|great|amazing|fine|smoothly|perfectly|brilliantly|a success)\b",
            "{who}'s {x} went {how}",
            0.7,
            value="{x}",
            outcome="positive",
        ),
        _r(
            "en.class.news_went_badly_theirs",
            "life_event",
            rf"(?:{_EMY}'s|(?:^|(?<=[.!?,;]))\s*(?P<rel0>mum|mom|dad|mother|father|grandma|grandpa|gran|nan|grandad|granny)'s)\s+"
            r"(?P<x>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)\s+(?:went|has gone)\s+"
            r"(?:really\s+|so\s+|super\s+|very\s+|pretty\s+|totally\s+)?(?P<how>badly|terribly|awful|horribly|wrong)\b",
            "{who}'s {x} went {how}",
            0.7,
            value="{x}",
            outcome="negative",
        ),
        # Someone else retiring: "my manager is retiring after 30 years".
        _r(
            "en.class.event_retiring",
            "life_event",
            rf"{_EMY}(?:'s| is)\s+(?:finally\s+|officially\s+)?retiring\b",
            "{who} is retiring",
            0.65,
            value="retirement",
            outcome="open",
        ),
    ]
)
EN_RULES.extend(
    [
        # Work: "the office is in Leith", "it's at a tiny design studio called Kiln & Co", "I teach year 3".
        _r(
            "en.class.workplace_office",
            "identity",
            rf"\b(?:the|my|our)\s+(?:new\s+)?(?:office|workplace|studio|site)(?:'s| is)\s+(?:based\s+)?(?:in|out in)\s+{_EN_CITY}"
            r"(?=\s*(?:[.,!;]|$)|\s+(?:so|and|but|which|now)\b)",
            "The user works in {X}",
            0.75,
            slot="workplace",
            value="{x}",
            check="place",
        ),
        _r(
            "en.class.employer_called",
            "identity",
            r"(?:\b(?:it's|its|i work|i'm|i am|i started|i'm working)\s+(?:now\s+)?(?:from home\s+|remotely\s+)?(?:at|for))\s+an?\s+(?:[\w-]+\s+){0,3}?"
            r"(?:firm|company|agency|startup|studio|shop|practice|bakery|restaurant|cafe|café|clinic|charity|brewery|school|consultancy|"
            r"bank|lab|business|brand|nonprofit|non-profit|place|outfit|hospital|store)\s+"
            r"(?:called|named)\s+(?P<x>(?-i:[A-Z][\w'.-]*(?:\s+(?:&\s+)?[A-Z][\w'.-]*){0,3}))",
            "The user works at {x}",
            0.8,
            slot="employer",
            value="{x}",
        ),
        _r(
            "en.class.job_teach_year",
            "identity",
            r"\bi\s+(?:now\s+|still\s+)?teach\s+(?P<x>(?:year|grade)\s+\d{1,2}|reception|kindergarten|(?:first|second|third|fourth|fifth|sixth|\d(?:st|nd|rd|th))\s+grade)\b",
            "The user is a {x} teacher",
            0.8,
            slot="job",
            value="{x} teacher",
        ),
        # Ages of plural relatives: "my nieces are 6", "the twins are 3".
        _r(
            "en.class.age_plural",
            "identity",
            r"\b(?:my|our)\s+(?:little\s+|twin\s+)?(?P<rel>nephews|nieces|kids|twins|boys|girls|sons|daughters|grandkids|grandchildren)\s+are\s+"
            r"(?:both\s+|now\s+|only\s+)?(?P<x>\d{1,2})(?=\s*(?:[.,!;]|$)|\s+(?:years? old|and|but|now|so)\b)",
            "{who} are {x} years old",
            0.75,
            slot="age",
            value="{x}",
        ),
        # A home described after it was bought: "it's a tiny flat in Hove, but it's ours".
        _r(
            "en.class.residence_home_in",
            "identity",
            r"(?:^|[,.;!]\s*)(?P<bare>)it's\s+an?\s+(?:[\w-]+\s+){0,3}?(?:house|flat|terrace|bungalow|cottage|apartment|semi|condo|townhouse|place)\s+in\s+"
            rf"{_EN_CITY}(?=\s*(?:[.,!;]|$)|\s+(?:and|but|so|nothing)\b)(?![^.!?]*\b(?:rent(?:ed)?|airbnb|for the (?:week|weekend))\b)",
            "The user lives in {X}",
            0.7,
            slot="residence",
            value="{x}",
            check="place",
        ),
        # Done together, with thanks: "thanks for doing all those practice calls with me".
        _r(
            "en.class.shared_thanks",
            "shared",
            r"\bthank(?:s| you)\s+(?:so much\s+)?for\s+(?:doing|practising|practicing|running through|going through|writing|planning|rehearsing)\s+"
            r"(?:all\s+)?(?:those\s+|the\s+|these\s+|that\s+|my\s+)?(?P<x>[\w' -]{2,30}?)\s+with\s+me\b",
            "The user and {bot} did {x} together",
            0.45,
            valence=0.4,
        ),
        # Good news said by what it gave: "got the keys to our first flat!", "first week at the new job done!".
        _r(
            "en.class.news_keys",
            "life_event",
            r"\b(?:we|i)\s+(?:finally\s+|just\s+|officially\s+)?got\s+the\s+keys\s+(?:to|for)\s+(?:our|my)\s+(?:first\s+|new\s+|own\s+)*"
            r"(?P<x>house|flat|home|apartment|place|condo)\b",
            "The user got the keys to their {x}",
            0.7,
            value="move",
            outcome="positive",
            valence=0.7,
        ),
        _r(
            "en.class.news_first_week",
            "life_event",
            r"\bfirst\s+(?:day|week|month|shift)\s+(?:at|of)\s+(?:the|my)\s+new\s+job\s+(?:done|over|survived|complete|completed|finished)\b",
            "The user finished the first week at their new job",
            0.7,
            value="new_job",
            outcome="positive",
            valence=0.7,
        ),
        # A relative's appetite, said as a wish: "he'd eat pizza every night if I let him".
        _r(
            "en.class.like_would_every",
            "preference",
            r"\b(?P<pro>he|she)(?:'d| would)\s+(?:happily\s+|honestly\s+)?(?:eat|drink|live on)\s+(?P<x>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)\s+every\s+(?:single\s+)?(?:day|night|meal)\b",
            "{who} loves {x}",
            0.5,
            **_LIKE,
        ),
    ]
)

EN_RULES.append(
    # How a plan went: "the audition went great!", "surgery went well" (whose plan it was, if told).
    _r(
        "en.class.news_went_well",
        "life_event",
        r"(?:^|[:,.!]\s*|\b(?:the|my|her|his|their)\s+)(?P<x>surgery|operation|interview|exam|test|audition|recital|presentation|defen[cs]e|"
        r"driving test|procedure)\s+(?:went|was|has gone)\s+(?:really\s+|so\s+|super\s+|totally\s+)?(?:well|great|fine|amazing|perfectly|smoothly)\b",
        "The user's {x} went well",
        0.7,
        value="{event_kind}",
        outcome="positive",
        valence=0.7,
    )
)
EN_RULES.append(
    # A relative's work moved to a city: "his firm is transferring him to their Leeds office".
    _r(
        "en.class.workplace_transferred",
        "identity",
        rf"\b(?:transferring|transferred|moving|relocating|sending|posting|posted)\s+(?P<pro>him|her)\s+to\s+(?:their|the|its|our)\s+{_EN_CITY}\s+"
        r"(?:office|branch|site|team|hq|headquarters|base)\b",
        "{who} works in {X}",
        0.75,
        slot="workplace",
        value="{x}",
        check="place",
    )
)
# Rules read across the sentences of a turn: a thing named, then refused ("cilantro though. nope.").
# Classes found missing on the sixth set (`extraction_holdout5/`), each tested with sentences of its
# own: work said by what is done for whom, a role at an organisation with no subject, the start at a
# new one, a pet named with its breed, conditions a professional named, tastes said as obsessions,
# habits keyed by weekday, events organised or booked, and feelings about talking to the assistant.
_EROLE = (
    r"(?P<j>(?:(?:senior|junior|lead|head|chief|staff|freelance|part-time|full-time|assistant|"
    r"(?!(?:a|an|the|is|am|are|was|be|being|been|my|his|her|their|i|i'm|still|now|currently|just)\b)[a-z][\w-]*)\s+){0,2}"
    r"(?!(?:junior|senior|sophomore|freshman|major|minor|member|mother|father|brother|sister|daughter|neighbou?r|"
    r"regular|customer|visitor|sucker|fan|patient|volunteer|student|newcomer|outsider|other|mentor)\b)"
    r"(?:[a-z][\w-]*(?:er|or|ist|ant|ent|ian|ee|rep|manager|lead|chef|nurse|cook|clerk|agent|officer|coordinator|"
    r"specialist|assistant|analyst|adjuster|associate|tech|director|intern)))"
)
# One statement, two facts (the job and the employer), one pattern for both rules: "I do the payroll for
# Harrow Logistics", "still a loss adjuster at Ferro Mutual".
_EDO_FOR = (
    rf"{_EI}(?:do|handle|run|manage)\s+(?:the\s+)?(?P<j>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+for\s+"
    rf"(?!(?:a|an|the|my|our|fun|free|money|a living|work|myself|me|them|him|her|you|now|years|ages)\b)(?P<x>{_EORG_PROPER})"
)
_EROLE_AT = (
    rf"(?:{_EWHO}|(?:^|(?<=[,.;!:]))\s*(?P<bare1>)(?:still|now|currently)\s+)(?:still\s+|now\s+|currently\s+|just\s+)?"
    rf"an?\s+{_EROLE}\s+at\s+(?P<x>{_EORG_PROPER})"
)
# A rank one is made or promoted to: "assistant manager", "shift lead", "senior analyst".
_EN_RANK = (
    r"(?:(?:assistant|deputy|senior|head|junior|lead|shift|store|general|regional|team|floor|acting|night|kitchen|sales|"
    r"office|project|product|area|branch)\s+){0,2}(?:manager|supervisor|lead|director|captain|head|editor|partner|chef|"
    r"coordinator|foreman|principal|chair|president|officer|engineer|analyst|associate)"
)
_EN_BREEDS = {
    "lab": "dog",
    "labrador": "dog",
    "retriever": "dog",
    "golden": "dog",
    "corgi": "dog",
    "poodle": "dog",
    "beagle": "dog",
    "pug": "dog",
    "husky": "dog",
    "terrier": "dog",
    "shepherd": "dog",
    "dachshund": "dog",
    "greyhound": "dog",
    "mutt": "dog",
    "yorkie": "dog",
    "chihuahua": "dog",
    "collie": "dog",
    "spaniel": "dog",
    "bulldog": "dog",
    "schnauzer": "dog",
    "pomeranian": "dog",
    "shih tzu": "dog",
    "rottweiler": "dog",
    "pitbull": "dog",
    "frenchie": "dog",
    "sheltie": "dog",
    "maine coon": "cat",
    "tabby": "cat",
    "siamese": "cat",
    "persian": "cat",
    "ragdoll": "cat",
    "kelpie": "dog",
    "heeler": "dog",
    "staffy": "dog",
    "whippet": "dog",
    "labradoodle": "dog",
    "cavoodle": "dog",
    "cockapoo": "dog",
    "sausage dog": "dog",
}
_EN_PET_WORDS = rf"(?:{_EN_PETS}|{'|'.join(_EN_BREEDS)})"
# … and the animals people name, for the rules that read their names only ("a hen" alone may be a party)
_EN_PET_NAMED = (
    rf"(?:bearded dragon|cockatoo|cockatiel|budgie|hen|gecko|goldfish|pony|goat|axolotl|{_EN_PET_WORDS})"
)
_EN_PROS = r"(?:doctor|doc|gp|physio|physiotherapist|therapist|dentist|dermatologist|specialist|psychiatrist|vet|nurse|surgeon)"
EN_RULES.extend(
    [
        # Animals named as people introduce them: a roll call ("Bruno the kelpie, Pickles the cat"),
        # the animal then its name ("my hen Gertrude", "a bearded dragon called Sir Reginald").
        _r(
            "en.other.pet_name_first",
            "identity",
            rf"(?:^|[,:;]\s*|\band\s+)(?-i:(?P<x>[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?))\s+the\s+(?P<rel>{_EN_PET_NAMED})\b",
            "{who} is called {x}",
            0.8,
            slot="name",
            value="{x}",
            check="name",
            needs=(" the ",),
        ),
        _r(
            "en.other.pet_then_name",
            "identity",
            rf"\b(?:(?:my|our)\s+(?P<rel>{_EN_PET_NAMED})\s+|(?:an?|my|our)\s+(?:[\w-]+\s+)?(?P<rel0>{_EN_PET_NAMED})\s+(?:called|named)\s+)"
            rf"(?P<x>(?-i:[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?))(?![^\W\d_])",
            "{who} is called {x}",
            0.8,
            slot="name",
            value="{x}",
            check="name",
            needs=("my ", "our ", "called", "named"),
        ),
        # Work said by what is done for whom: "I do the books for Tallow & Pine", "I handle payroll for …".
        _r(
            "en.class.job_do_for",
            "identity",
            _EDO_FOR,
            "{who} does {j}",
            0.75,
            slot="job",
            value="{j}",
            needs=("for",),
        ),
        _r(
            "en.class.employer_do_for",
            "identity",
            _EDO_FOR,
            "{who} works at {x}",
            0.75,
            slot="employer",
            value="{x}",
            needs=("for",),
        ),
        # How long one has been it, or the post one got: "been a controller 11 yrs", "got the senior
        # forecaster post at head office"
        _r(
            "en.class.job_been_years",
            "identity",
            rf"\b(?:i've\s+|i have\s+|(?<=[,.!]\s)|^)been\s+(?:an?\s+)?{_EJOB}\s+(?:for\s+)?(?:\d+|a few|many|two|three|four|"
            r"five|six|seven|eight|nine|ten|twenty)\+?\s*(?:yrs|years|months)\b",
            "The user is a {x}",
            0.75,
            slot="job",
            value="{x}",
        ),
        _r(
            "en.class.job_post_got",
            "identity",
            rf"\b(?:i\s+)?got\s+the\s+{_EJOB}\s+(?:post|job|position|role)\b",
            "The user is a {x}",
            0.75,
            slot="job",
            value="{x}",
        ),
        # A trade said by what one drives or does for a living: "I drive a forklift down the port",
        # "I do taxidermy, mostly deer" (not "I drive a Honda", not "I do yoga")
        _r(
            "en.class.job_drive",
            "identity",
            r"\bi\s+drive\s+(?:an?\s+)?(?P<x>forklift|lorry|tractor|crane|ambulance|tram|school bus|bus|taxi|cab|"
            r"delivery van|semi|big rig|garbage truck|tow truck|dump truck|cement mixer)\b",
            "The user drives a {x} for work",
            0.7,
            slot="job",
            value="{x} driver",
        ),
        _r(
            "en.class.job_craft",
            "identity",
            rf"(?:{_EI}|{_EMY}\s+)(?P<v>{_EN_CRAFT_VERB})\s+{_EN_CRAFT_OBJECT}(?:(?={_EN_CRAFT_WHERE})|(?=\s*[,;.!]|$){_EN_CRAFT_TRADE_WORD}"
            r"|(?=\s+for\s+a\s+living\b))",
            "{who}'s work: {v} {x}",
            0.7,
            slot="job",
            value="{v} {x}",
            needs=_EN_CRAFT_STEMS,
        ),
        _r(
            "en.class.workplace_craft",
            "identity",
            rf"(?:{_EI}|{_EMY}\s+)(?:{_EN_CRAFT_VERB})\s+{_EN_CRAFT_OBJECT.replace('(?P<x>', '(?:')}{_EN_CRAFT_WHERE.replace('(?P<p>', '(?P<x>')}",
            "{who} works in {x}",
            0.7,
            slot="workplace",
            value="{x}",
            check="place",
            needs=_EN_CRAFT_STEMS,
        ),
        _r(
            "en.class.job_do_trade",
            "identity",
            r"\bi\s+do\s+(?P<x>taxidermy|carpentry|plumbing|bookkeeping|upholstery|landscaping|catering|roofing|welding|"
            r"tiling|plastering|joinery|locksmithing|tattooing|payroll|translation work|sign language interpreting)\b",
            "The user does {x} for work",
            0.7,
            slot="job",
            value="{x}",
        ),
        # A role at an organisation, with or without a subject: "still a claims adjuster at Ferro Mutual",
        # "now a shift lead at Bramble Coffee", "my sister's a loan officer at Pike Credit Union".
        _r(
            "en.class.job_role_at",
            "identity",
            _EROLE_AT,
            "{who} is a {j}",
            0.8,
            slot="job",
            value="{j}",
            needs=(" at ",),
        ),
        _r(
            "en.class.employer_role_at",
            "identity",
            _EROLE_AT,
            "{who} works at {x}",
            0.8,
            slot="employer",
            value="{x}",
            needs=(" at ",),
        ),
        # A new employer by its first day: "I start at Ferngully Labs on Monday", "starting at Orrin in May".
        _r(
            "en.class.employer_start_at",
            "identity",
            rf"(?:{_EI}|\bi(?:'m| am)\s+)(?:start|starting|begin|beginning)\s+(?:work\s+|my new job\s+)?at\s+(?P<x>{_EORG_PROPER})"
            r"(?=\s*(?:[.,!;]|$)|\s+(?:on|in|next|this|from|tomorrow|monday|tuesday|wednesday|thursday|friday|the)\b)",
            "{who} works at {x}",
            0.8,
            slot="employer",
            value="{x}",
            needs=("start", "begin"),
        ),
        # "we're both on the data team at Halden Health", "I've been at Quill Analytics for six years".
        _r(
            "en.class.employer_team_at",
            "identity",
            rf"(?:\b(?P<me>i)(?:'m| am)\s+|\bwe(?:'re| are)\s+(?:both\s+)?)(?:on|in)\s+(?:the|a|our)\s+[\w -]{{1,25}}?"
            rf"(?:team|department|dept|unit|desk|floor|crew)\s+at\s+(?P<x>{_EORG_PROPER})",
            "The user works at {x}",
            0.8,
            slot="employer",
            value="{x}",
            needs=("team", "department", "dept", "unit", "desk", "floor", "crew"),
        ),
        _r(
            "en.class.employer_been_at",
            "identity",
            rf"\bi(?:'d|'ve| had| have)\s+been\s+(?:at|with)\s+(?P<x>{_EORG_PROPER})\s+(?:for|almost|nearly|over|since|about|like|\d)",
            "The user works at {x}",
            0.75,
            slot="employer",
            value="{x}",
            needs=("been at", "been with"),
        ),
        # A pet named right after its breed: "walking my beagle Pickle", "our old lab Biscuit".
        _r(
            "en.class.pet_breed_apposition",
            "identity",
            rf"\b(?:my|our)\s+(?:(?:old|little|new|big|rescue|senior|fat|lazy|sweet)\s+)?(?P<rel>{'|'.join(_EN_BREEDS)}),?\s+{_EN_NAME}"
            r"(?![^\W\d_])",
            "{who} is called {x}",
            0.8,
            slot="name",
            value="{x}",
            check="name",
        ),
        # A promotion by what they made the user: "they just made me assistant manager!!!", "got promoted to shift lead".
        _r(
            "en.class.job_made",
            "identity",
            # (a rank before a trade is part of it: "promoted to head baker" is the trade's rule)
            rf"{_EN_MADE_ME}(?P<x>{_EN_RANK_MADE})\b(?!\s+(?:{_EJOBS})\b)"
            r"|\b(?:i|i've|i have)\s+(?:just\s+)?(?:got|been|was)\s+promoted\s+to\s+(?:the\s+|a\s+|an\s+)?"
            rf"(?P<x1>{_EN_RANK})\b(?!\s+(?:{_EJOBS})\b)",
            "The user is now {x}",
            0.8,
            slot="job",
            value="{x}",
            needs=("made me", "promoted"),
        ),
        # What people call someone: "we call her Oye btw", "everyone calls him Bash".
        _r(
            "en.class.nickname_called_by",
            "identity",
            rf"\b(?:we|everyone|everybody|people|they|friends|most people|the kids|the family|i)\s+(?:all\s+|just\s+|usually\s+|always\s+)?calls?\s+(?P<pro>her|him)\s+{_EN_NAME}"
            r"(?![^\W\d_])",
            "{who} goes by {x}",
            0.8,
            slot="nickname",
            value="{x}",
            check="name",
            needs=("call",),
        ),
        # A new job by the role it starts as: "starting as a junior designer at Hollow Pine Studio on monday".
        _r(
            "en.class.job_start_as",
            "identity",
            rf"(?:{_EI}|\bi(?:'m| am)\s+)(?:start|starting|started|begin|beginning)\s+(?:out\s+|work\s+)?as\s+an?\s+{_EROLE}"
            r"(?=\s+at\b|\s*(?:[.,!;]|$)|\s+(?:on|in|next|this|from|tomorrow|monday|tuesday|wednesday|thursday|friday)\b)",
            "{who} is a {j}",
            0.8,
            slot="job",
            value="{j}",
            needs=("start", "begin"),
        ),
        _r(
            "en.class.employer_start_as",
            "identity",
            rf"(?:{_EI}|\bi(?:'m| am)\s+)(?:start|starting|started|begin|beginning)\s+(?:out\s+|work\s+)?as\s+an?\s+[\w -]{{2,40}}?\s+at\s+(?P<x>{_EORG_PROPER})"
            r"(?=\s*(?:[.,!;]|$)|\s+(?:on|in|next|this|from|tomorrow|monday|tuesday|wednesday|thursday|friday|the)\b)",
            "{who} works at {x}",
            0.8,
            slot="employer",
            value="{x}",
            needs=("start", "begin"),
        ),
        _r(
            "en.class.workplace_home",
            "identity",
            rf"(?:{_EI}|{_EMY}\s+)(?:work|works|working)\s+(?:from|at)\s+(?P<x>home)\b",
            "{who} works from {x}",
            0.7,
            slot="workplace",
            value="{x}",
            needs=("home",),
        ),
        # A pet named with its kind or breed: "a grey cat named Miso", "an old lab called Biscuit".
        _r(
            "en.class.pet_named_kind",
            "identity",
            rf"(?:\b(?:an?|my|our|the)\s+|(?:^|(?<=[,.;!:]))\s*)(?:[\w-]+\s+){{0,2}}?(?P<rel>{_EN_PET_WORDS})(?:'s an?\s+(?:[\w-]+\s+){{0,2}}?{_EN_PET_WORDS})?"
            rf",?\s+(?:named|called)\s+{_EN_NAME}",
            "{who} is called {x}",
            0.8,
            slot="name",
            value="{x}",
            check="name",
            needs=("named", "called"),
        ),
        # A condition a professional named: "my physio says it's mild tendinitis", "the doctor thinks it's burnout".
        _r(
            "en.class.health_named_by",
            "identity",
            rf"(?:\b(?:my|the|a|his|her)\s+|(?:^|(?<=[,.;!:]))\s*){_EN_PROS}\s+(?:(?:looked at|checked|examined|saw|x-rayed|scanned)\s+[\w ]{{2,30}}?,?\s+)?(?:says|said|thinks|thought|reckons|told me|confirmed)\s+"
            r"(?:that\s+)?(?:it's|it is|it was|i have|i've got|i got)\s+(?:just\s+|probably\s+|only\s+|a\s+|an\s+|some\s+)*"
            rf"(?P<x>(?:mild\s+|bad\s+|severe\s+|chronic\s+)?[a-z][\w-]*(?:\s+(?!(?:honestly|apparently|lol|tbh|though|again|too)\b)[a-z][\w-]*)?){_EEND}",
            "The user has {x}",
            0.75,
            slot="health:{x}",
            value="{x}",
            needs=("says", "said", "thinks", "thought", "reckons", "told me", "confirmed"),
        ),
        # Tastes said as an obsession or weakness: "currently obsessed with <band>", "a sucker for heist movies".
        _r(
            "en.class.like_obsessed",
            "preference",
            rf"(?:{_EI}|\bi(?:'m| am)\s+|(?:^|(?<=[,.;!]))\s*(?P<bare1>)(?:currently|lowkey|kinda|so)?\s*)(?:currently\s+|lowkey\s+|kinda\s+|so\s+|still\s+)*"
            rf"(?:obsessed with|hooked on|a sucker for|addicted to|a huge fan of|a big fan of)\s+(?:this\s+(?:band|show|game|artist|singer|podcast)\s+)?{_ENOT}{_EX}{_EEND}",
            "{who} likes {x}",
            0.5,
            **_LIKE,
            each=True,
            needs=("obsessed", "hooked", "sucker", "addicted", "fan of"),
        ),
        _r(
            "en.class.dislike_hard_no",
            "preference",
            r"(?:^|(?<=[,.;!]))\s*(?P<x>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)\s+(?:is|are)\s+(?:a\s+)?(?:hard|firm|big)\s+(?:no|pass|nope)\b",
            "The user dislikes {x}",
            0.5,
            slot="likes:{x}",
            value="dislike",
            valence=-0.4,
            needs=("hard", "firm", "big no", "big pass"),
        ),
        # Habits keyed by weekday: "sundays are always pancakes with my roommate", "wednesdays I volunteer at
        # the shelter", "therapy is thursdays".
        _r(
            "en.class.routine_weekday_is",
            "routine",
            rf"(?:^|(?<=[,.;:!]))\s*(?:and\s+)?(?P<freq>{_EWEEKDAY}|weekends|weeknights)\s+(?:are|is)\s+(?:always\s+|usually\s+|basically\s+)?"
            r"(?!(?:the|my|a|so|too|very|really|busy|rough|hard|long|quiet|chill|dead|slow|crazy|hell|fine|ok|okay|for)\b)"
            r"(?P<x>[a-z][\w-]*(?:\s+(?!with|at|and|but)[a-z][\w-]*)?)(?=\s*(?:[.,!;]|$)|\s+(?:with|at|and|but|in|for)\b)",
            "The user does {x} on {freq}",
            0.55,
            slot="routine:{x}",
            value="{freq}",
            needs=("days", "weekends", "weeknights"),
        ),
        _r(
            "en.class.routine_weekday_i",
            "routine",
            rf"(?:^|(?<=[,.;:!]))\s*(?:and\s+)?(?P<freq>{_EWEEKDAY}|weekends|weeknights)\s+i\s+(?:always\s+|usually\s+)?"
            r"(?!(?:am|was|have|had|just|don't|can't|sleep|work)\b)(?P<x>[a-z][\w-]*(?:\s+(?!at|with|and|but|for)[a-z][\w-]*)?)"
            r"(?=\s*(?:[.,!;]|$)|\s+(?:with|at|and|but|in|for|to)\b)",
            "The user does {x} on {freq}",
            0.55,
            slot="routine:{x}",
            value="{freq}",
            needs=("days", "weekends", "weeknights"),
        ),
        _r(
            "en.class.routine_is_weekday",
            "routine",
            rf"(?:^|(?<=[,.;:!]))\s*(?:my\s+)?(?P<x>therapy|practice|rehearsal|training|choir|class|tutoring|lessons|physio|swim practice|band practice)"
            rf"\s+is\s+(?:on\s+)?(?P<freq>{_EWEEKDAY}|weekends|weeknights)\b",
            "The user has {x} on {freq}",
            0.55,
            slot="routine:{x}",
            value="{freq}",
            needs=("days", "weekends", "weeknights"),
        ),
        # "I run before work every single morning", "I try to meditate for 10 minutes before bed".
        _r(
            "en.class.routine_before",
            "routine",
            rf"{_EI}(?:try to\s+|always\s+|usually\s+)?(?!(?:am|was|have|had|get|go to sleep|sleep|work|wake up|need|want|hate|love)\b)"
            r"(?P<x>[a-z][\w-]*(?:\s+(?:a|the|my)\s+[a-z][\w-]*)?)\s+(?:for\s+\d+\s+min(?:ute)?s?\s+)?"
            r"(?P<freq>(?:before|after)\s+(?:work|bed|school|class|dinner|breakfast)(?:\s+every\s+(?:single\s+)?(?:morning|night|day|evening))?)\b",
            "The user does {x} {freq}",
            0.55,
            slot="routine:{x}",
            value="{freq}",
            needs=("before", "after"),
        ),
        # Events organised, hosted or booked: "I got roped into organizing a charity 5k", "we're throwing
        # her a send-off", "already booked a room for the karaoke night".
        _r(
            "en.class.event_organised",
            "life_event",
            rf"(?:{_EI}|\bwe(?:'re| are)\s+|\bi(?:'m| am)\s+)(?:got\s+(?:roped|talked|dragged|volunteered)\s+into\s+|(?:am|'m|are|'re)\s+)?"
            r"(?:organizing|organising|organize|organise|hosting|host|throwing|throw|planning|plan|putting on|running|"
            r"in charge of|coordinating)\s+(?:her\s+|him\s+|them\s+|us\s+)?(?:a|an|the|our|this|my)\s+"
            r"(?P<x>(?:[\w'-]+\s+){0,2}?(?:5k|10k|fun run|race|party|send-off|sendoff|farewell|potluck|bbq|barbecue|dinner|"
            r"shower|reunion|fundraiser|bake sale|gala|night|quiz|tournament|trip|retreat|festival|fair|meetup|cleanup|"
            r"wedding|birthday party|surprise party|picnic|drive|auction|concert|show))\b",
            "{who} is organising {x}",
            0.65,
            value="activity",
            outcome="open",
            names_event=True,
            needs=(
                "organiz",
                "organis",
                "host",
                "throw",
                "plan",
                "putting on",
                "running",
                "in charge",
                "coordinat",
            ),
        ),
        # Feelings about talking to the assistant: "talking to you is comforting", "chatting with you helps".
        _r(
            "en.class.feeling_talking",
            "relationship",
            r"\b(?:talking|chatting|venting|texting)\s+(?:to|with)\s+you\s+(?:is|has been|feels|always feels|really is|honestly is)\s+"
            r"(?:so\s+|really\s+|weirdly\s+|kinda\s+|genuinely\s+|actually\s+|honestly\s+)*(?P<x>[a-z][\w-]*)\b",
            "Talking to {bot} is {x} for the user",
            0.55,
            valence=0.5,
            needs=("to you", "with you"),
        ),
        # "you've been such a good friend to me (this year)".
        _r(
            "en.class.feeling_friend",
            "relationship",
            r"\byou(?:'ve| have)?\s+(?:been|are|'re)\s+(?:such\s+)?(?:a\s+)?(?:really\s+|true\s+|real\s+|good\s+|great\s+)*(?P<x>friend)\s+to\s+me\b",
            "{bot} has been a {x} to the user",
            0.55,
            valence=0.6,
            needs=("friend to me",),
        ),
        # "I could eat pho, bibimbap and any curry every day of my life": a taste, not a habit.
        _r(
            "en.class.like_could_forever",
            "preference",
            rf"(?:{_EI}|{_EMY}\s+)(?:could|would)\s+(?:happily\s+|honestly\s+|literally\s+|easily\s+)*(?:eat|drink|watch|listen to|play|read)\s+"
            rf"(?:basically\s+)?{_ENOT}(?P<x>[\w'-]+(?:[\s,]+(?!every\b|forever\b|all\b|for\b)[\w'-]+){{0,8}}?)\s+"
            r"(?:every\s+(?:single\s+)?day|forever|all day|for the rest of my life|every day of my life|on repeat)\b",
            "{who} likes {x}",
            0.5,
            **_LIKE,
            each=True,
            needs=("could", "would"),
        ),
        # What one has instead, after a taste said away: "I don't take sugar, just honey", "we never eat
        # pork, only lamb", "I don't like lager but the dark stuff, yes" (the other thing is the taste).
        _r(
            "en.class.like_instead",
            "preference",
            r"\b(?:i|we)\s+(?:don't|do not|never|can't|cannot|won't|dont)\s+(?:really\s+|even\s+)?(?:drink|eat|take|like|smoke|"
            r"listen to|watch|play|wear|read)\s+(?!just\b|only\b|but\b)[\w'-]+[^.!?;]{0,40}?,?\s+(?:just|only|but)\s+(?:the\s+|a\s+|some\s+)?"
            rf"{_ENOT}(?!(?:i|we|my|it|they|he|she|you|a bit|sometimes|when|if|not)\b)"
            r"(?P<x>[\w'-]+(?:\s+(?!(?:is|are|'s|in|at|on|for|with|because|though|tho|lol|haha|and|or|now|these|every|after|"
            r"before|when|if|yes|please|sometimes)\b)[\w'-]+){0,3})(?=\s*(?:[,.!?;]|$|\s(?:is|are|'s|in|at|on|for|with|because|"
            r"though|tho|lol|haha|now|these|every|after|before|when|if|yes|please|sometimes)\b))",
            "{who} likes {x}",
            0.5,
            **_LIKE,
            needs=("don't", "do not", "never", "can't", "cannot", "won't", "dont"),
        ),
        # A dish, a drink or a team called the best of its kind: "jollof rice is the best food on earth",
        # "bacon butties, best breakfast going".
        _r(
            "en.class.like_the_best",
            "preference",
            r"(?:^|(?<=[.!?;:]\s)|(?<=[.!?;:]))\s*(?!(?:it|this|that|he|she|they|my|our|his|her|their|you|we|i|there|"
            r"here|everything|nothing|everyone|someone)\b)(?P<x>[\w'-]+(?:\s+[\w'-]+){0,4}?)(?:\s+(?:is|are|'s)\s+|,\s+)"
            r"(?:honestly\s+|literally\s+|simply\s+)?(?:the\s+)?best\s+(?:\w+\s+)?(?:food|meal|dish|drink|snack|breakfast|"
            r"lunch|dinner|dessert|team|band|song|album|sport|thing\s+(?:on\s+the\s+menu|to\s+eat|ever|in\s+the\s+world|on\s+"
            r"(?:god'?s?\s+)?earth))\b",
            "{who} likes {x}",
            0.5,
            **_LIKE,
            needs=("best",),
        ),
        # Milestones counted from the first message: "100 days since I first messaged you", "one year of
        # talking to you today".
        _r(
            "en.class.milestone_since_first",
            "milestone",
            r"\b(?P<x>(?:\d+|one|two|three|six|a hundred)\s+(?:days?|weeks?|months?|years?))\s+(?:since\s+(?:i\s+(?:first\s+)?(?:messaged|texted|talked to|chatted with|wrote to)\s+you|we\s+(?:first\s+)?(?:started\s+)?(?:talking|chatting|met))"
            r"|of\s+(?:talking|chatting|texting)\s+(?:to|with)\s+you)\b",
            "The user and {bot}: {x} of talking",
            0.6,
            valence=0.5,
            needs=("since", "of talking", "of chatting", "of texting"),
        ),
    ]
)
# A thing named alone at the start of a turn, one to three words, not a reply word: "ginger beer".
_EN_FRAGMENT = (
    r"(?!(?:yes|yeah|yep|yup|no|nope|ok|okay|sure|same|me|i|it|that|this|lol|haha|not|always|never|sometimes|"
    r"oh|omg|wow|well|honestly|tbh|ngl|hmm|um|ugh|thanks|thx|aw+|ha|kinda|sorta|pretty|really|very|so)\b)"
    r"(?P<x>[a-z][a-z'&-]*(?:\s+[a-z][a-z'&-]*){0,2})"
)
# …the thing said first, before "I love" / "I can't stand" (its words never "i")
_EN_FRONTED = _EN_FRAGMENT.replace(r"(?:\s+[a-z]", r"(?:\s+(?!i\b)[a-z]")
# Classes found missing on the eighth set (`extraction_holdout7/`), each tested with sentences of its own.
EN_RULES.extend(
    [
        # Events said by what one did about them, whatever they are called: "signed up for a sprint
        # triathlon", "got a date for my knee surgery", "submitted my thesis today!!!", "GOT AN INTERVIEW".
        _r(
            "en.class.event_signed_up",
            "life_event",
            rf"{_EI}(?P<verb>signed up for|registered for|booked myself (?:in|on)to|got a (?:date|slot|place) for)\s+"
            r"(?:a|an|the|my|our|this)\s+(?P<x>[\w'-]+(?:\s+[\w'-]+){0,2}?)"
            r"(?=\s*(?:[^\w\s']|$)|\s+(?:today|tomorrow|tonight|this|next|on|in|at|for|with|lol|haha|and|but|btw|finally)\b)",
            "The user {verb} {x}",
            0.65,
            value="{event_kind}",
            outcome="open",
            names_event=True,
            check="event",
        ),
        _r(
            "en.class.event_submitted",
            "life_event",
            rf"{_EI}(?:submitted|handed in|turned in|sent off)\s+(?:my|the|our)\s+(?P<x>(?:[\w'-]+\s+){{0,2}}?"
            r"(?:thesis|dissertation|essay|paper|application|applications|portfolio|manuscript|proposal|coursework|"
            r"assignment|final project|project|report))\b",
            "The user submitted {x}",
            0.65,
            value="{event_kind}",
            outcome="positive",
            valence=0.5,
            names_event=True,
        ),
        _r(
            "en.class.event_got_interview",
            "life_event",
            rf"{_EI}got\s+(?:an?|my|the)\s+(?P<x>(?:second |final |first |phone |job )?(?:interview|audition|callback|trial shift))\b",
            "The user got {x}",
            0.7,
            value="{event_kind}",
            outcome="open",
            valence=0.4,
            names_event=True,
        ),
        # An employer named after its kind: "sous chef at a place called Fennel & Salt", "i do payroll
        # for a logistics company called Harrowgate Freight", "she's … at some fancy place called Orla's".
        # Whose job it is: the one the sentence is about; only when it speaks of work (``_EN_AT_WORK``).
        _r(
            "en.class.employer_kind_called",
            "identity",
            r"(?P<bare>)\b(?:at|for)\s+(?:a|an|some|this|the)\s+(?:[\w'-]+\s+){0,3}?"
            r"(?:place|company|firm|studio|agency|shop|store|cafe|café|pub|bar|restaurant|bakery|clinic|practice|startup|"
            r"business|hotel|salon|gym|charity|nonprofit|organisation|organization|warehouse|factory|garage|brewery|"
            r"gallery|bookshop|bookstore|label|magazine|consultancy|lab|outfit|chain|bistro|kitchen)"
            r"(?:\s+(?:in|on|near|off)\s+[\w' ]{1,25}?)?\s+called\s+"
            rf"(?P<x>(?-i:{_NW}(?:\s+(?:&\s+)?{_NW}){{0,3}}))",
            "{who} works at {x}",
            0.8,
            slot="employer",
            value="{x}",
        ),
        # Kin named bare at the start of a clause and their trade, the article often left out: "husband is air
        # traffic controller so his hours are crazy", "the wife's a dental nurse", "son is apprentice at the mill".
        _r(
            "en.class.job_kin_bare",
            "identity",
            r"(?:^|(?<=[.!?,;]\s))(?:the\s+)?(?P<rel0>husband|wife|hubby|wifey|mum|mom|dad|son|daughter|brother|sister|"
            r"partner|boyfriend|girlfriend|fiancé|fiancée|fiance|fiancee)(?:'s|\s+is)\s+(?:now\s+|still\s+)?(?:an?\s+)?"
            rf"{_EJOB}(?=\s*(?:[,.!;]|$)|\s+(?:at|for|in|on|so|and|but|with|now)\b)",
            "{who} is a {x}",
            0.8,
            slot="job",
            value="{x}",
        ),
        # Someone's age said between commas after their name ("my son Omkar, 12, wants to be a cricketer"), or
        # after a parent named bare at the start of a clause, with or without "is" ("dad's 70 and still shears",
        # "granny 70 and she still cooks"); not a count ("dad 2 hours late"), nor a year ("mum 1990").
        _r(
            "en.class.age_apposition",
            "identity",
            r"\b(?:my|our)\s+(?:(?:older|younger|little|big|baby|twin|oldest|youngest|eldest|elder)\s+)?"
            rf"(?P<rel>{EN_RELATIONS}),?\s+(?-i:[A-Z][^\W\d_]+),\s*(?P<x>[1-9]\d?)(?:\s*(?:years? old|yo))?"
            r"(?=\s*(?:[,.;!]|$))"
            r"|(?:^|(?<=[.!?,;]\s))(?P<rel0>mum|mom|mam|mummy|dad|daddy|grandma|grandpa|gran|nan|nana|granny|grandad)"
            r"(?:'s|\s+is)?\s+(?P<x1>[1-9]\d)(?:\s*(?:years? old|yo))?"
            r"(?=\s*(?:[.,!;]|$|\s+(?:and|now|this|next|so|btw|still|but)\b))",
            "{who} is {x} years old",
            0.75,
            slot="age",
            value="{x}",
        ),
        # An introduction by name and age alone: "quick intro i guess: Haruto, 31, originally from …".
        # An age said first, as people introduce themselves: "39, divorced, one son", "57 and still climbing
        # oaks", "50 this year", "Ezequiel, 28, line handler" (a number of years only by what follows it;
        # not "20 bucks", "15 minutes late").
        _r(
            "en.class.age_said_first",
            "identity",
            rf"(?:^|[.!?]\s+)(?P<bare>)(?:(?:hi|hey|hello|hiya|yo)[,!\s]+)?(?:(?-i:{_NW}(?:\s+{_NW})?),\s*)?"
            r"(?P<x>[1-9]\d)(?=\s*,\s*(?:divorced|married|single|widowed|engaged|retired|separated|no kids|still|"
            r"one\s+(?:son|daughter|kid)|two\s+(?:sons|daughters|kids)|mother|father|mum|mom|dad)\b"
            r"|\s+and\s+(?:still|now|counting|single|married|divorced|retired|i\s+still|living|live)\b"
            r"|\s+this\s+year\b|\s+years?\s+(?:old|young)\b|\s*,\s*(?-i:[a-z][\w-]*\s+)?(?-i:[a-z][\w-]*(?:er|or|ist|ian|man))\b)",
            "{who} is {x} years old",
            0.75,
            slot="age",
            value="{x}",
        ),
        _r(
            "en.class.name_age_intro",
            "identity",
            rf"(?:^|:\s*|[.!?]\s+)(?:(?:hi|hey|hello|hiya)[,!\s]+)?(?P<x>(?-i:{_NW}(?:\s+{_NW})?)),\s*\d{{1,2}}\s*"
            r"(?:,|$|\s+(?:and|from|originally|living|based|here)\b)",
            "The user's name is {x}",
            0.9,
            slot="name",
            value="{x}",
            check="name",
        ),
        # A list of tastes headed by what they are: "things i hate: loud chewing, slow walkers and …".
        _r(
            "en.class.tastes_headed_dislike",
            "preference",
            r"\b(?:things|stuff|what|pet peeves)(?: that)? i (?:really |honestly )?(?:hate|can't stand|cannot stand|despise|dislike)"
            r"(?: most)?\s*(?:are|is|:|-|—)\s*(?P<x>[^.!?;:]{2,120})",
            "The user dislikes {x}",
            0.5,
            slot="likes:{x}",
            value="dislike",
            valence=-0.4,
            each=True,
        ),
        _r(
            "en.class.tastes_headed_like",
            "preference",
            r"\b(?:things|stuff|what)(?: that)? i (?:really |honestly )?(?:love|like|adore|enjoy)(?: most)?\s*(?:are|is|:|-|—)\s*"
            r"(?P<x>[^.!?;:]{2,120})",
            "The user likes {x}",
            0.5,
            **_LIKE,
            each=True,
        ),
    ]
)


# A role said with "I work the/in …" ("the front desk", "IT support"), never a shift or a manner of
# working ("nights", "long hours", "remotely"); and where one starts, joins or resumes work.
_EWORK_ROLE_HEAD = rf"{_EI}work\s+(?:the\s+|in\s+)"
_EWORK_ROLE = (
    r"(?!(?:graveyard|night|nights|day|days|early|late|double|split|morning|evening|weekend|weekends|long|odd|"
    r"crazy|overtime|part-time|full-time|remotely|hard|there|here|from|with|on|a|an|the)\b)"
    r"[\w-]+(?:\s+(?!at\b|for\b)[\w-]+)?"
)
_ESTART_AT = rf"(?:{_EI}|^\s*(?:\w+\s+)?)(?:start|starting|resume|resuming|join|joining|started|joined)\s+(?:work\s+)?at\s+"

# An introduction typed tersely, a name and then what one does: "hiya, Tamsin, fisheries observer in
# Stanley", "Wilf, drystone waller, been at it forty year", "Ezequiel, 28, line handler at the Gatún
# locks", "bec here, oyster shucker at the Binnalong Oyster Shed", "I'm Mpho, pony-trek guide in
# Semonkong", "Hedi, I'm a birdcage maker in Sidi Bou Said". At a sentence's opening (after at most a
# greeting of a few words), and only with a role after it by its word or its shape, which tells a name
# from someone spoken to ("Mom, guess what").
_EN_INTRO_ROLE = (
    # (a greeting of a few words, or a sentence of one or two: "Evening all. Ruth Acton, net mender")
    r"(?:^|^(?:\S+\s+){0,3}?\S+?[,!]\s+|^(?:\S+\s+)?\S+?\.\s+)(?:i'?m\s+|moi\s+c'est\s+|it'?s\s+)?"
    r"(?P<n>(?-i:[A-Z][\w'-]+(?:\s+(?:(?:de|da|van|von|der|den|di|le|la|bin|al)\s+)?[A-Z][\w'-]+)?)|(?-i:[a-z]{3,10})(?=\s+here\b))(?:\s+here)?\s*,\s+"
    r"(?:\d{1,2}\s*,\s+)?(?P<im>i'?m\s+|i\s+am\s+)?(?P<art>a\s+|an\s+|the\s+)?"
    # (led by a place or a name: "Aran sweater knitter", "Harris tweed weaver"; "retired" is read apart)
    r"(?P<role>(?-i:(?:(?:retired|former)\s+)?(?:[A-Z][\w'-]+\s+){0,2}[a-zñ][\w'-]*(?:\s+[a-z][\w'-]*){0,2}?))"
    # (a dash goes on about the trade, "cooper — mostly whisky casks", not "the cook - she left early")
    r"(?=\s*(?:[,.;!]|$)|\s*[—–-]\s+(?!(?:she|he|they|it|i|we|you)\b)|\s+(?:in|at|for|out\s+of|around|round|on|near|outside|with|down\s+on|up\s+in)\b)"
    r"(?:\s+(?P<prep>in|at|for|out\s+of|around|round|on|near|outside|with|down\s+on|up\s+in)\s+(?:the\s+)?"
    r"(?P<where>(?-i:[A-Z][\w'-]*(?:\s+(?:(?:of|de|da|des|du|del|do|dos|di|la|le|van|von)\s+)?(?:[A-Z][\w'-]*|\d+)){0,4}))"
    r"(?=\s*(?:[,.;!]|$)|\s+(?:in|on|near|outside|at)\b))?"
)
EN_RULES.extend(
    [
        _r(
            "en.class.intro_role_job",
            "identity",
            _EN_INTRO_ROLE.replace("(?P<role>", "(?P<x>"),
            "{who} is a {x}",
            0.75,
            slot="job",
            value="{x}",
            check="job",
        ),
        _r(
            "en.class.intro_role_name",
            "identity",
            _EN_INTRO_ROLE.replace("(?P<n>", "(?P<x>"),
            "The user's name is {X}",
            0.85,
            slot="name",
            value="{x}",
            check="name",
        ),
        _r(
            "en.class.intro_role_where",
            "identity",
            _EN_INTRO_ROLE.replace("(?P<where>", "(?P<x>"),
            "{who} works in {x}",
            0.75,
            slot="workplace",
            value="{x}",
        ),
    ]
)
EN_RULES.extend(
    [
        # Home said as chat says it: "im here!! officially living in portland now", "from Galway but
        # living in Melbourne 8 months now", "retired now in Amarillo", "settled in Leeds for good".
        # The clause names nobody, so it is about whoever the turn is about.
        _r(
            "en.class.residence_living_clause",
            "identity",
            r"(?:^|[.!?;,]\s*|\bbut\s+)(?P<bare>)(?:(?:now|currently|officially|finally|still|happily)\s+)*"
            r"(?:living|based|settled|retired)\s+(?:now\s+|here\s+)?(?:out\s+|down\s+|up\s+|over\s+)?in\s+"
            rf"{_EN_CITY}(?=\s*(?:[.,!;]|$)|\s+(?:now|for|since|\d+|these|and|but|with|lol|haha|atm|rn)\b)",
            "{who} lives in {X}",
            0.8,
            slot="residence",
            value="{x}",
            check="place",
        ),
        # Where someone comes from to visit is where they live: "my mom's visiting from Kentucky",
        # "my abuela is visiting from Puerto Rico for the whole month".
        _r(
            "en.class.residence_visiting_from",
            "identity",
            rf"{_EMY}(?:'s|\s+is|\s+are|'re)?\s+(?:(?:here|over|down|up)\s+)?(?:visiting|coming|flying\s+in|over|here)\s+"
            rf"(?:(?:us|me)\s+)?from\s+{_EN_CITY}",
            "{who} lives in {X}",
            0.75,
            slot="residence",
            value="{x}",
            check="place",
        ),
        # Names: "i have a gf named Luz", "a little Yorkie named Peppercorn" (anyone or any pet one has,
        # by the name they were given), and "Name is Chiamaka" opening a sentence.
        _r(
            "en.class.other_named_have",
            "identity",
            rf"\b(?:i|we)\s+(?:also\s+)?(?:have|got|had)\s+(?:an?|one|this)\s+(?:[\w-]+\s+){{0,2}}?"
            rf"(?P<rel>{EN_RELATIONS}|{'|'.join(_EN_BREEDS)})(?:,|\s+named|\s+called)\s+{_ENAMES}(?![^\W\d_])",
            "{who} is called {x}",
            0.8,
            slot="name",
            value="{x}",
            check="name",
        ),
        _r(
            "en.class.name_is_opening",
            "identity",
            # (also "name Darnell, …", "real name Dragan Ilić", "Me name Hattie Mae Simmons": said as people type it)
            rf"(?:^|[.!?,;]\s+|[—–]\s*|\b(?:hi|hey|hello|morning|mornin|evening)\W*\s+|^[a-z]{{1,8}}[,!]\s+)"
            rf"(?:(?:my|me|real|full|actual|legal)\s+name(?:'s|\s+is|:)?|(?:the\s+)?name(?:'s|\s+is|:)|name(?=\s+(?-i:{_NW})\s*[,.!]))\s+{_EN_NAME}",
            "The user's name is {x}",
            0.9,
            slot="name",
            value="{x}",
            check="name",
        ),
        # The role and the place of a job said together: "I work the front desk at Pinecrest Family
        # Dental", "I work in IT support at Crestwave Bank" (not "i work nights at…": a shift is no role),
        # "Monday I resume at Adebayo-King Partners as an auditor".
        _r(
            "en.class.work_role_at",
            "identity",
            rf"{_EWORK_ROLE_HEAD}(?P<x>{_EWORK_ROLE})\s+(?:at|for)\s+(?:an?\s+|the\s+)?(?-i:[A-Z])",
            "{who} works in {x}",
            0.75,
            slot="job",
            value="{x}",
        ),
        _r(
            "en.class.work_role_at_org",
            "identity",
            rf"{_EWORK_ROLE_HEAD}(?:{_EWORK_ROLE})\s+(?:at|for)\s+(?P<x>{_EORG_PROPER})",
            "{who} works at {x}",
            0.75,
            slot="employer",
            value="{x}",
        ),
        _r(
            "en.class.start_at_as_org",
            "identity",
            rf"{_ESTART_AT}(?P<x>{_EORG_PROPER})\s+as\s+(?:an?\s+)?{_EJOB.replace('(?P<x>', '(?:', 1)}",
            "{who} works at {x}",
            0.75,
            slot="employer",
            value="{x}",
        ),
        _r(
            "en.class.start_at_as_job",
            "identity",
            rf"{_ESTART_AT}{_EORG_PROPER}\s+as\s+(?:an?\s+)?{_EJOB}",
            "{who} is a {x}",
            0.75,
            slot="job",
            value="{x}",
        ),
        # What one lives on, listed after a colon: "what gets me through: cold brew, gummy bears, and
        # true crime podcasts", "I survive on three things: strong tea, custard creams and the hurling".
        _r(
            "en.class.like_list_colon",
            "preference",
            r"\b(?:what (?:gets|keeps) me (?:through|going)|i (?:survive|live|run|exist) on(?: (?:two|three|four|five|a few) things)?|"
            r"my (?:comfort|happy) things|things i love|my (?:guilty pleasures|weaknesses))\s*:\s*(?P<x>[^.!?:]{3,100}?)(?=\s*[.!?]|$)",
            "The user likes {x}",
            0.6,
            **_LIKE,
            each=True,
        ),
    ]
)
EN_TURN_RULES: list[Rule] = [
    # One's name said alone, then one's age, as a terse message opens: "yo. Dmitri. 19. goalie at …",
    # "marisol. 31" (a greeting may come first).
    _r(
        "en.class.name_then_age_terse",
        "identity",
        r"^(?:(?:yo|hey|hi|hiya|hello|sup|ok|okay|so|well|right)\s*[.,!]+\s*)?(?P<bare>)"
        r"(?P<x>(?!(?:yo|hey|hi|hiya|hello|sup|ok|okay|yes|yeah|no|nah|thanks|cheers|sorry|lol|well|right|so|me|mine)\b)"
        r"[A-Za-zÀ-ÖØ-öø-ÿ][a-zà-öø-ÿ'-]+(?:\s(?-i:[A-Z][a-zà-öø-ÿ'-]+))?)\s*[.,]\s+\d{1,2}\s*(?:[.,!]|$)",
        "The user's name is {x}",
        0.85,
        slot="name",
        value="{x}",
        check="name",
    ),
    # A thing said alone, then how one feels about it: "ginger beer, every time. obsessed", "matcha,
    # always", "tram. hate it, always rammed". Of whoever the question was about.
    _r(
        "en.class.fragment_then_like",
        "preference",
        rf"^(?P<bare>){_EN_FRAGMENT}\s*[,.!]+\s*(?:and\s+)?(?:every\s*time|always|obsessed|(?:i\s+)?love (?:it|them|that)|"
        r"my fav(?:ou?rite)?|so good|the best)\b",
        "{who} likes {x}",
        0.5,
        **_LIKE,
    ),
    _r(
        "en.class.fragment_then_dislike",
        "preference",
        rf"^(?P<bare>){_EN_FRAGMENT}\s*[,.!]+\s*(?:i\s+)?(?:hate (?:it|them|that)|can't stand (?:it|them)|the worst|not a fan(?! of))\b",
        "{who} dislikes {x}",
        0.5,
        slot="likes:{x}",
        value="dislike",
        valence=-0.4,
    ),
    # The favourite said after the thing, contracted ("X is my favourite" is ``en.class.like_is_my_favourite``):
    # "but the peach one's my favourite", "sweet chilli's my favorite, always".
    _r(
        "en.class.like_s_my_favourite",
        "preference",
        r"(?:^|[,.;!]\s*|\bbut\s+)(?P<bare>)(?:the\s+)?(?P<x>(?!(?:she|he|it|that|this|you|mine|which|who|what|one)\b)"
        r"[a-z][a-z'&-]*(?:\s+[a-z][a-z'&-]*){0,2}?)'s\s+(?:still\s+)?(?:my|our)\s+(?:all-time\s+)?"
        r"(?:fav(?:ou?rite)?|fave)(?=\s*(?:[,.;!]|$)|\s+(?:always|though|tho|by far|ever|for sure)\b)",
        "{who} likes {x}",
        0.5,
        **_LIKE,
        needs=("fav",),
    ),
    # A taste said object first, the feeling last: "Pickled herring I love", "the noise I can't stand",
    # "Da early starts I canna bide".
    _r(
        "en.class.fronted_like",
        "preference",
        rf"(?:^|[.!?]\s+)(?P<bare>)(?:the\s+|da\s+|dat\s+)?{_EN_FRONTED}\s+i\s+(?:really\s+|just\s+)?(?:love|adore)(?:\s+(?:it|them|'em))?\s*(?:[,.;!]|$|\s+but\b)",
        "{who} likes {x}",
        0.5,
        **_LIKE,
    ),
    _r(
        "en.class.fronted_dislike",
        "preference",
        rf"(?:^|[.!?]\s+)(?P<bare>)(?:the\s+|da\s+|dat\s+)?{_EN_FRONTED}\s+i\s+(?:really\s+|just\s+)?"
        r"(?:hate|don't like|do not like|can't stand|can't bide|can't abide|can't bear)(?:\s+(?:it|them|'em))?\s*(?:[,.;!]|$|\s+but\b)",
        "{who} dislikes {x}",
        0.5,
        slot="likes:{x}",
        value="dislike",
        valence=-0.4,
    ),
    # An interview or exam had, its answer awaited: "had a final round interview on tuesday. waiting to hear".
    _r(
        "en.class.event_awaiting",
        "life_event",
        rf"{_EI}(?:had|did|sat|took)\s+(?:a|an|my|the)\s+(?:[\w-]+\s+){{0,3}}?(?P<x>interview|audition|exam|test|assessment|tryout|trial shift)\b"
        r"[^!?]{0,80}?\b(?:waiting to hear|fingers crossed|hear back|find out|results? (?:come|comes|are due|is due)|should know)",
        "{who} is waiting to hear about their {x}",
        0.7,
        value="{event_kind}",
        outcome="open",
        names_event=True,
        needs=("waiting", "fingers crossed", "hear back", "find out", "should know", "result"),
    ),
    _r(
        "en.class.dislike_refused",
        "preference",
        r"(?:^|[.!?]\s+)(?P<bare>)(?P<x>(?!(?:i|you|he|she|it|they|we|that|this|yeah|ok|okay|well|but|and|so|oh|honestly)\b)[a-z][\w'-]*(?:\s+[\w'-]+)?)"
        r"\s+(?:though|tho)\s*[.,!]*\s*(?:absolutely not|hard pass|nope|no way|no thanks|not for me|never|no)\b(?!\s+(?:idea|one|problem|worries)\b)",
        "The user dislikes {x}",
        0.5,
        slot="likes:{x}",
        value="dislike",
        valence=-0.4,
    ),
    # The new role after the news of a promotion: "got the promotion!! senior buyer from June".
    _r(
        "en.class.job_promoted_to",
        "identity",
        rf"\b(?P<me>i)\s+(?:just\s+|finally\s+)?got\s+(?:the|my|a)\s+promotion\W+(?:it's\s+|as\s+)?(?P<x>[a-z]+(?:\s+[a-z]+){{0,2}}?)\s+(?:from|starting|as of)\s+"
        rf"(?:{_MONTHS}|next\s+(?:week|month)|monday|the\s+\d)",
        "The user is a {x}",
        0.8,
        slot="job",
        value="{x}",
    ),
    # A name said as a sentence of its own after a greeting, then what one does: "aye hiya. Moira Kerr. I'm a
    # reed maker", "salam! Rauf. I'm a carpet restorer", "g'day. Shane Pell. I mine opal".
    _r(
        "en.class.intro_name_sentence",
        "identity",
        # (after a greeting that ends a sentence: "hi, Mio. I'm a nurse" speaks to someone)
        # (a greeting first: "Mornin. I'm a brand inspector" has none, and a greeting is no name)
        # (a greeting ending with a comma only before a full name: "hey there, Rhian Ap Gwyn. I'm the ferry mate")
        r"^(?:\S+\s+){0,3}?(?:\S+?[!.]\s+(?P<x>(?-i:[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){0,2}))|"
        rf"{_EN_GREETING}(?P<x1>(?-i:[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){{1,2}})))\s*[.!,]\s+"
        r"(?:i'?m\s+(?:an?|the)\s+(?-i:[a-z])|i\s+(?:work|run|own|drive|teach|make|sell|mine|farm|fish|build|cook|guide|coach|carve|plan|"
        r"restore|repair|fix|grow|raise|keep|paint|bake|brew|weave|sew|design|look after)\b|"
        r"but\s+(?:everyone|everybody|people|they all|all)\s+calls?\s+me\b|"
        # …or the trade and where: "Anne-Sophie Marchal, night porter at the Hotel Leman"
        r"(?!(?:stuck|based|living|staying|here|back|out|home)\b)(?-i:[a-z][\w-]+)(?:\s+(?-i:[a-z][\w-]+)){0,3}\s+(?:at|for|with)\s+(?:the\s+)?(?-i:[A-Z]))",
        "The user's name is {x}",
        0.85,
        slot="name",
        value="{x}",
        check="name",
    ),
]
_EN_EVENT_NOT_MODIFIER = (
    r"(?:a|an|the|and|but|or|to|for|at|in|on|with|of|need|have|get|be|do|make|take|give|miss|skip)\b"
)
_EN_EVENT = re.compile(
    rf"\b(?:i have|i've got|i got|i'll have|i'm having|i am having|i'm going to have|i have got|going on|i'm taking|"
    rf"i am taking|i'm running|i am running|i'm doing|i'm going to|i'm off to|there's|i've got to go to|i need to go to|"
    rf"my|i'm prepping for|i'm preparing for|i am preparing for|preparing for|studying for|i'm studying for|"
    rf"i'm nervous about|i'm nervous for|i'm flying to \w+ for|i'm giving|i have to give|rebooked|booked|scheduled|"
    rf"i rescheduled|rescheduled|planning|i'm planning|we're planning|planning on|organizing|i'm organizing|"
    rf"flying out for|heading to|off to|going to|getting ready for|counting down to|is getting|'s getting|are getting|'re getting|"
    rf"is taking me to|are taking me to|'s taking me to|is throwing me|is throwing|is visiting|'s visiting|are visiting|"
    # tickets got for it: "GOT TIX for the velvet harrows concert!!!"
    rf"got tix for|got tix to|got tickets for|got tickets to|bought tickets for|bought tickets to|booked tickets for|scored tickets to) "
    # "my cousin's wedding", "the Christmas craft fair", "a big family reunion"
    rf"(?:(?:an?|my|the|this|our|his|her|their|another)\s+(?:[\w-]+'s\s+)?(?:(?!{_EN_EVENT_NOT_MODIFIER})[\w-]+\s+){{0,2}}?)?"
    rf"(?P<kw>{_EN_EVENT_KW})\b",
    re.IGNORECASE,
)
_EN_EVENT_IS = re.compile(
    rf"(?:^|\b(?:the|my|our) )(?P<kw>{_EN_EVENT_KW})(?:'s|\s+(?:is|was|will be|'ll be|will probably be|is going to be|is coming up|"
    r"is set for|starts|begins|kicks off|is booked for|is scheduled for|is on|was on))\b",
    re.IGNORECASE,
)
_EN_FLY = re.compile(
    r"(?:\b(?:i'm|i am|we're|we are) |^|,\s*)(?:flying|heading|going|traveling|travelling|off|driving) (?:to visit [\w ]+? in |to see [\w ]+? in |)"
    r"(?:to |out to |back to |down to |up to )?(?P<x>(?-i:[A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,2}))",
    re.IGNORECASE,
)
# Good and bad news: (pattern, outcome, kind); the memory keeps the user's own words.
_EIX = (
    r"(?:\b(?:i|we)(?:'ve| have)?\s+|^\s*|(?<=[,.;!?:])\s*|(?<=\band\s)|(?<=\bjust\s)|(?<=\bso\s)|(?<=\bupdate\s)|"
    r"(?<=\bnews\s)|(?<=\bfinally\s))(?:just\s+|finally\s+|officially\s+|actually\s+|totally\s+|also\s+)*"
)
_EPOSS = r"(?:the |my |our |his |her |their |a |an )?"
# Good and bad news: (pattern, outcome, kind); the memory keeps the user's own words.
# "got into" a place is news; "got into" trouble is not good news: "a bad spot", "a fight", "it".
_EN_NOT_INTO = (
    r"(?!(?:an? |the |some |big |a bit of |real |serious )?"
    r"(?:(?:bad|tough|rough|awkward|sticky|tight|difficult|ugly|heated|huge|big|car|bike)\s+)?"
    r"(?:accident|crash|wreck|fight|argument|row|dispute|altercation|brawl|trouble|debt|mess|spot|jam|pickle|"
    r"situation|scrape|it)\b)"
)
EN_NEWS: list[tuple[re.Pattern[str], str, str]] = [
    (
        re.compile(
            rf"{_EIX}(?:got|landed|accepted|received|signed) (?:the|an?|my|their)\s+"
            r"(?:(?:job |internship |dream job |full-time |return )?offer|job|internship|promotion|raise|scholarship|grant|"
            r"fellowship|contract|book deal|residency)\b",
            re.I,
        ),
        "positive",
        "new_job",
    ),
    (re.compile(rf"{_EIX}(?:accepted|got|landed) an? (?:job )?offer\b", re.I), "positive", "new_job"),
    # A habit given up at last, by the user or their people: "my dad finally quit smoking after 30 years!!" (not
    # a wish: "I want to quit smoking", "trying to quit")
    (
        re.compile(
            # (just now or at last: "quit smoking two years ago" is a habit long given up, the habit rules' own)
            rf"(?:{_EIX}|\b(?:my|our)\s+(?:[\w-]+\s+){{1,2}})(?:finally|just|officially) (?:quit|stopped|gave up|kicked) "
            r"(?P<kw>smoking|vaping|drinking|the cigarettes|cigarettes|the fags|the booze|alcohol|gambling)\b",
            re.I,
        ),
        "positive",
        "news",
    ),
    # A child's first day of school: "my son started kindergarten today!!!", "Maya started school this week"
    (
        re.compile(
            r"\b(?:my|our)\s+(?:[\w-]+\s+){1,2}(?:just\s+)?started\s+(?P<kw>kindergarten|preschool|nursery|daycare|school|"
            r"primary school|big school|first grade|reception|high school|college|uni|university)\b",
            re.I,
        ),
        "positive",
        "news",
    ),
    (
        re.compile(
            rf"(?:{_EIX}|\b(?:my|our)\s+(?:[\w-]+\s+){{1,2}})got (?:promoted|hired|accepted|in|into {_EN_NOT_INTO}[\w .'-]{{2,40}}?)"
            r"(?=[.,!;]|$|\s(?:and|for|so|to|as|at|today|yesterday)\b)",
            re.I,
        ),
        "positive",
        "new_job",
    ),
    (
        re.compile(
            rf"(?:{_EIX}|\b(?:my|our)\s+(?:[\w-]+\s+){{1,2}})(?:just |finally )?got (?:engaged|married)\b",
            re.I,
        ),
        "positive",
        "wedding",
    ),
    (
        re.compile(
            r"\b(?:my|our)\s+(?:[\w'-]+\s+){1,3}(?:made it to|qualified for|won|got into|got accepted to) "
            rf"{_EN_NOT_INTO}[\w' -]{{2,40}}",
            re.I,
        ),
        "positive",
        "news",
    ),
    (
        re.compile(
            rf"{_EIX}(?:finished|completed|got) (?:my|the|a) (?:certification|certificate|course|program|training|license|degree)\b",
            re.I,
        ),
        "positive",
        "news",
    ),
    (
        re.compile(
            r"\b(?:i|we|me)\b[\w ]{0,30}? (?:broke up|split up|called it quits)\b|\b(?:broke|split) up with\b",
            re.I,
        ),
        "negative",
        "breakup",
    ),
    (
        re.compile(
            r"\b(?:had|having|welcomed) (?:a|her|his|their|the|our) (?:(?:first|second|third|new)\s+)?(?:baby|son|daughter|little (?:girl|boy))\b|"
            r"\b(?:they|she|he|[A-Z]\w+) offered me (?:the|a) (?:job|position|role|spot|place)\b",
            re.I,
        ),
        "positive",
        "news",
    ),
    (
        re.compile(
            rf"(?:{_EIX}|\b(?:he|she)\s+|\b(?:my|our)\s+(?:[\w-]+\s+){{1,2}})(?:passed|aced|nailed|crushed|killed|cleared) {_EPOSS}(?P<kw>[\w' ]{{0,20}}?(?:{_EN_EVENT_KW}))",
            re.I,
        ),
        "positive",
        "",
    ),
    (
        re.compile(
            rf"\b(?:the|my|our) (?P<kw>{_EN_EVENT_KW}) went (?:really |so |super )?(?:well|great|fine|amazing|perfectly|smoothly)",
            re.I,
        ),
        "positive",
        "",
    ),
    (
        re.compile(
            rf"{_EIX}(?:launched|shipped|released|published|finished|opened|sold|won|bought|closed on) {_EPOSS}[\w' -]{{0,25}}?"
            r"(?:app|website|site|product|book|paper|article|business|shop|store|startup|house|home|car|album|podcast|game|"
            r"marathon|race|tournament|championship|competition|award|prize|lottery|deal|thesis|degree|first \w+)\b",
            re.I,
        ),
        "positive",
        "news",
    ),
    (
        re.compile(
            rf"{_EIX}(?:graduated|defended|got my license|got my degree|bought a house|got an? (?:new )?(?:{_EN_PETS})|adopted a \w+)\b|"
            r"\bi(?:'m| am) (?:officially )?(?:a )?(?:graduate|pregnant|cancer[- ]free|debt[- ]free)\b|"
            r"\bwe(?:'re| are) (?:having a baby|pregnant|expecting)\b",
            re.I,
        ),
        "positive",
        "news",
    ),
    (
        re.compile(
            rf"(?:{_EIX}|\b(?:he|she)\s+|\b(?:my|our)\s+(?:[\w-]+\s+){{1,2}})(?:failed|bombed|flunked|blew|messed up) {_EPOSS}(?P<kw>[\w' ]{{0,20}}?(?:{_EN_EVENT_KW}))",
            re.I,
        ),
        "negative",
        "",
    ),
    (
        re.compile(
            r"\b(?:i )?didn't get (?:the|into|in|that) ?(?:job|offer|role|position|internship|promotion|grant|[\w .'-]{2,30}?)"
            r"(?=[.,!;]|$|\s(?:and|but|so)\b|\s*[^\w\s])",
            re.I,
        ),
        "negative",
        "news",
    ),
    (
        re.compile(
            rf"{_EIX}(?:got|was|been|just got) (?:laid off|fired|let go|rejected|dumped|sacked)\b|\bi lost my job\b|"
            rf"{_EIX}laid off\b",
            re.I,
        ),
        "negative",
        "job_loss",
    ),
    (
        re.compile(
            r"\b(?:we|i) lost (?:the|our|my) (?:game|match|final|race|case|tournament|championship)\b", re.I
        ),
        "negative",
        "competition",
    ),
    (
        # ("my son just passed his GCSEs": a test passed, no death)
        re.compile(
            r"\b(?:my|our) (?:[\w-]+ ){0,2}(?:passed away|died|passed(?=\s*(?:[.,!;:]|$)|\s+(?:on|last|yesterday|"
            r"this|in (?:his|her|their) sleep|suddenly|peacefully)\b))\b",
            re.I,
        ),
        "negative",
        "bereavement",
    ),
    (
        re.compile(
            r"\bi (?:broke|sprained|fractured|tore) my \w+|\bi(?:'m| am| was) (?:in the hospital|hospitalized)\b",
            re.I,
        ),
        "negative",
        "health",
    ),
    # A place in a contest: "took second in the pie competition", "my son came third at the regionals"
    (
        re.compile(
            rf"(?:{_EIX}|\b(?:he|she)\s+|\b(?:my|our)\s+(?:[\w-]+\s+){{1,2}})(?:took|came|finished|placed|got|won) "
            r"(?:first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th)(?: place| prize)? (?:in|at) "
            rf"(?:the |our |my |t'\s*)?(?P<kw>[\w' -]{{0,25}}?(?:{_EN_EVENT_KW}))\b",
            re.I,
        ),
        "positive",
        "",
    ),
    # A test passed, whatever it is called, or a licence got: "my son just passed his GCSEs!", "I got my HGV licence"
    (
        re.compile(
            rf"(?:{_EIX}|\b(?:he|she)\s+|\b(?:my|our)\s+(?:[\w-]+\s+){{1,2}})(?:just\s+|finally\s+)?"
            r"(?:(?:passed|cleared) (?:his |her |my |their )(?!(?:house|place|car|shop|street|way|exit|plate|ball|"
            r"phone|stop|turn|window|door)\b)(?P<kw>[\w-]{2,14})(?:\s+exams?)?(?=\s*(?:[.,!;]|$))|"
            r"(?:got|earned|received) (?:his |her |my |their )(?:(?:driving |driver's |drivers |truck |bus |pilot's |pilot )?"
            r"licen[cs]e|cdl|permit|black belt|diploma|degree|green card|citizenship|certificate|papers))\b",
            re.I,
        ),
        "positive",
        "news",
    ),
    # What the weather did to one's home, boat or crop: "the storm ripped the fence off our yard",
    # "a late frost killed my apricot blossom", "floods wrecked our cellar"
    (
        re.compile(
            r"\b(?:storm|hurricane|cyclone|typhoon|tornado|floods?|flooding|king tides?|hail(?:storm)?|frost|freeze|drought|"
            r"wildfire|bushfire|earthquake|landslide|mudslide|blizzard)\b[^.!?]{0,30}?\b(?:tore|took out|took off|took half|"
            r"destroyed|damaged|flooded|killed|wrecked|ruined|wiped out|blew|knocked|smashed|burned|burnt|ripped|"
            r"flattened|washed away)\b(?=[^.!?]{0,40}\b(?:my|our|us|me)\b)",
            re.I,
        ),
        "negative",
        "news",
    ),
]
EN_PLAIN_EVENTS: list[Rule] = [
    _r(
        "en.life_event.new_job",
        "life_event",
        r"\bi (?:got|started|found|landed) a new job\b",
        "The user started a new job",
        0.7,
        value="new_job",
        outcome="positive",
        valence=0.6,
    ),
    _r(
        "en.life_event.quit",
        "life_event",
        r"\bi (?:just )?(?:quit|left) my job\b",
        "The user quit their job",
        0.7,
        value="quit_job",
        outcome="unknown",
    ),
    _r(
        "en.life_event.job_search",
        "life_event",
        r"\b(?:i'm |i am )?(?:looking for a (?:new )?job|job hunting)\b",
        "The user is looking for a job",
        0.65,
        value="job_search",
        outcome="open",
    ),
]
_EN_DAYS = r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?"
_EN_ATTRS: list[tuple[str, re.Pattern[str]]] = [
    (
        "time",
        re.compile(
            # (the day with what says which: "this saturday", "last Tuesday", "next Friday")
            rf"(?P<x>(?:every\s+(?:other\s+|second\s+|third\s+|first\s+|last\s+)?|(?:this|last|next)\s+(?:coming\s+)?)?{_EN_DAYS}(?:\s*(?:and|&|,)\s*{_EN_DAYS})?(?:\s+(?:mornings?|afternoons?|evenings?|nights?))?"
            r"(?:\s+at\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)?)?|(?:on\s+)?(?:january|february|march|april|may|june|july|august|september|"
            r"october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\.?\s+\d{1,2}(?:st|nd|rd|th)?\b|"
            r"next\s+(?:weekend|week|month|year|spring|summer|fall|\w+day|january|february|march|april|may|june|july|august|"
            r"september|october|november|december)\b|at\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)|in\s+(?:january|february|march|april|"
            r"may|june|july|august|september|october|november|december)|every\s+(?:week|month|morning|evening|night|weekend)|"
            # the day first ("20th August", "the 3rd of May"), and a month said right after starts / due / by
            r"(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:january|february|march|april|may|june|july|august|september|october|"
            r"november|december)\b|(?:(?<=starts\s)|(?<=begins\s)|(?<=due\s)|(?<=by\s))(?:january|february|march|april|june|july|"
            r"august|september|october|november|december)\b|"
            r"(?:weekends|weeknights)(?!\s+(?:ago|later|from now))|the\s+\d{1,2}(?:st|nd|rd|th)|(?:the\s+)?\w+day\s+after\s+next|(?:this|next)\s+(?:spring|"
            r"summer|fall|autumn|winter)|"
            # the edge of a month, how far off, and when it happened ("end of May", "in 3 weeks", "last season")
            r"(?:the\s+)?(?:end|start|beginning|middle)\s+of\s+(?:next\s+month|january|february|march|april|may|june|july|august|"
            r"september|october|november|december)\b|in\s+(?:a\s+fortnight|(?:\d{1,2}|a|two|three|four|five|six|a few|a couple of)\s+"
            r"(?:days|weeks|months)\b)|tomorrow(?:\s+(?:morning|afternoon|evening|night))?|tonight|this\s+weekend|"
            r"last\s+(?:week|month|year|season|spring|summer|fall|autumn|winter|january|february|march|april|may|june|july|august|"
            r"september|october|november|december)\b)",
            re.I,
        ),
    ),
    (
        "place",
        re.compile(
            r"\b(?:at|in|on)\s+(?:the\s+|a\s+|my\s+|our\s+)?(?P<x>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}?)"
            r"(?=\s*(?:[.,!?;]|$|\s(?:every|on|at|and|but|downtown|near|for|with|from|starting|each)\b))",
            re.I,
        ),
    ),
    (
        "duration",  # "it's 3 hours long": how long the event in focus lasts
        re.compile(
            r"\bit(?:'s| is| will be|'ll be)\s+(?:about\s+|around\s+|like\s+)?(?P<x>(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|"
            r"twelve|a couple of|a few)\s+(?:minutes|hours?|days?|weeks?|months?))\s+long\b",
            re.I,
        ),
    ),
    (
        "duration",  # "the whole thing should take like 2 hours", "we go about an hour"
        re.compile(
            r"\b(?:takes?|should take|will take|'ll take|go|goes|run|runs|last|lasts)\s+(?:about\s+|around\s+|like\s+|roughly\s+|maybe\s+)?"
            r"(?P<x>(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a couple of|a few)\s+(?:minutes|hours?|days?|weeks?))\b",
            re.I,
        ),
    ),
    (
        "duration",
        re.compile(
            r"(?:\bfor|\blasts?|\bruns?|\bgoes|\bis)\s+(?:about\s+|around\s+)?(?P<x>(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|"
            r"twelve|a couple of|a few)\s+(?:weeks?|months?|days?|hours?|sessions|weekends|years?|nights))\b",
            re.I,
        ),
    ),
    (
        "duration",
        re.compile(
            r"^(?P<x>(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a couple of|a few)\s+(?:whole\s+|full\s+)?(?:weeks?|months?|"
            r"days?|nights?|hours?|sessions|weekends))\b",
            re.I,
        ),
    ),
    (
        "duration",
        re.compile(
            r"\b(?:a|an|it's a|it is a)\s+(?P<x>(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve)-(?:week|month|day|hour))\b",
            re.I,
        ),
    ),
    (
        "size",
        re.compile(
            r"(?P<x>(?:about|around|roughly|maybe|like|over|almost|only|just|nearly)?\s*(?:\d[\d,]*|a dozen|a few|a handful of|two|three|four|five|six|"
            r"seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|a hundred)\s+(?:people|members|of us|participants|runners|"
            r"players|kids|students|folks|guests|women|men|volunteers))",
            re.I,
        ),
    ),
    (
        "purpose",
        re.compile(
            r"\b(?:the (?:whole )?point is to|the (?:goal|idea|plan|aim) is to|it's (?:mostly |mainly |all |just |really )?(?:to|for)|"
            r"(?:running|doing) it (?:to|for)|to raise money for|(?:we're |i'm )?preparing for|(?:i'm )?hoping to|in order to|"
            r"we(?:'re| are)?\s+(?:read|reading|focus on|focusing on|work on|working on|learn|learning|practice|practicing|make|"
            r"making|raise money for|raising money for|collect|collecting|pick up|picking up|discuss|discussing|study|studying|sing|"
            r"singing|play|playing|cover|covering)|it's (?:all )?about|it is about|focuses on|the theme is|the goal is to|"
            r"the point is to|it's for)\s+"
            r"(?P<x>[a-z][\w'&-]*(?:\s+[a-z][\w'&-]*){0,4}?)(?=\s*(?:[.,!?;]|$|\s(?:and then|every|on|at|but)\b))",
            re.I,
        ),
    ),
]
_EN_EVENT_NOUN = (
    r"(?:wedding|party|trip|conference|concert|class|club|course|race|marathon|choir|cleanup|ceremony|funeral|reunion|"
    r"festival|tournament|show|exhibition|retreat|season|program|programme|workshop|camp|meetup|league|game|match|mba|"
    r"bootcamp|recital|gala|fundraiser|launch|hackathon|interview|exam|defense|appointment|surgery|move)"
)
_EN_EVENT_START = re.compile(
    rf"^(?:so\s+|and\s+|oh\s+|also\s+)?(?:the|our|my|this|that)\s+(?P<e>(?:[\w'-]+\s){{0,2}}?{_EN_EVENT_NOUN})(?:'s)?\b",
    re.I,
)
_EN_DISCOURSE = frozenset(
    re.findall(
        r"\w+",
        "anyway also so then wait actually basically seriously literally obviously btw update ugh lol "
        "hmm and but or because since though however plus besides otherwise luckily sadly anyways",
    )
)
# A fragment answering "when/where is it?" about the event in focus: "May 3rd, in Austin",
# "Denver, on the 9th", "next Friday at the lake".
_EN_ATTR_FRAGMENT = re.compile(
    rf"^(?:(?:on\s+|in\s+)?{_MONTHS}\b|(?:on\s+|this\s+|next\s+)?{_EN_DAYS}\b|next\s+(?:week|month|year|spring|summer|fall|winter)\b|"
    rf"(?P<x>(?-i:(?!(?:{'|'.join(w.capitalize() for w in sorted(EN_OPENERS | _EN_DISCOURSE) if w.isalpha())})\b)"
    rf"(?![A-Z][a-z]+ly\b){_NW}(?:\s+{_NW})?)),\s+"
    rf"(?:at|in|on|near|the|{_MONTHS}\b|\d))",
    re.I,
)


def _en_fragment(sentence: str) -> bool:
    """A few words with no subject of their own: "May 3rd, in Austin", not "Next month I'm off"."""
    return len(sentence.split()) <= 7 and not re.search(r"\b(?:i|i'm|we|we're|my|our)\b", sentence, re.I)


_EN_GENERIC_EVENTS = {
    "season",
    "class",
    "course",
    "program",
    "programme",
    "event",
    "show",
    "thing",
    "league",
    "game",
}
_EN_PROPER_PLACE = re.compile(rf"\b(?:in|at|near|out\s+of)\s+(?P<x>(?-i:{_NW}(?:\s+{_NW}){{0,2}}))")
# What a plan said with its time is called: the purpose after "for" ("for training on the new machines"), a
# trip "on" ("going on tour"), the event "at" ("to show silbo at a festival"), or what is opened, booked,
# planned or started ("next month we open second outlet in KL", "we plan a guesthouse", "we've booked a
# holiday to Tenerife").
_EN_PLAN_NOUN = re.compile(
    r"\bfor\s+(?:a\s+|an\s+|the\s+|my\s+|our\s+)?(?:[a-z]+\s+)?(?P<a>training|course|journey|residency|internship|"
    rf"placement|exchange|pilgrimage|honeymoon|fair|expo|summit|audition|tryout|{_EN_EVENT_NOUN})\b"
    r"|\bon\s+(?:a\s+)?(?P<b>tour|trip|cruise|holiday|vacation|honeymoon|retreat|pilgrimage)\b"
    r"|\b(?P<e>moving|move)\s+(?:back\s+)?to\b"
    rf"|\bat\s+(?:a|the)\s+(?:[a-z]+\s+)?(?P<c>{_EN_EVENT_NOUN})\b"
    r"|\b(?:open|opening|plan|planning|booked|book|booking|start|starting|host|hosting|organi[sz]ing|throwing)\s+"
    r"(?:a\s+|an\s+|the\s+|our\s+|my\s+|another\s+)?(?:[a-z'-]+\s+){0,2}?(?P<d>[a-z]{3,})"
    r"(?=\s*(?:[,.!;]|$)|\s+(?:in|at|on|for|next|this|from|with|to|maybe|soon)\b)"
    # … or whatever it is called, said with its day: "my viva in March", "the county final on Sunday",
    # "my review is pushed to Monday", "a gala in Cape Town this spring"
    # (not a venue, "at the showgrounds in May", nor things, "frame my prints in May")
    r"|(?<!\bto )(?<!\bfrom )\b(?:my|our|a|an|the|his|her|their)\s+(?:[a-z'-]+\s+){0,2}?"
    r"(?P<f>[a-z][a-z'-]{2,})(?<![^s]s)"
    r"(?=\s+(?:(?:is|are|starts?|begins?|moved|preponed|postponed|pushed)\s+)*(?:(?:up\s+)?in\s+(?-i:(?:[A-Z][a-z]+\s+){1,3}))?"
    rf"(?:(?:on|in|by|to|this|next)\s+(?:the\s+)?)?(?:{_MONTHS}|{_EN_DAYS}|tonight|tomorrow|(?:spring|summer|fall|autumn|winter|weekend)\b|\d{{1,2}}(?:st|nd|rd|th)\b))",
    re.I,
)
_EN_NUMBER = r"(?:\d[\d,]*|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|a hundred)"
_EN_PLAN_BARE: list[tuple[str, re.Pattern[str]]] = [
    (
        "duration",
        re.compile(
            rf"\b(?P<x>{_EN_NUMBER}\s+(?:weeks?|days?|months?|nights?))\b(?!\s+(?:ago|later|old|before|after|from now)\b)",
            re.I,
        ),
    ),
    (
        "size",
        re.compile(
            rf"\b(?P<x>{_EN_NUMBER}\s+(?:[a-z]+\s+)?(?!(?:days|weeks|months|years|hours|minutes|nights|times)\b)[a-z]{{3,}}s)\b",
            re.I,
        ),
    ),
]
_EN_PLAN_PLACE = re.compile(rf"\b(?:in|at|near|to|out\s+of)\s+(?P<x>(?-i:{_NW}(?:\s+{_NW}){{0,2}}))")
_EN_NOT_PLAN_NOUN = frozenset(
    re.findall(
        r"\w+",
        "week weeks month months year years summer winter spring autumn fall weekend morning evening night day days "
        "time times while sure now then here there it them that this something anything everything nothing ages "
        "sale free real good long sometime someone somebody myself yourself ourselves work home",
    )
)


# What a plan said with its time is called, after the verb of taking part in it or holding it:
# "下个月我要参加 Riverside Chili Cook-off", "下周日我们小区搞消防演练", "礼拜天教堂有个义卖会",
# "有个学生下个月去比省运会".
_ZH_PLAN_NOUN = re.compile(
    rf"(?:参加|参赛|去比|比|搞|办|举办|举行|有个|有场|有一场|有一个)\s*"
    rf"(?P<x>[A-Za-z][A-Za-z' -]{{1,40}}[A-Za-z]|(?:(?![的了啦呢吧啊呀嘛我你他她们要去在是])[{HAN}]){{2,8}})"
)


def _zh_plan_noun(sentence: str) -> str:
    m = _ZH_PLAN_NOUN.search(sentence)
    if not m or city_named(m.group("x")) or _ZH_ATTRS[0][1].fullmatch(m.group("x")):
        return ""
    return m.group("x").strip()


# What is done at a time said first: "这周六他们厂里开运动会", "六月高考", "月底我要转正了", "十月的杭州马拉松",
# "年底就要生宝宝了"; or the thing whose time it is, said before it: "预产期是九月", "高考在六月".
_ZH_TIME_HEAD = re.compile(
    rf"^(?:的|就|都|还)?(?:[{HAN}]{{0,4}}?(?:学校|厂里|公司|单位|村里|班里|团里|馆里|店里|所里|队里)|[我他她俺额阮咱][们家]?)?"
    rf"(?:就|也|还|都)?(?:要|会|将|准备|打算|得|该|想)?(?:一起|一块儿?)?(?:去|来)?(?:在[{HAN}]{{2,8}}?(?=搞|开|办|举办|举行|有))?"
    rf"(?:(?:开|搞|办|举办|举行|参加|接|考|比|拿|得|过|有|迎来)(?:了|个)?)?(?:一?[场个次届份张])?"
    rf"(?P<n>[{HAN}A-Za-z]{{2,8}}?)(?=$|[，,。！!？?\s~～…]|了|啦|呀|啊|吧|呢|哦)"
)
_ZH_HEAD_BEFORE = re.compile(rf"(?P<n>[{HAN}]{{2,5}}?)(?:就?是|定在|就?在)?$")
_ZH_NOT_HEAD = re.compile(
    rf"^[我你他她它在是不没也都就去来回到要会想说这那哪什]|^(?:时候|时间|日子|事情|东西|{ZH_RELATIONS})$"
)


def _said_otherwise(found: list[Candidate], said_before: int) -> None:
    """What one memory of the sentence says already, no second one repeats:
    - "上个月我搬到了杭州滨江区": a move made is where one lives now; the residence says it ("用户搬到了杭州滨江区",
      superseding the old one), no move news beside it;
    - "我老伴儿退休了": retired is what they are now, no retirement news beside it;
    - "谢谢你陪我聊，你很温柔" / "谢谢你陪我吐槽": the feeling or the deed says the thanks, no bare
      "用户感谢助手的陪伴" beside it."""
    said = found[said_before:]
    homes = [c for c in said if c.reason == "zh.identity.moved" and c.value]
    retired = {c.subject for c in said if c.reason == "zh.class.job_retired"}
    thanked = any(c.reason in ("zh.relationship.praise", "zh.shared.thanks_for") for c in said)
    keep: list[Candidate] = []
    for c in said:
        if c.reason == "zh.life_event.move" and (
            home := next((h for h in homes if h.subject == c.subject and c.content.endswith(h.value)), None)
        ):
            home.content = c.content
            continue
        if c.type == "life_event" and c.value == "retirement" and c.subject in retired:
            continue
        if thanked and c.reason == "zh.relationship.thanks":
            continue
        keep.append(c)
    found[said_before:] = keep


def _zh_time_head(sentence: str) -> str:
    """What a Chinese event goes by when its sentence says its time: the thing done right after the time
    ("这周六他们厂里开运动会" → 运动会, "月底我要转正了" → 转正), or named right before it ("预产期是九月" →
    预产期); "" when neither is a plain word (a place, a time, a pronoun)."""
    when = _ZH_ATTRS[0][1].search(sentence)
    if not when:
        return ""
    after = _ZH_TIME_HEAD.match(sentence[when.end() :])
    before = _ZH_HEAD_BEFORE.search(sentence[: when.start()])
    for m in (after, before):
        if not m:
            continue
        head = m.group("n").rsplit("的", 1)[-1]
        if (
            len(head) >= 2
            and not _ZH_NOT_HEAD.search(head)
            and not city_named(head)
            and not _ZH_ATTRS[0][1].search(head)
        ):
            return head
    return ""


def _en_plan_done(sentence: str) -> str:
    """A plan named by what one is about to do, said before its time: "we're renewing our vows in
    June" → "renewing our vows" (not where one goes: "off to the shops next week")."""
    when = _EN_ATTRS[0][1].search(sentence)
    if not when:
        return ""
    before = re.sub(
        r"[\s,]+(?:in|on|at|by|from|for|this|next|starting|start|starts|until)$",
        "",
        sentence[: when.start()].rstrip(),
        flags=re.I,
    )
    done = re.search(
        r"(?:'re|'s|'m|\b(?:are|is|am|will|gonna|going\s+to))\s+(?!not\b|never\b|at\b|in\b|on\b|from\b|with\b|(?:off|going|heading|popping|nipping|back)\s+(?:to|down|over|out|up)\b)(?P<p>(?:[a-z'-]+\s+){0,4}[a-z'-]+)$",
        before,
        re.I,
    )
    if (
        not done
        or len(done.group("p")) < 5
        or re.fullmatch(r"(?:going|off|back|here|there|free|busy|away|home)", done.group("p"), re.I)
    ):
        return ""
    return done.group("p")


# What stands between a thing and its time: "hajj in May", "the harvest dance is next week", "the craft fair in
# Porto on the 9th", "a little crab boil for us Sunday".
_EN_TIME_LEAD = re.compile(
    r"(?:[\s,]+(?:in|on|at|by|from|for|this|next|starting|start|starts|begins?|until|is|are|was|were|will\s+be|due|"
    r"(?:in|at|near)\s+(?:the\s+)?(?-i:[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2})|for\s+(?:me|us|him|her|them)|"
    r"(?:yesterday|today|tomorrow|tonight))|'s)$",
    re.I,
)
_EN_HEAD_WORD = re.compile(r"(?:^|(?<=\s))(?P<w>[a-z][a-z'-]{2,}|(?-i:[A-Z]{2,5}))$", re.I)
_EN_NOT_HEAD = re.compile(
    r"(?:[a-z]+ly|i|me|you|he|she|it|we|they|him|her|us|them|my|our|your|his|their|one|all|again|"
    r"off|out|up|down|over|away|back|home|here|there|now|then|soon|later|put|got|get|had|have|made|make|done|"
    r"took|take|but|and|first|second|third|fourth|fifth|kilos?|kg|tons?|metres?|meters?|pieces?|sets?|"
    r"(?:go|com|leav|start|do|work|head|fly|get|travel|mov)ing)",
    re.I,
)


# An event the user went through, said by the verb that ends it, with the user (or no one) before it:
# "finished my last round of chemo", "I had an interview at Hartwell", "we did the 10k".
_EN_DONE_EVENT = re.compile(
    r"(?:^|(?<=[,.!;]\s)|\b(?:i|we)\s+(?:just\s+|finally\s+)?)(?P<v>finished|completed|had|did)\s+"
    rf"(?:my|our|the|a|an)\s+(?:(?!and\b|but\b)[\w'-]+\s+){{0,3}}?(?:of\s+)?(?P<kw>{_EN_EVENT_KW})\b",
    re.I,
)


_EN_ANSWER_AWAITED = frozenset({"interview", "exam", "defense", "competition", "court"})
# "had a second interview on monday. waiting to hear back": gone through, its answer still pending
_EN_AWAITING = re.compile(r"\b(?:waiting|await\w*|hear back|fingers crossed)\b", re.I)


def _en_time_head(sentence: str) -> str:
    """The word said right before an event's time, for the event to go by when nothing else names it:
    "heading for hajj in May" → hajj, "karaoke showdown Friday at 8" → showdown, "reed dance is
    next week" → dance ("" for a verb, a pronoun, a venue or a day: "I'm off to Leeds on Monday")."""
    when = _EN_ATTRS[0][1].search(sentence)
    if not when:
        return ""
    before = sentence[: when.start()].rstrip(" ,")
    while cut := _EN_TIME_LEAD.search(before):
        if not cut.start():
            return ""
        before = before[: cut.start()].rstrip(" ,")
    head = _EN_HEAD_WORD.search(before)
    if not head:
        return ""
    word = head.group("w")
    low = word.lower()
    if (
        _EN_NOT_HEAD.fullmatch(low)
        or low in EN_STOP
        or low in _EN_NOT_PLAN_NOUN
        # (a month, a day, or who it is with: "my gran this weekend")
        or re.fullmatch(rf"{_MONTHS}|{_EN_DAYS}|{EN_RELATIONS}", low)
        # "we're moving", "I'm having": a verb after its subject
        or re.search(
            r"\b(?:i|we|you|they|he|she|i'm|we're|you're|they're|he's|she's|it's|am|are|is|be|been|was|were|will|to|"
            r"going|getting|gonna|must|can|should|could|would|might|shall|have\s+to|need\s+to)\s+$",
            before[: head.start()],
            re.I,
        )
        # a venue, not what happens there ("start at the county library on monday")
        or _EN_EVENT_PLACE.search(re.sub(r"(?<![su])s$", "", low))
        # where one is off to, unless it is an event ("off to the shops next week", not "off to boot camp")
        or (
            re.search(
                r"\b(?:off|going|heading|popping|nipping|back|over)\s+to\s+(?:the\s+)?(?:[\w'-]+\s+){0,2}$",
                before[: head.start()],
                re.I,
            )
            and not re.fullmatch(_EN_EVENT_NOUN, low)
        )
        # part of a name the time is the end of ("before Palm Sunday")
        or (word[:1].isupper() and not word.isupper() and head.start() > 0 and when.group(0)[:1].isupper())
    ):
        return ""
    return word if word.isupper() else low


def _en_event_called(event: Candidate, sentence: str) -> str:
    """What an English event goes by in its sentence: the event word its content says ("the wedding"), else the
    word said before its time ("a little crab boil for us Sunday"), else its kind."""
    noun = re.search(rf"\b(?:{_EN_EVENT_KW})\b", event.content, re.I)
    if noun:
        return _EN_EVENT_SHOWN.get(noun.group(0).lower(), noun.group(0).lower())
    if re.search(rf"\b{re.escape(event.value)}\b", sentence, re.I):
        return event.value
    return _en_time_head(sentence) or event.value


# When a new post starts: "I start Monday", "start in April", "starting next month".
_EN_STARTS_ON = re.compile(r"\b(?:start|starts|starting)(?:\s+(?:on|in|from))?\s+(?=\S)", re.I)


def _en_post_called(told: list[Candidate]) -> str:
    """What news of a new post goes by, for the day it starts: "a job" → job, the post one was made ("duty
    manager"), "promoted"; "" when the sentence told no new post."""
    news = next(
        (c for c in told if c.type == "life_event" and not c.slot and c.value in ("new_job", "promotion")),
        None,
    )
    if not news or news.outcome != "positive":
        return ""
    if re.search(r"\ba (?:new )?job\b", news.content):
        return "job"
    if "promoted" in news.content:
        return "promoted"
    post = next((c for c in told if c.slot == "job" and c.type == "identity" and not c.subject), None)
    return post.value if post else ""


def _en_plan_noun(sentence: str) -> str:
    m = _EN_PLAN_NOUN.search(sentence)
    if not m:
        return ""
    noun = next(g for g in m.groups() if g).lower()
    noun = "move" if noun == "moving" else noun
    if (
        noun in _EN_NOT_PLAN_NOUN
        or noun in EN_STOP
        or re.fullmatch(rf"{_MONTHS}|{_EN_DAYS}|{EN_RELATIONS}", noun)  # ("visiting my gran in Aberdeen")
    ):
        return ""
    if m.group("f") and _EN_EVENT_PLACE.search(noun):
        return ""  # a venue ("at the showgrounds in May"), not what happens there
    return noun


_EN_EVENT_PLACE = re.compile(
    r"(?:library|center|centre|park|hall|studio|cafe|café|gym|church|school|house|room|bar|pub|office|campus|beach|museum|"
    r"stadium|pool|rink|court|field|theater|theatre|bookstore|shop|store|garage|basement|college|university|club|"
    r"community center|rec center|venue|hotel|restaurant|brewery|winery|trail|lake|river|waterfront|pier|square|grounds?|"
    r"coast)$",
    re.I,
)
_EN_HYPOTHETICAL = re.compile(
    r"^(?:what if|if|suppose|supposing|imagine|i wish|wish|if only|would it|should i|do you think|i wonder|"
    r"maybe someday|someday|one day i|i'd love to|i would love to|i want to be|i hope)\b|"
    r"\b(?:would|could|might) (?:i|you)\b",
    re.I,
)

EN_EMOTIONS: dict[str, tuple[str, float]] = {
    "sad": ("sad", -0.7),
    "down": ("sad", -0.5),
    "depressed": ("sad", -0.8),
    "miserable": ("sad", -0.8),
    "upset": ("sad", -0.6),
    "anxious": ("anxious", -0.6),
    "nervous": ("anxious", -0.4),
    "worried": ("anxious", -0.5),
    "stressed": ("stressed", -0.6),
    "overwhelmed": ("overwhelmed", -0.7),
    "tired": ("tired", -0.3),
    "exhausted": ("tired", -0.5),
    "lonely": ("lonely", -0.6),
    "angry": ("angry", -0.6),
    "frustrated": ("angry", -0.5),
    "scared": ("scared", -0.6),
    "happy": ("happy", 0.7),
    "excited": ("excited", 0.6),
    "great": ("happy", 0.5),
}
_EN_EMOTION = re.compile(
    r"\bi(?:'m| am| feel| felt|'ve been| have been| was)\s+(?P<deg>so |really |very |a bit |a little |kind of |kinda |"
    rf"pretty |super |quite |extremely )?(?P<x>{'|'.join(EN_EMOTIONS)})\b"
    # Politeness and feelings for the other are no state of the user's: "happy to help", "so happy for you".
    r"(?!\s+(?:to (?:help|hear|see|know|chat|talk|share|assist)|for (?:you|them|him|her|u)\b|that you|you\b))"
    # "I'm down to join" / "down for it" is being willing, not low; "when I'm down" is any time, not now
    r"(?!(?<=down) (?:to|for|with)\b)(?<!\bwhen i'm down)(?<!\bwhen i am down)(?<!\bwhenever i'm down)",
    re.IGNORECASE,
)

# Pure filler: kept out by the importance gate, and visibly counted as dropped.
FILLER = {
    "哈哈",
    "哈哈哈",
    "哈哈哈哈",
    "嗯",
    "嗯嗯",
    "嗯嗯嗯",
    "好",
    "好的",
    "好滴",
    "好哒",
    "晚安",
    "早安",
    "早",
    "哦",
    "噢",
    "哦哦",
    "嗯呢",
    "是的",
    "对",
    "对啊",
    "行",
    "收到",
    "知道了",
    "谢谢",
    "拜拜",
    "你好",
    "你好呀",
    "在吗",
    "在干嘛",
    "呵呵",
    "嘿嘿",
    "嘻嘻",
    "ok",
    "okay",
    "k",
    "lol",
    "lmao",
    "haha",
    "hahaha",
    "hehe",
    "hmm",
    "yes",
    "yeah",
    "yep",
    "no",
    "nope",
    "sure",
    "thanks",
    "thank you",
    "thx",
    "good night",
    "gn",
    "night",
    "morning",
    "good morning",
    "hi",
    "hello",
    "hey",
    "bye",
    "cool",
    "nice",
    "wow",
    "really",
    "same",
}
_STRIP = re.compile(r"[\s，。！？!?,.;；:：~～…、\"'“”‘’()（）\[\]]+")
_FILLER_BARE = {_STRIP.sub("", f) for f in FILLER}
_EMOJI_ONLY = re.compile(r"^[\U0001F000-\U0001FFFF\u2600-\u27BF\uFE0F\u200d]+$")
_LAUGHTER = re.compile(r"^(?:哈+|呵+|嘿+|嘻+|嗯+|h[ae](?:h[ae])+|l+o+l+|a*ha+(?:ha)*)$", re.IGNORECASE)


_ZH_HYPOTHETICAL = re.compile(
    r"^(?:如果|要是|假如|假设|万一|倘若|但愿|真希望|好想|我想要是|我要是|等我以后|以后要是|哪天|假使|若是|你说|你觉得|你猜|要不要|该不该)|"
    r"(?:就好了|该多好|多好啊|就好啦)[。！!～~]*$"
)
_QUESTION = re.compile(rf"(?:[?？]|(?<![不])(?:吗|么|(?<![的了啦])嘛))[\s。！!～~…]*$|([{HAN}])不\1")
# A clause that asks with a question word and a closing particle, without a question mark: "伴郎红包一般给
# 多少啊", "… 这个怎么弄呀" ("什么都行", "哪儿都去" say "any": no question).
_ZH_WH_CLAUSE = re.compile(
    r"(?:^|[，,\s])(?P<q>[^，,\s]*?(?:多少|什么|啥|哪|怎么|咋|几[个点号天岁时次块]|谁|为啥|为什么)(?![都也])[^，,\s]{0,8}?"
    r"(?:啊|呀|呢|哇|嘞|捏|嘛))[\s。！!～~…]*$"
)
_ZH_WH_WORD = re.compile(r"多少|什么|啥|哪|怎么|咋|几|谁|为啥|为什么")
# "我男朋友叫周航，名字是不是挺酷": the statement before a closing question clause still stands.
_ZH_QUESTION_TAIL = re.compile(
    # … after a comma, or a space as chat types clauses ("我最不喜欢吃的就是折耳根 你说…是不是怪")
    rf"(?:[，,]|(?<=[{HAN}])\s+)[^，,\s]{{0,5}}?(?:是不是|对不对|好不好|好听不|怎么样|咋样|厉不厉害|酷不酷|可不可爱|信不信|想不到吧)[^，,]*$"
    rf"|(?:[，,]|(?<=[{HAN}])\s+)(?:你|您)(?:觉得|说|看|猜)[^，,]*$"
    # … or a question to the assistant closing the message: "我最钟意阳江猪肠碌，你食过未？"
    rf"|(?:[，,]|(?<=[{HAN}])\s+)(?:你|您)[^，,]{{0,12}}?(?:[?？]|吗|么|未|冇|没有?)[\s。！!～~…?？]*$"
)
# "我在昆明的花卉市场当花艺师，管进货？": a statement of one's own, then a question of its own in the last
# clause; the statement stands when it states something by itself ("还是…？" asks between the two, so
# nothing stands).
_ZH_OWN_THEN_ASKED = re.compile(
    r"^(?P<s>(?:我|俺|偶|咱|阮|𠊎|本人)[^，,]{3,}(?:[，,][^，,]+)*?)[，,](?!\s*(?:还是|或者|或是|要么))[^，,]{1,16}$"
)
# "叫我老大吧，开玩笑的": a joke taken back states nothing; what follows it stands ("骗你的，我…").
_ZH_RETRACTED = re.compile(r"开玩笑(?:的|呢|啦)|开个玩笑|逗你(?:玩)?的|骗你的|瞎说的|说着玩的")
_TAG_QUESTION = re.compile(
    r"[,，]\s*(?:remember|right|ok|okay|(?:you|ya|d'ye|d'you)\s+know(?:\s+that)?|did you know|can you believe it|yeah|got it|记得吗|记住了吗|记住没|对吧|好吗|知道吗|懂吗|是吧|行吗|没错吧)"
    r"[?？!！。.\s~～]*$"
    # any one word tagged on after a comma ("…, cachai?", "…, innit?", "…, eh?"), not a question word
    r"|[,]\s*(?!(?:why|what|how|who|where|when|which|really|seriously)\b)[^\W\d_]{1,8}[?]+\s*$"
    # a remark tagged on and asked to be agreed with ("…, strange for a cook, no?", "…, funny yes?")
    r"|[,]\s*(?!(?:why|what|how|who|where|when|which|do|does|did|can|could|would|will|is|are|should)\b)"
    r"(?:[^\W\d_]+\s+){1,5}(?:yes|no|right|eh|innit)[?]+\s*$",
    re.IGNORECASE,
)
_WISH_OF_OTHERS = re.compile(r"(?:希望|想让|逼|催|劝|要求|让)我")
# A full stop after an abbreviation ends no sentence: "St. Luke's", "Dr. Okafor".
_SENTENCES = re.compile(
    r"(?<=[。！？!?；;\n])|(?<=[.])(?<!\bSt\.)(?<!\bDr\.)(?<!\bMr\.)(?<!\bMs\.)(?<!\bMrs\.)(?<!\bMt\.)(?<!\bJr\.)\s+"
)
_ZH_SUBJECT_BEFORE = re.compile(
    # ("我们组的同事小林…": a colleague of the team's)
    rf"(?<![跟和陪带给帮替找与同])我(?:的|家的?|们[\u4e00-\u9fff]{{1,3}}的)?(?:那个|这个|那位|这位)?(?P<rel>{ZH_RELATIONS}|{ZH_PETS})(?:的)?"
    rf"|(?:^|(?<=[，,\s]))(?P<kin>{ZH_KIN}|前男友|前女友|前任)(?:的)?"
    # "大学室友的婚礼", "朋友的生日会": the event is theirs (``sentence[:start]`` ends before the event)
    rf"|(?<![他她它你])(?P<pos>{ZH_RELATIONS})的$"
)
_EN_SUBJECT_BEFORE = re.compile(
    rf"\b(?:my|our) (?:(?:older|younger|little|big|best|twin|college|school|old|childhood|work)\s+)?(?P<rel>{EN_RELATIONS})(?:'s)?\b"
    r"|(?:^|(?<=[.!?,;]\s))(?P<kin>mum|mom|dad|grandma|grandpa|gran|nan|grandad|granny)'s\b",  # "grandpa's hip surgery"
    re.I,
)
_ZH_ATTR_WORDS = {"time": "时间", "place": "地点", "duration": "时长", "size": "规模", "purpose": "内容"}
_ZH_ATTR_OPENERS = re.compile(
    rf"^(?:[{HAN}]{{1,4}}(?:说|通知|讲)|它|这个活动|活动|时间|地点|地址|一共|总共|为期|去(?=[{HAN}]{{2,6}}[，,])|大概|大约|差不多|估计|预计|每周|每个|在|是在|定在|改到|改在|改成|换成|"
    r"换到|我们每|主要|人数|规模|目的|这次|就|听说|只请|待|要摆|摆|请了|来了|刚才|刚|群里|据说|好像|一共有|[一二三四五六七八九十两\d]+个?人)"
)
_EN_ATTR_OPENERS = re.compile(
    r"^(?:it|it's|its|we|we're|they|there are|there's|sessions?|each|the group|meetings?|classes|every|about|around|like|"
    r"maybe|usually|roughly|over|nearly|almost|\d|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|"
    r"forty|fifty|the whole point|the goal|the point|the idea|the season|the course|the program|the class|i'm hoping|"
    r"apparently|i'm running it|it runs|it lasts)\b",
    re.I,
)
_NOT_EMPLOYER = {
    "公司",
    "单位",
    "家",
    "家里",
    "这",
    "那",
    "这边",
    "那边",
    "外地",
    "外面",
    "这里",
    "那里",
    "一家公司",
    "一个公司",
    "老家",
}
_ROLE_TAIL = re.compile(r"(?:员|师|生|者|家|人|工|手|长|迷|控|粉|党|族|友|狗|奴|宝)$")
_QUANTIFIERS = re.compile(
    r"^(?:一点|一些|点|流利的|标准的|a bit of |a little |a little of |some |fluent |basic |conversational )",
    re.I,
)
_THIRD_PERSON = re.compile(r"(?:^|[，,])(?:他|她|它|他们|她们|\bhe\b|\bshe\b|\bthey\b)[^，,]{0,12}$", re.I)
_ZH_NOT_HABIT = re.compile(r"(?:[一二三四五六七八九十两几半\d]+[杯顿次回趟包个碗瓶]$|都去$|都要$|多|才)")
_COUNT_ONLY = re.compile(r"^(?:[一二三四五六七八九十两几\d]+次|once|twice|\w+ times)$")
_ZH_AMOUNT = re.compile(
    r"[一二三四五六七八九十两半几\d]+(?:个)?(?:小时|分钟|钟头|公里|千米|页|圈|组|个小时)|[一二三四五六七八九十两几\d]+(?:个|杯|盘|局|集)(?=[\u4e00-\u9fff])"
)
_NOT_ACTIVITY = re.compile(
    r"^(?:(?:i |we )?(?:go|do it|do|go there|do that)$|(?:could|would|should|might|will|can)\b|(?:i|my)\b)",
    re.I,
)
# A name answering "What's your name?" as its own sentence before the rest ("Halvard Moen. 58. I keep
# bees…").
_EN_NAME_ANSWERED = re.compile(rf"(?P<x>(?-i:{_NW}(?:\s+{_NW}){{0,2}}))\s*(?:[.!]+(?=\s|$)|,|$)")
# What the assistant asked, by the slot the answer fills.
_ASKED_OTHER = r"(?:she|he|your [\w ]{2,20}?)"  # someone of the user's, asked about
_QUESTIONS: list[tuple[str, re.Pattern[str]]] = [
    (
        "nickname",
        re.compile(
            r"怎么叫你|叫你什么|怎么称呼|what should i call you|what do (?:people|friends) call you", re.I
        ),
    ),
    (
        "name",
        re.compile(
            r"叫什么(?:名字)?|贵姓|你的名字|what(?:'s| is) (?:your|his|her) name|who am i (?:talking|speaking) (?:to|with)",
            re.I,
        ),
    ),
    (
        "hometown",
        re.compile(
            r"哪里人|哪儿人|老家(?:是|在)?哪|家乡(?:是|在)?哪|where are you (?:originally )?from|where(?:'d| did) you grow up|"
            rf"where(?:'s| is) {_ASKED_OTHER} (?:originally )?from",
            re.I,
        ),
    ),
    (
        "residence",
        re.compile(
            r"住(?:在)?哪|在哪个城市|哪个城市|现在在哪(?:儿|里)?(?:呢|啊)?[？?]|你在哪儿?[？?]|where (?:do|are) you (?:live|living|based)|"
            r"which city|where are you (?:now|based)|where(?:'s| is) home|"
            rf"where (?:does|do|did) {_ASKED_OTHER} (?:live|stay|end up)|where(?:'s| is) {_ASKED_OTHER} (?:living|based) now",
            re.I,
        ),
    ),
    (
        "employer",
        re.compile(
            r"在哪(?:家|个)?(?:公司|医院|单位|店|厂)|哪家(?:公司|医院)|在哪(?:里|儿)?(?:上班|工作)|where do you work|which company|^where at\b|"
            rf"where (?:does|do) {_ASKED_OTHER} work",
            re.I,
        ),
    ),
    (
        "job",
        re.compile(
            r"做什么工作|干什么(?:工作|的)|什么工作|做哪行|做什么的|职业是|what do you (?:actually )?do(?: now| for (?:a living|work))?\b(?!\s+(?:with|for fun|on|in|all|after|when|these|to|at))|"
            r"what(?:'s| is) (?:your|the) (?:job|work)|what line of work|"
            rf"what (?:does|do) {_ASKED_OTHER} do(?: for (?:a living|work))?\b(?!\s+(?:with|for fun|on|in|all|after|when|these|to|at))",
            re.I,
        ),
    ),
    (
        "language:",
        re.compile(
            r"会(?:说)?什么(?:语言|话)|会说.{1,6}吗|(?:what|which) languages|do you speak|speak any other",
            re.I,
        ),
    ),
    (
        "school",
        re.compile(
            r"哪个学校|哪所(?:大学|学校)|在哪(?:里|儿)?上学|哪个大学|还在上学|在上学吗|还是学生|还在读书|where do you (?:study|go to school)|which (?:school|university|college)|"
            r"are you (?:still )?(?:in school|a student|studying)|"
            rf"where (?:does|do) {_ASKED_OTHER} (?:study|go to school)",
            re.I,
        ),
    ),
    ("age", re.compile(r"多大|几岁|年纪|多少岁|how old (?:are you|(?:is|'s) \w+)", re.I)),
    ("birthday", re.compile(r"生日(?:是)?(?:哪天|什么时候|几号)|when(?:'s| is) your birthday", re.I)),
    (
        "dislikes",
        re.compile(
            r"有(?:什么|啥)?不(?:吃|喝|喜欢|爱)的|(?:讨厌|不喜欢|受不了|接受不了)(?:什么|啥)|"
            r"anything you (?:can't|cannot|can not) stand|anything you (?:hate|dislike|don't like|won't eat|can't eat)|"
            r"what do you (?:hate|dislike|not like|can't stand)",
            re.I,
        ),
    ),
    (
        "likes",
        re.compile(
            r"什么爱好|有什么兴趣|平时喜欢(?:做|干|玩)?(?:点)?什么|喜欢什么|最喜欢|喜欢(?:干|做|玩)(?:嘛|啥|点啥)|(?:any )?hobbies|what do you (?:like|enjoy) doing|"
            r"what do you do for fun|what are you into|favou?rite \w+|what do you (?:like|enjoy)(?: doing| to do)?(?: then| instead| most)?\s*\?",
            re.I,
        ),
    ),
]
_AGE_QUESTION = re.compile(
    r"(?:多大|几岁|多少岁|how old)[^。.!！?？]*[?？]", re.I
)  # asked, not "正是好年纪。"
_ANSWER_WORDS = {
    "name": ("叫", "is called"),
    "nickname": ("希望被称为", "likes to be called"),
    "hometown": ("来自", "is from"),
    "residence": ("住在", "lives in"),
    "employer": ("在这里工作：", "works at"),
    "job": ("的工作是", "works as"),
    "school": ("在这里上学：", "studies at"),
    "age": ("今年岁数：", "is aged"),
    "birthday": ("的生日是", "has a birthday on"),
    "likes": ("喜欢", "likes"),
    "dislikes": ("不喜欢", "dislikes"),
    "language": ("会说", "speaks"),
}
# An age asked of the user ("how old are you?", "你今年多大了？", "多大啦？"), not of someone else ("豆包多大啦？").
_ASKS_OWN_AGE = re.compile(
    r"how old are you|[你您](?:今年|现在)?(?:多大|几岁|多少岁)|(?:^|[，,。！!？?\s])(?:那|那你)?(?:今年|现在)?(?:多大|几岁|多少岁)",
    re.I,
)
# An age said in an answer: "he's 9 btw", "67 and stubborn as a goat", "around 2", "3岁了", "医生说大概一岁".
_EN_AGE_ANSWER = re.compile(
    r"^\W*(?:(?:he|she|it|they)(?:'s| is| are)\s+|(?:i'm|im|i am)\s+)?(?:about|around|like|maybe|almost|nearly|only|just|turning|turned|turns)?\s*"
    r"(?P<x>\d{1,3})(?:\s*(?:years?|yrs?|yo|y/o)(?:\s+old)?)?(?![\w:%/.-]|\s*(?:am|pm|min|mins|hours|km|miles|kg|lbs|bucks|dollars|people|times|months|weeks)\b)",
    re.I,
)
_ZH_AGE_ANSWER = re.compile(
    r"(?P<x>[一二三四五六七八九十两\d]{1,3}(?:岁半|岁[零又]?[一二三四五六七八九十两\d]{1,2}个月|岁|周岁))|^\W*(?:大概|差不多|快|刚|才|今年|应该)?(?P<n>\d{1,2})(?=$|[\s，,。!！~～]|了|啦)"
)
# A clause after a list, not an item of it: "olives. and cilantro, tastes like soap".
_EN_CLAUSE_WORD = re.compile(
    r"\b(?:is|are|was|were|tastes?|looks?|smells?|feels?|sounds?|makes?|gives?|i|it|that|this|they|so|because|bc)\b",
    re.I,
)
# An answer naming a role and where it is done: "admin at a dental practice".
_EN_JOB_AT = re.compile(
    r"^(?P<job>[a-z][\w -]{1,30}?)\s+(?:at|for|with)\s+(?:a |an |the |some )?(?P<org>[\w&'][\w&' .-]{1,40}?)\s*$",
    re.I,
)
_ANSWER_TRIM = re.compile(
    r"^(?:嗯+|哦+|啊|哈+|对|是的|是|我是|我在|在|我叫|叫我|我|就|主要是|一般|平时|[他她](?:是|在|现在在|现在是)|well|um+|uh+|oh|i'm|i am|im|it's|its|my|in|i work as an?|"
    r"(?:she|he)(?:'s| is)(?: an?)?|(?:she|he) works (?:as an?|at)|"
    # (an English word is trimmed whole: "admin" keeps its "a")
    r"an?|just)(?:(?<=[A-Za-z'])(?![A-Za-z'])|(?<![A-Za-z']))\s*|(?:吧|呀|啦|哦|的|呢|哈|啊|岁|了)+$",
    re.IGNORECASE,
)
_EN_ROLE_SHAPE = (
    r"(?:er|or|ist|ian|ant|ent|ee|man|woman|nurse|clerk|chef|dev|hygienist|pair|guard|agent|tech|rep|lead|guide|warden|"
    r"smith|wright)$"
)


def _en_not_role(item: str) -> bool:
    """Not a role by its word or its shape ("paralegal", "cellar master"; not "big fan", "one")."""
    low = item.lower()
    role = re.search(rf"(?:{_EJOBS})$", low) or re.search(_EN_ROLE_SHAPE, low)
    first = low.split()[0]
    return bool(
        not role
        or first in EN_STOP
        or first in EN_OPENERS
        or first in ("as", "one", "being")
        or low in _EN_NOT_ROLES
        or low.split()[-1] in _EN_NOT_ROLE_HEADS
    )


_EN_NOT_ROLES = {
    "leader",
    "fan",
    "big fan",
    "believer",
    "sucker",
    "mother",
    "brother",
    "sister",
    "father",
    "partner",
    "member",
    "other",
    "customer",
    "user",
    "owner",
    "winner",
    "loser",
    "beginner",
    "morning person",
    "dinner",
    "weather",
}
# A school year or a season is no trade: "a sophomore at …", "Second summer here".
_EN_NOT_ROLE_HEADS = {
    # ("I'm visiting her on the 12th": an object, not a trade's last word)
    "her",
    "him",
    "them",
    "together",
    "over",
    "after",
    "ever",
    "never",
    "freshman",
    "sophomore",
    "junior",
    "senior",
    "winter",
    "summer",
    "spring",
    "fall",
    "semester",
    "quarter",
    "weekend",
    "member",
    # adjectives with a role's ending ("staying resilient", "so patient", "really brilliant")
    *[
        "resilient",
        "patient",
        "different",
        "excellent",
        "independent",
        "confident",
        "brilliant",
        "important",
        "pleasant",
        "relevant",
        "elegant",
        "vibrant",
        "hesitant",
        "reluctant",
        "significant",
        "constant",
        "consistent",
        "efficient",
        "present",
        "absent",
        "current",
        "recent",
        "decent",
        "silent",
        "violent",
        "innocent",
        "intelligent",
        "urgent",
        "apparent",
        "evident",
        "frequent",
        "dependent",
        "persistent",
        "convenient",
        "sufficient",
        "ancient",
        "fluent",
        "proficient",
        "competent",
        "magnificent",
        "distant",
        "dominant",
        "ignorant",
        "tolerant",
        "radiant",
        "bummer",
    ],
}
_MILD = {"有点", "有些", "a bit", "a little", "kind of", "kinda"}
_EN_LOWER_SLOTS = ("likes:", "routine:")


@dataclass
class _Focus:
    """The named event a conversation is about: "每周六在市图书馆" describes it."""

    name: str = ""
    seen: list[str] = field(default_factory=list)
    person: str = ""  # the last relative/friend/pet mentioned: who "她"/"he" stands for
    names: dict[str, str] = field(default_factory=dict)  # "年糕" → "猫": a named other is its relation
    kinds: set[str] = field(default_factory=set)  # kinds of plans told: "婚礼" after "结婚" adds no plan
    last: str | None = None  # who the previous user turn ended on ("" the user): "就是…" goes on about them
    asked_unknown: bool = False  # this turn answers a question about someone not known: unnamed, about nobody
    going_on: bool = False  # this turn opens by going on ("就是不喜欢坐车"): unnamed, it is about ``last``
    people: list[str] = field(default_factory=list)  # every relation named so far, the last one last
    owners: dict[str, str] = field(
        default_factory=dict
    )  # kind of plan → whose plan it is ("surgery" → "外婆")

    def unname(self, sentence: str, zh: bool) -> str:
        """ "年糕今年5岁啦" reads as "我的猫今年5岁啦" once the cat was named."""
        for name, rel in self.names.items():
            if len(name) >= 2 and sentence.startswith(name):
                return (f"我的{rel}" if zh else f"my {rel}") + sentence[len(name) :]
        return sentence

    def see(self, sentence: str, zh: bool) -> None:
        rels = [_rel(m) for m in (_ZH_MARKERS if zh else _EN_MARKERS).finditer(sentence) if _rel(m)]
        if rels:
            self.person = rels[-1]
            self.people.extend(rels)

    def subject_at(self, prefix: str, zh: bool) -> str | None:
        """Who a clause naming nobody is about: the last subject said before it ("" = the user;
        ``None`` when it is a pronoun nobody was named for)."""
        if zh and re.match(r"是(?:一)?[只条头匹]", prefix):
            return None  # "是只柯基，今年3岁了": about an animal, not the user
        markers = list((_ZH_MARKERS if zh else _EN_MARKERS).finditer(prefix))
        if not markers and self.asked_unknown:
            return None  # "豆包多大啦？" of a 豆包 never introduced: "3岁了" is not the user's age
        if not markers and self.going_on and self.last:
            return self.last  # "它特别馋" … "就是不喜欢坐车": still the cat
        # "阿杰是我们组的后端，也是四川人", "新郎叫顾晨，苏州本地人": about them, not the user
        if (
            not markers
            and zh
            and (named := _ZH_OTHER_NAMED.search(prefix))
            and not _ZH_NOT_OTHER.match(named.group("who") or "")
        ):
            return None
        if not markers or markers[-1].group("me"):
            return ""
        if _rel(markers[-1]):
            return _rel(markers[-1])
        return self.referent(prefix[: markers[-1].start()], zh, markers[-1].group("pro") or "")

    def referent(self, prefix: str, zh: bool, pronoun: str = "") -> str | None:
        """Who a pronoun stands for: the last relation named before it, in this turn or earlier,
        that the pronoun can stand for ("he" is not the daughter, "她" not the father)."""
        rels = [_rel(m) for m in (_ZH_MARKERS if zh else _EN_MARKERS).finditer(prefix) if _rel(m)]
        if not pronoun:
            return rels[-1] if rels else (self.person or None)
        other = _pronoun_excludes(pronoun)
        for rel in reversed(self.people + rels):
            if subject_key(rel) not in other:
                return rel
        return None

    def set(self, name: str) -> None:
        self.name = name
        if name not in self.seen:
            self.seen.append(name)


# A clause that opens on someone else by name or role, right before a clause that names nobody.
_ZH_OTHER_NAMED = re.compile(
    rf"(?:^|[，,。！？!?；;\s])(?P<who>[{HAN}]{{1,4}}?)(?:是|叫)[^，,。！？!?；;]{{1,20}}[，,]\s*(?:也|还|都)?\s*$"
    # "有只猫陪我，布偶，叫年糕，三岁了": what was just named, not the user
    r"|(?:^|[，,])(?P<who2>)叫(?!我)[^，,。！？!?；;]{1,6}[，,]\s*$"
)
_ZH_NOT_OTHER = re.compile(
    r"我|俺|偶|额|咱|伲|侬|阿拉|人家|这|那|今天|明天|昨天|现在|工作|名字|老家|家乡|目标|梦想|问题|原因|结果|主要|关键|重点|"
    r"专业|公司|单位|学校|厂|店|家里|老板"  # "公司是做医疗器械的，在苏州": the user's own work
)


# Who a pronoun cannot stand for: "he" is not the daughter, "她" not the father (keys of ``subject_key``).
_EN_FEMALE = frozenset(
    [
        "gran",
        "granny",
        "nana",
        "nan",
        "mom",
        "wife",
        "sister",
        "daughter",
        "girlfriend",
        "grandma",
        "grandmother",
        "aunt",
        "niece",
        "fiancée",
        "stepmom",
        "sister-in-law",
        "mother-in-law",
        "granddaughter",
        "stepsister",
        "ex-wife",
        "ex-girlfriend",
    ]
)
_EN_MALE = frozenset(
    [
        "grandad",
        "granddad",
        "dad",
        "husband",
        "brother",
        "son",
        "boyfriend",
        "grandpa",
        "grandfather",
        "uncle",
        "nephew",
        "fiancé",
        "stepdad",
        "brother-in-law",
        "father-in-law",
        "grandson",
        "stepbrother",
        "ex-husband",
        "ex-boyfriend",
    ]
)
_ZH_FEMALE = frozenset(
    [
        "妈妈",
        "老婆",
        "姐姐",
        "妹妹",
        "女儿",
        "女朋友",
        "奶奶",
        "外婆",
        "姥姥",
        "表姐",
        "表妹",
        "堂姐",
        "堂妹",
        "姑姑",
        "阿姨",
        "姨妈",
        "小姨",
        "舅妈",
        "婶婶",
        "嫂子",
        "婆婆",
        "岳母",
        "闺女",
        "闺蜜",
        "孙女",
        "外孙女",
        "未婚妻",
        "前女友",
        "媳妇",
        "女票",
        "侄女",
        "外甥女",
        "继母",
        "后妈",
        "干妈",
        "儿媳",
    ]
)
_ZH_MALE = frozenset(
    [
        "爸爸",
        "老公",
        "哥哥",
        "弟弟",
        "儿子",
        "男朋友",
        "爷爷",
        "外公",
        "姥爷",
        "表哥",
        "表弟",
        "堂哥",
        "堂弟",
        "舅舅",
        "叔叔",
        "伯伯",
        "姑父",
        "姐夫",
        "妹夫",
        "公公",
        "岳父",
        "孙子",
        "外孙",
        "未婚夫",
        "前男友",
        "男票",
        "侄子",
        "外甥",
        "继父",
        "干爹",
        "女婿",
    ]
)


def _pronoun_excludes(pronoun: str) -> frozenset[str]:
    p = pronoun.lower()
    if p in ("he", "him", "his", "他"):
        return _EN_FEMALE | _ZH_FEMALE
    if p in ("she", "her", "hers", "她"):
        return _EN_MALE | _ZH_MALE
    return frozenset()


def _rel(marker: re.Match[str]) -> str:
    return marker.group("rel") or marker.group("kin") or ""


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCES.split(text) if s and s.strip()]


# A yes/no question asked without its mark: "is it bad that i like my job", "do u think he's right".
_EN_INVERTED = re.compile(
    r"\W*(?:is|are|am|was|were|do|does|did|can|could|should|would|will|have|has)\s+(?:it|i|you|u|he|she|they|we|that|this|there)\b"
    r"(?![^!]*!\W*$)(?!\s*(?:'s|too|so|again)\b)",
    re.I,
)


# "Are you there?" opening a message before what it says: "喂，在不在哦，我…", "在吗，跟你说…".
_ZH_ARE_YOU_THERE = re.compile(
    r"^(?:[^，,。！!？?]{0,6}[，,]\s*)?(?:在不在|在吗|在么|在嘛)[哦啊呀呢吖]*[，,。！!\s]+(?=\S)"
)


def _states_nothing(sentence: str, zh: bool) -> bool:
    """Questions and hypotheticals: "我叫什么来着？", "如果我搬去成都…", "what if I quit"."""
    sentence = _TAG_QUESTION.sub("", sentence)  # "my name is Alex, remember?" states the name
    sentence = _ZH_ARE_YOU_THERE.sub("", sentence)  # "喂，在不在哦，我姓杨…" asks only for attention
    if re.match(
        r"(?:remember|记得)\s*(?:when|that time|how|the time|我们|那次|上次)", sentence, re.I
    ) or re.match(r"(?:你)?还?记得.{0,6}?(?:我们|咱们|咱俩)(?:一起|上次|那次)", sentence):
        return False  # "remember when we planned…?" recalls a shared moment
    if _QUESTION.search(sentence):
        return True
    if zh:
        return bool(_ZH_HYPOTHETICAL.search(sentence))
    return bool(_EN_HYPOTHETICAL.search(sentence) or _EN_INVERTED.match(sentence))


def _name_of(
    subject: str, name: str, zh: bool, turn: Turn, reason: str, importance: float = 0.8
) -> Candidate:
    """What someone (``subject``; "" for the user) is called, read by a pass over the turn rather than a rule."""
    who = _who(subject, zh)[0]
    return Candidate(
        type="identity",
        content=f"{who}叫{name}" if zh else f"{who} is called {name}",
        importance=importance,
        source_ids=[turn.id],
        subject=subject,
        slot="name",
        value=name,
        reason=reason,
    )


# An animal said with its classifier ("收养了一只狸花", "馆里那只海豹", "刚生了一头小牛"), then what it is
# called later in the sentence ("…叫芝麻", "给它起名叫铜锣", "一只叫饭团一只叫可颂").
_ZH_ANIMAL = re.compile(
    rf"(?:养|领养|收养|捡|抱|买|有|新生|生|来|那|这|家)(?:了|的)?(?:一|两|三|几|[0-9])?(?P<cl>只|条|头|匹|尾)"
    rf"(?P<a>(?:(?!叫|的|是|在|有|和|跟)[{HAN}]){{1,4}}?)(?=[，,\s]|叫|$|{_B})"
)
_ZH_ANIMAL_CALLED = re.compile(
    rf"(?:叫|名叫|取名叫|取名|名字叫)(?P<x>(?![了过来去的着我你他她做])[{HAN}]{{1,3}}?)"
    rf"(?=一只|一条|{_B}|$|，|最|超|特别|很|好|今年|[0-9一二三四五六七八九十两]+岁|会|爱|是|可)"
)
# Words after a classifier that are no animal: "一只手", "一条路", "一头雾水".
_ZH_NOT_ANIMAL = frozenset("手脚眼耳路河街线命心腿") | {
    "胳膊",
    "裤子",
    "裙子",
    "毛巾",
    "短信",
    "消息",
    "新闻",
    "微信",
    "雾水",
}


def _zh_animal_named(text: str, found: list[Candidate], turn: Turn) -> list[Candidate]:
    """ "上周收养了一只狸花 叫芝麻", "馆里那只海豹叫胖丁": an animal one has, named after it is said."""
    out: list[Candidate] = []
    for sentence in re.split(r"[。！？!?；;]", text):
        animal = _ZH_ANIMAL.search(sentence)
        if (
            not animal
            or animal.group("a") in _ZH_NOT_ANIMAL
            or re.fullmatch(ZH_RELATIONS, animal.group("a"))
            or re.search(r"[人孩生友哥姐弟妹爸妈叔姨]$", animal.group("a"))
        ):
            continue
        kind = animal.group("a")
        for called in _ZH_ANIMAL_CALLED.finditer(sentence, animal.end("a")):
            name = called.group("x")
            if value_problem("name", name) or any(c.slot == "name" and c.value == name for c in found):
                continue
            # "两只鸭，一只叫嘎嘎一只叫豆包": two animals, each its own name (neither replaces the other)
            which = kind if not any(o.subject == kind for o in out) else f"另一{animal.group('cl')}{kind}"
            out.append(_name_of(which, name, True, turn, "zh.class.animal_named"))
    return out


def _zh_after_own_name(sentence: str, found: list[Candidate]) -> str:
    """ "俺叫牛大柱，镇上砖厂的烧窑工": the bare clause right after one's own name, read as "我是…"
    (a clause that starts its own statement — 在…, 今年…, 住… — is read as it is)."""
    for c in found:
        if c.slot != "name" or c.subject or (at := sentence.find(c.value)) < 0:
            continue
        clause = re.match(
            r"[，,、\s]+(?P<c>[^，,。！？!?；;\s]{3,16})(?=[，,。！？!?；;\s]|$)",
            sentence[at + len(c.value) :],
        )
        said = clause.group("c") if clause else ""
        if said and not _ZH_OWN_CLAUSE_START.match(said) and not _ZH_OWN_CLAUSE_KIN.search(said):
            return f"我是{said}"
    return ""


# … nor one about kin ("我叫秦磊 老婆在超市…", "榆林的婆姨"): a trade's word that is also a relation still counts
_ZH_OWN_CLAUSE_KIN = re.compile(rf"^(?:{ZH_RELATIONS})|(?<!老)(?<!大)(?:{ZH_RELATIONS})$")
_ZH_OWN_CLAUSE_START = re.compile(
    r"[我你他她在是今明去住来从已现刚也都还就一二三四五六七八九十两\d]|老家|家住|目前|平时|每天|天天|大家|朋友|叫|小名|网名|外号"
)


# Animals kept beyond the pets the relations list: "two goats", "our mare Dolly".
_EN_ANIMALS = (
    "goat|hen|chicken|duck|goose|pony|donkey|mule|mare|stallion|cow|calf|pig|sheep|ewe|lamb|alpaca|llama|camel|"
    "budgie|canary|cockatiel|tortoise|lizard|gecko|snake|ferret|guinea pig|axolotl|rat|mouse"
)
# Words that start as a pet name does and are no name: "我儿子小学三年级", "我妈小区门口".
_ZH_SMALL_THINGS = frozenset(
    ["小区", "小时", "小学", "小孩", "小组", "小店", "小卖部", "小吃", "小说", "小费", "小事"]
)


# Kin or animals counted, then named: "one son Taavi", "two goats, Bramble and Nettle", "my youngest girl Ffion".
_EN_COUNTED_NAMED = re.compile(
    rf"\b(?:(?P<n>a|an|one|two|three|four|[1-4])\s+|(?:my|our)\s+(?P<age>{_EN_KIN_AGE}))(?P<r>{EN_RELATIONS}|{_EN_ANIMALS}|boy|girl|lad|lass)(?P<pl>s)?"
    r"\s*,?\s+(?P<a>(?-i:[A-Z][a-z]+(?:-[A-Za-z][a-z]+)?))(?:\s*(?:,|and|&)\s*(?P<b>(?-i:[A-Z][a-z]+(?:-[A-Za-z][a-z]+)?)))?\b"
    r"(?!\s+(?-i:[A-Z]))",
    re.I,
)
_EN_CHILD_WORD = {"boy": "son", "lad": "son", "girl": "daughter", "lass": "daughter"}


def _en_counted_named(text: str, found: list[Candidate], turn: Turn) -> list[Candidate]:
    """ "I'm 52, widowed, one son Taavi", "we keep two goats, Bramble and Nettle": the names of kin or
    animals said right after they are counted (two of a kind: two subjects, so neither name replaces the
    other)."""
    out: list[Candidate] = []
    for m in _EN_COUNTED_NAMED.finditer(text):
        rel = m.group("r").lower()
        if rel in _EN_CHILD_WORD:
            if not m.group("age"):
                continue  # "a boy Sam" may be anyone's, "my girl Shanice" a girlfriend; "my little girl" is a daughter
            rel = _EN_CHILD_WORD[rel]
        if rel in ("kids", "parents", "grandparents", "grandkids", "grandchildren", "in-laws"):
            continue  # "two kids, Ada and Rhys": which is the son?
        names = [x for x in (m.group("a"), m.group("b")) if x]
        if len(names) == 2 and not m.group("pl"):
            continue  # "a friend Tom and Jess": who is the friend?
        for i, name in enumerate(names):
            if (
                value_problem("name", name)
                or re.fullmatch(_ELANGS, name, re.I)  # "Welsh with my nan, English with everyone else"
                or any(c.slot == "name" and c.value == name for c in found)
            ):
                continue
            subject = subject_key(rel) if i == 0 else f"other {subject_key(rel)}"
            out.append(_name_of(subject, name, False, turn, "en.class.counted_named"))
    return out


# Kin and the name said right after them, before what is said of them: "my uncle Tadhg's…", "my wife, Bethan, is…"
_EN_KIN_THEN_NAME = re.compile(
    rf"\b(?:my|our)\s+{_EN_KIN_AGE}(?:{EN_RELATIONS})"
    r"(?P<n>,?\s+(?P<v>(?-i:[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,2}))(?:,(?=\s))?)(?='s\b|\s+\w)",
    re.I,
)


def _name_dropped(sentence: str, found: list[Candidate], zh: bool) -> tuple[str, str] | None:
    """The sentence without a name said right after its relation ("我外甥赵磊在昆明跑货运" →
    "我外甥在昆明跑货运", "my uncle Tadhg's a thatcher" → "my uncle's a thatcher") and whom the name
    is of; None when it names nobody that way or nothing follows the name."""
    for c in found:
        if c.type != "identity" or c.slot != "name" or not c.subject or not c.value:
            continue
        if not zh:
            for kin in _EN_KIN_THEN_NAME.finditer(sentence):
                if kin.group("v") == c.value:
                    return sentence[: kin.start("n")] + sentence[kin.end("n") :], c.subject
            continue
        at = sentence.find(c.value)
        if at <= 0 or not _ZH_REL_BEFORE_NAME.search(sentence[:at]):
            continue
        rest = sentence[at + len(c.value) :].lstrip("，,、 ")
        if rest and "\u4e00" <= rest[0] <= "\u9fff":
            return sentence[:at].rstrip("，,、 ") + rest, c.subject
    return None


def _zh_modifier(before: str) -> str:
    """The words naming an event just before its keyword: "明年的厦门" → "厦门"."""
    m = re.search(
        rf"(?:(?![我你他她们要去在有的个了是把场次和跟还也都就会办月周天年号过刚才已])[{HAN}A-Za-z]){{0,4}}$",
        before,
    )
    word = m.group(0) if m else ""
    if re.search(r"(?:周|星期|礼拜)[一二三四五六日天末]$", before):
        return ""  # "下周四面试": the day, not the interview's name
    return (
        ""
        if re.fullmatch(
            r"(?:明天|后天|今天|下周.?|下个?月|月底|周末|年底|明年|今年|最近|马上|准备|打算|考|参加|组织|举办|搞|打|做|公司|单位|部门|学校|班里|社团|"
            r"五一|十一|国庆|中秋|春节|元旦|端午|清明|过年|寒假|暑假|圣诞|情人节)*",
            word,
        )
        else word
    )


# A plan's line as a rule writes it, when it ends on the plan's own word: "用户的儿子要中考" (not "…要去北京参加…").
_ZH_PLAN_TOLD = re.compile(rf"要(?!去|到|回|参加|跟|和|给|带|陪|请|让)(?P<n>[{HAN}]{{2,5}})$")


def _plan_noun(content: str) -> str:
    """The event a plan names ("用户3月3日要杭州马拉松" → "杭州马拉松"), for the attributes said next."""
    return re.sub(r"^.*?(?:要|在)", "", content)


# What one sets off to do, said before where one goes: "下个月出车去新疆" → 出车, "离职回温州" → 离职 (not how one
# travels: "坐车回老家").
_ZH_GOING_TO_DO = re.compile(rf"(?P<v>[{HAN}]{{2}})(?:去|回|到)(?P<p>[{HAN}]{{2,6}})")
# (how one travels, or that one means to, is no deed: "坐车回老家", "单位组织去大连", "打算去云南")
_ZH_NOT_A_DEED = re.compile(
    r"坐车|开车|打车|坐船|骑车|搭车|飞机|高铁|火车|出发|动身|开始|准备|打算|计划|决定|组织|安排|想要|可能|应该"
)


def _zh_trip_called(where: str, sentence: str) -> str:
    """What a trip goes by for the details said with it: where it goes ("去成都旅游" → 成都旅游); for a trip to a
    bare place, what one goes there to do when it is said first ("出车去新疆" → 出车, "离职回温州" → 离职), so that
    the place is the trip's place and not its name."""
    bare = where.removesuffix("老家")
    if bare and city_named(bare):
        for m in _ZH_GOING_TO_DO.finditer(sentence):
            deed = m.group("v")
            # a verb of its own, as the segmenter reads it (not "月底要", "陪她", "周得")
            said = rjieba.tag(sentence[: m.end("v")])
            if (
                m.group("p").startswith(bare[:2])
                and not _ZH_NOT_A_DEED.fullmatch(deed)
                and said
                and said[-1][0] == deed
                and said[-1][1].startswith("v")
            ):
                return deed
    return where


def _clause_around(text: str, at: int) -> str:
    """The comma-clause of ``text`` around position ``at``."""
    start = max(text.rfind(c, 0, at) for c in "，,；;") + 1
    ends = [i for i in (text.find(c, at) for c in "，,。！？!?；;") if i != -1]
    return text[start : min(ends) if ends else len(text)]


def _clause_of(text: str, at: int) -> str:
    """The comma-clause around position ``at``, without the speaker's "我"."""
    return re.sub(r"^(?:我的|我)", "", _clause_around(text, at).strip())[:60]


def _date_near(text: str, at: int, turn: Turn, tz: str) -> tuple[date, str] | None:
    """The day an event at ``at`` is on: the one said in its own clause, else any said in ``text`` ("I got back
    today, the party is on Saturday": Saturday; "今天退租了，明天坐车回老家": 明天)."""
    clause = _clause_around(text, at)
    if clause != text and (near := resolve_date(clause, at=turn.sent_at, tz=tz)):
        return near
    return resolve_date(text, at=turn.sent_at, tz=tz)


def _light(value: str) -> str:
    """An attribute's value keeps its time words ("下周五", "明年五月"); only particles go."""
    return (
        re.sub(r"(?:了|啦|呢|吧|啊|呀|哦|嘛|哈|的)+$", "", value.strip().strip("\"'“”"))
        .rstrip(".,!?;: ")
        .strip()
    )


def _title(value: str) -> str:
    return " ".join(w[:1].upper() + w[1:] for w in value.split())


_EN_KIND_WORDS = (
    (
        re.compile(r"\b(?:sat|act|gre|gmat|mcat|lsat|quiz|midterms?|finals?|exams?|tests?|boards)$", re.I),
        "exam",
    ),
    (
        re.compile(
            r"\b(?:essay|paper|dissertation|thesis|project|assignment|report|portfolio|homework)$", re.I
        ),
        "school",
    ),
    (re.compile(r"\b(?:application|deadline|visa)$", re.I), "application"),
    (re.compile(r"\b(?:fair|recital|play|gig|performance|showcase|speech|talk)$", re.I), "performance"),
    (re.compile(r"\b(?:game|match|meet|tryouts?|tournament|final|playoffs?)$", re.I), "competition"),
)


# Events one can be chosen for or not: "didn't get it" is news about these, not about a joke.
_EN_CHOSEN_KINDS = frozenset({"interview", "exam", "application", "competition", "new_job", "performance"})


def _en_event_kind(name: str) -> str:
    """The kind of an event named in English ("GRE" → exam, "book fair" → performance)."""
    low = name.lower().strip()
    kind = next((k for w, k in sorted(EN_EVENTS.items(), key=lambda e: -len(e[0])) if low.endswith(w)), "")
    return kind or next((k for pattern, k in _EN_KIND_WORDS if pattern.search(low)), "activity")


# Casual spellings read as their apostrophe forms ("im 40", "i dont eat pork"): the same statements.
_EN_CASUAL = re.compile(r"\b(?:(i)(m|ve)|(do|did|does|is|was|can)(nt))\b", re.I)
# "shes 88", "hes a tricycle driver", "thats", "theres": the apostrophe chat leaves out ("its" is a word).
_EN_PRO_S = re.compile(r"\b(she|he|that|there|what)s\b", re.I)


# Chat shorthand, read as the words it stands for: "I live in Spokane atm", "bc my boss…".
_EN_SHORTHAND = {
    "atm": "at the moment",
    "rn": "right now",
    "bc": "because",
    "cuz": "because",
    "coz": "because",
    "bcuz": "because",
    "pls": "please",
    "plz": "please",
    "tbh": "to be honest",
    "ngl": "honestly",
    "tho": "though",
    "noo": "now",  # Scots
    "wi": "with",  # Scots
    "thru": "through",
    "w/": "with",
    "bday": "birthday",
    "b-day": "birthday",
    "gf": "girlfriend",
    "bf": "boyfriend",
    "fav": "favorite",
    "fave": "favorite",
    "gonna": "going to",
    "wanna": "want to",
    "gotta": "have to",
    "u": "you",
    "yrs": "years",
    "yr": "year",
    "hrs": "hours",
    "hr": "hour",
    "mins": "minutes",
    "ppl": "people",
}
_EN_SHORT = re.compile(
    r"(?<![\w'/-])("
    + "|".join(re.escape(k) for k in sorted(_EN_SHORTHAND, key=len, reverse=True))
    + r")(?![\w'/-])",
    re.I,
)
# A shouted word ("THEY OFFERED ME THE JOB", "i DID get in", "PASSED") is the word; an acronym of
# up to three letters in a sentence that is not shouted (CPA, HR, NYC) stays as written.
_EN_SHOUTED = re.compile(r"\b[A-Z][A-Z']+\b")
_EN_CAPS = re.compile(r"[A-Z]{2}")


# Cantonese (and a little Shanghainese) function words, read as their Mandarin: "佢好钟意猫" is
# "他好喜欢猫", "我喺尖沙咀做嘢" "我在尖沙咀工作". Only words with no other reading in Mandarin chat
# (系 is also 关系, 伊 also 伊朗: left as written).
_ZH_DIALECT = {
    "佢哋": "他们",
    "佢": "他",
    "喺": "在",
    "嘅": "的",
    "咗": "了",
    "钟意": "喜欢",
    "冇": "没有",
    "做嘢": "工作",
    # eating and drinking as Cantonese says it: "我唔食榴莲", "钟意食叉烧"
    "喇": "啦",
    "唔食": "不吃",
    "唔饮": "不喝",
    "钟意食": "喜欢吃",
    "钟意饮": "喜欢喝",
    "返工": "上班",
    # every day as written in Cantonese and formal Chinese
    "每日": "每天",
    # the phonetic symbols typed for particles in Taiwan ("花莲ㄉ解说员", "好累ㄛ")
    "ㄉ": "的",
    "ㄛ": "哦",
    "日日": "天天",
    "侬": "你",
    # Cantonese as Hong Kong and Guangzhou type it: "我个仔读紧小学", "而家住喺屯门", "嚟我屋企"
    "我个仔": "我的儿子",
    "我个女": "我的女儿",
    "个仔": "儿子",
    "读紧": "在读",
    "做紧": "在做",
    "而家": "现在",
    "屋企": "家",
    "嚟": "来",
    "唔": "不",
    "但系": "但是",
    "唔系": "不是",
    "就系": "就是",
    "都系": "都是",
    "仲系": "还是",
    "离咗婚": "离了婚",
    "搬咗去": "搬去",
    # a spouse as the north says it: "俺媳妇儿是小学老师"
    "媳妇儿": "媳妇",
    "俺们": "我们",
    "俺": "我",
    # what the north "稀罕" most is what it likes most ("俺最稀罕吃的还是海胆"), not what is rare
    "最稀罕": "最喜欢",
    # Guanzhong (Shaanxi) speech: "额跳槽咧", "额老公在铁路上班" (额 is 我, 咧 ends a clause as 了;
    # alone or before a pause 额 is a hesitation and stays: ``_ZH_DIALECT_RE``)
    "咧！": "了！",
    "咧!": "了!",
    "咧，": "了，",
    "咧。": "了。",
    # Wu 欢喜 (喜欢: "我欢喜吃生煎"), Guanzhong 咥 (吃: "咥了一老碗油泼面")
    "勿欢喜": "不喜欢",
    "欢喜吃": "喜欢吃",
    "欢喜喝": "喜欢喝",
    "欢喜看": "喜欢看",
    "欢喜听": "喜欢听",
    "咥": "吃",
    # a spouse as Hunan, Hubei and Sichuan say it: "我堂客在医院当护士", "屋里老倌在跑车"
    "堂客": "老婆",
    "婆娘": "老婆",
    "老倌子": "老公",
    "老倌": "老公",
    # relations with the northern 儿: "我老伴儿叫周桂兰", "我哥们儿"
    "老伴儿": "老伴",
    "哥们儿": "哥们",
    "老头儿": "老头",
}
_ZH_DIALECT_RE = re.compile(
    "|".join(sorted(_ZH_DIALECT, key=len, reverse=True))
    # "我个孙子", Wu "伲儿子" and "阿拉囡儿": mine ("我个人" stays)
    + f"|(?P<mine>我个(?=(?:{ZH_RELATIONS}))|伲(?=(?:{ZH_RELATIONS}))|阿拉(?=(?:{ZH_RELATIONS})))"
    + rf"|(?P<e>(?<![{HAN}])额(?=[{HAN}])(?!额|头|度|外|定|满|滴))"  # "额跳槽咧" (not 额头, 额度, 额外)
    # Hakka "涯系…" and "𠊎叫…", and "偶是…" as typed for 我 (not 偶尔, 偶像, 偶然)
    # (and Hokkien 阮: "阮在泉州卖茶叶")
    + rf"|(?P<e2>(?<![{HAN}])(?:涯|偶|𠊎|阮)(?=是|系|在|也|就|还|屋|家|的|叫|姓|男友|女友|老公|老婆|不会|不是|很|会讲|会说)"
    # (偶 before any kin: "偶媳妇在衡阳开奶茶店", "偶妹妹在昆明做导游"; 阮 is a surname too: "阮姐")
    + r"|(?<![\u4e00-\u9fff])偶(?=男朋友|女朋友|媳妇|对象|爸|妈|哥|姐|弟|妹|儿子|女儿|闺女))"
    # "我系广州人", "我老婆系护士", "Kelvin 系 programmer": is (a department is "我系的")
    + r"|(?:(?<=[我你他她佢涯偶])|(?<=老婆|老公|先生|太太|男友|女友|朋友|儿子|女儿|个仔)|(?<=\s))系(?!统|列|里|的)"
)


# "…是<trade>，在" — a place said right after one's trade is where it is done
_ZH_AFTER_TRADE = re.compile(rf"是(?P<trade>{_JOB_ANY})[，,\s]+(?:现在|目前|人)?在$")


def _zh_dialect(text: str) -> str:
    return _ZH_DIALECT_RE.sub(
        lambda m: (
            "我的"
            if m.group("mine")
            else "我"
            if m.group("e") or m.group("e2")
            else _ZH_DIALECT.get(m.group(0), "是")
        ),
        text,
    )


def _en_casual(text: str) -> str:
    def spelled(m: re.Match[str]) -> str:
        if m.group(1):
            return f"{m.group(1)}'{m.group(2)}"
        verb = m.group(3)
        return f"{verb[:-1] if verb.lower() == 'can' else verb}n't"

    def shouted(sentence: str) -> str:
        words = re.findall(r"[A-Za-z']{2,}", sentence)
        caps = [w for w in words if w.isupper()]
        whole = len(caps) >= 3 and len(caps) * 2 > len(words)
        return _EN_SHOUTED.sub(
            lambda m: m.group(0).lower() if whole or len(m.group(0)) >= 4 else m.group(0), sentence
        )

    if _EN_CAPS.search(text):
        text = "".join(shouted(part) for part in re.split(r"(?<=[.!?\n])", text))
    text = _EN_SHORT.sub(lambda m: _EN_SHORTHAND[m.group(1).lower()], text)
    text = _EN_KIN_SAID.sub(lambda m: f"{m.group(1) or 'my'} little " if m.group(1) else "my ", text)
    text = _EN_CHILD_SAID.sub(_child_said, text)
    text = _EN_WED_TO.sub(
        lambda m: f"{m.group(1)} to my {_EN_WED_WORD[(m.group(1).lower(), m.group(2).lower())]} ", text
    )
    text = _EN_WED_WITH.sub(lambda m: f"I {m.group(2)} to my partner {m.group(1)}", text)
    text = _EN_ION.sub("i don't", text)
    text = _EN_DIALECT_NOT.sub("I don't ", text)
    text = _EN_DIALECT_CANT.sub("can't", text)
    text = _EN_DIALECT_LIVE.sub(lambda m: "I live in" if m.group(1) else "live in", text)
    text = _EN_PRO_S.sub(r"\1's", text)
    text = _EN_LOWER_NAME.sub(lambda m: m.group(1) + m.group(2).capitalize(), text)
    text = _EN_LOWER_SELF.sub(lambda m: m.group(1) + m.group(2).capitalize(), text)
    text = _EN_LOWER_PLACE.sub(_place_capitalised, text)
    text = _EN_LOWER_RESIDENT.sub(_place_capitalised, text)
    text = _EN_LOWER_NAMED.sub(_name_capitalised, text)
    text = _EN_LOWER_CALLED.sub(
        lambda m: m.group(0) if m.group(2).lower() in EN_STOP else m.group(1) + m.group(2).capitalize(), text
    )
    return _EN_CASUAL.sub(spelled, text)


# "can't" as Scots and Shetland say it: "I cannae stand neeps", "I canna bide the dark".
_EN_DIALECT_CANT = re.compile(r"\b(?:cannae|canna)\b", re.I)
# Where one lives, as Scots say it: "eh stay in Arbroath" (eh = I), "bide in Stonehaven".
_EN_DIALECT_LIVE = re.compile(r"(?:^|(?<=[.!?,]\s))(?:(eh|ah)\s+(?:stay|bide)|bide)\s+in\b", re.I)
# "I don't" as dialects say it: Jamaican "mi nuh eat pork", Geordie "I divvent drink", Scots "I dinnae smoke".
_EN_DIALECT_NOT = re.compile(
    r"(?<!\bgive )\b(?:mi|i)\s+(?:nuh|divvent|divn't|dinnae|dinna)\s+(?=[a-z])", re.I
)
# A son or a daughter as families say it before the name: "my boy Teodor", "me young lad Fionn", "my youngest
# girl Amaia" (a girl with no word of age before her may be a girlfriend: "my girl Saoirse").
_EN_CHILD_SAID = re.compile(
    r"\b(?:my|me|ma|mi|our)\s+(?:(?P<age>young|little|wee|eldest|oldest|youngest|baby)\s+)?(?P<kid>lad|boy|(?<=\s)girl)\s+"
    r"(?=(?-i:[A-Z])[^\W\d_]+)",
    re.IGNORECASE,
)


def _child_said(m: re.Match[str]) -> str:
    if m.group("kid").lower() == "girl" and not m.group("age"):
        return m.group(0)
    age = (m.group("age") or "young").lower()
    age = "" if age == "young" else f"{age} "
    return f"my {age}{'daughter' if m.group('kid').lower() == 'girl' else 'son'} "


# "ion" for "I don't" as a clause opens ("ion even like school fr", "but ion drink"), not the particle.
_EN_ION = re.compile(
    r"(?:^|(?<=[,.!?;]\s)|(?<=\band\s)|(?<=\bbut\s)|(?<=\bso\s)|(?<=\btho\s)|(?<=\bfr\s)|(?<=\blol\s))"
    r"ion\b(?=\s+(?:even\s+|really\s+|ever\s+)?[a-z]{2,})",
    re.IGNORECASE,
)


# A city, then the organisation in it: "深圳一家游泳馆", "杭州的一家创业公司".
_ZH_THERE = r"(?:那边|这边|那儿|这儿|那块|那片|一带)"
_ZH_PLACE_THERE = re.compile(rf"([{HAN}]{{2,8}}?){_ZH_THERE}")
_ZH_CITY_ORG = re.compile(
    rf"(?P<c>[{HAN}]{{2,6}}?)(?P<there>{_ZH_THERE})?(?:的)?(?P<one>一家|一间|一个|一所|一座|这家|那家|某家|某个|家)"
    rf"(?P<o>[{HAN}A-Za-z]{{2,12}})"
    # "唐山的钢厂": the town, and the works in it
    rf"|(?P<c2>[{HAN}]{{2,4}}?)的(?P<o2>[{HAN}]{{0,6}}?(?:矿|厂|场|港|站|码头|工地|油田)上?)"
    # "鼓楼那边的粉店": a place said as where ("那边"), and what is there
    rf"|(?P<c3>[{HAN}]{{2,6}}?)(?P<there3>{_ZH_THERE})的(?P<o3>[{HAN}A-Za-z]{{2,12}})"
)


def _zh_town_of_trade(found: list[Candidate], text: str) -> list[Candidate]:
    """ "我是做月嫂的，在南宁" / "我姐是幼师，教舞蹈的，在江北区": a town said on its own after a
    trade is where that trade is done, not a home ("在西安生活" still is one)."""
    trades: dict[str, int] = {}
    for c in found:  # (a mother at home, a pupil, the retired: no trade done in a town)
        if (
            c.slot == "job"
            and c.value in text
            and not re.search(r"宝妈|宝爸|全职|主妇|学生|退休|待业|无业", c.value)
        ):
            trades[c.subject] = min(trades.get(c.subject, len(text)), text.find(c.value))
    out = []
    for c in found:
        at = text.rfind(f"在{c.value}") if c.reason == "zh.identity.lives_in_city" else -1
        after = text[at + len(c.value) + 1 : at + len(c.value) + 3]
        if (
            at > trades.get(c.subject, len(text))
            and text[at - 1 : at] != "人"  # "自由职业，人在杭州": where one is
            and not re.match(r"生活|待|呆|住|定居|安家|老家", after)
            and not any(o.slot == "workplace" and o.subject == c.subject for o in found)
        ):
            whose = "用户" if not c.subject else f"用户的{c.subject}"
            c = replace(
                c, slot="workplace", content=f"{whose}在{c.value}工作", reason="zh.class.town_of_trade"
            )
        out.append(c)
    return out


def _zh_org_town(m: re.Match[str]) -> bool:
    """Whether what comes before "一家…" / "的…厂" / "那边的…" is a town: one the gazetteer knows, or any
    place-shaped word said before a firm counted ("里斯本一家旅行社") or as where ("鼓楼那边的").
    Never a person or a word for somewhere unnamed ("朋友一家店", "网上一家店", "镇上一个厂")."""
    if m.group("c2"):
        return city_named(m.group("c2"))
    town = m.group("c") or m.group("c3")
    if city_named(town) or place_known(town):
        return True
    if m.group("one") == "家":
        return False  # "老刘家小串": a family's name for its shop
    return not (
        value_problem("workplace", town) or re.search(rf"(?:{ZH_RELATIONS})|[我你他她们]|[里上下边]$", town)
    )


# "my" as many say it before kin ("ma nephew Calum", "mi brother Delroy", "me husband Jack", "the
# wife Morag", "the missus"), and "wee" for little ("our wee girl Isla").
_EN_KIN_SAID = re.compile(
    rf"\b(my|our)\s+wee\s+|\b(?:me|ma|mi|mah|muh)\s+(?=(?:(?:little|big|older|younger|baby|best|old|wee)\s+)?(?:{EN_RELATIONS})\b)"
    r"|(?<!\band )\bthe\s+(?=(?:wife|missus|missis|hubby|husband)\b(?!\s+(?:of|and|was|who)\b))"
    # ("me and the missus Gráinne": her name said with her; "me and the wife, Nuala, swim…" is the two of them)
    r"|(?<=\bme and )the\s+(?=(?:wife|missus|missis|hubby|husband)\s+(?-i:[A-Z]))"
    # a relation opening a clause before the name it goes by: "wife Ffion's a primary teacher", "sister
    # Nesrine works in a pharmacy"
    r"|(?:^|(?<=[.!?;]\s)|(?<=,\s)|(?<=\band\s)|(?<=\bbut\s)|(?<=\bso\s))"
    r"(?=(?:wife|husband|hubby|sister|brother|son|daughter|mum|mom|dad|cousin|uncle|aunt|auntie|nephew|niece|"
    r"grandson|granddaughter|grandma|grandpa|fianc[ée]e?|boyfriend|girlfriend|partner)\s+(?-i:[A-Z][a-z]+)\b)",
    re.IGNORECASE,
)


# The two of us, said with the other first named: "me and my fiancé Tom…", "me n the wife…".
_EN_ME_AND = r"\b(?:me|i|myself)\s+(?:and|n|&)\s+"
# "me and Niamh got engaged", "myself and Rui got married": the user's engagement or wedding, to the one
# named (a partner: the name does not say which word the user would use).
_EN_WED_WITH = re.compile(
    r"\b(?:me|myself)\s+(?:and|n|&)\s+((?-i:[A-Z])[^\W\d_]+)\s+(?:just\s+|finally\s+)?(got (?:engaged|married|hitched))\b",
    re.I,
)
# Whom one is engaged or married to, when a pronoun after the name says who they are: "engaged to Ana,
# she's a vet" reads as "engaged to my fiancée Ana, she's a vet" (her name and what follows are hers).
_EN_WED_TO = re.compile(
    r"\b(engaged|married)\s+to\s+(?=(?-i:[A-Z])[^\W\d_]+(?:\s*[,—–-]\s*|\s+and\s+|\s+)(she|he)\b)",
    re.IGNORECASE,
)
_EN_WED_WORD = {
    ("engaged", "she"): "fiancée",
    ("engaged", "he"): "fiancé",
    ("married", "she"): "wife",
    ("married", "he"): "husband",
}


# A name written in lowercase right after the relation it names, before what is said of them: "my
# boyfriend theo is a firefighter", "my sister fen works nights" (not "my sister just", "my mom really").
_EN_LOWER_NAME = re.compile(
    rf"(\bmy\s+(?:(?:childhood|old|oldest|little|big|baby|younger|older|twin|new|work|uni|college|school)\s+)?"
    rf"(?:{EN_RELATIONS})\s+)(?!(?:{EN_RELATIONS}|also|just|still|now|really|finally|never|always|actually|literally|"
    r"basically|apparently|too|though|here|there|again|already|even|then|who|that|which|and|or|but|is|was|has|had|does|did|"
    r"will|would|can|could|should|says|said|thinks|keeps|got|gets|lives|works|and|at|in|on|from|with|for|to|of|the|a|an|"
    r"recently|usually|sometimes|today|yesterday|tomorrow|tonight|lol|lmao|haha|btw|tbh|ngl|rn|atm|so|like|kinda|sorta|"
    r"tho|anyway|anymore|lately|hahaha|ugh|omg|xx|yet|everyday|sometime|though|later|soon|more|first|tonite|lots|"
    r"group|chat|squad|gang|crew|team|family|car|house|place|birthday|wedding|party|baby|kid|life|phone|"
    r"not|no|only|all|both|back|home|once|twice|ever|almost|totally|barely|hardly|def|prob|pls|plz|"
    r"are|were|have|had|do|went|could|might|must|need|needs|want|wants|love|loves|hate|hates|like|likes|"
    r"made|makes|told|tells|let|lets|took|takes|gave|gives|came|comes|left|used|seems|sounds|looks)\b)"
    r"(?![a-z]+ly\b)([a-z]{3,12})"
    # … before what is said of them, their possessive ("my best friend nadia's wedding"), a clause
    # going on about them ("my cousin ria, she's obsessed"), or the end ("yoga with my housemate jules").
    r"(?=\s+(?:is|'s|was|works|lives|has|just|said|says|moved|got|started|sits|went|goes|runs|teaches|does|did|"
    r"doesn't|didn't|isn't|wasn't|can't|won't|can|will|came|left|gave|told|sent|made|found|won|lost|took|thinks|"
    r"keeps|also|still|never|always|finally|literally|really|even)\b"
    # … or any verb in -s or -ed when the word before it is not itself a plural ("my dad plays games")
    r"|(?<!s)\s+[a-z]{3,}(?:s|ed)\b(?<!ss)(?<!us)(?<!is)"
    r"|'s\b|\s*,\s*(?:she|he|they)\b|\s*[.!]*\s*$|\s*[.!]+\s+(?=[a-z]))",
)


# What a sentence says before a place of work is named: work itself, a role ("sous chef at …"), or
# what one does for a living ("i do payroll for …").
_EN_AT_WORK = re.compile(
    r"\b(?:work(?:s|ing|ed)?|job|employed|intern(?:ing)?|started|starting|do \w+|(?:'s|is|'m|am) an? [\w -]{2,30})\s*$"
    r"|^\s*(?!(?:we|i|they|he|she|you|it|so|and|then|just|went|had|ate|dinner|lunch|breakfast|brunch|drinks|coffee|"
    r"date|party|night|birthday|met|stayed)\b)(?:(?:a|an)\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}\s*$",
    re.IGNORECASE,
)
# A known city, region or country written in lowercase after a preposition ("moved back to dublin",
# "my gf is from hamburg", "a warehouse in coventry"): written as a name, so the rules read it as one.
_EN_LOWER_PLACE = re.compile(
    r"(\b(?:in|to|from|near|outside|around|of|at)\s+)([a-z]{3,}(?:\s+[a-z]{3,})?)\b(?!')"
)


# … and before what makes one a resident of it ("officially a glasgow resident", "a leeds local").
_EN_LOWER_RESIDENT = re.compile(r"(\ban?\s+)([a-z]{3,}(?:\s+[a-z]{3,})?)(?=\s+(?:resident|local|native)\b)")


def _place_capitalised(m: re.Match[str]) -> str:
    words = m.group(2)
    if words in EN_PLACES:
        return m.group(1) + words.title()
    first, _, rest = words.partition(" ")
    if rest and first in EN_PLACES:
        return f"{m.group(1)}{first.title()} {rest}"
    return m.group(0)


# The user's own name in lowercase where only a name fits: before their age ("i'm priya, 27, …") or
# before what everyone calls them ("i'm natasha but literally everyone calls me tash").
_EN_LOWER_SELF = re.compile(
    r"(\bi(?:'m| am)\s+)(?!(?:so|not|just|also|still|really|gonna|going|fine|good|okay|ok|tired|done|back|here|home|"
    r"sorry|sure|glad|kinda|pretty|very|too|the|a|an|in|at|on|from|with|like)\b)"
    r"(?![a-z]+(?:ed|ing|ful|ous|ive|less|ish|ly)\b)([a-z]{3,12})"  # "i'm exhausted, 3 hours of sleep"
    r"(?=\s*,\s*\d{1,2}\b|\s+but\s+(?:\w+\s+){0,3}(?:calls?|call)\s+me\b)",
    re.IGNORECASE,
)


# A name in lowercase after what introduces one: "u can call me bex", "full name's rebecca okafor",
# "his name's oliver", "being called ollie-bear", "a tiny town called wexbridge", "dr haldane" — never
# what is no name ("call me at 8", "called me lazy", "named after my gran", "call me that instead").
_EN_LOWER_NAMED = re.compile(
    r"(\b(?:(?:you|u|ya|pls|please|just|can|could|should|now|friends|everyone|everybody|people|they|all)\s+call\s+me|"
    r"(?:my|his|her|their|full|real|legal|first|last)\s+name(?:'s|\s+is|\s+was)|go(?:es)?\s+by|known\s+as|"
    r"(?:being|get|got|is|was|'s|are|were|place|town|village|city|shop|café|cafe|restaurant|bar|band|company|firm|"
    r"school|team|club|dog|cat|puppy|kitten|one)\s+(?:called|named)|\bdr\.?)\s+)"
    r"([a-z][a-z'-]{1,14})(?:\s+([a-z][a-z'-]{2,14}))?\b(?!')"
)
_EN_NOT_NAMED = frozenset(
    [
        "at",
        "later",
        "when",
        "back",
        "tomorrow",
        "tonight",
        "now",
        "crazy",
        "lazy",
        "old",
        "weird",
        "if",
        "after",
        "it",
        "out",
        "up",
        "in",
        "on",
        "asap",
        "soon",
        "whatever",
        "anything",
        "maybe",
        "please",
        "pls",
        "before",
        "first",
        "again",
        "once",
        "sometime",
        "every",
        "about",
        "over",
        "you",
        "him",
        "her",
        "them",
        "that",
        "this",
        "what",
        "names",
        "ahead",
        "mum",
        "mom",
        "dad",
        "something",
        "someone",
        "somebody",
        "nothing",
        "names",
        "literally",
        "actually",
        "like",
        "kinda",
        "basically",
    ]
)


def _name_capitalised(m: re.Match[str]) -> str:
    first, second = m.group(2), m.group(3)
    if first in EN_STOP or first in _EN_NOT_NAMED or first in EN_RELATIONS_SET:
        return m.group(0)
    out = m.group(1) + "-".join(p.capitalize() for p in first.split("-"))
    if second:
        # a second word is a surname only where a name is stated ("full name's rebecca okafor"); after
        # "called" it stays as written ("a restaurant called saffron house": the place rules read it)
        keep = (
            second in EN_STOP
            or second in _EN_NOT_NAMED
            or not m.group(1).rstrip().endswith(("'s", "is", "was"))
        )
        out += " " + (second if keep else second.capitalize())
    return out


# A nickname in lowercase set against the name just given ("i'm natasha but everyone calls me tash"),
# never what people call one otherwise ("everyone calls me lazy").
_EN_LOWER_CALLED = re.compile(
    r"(\bbut\s+(?:\w+\s+){0,2}?(?:everyone|everybody|people|friends|my friends|my family|most people)\s+(?:\w+\s+)?"
    r"calls?\s+me\s+)([a-z]{2,12})\b(?=\s*[!.,]|\s*$|\s+(?:instead|tho|lol|haha)\b)",
    re.IGNORECASE,
)


# A turn about something the other shows (a photo, a painting, a dish): "love the blue vase in the
# pic!", "This painting is awesome. Love the red and blue.", "that's gorgeous! I love the …".
_EN_SHOWN_THINGS = (
    r"pic|pics|photo|photos|picture|pictures|painting|paintings|drawing|sketch|shot|video|image|artwork|art|"
    r"piece|sculpture|pottery|bowl|cake|dish|garden|outfit|dress|view|sunset"
)
_EN_LOOKS = r"amazing|awesome|gorgeous|beautiful|stunning|great|lovely|cool|incredible|cute|adorable|pretty|wonderful|fantastic|impressive"
_EN_SHOWN = re.compile(
    rf"\b(?:in|on)\s+(?:the|that|this|your)\s+(?:{_EN_SHOWN_THINGS})\b"
    rf"|\b(?:this|that|the|your|what an?)\s+(?:[\w-]+\s+)?(?:{_EN_SHOWN_THINGS})(?:'s|\s+is|\s+are|\s+looks?)?\s+"
    rf"(?:so\s+|really\s+|just\s+|absolutely\s+|super\s+)?(?:{_EN_LOOKS})\b"
    r"|\b(?:that|it|this)(?:'s|\s+is|\s+looks)\s+(?:so\s+|really\s+|just\s+|absolutely\s+)?"
    r"(?:gorgeous|beautiful|stunning|lovely|adorable|cute|pretty)\b",
    re.IGNORECASE,
)
_EN_DEFINITE = re.compile(r"^(?:all\s+)?(?:the|that|this|those|these)\s", re.IGNORECASE)


def _shown_thing(c: Candidate, text: str) -> bool:
    """A thing liked that is part of what is shown: definite ("the blue vase"), or a later item of a
    definite list ("love the red and blue": blue too)."""
    item = c.slot.partition(":")[2]
    return bool(
        _EN_DEFINITE.match(item)
        or re.search(
            rf"\b(?:love|loving|like|adore)\s+(?:all\s+)?(?:the|that|this|those|these)\s+[^.!?]*?\b{re.escape(item)}\b",
            text,
            re.IGNORECASE,
        )
    )


# A clause that starts with its verb, its "I" dropped: "…and got into a bad spot with some people".
_EN_VERB_FIRST = re.compile(
    r"^(?:just\s+|finally\s+|also\s+|recently\s+|actually\s+)*(?:[a-z]+ed|got|went|won|lost|made|took|gave|had|"
    r"did|saw|met|began|became|broke|bought|came|found|left|ran|sold|told|wrote|quit|moved|passed|"
    r"started|finished|joined|signed)\b",
    re.IGNORECASE,
)


def _en_event_said(text: str, at: int, kw: str) -> str:
    """The event as the user named it: "my H4 visa interview" is a visa interview, not an interview.
    Up to two words between the possessive or article and the event word, when they are no
    adjective of feeling or size ("my big scary interview" stays "interview")."""
    m = re.search(
        r"(?:\b(?:my|our|the|a|an|his|her|their)\b|(?<!\w)t')\s*((?:[A-Za-z0-9][\w-]*\s+){1,2})$", text[:at]
    )
    if not m and (
        had := re.search(r"\b(?:having|getting|has|have|had|needs?)\s+([a-z][\w-]*)\s+$", text[:at])
    ):
        # what is had, without an article: "she's having knee surgery", "getting wisdom teeth out"
        word = had.group(1)
        if word not in _EN_EVENT_ADJECTIVES and word not in (
            "another",
            "some",
            "more",
            "no",
            "any",
            "to",
            "a",
            "an",
        ):
            return f"{word} {kw}"
    if not m:
        # a name of its own before the event word: "Loch Ness Marathon is next month", "Harvest Festival coming up"
        named = re.search(
            r"(?:^|(?<=[\s,;:!(]))((?-i:[A-Z][\w'-]+)(?:\s+(?-i:[A-Z][\w'-]+))?)\s+$", text[:at]
        )
        words = named.group(1).split() if named else []
        if words and not any(w.lower() in _EN_NOT_EVENT_NAME for w in words):
            return " ".join([*words, kw])
        # what kind of event, said bare at the head of its clause: "honey festival in Chaguanas on the 14th",
        # "First solo exhibition opens 12 October" (a solo exhibition; "first" tells no kind)
        bare = re.search(r"(?:^|[,;:!?.]\s*)((?:[A-Za-z][a-z-]*\s+){1,3})$", text[:at])
        kinds = [w for w in bare.group(1).split() if w.lower() not in _EN_EVENT_ADJECTIVES] if bare else []
        if kinds and len(kinds) <= 2 and all(_EN_KIND_WORD.fullmatch(w) for w in kinds):
            return " ".join([*(w.lower() for w in kinds), kw])
        return kw
    words = [w for w in m.group(1).split() if w.lower() not in _EN_EVENT_ADJECTIVES]
    if len(words) != len(m.group(1).split()):
        return kw
    return " ".join([*words, kw])


# A word that can tell an event's kind before it: a plain noun, not a function word, a verb form or a day.
_EN_KIND_WORD = re.compile(
    r"(?i:(?!(?:i|my|our|the|a|an|this|that|its|it|is|was|so|and|but|then|now|also|just|going|got|had|have|"
    r"today|tomorrow|tonight|yesterday|monday|tuesday|wednesday|thursday|friday|saturday|sunday|news|update|"
    r"big|ok|okay|yes|no|hey|oh|well|lol|omg)$)[a-z][a-z-]{2,}(?<!ing)(?<!ed))"
)


# Days and months: a capitalised word that names no event and no place.
_EN_CALENDAR = frozenset(
    re.findall(
        r"\w+",
        "monday tuesday wednesday thursday friday saturday sunday january february march april may june july "
        "august september october november december",
    )
)
# Capitalised words before an event word that do not name it: the speaker, days, months, greetings.
_EN_NOT_EVENT_NAME = _EN_CALENDAR | frozenset(
    re.findall(
        r"\w+", "i my our the a an so and but oh ok okay yes no hey well also next this last big new first"
    )
)
_EN_EVENT_ADJECTIVES = frozenset(
    re.findall(
        r"\w+",
        "big huge little small first second last final next new scary stupid important major annoying dreaded "
        "long short quick early late real actual whole",
    )
)


def _en_third_person(span: str) -> str:
    span = span.strip()
    if re.match(r"^i\b", span, re.I):
        return "The user" + span[1:]
    if _EN_VERB_FIRST.match(span):
        return f"The user {span[:1].lower()}{span[1:]}"
    return f"The user: {span}"


# First-person words a third-person line may keep only as the user's: "The user lost my job" reads
# "The user lost their job"; a line still speaking as "I" / "me" is not stored.
_EN_REFLECT = {"my": "their", "mine": "theirs", "myself": "themselves"}
_EN_FIRST_PERSON = re.compile(r"(?<![\w'])(?:i|i'm|im|i've|i'd|i'll|me)(?![\w'])|(?:^|\s|:)'?m\s", re.I)
# A bare trade is no introduction when it is a kind of people ("always admired musicians") or the
# subject of what follows ("a fellow chef in the kitchen is a great help").
_EN_JOB_NOT_MODIFIER = re.compile(
    r"\b(?:always|never|ever|really|just|also|still|truly|once|fellow|other|those|these|some|many)\b", re.I
)
_EN_SUBJECT_GOES_ON = re.compile(
    r"(?:\s+(?:in|at|for|from|of|on)\s+[^,.!?;]*?)?\s+(?:is|are|was|were|has|have|makes|made|can|will|would|should)\b",
    re.I,
)
_EN_MODAL = re.compile(r"\b(?:will|would|could|might|may|should)\b|'ll\b|'d\b", re.I)
# What one says of a thing shown rather than a taste: "I love the color", "love the idea"
# How much one likes it, said after it: "I like plain rice fine", "I like them well enough".
_EN_LIKE_TAIL = re.compile(r"\s+(?:just\s+)?(?:fine|well enough|enough|a lot|a ton|loads)$", re.I)
_EN_ASPECTS = frozenset(
    re.findall(
        r"\w+",
        "color colour colors colours texture textures design designs pattern patterns detail details shape shapes vibe "
        "vibes energy idea ideas picture pictures photo photos pic pics look looks sound smell feel name atmosphere view "
        "message result results outcome way style taste thought",
    )
)
_EN_ROUTINE_TAIL = re.compile(
    r"\s+(?:at least|at most|about|around|roughly|like|almost|nearly|more than)$", re.I
)
_EN_AGO = re.compile(
    r"\s+(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple(?: of)?|several)\s+"
    r"(?:minutes?|hours?|days?|weeks?|months?|years?)(?:\s+ago)?$",
    re.I,
)
_EN_SPAN_STOP = (
    r"and|but|so|last|this|next|yesterday|today|tonight|recently|at|in|on|for|with|to|because|which|when|after|"
    r"before|ago|it|that|again|though|too|anyway|lol|haha|finally"
)
_EN_VERB_3RD = re.compile(r"^The user (trust|appreciate|feel|grateful for)\b")
_EN_ARTICLE = re.compile(r"\b([Aa]) (?=(?:[aeio]|u(?!ni|s[aeiou]|t[aeiou]|r[aeiou]|k))\w|hour|honest)")
# A name spoken to — after a greeting, a reaction or thanks, or alone between commas and the end:
# "Wow Sam, …", "Thanks, Priya!", "Cool, Nate!" — is the other person's, never the user's.
_EN_ADDRESSED = re.compile(
    rf"(?:,\s*|\b(?:{'|'.join(sorted(w for w in EN_OPENERS if not w.startswith('i')))})[,!.]?\s+)"
    rf"(?P<x>(?-i:{_NW}(?:\s+{_NW})?))(?=\s*(?:[,!?]|\.(?:\s|$)|$))",
    re.I,
)
# A turn that introduces the speaker: "hi! Zainab Okafor, nice to meet you", "yo, Olusegun, but call me Segun".
_INTRODUCES = re.compile(
    r"(?:nice|pleased|good|great) to meet you|\bcall me\b|\bmy name\b|认识你很高兴|很高兴认识你|我叫|叫我",
    re.I,
)
_ZH_ADDRESSED = re.compile(
    rf"(?:嘿|嗨|哇|哇塞|谢谢你?|多谢|哈喽|亲爱的|你好)[，,！!\s]*(?P<x>[{HAN}]{{2,4}}?)(?=[，,！!。~～]|你)"
)


def _en_line(content: str) -> str:
    """An English line as Memind stores it: about the user in the third person, "an" before a
    vowel; "" when it still speaks as "I" (a clause cut from the user's own words)."""
    body = re.sub(
        r"(?<![\w'])(my|mine|myself)(?![\w'])", lambda m: _EN_REFLECT[m.group(1).lower()], content, flags=re.I
    )
    body = re.sub(r"(:\s+)(?:and |but |so |then )?i\s+(?=\w)", r"\1", body, flags=re.I)
    body = re.sub(r"(?<=\w )me(?![\w'])", "the user", body)
    body = _EN_VERB_3RD.sub(
        lambda m: "The user is grateful for" if m.group(1) == "grateful for" else f"The user {m.group(1)}s",
        body,
    )
    if _EN_FIRST_PERSON.search(body.removeprefix("The user")):
        return ""
    return _EN_ARTICLE.sub(lambda m: f"{m.group(1)}n ", body)


_EN_REPORTED = (
    (r"\bi'm\b|\bim\b|\bi am\b", "the user is"),
    (r"\bi'll\b", "the user will"),
    (r"\bi've\b", "the user has"),
    (r"\bi'd\b", "the user would"),
    (r"\bi\b|\bme\b", "the user"),
    (r"\bmy\b|\bour\b", "their"),
    (r"\bmine\b", "theirs"),
    (r"\bwe're\b", "they're"),
    (r"\bwe'll\b", "they'll"),
    (r"\bwe\b", "they"),
    (r"\bus\b", "them"),
)


def _en_reported(said: str) -> str:
    """The user's own words in the third person: "my viva's on the 9th" → "their viva's on the 9th"."""
    for pattern, into in _EN_REPORTED:
        said = re.sub(pattern, into, said, flags=re.I)
    return said


def _addressed(text: str, zh: bool) -> set[str]:
    """The names the speaker addresses in ``text`` (lower-cased): the other person's."""
    pattern = _ZH_ADDRESSED if zh else _EN_ADDRESSED
    return {m.group("x").lower() for m in pattern.finditer(text)}


# Rules tried only on a sentence holding one of their words: the classes from the fifth set cost
# nothing on the sentences they cannot match (the extractor's throughput stays where it was).
_NEEDS: dict[str, tuple[str, ...]] = {
    "en.class.like_could_live_on": ("live on", "live off", "survive on"),
    "en.class.like_all_about": ("all about",),
    "en.class.dislike_not_person": ("person", "guy", "girl"),
    "en.class.dislike_list_heading": (":",),
    "en.class.dislike_hype": ("hype", "appeal", "point", "fuss"),
    "en.class.workplace_rel_job_in": (" in ",),
    "en.class.workplace_premises": (
        "shop",
        "clinic",
        "studio",
        "stall",
        "practice",
        "salon",
        "garage",
        "bakery",
        "restaurant",
        "caf",
        "surgery",
        "atelier",
        "forge",
        "boatyard",
        "kiosk",
    ),
    "en.class.workplace_trade_in": (" in ",),
    "en.class.residence_rel_lives": ("live",),
    "en.class.residence_rel_still_in": (" in ",),
    "en.class.residence_living_clause": ("living", "based", "settled", "retired"),
    "en.class.residence_visiting_from": ("from",),
    "en.class.other_named_have": ("named", "called", ","),
    "en.class.name_is_opening": ("name",),
    "en.class.work_role_at": ("work",),
    "en.class.work_role_at_org": ("work",),
    "en.class.start_at_as_org": (" as ",),
    "en.class.start_at_as_job": (" as ",),
    "en.class.like_list_colon": (":",),
    "en.class.named_pronoun": ("named", "called"),
    "en.class.health_injury": (
        "tore",
        "broke",
        "fractured",
        "sprained",
        "dislocated",
        "twisted",
        "hurt",
        "injured",
        "busted",
        "snapped",
        "pulled",
    ),
    "en.class.employer_years": ("been at", "been with"),
    "en.class.job_role_is": ("role", "position", "job", "post"),
    "en.class.job_was_laid_off": ("i was",),
    "en.class.hometown_called": ("called", "named"),
    "en.class.language_elsewhere": (
        "everywhere",
        "at work",
        "at school",
        "outside",
        "everyone else",
        "with friends",
        "rest of the time",
        "otherwise",
    ),
    "en.class.routine_schedule_do": ("days", "weekends", "mornings", "evenings", "nights"),
    "en.class.routine_schedule_for": ("for",),
    "en.class.routine_schedule_list": (":",),
    "en.class.routine_started": ("started", "got back", "took up", "picked up", "been"),
    "en.class.routine_learning_language": ("learn", "studying", "practi"),
    "en.class.routine_commute": ("commute",),
    "en.class.nickname_refused": ("calls me that", "call me that"),
    "en.class.residence_outside": ("outside", "near", " by "),
    "en.class.news_finished_degree": (
        "master",
        "degree",
        "phd",
        "bachelor",
        "dissertation",
        "thesis",
        "apprenticeship",
        "diploma",
        "mba",
    ),
    "en.class.news_best_ever": ("best",),
    "en.class.news_pregnant": ("pregnant", "expecting"),
    "en.class.event_retiring": ("retiring",),
    "en.class.workplace_office": ("office", "workplace", "studio", "site"),
    "en.class.employer_called": ("called", "named"),
    "en.class.job_teach_year": ("teach",),
    "en.class.age_plural": (" are ",),
    "en.class.residence_home_in": ("it's",),
    "en.class.shared_thanks": ("thank",),
    "en.class.news_keys": ("keys",),
    "en.class.news_first_week": ("new job",),
    "en.class.like_would_every": ("'d ", "would"),
    "en.class.news_went_well": ("went", "was", "gone"),
    "en.class.workplace_transferred": ("office", "branch", "site", "team", "hq", "headquarters", "base"),
    "en.class.dislike_refused": ("though", "tho"),
    "en.class.job_promoted_to": ("promotion",),
    "zh.class.health_checkup": ("体检", "检查", "复查", "查体"),
    "zh.class.health_operation": ("手术",),
    "zh.class.health_sleepless": ("失眠", "焦虑", "抑郁"),
    "zh.class.health_doctor_says": ("医生", "大夫"),
    "zh.class.routine_daily_first": ("天天", "每天", "成天", "整天"),
    "zh.class.routine_daily_second": ("天天", "每天", "成天", "整天"),
    "zh.class.age_pronoun": ("了", "才", "岁"),
    "zh.class.age_me": ("了",),
    "zh.class.age_about": ("多岁",),
    "zh.class.other_surname": ("姓",),
    "zh.class.other_named_verb": ("小", "老", "阿"),
    "zh.class.job_city": ("当", "做"),
    "zh.class.nickname_shaped": ("叫", "喊"),
    "zh.class.status_not_wed": ("婚",),
    "zh.class.job_at_org_clause": ("当", "做"),
    "zh.class.employer_at_org_clause": ("当", "做"),
    "en.class.status_not": ("not",),
    "en.class.status_widow": ("widow",),
    "en.class.status_long_distance": ("distance",),
    "en.class.status_married_said": ("married",),
    "zh.class.workplace_city_job": ("当", "做"),
    "zh.class.workplace_moved": ("调", "派"),
    "zh.class.job_role_taken": ("当", "升", "提", "开始做"),
    "zh.class.employer_trade": ("公司",),
    "zh.class.employer_shop_job": ("打工", "兼职", "上班"),
    "zh.class.routine_part_time": ("打工", "兼职"),
    "zh.class.residence_became": ("人了",),
    "zh.class.hometown_laojia": ("老家",),
    "zh.class.residence_abroad_study": ("读", "留学", "念书", "上大学"),
    "zh.class.residence_apart": ("我在",),
    "zh.class.routine_list": ("、",),
    "zh.class.like_list_topic": ("、",),
    "zh.class.dislike_topic_refused": ("不行", "不可以", "接受不了"),
    "zh.class.language_outside": ("话", "语"),
    "zh.class.routine_learning_language": ("学",),
    "zh.class.shared_thanks": ("谢谢",),
    "zh.class.shared_helped": ("一起",),
    "zh.class.news_offer_other": ("拿到", "拿下", "收到"),
    "zh.class.news_offer_given": ("offer",),
    "zh.class.news_show_seen": ("看了", "听了"),
}
for _rules in (ZH_RULES, EN_RULES, EN_TURN_RULES):
    _rules[:] = [replace(r, needs=_NEEDS.get(r.name, r.needs)) for r in _rules]
# Every word some rule needs, per language: a sentence is looked through once for all of them.
# A trade no list names, known by its ending: "I'm a scaffolder", "my brother is a sprinter", "I'm a
# fiddler, full time" (in every labelled set, "I'm a …er/…or/…ist/…ian" was a trade 21 times of 23;
# the two that were not ran on with "for"). Tried last, and only when no other rule found a trade in
# the sentence; kin, tastes and temperaments that end the same way are none.
_EN_NOT_TRADE = (
    r"mother|father|brother|sister|daughter|grandmother|grandfather|stepmother|stepfather|stepsister|stepbrother|"
    r"lover|fighter|believer|stickler|softie|glutton|worrier|dreamer|overthinker|thinker|introvert|extrovert|ambivert|beginner|loser|winner|"
    r"survivor|sucker|hoarder|procrastinator|perfectionist|optimist|pessimist|realist|idealist|member|user|reader|"
    r"listener|learner|follower|supporter|voter|smoker|drinker|eater|sleeper|riser|runner|walker|swimmer|gamer|"
    r"watcher|talker|texter|sinner|saint|vegetarian|pescatarian|humanitarian|homeowner|owner|newcomer|foreigner|"
    r"outsider|insider|stranger|partner|neighbor|neighbour|customer|traveller|traveler|commuter|fan|lefty|"
    r"keeper|people-pleaser|pleaser|flyer|collector|player|nerd|geek|junkie|addict|adventurer|explorer|hater|"
    r"germaphobe|fixer|planner|doer|giver|taker|tester|ranter|nutter|hipster|boomer|zoomer|teenager|toddler|"
    r"fresher|youngster|elder|senior|junior|minor|major|semester|monster|disaster|master|mister|character|"
    r"creator|pioneer|career|carer|camper|spender|saver|hugger|cuddler|complainer|achiever|overachiever|"
    r"underachiever|multitasker|snorer|napper|crier|gambler|bargain hunter|hunter"
)
# a small letter of English and the Latin letters its loanwords keep ("kūmara", "monoï", "bača")
_EN_LOWER = "[a-zß-öø-ÿāăąćĉċčďđēĕėęěĝğġģĥħĩīĭįıĵķĺļľŀłńņňŋōŏőœŕŗřśŝşšţťŧũūŭůűųŵŷźżž]"
EN_RULES.append(
    _r(
        "en.class.job_by_ending",
        "identity",
        rf"{_EBE}\s+(?:now\s+|currently\s+|still\s+|actually\s+|also\s+)?(?:a|an)\s+"
        # (what is worked may take two words: "a sweetgrass basket sewer", "a shell money maker", "a kūmara grower")
        rf"(?P<x>(?-i:(?:(?:full-time|part-time|freelance|trainee|qualified|self-employed|(?!(?:{_EN_NOT_TRADE})\b){_EN_LOWER}+)\s+){{0,2}}"
        # ("a sucker for sweets" is none; "a reed maker for bagpipes" makes them, "a net mender for the boats" serves them)
        # (… or a trade named by who does it: "boatman", "ferrywoman", "basketmaker", "locksmith", "wheelwright")
        rf"(?!(?:{_EN_NOT_TRADE})\b){_EN_LOWER}{{3,}}(?:er|or|ist|ian|(?<!gentle)(?<!cave)(?<!super)(?<!snow)(?<!lay)(?<!mad)man"
        rf"|woman|maker|smith|wright|monger)))\b"
        r"(?!\s+(?:of|at heart|by nature|type)\b|\s+for\s+(?!(?-i:(?:[A-Z][a-z]+\s+)?[a-z]+s|(?:the|a|an)\s(?!(?:[\w-]+\s)?(?:team|club|side|squad|band|group|crew)\b))\b)|'s|-)",
        "{who} is a {x}",
        0.75,
        slot="job",
        value="{x}",
        needs=("'m a", "am a", "is a", "'s a"),  # "'m an" holds "'m a"
    )
)
# A trade said without its article, as many write English ("I am piano tuner in Utrecht", "my
# husband Stavros is ferry captain on the Cyclades routes"): only a trade's name, and what
# follows it is where, what or how long
EN_RULES.append(
    _r(
        "en.class.job_no_article",
        "identity",
        # (a trade is written in small letters: "I'm Tom Baker" is a name)
        rf"{_EBE}\s+(?:now\s+|currently\s+|also\s+|still\s+)?(?!a\b|an\b|the\b)(?-i:(?=[a-z]))(?:{_EJOB}|(?P<x2>(?-i:(?!(?:{_EN_NOT_TRADE}|"
        r"other|never|ever|over|under|after|later|better|rather|together|whatever|either|neither|sober|clever|"
        r"member|winner|loser|beginner|leader|number|order|wonder|danger|power|answer|matter|older|younger|bigger|"
        r"smaller|taller|shorter|faster|slower|happier|sadder|richer|poorer|busier|closer|further|lighter|heavier|"
        r"stronger|weaker|smarter|wiser|fitter|calmer|braver|healthier|optimist|pessimist|perfectionist|realist|"
        r"idealist|minimalist|feminist|atheist|purist|cyclist|motorist|tourist|guardian|civilian|librarian)\b)"
        r"[a-z]{3,}(?:er|or|ist|ian))))"
        r"(?=\s+(?:in|at|on|of|for|since|with|from|and|between|near|around)\b|\s*[,.!;]|$)",
        "{who} is a {x}",
        0.75,
        slot="job",
        value="{x}",
    )
)
# A role, whatever it is called, and whom it is done for: "I'm the sealift coordinator for Nuna Freight",
# "I am cellar master at Arpa Hills Brandy House", "I am vanilla curer at Fanilo cooperative" (the role in
# small letters and of a role's shape, ``_en_not_role``; the employer a proper name).
# An organisation by its proper name: "Harlow & Pyke", "Kava i Shokolad", "Vogel & Daughters".
_EN_ORG_NAME = rf"(?-i:{_NW}(?:\s+(?:&\s+|of\s+|i\s+|de\s+)?{_NW}){{0,4}})"
_EN_ROLE_AT = (
    r"\bi(?:'m| am)\s+(?:now\s+|currently\s+|still\s+)?(?:the\s+|a\s+|an\s+)?"
    r"(?P<role>(?-i:(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]{2,}))\s+(?:at|for)\s+"
    rf"(?P<org>(?:the\s+)?{_EN_ORG_NAME}"
    r"(?:\s+(?-i:cooperative|co-op|collective|company|studio|workshop|bakery|farm|market))?)(?:'s)?(?![\w&])"
)
EN_RULES.extend(
    [
        _r(
            "en.class.role_at_org",
            "identity",
            _EN_ROLE_AT.replace("(?P<org>", "(?P<x>"),
            "{who} works at {x}",
            0.75,
            slot="employer",
            value="{x}",
            needs=(" at ", " for "),
        ),
        _r(
            "en.class.role_at_org_job",
            "identity",
            _EN_ROLE_AT.replace("(?P<role>", "(?P<x>"),
            "{who} is a {x}",
            0.75,
            slot="job",
            value="{x}",
            check="job",
            needs=(" at ", " for "),
        ),
    ]
)
# Conditions one gets and senses one lacks: "I get so seasick", "I get migraines bad", "I'm a bit deaf in my
# left ear", "she's colour-blind".
_EN_GET_ILL = (
    r"seasick|carsick|airsick|travel sick|motion sick|migraines?|headaches|nosebleeds|panic attacks|hay fever|"
    r"cold sores|cramps|heartburn|chilblains|hives|altitude sickness|vertigo"
)
# News of a new post said first: "new job, field logistics coordinator at the Nordlys Polar Institute",
# "new job!! junior planner for Kestrel Homes".
_EN_NEW_JOB_ROLE = (
    r"(?:^|[.!?]\s+)(?:big\s+news[,:!]*\s+|so\s+|update[,:!]*\s+)?(?P<bare>)new\s+(?:job|gig|position|post)\s*[,:!—–-]+\s*(?:i'?m\s+)?(?:as\s+)?"
    r"(?:a\s+|an\s+|the\s+)?(?P<role>(?-i:[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}?))\s+(?:at|for|with)\s+(?:the\s+)?"
    rf"(?P<org>{_EN_ORG_NAME})"
)
EN_RULES.extend(
    [
        _r(
            "en.class.health_get",
            "identity",
            rf"(?:{_EI}|{_EMY}\s+)(?:get|gets|getting)\s+(?:so\s+|really\s+|terribly\s+|badly\s+|awful\s+|bad\s+)?"
            rf"(?P<x>{_EN_GET_ILL})\b",
            "{who} gets {x}",
            0.7,
            slot="health:{x}",
            value="{x}",
            needs=("get",),
        ),
        _r(
            "en.class.health_sense_lost",
            "identity",
            rf"(?:\bi(?:'m|\s+am)|{_EMY}(?:'s|\s+is))\s+(?:a\s+bit\s+|a\s+little\s+|partially\s+|completely\s+|totally\s+|pretty\s+|half\s+|"
            r"rather\s+|quite\s+|mostly\s+|almost\s+|nearly\s+|going\s+)?"
            # (which ear or eye, when said: "deaf in my right ear")
            r"(?P<x>deaf(?:\s+in\s+(?:my|one|his|her)\s+(?:left\s+|right\s+)?ear)?|blind(?:\s+in\s+(?:my|one|his|her)\s+(?:left\s+|right\s+)?eye)?|"
            r"colou?r[- ]?blind|hard of hearing|short-sighted|long-sighted|lactose intolerant|diabetic|asthmatic|epileptic)\b"
            r"(?!\s+(?:to|as|with|drunk|about|from)\b)",
            "{who} is {x}",
            0.7,
            slot="health:{x}",
            value="{x}",
        ),
        # A condition said first, with how long one has had it: "Gout since last winter", "asthma for
        # twenty years now".
        _r(
            "en.class.health_since",
            "identity",
            rf"^(?P<bare>)(?:and\s+|also\s+)?(?P<x>(?:{_EHEALTH}))\s+(?:since|for)\s+(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|"
            r"twenty|thirty|many|several|a few|last|my|i|childhood|birth)\b",
            "{who} has {x}",
            0.7,
            slot="health:{x}",
            value="{x}",
            needs=("since", "for"),
        ),
        # A language of one's own by how it is: "my English is from YouTube", "my Spanish is rusty".
        _r(
            "en.class.language_mine_is",
            "identity",
            rf"\bmy\s+(?P<x>{_ELANGS})\s+(?:is|isn't|was|'s)\b",
            "The user speaks {X}",
            0.65,
            slot="language:{x}",
            value="{x}",
            check="language",
        ),
        # A second language by where it is spoken, after the first: "we speak Guaraní at home, Spanish in the
        # bank", "I speak Galician always, Spanish with the tourists".
        _r(
            "en.class.language_then_where",
            "identity",
            rf"\b(?:i|we)\s+(?:all\s+)?(?:speak|talk)\s+(?-i:{_NW})[^,.!?]{{0,30}},\s*(?:and\s+)?(?P<x>{_ELANGS})\s+"
            r"(?:only\s+|just\s+|mostly\s+)?(?:in|with|at|for|to|when)\b",
            "The user speaks {X}",
            0.65,
            slot="language:{x}",
            value="{x}",
            check="language",
            needs=("speak", "talk"),
        ),
        _r(
            "en.class.new_job_role",
            "identity",
            _EN_NEW_JOB_ROLE.replace("(?P<role>", "(?P<x>"),
            "{who} is a {x}",
            0.75,
            slot="job",
            value="{x}",
            check="job",
            needs=("new",),
        ),
        _r(
            "en.class.new_job_org",
            "identity",
            _EN_NEW_JOB_ROLE.replace("(?P<org>", "(?P<x>"),
            "{who} works at {x}",
            0.75,
            slot="employer",
            value="{x}",
            needs=("new",),
        ),
        _r(
            "en.class.new_job_news",
            "life_event",
            _EN_NEW_JOB_ROLE,
            "{who} has a new job",
            0.8,
            value="new job",
            outcome="positive",
            needs=("new",),
        ),
        # The role one was taken on as: "got hired by Prairie Star Energy as a driller", "taken on at Brook
        # Farm as a herdsman".
        # An organisation one belongs to or works in, named after one's role: "I'm a bridge diver in Mostar,
        # member of Neretva Divers", "pearl maker in Ohrid, family workshop Talev Pearls".
        _r(
            "en.class.employer_member_of",
            "identity",
            rf"(?:{_EI}(?:'m|am)\s+(?:a\s+|an\s+)?[a-z][\w' -]{{2,40}}?|^(?-i:[A-Z])[\w'-]+\s+here|\b(?:i'?m|i am))[^.!?]{{0,60}}?,\s*"
            r"(?:a\s+|proud\s+)?(?:member\s+of|family\s+(?:workshop|business|firm|farm|bakery|shop|restaurant|winery))\s+(?:the\s+)?"
            rf"(?P<x>{_EN_ORG_NAME})",
            "{who} works at {x}",
            0.7,
            slot="employer",
            value="{x}",
            needs=("member of", "family "),
        ),
        _r(
            "en.class.hired_as",
            "identity",
            rf"\b(?:hired|taken\s+on|signed|brought\s+on|picked\s+up)\s+(?:by|at|with)\s+(?:the\s+)?{_EN_ORG_NAME}\s+as\s+"
            r"(?:a\s+|an\s+|the\s+)?(?P<x>(?-i:[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}?))(?=\s*(?:[,.;!]|$)|\s+(?:and|for|in|at|on|from|starting|next|this)\b)",
            "{who} is a {x}",
            0.75,
            slot="job",
            value="{x}",
            check="job",
            needs=("as",),
        ),
    ]
)
# A taste said by what the thing is to one, the thing first: "Cumberland sausage tonight, best thing on
# earth", "the Basotho blanket is the best thing we have", "Mondays are the worst", "July traffic on the
# bridge is the WORST", "the fake pearls they sell on the promenade make me crazy", "sick of boiled
# crawfish", "walkers leaving gates open, that's what I can't abide" (the thing: a phrase that is no
# person, pronoun or possession of someone else's).
_EN_THING_FIRST = (
    r"(?:^|[.!?;]\s+|,\s*|\bbut\s+|\bthough\s+)(?P<bare>)(?P<x>(?!(?:i|you|he|she|we|they|it|this|that|there|my|his|her|their|your|our|"
    r"everyone|everybody|people|someone|nobody|mine|what|which|who)\b)(?:the\s+)?[\w'-]+(?:\s+(?!(?:is|are|was|were|make|makes|that|which)\b)[\w'-]+){0,4}?)"
)
EN_RULES.extend(
    [
        _r(
            "en.class.like_best_thing",
            "preference",
            _EN_THING_FIRST
            + r"(?:\s+(?:tonight|today|for lunch|for dinner|for breakfast|every day))?(?:,\s*|\s+(?:is|are)\s+)(?:the\s+|just\s+the\s+)?"
            r"best\s+thing\s+(?:on\s+(?:god(?:'s)?\s+)?earth|ever|in\s+the\s+world|we\s+have|i\s+know|going)\b",
            "The user loves {x}",
            0.6,
            slot="likes:{x}",
            value="like",
            valence=0.6,
            needs=("best thing",),
        ),
        _r(
            "en.class.dislike_worst",
            "preference",
            _EN_THING_FIRST
            + r"(?:\s+[^,.!?]{0,40}?)?\s+(?:is|are)\s+(?:honestly\s+|just\s+|literally\s+)?the\s+worst\b",
            "The user hates {x}",
            0.6,
            slot="likes:{x}",
            value="dislike",
            valence=-0.5,
            needs=("worst",),
        ),
        _r(
            "en.class.dislike_makes_me",
            "preference",
            _EN_THING_FIRST
            + r"(?:\s+(?:they|that|which|people|you)\s+[^,.!?]{0,40}?)?\s+makes?\s+me\s+(?:so\s+|really\s+)?"
            r"(?:crazy|mad|nuts|insane|sick|angry|furious|cringe|want to scream|scream)\b",
            "The user cannot stand {x}",
            0.6,
            slot="likes:{x}",
            value="dislike",
            valence=-0.5,
            needs=("make",),
        ),
        _r(
            "en.class.dislike_sick_of",
            "preference",
            rf"{_EI}?(?:'m|am|so|really|just)?\s*(?:sick|tired|fed up)\s+(?:and\s+tired\s+)?of\s+(?P<x>(?!(?:it|this|that|him|her|them|you|me|people|everyone|my|his|her|their|being|waiting)\b)[\w' -]{{3,30}}?)"
            r"(?=\s*(?:[,.!;]|$)|\s+(?:already|now|tbh|honestly|lol|haha|to be honest)\b)",
            "The user is sick of {x}",
            0.6,
            slot="likes:{x}",
            value="dislike",
            valence=-0.5,
            needs=("sick of", "tired of", "fed up"),
        ),
        _r(
            "en.class.dislike_thats_what",
            "preference",
            r"(?:^|[.!?;]\s+)(?P<bare>)(?P<x>(?!(?:i|you|he|she|we|they|it|this|that|my|his|her|their)\b)[^,.!?]{3,50}),\s*"
            r"that'?s\s+(?:what|the\s+thing|one\s+thing)\s+i\s+(?:can't|cannot|could\s+never|won't)\s+"
            r"(?:abide|stand|bear|take|handle)\b",
            "The user cannot stand {x}",
            0.6,
            slot="likes:{x}",
            value="dislike",
            valence=-0.5,
            needs=("that",),
        ),
    ]
)
# A role of any name as the one someone is: "I'm the rear tire changer on a pit crew", "I'm captain of
# the ferry", "i'm the auctioneer, sell the boxes…" (a role by its word or its shape, ``check="job"``).
# An employer one runs, stays with, or names: "I run Vogel & Daughters now", "been with Great Lakes
# Coatings 9 years", "shop name is Biçikleta Arbri".
EN_RULES.extend(
    [
        _r(
            "en.class.job_the_role",
            "identity",
            r"\bi(?:'m| am)\s+(?:now\s+|still\s+)?(?:the\s+|a\s+|an\s+)?(?P<x>(?-i:(?:[a-z][\w-]*\s+){0,2}[a-z][\w-]{2,}))"
            r"(?=\s+(?:on|of)\s+(?:a|an|the|our|my)\b|\s*,\s+(?:sell|run|drive|fix|make|build|cook|teach|look after|take care of)\w*\b)",
            "{who} is a {x}",
            0.7,
            slot="job",
            value="{x}",
            check="job",
        ),
        _r(
            "en.class.employer_run",
            "identity",
            rf"(?:\bi\s+(?:now\s+|still\s+)?run|\bbeen with)\s+(?:the\s+[a-z]+\s+at\s+)?"
            rf"(?P<x>{_EN_ORG_NAME})(?![\w&])"
            r"(?=\s+(?:now|for|since|\d+|a|an|two|three|four|five|six|seven|eight|nine|ten)\b|\s*[,.!;]|$)",
            "{who} works at {x}",
            0.75,
            slot="employer",
            value="{x}",
            needs=("run", "been with"),
        ),
        _r(
            "en.class.employer_shop_named",
            "identity",
            rf"(?:^|[.!?,;]\s*|\b(?:my|our)\s+)(?:shop|store|bakery|cafe|café|studio|workshop|stall|business|company|firm|salon|garage|restaurant)(?:'s)?"
            rf"\s+(?:name\s+is|is\s+called|called)\s+(?P<x>{_EN_ORG_NAME})",
            "{who} works at {x}",
            0.75,
            slot="employer",
            value="{x}",
            needs=("name", "called"),
        ),
    ]
)
# A trade said right after one's name in an introduction, as a clause of its own: "I'm Valentina
# Rojas, night assistant at the observatory", "now then, Trevor Haworth, bingo caller", "I'm Renzo
# Quispe, cable tv installer, nine jobs a day" (a role by its word or its shape: ``check="job"``).
EN_RULES.append(
    _r(
        "en.class.job_after_name",
        "identity",
        rf"(?:^|[.!?]\s+)(?:[^\W\d_']{{1,10}}[,!.]?\s+){{0,3}}?(?P<me>)"
        rf"(?:(?:i'm|i am|im|name's|my name is)\s+(?-i:{_NW}(?:\s+{_NW}){{0,2}})|(?-i:{_NW}(?:\s+{_NW}){{1,2}})),\s+"
        r"(?:(?:i'm|i am|i work as)\s+)?(?:a\s+|an\s+)?"
        # (no role begins with a word that joins: "Pike & Sons, since my grandad")
        r"(?!(?:since|because|but|and|so|my|our|his|her|their|the|from|with|for|just|still|only|not|no|yes|all|then|now)\b)"
        r"(?P<x>(?-i:[a-z][a-z-]+(?:\s+[a-z][a-z-]+){0,2}))"
        r"(?=\s+(?:at|in|on|for|from|with|since|out of|here|and)\b|\s*[,.!;]|\s*[—–-]\s+(?!(?:she|he|they|it|i|we|you)\b)|$)",
        "{who} is a {x}",
        0.75,
        slot="job",
        value="{x}",
        check="job",
        needs=(",",),
    )
)
# What one does, said right after one's name: "Mira Okafor, I dye wax cloth in the old market of Kumasi",
# "Name Tomas Reyes, I does cut cane near Sangre Grande", "hei! Ida Berg, I pilot the ferry up Hardanger".
# Said as the next clause of an introduction (in the same sentence: "Ida Berg. I pilot…" is not read), a
# verb and what it works on is the trade, whatever the verb; where it is done is the last place named
# after it in that clause.
_EN_INTRO_BEFORE = (
    r"(?:^|[.!?]\s+)(?:[^\W\d_']{1,10}[,!.]?\s+){0,3}?"
    r"(?:(?:i'm|i am|im|name's|my name is|my names are|name|is|myself|this is)\s+)?"
    rf"(?-i:{_NW}(?:\s+(?:{_NW}|Ó|Ní|Mac|de|da|van|von|bin|al)){{1,3}})[,.]\s+(?P<me>)i\s+(?:does\s+|do\s+)?"
)
_EN_INTRO_VERB = (
    r"(?!(?:am|was|were|have|had|has|love|like|hate|want|need|think|feel|live|lived|go|went|come|came|got|get|know|guess|"
    r"mean|say|said|hope|wish|just|also|really|can|cannot|will|would|could|should|did|don|didn|found|moved|speak|spoke|"
    r"study|studied|learn|learned|play|watch|fast|usually|always|never|still|work|worked|used|met|saw|heard|read|listen|"
    r"swim|walk|eat|drink|cook|pray|sing|dance|believe|miss|must|may|might|see|look|talk|chat|write|call|text|try|"
    r"tried|started|quit|retired|left|joined|lost|won|became|turned|grew|mostly|only|sometimes|stay|reside|sleep)\b)"
    r"(?P<v>[a-z]{3,}(?<![^e]ed)(?<!ing))"
)
_EN_INTRO_OBJECT = (
    r"\s+(?P<x>(?!(?:it|them|that|this|me|you|him|her|us|here|there|too|now|so|with|to|for|and|but|in|on|at|by|from|"
    r"up|down|out|over|near|off|outside|of|into|about|around|back|home|alone)\b)"
    r"[^\W\d_][\w'-]*(?:\s+(?!(?:in|on|at|by|for|with|and|but|to|from|here|out|up|down|over|near|off|outside|of|"
    r"every|since|when|because|all|around)\b)[^\W\d_][\w'-]*){0,3})"
    r"(?=\s+(?:in|on|at|by|for|from|with|up|down|near|off|outside|around|out of)\b|\s*[,.!;]|$)"
)
EN_RULES.extend(
    [
        _r(
            "en.class.job_after_intro",
            "identity",
            _EN_INTRO_BEFORE + _EN_INTRO_VERB + _EN_INTRO_OBJECT,
            "{who}'s work: {v} {x}",
            0.7,
            slot="job",
            value="{v} {x}",
        ),
        _r(
            "en.class.workplace_after_intro",
            "identity",
            _EN_INTRO_BEFORE
            + _EN_INTRO_VERB
            + _EN_INTRO_OBJECT.replace("(?P<x>", "(?:")
            + r"[^.!?;]*?\b(?:in|at|near|outside|up|down|of)\s+(?:the\s+)?"
            + rf"(?P<x>(?-i:{_NW}(?:\s+{_NW}){{0,2}}))(?![^.!?;]*\b(?:in|at|near|outside|up|down|of)\s+(?:the\s+)?(?-i:[A-Z]))",
            "{who} works in {x}",
            0.7,
            slot="workplace",
            value="{x}",
            check="place",
        ),
    ]
)
_EN_NO_LONGER = re.compile(r"(?:retired|former)\s+", re.I)
# Rules whose memory is a paraphrase of a judgement of the assistant; the word said replaces it.
_PRAISE_RULE = re.compile(r"praise|\.best$|feeling_talking|enjoys")
_NOT_THE_WORD = frozenset({"the", "user", "for", "and", "than", "more", "people", "they", "know", "聊天"})
_FALLBACK_RULES = {
    "en.class.job_by_ending": "job",
    "zh.class.job_sells": "job",
}  # a rule tried only when its slot is not yet found


_NEEDED_ZH = frozenset(n for r in ZH_RULES for n in r.needs)
_NEEDED_EN = frozenset(n for r in (*EN_RULES, *EN_TURN_RULES) for n in r.needs)

_RULES_FOR: dict[tuple[bool, frozenset[str]], list[Rule]] = {}


def _rules_for(zh: bool, present: frozenset[str]) -> list[Rule]:
    """The rules, in order, worth trying on a sentence holding the needed words ``present``."""
    rules = _RULES_FOR.get((zh, present))
    if rules is None:
        rules = [r for r in (ZH_RULES if zh else EN_RULES) if not r.needs or not present.isdisjoint(r.needs)]
        if len(_RULES_FOR) < 4096:
            _RULES_FOR[(zh, present)] = rules
    return rules


# The assistant asking about the event the conversation is on ("When is it?", "How many are coming?",
# "定在哪天？", "多少人啊"): the user's answer gives that attribute, in whatever words. A question
# about the user ("where do you live?", "你在哪上班") is `_QUESTIONS`' business.
_EVENT_QUESTIONS: list[tuple[str, re.Pattern[str]]] = [
    ("size", re.compile(r"\bhow many\b|\bhow big\b|多少人|几个人|多少个人|几桌|多少桌|人多吗|规模", re.I)),
    ("duration", re.compile(r"\bhow long\b|多久|多长时间|几天|几个小时|多长", re.I)),
    (
        "time",
        re.compile(r"\bwhen\b|\bwhat (?:day|date|time)\b|\bwhich day\b|什么时候|啥时候|哪天|几号|几点", re.I),
    ),
    (
        "place",
        re.compile(
            r"\bwhere\b|在哪|哪里|哪儿|什么地方|啥地方|\b(?:remote|online|virtual) or in[- ]person\b|\bin[- ]person or\b|线上还是线下|线下还是线上",
            re.I,
        ),
    ),
    (
        "purpose",
        re.compile(
            r"\bwhat (?:role|position|job|for)\b|\bfor what\b|什么岗位|什么职位|哪个岗位|面什么|为了什么|干嘛用",
            re.I,
        ),
    ),
]
_EN_ANSWER_SIZE = re.compile(
    r"(?P<x>(?:about |around |like |roughly |maybe |over |almost |nearly |just |only )?(?:\d[\d,]*|a dozen|a few|a handful|"
    r"two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|a hundred)"
    r"(?:\s+(?:people|guests|runners|of us|friends|folks|players|kids|members|teams|tables|attendees|signups|sign-ups))?)\b",
    re.I,
)
_ZH_ANSWER_SIZE = re.compile(
    r"(?P<x>[一二三四五六七八九十两百几\d]+(?:(?:个|多个|来个|多)?(?:人|位|名|桌)|个|多个|来个))"
)
_EN_ANSWER_DURATION = re.compile(
    r"(?P<x>(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a couple of|a few|half an?)\s+"
    r"(?:minutes|mins|hours?|hrs|days?|nights?|weeks?|months?))\b",
    re.I,
)
_ZH_ANSWER_DURATION = re.compile(
    r"(?P<x>(?:[一二三四五六七八九十两半几\d]+个?半?|一整)(?:小时|钟头|天|晚|夜|周|星期|个月)(?:[一二三四五六七八九十两\d]+夜)?)"
)
# What an answer about the event says beside what was asked: "在澜庭酒店 要搞整整六个小时", "we've got it for 4 hours".
_EN_ALSO_DURATION = re.compile(
    rf"\bfor\s+(?:about\s+|like\s+|around\s+|a good\s+)?{_EN_ANSWER_DURATION.pattern}", re.I
)
_ZH_ALSO_DURATION = re.compile(
    rf"(?:整整|要搞|搞|持续|为期|要|一共|总共|连)\s*{_ZH_ANSWER_DURATION.pattern}(?![前后])"
)
# Being treated somewhere, said before the place: the hospital is where, not an employer.
_ZH_TREATED = re.compile(r"住院|看病|手术|就诊|治疗|挂号|急诊|复查|体检|病了|生病|打针|输液|打疫苗")
# The place said beside the time that was asked: "下周四上午十点，在科华大厦", "周五下午三点 在学校多功能厅".
_ZH_ALSO_PLACE = re.compile(rf"(?:^|{_B})在(?P<x>{_NB}{{2,10}}?)(?:举行|举办|办|见|开)?(?={_B}|$)")
_EN_ALSO_PLACE = re.compile(
    r"(?:^|,\s*|\s)(?:at|in)\s+(?P<x>(?:the\s+)?[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,3})"
)
_EN_ALSO_SIZE = re.compile(
    r"(?P<x>(?:about |around |like |roughly |maybe |over |almost |nearly )?\d[\d,]*\s+(?:people|guests|seats|kids|families|runners|attendees))\b",
    re.I,
)
_ZH_ALSO_SIZE = re.compile(
    r"(?P<x>[一二三四五六七八九十两百几\d]+多?个?(?:人|位|名|桌|小孩|孩子|家庭|同学))(?:参加|来|报名|到场|左右)"
)
_EN_ANSWER_TIME = re.compile(
    rf"(?P<x>(?:the\s+)?(?:first|second|third|last|every|each|this|next)?\s*{_EN_DAYS}(?:\s+(?:of\s+(?:every|each|the)\s+month|"
    rf"after\s+[\w' ]{{2,24}}?(?=\s*(?:[.,!?;]|$))|mornings?|afternoons?|evenings?|nights?))?|{_MONTHS}\.?(?:\s+\d{{1,2}}(?:st|nd|rd|th)?)?|"
    r"\d{1,2}(?::\d\d)?\s*(?:am|pm)|tomorrow|tonight|next\s+(?:week|month|weekend|year))\b",
    re.I,
)
_ZH_ANSWER_TIME = re.compile(
    r"(?P<x>(?:国庆|元旦|春节|中秋|五一|端午|清明|除夕|过年)(?:节)?(?:第[一二三四五六七\d]天|前|后|当天)?|"
    r"(?:下|这|本|每)?(?:周|星期|礼拜)[一二三四五六日天末](?:上午|下午|晚上|早上|中午)?(?:[一二三四五六七八九十\d]{1,3}点半?)?|"
    r"(?:[一二三四五六七八九十\d]{1,2}月)(?:[一二三四五六七八九十\d]{1,3}[日号])?|(?:明天|后天|今晚|月底|月初|年底)(?:上午|下午|晚上)?)"
)


# The assistant asking about someone of the user's ("What does your sister do?", "你姐姐在哪上班？"): the
# answer is about them, and its "she" / "她" is them.
_ASKED_ABOUT = re.compile(
    rf"\byour\s+(?:(?:older|younger|little|big|baby|twin|best|new|old)\s+)?(?P<rel>{EN_RELATIONS})\b"
    rf"|你(?:的|家的?|家)?(?P<zrel>{ZH_RELATIONS}|{ZH_PETS})",
    re.I,
)


_ASKED_PRONOUN = re.compile(
    r"\b(?:does|is|did|has|was|will)\s+(?:she|he)\b|\b(?:what's|whats|what is)\s+(?:his|her)\s+name\b|[她他](?!们)",
    re.I,
)


# The assistant calling the user's parents as a guest would: "叔叔是做什么工作的呀？", "阿姨呢？" (not "你叔叔").
_ZH_POLITE_PARENT = re.compile(r"(?<![你的家个位])(?P<x>叔叔|阿姨)(?!们)")
# A question that asks the previous one again about someone else: "And your dad?", "What about her?", "阿姨呢？".
_ASKED_AGAIN = re.compile(
    r"(?:^|[.!?。！？]\s*)(?:and|what about|how about)\s+(?:your\s+[\w ]{2,20}?|him|her)\s*\?\s*$"
    rf"|(?:^|[。！？!?，,\s])那?(?:你(?:的|家)?[{HAN}]{{1,3}}?|叔叔|阿姨)呢[？?]?\s*$",
    re.I,
)


_EN_PLACE_CALLED = re.compile(
    r"\b(?:town|village|city|place|suburb|island|county|hamlet)\s+(?:called|named)\s+(?P<x>(?-i:[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?))"
)
# What a company just described is called: "the bank across the street now apparently, Oakfen Savings".
_EN_ORG_NAMED_AFTER = re.compile(
    r",\s*(?P<x>(?-i:[A-Z][\w'&.-]*(?:\s+(?:&\s+)?[A-Z][\w'&.-]*){0,3}))\s*[.!]*\s*$"
)
# What a school's name ends with: "湖南师大", "青禾幼儿园", "市一中".
_ZH_SCHOOL_SHAPE = re.compile(
    r"(?:大学|学院|师大|幼儿园|小学|中学|高中|一中|二中|三中|职高|技校|学校|[^一二三四五六七八九十]大)$"
)


def _bare_name(text: str, zh: bool) -> str:
    """A name said alone, answering "What's his name?": "Bastian. he's 5", "安安"."""
    first = re.split(r"[，,。！？!?；;~～…\n]|\.(?:\s|$)|\s", text.strip(), maxsplit=1)[0].strip()
    if zh:
        first = re.sub(r"^(?:叫|就叫|名字叫)|(?:吧|啦|呀|哦|哈)+$", "", first)
        return (
            first
            if re.fullmatch(rf"[{HAN}]{{2,3}}", first) and not zh_name_problem(first, full=False)
            else ""
        )
    if re.fullmatch(r"[a-z]{3,15}", first) and not re.search(r"(?:ing|ed|ly|ful|ous)$", first):
        # chat writes names in lowercase: "maisie. she's 4" answering "What's her name?"
        first = "" if first in EN_OPENERS or first in _EN_NOT_HEAD_NAME else first.capitalize()
    ok = (
        re.fullmatch(r"[A-Z][a-z]{1,15}", first)
        and not value_problem("name", first)
        and first.lower() not in EN_STOP
    )
    return first if ok else ""


# Lowercase words that answer "What's her name?" without being one.
_EN_NOT_HEAD_NAME = frozenset(
    [
        "idk",
        "dunno",
        "unsure",
        "forgot",
        "nobody",
        "nothing",
        "none",
        "secret",
        "guess",
        "same",
        "dog",
        "cat",
        "baby",
        "what",
        "who",
        "why",
        "lmao",
    ]
)


def _asked_about(asked: str, focus: _Focus | None = None) -> str:
    """Whom the assistant's question is about, when not the user: a relation it names, or the one
    last named when it asks with a pronoun ("And where does she live?")."""
    if m := _ASKED_ABOUT.search(asked):
        return (m.group("rel") or m.group("zrel")).lower()
    if m := _ZH_POLITE_PARENT.search(asked):
        return "爸爸" if m.group("x") == "叔叔" else "妈妈"
    if focus is not None and (
        named := next((r for n, r in focus.names.items() if len(n) >= 2 and n in asked), "")
    ):
        return named  # "阿杰是做什么的呀？" once 阿杰 was named as a friend
    return focus.person if focus is not None and focus.person and _ASKED_PRONOUN.search(asked) else ""


# An event one was given, still to come: "拿到…的面试了", "收到复试通知了".
_ZH_GOT_EVENT = re.compile(r"(?:拿到|收到|约到|接到)了?(?:[^，。！？!?\s]{0,10}的)?$")
# A name after the kind of place it names: "一家粤菜馆 叫荔湾小馆".
_ZH_PLACE_CALLED = re.compile(
    r"(?:馆|店|厅|公司|医院|学校|超市|工作室|集团|银行|厂|院|酒店|酒吧|诊所|机构)\s*(?:名字)?(?:叫|名叫)[^，,。！？!?\s]*$"
)
# How many tastes a list heads, not one of them: "三种人", "这三样".
_ZH_COUNT_HEAD = re.compile(r"这?[两三四五六几]+(?:样|种|件事|个)(?:人|东西)?")
# A habit said as past and given up: "以前还天天喝可乐 现在一口都不喝了", "之前每天抽烟 现在戒了".
_ZH_GIVEN_UP = re.compile(
    r"(?:以前|之前|原来|过去|曾经)[^。！？!?]*?(?:现在|如今|后来)[^。！？!?]*?(?:不|没|戒)"
)
# The rest of a list a taste began: "最爱吃的就是螺蛳粉 臭豆腐 还有榴莲", "香菜我是真的接受不了 还有芹菜".
_ZH_LIST_REST = re.compile(
    rf"^(?P<mid>(?:\s+[{HAN}]{{1,6}}){{0,4}}?)\s*(?:[，,、]\s*|\s+)(?:还有|以及)\s*(?P<last>[{HAN}]{{1,6}}?)(?=$|[\s，,。！!？?~～]|吧|啊|呀|哈)"
)
_ZH_LIST_END = re.compile(rf"(?:^|[\s，,])(?:还有|以及)(?P<last>[{HAN}]{{1,6}}?)[。！!~～.…]*$")
_ZH_NOT_ITEM = re.compile(
    r"^(?:点|些|一|没|很|事|人|个|好|啥|什么|呢|吗|就|也|都|我|你|他|她|它|哈|嗯|别的|其他)"
)


# An age said bare as a clause of an introduction ("刘建国，五十二，湖北孝感人", "马丽娟。女。41。",
# "Halvard Moen. 58. I keep bees…", "Priya Raman, 29, new in town"): a number of years alone between separators
# (or with 岁 / "years"), within the three short clauses after one's name.
_ZH_BARE_AGE = re.compile(
    r"(?:[二三四五六七八九]十[一二三四五六七八九]?|十[一二三四五六七八九]|[1-9]\d)(?:周?岁)?了?"
)
_EN_BARE_AGE = re.compile(r"(?:[1-9]\d)(?:\s*(?:years?(?:\s+old)?|yrs?|yo|y/o))?", re.I)
_ZH_CLAUSES = re.compile(r"[，,。、；;！!~～\s]+|\.(?:\s+|$)")
_EN_CLAUSES = re.compile(r"\s*(?:[,;!~]+|\.+(?=\s|$)|\s-+)\s*")


# A terse introduction that opens with one's full name as a clause, then what introductions say next:
# sex, age, where one is from, one's people ("#打个招呼# 邓海生，宜宾人，三十七", "张伟，男，35").
_ZH_NAME_OPENING = re.compile(
    r"^(?:【[^】]{1,12}】|#[^#]{1,12}#|\s)*(?P<x>[\u4e00-\u9fff]{2,4})[，,。.\s]+"
    rf"(?=(?:男|女|{_ZH_BARE_AGE.pattern}|[\u4e00-\u9fff]{{1,6}}[人族])(?:[，,。.！!\s]|$))"
)


def _zh_name_opening(text: str, found: list[Candidate], turn: Turn) -> list[Candidate]:
    if any(c.slot == "name" and not c.subject for c in found) or not (m := _ZH_NAME_OPENING.match(text)):
        return []
    name = m.group("x")
    if zh_name_problem(name, full=True) or not zh_person_words(name):
        return []  # the segmenter must read it as a person's name: "高兴，今天" is none
    return [_name_of("", name, True, turn, "zh.class.name_opening", importance=0.9)]


def _age_after_name(text: str, found: list[Candidate], zh: bool, turn: Turn) -> list[Candidate]:
    """The user's age said bare right after the name they introduce themselves by."""
    name = next((c for c in found if c.slot in ("name", "nickname") and not c.subject), None)
    if name is None or any(c.slot == "age" and not c.subject for c in found):
        return []
    at = text.find(name.value)
    if at < 0 or re.search(r"\bno wait\b|\bi mean\b|\bactually\b|不对|说错|记错", text, re.I):
        return []
    bare, longest, clauses = (_ZH_BARE_AGE, 8, _ZH_CLAUSES) if zh else (_EN_BARE_AGE, 20, _EN_CLAUSES)
    for clause in [c for c in clauses.split(text[at + len(name.value) :]) if c][:3]:
        if bare.fullmatch(clause):
            age = re.match(r"[一二三四五六七八九十]+|\d+", clause)
            if age is None:
                return []
            return [
                Candidate(
                    type="identity",
                    content=f"用户今年{age.group(0)}岁" if zh else f"The user is {age.group(0)} years old",
                    importance=0.75,
                    source_ids=[turn.id],
                    slot="age",
                    value=age.group(0),
                    reason=f"{'zh' if zh else 'en'}.class.age_after_name",
                )
            ]
        if len(clause) > longest or re.search(r"\d|[一二三四五六七八九十]{2}", clause):
            return []  # a sentence of its own, or another number ("two kids, 3 dogs")
    return []


def _list_rest(text: str, found: list[Candidate], zh: bool) -> list[Candidate]:
    """The items after the first of a list of tastes, each its own memory with the same polarity
    (the rules read "A" of "A B 还有C", or the clause before a last "还有C")."""
    if not zh:
        return []
    tastes = [c for c in found if c.type == "preference" and c.slot.startswith("likes:") and not c.subject]
    if not tastes or len({c.value for c in tastes}) > 1:
        return []
    items: list[str] = []
    first = tastes[-1]
    said = first.slot.split(":", 1)[1]
    at = text.rfind(said)
    if at >= 0 and (m := _ZH_LIST_REST.match(text[at + len(said) :])):
        items = [*m.group("mid").split(), m.group("last")]
    elif len(tastes) == 1 and at >= 0 and (m := _ZH_LIST_END.search(text)) and m.start() > at:
        items = [m.group("last")]
    out = []
    for item in items:
        if (
            _ZH_NOT_ITEM.match(item)
            or value_problem(f"likes:{item}", item)
            or any(c.slot == f"likes:{item}" for c in found)
        ):
            continue
        content = first.content.replace(said, item, 1)
        out.append(replace(first, slot=f"likes:{item}", content=content, reason=f"{first.reason}.rest"))
    return out


# A trade said with where it is done ("我是瑞丽的翡翠鉴定师", "在东莞长安一个五金厂做CNC编程"): where is a
# place of the gazetteer, a workplace said as one ("一家卫浴厂", "海边"), and the trade is no customer,
# kin, people from somewhere, or what one has done to oneself ("在医院做检查").
_ZH_WORK_WHERE = re.compile(
    rf"(?:一家|一个|一份|一所|一间|一座){_NB}|{_ORG}$|^(?:外|外地|外面|海边|海上|山里|乡下|村里|镇上|城里|工地|码头|港口|景区)$"
    # where a stall stands: "在菜市场卖豆腐", "在夜市卖烤串", "在路边卖红薯"
    r"|(?:菜市场|菜场|农贸市场|市场|夜市|早市|集市|集上|街上|路边|路口|巷口|学校门口|地铁口|天桥下|桥头|摆摊|出摊|巴刹|街市|墟|圩)$"
)
_ZH_NOT_TRADE = re.compile(
    rf"^(?:{ZH_KIN})$|人$|^(?:粉丝|常客|顾客|客人|一员|老乡|骄傲|宝贝|心头肉|最爱|主人|主角|代表作)$|"
    r"^(?:检查|手术|体检|化疗|透析|康复|复查|治疗|B超|CT|核酸|实验|报告|PPT|演讲|分享|汇报|美甲|头发|按摩|推拿|理疗|"
    r"SPA|指甲|造型|准备|打算|计划|决定|活动|动作|运动|练习|题|卷子|笔记|攻略|功课|志愿|义工|调研|调查|采访)"
)


def _zh_trade_said(where: str, trade: str) -> bool:
    return not _ZH_NOT_TRADE.search(trade) and bool(_zh_work_place(where) or _ZH_WORK_WHERE.search(where))


# Where work is done, from what is said between 在 and the work: the piece nearest the work that is a
# place ("长白山脚下抚松" → 抚松, "平遥古城一个镖局景区" → 平遥古城, "霍克斯湾的苹果园" → 霍克斯湾), a known
# place and a few characters more ("宜兴丁蜀"), or a lake, mountain, island, port or station by its
# name's end ("洪泽湖", "梵净山", "东兴口岸"). Not the outskirts or the town centre said as such.
_ZH_WORK_PLACE_SPLIT = re.compile(
    r"的|一家|一个|一间|一座|一所|一片|那边|这边|边上|旁边|附近|脚下|一带|周边|那儿|这儿|里面|上面|下面|老家|家里|村里|乡下"
)
_ZH_NATURAL_PLACE = re.compile(
    rf"[{HAN}]{{1,5}}(?:湖|山|岛|屿|洲|湾|港|口岸|站|古城|老城|古镇|草原|林场|牧场|油田|盆地|半岛|群岛|峡谷|码头|渔村)"
    # a village or market town by its ending, named by a word of its own: "橄榄坝", "杨家坪", "九寨沟", "白马寨"
    rf"|(?![我你他她它这那本俺咱额阮])[{HAN}]{{2,4}}(?:坝|坪|沟|寨|屯|墟|圩)"
)


def _zh_work_place(span: str, *, firm: bool = False) -> str:
    """``firm``: a school, firm or shop is where the work is done too ("在湖州启文中学教书法"), and so is
    the home village or the town nearby ("我妈在老家种油菜", "在镇上修电瓶车"), though no place to store."""
    if _ZH_STUDIED.search(span):
        return ""  # "在波尔多读的酿酒": where one studied
    if firm and span in _ZH_LOCAL_PLACES:
        return span
    for piece in reversed([p for p in _ZH_WORK_PLACE_SPLIT.split(span) if p]):
        if piece in ("郊区", "市区", "城区", "城里"):
            continue
        if _ZH_NOT_A_PLACE_TAIL.search(piece):
            # a scenic spot is where one works when a place names it ("兴化千垛景区"), not its kind ("镖局景区")
            if (
                firm
                and len(piece) >= 3
                and (not piece.endswith(("景区", "直播")) or _zh_place_then(piece, 6))
            ):
                return piece
            continue
        if zh_place_whole(piece) or _ZH_NATURAL_PLACE.fullmatch(piece) or _zh_place_then(piece):
            return piece
    return ""


def _zh_place_then(span: str, rest: int = 3, *, town: bool = False) -> bool:
    """A place said by a place and a short local name after it: "中卫沙坡头", "稻城亚丁", "随州三里岗";
    ``town``: the first a city or county by name, not any place word."""
    known = zh_town_named if town else zh_place_whole
    return any(known(span[:n]) and 0 < len(span) - n <= rest for n in range(2, min(len(span) - 1, 5)))


# The home village and the town nearby: where one works, said without naming it.
_ZH_LOCAL_PLACES = frozenset({"老家", "村里", "乡下", "镇上", "县城", "街上", "集上", "山上", "岛上", "农村"})


# A place of work is no school, firm or shop named after a town ("湖州启文中学", "粤海丰饲料"), nor a
# scenic spot named by its kind ("镖局景区"); 读/学/念 before the work say where one studied.
_ZH_NOT_A_PLACE_TAIL = re.compile(
    r"(?:景区|中学|小学|大学|学校|学院|公司|厂|店|馆|医院|中心|集团|局|银行|饲料|农场|园|所|部|社|台|直播)$"
)
_ZH_STUDIED = re.compile(r"(?:读|学|念)的|读书|上学|留学")


# Who is said before "在<city>当<job>" when it is not the user: a relation as dialects say it ("额女子",
# "俺家老头子", "姑娘" for a daughter), or another person ("他同学", "邻居家男人").
# (ZH_KIN holds 姑娘 and 老头子, ZH_RELATIONS all five dialect words)
# (the kin may be named after: "女儿古丽在乌鲁木齐当老师" is the daughter's post)
_ZH_LEAD_KIN = re.compile(
    rf"(?:^|我|俺|额|我家|俺家|额家)(?P<k>女子|婆娘|婆姨|{ZH_KIN})(?:(?![的和跟与也都还就])[\u4e00-\u9fff]){{0,3}}$"
)
_ZH_LEAD_PERSON = re.compile(rf"(?:{ZH_RELATIONS}|老头|男人|女人|娃|崽|仔|某|哥们|兄弟|老乡|人家|别人)$")


# A day's outing or what once was, said beside the work: "昨天在郊区摘草莓", "小时候在乡下放牛".
# How a turn says the work is one's own: for years, as a trade, or beside one's name.
_ZH_WORK_TOLD = re.compile(
    r"(?:干|做|搞|弄|当|撑|卖|种|养)了?[一二三四五六七八九十两几\d]+(?:多)?年|[一二三四五六七八九十两几\d]+(?:多)?年了|第[一二三四五六七八九十\d]+年|"
    r"我叫|俺叫|本人|我是[^，,。！？!?]{0,4}人|手艺|祖传|传下来|三代|吃饭的"
)
# A name of two to four characters that may be a place: not a room, a household word or a pronoun.
_ZH_UNKNOWN_PLACE = re.compile(
    rf"(?![^{HAN}])(?!.*(?:家|里|上|下|边|头|面|楼|房|屋|院|台|网|群|这|那|哪|我|你|他|她|们|大家|自己|单位|公司|厂|店|馆|所|部))"
    rf"[{HAN}]{{2,4}}"
)
_ZH_ONE_OFF = re.compile(
    r"昨天|前天|今天|明天|周末|上周|上个?星期|上个?礼拜|那天|刚才|去年|前年|小时候|以前|曾经|暑假|寒假|假期|国庆|五一|春节|"
    r"那年|当年|体验|试着|学着"
)


# News announced as news: "good news! a family from Australia gave me 5 stars", "bad news tho: I failed
# the theory part", "好消息：技能比武我拿了第二名", "坏消息，厂里要裁员了" — whatever happened, the opener says
# it is news and whether it is good; the memory keeps the words it was told in. Read only when no
# rule read news of that outcome in the turn.
_EN_NEWS_SAID = re.compile(
    # (the opener of a clause, as an announcement: not "that's such good news about your friend")
    r"(?:^|[.!?,;:]\s*|\b(?:and|but|so|oh|ok|okay|well|guys|hey|omg|also|update)\W*\s+)(?:some\s+|the\s+|really\s+)?"
    r"(?P<kind>good|great|big|huge|amazing|exciting|happy|best|bad|sad|terrible|awful|horrible|worst|rough)\s+news\b"
    r"(?:\s+(?:though|tho|guys|y'all|everyone|folks|today|here|la|lah)\b)*\s*[!:—–,.-]*\s*(?P<x>[^.!?]{8,160})",
    re.I,
)
_ZH_NEWS_SAID = re.compile(
    r"(?:^|(?<=[。！!？?，,：:\s~～]))(?P<kind>好消息|喜讯|大喜事|喜事|大好消息|坏消息|噩耗|不幸的消息|不好的消息|坏事)(?:好消息|坏消息)?(?:来了|啊|啦|哈)?"
    r"[！!：:，,。\s~～—]*(?P<x>[^。！？!?]{4,60})"
)
_BAD_NEWS = re.compile(r"bad|sad|terrible|awful|horrible|worst|rough|坏|噩|不幸|不好", re.I)


# News told by its verdict, without the word "news" (English): the user's, ours or one's people's thing
# "got approved", "won", "sold", "failed", "got cut" — said with when ("today", "last week", "in April")
# or with a cry ("!!", "biggest … ever", "finally"). The verb says the outcome; the sentence is the memory.
_EN_VERDICT_GOOD = (
    r"got\s+(?:it\s+)?(?:approved|accepted|picked|selected|chosen|shortlisted|published|funded|renewed|commissioned|"
    r"gold|silver|bronze|first place|second place|third place|the contract|the grant|the lease|the keys|a medal|an award)"
    r"|(?:was|were|got|has been|have been|'ve been|'s been)\s+(?:picked|selected|chosen|shortlisted|approved|accepted|"
    r"commissioned|nominated)|won(?!')|sold|passed(?!\s+(?:away|on)\b)|landed|signed(?!\s+up)|paid off"
)
_EN_VERDICT_BAD = (
    r"failed|flooded|collapsed|crashed|got\s+(?:rejected|robbed|burgled|denied|cancelled|canceled|a pay cut|cut|"
    r"wiped out|flooded)|(?:was|were)\s+(?:rejected|stolen|robbed|burgled|cancelled|canceled|destroyed|flooded|"
    r"wiped out)|killed|destroyed|burned down|burnt down|fell through|went bust|shut down"
)
_EN_VERDICT = re.compile(
    r"(?:^|(?<=[.!?;,:]\s)|(?<=\band\s)|(?<=\bbut\s)|(?<=\bso\s)|(?<=\bupdate\s)|(?<=\bnews\s)|(?<=\bweek\s)|"
    r"(?<=\bmonth\s)|(?<=\byear\s)|(?<=\bnight\s)|(?<=\btoday\s)|(?<=\byesterday\s)|(?<=\bfinally\s))"
    r"(?P<x>(?P<who>i|we|(?:my|our)(?:\s+[\w'-]+){1,7}?|the(?:\s+[\w'-]+){1,4}?|a\s+[\w-]+(?:\s+[\w'-]+){0,4}?"
    # what weather and pests do to one's work: "hail destroyed the vines", "frost killed the seedlings"
    r"|(?:frost|hail|storms?|floods?|fire|typhoon|hurricane|cyclone|drought|snow|wind|blight|mould|mold|locusts?|pests?))\s+"
    r"(?:just\s+|finally\s+|actually\s+|officially\s+)?"
    rf"(?P<v>{_EN_VERDICT_GOOD}|{_EN_VERDICT_BAD})\b[^.!?;]{{0,100}})",
    re.I,
)
_EN_VERDICT_CUE = re.compile(
    r"!|\b(?:today|yesterday|tonight|last (?:night|week|month|year|season|\w+day)|this (?:week|month|year|season|morning)|"
    r"in (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*|on (?:mon|tues|wednes|thurs|fri|satur|sun)day|"
    r"finally|biggest|first time|record|ever|of my life|so proud|gutted|devastated)\b",
    re.I,
)
_EN_VERDICT_NOT = re.compile(
    r"\b(?:if|would|could|might|hope|hoping|wish|when i|whenever|every|always|usually|never|didn't|did not|not|no one|"
    r"game|match|argument|bet|lottery ticket|raffle)\b|\?",
    re.I,
)


def _en_verdict(text: str) -> tuple[str, str, str] | None:
    """(what was said, the outcome, whose) of news told by its verdict, or None."""
    for m in _EN_VERDICT.finditer(text):
        start = max(text.rfind(c, 0, m.start()) for c in ".!?;") + 1
        end = min([i for i in (text.find(c, m.end()) for c in ".!?;") if i >= 0] or [len(text)])
        sentence = text[start : end + 1]
        if not _EN_VERDICT_CUE.search(sentence) or _EN_VERDICT_NOT.search(text[start : m.end("v")]):
            continue
        rel_m = _EN_NEWS_OF_KIN.match(m.group("who"))
        bad = re.fullmatch(_EN_VERDICT_BAD, m.group("v"), re.I)
        return (
            m.group("x").strip(" ,"),
            "negative" if bad else "positive",
            rel_m.group("rel").lower() if rel_m else "",
        )
    return None


# Someone named by who they are to the user and then by name, right before what happened to them: "our
# accordion player Fraser just…", "my sponsor Walt has…".
_EN_SOMEONE_NAMED_BEFORE = re.compile(
    r"\b(?:my|our)\s+(?:[a-z-]+\s+){1,2}(?-i:[A-Z][a-z]+)\s+(?:(?:just|has|had|finally|also|recently|now)\s+)*"
    r"(?!(?:and|&)\s+(?:i|me)\b)[a-z]",
    re.I,
)
# Whose news it is, when it opens with one's people: "my daughter Ines…", "our eldest…".
_EN_NEWS_OF_KIN = re.compile(
    rf"(?:my|our)\s+(?:(?:older|younger|little|big|baby|eldest|youngest|oldest|first|second|third)\s+)?"
    rf"(?P<rel>{EN_RELATIONS})\b",
    re.I,
)


def _news_candidate(turn: Turn, content: str, outcome: str, rel: str, reason: str) -> Candidate:
    return Candidate(
        type="life_event",
        content=content[:200],
        importance=0.65,
        source_ids=[turn.id],
        subject=subject_key(rel) if rel else "",
        value="news",
        outcome=outcome,
        valence=-0.5 if outcome == "negative" else 0.6,
        reason=reason,
    )


def _news_said(text: str, turn: Turn, zh: bool) -> Candidate | None:
    said = (_ZH_NEWS_SAID if zh else _EN_NEWS_SAID).search(text)
    if not said and not zh and (verdict := _en_verdict(text)):
        x, outcome, rel = verdict
        content = f"{'Bad' if outcome == 'negative' else 'Good'} news: {_en_reported(x)}"
        return _news_candidate(turn, content, outcome, rel, "en.class.news_verdict")
    if not said or _states_nothing(said.group("x"), zh):
        return None
    x = said.group("x").strip(" ，,")
    if not zh and (
        len(x.split()) < 3 or re.match(r"(?:about|for|on|from|to|that|you|your|is|was)\b", x, re.I)
    ):
        return None  # "Great news, Caroline!", "good news about your friend": a reply, no news of one's own
    outcome = "negative" if _BAD_NEWS.search(said.group("kind")) else "positive"
    if zh:
        rel_m = re.match(rf"(?:我的|我家的?|我|俺家?)(?P<rel>{ZH_RELATIONS})", x)
        rel = rel_m.group("rel") if rel_m else ""
        who, _ = _who(rel, True)
        body = re.sub(r"[我俺](?!们)", "用户", x)
        content = f"{who}的{'坏' if outcome == 'negative' else '好'}消息：{body}"
    else:
        rel_m = _EN_NEWS_OF_KIN.match(x)
        rel = rel_m.group("rel").lower() if rel_m else ""
        content = f"{'Bad' if outcome == 'negative' else 'Good'} news: {_en_reported(x)}"
    return _news_candidate(turn, content, outcome, rel, f"{'zh' if zh else 'en'}.class.news_said")


# What one does not eat, drink or smoke, said plainly, is a habit kept as a negation ("我不吃芒果",
# "I don't drink pop": the labelling rules' "negated routine"); said with what it does to one or how
# it tastes, it stays a dislike ("我不吃香菜，闻到那个味儿就想跑", "I don't drink coffee, it makes me jittery").
_ABSTAINED_RULES = frozenset(
    {
        "zh.preference.dislike",
        "zh.preference.topic_dislike",
        "en.preference.abstain_object",
        "en.preference.abstain",
    }
)
_ZH_ABSTAIN_SAID = "(?:不|不再|从不|戒了)(?:吃|喝|抽|碰)"
_ZH_DISTASTE = re.compile(
    r"味|闻|难吃|难喝|恶心|受不了|讨厌|怕|吐|不惯|一[^，,。]{0,3}就|过敏|不喜欢|不爱|不行|异端|接受不了|吃不来|碰都不|一口都"
)
_EN_ABSTAIN_SAID = re.compile(r"\bdoes not (?:eat|drink|smoke|touch|drive|swim)\b", re.I)
_EN_DISTASTE = re.compile(
    r"\b(?:makes? me|smell|taste|gross|hate|can't stand|cannot stand|disgust\w*|yuck|ew+|jitter\w*|sick|allergic|"
    r"stomach|like|love|fan|no thanks?|no thank you)\b",
    re.I,
)


# A clause and the one after it.
_CLAUSE_AND_NEXT = re.compile(r"[^，,。！？!?;；]*[，,;；]?[^，,。！？!?;；]*")
# A flavour is a taste whatever verb says it: "我不吃辣", "I don't eat spicy".
_FLAVOUR = re.compile(
    r"辣|麻辣|甜|甜的|酸|酸的|咸|苦|腥|香菜|葱|蒜|姜|芹菜|肥肉|spicy|sweet|sour|bitter|cilantro|coriander|onions?|garlic",
    re.I,
)


# A fact taken back in the same message: "俺今年二十九，哦不，三十了", "生日是八月十五，哦不是，那是我老婆的",
# "I'm 44, no wait, 45", "my sister's a paramedic — wait no, she switched, she's a dispatcher now".
_ZH_CORRECTION = re.compile(
    r"(?:^|(?<=[，,。…！!\s~～]))(?:(?:哦|噢|啊|呃|额)(?:不对|不是|不)|(?:哦|噢|啊|呃)?(?:不对|不是)(?:不对|不是)?|说错了|搞错了|口误)"
    r"(?=[，,。…！!\s~～]|$)"
)
_EN_CORRECTION = re.compile(
    r"\b(?:no,?\s+wait|wait,?\s+no|no,?\s+sorry|sorry,?\s+no|actually,?\s+no|scratch that|i meant|my bad|correction:|"
    # spoken: "61, nah hang on, turned 62", "a roofer, ah no, he retired"
    r"(?:nah|no|oh|ah),?\s+hang on|hang on a (?:sec|tick|minute)|(?:ah|oh|er|erm|uh),?\s+no(?=[,.—–]))",
    re.I,
)
# Slots that hold one value at a time (language and health hold many): the last one said is the one meant.
_ONE_VALUE = frozenset(IDENTITY_SLOTS)
_ZH_AGE_SAID = re.compile(r"(?P<x>[一二三四五六七八九十两\d]{1,4})(?:岁|了)")
_EN_AGE_SAID = re.compile(r"\b(?P<x>\d{1,3})\b")


def _corrected(found: list[Candidate], text: str, zh: bool) -> list[Candidate]:
    """What a correction takes back. When the slot is said again after it ("今年28，哦不对，29了"), the
    earlier value goes; otherwise the last value said before it: a bare age after it replaces it ("I'm 44,
    no wait, 45"), anything else was taken back ("生日是八月十五，哦不是，那是我老婆的")."""
    marks = list((_ZH_CORRECTION if zh else _EN_CORRECTION).finditer(text))
    if not marks:
        return found
    cut, after = marks[-1].start(), text[marks[-1].end() :]
    low = text.lower()

    def at(c: Candidate) -> int:
        return low.find(c.value.lower()) if c.value else -1

    said = [c for c in found if c.type == "identity" and c.slot in _ONE_VALUE and 0 <= at(c) < cut]
    later = {(d.subject, d.slot) for d in found if d.type == "identity" and at(d) > cut}
    again = [c for c in said if (c.subject, c.slot) in later]
    if again:
        return [c for c in found if not any(c is a for a in again)]
    if not said:
        return found
    last = max(said, key=at)
    if not re.fullmatch(
        r"[\s,，。.…—–!！~～了啦岁]*(?:years? old)?[\s,，。.…—–!！~～]*",
        low[at(last) + len(last.value) : cut],
    ):
        return found  # the correction is about something said after the value ("Tok is 8 — no wait, he's 9")
    if last.slot == "age" and (now := (_ZH_AGE_SAID if zh else _EN_AGE_SAID).search(after)):
        last.content, last.value = last.content.replace(last.value, now.group("x")), now.group("x")
        return found
    return [c for c in found if c is not last]


def _abstained(found: list[Candidate], text: str, zh: bool) -> list[Candidate]:
    routines = {c.slot for c in found if c.type == "routine"}
    out = []
    for c in found:
        if c.type == "preference" and c.value == "dislike" and c.reason in _ABSTAINED_RULES and not c.subject:
            item = c.slot.split(":", 1)[1]
            at = text.lower().find(item.lower())
            # (how it tastes is said in the clause that names it or the one after)
            clause = _CLAUSE_AND_NEXT.match(text, at) if at >= 0 else None
            near = clause.group(0) if clause else text
            if zh:
                said = re.search(
                    rf"{_ZH_ABSTAIN_SAID}[^，,。！？!?]{{0,3}}{re.escape(item)}", text
                ) or re.search(
                    # said of the thing first: "奶茶我也不喝", "高粱酒我不喝的"
                    rf"{re.escape(item)}[^，,。！？!?]{{0,6}}?(?P<v>{_ZH_ABSTAIN_SAID})",
                    text,
                )
                if said and (
                    (
                        said.groupdict().get("v")
                        and (re.search(r"[是也都一]", item) or rjieba.tag(item)[0][1].startswith("v"))
                    )
                    or text.startswith("的话", said.end())
                ):
                    continue  # "酒是一口不喝", "谈生意也不喝": when or how much; "咖啡不喝的话会困": if, no habit
                # (a drink refused is a habit however it tastes: "我不喝酒的，闻到味道都难受")
                distaste = bool(_ZH_DISTASTE.search(near)) and "喝" not in said.group(0) if said else False
            else:
                said = _EN_ABSTAIN_SAID.search(c.content)
                distaste = bool(_EN_DISTASTE.search(near))
            if said and not distaste and not _FLAVOUR.fullmatch(item):
                slot = f"routine:{item}"
                if any(r.endswith(item) for r in routines):
                    continue  # "I don't drink", "我不喝咖啡": the habit's own rule read it
                content = (
                    (
                        f"用户{said.group('v')}{item}"
                        if said.groupdict().get("v")
                        else f"用户{said.group(0)[: said.group(0).find(item)]}{item}"
                    )
                    if zh
                    else c.content
                )
                c = replace(
                    c, type="routine", slot=slot, value="不" if zh else "never", valence=0.0, content=content
                )
        out.append(c)
    return out


# A move still ahead: said before the move ("这周末搬家 搬去深圳", "下个月要搬到杭州"), not after it.
_ZH_MOVE_AHEAD = re.compile(
    r"(?:(?P<when>这周末|这个?周[一二三四五六日天]|下周[一二三四五六日天末]?|下礼拜|下个?月(?:初|中|底)?|明天|后天|月底|年底|"
    r"过几天|马上)\s*(?:就|要|准备|打算|计划)*|(?:要|准备|打算|计划)+)(?:搬家|搬到|搬去)"
)
_ZH_MOVE_TO = re.compile(rf"(?:搬到|搬去|搬家到)(?:了)?(?P<x>(?:(?![来去住了啦吧])[{HAN}]){{2,8}})")
_ZH_APPLYING = re.compile("面试|笔试|应聘|投了|投简历")
_ZH_EMPLOYER_NAMED = frozenset(
    {"zh.class.employer_named_kind", "zh.class.employer_kind_then_name", "zh.class.employer_company_called"}
)


# --- Plans said with their time, whatever they are called -------------------------------------
# "big gig coming up at Dunmorrow Castle", "viva's on the 9th", "下礼拜三妈祖生 阮村要绕境": the
# event's name is any noun, so no word list can hold them all. A statement about oneself or one's
# people, with a day or a stretch still ahead and nothing that makes it a habit, a wish or a
# refusal, is a plan; the memory keeps the words it was said in.
_EN_AHEAD = re.compile(
    r"\b(?:tomorrow|tmrw|(?:next|coming) (?:weekend|week|month|year|spring|summer|fall|autumn|winter|term|semester)|"
    r"this (?:coming )?(?:weekend|spring|summer|fall|autumn|winter)|"
    r"later (?:this|in the) (?:week|month|year)|end of (?:the|this|next) (?:week|month|year)|coming up|"
    r"in (?:a|two|three|four|five|six|a few|a couple of|\d+) (?:days?|weeks?|months?)|on (?:the )?\d{1,2}(?:st|nd|rd|th))\b",
    re.I,
)
_EN_PLAN_FRAME = re.compile(
    r"\b(?:will|going to|gonna|finna|fixin'? to|about to|is|are|am|have|has|got|starts?|opens?|begins?|due|booked|"
    r"scheduled|planning|plan|heading|off to|coming)\b|'(?:ll|s|re|m)\b|\b\w+ing\b",
    re.I,
)
_EN_NOT_PLAN = re.compile(
    r"\b(?:yesterday|last|ago|was|were|had|did|went|used to|every|each|always|usually|normally|often|sometimes|"
    r"never|not|no|won't|don't|doesn't|isn't|aren't|wasn't|can(?:'t)?(?!'t wait| wait)|could|cancel(?:led|ed)?|if|unless|would|might|"
    r"still|back from|shifts?|\d+\s?(?:am|pm) starts?|even|"
    r"maybe|perhaps|probably|wish|hope|hoping|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|"
    r"weekends|nights|mornings|evenings|today|tonight|remind|talk|chat|catch up|circle back|let's|birthday|bday|b-day|"
    r"moved|left|started|handed|finished|tore|saw|told|said|came|bought|lost|won|passed|failed|quit|resigned|retired|"
    r"broke|since|took|done|gave|signed|died|sold|caught|killed|flooded|destroyed|damaged|crashed|fell|hired|promoted|"
    r"proposed)\b|"
    # a habit told by its weekday: "Saturday I go to the market"
    r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?,?\s+(?:i|we)\s+(?:go|work|do|play|cook|open|close|visit|clean|rest|"
    r"sleep|teach|train|run|swim|watch|eat|help|sell|drive|sing|pray|fish)\b",
    re.I,
)
_EN_AWAITED = re.compile(r"\b(?:can'?t wait|coming up|looking forward)\b", re.I)
_EN_SELF = re.compile(r"\b(?:i|i'm|i'll|i've|im|we|we're|we'll|my|our|me|us)\b", re.I)
_ZH_AHEAD_WORDS = re.compile(
    r"明天|后天|大后天|下(?:个|下个?)?(?:周|星期|礼拜|月)|明年|月底|年底|周末|过(?:几|两|[一二三四五六七八九十]|\d+)天|"
    r"(?:这|本)(?:周|星期|礼拜)[一二三四五六日天末]|(?:周|星期|礼拜)[一二三四五六日天]|\d{1,2}月\d{1,2}[号日]|"
    r"[一二三四五六七八九十]{1,2}月(?:[一二三四五六七八九十]{1,3}|\d{1,2})[号日]|元旦|五一|十一|国庆|中秋|春节|过年|寒假|暑假"
)
_ZH_PLAN_FRAME = re.compile(r"要|准备|打算|计划|会|将|得|去|来|回|办|有|搞|参加|开|考|报|约|定|订|安排")
_ZH_NOT_PLAN = re.compile(
    r"上(?:个|上个?)?(?:周|星期|礼拜|月)|昨天|前天|去年|前几天|刚才|刚刚|已经|之前|以前|每|天天|经常|总是|一般|常常|"
    r"平时|老是|不|没|别|甭|取消|黄了|吹了|如果|要是|万一|可能|也许|说不定|估计|想|希望|今天|今晚|今早|刚|提醒|叫我|聊|生日|"
    r"一年到头|年年|总"
)
_ZH_SELF = re.compile(rf"我|咱|俺|阮|额|偶|涯|(?:^|[，,\s])(?:{ZH_KIN})")


# Where one works, said after the trade in the same sentence: "I'm a bookbinder, small workshop in the old
# quarter of Tavira", "a staff nurse in Doha", "a ferry hand on the crossing out of Vaasa". The place is
# a name (capitalised) after in/at/near/on/out of, past a few lowercase words naming the spot; not a
# language, a month or a feast ("a teacher in English", "busy at Christmas"), nothing told after a verb of
# living, coming from or going ("a nurse, born in Cork", "a chef, on holiday in Crete").
_EN_WORK_AT = re.compile(
    r"\b(?:in|at|near|around|round|out of|on|outside|just outside)\s+(?:(?:the|a|an|our|my|his|her)\s+)?"
    r"(?:(?-i:[a-z][\w'-]*)\s+){0,5}?(?:(?:in|on|of|at|near)\s+(?:the\s+)?)?"
    r"(?P<x>(?-i:[A-Z][\w'.-]*(?:\s+(?:de|da|del|do|di|la|le|el)?\s*[A-Z][\w'.-]*){0,2})(?:,\s*(?-i:[A-Z][\w'-]+))?)"
)
_EN_WORK_AT_NOT = re.compile(
    r"\b(?:live[sd]?|living|from|born|grew|raised|moved?|moving|visit\w*|holiday|vacation|went|going|go|trip|"
    r"stud(?:y|ied|ying)|school|university|college|uni|married|wedding|stayed?|staying|travel\w*|retired)\b",
    re.I,
)
_EN_NOT_A_WORKPLACE = _EN_CALENDAR | frozenset(
    re.findall(
        r"\w+", "christmas easter ramadan eid diwali thanksgiving halloween i the my our we he she they it"
    )
)


def _work_of(job: Candidate, slot: str, x: str, turn: Turn, zh: bool = False) -> Candidate:
    """Where (``workplace``) or for whom (``employer``) the one with ``job`` works, read after the trade."""
    who = _who(job.subject, zh)[0]
    return Candidate(
        type="identity",
        content=f"{who}在{x}工作" if zh else f"{who} works {'in' if slot == 'workplace' else 'at'} {x}",
        importance=0.75,
        source_ids=[turn.id],
        subject=job.subject,
        slot=slot,
        value=x,
        reason=f"{'zh' if zh else 'en'}.class.{slot}_after_job",
    )


# "a daughter, Ola, who's a nurse", "my brother who lives in Cork": a relative clause about kin
_EN_WHO = re.compile(
    # (one had: "a brother who…"; or one's own, set off by a comma: "my daughter Ola, who…" — not "my sister
    # who lives in Cork is a teacher", whose clause only says which sister)
    rf"\b(?:(?:a|an)\s+(?P<r>{_EN_KIN_AGE}(?:{EN_RELATIONS}))(?:,?\s+(?:called\s+|named\s+)?(?-i:[A-Z][^\W\d_]+),?)?\s+"
    rf"|(?:my|our)\s+(?P<r2>{_EN_KIN_AGE}(?:{EN_RELATIONS}))(?:\s+(?-i:[A-Z][^\W\d_]+))?,\s*)"
    r"who(?P<is>'s|\s+is\b)?\s*",
    re.I,
)


def _en_workplace_after_job(sentence: str, told: list[Candidate], turn: Turn) -> list[Candidate]:
    out: list[Candidate] = []
    low = sentence.lower()
    for job in [c for c in told if c.slot == "job" and c.type == "identity"]:
        if re.search(r"\b(?:student|pupil|retired|retiree)\b", job.value, re.I):
            continue  # a student's place is a school; the retired work nowhere
        if any(c.subject == job.subject and c.slot in ("workplace", "employer") for c in told):
            continue  # (where one works is the organisation's, when one is named)
        at = low.find(job.value.lower())
        if at < 0:
            continue
        end = at + len(job.value)
        if re.search(r"\b(?:at|for|with)\s+(?:the\s+)?(?-i:[A-Z])", sentence[end : end + 60]):
            continue  # "a paralegal at Brandt & Osei in Accra": an organisation named
        for m in _EN_WORK_AT.finditer(sentence, end):
            if m.start() - end > 60:
                break
            x = m.group("x").strip(" ,.")
            first = x.split()[0].lower()
            if re.match(
                r"\s+(?!(?:since|and|but|for|with|this|that|now|too|where|when|all|every|near|from|until|till|"
                r"these|those|here|there|the|years?|days?|mostly|only|full|part|mainly)\b)(?-i:[a-z]{3,})\b",
                sentence[m.end("x") :],
            ):
                if "," in x:
                    x = x.split(",")[0]  # "in Gdynia, Portowa street": the town
                elif not (x.lower() in EN_PLACES or city_named(x) or place_known(x)):
                    continue  # "on Maasai homesteads", "on Długa street": a word of a longer name, or a kind
            if (
                first in _EN_NOT_A_WORKPLACE
                or re.fullmatch(r"[A-Z]{2,3}", x)  # "works in IT"
                or re.fullmatch(rf"(?:{_ELANGS})", x, re.I)
                or x.lower() in EN_NOT_NAMES
                or value_problem("workplace", x)
                or any(
                    x.lower() in c.value.lower() or c.value.lower() in x.lower()
                    for c in told
                    if c.slot == "employer" and c.subject == job.subject and c.value
                )
            ):
                continue
            if _EN_WORK_AT_NOT.search(sentence, end, m.start("x")):
                break
            out.append(_work_of(job, "workplace", x, turn))
            break
    return out


# Where a trade is done, said as a clause after it with a kind of workplace but no name: "我是规培医生，在武汉一家
# 三甲医院", "我是护士，在成都的一家医院" (the city is the workplace; the kind is no organisation).
_ZH_WORK_CLAUSE = re.compile(
    rf"[，,\s]+(?:现在|目前|如今)?在(?P<x>[{HAN}]{{2,6}}?)(?:的)?(?:一家|一间|一个|一所)[{HAN}]{{1,8}}?"
    r"(?:里|上班|工作|干活)?(?=[，,。！!~～\s]|$)"
)


def _zh_workplace_after_job(sentence: str, told: list[Candidate], turn: Turn) -> list[Candidate]:
    """The city of ``_ZH_WORK_CLAUSE`` said after a trade the sentence told, as the workplace of whoever has
    the trade (not when the sentence named their workplace or employer already)."""
    out: list[Candidate] = []
    for job in [c for c in told if c.slot == "job" and c.type == "identity"]:
        if any(c.subject == job.subject and c.slot in ("workplace", "employer") for c in told):
            continue
        at = sentence.find(job.value)
        if at < 0 or not (m := _ZH_WORK_CLAUSE.match(sentence, at + len(job.value))):
            continue
        where = m.group("x")
        if value_problem("workplace", where) or not (city_named(where) or place_known(where)):
            continue
        out.append(_work_of(job, "workplace", where, turn, zh=True))
    return out


# What ends a place of work that is no organisation, said as "<town><kind>": "北京亦庄工地", "洋山码头" (an
# organisation named, "曹县汉服厂", leaves the town unlabelled as a workplace: the employer says where).
_ZH_WORK_KIND_END = re.compile(r"(?:工地|码头|港口|矿上|矿区|林场|渔场|盐场|工区)$")
_ZH_CHUNK_START = re.compile(rf"(?:[，,。！!？?；;：:\s~～、]|是|我|俺|本人|乃)(?=[{HAN}]*$)")


def _zh_town_of(span: str) -> str:
    """The town ``span`` opens with when the rest names a site of work by its kind ("北京亦庄工地" → 北京亦庄);
    "" otherwise."""
    for n in (4, 3, 2):
        rest = span[n:]
        if len(span) > n and zh_town_named(span[:n]) and (kind := _ZH_WORK_KIND_END.search(rest)):
            # a local place named between keeps with the town ("北京亦庄工地" → 北京亦庄), any other word does
            # not ("连云港新码头" → 连云港)
            local = rest[: kind.start()]
            tags = rjieba.tag(local) if 2 <= len(local) <= 3 else []
            return span[:n] + local if len(tags) == 1 and tags[0][1] in ("ns", "nr") else span[:n]
    return ""


def _zh_town_before_work(sentence: str, told: list[Candidate], turn: Turn) -> list[Candidate]:
    """The town a trade or a site of work is said with, as the workplace of whoever has it: "本人连云港引航员",
    "哈尔滨冰雕师", "在北京亦庄工地干木工" (a town said alone before 的 and a trade may be where one is from,
    "杭州的老师", and is left alone)."""
    out: list[Candidate] = []
    for c in told:
        if c.type != "identity" or c.slot not in ("job", "employer") or not c.value:
            continue
        if any(o.subject == c.subject and o.slot == "workplace" for o in [*told, *out]):
            continue
        town = ""
        if c.slot == "employer":
            town = _zh_town_of(c.value)
        elif (at := sentence.find(c.value)) > 0:
            before = sentence[:at]
            starts = list(_ZH_CHUNK_START.finditer(before))
            chunk = before[starts[-1].end() :] if starts else before
            if chunk.endswith("的"):
                town = _zh_town_of(chunk[:-1])
            elif zh_town_named(chunk) and 2 <= len(chunk) <= 4:
                town = chunk  # "本人连云港引航员"
            else:
                town = _zh_town_of(chunk)
        if town and not value_problem("workplace", town):
            out.append(
                replace(
                    _work_of(c, "workplace", town, turn, zh=True),
                    reason="zh.class.workplace_town_before_work",
                )
            )
    return out


# An organisation named after the trade, by "for"/"at"/"with" and a name of two words or more ("deckhand
# for Northern Light Ferries"), or after a place of business as its name ("I run a noodle bar in Ipoh, Mee
# Wah Kopitiam", "tiny bakery off the square, Crumb & Kettle").
_EN_ORG_WORDS = (
    r"(?-i:[A-Z][\w'&.-]*(?:\s+(?:&\s+|of\s+|de\s+|del\s+|la\s+|da\s+|do\s+)?[A-Z][\w'&.-]*){1,4})"
)
_EN_ORG_FOR = re.compile(
    rf"\b(?:for|at|with)\s+(?:the\s+)?(?P<x>{_EN_ORG_WORDS})(?=\s*(?:[,.!;—-]|$)|\s+(?:in|on|out|near)\b)"
)
_EN_ORG_APPOSED = re.compile(
    rf"\b{_EBUSINESS.replace('|stall)', '|stall|atelier|workshop|unit|outfit|school|co-op|lounge|band|crew)')}"
    r"(?:\s+(?:in|on|at|near|outside|off)\s+[^,.;!?]{1,30})?,\s*"
    rf"(?P<x>{_EN_ORG_WORDS})(?=\s*(?:[,.!;—-]|$))"
)


def _en_employer_named_after_kind(sentence: str, told: list[Candidate]) -> None:
    """An employer said by its kind and then named ("compliance officer at an iGaming company in St Julian's,
    Blue Lantern Gaming", "she works at a fish processor in the toon, Buchan Silver"): the name is the
    employer, in place of the kind."""
    for c in told:
        if c.slot != "employer" or not re.match(r"(?:a|an|some)\s", c.value, re.I):
            continue
        at = sentence.find(c.value)
        if at < 0:
            continue
        named = re.match(
            rf"(?:\s+(?:in|on|near|off|at|by)\s+[^,.;!?]{{1,30}})?,\s*(?P<x>{_EN_ORG_WORDS})(?=\s*(?:[,.!;—-]|$))",
            sentence[at + len(c.value) :],
        )
        if named and not value_problem("employer", named.group("x")) and not city_named(named.group("x")):
            c.content = c.content.replace(c.value, named.group("x"))
            c.value = named.group("x")


_EN_PLACE_HEAD = re.compile(
    r"(?:Fort|Port|Mount|Mt|Lake|Cape|Long|Great|Little|Upper|Lower|North|South|East|West|New|Old|San|Santa|"
    r"Isle|Glen|Bay|Point)\s(?!.*'s$)"
)

# …or by its last word: "a guide at Otter Creek", "a porter at Union Station" (a place, where one works)
_EN_PLACE_TAIL = re.compile(
    r"\s(?:Falls|Island|Isle|Beach|Springs|Creek|Harbou?r|Bay|Valley|Hills|Heights|Station|Square|Ghat|"
    r"Lake|River|Quay|Wharf|Pier|Docks?)$"
)


def _en_employer_after_job(sentence: str, told: list[Candidate], turn: Turn) -> list[Candidate]:
    out: list[Candidate] = []
    low = sentence.lower()
    for job in [c for c in told if c.slot == "job" and c.type == "identity"]:
        if any(c.subject == job.subject and c.slot == "employer" for c in told + out):
            continue
        if re.search(r"\b(?:student|pupil|retired|retiree)\b", job.value, re.I):
            continue
        at = low.find(job.value.lower().split()[-1]) if job.value else -1
        if at < 0:
            continue
        found = _EN_ORG_APPOSED.search(sentence, max(0, at - 40))
        if not found or found.start() - at > 80:
            found = _EN_ORG_FOR.search(sentence, at)
            if found and found.start() - at > 60:
                found = None
        if not found:
            continue
        x = found.group("x").strip()
        if (
            x.lower() in EN_PLACES
            or city_named(x)
            or place_known(x)
            or value_problem("employer", x)
            or x.split()[0].lower() in _EN_NOT_A_WORKPLACE
            or (len(x.split()) == 2 and _EN_PLACE_HEAD.match(x))
            or re.search(r"\s(?:Prep|High)$", x)
        ):
            # "a ferry pilot at Port Isaac", "out at Long Sutton": a place; "point guard at Riverside Prep": a
            # school
            continue
        out.append(_work_of(job, "employer", x, turn))
    return out


class RulesExtractor:
    name = "rules"
    version = "2.0"

    def extract(self, batch: ExtractionInput) -> list[Candidate]:
        bot = batch.bot_name
        focus = _Focus()
        out: list[Candidate] = []
        asked = ""  # the assistant's last question: "你在哪个城市？" makes "杭州。" a residence
        slot_asked = ""  # the last question that asked for a slot: "And your dad?" asks it again
        for turn in batch.turns:
            if turn.role != "user":
                asked = turn.content
                if slot_asked and _ASKED_AGAIN.search(asked):
                    asked = f"{asked} {slot_asked}"  # whom from the new question, what from the old
                if any(p.search(asked) for _, p in _QUESTIONS):
                    slot_asked = asked
                if other := _asked_about(asked):
                    focus.person = other  # "What does your sister do?" … "she's a nurse"
                    focus.people.append(other)
                continue
            found = self.from_turn(turn, tz=batch.tz, bot=bot, focus=focus, asked=asked)
            asked = ""
            if not turn.is_context:  # context turns only set the scene (the event being described)
                out.extend(found)
        return out

    def from_turn(
        self, turn: Turn, *, tz: str, bot: str = "", focus: _Focus | None = None, asked: str = ""
    ) -> list[Candidate]:
        focus = focus if focus is not None else _Focus()
        text = turn.content.strip().replace("’", "'")
        bare = _STRIP.sub("", text).lower()
        if not bare or bare in _FILLER_BARE or _EMOJI_ONLY.match(bare) or _LAUGHTER.match(bare):
            return [
                Candidate(
                    type="emotion", content=text[:200], importance=0.05, source_ids=[turn.id], reason="filler"
                )
            ]
        zh = bool(CJK.search(text))
        text = _zh_dialect(text) if zh else _en_casual(text)
        bot = bot or ("助手" if zh else "the assistant")
        focus.going_on = zh and bool(_ZH_GOES_ON.match(text))
        asked_event = focus.name  # the event the question was about, before this turn names another
        asked_of = _asked_about(asked, focus) if asked else ""
        if asked_of:
            focus.last, focus.going_on = asked_of, True  # the answer's unnamed clauses are about them
        focus.asked_unknown = bool(
            asked and not asked_of and _AGE_QUESTION.search(asked) and not _ASKS_OWN_AGE.search(asked)
        )
        found: list[Candidate] = []
        seen: set[tuple[str, str, str, str]] = set()

        proposed: set[str] = set()  # every rule that proposed a memory, kept or a duplicate

        def add(c: Candidate) -> None:
            proposed.add(c.reason)
            # ("the Musée des Tisserands" and "Musée des Tisserands" are one employer)
            value = re.sub(r"^the\s+", "", c.value, flags=re.I) if c.slot else ""
            key = (c.type, c.subject, c.slot or c.content, value)
            if key not in seen:
                seen.add(key)
                found.append(c)

        def read(
            said: str,
            offset: int,
            said_before: int,
            rule_plans: list[str],
            about: str | None = None,
            slots: tuple[str, ...] = (),
        ) -> None:
            """Every rule over one sentence; ``about``: read again for what else it says of them
            ("*": of anyone but the user), only of ``slots`` when given."""
            low = said.lower()
            for rule in _rules_for(zh, frozenset(n for n in (_NEEDED_ZH if zh else _NEEDED_EN) if n in low)):
                if (slot := _FALLBACK_RULES.get(rule.name)) and any(
                    c.slot == slot for c in found[said_before:]
                ):
                    continue
                for m in rule.pattern.finditer(said):
                    prefix = text[:offset] + said[: m.start()]
                    for c in self._apply(rule, m, turn, tz, bot, zh, said, prefix, focus):
                        if about is not None and (
                            c.subject != about
                            and not (about == "*" and c.subject)
                            or c.slot in ("name", "nickname")
                            or (slots and c.slot not in slots)
                        ):
                            continue
                        add(c)
                        if rule.names_event and not (
                            # a trip is a plan of its own when told with its time ("下个月去恩施旅游"); told
                            # without one, after a trip in focus, it is where that trip goes ("主要去奈良和神户")
                            rule.name == "zh.life_event.trip"
                            and focus.name
                            and not _ZH_ATTRS[0][1].search(said)
                        ):
                            called = m.group("x").strip()
                            if zh and rule.name == "zh.life_event.trip":
                                called = _zh_trip_called(called, said)
                            focus.set(c.value if c.slot else called)
                            if c.type == "life_event" and c.outcome == "open" and not c.slot:
                                rule_plans.append(called)  # its date and city said with it

        pos = 0
        for sentence in _sentences(text):
            offset = text.find(sentence, pos)
            offset = offset if offset >= 0 else pos
            pos = offset + len(sentence)
            if zh and (joke := _ZH_RETRACTED.search(sentence)):
                sentence = sentence[joke.end() :]
            if zh and _states_nothing(sentence, zh) and (tail := _ZH_QUESTION_TAIL.search(sentence)):
                sentence = sentence[: tail.start()]  # "他叫周航，是不是挺酷": the name stands
            elif (
                zh
                and _QUESTION.search(sentence)
                and (own := _ZH_OWN_THEN_ASKED.match(sentence))
                and not _states_nothing(own.group("s"), zh)
            ):
                # "我在昆明当花艺师，管进货？": the statement before its own question stands
                sentence = own.group("s")
            if zh and _ZH_WH_WORD.search(sentence) and (wh := _ZH_WH_CLAUSE.search(sentence)):
                # "表哥下个月结婚 伴郎红包给多少啊": the statement stands, the question states nothing
                sentence = sentence[: wh.start("q")].rstrip("，, ")
                if not sentence:
                    focus.see(wh.group("q"), zh)
                    continue
            if _states_nothing(sentence, zh):
                focus.see(sentence, zh)
                continue
            sentence = focus.unname(sentence, zh)
            rule_plans: list[str] = []  # plans a rule named in this sentence ("有个战友聚会")
            seen_before = list(focus.seen)  # events told before this sentence: only their details follow
            said_before = len(found)
            read(sentence, offset, said_before, rule_plans)
            if unnamed := _name_dropped(sentence, found[said_before:], zh):
                # "我外甥赵磊在昆明跑货运": the name read, the rest reads as "我外甥在昆明跑货运"
                read(unnamed[0], offset, said_before, rule_plans, about=unnamed[1])
            if zh and (after_name := _zh_after_own_name(sentence, found[said_before:])):
                # "我叫韦小川，柳州螺蛳粉厂的包装工": the clause after one's own name says what one is
                read(
                    after_name,
                    offset,
                    said_before,
                    rule_plans,
                    about="",
                    slots=("job", "employer", "workplace"),
                )
            if not zh and (who := _EN_WHO.search(sentence)):
                # "I've got a daughter, Ola, who's a nurse": the clause reads as "my daughter is a nurse"
                said = f"my {who.group('r') or who.group('r2')} {'is ' if who.group('is') else ''}"
                read(
                    sentence[: who.start()] + said + sentence[who.end() :],
                    offset,
                    said_before,
                    rule_plans,
                    about="*",
                )
            plans = []
            told = set(focus.kinds)
            new_plans = [
                c
                for c in found[said_before:]
                if c.type == "life_event" and c.outcome == "open" and not c.slot
            ]
            events = (
                self._zh_events(sentence, turn, tz, focus)
                if zh
                else self._en_events(sentence, turn, tz, focus)
            )
            for c in events:
                if any(f.type == "life_event" and f.outcome == c.outcome and not f.slot for f in found):
                    continue  # "面试过了！拿到offer了": one piece of news; "要参加学术会议": one plan
                add(c)
                if c.outcome == "open":
                    new_plans.append(c)
                    plans.append(_plan_noun(c.content) if zh else _en_event_called(c, sentence))
            plans.extend(rule_plans)
            if not any(c.slot == "time" for c in found[said_before:]):
                # "baby due in May", "expecting our second baby in August": a birth on its way has its day (news
                # of what is done is told without one: "passed my exam last week" is the news, not a date)
                birth = next(
                    (
                        c
                        for c in found[said_before:]
                        if c.type == "life_event" and not c.slot and c.value == "birth"
                    ),
                    None,
                )
                called = (
                    "" if not birth else _zh_time_head(sentence) if zh else _en_event_called(birth, sentence)
                )
                if birth and called and called != birth.value:
                    for a in self._plan_details(called, sentence, zh, turn):
                        if a.slot == "time":
                            add(a)
                elif (
                    not zh
                    and (starts := _EN_STARTS_ON.search(sentence))
                    and (post := _en_post_called(found[said_before:]))
                ):
                    # "got a job as a clerk, I start Monday", "made me duty manager, start in April": a new post
                    # has the day it starts
                    for a in self._plan_details(post, sentence[starts.start() :], zh, turn):
                        if a.slot == "time":
                            add(a)
            if zh:
                # "侄子读高二，后年高考": a plan a rule told by its kind ("用户的儿子要中考") has its date said with
                # it too, under the word that named it
                for c in new_plans:
                    word = _ZH_PLAN_TOLD.search(c.content)
                    if word and not any(word.group("n") in p or p in word.group("n") for p in plans):
                        plans.append(word.group("n"))
            # "moving to Coober Pedy next month": the move's place and time, as its attributes
            if not zh and any(c.reason.startswith("en.life_event.moving") for c in found[said_before:]):
                to = re.search(
                    rf"\b(?:moving|relocating)\s+(?:back\s+)?to\s+(?P<x>(?-i:{_NW}(?:\s+{_NW}){{0,2}}))",
                    sentence,
                    re.I,
                )
                if to and not value_problem("residence", to.group("x")):
                    add(self._attribute("move", "place", to.group("x"), zh, turn))
                for a in self._plan_details("move", sentence, zh, turn):
                    if a.slot == "time":
                        add(a)
            known = [e for e in focus.seen if e in seen_before]
            attributes = self._attributes(sentence, zh, turn, focus)
            if (
                not attributes
                # a sentence that told a fact of the user's, an event or a habit is read already
                and not any(
                    c.type in ("life_event", "routine") or (c.type != "emotion" and not c.subject)
                    for c in found[said_before:]
                )
                and (said_plan := self._plan_said(sentence, turn, tz, zh))
            ):
                add(said_plan)
                if plan_noun := _zh_plan_noun(sentence) if zh else _en_plan_noun(sentence):
                    # "company is sending me to Germany for training, 3 weeks in March", "下周日我们小区搞消防演练":
                    # what the plan is called, and its time, place, size and length said with it
                    for c in self._plan_details(plan_noun, sentence, zh, turn, named=not zh):
                        add(c)
                    focus.set(plan_noun)
                elif (
                    doing := _zh_time_head(sentence)
                    if zh
                    else _en_plan_done(sentence) or _en_time_head(sentence)
                ):
                    # "we're renewing our vows in June": its time, under what is to be done (not a name
                    # the next turn's details would go to); "throwing a little crab boil for us Sunday": under the
                    # word said before its time
                    for c in self._plan_details(doing, sentence, zh, turn):
                        if c.slot == "time":
                            add(c)
            if attributes:  # "读书会每周六在市图书馆" describes the event, not the user's routine
                described = {c.subject for c in attributes}
                # "面试定在下午两点" about an interview already told: a detail, not a second plan
                # (in English a plan told in an earlier sentence of the turn stays: "booked the trip! two weeks in Japan")
                kept = 0 if zh else said_before
                found[:] = found[:kept] + [
                    c
                    for c in found[kept:]
                    if not (
                        c.type == "life_event"
                        and not c.slot
                        and c.outcome == "open"
                        and any(e in known and e in c.content for e in described)
                    )
                ]
                found[:] = [
                    c
                    for c in found
                    if not (
                        c.type == "routine"
                        and c.source_ids == [turn.id]
                        and c.reason.startswith(("zh.routine", "en.routine"))
                    )
                ]
                seen.difference_update({k for k in seen if k[0] == "routine"})
            focus.kinds.update(c.value for c in new_plans if c.value in _ONCE_KINDS)
            for c in attributes:
                add(c)
            details = list(attributes)
            for plan in plans:  # its date said with it, and what is said next, describe the plan
                # "圣诞节…布道会 在新山体育馆": the place said after it, the time before
                have = (
                    {c.slot for c in attributes}
                    if zh
                    else {"time", "place", "duration", "size"}
                    if attributes
                    else set()
                )
                for c in self._plan_details(plan, sentence, zh, turn):
                    if c.slot not in have:
                        add(c)
                        details.append(c)
                focus.set(plan)
            if zh and details:
                # "婚礼想在三亚办" after "我们打算明年结婚": details of a plan already told, by another word
                found[:] = [c for c in found if not (any(c is p for p in new_plans) and c.value in told)]
            if not zh:
                for c in _en_employer_after_job(sentence, found[said_before:], turn):
                    add(c)
                for c in _en_workplace_after_job(sentence, found[said_before:], turn):
                    add(c)
                _en_employer_named_after_kind(sentence, found[said_before:])
            else:
                for c in _zh_workplace_after_job(sentence, found[said_before:], turn):
                    add(c)
                for c in _zh_town_before_work(sentence, found[said_before:], turn):
                    add(c)
            if zh:
                _said_otherwise(found, said_before)
            self._feelings(sentence, zh, turn, bot, found, said_before, add)
            focus.see(sentence, zh)
        self._news_of_plans(found, text, zh, turn, focus)
        if not zh:  # "cilantro though. absolutely not.": a statement told across two sentences
            low_text = text.lower()
            for rule in EN_TURN_RULES:
                if rule.needs and not any(n in low_text for n in rule.needs):
                    continue
                for m in rule.pattern.finditer(text):
                    for c in self._apply(rule, m, turn, tz, bot, zh, text, text[: m.start()], focus):
                        if c.reason == "en.class.intro_name_sentence":
                            # the name a sentence rule read is introduced, not spoken to: "hello there.
                            # Anne-Sophie Marchal, night porter at …"
                            for f in found:
                                if f.slot == "name" and not f.subject and f.value == c.value:
                                    f.reason = c.reason
                        add(c)
        if asked:
            for c in self._answer(text, asked, zh, turn, found, focus):
                add(c)
            for c in self._event_answer(text, asked, zh, turn, focus, found, asked_event):
                add(c)
                if c.slot == "place":  # "线上还是线下？" → "要去杭州现场面": where the event is, no trip
                    found[:] = [
                        f for f in found if not (f.value == "trip" and not f.slot and c.value in f.content)
                    ]
        for c in found:
            if c.slot in ("name", "nickname") and c.subject:  # "小名叫团团" … "团团3岁了"
                focus.names[c.value] = c.subject
        for c in _list_rest(text, found, zh):
            add(c)
        if zh:
            for c in _zh_name_opening(text, found, turn):
                add(c)
            for c in _zh_animal_named(text, found, turn):
                add(c)
        for c in _age_after_name(text, found, zh, turn):
            add(c)
        if not zh:
            for c in _en_counted_named(text, found, turn):
                add(c)
        if zh and (past := _ZH_GIVEN_UP.search(text)):
            # "以前还天天喝可乐 现在一口都不喝了": a habit given up, not kept
            for c in found:
                if (
                    c.type == "routine"
                    and c.slot.startswith("routine:")
                    and past.start() < text.find(c.slot[8:])
                ):
                    verb = c.slot[8] if c.slot[8:9] in "喝吃抽打玩看跑去做练熬刷" else "这样"
                    c.content = f"{c.content}，现在不{verb}了"
        if zh and (planned := self._zh_move_ahead(text, turn)):
            # not moved yet: no new home, no trip to the place, one planned move with its place and time
            gone = {"zh.identity.moved", "zh.life_event.move", "zh.life_event.trip"}
            # (and no details of a trip named by the place: "下个月搬到成都" is no plan called 成都)
            found[:] = [
                c
                for c in found
                if c.reason not in gone and not (c.type == "life_event" and c.slot and city_named(c.subject))
            ] + planned
        if not zh and not re.search(r"\b(?:i|i'm|i've|my|me)\b", text, re.I):
            # "software tester at a gaming studio" answering "what does your roommate do?": the
            # workplace is the one the role was given to
            jobs = {c.subject for c in found if c.slot == "job"}
            if len(jobs) == 1 and (whose := next(iter(jobs))):
                for c in found:
                    if c.slot == "employer" and not c.subject:
                        c.subject, c.content = whose, re.sub(r"^The user\b", f"The user's {whose}", c.content)
        if zh and (shop := _ZH_SHOP_CALLED.search(text)) and any(c.reason in _ZH_SHOP_RULES for c in found):
            # "我开了一家花店，叫半亩春": the name after the shop is the shop's, where the user works ("我姐开了一家
            # 花店，叫…" names her shop, not her; the labels keep another's shop out of their employer)
            owner = next(c for c in found if c.reason in _ZH_SHOP_RULES)
            called = shop.group("n")
            found[:] = [c for c in found if not (c.slot in ("name", "nickname") and c.value == called)]
            if not owner.subject and not value_problem("employer", called):
                add(
                    replace(
                        owner,
                        slot="employer",
                        value=called,
                        content=f"{_who(owner.subject, True)[0]}在{called}工作",
                        reason="zh.class.shop_called",
                    )
                )
        if _ZH_APPLYING.search(text):  # "下周三有个面试 一家做新能源的公司 叫曜川科技": not theirs yet
            found[:] = [c for c in found if c.reason != "zh.class.employer_kind_then_name"]
        if named := {c.subject: c.value for c in found if c.reason in _ZH_EMPLOYER_NAMED}:
            # "跳去一家做冷链的 叫雪桥供应链": the name, not the kind ("一家做冷链") or the phrase ("叫…的公司")
            found[:] = [
                c
                for c in found
                if not (
                    c.slot == "employer"
                    and c.subject in named
                    and c.value != named[c.subject]
                    and (
                        named[c.subject] in c.value
                        or c.value.startswith(("一家", "一个", "叫"))
                        or c.value.endswith(("公司", "工作室", "厂", "集团", "机构"))  # its kind
                    )
                )
                # "做无人机的 叫翎羽科技": the trade before the name says what the company does
                # ("我是做电商运营的，在一家叫星屿的公司": one's own trade, said as one's own)
                and not (
                    c.slot == "job"
                    and c.subject in named
                    and f"做{c.value}的" in text
                    and f"是做{c.value}的" not in text
                )
            ]
        if not found or all(c.type == "emotion" for c in found):
            for c in self._emotions(text, turn, zh):
                add(c)
        if zh:
            marks = list(_ZH_MARKERS.finditer(text))
            if marks:  # who the next turn goes on about, if it names nobody and this one was all about them
                other = _rel(marks[-1]) or focus.person or None
                speaks_of_self = re.search(rf"我(?!家|的|们家|{ZH_RELATIONS})", text)
                focus.last = "" if marks[-1].group("me") else (None if speaks_of_self else other)
            found = self._zh_one_per_fact(found)
        for c in found:
            if (
                c.slot == "employer"
                and not zh
                and c.value.lower().startswith("the ")
                and c.value.islower()
                and (after := _EN_ORG_NAMED_AFTER.search(text))
            ):
                c.content, c.value = c.content.replace(c.value, after.group("x")), after.group("x")
            if c.slot == "employer" and (
                city_named(c.value)
                or (zh and zh_places_said(c.value))
                or (
                    not zh
                    and len(c.value.split()) == 2
                    and (_EN_PLACE_HEAD.match(c.value) or _EN_PLACE_TAIL.search(c.value))
                )
            ):
                # "跳槽去深圳了", "works at Denver", "我是赣州宁都的脐橙果农", "a pilot at Port Isaac": a place is where,
                # not who
                c.slot = "workplace"
        found = _abstained(found, text, zh)
        if not zh:  # "I'm Ruth, retired net mender": her trade is net mending, and she has retired from it
            retired: dict[tuple[str, str], Candidate] = {}
            for c in found:
                if c.slot == "job" and (no_longer := _EN_NO_LONGER.match(c.value)):
                    c.value = c.value[no_longer.end() :]  # (its line still says "a retired net mender")
                    retired[(c.subject, c.value.lower())] = c
            found = [
                c
                for c in found
                if not (c.slot == "job" and retired.get((c.subject, c.value.lower()), c) is not c)
            ]
        if not zh:  # "I carve bowls here in Ruthin": where one works is said, where one lives is not
            worked = {(c.subject, c.value) for c in found if c.slot == "workplace"}
            found = [
                c
                for c in found
                if not (c.reason == "en.class.residence_here_in" and (c.subject, c.value) in worked)
            ]
        craft = ("zh.class.trade_at_place", "en.class.job_craft")
        with_trade = {c.subject for c in found if c.slot == "job" and c.reason not in craft}
        if not zh:  # "Morwenna Tate, thatcher, I thatch roofs around Devon": the trade is named
            found = [c for c in found if not (c.reason.endswith("_craft") and c.subject in with_trade)]
        # "我阿爸是牧民，在泽库放牦牛": the trade named is the job; what it does is said about it
        found = [c for c in found if not (c.reason == "zh.class.trade_at_place" and c.subject in with_trade)]
        if (news := _news_said(text, turn, zh)) and not any(
            c.type == "life_event" and not c.slot and c.outcome == news.outcome for c in found
        ):
            found.append(news)  # (only when no rule read the news itself)
        if zh:
            found = self._zh_city_and_org(_zh_town_of_trade(found, text))
        if not zh and _EN_SHOWN.search(text):
            # "that photo's amazing! I love all the yellow leaves": the things in what the other shows
            # are a reaction to it, not the user's tastes ("I love painting" in the same turn still is).
            found = [c for c in found if not (c.type == "preference" and _shown_thing(c, text))]
        return self._speaking_of_the_user(_corrected(found, text, zh), text, zh, proposed)

    @staticmethod
    def _zh_city_and_org(found: list[Candidate]) -> list[Candidate]:
        """ "在深圳一家游泳馆当教练": 深圳 is where one works, 游泳馆 who one works for — two facts, not
        one place called "深圳一家游泳馆"."""
        out: list[Candidate] = []
        for c in found:
            if c.slot in ("workplace", "residence") and (there := _ZH_PLACE_THERE.fullmatch(c.value)):
                # "在鼓楼那边的粉店": the place, not its surroundings
                c = replace(c, value=there.group(1), content=c.content.replace(c.value, there.group(1)))
            m = _ZH_CITY_ORG.fullmatch(c.value) if c.slot in ("employer", "workplace") else None
            if not m or not _zh_org_town(m):
                out.append(c)
                continue
            whose = "用户" if not c.subject else f"用户的{c.subject}"
            # (the works said by its kind alone, "矿上", is no employer to store)
            pairs = (
                [("workplace", m.group("c")), ("employer", m.group("o"))]
                if m.group("c")
                else [("workplace", m.group("c3")), ("employer", m.group("o3"))]
                if m.group("c3")
                else [("workplace", m.group("c2"))]
            )
            for slot, value in pairs:
                if any(o.slot == slot and o.subject == c.subject for o in found if o is not c):
                    continue
                out.append(replace(c, slot=slot, value=value, content=f"{whose}在{value}工作"))
        return out

    @staticmethod
    def _news_of_plans(found: list[Candidate], text: str, zh: bool, turn: Turn, focus: _Focus) -> None:
        """News of a plan told before is about whoever the plan was ("外婆下周做手术" … "手术很成功" is
        the grandmother's); a bare verdict closes an event said in the same turn ("考研成绩出来了！过线了！")
        or the event in focus ("结果出来了……挂了")."""
        events = [c for c in found if c.type == "life_event" and not c.slot]
        if not events and not (zh and focus.name):
            return
        pending = [c for c in events if c.outcome == "unknown"]
        verdicts = [
            c
            for c in events
            if c.outcome in ("positive", "negative")
            and (c.value == "news" or pending and c.value == pending[0].value)
        ]
        if zh and pending and verdicts:
            pending[0].outcome = verdicts[0].outcome
            found[:] = [c for c in found if c is not verdicts[0]]
        if zh and focus.name and not events:
            result = re.search(
                r"(?:结果|成绩)(?:出来|下来)了[^，,。！？!?]{0,4}[，,。！!…\s]*(?P<v>挂了|没过|凉了|黄了|过了|通过了|上岸了|录了)",
                text,
            )
            kind = next((k for w, k in ZH_EVENTS.items() if w in focus.name), "")
            if result and kind:
                good = result.group("v") in ("过了", "通过了", "上岸了", "录了")
                rel = focus.owners.get(kind, "")
                found.append(
                    Candidate(
                        type="life_event",
                        content=f"{_who(rel, True)[1]}{focus.name}结果：{result.group('v')}",
                        importance=0.7,
                        source_ids=[turn.id],
                        subject=subject_key(rel) if rel else "",
                        value=kind,
                        outcome="positive" if good else "negative",
                        valence=0.7 if good else -0.6,
                        event_date=turn.sent_at.date(),
                        reason="zh.class.news_result_of_focus",
                    )
                )
        me = bool(events) and re.search(r"我|(?<![\w'])(?:i|i'm|my|me)(?![\w'])", text, re.I)
        for c in events:
            if c.outcome == "open" and c.subject:
                focus.owners[c.value] = c.subject
            elif (
                c.outcome in ("positive", "negative") and not c.subject and c.value in focus.owners and not me
            ):
                rel = focus.owners[c.value]
                c.subject = subject_key(rel)
                if zh:
                    c.content = c.content.replace("用户", f"用户的{rel}", 1)
                else:
                    c.content = c.content.replace("The user's", f"The user's {rel}'s", 1)

    @staticmethod
    def _zh_one_per_fact(found: list[Candidate]) -> list[Candidate]:
        """One memory per fact said: a district said after its city is one home ("搬到武汉了，现在住光谷新区"
        → 武汉光谷新区); a workplace read twice is the place without what follows it; a habit read twice,
        once cut short ("在楼下遛狗", "下遛狗"), is kept whole."""
        homes = [c for c in found if c.slot == "residence"]
        for city in homes:
            for part in homes:
                if (
                    part is not city
                    and part.subject == city.subject
                    and city_named(city.value)
                    and not city_named(part.value[:2])
                    and re.search(r"(?:区|县|镇|新城|开发区)$", part.value)
                ):
                    part.value = city.value + part.value
                    part.content = part.content.replace(part.value[len(city.value) :], part.value, 1)
                    found = [c for c in found if c is not city]
        # a place read twice, once with what follows it ("在鼓楼旁边开店": 鼓楼 and 鼓楼旁边): the place itself
        works = [c for c in found if c.slot == "workplace"]
        found = [
            c
            for c in found
            if not (
                c.slot == "workplace"
                and any(
                    w is not c
                    and w.subject == c.subject
                    and len(w.value) >= 2
                    and c.value.startswith(w.value)
                    for w in works
                )
            )
        ]
        habits = [c.slot.partition(":")[2] for c in found if c.type == "routine"]
        return [
            c
            for c in found
            if not (
                c.type == "routine"
                and re.match(r"[里上中下内边]", c.slot.partition(":")[2])
                and any(
                    h != c.slot.partition(":")[2] and h.endswith(c.slot.partition(":")[2]) for h in habits
                )
            )
        ]

    @staticmethod
    def _speaking_of_the_user(
        found: list[Candidate], text: str, zh: bool, proposed: set[str]
    ) -> list[Candidate]:
        """The name spoken to is the other person's: no name or thing liked is one. English lines
        read in the third person ("their job"), or they are not kept. ``proposed``: the rules that
        read something in the turn (an introduction read first by another rule still introduces:
        "hey, Ruth Acton, net mender" is her name, not someone spoken to)."""
        introduced = _INTRODUCES.search(text) or any(
            r.startswith("en.class.intro_role_")
            or r in ("en.class.intro_name_sentence", "en.class.name_then_age_terse")
            for r in proposed
        )
        addressed = set() if introduced else _addressed(text, zh)
        out = []
        for c in found:
            thing = c.slot.partition(":")[2] if c.slot.startswith("likes:") else ""
            if addressed and (
                (c.slot in ("name", "nickname") and not c.subject and c.value.lower() in addressed)
                or thing.lower() in addressed
            ):
                continue
            if not zh:
                c.content = _en_line(c.content)
                if not c.content:
                    continue
            out.append(c)
        return out

    def _apply(
        self,
        rule: Rule,
        m: re.Match[str],
        turn: Turn,
        tz: str,
        bot: str,
        zh: bool,
        sentence: str = "",
        prefix: str = "",
        focus: _Focus | None = None,
    ) -> list[Candidate]:
        found = m.groupdict()
        groups = {k: (v or "").strip() for k, v in found.items() if not k.startswith("_")}
        for k in ("x1", "x2"):
            alt = groups.pop(k, "")
            if alt and not groups.get("x"):
                groups["x"] = alt
        if not zh and rule.slot in NAME_SLOTS and groups.get("x"):
            # "my best friend Nadia's wedding": the name is Nadia
            groups["x"] = re.sub(r"(?<=\w)['’]s$", "", groups["x"])
        rel = groups.pop("rel", "") or groups.pop("rel0", "")
        if (
            rule.name == "en.other.name_apposition"
            and rel.lower() == "girl"
            and not re.search(r"little|baby", m.group(0), re.I)
        ):
            rel = "girlfriend"  # "my girl Renee is taking me out": a partner named (a child is "my little girl Emma")
        for k in [k for k in groups if k in ("rel0", "me", "pro") or k.startswith("bare")]:
            groups.pop(k, None)
        bare = any(k.startswith("bare") and v is not None for k, v in found.items())
        focus = focus if focus is not None else _Focus()
        if not rel and found.get("pro"):
            who_is = focus.referent(prefix, zh, found["pro"])
            if who_is is None:
                return []  # "他是厨师" with nobody named: whose fact it is is unknown
            rel = who_is
        elif not rel and bare and not found.get("me"):
            who_is = focus.subject_at(prefix, zh)
            if who_is is None:
                return []
            rel = who_is
        if rule.type == "life_event" and not rel and sentence and _THIRD_PERSON.search(sentence[: m.start()]):
            who_is = (focus or _Focus()).referent(prefix, zh)
            if not who_is:
                return []  # "他下个月要去美国出差" with nobody named: someone else's plan
            rel = who_is
        we = None
        if (
            rule.type == "routine"
            and not zh
            and (we := re.match(r"(?:(?:and|&)\s+(?:me|i)|we|i)\s+", groups.get("x", ""), re.I))
        ):
            groups["x"], rel = (
                groups["x"][we.end() :],
                "",
            )  # "my buddy Rico and me kayak …": our habit, the user's too
        if rule.type == "routine" and sentence:
            before = sentence[: m.start()]
            third = _THIRD_PERSON.search(before)
            if zh and third and not rel and re.match(r"[，,]?[他她](?!们)", third.group(0)):
                # "他都六十二了还天天喝酒": the habit of the one last named
                rel = (
                    focus.referent(
                        prefix[: len(prefix) - len(before) + third.start()],
                        zh,
                        third.group(0).strip("，,")[0],
                    )
                    or ""
                )
                if not rel:
                    return []
            elif re.search(r"(?:你|您|\byou)\W{0,2}\w{0,3}$", before, re.I) or third:
                return []  # the bot's habits, or someone unnamed's
            if not zh and re.search(r"\b(?:\w+'d|would)\b[^,.;]*\bif\b", sentence[m.start() :] + " ", re.I):
                return []  # "he'd eat steak every night if I let him": a wish, no habit
            said_by_me = bool(found.get("me") or we) or (
                not zh and bool(re.match(r"\s*(?:we|i)\s", m.group(0), re.I))
            )  # "I drive my brother to his job, and I paint every evening": mine, not his
            rel = rel or ("" if said_by_me else self._subject_before(sentence, m.start(), zh))
        if rule.type == "preference" and zh and _ZH_REPORTED.match(sentence):
            return []  # "说要忌口，不能吃辣": an instruction reported, not a taste
        if rule.type == "routine" and zh and not rel and not found.get("me"):
            opener = re.match(rf"(?:{ZH_RELATIONS}|{ZH_PETS})(?=[{HAN}])", sentence)
            if opener and opener.end() <= m.start():
                rel = opener.group(0)  # "室友每天…": the roommate's habit
        if rule.type == "preference" and not zh and "x" in groups:
            if (
                bare
                and not found.get("me")
                and re.match(r"[\s,]*(?:and\s+)?(?:\w+\s+)?(?:like|enjoy)\b", m.group(0), re.I)
            ):
                return []  # "Like in sports, …" compares; "Enjoy your day!" wishes: no subject likes
            if re.match(r"(?:your|his|her|its)\b", groups["x"], re.I):
                return []  # "love his skills and leadership": all of the list is his
        if rule.name in ("zh.class.event_booked", "zh.class.event_joined_dated") and re.search(
            _ZH_EVENT_KW, groups.get("x", "")
        ):
            return []  # "下周一约了个面试": a kind of event the event rules read, with its time
        if rule.slot == "employer" and zh and _ZH_TREATED.search(sentence[: m.start()]):
            return []  # "我爸脑梗住院了,在江北医院": where he is treated, not where he works
        if rule.name == "en.class.employer_kind_called" and not _EN_AT_WORK.search(sentence[: m.start()]):
            return []  # "dinner at a place called Luigi's": somewhere one went, not where one works
        if rule.name == "zh.other.name_bare" and _ZH_PLACE_CALLED.search(sentence[: m.end()]):
            return []  # "一家粤菜馆 叫荔湾小馆": the restaurant's name, not a person's
        if rule.name == "zh.identity.name" and re.match(
            r"[，,\s]*(?:大名|全名|本名|真名|学名)", sentence[m.end() :]
        ):
            return []  # "我叫小飞，大名司马飞": what one is called (``zh.class.nickname_then_name``)
        if rule.name == "zh.identity.name_bare" and focus.going_on and focus.last:
            return []  # "大名李振华" answering "他叫啥呀": his name (``zh.class.other_full_name``)
        subject = subject_key(rel) if rel else ""
        if rule.check == "other" and not subject:
            return []  # "叫年糕" names the pet or person the turn is about, never the user
        if rule.slot in ("job", "employer", "workplace", "school") and re.fullmatch(
            f"{_EN_PETS}|{ZH_PETS}", subject
        ):
            return []  # "he's a firefighter" read as the dog named last: an animal has no trade
        if rule.check == "renamed" and not re.search(r"\bcalls?\s+me\s+that\W*$", prefix, re.I):
            return []  # a name alone is an offered nickname only right after the given one is refused
        if rule.check == "to_you" and not re.search(r"\byou(?:'re|r)?\b", prefix + m.group(0), re.I):
            return []  # "A real legend." praises the assistant only in a turn speaking to it
        if (
            rel
            and rule.slot == "residence"
            and not zh
            and re.search(rf"{_EN_ME_AND}$", sentence[: m.start()], re.I)
        ):
            # "me and my missus Gail live in Ayr": where the two of them live, the user's too
            rel, subject = "", ""
        if rule.name == "en.class.status_widowed" and re.search(r"\bwidow", sentence, re.I):
            return []  # "a widower, my wife passed in 2019": the status is said in its own word
        if rule.name == "en.class.named_pronoun" and re.fullmatch(
            r"mum|mom|mother|mama|dad|father|papa|wife|husband|missus|partner|grand\w*|gran|nan|nana|"
            r"sister|brother|aunt|auntie|uncle|cousin|boss|friend|best friend|fianc[ée]e?",
            rel,
            re.I,
        ):
            return []  # "a calf was born on Sunday, we named her Daisy": the newborn, not the mum said before
        if rule.check == "focus" and _en_event_kind(focus.name) not in _EN_CHOSEN_KINDS:
            return []  # "didn't get it" is news only about an event the conversation is on
        if rule.name == "en.routine.after" and re.search(
            r"\b(?:could|would)\s+(?:\w+\s+)?(?:eat|drink|watch|listen to)\b", sentence[: m.start()], re.I
        ):
            return []  # "I could eat ramen and tacos every day": a taste, not a habit
        if rule.name == "en.identity.school" and re.match(
            r"\s+(?:beach|park|market|gym|pool|church|chapel|mosque|temple|lake|river|mountains?|mall|pub|bar|club|"
            r"caf[eé]|square|harbou?r|hills?|island|coast|bay|springs?|stadium|centre|center)\b",
            sentence[m.end() :],
            re.I,
        ):
            return []  # "I go to Clifton beach every Sunday": a place one goes, not a school
        if (
            rule.name == "en.identity.school"
            and re.search(r"\bwent to\s", m.group(0), re.I)
            and not _EN_SCHOOL_WORD.search(sentence)
            and not re.fullmatch(r"(?:the )?[A-Z]{2,6}", groups.get("x", ""))  # "MIT", "UCLA"
        ):
            return []  # "I went to Woodhaven, a small town": a trip; a school says it is one
        if (
            rule.name == "zh.class.employer_company_called"
            and bare
            and re.search(
                rf"(?:(?:{ZH_RELATIONS})|[他她])[^，,。]{{0,6}}开|那家|这家|去了|吃了|逛了", prefix[-24:]
            )
        ):
            return []  # "我朋友开了家店，店名叫小满", "那家店叫老码头": someone else's shop, or one visited
        if rule.name in ("en.class.employer_run", "en.class.employer_shop_named") and (
            place_known(groups["x"]) or groups["x"].lower() in EN_NOT_NAMES
        ):
            return []  # "I run Mondays", "I run Boston every year": a day or a place, no employer
        if rule.name == "en.class.role_at_org" and (
            _en_not_role(groups["role"]) or place_known(groups["x"]) or groups["x"].lower() in EN_NOT_NAMES
        ):
            return []  # "I'm the best at Mario Kart", "I'm a nurse at Denver": no role, or a place
        if (
            rule.name == "zh.class.job_latin"
            and re.fullmatch(r"[A-Z]{2,4}", groups["x"])
            and not re.search(r"(?:当|是|系)\s*$", m.group(0)[: m.start("x") - m.start()])
        ):
            return []  # "在公司做PPT": a task; an initialism after 当/是/系 is a post ("在剧本杀店当DM", "是HR")
        if rule.name == "zh.life_event.trip" and re.search(r"搬(?:家)?(?:去|到|回)", m.group(0)):
            return []  # "下个月搬去珲春": a move (``zh.life_event.move_ahead``), not a trip
        if (
            rule.name == "zh.identity.hometown_from"
            and re.search(r"是在|从小在", m.group(0))
            and not re.search(r"长大|出生", m.group(0))
        ):
            return []  # "我是在北京读书的": where one studied, not where one is from
        if rule.name == "zh.class.job_done_in_place_de":
            # where: the longest opening the gazetteer or the segmenter knows; the trade: the 2–4 after it
            span = groups["x"]
            cut = next(
                (n for n in range(len(span) - 2, 1, -1) if place_known(span[:n]) and len(span) - n <= 4), 0
            )
            trade = span[cut:]
            if re.search(f"(?:{_ZH_TRADE_VERB_OBJECT})$", span):
                return []  # "在遵义虾子镇收辣椒的": the work by its verb (``zh.class.trade_at_place``)
            if (
                not cut
                or _ZH_NOT_TRADE.search(trade)
                or re.match(r"读书|上学|上班|工作|生活|长大|出生|住|待|呆|玩|吃|旅游|打工", trade)
            ):
                return []  # "在北京读书的", "在这边长大的": no trade
            groups["x"], groups["p"] = trade, span[:cut]
        if rule.name == "zh.class.job_at_org" and _ZH_NOT_TRADE.search(groups["x"]):
            return []  # "我在医院做检查": what was done to one there, no trade
        if rule.name == "zh.class.employer_org" and re.match(
            r"(?:做|搞)(?:了|个|一下)?(?:检查|手术|体检|化疗|透析|康复|复查|治疗|B超|CT|核酸|产检|美甲|头发|按摩|推拿|理疗|造型)",
            sentence[m.end() :],
            re.I,
        ):
            return []  # … nor where one works
        if (
            rule.name == "zh.class.name_then_short"
            and groups.pop("n", "").removeprefix("小").removeprefix("阿") not in groups["x"]
        ):
            return []  # the name one goes by is no part of the one said: not a name and its short form
        if rule.name == "zh.class.name_after_me" and not zh_person_word(groups["x"]):
            return []  # "我马上，": a word, not a name
        if (
            rule.name in ("zh.identity.single", "zh.class.status_clause")
            and not found.get("rel")
            and not found.get("rel0")
            and re.search(
                rf"(?:我(?!的|家|{ZH_RELATIONS})|(?:^|{_B})(?:和|跟))[^，,。！？!?]{{0,8}}(?:分手|离婚|离了|分了)",
                prefix,
            )
        ):
            rel, subject = "", ""  # "我和女朋友分手了，她去成都了，现在单身了": single is the user
        if (
            rule.name == "zh.identity.lives_in_city"
            and found.get("bare") is not None
            and (
                re.search(
                    r"(?:参加|比赛|大赛|开会|出差|演出|展会|考试|培训|要去|准备去|打算去|定在|定于|安排在|手术|住院|"
                    r"面试|复试|初试|马拉松|全马|半马)[^，,。！？!?]*[，,\s]\s*$",
                    prefix,
                )
                # … or after a clause that says when: "复赛四月中旬，在杭州", "11月3号 在武汉"
                or (
                    re.search(r"[，,\s]\s*$", prefix)
                    and _ZH_ATTRS[0][1].search(re.split(r"[。！？!?]", prefix)[-1])
                )
            )
        ):
            return []  # "下个月去参加技能大赛，在丽水": where the event is, not where the user lives
        if (
            rule.name == "zh.class.form_name"
            and not re.search(r"[=:：]", m.group(0))
            and not zh_person_word(groups["x"])
        ):
            return []  # "姓名马晓东" names one; "姓名保密" does not
        if rule.name in ("zh.class.job_at_org_clause", "zh.class.employer_at_org_clause") and re.search(
            ZH_RELATIONS, groups.get("o") or groups["x"]
        ):
            return []  # "老婆市一医院当护士": someone else's post
        if rule.name == "zh.class.status_clause" and groups.get("x") == "异地恋":
            rel, subject = (
                "",
                "",
            )  # "我对象在武汉做程序员，异地恋": the user's relationship, not the partner's
        if rule.name.startswith("en.life_event.moving") and groups.get("x"):
            # "moving to Bristol to live with my aunt": the place, not what one goes there for
            groups["x"] = re.split(r"\s+(?:to|for|with|and|because|since|so)\s+", groups["x"], flags=re.I)[0]
        if rule.name == "en.class.language_named" and groups.get("x"):
            # each language as its name: "a bit Baoulé" → Baoulé, "Aymara with my mother" → Aymara
            groups["x"] = ", ".join(
                re.sub(rf"^{_EN_LANG_ITEM_QUAL}|{_EN_LANG_TAIL}$", "", item, flags=re.I).strip()
                for item in value_items(groups["x"])
            )
        if rule.name == "en.class.event_bare_dated" and re.search(
            r"\bevery\s+$", sentence[: m.start("when")], re.I
        ):
            return []  # "braai at my ma's every Sunday": a habit (``en.routine.after``), no event ahead
        if rule.name == "en.identity.school" and re.search(
            rf"\bfor\s+(?:a|an|the|my|our)\s+(?:[\w-]+\s+)?{_EN_EVENT_NOUN}\b|\bfor\s+work\b",
            sentence[m.end() :],
            re.I,
        ):
            return []  # "next week I go to Leeds for a conference": a trip, not a school
        if rule.name == "en.class.workplace_premises":
            groups["m"] = (
                f" {groups['m']}" if groups.get("m") else ""
            )  # "the Qaisari bazaar": its name is the value
        if (
            rule.name in ("en.identity.employer", "en.class.role_at_org")
            and (
                said := re.search(r"\bfor\s+(?:the\s+)?", m.group(0)[: m.start("x") - m.start()] + " ", re.I)
            )
            and said.end() >= m.start("x") - m.start()
            and re.match(
                r"(?-i:(?:[A-Za-z][a-z]+\s+)?[a-z]+s)\b(?!\s+(?-i:[A-Z]))",
                sentence[m.start("x") :] if sentence else "",
            )
        ):
            return []  # "a reed maker for bagpipes", "a tailor for Kurdish dresses": what one makes, for no one
        if rule.name == "en.class.intro_name_sentence" and (
            groups["x"].split()[0].lower() in EN_OPENERS | _EN_DISCOURSE
            or groups["x"].lower() in EN_NOT_NAMES
            or re.search(rf"(?:ly|ing|ed)$|^(?:{_MONTHS}|{_EN_DAYS})$", groups["x"].split()[-1], re.I)
            or city_named(groups["x"])
            or (bot and groups["x"].lower() == bot.lower())
        ):
            return []  # "OMG. Amazing. I'm a mess", "Ugh. London. I'm a commuter again": no name
        if rule.name.startswith("en.class.intro_role_"):
            name = found.get("n") or (groups["x"] if rule.name == "en.class.intro_role_name" else "")
            role = found.get("role") or (groups["x"] if rule.name == "en.class.intro_role_job" else "")
            groups.pop("n", None)
            groups.pop("role", None)
            opening = m.group(0)[
                : m.start("x" if rule.name == "en.class.intro_role_name" else "n") - m.start()
            ]
            if (
                _en_not_role(role)
                or name.split()[0].lower() in EN_OPENERS  # "Aww, bummer!", "Yep Jon, …": no introduction
                or bool(value_problem("name", name))
                or re.search(r"\b(?:my|our|his|her|their|your|the|runs?|works?|is|are|was)\b", role, re.I)
                or re.search(rf"\b(?:my|our|his|her|their|the|{EN_RELATIONS})\b", opening, re.I)
                or (rule.name == "en.class.intro_role_name" and found.get("im") and not found.get("art"))
                or name.lower() in EN_NOT_NAMES
                or re.fullmatch(rf"(?:{EN_RELATIONS}|{_EN_PETS})s?", name.lower())
                or (bot and name.lower() == bot.lower())
            ):
                return []  # "Mom, guess what", "Mio, thanks": someone spoken to, no introduction
            if rule.name == "en.class.intro_role_name":
                groups["x"] = name if name[:1].isupper() else name.capitalize()  # "bec here" → Bec
            if rule.name == "en.class.intro_role_where":
                prep = (found.get("prep") or "").lower()
                if prep in ("at", "for", "with") and not place_known(groups["x"]):
                    rule = replace(rule, slot="employer", template="{who} works at {x}")
            for k in ("prep", "where", "im", "art"):
                groups.pop(k, None)
        if rule.name in ("zh.class.trade_of_place_clause", "zh.class.workplace_trade_of_place_clause"):
            where = groups["p"] if "p" in groups else groups["x"]
            if not (zh_town_named(where) or _zh_place_then(where, town=True)) or (
                rule.slot == "job" and _ZH_NOT_TRADE.search(groups["x"][1:])
            ):
                return []  # the place must be a city or county by name: "寿光种大棚的", "随州三里岗种香菇的"
        if rule.name == "zh.class.abstain":
            groups["x"] = re.sub(
                r"也?不(?=抽|吸|喝|熬|吃|赌|打|点)", "、", groups["x"]
            )  # "抽烟不喝酒": two habits
        if (
            zh
            and rule.type == "life_event"
            and rule.outcome == "open"
            and not rule.slot
            and "了" in sentence[m.start() : m.end() + 1]
            and _ZH_PAST.search(sentence[: m.start()] + m.group(0))
            and not _ZH_AHEAD_WORDS.search(sentence)
        ):
            return []  # "去年我去北京参加了个比赛", "昨晚去看了演唱会": done, no plan
        if rule.name.startswith("zh.class.festival_dated") and _ZH_EVENT.search(groups.get("x", "")):
            return []  # "下周有个演讲比赛": an event the event readers know by its word, and read as such
        if rule.name == "zh.class.job_serving_as" and not rel and not found.get("me"):
            lead = m.group(0)[: m.start("x") - m.start()].split("在")[0]
            if kin := _ZH_LEAD_KIN.search(lead):
                rel = kin.group("k")  # "女儿古丽在乌鲁木齐当老师": the daughter's post
                subject = subject_key(rel)
            elif _ZH_LEAD_PERSON.search(lead):
                return []  # "邻居家男人在北京当保安": someone else's post
        if rule.name in ("zh.class.job_city", "zh.class.workplace_city_job") and (
            lead := groups.pop("lead", "")
        ):
            # "额女子在西安当医生", "姑娘在昆明当律师": the words before 在 name whose work it is
            kin = _ZH_LEAD_KIN.search(lead)
            if kin and not rel and not found.get("me"):
                rel = kin.group("k")
                subject = subject_key(rel)
            elif kin or _ZH_LEAD_PERSON.search(lead):
                return []  # someone named by a word the rules do not know as a relation
        if rule.name in ("zh.class.trade_at_place", "zh.class.workplace_trade_at_place"):
            where = _zh_work_place(groups["p"], firm=rule.slot == "job")
            trade = groups.get("v") or groups["x"]
            if (
                not where
                and _ZH_WORK_TOLD.search(prefix + sentence)
                and _ZH_UNKNOWN_PLACE.fullmatch(groups["p"])
            ):
                # a village or a scenic spot the gazetteer does not know, where one has worked for
                # years or says one's name: "我叫阿依古丽，夏天在喀拉峻牵马", "在乌镇包粽子，干了十几年了"
                where = groups["p"]
            if not where or _ZH_ONE_OFF.search(sentence[: m.end()]) or _ZH_NOT_TRADE.search(trade[1:]):
                return []  # "在阳台种花", "昨天在郊区摘草莓", "在医院做检查": no place of work, or no work
            if rule.slot == "workplace":
                if groups.pop("said", "") and not groups["p"].endswith(where):
                    return []  # "在上海一家游戏公司做本地化": the firm is where; the city is said in passing
                groups["x"] = where
            if re.fullmatch(f"养(?:{ZH_PETS})", trade):
                return []  # "在北京养猫": a pet, not a trade
        if rule.name in ("zh.class.job_of_place", "zh.class.job_done_at") and not _zh_trade_said(
            groups["p"], groups["x"]
        ):
            return []  # "我是他的粉丝", "在医院做检查": no place of work, or no trade
        if rule.name == "zh.class.job_done_at" and groups.get("v") in ("教", "写"):
            # "教美术", "写前端": the work is the verb and what it takes
            groups["x"], groups["v"] = groups["v"] + groups["x"], ""
        if rule.name == "zh.class.job_intro_clause" and (
            city := next((groups["x"][:n] for n in (3, 2) if city_named(groups["x"][:n])), "")
        ):
            groups["x"] = groups["x"][len(city) :]  # "哈尔滨冰雕师": the trade; where is said apart
            if len(groups["x"]) < 2:
                return []
        if rule.name == "zh.class.job_terse" and (
            # (after nothing, or after one's name or town said as tersely: "周建华。锅炉工。大同。")
            not re.fullmatch(rf"(?:[{HAN}]{{2,4}}[。.\s]+){{0,2}}", prefix.strip() and prefix.strip() + "。")
            or re.search(r"好的|谢谢|嗯|哈|是的|对的|收到|你好|您好|早安|晚安|再见|拜拜", prefix)
            or not (rest := turn.content[len(prefix) + m.end() :].strip(" 。.!！"))
            or re.search(r"你|问|[？?吗]", rest)
            or not (
                re.search(r"干了|做了|年了|刚|坐标|[\d一二三四五六七八九十两]+年", rest)
                or place_known(re.split(r"[\s。.，,]", rest)[0])
            )
        ):
            # "老师。我想问个问题" speaks to one, "程序员 真的好累" complains; a trade alone opens a terse
            # message about oneself when where or how long follows ("地铁司机。宁波。", "电梯维保 无锡 干了九年")
            return []
        if rule.name in ("en.class.residence_here_in", "en.class.residence_in_now") and re.search(
            r"\b(?:holiday|vacation|visiting|trip|conference|business|for (?:a|the|two|three) (?:week|day|night)s?|"
            r"born|grew up|raised)\b",
            sentence,
            re.I,
        ):
            return []  # "on holiday here in Lisbon": where one is for now, not where one lives
        if rule.name in (
            "en.class.job_craft",
            "en.class.workplace_craft",
            "en.class.job_after_intro",
            "en.class.workplace_after_intro",
        ) and (_EN_CRAFT_HOBBY.search(sentence) or _states_nothing(sentence, zh)):
            return []  # "I bake bread on Sundays", "I'd love to weave rugs in Oaxaca": no trade
        if rule.name in ("en.identity.workplace_job", "en.class.workplace_trade_in") and re.search(
            r"\b(?:student|pupil|retired)\b", m.group(0), re.I
        ):
            return []  # "a nursing student in Leeds": where one studies, no work
        if rule.name == "en.routine.after" and re.search(
            r"(?:^|\s)(?:it|it's|its|they|she|he|there's|gonna|going to)(?:\s|$)|\s(?:we|i)\s"
            # someone else's doing ("Visitors come every weekend", "thanks for listening to me each night")
            r"|^(?:the\s+)?(?:tourists|customers|visitors|guests|people|folks|clients|patients|pilgrims|buyers|kids|crowds)\b"
            r"|^(?:thanks?|thank you|cheers|merci|gracias|danke)\b|\bfor\s+\w+ing\b"
            # a bare verb that needs what it is done to ("I eat daily")
            r"|^(?:eat|drink|do|go|come|make|take|get|see|have|buy|sell|use|call|text|talk|chat)$",
            groups.get("x", ""),
            re.I,
        ):
            return []  # "Gran, she calls daily", "in Bergen it rains every day": who does it is said inside
        if rule.name in ("zh.identity.hometown_of", "zh.class.hometown_of") and zh_place_and_deed(
            groups.get("x", "")
        ):
            return []  # "我是六安开挖机的": a trade and where it is done (zh.class.job_town_deed)
        if rule.name in ("zh.class.job_town_deed", "zh.class.workplace_town_deed"):
            split = zh_place_and_deed(groups.get("x", ""))
            if not split:
                return []
            groups["x"] = split[1] if rule.slot == "job" else split[0]
        if rule.name == "zh.routine":
            groups["said"] = groups.get("x", "")
        if rule.name == "zh.preference.topic_dislike" and (
            re.match(r"[\u4e00-\u9fff](?<![的了啦啊呀吧哦哈呢嘛咯])", m.string[m.end() :])
            or re.fullmatch(
                r"(?:[春夏秋冬]天|平时|平常|现在|以后|晚上|早上|白天|周末|今天|明天|最近|这几天|这辈子|从来|一辈子)",
                groups.get("x", ""),
            )
        ):
            # "完了我还不喝酒", "主打一个不喝奶茶": what is not drunk is said after the verb, not before it;
            # "夏天也不喝": a time, not what
            return []
        if rule.name == "zh.identity.school" and re.fullmatch(
            r"(?:老家|家里|这边|那边|这里|那里|本地|当地|国内|国外|镇上|县里|村里|城里|乡下)",
            groups.get("x", ""),
        ):
            return []  # "儿子在老家上高中": where, not which school
        if rule.name == "zh.class.school_level" and (at := groups.get("at")) and city_named(at):
            return []  # "在福州读大学": the city, read by zh.class.study_in_city
        if rule.name == "en.routine.after" and re.match(
            r"\s+(?:ago|later|from now)\b", sentence[m.end() :], re.I
        ):
            return []  # "we went camping two weekends ago": once, counted back, not a habit
        if (
            rule.name == "en.routine.after"
            and re.match(
                r"(?:sun|mon|tues|wednes|thurs|fri|satur)days|weekends|weeknights",
                groups.get("freq", ""),
                re.I,
            )
            and (found.get("bare") is not None or re.search(r"\b(?:and|or)$", groups.get("x", ""), re.I))
        ):
            return []  # days said bare ("rainy sundays", "twice a week now, tuesdays and fridays") need a doer and a deed
        if rule.name == "en.class.news_bare_result" and re.search(
            rf"\b(?:{_EN_TRIAL}|results?)\b", turn.content, re.I
        ):
            return []  # "got my driving test results. PASSED.": the test's own news says it
        if rule.name == "en.identity.job_bare" and ":" in sentence[: m.start()]:
            return []  # "my days: gym, work, cook, sleep" lists a routine, not a trade
        if rule.name == "en.identity.job_bare" and (
            sentence[m.end("x") : m.end("x") + 1].lower() == "s"
            or _EN_JOB_NOT_MODIFIER.search(groups.get("x", ""))
            or _EN_SUBJECT_GOES_ON.match(sentence[m.end() :])
        ):
            # "always admired musicians": people of a trade, not the user's; "a fellow chef in the
            # kitchen is a great help": the trade is the subject of what follows
            return []
        if (
            rule.name == "en.preference.like"
            and found.get("bare2") is not None
            and _EN_MODAL.search(sentence[: m.start()])
        ):
            return []  # "people will recognise you … and love the book": a guess about others
        if (
            rule.name == "en.preference.like"
            and _EN_LIKE_NEEDS_MORE.search(groups.get("x", ""))
            and (more := _EN_LIKE_MORE.match(sentence[m.end("x") :]))
        ):
            groups["x"] += more.group(0)  # "getting lost in fantasy stories", not "getting lost"
        if rule.name == "en.class.routine_schedule_list" and groups.get("x", "").count(",") < 2:
            return []  # a schedule is a list of three or more
        if rule.name == "en.class.job_doing_years":
            groups["x"] = _EN_TRADE_OF[groups["x"].lower()]
        if rule.name == "en.class.praise_compare":
            groups["x"] = _EN_COMPARATIVE.get(groups["x"].lower(), groups["x"].removeprefix("more "))
        if zh and rule.slot == "job" and "x" in groups:
            # "我叫王明，是医生", "是一名老师": the copula and its measure word say a trade follows (个体户 is one)
            groups["x"] = re.sub(r"^是(?:一[名位个]|[名位]|个(?!体))?", "", groups["x"])
        who, whose = _who(rel, zh)
        items = [""]
        clean = _light if rule.slot == "birthday" else value_clean  # a birthday is a date: keep it
        if "x" in groups:
            x = clean(groups["x"])
            if rule.name.startswith("zh.class.tastes_counted"):  # "奶茶 炸鸡 还有睡觉": split by the spaces
                x = "、".join(re.sub(r"^(?:还有|以及)|的$", "", w) for w in x.split())
            items = value_items(x) if rule.each else [x]
        out = []
        for raw in items:
            item = _QUANTIFIERS.sub("", clean(raw)) if raw else ""
            if rule.slot.startswith("language"):  # "Albanian and a little English": the list's "a" is gone
                item = re.sub(r"^(?:little|bit of|broken|decent)\s+", "", item, flags=re.I)
            if rule.type == "routine":
                item = _ZH_AMOUNT.sub("", item) if zh else item  # "看半小时书" → "看书"
            if rule.name == "en.preference.abstain_object":
                item = re.sub(r"^(?:or|nor|and)\s+", "", item, flags=re.I)
            if rule.type == "preference" and not zh:
                item = _EN_LIKE_TAIL.sub("", item)  # "I like plain rice fine": plain rice
            if (
                rule.type == "preference"
                and not zh
                and re.sub(r"^(?:the|that|this)\s+", "", item.lower()) in _EN_ASPECTS
            ):
                continue  # "I love the color and texture": a reaction to what was shown, no taste
            if rule.type == "routine" and not zh:
                item = _EN_ROUTINE_TAIL.sub("", item)  # "see them at least once a week"
                if re.search(r"\s(?:is|are|was|were)$", item, re.I):
                    continue  # "therapy is thursdays": the statement's own rule reads it
            if "x" in groups and (not item or self._rejects(rule, item, zh)):
                continue
            if (
                rule.slot in ("employer", "@work")
                and not zh
                and (called := re.search(rf"\bcalled\s+((?-i:{_NW}).*)$", item))
            ):
                item = called.group(1)  # "a game studio called Quillforge": the employer is its name
            if rule.type == "preference" and zh and _ZH_COUNT_HEAD.fullmatch(item):
                continue  # "最受不了三种人": how many, not what (``zh.class.tastes_counted_dislike``)
            if rule.type == "routine" and zh and re.match(r"(?:叫|喊)[他她它你]", item):
                continue  # "我平时叫他胖胖": what one calls him, not a habit
            if rule.type == "routine" and zh and _ZH_NOT_HABIT.match(item):
                continue  # "每天一杯", "每周都去", "三点多才睡着": an amount or a verb, not the habit
            if rule.type == "routine" and (_COUNT_ONLY.match(item) or _NOT_ACTIVITY.search(item)):
                continue
            if rule.name == "en.class.routine_schedule_list":
                item = re.sub(r"\s+(?:at|from|by)\s+\d.*$", "", item)  # "gym at 6" → "gym"
                if item.lower() in _EN_NOT_HABIT or len(item.split()) > 4:
                    continue  # "work", "sleep": what every day holds, no habit of one's own
            slot_rule, template = rule.slot, rule.template
            if slot_rule == "@work":
                slot_rule = "workplace" if place_known(item) else "employer"
                if slot_rule == "employer" and (item in _NOT_EMPLOYER or len(item) < 2):
                    continue
            if slot_rule == "employer" and zh and city_named(item):
                slot_rule, template = (
                    "workplace",
                    "{who}在{x}工作",
                )  # "我是瑞丽的翡翠鉴定师": a city, no employer
            if (
                slot_rule == "workplace"
                and zh
                and not place_known(item)
                and re.search(f"{_ORG}$", item)
                and not re.match(r"(?:一|这|那)(?:家|间|个)", item)
            ):
                # "在家乐惠超市当收银员": a named organisation is where one is employed, not a place
                slot_rule, template = "employer", "{who}在{x}工作"
            if (
                slot_rule == "residence"
                and zh
                and bare
                and re.search(r"(?:公司|上班|工作|单位|集团|厂)[^，,。！？!?]*[，,]\s*$", prefix)
            ):
                slot_rule, template = (
                    "workplace",
                    "{who}在{x}工作",
                )  # "我在一家外贸公司，在宁波": the work's city
            if (
                slot_rule == "residence"
                and zh
                and "x" in found
                and (after := _ZH_AFTER_TRADE.search(sentence[: m.start("x")]))
                and not after.group("trade").endswith("生")  # "我是学生，在杭州": where a student lives
            ):
                slot_rule, template = (
                    "workplace",
                    "{who}在{x}工作",
                )  # "我是森林消防员，在大兴安岭": where the trade is
            if slot_rule == "school" and zh and city_named(item):
                slot_rule = "residence"  # "在德国读书": a country, not a school
            value_item = item.lower() if not zh and rule.slot.startswith(_EN_LOWER_SLOTS) else item
            fmt = {
                "said": value_item,
                **groups,
                "x": value_item,
                "X": item if zh else _title(item),
                "who": who,
                "whose": whose,
                "bot": bot,
            }
            for k in ("org", "verb", "what", "kind", "freq", "p", "when"):
                fmt.setdefault(k, "")
            fmt["event"] = focus.name
            fmt["event_kind"] = _en_event_kind(item or focus.name)
            event_date = None
            if rule.dated:
                resolved = resolve_date(turn.content, at=turn.sent_at, tz=tz)
                event_date = resolved[0] if resolved else turn.sent_at.astimezone(ZoneInfo(tz)).date()
            out.append(
                Candidate(
                    type=rule.type,
                    content=template.format(**fmt).strip(),
                    importance=rule.importance,
                    source_ids=[turn.id],
                    subject=subject,
                    slot=slot_rule.format(**fmt),
                    value=rule.value.format(**fmt),
                    valence=rule.valence,
                    outcome=rule.outcome,
                    event_date=event_date,
                    reason=rule.name,
                )
            )
        return out

    @staticmethod
    def _rejects(rule: Rule, item: str, zh: bool) -> bool:
        if not initialism(rule.slot, item) and item.lower() in {  # ("做IT的": a trade)
            "你",
            "您",
            "他",
            "她",
            "它",
            "这个",
            "那个",
            "you",
            "it",
            "that",
            "this",
            "them",
        }:
            return True
        if zh and len(item) == 1 and item in "看吃喝听玩去做打买学说写读用":
            return True  # a bare verb ("也不爱看") names no thing
        if "topic" in rule.name and re.fullmatch(f"(?:{ZH_RELATIONS}|{ZH_PETS})", item):
            return True  # "室友不吃辣": the roommate is who, not what
        if value_problem(rule.slot.split(":", 1)[0] if rule.slot not in ("@work",) else "", item):
            return True
        if rule.check == "nick" and (
            (item[:1] == "老" and rjieba.tag(item) == [(item, "n")]) or item in _ZH_SMALL_THINGS
        ):
            return True  # "我爸老家在河南", "我儿子小学…": a word, not how someone is called
        if rule.check == "given":
            return not (
                zh_given_name(item)
                or (
                    re.fullmatch(r"[阿小].", item)
                    and not rjieba.has_word(item)
                    and not zh_name_problem(item, full=False)
                )
            )
        if rule.check == "fullname":
            if zh and rule.name == "zh.class.other_fullname" and zh_given_name(item):
                return False  # "我媳妇秀芝在菜市场卖菜": kin named by the given name alone
            if (
                zh
                and rule.name == "zh.identity.name_is"
                and re.fullmatch(r"阿[\u4e00-\u9fff]", item)
                and not rjieba.has_word(item)
                and not zh_name_problem(item, full=False)
            ):
                return False  # "我是阿凯，在台中做刺青师": a name by 阿 and one character, no word
            return bool(zh_name_problem(item, full=True)) or bool(_ROLE_TAIL.search(item)) if zh else True
        if rule.check in ("name", "other", "nick"):
            # ("Welsh with my aunt, French at work": a language, no name)
            return bool(value_problem("name", item)) or (
                not zh and bool(re.fullmatch(rf"(?:{_ELANGS})", item, re.I))
            )
        if rule.check == "place":  # ("a teacher in English": a subject, no place)
            return bool(value_problem("residence", item)) or (
                not zh and bool(re.fullmatch(rf"(?:{_ELANGS})", item, re.I))
            )
        if rule.check == "job_latin":
            if re.fullmatch(r"[A-Z]{2,4}", item):  # an initialism ("PM"), not a personality type ("INFJ")
                return bool(re.fullmatch(r"[EI][NS][FT][JP]", item))
            return _en_not_role(item)
        if (
            rule.check == "job"
        ):  # "paralegal at a small firm", "trucker here": a role, by its word or its shape
            return _en_not_role(item)
        if rule.check == "event":  # "the GRE is on Monday": an exam, not a person, a day or a pronoun
            low = item.lower()
            return bool(
                re.fullmatch(rf"(?:{EN_RELATIONS}|{_EN_PETS})s?", low)
                or low.split()[0] in EN_STOP
                or low.split()[0] in EN_OPENERS
                or re.search(rf"\b(?:{_MONTHS}|{_EN_DAYS})\b", low)
                or not re.fullmatch(r"[a-z][\w'-]*(?: [a-z][\w'-]*)?", low)
            )
        if rule.check == "known_place":
            # ("我是浙江大学毕业的": a school and a degree, no hometown)
            return not place_known(item) or (
                rule.slot == "hometown"
                and bool(re.search(r"大学|学院|毕业|学校|中学|小学|医院|公司|读书|上学", item))
            )
        if (
            rule.check == "language"
        ):  # "I speak Hmong": a proper noun that is no weekday, brand or person we know
            low = item.lower()
            return (
                low in EN_STOP
                or low in EN_NOT_NAMES
                or bool(re.fullmatch(rf"(?:{EN_RELATIONS})s?", low))
                or low in EN_PLACES
                or not re.fullmatch(rf"(?:{_ELANGS})|{_EN_LANG_NAME}", item, re.I)
            )
        if rule.check == "city":  # "我在成都，…": a city said alone, nothing after it
            return not (city_named(item))
        return False

    # --- events ----------------------------------------------------------------------------
    @staticmethod
    def _subject_before(sentence: str, start: int, zh: bool) -> str:
        pattern = _ZH_SUBJECT_BEFORE if zh else _EN_SUBJECT_BEFORE
        best = ""
        for m in pattern.finditer(sentence[:start]):
            if start - m.end() <= (8 if zh else 25):
                best = m.group("rel") or m.groupdict().get("kin") or m.groupdict().get("pos") or ""
        return best

    @staticmethod
    def _plan_said(sentence: str, turn: Turn, tz: str, zh: bool) -> Candidate | None:
        """A plan said with its time, whatever it is called (the constants above say when)."""
        if len(sentence) > 240:
            return None
        # the word tests first: most sentences fail one, and reading the date costs more
        if zh and (
            _ZH_NOT_PLAN.search(sentence)
            or not _ZH_SELF.search(sentence)
            or not _ZH_PLAN_FRAME.search(sentence)
        ):
            return None
        awaited = None if zh else _EN_AWAITED.search(sentence)  # "can't wait for the seed swap next week"
        if not zh and (
            _EN_NOT_PLAN.search(sentence)
            or not (awaited or _EN_SELF.search(sentence))
            or not (awaited or _EN_PLAN_FRAME.search(sentence))
        ):
            return None
        today = turn.sent_at.astimezone(ZoneInfo(tz)).date()
        resolved = resolve_date(sentence, at=turn.sent_at, tz=tz)
        ahead = resolved[0] if resolved and resolved[0] >= today else None
        if zh:
            if not (ahead or _ZH_AHEAD_WORDS.search(sentence)):
                return None
            rel = ""
            if (
                (m := _ZH_SUBJECT_BEFORE.search(sentence))
                and m.start() <= 6
                # "闺蜜说今晚带我去": the user's too ("来见我爸妈" is still theirs)
                and not re.search(rf"我(?!的|家|们|{ZH_RELATIONS})", sentence[m.end() :])
            ):
                rel = m.group("rel") or m.groupdict().get("kin") or ""
            said = re.sub(r"(?:了|啦|呢|吧|啊|呀|哦|嘛|哈|的|～|~|…|。|！|!)+$", "", sentence.strip())
            said = re.sub(r"咱们|我们|咱", "用户他们", said)
            said = re.sub(r"我", "用户", said)
            content = f"用户的安排：{said}"
        else:
            if (
                resolved
                and not ahead
                or not (ahead or _EN_AHEAD.search(sentence) or _EN_SOON.search(sentence))
            ):
                return None
            rel = ""
            if (
                (m := _EN_SUBJECT_BEFORE.search(sentence))
                and m.start() <= 20
                # "my partner is taking me out", "my cousin and I": the user's too
                and not re.search(r"\b(?:i|me|we|us)\b", sentence[m.end() :], re.I)
                and not re.search(r"\b(?:i|me)\b", sentence[: m.start()], re.I)
                # ("visiting my gran in Aberdeen this weekend": the one visited, the user's plan)
                and not re.search(
                    r"\b(?:\w+ing|visit|see|meet|call|take|bring|help|join|host|pick up)\s+$",
                    sentence[: m.start()],
                    re.I,
                )
            ):
                rel = m.group("rel") or m.groupdict().get("kin") or ""
            said = re.sub(
                r"^(?:(?:so|really|honestly)\s+)?(?:can'?t wait|looking forward)\s+(?:for|to)\s+",
                "",
                sentence.strip(),
                flags=re.I,
            )
            said = _en_reported(said.rstrip(".!~ "))
            content = f"Coming up: {said}"
        return Candidate(
            type="life_event",
            content=content[:200],
            importance=0.6,
            source_ids=[turn.id],
            subject=subject_key(rel) if rel else "",
            value="activity",  # the kind of a plan whose kind no word says (``memories.events``)
            outcome="open",
            event_date=ahead,
            reason=f"{'zh' if zh else 'en'}.class.plan_said_with_time",
        )

    def _news(
        self,
        table: list[tuple[re.Pattern[str], str, str]],
        events: dict[str, str],
        sentence: str,
        turn: Turn,
        tz: str,
        zh: bool,
        focus: _Focus | None = None,
    ) -> Candidate | None:
        for pattern, outcome, kind in table:
            m = pattern.search(sentence)
            if not m:
                continue
            kw = (m.groupdict().get("kw") or "").strip()
            kw_kind = next((k for w, k in events.items() if kw.lower().endswith(w)), "") if kw else ""
            kind = kind or kw_kind or "news"
            inside = (_ZH_SUBJECT_BEFORE if zh else _EN_SUBJECT_BEFORE).search(m.group(0))
            rel = (
                (inside.group("rel") or inside.groupdict().get("kin") or inside.groupdict().get("pos") or "")
                if inside
                else self._subject_before(sentence, m.start(), zh)
            )
            if (
                not rel
                and zh
                and focus is not None
                and (
                    pro := re.search(
                        r"(?<![其吉])(?P<p>[他她])(?!们)[^，,。！!？?；;\s]{0,3}$", sentence[: m.start()]
                    )
                )
            ):
                # "刚刷到前男友朋友圈 他订婚了": the one the pronoun stands for, not the user
                rel = focus.referent(sentence[: pro.start()], zh, pro.group("p")) or ""
                if not rel:
                    return None  # someone never named: no news of the user's
            if not rel and not zh and _EN_SOMEONE_NAMED_BEFORE.search(sentence[: m.end()]):
                return None  # "our accordion player Fraser just had a baby boy": theirs, not the user's
            who, _ = _who(rel, zh)
            span = m.group(0)
            if zh:
                clause = _clause_of(sentence, m.start())
                content = f"{who}{re.sub(rf'^(?:我的?|我家的?|我?们[{HAN}]{{1,3}}的)?(?:那个|这个|那位|这位)?{re.escape(rel)}', '', clause) if rel else clause}"
            else:
                if span[-1:].isalnum() and (word := re.match(r"[\w'-]+", sentence[m.end() :])):
                    span += word.group(0)  # a span the pattern's length cut mid-word ends with the word
                rest = re.match(
                    rf"(?:\s+(?!(?:{_EN_SPAN_STOP})\b)[\w'-]+){{1,3}}?(?=\s*(?:[.,!?;:]|$)|\s+(?:{_EN_SPAN_STOP})\b)",
                    sentence[m.start() + len(span) :],
                    re.I,
                )
                span += rest.group(0) if rest and m.group(0)[-1:].isalnum() else ""
                if re.search(r"\b(?:accepted|admitted|selected|chosen|shortlisted|picked)$", span, re.I) and (
                    what := re.match(
                        r"\s+(?:for|to|into|onto|on)\s+[\w'-]+(?:\s+(?!(?:and|but|so|because)\b)[\w'-]+){0,3}",
                        sentence[m.end() :],
                    )
                ):
                    span += what.group(0)  # "got accepted for a fashion internship": what for is the news
                span = _EN_AGO.sub("", span)  # "got a puppy two weeks ago": when is not what
                if rel and re.match(r"i\s", span, re.I):  # "my boyfriend Jake and I broke up"
                    content = f"The user and their {rel} {span[2:]}"
                elif rel and (own := re.match(rf"(?:my|our)\s+{re.escape(rel)}\s+", span, re.I)):
                    content = f"{who} {span[own.end() :]}"  # "my grandma passed away"
                else:
                    content = f"{who}: {span}" if rel else _en_third_person(span)
            return Candidate(
                type="life_event",
                content=content,
                importance=0.7,
                source_ids=[turn.id],
                subject=subject_key(rel) if rel else "",
                value=kind,
                outcome=outcome,
                valence=0.7 if outcome == "positive" else -0.6,
                event_date=turn.sent_at.astimezone(ZoneInfo(tz)).date(),
                reason=f"{'zh' if zh else 'en'}.life_event.news.{outcome}",
            )
        return None

    @staticmethod
    def _feelings(
        sentence: str,
        zh: bool,
        turn: Turn,
        bot: str,
        found: list[Candidate],
        said_before: int,
        add: Callable[[Candidate], None],
    ) -> None:
        """The user's word for the assistant, as said ("you're a total sweetie pie", "侬老灵的"): it
        replaces a listed rule's paraphrase of the same word ("…is sweet"); other judgements, thanks
        and trust told beside it stay."""

        def paraphrase(f: Candidate, said: str) -> bool:
            """A listed rule's reading of the same word: "…is sweet" for "a total sweetie pie"."""
            if f.type != "relationship" or not _PRAISE_RULE.search(f.reason):
                return False
            tail = f.content.rsplit(bot, 1)[-1]
            if zh and len(re.sub(r"^(?:很|是|比别人更)", "", tail)) == 1:
                return True  # "你真的好会聊" read as "很好": the degree word, misread
            words = re.findall(rf"[{HAN}]{{2}}", tail) if zh else re.findall(r"[A-Za-z]{3,}", tail)
            return any(w.lower() in said.lower() for w in words if w.lower() not in _NOT_THE_WORD)

        for said, compared, c in said_of_assistant(sentence, zh, turn, bot):
            told = [f for f in found[said_before:] if f.type == "relationship"]
            # (a comparison a listed rule read says what the assistant is better at: "kinder than…")
            if any(said in f.content for f in told) or (compared and told):
                continue
            found[said_before:] = [f for f in found[said_before:] if not paraphrase(f, said)]
            add(c)

    def _zh_events(self, text: str, turn: Turn, tz: str, focus: _Focus | None = None) -> list[Candidate]:
        text = _ZH_SHIFT.sub("值班", text)  # "值12小时班" is a shift
        news = self._news(ZH_NEWS, ZH_EVENTS, text, turn, tz, zh=True, focus=focus)
        if news is not None:
            return [news]  # an outcome closes the event; it is not a new plan
        m = _ZH_EVENT.search(text)
        if not m:
            return []
        before, after = text[: m.start()], text[m.end() :]
        kw_said = m.group("kw")
        # "搬家到X" is the move rules' business (residence + move event); a bare "搬家", or one still
        # ahead ("打算搬家，从朝阳搬到通州"), is a plan.
        if m.group("kw") == "搬家" and re.search(r"搬家?(?:到|去)", text) and not _ZH_AHEAD.search(before):
            return []
        if (
            re.match(
                # ("毕业于…": where from, long done)
                r"(?:于|[一二三四五六七八九十两几半\d]+(?:年|个月|天|周)了|的|后|以后|之后|那年|的时候|"
                # "退休前是会计", "退休好多年了": how one was before, and an event long behind
                r"前(?:是|在|做|干|当)|以前|之前|(?:好|很|这么)?(?:多|些|几|好几|十几|几十)年了?)",
                after,
            )
            or _ZH_NO_PLAN.search(before)
            or _WISH_OF_OTHERS.search(before)
            or re.search(r"(?:我们|咱们|我和你|我跟你)一起", before)
            # "伴娘裙子太难看": a bridesmaid is an event only when one is one ("下个月我当伴娘")
            or (kw_said in ("伴娘", "伴郎") and not re.search(r"(?:当|做)$", before))
            # "维修工报到！": a greeting; one reports somewhere ("周一刚报到", "去单位报到")
            or (
                kw_said == "报到"
                and not re.search(
                    r"[去来到要月号]|刚|已经|明天|今天|下周|这周|周[一二三四五六日天]",
                    re.split(r"[，,。！？!?；;\s]", before)[-1],
                )
            )
            or re.search(r"已经?$|已婚", before)
            or re.search(r"喜欢|爱|讨厌|怕", before)
            or _ZH_HABIT.search(before)  # "动不动就出差", "一场比赛下来": a habit, no plan
            or _ZH_HABITUAL.search(text)
            or _ZH_ROLE_AFTER.match(after)  # "退休教师", "面试官": a person, not an event
            # a report to the one spoken to, no presentation: "明天再来跟你汇报", "汇报完毕"
            or (
                kw_said == "汇报"
                and (re.search(r"(?:跟|向|给)(?:你|您)$", before) or after.startswith("完毕"))
            )
            # asked, not told: "别问我结婚没有", "搬家了吗"
            or re.match(r"了?(?:没有?|吗|么|与否)(?=[，,。！？!?\s~～]|$)", after)
            # someone named by a title went through it: "我们主任退休了", "老板娘生了二胎"
            or re.search(
                rf"(?:^|{_B})(?:我们|咱们)?[{HAN}]{{0,3}}(?:长|主任|老板|老板娘|领导|经理|主管|师傅|同事)$",
                before,
            )
        ):
            return []
        kw = m.group("kw")
        kind = ZH_EVENTS[kw]
        if kw == "月考" and re.search(r"[个下上这本每]$", before):
            if re.search(r"上个?$", before):
                return []  # "上个月考下来了": told as done, the news readers' business
            kw = "考"  # "下个月考导游证": next month's test, not a monthly one
        rel = self._subject_before(text, m.start(), zh=True)
        if third := _THIRD_PERSON.search(before):
            # "他下周回国": the plan of the one last named; with nobody named, someone else's
            who_is = focus.referent(before[: third.start()], True) if focus else None
            if not who_is or re.match(r"[，,]?(?:他们|她们)", third.group(0)):
                return []
            rel = who_is
        elif focus and (took := re.search(rf"带(?:[他她它](?!们)|{_ZH_THIS_ONE})", before)):
            rel = focus.referent(before[: took.start()], True) or rel  # "带它去洗牙": the pet's
        # "刚从大学室友的婚礼回来": the event is theirs, what is told of it is the user's
        possessed = bool(rel) and bool(re.search(rf"(?<!我){re.escape(rel)}的$", before))
        if possessed and re.search(r"参加|出席|去吃|当伴娘|当伴郎", before):
            rel, possessed = "", False  # "下个月要去参加大学室友的婚礼": the user's plan
        who, _ = _who("" if possessed else rel, True)
        tail = re.match(
            # (a test says what it is for at more length: "考高级茶艺师证")
            rf"(?![定在是的了要就会一二三四五六七八九十两几\d]|共|为期|大概)([{HAN}A-Za-z0-9]{{1,{10 if kw == '考' else 4}}}?)"
            r"(?=[，。！？!?,.\s~～]|$|定在|定于|安排在)",
            after,
        )
        noun = _zh_modifier(before) + kw + (tail.group(1) if tail else "")  # "杭州马拉松", "考驾照科目二"
        ahead = re.search(
            r"要|会|将|打算|准备|接下来|(?<![一了])下(?!来)|明|后天|月底|年底", before
        )  # (not "宣布一下")
        done = not ahead and bool(
            re.match(
                r"(?:了|啦|咯|咗|完了|结束了|过了|完|回来了|回来啦|回来|(?:做|打|考|办|弄|拔)完了?)", after
            )
            or re.search(
                r"(?:刚刚?|才)[^，,。！？!?要]{0,8}$", before
            )  # "研究生刚毕业", "刚去分公司报到": just done
            or re.search(r"(?:[考办结搬做]了|出分了|出成绩了|出来了|出了|过线了)", after)
        )
        resolved = _date_near(text, m.start(), turn, tz)
        day = resolved[0] if resolved else None
        done = done or bool(re.search(r"(?:做完|做了|打完|打了|考完|办完|弄完|拔完|拔了)$", before))
        got = bool(_ZH_GOT_EVENT.search(before))
        done = done and not got  # "我拿到云杉科技的面试了": the interview is to come, not had
        if not done and _ZH_PAST.search(before) and not ahead:
            return []
        if re.search(r"(?:未|没|没有|冇|不|别)$", before):
            return []  # "未结婚", "还没搬家": nothing ahead, nothing done
        if done:
            # "中考考了650，稳稳的", "露营回来啦，玩得很开心": the verdict said with it is the outcome
            good, bad = _ZH_GOOD_VERDICT.search(after), _ZH_BAD_VERDICT.search(after)
            outcome = (
                "positive"
                if re.search(r"终于|顺利|总算", before) or (good and not bad)
                else "negative"
                if bad
                # a step one takes, once taken, is good news unless said otherwise ("上周跳槽了", "大学毕业啦")
                else "positive"
                if kind in _ZH_DONE_GOOD
                else "unknown"
            )
            clause = _clause_of(text, m.start())
            clause = (
                re.sub(rf"^(?:我的?|我家的?|我?们[{HAN}]{{1,3}}的)?{re.escape(rel)}", "", clause)
                if rel and not possessed
                else clause
            )
            content, day = f"{who}{clause}", day or turn.sent_at.astimezone(ZoneInfo(tz)).date()
        elif got:
            clause = re.sub(
                r"^(?:[\s，,]*(?:我|家人们|姐妹们|兄弟们|跟你说))+\s*", "", _clause_of(text, m.start())
            )
            outcome, content = "open", f"{who}{clause}"
        elif day:
            outcome, content = "open", f"{who}{day.month}月{day.day}日要{noun}"
        elif re.search(r"(?:正在|最近|在)$", before):
            outcome, content = "open", f"{who}最近在{noun}"
        else:
            outcome, content = "open", f"{who}要{noun}"
        return [
            Candidate(
                type="life_event",
                content=content,
                importance=0.7,
                source_ids=[turn.id],
                subject=subject_key(rel) if rel else "",
                value=kind,
                outcome=outcome,
                event_date=day,
                reason=f"zh.life_event.{kind}",
            )
        ]

    def _en_events(self, text: str, turn: Turn, tz: str, focus: _Focus | None = None) -> list[Candidate]:
        news = self._news(EN_NEWS, EN_EVENTS, text, turn, tz, zh=False)
        if news is not None:
            return [news]
        out = []
        for rule in EN_PLAIN_EVENTS:
            m = rule.pattern.search(text)
            if m:
                out.extend(self._apply(rule, m, turn, tz, "the assistant", zh=False))
        if (
            (done := _EN_DONE_EVENT.search(text))
            and not _EN_AWAITING.search(turn.content)
            # "the place where we had our first date": a time or place named by it, no news
            and not re.search(r"\b(?:where|when|since|after|before|like)\s+$", text[: done.start()], re.I)
        ):
            # "finished my last round of chemo on Friday", "had an interview at Hartwell on Monday": an
            # event the user has been through, told as done (never as one coming up on the next Friday)
            said = _en_reported(re.sub(r"^(?:i|we)\s+(?:just\s+|finally\s+)?", "", done.group(0), flags=re.I))
            out.append(
                Candidate(
                    type="life_event",
                    content=f"The user {said}"[:200],
                    importance=0.6,
                    source_ids=[turn.id],
                    value=(kind := EN_EVENTS[done.group("kw").lower()]),
                    # an interview or an exam had is waiting for its answer; a course of treatment or a
                    # race finished is good news; a party had is neither
                    outcome="open"
                    if kind in _EN_ANSWER_AWAITED
                    else "positive"
                    if done.group("v").lower() in ("finished", "completed")
                    else "unknown",
                    reason="en.life_event.done",
                )
            )
            return out
        m = _EN_EVENT.search(text) or _EN_EVENT_IS.search(text)
        past = re.search(
            # (a verdict is news of what is done: "got my driving test results", "got 81 on the practice test")
            r"\b(?:yesterday|last (?:week|night|month|year)|ago|went|was|were|had|took|won|placed|since|broke|results?|"
            r"passed|failed|scored|aced|flunked|got (?:an? )?\d+)\b",
            text,
            re.I,
        )
        if (
            m
            and not past
            and not re.search(r"\b(?:don't|didn't|no|not|never|won't)\b", text[: m.start()], re.I)
        ):
            kw = m.group("kw").lower()
            at = m.start() + len(m.group(0)) - len(kw)
            rel = self._subject_before(text, at, zh=False)
            if rel and re.search(rf"{_EN_ME_AND}(?:my|our|the)\s+[^,.!?]*$", text[:at], re.I):
                rel = ""  # "me and my fiancé Dev are getting married": the user's wedding too
            pronoun = re.search(r"\b(he|she)(?:'s| is| has)\s+(?:\w+\s+){0,2}$", text[:at], re.I)
            if not rel and pronoun:  # "she's having surgery tomorrow": the plan of the one last named
                rel = (focus or _Focus()).referent(text[: pronoun.start()], False, pronoun.group(1)) or ""
                if not rel:
                    return out
            if kw == "show" and re.search(r"\b(?:can|could|to|will|'ll|would|might)\s+$", text[:at], re.I):
                return out  # "so they can show me": a verb
            who, whose = _who(rel, False)
            resolved = _date_near(text, at, turn, tz)
            when = f" on {resolved[0].strftime('%A, %B')} {resolved[0].day}" if resolved else ""
            said = _en_event_said(text, at, kw)
            article = (
                ""
                if re.match(r"(?:my|their|his|her|our|the|an?)\s", said, re.I)
                else "an "
                if said[:1].lower() in "aeio"
                else "a "
            )
            content = f"{whose} {said} is coming up{when}" if rel else f"The user has {article}{said}{when}"
            if kw in _EN_EVENT_SHOWN:  # "is getting married": said as it was, not "a married"
                content = f"{who} is getting {kw}{when}"
            out.append(
                Candidate(
                    type="life_event",
                    content=content,
                    importance=0.7,
                    source_ids=[turn.id],
                    subject=subject_key(rel) if rel else "",
                    value=EN_EVENTS[kw],
                    outcome="open",
                    event_date=resolved[0] if resolved else None,
                    reason=f"en.life_event.{EN_EVENTS[kw]}",
                )
            )
        elif (
            (kw_only := re.search(rf"\b(?P<kw>{_EN_EVENT_KW})\b", text, re.I))
            and not past
            and (
                (
                    (ahead := _date_near(text, kw_only.start(), turn, tz))
                    and ahead[0] >= turn.sent_at.astimezone(ZoneInfo(tz)).date()
                )
                # a month or a season ahead: "cataract surgery next month", "a conference in Tokyo in November"
                or _EN_SOON.search(text)
            )
        ):
            kw = kw_only.group("kw").lower()
            if kw == "show" and re.search(
                r"\b(?:can|could|to|will|'ll|would|might)\s+$", text[: kw_only.start()], re.I
            ):
                return out  # "so they can show me their lego": a verb, not a show
            rel = self._subject_before(text, kw_only.start(), zh=False)
            pronoun = re.search(
                r"\b(he|she)(?:'s| is| has)\s+(?:[\w-]+\s+){0,4}$", text[: kw_only.start()], re.I
            )
            if not rel and pronoun:  # "she's having surgery tomorrow": the plan of the one last named
                rel = (focus or _Focus()).referent(text[: pronoun.start()], False, pronoun.group(1)) or ""
                if not rel:
                    return out
            _, whose = _who(rel, False)
            day = ahead[0] if ahead and ahead[0] >= turn.sent_at.astimezone(ZoneInfo(tz)).date() else None
            later = _EN_SOON.search(text)
            when = (
                f" on {day.strftime('%A, %B')} {day.day}"
                if day
                else f" {later.group(0).lower()}"
                if later
                else ""
            )
            out.append(
                Candidate(
                    type="life_event",
                    content=f"{whose} {_en_event_said(text, kw_only.start(), kw)} is coming up{when}",
                    importance=0.7,
                    source_ids=[turn.id],
                    subject=subject_key(rel) if rel else "",
                    value=EN_EVENTS[kw],
                    outcome="open",
                    event_date=day,
                    reason=f"en.life_event.{EN_EVENTS[kw]}",
                )
            )
        elif (trip := _EN_FLY.search(text)) and not value_problem("residence", trip.group("x")):
            resolved = _date_near(text, trip.start(), turn, tz)
            purpose = re.search(
                rf"\bfor (?:a |an |the |my )?(?:big |huge |annual |first )?(?P<kw>{_EN_EVENT_KW})\b",
                text,
                re.I,
            )
            why = f" for a {purpose.group('kw').lower()}" if purpose else ""
            out.append(
                Candidate(
                    type="life_event",
                    content=f"The user is travelling to {trip.group('x')}{why}",
                    importance=0.65,
                    source_ids=[turn.id],
                    value="trip",
                    outcome="open",
                    event_date=resolved[0] if resolved else None,
                    reason="en.life_event.trip",
                )
            )
        return out

    def _attributes(self, sentence: str, zh: bool, turn: Turn, focus: _Focus) -> list[Candidate]:
        """Attributes of a named event: "读书会每周六在市图书馆", "it runs for six weeks"."""
        out: list[Candidate] = []
        if zh:
            named = _ZH_ATTR_NAMED.search(sentence)
            if named:
                event, slot = value_clean(named.group("e")), _ZH_ATTR_SLOT[named.group("attr")]
                value = self._attribute_value(slot, named.group("x"), event, zh, out, _ZH_ATTRS[0][1])
                if event and value and not value_problem(slot, value) and not re.search(r"说|通知|听", event):
                    out.append(self._attribute(event, slot, value, zh, turn))
                    focus.set(event)
                    return out
            start = _ZH_EVENT_START.match(sentence)
            if start and start.group("e").strip():
                event, rest = value_clean(start.group("e")), sentence[start.end() :]
            elif focus.name and (focus.name in sentence or _ZH_ATTR_OPENERS.match(sentence)):
                event, rest = focus.name, sentence.split(focus.name, 1)[-1]
            else:
                return out
            attrs = _ZH_ATTRS
        else:
            low = sentence.lower()
            head = focus.name.split()[-1].lower() if focus.name else ""
            start = _EN_EVENT_START.match(sentence)
            generic = start and start.group("e").strip().lower() in _EN_GENERIC_EVENTS
            if start and not (generic and focus.name):
                event, rest = start.group("e").strip().lower(), sentence[start.end() :]
            elif focus.name and (
                (head and head in low)
                or _EN_ATTR_OPENERS.match(sentence)
                # a fragment, not a sentence with its own subject: "Next month I'm having a show" is not one
                or (_EN_ATTR_FRAGMENT.match(sentence) and _en_fragment(sentence))
            ):
                event, rest = focus.name, sentence
            else:
                return out
            attrs = _EN_ATTRS
            lead = _EN_ATTR_FRAGMENT.match(sentence) if _en_fragment(sentence) else None
            if lead and lead.group("x") and not value_problem("residence", lead.group("x")):
                # "Denver, on the 9th": the place the fragment opens with
                out.append(self._attribute(event, "place", lead.group("x"), zh, turn))
            for proper in _EN_PROPER_PLACE.finditer(rest):  # "in June at a vineyard in Napa": Napa
                if not value_problem("residence", proper.group("x")) and not attrs[0][1].fullmatch(
                    proper.group("x")
                ):
                    out.append(self._attribute(event, "place", proper.group("x"), zh, turn))
                    break
        out = self._attribute_candidates(event, rest, zh, turn, attrs, out)
        if out:
            focus.set(event)
        return out

    def _attribute_candidates(
        self,
        event: str,
        rest: str,
        zh: bool,
        turn: Turn,
        attrs: list[tuple[str, re.Pattern[str]]],
        out: list[Candidate],
    ) -> list[Candidate]:
        for slot, pattern in attrs:
            if any(c.slot == slot for c in out):
                continue
            for m in pattern.finditer(rest):
                value = self._attribute_value(slot, m.group("x"), event, zh, out, attrs[0][1])
                if value:
                    items = value_items(value) if slot == "place" else [value]  # "京都和大阪": two places
                    out.extend(self._attribute(event, slot, item, zh, turn) for item in items)
                    break
        return out

    def _plan_details(
        self, plan: str, sentence: str, zh: bool, turn: Turn, *, named: bool = False
    ) -> list[Candidate]:
        """A plan's own date and city, as attributes of it ("下周三要去厦门旅游" → 旅游: 下周三, 厦门). Only
        what is unmistakable: a time expression, a place the gazetteer knows by name, and how many
        come and how long it lasts ("housewarming is on the 8th, about 30 people coming").

        ``named``: an English plan named from its own sentence (``_en_plan_noun``), where how many of
        anything and how long are said bare ("5 shows", "3 weeks in March") and the place after "to"."""
        attrs = _ZH_ATTRS if zh else _EN_ATTRS
        plain = attrs[:1] + [(slot, p) for slot, p in attrs if slot in ("duration", "size")]
        if named and not zh:
            plain += _EN_PLAN_BARE
        out: list[Candidate] = []
        # a time said in the plan's own clause is its time ("今天退租了，明天坐车回老家": 明天)
        if (at := sentence.find(plan)) >= 0 and (clause := _clause_around(sentence, at)) != sentence:
            out = self._attribute_candidates(plan, clause, zh, turn, attrs[:1], out)
        out = self._attribute_candidates(plan, sentence, zh, turn, plain, out)
        out = [c for c in out if not (zh and _ZH_MONTH_ALONE.fullmatch(c.value))]  # "三月份要…": too vague
        # "三个月了，预产期是九月": how long it has been, not how long the plan lasts
        out = [c for c in out if not (zh and c.slot == "duration" and f"{c.value}了" in sentence)]
        if (
            zh
            and not any(c.slot == "duration" for c in out)
            and (
                lasts := re.search(
                    r"(?<![了过])(?P<x>[一二三四五六七八九十两半几\d]+个?(?:天|周|星期|礼拜|个月|年))$", plan
                )
            )
        ):
            out.append(self._attribute(plan, "duration", lasts.group("x"), zh, turn))  # "去大连疗养一个礼拜"
        places = (
            re.findall(
                rf"(?:去|到|在)([{HAN}]{{2,4}}?)(?=旅游|旅行|玩|出差|开会|参加|办|度假|有|[，,。！!\s]|$)",
                sentence,
            )
            if zh
            else [m.group("x") for m in (_EN_PLAN_PLACE if named else _EN_PROPER_PLACE).finditer(sentence)]
        )
        for place in places:
            if city_named(place) and not any(c.slot == "place" for c in out):
                out.append(self._attribute(plan, "place", place, zh, turn))
        return out

    def _event_answer(
        self,
        text: str,
        asked: str,
        zh: bool,
        turn: Turn,
        focus: _Focus,
        found: list[Candidate],
        event: str = "",
    ) -> list[Candidate]:
        """The answer to the assistant's question about the event in focus: "When is it happening?"
        → "saturday, starting at the bandshell" (time), "多少人啊？" → "二十来个吧" (size)."""
        event = event or focus.name
        if not event or any(p.search(asked) for _, p in _QUESTIONS):
            return []
        slot = next((slot for slot, p in _EVENT_QUESTIONS if p.search(asked)), "")
        if (
            not slot
            or _states_nothing(text.strip(), zh)
            or (not zh and re.match(r"\s*(?:no|not sure|idk|dunno|no idea)\b", text, re.I))
        ):
            return []
        also: list[Candidate] = []
        for other, pattern in (
            ("duration", _ZH_ALSO_DURATION if zh else _EN_ALSO_DURATION),
            ("size", _ZH_ALSO_SIZE if zh else _EN_ALSO_SIZE),
            ("place", _ZH_ALSO_PLACE if zh else _EN_ALSO_PLACE),
        ):
            if (
                other != slot
                and (m := pattern.search(text))
                and not any(c.slot == other and c.subject == subject_key(event) for c in found)
            ):
                value = _light(m.group("x"))
                if other == "place":
                    time = (_ZH_ATTRS if zh else _EN_ATTRS)[0][1]
                    value = self._attribute_value("place", value, event, zh, found + also, time)
                if value:
                    also.append(self._attribute(event, other, value, zh, turn))
        if any(c.slot == slot and c.subject == subject_key(event) for c in found):
            return also  # the sentence rules read what was asked ("在澜庭酒店")
        if any(c.type == "life_event" and c.slot == slot for c in found):
            return also  # "viva's in february" after "When's the viva?": the event the answer names has it
        if slot == "purpose":
            first = re.split(
                r"[，,。！？!?；;~～…\n]|\s(?=\S*[在是了要去])|(?<=\w)\.\s", text.strip(), maxsplit=1
            )[0]
            value = re.sub(
                r"^(?:a|an|the|for|as|面|应聘|嗯|就是)\s*|(?:的|岗|岗位|职位|吧|啦|呀)+$",
                "",
                first.strip(" .!"),
                flags=re.I,
            )
            if (
                len(value) > (8 if zh else 30)
                or (not zh and len(value.split()) > 4)
                or value_problem("job", value)
            ):
                return also
            return [self._attribute(event, slot, value, zh, turn), *also]
        if slot == "place":
            city = re.search(
                rf"(?:去|在|到)(?P<x>[{HAN}]{{2,4}}?)(?=现场|那边|那儿|那里|面|开|办|比|参加|{_B}|$)", text
            )
            if zh and city and city_named(city.group("x")):
                raw = city.group("x")  # "线上还是线下？" → "要去杭州现场面"
            elif zh:
                m = re.search(rf"(?:在|就|去)?(?P<x>{_NB}{{2,10}}?)(?:那边|那儿|那里)?(?={_B}|$)", text)
                raw = m.group("x") if m else ""
            else:
                m = _EN_PROPER_PLACE.search(text) or re.match(
                    rf"\s*(?P<x>(?-i:{_NW}(?:\s+{_NW}){{0,2}}))", text
                )
                raw = m.group("x") if m else ""
            value = self._attribute_value("place", raw, event, zh, [], (_ZH_ATTRS if zh else _EN_ATTRS)[0][1])
        else:
            pattern = {
                "size": _ZH_ANSWER_SIZE if zh else _EN_ANSWER_SIZE,
                "duration": _ZH_ANSWER_DURATION if zh else _EN_ANSWER_DURATION,
                "time": _ZH_ANSWER_TIME if zh else _EN_ANSWER_TIME,
            }[slot]
            m = pattern.search(text)
            value = _light(m.group("x")) if m else ""
        if not value or value_problem(slot, value):
            return also
        return [self._attribute(event, slot, value, zh, turn), *also]

    def _answer(
        self, text: str, asked: str, zh: bool, turn: Turn, found: list[Candidate], focus: _Focus | None = None
    ) -> list[Candidate]:
        """A short answer to the assistant's question about the user: "你在哪个城市？" → "杭州。"."""
        zh = zh or bool(CJK.search(asked))  # "28" answers "你多大了？" in Chinese
        slot = next((slot for slot, pattern in _QUESTIONS if pattern.search(asked)), "")
        if not slot:
            return []
        other = _asked_about(asked, focus)  # "What does your sister do?": the answer is the sister's
        if not other and re.search(
            r"\b(?:she|he|they|his|her)\b|\b(?:does|did|has)\s+your\b|[她他](?!们)", asked, re.I
        ):
            return []  # about someone, but whom is not known ("what does your company do?")
        subject = subject_key(other) if other else ""
        base = slot.split(":", 1)[0]
        named = any(c.slot in ("name", "nickname") and c.subject == subject for c in found)
        if other and base == "name" and not named and (bare := _bare_name(text, zh)):
            return [
                Candidate(
                    type="identity",
                    content=f"用户的{other}叫{bare}" if zh else f"The user's {other} is called {bare}",
                    importance=0.85,
                    source_ids=[turn.id],
                    slot="name",
                    value=bare,
                    subject=subject,
                    reason=f"{'zh' if zh else 'en'}.answer.name_other",
                )
            ]
        if other and base in ("name", "nickname", "birthday"):
            return []  # "what's your dog's name?" unanswered by a bare name is the pet rules'
        if base == "age" and not other and not _ASKS_OWN_AGE.search(asked):
            return []  # "How old is the little thief?": someone's, but whose is not known
        tastes = base in ("likes", "dislikes")
        if any(
            c.slot.split(":", 1)[0] == ("likes" if tastes else base) and c.subject == subject for c in found
        ):
            return []  # the answer already said it in full ("我住在杭州")
        if re.search(r"不对|记错|说错|哦不|i mean|sorry|actually", text, re.I):
            return []  # a correction: the sentence rules read what was meant
        if base == "nickname" and any(
            c.slot == "name" and c.subject == subject and c.value in text for c in found
        ):
            return []  # "怎么称呼？" → "我叫蒙志刚，…": the name said is the answer
        if base == "employer" and any(c.slot == "job" and c.subject == subject for c in found):
            return []  # "And your dad?" after "Where does she work?" → "retired. used to fix elevators"
        first = re.split(
            r"[，,。！？!?；;~～…\n]|(?<=\w)\.\s+(?=[a-z])|\s+(?=[\u4e00-\u9fff]*[在是了去要当做说])",
            text.strip(),
            maxsplit=1,
        )[0]
        if base == "school" and zh:  # "嗯 大四 湖南师大": the school among the words
            first = next((w for w in reversed(first.split()) if _ZH_SCHOOL_SHAPE.search(w)), first)
        value = _ANSWER_TRIM.sub("", first.strip()).strip(" .!")
        if base in ("name", "nickname") and not zh and (answered := _EN_NAME_ANSWERED.match(text.strip())):
            value = answered.group("x")  # "Halvard Moen. 58. I keep bees…": the name, its sentence alone
        if (
            base == "nickname"
            and not other
            and not re.search(r"叫我|喊我|\bcall me\b|\bgo by\b", text, re.I)
            and (
                (zh and len(value) >= 3 and not zh_name_problem(value, full=True))
                or (not zh and len(value.split()) >= 2 and not value_problem("name", value))
            )
        ):
            # "怎么称呼？" answered by a full name ("刘建国，五十二", "Priya Raman"): the name, not what to call one
            base = "name"
            if any(c.slot == "name" and c.subject == subject for c in found):
                return []
        if base in ("hometown", "residence") and (called := _EN_PLACE_CALLED.search(first)):
            value = called.group("x")  # "tiny town called Marrowby, u won't have heard of it"
        if tastes:
            # The answer is its first sentence, a short list of things: "Sushi!", "Hiking, mostly.",
            # "olives. and cilantro"
            said = re.split(r"(?<=[。！？!?])|(?<=\.)\s(?!and\b|or\b)", text.strip(), maxsplit=1)[0]
            if not zh and len(said.split()) > 8:
                return []
            items = [
                i
                for i in value_items(
                    _ANSWER_TRIM.sub(
                        "",
                        re.sub(
                            r"[，,]\s*(?:还有|也|and|plus)\s*|\s+(?:还有|和)?\s*"
                            if zh
                            else r"[，,]\s*(?:and|plus)\s*",
                            "、",
                            said,
                        ),
                    )
                )
                if i.strip() and (zh or not _EN_CLAUSE_WORD.search(i))
            ]
        elif base == "age":  # the number, wherever the answer says it: "67 and stubborn as a goat"
            m = (_ZH_AGE_ANSWER if zh else _EN_AGE_ANSWER).search(first)
            value = (m.group("x") or m.groupdict().get("n") or "") if m else ""
            items = [re.sub(r"(?:周)?岁$", "", value)]
        elif base == "language":
            if re.search(r"不会|没学过|don't|do not|can't|no\b", text, re.I):
                return []
            items = re.findall(rf"(?:{_ELANGS})|[{HAN}]{{1,3}}(?:语|话)", text, re.I)
            value = items[0] if items else ""
        else:
            items = [value]
        out = []
        who, _ = _who(other, zh)
        if base == "job" and not zh and (at := _EN_JOB_AT.match(value)):
            # "admin at a dental practice", "software tester at a gaming studio": the role, and where
            value, items = at.group("job"), [at.group("job")]
            org = at.group("org")
            if not value_problem("employer", org):
                out.append(
                    Candidate(
                        type="identity",
                        content=f"{who} works at {org}",
                        importance=0.8,
                        source_ids=[turn.id],
                        slot="employer",
                        value=org,
                        subject=subject,
                        reason="en.answer.employer",
                    )
                )
        if not value or len(value) > (12 if zh else 40) or (not zh and len(value.split()) > 5):
            return []  # a sentence, not an answer: the rules read sentences
        for item in items:
            item = _ANSWER_TRIM.sub("", re.split(r"[。！？!?]", item)[0].strip())
            item = re.sub(r"[^\w\s'·-]+$", "", item).strip()  # a trailing emoji or mark
            checked = (
                re.sub(r"岁(?:半|[零又]?[一二三四五六七八九十两\d]{1,2}个月)$", "", item)
                if base == "age"
                else item
            )
            if not item or value_problem("likes" if tastes else base, checked):
                continue
            if base == "age" and not re.fullmatch(
                r"\d{1,3}|[一二三四五六七八九十两]{1,3}(?:岁半|岁[零又]?[一二三四五六七八九十两\d]{1,2}个月)?",
                item,
            ):
                continue
            if base == "job" and not zh and item.lower() in EN_STOP:
                continue
            word = _ANSWER_WORDS[base]
            content = f"{who}{word[0]}{item}" if zh else f"{who} {word[1]} {item}"
            if base == "age":
                content = (
                    f"{who}今年{item}{'' if item.endswith(('半', '月')) else '岁'}"
                    if zh
                    else f"{who} is {item} years old"
                )
            if base == "language":
                item = item.title() if not zh else item
            out.append(
                Candidate(
                    type="preference" if tastes else "identity",
                    content=content,
                    importance=0.5 if tastes else 0.85,
                    source_ids=[turn.id],
                    slot=(
                        f"likes:{item.lower() if not zh else item}"
                        if tastes
                        else f"language:{item}"
                        if base == "language"
                        else base
                    ),
                    value=("like" if base == "likes" else "dislike") if tastes else item,
                    valence=(0.5 if base == "likes" else -0.5) if tastes else 0.0,
                    subject=subject,
                    reason=f"{'zh' if zh else 'en'}.answer.{base}",
                )
            )
        return out

    @staticmethod
    def _attribute_value(
        slot: str, raw: str, event: str, zh: bool, out: list[Candidate], time: re.Pattern[str]
    ) -> str:
        """The attribute's value, or "" when the capture is not one ("下午两点" is no place)."""
        value = _light(raw)
        if slot == "place":
            value = re.sub(r"^(?:一个|一家|一处|a |an |the )", "", value)
            if zh and (cut := _ZH_PLACE_HEAD.match(value)):
                value = cut.group(1)  # "排练室排练" → "排练室"
            elif zh and (city := _ZH_CITY_THEN.match(value)) and city_named(city.group(1)):
                value = city.group(1)  # "吉隆坡做两天的翻译" → "吉隆坡"
        if not value or value.lower() == event.lower():
            return ""
        if slot == "size" and not zh and re.fullmatch(r"\d{1,2}", value):
            return ""
        if slot == "time" and not time.search(value):
            return ""  # "时间定下来了" names no time
        if (
            slot == "place"
            and zh
            and (re.search(r"(?:工作|上班|打工|实习)$", value) or re.match(r"[招聘找]", value))
        ):
            # "在上海的一家医院工作": where one works; "在招高级工程师": hiring — not where the event is
            return ""
        if slot == "place":
            looks_like_place = not value_problem("residence", value) or bool(
                (_ZH_EVENT_PLACE if zh else _EN_EVENT_PLACE).search(value)
            )
            is_time = time.fullmatch(value) or any(
                c.slot == "time" and (c.value in value or value in c.value) for c in out
            )
            if not looks_like_place or is_time:
                return ""
        return value

    def _zh_move_ahead(self, text: str, turn: Turn) -> list[Candidate]:
        """ "这周末搬家 搬去深圳", "我妈准备搬去成都": a move still ahead is a plan with its place and time."""
        ahead = _ZH_MOVE_AHEAD.search(text)
        if (
            not ahead
            or _ZH_NO_PLAN.search(text[: ahead.start()])
            or _WISH_OF_OTHERS.search(text[: ahead.start()])
        ):
            return []
        to = _ZH_MOVE_TO.search(text, ahead.start())
        place = to.group("x") if to and not value_problem("residence", to.group("x")) else ""
        when = ahead.group("when") or ""
        rel = self._subject_before(text, ahead.start(), zh=True)
        who, _ = _who(rel, True)
        out = [
            Candidate(
                type="life_event",
                # (the move as said: "搬去珲春", "搬到杭州")
                content=f"{who}{when}要搬家" + (f"，{to.group(0).replace('了', '')}" if to and place else ""),
                importance=0.7,
                source_ids=[turn.id],
                subject=subject_key(rel) if rel else "",
                value="move",
                outcome="open",
                reason="zh.life_event.move_ahead",
            )
        ]
        if place:
            out.append(self._attribute("搬家", "place", place, True, turn))
        if when:
            out.append(self._attribute("搬家", "time", when, True, turn))
        return out

    @staticmethod
    def _attribute(event: str, slot: str, value: str, zh: bool, turn: Turn) -> Candidate:
        content = (
            f"{event}的{_ZH_ATTR_WORDS.get(slot, slot)}：{value}" if zh else f"The {event}: {slot} {value}"
        )
        return Candidate(
            type="life_event",
            content=content,
            importance=0.6,
            source_ids=[turn.id],
            subject=subject_key(event),
            slot=slot,
            value=value,
            outcome="unknown",
            reason=f"{'zh' if zh else 'en'}.event.{slot}",
        )

    def _emotions(self, text: str, turn: Turn, zh: bool) -> list[Candidate]:
        m = (_ZH_EMOTION if zh else _EN_EMOTION).search(text)
        if not m:
            return []
        word = m.group("x").lower()
        tag, valence = (ZH_EMOTIONS if zh else EN_EMOTIONS)[word]
        deg = (m.group("deg") or "").strip().lower()
        mild = deg in _MILD or tag == "tired"
        # Fleeting or mild feelings ("有点累", "a bit tired") fall under the importance gate.
        importance = 0.25 if mild else (0.45 if abs(valence) >= 0.6 else 0.4)
        content = f"用户感到{m.group('x')}" if zh else f"The user feels {word}"
        return [
            Candidate(
                type="emotion",
                content=content,
                importance=importance,
                source_ids=[turn.id],
                valence=valence,
                emotion=tag,
                reason=f"{'zh' if zh else 'en'}.emotion.{tag}",
            )
        ]
