"""Staff roles see runs, events, experiences and product events (these models arrived after the
roles were created)."""

from django.db import migrations


def grant(apps, schema_editor):
    from memories.roles import roles_ensure

    roles_ensure(apps)


class Migration(migrations.Migration):
    dependencies = [("experiences", "0001_initial"), ("memories", "0002_roles"), ("memind", "0002_job_roles")]
    operations = [migrations.RunPython(grant, migrations.RunPython.noop)]
