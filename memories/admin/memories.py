"""The operators' console. Every change goes through the same services as the API, attributed
to the staff user with a reason; support staff (read-only role) see everything and change nothing."""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib import admin, messages
from django.contrib.admin.views.main import ChangeList
from django.db.models import Count, OuterRef, QuerySet, Subquery
from django.db.models.functions import Coalesce
from django.http import HttpRequest, HttpResponse
from django.template.response import TemplateResponse
from django.urls import reverse
from django.utils import timezone
from django.utils.html import format_html, format_html_join

from memind import tenants as platform_tenants
from memind.actors import Actor
from memind.models import ApiKey, App, AppEvent
from memind.timezones import is_zone
from memories.models import (
    ContextTrace,
    EndUser,
    Episode,
    ExtractionRun,
    MemoryEvent,
    MemoryItem,
    MemorySource,
    Message,
)
from memories.services import memories as memory_services
from memories.services import tenants as tenant_services
from memories.services.tenants import USER_EDITABLE_FIELDS
from memories.stage import CLOSE, FAMILIAR, NEW
from memories.why_page import trace_why_page

# A memory page lists only the latest traces that injected it: an identity fact is in nearly
# every reply, and the full list is one click away (the trace list filtered by memory).
TRACES_ON_MEMORY_PAGE = 20


class ReadOnlyInline(admin.TabularInline[Any, Any]):
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
REASONED: dict[str, tuple[str, Any]] = {
    "archive": ("Archived", memory_services.memory_archive),
    "restore": ("Restored", memory_services.memory_restore),
    "pin": ("Pinned", memory_services.memory_pin),
    "unpin": ("Unpinned", memory_services.memory_unpin),
    "approve": ("Approved", memory_services.memory_approve),
    "reject": ("Rejected", memory_services.memory_reject),
}


class ReasonForm(forms.Form):
    reason = forms.CharField(max_length=500, widget=forms.TextInput(attrs={"size": 80}))
    by = forms.IntegerField(
        required=False, min_value=1, help_text="Supersede: id of the memory that replaces it."
    )
    content = forms.CharField(
        required=False, max_length=2000, help_text="…or the corrected fact as new text."
    )


@admin.register(MemoryItem)
class MemoryItemAdmin(admin.ModelAdmin[MemoryItem]):
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
        "archive_selected", "restore_selected", "supersede_selected", "pin_selected", "unpin_selected",
        "approve_selected", "reject_selected",
    ]  # fmt: skip

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
                if action in REASONED:
                    REASONED[action][1](memory=memory, actor=actor, reason=reason)
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
        done_word = REASONED[action][0] if action in REASONED else "Superseded"
        self.message_user(request, f"{done_word} {done} memories.", messages.SUCCESS)
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


@admin.register(Message)
class MessageAdmin(admin.ModelAdmin[Message]):
    # No date_hierarchy on the big tables (memories, messages, traces, episodes): it runs a
    # MIN/MAX or a DISTINCT date over the whole filtered table on every page. A date range filter
    # (today, past 7 days, this month, this year) is a plain indexed range instead.
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
    list_filter = ["role", "app", ("sent_at", admin.DateFieldListFilter)]
    search_fields = ["content", "user__external_id", "client_msg_id"]
    list_select_related = ["user"]
    raw_id_fields = ["user", "extraction_run", "app"]
    show_full_result_count = False

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False  # what the user said is evidence; it is never edited

    @admin.display(description="content")
    def content_short(self, obj: Message) -> str:
        return obj.content[:100]


class EndUserForm(forms.ModelForm[EndUser]):
    change_reason = forms.CharField(
        max_length=500, help_text="Why you are changing this user's settings (recorded in the admin log)."
    )

    class Meta:
        model = EndUser
        fields = list(USER_EDITABLE_FIELDS)

    def clean_timezone(self) -> str:
        value = str(self.cleaned_data.get("timezone") or "")
        if not is_zone(value):
            raise forms.ValidationError(
                f"Unknown time zone {value!r}: use an IANA name such as Asia/Shanghai."
            )
        return value


