"""Usage in the admin: a per-app page with tokens per day as bars, the read-only ledger, and the
app's budget edited with who and why."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

import pytest
from django.contrib.auth.models import Group, User
from django.test import Client
from django.urls import reverse

from memind import usage
from memories.models import ExtractionRun, UsageRecord
from memories.roles import roles_ensure
from memories.services import extraction
from tests.conftest import Tenant
from tests.memories.factories import say

NOW = datetime(2026, 11, 20, 12, 0, tzinfo=UTC)


@pytest.fixture
def root(client: Client, db: None) -> Client:
    client.force_login(User.objects.create_superuser("root", password="pw"))
    return client


def _spend(tenant: Tenant, tokens: int, *, at: datetime, user_id: int | None = None) -> None:
    with usage.usage_scope(app_id=tenant.app.pk, user_id=user_id):
        usage.call_record(usage.Call(purpose="extraction", model="gpt", prompt_tokens=tokens))
    UsageRecord.objects.filter(created_at=NOW).update(created_at=at)


def test_the_budget_is_set_on_the_apps_page_with_a_reason_and_kept_in_its_history(
    root: Client, tenant: Tenant
) -> None:
    url = f"/admin/memind/app/{tenant.app.pk}/change/"
    form = {"name": tenant.app.name, "is_active": "on", "daily_token_budget": "50000"}
    form |= {"api_keys-TOTAL_FORMS": "0", "api_keys-INITIAL_FORMS": "0"}
    form |= {"events-TOTAL_FORMS": "0", "events-INITIAL_FORMS": "0"}

    assert root.post(url, {**form, "change_reason": "pilot plan: 50k a day"}).status_code == 302

    tenant.app.refresh_from_db()
    event = tenant.app.events.get(kind="edited")
    assert tenant.app.daily_token_budget == 50000
    assert (event.actor, event.reason, event.before, event.after) == (
        "staff:root",
        "pilot plan: 50k a day",
        {"daily_token_budget": None},
        {"daily_token_budget": 50000},
    )


def test_the_usage_page_draws_tokens_per_day_and_is_linked_from_the_app(
    root: Client, tenant: Tenant, time_machine
) -> None:
    time_machine.move_to(NOW, tick=False)
    user = say(tenant.app, "ann", "hi")[0].user
    _spend(tenant, 800, at=NOW - timedelta(days=3), user_id=user.pk)
    _spend(tenant, 200, at=NOW - timedelta(hours=1))
    usage_url = reverse("admin:memind_app_usage", args=[tenant.app.pk])
    assert usage_url in root.get(f"/admin/memind/app/{tenant.app.pk}/change/").content.decode()

    page = root.get(usage_url, {"days": "7"}).content.decode()

    bars = re.findall(r'class="bar[^"]*" style="height: (\d+)px" title="([\d-]+): (\d+) tokens', page)
    assert len(bars) == 7
    heights = {day: (int(h), int(t)) for h, day, t in bars}
    assert heights["2026-11-17"] == (120, 800)  # the busiest day is the full height
    assert heights["2026-11-20"] == (30, 200)
    assert heights["2026-11-18"] == (0, 0)
    assert "1000 tokens in 2 calls" in page and "ann" in page
    assert f"?app__id__exact={tenant.app.pk}" in page


def test_the_ledger_lists_calls_read_only_for_support(
    client: Client, tenant: Tenant, other_tenant: Tenant, settings
) -> None:
    roles_ensure()
    staff = User.objects.create_user("sup", password="pw", is_staff=True)
    staff.groups.add(Group.objects.get(name="support"))
    client.force_login(staff)
    _spend(tenant, 123, at=NOW)
    row = UsageRecord.objects.get()

    listing = client.get(
        reverse("admin:memories_usagerecord_changelist") + f"?app__id__exact={tenant.app.pk}"
    )
    assert listing.status_code == 200 and b"123" in listing.content
    detail = client.get(reverse("admin:memories_usagerecord_change", args=[row.pk]))
    assert detail.status_code == 200 and b'name="prompt_tokens"' not in detail.content  # nothing to edit
    assert client.get(reverse("admin:memind_app_usage", args=[tenant.app.pk])).status_code == 200


def test_an_over_budget_run_shows_its_fallback_in_the_run_list(
    root: Client, tenant: Tenant, settings, fake_openai
) -> None:
    settings.MEMIND_EXTRACTOR = "llm"
    settings.MEMIND_LLM_BASE_URL = fake_openai.base_url
    settings.MEMIND_DAILY_TOKEN_BUDGET = 100
    _spend(tenant, 100, at=NOW)
    say(tenant.app, "ann", "我叫夏星帆")
    extraction.extraction_run(user=tenant.app.users.get(), trigger="api")
    assert ExtractionRun.objects.get().fallback == "over_budget" and not fake_openai.requests
    page = root.get(reverse("admin:memories_extractionrun_changelist") + "?fallback=over_budget")
    assert page.status_code == 200 and b"over_budget" in page.content
