"""Dense batches to sequences and back, for the whole-sequence ops (lstm, gru) on data laid out as
[B, T, D] (ONNX's LSTM and GRU, batch-first tensors):

- `to_sequences`: X [B, T, D] -> [B * T, D] rows with offsets [0, T, 2T, ...]: B sequences of
  T steps, sequence-major;
- `from_sequences`: the converse, for sequences all of `steps` steps: [S * T, D] -> [S, T, D]
  (the length is an attribute: a net whose feeds carry no offsets does not pass offsets on
  from op to op, so the rows of lstm's Hidden are known by their layout, not their offsets).

Both copy nothing (a reshape); their gradients are the opposite reshape.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from paddle.registry import Function, LodArray, SequenceType, TensorInfo, dim_mul, require
from paddle.registry.tensor import ROWS
from paddle.registry.errors import input_error

SEQ = (SequenceType.SEQUENCE,)
Lod = dict[str, Any]


def _to_shape(x: TensorInfo) -> TensorInfo:
    return TensorInfo((dim_mul(x.shape[0], x.shape[1]), x.shape[2]), x.dtype, SequenceType.SEQUENCE)


def _to_sequences(x: Any, *, lod: Lod | None = None) -> LodArray:
    """(`lod`: the runtime passes a kernel that makes offsets its inputs' ones; X has none.)"""
    b, t, d = x.shape
    return LodArray.of(x.reshape(b * t, d), [i * t for i in range(b + 1)])


def _to_reference(x: Any) -> LodArray:
    """The batch's sequences one after another, each starting where the last ended."""
    rows = [np.asarray(s) for s in x]
    return LodArray.of(np.concatenate(rows), np.cumsum([0] + [len(r) for r in rows]))


def _to_sequences_grad(x: Any, dout: Any) -> Any:
    return dout.reshape(x.shape)


def _from_shape(x: TensorInfo, *, steps: int) -> TensorInfo:
    require(x.rank == 2, f"X should be [rows, D], got rank {x.rank}")
    rows = x.shape[0]
    require(rows is None or rows % steps == 0, f"X's {rows} rows should be whole sequences of {steps} steps")
    return TensorInfo((None if rows is None else rows // steps, steps, x.shape[1]), x.dtype)


def _from_sequences(x: Any, *, steps: int) -> Any:
    if x.shape[0] % steps:
        raise input_error("from_sequences", "X", f"should hold whole sequences of {steps} steps, got "
                          f"{x.shape[0]} rows", x.shape[0])
    return x.reshape(-1, steps, x.shape[1])


def _from_sequences_grad(x: Any, dout: Any, *, steps: int) -> Any:
    return dout.reshape(x.shape)


def _from_reference(x: Any, *, steps: int) -> Any:
    """The rows cut every `steps` and stacked."""
    return np.stack(np.split(np.asarray(x), np.asarray(x).shape[0] // steps))


def _to_inputs(rng: Any, dtype: Any) -> dict[str, Any]:
    return {"X": rng.normal(0.0, 1.0, tuple(int(v) for v in rng.integers(1, 4, size=3))).astype(dtype)}


def _from_inputs(rng: Any, dtype: Any, *, steps: int) -> dict[str, Any]:
    n, d = (int(v) for v in rng.integers(1, 4, size=2))
    return {"X": rng.normal(0.0, 1.0, (n * steps, d)).astype(dtype)}  # offsets, if any, are not read


(Function("to_sequences", "A dense [B, T, D] batch as B sequences of T steps each: [B * T, D] rows, "
          "sequence-major, with offsets [0, T, 2T, ...].")
    .input("X", "[B, T, D]: B sequences of T steps", shape=("B", "T", "D"))
    .output("Out", "[B * T, D]: the steps as rows, with offsets", rank=2, seq_types=SEQ)
    .shape(_to_shape)
    .reference(_to_reference)
    .oracle("numpy")
    .kernel(_to_sequences)
    .grad(_to_sequences_grad, reads=("X",))
    .test_inputs(_to_inputs)
    .example("rows = layers.to_sequences(data('x', [2, 5, 8]))  # [10, 8]: 2 sequences of 5 steps")
    .register())

(Function("from_sequences", "Sequences of one length as a dense batch: [S * T, D] rows, sequence-major "
          "(as to_sequences lays them out) -> [S, T, D].")
    .input("X", "[S * T, D]: S sequences of T steps each (their offsets, if any, are not read)", shape=("R", "D"),
           seq_types=ROWS)
    .output("Out", "[S, T, D]", rank=3)
    .attribute("steps", int, "T, the steps of every sequence").must_set().at_least(1)
    .shape(_from_shape)
    .reference(_from_reference)
    .oracle("numpy")
    .kernel(_from_sequences)
    .grad(_from_sequences_grad, reads=("X",))
    .test_inputs(_from_inputs, sizes=("steps",))
    .example("rows = layers.to_sequences(data('x', [2, 5, 8]))\n"
             "x = layers.from_sequences(rows, steps=5)  # [2, 5, 8] again")
    .register())
