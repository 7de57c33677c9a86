"""Reads. Every selector takes the calling app and never returns another app's rows."""

from __future__ import annotations

from django.db.models import Count, Prefetch, QuerySet

from memories.models import (
    App,
    ContextTrace,
    EndUser,
    Episode,
    MemoryEvent,
    MemoryItem,
    MemorySource,
    Message,
)


def user_get(*, app: App, external_id: str) -> EndUser | None:
    return EndUser.objects.filter(app=app, external_id=external_id).first()


def user_list(*, app: App) -> QuerySet[EndUser]:
    return EndUser.objects.filter(app=app).order_by("-last_seen_at", "id")


def message_list(*, user: EndUser) -> QuerySet[Message]:
    return Message.objects.filter(user=user).order_by("sent_at", "id")


def memory_list(*, app: App) -> QuerySet[MemoryItem]:
    """The app's memories, newest observation first, with what list views show."""
    return (
        MemoryItem.objects.filter(app=app)
        .select_related("user")
        .annotate(source_count=Count("source_links"))
        .order_by("-observed_at", "-id")
        .defer("embedding")
    )


def memory_detail(*, app: App, pk: int) -> MemoryItem | None:
    sources = MemorySource.objects.select_related("message").order_by("message__sent_at", "message_id")
    return (
        MemoryItem.objects.filter(app=app, pk=pk)
        .select_related("user")
        .annotate(source_count=Count("source_links"))
        .prefetch_related(Prefetch("source_links", queryset=sources))
        .defer("embedding")
        .first()
    )


def memory_history(*, memory: MemoryItem) -> QuerySet[MemoryEvent]:
    return MemoryEvent.objects.filter(memory=memory).order_by("at", "id")


def episode_list(*, user: EndUser) -> QuerySet[Episode]:
    return Episode.objects.filter(user=user).order_by("-started_at", "-id").defer("embedding")


def trace_list(*, app: App) -> QuerySet[ContextTrace]:
    return (
        ContextTrace.objects.filter(app=app)
        .select_related("user")
        .prefetch_related("memories")
        .order_by("-created_at", "-id")
    )
