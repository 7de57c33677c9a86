"""Platform bookkeeping shared by every app."""

from __future__ import annotations

from django.db import models


class JobRun(models.Model):
    """One run of a scheduled job: what it did, so operators see last run and counts in the admin."""

    name = models.CharField(max_length=100)
    started_at = models.DateTimeField(auto_now_add=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    processed = models.PositiveIntegerField(default=0)
    has_more = models.BooleanField(default=False)
    error = models.TextField(blank=True)
    failed = models.PositiveIntegerField(
        default=0, help_text="Items (users, apps, runs) that failed and were skipped."
    )
    failures = models.JSONField(default=list, blank=True, help_text="The first 100 failed items and why.")

    class Meta:
        indexes = [models.Index(fields=["name", "-started_at"], name="jobrun_name_started_idx")]

    def __str__(self) -> str:
        return f"{self.name} @ {self.started_at:%Y-%m-%d %H:%M}"
