"""An operator, in a real browser: works through the review queue (approve one, correct one,
reject one), pins a memory and sees it in the profile; and reads what Memind believed on a past
day against today."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import time_machine

from memind.actors import Actor
from memories.models import MemoryEvent, MemoryItem
from memories.services.memories import memory_create, memory_supersede
from tests.browser.conftest import Conversation, Page


def queued(conversation: Conversation, content: str, **fields: Any) -> MemoryItem:
    return memory_create(
        user=conversation.user,
        content=content,
        actor=Actor.system("extraction"),
        review_state="pending",
        review_reason=fields.pop("why"),
        **fields,
    )


def act(page: Page, listing: str, memory: MemoryItem, action: str, reason: str) -> str:
    page.open(listing)
    page.find(f'input.action-select[value="{memory.pk}"]').click()
    page.choose("select[name=action]", action)
    page.click("button[name=index]", then="#id_reason")
    page.find("#id_reason").send_keys(reason)
    page.click("input[name=apply]", then="ul.messagelist")
    return page.text("ul.messagelist")


def test_operator_approves_corrects_and_rejects_in_the_queue_then_pins(
    page: Page, staff: Any, conversation: Conversation
) -> None:
    MemoryItem.objects.filter(user=conversation.user).update(review_state="")  # only ours in the queue
    name = queued(
        conversation,
        "用户叫着",
        type="identity",
        slot="name",
        value="着",
        why="low confidence: importance 0.31",
    )
    city = queued(
        conversation, "用户住在杭洲", type="identity", why="identity change: residence '西雅图' → '杭洲'"
    )
    sister = queued(
        conversation,
        "The user's sister Jenna is a nurse",
        type="identity",
        subject="sister",
        why="about someone else: sister",
    )
    username, password = staff("operator")
    page.login(username, password)

    page.open("/admin/")
    page.click('a[href="/admin/memories/reviewitem/"]', then="#result_list")
    queue = page.text("#content")
    assert "星帆 companion: " in queue and all(m.content in queue for m in (name, city, sister))
    page.screenshot("review-queue")

    assert "Approved 1" in act(page, "/admin/memories/reviewitem/", sister, "approve_selected", "属实")
    assert "Rejected 1" in act(page, "/admin/memories/reviewitem/", name, "reject_selected", "“着”不是名字")
    # Correct: open it from the queue, fix the text, say why.
    page.open("/admin/memories/reviewitem/")
    page.click(f'a[href="/admin/memories/reviewitem/{city.pk}/change/"]', then="#id_content")
    page.find("#id_content").clear()
    page.find("#id_content").send_keys("用户住在杭州")
    page.find("#id_change_reason").send_keys("错别字：杭洲 → 杭州")
    page.click("input[name=_save]", then="ul.messagelist")
    assert "Nothing waiting" in page.text("#content")

    for m in (name, city, sister):
        m.refresh_from_db()
    assert [(m.review_state, m.status) for m in (name, city, sister)] == [
        ("rejected", "archived"),
        ("corrected", "active"),
        ("approved", "active"),
    ]
    assert city.content == "用户住在杭州"
    decided = MemoryEvent.objects.filter(memory__in=[name, city, sister], actor=f"staff:{username}")
    assert {e.kind for e in decided} == {"reviewed", "archived", "edited"}

    # Pin the weakest preference: it stays in MEMORY.md whatever else comes.
    hobby = (
        MemoryItem.objects.filter(user=conversation.user, content__icontains="hiking").order_by("id").first()
    )
    assert hobby is not None
    said = act(
        page, "/admin/memories/memoryitem/?q=hiking", hobby, "pin_selected", "the user's favourite thing"
    )
    assert "Pinned 1" in said
    page.open(f"/admin/memories/enduser/{conversation.user.pk}/change/")
    page.click(f'a[href="/admin/memories/enduser/{conversation.user.pk}/beliefs/"]', then="#profile-then")
    assert hobby.content in page.text("#profile-then")
    row = next(r.text for r in page.all("#beliefs-table tbody tr") if hobby.content in r.text)
    assert "yes" in row  # pinned
    page.screenshot("pinned-in-the-profile")


def test_the_profile_on_a_past_day_differs_from_today_as_the_history_says(
    page: Page, staff: Any, conversation: Conversation
) -> None:
    user = conversation.user
    t0 = datetime(2026, 1, 5, 9, tzinfo=UTC)
    with time_machine.travel(t0, tick=False):
        job = memory_create(
            user=user,
            type="identity",
            content="用户是一名护士",
            slot="job",
            value="护士",
            actor=Actor.system("extraction"),
            observed_at=t0,
        )
    with time_machine.travel(t0 + timedelta(days=30), tick=False):
        memory_supersede(
            memory=job, content="用户是一名医生", actor=Actor.system("extraction"), reason="job: 护士 → 医生"
        )
    username, password = staff("support")
    page.login(username, password)

    page.open(f"/admin/memories/enduser/{user.pk}/beliefs/?at=2026-01-20")
    then = page.text("#profile-then")
    assert "用户是一名护士" in then and "用户是一名医生" not in then
    assert "西雅图" not in then  # learned days ago, not yet in January

    today = datetime.now(UTC).date().isoformat()
    page.open(f"/admin/memories/enduser/{user.pk}/beliefs/?at={today}&compare=2026-01-20")
    now = page.text("#profile-then")
    assert "用户是一名医生" in now and "用户是一名护士" not in now and "西雅图" in now
    changes = page.text("#beliefs-diff")
    assert "superseded: " in changes and "用户是一名护士" in changes and "added: " in changes
    page.screenshot("what-memind-believed-then-and-now")
