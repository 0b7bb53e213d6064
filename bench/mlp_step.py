"""One MLP training step (784-200-10, batch 128, sigmoid, softmax + cross-entropy, SGD)
through Net.run, and the same step in PyTorch in the same process when torch is installed: the
median of 9 interleaved rounds' ratios (each side first in turn).

    python bench/mlp_step.py
    python bench/mlp_step.py --gpu      # both on the GPU (cupy and CUDA torch), each step synchronised
"""
from __future__ import annotations

import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(__file__))
import _threads  # noqa: E402,F401  (before numpy: sets the BLAS thread count)
import numpy as np  # noqa: E402
from _timing import compare, per_call, run_flags  # noqa: E402

from paddle import GPUPlace, NetBuilder  # noqa: E402

BATCH, D_IN, HIDDEN, CLASSES, LR = 128, 784, 200, 10, 0.1
GPU = "--gpu" in sys.argv


def data(seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(BATCH, D_IN)).astype(np.float32)
    return x, rng.integers(0, CLASSES, size=(BATCH, 1)).astype(np.int64)


def paddle_step() -> tuple[callable, callable]:
    b = NetBuilder(place=GPUPlace(0) if GPU else None)
    image, label = b.data("image", [None, D_IN]), b.data("label", [None, 1], "int64")
    hidden = b.add_op("fc", image, size=HIDDEN, act="sigmoid")
    prediction = b.add_op("fc", hidden, size=CLASSES, act="softmax")
    loss = b.add_op("mean", b.add_op("cross_entropy", [prediction, label]))
    b.backward_from(loss)
    b.add_optimization(LR, "sgd")
    x, y = data()
    b.run(feed={"image": x, "label": y})  # builds the net and its plan once
    net, scope = b.net, b.scope
    if GPU:
        import cupy

        def synchronised() -> None:
            net.run(scope)
            cupy.cuda.Device().synchronize()
        return synchronised, (lambda: float(loss.value[0]))
    return (lambda: net.run(scope)), (lambda: float(loss.value[0]))


def torch_step() -> tuple[callable, callable] | None:
    try:
        import torch
    except ImportError:
        return None
    _threads.torch_threads(torch)
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(D_IN, HIDDEN), torch.nn.Sigmoid(),
                                torch.nn.Linear(HIDDEN, CLASSES), torch.nn.Softmax(dim=1))
    device = "cuda" if GPU else "cpu"
    model.to(device)
    opt = torch.optim.SGD(model.parameters(), lr=LR)
    x, y = data()
    tx, ty = torch.from_numpy(x).to(device), torch.from_numpy(y.reshape(-1)).to(device)
    last = [0.0]

    def step() -> None:
        opt.zero_grad()
        p = model(tx)
        loss = -torch.log(p[torch.arange(BATCH, device=device), ty].clamp_min(1e-20)).mean()
        loss.backward()
        opt.step()
        last[0] = loss.item()  # waits for the GPU too
    return step, (lambda: last[0])


def main(rounds: int = 9) -> dict[str, float]:
    step, _ = paddle_step()
    torch_run = torch_step()
    if torch_run is None:
        ours = per_call(step, calls=50)
        print(f"mlp_step  Net.run : {ours * 1e3:8.3f} ms/step")
        print("mlp_step  PyTorch : not installed (pip install torch==2.13.0) - no ratio")
        return {"paddle_ms": ours * 1e3}
    mine, base, ratios = [], [], []
    for i in range(rounds):  # each side first in turn; the median ratio shrugs off a burst of load
        pair = compare(step, torch_run[0], calls=30) if i % 2 == 0 else compare(torch_run[0], step, calls=30)[::-1]
        mine.append(pair[0])
        base.append(pair[1])
        ratios.append(pair[0] / pair[1])
    ours, theirs, ratio = statistics.median(mine), statistics.median(base), statistics.median(ratios)
    print(f"mlp_step  Net.run : {ours * 1e3:8.3f} ms/step")
    print(f"mlp_step  PyTorch : {theirs * 1e3:8.3f} ms/step")
    print(f"mlp_step  threads : {_threads.THREADS} (BENCH_THREADS) for numpy's BLAS and torch")
    print(f"mlp_step  ratio   : {ratio:8.2f}x PyTorch's time (lower is better), median of {rounds} interleaved "
          f"rounds (range {min(ratios):.2f}-{max(ratios):.2f})")
    print(f"mlp_step  flags   : {run_flags()}")
    return {"paddle_ms": ours * 1e3, "torch_ms": theirs * 1e3, "ratio": ratio}


if __name__ == "__main__":
    main()
