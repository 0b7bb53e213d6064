"""Helpers for the codegen tests: generate into a temp package, run its tests in a subprocess."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from paddle import codegen

FIXTURES = Path(__file__).parent / "fixtures"
sys.path.insert(0, str(FIXTURES))  # softplus_op and mutants import by plain name, as in the subprocess


class Generated:
    """A package generated from some registry into a temp folder (import name `genpkg`)."""

    def __init__(self, root: Path, registry_ref: str) -> None:
        import importlib
        module, _, attr = registry_ref.partition(":")
        found = getattr(importlib.import_module(module), attr)
        self.registry = found() if callable(found) else found
        self.root, self.package = root, root / "genpkg"
        self.written = codegen.generate(self.registry, self.package, package_name="genpkg",
                                        registry_ref=registry_ref)

    def pytest(self, *tests: str, registry: str | None = None) -> subprocess.CompletedProcess[str]:
        """Run generated test files (names under genpkg/tests) in a fresh interpreter."""
        env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(FIXTURES), str(self.root)]),
               "HYPOTHESIS_PROFILE": "ci"}
        env.pop("PADDLE_REGISTRY", None)
        if registry:
            env["PADDLE_REGISTRY"] = registry
        paths = [str(self.package / "tests" / t) for t in tests]
        return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *paths],
                              cwd=self.root, env=env, capture_output=True, text=True, timeout=300)


@pytest.fixture
def generated(tmp_path: Path):
    return lambda registry_ref: Generated(tmp_path, registry_ref)
