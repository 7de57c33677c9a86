from __future__ import annotations

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
