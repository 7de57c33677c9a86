from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from memind.evals.dialogues import conversation_turns, normalise_evidence
from memind.evals.embedding_models import MODELS
from memind.evals.metrics import evidence_recall, reciprocal_rank
from memind.evals.zh_retrieval import load_zh


def turn(speaker: str, dia_id: str, text: str, **extra: str) -> dict[str, str]:
    return {"speaker": speaker, "dia_id": dia_id, "text": text, **extra}


def qa(question: str, evidence: list[str], category: int) -> dict[str, Any]:
    return {"question": question, "answer": "-", "evidence": evidence, "category": category}


CONV_A: dict[str, Any] = {
    "sample_id": "conv-a",
    "conversation": {
        "speaker_a": "Alice",
        "speaker_b": "Bob",
        "session_1_date_time": "1:56 pm on 8 May, 2023",
        "session_1": [
            turn("Alice", "D1:1", "I just adopted a golden retriever puppy and named him Biscuit."),
            turn("Bob", "D1:2", "My sister is getting married in Lisbon next June."),
            turn("Alice", "D1:3", "I started taking violin lessons every Tuesday evening."),
            turn("Bob", "D1:4", "Work has been hectic, we are launching the new billing system."),
            turn(
                "Alice",
                "D1:5",
                "Took me all afternoon, haha.",
                blip_caption="a photo of a chocolate cake topped with strawberries",
            ),
        ],
        "session_2_date_time": "7:55 pm on 9 June, 2023",
        "session_2": [
            turn("Bob", "D2:1", "The wedding ceremony will be at a small vineyard outside Lisbon."),
            turn("Alice", "D2:2", "Biscuit chewed through my running shoes yesterday."),
            turn("Bob", "D2:3", "I have been reading a lot of science fiction, mostly Ursula K. Le Guin."),
        ],
    },
    "qa": [
        qa("What did Alice name her new puppy?", ["D1:1"], 4),
        # Only the image caption says what was made: fails if captions are not embedded.
        qa("What dessert did Alice make with strawberries?", ["D1:5"], 4),
        # Two evidence turns in one malformed string: recall@1 can be at most 0.5.
        qa("Where is Bob's sister's wedding taking place?", ["D1:2; D2:1"], 1),
        qa("Which instrument is Alice learning to play?", ["D:1:3"], 2),
        qa("Would Alice be considered a kind person?", [], 3),
        # Evidence that is not a turn of the conversation can never be retrieved.
        qa("What did Bob's dog chew through?", ["D7:7"], 5),
    ],
}

CONV_B: dict[str, Any] = {
    "sample_id": "conv-b",
    "conversation": {
        "speaker_a": "Carol",
        "speaker_b": "Dan",
        "session_1_date_time": "10:00 am on 1 March, 2023",
        "session_1": [
            turn("Carol", "D1:1", "I moved to Denver for a new job at a bakery."),
            turn("Dan", "D1:2", "I love hiking in the mountains on weekends."),
            turn("Carol", "D1:3", "My favourite band is Radiohead."),
        ],
    },
    "qa": [
        qa("Which city did Carol move to?", ["D1:1"], 4),
        qa("What music does Carol like?", ["D1:3"], 4),
    ],
}


ZH: dict[str, Any] = {
    "passages": [
        {"id": "z1", "text": "我养了一只橘猫，叫馒头。"},
        {"id": "z2", "text": "我最喜欢吃火锅。"},
        {"id": "z3", "text": "明天下午两点要面试。"},
        {"id": "z4", "text": "I live in New York now."},
    ],
    "queries": [
        {"text": "我家的猫叫什么？", "relevant": ["z1"], "kind": "zh"},
        {"text": "我喜欢吃什么？", "relevant": ["z2"], "kind": "zh"},
        # Two relevant passages: recall@1 is 0.5 at best.
        {"text": "What's my cat's name, and what food do I love?", "relevant": ["z1", "z2"], "kind": "mixed"},
    ],
}


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    d = tmp_path_factory.mktemp("eval")
    (d / "locomo.json").write_text(json.dumps([CONV_A, CONV_B]), encoding="utf-8")
    (d / "zh.json").write_text(json.dumps(ZH, ensure_ascii=False), encoding="utf-8")
    return d


def run(data_dir: Path, *args: str) -> dict[str, Any]:
    out = io.StringIO()
    call_command(
        "eval_embeddings", str(data_dir / "locomo.json"), "--zh", str(data_dir / "zh.json"), *args, stdout=out
    )
    result: dict[str, Any] = json.loads(out.getvalue())
    return result


@pytest.fixture(scope="module")
def e5_result(data_dir: Path) -> dict[str, Any]:
    return run(data_dir, "--models", "e5", "--k", "1", "3", "--conversations", "conv-a")


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        (["D3:4; D5:1"], ["D3:4", "D5:1"]),
        (["D:2:7"], ["D2:7"]),
        (["D1:8", "D", "D1:9"], ["D1:8", "D1:9"]),
        (["D1:2, D1:3 D1:2"], ["D1:2", "D1:3"]),
        ("D4:1", ["D4:1"]),
        (["D1", "1:2", "D1:2:3", "X1:2", ""], []),
        ([], []),
        (None, []),
    ],
)
def test_normalise_evidence(raw: Any, expected: list[str]) -> None:
    assert normalise_evidence(raw) == expected


