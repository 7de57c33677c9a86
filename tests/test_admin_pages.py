"""Every admin page an operator or support person can open renders, with real data in it."""

from __future__ import annotations

import re

import pytest
from django.contrib import admin
from django.contrib.auth.models import Group, User
from django.db import connection
from django.test import RequestFactory
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from memories.models import EndUser
from memories.roles import roles_ensure
from memories.services import extraction
from memories.services.context import context_build
from tests.memories.factories import say


@pytest.fixture
def data(tenant, settings):
    settings.MEMIND_EXTRACTOR = "rules"
    say(tenant.app, "u1", "我叫夏星帆", "我住在西雅图", "哈哈")
    user = EndUser.objects.get(external_id="u1")
    extraction.extraction_run(user=user, trigger="api")
    context_build(user=user, message="我叫什么来着？")
    return user


@pytest.mark.parametrize("role", ["superuser", "support"])
def test_every_changelist_and_change_page_renders(client, data, role):
    if role == "superuser":
        user = User.objects.create_superuser("root", password="pw")
    else:
        roles_ensure()
        user = User.objects.create_user("sup", password="pw", is_staff=True)
        user.groups.add(Group.objects.get(name="support"))
    client.force_login(user)
    opened = 0
    for model, model_admin in admin.site._registry.items():
        if not model_admin.has_view_permission(type("R", (), {"user": user})()):
            continue
        info = (model._meta.app_label, model._meta.model_name)
        resp = client.get(reverse(f"admin:{info[0]}_{info[1]}_changelist"))
        assert resp.status_code == 200, (info, resp.status_code)
        request = RequestFactory().get("/")
        request.user = user
        obj = model_admin.get_queryset(request).first()  # what that page lists (the queue: pending only)
        if obj is not None:
            resp = client.get(reverse(f"admin:{info[0]}_{info[1]}_change", args=[obj.pk]))
            assert resp.status_code == 200, (info, resp.status_code)
        opened += 1
    assert opened >= 7


def test_user_page_links_to_that_users_memories(admin_client, data):
    resp = admin_client.get(reverse("admin:memories_memoryitem_changelist") + f"?user__id__exact={data.pk}")
    assert resp.status_code == 200 and "用户叫夏星帆".encode() in resp.content


@pytest.mark.parametrize("model", ["memoryitem", "message", "contexttrace", "episode", "usagerecord"])
def test_big_tables_list_without_a_whole_table_date_scan(admin_client, data, model):
    # A date hierarchy runs MIN/MAX (or DISTINCT dates) over the whole filtered table per page.
    url = reverse(f"admin:memories_{model}_changelist")
    admin_client.get(url)  # warm the session and content-type caches
    with CaptureQueriesContext(connection) as captured:
        page = admin_client.get(url)

    assert page.status_code == 200
    scans = [q["sql"] for q in captured if re.search(r"\bMIN\(|\bMAX\(|DATE_TRUNC|DISTINCT", q["sql"])]
    assert scans == []
