"""Who made a change. Every history event carries one."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Actor:
    label: str  # "system:extraction", "app:mio", "staff:alice"
    staff_user: Any = None  # the auth.User for staff changes

    @classmethod
    def system(cls, job: str) -> Actor:
        return cls(f"system:{job}")

    @classmethod
    def app(cls, app: Any) -> Actor:
        return cls(f"app:{app.name}")

    @classmethod
    def staff(cls, user: Any) -> Actor:
        return cls(f"staff:{user.get_username()}", staff_user=user)
