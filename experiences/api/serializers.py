"""Request validation and response shapes for the agent-experience API.

Evidence is checked by ``experiences.evidence.evidence_validate`` (in the services), not here,
so the API, admin and background writers share one contract and one set of field paths.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from rest_framework import serializers

from experiences.models import AgentRun, AgentRunEvent, Experience
from memind.api import BoundedDateTimeField


def _json_object(value: Any, name: str) -> Any:
    if value is not None and not isinstance(value, dict):
        raise serializers.ValidationError(f"{name} must be an object.")
    return value


class RunStartSerializer(serializers.Serializer[Any]):
    run_id = serializers.RegexField(r"^[\w.:@/-]+$", max_length=128)
    executor = serializers.RegexField(
        r"^[\w.-]+$", max_length=64, help_text="goose, openhands, aider, browser…"
    )
    user_id = serializers.CharField(max_length=settings.MEMIND_MAX_USER_ID_CHARS, required=False, default="")
    session_id = serializers.CharField(max_length=128, required=False, allow_blank=True, default="")
    user_message = serializers.CharField(
        max_length=settings.MEMIND_MAX_MESSAGE_CHARS, required=False, allow_blank=True, default=""
    )
    started_at = BoundedDateTimeField(required=False)


class RunEventInSerializer(serializers.Serializer[Any]):
    event_id = serializers.CharField(max_length=128)
    type = serializers.RegexField(r"^[\w.:-]+$", max_length=64)
    payload = serializers.JSONField(required=False, default=dict)
    timestamp = BoundedDateTimeField(required=False)

    def validate_payload(self, value: Any) -> Any:
        if not isinstance(value, dict):
            raise serializers.ValidationError("payload must be an object.")
        return value


class RunEventBatchSerializer(serializers.Serializer[Any]):
    events = serializers.ListField(
        child=RunEventInSerializer(), allow_empty=False, max_length=settings.MEMIND_MAX_RUN_EVENTS
    )


class RunCompleteSerializer(serializers.Serializer[Any]):
    status = serializers.ChoiceField(choices=[AgentRun.Status.COMPLETED, AgentRun.Status.FAILED])
    summary = serializers.CharField(
        max_length=settings.MEMIND_MAX_MESSAGE_CHARS, required=False, allow_blank=True, default=""
    )
    finished_at = BoundedDateTimeField(required=False)


class RunEventSerializer(serializers.ModelSerializer[AgentRunEvent]):
    class Meta:
        model = AgentRunEvent
        fields = ["event_id", "type", "payload", "timestamp"]


# Response-side enums are plain strings: the same choice set in several schema components
# collides in drf-spectacular's enum naming (the OpenAPI test fails on warnings) until
# ENUM_NAME_OVERRIDES in settings names them. Request-side fields keep their enums.
class RunSerializer(serializers.ModelSerializer[AgentRun]):
    user_id = serializers.CharField(source="user_ref")
    status = serializers.CharField(read_only=True, help_text="running, completed or failed")
    event_count = serializers.SerializerMethodField()
    experience_id = serializers.SerializerMethodField()

    class Meta:
        model = AgentRun
        fields = [
            "run_id",
            "executor",
            "user_id",
            "session_id",
            "user_message",
            "summary",
            "status",
            "started_at",
            "finished_at",
            "event_count",
            "experience_id",
        ]

    # Runs read through selectors carry these as annotations; a fresh run (just created or
    # completed) is counted directly.
    def get_event_count(self, obj: AgentRun) -> int:
        n = getattr(obj, "n_events", None)
        return int(n) if n is not None else obj.events.count()

    def get_experience_id(self, obj: AgentRun) -> int | None:
        if hasattr(obj, "outcome_id"):
            return obj.outcome_id  # type: ignore[no-any-return]
        e = obj.experiences.filter(kind=Experience.Kind.TASK_OUTCOME).only("id").first()
        return e.pk if e else None


class RunCompletedSerializer(RunSerializer):
    extraction_queued = serializers.BooleanField(help_text="The run's task_outcome is being derived.")

    class Meta(RunSerializer.Meta):
        fields = [*RunSerializer.Meta.fields, "extraction_queued"]


class RunEventsResultSerializer(serializers.Serializer[Any]):
    accepted = serializers.IntegerField()
    duplicates = serializers.IntegerField(help_text="Events whose event_id the run already had.")


class RunDetailSerializer(RunSerializer):
    events = RunEventSerializer(many=True, read_only=True)

    class Meta(RunSerializer.Meta):
        fields = [*RunSerializer.Meta.fields, "events"]


class ExperienceSerializer(serializers.ModelSerializer[Experience]):
    kind = serializers.CharField(
        read_only=True, help_text="lesson, task_outcome, execution_pattern, skill_candidate"
    )
    confidence = serializers.FloatField(allow_null=True)
    source_run_id = serializers.SerializerMethodField()
    parent_experience_id = serializers.IntegerField(allow_null=True)
    supersedes_id = serializers.IntegerField(allow_null=True)

    class Meta:
        model = Experience
        fields = [
            "id",
            "kind",
            "scope",
            "title",
            "body",
            "tags",
            "problem",
            "environment",
            "hypothesis",
            "action",
            "result",
            "confidence",
            "evidence",
            "parent_experience_id",
            "supersedes_id",
            "status",
            "status_reason",
            "source_run_id",
            "source_session_id",
            "source_user_id",
            "use_count",
            "last_recalled_at",
            "created_at",
            "updated_at",
        ]

    def get_source_run_id(self, obj: Experience) -> str | None:
        return obj.source_run.run_id if obj.source_run is not None else None


class _ExperienceWrite(serializers.Serializer[Any]):
    scope = serializers.CharField(max_length=64, required=False)
    title = serializers.CharField(max_length=200)
    body = serializers.CharField(max_length=20_000, required=False, allow_blank=True)
    tags = serializers.ListField(child=serializers.CharField(max_length=64), max_length=50, required=False)
    problem = serializers.CharField(max_length=512, required=False, allow_blank=True)
    environment = serializers.JSONField(required=False, allow_null=True)
    hypothesis = serializers.CharField(max_length=512, required=False, allow_null=True, allow_blank=True)
    action = serializers.JSONField(required=False, allow_null=True)
    result = serializers.ChoiceField(choices=Experience.Result.choices, required=False, allow_null=True)
    confidence = serializers.DecimalField(
        max_digits=4, decimal_places=3, min_value=0, max_value=1, required=False, allow_null=True
    )
    # Typed in experiences.evidence; checked by the service so field paths read evidence.…
    evidence = serializers.JSONField(required=False, allow_null=True)
    parent_experience_id = serializers.IntegerField(required=False, allow_null=True, min_value=1)
    supersedes_id = serializers.IntegerField(required=False, allow_null=True, min_value=1)

    def validate_environment(self, value: Any) -> Any:
        value = _json_object(value, "environment")
        if value is not None:
            for key in ("components",):
                if key in value and not (
                    isinstance(value[key], list) and all(isinstance(c, str) for c in value[key])
                ):
                    raise serializers.ValidationError("components must be a list of strings.")
            if "versions" in value and not isinstance(value["versions"], dict):
                raise serializers.ValidationError("versions must be an object.")
        return value

    def validate_action(self, value: Any) -> Any:
        value = _json_object(value, "action")
        if value is not None:
            for key in ("steps", "artifacts"):
                if key in value and not isinstance(value[key], list):
                    raise serializers.ValidationError(f"{key} must be a list.")
        return value

    def validate_hypothesis(self, value: str | None) -> str | None:
        return value or None  # "" and null mean the same: no hypothesis


class ExperienceCreateSerializer(_ExperienceWrite):
    kind = serializers.ChoiceField(choices=Experience.Kind.choices, default=Experience.Kind.LESSON)


class ExperiencePatchSerializer(_ExperienceWrite):
    title = serializers.CharField(max_length=200, required=False)
    reason = serializers.CharField(max_length=500, required=False, allow_blank=True, default="")


class SearchHitSerializer(serializers.Serializer[Any]):
    experience = ExperienceSerializer()
    score = serializers.FloatField()
    scores = serializers.DictField(child=serializers.FloatField())
    matched_components = serializers.ListField(child=serializers.CharField())
    checklist_coverage = serializers.FloatField(allow_null=True, required=False)


class SearchResponseSerializer(serializers.Serializer[Any]):
    query = serializers.CharField()
    components = serializers.ListField(child=serializers.CharField())
    results = SearchHitSerializer(many=True)
    injection = serializers.CharField()


class ReflectResultSerializer(serializers.Serializer[Any]):
    groups = serializers.IntegerField(help_text="Groups of similar task outcomes.")
    created = serializers.ListField(child=serializers.IntegerField(), help_text="New execution patterns.")
    updated = serializers.ListField(
        child=serializers.IntegerField(), help_text="New patterns that superseded an older one."
    )
    unchanged = serializers.ListField(child=serializers.IntegerField())


class MetricsRowSerializer(serializers.Serializer[Any]):
    event = serializers.CharField()
    day = serializers.DateField(help_text="UTC day.")
    count = serializers.IntegerField()


class MetricsResponseSerializer(serializers.Serializer[Any]):
    results = MetricsRowSerializer(many=True)
    totals = serializers.DictField(child=serializers.IntegerField(), help_text="Per event, over the days.")
