"""Per-op overhead of Net.run: a chain of 1,000 tiny ops against the same numpy calls made
directly in a Python loop; and a chain of 1,000 `sum` ops of two inputs (a variadic input: the
step that calls the kernel with lists, as batch_norm, conv2d or an optimizer's steps do) against
the same kernel called directly.

    python bench/op_overhead.py
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
import _threads  # noqa: E402,F401  (before numpy: sets the BLAS thread count)
import numpy as np  # noqa: E402
from _timing import per_call  # noqa: E402

from paddle import PlainNet, Scope  # noqa: E402
from paddle.registry import OpDesc  # noqa: E402

OPS = 1000


def chain() -> tuple[PlainNet, Scope]:
    net = PlainNet()
    for i in range(OPS):
        net.add_op(OpDesc(type="relu", inputs={"X": [f"v{i}"]}, outputs={"Out": [f"v{i + 1}"]}))
    scope = Scope()
    scope.new_var("v0").set(np.ones(4, np.float32))
    net.run(scope)  # compile the plan once
    return net, scope


def sum_chain() -> tuple[PlainNet, Scope]:
    net = PlainNet()
    for i in range(OPS):
        net.add_op(OpDesc(type="sum", inputs={"X": [f"v{i}", "w"]}, outputs={"Out": [f"v{i + 1}"]}))
    scope = Scope()
    scope.new_var("v0").set(np.ones(4, np.float32))
    scope.new_var("w").set(np.zeros(4, np.float32))
    net.run(scope)
    return net, scope


def direct_sums(x: np.ndarray, w: np.ndarray) -> None:
    from paddle.kernels.math import _sum_cpu
    for _ in range(OPS):
        x = _sum_cpu([x, w])


def direct(x: np.ndarray) -> None:
    for _ in range(OPS):
        x = np.maximum(x, 0)


def main() -> dict[str, float]:
    net, scope = chain()
    x = np.ones(4, np.float32)
    ours = per_call(lambda: net.run(scope), calls=20)
    numpy = per_call(lambda: direct(x), calls=20)
    overhead = (ours - numpy) / OPS
    print(f"op_overhead Net.run : {ours / OPS * 1e6:7.3f} us/op ({OPS} relu ops on 4 floats)")
    print(f"op_overhead numpy   : {numpy / OPS * 1e6:7.3f} us/op (the same calls, direct)")
    print(f"op_overhead overhead: {overhead * 1e6:7.3f} us/op ({ours / numpy:.2f}x numpy)")
    net, scope = sum_chain()
    w = np.zeros(4, np.float32)
    sums = per_call(lambda: net.run(scope), calls=20)
    sums_direct = per_call(lambda: direct_sums(x, w), calls=20)
    print(f"op_overhead sum steps: {sums / OPS * 1e6:7.3f} us/op, the kernel called directly "
          f"{sums_direct / OPS * 1e6:.3f} us/op: {(sums - sums_direct) / OPS * 1e6:.3f} us/op of dispatch")
    return {"run_us": ours / OPS * 1e6, "numpy_us": numpy / OPS * 1e6, "overhead_us": overhead * 1e6,
            "generic_overhead_us": (sums - sums_direct) / OPS * 1e6}


if __name__ == "__main__":
    main()
