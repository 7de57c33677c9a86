from __future__ import annotations

from datetime import timedelta

import pytest
from django.db import connection
from django.utils import timezone

from memories.models import EndUser, MemoryItem
from memories.services.decay import decay_reschedule, decay_sweep
from memories.strength import fades_at_sql, strength_sql
from tests.memories.factories import remember, say


@pytest.fixture
def user(tenant):
    say(tenant.app, "u", "hi")
    return EndUser.objects.get(external_id="u")


def test_half_lives_follow_the_type_order(settings):
    order = [
        "identity",
        "milestone",
        "relationship",
        "preference",
        "routine",
        "life_event",
        "emotion",
        "shared",
    ]
    days = [settings.MEMIND_HALF_LIFE_DAYS[t] for t in order]
    assert days == sorted(days, reverse=True) and len(set(days)) == len(days)


def test_strength_halves_per_half_life_and_sql_agrees(user, settings):
    now = timezone.now()
    shared = remember(user, "我们一起看了电影", type="shared", importance=0.8, observed_at=now)
    name = remember(user, "用户叫夏星帆", type="identity", importance=0.8, observed_at=now)
    later = now + timedelta(days=settings.MEMIND_HALF_LIFE_DAYS["shared"])
    assert shared.strength_at(later) == pytest.approx(0.4)
    assert name.strength_at(later) > 0.79
    with connection.cursor() as cur:
        cur.execute(f"SELECT id, {strength_sql()} FROM memories_memoryitem ORDER BY id", {"now": later})
        sql = dict(cur.fetchall())
    assert sql[shared.pk] == pytest.approx(shared.strength_at(later), rel=1e-6)
    assert sql[name.pk] == pytest.approx(name.strength_at(later), rel=1e-6)


def test_sweep_archives_only_faded_memories(user):
    long_ago = timezone.now() - timedelta(days=400)
    old_joke = remember(user, "你讲的那个笑话", type="shared", importance=0.5, observed_at=long_ago)
    old_name = remember(user, "用户叫夏星帆", type="identity", importance=0.95, observed_at=long_ago)
    fresh_joke = remember(user, "我们一起玩了猜谜", type="shared", importance=0.5)
    archived, has_more = decay_sweep()
    assert (archived, has_more) == (1, False)
    statuses = dict(MemoryItem.objects.values_list("id", "status"))
    assert statuses == {old_joke.pk: "archived", old_name.pk: "active", fresh_joke.pk: "active"}
    old_joke.refresh_from_db()
    assert old_joke.status_reason == "faded"
    assert old_joke.events.get(kind="archived").actor == "system:decay"
    assert decay_sweep() == (0, False)  # idempotent


def test_sweep_is_bounded(user):
    long_ago = timezone.now() - timedelta(days=400)
    for i in range(5):
        remember(
            user,
            f"玩笑{i}",
            type="shared",
            importance=0.5,
            observed_at=long_ago,
            embedding=[1.0] + [0.0] * 383,
        )
    assert decay_sweep(limit=3) == (3, True)
    assert decay_sweep(limit=3) == (2, False)


def test_fades_at_follows_the_anchor_and_reschedule_applies_new_half_lives(user, settings):
    now = timezone.now()
    joke = remember(user, "我们一起玩了猜谜", type="shared", importance=0.8, observed_at=now)
    # 0.8 → 0.05 takes log2(16) = 4 half-lives.
    assert joke.fades_at == now + timedelta(days=4 * settings.MEMIND_HALF_LIFE_DAYS["shared"])
    with connection.cursor() as cur:
        cur.execute(f"SELECT {fades_at_sql()} FROM memories_memoryitem WHERE id = %s", [joke.pk])
        assert abs((cur.fetchone()[0] - joke.fades_at).total_seconds()) < 1
    settings.MEMIND_HALF_LIFE_DAYS = {**settings.MEMIND_HALF_LIFE_DAYS, "shared": 30.0}
    assert decay_reschedule() == 1
    joke.refresh_from_db()
    assert abs((joke.fades_at - (now + timedelta(days=120))).total_seconds()) < 1


def test_a_recalled_memory_past_its_first_fade_date_is_rescheduled_not_archived(user, settings):
    from memories.services.context import context_build

    start = timezone.now() - timedelta(days=100)
    half = settings.MEMIND_HALF_LIFE_DAYS["shared"]
    joke = remember(user, "我们一起玩了猜谜游戏", type="shared", importance=0.8, observed_at=start)
    forgotten = remember(user, "我们一起看了恐怖片", type="shared", importance=0.8, observed_at=start)
    first_fade = joke.fades_at
    assert first_fade is not None
    # Recalled just before it would have faded: strength 0.8 × 0.5^3.5 ≈ 0.07, plus the boost.
    recalled_at = start + timedelta(days=3.5 * half)
    ctx = context_build(user=user, message="还记得我们玩的猜谜游戏吗", now=recalled_at, limit=1)
    assert [s.memory.pk for s in ctx.memories] == [joke.pk]
    joke.refresh_from_db()
    assert joke.fades_at == first_fade and joke.decay_anchor_at == recalled_at  # recall leaves fades_at

    after = first_fade + timedelta(days=1)
    assert decay_sweep(now=after) == (1, False)
    joke.refresh_from_db()
    forgotten.refresh_from_db()
    assert forgotten.status == "archived"  # never recalled: faded on time
    assert joke.status == "active" and joke.fades_at is not None and joke.fades_at > after  # moved on
    assert joke.strength_at(joke.fades_at) == pytest.approx(settings.MEMIND_FADED_STRENGTH, rel=1e-3)
