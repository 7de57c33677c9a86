"""The LLM client: any OpenAI-compatible chat endpoint, JSON-schema structured output.

Configured by ``MEMIND_LLM_BASE_URL``, ``MEMIND_LLM_MODEL`` and ``OPENAI_API_KEY``. Transient
failures (connection, timeout, 408/409/429, 5xx) are retried by the ``openai`` SDK itself,
``MEMIND_LLM_MAX_RETRIES`` times with exponential backoff, honouring the endpoint's
``Retry-After``; a 400 or 401 is not retried. An answer that is not valid JSON is an
``LLMError`` for the caller to record, never silently "fixed".

Every call lands in the usage ledger (``memind.usage``) with its tokens, latency and outcome.
Past the app's daily token budget no call is made: ``OverBudget`` (an ``LLMError``) tells the
caller to use its rules, and the skip is recorded.
"""

from __future__ import annotations

import json
import time
from functools import cache
from typing import Any

import openai
from django.conf import settings

from memind import usage
from memind.metrics import llm_usage_record
from memind.text import estimate_tokens


class LLMError(RuntimeError):
    pass


class OverBudget(LLMError):
    """The app has spent its daily tokens: no call was made."""


def llm_configured() -> bool:
    return bool(settings.MEMIND_LLM_BASE_URL or settings.OPENAI_API_KEY)


@cache
def _client(base_url: str | None, api_key: str, max_retries: int) -> openai.OpenAI:
    return openai.OpenAI(
        base_url=base_url, api_key=api_key or "not-needed", max_retries=max_retries, timeout=60
    )


def chat_json(
    *, system: str, user: str, schema_name: str, schema: dict[str, Any], purpose: str
) -> dict[str, Any]:
    """Ask for a JSON object matching ``schema``; raises ``LLMError`` on failure or malformed output
    (``OverBudget`` when the app is past its daily tokens). ``purpose`` names the call in the ledger."""
    model = settings.MEMIND_LLM_MODEL
    if usage.budget_exceeded(purpose=purpose, model=model):
        raise OverBudget("the app's daily token budget is spent")
    client = _client(settings.MEMIND_LLM_BASE_URL, settings.OPENAI_API_KEY, settings.MEMIND_LLM_MAX_RETRIES)
    started = time.monotonic()
    try:
        resp = client.chat.completions.create(
            model=model,
            messages=[{"role": "system", "content": system}, {"role": "user", "content": user}],
            temperature=0,
            response_format={
                "type": "json_schema",
                "json_schema": {"name": schema_name, "schema": schema, "strict": True},
            },
        )
    except openai.OpenAIError as exc:
        # A failed request is not billed: no tokens, the error kept.
        usage.call_record(
            usage.Call(
                purpose=purpose,
                model=model,
                latency_ms=_ms_since(started),
                outcome=usage.ERROR,
                error=f"{type(exc).__name__}: {exc}"[:300],
            )
        )
        raise LLMError(f"LLM request failed: {exc}") from exc
    raw = resp.choices[0].message.content if resp.choices else None
    llm_usage_record(purpose=purpose, model=model, usage=resp.usage)
    usage.call_record(
        _call(resp, purpose=purpose, model=model, prompt=system + user, answer=raw or "", started=started)
    )
    if not raw:
        raise LLMError("the model returned an empty answer")
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise LLMError(f"LLM answer is not JSON: {raw[:200]!r}") from exc
    if not isinstance(data, dict):
        raise LLMError("LLM answer is not a JSON object")
    return data


def _call(resp: Any, *, purpose: str, model: str, prompt: str, answer: str, started: float) -> usage.Call:
    # The configured model's name, not the dated one the endpoint may answer with: one row per
    # model in the usage report, whichever snapshot served it.
    used = getattr(resp, "usage", None)
    if used is not None and used.prompt_tokens is not None:
        return usage.Call(
            purpose=purpose,
            model=model,
            prompt_tokens=int(used.prompt_tokens),
            completion_tokens=int(used.completion_tokens or 0),
            latency_ms=_ms_since(started),
        )
    return usage.Call(
        purpose=purpose,
        model=model,
        prompt_tokens=estimate_tokens(prompt),
        completion_tokens=estimate_tokens(answer),
        estimated=True,
        latency_ms=_ms_since(started),
    )


def _ms_since(started: float) -> int:
    return round((time.monotonic() - started) * 1000)
