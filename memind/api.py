"""REST plumbing every app shares: the error body, pagination and strict filtering.

Every error leaves the API as ``{"error": {"code", "message", "fields"?}}`` with a 4xx status; an
unreachable database or cache is a 503 with ``Retry-After``; anything unexpected is logged and
answered as a 500 with the same shape (never an HTML page).
"""

from __future__ import annotations

import logging
import math
import re
from datetime import datetime, timedelta
from typing import Any

import django_filters
import redis
from django.conf import settings
from django.core.exceptions import PermissionDenied, RequestDataTooBig, TooManyFieldsSent
from django.core.exceptions import ValidationError as DjangoValidationError
from django.db import IntegrityError, InterfaceError, OperationalError
from django.db.models import QuerySet
from django.http import Http404, HttpRequest, JsonResponse
from django_filters.rest_framework import DjangoFilterBackend
from rest_framework import exceptions, serializers, status
from rest_framework.pagination import PageNumberPagination
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.serializers import BaseSerializer
from rest_framework.views import APIView

from memind.models import App

log = logging.getLogger(__name__)


class ApiError(exceptions.APIException):
    """A domain error with a stable machine-readable code."""

    def __init__(
        self, code: str, message: str, *, status_code: int = 400, fields: dict[str, Any] | None = None
    ) -> None:
        super().__init__(detail=message, code=code)
        self.status_code = status_code
        self.error_code = code
        self.fields = fields


_CODES: dict[type[exceptions.APIException], str] = {
    exceptions.ParseError: "malformed_request",
    exceptions.AuthenticationFailed: "unauthorized",
    exceptions.NotAuthenticated: "unauthorized",
    exceptions.PermissionDenied: "forbidden",
    exceptions.NotFound: "not_found",
    exceptions.MethodNotAllowed: "method_not_allowed",
    exceptions.NotAcceptable: "not_acceptable",
    exceptions.UnsupportedMediaType: "unsupported_media_type",
    exceptions.Throttled: "throttled",
    exceptions.ValidationError: "invalid",
}


# Row ids in URLs are ASCII digits only: int() would read "١" (Arabic-Indic one) as 1.
ID_PATTERN = "[0-9]{1,18}"


def error_body(code: str, message: str, fields: Any = None) -> dict[str, Any]:
    err: dict[str, Any] = {"code": code, "message": message}
    if fields:
        err["fields"] = fields
    return {"error": err}


def _first_message(detail: Any) -> str:
    if isinstance(detail, dict):
        for key, value in detail.items():
            inner = _first_message(value)
            return inner if key == "non_field_errors" else f"{key}: {inner}"
    if isinstance(detail, list) and detail:
        return _first_message(detail[0])
    return str(detail)


RETRY_AFTER_OUTAGE = 5  # seconds an app is asked to wait when the database or cache is down


def outage(exc: BaseException) -> str | None:
    """Which backing service ``exc`` says is unreachable ("database", "cache"), else None."""
    if isinstance(exc, OperationalError | InterfaceError):
        return "database"
    if isinstance(exc, redis.exceptions.ConnectionError | redis.exceptions.TimeoutError):
        return "cache"
    return None


def outage_body(service: str) -> dict[str, Any]:
    return error_body("unavailable", f"The {service} is unavailable; retry in a few seconds.")


def exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    if service := outage(exc):
        log.warning("%s unavailable: %s", service, exc)
        return Response(outage_body(service), status=503, headers={"Retry-After": str(RETRY_AFTER_OUTAGE)})
    if isinstance(exc, IntegrityError):
        # A constraint a concurrent change broke between our read and our write (most often: the
        # user was erased while this request stored something for them). Nothing was stored.
        log.warning("write conflicted with a concurrent change: %s", exc)
        return Response(
            error_body("conflict", "A concurrent change (e.g. erasing this user) conflicted; retry."),
            status=409,
        )
    if isinstance(exc, RequestDataTooBig):
        limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
        return Response(error_body("too_large", f"Request body over {limit} bytes."), status=413)
    if isinstance(exc, TooManyFieldsSent):
        return Response(error_body("malformed_request", "Too many form fields."), status=400)
    if isinstance(exc, RecursionError):
        return Response(error_body("malformed_request", "Request nested too deeply."), status=400)
    if isinstance(exc, Http404):
        exc = exceptions.NotFound()
    elif isinstance(exc, PermissionDenied):
        exc = exceptions.PermissionDenied()
    elif isinstance(exc, DjangoValidationError):
        exc = exceptions.ValidationError(exc.message_dict if hasattr(exc, "error_dict") else exc.messages)

    if isinstance(exc, ApiError):
        body = error_body(exc.error_code, str(exc.detail), exc.fields)
    elif isinstance(exc, exceptions.ValidationError):
        body = error_body("invalid", _first_message(exc.detail), exc.detail)
    elif isinstance(exc, exceptions.APIException):
        code = next((c for cls, c in _CODES.items() if isinstance(exc, cls)), "error")
        body = error_body(code, str(exc.detail))
    else:
        log.exception("unhandled API error", exc_info=exc)
        return Response(error_body("server_error", "Internal error."), status=500)

    headers = {}
    wait = getattr(exc, "wait", None) if isinstance(exc, exceptions.Throttled) else None
    if wait is not None:
        headers["Retry-After"] = str(max(1, math.ceil(wait)))
    if isinstance(exc, exceptions.NotAuthenticated | exceptions.AuthenticationFailed):
        headers["WWW-Authenticate"] = 'Bearer realm="api"'
        exc.status_code = status.HTTP_401_UNAUTHORIZED
    return Response(body, status=exc.status_code, headers=headers)


