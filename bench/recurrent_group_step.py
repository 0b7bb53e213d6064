"""A v2 recurrent_group (a simple RNN step: h_t = tanh(fc([x_t, h_{t-1}]))) over 28 steps at batch 64 with
128 units, forward and backward, on the CPU, against the same recurrence in PyTorch written as a Python loop
over the steps (each step an addmm pair and a tanh, autograd through time), in the same process: the
median of interleaved rounds' ratios. The recurrent net's steps run on the fast path (paddle/nets/
recurrent_fast.py) and, for the figure before it, on the plain per-step path (recurrent_fast.ENABLED off),
timed in the same interleaved rounds.

    ours:    v2 recurrent_group(step=fc([x_t, memory]) tanh), mean of every step's state, gradients
             of the parameters (no optimizer), Model.run of the whole root net
    PyTorch: the loop h = tanh(x_t @ Wx + h @ Wh + b) over [28, 64, 28], h's mean, .backward()

    env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE BENCH_THREADS=1 python bench/recurrent_group_step.py
"""
from __future__ import annotations

import os
import statistics
import sys
from typing import Callable

sys.path.insert(0, os.path.dirname(__file__))
import _threads  # noqa: E402,F401  (before numpy: sets the BLAS thread count)
import numpy as np  # noqa: E402
from _timing import per_call  # noqa: E402

import paddle.v2 as v2  # noqa: E402
from paddle import Model, Tensor  # noqa: E402
from paddle.model import data as model_data  # noqa: E402
from paddle.nets import recurrent_fast  # noqa: E402

BATCH, STEPS, WIDTH, HIDDEN = 64, 28, 28, 128


def batch(seed: int = 0) -> np.ndarray:
    """[BATCH, STEPS, WIDTH]: each sample a sequence of STEPS rows."""
    return np.random.default_rng(seed).normal(size=(BATCH, STEPS, WIDTH)).astype(np.float32)


def paddle_step() -> Callable[[], None]:
    model = Model(dtype="float32", seed=1)
    with v2.Tape(model) as tape:
        x = tape.record("data", lambda: model_data("x", [None, WIDTH], "float32", seq_type="sequence"))

        def step(x_t: object) -> object:
            mem = v2.layer.memory(name="h", size=HIDDEN)
            return v2.layer.fc(input=[x_t, mem], size=HIDDEN, act=v2.activation.Tanh(), name="h")
        loss = v2.layer.mean(v2.layer.recurrent_group(step=step, input=x, name="rnn"))
    model.root_net().add_backward_ops(loss.output.name, list(model.param_names))
    offsets = list(range(0, BATCH * STEPS + 1, STEPS))
    model.run(feed={"x": Tensor(batch().reshape(-1, WIDTH), lod=[offsets])})  # builds the plans once

    def run() -> None:
        model.run()  # the whole root net: forward and backward, the fed batch staying
    return run


def torch_step() -> Callable[[], None] | None:
    try:
        import torch
    except ImportError:
        return None
    _threads.torch_threads(torch)
    torch.manual_seed(0)
    wx = (torch.randn(WIDTH, HIDDEN) * 0.1).requires_grad_()
    wh = (torch.randn(HIDDEN, HIDDEN) * 0.1).requires_grad_()
    b = torch.zeros(HIDDEN, requires_grad=True)
    x = torch.from_numpy(batch().transpose(1, 0, 2).copy())  # [steps, batch, width]

    def run() -> None:
        for p in (wx, wh, b):
            p.grad = None
        h, states = torch.zeros(BATCH, HIDDEN), []
        for t in range(STEPS):
            h = torch.tanh(torch.addmm(b, x[t], wx) + h @ wh)
            states.append(h)
        torch.stack(states).mean().backward()
    return run


def _plain(run: Callable[[], None]) -> Callable[[], None]:
    """`run` with the recurrent net's steps on the plain per-step path (today's before this fast path)."""
    def plain() -> None:
        recurrent_fast.ENABLED = False
        try:
            run()
        finally:
            recurrent_fast.ENABLED = True
    return plain


def main(rounds: int = 9) -> dict[str, float]:
    theirs = torch_step()
    name = "recurrent_group_step"
    if theirs is None:
        print(f"{name} PyTorch : not installed (pip install torch==2.13.0) - no ratio")
        return {}
    fast, plain = paddle_step(), _plain(paddle_step())
    times: dict[str, list[float]] = {"fast": [], "plain": [], "torch": []}
    ratios: dict[str, list[float]] = {"fast": [], "plain": []}
    for i in range(rounds):  # in turn first; each round times all three, the median ratio shrugs off bursts
        order = [("fast", fast), ("plain", plain), ("torch", theirs)]
        order = order if i % 2 == 0 else order[::-1]
        got = dict(zip((k for k, _ in order), compare3([f for _, f in order])))
        for k, v in got.items():
            times[k].append(v)
        for k in ("fast", "plain"):
            ratios[k].append(got[k] / got["torch"])
    ms = {k: statistics.median(v) * 1e3 for k, v in times.items()}
    shape = f"{STEPS} steps, batch {BATCH}, {HIDDEN} units, forward + backward"
    print(f"{name} plain steps : {ms['plain']:8.3f} ms/step (v2 recurrent_group, {shape}; recurrent_fast off)")
    print(f"{name} fast steps  : {ms['fast']:8.3f} ms/step (the same, steps bound once: recurrent_fast)")
    print(f"{name} PyTorch     : {ms['torch']:8.3f} ms/step (Python loop over the steps, autograd)")
    for k in ("plain", "fast"):
        r = ratios[k]
        print(f"{name} {k:5} ratio : {statistics.median(r):8.2f}x PyTorch's time, median of {rounds} interleaved "
              f"rounds (range {min(r):.2f}-{max(r):.2f})")
    print(f"{name} threads     : {_threads.THREADS} (BENCH_THREADS) for numpy's BLAS, our C++ steps and torch")
    print(f"{name} load        : {os.getloadavg()[0]:.2f} (1-minute load average at the end)")
    return {"plain_ms": ms["plain"], "fast_ms": ms["fast"], "torch_ms": ms["torch"],
            "plain_ratio": statistics.median(ratios["plain"]), "fast_ratio": statistics.median(ratios["fast"])}


def compare3(fns: list[Callable[[], None]]) -> list[float]:
    """Seconds per call of each, each timed in its own block after its own warm-up (see _timing.compare)."""
    return [per_call(f, calls=10, repeats=5, warmup=10) for f in fns]


if __name__ == "__main__":
    main()
