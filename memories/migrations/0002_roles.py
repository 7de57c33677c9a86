"""Two staff roles out of the box: `operator` changes memories, `support` only reads."""

from django.contrib.auth.management import create_permissions
from django.db import migrations

APPS = ("memories", "experiences", "proactive", "django_celery_beat")
MODELS = ("app", "apikey", "enduser", "message", "memoryitem", "memorysource", "memoryevent", "extractionrun")


def create_roles(apps, schema_editor):
    for app_config in apps.get_app_configs():
        app_config.models_module = True
        create_permissions(app_config, verbosity=0)
        app_config.models_module = None
    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    ours = Permission.objects.filter(content_type__app_label="memories", content_type__model__in=MODELS)
    support, _ = Group.objects.get_or_create(name="support")
    support.permissions.add(*ours.filter(codename__startswith="view_"))
    operator, _ = Group.objects.get_or_create(name="operator")
    # Operators correct memories and users; apps and keys stay with superusers.
    operator.permissions.add(
        *ours.filter(codename__startswith="view_"),
        *ours.filter(codename__in=["change_memoryitem", "change_enduser", "add_memoryitem"]),
    )


def drop_roles(apps, schema_editor):
    apps.get_model("auth", "Group").objects.filter(name__in=["operator", "support"]).delete()


class Migration(migrations.Migration):
    dependencies = [("memories", "0001_initial"), ("auth", "0012_alter_user_first_name_max_length")]
    operations = [migrations.RunPython(create_roles, drop_roles)]
