"""``memind.db.insert`` / ``update`` write exactly what ``bulk_create`` / ``bulk_update`` write."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

import pytest
from django.db.models import JSONField, Model, Value
from django.utils import timezone

from memind import db
from memories.models import EndUser, MemoryEvent, MemoryItem, MemorySource, Message
from tests.conftest import Tenant

pytestmark = pytest.mark.django_db

_AT = timezone.now() - timedelta(days=3, microseconds=17)
_VOLATILE = {"id", "created_at", "updated_at", "at", "added_at"}  # keys and write times


def _row(obj: Model) -> dict[str, Any]:
    """The stored row of ``obj`` but its key and write times (vectors as lists)."""
    fresh = type(obj)._base_manager.get(pk=obj.pk)
    row = {f.attname: getattr(fresh, f.attname) for f in fresh._meta.concrete_fields}
    if row.get("embedding") is not None:
        row["embedding"] = list(row["embedding"])
    return {k: v for k, v in row.items() if k not in _VOLATILE}


def _item(user: EndUser, **kw: Any) -> MemoryItem:
    at = _AT
    fields: dict[str, Any] = {
        "app_id": user.app_id,
        "user": user,
        "type": "life_event",
        "content": 'The user has an "interview" \\ on Friday — 面试',
        "importance": 0.6499999999999999,
        "anchor_strength": 0.65,
        "observed_at": at,
        "decay_anchor_at": at,
        "fades_at": at + timedelta(days=90),
        "event_date": date(2026, 3, 6),
        "valence": -1e-05,
        "embedding": [((i * 7919) % 1000) / 997.0 - 0.5 for i in range(384)],
        "subject": "表姐",
    }
    return MemoryItem(**(fields | kw))


def test_insert_writes_what_bulk_create_writes(tenant: Tenant) -> None:
    user = EndUser.objects.create(app=tenant.app, external_id="u")
    msg = Message.objects.create(app=tenant.app, user=user, role="user", content="hi", sent_at=timezone.now())
    ours, theirs = (
        [_item(user), _item(user, slot="name", value="Ana")],
        [_item(user), _item(user, slot="name", value="Ana")],
    )
    db.insert(ours)
    MemoryItem.objects.bulk_create(theirs)
    assert all(m.pk and not m._state.adding for m in ours) and ours[0].pk < ours[1].pk
    for a, b in zip(ours, theirs, strict=True):
        assert _row(a) == _row(b)

    snapshot = {
        "content": 'say "hi"\n',
        "nested": {"x": None, "n": [1, 2.5]},
        "at": "2026-01-01T00:00:00+00:00",
    }
    events = [
        MemoryEvent(
            app_id=user.app_id,
            user_id=user.pk,
            memory=m,
            kind="created",
            actor="system:t",
            before=None,
            after=snapshot,
        )
        for m in ours
    ]
    db.insert(events)
    fresh = MemoryEvent.objects.get(pk=events[0].pk)
    assert fresh.before is None and fresh.after == snapshot and fresh.at is not None

    # Evidence already there is skipped, as with ignore_conflicts; the new one is written.
    MemorySource.objects.create(memory=ours[0], message=msg)
    db.insert([MemorySource(memory=m, message=msg) for m in ours], ignore_conflicts=True)
    assert MemorySource.objects.filter(message=msg).count() == 2


def test_insert_falls_back_for_what_json_cannot_carry(tenant: Tenant) -> None:
    user = EndUser.objects.create(app=tenant.app, external_id="u")
    memory = _item(user, valence=float("nan"))
    db.insert([memory])  # NaN is no JSON number: written by bulk_create
    assert MemoryItem.objects.get(pk=memory.pk).valence != MemoryItem.objects.get(pk=memory.pk).valence
    event = MemoryEvent(
        app_id=user.app_id,
        user_id=user.pk,
        memory=memory,
        kind="edited",
        actor="system:t",
        after=Value(None, JSONField()),
    )
    db.insert([event])  # JSON null stays JSON null, not SQL NULL
    assert MemoryEvent.objects.filter(pk=event.pk, after__isnull=True).count() == 0


def test_update_writes_what_bulk_update_writes(tenant: Tenant) -> None:
    user = EndUser.objects.create(app=tenant.app, external_id="u")
    ours, theirs = [_item(user), _item(user)], [_item(user), _item(user)]
    MemoryItem.objects.bulk_create(ours + theirs)
    for m in (*ours, *theirs):
        m.status, m.status_reason, m.superseded_by = "superseded", 'name: "A" → "B"', ours[1]
        m.updated_at = timezone.now()
    fields = ["status", "status_reason", "superseded_by", "updated_at"]
    stale = MemoryItem.objects.get(pk=ours[0].pk)  # a second instance of a key: the first one wins
    db.update([*ours, stale], fields)
    MemoryItem.objects.bulk_update(theirs, fields)
    for a, b in zip(ours, theirs, strict=True):
        assert _row(a) == _row(b)
    assert MemoryItem.objects.get(pk=ours[0].pk).updated_at == ours[0].updated_at


def test_insert_writes_messages_as_the_ingest_does_words_and_conflicts_included(tenant: Tenant) -> None:
    """The ingest stores its messages with ``insert``: the words' tsvector, the defaults and a
    repeated ``client_msg_id`` (skipped, as ``bulk_create(ignore_conflicts=True)`` skips it)."""
    from memories.keywords import search_terms, tsvector_literal

    user = EndUser.objects.create(app=tenant.app, external_id="w")

    def message(client_msg_id: str, content: str) -> Message:
        return Message(
            app=tenant.app,
            user=user,
            role="user",
            content=content,
            sent_at=_AT,
            session_id="s'1",
            client_msg_id=client_msg_id,
            search_vector=tsvector_literal(search_terms(content)),
            embed_pending=True,
        )

    text = "周末去了 O'Brien's 火锅店, hiking \\ again"
    db.insert([message("a1", text), message("a1", "a second one with the same id")], ignore_conflicts=True)
    Message.objects.bulk_create([message("b1", text)], ignore_conflicts=True)
    ours, theirs = Message.objects.get(client_msg_id="a1"), Message.objects.get(client_msg_id="b1")
    assert Message.objects.filter(user=user).count() == 2 and ours.content == text
    assert {**_row(ours), "client_msg_id": "b1"} == _row(theirs)
    assert "'火锅'" in str(_row(ours)["search_vector"])
