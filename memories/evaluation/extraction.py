"""Extraction scored against labelled dialogues (``tests/data/extraction/``; its README says how
they are labelled).

Each dialogue is replayed for a throw-away end user through the services the API uses
(``messages_ingest``, then ``extraction_run``: gate, validation, consolidation, supersede), and
what was stored is compared with the labels turn by turn:

- a stored memory belongs to every user turn it cites as a source;
- it matches an expected memory of that turn when type, subject and slot agree and the expected
  value (case, spaces and punctuation ignored) is in the stored value or content; a labelled
  ``outcome`` must agree; ``negated`` needs a negation in the stored content;
- precision counts stored memories (emotions aside: transient states are not labelled); recall
  counts expected memories;
- junk: stored values that fail validation; supersede errors: a memory superseded by one of
  another subject or slot; ``final``: values that must still be active when the dialogue ends.
"""

from __future__ import annotations

import json
import re
import sys
import time
import unicodedata
import uuid
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import CommandError
from django.test import override_settings
from tqdm import tqdm

from memind.models import App
from memind.tenants import app_create
from memories.extractors.rules import subject_key
from memories.extractors.values import EVENT_ATTRIBUTES, value_problem
from memories.models import MemoryEvent, MemoryItem, MemorySource, Message
from memories.services.extraction import extraction_run
from memories.services.messages import MessageIn, messages_ingest
from memories.services.tenants import app_erase

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)  # a Monday morning; turns a minute apart
_TYPE_SLOTS = {"relationship": "feeling", "shared": "together", "milestone": "milestone"}
_NEGATION = re.compile(r"不|没|别|未|非|\bnot\b|n't\b|\bno\b|\bnever\b|\bno longer\b", re.IGNORECASE)


@dataclass(frozen=True)
class Expected:
    type: str
    subject: str
    slot: str
    value: str
    outcome: str = ""
    negated: bool = False


@dataclass
class Dialogue:
    id: str
    language: str
    classes: list[str]
    turns: list[dict[str, Any]]
    final: list[dict[str, str]] = field(default_factory=list)


def load_dialogues(directory: Path, languages: Iterable[str] | None = None) -> list[Dialogue]:
    wanted = set(languages or ())
    out: list[Dialogue] = []
    files = sorted(directory.glob("*.json"))
    if not files:
        raise CommandError(f"no *.json files in {directory}")
    for path in files:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            lang = str(data["language"])
            if wanted and lang not in wanted:
                continue
            for d in data["dialogues"]:
                out.append(
                    Dialogue(
                        str(d["id"]),
                        lang,
                        list(d.get("classes", [])),
                        list(d["turns"]),
                        list(d.get("final", [])),
                    )
                )
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise CommandError(f"{path}: not an extraction set ({exc!r})") from exc
    return out


def norm(text: str) -> str:
    """Case, width, spaces and punctuation ignored."""
    text = unicodedata.normalize("NFKC", text).casefold()
    return "".join(ch for ch in text if ch.isalnum())


def stored_view(memory: MemoryItem) -> tuple[str, str, str]:
    """(type, subject, label slot) of a stored memory in the labels' vocabulary; the value to
    compare is its value plus its content."""
    base, _, item = memory.slot.partition(":")
    if memory.type == "preference" and base == "likes":
        slot = "dislikes" if memory.value == "dislike" else "likes"
    elif memory.type == "life_event" and memory.slot not in EVENT_ATTRIBUTES:
        slot = "event"
    elif memory.type in _TYPE_SLOTS:
        slot = _TYPE_SLOTS[memory.type]
    else:
        slot = base
    return memory.type, memory.subject, slot


def same_subject(stored: str, labelled: str) -> bool:
    """The user is the user; others match when one name holds the other ("公司的年会" / "公司")."""
    a, b = subject_key(stored), subject_key(labelled)
    return a == b or bool(a and b and (a in b or b in a))


def matches(memory: MemoryItem, expected: Expected) -> bool:
    type_, subject, slot = stored_view(memory)
    if type_ != expected.type or slot != expected.slot:
        return False
    if not same_subject(subject, expected.subject):
        return False
    want = norm(expected.value)
    have = norm(memory.value) + "|" + norm(memory.slot) + "|" + norm(memory.content)
    if not want or want not in have:
        return False
    if expected.outcome and expected.slot == "event" and memory.outcome != expected.outcome:
        return False
    return not (expected.negated and not _NEGATION.search(memory.content))


@dataclass
class Tally:
    tp_stored: int = 0  # stored memories that match something expected of their turns
    stored: int = 0
    tp_expected: int = 0  # expected memories matched by something stored from their turn
    expected: int = 0

    def add(self, other: Tally) -> None:
        self.tp_stored += other.tp_stored
        self.stored += other.stored
        self.tp_expected += other.tp_expected
        self.expected += other.expected

    def report(self) -> dict[str, Any]:
        p = self.tp_stored / self.stored if self.stored else None
        r = self.tp_expected / self.expected if self.expected else None
        f1 = 2 * p * r / (p + r) if p and r else (0.0 if p is not None and r is not None else None)
        return {
            "precision": _round(p),
            "recall": _round(r),
            "f1": _round(f1),
            "stored": self.stored,
            "expected": self.expected,
        }


