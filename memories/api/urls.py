from __future__ import annotations

from django.urls import path
from rest_framework.routers import SimpleRouter

from memories.api import recall, usage, views, webhooks

router = SimpleRouter(trailing_slash=True)
router.register("memories", views.MemoryViewSet, basename="memory")
router.register("traces", recall.TraceViewSet, basename="trace")

urlpatterns = [
    path("users/", views.UserListView.as_view(), name="user-list"),
    path("users/<str:user_id>/", views.UserDetailView.as_view(), name="user-detail"),
    path("users/<str:user_id>/messages/", views.UserMessagesView.as_view(), name="user-messages"),
    path("users/<str:user_id>/extract/", views.UserExtractView.as_view(), name="user-extract"),
    path("users/<str:user_id>/context/", recall.UserContextView.as_view(), name="user-context"),
    path("users/<str:user_id>/profile/", recall.UserProfileView.as_view(), name="user-profile"),
    path("users/<str:user_id>/search/", recall.UserSearchView.as_view(), name="user-search"),
    path("users/<str:user_id>/episodes/", recall.UserEpisodesView.as_view(), name="user-episodes"),
    path("webhooks/", webhooks.WebhookListView.as_view(), name="webhook-list"),
    path("webhooks/<str:id>/", webhooks.WebhookDetailView.as_view(), name="webhook-detail"),
    path(
        "webhooks/<str:id>/deliveries/", webhooks.WebhookDeliveriesView.as_view(), name="webhook-deliveries"
    ),
    path("usage/", usage.UsageView.as_view(), name="usage"),
    *router.urls,
]
