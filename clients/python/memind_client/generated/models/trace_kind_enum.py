from enum import StrEnum


class TraceKindEnum(StrEnum):
    CONTEXT = "context"
    PROACTIVE = "proactive"

    def __str__(self) -> str:
        return str(self.value)
