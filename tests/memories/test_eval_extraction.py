from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from memind.models import App
from memories.evaluation.extraction import load_dialogues
from memories.models import EndUser


def user_turn(text: str, *expect: dict[str, Any]) -> dict[str, Any]:
    return {"role": "user", "text": text, "expect": list(expect)}


def fact(type: str, slot: str, value: str, subject: str = "user", **extra: Any) -> dict[str, Any]:
    return {"type": type, "subject": subject, "slot": slot, "value": value, **extra}


def write(folder: Path, name: str, language: str, dialogues: list[dict[str, Any]]) -> None:
    (folder / name).write_text(json.dumps({"language": language, "dialogues": dialogues}), encoding="utf-8")


@pytest.fixture
def labelled(tmp_path: Path) -> Path:
    write(
        tmp_path,
        "zh.json",
        "zh",
        [
            {
                "id": "zh-1",
                "classes": ["name", "nickname"],
                "turns": [
                    user_turn("我叫林晓雨", fact("identity", "name", "林晓雨")),
                    {"role": "assistant", "text": "你好呀"},
                    user_turn("叫我小雨就行", fact("identity", "nickname", "小雨")),
                    user_turn("哈哈"),
                ],
                "final": [{"subject": "user", "slot": "name", "value": "林晓雨"}],
            }
        ],
    )
    write(
        tmp_path,
        "en.json",
        "en",
        [
            {
                "id": "en-1",
                "classes": ["residence", "preference"],
                "turns": [
                    user_turn("I live in Boston", fact("identity", "residence", "Boston")),
                    # Labelled wrong on purpose: the stored like is then an extra, and the dislike a miss.
                    user_turn("I like tea", fact("preference", "dislikes", "tea")),
                ],
            }
        ],
    )
    return tmp_path


def run(folder: Path, *args: str) -> dict[str, Any]:
    out = io.StringIO()
    call_command(
        "eval_extraction",
        "--dir",
        str(folder),
        "--extractor",
        "rules",
        *args,
        stdout=out,
        stderr=io.StringIO(),
    )
    result: dict[str, Any] = json.loads(out.getvalue())
    return result


def test_scores_each_language_apart_through_the_real_store_and_cleans_up(db, labelled):
    result = run(labelled, "--show", "5")
    assert (result["dialogues"], result["user_turns"]) == (2, 5)
    zh, en = result["languages"]["zh"], result["languages"]["en"]
    assert (zh["precision"], zh["recall"], zh["final_misses"]) == (1.0, 1.0, 0)
    assert zh["by_slot"]["nickname"]["recall"] == 1.0 and zh["fact_turns"] == 2
    assert (en["precision"], en["recall"], en["stored"], en["expected"]) == (0.5, 0.5, 2, 2)
    assert en["misses"][0]["expected"]["slot"] == "dislikes"
    assert en["extras"][0]["stored"]["slot"] == "likes:tea"
    assert (zh["junk"], en["junk"], zh["supersede_errors"], en["supersede_errors"]) == (0, 0, 0, 0)
    assert not App.objects.filter(name__startswith="eval-extraction").exists()
    assert not EndUser.objects.exists()


def test_precision_by_rule_names_the_rule_behind_each_stored_memory(db, labelled):
    """Which rule made the wrong memories: the extra carries its rule, and ``by_rule`` counts what
    each rule stored and how much of it was expected."""
    en = run(labelled, "--lang", "en", "--show", "5")["languages"]["en"]
    like_rule = en["extras"][0]["rule"]
    assert like_rule.startswith("en.") and "like" in like_rule
    assert en["by_rule"][like_rule] == {"stored": 1, "right": 0}
    right = {rule: tally for rule, tally in en["by_rule"].items() if tally["right"]}
    assert list(right.values()) == [{"stored": 1, "right": 1}]  # the residence
    assert sum(t["stored"] for t in en["by_rule"].values()) == en["stored"]
    assert list(en["by_rule"])[0] == like_rule  # the most wrong first


def test_an_app_left_by_a_run_killed_mid_way_neither_blocks_nor_is_touched_by_the_next(db, labelled):
    left = App.objects.create(name="eval-extraction (temporary)")
    assert run(labelled, "--lang", "zh")["languages"]["zh"]["recall"] == 1.0
    assert list(App.objects.filter(name__startswith="eval-extraction")) == [left]


def test_one_language_only(db, labelled):
    assert list(run(labelled, "--lang", "en")["languages"]) == ["en"]


def test_a_folder_without_sets_or_a_broken_set_is_a_clear_error(tmp_path):
    with pytest.raises(CommandError, match="no \\*.json"):
        load_dialogues(tmp_path)
    (tmp_path / "bad.json").write_text('{"dialogues": []}', encoding="utf-8")
    with pytest.raises(CommandError, match="not an extraction set"):
        load_dialogues(tmp_path)


def test_the_committed_set_is_large_enough_and_well_formed():
    folder = Path(__file__).resolve().parents[1] / "data" / "extraction"
    dialogues = load_dialogues(folder)
    turns = {
        lang: sum(1 for d in dialogues if d.language == lang for t in d.turns if t["role"] == "user")
        for lang in ("zh", "en")
    }
    assert turns["zh"] >= 400 and turns["en"] >= 200
    allowed = {
        "identity": {
            "name",
            "nickname",
            "age",
            "job",
            "employer",
            "workplace",
            "school",
            "residence",
            "hometown",
            "birthday",
            "relationship_status",
            "language",
            "health",
        },
        "preference": {"likes", "dislikes"},
        "routine": {"routine"},
        "life_event": {"event", "time", "place", "duration", "size", "purpose"},
        "relationship": {"feeling"},
        "shared": {"together"},
        "milestone": {"milestone"},
    }
    for d in dialogues:
        for t in d.turns:
            assert ("expect" in t) == (t["role"] == "user"), d.id
            for e in t.get("expect", []):
                assert e["slot"] in allowed[e["type"]] and e["value"] and e["subject"], (d.id, e)
