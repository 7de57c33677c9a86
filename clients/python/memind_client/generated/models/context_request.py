from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime


T = TypeVar("T", bound="ContextRequest")


@_attrs_define
class ContextRequest:
    """
    Attributes:
        message (str):
        now (datetime.datetime | Unset): Replay: build the context as of this time.
        limit (int | Unset):
        budget_tokens (int | Unset): Tokens the whole prompt block may take (default MEMIND_CONTEXT_TOKEN_BUDGET,
            1,500).
    """

    message: str
    now: datetime.datetime | Unset = UNSET
    limit: int | Unset = UNSET
    budget_tokens: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        message = self.message

        now: str | Unset = UNSET
        if not isinstance(self.now, Unset):
            now = self.now.isoformat()

        limit = self.limit

        budget_tokens = self.budget_tokens

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "message": message,
            }
        )
        if now is not UNSET:
            field_dict["now"] = now
        if limit is not UNSET:
            field_dict["limit"] = limit
        if budget_tokens is not UNSET:
            field_dict["budget_tokens"] = budget_tokens

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        message = d.pop("message")

        _now = d.pop("now", UNSET)
        now: datetime.datetime | Unset
        if isinstance(_now, Unset):
            now = UNSET
        else:
            now = datetime.datetime.fromisoformat(_now)

        limit = d.pop("limit", UNSET)

        budget_tokens = d.pop("budget_tokens", UNSET)

        context_request = cls(
            message=message,
            now=now,
            limit=limit,
            budget_tokens=budget_tokens,
        )

        context_request.additional_properties = d
        return context_request

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
