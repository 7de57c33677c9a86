from __future__ import annotations

import io
import json
import random
from typing import Any

import pytest
from django.core.management import call_command

from memories.management.commands.bench_context import IN_PROCESS, WARMUP_QUERIES, text_pool
from memories.models import App, ContextTrace, Episode, MemoryItem

TIMED = ("http", "service", "selector", "query_embedding")


def run(*args: str) -> dict[str, Any]:
    out = io.StringIO()
    call_command("bench_context", *args, stdout=out, stderr=io.StringIO())
    return json.loads(out.getvalue())


def test_text_pool_is_distinct_bilingual_and_covers_every_type() -> None:
    pool = text_pool(60, random.Random(1))
    assert len(pool) == 60 and len({p.content for p in pool}) == 60
    assert sum(1 for p in pool if p.content.startswith("用户")) == 30
    assert {p.type for p in pool} == {
        "identity", "preference", "routine", "life_event", "emotion", "shared", "milestone", "relationship",
    }  # fmt: skip
    assert {p.outcome for p in pool} >= {"positive", "negative"}  # the emotion-aware path has work to do


@pytest.mark.django_db
def test_bench_context_reports_ordered_percentiles_and_erases_its_data() -> None:
    out = run("--users", "3", "--per-user", "20", "--queries", "6", "--episode-users", "1", "--pool", "40")
    assert out["users"] == 3 and out["queries"] == 6 and out["memories"] == 60
    assert out["http"]["via"] == IN_PROCESS
    for name in TIMED:
        t = out[name]
        assert 0 < t["p50_ms"] <= t["p95_ms"] <= t["p99_ms"] <= t["max_ms"], name
        assert t["mean_ms"] > 0 and t["throughput_per_s"] > 0
    assert out["service_stages_p95_ms"]["rank"] > 0 and "total" in out["service_stages_p95_ms"]
    assert out["setup"]["pool_texts"] == 40
    assert not App.objects.filter(name__startswith="bench-context-").exists()
    assert not MemoryItem.objects.exists() and not ContextTrace.objects.exists()


@pytest.mark.django_db
def test_every_timed_request_built_a_real_context() -> None:
    out = run("--users", "2", "--per-user", "30", "--queries", "4", "--episode-users", "1", "--keep")
    app = App.objects.get(name__startswith="bench-context-")
    # Warm-up, then the same queries through the API and through the service: each left a trace.
    assert ContextTrace.objects.filter(app=app).count() == WARMUP_QUERIES + 2 * out["queries"]
    memories = MemoryItem.objects.filter(app=app)
    assert memories.count() == 60 and not memories.filter(embedding__isnull=True).exists()
    for user_id in memories.values_list("user_id", flat=True).distinct():
        assert memories.filter(user_id=user_id).values("content").distinct().count() == 30
    assert Episode.objects.filter(app=app).count() == 2  # one user, two sessions
