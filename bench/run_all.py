"""Run every benchmark: the MLP step against PyTorch (batch 128 and batch 1), the ResNet-20 step
against PyTorch (time and peak memory), Model.run against Net.run, the per-op overhead of
Net.run, and the import time of `import paddle`.

    python bench/run_all.py
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
import _threads  # noqa: E402,F401  (before numpy: sets the BLAS thread count)

import import_time  # noqa: E402
import mlp_step  # noqa: E402
import model_run  # noqa: E402
import op_overhead  # noqa: E402
import resnet20_step  # noqa: E402


def main() -> None:
    mlp_step.main()
    resnet20_step.main()
    model_run.main()
    op_overhead.main()
    import_time.main()


if __name__ == "__main__":
    main()
