"""Context traces ("why did it say that") and the episodes they pulled in, read-only for everyone."""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.contrib.admin.views.main import ChangeList
from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from django.utils import timezone
from django.utils.html import format_html, format_html_join

from memind.admin_base import ReadOnlyAdmin
from memories.models import ContextTrace, Episode, Message
from memories.stage import CLOSE, FAMILIAR, NEW
from memories.why import trace_why


class HasReplyFilter(admin.SimpleListFilter):
    """Derived state: did the app attach the reply it finally sent?"""

    title = "has reply"
    parameter_name = "has_reply"

    def lookups(
        self, request: HttpRequest, model_admin: admin.ModelAdmin[ContextTrace]
    ) -> list[tuple[str, str]]:
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

    def lookups(
        self, request: HttpRequest, model_admin: admin.ModelAdmin[ContextTrace]
    ) -> list[tuple[str, str]]:
        return [(NEW, NEW), (FAMILIAR, FAMILIAR), (CLOSE, CLOSE)]

    def queryset(self, request: HttpRequest, queryset: QuerySet[ContextTrace]) -> QuerySet[ContextTrace]:
        return queryset.filter(stage=self.value()) if self.value() else queryset


class TraceChangeList(ChangeList):
    # The list shows short columns only; candidates, prompt and profile can be tens of KB a row
    # and are read on the why page alone.
    def get_queryset(
        self, request: HttpRequest, exclude_parameters: list[str | None] | None = None
    ) -> QuerySet[ContextTrace]:
        return (
            super()
            .get_queryset(request, exclude_parameters)
            .defer("candidates", "episodes", "snippets", "profile_markdown", "prompt", "timings_ms")
        )


@admin.register(ContextTrace)
class ContextTraceAdmin(ReadOnlyAdmin[ContextTrace]):
    """Read-only for everyone: a trace is evidence of what the bot was given, never edited. Traces
    are written by context builds and proactive plans only, the reply is attached through the API
    (trace_reply), and they go with the user (erasure), not one by one.

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

    def lookup_allowed(self, lookup: str, value: str, request: HttpRequest | None = None) -> bool:
        # The memory page links to the traces that injected it (?memories__id__exact=<pk>): a filter by
        # one memory that the sidebar does not offer, which Django (5.2.20 on) refuses unless allowed here.
        return lookup == "memories__id__exact" or super().lookup_allowed(lookup, value, request)

    def get_queryset(self, request: HttpRequest) -> QuerySet[ContextTrace]:
        return super().get_queryset(request).select_related("user", "app")

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
            context["why"] = trace_why(trace=obj)
            context["title"] = f"Why did it say that — trace {obj.pk}"
        return super().render_change_form(request, context, add, change, form_url, obj)


@admin.register(Episode)
class EpisodeAdmin(ReadOnlyAdmin[Episode]):
    """Derived data: cut from the conversation by episodes_build, rebuilt, never hand-edited."""

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
