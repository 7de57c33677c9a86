from __future__ import annotations

import random
from datetime import timedelta

import pytest
from django.utils import timezone

from memories.models import EndUser, MemoryItem, MemoryType
from memories.services import pruning
from tests.memories.factories import say

VEC = [1.0] + [0.0] * 383


def flood(user: EndUser, type: str, n: int, rng: random.Random) -> None:
    now = timezone.now()
    MemoryItem.objects.bulk_create(
        [
            MemoryItem(
                app_id=user.app_id,
                user=user,
                type=type,
                content=f"{type} {i}",
                importance=imp,
                anchor_strength=imp,
                observed_at=now,
                decay_anchor_at=now - timedelta(days=rng.randint(0, 30)),
                embedding=VEC,
            )
            for i, imp in enumerate(rng.uniform(0.3, 1.0) for _ in range(n))
        ]
    )


@pytest.fixture
def user(tenant):
    say(tenant.app, "u", "hi")
    return EndUser.objects.get(external_id="u")


def strongest(user: EndUser, type: str, k: int) -> set[int]:
    now = timezone.now()
    items = MemoryItem.objects.filter(user=user, type=type).exclude(status="superseded")
    return {m.pk for m in sorted(items, key=lambda m: (-m.strength_at(now), -m.pk))[:k]}


def test_flood_of_1000_preferences_leaves_every_types_15_strongest(user):
    rng = random.Random(7)
    for t in MemoryType.values:
        if t != "preference":
            flood(user, t, 25, rng)
    flood(user, "preference", 1000, rng)
    expected = {t: strongest(user, t, 15) for t in MemoryType.values}

    archived = pruning.memory_prune_user(user=user)

    live = MemoryItem.objects.filter(user=user, status="active")
    assert live.count() == 200 and archived == 7 * 25 + 1000 - 200
    for t, ids in expected.items():
        assert ids <= set(live.filter(type=t).values_list("id", flat=True)), t
    # The 80 places left after the 120 protected go to the strongest of the rest.
    assert set(live.values_list("id", flat=True)) >= strongest(user, "preference", 15)
    pruned = MemoryItem.objects.filter(user=user, status="archived")
    assert set(pruned.values_list("status_reason", flat=True)) == {"quota"}
    event = pruned.earliest("id").events.get()
    assert event.after is not None
    assert (event.kind, event.actor, event.after["status"]) == ("archived", "system:pruning", "archived")


def test_unused_reservations_go_to_the_overflow(user):
    flood(user, "preference", 230, random.Random(1))
    flood(user, "routine", 3, random.Random(2))
    pruning.memory_prune_user(user=user)
    live = MemoryItem.objects.filter(user=user, status="active")
    assert live.count() == 200 and live.filter(type="routine").count() == 3


def test_superseded_items_do_not_count_and_users_under_quota_are_untouched(user, tenant):
    flood(user, "preference", 200, random.Random(3))
    MemoryItem.objects.filter(
        user=user, pk__in=MemoryItem.objects.filter(user=user).values("pk")[:50]
    ).update(status="superseded")
    flood(user, "preference", 100, random.Random(4))  # 150 + 100 active: 50 over
    assert pruning.users_over_quota(limit=10) == [user.pk]
    assert pruning.quota_prune() == (50, False)
    assert MemoryItem.objects.filter(user=user, status="active").count() == 200
    assert MemoryItem.objects.filter(user=user, status="superseded").count() == 50
    assert pruning.users_over_quota(limit=10) == []
    assert pruning.memory_prune_user(user=user) == 0
