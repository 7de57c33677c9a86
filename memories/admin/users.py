"""End users and what they said: messages are evidence (read-only); a user's settings are changed
through the same service as ``PATCH users/{id}/``, with a reason in the admin log."""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib import admin
from django.db.models import Count, OuterRef, QuerySet, Subquery
from django.db.models.functions import Coalesce
from django.http import HttpRequest
from django.urls import URLPattern, reverse
from django.utils.html import format_html

from memind.admin_base import ReadOnlyAdmin
from memind.timezones import is_zone
from memories.models import EndUser, MemoryItem, Message
from memories.services import tenants as tenant_services
from memories.services.tenants import USER_EDITABLE_FIELDS


@admin.register(Message)
class MessageAdmin(ReadOnlyAdmin[Message]):
    """What the user said is evidence: it is never edited."""

    allow_delete = True
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

    def get_urls(self) -> list[URLPattern]:
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
    def memory_count(self, obj: EndUser) -> int:
        return int(getattr(obj, "n_memories", 0))  # annotated by get_queryset

    @admin.display(description="memories")
    def memories_link(self, obj: EndUser) -> str:
        url = reverse("admin:memories_memoryitem_changelist") + f"?user__id__exact={obj.pk}"
        proactive = reverse("admin:proactive_proactivemessage_changelist") + f"?user__id__exact={obj.pk}"
        gaps = reverse("admin:proactive_gap_changelist") + f"?user__id__exact={obj.pk}"
        return format_html(
            '<a href="{}">memories</a> · <a href="{}">proactive messages</a> · <a href="{}">gaps</a>',
            url,
            proactive,
            gaps,
        )

    @admin.display(description="context traces")
    def traces_link(self, obj: EndUser) -> str:
        # Support's way in from "user X complained about a reply yesterday".
        url = reverse("admin:memories_contexttrace_changelist") + f"?user__id__exact={obj.pk}"
        return format_html('<a href="{}">what was injected into this user\'s replies</a>', url)

    def get_fields(self, request: HttpRequest, obj: EndUser | None = None) -> list[Any]:
        fields = [f for f in super().get_fields(request, obj) if f != "change_reason"]
        return [*fields, "change_reason"] if self.has_change_permission(request, obj) else fields

    def save_model(
        self, request: HttpRequest, obj: EndUser, form: forms.ModelForm[EndUser], change: bool
    ) -> None:
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

    def has_delete_permission(self, request: HttpRequest, obj: EndUser | None = None) -> bool:
        return False  # erasure goes through DELETE users/{id}/, which removes everything set-based