def test_recall_and_reciprocal_rank() -> None:
    ranked = ["D1:1", "D1:2", "D1:3"]
    assert evidence_recall(ranked, ["D1:2", "D9:9"], 1) == 0.0
    assert evidence_recall(ranked, ["D1:2", "D9:9"], 2) == 0.5
    assert evidence_recall(ranked, [], 1) == 1.0
    assert reciprocal_rank(ranked, ["D1:3", "D1:2"]) == 0.5
    assert reciprocal_rank(ranked, ["D9:9"]) == 0.0


def test_turns_carry_speaker_and_image_caption_in_session_order() -> None:
    conversation = {
        "speaker_a": "A",
        "session_10": [{"speaker": "A", "dia_id": "D10:1", "text": "late"}],
        "session_2": [
            {"speaker": "B", "dia_id": "D2:1", "text": "Look!", "blip_caption": "a photo of a cat"}
        ],
        "session_2_date_time": "1:00 pm on 1 May, 2023",
    }
    assert conversation_turns(conversation) == [
        ("D2:1", "B: Look! [image: a photo of a cat]"),
        ("D10:1", "A: late"),
    ]


def test_locomo_recall_on_crafted_conversation(e5_result: dict[str, Any]) -> None:
    e5 = e5_result["locomo"]["e5"]
    assert e5["recall"]["1"] == {
        "overall": 0.9,  # (1 + 1 + 0.5 + 1 + 1) / 5; the adversarial question is kept apart
        "multi_hop": 0.5,
        "temporal": 1.0,
        "open_domain": 1.0,
        "single_hop": 1.0,
        "adversarial": 0.0,
    }
    assert e5["recall"]["3"] == {
        "overall": 1.0,
        "multi_hop": 1.0,
        "temporal": 1.0,
        "open_domain": 1.0,
        "single_hop": 1.0,
        "adversarial": 0.0,
    }
    assert e5["questions"]["overall"] == 5 and e5["questions"]["adversarial"] == 1
    assert e5["passages_per_s"] > 0


def test_chinese_set_scores(e5_result: dict[str, Any]) -> None:
    zh = e5_result["zh"]["e5"]
    assert zh["recall@1"] == pytest.approx((1 + 1 + 0.5) / 3, abs=1e-4)
    assert zh["recall@3"] == 1.0 and zh["mrr"] == 1.0
    assert zh["by_kind"]["mixed"]["recall@1"] == 0.5 and zh["by_kind"]["zh"]["queries"] == 2


def test_choice_follows_the_stated_rule(e5_result: dict[str, Any]) -> None:
    assert e5_result["choice"] == "e5"
    # mean over k of LoCoMo overall recall (0.9, 1.0) averaged with the Chinese MRR (1.0)
    assert e5_result["choice_scores"]["e5"] == pytest.approx((0.95 + 1.0) / 2, abs=1e-4)


def test_conversation_filter_and_question_limit(data_dir: Path) -> None:
    only_b = run(data_dir, "--models", "e5", "--k", "1", "--conversations", "conv-b")
    assert only_b["locomo"]["e5"]["questions"]["overall"] == 2
    assert only_b["locomo"]["e5"]["recall"]["1"]["single_hop"] == 1.0

    limited = run(data_dir, "--models", "e5", "--k", "1", "--limit-questions", "1")
    counts = limited["locomo"]["e5"]["questions"]
    assert counts["overall"] == 2 and counts["single_hop"] == 2 and counts["multi_hop"] == 0
    assert limited["locomo"]["e5"]["recall"]["1"]["multi_hop"] is None


def test_bad_inputs_are_command_errors(data_dir: Path, tmp_path: Path) -> None:
    with pytest.raises(CommandError, match="not found"):
        call_command("eval_embeddings", str(tmp_path / "missing.json"), stdout=io.StringIO())
    with pytest.raises(CommandError, match="conv-zzz"):
        run(data_dir, "--models", "e5", "--conversations", "conv-zzz")
    with pytest.raises(CommandError, match="positive"):
        run(data_dir, "--models", "e5", "--k", "0")


def test_the_locomo_path_is_required() -> None:
    # No default outside the repository: without PATH the command stops before loading anything.
    with pytest.raises(CommandError, match="required: path"):
        call_command("eval_embeddings", "--models", "e5", stdout=io.StringIO())


def test_shipped_chinese_set_is_consistent() -> None:
    zh = load_zh(Path(__file__).parent / "data" / "zh_retrieval.json")
    assert len(zh.passage_ids) == len(set(zh.passage_ids)) >= 50
    assert len(zh.queries) >= 40
    assert {q.kind for q in zh.queries} == {"zh", "zh-paraphrase", "mixed"}


@pytest.mark.parametrize(("name", "dim"), [("e5-enpt", 384), ("use", 512)])
def test_other_candidates_embed_unit_vectors(name: str, dim: int) -> None:
    model = MODELS[name]()
    m = model.passages(["我喜欢吃火锅", "I love hot pot"])
    assert m.shape == (2, dim)
    assert np.allclose(np.linalg.norm(m, axis=1), 1.0, atol=1e-3)
    assert model.queries(["what food do I like"]).shape == (1, dim)
