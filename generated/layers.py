# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.layers)
# sources: kernels/activation.py, kernels/cos_sim.py, kernels/cpp/scale_op.cc, kernels/layers.py, kernels/loss.py, kernels/math.py
"""The layer API: one function per user-facing op and layer of the registry.

Each validates its attributes and inputs once, when the layer is configured, then
adds the op to the model (`model=None`: the default model) and returns its output(s).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Literal, Sequence, cast

from paddle import layer_support as _support
from paddle.registry import DataType

from . import validators as _v

if TYPE_CHECKING:
    from paddle.model import Expression, Model

__all__ = ["assign", "cos_sim", "cross_entropy", "elementwise_add", "fc", "mean", "mul", "relu", "rowwise_add", "scale", "sigmoid", "softmax", "square_error", "sum", "tanh"]
_ = (Literal, Sequence, DataType)  # used by some signatures only


@_support.layer('assign', inputs=('X',), attributes=())
def assign(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """A copy of X.

    Args:
        X (Expression): any tensor [dtype float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: a copy of X [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).
    """
    attrs = _v.validate_assign_attrs({})
    _v.validate_assign_inputs({'X': _support.info_of('assign', 'X', X)})
    out = _support.append_op('assign', {'X': X}, attrs, name=name, model=model)
    return cast('Expression', out)


@_support.layer('cos_sim', inputs=('X', 'Y'), attributes=('scale',))
def cos_sim(
    X: Expression,
    Y: Expression,
    *,
    scale: float = 1.0,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Cosine similarity of each row of X with the matching row of Y, times scale. Y has the shape of X, or a single row compared with every row of X.

    Args:
        X (Expression): a [h, w] matrix [shape (batch, W); dtype float32 or float64]
        Y (Expression): a [h, w] or [1, w] matrix [shape (H, W); dtype float32 or float64]
        scale (float): the scale of cosine operator [default 1.0; larger than 0.0]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: a [h, 1] matrix of scaled cosines [shape (batch, 1); dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        x = data('x', [None, 8])
        y = data('y', [1, 8])  # one row compared with every row of x
        sim = layers.cos_sim(x, y, scale=2.0)
    """
    attrs = _v.validate_cos_sim_attrs({'scale': scale})
    _v.validate_cos_sim_inputs({'X': _support.info_of('cos_sim', 'X', X), 'Y': _support.info_of('cos_sim', 'Y', Y)})
    out = _support.append_op('cos_sim', {'X': X, 'Y': Y}, attrs, name=name, model=model)
    return cast('Expression', out)


@_support.layer('cross_entropy', inputs=('X', 'Label'), attributes=())
def cross_entropy(
    X: Expression,
    Label: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Cross-entropy -log(X[i, Label[i]]) of each row of probabilities X.

    Args:
        X (Expression): an [N, C] matrix of probabilities (e.g. a softmax) [shape (N, C); dtype float32 or float64]
        Label (Expression): an [N, 1] matrix of class indexes [shape (N, 1); dtype int32 or int64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: an [N, 1] matrix of losses [shape (N, 1); dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).
    """
    attrs = _v.validate_cross_entropy_attrs({})
    _v.validate_cross_entropy_inputs({'X': _support.info_of('cross_entropy', 'X', X), 'Label': _support.info_of('cross_entropy', 'Label', Label)})
    out = _support.append_op('cross_entropy', {'X': X, 'Label': Label}, attrs, name=name, model=model)
    return cast('Expression', out)


@_support.layer('elementwise_add', inputs=('X', 'Y'), attributes=())
def elementwise_add(
    X: Expression,
    Y: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Elementwise sum of two tensors of the same shape.

    Args:
        X (Expression): [shape (...S); dtype float32 or float64]
        Y (Expression): [shape (...S); dtype float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: X + Y [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).
    """
    attrs = _v.validate_elementwise_add_attrs({})
    _v.validate_elementwise_add_inputs({'X': _support.info_of('elementwise_add', 'X', X), 'Y': _support.info_of('elementwise_add', 'Y', Y)})
    out = _support.append_op('elementwise_add', {'X': X, 'Y': Y}, attrs, name=name, model=model)
    return cast('Expression', out)


@_support.layer('fc', inputs=('input',), attributes=('size', 'act', 'bias'))
def fc(
    input: Expression,
    *,
    size: int,
    act: Literal['linear', 'sigmoid', 'relu', 'tanh', 'softmax'] = 'linear',
    bias: bool = True,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Fully connected layer: act(input @ w + b).

    Args:
        input (Expression): an [N, D] matrix; rows may be the steps of sequences [shape (batch, D); dtype float32 or float64]
        size (int): the number of output units [required; larger than 0]
        act (Literal['linear', 'sigmoid', 'relu', 'tanh', 'softmax']): the activation [default 'linear'; one of ['linear', 'sigmoid', 'relu', 'tanh', 'softmax']]
        bias (bool): add a learned bias [default True]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: an [N, size] matrix [shape (batch, size); dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        x = data('x', [None, 13])
        y = layers.fc(x, size=1, act='linear')
    """
    attrs = _v.validate_fc_attrs({'size': size, 'act': act, 'bias': bias})
    _v.validate_fc_inputs({'input': _support.info_of('fc', 'input', input)})
    out = _support.append_layer('fc', {'input': input}, attrs, name=name, model=model)
    return cast('Expression', out)


@_support.layer('mean', inputs=('X',), attributes=())
def mean(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The mean of all elements of X, as a tensor of shape [1].

    Args:
        X (Expression): [dtype float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: the mean [shape (1); dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).
    """
    attrs = _v.validate_mean_attrs({})
    _v.validate_mean_inputs({'X': _support.info_of('mean', 'X', X)})
    out = _support.append_op('mean', {'X': X}, attrs, name=name, model=model)
    return cast('Expression', out)


@_support.layer('mul', inputs=('X', 'Y'), attributes=())
def mul(
    X: Expression,
    Y: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Matrix product Out = X @ Y of an [M, K] and a [K, N] matrix.

    Args:
        X (Expression): an [M, K] matrix; rows may be the steps of sequences [shape (M, K); dtype float32 or float64]
        Y (Expression): a [K, N] matrix [shape (K, N); dtype float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: the [M, N] product [shape (M, N); dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).
    """
    attrs = _v.validate_mul_attrs({})
    _v.validate_mul_inputs({'X': _support.info_of('mul', 'X', X), 'Y': _support.info_of('mul', 'Y', Y)})
    out = _support.append_op('mul', {'X': X, 'Y': Y}, attrs, name=name, model=model)
    return cast('Expression', out)


@_support.layer('relu', inputs=('X',), attributes=())
def relu(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Out = max(X, 0), elementwise.

    Args:
        X (Expression): [dtype float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).
    """
    attrs = _v.validate_relu_attrs({})
    _v.validate_relu_inputs({'X': _support.info_of('relu', 'X', X)})
    out = _support.append_op('relu', {'X': X}, attrs, name=name, model=model)
    return cast('Expression', out)


@_support.layer('rowwise_add', inputs=('X', 'b'), attributes=())
def rowwise_add(
    X: Expression,
    b: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Adds the vector b to every row of X.

    Args:
        X (Expression): an [M, N] matrix; rows may be the steps of sequences [shape (M, N); dtype float32 or float64]
        b (Expression): a vector of N values [shape (N); dtype float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: X with b added to each row [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).
    """
    attrs = _v.validate_rowwise_add_attrs({})
    _v.validate_rowwise_add_inputs({'X': _support.info_of('rowwise_add', 'X', X), 'b': _support.info_of('rowwise_add', 'b', b)})
    out = _support.append_op('rowwise_add', {'X': X, 'b': b}, attrs, name=name, model=model)
    return cast('Expression', out)


@_support.layer('scale', inputs=('X',), attributes=('scale', 'bias'))
def scale(
    X: Expression,
    *,
    scale: float = 1.0,
    bias: float = 0.0,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Multiplies X by scale and adds bias: Out = scale * X + bias.

    Args:
        X (Expression): a float32 or float64 tensor of any shape [dtype float32 or float64]
        scale (float): the multiplier [default 1.0]
        bias (float): added after scaling [default 0.0]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).
    """
    attrs = _v.validate_scale_attrs({'scale': scale, 'bias': bias})
    _v.validate_scale_inputs({'X': _support.info_of('scale', 'X', X)})
    out = _support.append_op('scale', {'X': X}, attrs, name=name, model=model)
    return cast('Expression', out)


@_support.layer('sigmoid', inputs=('X',), attributes=())
def sigmoid(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Out = 1 / (1 + exp(-X)), elementwise.

    Args:
        X (Expression): [dtype float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).
    """
    attrs = _v.validate_sigmoid_attrs({})
    _v.validate_sigmoid_inputs({'X': _support.info_of('sigmoid', 'X', X)})
    out = _support.append_op('sigmoid', {'X': X}, attrs, name=name, model=model)
    return cast('Expression', out)


@_support.layer('softmax', inputs=('X',), attributes=())
def softmax(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Softmax of each row of an [N, C] matrix.

    Args:
        X (Expression): [rank 2; dtype float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).
    """
    attrs = _v.validate_softmax_attrs({})
    _v.validate_softmax_inputs({'X': _support.info_of('softmax', 'X', X)})
    out = _support.append_op('softmax', {'X': X}, attrs, name=name, model=model)
    return cast('Expression', out)


@_support.layer('square_error', inputs=('X', 'Y'), attributes=())
def square_error(
    X: Expression,
    Y: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Squared error of each row: Out[i] = sum_j (X[i, j] - Y[i, j])^2.

    Args:
        X (Expression): an [N, D] matrix of predictions [shape (N, D); dtype float32 or float64]
        Y (Expression): an [N, D] matrix of targets [shape (N, D); dtype float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: an [N, 1] matrix of losses [shape (N, 1); dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).
    """
    attrs = _v.validate_square_error_attrs({})
    _v.validate_square_error_inputs({'X': _support.info_of('square_error', 'X', X), 'Y': _support.info_of('square_error', 'Y', Y)})
    out = _support.append_op('square_error', {'X': X, 'Y': Y}, attrs, name=name, model=model)
    return cast('Expression', out)


@_support.layer('sum', inputs=('X',), attributes=())
def sum(
    X: Sequence[Expression],
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Elementwise sum of one or more tensors of the same shape.

    Args:
        X (list of Expression): the tensors to add [shape (...S); dtype float32 or float64; a list of tensors]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: their sum [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).
    """
    attrs = _v.validate_sum_attrs({})
    _v.validate_sum_inputs({'X': _support.info_of('sum', 'X', X)})
    out = _support.append_op('sum', {'X': X}, attrs, name=name, model=model)
    return cast('Expression', out)


@_support.layer('tanh', inputs=('X',), attributes=())
def tanh(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Out = tanh(X), elementwise.

    Args:
        X (Expression): [dtype float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).
    """
    attrs = _v.validate_tanh_attrs({})
    _v.validate_tanh_inputs({'X': _support.info_of('tanh', 'X', X)})
    out = _support.append_op('tanh', {'X': X}, attrs, name=name, model=model)
    return cast('Expression', out)
