"""Apps (tenants) and their API keys: superusers only, every change through the tenant services,
recorded in the app's history with who and why."""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib import admin, messages
from django.contrib.admin.options import InlineModelAdmin
from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse
from django.urls import URLPattern, reverse
from django.utils.html import format_html, format_html_join

from memind import tenants as platform_tenants
from memind.actors import Actor
from memind.admin_base import ReadOnlyInline, ReasonedActionsMixin, ReasonForm
from memind.models import ApiKey, App, AppEvent


class ApiKeyInline(ReadOnlyInline[ApiKey, App]):
    """Keys are created by "Add app" and the "create a new key" action, and revoked by the key
    list's "revoke" action: never typed in here (a key saved from a form would have no hash)."""

    model = ApiKey
    fields = readonly_fields = ("prefix_shown", "name", "created_at", "last_used_at", "revoked_at")
    ordering = ["created_at", "id"]

    @admin.display(description="key")
    def prefix_shown(self, obj: ApiKey) -> str:
        return f"{obj.prefix}…"


class AppEventInline(ReadOnlyInline[AppEvent, App]):
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


class KeyForm(ReasonForm):
    name = forms.CharField(max_length=100, initial="default", help_text="A label for the new key.")
    field_order = ["name", "reason"]


def _show_new_keys(
    model_admin: admin.ModelAdmin[App], request: HttpRequest, keys: list[tuple[App, str]]
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
class AppAdmin(ReasonedActionsMixin[App]):
    reason_template = "admin/memories/action_form.html"
    list_display = ["name", "is_active", "daily_token_budget", "created_at"]
    search_fields = ["name"]
    readonly_fields = ["created_at", "keys_link", "usage_link"]
    actions = ["create_key_selected"]

    def get_urls(self) -> list[URLPattern]:
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

    def get_form(
        self, request: HttpRequest, obj: App | None = None, change: bool = False, **kwargs: Any
    ) -> type[forms.ModelForm[App]]:
        kwargs["form"] = AppChangeForm if obj is not None else AppAddForm
        return super().get_form(request, obj, change, **kwargs)

    def get_fields(self, request: HttpRequest, obj: App | None = None) -> list[Any]:
        if obj is None:
            return ["name", "key_name", "reason"]
        reason = ["change_reason"] if self.has_change_permission(request, obj) else []
        keys = ["keys_link"] if request.user.has_perm("memind.view_apikey") else []
        usage = ["usage_link"] if request.user.has_perm("memories.view_usagerecord") else []
        return [*platform_tenants.APP_EDITABLE_FIELDS, *reason, "created_at", *keys, *usage]

    def get_inlines(self, request: HttpRequest, obj: App | None) -> list[type[InlineModelAdmin[Any, App]]]:
        return [ApiKeyInline, AppEventInline] if obj is not None else []

    def has_delete_permission(self, request: HttpRequest, obj: App | None = None) -> bool:
        return False  # deactivate instead: its keys stop working and its users' data stays

    def get_actions(self, request: HttpRequest) -> dict[str, Any]:
        actions = super().get_actions(request)
        actions.pop("delete_selected", None)
        return actions

    @admin.display(description="API keys")
    def keys_link(self, obj: App) -> str:
        url = reverse("admin:memind_apikey_changelist") + f"?app__id__exact={obj.pk}"
        return format_html('<a href="{}">this app\'s keys (revoke one there)</a>', url)

    def save_model(self, request: HttpRequest, obj: App, form: forms.ModelForm[App], change: bool) -> None:
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
        form = self.reason_ask(
            request,
            queryset,
            action="create_key_selected",
            title=f"Create a new API key for {queryset.count()} apps",
            form_class=KeyForm,
            note="Each app gets one more key; its other keys keep working. The new key is shown once.",
        )
        if isinstance(form, HttpResponse):
            return form
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

    def lookups(self, request: HttpRequest, model_admin: admin.ModelAdmin[ApiKey]) -> list[tuple[str, str]]:
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
class ApiKeyAdmin(ReasonedActionsMixin[ApiKey]):
    """Keys are listed by their prefix only (the key itself is never stored); revoking one asks why."""

    reason_template = "admin/memories/action_form.html"

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

    def has_change_permission(self, request: HttpRequest, obj: ApiKey | None = None) -> bool:
        # The list's revoke action needs "change"; a key's own page has nothing to edit.
        return obj is None and super().has_change_permission(request)

    def has_delete_permission(self, request: HttpRequest, obj: ApiKey | None = None) -> bool:
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
        form = self.reason_ask(
            request,
            queryset,
            action="revoke_selected",
            title=f"Revoke {queryset.count()} API keys",
            note="Requests with a revoked key are refused at once. This can't be undone.",
        )
        if isinstance(form, HttpResponse):
            return form
        actor, reason = Actor.staff(request.user), form.cleaned_data["reason"]
        self.reason_apply_each(
            request,
            queryset,
            lambda key: platform_tenants.api_key_revoke(api_key=key, actor=actor, reason=reason),
            refused=(platform_tenants.ApiKeyStateError,),
            done="Revoked {n} API keys.",
            label=lambda key: f"{key.prefix}…",
        )
        return None
