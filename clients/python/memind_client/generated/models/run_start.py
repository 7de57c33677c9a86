from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime


T = TypeVar("T", bound="RunStart")


@_attrs_define
class RunStart:
    """
    Attributes:
        run_id (str):
        executor (str): goose, openhands, aider, browser…
        user_id (str | Unset):  Default: ''.
        session_id (str | Unset):  Default: ''.
        user_message (str | Unset):  Default: ''.
        started_at (datetime.datetime | Unset):
    """

    run_id: str
    executor: str
    user_id: str | Unset = ""
    session_id: str | Unset = ""
    user_message: str | Unset = ""
    started_at: datetime.datetime | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        run_id = self.run_id

        executor = self.executor

        user_id = self.user_id

        session_id = self.session_id

        user_message = self.user_message

        started_at: str | Unset = UNSET
        if not isinstance(self.started_at, Unset):
            started_at = self.started_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "run_id": run_id,
                "executor": executor,
            }
        )
        if user_id is not UNSET:
            field_dict["user_id"] = user_id
        if session_id is not UNSET:
            field_dict["session_id"] = session_id
        if user_message is not UNSET:
            field_dict["user_message"] = user_message
        if started_at is not UNSET:
            field_dict["started_at"] = started_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        run_id = d.pop("run_id")

        executor = d.pop("executor")

        user_id = d.pop("user_id", UNSET)

        session_id = d.pop("session_id", UNSET)

        user_message = d.pop("user_message", UNSET)

        _started_at = d.pop("started_at", UNSET)
        started_at: datetime.datetime | Unset
        if isinstance(_started_at, Unset):
            started_at = UNSET
        else:
            started_at = datetime.datetime.fromisoformat(_started_at)

        run_start = cls(
            run_id=run_id,
            executor=executor,
            user_id=user_id,
            session_id=session_id,
            user_message=user_message,
            started_at=started_at,
        )

        run_start.additional_properties = d
        return run_start

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
