"""Admin pages for gaps and proactive messages; the beat task; erasing a user erases these too."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import Group, User

from memind.models import JobRun
from memories.models import ContextTrace, EndUser, MemoryItem
from memories.roles import roles_ensure
from memories.services.tenants import user_erase
from proactive.models import Gap, ProactiveMessage
from proactive.services.gaps import gaps_detect
from proactive.services.planner import proactive_plan
from proactive.tasks import gaps_detect as gaps_detect_task
from tests.proactive.replay import at, memory


@pytest.fixture
def planned(chat):
    user = chat("xf", at(0, 20), "明天下午两点要面试")
    proactive_plan(user=user, now=at(1, 20))
    gaps_detect(now=at(3, 9))
    proactive_plan(user=user, now=at(3, 10))
    return user


def support_staff() -> User:
    roles_ensure()  # a transactional test may have flushed the migration's groups
    user = User.objects.create_user("support", password="pw", is_staff=True)
    user.groups.add(Group.objects.get(name="support"))
    return user


def test_support_staff_see_gaps_and_messages_with_links_but_change_nothing(client, planned):
    client.force_login(support_staff())
    gap = Gap.objects.get()
    asked = ProactiveMessage.objects.get(reason="gap_followup")
    interview = memory(planned, value="interview")

    listing = client.get("/admin/proactive/proactivemessage/?reason=gap_followup")
    assert listing.status_code == 200 and asked.text in listing.content.decode()
    page = client.get(f"/admin/proactive/proactivemessage/{asked.pk}/change/").content.decode()
    assert f"/admin/memories/memoryitem/{interview.pk}/change/" in page
    assert f"/admin/proactive/gap/{gap.pk}/change/" in page
    assert f"trace {asked.trace_id}" in page

    gaps = client.get("/admin/proactive/gap/?status=asked&waiting=yes")
    assert gaps.status_code == 200 and "interview" in gaps.content.decode()
    gap_page = client.get(f"/admin/proactive/gap/{gap.pk}/change/").content.decode()
    assert f"/admin/proactive/proactivemessage/{asked.pk}/change/" in gap_page  # "asked in"
    assert client.get("/admin/proactive/gap/?q=面试").status_code == 200

    # Read-only: a POST changes nothing.
    client.post(f"/admin/proactive/gap/{gap.pk}/change/", {"status": "closed"})
    gap.refresh_from_db()
    assert gap.status == "asked"


def test_the_beat_task_is_named_and_records_its_run(settings, planned):
    assert (
        settings.CELERY_BEAT_SCHEDULE["gaps-detect"]["task"]
        == gaps_detect_task.name
        == "proactive.gaps_detect"
    )
    assert gaps_detect_task.apply().get() >= 1
    run = JobRun.objects.get(name="gaps_detect")
    assert run.finished_at is not None and run.error == "" and run.processed >= 1


def test_erasing_a_user_erases_their_gaps_and_messages(tenant, planned, chat):
    other = chat("other", at(0, 20), "明天下午两点要面试")
    proactive_plan(user=other, now=at(1, 20))
    user_erase(user=planned)
    assert not EndUser.objects.filter(pk=planned.pk).exists()
    assert not Gap.objects.filter(user_id=planned.pk).exists()
    assert not ProactiveMessage.objects.filter(user_id=planned.pk).exists()
    assert ProactiveMessage.objects.filter(user=other).count() == 1
    assert ContextTrace.objects.filter(user=other).count() == 1
    assert MemoryItem.objects.filter(user=other).exists()
