from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime


T = TypeVar("T", bound="PatchedEndUser")


@_attrs_define
class PatchedEndUser:
    """
    Attributes:
        user_id (str | Unset):
        display_name (str | Unset):
        timezone (str | Unset):
        locale (str | Unset): e.g. zh-CN, en; empty = detect.
        metadata (Any | Unset):
        stage (str | Unset):
        first_seen_at (datetime.datetime | None | Unset):
        last_seen_at (datetime.datetime | None | Unset):
        created_at (datetime.datetime | Unset):
    """

    user_id: str | Unset = UNSET
    display_name: str | Unset = UNSET
    timezone: str | Unset = UNSET
    locale: str | Unset = UNSET
    metadata: Any | Unset = UNSET
    stage: str | Unset = UNSET
    first_seen_at: datetime.datetime | None | Unset = UNSET
    last_seen_at: datetime.datetime | None | Unset = UNSET
    created_at: datetime.datetime | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        user_id = self.user_id

        display_name = self.display_name

        timezone = self.timezone

        locale = self.locale

        metadata = self.metadata

        stage = self.stage

        first_seen_at: None | str | Unset
        if isinstance(self.first_seen_at, Unset):
            first_seen_at = UNSET
        elif isinstance(self.first_seen_at, datetime.datetime):
            first_seen_at = self.first_seen_at.isoformat()
        else:
            first_seen_at = self.first_seen_at

        last_seen_at: None | str | Unset
        if isinstance(self.last_seen_at, Unset):
            last_seen_at = UNSET
        elif isinstance(self.last_seen_at, datetime.datetime):
            last_seen_at = self.last_seen_at.isoformat()
        else:
            last_seen_at = self.last_seen_at

        created_at: str | Unset = UNSET
        if not isinstance(self.created_at, Unset):
            created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if user_id is not UNSET:
            field_dict["user_id"] = user_id
        if display_name is not UNSET:
            field_dict["display_name"] = display_name
        if timezone is not UNSET:
            field_dict["timezone"] = timezone
        if locale is not UNSET:
            field_dict["locale"] = locale
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if stage is not UNSET:
            field_dict["stage"] = stage
        if first_seen_at is not UNSET:
            field_dict["first_seen_at"] = first_seen_at
        if last_seen_at is not UNSET:
            field_dict["last_seen_at"] = last_seen_at
        if created_at is not UNSET:
            field_dict["created_at"] = created_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        user_id = d.pop("user_id", UNSET)

        display_name = d.pop("display_name", UNSET)

        timezone = d.pop("timezone", UNSET)

        locale = d.pop("locale", UNSET)

        metadata = d.pop("metadata", UNSET)

        stage = d.pop("stage", UNSET)

        def _parse_first_seen_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                first_seen_at_type_0 = datetime.datetime.fromisoformat(data)

                return first_seen_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        first_seen_at = _parse_first_seen_at(d.pop("first_seen_at", UNSET))

        def _parse_last_seen_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_seen_at_type_0 = datetime.datetime.fromisoformat(data)

                return last_seen_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        last_seen_at = _parse_last_seen_at(d.pop("last_seen_at", UNSET))

        _created_at = d.pop("created_at", UNSET)
        created_at: datetime.datetime | Unset
        if isinstance(_created_at, Unset):
            created_at = UNSET
        else:
            created_at = datetime.datetime.fromisoformat(_created_at)

        patched_end_user = cls(
            user_id=user_id,
            display_name=display_name,
            timezone=timezone,
            locale=locale,
            metadata=metadata,
            stage=stage,
            first_seen_at=first_seen_at,
            last_seen_at=last_seen_at,
            created_at=created_at,
        )

        patched_end_user.additional_properties = d
        return patched_end_user

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
