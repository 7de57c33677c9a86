"""Query guards: every admin changelist and every API list endpoint runs the same number of queries
with 3 rows as with 30. A page that reads a related row or a count per row fails here.

``rows`` adds n rows of one area's kinds for one app; ``ADMIN_AREA`` and ``API_AREA`` say which area
each changelist and endpoint lists. A new ``ModelAdmin`` or list endpoint fails here until it is
given an area (and the test checks that the page really lists more rows the second time)."""

from __future__ import annotations

from collections import Counter
from datetime import timedelta
from typing import Any

import pytest
import yaml
from django.contrib import admin
from django.contrib.auth.models import Group, User
from django.db import connection
from django.db.models import Model
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django.utils import timezone
from django_celery_beat.models import (
    ClockedSchedule,
    CrontabSchedule,
    IntervalSchedule,
    PeriodicTask,
    SolarSchedule,
)

from experiences.models import AgentRun, AgentRunEvent, Experience, ProductEvent
from memind.actors import Actor
from memind.models import JobRun
from memind.tenants import app_create
from memories.models import (
    ContextTrace,
    EndUser,
    Episode,
    ExtractionRun,
    MemoryItem,
    Message,
    UsageRecord,
    WebhookDelivery,
    WebhookEndpoint,
    WebhookEvent,
)
from memories.services import memories as memory_services
from proactive.models import Gap, ProactiveMessage
from tests.conftest import Tenant
from tests.memories.factories import remember, say
from tests.openapi import SCHEMA

FEW, MANY = 3, 30
MAIN = "main"  # the user whose messages, memories, traces… the per-user endpoints list


def _conversation(tenant: Tenant, at: range) -> None:
    say(tenant.app, MAIN, *[f"我喜欢第{i}道菜" for i in at])
    for i in at:
        say(tenant.app, f"u{i}", "你好")


def _memories(tenant: Tenant, at: range) -> None:
    main, actor = _main(tenant), Actor.system("test")
    memories = [remember(main, f"user likes dish number {i}") for i in at]
    for memory in memories:  # and wait in the review queue
        memory_services.memory_flag(memory=memory, actor=actor, reason="check")
    first = MemoryItem.objects.filter(user=main).order_by("id").first()
    assert first is not None
    for _ in at:  # the first memory's history grows
        first.refresh_from_db()
        change = memory_services.memory_unpin if first.pinned else memory_services.memory_pin
        change(memory=first, actor=actor, reason="guard")


def _records(tenant: Tenant, at: range) -> None:
    """What replies, extraction, episodes and the planner leave behind, one per new memory."""
    app, main, now = tenant.app, _main(tenant), timezone.now()
    memories = list(MemoryItem.objects.filter(user=main).order_by("-id")[: len(at)])
    messages = list(Message.objects.filter(user=main).order_by("-id")[: len(at)])
    for i, memory, message in zip(at, memories, messages, strict=True):
        trace = ContextTrace.objects.create(app=app, user=main, now=now, input=f"问题{i}", reply=f"回答{i}")
        trace.memories.add(memory)
        Episode.objects.create(
            app=app,
            user=main,
            title=f"scene {i}",
            summary="吃饭",
            started_at=now,
            ended_at=now,
            first_message=message,
            message_ids=[message.pk],
        )
        ExtractionRun.objects.create(app=app, user=main, extractor="rules")
        UsageRecord.objects.create(app=app, user=main, purpose="extraction", model="m", total_tokens=10)
        gap = Gap.objects.create(
            app=app, user=main, memory=memory, kind="interview", due_date=now.date(), opened_at=now
        )
        proactive = ProactiveMessage.objects.create(
            app=app,
            user=main,
            text=f"面试怎么样{i}",
            reason=ProactiveMessage.Reason.values[0],
            lang="zh",
            trace=trace,
            gap=gap,
            planned_for=now,
        )
        proactive.memories.add(memory)


def _apps(tenant: Tenant, at: range) -> None:
    for i in at:
        app_create(name=f"other-{i}")  # an app and its first key


def _platform(tenant: Tenant, at: range) -> None:
    now = timezone.now()
    for i in at:
        JobRun.objects.create(name=f"job-{i}")
        User.objects.create_user(f"staff-{i}")
        Group.objects.create(name=f"group-{i}")
        interval = IntervalSchedule.objects.create(every=1000 + i, period=IntervalSchedule.SECONDS)
        CrontabSchedule.objects.create(minute=str(i % 60), hour=str(i % 24))
        SolarSchedule.objects.create(event="sunrise", latitude=i, longitude=i)
        ClockedSchedule.objects.create(clocked_time=now + timedelta(days=i))
        PeriodicTask.objects.create(name=f"guard-{i}", task="memind.guard", interval=interval)


