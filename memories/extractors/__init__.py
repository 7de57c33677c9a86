"""Extractors turn a batch of conversation turns into candidate memories.

Two implementations share this interface: ``rules`` (offline, deterministic, Chinese and
English pattern tables) and ``llm`` (any OpenAI-compatible endpoint, JSON-schema output).
They only propose; the extraction service gates, consolidates and stores.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from typing import ClassVar, Protocol


@dataclass(frozen=True)
class Turn:
    """One message as an extractor sees it."""

    id: int
    role: str  # "user" | "assistant"
    content: str
    sent_at: datetime  # aware; convert with ``tz`` for calendar reasoning
    is_context: bool = False  # preceding turns shown for reference only: never a source of new facts


@dataclass(frozen=True)
class ExtractionInput:
    turns: list[Turn]
    tz: str  # the end user's IANA time zone, for resolving "明天" / "next Friday"
    bot_name: str = ""  # how the user may address the bot ("Mio"); optional


@dataclass
class Candidate:
    type: str  # one of memories.models.MemoryType
    content: str  # a self-contained third-person statement: "用户叫夏星帆" / "The user's name is Alex"
    importance: float  # 0..1; below settings.MEMIND_IMPORTANCE_THRESHOLD it is dropped
    source_ids: list[int]  # Turn.id values the memory rests on (never context turns)
    subject: str = ""  # who/what it is about: "" for the user, else "表姐", "sister", "狗", "读书会"
    slot: str = ""  # what the fact is about, when one value at a time holds: name, residence, job, age…
    value: str = ""  # normalised value for the slot ("纽约", "new york")
    valence: float = 0.0  # -1 painful … +1 happy
    emotion: str = ""  # e.g. sad, happy, anxious
    outcome: str = "unknown"  # positive | negative | open | unknown
    event_date: date | None = None  # for dated life events, resolved against the message time
    reason: str = ""  # why the extractor proposed it (rule name, or the LLM's note); kept for audit

    # The columns' sizes (MemoryItem): whatever an extractor builds ("likes:<what was said>"), a
    # candidate always fits, so one long phrase never fails the batch it came in.
    SUBJECT_MAX: ClassVar[int] = 64
    SLOT_MAX: ClassVar[int] = 64
    VALUE_MAX: ClassVar[int] = 200
    EMOTION_MAX: ClassVar[int] = 32

    def __post_init__(self) -> None:
        self.subject = self.subject[: self.SUBJECT_MAX]
        self.slot = self.slot[: self.SLOT_MAX]
        self.value = self.value[: self.VALUE_MAX]
        self.emotion = self.emotion[: self.EMOTION_MAX]


class Extractor(Protocol):
    name: str
    version: str

    def extract(self, batch: ExtractionInput) -> list[Candidate]: ...
