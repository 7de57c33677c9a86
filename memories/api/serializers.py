"""Request validation and response shapes for the personal-memory API."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.utils import timezone
from rest_framework import serializers

from memind.api import BoundedDateTimeField
from memind.timezones import is_zone
from memories.models import (
    ContextTrace,
    EndUser,
    Episode,
    MemoryEvent,
    MemoryItem,
    MemoryType,
    Message,
    ReviewState,
)


class MessageInSerializer(serializers.Serializer[Any]):
    role = serializers.ChoiceField(choices=Message.Role.choices)
    content = serializers.CharField(max_length=settings.MEMIND_MAX_MESSAGE_CHARS, trim_whitespace=False)
    sent_at = BoundedDateTimeField(required=False)
    session_id = serializers.CharField(max_length=128, required=False, allow_blank=True, default="")
    client_msg_id = serializers.CharField(max_length=128, required=False, allow_blank=True, default="")

    def validate_content(self, value: str) -> str:
        if not value.strip():
            raise serializers.ValidationError("Message content is empty.")
        if "\x00" in value:
            raise serializers.ValidationError("Message content contains a NUL character.")
        return value


class MessageBatchSerializer(serializers.Serializer[Any]):
    messages = serializers.ListField(
        child=MessageInSerializer(), allow_empty=False, max_length=settings.MEMIND_MAX_BATCH_MESSAGES
    )


class IngestResultSerializer(serializers.Serializer[Any]):
    accepted = serializers.IntegerField()
    duplicates = serializers.IntegerField()
    extraction_queued = serializers.BooleanField()


class MessageSerializer(serializers.ModelSerializer[Message]):
    class Meta:
        model = Message
        fields = ["id", "role", "content", "sent_at", "session_id", "client_msg_id", "extraction_run"]


class EndUserSerializer(serializers.ModelSerializer[EndUser]):
    user_id = serializers.CharField(source="external_id", read_only=True)
    stage = serializers.SerializerMethodField()

    class Meta:
        model = EndUser
        fields = [
            "user_id",
            "display_name",
            "timezone",
            "locale",
            "metadata",
            "stage",
            "first_seen_at",
            "last_seen_at",
            "created_at",
        ]
        read_only_fields = ["first_seen_at", "last_seen_at", "created_at"]

    def get_stage(self, obj: EndUser) -> str:
        from memories.stage import relationship_stage

        # A listed user carries its message count (selectors.user_list); one alone is counted here.
        return relationship_stage(user=obj, now=timezone.now(), said=getattr(obj, "said", None))

    def validate_timezone(self, value: str) -> str:
        if not is_zone(value):
            raise serializers.ValidationError(
                f"Unknown time zone {value!r} (use an IANA name such as Asia/Shanghai)."
            )
        return value

    def validate_metadata(self, value: Any) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise serializers.ValidationError("metadata must be a JSON object.")
        return value


class SourceSerializer(serializers.Serializer[Any]):
    id = serializers.IntegerField(source="message.id")
    client_msg_id = serializers.CharField(source="message.client_msg_id")
    sent_at = serializers.DateTimeField(source="message.sent_at")
    role = serializers.CharField(source="message.role")
    content = serializers.CharField(source="message.content")
    extraction_run = serializers.IntegerField(source="extraction_run_id", allow_null=True)


class MemorySerializer(serializers.ModelSerializer[MemoryItem]):
    user = serializers.CharField(source="user.external_id", read_only=True)
    review_state = serializers.ChoiceField(
        choices=[("", "not in the review queue"), *ReviewState.choices],
        read_only=True,
        help_text="pending: in the review queue; approved, corrected or rejected once a person decided.",
    )
    strength = serializers.SerializerMethodField()
    source_count = serializers.IntegerField(read_only=True)

    class Meta:
        model = MemoryItem
        fields = [
            "id",
            "user",
            "type",
            "content",
            "importance",
            "strength",
            "status",
            "status_reason",
            "subject",
            "slot",
            "value",
            "valence",
            "emotion",
            "outcome",
            "event_date",
            "observed_at",
            "mention_count",
            "last_recalled_at",
            "superseded_by",
            "extraction_run",
            "source_count",
            "pinned",
            "review_state",
            "review_reason",
            "held",
            "created_at",
            "updated_at",
        ]
        read_only_fields = fields

    def get_strength(self, obj: MemoryItem) -> float:
        return round(obj.strength_at(timezone.now()), 4)


class MemoryDetailSerializer(MemorySerializer):
    sources = SourceSerializer(source="source_links", many=True, read_only=True)

    class Meta(MemorySerializer.Meta):
        fields = [*MemorySerializer.Meta.fields, "sources"]
        read_only_fields = fields


class _MemoryFieldsMixin(serializers.Serializer[Any]):
    importance = serializers.FloatField(min_value=0.0, max_value=1.0, required=False)
    slot = serializers.CharField(max_length=64, required=False, allow_blank=True)
    value = serializers.CharField(max_length=200, required=False, allow_blank=True)
    valence = serializers.FloatField(min_value=-1.0, max_value=1.0, required=False)
    emotion = serializers.CharField(max_length=32, required=False, allow_blank=True)
    outcome = serializers.ChoiceField(choices=MemoryItem.Outcome.choices, required=False)
    event_date = serializers.DateField(required=False, allow_null=True)


class MemoryCreateSerializer(_MemoryFieldsMixin):
    user = serializers.CharField(max_length=settings.MEMIND_MAX_USER_ID_CHARS)
    type = serializers.ChoiceField(choices=MemoryType.choices)
    content = serializers.CharField(max_length=2000)
    observed_at = BoundedDateTimeField(required=False)
    reason = serializers.CharField(max_length=500, required=False, allow_blank=True, default="")


class MemoryPatchSerializer(_MemoryFieldsMixin):
    type = serializers.ChoiceField(choices=MemoryType.choices, required=False)
    content = serializers.CharField(max_length=2000, required=False)
    reason = serializers.CharField(max_length=500, required=False, allow_blank=True, default="")


class ReasonSerializer(serializers.Serializer[Any]):
    reason = serializers.CharField(max_length=500)


class SupersedeSerializer(ReasonSerializer):
    by = serializers.IntegerField(required=False, min_value=1, max_value=2**63 - 1)
    content = serializers.CharField(max_length=2000, required=False)

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        if ("by" in attrs) == ("content" in attrs):
            raise serializers.ValidationError("Give exactly one of 'by' (a memory id) or 'content'.")
        return attrs


class MemoryEventSerializer(serializers.ModelSerializer[MemoryEvent]):
    class Meta:
        model = MemoryEvent
        fields = ["id", "kind", "actor", "reason", "before", "after", "at"]


class ExtractRequestSerializer(serializers.Serializer[Any]):
    wait = serializers.BooleanField(default=False, help_text="Answer when done, with the run's counts.")


class ExtractionRunCountsSerializer(serializers.Serializer[Any]):
    run_id = serializers.IntegerField()
    status = serializers.CharField(help_text="succeeded or failed")
    messages = serializers.IntegerField()
    stored = serializers.IntegerField()
    merged = serializers.IntegerField()
    superseded = serializers.IntegerField()
    dropped = serializers.IntegerField()
    error = serializers.CharField(allow_blank=True)
    fallback = serializers.CharField(
        allow_blank=True, help_text="over_budget: the app's daily tokens were spent, the rules extracted it."
    )


class ExtractResultSerializer(serializers.Serializer[Any]):
    runs = ExtractionRunCountsSerializer(many=True)
    messages = serializers.IntegerField(help_text="Totals over the runs.")
    stored = serializers.IntegerField()
    merged = serializers.IntegerField()
    superseded = serializers.IntegerField()
    dropped = serializers.IntegerField()
    failed = ExtractionRunCountsSerializer(many=True, help_text="The runs that failed (nothing lost).")


class ExtractQueuedSerializer(serializers.Serializer[Any]):
    queued = serializers.BooleanField()


class ErasedSerializer(serializers.Serializer[Any]):
    erased = serializers.DictField(
        child=serializers.IntegerField(), help_text="Rows deleted by kind: messages, memories, traces…"
    )


class ContextRequestSerializer(serializers.Serializer[Any]):
    message = serializers.CharField(max_length=settings.MEMIND_MAX_MESSAGE_CHARS, allow_blank=True)
    now = BoundedDateTimeField(required=False, help_text="Replay: build the context as of this time.")
    limit = serializers.IntegerField(required=False, min_value=1, max_value=50)
    budget_tokens = serializers.IntegerField(
        required=False,
        min_value=200,
        max_value=settings.MEMIND_CONTEXT_BUDGET_MAX,
        help_text="Tokens the whole prompt block may take (default MEMIND_CONTEXT_TOKEN_BUDGET, 1,500).",
    )


class ContextMemorySerializer(serializers.Serializer[Any]):
    id = serializers.IntegerField(source="memory.pk")
    type = serializers.CharField(source="memory.type")
    content = serializers.CharField(source="memory.content")
    score = serializers.FloatField()
    reasons = serializers.ListField(child=serializers.CharField())


class ContextSnippetSerializer(serializers.Serializer[Any]):
    message_ids = serializers.ListField(
        child=serializers.IntegerField(), help_text="The lines shown, in order."
    )
    hit_ids = serializers.ListField(child=serializers.IntegerField(), help_text="The lines that matched.")
    speaker = serializers.ChoiceField(choices=["user", "assistant", "both"])
    sent_at = BoundedDateTimeField()
    text = serializers.CharField(help_text="Exactly as it stands in the prompt.")
    score = serializers.FloatField()


class EpisodeHitSerializer(serializers.Serializer[Any]):
    id = serializers.IntegerField()
    title = serializers.CharField()
    summary = serializers.CharField(allow_blank=True)
    started_at = serializers.DateTimeField()
    ended_at = serializers.DateTimeField()
    message_ids = serializers.ListField(child=serializers.IntegerField())
    score = serializers.FloatField()
    vector = serializers.FloatField()
    keyword = serializers.FloatField()


class ContextResponseSerializer(serializers.Serializer[Any]):
    trace_id = serializers.IntegerField()
    emotion = serializers.CharField(allow_blank=True)
    stage = serializers.CharField()
    profile_markdown = serializers.CharField()
    memories = ContextMemorySerializer(many=True)
    episodes = EpisodeHitSerializer(many=True)
    snippets = ContextSnippetSerializer(many=True)
    prompt = serializers.CharField()
    fallbacks = serializers.ListField(
        child=serializers.CharField(),
        help_text="What this context was built without, e.g. a remote query embedding that timed out "
        "(then memories and past lines are ranked by keywords). Empty normally.",
    )


class EpisodeSerializer(serializers.ModelSerializer[Episode]):
    # Only with ?q=: how well the episode matched.
    score = serializers.FloatField(required=False)
    vector = serializers.FloatField(required=False)
    keyword = serializers.FloatField(required=False)

    class Meta:
        model = Episode
        fields = [
            "id",
            "title",
            "summary",
            "started_at",
            "ended_at",
            "session_id",
            "message_ids",
            "score",
            "vector",
            "keyword",
        ]


class ProfileItemSerializer(serializers.Serializer[Any]):
    id = serializers.IntegerField()
    type = serializers.CharField()
    content = serializers.CharField()


class ProfileSectionSerializer(serializers.Serializer[Any]):
    key = serializers.CharField(help_text="basic, preferences, recent, relationship, moments, routines")
    title = serializers.CharField()
    items = ProfileItemSerializer(many=True)


class ProfileSerializer(serializers.Serializer[Any]):
    lang = serializers.ChoiceField(choices=["zh", "en"])
    sections = ProfileSectionSerializer(many=True)
    markdown = serializers.CharField(help_text="MEMORY.md, as ?format=md answers it.")


class TraceSerializer(serializers.ModelSerializer[ContextTrace]):
    user = serializers.CharField(source="user.external_id", read_only=True)
    memory_ids = serializers.SerializerMethodField()

    class Meta:
        model = ContextTrace
        fields = [
            "id",
            "user",
            "kind",
            "input",
            "now",
            "emotion",
            "valence",
            "stage",
            "memory_ids",
            "reply",
            "reply_at",
            "created_at",
        ]

    def get_memory_ids(self, obj: ContextTrace) -> list[int]:
        return [m.pk for m in obj.memories.all()]


class TraceDetailSerializer(TraceSerializer):
    candidates = serializers.SerializerMethodField(
        help_text="Every candidate, best first: memory_id, type, content, score, components, reasons, "
        "included, why, in_profile. Candidates ranked below the detailed top have no content or reasons."
    )

    class Meta(TraceSerializer.Meta):
        fields = [
            *TraceSerializer.Meta.fields,
            "candidates",
            "episodes",
            "snippets",
            "profile_markdown",
            "prompt",
            "timings_ms",
        ]

    def get_candidates(self, obj: ContextTrace) -> list[dict[str, Any]]:
        return [dict(c) for c in obj.all_candidates()]


class ReplySerializer(serializers.Serializer[Any]):
    reply = serializers.CharField(max_length=settings.MEMIND_MAX_MESSAGE_CHARS)


class BeliefSerializer(serializers.Serializer[Any]):
    """A memory as it stood at ``as_of`` (``memories.beliefs``)."""

    id = serializers.IntegerField()
    type = serializers.CharField()
    content = serializers.CharField()
    status = serializers.CharField()
    status_reason = serializers.CharField()
    strength = serializers.FloatField(help_text="At as_of.")
    strength_estimated = serializers.BooleanField(
        help_text="Recalled since as_of: strength then is estimated from its last recorded anchor."
    )
    faded = serializers.BooleanField(help_text="Active then, but weaker than the faded line.")
    subject = serializers.CharField()
    slot = serializers.CharField()
    value = serializers.CharField()
    importance = serializers.FloatField()
    outcome = serializers.CharField()
    event_date = serializers.DateField(allow_null=True)
    superseded_by = serializers.IntegerField(allow_null=True)
    pinned = serializers.BooleanField()
    held = serializers.BooleanField()
    review_state = serializers.CharField()
    observed_at = serializers.DateTimeField(help_text="When it was said (true).")
    learned_at = serializers.DateTimeField(help_text="When Memind recorded it.")
    learned_late = serializers.BooleanField(help_text="Recorded more than a day after it was said.")
    changed_since = serializers.BooleanField(help_text="Changed after as_of.")


class UserSearchRequestSerializer(serializers.Serializer[Any]):
    q = serializers.CharField(max_length=16_000, help_text="What to look for (its last 2,000 characters).")
    type = serializers.MultipleChoiceField(
        choices=MemoryType.choices,
        required=False,
        help_text=("Memory types to return; with a type, no messages are returned."),
    )
    limit = serializers.IntegerField(min_value=1, max_value=50, default=10)


class SearchMemorySerializer(ContextMemorySerializer):
    strength = serializers.FloatField(source="memory.strength")
    components = serializers.DictField(child=serializers.FloatField())


class SearchMessageSerializer(serializers.Serializer[Any]):
    id = serializers.IntegerField()
    role = serializers.CharField()
    content = serializers.CharField()
    sent_at = serializers.DateTimeField()
    session_id = serializers.CharField()
    score = serializers.FloatField()
    bm25_rank = serializers.IntegerField(allow_null=True)
    vector_rank = serializers.IntegerField(allow_null=True)


class UserSearchResponseSerializer(serializers.Serializer[Any]):
    memories = SearchMemorySerializer(many=True)
    messages = SearchMessageSerializer(many=True)
    fallbacks = serializers.ListField(child=serializers.CharField())
