"""Request bodies, bounded: every JSON endpoint parses through ``BoundedJSONParser``.

- nesting deeper than ``MEMIND_MAX_JSON_DEPTH`` is a 400 (Python's own limit would be a
  ``RecursionError``, i.e. a 500);
- NUL characters and lone surrogates, in any string or object key, are a 400 naming where they are
  (PostgreSQL cannot store NUL in text, and a lone surrogate is no character at all);
- the body's size is bounded by Django's ``DATA_UPLOAD_MAX_MEMORY_SIZE``, derived in settings from
  the batch limits so that every batch within them fits (a larger body is a 413, see ``memind.api``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

from django.conf import settings
from rest_framework import exceptions
from rest_framework.parsers import JSONParser

_BAD_CHARS = re.compile("[\x00\ud800-\udfff]")


def bad_text(value: str) -> str:
    """Why ``value`` cannot be stored as text ("" when it can)."""
    m = _BAD_CHARS.search(value)
    if m is None:
        return ""
    return (
        "contains a NUL character" if m.group() == "\x00" else "contains a lone surrogate (not a character)"
    )


def _nested(path: list[str], message: str) -> dict[str, Any]:
    """DRF's shape for a nested field error: ``{"messages": {"1": {"content": [message]}}}``."""
    error: Any = [message]
    for key in reversed(path or ["body"]):
        error = {key: error}
    return error  # type: ignore[no-any-return]


def check_tree(data: Any, *, max_depth: int) -> None:
    """Walk parsed JSON without recursion: depth, and NUL/surrogates in strings and keys."""
    stack: list[tuple[Any, list[str]]] = [(data, [])]
    while stack:
        node, path = stack.pop()
        if len(path) > max_depth:
            raise exceptions.ParseError(f"JSON nested deeper than {max_depth} levels.")
        if isinstance(node, str):
            if problem := bad_text(node):
                raise exceptions.ValidationError(_nested(path, f"Text {problem}."))
        elif isinstance(node, Mapping):
            for key, value in node.items():
                if problem := bad_text(str(key)):
                    raise exceptions.ValidationError(_nested(path, f"A key {problem}."))
                stack.append((value, [*path, str(key)]))
        elif isinstance(node, list):
            stack.extend((value, [*path, str(i)]) for i, value in enumerate(node))


class BoundedJSONParser(JSONParser):
    def parse(self, stream: Any, media_type: str | None = None, parser_context: Any = None) -> Any:
        try:
            data = super().parse(stream, media_type, parser_context)
        except RecursionError as exc:
            raise exceptions.ParseError("JSON nested too deeply.") from exc
        except json.JSONDecodeError as exc:  # pragma: no cover - JSONParser already maps it
            raise exceptions.ParseError(str(exc)) from exc
        check_tree(data, max_depth=settings.MEMIND_MAX_JSON_DEPTH)
        return data
