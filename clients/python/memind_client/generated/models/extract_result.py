from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
    from ..models.extraction_run_counts import ExtractionRunCounts


T = TypeVar("T", bound="ExtractResult")


@_attrs_define
class ExtractResult:
    """
    Attributes:
        runs (list[ExtractionRunCounts]):
        messages (int): Totals over the runs.
        stored (int):
        merged (int):
        superseded (int):
        dropped (int):
        failed (list[ExtractionRunCounts]): The runs that failed (nothing lost).
    """

    runs: list[ExtractionRunCounts]
    messages: int
    stored: int
    merged: int
    superseded: int
    dropped: int
    failed: list[ExtractionRunCounts]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.extraction_run_counts import ExtractionRunCounts  # noqa: PLC0415

        runs = []
        for runs_item_data in self.runs:
            runs_item = runs_item_data.to_dict()
            runs.append(runs_item)

        messages = self.messages

        stored = self.stored

        merged = self.merged

        superseded = self.superseded

        dropped = self.dropped

        failed = []
        for failed_item_data in self.failed:
            failed_item = failed_item_data.to_dict()
            failed.append(failed_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "runs": runs,
                "messages": messages,
                "stored": stored,
                "merged": merged,
                "superseded": superseded,
                "dropped": dropped,
                "failed": failed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.extraction_run_counts import ExtractionRunCounts  # noqa: PLC0415

        d = dict(src_dict)
        runs = []
        _runs = d.pop("runs")
        for runs_item_data in _runs:
            runs_item = ExtractionRunCounts.from_dict(runs_item_data)

            runs.append(runs_item)

        messages = d.pop("messages")

        stored = d.pop("stored")

        merged = d.pop("merged")

        superseded = d.pop("superseded")

        dropped = d.pop("dropped")

        failed = []
        _failed = d.pop("failed")
        for failed_item_data in _failed:
            failed_item = ExtractionRunCounts.from_dict(failed_item_data)

            failed.append(failed_item)

        extract_result = cls(
            runs=runs,
            messages=messages,
            stored=stored,
            merged=merged,
            superseded=superseded,
            dropped=dropped,
            failed=failed,
        )

        extract_result.additional_properties = d
        return extract_result

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
