"""Request ids: every answer carries one (the caller's, when it is a UUID), every log line shows
it, in text or JSON, and the jobs a request queues run under it."""

from __future__ import annotations

import json
import logging
import time
import uuid

import pytest
from celery.contrib.testing.worker import start_worker
from celery.signals import task_prerun
from django_guid import get_guid, set_guid
from django_guid.log_filters import CorrelationId

from memind.celery import app as celery_app
from memind.logs import JsonFormatter
from memories.models import ExtractionRun


def test_every_answer_has_a_request_id_and_a_callers_uuid_is_kept(api):
    given = uuid.uuid4().hex
    kept = api.get("/api/v1/memories/", HTTP_X_REQUEST_ID=given)
    assert kept["X-Request-ID"] == given
    fresh = api.get("/api/v1/memories/")
    assert len(fresh["X-Request-ID"]) == 32 and fresh["X-Request-ID"] != given
    typed = api.get("/api/v1/memories/", HTTP_X_REQUEST_ID="hello\nINFO forged line")
    assert "\n" not in typed["X-Request-ID"] and typed["X-Request-ID"] != "hello\nINFO forged line"


def test_log_lines_carry_the_request_id_in_json():
    set_guid("4b5e2f0c8d1a4e7f9a3b6c2d1e0f9a8b")
    try:
        record = logging.LogRecord("memories.tasks", logging.WARNING, __file__, 1, "queued %s", ("x",), None)
        assert CorrelationId().filter(record)
        line = json.loads(JsonFormatter().format(record))
    finally:
        set_guid(None)  # type: ignore[arg-type]
    assert line["request_id"] == "4b5e2f0c8d1a4e7f9a3b6c2d1e0f9a8b"
    assert (line["level"], line["logger"], line["message"]) == ("WARNING", "memories.tasks", "queued x")
    assert line["time"].endswith("+00:00")


@pytest.mark.django_db(transaction=True)
def test_the_jobs_a_request_queues_run_under_its_id(tenant, settings):
    settings.MEMIND_EXTRACTOR = "rules"
    seen: list[str | None] = []

    def grab(**kwargs: object) -> None:
        seen.append(get_guid())  # django_guid's own handler has set it from the message's headers

    task_prerun.connect(grab, weak=False)
    request_id = uuid.uuid4().hex
    try:
        with start_worker(celery_app, perform_ping_check=False, pool="solo", shutdown_timeout=30):
            batch = [
                {"role": "user", "content": f"随便聊聊{i}"} for i in range(settings.MEMIND_EXTRACTION_BATCH)
            ]
            resp = tenant.client.post(
                "/api/v1/users/rid/messages/",
                {"messages": batch},
                format="json",
                HTTP_X_REQUEST_ID=request_id,
            )
            assert resp.status_code == 201 and resp.json()["extraction_queued"]
            for _ in range(200):
                if ExtractionRun.objects.filter(user__external_id="rid").exists() and seen:
                    break
                time.sleep(0.1)
    finally:
        task_prerun.disconnect(grab)
    assert request_id in seen
