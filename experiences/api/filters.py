"""django-filter sets for the experience list."""

from __future__ import annotations

import django_filters
from django.db.models import Q, QuerySet

from experiences.models import Experience
from memind.api import BoundedDateTimeFilter


class ExperienceFilter(django_filters.FilterSet):
    kind = django_filters.MultipleChoiceFilter(choices=Experience.Kind.choices)
    result = django_filters.MultipleChoiceFilter(choices=Experience.Result.choices)
    status = django_filters.MultipleChoiceFilter(choices=Experience.Status.choices)
    component = django_filters.CharFilter(
        method="by_component", max_length=64, help_text="In environment.components or the runtime."
    )
    run_id = django_filters.CharFilter(field_name="source_run__run_id", max_length=128)
    created_after = BoundedDateTimeFilter(field_name="created_at", lookup_expr="gte")
    created_before = BoundedDateTimeFilter(field_name="created_at", lookup_expr="lt")

    class Meta:
        model = Experience
        fields: list[str] = []

    def by_component(self, qs: QuerySet[Experience], name: str, value: str) -> QuerySet[Experience]:
        value = value.strip().lower()
        return qs.filter(Q(environment__components__contains=[value]) | Q(environment__runtime=value))
