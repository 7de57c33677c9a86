"""Typed evidence (seed §2.2, the Mi-Memory "typed evidence payload") and its validation.

Every write of ``Experience.evidence`` goes through :func:`evidence_validate`, so a malformed
payload is refused with the exact field path (``evidence.checklist[0].source_ids[1]``) whether it
came from the API, the admin, the extractor or reflect.

Unknown keys are refused rather than ignored: a typo (``souces``) would otherwise silently drop
the evidence, and an extra ``payload`` key is how raw events would get copied in — V1 stores
references (run id, event ids, snippet refs), never the events themselves.
"""

from __future__ import annotations

from typing import Any, NotRequired, TypedDict


class Source(TypedDict):
    source_id: str
    source_type: str
    actor: NotRequired[str | None]
    device: NotRequired[str | None]
    timestamp_ms: NotRequired[int | None]
    modality: NotRequired[str | None]
    snippet_ref: NotRequired[str | None]
    confidence: NotRequired[float | None]


class Provenance(TypedDict, total=False):
    run_id: str | None
    session_id: str | None
    user_id: str | None
    causal_event_ids: list[str]


class ChecklistPoint(TypedDict):
    point: str
    source_ids: list[str]


class Evidence(TypedDict, total=False):
    sources: list[Source]
    provenance: Provenance
    checklist: list[ChecklistPoint]


class EvidenceError(ValueError):
    """The payload breaks the contract; ``fields`` maps each field path to its messages."""

    def __init__(self, fields: dict[str, list[str]]) -> None:
        self.fields = fields
        path, messages = next(iter(fields.items()))
        super().__init__(f"{path}: {messages[0]}")


_ID_MAX = 256  # ids and references, not content
_POINT_MAX = 500
_LIST_MAX = 500  # sources / checklist points / causal events per experience

_SOURCE_KEYS = {
    "source_id",
    "source_type",
    "actor",
    "device",
    "timestamp_ms",
    "modality",
    "snippet_ref",
    "confidence",
}
_OPTIONAL_STR = ("actor", "device", "modality", "snippet_ref")
_PROVENANCE_KEYS = {"run_id", "session_id", "user_id", "causal_event_ids"}
_CHECKLIST_KEYS = {"point", "source_ids"}


class _Errors:
    def __init__(self) -> None:
        self.fields: dict[str, list[str]] = {}

    def add(self, path: str, message: str) -> None:
        self.fields.setdefault(path, []).append(message)


def _is_str(value: Any, *, max_len: int = _ID_MAX) -> bool:
    return isinstance(value, str) and bool(value.strip()) and len(value) <= max_len and "\x00" not in value


def _check_keys(errors: _Errors, path: str, obj: dict[str, Any], allowed: set[str]) -> None:
    for key in sorted(set(obj) - allowed):
        errors.add(f"{path}.{key}", f"Unknown field (allowed: {', '.join(sorted(allowed))}).")


def _check_list(errors: _Errors, path: str, value: Any) -> list[Any]:
    if not isinstance(value, list):
        errors.add(path, "Must be a list.")
        return []
    if len(value) > _LIST_MAX:
        errors.add(path, f"At most {_LIST_MAX} entries.")
        return []
    return value


def _sources(errors: _Errors, path: str, value: Any) -> set[str]:
    ids: set[str] = set()
    for i, src in enumerate(_check_list(errors, path, value)):
        p = f"{path}[{i}]"
        if not isinstance(src, dict):
            errors.add(p, "Must be an object.")
            continue
        _check_keys(errors, p, src, _SOURCE_KEYS)
        for key in ("source_id", "source_type"):
            if key not in src:
                errors.add(f"{p}.{key}", "This field is required.")
            elif not _is_str(src[key]):
                errors.add(f"{p}.{key}", f"Must be a non-empty string of at most {_ID_MAX} characters.")
        for key in _OPTIONAL_STR:
            if src.get(key) is not None and not _is_str(src[key]):
                errors.add(f"{p}.{key}", f"Must be null or a string of at most {_ID_MAX} characters.")
        ts = src.get("timestamp_ms")
        if ts is not None and (isinstance(ts, bool) or not isinstance(ts, int) or ts < 0):
            errors.add(f"{p}.timestamp_ms", "Must be null or a non-negative integer (milliseconds).")
        conf = src.get("confidence")
        if conf is not None and (
            isinstance(conf, bool) or not isinstance(conf, int | float) or not 0 <= conf <= 1
        ):
            errors.add(f"{p}.confidence", "Must be null or a number between 0 and 1.")
        sid = src.get("source_id")
        if isinstance(sid, str) and _is_str(sid):
            if sid in ids:
                errors.add(f"{p}.source_id", f"Duplicate source_id {sid!r}.")
            ids.add(sid)
    return ids


