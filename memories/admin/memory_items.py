"""Memories in the admin: search, filter, edit (with a reason) and the actions that supersede,
archive, restore, pin, unpin, approve and reject them, each through the memory services."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django import forms
from django.contrib import admin
from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from django.utils import timezone
from django.utils.html import format_html, format_html_join

from memind.actors import Actor
from memind.admin_base import ReadOnlyInline, ReasonedActionsMixin, ReasonForm
from memories.models import ContextTrace, MemoryEvent, MemoryItem, MemorySource
from memories.services import memories as memory_services

# A memory page lists only the latest traces that injected it: an identity fact is in nearly
# every reply, and the full list is one click away (the trace list filtered by memory).
TRACES_ON_MEMORY_PAGE = 20


class SourceInline(ReadOnlyInline[MemorySource, MemoryItem]):
    model = MemorySource
    verbose_name_plural = "sources (the messages this memory came from)"
    fields = readonly_fields = ("message_link", "sent_at", "role", "content", "run_link")

    def get_queryset(self, request: HttpRequest) -> QuerySet[MemorySource]:
        return super().get_queryset(request).select_related("message", "extraction_run")

    @admin.display(description="message")
    def message_link(self, obj: MemorySource) -> str:
        url = reverse("admin:memories_message_change", args=[obj.message_id])
        return format_html('<a href="{}">#{}</a> {}', url, obj.message_id, obj.message.client_msg_id)

    @admin.display(description="sent at")
    def sent_at(self, obj: MemorySource) -> Any:
        return obj.message.sent_at

    @admin.display(description="role")
    def role(self, obj: MemorySource) -> str:
        return obj.message.role

    @admin.display(description="content")
    def content(self, obj: MemorySource) -> str:
        return obj.message.content[:300]

    @admin.display(description="extraction run")
    def run_link(self, obj: MemorySource) -> str:
        if obj.extraction_run_id is None:
            return "—"
        url = reverse("admin:memories_extractionrun_change", args=[obj.extraction_run_id])
        return format_html('<a href="{}">run {}</a>', url, obj.extraction_run_id)


class EventInline(ReadOnlyInline[MemoryEvent, MemoryItem]):
    model = MemoryEvent
    verbose_name_plural = "history"
    fields = readonly_fields = ("at", "kind", "actor", "reason", "before", "after")


class StrengthFilter(admin.SimpleListFilter):
    """Derived state: how much of a memory is left after decay (computed, not stored)."""

    title = "strength"
    parameter_name = "strength"

    def lookups(
        self, request: HttpRequest, model_admin: admin.ModelAdmin[MemoryItem]
    ) -> list[tuple[str, str]]:
        return [
            ("faded", "faded (archived by decay)"),
            ("pruned", "pruned by quota"),
            ("superseded", "superseded"),
        ]

    def queryset(self, request: HttpRequest, queryset: QuerySet[MemoryItem]) -> QuerySet[MemoryItem]:
        value = self.value()
        if value == "faded":
            return queryset.filter(
                status=MemoryItem.Status.ARCHIVED, status_reason=MemoryItem.ArchivedBy.FADED
            )
        if value == "pruned":
            return queryset.filter(
                status=MemoryItem.Status.ARCHIVED, status_reason=MemoryItem.ArchivedBy.QUOTA
            )
        if value == "superseded":
            return queryset.filter(status=MemoryItem.Status.SUPERSEDED)
        return queryset


class MemoryItemForm(forms.ModelForm[MemoryItem]):
    change_reason = forms.CharField(
        max_length=500, help_text="Why you are changing this memory (recorded in its history)."
    )

    class Meta:
        model = MemoryItem
        fields = list(memory_services.EDITABLE_FIELDS)


# Admin actions that take a reason: what the success message says, and the service that does it.
REASONED: dict[str, tuple[str, Callable[..., object]]] = {
    "archive": ("Archived", memory_services.memory_archive),
    "restore": ("Restored", memory_services.memory_restore),
    "pin": ("Pinned", memory_services.memory_pin),
    "unpin": ("Unpinned", memory_services.memory_unpin),
    "approve": ("Approved", memory_services.memory_approve),
    "reject": ("Rejected", memory_services.memory_reject),
}


class MemoryReasonForm(ReasonForm):
    by = forms.IntegerField(
        required=False, min_value=1, help_text="Supersede: id of the memory that replaces it."
    )
    content = forms.CharField(
        required=False, max_length=2000, help_text="…or the corrected fact as new text."
    )


@admin.register(MemoryItem)
class MemoryItemAdmin(ReasonedActionsMixin[MemoryItem]):
    reason_template = "admin/memories/reason_form.html"
    form = MemoryItemForm
    list_display = [
        "id",
        "content_short",
        "type",
        "status",
        "importance",
        "strength_now",
        "mention_count",
        "user",
        "app",
        "observed_at",
    ]
    list_filter = ["type", "status", StrengthFilter, "pinned", "review_state", "app", "outcome"]
    search_fields = ["content", "user__external_id", "subject", "slot", "value"]
    list_select_related = ["user", "app"]
    raw_id_fields = ["user", "superseded_by", "extraction_run"]
    readonly_fields = [
        "app",
        "user",
        "status",
        "status_reason",
        "pinned",
        "review_state",
        "review_reason",
        "held",
        "observed_at",
        "mention_count",
        "last_recalled_at",
        "strength_now",
        "superseded_by_link",
        "extraction_run",
        "created_at",
        "updated_at",
        "injected_in",
    ]
    inlines = [SourceInline, EventInline]
    show_full_result_count = False
    actions = [
        "archive_selected",
        "restore_selected",
        "supersede_selected",
        "pin_selected",
        "unpin_selected",
        "approve_selected",
        "reject_selected",
    ]

    def get_queryset(self, request: HttpRequest) -> QuerySet[MemoryItem]:
        return super().get_queryset(request).defer("embedding")

    def get_fields(self, request: HttpRequest, obj: MemoryItem | None = None) -> list[Any]:
        editable = (
            [*memory_services.EDITABLE_FIELDS, "change_reason"]
            if self.has_change_permission(request, obj)
            else list(memory_services.EDITABLE_FIELDS)
        )
        return [*editable, *self.readonly_fields]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False  # memories come from conversations (or the API); operators correct them

    def has_delete_permission(self, request: HttpRequest, obj: MemoryItem | None = None) -> bool:
        return False  # archive instead: nothing is silently lost

    @admin.display(description="content")
    def content_short(self, obj: MemoryItem) -> str:
        return obj.content[:80]

    @admin.display(description="strength now")
    def strength_now(self, obj: MemoryItem) -> str:
        return f"{obj.strength_at(timezone.now()):.3f}"

    @admin.display(description="superseded by")
    def superseded_by_link(self, obj: MemoryItem) -> str:
        if obj.superseded_by_id is None:
            return "—"
        url = reverse("admin:memories_memoryitem_change", args=[obj.superseded_by_id])
        return format_html('<a href="{}">#{}</a>', url, obj.superseded_by_id)

    @admin.display(description="injected in (latest replies)")
    def injected_in(self, obj: MemoryItem) -> str:
        # Not an inline: an identity memory can be injected into thousands of traces, and an
        # inline formset can't be sliced. The latest few plus a link to the filtered list.
        if obj.pk is None:
            return "—"
        traces = list(
            ContextTrace.objects.filter(memories=obj)
            .order_by("-created_at", "-id")
            .only("id", "kind", "created_at", "input", "reply")[: TRACES_ON_MEMORY_PAGE + 1]
        )
        if not traces:
            return "never injected yet"
        rows = format_html_join(
            "",
            '<tr><td><a href="{}">trace {}</a></td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>',
            (
                (
                    reverse("admin:memories_contexttrace_change", args=[t.pk]),
                    t.pk,
                    timezone.localtime(t.created_at).strftime("%Y-%m-%d %H:%M:%S"),
                    t.kind,
                    t.input[:80],
                    t.reply[:80] or "—",
                )
                for t in traces[:TRACES_ON_MEMORY_PAGE]
            ),
        )
        everything = reverse("admin:memories_contexttrace_changelist") + f"?memories__id__exact={obj.pk}"
        more = (
            "all traces that injected it" if len(traces) > TRACES_ON_MEMORY_PAGE else "open in the trace list"
        )
        return format_html(
            "<table><thead><tr><th>trace</th><th>built at</th><th>kind</th><th>user said</th>"
            '<th>reply</th></tr></thead><tbody>{}</tbody></table><p><a href="{}">{}</a></p>',
            rows,
            everything,
            more,
        )

    def save_model(
        self, request: HttpRequest, obj: MemoryItem, form: forms.ModelForm[MemoryItem], change: bool
    ) -> None:
        data = {f: form.cleaned_data[f] for f in memory_services.EDITABLE_FIELDS if f in form.changed_data}
        original = MemoryItem.objects.get(pk=obj.pk)
        memory_services.memory_update(
            memory=original,
            data=data,
            actor=Actor.staff(request.user),
            reason=form.cleaned_data["change_reason"],
        )

    def _with_reason(
        self, request: HttpRequest, queryset: QuerySet[MemoryItem], action: str
    ) -> HttpResponse | None:
        asked = self.reason_ask(
            request,
            queryset,
            action=f"{action}_selected",
            title=f"{action.capitalize()} {queryset.count()} memories",
            form_class=MemoryReasonForm,
            is_supersede=action == "supersede",
        )
        if isinstance(asked, HttpResponse):
            return asked
        actor = Actor.staff(request.user)
        reason = asked.cleaned_data["reason"]
        if action in REASONED:
            done_word, service = REASONED[action]

            def change(memory: MemoryItem) -> object:
                return service(memory=memory, actor=actor, reason=reason)

        else:
            done_word = "Superseded"
            by_id = asked.cleaned_data["by"]
            by = MemoryItem.objects.filter(pk=by_id).first() if by_id else None

            def change(memory: MemoryItem) -> object:
                if by_id and by is None:
                    raise memory_services.MemoryStateError("no memory with that id")
                return memory_services.memory_supersede(
                    memory=memory,
                    actor=actor,
                    reason=reason,
                    by=by,
                    content=asked.cleaned_data["content"] or None,
                )

        self.reason_apply_each(
            request,
            queryset,
            change,
            refused=(memory_services.MemoryStateError,),
            done=f"{done_word} {{n}} memories.",
        )
        return None

    @admin.action(description="Archive selected memories (asks for a reason)", permissions=["change"])
    def archive_selected(self, request: HttpRequest, queryset: QuerySet[MemoryItem]) -> HttpResponse | None:
        return self._with_reason(request, queryset, "archive")

    @admin.action(description="Restore selected memories (asks for a reason)", permissions=["change"])
    def restore_selected(self, request: HttpRequest, queryset: QuerySet[MemoryItem]) -> HttpResponse | None:
        return self._with_reason(request, queryset, "restore")

    @admin.action(
        description="Supersede selected memories (asks for the successor and a reason)",
        permissions=["change"],
    )
    def supersede_selected(self, request: HttpRequest, queryset: QuerySet[MemoryItem]) -> HttpResponse | None:
        return self._with_reason(request, queryset, "supersede")

    @admin.action(
        description="Pin selected memories: never fade, always in the profile", permissions=["change"]
    )
    def pin_selected(self, request: HttpRequest, queryset: QuerySet[MemoryItem]) -> HttpResponse | None:
        return self._with_reason(request, queryset, "pin")

    @admin.action(description="Unpin selected memories (asks for a reason)", permissions=["change"])
    def unpin_selected(self, request: HttpRequest, queryset: QuerySet[MemoryItem]) -> HttpResponse | None:
        return self._with_reason(request, queryset, "unpin")

    @admin.action(description="Review: approve selected memories", permissions=["change"])
    def approve_selected(self, request: HttpRequest, queryset: QuerySet[MemoryItem]) -> HttpResponse | None:
        return self._with_reason(request, queryset, "approve")

    @admin.action(description="Review: reject (archive) selected memories", permissions=["change"])
    def reject_selected(self, request: HttpRequest, queryset: QuerySet[MemoryItem]) -> HttpResponse | None:
        return self._with_reason(request, queryset, "reject")
