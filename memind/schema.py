"""What the OpenAPI schema says beyond the views' own annotations, in one place.

- Every error an operation can answer is documented, with the one error body
  (``{"error": {"code", "message", "fields"?}}``): 400, 401, 404, 413, 414, 415, 429 and 503 are added
  here from what the operation is (authenticated, has path parameters, is a paginated list, takes
  a body); an operation that can also refuse a state change declares ``409: CONFLICT`` itself.
- Path parameters are typed by name (``id``, ``user_id``, ``run_id``), whatever the URL pattern.

``openapi.yaml`` at the repository root is generated from this (``make schema``); a test fails
when it drifts.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from drf_spectacular import openapi
from drf_spectacular.plumbing import ResolvedComponent, build_parameter_type
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse
from rest_framework import serializers


class ErrorDetailSerializer(serializers.Serializer[Any]):
    code = serializers.CharField(help_text="Stable and machine-readable: invalid, not_found, invalid_state…")
    message = serializers.CharField(help_text="For people.")
    # Named as in the body; DRF's metaclass takes declared fields off the class, so the
    # serializer's own ``fields`` property is untouched.
    fields = serializers.DictField(  # type: ignore[assignment]
        required=False, help_text="Per field (or item path, as messages.1.content): what is wrong."
    )


class ErrorSerializer(serializers.Serializer[Any]):
    error = ErrorDetailSerializer()


CONFLICT = OpenApiResponse(ErrorSerializer, description="The row's state changed: it no longer allows this.")

# code: (component name, description). The common ones are added to an operation when
# `_error_codes` says it can answer them; 409 only where a view declares CONFLICT.
_ERRORS = {
    "400": (
        "BadRequest",
        "Invalid input: a field, the body, an unknown query parameter, or a NUL in the path or query.",
    ),
    "401": ("Unauthorized", "Missing or invalid API key."),
    "404": (
        "NotFound",
        "No such row for this app (another app's rows answer the same), or a page past the end.",
    ),
    "409": ("Conflict", CONFLICT.description),
    "413": ("TooLarge", "Body over the size limit."),
    "414": ("UriTooLong", "URL over MEMIND_MAX_URL_BYTES (8 KiB)."),
    "415": ("UnsupportedMediaType", "Body in a media type the API does not read (send application/json)."),
    "429": ("Throttled", "Over the app's rate limit; Retry-After says when to try again."),
    "503": ("Unavailable", "The database (or cache) is unreachable; Retry-After says when to try again."),
}

_HEADERS = {
    "401": {"WWW-Authenticate": {"schema": {"type": "string"}, "description": 'Bearer realm="api"'}},
    "429": {"Retry-After": {"schema": {"type": "integer"}, "description": "Seconds to wait."}},
    "503": {"Retry-After": {"schema": {"type": "integer"}, "description": "Seconds to wait."}},
}

# Path parameters by name. Row ids are ASCII digits (memind.api.ID_PATTERN); anything else is a 400.
_PATH_PARAMETERS: dict[str, tuple[dict[str, Any], str]] = {
    "id": ({"type": "integer", "format": "int64", "minimum": 1, "maximum": 10**18 - 1}, "Row id."),
    "user_id": (
        {
            "type": "string",
            "minLength": 1,
            "maxLength": settings.MEMIND_MAX_USER_ID_CHARS,
            "pattern": "^[^/]+$",
        },
        "The app's own user id.",
    ),
    "run_id": (
        {"type": "string", "minLength": 1, "maxLength": 128, "pattern": "^[^/]+$"},
        "The executor's run id.",
    ),
}

_BODY_METHODS = {"POST", "PUT", "PATCH"}


class AutoSchema(openapi.AutoSchema):
    def _resolve_path_parameters(self, variables: list[str]) -> list[dict[str, Any]]:
        parameters: list[dict[str, Any]] = super()._resolve_path_parameters(variables)  # type: ignore[no-untyped-call]  # untyped upstream
        for i, variable in enumerate(variables):
            if variable in _PATH_PARAMETERS:
                schema, description = _PATH_PARAMETERS[variable]
                parameters[i] = build_parameter_type(
                    name=variable, location=OpenApiParameter.PATH, description=description, schema=schema
                )
        return parameters

    def _get_response_bodies(self, direction: Any = "response") -> dict[str, Any]:
        responses: dict[str, Any] = super()._get_response_bodies(direction)
        if direction != "response":
            return responses
        for code in self._error_codes():
            responses.setdefault(code, None)
        for code in [c for c in _ERRORS if c in responses]:  # a view's own CONFLICT included
            responses[code] = self._error_response(code)
        return dict(sorted(responses.items()))

    def _error_response(self, code: str) -> dict[str, Any]:
        """A reference to components/responses/<name>, registered on first use."""
        name, description = _ERRORS[code]
        error = self.resolve_serializer(ErrorSerializer, "response").ref
        answer: dict[str, Any] = {
            "content": {"application/json": {"schema": error}},
            "description": description,
        }
        if code in _HEADERS:
            answer["headers"] = _HEADERS[code]
        component = ResolvedComponent(  # type: ignore[no-untyped-call]  # drf-spectacular is untyped here
            name=name, type=ResolvedComponent.RESPONSE, schema=answer, object=name
        )
        self.registry.register_on_missing(component)
        return dict(component.ref)

    def _error_codes(self) -> list[str]:
        # Everywhere: unknown query parameters, NUL in the path, a long URL, an outage.
        codes = ["400", "414", "503"]
        if self.get_auth():
            codes += ["401", "429"]
        paginated = self._is_list_view() and self._get_paginator() is not None  # type: ignore[no-untyped-call]
        if "{" in self.path or paginated:
            codes.append("404")
        if self.method in _BODY_METHODS and self.get_request_serializer() is not None:
            codes += ["413", "415"]
        return codes
