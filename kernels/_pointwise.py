"""1 x 1 convolutions without padding, one group (conv2d's cpu kernels, kernels/conv.py): a matrix
product per image, no columns to build and no window to walk.

With strides, the layer reads every s-th pixel (ResNet's stride-2 shortcuts): the forward is
Filter [M, C] @ each image's kept pixels [C, oh * ow]; the input gradient is Filter^T @ dOut per
image, put back on the kept pixels (zeros elsewhere); the filter gradient sums dOut @ kept
pixels^T over the images. The products are per image, small enough that OpenBLAS runs them on
the calling thread (one product over the whole batch runs on OpenBLAS's own threads, which then
spin on the cores the C++ kernels' pool needs next). The direct kernel took about twice as long
for the gradients of ResNet-20's stride-2 shortcuts (16 -> 32 and 32 -> 64 channels): it
computes every stride phase of the input gradient, three of four empty.

Strided layers of up to NATIVE_MAX_CHANNELS channels take the C++ kernels instead
(kernels/cpp/conv_pointwise.cc): the same products on the pool's threads, an image at a time, the
kept pixels gathered in L1 (numpy's per-image products ran on one thread, after a copy of each
strided view).
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

from . import _native

# The C++ kernels' products are the direct convolution's register blocks, which BLAS overtakes
# from a few hundred channels (kernels/conv.py: DIRECT_MAX_CHANNELS); numpy takes those.
NATIVE_MAX_CHANNELS = 128
_FORWARD: dict[str, Callable[..., Any]] = {"float32": _native.conv2d_pointwise_f32,
                                           "float64": _native.conv2d_pointwise_f64}
_BACKWARD: dict[str, Callable[..., Any]] = {"float32": _native.conv2d_pointwise_grad_f32,
                                            "float64": _native.conv2d_pointwise_grad_f64}


def applies(g: Any, groups: int) -> bool:
    """Whether a layer of geometry `g` is a 1 x 1 convolution without padding, of one group."""
    return bool(groups == 1 and g.kh == g.kw == 1 and g.ph == g.pw == 0)


def _kept(x: Any, g: Any) -> Any:
    """The pixels a strided 1 x 1 layer reads: [N, C, oh, ow] (a view)."""
    return x if g.sh == g.sw == 1 else x[:, :, ::g.sh, ::g.sw]


def _native_applies(x: Any, w: Any, g: Any) -> bool:
    """Whether the C++ kernels take this (strided) layer."""
    return ((g.sh > 1 or g.sw > 1) and x.dtype.name in _FORWARD and w.dtype == x.dtype
            and max(x.shape[1], w.shape[0]) <= NATIVE_MAX_CHANNELS)


def forward(x: Any, w: Any, g: Any) -> Any:
    if _native_applies(x, w, g):
        return _FORWARD[x.dtype.name](x, w, g.sh, g.sw)
    n, c = x.shape[:2]
    kept = _kept(x, g).reshape(n, c, g.oh * g.ow)
    return np.matmul(w.reshape(w.shape[0], c), kept).reshape(n, -1, g.oh, g.ow)


def backward(x: Any, w: Any, dout: Any, g: Any, needed: tuple[bool, ...]) -> tuple[Any, Any]:
    """(dX or None, dFilter or None)."""
    if _native_applies(x, w, g) and dout.dtype == x.dtype:
        dx, dw = _BACKWARD[x.dtype.name](x, w, dout, g.sh, g.sw, bool(needed[0]), bool(needed[1]))
        return dx, dw
    n, c = x.shape[:2]
    m = w.shape[0]
    d = dout.reshape(n, m, g.oh * g.ow)
    dx = dw = None
    if needed[0]:
        per_image = np.matmul(w.reshape(m, c).T, d).reshape(n, c, g.oh, g.ow)
        if g.sh == g.sw == 1:
            dx = per_image
        else:
            dx = np.zeros(x.shape, dtype=per_image.dtype)
            dx[:, :, ::g.sh, ::g.sw] = per_image
    if needed[1]:
        kept = _kept(x, g).reshape(n, c, g.oh * g.ow)
        dw = np.matmul(d, kept.transpose(0, 2, 1)).sum(axis=0).reshape(w.shape)
    return dx, dw