def _agents(tenant: Tenant, at: range) -> None:
    app, now = tenant.app, timezone.now()
    for i in at:
        run = AgentRun.objects.create(app=app, run_id=f"run-{i}", executor="goose", started_at=now)
        AgentRunEvent.objects.create(
            app=app, run=run, event_id=f"evt-{i}", type="log", payload={}, timestamp=now
        )
        experience = Experience.objects.create(
            app=app, title=f"SSE 断连 lesson {i}", problem="SSE 断连", body="SSE keep-alive", source_run=run
        )
        ProductEvent.objects.create(app=app, name="experience_injected", experience=experience, at=now)


def _webhooks(tenant: Tenant, at: range) -> None:
    app = tenant.app
    endpoint = WebhookEndpoint.objects.filter(app=app).order_by("id").first()
    for i in at:
        created = WebhookEndpoint.objects.create(
            app=app, url=f"https://hooks.example/{i}", secret="s", events=["memory.created"]
        )
        endpoint = endpoint or created
        event = WebhookEvent.objects.create(app=app, type="memory.created", payload={"i": i})
        WebhookDelivery.objects.create(endpoint=endpoint, event=event)


# Each kind of row, in the order they build on each other.
AREAS = {
    "conversation": _conversation,
    "memories": _memories,
    "records": _records,
    "apps": _apps,
    "platform": _platform,
    "agents": _agents,
    "webhooks": _webhooks,
}
NEEDS = {
    "conversation": [],
    "memories": ["conversation"],
    "records": ["conversation", "memories"],
    "apps": [],
    "platform": [],
    "agents": [],
    "webhooks": [],
}


def _main(tenant: Tenant) -> EndUser:
    return EndUser.objects.get(app=tenant.app, external_id=MAIN)


def rows(tenant: Tenant, area: str, n: int, start: int) -> None:
    """n more rows of an area's kinds (and of those they build on); ``start`` keeps names unique."""
    at = range(start, start + n)
    for name, build in AREAS.items():
        if name == area or name in NEEDS[area]:
            build(tenant, at)


def _differ(few: CaptureQueriesContext, many: CaptureQueriesContext) -> str:
    """What the bigger page ran on top of the smaller one's queries, for the failure message."""
    left = Counter(q["sql"] for q in few.captured_queries)
    extra = []
    for query in many.captured_queries:
        if left[query["sql"]]:
            left[query["sql"]] -= 1
        else:
            extra.append(query["sql"][:300])
    return f"{len(few)} queries with {FEW} rows, {len(many)} with {MANY}; new ones:\n" + "\n".join(extra[:10])


# --- The admin: every registered ModelAdmin's changelist ---------------------------------------

REGISTERED: list[type[Model]] = sorted(admin.site._registry, key=lambda m: m._meta.label)
ADMIN_AREA = {
    **dict.fromkeys(["auth.Group", "auth.User", "memind.JobRun"], "platform"),
    **{
        f"django_celery_beat.{m}": "platform"
        for m in ["ClockedSchedule", "CrontabSchedule", "IntervalSchedule", "PeriodicTask", "SolarSchedule"]
    },
    **dict.fromkeys(["memories.EndUser", "memories.Message"], "conversation"),
    **dict.fromkeys(["memories.MemoryItem", "memories.ReviewItem"], "memories"),
    **dict.fromkeys(
        [
            "memories.ContextTrace",
            "memories.Episode",
            "memories.ExtractionRun",
            "memories.UsageRecord",
            "proactive.Gap",
            "proactive.ProactiveMessage",
        ],
        "records",
    ),
    **dict.fromkeys(["memind.App", "memind.ApiKey"], "apps"),
    **dict.fromkeys(
        ["memories.WebhookDelivery", "memories.WebhookEndpoint", "memories.WebhookEvent"], "webhooks"
    ),
    **dict.fromkeys(
        [
            "experiences.AgentRun",
            "experiences.AgentRunEvent",
            "experiences.Experience",
            "experiences.ProductEvent",
        ],
        "agents",
    ),
}


def _changelist(client: Client, url: str) -> tuple[CaptureQueriesContext, int]:
    client.get(url)  # warm the session and content-type caches
    with CaptureQueriesContext(connection) as captured:
        page = client.get(url)
    assert page.status_code == 200, (url, page.status_code)
    return captured, len(page.context["cl"].result_list)


