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


T = TypeVar("T", bound="MessageIn")


@_attrs_define
class MessageIn:
    """
    Attributes:
        role (RoleEnum): * `user` - User
            * `assistant` - Assistant
        content (str):
        sent_at (datetime.datetime | Unset):
        session_id (str | Unset):  Default: ''.
        client_msg_id (str | Unset):  Default: ''.
    """

    role: RoleEnum
    content: str
    sent_at: datetime.datetime | Unset = UNSET
    session_id: str | Unset = ""
    client_msg_id: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        role = self.role.value

        content = self.content

        sent_at: str | Unset = UNSET
        if not isinstance(self.sent_at, Unset):
            sent_at = self.sent_at.isoformat()

        session_id = self.session_id

        client_msg_id = self.client_msg_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "role": role,
                "content": content,
            }
        )
        if sent_at is not UNSET:
            field_dict["sent_at"] = sent_at
        if session_id is not UNSET:
            field_dict["session_id"] = session_id
        if client_msg_id is not UNSET:
            field_dict["client_msg_id"] = client_msg_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        role = RoleEnum(d.pop("role"))

        content = d.pop("content")

        _sent_at = d.pop("sent_at", UNSET)
        sent_at: datetime.datetime | Unset
        if isinstance(_sent_at, Unset):
            sent_at = UNSET
        else:
            sent_at = datetime.datetime.fromisoformat(_sent_at)

        session_id = d.pop("session_id", UNSET)

        client_msg_id = d.pop("client_msg_id", UNSET)

        message_in = cls(
            role=role,
            content=content,
            sent_at=sent_at,
            session_id=session_id,
            client_msg_id=client_msg_id,
        )

        message_in.additional_properties = d
        return message_in

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
