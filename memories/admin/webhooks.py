"""Webhooks in the admin: endpoints (superusers register, change and delete them, with a reason,
in the app's history), the outbox and the delivery log (read-only; operators retry failed
deliveries with a reason). Every change goes through memories/services/webhooks.py."""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from django.utils.html import format_html

from memind.actors import Actor
from memind.admin_base import ReadOnlyAdmin, ReadOnlyInline, ReasonedActionsMixin
from memories.models import WebhookDelivery, WebhookEndpoint, WebhookEvent, WebhookEventType
from memories.services import webhooks as webhook_services


def _clean_url(form: forms.ModelForm[WebhookEndpoint]) -> str:
    url = str(form.cleaned_data.get("url") or "")
    if problem := webhook_services.webhook_url_problem(url):
        raise forms.ValidationError(problem)
    return url


class EndpointAddForm(forms.ModelForm[WebhookEndpoint]):
    events = forms.MultipleChoiceField(
        choices=WebhookEventType.choices,
        widget=forms.CheckboxSelectMultiple,
        initial=list(WebhookEventType.values),
    )
    reason = forms.CharField(max_length=500, help_text="Why (recorded in the app's history with your name).")

    class Meta:
        model = WebhookEndpoint
        fields = ["app", "url", "events", "description"]

    def clean_url(self) -> str:
        return _clean_url(self)


class EndpointChangeForm(forms.ModelForm[WebhookEndpoint]):
    events = forms.MultipleChoiceField(choices=WebhookEventType.choices, widget=forms.CheckboxSelectMultiple)
    change_reason = forms.CharField(
        max_length=500, help_text="Why you are changing this endpoint (recorded in the app's history)."
    )

    class Meta:
        model = WebhookEndpoint
        fields = list(webhook_services.ENDPOINT_EDITABLE_FIELDS)

    def clean_url(self) -> str:
        return _clean_url(self)


@admin.register(WebhookEndpoint)
class WebhookEndpointAdmin(ReasonedActionsMixin[WebhookEndpoint]):
    """The secret is never on a page after the one that created the endpoint."""

    reason_template = "admin/memories/action_form.html"
    list_display = ["id", "app", "url", "events_shown", "is_active", "created_at", "log_link"]
    list_filter = ["is_active", "app"]
    search_fields = ["url", "description", "app__name"]
    list_select_related = ["app"]
    readonly_fields = ["created_at", "updated_at", "log_link"]
    actions = ["delete_with_reason"]

    def get_form(
        self, request: HttpRequest, obj: WebhookEndpoint | None = None, change: bool = False, **kwargs: Any
    ) -> type[forms.ModelForm[WebhookEndpoint]]:
        kwargs["form"] = EndpointChangeForm if obj is not None else EndpointAddForm
        return super().get_form(request, obj, change, **kwargs)

    def get_fields(self, request: HttpRequest, obj: WebhookEndpoint | None = None) -> list[Any]:
        if obj is None:
            return ["app", "url", "events", "description", "reason"]
        reason = ["change_reason"] if self.has_change_permission(request, obj) else []
        return ["app", *webhook_services.ENDPOINT_EDITABLE_FIELDS, *reason, *self.readonly_fields]

    def get_readonly_fields(self, request: HttpRequest, obj: WebhookEndpoint | None = None) -> list[str]:
        return [*self.readonly_fields, "app"] if obj is not None else []

    def has_delete_permission(self, request: HttpRequest, obj: WebhookEndpoint | None = None) -> bool:
        return False  # the action asks why, and the app's history records it

    def get_actions(self, request: HttpRequest) -> dict[str, Any]:
        actions = super().get_actions(request)
        actions.pop("delete_selected", None)
        return actions

    @admin.display(description="events")
    def events_shown(self, obj: WebhookEndpoint) -> str:
        return ", ".join(obj.events)

    @admin.display(description="delivery log")
    def log_link(self, obj: WebhookEndpoint) -> str:
        if obj.pk is None:
            return "—"
        url = reverse("admin:memories_webhookdelivery_changelist") + f"?endpoint__id__exact={obj.pk}"
        return format_html('<a href="{}">deliveries</a>', url)

    def save_model(
        self, request: HttpRequest, obj: WebhookEndpoint, form: forms.ModelForm[WebhookEndpoint], change: bool
    ) -> None:
        actor = Actor.staff(request.user)
        if change:
            data = {
                f: form.cleaned_data[f]
                for f in webhook_services.ENDPOINT_EDITABLE_FIELDS
                if f in form.changed_data
            }
            webhook_services.webhook_endpoint_update(
                endpoint=obj, data=data, actor=actor, reason=form.cleaned_data["change_reason"]
            )
            return
        endpoint, secret = webhook_services.webhook_endpoint_create(
            app=form.cleaned_data["app"],
            url=form.cleaned_data["url"],
            events=form.cleaned_data["events"],
            description=form.cleaned_data["description"],
            actor=actor,
            reason=form.cleaned_data["reason"],
        )
        # The admin goes on with the form's instance (history log, redirect): make it the saved row.
        obj.pk, obj.created_at, obj.updated_at = endpoint.pk, endpoint.created_at, endpoint.updated_at
        obj._state.adding, obj._state.db = False, endpoint._state.db
        self.message_user(
            request,
            format_html("Copy the signing secret now, it is shown only this once: <code>{}</code>", secret),
            messages.WARNING,
        )

    @admin.action(
        description="Delete selected endpoints and their logs (asks for a reason)", permissions=["change"]
    )
    def delete_with_reason(
        self, request: HttpRequest, queryset: QuerySet[WebhookEndpoint]
    ) -> HttpResponse | None:
        form = self.reason_ask(
            request,
            queryset,
            action="delete_with_reason",
            title=f"Delete {queryset.count()} webhook endpoints",
            note="Their delivery logs go too, and pending deliveries are not sent.",
        )
        if isinstance(form, HttpResponse):
            return form
        actor, reason = Actor.staff(request.user), form.cleaned_data["reason"]
        self.reason_apply_each(
            request,
            queryset,
            lambda endpoint: webhook_services.webhook_endpoint_delete(
                endpoint=endpoint, actor=actor, reason=reason
            ),
            refused=(),
            done="Deleted {n} webhook endpoints.",
        )
        return None


