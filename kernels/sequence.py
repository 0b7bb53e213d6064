"""Sequence ops: ops that read the offsets of their sequence inputs.

A sequence input is a [T, D] tensor whose rows are the steps of several sequences, and whose
offsets ([0, 3, 5]: rows 0-2 and 3-4) say where each starts. Its kernels take the keyword `lod`
(the runtime's convention, paddle/core/operator.py): {input slot: that tensor's offsets, one tuple per
level, or None}. An output whose offsets a kernel makes (sequence_concat, sequence_reshape) is
returned as a `LodArray`; an output that keeps an input's offsets says so as data (`like`,
`seq_from`). Sequences may be empty: pooling one gives zeros (Paddle's pad value).

The kernels loop over the sequences (array-generic: numpy and cupy alike); the numpy references
are written apart, from segment ids and scatter operations.
"""
from __future__ import annotations

import math
from typing import Any

import numpy as np

from paddle.registry import (FLOATS, INTEGERS, ROWS, Function, LodArray, SequenceType, TensorInfo, check_dim, dim_add,
                             dim_mul, require)
from paddle.registry.errors import input_error

from ._sequence_pool_np import pool_grad_np, pool_np
from ._xp import xp_of

SEQ = (SequenceType.SEQUENCE,)
POOL_TYPES = ["average", "sum", "sqrt", "max", "first", "last"]  # sqrt: the sum over sqrt(length)
Lod = dict[str, Any]


def _offsets(op: str, slot: str, lod: Lod) -> list[int]:
    """The offsets of the last level of input `slot` (its rows' sequences)."""
    levels = lod.get(slot)
    if not levels:
        raise input_error(op, slot, "should be a sequence: a tensor with offsets, as paddle.Tensor(array, "
                          "lod=[[0, 3, 5]]) gives", None)
    return [int(o) for o in levels[-1]]


def _spans(off: list[int]) -> list[tuple[int, int]]:
    return list(zip(off[:-1], off[1:]))


def _segments(off: Any) -> np.ndarray:
    """The sequence of each row (for the references)."""
    off = np.asarray(off)
    return np.repeat(np.arange(len(off) - 1), np.diff(off))


# --- sequence_pool ------------------------------------------------------------------------------

_POOL = {"sum": lambda s: s.sum(axis=0), "average": lambda s: s.mean(axis=0), "max": lambda s: s.max(axis=0),
         "sqrt": lambda s: s.sum(axis=0) / math.sqrt(len(s)),
         "first": lambda s: s[0], "last": lambda s: s[-1]}


def _pool(x: Any, *, pool_type: str, lod: Lod) -> Any:
    off = _offsets("sequence_pool", "X", lod)
    if xp_of(x) is np:
        return pool_np(x, pool_type, np.asarray(off))
    out = xp_of(x).zeros((len(off) - 1, x.shape[1]), dtype=x.dtype)
    for i, (a, b) in enumerate(_spans(off)):
        if b > a:
            out[i] = _POOL[pool_type](x[a:b])
    return out


def _pool_grad(x: Any, dout: Any, *, pool_type: str, lod: Lod) -> Any:
    xp = xp_of(x)
    if xp is np:
        return pool_grad_np(x, dout, pool_type, np.asarray(_offsets("sequence_pool_grad", "X", lod)))
    dx = xp.zeros_like(x)
    cols = xp.arange(x.shape[1])
    for i, (a, b) in enumerate(_spans(_offsets("sequence_pool_grad", "X", lod))):
        if b == a:
            continue
        if pool_type in ("sum", "average", "sqrt"):
            dx[a:b] = dout[i] / {"sum": 1, "average": b - a, "sqrt": math.sqrt(b - a)}[pool_type]
        elif pool_type == "max":
            dx[a + x[a:b].argmax(axis=0), cols] = dout[i]
        else:
            dx[a if pool_type == "first" else b - 1] = dout[i]
    return dx



def _pool_ref(x: np.ndarray, *, pool_type: str, lod: Lod) -> np.ndarray:
    off = np.asarray(lod["X"][-1])
    n, lengths, seg = len(off) - 1, np.diff(off), _segments(off)
    full = lengths > 0
    out = np.zeros((n, x.shape[1]))
    if pool_type in ("sum", "average", "sqrt"):
        np.add.at(out, seg, x)
        if pool_type == "average":
            out[full] /= lengths[full, None]
        elif pool_type == "sqrt":
            out[full] /= np.sqrt(lengths[full, None])
    elif pool_type == "max":
        out[:] = -np.inf
        np.maximum.at(out, seg, x)
        out[~full] = 0.0
    else:
        rows = off[:-1] if pool_type == "first" else off[1:] - 1
        out[full] = x[rows[full]]
    return out


