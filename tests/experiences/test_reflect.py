"""reflect(): similar task outcomes → one execution_pattern; re-runs are stable; joins supersede."""

from __future__ import annotations

from decimal import Decimal

import pytest

from experiences import tasks
from experiences.models import Experience
from experiences.services.reflect import pattern_parent_ids, reflect_app
from memind.models import JobRun
from tests.experiences.factories import outcome

pytestmark = pytest.mark.django_db

SIMILAR = [
    "goosed 的 SSE 连接不稳定，经常断连，帮我修一下",
    "goosed SSE 连接老是断开，帮我看看",
    "修复 goosed SSE 断连问题",
    "goosed 的 SSE 流又断连了，需要修",
]


def patterns(app):
    return Experience.objects.filter(app=app, kind="execution_pattern")


def test_three_similar_outcomes_reflect_into_one_pattern_with_three_parents(tenant):
    parents = [outcome(tenant.app, f"r{i}", message=m) for i, m in enumerate(SIMILAR[:3])]
    # Same components and an e5 cosine above 0.9, but no shared problem word: not the same problem.
    outcome(
        tenant.app,
        "pg",
        message="Postgres 迁移失败，帮我看看",
        events=[{"event_id": "e", "type": "environment", "payload": {"components": ["docker", "postgres"]}}],
    )
    result = reflect_app(app=tenant.app)
    assert result.groups == 1 and len(result.created) == 1
    pattern = Experience.objects.get(pk=result.created[0])
    assert pattern.kind == "execution_pattern" and pattern.status == "active"
    assert pattern_parent_ids(pattern) == {p.pk for p in parents}
    assert {e.pk for e in pattern.children.all()} == {p.pk for p in parents}  # parent_experience links
    assert pattern.result == "success" and pattern.confidence == Decimal("0.850")
    assert pattern.environment is not None and pattern.evidence is not None and pattern.action is not None
    assert pattern.environment["runtime"] == "goosed"
    assert pattern.environment["components"][:3] == ["goosed", "docker", "postgres"]
    assert pattern.action["executor"] == "goose"
    assert "修改 server.rs (连接生命周期)" in pattern.action["steps"]
    assert [p["source_ids"] for p in pattern.evidence["checklist"]] == [
        [f"experience:{p.pk}"] for p in parents
    ]


def test_rerunning_reflect_creates_no_duplicates(tenant):
    for i, m in enumerate(SIMILAR[:3]):
        outcome(tenant.app, f"r{i}", message=m)
    first = reflect_app(app=tenant.app)
    second = reflect_app(app=tenant.app)
    assert second.created == [] and second.updated == [] and second.unchanged == first.created
    assert patterns(tenant.app).count() == 1


def test_a_fourth_outcome_updates_the_pattern_which_supersedes_the_old_one(tenant):
    for i, m in enumerate(SIMILAR[:3]):
        outcome(tenant.app, f"r{i}", message=m)
    old = Experience.objects.get(pk=reflect_app(app=tenant.app).created[0])
    fourth = outcome(
        tenant.app,
        "r3",
        message=SIMILAR[3],
        status="failed",
        events=[{"event_id": "x", "type": "environment", "payload": {"runtime": "goosed"}}],
    )
    result = reflect_app(app=tenant.app)
    assert result.created == [] and len(result.updated) == 1
    new = Experience.objects.get(pk=result.updated[0])
    old.refresh_from_db()
    assert new.supersedes_id == old.pk
    assert old.status == "archived" and old.status_reason == f"superseded by #{new.pk}"
    assert old.changes.get().kind == "superseded"
    assert len(pattern_parent_ids(new)) == 4 and fourth.pk in pattern_parent_ids(new)
    assert new.result == "success"  # 3 of 4; confidence discounted by the disagreement
    assert fourth.result == "failure" and fourth.confidence == Decimal("0.650")
    assert new.confidence == Decimal("0.600")  # mean 0.8 × agreement 3/4
    assert patterns(tenant.app).filter(status="active").count() == 1
    assert reflect_app(app=tenant.app).unchanged == [new.pk]


def test_fewer_than_the_minimum_make_no_pattern(tenant, settings):
    for i, m in enumerate(SIMILAR[:2]):
        outcome(tenant.app, f"r{i}", message=m)
    assert reflect_app(app=tenant.app).groups == 0
    settings.MEMIND_REFLECT_MIN_GROUP = 2
    assert len(reflect_app(app=tenant.app).created) == 1


def test_reflect_never_groups_across_apps(tenant, other_tenant):
    for i, m in enumerate(SIMILAR[:2]):
        outcome(tenant.app, f"r{i}", message=m)
    outcome(other_tenant.app, "x", message=SIMILAR[2])
    assert reflect_app(app=tenant.app).groups == 0


def test_reflect_endpoint_and_beat_task(api, tenant):
    for i, m in enumerate(SIMILAR[:3]):
        outcome(tenant.app, f"r{i}", message=m)
    resp = api.post("/api/v1/experiences/reflect/")
    assert resp.status_code == 200 and len(resp.json()["created"]) == 1
    assert tasks.reflect() == 1  # the beat job: the same group, found unchanged
    job = JobRun.objects.get(name="experiences_reflect")
    assert job.processed == 1 and job.error == ""
    assert patterns(tenant.app).count() == 1
