"""Request validation and response shapes for the proactive API."""

from __future__ import annotations

from typing import Any

from rest_framework import serializers

from memind.api import BoundedDateTimeField
from memories.models import MemoryItem
from proactive.models import Gap, ProactiveMessage


class PlanRequestSerializer(serializers.Serializer[Any]):
    now = BoundedDateTimeField(
        required=False, help_text="Replay: plan as of this time (ISO 8601). Default: the server's now."
    )


class ProactiveMessageSerializer(serializers.ModelSerializer[ProactiveMessage]):
    user = serializers.CharField(source="user.external_id", read_only=True)
    memory_ids = serializers.SerializerMethodField()
    trace_id = serializers.IntegerField(read_only=True)
    gap_id = serializers.IntegerField(read_only=True, allow_null=True)

    class Meta:
        model = ProactiveMessage
        fields = [
            "id",
            "user",
            "text",
            "reason",
            "lang",
            "memory_ids",
            "trace_id",
            "gap_id",
            "status",
            "planned_for",
            "status_changed_at",
            "created_at",
        ]
        read_only_fields = fields

    def get_memory_ids(self, obj: ProactiveMessage) -> list[int]:
        return sorted(m.pk for m in obj.memories.all())


class PlanResponseSerializer(serializers.Serializer[Any]):
    messages = ProactiveMessageSerializer(many=True)


class MarkSerializer(serializers.Serializer[Any]):
    at = BoundedDateTimeField(required=False, help_text="When it was sent or dismissed. Default: now.")


class GapSerializer(serializers.ModelSerializer[Gap]):
    memory_id = serializers.IntegerField(read_only=True)
    outcome = serializers.ChoiceField(
        choices=MemoryItem.Outcome.choices, allow_blank=True, read_only=True, help_text="Empty until closed."
    )
    memory_content = serializers.CharField(source="memory.content", read_only=True)
    closing_memory_id = serializers.IntegerField(read_only=True, allow_null=True)
    closing_message_id = serializers.IntegerField(read_only=True, allow_null=True)

    class Meta:
        model = Gap
        fields = [
            "id",
            "memory_id",
            "memory_content",
            "kind",
            "due_date",
            "status",
            "outcome",
            "note",
            "opened_at",
            "asked_at",
            "closed_at",
            "closing_memory_id",
            "closing_message_id",
        ]
        read_only_fields = fields
