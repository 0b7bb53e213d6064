"""`import paddle` in fresh processes: the median of N wall times, against `import numpy`
(the floor: paddle needs numpy) in the same run, and what `import paddle` must not load.

    python bench/import_time.py [N]
"""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time

BUILD_TIME = ("jinja2", "paddle.codegen", "pydantic")  # never loaded by `import paddle` or a layer call
# as an installed package runs: from bytecode caches (a shell with PYTHONDONTWRITEBYTECODE=1
# would recompile every module on every import, timing the compiler instead)
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def wall(statement: str) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", statement], check=True, env=ENV)
    return time.perf_counter() - start


def median_of(statement: str, n: int) -> float:
    return statistics.median(wall(statement) for _ in range(n))


def loaded_by(statement: str) -> list[str]:
    code = f"import sys; {statement}; print('\\n'.join(sys.modules))"
    mods = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True,
                          env=ENV).stdout.split()
    return [m for m in BUILD_TIME if m in mods]


def main(n: int = 10) -> None:
    wall("import paddle.layer")  # writes the bytecode caches, warms the file cache
    python, numpy = median_of("pass", n), median_of("import numpy", n)
    paddle, layers = median_of("import paddle", n), median_of("import paddle.layer", n)
    print(f"median of {n} fresh processes: python {python:.3f} s, import numpy {numpy:.3f} s, "
          f"import paddle {paddle:.3f} s, import paddle.layer {layers:.3f} s "
          f"(paddle = {paddle / numpy:.2f}x numpy)")
    print(f"build-time modules loaded by a layer call's imports: {loaded_by('import paddle.layer') or 'none'}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10)
