"""Memind's Python client.

``Memind`` wraps the calls an app makes most; everything else is in ``memind_client.generated``,
generated from the API's OpenAPI schema (``openapi.yaml``) by openapi-python-client::

    from memind_client import Memind

    memind = Memind("http://127.0.0.1:8000", api_key="mk_...")
    memind.add_messages("u42", [{"role": "user", "content": "I moved to Lisbon last month"}])
    ctx = memind.context("u42", "Where do I live now?")
    print(ctx.prompt)

A call the API refuses raises ``MemindError`` with the API's error code, message and, for 429 and
503, the seconds to wait (``retry_after``).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Mapping
from http import HTTPStatus
from typing import Any, TypeVar

import httpx

from memind_client.generated import AuthenticatedClient
from memind_client.generated.api.memories import v1_memories_list
from memind_client.generated.api.messages import v1_users_extract_create, v1_users_messages_create
from memind_client.generated.api.recall import (
    v1_users_context_create,
    v1_users_profile_retrieve,
    v1_users_search_retrieve,
)
from memind_client.generated.api.users import v1_users_destroy
from memind_client.generated.models import (
    ContextRequest,
    ContextResponse,
    Erased,
    Error,
    ExtractQueued,
    ExtractRequest,
    ExtractResult,
    IngestResult,
    MessageBatch,
    MessageIn,
    PaginatedMemoryOrBeliefList,
    Profile,
    UserSearchResponse,
    V1MemoriesListStatusItem,
    V1MemoriesListTypeItem,
    V1UsersProfileRetrieveLang,
    V1UsersSearchRetrieveTypeItem,
)
from memind_client.generated.types import UNSET, Response, Unset

__all__ = ["Memind", "MemindError"]

T = TypeVar("T")


class MemindError(Exception):
    """The API answered with an error (its ``{"error": {"code", "message"}}`` shape)."""

    def __init__(self, status: int, code: str, message: str, retry_after: int | None = None) -> None:
        super().__init__(f"{status} {code}: {message}")
        self.status, self.code, self.message, self.retry_after = status, code, message, retry_after


def _or_unset(value: T | None) -> T | Unset:
    return UNSET if value is None else value


class Memind:
    """A client for one app (its API key)."""

    def __init__(self, base_url: str, api_key: str, *, timeout: float = 10.0) -> None:
        self.client = AuthenticatedClient(
            base_url=base_url.rstrip("/"), token=api_key, timeout=httpx.Timeout(timeout)
        )

    def _ok(self, response: Response[Any], expected: type[T]) -> T:
        parsed = response.parsed
        if response.status_code < HTTPStatus.BAD_REQUEST and isinstance(parsed, expected):
            return parsed
        retry_after = response.headers.get("Retry-After")
        if isinstance(parsed, Error):
            code, message = parsed.error.code, parsed.error.message
        else:
            code, message = "unexpected", response.content[:200].decode(errors="replace")
        raise MemindError(int(response.status_code), code, message, int(retry_after) if retry_after else None)

    def add_messages(self, user_id: str, messages: Iterable[Mapping[str, Any]]) -> IngestResult:
        """Store a batch of messages (``role``, ``content``, optional ``sent_at``, ``session_id``,
        ``client_msg_id``); extraction follows in the background."""
        batch = MessageBatch(messages=[MessageIn.from_dict(dict(m)) for m in messages])
        return self._ok(
            v1_users_messages_create.sync_detailed(user_id, client=self.client, body=batch), IngestResult
        )

    def extract(self, user_id: str, *, wait: bool = False) -> ExtractResult | ExtractQueued:
        """Extract what is pending now; with ``wait``, return the run once it is done."""
        answer = v1_users_extract_create.sync_detailed(
            user_id, client=self.client, body=ExtractRequest(wait=wait)
        )
        if answer.status_code == HTTPStatus.ACCEPTED:  # queued: a worker runs it
            return self._ok(answer, ExtractQueued)
        return self._ok(answer, ExtractResult)

    def context(
        self, user_id: str, message: str, *, budget_tokens: int | None = None, now: dt.datetime | None = None
    ) -> ContextResponse:
        """The memory block for the reply to ``message`` (``.prompt``), with the trace id."""
        body = ContextRequest(message=message, budget_tokens=_or_unset(budget_tokens), now=_or_unset(now))
        return self._ok(
            v1_users_context_create.sync_detailed(user_id, client=self.client, body=body), ContextResponse
        )

    def search(
        self, user_id: str, q: str, *, types: Iterable[str] | None = None, limit: int = 10
    ) -> UserSearchResponse:
        """Memories and past messages ranked for ``q``, read-only (no trace, nothing reinforced)."""
        type_ = [V1UsersSearchRetrieveTypeItem(t) for t in types] if types else UNSET
        answer = v1_users_search_retrieve.sync_detailed(
            user_id, client=self.client, q=q, type_=type_, limit=limit
        )
        return self._ok(answer, UserSearchResponse)

    def memories(
        self,
        *,
        user: str | None = None,
        types: Iterable[str] | None = None,
        status: Iterable[str] | None = None,
        q: str | None = None,
        as_of: dt.datetime | None = None,
        page: int | None = None,
        page_size: int | None = None,
    ) -> PaginatedMemoryOrBeliefList:
        """One page of the app's memories (with ``user`` and ``as_of``: as they stood then)."""
        answer = v1_memories_list.sync_detailed(
            client=self.client,
            user=_or_unset(user),
            type_=[V1MemoriesListTypeItem(t) for t in types] if types else UNSET,
            status=[V1MemoriesListStatusItem(s) for s in status] if status else UNSET,
            q=_or_unset(q),
            as_of=_or_unset(as_of),
            page=_or_unset(page),
            page_size=_or_unset(page_size),
        )
        return self._ok(answer, PaginatedMemoryOrBeliefList)

    def profile(self, user_id: str, *, as_of: dt.datetime | None = None, lang: str | None = None) -> Profile:
        """MEMORY.md as sections (``.markdown`` holds the rendered text)."""
        answer = v1_users_profile_retrieve.sync_detailed(
            user_id,
            client=self.client,
            as_of=_or_unset(as_of),
            lang=V1UsersProfileRetrieveLang(lang) if lang else UNSET,
        )
        return self._ok(answer, Profile)

    def erase(self, user_id: str) -> Erased:
        """Erase everything stored about the user."""
        return self._ok(v1_users_destroy.sync_detailed(user_id, client=self.client), Erased)
