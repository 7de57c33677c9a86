"""An operator, in a real browser: supersede, archive and restore memories, each with a reason,
and find each change in the memory's history with their name and that reason."""

from __future__ import annotations

from typing import Any

from memories.models import MemoryItem
from tests.browser.conftest import Conversation, Page


def run_action(
    page: Page, memory: MemoryItem, search: str, action: str, form: dict[str, str], shot: str = ""
) -> str:
    """Find the memory in the list, run the action on it, answer the reason form; the message."""
    page.open("/admin/memories/memoryitem/?status__exact=" + memory.status)
    page.find("#searchbar").send_keys(search)
    page.click("#changelist-search input[type=submit]", then="#result_list")
    page.find(f'input.action-select[value="{memory.pk}"]').click()
    page.choose("select[name=action]", action)
    page.click("button[name=index]", then="#id_reason")
    for field, value in form.items():
        page.find(f"#id_{field}").send_keys(value)
    if shot:
        page.screenshot(shot)
    page.click("input[name=apply]", then="ul.messagelist")
    return page.text("ul.messagelist")


def history(page: Page, memory: MemoryItem) -> list[str]:
    page.open(f"/admin/memories/memoryitem/{memory.pk}/change/")
    page.find("#events-group")
    return [row.text for row in page.all("#events-group tbody tr")]


def test_operator_supersedes_archives_and_restores_with_reasons_seen_in_history(
    page: Page, staff: Any, conversation: Conversation
) -> None:
    username, password = staff("operator")
    page.login(username, password)
    home = MemoryItem.objects.get(user=conversation.user, slot="residence")
    habit = MemoryItem.objects.get(user=conversation.user, type="routine")

    said = run_action(
        page,
        home,
        "西雅图",
        "supersede_selected",
        {"reason": "用户说搬到纽约了", "content": "用户住在纽约"},
        shot="operator-supersede-asks-why",
    )
    assert "Superseded 1" in said
    said = run_action(page, habit, "hiking", "archive_selected", {"reason": "user asked to forget"})
    assert "Archived 1" in said
    habit.refresh_from_db()
    said = run_action(page, habit, "hiking", "restore_selected", {"reason": "archived by mistake"})
    assert "Restored 1" in said

    home.refresh_from_db()
    habit.refresh_from_db()
    assert home.status == "superseded" and home.superseded_by is not None
    assert home.superseded_by.content == "用户住在纽约" and habit.status == "active"

    home_history = "\n".join(history(page, home))
    assert "superseded" in home_history and "用户说搬到纽约了" in home_history
    assert f"staff:{username}" in home_history
    page.screenshot("operator-superseded-memory-history")
    habit_history = history(page, habit)
    archived = next(row for row in habit_history if "archived" in row and "user asked to forget" in row)
    restored = next(row for row in habit_history if "restored" in row and "archived by mistake" in row)
    assert f"staff:{username}" in archived and f"staff:{username}" in restored
    page.screenshot("operator-archived-and-restored-history")
