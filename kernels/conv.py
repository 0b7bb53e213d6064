"""2-D convolutions over NCHW images: conv2d and conv2d_transpose (+ gradients).

Both are matrix products around a copy: im2col lays every window of the (padded) image out as a
column, so conv2d is Filter [M, C/groups * kh * kw] @ cols per group, and col2im (im2col's adjoint)
adds columns back into an image. conv2d's input gradient and conv2d_transpose's forward are
col2im of Filter^T @ dOut; conv2d_transpose's input gradient is conv2d of dOut.

The array-generic kernels build the columns with stride tricks (numpy and cupy alike); the cpu
kernels use the C++ im2col / col2im (kernels/cpp/conv.cc: strided inputs read in place, no padded
copy, GIL released) and numpy's BLAS for the products, all the batch at once; conv2d with stride 1
and an output of 49+ pixels (forward and both gradients) runs the C++ direct convolution instead
(no column matrix: each window tap is a shift of the zero-padded, flattened image; register-blocked,
vectorised for AVX-512 / AVX2 picked at run time). Stride-1 3 x 3 layers of one group with 8+
channels take Winograd's F(4 x 4, 3 x 3) instead (kernels/cpp/conv_winograd*.cc: 36 multiplies per
16 outputs, not 144) for the forward and the input gradient, and from 16 channels for the filter
gradient. The C++ kernels split their work (images, channels, tiles) across the extension's
persistent thread pool (kernels/cpp/thread_pool.h). 1 x 1 layers without padding take a BLAS
product per image, forward and gradients, or where strided the C++ kernels (kernels/_pointwise.py).

This module declares the two ops (shape rules, the array-generic kernels, the registrations); the
cpu kernels and their choice of path are in kernels/_conv_cpu.py, the run-time geometry and its
typed errors in kernels/_conv_geometry.py.
"""
from __future__ import annotations

from typing import Any

from paddle.registry import Function, TensorInfo, require

from ._conv_cpu import DIRECT_MAX_CHANNELS as DIRECT_MAX_CHANNELS
from ._conv_cpu import DIRECT_MIN_PIXELS as DIRECT_MIN_PIXELS
from ._conv_cpu import _conv2d_cpu as _conv2d_cpu
from ._conv_cpu import _conv2d_grad_cpu as _conv2d_grad_cpu
from ._conv_cpu import _conv2d_transpose_cpu as _conv2d_transpose_cpu
from ._conv_cpu import _conv2d_transpose_grad_cpu as _conv2d_transpose_grad_cpu
from ._conv_cpu import _direct as _direct
from ._conv_cpu import _USE_DIRECT as _USE_DIRECT
from ._conv_geometry import Geometry as Geometry
from ._conv_geometry import _check_channels as _check_channels
from ._conv_geometry import _geometry as _geometry
from ._conv_geometry import _out_size as _out_size
from ._conv_geometry import _transpose_geometry as _transpose_geometry
from ._conv_geometry import conv_size as conv_size
from ._conv_geometry import transpose_size as transpose_size
from ._conv_inputs import _conv2d_inputs, _conv2d_transpose_inputs
from ._gemm_gpu import matmul
from ._xp import xp_of

# Upper limits of the window attributes: what the generated tests can cover with small tensors
# (an attribute drawn without a limit would ask for an image of 2**64 pixels).
MAX_STEP = 32    # strides, dilations, paddings (groups: any count dividing the channels, drawn as a size)
# conv2d_transpose's paddings crop its output: an output of at least one pixel needs an input of
# about 2 p / s pixels a side, so its tests need these smaller (as do common nets: p <= 2)
MAX_TRANSPOSE_PADDING = 4


# --- shape rules: groups, and no empty output ----------------------------------------------------
def _check_groups(x: TensorInfo, w: TensorInfo, groups: int, transpose: bool) -> None:
    c = x.shape[1]
    per_group, out = (w.shape[0], w.shape[1]) if transpose else (w.shape[1], w.shape[0])
    require(c is None or c % groups == 0,
            f"Input's channels ({c}) should be divisible by groups ({groups})")
    if transpose:
        require(c is None or per_group is None or per_group == c,
                f"Filter dimension 0 ({per_group}) should equal Input's channels ({c})")
    else:
        require(c is None or per_group is None or per_group * groups == c,
                f"Filter dimension 1 ({per_group}) should be Input's channels / groups ({c} / {groups})")
        require(out is None or out % groups == 0,
                f"Filter's output channels ({out}) should be divisible by groups ({groups})")


