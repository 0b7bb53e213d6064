"""Activations: sigmoid, relu, tanh, leaky_relu, elu, selu, gelu, softplus, prelu, softmax (over
any axis) and log_softmax (a composite of `sub` and `logsumexp`).

Each elementwise activation has an array-generic kernel (numpy, cupy) and a C++ kernel for the
CPU (kernels/cpp/activation.cc), forward and gradient; the C++ ones run on the CPU, and the
generated tests compare both with the oracle (forward) and the numeric gradient (grad op).
Gradients are written in terms of Out where that is exact, so the grad op reads the forward
output rather than recomputing it.
"""
from __future__ import annotations

import math
from typing import Any, Callable

import numpy as np

from paddle.registry import FLOAT_TYPES, ROWS, ConstraintError, Function, Layer, SourceLocation, TensorInfo, require

from . import _native
from ._xp import accumulating, xp_of
from .native_ops import NATIVE_DTYPES
from .reduce import MAX_RANK
from .unary import _erf

SQRT_HALF = math.sqrt(0.5)
INV_SQRT_2PI = 1.0 / math.sqrt(2.0 * math.pi)
TANH_K = math.sqrt(2.0 / math.pi)  # gelu's tanh form: tanh(TANH_K * (x + TANH_C * x**3))
TANH_C = 0.044715
SELU_SCALE = 1.0507009873554804934193349852946  # Klambauer et al. (2017), as torch
SELU_ALPHA = 1.6732632423543772848170429916717


def _act(name: str, doc: str) -> Function:
    """X (any shape; rows may be sequence steps) -> Out like X; declared where this is called."""
    return (Function(name, doc, source=SourceLocation.of_caller())
            .input("X", "a tensor of any shape", seq_types=ROWS)
            .output("Out", "shaped like X", like="X"))


def _declare(name: str, doc: str, forward: Callable[..., Any], backward: Callable[..., Any],
             oracle: tuple[Any, str], native: str, reads: tuple[str, ...] = ("X", "Out"),
             per_element: tuple[str, str] | None = None) -> Any:
    """An activation without attributes: X@GRAD = backward(*reads, dout); `oracle` (kind,
    expression); `native` names the C++ kernels `<native>` and `<native>_grad`; `per_element`:
    (forward, gradient) as C++ expressions, for fused kernels (registry/fusion.py). Out may be
    written over X, and X@GRAD over Out@GRAD (every kernel takes `in_place`)."""
    fn = _act(name, doc)
    if per_element is not None:
        fn = fn.elementwise(per_element[0], X=per_element[1])
    return (fn.types(FLOAT_TYPES).oracle(*oracle).kernel(accumulating(forward)).in_place("Out", "X")
            .grad(backward, reads=reads, in_place=(("X@GRAD", "Out@GRAD"),))
            .kernel("cpu", getattr(_native, native), dtypes=NATIVE_DTYPES)
            .grad_kernel("cpu", getattr(_native, f"{native}_grad"))
            .example(f"out = layers.{name}(data('x', [None, 3]))").register())


def _sigmoid(x: Any, *, in_place: bool = False) -> Any:
    xp = xp_of(x)
    if x.ndim == 0:  # exp of a 0-d array is a numpy scalar, which cannot be written in place
        return _sigmoid(x.reshape(1), in_place=in_place).reshape(())
    e = xp.negative(x, out=x if in_place else None)
    with np.errstate(over="ignore"):  # exp(-x) -> inf for x << 0 gives the right limit, 0
        xp.exp(e, out=e)
    e += 1  # a fresh array (or X's): updating it in place saves two allocations per call
    return xp.reciprocal(e, out=e)


def _sigmoid_grad(x: Any, out: Any, dout: Any, *, in_place: bool = False) -> Any:
    dx = xp_of(dout).multiply(dout, out, out=dout if in_place else None)
    dx *= 1 - out
    return dx


def _relu(x: Any, *, in_place: bool = False) -> Any:
    return xp_of(x).maximum(x, 0, out=x if in_place else None)


def _relu_grad(x: Any, out: Any, dout: Any, *, in_place: bool = False) -> Any:
    return xp_of(dout).multiply(dout, out > 0, out=dout if in_place else None)


def _tanh(x: Any, *, in_place: bool = False) -> Any:
    return xp_of(x).tanh(x, out=x if in_place else None)