def json_400(request: HttpRequest, exception: Exception | None = None) -> JsonResponse:
    # Django's own refusals outside a view: over 1,000 query parameters, a malformed Host…
    return JsonResponse(error_body("malformed_request", "Bad request."), status=400)


def json_404(request: HttpRequest, exception: Exception | None = None) -> JsonResponse:
    return JsonResponse(error_body("not_found", "Not found."), status=404)


def json_500(request: HttpRequest) -> JsonResponse:
    return JsonResponse(error_body("server_error", "Internal error."), status=500)


class Pagination(PageNumberPagination):
    page_size_query_param = "page_size"
    max_page_size = 500

    def get_paginated_response(self, data: Any) -> Response:
        assert self.page is not None
        return Response({"count": self.page.paginator.count, "next": self.get_next_link(), "results": data})

    def get_paginated_response_schema(self, schema: dict[str, Any]) -> dict[str, Any]:
        full = super().get_paginated_response_schema(schema)
        full["properties"].pop("previous", None)
        return full


# Query parameters that are not filters but are always allowed.
_RESERVED_PARAMS = {"page", "page_size", "format", "ordering"}


def check_query_params(request: Request, allowed: set[str] | frozenset[str] = frozenset()) -> None:
    """Answer 400 for any query parameter that is neither in ``allowed`` nor pagination/format."""
    unknown = sorted(set(request.query_params) - _RESERVED_PARAMS - set(allowed))
    if unknown:
        raise ApiError(
            "unknown_filter",
            f"Unknown query parameter(s): {', '.join(unknown)}.",
            fields={name: ["Unknown filter."] for name in unknown},
        )


class StrictFilterBackend(DjangoFilterBackend):
    """django-filter, plus: an unknown query parameter is a 400, not silently ignored.

    A typo like ``?staus=active`` would otherwise return *everything*, which is the worst
    possible answer for an operator trying to narrow a list down.
    """

    # DRF hands filter backends its Request, not the HttpRequest django-filter's stubs declare.
    def filter_queryset(  # type: ignore[override]
        self, request: Request, queryset: QuerySet[Any], view: APIView
    ) -> QuerySet[Any]:
        filterset_class = self.get_filterset_class(view, queryset)
        allowed = set(getattr(view, "extra_query_params", ()))
        if filterset_class is not None:
            allowed |= set(filterset_class.base_filters)
            for f in filterset_class.base_filters.values():
                # range/multi-value widgets use suffixed names (created_after/created_before…)
                allowed |= {f"{f.field_name}_{s}" for s in ("after", "before", "min", "max")}
        check_query_params(request, allowed)
        return super().filter_queryset(request, queryset, view)


# Datetimes an app sends are bounded: a year outside 1970–2100 or an offset beyond ±14:00 is a
# 400, never an overflow later (a date + 365,000 days, a zone conversion) or a silent clamp.
MIN_YEAR, MAX_YEAR = 1970, 2100
MAX_OFFSET = timedelta(hours=14)


def datetime_problem(value: datetime) -> str:
    offset = value.utcoffset()
    if offset is not None and abs(offset) > MAX_OFFSET:
        return "UTC offset beyond ±14:00."
    if not MIN_YEAR <= value.year <= MAX_YEAR:
        return f"Year outside {MIN_YEAR}–{MAX_YEAR}."
    return ""


class BoundedDateTimeFilter(django_filters.IsoDateTimeFilter):
    """A list filter's ISO datetime, within the same bounds (a 400 past them, never a database error)."""

    def filter(self, qs: Any, value: Any) -> Any:
        if value is not None and (problem := datetime_problem(value)):
            raise exceptions.ValidationError({str(self.field_name): [problem]})
        return super().filter(qs, value)


class BoundedDateTimeField(serializers.DateTimeField):
    def to_internal_value(self, value: Any) -> datetime:
        if isinstance(value, str) and (problem := _offset_problem(value)):
            self.fail("invalid", format=problem)
        parsed = super().to_internal_value(value)
        if problem := datetime_problem(parsed):
            raise serializers.ValidationError(problem)
        return parsed


def query_datetime(request: Request, name: str) -> datetime | None:
    """A bounded datetime query parameter, or None when absent; a bad one is a 400 naming it."""
    raw = request.query_params.get(name)
    if raw is None:
        return None
    try:
        return BoundedDateTimeField().to_internal_value(raw)
    except serializers.ValidationError as exc:
        raise ApiError("invalid", f"{name}: {_first_message(exc.detail)}", fields={name: exc.detail}) from exc


def _offset_problem(raw: str) -> str:
    """Offsets are read before parsing: Python accepts up to ±23:59, which no place uses."""
    m = _OFFSET.search(raw.strip())
    if m and int(m.group(2)) * 60 + int(m.group(3)) > 14 * 60:
        return "UTC offset beyond ±14:00."
    return ""


_OFFSET = re.compile(r"T.*([+-])(\d{2}):?(\d{2})$")


def parse_id(raw: str) -> int:
    if not re.fullmatch(ID_PATTERN, raw):  # str.isdigit() says yes to "²" and "١"
        raise ApiError("invalid_id", f"{raw!r} is not a valid id.")
    return int(raw)


class AppAPIView(APIView):
    # Set on list views: they answer pages of it, and the schema documents them as paginated.
    pagination_class: type[Pagination] | None = None

    @property
    def app(self) -> App:
        assert isinstance(self.request.auth, App)
        return self.request.auth

    def paginated(self, rows: Any, serializer: type[BaseSerializer[Any]]) -> Response:
        assert self.pagination_class is not None
        paginator = self.pagination_class()
        page = paginator.paginate_queryset(rows, self.request, view=self)
        return paginator.get_paginated_response(serializer(page, many=True).data)
