"""A test-client response checked against the committed openapi.yaml, as the schema fuzzing run
checks a live server's: a documented status code and content type, and a body that fits."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

import requests
import schemathesis
import yaml
from schemathesis.schemas import BaseSchema

SCHEMA = Path(__file__).resolve().parent.parent / "openapi.yaml"


@lru_cache(maxsize=1)
def _raw() -> dict[str, Any]:
    return dict(yaml.safe_load(SCHEMA.read_text()))


@lru_cache(maxsize=1)
def _schema() -> BaseSchema:
    return schemathesis.openapi.from_path(SCHEMA)


def assert_documented(resp: Any, method: str, path: str) -> None:
    """``path`` as the schema spells it (``/api/v1/users/{user_id}/gaps/``); raises, saying what
    differs, when the response is not one the schema documents for that operation."""
    answers = _raw()["paths"][path][method.lower()]["responses"]
    answer = answers.get(str(resp.status_code))
    assert answer is not None, f"{resp.status_code} is not documented for {method} {path}: {sorted(answers)}"
    if "$ref" in answer:
        answer = _raw()["components"]["responses"][answer["$ref"].rsplit("/", 1)[1]]
    media_type = resp["Content-Type"].split(";")[0].strip()
    assert media_type in answer.get("content", {}), f"{media_type} is not documented for {resp.status_code}"
    request = requests.Request(method, "http://testserver" + resp.request["PATH_INFO"]).prepare()
    response = schemathesis.Response(
        status_code=resp.status_code,
        headers={name.lower(): [value] for name, value in resp.headers.items()},
        content=resp.content,
        request=request,
        elapsed=0.0,
        verify=True,
    )
    _schema()[path][method].validate_response(response)
