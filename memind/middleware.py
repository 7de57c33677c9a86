"""Characters no part of a request may carry: NUL and lone surrogates in the path or the query
(bodies are checked by ``memind.parsers``). Answered as the API's 400 before any view or query."""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse, JsonResponse

from memind.api import error_body
from memind.parsers import bad_text


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
