"""Running one v2 layer in a small network, and a numeric check of its training gradient."""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

import paddle.v2 as paddle
from paddle.model import backward


def dense(name: str, dim: int) -> Any:
    return paddle.layer.data(name=name, type=paddle.data_type.dense_vector(dim))


def integer(name: str, dim: int) -> Any:
    return paddle.layer.data(name=name, type=paddle.data_type.integer_value(dim))


def run(make: Callable[[], Any], feed: dict[str, Any], *, inference: bool = False) -> tuple[np.ndarray, Any]:
    """The value of the layer `make()` builds in a fresh Tape, and that Tape's model."""
    with paddle.Tape() as tape:
        out = make()
        value = tape.model.run(out.output, feed=feed, inference=inference)
    return value, tape.model


def param(model: Any, name: str) -> np.ndarray:
    return np.array(model.root_scope().find_var(name).numpy())


def check_gradient(make: Callable[[], Any], feed: dict[str, Any], wrt: str, *, eps: float = 1e-2,
                   rtol: float = 3e-2, atol: float = 1e-3) -> None:
    """The gradient backward computes for parameter `wrt` of mean(make()) against central
    differences of the forward pass (float32: a coarse step, a loose tolerance)."""
    with paddle.Tape() as tape:
        out = make()
        loss = paddle.layer.mean(input=out)
        model = tape.model
        grads = backward(loss.output, model=model)
        model.run(None, feed=feed)
        scope = model.root_scope()
        analytic = np.array(scope.find_var(grads[wrt]).numpy(), np.float64)
        base = np.array(scope.find_var(wrt).numpy())
        numeric = np.zeros(base.shape)
        for i in np.ndindex(base.shape):
            values = []
            for step in (eps, -eps):
                moved = base.copy()
                moved[i] += step
                scope.find_var(wrt).set(moved)
                values.append(float(np.sum(model.run(loss.output, feed=feed))))
            numeric[i] = (values[0] - values[1]) / (2 * eps)
        scope.find_var(wrt).set(base)
    np.testing.assert_allclose(analytic, numeric, rtol=rtol, atol=atol)
