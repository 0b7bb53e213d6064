"""A static type checker sees every generated layer: mypy passes on them, and a wrong call is
a type error before anything runs."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from generation import ROOT, mypy, shadow_tree

USAGE = '''
from paddle.generated import layers
from paddle.model import Expression

def configure(x: Expression, y: Expression) -> Expression:
    layers.cos_sim(x, y, scale="big")
    layers.cos_sim(x, y, scal=2.0)
    return layers.cos_sim(x, y, scale=2.0)
'''


@pytest.fixture(scope="module")
def shadow(tmp_path_factory) -> Path:
    root = shadow_tree(tmp_path_factory.mktemp("shadow"))
    (root / "usage.py").write_text(USAGE)
    return root


def test_make_typecheck_passes():
    run = subprocess.run([sys.executable, "-m", "mypy", "generated/layers.py"], cwd=ROOT,
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout


def test_generated_layers_and_the_generator_pass_strict_mypy(shadow):
    run = mypy(shadow, "--strict", "-p", "paddle.generated.layers", "-p", "paddle.codegen")
    ours = [line for line in run.stdout.splitlines() if line.startswith(("paddle/generated/", "paddle/codegen/"))]
    assert ours == []


def test_wrong_calls_are_type_errors(shadow):
    run = mypy(shadow, "usage.py")
    errors = [line for line in run.stdout.splitlines() if line.startswith("usage.py")]
    assert any(":6:" in e and "incompatible type \"str\"" in e for e in errors), run.stdout
    assert any(":7:" in e and "Unexpected keyword argument \"scal\"" in e for e in errors), run.stdout
    assert not any(":8:" in e for e in errors), run.stdout
