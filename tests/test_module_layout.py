"""Where evaluation and benchmark code lives: management commands are entry points, never
libraries, and the platform's evaluation package knows nothing of the apps built on it."""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("memind", "memories", "proactive", "experiences")
APPS = ("memories", "proactive", "experiences")


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported(source: str, module: str, is_package: bool = False) -> Iterator[tuple[int, str]]:
    """(line, absolute module name) for every import in ``source``, read as module ``module``;
    ``from x import y`` yields ``x.y`` too (y may be a submodule)."""
    package = module.split(".") if is_package else module.split(".")[:-1]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                target = ".".join([*base, *([node.module] if node.module else [])])
            else:
                target = node.module or ""
            yield node.lineno, target
            for alias in node.names:
                yield node.lineno, f"{target}.{alias.name}"


def sources(*packages: str, root: Path = ROOT) -> Iterator[tuple[Path, str, bool]]:
    for package in packages:
        for path in sorted((root / package).rglob("*.py")):
            if "migrations" not in path.parts:
                yield path, module_name(path, root), path.name == "__init__.py"


def is_command_module(name: str) -> bool:
    return ".management.commands." in f"{name}." and not name.endswith(".management.commands")


def violations(name_check: Callable[[str], bool], *packages: str, root: Path = ROOT) -> list[str]:
    found = []
    for path, module, is_package in sources(*packages, root=root):
        for line, target in imported(path.read_text(encoding="utf-8"), module, is_package):
            if name_check(target):
                found.append(f"{path.relative_to(root)}:{line} imports {target}")
    return found


def test_the_scan_sees_absolute_and_relative_imports_of_commands() -> None:
    snippets = {
        "from memind.management.commands.eval_embeddings import CATEGORIES": "memories.evaluation.x",
        "import memories.management.commands.bench_context as bc": "memind.evals.x",
        "from memind.management.commands import eval_embeddings": "memories.x",
        "from .eval_embeddings import load_locomo": "memind.management.commands.serve",
        "from ..commands import serve": "memind.management.commands.reembed",
    }
    for source, module in snippets.items():
        assert any(is_command_module(t) for _, t in imported(source, module)), source
    assert not any(
        is_command_module(t) for _, t in imported("from memind.evals import dialogues", "memories.x")
    )
    assert not any(
        is_command_module(t) for _, t in imported("from django.core.management import call_command", "x")
    )


def test_nothing_imports_a_management_command_module() -> None:
    # Commands parse arguments and print; what they run lives in importable modules.
    assert violations(is_command_module, *PACKAGES) == []


@pytest.mark.parametrize("package", ["memind"])
def test_the_platform_imports_no_app(package: str) -> None:
    def from_an_app(target: str) -> bool:
        return target.split(".")[0] in APPS

    assert violations(from_an_app, package) == []
