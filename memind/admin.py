from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.http import HttpRequest

from memind.models import JobRun


@admin.register(JobRun)
class JobRunAdmin(admin.ModelAdmin[JobRun]):
    list_display = ["name", "started_at", "finished_at", "processed", "has_more", "failed", "error"]
    list_filter = ["name"]
    show_full_result_count = False

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False
