"""The user list: per-user counts in a fixed number of queries, computed for the shown page only."""

from __future__ import annotations

import re

from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from memories.models import EndUser, MemoryItem
from tests.conftest import Tenant
from tests.memories.factories import remember, say

URL = "/admin/memories/enduser/"


def add_user(tenant: Tenant, external_id: str, memories: int) -> EndUser:
    say(tenant.app, external_id, "我叫夏星帆")
    user = EndUser.objects.get(app=tenant.app, external_id=external_id)
    for i in range(memories):
        remember(user, f"user likes dish number {i}")
    return user


def shown_counts(html: str) -> dict[str, int]:
    rows = re.findall(
        r'<th class="field-external_id">.*?>([^<]+)</a>.*?<td class="field-memory_count">(\d+)', html
    )
    return {external_id: int(n) for external_id, n in rows}


def test_user_list_counts_memories_without_a_query_per_user(
    admin_client: Client, tenant: Tenant, django_assert_max_num_queries
) -> None:
    add_user(tenant, "u0", 2)
    admin_client.get(URL)  # warm the session and content-type caches
    with CaptureQueriesContext(connection) as one_user:
        admin_client.get(URL)
    for i in range(1, 12):
        add_user(tenant, f"u{i}", i % 4)

    with django_assert_max_num_queries(len(one_user)):
        page = admin_client.get(URL)

    assert page.status_code == 200
    counts = shown_counts(page.content.decode())
    assert len(counts) == 12
    for user in EndUser.objects.filter(app=tenant.app):
        assert counts[user.external_id] == MemoryItem.objects.filter(user=user).count()


def test_user_list_page_count_does_not_read_the_memory_table(admin_client: Client, tenant: Tenant) -> None:
    add_user(tenant, "u0", 1)
    admin_client.get(URL)
    with CaptureQueriesContext(connection) as captured:
        assert admin_client.get(URL).status_code == 200

    counting = [q["sql"] for q in captured if q["sql"].startswith("SELECT COUNT(*)")]
    assert counting, "the paginator counts the users"
    assert all("memories_memoryitem" not in sql for sql in counting)


def test_user_list_sorts_by_memory_count(admin_client: Client, tenant: Tenant) -> None:
    for external_id, n in [("few", 1), ("many", 3), ("none", 0)]:
        add_user(tenant, external_id, n)

    page = admin_client.get(URL, {"o": "-7"})  # the memories column (0-based), descending

    assert page.status_code == 200
    assert list(shown_counts(page.content.decode())) == ["many", "few", "none"]
