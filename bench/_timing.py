"""Shared timing: the median of several repeats of a callable, in seconds per call."""
from __future__ import annotations

import os
import statistics
import time
from typing import Callable

# BENCH_CLOCK=cpu: the process's CPU time (every thread's) instead of the wall clock - on a machine
# whose cores other jobs share, the wall clock charges each side for the others' load
CLOCK = time.process_time if os.environ.get("BENCH_CLOCK") == "cpu" else time.perf_counter


def per_call(fn: Callable[[], object], calls: int, repeats: int = 5, warmup: int = 3) -> float:
    for _ in range(warmup):
        fn()
    samples = []
    for _ in range(repeats):
        start = CLOCK()
        for _ in range(calls):
            fn()
        samples.append((CLOCK() - start) / calls)
    return statistics.median(samples)



def compare(a: Callable[[], object], b: Callable[[], object], calls: int,
            repeats: int = 5) -> tuple[float, float]:
    """Seconds per call of `a` and of `b`, each timed in its own block after its own warm-up:
    numpy's BLAS threads and torch's OpenMP threads spin for a while after their last call,
    so alternating call by call would charge each side for the other's spinning threads."""
    return per_call(a, calls, repeats, warmup=10), per_call(b, calls, repeats, warmup=10)


def run_flags() -> str:
    """The flags that change how a net runs, for the printed figures (PADDLE_FUSE_ELEMENTWISE,
    PADDLE_CUDA_GRAPH in the environment set them)."""
    import paddle
    flags = paddle.get_flags()
    return ", ".join(f"{name}={flags[name]}" for name in ("fuse_elementwise", "cuda_graph", "in_place"))
