from enum import StrEnum


class ExperienceKindEnum(StrEnum):
    EXECUTION_PATTERN = "execution_pattern"
    LESSON = "lesson"
    SKILL_CANDIDATE = "skill_candidate"
    TASK_OUTCOME = "task_outcome"

    def __str__(self) -> str:
        return str(self.value)
