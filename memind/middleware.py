"""What no request line may be: longer than ``MEMIND_MAX_URL_BYTES`` (414), or carrying NUL or
lone surrogates in the path or the query (400; bodies are checked by ``memind.parsers``).
Answered in the API's error shape before any view or query."""

from __future__ import annotations

from collections.abc import Callable

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse

from memind.api import error_body
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
