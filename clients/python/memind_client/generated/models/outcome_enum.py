from enum import StrEnum


class OutcomeEnum(StrEnum):
    NEGATIVE = "negative"
    OPEN = "open"
    POSITIVE = "positive"
    UNKNOWN = "unknown"

    def __str__(self) -> str:
        return str(self.value)
