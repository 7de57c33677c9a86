"""State changes under concurrency, with real threads and their own database connections."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from memind.actors import Actor
from memories.models import MemoryEvent, MemoryItem
from memories.services.memories import memory_create
from memories.services.tenants import user_touch
from tests.threads import run_together

pytestmark = pytest.mark.django_db(transaction=True)


def client_for(tenant) -> APIClient:
    c = APIClient()
    c.credentials(HTTP_AUTHORIZATION=f"Bearer {tenant.key}")
    return c


def memories(tenant, n: int) -> list[MemoryItem]:
    user = user_touch(app=tenant.app, external_id="u1")
    return [
        memory_create(
            user=user,
            type="identity",
            content=f"用户住在城市{i}",
            actor=Actor.system("test"),
            slot="residence",
            value=f"城市{i}",
        )
        for i in range(n)
    ]


def test_ten_parallel_supersedes_of_one_memory_exactly_one_wins(tenant):
    old, *successors = memories(tenant, 11)
    api = client_for(tenant)

    codes = run_together([supersede(api, old, by) for by in successors])
    assert sorted(codes) == [200] + [409] * 9, codes
    old.refresh_from_db()
    assert old.status == "superseded" and old.superseded_by_id in {m.pk for m in successors}
    assert MemoryEvent.objects.filter(memory=old, kind="superseded").count() == 1


def supersede(api: APIClient, old: MemoryItem, by: MemoryItem):
    return lambda: (
        api.post(
            f"/api/v1/memories/{old.pk}/supersede/", {"by": by.pk, "reason": "r"}, format="json"
        ).status_code
    )


def test_mutual_supersede_leaves_no_cycle_and_no_deadlock(tenant):
    a, b = memories(tenant, 2)
    api = client_for(tenant)
    for _ in range(5):
        codes = run_together([supersede(api, a, b), supersede(api, b, a)])
        assert sorted(codes) == [200, 409], codes
        a.refresh_from_db()
        b.refresh_from_db()
        assert {a.status, b.status} == {"active", "superseded"}  # never both: no cycle
        winner = a if a.status == "superseded" else b
        assert winner.superseded_by_id == (b.pk if winner is a else a.pk)
        for m in (a, b):  # put both back for the next round
            MemoryItem.objects.filter(pk=m.pk).update(status="active", superseded_by=None)


def test_parallel_archives_record_one_archive(tenant):
    [m] = memories(tenant, 1)
    api = client_for(tenant)
    codes = run_together(
        [
            lambda: (
                api.post(f"/api/v1/memories/{m.pk}/archive/", {"reason": "stale"}, format="json").status_code
            )
        ]
        * 6
    )
    assert sorted(codes) == [200] + [409] * 5, codes
    assert MemoryEvent.objects.filter(memory=m, kind="archived").count() == 1


def test_a_memory_cannot_supersede_itself(tenant):
    [m] = memories(tenant, 1)
    resp = client_for(tenant).post(
        f"/api/v1/memories/{m.pk}/supersede/", {"by": m.pk, "reason": "x"}, format="json"
    )
    assert resp.status_code == 409
    m.refresh_from_db()
    assert m.status == "active"


def test_a_batch_of_supersedes_holds_a_chain_in_one_update(tenant, django_assert_max_num_queries):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from memories.services.memories import memories_supersede

    actor = Actor.system("test")
    a, b, c, *rest = memories(tenant, 9)
    memories_supersede(changes=[(a, b, "moved"), (b, c, "moved again")], actor=actor)
    for m in (a, b, c):
        m.refresh_from_db()
    assert (a.status, a.superseded_by_id, b.status, b.superseded_by_id, c.status) == (
        "superseded",
        b.pk,
        "superseded",
        c.pk,
        "active",
    )
    assert list(
        MemoryEvent.objects.filter(memory__in=[a, b], kind="superseded").values_list("memory_id", "reason")
    ) == [(a.pk, "moved"), (b.pk, "moved again")]
    # Two supersedes or four: the same statements (a lock, an UPDATE, the events, the subscribers).
    counts = []
    for pairs in ([(rest[0], rest[1])], [(rest[2], rest[3]), (rest[4], rest[5])]):
        with CaptureQueriesContext(connection) as ctx:
            memories_supersede(changes=[(old, by, "x") for old, by in pairs], actor=actor)
        counts.append(len(ctx))
    assert counts[0] == counts[1]


def test_a_refused_supersede_in_a_batch_writes_nothing(tenant):
    from memories.services.memories import MemoryStateError, memories_supersede, memory_supersede

    actor = Actor.system("test")
    a, b, c, d = memories(tenant, 4)
    memory_supersede(memory=c, by=d, actor=actor, reason="first")
    with pytest.raises(MemoryStateError, match="already superseded"):
        memories_supersede(changes=[(a, b, "fine"), (c, b, "c is gone already")], actor=actor)
    a.refresh_from_db()
    assert a.status == "active" and not MemoryEvent.objects.filter(memory=a, kind="superseded").exists()
    with pytest.raises(MemoryStateError, match="same user"):
        memories_supersede(changes=[(a, a, "itself")], actor=actor)
