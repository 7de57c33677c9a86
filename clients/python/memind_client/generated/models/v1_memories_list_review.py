from enum import StrEnum


class V1MemoriesListReview(StrEnum):
    APPROVED = "approved"
    CORRECTED = "corrected"
    PENDING = "pending"
    REJECTED = "rejected"

    def __str__(self) -> str:
        return str(self.value)
