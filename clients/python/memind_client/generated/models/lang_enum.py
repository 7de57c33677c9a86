from enum import StrEnum


class LangEnum(StrEnum):
    EN = "en"
    ZH = "zh"

    def __str__(self) -> str:
        return str(self.value)