def _pool_inputs(rng: np.random.Generator, dtype: np.dtype) -> dict[str, Any]:
    """Ragged sequences whose values are distinct (0.25 apart): no tie makes max's choice, or its
    gradient, depend on the order of equal values."""
    rows, width = int(rng.integers(1, 8)), int(rng.integers(1, 4))
    values = (rng.permutation(rows * width) * 0.25 - rows * width / 8).reshape(rows, width)
    return {"X": LodArray.of(values.astype(dtype), _random_offsets(rng, rows))}


(Function("sequence_pool", "Pools each sequence of X into one row: its average, sum, sum over the square "
          "root of its length (sqrt), max, first or last step; an empty sequence gives a row of zeros.")
    .input("X", "[T, D]: the steps of the sequences", shape=("T", "D"), seq_types=SEQ)
    .output("Out", "[number of sequences, D]: one row per sequence", shape=("?", "D"))
    .attribute("pool_type", str, "how a sequence's steps are pooled").default("average").one_of(POOL_TYPES)
    .reference(_pool_ref)
    .oracle("numpy")
    .kernel(_pool)
    .grad(_pool_grad, reads=("X",))
    .test_inputs(_pool_inputs)
    .example("words = data('words', [None, 8], seq_type='sequence')\n"
             "last = layers.sequence_pool(words, pool_type='last')  # [number of sequences, 8]")
    .register())


# --- sequence_softmax ---------------------------------------------------------------------------

def _softmax(x: Any, *, lod: Lod) -> Any:
    xp = xp_of(x)
    out = xp.empty_like(x)
    for a, b in _spans(_offsets("sequence_softmax", "X", lod)):
        if b > a:
            e = xp.exp(x[a:b] - x[a:b].max())
            out[a:b] = e / e.sum()
    return out


def _softmax_grad(x: Any, out: Any, dout: Any, *, lod: Lod) -> Any:
    dx = xp_of(x).empty_like(x)
    for a, b in _spans(_offsets("sequence_softmax_grad", "X", lod)):
        y, dy = out[a:b], dout[a:b]
        dx[a:b] = y * (dy - (y * dy).sum())
    return dx


def _softmax_ref(x: np.ndarray, *, lod: Lod) -> np.ndarray:
    off = np.asarray(lod["X"][-1])
    seg, n = _segments(off), len(off) - 1
    top = np.full(n, -np.inf)
    np.maximum.at(top, seg, x[:, 0])
    e = np.exp(x[:, 0] - top[seg])
    total = np.zeros(n)
    np.add.at(total, seg, e)
    out: np.ndarray = (e / total[seg])[:, None]
    return out


(Function("sequence_softmax", "Softmax over the steps of each sequence of X, a [T, 1] column.")
    .input("X", "[T, 1]: one score per step", shape=("T", 1), seq_types=SEQ)
    .output("Out", "[T, 1]: each sequence's scores as probabilities summing to 1", like="X")
    .reference(_softmax_ref)
    .oracle("numpy")
    .kernel(_softmax)
    .grad(_softmax_grad, reads=("X", "Out"))
    .example("scores = data('scores', [None, 1], seq_type='sequence')\n"
             "weights = layers.sequence_softmax(scores)  # each sequence sums to 1")
    .register())


# --- sequence_expand ----------------------------------------------------------------------------

def _expand_rows(x: Any, lod: Lod, op: str) -> list[tuple[int, int]]:
    spans = _spans(_offsets(op, "Y", lod))
    if len(spans) != x.shape[0]:
        raise input_error(op, "X", f"should have one row per sequence of Y ({len(spans)}), got {x.shape[0]} rows",
                          x.shape[0])
    return spans


def _expand(x: Any, y: Any, *, lod: Lod) -> Any:
    spans = _expand_rows(x, lod, "sequence_expand")
    rows = np.repeat(np.arange(len(spans)), [b - a for a, b in spans])
    return x[xp_of(x).asarray(rows)]


def _expand_grad(x: Any, y: Any, dout: Any, *, lod: Lod) -> Any:
    dx = xp_of(x).zeros_like(x)
    for i, (a, b) in enumerate(_expand_rows(x, lod, "sequence_expand_grad")):
        dx[i] = dout[a:b].sum(axis=0)
    return dx


def _expand_ref(x: np.ndarray, y: np.ndarray, *, lod: Lod) -> np.ndarray:
    out: np.ndarray = np.repeat(x, np.diff(lod["Y"][-1]), axis=0)
    return out