def _require_nonempty(x: TensorInfo, w: TensorInfo, oh: int | None, ow: int | None, **attrs: Any) -> None:
    require((oh is None or oh > 0) and (ow is None or ow > 0),
            f"the output would be empty ({oh} x {ow}): Input's {x.shape[2]} x {x.shape[3]} image is "
            f"smaller than Filter's {w.shape[2]} x {w.shape[3]} window with "
            + ", ".join(f"{k}={v}" for k, v in attrs.items()))


def _conv2d_shape(x: TensorInfo, w: TensorInfo, b: TensorInfo | None, *, strides: list[int], paddings: list[int],
                  dilations: list[int], groups: int) -> TensorInfo:
    _check_groups(x, w, groups, transpose=False)
    oh, ow = (conv_size(x.shape[2 + a], w.shape[2 + a], strides[a], paddings[a], dilations[a]) for a in (0, 1))
    _require_nonempty(x, w, oh, ow, strides=strides, paddings=paddings, dilations=dilations)
    return TensorInfo((x.shape[0], w.shape[0], oh, ow), x.dtype)


def _conv2d_transpose_shape(x: TensorInfo, w: TensorInfo, *, strides: list[int], paddings: list[int],
                            dilations: list[int], groups: int) -> TensorInfo:
    _check_groups(x, w, groups, transpose=True)
    oh, ow = (transpose_size(x.shape[2 + a], w.shape[2 + a], strides[a], paddings[a], dilations[a]) for a in (0, 1))
    _require_nonempty(x, w, oh, ow, strides=strides, paddings=paddings, dilations=dilations)
    m = None if w.shape[1] is None else w.shape[1] * groups
    return TensorInfo((x.shape[0], m, oh, ow), x.dtype)


# --- array-generic kernels: columns [N, C*kh*kw, oh*ow] by stride tricks ---------------------------
def _pad(x: Any, g: Geometry) -> Any:
    xp = xp_of(x)
    if g.ph == g.pw == 0:
        return xp.ascontiguousarray(x)
    return xp.pad(x, ((0, 0), (0, 0), (g.ph, g.ph), (g.pw, g.pw)))


def _im2col_ref(x: Any, g: Geometry) -> Any:
    """[N, C, H, W] -> [N, C*kh*kw, oh*ow]: a strided view of the padded image, then one copy."""
    xp = xp_of(x)
    xpad = _pad(x, g)
    n, c = x.shape[:2]
    s = xpad.strides
    view = xp.lib.stride_tricks.as_strided(
        xpad, (n, c, g.kh, g.kw, g.oh, g.ow), (s[0], s[1], s[2] * g.dh, s[3] * g.dw, s[2] * g.sh, s[3] * g.sw))
    return view.reshape(n, c * g.kh * g.kw, g.oh * g.ow)


def _col2im_ref(cols: Any, c: int, h: int, w: int, g: Geometry) -> Any:
    """im2col's adjoint: each window offset's columns added to the pixels they came from."""
    xp = xp_of(cols)
    n = cols.shape[0]
    blocks = cols.reshape(n, c, g.kh, g.kw, g.oh, g.ow)
    out = xp.zeros((n, c, max(h + 2 * g.ph, (g.oh - 1) * g.sh + (g.kh - 1) * g.dh + 1),
                    max(w + 2 * g.pw, (g.ow - 1) * g.sw + (g.kw - 1) * g.dw + 1)), dtype=cols.dtype)
    for i in range(g.kh):
        for j in range(g.kw):
            y, x = i * g.dh, j * g.dw
            out[:, :, y:y + g.sh * (g.oh - 1) + 1:g.sh, x:x + g.sw * (g.ow - 1) + 1:g.sw] += blocks[:, :, i, j]
    return out[:, :, g.ph:g.ph + h, g.pw:g.pw + w]


