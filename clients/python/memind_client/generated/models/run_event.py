from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime


T = TypeVar("T", bound="RunEvent")


@_attrs_define
class RunEvent:
    """
    Attributes:
        event_id (str):
        type_ (str): environment, log, error, tool_call, file_change, check…
        timestamp (datetime.datetime):
        payload (Any | Unset):
    """

    event_id: str
    type_: str
    timestamp: datetime.datetime
    payload: Any | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        event_id = self.event_id

        type_ = self.type_

        timestamp = self.timestamp.isoformat()

        payload = self.payload

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "event_id": event_id,
                "type": type_,
                "timestamp": timestamp,
            }
        )
        if payload is not UNSET:
            field_dict["payload"] = payload

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event_id = d.pop("event_id")

        type_ = d.pop("type")

        timestamp = datetime.datetime.fromisoformat(d.pop("timestamp"))

        payload = d.pop("payload", UNSET)

        run_event = cls(
            event_id=event_id,
            type_=type_,
            timestamp=timestamp,
            payload=payload,
        )

        run_event.additional_properties = d
        return run_event

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
