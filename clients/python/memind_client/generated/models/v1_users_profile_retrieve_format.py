from enum import StrEnum


class V1UsersProfileRetrieveFormat(StrEnum):
    JSON = "json"
    MD = "md"

    def __str__(self) -> str:
        return str(self.value)
