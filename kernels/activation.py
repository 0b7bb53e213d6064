"""Activations: sigmoid, relu, tanh, softmax. Each gradient is written in terms of Out, so
the grad op reads the forward output rather than recomputing it."""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

from paddle.registry import ROWS, Function

from ._xp import xp_of


def _declare(name: str, doc: str, forward: Callable[..., Any], backward: Callable[..., Any],
             oracle: tuple[Any, str], rank: int | None = None) -> Any:
    """An activation: Out is like X; X@GRAD = backward(x, out, dout); `oracle` (kind, expression)."""
    return (Function(name, doc).input("X", rank=rank, seq_types=ROWS).output("Out", like="X")
            .oracle(*oracle).kernel(forward).grad(backward).register())


def _sigmoid(x: Any) -> Any:
    xp = xp_of(x)
    with np.errstate(over="ignore"):  # exp(-x) -> inf for x << 0 gives the right limit, 0
        e = xp.exp(-x)
    e += 1  # a fresh array: updating it in place saves two allocations per call
    return xp.reciprocal(e, out=e)


def _sigmoid_grad(x: Any, out: Any, dout: Any) -> Any:
    return dout * out * (1 - out)


def _relu(x: Any) -> Any:
    return xp_of(x).maximum(x, 0)


def _relu_grad(x: Any, out: Any, dout: Any) -> Any:
    return dout * (out > 0)


def _tanh(x: Any) -> Any:
    return xp_of(x).tanh(x)


def _tanh_grad(x: Any, out: Any, dout: Any) -> Any:
    return dout * (1 - out * out)


def _softmax(x: Any) -> Any:
    xp = xp_of(x)
    e = xp.exp(x - x.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def _softmax_grad(x: Any, out: Any, dout: Any) -> Any:
    return out * (dout - (dout * out).sum(axis=1, keepdims=True))


sigmoid = _declare("sigmoid", "Out = 1 / (1 + exp(-X)), elementwise.", _sigmoid, _sigmoid_grad,
                   ("torch", "torch.sigmoid(X)"))
relu = _declare("relu", "Out = max(X, 0), elementwise.", _relu, _relu_grad, ("onnx", "Relu(X)"))
tanh = _declare("tanh", "Out = tanh(X), elementwise.", _tanh, _tanh_grad, ("onnx", "Tanh(X)"))
softmax = _declare("softmax", "Softmax of each row of an [N, C] matrix.", _softmax, _softmax_grad,
                   ("torch", "torch.nn.functional.softmax(X, dim=1)"), rank=2)
