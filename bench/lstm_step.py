"""An LSTM layer over 28 steps at batch 64 with 128 hidden units, forward and backward, on the CPU,
through Model.run, against torch.nn.LSTM(28, 128) in the same process (the median of interleaved
rounds' ratios; issue 11 asks for at most 2x):

    ours:    fc(4 * 128, linear, no bias) + lstmemory (the lstm op: weights [128, 512], bias [512]),
             the mean of every step's hidden state, its gradients (no optimizer)
    PyTorch: nn.LSTM(28, 128) on [28 steps, 64, 28], the mean of its output, .backward()

    env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE python bench/lstm_step.py
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

import paddle  # noqa: E402
from paddle.generated import layers  # noqa: E402
from paddle.model_methods import backward, data  # noqa: E402

BATCH, STEPS, WIDTH, HIDDEN = 64, 28, 28, 128


def batch(seed: int = 0) -> np.ndarray:
    """[BATCH, STEPS, WIDTH]: each sample a sequence of STEPS rows (an MNIST image's rows)."""
    return np.random.default_rng(seed).normal(size=(BATCH, STEPS, WIDTH)).astype(np.float32)


def paddle_step() -> Callable[[], None]:
    model = paddle.Model(seed=1)
    with model:
        rows = data("rows", [None, WIDTH], seq_type="sequence")
        hidden = layers.lstmemory(layers.fc(rows, size=4 * HIDDEN, bias=False))
        avg = layers.mean(hidden)
        backward(avg)
    xs = batch()
    offsets = list(range(0, BATCH * STEPS + 1, STEPS))
    model.run(avg, feed={"rows": paddle.Tensor(xs.reshape(-1, WIDTH), lod=[offsets])})  # builds the plan once

    def step() -> None:
        model.run()  # the whole root net: forward and backward, the fed batch staying
    return step


def torch_step() -> Callable[[], None] | None:
    try:
        import torch
    except ImportError:
        return None
    _threads.torch_threads(torch)
    torch.manual_seed(0)
    lstm = torch.nn.LSTM(WIDTH, HIDDEN)
    x = torch.from_numpy(batch().transpose(1, 0, 2).copy())  # [steps, batch, width]

    def step() -> None:
        lstm.zero_grad(set_to_none=True)
        out, _ = lstm(x)
        out.mean().backward()
    return step


def main(rounds: int = 9) -> dict[str, float]:
    ours, theirs = paddle_step(), torch_step()
    if theirs is None:
        print("lstm_step PyTorch : not installed (pip install torch==2.13.0) - no ratio")
        return {}
    ratios, mine, base = [], [], []
    for i in range(rounds):  # each side first in turn; the median ratio shrugs off a burst of load
        pair = compare(ours, theirs, calls=10) if i % 2 == 0 else compare(theirs, ours, calls=10)[::-1]
        mine.append(pair[0])
        base.append(pair[1])
        ratios.append(pair[0] / pair[1])
    ratio = statistics.median(ratios)
    shape = f"{STEPS} steps, batch {BATCH}, {HIDDEN} units"
    print(f"lstm_step Model.run : {statistics.median(mine) * 1e3:8.3f} ms/step (fc + lstm, forward + backward, "
          f"{shape})")
    print(f"lstm_step PyTorch   : {statistics.median(base) * 1e3:8.3f} ms/step (nn.LSTM, forward + backward)")
    print(f"lstm_step threads   : {_threads.THREADS} (BENCH_THREADS) for numpy's BLAS and torch")
    print(f"lstm_step ratio     : {ratio:8.2f}x PyTorch's time, median of {rounds} interleaved rounds "
          f"(range {min(ratios):.2f}-{max(ratios):.2f}; target <= 2.0)")
    return {"paddle_ms": statistics.median(mine) * 1e3, "torch_ms": statistics.median(base) * 1e3, "ratio": ratio}


if __name__ == "__main__":
    main()
