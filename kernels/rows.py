"""Row-wise ops that keep sequence offsets: what v2's mixed layer, projections and concat do to
the features of each row (a sample, or one step of a sequence), whatever the rows are.

    concat_columns   [N, Dx] and [N, Dy] side by side: [N, Dx + Dy] (v2's concat: features)
    columns          columns offset .. offset + size of X (v2's identity_projection with offset)
    scale_columns    X times a learnt row W [D] (dotmul_projection) or one learnt scalar [1]
                     (scaling_projection)
    multiply_rows    X * Y * scale of two alike inputs (v2's dotmul_operator)

Two sequence inputs joined row by row must have the same offsets: checked when the op runs. (The
generated tests feed plain rows; tests/v2/test_v2_words_ops.py feeds sequences.)
"""
from __future__ import annotations

from typing import Any

import numpy as np

from paddle.registry import BATCH, ROWS, Function, TensorInfo, dim_add, require
from paddle.registry.errors import input_error

from ._xp import xp_of

Lod = dict[str, Any]


def _same_offsets(op: str, lod: Lod) -> None:
    """X's and Y's rows must be the same sequences (or Y no sequence: plain rows)."""
    x, y = lod.get("X"), lod.get("Y")
    if x and y and tuple(x[-1]) != tuple(y[-1]):
        raise input_error(op, "Y", f"should have X's sequence offsets {list(x[-1])[:8]}, got {list(y[-1])[:8]}",
                          list(y[-1])[:8])


# --- concat_columns ------------------------------------------------------------------------------

def _concat_columns(x: Any, y: Any, *, lod: Lod) -> Any:
    _same_offsets("concat_columns", lod)
    return xp_of(x).concatenate([x, y], axis=1)


def _concat_columns_grad(x: Any, y: Any, dout: Any, *, lod: Lod) -> tuple[Any, Any]:
    return dout[:, :x.shape[1]], dout[:, x.shape[1]:]


def _concat_columns_shape(x: TensorInfo, y: TensorInfo) -> TensorInfo:
    return TensorInfo((x.shape[0], dim_add(x.shape[1], y.shape[1])), x.dtype, x.seq_type)


def _concat_columns_ref(x: np.ndarray, y: np.ndarray, *, lod: Lod) -> np.ndarray:
    out = np.empty((x.shape[0], x.shape[1] + y.shape[1]))
    for i in range(x.shape[0]):
        out[i] = list(x[i]) + list(y[i])
    return out


def _two_inputs(rng: Any, dtype: Any, widths: tuple[int, int] | None = None) -> dict[str, Any]:
    n = int(rng.integers(0, 6))
    dx, dy = widths or (int(rng.integers(1, 4)), int(rng.integers(1, 4)))
    return {"X": rng.standard_normal((n, dx)).astype(dtype), "Y": rng.standard_normal((n, dy)).astype(dtype)}


(Function("concat_columns", "The features of X and Y side by side, row by row (v2's concat): [N, Dx] and "
          "[N, Dy] give [N, Dx + Dy]; sequences keep X's offsets (Y's must be the same).")
    .input("X", "[N, Dx]: rows, maybe the steps of sequences", shape=(BATCH, "Dx"), seq_types=ROWS)
    .input("Y", "[N, Dy]: as many rows, the same sequences", shape=(BATCH, "Dy"), seq_types=ROWS)
    .output("Out", "[N, Dx + Dy]", rank=2, seq_from="X")
    .shape(_concat_columns_shape)
    .reference(_concat_columns_ref)
    .oracle("numpy")
    .kernel(_concat_columns)
    .grad(_concat_columns_grad, reads=("X", "Y"))
    .test_inputs(_two_inputs)
    .example("a, b = data('a', [None, 3]), data('b', [None, 2])\n"
             "both = layers.concat_columns(a, b)  # [N, 5]")
    .register())


# --- columns -------------------------------------------------------------------------------------

def _columns(x: Any, *, offset: int, size: int) -> Any:
    if offset + size > x.shape[1]:
        raise input_error("columns", "X", f"should have at least offset + size = {offset + size} columns, "
                          f"got {x.shape[1]}", x.shape[1])
    return x[:, offset:offset + size]


def _columns_grad(x: Any, dout: Any, *, offset: int, size: int) -> Any:
    dx = xp_of(x).zeros_like(x)
    dx[:, offset:offset + size] = dout
    return dx


def _columns_shape(x: TensorInfo, *, offset: int, size: int) -> TensorInfo:
    width = x.shape[1]
    require(width is None or offset + size <= width,
            f"X has {width} columns; offset {offset} + size {size} reaches past them")
    return TensorInfo((x.shape[0], size), x.dtype, x.seq_type)


def _columns_ref(x: np.ndarray, *, offset: int, size: int) -> np.ndarray:
    return np.array([[row[offset + k] for k in range(size)] for row in x]).reshape(x.shape[0], size)


