from __future__ import annotations

import json
import os
import random
import re
from urllib.parse import urlsplit, urlunsplit

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.db import connection

from memind.models import App
from memories.models import EndUser, MemoryItem, Message
from tests.live import serve

KEY = "mk_bench_beliefs_url_test_key_0123456789"


@pytest.mark.django_db
def test_bench_lifecycle_measures_every_stage_and_cleans_up(capsys):
    call_command(
        "bench_lifecycle", "--users", "2", "--per-user", "48", "--maintenance-rows", "3000",
        "--processes", "1",
    )  # fmt: skip
    out = json.loads(capsys.readouterr().out)
    assert "extraction_in_processes" not in out
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


@pytest.mark.django_db(transaction=True)  # committed: the other processes read what this one writes
def test_bench_lifecycle_shares_ingest_and_extraction_out_over_processes(capsys):
    call_command(
        "bench_lifecycle", "--users", "3", "--per-user", "48", "--maintenance-rows", "0",
        "--processes", "2", "--keep",
    )  # fmt: skip
    out = json.loads(capsys.readouterr().out)
    par = out["extraction_in_processes"]
    assert par["processes"] == 2 and par["messages"] == 3 * 48 and par["runs"] == 3 * 2
    assert par["stored"] > 0
    assert 0 < par["ingest_and_extraction_messages_per_s"] < par["ingest_messages_per_s"]
    # Every user of the parallel run got all its messages, and all of them were extracted, in the
    # app the command made: the processes worked on this test's database.
    app = App.objects.get(name__startswith="bench-")
    users = EndUser.objects.filter(app=app, external_id__startswith="p")
    assert sorted(u.external_id for u in users) == ["p0", "p1", "p2"]
    for user in users:
        assert Message.objects.filter(user=user).count() == 48
        assert not Message.objects.filter(user=user, extraction_run__isnull=True).exists()
    assert MemoryItem.objects.filter(user__in=users).count() >= par["stored"] > 0


@pytest.mark.django_db(transaction=True)
def test_a_failing_benchmark_process_fails_the_run_instead_of_hanging():
    from memories.benchmarks.lifecycle import bench_extraction_in_processes

    app = App.objects.create(name="bench-gone")
    app.pk = app.pk + 1000  # the processes look for an app that does not exist
    with pytest.raises(RuntimeError, match="benchmark process failed"):
        bench_extraction_in_processes(app, random.Random(1), 2, 4, 2)


def test_bench_lifecycle_processes_are_bounded():
    with pytest.raises(CommandError, match="--processes"):
        call_command("bench_lifecycle", "--processes", "0")


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


@pytest.mark.django_db(transaction=True)  # committed: the server reads what the command loads
def test_bench_beliefs_with_url_times_the_requests_over_a_socket(capsys):
    from memories.models import MemoryEvent

    # The server on this test's database (no Celery: nothing here queues work).
    test_db = urlunsplit(
        urlsplit(os.environ["DATABASE_URL"])._replace(path=f"/{connection.settings_dict['NAME']}")
    )
    with serve("--no-worker", "--web-workers", "1", key=KEY, env={"DATABASE_URL": test_db}) as served:
        call_command(
            "bench_beliefs", "--memories", "10", "--events", "60", "--queries", "4", "--url", served.base
        )
    out = json.loads(capsys.readouterr().out)
    assert out["http"]["via"] == f"GET /api/v1/memories/?user=&as_of= over {served.base}"
    for path in ("http", "selector"):
        t = out[path]
        assert all(isinstance(t[k], float) for k in ("p50_ms", "p95_ms", "p99_ms", "mean_ms", "max_ms"))
        assert 0 < t["p50_ms"] <= t["p95_ms"] <= t["p99_ms"] <= t["max_ms"], path
    # The server answered every timed request, plus the untimed one that opened the connection.
    answered = re.findall(r'"GET /api/v1/memories/\?user=history&as_of=\S+ HTTP/1\.1" 200 ', served.output)
    assert len(answered) == 4 + 1, served.output[-3000:]
    assert not App.objects.filter(name__startswith="bench-").exists() and not MemoryEvent.objects.exists()


def test_bench_beliefs_url_must_be_http():
    with pytest.raises(CommandError, match="http"):
        call_command("bench_beliefs", "--url", "ftp://127.0.0.1:8765")
