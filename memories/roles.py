"""The two staff roles: ``operator`` corrects memories, ``support`` only reads. Idempotent; used
by the migrations, ``setup_demo`` and tests (a flushed test database loses migration data)."""

from __future__ import annotations

from typing import Any

from django.apps import apps as global_apps
from django.contrib.auth.management import create_permissions

READ_APPS = ("memories", "memind", "django_celery_beat", "experiences", "proactive")
OPERATOR_CHANGES = {
    "change_memoryitem",
    "add_memoryitem",
    "change_enduser",
    "change_reviewitem",
    "change_webhookdelivery",  # retry a failed delivery
}


def roles_ensure(apps: Any = global_apps) -> None:
    for app_config in apps.get_app_configs():
        if app_config.label in READ_APPS:
            # Migration-state app configs are stubs without models_module; create_permissions needs one.
            stub = getattr(app_config, "models_module", None) is None
            if stub:
                app_config.models_module = True
            create_permissions(app_config, verbosity=0)
            if stub:
                app_config.models_module = None
    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    ours = Permission.objects.filter(content_type__app_label__in=READ_APPS)
    view = list(ours.filter(codename__startswith="view_").exclude(content_type__model="apikey"))
    support, _ = Group.objects.get_or_create(name="support")
    support.permissions.add(*view)
    operator, _ = Group.objects.get_or_create(name="operator")
    # Operators correct memories and users and may edit the beat schedule; apps and keys stay
    # with superusers.
    operator.permissions.add(
        *view,
        *ours.filter(codename__in=OPERATOR_CHANGES),
        *ours.filter(content_type__app_label="django_celery_beat", codename__startswith="change_"),
    )
