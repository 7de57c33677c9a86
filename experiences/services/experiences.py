"""The write path for experiences: create, edit, archive / restore / mark deleted, supersede.

API views, admin actions, the extractor and reflect all write through here, so evidence is
validated on every write, every creation logs ``experience_saved`` and every later change is
recorded in ``ExperienceChange`` with its actor and reason.
"""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Any

from django.db import transaction
from django.db.models import F
from django.utils import timezone

from experiences.evidence import evidence_validate
from experiences.models import AgentRun, Experience, ExperienceChange, ProductEvent, experience_text
from memind.actors import Actor
from memind.embedding import embed_passages
from memind.models import App
from memind.usage import usage_scope
from memories.models import WebhookEventType
from memories.services.webhooks import webhook_emit


class ExperienceStateError(ValueError):
    """The requested change does not apply to the experience's current state."""


EDITABLE_FIELDS = (
    "title",
    "body",
    "tags",
    "scope",
    "problem",
    "environment",
    "hypothesis",
    "action",
    "result",
    "confidence",
    "evidence",
    "parent_experience",
    "supersedes",
)
SNAPSHOT_FIELDS = (*EDITABLE_FIELDS[:-2], "parent_experience_id", "supersedes_id", "status", "status_reason")

# What the vector stands for: the problem (seed §4.3, "problem 向量相似度"); title when there is none.
EMBEDDED_FIELDS = {"problem", "title"}


def _json(v: Any) -> Any:
    if isinstance(v, Decimal):
        return float(v)
    if isinstance(v, datetime):
        return v.isoformat()
    return v


def experience_snapshot(experience: Experience) -> dict[str, Any]:
    return {f: _json(getattr(experience, f)) for f in SNAPSHOT_FIELDS}


def product_event_record(
    *,
    app: App,
    name: str,
    experience: Experience | None = None,
    at: datetime | None = None,
    **properties: Any,
) -> ProductEvent:
    return ProductEvent.objects.create(
        app=app, name=name, experience=experience, properties=properties, at=at or timezone.now()
    )


def _check_links(*, app: App, fields: dict[str, Any]) -> None:
    # Links never cross tenants: the API resolves ids within the app, this guards every other path.
    for key in ("parent_experience", "supersedes"):
        other = fields.get(key)
        if other is not None and other.app_id != app.pk:
            raise ExperienceStateError(f"{key} belongs to another app")


def experience_create(
    *,
    app: App,
    kind: str,
    title: str,
    actor: Actor,
    source_run: AgentRun | None = None,
    embedding: list[float] | None = None,
    **fields: Any,
) -> Experience:
    """Store one experience (evidence validated) and log ``experience_saved``."""
    evidence_validate(fields.get("evidence"), run_required=kind == Experience.Kind.TASK_OUTCOME)
    _check_links(app=app, fields=fields)
    if embedding is None:
        with usage_scope(app_id=app.pk):
            embedding = embed_passages([experience_text(problem=fields.get("problem", ""), title=title)])[0]
    with transaction.atomic():
        experience = Experience.objects.create(
            app=app, kind=kind, title=title, source_run=source_run, embedding=embedding, **fields
        )
        product_event_record(
            app=app, name="experience_saved", experience=experience, kind=kind, actor=actor.label
        )
        webhook_emit(
            app=app,
            event=WebhookEventType.EXPERIENCE_CREATED,
            payload={
                "experience_id": experience.pk,
                "kind": experience.kind,
                "title": experience.title,
                "problem": experience.problem,
                "result": experience.result,
                "confidence": None if experience.confidence is None else float(experience.confidence),
                "status": experience.status,
                "run_id": source_run.run_id if source_run is not None else None,
                "parent_experience_id": experience.parent_experience_id,
                "supersedes_id": experience.supersedes_id,
                "actor": actor.label,
                "created_at": experience.created_at,
            },
        )
    return experience


def _change_record(
    *,
    experience: Experience,
    kind: str,
    actor: Actor,
    reason: str,
    before: dict[str, Any],
    after: dict[str, Any],
) -> None:
    ExperienceChange.objects.create(
        experience=experience,
        kind=kind,
        actor=actor.label,
        staff_user=actor.staff_user,
        reason=reason,
        before=before,
        after=after,
    )


def experience_update(
    *, experience: Experience, data: dict[str, Any], actor: Actor, reason: str = ""
) -> Experience:
    """Edit fields (evidence re-validated against the experience's kind); recorded as ``edited``."""
    unknown = set(data) - set(EDITABLE_FIELDS)
    if unknown:
        raise ExperienceStateError(f"not editable: {', '.join(sorted(unknown))}")
    if "evidence" in data:
        evidence_validate(data["evidence"], run_required=experience.kind == Experience.Kind.TASK_OUTCOME)
    _check_links(app=experience.app, fields=data)
    if data.get("parent_experience") is not None and data["parent_experience"].pk == experience.pk:
        raise ExperienceStateError("an experience cannot be its own parent")
    with transaction.atomic():
        before = experience_snapshot(experience)
        for key, value in data.items():
            setattr(experience, key, value)
        if EMBEDDED_FIELDS & set(data):
            with usage_scope(app_id=experience.app_id):  # an operator's edit in the admin too
                experience.embedding = embed_passages(
                    [experience_text(problem=experience.problem, title=experience.title)]
                )[0]
        experience.save()
        _change_record(
            experience=experience,
            kind=ExperienceChange.Kind.EDITED,
            actor=actor,
            reason=reason,
            before=before,
            after=experience_snapshot(experience),
        )
    return experience


