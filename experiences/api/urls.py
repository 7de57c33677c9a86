from __future__ import annotations

from django.urls import URLPattern, URLResolver, path
from rest_framework.routers import SimpleRouter

from experiences.api import views

router = SimpleRouter(trailing_slash=True)
router.register("experiences", views.ExperienceViewSet, basename="experience")

urlpatterns: list[URLPattern | URLResolver] = [
    path("agent-runs/", views.RunListView.as_view(), name="agentrun-list"),
    path("agent-runs/<str:run_id>/", views.RunDetailView.as_view(), name="agentrun-detail"),
    path("agent-runs/<str:run_id>/events/", views.RunEventsView.as_view(), name="agentrun-events"),
    path("agent-runs/<str:run_id>/complete/", views.RunCompleteView.as_view(), name="agentrun-complete"),
    path("metrics/", views.MetricsView.as_view(), name="metrics"),
    *router.urls,
]
