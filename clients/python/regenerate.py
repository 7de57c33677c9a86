"""Regenerate ``memind_client/generated/`` from the committed ``openapi.yaml``.

The generated part is openapi-python-client's output, untouched; the hand-written facade
(``memind_client/__init__.py``) wraps the common calls. ``make schema`` runs this after writing
the schema, and ``tests/test_sdk.py`` fails when the committed client differs from what this
generates.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
SCHEMA = HERE.parent.parent / "openapi.yaml"
TARGET = HERE / "memind_client" / "generated"
# No post hooks: they run whatever formatter is on PATH; ours runs below, from this environment.
CONFIG = "post_hooks: []\n"


def generate(into: Path) -> None:
    """Write the generated package to ``into`` (replaced whole)."""
    generator = Path(sys.executable).parent / "openapi-python-client"
    with tempfile.TemporaryDirectory() as tmp:
        config, out = Path(tmp) / "config.yaml", Path(tmp) / "out"
        config.write_text(CONFIG)
        subprocess.run(
            [
                str(generator),
                "generate",
                "--path",
                str(SCHEMA),
                "--config",
                str(config),
                "--meta",
                "none",
                "--output-path",
                str(out),
            ],
            check=True,
            capture_output=True,
            text=True,
        )
        # Formatted for readers, by the ruff pinned beside the generator; not linted (it is generated).
        subprocess.run(
            [
                str(Path(sys.executable).parent / "ruff"),
                "format",
                "--isolated",
                "--quiet",
                "--line-length",
                "110",
                str(out),
            ],
            check=True,
        )
        shutil.rmtree(into, ignore_errors=True)
        shutil.copytree(out, into)


if __name__ == "__main__":
    generate(TARGET)
    print(f"wrote {TARGET.relative_to(Path.cwd()) if TARGET.is_relative_to(Path.cwd()) else TARGET}")
