"""Runs with their event streams, experiences with their evidence made readable, product events.

Nothing here writes around the services: archive / restore / mark deleted go through
``experiences.services.experiences`` with the staff user and a reason, like the API.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, ClassVar

from django.contrib import admin
from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from django.utils.html import format_html, format_html_join
from django.utils.safestring import mark_safe

from experiences.evidence import checklist_covered
from experiences.models import AgentRun, AgentRunEvent, Experience, ExperienceChange, ProductEvent
from experiences.services import experiences as experience_services
from memind.actors import Actor
from memind.admin_base import ReadOnlyAdmin, ReadOnlyInline, ReasonedActionsMixin


class EventInline(ReadOnlyInline[AgentRunEvent, AgentRun]):
    model = AgentRunEvent
    fields = readonly_fields = ("event_link", "type", "timestamp", "payload_short")
    verbose_name_plural = "events (in stream order)"

    @admin.display(description="event")
    def event_link(self, obj: AgentRunEvent) -> str:
        return format_html(
            '<a href="{}">{}</a>',
            reverse("admin:experiences_agentrunevent_change", args=[obj.pk]),
            obj.event_id,
        )

    @admin.display(description="payload")
    def payload_short(self, obj: AgentRunEvent) -> str:
        return json.dumps(obj.payload, ensure_ascii=False)[:300]


@admin.register(AgentRun)
class AgentRunAdmin(ReadOnlyAdmin[AgentRun]):
    list_display = ["run_id", "executor", "status", "app", "user_ref", "started_at", "finished_at"]
    list_filter = ["status", "executor", "app"]
    search_fields = ["run_id", "user_ref", "session_id", "user_message"]
    list_select_related = ["app"]
    readonly_fields = ["experience_links"]
    inlines = [EventInline]
    show_full_result_count = False
    date_hierarchy = "started_at"

    @admin.display(description="experiences derived from this run")
    def experience_links(self, obj: AgentRun) -> str:
        rows = list(obj.experiences.only("id", "kind", "title", "result"))
        if not rows:
            return "— (none yet: the extractor runs when the run completes or fails)"
        return format_html_join(
            mark_safe("<br>"),  # noqa: S308 - a constant
            '<a href="{}">#{} [{}] {} ({})</a>',
            (
                (reverse("admin:experiences_experience_change", args=[e.pk]), e.pk, e.kind, e.title, e.result)
                for e in rows
            ),
        )


@admin.register(AgentRunEvent)
class AgentRunEventAdmin(ReadOnlyAdmin[AgentRunEvent]):
    list_display = ["event_id", "type", "run", "timestamp"]
    list_filter = ["type"]
    search_fields = ["event_id", "run__run_id"]
    list_select_related = ["run"]
    raw_id_fields = ["run", "app"]
    show_full_result_count = False


class ChangeInline(ReadOnlyInline[ExperienceChange, Experience]):
    model = ExperienceChange
    verbose_name_plural = "history"
    fields = readonly_fields = ("at", "kind", "actor", "staff_user", "reason")


# Admin actions that take a reason: the action's name, and the service that does it.
REASONED: dict[str, tuple[str, Callable[..., object]]] = {
    "archive": ("archive_selected", experience_services.experience_archive),
    "restore": ("restore_selected", experience_services.experience_restore),
    "mark deleted": ("delete_selected_soft", experience_services.experience_delete),
}


def _link(name: str, pk: Any, text: Any) -> str:
    return format_html('<a href="{}">{}</a>', reverse(f"admin:experiences_{name}_change", args=[pk]), text)


@admin.register(Experience)
class ExperienceAdmin(ReasonedActionsMixin[Experience]):
    reason_template = "admin/experiences/reason_form.html"
    list_display = [
        "id",
        "title_short",
        "kind",
        "result",
        "confidence",
        "status",
        "use_count",
        "app",
        "created_at",
    ]
    list_filter = ["kind", "result", "status", "app"]
    search_fields = ["title", "problem", "body"]
    list_select_related = ["app", "source_run"]
    readonly_fields: ClassVar[list[Any]] = [
        "app",
        "kind",
        "scope",
        "status",
        "status_reason",
        "title",
        "problem",
        "body",
        "tags",
        "environment",
        "hypothesis",
        "action",
        "result",
        "confidence",
        "evidence_sources",
        "evidence_provenance",
        "evidence_checklist",
        "parent_link",
        "supersedes_link",
        "source_run_link",
        "source_session_id",
        "source_user_id",
        "use_count",
        "last_recalled_at",
        "created_at",
        "updated_at",
    ]
    fields = readonly_fields
    inlines = [ChangeInline]
    show_full_result_count = False
    date_hierarchy = "created_at"
    actions = ["archive_selected", "restore_selected", "delete_selected_soft"]

    def get_queryset(self, request: HttpRequest) -> QuerySet[Experience]:
        return super().get_queryset(request).defer("embedding")

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False  # experiences come from runs (or the API); operators curate them

    def has_delete_permission(self, request: HttpRequest, obj: Experience | None = None) -> bool:
        return False  # "mark deleted" instead: patterns and evidence chains keep resolving

    def get_actions(self, request: HttpRequest) -> dict[str, Any]:
        actions = super().get_actions(request)
        actions.pop("delete_selected", None)
        return actions

    @admin.display(description="title")
    def title_short(self, obj: Experience) -> str:
        return obj.title[:80]

    @admin.display(description="parent (recurrence link)")
    def parent_link(self, obj: Experience) -> str:
        return (
            _link("experience", obj.parent_experience_id, f"#{obj.parent_experience_id}")
            if obj.parent_experience_id
            else "—"
        )

    @admin.display(description="supersedes")
    def supersedes_link(self, obj: Experience) -> str:
        return _link("experience", obj.supersedes_id, f"#{obj.supersedes_id}") if obj.supersedes_id else "—"

    @admin.display(description="source run")
    def source_run_link(self, obj: Experience) -> str:
        if obj.source_run is None:
            return "—"
        return _link("agentrun", obj.source_run_id, f"{obj.source_run.executor} run {obj.source_run.run_id}")

    def _event_pks(self, obj: Experience) -> dict[str, int]:
        """event_id → admin pk, for the run the evidence names (raw events stay in the run)."""
        provenance = (obj.evidence or {}).get("provenance") or {}
        run_id = provenance.get("run_id")
        if not run_id:
            return {}
        return dict(
            AgentRunEvent.objects.filter(run__app_id=obj.app_id, run__run_id=run_id).values_list(
                "event_id", "pk"
            )
        )

    def _ref(self, obj: Experience, source_id: str, events: dict[str, int]) -> str:
        if source_id in events:
            return _link("agentrunevent", events[source_id], source_id)
        if source_id.startswith("experience:") and source_id[11:].isdigit():
            return _link("experience", int(source_id[11:]), source_id)
        if (
            source_id.startswith("run:")
            and obj.source_run_id
            and obj.source_run
            and source_id[4:] == obj.source_run.run_id
        ):
            return _link("agentrun", obj.source_run_id, source_id)
        return format_html("{}", source_id)

    def _refs(self, obj: Experience, ids: list[Any], events: dict[str, int]) -> str:
        return format_html_join(", ", "{}", ((self._ref(obj, str(s), events),) for s in ids))

    @admin.display(description="evidence: sources")
    def evidence_sources(self, obj: Experience) -> str:
        sources = (obj.evidence or {}).get("sources") or []
        if not sources:
            return "—"
        events = self._event_pks(obj)
        rows = format_html_join(
            "",
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            (
                (
                    self._ref(obj, str(s.get("source_id")), events),
                    s.get("source_type"),
                    s.get("actor") or "—",
                    s.get("modality") or "—",
                    s.get("snippet_ref") or "—",
                    "—" if s.get("confidence") is None else s.get("confidence"),
                )
                for s in sources
            ),
        )
        return format_html(
            "<table><thead><tr><th>source</th><th>type</th><th>actor</th><th>modality</th><th>snippet</th>"
            "<th>confidence</th></tr></thead><tbody>{}</tbody></table>",
            rows,
        )

    @admin.display(description="evidence: provenance")
    def evidence_provenance(self, obj: Experience) -> str:
        provenance = (obj.evidence or {}).get("provenance") or {}
        if not provenance:
            return "—"
        events = self._event_pks(obj)
        run_id = provenance.get("run_id")
        run = AgentRun.objects.filter(app_id=obj.app_id, run_id=run_id).only("pk").first() if run_id else None
        run_html = _link("agentrun", run.pk, run_id) if run else format_html("{}", run_id or "—")
        causal = format_html_join(
            ", ", "{}", ((self._ref(obj, str(e), events),) for e in provenance.get("causal_event_ids") or [])
        )
        return format_html(
            "run: {} · session: {} · user: {}<br>causal events: {}",
            run_html,
            provenance.get("session_id") or "—",
            provenance.get("user_id") or "—",
            causal or "—",
        )

    @admin.display(description="evidence: checklist")
    def evidence_checklist(self, obj: Experience) -> str:
        """Covered = at least one cited id still resolves to a stored event or experience."""
        checklist = (obj.evidence or {}).get("checklist") or []
        if not checklist:
            return "—"
        events = self._event_pks(obj)
        cited = {sid for p in checklist for sid in p.get("source_ids", [])}
        parent_pks = [int(c[11:]) for c in cited if c.startswith("experience:") and c[11:].isdigit()]
        found = Experience.objects.filter(app_id=obj.app_id, pk__in=parent_pks).values_list("pk", flat=True)
        parents = {f"experience:{pk}" for pk in found}
        stored = set(events) | parents
        if obj.source_run is not None:
            stored.add(f"run:{obj.source_run.run_id}")
        covered = checklist_covered(checklist, stored)
        rows = format_html_join(
            "",
            "<tr><td>{}</td><td>{}</td><td>{}</td></tr>",
            (
                (
                    "✔ covered" if ok else "✘ uncovered",
                    p.get("point"),
                    self._refs(obj, p.get("source_ids", []), events),
                )
                for p, ok in zip(checklist, covered, strict=True)
            ),
        )
        return format_html(
            "<p>{} of {} points covered by stored evidence</p><table><thead><tr><th></th><th>point</th>"
            "<th>sources</th></tr></thead><tbody>{}</tbody></table>",
            sum(covered),
            len(checklist),
            rows,
        )

    def _with_reason(
        self, request: HttpRequest, queryset: QuerySet[Experience], action: str
    ) -> HttpResponse | None:
        form = self.reason_ask(
            request,
            queryset,
            action=REASONED[action][0],
            title=f"{action.capitalize()} {queryset.count()} experiences",
        )
        if isinstance(form, HttpResponse):
            return form
        service, actor, reason = REASONED[action][1], Actor.staff(request.user), form.cleaned_data["reason"]
        self.reason_apply_each(
            request,
            queryset,
            lambda experience: service(experience=experience, actor=actor, reason=reason),
            refused=(experience_services.ExperienceStateError,),
            done=f"{action.capitalize()}: {{n}} experiences.",
        )
        return None

    @admin.action(description="Archive selected experiences (asks for a reason)", permissions=["change"])
    def archive_selected(self, request: HttpRequest, queryset: QuerySet[Experience]) -> HttpResponse | None:
        return self._with_reason(request, queryset, "archive")

    @admin.action(description="Restore selected experiences (asks for a reason)", permissions=["change"])
    def restore_selected(self, request: HttpRequest, queryset: QuerySet[Experience]) -> HttpResponse | None:
        return self._with_reason(request, queryset, "restore")

    @admin.action(description="Mark selected experiences deleted (asks for a reason)", permissions=["change"])
    def delete_selected_soft(
        self, request: HttpRequest, queryset: QuerySet[Experience]
    ) -> HttpResponse | None:
        return self._with_reason(request, queryset, "mark deleted")


@admin.register(ProductEvent)
class ProductEventAdmin(ReadOnlyAdmin[ProductEvent]):
    list_display = ["name", "app", "experience", "at"]
    list_filter = ["name", "app"]
    list_select_related = ["app", "experience"]
    raw_id_fields = ["experience"]
    show_full_result_count = False
    date_hierarchy = "at"
