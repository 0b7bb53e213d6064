"""context_projection: v2's context projection, the first half of a sequence convolution.

Step t of a sequence of L steps becomes the concatenation of the steps t + context_start + j,
j = 0 .. context_length - 1, of its own sequence (never a neighbour's): [T, D] -> [T, context_length
* D] with X's offsets. A step before the sequence's start or after its end is zeros, or, when
Padding is given (v2's trainable padding), a learnt row: the begin_pad = max(0, -context_start)
rows before a sequence are Padding[0 .. begin_pad), the end_pad = max(0, context_start +
context_length - 1) rows after it Padding[begin_pad ..), the same rows for every sequence.
A sequence convolution is this followed by a matrix product (v2's sequence_conv_pool).

The kernel gathers every output block at once through one index table (no loop over sequences);
the reference walks the sequences step by step from the definition.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from paddle.registry import FLOATS, Function, LodArray, SequenceType, TensorInfo, dim_mul, require
from paddle.registry.errors import input_error

from ._xp import xp_of

SEQ = (SequenceType.SEQUENCE,)
Lod = dict[str, Any]


def padding_rows(context_length: int, context_start: int) -> tuple[int, int]:
    """(rows of padding before a sequence, rows after it) that the context can reach."""
    return max(0, -context_start), max(0, context_start + context_length - 1)


def _offsets(op: str, lod: Lod) -> Any:
    levels = lod.get("X")
    if not levels:
        raise input_error(op, "X", "should be a sequence: a tensor with offsets, as paddle.Tensor(array, "
                          "lod=[[0, 3, 5]]) gives", None)
    return np.asarray(levels[-1], dtype=np.int64)


def source_rows(off: Any, context_length: int, context_start: int, padded: bool) -> Any:
    """[T, context_length] int64: the row of [X; Padding; a zero row] that each output block copies."""
    total = int(off[-1])
    lengths = np.diff(off)
    seq = np.repeat(np.arange(len(lengths)), lengths)
    start, length = off[:-1][seq], lengths[seq]
    local = np.arange(total) - start
    step = local[:, None] + context_start + np.arange(context_length)[None, :]  # within the sequence
    rows = start[:, None] + step
    before, after = step < 0, step >= length[:, None]
    if padded:
        begin_pad, _ = padding_rows(context_length, context_start)
        rows[before] = total + (step + begin_pad)[before]
        rows[after] = total + begin_pad + (step - length[:, None])[after]
    else:
        rows[before | after] = total  # the zero row
    return rows


def _check_padding(op: str, padding: Any, context_length: int, context_start: int) -> None:
    need = sum(padding_rows(context_length, context_start))
    if padding is not None and padding.shape[0] != need:
        raise input_error(op, "Padding", f"should have {need} rows (max(0, -context_start) + max(0, "
                          f"context_start + context_length - 1)), got {padding.shape[0]}", padding.shape[0])


def _project(x: Any, padding: Any, *, context_length: int, context_start: int, lod: Lod) -> Any:
    _check_padding("context_projection", padding, context_length, context_start)
    xp = xp_of(x)
    rows = source_rows(_offsets("context_projection", lod), context_length, context_start, padding is not None)
    extra = padding if padding is not None else xp.zeros((1, x.shape[1]), dtype=x.dtype)
    table = xp.concatenate([x, extra.astype(x.dtype, copy=False)])
    return table[xp.asarray(rows)].reshape(x.shape[0], context_length * x.shape[1])


def _project_grad(x: Any, padding: Any, dout: Any, *, context_length: int, context_start: int,
                  lod: Lod) -> tuple[Any, Any]:
    xp = xp_of(x)
    total, width = x.shape[0], x.shape[1]
    rows = source_rows(_offsets("context_projection_grad", lod), context_length, context_start, padding is not None)
    blocks = dout.reshape(total, context_length, width)
    dx = xp.zeros_like(x)
    pad_rows = 1 if padding is None else padding.shape[0]
    dpad = xp.zeros((pad_rows, width), dtype=x.dtype)
    for j in range(context_length):
        src = rows[:, j]
        inside = src < total  # within one j, distinct steps read distinct rows of X: a plain add
        dx[xp.asarray(src[inside])] += blocks[xp.asarray(np.flatnonzero(inside)), j]
        if padding is not None and not inside.all():  # padding rows repeat across sequences
            _add_rows(xp, dpad, src[~inside] - total, blocks[xp.asarray(np.flatnonzero(~inside)), j])
    return dx, (None if padding is None else dpad.astype(padding.dtype, copy=False))


def _add_rows(xp: Any, table: Any, rows: Any, values: Any) -> None:
    if xp is np:
        np.add.at(table, rows, values)
    else:
        import importlib
        importlib.import_module("cupyx").scatter_add(table, xp.asarray(rows), values)


def _project_shape(x: TensorInfo, padding: TensorInfo | None, *, context_length: int,
                   context_start: int) -> TensorInfo:
    need = sum(padding_rows(context_length, context_start))
    if padding is not None:
        rows = padding.shape[0]
        require(rows is None or rows == need, f"Padding should have {need} rows (max(0, -context_start) + "
                f"max(0, context_start + context_length - 1)), got {rows}")
        require(padding.shape[1] is None or x.shape[1] is None or padding.shape[1] == x.shape[1],
                f"Padding should have X's {x.shape[1]} columns, got {padding.shape[1]}")
    return TensorInfo((x.shape[0], dim_mul(x.shape[1], context_length)), x.dtype, SequenceType.SEQUENCE)


def _project_ref(x: np.ndarray, padding: np.ndarray | None, *, context_length: int, context_start: int,
                 lod: Lod) -> np.ndarray:
    """Step by step: each output block is the step it names, a padding row, or zeros."""
    off = [int(o) for o in lod["X"][-1]]
    begin_pad, _ = padding_rows(context_length, context_start)
    width = x.shape[1]
    out = np.zeros((x.shape[0], context_length * width))
    for a, b in zip(off[:-1], off[1:]):
        for t in range(b - a):
            for j in range(context_length):
                s = t + context_start + j
                if 0 <= s < b - a:
                    block = x[a + s]
                elif padding is None:
                    continue
                else:
                    block = padding[s + begin_pad] if s < 0 else padding[begin_pad + s - (b - a)]
                out[a + t, j * width:(j + 1) * width] = block
    return out


def _project_inputs(rng: np.random.Generator, dtype: np.dtype, *, context_length: int,
                    context_start: int) -> dict[str, Any]:
    """Ragged sequences with an empty one and one of length 1 among them, sometimes padding."""
    lengths = [0, 1, *(int(v) for v in rng.integers(0, 5, size=int(rng.integers(0, 3))))]
    rng.shuffle(lengths)
    off = np.concatenate([[0], np.cumsum(lengths)]).astype(int).tolist()
    width = int(rng.integers(1, 4))
    inputs: dict[str, Any] = {"X": LodArray.of(rng.standard_normal((off[-1], width)).astype(dtype), off)}
    if rng.random() < 0.6:
        need = sum(padding_rows(context_length, context_start))
        inputs["Padding"] = rng.standard_normal((need, width)).astype(dtype)
    return inputs


(Function("context_projection", "v2's context projection: step t of each sequence of X becomes its steps t + "
          "context_start .. t + context_start + context_length - 1 side by side; steps outside the sequence "
          "are zeros, or rows of Padding (trainable padding) when given.")
    .input("X", "[T, D]: the steps of the sequences", shape=("T", "D"), seq_types=SEQ, dtypes=FLOATS)
    .input("Padding", "[begin_pad + end_pad, D]: the rows standing for steps before a sequence's start "
           "(first) and after its end", shape=("P", "D"), optional=True)
    .output("Out", "[T, context_length * D]: each step's context, with X's offsets", rank=2, seq_from="X")
    .attribute("context_length", int, "how many steps each output step sees").must_set().in_range(1, 64)
    .attribute("context_start", int, "the first step seen, relative to the output step (v2: "
               "-(context_length - 1) // 2, centred)").must_set().in_range(-64, 64)
    .shape(_project_shape)
    .reference(_project_ref)
    .oracle("numpy")
    .kernel(_project)
    .grad(_project_grad, reads=("X", "Padding"))
    .test_inputs(_project_inputs, sizes=("context_length", "context_start"))
    .example("words = data('words', [None, 8], seq_type='sequence')\n"
             "windows = layers.context_projection(words, context_length=3, context_start=-1)  # [words, 24]")
    .register())
