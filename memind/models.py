"""Platform bookkeeping shared by every app."""

from __future__ import annotations

from django.conf import settings
from django.db import models


class ChangeRecord(models.Model):
    """What every history row (a memory's, an experience's, an app's) records of a change: who
    made it, why, and the row before and after. Written only by services."""

    actor = models.CharField(max_length=150, help_text="system:<job>, app:<name> or staff:<username>")
    staff_user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    reason = models.TextField(blank=True)
    before = models.JSONField(null=True, blank=True)
    after = models.JSONField(null=True, blank=True)
    at = models.DateTimeField(auto_now_add=True)

    class Meta:
        abstract = True


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
