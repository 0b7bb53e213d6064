"""In-place ops (paddle/core/in_place.py) on and off, on the MLP (SGD), LeNet-5 (Adam) and
ResNet-20 (momentum) training steps of bench/mlp_step.py, bench/lenet_step.py and
bench/resnet20_step.py: one model per net, its step run with the flag in_place on and off in
interleaved rounds (both plans stay cached), and PyTorch's step in the same rounds (as
bench/fusion_step.py does for the fused kernels).

    python bench/in_place_step.py                 # mlp, lenet and resnet20
    python bench/in_place_step.py lenet
    BENCH_THREADS=2 python bench/in_place_step.py
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
import _threads  # noqa: E402,F401  (before numpy: sets the BLAS thread count)
from fusion_step import measure  # noqa: E402

NETS = ("mlp", "lenet", "resnet20")


def main() -> None:
    for net in [a for a in sys.argv[1:] if a in NETS] or NETS:
        measure(net, flag="in_place", labels=("in place", "fresh"))


if __name__ == "__main__":
    main()
