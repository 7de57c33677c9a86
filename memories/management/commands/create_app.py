"""python manage.py create_app NAME [--key KEY] — create a tenant and print its API key."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from memind.actors import Actor
from memind.models import App
from memind.tenants import ApiKeyTooShort, app_create


class Command(BaseCommand):
    help = "Create an app (tenant) and print its API key (stored hashed; shown only now)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("name")
        parser.add_argument("--key", help="Use this key instead of generating one (min. 24 characters).")

    def handle(self, *args: Any, name: str, key: str | None, **options: Any) -> None:
        if App.objects.filter(name=name).exists():
            raise CommandError(f"An app named {name!r} already exists.")
        try:
            app, raw = app_create(name=name, key=key, actor=Actor.system("create_app"))
        except ApiKeyTooShort as exc:
            raise CommandError(f"--key: {exc}.") from exc
        self.stdout.write(raw)
