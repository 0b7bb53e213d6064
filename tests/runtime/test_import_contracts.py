"""The layering's import-linter contracts (pyproject.toml, run by `make lint`) hold, and each of
them is live: a planted import breaks every one."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import shadow  # noqa: E402

PLANTED = {  # new files only: the shadow tree's other files are links to the sources
    "registry/_planted.py": "import paddle.core.net\nimport jinja2\nimport pydantic\nimport hypothesis\n",
    "kernels/_planted.py": "import paddle.codegen\nimport paddle.testing\n",
    "codegen/_planted.py": "import paddle.generated.layers\n",
}
LINT = "import sys; sys.path.insert(0, sys.argv[1]); import shadow; from pathlib import Path; " \
       "sys.exit(shadow.lint_imports(['--no-logo'], Path(sys.argv[2])))"


def lint_imports(tree: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", LINT, str(ROOT / "tools"), str(tree)],
                          capture_output=True, text=True, timeout=120)


def test_the_contracts_hold(tmp_path):
    run = lint_imports(shadow.build_shadow(tmp_path / "shadow"))
    assert run.returncode == 0 and " 0 broken" in run.stdout, run.stdout + run.stderr


def test_each_contract_breaks_on_a_planted_import(tmp_path):
    tree = shadow.build_shadow(tmp_path / "shadow")
    for path, text in PLANTED.items():
        (tree / "paddle" / path).write_text(text)
    run = lint_imports(tree)
    assert run.returncode == 1 and "Contracts: 0 kept, " in run.stdout, run.stdout + run.stderr
