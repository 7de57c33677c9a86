from enum import StrEnum


class V1MemoriesListTypeItem(StrEnum):
    EMOTION = "emotion"
    IDENTITY = "identity"
    LIFE_EVENT = "life_event"
    MILESTONE = "milestone"
    PREFERENCE = "preference"
    RELATIONSHIP = "relationship"
    ROUTINE = "routine"
    SHARED = "shared"

    def __str__(self) -> str:
        return str(self.value)
