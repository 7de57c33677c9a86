from __future__ import annotations

import pytest

from memories.models import EndUser, Message

URL = "/api/v1/users/{}/messages/"


def post(api, user, messages, **kw):
    return api.post(URL.format(user), {"messages": messages}, format="json", **kw)


def assert_error(resp, status, code):
    assert resp.status_code == status, resp.content
    body = resp.json()
    assert set(body) == {"error"}
    assert body["error"]["code"] == code
    assert body["error"]["message"]
    return body["error"]


def test_same_client_msg_id_twice_stores_one_message(api):
    msg = {
        "role": "user",
        "content": "我叫夏星帆",
        "client_msg_id": "c-1",
        "sent_at": "2026-01-02T10:00:00+08:00",
    }
    first = post(api, "u1", [msg])
    second = post(api, "u1", [msg, {**msg, "client_msg_id": "c-2"}])
    assert first.json() == {"accepted": 1, "duplicates": 0, "extraction_queued": False}
    assert second.status_code == 201
    assert second.json()["accepted"] == 1 and second.json()["duplicates"] == 1
    assert Message.objects.filter(user__external_id="u1", client_msg_id="c-1").count() == 1
    assert Message.objects.filter(user__external_id="u1").count() == 2


def test_repeated_id_inside_one_batch_is_a_duplicate(api):
    msg = {"role": "user", "content": "hi there", "client_msg_id": "same"}
    resp = post(api, "u1", [msg, msg])
    assert resp.json()["accepted"] == 1 and resp.json()["duplicates"] == 1


def test_messages_without_client_id_are_all_stored_and_listed_in_time_order(api):
    post(
        api,
        "u1",
        [
            {"role": "user", "content": "later", "sent_at": "2026-03-01T00:00:00Z"},
            {"role": "assistant", "content": "earlier", "sent_at": "2026-02-01T00:00:00Z"},
        ],
    )
    listed = api.get(URL.format("u1")).json()
    assert listed["count"] == 2
    assert [m["content"] for m in listed["results"]] == ["earlier", "later"]


def test_first_and_last_seen_follow_user_messages_only(api):
    post(
        api,
        "u1",
        [
            {"role": "user", "content": "a", "sent_at": "2026-01-05T00:00:00Z"},
            {"role": "user", "content": "b", "sent_at": "2026-01-03T00:00:00Z"},
            {"role": "assistant", "content": "c", "sent_at": "2026-02-01T00:00:00Z"},
        ],
    )
    user = EndUser.objects.get(external_id="u1")
    assert user.first_seen_at and user.last_seen_at
    assert user.first_seen_at.isoformat() == "2026-01-03T00:00:00+00:00"
    assert user.last_seen_at.isoformat() == "2026-01-05T00:00:00+00:00"


@pytest.mark.parametrize(
    ("messages", "field"),
    [
        ([{"role": "system", "content": "x"}], "role"),
        ([{"role": "bot", "content": "x"}], "role"),
        ([{"role": "user", "content": "x", "sent_at": "yesterday"}], "sent_at"),
        ([{"role": "user", "content": "x", "sent_at": "2026-13-40T00:00:00Z"}], "sent_at"),
        ([{"role": "user", "content": "   "}], "content"),
        ([{"role": "user", "content": "x" * 16_001}], "content"),
        ([{"role": "user"}], "content"),
        ([{"role": "user", "content": "x", "client_msg_id": "k" * 129}], "client_msg_id"),
        ([{"role": "user", "content": "a\x00b"}], "content"),
    ],
)
def test_bad_message_is_rejected_with_field_and_nothing_stored(api, messages, field):
    post(api, "u1", [{"role": "user", "content": "kept"}])
    resp = post(api, "u1", [{"role": "user", "content": "ok"}, *messages])
    err = assert_error(resp, 400, "invalid")
    assert field in err["fields"]["messages"]["1"]  # the offending item, by index
    assert list(Message.objects.values_list("content", flat=True)) == ["kept"]


def test_oversized_batch_is_rejected(api, settings):
    resp = post(api, "u1", [{"role": "user", "content": "x"}] * 501)
    err = assert_error(resp, 400, "invalid")
    assert "messages" in err["fields"]
    assert not Message.objects.exists()


@pytest.mark.parametrize("body", [{}, {"messages": []}, {"messages": "hello"}, {"messages": [42]}])
def test_malformed_batch_shapes_are_400(api, body):
    assert_error(api.post(URL.format("u1"), body, format="json"), 400, "invalid")


def test_unparseable_json_is_400(api):
    resp = api.post(URL.format("u1"), "{not json", content_type="application/json")
    assert_error(resp, 400, "malformed_request")


def test_overlong_user_id_is_400(api):
    assert_error(post(api, "u" * 129, [{"role": "user", "content": "x"}]), 400, "invalid_user_id")


def test_listing_messages_of_unknown_user_is_404(api):
    assert_error(api.get(URL.format("nobody")), 404, "not_found")


def test_unknown_query_parameter_on_messages_is_400(api):
    post(api, "u1", [{"role": "user", "content": "x"}])
    assert_error(api.get(URL.format("u1") + "?sort=desc"), 400, "unknown_filter")