def _provenance(errors: _Errors, path: str, value: Any, *, run_required: bool) -> set[str]:
    if not isinstance(value, dict):
        errors.add(path, "Must be an object.")
        return set()
    _check_keys(errors, path, value, _PROVENANCE_KEYS)
    for key in ("run_id", "session_id", "user_id"):
        if value.get(key) is not None and not _is_str(value[key]):
            errors.add(f"{path}.{key}", f"Must be null or a string of at most {_ID_MAX} characters.")
    if run_required and not value.get("run_id"):
        errors.add(f"{path}.run_id", "Required: a task outcome must say which run it came from.")
    events: set[str] = set()
    for i, eid in enumerate(
        _check_list(errors, f"{path}.causal_event_ids", value.get("causal_event_ids", []))
    ):
        if not _is_str(eid):
            errors.add(f"{path}.causal_event_ids[{i}]", "Must be an event id (non-empty string).")
        else:
            events.add(eid)
    return events


def _checklist(errors: _Errors, path: str, value: Any, *, known: set[str]) -> None:
    for i, item in enumerate(_check_list(errors, path, value)):
        p = f"{path}[{i}]"
        if not isinstance(item, dict):
            errors.add(p, "Must be an object.")
            continue
        _check_keys(errors, p, item, _CHECKLIST_KEYS)
        if not _is_str(item.get("point"), max_len=_POINT_MAX):
            errors.add(f"{p}.point", f"Required: a non-empty string of at most {_POINT_MAX} characters.")
        ids = item.get("source_ids")
        if ids is None:
            errors.add(f"{p}.source_ids", "This field is required.")
            continue
        for j, sid in enumerate(_check_list(errors, f"{p}.source_ids", ids)):
            if not _is_str(sid):
                errors.add(f"{p}.source_ids[{j}]", "Must be a non-empty string.")
            elif sid not in known:
                errors.add(
                    f"{p}.source_ids[{j}]",
                    f"{sid!r} is neither a listed source nor a causal event.",
                )


def evidence_validate(
    evidence: Any, *, run_required: bool = False, path: str = "evidence"
) -> Evidence | None:
    """Check ``evidence`` against the contract; returns it unchanged or raises :class:`EvidenceError`.

    ``run_required``: task outcomes must carry ``provenance.run_id`` (seed §3, extractor must-fill).
    """
    if evidence is None:
        if run_required:
            raise EvidenceError({f"{path}.provenance.run_id": ["Required for a task outcome."]})
        return None
    errors = _Errors()
    if not isinstance(evidence, dict):
        raise EvidenceError({path: ["Must be an object with sources, provenance and checklist."]})
    _check_keys(errors, path, evidence, {"sources", "provenance", "checklist"})
    known = _sources(errors, f"{path}.sources", evidence.get("sources", []))
    if "provenance" in evidence:
        known |= _provenance(errors, f"{path}.provenance", evidence["provenance"], run_required=run_required)
    elif run_required:
        errors.add(f"{path}.provenance.run_id", "Required for a task outcome.")
    _checklist(errors, f"{path}.checklist", evidence.get("checklist", []), known=known)
    if errors.fields:
        raise EvidenceError(errors.fields)
    return evidence  # type: ignore[return-value]


def checklist_coverage(
    checklist: list[ChecklistPoint] | None, retrieved_source_ids: set[str] | list[str]
) -> float | None:
    """MemFuseBench's ``checklistCoverage``: the share of checklist points backed by retrieved evidence.

    A point counts as covered when at least one of its ``source_ids`` was retrieved (one piece of
    evidence is enough to support a point). No checklist → ``None``: nothing to cover, not 0%.
    """
    if not checklist:
        return None
    retrieved = set(retrieved_source_ids)
    covered = sum(1 for p in checklist if retrieved & set(p.get("source_ids", [])))
    return round(covered / len(checklist), 4)


def checklist_covered(checklist: list[ChecklistPoint] | None, retrieved_source_ids: set[str]) -> list[bool]:
    """Per point: covered or not (the admin shows this)."""
    return [bool(retrieved_source_ids & set(p.get("source_ids", []))) for p in checklist or []]
