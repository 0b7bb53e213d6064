"""User-level layers composed of ops (LayerMeta). Only their ops need kernels and gradients.

`compose(builder, *inputs, **attrs)` uses the builder protocol of `paddle.compose`.
"""
from __future__ import annotations

import math
from typing import Any

from paddle.registry import BATCH, ROWS, Layer

# the activation ops a layer's `act` may name ("linear": none)
ACTIVATIONS = ["linear", "sigmoid", "relu", "tanh", "softmax",
               # v2's others (paddle.activation): ops, or layers composed of ops (kernels/v2_activation.py)
               "sequence_softmax", "exp", "log", "abs", "square", "sqrt", "reciprocal", "softsign", "brelu",
               "soft_relu", "stanh"]


def _fc(b: Any, x: Any, *, size: int, act: str, bias: bool) -> Any:
    """fc = mul(input, w) [+ rowwise_add(b)] [+ activation] (seed 003)."""
    info = b.info(x)
    fan_in = info.shape[1]
    limit = math.sqrt(6.0 / (fan_in + size))  # Glorot uniform: keeps activations' variance even
    w = b.parameter("w", (fan_in, size), info.dtype, ("uniform_random", {"min": -limit, "max": limit}))
    out = b.op("mul", {"X": x, "Y": w})
    if bias:
        bvar = b.parameter("b", (size,), info.dtype, ("fill_constant", {"value": 0.0}))
        out = b.op("rowwise_add", {"X": out, "b": bvar})
    return out if act == "linear" else b.op(act, {"X": out})


fc = (
    Layer("fc", "Fully connected layer: act(input @ w + b).")
    .input("input", "an [N, D] matrix; rows may be the steps of sequences", shape=(BATCH, "D"), seq_types=ROWS)
    .output("Out", "an [N, size] matrix", shape=(BATCH, "size"))
    .attribute("size", int, "the number of output units").must_set().larger_than(0)
    .attribute("act", str, "the activation").default("linear").one_of(ACTIVATIONS)
    .attribute("bias", bool, "add a learned bias").default(True)
    .compose(_fc)
    .example("x = data('x', [None, 13])\n"
             "y = layers.fc(x, size=1, act='linear')")
    .register()
)