@admin.register(EndUser)
class EndUserAdmin(admin.ModelAdmin[EndUser]):
    form = EndUserForm
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
    readonly_fields = [
        "app",
        "external_id",
        "first_seen_at",
        "last_seen_at",
        "created_at",
        "memories_link",
        "traces_link",
        "beliefs_link",
    ]
    show_full_result_count = False

    def get_urls(self) -> list[Any]:
        from django.urls import path

        from memories.admin.review import beliefs_view  # it subclasses an admin of this module

        view = self.admin_site.admin_view(lambda request, pk: beliefs_view(self, request, pk))
        return [path("<int:pk>/beliefs/", view, name="memories_enduser_beliefs"), *super().get_urls()]

    @admin.display(description="what Memind believed")
    def beliefs_link(self, obj: EndUser) -> str:
        url = reverse("admin:memories_enduser_beliefs", args=[obj.pk])
        return format_html('<a href="{}">the profile and memories on any date, and what changed</a>', url)

    def get_queryset(self, request: HttpRequest) -> QuerySet[EndUser]:
        # A correlated count, not a JOIN … GROUP BY: it runs for the page's rows only, and the
        # paginator's COUNT(*) leaves it out, so neither aggregates the whole memory table.
        per_user = (
            MemoryItem.objects.filter(user=OuterRef("pk")).order_by().values("user").annotate(n=Count("*"))
        )
        return super().get_queryset(request).annotate(n_memories=Coalesce(Subquery(per_user.values("n")), 0))

    @admin.display(description="memories", ordering="n_memories")
    def memory_count(self, obj: Any) -> int:
        return int(obj.n_memories)

    @admin.display(description="memories")
    def memories_link(self, obj: EndUser) -> str:
        url = reverse("admin:memories_memoryitem_changelist") + f"?user__id__exact={obj.pk}"
        proactive = reverse("admin:proactive_proactivemessage_changelist") + f"?user__id__exact={obj.pk}"
        gaps = reverse("admin:proactive_gap_changelist") + f"?user__id__exact={obj.pk}"
        return format_html(
            '<a href="{}">memories</a> · <a href="{}">proactive messages</a> · <a href="{}">gaps</a>',
            url, proactive, gaps,
        )  # fmt: skip

    @admin.display(description="context traces")
    def traces_link(self, obj: EndUser) -> str:
        # Support's way in from "user X complained about a reply yesterday".
        url = reverse("admin:memories_contexttrace_changelist") + f"?user__id__exact={obj.pk}"
        return format_html('<a href="{}">what was injected into this user\'s replies</a>', url)

    def get_fields(self, request: HttpRequest, obj: Any = None) -> list[Any]:
        fields = [f for f in super().get_fields(request, obj) if f != "change_reason"]
        return [*fields, "change_reason"] if self.has_change_permission(request, obj) else fields

    def save_model(self, request: HttpRequest, obj: EndUser, form: Any, change: bool) -> None:
        # Through the service (the user's row locked against a concurrent erasure); who and why go
        # to the admin log (construct_change_message).
        data = {f: form.cleaned_data[f] for f in USER_EDITABLE_FIELDS if f in form.changed_data}
        tenant_services.user_update(app=obj.app, external_id=obj.external_id, data=data)

    def construct_change_message(
        self, request: HttpRequest, form: Any, formsets: Any, add: bool = False
    ) -> Any:
        changed = ", ".join(f for f in form.changed_data if f != "change_reason") or "nothing"
        return f"Changed {changed}. Reason: {form.cleaned_data.get('change_reason', '')}"

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False  # erasure goes through DELETE users/{id}/, which removes everything set-based


# --- Apps (tenants) and their API keys: superusers only, every change through the tenant services ----


class ApiKeyInline(ReadOnlyInline):
    """Keys are created by "Add app" and the "create a new key" action, and revoked by the key
    list's "revoke" action: never typed in here (a key saved from a form would have no hash)."""

    model = ApiKey
    fields = readonly_fields = ("prefix_shown", "name", "created_at", "last_used_at", "revoked_at")
    ordering = ["created_at", "id"]

    @admin.display(description="key")
    def prefix_shown(self, obj: ApiKey) -> str:
        return f"{obj.prefix}…"


