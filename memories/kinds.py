"""Words that name a kind of thing, and the things of that kind.

People ask for a kind ("what sports does he play?", "哪些乐器", "which countries has she been to?")
and tell the thing by its name ("surfing", "吉他", "Spain"): the question and the line that answers
it share no word, and the local model of meaning rarely puts them close. A search that meets a
kind word in the message also asks, at a lower weight, for the common members of that kind.

The lists are general knowledge (sports, instruments, pets, hobbies, family, places from the
extractor's gazetteers), in search-term form (stems for English, jieba words for Chinese), never
words taken from an evaluation set.
"""

from __future__ import annotations

from functools import cache

from memories.extractors import values
from memories.keywords import search_terms

# A kind's members count this much of a word the message itself says (measured: docs/recall-eval.md).
MEMBER_WEIGHT = 0.5
# At most this many member words join one search (a message naming several kinds asks for each
# one's first members; the gazetteers are the long lists).
MAX_MEMBERS = 300

_SPORTS = (
    "soccer football basketball baseball softball tennis golf volleyball hockey rugby cricket "
    "badminton squash boxing kickboxing wrestling karate judo taekwondo fencing skiing snowboarding "
    "skating surfing swimming diving rowing kayaking canoeing sailing cycling biking running jogging "
    "marathon triathlon hiking climbing bouldering yoga pilates gymnastics archery bowling "
    "skateboarding lacrosse handball"
)
_MARTIAL = "karate judo taekwondo kickboxing boxing jiujitsu kungfu aikido wrestling fencing"
_INSTRUMENTS = (
    "guitar piano violin viola cello drums flute clarinet saxophone trumpet trombone ukulele harp "
    "bass keyboard banjo harmonica accordion"
)
_PETS = (
    "dog dogs puppy cat cats kitten hamster rabbit bunny parrot bird fish goldfish turtle turtles "
    "tortoise snake lizard gecko horse pony ferret"
)
_HOBBIES = (
    "painting drawing sketching pottery ceramics knitting crocheting sewing gardening cooking baking "
    "reading writing photography dancing singing camping hiking fishing gaming chess puzzles "
    "volunteering surfing swimming running cycling yoga climbing"
)
_FAMILY = (
    "kids children son daughter husband wife mom dad mother father parents sister brother grandma "
    "grandpa family"
)
_ZH_SPORTS = "跑步 游泳 篮球 足球 羽毛球 乒乓球 网球 排球 瑜伽 健身 爬山 徒步 骑行 滑雪 拳击 跳绳 普拉提 攀岩"
_ZH_INSTRUMENTS = "吉他 钢琴 小提琴 古筝 二胡 架子鼓 尤克里里 长笛 萨克斯 琵琶 笛子 大提琴"
_ZH_PETS = "狗 猫 狗狗 猫咪 小狗 小猫 兔子 仓鼠 鹦鹉 乌龟 金鱼"
_ZH_HOBBIES = "画画 摄影 做饭 烘焙 看书 阅读 写作 唱歌 跳舞 钓鱼 露营 追剧 打游戏 下棋 手工 养花"
_ZH_FAMILY = "老公 老婆 儿子 女儿 爸爸 妈妈 孩子 爸妈 父母 老伴"


def _places(*groups: frozenset[str] | tuple[str, ...]) -> str:
    # Only one-word names: a member is asked for as one search term.
    return " ".join(sorted(p for g in groups for p in g if " " not in p))


# kind word (as the message writes it) -> its members (as lines write them)
_KINDS_TEXT: dict[str, str] = {
    "sport": _SPORTS,
    "sports": _SPORTS,
    "martial": _MARTIAL,
    "instrument": _INSTRUMENTS,
    "instruments": _INSTRUMENTS,
    "pet": _PETS,
    "pets": _PETS,
    "animal": _PETS,
    "animals": _PETS,
    "hobby": _HOBBIES,
    "hobbies": _HOBBIES,
    "activity": _HOBBIES,
    "activities": _HOBBIES,
    "family": _FAMILY,
    "country": _places(values.EN_COUNTRIES),
    "countries": _places(values.EN_COUNTRIES),
    "city": _places(values.EN_CITIES),
    "cities": _places(values.EN_CITIES),
    "state": _places(values.EN_STATES),
    "states": _places(values.EN_STATES),
    "运动": _ZH_SPORTS,
    "体育": _ZH_SPORTS,
    "乐器": _ZH_INSTRUMENTS,
    "宠物": _ZH_PETS,
    "动物": _ZH_PETS,
    "爱好": _ZH_HOBBIES + " " + _ZH_SPORTS,
    "兴趣": _ZH_HOBBIES + " " + _ZH_SPORTS,
    "家人": _ZH_FAMILY,
    "国家": " ".join(values.ZH_FOREIGN),
    "城市": " ".join(values.ZH_CITIES),
}


@cache
def _kinds() -> dict[str, tuple[str, ...]]:
    out: dict[str, tuple[str, ...]] = {}
    for word, members in _KINDS_TEXT.items():
        for key in search_terms(word):
            terms = dict.fromkeys(t for m in members.split() for t in search_terms(m))
            out[key] = tuple(dict.fromkeys(out.get(key, ()) + tuple(terms)))
    return out


def members(terms: list[str]) -> list[str]:
    """The member words of the kinds ``terms`` name, not already among ``terms``, at most
    ``MAX_MEMBERS``, the kinds' lists interleaved so that each kind named gets its share."""
    kinds = _kinds()
    lists = [kinds[t] for t in dict.fromkeys(terms) if t in kinds]
    if not lists:
        return []
    have, out = set(terms), []
    for i in range(max(len(x) for x in lists)):
        for lst in lists:
            if i < len(lst) and lst[i] not in have:
                have.add(lst[i])
                out.append(lst[i])
                if len(out) >= MAX_MEMBERS:
                    return out
    return out
