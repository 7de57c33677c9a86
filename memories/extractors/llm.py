"""LLM extractor: the same candidates as the rules, proposed by a model with JSON-schema output.

The answer is validated field by field; anything invalid or partial raises ``ExtractionError``
so the run fails visibly and its messages stay pending (nothing half-stored).
"""

from __future__ import annotations

import json
from datetime import date
from typing import Any

from memind.llm import LLMError, OverBudget, chat_json
from memories.events import EVENT_KINDS
from memories.extractors import Candidate, ExtractionInput
from memories.extractors.rules import subject_key
from memories.extractors.values import EVENT_ATTRIBUTES, IDENTITY_SLOTS
from memories.models import MemoryItem, MemoryType


class ExtractionError(RuntimeError):
    pass


SYSTEM_PROMPT = f"""You extract long-term memories from a chat between a user and a companion bot.
Return facts worth remembering, as self-contained third-person statements in the language the user
wrote in ("用户叫夏星帆", "用户的表姐在杭州工作", "The user lives in Seattle"). Never extract from
assistant turns or turns marked CONTEXT: they are shown only to understand the conversation. Questions,
hypotheticals ("如果我搬去成都", "what if I quit") and other people's wishes state no fact: skip them.
Negations stay negations ("I don't drink coffee" is a dislike, never a like).
subject is who the fact is about: "" for the user, else the other as the user calls them, without
possessive ("表姐", "sister", "狗", "读书会"). A fact about the user's sister never fills the user's slot.
Types: identity, preference (likes/dislikes), life_event (plans, news with their outcome, events and
their attributes), emotion, relationship (the user's attitude to the bot), shared (things the user and
the bot did together), milestone (relationship milestones), routine (habits).
slot names what a fact is about when one value holds at a time, from this vocabulary:
{", ".join(IDENTITY_SLOTS)} (identity); likes:<thing> with value "like" or "dislike" (one memory per
item of a list); routine:<activity> with value the frequency; language:<language>; health:<condition>;
for a named event (subject = the event): {", ".join(EVENT_ATTRIBUTES)}; else "". A nickname
("叫我小雨就行", "call me Jo") is slot nickname, never name. Values are as said, without dates or particles.
life_event value is the event kind: {", ".join(EVENT_KINDS)}; outcome positive/negative for news
("拿到offer了", "I failed my driving test"), open for plans.
importance is 0..1: name 0.95, identity 0.8, life events 0.6-0.75, routine 0.55, preferences 0.5,
emotion 0.4; pure filler ("哈哈", "ok", "晚安") 0.05. event_date is YYYY-MM-DD resolved against the
message time, or "". source_ids lists the ids of the user turns the memory comes from."""

_ITEM_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "required": [
        "type",
        "content",
        "importance",
        "subject",
        "slot",
        "value",
        "valence",
        "emotion",
        "outcome",
        "event_date",
        "source_ids",
    ],
    "properties": {
        "type": {"type": "string", "enum": list(MemoryType.values)},
        "content": {"type": "string"},
        "subject": {"type": "string"},
        "importance": {"type": "number"},
        "slot": {"type": "string"},
        "value": {"type": "string"},
        "valence": {"type": "number"},
        "emotion": {"type": "string"},
        "outcome": {"type": "string", "enum": list(MemoryItem.Outcome.values)},
        "event_date": {"type": "string"},
        "source_ids": {"type": "array", "items": {"type": "integer"}},
    },
}
SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "required": ["memories"],
    "properties": {"memories": {"type": "array", "items": _ITEM_SCHEMA}},
}


class LLMExtractor:
    name = "llm"
    version = "1.0"

    def extract(self, batch: ExtractionInput) -> list[Candidate]:
        lines = []
        for t in batch.turns:
            tag = "CONTEXT " if t.is_context else ""
            lines.append(f"[{tag}id={t.id} {t.role} {t.sent_at.isoformat()}] {t.content}")
        user_prompt = f"User time zone: {batch.tz}\n\n" + "\n".join(lines)
        try:
            data = chat_json(
                system=SYSTEM_PROMPT,
                user=user_prompt,
                schema_name="memories",
                schema=SCHEMA,
                purpose="extraction",
            )
        except OverBudget:
            raise  # not a failure: the extraction takes the rules (memories/services/extraction.py)
        except LLMError as exc:
            raise ExtractionError(str(exc)) from exc
        allowed = {t.id for t in batch.turns if t.role == "user" and not t.is_context}
        items = data.get("memories")
        if not isinstance(items, list):
            raise ExtractionError("LLM answer has no 'memories' list")
        return [self._candidate(i, item, allowed) for i, item in enumerate(items)]

    def _candidate(self, i: int, item: Any, allowed: set[int]) -> Candidate:
        where = f"memories[{i}]"
        if not isinstance(item, dict):
            raise ExtractionError(f"{where} is not an object")
        missing = [k for k in _ITEM_SCHEMA["required"] if k not in item and k != "subject"]  # "": the user
        if missing:
            raise ExtractionError(f"{where} is missing {', '.join(missing)}")
        if item["type"] not in MemoryType.values:
            raise ExtractionError(f"{where}.type {item['type']!r} is not a memory type")
        if item["outcome"] not in MemoryItem.Outcome.values:
            raise ExtractionError(f"{where}.outcome {item['outcome']!r} is invalid")
        content = str(item["content"]).strip()
        if not content:
            raise ExtractionError(f"{where}.content is empty")
        try:
            importance = float(item["importance"])
            valence = float(item["valence"])
            event_date = date.fromisoformat(item["event_date"]) if item["event_date"] else None
            sources = [int(s) for s in item["source_ids"]]
        except (TypeError, ValueError) as exc:
            raise ExtractionError(f"{where}: {exc}") from exc
        if not 0.0 <= importance <= 1.0:
            raise ExtractionError(f"{where}.importance {importance} is outside 0..1")
        sources = [s for s in sources if s in allowed]
        if not sources:
            raise ExtractionError(
                f"{where} cites no user turn of this batch: {json.dumps(item['source_ids'])}"
            )
        return Candidate(
            type=item["type"],
            content=content[:2000],
            importance=importance,
            source_ids=sources,
            subject=subject_key(str(item.get("subject") or "")),
            slot=str(item["slot"]),
            value=str(item["value"]),
            valence=max(-1.0, min(1.0, valence)),
            emotion=str(item["emotion"]),
            outcome=item["outcome"],
            event_date=event_date,
            reason="llm",
        )
