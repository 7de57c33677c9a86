"""Once granted the staff roles the job runs' permissions by calling into ``memories.roles``; the
platform app no longer imports an app above it, and ``memories/0010_review_queue`` (which runs
after this app's migrations) grants them with every other role permission."""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [("memind", "0001_initial")]
    operations = []  # type: ignore[var-annotated]
