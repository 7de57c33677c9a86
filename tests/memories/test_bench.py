from __future__ import annotations

import json

import pytest
from django.core.management import call_command

from memind.models import App
from memories.models import MemoryItem


@pytest.mark.django_db
def test_bench_lifecycle_measures_every_stage_and_cleans_up(capsys):
    call_command("bench_lifecycle", "--users", "2", "--per-user", "48", "--maintenance-rows", "3000")
    out = json.loads(capsys.readouterr().out)
    ex = out["extraction"]
    assert ex["messages"] == 96 and ex["runs"] == 4  # 2 users × 48 messages = 2 batches of 24 each
    assert ex["stored"] > 0 and ex["dropped"] > 0 and ex["end_to_end_messages_per_s"] > 0
    assert 0 < ex["ingest_and_extraction_messages_per_s"] < ex["ingest_messages_per_s"]
    assert 0 < ex["embedded_messages"] <= ex["messages"] and ex["embed_messages_per_s"] > 0
    assert out["pruning"]["archived"] == out["pruning"]["active_before"] - 200
    m = out["maintenance"]
    assert m["memory_rows"] >= 3000 and m["first_cycle"]["pruned"] > 0
    assert m["steady_cycle"]["pruned"] == 0  # the first cycle left nobody over quota
    assert not App.objects.filter(name__startswith="bench-").exists()
    assert not MemoryItem.objects.exists()


@pytest.mark.django_db
def test_bench_beliefs_times_as_of_queries_and_cleans_up(capsys):
    from memories.models import MemoryEvent

    call_command("bench_beliefs", "--memories", "20", "--events", "300", "--queries", "5")
    out = json.loads(capsys.readouterr().out)
    assert (out["memories"], out["events"], out["queries"]) == (20, 300, 5)
    for path in ("http", "selector"):
        assert 0 < out[path]["p50_ms"] <= out[path]["p95_ms"] <= out[path]["p99_ms"] <= out[path]["max_ms"]
    assert 0 < out["events_undone_mean"] <= 300
    assert not App.objects.filter(name__startswith="bench-").exists() and not MemoryEvent.objects.exists()
