"""The operators' console. Every change goes through the same services as the API, attributed
to the staff user with a reason; support staff (read-only role) see everything and change nothing."""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib import admin, messages
from django.db.models import Count, QuerySet
from django.http import HttpRequest, HttpResponse
from django.template.response import TemplateResponse
from django.urls import reverse
from django.utils import timezone
from django.utils.html import format_html

from memories.models import (
    ApiKey,
    App,
    EndUser,
    ExtractionRun,
    MemoryEvent,
    MemoryItem,
    MemorySource,
    Message,
)
from memories.services import memories as memory_services
from memories.services.actors import Actor


class ReadOnlyInline(admin.TabularInline):
    extra = 0
    can_delete = False
    show_change_link = False

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


class SourceInline(ReadOnlyInline):
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


class EventInline(ReadOnlyInline):
    model = MemoryEvent
    verbose_name_plural = "history"
    fields = readonly_fields = ("at", "kind", "actor", "reason", "before", "after")


class StrengthFilter(admin.SimpleListFilter):
    """Derived state: how much of a memory is left after decay (computed, not stored)."""

    title = "strength"
    parameter_name = "strength"

    def lookups(self, request: HttpRequest, model_admin: Any) -> list[tuple[str, str]]:
        return [
            ("faded", "faded (archived by decay)"),
            ("pruned", "pruned by quota"),
            ("superseded", "superseded"),
        ]

    def queryset(self, request: HttpRequest, queryset: QuerySet[MemoryItem]) -> QuerySet[MemoryItem]:
        value = self.value()
        if value == "faded":
            return queryset.filter(status=MemoryItem.Status.ARCHIVED, status_reason="faded")
        if value == "pruned":
            return queryset.filter(status=MemoryItem.Status.ARCHIVED, status_reason="quota")
        if value == "superseded":
            return queryset.filter(status=MemoryItem.Status.SUPERSEDED)
        return queryset


class MemoryItemForm(forms.ModelForm):
    change_reason = forms.CharField(
        max_length=500, help_text="Why you are changing this memory (recorded in its history)."
    )

    class Meta:
        model = MemoryItem
        fields = list(memory_services.EDITABLE_FIELDS)


class ReasonForm(forms.Form):
    reason = forms.CharField(max_length=500, widget=forms.TextInput(attrs={"size": 80}))
    by = forms.IntegerField(
        required=False, min_value=1, help_text="Supersede: id of the memory that replaces it."
    )
    content = forms.CharField(
        required=False, max_length=2000, help_text="…or the corrected fact as new text."
    )


@admin.register(MemoryItem)
class MemoryItemAdmin(admin.ModelAdmin):
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
    list_filter = ["type", "status", StrengthFilter, "app", "outcome"]
    search_fields = ["content", "user__external_id", "slot", "value"]
    list_select_related = ["user", "app"]
    raw_id_fields = ["user", "superseded_by", "extraction_run"]
    readonly_fields = [
        "app",
        "user",
        "status",
        "status_reason",
        "observed_at",
        "mention_count",
        "last_recalled_at",
        "strength_now",
        "superseded_by_link",
        "extraction_run",
        "created_at",
        "updated_at",
    ]
    inlines = [SourceInline, EventInline]
    show_full_result_count = False
    date_hierarchy = "observed_at"
    actions = ["archive_selected", "restore_selected", "supersede_selected"]

    def get_queryset(self, request: HttpRequest) -> QuerySet[MemoryItem]:
        return super().get_queryset(request).defer("embedding")

    def get_fields(self, request: HttpRequest, obj: Any = None) -> list[Any]:
        editable = (
            [*memory_services.EDITABLE_FIELDS, "change_reason"]
            if self.has_change_permission(request, obj)
            else list(memory_services.EDITABLE_FIELDS)
        )
        return [*editable, *self.readonly_fields]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False  # memories come from conversations (or the API); operators correct them

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
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

    def save_model(self, request: HttpRequest, obj: MemoryItem, form: Any, change: bool) -> None:
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
        form = ReasonForm(request.POST if "apply" in request.POST else None)
        if not form.is_valid():
            return TemplateResponse(
                request,
                "admin/memories/reason_form.html",
                {
                    **self.admin_site.each_context(request),
                    "title": f"{action.capitalize()} {queryset.count()} memories",
                    "action": f"{action}_selected",
                    "form": form,
                    "queryset": queryset,
                    "opts": self.model._meta,
                    "is_supersede": action == "supersede",
                },
            )
        actor = Actor.staff(request.user)
        reason = form.cleaned_data["reason"]
        done, failed = 0, []
        for memory in queryset:
            try:
                if action == "archive":
                    memory_services.memory_archive(memory=memory, actor=actor, reason=reason)
                elif action == "restore":
                    memory_services.memory_restore(memory=memory, actor=actor, reason=reason)
                else:
                    by = None
                    if form.cleaned_data["by"]:
                        by = MemoryItem.objects.filter(pk=form.cleaned_data["by"]).first()
                        if by is None:
                            raise memory_services.MemoryStateError("no memory with that id")
                    memory_services.memory_supersede(
                        memory=memory,
                        actor=actor,
                        reason=reason,
                        by=by,
                        content=form.cleaned_data["content"] or None,
                    )
                done += 1
            except memory_services.MemoryStateError as exc:
                failed.append(f"#{memory.pk}: {exc}")
        self.message_user(request, f"{action.capitalize()}d {done} memories.", messages.SUCCESS)
        if failed:
            self.message_user(request, "Not changed — " + "; ".join(failed[:10]), messages.WARNING)
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


