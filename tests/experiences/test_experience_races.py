"""Experience state changes under concurrency: real threads, their own connections."""

from __future__ import annotations

import pytest

from experiences.models import Experience, ExperienceChange
from experiences.services.experiences import (
    ExperienceStateError,
    experience_archive,
    experience_create,
    experience_supersede,
)
from memind.actors import Actor
from tests.threads import run_together

pytestmark = pytest.mark.django_db(transaction=True)
ACTOR = Actor.system("test")


def together(jobs) -> list[str]:
    """Each job's fate: "ok", or "refused" when it raised the state error."""
    results = run_together(jobs)
    for r in results:
        if isinstance(r, Exception) and not isinstance(r, ExperienceStateError):
            raise r
    return ["refused" if isinstance(r, ExperienceStateError) else "ok" for r in results]


def make(tenant, n: int) -> list[Experience]:
    return [
        experience_create(
            app=tenant.app,
            kind=Experience.Kind.LESSON,
            actor=ACTOR,
            title=f"t{i}",
            problem=f"problem {i}",
            body="b",
        )
        for i in range(n)
    ]


def test_parallel_archives_of_one_experience_record_one(tenant):
    [e] = make(tenant, 1)
    results = together([lambda: experience_archive(experience=e, actor=ACTOR, reason="old")] * 6)
    assert sorted(results) == ["ok"] + ["refused"] * 5, results
    assert ExperienceChange.objects.filter(experience=e, kind="archived").count() == 1


def test_mutual_supersede_archives_only_one(tenant):
    a, b = make(tenant, 2)
    results = together(
        [
            lambda: experience_supersede(old=a, new=b, actor=ACTOR, reason="x"),
            lambda: experience_supersede(old=b, new=a, actor=ACTOR, reason="y"),
        ]
    )
    assert sorted(results) == ["ok", "refused"], results
    statuses = sorted(Experience.objects.filter(pk__in=[a.pk, b.pk]).values_list("status", flat=True))
    assert statuses == ["active", "archived"]
    with pytest.raises(ExperienceStateError):
        experience_supersede(old=a, new=a, actor=ACTOR, reason="self")


def test_concurrent_event_batches_report_what_each_really_stored(tenant):
    from datetime import UTC, datetime

    from experiences.models import AgentRunEvent
    from experiences.services.runs import RunEventIn, agent_run_events_add, agent_run_start

    run, _ = agent_run_start(app=tenant.app, run_id="r1", executor="bot")
    at = datetime(2026, 3, 2, tzinfo=UTC)
    batch = [RunEventIn(event_id=f"e{i}", type="tool_call", timestamp=at) for i in range(50)]
    counts: list[tuple[int, int]] = []

    def add() -> None:
        counts.append(agent_run_events_add(run=run, events=batch))

    assert together([add] * 4) == ["ok"] * 4
    assert sum(a for a, _ in counts) == 50 and sum(d for _, d in counts) == 150, counts
    assert AgentRunEvent.objects.filter(run=run).count() == 50
