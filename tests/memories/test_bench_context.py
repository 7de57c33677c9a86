from __future__ import annotations

import io
import json
import random
from datetime import timedelta
from typing import Any

import pytest
from django.conf import settings
from django.core.management import call_command
from django.db import connection
from django.utils import timezone

from memind.evals.text_pools import EPISODE_CHAT as _CHAT
from memind.evals.text_pools import chat_pool, recall_questions
from memind.models import App, JobRun
from memind.text import CJK
from memories.benchmarks.context import (
    FIRST_SEEN_DAYS,
    IN_PROCESS,
    MESSAGE_DAYS,
    WARMUP_QUERIES,
    jobs_since,
    text_pool,
)
from memories.keywords import search_terms, tsvector_literal
from memories.models import ContextTrace, EndUser, Episode, ExtractionRun, MemoryItem, Message
from memories.services.episodes import users_with_new_messages
from memories.services.messages import worth_embedding

TIMED = ("http", "service", "selector", "query_embedding")


def run(*args: str) -> dict[str, Any]:
    out = io.StringIO()
    call_command("bench_context", *args, stdout=out, stderr=io.StringIO())
    result: dict[str, Any] = json.loads(out.getvalue())
    return result


def test_text_pool_is_distinct_bilingual_and_covers_every_type() -> None:
    pool = text_pool(60, random.Random(1))
    assert len(pool) == 60 and len({p.content for p in pool}) == 60
    assert sum(1 for p in pool if p.content.startswith("用户")) == 30
    assert {p.type for p in pool} == {
        "identity",
        "preference",
        "routine",
        "life_event",
        "emotion",
        "shared",
        "milestone",
        "relationship",
    }
    assert {p.outcome for p in pool} >= {"positive", "negative"}  # the emotion-aware path has work to do


def is_zh(text: str) -> bool:
    return CJK.search(text) is not None


def test_chat_pool_is_distinct_bilingual_two_sided_with_chitchat_and_questions() -> None:
    pool = chat_pool(80, random.Random(1))
    assert len(pool) == 80 and len({t.content for t in pool}) == 80
    for lang in (True, False):
        for role in ("user", "assistant"):
            assert sum(1 for t in pool if is_zh(t.content) == lang and t.role == role) == 20
    # Some lines are chit-chat the worker would not embed; most carry words a question can find.
    assert {"哈哈", "ok"} <= {t.content for t in pool}
    assert 0 < sum(1 for t in pool if not worth_embedding(search_terms(t.content))) < 20
    questions = recall_questions(pool)
    assert sum(1 for q in questions if is_zh(q)) == sum(1 for q in questions if not is_zh(q)) > 5
    # Each question shares words with the line it was made from.
    for t in pool:
        if t.question:
            assert set(search_terms(t.question)) & set(search_terms(t.content)), t


@pytest.mark.django_db
def test_bench_context_reports_ordered_percentiles_and_erases_its_data() -> None:
    out = run(
        "--users",
        "3",
        "--per-user",
        "20",
        "--messages-per-user",
        "10",
        "--queries",
        "6",
        "--episode-users",
        "1",
        "--pool",
        "40",
        "--chat-pool",
        "40",
    )
    assert out["users"] == 3 and out["queries"] == 6 and out["memories"] == 60
    assert out["messages_per_user"] == 10 and out["messages"] == 3 * 10 + len(_CHAT)
    assert out["http"]["via"] == IN_PROCESS
    for name in TIMED:
        t = out[name]
        assert 0 < t["p50_ms"] <= t["p95_ms"] <= t["p99_ms"] <= t["max_ms"], name
        assert t["mean_ms"] > 0 and t["throughput_per_s"] > 0
    assert out["service_stages_p95_ms"]["rank"] > 0 and "total" in out["service_stages_p95_ms"]
    assert out["jobs_while_timed"] == {}  # no worker here
    # The HTTP path from the server's side: every timed request's own trace, and what the client
    # waited beyond the build (the trace write at least) — never negative, never all of it.
    server = out["http_server_side"]
    assert server["traces"] == 6
    for q in ("stages_p50_ms", "stages_p95_ms"):
        assert server[q]["query_vector"] > 0 and server[q]["embed"] >= 0, q
        assert server[q]["snippets"] > 0 and server[q]["total"] > 0, q
    assert server["stages_p50_ms"]["total"] <= server["stages_p95_ms"]["total"]
    outside = server["outside_the_build"]
    assert 0 < outside["p50_ms"] <= outside["p95_ms"] <= outside["max_ms"]
    assert outside["p50_ms"] < out["http"]["p50_ms"]
    # The selector's time includes the message search, which found the loaded messages.
    assert out["selector_stages_p95_ms"]["snippets"] > 0 and out["service_stages_p95_ms"]["snippets"] > 0
    assert out["snippets"]["found_share"] > 0 and out["snippets"]["vector_hit_share"] > 0
    assert out["setup"]["pool_texts"] == 40 and out["setup"]["chat_pool_texts"] == 40
    assert 0 < out["setup"]["chat_pool_embedded"] < 40 and out["query_mix"]["recall"] > 0
    assert not App.objects.filter(name__startswith="bench-context-").exists()
    assert not MemoryItem.objects.exists() and not ContextTrace.objects.exists()
    assert not Message.objects.exists() and not ExtractionRun.objects.exists()


