"""pool: max or average pooling of [N, C, *spatial] tensors over windows of 1 to 3 spatial axes
(+ gradient), as ONNX's MaxPool / AveragePool and torch's max_pool1d/2d/3d, avg_pool1d/2d/3d.

pool2d's rules on every axis (kernels/pool.py): paddings at most half the window, `exclusive`
averages over the real pixels, `ceil_mode`'s last partial window, `global_pooling`. The cpu kernel
hands 2-D pooling to pool2d's C++ kernels and 1-D pooling to them over images one pixel high; 3-D
runs the array-generic kernel (windows as a strided view). `ksize`, `strides` and `paddings` hold
one value per spatial axis, or one value for every axis.
"""
from __future__ import annotations

import itertools
import math
from typing import Any

import numpy as np

from paddle.registry import Function, TensorInfo, require
from paddle.registry.errors import input_error

from . import pool as p2
from ._xp import xp_of
from .conv_nd import MAX_RANK, per_axis


# Padding bounded so that every ksize the tests draw with it has a real pixel in each window (the
# smallest window that 1 fits is the default, 2): 2-D pooling (pool2d) takes up to half its window.
MAX_PADDING = 1


class PoolWindow:
    """Window, strides, paddings and output size per spatial axis."""

    def __init__(self, k: list[int], s: list[int], p: list[int], out: list[int]) -> None:
        self.k, self.s, self.p, self.out = tuple(k), tuple(s), tuple(p), tuple(out)


def _lists(rank: int, ksize: list[int], strides: list[int], paddings: list[int]) -> tuple[list[int], ...]:
    return per_axis(ksize, rank), per_axis(strides, rank), per_axis(paddings, rank)


def _fits(rank: int, *lists: list[int]) -> bool:
    return all(len(v) in (1, rank) for v in lists)


def _pool_shape(x: TensorInfo, *, pooling_type: str, ksize: list[int], global_pooling: bool,
                strides: list[int], paddings: list[int], exclusive: bool, ceil_mode: bool) -> TensorInfo:
    rank = len(x.shape) - 2
    require(1 <= rank <= MAX_RANK, f"X should have 1 to {MAX_RANK} spatial axes ([N, C, ...]), got rank {len(x.shape)}")
    if global_pooling:
        return TensorInfo((x.shape[0], x.shape[1]) + (1,) * rank, x.dtype)
    require(_fits(rank, ksize, strides, paddings),
            f"ksize ({ksize}), strides ({strides}) and paddings ({paddings}) should each hold 1 or {rank} values")
    k, s, p = _lists(rank, ksize, strides, paddings)
    require(all(2 * a <= b for a, b in zip(p, k)),
            f"paddings ({paddings}) should be at most half of ksize ({ksize}): a window over padding only "
            f"has nothing to pool")
    out = [p2.pool_size(x.shape[2 + a], k[a], s[a], p[a], ceil_mode) for a in range(rank)]
    require(all(o is None or o > 0 for o in out),
            f"the output would be empty: X's image {list(x.shape[2:])} with paddings {paddings} is smaller "
            f"than the window {ksize} (ksize)")
    return TensorInfo((x.shape[0], x.shape[1], *out), x.dtype)


def _window(op: str, x: Any, ksize: list[int], global_pooling: bool, strides: list[int], paddings: list[int],
            ceil_mode: bool) -> PoolWindow:
    rank, size = x.ndim - 2, [int(v) for v in x.shape[2:]]
    if global_pooling:
        return PoolWindow(size, [1] * rank, [0] * rank, [1] * rank)
    if not _fits(rank, ksize, strides, paddings):
        raise input_error(op, "X", f"has {rank} spatial axes, but ksize={ksize}, strides={strides}, "
                          f"paddings={paddings} do not hold 1 or {rank} values", tuple(x.shape))
    k, s, p = _lists(rank, ksize, strides, paddings)
    if any(2 * a > b for a, b in zip(p, k)):
        raise input_error(op, "X", f"cannot be pooled: paddings ({paddings}) should be at most half of ksize "
                          f"({ksize})", paddings)
    out = [p2.pool_size(size[a], k[a], s[a], p[a], ceil_mode) or 0 for a in range(rank)]
    if min(out) <= 0 or min(size) <= 0:
        raise input_error(op, "X", f"of shape {tuple(x.shape)} gives an empty output: its image is smaller "
                          f"than the window {ksize} with paddings {paddings}", tuple(x.shape))
    return PoolWindow(k, s, p, out)


# --- array-generic kernels ---------------------------------------------------------------------------
def _padded(x: Any, g: PoolWindow, fill: float) -> Any:
    xp = xp_of(x)
    extra = [max(0, (o - 1) * s + k - (n + 2 * p)) for o, s, k, n, p in zip(g.out, g.s, g.k, x.shape[2:], g.p)]
    pads = [(0, 0), (0, 0)] + [(p, p + e) for p, e in zip(g.p, extra)]
    return xp.ascontiguousarray(xp.pad(x, pads, constant_values=fill))


