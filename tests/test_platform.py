"""Health probes, auth, docs, system checks, and the embedded stack."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.management import call_command
from django.db import connection
from rest_framework.test import APIClient

from memind import checks
from tests.memories.test_messages_api import assert_error


@pytest.mark.django_db
def test_healthz_and_readyz_check_real_postgres_and_redis(client):
    assert client.get("/healthz").json() == {"status": "ok"}
    ready = client.get("/readyz")
    assert ready.status_code == 200
    body = ready.json()
    assert body["checks"]["database"]["ok"] and body["checks"]["database"]["pgvector"]
    assert body["checks"]["broker"]["ok"]


@pytest.mark.django_db
def test_readyz_reports_broker_down(client, settings):
    settings.CELERY_BROKER_URL = "redis://127.0.0.1:1/0"
    resp = client.get("/readyz")
    assert resp.status_code == 503 and resp.json()["checks"]["broker"]["ok"] is False


@pytest.mark.django_db
def test_database_is_postgres_with_pgvector():
    with connection.cursor() as cur:
        cur.execute("SELECT extversion FROM pg_extension WHERE extname = 'vector'")
        assert cur.fetchone() is not None
    assert connection.vendor == "postgresql"


def test_embedded_postgres_settings_are_included_once(tmp_path):
    from memind import embedded

    conf = tmp_path / "postgresql.conf"
    conf.write_text("shared_buffers = 128MB\n")
    embedded._configure(tmp_path)
    embedded._configure(tmp_path)  # every start rewrites memind.conf, the include stays single
    assert conf.read_text().count("include_if_exists = 'memind.conf'") == 1
    written = (tmp_path / "memind.conf").read_text()
    assert all(f"{k} = '{v}'" in written for k, v in embedded.POSTGRES_SETTINGS.items())


@pytest.mark.parametrize(
    ("memory_gb", "shared_buffers"), [(24, "6GB"), (6, "1536MB"), (0.25, "128MB"), (256, "16GB")]
)
def test_embedded_postgres_takes_a_quarter_of_the_machines_memory_within_bounds(
    monkeypatch, memory_gb, shared_buffers
):
    """A user's lines sit on as many pages as they have lines: the buffers grow with the machine
    (never below PostgreSQL's own default, never beyond what helps) instead of a fixed size."""
    from memind import embedded

    page = 4096
    sizes = {"SC_PAGE_SIZE": page, "SC_PHYS_PAGES": int(memory_gb * 2**30) // page}
    monkeypatch.setattr(os, "sysconf", lambda name: sizes[name])
    assert embedded._share_of_memory(0.25, least_mb=128, most_mb=16 * 1024) == shared_buffers


def test_importing_settings_or_asking_for_help_starts_no_server(tmp_path):
    """Only the entry points that talk to the servers start embedded ones (a type check, `help`
    and `--version` don't); a command that needs them does, in the data dir it is given."""
    root = Path(__file__).resolve().parent.parent
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "REDIS_URL")}
    env |= {"MEMIND_DATA_DIR": str(tmp_path), "DJANGO_SETTINGS_MODULE": "memind.settings"}
    read_settings = (
        "import django; django.setup(); from django.conf import settings; print(settings.REDIS_URL)"
    )
    for cmd in (["manage.py", "help"], ["manage.py", "--version"], ["-c", read_settings]):
        done = subprocess.run([sys.executable, *cmd], cwd=root, env=env, capture_output=True, text=True)
        assert done.returncode == 0, done.stderr
    assert "not-started" in done.stdout
    assert not (tmp_path / "pg").exists() and not (tmp_path / "redis").exists()


@pytest.mark.django_db
def test_the_embedded_server_runs_with_memind_settings(settings):
    from memind import embedded

    if settings.DATABASES["default"]["HOST"] != str(settings.MEMIND_DATA_DIR / "pg"):
        pytest.skip("DATABASE_URL points at an external PostgreSQL")
    with connection.cursor() as cur:
        cur.execute("SHOW shared_buffers")
        assert cur.fetchone()[0] == embedded.POSTGRES_SETTINGS["shared_buffers"]


@pytest.mark.django_db
@pytest.mark.parametrize("header", [None, "Bearer nope", "Token abc", "Bearer "])
def test_missing_or_bad_key_is_401_with_error_body(header):
    client = APIClient()
    if header:
        client.credentials(HTTP_AUTHORIZATION=header)
    resp = client.get("/api/v1/memories/")
    assert_error(resp, 401, "unauthorized")
    assert resp["WWW-Authenticate"].startswith("Bearer")


@pytest.mark.django_db
def test_revoked_key_is_refused(tenant):
    tenant.app.api_keys.update(revoked_at="2026-01-01T00:00:00Z")
    assert_error(tenant.client.get("/api/v1/memories/"), 401, "unauthorized")


