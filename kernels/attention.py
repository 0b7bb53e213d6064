"""`scaling`: each row of X times its weight (v2's scaling_layer), the step of an attention that
weighs an encoder's steps by their attention weights (paddle.networks.simple_attention). Its rows
may be the steps of sequences, which the output keeps."""
from __future__ import annotations

from typing import Any

import numpy as np

from paddle.registry import ROWS, Function


def _scaling(x: Any, weight: Any) -> Any:
    return x * weight


def _scaling_grad(x: Any, weight: Any, dout: Any, *, needed: tuple[bool, ...] = (True, True)) -> tuple[Any, Any]:
    dx = dout * weight if needed[0] else None
    dweight = (dout * x).sum(axis=1, keepdims=True) if needed[1] else None
    return dx, dweight


def _scaling_inputs(rng: np.random.Generator, dtype: np.dtype) -> dict[str, Any]:
    rows, width = int(rng.integers(0, 6)), int(rng.integers(1, 5))
    return {"X": rng.standard_normal((rows, width)).astype(dtype),
            "Weight": rng.standard_normal((rows, 1)).astype(dtype)}


(Function("scaling", "Each row of X multiplied by its weight: Out[i] = Weight[i] * X[i] (v2's scaling layer).")
    .input("X", "[N, D]: the rows to scale; they may be the steps of sequences", shape=("N", "D"), seq_types=ROWS)
    .input("Weight", "[N, 1]: one weight per row of X", shape=("N", 1), seq_types=ROWS)
    .output("Out", "[N, D]: the scaled rows, with X's offsets", like="X")
    .oracle("torch", "X * Weight")
    .kernel(_scaling)
    .grad(_scaling_grad, reads=("X", "Weight"))
    .test_inputs(_scaling_inputs)
    .example("steps = data('steps', [None, 8], seq_type='sequence')\n"
             "weights = data('weights', [None, 1], seq_type='sequence')\n"
             "weighted = layers.scaling(steps, weights)  # each step times its weight")
    .register())
