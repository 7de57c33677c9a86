from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime


T = TypeVar("T", bound="Run")


@_attrs_define
class Run:
    """
    Attributes:
        run_id (str): The executor's own run id (unique per app).
        executor (str): goose, openhands, aider, browser…
        user_id (str):
        status (str): running, completed or failed
        started_at (datetime.datetime):
        event_count (int):
        experience_id (int | None):
        session_id (str | Unset):
        user_message (str | Unset): What the user asked for.
        summary (str | Unset): The executor's own summary, sent on completion.
        finished_at (datetime.datetime | None | Unset):
    """

    run_id: str
    executor: str
    user_id: str
    status: str
    started_at: datetime.datetime
    event_count: int
    experience_id: int | None
    session_id: str | Unset = UNSET
    user_message: str | Unset = UNSET
    summary: str | Unset = UNSET
    finished_at: datetime.datetime | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        run_id = self.run_id

        executor = self.executor

        user_id = self.user_id

        status = self.status

        started_at = self.started_at.isoformat()

        event_count = self.event_count

        experience_id: int | None
        experience_id = self.experience_id

        session_id = self.session_id

        user_message = self.user_message

        summary = self.summary

        finished_at: None | str | Unset
        if isinstance(self.finished_at, Unset):
            finished_at = UNSET
        elif isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "run_id": run_id,
                "executor": executor,
                "user_id": user_id,
                "status": status,
                "started_at": started_at,
                "event_count": event_count,
                "experience_id": experience_id,
            }
        )
        if session_id is not UNSET:
            field_dict["session_id"] = session_id
        if user_message is not UNSET:
            field_dict["user_message"] = user_message
        if summary is not UNSET:
            field_dict["summary"] = summary
        if finished_at is not UNSET:
            field_dict["finished_at"] = finished_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        run_id = d.pop("run_id")

        executor = d.pop("executor")

        user_id = d.pop("user_id")

        status = d.pop("status")

        started_at = datetime.datetime.fromisoformat(d.pop("started_at"))

        event_count = d.pop("event_count")

        def _parse_experience_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        experience_id = _parse_experience_id(d.pop("experience_id"))

        session_id = d.pop("session_id", UNSET)

        user_message = d.pop("user_message", UNSET)

        summary = d.pop("summary", UNSET)

        def _parse_finished_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                finished_at_type_0 = datetime.datetime.fromisoformat(data)

                return finished_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        finished_at = _parse_finished_at(d.pop("finished_at", UNSET))

        run = cls(
            run_id=run_id,
            executor=executor,
            user_id=user_id,
            status=status,
            started_at=started_at,
            event_count=event_count,
            experience_id=experience_id,
            session_id=session_id,
            user_message=user_message,
            summary=summary,
            finished_at=finished_at,
        )

        run.additional_properties = d
        return run

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
