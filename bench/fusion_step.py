"""The fused elementwise kernels (paddle/core/fusion.py) on and off, on the LeNet-5 and ResNet-20
training steps of bench/lenet_step.py and bench/resnet20_step.py: one model per net, its step run
with the flag fuse_elementwise on and off in interleaved rounds (both plans stay cached), and
PyTorch's step in the same rounds; the median of each side's per-step time and of the ratios.

    python bench/fusion_step.py                 # lenet and resnet20
    python bench/fusion_step.py lenet
    BENCH_THREADS=2 python bench/fusion_step.py
"""
from __future__ import annotations

import os
import statistics
import sys
from typing import Callable

sys.path.insert(0, os.path.dirname(__file__))
import _threads  # noqa: E402,F401  (before numpy: sets the BLAS thread count)
from _timing import per_call  # noqa: E402

import paddle  # noqa: E402

NETS = ("lenet", "resnet20")


def steps(net: str) -> tuple[Callable[[], None], Callable[[], None] | None, int]:
    """Our step, PyTorch's (None without torch), and the calls per timing block."""
    if net == "lenet":
        import lenet_step
        return lenet_step.paddle_step(), lenet_step.torch_step(), 10
    if net == "mlp":
        import mlp_step
        theirs = mlp_step.torch_step()
        return mlp_step.paddle_step()[0], theirs[0] if theirs is not None else None, 50
    import resnet20_step
    return resnet20_step.paddle_step(), resnet20_step.torch_step(), 2


def flagged(step: Callable[[], None], on: bool, flag: str = "fuse_elementwise") -> Callable[[], None]:
    def run() -> None:
        paddle.set_flags(**{flag: on})
        step()
    return run


def measure(net: str, rounds: int = 9, flag: str = "fuse_elementwise",
            labels: tuple[str, str] = ("fused", "unfused")) -> dict[str, float]:
    """`flag` on (`labels[0]`) and off (`labels[1]`); bench/in_place_step.py passes in_place."""
    ours, theirs, calls = steps(net)
    on, off = labels
    sides = {on: flagged(ours, True, flag), off: flagged(ours, False, flag)}
    if theirs is not None:
        sides["torch"] = theirs
    times: dict[str, list[float]] = {name: [] for name in sides}
    names = list(sides)
    for i in range(rounds):  # each side first in turn: the medians shrug off a burst of load
        for name in names[i % len(names):] + names[:i % len(names)]:
            times[name].append(per_call(sides[name], calls, repeats=3, warmup=2))
    median = {name: statistics.median(t) * 1e3 for name, t in times.items()}
    gain = statistics.median(u / f for f, u in zip(times[on], times[off]))
    print(f"{net:9} {on:8}: {median[on]:8.2f} ms/step   {off}: {median[off]:8.2f} ms/step   "
          f"{off}/{on} {gain:5.3f} (median of {rounds} rounds)")
    if "torch" in times:
        for mode in (on, off):
            ratio = statistics.median(m / t for m, t in zip(times[mode], times["torch"]))
            median[f"ratio_{mode}"] = ratio
            print(f"{net:9} {mode:8}: {ratio:5.2f}x PyTorch's time ({median['torch']:.2f} ms/step), "
                  f"threads {_threads.THREADS}")
    paddle.set_flags(**{flag: True})
    return median


def main() -> None:
    for net in [a for a in sys.argv[1:] if a in NETS] or NETS:
        measure(net)


if __name__ == "__main__":
    main()
