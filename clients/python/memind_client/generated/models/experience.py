from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.blank_enum import BlankEnum
from ..models.experience_status_enum import ExperienceStatusEnum
from ..models.result_enum import ResultEnum
from ..types import UNSET, Unset
from typing import cast
import datetime


T = TypeVar("T", bound="Experience")


@_attrs_define
class Experience:
    """
    Attributes:
        id (int):
        kind (str): lesson, task_outcome, execution_pattern, skill_candidate
        title (str): Short title (lists, injection).
        confidence (float | None):
        parent_experience_id (int | None):
        supersedes_id (int | None):
        source_run_id (None | str):
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
        scope (str | Unset): Who may reuse it: app, user, …
        body (str | Unset): Human-readable summary (the injection's 摘要).
        tags (Any | Unset):
        problem (str | Unset):
        environment (Any | Unset): {runtime, components[], versions{}, region}
        hypothesis (None | str | Unset):
        action (Any | Unset): {executor, steps[], artifacts[], diff_ref}
        result (BlankEnum | None | ResultEnum | Unset):
        evidence (Any | Unset): Typed evidence: sources, provenance, checklist.
        status (ExperienceStatusEnum | Unset): * `active` - Active
            * `archived` - Archived
            * `deleted` - Deleted
        status_reason (str | Unset):
        source_session_id (str | Unset):
        source_user_id (str | Unset):
        use_count (int | Unset):
        last_recalled_at (datetime.datetime | None | Unset):
    """

    id: int
    kind: str
    title: str
    confidence: float | None
    parent_experience_id: int | None
    supersedes_id: int | None
    source_run_id: None | str
    created_at: datetime.datetime
    updated_at: datetime.datetime
    scope: str | Unset = UNSET
    body: str | Unset = UNSET
    tags: Any | Unset = UNSET
    problem: str | Unset = UNSET
    environment: Any | Unset = UNSET
    hypothesis: None | str | Unset = UNSET
    action: Any | Unset = UNSET
    result: BlankEnum | None | ResultEnum | Unset = UNSET
    evidence: Any | Unset = UNSET
    status: ExperienceStatusEnum | Unset = UNSET
    status_reason: str | Unset = UNSET
    source_session_id: str | Unset = UNSET
    source_user_id: str | Unset = UNSET
    use_count: int | Unset = UNSET
    last_recalled_at: datetime.datetime | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind = self.kind

        title = self.title

        confidence: float | None
        confidence = self.confidence

        parent_experience_id: int | None
        parent_experience_id = self.parent_experience_id

        supersedes_id: int | None
        supersedes_id = self.supersedes_id

        source_run_id: None | str
        source_run_id = self.source_run_id

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        scope = self.scope

        body = self.body

        tags = self.tags

        problem = self.problem

        environment = self.environment

        hypothesis: None | str | Unset
        if isinstance(self.hypothesis, Unset):
            hypothesis = UNSET
        else:
            hypothesis = self.hypothesis

        action = self.action

        result: None | str | Unset
        if isinstance(self.result, Unset):
            result = UNSET
        elif isinstance(self.result, ResultEnum):
            result = self.result.value
        elif isinstance(self.result, BlankEnum):
            result = self.result.value
        else:
            result = self.result

        evidence = self.evidence

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value

        status_reason = self.status_reason

        source_session_id = self.source_session_id

        source_user_id = self.source_user_id

        use_count = self.use_count

        last_recalled_at: None | str | Unset
        if isinstance(self.last_recalled_at, Unset):
            last_recalled_at = UNSET
        elif isinstance(self.last_recalled_at, datetime.datetime):
            last_recalled_at = self.last_recalled_at.isoformat()
        else:
            last_recalled_at = self.last_recalled_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "title": title,
                "confidence": confidence,
                "parent_experience_id": parent_experience_id,
                "supersedes_id": supersedes_id,
                "source_run_id": source_run_id,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )
        if scope is not UNSET:
            field_dict["scope"] = scope
        if body is not UNSET:
            field_dict["body"] = body
        if tags is not UNSET:
            field_dict["tags"] = tags
        if problem is not UNSET:
            field_dict["problem"] = problem
        if environment is not UNSET:
            field_dict["environment"] = environment
        if hypothesis is not UNSET:
            field_dict["hypothesis"] = hypothesis
        if action is not UNSET:
            field_dict["action"] = action
        if result is not UNSET:
            field_dict["result"] = result
        if evidence is not UNSET:
            field_dict["evidence"] = evidence
        if status is not UNSET:
            field_dict["status"] = status
        if status_reason is not UNSET:
            field_dict["status_reason"] = status_reason
        if source_session_id is not UNSET:
            field_dict["source_session_id"] = source_session_id
        if source_user_id is not UNSET:
            field_dict["source_user_id"] = source_user_id
        if use_count is not UNSET:
            field_dict["use_count"] = use_count
        if last_recalled_at is not UNSET:
            field_dict["last_recalled_at"] = last_recalled_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        kind = d.pop("kind")

        title = d.pop("title")

        def _parse_confidence(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        confidence = _parse_confidence(d.pop("confidence"))

        def _parse_parent_experience_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        parent_experience_id = _parse_parent_experience_id(d.pop("parent_experience_id"))

        def _parse_supersedes_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        supersedes_id = _parse_supersedes_id(d.pop("supersedes_id"))

        def _parse_source_run_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source_run_id = _parse_source_run_id(d.pop("source_run_id"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        scope = d.pop("scope", UNSET)

        body = d.pop("body", UNSET)

        tags = d.pop("tags", UNSET)

        problem = d.pop("problem", UNSET)

        environment = d.pop("environment", UNSET)

        def _parse_hypothesis(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        hypothesis = _parse_hypothesis(d.pop("hypothesis", UNSET))

        action = d.pop("action", UNSET)

        def _parse_result(data: object) -> BlankEnum | None | ResultEnum | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                result_type_0 = ResultEnum(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                result_type_1 = BlankEnum(data)

                return result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BlankEnum | None | ResultEnum | Unset, data)

        result = _parse_result(d.pop("result", UNSET))

        evidence = d.pop("evidence", UNSET)

        _status = d.pop("status", UNSET)
        status: ExperienceStatusEnum | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = ExperienceStatusEnum(_status)

        status_reason = d.pop("status_reason", UNSET)

        source_session_id = d.pop("source_session_id", UNSET)

        source_user_id = d.pop("source_user_id", UNSET)

        use_count = d.pop("use_count", UNSET)

        def _parse_last_recalled_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_recalled_at_type_0 = datetime.datetime.fromisoformat(data)

                return last_recalled_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        last_recalled_at = _parse_last_recalled_at(d.pop("last_recalled_at", UNSET))

        experience = cls(
            id=id,
            kind=kind,
            title=title,
            confidence=confidence,
            parent_experience_id=parent_experience_id,
            supersedes_id=supersedes_id,
            source_run_id=source_run_id,
            created_at=created_at,
            updated_at=updated_at,
            scope=scope,
            body=body,
            tags=tags,
            problem=problem,
            environment=environment,
            hypothesis=hypothesis,
            action=action,
            result=result,
            evidence=evidence,
            status=status,
            status_reason=status_reason,
            source_session_id=source_session_id,
            source_user_id=source_user_id,
            use_count=use_count,
            last_recalled_at=last_recalled_at,
        )

        experience.additional_properties = d
        return experience

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
