from __future__ import annotations

import io
import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings
from django.core.management import call_command
from django.core.management.base import CommandError

from memind.evals.metrics import answer_in, answer_parts, letters_digits
from memind.models import App
from memories.evaluation.context import ZH_PATH
from memories.evaluation.conversations import load_samples, parse_session_date, sample_turns
from memories.evaluation.scoring import fill
from memories.models import MemoryItem, Message


def turn(speaker: str, dia_id: str, text: str, **extra: str) -> dict[str, str]:
    return {"speaker": speaker, "dia_id": dia_id, "text": text, **extra}


def qa(question: str, evidence: list[str], category: int, answer: str = "-") -> dict[str, Any]:
    return {"question": question, "answer": answer, "evidence": evidence, "category": category}


TINY: dict[str, Any] = {
    "sample_id": "tiny",
    "conversation": {
        "speaker_a": "Alice",
        "speaker_b": "Bob",
        "session_1_date_time": "1:56 pm on 8 May, 2023",
        "session_1": [
            turn("Alice", "D1:1", "Hi Bob! Guess what, I adopted a puppy last week."),
            turn("Bob", "D1:2", "No way! What breed is it?"),
            turn("Alice", "D1:3", "A golden retriever. My dog is called Biscuit."),
            turn("Bob", "D1:4", "Biscuit is a great name for a dog."),
        ],
        "session_2_date_time": "7:55 pm on 9 June, 2023",
        "session_2": [
            turn("Bob", "D2:1", "How was the move?"),
            turn("Alice", "D2:2", "Exhausting, but I moved to Denver, it is lovely."),
            turn("Bob", "D2:3", "I love hiking in the mountains."),
            turn("Alice", "D2:4", "Look at my view!", blip_caption="a photo of snowy mountains"),
        ],
    },
    "qa": [
        qa("What is Alice's dog called?", ["D1:3"], 4, "Biscuit"),
        qa("Which city did Alice move to?", ["D2:2"], 4, "Denver"),
        # Two evidence turns in one malformed string, in two sessions.
        qa("Which dog did Alice adopt and where does she live now?", ["D1:3; D2:2"], 1, "Biscuit, Denver"),
        qa("Is Alice a kind person?", [], 3, "yes, very kind"),  # nothing to find counts as found
        # Evidence that is not a turn of the conversation can never be retrieved.
        qa("What is Bob's cat called?", ["D9:9"], 5),
    ],
}


@pytest.fixture
def tiny_path(tmp_path: Path) -> Path:
    path = tmp_path / "tiny.json"
    path.write_text(json.dumps([TINY]), encoding="utf-8")
    return path


def run(*args: str) -> dict[str, Any]:
    out = io.StringIO()
    call_command("eval_context", *args, stdout=out, stderr=io.StringIO())
    result: dict[str, Any] = json.loads(out.getvalue())
    return result


def test_session_dates_and_turn_order() -> None:
    assert parse_session_date("1:56 pm on 8 May, 2023") == datetime(2023, 5, 8, 13, 56, tzinfo=UTC)
    assert parse_session_date("12:48 am on 1 February, 2023") == datetime(2023, 2, 1, 0, 48, tzinfo=UTC)
    with pytest.raises(CommandError):
        parse_session_date("yesterday")
    turns = sample_turns(
        {
            "session_10_date_time": "1:00 pm on 2 May, 2023",
            "session_10": [turn("A", "D10:1", "late")],
            "session_2_date_time": "1:00 pm on 1 May, 2023",
            "session_2": [turn("B", "D2:1", "Look!", blip_caption="a cat"), turn("A", "D2:2", "Cute")],
        }
    )
    assert [(t.dia_id, t.session, t.text) for t in turns] == [
        ("D2:1", "session_2", "Look! [image: a cat]"),
        ("D2:2", "session_2", "Cute"),
        ("D10:1", "session_10", "late"),
    ]
    # A minute per turn keeps the session's order without inventing real times.
    assert [t.sent_at.minute for t in turns] == [0, 1, 0]


def test_answer_in_context_needs_every_part_in_letters_and_digits() -> None:
    assert answer_parts("Biscuit, Denver") == ["biscuit", "denver"]
    assert answer_parts("苏州、杭州和上海") == ["苏州", "杭州", "上海"]
    text = letters_digits("[9 June 2023] User: I moved to Denver! My dog, Biscuit...")
    assert (
        answer_in("Denver", text) and answer_in("Biscuit, Denver", text) and answer_in("9 June, 2023", text)
    )
    assert not answer_in("Biscuit, Boston", text) and not answer_in("", text)


def test_baselines_fill_the_same_number_of_characters() -> None:
    lines = ["a" * 50, "b" * 30, "c" * 10, "d" * 5]
    picked = fill([0, 1, 2, 3], lines, 45)
    assert picked == [1, 2] and sum(len(lines[i]) for i in picked) + len(picked) - 1 <= 45


@pytest.mark.django_db
def test_eval_context_scores_what_the_context_returns_against_baselines(tiny_path: Path) -> None:
    out = run(str(tiny_path), "--budgets", "400", "1500")
    assert out["questions"] == 4  # categories 1–4; the adversarial one is not asked
    small, large = out["budgets"]["400"], out["budgets"]["1500"]
    for b, result in (("400", small), ("1500", large)):
        assert result["product_tokens_max"] <= int(b)  # two users, half the budget each
    answerable = large["answerable"]
    assert answerable["n"] == 3  # "yes, very kind" is nowhere in the conversation
    # Both facts are in what was said: the product finds the turns (and their sources) …
    assert answerable["product"]["aic"] == 1.0 and large["overall"]["product"]["recall"] == 1.0
    # … and the baselines, given the same characters, are scored on the same questions.
    assert answerable["bm25"]["aic"] is not None and answerable["embedding"]["recall"] is not None
    assert large["per_category"]["single_hop"]["n"] == 2 and large["per_category"]["multi_hop"]["n"] == 1
    assert out["timings"]["context_ms_p50"] > 0
    # The throw-away app is erased, and the questions wrote no trace.
    assert not App.objects.filter(name__startswith="eval-context-").exists()
    assert not MemoryItem.objects.exists() and not Message.objects.exists()


@pytest.mark.django_db
def test_bad_arguments_are_reported(tiny_path: Path) -> None:
    with pytest.raises(CommandError, match="no conversation"):
        run(str(tiny_path), "--conversations", "conv-404")
    with pytest.raises(CommandError, match="not both"):
        run(str(tiny_path), "--zh")
    with pytest.raises(CommandError, match="not found"):
        run(str(tiny_path.parent / "missing.json"))
    with pytest.raises(CommandError, match="budgets"):
        run(str(tiny_path), "--budgets", "10")
    with pytest.raises(CommandError, match="PATH"):  # no default data outside the repository
        run("--budgets", "1500")
    assert not App.objects.filter(name__startswith="eval-context-").exists()


def test_chinese_set_is_well_formed() -> None:
    samples = load_samples(settings.BASE_DIR / ZH_PATH, None, None)
    questions = [q for s in samples for q in s.questions]
    assert len(samples) >= 7 and len(questions) >= 150
    assert {q.category for q in questions} == {1, 2, 4}
    for s in samples:
        ids = {t.dia_id for t in s.turns}
        assert len(ids) == len(s.turns)  # dia_ids are unique: they are the messages' client_msg_id
        assert len({t.session for t in s.turns}) >= 4
        for q in s.questions:
            assert q.evidence and set(q.evidence) <= ids, q