def _round(x: float | None) -> float | None:
    return round(x, 4) if x is not None else None


@dataclass
class DialogueResult:
    overall: Tally
    by_type: dict[str, Tally]
    by_slot: dict[str, Tally]
    junk: list[dict[str, Any]]
    supersede_errors: list[dict[str, Any]]
    final_misses: list[dict[str, Any]]
    misses: list[dict[str, Any]]  # expected, not stored
    extras: list[dict[str, Any]]  # stored, not expected
    fact_turns: int  # user turns with something expected
    fact_turns_kept: int  # ... of which at least one expected memory was stored
    dropped: Counter[str]
    by_rule: dict[str, Tally] = field(default_factory=dict)  # stored memories by the rule that made them


def replay_dialogue(app: App, dialogue: Dialogue) -> DialogueResult:
    messages = [
        MessageIn(
            role=t["role"],
            content=str(t["text"]),
            sent_at=START + timedelta(minutes=i),
            client_msg_id=f"t{i}",
        )
        for i, t in enumerate(dialogue.turns)
    ]
    user = messages_ingest(app=app, external_id=dialogue.id, messages=messages, queue_jobs=False).user
    runs = extraction_run(user=user, trigger="api", max_batches=10)
    failed = [r for r in runs if r.status != "succeeded"]
    if failed:
        raise CommandError(f"{dialogue.id}: extraction failed: {failed[0].error}")
    dropped: Counter[str] = Counter()
    for run in runs:
        for d in run.dropped or []:
            reason = str(d.get("reason", ""))
            if reason.startswith("invalid"):
                dropped[reason.split(":", 1)[0]] += 1
    turn_of = dict(Message.objects.filter(user=user).values_list("pk", "client_msg_id"))
    memories = list(MemoryItem.objects.filter(user=user).order_by("id"))
    sources: dict[int, set[str]] = {}
    for memory_id, message_id in MemorySource.objects.filter(memory__user=user).values_list(
        "memory_id", "message_id"
    ):
        sources.setdefault(memory_id, set()).add(turn_of[message_id])
    made_by = dict(
        MemoryEvent.objects.filter(user=user, kind=MemoryEvent.Kind.CREATED).values_list(
            "memory_id", "reason"
        )
    )
    return score_dialogue(dialogue, memories, sources, dropped, made_by)


def score_dialogue(
    dialogue: Dialogue,
    memories: list[MemoryItem],
    sources: dict[int, set[str]],
    dropped: Counter[str] | None = None,
    made_by: dict[int, str] | None = None,
) -> DialogueResult:
    """``made_by``: the reason each memory was created with (the rule's name for the rules extractor),
    for precision by rule."""
    expected_by_turn = {
        f"t{i}": [
            Expected(**{k: e[k] for k in Expected.__dataclass_fields__ if k in e})
            for e in t.get("expect", [])
        ]
        for i, t in enumerate(dialogue.turns)
        if t["role"] == "user"
    }
    res = DialogueResult(Tally(), {}, {}, [], [], [], [], [], 0, 0, dropped or Counter())
    scored = [m for m in memories if m.type != "emotion"]
    for m in scored:
        own = [e for t in sources.get(m.pk, ()) for e in expected_by_turn.get(t, [])]
        hit = any(matches(m, e) for e in own)
        _, _, slot = stored_view(m)
        rule = (made_by or {}).get(m.pk, "")
        for tally in (
            res.overall,
            res.by_type.setdefault(m.type, Tally()),
            res.by_slot.setdefault(slot, Tally()),
            res.by_rule.setdefault(rule, Tally()),
        ):
            tally.stored += 1
            tally.tp_stored += hit
        if not hit:
            res.extras.append({**_describe(m, dialogue, sources), "rule": rule})
    for turn, expected in expected_by_turn.items():
        stored_here = [m for m in scored if turn in sources.get(m.pk, ())]
        found_any = False
        for e in expected:
            hit = any(matches(m, e) for m in stored_here)
            found_any |= hit
            for tally in (
                res.overall,
                res.by_type.setdefault(e.type, Tally()),
                res.by_slot.setdefault(e.slot, Tally()),
            ):
                tally.expected += 1
                tally.tp_expected += hit
            if not hit:
                res.misses.append(
                    {"dialogue": dialogue.id, "turn": _text(dialogue, turn), "expected": e.__dict__}
                )
        if expected:
            res.fact_turns += 1
            res.fact_turns_kept += found_any
    by_id = {m.pk: m for m in memories}
    for m in memories:
        if m.slot and (problem := value_problem(m.slot, m.value)):
            res.junk.append({"dialogue": dialogue.id, "slot": m.slot, "value": m.value, "problem": problem})
        if m.status == MemoryItem.Status.SUPERSEDED and m.superseded_by_id in by_id:
            by = by_id[m.superseded_by_id]
            if (by.subject, by.slot, by.type) != (m.subject, m.slot, m.type):
                res.supersede_errors.append({"dialogue": dialogue.id, "old": m.content, "by": by.content})
    active = [m for m in memories if m.status == MemoryItem.Status.ACTIVE]
    for f in dialogue.final:
        want = norm(str(f["value"]))
        ok = any(
            same_subject(m.subject, str(f["subject"]))
            and stored_view(m)[2] == f["slot"]
            and want in norm(m.value) + "|" + norm(m.content)
            for m in active
        )
        if not ok:
            res.final_misses.append({"dialogue": dialogue.id, **f})
    return res


