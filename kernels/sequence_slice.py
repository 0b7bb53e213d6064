"""Cutting and ranking sequences: what v2's sub_seq, seq_slice and kmax_seq_score do.

    sequence_slice   sequence i of X cut to its steps Starts[i] .. Ends[i] (v2's sub_seq with
                     Ends = offsets + sizes; its seq_slice with end_inclusive): a new sequence each
    sequence_topk    the positions of the beam_size highest scores of each sequence of a [T, 1]
                     column, best first, -1 where a sequence is shorter (v2's kmax_seq_score)

Starts and Ends hold one whole number per sequence, as ints or as floats (v2 fed them as dense
data); a cut outside its sequence is refused when the op runs.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from paddle.registry import FLOATS, INTEGERS, Function, LodArray, SequenceType
from paddle.registry.errors import input_error

from ._xp import xp_of

SEQ = (SequenceType.SEQUENCE,)
Lod = dict[str, Any]


def _offsets(op: str, lod: Lod) -> list[int]:
    levels = lod.get("X")
    if not levels:
        raise input_error(op, "X", "should be a sequence: a tensor with offsets, as paddle.Tensor(array, "
                          "lod=[[0, 3, 5]]) gives", None)
    return [int(o) for o in levels[-1]]


def _positions(op: str, slot: str, values: Any, n: int) -> list[int] | None:
    """One whole number per sequence (None when the input is not given)."""
    if values is None:
        return None
    flat = np.asarray(values.get() if hasattr(values, "get") else values, dtype=np.float64).reshape(-1)
    if flat.size != n:
        raise input_error(op, slot, f"should hold one position per sequence of X ({n}), got {flat.size}", flat.size)
    if not (np.isfinite(flat).all() and (np.mod(flat, 1.0) == 0).all()):
        raise input_error(op, slot, f"should hold whole numbers, got {flat[:5].tolist()}", flat[:5].tolist())
    return [int(v) for v in flat]


def _spans(x: Any, starts: Any, ends: Any, end_inclusive: bool, lod: Lod, op: str) -> list[tuple[int, int]]:
    """The rows [a, b) of X that each output sequence takes."""
    off = _offsets(op, lod)
    n = len(off) - 1
    first, last = _positions(op, "Starts", starts, n), _positions(op, "Ends", ends, n)
    spans = []
    for i in range(n):
        length = off[i + 1] - off[i]
        a = 0 if first is None else first[i]
        b = length if last is None else last[i] + (1 if end_inclusive else 0)
        if not 0 <= a <= b <= length:
            raise input_error(op, "Ends" if a <= length and a >= 0 else "Starts",
                              f"should cut sequence {i} (of {length} steps) within it, got steps {a} .. {b}", (a, b))
        spans.append((off[i] + a, off[i] + b))
    return spans


def _slice(x: Any, starts: Any, ends: Any, *, end_inclusive: bool, lod: Lod) -> Any:
    spans = _spans(x, starts, ends, end_inclusive, lod, "sequence_slice")
    rows = np.concatenate([np.arange(a, b) for a, b in spans] or [np.zeros(0, dtype=np.int64)]).astype(np.int64)
    return LodArray.of(x[xp_of(x).asarray(rows)], np.cumsum([0] + [b - a for a, b in spans]))


def _slice_grad(x: Any, starts: Any, ends: Any, dout: Any, *, end_inclusive: bool, lod: Lod) -> Any:
    spans = _spans(x, starts, ends, end_inclusive, lod, "sequence_slice_grad")
    dx = xp_of(x).zeros_like(x)
    at = 0
    for a, b in spans:
        dx[a:b] = dout[at:at + b - a]
        at += b - a
    return dx


def _slice_ref(x: np.ndarray, starts: Any, ends: Any, *, end_inclusive: bool, lod: Lod) -> LodArray:
    """Each sequence as a list of its rows, cut with Python's slicing."""
    off = lod["X"][-1]
    pieces = []
    for i, (a, b) in enumerate(zip(off[:-1], off[1:])):
        steps = list(x[a:b])
        lo = 0 if starts is None else int(np.asarray(starts).reshape(-1)[i])
        hi = len(steps) if ends is None else int(np.asarray(ends).reshape(-1)[i]) + int(end_inclusive)
        pieces.append(steps[lo:hi])
    rows = [r for p in pieces for r in p]
    out = np.array(rows).reshape(len(rows), x.shape[1])
    return LodArray.of(out, [0, *np.cumsum([len(p) for p in pieces])])


