"""Agent experience (Experience Schema V1): executors' runs and events, the experiences derived
from them, their change history and product events.

Index design: every API read is "this app's rows", so app-scoped indexes lead with ``app_id``.
An app's active experiences number in the thousands at most, so search ranks a bounded
candidate set in Python (like personal memory); no ANN index is built.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.db.models import Q

from memind.embedding import vector_field
from memind.models import App


class AgentRun(models.Model):
    """One task an executor (goose, openhands, aider, browser…) ran, as reported by the executor."""

    class Status(models.TextChoices):
        RUNNING = "running"
        COMPLETED = "completed"
        FAILED = "failed"

    app = models.ForeignKey(App, on_delete=models.CASCADE, related_name="+")
    run_id = models.CharField(max_length=128, help_text="The executor's own run id (unique per app).")
    executor = models.CharField(max_length=64, help_text="goose, openhands, aider, browser…")
    user_ref = models.CharField(max_length=128, blank=True, help_text="The app's user id.")
    session_id = models.CharField(max_length=128, blank=True)
    user_message = models.TextField(blank=True, help_text="What the user asked for.")
    summary = models.TextField(blank=True, help_text="The executor's own summary, sent on completion.")
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.RUNNING)
    started_at = models.DateTimeField()
    finished_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["app", "run_id"], name="agentrun_app_run_uniq")]
        indexes = [models.Index(fields=["app", "-started_at"], name="agentrun_app_started_idx")]

    def __str__(self) -> str:
        return f"{self.executor} run {self.run_id} ({self.status})"


class AgentRunEvent(models.Model):
    """One event of a run's stream (log line, tool call, file change, check…), stored raw.

    Experiences reference events by ``event_id``; they never copy payloads."""

    app = models.ForeignKey(App, on_delete=models.CASCADE, related_name="+")
    run = models.ForeignKey(AgentRun, on_delete=models.CASCADE, related_name="events")
    event_id = models.CharField(max_length=128)
    type = models.CharField(
        max_length=64, help_text="environment, log, error, tool_call, file_change, check…"
    )
    payload = models.JSONField(default=dict, blank=True)
    timestamp = models.DateTimeField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["run", "event_id"], name="agentrunevent_run_event_uniq")
        ]
        indexes = [models.Index(fields=["run", "timestamp", "id"], name="agentrunevent_run_ts_idx")]
        ordering = ["timestamp", "id"]

    def __str__(self) -> str:
        return f"{self.type} {self.event_id}"


class Experience(models.Model):
    """How something got done (or didn't): seed table 2.1 plus the legacy title/body/tags columns."""

    class Kind(models.TextChoices):
        LESSON = "lesson"
        TASK_OUTCOME = "task_outcome"
        EXECUTION_PATTERN = "execution_pattern"
        SKILL_CANDIDATE = "skill_candidate"

    class Result(models.TextChoices):
        SUCCESS = "success"
        PARTIAL = "partial"
        FAILURE = "failure"
        UNKNOWN = "unknown"

    class Status(models.TextChoices):
        ACTIVE = "active"
        ARCHIVED = "archived"
        DELETED = "deleted"

    app = models.ForeignKey(App, on_delete=models.CASCADE, related_name="+")
    scope = models.CharField(max_length=64, default="app", help_text="Who may reuse it: app, user, …")
    kind = models.CharField(max_length=24, choices=Kind.choices, default=Kind.LESSON)
    title = models.CharField(max_length=200, help_text="Short title (lists, injection).")
    body = models.TextField(blank=True, help_text="Human-readable summary (the injection's 摘要).")
    tags = models.JSONField(default=list, blank=True)
    problem = models.CharField(max_length=512, blank=True)
    environment = models.JSONField(
        null=True, blank=True, help_text="{runtime, components[], versions{}, region}"
    )
    # Nullable and never required: unsure outcomes say so with result=unknown and confidence < 0.5.
    hypothesis = models.CharField(max_length=512, null=True, blank=True)
    action = models.JSONField(null=True, blank=True, help_text="{executor, steps[], artifacts[], diff_ref}")
    result = models.CharField(max_length=16, choices=Result.choices, null=True, blank=True)
    confidence = models.DecimalField(max_digits=4, decimal_places=3, null=True, blank=True)
    evidence = models.JSONField(
        null=True, blank=True, help_text="Typed evidence: sources, provenance, checklist."
    )
    parent_experience = models.ForeignKey(
        "self",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="children",
        help_text="Recurrence link: for a task_outcome, the execution_pattern it was grouped into.",
    )
    supersedes = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.SET_NULL, related_name="superseded_by"
    )
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.ACTIVE)
    status_reason = models.CharField(max_length=200, blank=True)
    source_run = models.ForeignKey(
        AgentRun, null=True, blank=True, on_delete=models.SET_NULL, related_name="experiences"
    )
    source_session_id = models.CharField(max_length=128, blank=True)
    source_user_id = models.CharField(max_length=128, blank=True)
    use_count = models.PositiveIntegerField(default=0)
    last_recalled_at = models.DateTimeField(null=True, blank=True)
    embedding = vector_field()
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [
            # The extractor's "never twice" guarantee, enforced by the database, not by luck.
            models.UniqueConstraint(
                fields=["source_run"],
                condition=Q(kind="task_outcome"),
                name="experience_one_outcome_per_run",
            ),
            models.CheckConstraint(
                condition=Q(confidence__isnull=True) | (Q(confidence__gte=0) & Q(confidence__lte=1)),
                name="experience_confidence_0_1",
            ),
        ]
        indexes = [
            models.Index(fields=["app", "status", "kind"], name="experience_app_status_kind_idx"),
            models.Index(fields=["app", "-created_at"], name="experience_app_created_idx"),
        ]

    def __str__(self) -> str:
        return f"[{self.kind}] {self.title[:80]}"

    @classmethod
    def embedding_texts(cls, rows: list[Experience]) -> list[str]:
        """What each row's vector is made of (``manage.py reembed``)."""
        return [experience_text(problem=r.problem, title=r.title) for r in rows]