def _by_group(a: Any, groups: int) -> Any:
    """[N, R, P] -> [N, groups, R/groups, P] (a view)."""
    return a.reshape(a.shape[0], groups, a.shape[1] // groups, a.shape[2])


def _filter_grad(cols: Any, dout: Any) -> Any:
    """sum over the batch of dout [N, g, A, P] @ cols^T [N, g, P, B] -> [g, A, B]."""
    return matmul(dout, cols.transpose(0, 1, 3, 2)).sum(axis=0)


def _conv2d(x: Any, w: Any, *, strides: list[int], paddings: list[int], dilations: list[int], groups: int) -> Any:
    """Filter [g, M/g, K] @ cols [N, g, K, P] -> [N, M, oh, ow]."""
    _check_channels("conv2d", x.shape[1], w, groups, transpose=False)
    g = _geometry("conv2d", x.shape[2:], w, strides, paddings, dilations)
    cols = _by_group(_im2col_ref(x, g), groups)
    out = matmul(w.reshape(groups, w.shape[0] // groups, -1), cols)
    return out.reshape(x.shape[0], w.shape[0], g.oh, g.ow)


def _conv2d_grad(x: Any, w: Any, dout: Any, *, strides: list[int], paddings: list[int], dilations: list[int],
                 groups: int, needed: tuple[bool, ...] = (True, True)) -> tuple[Any, Any]:
    _check_channels("conv2d_grad", x.shape[1], w, groups, transpose=False)
    g = _geometry("conv2d_grad", x.shape[2:], w, strides, paddings, dilations)
    n, c, h, wd = x.shape
    d = _by_group(dout.reshape(n, w.shape[0], g.oh * g.ow), groups)
    dw = _filter_grad(_by_group(_im2col_ref(x, g), groups), d).reshape(w.shape) if needed[1] else None
    dx = None
    if needed[0]:  # col2im of Filter^T [g, K, M/g] @ dOut [N, g, M/g, P]
        wg = w.reshape(groups, w.shape[0] // groups, -1)
        dcols = matmul(wg.transpose(0, 2, 1), d)
        dx = _col2im_ref(dcols.reshape(n, -1, g.oh * g.ow), c, h, wd, g)
    return dx, dw


def _conv2d_transpose(x: Any, w: Any, *, strides: list[int], paddings: list[int], dilations: list[int],
                      groups: int) -> Any:
    """col2im of Filter [g, (M/g) kh kw, C/g] @ x [N, g, C/g, H*W]."""
    _check_channels("conv2d_transpose", x.shape[1], w, groups, transpose=True)
    g = _transpose_geometry(x, w, strides, paddings, dilations)
    n, c, h, wd = x.shape
    wg = w.reshape(groups, c // groups, -1).transpose(0, 2, 1)
    cols = matmul(wg, _by_group(x.reshape(n, c, h * wd), groups))
    return _col2im_ref(cols.reshape(n, -1, h * wd), w.shape[1] * groups, *_out_size(x, w, g), g)


def _conv2d_transpose_grad(x: Any, w: Any, dout: Any, *, strides: list[int], paddings: list[int],
                           dilations: list[int], groups: int,
                           needed: tuple[bool, ...] = (True, True)) -> tuple[Any, Any]:
    """dX = conv2d of dOut by Filter as [C, (M/g) kh kw]; dFilter = x against dOut's columns."""
    n, c, h, wd = x.shape
    _check_channels("conv2d_transpose_grad", c, w, groups, transpose=True)
    g = _transpose_geometry(x, w, strides, paddings, dilations)
    cols = _by_group(_im2col_ref(dout, g), groups)  # [N, g, (M/g) kh kw, H*W]
    dx = dw = None
    if needed[0]:
        dx = matmul(w.reshape(groups, c // groups, -1), cols).reshape(x.shape)
    if needed[1]:
        dw = _filter_grad(cols, _by_group(x.reshape(n, c, h * wd), groups)).reshape(w.shape)
    return dx, dw


# --- the registered kernels: the convolution, then the optional Bias per output channel, in place ---
def add_bias(out: Any, b: Any) -> Any:
    """out [N, M, ...] += b [M] (out is the kernel's own fresh array)."""
    if b is not None:
        out += b.reshape((1, -1) + (1,) * (out.ndim - 2))
    return out


def bias_grad(dout: Any, b: Any, needed: tuple[bool, ...]) -> Any:
    """Bias's gradient: dOut summed over all but the channels; None where no Bias was given."""
    if b is None or len(needed) <= 2 or not needed[2]:
        return None
    return dout.sum(axis=(0,) + tuple(range(2, dout.ndim)))


def _conv2d_op(x: Any, w: Any, b: Any, *, strides: list[int], paddings: list[int], dilations: list[int],
               groups: int) -> Any:
    return add_bias(_conv2d(x, w, strides=strides, paddings=paddings, dilations=dilations, groups=groups), b)


def _conv2d_op_cpu(x: Any, w: Any, b: Any, *, strides: list[int], paddings: list[int], dilations: list[int],
                   groups: int) -> Any:
    return add_bias(_conv2d_cpu(x, w, strides=strides, paddings=paddings, dilations=dilations, groups=groups), b)


def _conv2d_op_grad(x: Any, w: Any, b: Any, dout: Any, *, strides: list[int], paddings: list[int], dilations: list[int],
                    groups: int, needed: tuple[bool, ...] = (True, True, True)) -> tuple[Any, Any, Any]:
    dx, dw = _conv2d_grad(x, w, dout, strides=strides, paddings=paddings, dilations=dilations, groups=groups,
                          needed=needed[:2])
    return dx, dw, bias_grad(dout, b, needed)


def _conv2d_op_grad_cpu(x: Any, w: Any, b: Any, dout: Any, *, strides: list[int], paddings: list[int],
                        dilations: list[int], groups: int,
                        needed: tuple[bool, ...] = (True, True, True)) -> tuple[Any, Any, Any]:
    dx, dw = _conv2d_grad_cpu(x, w, dout, strides=strides, paddings=paddings, dilations=dilations, groups=groups,
                              needed=needed[:2])
    return dx, dw, bias_grad(dout, b, needed)


def _window_attrs(fn: Function, max_padding: int = MAX_STEP) -> Function:
    return (fn.attribute("strides", list[int], "the step of the window along H and W").default([1, 1])
            .length(2, 2).in_range(1, MAX_STEP)
            .attribute("paddings", list[int], "zeros added on both sides of H and of W").default([0, 0])
            .length(2, 2).in_range(0, max_padding)
            .attribute("dilations", list[int], "the spacing of the window's taps along H and W").default([1, 1])
            .length(2, 2).in_range(1, MAX_STEP)
            .attribute("groups", int, "channel groups: each group of Input's channels is convolved with its "
                       "own group of filters (any count dividing the channels)").default(1).at_least(1))


conv2d = (
    _window_attrs(
        Function("conv2d", "2-D convolution (cross-correlation, as Paddle and torch) of NCHW images by "
                 "a bank of filters, with strides, zero padding, dilation and channel groups.")
        .input("Input", "an [N, C, H, W] batch of images", shape=("N", "C", "H", "W"))
        .input("Filter", "[M, C / groups, kh, kw] filters", shape=("M", "CG", "KH", "KW"))
        .input("Bias", "[M]: added to each output channel (optional)", shape=("M",), optional=True)
        .output("Output", "[N, M, (H + 2p - d(kh - 1) - 1) / s + 1, ...] (floor)", rank=4))
    .shape(_conv2d_shape)
    .oracle("torch", "torch.nn.functional.conv2d(Input, Filter, Bias, stride=strides, padding=paddings, "
            "dilation=dilations, groups=groups)")
    .kernel(_conv2d_op)
    .kernel("cpu", _conv2d_op_cpu)
    .grad(_conv2d_op_grad, reads=("Input", "Filter", "Bias"))
    .grad_kernel("cpu", _conv2d_op_grad_cpu)
    .test_inputs(_conv2d_inputs, sizes=("groups",))
    .example("x = data('x', [None, 1, 28, 28])\n"
             "w = data('w', [6, 1, 5, 5])\n"
             "y = layers.conv2d(x, w, paddings=[2, 2])  # [N, 6, 28, 28]")
    .register()
)

conv2d_transpose = (
    _window_attrs(
        Function("conv2d_transpose", "The transpose of conv2d (its gradient with respect to its input), "
                 "as Paddle's conv2d_transpose and torch's conv_transpose2d: upsamples NCHW images.")
        .input("Input", "an [N, C, H, W] batch of images", shape=("N", "C", "H", "W"))
        .input("Filter", "[C, M / groups, kh, kw] filters", shape=("C", "MG", "KH", "KW"))
        .output("Output", "[N, M, (H - 1) s - 2p + d(kh - 1) + 1, ...]", rank=4),
        max_padding=MAX_TRANSPOSE_PADDING)
    .shape(_conv2d_transpose_shape)
    .oracle("torch", "torch.nn.functional.conv_transpose2d(Input, Filter, stride=strides, padding=paddings, "
            "dilation=dilations, groups=groups)")
    .kernel(_conv2d_transpose)
    .kernel("cpu", _conv2d_transpose_cpu)
    .grad(_conv2d_transpose_grad, reads=("Input", "Filter"))
    .grad_kernel("cpu", _conv2d_transpose_grad_cpu)
    .test_inputs(_conv2d_transpose_inputs, sizes=("groups",))
    .example("x = data('x', [None, 16, 5, 5])\n"
             "w = data('w', [16, 6, 2, 2])\n"
             "y = layers.conv2d_transpose(x, w, strides=[2, 2])  # [N, 6, 10, 10]")
    .register()
)
