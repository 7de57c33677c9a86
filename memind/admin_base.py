"""What every app's admin shares: read-only admins and inlines for records of what happened, and
actions that ask for a reason before they call a service.

Records (runs, traces, events, the usage ledger) are viewed, never edited: ``ReadOnlyAdmin`` and
``ReadOnlyInline``. A change an operator makes from a list goes through the app's own service,
attributed with who and why: ``ReasonedActionsMixin`` shows the selected rows and a form (a
reason at least) first, and nothing changes until it is confirmed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar, TypeVar

from django import forms
from django.contrib import admin, messages
from django.db.models import Model, QuerySet
from django.http import HttpRequest, HttpResponse
from django.template.response import TemplateResponse

_M = TypeVar("_M", bound=Model)
_P = TypeVar("_P", bound=Model)

# How many "not changed" explanations one message lists; the rest are counted in the total.
FAILURES_SHOWN = 10


class ReadOnlyAdmin(admin.ModelAdmin[_M]):
    """Nobody adds, changes or deletes these rows in the admin (support and operators read them).

    ``allow_delete`` keeps Django's delete permission for the few record lists a superuser may
    clear by hand (job runs, extraction runs, messages)."""

    allow_delete: ClassVar[bool] = False
    show_full_result_count = False

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: _M | None = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: _M | None = None) -> bool:
        return self.allow_delete and super().has_delete_permission(request, obj)


class ReadOnlyInline(admin.TabularInline[_M, _P]):
    """Rows shown under their parent (sources, history, events): listed, never added or edited."""

    extra = 0
    can_delete = False
    show_change_link = False

    def has_add_permission(self, request: HttpRequest, obj: _P | None = None) -> bool:
        return False

    def has_change_permission(
        self, request: HttpRequest, obj: _M | _P | None = None
    ) -> bool:  # the stubs differ
        return False


class ReasonForm(forms.Form):
    reason = forms.CharField(max_length=500, widget=forms.TextInput(attrs={"size": 80}))


class ReasonedActionsMixin(admin.ModelAdmin[_M]):
    """Admin actions that ask for a reason, then call a service for each selected row.

    An action calls ``reason_ask``: it returns the page with the selected rows and the form until
    the form comes back confirmed and valid, then the bound form. ``reason_apply_each`` calls the
    service per row and reports what changed and what was refused (the service's own error).
    ``reason_template`` is the page; it gets ``title``, ``action``, ``form``, ``queryset``,
    ``opts`` and whatever the action adds (``note``…)."""

    reason_template: ClassVar[str]

    def reason_ask(
        self,
        request: HttpRequest,
        queryset: QuerySet[_M],
        *,
        action: str,
        title: str,
        form_class: type[forms.Form] = ReasonForm,
        **context: Any,
    ) -> forms.Form | HttpResponse:
        form = form_class(request.POST if "apply" in request.POST else None)
        if form.is_valid():
            return form
        return TemplateResponse(
            request,
            self.reason_template,
            {
                **self.admin_site.each_context(request),
                "title": title,
                "action": action,
                "form": form,
                "queryset": queryset,
                "opts": self.model._meta,
                **context,
            },
        )

    def reason_apply_each(
        self,
        request: HttpRequest,
        queryset: QuerySet[_M],
        change: Callable[[_M], object],
        *,
        refused: tuple[type[Exception], ...],
        done: str,
        label: Callable[[_M], str] = lambda obj: f"#{obj.pk}",
    ) -> int:
        """``change`` each row; ``done`` is the success message with ``{n}`` for the count."""
        changed, failed = 0, []
        for obj in queryset:
            try:
                change(obj)
                changed += 1
            except refused as exc:
                failed.append(f"{label(obj)}: {exc}")
        self.message_user(request, done.format(n=changed), messages.SUCCESS)
        if failed:
            self.message_user(
                request, "Not changed — " + "; ".join(failed[:FAILURES_SHOWN]), messages.WARNING
            )
        return changed
