"""GET usage/: the calling app's ledger only, totals that equal the ledger, bounded ranges."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from django.db.models import Sum

from memind import usage
from memind.actors import Actor
from memind.tenants import app_update
from memories.models import UsageRecord
from tests.memories.factories import say

NOW = datetime(2026, 11, 20, 15, 0, tzinfo=UTC)


def _calls(app, user_id, *, at, calls, ref: str = "") -> None:
    """Calls recorded the way llm.py and embedding.py record them, at ``at``."""
    with usage.usage_scope(app_id=app.pk, user_id=user_id, ref=ref):
        for purpose, model, prompt, completion, outcome in calls:
            usage.call_record(
                usage.Call(
                    purpose=purpose,
                    model=model,
                    prompt_tokens=prompt,
                    completion_tokens=completion,
                    outcome=outcome,
                )
            )
    UsageRecord.objects.filter(created_at=NOW).update(created_at=at)  # the clock stands at NOW


@pytest.fixture
def ledger(tenant, other_tenant, time_machine):
    time_machine.move_to(NOW, tick=False)
    ann = say(tenant.app, "ann", "hi")[0].user
    bob = say(tenant.app, "bob", "hi")[0].user
    rival = say(other_tenant.app, "ann", "hi")[0].user
    _calls(tenant.app, ann.pk, at=NOW - timedelta(days=40), calls=[("extraction", "gpt", 5000, 500, "ok")])
    _calls(
        tenant.app,
        ann.pk,
        at=NOW - timedelta(days=2),
        calls=[("extraction", "gpt", 1000, 200, "ok"), ("embedding", "emb", 300, 0, "ok")],
        ref="extraction_run:7",
    )
    _calls(
        tenant.app, bob.pk, at=NOW - timedelta(days=2, hours=1), calls=[("phrasing", "gpt", 100, 20, "ok")]
    )
    _calls(
        tenant.app,
        bob.pk,
        at=NOW - timedelta(hours=1),
        calls=[("phrasing", "gpt", 0, 0, "skipped_over_budget"), ("extraction", "gpt", 0, 0, "error")],
    )
    _calls(
        other_tenant.app, rival.pk, at=NOW - timedelta(hours=2), calls=[("extraction", "gpt", 9999, 9, "ok")]
    )
    return tenant


def test_totals_days_purposes_models_and_users_equal_the_ledger(ledger, api):
    resp = api.get("/api/v1/usage/", {"from": "2026-11-01", "to": "2026-11-20"})
    assert resp.status_code == 200, resp.content
    body = resp.json()
    mine = UsageRecord.objects.filter(
        app=ledger.app,
        created_at__gte=datetime(2026, 11, 1, tzinfo=UTC),
        created_at__lt=datetime(2026, 11, 21, tzinfo=UTC),
    )
    sums = mine.aggregate(p=Sum("prompt_tokens"), c=Sum("completion_tokens"), t=Sum("total_tokens"))
    totals = body["totals"]
    assert (totals["prompt_tokens"], totals["completion_tokens"], totals["total_tokens"]) == (
        sums["p"],
        sums["c"],
        sums["t"],
    )
    assert totals["calls"] == mine.count() == 5
    assert (totals["failed_calls"], totals["skipped_over_budget"]) == (1, 1)
    assert len(body["days"]) == 20 and body["days"][0]["day"] == "2026-11-01"
    by_day = {d["day"]: d["total_tokens"] for d in body["days"] if d["total_tokens"]}
    assert by_day == {"2026-11-18": 1620}
    assert sum(d["total_tokens"] for d in body["days"]) == totals["total_tokens"]
    assert {p["purpose"]: p["total_tokens"] for p in body["purposes"]} == {
        "extraction": 1200,
        "embedding": 300,
        "phrasing": 120,
    }
    assert {m["model"]: m["calls"] for m in body["models"]} == {"gpt": 4, "emb": 1}
    assert {j["job"]: j["total_tokens"] for j in body["jobs"]} == {"extraction_run": 1500, "": 120}
    assert [(u["user_id"], u["total_tokens"]) for u in body["top_users"]] == [("ann", 1500), ("bob", 120)]


def test_the_budget_and_what_is_left_today(ledger, api):
    app_update(app=ledger.app, data={"daily_token_budget": 1000}, actor=Actor.system("test"), reason="plan")
    _calls(ledger.app, None, at=NOW - timedelta(minutes=5), calls=[("embedding", "emb", 250, 0, "ok")])
    budget = api.get("/api/v1/usage/").json()["budget"]
    assert budget == {
        "daily_tokens": 1000,
        "unlimited": False,
        "used_today": 250,
        "left_today": 750,
        "resets_at": "2026-11-21T00:00:00Z",
    }


def test_default_is_the_last_30_days(ledger, api):
    body = api.get("/api/v1/usage/").json()
    assert len(body["days"]) == 30 and body["days"][-1]["day"] == "2026-11-20"
    assert body["totals"]["total_tokens"] == 1620  # the call 40 days ago is outside
    assert body["budget"]["unlimited"] and body["budget"]["left_today"] is None


def test_another_apps_usage_is_never_visible(ledger, other_tenant):
    body = other_tenant.client.get("/api/v1/usage/").json()
    assert body["totals"]["total_tokens"] == 9999 + 9
    assert [u["user_id"] for u in body["top_users"]] == ["ann"]
    assert body["top_users"][0]["total_tokens"] == 10008  # its own "ann", not the other app's


def test_datetimes_are_accepted(ledger, api):
    body = api.get("/api/v1/usage/", {"from": "2026-11-18T13:00:00Z", "to": "2026-11-18T14:30:00Z"}).json()
    assert body["totals"]["total_tokens"] == 120  # bob's phrasing at 14:00 only, not ann's at 15:00


@pytest.mark.parametrize(
    "params",
    [
        {"from": "yesterday"},
        {"to": "2026-13-01"},
        {"from": "2026-11-10", "to": "2026-11-01"},
        {"from": "2020-01-01", "to": "2026-01-01"},
        {"from": "1900-01-01"},
        {"from": "2026-11-01T00:00:00+23:00"},
        {"since": "2026-11-01"},
    ],
)
def test_bad_ranges_are_a_400_in_the_error_shape(ledger, api, params):
    resp = api.get("/api/v1/usage/", params)
    assert resp.status_code == 400, resp.content
    assert resp.json()["error"]["code"] in {"invalid", "range_too_wide", "unknown_filter"}


def test_usage_needs_an_api_key(db, client):
    assert client.get("/api/v1/usage/").status_code == 401
