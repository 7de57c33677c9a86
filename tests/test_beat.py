"""The beat schedule is code's default; an operator's edit in the admin survives a beat restart."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest
from django_celery_beat import schedulers
from django_celery_beat.models import IntervalSchedule, PeriodicTask

from memind.beat import MemindScheduler
from memind.celery import app


@pytest.fixture(autouse=True)
def keep_test_connection(monkeypatch: pytest.MonkeyPatch) -> None:
    # Beat closes "old" database connections before it writes; inside a test's transaction that
    # would close the test's own connection.
    monkeypatch.setattr(schedulers, "close_old_connections", lambda: None)


def beat_start() -> MemindScheduler:
    scheduler = MemindScheduler(app=app, lazy=True)
    scheduler.setup_schedule()  # what `celery beat` does when it starts
    return scheduler


@pytest.mark.django_db
def test_beat_start_creates_every_code_entry(settings) -> None:
    PeriodicTask.objects.all().delete()

    beat_start()

    rows = {t.name: t for t in PeriodicTask.objects.select_related("interval")}
    for name, entry in settings.CELERY_BEAT_SCHEDULE.items():
        assert rows[name].task == entry["task"]
        assert rows[name].interval.schedule.run_every == timedelta(seconds=entry["schedule"])


@pytest.mark.django_db
def test_an_admin_edit_survives_a_beat_restart_and_missing_entries_come_back(settings) -> None:
    beat_start()
    # An operator slows the decay sweep to once a day and pauses the quota prune in the admin…
    daily = IntervalSchedule.objects.create(every=1, period=IntervalSchedule.DAYS)
    decay = PeriodicTask.objects.get(name="memory-decay-sweep")
    decay.interval = daily
    decay.kwargs = '{"note": "slower at night"}'
    decay.save()
    PeriodicTask.objects.filter(name="memory-quota-prune").update(enabled=False)
    # …and a row disappears (deleted by hand).
    PeriodicTask.objects.filter(name="gaps-detect").delete()

    scheduler = beat_start()

    decay.refresh_from_db()
    assert decay.interval_id == daily.pk and decay.kwargs == '{"note": "slower at night"}'
    assert PeriodicTask.objects.get(name="memory-quota-prune").enabled is False
    assert "memory-quota-prune" not in scheduler.schedule  # paused stays paused
    gaps = PeriodicTask.objects.get(name="gaps-detect")
    assert gaps.task == settings.CELERY_BEAT_SCHEDULE["gaps-detect"]["task"]
    assert scheduler.schedule["memory-decay-sweep"].schedule.run_every == timedelta(days=1)


def test_settings_and_serve_use_the_scheduler_that_keeps_admin_edits(settings) -> None:
    from memind.management.commands import serve

    assert settings.CELERY_BEAT_SCHEDULER == "memind.beat:MemindScheduler"
    source = Path(serve.__file__).read_text()
    assert "memind.beat:MemindScheduler" in source and "schedulers:DatabaseScheduler" not in source


@pytest.mark.django_db
def test_every_scheduled_job_names_a_registered_task(settings) -> None:
    app.loader.import_default_modules()  # the apps' tasks.py, as a worker loads them
    scheduled = {entry["task"] for entry in settings.CELERY_BEAT_SCHEDULE.values()}
    assert len(scheduled) == len(settings.CELERY_BEAT_SCHEDULE) == 10  # one entry per job
    assert scheduled <= set(app.tasks), scheduled - set(app.tasks)
