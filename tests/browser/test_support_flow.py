"""Support staff, in a real browser: find the reply a user complained about, see why the bot
said it, follow a memory back to the messages and the extraction run it came from — and find
nothing they could change."""

from __future__ import annotations

from typing import Any

from memories.models import MemoryEvent, MemoryItem
from tests.browser.conftest import Conversation, Page


def test_support_traces_a_reply_to_its_memories_messages_and_run_and_changes_nothing(
    page: Page, staff: Any, conversation: Conversation
) -> None:
    page.login(*staff("support"))

    # The complaint quotes the reply: search the trace list for it.
    page.open("/admin/memories/contexttrace/")
    page.find("#searchbar").send_keys("最爱吃火锅")
    page.click("#changelist-search input[type=submit]", then="#result_list")
    rows = page.all("#result_list tbody tr")
    assert len(rows) == 1 and conversation.reply[:20] in rows[0].text
    assert not page.all("select[name=action]")  # no actions for a reader
    page.screenshot("support-trace-search", full_page=False)

    # "Why did it say that"
    page.click("#result_list tbody tr a", then="#why-injected")
    assert page.path().startswith(f"/admin/memories/contexttrace/{conversation.trace.pk}/change/")
    assert conversation.reply in page.text("#why-reply")
    assert "上次我说我爱吃什么来着？" in page.text("#why-input")
    injected = page.text("#why-injected")
    food = MemoryItem.objects.get(user=conversation.user, slot="likes:火锅")
    assert food.content in injected and "我超爱吃火锅" in injected
    page.screenshot("support-why-did-it-say-that")

    # The memory, then the message it came from, then the extraction run that read it.
    page.click(f'#why-injected a[href$="/memoryitem/{food.pk}/change/"]', then="#content-main")
    assert food.content in page.text("#content-main")
    memory_page = page.path()
    (source,) = food.sources.all()
    page.click(f'a[href$="/message/{source.pk}/change/"]', then="#content-main")
    assert "我超爱吃火锅" in page.text("#content-main")
    page.open(memory_page)
    page.click(f'a[href$="/extractionrun/{conversation.run.pk}/change/"]', then="#content-main")
    assert "rules" in page.text("#content-main")

    # Nothing to change anywhere on the way, and a crafted POST is refused.
    for path in [memory_page, f"/admin/memories/contexttrace/{conversation.trace.pk}/change/"]:
        page.open(path)
        page.find("#content-main")
        assert not page.all("input[name=_save], input[name=_continue]"), path
    page.open("/admin/memories/memoryitem/")
    page.find("#result_list")
    assert not page.all("select[name=action]")
    before = (food.content, food.status)
    status, body = page.post(
        f"/admin/memories/memoryitem/{food.pk}/change/", {"content": "用户讨厌火锅", "change_reason": "x"}
    )
    assert status == 403 and "CSRF" not in body
    status, _ = page.post(
        "/admin/memories/memoryitem/",
        {"action": "archive_selected", "_selected_action": str(food.pk), "apply": "1", "reason": "x"},
    )
    food.refresh_from_db()
    assert (food.content, food.status) == before
    assert not MemoryEvent.objects.filter(memory=food).exclude(kind="created").exists()
