from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime


T = TypeVar("T", bound="Source")


@_attrs_define
class Source:
    """
    Attributes:
        id (int):
        client_msg_id (str):
        sent_at (datetime.datetime):
        role (str):
        content (str):
        extraction_run (int | None):
    """

    id: int
    client_msg_id: str
    sent_at: datetime.datetime
    role: str
    content: str
    extraction_run: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        client_msg_id = self.client_msg_id

        sent_at = self.sent_at.isoformat()

        role = self.role

        content = self.content

        extraction_run: int | None
        extraction_run = self.extraction_run

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "client_msg_id": client_msg_id,
                "sent_at": sent_at,
                "role": role,
                "content": content,
                "extraction_run": extraction_run,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        client_msg_id = d.pop("client_msg_id")

        sent_at = datetime.datetime.fromisoformat(d.pop("sent_at"))

        role = d.pop("role")

        content = d.pop("content")

        def _parse_extraction_run(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        extraction_run = _parse_extraction_run(d.pop("extraction_run"))

        source = cls(
            id=id,
            client_msg_id=client_msg_id,
            sent_at=sent_at,
            role=role,
            content=content,
            extraction_run=extraction_run,
        )

        source.additional_properties = d
        return source

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
