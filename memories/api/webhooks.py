"""Webhook endpoints of the calling app, and their delivery logs (thin: validate → service → serialize)."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers, status
from rest_framework.request import Request
from rest_framework.response import Response

from memind.actors import Actor
from memind.api import ApiError, AppAPIView, Pagination, check_query_params, parse_id
from memories import selectors
from memories.models import WebhookDelivery, WebhookEndpoint, WebhookEventType
from memories.services import webhooks


class WebhookEndpointSerializer(serializers.ModelSerializer[WebhookEndpoint]):
    events = serializers.ListField(child=serializers.ChoiceField(choices=WebhookEventType.choices))

    class Meta:
        model = WebhookEndpoint
        fields = ["id", "url", "events", "description", "is_active", "created_at", "updated_at"]
        read_only_fields = fields


class WebhookEndpointCreatedSerializer(WebhookEndpointSerializer):
    secret = serializers.CharField(
        read_only=True, help_text="Signs every delivery (Memind-Signature). Shown only in this response."
    )

    class Meta(WebhookEndpointSerializer.Meta):
        fields = [*WebhookEndpointSerializer.Meta.fields, "secret"]
        read_only_fields = fields


class WebhookEndpointWriteSerializer(serializers.Serializer[Any]):
    url = serializers.CharField(
        max_length=settings.MEMIND_WEBHOOK_MAX_URL_CHARS, help_text="Absolute http:// or https:// URL."
    )
    events = serializers.ListField(
        child=serializers.ChoiceField(choices=WebhookEventType.choices),
        allow_empty=False,
        max_length=20,
        required=False,
        help_text="Event types to receive; every type when left out at creation.",
    )
    description = serializers.CharField(max_length=200, required=False, allow_blank=True)
    is_active = serializers.BooleanField(
        required=False, help_text="Off: deliveries wait until it is on again."
    )

    def validate_url(self, value: str) -> str:
        if problem := webhooks.webhook_url_problem(value):
            raise serializers.ValidationError(problem)
        return value


class WebhookDeliverySerializer(serializers.ModelSerializer[WebhookDelivery]):
    event_id = serializers.UUIDField(source="event.event_id", read_only=True)
    event_type = serializers.ChoiceField(
        source="event.type", choices=WebhookEventType.choices, read_only=True
    )

    class Meta:
        model = WebhookDelivery
        fields = [
            "id",
            "event_id",
            "event_type",
            "status",
            "attempts",
            "next_attempt_at",
            "last_attempt_at",
            "last_status_code",
            "last_error",
            "delivered_at",
            "created_at",
        ]
        read_only_fields = fields


def _invalid(exc: webhooks.WebhookError) -> ApiError:
    return ApiError("invalid", str(exc))


class WebhookListView(AppAPIView):
    pagination_class = Pagination

    @extend_schema(responses=WebhookEndpointSerializer(many=True), tags=["webhooks"])
    def get(self, request: Request) -> Response:
        """The app's webhook endpoints (never their secrets)."""
        check_query_params(request)
        return self.paginated(selectors.webhook_endpoint_list(app=self.app), WebhookEndpointSerializer)

    @extend_schema(
        request=WebhookEndpointWriteSerializer,
        responses={201: WebhookEndpointCreatedSerializer},
        tags=["webhooks"],
    )
    def post(self, request: Request) -> Response:
        """Register an endpoint. The response carries its signing secret, the only time it is shown."""
        ser = WebhookEndpointWriteSerializer(data=request.data)
        ser.is_valid(raise_exception=True)
        data = dict(ser.validated_data)
        try:
            endpoint, secret = webhooks.webhook_endpoint_create(
                app=self.app, actor=Actor.app(self.app), reason="registered through the API", **data
            )
        except webhooks.WebhookError as exc:
            raise _invalid(exc) from exc
        body = WebhookEndpointCreatedSerializer(endpoint).data
        return Response({**body, "secret": secret}, status=status.HTTP_201_CREATED)


class EndpointView(AppAPIView):
    def endpoint(self, raw_id: str) -> WebhookEndpoint:
        """The app's own endpoint: another app's is a 404, as a missing one."""
        endpoint = selectors.webhook_endpoint_get(app=self.app, pk=parse_id(raw_id))
        if endpoint is None:
            raise ApiError("not_found", "No such webhook endpoint.", status_code=404)
        return endpoint


class WebhookDetailView(EndpointView):
    @extend_schema(responses=WebhookEndpointSerializer, tags=["webhooks"])
    def get(self, request: Request, id: str) -> Response:
        return Response(WebhookEndpointSerializer(self.endpoint(id)).data)

    @extend_schema(
        request=WebhookEndpointWriteSerializer(partial=True),
        responses=WebhookEndpointSerializer,
        tags=["webhooks"],
    )
    def patch(self, request: Request, id: str) -> Response:
        """Change the URL, the events, the description, or pause it (``is_active``)."""
        endpoint = self.endpoint(id)
        ser = WebhookEndpointWriteSerializer(data=request.data, partial=True)
        ser.is_valid(raise_exception=True)
        if not ser.validated_data:
            raise ApiError("invalid", "Nothing to change.")
        try:
            endpoint = webhooks.webhook_endpoint_update(
                endpoint=endpoint,
                data=dict(ser.validated_data),
                actor=Actor.app(self.app),
                reason="changed through the API",
            )
        except webhooks.WebhookError as exc:
            raise _invalid(exc) from exc
        return Response(WebhookEndpointSerializer(endpoint).data)

    @extend_schema(responses={204: None}, tags=["webhooks"])
    def delete(self, request: Request, id: str) -> Response:
        """Delete the endpoint and its delivery log; what was still pending is not sent."""
        webhooks.webhook_endpoint_delete(
            endpoint=self.endpoint(id), actor=Actor.app(self.app), reason="deleted through the API"
        )
        return Response(status=status.HTTP_204_NO_CONTENT)


class WebhookDeliveriesView(EndpointView):
    pagination_class = Pagination

    @extend_schema(
        parameters=[
            OpenApiParameter(
                "status", enum=WebhookDelivery.Status.values, description="Only these deliveries."
            )
        ],
        responses=WebhookDeliverySerializer(many=True),
        tags=["webhooks"],
    )
    def get(self, request: Request, id: str) -> Response:
        """The endpoint's delivery log, newest first: status, attempts, the last answer or error."""
        check_query_params(request, {"status"})
        wanted = request.query_params.get("status")
        if wanted is not None and wanted not in WebhookDelivery.Status.values:
            raise ApiError(
                "invalid",
                f"status must be one of {', '.join(WebhookDelivery.Status.values)}.",
                fields={"status": ["Unknown status."]},
            )
        rows = selectors.webhook_delivery_list(endpoint=self.endpoint(id), status=wanted)
        return self.paginated(rows, WebhookDeliverySerializer)
