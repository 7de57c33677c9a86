from __future__ import annotations

from django.contrib import admin
from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView, SpectacularRedocView, SpectacularSwaggerView

from memind import views

admin.site.site_header = "Memind"
admin.site.site_title = "Memind admin"
admin.site.index_title = "Memories, users and apps"

urlpatterns = [
    path("healthz", views.healthz, name="healthz"),
    path("readyz", views.readyz, name="readyz"),
    path("metrics", views.metrics, name="metrics"),
    path("admin/", admin.site.urls),
    path(
        "api/schema/",
        SpectacularAPIView.as_view(authentication_classes=[], permission_classes=[]),
        name="schema",
    ),
    path(
        "api/docs/",
        SpectacularSwaggerView.as_view(url_name="schema", authentication_classes=[], permission_classes=[]),
        name="docs",
    ),
    path(
        "api/redoc/",
        SpectacularRedocView.as_view(url_name="schema", authentication_classes=[], permission_classes=[]),
        name="redoc",
    ),
    path("api/v1/", include("memories.api.urls")),
    path("api/v1/", include("proactive.api.urls")),
    path("api/v1/", include("experiences.api.urls")),
]

handler400 = "memind.api.json_400"
handler404 = "memind.api.json_404"
handler500 = "memind.api.json_500"
