"""Test-only ops with several outputs and gradients, registered into a copy of the registry
(none of the built-in differentiable ops has two outputs yet)."""
from __future__ import annotations

from typing import Any

import numpy as np

import paddle  # noqa: F401  (registers the built-in ops first)
from paddle.registry import Function, TensorInfo, default_registry, require

REGISTRY = default_registry().copy()


def _split_shape(x: TensorInfo) -> tuple[TensorInfo, TensorInfo]:
    require(x.rank == 2 and (x.shape[1] is None or x.shape[1] % 2 == 0),
            f"X should be a matrix with an even number of columns, got shape {x.shape}")
    half = None if x.shape[1] is None else x.shape[1] // 2
    left = TensorInfo((x.shape[0], half), x.dtype)
    return left, left


def _split(x: Any) -> tuple[Any, Any]:
    half = x.shape[1] // 2
    return x[:, :half].copy(), x[:, half:].copy()


def _split_grad(x: Any, left: Any, right: Any, dleft: Any, dright: Any) -> Any:
    # the gradient of a column split is the column concatenation of the output gradients:
    # a zero-filled dright (Right unused) must give zeros in X's right half
    return np.concatenate([dleft, dright], axis=1)


split_cols = (
    Function("split_cols", "Splits the columns of X into a left and a right half.")
    .input("X", "a matrix with an even number of columns", rank=2)
    .output("Left", "the left half", rank=2).output("Right", "the right half", rank=2)
    .shape(_split_shape)
    .kernel("cpu", _split)
    .grad(_split_grad)
    .register(REGISTRY)
)


def _tanh_and_square(x: Any) -> tuple[Any, Any]:
    return np.tanh(x), x * x


def _tanh_and_square_grad(x: Any, t: Any, s: Any, dt: Any, ds: Any) -> Any:
    return dt * (1.0 - t * t) + ds * 2.0 * x


tanh_and_square = (
    Function("tanh_and_square", "Two elementwise functions of X at once: tanh(X) and X * X.")
    .input("X", "a float tensor")
    .output("Tanh", "tanh(X)", like="X").output("Square", "X * X", like="X")
    .kernel("cpu", _tanh_and_square)
    .grad(_tanh_and_square_grad)
    .register(REGISTRY)
)
