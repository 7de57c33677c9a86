from __future__ import annotations

from django.urls import path
from rest_framework.routers import SimpleRouter

from proactive.api import views

router = SimpleRouter(trailing_slash=True)
router.register("proactive-messages", views.ProactiveMessageViewSet, basename="proactive-message")

urlpatterns = [
    path("users/<str:user_id>/proactive/", views.UserProactiveView.as_view(), name="user-proactive"),
    path("users/<str:user_id>/gaps/", views.UserGapsView.as_view(), name="user-gaps"),
    *router.urls,
]
