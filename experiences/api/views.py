"""Thin views: validate → call a service or selector → serialize.

Every query is scoped to the calling app (``request.auth``); another app's run or experience
ids answer 404 exactly like ids that don't exist.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.db.models import QuerySet
from django.utils import timezone
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import mixins, serializers, status, viewsets
from rest_framework.decorators import action
from rest_framework.request import Request
from rest_framework.response import Response

from experiences import selectors
from experiences.api import serializers as s
from experiences.api.filters import ExperienceFilter
from experiences.evidence import EvidenceError
from experiences.models import AgentRun, Experience
from experiences.services import experiences as experience_services
from experiences.services.reflect import reflect_app
from experiences.services.runs import (
    RunEventIn,
    RunStateError,
    agent_run_complete,
    agent_run_events_add,
    agent_run_start,
)
from memind.actors import Actor
from memind.api import (
    ID_PATTERN,
    ApiError,
    AppAPIView,
    BoundedDateTimeField,
    Pagination,
    check_query_params,
    parse_id,
)
from memind.models import App
from memind.schema import CONFLICT


def evidence_error(exc: EvidenceError) -> ApiError:
    return ApiError("invalid_evidence", str(exc), fields=exc.fields)


def get_run_or_404(app: App, run_id: str) -> AgentRun:
    run = selectors.run_get(app=app, run_id=run_id)
    if run is None:
        raise ApiError("not_found", f"No run {run_id!r}.", status_code=404)
    return run


class RunListView(AppAPIView):
    pagination_class = Pagination

    @extend_schema(responses=s.RunSerializer(many=True), tags=["agent runs"])
    def get(self, request: Request) -> Response:
        check_query_params(request)
        return self.paginated(selectors.app_runs(app=self.app), s.RunSerializer)

    @extend_schema(
        request=s.RunStartSerializer,
        responses={201: s.RunSerializer, 200: s.RunSerializer},
        tags=["agent runs"],
    )
    def post(self, request: Request) -> Response:
        """Register a run. Posting an existing run_id again returns it (200), so retries are safe."""
        ser = s.RunStartSerializer(data=request.data)
        ser.is_valid(raise_exception=True)
        d = ser.validated_data
        run, created = agent_run_start(
            app=self.app,
            run_id=d["run_id"],
            executor=d["executor"],
            user_ref=d["user_id"],
            session_id=d["session_id"],
            user_message=d["user_message"],
            started_at=d.get("started_at"),
        )
        return Response(
            s.RunSerializer(run).data, status=status.HTTP_201_CREATED if created else status.HTTP_200_OK
        )


class RunDetailView(AppAPIView):
    @extend_schema(responses=s.RunDetailSerializer, tags=["agent runs"])
    def get(self, request: Request, run_id: str) -> Response:
        check_query_params(request)
        return Response(s.RunDetailSerializer(get_run_or_404(self.app, run_id)).data)


class RunEventsView(AppAPIView):
    @extend_schema(
        request=s.RunEventBatchSerializer,
        responses={201: s.RunEventsResultSerializer, 409: CONFLICT},
        tags=["agent runs"],
    )
    def post(self, request: Request, run_id: str) -> Response:
        """Append events (``{"events":[…]}`` or one event object); idempotent on event_id."""
        run = get_run_or_404(self.app, run_id)
        data = request.data
        if isinstance(data, dict) and "events" not in data and "event_id" in data:
            data = {"events": [data]}  # a single event, as streaming executors send them
        ser = s.RunEventBatchSerializer(data=data)
        ser.is_valid(raise_exception=True)
        now = timezone.now()
        events = [
            RunEventIn(
                event_id=e["event_id"],
                type=e["type"],
                payload=e["payload"],
                timestamp=e.get("timestamp") or now,
            )
            for e in ser.validated_data["events"]
        ]
        try:
            accepted, duplicates = agent_run_events_add(run=run, events=events)
        except RunStateError as exc:
            raise ApiError("run_finished", str(exc), status_code=409) from exc
        return Response({"accepted": accepted, "duplicates": duplicates}, status=status.HTTP_201_CREATED)


class RunCompleteView(AppAPIView):
    @extend_schema(
        request=s.RunCompleteSerializer,
        responses={200: s.RunCompletedSerializer, 409: CONFLICT},
        tags=["agent runs"],
    )
    def post(self, request: Request, run_id: str) -> Response:
        """Finish the run; the Experience Extractor derives its task_outcome in the background."""
        run = get_run_or_404(self.app, run_id)
        ser = s.RunCompleteSerializer(data=request.data)
        ser.is_valid(raise_exception=True)
        d = ser.validated_data
        try:
            run, queued = agent_run_complete(
                run=run, status=d["status"], summary=d["summary"], finished_at=d.get("finished_at")
            )
        except RunStateError as exc:
            raise ApiError("invalid_state", str(exc), status_code=409) from exc
        return Response({**s.RunSerializer(run).data, "extraction_queued": queued})


@extend_schema(tags=["experiences"])
class ExperienceViewSet(
    mixins.ListModelMixin, mixins.RetrieveModelMixin, mixins.CreateModelMixin, viewsets.GenericViewSet[Any]
):
    """Experiences of the calling app. Task outcomes come from runs; manual lessons are POSTed."""

    lookup_value_regex = ID_PATTERN

    filterset_class = ExperienceFilter
    serializer_class = s.ExperienceSerializer
    queryset = Experience.objects.none()  # for the schema; real rows come from the selectors
    lookup_value_regex = "[^/]+"  # malformed ids reach parse_id and get a clear 400

    @property
    def app(self) -> App:
        assert isinstance(self.request.auth, App)
        return self.request.auth

    def get_queryset(self) -> QuerySet[Experience]:
        return selectors.experience_list(app=self.app)

    def get_object(self) -> Experience:
        experience = selectors.experience_get(app=self.app, pk=parse_id(self.kwargs["pk"]))
        if experience is None:
            raise ApiError("not_found", "No such experience.", status_code=404)
        return experience

    def _links(self, data: dict[str, Any]) -> dict[str, Any]:
        """parent_experience_id / supersedes_id → experiences of this app (others: 400, never linked)."""
        for key in ("parent_experience", "supersedes"):
            if f"{key}_id" in data:
                pk = data.pop(f"{key}_id")
                other = selectors.experience_get(app=self.app, pk=pk) if pk is not None else None
                if pk is not None and other is None:
                    raise ApiError(
                        "invalid", f"Unknown {key}_id.", fields={f"{key}_id": ["No such experience."]}
                    )
                data[key] = other
        return data

    def _write(self, call: Callable[[], Experience]) -> Experience:
        try:
            return call()
        except EvidenceError as exc:
            raise evidence_error(exc) from exc
        except experience_services.ExperienceStateError as exc:
            raise ApiError("invalid_state", str(exc), status_code=409) from exc

    @extend_schema(
        request=s.ExperienceCreateSerializer, responses={201: s.ExperienceSerializer, 409: CONFLICT}
    )
    def create(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        ser = s.ExperienceCreateSerializer(data=request.data)
        ser.is_valid(raise_exception=True)
        data = self._links(dict(ser.validated_data))
        experience = self._write(
            lambda: experience_services.experience_create(app=self.app, actor=Actor.app(self.app), **data)
        )
        return Response(s.ExperienceSerializer(experience).data, status=status.HTTP_201_CREATED)

    @extend_schema(
        request=s.ExperiencePatchSerializer, responses={200: s.ExperienceSerializer, 409: CONFLICT}
    )
    def partial_update(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        experience = self.get_object()
        ser = s.ExperiencePatchSerializer(data=request.data, partial=True)
        ser.is_valid(raise_exception=True)
        data = self._links(dict(ser.validated_data))
        reason = data.pop("reason", "")
        new_status = request.data.get("status") if isinstance(request.data, dict) else None
        if new_status is not None:
            # Status goes through the archive/restore/delete service so it is recorded as such.
            if new_status not in Experience.Status.values:
                raise ApiError(
                    "invalid", "Unknown status.", fields={"status": [f"One of {Experience.Status.values}."]}
                )
            if new_status != experience.status:
                actor = Actor.app(self.app)
                experience = self._write(
                    lambda: experience_services.experience_set_status(
                        experience=experience, status=new_status, actor=actor, reason=reason
                    )
                )
        elif not data:
            raise ApiError("invalid", "Nothing to change.")
        if data:
            experience = self._write(
                lambda: experience_services.experience_update(
                    experience=experience, data=data, actor=Actor.app(self.app), reason=reason
                )
            )
        return Response(s.ExperienceSerializer(selectors.experience_get(app=self.app, pk=experience.pk)).data)

    @extend_schema(
        parameters=[
            OpenApiParameter("q", str, description="What the agent is about to do / the problem."),
            OpenApiParameter("components", str, description="Comma-separated: goosed,docker,postgres"),
            OpenApiParameter("limit", int),
            OpenApiParameter(
                "source_ids", str, description="Comma-separated evidence ids the caller already has"
            ),
        ],
        responses=s.SearchResponseSerializer,
    )
    @action(detail=False, methods=["get"], filterset_class=None, pagination_class=None)
    def search(self, request: Request) -> Response:
        """Ranked active experiences plus the prompt injection block; each hit counts as recalled."""
        check_query_params(request, {"q", "components", "limit", "source_ids"})
        q = request.query_params.get("q", "").strip()
        components = [c for c in request.query_params.get("components", "").split(",") if c.strip()]
        if not q and not components:
            raise ApiError(
                "invalid", "Give q and/or components.", fields={"q": ["Required without components."]}
            )
        if len(q) > 2000:
            raise ApiError("invalid", "q is too long.", fields={"q": ["At most 2000 characters."]})
        try:
            limit = int(request.query_params.get("limit", "5"))
        except ValueError as exc:
            raise ApiError("invalid", "limit must be a number.", fields={"limit": ["Not a number."]}) from exc
        raw_ids = request.query_params.get("source_ids")
        source_ids = [x for x in raw_ids.split(",") if x] if raw_ids is not None else None
        hits = selectors.experience_search(
            app=self.app, query=q, components=components, limit=limit, source_ids=source_ids
        )
        experience_services.experiences_recalled(experiences=[h.experience for h in hits], query=q)
        results = []
        for h in hits:
            row: dict[str, Any] = {
                "experience": s.ExperienceSerializer(h.experience).data,
                "score": round(h.score, 4),
                "scores": h.scores(),
                "matched_components": h.matched_components,
            }
            if source_ids is not None:
                row["checklist_coverage"] = h.checklist_coverage
            results.append(row)
        return Response(
            {
                "query": q,
                "components": components,
                "results": results,
                "injection": selectors.injection_format(hits),
            }
        )

    @extend_schema(request=None, responses=s.ReflectResultSerializer)
    @action(detail=False, methods=["post"], filterset_class=None, pagination_class=None)
    def reflect(self, request: Request) -> Response:
        """Run reflect now for this app: similar task outcomes → execution patterns."""
        check_query_params(request)
        return Response(reflect_app(app=self.app, actor=Actor.app(self.app)).as_dict())


class MetricsView(AppAPIView):
    @extend_schema(
        parameters=[
            OpenApiParameter("event", str, description="Comma-separated event names"),
            OpenApiParameter("since", OpenApiTypes.DATETIME, description="ISO 8601"),
            OpenApiParameter("until", OpenApiTypes.DATETIME, description="ISO 8601"),
        ],
        responses=s.MetricsResponseSerializer,
        tags=["metrics"],
    )
    def get(self, request: Request) -> Response:
        """Product event counts by event and UTC day."""
        check_query_params(request, {"event", "since", "until"})
        bounds = {}
        for key in ("since", "until"):
            if key in request.query_params:
                try:
                    bounds[key] = BoundedDateTimeField().to_internal_value(request.query_params[key])
                except serializers.ValidationError as exc:
                    raise ApiError(
                        "invalid", f"{key} is not an ISO 8601 time.", fields={key: exc.detail}
                    ) from exc
        names = [n for n in request.query_params.get("event", "").split(",") if n]
        rows = selectors.metrics_counts(app=self.app, names=names or None, **bounds)
        totals: dict[str, int] = {}
        for r in rows:
            totals[r["event"]] = totals.get(r["event"], 0) + r["count"]
        return Response({"results": rows, "totals": totals})
