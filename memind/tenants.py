"""Apps (tenants) and their API keys: created, changed and revoked with who and why, in the
app's history (AppEvent)."""

from __future__ import annotations

from typing import Any

from django.db import transaction
from django.utils import timezone

from memind.actors import Actor
from memind.models import ApiKey, App, AppEvent, hash_api_key, new_api_key


def app_create(
    *,
    name: str,
    key: str | None = None,
    key_name: str = "default",
    actor: Actor | None = None,
    reason: str = "",
) -> tuple[App, str]:
    """Create an app with its first API key; returns the app and the raw key (shown once, stored
    hashed). Both are recorded in the app's history with who and why."""
    actor = actor or Actor.system("app_create")
    with transaction.atomic():
        app = App.objects.create(name=name)
        _event(app=app, kind=AppEvent.Kind.CREATED, actor=actor, reason=reason, after=_app_fields(app))
        raw = api_key_create(app=app, key=key, name=key_name, actor=actor, reason=reason)
    return app, raw


# is_active off: every key stops working. daily_token_budget: None = the setting, 0 = unlimited.
APP_EDITABLE_FIELDS = ("name", "is_active", "hold_identity_changes", "daily_token_budget")


def app_update(*, app: App, data: dict[str, Any], actor: Actor, reason: str) -> App:
    """Rename, (de)activate an app or set its token budget; the change is recorded with who and why."""
    with transaction.atomic():
        app = App.objects.select_for_update().get(pk=app.pk)
        before = _app_fields(app)
        fields = [f for f in APP_EDITABLE_FIELDS if f in data and data[f] != before[f]]
        if not fields:
            return app
        for f in fields:
            setattr(app, f, data[f])
        app.save(update_fields=fields)
        _event(
            app=app,
            kind=AppEvent.Kind.EDITED,
            actor=actor,
            reason=reason,
            before={f: before[f] for f in fields},
            after={f: getattr(app, f) for f in fields},
        )
    return app


MIN_API_KEY_CHARS = 24  # every key, generated or given (create_app --key, MEMIND_DEMO_API_KEY)


class ApiKeyTooShort(ValueError):
    pass


class ApiKeyStateError(ValueError):
    pass


def api_key_create(
    *, app: App, key: str | None = None, name: str = "default", actor: Actor | None = None, reason: str = ""
) -> str:
    """Add an API key to an app; returns the raw key, which is never stored (only its hash and
    its first characters, to recognise it)."""
    if key is not None and len(key) < MIN_API_KEY_CHARS:
        raise ApiKeyTooShort(f"an API key must be at least {MIN_API_KEY_CHARS} characters")
    raw = key or new_api_key()
    with transaction.atomic():
        api_key = ApiKey.objects.create(app=app, name=name, prefix=raw[:10], key_hash=hash_api_key(raw))
        _event(
            app=app,
            api_key=api_key,
            kind=AppEvent.Kind.KEY_CREATED,
            actor=actor or Actor.system("api_key_create"),
            reason=reason,
            after={"name": name, "prefix": api_key.prefix},
        )
    return raw


def api_key_revoke(*, api_key: ApiKey, actor: Actor, reason: str) -> ApiKey:
    """Revoke a key: the next request with it is refused (401). Keys are never deleted, so the
    history keeps saying which key did what."""
    with transaction.atomic():
        now = timezone.now()
        if not ApiKey.objects.filter(pk=api_key.pk, revoked_at__isnull=True).update(revoked_at=now):
            raise ApiKeyStateError("already revoked")
        api_key.revoked_at = now
        _event(
            app=api_key.app,
            api_key=api_key,
            kind=AppEvent.Kind.KEY_REVOKED,
            actor=actor,
            reason=reason,
            before={"revoked_at": None},
            after={"revoked_at": now.isoformat()},
        )
    return api_key


def _app_fields(app: App) -> dict[str, Any]:
    return {f: getattr(app, f) for f in APP_EDITABLE_FIELDS}


def _event(
    *,
    app: App,
    kind: str,
    actor: Actor,
    reason: str,
    api_key: ApiKey | None = None,
    before: dict[str, Any] | None = None,
    after: dict[str, Any] | None = None,
) -> AppEvent:
    return AppEvent.objects.create(
        app=app,
        api_key=api_key,
        kind=kind,
        actor=actor.label,
        staff_user=actor.staff_user,
        reason=reason,
        before=before,
        after=after,
    )