class DeliveryInline(ReadOnlyInline[WebhookDelivery, WebhookEvent]):
    model = WebhookDelivery
    fields = readonly_fields = (
        "endpoint",
        "status",
        "attempts",
        "last_status_code",
        "last_error",
        "next_attempt_at",
        "delivered_at",
    )

    def get_queryset(self, request: HttpRequest) -> QuerySet[WebhookDelivery]:
        return super().get_queryset(request).select_related("endpoint__app")


@admin.register(WebhookEvent)
class WebhookEventAdmin(ReadOnlyAdmin[WebhookEvent]):
    """The outbox: what was emitted, with its deliveries."""

    list_display = ["event_id", "type", "app", "created_at"]
    list_filter = ["type", "app"]
    list_select_related = ["app"]
    fields = readonly_fields = ("event_id", "type", "app", "user", "payload", "created_at")
    inlines = [DeliveryInline]


@admin.register(WebhookDelivery)
class WebhookDeliveryAdmin(ReasonedActionsMixin[WebhookDelivery]):
    """The delivery log: read-only; a failed delivery can be sent again (asks for a reason)."""

    reason_template = "admin/memories/action_form.html"
    list_display = [
        "id",
        "event_type",
        "event_link",
        "endpoint",
        "status",
        "attempts",
        "last_status_code",
        "last_error_short",
        "next_attempt_at",
        "delivered_at",
        "created_at",
    ]
    list_filter = ["status", "event__type", "endpoint__app"]
    list_select_related = ["event", "endpoint__app"]
    search_fields = ["endpoint__url"]
    show_full_result_count = False
    fields = readonly_fields = (
        "event_link",
        "event_type",
        "endpoint",
        "status",
        "attempts",
        "next_attempt_at",
        "last_attempt_at",
        "last_status_code",
        "last_error",
        "delivered_at",
        "created_at",
    )
    actions = ["retry_selected"]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: WebhookDelivery | None = None) -> bool:
        # The list's retry action needs "change"; a delivery's own page has nothing to edit.
        return obj is None and super().has_change_permission(request)

    def has_delete_permission(self, request: HttpRequest, obj: WebhookDelivery | None = None) -> bool:
        return False

    def get_actions(self, request: HttpRequest) -> dict[str, Any]:
        actions = super().get_actions(request)
        actions.pop("delete_selected", None)
        return actions

    @admin.display(description="event type", ordering="event__type")
    def event_type(self, obj: WebhookDelivery) -> str:
        return obj.event.type

    @admin.display(description="event")
    def event_link(self, obj: WebhookDelivery) -> str:
        url = reverse("admin:memories_webhookevent_change", args=[obj.event_id])
        return format_html('<a href="{}">{}</a>', url, obj.event.event_id)

    @admin.display(description="last error")
    def last_error_short(self, obj: WebhookDelivery) -> str:
        return obj.last_error[:80]

    @admin.action(description="Retry selected failed deliveries (asks for a reason)", permissions=["change"])
    def retry_selected(
        self, request: HttpRequest, queryset: QuerySet[WebhookDelivery]
    ) -> HttpResponse | None:
        form = self.reason_ask(
            request,
            queryset,
            action="retry_selected",
            title=f"Retry {queryset.count()} deliveries",
            note="Failed ones are sent again now, with a fresh set of attempts.",
        )
        if isinstance(form, HttpResponse):
            return form
        done = webhook_services.webhook_deliveries_retry(
            deliveries=queryset, actor=Actor.staff(request.user), reason=form.cleaned_data["reason"]
        )
        self.message_user(request, f"Retrying {done} deliveries.", messages.SUCCESS)
        if skipped := len(queryset) - done:
            self.message_user(
                request, f"{skipped} were not failed and were left as they are.", messages.WARNING
            )
        return None
