# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.v2_layers)
# sources: kernels/activation.py, kernels/cos_sim.py, kernels/cpp/scale_op.cc, kernels/elementwise.py, kernels/layers.py, kernels/loss.py, kernels/math.py, kernels/reduce.py, kernels/unary.py
"""The v2 layer API (`paddle.v2.layer`): one function per user-facing op and layer of the registry,
with v2's argument names. Each configures the generated layer of the same op at once and records
it on the current Tape; it returns the Tape item (v2's LayerOutput).
"""
from __future__ import annotations

from typing import Any

from paddle import v2_support as _v2

from . import layers as _layers

__all__ = ["abs", "add", "argmax", "argmin", "assign", "ceil", "clip", "cos", "cos_sim", "cross_entropy", "div", "elementwise_add", "elementwise_mul", "erf", "exp", "fc", "floor", "log", "logsumexp", "maximum", "mean", "minimum", "mul", "neg", "pow", "reciprocal", "reduce_max", "reduce_mean", "reduce_min", "reduce_prod", "reduce_sum", "relu", "round", "rowwise_add", "rsqrt", "scale", "sigmoid", "sign", "sin", "softmax", "sqrt", "square", "square_error", "sub", "sum", "sum_to_like", "tanh", "mse", "square_error_cost", "cross_entropy_cost", "classification_cost"]


