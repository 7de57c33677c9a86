"""The current message's emotion, from the same word tables the rules extractor uses."""

from __future__ import annotations

from dataclasses import dataclass

from memories.extractors.rules import _EN_EMOTION, _ZH_EMOTION, EN_EMOTIONS, ZH_EMOTIONS

_NEGATIONS = ("不", "没", "not ", "n't ")


@dataclass(frozen=True)
class Emotion:
    label: str  # "" when neutral
    valence: float  # -1 … +1

    @property
    def negative(self) -> bool:
        return self.valence <= -0.3


def emotion_detect(text: str) -> Emotion:
    """Rules, offline: the strongest emotion word the user applies to themself."""
    best = Emotion("", 0.0)
    for pattern, table in ((_ZH_EMOTION, ZH_EMOTIONS), (_EN_EMOTION, EN_EMOTIONS)):
        for m in pattern.finditer(text):
            before = text[max(0, m.start() - 3) : m.start("x")]
            if any(n in before for n in _NEGATIONS):
                continue  # "不开心" is not happy
            label, valence = table[m.group("x").lower()]
            if abs(valence) > abs(best.valence):
                best = Emotion(label, valence)
    if not best.label and any(w in text for w in ("不开心", "不高兴", "不快乐", "not happy")):
        best = Emotion("sad", -0.6)
    return best
