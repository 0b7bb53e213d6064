"""Run mypy or import-linter on `paddle` laid out as installed.

The wheel maps registry/, kernels/, codegen/ and generated/ into the one `paddle` namespace
(pyproject's `wheel.packages`); the editable install does the same with an import hook, which
neither mypy nor import-linter can follow. So both run on a shadow tree, build/shadow/paddle: the
same files, as symlinks, laid out as installed (rebuilt on every run, so new files are seen).
mypy's paths are mapped back to the source folders, so an error names the file you edit.

    python tools/shadow.py mypy [mypy arguments]    # from the repository root
    python tools/shadow.py lint-imports [lint-imports arguments]
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHADOW = ROOT / "build" / "shadow"
SUBPACKAGES = ("registry", "kernels", "codegen", "generated")  # pyproject's wheel.packages
SOURCES = (".py", ".pyi")


def link_tree(source: Path, target: Path) -> None:
    """Symlink every Python file under `source` into `target`, in real folders (grimp walks no
    symlinked folders)."""
    for path in source.rglob("*"):
        if path.suffix in SOURCES and "__pycache__" not in path.parts:
            link = target / path.relative_to(source)
            link.parent.mkdir(parents=True, exist_ok=True)
            link.symlink_to(path)


def build_shadow(shadow: Path = SHADOW) -> Path:
    shutil.rmtree(shadow, ignore_errors=True)
    package = shadow / "paddle"
    link_tree(ROOT / "paddle", package)
    for name in SUBPACKAGES:
        link_tree(ROOT / name, package / name)
    return shadow


def source_path(line: str) -> str:
    """`paddle/registry/x.py:3: error` -> `registry/x.py:3: error`."""
    return re.sub(rf"^paddle/({'|'.join(SUBPACKAGES)})/", r"\1/", line)


def mypy(args: list[str]) -> int:
    shadow = build_shadow()
    run = subprocess.run([sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml"),
                          "--cache-dir", str(ROOT / ".mypy_cache"), *args],
                         cwd=shadow, env={**os.environ, "MYPYPATH": str(shadow)}, capture_output=True, text=True)
    for line in run.stdout.splitlines():
        print(source_path(line))
    sys.stderr.write(run.stderr)
    return run.returncode


def lint_imports(args: list[str], shadow: Path | None = None) -> int:
    """import-linter in this process, with the editable install's finder taken away so that
    `paddle` is found in the shadow tree (built now unless given)."""
    shadow = shadow or build_shadow()
    sys.meta_path[:] = [f for f in sys.meta_path if not type(f).__module__.startswith("_editable")]
    sys.path.insert(0, str(shadow))
    for name in [m for m in sys.modules if m == "paddle" or m.startswith("paddle.")]:
        del sys.modules[name]
    from importlinter.cli import lint_imports_command
    os.chdir(shadow)  # import-linter puts the working folder first on sys.path
    return lint_imports_command.main(["--config", str(ROOT / "pyproject.toml"), "--no-cache", *args],
                                     standalone_mode=False) or 0


if __name__ == "__main__":
    tool, *rest = sys.argv[1:] or ["--help"]
    if tool not in ("mypy", "lint-imports"):
        sys.exit(__doc__)
    sys.exit(mypy(rest) if tool == "mypy" else lint_imports(rest))
