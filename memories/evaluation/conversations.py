"""Conversations in LoCoMo's shape (the benchmark's file layout; the file is read at run time
from wherever it lives, and our own Chinese set uses the same shape): reading them, and replaying
them into Memind through the same services the API uses (one end user per speaker; that
speaker's turns are role ``user``, the other's ``assistant``; ``client_msg_id`` = the turn's
``dia_id``; ``sent_at`` = the session's date plus a minute per turn; image turns get their
caption)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import CommandError

from memind.evals.dialogues import (
    Question,
    locomo_samples,
    sample_questions,
    sessions,
    turn_text,
)
from memind.models import App
from memories.models import EndUser, ExtractionRun, MemorySource, Message
from memories.services.episodes import episodes_build
from memories.services.extraction import extraction_run
from memories.services.messages import MessageIn, messages_embed, messages_ingest

SESSION_DATE_FORMAT = "%I:%M %p on %d %B, %Y"  # "1:56 pm on 8 May, 2023"
TURN_SPACING = timedelta(minutes=1)  # turns of a session keep their order without pretending to know times
AFTER_LAST_SESSION = timedelta(days=1)  # "now" for every question: the day after the conversation ended


@dataclass(frozen=True)
class Turn:
    dia_id: str
    speaker: str
    text: str
    session: str
    sent_at: datetime


@dataclass(frozen=True)
class Sample:
    sample_id: str
    speakers: tuple[str, str]
    turns: list[Turn]
    questions: list[Question]

    @property
    def now(self) -> datetime:
        return max(t.sent_at for t in self.turns) + AFTER_LAST_SESSION


def parse_session_date(raw: str) -> datetime:
    """LoCoMo's "1:56 pm on 8 May, 2023" as an aware datetime (the data has no zone: UTC)."""
    try:
        return datetime.strptime(raw.strip(), SESSION_DATE_FORMAT).replace(tzinfo=UTC)
    except ValueError as exc:
        raise CommandError(
            f"unreadable session date {raw!r} (expected e.g. '1:56 pm on 8 May, 2023')"
        ) from exc


def sample_turns(conversation: dict[str, Any]) -> list[Turn]:
    """Every turn, sessions in numeric order, each with its sent_at (the session's date plus a
    minute per turn)."""
    out: list[Turn] = []
    for key, turns in sessions(conversation):
        raw_date = conversation.get(f"{key}_date_time")
        if not raw_date:
            raise CommandError(f"{key} has no {key}_date_time")
        start = parse_session_date(str(raw_date))
        for i, turn in enumerate(turns):
            out.append(
                Turn(
                    str(turn["dia_id"]), str(turn["speaker"]), turn_text(turn), key, start + i * TURN_SPACING
                )
            )
    return out


def load_samples(path: Path, only: Sequence[str] | None, limit_questions: int | None) -> list[Sample]:
    samples: list[Sample] = []
    try:
        for sample in locomo_samples(path, only):
            sample_id = str(sample["sample_id"])
            conv = sample["conversation"]
            speakers = (str(conv["speaker_a"]), str(conv["speaker_b"]))
            turns = sample_turns(conv)
            if not turns:
                raise CommandError(f"{path}: sample {sample_id} has no turns")
            strangers = {t.speaker for t in turns} - set(speakers)
            if strangers:
                raise CommandError(f"{path}: sample {sample_id} has turns by {sorted(strangers)}")
            samples.append(Sample(sample_id, speakers, turns, sample_questions(sample, limit_questions)))
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise CommandError(f"{path}: not LoCoMo-shaped ({exc!r})") from exc
    return samples


@dataclass
class Replayed:
    """One speaker's end user, and what maps the API's answers back to turns."""

    user: EndUser
    message_dia: dict[int, str]  # message id -> dia_id
    memory_dias: dict[int, tuple[str, ...]]  # memory id -> its sources' dia_ids


def replay(app: App, sample: Sample) -> list[Replayed]:
    """Ingest, extract (+ episodes) and embed the conversation for both speakers, synchronously."""
    sessions: dict[str, list[Turn]] = {}
    for t in sample.turns:
        sessions.setdefault(t.session, []).append(t)
    users: list[EndUser] = []
    # The worker's jobs (extraction at 24 messages, embedding) run right here instead: a queued
    # task would race this or outlive the throw-away app.
    for speaker in sample.speakers:
        user: EndUser | None = None
        for turns in sessions.values():
            for i in range(0, len(turns), settings.MEMIND_MAX_BATCH_MESSAGES):
                user = messages_ingest(
                    app=app,
                    external_id=f"{sample.sample_id}/{speaker}"[: settings.MEMIND_MAX_USER_ID_CHARS],
                    messages=[
                        MessageIn(
                            role="user" if t.speaker == speaker else "assistant",
                            content=t.text,
                            sent_at=t.sent_at,
                            session_id=t.session,
                            client_msg_id=t.dia_id,
                        )
                        for t in turns[i : i + settings.MEMIND_MAX_BATCH_MESSAGES]
                    ],
                    queue_jobs=False,
                ).user
        assert user is not None
        user.display_name = speaker  # an app knows its user's name
        user.save(update_fields=["display_name"])
        users.append(user)
    out = []
    for user in users:
        while messages_embed(user_id=user.pk, limit=256)[1]:
            pass
        batches = math.ceil(len(sample.turns) / settings.MEMIND_EXTRACTION_BATCH) + 1
        runs = extraction_run(user=user, trigger="api", max_batches=batches)
        failed = [r for r in runs if r.status != ExtractionRun.Status.SUCCEEDED]
        if failed:
            raise CommandError(f"extraction failed for {user.external_id}: {failed[0].error}")
        episodes_build(user=user)
        message_dia = dict(Message.objects.filter(user=user).values_list("pk", "client_msg_id"))
        memory_dias: dict[int, list[str]] = {}
        for memory_id, message_id in MemorySource.objects.filter(memory__user=user).values_list(
            "memory_id", "message_id"
        ):
            memory_dias.setdefault(memory_id, []).append(message_dia[message_id])
        out.append(Replayed(user, message_dia, {m: tuple(sorted(set(d))) for m, d in memory_dias.items()}))
    return out
