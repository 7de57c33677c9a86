"""Bad input is a 4xx in the error shape, never a 500, and nothing already stored is lost."""

from __future__ import annotations

import json

import pytest
from django.conf import settings

from memories.models import Message
from tests.openapi import assert_documented


def post(api, path: str, body: bytes | str, content_type: str = "application/json"):
    return api.generic("POST", path, body, content_type=content_type)


def send(api, content: str = "我住在上海"):
    return api.post(
        "/api/v1/users/u1/messages/",
        {"messages": [{"role": "user", "content": content, "sent_at": "2026-03-02T10:00:00Z"}]},
        format="json",
    )


def error_code(resp) -> str:
    return str(resp.json()["error"]["code"])


def test_a_body_over_the_limit_is_413_and_a_full_batch_within_the_limits_fits(api):
    full = {
        "messages": [
            {
                "role": "user",
                "content": "长" * settings.MEMIND_MAX_MESSAGE_CHARS,
                "sent_at": "2026-03-02T10:00:00Z",
                "client_msg_id": f"m{i}",
            }
            for i in range(200)
        ]
    }
    ok = api.post("/api/v1/users/big/messages/", full, format="json")
    assert ok.status_code == 201, ok.content[:200]
    too_big = b'{"messages": [' + b" " * (settings.DATA_UPLOAD_MAX_MEMORY_SIZE + 10) + b"]}"
    resp = post(api, "/api/v1/users/big/messages/", too_big)
    assert resp.status_code == 413 and error_code(resp) == "too_large"
    assert Message.objects.filter(user__external_id="big").count() == 200  # nothing stored was lost


@pytest.mark.parametrize("path", ["/api/v1/users/u1/messages/", "/api/v1/users/u1/context/"])
def test_deeply_nested_json_is_400(api, path):
    assert send(api).status_code == 201  # the user exists: the body, not the id, is what fails
    deep = "[" * 100_000 + "]" * 100_000
    resp = post(api, path, deep)
    assert resp.status_code == 400 and error_code(resp) == "malformed_request", resp.content
    nested = {
        "messages": [{"role": "user", "content": "x", "sent_at": "2026-03-02T10:00:00Z", "metadata": {}}]
    }
    node: dict[str, object] = {}
    nested["messages"][0]["metadata"] = node
    for _ in range(40):
        child: dict[str, object] = {}
        node["a"] = child
        node = child
    assert post(api, path, json.dumps(nested)).status_code == 400


def test_more_than_a_thousand_form_fields_is_400(api):
    assert send(api).status_code == 201
    body = "&".join(f"f{i}=1" for i in range(1500))
    resp = post(api, "/api/v1/users/u1/extract/", body, content_type="application/x-www-form-urlencoded")
    assert resp.status_code == 400 and error_code(resp) == "malformed_request"


@pytest.mark.parametrize(
    "body",
    [
        '{"messages": [{"role": "user", "content": "a\\u0000b", "sent_at": "2026-03-02T10:00:00Z"}]}',
        '{"messages": [{"role": "user", "content": "a\\ud800b", "sent_at": "2026-03-02T10:00:00Z"}]}',
        '{"messages": [{"role": "user", "content": "ok", "sent_at": "2026-03-02T10:00:00Z", '
        '"metadata": {"k\\u0000": 1}}]}',
        '{"messages": [{"role": "user", "content": "ok", "sent_at": "2026-03-02T10:00:00Z", '
        '"metadata": {"k": ["\\udfff"]}}]}',
    ],
)
def test_nul_and_lone_surrogates_anywhere_in_a_body_are_400_naming_where(api, body):
    assert send(api).status_code == 201
    resp = post(api, "/api/v1/users/u1/messages/", body)
    assert resp.status_code == 400, resp.content
    assert error_code(resp) == "invalid" and resp.json()["error"]["fields"]
    assert Message.objects.filter(user__external_id="u1").count() == 1


@pytest.mark.parametrize(
    "path",
    [
        "/api/v1/users/a%00b/profile/",
        "/api/v1/users/u1/profile/?lang=%00",
        "/api/v1/memories/?user=u1&q=a%00",
    ],
)
def test_nul_in_paths_and_queries_is_400(api, path):
    resp = api.get(path)
    assert resp.status_code == 400, resp.content
    assert error_code(resp) == "invalid"


