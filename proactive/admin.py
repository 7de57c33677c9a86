"""Gaps and proactive messages in the console. Both are derived records (the planner and the gap
job write them), so the admin shows them read-only, with links to the memories, the trace that
explains each message, and the user's other records."""

from __future__ import annotations

from django.contrib import admin
from django.db.models import QuerySet
from django.http import HttpRequest
from django.urls import NoReverseMatch, reverse
from django.utils.html import format_html, format_html_join
from django.utils.safestring import mark_safe

from memind.admin_base import ReadOnlyAdmin, ReadOnlyInline
from proactive.models import Gap, ProactiveMessage


def _link(viewname: str, pk: int | None, label: str) -> str:
    if pk is None:
        return "—"
    try:
        url = reverse(viewname, args=[pk])
    except NoReverseMatch:  # the target model isn't registered in this admin site
        return label
    return format_html('<a href="{}">{}</a>', url, label)


def _user_links(user_id: int) -> str:
    links = [
        ("admin:memories_memoryitem_changelist", "memories"),
        ("admin:proactive_proactivemessage_changelist", "proactive messages"),
        ("admin:proactive_gap_changelist", "gaps"),
    ]
    return format_html_join(
        " · ", '<a href="{}?user__id__exact={}">{}</a>', ((reverse(v), user_id, label) for v, label in links)
    )


class WaitingFilter(admin.SimpleListFilter):
    """Derived state: gaps the job still watches (open or asked) vs. finished ones."""

    title = "waiting for follow-up"
    parameter_name = "waiting"

    def lookups(self, request: HttpRequest, model_admin: admin.ModelAdmin[Gap]) -> list[tuple[str, str]]:
        return [("yes", "yes (open or asked)"), ("no", "no (closed or expired)")]

    def queryset(self, request: HttpRequest, queryset: QuerySet[Gap]) -> QuerySet[Gap]:
        waiting = [Gap.Status.OPEN, Gap.Status.ASKED]
        if self.value() == "yes":
            return queryset.filter(status__in=waiting)
        if self.value() == "no":
            return queryset.exclude(status__in=waiting)
        return queryset


class AskedInline(ReadOnlyInline[ProactiveMessage, Gap]):
    model = ProactiveMessage
    fk_name = "gap"
    verbose_name_plural = "asked in"
    fields = readonly_fields = ("message_link", "text", "status", "planned_for")

    @admin.display(description="message")
    def message_link(self, obj: ProactiveMessage) -> str:
        return _link("admin:proactive_proactivemessage_change", obj.pk, f"#{obj.pk}")


@admin.register(Gap)
class GapAdmin(ReadOnlyAdmin[Gap]):
    """Erasing a user (DELETE users/{id}/) removes gaps and proactive messages with the rest."""

    list_display = [
        "id",
        "kind",
        "memory_short",
        "user",
        "due_date",
        "status",
        "outcome",
        "opened_at",
        "asked_at",
        "closed_at",
    ]
    list_filter = ["status", WaitingFilter, "kind", "outcome", "app"]
    search_fields = ["memory__content", "user__external_id", "kind", "note"]
    list_select_related = ["user", "memory"]
    raw_id_fields = ["app", "user", "memory", "closing_memory", "closing_message"]
    date_hierarchy = "opened_at"
    readonly_fields = ["memory_link", "closing_memory_link", "closing_message_link", "user_links"]
    inlines = [AskedInline]
    fieldsets = [
        (None, {"fields": ["app", "user", "user_links", "memory", "memory_link", "kind", "due_date"]}),
        (
            "State",
            {"fields": ["status", "outcome", "note", "opened_at", "asked_at", "closed_at", "checked_at"]},
        ),
        (
            "Closed by",
            {"fields": ["closing_memory", "closing_memory_link", "closing_message", "closing_message_link"]},
        ),
    ]

    @admin.display(description="memory")
    def memory_short(self, obj: Gap) -> str:
        return obj.memory.content[:60]

    @admin.display(description="memory")
    def memory_link(self, obj: Gap) -> str:
        return _link("admin:memories_memoryitem_change", obj.memory_id, obj.memory.content[:80])

    @admin.display(description="follow-up memory")
    def closing_memory_link(self, obj: Gap) -> str:
        return _link("admin:memories_memoryitem_change", obj.closing_memory_id, f"#{obj.closing_memory_id}")

    @admin.display(description="follow-up message")
    def closing_message_link(self, obj: Gap) -> str:
        return _link("admin:memories_message_change", obj.closing_message_id, f"#{obj.closing_message_id}")

    @admin.display(description="this user's")
    def user_links(self, obj: Gap) -> str:
        return _user_links(obj.user_id)


@admin.register(ProactiveMessage)
class ProactiveMessageAdmin(ReadOnlyAdmin[ProactiveMessage]):
    list_display = ["id", "text_short", "reason", "status", "user", "lang", "planned_for", "trace_link"]
    list_filter = ["reason", "status", "lang", "app"]
    search_fields = ["text", "user__external_id"]
    list_select_related = ["user"]
    raw_id_fields = ["app", "user", "trace", "gap", "memories"]
    date_hierarchy = "planned_for"
    readonly_fields = ["trace_link", "memory_links", "gap_link", "user_links"]
    fieldsets = [
        (None, {"fields": ["app", "user", "user_links", "text", "reason", "lang"]}),
        ("Why", {"fields": ["trace", "trace_link", "memories", "memory_links", "gap", "gap_link"]}),
        ("What the app did", {"fields": ["status", "planned_for", "status_changed_at"]}),
    ]

    def get_queryset(self, request: HttpRequest) -> QuerySet[ProactiveMessage]:
        return super().get_queryset(request).prefetch_related("memories")

    @admin.display(description="text")
    def text_short(self, obj: ProactiveMessage) -> str:
        return obj.text[:80]

    @admin.display(description="trace (why did it say that)")
    def trace_link(self, obj: ProactiveMessage) -> str:
        return _link("admin:memories_contexttrace_change", obj.trace_id, f"trace {obj.trace_id}")

    @admin.display(description="memories used")
    def memory_links(self, obj: ProactiveMessage) -> str:
        links = [
            _link("admin:memories_memoryitem_change", m.pk, f"#{m.pk} {m.content[:60]}")
            for m in obj.memories.all()
        ]
        return format_html_join(mark_safe("<br>"), "{}", ((link,) for link in links)) if links else "—"

    @admin.display(description="gap")
    def gap_link(self, obj: ProactiveMessage) -> str:
        return _link("admin:proactive_gap_change", obj.gap_id, f"gap #{obj.gap_id}")

    @admin.display(description="this user's")
    def user_links(self, obj: ProactiveMessage) -> str:
        return _user_links(obj.user_id)