_TRANSITIONS = {
    # target status → (change kind, statuses it may come from)
    Experience.Status.ARCHIVED: (ExperienceChange.Kind.ARCHIVED, {Experience.Status.ACTIVE}),
    Experience.Status.ACTIVE: (
        ExperienceChange.Kind.RESTORED,
        {Experience.Status.ARCHIVED, Experience.Status.DELETED},
    ),
    Experience.Status.DELETED: (
        ExperienceChange.Kind.DELETED,
        {Experience.Status.ACTIVE, Experience.Status.ARCHIVED},
    ),
}


def experience_set_status(*, experience: Experience, status: str, actor: Actor, reason: str) -> Experience:
    """Archive, restore or mark deleted. "Deleted" is a status, not a row removal: evidence chains
    and patterns that cite the experience keep resolving, and a mistake can be restored.

    The row is locked and its state checked under the lock (of parallel archives exactly one is
    recorded); a refusal is raised after the block, leaving a caller's transaction usable."""
    kind, allowed_from = _TRANSITIONS[Experience.Status(status)]
    problem = ""
    with transaction.atomic():
        current = Experience.objects.select_for_update().filter(pk=experience.pk).first()
        if current is None:
            problem = f"experience #{experience.pk} no longer exists"
        elif current.status not in allowed_from:
            problem = f"experience #{experience.pk} is {current.status}, cannot become {status}"
        else:
            before = experience_snapshot(current)
            current.status = status
            current.status_reason = reason[:200]
            current.save(update_fields=["status", "status_reason", "updated_at"])
            _change_record(
                experience=current,
                kind=kind,
                actor=actor,
                reason=reason,
                before=before,
                after=experience_snapshot(current),
            )
            experience.status, experience.status_reason = current.status, current.status_reason
            experience.updated_at = current.updated_at
    if problem:
        raise ExperienceStateError(problem)
    return experience


def experience_archive(*, experience: Experience, actor: Actor, reason: str) -> Experience:
    return experience_set_status(
        experience=experience, status=Experience.Status.ARCHIVED, actor=actor, reason=reason
    )


def experience_restore(*, experience: Experience, actor: Actor, reason: str) -> Experience:
    return experience_set_status(
        experience=experience, status=Experience.Status.ACTIVE, actor=actor, reason=reason
    )


def experience_delete(*, experience: Experience, actor: Actor, reason: str) -> Experience:
    return experience_set_status(
        experience=experience, status=Experience.Status.DELETED, actor=actor, reason=reason
    )


def experience_supersede(*, old: Experience, new: Experience, actor: Actor, reason: str) -> None:
    """``new`` replaces ``old``: old leaves search (archived, reason "superseded"), the link stays.

    Both rows are locked in id order and checked under the lock: ``old`` must still be active and
    ``new`` must be another, non-deleted experience — so two racing supersedes of one experience
    record one, and "A by B" racing "B by A" cannot archive both."""
    problem = ""
    with transaction.atomic():
        if old.pk == new.pk:
            problem = "an experience cannot supersede itself"
        else:
            rows = {
                e.pk: e
                for e in Experience.objects.select_for_update().filter(pk__in=[old.pk, new.pk]).order_by("pk")
            }
            current, successor = rows.get(old.pk), rows.get(new.pk)
            if current is None or successor is None:
                problem = "the experience no longer exists"
            elif current.status != Experience.Status.ACTIVE:
                problem = f"experience #{old.pk} is {current.status}, cannot be superseded"
            elif successor.status != Experience.Status.ACTIVE:
                problem = f"experience #{new.pk} is {successor.status}, cannot supersede"
            else:
                before = experience_snapshot(current)
                Experience.objects.filter(pk=new.pk).update(supersedes=current)
                new.supersedes = current
                current.status = Experience.Status.ARCHIVED
                current.status_reason = f"superseded by #{new.pk}"
                current.save(update_fields=["status", "status_reason", "updated_at"])
                _change_record(
                    experience=current,
                    kind=ExperienceChange.Kind.SUPERSEDED,
                    actor=actor,
                    reason=reason,
                    before=before,
                    after=experience_snapshot(current),
                )
                old.status, old.status_reason = current.status, current.status_reason
    if problem:
        raise ExperienceStateError(problem)


def experiences_recalled(*, experiences: list[Experience], query: str, at: datetime | None = None) -> None:
    """Each experience handed back by search: ``use_count`` + 1 and an ``experience_recalled`` event."""
    if not experiences:
        return
    at = at or timezone.now()
    Experience.objects.filter(pk__in=[e.pk for e in experiences]).update(
        use_count=F("use_count") + 1, last_recalled_at=at
    )
    ProductEvent.objects.bulk_create(
        [
            ProductEvent(
                app_id=e.app_id,
                name="experience_recalled",
                experience=e,
                properties={"query": query[:200]},
                at=at,
            )
            for e in experiences
        ]
    )
    for e in experiences:
        e.use_count += 1
        e.last_recalled_at = at
