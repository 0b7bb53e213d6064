"""max_pool_with_index: max pooling of [N, C, *spatial] tensors (1 to 3 spatial axes) that also
gives where each maximum came from, as ONNX's MaxPool with its Indices output.

An index is X's flattened position (batch and channel included, the padding not):
(n * C + c) * prod(spatial) + the pixel's position in its image, row-major (`storage_order` 0:
h * W + w) or column-major (1: h + w * H). Of equal values the first in the window's row-major
scan wins (ONNX's reference keeps the first strictly larger one); a window over padding only
gives 0 and index -1. Paddings may differ at the two ends (ONNX's pads) and windows may be
dilated. The gradient of Out goes to each maximum's element (repeats add up); Indices has none.
"""
from __future__ import annotations

import itertools
import math
from typing import Any

import numpy as np

from paddle.registry import DataType, Function, TensorInfo, require

from ._xp import xp_of

MAX_RANK = 3  # spatial axes
MAX_KSIZE = 6  # windows of up to 6**3 pixels: each is gathered whole
MAX_DILATION = 3
POOL_DTYPES = (DataType.FLOAT16, DataType.FLOAT32, DataType.FLOAT64, DataType.INT8, DataType.UINT8)  # ONNX's


def _per_axis(values: list[int], rank: int) -> list[int]:
    return list(values) * rank if len(values) == 1 else list(values)


def _pads(paddings: list[int], rank: int) -> tuple[list[int], list[int]]:
    """The padding before and after each spatial axis: one value (every side), one per axis (both
    ends alike), or ONNX's 2 * rank (the begins, then the ends)."""
    full = paddings * 2 * rank if len(paddings) == 1 else paddings * 2 if len(paddings) == rank else paddings
    return list(full[:rank]), list(full[rank:])


def _sizes(spatial: tuple[Any, ...], ksize: list[int], strides: list[int], dilations: list[int],
           paddings: list[int]) -> list[Any]:
    """Each spatial axis' output size (floor), None where the input's is unknown."""
    rank = len(spatial)
    k, s, d = (_per_axis(v, rank) for v in (ksize, strides, dilations))
    begin, end = _pads(paddings, rank)
    return [None if n is None else (n + b + e - (kk - 1) * dd - 1) // ss + 1
            for n, kk, ss, dd, b, e in zip(spatial, k, s, d, begin, end)]


def _shape(x: TensorInfo, *, ksize: list[int], strides: list[int], dilations: list[int], paddings: list[int],
           storage_order: int) -> tuple[TensorInfo, TensorInfo]:
    rank = len(x.shape) - 2
    require(1 <= rank <= MAX_RANK, f"X should have 1 to {MAX_RANK} spatial axes ([N, C, ...]), got rank {len(x.shape)}")
    require(len(ksize) == rank and all(len(v) in (1, rank) for v in (strides, dilations)),
            f"ksize ({ksize}) should hold {rank} values, strides ({strides}) and dilations ({dilations}) 1 or {rank}")
    require(len(paddings) in (1, rank, 2 * rank), f"paddings ({paddings}) should hold 1, {rank} or {2 * rank} values")
    out = _sizes(tuple(x.shape[2:]), ksize, strides, dilations, paddings)
    require(all(o is None or o > 0 for o in out), f"the output would be empty: X's image {list(x.shape[2:])} "
            f"with paddings {paddings} is smaller than the window {ksize} (dilations {dilations})")
    shape = tuple(x.shape[:2]) + tuple(out)
    return TensorInfo(shape, x.dtype), TensorInfo(shape, DataType.INT64)


def _window_positions(out: list[int], k: list[int], s: list[int], d: list[int]) -> tuple[Any, ...]:
    """Per spatial axis, the padded coordinate of each (output position, window offset), shaped to
    broadcast as [*out, *k]."""
    rank = len(out)
    grids = []
    for a in range(rank):
        along = np.arange(out[a])[:, None] * s[a] + np.arange(k[a])[None, :] * d[a]
        grids.append(along.reshape([out[a] if i == a else k[a] if i == rank + a else 1 for i in range(2 * rank)]))
    return tuple(grids)


