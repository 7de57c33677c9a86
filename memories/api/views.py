"""Thin views: validate → call a service or selector → serialize."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.db.models import QuerySet
from django.utils import timezone
from drf_spectacular.utils import PolymorphicProxySerializer, extend_schema
from rest_framework import mixins, status, viewsets
from rest_framework.decorators import action
from rest_framework.request import Request
from rest_framework.response import Response

from memind.actors import Actor
from memind.api import ApiError, AppAPIView, Pagination, check_query_params, parse_id
from memind.jobs import enqueue
from memind.models import App
from memind.schema import CONFLICT
from memories import selectors
from memories.api import serializers as s
from memories.api.filters import MemoryFilter
from memories.beliefs import Belief, beliefs_at
from memories.models import EndUser, MemoryItem
from memories.services import memories as memory_services
from memories.services import tenants
from memories.services.extraction import extraction_until_done
from memories.services.messages import MessageIn, messages_ingest


def check_user_id(user_id: str) -> str:
    if not user_id or len(user_id) > settings.MEMIND_MAX_USER_ID_CHARS:
        raise ApiError(
            "invalid_user_id", f"user_id must be 1–{settings.MEMIND_MAX_USER_ID_CHARS} characters."
        )
    return user_id


def get_user_or_404(app: App, user_id: str) -> EndUser:
    user = selectors.user_get(app=app, external_id=check_user_id(user_id))
    if user is None:
        raise ApiError("not_found", f"No user {user_id!r}.", status_code=404)
    return user


class UserListView(AppAPIView):
    pagination_class = Pagination

    @extend_schema(responses=s.EndUserSerializer(many=True), tags=["users"])
    def get(self, request: Request) -> Response:
        check_query_params(request)
        return self.paginated(selectors.user_list(app=self.app), s.EndUserSerializer)


class UserDetailView(AppAPIView):
    @extend_schema(responses=s.EndUserSerializer, tags=["users"])
    def get(self, request: Request, user_id: str) -> Response:
        return Response(s.EndUserSerializer(get_user_or_404(self.app, user_id)).data)

    @extend_schema(request=s.EndUserSerializer, responses=s.EndUserSerializer, tags=["users"])
    def patch(self, request: Request, user_id: str) -> Response:
        check_user_id(user_id)
        ser = s.EndUserSerializer(data=request.data, partial=True)
        ser.is_valid(raise_exception=True)
        user = tenants.user_update(app=self.app, external_id=user_id, data=dict(ser.validated_data))
        return Response(s.EndUserSerializer(user).data)

    @extend_schema(responses={200: s.ErasedSerializer}, tags=["users"])
    def delete(self, request: Request, user_id: str) -> Response:
        counts = tenants.user_erase(user=get_user_or_404(self.app, user_id))
        return Response({"erased": counts})


class UserExtractView(AppAPIView):
    @extend_schema(
        request=s.ExtractRequestSerializer,
        responses={200: s.ExtractResultSerializer, 202: s.ExtractQueuedSerializer},
        tags=["messages"],
    )
    def post(self, request: Request, user_id: str) -> Response:
        """Run pending extraction + consolidation now, even under a full batch.

        ``wait`` (default): returns when every message sent before the call is extracted —
        including batches a worker already runs — and the episodes are built."""
        user = get_user_or_404(self.app, user_id)
        ser = s.ExtractRequestSerializer(data=request.data)
        ser.is_valid(raise_exception=True)
        if not ser.validated_data["wait"]:
            from memories.tasks import extract_user

            if not enqueue(extract_user, user_id=user.pk, trigger="api"):
                raise ApiError(
                    "unavailable", "The job queue is unavailable; retry, or send wait=true.", status_code=503
                )
            return Response({"queued": True}, status=status.HTTP_202_ACCEPTED)
        runs = extraction_until_done(user=user, trigger="api")
        totals = {
            k: sum(r.counts()[k] for r in runs)
            for k in ("messages", "stored", "merged", "superseded", "dropped")
        }
        failed = [r.counts() for r in runs if r.status == r.Status.FAILED]
        return Response({"runs": [r.counts() for r in runs], **totals, "failed": failed})


class UserMessagesView(AppAPIView):
    pagination_class = Pagination

    @extend_schema(
        request=s.MessageBatchSerializer,
        responses={201: s.IngestResultSerializer},
        tags=["messages"],
    )
    def post(self, request: Request, user_id: str) -> Response:
        check_user_id(user_id)
        ser = s.MessageBatchSerializer(data=request.data)
        ser.is_valid(raise_exception=True)
        now = timezone.now()
        batch = [
            MessageIn(
                role=m["role"],
                content=m["content"],
                sent_at=m.get("sent_at") or now,
                session_id=m["session_id"],
                client_msg_id=m["client_msg_id"],
            )
            for m in ser.validated_data["messages"]
        ]
        result = messages_ingest(app=self.app, external_id=user_id, messages=batch)
        return Response(
            {
                "accepted": result.accepted,
                "duplicates": result.duplicates,
                "extraction_queued": result.extraction_queued,
            },
            status=status.HTTP_201_CREATED,
        )

    @extend_schema(responses=s.MessageSerializer(many=True), tags=["messages"])
    def get(self, request: Request, user_id: str) -> Response:
        check_query_params(request)
        user = get_user_or_404(self.app, user_id)
        return self.paginated(selectors.message_list(user=user), s.MessageSerializer)


@extend_schema(tags=["memories"])
class MemoryViewSet(
    mixins.ListModelMixin, mixins.RetrieveModelMixin, mixins.CreateModelMixin, viewsets.GenericViewSet[Any]
):
    """Memories of the calling app's users. Changes go through services and land in history."""

    filterset_class = MemoryFilter
    serializer_class = s.MemorySerializer
    queryset = MemoryItem.objects.none()  # for the schema; real rows come from the selectors
    lookup_value_regex = "[^/]+"  # let malformed ids reach parse_id and get a clear 400

    @property
    def app(self) -> App:
        assert isinstance(self.request.auth, App)
        return self.request.auth

    def get_queryset(self) -> QuerySet[MemoryItem]:
        return selectors.memory_list(app=self.app)

    def get_object(self) -> MemoryItem:
        memory = selectors.memory_detail(app=self.app, pk=parse_id(self.kwargs["pk"]))
        if memory is None:
            raise ApiError("not_found", "No such memory.", status_code=404)
        return memory

    def _detail(self, memory: MemoryItem, code: int = 200) -> Response:
        fresh = selectors.memory_detail(app=self.app, pk=memory.pk)
        return Response(s.MemoryDetailSerializer(fresh).data, status=code)

    def _state_error(self, exc: memory_services.MemoryStateError) -> ApiError:
        return ApiError("invalid_state", str(exc), status_code=409)

    @extend_schema(
        responses=PolymorphicProxySerializer(
            component_name="MemoryOrBelief",
            serializers=[s.MemorySerializer, s.BeliefSerializer],
            resource_type_field_name=None,
            many=True,
        )
    )
    def list(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        """The app's memories; with ``user`` and ``as_of``, every memory of that user as it stood
        then (``BeliefSerializer``: content, status, strength and review state at that moment)."""
        qs = self.filter_queryset(self.get_queryset())  # validates every parameter, as_of included
        if "as_of" not in request.query_params:
            page = self.paginate_queryset(qs)
            return self.get_paginated_response(self.get_serializer(page, many=True).data)
        allowed = {"user", "as_of", "status", "type", "page", "page_size"}
        if extra := sorted(set(request.query_params) - allowed):
            raise ApiError(
                "invalid", f"as_of combines only with user, status and type, not {', '.join(extra)}."
            )
        user = selectors.user_get(app=self.app, external_id=request.query_params.get("user", ""))
        if user is None:
            raise ApiError(
                "invalid",
                "as_of needs the user whose memories to rebuild.",
                fields={"user": ["Give an existing user with as_of."]},
            )
        at = self.filterset_class.base_filters["as_of"].field.clean(request.query_params["as_of"])
        statuses, types = request.query_params.getlist("status"), request.query_params.getlist("type")
        found = [
            b
            for b in beliefs_at(user=user, at=at)
            if (not statuses or b.status in statuses) and (not types or b.type in types)
        ]
        paginator = Pagination()
        shown: list[Belief] = paginator.paginate_queryset(found, request, view=self) or []  # type: ignore[arg-type]
        return paginator.get_paginated_response([b.as_dict() for b in shown])  # as BeliefSerializer

    @extend_schema(responses=s.MemoryDetailSerializer)
    def retrieve(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        return Response(s.MemoryDetailSerializer(self.get_object()).data)

    @extend_schema(request=s.MemoryCreateSerializer, responses={201: s.MemoryDetailSerializer})
    def create(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        ser = s.MemoryCreateSerializer(data=request.data)
        ser.is_valid(raise_exception=True)
        data = dict(ser.validated_data)
        user = selectors.user_get(app=self.app, external_id=data.pop("user"))
        if user is None:
            raise ApiError("invalid", "Unknown user.", fields={"user": ["No such user in this app."]})
        memory = memory_services.memory_create(user=user, actor=Actor.app(self.app), **data)
        return self._detail(memory, status.HTTP_201_CREATED)

    @extend_schema(request=s.MemoryPatchSerializer, responses=s.MemoryDetailSerializer)
    def partial_update(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        memory = self.get_object()
        ser = s.MemoryPatchSerializer(data=request.data)
        ser.is_valid(raise_exception=True)
        data = dict(ser.validated_data)
        reason = data.pop("reason")
        if not data:
            raise ApiError("invalid", "Nothing to change.")
        memory = memory_services.memory_update(
            memory=memory, data=data, actor=Actor.app(self.app), reason=reason
        )
        return self._detail(memory)

    @extend_schema(request=s.SupersedeSerializer, responses={200: s.MemoryDetailSerializer, 409: CONFLICT})
    @action(detail=True, methods=["post"])
    def supersede(self, request: Request, pk: str) -> Response:
        memory = self.get_object()
        ser = s.SupersedeSerializer(data=request.data)
        ser.is_valid(raise_exception=True)
        by = None
        if "by" in ser.validated_data:
            by = selectors.memory_detail(app=self.app, pk=ser.validated_data["by"])
            if by is None:
                raise ApiError("invalid", "Unknown successor.", fields={"by": ["No such memory."]})
        try:
            memory_services.memory_supersede(
                memory=memory,
                by=by,
                content=ser.validated_data.get("content"),
                actor=Actor.app(self.app),
                reason=ser.validated_data["reason"],
            )
        except memory_services.MemoryStateError as exc:
            raise self._state_error(exc) from exc
        return self._detail(memory)

    def _status_action(self, request: Request, service: Any) -> Response:
        memory = self.get_object()
        ser = s.ReasonSerializer(data=request.data)
        ser.is_valid(raise_exception=True)
        try:
            memory = service(memory=memory, actor=Actor.app(self.app), reason=ser.validated_data["reason"])
        except memory_services.MemoryStateError as exc:
            raise self._state_error(exc) from exc
        return self._detail(memory)

    @extend_schema(request=s.ReasonSerializer, responses={200: s.MemoryDetailSerializer, 409: CONFLICT})
    @action(detail=True, methods=["post"])
    def archive(self, request: Request, pk: str) -> Response:
        return self._status_action(request, memory_services.memory_archive)

    @extend_schema(request=s.ReasonSerializer, responses={200: s.MemoryDetailSerializer, 409: CONFLICT})
    @action(detail=True, methods=["post"])
    def restore(self, request: Request, pk: str) -> Response:
        return self._status_action(request, memory_services.memory_restore)

    @extend_schema(request=s.ReasonSerializer, responses={200: s.MemoryDetailSerializer, 409: CONFLICT})
    @action(detail=True, methods=["post"])
    def pin(self, request: Request, pk: str) -> Response:
        """Never fades or is pruned, always in the profile (at most ``MEMIND_PIN_CAP`` per user)."""
        return self._status_action(request, memory_services.memory_pin)

    @extend_schema(request=s.ReasonSerializer, responses={200: s.MemoryDetailSerializer, 409: CONFLICT})
    @action(detail=True, methods=["post"])
    def unpin(self, request: Request, pk: str) -> Response:
        return self._status_action(request, memory_services.memory_unpin)

    @extend_schema(request=s.ReasonSerializer, responses={200: s.MemoryDetailSerializer, 409: CONFLICT})
    @action(detail=True, methods=["post"])
    def flag(self, request: Request, pk: str) -> Response:
        """Send the memory to the review queue with the reason (an app's or its user's doubt)."""
        return self._status_action(request, memory_services.memory_flag)

    @extend_schema(responses=s.MemoryEventSerializer(many=True))
    @action(detail=True, methods=["get"], filterset_class=None, pagination_class=None)
    def history(self, request: Request, pk: str) -> Response:
        events = selectors.memory_history(memory=self.get_object())
        return Response(s.MemoryEventSerializer(events, many=True).data)
