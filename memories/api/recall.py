"""Recall endpoints: context for a reply, the MEMORY.md profile, episodes, and traces."""

from __future__ import annotations

from typing import Any

import django_filters
from django.db.models import Q, QuerySet
from django.utils import timezone
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import mixins, renderers, status, viewsets
from rest_framework.decorators import action
from rest_framework.request import Request
from rest_framework.response import Response

from memind.api import (
    ID_PATTERN,
    ApiError,
    AppAPIView,
    BoundedDateTimeFilter,
    Pagination,
    check_query_params,
    parse_id,
    query_datetime,
)
from memind.models import App
from memories import selectors
from memories.api import serializers as s
from memories.api.views import get_user_or_404
from memories.beliefs import beliefs_at, believed_active
from memories.models import ContextTrace
from memories.profile import profile_build
from memories.retrieval import episode_search
from memories.services.context import UserErased, context_build
from memories.services.traces import trace_reply


class MarkdownRenderer(renderers.BaseRenderer):
    media_type = "text/markdown"
    format = "md"
    charset = "utf-8"

    def render(
        self, data: Any, accepted_media_type: str | None = None, renderer_context: Any = None
    ) -> bytes:
        if isinstance(data, dict) and "markdown" in data:
            return str(data["markdown"]).encode()
        return bytes(renderers.JSONRenderer().render(data))


class UserContextView(AppAPIView):
    @extend_schema(
        request=s.ContextRequestSerializer,
        responses=s.ContextResponseSerializer,
        tags=["recall"],
    )
    def post(self, request: Request, user_id: str) -> Response:
        """The context to put into the prompt for a reply to ``message``, with a trace explaining it."""
        user = get_user_or_404(self.app, user_id)
        ser = s.ContextRequestSerializer(data=request.data)
        ser.is_valid(raise_exception=True)
        data = ser.validated_data
        try:  # the trace is stored before the answer leaves: its id always exists
            ctx = context_build(
                user=user,
                message=data["message"],
                now=data.get("now"),
                limit=data.get("limit"),
                budget_tokens=data.get("budget_tokens"),
            )
        except UserErased as exc:
            raise ApiError(
                "not_found", f"No user {user_id!r}: erased while the context was built.", status_code=404
            ) from exc
        return Response(
            {
                "trace_id": ctx.trace.pk,
                "emotion": ctx.trace.emotion,
                "stage": ctx.trace.stage,
                "profile_markdown": ctx.trace.profile_markdown,
                "memories": s.ContextMemorySerializer(ctx.memories, many=True).data,
                "episodes": ctx.episodes,
                "snippets": ctx.snippets,
                "prompt": ctx.trace.prompt,
                "fallbacks": ctx.trace.fallbacks,
            }
        )


class UserSearchView(AppAPIView):
    @extend_schema(
        parameters=[s.UserSearchRequestSerializer], responses=s.UserSearchResponseSerializer, tags=["recall"]
    )
    def get(self, request: Request, user_id: str) -> Response:
        """Memories and past messages ranked for ``q`` with the same retrieval as ``context``, but
        read-only: no trace is written and nothing is reinforced (a search is not a recall)."""
        check_query_params(request, {"q", "type", "limit"})
        user = get_user_or_404(self.app, user_id)
        ser = s.UserSearchRequestSerializer(
            data={
                "q": request.query_params.get("q", ""),
                "limit": request.query_params.get("limit", 10),
                **({"type": request.query_params.getlist("type")} if "type" in request.query_params else {}),
            }
        )
        ser.is_valid(raise_exception=True)
        data = ser.validated_data
        found = selectors.user_search(
            user=user, query=data["q"], types=sorted(data.get("type", [])), limit=data["limit"]
        )
        messages = [
            {
                "id": m.pk,
                "role": m.role,
                "content": m.content,
                "sent_at": m.sent_at,
                "session_id": m.session_id,
                "score": round(h.score, 4),
                "bm25_rank": h.bm25_rank,
                "vector_rank": h.vector_rank,
            }
            for h, m in found.messages
        ]
        return Response(
            {
                "memories": s.SearchMemorySerializer(found.memories, many=True).data,
                "messages": s.SearchMessageSerializer(messages, many=True).data,
                "fallbacks": [found.fallback] if found.fallback else [],
            }
        )


