"""What the LLM and embedding endpoints cost, in the admin: the ledger of calls (read-only) and,
per app, a page with a chart of tokens per day, the purposes, models and top users, and the budget.
The page reads ``memories.selectors.usage_report``, the same selector as ``GET usage/``; the budget
is edited on the app's own page (through ``app_update``, attributed with who and why)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django import forms
from django.contrib import admin
from django.core.exceptions import PermissionDenied
from django.db.models import QuerySet
from django.http import Http404, HttpRequest, HttpResponse
from django.template.response import TemplateResponse
from django.utils import timezone

from memind import usage
from memind.admin_base import ReadOnlyAdmin
from memind.models import App
from memories.models import UsageRecord
from memories.selectors import usage_report
from memories.services.usage import day_start

CHART_HEIGHT = 120  # px of the tallest bar


class PurposeFilter(admin.SimpleListFilter):
    """The known purposes, listed without a DISTINCT over the whole ledger."""

    title = "purpose"
    parameter_name = "purpose"

    def lookups(
        self, request: HttpRequest, model_admin: admin.ModelAdmin[UsageRecord]
    ) -> list[tuple[str, str]]:
        return [(p, p) for p in usage.PURPOSES]

    def queryset(self, request: HttpRequest, queryset: QuerySet[UsageRecord]) -> QuerySet[UsageRecord]:
        return queryset.filter(purpose=self.value()) if self.value() else queryset


@admin.register(UsageRecord)
class UsageRecordAdmin(ReadOnlyAdmin[UsageRecord]):
    """Every LLM and remote-embedding call, and every LLM call skipped for the budget: the ledger
    is what was spent, never edited."""

    list_display = [
        "created_at",
        "app",
        "user",
        "purpose",
        "model",
        "prompt_tokens",
        "completion_tokens",
        "total_tokens",
        "estimated",
        "latency_ms",
        "outcome",
        "ref",
    ]
    list_filter = ["outcome", PurposeFilter, "estimated", "app"]  # no DISTINCT scans of the ledger
    search_fields = ["ref", "user__external_id", "error"]
    list_select_related = ["app", "user"]
    show_full_result_count = False
    ordering = ["-created_at", "-id"]

    def get_readonly_fields(self, request: HttpRequest, obj: UsageRecord | None = None) -> list[str]:
        return [f.name for f in self.model._meta.fields]


class UsageRangeForm(forms.Form):
    days = forms.IntegerField(min_value=1, max_value=366, initial=30, help_text="The last N UTC days.")


def usage_view(model_admin: admin.ModelAdmin[App], request: HttpRequest, pk: int) -> HttpResponse:
    """One app's tokens per UTC day as bars, what they were spent on, and today's budget."""
    app = App.objects.filter(pk=pk).first()
    if app is None:
        raise Http404("no such app")
    if not request.user.has_perm("memories.view_usagerecord"):
        raise PermissionDenied
    form = UsageRangeForm(request.GET or {"days": 30})
    days = form.cleaned_data["days"] if form.is_valid() else 30
    now = timezone.now()
    until = day_start(now) + timedelta(days=1)
    report = usage_report(app=app, since=until - timedelta(days=days), until=until, now=now)
    peak = max((d["total_tokens"] for d in report["days"]), default=0)
    bars = [
        {**d, "height": round(CHART_HEIGHT * d["total_tokens"] / peak) if peak else 0} for d in report["days"]
    ]
    context: dict[str, Any] = {
        **model_admin.admin_site.each_context(request),
        "title": f"Usage of {app.name}",
        "opts": App._meta,
        "original": app,
        "form": form,
        "report": report,
        "bars": bars,
        "peak": peak,
        "chart_height": CHART_HEIGHT,
    }
    return TemplateResponse(request, "admin/memind/app/usage.html", context)
