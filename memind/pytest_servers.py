"""pytest plugin (``-p memind.pytest_servers`` in pyproject.toml): a test run gets the embedded
servers, like ``manage.py``, before pytest-django reads settings; with ``DATABASE_URL`` /
``REDIS_URL`` set it uses those instead."""

from __future__ import annotations

import pytest

from memind import embedded


@pytest.hookimpl(tryfirst=True)
def pytest_load_initial_conftests(
    early_config: pytest.Config, parser: pytest.Parser, args: list[str]
) -> None:
    if not {"--help", "-h", "--version", "-V"} & set(args):
        embedded.provide()
