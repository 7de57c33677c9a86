from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.lang_enum import LangEnum
from typing import cast

if TYPE_CHECKING:
    from ..models.profile_section import ProfileSection


T = TypeVar("T", bound="Profile")


@_attrs_define
class Profile:
    """
    Attributes:
        lang (LangEnum): * `zh` - zh
            * `en` - en
        sections (list[ProfileSection]):
        markdown (str): MEMORY.md, as ?format=md answers it.
    """

    lang: LangEnum
    sections: list[ProfileSection]
    markdown: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.profile_section import ProfileSection  # noqa: PLC0415

        lang = self.lang.value

        sections = []
        for sections_item_data in self.sections:
            sections_item = sections_item_data.to_dict()
            sections.append(sections_item)

        markdown = self.markdown

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "lang": lang,
                "sections": sections,
                "markdown": markdown,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.profile_section import ProfileSection  # noqa: PLC0415

        d = dict(src_dict)
        lang = LangEnum(d.pop("lang"))

        sections = []
        _sections = d.pop("sections")
        for sections_item_data in _sections:
            sections_item = ProfileSection.from_dict(sections_item_data)

            sections.append(sections_item)

        markdown = d.pop("markdown")

        profile = cls(
            lang=lang,
            sections=sections,
            markdown=markdown,
        )

        profile.additional_properties = d
        return profile

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
