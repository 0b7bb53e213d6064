"""How close can any fc + LSTM step come to PyTorch's on this CPU? The matrix products alone
(bench/lstm_step.py's shapes: 28 steps, batch 64, 128 units, rows of 28) at the best rate this
core's BLAS reaches on a large square product, against nn.LSTM's whole step in the same run.

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

sys.path.insert(0, os.path.dirname(__file__))
import _threads  # noqa: E402,F401  (before numpy: sets the BLAS thread count)
import lstm_step  # noqa: E402
import numpy as np  # noqa: E402
from _timing import per_call  # noqa: E402

BATCH, STEPS, WIDTH, HIDDEN = lstm_step.BATCH, lstm_step.STEPS, lstm_step.WIDTH, lstm_step.HIDDEN


def step_flops(gates: int = 4) -> float:
    rows, cols = BATCH * STEPS, gates * HIDDEN
    projection = 2 * (2.0 * rows * WIDTH * cols)  # X @ W_x and X^T @ dG
    recurrent = 2 * (STEPS - 1) * (2.0 * BATCH * HIDDEN * cols)  # forward and dG @ W_h^T
    weight_gradient = 2.0 * HIDDEN * rows * cols  # H_prev^T @ dG
    return projection + recurrent + weight_gradient


def best_rate(size: int = 1024, seconds: float = 1.0) -> float:
    """FLOP/s of numpy's BLAS on a square product, the best of repeated calls."""
    a = np.random.default_rng(0).normal(size=(size, size)).astype(np.float32)
    best, end = float("inf"), time.perf_counter() + seconds
    while time.perf_counter() < end:
        start = time.perf_counter()
        a @ a
        best = min(best, time.perf_counter() - start)
    return 2.0 * size**3 / best


def main() -> None:
    theirs = lstm_step.torch_step("lstm")
    if theirs is None:
        print("lstm_floor PyTorch : not installed (pip install torch==2.13.0) - no ratio")
        return
    flops, rate = step_flops(), best_rate()
    torch_s = per_call(theirs, calls=10, repeats=9, warmup=10)
    floor = flops / rate
    print(f"lstm_floor products : {flops / 1e6:8.1f} MFLOP a step (fc + lstm, forward + backward)")
    print(f"lstm_floor peak     : {rate / 1e9:8.1f} GFLOPS (numpy's BLAS, 1024^3, best call; "
          f"{_threads.THREADS} thread(s))")
    print(f"lstm_floor floor    : {floor * 1e3:8.3f} ms/step for the products alone at that rate")
    print(f"lstm_floor PyTorch  : {torch_s * 1e3:8.3f} ms/step (nn.LSTM, forward + backward, median)")
    print(f"lstm_floor ratio    : {floor / torch_s:8.2f}x PyTorch's time for the products alone "
          f"(target 0.8x leaves {(0.8 * torch_s - floor) * 1e3:.2f} ms for everything else)")


if __name__ == "__main__":
    main()
