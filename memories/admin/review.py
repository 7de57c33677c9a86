"""The review queue and "what did Memind believe on a date" in the admin. Decisions go through
the memory services (attributed, with a reason, in each memory's history); the as-of page reads
``memories.beliefs``."""

from __future__ import annotations

from datetime import UTC, datetime, time
from typing import Any

from django import forms
from django.contrib import admin
from django.core.exceptions import PermissionDenied
from django.db.models import Count, QuerySet
from django.http import Http404, HttpRequest, HttpResponse
from django.template.response import TemplateResponse
from django.utils import timezone

from memories.admin.memory_items import MemoryItemAdmin
from memories.beliefs import beliefs_at, beliefs_diff, believed_active
from memories.models import EndUser, MemoryItem, ReviewItem, ReviewState
from memories.profile import profile_build


@admin.register(ReviewItem)
class ReviewItemAdmin(MemoryItemAdmin):
    """Memories the extraction or an app sent for a person's look: approve, correct (open it and
    edit, or supersede), reject (archive); every decision is attributed and in the history."""

    change_list_template = "admin/memories/reviewitem/change_list.html"
    list_display = ["id", "content_short", "review_reason", "type", "held", "user", "app", "created_at"]
    list_filter = ["app", "type", "held"]
    actions = ["approve_selected", "reject_selected", "pin_selected", "supersede_selected"]

    def get_queryset(self, request: HttpRequest) -> QuerySet[MemoryItem]:
        return super().get_queryset(request).filter(review_state=ReviewState.PENDING)

    def changelist_view(
        self, request: HttpRequest, extra_context: dict[str, Any] | None = None
    ) -> HttpResponse:
        per_app = (
            MemoryItem.objects.filter(review_state=ReviewState.PENDING)
            .values("app__name")
            .annotate(n=Count("id"))
            .order_by("-n", "app__name")
        )
        return super().changelist_view(request, {**(extra_context or {}), "per_app": list(per_app)})


class BeliefsForm(forms.Form):
    at = forms.DateField(label="On", help_text="What Memind believed at the end of this day (UTC).")
    compare = forms.DateField(
        label="Compared with", required=False, help_text="An earlier day: what changed since then."
    )


def _end_of(day: Any) -> datetime:
    return datetime.combine(day, time.max, tzinfo=UTC)


def beliefs_view(model_admin: admin.ModelAdmin[EndUser], request: HttpRequest, pk: int) -> HttpResponse:
    """The user's profile and memories as they stood on a day, and the changes since another."""
    user = EndUser.objects.filter(pk=pk).select_related("app").first()
    if user is None:
        raise Http404("no such user")
    if not model_admin.has_view_permission(request, user):
        raise PermissionDenied
    form = BeliefsForm(request.GET or {"at": timezone.now().date()})
    context: dict[str, Any] = {
        **model_admin.admin_site.each_context(request),
        "title": f"What Memind believed about {user.external_id}",
        "opts": EndUser._meta,
        "original": user,
        "form": form,
    }
    if form.is_valid():
        at = _end_of(form.cleaned_data["at"])
        beliefs = beliefs_at(user=user, at=at)
        context["at"] = at
        context["beliefs"] = beliefs
        context["profile"] = profile_build(user=user, now=at, memories=believed_active(beliefs))
        if form.cleaned_data["compare"]:
            since = _end_of(form.cleaned_data["compare"])
            first, last = sorted([since, at])
            context["since"], context["diff"] = first, beliefs_diff(user=user, since=first, until=last)
    return TemplateResponse(request, "admin/memories/enduser/beliefs.html", context)
