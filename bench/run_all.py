"""Run every benchmark: the MLP step against PyTorch, and the per-op overhead of Net.run.

    python bench/run_all.py
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
import _threads  # noqa: E402,F401  (before numpy: sets the BLAS thread count)

import mlp_step  # noqa: E402
import op_overhead  # noqa: E402


def main() -> None:
    mlp_step.main()
    op_overhead.main()


if __name__ == "__main__":
    main()
