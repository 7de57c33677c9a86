"""Reads for the proactive API. Every selector is scoped to the calling app or user."""

from __future__ import annotations

from django.db.models import QuerySet

from memind.models import App
from memories.models import EndUser
from proactive.models import Gap, ProactiveMessage


def gap_list(*, user: EndUser) -> QuerySet[Gap]:
    return Gap.objects.filter(user=user).select_related("memory").order_by("-opened_at", "-id")


def proactive_message_list(*, app: App) -> QuerySet[ProactiveMessage]:
    return (
        ProactiveMessage.objects.filter(app=app)
        .select_related("user")
        .prefetch_related("memories")
        .order_by("-planned_for", "-id")
    )


def proactive_message_get(*, app: App, pk: int) -> ProactiveMessage | None:
    return proactive_message_list(app=app).filter(pk=pk).first()
