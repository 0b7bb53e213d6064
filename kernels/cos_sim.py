"""cos_sim: cosine similarity of each row of X with the matching row of Y (seed 002)."""
from __future__ import annotations

from typing import Any

from paddle.registry import BATCH, Function, TensorInfo, dims_equal, require

from . import _native
from ._xp import xp_of

_EPS = 1e-12  # keeps an all-zero row from dividing by zero


def _shape(x: TensorInfo, y: TensorInfo, *, scale: float) -> None:
    """Y is shaped like X, or one row compared with every row of X (data cannot say "or")."""
    same = all(dims_equal(a, b) for a, b in zip(x.shape, y.shape))
    require(same or y.shape[0] == 1, "Input shape should be same, or the second height should be 1")
    require(x.seq_type == y.seq_type, "Input sequence type should be same")


def _norms(x: Any, y: Any) -> tuple[Any, Any]:
    xp = xp_of(x)
    nx = xp.maximum(xp.sqrt((x * x).sum(axis=1, keepdims=True)), _EPS)
    ny = xp.maximum(xp.sqrt((y * y).sum(axis=1, keepdims=True)), _EPS)
    return nx, ny


def _forward(x: Any, y: Any, *, scale: float) -> Any:
    nx, ny = _norms(x, y)
    return (scale * ((x * y).sum(axis=1, keepdims=True) / (nx * ny))).astype(x.dtype)  # cos first: no overflow


def _backward(x: Any, y: Any, out: Any, dout: Any, *, scale: float) -> tuple[Any, Any]:
    nx, ny = _norms(x, y)
    xy = (x * y).sum(axis=1, keepdims=True)
    common = dout * scale / (nx * ny)
    dx = common * (y - (xy / (nx * nx)) * x)
    dy = common * (x - (xy / (ny * ny)) * y)
    if y.shape[0] == 1 and x.shape[0] != 1:
        dy = dy.sum(axis=0, keepdims=True)  # Y was broadcast over the rows of X
    return dx.astype(x.dtype), dy.astype(y.dtype)


def _native_forward(x: Any, y: Any, *, scale: float) -> Any:
    """The C++ kernel for float32/float64; the numpy one for anything else."""
    fn = {"float32": _native.cos_sim_f32, "float64": _native.cos_sim_f64}.get(x.dtype.name)
    return fn(x, y, scale) if fn is not None else _forward(x, y, scale=scale)


cos_sim = (
    Function("cos_sim", "Cosine similarity of each row of X with the matching row of Y, times scale. "
             "Y has the shape of X, or a single row compared with every row of X.")
    .input("X", "a [h, w] matrix", shape=(BATCH, "W"))
    .input("Y", "a [h, w] or [1, w] matrix", shape=("H", "W"))
    .output("Out", "a [h, 1] matrix of scaled cosines", shape=(BATCH, 1))
    .attribute("scale", float, "the scale of cosine operator").default(1.0).larger_than(0.0)
    .shape(_shape)
    # torch clamps each norm at eps (as _EPS here), and broadcasts a one-row Y over X's rows
    .oracle("torch", "(scale * torch.nn.functional.cosine_similarity(X, Y, dim=1, eps=1e-12)).reshape(-1, 1)")
    .kernel(_forward)
    .kernel("cpu", _native_forward)
    .grad(_backward)
    .example("x = data('x', [None, 8])\n"
             "y = data('y', [1, 8])  # one row compared with every row of x\n"
             "sim = layers.cos_sim(x, y, scale=2.0)")
    .register()
)
