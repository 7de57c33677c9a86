"""``GET usage/``: the calling app's LLM and embedding calls, tokens and daily budget."""

from __future__ import annotations

import re
from datetime import UTC, date, datetime, timedelta
from typing import Any

from django.conf import settings
from django.utils import timezone
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response

from memind.api import MAX_YEAR, MIN_YEAR, ApiError, AppAPIView, check_query_params, query_datetime
from memories import selectors
from memories.services.usage import day_start


class UsageSumsSerializer(serializers.Serializer[Any]):
    calls = serializers.IntegerField()
    prompt_tokens = serializers.IntegerField()
    completion_tokens = serializers.IntegerField()
    total_tokens = serializers.IntegerField()


class UsageTotalsSerializer(UsageSumsSerializer):
    failed_calls = serializers.IntegerField(help_text="Requests that failed (no tokens counted).")
    skipped_over_budget = serializers.IntegerField(
        help_text="LLM calls not made: the app was past its budget."
    )
    estimated_calls = serializers.IntegerField(
        help_text="Calls whose endpoint sent no usage: tokens estimated."
    )


class UsageDaySerializer(UsageSumsSerializer):
    day = serializers.DateField(help_text="UTC day.")


class UsagePurposeSerializer(UsageSumsSerializer):
    purpose = serializers.CharField()


class UsageModelSerializer(UsageSumsSerializer):
    model = serializers.CharField()


class UsageJobSerializer(UsageSumsSerializer):
    job = serializers.CharField(
        help_text="What the calls served: extraction_run, episodes, messages_embed, agent_run, "
        "proactive_plan…; empty for an API request itself (a reply's query embedding)."
    )


class UsageUserSerializer(UsageSumsSerializer):
    user_id = serializers.CharField(help_text="The app's own user id.")


class UsageBudgetSerializer(serializers.Serializer[Any]):
    daily_tokens = serializers.IntegerField(help_text="0 = unlimited.")
    unlimited = serializers.BooleanField()
    used_today = serializers.IntegerField()
    left_today = serializers.IntegerField(allow_null=True, help_text="null when unlimited.")
    resets_at = serializers.DateTimeField(help_text="Next midnight UTC.")


class UsageReportSerializer(serializers.Serializer[Any]):
    locals()["from"] = serializers.DateTimeField()  # a Python keyword: declared through the namespace
    to = serializers.DateTimeField()
    totals = UsageTotalsSerializer()
    days = UsageDaySerializer(many=True)
    purposes = UsagePurposeSerializer(many=True)
    models = UsageModelSerializer(many=True)
    jobs = UsageJobSerializer(many=True)
    top_users = UsageUserSerializer(many=True)
    budget = UsageBudgetSerializer()


_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def _bound(request: Request, name: str, *, end: bool) -> datetime | None:
    """A date (a whole UTC day: ``to`` includes it) or an ISO 8601 datetime; None when absent."""
    raw = request.query_params.get(name)
    if raw is None:
        return None
    if _DATE.fullmatch(raw.strip()):
        try:
            day = date.fromisoformat(raw.strip())
        except ValueError as exc:
            raise ApiError("invalid", f"{name}: {exc}.", fields={name: [str(exc)]}) from exc
        if not MIN_YEAR <= day.year <= MAX_YEAR:
            problem = f"Year outside {MIN_YEAR}–{MAX_YEAR}."
            raise ApiError("invalid", f"{name}: {problem}", fields={name: [problem]})
        start = datetime.combine(day, datetime.min.time(), tzinfo=UTC)
        return start + timedelta(days=1) if end else start
    return query_datetime(request, name)


class UsageView(AppAPIView):
    @extend_schema(
        parameters=[
            OpenApiParameter(
                "from",
                OpenApiTypes.STR,
                description="A date (UTC day) or ISO 8601 datetime; default: 30 days ago",
            ),
            OpenApiParameter(
                "to", OpenApiTypes.STR, description="A date (included) or ISO 8601 datetime; default: now"
            ),
        ],
        responses=UsageReportSerializer,
        tags=["usage"],
    )
    def get(self, request: Request) -> Response:
        """This app's LLM and embedding calls and tokens: totals, per UTC day, purpose, model and
        kind of job, the top users by tokens, and today's budget with what is left."""
        check_query_params(request, {"from", "to"})
        now = timezone.now()
        since, until = _bound(request, "from", end=False), _bound(request, "to", end=True)
        span = timedelta(days=settings.MEMIND_USAGE_DEFAULT_DAYS)
        until = until or now
        if since is None:
            since = day_start(until) - span + timedelta(days=1)
        if since >= until:
            raise ApiError("invalid", "from must be before to.", fields={"from": ["Must be before to."]})
        if until - since > timedelta(days=settings.MEMIND_USAGE_MAX_DAYS):
            message = f"At most {settings.MEMIND_USAGE_MAX_DAYS} days at once."
            raise ApiError("range_too_wide", message, fields={"from": [message]})
        report = selectors.usage_report(app=self.app, since=since, until=until, now=now)
        return Response(UsageReportSerializer(report).data)