def abs(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """|X|; its gradient at 0 is 0 (the subgradient torch takes).

    The v2 form of `paddle.layer.abs` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.abs, 'abs',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def add(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """X + Y, broadcast as numpy does.

    The v2 form of `paddle.layer.add` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.add, 'add',
        {'X': ('input', input), 'Y': ('y', y)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def argmax(
    input: Any = _v2.UNSET,
    axis: Any = _v2.UNSET,
    keep_dim: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """The index of the largest value of X along `axis` (the first of ties).

    The v2 form of `paddle.layer.argmax` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.argmax, 'argmax',
        {'X': ('input', input)},
        {'axis': axis, 'keep_dim': keep_dim},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def argmin(
    input: Any = _v2.UNSET,
    axis: Any = _v2.UNSET,
    keep_dim: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """The index of the smallest value of X along `axis` (the first of ties).

    The v2 form of `paddle.layer.argmin` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.argmin, 'argmin',
        {'X': ('input', input)},
        {'axis': axis, 'keep_dim': keep_dim},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def assign(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """A copy of X.

    The v2 form of `paddle.layer.assign` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.assign, 'assign',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def ceil(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """The smallest integer not below X.

    The v2 form of `paddle.layer.ceil` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.ceil, 'ceil',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def clip(
    input: Any = _v2.UNSET,
    min: Any = _v2.UNSET,
    max: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """X with every value limited to [min, max].

    The v2 form of `paddle.layer.clip` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.clip, 'clip',
        {'X': ('input', input)},
        {'min': min, 'max': max},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def cos(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """The cosine of X (radians).

    The v2 form of `paddle.layer.cos` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.cos, 'cos',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def cos_sim(
    a: Any = _v2.UNSET,
    b: Any = _v2.UNSET,
    scale: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """Cosine similarity of each row of X with the matching row of Y, times scale. Y has the shape of X, or a single row compared with every row of X.

    The v2 form of `paddle.layer.cos_sim` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.cos_sim, 'cos_sim',
        {'X': ('a', a), 'Y': ('b', b)},
        {'scale': scale},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def cross_entropy(
    input: Any = _v2.UNSET,
    label: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """Cross-entropy -log(X[i, Label[i]]) of each row of probabilities X.

    The v2 form of `paddle.layer.cross_entropy` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.cross_entropy, 'cross_entropy',
        {'X': ('input', input), 'Label': ('label', label)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def div(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """X / Y, broadcast as numpy does (IEEE: x / 0 is +-inf or nan).

    The v2 form of `paddle.layer.div` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.div, 'div',
        {'X': ('input', input), 'Y': ('y', y)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def elementwise_add(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """Elementwise sum of two tensors of the same shape.

    The v2 form of `paddle.layer.elementwise_add` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.elementwise_add, 'elementwise_add',
        {'X': ('input', input), 'Y': ('y', y)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def elementwise_mul(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """X * Y elementwise, broadcast as numpy does (`mul` is the matrix product).

    The v2 form of `paddle.layer.elementwise_mul` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.elementwise_mul, 'elementwise_mul',
        {'X': ('input', input), 'Y': ('y', y)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def erf(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """The error function of X.

    The v2 form of `paddle.layer.erf` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.erf, 'erf',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def exp(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """e to the power X (inf beyond the dtype's range: 88.7 in float32).

    The v2 form of `paddle.layer.exp` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.exp, 'exp',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def fc(
    input: Any = _v2.UNSET,
    size: Any = _v2.UNSET,
    act: Any = _v2.UNSET,
    bias: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """Fully connected layer: act(input @ w + b).

    The v2 form of `paddle.layer.fc` (see its documentation); an argument not given
    takes the registry's default (v2's: {'act': 'tanh'}).
    """
    return _v2.call(
        _layers.fc, 'fc',
        {'input': ('input', input)},
        {'size': size, 'act': act, 'bias': bias},
        v2_defaults={'act': 'tanh'}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def floor(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """The largest integer not above X.

    The v2 form of `paddle.layer.floor` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.floor, 'floor',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def log(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """The natural logarithm of X.

    The v2 form of `paddle.layer.log` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.log, 'log',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def logsumexp(
    input: Any = _v2.UNSET,
    dim: Any = _v2.UNSET,
    keep_dim: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """log(sum(exp(X))) over the axes `dim`, computed without overflow.

    The v2 form of `paddle.layer.logsumexp` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.logsumexp, 'logsumexp',
        {'X': ('input', input)},
        {'dim': dim, 'keep_dim': keep_dim},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def maximum(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """The larger of X and Y elementwise, broadcast as numpy does; NaN wins.

    The v2 form of `paddle.layer.maximum` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.maximum, 'maximum',
        {'X': ('input', input), 'Y': ('y', y)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def mean(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """The mean of all elements of X, as a tensor of shape [1].

    The v2 form of `paddle.layer.mean` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.mean, 'mean',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def minimum(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """The smaller of X and Y elementwise, broadcast as numpy does; NaN wins.

    The v2 form of `paddle.layer.minimum` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.minimum, 'minimum',
        {'X': ('input', input), 'Y': ('y', y)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def mul(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """Matrix product Out = X @ Y of an [M, K] and a [K, N] matrix.

    The v2 form of `paddle.layer.mul` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.mul, 'mul',
        {'X': ('input', input), 'Y': ('y', y)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def neg(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """-X.

    The v2 form of `paddle.layer.neg` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.neg, 'neg',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def pow(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """X to the power Y, broadcast as numpy does; X positive (a negative base has no real power for most exponents, and the gradient in Y reads log X).

    The v2 form of `paddle.layer.pow` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.pow, 'pow',
        {'X': ('input', input), 'Y': ('y', y)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def reciprocal(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """1 / X (X nonzero: 1 / 0 is inf).

    The v2 form of `paddle.layer.reciprocal` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.reciprocal, 'reciprocal',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def reduce_max(
    input: Any = _v2.UNSET,
    dim: Any = _v2.UNSET,
    keep_dim: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """The largest value of X over the axes `dim`.

    The v2 form of `paddle.layer.reduce_max` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.reduce_max, 'reduce_max',
        {'X': ('input', input)},
        {'dim': dim, 'keep_dim': keep_dim},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def reduce_mean(
    input: Any = _v2.UNSET,
    dim: Any = _v2.UNSET,
    keep_dim: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """The mean of X over the axes `dim`.

    The v2 form of `paddle.layer.reduce_mean` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.reduce_mean, 'reduce_mean',
        {'X': ('input', input)},
        {'dim': dim, 'keep_dim': keep_dim},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def reduce_min(
    input: Any = _v2.UNSET,
    dim: Any = _v2.UNSET,
    keep_dim: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """The smallest value of X over the axes `dim`.

    The v2 form of `paddle.layer.reduce_min` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.reduce_min, 'reduce_min',
        {'X': ('input', input)},
        {'dim': dim, 'keep_dim': keep_dim},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def reduce_prod(
    input: Any = _v2.UNSET,
    dim: Any = _v2.UNSET,
    keep_dim: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """The product of X over the axes `dim`.

    The v2 form of `paddle.layer.reduce_prod` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.reduce_prod, 'reduce_prod',
        {'X': ('input', input)},
        {'dim': dim, 'keep_dim': keep_dim},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def reduce_sum(
    input: Any = _v2.UNSET,
    dim: Any = _v2.UNSET,
    keep_dim: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """The sum of X over the axes `dim`.

    The v2 form of `paddle.layer.reduce_sum` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.reduce_sum, 'reduce_sum',
        {'X': ('input', input)},
        {'dim': dim, 'keep_dim': keep_dim},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def relu(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """Out = max(X, 0), elementwise.

    The v2 form of `paddle.layer.relu` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.relu, 'relu',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def round(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """X rounded to the nearest integer, halves to even.

    The v2 form of `paddle.layer.round` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.round, 'round',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def rowwise_add(
    input: Any = _v2.UNSET,
    b: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """Adds the vector b to every row of X.

    The v2 form of `paddle.layer.rowwise_add` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.rowwise_add, 'rowwise_add',
        {'X': ('input', input), 'b': ('b', b)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def rsqrt(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """1 / sqrt(X).

    The v2 form of `paddle.layer.rsqrt` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.rsqrt, 'rsqrt',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def scale(
    input: Any = _v2.UNSET,
    scale: Any = _v2.UNSET,
    bias: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """Multiplies X by scale and adds bias: Out = scale * X + bias.

    The v2 form of `paddle.layer.scale` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.scale, 'scale',
        {'X': ('input', input)},
        {'scale': scale, 'bias': bias},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def sigmoid(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """Out = 1 / (1 + exp(-X)), elementwise.

    The v2 form of `paddle.layer.sigmoid` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.sigmoid, 'sigmoid',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def sign(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """-1, 0 or 1: the sign of X.

    The v2 form of `paddle.layer.sign` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.sign, 'sign',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def sin(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """The sine of X (radians).

    The v2 form of `paddle.layer.sin` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.sin, 'sin',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def softmax(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """Softmax of each row of an [N, C] matrix.

    The v2 form of `paddle.layer.softmax` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.softmax, 'softmax',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def sqrt(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """The square root of X.

    The v2 form of `paddle.layer.sqrt` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.sqrt, 'sqrt',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def square(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """X * X.

    The v2 form of `paddle.layer.square` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.square, 'square',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def square_error(
    input: Any = _v2.UNSET,
    label: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """Squared error of each row: Out[i] = sum_j (X[i, j] - Y[i, j])^2.

    The v2 form of `paddle.layer.square_error` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.square_error, 'square_error',
        {'X': ('input', input), 'Y': ('label', label)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def sub(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """X - Y, broadcast as numpy does.

    The v2 form of `paddle.layer.sub` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.sub, 'sub',
        {'X': ('input', input), 'Y': ('y', y)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def sum(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """Elementwise sum of one or more tensors of the same shape.

    The v2 form of `paddle.layer.sum` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.sum, 'sum',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def sum_to_like(
    input: Any = _v2.UNSET,
    like: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """X summed over the axes that broadcasting Like to X's shape adds: the leading ones and those where Like has size 1.

    The v2 form of `paddle.layer.sum_to_like` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.sum_to_like, 'sum_to_like',
        {'X': ('input', input), 'Like': ('like', like)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def tanh(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
) -> _v2.LayerOutput:
    """Out = tanh(X), elementwise.

    The v2 form of `paddle.layer.tanh` (see its documentation); an argument not given
    takes the registry's default.
    """
    return _v2.call(
        _layers.tanh, 'tanh',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr)

mse = square_error
square_error_cost = square_error
cross_entropy_cost = cross_entropy
classification_cost = cross_entropy
