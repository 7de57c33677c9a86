from enum import StrEnum


class MemoryStatusEnum(StrEnum):
    ACTIVE = "active"
    ARCHIVED = "archived"
    SUPERSEDED = "superseded"

    def __str__(self) -> str:
        return str(self.value)
