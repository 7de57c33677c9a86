from __future__ import annotations

import json
import threading

import pytest
from django.db import connection

from memories.models import EndUser, ExtractionRun, MemoryItem, Message
from memories.services import consolidation, extraction
from memories.services.messages import MessageIn, messages_ingest
from tests.memories.conversations import EN_FACTS, FILLER, ZH_THREE_MONTHS, at


def replay(app, user_id: str, lines, tz: str = "Asia/Shanghai") -> EndUser:
    """Send the conversation the way an app would: a request per day."""
    by_day: dict[int, list[MessageIn]] = {}
    for i, (day, role, text) in enumerate(lines):
        by_day.setdefault(day, []).append(
            MessageIn(role=role, content=text, sent_at=at(day, i), client_msg_id=f"{user_id}-{i}")
        )
    for day in sorted(by_day):
        result = messages_ingest(app=app, external_id=user_id, messages=by_day[day])
    user = result.user
    user.timezone = tz
    user.save(update_fields=["timezone"])
    return user


def active(user: EndUser, **kw) -> list[MemoryItem]:
    return list(MemoryItem.objects.filter(user=user, status="active", **kw))


def test_three_month_chinese_conversation(tenant, rules):
    user = replay(tenant.app, "xf", ZH_THREE_MONTHS)
    runs = extraction.extraction_run(user=user, trigger="api")

    assert runs and all(r.status == "succeeded" for r in runs)
    assert not Message.objects.filter(user=user, extraction_run__isnull=True).exists()

    # The name: exactly one active identity item, backed by every time it was said.
    names = list(MemoryItem.objects.filter(user=user, slot="name"))
    assert len(names) == 1
    name = names[0]
    assert (name.type, name.status, name.value) == ("identity", "active", "夏星帆")
    assert "夏星帆" in name.content and name.content.count("夏星帆") == 1  # never concatenated
    assert name.source_links.count() == 3 and name.mention_count == 3
    assert name.events.filter(kind="merged").count() == 2

    # Filler produced nothing, and the runs say what they dropped.
    for m in MemoryItem.objects.filter(user=user):
        assert m.content not in FILLER
        assert not set(m.sources.values_list("content", flat=True)) & FILLER
    assert sum(r.dropped_count for r in runs) >= 5

    # Seattle, then New York: one active residence, the old one superseded and linked.
    residences = {m.value: m for m in MemoryItem.objects.filter(user=user, slot="residence")}
    assert set(residences) == {"西雅图", "纽约"}
    assert residences["纽约"].status == "active"
    assert residences["西雅图"].status == "superseded"
    assert residences["西雅图"].superseded_by_id == residences["纽约"].pk
    assert residences["西雅图"].events.get(kind="superseded").actor == "system:extraction"

    # Assistant turns ("西雅图！那边是不是经常下雨？") are never sources.
    assert not Message.objects.filter(role="assistant", memory_links__isnull=False).exists()


def test_same_facts_in_english(tenant, rules):
    user = replay(tenant.app, "alex", EN_FACTS, tz="America/Los_Angeles")
    extraction.extraction_run(user=user, trigger="api")
    name = MemoryItem.objects.get(user=user, slot="name")
    assert name.status == "active" and name.value.lower() == "alex" and name.source_links.count() == 3
    residences = {m.value.lower(): m for m in MemoryItem.objects.filter(user=user, slot="residence")}
    assert residences["new york"].status == "active"
    assert residences["seattle"].status == "superseded"
    assert residences["seattle"].superseded_by_id == residences["new york"].pk
    assert not MemoryItem.objects.filter(user=user, content__in=FILLER).exists()


def test_older_fact_arriving_late_never_supersedes_newer(tenant, rules):
    new = messages_ingest(
        app=tenant.app,
        external_id="u",
        messages=[MessageIn(role="user", content="我搬到纽约了", sent_at=at(60, 0))],
    ).user
    extraction.extraction_run(user=new, trigger="api")
    messages_ingest(
        app=tenant.app,
        external_id="u",
        messages=[MessageIn(role="user", content="我住在西雅图", sent_at=at(0, 0))],
    )  # an old batch, delivered late
    extraction.extraction_run(user=new, trigger="api")
    ny = MemoryItem.objects.get(user=new, slot="residence", value="纽约")
    seattle = MemoryItem.objects.get(user=new, slot="residence", value="西雅图")
    assert ny.status == "active"
    assert seattle.status == "superseded" and seattle.superseded_by_id == ny.pk
    assert "observed before" in seattle.events.get(kind="superseded").reason


