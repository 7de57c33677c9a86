from enum import StrEnum


class GapStatusEnum(StrEnum):
    ASKED = "asked"
    CLOSED = "closed"
    EXPIRED = "expired"
    OPEN = "open"

    def __str__(self) -> str:
        return str(self.value)
