"""python manage.py eval_locomo [PATH] — evidence recall of Memind's own recall path on LoCoMo.

Unlike ``eval_embeddings`` (raw turns, no database), this measures what an app actually gets back:

- Each conversation goes into a throw-away app through the services the API uses: for each of the
  two speakers one end user, for whom that speaker's turns are role ``user`` and the other's
  ``assistant`` — so each speaker's facts are extracted for "their" user. ``client_msg_id`` is the
  turn's ``dia_id``, ``sent_at`` the session's date (plus a minute per turn, to keep the order),
  ``session_id`` the session key. Then extraction (rules extractor) and episode building.
- Each question is asked, alone, of both users: ``memory_search`` + ``episode_search`` (the
  selectors ``context_build`` ranks with; ``context_build`` itself is not used because it writes a
  trace and reinforces what it returns, which would make each answer depend on the questions
  before it). ``now`` is a day after the conversation's last session, so strength and recency are
  the same on every run. All ranked items of both users are merged by score into one list.
- Every item is mapped back to the ``dia_id`` s it came from: a memory to its source messages, an
  episode to all its messages. Evidence recall@k = share of the question's evidence ids among the
  ``dia_id`` s of the top k items. Categories 1–4 are ``overall``; 5 (adversarial) is apart.

Because an episode carries a whole session, ``dia_ids_per_item`` and ``distinct_dia_ids`` show what
recall@k costs in text. One JSON object on stdout, the progress bar on stderr. See
docs/recall-eval.md.
"""

from __future__ import annotations

import json
import math
import re
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np
from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.test import override_settings
from tqdm import tqdm

from memind.embedding import embed_query
from memind.management.commands.eval_embeddings import (
    CATEGORIES,
    OVERALL_CATEGORIES,
    Question,
    read_json,
    sample_questions,
)
from memories.emotion import emotion_detect
from memories.models import App, EndUser, Episode, ExtractionRun, MemoryItem, MemorySource, Message
from memories.retrieval import episode_search, memory_search
from memories.services.episodes import episodes_build
from memories.services.extraction import extraction_run
from memories.services.messages import MessageIn, messages_ingest
from memories.services.tenants import app_create, app_erase
from proactive.stage import relationship_stage

DEFAULT_PATH = "../shared/data/locomo-dev.json"  # relative to BASE_DIR; licensed data stays outside
ZH_PATH = "tests/data/zh_dialogues.json"
SESSION_DATE_FORMAT = "%I:%M %p on %d %B, %Y"  # "1:56 pm on 8 May, 2023"
TURN_SPACING = timedelta(minutes=1)  # turns of a session keep their order without pretending to know times
AFTER_LAST_SESSION = timedelta(days=1)  # "now" for every question: the day after the conversation ended

_SESSION_KEY = re.compile(r"session_(\d+)")
_BUCKETS = ["overall", *CATEGORIES.values()]


# --- data ---------------------------------------------------------------------------------------


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
    """Every turn, sessions in numeric order (session_10 after session_9), each with its sent_at.

    An image turn gets its ``blip_caption`` appended: the caption is all that says what the photo
    showed, and questions ask about it.
    """
    sessions = sorted(
        (int(m.group(1)), key)
        for key, turns in conversation.items()
        if (m := _SESSION_KEY.fullmatch(key)) and isinstance(turns, list)
    )
    out: list[Turn] = []
    for _, key in sessions:
        raw_date = conversation.get(f"{key}_date_time")
        if not raw_date:
            raise CommandError(f"{key} has no {key}_date_time")
        start = parse_session_date(str(raw_date))
        for i, turn in enumerate(conversation[key]):
            text = str(turn.get("text", "")).strip()
            if caption := turn.get("blip_caption"):
                text = f"{text} [image: {caption}]".strip()
            out.append(Turn(str(turn["dia_id"]), str(turn["speaker"]), text, key, start + i * TURN_SPACING))
    return out