class AppEventInline(ReadOnlyInline):
    model = AppEvent
    fk_name = "app"
    verbose_name_plural = "history"
    fields = readonly_fields = ("at", "kind", "key", "actor", "reason", "before", "after")

    def get_queryset(self, request: HttpRequest) -> QuerySet[AppEvent]:
        return super().get_queryset(request).select_related("api_key")

    @admin.display(description="key")
    def key(self, obj: AppEvent) -> str:
        return f"{obj.api_key.prefix}…" if obj.api_key else "—"


class AppAddForm(forms.ModelForm[App]):
    key_name = forms.CharField(
        max_length=100, initial="default", help_text="A label for its first API key, e.g. production."
    )
    reason = forms.CharField(
        max_length=500, help_text="Why this app is created (recorded in its history with your name)."
    )

    class Meta:
        model = App
        fields = ["name"]


class AppChangeForm(forms.ModelForm[App]):
    change_reason = forms.CharField(
        max_length=500, help_text="Why you are changing this app (recorded in its history)."
    )

    class Meta:
        model = App
        fields = list(platform_tenants.APP_EDITABLE_FIELDS)


class KeyForm(forms.Form):
    name = forms.CharField(max_length=100, initial="default", help_text="A label for the new key.")
    reason = forms.CharField(max_length=500, widget=forms.TextInput(attrs={"size": 80}))


class RevokeForm(forms.Form):
    reason = forms.CharField(max_length=500, widget=forms.TextInput(attrs={"size": 80}))


def _ask(
    model_admin: admin.ModelAdmin[Any],
    request: HttpRequest,
    queryset: QuerySet[Any],
    form: forms.Form,
    **context: Any,
) -> HttpResponse:
    """The page an action shows first: what is selected, and the form (a reason at least)."""
    return TemplateResponse(
        request,
        "admin/memories/action_form.html",
        {
            **model_admin.admin_site.each_context(request),
            "form": form,
            "queryset": queryset,
            "opts": model_admin.model._meta,
            **context,
        },
    )


def _show_new_keys(
    model_admin: admin.ModelAdmin[Any], request: HttpRequest, keys: list[tuple[App, str]]
) -> None:
    # The only time a raw key is on a page: it is stored hashed, and only its prefix is shown later.
    model_admin.message_user(
        request,
        format_html(
            "Copy {} now, it is shown only this once: {}",
            "the new API key" if len(keys) == 1 else f"the {len(keys)} new API keys",
            format_html_join("; ", "{}: <code>{}</code>", ((app.name, raw) for app, raw in keys)),
        ),
        messages.WARNING,
    )


