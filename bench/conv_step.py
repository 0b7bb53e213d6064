"""LeNet-5's convolution and pooling layers, forward and backward, at batch 64 on the CPU, through
Net.run, against torch.nn.functional in the same process (median of interleaved rounds' ratios):

    conv2d 1->6 5x5 pad 2, max pool 2x2, conv2d 6->16 5x5, max pool 2x2, then the mean as the loss

    env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE python bench/conv_step.py
"""
from __future__ import annotations

import os
import statistics
import sys
from typing import Callable

sys.path.insert(0, os.path.dirname(__file__))
import _threads  # noqa: E402,F401  (before numpy: sets the BLAS thread count)
import numpy as np  # noqa: E402
from _timing import compare  # noqa: E402

from paddle import NetBuilder  # noqa: E402

BATCH = 64
POOL = {"pooling_type": "max", "ksize": [2, 2], "strides": [2, 2]}


def data(seed: int = 0) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(BATCH, 1, 28, 28)).astype(np.float32)
    w1 = (rng.normal(size=(6, 1, 5, 5)) * 0.2).astype(np.float32)
    w2 = (rng.normal(size=(16, 6, 5, 5)) * 0.08).astype(np.float32)
    return x, w1, w2


def paddle_step() -> tuple[Callable[[], None], Callable[[], float]]:
    x, w1, w2 = data()
    b = NetBuilder()
    image = b.data("image", [None, 1, 28, 28])
    f1, f2 = b.parameter("w1", w1.shape), b.parameter("w2", w2.shape)
    h = b.add_op("pool2d", b.add_op("conv2d", [image, f1], paddings=[2, 2]), **POOL)
    h = b.add_op("pool2d", b.add_op("conv2d", [h, f2]), **POOL)
    loss = b.add_op("mean", h)
    b.backward_from(loss)
    b.run(feed={"image": x})  # builds the net and its plan once (and initialises the filters)
    b.scope.var("w1").set(w1)
    b.scope.var("w2").set(w2)
    net, scope = b.net, b.scope
    return (lambda: net.run(scope)), (lambda: float(loss.value[0]))


def torch_step() -> tuple[Callable[[], None], Callable[[], float]] | None:
    try:
        import torch
        import torch.nn.functional as F
    except ImportError:
        return None
    _threads.torch_threads(torch)
    x, w1, w2 = data()
    tx = torch.from_numpy(x)
    t1, t2 = torch.from_numpy(w1).requires_grad_(), torch.from_numpy(w2).requires_grad_()
    last = [0.0]

    def step() -> None:
        t1.grad = t2.grad = None
        h = F.max_pool2d(F.conv2d(tx, t1, padding=2), 2, 2)
        h = F.max_pool2d(F.conv2d(h, t2), 2, 2)
        loss = h.mean()
        loss.backward()
        last[0] = loss.item()
    return step, (lambda: last[0])


def main(rounds: int = 9) -> dict[str, float]:
    ours, our_loss = paddle_step()
    theirs = torch_step()
    if theirs is None:
        print("conv_step PyTorch : not installed - no ratio")
        return {}
    ours()
    theirs[0]()
    assert abs(our_loss() - theirs[1]()) < 1e-4 * max(1.0, abs(theirs[1]())), (our_loss(), theirs[1]())
    # the machine is shared: many short interleaved rounds, each side first in turn; the median of
    # the per-round ratios is robust to a burst of load hitting one side
    ratios, mine, base = [], [], []
    for i in range(rounds):
        pair = compare(ours, theirs[0], calls=20) if i % 2 == 0 else compare(theirs[0], ours, calls=20)[::-1]
        mine.append(pair[0])
        base.append(pair[1])
        ratios.append(pair[0] / pair[1])
    ratio = statistics.median(ratios)
    print(f"conv_step Net.run : {statistics.median(mine) * 1e3:8.3f} ms/step (LeNet-5 conv/pool, batch {BATCH})")
    print(f"conv_step PyTorch : {statistics.median(base) * 1e3:8.3f} ms/step")
    print(f"conv_step threads : {_threads.THREADS} (BENCH_THREADS) for numpy's BLAS and torch")
    print(f"conv_step ratio   : {ratio:8.2f}x PyTorch's time, median of {rounds} interleaved rounds "
          f"(range {min(ratios):.2f}-{max(ratios):.2f}; target <= 1.0)")
    return {"paddle_ms": statistics.median(mine) * 1e3, "torch_ms": statistics.median(base) * 1e3, "ratio": ratio}


if __name__ == "__main__":
    main()