def load_samples(path: Path, only: Sequence[str] | None, limit_questions: int | None) -> list[Sample]:
    data = read_json(path, "LoCoMo file")
    if not isinstance(data, list):
        raise CommandError(f"{path}: expected a list of LoCoMo samples")
    samples: list[Sample] = []
    try:
        for sample in data:
            sample_id = str(sample["sample_id"])
            if only is not None and sample_id not in only:
                continue
            conv = sample["conversation"]
            speakers = (str(conv["speaker_a"]), str(conv["speaker_b"]))
            turns = sample_turns(conv)
            if not turns:
                raise CommandError(f"{path}: sample {sample_id} has no turns")
            strangers = {t.speaker for t in turns} - set(speakers)
            if strangers:
                raise CommandError(f"{path}: sample {sample_id} has turns by {sorted(strangers)}")
            questions = sample_questions(sample, limit_questions)
            samples.append(Sample(sample_id, speakers, turns, questions))
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise CommandError(f"{path}: not LoCoMo-shaped ({exc!r})") from exc
    if only is not None:
        missing = sorted(set(only) - {s.sample_id for s in samples})
        if missing:
            raise CommandError(f"{path}: no conversation(s) {', '.join(missing)}")
    return samples


# --- scoring ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Item:
    """One retrieved memory or episode, reduced to what scoring needs."""

    score: float
    kind: str  # "memory" | "episode"
    owner: int  # index of the speaker's user, for a stable tie-break
    pk: int
    dia_ids: tuple[str, ...]


def ranked(items: list[Item]) -> list[Item]:
    # Ties broken by kind, user and id so reruns give identical numbers.
    return sorted(items, key=lambda i: (-i.score, i.kind, i.owner, i.pk))


def item_recall(items: Sequence[Item], evidence: Sequence[str], k: int) -> float:
    """Share of ``evidence`` among the dia_ids of the first ``k`` items; nothing to find counts as found."""
    if not evidence:
        return 1.0
    covered = {d for item in items[:k] for d in item.dia_ids}
    return sum(e in covered for e in evidence) / len(evidence)


def _mean(values: Sequence[float]) -> float | None:
    return sum(values) / len(values) if values else None


def _stats_ms(seconds: Sequence[float]) -> dict[str, float | None]:
    if not seconds:
        return {"mean": None, "p50": None, "p95": None}
    ms = np.asarray(seconds) * 1000
    p50, p95 = np.percentile(ms, [50, 95])
    return {"mean": float(ms.mean()), "p50": float(p50), "p95": float(p95)}


