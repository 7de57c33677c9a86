from enum import StrEnum


class V1ProactiveMessagesListStatus(StrEnum):
    DISMISSED = "dismissed"
    PLANNED = "planned"
    SENT = "sent"

    def __str__(self) -> str:
        return str(self.value)
