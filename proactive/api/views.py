"""Thin views: validate → call a service or selector → serialize."""

from __future__ import annotations

from typing import Any

import django_filters
from django.db.models import QuerySet
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import mixins, status, viewsets
from rest_framework.decorators import action
from rest_framework.request import Request
from rest_framework.response import Response

from memind.api import ID_PATTERN, ApiError, AppAPIView, Pagination, check_query_params, parse_id
from memind.models import App
from memind.schema import CONFLICT
from memories.api.views import get_user_or_404
from proactive import selectors
from proactive.api import serializers as s
from proactive.models import Gap, ProactiveMessage
from proactive.services.messages import MessageStateError, proactive_message_mark
from proactive.services.planner import proactive_plan


class UserProactiveView(AppAPIView):
    @extend_schema(
        request=s.PlanRequestSerializer,
        responses={201: s.PlanResponseSerializer, 200: s.PlanResponseSerializer},
        tags=["proactive"],
    )
    def post(self, request: Request, user_id: str) -> Response:
        """Plan what the bot could say first, now. 201 with the new messages, 200 with none
        (quiet hours, daily cap reached, nothing worth saying)."""
        user = get_user_or_404(self.app, user_id)
        ser = s.PlanRequestSerializer(data=request.data)
        ser.is_valid(raise_exception=True)
        messages = proactive_plan(user=user, now=ser.validated_data.get("now"))
        body = {"messages": s.ProactiveMessageSerializer(messages, many=True).data}
        return Response(body, status=status.HTTP_201_CREATED if messages else status.HTTP_200_OK)


class GapFilter(django_filters.FilterSet):
    status = django_filters.MultipleChoiceFilter(choices=Gap.Status.choices)
    kind = django_filters.CharFilter(max_length=64)

    class Meta:
        model = Gap
        fields: list[str] = []


class UserGapsView(AppAPIView):
    pagination_class = Pagination

    @extend_schema(
        parameters=[
            OpenApiParameter("status", str, many=True, enum=Gap.Status.values),
            OpenApiParameter("kind", str),
        ],
        responses=s.GapSerializer(many=True),
        tags=["proactive"],
    )
    def get(self, request: Request, user_id: str) -> Response:
        """The user's gaps (open, asked, closed, expired), newest first."""
        check_query_params(request, set(GapFilter.base_filters))
        user = get_user_or_404(self.app, user_id)
        filterset = GapFilter(request.query_params, queryset=selectors.gap_list(user=user))
        if not filterset.is_valid():
            raise ApiError("invalid", "Invalid filter value.", fields=filterset.errors)
        return self.paginated(filterset.qs, s.GapSerializer)


class ProactiveMessageFilter(django_filters.FilterSet):
    user = django_filters.CharFilter(field_name="user__external_id", max_length=128)
    reason = django_filters.ChoiceFilter(choices=ProactiveMessage.Reason.choices)
    status = django_filters.ChoiceFilter(choices=ProactiveMessage.Status.choices)

    class Meta:
        model = ProactiveMessage
        fields: list[str] = []


@extend_schema(tags=["proactive"])
class ProactiveMessageViewSet(mixins.ListModelMixin, mixins.RetrieveModelMixin, viewsets.GenericViewSet[Any]):
    """Planned proactive messages; the app marks each one sent or dismissed."""

    lookup_value_regex = ID_PATTERN

    filterset_class = ProactiveMessageFilter
    serializer_class = s.ProactiveMessageSerializer
    queryset = ProactiveMessage.objects.none()  # for the schema; real rows come from the selectors
    lookup_value_regex = "[^/]+"  # let malformed ids reach parse_id and get a clear 400

    @property
    def app(self) -> App:
        assert isinstance(self.request.auth, App)
        return self.request.auth

    def get_queryset(self) -> QuerySet[ProactiveMessage]:
        return selectors.proactive_message_list(app=self.app)

    def get_object(self) -> ProactiveMessage:
        message = selectors.proactive_message_get(app=self.app, pk=parse_id(self.kwargs["pk"]))
        if message is None:
            raise ApiError("not_found", "No such proactive message.", status_code=404)
        return message

    def _mark(self, request: Request, new_status: str) -> Response:
        message = self.get_object()
        ser = s.MarkSerializer(data=request.data)
        ser.is_valid(raise_exception=True)
        try:
            proactive_message_mark(message=message, status=new_status, at=ser.validated_data.get("at"))
        except MessageStateError as exc:
            raise ApiError("invalid_state", str(exc), status_code=409) from exc
        fresh = selectors.proactive_message_get(app=self.app, pk=message.pk)
        return Response(s.ProactiveMessageSerializer(fresh).data)

    @extend_schema(request=s.MarkSerializer, responses={200: s.ProactiveMessageSerializer, 409: CONFLICT})
    @action(detail=True, methods=["post"])
    def sent(self, request: Request, pk: str) -> Response:
        return self._mark(request, ProactiveMessage.Status.SENT)

    @extend_schema(request=s.MarkSerializer, responses={200: s.ProactiveMessageSerializer, 409: CONFLICT})
    @action(detail=True, methods=["post"])
    def dismissed(self, request: Request, pk: str) -> Response:
        return self._mark(request, ProactiveMessage.Status.DISMISSED)

    def retrieve(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        return Response(s.ProactiveMessageSerializer(self.get_object()).data)