@pytest.mark.parametrize("word", ["0" * 16_000, "ab" * 1_100, "é" * 1_100])
def test_a_word_longer_than_postgres_takes_is_stored_and_the_rest_stays_searchable(api, word):
    """PostgreSQL refuses a lexeme over 2,046 bytes: such a "word" is left out of the search terms,
    and the message is stored like any other."""
    from django.utils import timezone

    from memories.snippets import message_search, query_terms

    text = f"我住在上海 {word}"[: settings.MEMIND_MAX_MESSAGE_CHARS]
    resp = send(api, text)
    assert resp.status_code == 201, resp.content
    assert_documented(resp, "POST", "/api/v1/users/{user_id}/messages/")
    stored = Message.objects.get(user__external_id="u1")
    assert stored.content == text
    hits = message_search(user=stored.user, terms=query_terms("上海"), qvec=None, now=timezone.now())
    assert [h.id for h in hits] == [stored.pk]
    # The same word in a query is left out the same way.
    context = api.post("/api/v1/users/u1/context/", {"message": f"上海 {word}"[:2000]}, format="json")
    assert context.status_code == 200, context.content


def test_broken_utf8_in_a_query_matches_nothing_and_is_no_500(api):
    assert send(api).status_code == 201
    resp = api.get("/api/v1/memories/?user=u1%ED%A0%80")  # a surrogate's bytes: decoded as U+FFFD
    assert resp.status_code in (200, 400) and not resp.json().get("results")


@pytest.mark.parametrize("raw", ["²", "١", "１", "1²"])
@pytest.mark.parametrize("collection", ["memories", "traces", "proactive-messages", "experiences"])
def test_ids_that_are_not_ascii_digits_never_match_another_id(api, tenant, raw, collection):
    """ "١" is 1 to int(): it must not fetch row 1. A clear 400 or a 404, never a 500."""
    from memind.actors import Actor
    from memories.models import MemoryEvent, MemoryItem
    from memories.services.memories import memory_create
    from memories.services.tenants import user_touch

    user = user_touch(app=tenant.app, external_id="u1")
    one = memory_create(user=user, type="identity", content="用户叫林晓雨", actor=Actor.system("test"))
    MemoryEvent.objects.filter(memory_id=one.pk).update(memory_id=1)  # row 1 exists: "١" would find it
    MemoryItem.objects.filter(pk=one.pk).update(id=1)
    resp = api.get(f"/api/v1/{collection}/{raw}/")
    assert resp.status_code in (400, 404), (collection, resp.status_code)
    assert error_code(resp) in ("invalid_id", "not_found")


def test_an_ancient_memory_breaks_neither_its_users_context_nor_the_global_sweeps(api, tenant):
    """power(0.5, age / half-life) underflows in PostgreSQL for a memory thousands of years old:
    the exponent is capped, so that user's reads and every tenant's decay sweep keep working."""
    from datetime import UTC, datetime

    from memind.actors import Actor
    from memories.models import MemoryItem
    from memories.services.decay import decay_sweep
    from memories.services.memories import memory_create
    from memories.services.tenants import user_touch
    from memories.strength import fades_at

    user = user_touch(app=tenant.app, external_id="u1")
    old = memory_create(
        user=user, type="shared", content="用户和助手编过一个故事", actor=Actor.system("test")
    )
    ancient = datetime(1, 1, 2, tzinfo=UTC)
    fade = fades_at(type=old.type, anchor_strength=old.anchor_strength, anchor_at=ancient)
    MemoryItem.objects.filter(pk=old.pk).update(observed_at=ancient, decay_anchor_at=ancient, fades_at=fade)
    assert api.get("/api/v1/users/u1/profile/").status_code == 200
    context = api.post("/api/v1/users/u1/context/", {"message": "还记得那个故事吗"}, format="json")
    assert context.status_code == 200, context.content
    decay_sweep(now=datetime(2026, 3, 2, tzinfo=UTC))
    old.refresh_from_db()
    assert old.status == MemoryItem.Status.ARCHIVED  # faded, like any forgotten memory


@pytest.mark.parametrize(
    "sent_at",
    [
        "2026-03-02T10:00:00+23:00",
        "2026-03-02T10:00:00-15:30",
        "1900-01-01T00:00:00Z",
        "9999-12-31T23:59:59Z",
        "0001-01-01T00:00:00Z",
    ],
)
def test_datetimes_out_of_bounds_are_400(api, sent_at):
    assert send(api).status_code == 201
    body = {"messages": [{"role": "user", "content": "x", "sent_at": sent_at}]}
    resp = api.post("/api/v1/users/u1/messages/", body, format="json")
    assert resp.status_code == 400 and error_code(resp) == "invalid", resp.content
    context = api.post("/api/v1/users/u1/context/", {"message": "hi", "now": sent_at}, format="json")
    assert context.status_code == 400
    listed = api.get("/api/v1/memories/", {"user": "u1", "observed_after": sent_at.replace("+", "%2B")})
    assert listed.status_code == 400, listed.content
    assert Message.objects.filter(user__external_id="u1").count() == 1


