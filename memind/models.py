"""The platform's rows: tenants (apps, their API keys and history) and job runs.

The tenant tables keep the names the memories app gave them (``memories_app`` …): moving the
models here changed no table.
"""

from __future__ import annotations

import hashlib
import secrets

from django.conf import settings
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


API_KEY_PREFIX = "mk_"


def hash_api_key(raw: str) -> str:
    # API keys are 256-bit random tokens, so a fast hash is enough: there is nothing to brute force.
    return hashlib.sha256(raw.encode()).hexdigest()


def new_api_key() -> str:
    return API_KEY_PREFIX + secrets.token_urlsafe(32)


class App(models.Model):
    """A tenant: one companion or agent product calling the API."""

    name = models.CharField(max_length=100, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)
    is_active = models.BooleanField(default=True)
    hold_identity_changes = models.BooleanField(
        default=False,
        db_default=False,
        help_text="A changed name or residence waits in the review queue before it reaches the context.",
    )
    daily_token_budget = models.PositiveBigIntegerField(
        null=True,
        blank=True,
        help_text="LLM and embedding tokens per UTC day before the LLM steps fall back to rules. "
        "Empty: MEMIND_DAILY_TOKEN_BUDGET; 0: unlimited.",
    )

    class Meta:
        db_table = "memories_app"  # created by the memories app before tenancy moved here

    def __str__(self) -> str:
        return self.name


class ApiKey(models.Model):
    app = models.ForeignKey(App, on_delete=models.CASCADE, related_name="api_keys")
    name = models.CharField(max_length=100, default="default")
    prefix = models.CharField(max_length=12, help_text="First characters, to recognise a key.")
    key_hash = models.CharField(max_length=64, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)
    last_used_at = models.DateTimeField(null=True, blank=True)
    revoked_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        db_table = "memories_apikey"
        verbose_name = "API key"

    def __str__(self) -> str:
        return f"{self.app.name}: {self.prefix}…"


class AppEvent(models.Model):
    """History of an app and its API keys: who created, changed, added or revoked what, and why.
    Written only by the tenant services (memind/tenants.py)."""

    class Kind(models.TextChoices):
        CREATED = "created"
        EDITED = "edited"
        KEY_CREATED = "key_created"
        KEY_REVOKED = "key_revoked"
        WEBHOOK_CREATED = "webhook_created"
        WEBHOOK_EDITED = "webhook_edited"
        WEBHOOK_DELETED = "webhook_deleted"
        WEBHOOK_RETRIED = "webhook_retried"

    app = models.ForeignKey(App, on_delete=models.CASCADE, related_name="events")
    api_key = models.ForeignKey(
        ApiKey, null=True, blank=True, on_delete=models.CASCADE, related_name="events"
    )
    kind = models.CharField(max_length=16, choices=Kind.choices)
    actor = models.CharField(max_length=150, help_text="system:<command> or staff:<username>")
    staff_user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    reason = models.TextField(blank=True)
    before = models.JSONField(null=True, blank=True)
    after = models.JSONField(null=True, blank=True)
    at = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "memories_appevent"
        indexes = [models.Index(fields=["app", "at"], name="appevent_app_at_idx")]
        ordering = ["at", "id"]

    def __str__(self) -> str:
        return f"{self.kind} by {self.actor}"