def test_importance_threshold_is_a_setting(tenant, rules, settings):
    user = messages_ingest(
        app=tenant.app,
        external_id="u",
        messages=[MessageIn(role="user", content="我超爱吃火锅", sent_at=at(0, 0))],
    ).user
    settings.MEMIND_IMPORTANCE_THRESHOLD = 0.99
    run = extraction.extraction_run(user=user, trigger="api")[0]
    assert run.stored_count == 0 and run.dropped_count >= 1
    assert "below importance threshold 0.99" in run.dropped[0]["reason"]
    assert not MemoryItem.objects.filter(user=user).exists()


def test_batches_of_24_and_partial_batches_only_when_forced(tenant, rules):
    lines = [(0, "user", f"第{i}条消息") for i in range(30)]
    user = replay(tenant.app, "u", lines)
    runs = extraction.extraction_run(user=user, trigger="batch", force=False)
    assert [r.message_count for r in runs] == [24]
    assert Message.objects.filter(user=user, extraction_run__isnull=True).count() == 6
    runs = extraction.extraction_run(user=user, trigger="idle", force=True)
    assert [r.message_count for r in runs] == [6]


def test_context_turns_are_shown_but_never_sources(tenant, settings):
    seen = []

    class Spy:
        name, version = "spy", "1"

        def extract(self, batch):
            seen.append(batch)
            return []

    settings.MEMIND_EXTRACTION_BATCH = 2
    user = replay(tenant.app, "u", [(0, "user", "a"), (0, "user", "b"), (0, "user", "c"), (0, "user", "d")])
    from unittest import mock

    with mock.patch.object(extraction, "extractor_get", return_value=Spy()):
        extraction.extraction_run(user=user, trigger="api")
    assert [[(t.content, t.is_context) for t in b.turns] for b in seen] == [
        [("a", False), ("b", False)],
        [("a", True), ("b", True), ("c", False), ("d", False)],
    ]
    assert seen[0].tz == "Asia/Shanghai"


def test_run_retried_after_a_crash_stores_nothing_twice(tenant, rules, monkeypatch):
    user = replay(tenant.app, "xf", ZH_THREE_MONTHS)
    real = consolidation.candidates_store

    def crash_after_storing(**kwargs):
        real(**kwargs)  # memories written inside the run's transaction…
        raise RuntimeError("worker killed")  # …then the process dies

    monkeypatch.setattr(extraction, "candidates_store", crash_after_storing)
    failed = extraction.extraction_run(user=user, trigger="api")
    assert [r.status for r in failed] == ["failed"] and "worker killed" in failed[0].error
    assert not MemoryItem.objects.filter(user=user).exists()
    assert not Message.objects.filter(user=user, extraction_run__isnull=False).exists()

    monkeypatch.setattr(extraction, "candidates_store", real)
    extraction.extraction_run(user=user, trigger="api")
    first = sorted(MemoryItem.objects.filter(user=user).values_list("content", "status", "mention_count"))
    assert extraction.extraction_run(user=user, trigger="api") == []  # retried again: nothing pending
    assert (
        sorted(MemoryItem.objects.filter(user=user).values_list("content", "status", "mention_count"))
        == first
    )
    assert MemoryItem.objects.filter(user=user, slot="name").count() == 1