@pytest.mark.django_db
def test_unknown_api_path_is_json_404(api):
    resp = api.get("/api/v1/nothing-here/")
    assert_error(resp, 404, "not_found")


@pytest.mark.django_db
def test_schema_and_offline_docs(client):
    schema = client.get("/api/schema/?format=json")
    assert schema.status_code == 200
    paths = schema.json()["paths"]
    assert "/api/v1/users/{user_id}/messages/" in paths and "/api/v1/memories/{id}/supersede/" in paths
    docs = client.get("/api/docs/")
    assert docs.status_code == 200
    html = docs.content.decode()
    assert "/static/drf_spectacular_sidecar/" in html and "cdn.jsdelivr" not in html


# Every vector column of every app, as the database has it; the check must find them itself.
VECTOR_COLUMNS = {
    "memories_message": "halfvec",
    "memories_memoryitem": "vector",
    "memories_episode": "vector",
    "experiences_experience": "vector",
}


@pytest.mark.django_db
def test_pgvector_check_passes_and_dimension_mismatch_fails(settings):
    assert checks.pgvector_installed() == []
    settings.MEMIND_EMBEDDING_DIM = 768
    errors = checks.pgvector_installed()
    found = {e.msg.split(".")[0]: (e.id, e.msg) for e in errors}
    assert set(found) == set(VECTOR_COLUMNS)
    for table, kind in VECTOR_COLUMNS.items():
        error_id, msg = found[table]
        assert error_id == {"vector": "memind.E002", "halfvec": "memind.E003"}[kind]
        assert f"is {kind}(384) but MEMIND_EMBEDDING_DIM says {kind}(768)" in msg


@pytest.mark.django_db
@pytest.mark.parametrize("table", sorted(VECTOR_COLUMNS))
def test_pgvector_check_finds_a_wrong_column_on_each_model(table):
    kind = VECTOR_COLUMNS[table]
    with connection.cursor() as cur:
        cur.execute(f"ALTER TABLE {table} ALTER COLUMN embedding TYPE {kind}(8) USING NULL")
    errors = checks.pgvector_installed()
    assert [e.msg for e in errors] == [
        f"{table}.embedding is {kind}(8) but MEMIND_EMBEDDING_DIM says {kind}(384)."
    ]


@pytest.mark.django_db
def test_create_app_prints_a_working_key(capsys):
    call_command("create_app", "acme")
    key = capsys.readouterr().out.strip()
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {key}")
    assert client.get("/api/v1/memories/").status_code == 200


@pytest.mark.django_db
def test_create_app_with_given_key_and_duplicate_name(capsys):
    call_command("create_app", "acme", "--key", "k" * 30)
    assert capsys.readouterr().out.strip() == "k" * 30
    from django.core.management.base import CommandError

    with pytest.raises(CommandError):
        call_command("create_app", "acme")


@pytest.mark.django_db
def test_every_way_to_give_a_key_obeys_the_same_minimum(monkeypatch, settings, tmp_path):
    from django.core.management.base import CommandError

    with pytest.raises(CommandError, match="at least 24"):
        call_command("create_app", "short", "--key", "k" * 23)
    settings.MEMIND_DATA_DIR = str(tmp_path)
    monkeypatch.setenv("MEMIND_DEMO_API_KEY", "demo-key")
    with pytest.raises(CommandError, match="MEMIND_DEMO_API_KEY"):
        call_command("setup_demo", stdout=io.StringIO())


@pytest.mark.django_db
def test_the_admin_password_is_printed_once_not_on_every_start(monkeypatch, settings, tmp_path):
    settings.MEMIND_DATA_DIR = str(tmp_path)
    monkeypatch.delenv("MEMIND_DEMO_API_KEY", raising=False)
    monkeypatch.delenv("MEMIND_ADMIN_PASSWORD", raising=False)
    first, again = io.StringIO(), io.StringIO()
    call_command("setup_demo", stdout=first)
    call_command("setup_demo", stdout=again)
    password = (tmp_path / "admin_password").read_text().strip()
    assert password in first.getvalue()
    assert password not in again.getvalue() and "admin_password" in again.getvalue()


@pytest.mark.django_db
def test_openapi_yaml_is_the_schema_the_code_generates(tmp_path):
    """openapi.yaml is the contract the schema fuzzing run and the docs read: it never drifts."""
    out = tmp_path / "schema.yml"
    call_command("spectacular", "--validate", "--fail-on-warn", "--file", str(out))
    text = out.read_text()
    assert "/api/v1/users/{user_id}/context/" in text and "bearer" in text
    committed = (Path(__file__).resolve().parent.parent / "openapi.yaml").read_text()
    assert text == committed, "openapi.yaml is out of date: run `make schema` and commit it"
