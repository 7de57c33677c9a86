"""Conversations replayed by the lifecycle tests: three months of a Chinese chat, and the same
facts told in English. Written for Memind's tests; timestamps spread over the months."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

SHANGHAI = ZoneInfo("Asia/Shanghai")
START = datetime(2026, 3, 2, 20, 0, tzinfo=SHANGHAI)  # a Monday evening

# (day offset, role, text). Filler and the bot's echoes are part of real chats.
ZH_THREE_MONTHS: list[tuple[int, str, str]] = [
    (0, "user", "你好呀"),
    (0, "assistant", "你好！我是Mio，很高兴认识你～你叫什么名字呀？"),
    (0, "user", "我叫夏星帆"),
    (0, "assistant", "星帆，好好听的名字！"),
    (0, "user", "哈哈"),
    (0, "user", "我住在西雅图，在一家游戏公司上班"),
    (0, "assistant", "西雅图！那边是不是经常下雨？"),
    (0, "user", "嗯嗯"),
    (0, "user", "我超爱吃火锅"),
    (0, "user", "晚安"),
    (3, "user", "我每天早上跑步"),
    (3, "assistant", "好自律！"),
    (3, "user", "哈哈哈"),
    (3, "user", "好的"),
    (10, "user", "今天好累啊"),
    (10, "assistant", "辛苦啦，早点休息～"),
    (10, "user", "嗯"),
    (10, "user", "晚安"),
    (24, "user", "跟你说，我叫夏星帆，不要忘了哦"),
    (24, "assistant", "当然记得，星帆！"),
    (24, "user", "哈哈"),
    (30, "user", "我最近在找工作"),
    (30, "assistant", "加油！有什么我能帮忙的吗？"),
    (30, "user", "好的"),
    (45, "user", "ok"),
    (45, "user", "我不喜欢香菜"),
    (45, "user", "晚安"),
    (60, "user", "我搬到纽约了"),
    (60, "assistant", "哇，纽约！新生活加油～"),
    (60, "user", "嗯嗯"),
    (75, "user", "我叫夏星帆"),
    (75, "assistant", "我当然记得你呀，星帆"),
    (75, "user", "哈哈"),
    (88, "user", "晚安"),
]

EN_FACTS: list[tuple[int, str, str]] = [
    (0, "user", "hi"),
    (0, "user", "My name is Alex"),
    (0, "assistant", "Nice to meet you, Alex!"),
    (0, "user", "lol"),
    (0, "user", "I live in Seattle"),
    (0, "user", "ok"),
    (20, "user", "my name is Alex, remember?"),
    (20, "user", "good night"),
    (50, "user", "I moved to New York"),
    (50, "user", "haha"),
    (70, "user", "My name is Alex"),
]

FILLER = {"哈哈", "哈哈哈", "嗯嗯", "嗯", "好的", "晚安", "ok", "lol", "haha", "good night", "hi", "你好呀"}


def at(day: int, i: int) -> datetime:
    """The i-th line of a day: a minute apart, so order is total."""
    return START + timedelta(days=day, minutes=i)
