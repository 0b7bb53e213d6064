"""Fixtures for the codegen tests; the modules in fixtures/ import by plain name, as in the
subprocesses that run generated tests."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent / "fixtures"))

from generation import Generated  # noqa: E402


@pytest.fixture
def generated(tmp_path: Path):
    return lambda registry_ref: Generated(tmp_path, registry_ref)