def _lowest(dtype: Any) -> Any:
    return -np.inf if DataType.of(dtype).is_float else DataType.of(dtype).limits[0]


def _positions(spatial: tuple[int, ...], begin: list[int], end: list[int], storage_order: int) -> Any:
    """Each pixel's position in its image (row-major, or column-major for storage_order 1), padded
    with -1."""
    size = math.prod(spatial)
    order = np.arange(size).reshape(spatial[::-1]).transpose() if storage_order else np.arange(size).reshape(spatial)
    return np.pad(order, list(zip(begin, end)), constant_values=-1)


def _pool(x: Any, ksize: list[int], strides: list[int], dilations: list[int], paddings: list[int],
          storage_order: int) -> tuple[Any, Any]:
    """Out and Indices: every window gathered ([N, C, *out, window]), its maximum over the real
    pixels, then the first pixel equal to it."""
    xp, rank, spatial = xp_of(x), x.ndim - 2, tuple(x.shape[2:])
    k, s, d = (_per_axis(v, rank) for v in (ksize, strides, dilations))
    begin, end = _pads(paddings, rank)
    out = _sizes(spatial, ksize, strides, dilations, paddings)
    grids = _window_positions(out, k, s, d)
    flat = (*x.shape[:2], *out, math.prod(k))
    padded = xp.pad(x, [(0, 0), (0, 0)] + list(zip(begin, end)), constant_values=_lowest(x.dtype))
    windows = padded[(slice(None), slice(None)) + tuple(xp.asarray(g) for g in grids)].reshape(flat)
    where = xp.asarray(_positions(spatial, begin, end, storage_order)[grids].reshape(flat[2:]))
    real = where >= 0
    top = xp.where(real, windows, _lowest(x.dtype)).max(axis=-1)
    hit = real & (windows == top[..., None])
    if windows.dtype.kind == "f":  # a NaN is the maximum: the first NaN's index
        hit = hit | (real & xp.isnan(windows) & xp.isnan(top)[..., None])
    first = hit.argmax(axis=-1)
    found = hit.any(axis=-1)
    picked = xp.take_along_axis(xp.broadcast_to(where, windows.shape), first[..., None], axis=-1)[..., 0]
    plane = xp.arange(x.shape[0] * x.shape[1]).reshape(x.shape[:2] + (1,) * rank) * math.prod(spatial)
    indices = xp.where(found, plane + picked, -1).astype(np.int64)
    return xp.where(found, top, xp.zeros((), x.dtype)).astype(x.dtype), indices


def _max_pool_with_index(x: Any, *, ksize: list[int], strides: list[int], dilations: list[int],
                         paddings: list[int], storage_order: int) -> tuple[Any, Any]:
    return _pool(x, ksize, strides, dilations, paddings, storage_order)


def _grad(x: Any, dout: Any, dindices: Any, *, ksize: list[int], strides: list[int], dilations: list[int],
          paddings: list[int], storage_order: int) -> Any:
    """Out's gradient added to each maximum's element (found again in row-major order)."""
    xp = xp_of(x)
    _, rows = _pool(x, ksize, strides, dilations, paddings, 0)
    found = rows >= 0
    dx = xp.zeros(x.size, dtype=dout.dtype)
    xp.add.at(dx, rows[found], dout[found])
    return dx.reshape(x.shape)


