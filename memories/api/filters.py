"""django-filter sets for list endpoints."""

from __future__ import annotations

import django_filters

from memind.api import BoundedDateTimeFilter
from memories.models import MemoryItem, MemoryType


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

    class Meta:
        model = MemoryItem
        fields: list[str] = []
