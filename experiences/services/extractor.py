"""The Experience Extractor (seed §3): a finished run's events → exactly one ``task_outcome``.

Rule-based and deterministic. What it reads from the event stream (``type`` → payload keys):

- ``environment``: ``runtime``, ``components[]``, ``versions{}``, ``region``
- ``log`` / ``error``: ``source`` (or ``component``/``service``), ``level``, ``message``; a log is an
  error when its level is error/fatal/critical or its text says error/exception/panic/failed
- ``tool_call`` / ``command``: ``command`` or ``tool``, optional ``exit_code`` (non-zero = error)
- ``file_change``: ``path``, optional ``diff_ref`` and ``summary``
- ``check`` / ``test``: ``name`` (or ``command``), ``passed`` (or ``status`` passed/failed, or
  ``exit_code``)
- ``hypothesis``: ``text``

Must-fill fields are always filled: problem (user message → run summary → first error), result
and ``evidence.provenance.run_id``. When the stream does not show whether the task worked (no
checks), the result is ``unknown`` with confidence below 0.5 rather than a guess.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from django.db import IntegrityError, transaction

from experiences.evidence import ChecklistPoint, Evidence, Source
from experiences.models import AgentRun, AgentRunEvent, Experience
from experiences.services.experiences import experience_create
from memind.actors import Actor
from memind.text import CJK
from memind.usage import usage_scope

EXTRACTOR_ACTOR = Actor.system("experience_extractor")

# Services and runtimes recognised in free text (user message, logs) — not build tools (cargo,
# npm), which say how, not where. Events may name any other component
# explicitly (``environment.components``, a log's ``source``); this list only catches mentions.
KNOWN_COMPONENTS = (
    "goosed",
    "docker",
    "postgres",
    "redis",
    "nginx",
    "kubernetes",
    "mysql",
    "sqlite",
    "celery",
    "node",
    "python",
    "rust",
    "chrome",
    "playwright",
    "portal-proxy",
    "caddy",
)
ALIASES = {
    "postgresql": "postgres",
    "pg": "postgres",
    "psql": "postgres",
    "k8s": "kubernetes",
    "docker-compose": "docker",
    "nodejs": "node",
    "chromium": "chrome",
}
_COMPONENT_WORD = re.compile(r"[a-z0-9][a-z0-9_.-]*", re.IGNORECASE)
_ERROR_TEXT = re.compile(
    r"\b(error|exception|panic|fatal|failed|failure|traceback)\b|错误|异常|失败|断开|断连", re.I
)
_ERROR_LEVELS = {"error", "fatal", "critical", "panic"}
_PASSED = {"passed", "pass", "ok", "success", "succeeded", "green"}
_FAILED = {"failed", "fail", "error", "failure", "red"}
_SENTENCE_END = re.compile(r"[。！？!?\n]|\.(?:\s|$)")

MAX_CAUSAL = {"error": 20, "change": 20, "check": 10}  # evidence references, bounded
MAX_STEPS = 12


def _text(payload: dict[str, Any], *keys: str) -> str:
    for key in keys:
        value = payload.get(key)
        if isinstance(value, str) and value.strip():
            return value.strip()
    return ""


def normalise_component(name: str) -> str:
    name = name.strip().lower()
    return ALIASES.get(name, name)


def components_in(text: str) -> list[str]:
    """Known components mentioned in ``text``, in order of first mention."""
    found: dict[str, None] = {}
    for word in _COMPONENT_WORD.findall(text.lower()):
        word = ALIASES.get(word, word)
        if word in KNOWN_COMPONENTS:
            found.setdefault(word, None)
    return list(found)


def first_sentence(text: str, limit: int = 512) -> str:
    text = text.strip()
    match = _SENTENCE_END.search(text)
    sentence = (text[: match.start()] if match and match.start() > 0 else text).strip()
    return sentence[:limit]


def _check_passed(payload: dict[str, Any]) -> bool | None:
    if isinstance(payload.get("passed"), bool):
        return bool(payload["passed"])
    status = str(payload.get("status", "")).lower()
    if status in _PASSED:
        return True
    if status in _FAILED:
        return False
    if isinstance(payload.get("exit_code"), int):
        return bool(payload["exit_code"] == 0)
    return None


@dataclass
class RunReading:
    """What the rules read from one run's events."""

    runtime: str = ""
    components: dict[str, None] = field(default_factory=dict)  # ordered set
    versions: dict[str, str] = field(default_factory=dict)
    region: str = ""
    errors: list[AgentRunEvent] = field(default_factory=list)
    changes: list[AgentRunEvent] = field(default_factory=list)
    checks: dict[str, tuple[AgentRunEvent, bool]] = field(default_factory=dict)  # last result per check
    steps: list[str] = field(default_factory=list)
    artifacts: list[str] = field(default_factory=list)
    diff_ref: str = ""
    hypothesis: str = ""


def _add_component(reading: RunReading, name: str) -> None:
    if name and len(name) <= 64:
        reading.components.setdefault(normalise_component(name), None)


