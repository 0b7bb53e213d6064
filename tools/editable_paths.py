"""Keep the editable install to one import name, `paddle`.

scikit-build-core's redirect-mode editable install maps every module of `paddle` (registry/,
kernels/, codegen/, generated/ included) through an import hook, and also writes the repository
root and its parent into its `.pth` file as sys.path entries. Those entries make `kernels`,
`registry`, `codegen` and `generated` importable as top-level names, which shadow other packages
of those names (Hugging Face's optional `kernels` package breaks `import transformers`). The hook
needs none of them, so this script removes every sys.path line from that `.pth` and keeps its
`import` line. `make setup` and `make demo` run it after each editable install.

    python tools/editable_paths.py      # with the virtual environment's python
"""
from __future__ import annotations

import site
import sys
from pathlib import Path

PTH_GLOB = "_editable_skbc_paddle_refactor.pth"


def strip_paths(pth: Path) -> list[str]:
    """Rewrite `pth` with only its `import` lines; the path lines it removed."""
    lines = pth.read_text().splitlines()
    kept = [line for line in lines if line.startswith("import ")]
    removed = [line for line in lines if line.strip() and line not in kept]
    if removed:
        pth.write_text("".join(f"{line}\n" for line in kept))
    return removed


def main() -> int:
    found = [p for d in site.getsitepackages() for p in Path(d).glob(PTH_GLOB)]
    if not found:
        print(f"tools/editable_paths.py: no {PTH_GLOB} in {site.getsitepackages()} (not an editable install)")
        return 0
    for pth in found:
        for line in strip_paths(pth):
            print(f"{pth.name}: removed sys.path entry {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