def _tanh_grad(x: Any, out: Any, dout: Any, *, in_place: bool = False) -> Any:
    return xp_of(dout).multiply(dout, 1 - out * out, out=dout if in_place else None)


sigmoid = _declare("sigmoid", "Out = 1 / (1 + exp(-X)), elementwise.", _sigmoid, _sigmoid_grad,
                   ("torch", "torch.sigmoid(X)"), "sigmoid",
                   per_element=("T(1) / (T(1) + exp_fast(-x))", "dout * out * (T(1) - out)"))
relu = _declare("relu", "Out = max(X, 0), elementwise.", _relu, _relu_grad, ("onnx", "Relu(X)"), "relu",
                per_element=("x > T(0) ? x : (x != x ? x : T(0))", "out > T(0) ? dout : dout * T(0)"))
tanh = _declare("tanh", "Out = tanh(X), elementwise.", _tanh, _tanh_grad, ("onnx", "Tanh(X)"), "tanh",
                per_element=("tanh_fast(x)", "dout * (T(1) - out * out)"))


# --- leaky_relu, elu, selu ------------------------------------------------------------------------
def _leaky_relu(x: Any, *, alpha: float) -> Any:
    with np.errstate(over="ignore"):  # alpha * x beyond the dtype is -inf, as in torch
        return xp_of(x).where(x > 0, x, x * alpha).astype(x.dtype, copy=False)


def _leaky_relu_grad(x: Any, dout: Any, *, alpha: float) -> Any:
    with np.errstate(over="ignore", invalid="ignore"):
        return xp_of(x).where(x > 0, dout, dout * alpha).astype(x.dtype, copy=False)


leaky_relu = (
    _act("leaky_relu", "Out = X where X > 0, else alpha * X, elementwise.")
    .attribute("alpha", float, "the slope for X <= 0").default(0.02)
    .oracle("torch", "torch.nn.functional.leaky_relu(X, negative_slope=alpha)")
    .kernel(_leaky_relu).grad(_leaky_relu_grad, reads=("X",))
    .kernel("cpu", _native.leaky_relu).grad_kernel("cpu", _native.leaky_relu_grad)
    .example("out = layers.leaky_relu(data('x', [None, 3]), alpha=0.1)")
    .register()
)


def _elu(x: Any, *, alpha: float) -> Any:
    xp = xp_of(x)
    with np.errstate(over="ignore", invalid="ignore"):  # expm1 of a big x is not taken (x > 0)
        return xp.where(x > 0, x, alpha * xp.expm1(xp.minimum(x, 0))).astype(x.dtype, copy=False)


def _elu_grad(x: Any, dout: Any, *, alpha: float) -> Any:
    xp = xp_of(x)
    with np.errstate(over="ignore", invalid="ignore"):
        return xp.where(x > 0, dout, dout * (alpha * xp.exp(xp.minimum(x, 0)))).astype(x.dtype, copy=False)


elu = (
    _act("elu", "Out = X where X > 0, else alpha * (exp(X) - 1), elementwise.")
    .attribute("alpha", float, "the value Out approaches as X goes to -inf is -alpha").default(1.0)
    .types(FLOAT_TYPES)
    .oracle("torch", "torch.nn.functional.elu(X, alpha=alpha)")
    .kernel(accumulating(_elu)).grad(_elu_grad, reads=("X",))
    .kernel("cpu", _native.elu, dtypes=NATIVE_DTYPES).grad_kernel("cpu", _native.elu_grad)
    .example("out = layers.elu(data('x', [None, 3]), alpha=0.5)")
    .register()
)


def _selu(x: Any, *, scale: float, alpha: float) -> Any:
    with np.errstate(over="ignore", invalid="ignore"):
        return (_elu(x, alpha=alpha) * scale).astype(x.dtype, copy=False)


def _selu_grad(x: Any, dout: Any, *, scale: float, alpha: float) -> Any:
    with np.errstate(over="ignore", invalid="ignore"):
        return (_elu_grad(x, dout, alpha=alpha) * scale).astype(x.dtype, copy=False)