class UserProfileView(AppAPIView):
    renderer_classes = [renderers.JSONRenderer, MarkdownRenderer]

    def handle_exception(self, exc: Exception) -> Response:
        # Errors are JSON whatever was asked for (?format=md, Accept: text/markdown).
        response = super().handle_exception(exc)
        self.request.accepted_renderer = renderers.JSONRenderer()
        self.request.accepted_media_type = renderers.JSONRenderer.media_type
        return response

    @extend_schema(
        parameters=[
            OpenApiParameter("format", str, enum=["json", "md"]),
            OpenApiParameter("lang", str, enum=["zh", "en"], description="Default: the user's."),
            OpenApiParameter("as_of", OpenApiTypes.DATETIME, description="What was believed then."),
            OpenApiParameter("now", OpenApiTypes.DATETIME, description="Strengths as of this time."),
        ],
        responses={(200, "application/json"): s.ProfileSerializer, (200, "text/markdown"): str},
        tags=["recall"],
    )
    def get(self, request: Request, user_id: str) -> Response:
        """MEMORY.md as JSON sections; ``?format=md`` gives text/markdown. ``as_of``: the profile as
        it stood at that moment (what Memind believed then); ``now``: strengths computed then."""
        check_query_params(request, {"lang", "now", "as_of"})
        user = get_user_or_404(self.app, user_id)
        lang = request.query_params.get("lang")
        if lang not in (None, "zh", "en"):
            raise ApiError("invalid", "lang must be 'zh' or 'en'.", fields={"lang": ["Use zh or en."]})
        as_of = query_datetime(request, "as_of")
        now = as_of or query_datetime(request, "now") or timezone.now()
        # as_of: what was believed then (the history rolled back); now: today's memories seen then.
        memories = believed_active(beliefs_at(user=user, at=as_of)) if as_of is not None else None
        profile = profile_build(user=user, now=now, lang=lang, memories=memories)
        return Response({"lang": profile.lang, "sections": profile.sections, "markdown": profile.markdown})


class UserEpisodesView(AppAPIView):
    pagination_class = Pagination

    @extend_schema(
        parameters=[OpenApiParameter("q", str, description="Search: the best ten, with their scores.")],
        responses=s.EpisodeSerializer(many=True),
        tags=["recall"],
    )
    def get(self, request: Request, user_id: str) -> Response:
        check_query_params(request, {"q"})
        user = get_user_or_404(self.app, user_id)
        q = request.query_params.get("q", "").strip()
        if q:
            hits = episode_search(user=user, query=q, limit=10)
            results = [{**s.EpisodeSerializer(h.episode).data, **h.scores()} for h in hits]
            return Response({"count": len(hits), "next": None, "results": results})
        return self.paginated(selectors.episode_list(user=user), s.EpisodeSerializer)


class TraceFilter(django_filters.FilterSet):
    user = django_filters.CharFilter(field_name="user__external_id", max_length=128)
    kind = django_filters.ChoiceFilter(choices=ContextTrace.Kind.choices)
    q = django_filters.CharFilter(
        method="search", max_length=200, help_text="Text in the reply or the input."
    )
    created_after = BoundedDateTimeFilter(field_name="created_at", lookup_expr="gte")
    created_before = BoundedDateTimeFilter(field_name="created_at", lookup_expr="lt")

    class Meta:
        model = ContextTrace
        fields: list[str] = []

    def search(self, qs: QuerySet[ContextTrace], name: str, value: str) -> QuerySet[ContextTrace]:
        return qs.filter(Q(reply__icontains=value) | Q(input__icontains=value))


@extend_schema(tags=["traces"])
class TraceViewSet(mixins.ListModelMixin, mixins.RetrieveModelMixin, viewsets.GenericViewSet[Any]):
    """ "Why did it say that": every context build and proactive plan, with what went into it."""

    lookup_value_regex = ID_PATTERN

    filterset_class = TraceFilter
    serializer_class = s.TraceSerializer
    queryset = ContextTrace.objects.none()
    lookup_value_regex = "[^/]+"

    @property
    def app(self) -> App:
        assert isinstance(self.request.auth, App)
        return self.request.auth

    def get_queryset(self) -> QuerySet[ContextTrace]:
        return selectors.trace_list(app=self.app)

    def get_object(self) -> ContextTrace:
        trace = selectors.trace_list(app=self.app).filter(pk=parse_id(self.kwargs["pk"])).first()
        if trace is None:
            raise ApiError("not_found", "No such trace.", status_code=404)
        return trace

    @extend_schema(responses=s.TraceDetailSerializer)
    def retrieve(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        return Response(s.TraceDetailSerializer(self.get_object()).data)

    @extend_schema(request=s.ReplySerializer, responses=s.TraceDetailSerializer)
    @action(detail=True, methods=["post"])
    def reply(self, request: Request, pk: str) -> Response:
        """Attach the reply the app finally sent, so support can find the trace by its text."""
        trace = self.get_object()
        ser = s.ReplySerializer(data=request.data)
        ser.is_valid(raise_exception=True)
        trace = trace_reply(trace=trace, reply=ser.validated_data["reply"])
        return Response(s.TraceDetailSerializer(trace).data, status=status.HTTP_200_OK)
