"""Dense batches to sequences and back, for the whole-sequence ops (lstm, gru) on data laid out as
[B, T, D] (ONNX's LSTM and GRU, batch-first tensors):

- `to_sequences`: X [B, T, D] -> [B * T, D] rows with offsets [0, T, 2T, ...]: B sequences of
  T steps, sequence-major;
- `from_sequences`: the converse, for sequences all of one length: [S * T, D] -> [S, T, D].

Both copy nothing (a reshape); their gradients are the opposite reshape.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from paddle.registry import Function, LodArray, SequenceType, TensorInfo, dim_mul, require
from paddle.registry.errors import input_error

SEQ = (SequenceType.SEQUENCE,)
Lod = dict[str, Any]


def _to_shape(x: TensorInfo) -> TensorInfo:
    return TensorInfo((dim_mul(x.shape[0], x.shape[1]), x.shape[2]), x.dtype, SequenceType.SEQUENCE)


def _to_sequences(x: Any) -> LodArray:
    b, t, d = x.shape
    return LodArray.of(x.reshape(b * t, d), [i * t for i in range(b + 1)])


def _to_sequences_grad(x: Any, dout: Any) -> Any:
    return dout.reshape(x.shape)


def _steps(op: str, rows: int, lod: Lod) -> tuple[int, int]:
    """(sequences, steps each) of X's offsets, which must cut equal lengths."""
    levels = lod.get("X")
    if not levels:
        raise input_error(op, "X", "should be a sequence: a tensor with offsets", None)
    off = [int(o) for o in levels[-1]]
    n = len(off) - 1
    t = rows // n if n else 0
    if n == 0 or any(b - a != t for a, b in zip(off[:-1], off[1:])):
        raise input_error(op, "X", f"should hold sequences of one length, got offsets {off}", off)
    return n, t


def _from_shape(x: TensorInfo) -> TensorInfo:
    require(x.rank == 2, f"X should be [rows, D], got rank {x.rank}")
    return TensorInfo((None, None, x.shape[1]), x.dtype)


def _from_sequences(x: Any, *, lod: Lod) -> Any:
    n, t = _steps("from_sequences", x.shape[0], lod)
    return x.reshape(n, t, x.shape[1])


def _from_sequences_grad(x: Any, dout: Any, *, lod: Lod) -> Any:
    return dout.reshape(x.shape)


def _from_reference(x: Any, *, lod: Lod) -> Any:
    """The sequences cut at their offsets and stacked."""
    off = [int(o) for o in lod["X"][-1]]
    return np.stack(np.split(np.asarray(x), off[1:-1]))


def _to_inputs(rng: Any, dtype: Any) -> dict[str, Any]:
    return {"X": rng.normal(0.0, 1.0, tuple(int(v) for v in rng.integers(1, 4, size=3))).astype(dtype)}


def _from_inputs(rng: Any, dtype: Any) -> dict[str, Any]:
    n, t, d = (int(v) for v in rng.integers(1, 4, size=3))
    return {"X": LodArray.of(rng.normal(0.0, 1.0, (n * t, d)).astype(dtype), [i * t for i in range(n + 1)])}


(Function("to_sequences", "A dense [B, T, D] batch as B sequences of T steps each: [B * T, D] rows, "
          "sequence-major, with offsets [0, T, 2T, ...].")
    .input("X", "[B, T, D]: B sequences of T steps", shape=("B", "T", "D"))
    .output("Out", "[B * T, D]: the steps as rows, with offsets", rank=2, seq_types=SEQ)
    .shape(_to_shape)
    .oracle("torch", "torch.flatten(X, 0, 1)")
    .kernel(_to_sequences)
    .grad(_to_sequences_grad, reads=("X",))
    .test_inputs(_to_inputs)
    .example("rows = layers.to_sequences(data('x', [2, 5, 8]))  # [10, 8]: 2 sequences of 5 steps")
    .register())

(Function("from_sequences", "Sequences of one length as a dense batch: [S * T, D] rows with offsets every T "
          "-> [S, T, D].")
    .input("X", "[S * T, D]: S sequences of T steps each", shape=("R", "D"), seq_types=SEQ)
    .output("Out", "[S, T, D]", rank=3)
    .shape(_from_shape)
    .reference(_from_reference)
    .oracle("numpy")
    .kernel(_from_sequences)
    .grad(_from_sequences_grad, reads=("X",))
    .test_inputs(_from_inputs)
    .example("x = layers.from_sequences(rows)  # [S, T, D]")
    .register())
