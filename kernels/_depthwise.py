"""Depthwise 2-D convolution (groups == channels, one input channel per filter) on the cpu, forward
and both gradients, vectorised in numpy: one multiply-add over the whole batch per window tap.

A depthwise filter has kh * kw weights per channel, so im2col + BLAS spends its time copying
columns for products of depth 9, and the direct convolution's register blocks over input
channels hold one. Here each tap is a strided view of the zero-padded image scaled by one weight
per channel: kh * kw passes over the output, no column matrix. An output channel m reads input
channel m // (M / C) (a channel multiplier above 1 repeats the image's channels).
"""
from __future__ import annotations

from typing import Any

import numpy as np


def applies(x: Any, w: Any, groups: int) -> bool:
    """Is this conv2d depthwise (every group one input channel) and worth the path?"""
    return groups > 1 and groups == x.shape[1] and w.shape[1] == 1


def _padded(x: Any, ph: int, pw: int, extra_h: int, extra_w: int) -> Any:
    if ph == pw == extra_h == extra_w == 0:
        return x
    return np.pad(x, ((0, 0), (0, 0), (ph, ph + extra_h), (pw, pw + extra_w)))


def _tap(a: Any, i: int, j: int, g: Any) -> Any:
    """The view of padded image `a` that tap (i, j) of every window reads: [N, C, oh, ow]."""
    y, x = i * g.dh, j * g.dw
    return a[:, :, y:y + g.sh * (g.oh - 1) + 1:g.sh, x:x + g.sw * (g.ow - 1) + 1:g.sw]


def _reach(size: int, k: int, s: int, p: int, d: int, o: int) -> int:
    """Rows past the padded image that the last window's taps reach (none unless the sizes are odd)."""
    return max(0, (o - 1) * s + (k - 1) * d + 1 - (size + 2 * p))


def _image(x: Any, w: Any, g: Any) -> Any:
    """x padded, its channels repeated for a channel multiplier above 1."""
    xpad = _padded(x, g.ph, g.pw, _reach(x.shape[2], g.kh, g.sh, g.ph, g.dh, g.oh),
                   _reach(x.shape[3], g.kw, g.sw, g.pw, g.dw, g.ow))
    mult = w.shape[0] // x.shape[1]
    return np.repeat(xpad, mult, axis=1) if mult > 1 else xpad


def forward(x: Any, w: Any, g: Any) -> Any:
    """Output [N, M, oh, ow] = sum over taps of weight[m, tap] * the tap's view."""
    image = _image(x, w, g)
    out = np.zeros((x.shape[0], w.shape[0], g.oh, g.ow), dtype=x.dtype)
    scratch = np.empty_like(out)
    for i in range(g.kh):
        for j in range(g.kw):
            np.multiply(_tap(image, i, j, g), w[:, 0, i, j][None, :, None, None], out=scratch)
            out += scratch
    return out


def backward(x: Any, w: Any, dout: Any, g: Any, needed: tuple[bool, ...]) -> tuple[Any, Any]:
    """dX: each tap's weight times dOut added back at the tap's pixels (then the multiplier's
    channels summed); dFilter[m, tap] = sum of dOut * the tap's view."""
    n, c, h, wd = x.shape
    m = w.shape[0]
    image = _image(x, w, g)
    dw = dx = None
    if needed[1]:
        dw = np.empty_like(w)
        for i in range(g.kh):
            for j in range(g.kw):
                dw[:, 0, i, j] = np.einsum("nmyx,nmyx->m", dout, _tap(image, i, j, g))
    if needed[0]:
        dpad = np.zeros((n, m) + image.shape[2:], dtype=x.dtype)
        for i in range(g.kh):
            for j in range(g.kw):
                _tap(dpad, i, j, g)[...] += dout * w[:, 0, i, j][None, :, None, None]
        if m > c:
            dpad = dpad.reshape(n, c, m // c, *dpad.shape[2:]).sum(axis=2)
        dx = np.ascontiguousarray(dpad[:, :, g.ph:g.ph + h, g.pw:g.pw + wd])
    return dx, dw
