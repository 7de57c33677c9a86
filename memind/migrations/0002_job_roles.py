"""Staff roles also see job runs (JobRun arrived after the roles were first created)."""

from django.db import migrations


def grant(apps, schema_editor):
    from memories.roles import roles_ensure

    roles_ensure(apps)


class Migration(migrations.Migration):
    dependencies = [("memind", "0001_initial"), ("memories", "0002_roles")]
    operations = [migrations.RunPython(grant, migrations.RunPython.noop)]