def _expand_inputs(rng: np.random.Generator, dtype: np.dtype) -> dict[str, Any]:
    off = _random_offsets(rng, int(rng.integers(1, 8)))
    x = rng.standard_normal((len(off) - 1, int(rng.integers(1, 4)))).astype(dtype)
    return {"X": x, "Y": LodArray.of(rng.standard_normal((off[-1], 2)).astype(dtype), off)}


(Function("sequence_expand", "Repeats row i of X as many times as sequence i of Y has steps: Out has Y's "
          "sequences, each step of sequence i a copy of X[i].")
    .input("X", "[N, D]: one row per sequence of Y (its rows may be the steps of sequences)", shape=("N", "D"),
           seq_types=ROWS)
    # a nested Y: X has a row per sub-sequence (its last level of offsets), and Out Y's two levels
    .input("Y", "[T, ...]: the sequences whose lengths say how often each row repeats (values unused)",
           shape=("T", "...G"), seq_types=(*SEQ, SequenceType.NESTED), dtypes=(*FLOATS, *INTEGERS), type_var=None,
           no_grad=True)
    .output("Out", "[T, D]: X's rows repeated, with Y's offsets", shape=("T", "D"), seq_from="Y")
    .reference(_expand_ref)
    .oracle("numpy")
    .kernel(_expand)
    .grad(_expand_grad, reads=("X", "Y"))
    .test_inputs(_expand_inputs)
    .example("sentence = data('sentence', [None, 8], seq_type='sequence')\n"
             "topic = data('topic', [None, 4])  # one row per sentence\n"
             "per_word = layers.sequence_expand(topic, sentence)  # [words, 4], the sentence's offsets")
    .register())


# --- sequence_concat ----------------------------------------------------------------------------

def _pairs(lod: Lod, op: str) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    xs, ys = _spans(_offsets(op, "X", lod)), _spans(_offsets(op, "Y", lod))
    if len(xs) != len(ys):
        raise input_error(op, "Y", f"should have as many sequences as X ({len(xs)}), got {len(ys)}", len(ys))
    return list(zip(xs, ys))


def _concat(x: Any, y: Any, *, lod: Lod) -> Any:
    pairs = _pairs(lod, "sequence_concat")
    pieces = [p for (a, b), (c, d) in pairs for p in (x[a:b], y[c:d])]
    out = xp_of(x).concatenate(pieces, axis=0) if pieces else x[:0]
    offsets = [0]
    for (a, b), (c, d) in pairs:
        offsets.append(offsets[-1] + (b - a) + (d - c))
    return LodArray.of(out, offsets)


def _concat_grad(x: Any, y: Any, dout: Any, *, lod: Lod) -> Any:
    xp = xp_of(x)
    dx, dy = xp.empty_like(x), xp.empty_like(y)
    start = 0
    for (a, b), (c, d) in _pairs(lod, "sequence_concat_grad"):
        dx[a:b] = dout[start:start + b - a]
        dy[c:d] = dout[start + b - a:start + b - a + d - c]
        start += (b - a) + (d - c)
    return dx, dy


def _concat_shape(x: TensorInfo, y: TensorInfo) -> TensorInfo:
    return TensorInfo((dim_add(x.shape[0], y.shape[0]), x.shape[1]), x.dtype, SequenceType.SEQUENCE)


def _concat_ref(x: np.ndarray, y: np.ndarray, *, lod: Lod) -> LodArray:
    xo, yo = np.asarray(lod["X"][-1]), np.asarray(lod["Y"][-1])
    # each row's place in Out: its sequence's start there, plus its step (Y's after X's steps)
    xs, ys = _segments(xo), _segments(yo)
    start = xo[:-1] + yo[:-1]
    where_x = start[xs] + np.arange(len(x)) - xo[xs]
    where_y = start[ys] + np.diff(xo)[ys] + np.arange(len(y)) - yo[ys]
    out = np.empty((len(x) + len(y), x.shape[1]))
    out[where_x], out[where_y] = x, y
    return LodArray.of(out, xo + yo)


def _concat_inputs(rng: np.random.Generator, dtype: np.dtype) -> dict[str, Any]:
    n, d = int(rng.integers(1, 4)), int(rng.integers(1, 4))
    xo, yo = _random_offsets(rng, int(rng.integers(0, 6)), n), _random_offsets(rng, int(rng.integers(0, 6)), n)
    return {"X": LodArray.of(rng.standard_normal((xo[-1], d)).astype(dtype), xo),
            "Y": LodArray.of(rng.standard_normal((yo[-1], d)).astype(dtype), yo)}


