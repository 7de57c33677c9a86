from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.speaker_enum import SpeakerEnum
from typing import cast
import datetime


T = TypeVar("T", bound="ContextSnippet")


@_attrs_define
class ContextSnippet:
    """
    Attributes:
        message_ids (list[int]): The lines shown, in order.
        hit_ids (list[int]): The lines that matched.
        speaker (SpeakerEnum): * `user` - user
            * `assistant` - assistant
            * `both` - both
        sent_at (datetime.datetime):
        text (str): Exactly as it stands in the prompt.
        score (float):
    """

    message_ids: list[int]
    hit_ids: list[int]
    speaker: SpeakerEnum
    sent_at: datetime.datetime
    text: str
    score: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        message_ids = self.message_ids

        hit_ids = self.hit_ids

        speaker = self.speaker.value

        sent_at = self.sent_at.isoformat()

        text = self.text

        score = self.score

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "message_ids": message_ids,
                "hit_ids": hit_ids,
                "speaker": speaker,
                "sent_at": sent_at,
                "text": text,
                "score": score,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        message_ids = cast(list[int], d.pop("message_ids"))

        hit_ids = cast(list[int], d.pop("hit_ids"))

        speaker = SpeakerEnum(d.pop("speaker"))

        sent_at = datetime.datetime.fromisoformat(d.pop("sent_at"))

        text = d.pop("text")

        score = d.pop("score")

        context_snippet = cls(
            message_ids=message_ids,
            hit_ids=hit_ids,
            speaker=speaker,
            sent_at=sent_at,
            text=text,
            score=score,
        )

        context_snippet.additional_properties = d
        return context_snippet

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
