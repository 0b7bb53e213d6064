"""N-D convolutions over [N, C, *spatial] tensors of 1, 2 or 3 spatial axes: conv and
conv_transpose (+ gradients), as ONNX's Conv / ConvTranspose and torch's conv1d/2d/3d.

The same im2col / col2im products as conv2d (kernels/conv.py), over any number of axes: the
array-generic kernels lay every window out as a column with stride tricks. The cpu kernels hand
the common cases to conv2d's fast paths: a 2-D convolution is conv2d's cpu kernel (C++ direct
convolution, im2col + BLAS, the depthwise path), a 1-D one is a 2-D one over images one pixel
high; 3-D runs the array-generic kernel.

`strides`, `paddings` and `dilations` hold one value per spatial axis, or one value for every
axis (as torch's int arguments).
"""
from __future__ import annotations

import itertools
import math
from typing import Any

import numpy as np

from paddle.registry import FLOAT_TYPES, Function, TensorInfo, require
from paddle.registry.errors import input_error

from . import _conv_inputs as ci
from . import conv as c2
from ._xp import NARROW_FLOATS, xp_of

MAX_RANK = 3  # spatial axes


def per_axis(values: list[int], rank: int) -> list[int]:
    """One value per spatial axis: a single value stands for every axis."""
    return list(values) * rank if len(values) == 1 else list(values)


def _fits(values: list[int], rank: int) -> bool:
    return len(values) in (1, rank)


# --- shape rules ---------------------------------------------------------------------------------
def _window_rule(x: TensorInfo, w: TensorInfo, strides: list[int], paddings: list[int],
                 dilations: list[int]) -> tuple[int, list[int], list[int], list[int]]:
    rank = len(x.shape) - 2
    require(1 <= rank <= MAX_RANK,
            f"Input should have 1 to {MAX_RANK} spatial axes ([N, C, ...]), got rank {len(x.shape)}")
    require(len(w.shape) == len(x.shape), f"Filter's rank ({len(w.shape)}) should equal Input's ({len(x.shape)})")
    for name, v in (("strides", strides), ("paddings", paddings), ("dilations", dilations)):
        require(_fits(v, rank), f"{name} ({v}) should hold 1 or {rank} values (one per spatial axis)")
    return rank, per_axis(strides, rank), per_axis(paddings, rank), per_axis(dilations, rank)


def _nonempty(x: TensorInfo, w: TensorInfo, out: list[int | None]) -> None:
    require(all(o is None or o > 0 for o in out),
            f"the output would be empty ({out}): Input's image {list(x.shape[2:])} is smaller than "
            f"Filter's window {list(w.shape[2:])} with its strides, paddings and dilations")


def _conv_shape(x: TensorInfo, w: TensorInfo, b: TensorInfo | None, *, strides: list[int], paddings: list[int],
                dilations: list[int], groups: int) -> TensorInfo:
    rank, s, p, d = _window_rule(x, w, strides, paddings, dilations)
    c2._check_groups(x, w, groups, transpose=False)
    out = [c2.conv_size(x.shape[2 + a], w.shape[2 + a], s[a], p[a], d[a]) for a in range(rank)]
    _nonempty(x, w, out)
    return TensorInfo((x.shape[0], w.shape[0], *out), x.dtype)


def _conv_transpose_shape(x: TensorInfo, w: TensorInfo, *, strides: list[int], paddings: list[int],
                          dilations: list[int], groups: int) -> TensorInfo:
    rank, s, p, d = _window_rule(x, w, strides, paddings, dilations)
    c2._check_groups(x, w, groups, transpose=True)
    out = [c2.transpose_size(x.shape[2 + a], w.shape[2 + a], s[a], p[a], d[a]) for a in range(rank)]
    _nonempty(x, w, out)
    m = None if w.shape[1] is None else w.shape[1] * groups
    return TensorInfo((x.shape[0], m, *out), x.dtype)