def _reference(x: Any, *, ksize: list[int], strides: list[int], dilations: list[int], paddings: list[int],
               storage_order: int) -> tuple[Any, Any]:
    """ONNX's definition as its reference scans: the window's pixels in row-major order, keeping
    the first strictly larger real one; here one window offset at a time over every window at once."""
    x = np.asarray(x)
    rank, spatial = x.ndim - 2, x.shape[2:]
    k, s, d = (_per_axis(v, rank) for v in (ksize, strides, dilations))
    begin, _ = _pads(paddings, rank)
    out = _sizes(spatial, ksize, strides, dilations, paddings)
    best = np.zeros((*x.shape[:2], *out))
    at = np.full(best.shape, -1, np.int64)
    step = [math.prod(spatial[a + 1:]) if not storage_order else math.prod(spatial[:a]) for a in range(rank)]
    for offset in itertools.product(*(range(m) for m in k)):
        coords = np.meshgrid(*(np.arange(out[a]) * s[a] + offset[a] * d[a] - begin[a] for a in range(rank)),
                             indexing="ij")
        inside = np.logical_and.reduce([(c >= 0) & (c < spatial[a]) for a, c in enumerate(coords)])
        clipped = [np.clip(c, 0, spatial[a] - 1) for a, c in enumerate(coords)]
        value = x[(slice(None), slice(None), *clipped)]
        take = inside & ((at < 0) | (value > best))
        best, at = np.where(take, value, best), np.where(take, sum(c * t for c, t in zip(clipped, step)), at)
    plane = np.arange(x.shape[0] * x.shape[1]).reshape(x.shape[:2] + (1,) * rank) * math.prod(spatial)
    return best, np.where(at >= 0, plane + at, -1)


def _inputs(rng: Any, dtype: Any, *, ksize: list[int], strides: list[int], dilations: list[int],
            paddings: list[int], storage_order: int) -> dict[str, Any]:
    """X of distinct values (no tie decides a gradient), its images at least one window wide."""
    rank = len(ksize)
    k, d = _per_axis(ksize, rank), _per_axis(dilations, rank) if len(dilations) in (1, rank) else [1] * rank
    spatial = [max(1, (kk - 1) * dd + 1 - int(rng.integers(0, 2))) + int(rng.integers(0, 3)) for kk, dd in zip(k, d)]
    shape = (int(rng.integers(1, 3)), int(rng.integers(1, 3)), *spatial)
    n = math.prod(shape)
    return {"X": ((rng.permutation(n) - n / 2 + 0.5) * 0.25).reshape(shape).astype(dtype)}


max_pool_with_index = (
    Function("max_pool_with_index", "Max pooling of [N, C, *spatial] tensors (1 to 3 spatial axes) with the index "
             "of each maximum, as ONNX's MaxPool and its Indices output: X's flattened position (batch and "
             "channel included, padding not), row-major or column-major within an image (storage_order).")
    .input("X", "an [N, C, *spatial] batch (1 to 3 spatial axes)", shape=("N", "C", "...S"))
    .output("Out", "the maximum of each window: [N, C, *((size + begin + end - (k - 1) * d - 1) / s + 1)]")
    .output("Indices", "where each maximum is in X, flattened (int64; -1 for a window over padding only)",
            dtypes=(DataType.INT64,), type_var=None)
    .types(POOL_DTYPES)
    .attribute("ksize", list[int], "the window's size along each spatial axis").must_set()
    .length(1, MAX_RANK).in_range(1, MAX_KSIZE)
    .attribute("strides", list[int], "the step of the window along each spatial axis (one value: every axis)")
    .default([1]).length(1, MAX_RANK).in_range(1, MAX_KSIZE)
    .attribute("dilations", list[int], "the step between a window's pixels along each spatial axis (one value: "
               "every axis)").default([1]).length(1, MAX_RANK).in_range(1, MAX_DILATION)
    .attribute("paddings", list[int], "padding never chosen: one value (every side), one per axis (both ends), or "
               "ONNX's begins then ends").default([0]).length(1, 2 * MAX_RANK).in_range(0, MAX_KSIZE - 1)
    .attribute("storage_order", int, "0: an image's pixels counted row-major; 1: column-major").default(0)
    .one_of([0, 1])
    .shape(_shape)
    .oracle("numpy").reference(_reference)
    .kernel(_max_pool_with_index)
    .grad(_grad, reads=("X",))
    .test_inputs(_inputs)
    .example("x = data('x', [None, 3, 8, 8])\n"
             "out, indices = layers.max_pool_with_index(x, ksize=[2, 2], strides=[2])")
    .register()
)