selu = (
    _act("selu", "Out = scale * (X where X > 0, else alpha * (exp(X) - 1)), elementwise: "
                 "self-normalising with the default constants.")
    .attribute("scale", float, "the factor of the whole").default(SELU_SCALE)
    .attribute("alpha", float, "the negative saturation of elu").default(SELU_ALPHA)
    .oracle("torch", "torch.nn.functional.elu(X, alpha=alpha) * scale")
    .kernel(_selu).grad(_selu_grad, reads=("X",))
    .kernel("cpu", _native.selu).grad_kernel("cpu", _native.selu_grad)
    .example("out = layers.selu(data('x', [None, 3]))")
    .register()
)


# --- gelu ------------------------------------------------------------------------------------------
def _erf_of(v: Any) -> Any:
    """unary's erf, also of a 0-d array (its numpy path returns a Python float there)."""
    return _erf(v.reshape(-1)).reshape(v.shape)


def _gelu(x: Any, *, approximate: bool) -> Any:
    xp = xp_of(x)
    with np.errstate(over="ignore", invalid="ignore"):
        if approximate:
            inner = TANH_K * (x + TANH_C * x * x * x)  # inf for a huge x: tanh gives 1
            return (0.5 * x * (1 + xp.tanh(inner))).astype(x.dtype, copy=False)
        return (0.5 * x * (1 + _erf_of(x * SQRT_HALF))).astype(x.dtype, copy=False)


def _gelu_grad(x: Any, dout: Any, *, approximate: bool) -> Any:
    xp = xp_of(x)
    with np.errstate(over="ignore", invalid="ignore"):
        if approximate:
            t = xp.tanh(TANH_K * (x + TANH_C * x * x * x))
            near = xp.clip(x, -10, 10)  # beyond, 1 - t * t is 0: keeps 0 * inf out of the product
            d = 0.5 * (1 + t) + 0.5 * near * (1 - t * t) * TANH_K * (1 + 3 * TANH_C * near * near)
        else:
            near = xp.clip(x, -40, 40)  # the density is 0 beyond
            d = 0.5 * (1 + _erf_of(x * SQRT_HALF)) + near * INV_SQRT_2PI * xp.exp(-0.5 * near * near)
        return (dout * d).astype(x.dtype, copy=False)


gelu = (
    _act("gelu", "Out = X * Phi(X), Phi the standard normal CDF (exact, with erf), elementwise; "
                 "approximate: the tanh form 0.5 X (1 + tanh(sqrt(2 / pi) (X + 0.044715 X^3))).")
    .attribute("approximate", bool, "use the tanh approximation").default(False)
    .oracle("torch", "torch.nn.functional.gelu(X) * (1 - approximate)"
                     " + torch.nn.functional.gelu(X, approximate='tanh') * approximate")
    .kernel(_gelu).grad(_gelu_grad, reads=("X",))
    .kernel("cpu", _native.gelu).grad_kernel("cpu", _native.gelu_grad)
    .example("out = layers.gelu(data('x', [None, 3]), approximate=True)")
    .register()
)


# --- softplus ----------------------------------------------------------------------------------------
def _softplus(x: Any, *, beta: float, threshold: float) -> Any:
    xp = xp_of(x)
    with np.errstate(over="ignore", invalid="ignore"):
        z = x * beta
        smooth = (xp.log1p(xp.exp(-xp.abs(z))) + xp.maximum(z, 0)) / beta  # never overflows
        return xp.where(z > threshold, x, smooth).astype(x.dtype, copy=False)


def _softplus_grad(x: Any, dout: Any, *, beta: float, threshold: float) -> Any:
    xp = xp_of(x)
    with np.errstate(over="ignore", invalid="ignore"):
        z = x * beta
        e = xp.exp(-xp.abs(z))
        s = xp.where(z >= 0, 1 / (1 + e), e / (1 + e))  # sigmoid(z), stable on both sides
        return xp.where(z > threshold, dout, dout * s).astype(x.dtype, copy=False)


def _softplus_inputs(rng: Any, dtype: Any, *, beta: float, threshold: float) -> dict[str, Any]:
    """Magnitudes 0.01 .. 300 of either sign (both sides of the threshold), none where beta * X is
    within 0.05 of the threshold: the op jumps there (by log(1 + e^-threshold) / beta, as torch's),
    a step no central difference can cross and a float32 product may round across. The sampler
    cannot keep away from a kink an attribute places."""
    shape = tuple(int(d) for d in rng.integers(1, 5, size=rng.integers(1, 3)))
    tries = (16,) + shape  # candidates per element; the first that keeps away from the jump
    candidates = rng.choice([-1.0, 1.0], tries) * 10.0 ** rng.uniform(-2.0, 2.5, tries)
    far = np.abs(candidates * beta - threshold) >= 0.05
    first = np.argmax(far, axis=0)  # all 16 near the jump: the odds are nil
    return {"X": np.take_along_axis(candidates, first[None], axis=0)[0].astype(dtype)}


