"""Proactive messages and the gaps they ask about.

Index design: the planner and the API read "this user's rows" (today's messages for the daily
cap, the last message for "never the same sentence twice", open gaps), so user-scoped indexes
lead with ``user_id``. The beat job walks gaps still waiting for a follow-up across all users,
least recently checked first, through a small partial index on those statuses.
"""

from __future__ import annotations

from django.db import models
from django.db.models import Q

from memind.models import App
from memories.models import ContextTrace, EndUser, MemoryItem, Message


class Gap(models.Model):
    """A dated life event whose date (plus the grace period) has passed with no follow-up.

    One per memory: a gap is asked at most once, and a closed or expired one never reopens.
    """

    class Status(models.TextChoices):
        OPEN = "open"  # waiting to be asked
        ASKED = "asked"  # a proactive message asked about it; still listening for the answer
        CLOSED = "closed"  # the user followed up; the outcome is on the memory
        EXPIRED = "expired"  # nobody followed up within MEMIND_GAP_EXPIRE_DAYS; dropped quietly

    app = models.ForeignKey(App, on_delete=models.CASCADE, related_name="+")
    user = models.ForeignKey(EndUser, on_delete=models.CASCADE, related_name="gaps")
    memory = models.ForeignKey(MemoryItem, on_delete=models.CASCADE, related_name="gaps")
    kind = models.CharField(max_length=64, help_text="The event kind (the memory's value): interview, exam…")
    due_date = models.DateField(help_text="The event's local date (or, undated, when it was said).")
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.OPEN)
    outcome = models.CharField(
        max_length=16, choices=MemoryItem.Outcome.choices, blank=True, help_text="Stored on close."
    )
    note = models.CharField(max_length=300, blank=True, help_text="Why it closed or expired.")
    opened_at = models.DateTimeField()
    asked_at = models.DateTimeField(null=True, blank=True)
    closed_at = models.DateTimeField(null=True, blank=True, help_text="Closed or expired.")
    checked_at = models.DateTimeField(null=True, blank=True, help_text="Last looked at by the gap job.")
    closing_memory = models.ForeignKey(
        MemoryItem, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    closing_message = models.ForeignKey(
        Message, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )

    class Meta:
        constraints = [models.UniqueConstraint(fields=["memory"], name="gap_memory_uniq")]
        indexes = [
            models.Index(fields=["user", "status", "-opened_at"], name="gap_user_status_idx"),
            # The gap job's round robin over gaps still listening for a follow-up.
            models.Index(
                fields=["checked_at"], condition=Q(status__in=["open", "asked"]), name="gap_waiting_idx"
            ),
        ]

    def __str__(self) -> str:
        return f"gap {self.pk}: {self.kind} on {self.due_date} ({self.status})"


class ProactiveMessage(models.Model):
    """One message the planner proposed, with why (reason, memories, trace) and what the app did."""

    class Reason(models.TextChoices):
        MORNING_ROUTINE = "morning_routine"
        EVENING_EVENT = "evening_event"
        LONG_ABSENCE = "long_absence"
        GAP_FOLLOWUP = "gap_followup"

    class Status(models.TextChoices):
        PLANNED = "planned"
        SENT = "sent"
        DISMISSED = "dismissed"

    app = models.ForeignKey(App, on_delete=models.CASCADE, related_name="+")
    user = models.ForeignKey(EndUser, on_delete=models.CASCADE, related_name="proactive_messages")
    text = models.TextField()
    reason = models.CharField(max_length=32, choices=Reason.choices)
    lang = models.CharField(max_length=8)
    memories = models.ManyToManyField(MemoryItem, blank=True, related_name="proactive_messages")
    trace = models.ForeignKey(ContextTrace, on_delete=models.CASCADE, related_name="proactive_messages")
    gap = models.ForeignKey(
        Gap, null=True, blank=True, on_delete=models.SET_NULL, related_name="messages", help_text="Asked gap."
    )
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PLANNED)
    planned_for = models.DateTimeField(help_text="The planner's 'now'.")
    created_at = models.DateTimeField(auto_now_add=True)
    status_changed_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        indexes = [
            # Daily cap, last sentence, "already used today": all a range on one user's plan times.
            models.Index(fields=["user", "-planned_for", "-id"], name="proactive_user_planned_idx"),
            models.Index(fields=["app", "status", "-planned_for"], name="proactive_app_status_idx"),
        ]

    def __str__(self) -> str:
        return f"{self.reason}: {self.text[:60]}"
