"""python manage.py setup_demo — the demo app with an API key, and an admin login. Idempotent.

The demo key comes from MEMIND_DEMO_API_KEY, else one is generated once and kept (0600) in the
data dir so every `make run` prints the same key. Admin: MEMIND_ADMIN_USER / MEMIND_ADMIN_PASSWORD,
else "admin" with a generated password kept the same way.
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path
from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from memind.actors import Actor
from memind.models import ApiKey, App, hash_api_key, new_api_key
from memind.tenants import ApiKeyTooShort, api_key_create, app_create
from memories.roles import roles_ensure


def _kept_secret(name: str, make: Any) -> str:
    path = Path(settings.MEMIND_DATA_DIR) / name
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(make())
        path.chmod(0o600)
    return path.read_text().strip()


class Command(BaseCommand):
    help = "Create (or refresh) the demo app, its API key and an admin superuser; print them."

    def handle(self, *args: Any, **options: Any) -> None:
        roles_ensure()
        key = os.environ.get("MEMIND_DEMO_API_KEY") or _kept_secret("demo_api_key", new_api_key)
        actor = Actor.system("setup_demo")
        app = App.objects.filter(name="demo").first()
        try:
            if app is None:
                app_create(name="demo", key=key, key_name="demo", actor=actor, reason="demo app")
            elif not ApiKey.objects.filter(key_hash=hash_api_key(key)).exists():
                api_key_create(app=app, key=key, name="demo", actor=actor, reason="demo key changed")
        except ApiKeyTooShort as exc:
            raise CommandError(f"MEMIND_DEMO_API_KEY: {exc}.") from exc

        username = os.environ.get("MEMIND_ADMIN_USER", "admin")
        password = os.environ.get("MEMIND_ADMIN_PASSWORD") or _kept_secret(
            "admin_password", lambda: secrets.token_urlsafe(12)
        )
        User = get_user_model()
        user = User.objects.filter(username=username).first()
        changed = user is None or not user.check_password(password)
        if user is None:
            User.objects.create_superuser(username=username, email="", password=password)
        elif changed:
            user.set_password(password)
            user.save(update_fields=["password"])

        self.stdout.write(f"Demo app API key: {key}")
        # The password is printed once, when it is set; the run log of every later start keeps it out.
        where = (
            "MEMIND_ADMIN_PASSWORD"
            if "MEMIND_ADMIN_PASSWORD" in os.environ
            else str(Path(settings.MEMIND_DATA_DIR) / "admin_password")
        )
        self.stdout.write(
            f"Admin login:      {username} / {password if changed else f'(password in {where})'}"
        )
