"""Losses: cross_entropy (on probabilities, int labels) and square_error (+ gradients)."""
from __future__ import annotations

from typing import Any

from paddle.registry import INTEGERS, ROWS, Domain, Function
from paddle.registry.errors import input_error

from ._xp import xp_of

_TINY = 1e-20  # keeps log(0) finite when a probability underflows


# --- cross_entropy ------------------------------------------------------------------------
def _check_labels(label: Any, classes: int) -> Any:
    """Labels index a row; one out of range would read another class or raise in numpy."""
    if label.size == 0:
        return label.reshape(-1)
    lo, hi = int(label.min()), int(label.max())
    if lo < 0 or hi >= classes:
        bad = lo if lo < 0 else hi
        raise input_error("cross_entropy", "Label",
                          f"should hold class indexes in [0, {classes}), got {bad}", bad)
    return label.reshape(-1)


def _cross_entropy(x: Any, label: Any) -> Any:
    xp = xp_of(x)
    rows = xp.arange(x.shape[0])
    picked = x[rows, _check_labels(label, x.shape[1])]
    return -xp.log(xp.maximum(picked, _TINY)).reshape(-1, 1).astype(x.dtype, copy=False)


def _cross_entropy_grad(x: Any, label: Any, dout: Any) -> Any:
    xp = xp_of(x)
    rows, cols = xp.arange(x.shape[0]), _check_labels(label, x.shape[1])
    dx = xp.zeros_like(x)
    dx[rows, cols] = -dout.reshape(-1) / xp.maximum(x[rows, cols], _TINY)
    return dx


cross_entropy = (
    Function("cross_entropy", "Cross-entropy -log(X[i, Label[i]]) of each row of probabilities X.")
    .input("X", "an [N, C] matrix of probabilities (e.g. a softmax)", shape=("N", "C"), seq_types=ROWS,
           domain=Domain(0.0, 1.0))
    .input("Label", "an [N, 1] matrix of class indexes", shape=("N", 1), dtypes=INTEGERS, type_var=None,
           no_grad=True, seq_types=ROWS, domain=Domain(0, "C", high_open=True))
    .output("Out", "an [N, 1] matrix of losses", shape=("N", 1))
    # torch's negative log-likelihood of log-probabilities; the clamp at 1e-20 is part of this
    # op's definition (a probability of 0 costs -log(1e-20), not infinity)
    .oracle("torch", "torch.nn.functional.nll_loss(X.clamp_min(1e-20).log(), Label.reshape(-1), "
            "reduction='none').reshape(-1, 1)")
    .kernel(_cross_entropy)
    .grad(_cross_entropy_grad, reads=("X", "Label"))
    .register()
)


# --- square_error (mse) -------------------------------------------------------------------
def _square_error(x: Any, y: Any) -> Any:
    d = x - y
    return (d * d).sum(axis=1, keepdims=True)


def _square_error_grad(x: Any, y: Any, dout: Any, *,
                       needed: tuple[bool, ...] = (True, True)) -> tuple[Any, Any]:
    dx = 2 * (x - y) * dout
    return dx, (-dx if needed[1] else None)


square_error = (
    Function("square_error", "Squared error of each row: Out[i] = sum_j (X[i, j] - Y[i, j])^2.")
    .input("X", "an [N, D] matrix of predictions", shape=("N", "D"), seq_types=ROWS)
    .input("Y", "an [N, D] matrix of targets", shape=("N", "D"), seq_types=ROWS)
    .output("Out", "an [N, 1] matrix of losses", shape=("N", 1))
    .oracle("torch", "torch.nn.functional.mse_loss(X, Y, reduction='none').sum(dim=1, keepdim=True)")
    .kernel(_square_error)
    .grad(_square_error_grad, reads=("X", "Y"))
    .register()
)
