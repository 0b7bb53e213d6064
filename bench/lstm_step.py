"""An LSTM (or GRU) layer over 28 steps at batch 64 with 128 hidden units on the CPU, through
Model.run, against torch.nn.LSTM(28, 128) (nn.GRU) in the same process (the median of interleaved
rounds' ratios; issue 21 asks for at most 0.8x at 1 and 2 threads). Three measures:

    training step: forward, backward and a plain SGD update, as a user trains: ours
             `model.run(train=updates)`, theirs `.backward()` and `opt.step()`
    forward + backward: the loss and the parameters' gradients, nothing updated: ours
             `model.run([loss, *gradients])` (Model.gradient), theirs `.backward()` (the .grad)
    root net: ours running the whole root net, keeping every value and gradient (no memory
             plan, so nothing fused), against `.backward()` alone: the cost of keeping them all

    The first two run the memory plan, so the fc and the lstm run fused (paddle/core/
    fusion_projection.py); in the third they run as their own ops.

    ours:    fc(4 * 128, linear, no bias) + lstmemory (the lstm op: weights [128, 512], bias [512]),
             the mean of every step's hidden state, its gradients
    PyTorch: nn.LSTM(28, 128) on [28 steps, 64, 28], the mean of its output, .backward()

    env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE BENCH_THREADS=1 python bench/lstm_step.py
    BENCH_THREADS=2 python bench/gru_step.py     # the same with grumemory / nn.GRU (3 * 128)
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
from paddle.model_methods import backward, data, optimize  # noqa: E402

BATCH, STEPS, WIDTH, HIDDEN = 64, 28, 28, 128
GATES = {"lstm": 4, "gru": 3}


def batch(seed: int = 0) -> np.ndarray:
    """[BATCH, STEPS, WIDTH]: each sample a sequence of STEPS rows (an MNIST image's rows)."""
    return np.random.default_rng(seed).normal(size=(BATCH, STEPS, WIDTH)).astype(np.float32)


LEARNING_RATE = 1e-3


MEASURES = {"train": "training step (forward, backward, SGD)", "grads": "forward + backward (the gradients)",
            "root": "root net (every value kept)"}


def paddle_step(kind: str = "lstm", measure: str = "train") -> Callable[[], None]:
    model = paddle.Model(seed=1)
    memory = layers.lstmemory if kind == "lstm" else layers.grumemory
    with model:
        rows = data("rows", [None, WIDTH], seq_type="sequence")
        hidden = memory(layers.fc(rows, size=GATES[kind] * HIDDEN, bias=False))
        avg = layers.mean(hidden)
        grads = [model.gradient(p) for p in backward(avg)]
        updates = optimize("sgd", learning_rate=LEARNING_RATE) if measure == "train" else None
    xs = batch()
    offsets = list(range(0, BATCH * STEPS + 1, STEPS))
    # builds the plan once
    model.run(avg, feed={"rows": paddle.Tensor(xs.reshape(-1, WIDTH), lod=[offsets])}, train=updates)
    if measure == "train":
        return lambda: model.run(train=updates)  # the memory plan, the fusions
    if measure == "grads":
        return lambda: model.run([avg, *grads])  # the loss and the gradients, as copies the caller owns
    return lambda: model.run()  # the whole root net: forward and backward, the fed batch staying


def torch_step(kind: str = "lstm", train: bool = False) -> Callable[[], None] | None:
    try:
        import torch
    except ImportError:
        return None
    _threads.torch_threads(torch)
    torch.manual_seed(0)
    rnn = (torch.nn.LSTM if kind == "lstm" else torch.nn.GRU)(WIDTH, HIDDEN)
    x = torch.from_numpy(batch().transpose(1, 0, 2).copy())  # [steps, batch, width]
    opt = torch.optim.SGD(rnn.parameters(), lr=LEARNING_RATE) if train else None

    def step() -> None:
        rnn.zero_grad(set_to_none=True)
        out, _ = rnn(x)
        out.mean().backward()
        if opt is not None:
            opt.step()
    return step


def _ratio(ours: Callable[[], None], theirs: Callable[[], None], rounds: int) -> tuple[float, ...]:
    """(our ms, their ms, the median ratio, lowest, highest) over interleaved rounds."""
    ratios, mine, base = [], [], []
    for i in range(rounds):  # each side first in turn; the median ratio shrugs off a burst of load
        pair = compare(ours, theirs, calls=10) if i % 2 == 0 else compare(theirs, ours, calls=10)[::-1]
        mine.append(pair[0])
        base.append(pair[1])
        ratios.append(pair[0] / pair[1])
    return (statistics.median(mine) * 1e3, statistics.median(base) * 1e3, statistics.median(ratios), min(ratios),
            max(ratios))


def main(rounds: int = 9, kind: str = "lstm") -> dict[str, float]:
    name, shape = f"{kind}_step", f"{STEPS} steps, batch {BATCH}, {HIDDEN} units"
    if torch_step(kind) is None:
        print(f"{name} PyTorch : not installed (pip install torch==2.13.0) - no ratio")
        return {}
    figures = {}
    for measure, what in MEASURES.items():
        train = measure == "train"
        ours, theirs = paddle_step(kind, measure), torch_step(kind, train)
        assert theirs is not None
        mine, base, ratio, low, high = _ratio(ours, theirs, rounds)
        print(f"{name} {what}: Model.run {mine:8.3f} ms/step (fc + {kind}, {shape}), "
              f"nn.{kind.upper()} {base:8.3f} ms/step")
        target = "" if measure == "root" else "; target <= 0.8"
        print(f"{name} ratio     : {ratio:8.2f}x PyTorch's time, median of {rounds} interleaved rounds "
              f"(range {low:.2f}-{high:.2f}{target})")
        figures.update({f"{measure}_{k}": v for k, v in
                        (("paddle_ms", mine), ("torch_ms", base), ("ratio", ratio))})
    print(f"{name} threads   : {_threads.THREADS} (BENCH_THREADS) for numpy's BLAS, our C++ steps and torch")
    print(f"{name} load      : {os.getloadavg()[0]:.2f} (1-minute load average at the end)")
    return figures


if __name__ == "__main__":
    main()
