"""Who a remote model call is for, and where its cost goes.

``memind.llm`` and ``memind.embedding`` are platform code: they don't know apps or users. The
code that calls them does, and says so by opening a scope::

    with usage_scope(app_id=user.app_id, user_id=user.pk, ref=f"extraction_run:{run.pk}"):
        extractor.extract(...)

Every call inside is handed to the ledger the ``memories`` app registers at start
(``ledger_register`` in its ``AppConfig.ready``), which stores one row per call and answers
whether the app is past its daily token budget. Scopes nest: an inner one keeps the outer one's
app, user and reference unless it names its own. The API opens one per request
(``UsageScopeMiddleware``) and the API-key authentication binds the calling app to it.

A call made with no scope at all (an operator's ``reembed``) is still recorded, with no app.
Recording never breaks the call: a ledger that fails is logged and the call goes on.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable, Iterator, Sequence
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Protocol

from django.http import HttpRequest, HttpResponse

log = logging.getLogger(__name__)

OK, ERROR, SKIPPED_OVER_BUDGET = "ok", "error", "skipped_over_budget"
# What callers name their calls (the ledger's ``purpose``).
PURPOSES = ("extraction", "episode_title", "phrasing", "embedding", "query_embedding")


@dataclass
class Scope:
    app_id: int | None = None
    user_id: int | None = None
    ref: str = ""  # what the call served: "extraction_run:12", "agent_run:7", "request:<id>"
    # Calls made inside a transaction, with the scope they were made in: see _emit.
    pending: list[tuple[Scope, Call]] = field(default_factory=list)


@dataclass(frozen=True)
class Call:
    purpose: str  # extraction, episode_title, phrasing, embedding, query_embedding…
    model: str
    prompt_tokens: int = 0
    completion_tokens: int = 0
    estimated: bool = False  # the endpoint sent no ``usage``: tokens estimated from the text
    latency_ms: int = 0
    outcome: str = OK  # ok | error | skipped_over_budget
    error: str = ""


class Ledger(Protocol):
    def record(self, calls: Sequence[tuple[Scope | None, Call]]) -> None: ...

    def over_budget(self, scope: Scope | None) -> bool: ...

    def deferred(self) -> bool:
        """Whether a row written now could be rolled back with the caller's transaction."""
        ...


_current: ContextVar[Scope | None] = ContextVar("memind_usage_scope", default=None)
_ledger: Ledger | None = None


def ledger_register(ledger: Ledger | None) -> None:
    global _ledger
    _ledger = ledger


def scope_current() -> Scope | None:
    return _current.get()


@contextlib.contextmanager
def usage_scope(*, app_id: int | None = None, user_id: int | None = None, ref: str = "") -> Iterator[Scope]:
    parent = _current.get()
    scope = Scope(
        app_id=app_id if app_id is not None else (parent.app_id if parent else None),
        user_id=user_id if user_id is not None else (parent.user_id if parent else None),
        ref=ref or (parent.ref if parent else ""),
    )
    token = _current.set(scope)
    try:
        yield scope
    finally:
        _current.reset(token)
        if scope.pending:
            _flush(scope, parent)


def scope_bind(*, app_id: int) -> None:
    """Name the app of the scope already open (the request's, once its API key is known)."""
    scope = _current.get()
    if scope is not None and scope.app_id is None:
        scope.app_id = app_id


def call_record(call: Call) -> None:
    """Hand one finished call to the ledger; never raises."""
    _emit(_current.get(), call)


def budget_exceeded(*, purpose: str, model: str) -> bool:
    """Whether the scope's app has spent today's tokens; if so the skip is recorded and the
    caller takes its rules instead. A ledger that can't answer lets the call through."""
    if _ledger is None:
        return False
    scope = _current.get()
    try:
        over = _ledger.over_budget(scope)
    except Exception:  # noqa: BLE001 - the budget is a brake, not a reason to fail the job
        log.exception("token budget not checked")
        return False
    if over:
        _emit(scope, Call(purpose=purpose, model=model, outcome=SKIPPED_OVER_BUDGET))
    return over


def _emit(scope: Scope | None, call: Call) -> None:
    # A row written inside the caller's transaction would vanish with a rollback (a crashed
    # extraction batch), yet the tokens were spent: such calls wait on the scope, which writes
    # them when it closes, outside the transaction when the caller's block has ended by then.
    if _ledger is None:
        return
    try:
        if scope is not None and _ledger.deferred():
            scope.pending.append((scope, call))
            return
        _ledger.record([(scope, call)])
    except Exception:  # noqa: BLE001 - bookkeeping must never break the call it records
        log.exception("usage ledger: a %s call was not recorded", call.purpose)


def _flush(scope: Scope, parent: Scope | None) -> None:
    calls, scope.pending = scope.pending, []
    if _ledger is None:
        return
    try:
        if parent is not None and _ledger.deferred():
            parent.pending.extend(calls)  # still inside a transaction: the outer scope writes them
            return
        _ledger.record(calls)
    except Exception:  # noqa: BLE001 - bookkeeping must never break the call it records
        log.exception("usage ledger: %d calls were not recorded", len(calls))


class UsageScopeMiddleware:
    """One usage scope per request; ``ApiKeyAuthentication`` binds the app to it."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        with usage_scope():
            return self.get_response(request)
