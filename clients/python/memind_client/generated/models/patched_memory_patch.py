from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.outcome_enum import OutcomeEnum
from ..models.type_enum import TypeEnum
from ..types import UNSET, Unset
from typing import cast
import datetime


T = TypeVar("T", bound="PatchedMemoryPatch")


@_attrs_define
class PatchedMemoryPatch:
    """
    Attributes:
        importance (float | Unset):
        slot (str | Unset):
        value (str | Unset):
        valence (float | Unset):
        emotion (str | Unset):
        outcome (OutcomeEnum | Unset): * `positive` - Positive
            * `negative` - Negative
            * `open` - Open
            * `unknown` - Unknown
        event_date (datetime.date | None | Unset):
        type_ (TypeEnum | Unset): * `identity` - Identity
            * `preference` - Preference
            * `life_event` - Life Event
            * `emotion` - Emotion
            * `relationship` - Relationship
            * `shared` - Shared
            * `milestone` - Milestone
            * `routine` - Routine
        content (str | Unset):
        reason (str | Unset):  Default: ''.
    """

    importance: float | Unset = UNSET
    slot: str | Unset = UNSET
    value: str | Unset = UNSET
    valence: float | Unset = UNSET
    emotion: str | Unset = UNSET
    outcome: OutcomeEnum | Unset = UNSET
    event_date: datetime.date | None | Unset = UNSET
    type_: TypeEnum | Unset = UNSET
    content: str | Unset = UNSET
    reason: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        importance = self.importance

        slot = self.slot

        value = self.value

        valence = self.valence

        emotion = self.emotion

        outcome: str | Unset = UNSET
        if not isinstance(self.outcome, Unset):
            outcome = self.outcome.value

        event_date: None | str | Unset
        if isinstance(self.event_date, Unset):
            event_date = UNSET
        elif isinstance(self.event_date, datetime.date):
            event_date = self.event_date.isoformat()
        else:
            event_date = self.event_date

        type_: str | Unset = UNSET
        if not isinstance(self.type_, Unset):
            type_ = self.type_.value

        content = self.content

        reason = self.reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if importance is not UNSET:
            field_dict["importance"] = importance
        if slot is not UNSET:
            field_dict["slot"] = slot
        if value is not UNSET:
            field_dict["value"] = value
        if valence is not UNSET:
            field_dict["valence"] = valence
        if emotion is not UNSET:
            field_dict["emotion"] = emotion
        if outcome is not UNSET:
            field_dict["outcome"] = outcome
        if event_date is not UNSET:
            field_dict["event_date"] = event_date
        if type_ is not UNSET:
            field_dict["type"] = type_
        if content is not UNSET:
            field_dict["content"] = content
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        importance = d.pop("importance", UNSET)

        slot = d.pop("slot", UNSET)

        value = d.pop("value", UNSET)

        valence = d.pop("valence", UNSET)

        emotion = d.pop("emotion", UNSET)

        _outcome = d.pop("outcome", UNSET)
        outcome: OutcomeEnum | Unset
        if isinstance(_outcome, Unset):
            outcome = UNSET
        else:
            outcome = OutcomeEnum(_outcome)

        def _parse_event_date(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                event_date_type_0 = datetime.date.fromisoformat(data)

                return event_date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        event_date = _parse_event_date(d.pop("event_date", UNSET))

        _type_ = d.pop("type", UNSET)
        type_: TypeEnum | Unset
        if isinstance(_type_, Unset):
            type_ = UNSET
        else:
            type_ = TypeEnum(_type_)

        content = d.pop("content", UNSET)

        reason = d.pop("reason", UNSET)

        patched_memory_patch = cls(
            importance=importance,
            slot=slot,
            value=value,
            valence=valence,
            emotion=emotion,
            outcome=outcome,
            event_date=event_date,
            type_=type_,
            content=content,
            reason=reason,
        )

        patched_memory_patch.additional_properties = d
        return patched_memory_patch

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