@admin.register(Message)
class MessageAdmin(admin.ModelAdmin):
    list_display = [
        "id",
        "user",
        "role",
        "content_short",
        "sent_at",
        "session_id",
        "client_msg_id",
        "extraction_run",
    ]
    list_filter = ["role", "app"]
    search_fields = ["content", "user__external_id", "client_msg_id"]
    list_select_related = ["user"]
    raw_id_fields = ["user", "extraction_run", "app"]
    show_full_result_count = False
    date_hierarchy = "sent_at"

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False  # what the user said is evidence; it is never edited

    @admin.display(description="content")
    def content_short(self, obj: Message) -> str:
        return obj.content[:100]


@admin.register(EndUser)
class EndUserAdmin(admin.ModelAdmin):
    list_display = [
        "external_id",
        "display_name",
        "app",
        "timezone",
        "locale",
        "first_seen_at",
        "last_seen_at",
        "memory_count",
    ]
    list_filter = ["app"]
    search_fields = ["external_id", "display_name"]
    list_select_related = ["app"]
    readonly_fields = ["app", "external_id", "first_seen_at", "last_seen_at", "created_at", "memories_link"]
    show_full_result_count = False

    def get_queryset(self, request: HttpRequest) -> QuerySet[EndUser]:
        return super().get_queryset(request).annotate(n_memories=Count("memories"))

    @admin.display(description="memories", ordering="n_memories")
    def memory_count(self, obj: Any) -> int:
        return int(obj.n_memories)

    @admin.display(description="memories")
    def memories_link(self, obj: EndUser) -> str:
        url = reverse("admin:memories_memoryitem_changelist") + f"?user__id__exact={obj.pk}"
        return format_html('<a href="{}">open this user\'s memories</a>', url)

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False  # erasure goes through DELETE users/{id}/, which removes everything set-based


class ApiKeyInline(admin.TabularInline):
    model = ApiKey
    extra = 0
    fields = ["name", "prefix", "created_at", "last_used_at", "revoked_at"]
    readonly_fields = ["prefix", "created_at", "last_used_at"]


@admin.register(App)
class AppAdmin(admin.ModelAdmin):
    list_display = ["name", "is_active", "created_at"]
    search_fields = ["name"]
    inlines = [ApiKeyInline]


@admin.register(ExtractionRun)
class ExtractionRunAdmin(admin.ModelAdmin):
    list_display = [
        "id",
        "user",
        "status",
        "trigger",
        "extractor",
        "extractor_version",
        "message_count",
        "stored_count",
        "merged_count",
        "superseded_count",
        "dropped_count",
        "started_at",
    ]
    list_filter = ["status", "extractor", "trigger", "app"]
    search_fields = ["user__external_id", "error"]
    list_select_related = ["user"]
    show_full_result_count = False

    def get_readonly_fields(self, request: HttpRequest, obj: Any = None) -> list[str]:
        return [f.name for f in self.model._meta.fields]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False
