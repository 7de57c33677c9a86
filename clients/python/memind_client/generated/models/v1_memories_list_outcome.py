from enum import StrEnum


class V1MemoriesListOutcome(StrEnum):
    NEGATIVE = "negative"
    OPEN = "open"
    POSITIVE = "positive"
    UNKNOWN = "unknown"

    def __str__(self) -> str:
        return str(self.value)