@pytest.mark.parametrize(
    "list_filter",
    [
        "memories/?observed_after",
        "memories/?observed_before",
        "traces/?created_after",
        "traces/?created_before",
        "experiences/?created_after",
        "experiences/?created_before",
    ],
)
@pytest.mark.parametrize(
    "value", ["0711-04-25T08:34:29-22:22", "9999-01-01T00:00:00Z", "2026-03-02T10:00:00%2B15:00"]
)
def test_every_lists_datetime_filters_are_bounded(api, list_filter, value):
    """A filter's datetime goes to PostgreSQL: past the bounds it is a 400, never a database error."""
    assert send(api).status_code == 201
    resp = api.get(f"/api/v1/{list_filter}={value}")
    assert resp.status_code == 400 and error_code(resp) == "invalid", resp.content
    assert_documented(resp, "GET", "/api/v1/" + list_filter.split("?")[0])


def test_an_over_long_url_is_414_and_a_thousand_query_parameters_a_400_both_in_the_error_shape(api):
    resp = api.get("/api/v1/memories/", {"q": "x" * settings.MEMIND_MAX_URL_BYTES})
    assert resp.status_code == 414 and error_code(resp) == "uri_too_long"
    assert_documented(resp, "GET", "/api/v1/memories/")
    many = api.get("/api/v1/memories/?" + "&".join(["a=1"] * 1_200))
    assert many.status_code == 400 and error_code(many) == "malformed_request", many.content
    assert many["Content-Type"] == "application/json"


def test_offsets_up_to_fourteen_hours_are_fine(api):
    body = {"messages": [{"role": "user", "content": "x", "sent_at": "2026-03-02T10:00:00+14:00"}]}
    assert api.post("/api/v1/users/u1/messages/", body, format="json").status_code == 201


@pytest.mark.parametrize(
    "zone", ["Asia", "Mars/Olympus", "../etc/passwd", "", "America", "localtime", "posixrules"]
)
def test_only_real_time_zones_are_accepted(api, zone):
    assert send(api).status_code == 201
    resp = api.patch("/api/v1/users/u1/", {"timezone": zone}, format="json")
    assert resp.status_code == 400 and error_code(resp) == "invalid", resp.content
    assert api.patch("/api/v1/users/u1/", {"timezone": "Asia/Shanghai"}, format="json").status_code == 200


def test_a_bad_zone_stored_earlier_never_blocks_extraction(api, tenant, settings):
    from memories.models import EndUser, ExtractionRun
    from memories.services.extraction import extraction_run

    settings.MEMIND_EXTRACTOR = "rules"
    assert send(api, "我明天要面试").status_code == 201
    EndUser.objects.filter(external_id="u1").update(
        timezone="Asia"
    )  # as a row from before zones were checked
    user = EndUser.objects.get(external_id="u1")
    [run] = extraction_run(user=user, trigger="api")
    assert run.status == ExtractionRun.Status.SUCCEEDED, run.error
    assert api.get("/api/v1/users/u1/profile/").status_code == 200


def test_past_the_rate_limit_an_app_gets_429_with_retry_after_and_others_do_not(api, other_tenant, settings):
    from django.core.cache import cache
    from rest_framework.settings import api_settings
    from rest_framework.throttling import SimpleRateThrottle

    cache.clear()
    rates = {**api_settings.DEFAULT_THROTTLE_RATES, "app": "5/min"}
    monkey = pytest.MonkeyPatch()
    monkey.setattr(SimpleRateThrottle, "THROTTLE_RATES", rates)
    try:
        codes = [api.get("/api/v1/users/").status_code for _ in range(7)]
        assert codes == [200] * 5 + [429] * 2, codes
        resp = api.get("/api/v1/users/")
        assert error_code(resp) == "throttled" and int(resp["Retry-After"]) >= 1
        assert other_tenant.client.get("/api/v1/users/").status_code == 200  # counted per app
    finally:
        monkey.undo()
        cache.clear()
