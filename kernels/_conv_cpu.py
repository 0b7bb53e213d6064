"""conv2d's and conv2d_transpose's cpu kernels (kernels/conv.py registers them): which path a layer
takes (depthwise, 1 x 1, Winograd, the C++ direct convolution, or C++ im2col / col2im and a BLAS
product) and the products around the columns.
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

from . import _depthwise, _native, _pointwise, _winograd
from ._conv_geometry import Geometry, _check_channels, _geometry, _out_size, _transpose_geometry


# --- cpu kernels: C++ columns [C*kh*kw, N, oh*ow], one BLAS product per group for the whole batch ---
_IM2COL: dict[str, Callable[..., Any]] = {"float32": _native.im2col_f32, "float64": _native.im2col_f64}
_COL2IM: dict[str, Callable[..., Any]] = {"float32": _native.col2im_f32, "float64": _native.col2im_f64}
# the C++ direct convolution (kernels/cpp/conv_direct.cc), no column matrix at all
_DIRECT: dict[str, Callable[..., Any]] = {"float32": _native.conv2d_direct_f32, "float64": _native.conv2d_direct_f64}
_DIRECT_GRAD: dict[str, Callable[..., Any]] = {"float32": _native.conv2d_direct_grad_f32,
                                               "float64": _native.conv2d_direct_grad_f64}
# with 16-byte vectors only (no AVX2), im2col + BLAS is the faster way
_USE_DIRECT = _native.conv2d_direct_vector_bytes() >= 32


def _cols(x: Any, g: Geometry, groups: int) -> Any:
    """x's columns by group: [g, K/g, N * oh * ow]."""
    cols = _IM2COL[x.dtype.name](x, *g)
    return cols.reshape(groups, cols.shape[0] // groups, -1)


def _image(cols: Any, n: int, c: int, h: int, w: int, g: Geometry) -> Any:
    """col2im of columns by group [g, K/g, N * oh * ow] -> [N, c, h, w]."""
    return _COL2IM[cols.dtype.name](cols.reshape(-1, n, g.oh * g.ow), c, h, w, *g)


def _rows(a: Any, groups: int) -> Any:
    """[N, R, ...] -> [g, R/g, N * ...]: the batch inside the rows (one copy)."""
    n, r = a.shape[:2]
    return np.ascontiguousarray(a.reshape(n, r, -1).transpose(1, 0, 2)).reshape(groups, r // groups, -1)


def _batch_first(rows: Any, n: int, h: int, w: int) -> Any:
    """[g, R/g, N * h * w] -> [N, R, h, w]: a view (the kernels downstream read strides in place)."""
    return rows.reshape(-1, n, h, w).transpose(1, 0, 2, 3)


def _long_product(a: Any, b: Any) -> Any:
    """a [g, A, L] @ b^T [g, L, B] over a long L (the batch's pixels), as (b @ a^T)^T: OpenBLAS runs
    the product with the long side in the inner operand's rows markedly faster (the filter gradient)."""
    return np.matmul(b, a.transpose(0, 2, 1)).transpose(0, 2, 1)


# The direct convolution wins down to 7 x 7 images (forward and gradients, at 16 to 128 channels,
# measured against im2col + OpenBLAS on AVX-512); on tinier ones (4 x 4) one BLAS product over the
# columns runs about twice as fast.
DIRECT_MIN_PIXELS = 49
# From 256 input channels a group, one BLAS product over the columns wins instead (ResNet-50's
# 14 x 14 x 256 layer: direct 1.4x BLAS's time, 7 x 7 x 512: 4.6x; 28 x 28 x 128: a tie).
DIRECT_MAX_CHANNELS = 128


def _direct(x: Any, g: Geometry, groups: int) -> bool:
    """Whether the direct convolution is the faster path for this layer (forward and gradients;
    1 x 1 layers without padding take their own, see kernels/_pointwise.py)."""
    return (_USE_DIRECT and g.oh * g.ow >= DIRECT_MIN_PIXELS and x.shape[1] // groups <= DIRECT_MAX_CHANNELS
            and not _pointwise.applies(g, groups))


def forward_path(x: Any, w: Any, g: Geometry, groups: int) -> str:
    """The path a layer's forward takes: depthwise, pointwise, winograd, direct or columns."""
    if _depthwise.applies(x, w, groups):
        return "depthwise"
    if _pointwise.applies(g, groups):
        return "pointwise"
    if _direct(x, g, groups):
        return "winograd" if _winograd.applies(x, w, g, groups) else "direct"
    return "columns"


def _forward(path: str, x: Any, w: Any, g: Geometry, groups: int, shift: Any = None, act: int = 0) -> Any:
    """The convolution by `path`; `shift` and `act` (the epilogue) on the winograd and direct paths only."""
    if path == "depthwise":
        return _depthwise.forward(x, w, g)
    if path == "pointwise":
        return _pointwise.forward(x, w, g)
    if path == "winograd":
        return _winograd.forward(x, w, g, shift, act)
    if path == "direct":
        return _DIRECT[x.dtype.name](x, w, g.ph, g.pw, g.dh, g.dw, groups, g.sh, g.sw, shift=shift, act=act)
    out = np.matmul(w.reshape(groups, w.shape[0] // groups, -1), _cols(x, g, groups))
    return _batch_first(out, x.shape[0], g.oh, g.ow)


def _conv2d_cpu(x: Any, w: Any, *, strides: list[int], paddings: list[int], dilations: list[int],
                groups: int) -> Any:
    _check_channels("conv2d", x.shape[1], w, groups, transpose=False)
    g = _geometry("conv2d", x.shape[2:], w, strides, paddings, dilations)
    return _forward(forward_path(x, w, g, groups), x, w, g, groups)


# the activations a convolution's epilogue applies (kernels/cpp/conv_epilogue.h), by op name
EPILOGUE_ACTS = {None: 0, "relu": 1, "sigmoid": 2, "tanh": 3}


def conv2d_then(x: Any, w: Any, shift: Any, act: str | None, *, strides: list[int], paddings: list[int],
                dilations: list[int], groups: int) -> Any:
    """conv2d, then `shift` (one value per output channel, x's dtype) added and the activation `act`
    (None, or an op of EPILOGUE_ACTS): inside the direct and Winograd kernels as they write each
    output row, in one fused pass after the others (depthwise, 1 x 1, im2col + BLAS)."""
    _check_channels("conv2d", x.shape[1], w, groups, transpose=False)
    g = _geometry("conv2d", x.shape[2:], w, strides, paddings, dilations)
    path = forward_path(x, w, g, groups)
    if path in ("winograd", "direct"):
        return _forward(path, x, w, g, groups, shift, EPILOGUE_ACTS[act])
    out = _forward(path, x, w, g, groups)
    if act is None:
        return out + shift.reshape(1, -1, 1, 1)
    return getattr(_native, f"fused_add_{act}")(out, shift, out.shape[1], out.shape[2] * out.shape[3])


def _conv2d_grad_cpu(x: Any, w: Any, dout: Any, *, strides: list[int], paddings: list[int],
                     dilations: list[int], groups: int, needed: tuple[bool, ...] = (True, True)) -> tuple[Any, Any]:
    _check_channels("conv2d_grad", x.shape[1], w, groups, transpose=False)
    g = _geometry("conv2d_grad", x.shape[2:], w, strides, paddings, dilations)
    if _depthwise.applies(x, w, groups):
        return _depthwise.backward(x, w, dout, g, needed)
    if _pointwise.applies(g, groups):
        return _pointwise.backward(x, w, dout, g, needed)
    if _direct(x, g, groups):
        wino = _direct(x, g, groups) and _winograd.applies(x, w, g, groups)
        wino_dx = needed[0] and wino
        wino_dw = needed[1] and wino and _winograd.applies_to_filter_grad(x, w)
        dx = dw = None
        if (needed[0] and not wino_dx) or (needed[1] and not wino_dw):  # the rest by the direct kernel
            dx, dw = _DIRECT_GRAD[x.dtype.name](x, w, dout, g.ph, g.pw, g.dh, g.dw, groups, needed[0] and not wino_dx,
                                                needed[1] and not wino_dw, g.sh, g.sw)
        if wino_dx:
            dx = _winograd.input_grad(w, dout, g)
        if wino_dw:
            dw = _winograd.filter_grad(x, dout, g)
        return dx, dw
    n, c, h, wd = x.shape
    d = _rows(dout, groups)  # [g, M/g, N*P]
    dw = _long_product(d, _cols(x, g, groups)).reshape(w.shape) if needed[1] else None
    dx = None
    if needed[0]:
        wg = w.reshape(groups, w.shape[0] // groups, -1)
        dx = _image(np.matmul(wg.transpose(0, 2, 1), d), n, c, h, wd, g)
    return dx, dw


def _conv2d_transpose_cpu(x: Any, w: Any, *, strides: list[int], paddings: list[int], dilations: list[int],
                          groups: int) -> Any:
    _check_channels("conv2d_transpose", x.shape[1], w, groups, transpose=True)
    g = _transpose_geometry(x, w, strides, paddings, dilations)
    n, c = x.shape[:2]
    cols = np.matmul(w.reshape(groups, c // groups, -1).transpose(0, 2, 1), _rows(x, groups))
    return _image(cols, n, w.shape[1] * groups, *_out_size(x, w, g), g)


def _conv2d_transpose_grad_cpu(x: Any, w: Any, dout: Any, *, strides: list[int], paddings: list[int],
                               dilations: list[int], groups: int,
                               needed: tuple[bool, ...] = (True, True)) -> tuple[Any, Any]:
    n, c, h, wd = x.shape
    _check_channels("conv2d_transpose_grad", c, w, groups, transpose=True)
    g = _transpose_geometry(x, w, strides, paddings, dilations)
    cols = _cols(dout, g, groups)  # [g, (M/g) kh kw, N*H*W]
    dx = dw = None
    if needed[0]:
        dx = _batch_first(np.matmul(w.reshape(groups, c // groups, -1), cols), n, h, wd)
    if needed[1]:
        dw = _long_product(_rows(x, groups), cols).reshape(w.shape)
    return dx, dw
