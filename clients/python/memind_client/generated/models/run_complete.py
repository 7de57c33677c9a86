from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.run_complete_status_enum import RunCompleteStatusEnum
from ..types import UNSET, Unset
from typing import cast
import datetime


T = TypeVar("T", bound="RunComplete")


@_attrs_define
class RunComplete:
    """
    Attributes:
        status (RunCompleteStatusEnum): * `completed` - completed
            * `failed` - failed
        summary (str | Unset):  Default: ''.
        finished_at (datetime.datetime | Unset):
    """

    status: RunCompleteStatusEnum
    summary: str | Unset = ""
    finished_at: datetime.datetime | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        summary = self.summary

        finished_at: str | Unset = UNSET
        if not isinstance(self.finished_at, Unset):
            finished_at = self.finished_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
            }
        )
        if summary is not UNSET:
            field_dict["summary"] = summary
        if finished_at is not UNSET:
            field_dict["finished_at"] = finished_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = RunCompleteStatusEnum(d.pop("status"))

        summary = d.pop("summary", UNSET)

        _finished_at = d.pop("finished_at", UNSET)
        finished_at: datetime.datetime | Unset
        if isinstance(_finished_at, Unset):
            finished_at = UNSET
        else:
            finished_at = datetime.datetime.fromisoformat(_finished_at)

        run_complete = cls(
            status=status,
            summary=summary,
            finished_at=finished_at,
        )

        run_complete.additional_properties = d
        return run_complete

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