(Function("sequence_concat", "Concatenates sequence i of X and sequence i of Y along time, for each i: Out's "
          "sequence i is X's steps, then Y's.")
    .input("X", "[Tx, D]: the first sequences", shape=("Tx", "D"), seq_types=SEQ)
    .input("Y", "[Ty, D]: as many sequences as X", shape=("Ty", "D"), seq_types=SEQ)
    .output("Out", "[Tx + Ty, D]: the joined sequences", rank=2, seq_types=SEQ)
    .shape(_concat_shape)
    .reference(_concat_ref)
    .oracle("numpy")
    .kernel(_concat)
    .grad(_concat_grad, reads=("X", "Y"))
    .test_inputs(_concat_inputs)
    .example("question = data('question', [None, 8], seq_type='sequence')\n"
             "answer = data('answer', [None, 8], seq_type='sequence')\n"
             "both = layers.sequence_concat(question, answer)  # each question followed by its answer")
    .register())


# --- sequence_reshape ---------------------------------------------------------------------------

def _reshape_offsets(x: Any, new_dim: int, lod: Lod, op: str) -> list[int]:
    off, width = _offsets(op, "X", lod), x.shape[1]
    for a, b in _spans(off):
        if (b - a) * width % new_dim:
            raise input_error(op, "X", f"should have sequences whose {width} values per step fill whole steps of "
                              f"new_dim {new_dim}, got one of {b - a} steps", b - a)
    return [o * width // new_dim for o in off]


def _reshape(x: Any, *, new_dim: int, lod: Lod) -> Any:
    offsets = _reshape_offsets(x, new_dim, lod, "sequence_reshape")
    return LodArray.of(x.reshape(-1, new_dim), offsets)


def _reshape_grad(x: Any, dout: Any, *, new_dim: int, lod: Lod) -> Any:
    return dout.reshape(x.shape)


def _reshape_shape(x: TensorInfo, *, new_dim: int) -> TensorInfo:
    size = dim_mul(x.shape[0], x.shape[1])
    require(size is None or size % new_dim == 0, f"X's {size} values should fill whole rows of new_dim {new_dim}")
    rows = None if size is None else check_dim(size // new_dim, "the number of rows", allow_zero=True)
    return TensorInfo((rows, new_dim), x.dtype, SequenceType.SEQUENCE)


def _reshape_ref(x: np.ndarray, *, new_dim: int, lod: Lod) -> LodArray:
    off = lod["X"][-1]
    steps = [x[a:b].ravel() for a, b in zip(off[:-1], off[1:])]
    flat = np.concatenate(steps) if steps else np.zeros(0)
    return LodArray.of(flat.reshape(len(flat) // new_dim, new_dim), [0, *np.cumsum([len(s) // new_dim for s in steps])])


def _reshape_inputs(rng: np.random.Generator, dtype: np.dtype, *, new_dim: int) -> dict[str, Any]:
    width = int(rng.integers(1, 5))
    unit = new_dim // math.gcd(width, new_dim)  # a sequence's length is a multiple of this
    lengths = [unit * int(rng.integers(0, 3)) for _ in range(int(rng.integers(1, 4)))]
    off = np.concatenate([[0], np.cumsum(lengths)]).astype(int)
    return {"X": LodArray.of(rng.standard_normal((int(off[-1]), width)).astype(dtype), off)}


(Function("sequence_reshape", "Reshapes each sequence of X to rows of new_dim values: a sequence of L steps "
          "of D values becomes one of L * D / new_dim steps (which must be whole).")
    .input("X", "[T, D]: the sequences", shape=("T", "D"), seq_types=SEQ)
    .output("Out", "[T * D / new_dim, new_dim]: the same values, new_dim per step", rank=2, seq_types=SEQ)
    .attribute("new_dim", int, "the number of values of each step of Out").must_set().larger_than(0)
    .shape(_reshape_shape)
    .reference(_reshape_ref)
    .oracle("numpy")
    .kernel(_reshape)
    .grad(_reshape_grad, reads=("X",))
    .test_inputs(_reshape_inputs, sizes=("new_dim",))
    .example("pairs = data('pairs', [None, 4], seq_type='sequence')\n"
             "halves = layers.sequence_reshape(pairs, new_dim=2)  # each step split in two steps of 2")
    .register())


def _random_offsets(rng: np.random.Generator, rows: int, sequences: int | None = None) -> list[int]:
    """Offsets cutting `rows` rows into sequences (1 to 4 unless given) at random points: some
    empty or of length 1 when cuts repeat or lie side by side."""
    n = sequences if sequences is not None else int(rng.integers(1, 5))
    cuts = sorted(int(c) for c in rng.integers(0, rows + 1, size=n - 1))
    return [0, *cuts, rows]
