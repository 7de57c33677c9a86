"""Extraction runs: what each run read and stored, read-only."""

from __future__ import annotations

from django.contrib import admin
from django.http import HttpRequest

from memind.admin_base import ReadOnlyAdmin
from memories.models import ExtractionRun


@admin.register(ExtractionRun)
class ExtractionRunAdmin(ReadOnlyAdmin[ExtractionRun]):
    allow_delete = True
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

    def get_readonly_fields(self, request: HttpRequest, obj: ExtractionRun | None = None) -> list[str]:
        return [f.name for f in self.model._meta.fields]
