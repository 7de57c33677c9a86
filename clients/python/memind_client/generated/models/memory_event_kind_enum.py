from enum import StrEnum


class MemoryEventKindEnum(StrEnum):
    ARCHIVED = "archived"
    CREATED = "created"
    EDITED = "edited"
    FLAGGED = "flagged"
    MERGED = "merged"
    PINNED = "pinned"
    RESTORED = "restored"
    REVIEWED = "reviewed"
    SUPERSEDED = "superseded"
    UNPINNED = "unpinned"

    def __str__(self) -> str:
        return str(self.value)
