from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime


T = TypeVar("T", bound="EpisodeHit")


@_attrs_define
class EpisodeHit:
    """
    Attributes:
        id (int):
        title (str):
        summary (str):
        started_at (datetime.datetime):
        ended_at (datetime.datetime):
        message_ids (list[int]):
        score (float):
        vector (float):
        keyword (float):
    """

    id: int
    title: str
    summary: str
    started_at: datetime.datetime
    ended_at: datetime.datetime
    message_ids: list[int]
    score: float
    vector: float
    keyword: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        title = self.title

        summary = self.summary

        started_at = self.started_at.isoformat()

        ended_at = self.ended_at.isoformat()

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
                "message_ids": message_ids,
                "score": score,
                "vector": vector,
                "keyword": keyword,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        title = d.pop("title")

        summary = d.pop("summary")

        started_at = datetime.datetime.fromisoformat(d.pop("started_at"))

        ended_at = datetime.datetime.fromisoformat(d.pop("ended_at"))

        message_ids = cast(list[int], d.pop("message_ids"))

        score = d.pop("score")

        vector = d.pop("vector")

        keyword = d.pop("keyword")

        episode_hit = cls(
            id=id,
            title=title,
            summary=summary,
            started_at=started_at,
            ended_at=ended_at,
            message_ids=message_ids,
            score=score,
            vector=vector,
            keyword=keyword,
        )

        episode_hit.additional_properties = d
        return episode_hit

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
