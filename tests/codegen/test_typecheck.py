"""A static type checker sees every generated layer: mypy --strict passes on them and on the
hand-written packages, and a wrong call is a type error before anything runs."""
from __future__ import annotations

import subprocess
import uuid
import sys

from generation import ROOT

USAGE = '''
from paddle.generated import layers
from paddle.model import Expression

def configure(x: Expression, y: Expression) -> Expression:
    layers.cos_sim(x, y, scale="big")
    layers.cos_sim(x, y, scal=2.0)
    return layers.cos_sim(x, y, scale=2.0)
'''


def mypy(*args: str) -> subprocess.CompletedProcess[str]:
    """mypy on `paddle` laid out as installed, with the project's settings and cache (warm after
    `make typecheck`)."""
    return subprocess.run([sys.executable, "tools/shadow.py", "mypy", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)


def test_make_typecheck_passes():
    """mypy --strict over every hand-written package and the generated layers (pyproject.toml)."""
    run = mypy("-p", "paddle")
    assert run.returncode == 0, run.stdout + run.stderr


def test_wrong_calls_are_type_errors(tmp_path):
    # a module name of its own: mypy's shared cache remembers a module by name, not by path
    usage = tmp_path / f"usage_{uuid.uuid4().hex}.py"
    usage.write_text(USAGE)
    run = mypy(str(usage))
    errors = [line.removeprefix(str(tmp_path) + "/") for line in run.stdout.splitlines()
              if line.startswith(str(usage))]
    assert any(":6:" in e and "incompatible type \"str\"" in e for e in errors), run.stdout
    assert any(":7:" in e and "Unexpected keyword argument \"scal\"" in e for e in errors), run.stdout
    assert not any(":8:" in e for e in errors), run.stdout
