from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from rest_framework.test import APIClient

from memind.models import App
from memind.tenants import app_create
from tests.fake_openai import FakeOpenAI


@dataclass
class Tenant:
    app: App
    key: str
    client: APIClient


def _tenant(name: str) -> Tenant:
    app, key = app_create(name=name)
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {key}")
    return Tenant(app=app, key=key, client=client)


@pytest.fixture
def tenant(db: None) -> Tenant:
    return _tenant("mio")


@pytest.fixture
def other_tenant(db: None) -> Tenant:
    return _tenant("rival")


@pytest.fixture
def api(tenant: Tenant) -> APIClient:
    return tenant.client


@pytest.fixture
def fake_openai() -> Iterator[FakeOpenAI]:
    server = FakeOpenAI()
    server.start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def rules(settings):
    """The offline rules extractor, whatever the environment configures."""
    settings.MEMIND_EXTRACTOR = "rules"
