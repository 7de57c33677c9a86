from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
    from ..models.search_memory_components import SearchMemoryComponents


T = TypeVar("T", bound="SearchMemory")


@_attrs_define
class SearchMemory:
    """
    Attributes:
        id (int):
        type_ (str):
        content (str):
        score (float):
        reasons (list[str]):
        strength (float):
        components (SearchMemoryComponents):
    """

    id: int
    type_: str
    content: str
    score: float
    reasons: list[str]
    strength: float
    components: SearchMemoryComponents
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.search_memory_components import SearchMemoryComponents  # noqa: PLC0415

        id = self.id

        type_ = self.type_

        content = self.content

        score = self.score

        reasons = self.reasons

        strength = self.strength

        components = self.components.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "type": type_,
                "content": content,
                "score": score,
                "reasons": reasons,
                "strength": strength,
                "components": components,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.search_memory_components import SearchMemoryComponents  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        type_ = d.pop("type")

        content = d.pop("content")

        score = d.pop("score")

        reasons = cast(list[str], d.pop("reasons"))

        strength = d.pop("strength")

        components = SearchMemoryComponents.from_dict(d.pop("components"))

        search_memory = cls(
            id=id,
            type_=type_,
            content=content,
            score=score,
            reasons=reasons,
            strength=strength,
            components=components,
        )

        search_memory.additional_properties = d
        return search_memory

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
