from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.blank_enum import BlankEnum
from ..models.memory_status_enum import MemoryStatusEnum
from ..models.outcome_enum import OutcomeEnum
from ..models.review_state_enum import ReviewStateEnum
from ..models.type_enum import TypeEnum
from typing import cast
import datetime


T = TypeVar("T", bound="Memory")


@_attrs_define
class Memory:
    """
    Attributes:
        id (int):
        user (str):
        type_ (TypeEnum): * `identity` - Identity
            * `preference` - Preference
            * `life_event` - Life Event
            * `emotion` - Emotion
            * `relationship` - Relationship
            * `shared` - Shared
            * `milestone` - Milestone
            * `routine` - Routine
        content (str):
        importance (float):
        strength (float):
        status (MemoryStatusEnum): * `active` - Active
            * `superseded` - Superseded
            * `archived` - Archived
        status_reason (str):
        subject (str): Who or what the fact is about: empty for the user, else as the user refers to them (表姐, sister,
            狗, 读书会).
        slot (str): What the fact is about: name, residence…
        value (str): Normalised value for the slot.
        valence (float): -1 (painful) … +1 (happy)
        emotion (str):
        outcome (OutcomeEnum): * `positive` - Positive
            * `negative` - Negative
            * `open` - Open
            * `unknown` - Unknown
        event_date (datetime.date | None):
        observed_at (datetime.datetime): When the user said it (the source message's time).
        mention_count (int):
        last_recalled_at (datetime.datetime | None):
        superseded_by (int | None):
        extraction_run (int | None):
        source_count (int):
        pinned (bool): Never fades or is pruned; always in the profile.
        review_state (BlankEnum | ReviewStateEnum): pending: in the review queue; approved, corrected or rejected once a
            person decided.

            * `` - not in the review queue
            * `pending` - Pending
            * `approved` - Approved
            * `corrected` - Corrected
            * `rejected` - Rejected
        review_reason (str):
        held (bool): An identity change waiting for review: kept out of the context and the profile.
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: int
    user: str
    type_: TypeEnum
    content: str
    importance: float
    strength: float
    status: MemoryStatusEnum
    status_reason: str
    subject: str
    slot: str
    value: str
    valence: float
    emotion: str
    outcome: OutcomeEnum
    event_date: datetime.date | None
    observed_at: datetime.datetime
    mention_count: int
    last_recalled_at: datetime.datetime | None
    superseded_by: int | None
    extraction_run: int | None
    source_count: int
    pinned: bool
    review_state: BlankEnum | ReviewStateEnum
    review_reason: str
    held: bool
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        user = self.user

        type_ = self.type_.value

        content = self.content

        importance = self.importance

        strength = self.strength

        status = self.status.value

        status_reason = self.status_reason

        subject = self.subject

        slot = self.slot

        value = self.value

        valence = self.valence

        emotion = self.emotion

        outcome = self.outcome.value

        event_date: None | str
        if isinstance(self.event_date, datetime.date):
            event_date = self.event_date.isoformat()
        else:
            event_date = self.event_date

        observed_at = self.observed_at.isoformat()

        mention_count = self.mention_count

        last_recalled_at: None | str
        if isinstance(self.last_recalled_at, datetime.datetime):
            last_recalled_at = self.last_recalled_at.isoformat()
        else:
            last_recalled_at = self.last_recalled_at

        superseded_by: int | None
        superseded_by = self.superseded_by

        extraction_run: int | None
        extraction_run = self.extraction_run

        source_count = self.source_count

        pinned = self.pinned

        review_state: str
        if isinstance(self.review_state, ReviewStateEnum):
            review_state = self.review_state.value
        else:
            review_state = self.review_state.value

        review_reason = self.review_reason

        held = self.held

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "user": user,
                "type": type_,
                "content": content,
                "importance": importance,
                "strength": strength,
                "status": status,
                "status_reason": status_reason,
                "subject": subject,
                "slot": slot,
                "value": value,
                "valence": valence,
                "emotion": emotion,
                "outcome": outcome,
                "event_date": event_date,
                "observed_at": observed_at,
                "mention_count": mention_count,
                "last_recalled_at": last_recalled_at,
                "superseded_by": superseded_by,
                "extraction_run": extraction_run,
                "source_count": source_count,
                "pinned": pinned,
                "review_state": review_state,
                "review_reason": review_reason,
                "held": held,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        user = d.pop("user")

        type_ = TypeEnum(d.pop("type"))

        content = d.pop("content")

        importance = d.pop("importance")

        strength = d.pop("strength")

        status = MemoryStatusEnum(d.pop("status"))

        status_reason = d.pop("status_reason")

        subject = d.pop("subject")

        slot = d.pop("slot")

        value = d.pop("value")

        valence = d.pop("valence")

        emotion = d.pop("emotion")

        outcome = OutcomeEnum(d.pop("outcome"))

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

        observed_at = datetime.datetime.fromisoformat(d.pop("observed_at"))

        mention_count = d.pop("mention_count")

        def _parse_last_recalled_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_recalled_at_type_0 = datetime.datetime.fromisoformat(data)

                return last_recalled_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        last_recalled_at = _parse_last_recalled_at(d.pop("last_recalled_at"))

        def _parse_superseded_by(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        superseded_by = _parse_superseded_by(d.pop("superseded_by"))

        def _parse_extraction_run(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        extraction_run = _parse_extraction_run(d.pop("extraction_run"))

        source_count = d.pop("source_count")

        pinned = d.pop("pinned")

        def _parse_review_state(data: object) -> BlankEnum | ReviewStateEnum:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                review_state_type_0 = ReviewStateEnum(data)

                return review_state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            review_state_type_1 = BlankEnum(data)

            return review_state_type_1

        review_state = _parse_review_state(d.pop("review_state"))

        review_reason = d.pop("review_reason")

        held = d.pop("held")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        memory = cls(
            id=id,
            user=user,
            type_=type_,
            content=content,
            importance=importance,
            strength=strength,
            status=status,
            status_reason=status_reason,
            subject=subject,
            slot=slot,
            value=value,
            valence=valence,
            emotion=emotion,
            outcome=outcome,
            event_date=event_date,
            observed_at=observed_at,
            mention_count=mention_count,
            last_recalled_at=last_recalled_at,
            superseded_by=superseded_by,
            extraction_run=extraction_run,
            source_count=source_count,
            pinned=pinned,
            review_state=review_state,
            review_reason=review_reason,
            held=held,
            created_at=created_at,
            updated_at=updated_at,
        )

        memory.additional_properties = d
        return memory

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
