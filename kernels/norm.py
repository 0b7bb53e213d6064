"""Normalisation: layer_norm (over the trailing dims) and batch_norm (over the batch, per channel,
with running statistics as state).

Both compute in float64 whatever the input dtype (the statistics of a float32 batch lose digits
otherwise, and 1/sqrt(var + epsilon) of a tiny epsilon overflows float32) and cast the results.
Every output is differentiable, so each gradient also takes the gradients of the statistics the
op outputs (a loss may read them), not only of Y.

batch_norm's running statistics are state: the op reads Mean and Variance and writes MeanOut and
VarianceOut, which the runtime binds to the same variables (paddle.graph: an output `<S>Out` of
an op writes the variable of its input `S`, as optimizer state does), so they persist across runs.
"""
from __future__ import annotations

import math
import os
from typing import Any

import numpy as np

from paddle.registry import Domain, Function, TensorInfo, dim_mul, require

from . import _native
from ._xp import xp_of
from .native_ops import NATIVE_DTYPES

# the C++ kernels split channels across threads: OMP_NUM_THREADS caps them, as it caps BLAS's
_native.set_threads(int(os.environ.get("OMP_NUM_THREADS", "0") or 0))

MAX_RANK = 64  # numpy's most axes


# --- layer_norm -----------------------------------------------------------------------------
def _layer_norm_shape(x: TensorInfo, scale: TensorInfo | None, bias: TensorInfo | None, *,
                      begin_norm_axis: int, epsilon: float) -> tuple[TensorInfo, TensorInfo]:
    """Mean and Variance hold one value per leading index: [prod(X.shape[:begin_norm_axis])];
    Scale and Bias one per normalised element: [prod(X.shape[begin_norm_axis:])]."""
    require(begin_norm_axis < x.rank, f"begin_norm_axis should be smaller than the rank of X ({x.rank}), "
            f"got {begin_norm_axis}")
    right = dim_mul(*x.shape[begin_norm_axis:])
    for name, t in (("Scale", scale), ("Bias", bias)):
        require(t is None or t.shape[0] is None or right is None or t.shape[0] == right,
                f"{name} should hold one value per normalised element of X ({right}), got {t and t.shape[0]}")
    left = TensorInfo((dim_mul(*x.shape[:begin_norm_axis]),), x.dtype)
    return left, left


def _rows(x: Any, axis: int) -> Any:
    """X as a [left, right] float64 matrix: a row per normalised group."""
    xp = xp_of(x)
    return x.reshape(math.prod(x.shape[:axis]), -1).astype(xp.float64, copy=False)


def _layer_norm(x: Any, scale: Any, bias: Any, *, begin_norm_axis: int, epsilon: float) -> tuple[Any, Any, Any]:
    xp = xp_of(x)
    x2 = _rows(x, begin_norm_axis)
    mean = x2.mean(axis=1)
    centred = x2 - mean[:, None]
    var = (centred * centred).mean(axis=1)
    y = centred / xp.sqrt(var + epsilon)[:, None]
    if scale is not None:
        y = y * scale.astype(xp.float64)
    if bias is not None:
        y = y + bias.astype(xp.float64)
    return y.reshape(x.shape).astype(x.dtype), mean.astype(x.dtype), var.astype(x.dtype)


def _layer_norm_grad(x: Any, scale: Any, bias: Any, dy: Any, dmean: Any, dvar: Any, *,
                     begin_norm_axis: int, epsilon: float,
                     needed: tuple[bool, ...] = (True, True, True)) -> tuple[Any, Any, Any]:
    xp = xp_of(x)
    x2 = _rows(x, begin_norm_axis)
    d = x2.shape[1]
    mean = x2.mean(axis=1, keepdims=True)
    centred = x2 - mean
    inv = 1.0 / xp.sqrt((centred * centred).mean(axis=1, keepdims=True) + epsilon)
    xhat = centred * inv
    g = _rows(dy, begin_norm_axis)
    gx = g * scale.astype(xp.float64) if scale is not None else g
    dx = inv * (gx - gx.mean(axis=1, keepdims=True) - xhat * (gx * xhat).mean(axis=1, keepdims=True))
    # Mean and Variance are outputs too: their gradients flow into X
    dx += dmean.astype(xp.float64)[:, None] / d + dvar.astype(xp.float64)[:, None] * 2.0 * centred / d
    dscale = (g * xhat).sum(axis=0).astype(scale.dtype) if scale is not None and needed[1] else None
    dbias = g.sum(axis=0).astype(bias.dtype) if bias is not None and needed[2] else None
    return dx.reshape(x.shape).astype(x.dtype), dscale, dbias


