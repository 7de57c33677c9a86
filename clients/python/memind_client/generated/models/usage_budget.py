from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime


T = TypeVar("T", bound="UsageBudget")


@_attrs_define
class UsageBudget:
    """
    Attributes:
        daily_tokens (int): 0 = unlimited.
        unlimited (bool):
        used_today (int):
        left_today (int | None): null when unlimited.
        resets_at (datetime.datetime): Next midnight UTC.
    """

    daily_tokens: int
    unlimited: bool
    used_today: int
    left_today: int | None
    resets_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        daily_tokens = self.daily_tokens

        unlimited = self.unlimited

        used_today = self.used_today

        left_today: int | None
        left_today = self.left_today

        resets_at = self.resets_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "daily_tokens": daily_tokens,
                "unlimited": unlimited,
                "used_today": used_today,
                "left_today": left_today,
                "resets_at": resets_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        daily_tokens = d.pop("daily_tokens")

        unlimited = d.pop("unlimited")

        used_today = d.pop("used_today")

        def _parse_left_today(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        left_today = _parse_left_today(d.pop("left_today"))

        resets_at = datetime.datetime.fromisoformat(d.pop("resets_at"))

        usage_budget = cls(
            daily_tokens=daily_tokens,
            unlimited=unlimited,
            used_today=used_today,
            left_today=left_today,
            resets_at=resets_at,
        )

        usage_budget.additional_properties = d
        return usage_budget

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
