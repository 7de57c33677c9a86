from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.experience_kind_enum import ExperienceKindEnum
from ..models.result_enum import ResultEnum
from ..types import UNSET, Unset
from typing import cast


T = TypeVar("T", bound="ExperienceCreate")


@_attrs_define
class ExperienceCreate:
    """
    Attributes:
        title (str):
        scope (str | Unset):
        body (str | Unset):
        tags (list[str] | Unset):
        problem (str | Unset):
        environment (Any | Unset):
        hypothesis (None | str | Unset):
        action (Any | Unset):
        result (None | ResultEnum | Unset):
        confidence (None | str | Unset):
        evidence (Any | Unset):
        parent_experience_id (int | None | Unset):
        supersedes_id (int | None | Unset):
        kind (ExperienceKindEnum | Unset): * `lesson` - Lesson
            * `task_outcome` - Task Outcome
            * `execution_pattern` - Execution Pattern
            * `skill_candidate` - Skill Candidate Default: ExperienceKindEnum.LESSON.
    """

    title: str
    scope: str | Unset = UNSET
    body: str | Unset = UNSET
    tags: list[str] | Unset = UNSET
    problem: str | Unset = UNSET
    environment: Any | Unset = UNSET
    hypothesis: None | str | Unset = UNSET
    action: Any | Unset = UNSET
    result: None | ResultEnum | Unset = UNSET
    confidence: None | str | Unset = UNSET
    evidence: Any | Unset = UNSET
    parent_experience_id: int | None | Unset = UNSET
    supersedes_id: int | None | Unset = UNSET
    kind: ExperienceKindEnum | Unset = ExperienceKindEnum.LESSON
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        title = self.title

        scope = self.scope

        body = self.body

        tags: list[str] | Unset = UNSET
        if not isinstance(self.tags, Unset):
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
        else:
            result = self.result

        confidence: None | str | Unset
        if isinstance(self.confidence, Unset):
            confidence = UNSET
        else:
            confidence = self.confidence

        evidence = self.evidence

        parent_experience_id: int | None | Unset
        if isinstance(self.parent_experience_id, Unset):
            parent_experience_id = UNSET
        else:
            parent_experience_id = self.parent_experience_id

        supersedes_id: int | None | Unset
        if isinstance(self.supersedes_id, Unset):
            supersedes_id = UNSET
        else:
            supersedes_id = self.supersedes_id

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "title": title,
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
        if confidence is not UNSET:
            field_dict["confidence"] = confidence
        if evidence is not UNSET:
            field_dict["evidence"] = evidence
        if parent_experience_id is not UNSET:
            field_dict["parent_experience_id"] = parent_experience_id
        if supersedes_id is not UNSET:
            field_dict["supersedes_id"] = supersedes_id
        if kind is not UNSET:
            field_dict["kind"] = kind

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        title = d.pop("title")

        scope = d.pop("scope", UNSET)

        body = d.pop("body", UNSET)

        tags = cast(list[str], d.pop("tags", UNSET))

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

        def _parse_result(data: object) -> None | ResultEnum | Unset:
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
            return cast(None | ResultEnum | Unset, data)

        result = _parse_result(d.pop("result", UNSET))

        def _parse_confidence(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        confidence = _parse_confidence(d.pop("confidence", UNSET))

        evidence = d.pop("evidence", UNSET)

        def _parse_parent_experience_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        parent_experience_id = _parse_parent_experience_id(d.pop("parent_experience_id", UNSET))

        def _parse_supersedes_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        supersedes_id = _parse_supersedes_id(d.pop("supersedes_id", UNSET))

        _kind = d.pop("kind", UNSET)
        kind: ExperienceKindEnum | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = ExperienceKindEnum(_kind)

        experience_create = cls(
            title=title,
            scope=scope,
            body=body,
            tags=tags,
            problem=problem,
            environment=environment,
            hypothesis=hypothesis,
            action=action,
            result=result,
            confidence=confidence,
            evidence=evidence,
            parent_experience_id=parent_experience_id,
            supersedes_id=supersedes_id,
            kind=kind,
        )

        experience_create.additional_properties = d
        return experience_create

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
