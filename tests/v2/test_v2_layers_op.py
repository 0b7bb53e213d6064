"""`paddle.v2.op` (paddle/v2/op.py): v2's unary math functions and arithmetic operators on layers,
their values against numpy, and the typed errors for what v2 refused."""
from __future__ import annotations

import numpy as np
import pytest

import paddle.v2 as paddle
from paddle.v2 import op
from paddle.v2.op import LayerOperatorError

from .v2_layers_helpers import dense, run

RNG = np.random.default_rng(5)
X = RNG.uniform(0.2, 2.0, size=(3, 4)).astype(np.float32)
Y = RNG.normal(size=(3, 4)).astype(np.float32)
Z = RNG.normal(size=(3, 1)).astype(np.float32)
FEED = {"x": X, "y": Y, "z": Z}


def _value(expression):
    return run(lambda: expression(dense("x", 4), dense("y", 4), dense("z", 1)), FEED)[0]


@pytest.mark.parametrize(("name", "want"), [
    ("exp", np.exp), ("log", np.log), ("abs", np.abs), ("sigmoid", lambda v: 1 / (1 + np.exp(-v))),
    ("tanh", np.tanh), ("square", np.square), ("relu", lambda v: np.maximum(v, 0)), ("sqrt", np.sqrt),
    ("reciprocal", lambda v: 1 / v), ("softmax", lambda v: np.exp(v) / np.exp(v).sum(axis=1, keepdims=True)),
])
def test_unary_functions(name, want):
    np.testing.assert_allclose(_value(lambda x, y, z: getattr(op, name)(x)), want(X), rtol=1e-5)


@pytest.mark.parametrize(("expression", "want"), [
    (lambda x, y, z: 1 + x, X + 1), (lambda x, y, z: x + 1.5, X + 1.5), (lambda x, y, z: x - 2, X - 2),
    (lambda x, y, z: 2 - x, 2 - X), (lambda x, y, z: -x, -X), (lambda x, y, z: 3 * x, 3 * X),
    (lambda x, y, z: x * 0.5, 0.5 * X), (lambda x, y, z: x + y, X + Y), (lambda x, y, z: x - y, X - Y),
    (lambda x, y, z: x + z, X + Z), (lambda x, y, z: z + x, X + Z), (lambda x, y, z: x * z, X * Z),
    (lambda x, y, z: z * x, X * Z), (lambda x, y, z: 2 - (x * z + 1) - y, 2 - (X * Z + 1) - Y),
])
def test_operators(expression, want):
    np.testing.assert_allclose(_value(expression), want, rtol=1e-5, atol=1e-6)


def test_v2s_test_op_chain_builds_and_runs():
    def chain(x, y, z):
        v = op.exp(x)
        v = 1 + v
        v = v + 1
        v = x + v
        v = v - x
        v = v - 2
        v = 2 - v
        v = 2 * v
        v = v * 3
        v = v * z
        v = z * v
        v = v + z
        return z + v
    v = 2 * (2 - (np.exp(X) + 2 - 2)) * 3
    np.testing.assert_allclose(_value(chain), Z + (Z * (v * Z)) + Z, rtol=1e-4)


def test_what_v2_refused_is_a_type_error():
    with paddle.Tape():
        x, y = dense("x", 4), dense("w", 3)
        with pytest.raises(LayerOperatorError, match="same size or one has size 1"):
            x + y  # noqa: B018
        with pytest.raises(LayerOperatorError, match="size 1"):
            x * y  # noqa: B018
        with pytest.raises(TypeError, match="another layer or a number"):
            x + "1"  # noqa: B018
