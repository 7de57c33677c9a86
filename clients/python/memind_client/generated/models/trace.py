from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.trace_kind_enum import TraceKindEnum
from ..types import UNSET, Unset
from typing import cast
import datetime


T = TypeVar("T", bound="Trace")


@_attrs_define
class Trace:
    """
    Attributes:
        id (int):
        user (str):
        now (datetime.datetime):
        memory_ids (list[int]):
        created_at (datetime.datetime):
        kind (TraceKindEnum | Unset): * `context` - Context
            * `proactive` - Proactive
        input_ (str | Unset): The user's message (or the planner's request).
        emotion (str | Unset):
        valence (float | Unset):
        stage (str | Unset):
        reply (str | Unset):
        reply_at (datetime.datetime | None | Unset):
    """

    id: int
    user: str
    now: datetime.datetime
    memory_ids: list[int]
    created_at: datetime.datetime
    kind: TraceKindEnum | Unset = UNSET
    input_: str | Unset = UNSET
    emotion: str | Unset = UNSET
    valence: float | Unset = UNSET
    stage: str | Unset = UNSET
    reply: str | Unset = UNSET
    reply_at: datetime.datetime | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        user = self.user

        now = self.now.isoformat()

        memory_ids = self.memory_ids

        created_at = self.created_at.isoformat()

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value

        input_ = self.input_

        emotion = self.emotion

        valence = self.valence

        stage = self.stage

        reply = self.reply

        reply_at: None | str | Unset
        if isinstance(self.reply_at, Unset):
            reply_at = UNSET
        elif isinstance(self.reply_at, datetime.datetime):
            reply_at = self.reply_at.isoformat()
        else:
            reply_at = self.reply_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "user": user,
                "now": now,
                "memory_ids": memory_ids,
                "created_at": created_at,
            }
        )
        if kind is not UNSET:
            field_dict["kind"] = kind
        if input_ is not UNSET:
            field_dict["input"] = input_
        if emotion is not UNSET:
            field_dict["emotion"] = emotion
        if valence is not UNSET:
            field_dict["valence"] = valence
        if stage is not UNSET:
            field_dict["stage"] = stage
        if reply is not UNSET:
            field_dict["reply"] = reply
        if reply_at is not UNSET:
            field_dict["reply_at"] = reply_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        user = d.pop("user")

        now = datetime.datetime.fromisoformat(d.pop("now"))

        memory_ids = cast(list[int], d.pop("memory_ids"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        _kind = d.pop("kind", UNSET)
        kind: TraceKindEnum | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = TraceKindEnum(_kind)

        input_ = d.pop("input", UNSET)

        emotion = d.pop("emotion", UNSET)

        valence = d.pop("valence", UNSET)

        stage = d.pop("stage", UNSET)

        reply = d.pop("reply", UNSET)

        def _parse_reply_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reply_at_type_0 = datetime.datetime.fromisoformat(data)

                return reply_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        reply_at = _parse_reply_at(d.pop("reply_at", UNSET))

        trace = cls(
            id=id,
            user=user,
            now=now,
            memory_ids=memory_ids,
            created_at=created_at,
            kind=kind,
            input_=input_,
            emotion=emotion,
            valence=valence,
            stage=stage,
            reply=reply,
            reply_at=reply_at,
        )

        trace.additional_properties = d
        return trace

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