def _normal(rng: Any, shape: Any) -> Any:
    return rng.normal(0.0, 2.0, shape)


def _layer_norm_inputs(rng: Any, dtype: Any, *, begin_norm_axis: int) -> dict[str, Any]:
    """X of a rank above begin_norm_axis (sizes 1 but for a few axes), Scale and Bias of the
    normalised size; values away from 0 and each other (a row of equal values has no variance)."""
    rank = min(begin_norm_axis + int(rng.integers(1, 3)), MAX_RANK)
    shape = [1] * rank
    for a in rng.choice(rank, size=min(3, rank), replace=False):
        shape[a] = int(rng.integers(2, 4))
    shape[-1] = max(shape[-1], 2)
    right = math.prod(shape[begin_norm_axis:])
    return {"X": _normal(rng, shape).astype(dtype), "Scale": rng.uniform(0.5, 2.0, right).astype(dtype),
            "Bias": _normal(rng, right).astype(dtype)}


layer_norm = (
    Function("layer_norm", "Layer normalisation: each group of X's trailing dims (from begin_norm_axis) "
             "normalised to mean 0 and variance 1 (Y = (X - mean) / sqrt(var + epsilon)), then scaled "
             "by Scale and shifted by Bias, each of one value per normalised element.")
    .input("X", "a tensor of rank above begin_norm_axis")
    .input("Scale", "[prod(X.shape[begin_norm_axis:])] scales", rank=1, optional=True)
    .input("Bias", "[prod(X.shape[begin_norm_axis:])] shifts", rank=1, optional=True)
    .output("Y", "the normalised X", like="X")
    .output("Mean", "[prod(X.shape[:begin_norm_axis])]: the mean of each group")
    .output("Variance", "[prod(X.shape[:begin_norm_axis])]: the (biased) variance of each group")
    .attribute("begin_norm_axis", int, "the first normalised axis: axes from it on form a group")
    .default(1).in_range(1, MAX_RANK - 1)
    .attribute("epsilon", float, "added to the variance, keeping the division finite").default(1e-5)
    .larger_than(0.0)
    .shape(_layer_norm_shape)
    .oracle("torch", "(torch.nn.functional.layer_norm(X.flatten(begin_norm_axis), Scale.shape, Scale, Bias, "
            "epsilon).reshape(X.shape), X.flatten(begin_norm_axis).mean(-1).flatten(), "
            "X.flatten(begin_norm_axis).var(-1, correction=0).flatten())")
    .kernel(_layer_norm)
    .kernel("cpu", _native.layer_norm, dtypes=NATIVE_DTYPES)  # kernels/cpp/rows.cc: one pass per row
    .grad(_layer_norm_grad, reads=("X", "Scale", "Bias"))
    .test_inputs(_layer_norm_inputs)
    .example("x = data('x', [None, 3, 4])\n"
             "scale = paddle.model.parameter('ln.scale', [4], initializer=('fill_constant', {'value': 1.0}))\n"
             "bias = paddle.model.parameter('ln.bias', [4], initializer=('fill_constant', {'value': 0.0}))\n"
             "y, mean, var = layers.layer_norm(x, scale, bias, begin_norm_axis=2)")
    .register()
)


