from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime


T = TypeVar("T", bound="Belief")


@_attrs_define
class Belief:
    """A memory as it stood at ``as_of`` (``memories.beliefs``).

    Attributes:
        id (int):
        type_ (str):
        content (str):
        status (str):
        status_reason (str):
        strength (float): At as_of.
        strength_estimated (bool): Recalled since as_of: strength then is estimated from its last recorded anchor.
        faded (bool): Active then, but weaker than the faded line.
        subject (str):
        slot (str):
        value (str):
        importance (float):
        outcome (str):
        event_date (datetime.date | None):
        superseded_by (int | None):
        pinned (bool):
        held (bool):
        review_state (str):
        observed_at (datetime.datetime): When it was said (true).
        learned_at (datetime.datetime): When Memind recorded it.
        learned_late (bool): Recorded more than a day after it was said.
        changed_since (bool): Changed after as_of.
    """

    id: int
    type_: str
    content: str
    status: str
    status_reason: str
    strength: float
    strength_estimated: bool
    faded: bool
    subject: str
    slot: str
    value: str
    importance: float
    outcome: str
    event_date: datetime.date | None
    superseded_by: int | None
    pinned: bool
    held: bool
    review_state: str
    observed_at: datetime.datetime
    learned_at: datetime.datetime
    learned_late: bool
    changed_since: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        type_ = self.type_

        content = self.content

        status = self.status

        status_reason = self.status_reason

        strength = self.strength

        strength_estimated = self.strength_estimated

        faded = self.faded

        subject = self.subject

        slot = self.slot

        value = self.value

        importance = self.importance

        outcome = self.outcome

        event_date: None | str
        if isinstance(self.event_date, datetime.date):
            event_date = self.event_date.isoformat()
        else:
            event_date = self.event_date

        superseded_by: int | None
        superseded_by = self.superseded_by

        pinned = self.pinned

        held = self.held

        review_state = self.review_state

        observed_at = self.observed_at.isoformat()

        learned_at = self.learned_at.isoformat()

        learned_late = self.learned_late

        changed_since = self.changed_since

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "type": type_,
                "content": content,
                "status": status,
                "status_reason": status_reason,
                "strength": strength,
                "strength_estimated": strength_estimated,
                "faded": faded,
                "subject": subject,
                "slot": slot,
                "value": value,
                "importance": importance,
                "outcome": outcome,
                "event_date": event_date,
                "superseded_by": superseded_by,
                "pinned": pinned,
                "held": held,
                "review_state": review_state,
                "observed_at": observed_at,
                "learned_at": learned_at,
                "learned_late": learned_late,
                "changed_since": changed_since,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        type_ = d.pop("type")

        content = d.pop("content")

        status = d.pop("status")

        status_reason = d.pop("status_reason")

        strength = d.pop("strength")

        strength_estimated = d.pop("strength_estimated")

        faded = d.pop("faded")

        subject = d.pop("subject")

        slot = d.pop("slot")

        value = d.pop("value")

        importance = d.pop("importance")

        outcome = d.pop("outcome")

        def _parse_event_date(data: object) -> datetime.date | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                event_date_type_0 = datetime.date.fromisoformat(data)

                return event_date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None, data)

        event_date = _parse_event_date(d.pop("event_date"))

        def _parse_superseded_by(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        superseded_by = _parse_superseded_by(d.pop("superseded_by"))

        pinned = d.pop("pinned")

        held = d.pop("held")

        review_state = d.pop("review_state")

        observed_at = datetime.datetime.fromisoformat(d.pop("observed_at"))

        learned_at = datetime.datetime.fromisoformat(d.pop("learned_at"))

        learned_late = d.pop("learned_late")

        changed_since = d.pop("changed_since")

        belief = cls(
            id=id,
            type_=type_,
            content=content,
            status=status,
            status_reason=status_reason,
            strength=strength,
            strength_estimated=strength_estimated,
            faded=faded,
            subject=subject,
            slot=slot,
            value=value,
            importance=importance,
            outcome=outcome,
            event_date=event_date,
            superseded_by=superseded_by,
            pinned=pinned,
            held=held,
            review_state=review_state,
            observed_at=observed_at,
            learned_at=learned_at,
            learned_late=learned_late,
            changed_since=changed_since,
        )

        belief.additional_properties = d
        return belief

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
