"""Fixtures for the codegen tests; the modules in fixtures/ import by plain name, as in the
subprocesses that run generated tests."""
from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent / "fixtures"))
# the generated tests' hypothesis profiles (HYPOTHESIS_PROFILE=ci: derandomized) apply here too
importlib.import_module("paddle.generated.tests.conftest")

from generation import Generated  # noqa: E402


@pytest.fixture
def generated(tmp_path: Path):
    return lambda registry_ref: Generated(tmp_path, registry_ref)