def _columns_inputs(rng: Any, dtype: Any, *, offset: int, size: int) -> dict[str, Any]:
    n = int(rng.integers(0, 5))
    x = rng.standard_normal((n, offset + size + int(rng.integers(0, 3)))).astype(dtype)
    return {"X": x}


(Function("columns", "Columns offset .. offset + size of every row of X (v2's identity projection with an "
          "offset); sequences keep their offsets.")
    .input("X", "[N, D]: rows, maybe the steps of sequences", shape=(BATCH, "D"), seq_types=ROWS)
    .output("Out", "[N, size]", rank=2, seq_from="X")
    .attribute("offset", int, "the first column taken").default(0).in_range(0, 1024)
    .attribute("size", int, "how many columns are taken").must_set().in_range(1, 1024)
    .shape(_columns_shape)
    .reference(_columns_ref)
    .oracle("numpy")
    .kernel(_columns)
    .grad(_columns_grad, reads=("X",))
    .test_inputs(_columns_inputs, sizes=("offset", "size"))
    .example("x = data('x', [None, 6])\n"
             "middle = layers.columns(x, offset=2, size=3)  # [N, 3]")
    .register())


# --- scale_columns -------------------------------------------------------------------------------

def _scale_columns(x: Any, w: Any) -> Any:
    return x * w.reshape(1, -1)


def _scale_columns_grad(x: Any, w: Any, dout: Any) -> tuple[Any, Any]:
    dw = (dout * x).sum(axis=0)
    return dout * w.reshape(1, -1), (dw if w.shape[0] == x.shape[1] else dw.sum(keepdims=True)).astype(w.dtype)


def _scale_columns_shape(x: TensorInfo, w: TensorInfo) -> None:
    k, d = w.shape[0], x.shape[1]
    require(k is None or d is None or k in (1, d), f"W should have X's {d} values (one per column) or 1, got {k}")


def _scale_columns_ref(x: np.ndarray, w: np.ndarray) -> np.ndarray:
    weights = np.full(x.shape[1], w[0]) if w.shape[0] == 1 else w
    out: np.ndarray = np.einsum("nd,d->nd", x, weights)
    return out


def _scale_columns_inputs(rng: Any, dtype: Any) -> dict[str, Any]:
    n, d = int(rng.integers(0, 5)), int(rng.integers(1, 4))
    x = rng.standard_normal((n, d)).astype(dtype)
    w = rng.standard_normal((d if rng.random() < 0.6 else 1,)).astype(dtype)
    return {"X": x, "W": w}


(Function("scale_columns", "Each row of X times W elementwise: W holds one weight per column (v2's dotmul "
          "projection) or one for all (its scaling projection); sequences keep their offsets.")
    .input("X", "[N, D]: rows, maybe the steps of sequences", shape=(BATCH, "D"), seq_types=ROWS)
    .input("W", "[D] or [1]: the weights", shape=("K",))
    .output("Out", "[N, D]", like="X")
    .shape(_scale_columns_shape)
    .reference(_scale_columns_ref)
    .oracle("numpy")
    .kernel(_scale_columns)
    .grad(_scale_columns_grad, reads=("X", "W"))
    .test_inputs(_scale_columns_inputs)
    .example("x = data('x', [None, 4])\n"
             "w = paddle.model.parameter('dotmul.w', [4])\n"
             "y = layers.scale_columns(x, w)")
    .register())


# --- multiply_rows -------------------------------------------------------------------------------

def _multiply_rows(x: Any, y: Any, *, scale: float, lod: Lod) -> Any:
    _same_offsets("multiply_rows", lod)
    return x * y * scale


def _multiply_rows_grad(x: Any, y: Any, dout: Any, *, scale: float, lod: Lod) -> tuple[Any, Any]:
    return dout * y * scale, dout * x * scale


def _multiply_rows_ref(x: np.ndarray, y: np.ndarray, *, scale: float, lod: Lod) -> np.ndarray:
    out: np.ndarray = np.einsum("nd,nd->nd", x, y) * scale
    return out


(Function("multiply_rows", "X * Y * scale elementwise, for two inputs of one shape (v2's dotmul operator); "
          "sequences keep X's offsets (Y's must be the same).")
    .input("X", "[N, D]: rows, maybe the steps of sequences", shape=(BATCH, "D"), seq_types=ROWS)
    .input("Y", "[N, D]: as many rows, the same sequences", shape=(BATCH, "D"), seq_types=ROWS)
    .output("Out", "[N, D]", like="X")
    .attribute("scale", float, "a constant factor").default(1.0)
    .reference(_multiply_rows_ref)
    .oracle("numpy")
    .kernel(_multiply_rows)
    .grad(_multiply_rows_grad, reads=("X", "Y"))
    .test_inputs(lambda rng, dtype, **_: _two_inputs(rng, dtype, (2, 2)))
    .example("a, b = data('a', [None, 3]), data('b', [None, 3])\n"
             "product = layers.multiply_rows(a, b, scale=0.5)")
    .register())
