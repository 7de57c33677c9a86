from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
    from ..models.context_memory import ContextMemory
    from ..models.context_snippet import ContextSnippet
    from ..models.episode_hit import EpisodeHit


T = TypeVar("T", bound="ContextResponse")


@_attrs_define
class ContextResponse:
    """
    Attributes:
        trace_id (int):
        emotion (str):
        stage (str):
        profile_markdown (str):
        memories (list[ContextMemory]):
        episodes (list[EpisodeHit]):
        snippets (list[ContextSnippet]):
        prompt (str):
        fallbacks (list[str]): What this context was built without, e.g. a remote query embedding that timed out (then
            memories and past lines are ranked by keywords). Empty normally.
    """

    trace_id: int
    emotion: str
    stage: str
    profile_markdown: str
    memories: list[ContextMemory]
    episodes: list[EpisodeHit]
    snippets: list[ContextSnippet]
    prompt: str
    fallbacks: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.context_memory import ContextMemory  # noqa: PLC0415
        from ..models.context_snippet import ContextSnippet  # noqa: PLC0415
        from ..models.episode_hit import EpisodeHit  # noqa: PLC0415

        trace_id = self.trace_id

        emotion = self.emotion

        stage = self.stage

        profile_markdown = self.profile_markdown

        memories = []
        for memories_item_data in self.memories:
            memories_item = memories_item_data.to_dict()
            memories.append(memories_item)

        episodes = []
        for episodes_item_data in self.episodes:
            episodes_item = episodes_item_data.to_dict()
            episodes.append(episodes_item)

        snippets = []
        for snippets_item_data in self.snippets:
            snippets_item = snippets_item_data.to_dict()
            snippets.append(snippets_item)

        prompt = self.prompt

        fallbacks = self.fallbacks

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "trace_id": trace_id,
                "emotion": emotion,
                "stage": stage,
                "profile_markdown": profile_markdown,
                "memories": memories,
                "episodes": episodes,
                "snippets": snippets,
                "prompt": prompt,
                "fallbacks": fallbacks,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.context_memory import ContextMemory  # noqa: PLC0415
        from ..models.context_snippet import ContextSnippet  # noqa: PLC0415
        from ..models.episode_hit import EpisodeHit  # noqa: PLC0415

        d = dict(src_dict)
        trace_id = d.pop("trace_id")

        emotion = d.pop("emotion")

        stage = d.pop("stage")

        profile_markdown = d.pop("profile_markdown")

        memories = []
        _memories = d.pop("memories")
        for memories_item_data in _memories:
            memories_item = ContextMemory.from_dict(memories_item_data)

            memories.append(memories_item)

        episodes = []
        _episodes = d.pop("episodes")
        for episodes_item_data in _episodes:
            episodes_item = EpisodeHit.from_dict(episodes_item_data)

            episodes.append(episodes_item)

        snippets = []
        _snippets = d.pop("snippets")
        for snippets_item_data in _snippets:
            snippets_item = ContextSnippet.from_dict(snippets_item_data)

            snippets.append(snippets_item)

        prompt = d.pop("prompt")

        fallbacks = cast(list[str], d.pop("fallbacks"))

        context_response = cls(
            trace_id=trace_id,
            emotion=emotion,
            stage=stage,
            profile_markdown=profile_markdown,
            memories=memories,
            episodes=episodes,
            snippets=snippets,
            prompt=prompt,
            fallbacks=fallbacks,
        )

        context_response.additional_properties = d
        return context_response

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
