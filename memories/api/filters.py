"""django-filter sets for list endpoints."""

from __future__ import annotations

from typing import Any

import django_filters
from rest_framework.exceptions import ValidationError

from memind.api import BoundedDateTimeFilter, datetime_problem
from memories.models import MemoryItem, MemoryType, ReviewState


class AsOfFilter(BoundedDateTimeFilter):
    """Validated like any datetime, answered by the view from the history (``memories.beliefs``)."""

    def filter(self, qs: Any, value: Any) -> Any:
        if value is not None and (problem := datetime_problem(value)):
            raise ValidationError({"as_of": [problem]})
        return qs


class MemoryFilter(django_filters.FilterSet):
    user = django_filters.CharFilter(field_name="user__external_id", max_length=128)
    type = django_filters.MultipleChoiceFilter(choices=MemoryType.choices)
    status = django_filters.MultipleChoiceFilter(choices=MemoryItem.Status.choices)
    outcome = django_filters.ChoiceFilter(choices=MemoryItem.Outcome.choices)
    slot = django_filters.CharFilter(max_length=64)
    subject = django_filters.CharFilter(max_length=64)
    q = django_filters.CharFilter(field_name="content", lookup_expr="icontains", max_length=200)
    min_importance = django_filters.NumberFilter(field_name="importance", lookup_expr="gte")
    observed_after = BoundedDateTimeFilter(field_name="observed_at", lookup_expr="gte")
    observed_before = BoundedDateTimeFilter(field_name="observed_at", lookup_expr="lt")
    pinned = django_filters.BooleanFilter()
    review = django_filters.ChoiceFilter(field_name="review_state", choices=ReviewState.choices)
    as_of = AsOfFilter(help_text="With user: every memory as it stood then, rebuilt from its history.")

    class Meta:
        model = MemoryItem
        fields: list[str] = []