@admin.register(App)
class AppAdmin(admin.ModelAdmin[App]):
    list_display = ["name", "is_active", "daily_token_budget", "created_at"]
    search_fields = ["name"]
    readonly_fields = ["created_at", "keys_link", "usage_link"]
    actions = ["create_key_selected"]

    def get_urls(self) -> list[Any]:
        from django.urls import path

        from memories.admin.usage import usage_view

        view = self.admin_site.admin_view(lambda request, pk: usage_view(self, request, pk))
        return [path("<int:pk>/usage/", view, name="memind_app_usage"), *super().get_urls()]

    @admin.display(description="usage")
    def usage_link(self, obj: App) -> str:
        url = reverse("admin:memind_app_usage", args=[obj.pk])
        return format_html(
            '<a href="{}">tokens per day, by purpose, model and user; the budget today</a>', url
        )

    def get_form(self, request: HttpRequest, obj: Any = None, change: bool = False, **kwargs: Any) -> Any:
        kwargs["form"] = AppChangeForm if obj is not None else AppAddForm
        return super().get_form(request, obj, change, **kwargs)

    def get_fields(self, request: HttpRequest, obj: Any = None) -> list[Any]:
        if obj is None:
            return ["name", "key_name", "reason"]
        reason = ["change_reason"] if self.has_change_permission(request, obj) else []
        keys = ["keys_link"] if request.user.has_perm("memind.view_apikey") else []
        usage = ["usage_link"] if request.user.has_perm("memories.view_usagerecord") else []
        return [*platform_tenants.APP_EDITABLE_FIELDS, *reason, "created_at", *keys, *usage]

    def get_inlines(self, request: HttpRequest, obj: Any) -> list[Any]:
        return [ApiKeyInline, AppEventInline] if obj is not None else []

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False  # deactivate instead: its keys stop working and its users' data stays

    def get_actions(self, request: HttpRequest) -> dict[str, Any]:
        actions = super().get_actions(request)
        actions.pop("delete_selected", None)
        return actions

    @admin.display(description="API keys")
    def keys_link(self, obj: App) -> str:
        url = reverse("admin:memind_apikey_changelist") + f"?app__id__exact={obj.pk}"
        return format_html('<a href="{}">this app\'s keys (revoke one there)</a>', url)

    def save_model(self, request: HttpRequest, obj: App, form: Any, change: bool) -> None:
        actor = Actor.staff(request.user)
        if change:
            data = {
                f: form.cleaned_data[f]
                for f in platform_tenants.APP_EDITABLE_FIELDS
                if f in form.changed_data
            }
            platform_tenants.app_update(
                app=obj, data=data, actor=actor, reason=form.cleaned_data["change_reason"]
            )
            return
        app, raw = platform_tenants.app_create(
            name=obj.name,
            key_name=form.cleaned_data["key_name"],
            actor=actor,
            reason=form.cleaned_data["reason"],
        )
        # The admin goes on with the form's instance (history log, redirect): make it the saved app.
        obj.pk, obj.created_at, obj.is_active = app.pk, app.created_at, app.is_active
        obj._state.adding, obj._state.db = False, app._state.db
        _show_new_keys(self, request, [(app, raw)])

    @admin.action(
        description="Create a new API key for the selected apps (asks for a reason)", permissions=["change"]
    )
    def create_key_selected(self, request: HttpRequest, queryset: QuerySet[App]) -> HttpResponse | None:
        form = KeyForm(request.POST if "apply" in request.POST else None)
        if not form.is_valid():
            return _ask(
                self,
                request,
                queryset,
                form,
                title=f"Create a new API key for {queryset.count()} apps",
                action="create_key_selected",
                note="Each app gets one more key; its other keys keep working. The new key is shown once.",
            )
        actor = Actor.staff(request.user)
        keys = [
            (
                app,
                platform_tenants.api_key_create(
                    app=app, name=form.cleaned_data["name"], actor=actor, reason=form.cleaned_data["reason"]
                ),
            )
            for app in queryset
        ]
        _show_new_keys(self, request, keys)
        return None


class RevokedFilter(admin.SimpleListFilter):
    title = "state"
    parameter_name = "state"

    def lookups(self, request: HttpRequest, model_admin: Any) -> list[tuple[str, str]]:
        return [("active", "active"), ("revoked", "revoked")]

    def queryset(self, request: HttpRequest, queryset: QuerySet[ApiKey]) -> QuerySet[ApiKey]:
        if self.value() == "active":
            return queryset.filter(revoked_at__isnull=True)
        if self.value() == "revoked":
            return queryset.filter(revoked_at__isnull=False)
        return queryset


class KeyEventInline(AppEventInline):
    fk_name = "api_key"


