from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset


T = TypeVar("T", bound="ExtractionRunCounts")


@_attrs_define
class ExtractionRunCounts:
    """
    Attributes:
        run_id (int):
        status (str): succeeded or failed
        messages (int):
        stored (int):
        merged (int):
        superseded (int):
        dropped (int):
        error (str):
        fallback (str): over_budget: the app's daily tokens were spent, the rules extracted it.
    """

    run_id: int
    status: str
    messages: int
    stored: int
    merged: int
    superseded: int
    dropped: int
    error: str
    fallback: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        run_id = self.run_id

        status = self.status

        messages = self.messages

        stored = self.stored

        merged = self.merged

        superseded = self.superseded

        dropped = self.dropped

        error = self.error

        fallback = self.fallback

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "run_id": run_id,
                "status": status,
                "messages": messages,
                "stored": stored,
                "merged": merged,
                "superseded": superseded,
                "dropped": dropped,
                "error": error,
                "fallback": fallback,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        run_id = d.pop("run_id")

        status = d.pop("status")

        messages = d.pop("messages")

        stored = d.pop("stored")

        merged = d.pop("merged")

        superseded = d.pop("superseded")

        dropped = d.pop("dropped")

        error = d.pop("error")

        fallback = d.pop("fallback")

        extraction_run_counts = cls(
            run_id=run_id,
            status=status,
            messages=messages,
            stored=stored,
            merged=merged,
            superseded=superseded,
            dropped=dropped,
            error=error,
            fallback=fallback,
        )

        extraction_run_counts.additional_properties = d
        return extraction_run_counts

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
