from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.role_enum import RoleEnum
from ..types import UNSET, Unset
from typing import cast
import datetime


T = TypeVar("T", bound="Message")


@_attrs_define
class Message:
    """
    Attributes:
        id (int):
        role (RoleEnum): * `user` - User
            * `assistant` - Assistant
        content (str):
        sent_at (datetime.datetime):
        session_id (str | Unset):
        client_msg_id (str | Unset):
        extraction_run (int | None | Unset):
    """

    id: int
    role: RoleEnum
    content: str
    sent_at: datetime.datetime
    session_id: str | Unset = UNSET
    client_msg_id: str | Unset = UNSET
    extraction_run: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        role = self.role.value

        content = self.content

        sent_at = self.sent_at.isoformat()

        session_id = self.session_id

        client_msg_id = self.client_msg_id

        extraction_run: int | None | Unset
        if isinstance(self.extraction_run, Unset):
            extraction_run = UNSET
        else:
            extraction_run = self.extraction_run

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "role": role,
                "content": content,
                "sent_at": sent_at,
            }
        )
        if session_id is not UNSET:
            field_dict["session_id"] = session_id
        if client_msg_id is not UNSET:
            field_dict["client_msg_id"] = client_msg_id
        if extraction_run is not UNSET:
            field_dict["extraction_run"] = extraction_run

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        role = RoleEnum(d.pop("role"))

        content = d.pop("content")

        sent_at = datetime.datetime.fromisoformat(d.pop("sent_at"))

        session_id = d.pop("session_id", UNSET)

        client_msg_id = d.pop("client_msg_id", UNSET)

        def _parse_extraction_run(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        extraction_run = _parse_extraction_run(d.pop("extraction_run", UNSET))

        message = cls(
            id=id,
            role=role,
            content=content,
            sent_at=sent_at,
            session_id=session_id,
            client_msg_id=client_msg_id,
            extraction_run=extraction_run,
        )

        message.additional_properties = d
        return message

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