def _text(dialogue: Dialogue, turn: str) -> str:
    return str(dialogue.turns[int(turn[1:])]["text"])


def _describe(m: MemoryItem, dialogue: Dialogue, sources: dict[int, set[str]]) -> dict[str, Any]:
    return {
        "dialogue": dialogue.id,
        "turns": [_text(dialogue, t) for t in sorted(sources.get(m.pk, ()))],
        "stored": {
            "type": m.type,
            "subject": m.subject,
            "slot": m.slot,
            "value": m.value,
            "content": m.content,
        },
    }


def evaluate(
    directory: Path, languages: Iterable[str] | None, extractor: str | None, show: int
) -> dict[str, Any]:
    """Every labelled dialogue in ``directory`` replayed in a throw-away app (erased afterwards) with
    ``extractor`` (default: as configured) and scored, per language; progress on stderr."""
    dialogues = load_dialogues(directory, languages)
    overrides = {"MEMIND_EXTRACTOR": extractor} if extractor else {}
    results: dict[str, list[DialogueResult]] = {}
    started = time.perf_counter()
    # a name of its own: runs may overlap, and one killed mid-way leaves its app behind
    app, _ = app_create(name=f"eval-extraction (temporary {uuid.uuid4().hex[:8]})")
    try:
        with override_settings(**overrides):
            for d in tqdm(dialogues, desc="dialogues", unit="dlg", file=sys.stderr):
                results.setdefault(d.language, []).append(replay_dialogue(app, d))
    finally:
        app_erase(app=app)
    elapsed = time.perf_counter() - started
    turns = sum(1 for d in dialogues for t in d.turns if t["role"] == "user")
    out: dict[str, Any] = {
        "dialogues": len(dialogues),
        "user_turns": turns,
        "extractor": overrides.get("MEMIND_EXTRACTOR") or settings.MEMIND_EXTRACTOR or "auto",
        "seconds": round(elapsed, 1),
        "languages": {lang: summarise(rs, show) for lang, rs in sorted(results.items())},
    }
    return out


def summarise(results: list[DialogueResult], show: int) -> dict[str, Any]:
    overall = Tally()
    by_type: dict[str, Tally] = {}
    by_slot: dict[str, Tally] = {}
    by_rule: dict[str, Tally] = {}
    dropped: Counter[str] = Counter()
    for r in results:
        overall.add(r.overall)
        for key, tally in r.by_type.items():
            by_type.setdefault(key, Tally()).add(tally)
        for key, tally in r.by_slot.items():
            by_slot.setdefault(key, Tally()).add(tally)
        for key, tally in r.by_rule.items():
            by_rule.setdefault(key, Tally()).add(tally)
        dropped.update(r.dropped)
    junk = [j for r in results for j in r.junk]
    sup = [s for r in results for s in r.supersede_errors]
    finals = [f for r in results for f in r.final_misses]
    fact_turns = sum(r.fact_turns for r in results)
    kept = sum(r.fact_turns_kept for r in results)
    slotted = sum(t.stored for key, t in by_slot.items() if key) or 1
    summary: dict[str, Any] = {
        **overall.report(),
        "fact_turns": fact_turns,
        "fact_turns_kept": round(kept / fact_turns, 4) if fact_turns else None,
        "junk": len(junk),
        "junk_rate": round(len(junk) / slotted, 4),
        "supersede_errors": len(sup),
        "final_misses": len(finals),
        "dropped_invalid": dict(dropped.most_common()),
        "by_type": {k: v.report() for k, v in sorted(by_type.items())},
        "by_slot": {k: v.report() for k, v in sorted(by_slot.items())},
        # what each rule stored and how much of it was expected, the most wrong memories first
        "by_rule": {
            k: {"stored": v.stored, "right": v.tp_stored}
            for k, v in sorted(by_rule.items(), key=lambda kv: (kv[1].tp_stored - kv[1].stored, kv[0]))
        },
    }
    if junk:
        summary["junk_examples"] = junk[:10]
    if sup:
        summary["supersede_error_examples"] = sup[:10]
    if finals:
        summary["final_miss_examples"] = finals[:10]
    if show:
        summary["misses"] = [m for r in results for m in r.misses][:show]
        summary["extras"] = [e for r in results for e in r.extras][:show]
    return summary
