"""Personal memory: tenants, their end users, messages, memories and their history.

Index design (per-user access at millions of rows): every hot query is "this user's rows",
so the leading column of each index is ``user_id``. Vector search is per user and the quota
bounds a user's active memories to a few hundred, so an exact cosine scan over the rows the
``(user, status, type)`` index returns is faster and more accurate than a global ANN index
filtered after the fact; no HNSW index is built on personal memories.
"""

from __future__ import annotations

import math
import secrets
import uuid
from collections.abc import Mapping
from datetime import datetime
from typing import Any, TypedDict

from django.conf import settings
from django.contrib.postgres.fields import ArrayField
from django.contrib.postgres.indexes import GinIndex
from django.contrib.postgres.search import SearchVectorField
from django.db import models
from django.db.models import Q
from django.utils import timezone

from memind.embedding import halfvec_field, vector_field
from memind.models import App
from memories.strength import fades_at
from memories.types import MemoryType as MemoryType  # re-exported: the field choices
from memories.types import rule


class EndUser(models.Model):
    """A user of an app, known by the app's own id."""

    app = models.ForeignKey(App, on_delete=models.CASCADE, related_name="users")
    external_id = models.CharField(max_length=128)
    display_name = models.CharField(max_length=200, blank=True)
    timezone = models.CharField(max_length=64, default="UTC")
    locale = models.CharField(max_length=16, blank=True, help_text="e.g. zh-CN, en; empty = detect.")
    metadata = models.JSONField(default=dict, blank=True)
    first_seen_at = models.DateTimeField(null=True, blank=True)
    last_seen_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = "end user"
        constraints = [
            models.UniqueConstraint(fields=["app", "external_id"], name="enduser_app_external_uniq")
        ]

    def __str__(self) -> str:
        return self.display_name or self.external_id


class MessageManager(models.Manager["Message"]):
    """Messages without their search columns: everything but conversation recall (which reads
    them in SQL) reads content, not a tsvector and 384 numbers per row."""

    def get_queryset(self) -> models.QuerySet[Message]:
        return super().get_queryset().defer("search_vector", "embedding")


class Message(models.Model):
    class Role(models.TextChoices):
        USER = "user"
        ASSISTANT = "assistant"

    app = models.ForeignKey(App, on_delete=models.CASCADE, related_name="+")
    user = models.ForeignKey(EndUser, on_delete=models.CASCADE, related_name="messages")
    role = models.CharField(max_length=16, choices=Role.choices)
    content = models.TextField()
    sent_at = models.DateTimeField()
    session_id = models.CharField(max_length=128, blank=True)
    client_msg_id = models.CharField(max_length=128, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    # Set when an extraction run has consumed the message; NULL = pending.
    extraction_run = models.ForeignKey(
        "ExtractionRun", null=True, blank=True, on_delete=models.SET_NULL, related_name="messages"
    )
    # Conversation recall (memories/snippets.py). The words are indexed by the ingest itself, so a
    # message is searchable the moment it is stored; its meaning is embedded by the worker in
    # batches (``embed_pending`` marks the queue), so ingest never waits for the model.
    search_vector = SearchVectorField(null=True, blank=True, editable=False)
    # Half precision: half the bytes to scan per user, and e5's rankings do not change with it.
    embedding = halfvec_field(editable=False)
    embed_pending = models.BooleanField(default=False, editable=False)
    # The LLM's reading of a user message's emotion, taken by the extraction job (off the reply
    # path); NULL valence = not read. The reply path reads emotion by rules and prefers this
    # reading when the message it answers was stored and read already.
    emotion = models.CharField(max_length=32, blank=True, db_default="", default="", editable=False)
    valence = models.FloatField(null=True, blank=True, editable=False)

    objects = MessageManager()

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["user", "client_msg_id"],
                condition=~Q(client_msg_id=""),
                name="message_user_client_msg_id_uniq",
            )
        ]
        indexes = [
            models.Index(fields=["user", "sent_at", "id"], name="message_user_sent_idx"),
            # Extraction's work queue: small, since consumed rows leave it.
            models.Index(
                fields=["user", "sent_at"],
                condition=Q(extraction_run__isnull=True),
                name="message_pending_idx",
            ),
            # Full-text. The planner ANDs it with the per-user index above, or, for a user with few
            # messages, reads that user's rows and checks each (btree_gin, which would put user_id
            # inside this index, is not in every PostgreSQL build, the embedded one included).
            GinIndex(fields=["search_vector"], name="message_search_gin"),
            # The embedding worker's queue: only messages still waiting for a vector.
            models.Index(fields=["user"], condition=Q(embed_pending=True), name="message_embed_pending_idx"),
        ]

    def __str__(self) -> str:
        return f"{self.role}: {self.content[:60]}"


