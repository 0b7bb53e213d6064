"""A whole LeNet-5 training step at batch 64 on the CPU (forward, backward, Adam) through
Model.run, against the same network and optimizer in PyTorch in the same process (the median of
interleaved rounds' ratios):

    conv 5x5 (6, pad 2) relu, max pool 2, conv 5x5 (16) relu, max pool 2, fc 120 relu, fc 84 relu,
    fc 10, softmax cross-entropy (mean), Adam (lr 1e-3)

    env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE python bench/lenet_step.py
    python bench/lenet_step.py --gpu      # both on the GPU (cupy and CUDA torch), each step synchronised
"""
from __future__ import annotations

import os
import statistics
import sys
from typing import Callable

sys.path.insert(0, os.path.dirname(__file__))
import _threads  # noqa: E402,F401  (before numpy: sets the BLAS thread count)
import numpy as np  # noqa: E402
from _timing import compare, run_flags  # noqa: E402

import paddle  # noqa: E402
from paddle.generated import layers  # noqa: E402
from paddle.model_methods import backward, data, optimize  # noqa: E402

BATCH = 64
GPU = "--gpu" in sys.argv


def batch(seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    return rng.normal(size=(BATCH, 1, 28, 28)).astype(np.float32), rng.integers(0, 10, (BATCH, 1))


def paddle_step() -> Callable[[], None]:
    model = paddle.Model(seed=1)
    if GPU:
        model.set_place(paddle.GPUPlace(0))
    with model:
        image, label = data("image", [None, 1, 28, 28]), data("label", [None, 1], dtype="int64")
        x = layers.img_pool(layers.img_conv(image, num_filters=6, filter_size=5, padding=2, act="relu"),
                            pool_size=2, stride=2)
        x = layers.img_pool(layers.img_conv(x, num_filters=16, filter_size=5, act="relu"), pool_size=2, stride=2)
        x = layers.fc(layers.fc(layers.flatten(x, axis=1), size=120, act="relu"), size=84, act="relu")
        _, loss = layers.softmax_with_cross_entropy(layers.fc(x, size=10), label)
        avg = layers.mean(loss)
        backward(avg)
        updates = optimize("adam", learning_rate=1e-3)
    xs, ys = batch()
    model.run(avg, feed={"image": xs, "label": ys}, train=updates)  # builds the plan once

    def step() -> None:
        model.run(train=updates)  # the fed batch stays: one whole step, no copies back
    if GPU:
        import cupy

        def synchronised() -> None:
            step()
            cupy.cuda.Device().synchronize()
        return synchronised
    return step


def torch_step() -> Callable[[], None] | None:
    try:
        import torch
    except ImportError:
        return None
    _threads.torch_threads(torch)
    torch.manual_seed(0)
    nn = torch.nn
    net = nn.Sequential(nn.Conv2d(1, 6, 5, padding=2), nn.ReLU(), nn.MaxPool2d(2), nn.Conv2d(6, 16, 5), nn.ReLU(),
                        nn.MaxPool2d(2), nn.Flatten(), nn.Linear(400, 120), nn.ReLU(), nn.Linear(120, 84), nn.ReLU(),
                        nn.Linear(84, 10))
    xs, ys = batch()
    device = "cuda" if GPU else "cpu"
    net.to(device)
    opt = torch.optim.Adam(net.parameters(), lr=1e-3)
    tx, ty = torch.from_numpy(xs).to(device), torch.from_numpy(ys.reshape(-1)).to(device)

    def step() -> None:
        opt.zero_grad()
        torch.nn.functional.cross_entropy(net(tx), ty).backward()
        opt.step()
        if GPU:
            torch.cuda.synchronize()
    return step


def main(rounds: int = 9) -> dict[str, float]:
    ours, theirs = paddle_step(), torch_step()
    if theirs is None:
        print("lenet_step PyTorch : not installed (pip install torch==2.13.0) - no ratio")
        return {}
    ratios, mine, base = [], [], []
    for i in range(rounds):  # each side first in turn; the median ratio shrugs off a burst of load
        pair = compare(ours, theirs, calls=10) if i % 2 == 0 else compare(theirs, ours, calls=10)[::-1]
        mine.append(pair[0])
        base.append(pair[1])
        ratios.append(pair[0] / pair[1])
    ratio = statistics.median(ratios)
    where = "GPU: cupy and CUDA torch" if GPU else "CPU"
    print(f"lenet_step Model.run : {statistics.median(mine) * 1e3:8.3f} ms/step "
          f"(LeNet-5 + Adam, batch {BATCH}, {where})")
    print(f"lenet_step PyTorch   : {statistics.median(base) * 1e3:8.3f} ms/step")
    print(f"lenet_step threads   : {_threads.THREADS} (BENCH_THREADS) for numpy's BLAS and torch")
    print(f"lenet_step ratio     : {ratio:8.2f}x PyTorch's time, median of {rounds} interleaved rounds "
          f"(range {min(ratios):.2f}-{max(ratios):.2f}; target <= 1.0)")
    print(f"lenet_step flags     : {run_flags()}")
    return {"paddle_ms": statistics.median(mine) * 1e3, "torch_ms": statistics.median(base) * 1e3, "ratio": ratio}


if __name__ == "__main__":
    main()
