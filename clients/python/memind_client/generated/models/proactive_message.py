from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.proactive_message_status_enum import ProactiveMessageStatusEnum
from ..models.reason_enum import ReasonEnum
from typing import cast
import datetime


T = TypeVar("T", bound="ProactiveMessage")


@_attrs_define
class ProactiveMessage:
    """
    Attributes:
        id (int):
        user (str):
        text (str):
        reason (ReasonEnum): * `morning_routine` - Morning Routine
            * `evening_event` - Evening Event
            * `long_absence` - Long Absence
            * `gap_followup` - Gap Followup
        lang (str):
        memory_ids (list[int]):
        trace_id (int):
        gap_id (int | None):
        status (ProactiveMessageStatusEnum): * `planned` - Planned
            * `sent` - Sent
            * `dismissed` - Dismissed
        planned_for (datetime.datetime): The planner's 'now'.
        status_changed_at (datetime.datetime | None):
        created_at (datetime.datetime):
    """

    id: int
    user: str
    text: str
    reason: ReasonEnum
    lang: str
    memory_ids: list[int]
    trace_id: int
    gap_id: int | None
    status: ProactiveMessageStatusEnum
    planned_for: datetime.datetime
    status_changed_at: datetime.datetime | None
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        user = self.user

        text = self.text

        reason = self.reason.value

        lang = self.lang

        memory_ids = self.memory_ids

        trace_id = self.trace_id

        gap_id: int | None
        gap_id = self.gap_id

        status = self.status.value

        planned_for = self.planned_for.isoformat()

        status_changed_at: None | str
        if isinstance(self.status_changed_at, datetime.datetime):
            status_changed_at = self.status_changed_at.isoformat()
        else:
            status_changed_at = self.status_changed_at

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "user": user,
                "text": text,
                "reason": reason,
                "lang": lang,
                "memory_ids": memory_ids,
                "trace_id": trace_id,
                "gap_id": gap_id,
                "status": status,
                "planned_for": planned_for,
                "status_changed_at": status_changed_at,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        user = d.pop("user")

        text = d.pop("text")

        reason = ReasonEnum(d.pop("reason"))

        lang = d.pop("lang")

        memory_ids = cast(list[int], d.pop("memory_ids"))

        trace_id = d.pop("trace_id")

        def _parse_gap_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        gap_id = _parse_gap_id(d.pop("gap_id"))

        status = ProactiveMessageStatusEnum(d.pop("status"))

        planned_for = datetime.datetime.fromisoformat(d.pop("planned_for"))

        def _parse_status_changed_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_changed_at_type_0 = datetime.datetime.fromisoformat(data)

                return status_changed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        status_changed_at = _parse_status_changed_at(d.pop("status_changed_at"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        proactive_message = cls(
            id=id,
            user=user,
            text=text,
            reason=reason,
            lang=lang,
            memory_ids=memory_ids,
            trace_id=trace_id,
            gap_id=gap_id,
            status=status,
            planned_for=planned_for,
            status_changed_at=status_changed_at,
            created_at=created_at,
        )

        proactive_message.additional_properties = d
        return proactive_message

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