class ReviewState(models.TextChoices):
    PENDING = "pending"
    APPROVED = "approved"
    CORRECTED = "corrected"
    REJECTED = "rejected"


class MemoryItem(models.Model):
    class Status(models.TextChoices):
        ACTIVE = "active"
        SUPERSEDED = "superseded"
        ARCHIVED = "archived"

    class ArchivedBy:
        """The ``status_reason`` of a memory the system archived (an operator's is free text)."""

        FADED = "faded"  # decay: weaker than MEMIND_FADED_STRENGTH
        QUOTA = "quota"  # pruning: beyond MEMIND_QUOTA_ACTIVE

    class Outcome(models.TextChoices):
        POSITIVE = "positive"
        NEGATIVE = "negative"
        OPEN = "open"
        UNKNOWN = "unknown"

    app = models.ForeignKey(App, on_delete=models.CASCADE, related_name="+")
    user = models.ForeignKey(EndUser, on_delete=models.CASCADE, related_name="memories")
    type = models.CharField(max_length=16, choices=MemoryType.choices)
    content = models.TextField()
    importance = models.FloatField(default=0.5)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.ACTIVE)
    status_reason = models.CharField(max_length=200, blank=True)
    subject = models.CharField(
        max_length=64,
        blank=True,
        default="",
        db_default="",
        help_text="Who or what the fact is about: empty for the user, else as the user refers to them "
        "(表姐, sister, 狗, 读书会).",
    )
    slot = models.CharField(max_length=64, blank=True, help_text="What the fact is about: name, residence…")
    value = models.CharField(max_length=200, blank=True, help_text="Normalised value for the slot.")
    valence = models.FloatField(default=0.0, help_text="-1 (painful) … +1 (happy)")
    emotion = models.CharField(max_length=32, blank=True)
    outcome = models.CharField(max_length=16, choices=Outcome.choices, default=Outcome.UNKNOWN)
    event_date = models.DateField(null=True, blank=True)
    observed_at = models.DateTimeField(help_text="When the user said it (the source message's time).")
    mention_count = models.PositiveIntegerField(default=1)
    last_recalled_at = models.DateTimeField(null=True, blank=True)
    # Decay is computed, not stored per tick: strength(now) = anchor_strength × 0.5^(age/half-life)
    # with age measured from decay_anchor_at. Mentions and recalls move the anchor, so a sweep
    # never has to rewrite every row (see strength_at).
    anchor_strength = models.FloatField(default=0.5)
    decay_anchor_at = models.DateTimeField()
    # When the strength will cross the faded line; kept in step with the anchor by save().
    fades_at = models.DateTimeField(null=True, blank=True, help_text="Never, when pinned.")
    pinned = models.BooleanField(
        default=False, db_default=False, help_text="Never fades or is pruned; always in the profile."
    )
    review_state = models.CharField(
        max_length=16,
        choices=ReviewState.choices,
        blank=True,
        db_default="",
        default="",
        help_text="pending: in the review queue.",
    )
    review_reason = models.CharField(max_length=200, blank=True, db_default="", default="")
    held = models.BooleanField(
        default=False,
        db_default=False,
        help_text="An identity change waiting for review: kept out of the context and the profile.",
    )
    embedding = vector_field()
    sources: models.ManyToManyField[Message, MemorySource] = models.ManyToManyField(
        Message, through="MemorySource", related_name="memories", blank=True
    )
    superseded_by = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.SET_NULL, related_name="supersedes"
    )
    extraction_run = models.ForeignKey(
        "ExtractionRun", null=True, blank=True, on_delete=models.SET_NULL, related_name="memories"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        indexes = [
            models.Index(fields=["user", "status", "type"], name="memory_user_status_type_idx"),
            models.Index(
                fields=["user", "slot"],
                condition=Q(status="active") & ~Q(slot=""),
                name="memory_active_slot_idx",
            ),
            models.Index(fields=["app", "status", "-observed_at"], name="memory_app_status_obs_idx"),
            # The decay sweep's range scan: only rows that have faded are read.
            models.Index(fields=["fades_at"], condition=Q(status="active"), name="memory_active_fades_idx"),
            # The review queue: small, since reviewed rows leave it.
            models.Index(
                fields=["app", "created_at"],
                condition=Q(review_state="pending"),
                name="memory_review_queue_idx",
            ),
        ]

    def __str__(self) -> str:
        return f"[{self.type}] {self.content[:80]}"

    def save(self, *args: Any, **kwargs: Any) -> None:
        # fades_at is derived from the anchor; recompute it whenever the anchor may have moved.
        update_fields = kwargs.get("update_fields")
        anchor = {"anchor_strength", "decay_anchor_at", "type"}
        if update_fields is None or anchor & set(update_fields) or "pinned" in update_fields:
            self.fades_at = self.fades_at_now()
            if update_fields is not None:
                kwargs["update_fields"] = {*update_fields, "fades_at"}
        super().save(*args, **kwargs)

    def fades_at_now(self) -> datetime | None:
        """When this row will fade, from its anchor (never, when pinned)."""
        if self.pinned:
            return None
        return fades_at(type=self.type, anchor_strength=self.anchor_strength, anchor_at=self.decay_anchor_at)

    @classmethod
    def embedding_texts(cls, rows: list[MemoryItem]) -> list[str]:
        """What each row's vector is made of (``manage.py reembed``)."""
        return [r.content for r in rows]

    def strength_at(self, now: datetime) -> float:
        if self.pinned:
            return self.anchor_strength  # as strength_sql: a pinned memory does not decay
        half_life_days = rule(self.type).half_life_days
        age_days = max(0.0, (now - self.decay_anchor_at).total_seconds() / 86400)
        return self.anchor_strength * math.pow(0.5, min(age_days / half_life_days, 1000.0))  # as strength_sql


class ReviewItem(MemoryItem):
    """The review queue in the admin: memories waiting for a person's look (``review_state``)."""

    class Meta:
        proxy = True
        verbose_name = "memory to review"
        verbose_name_plural = "review queue"


class MemorySource(models.Model):
    """Evidence: a message a memory came from."""

    memory = models.ForeignKey(MemoryItem, on_delete=models.CASCADE, related_name="source_links")
    message = models.ForeignKey(Message, on_delete=models.CASCADE, related_name="memory_links")
    extraction_run = models.ForeignKey("ExtractionRun", null=True, blank=True, on_delete=models.SET_NULL)
    added_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["memory", "message"], name="memorysource_uniq")]

    def __str__(self) -> str:
        return f"memory {self.memory_id} ← message {self.message_id}"