# --- batch_norm -----------------------------------------------------------------------------
def _channels(x: Any) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The axes a channel's statistics are taken over (all but 1), and a channel vector's shape
    broadcasting against X."""
    return (0, *range(2, x.ndim)), (1, x.shape[1]) + (1,) * (x.ndim - 2)


def _batch_norm(x: Any, scale: Any, bias: Any, mean: Any, variance: Any, *, momentum: float,
                epsilon: float, is_test: bool) -> tuple[Any, Any, Any, Any, Any]:
    xp = xp_of(x)
    axes, shape = _channels(x)
    x64 = x.astype(xp.float64, copy=False)
    if is_test:
        mu, var = mean.astype(xp.float64), variance.astype(xp.float64)
    else:
        mu = x64.mean(axis=axes)
        centred = x64 - mu.reshape(shape)
        var = (centred * centred).mean(axis=axes)
    inv = 1.0 / xp.sqrt(var + epsilon)
    y = (x64 - mu.reshape(shape)) * (inv * scale).reshape(shape) + bias.reshape(shape)
    if is_test:
        mean_out, var_out = mean.copy(), variance.copy()
    else:
        mean_out = (momentum * mean + (1.0 - momentum) * mu).astype(mean.dtype)
        var_out = (momentum * variance + (1.0 - momentum) * var).astype(variance.dtype)
    return y.astype(x.dtype), mean_out, var_out, mu.astype(x.dtype), inv.astype(x.dtype)


def _batch_norm_grad(x: Any, scale: Any, bias: Any, mean: Any, variance: Any, saved_mean: Any,
                     saved_inv: Any, dy: Any, dmean_out: Any, dvar_out: Any, dsaved_mean: Any, dsaved_inv: Any, *,
                     momentum: float, epsilon: float, is_test: bool,
                     needed: tuple[bool, ...] = (True, True, True)) -> tuple[Any, Any, Any]:
    xp = xp_of(x)
    axes, shape = _channels(x)
    count = x.size // x.shape[1]
    f64 = xp.float64
    inv = saved_inv.astype(f64).reshape(shape)
    centred = x.astype(f64) - saved_mean.astype(f64).reshape(shape)
    xhat = centred * inv
    g = dy.astype(f64)
    gx = g * scale.astype(f64).reshape(shape)
    if is_test:  # normalised by the running statistics: Y is affine in X
        dx = gx * inv
    else:
        dx = inv * (gx - gx.mean(axis=axes, keepdims=True) - xhat * (gx * xhat).mean(axis=axes, keepdims=True))
        # the batch mean and variance are outputs too (MeanOut, VarianceOut, SavedMean, SavedVariance)
        dmu = (1.0 - momentum) * dmean_out.astype(f64) + dsaved_mean.astype(f64)
        inv1 = saved_inv.astype(f64)
        dvar = (1.0 - momentum) * dvar_out.astype(f64) - 0.5 * inv1 ** 3 * dsaved_inv.astype(f64)
        dx += dmu.reshape(shape) / count + dvar.reshape(shape) * 2.0 * centred / count
    dscale = (g * xhat).sum(axis=axes).astype(scale.dtype) if needed[1] else None
    dbias = g.sum(axis=axes).astype(bias.dtype) if needed[2] else None
    return dx.astype(x.dtype), dscale, dbias


def _batch_norm_inputs(rng: Any, dtype: Any) -> dict[str, Any]:
    """X [N >= 2, C, ...] (rank 2 to 4), channel vectors of C; a variance above 0."""
    rank = int(rng.integers(2, 5))
    shape = [int(rng.integers(2, 4)), int(rng.integers(1, 4))] + [int(rng.integers(1, 3)) for _ in range(rank - 2)]
    c = shape[1]
    return {"X": _normal(rng, shape).astype(dtype), "Scale": rng.uniform(0.5, 2.0, c).astype(dtype),
            "Bias": _normal(rng, c).astype(dtype), "Mean": _normal(rng, c).astype(dtype),
            "Variance": rng.uniform(0.5, 2.0, c).astype(dtype)}


_BN_FORWARD = {"float32": _native.batch_norm_f32, "float64": _native.batch_norm_f64}
_BN_BACKWARD = {"float32": _native.batch_norm_grad_f32, "float64": _native.batch_norm_grad_f64}


def _batch_norm_cpu(x: Any, scale: Any, bias: Any, mean: Any, variance: Any, *, momentum: float,
                    epsilon: float, is_test: bool) -> tuple[Any, Any, Any, Any, Any]:
    """The C++ kernel (channels in parallel); other dtypes take the reference."""
    kernel = _BN_FORWARD.get(x.dtype.name)
    if kernel is None or x.ndim < 2:
        return _batch_norm(x, scale, bias, mean, variance, momentum=momentum, epsilon=epsilon, is_test=is_test)
    y, mean_out, var_out, saved_mean, saved_inv = kernel(x, scale, bias, mean, variance, momentum, epsilon, is_test)
    return y, mean_out, var_out, saved_mean, saved_inv


def _batch_norm_grad_cpu(x: Any, scale: Any, bias: Any, mean: Any, variance: Any, saved_mean: Any,
                         saved_inv: Any, dy: Any, dmean_out: Any, dvar_out: Any, dsaved_mean: Any,
                         dsaved_inv: Any, *, momentum: float, epsilon: float, is_test: bool,
                         needed: tuple[bool, ...] = (True, True, True)) -> tuple[Any, Any, Any]:
    """The C++ kernel for the gradient through Y; a loss reading the statistics themselves (their
    gradients nonzero) takes the reference, which adds their terms."""
    kernel = _BN_BACKWARD.get(x.dtype.name)
    statistics_read = not is_test and any(g is not None and np.any(g) for g in
                                          (dmean_out, dvar_out, dsaved_mean, dsaved_inv))
    if kernel is None or x.ndim < 2 or statistics_read:
        return _batch_norm_grad(x, scale, bias, mean, variance, saved_mean, saved_inv, dy, dmean_out, dvar_out,
                                dsaved_mean, dsaved_inv, momentum=momentum, epsilon=epsilon, is_test=is_test,
                                needed=needed)
    dx, dscale, dbias = kernel(x, scale, saved_mean, saved_inv, dy, is_test)
    return dx, dscale if needed[1] else None, dbias if needed[2] else None


_CHANNEL = ("C",)
_BATCH_MEAN = "X.transpose(0, 1).flatten(1).mean(1)"
_BATCH_VAR = "X.transpose(0, 1).flatten(1).var(1, correction=0)"
_TEST = "torch.tensor(is_test)"

batch_norm = (
    Function("batch_norm", "Batch normalisation of X [N, C, ...] per channel: in training, normalised "
             "with the batch's mean and (biased) variance over every axis but C, which also update the "
             "running statistics (running = momentum * running + (1 - momentum) * batch); with is_test, "
             "normalised with the running statistics. Then scaled by Scale and shifted by Bias.")
    .input("X", "[N, C, ...]: a batch of N examples of C channels", shape=("N", "C", "...S"))
    .input("Scale", "[C] scales", shape=_CHANNEL)
    .input("Bias", "[C] shifts", shape=_CHANNEL)
    .input("Mean", "[C] running means (state)", shape=_CHANNEL, no_grad=True)
    .input("Variance", "[C] running variances (state)", shape=_CHANNEL, no_grad=True, domain=Domain(0.0, None))
    .output("Y", "the normalised X", like="X")
    .output("MeanOut", "the updated running means (written into Mean's variable)", like="Mean")
    .output("VarianceOut", "the updated running variances (written into Variance's variable)", like="Variance")
    .output("SavedMean", "[C]: the mean X was normalised with", shape=_CHANNEL)
    .output("SavedVariance", "[C]: the inverse standard deviation 1 / sqrt(var + epsilon) X was "
            "normalised with (as Paddle saves it)", shape=_CHANNEL)
    .attribute("momentum", float, "how much of the running statistics a step keeps").default(0.9)
    .in_range(0.0, 1.0)
    .attribute("epsilon", float, "added to the variance, keeping the division finite").default(1e-5)
    .larger_than(0.0)
    .attribute("is_test", bool, "normalise with the running statistics and leave them unchanged")
    .default(False)
    # torch's momentum is 1 - ours and its running variance unbiased: the running statistics are
    # computed here from the batch statistics (biased, as Paddle's), torch's own are not read
    .oracle("torch", f"(torch.nn.functional.batch_norm(X, Mean.clone(), Variance.clone(), Scale, Bias, "
            f"training={_TEST}.logical_not().item(), momentum=1 - momentum, eps=epsilon), "
            f"torch.where({_TEST}, Mean, Mean * momentum + {_BATCH_MEAN} * (1 - momentum)), "
            f"torch.where({_TEST}, Variance, Variance * momentum + {_BATCH_VAR} * (1 - momentum)), "
            f"torch.where({_TEST}, Mean, {_BATCH_MEAN}), "
            f"(torch.where({_TEST}, Variance, {_BATCH_VAR}) + epsilon).rsqrt())")
    .kernel(_batch_norm)
    .kernel("cpu", _batch_norm_cpu)
    # Mean and Variance are not needed (the saved statistics are), but read so that a grad op
    # carries every input of its forward op
    .grad(_batch_norm_grad, reads=("X", "Scale", "Bias", "Mean", "Variance", "SavedMean", "SavedVariance"))
    .grad_kernel("cpu", _batch_norm_grad_cpu)
    .test_inputs(_batch_norm_inputs)
    .example("x = data('x', [None, 3, 4, 4])\n"
             "scale = paddle.model.parameter('bn.scale', [3], initializer=('fill_constant', {'value': 1.0}))\n"
             "bias = paddle.model.parameter('bn.bias', [3], initializer=('fill_constant', {'value': 0.0}))\n"
             "mean = paddle.model.parameter('bn.mean', [3], initializer=('fill_constant', {'value': 0.0}))\n"
             "var = paddle.model.parameter('bn.var', [3], initializer=('fill_constant', {'value': 1.0}))\n"
             "y, mean_out, var_out, saved_mean, saved_inv_std = layers.batch_norm(x, scale, bias, mean, var)")
    .register()
)
