"""ResNet-20's convolution layers one by one (CIFAR layout, batch 64), forward and backward (input
and filter gradients) through the registered cpu kernels, against torch's conv2d and its
convolution_backward in the same process: per layer, the median of interleaved rounds' ratios,
and the step's convolution time (each layer times its count in a step; the stem needs no input
gradient).

    env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE python bench/resnet20_convs.py
    BENCH_THREADS=2 python bench/resnet20_convs.py
    BENCH_CLOCK=cpu python bench/resnet20_convs.py    # CPU time (a shared machine)
"""
from __future__ import annotations

import os
import statistics
import sys
from typing import Any, Callable

sys.path.insert(0, os.path.dirname(__file__))
import _threads  # noqa: E402,F401  (before numpy: sets the BLAS thread count)
import numpy as np  # noqa: E402
from _timing import compare  # noqa: E402

BATCH = 64
# name: (in channels, out channels, image size, window, stride, layers of this shape in a step)
LAYERS = {
    "stem 3->16 3x3 32x32": (3, 16, 32, 3, 1, 1),
    "16->16 3x3 32x32": (16, 16, 32, 3, 1, 6),
    "16->32 3x3 /2 32x32": (16, 32, 32, 3, 2, 1),
    "16->32 1x1 /2 32x32": (16, 32, 32, 1, 2, 1),
    "32->32 3x3 16x16": (32, 32, 16, 3, 1, 5),
    "32->64 3x3 /2 16x16": (32, 64, 16, 3, 2, 1),
    "32->64 1x1 /2 16x16": (32, 64, 16, 1, 2, 1),
    "64->64 3x3 8x8": (64, 64, 8, 3, 1, 5),
}


def sides(c: int, m: int, size: int, k: int, s: int) -> tuple[Callable[[], Any], Callable[[], Any],
                                                           Callable[[], Any], Callable[[], Any]]:
    """(our forward, our backward, torch's forward, torch's backward) of one layer."""
    import torch

    from paddle.kernels import conv
    rng = np.random.default_rng(0)
    p = k // 2
    x = rng.normal(size=(BATCH, c, size, size)).astype(np.float32)
    w = (rng.normal(size=(m, c, k, k)) / (k * c ** 0.5)).astype(np.float32)
    o = (size + 2 * p - k) // s + 1
    d = rng.normal(size=(BATCH, m, o, o)).astype(np.float32)
    attrs = dict(strides=[s, s], paddings=[p, p], dilations=[1, 1], groups=1)
    need_dx = c != 3  # the stem's input is the image
    tx, tw, td = torch.from_numpy(x), torch.from_numpy(w), torch.from_numpy(d)

    def torch_backward() -> Any:
        return torch.ops.aten.convolution_backward(td, tx, tw, None, [s, s], [p, p], [1, 1], False, [0, 0], 1,
                                                   [need_dx, True, False])
    return (lambda: conv._conv2d_cpu(x, w, **attrs),
            lambda: conv._conv2d_grad_cpu(x, w, d, needed=(need_dx, True), **attrs),
            lambda: torch.nn.functional.conv2d(tx, tw, None, s, p), torch_backward)


def main(rounds: int = 7) -> dict[str, float]:
    try:
        import torch
    except ImportError:
        print("resnet20_convs PyTorch : not installed - no ratio")
        return {}
    _threads.torch_threads(torch)
    ours_total = theirs_total = 0.0
    for name, (c, m, size, k, s, count) in LAYERS.items():
        fwd, bwd, tfwd, tbwd = sides(c, m, size, k, s)
        row = []
        for a, b in ((fwd, tfwd), (bwd, tbwd)):
            ratios, mine, base = [], [], []
            for i in range(rounds):
                pair = compare(a, b, calls=5, repeats=3) if i % 2 == 0 else compare(b, a, calls=5, repeats=3)[::-1]
                mine.append(pair[0])
                base.append(pair[1])
                ratios.append(pair[0] / pair[1])
            ours_total += count * statistics.median(mine)
            theirs_total += count * statistics.median(base)
            row.append(f"{statistics.median(mine) * 1e3:6.2f} ms vs {statistics.median(base) * 1e3:6.2f} "
                       f"({statistics.median(ratios):4.2f}x)")
        print(f"resnet20_convs {name:22s} x{count}  forward {row[0]}   backward {row[1]}", flush=True)
    print(f"resnet20_convs step     : {ours_total * 1e3:6.1f} ms of convolutions vs PyTorch's "
          f"{theirs_total * 1e3:.1f} ms ({ours_total / theirs_total:.2f}x; {_threads.THREADS} thread(s))")
    return {"paddle_ms": ours_total * 1e3, "torch_ms": theirs_total * 1e3, "ratio": ours_total / theirs_total}


if __name__ == "__main__":
    main()
