"""Pooling with dilations (MaxPool, AveragePool, LpPool), composed of our ops: the window's taps
are gathered axis by axis (an index of every output position's taps, fixed while building), so
X becomes [N, C, out_1, k_1, out_2, k_2, ...], then reduced over the k axes. A rare form (our
pool ops have no dilations), so exact rather than fast.

The output size is ONNX's: the dilated window (k - 1) d + 1 over the padded axis, floor or (in
ceil mode) ceil, a last window starting in the end padding dropped. Taps past the padded axis
(ceil mode's last window) and the pads hold the dtype's lowest value for max (never a window's
max: every window holds a real pixel) and 0 otherwise; an average divides by the count of real
pixels in the window, or with count_include_pad by its taps inside the padded axis.
"""
from __future__ import annotations

import math

import numpy as np

from .node_map import Ctx
from .node_map_index import take
from .node_map_nn import pad


def _out_size(n: int, k: int, s: int, d: int, b: int, e: int, ceil: bool) -> int:
    span = n + b + e - ((k - 1) * d + 1)
    out = (-(-span // s) if ceil else span // s) + 1
    if ceil and (out - 1) * s >= n + b:
        out -= 1
    return out


def _taps(size: int, k: int, s: int, d: int, out: int) -> np.ndarray:
    """[out, k]: the padded axis position of each window's taps."""
    return np.arange(out)[:, None] * s + np.arange(k)[None, :] * d


def dilated_pool(ctx: Ctx, x: str, out: str, kind: str, kernel: list[int], strides: list[int],
                 dilations: list[int], begin: list[int], end: list[int], ceil: bool, include_pad: bool) -> None:
    """`kind`: max, avg or sum (LpPool's, of the already powered X)."""
    shape = ctx.var_shape(x)
    rank = len(kernel)
    outs = [_out_size(shape[2 + a], kernel[a], strides[a], dilations[a], begin[a], end[a], ceil) for a in range(rank)]
    reach = [max(shape[2 + a] + begin[a] + end[a], (outs[a] - 1) * strides[a] + (kernel[a] - 1) * dilations[a] + 1)
             for a in range(rank)]
    dtype = ctx.dtype(0)
    fill = float(np.finfo(dtype).min) if kind == "max" else 0.0
    v = pad(ctx, x, begin, [r - shape[2 + a] - begin[a] for a, r in enumerate(reach)], fill)
    for a in reversed(range(rank)):  # the last axis first: the earlier ones keep their positions
        index = _taps(reach[a], kernel[a], strides[a], dilations[a], outs[a])
        gathered = ctx.tmp()
        take(ctx, v, ctx.var_shape(v), index, 2 + a, gathered)
        v = gathered
    taps = [3 + 2 * a for a in range(rank)]
    if kind == "max":
        ctx.op("reduce_max", {"X": v}, {"Out": out}, dim=taps, keep_dim=False)
        return
    total = ctx.tmp() if kind == "avg" else out
    ctx.op("reduce_sum", {"X": v}, {"Out": total}, dim=taps, keep_dim=False)
    if kind == "avg":
        counts = [_counts(shape[2 + a], kernel[a], strides[a], dilations[a], begin[a], end[a], outs[a], include_pad)
                  for a in range(rank)]
        divisor = math.prod(np.ix_(*counts)) if rank > 1 else counts[0]
        ctx.op("div", {"X": total, "Y": ctx.const(np.asarray(divisor, dtype))}, {"Out": out})


def _counts(n: int, k: int, s: int, d: int, b: int, e: int, out: int, include_pad: bool) -> np.ndarray:
    """[out]: per window, its taps on real pixels, or (include_pad) inside the padded axis."""
    taps = _taps(n + b + e, k, s, d, out) - b  # positions in the unpadded axis
    low, high = (-b, n + e) if include_pad else (0, n)
    counts: np.ndarray = ((taps >= low) & (taps < high)).sum(axis=1)
    return counts