def run_read(*, run: AgentRun, events: list[AgentRunEvent]) -> RunReading:
    zh = bool(CJK.search(run.user_message))
    r = RunReading()
    for e in events:
        p = e.payload if isinstance(e.payload, dict) else {}
        kind = e.type.lower()
        source = _text(p, "source", "component", "service")
        if kind == "environment":
            r.runtime = _text(p, "runtime") or r.runtime
            for c in p.get("components") or []:
                if isinstance(c, str):
                    _add_component(r, c)
            if isinstance(p.get("versions"), dict):
                r.versions.update({str(k): str(v) for k, v in p["versions"].items()})
            r.region = _text(p, "region") or r.region
        elif kind in ("log", "error"):
            message = _text(p, "message", "text", "line")
            level = str(p.get("level", "")).lower()
            if source:
                _add_component(r, source)
            if kind == "error" or level in _ERROR_LEVELS or (not level and _ERROR_TEXT.search(message)):
                r.errors.append(e)
        elif kind in ("tool_call", "command"):
            command = _text(p, "command", "tool", "name")
            if command:
                r.steps.append(("运行 " if zh else "run ") + command[:120])
            if isinstance(p.get("exit_code"), int) and p["exit_code"] != 0:
                r.errors.append(e)
        elif kind == "file_change":
            path = _text(p, "path", "file")
            if path:
                r.artifacts.append(path)
                note = _text(p, "summary", "description")
                base = path.rsplit("/", 1)[-1]
                r.steps.append(
                    (f"修改 {base}" if zh else f"edit {base}") + (f" ({note[:80]})" if note else "")
                )
            r.diff_ref = _text(p, "diff_ref", "commit") or r.diff_ref
            r.changes.append(e)
        elif kind in ("check", "test"):
            name = _text(p, "name", "command") or e.event_id
            passed = _check_passed(p)
            if passed is not None:
                r.checks[name] = (e, passed)
                word = ("通过" if passed else "失败") if zh else ("passed" if passed else "failed")
                r.steps.append(f"检查 {name}：{word}" if zh else f"check {name}: {word}")
        elif kind == "hypothesis":
            r.hypothesis = _text(p, "text", "hypothesis") or r.hypothesis
        if not r.hypothesis and isinstance(p.get("hypothesis"), str):
            r.hypothesis = p["hypothesis"].strip()
    texts = [run.user_message, run.summary, *(_text(e.payload, "message", "text") for e in r.errors)]
    for c in components_in(" ".join(texts)):
        _add_component(r, c)
    if not r.runtime:
        # The service the errors came from is what the task ran against (goosed in the SSE case).
        sources = (_text(e.payload, "source", "component", "service") for e in r.errors)
        r.runtime = normalise_component(next((s for s in sources if s), ""))
    if r.runtime:
        r.components = {normalise_component(r.runtime): None, **r.components}
    return r


def result_judge(*, run: AgentRun, reading: RunReading) -> tuple[str, Decimal]:
    """``(result, confidence)`` from the run's terminal status and its last check results."""
    results = [passed for _, passed in reading.checks.values()]
    if run.status == AgentRun.Status.FAILED:
        # The executor said so; errors or failed checks in the stream make it even clearer.
        sure = bool(reading.errors) or (results and not all(results))
        return Experience.Result.FAILURE, Decimal("0.800" if sure else "0.650")
    if not results:
        # Completed, but nothing in the stream proves it worked: say unknown, not success.
        return Experience.Result.UNKNOWN, Decimal("0.400" if reading.changes else "0.300")
    if all(results):
        confidence = Decimal("0.700")
        confidence += Decimal("0.100") if reading.changes else 0  # something was actually changed
        confidence += Decimal("0.050") if reading.errors else 0  # …against an observed failure
        confidence += Decimal("0.050") if len(results) >= 2 else 0  # more than one check agrees
        return Experience.Result.SUCCESS, confidence
    if any(results):
        return Experience.Result.PARTIAL, Decimal("0.600")
    return Experience.Result.FAILURE, Decimal("0.700")


def _ms(e: AgentRunEvent) -> int:
    return int(e.timestamp.timestamp() * 1000)


_MODALITY = {
    "log": "log",
    "error": "log",
    "file_change": "code_change",
    "check": "tool_result",
    "test": "tool_result",
    "tool_call": "tool_result",
    "command": "tool_result",
}


def _modality(e: AgentRunEvent) -> str:
    return _MODALITY.get(e.type, e.type)


