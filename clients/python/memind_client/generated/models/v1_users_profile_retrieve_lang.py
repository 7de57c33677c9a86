from enum import StrEnum


class V1UsersProfileRetrieveLang(StrEnum):
    EN = "en"
    ZH = "zh"

    def __str__(self) -> str:
        return str(self.value)