def _rounded(value: Any) -> Any:
    if isinstance(value, float):
        return round(value, 4)
    if isinstance(value, dict):
        return {k: _rounded(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_rounded(v) for v in value]
    return value


class Scores:
    """Recall and cost accumulators, one list per (k, bucket)."""

    def __init__(self, ks: Sequence[int]) -> None:
        self.ks = ks
        self.recall: dict[int, dict[str, list[float]]] = {k: {b: [] for b in _BUCKETS} for k in ks}
        self.per_item: dict[int, list[float]] = {k: [] for k in ks}
        self.distinct: dict[int, list[float]] = {k: [] for k in ks}

    def add(self, question: Question, items: Sequence[Item]) -> None:
        names = [CATEGORIES[question.category]] if question.category in CATEGORIES else []
        if question.category in OVERALL_CATEGORIES:
            names.append("overall")
        for k in self.ks:
            r = item_recall(items, question.evidence, k)
            for name in names:
                self.recall[k][name].append(r)
            top = items[:k]
            if top:
                self.per_item[k].append(sum(len(i.dia_ids) for i in top) / len(top))
                self.distinct[k].append(len({d for i in top for d in i.dia_ids}))

    def recall_table(self) -> dict[str, dict[str, float | None]]:
        return {str(k): {b: _mean(self.recall[k][b]) for b in _BUCKETS} for k in self.ks}

    def overall(self) -> dict[str, float | None]:
        return {str(k): _mean(self.recall[k]["overall"]) for k in self.ks}


# --- the run ------------------------------------------------------------------------------------


@dataclass
class SpeakerUser:
    user: EndUser
    stage: str
    memory_dias: dict[int, tuple[str, ...]]  # memory id -> its source messages' dia_ids
    message_dia: dict[int, str]  # message id -> dia_id


def _ingest(app: App, sample: Sample) -> tuple[list[EndUser], int]:
    """One end user per speaker, each session sent as one API-sized batch; returns (users, duplicates)."""
    users: list[EndUser] = []
    duplicates = 0
    sessions: dict[str, list[Turn]] = {}
    for t in sample.turns:
        sessions.setdefault(t.session, []).append(t)
    # messages_ingest queues a Celery extraction once 24 messages are pending. This command extracts
    # synchronously right after ingesting; a queued task would race it or outlive the throw-away app.
    with override_settings(MEMIND_EXTRACTION_BATCH=sys.maxsize):
        for speaker in sample.speakers:
            user: EndUser | None = None
            for turns in sessions.values():
                for i in range(0, len(turns), settings.MEMIND_MAX_BATCH_MESSAGES):
                    result = messages_ingest(
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
                    )
                    user, duplicates = result.user, duplicates + result.duplicates
            assert user is not None  # a sample always has turns (load_samples checks)
            users.append(user)
    return users, duplicates


def _extract(users: list[EndUser], turns: int) -> None:
    batches = math.ceil(turns / settings.MEMIND_EXTRACTION_BATCH) + 1
    for user in users:
        runs = extraction_run(user=user, trigger="api", max_batches=batches)
        failed = [r for r in runs if r.status != ExtractionRun.Status.SUCCEEDED]
        if failed:
            raise CommandError(f"extraction failed for {user.external_id}: {failed[0].error}")
        # extraction_run builds episodes after a successful run; this also covers a user with none.
        episodes_build(user=user)


def _provenance(users: list[EndUser], now: datetime) -> list[SpeakerUser]:
    out: list[SpeakerUser] = []
    for user in users:
        message_dia = dict(Message.objects.filter(user=user).values_list("pk", "client_msg_id"))
        memory_dias: dict[int, list[str]] = {}
        for memory_id, message_id in MemorySource.objects.filter(memory__user=user).values_list(
            "memory_id", "message_id"
        ):
            memory_dias.setdefault(memory_id, []).append(message_dia[message_id])
        out.append(
            SpeakerUser(
                user=user,
                stage=relationship_stage(user=user, now=now),
                memory_dias={m: tuple(sorted(set(d))) for m, d in memory_dias.items()},
                message_dia=message_dia,
            )
        )
    return out


def retrieve(speakers: list[SpeakerUser], question: str, now: datetime, depth: int) -> list[Item]:
    """Both speakers' ranked memories and episodes, merged into one list by score."""
    emotion = emotion_detect(question)
    qvec = embed_query(question) if question.strip() else None  # once for both users, as context_build does
    items: list[Item] = []
    for owner, s in enumerate(speakers):
        for m in memory_search(
            user=s.user, query=question, now=now, emotion=emotion, stage=s.stage, limit=depth, qvec=qvec
        ):
            items.append(Item(m.score, "memory", owner, m.memory.pk, s.memory_dias.get(m.memory.pk, ())))
        for h in episode_search(user=s.user, query=question, limit=depth, before=now):
            dias = tuple(s.message_dia[i] for i in h.episode.message_ids if i in s.message_dia)
            items.append(Item(h.score, "episode", owner, h.episode.pk, dias))
    return ranked(items)


class Command(BaseCommand):
    help = (
        "Ingest LoCoMo-shaped conversations through Memind's services and measure evidence recall@k "
        "of memory + episode retrieval; prints one JSON object."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("path", nargs="?", help=f"LoCoMo JSON (default: {DEFAULT_PATH} from BASE_DIR).")
        parser.add_argument(
            "--zh", action="store_true", help=f"Use the Chinese dialogue set ({ZH_PATH}) instead of PATH."
        )
        parser.add_argument("--k", type=int, nargs="+", default=[5, 10, 25, 50], help="Recall cut-offs.")
        parser.add_argument("--conversations", nargs="+", metavar="ID", help="Only these sample_ids.")
        parser.add_argument(
            "--limit-questions",
            type=int,
            metavar="N",
            help="Only the first N questions of each conversation.",
        )
        parser.add_argument(
            "--keep", action="store_true", help="Keep the throw-away app (its name is in the output)."
        )

    def handle(
        self,
        *args: Any,
        path: str | None,
        zh: bool,
        k: list[int],
        conversations: list[str] | None,
        limit_questions: int | None,
        keep: bool,
        **options: Any,
    ) -> None:
        ks = sorted(set(k))
        if ks[0] < 1:
            raise CommandError("--k values must be positive")
        if limit_questions is not None and limit_questions < 0:
            raise CommandError("--limit-questions must not be negative")
        if zh and path:
            raise CommandError("give PATH or --zh, not both")
        data_path = Path(path) if path else settings.BASE_DIR / (ZH_PATH if zh else DEFAULT_PATH)
        samples = load_samples(data_path.resolve(), conversations, limit_questions)
        # The offline extractor: deterministic, so the numbers are reproducible and need no API key.
        with override_settings(MEMIND_EXTRACTOR="rules"):
            result = self._run(data_path, samples, ks, keep)
        self.stdout.write(json.dumps(_rounded(result), ensure_ascii=False))

    def _run(self, data_path: Path, samples: list[Sample], ks: list[int], keep: bool) -> dict[str, Any]:
        started = time.perf_counter()
        app, _ = app_create(name=f"eval-locomo-{int(time.time() * 1000)}")
        scores = Scores(ks)
        only_memories, only_episodes = Scores(ks), Scores(ks)
        per_conversation: dict[str, dict[str, float | None]] = {}
        ingest_s = extract_s = 0.0
        query_s: list[float] = []
        duplicates = 0
        counts = {"memories": 0, "episodes": 0}
        try:
            with tqdm(total=len(samples), desc="ingest + extract", unit="conv", file=sys.stderr) as bar:
                prepared: list[tuple[Sample, list[SpeakerUser]]] = []
                for sample in samples:
                    t0 = time.perf_counter()
                    users, dup = _ingest(app, sample)
                    t1 = time.perf_counter()
                    _extract(users, len(sample.turns))
                    ingest_s, extract_s = ingest_s + t1 - t0, extract_s + time.perf_counter() - t1
                    duplicates += dup
                    prepared.append((sample, _provenance(users, sample.now)))
                    bar.update(1)
            counts["memories"] = MemoryItem.objects.filter(app=app, status=MemoryItem.Status.ACTIVE).count()
            counts["episodes"] = Episode.objects.filter(app=app).count()

            depth = max(ks)
            with tqdm(
                total=sum(len(s.questions) for s in samples), desc="questions", unit="q", file=sys.stderr
            ) as bar:
                for sample, speakers in prepared:
                    conv_scores = Scores(ks)
                    for q in sample.questions:
                        t0 = time.perf_counter()
                        items = retrieve(speakers, q.text, sample.now, depth)
                        query_s.append(time.perf_counter() - t0)
                        for acc in (scores, conv_scores):
                            acc.add(q, items)
                        only_memories.add(q, [i for i in items if i.kind == "memory"])
                        only_episodes.add(q, [i for i in items if i.kind == "episode"])
                        bar.update(1)
                    per_conversation[sample.sample_id] = conv_scores.overall()
        finally:
            if not keep:
                app_erase(app=app)

        n_users = 2 * len(samples)
        return {
            "dataset": data_path.name,
            "conversations": len(samples),
            "turns": sum(len(s.turns) for s in samples),
            "duplicate_turns": duplicates,
            "questions": {b: len(scores.recall[ks[0]][b]) for b in _BUCKETS},
            "questions_without_evidence": sum(not q.evidence for s in samples for q in s.questions),
            "method": (
                "rules extractor; per question memory_search + episode_search for both speakers' users, "
                "merged by score; now = last session + 1 day"
            ),
            "recall": scores.recall_table(),
            "recall_by_source": {
                "memories_only": only_memories.overall(),
                "episodes_only": only_episodes.overall(),
            },
            "dia_ids_per_item": {str(k): _mean(scores.per_item[k]) for k in ks},
            "distinct_dia_ids": {str(k): _mean(scores.distinct[k]) for k in ks},
            "per_user": {
                "active_memories": counts["memories"] / n_users if n_users else None,
                "episodes": counts["episodes"] / n_users if n_users else None,
            },
            "per_conversation": per_conversation,
            "timings": {
                "ingest_s": ingest_s,
                "extract_s": extract_s,  # rules extraction + consolidation + pruning + episodes
                "query_ms": _stats_ms(query_s),  # both users, memories and episodes
                "total_s": time.perf_counter() - started,
            },
            "kept_app": app.name if keep else None,
        }
