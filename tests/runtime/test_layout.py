"""The install exposes one import name, `paddle` (DESIGN.md): the repository's top-level folders
(kernels/, registry/, codegen/, generated/) are subpackages of `paddle`, never top-level names
that would shadow other packages (Hugging Face's optional `kernels` package, for one)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PROBE = """
import importlib.util, json, sys
names = ["kernels", "registry", "codegen", "generated", "tools", "examples"]
print(json.dumps({"top": {n: importlib.util.find_spec(n) is not None for n in names},
                  "path": sys.path,
                  "sub": {n: importlib.util.find_spec("paddle." + n) is not None
                          for n in ["kernels", "registry", "codegen", "generated"]}}))
"""


def _probe(tmp_path: Path) -> dict:
    import json
    out = subprocess.run([sys.executable, "-c", PROBE], cwd=tmp_path, capture_output=True, text=True, timeout=60,
                         env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}, check=True)
    return json.loads(out.stdout)


def test_only_paddle_is_a_top_level_name(tmp_path):
    probe = _probe(tmp_path)
    assert not any(probe["top"].values()), f"top-level names leak from the repository: {probe['top']}"
    assert all(probe["sub"].values()), probe["sub"]


def test_neither_the_repository_nor_its_parent_is_on_sys_path(tmp_path):
    path = {str(Path(p).resolve()) for p in _probe(tmp_path)["path"] if p}
    assert str(ROOT) not in path and str(ROOT.parent) not in path, sorted(path)


def test_transformers_imports_beside_the_editable_install(tmp_path):
    """Hugging Face's transformers probes for an optional package named `kernels`: our kernels/ folder
    must not answer (it did while the repository root was on sys.path)."""
    import importlib.util
    import pytest
    if importlib.util.find_spec("transformers") is None:
        pytest.skip("transformers is not installed (the dev extra installs it)")
    run = subprocess.run([sys.executable, "-c", "import transformers, paddle; print(transformers.__version__)"],
                         cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-2000:]
