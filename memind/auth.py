"""API-key authentication: ``Authorization: Bearer <key>`` identifies the calling app (tenant)."""

from __future__ import annotations

import logging
from datetime import timedelta
from typing import Any

import redis
from django.db import connection
from django.utils import timezone
from drf_spectacular.extensions import OpenApiAuthenticationExtension
from rest_framework import authentication, exceptions, permissions, throttling
from rest_framework.request import Request

from memind import db, usage
from memind.models import ApiKey, App, hash_api_key

log = logging.getLogger(__name__)

# Writing last_used_at on every request would turn each read into a write; a minute is plenty.
_LAST_USED_RESOLUTION = timedelta(minutes=1)


class ApiKeyAuthentication(authentication.BaseAuthentication):
    keyword = "Bearer"

    def authenticate(self, request: Request) -> tuple[Any, App] | None:
        header = authentication.get_authorization_header(request).decode("latin-1")
        if not header:
            return None
        scheme, _, raw = header.partition(" ")
        if scheme.lower() != "bearer" or not raw.strip():
            raise exceptions.AuthenticationFailed("Use 'Authorization: Bearer <api key>'.")
        with connection.cursor() as cur:
            cur.execute(
                f"""SELECT k.id, k.last_used_at, {db.columns(App, "a")}
                    FROM memories_apikey k JOIN memories_app a ON a.id = k.app_id
                    WHERE k.key_hash = %s AND k.revoked_at IS NULL AND a.is_active""",
                [hash_api_key(raw.strip())],
            )
            row = cur.fetchone()
        if row is None:
            raise exceptions.AuthenticationFailed("Invalid or revoked API key.")
        key_id, last_used_at, *app_values = row
        now = timezone.now()
        if last_used_at is None or now - last_used_at > _LAST_USED_RESOLUTION:
            ApiKey.objects.filter(pk=key_id).update(last_used_at=now)
        app = db.from_row(App, app_values)
        usage.scope_bind(app_id=app.pk)  # the request's LLM/embedding calls are this app's
        # request.user stays None: the caller is an app, not a person. The app is request.auth.
        return (None, app)

    def authenticate_header(self, request: Request) -> str:
        return 'Bearer realm="api"'


class IsApp(permissions.BasePermission):
    def has_permission(self, request: Request, view: Any) -> bool:
        if not isinstance(request.auth, App):
            raise exceptions.NotAuthenticated("Missing API key: send 'Authorization: Bearer <api key>'.")
        return True


class ApiKeyScheme(OpenApiAuthenticationExtension):  # type: ignore[no-untyped-call]
    """Tells the OpenAPI schema (and the docs' "Authorize" button) how apps authenticate."""

    target_class = "memind.auth.ApiKeyAuthentication"
    name = "apiKey"

    def get_security_definition(self, auto_schema: Any) -> dict[str, str]:
        return {"type": "http", "scheme": "bearer", "description": "The app's API key."}


class AppRateThrottle(throttling.SimpleRateThrottle):
    """Requests per app (``MEMIND_RATE_LIMIT``, default 6000/min), counted in the shared Redis cache
    so that every server process sees the same count. Past it: 429 with ``Retry-After``."""

    scope = "app"

    def allow_request(self, request: Request, view: Any) -> bool:
        try:
            return super().allow_request(request, view)
        except redis.exceptions.RedisError as exc:  # the cache is down: serve, don't count
            log.warning("rate limit not checked, cache unavailable: %s", exc)
            return True

    def get_cache_key(self, request: Request, view: Any) -> str | None:
        if not isinstance(request.auth, App):
            return None  # unauthenticated requests are refused before they cost anything
        return f"throttle_app_{request.auth.pk}"
