from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime


T = TypeVar("T", bound="SearchMessage")


@_attrs_define
class SearchMessage:
    """
    Attributes:
        id (int):
        role (str):
        content (str):
        sent_at (datetime.datetime):
        session_id (str):
        score (float):
        bm25_rank (int | None):
        vector_rank (int | None):
    """

    id: int
    role: str
    content: str
    sent_at: datetime.datetime
    session_id: str
    score: float
    bm25_rank: int | None
    vector_rank: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        role = self.role

        content = self.content

        sent_at = self.sent_at.isoformat()

        session_id = self.session_id

        score = self.score

        bm25_rank: int | None
        bm25_rank = self.bm25_rank

        vector_rank: int | None
        vector_rank = self.vector_rank

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "role": role,
                "content": content,
                "sent_at": sent_at,
                "session_id": session_id,
                "score": score,
                "bm25_rank": bm25_rank,
                "vector_rank": vector_rank,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        role = d.pop("role")

        content = d.pop("content")

        sent_at = datetime.datetime.fromisoformat(d.pop("sent_at"))

        session_id = d.pop("session_id")

        score = d.pop("score")

        def _parse_bm25_rank(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        bm25_rank = _parse_bm25_rank(d.pop("bm25_rank"))

        def _parse_vector_rank(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        vector_rank = _parse_vector_rank(d.pop("vector_rank"))

        search_message = cls(
            id=id,
            role=role,
            content=content,
            sent_at=sent_at,
            session_id=session_id,
            score=score,
            bm25_rank=bm25_rank,
            vector_rank=vector_rank,
        )

        search_message.additional_properties = d
        return search_message

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
