from __future__ import annotations

import pytest
from django.core.management import call_command

from memories.models import EndUser, MemoryItem, Message
from memories.services.messages import messages_embed
from tests.memories.factories import remember, say


@pytest.mark.django_db
def test_reembed_restores_missing_and_stale_vectors(tenant, capsys):
    say(tenant.app, "u1", "hi", "我们周末去爬了香山")
    user = EndUser.objects.get(external_id="u1")
    assert messages_embed(user_id=user.pk) == (1, False)  # "hi" is not worth a vector
    a = remember(user, "用户叫夏星帆", type="identity")
    b = remember(user, "用户喜欢吃火锅")
    expected = list(a.embedding)
    MemoryItem.objects.filter(pk=a.pk).update(embedding=None)
    MemoryItem.objects.filter(pk=b.pk).update(embedding=[0.0] * 383 + [1.0])

    call_command("reembed", "--batch-size", "1")

    a.refresh_from_db()
    b.refresh_from_db()
    assert a.embedding is not None and pytest.approx(list(a.embedding), abs=1e-5) == expected
    assert b.embedding is not None and b.embedding[-1] < 0.9
    out = capsys.readouterr()
    assert "re-embedded 2 rows" in out.out and "memories.MemoryItem" in out.err
    # Messages go back to the worker's queue: the one that had a vector waits for a new one.
    hike = Message.objects.get(user=user, content__contains="香山")
    assert hike.embed_pending and hike.embedding is None
    assert not Message.objects.get(user=user, content="hi").embed_pending
    assert "1 rows queued" in out.out
