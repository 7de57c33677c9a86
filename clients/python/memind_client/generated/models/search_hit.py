from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
    from ..models.experience import Experience
    from ..models.search_hit_scores import SearchHitScores


T = TypeVar("T", bound="SearchHit")


@_attrs_define
class SearchHit:
    """
    Attributes:
        experience (Experience):
        score (float):
        scores (SearchHitScores):
        matched_components (list[str]):
        checklist_coverage (float | None | Unset):
    """

    experience: Experience
    score: float
    scores: SearchHitScores
    matched_components: list[str]
    checklist_coverage: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.experience import Experience  # noqa: PLC0415
        from ..models.search_hit_scores import SearchHitScores  # noqa: PLC0415

        experience = self.experience.to_dict()

        score = self.score

        scores = self.scores.to_dict()

        matched_components = self.matched_components

        checklist_coverage: float | None | Unset
        if isinstance(self.checklist_coverage, Unset):
            checklist_coverage = UNSET
        else:
            checklist_coverage = self.checklist_coverage

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "experience": experience,
                "score": score,
                "scores": scores,
                "matched_components": matched_components,
            }
        )
        if checklist_coverage is not UNSET:
            field_dict["checklist_coverage"] = checklist_coverage

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.experience import Experience  # noqa: PLC0415
        from ..models.search_hit_scores import SearchHitScores  # noqa: PLC0415

        d = dict(src_dict)
        experience = Experience.from_dict(d.pop("experience"))

        score = d.pop("score")

        scores = SearchHitScores.from_dict(d.pop("scores"))

        matched_components = cast(list[str], d.pop("matched_components"))

        def _parse_checklist_coverage(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        checklist_coverage = _parse_checklist_coverage(d.pop("checklist_coverage", UNSET))

        search_hit = cls(
            experience=experience,
            score=score,
            scores=scores,
            matched_components=matched_components,
            checklist_coverage=checklist_coverage,
        )

        search_hit.additional_properties = d
        return search_hit

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
