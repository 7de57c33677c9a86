"""One process of ``bench_lifecycle``'s parallel run: what a web worker (the ingest) and a Celery
worker process (the extraction) do for their share of the users.

Started with multiprocessing's ``spawn`` (a forked child would inherit the parent's OpenMP state
and hang in the embedding model), so this module imports nothing from Django at import time: the
child sets Django up itself, on the parent's database (a test run's included), then waits at the
barrier so that the parent times only the work, not the start-up.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

# (external user id, [(role, content, sent_at)]): plain values, unpickled before Django is set up.
Share = list[tuple[str, list[tuple[str, str, datetime]]]]


def run_share(
    db_name: str, settings_overrides: dict[str, Any], barrier: Any, app_id: int, share: Share
) -> None:
    try:
        _run_share(db_name, settings_overrides, barrier, app_id, share)
    except BaseException:
        barrier.abort()  # the parent and the other workers stop waiting and report the failure
        raise


def _run_share(
    db_name: str, settings_overrides: dict[str, Any], barrier: Any, app_id: int, share: Share
) -> None:
    import os

    import django

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memind.settings")
    django.setup()
    from django.conf import settings
    from django.db import connection
    from django.test import override_settings

    settings.DATABASES["default"]["NAME"] = db_name
    connection.settings_dict["NAME"] = db_name
    with override_settings(**settings_overrides):
        from memind.embedding import embed_passages
        from memind.models import App
        from memories.models import EndUser
        from memories.services import extraction
        from memories.services.messages import MessageIn, messages_ingest

        app = App.objects.get(pk=app_id)
        embed_passages(["warm up the model, as a running worker has"])
        barrier.wait()  # ingest
        for external_id, turns in share:
            msgs = [MessageIn(role=r, content=c, sent_at=at) for r, c, at in turns]
            for i in range(0, len(msgs), 48):
                messages_ingest(app=app, external_id=external_id, messages=msgs[i : i + 48], queue_jobs=False)
        barrier.wait()
        barrier.wait()  # extraction
        users = EndUser.objects.filter(app=app, external_id__in=[uid for uid, _ in share])
        for user in users:
            extraction.extraction_run(user=user, trigger="batch", force=True)
        barrier.wait()