# --- run-time geometry ------------------------------------------------------------------------------
class Window:
    """One N-D convolution's sizes per spatial axis: kernel, strides, paddings, dilations, the
    image (the conv's input) and the output."""

    def __init__(self, op: str, kernel: tuple[int, ...], strides: list[int], paddings: list[int],
                 dilations: list[int], image: tuple[int, ...], out: tuple[int, ...] | None = None) -> None:
        rank = len(kernel)
        if not (_fits(strides, rank) and _fits(paddings, rank) and _fits(dilations, rank)):
            raise input_error(op, "Input", f"has {rank} spatial axes, but strides={strides}, paddings={paddings}, "
                              f"dilations={dilations} do not hold 1 or {rank} values", image)
        self.k, self.s = tuple(kernel), per_axis(strides, rank)
        self.p, self.d = per_axis(paddings, rank), per_axis(dilations, rank)
        self.image = tuple(int(v) for v in image)
        self.out = out if out is not None else tuple(
            c2.conv_size(n, k, s, p, d) or 0 for n, k, s, p, d in zip(self.image, self.k, self.s, self.p, self.d))
        if min(self.out, default=1) <= 0 or min(self.image, default=1) <= 0:
            raise input_error(op, "Input", f"gives an empty output {list(self.out)}: its image {list(self.image)} "
                              f"with the window {list(self.k)}, strides={strides}, paddings={paddings}, "
                              f"dilations={dilations}", self.image)

    def padded_size(self) -> tuple[int, ...]:
        """The padded image, grown where the last window reaches past it (a transpose's image)."""
        return tuple(max(n + 2 * p, (o - 1) * s + (k - 1) * d + 1)
                     for n, p, o, s, k, d in zip(self.image, self.p, self.out, self.s, self.k, self.d))


def _im2col(x: Any, g: Window) -> Any:
    """[N, C, *image] -> [N, C * prod(k), prod(out)]: a strided view of the padded image, one copy."""
    xp = xp_of(x)
    pads = [(0, 0), (0, 0)] + [(p, big - n - p) for n, p, big in zip(g.image, g.p, g.padded_size())]
    xpad = xp.ascontiguousarray(xp.pad(x, pads))
    st = xpad.strides
    view = xp.lib.stride_tricks.as_strided(
        xpad, x.shape[:2] + g.k + g.out,
        st[:2] + tuple(st[2 + a] * g.d[a] for a in range(len(g.k)))
        + tuple(st[2 + a] * g.s[a] for a in range(len(g.k))))
    return view.reshape(x.shape[0], x.shape[1] * math.prod(g.k), math.prod(g.out))


def _col2im(cols: Any, c: int, g: Window) -> Any:
    """im2col's adjoint: every window tap's columns added back at the pixels they came from."""
    xp = xp_of(cols)
    n = cols.shape[0]
    blocks = cols.reshape((n, c) + g.k + g.out)
    image = xp.zeros((n, c) + g.padded_size(), dtype=cols.dtype)
    for tap in itertools.product(*(range(k) for k in g.k)):
        where = tuple(slice(t * d, t * d + s * (o - 1) + 1, s) for t, d, s, o in zip(tap, g.d, g.s, g.out))
        image[(slice(None), slice(None)) + where] += blocks[(slice(None), slice(None)) + tap]
    return image[(slice(None), slice(None)) + tuple(slice(p, p + n) for p, n in zip(g.p, g.image))]


