"""Erasing a user's proactive rows: registered with ``memories.services.tenants`` when the app
is ready, and run inside ``user_erase`` / ``app_erase``'s transaction before the memories go."""

from __future__ import annotations

from memories.services.tenants import erase_rows

_ERASE = {
    "proactive_message_links": "DELETE FROM proactive_proactivemessage_memories WHERE proactivemessage_id IN "
    "(SELECT id FROM proactive_proactivemessage WHERE user_id {users})",
    "proactive_messages": "DELETE FROM proactive_proactivemessage WHERE user_id {users}",
    "gaps": "DELETE FROM proactive_gap WHERE user_id {users}",
}


def proactive_erase(users: str, param: int) -> dict[str, int]:
    return erase_rows(_ERASE, users, param)
