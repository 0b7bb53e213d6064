"""How close can any fc + LSTM step come to PyTorch's on this CPU? The matrix products alone
(bench/lstm_step.py's shapes: 28 steps, batch 64, 128 units, rows of 28) at the best rate a
product reaches on this machine (numpy's BLAS on a large square product, or our packed micro-kernel),
against nn.LSTM's whole step in the same run.

The step's products, in multiply-adds: the input projection X @ W_x and its weight gradient; 27
recurrent products H_prev @ W_h forward and 27 dG @ W_h^T backward (none at the first step, whose
H_prev is zeros); and the recurrent weight's gradient H_prev^T @ dG. Issue 21's target, 0.8x
PyTorch's time, must hold these and the gate arithmetic (memory-bound: about 100 bytes a cell).

    env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE BENCH_THREADS=1 python bench/lstm_floor.py
"""
from __future__ import annotations

import os
import sys
import time
from typing import Callable

sys.path.insert(0, os.path.dirname(__file__))
import _threads  # noqa: E402,F401  (before numpy: sets the BLAS thread count)
import lstm_step  # noqa: E402
import numpy as np  # noqa: E402
from _timing import per_call  # noqa: E402

from paddle.kernels import _native  # noqa: E402

BATCH, STEPS, WIDTH, HIDDEN = lstm_step.BATCH, lstm_step.STEPS, lstm_step.WIDTH, lstm_step.HIDDEN


def step_flops(gates: int = 4) -> float:
    rows, cols = BATCH * STEPS, gates * HIDDEN
    projection = 2 * (2.0 * rows * WIDTH * cols)  # X @ W_x and X^T @ dG
    recurrent = 2 * (STEPS - 1) * (2.0 * BATCH * HIDDEN * cols)  # forward and dG @ W_h^T
    weight_gradient = 2.0 * HIDDEN * rows * cols  # H_prev^T @ dG
    return projection + recurrent + weight_gradient


def _fastest(product: Callable[[], object], flops: float, seconds: float = 1.0) -> float:
    """FLOP/s of the best of repeated calls."""
    best, end = float("inf"), time.perf_counter() + seconds
    while time.perf_counter() < end:
        start = time.perf_counter()
        product()
        best = min(best, time.perf_counter() - start)
    return flops / best


def best_rate() -> tuple[float, str]:
    """The best FLOP/s a product reaches here: numpy's BLAS on a 1024^3 product, or our packed
    micro-kernel (the recurrences') on 4096 x 128 x 512, whichever is faster, and which."""
    rng = np.random.default_rng(0)
    a = rng.normal(size=(1024, 1024)).astype(np.float32)
    rates = {"numpy's BLAS, 1024^3": _fastest(lambda: a @ a, 2.0 * 1024**3)}
    if _native.packed_product_supported():
        x, w = rng.normal(size=(4096, 128)).astype(np.float32), rng.normal(size=(128, 512)).astype(np.float32)
        rates["the packed micro-kernel, 4096 x 128 x 512"] = _fastest(
            lambda: _native.packed_product_f32(x, w), 2.0 * 4096 * 128 * 512)
    if _threads.THREADS > 1:  # the packed kernel runs on one thread: numpy's BLAS alone speaks for several
        rates = dict(list(rates.items())[:1])
    name = max(rates, key=lambda k: rates[k])
    return rates[name], name


def main() -> None:
    theirs = lstm_step.torch_step("lstm")
    if theirs is None:
        print("lstm_floor PyTorch : not installed (pip install torch==2.13.0) - no ratio")
        return
    flops, (rate, where) = step_flops(), best_rate()
    torch_s = per_call(theirs, calls=10, repeats=9, warmup=10)
    floor = flops / rate
    print(f"lstm_floor products : {flops / 1e6:8.1f} MFLOP a step (fc + lstm, forward + backward)")
    print(f"lstm_floor peak     : {rate / 1e9:8.1f} GFLOPS ({where}, best call; {_threads.THREADS} thread(s))")
    print(f"lstm_floor floor    : {floor * 1e3:8.3f} ms/step for the products alone at that rate")
    print(f"lstm_floor PyTorch  : {torch_s * 1e3:8.3f} ms/step (nn.LSTM, forward + backward, median)")
    print(f"lstm_floor ratio    : {floor / torch_s:8.2f}x PyTorch's time for the products alone "
          f"(target 0.8x leaves {(0.8 * torch_s - floor) * 1e3:.2f} ms for everything else)")


if __name__ == "__main__":
    main()
