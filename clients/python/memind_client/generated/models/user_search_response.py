from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
    from ..models.search_memory import SearchMemory
    from ..models.search_message import SearchMessage


T = TypeVar("T", bound="UserSearchResponse")


@_attrs_define
class UserSearchResponse:
    """
    Attributes:
        memories (list[SearchMemory]):
        messages (list[SearchMessage]):
        fallbacks (list[str]):
    """

    memories: list[SearchMemory]
    messages: list[SearchMessage]
    fallbacks: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.search_memory import SearchMemory  # noqa: PLC0415
        from ..models.search_message import SearchMessage  # noqa: PLC0415

        memories = []
        for memories_item_data in self.memories:
            memories_item = memories_item_data.to_dict()
            memories.append(memories_item)

        messages = []
        for messages_item_data in self.messages:
            messages_item = messages_item_data.to_dict()
            messages.append(messages_item)

        fallbacks = self.fallbacks

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "memories": memories,
                "messages": messages,
                "fallbacks": fallbacks,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.search_memory import SearchMemory  # noqa: PLC0415
        from ..models.search_message import SearchMessage  # noqa: PLC0415

        d = dict(src_dict)
        memories = []
        _memories = d.pop("memories")
        for memories_item_data in _memories:
            memories_item = SearchMemory.from_dict(memories_item_data)

            memories.append(memories_item)

        messages = []
        _messages = d.pop("messages")
        for messages_item_data in _messages:
            messages_item = SearchMessage.from_dict(messages_item_data)

            messages.append(messages_item)

        fallbacks = cast(list[str], d.pop("fallbacks"))

        user_search_response = cls(
            memories=memories,
            messages=messages,
            fallbacks=fallbacks,
        )

        user_search_response.additional_properties = d
        return user_search_response

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
