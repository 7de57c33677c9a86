"""LoCoMo-shaped conversations: the file format (a list of samples, each with ``conversation``
holding ``session_N`` turn lists and ``session_N_date_time``, and ``qa``), the questions, their
categories and their evidence turn ids. The file is read at run time from wherever it lives;
Memind's own Chinese dialogue set (``tests/data/zh_dialogues.json``) uses the same shape.

A malformed file is a ``CommandError``: these loaders serve management commands.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from django.core.management.base import CommandError

CATEGORIES: dict[int, str] = {
    1: "multi_hop",
    2: "temporal",
    3: "open_domain",
    4: "single_hop",
    5: "adversarial",
}
# Adversarial questions ask about things the conversation never says; mixing them into the headline
# number would hide how well the answerable questions are served (the LoCoMo paper splits them too).
OVERALL_CATEGORIES = frozenset({1, 2, 3, 4})

_TURN_ID = re.compile(r"D\d+:\d+")
_STRAY_COLON = re.compile(r"D:(\d+:\d+)")
_EVIDENCE_SEPARATORS = re.compile(r"[;,\s]+")
_SESSION_KEY = re.compile(r"session_(\d+)")


def normalise_evidence(raw: Iterable[Any] | str | None) -> list[str]:
    """Turn ids from a LoCoMo ``evidence`` field, malformed entries repaired or dropped.

    Several ids in one entry (separated by ";" or ",") are split; an id written with an extra
    colon after the "D" is repaired; an entry without session and turn numbers is dropped.
    Order is kept and duplicates are removed, so each id weighs the same in recall.
    """
    if raw is None:
        return []
    items = [raw] if isinstance(raw, str) else list(raw)
    ids: list[str] = []
    for item in items:
        for token in _EVIDENCE_SEPARATORS.split(str(item)):
            token = _STRAY_COLON.sub(r"D\1", token) if _STRAY_COLON.fullmatch(token) else token
            if _TURN_ID.fullmatch(token) and token not in ids:
                ids.append(token)
    return ids


@dataclass(frozen=True)
class Question:
    text: str
    category: int
    evidence: list[str]
    answer: str = ""


@dataclass(frozen=True)
class Conversation:
    sample_id: str
    turn_ids: list[str]
    turn_texts: list[str]
    questions: list[Question]


def read_json(path: Path, what: str) -> Any:
    if not path.is_file():
        raise CommandError(f"{what} not found: {path}")
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise CommandError(f"cannot read {what} {path}: {exc}") from exc


def sessions(conversation: dict[str, Any]) -> list[tuple[str, list[dict[str, Any]]]]:
    """(session key, turns), sessions in numeric order (session_10 after session_9)."""
    found = sorted(
        (int(m.group(1)), key, turns)
        for key, turns in conversation.items()
        if (m := _SESSION_KEY.fullmatch(key)) and isinstance(turns, list)
    )
    return [(key, turns) for _, key, turns in found]


def turn_text(turn: dict[str, Any]) -> str:
    """A turn's text; an image turn gets its caption, the only trace of what the photo showed
    (and questions ask about it)."""
    text = str(turn.get("text", "")).strip()
    if caption := turn.get("blip_caption"):
        text = f"{text} [image: {caption}]".strip()
    return text


def conversation_turns(conversation: dict[str, Any]) -> list[tuple[str, str]]:
    """(dia_id, passage text) for every turn, in order."""
    return [
        (str(turn["dia_id"]), f"{turn['speaker']}: {turn_text(turn)}")
        for _, turns in sessions(conversation)
        for turn in turns
    ]


def locomo_samples(path: Path, only: Sequence[str] | None) -> list[dict[str, Any]]:
    """The samples of a LoCoMo-shaped file (those named in ``only``, when given): a clear error
    for a missing, unreadable or misshapen file, or a sample that isn't there."""
    data = read_json(path, "LoCoMo file")
    if not isinstance(data, list) or not all(isinstance(s, dict) and "sample_id" in s for s in data):
        raise CommandError(f"{path}: expected a list of LoCoMo samples")
    picked = [s for s in data if only is None or str(s["sample_id"]) in only]
    if only is not None:
        missing = sorted(set(only) - {str(s["sample_id"]) for s in picked})
        if missing:
            raise CommandError(f"{path}: no conversation(s) {', '.join(missing)}")
    return picked


def sample_questions(sample: dict[str, Any], limit: int | None) -> list[Question]:
    """A LoCoMo sample's questions (the first ``limit``), evidence normalised."""
    qa = sample["qa"][:limit] if limit is not None else sample["qa"]
    return [
        Question(
            str(q["question"]),
            int(q["category"]),
            normalise_evidence(q.get("evidence")),
            str(q.get("answer", q.get("adversarial_answer", ""))),
        )
        for q in qa
    ]


def load_locomo(path: Path, only: Sequence[str] | None, limit_questions: int | None) -> list[Conversation]:
    conversations: list[Conversation] = []
    try:
        for sample in locomo_samples(path, only):
            sample_id = str(sample["sample_id"])
            turns = conversation_turns(sample["conversation"])
            if not turns:
                raise CommandError(f"{path}: sample {sample_id} has no turns")
            questions = sample_questions(sample, limit_questions)
            conversations.append(
                Conversation(sample_id, [t[0] for t in turns], [t[1] for t in turns], questions)
            )
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise CommandError(f"{path}: not LoCoMo-shaped ({exc!r})") from exc
    return conversations