def _windows(xpad: Any, g: PoolWindow) -> Any:
    """[N, C, *out, *k]: every window (a view)."""
    st, rank = xpad.strides, len(g.k)
    return xp_of(xpad).lib.stride_tricks.as_strided(
        xpad, xpad.shape[:2] + g.out + g.k,
        st[:2] + tuple(st[2 + a] * g.s[a] for a in range(rank)) + st[2:])


def _divisors(x: Any, g: PoolWindow, exclusive: bool) -> Any:
    """[*out]: each window's count of real pixels (exclusive) or its size clipped to the padded image."""
    xp = xp_of(x)
    total = xp.ones((), dtype=x.dtype)
    for n, k, s, p, o in zip(x.shape[2:], g.k, g.s, g.p, g.out):
        start = xp.arange(o) * s - p
        end = xp.minimum(start + k, n + p)
        count = (xp.minimum(end, n) - xp.maximum(start, 0)) if exclusive else end - start
        total = total[..., None] * count.astype(x.dtype)
    return total


def _pool_nd(x: Any, g: PoolWindow, is_max: bool, exclusive: bool) -> Any:
    axes = tuple(range(2 + len(g.k), 2 + 2 * len(g.k)))
    if is_max:
        return _windows(_padded(x, g, -np.inf), g).max(axis=axes)
    sums = _windows(_padded(x, g, 0.0), g).sum(axis=axes)
    return (sums / _divisors(x, g, exclusive)).astype(x.dtype)


def _pool_nd_grad(x: Any, dout: Any, g: PoolWindow, is_max: bool, exclusive: bool) -> Any:
    """Each window's share of dOut back at its pixels: all at the first largest (max), an even
    share at each (average); the padding's shares dropped."""
    xp = xp_of(x)
    xpad = _padded(x, g, -np.inf if is_max else 0.0)
    dpad = xp.zeros(xpad.shape, dtype=x.dtype)
    first = share = None
    if is_max:
        first = _windows(xpad, g).reshape(xpad.shape[:2] + g.out + (math.prod(g.k),)).argmax(axis=-1)
    else:
        share = dout / _divisors(x, g, exclusive)
    for flat, tap in enumerate(itertools.product(*(range(k) for k in g.k))):
        part = dout * (first == flat) if is_max else share
        where = tuple(slice(t, t + s * (o - 1) + 1, s) for t, s, o in zip(tap, g.s, g.out))
        dpad[(slice(None), slice(None)) + where] += part
    inner = tuple(slice(p, p + n) for p, n in zip(g.p, x.shape[2:]))
    return dpad[(slice(None), slice(None)) + inner].astype(x.dtype)


def _pool(x: Any, *, pooling_type: str, ksize: list[int], global_pooling: bool, strides: list[int],
          paddings: list[int], exclusive: bool, ceil_mode: bool) -> Any:
    g = _window("pool", x, ksize, global_pooling, strides, paddings, ceil_mode)
    return _pool_nd(x, g, pooling_type == "max", exclusive)


def _pool_grad(x: Any, dout: Any, *, pooling_type: str, ksize: list[int], global_pooling: bool,
               strides: list[int], paddings: list[int], exclusive: bool, ceil_mode: bool) -> Any:
    g = _window("pool_grad", x, ksize, global_pooling, strides, paddings, ceil_mode)
    return _pool_nd_grad(x, dout, g, pooling_type == "max", exclusive)


# --- cpu kernels: 1-D and 2-D through pool2d's C++ ------------------------------------------------------
def _as_2d(x: Any, ksize: list[int], strides: list[int], paddings: list[int]) -> dict[str, list[int]] | None:
    """pool2d's window attributes for a 1-D or 2-D pool (1-D: over images one pixel high); None for 3-D."""
    if x.ndim == 4:
        return {"ksize": per_axis(ksize, 2), "strides": per_axis(strides, 2), "paddings": per_axis(paddings, 2)}
    if x.ndim == 3 and len(ksize) == len(strides) == len(paddings) == 1:
        return {"ksize": [1, ksize[0]], "strides": [1, strides[0]], "paddings": [0, paddings[0]]}
    return None


def _pool_cpu(x: Any, *, pooling_type: str, ksize: list[int], global_pooling: bool, strides: list[int],
              paddings: list[int], exclusive: bool, ceil_mode: bool) -> Any:
    flat = _as_2d(x, ksize, strides, paddings)
    if flat is None:
        return _pool(x, pooling_type=pooling_type, ksize=ksize, global_pooling=global_pooling, strides=strides,
                     paddings=paddings, exclusive=exclusive, ceil_mode=ceil_mode)
    out = p2._pool2d_cpu(x[:, :, None] if x.ndim == 3 else x, pooling_type=pooling_type, global_pooling=global_pooling,
                         exclusive=exclusive, ceil_mode=ceil_mode, **flat)
    return out[:, :, 0] if x.ndim == 3 else out


