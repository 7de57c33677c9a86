"""The Python client (clients/python): generated from the committed openapi.yaml, and working
against a live `manage.py serve` through its facade."""

from __future__ import annotations

import filecmp
import uuid
from pathlib import Path

import pytest
from memind_client import Memind, MemindError
from memind_client.generated.models import ExtractResult

from tests.live import ROOT, serve

CLIENT = ROOT / "clients" / "python"
KEY = "mk_sdk_integration_key_0123456789abcdef"


def _files(top: Path) -> set[str]:
    return {str(p.relative_to(top)) for p in top.rglob("*") if p.is_file() and "__pycache__" not in p.parts}


def test_the_committed_client_is_what_the_schema_generates(tmp_path):
    import importlib.util

    spec = importlib.util.spec_from_file_location("regenerate", CLIENT / "regenerate.py")
    assert spec and spec.loader
    regenerate = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(regenerate)
    regenerate.generate(tmp_path / "generated")
    committed, fresh = regenerate.TARGET, tmp_path / "generated"
    assert _files(committed) == _files(fresh), "run `make schema`: the client's modules differ"
    drifted = [f for f in sorted(_files(fresh)) if not filecmp.cmp(committed / f, fresh / f, shallow=False)]
    assert not drifted, f"run `make schema`: the generated client drifted in {drifted[:5]}"


def test_the_facade_against_a_live_server():
    user = f"sdk-{uuid.uuid4().hex[:8]}"
    with serve(key=KEY) as served:
        memind = Memind(served.base, api_key=KEY)
        ingest = memind.add_messages(
            user,
            [
                {"role": "user", "content": "My sister Lena is a nurse in Porto now", "client_msg_id": "s1"},
                {"role": "assistant", "content": "That is great news for her!", "client_msg_id": "s2"},
                {"role": "user", "content": "我最近在学弹尤克里里", "client_msg_id": "s3"},
            ],
        )
        assert ingest.accepted == 3
        assert (
            memind.add_messages(user, [{"role": "user", "content": "x", "client_msg_id": "s1"}]).accepted == 0
        )

        ctx = memind.context(user, "Where does Lena work?", budget_tokens=400)
        assert "Porto" in ctx.prompt and ctx.trace_id
        hits = memind.search(user, "尤克里里")
        assert any("尤克里里" in m.content for m in hits.messages)

        done = memind.extract(user, wait=True)
        assert isinstance(done, ExtractResult) and not done.failed and done.messages > 0
        page = memind.memories(user=user)
        assert page.count == len(page.results) > 0
        assert memind.profile(user).markdown

        with pytest.raises(MemindError) as refused:
            memind.context(user, "hi", budget_tokens=-1)
        assert refused.value.status == 400 and refused.value.code == "invalid"
        with pytest.raises(MemindError) as unauthorized:
            Memind(served.base, api_key="mk_wrong").context(user, "hi")
        assert unauthorized.value.status == 401

        memind.erase(user)
        with pytest.raises(MemindError) as gone:
            memind.profile(user)
        assert gone.value.status == 404
