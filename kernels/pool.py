"""pool2d: max or average pooling of NCHW images over 2-D windows (+ gradient), as Paddle's pool2d.

The window of output (y, x) covers rows y * s - p .. + k (and columns alike), clipped to the padded
image; `paddings` are at most half the window, so every window holds a real pixel. Max takes the
largest real pixel (its gradient goes to the first largest); average divides the sum of the real
pixels by their count (`exclusive`, Paddle's default) or by the clipped window's size (the padding
counted as zeros, torch's count_include_pad). `ceil_mode` adds a last partial window where the
image leaves one (one that starts inside the image or its left padding, as torch). `global_pooling`
pools each whole image to 1 x 1 (ksize, strides and paddings are then ignored).

The cpu kernels are C++ (kernels/cpp/pool.cc) for float32 / float64, strided inputs read in place
(max pooling over 2 x 2 windows 2 apart inside the image takes a direct path, no tap loop); the
array-generic ones use stride tricks and serve numpy and cupy.
"""
from __future__ import annotations

from typing import Any, NamedTuple

import numpy as np

from paddle.registry import Function, TensorInfo, require
from paddle.registry.errors import input_error

from . import _native
from ._xp import xp_of

MAX_KSIZE = 32  # the largest window (and stride) the generated tests can cover with small images
POOL_TYPES = ("max", "avg")


class PoolGeometry(NamedTuple):
    kh: int
    kw: int
    sh: int
    sw: int
    ph: int
    pw: int
    oh: int
    ow: int