def _by_group(a: Any, groups: int) -> Any:
    return a.reshape(a.shape[0], groups, a.shape[1] // groups, a.shape[2])


def _conv(x: Any, w: Any, *, strides: list[int], paddings: list[int], dilations: list[int], groups: int) -> Any:
    """Filter [g, M/g, K] @ cols [N, g, K, P]."""
    c2._check_channels("conv", x.shape[1], w, groups, transpose=False)
    g = Window("conv", w.shape[2:], strides, paddings, dilations, x.shape[2:])
    out = xp_of(x).matmul(w.reshape(groups, w.shape[0] // groups, -1), _by_group(_im2col(x, g), groups))
    return out.reshape((x.shape[0], w.shape[0]) + g.out)


def _conv_grad(x: Any, w: Any, dout: Any, *, strides: list[int], paddings: list[int], dilations: list[int],
               groups: int, needed: tuple[bool, ...] = (True, True)) -> tuple[Any, Any]:
    c2._check_channels("conv_grad", x.shape[1], w, groups, transpose=False)
    g = Window("conv_grad", w.shape[2:], strides, paddings, dilations, x.shape[2:])
    xp = xp_of(x)
    d = _by_group(dout.reshape(x.shape[0], w.shape[0], -1), groups)
    dw = dx = None
    if needed[1]:
        cols = _by_group(_im2col(x, g), groups)
        dw = xp.matmul(d, cols.transpose(0, 1, 3, 2)).sum(axis=0).reshape(w.shape)
    if needed[0]:
        wg = w.reshape(groups, w.shape[0] // groups, -1)
        dx = _col2im(xp.matmul(wg.transpose(0, 2, 1), d).reshape(x.shape[0], -1, math.prod(g.out)), x.shape[1], g)
    return dx, dw


def _transpose_window(op: str, x: Any, w: Any, strides: list[int], paddings: list[int],
                      dilations: list[int]) -> Window:
    """The window of the conv whose gradient conv_transpose is: its image is conv_transpose's
    output, its output x."""
    rank = x.ndim - 2
    s, p, d = per_axis(strides, rank), per_axis(paddings, rank), per_axis(dilations, rank)
    image = tuple(c2.transpose_size(n, k, *a) or 0 for n, k, a in zip(x.shape[2:], w.shape[2:], zip(s, p, d)))
    return Window(op, w.shape[2:], strides, paddings, dilations, image, out=tuple(x.shape[2:]))


def _conv_transpose(x: Any, w: Any, *, strides: list[int], paddings: list[int], dilations: list[int],
                    groups: int) -> Any:
    """col2im of Filter [g, (M/g) K, C/g] @ x [N, g, C/g, P]."""
    c2._check_channels("conv_transpose", x.shape[1], w, groups, transpose=True)
    g = _transpose_window("conv_transpose", x, w, strides, paddings, dilations)
    n, c = x.shape[:2]
    wg = w.reshape(groups, c // groups, -1).transpose(0, 2, 1)
    cols = xp_of(x).matmul(wg, _by_group(x.reshape(n, c, -1), groups))
    return _col2im(cols.reshape(n, -1, math.prod(g.out)), w.shape[1] * groups, g)


def _conv_transpose_grad(x: Any, w: Any, dout: Any, *, strides: list[int], paddings: list[int],
                         dilations: list[int], groups: int,
                         needed: tuple[bool, ...] = (True, True)) -> tuple[Any, Any]:
    n, c = x.shape[:2]
    c2._check_channels("conv_transpose_grad", c, w, groups, transpose=True)
    g = _transpose_window("conv_transpose_grad", x, w, strides, paddings, dilations)
    xp = xp_of(x)
    cols = _by_group(_im2col(dout, g), groups)  # [N, g, (M/g) K, P]
    dx = dw = None
    if needed[0]:
        dx = xp.matmul(w.reshape(groups, c // groups, -1), cols).reshape(x.shape)
    if needed[1]:
        xs = _by_group(x.reshape(n, c, -1), groups)
        dw = xp.matmul(xs, cols.transpose(0, 1, 3, 2)).sum(axis=0).reshape(w.shape)
    return dx, dw


# --- cpu kernels: 1-D and 2-D through conv2d's fast paths ------------------------------------------
def _lift(strides: list[int], paddings: list[int], dilations: list[int]) -> dict[str, list[int]] | None:
    """The attributes of a 1-D window as a 2-D one over images one pixel high (None: not 1-D)."""
    if not all(len(v) == 1 for v in (strides, paddings, dilations)):
        return None
    return {"strides": [1, strides[0]], "paddings": [0, paddings[0]], "dilations": [1, dilations[0]]}


def _flat(x: Any, w: Any, strides: list[int], paddings: list[int], dilations: list[int]) -> dict[str, list[int]] | None:
    """conv2d's attributes for a 1-D or 2-D case (1-D inputs then get an axis of 1); None for 3-D."""
    if x.ndim == 4:
        return {"strides": per_axis(strides, 2), "paddings": per_axis(paddings, 2), "dilations": per_axis(dilations, 2)}
    return _lift(strides, paddings, dilations) if x.ndim == 3 else None


def _up(a: Any, rank: int) -> Any:
    return a[:, :, None] if rank == 1 else a


def _down(a: Any, rank: int) -> Any:
    return a[:, :, 0] if rank == 1 and a is not None else a


def _conv_cpu(x: Any, w: Any, *, strides: list[int], paddings: list[int], dilations: list[int], groups: int) -> Any:
    flat = _flat(x, w, strides, paddings, dilations)
    if flat is None:
        return _conv(x, w, strides=strides, paddings=paddings, dilations=dilations, groups=groups)
    rank = x.ndim - 2
    return _down(c2._conv2d_cpu(_up(x, rank), _up(w, rank), groups=groups, **flat), rank)


def _conv_grad_cpu(x: Any, w: Any, dout: Any, *, strides: list[int], paddings: list[int], dilations: list[int],
                   groups: int, needed: tuple[bool, ...] = (True, True)) -> tuple[Any, Any]:
    flat = _flat(x, w, strides, paddings, dilations)
    if flat is None:
        return _conv_grad(x, w, dout, strides=strides, paddings=paddings, dilations=dilations, groups=groups,
                          needed=needed)
    rank = x.ndim - 2
    dx, dw = c2._conv2d_grad_cpu(_up(x, rank), _up(w, rank), _up(dout, rank), groups=groups, needed=needed, **flat)
    return _down(dx, rank), _down(dw, rank)


def _conv_transpose_cpu(x: Any, w: Any, *, strides: list[int], paddings: list[int], dilations: list[int],
                        groups: int) -> Any:
    flat = _flat(x, w, strides, paddings, dilations)
    if flat is None:
        return _conv_transpose(x, w, strides=strides, paddings=paddings, dilations=dilations, groups=groups)
    rank = x.ndim - 2
    return _down(c2._conv2d_transpose_cpu(_up(x, rank), _up(w, rank), groups=groups, **flat), rank)


def _conv_transpose_grad_cpu(x: Any, w: Any, dout: Any, *, strides: list[int], paddings: list[int],
                             dilations: list[int], groups: int,
                             needed: tuple[bool, ...] = (True, True)) -> tuple[Any, Any]:
    flat = _flat(x, w, strides, paddings, dilations)
    if flat is None:
        return _conv_transpose_grad(x, w, dout, strides=strides, paddings=paddings, dilations=dilations,
                                    groups=groups, needed=needed)
    rank = x.ndim - 2
    dx, dw = c2._conv2d_transpose_grad_cpu(_up(x, rank), _up(w, rank), _up(dout, rank), groups=groups,
                                           needed=needed, **flat)
    return _down(dx, rank), _down(dw, rank)


# --- the registered kernels: with the optional Bias -------------------------------------------------
def _in_float32(kernel: Any) -> Any:
    """`kernel` over float16/bfloat16 arrays computed in float32, each result rounded back once to
    Input's dtype (as ONNX's reference and torch accumulate a narrow convolution)."""
    from functools import wraps

    @wraps(kernel)
    def run(x: Any, *arrays: Any, **attrs: Any) -> Any:
        if x.dtype not in NARROW_FLOATS:
            return kernel(x, *arrays, **attrs)
        wide = [a.astype(np.float32) if a is not None else None for a in arrays]
        result = kernel(x.astype(np.float32), *wide, **attrs)
        if isinstance(result, tuple):
            return tuple(r.astype(x.dtype) if r is not None else None for r in result)
        return result.astype(x.dtype)
    return run


def _conv_op(x: Any, w: Any, b: Any, *, strides: list[int], paddings: list[int], dilations: list[int],
             groups: int) -> Any:
    return c2.add_bias(_conv(x, w, strides=strides, paddings=paddings, dilations=dilations, groups=groups), b)


def _conv_op_cpu(x: Any, w: Any, b: Any, *, strides: list[int], paddings: list[int], dilations: list[int],
                 groups: int) -> Any:
    return c2.add_bias(_conv_cpu(x, w, strides=strides, paddings=paddings, dilations=dilations, groups=groups), b)


def _conv_op_grad(x: Any, w: Any, b: Any, dout: Any, *, strides: list[int], paddings: list[int], dilations: list[int],
                  groups: int, needed: tuple[bool, ...] = (True, True, True)) -> tuple[Any, Any, Any]:
    dx, dw = _conv_grad(x, w, dout, strides=strides, paddings=paddings, dilations=dilations, groups=groups,
                        needed=needed[:2])
    return dx, dw, c2.bias_grad(dout, b, needed)


def _conv_op_grad_cpu(x: Any, w: Any, b: Any, dout: Any, *, strides: list[int], paddings: list[int],
                      dilations: list[int], groups: int,
                      needed: tuple[bool, ...] = (True, True, True)) -> tuple[Any, Any, Any]:
    dx, dw = _conv_grad_cpu(x, w, dout, strides=strides, paddings=paddings, dilations=dilations, groups=groups,
                            needed=needed[:2])
    return dx, dw, c2.bias_grad(dout, b, needed)


# --- test inputs -----------------------------------------------------------------------------------
def _fit(values: list[int], rank: int) -> list[int]:
    """One value per axis for a test input, even from lists of other lengths (which the shape rule
    then refuses)."""
    return [values[min(a, len(values) - 1)] for a in range(rank)]


def _rank(rng: Any, *lists: list[int]) -> int:
    longest = max(len(v) for v in lists)
    return longest if longest > 1 else int(rng.integers(1, MAX_RANK + 1))


def _conv_inputs(rng: Any, dtype: Any, *, strides: list[int], paddings: list[int], dilations: list[int],
                 groups: int) -> dict[str, Any]:
    rank = _rank(rng, strides, paddings, dilations)
    s, p, d = _fit(strides, rank), _fit(paddings, rank), _fit(dilations, rank)
    sides = [ci._side(rng, s[a], p[a], d[a]) for a in range(rank)]
    small = groups > 2 or rank == 3  # one image, one channel per group
    cg, mg = (1, 1) if small else (int(rng.integers(1, 3)), int(rng.integers(1, 3)))
    n = 1 if small else int(rng.integers(1, 3))
    return ci.with_bias(rng, dtype, {"Input": ci._values(rng, (n, cg * groups, *(h for h, _ in sides)), dtype),
                                     "Filter": ci._values(rng, (mg * groups, cg, *(k for _, k in sides)), dtype)})


def _conv_transpose_inputs(rng: Any, dtype: Any, *, strides: list[int], paddings: list[int],
                           dilations: list[int], groups: int) -> dict[str, Any]:
    rank = _rank(rng, strides, paddings, dilations)
    s, p, d = _fit(strides, rank), _fit(paddings, rank), _fit(dilations, rank)
    sides = [ci._transpose_side(rng, s[a], p[a], d[a]) for a in range(rank)]
    small = groups > 2 or rank == 3 or math.prod(h for h, _ in sides) > 16
    cg, mg = (1, 1) if small else (int(rng.integers(1, 3)), int(rng.integers(1, 3)))
    n = 1 if small else int(rng.integers(1, 3))
    return {"Input": ci._values(rng, (n, cg * groups, *(h for h, _ in sides)), dtype),
            "Filter": ci._values(rng, (cg * groups, mg, *(k for _, k in sides)), dtype)}


def _attrs(fn: Function, max_padding: int) -> Function:
    return (fn.attribute("strides", list[int], "the step of the window along each spatial axis (one value: "
                         "every axis)").default([1]).length(1, MAX_RANK).in_range(1, c2.MAX_STEP)
            .attribute("paddings", list[int], "zeros added on both sides of each spatial axis (one value: every "
                       "axis)").default([0]).length(1, MAX_RANK).in_range(0, max_padding)
            .attribute("dilations", list[int], "the spacing of the window's taps along each spatial axis (one "
                       "value: every axis)").default([1]).length(1, MAX_RANK).in_range(1, c2.MAX_STEP)
            .attribute("groups", int, "channel groups: each group of Input's channels is convolved with its "
                       "own group of filters (any count dividing the channels)").default(1).at_least(1))


def _oracle(name: str, bias: str = "") -> str:
    """torch's conv{1,2,3}d (or conv_transpose) picked by Input's rank (torch widens a one-value list)."""
    call = ("torch.nn.functional.%s%dd(Input, Filter, " + bias + "stride=strides, padding=paddings, "
            "dilation=dilations, groups=groups)")
    return f"{call % (name, 1)} if Input.dim() == 3 else {call % (name, 2)} if Input.dim() == 4 else {call % (name, 3)}"


conv = (
    _attrs(Function("conv", "N-D convolution (cross-correlation, as torch and ONNX's Conv) of [N, C, *spatial] "
                    "tensors of 1 to 3 spatial axes by a bank of filters, with strides, zero padding, "
                    "dilation and channel groups.")
           .input("Input", "an [N, C, *spatial] batch (1 to 3 spatial axes)", shape=("N", "C", "...S"))
           .input("Filter", "[M, C / groups, *kernel] filters", shape=("M", "CG", "...K"))
           .input("Bias", "[M]: added to each output channel (optional)", shape=("M",), optional=True)
           .output("Output", "[N, M, *((size + 2p - d(k - 1) - 1) / s + 1)] (floor)")
           .types(FLOAT_TYPES), c2.MAX_STEP)  # float16/bfloat16 computed in float32, rounded once
    .shape(_conv_shape)
    .oracle("torch", _oracle("conv", "Bias, "))
    .kernel(_in_float32(_conv_op))
    .kernel("cpu", _in_float32(_conv_op_cpu))
    .grad(_in_float32(_conv_op_grad), reads=("Input", "Filter", "Bias"))
    .grad_kernel("cpu", _in_float32(_conv_op_grad_cpu))
    .test_inputs(_conv_inputs, sizes=("groups",))
    .example("x = data('x', [None, 4, 50])\n"
             "w = data('w', [8, 4, 3])\n"
             "y = layers.conv(x, w, paddings=[1])  # [N, 8, 50]")
    .register()
)

conv_transpose = (
    _attrs(Function("conv_transpose", "The transpose of conv (its gradient with respect to its input) over "
                    "1 to 3 spatial axes, as torch's conv_transpose1d/2d/3d: upsamples [N, C, *spatial] tensors.")
           .input("Input", "an [N, C, *spatial] batch (1 to 3 spatial axes)", shape=("N", "C", "...S"))
           .input("Filter", "[C, M / groups, *kernel] filters", shape=("C", "MG", "...K"))
           .output("Output", "[N, M, *((size - 1) s - 2p + d(k - 1) + 1)]"), c2.MAX_TRANSPOSE_PADDING)
    .shape(_conv_transpose_shape)
    .oracle("torch", _oracle("conv_transpose"))
    .kernel(_conv_transpose)
    .kernel("cpu", _conv_transpose_cpu)
    .grad(_conv_transpose_grad, reads=("Input", "Filter"))
    .grad_kernel("cpu", _conv_transpose_grad_cpu)
    .test_inputs(_conv_transpose_inputs, sizes=("groups",))
    .example("x = data('x', [None, 8, 5, 5, 5])\n"
             "w = data('w', [8, 4, 2, 2, 2])\n"
             "y = layers.conv_transpose(x, w, strides=[2])  # [N, 4, 10, 10, 10]")
    .register()
)
