"""matmul: the batched matrix product of two tensors of rank 2 or more, as torch.matmul takes
them: the last two axes are the matrices, the axes before them broadcast as numpy does.
`transpose_x` / `transpose_y` swap the last two axes of an input first. (`mul`, in math.py, is
the plain 2-D product with sequence rows.)

Which axis of X meets which of Y depends on the transpose attributes, so the output shape is a
small shape function; the input patterns still say, as data, that each input has rank >= 2.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from paddle.registry import NUMERIC, Function, TensorInfo, require
from paddle.registry.tensor import Dim, dims_equal, shape_text

from ._xp import accumulating, xp_of
from .elementwise import _unbroadcast

BATCH_SIZE = 2  # test shapes: batch axes of 1..BATCH_SIZE (at most two of them) ...
MATRIX_SIZE = 4  # ... and matrices of 1..MATRIX_SIZE rows and columns (at most 64 elements each)


def _matrix(shape: tuple[Dim, ...], transpose: bool) -> tuple[Dim, Dim]:
    """(rows, columns) of the matrices of an input, after its transpose."""
    rows, cols = shape[-2], shape[-1]
    return (cols, rows) if transpose else (rows, cols)


def _batch(x: tuple[Dim, ...], y: tuple[Dim, ...]) -> tuple[Dim, ...]:
    """numpy's broadcast of the batch axes (an unknown size agrees with any)."""
    rank = max(len(x), len(y))
    a, b = (1,) * (rank - len(x)) + x, (1,) * (rank - len(y)) + y
    require(all(p == 1 or q == 1 or dims_equal(p, q) for p, q in zip(a, b)),
            f"the batch axes of X {shape_text(x)} and Y {shape_text(y)} should broadcast")
    return tuple(q if p == 1 else p if q == 1 or q is None else q for p, q in zip(a, b))


def _matmul_shape(x: TensorInfo, y: TensorInfo, *, transpose_x: bool, transpose_y: bool) -> TensorInfo:
    """The registry adds both shapes to a refusal; the rule says which axes met."""
    (m, kx), (ky, n) = _matrix(x.shape, transpose_x), _matrix(y.shape, transpose_y)
    given = " and ".join(f"{s} transposed" for s, t in (("X", transpose_x), ("Y", transpose_y)) if t)
    require(dims_equal(kx, ky), f"the columns of X ({_size(kx)}) should equal the rows of Y ({_size(ky)})"
            + (f", {given}" if given else ""))
    return TensorInfo(_batch(x.shape[:-2], y.shape[:-2]) + (m, n), x.dtype)


def _size(d: Dim) -> str:
    return "?" if d is None else str(d)


def _t(a: Any, transpose: bool) -> Any:
    return a.swapaxes(-1, -2) if transpose else a


def _matmul(x: Any, y: Any, *, transpose_x: bool, transpose_y: bool) -> Any:
    return xp_of(x).matmul(_t(x, transpose_x), _t(y, transpose_y))


def _matmul_grad(x: Any, y: Any, dout: Any, *, transpose_x: bool, transpose_y: bool,
                 needed: tuple[bool, ...] = (True, True)) -> tuple[Any, Any]:
    """Out = A @ B (A, B: X, Y after their transposes): dA = dOut @ B^T, dB = A^T @ dOut, each
    transposed back where its input was, then summed over the batch axes that broadcasting added."""
    xp = xp_of(x)
    a, b = _t(x, transpose_x), _t(y, transpose_y)
    dx = dy = None
    if needed[0]:
        da = xp.matmul(dout, b.swapaxes(-1, -2))
        dx = _unbroadcast(_t(da, transpose_x), x.shape)
    if needed[1]:
        db = xp.matmul(a.swapaxes(-1, -2), dout)
        dy = _unbroadcast(_t(db, transpose_y), y.shape)
    return dx, dy


def _matmul_inputs(rng: Any, dtype: Any, *, transpose_x: bool, transpose_y: bool) -> dict[str, Any]:
    """Matrices whose inner sizes match, batch axes that broadcast (suffixes of one batch shape,
    sizes 1 here and there, either input possibly without any)."""
    base = [int(d) for d in rng.integers(1, BATCH_SIZE + 1, size=rng.integers(0, 3))]

    def batch() -> tuple[int, ...]:
        kept = base[int(rng.integers(0, len(base) + 1)):]
        return tuple(1 if rng.random() < 0.3 else d for d in kept)
    m, k, n = (int(d) for d in rng.integers(1, MATRIX_SIZE + 1, size=3))
    sx = batch() + ((k, m) if transpose_x else (m, k))
    sy = batch() + ((n, k) if transpose_y else (k, n))
    x, y = (rng.uniform(0.1, 2.0, s) * rng.choice([-1.0, 1.0], s) for s in (sx, sy))
    return {"X": np.asarray(x, dtype=dtype), "Y": np.asarray(y, dtype=dtype)}


matmul = (
    Function("matmul", "The batched matrix product X @ Y of tensors of rank >= 2 (as torch.matmul): "
             "the last two axes are matrices, the axes before them broadcast as numpy does.")
    .input("X", "[..., M, K] (or [..., K, M] with transpose_x)", shape=("...BX", "XR", "XC"))
    .input("Y", "[..., K, N] (or [..., N, K] with transpose_y), of X's dtype", shape=("...BY", "YR", "YC"))
    .types(NUMERIC)
    .output("Out", "[broadcast batch axes..., M, N]")
    .attribute("transpose_x", bool, "swap the last two axes of X first").default(False)
    .attribute("transpose_y", bool, "swap the last two axes of Y first").default(False)
    .shape(_matmul_shape)
    # transpose(-1, -1) is no transpose: -1 - False is -1, -1 - True is -2
    .oracle("torch", "torch.matmul(X.transpose(-1, -1 - transpose_x), Y.transpose(-1, -1 - transpose_y))")
    .kernel(accumulating(_matmul))
    .grad(_matmul_grad, reads=("X", "Y"))
    .test_inputs(_matmul_inputs)
    .example("out = layers.matmul(data('x', [None, 2, 3, 4]), data('y', [4, 5]))")
    .example("out = layers.matmul(data('x', [None, 4, 3]), data('y', [None, 5, 4]), "
             "transpose_x=True, transpose_y=True)")
    .register()
)