@admin.register(ApiKey)
class ApiKeyAdmin(admin.ModelAdmin[ApiKey]):
    """Keys are listed by their prefix only (the key itself is never stored); revoking one asks why."""

    list_display = ["prefix_shown", "name", "app", "created_at", "last_used_at", "revoked_at"]
    list_filter = [RevokedFilter, "app"]
    search_fields = ["prefix", "name", "app__name"]
    list_select_related = ["app"]
    fields = readonly_fields = ("app", "name", "prefix_shown", "created_at", "last_used_at", "revoked_at")
    inlines = [KeyEventInline]
    actions = ["revoke_selected"]

    def get_queryset(self, request: HttpRequest) -> QuerySet[ApiKey]:
        return super().get_queryset(request).select_related("app")

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False  # "Add app" or the app list's "create a new key" action

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        # The list's revoke action needs "change"; a key's own page has nothing to edit.
        return obj is None and super().has_change_permission(request)

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False  # revoke instead: the history keeps naming the key

    def get_actions(self, request: HttpRequest) -> dict[str, Any]:
        actions = super().get_actions(request)
        actions.pop("delete_selected", None)
        return actions

    @admin.display(description="key", ordering="prefix")
    def prefix_shown(self, obj: ApiKey) -> str:
        return f"{obj.prefix}…"

    @admin.action(description="Revoke selected API keys (asks for a reason)", permissions=["change"])
    def revoke_selected(self, request: HttpRequest, queryset: QuerySet[ApiKey]) -> HttpResponse | None:
        form = RevokeForm(request.POST if "apply" in request.POST else None)
        if not form.is_valid():
            return _ask(
                self,
                request,
                queryset,
                form,
                title=f"Revoke {queryset.count()} API keys",
                action="revoke_selected",
                note="Requests with a revoked key are refused at once. This can't be undone.",
            )
        actor = Actor.staff(request.user)
        done, failed = 0, []
        for key in queryset:
            try:
                platform_tenants.api_key_revoke(api_key=key, actor=actor, reason=form.cleaned_data["reason"])
                done += 1
            except platform_tenants.ApiKeyStateError as exc:
                failed.append(f"{key.prefix}…: {exc}")
        self.message_user(request, f"Revoked {done} API keys.", messages.SUCCESS)
        if failed:
            self.message_user(request, "Not changed — " + "; ".join(failed[:10]), messages.WARNING)
        return None


@admin.register(ExtractionRun)
class ExtractionRunAdmin(admin.ModelAdmin[ExtractionRun]):
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
        "fallback",
        "started_at",
    ]
    list_filter = ["status", "extractor", "fallback", "trigger", "app"]
    search_fields = ["user__external_id", "error"]
    list_select_related = ["user"]
    show_full_result_count = False

    def get_readonly_fields(self, request: HttpRequest, obj: Any = None) -> list[str]:
        return [f.name for f in self.model._meta.fields]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


# --- "Why did it say that": context traces and the episodes they pulled in ----------------------
# The page's content is read by memories.why_page.trace_why_page; the admin renders it.


class HasReplyFilter(admin.SimpleListFilter):
    """Derived state: did the app attach the reply it finally sent?"""

    title = "has reply"
    parameter_name = "has_reply"

    def lookups(self, request: HttpRequest, model_admin: Any) -> list[tuple[str, str]]:
        return [("yes", "reply attached"), ("no", "no reply attached")]

    def queryset(self, request: HttpRequest, queryset: QuerySet[ContextTrace]) -> QuerySet[ContextTrace]:
        if self.value() == "yes":
            return queryset.exclude(reply="")
        if self.value() == "no":
            return queryset.filter(reply="")
        return queryset


class StageFilter(admin.SimpleListFilter):
    """The stages are known; a plain field filter would run SELECT DISTINCT over every trace."""

    title = "relationship stage"
    parameter_name = "stage"

    def lookups(self, request: HttpRequest, model_admin: Any) -> list[tuple[str, str]]:
        return [(NEW, NEW), (FAMILIAR, FAMILIAR), (CLOSE, CLOSE)]

    def queryset(self, request: HttpRequest, queryset: QuerySet[ContextTrace]) -> QuerySet[ContextTrace]:
        return queryset.filter(stage=self.value()) if self.value() else queryset


class TraceChangeList(ChangeList):
    # The list shows short columns only; candidates, prompt and profile can be tens of KB a row
    # and are read on the why page alone.
    def get_queryset(self, request: HttpRequest, exclude_parameters: Any = None) -> QuerySet[Any]:
        return (
            super()
            .get_queryset(request, exclude_parameters)
            .defer("candidates", "episodes", "snippets", "profile_markdown", "prompt", "timings_ms")
        )