def _slice_inputs(rng: np.random.Generator, dtype: np.dtype, *, end_inclusive: bool) -> dict[str, Any]:
    lengths = [0, 1, *(int(v) for v in rng.integers(0, 5, size=int(rng.integers(0, 3))))]
    rng.shuffle(lengths)
    off = np.concatenate([[0], np.cumsum(lengths)]).astype(int)
    starts = np.array([int(rng.integers(0, n + 1)) for n in lengths])
    ends = np.array([int(rng.integers(s, n + 1)) for s, n in zip(starts, lengths)])
    if end_inclusive:  # the same pieces, each end naming its last step (start - 1: an empty piece)
        ends = ends - 1
    x = rng.standard_normal((int(off[-1]), int(rng.integers(1, 4)))).astype(dtype)
    return {"X": LodArray.of(x, off), "Starts": starts.reshape(-1, 1).astype(np.int64),
            "Ends": ends.reshape(-1, 1).astype(dtype)}


(Function("sequence_slice", "Sequence i of X cut to its steps Starts[i] up to Ends[i] (excluded, or included "
          "with end_inclusive): a sequence each; Starts absent: from the first step; Ends absent: to the last.")
    .input("X", "[T, D]: the sequences", shape=("T", "D"), seq_types=SEQ, dtypes=FLOATS)
    .input("Starts", "[sequences, 1]: each sequence's first step kept (whole numbers)", shape=("N", 1),
           dtypes=(*FLOATS, *INTEGERS), type_var=None, no_grad=True, optional=True)
    .input("Ends", "[sequences, 1]: each sequence's end (whole numbers)", shape=("N", 1),
           dtypes=(*FLOATS, *INTEGERS), type_var=None, no_grad=True, optional=True)
    .output("Out", "[kept steps, D]: the cut sequences", shape=("?", "D"), seq_type=SequenceType.SEQUENCE)
    .attribute("end_inclusive", bool, "Ends names the last step kept (v2's seq_slice) rather than the "
               "first step dropped").default(False)
    .reference(_slice_ref)
    .oracle("numpy")
    .kernel(_slice)
    .grad(_slice_grad, reads=("X", "Starts", "Ends"))
    .test_inputs(_slice_inputs)
    .example("words = data('words', [None, 8], seq_type='sequence')\n"
             "starts = data('starts', [None, 1], dtype='int64')\n"
             "tails = layers.sequence_slice(words, starts)  # each sequence from its start on")
    .register())


# --- sequence_topk --------------------------------------------------------------------------------

def _topk(x: Any, *, beam_size: int, lod: Lod) -> Any:
    off = _offsets("sequence_topk", lod)
    scores = np.asarray(x.get() if hasattr(x, "get") else x, dtype=np.float64).reshape(-1)
    out = np.full((len(off) - 1, beam_size), -1.0)
    for i, (a, b) in enumerate(zip(off[:-1], off[1:])):
        best = np.argsort(-scores[a:b], kind="stable")[:beam_size]
        out[i, :len(best)] = best
    return xp_of(x).asarray(out.astype(x.dtype))


def _topk_ref(x: np.ndarray, *, beam_size: int, lod: Lod) -> np.ndarray:
    """Each sequence's positions sorted by score (ties: the earlier first), the first beam_size."""
    off = lod["X"][-1]
    out = np.full((len(off) - 1, beam_size), -1.0)
    for i, (a, b) in enumerate(zip(off[:-1], off[1:])):
        ranked = sorted(range(b - a), key=lambda t: (-float(x[a + t, 0]), t))[:beam_size]
        out[i, :len(ranked)] = ranked
    return out



(Function("sequence_topk", "The positions (within its sequence) of the beam_size highest scores of each "
          "sequence of X, best first; -1 where a sequence has fewer steps (v2's kmax_seq_score).")
    .input("X", "[T, 1]: one score per step", shape=("T", 1), seq_types=SEQ, dtypes=FLOATS)
    .output("Out", "[sequences, beam_size]: positions as numbers of X's type", shape=("?", "beam_size"))
    .attribute("beam_size", int, "how many positions each sequence gives").default(1).in_range(1, 1024)
    .reference(_topk_ref)
    .oracle("numpy")
    .kernel(_topk)
    .no_grad("positions are not differentiable")
    .example("scores = data('scores', [None, 1], seq_type='sequence')\n"
             "best = layers.sequence_topk(scores, beam_size=2)  # [sequences, 2]")
    .register())