class MemoryEvent(models.Model):
    """History of a memory. Written only by services, so no change goes unrecorded."""

    class Kind(models.TextChoices):
        CREATED = "created"
        MERGED = "merged"
        SUPERSEDED = "superseded"
        ARCHIVED = "archived"
        RESTORED = "restored"
        EDITED = "edited"
        PINNED = "pinned"
        UNPINNED = "unpinned"
        FLAGGED = "flagged"
        REVIEWED = "reviewed"

    app = models.ForeignKey(App, on_delete=models.CASCADE, related_name="+")
    user = models.ForeignKey(EndUser, on_delete=models.CASCADE, related_name="+")
    memory = models.ForeignKey(MemoryItem, on_delete=models.CASCADE, related_name="events")
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
        indexes = [
            models.Index(fields=["memory", "at"], name="memoryevent_memory_at_idx"),
            # "What did the bot believe on date X?" reads a user's events after X.
            models.Index(fields=["user", "at"], name="memoryevent_user_at_idx"),
        ]
        ordering = ["at", "id"]

    def __str__(self) -> str:
        return f"{self.kind} by {self.actor}"


class ExtractionRun(models.Model):
    class Status(models.TextChoices):
        RUNNING = "running"
        SUCCEEDED = "succeeded"
        FAILED = "failed"

    app = models.ForeignKey(App, on_delete=models.CASCADE, related_name="+")
    user = models.ForeignKey(EndUser, on_delete=models.CASCADE, related_name="extraction_runs")
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.RUNNING)
    trigger = models.CharField(max_length=16, default="batch", help_text="batch, idle, api, admin")
    extractor = models.CharField(max_length=32)
    extractor_version = models.CharField(max_length=32, blank=True)
    first_message = models.ForeignKey(
        Message, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    last_message = models.ForeignKey(
        Message, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    message_count = models.PositiveIntegerField(default=0)
    stored_count = models.PositiveIntegerField(default=0)
    merged_count = models.PositiveIntegerField(default=0)
    superseded_count = models.PositiveIntegerField(default=0)
    dropped_count = models.PositiveIntegerField(default=0)
    dropped = models.JSONField(default=list, blank=True, help_text="What was dropped and why.")
    error = models.TextField(blank=True)
    fallback = models.CharField(
        max_length=16,
        blank=True,
        help_text="over_budget: the app had spent its daily tokens, so the rules extracted this batch.",
    )
    started_at = models.DateTimeField(auto_now_add=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        indexes = [models.Index(fields=["user", "-started_at"], name="extractionrun_user_idx")]

    def __str__(self) -> str:
        return f"run {self.pk} ({self.status})"

    def counts(self) -> dict[str, Any]:
        return {
            "run_id": self.pk,
            "status": self.status,
            "messages": self.message_count,
            "stored": self.stored_count,
            "merged": self.merged_count,
            "superseded": self.superseded_count,
            "dropped": self.dropped_count,
            "error": self.error,
            "fallback": self.fallback,
        }


class Episode(models.Model):
    """A whole scene of conversation (session or burst of messages), recalled whole on "上次…"."""

    app = models.ForeignKey(App, on_delete=models.CASCADE, related_name="+")
    user = models.ForeignKey(EndUser, on_delete=models.CASCADE, related_name="episodes")
    title = models.CharField(max_length=200)
    summary = models.TextField()
    started_at = models.DateTimeField()
    ended_at = models.DateTimeField()
    session_id = models.CharField(max_length=128, blank=True)
    first_message = models.ForeignKey(Message, on_delete=models.CASCADE, related_name="+")
    message_ids = ArrayField(models.BigIntegerField(), default=list)
    keywords = models.TextField(blank=True, help_text="Segmented words, for keyword match.")
    embedding = vector_field()
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["user", "first_message"], name="episode_user_first_uniq")
        ]
        indexes = [models.Index(fields=["user", "-started_at"], name="episode_user_started_idx")]

    def __str__(self) -> str:
        return self.title

    @classmethod
    def embedding_texts(cls, rows: list[Episode]) -> list[str]:
        """What each row's vector is made of (``manage.py reembed``): as when it was built."""
        ids = {i for r in rows for i in r.message_ids}
        said = dict(Message.objects.filter(pk__in=ids).values_list("pk", "content"))
        return [
            episode_text(
                title=r.title, summary=r.summary, contents=[said[i] for i in r.message_ids if i in said]
            )
            for r in rows
        ]


EPISODE_TEXT_CHARS = 1200  # what the embedding sees; e5-small reads ~512 tokens anyway


def episode_text(*, title: str, summary: str, contents: list[str]) -> str:
    """An episode's embedded text: its title, summary and lines."""
    return (f"{title}\n{summary}\n" + "\n".join(contents))[:EPISODE_TEXT_CHARS]


class TraceCandidate(TypedDict):
    """One memory the context considered, as a trace keeps it (``ContextTrace.candidates``)."""

    memory_id: int | None
    type: str
    content: str
    score: float | None
    components: Mapping[str, float | None]
    reasons: list[str]
    included: bool
    why: str
    in_profile: bool


class ContextTrace(models.Model):
    """Why the bot said what it said: everything one context build (or proactive plan) saw and chose."""

    class Kind(models.TextChoices):
        CONTEXT = "context"
        PROACTIVE = "proactive"

    app = models.ForeignKey(App, on_delete=models.CASCADE, related_name="+")
    user = models.ForeignKey(EndUser, on_delete=models.CASCADE, related_name="traces")
    kind = models.CharField(max_length=16, choices=Kind.choices, default=Kind.CONTEXT)
    input = models.TextField(blank=True, help_text="The user's message (or the planner's request).")
    now = models.DateTimeField()
    emotion = models.CharField(max_length=32, blank=True)
    valence = models.FloatField(default=0.0)
    stage = models.CharField(max_length=16, blank=True)
    candidates = models.JSONField(
        default=list,
        help_text="The best-ranked candidates in full: content, scores, reasons, in or out and why.",
    )
    ranking = models.JSONField(
        default=dict,
        blank=True,
        help_text="Every other candidate, compact: {limit, columns, rows} with its id and component scores.",
    )
    episodes = models.JSONField(default=list)
    snippets = models.JSONField(
        default=list,
        blank=True,
        help_text="Past conversation lines considered: message ids, scores, in the prompt or not and why.",
    )
    profile_markdown = models.TextField(blank=True)
    prompt = models.TextField(blank=True, help_text="Exactly what was handed back to the app.")
    timings_ms = models.JSONField(default=dict)
    sources = models.JSONField(
        default=dict,
        blank=True,
        help_text="Where the emotion and the query's meaning came from, and what was fallen back on.",
    )
    memories = models.ManyToManyField(
        MemoryItem, blank=True, related_name="traces", help_text="Injected memories."
    )
    reply = models.TextField(blank=True)
    reply_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        indexes = [
            models.Index(fields=["user", "-created_at"], name="trace_user_created_idx"),
            models.Index(fields=["app", "-created_at"], name="trace_app_created_idx"),
        ]

    def __str__(self) -> str:
        return f"trace {self.pk} ({self.kind})"

    @property
    def fallbacks(self) -> list[str]:
        """What this build did without (a remote query embedding that failed…), in words."""
        return [self.sources["fallback"]] if self.sources.get("fallback") else []

    # What a candidate's score is made of (memories/retrieval.py), and the columns of ``ranking``.
    COMPONENTS = ("vector", "keyword", "strength", "recency", "emotion", "stage")
    RANKING_COLUMNS = ("memory_id", "score", *COMPONENTS, "in_profile")  # in_profile is 0/1

    def all_candidates(self) -> list[TraceCandidate]:
        """Every candidate, best first, as dicts: the detailed ones, then the compact rest (no
        content or reasons: they ranked below every memory that could have been injected)."""
        out: list[TraceCandidate] = list(self.candidates or [])
        ranking = self.ranking or {}
        columns, limit = ranking.get("columns") or [], ranking.get("limit")
        for rank, row in enumerate(ranking.get("rows") or [], start=len(out) + 1):
            values = dict(zip(columns, row, strict=False))
            out.append(
                {
                    "memory_id": values.get("memory_id"),
                    "type": "",
                    "content": "",
                    "score": values.get("score"),
                    "components": {k: values.get(k) for k in self.COMPONENTS},
                    "reasons": [],
                    "included": False,
                    "why": f"below the top {limit} (rank {rank})",
                    "in_profile": bool(values.get("in_profile")),
                }
            )
        return out


class WebhookEventType(models.TextChoices):
    MEMORY_CREATED = "memory.created"
    MEMORY_SUPERSEDED = "memory.superseded"
    MEMORY_ARCHIVED = "memory.archived"
    PROACTIVE_PLANNED = "proactive.planned"
    EXPERIENCE_CREATED = "experience.created"


WEBHOOK_SECRET_PREFIX = "whsec_"


def new_webhook_secret() -> str:
    return WEBHOOK_SECRET_PREFIX + secrets.token_urlsafe(32)


class WebhookEndpoint(models.Model):
    """An app's receiver of signed events. Written only by memories/services/webhooks.py."""

    app = models.ForeignKey(App, on_delete=models.CASCADE, related_name="webhook_endpoints")
    url = models.CharField(max_length=2000)
    # Kept as is: the HMAC needs the secret itself. Shown to the app once, when the endpoint is created.
    secret = models.CharField(max_length=80, editable=False)
    events = ArrayField(models.CharField(max_length=32, choices=WebhookEventType.choices), default=list)
    description = models.CharField(max_length=200, blank=True, default="")
    is_active = models.BooleanField(default=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name = "webhook endpoint"
        # Every emit asks "which active endpoints of this app want this type?"
        indexes = [models.Index(fields=["app"], condition=Q(is_active=True), name="webhook_app_active_idx")]

    def __str__(self) -> str:
        return f"{self.app.name}: {self.url}"


class WebhookEvent(models.Model):
    """The outbox: one row per event, written in the transaction of the change it reports, so a
    rolled-back change never has one and a committed change always has. ``event_id`` is what the
    receiver dedups on (``Memind-Event-Id``)."""

    app = models.ForeignKey(App, on_delete=models.CASCADE, related_name="+")
    # The end user the event is about (erasing them erases their events); none for experiences.
    user = models.ForeignKey(EndUser, null=True, blank=True, on_delete=models.CASCADE, related_name="+")
    event_id = models.UUIDField(default=uuid.uuid4, unique=True, editable=False)
    type = models.CharField(max_length=32, choices=WebhookEventType.choices)
    payload = models.JSONField(default=dict)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = "webhook event"
        indexes = [models.Index(fields=["created_at"], name="webhookevent_created_idx")]

    def __str__(self) -> str:
        return f"{self.type} {self.event_id}"


class WebhookDelivery(models.Model):
    """One event to one endpoint: the delivery log, and the work queue of the delivery job."""

    class Status(models.TextChoices):
        PENDING = "pending"
        DELIVERED = "delivered"
        FAILED = "failed"

    endpoint = models.ForeignKey(WebhookEndpoint, on_delete=models.CASCADE, related_name="deliveries")
    event = models.ForeignKey(WebhookEvent, on_delete=models.CASCADE, related_name="deliveries")
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING)
    attempts = models.PositiveIntegerField(default=0)
    # Pending: when the next attempt is due (moved ahead while an attempt is in flight, so a
    # worker that dies mid-send leaves it to the sweep). NULL once delivered or failed.
    next_attempt_at = models.DateTimeField(null=True, blank=True)
    last_attempt_at = models.DateTimeField(null=True, blank=True)
    last_status_code = models.PositiveIntegerField(null=True, blank=True)
    last_error = models.TextField(blank=True, default="")
    delivered_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name_plural = "webhook deliveries"
        constraints = [
            models.UniqueConstraint(fields=["endpoint", "event"], name="webhookdelivery_endpoint_event_uniq")
        ]
        indexes = [
            # The delivery job's queue: only pending rows, by when they are due.
            models.Index(
                fields=["next_attempt_at"], condition=Q(status="pending"), name="webhookdelivery_due_idx"
            ),
            # An endpoint's delivery log, newest first.
            models.Index(fields=["endpoint", "-id"], name="webhookdelivery_endpoint_idx"),
        ]

    def __str__(self) -> str:
        return f"delivery {self.pk} ({self.status})"


class UsageRecord(models.Model):
    """One LLM or remote-embedding call (or one skipped for the budget): the usage ledger.
    Written only by memories/services/usage.py, from what memind.llm and memind.embedding report."""

    class Outcome(models.TextChoices):
        OK = "ok"
        ERROR = "error"
        SKIPPED_OVER_BUDGET = "skipped_over_budget"

    app = models.ForeignKey(App, null=True, blank=True, on_delete=models.CASCADE, related_name="+")
    # Erasing a user keeps what their calls cost the app, not who they were.
    user = models.ForeignKey(EndUser, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    purpose = models.CharField(
        max_length=32, help_text="extraction, episode_title, phrasing, embedding, query_embedding"
    )
    ref = models.CharField(
        max_length=64,
        blank=True,
        help_text="What it served: extraction_run:<id>, agent_run:<id>, request:<id>…",
    )
    model = models.CharField(max_length=100)
    prompt_tokens = models.PositiveIntegerField(default=0)
    completion_tokens = models.PositiveIntegerField(default=0)
    total_tokens = models.PositiveIntegerField(default=0)
    estimated = models.BooleanField(
        default=False, help_text="The endpoint sent no usage: tokens estimated from the text's length."
    )
    latency_ms = models.PositiveIntegerField(default=0)
    outcome = models.CharField(max_length=24, choices=Outcome.choices, default=Outcome.OK)
    error = models.CharField(max_length=300, blank=True)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        verbose_name = "LLM / embedding call"
        indexes = [
            # The budget check sums one app's tokens since midnight before every LLM call: an
            # index-only range scan with the tokens in the index.
            models.Index(
                fields=["app", "created_at"], include=["total_tokens"], name="usage_app_created_idx"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.purpose} {self.model} ({self.outcome})"
