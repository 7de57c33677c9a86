from enum import StrEnum


class RunCompleteStatusEnum(StrEnum):
    COMPLETED = "completed"
    FAILED = "failed"

    def __str__(self) -> str:
        return str(self.value)
