from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime


T = TypeVar("T", bound="Episode")


@_attrs_define
class Episode:
    """
    Attributes:
        id (int):
        title (str):
        summary (str):
        started_at (datetime.datetime):
        ended_at (datetime.datetime):
        session_id (str | Unset):
        message_ids (list[int] | Unset):
        score (float | Unset):
        vector (float | Unset):
        keyword (float | Unset):
    """

    id: int
    title: str
    summary: str
    started_at: datetime.datetime
    ended_at: datetime.datetime
    session_id: str | Unset = UNSET
    message_ids: list[int] | Unset = UNSET
    score: float | Unset = UNSET
    vector: float | Unset = UNSET
    keyword: float | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        title = self.title

        summary = self.summary

        started_at = self.started_at.isoformat()

        ended_at = self.ended_at.isoformat()

        session_id = self.session_id

        message_ids: list[int] | Unset = UNSET
        if not isinstance(self.message_ids, Unset):
            message_ids = self.message_ids

        score = self.score

        vector = self.vector

        keyword = self.keyword

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "title": title,
                "summary": summary,
                "started_at": started_at,
                "ended_at": ended_at,
            }
        )
        if session_id is not UNSET:
            field_dict["session_id"] = session_id
        if message_ids is not UNSET:
            field_dict["message_ids"] = message_ids
        if score is not UNSET:
            field_dict["score"] = score
        if vector is not UNSET:
            field_dict["vector"] = vector
        if keyword is not UNSET:
            field_dict["keyword"] = keyword

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        title = d.pop("title")

        summary = d.pop("summary")

        started_at = datetime.datetime.fromisoformat(d.pop("started_at"))

        ended_at = datetime.datetime.fromisoformat(d.pop("ended_at"))

        session_id = d.pop("session_id", UNSET)

        message_ids = cast(list[int], d.pop("message_ids", UNSET))

        score = d.pop("score", UNSET)

        vector = d.pop("vector", UNSET)

        keyword = d.pop("keyword", UNSET)

        episode = cls(
            id=id,
            title=title,
            summary=summary,
            started_at=started_at,
            ended_at=ended_at,
            session_id=session_id,
            message_ids=message_ids,
            score=score,
            vector=vector,
            keyword=keyword,
        )

        episode.additional_properties = d
        return episode

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
