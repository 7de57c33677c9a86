from __future__ import annotations

import pytest
from django.core.management import call_command
from django.db import connection

from experiences.models import Experience
from experiences.services.experiences import experience_create
from memind.actors import Actor
from memind.management.commands.reembed import column_dimension
from memories.models import EndUser, Episode, MemoryItem, Message
from memories.services.episodes import episodes_build
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


@pytest.mark.django_db
def test_reembed_walks_every_vector_column_and_resizes_a_wrong_one(tenant, capsys):
    say(tenant.app, "u1", "我们周末去爬了香山", "山顶的风好大")
    user = EndUser.objects.get(external_id="u1")
    assert episodes_build(user=user) == 1
    episode = Episode.objects.get(user=user)
    expected_episode = list(episode.embedding)
    lesson = experience_create(
        app=tenant.app,
        kind=Experience.Kind.LESSON,
        actor=Actor.system("test"),
        title="retry the upload",
        problem="uploads time out on large files",
    )
    expected_lesson = list(lesson.embedding)
    Episode.objects.filter(pk=episode.pk).update(embedding=None)
    with connection.cursor() as cur:
        cur.execute("SET CONSTRAINTS ALL IMMEDIATE")  # the test's rows are in its open transaction
        cur.execute("ALTER TABLE experiences_experience ALTER COLUMN embedding TYPE vector(8) USING NULL")
    assert column_dimension("experiences_experience") == 8

    call_command("reembed")

    assert column_dimension("experiences_experience") == 384
    episode.refresh_from_db()
    lesson.refresh_from_db()
    assert pytest.approx(list(episode.embedding), abs=1e-5) == expected_episode
    assert pytest.approx(list(lesson.embedding), abs=1e-5) == expected_lesson
    out = capsys.readouterr()
    assert "experiences_experience.embedding is vector(8); resizing to vector(384)" in out.err
    assert "memories.Episode: re-embedded 1 rows" in out.out
    assert "experiences.Experience: re-embedded 1 rows" in out.out