def _pool_grad_cpu(x: Any, dout: Any, *, pooling_type: str, ksize: list[int], global_pooling: bool,
                   strides: list[int], paddings: list[int], exclusive: bool, ceil_mode: bool) -> Any:
    flat = _as_2d(x, ksize, strides, paddings)
    if flat is None:
        return _pool_grad(x, dout, pooling_type=pooling_type, ksize=ksize, global_pooling=global_pooling,
                          strides=strides, paddings=paddings, exclusive=exclusive, ceil_mode=ceil_mode)
    one = x.ndim == 3
    dx = p2._pool2d_grad_cpu(x[:, :, None] if one else x, dout[:, :, None] if one else dout,
                             pooling_type=pooling_type, global_pooling=global_pooling, exclusive=exclusive,
                             ceil_mode=ceil_mode, **flat)
    return dx[:, :, 0] if one else dx


def _pool_inputs(rng: Any, dtype: Any, *, ksize: list[int], strides: list[int], paddings: list[int],
                 global_pooling: bool) -> dict[str, Any]:
    """pool2d's test images with 1 to 3 spatial axes: sides the window fits, distinct values."""
    longest = max(len(ksize), len(strides), len(paddings))
    rank = longest if longest > 1 else int(rng.integers(1, MAX_RANK + 1))
    k, s, p = ([v[min(a, len(v) - 1)] for a in range(rank)] for v in (ksize, strides, paddings))

    def side(a: int) -> int:
        if global_pooling:
            return int(rng.integers(1, 4))
        more = int(rng.integers(0, 2 * s[a] + 1)) if k[a] + 2 * s[a] <= 8 else 0
        least = k[a] if rank == 3 else max(1, k[a] - 2 * p[a])  # torch's 3-D pools want the window unpadded
        return least + more
    sides = [side(a) for a in range(rank)]
    n, c = (1, 1) if math.prod(sides) > 32 else (int(rng.integers(1, 3)), int(rng.integers(1, 3)))
    count = n * c * math.prod(sides)
    values = (rng.permutation(count) * 0.25 - count * 0.125 + 0.0625).reshape(n, c, *sides)  # no ties, no 0
    return {"X": values.astype(dtype)}


def _oracle() -> str:
    """torch's pooling of X's rank (global pooling: the adaptive kind to size 1)."""
    def pick(fmt: str) -> str:
        return f"{fmt % 1} if X.dim() == 3 else {fmt % 2} if X.dim() == 4 else {fmt % 3}"
    mx = pick("torch.nn.functional.max_pool%dd(X, ksize, strides, paddings, ceil_mode=ceil_mode)")
    avg = pick("torch.nn.functional.avg_pool%dd(X, ksize, strides, paddings, ceil_mode=ceil_mode, "
               "count_include_pad=not exclusive)")
    gmax = pick("torch.nn.functional.adaptive_max_pool%dd(X, 1)")
    gavg = pick("torch.nn.functional.adaptive_avg_pool%dd(X, 1)")
    return (f"(({gmax}) if pooling_type == 'max' else ({gavg})) if global_pooling else "
            f"(({mx}) if pooling_type == 'max' else ({avg}))")


pool = (
    Function("pool", "Max or average pooling of [N, C, *spatial] tensors over windows of 1 to 3 spatial axes, "
             "with strides, padding, exclusive averages, ceil mode and global pooling (pool2d's rules on "
             "every axis).")
    .input("X", "an [N, C, *spatial] batch (1 to 3 spatial axes)", shape=("N", "C", "...S"))
    .output("Out", "[N, C, *((size + 2p - k) / s + 1)] (floor, or ceil in ceil_mode); all 1 with "
            "global_pooling")
    .attribute("pooling_type", str, "max or avg").default("max").one_of(p2.POOL_TYPES)
    .attribute("ksize", list[int], "the window's size along each spatial axis (one value: every axis)")
    .default([2]).length(1, MAX_RANK).in_range(1, p2.MAX_KSIZE)
    .attribute("global_pooling", bool, "pool each whole image to size 1 (ksize, strides and paddings "
               "are ignored)").default(False)
    .attribute("strides", list[int], "the step of the window along each spatial axis (one value: every axis)")
    .default([1]).length(1, MAX_RANK).in_range(1, p2.MAX_KSIZE)
    .attribute("paddings", list[int], "0 or 1 added on both sides of each spatial axis (at most half of ksize; "
               "a wider padding is a pad op first, as the ONNX backend does)")
    .default([0]).length(1, MAX_RANK).in_range(0, MAX_PADDING)
    .attribute("exclusive", bool, "avg: divide by the count of real pixels (True) or by the window "
               "size, the padding counted (False)").default(True)
    .attribute("ceil_mode", bool, "round the output size up: a last partial window").default(False)
    .shape(_pool_shape)
    .oracle("torch", _oracle())
    .kernel(_pool)
    .kernel("cpu", _pool_cpu)
    .grad(_pool_grad, reads=("X",))
    .grad_kernel("cpu", _pool_grad_cpu)
    .test_inputs(_pool_inputs)
    .example("x = data('x', [None, 16, 100])\n"
             "y = layers.pool(x, pooling_type='max', ksize=[2], strides=[2])  # [N, 16, 50]")
    .register()
)
