"""The LLM client: any OpenAI-compatible chat endpoint, JSON-schema structured output.

Configured by ``MEMIND_LLM_BASE_URL``, ``MEMIND_LLM_MODEL`` and ``OPENAI_API_KEY``. Transient
failures (connection, timeout, 429, 5xx) are retried with exponential backoff; an answer that is
not valid JSON is an ``LLMError`` for the caller to record, never silently "fixed".
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import openai
from django.conf import settings
from tenacity import retry, retry_if_exception_type, stop_after_attempt, wait_exponential

from memind.metrics import llm_usage_record


class LLMError(RuntimeError):
    pass


def llm_configured() -> bool:
    return bool(settings.MEMIND_LLM_BASE_URL or settings.OPENAI_API_KEY)


@cache
def _client(base_url: str | None, api_key: str) -> openai.OpenAI:
    # Retries are ours (tenacity), so the SDK's own are off: one policy, visible in one place.
    return openai.OpenAI(base_url=base_url, api_key=api_key or "not-needed", max_retries=0, timeout=60)


_TRANSIENT = (
    openai.APIConnectionError,
    openai.APITimeoutError,
    openai.RateLimitError,
    openai.InternalServerError,
)


@retry(
    retry=retry_if_exception_type(_TRANSIENT),
    stop=stop_after_attempt(4),
    wait=wait_exponential(multiplier=0.5, max=10),
    reraise=True,
)
def _complete(messages: list[dict[str, str]], schema_name: str, schema: dict[str, Any]) -> str:
    client = _client(settings.MEMIND_LLM_BASE_URL, settings.OPENAI_API_KEY)
    resp = client.chat.completions.create(  # type: ignore[call-overload]
        model=settings.MEMIND_LLM_MODEL,
        messages=messages,
        temperature=0,
        response_format={
            "type": "json_schema",
            "json_schema": {"name": schema_name, "schema": schema, "strict": True},
        },
    )
    llm_usage_record(purpose=schema_name, model=settings.MEMIND_LLM_MODEL, usage=resp.usage)
    content = resp.choices[0].message.content if resp.choices else None
    if not content:
        raise LLMError("the model returned an empty answer")
    return content


def chat_json(*, system: str, user: str, schema_name: str, schema: dict[str, Any]) -> dict[str, Any]:
    """Ask for a JSON object matching ``schema``; raises ``LLMError`` on failure or malformed output."""
    try:
        raw = _complete(
            [{"role": "system", "content": system}, {"role": "user", "content": user}], schema_name, schema
        )
    except openai.OpenAIError as exc:
        raise LLMError(f"LLM request failed: {exc}") from exc
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise LLMError(f"LLM answer is not JSON: {raw[:200]!r}") from exc
    if not isinstance(data, dict):
        raise LLMError("LLM answer is not a JSON object")
    return data
