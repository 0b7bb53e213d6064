"""row_conv: the lookahead convolution of Deep Speech 2 (v2's row_conv_layer) over the steps of
each sequence: Out[t] = sum_j X[t + j] * Filter[j], j < context_len, steps past the sequence's
end counting as 0; each feature has its own weights (Filter [context_len, D])."""
from __future__ import annotations

from typing import Any

import numpy as np

from paddle.registry import SequenceType, Function

from ._xp import xp_of

Lod = dict[str, Any]



def _spans(lod: Lod) -> list[tuple[int, int]]:
    offsets = [int(o) for o in lod["X"][-1]]
    return list(zip(offsets[:-1], offsets[1:]))


def _forward(x: Any, f: Any, *, lod: Lod) -> Any:
    out = xp_of(x).zeros_like(x)
    for a, b in _spans(lod):
        for j in range(min(f.shape[0], b - a)):
            out[a:b - j] += x[a + j:b] * f[j]
    return out


def _backward(x: Any, f: Any, dout: Any, *, lod: Lod) -> tuple[Any, Any]:
    """X[t + j] fed Out[t] through Filter[j]: dX[t + j] += dOut[t] * Filter[j], dFilter[j] +=
    sum_t dOut[t] * X[t + j]."""
    xp = xp_of(x)
    dx, df = xp.zeros_like(x), xp.zeros_like(f)
    for a, b in _spans(lod):
        for j in range(min(f.shape[0], b - a)):
            dx[a + j:b] += dout[a:b - j] * f[j]
            df[j] += (dout[a:b - j] * x[a + j:b]).sum(axis=0)
    return dx, df


def _reference(x: np.ndarray, f: np.ndarray, *, lod: Lod) -> np.ndarray:
    """Each sequence padded with context_len - 1 zero rows, then every window as one einsum."""
    out = np.zeros_like(x, dtype=np.float64)
    k = f.shape[0]
    for a, b in _spans(lod):
        padded = np.concatenate([x[a:b], np.zeros((k - 1, x.shape[1]))])
        windows = np.stack([padded[t:t + k] for t in range(b - a)]) if b > a else np.zeros((0, k, x.shape[1]))
        out[a:b] = np.einsum("tjd,jd->td", windows, f)
    return out


row_conv = (
    Function("row_conv", "Lookahead convolution over each sequence's steps (Deep Speech 2's row convolution): "
             "Out[t] = sum_j X[t + j] * Filter[j] over the next context_len steps of the same sequence.")
    .input("X", "[T, D]: the steps of sequences", shape=("T", "D"), seq_types=(SequenceType.SEQUENCE,))
    .input("Filter", "[context_len, D]: a weight per lookahead step and feature", shape=("K", "D"))
    .output("Out", "[T, D] with X's offsets", like="X")
    .reference(_reference)
    .oracle("numpy")
    .kernel(_forward)
    .grad(_backward, reads=("X", "Filter"))
    .example("x = data('x', [None, 8], seq_type='sequence')\n"
             "w = paddle.model.parameter('row_conv.w', [3, 8])\n"
             "y = layers.row_conv(x, w)")
    .register()
)