@pytest.mark.django_db(transaction=True)
def test_two_concurrent_extractions_produce_no_duplicates(rules):
    from memind.tenants import app_create

    app, _ = app_create(name="concurrent")
    user = replay(app, "xf", ZH_THREE_MONTHS * 3)
    results: list[list[ExtractionRun]] = []
    barrier = threading.Barrier(2)

    def worker(wait: bool) -> None:
        try:
            barrier.wait()
            results.append(extraction.extraction_run(user=user, trigger="api", wait=wait))
        finally:
            connection.close()

    threads = [threading.Thread(target=worker, args=(w,)) for w in (True, True)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    claimed = list(Message.objects.filter(user=user).values_list("extraction_run_id", flat=True))
    assert None not in claimed
    runs = [r for rs in results for r in rs]
    assert sum(r.message_count for r in runs) == len(claimed)  # every message consumed exactly once
    assert MemoryItem.objects.filter(user=user, slot="name").count() == 1
    contents = list(MemoryItem.objects.filter(user=user, status="active").values_list("content", flat=True))
    assert len(contents) == len(set(contents))


def _llm_answer(message_ids, **overrides):
    item = {
        "type": "identity",
        "content": "用户叫夏星帆",
        "importance": 0.95,
        "slot": "name",
        "value": "夏星帆",
        "valence": 0.0,
        "emotion": "",
        "outcome": "unknown",
        "event_date": "",
        "source_ids": message_ids,
    }
    item.update(overrides)
    return json.dumps(
        {
            "memories": [
                item,
                {**item, "type": "emotion", "content": "哈哈", "importance": 0.05, "slot": "", "value": ""},
            ]
        }
    )


@pytest.fixture
def llm(settings, fake_openai):
    settings.MEMIND_EXTRACTOR = "llm"
    settings.MEMIND_LLM_BASE_URL = fake_openai.base_url
    settings.MEMIND_LLM_MODEL = "fake-chat"
    from memind.llm import _client

    _client.cache_clear()
    return fake_openai


def test_llm_extractor_through_the_openai_sdk(tenant, llm):
    user = replay(tenant.app, "xf", ZH_THREE_MONTHS[:6])
    ids = list(Message.objects.filter(user=user, content="我叫夏星帆").values_list("id", flat=True))
    llm.queue_chat(500, _llm_answer(ids))  # one transient failure, retried
    run = extraction.extraction_run(user=user, trigger="api")[0]
    assert run.status == "succeeded" and run.extractor == "llm"
    assert (run.stored_count, run.dropped_count) == (1, 1)
    name = MemoryItem.objects.get(user=user)
    assert name.slot == "name" and list(name.sources.values_list("id", flat=True)) == ids
    path, body = llm.requests[-1]
    assert path == "/v1/chat/completions" and body["model"] == "fake-chat"
    assert body["response_format"]["type"] == "json_schema"
    assert "我叫夏星帆" in body["messages"][1]["content"]


@pytest.mark.parametrize(
    "answer",
    [
        "this is not json",
        '{"memories": [{"type": "identity"}]}',
        '{"facts": []}',
        '{"memories": [{"type": "hobby", "content": "x", "importance": 0.5, "slot": "", "value": "", '
        '"valence": 0,'
        ' "emotion": "", "outcome": "unknown", "event_date": "", "source_ids": [1]}]}',
    ],
)
def test_malformed_llm_answer_fails_the_run_visibly_and_loses_nothing(tenant, llm, answer):
    user = replay(tenant.app, "xf", ZH_THREE_MONTHS[:6])
    llm.queue_chat(answer)
    run = extraction.extraction_run(user=user, trigger="api")[0]
    assert run.status == "failed" and run.error
    assert not MemoryItem.objects.filter(user=user).exists()
    assert Message.objects.filter(user=user, extraction_run__isnull=True).count() == 6

    ids = list(Message.objects.filter(user=user, content="我叫夏星帆").values_list("id", flat=True))
    llm.queue_chat(_llm_answer(ids))
    assert extraction.extraction_run(user=user, trigger="api")[0].status == "succeeded"
    assert MemoryItem.objects.filter(user=user).count() == 1


def test_extract_endpoint_waits_and_returns_counts(api, tenant, rules):
    replay(tenant.app, "xf", ZH_THREE_MONTHS[:10])
    resp = api.post("/api/v1/users/xf/extract/", {"wait": True}, format="json")
    assert resp.status_code == 200, resp.content
    body = resp.json()
    assert body["messages"] == 10 and body["stored"] >= 3 and body["dropped"] >= 3
    assert body["runs"][0]["status"] == "succeeded"
    again = api.post("/api/v1/users/xf/extract/", {"wait": True}, format="json").json()
    assert again["runs"] == [] and again["stored"] == 0
    assert api.post("/api/v1/users/ghost/extract/", {"wait": True}, format="json").status_code == 404
    assert api.post("/api/v1/users/xf/extract/", {"wait": "maybe"}, format="json").status_code == 400


def test_extraction_enqueues_the_episode_job_for_that_user(tenant, rules, django_capture_on_commit_callbacks):
    from unittest import mock

    from memories.models import Episode
    from memories.tasks import episodes_build_user

    user = replay(tenant.app, "xf", ZH_THREE_MONTHS[:10])
    with (
        mock.patch.object(episodes_build_user, "apply_async") as send,
        django_capture_on_commit_callbacks(execute=True),
    ):
        extraction.extraction_run(user=user, trigger="api")
    send.assert_called_once_with(kwargs={"user_id": user.pk}, retry=False)
    assert episodes_build_user(user_id=user.pk) == Episode.objects.filter(user=user).count() >= 1


@pytest.mark.django_db(transaction=True)
def test_extract_wait_means_done_even_with_a_worker_mid_run_and_many_batches(api, tenant, rules, settings):
    """``extract {"wait": true}`` returns only when every message sent before it is extracted —
    more batches than one run takes, and a batch a worker holds — with the episodes built."""
    import time

    from memind.locks import EXTRACTION
    from memories.models import Episode
    from tests.threads import lock_held_elsewhere

    settings.MEMIND_EXTRACTION_BATCH = 2  # 120 messages: 60 batches, more than one run's 50
    lines = [
        (d // 12, "user" if d % 2 == 0 else "assistant", f"第{d}句：我今天去公园跑步了") for d in range(120)
    ]
    user = replay(tenant.app, "busy", lines)
    with lock_held_elsewhere(EXTRACTION, user.pk) as release:  # a worker mid-run on this user
        threading.Timer(0.5, release.set).start()
        started = time.monotonic()
        resp = api.post("/api/v1/users/busy/extract/", {"wait": True}, format="json")
        waited = time.monotonic() - started
    assert resp.status_code == 200, resp.content
    assert waited >= 0.4  # it waited for the worker's run instead of returning early
    assert not Message.objects.filter(user=user, extraction_run__isnull=True).exists()
    assert resp.json()["messages"] == 120 and len(resp.json()["runs"]) == 60
    assert Episode.objects.filter(user=user).exists()  # built before the answer, not by a later job


def test_llm_answers_speak_the_same_vocabulary_and_pass_the_same_validation(tenant, llm):
    """The LLM is told the subjects, slots and event kinds the rules use; what it proposes goes
    through the same value checks (a junk place is dropped and counted) and subject rules (the
    cousin's city is hers, not the user's)."""
    user = replay(
        tenant.app, "xf", [(0, "user", "我住在上海"), (0, "user", "我表姐住在杭州，这地方我住着挺舒服")]
    )
    first, second = Message.objects.filter(user=user).order_by("id").values_list("id", flat=True)
    item = {
        "type": "identity",
        "importance": 0.85,
        "slot": "residence",
        "valence": 0.0,
        "emotion": "",
        "outcome": "unknown",
        "event_date": "",
    }
    llm.queue_chat(
        json.dumps(
            {
                "memories": [
                    {
                        **item,
                        "content": "用户住在上海",
                        "subject": "",
                        "value": "上海",
                        "source_ids": [first],
                    },
                    {
                        **item,
                        "content": "用户的表姐住在杭州",
                        "subject": "我的表姐",
                        "value": "杭州",
                        "source_ids": [second],
                    },
                    {
                        **item,
                        "content": "用户住在着挺舒服",
                        "subject": "",
                        "value": "着挺舒服",
                        "source_ids": [second],
                    },
                ]
            }
        )
    )
    [run] = extraction.extraction_run(user=user, trigger="api")
    assert run.status == "succeeded" and (run.stored_count, run.dropped_count) == (2, 1)
    assert run.dropped[0]["reason"].startswith("invalid residence '着挺舒服'")
    mine = MemoryItem.objects.get(user=user, subject="", slot="residence")
    hers = MemoryItem.objects.get(user=user, subject="表姐", slot="residence")
    assert (mine.value, mine.status, hers.value) == ("上海", "active", "杭州")
    _, body = llm.requests[-1]
    schema = body["response_format"]["json_schema"]["schema"]
    assert "subject" in schema["properties"]["memories"]["items"]["required"]
    prompt = body["messages"][0]["content"]
    assert all(
        word in prompt for word in ("nickname", "workplace", "relationship_status", "duration", "job_loss")
    )


def test_a_candidate_always_fits_the_columns_it_is_stored_in(tenant, rules):
    """Slots are built from what was said ("likes:<it>"): a long one is cut to the column instead
    of failing the whole batch at insert (it did, for a 78-character liked phrase)."""
    from memories.extractors import Candidate

    cand = Candidate(
        type="preference",
        content="The user likes long walks",
        importance=0.6,
        source_ids=[1],
        subject="s" * 80,
        slot="likes:" + "x" * 100,
        value="v" * 300,
        emotion="e" * 40,
    )
    fields = {
        f.name: f.max_length
        for f in MemoryItem._meta.fields
        if f.name in ("subject", "slot", "value", "emotion")
    }
    assert {k: len(getattr(cand, k)) for k in fields} == fields
