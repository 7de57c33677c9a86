"""The current message's emotion: local rules on the reply path (the same word tables the rules
extractor uses), or the LLM's reading when the extraction job has already taken one."""

from __future__ import annotations

from dataclasses import dataclass

from memind.llm import llm_configured
from memories.extractors import Candidate
from memories.extractors.rules import _EN_EMOTION, _ZH_EMOTION, EN_EMOTIONS, ZH_EMOTIONS
from memories.models import EndUser, Message
from memories.snippets import QUERY_CHARS

_NEGATIONS = ("不", "没", "not ", "n't ")


@dataclass(frozen=True)
class Emotion:
    label: str  # "" when neutral
    valence: float  # -1 … +1

    @property
    def negative(self) -> bool:
        return self.valence <= -0.3


def emotion_read(*, user: EndUser, message: str) -> tuple[Emotion, str]:
    """The emotion of the message a reply answers, and where it came from; never waits on an LLM.

    The LLM's reading, when the extraction job has already taken one for this stored message
    (``Message.valence`` set; see ``message_emotions``), else the rules on the message's end."""
    if llm_configured():
        recent = (
            Message.objects.filter(user=user, role=Message.Role.USER)
            .order_by("-sent_at", "-id")
            .values_list("content", "emotion", "valence")[:3]
        )
        for content, label, valence in recent:
            if valence is not None and content == message:
                return Emotion(label, valence), "llm"
    return emotion_rules(message[-QUERY_CHARS:]), "rules"


def message_emotions(candidates: list[Candidate], messages: list[Message]) -> list[Message]:
    """The LLM extractor's reading of each user message: its strongest emotion among the memories
    drawn from it; none means the model read it as neutral. Returns the messages to update."""
    best: dict[int, Emotion] = {}
    for c in candidates:
        if not c.emotion:
            continue
        for pk in c.source_ids:
            if pk not in best or abs(c.valence) > abs(best[pk].valence):
                best[pk] = Emotion(c.emotion[:32], max(-1.0, min(1.0, c.valence)))
    out = []
    for m in messages:
        if m.role == Message.Role.USER:
            e = best.get(m.pk, Emotion("", 0.0))
            m.emotion, m.valence = e.label, e.valence
            out.append(m)
    return out


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