@admin.register(ContextTrace)
class ContextTraceAdmin(admin.ModelAdmin[ContextTrace]):
    """Read-only for everyone: a trace is evidence of what the bot was given, never edited.

    The change page is the "why did it say that" page (templates/admin/memories/contexttrace/
    change_form.html): the reply, what the user said, the exact prompt, each injected memory's
    scores and provenance, what was left out and why, the episode, the profile, timings.
    """

    list_display = [
        "id",
        "created_at",
        "user",
        "app",
        "kind",
        "emotion",
        "stage",
        "input_short",
        "reply_short",
    ]
    list_filter = ["app", "kind", StageFilter, HasReplyFilter, ("created_at", admin.DateFieldListFilter)]
    search_fields = ["reply", "input", "user__external_id"]
    list_select_related = ["user", "app"]
    ordering = ["-created_at", "-id"]
    show_full_result_count = False
    actions = None
    # The form itself is never rendered (the template shows the why page instead); keeping it
    # to scalar fields spares building read-only widgets for the big JSON and the M2M.
    fields = readonly_fields = ("app", "user", "kind", "now", "created_at")

    def get_changelist(self, request: HttpRequest, **kwargs: Any) -> type[ChangeList]:
        return TraceChangeList

    def get_queryset(self, request: HttpRequest) -> QuerySet[ContextTrace]:
        return super().get_queryset(request).select_related("user", "app")

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False  # traces are written by context builds and proactive plans only

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False  # the reply is attached through the API (trace_reply), not here

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False  # they go with the user (erasure), not one by one

    @admin.display(description="user said")
    def input_short(self, obj: ContextTrace) -> str:
        return obj.input[:60]

    @admin.display(description="reply")
    def reply_short(self, obj: ContextTrace) -> str:
        return obj.reply[:60] or "—"

    def render_change_form(
        self,
        request: HttpRequest,
        context: dict[str, Any],
        add: bool = False,
        change: bool = False,
        form_url: str = "",
        obj: ContextTrace | None = None,
    ) -> HttpResponse:
        if obj is not None:
            context["why"] = trace_why_page(trace=obj)
            context["title"] = f"Why did it say that — trace {obj.pk}"
        return super().render_change_form(request, context, add, change, form_url, obj)


@admin.register(Episode)
class EpisodeAdmin(admin.ModelAdmin[Episode]):
    list_display = ["id", "title", "user", "app", "started_at", "ended_at", "message_count"]
    list_filter = ["app", ("started_at", admin.DateFieldListFilter)]
    search_fields = ["title", "summary", "user__external_id"]
    list_select_related = ["user", "app"]
    ordering = ["-started_at", "-id"]
    show_full_result_count = False
    actions = None
    fields = readonly_fields = (
        "app",
        "user",
        "title",
        "summary",
        "started_at",
        "ended_at",
        "session_id",
        "message_count",
        "messages_table",
        "created_at",
        "updated_at",
    )

    def get_queryset(self, request: HttpRequest) -> QuerySet[Episode]:
        return super().get_queryset(request).defer("embedding", "keywords")

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False  # episodes are cut from the conversation by episodes_build

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False  # derived data: rebuilt from the messages, never hand-edited

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    @admin.display(description="messages")
    def message_count(self, obj: Episode) -> int:
        return len(obj.message_ids)

    @admin.display(description="the conversation")
    def messages_table(self, obj: Episode) -> str:
        # Bounded by MEMIND_EPISODE_MAX_MESSAGES, so the whole scene fits on the page.
        msgs = Message.objects.filter(pk__in=obj.message_ids).order_by("sent_at", "id")
        rows = format_html_join(
            "",
            '<tr><td><a href="{}">#{}</a></td><td>{}</td><td>{}</td><td>{}</td></tr>',
            (
                (
                    reverse("admin:memories_message_change", args=[m.pk]),
                    m.pk,
                    timezone.localtime(m.sent_at).strftime("%Y-%m-%d %H:%M:%S"),
                    m.role,
                    m.content,
                )
                for m in msgs
            ),
        )
        return format_html(
            "<table><thead><tr><th>message</th><th>sent at</th><th>role</th><th>content</th></tr>"
            "</thead><tbody>{}</tbody></table>",
            rows,
        )
