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

from memories.management.commands.eval_locomo import (
    ZH_PATH,
    load_samples,
    parse_session_date,
    sample_turns,
)
from memories.models import App, EndUser, MemoryItem, Message


def turn(speaker: str, dia_id: str, text: str, **extra: str) -> dict[str, str]:
    return {"speaker": speaker, "dia_id": dia_id, "text": text, **extra}


def qa(question: str, evidence: list[str], category: int) -> dict[str, Any]:
    return {"question": question, "answer": "-", "evidence": evidence, "category": category}


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
        qa("What is Alice's dog called?", ["D1:3"], 4),
        qa("Which city did Alice move to?", ["D2:2"], 4),
        # Two evidence turns in one malformed string, in two sessions: one item can't hold both.
        qa("Which dog did Alice adopt and where does she live now?", ["D1:3; D2:2"], 1),
        qa("Is Alice a kind person?", [], 3),  # nothing to find counts as found
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
    call_command("eval_locomo", *args, stdout=out, stderr=io.StringIO())
    return json.loads(out.getvalue())


def test_session_dates_and_turn_order() -> None:
    assert parse_session_date("1:56 pm on 8 May, 2023") == datetime(2023, 5, 8, 13, 56, tzinfo=UTC)
    assert parse_session_date("12:48 am on 1 February, 2023") == datetime(2023, 2, 1, 0, 48, tzinfo=UTC)
    with pytest.raises(CommandError):
        parse_session_date("yesterday")
    turns = sample_turns({
        "session_10_date_time": "1:00 pm on 2 May, 2023", "session_10": [turn("A", "D10:1", "late")],
        "session_2_date_time": "1:00 pm on 1 May, 2023",
        "session_2": [turn("B", "D2:1", "Look!", blip_caption="a cat"), turn("A", "D2:2", "Cute")],
    })  # fmt: skip
    assert [(t.dia_id, t.session, t.text) for t in turns] == [
        ("D2:1", "session_2", "Look! [image: a cat]"),
        ("D2:2", "session_2", "Cute"),
        ("D10:1", "session_10", "late"),
    ]
    # A minute per turn keeps the session's order without inventing real times.
    assert [t.sent_at.minute for t in turns] == [0, 1, 0]


@pytest.mark.django_db
def test_recall_maps_memories_and_episodes_back_to_dia_ids(tiny_path: Path) -> None:
    out = run(str(tiny_path), "--k", "1", "50")
    recall = out["recall"]
    # Both single-hop answers are in the best-ranked item (the dog's session / the Denver memory).
    assert recall["1"]["single_hop"] == 1.0
    # Evidence in two sessions: one item covers half at most; everything retrieved covers all.
    assert recall["1"]["multi_hop"] <= 0.5
    assert recall["50"] == {
        "overall": 1.0,
        "multi_hop": 1.0,
        "temporal": None,
        "open_domain": 1.0,
        "single_hop": 1.0,
        "adversarial": 0.0,  # D9:9 is not in the conversation, and is kept out of "overall"
    }
    assert out["questions"]["overall"] == 4 and out["questions"]["adversarial"] == 1
    assert out["questions_without_evidence"] == 1
    # Episodes carry whole sessions (4 turns each), memories a turn or two.
    assert 1.0 < out["dia_ids_per_item"]["50"] <= 4.0
    assert out["distinct_dia_ids"]["50"] == 8  # every turn is reachable
    assert out["per_user"]["episodes"] == 2.0  # one per session, for each speaker's user
    assert out["recall_by_source"]["episodes_only"]["50"] == 1.0
    assert out["timings"]["query_ms"]["p50"] > 0
    # The throw-away app is erased.
    assert out["kept_app"] is None
    assert not App.objects.filter(name__startswith="eval-locomo-").exists()
    assert not MemoryItem.objects.exists() and not Message.objects.exists()


@pytest.mark.django_db
def test_each_speaker_is_the_user_of_their_own_end_user(tiny_path: Path) -> None:
    out = run(str(tiny_path), "--k", "5", "--keep", "--limit-questions", "1")
    app = App.objects.get(name=out["kept_app"])
    alice = EndUser.objects.get(app=app, external_id="tiny/Alice")
    bob = EndUser.objects.get(app=app, external_id="tiny/Bob")
    assert out["questions"]["overall"] == 1

    alice_msgs = {m.client_msg_id: m for m in Message.objects.filter(user=alice)}
    assert len(alice_msgs) == 8
    assert alice_msgs["D1:1"].role == "user" and alice_msgs["D1:2"].role == "assistant"
    assert alice_msgs["D1:1"].sent_at == datetime(2023, 5, 8, 13, 56, tzinfo=UTC)
    assert alice_msgs["D1:4"].sent_at == datetime(2023, 5, 8, 13, 59, tzinfo=UTC)
    assert alice_msgs["D2:1"].session_id == "session_2"
    assert alice_msgs["D2:4"].content == "Look at my view! [image: a photo of snowy mountains]"
    assert Message.objects.get(user=bob, client_msg_id="D1:2").role == "user"

    # Alice's move is Alice's memory, from her turn; Bob's hiking is Bob's.
    denver = MemoryItem.objects.get(user=alice, content__icontains="denver", type="identity")
    assert [s.message.client_msg_id for s in denver.source_links.select_related("message")] == ["D2:2"]
    assert MemoryItem.objects.filter(user=bob, content__icontains="hiking").exists()
    assert not MemoryItem.objects.filter(user=bob, content__icontains="denver").exists()


@pytest.mark.django_db
def test_bad_arguments_are_reported(tiny_path: Path) -> None:
    with pytest.raises(CommandError, match="no conversation"):
        run(str(tiny_path), "--conversations", "conv-404")
    with pytest.raises(CommandError, match="not both"):
        run(str(tiny_path), "--zh")
    with pytest.raises(CommandError, match="not found"):
        run(str(tiny_path.parent / "missing.json"))


def test_chinese_set_is_well_formed() -> None:
    samples = load_samples(settings.BASE_DIR / ZH_PATH, None, None)
    assert len(samples) >= 2 and sum(len(s.questions) for s in samples) >= 25
    for s in samples:
        ids = {t.dia_id for t in s.turns}
        assert len(ids) == len(s.turns)  # dia_ids are unique: they are the messages' client_msg_id
        assert len({t.session for t in s.turns}) >= 4
        for q in s.questions:
            assert q.evidence and set(q.evidence) <= ids, q
            assert q.category in (1, 2, 4)
