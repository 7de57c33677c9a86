from __future__ import annotations

import os
import threading
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest

from memind import embedding


def test_local_model_embeds_chinese_and_english_by_meaning():
    e = embedding.LocalEmbedder()
    docs = ["用户叫夏星帆", "用户喜欢吃火锅", "The user moved to New York", "用户每天早上跑步"]
    m = e.passages(docs)
    assert m.shape == (4, 384)
    assert np.allclose(np.linalg.norm(m, axis=1), 1.0, atol=1e-4)
    assert docs[int(np.argmax(m @ e.query("我叫什么名字？")))] == "用户叫夏星帆"
    assert docs[int(np.argmax(m @ e.query("where does the user live now?")))] == "The user moved to New York"
    assert docs[int(np.argmax(m @ e.query("what food do I like")))] == "用户喜欢吃火锅"


def test_openai_backend_through_the_real_sdk(fake_openai, settings):
    settings.MEMIND_EMBEDDING_BACKEND = "openai"
    settings.MEMIND_EMBEDDING_BASE_URL = fake_openai.base_url
    settings.MEMIND_EMBEDDING_MODEL = "fake-embed"
    embedding.get_embedder.cache_clear()
    try:
        vectors = embedding.embed_passages(["a", "b"])
        assert len(vectors) == 2 and len(vectors[0]) == 384
        assert np.allclose(vectors[0], fake_openai.vector("a"), atol=1e-5)
        path, body = fake_openai.requests[-1]
        assert path == "/v1/embeddings" and body["model"] == "fake-embed" and body["input"] == ["a", "b"]
    finally:
        embedding.get_embedder.cache_clear()


def test_wrong_dimension_from_endpoint_is_an_error(fake_openai, settings):
    fake_openai.embedding_dim = 8
    settings.MEMIND_EMBEDDING_BACKEND = "openai"
    settings.MEMIND_EMBEDDING_BASE_URL = fake_openai.base_url
    embedding.get_embedder.cache_clear()
    try:
        with pytest.raises(embedding.EmbeddingError, match="384"):
            embedding.embed_query("hello")
    finally:
        embedding.get_embedder.cache_clear()


def test_every_local_embedding_runs_on_the_one_engine_thread(monkeypatch):
    """OpenMP keeps a team of threads per calling thread, and a second team halves the speed of
    every embedding in the process: whoever asks, the engine is only ever called from one thread."""

    embedder = embedding.get_embedder()
    assert isinstance(embedder, embedding.LocalEmbedder)
    model = embedder._model
    callers: list[int] = []
    for name in ("query", "passage"):
        real = getattr(model, name)

        def spy(*args, _real=real, **kwargs):
            callers.append(threading.get_ident())
            return _real(*args, **kwargs)

        monkeypatch.setattr(model, name, spy)
    embedding.embed_query("where do I live?")
    embedding.embed_passages(["用户住在成都 (engine thread test)"])
    with ThreadPoolExecutor(2) as pool:
        pool.submit(embedding.embed_query, "我住在哪里？").result()
        pool.submit(embedding.embed_passages, ["The user lives in Leeds (engine thread test)"]).result()
    assert embedding.embed_query_soon("what is my name?").result().vector is not None
    assert len(callers) == 5 and len(set(callers)) == 1
    assert threading.get_ident() not in callers


@pytest.mark.parametrize(("threads", "background"), [(1, True), (2, False)])
def test_a_query_is_embedded_in_the_background_only_when_a_core_is_left_for_the_caller(
    settings, monkeypatch, threads, background
):
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    settings.MEMIND_EMBEDDING_THREADS = threads
    started, release = threading.Event(), threading.Event()
    embedder = embedding.get_embedder()
    assert isinstance(embedder, embedding.LocalEmbedder)
    real = embedder._model.query

    def held(*args, **kwargs):
        started.set()
        release.wait(5)
        return real(*args, **kwargs)

    monkeypatch.setattr(embedder._model, "query", held)
    pending = embedding.embed_query_soon("how was the concert?")
    if background:
        assert started.wait(5)  # the engine is at work while the caller goes on
    else:
        # two engine threads take both cores: nothing runs until the caller asks for the vector,
        # and then on the engine thread while the caller waits
        assert not started.wait(0.2)
    release.set()
    found = pending.result()
    assert found.vector is not None and len(found.vector) == 384 and found.ms > 0
