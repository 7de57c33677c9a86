from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast


T = TypeVar("T", bound="ReflectResult")


@_attrs_define
class ReflectResult:
    """
    Attributes:
        groups (int): Groups of similar task outcomes.
        created (list[int]): New execution patterns.
        updated (list[int]): New patterns that superseded an older one.
        unchanged (list[int]):
    """

    groups: int
    created: list[int]
    updated: list[int]
    unchanged: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        groups = self.groups

        created = self.created

        updated = self.updated

        unchanged = self.unchanged

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "groups": groups,
                "created": created,
                "updated": updated,
                "unchanged": unchanged,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        groups = d.pop("groups")

        created = cast(list[int], d.pop("created"))

        updated = cast(list[int], d.pop("updated"))

        unchanged = cast(list[int], d.pop("unchanged"))

        reflect_result = cls(
            groups=groups,
            created=created,
            updated=updated,
            unchanged=unchanged,
        )

        reflect_result.additional_properties = d
        return reflect_result

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
