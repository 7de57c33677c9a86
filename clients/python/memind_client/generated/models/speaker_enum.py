from enum import StrEnum


class SpeakerEnum(StrEnum):
    ASSISTANT = "assistant"
    BOTH = "both"
    USER = "user"

    def __str__(self) -> str:
        return str(self.value)
