from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime


T = TypeVar("T", bound="EndUser")


@_attrs_define
class EndUser:
    """
    Attributes:
        user_id (str):
        stage (str):
        first_seen_at (datetime.datetime | None):
        last_seen_at (datetime.datetime | None):
        created_at (datetime.datetime):
        display_name (str | Unset):
        timezone (str | Unset):
        locale (str | Unset): e.g. zh-CN, en; empty = detect.
        metadata (Any | Unset):
    """

    user_id: str
    stage: str
    first_seen_at: datetime.datetime | None
    last_seen_at: datetime.datetime | None
    created_at: datetime.datetime
    display_name: str | Unset = UNSET
    timezone: str | Unset = UNSET
    locale: str | Unset = UNSET
    metadata: Any | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        user_id = self.user_id

        stage = self.stage

        first_seen_at: None | str
        if isinstance(self.first_seen_at, datetime.datetime):
            first_seen_at = self.first_seen_at.isoformat()
        else:
            first_seen_at = self.first_seen_at

        last_seen_at: None | str
        if isinstance(self.last_seen_at, datetime.datetime):
            last_seen_at = self.last_seen_at.isoformat()
        else:
            last_seen_at = self.last_seen_at

        created_at = self.created_at.isoformat()

        display_name = self.display_name

        timezone = self.timezone

        locale = self.locale

        metadata = self.metadata

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "user_id": user_id,
                "stage": stage,
                "first_seen_at": first_seen_at,
                "last_seen_at": last_seen_at,
                "created_at": created_at,
            }
        )
        if display_name is not UNSET:
            field_dict["display_name"] = display_name
        if timezone is not UNSET:
            field_dict["timezone"] = timezone
        if locale is not UNSET:
            field_dict["locale"] = locale
        if metadata is not UNSET:
            field_dict["metadata"] = metadata

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        user_id = d.pop("user_id")

        stage = d.pop("stage")

        def _parse_first_seen_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                first_seen_at_type_0 = datetime.datetime.fromisoformat(data)

                return first_seen_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        first_seen_at = _parse_first_seen_at(d.pop("first_seen_at"))

        def _parse_last_seen_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_seen_at_type_0 = datetime.datetime.fromisoformat(data)

                return last_seen_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        last_seen_at = _parse_last_seen_at(d.pop("last_seen_at"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        display_name = d.pop("display_name", UNSET)

        timezone = d.pop("timezone", UNSET)

        locale = d.pop("locale", UNSET)

        metadata = d.pop("metadata", UNSET)

        end_user = cls(
            user_id=user_id,
            stage=stage,
            first_seen_at=first_seen_at,
            last_seen_at=last_seen_at,
            created_at=created_at,
            display_name=display_name,
            timezone=timezone,
            locale=locale,
            metadata=metadata,
        )

        end_user.additional_properties = d
        return end_user

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
