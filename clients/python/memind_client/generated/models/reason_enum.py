from enum import StrEnum


class ReasonEnum(StrEnum):
    EVENING_EVENT = "evening_event"
    GAP_FOLLOWUP = "gap_followup"
    LONG_ABSENCE = "long_absence"
    MORNING_ROUTINE = "morning_routine"

    def __str__(self) -> str:
        return str(self.value)
