from enum import StrEnum


class V1TracesListKind(StrEnum):
    CONTEXT = "context"
    PROACTIVE = "proactive"

    def __str__(self) -> str:
        return str(self.value)