softplus = (
    _act("softplus", "Out = log(1 + exp(beta * X)) / beta, elementwise; X itself where beta * X > "
                     "threshold (as torch).")
    .attribute("beta", float, "the sharpness").default(1.0).in_range(1e-3, 1e3)
    # log(1 + e^z) is z to float64 precision from z = 37 on: a larger threshold changes nothing
    # but where e^z overflows (torch's formula gives inf there)
    .attribute("threshold", float, "beyond it (of beta * X) the op is linear").default(20.0).in_range(0.0, 100.0)
    .oracle("torch", "torch.nn.functional.softplus(X, beta=beta, threshold=threshold)")
    .kernel(_softplus).grad(_softplus_grad, reads=("X",))
    .kernel("cpu", _native.softplus).grad_kernel("cpu", _native.softplus_grad)
    .test_inputs(_softplus_inputs)
    .example("out = layers.softplus(data('x', [None, 3]), beta=2.0)")
    .register()
)


# --- prelu: a learned slope per channel ---------------------------------------------------------
def _prelu_shape(x: TensorInfo, alpha: TensorInfo) -> None:
    channels = x.shape[1] if x.rank >= 2 else 1
    require(alpha.rank == 1, f"Alpha should be a vector (one slope, or one per channel), got rank {alpha.rank}")
    n = alpha.shape[0]
    require(n is None or n == 1 or channels is None or n == channels,
            f"Alpha should hold 1 slope or one per channel of X (dim 1: {channels}), got {n}")


def _slopes(x: Any, alpha: Any) -> Any:
    """Alpha shaped to broadcast against X: its channels along dim 1."""
    return alpha.reshape((1, -1) + (1,) * (x.ndim - 2)) if x.ndim >= 2 else alpha


def _prelu(x: Any, alpha: Any) -> Any:
    with np.errstate(over="ignore"):
        return xp_of(x).where(x > 0, x, x * _slopes(x, alpha))


def _prelu_grad(x: Any, alpha: Any, dout: Any) -> tuple[Any, Any]:
    xp = xp_of(x)
    with np.errstate(over="ignore", invalid="ignore"):
        a = _slopes(x, alpha)
        dx = xp.where(x > 0, dout, dout * a)
        contrib = xp.where(x > 0, 0, dout * x)
        kept = {1} if x.ndim >= 2 and alpha.shape[0] > 1 else set()
        dalpha = contrib.sum(axis=tuple(i for i in range(x.ndim) if i not in kept)).reshape(alpha.shape)
        return dx.astype(x.dtype, copy=False), dalpha.astype(alpha.dtype, copy=False)


def _prelu_inputs(rng: Any, dtype: Any) -> dict[str, Any]:
    """X of rank 1..3 (channels along dim 1) and one slope or one per channel; values at least
    0.05 from 0, where prelu has its kink (the metas cannot say that Alpha fits dim 1)."""
    shape = tuple(int(d) for d in rng.integers(1, 4, size=rng.integers(1, 4)))  # at most 27 elements
    x = rng.uniform(0.05, 3.0, shape) * rng.choice([-1.0, 1.0], shape)
    channels = shape[1] if len(shape) >= 2 and rng.random() < 0.7 else 1
    alpha = rng.uniform(0.05, 1.0, channels) * rng.choice([-0.5, 1.0], channels)
    return {"X": x.astype(dtype), "Alpha": alpha.astype(dtype)}


prelu = (
    Function("prelu", "Out = X where X > 0, else Alpha * X: a learned slope per channel (dim 1 of X) "
                      "or one for all.")
    .input("X", "a tensor; its dim 1 holds the channels", seq_types=ROWS)
    .input("Alpha", "the slopes: a vector of one per channel, or of one", rank=1)
    .output("Out", "shaped like X", like="X")
    .shape(_prelu_shape)
    .oracle("torch", "torch.nn.functional.prelu(X, Alpha)")
    .kernel(_prelu).grad(_prelu_grad, reads=("X", "Alpha"))
    .test_inputs(_prelu_inputs)
    .example("out = layers.prelu(data('x', [None, 3]), data('alpha', [3]))")
    .register()
)


