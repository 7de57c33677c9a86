"""One vocabulary of life-event kinds (memories/events.py) for extractors, gaps and phrasing."""

from __future__ import annotations

import re

from memories import checks as memories_checks
from memories.events import EVENT_KINDS
from memories.extractors import llm, rules
from proactive import checks as proactive_checks
from proactive import phrasing
from proactive.services import gaps


def test_the_vocabulary_is_sorted_and_unique():
    assert list(EVENT_KINDS) == sorted(set(EVENT_KINDS))


def test_the_llm_extractor_offers_exactly_the_vocabulary():
    listed = re.search(r"life_event value is the event kind: ([a-z_, ]+);", llm.SYSTEM_PROMPT)
    assert listed is not None
    assert listed.group(1).split(", ") == list(EVENT_KINDS)


def test_every_kind_the_rules_extractor_gives_is_in_the_vocabulary(monkeypatch):
    assert memories_checks.event_kinds_known() == []
    table_kinds = {*rules.ZH_EVENTS.values(), *rules.EN_EVENTS.values()}
    news_kinds = {kind for _, _, kind in [*rules.ZH_NEWS, *rules.EN_NEWS] if kind}
    assert table_kinds | news_kinds <= set(EVENT_KINDS)
    # and nothing in the vocabulary is dead: the rules or the LLM prompt's extra kinds use each
    assert set(EVENT_KINDS) - table_kinds - news_kinds <= {"activity", "news"}
    monkeypatch.setitem(rules.EN_EVENTS, "picnic", "outing")
    errors = memories_checks.event_kinds_known()
    assert [(e.id, e.msg) for e in errors] == [
        ("memories.E002", "EN_EVENTS uses event kind 'outing', which is not in memories.events.EVENT_KINDS")
    ]


def test_gaps_and_phrasing_name_only_kinds_of_the_vocabulary(monkeypatch):
    assert proactive_checks.event_kinds_known() == []
    related = {k for kind, others in gaps.RELATED_KINDS.items() for k in (kind, *others)}
    assert related <= set(EVENT_KINDS)
    assert set(gaps.KIND_KEYWORDS) <= set(EVENT_KINDS)
    for table in (phrasing.ZH_NOUNS, phrasing.EN_NOUNS, phrasing.ZH_CLAUSES, phrasing.EN_CLAUSES):
        assert set(table) <= set(EVENT_KINDS)
    assert (
        set(phrasing.ZH_NOUNS)
        == set(phrasing.EN_NOUNS)
        == set(phrasing.ZH_CLAUSES)
        == set(phrasing.EN_CLAUSES)
    )
    monkeypatch.setitem(phrasing.EN_CLAUSES, "exams", "you had exams coming up")
    errors = proactive_checks.event_kinds_known()
    assert [e.id for e in errors] == ["proactive.E001"] and "phrasing.EN_CLAUSES" in errors[0].msg
