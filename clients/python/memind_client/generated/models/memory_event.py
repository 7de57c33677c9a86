from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.memory_event_kind_enum import MemoryEventKindEnum
from ..types import UNSET, Unset
from typing import cast
import datetime


T = TypeVar("T", bound="MemoryEvent")


@_attrs_define
class MemoryEvent:
    """
    Attributes:
        id (int):
        kind (MemoryEventKindEnum): * `created` - Created
            * `merged` - Merged
            * `superseded` - Superseded
            * `archived` - Archived
            * `restored` - Restored
            * `edited` - Edited
            * `pinned` - Pinned
            * `unpinned` - Unpinned
            * `flagged` - Flagged
            * `reviewed` - Reviewed
        actor (str): system:<job>, app:<name> or staff:<username>
        at (datetime.datetime):
        reason (str | Unset):
        before (Any | Unset):
        after (Any | Unset):
    """

    id: int
    kind: MemoryEventKindEnum
    actor: str
    at: datetime.datetime
    reason: str | Unset = UNSET
    before: Any | Unset = UNSET
    after: Any | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind = self.kind.value

        actor = self.actor

        at = self.at.isoformat()

        reason = self.reason

        before = self.before

        after = self.after

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "actor": actor,
                "at": at,
            }
        )
        if reason is not UNSET:
            field_dict["reason"] = reason
        if before is not UNSET:
            field_dict["before"] = before
        if after is not UNSET:
            field_dict["after"] = after

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        kind = MemoryEventKindEnum(d.pop("kind"))

        actor = d.pop("actor")

        at = datetime.datetime.fromisoformat(d.pop("at"))

        reason = d.pop("reason", UNSET)

        before = d.pop("before", UNSET)

        after = d.pop("after", UNSET)

        memory_event = cls(
            id=id,
            kind=kind,
            actor=actor,
            at=at,
            reason=reason,
            before=before,
            after=after,
        )

        memory_event.additional_properties = d
        return memory_event

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