@pytest.mark.parametrize("model", REGISTERED, ids=[m._meta.label for m in REGISTERED])
def test_admin_changelist_queries_do_not_grow_with_rows(
    admin_client: Client, tenant: Tenant, settings: Any, model: type[Model]
) -> None:
    settings.MEMIND_EXTRACTOR = "rules"
    assert model._meta.label in ADMIN_AREA, f"say in ADMIN_AREA which rows {model._meta.label} lists"
    area = ADMIN_AREA[model._meta.label]
    url = reverse(f"admin:{model._meta.app_label}_{model._meta.model_name}_changelist")
    rows(tenant, area, FEW, 0)
    few, listed_few = _changelist(admin_client, url)
    rows(tenant, area, MANY - FEW, FEW)
    many, listed_many = _changelist(admin_client, url)

    assert listed_many >= listed_few + MANY - FEW, "rows() made no rows this changelist lists"
    assert len(many) == len(few), _differ(few, many)


# --- The API: every list endpoint in openapi.yaml -----------------------------------------------


def _list_paths() -> list[str]:
    """GET operations answering a list: an array, a page (``results``) or a search's hits."""
    spec = yaml.safe_load(SCHEMA.read_text())
    schemas = spec["components"]["schemas"]
    found = []
    for path, operations in spec["paths"].items():
        answer = operations.get("get", {}).get("responses", {}).get("200", {})
        schema = answer.get("content", {}).get("application/json", {}).get("schema", {})
        if "$ref" in schema:
            schema = schemas[schema["$ref"].rsplit("/", 1)[1]]
        if schema.get("type") == "array" or "results" in schema.get("properties", {}) or "search" in path:
            found.append(path)
    return found


LIST_PATHS = _list_paths()
API_AREA = {
    **{f"/api/v1/{p}/": "agents" for p in ["agent-runs", "experiences", "experiences/search", "metrics"]},
    **{f"/api/v1/{p}/": "memories" for p in ["memories", "memories/{id}/history", "users/{user_id}/search"]},
    **{
        f"/api/v1/{p}/": "records"
        for p in ["proactive-messages", "traces", "users/{user_id}/episodes", "users/{user_id}/gaps"]
    },
    **{f"/api/v1/{p}/": "conversation" for p in ["users", "users/{user_id}/messages"]},
    **{f"/api/v1/{p}/": "webhooks" for p in ["webhooks", "webhooks/{id}/deliveries"]},
}
# What each list needs to list everything rows() made (searches return their top hits only).
QUERY = {
    "/api/v1/experiences/search/": "?q=SSE&limit=100",
    "/api/v1/users/{user_id}/search/": "?q=dish&limit=50",
    "/api/v1/metrics/": "?event=experience_injected",
}


def _url(tenant: Tenant, path: str) -> str:
    query = QUERY.get(path, "?page_size=100")
    if "{id}" in path:
        rows = WebhookEndpoint.objects if "webhooks" in path else MemoryItem.objects
        first = rows.filter(app=tenant.app).order_by("id").values_list("id", flat=True).first()
        path = path.replace("{id}", str(first))
    return path.replace("{user_id}", MAIN) + query


def _listed(body: Any) -> int:
    """How many rows an answer lists; the metrics count events per day (``totals``)."""
    if isinstance(body, list):
        return len(body)
    listed = sum(
        len(v) for k, v in body.items() if isinstance(v, list) and k not in {"components", "fallbacks"}
    )
    return int(listed + sum(body.get("totals", {}).values()))


def _answer(tenant: Tenant, url: str) -> tuple[CaptureQueriesContext, int]:
    tenant.client.get(url)
    with CaptureQueriesContext(connection) as captured:
        resp = tenant.client.get(url)
    assert resp.status_code == 200, (url, resp.status_code, resp.content[:300])
    return captured, _listed(resp.json())


def test_the_api_list_endpoints_are_found() -> None:
    assert len(LIST_PATHS) >= 12
    assert {"/api/v1/memories/", "/api/v1/users/{user_id}/messages/", "/api/v1/agent-runs/"} <= set(
        LIST_PATHS
    )


@pytest.mark.parametrize("path", LIST_PATHS)
def test_api_list_queries_do_not_grow_with_rows(tenant: Tenant, settings: Any, path: str) -> None:
    settings.MEMIND_EXTRACTOR = "rules"
    assert path in API_AREA, f"say in API_AREA which rows {path} lists"
    rows(tenant, API_AREA[path], FEW, 0)
    url = _url(tenant, path)
    few, listed_few = _answer(tenant, url)
    rows(tenant, API_AREA[path], MANY - FEW, FEW)
    many, listed_many = _answer(tenant, url)

    assert listed_many > listed_few, "rows() made no rows this endpoint lists"
    assert len(many) == len(few), _differ(few, many)
