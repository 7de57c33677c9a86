from enum import StrEnum


class WebhookEventTypeEnum(StrEnum):
    EXPERIENCE_CREATED = "experience.created"
    MEMORY_ARCHIVED = "memory.archived"
    MEMORY_CREATED = "memory.created"
    MEMORY_SUPERSEDED = "memory.superseded"
    PROACTIVE_PLANNED = "proactive.planned"

    def __str__(self) -> str:
        return str(self.value)
