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

if TYPE_CHECKING:
    from ..models.trace_detail_candidates_item import TraceDetailCandidatesItem


T = TypeVar("T", bound="TraceDetail")


@_attrs_define
class TraceDetail:
    """
    Attributes:
        id (int):
        user (str):
        now (datetime.datetime):
        memory_ids (list[int]):
        created_at (datetime.datetime):
        candidates (list[TraceDetailCandidatesItem]): Every candidate, best first: memory_id, type, content, score,
            components, reasons, included, why, in_profile. Candidates ranked below the detailed top have no content or
            reasons.
        kind (TraceKindEnum | Unset): * `context` - Context
            * `proactive` - Proactive
        input_ (str | Unset): The user's message (or the planner's request).
        emotion (str | Unset):
        valence (float | Unset):
        stage (str | Unset):
        reply (str | Unset):
        reply_at (datetime.datetime | None | Unset):
        episodes (Any | Unset):
        snippets (Any | Unset): Past conversation lines considered: message ids, scores, in the prompt or not and why.
        profile_markdown (str | Unset):
        prompt (str | Unset): Exactly what was handed back to the app.
        timings_ms (Any | Unset):
    """

    id: int
    user: str
    now: datetime.datetime
    memory_ids: list[int]
    created_at: datetime.datetime
    candidates: list[TraceDetailCandidatesItem]
    kind: TraceKindEnum | Unset = UNSET
    input_: str | Unset = UNSET
    emotion: str | Unset = UNSET
    valence: float | Unset = UNSET
    stage: str | Unset = UNSET
    reply: str | Unset = UNSET
    reply_at: datetime.datetime | None | Unset = UNSET
    episodes: Any | Unset = UNSET
    snippets: Any | Unset = UNSET
    profile_markdown: str | Unset = UNSET
    prompt: str | Unset = UNSET
    timings_ms: Any | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.trace_detail_candidates_item import TraceDetailCandidatesItem  # noqa: PLC0415

        id = self.id

        user = self.user

        now = self.now.isoformat()

        memory_ids = self.memory_ids

        created_at = self.created_at.isoformat()

        candidates = []
        for candidates_item_data in self.candidates:
            candidates_item = candidates_item_data.to_dict()
            candidates.append(candidates_item)

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

        episodes = self.episodes

        snippets = self.snippets

        profile_markdown = self.profile_markdown

        prompt = self.prompt

        timings_ms = self.timings_ms

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "user": user,
                "now": now,
                "memory_ids": memory_ids,
                "created_at": created_at,
                "candidates": candidates,
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
        if episodes is not UNSET:
            field_dict["episodes"] = episodes
        if snippets is not UNSET:
            field_dict["snippets"] = snippets
        if profile_markdown is not UNSET:
            field_dict["profile_markdown"] = profile_markdown
        if prompt is not UNSET:
            field_dict["prompt"] = prompt
        if timings_ms is not UNSET:
            field_dict["timings_ms"] = timings_ms

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.trace_detail_candidates_item import TraceDetailCandidatesItem  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        user = d.pop("user")

        now = datetime.datetime.fromisoformat(d.pop("now"))

        memory_ids = cast(list[int], d.pop("memory_ids"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        candidates = []
        _candidates = d.pop("candidates")
        for candidates_item_data in _candidates:
            candidates_item = TraceDetailCandidatesItem.from_dict(candidates_item_data)

            candidates.append(candidates_item)

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

        episodes = d.pop("episodes", UNSET)

        snippets = d.pop("snippets", UNSET)

        profile_markdown = d.pop("profile_markdown", UNSET)

        prompt = d.pop("prompt", UNSET)

        timings_ms = d.pop("timings_ms", UNSET)

        trace_detail = cls(
            id=id,
            user=user,
            now=now,
            memory_ids=memory_ids,
            created_at=created_at,
            candidates=candidates,
            kind=kind,
            input_=input_,
            emotion=emotion,
            valence=valence,
            stage=stage,
            reply=reply,
            reply_at=reply_at,
            episodes=episodes,
            snippets=snippets,
            profile_markdown=profile_markdown,
            prompt=prompt,
            timings_ms=timings_ms,
        )

        trace_detail.additional_properties = d
        return trace_detail

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
