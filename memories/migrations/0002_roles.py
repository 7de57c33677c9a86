"""Two staff roles out of the box: `operator` changes memories, `support` only reads."""

from django.db import migrations


def create_roles(apps, schema_editor):
    from memories.roles import roles_ensure

    roles_ensure(apps)


def drop_roles(apps, schema_editor):
    apps.get_model("auth", "Group").objects.filter(name__in=["operator", "support"]).delete()


class Migration(migrations.Migration):
    dependencies = [
        ("memories", "0001_initial"),
        ("auth", "0012_alter_user_first_name_max_length"),
        ("django_celery_beat", "0019_alter_periodictasks_options"),
    ]
    operations = [migrations.RunPython(create_roles, drop_roles)]