def experience_text(*, problem: str, title: str) -> str:
    """An experience's embedded text: the problem it solves, else its title."""
    return (problem or title).strip()


class ExperienceChange(models.Model):
    """History of an experience's edits and status changes, with who and why."""

    class Kind(models.TextChoices):
        EDITED = "edited"
        ARCHIVED = "archived"
        RESTORED = "restored"
        DELETED = "deleted"
        SUPERSEDED = "superseded"

    experience = models.ForeignKey(Experience, on_delete=models.CASCADE, related_name="changes")
    kind = models.CharField(max_length=16, choices=Kind.choices)
    actor = models.CharField(max_length=150, help_text="system:<job>, app:<name> or staff:<username>")
    staff_user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    reason = models.TextField(blank=True)
    before = models.JSONField(null=True, blank=True)
    after = models.JSONField(null=True, blank=True)
    at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["at", "id"]

    def __str__(self) -> str:
        return f"{self.kind} by {self.actor}"


class ProductEvent(models.Model):
    """Product metrics log (``experience_saved``, ``experience_recalled``, …), counted by day."""

    app = models.ForeignKey(App, on_delete=models.CASCADE, related_name="+")
    name = models.CharField(max_length=64)
    experience = models.ForeignKey(
        Experience, null=True, blank=True, on_delete=models.SET_NULL, related_name="product_events"
    )
    properties = models.JSONField(default=dict, blank=True)
    at = models.DateTimeField()

    class Meta:
        indexes = [models.Index(fields=["app", "name", "at"], name="productevent_app_name_at_idx")]

    def __str__(self) -> str:
        return f"{self.name} @ {self.at:%Y-%m-%d}"
