"""Request-wide guards, answered in the API's error shape: a request line longer than
``MEMIND_MAX_URL_BYTES`` (414); NUL or lone surrogates in the path or the query (400, before any
view or query; bodies are checked by ``memind.parsers``); and outages of the database or cache
(503 with ``Retry-After``) wherever they surface. And the request metrics' bounded labels."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse
from django_prometheus.middleware import PrometheusAfterMiddleware

from memind.api import RETRY_AFTER_OUTAGE, error_body, outage, outage_body
from memind.parsers import bad_text


class RejectLongUrlsMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        size = len(request.path_info.encode(errors="replace")) + len(request.META.get("QUERY_STRING", ""))
        if size > settings.MEMIND_MAX_URL_BYTES:
            limit = settings.MEMIND_MAX_URL_BYTES
            return JsonResponse(error_body("uri_too_long", f"URL over {limit} bytes."), status=414)
        return self.get_response(request)


class RejectBadCharactersMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if problem := bad_text(request.path):
            return JsonResponse(error_body("invalid", f"The path {problem}."), status=400)
        for key, values in request.GET.lists():
            for text in (key, *values):
                if problem := bad_text(text):
                    return JsonResponse(
                        error_body("invalid", f"Query parameter {key!r} {problem}.", {key: [problem]}),
                        status=400,
                    )
        return self.get_response(request)


class OutageMiddleware:
    """Outside the API's own handler (probes, the admin, the docs): a database or cache that cannot
    be reached answers 503 with ``Retry-After`` in the API's error shape, not a 500."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return self.get_response(request)

    def process_exception(self, request: HttpRequest, exc: Exception) -> HttpResponse | None:
        service = outage(exc)
        if service is None:
            return None
        response = JsonResponse(outage_body(service), status=503)
        response["Retry-After"] = str(RETRY_AFTER_OUTAGE)
        return response


_METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "CONNECT"})


class PrometheusBoundedAfterMiddleware(PrometheusAfterMiddleware):  # type: ignore[misc]  # untyped upstream
    """django-prometheus labels requests by view name (``memory-detail``, never the path with its
    ids), but its latency histogram takes the raw HTTP method: any word a client sends as a method
    would become a new series."""

    def label_metric(self, metric: Any, request: Any, response: Any = None, **labels: Any) -> Any:
        if "method" in labels and labels["method"] not in _METHODS:
            labels["method"] = "<invalid method>"
        return super().label_metric(metric, request, response, **labels)