def evidence_build(*, run: AgentRun, reading: RunReading, confidence: Decimal) -> Evidence:
    """Sources = the run plus the events that caused the outcome; raw payloads stay in the events."""
    errors = reading.errors[: MAX_CAUSAL["error"]]
    changes = reading.changes[: MAX_CAUSAL["change"]]
    checks = list(reading.checks.values())[-MAX_CAUSAL["check"] :]
    causal = list(dict.fromkeys(e.event_id for e in [*errors, *changes, *(c for c, _ in checks)]))
    by_id = {e.event_id: e for e in [*errors, *changes, *(c for c, _ in checks)]}
    sources: list[Source] = [
        {
            "source_id": f"run:{run.run_id}",
            "source_type": "agent_run",
            "actor": run.executor,
            "device": None,
            "timestamp_ms": int((run.finished_at or run.started_at).timestamp() * 1000),
            "modality": "run",
            "snippet_ref": None,
            "confidence": float(confidence),
        }
    ]
    for eid in causal:
        e = by_id[eid]
        actor = _text(e.payload, "source", "component", "service") or run.executor
        sources.append(
            {
                "source_id": eid,
                "source_type": "agent_run_event",
                "actor": actor,
                "device": None,
                "timestamp_ms": _ms(e),
                "modality": _modality(e),
                "snippet_ref": f"event:{eid}",
                "confidence": None,
            }
        )
    checklist: list[ChecklistPoint] = []
    by_source: dict[str, list[AgentRunEvent]] = {}
    for e in errors:
        by_source.setdefault(_text(e.payload, "source", "component", "service") or e.type, []).append(e)
    for source, evs in by_source.items():
        first = _text(evs[0].payload, "message", "text", "command") or evs[0].type
        checklist.append(
            {"point": f"error in {source}: {first[:160]}", "source_ids": [e.event_id for e in evs]}
        )
    if changes:
        paths = ", ".join(dict.fromkeys(_text(e.payload, "path", "file") or e.event_id for e in changes))
        checklist.append({"point": f"changed {paths[:300]}", "source_ids": [e.event_id for e in changes]})
    for name, (e, passed) in reading.checks.items():
        if e.event_id in by_id:
            checklist.append(
                {
                    "point": f"check {name[:200]} {'passed' if passed else 'failed'}",
                    "source_ids": [e.event_id],
                }
            )
    return {
        "sources": sources,
        "provenance": {
            "run_id": run.run_id,
            "session_id": run.session_id or None,
            "user_id": run.user_ref or None,
            "causal_event_ids": causal,
        },
        "checklist": checklist,
    }


def problem_state(*, run: AgentRun, reading: RunReading) -> str:
    """The problem statement: the user's request, else the executor's summary, else the first error."""
    for text in (run.user_message, run.summary):
        if text.strip():
            return first_sentence(text)
    if reading.errors:
        return first_sentence(_text(reading.errors[0].payload, "message", "text", "command") or "error")
    return f"{run.executor} run {run.run_id}"


def body_compose(*, run: AgentRun, reading: RunReading, result: str) -> str:
    if run.summary.strip():
        return run.summary.strip()[:2000]
    results = [p for _, p in reading.checks.values()]
    parts = [f"{run.executor} run {run.status} ({result})"]
    if reading.errors:
        parts.append(f"{len(reading.errors)} error event(s)")
    if reading.artifacts:
        parts.append("changed " + ", ".join(reading.artifacts[:5]))
    if results:
        parts.append(f"checks passed {sum(results)}/{len(results)}")
    return "; ".join(parts) + "."


def experience_extract(*, run: AgentRun) -> Experience | None:
    """Derive the run's ``task_outcome``; returns the existing one if it was already derived.

    Idempotent and safe to run concurrently: the run row is locked while deriving, and a partial
    unique constraint (one task_outcome per source run) is the last line of defence."""
    with usage_scope(app_id=run.app_id, ref=f"agent_run:{run.pk}"):  # its problem's embedding
        return _experience_extract(run)


def _experience_extract(run: AgentRun) -> Experience | None:
    with transaction.atomic():
        run = AgentRun.objects.select_for_update().get(pk=run.pk)
        existing = Experience.objects.filter(source_run=run, kind=Experience.Kind.TASK_OUTCOME).first()
        if existing is not None or run.status == AgentRun.Status.RUNNING:
            return existing
        events = list(run.events.all())
        reading = run_read(run=run, events=events)
        result, confidence = result_judge(run=run, reading=reading)
        problem = problem_state(run=run, reading=reading)
        environment: dict[str, Any] = {
            "runtime": reading.runtime or None,
            "components": list(reading.components),
        }
        if reading.versions:
            environment["versions"] = reading.versions
        if reading.region:
            environment["region"] = reading.region
        action: dict[str, Any] = {
            "executor": run.executor,
            "steps": reading.steps[:MAX_STEPS],
            "artifacts": list(dict.fromkeys(reading.artifacts))[:50],
        }
        if reading.diff_ref:
            action["diff_ref"] = reading.diff_ref
        try:
            with transaction.atomic():
                return experience_create(
                    app=run.app,
                    kind=Experience.Kind.TASK_OUTCOME,
                    title=problem[:120],
                    body=body_compose(run=run, reading=reading, result=result),
                    tags=[run.executor],
                    problem=problem,
                    environment=environment,
                    hypothesis=reading.hypothesis[:512] or None,
                    action=action,
                    result=result,
                    confidence=confidence,
                    evidence=evidence_build(run=run, reading=reading, confidence=confidence),
                    source_run=run,
                    source_session_id=run.session_id,
                    source_user_id=run.user_ref,
                    actor=EXTRACTOR_ACTOR,
                )
        except IntegrityError:
            return Experience.objects.filter(source_run=run, kind=Experience.Kind.TASK_OUTCOME).first()