@pytest.mark.django_db
def test_every_timed_request_built_a_real_context() -> None:
    out = run(
        "--users",
        "2",
        "--per-user",
        "30",
        "--messages-per-user",
        "40",
        "--queries",
        "4",
        "--episode-users",
        "1",
        "--chat-pool",
        "60",
        "--keep",
    )
    app = App.objects.get(name__startswith="bench-context-")
    # Warm-up, then the same queries through the API and through the service: each left a trace.
    traces = ContextTrace.objects.filter(app=app)
    assert traces.count() == WARMUP_QUERIES + 2 * out["queries"]
    # The builds searched the loaded messages: their traces hold snippets of them.
    loaded = set(
        Message.objects.filter(app=app, extraction_run__extractor="bench").values_list("id", flat=True)
    )
    assert len(loaded) == 2 * 40
    assert any(set(sn["hit_ids"]) & loaded for t in traces for sn in t.snippets)
    memories = MemoryItem.objects.filter(app=app)
    assert memories.count() == 60 and not memories.filter(embedding__isnull=True).exists()
    for user_id in memories.values_list("user_id", flat=True).distinct():
        assert memories.filter(user_id=user_id).values("content").distinct().count() == 30
    # The episode user's short chat was built by episodes_build (two sessions); the loaded chats
    # come cut into topics, each loaded line in exactly one.
    topics = Episode.objects.filter(app=app, first_message__extraction_run__extractor="bench")
    assert Episode.objects.filter(app=app).exclude(pk__in=topics).count() == 2
    assert sorted(i for e in topics for i in e.message_ids) == sorted(loaded)


@pytest.mark.django_db
def test_loaded_messages_are_what_ingest_and_the_worker_would_store() -> None:
    started = timezone.now()
    run(
        "--users",
        "2",
        "--per-user",
        "5",
        "--messages-per-user",
        "40",
        "--queries",
        "2",
        "--episode-users",
        "0",
        "--chat-pool",
        "60",
        "--keep",
    )
    app = App.objects.get(name__startswith="bench-context-")
    for user in EndUser.objects.filter(app=app):
        assert user.first_seen_at is not None
        assert user.first_seen_at <= started - timedelta(days=FIRST_SEEN_DAYS - 1)
        msgs = list(Message.objects.filter(user=user).order_by("sent_at", "id"))
        assert len(msgs) == 40
        assert [m.role for m in msgs] == ["user", "assistant"] * 20  # alternating, in time order
        assert len({m.sent_at for m in msgs}) == 40  # strictly increasing
        assert started - timedelta(days=MESSAGE_DAYS + 1) < msgs[0].sent_at
        assert msgs[-1].sent_at <= started
        assert msgs[-1].sent_at - msgs[0].sent_at > timedelta(days=MESSAGE_DAYS // 2)  # months
        assert all(m.session_id == m.sent_at.date().isoformat() for m in msgs)  # one session a day
        assert 2 < len({m.session_id for m in msgs}) < 40
        assert all(not m.embed_pending and m.extraction_run_id is not None for m in msgs)
        # Cut into topics as the episode job would have: every line in exactly one, in order,
        # each topic within a session and at most MEMIND_EPISODE_MAX_MESSAGES turns, with a vector.
        topics = list(Episode.objects.filter(user=user).order_by("started_at"))
        assert [i for e in topics for i in e.message_ids] == [m.pk for m in msgs]
        by_id = {m.pk: m for m in msgs}
        for e in topics:
            lines = [by_id[i] for i in e.message_ids]
            assert 1 <= len(lines) <= settings.MEMIND_EPISODE_MAX_MESSAGES
            assert {m.session_id for m in lines} == {e.session_id}
            assert (e.first_message_id, e.started_at, e.ended_at) == (
                lines[0].pk,
                lines[0].sent_at,
                lines[-1].sent_at,
            )
            assert e.embedding is not None and e.keywords and e.title
    # …so the beat's episode job finds nothing to build for them, beside the timed requests.
    assert not set(users_with_new_messages(limit=100)) & set(
        EndUser.objects.filter(app=app).values_list("pk", flat=True)
    )
    stored = Message.objects.filter(app=app)
    assert stored.values("content").distinct().count() > 20
    with connection.cursor() as cur:
        for m in stored:
            terms = search_terms(m.content)
            cur.execute(
                "SELECT search_vector = %s::tsvector, embedding IS NOT NULL"
                " FROM memories_message WHERE id = %s",
                [tsvector_literal(terms), m.pk],
            )
            same_words, embedded = cur.fetchone()
            assert same_words, m.content
            assert embedded == worth_embedding(terms), m.content
    assert stored.filter(embedding__isnull=True).exists() and stored.filter(embedding__isnull=False).exists()


@pytest.mark.django_db
def test_jobs_since_reports_the_scheduled_jobs_that_ran_meanwhile() -> None:
    JobRun.objects.create(name="episodes_build", processed=7)
    started = timezone.now()
    for processed in (500, 120):
        JobRun.objects.create(name="episodes_build", processed=processed)
    JobRun.objects.create(name="decay_sweep", processed=0)
    assert jobs_since(started) == {
        "episodes_build": {"runs": 2, "processed": 620},
        "decay_sweep": {"runs": 1, "processed": 0},
    }
