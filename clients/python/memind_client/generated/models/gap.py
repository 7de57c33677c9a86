from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.blank_enum import BlankEnum
from ..models.gap_status_enum import GapStatusEnum
from ..models.outcome_enum import OutcomeEnum
from typing import cast
import datetime


T = TypeVar("T", bound="Gap")


@_attrs_define
class Gap:
    """
    Attributes:
        id (int):
        memory_id (int):
        memory_content (str):
        kind (str): The event kind (the memory's value): interview, exam…
        due_date (datetime.date): The event's local date (or, undated, when it was said).
        status (GapStatusEnum): * `open` - Open
            * `asked` - Asked
            * `closed` - Closed
            * `expired` - Expired
        outcome (BlankEnum | OutcomeEnum): Empty until closed.

            * `positive` - Positive
            * `negative` - Negative
            * `open` - Open
            * `unknown` - Unknown
        note (str): Why it closed or expired.
        opened_at (datetime.datetime):
        asked_at (datetime.datetime | None):
        closed_at (datetime.datetime | None): Closed or expired.
        closing_memory_id (int | None):
        closing_message_id (int | None):
    """

    id: int
    memory_id: int
    memory_content: str
    kind: str
    due_date: datetime.date
    status: GapStatusEnum
    outcome: BlankEnum | OutcomeEnum
    note: str
    opened_at: datetime.datetime
    asked_at: datetime.datetime | None
    closed_at: datetime.datetime | None
    closing_memory_id: int | None
    closing_message_id: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        memory_id = self.memory_id

        memory_content = self.memory_content

        kind = self.kind

        due_date = self.due_date.isoformat()

        status = self.status.value

        outcome: str
        if isinstance(self.outcome, OutcomeEnum):
            outcome = self.outcome.value
        else:
            outcome = self.outcome.value

        note = self.note

        opened_at = self.opened_at.isoformat()

        asked_at: None | str
        if isinstance(self.asked_at, datetime.datetime):
            asked_at = self.asked_at.isoformat()
        else:
            asked_at = self.asked_at

        closed_at: None | str
        if isinstance(self.closed_at, datetime.datetime):
            closed_at = self.closed_at.isoformat()
        else:
            closed_at = self.closed_at

        closing_memory_id: int | None
        closing_memory_id = self.closing_memory_id

        closing_message_id: int | None
        closing_message_id = self.closing_message_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "memory_id": memory_id,
                "memory_content": memory_content,
                "kind": kind,
                "due_date": due_date,
                "status": status,
                "outcome": outcome,
                "note": note,
                "opened_at": opened_at,
                "asked_at": asked_at,
                "closed_at": closed_at,
                "closing_memory_id": closing_memory_id,
                "closing_message_id": closing_message_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        memory_id = d.pop("memory_id")

        memory_content = d.pop("memory_content")

        kind = d.pop("kind")

        due_date = datetime.date.fromisoformat(d.pop("due_date"))

        status = GapStatusEnum(d.pop("status"))

        def _parse_outcome(data: object) -> BlankEnum | OutcomeEnum:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                outcome_type_0 = OutcomeEnum(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            outcome_type_1 = BlankEnum(data)

            return outcome_type_1

        outcome = _parse_outcome(d.pop("outcome"))

        note = d.pop("note")

        opened_at = datetime.datetime.fromisoformat(d.pop("opened_at"))

        def _parse_asked_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                asked_at_type_0 = datetime.datetime.fromisoformat(data)

                return asked_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        asked_at = _parse_asked_at(d.pop("asked_at"))

        def _parse_closed_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                closed_at_type_0 = datetime.datetime.fromisoformat(data)

                return closed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        closed_at = _parse_closed_at(d.pop("closed_at"))

        def _parse_closing_memory_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        closing_memory_id = _parse_closing_memory_id(d.pop("closing_memory_id"))

        def _parse_closing_message_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        closing_message_id = _parse_closing_message_id(d.pop("closing_message_id"))

        gap = cls(
            id=id,
            memory_id=memory_id,
            memory_content=memory_content,
            kind=kind,
            due_date=due_date,
            status=status,
            outcome=outcome,
            note=note,
            opened_at=opened_at,
            asked_at=asked_at,
            closed_at=closed_at,
            closing_memory_id=closing_memory_id,
            closing_message_id=closing_message_id,
        )

        gap.additional_properties = d
        return gap

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
