"""The current message's emotion, from the same word tables the rules extractor uses."""

from __future__ import annotations

from dataclasses import dataclass

from memind.llm import LLMError, chat_json, llm_configured
from memories.extractors.rules import _EN_EMOTION, _ZH_EMOTION, EN_EMOTIONS, ZH_EMOTIONS

_NEGATIONS = ("不", "没", "not ", "n't ")


@dataclass(frozen=True)
class Emotion:
    label: str  # "" when neutral
    valence: float  # -1 … +1

    @property
    def negative(self) -> bool:
        return self.valence <= -0.3


_LLM_SCHEMA = {
    "type": "object",
    "additionalProperties": False,
    "required": ["label", "valence"],
    "properties": {"label": {"type": "string"}, "valence": {"type": "number"}},
}


def emotion_detect(text: str) -> Emotion:
    """The LLM's reading when one is configured (falling back on failure), else the rules."""
    if llm_configured() and text.strip():
        try:
            data = chat_json(
                system="Classify the emotion the user expresses about themself. label: one word "
                "(sad, anxious, happy, angry, lonely, tired, excited…) or '' if neutral; valence -1…1.",
                user=text[:2000],
                schema_name="emotion",
                schema=_LLM_SCHEMA,
            )
            return Emotion(str(data["label"])[:32], max(-1.0, min(1.0, float(data["valence"]))))
        except (LLMError, KeyError, TypeError, ValueError):
            pass  # the rules below still give a useful answer
    return emotion_rules(text)


def emotion_rules(text: str) -> Emotion:
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
