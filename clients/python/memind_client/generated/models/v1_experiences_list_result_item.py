from enum import StrEnum


class V1ExperiencesListResultItem(StrEnum):
    FAILURE = "failure"
    PARTIAL = "partial"
    SUCCESS = "success"
    UNKNOWN = "unknown"

    def __str__(self) -> str:
        return str(self.value)