def pool_size(size: int | None, k: int, s: int, p: int, ceil_mode: bool) -> int | None:
    """The output size along one axis; in ceil_mode the last window must start inside the image
    or its left padding (torch's rule)."""
    if size is None:
        return None
    span = size + 2 * p - k
    if span < 0:
        return 0
    out = (-(-span // s) if ceil_mode else span // s) + 1
    if ceil_mode and (out - 1) * s >= size + p:
        out -= 1
    return out


# --- shape rule ---------------------------------------------------------------------------------
def _pool2d_shape(x: TensorInfo, *, pooling_type: str, ksize: list[int], global_pooling: bool,
                  strides: list[int], paddings: list[int], exclusive: bool, ceil_mode: bool) -> TensorInfo:
    if global_pooling:
        return TensorInfo((x.shape[0], x.shape[1], 1, 1), x.dtype)
    require(all(2 * p <= k for p, k in zip(paddings, ksize)),
            f"paddings ({paddings}) should be at most half of ksize ({ksize}): a window over padding only "
            f"has nothing to pool")
    oh, ow = (pool_size(x.shape[2 + a], ksize[a], strides[a], paddings[a], ceil_mode) for a in (0, 1))
    require((oh is None or oh > 0) and (ow is None or ow > 0),
            f"the output would be empty: X's {x.shape[2]} x {x.shape[3]} image with paddings {paddings} is "
            f"smaller than the {ksize[0]} x {ksize[1]} window (ksize)")
    return TensorInfo((x.shape[0], x.shape[1], oh, ow), x.dtype)


def _geometry(op: str, x: Any, ksize: list[int], global_pooling: bool, strides: list[int],
              paddings: list[int], ceil_mode: bool) -> PoolGeometry:
    """The window and output sizes for a concrete image; refuses what the shape rule refuses."""
    h, w = int(x.shape[2]), int(x.shape[3])
    if global_pooling:
        return PoolGeometry(h, w, 1, 1, 0, 0, 1, 1) if h and w else PoolGeometry(1, 1, 1, 1, 0, 0, 0, 0)
    if any(2 * p > k for p, k in zip(paddings, ksize)):
        raise input_error(op, "X", f"cannot be pooled: paddings ({paddings}) should be at most half of ksize "
                          f"({ksize})", paddings)
    oh, ow = (pool_size((h, w)[a], ksize[a], strides[a], paddings[a], ceil_mode) or 0 for a in (0, 1))
    if oh <= 0 or ow <= 0:
        raise input_error(op, "X", f"of shape {tuple(x.shape)} gives an empty output: its image is smaller "
                          f"than the {ksize[0]} x {ksize[1]} window with paddings {paddings}", tuple(x.shape))
    return PoolGeometry(ksize[0], ksize[1], strides[0], strides[1], paddings[0], paddings[1], oh, ow)


# --- array-generic kernels: windows as a strided view ---------------------------------------------
def _padded(x: Any, g: PoolGeometry, fill: float) -> Any:
    """x padded by p on each side, and on the bottom/right as far as ceil_mode's last window reaches."""
    xp = xp_of(x)
    extra_h = max(0, (g.oh - 1) * g.sh + g.kh - (x.shape[2] + 2 * g.ph))
    extra_w = max(0, (g.ow - 1) * g.sw + g.kw - (x.shape[3] + 2 * g.pw))
    pads = ((0, 0), (0, 0), (g.ph, g.ph + extra_h), (g.pw, g.pw + extra_w))
    return xp.ascontiguousarray(xp.pad(x, pads, constant_values=fill))


def _windows(xpad: Any, g: PoolGeometry) -> Any:
    """[N, C, oh, ow, kh, kw]: every window of the padded image (a view)."""
    xp = xp_of(xpad)
    n, c = xpad.shape[:2]
    s = xpad.strides
    return xp.lib.stride_tricks.as_strided(
        xpad, (n, c, g.oh, g.ow, g.kh, g.kw), (s[0], s[1], s[2] * g.sh, s[3] * g.sw, s[2], s[3]))


def _divisors(x: Any, g: PoolGeometry, exclusive: bool) -> Any:
    """[oh, ow]: each window's pixel count (exclusive) or its size clipped to the padded image."""
    xp = xp_of(x)

    def axis(size: int, k: int, s: int, p: int, o: int) -> Any:
        start = xp.arange(o) * s - p
        end = xp.minimum(start + k, size + p)
        return (xp.minimum(end, size) - xp.maximum(start, 0)) if exclusive else end - start
    rows = axis(x.shape[2], g.kh, g.sh, g.ph, g.oh)
    cols = axis(x.shape[3], g.kw, g.sw, g.pw, g.ow)
    return (rows[:, None] * cols[None, :]).astype(x.dtype)


def _pool(x: Any, g: PoolGeometry, is_max: bool, exclusive: bool) -> Any:
    if is_max:
        return _windows(_padded(x, g, -np.inf), g).max(axis=(4, 5))
    sums = _windows(_padded(x, g, 0.0), g).sum(axis=(4, 5))
    return (sums / _divisors(x, g, exclusive)).astype(x.dtype)


def _pool_grad(x: Any, dout: Any, g: PoolGeometry, is_max: bool, exclusive: bool) -> Any:
    """Each window's share of dOut added back at its pixels: all of it at the first largest (max),
    an even share at each (average); the padding's shares are dropped."""
    xp = xp_of(x)
    n, c, h, w = x.shape
    xpad = _padded(x, g, -np.inf if is_max else 0.0)
    dpad = xp.zeros(xpad.shape, dtype=x.dtype)
    first = share = None
    if is_max:
        first = _windows(xpad, g).reshape(n, c, g.oh, g.ow, g.kh * g.kw).argmax(axis=4)
    else:
        share = dout / _divisors(x, g, exclusive)
    for i in range(g.kh):
        for j in range(g.kw):
            part = dout * (first == i * g.kw + j) if is_max else share
            dpad[:, :, i:i + g.sh * (g.oh - 1) + 1:g.sh, j:j + g.sw * (g.ow - 1) + 1:g.sw] += part
    return dpad[:, :, g.ph:g.ph + h, g.pw:g.pw + w].astype(x.dtype)


def _pool2d(x: Any, *, pooling_type: str, ksize: list[int], global_pooling: bool, strides: list[int],
            paddings: list[int], exclusive: bool, ceil_mode: bool) -> Any:
    g = _geometry("pool2d", x, ksize, global_pooling, strides, paddings, ceil_mode)
    return _pool(x, g, pooling_type == "max", exclusive)


def _pool2d_grad(x: Any, dout: Any, *, pooling_type: str, ksize: list[int], global_pooling: bool,
                 strides: list[int], paddings: list[int], exclusive: bool, ceil_mode: bool) -> Any:
    g = _geometry("pool2d_grad", x, ksize, global_pooling, strides, paddings, ceil_mode)
    return _pool_grad(x, dout, g, pooling_type == "max", exclusive)


# --- cpu kernels: C++ --------------------------------------------------------------------------
_FORWARD = {"float32": _native.pool2d_f32, "float64": _native.pool2d_f64}
_BACKWARD = {"float32": _native.pool2d_grad_f32, "float64": _native.pool2d_grad_f64}


def _pool2d_cpu(x: Any, *, pooling_type: str, ksize: list[int], global_pooling: bool, strides: list[int],
                paddings: list[int], exclusive: bool, ceil_mode: bool) -> Any:
    g = _geometry("pool2d", x, ksize, global_pooling, strides, paddings, ceil_mode)
    fn = _FORWARD.get(x.dtype.name)
    is_max = pooling_type == "max"
    return _pool(x, g, is_max, exclusive) if fn is None else fn(x, *g, is_max, exclusive)


def _pool2d_grad_cpu(x: Any, dout: Any, *, pooling_type: str, ksize: list[int], global_pooling: bool,
                     strides: list[int], paddings: list[int], exclusive: bool, ceil_mode: bool) -> Any:
    g = _geometry("pool2d_grad", x, ksize, global_pooling, strides, paddings, ceil_mode)
    fn = _BACKWARD.get(x.dtype.name)
    is_max = pooling_type == "max"
    return _pool_grad(x, dout, g, is_max, exclusive) if fn is None else fn(x, dout, *g, is_max, exclusive)


# --- test inputs: images the drawn window fits, values without ties -------------------------------
def _pool2d_inputs(rng: Any, dtype: Any, *, ksize: list[int], strides: list[int], paddings: list[int],
                   global_pooling: bool) -> dict[str, Any]:
    """An image the window fits with 1..3 outputs per axis (at least a window's worth of pixels:
    ksize - 2 paddings), distinct values 0.25 apart: no ties at max's kink."""
    def side(a: int) -> int:
        least = max(1, ksize[a] - 2 * paddings[a])
        more = int(rng.integers(0, 2 * strides[a] + 1)) if ksize[a] + 2 * strides[a] <= 12 else 0
        return least + more
    h, w = (int(rng.integers(1, 5)), int(rng.integers(1, 5))) if global_pooling else (side(0), side(1))
    n, c = int(rng.integers(1, 3)), int(rng.integers(1, 3))
    if n * c * h * w > 256:
        n = c = 1
    count = n * c * h * w
    values = (rng.permutation(count) * 0.25 - count * 0.125 + 0.0625).reshape(n, c, h, w)  # never 0
    return {"X": values.astype(dtype)}


pool2d = (
    Function("pool2d", "Max or average pooling of NCHW images over 2-D windows, with strides, padding, "
             "exclusive averages, ceil mode and global pooling, as Paddle's pool2d.")
    .input("X", "an [N, C, H, W] batch of images", shape=("N", "C", "H", "W"))
    .output("Out", "[N, C, (H + 2p - k) / s + 1, ...] (floor, or ceil in ceil_mode); [N, C, 1, 1] "
            "with global_pooling", rank=4)
    .attribute("pooling_type", str, "max or avg").default("max").one_of(POOL_TYPES)
    .attribute("ksize", list[int], "the window's height and width").default([2, 2]).length(2, 2)
    .in_range(1, MAX_KSIZE)
    .attribute("global_pooling", bool, "pool each whole image to 1 x 1 (ksize, strides and paddings "
               "are ignored)").default(False)
    .attribute("strides", list[int], "the step of the window along H and W").default([1, 1]).length(2, 2)
    .in_range(1, MAX_KSIZE)
    .attribute("paddings", list[int], "added on both sides of H and of W (at most half of ksize)")
    .default([0, 0]).length(2, 2).in_range(0, MAX_KSIZE // 2)
    .attribute("exclusive", bool, "avg: divide by the count of real pixels (True) or by the window "
               "size, the padding counted (False)").default(True)
    .attribute("ceil_mode", bool, "round the output size up: a last partial window").default(False)
    .shape(_pool2d_shape)
    .oracle("torch", "(torch.nn.functional.adaptive_max_pool2d(X, 1) if pooling_type == 'max' else "
            "torch.nn.functional.adaptive_avg_pool2d(X, 1)) if global_pooling else "
            "(torch.nn.functional.max_pool2d(X, ksize, strides, paddings, ceil_mode=ceil_mode) "
            "if pooling_type == 'max' else torch.nn.functional.avg_pool2d(X, ksize, strides, paddings, "
            "ceil_mode=ceil_mode, count_include_pad=not exclusive))")
    .kernel(_pool2d)
    .kernel("cpu", _pool2d_cpu)
    .grad(_pool2d_grad, reads=("X",))
    .grad_kernel("cpu", _pool2d_grad_cpu)
    .test_inputs(_pool2d_inputs)
    .example("x = data('x', [None, 6, 28, 28])\n"
             "y = layers.pool2d(x, pooling_type='max', ksize=[2, 2], strides=[2, 2])  # [N, 6, 14, 14]")
    .register()
)
