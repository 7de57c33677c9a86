"""Fixtures for the proactive tests: the offline rules extractor, and a chat replayer."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

import pytest

from memories.models import EndUser
from tests.proactive.replay import say


@pytest.fixture(autouse=True)
def rules(settings: Any) -> None:
    settings.MEMIND_EXTRACTOR = "rules"


@pytest.fixture
def chat(tenant: Any) -> Callable[..., EndUser]:
    """``chat("u", at(0, 20), "明天下午两点要面试")``: the user says it then, extraction runs."""

    def _chat(user_id: str, when: datetime, *texts: str, tz: str = "Asia/Shanghai") -> EndUser:
        return say(tenant.app, user_id, when, *texts, tz=tz)

    return _chat
