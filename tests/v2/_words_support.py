"""Helpers of the words tests: a network's cost and its parameters' gradients in float64, and
central differences to check them against."""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

import paddle.v2 as paddle
from paddle.generated import layers
from paddle.model import backward
from paddle.core.tensor import Tensor


def float64_tape() -> paddle.Tape:
    tape = paddle.Tape()
    tape.model.graph.topology["dtype"] = "float64"  # parameters in float64: the numeric checks' precision
    return tape


def sequence(ids: list[list[int]]) -> Tensor:
    """A batch of id sequences as the feed of an integer_value_sequence data layer."""
    flat = [i for s in ids for i in s]
    offsets = np.cumsum([0] + [len(s) for s in ids]).tolist()
    return Tensor(np.array(flat, dtype=np.int64).reshape(-1, 1), lod=[offsets])


def check_gradients(tape: paddle.Tape, out: Any, feed: dict[str, Any], *, per_param: int = 6,
                    seed: int = 0) -> list[str]:
    """Check d(sum(out^2 * weights))/d(parameter) of every parameter against central differences
    at `per_param` random entries; returns the parameters checked."""
    model = tape.model
    with model:
        weights = np.random.default_rng(seed + 1).uniform(0.5, 1.5, size=1)[0]
        loss = layers.reduce_sum(layers.scale(layers.square(out.output), scale=float(weights)))
    grads = backward(loss, model=model)
    scope = model.root_scope()

    def cost() -> float:
        return float(np.asarray(model.run(loss, feed=feed)).reshape(-1)[0])

    model.run(feed=feed)
    analytic = {p: scope.find_var(g).numpy().copy() for p, g in grads.items()}
    rng = np.random.default_rng(seed)
    for param, grad in analytic.items():
        value = scope.find_var(param).value
        assert value.dtype == np.float64, param
        for flat in rng.choice(value.size, size=min(per_param, value.size), replace=False):
            idx = np.unravel_index(flat, value.shape)
            keep = value[idx]
            value[idx] = keep + 1e-6
            up = cost()
            value[idx] = keep - 1e-6
            down = cost()
            value[idx] = keep
            numeric = (up - down) / 2e-6
            assert abs(numeric - grad[idx]) <= 1e-5 + 1e-4 * abs(numeric), (param, idx, numeric, grad[idx])
    return sorted(analytic)


def run_layer(tape: paddle.Tape, out: Any, feed: dict[str, Any]) -> Any:
    """The value of a layer's output (a paddle.Tensor-like array) and its offsets."""
    model = tape.model
    value = model.run(out.output, feed=feed)
    var = model.root_scope().find_var(out.name)
    return value, var.get_tensor().lod


Build = Callable[[], Any]
