"""Imports run one way: ``memind`` (platform) ← ``memories`` ← ``proactive`` / ``experiences``.

Every import in the apps' code (module level or inside a function, migrations included) may name
its own app or an app below it, never one above or beside it; and the module-level imports
between the project's modules form no cycle (a local import inside a function, such as a
service queueing its task, does not count: it runs after both modules are loaded).
"""

from __future__ import annotations

import ast
from pathlib import Path

from tests.live import ROOT

LAYER = {"memind": 0, "memories": 1, "proactive": 2, "experiences": 2}


def _module(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path) -> list[tuple[str, int, bool]]:
    """(imported module, line, at module level) for each absolute or relative import."""
    tree = ast.parse(path.read_text())
    top_level = {id(node) for node in tree.body}
    package = _module(path).split(".")
    if path.name != "__init__.py":
        package = package[:-1]
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = ".".join(package[: len(package) - node.level + 1]) if node.level else ""
            module = ".".join(p for p in (base, node.module or "") if p)
            names = [module] + [f"{module}.{a.name}" for a in node.names]
        else:
            continue
        found += [(name, node.lineno, id(node) in top_level) for name in names]
    return found


def _sources() -> dict[str, Path]:
    return {_module(p): p for app in LAYER for p in (ROOT / app).rglob("*.py")}


def test_no_import_goes_up_or_sideways():
    wrong = []
    for module, path in _sources().items():
        app = module.split(".")[0]
        for name, line, _ in _imports(path):
            target = name.split(".")[0]
            if target in LAYER and target != app and LAYER[target] >= LAYER[app]:
                wrong.append(f"{path.relative_to(ROOT)}:{line} imports {name}")
    assert not wrong, "\n".join(wrong)


def test_module_level_imports_have_no_cycle():
    sources = _sources()
    graph = {
        module: {name for name, _, top in _imports(path) if top and name in sources and name != module}
        for module, path in sources.items()
    }
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    cycles = []

    def visit(module: str, path: list[str]) -> None:
        state[module] = 1
        for nxt in sorted(graph[module]):
            if state.get(nxt) == 1:
                cycles.append(" → ".join([*path[path.index(nxt) :], nxt]))
            elif nxt not in state:
                visit(nxt, [*path, nxt])
        state[module] = 2

    for module in sorted(graph):
        if module not in state:
            visit(module, [module])
    assert not cycles, "\n".join(cycles)


def test_the_checks_see_an_upward_import(tmp_path):
    """The rule itself: a platform module naming an app above it is caught."""
    bad = ROOT / "memind" / "_layer_probe.py"
    bad.write_text("def f():\n    from proactive.models import ProactiveMessage\n")
    try:
        found = [name for name, _, _ in _imports(bad)]
        assert "proactive.models" in found
        assert LAYER["proactive"] > LAYER["memind"]
    finally:
        bad.unlink()
