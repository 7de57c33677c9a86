from __future__ import annotations

from django.contrib import admin

from memind.admin_base import ReadOnlyAdmin
from memind.models import JobRun


@admin.register(JobRun)
class JobRunAdmin(ReadOnlyAdmin[JobRun]):
    allow_delete = True
    list_display = ["name", "started_at", "finished_at", "processed", "has_more", "failed", "error"]
    list_filter = ["name"]
    show_full_result_count = False