# --- softmax over an axis; log_softmax composed of ops --------------------------------------------
def _softmax(x: Any, *, axis: int = -1) -> Any:
    xp = xp_of(x)
    e = xp.exp(x - x.max(axis=axis, keepdims=True))
    return e / e.sum(axis=axis, keepdims=True)


def _softmax_cpu(x: Any, *, axis: int = -1) -> Any:
    """The C++ row kernel (kernels/cpp/rows.cc) along the last axis; numpy's along another."""
    if x.size and axis in (-1, x.ndim - 1):
        return _native.softmax_last(x)
    return _softmax(x, axis=axis)


def _softmax_grad(x: Any, out: Any, dout: Any, *, axis: int = -1) -> Any:
    return out * (dout - (dout * out).sum(axis=axis, keepdims=True))


def _softmax_inputs(rng: Any, dtype: Any, *, axis: int) -> dict[str, Any]:
    """X of a rank `axis` fits (at least 2), 2..4 along it, normal values and, in the first lane
    along the axis, the extremes: +-big beside +-1000 (a softmax without its max shift overflows
    there; saturated, its gradient is 0 and so is the numeric one). Nothing nearer 0 than 0.01,
    as the sampler's gradient cases (these serve every test). The generic sampler cannot fit the
    rank to the attribute."""
    rank = min(max(2, axis + 1 if axis >= 0 else -axis, int(rng.integers(2, 4))), MAX_RANK)
    shape = [1] * rank
    for a in rng.choice(rank, size=min(2, rank), replace=False):
        shape[a] = int(rng.integers(1, 4))
    shape[axis] = int(rng.integers(2, 5))
    x = rng.normal(0.0, 3.0, shape)
    x = np.where(np.abs(x) < 0.01, 0.5, x)
    big = math.sqrt(float(np.finfo(dtype).max)) / 64
    lane: list[Any] = [0] * rank
    lane[axis] = slice(None)
    x[tuple(lane)] = np.resize([big, -1000.0, -big, 1000.0], shape[axis])
    return {"X": x.astype(dtype)}


softmax = (
    _act("softmax", "Softmax along `axis`: exp(X) / sum(exp(X)) over it, computed without overflow.")
    .attribute("axis", int, "the axis, negative from the end").default(-1).in_range(-MAX_RANK, MAX_RANK - 1)
    .axis_of("X")
    .types(FLOAT_TYPES)
    .oracle("torch", "torch.nn.functional.softmax(X, dim=axis)")
    .kernel(accumulating(_softmax)).grad(_softmax_grad, reads=("X", "Out"))
    .kernel("cpu", _softmax_cpu, dtypes=NATIVE_DTYPES)
    .test_inputs(_softmax_inputs)
    .example("out = layers.softmax(data('x', [None, 3, 4]), axis=1)")
    .register()
)


def _log_softmax(b: Any, x: Any, *, axis: int) -> Any:
    """X - logsumexp(X) over the axis (kept as size 1, so `sub` broadcasts it back): stable, as
    logsumexp shifts by the max; the gradient is that of the two ops."""
    rank = b.info(x).rank
    if not -rank <= axis < rank:  # refused in this layer's words, not in logsumexp's (`dim`)
        span = f"from {-rank} to {rank - 1}" if rank else "it has no axes"
        raise ConstraintError(f"log_softmax layer's axis parameter should name an axis of X (rank {rank}: "
                              f"{span}), got {axis}", layer="log_softmax", argument="axis", rule="axes", value=axis)
    return b.op("sub", {"X": x, "Y": b.op("logsumexp", {"X": x}, dim=[axis], keep_dim=True)})


log_softmax = (
    Layer("log_softmax", "log(softmax(X)) along `axis`, as X - logsumexp(X) over it (no overflow, "
                         "no log of 0).")
    .input("X", "a tensor")
    .output("Out", "shaped like X", like="X")
    .attribute("axis", int, "the axis, negative from the end").default(-1).in_range(-MAX_RANK, MAX_RANK - 1)
    .compose(_log_softmax)
    .example("out = layers.log_softmax(data('x', [None, 3, 4]), axis=1)")
    .register()
)
