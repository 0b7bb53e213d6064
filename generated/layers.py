# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.layers)
# sources: kernels/_recurrence.py, kernels/activation.py, kernels/attention.py, kernels/block_expand.py, kernels/compare.py, kernels/conv.py, kernels/conv_nd.py, kernels/cos_sim.py, kernels/cpp/hard_sigmoid_op.cc, kernels/cpp/label_smooth_op.cc, kernels/cpp/scale_op.cc, kernels/cpp/softsign_op.cc, kernels/crf.py, kernels/ctc.py, kernels/dropout.py, kernels/einsum.py, kernels/elementwise.py, kernels/embedding.py, kernels/error_clip.py, kernels/generation_ops.py, kernels/gru.py, kernels/hsigmoid.py, kernels/image_layers.py, kernels/indexing.py, kernels/lambda_cost.py, kernels/layers.py, kernels/loss.py, kernels/lrn.py, kernels/lstm.py, kernels/math.py, kernels/matmul.py, kernels/metrics.py, kernels/nce.py, kernels/norm.py, kernels/onnx_index.py, kernels/onnx_logic.py, kernels/onnx_math.py, kernels/onnx_tensor.py, kernels/pool.py, kernels/pool_index.py, kernels/pool_nd.py, kernels/reduce.py, kernels/rnn_units.py, kernels/row_conv.py, kernels/rows.py, kernels/sampling.py, kernels/sequence.py, kernels/sequence_conv.py, kernels/sequence_dense.py, kernels/sequence_nested.py, kernels/sequence_slice.py, kernels/shape.py, kernels/unary.py, kernels/v2_activation.py
"""The layer API: one function per user-facing op and layer of the registry.

Each validates its attributes and inputs once, when the layer is configured, then
adds the op to the model (`model=None`: the default model) and returns its output(s).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Literal, Sequence
from typing import cast as _cast  # private: an op may be named cast

from paddle import layer_support as _support
from paddle.registry import DataType

from . import validators as _v

if TYPE_CHECKING:
    from paddle.model import Expression, Model

__all__ = ["abs", "accuracy", "acos", "acosh", "add", "argmax", "argmin", "asin", "asinh", "assign", "atan", "atanh", "auc", "batch_norm", "bitwise_and", "bitwise_not", "bitwise_or", "bitwise_xor", "block_expand", "brelu", "cast", "ceil", "clip", "columns", "concat", "concat_columns", "context_projection", "conv", "conv2d", "conv2d_transpose", "conv_transpose", "cos", "cos_sim", "cosh", "crf_viterbi", "cross_entropy", "cumsum", "div", "dropout", "einsum", "elementwise_add", "elementwise_mul", "elu", "embedding", "eos", "equal", "erf", "error_clip", "exp", "expand", "fc", "flatten", "floor", "from_sequences", "gather", "gather_elements", "gather_nd", "gelu", "greater", "greater_equal", "gru", "gru_unit", "grumemory", "hard_sigmoid", "hardmax", "hierarchical_sigmoid", "huber_loss", "img_conv", "img_pool", "isinf", "isnan", "label_smooth", "lambda_cost", "layer_norm", "leaky_relu", "less", "less_equal", "linear_chain_crf", "log", "log_softmax", "logical_and", "logical_not", "logical_or", "logical_xor", "logsumexp", "lookup_table", "lrn", "lstm", "lstm_unit", "lstmemory", "matmul", "max_pool_with_index", "maxid", "maximum", "mean", "minimum", "mod", "mul", "multiply_rows", "nce", "nce_negatives", "neg", "not_equal", "pad", "pool", "pool2d", "pow", "prelu", "reciprocal", "reduce_max", "reduce_mean", "reduce_min", "reduce_prod", "reduce_sum", "relu", "reshape", "round", "row_conv", "rowwise_add", "rsqrt", "sampling_id", "scale", "scale_columns", "scaling", "scatter_elements", "scatter_nd", "selu", "sequence_concat", "sequence_expand", "sequence_like", "sequence_nest_rows", "sequence_pool", "sequence_reshape", "sequence_slice", "sequence_softmax", "sequence_topk", "sequence_unnest", "sigmoid", "sigmoid_cross_entropy_with_logits", "sign", "sin", "sinh", "slice", "soft_relu", "softmax", "softmax_with_cross_entropy", "softplus", "softsign", "split", "sqrt", "square", "square_error", "squeeze", "stanh", "sub", "sum", "sum_to_like", "tan", "tanh", "to_sequences", "top_k", "transpose", "trilu", "unsqueeze", "warpctc", "where"]
_ = (Literal, Sequence, DataType)  # used by some signatures only


@_support.layer('abs', inputs=('X',), attributes=())
def abs(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """|X|; its gradient at 0 is 0 (the subgradient torch takes).

    Args:
        X (Expression): a tensor [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.abs(data('x', [None, 3]))
    """
    attrs = _v.validate_abs_attrs({})
    _v.validate_abs_inputs({'X': _support.info_of('abs', 'X', X)})
    out = _support.append_op('abs', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('accuracy', inputs=('Out', 'Label'), attributes=())
def accuracy(
    Out: Expression,
    Label: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> tuple[Expression, ...]:
    """Top-1 accuracy of a batch: the fraction of rows whose Label is the index of the row's largest score in Out (the first of ties); rows may be the steps of sequences (a tagger's per-token accuracy).

    Args:
        Out (Expression): an [N, C] matrix of scores or probabilities [shape (N, C); dtype float32 or float64]
        Label (Expression): an [N, 1] matrix of class indexes in [0, C) [shape (N, 1); dtype int32 or int64; values in [0, C)]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Accuracy: a [1] tensor: Correct / Total (0 for an empty batch) [shape (1); dtype float32 or float64]
        Correct: a [1] int64 tensor: the rows predicted right [shape (1); dtype int64]
        Total: a [1] int64 tensor: the rows [shape (1); dtype int64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        scores = data('scores', [None, 10])
        label = data('label', [None, 1], dtype='int64')
        acc, correct, total = layers.accuracy(scores, label)
    """
    attrs = _v.validate_accuracy_attrs({})
    _v.validate_accuracy_inputs({'Out': _support.info_of('accuracy', 'Out', Out), 'Label': _support.info_of('accuracy', 'Label', Label)})
    out = _support.append_op('accuracy', {'Out': Out, 'Label': Label}, attrs, name=name, model=model)
    return _cast('tuple[Expression, ...]', out)


@_support.layer('acos', inputs=('X',), attributes=())
def acos(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The inverse cosine of X, in [0, pi].

    Args:
        X (Expression): a tensor with values in (-1.0, 1.0) [dtype float32 or float64; values in (-1.0, 1.0)]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.acos(data('x', [None, 3]))
    """
    attrs = _v.validate_acos_attrs({})
    _v.validate_acos_inputs({'X': _support.info_of('acos', 'X', X)})
    out = _support.append_op('acos', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('acosh', inputs=('X',), attributes=())
def acosh(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The inverse hyperbolic cosine of X (X >= 1).

    Args:
        X (Expression): a tensor with values in (1.0, inf] [dtype float32 or float64; values in (1.0, inf]]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.acosh(data('x', [None, 3]))
    """
    attrs = _v.validate_acosh_attrs({})
    _v.validate_acosh_inputs({'X': _support.info_of('acosh', 'X', X)})
    out = _support.append_op('acosh', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('add', inputs=('X', 'Y'), attributes=())
def add(
    X: Expression,
    Y: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """X + Y, broadcast as numpy does.

    Args:
        X (Expression): a tensor [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        Y (Expression): a tensor of X's dtype that broadcasts with X [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped as the broadcast of X and Y [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.add(data('x', [None, 3]), data('y', [3]))
    """
    attrs = _v.validate_add_attrs({})
    _v.validate_add_inputs({'X': _support.info_of('add', 'X', X), 'Y': _support.info_of('add', 'Y', Y)})
    out = _support.append_op('add', {'X': X, 'Y': Y}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('argmax', inputs=('X',), attributes=('axis', 'keep_dim'))
def argmax(
    X: Expression,
    *,
    axis: int = -1,
    keep_dim: bool = False,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The index of the largest value of X along `axis` (the first of ties).

    Args:
        X (Expression): a tensor [dtype float32 or float64 or int32 or int64]
        axis (int): the axis, negative from the end [default -1; in range [-64, 63]]
        keep_dim (bool): keep the axis as size 1 [default False]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: int64 indices: X's shape without `axis` (size 1 with keep_dim) [dtype int64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.argmax(data('x', [None, 3, 4]), axis=1)
    """
    attrs = _v.validate_argmax_attrs({'axis': axis, 'keep_dim': keep_dim})
    _v.validate_argmax_inputs({'X': _support.info_of('argmax', 'X', X)})
    out = _support.append_op('argmax', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('argmin', inputs=('X',), attributes=('axis', 'keep_dim'))
def argmin(
    X: Expression,
    *,
    axis: int = -1,
    keep_dim: bool = False,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The index of the smallest value of X along `axis` (the first of ties).

    Args:
        X (Expression): a tensor [dtype float32 or float64 or int32 or int64]
        axis (int): the axis, negative from the end [default -1; in range [-64, 63]]
        keep_dim (bool): keep the axis as size 1 [default False]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: int64 indices: X's shape without `axis` (size 1 with keep_dim) [dtype int64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.argmin(data('x', [None, 3, 4]), axis=1)
    """
    attrs = _v.validate_argmin_attrs({'axis': axis, 'keep_dim': keep_dim})
    _v.validate_argmin_inputs({'X': _support.info_of('argmin', 'X', X)})
    out = _support.append_op('argmin', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('asin', inputs=('X',), attributes=())
def asin(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The inverse sine of X, in [-pi/2, pi/2].

    Args:
        X (Expression): a tensor with values in (-1.0, 1.0) [dtype float32 or float64; values in (-1.0, 1.0)]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.asin(data('x', [None, 3]))
    """
    attrs = _v.validate_asin_attrs({})
    _v.validate_asin_inputs({'X': _support.info_of('asin', 'X', X)})
    out = _support.append_op('asin', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('asinh', inputs=('X',), attributes=())
def asinh(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The inverse hyperbolic sine of X.

    Args:
        X (Expression): a tensor [dtype float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.asinh(data('x', [None, 3]))
    """
    attrs = _v.validate_asinh_attrs({})
    _v.validate_asinh_inputs({'X': _support.info_of('asinh', 'X', X)})
    out = _support.append_op('asinh', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('assign', inputs=('X',), attributes=())
def assign(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """A copy of X.

    Args:
        X (Expression): any tensor [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool or float8_e4m3fn or float8_e4m3fnuz or float8_e5m2 or float8_e5m2fnuz or int4 or uint4 or int2 or uint2 or float4_e2m1fn or float8_e8m0fnu]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: a copy of X [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool or float8_e4m3fn or float8_e4m3fnuz or float8_e5m2 or float8_e5m2fnuz or int4 or uint4 or int2 or uint2 or float4_e2m1fn or float8_e8m0fnu; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).
    """
    attrs = _v.validate_assign_attrs({})
    _v.validate_assign_inputs({'X': _support.info_of('assign', 'X', X)})
    out = _support.append_op('assign', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('atan', inputs=('X',), attributes=())
def atan(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The inverse tangent of X, in (-pi/2, pi/2).

    Args:
        X (Expression): a tensor [dtype float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.atan(data('x', [None, 3]))
    """
    attrs = _v.validate_atan_attrs({})
    _v.validate_atan_inputs({'X': _support.info_of('atan', 'X', X)})
    out = _support.append_op('atan', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('atanh', inputs=('X',), attributes=())
def atanh(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The inverse hyperbolic tangent of X.

    Args:
        X (Expression): a tensor with values in (-1.0, 1.0) [dtype float32 or float64; values in (-1.0, 1.0)]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.atanh(data('x', [None, 3]))
    """
    attrs = _v.validate_atanh_attrs({})
    _v.validate_atanh_inputs({'X': _support.info_of('atanh', 'X', X)})
    out = _support.append_op('atanh', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('auc', inputs=('Predict', 'Label'), attributes=('num_thresholds',))
def auc(
    Predict: Expression,
    Label: Expression,
    *,
    num_thresholds: int = 200,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Area under the ROC curve of a batch, from the predictions counted in num_thresholds + 1 buckets (Paddle's auc op): equal to the exact AUC of the scores floor(p * num_thresholds).

    Args:
        Predict (Expression): an [N, 2] matrix of class probabilities (or [N, 1]: of class 1); its last column is read [shape (N, K); dtype float32 or float64; values in [0.0, 1.0]]
        Label (Expression): an [N, 1] matrix of labels: 0 negative, 1 positive [shape (N, 1); dtype int32 or int64; values in [0, 1]]
        num_thresholds (int): the number of buckets the probabilities are counted in (less one) [default 200; in range [1, 1048576]]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        AUC: a [1] tensor: the area, 0 when the batch lacks a class [shape (1); dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        prob = data('prob', [None, 2])
        label = data('label', [None, 1], dtype='int64')
        area = layers.auc(prob, label, num_thresholds=100)
    """
    attrs = _v.validate_auc_attrs({'num_thresholds': num_thresholds})
    _v.validate_auc_inputs({'Predict': _support.info_of('auc', 'Predict', Predict), 'Label': _support.info_of('auc', 'Label', Label)})
    out = _support.append_op('auc', {'Predict': Predict, 'Label': Label}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('batch_norm', inputs=('X', 'Scale', 'Bias', 'Mean', 'Variance'), attributes=('momentum', 'epsilon', 'is_test'))
def batch_norm(
    X: Expression,
    Scale: Expression,
    Bias: Expression,
    Mean: Expression,
    Variance: Expression,
    *,
    momentum: float = 0.9,
    epsilon: float = 1e-05,
    is_test: bool = False,
    name: str | None = None,
    model: Model | None = None,
) -> tuple[Expression, ...]:
    """Batch normalisation of X [N, C, ...] per channel: in training, normalised with the batch's mean and (biased) variance over every axis but C, which also update the running statistics (running = momentum * running + (1 - momentum) * batch); with is_test, normalised with the running statistics. Then scaled by Scale and shifted by Bias.

    Args:
        X (Expression): [N, C, ...]: a batch of N examples of C channels [shape (N, C, ...S); dtype float32 or float64]
        Scale (Expression): [C] scales [shape (C); dtype float32 or float64]
        Bias (Expression): [C] shifts [shape (C); dtype float32 or float64]
        Mean (Expression): [C] running means (state) [shape (C); dtype float32 or float64]
        Variance (Expression): [C] running variances (state) [shape (C); dtype float32 or float64; values in [0.0, inf]]
        momentum (float): how much of the running statistics a step keeps [default 0.9; in range [0.0, 1.0]]
        epsilon (float): added to the variance, keeping the division finite [default 1e-05; larger than 0.0]
        is_test (bool): normalise with the running statistics and leave them unchanged [default False]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Y: the normalised X [dtype float32 or float64; shaped like X]
        MeanOut: the updated running means (written into Mean's variable) [dtype float32 or float64; shaped like Mean]
        VarianceOut: the updated running variances (written into Variance's variable) [dtype float32 or float64; shaped like Variance]
        SavedMean: [C]: the mean X was normalised with [shape (C); dtype float32 or float64]
        SavedVariance: [C]: the inverse standard deviation 1 / sqrt(var + epsilon) X was normalised with (as Paddle saves it) [shape (C); dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        x = data('x', [None, 3, 4, 4])
        scale = paddle.model.parameter('bn.scale', [3], initializer=('fill_constant', {'value': 1.0}))
        bias = paddle.model.parameter('bn.bias', [3], initializer=('fill_constant', {'value': 0.0}))
        mean = paddle.model.parameter('bn.mean', [3], initializer=('fill_constant', {'value': 0.0}))
        var = paddle.model.parameter('bn.var', [3], initializer=('fill_constant', {'value': 1.0}))
        y, mean_out, var_out, saved_mean, saved_inv_std = layers.batch_norm(x, scale, bias, mean, var)
    """
    attrs = _v.validate_batch_norm_attrs({'momentum': momentum, 'epsilon': epsilon, 'is_test': is_test})
    _v.validate_batch_norm_inputs({'X': _support.info_of('batch_norm', 'X', X), 'Scale': _support.info_of('batch_norm', 'Scale', Scale), 'Bias': _support.info_of('batch_norm', 'Bias', Bias), 'Mean': _support.info_of('batch_norm', 'Mean', Mean), 'Variance': _support.info_of('batch_norm', 'Variance', Variance)})
    out = _support.append_op('batch_norm', {'X': X, 'Scale': Scale, 'Bias': Bias, 'Mean': Mean, 'Variance': Variance}, attrs, name=name, model=model)
    return _cast('tuple[Expression, ...]', out)


@_support.layer('bitwise_and', inputs=('X', 'Y'), attributes=())
def bitwise_and(
    X: Expression,
    Y: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """X and Y bit by bit, of integers of one dtype, broadcast as numpy does.

    Args:
        X (Expression): integers [dtype int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        Y (Expression): integers of X's dtype that broadcast with X [dtype int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped as the broadcast of X and Y [dtype int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.bitwise_and(data('x', [None, 3], dtype='int32'), data('y', [3], dtype='int32'))
    """
    attrs = _v.validate_bitwise_and_attrs({})
    _v.validate_bitwise_and_inputs({'X': _support.info_of('bitwise_and', 'X', X), 'Y': _support.info_of('bitwise_and', 'Y', Y)})
    out = _support.append_op('bitwise_and', {'X': X, 'Y': Y}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('bitwise_not', inputs=('X',), attributes=())
def bitwise_not(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Every bit of X flipped (two's complement: ~x = -x - 1 for signed integers).

    Args:
        X (Expression): integers [dtype int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.bitwise_not(data('x', [None, 3], dtype='int32'))
    """
    attrs = _v.validate_bitwise_not_attrs({})
    _v.validate_bitwise_not_inputs({'X': _support.info_of('bitwise_not', 'X', X)})
    out = _support.append_op('bitwise_not', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('bitwise_or', inputs=('X', 'Y'), attributes=())
def bitwise_or(
    X: Expression,
    Y: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """X or Y bit by bit, of integers of one dtype, broadcast as numpy does.

    Args:
        X (Expression): integers [dtype int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        Y (Expression): integers of X's dtype that broadcast with X [dtype int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped as the broadcast of X and Y [dtype int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.bitwise_or(data('x', [None, 3], dtype='int32'), data('y', [3], dtype='int32'))
    """
    attrs = _v.validate_bitwise_or_attrs({})
    _v.validate_bitwise_or_inputs({'X': _support.info_of('bitwise_or', 'X', X), 'Y': _support.info_of('bitwise_or', 'Y', Y)})
    out = _support.append_op('bitwise_or', {'X': X, 'Y': Y}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('bitwise_xor', inputs=('X', 'Y'), attributes=())
def bitwise_xor(
    X: Expression,
    Y: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """X xor Y bit by bit, of integers of one dtype, broadcast as numpy does.

    Args:
        X (Expression): integers [dtype int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        Y (Expression): integers of X's dtype that broadcast with X [dtype int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped as the broadcast of X and Y [dtype int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.bitwise_xor(data('x', [None, 3], dtype='int32'), data('y', [3], dtype='int32'))
    """
    attrs = _v.validate_bitwise_xor_attrs({})
    _v.validate_bitwise_xor_inputs({'X': _support.info_of('bitwise_xor', 'X', X), 'Y': _support.info_of('bitwise_xor', 'Y', Y)})
    out = _support.append_op('bitwise_xor', {'X': X, 'Y': Y}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('block_expand', inputs=('X',), attributes=('block_x', 'block_y', 'stride_x', 'stride_y', 'padding_x', 'padding_y'))
def block_expand(
    X: Expression,
    *,
    block_x: int,
    block_y: int,
    stride_x: int = 1,
    stride_y: int = 1,
    padding_x: int = 0,
    padding_y: int = 0,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Images as sequences of blocks (im2col, v2's block_expand): image i of X becomes sequence i, one step per block_y x block_x block (stride apart, zero padding), each step the block's C * block_y * block_x values.

    Args:
        X (Expression): [N, C, H, W] images [shape (N, C, H, W); dtype float32 or float64]
        block_x (int): the blocks' width [required; in range [1, 32]]
        block_y (int): the blocks' height [required; in range [1, 32]]
        stride_x (int): the step between blocks along W [default 1; in range [1, 32]]
        stride_y (int): the step between blocks along H [default 1; in range [1, 32]]
        padding_x (int): zeros added left and right [default 0; in range [0, 16]]
        padding_y (int): zeros added above and below [default 0; in range [0, 16]]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [N * out_h * out_w, C * block_y * block_x]: a sequence of blocks per image [dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        x = data('x', [None, 1, 8, 8])
        blocks = layers.block_expand(x, block_x=4, block_y=4, stride_x=4, stride_y=4)  # 4 steps of 16
    """
    attrs = _v.validate_block_expand_attrs({'block_x': block_x, 'block_y': block_y, 'stride_x': stride_x, 'stride_y': stride_y, 'padding_x': padding_x, 'padding_y': padding_y})
    _v.validate_block_expand_inputs({'X': _support.info_of('block_expand', 'X', X)})
    out = _support.append_op('block_expand', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('brelu', inputs=('X',), attributes=('t_min', 't_max'))
def brelu(
    X: Expression,
    *,
    t_min: float = 0.0,
    t_max: float = 24.0,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Bounded relu (v2's BRelu): Out = min(max(X, t_min), t_max), elementwise.

    Args:
        X (Expression): a tensor of any shape [dtype float32 or float64]
        t_min (float): the lower bound [default 0.0]
        t_max (float): the upper bound [default 24.0]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.brelu(data('x', [None, 3]))
    """
    attrs = _v.validate_brelu_attrs({'t_min': t_min, 't_max': t_max})
    _v.validate_brelu_inputs({'X': _support.info_of('brelu', 'X', X)})
    out = _support.append_layer('brelu', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('cast', inputs=('X',), attributes=('out_dtype', 'wrap', 'round_mode'))
def cast(
    X: Expression,
    *,
    out_dtype: DataType | str,
    wrap: bool = False,
    round_mode: Literal['up', 'down', 'nearest'] = 'up',
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """X converted to the dtype out_dtype: floats to integers truncate towards 0, anything to bool is X != 0, float to a narrower float rounds (overflowing to +-inf); a value an integer out_dtype cannot hold (NaN, out of range) is refused, or with `wrap` taken modulo 2**bits (ONNX's rule: 200 as int8 is -56; NaN and infinities as 0). float8_e8m0fnu (powers of two) rounds X's float32 exponent by `round_mode`, as ONNX does (0 is 2**-127). The gradient of a float output is cast back to X's dtype; an integer or bool output passes none back (0, as in torch).

    Args:
        X (Expression): a tensor of any dtype [shape (...S); dtype float16 or float32 or float64 or int32 or int64 or uint8 or bool or int8 or int16 or uint16 or uint32 or uint64 or bfloat16 or float8_e4m3fn or float8_e4m3fnuz or float8_e5m2 or float8_e5m2fnuz or int4 or uint4 or int2 or uint2 or float4_e2m1fn or float8_e8m0fnu]
        out_dtype (DataType | str): the dtype of the output [required]
        wrap (bool): an integer out_dtype takes values it cannot hold modulo 2**bits (two's complement), floats truncated first, rather than refusing them [default False]
        round_mode (Literal['up', 'down', 'nearest']): how float8_e8m0fnu rounds a value between two powers of two: up, down, or nearest (up from 1.5 * 2**e); other dtypes ignore it [default 'up'; one of ['up', 'down', 'nearest']]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: X's values in out_dtype, shaped like X [shape (...S); dtype float16 or float32 or float64 or int32 or int64 or uint8 or bool or int8 or int16 or uint16 or uint32 or uint64 or bfloat16 or float8_e4m3fn or float8_e4m3fnuz or float8_e5m2 or float8_e5m2fnuz or int4 or uint4 or int2 or uint2 or float4_e2m1fn or float8_e8m0fnu]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.cast(data('x', [None, 3]), out_dtype='float64')
    """
    attrs = _v.validate_cast_attrs({'out_dtype': out_dtype, 'wrap': wrap, 'round_mode': round_mode})
    _v.validate_cast_inputs({'X': _support.info_of('cast', 'X', X)})
    out = _support.append_op('cast', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('ceil', inputs=('X',), attributes=())
def ceil(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The smallest integer not below X.

    Args:
        X (Expression): a tensor [dtype float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.ceil(data('x', [None, 3]))
    """
    attrs = _v.validate_ceil_attrs({})
    _v.validate_ceil_inputs({'X': _support.info_of('ceil', 'X', X)})
    out = _support.append_op('ceil', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('clip', inputs=('X',), attributes=('min', 'max'))
def clip(
    X: Expression,
    *,
    min: float = -1.0,
    max: float = 1.0,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """X with every value limited to [min, max].

    Args:
        X (Expression): a tensor [dtype float32 or float64]
        min (float): the smallest value kept [default -1.0]
        max (float): the largest value kept [default 1.0]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.clip(data('x', [None, 3]), min=0.0, max=6.0)
    """
    attrs = _v.validate_clip_attrs({'min': min, 'max': max})
    _v.validate_clip_inputs({'X': _support.info_of('clip', 'X', X)})
    out = _support.append_op('clip', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('columns', inputs=('X',), attributes=('offset', 'size'))
def columns(
    X: Expression,
    *,
    offset: int = 0,
    size: int,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Columns offset .. offset + size of every row of X (v2's identity projection with an offset); sequences keep their offsets.

    Args:
        X (Expression): [N, D]: rows, maybe the steps of sequences [shape (batch, D); dtype float32 or float64]
        offset (int): the first column taken [default 0; in range [0, 1024]]
        size (int): how many columns are taken [required; in range [1, 1024]]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [N, size] [rank 2; dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        x = data('x', [None, 6])
        middle = layers.columns(x, offset=2, size=3)  # [N, 3]
    """
    attrs = _v.validate_columns_attrs({'offset': offset, 'size': size})
    _v.validate_columns_inputs({'X': _support.info_of('columns', 'X', X)})
    out = _support.append_op('columns', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('concat', inputs=('X',), attributes=('axis',))
def concat(
    X: Sequence[Expression],
    *,
    axis: int = 0,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The tensors X joined along `axis`.

    Args:
        X (list of Expression): tensors of one rank, alike but along axis [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool or float8_e4m3fn or float8_e4m3fnuz or float8_e5m2 or float8_e5m2fnuz or int4 or uint4 or int2 or uint2 or float4_e2m1fn or float8_e8m0fnu; a list of tensors]
        axis (int): the axis to join along, negative from the end [default 0; in range [-64, 63]]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: the joined tensor [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool or float8_e4m3fn or float8_e4m3fnuz or float8_e5m2 or float8_e5m2fnuz or int4 or uint4 or int2 or uint2 or float4_e2m1fn or float8_e8m0fnu]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.concat([data('a', [None, 3]), data('b', [None, 2])], axis=1)
    """
    attrs = _v.validate_concat_attrs({'axis': axis})
    _v.validate_concat_inputs({'X': _support.info_of('concat', 'X', X)})
    out = _support.append_op('concat', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('concat_columns', inputs=('X', 'Y'), attributes=())
def concat_columns(
    X: Expression,
    Y: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The features of X and Y side by side, row by row (v2's concat): [N, Dx] and [N, Dy] give [N, Dx + Dy]; sequences keep X's offsets (Y's must be the same).

    Args:
        X (Expression): [N, Dx]: rows, maybe the steps of sequences [shape (batch, Dx); dtype float32 or float64]
        Y (Expression): [N, Dy]: as many rows, the same sequences [shape (batch, Dy); dtype float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [N, Dx + Dy] [rank 2; dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        a, b = data('a', [None, 3]), data('b', [None, 2])
        both = layers.concat_columns(a, b)  # [N, 5]
    """
    attrs = _v.validate_concat_columns_attrs({})
    _v.validate_concat_columns_inputs({'X': _support.info_of('concat_columns', 'X', X), 'Y': _support.info_of('concat_columns', 'Y', Y)})
    out = _support.append_op('concat_columns', {'X': X, 'Y': Y}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('context_projection', inputs=('X', 'Padding'), attributes=('context_length', 'context_start'))
def context_projection(
    X: Expression,
    Padding: Expression | None = None,
    *,
    context_length: int,
    context_start: int,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """v2's context projection: step t of each sequence of X becomes its steps t + context_start .. t + context_start + context_length - 1 side by side; steps outside the sequence are zeros, or rows of Padding (trainable padding) when given.

    Args:
        X (Expression): [T, D]: the steps of the sequences [shape (T, D); dtype float32 or float64]
        Padding (Expression): [begin_pad + end_pad, D]: the rows standing for steps before a sequence's start (first) and after its end [shape (P, D); dtype float32 or float64; optional]
        context_length (int): how many steps each output step sees [required; in range [1, 64]]
        context_start (int): the first step seen, relative to the output step (v2: -(context_length - 1) // 2, centred) [required; in range [-64, 64]]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [T, context_length * D]: each step's context, with X's offsets [rank 2; dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        words = data('words', [None, 8], seq_type='sequence')
        windows = layers.context_projection(words, context_length=3, context_start=-1)  # [words, 24]
    """
    attrs = _v.validate_context_projection_attrs({'context_length': context_length, 'context_start': context_start})
    _v.validate_context_projection_inputs({'X': _support.info_of('context_projection', 'X', X), 'Padding': _support.info_of('context_projection', 'Padding', Padding)})
    out = _support.append_op('context_projection', {'X': X, 'Padding': Padding}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('conv', inputs=('Input', 'Filter', 'Bias'), attributes=('strides', 'paddings', 'dilations', 'groups'))
def conv(
    Input: Expression,
    Filter: Expression,
    Bias: Expression | None = None,
    *,
    strides: Sequence[int] = (1,),
    paddings: Sequence[int] = (0,),
    dilations: Sequence[int] = (1,),
    groups: int = 1,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """N-D convolution (cross-correlation, as torch and ONNX's Conv) of [N, C, *spatial] tensors of 1 to 3 spatial axes by a bank of filters, with strides, zero padding, dilation and channel groups.

    Args:
        Input (Expression): an [N, C, *spatial] batch (1 to 3 spatial axes) [shape (N, C, ...S); dtype float16 or bfloat16 or float32 or float64]
        Filter (Expression): [M, C / groups, *kernel] filters [shape (M, CG, ...K); dtype float16 or bfloat16 or float32 or float64]
        Bias (Expression): [M]: added to each output channel (optional) [shape (M); dtype float16 or bfloat16 or float32 or float64; optional]
        strides (Sequence[int]): the step of the window along each spatial axis (one value: every axis) [default [1]; a list of length between 1 and 3; in range [1, 32]]
        paddings (Sequence[int]): zeros added on both sides of each spatial axis (one value: every axis) [default [0]; a list of length between 1 and 3; in range [0, 32]]
        dilations (Sequence[int]): the spacing of the window's taps along each spatial axis (one value: every axis) [default [1]; a list of length between 1 and 3; in range [1, 32]]
        groups (int): channel groups: each group of Input's channels is convolved with its own group of filters (any count dividing the channels) [default 1; at least 1]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Output: [N, M, *((size + 2p - d(k - 1) - 1) / s + 1)] (floor) [dtype float16 or bfloat16 or float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        x = data('x', [None, 4, 50])
        w = data('w', [8, 4, 3])
        y = layers.conv(x, w, paddings=[1])  # [N, 8, 50]
    """
    attrs = _v.validate_conv_attrs({'strides': strides, 'paddings': paddings, 'dilations': dilations, 'groups': groups})
    _v.validate_conv_inputs({'Input': _support.info_of('conv', 'Input', Input), 'Filter': _support.info_of('conv', 'Filter', Filter), 'Bias': _support.info_of('conv', 'Bias', Bias)})
    out = _support.append_op('conv', {'Input': Input, 'Filter': Filter, 'Bias': Bias}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('conv2d', inputs=('Input', 'Filter', 'Bias'), attributes=('strides', 'paddings', 'dilations', 'groups'))
def conv2d(
    Input: Expression,
    Filter: Expression,
    Bias: Expression | None = None,
    *,
    strides: Sequence[int] = (1, 1),
    paddings: Sequence[int] = (0, 0),
    dilations: Sequence[int] = (1, 1),
    groups: int = 1,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """2-D convolution (cross-correlation, as Paddle and torch) of NCHW images by a bank of filters, with strides, zero padding, dilation and channel groups.

    Args:
        Input (Expression): an [N, C, H, W] batch of images [shape (N, C, H, W); dtype float32 or float64]
        Filter (Expression): [M, C / groups, kh, kw] filters [shape (M, CG, KH, KW); dtype float32 or float64]
        Bias (Expression): [M]: added to each output channel (optional) [shape (M); dtype float32 or float64; optional]
        strides (Sequence[int]): the step of the window along H and W [default [1, 1]; a list of length 2; in range [1, 32]]
        paddings (Sequence[int]): zeros added on both sides of H and of W [default [0, 0]; a list of length 2; in range [0, 32]]
        dilations (Sequence[int]): the spacing of the window's taps along H and W [default [1, 1]; a list of length 2; in range [1, 32]]
        groups (int): channel groups: each group of Input's channels is convolved with its own group of filters (any count dividing the channels) [default 1; at least 1]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Output: [N, M, (H + 2p - d(kh - 1) - 1) / s + 1, ...] (floor) [rank 4; dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        x = data('x', [None, 1, 28, 28])
        w = data('w', [6, 1, 5, 5])
        y = layers.conv2d(x, w, paddings=[2, 2])  # [N, 6, 28, 28]
    """
    attrs = _v.validate_conv2d_attrs({'strides': strides, 'paddings': paddings, 'dilations': dilations, 'groups': groups})
    _v.validate_conv2d_inputs({'Input': _support.info_of('conv2d', 'Input', Input), 'Filter': _support.info_of('conv2d', 'Filter', Filter), 'Bias': _support.info_of('conv2d', 'Bias', Bias)})
    out = _support.append_op('conv2d', {'Input': Input, 'Filter': Filter, 'Bias': Bias}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('conv2d_transpose', inputs=('Input', 'Filter'), attributes=('strides', 'paddings', 'dilations', 'groups'))
def conv2d_transpose(
    Input: Expression,
    Filter: Expression,
    *,
    strides: Sequence[int] = (1, 1),
    paddings: Sequence[int] = (0, 0),
    dilations: Sequence[int] = (1, 1),
    groups: int = 1,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The transpose of conv2d (its gradient with respect to its input), as Paddle's conv2d_transpose and torch's conv_transpose2d: upsamples NCHW images.

    Args:
        Input (Expression): an [N, C, H, W] batch of images [shape (N, C, H, W); dtype float32 or float64]
        Filter (Expression): [C, M / groups, kh, kw] filters [shape (C, MG, KH, KW); dtype float32 or float64]
        strides (Sequence[int]): the step of the window along H and W [default [1, 1]; a list of length 2; in range [1, 32]]
        paddings (Sequence[int]): zeros added on both sides of H and of W [default [0, 0]; a list of length 2; in range [0, 4]]
        dilations (Sequence[int]): the spacing of the window's taps along H and W [default [1, 1]; a list of length 2; in range [1, 32]]
        groups (int): channel groups: each group of Input's channels is convolved with its own group of filters (any count dividing the channels) [default 1; at least 1]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Output: [N, M, (H - 1) s - 2p + d(kh - 1) + 1, ...] [rank 4; dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        x = data('x', [None, 16, 5, 5])
        w = data('w', [16, 6, 2, 2])
        y = layers.conv2d_transpose(x, w, strides=[2, 2])  # [N, 6, 10, 10]
    """
    attrs = _v.validate_conv2d_transpose_attrs({'strides': strides, 'paddings': paddings, 'dilations': dilations, 'groups': groups})
    _v.validate_conv2d_transpose_inputs({'Input': _support.info_of('conv2d_transpose', 'Input', Input), 'Filter': _support.info_of('conv2d_transpose', 'Filter', Filter)})
    out = _support.append_op('conv2d_transpose', {'Input': Input, 'Filter': Filter}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('conv_transpose', inputs=('Input', 'Filter'), attributes=('strides', 'paddings', 'dilations', 'groups'))
def conv_transpose(
    Input: Expression,
    Filter: Expression,
    *,
    strides: Sequence[int] = (1,),
    paddings: Sequence[int] = (0,),
    dilations: Sequence[int] = (1,),
    groups: int = 1,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The transpose of conv (its gradient with respect to its input) over 1 to 3 spatial axes, as torch's conv_transpose1d/2d/3d: upsamples [N, C, *spatial] tensors.

    Args:
        Input (Expression): an [N, C, *spatial] batch (1 to 3 spatial axes) [shape (N, C, ...S); dtype float32 or float64]
        Filter (Expression): [C, M / groups, *kernel] filters [shape (C, MG, ...K); dtype float32 or float64]
        strides (Sequence[int]): the step of the window along each spatial axis (one value: every axis) [default [1]; a list of length between 1 and 3; in range [1, 32]]
        paddings (Sequence[int]): zeros added on both sides of each spatial axis (one value: every axis) [default [0]; a list of length between 1 and 3; in range [0, 4]]
        dilations (Sequence[int]): the spacing of the window's taps along each spatial axis (one value: every axis) [default [1]; a list of length between 1 and 3; in range [1, 32]]
        groups (int): channel groups: each group of Input's channels is convolved with its own group of filters (any count dividing the channels) [default 1; at least 1]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Output: [N, M, *((size - 1) s - 2p + d(k - 1) + 1)] [dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        x = data('x', [None, 8, 5, 5, 5])
        w = data('w', [8, 4, 2, 2, 2])
        y = layers.conv_transpose(x, w, strides=[2])  # [N, 4, 10, 10, 10]
    """
    attrs = _v.validate_conv_transpose_attrs({'strides': strides, 'paddings': paddings, 'dilations': dilations, 'groups': groups})
    _v.validate_conv_transpose_inputs({'Input': _support.info_of('conv_transpose', 'Input', Input), 'Filter': _support.info_of('conv_transpose', 'Filter', Filter)})
    out = _support.append_op('conv_transpose', {'Input': Input, 'Filter': Filter}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('cos', inputs=('X',), attributes=())
def cos(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The cosine of X (radians).

    Args:
        X (Expression): a tensor [dtype float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.cos(data('x', [None, 3]))
    """
    attrs = _v.validate_cos_attrs({})
    _v.validate_cos_inputs({'X': _support.info_of('cos', 'X', X)})
    out = _support.append_op('cos', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


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
    return _cast('Expression', out)


@_support.layer('cosh', inputs=('X',), attributes=())
def cosh(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The hyperbolic cosine of X (inf beyond 89.4 in float32).

    Args:
        X (Expression): a tensor [dtype float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.cosh(data('x', [None, 3]))
    """
    attrs = _v.validate_cosh_attrs({})
    _v.validate_cosh_inputs({'X': _support.info_of('cosh', 'X', X)})
    out = _support.append_op('cosh', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('crf_viterbi', inputs=('Emission', 'Transition', 'Label'), attributes=())
def crf_viterbi(
    Emission: Expression,
    Transition: Expression,
    Label: Expression | None = None,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Viterbi decoding of a linear-chain CRF: each sequence's highest-scoring tag path under emission scores Emission and v2's start/end/transition weights Transition (of equal scores, the path with the lowest tags first); given Label, where that path errs.

    Args:
        Emission (Expression): [T, K]: each step's score of each of K tags [shape (T, K); dtype float32 or float64]
        Transition (Expression): [K + 2, K]: v2's CRF parameter: row 0 the start weights, row 1 the end weights, rows 2.. the weights of a transition from tag (row - 2) to tag (column) (checked when the kernel runs) [shape (P, K); dtype float32 or float64]
        Label (Expression): [T, 1]: optional true tags: Path then says where the best path errs [shape (T, 1); dtype int32 or int64; optional; values in [0, K)]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Path: [T, 1]: the best tag of each step, with Emission's offsets; given Label, 1 where that tag is not the label's, else 0 (v2's per-token errors) [shape (T, 1); dtype int64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        scores = data('scores', [None, 3], seq_type='sequence')
        transition = paddle.model.parameter('crf.w', [5, 3])
        tags = layers.crf_viterbi(scores, transition)  # [T, 1] int64
    """
    attrs = _v.validate_crf_viterbi_attrs({})
    _v.validate_crf_viterbi_inputs({'Emission': _support.info_of('crf_viterbi', 'Emission', Emission), 'Transition': _support.info_of('crf_viterbi', 'Transition', Transition), 'Label': _support.info_of('crf_viterbi', 'Label', Label)})
    out = _support.append_op('crf_viterbi', {'Emission': Emission, 'Transition': Transition, 'Label': Label}, attrs, name=name, model=model)
    return _cast('Expression', out)


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
        X (Expression): an [N, C] matrix of probabilities (e.g. a softmax) [shape (N, C); dtype float32 or float64; values in [0.0, 1.0]]
        Label (Expression): an [N, 1] matrix of class indexes [shape (N, 1); dtype int32 or int64; values in [0, C)]
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
    return _cast('Expression', out)


@_support.layer('cumsum', inputs=('X',), attributes=('axis', 'exclusive', 'reverse'))
def cumsum(
    X: Expression,
    *,
    axis: int = 0,
    exclusive: bool = False,
    reverse: bool = False,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Running sums of X along `axis`: each element the sum of those up to it (exclusive: before it; reverse: from the other end).

    Args:
        X (Expression): a tensor [dtype float32 or float64 or int32 or int64]
        axis (int): the axis, negative from the end [default 0; in range [-64, 63]]
        exclusive (bool): leave each element out of its own sum [default False]
        reverse (bool): sum from the last element back [default False]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float32 or float64 or int32 or int64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.cumsum(data('x', [None, 5]), axis=1, exclusive=True)
    """
    attrs = _v.validate_cumsum_attrs({'axis': axis, 'exclusive': exclusive, 'reverse': reverse})
    _v.validate_cumsum_inputs({'X': _support.info_of('cumsum', 'X', X)})
    out = _support.append_op('cumsum', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('div', inputs=('X', 'Y'), attributes=())
def div(
    X: Expression,
    Y: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """X / Y, broadcast as numpy does (IEEE: x / 0 is +-inf or nan).

    Args:
        X (Expression): a tensor [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        Y (Expression): a tensor of X's dtype that broadcasts with X [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped as the broadcast of X and Y [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.div(data('x', [None, 3]), data('y', [3]))
    """
    attrs = _v.validate_div_attrs({})
    _v.validate_div_inputs({'X': _support.info_of('div', 'X', X), 'Y': _support.info_of('div', 'Y', Y)})
    out = _support.append_op('div', {'X': X, 'Y': Y}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('dropout', inputs=('X', 'Step'), attributes=('dropout_prob', 'is_test', 'seed'))
def dropout(
    X: Expression,
    Step: Expression | None = None,
    *,
    dropout_prob: float = 0.5,
    is_test: bool = False,
    seed: int = 0,
    name: str | None = None,
    model: Model | None = None,
) -> tuple[Expression, ...]:
    """Dropout: in training each element of X is kept with probability 1 - dropout_prob and scaled by 1 / (1 - dropout_prob) (Out = X * Mask / (1 - dropout_prob)), the others set to 0; with is_test, Out = X.

    Args:
        X (Expression): any tensor [dtype float32 or float64]
        Step (Expression): [1] how many masks were drawn so far (state; without it, the seed's mask every run) [shape (1); dtype int64; optional; values in [0, inf]]
        dropout_prob (float): the probability of dropping each element [default 0.5; at least 0.0; smaller than 1.0]
        is_test (bool): inference: Out = X, nothing dropped [default False]
        seed (int): the random seed; with Step it picks the mask [default 0; at least 0]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: X with dropped elements zeroed, kept ones scaled [dtype float32 or float64; shaped like X]
        Mask: 1 where an element was kept, 0 where dropped (all 1 with is_test) [dtype float32 or float64; shaped like X]
        StepOut: Step + 1, Step with is_test (written into Step's variable) [shape (1); dtype int64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        x = data('x', [None, 16])
        out, mask, _ = layers.dropout(x, dropout_prob=0.3, seed=7)
    """
    attrs = _v.validate_dropout_attrs({'dropout_prob': dropout_prob, 'is_test': is_test, 'seed': seed})
    _v.validate_dropout_inputs({'X': _support.info_of('dropout', 'X', X), 'Step': _support.info_of('dropout', 'Step', Step)})
    out = _support.append_op('dropout', {'X': X, 'Step': Step}, attrs, name=name, model=model)
    return _cast('tuple[Expression, ...]', out)


@_support.layer('einsum', inputs=('Inputs',), attributes=('equation',))
def einsum(
    Inputs: Sequence[Expression],
    *,
    equation: str,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Einstein summation of the operands by an equation, as ONNX's Einsum and numpy's einsum: 'ij,jk->ik' is a matrix product, 'ii->i' a diagonal, 'ij' without '->' the letters seen once in alphabetical order.

    Args:
        Inputs (list of Expression): the operands, one per term of the equation [dtype float16 or bfloat16 or float32 or float64; a list of tensors]
        equation (str): the operands' letters split by commas, then optionally '->' and the output's letters ('...': broadcast axes) [required; an einsum equation: terms of letters (one '...' at most) split by commas, then '->' and distinct letters the inputs hold]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped by the equation's output term [dtype float16 or bfloat16 or float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.einsum([data('a', [2, 3]), data('b', [3, 4])], equation='ij,jk->ik')  # [2, 4]
    """
    attrs = _v.validate_einsum_attrs({'equation': equation})
    _v.validate_einsum_inputs({'Inputs': _support.info_of('einsum', 'Inputs', Inputs)})
    out = _support.append_op('einsum', {'Inputs': Inputs}, attrs, name=name, model=model)
    return _cast('Expression', out)


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
    return _cast('Expression', out)


@_support.layer('elementwise_mul', inputs=('X', 'Y'), attributes=())
def elementwise_mul(
    X: Expression,
    Y: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """X * Y elementwise, broadcast as numpy does (`mul` is the matrix product).

    Args:
        X (Expression): a tensor [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        Y (Expression): a tensor of X's dtype that broadcasts with X [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped as the broadcast of X and Y [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.elementwise_mul(data('x', [None, 3]), data('y', [3]))
    """
    attrs = _v.validate_elementwise_mul_attrs({})
    _v.validate_elementwise_mul_inputs({'X': _support.info_of('elementwise_mul', 'X', X), 'Y': _support.info_of('elementwise_mul', 'Y', Y)})
    out = _support.append_op('elementwise_mul', {'X': X, 'Y': Y}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('elu', inputs=('X',), attributes=('alpha',))
def elu(
    X: Expression,
    *,
    alpha: float = 1.0,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Out = X where X > 0, else alpha * (exp(X) - 1), elementwise.

    Args:
        X (Expression): a tensor of any shape [dtype float16 or bfloat16 or float32 or float64]
        alpha (float): the value Out approaches as X goes to -inf is -alpha [default 1.0]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float16 or bfloat16 or float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.elu(data('x', [None, 3]), alpha=0.5)
    """
    attrs = _v.validate_elu_attrs({'alpha': alpha})
    _v.validate_elu_inputs({'X': _support.info_of('elu', 'X', X)})
    out = _support.append_op('elu', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('embedding', inputs=('W', 'Ids'), attributes=('padding_idx', 'is_sparse'))
def embedding(
    W: Expression,
    Ids: Expression,
    *,
    padding_idx: int = -1,
    is_sparse: bool = False,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """v2's embedding (table projection): row i of Out is the row of W that id Ids[i] picks; Ids is a column of ids (a sequence's steps as rows) and Out keeps its offsets. Ids equal to padding_idx give zeros.

    Args:
        W (Expression): [V, D]: a row of D values for each of V ids [shape (V, D); dtype float32 or float64]
        Ids (Expression): [N, 1]: one id in [0, V) a row [shape (N, 1); dtype int32 or int64; values in [0, V)]
        padding_idx (int): an id whose rows are zeros and give W no gradient; -1 for none [default -1; at least -1]
        is_sparse (bool): W's gradient is row-sparse (Paddle's SelectedRows: the rows Ids picked and their summed gradients) instead of a dense [V, D] array; the optimizers update those rows only [default False]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [N, D]: the picked rows, with Ids' sequence offsets [shape (N, D); dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        words = data('words', [None, 1], dtype='int64', seq_type='sequence')
        table = paddle.model.parameter('emb.w', [100, 16])
        vectors = layers.embedding(table, words)  # [words, 16], the words' offsets
    """
    attrs = _v.validate_embedding_attrs({'padding_idx': padding_idx, 'is_sparse': is_sparse})
    _v.validate_embedding_inputs({'W': _support.info_of('embedding', 'W', W), 'Ids': _support.info_of('embedding', 'Ids', Ids)})
    out = _support.append_op('embedding', {'W': W, 'Ids': Ids}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('eos', inputs=('X',), attributes=('eos_id',))
def eos(
    X: Expression,
    *,
    eos_id: int,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """1 where an id of X is eos_id, else 0 (v2's eos layer: which generated words end a sequence).

    Args:
        X (Expression): [N, 1]: ids; the rows may be the steps of sequences [shape (N, 1); dtype int32 or int64]
        eos_id (int): the end-of-sequence id [required; in range [0, 2147483647]]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [N, 1] int64: 1 at eos_id, with X's offsets [shape (N, 1); dtype int64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        words = data('words', [None, 1], dtype='int64')
        ended = layers.eos(words, eos_id=1)
    """
    attrs = _v.validate_eos_attrs({'eos_id': eos_id})
    _v.validate_eos_inputs({'X': _support.info_of('eos', 'X', X)})
    out = _support.append_op('eos', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('equal', inputs=('X', 'Y'), attributes=())
def equal(
    X: Expression,
    Y: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """X == Y elementwise (bool), broadcast as numpy does; NaN compares unequal to everything, itself included.

    Args:
        X (Expression): a tensor [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool]
        Y (Expression): a tensor of X's dtype that broadcasts with X [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: bools shaped as the broadcast of X and Y [dtype bool]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.equal(data('x', [None, 3]), data('y', [3]))
    """
    attrs = _v.validate_equal_attrs({})
    _v.validate_equal_inputs({'X': _support.info_of('equal', 'X', X), 'Y': _support.info_of('equal', 'Y', Y)})
    out = _support.append_op('equal', {'X': X, 'Y': Y}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('erf', inputs=('X',), attributes=())
def erf(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The error function of X.

    Args:
        X (Expression): a tensor [dtype float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.erf(data('x', [None, 3]))
    """
    attrs = _v.validate_erf_attrs({})
    _v.validate_erf_inputs({'X': _support.info_of('erf', 'X', X)})
    out = _support.append_op('erf', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('error_clip', inputs=('X',), attributes=('threshold',))
def error_clip(
    X: Expression,
    *,
    threshold: float = 100.0,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Out = X; in the backward pass the gradient reaching Out is clipped elementwise to [-threshold, threshold] before it flows on to X (v2's error clipping of a layer's output).

    Args:
        X (Expression): any float tensor (a layer's output) [dtype float32 or float64]
        threshold (float): the largest magnitude of the gradient passed on to X [default 100.0; larger than 0.0]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: X unchanged [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.error_clip(data('x', [None, 8]), threshold=10.0)
    """
    attrs = _v.validate_error_clip_attrs({'threshold': threshold})
    _v.validate_error_clip_inputs({'X': _support.info_of('error_clip', 'X', X)})
    out = _support.append_op('error_clip', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('exp', inputs=('X',), attributes=())
def exp(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """e to the power X (inf beyond the dtype's range: 88.7 in float32).

    Args:
        X (Expression): a tensor [dtype float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.exp(data('x', [None, 3]))
    """
    attrs = _v.validate_exp_attrs({})
    _v.validate_exp_inputs({'X': _support.info_of('exp', 'X', X)})
    out = _support.append_op('exp', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('expand', inputs=('X',), attributes=('shape',))
def expand(
    X: Expression,
    *,
    shape: Sequence[int],
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """X broadcast to `shape` as numpy's broadcast_to (paddle.expand, torch's expand): aligned at the last axis, each axis of size 1 repeated.

    Args:
        X (Expression): a tensor that broadcasts to shape [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool or float8_e4m3fn or float8_e4m3fnuz or float8_e5m2 or float8_e5m2fnuz or int4 or uint4 or int2 or uint2 or float4_e2m1fn or float8_e8m0fnu]
        shape (Sequence[int]): the shape of the output [required; a list of length at least 1; at least 0]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: X broadcast [shape (...shape); dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool or float8_e4m3fn or float8_e4m3fnuz or float8_e5m2 or float8_e5m2fnuz or int4 or uint4 or int2 or uint2 or float4_e2m1fn or float8_e8m0fnu]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.expand(data('x', [3, 1]), shape=[2, 3, 4])
    """
    attrs = _v.validate_expand_attrs({'shape': shape})
    _v.validate_expand_inputs({'X': _support.info_of('expand', 'X', X)})
    out = _support.append_op('expand', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('fc', inputs=('input',), attributes=('size', 'act', 'bias'))
def fc(
    input: Expression,
    *,
    size: int,
    act: Literal['linear', 'sigmoid', 'relu', 'tanh', 'softmax', 'sequence_softmax', 'exp', 'log', 'abs', 'square', 'sqrt', 'reciprocal', 'softsign', 'brelu', 'soft_relu', 'stanh'] = 'linear',
    bias: bool = True,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Fully connected layer: act(input @ w + b).

    Args:
        input (Expression): an [N, D] matrix; rows may be the steps of sequences [shape (batch, D); dtype float32 or float64]
        size (int): the number of output units [required; larger than 0]
        act (Literal['linear', 'sigmoid', 'relu', 'tanh', 'softmax', 'sequence_softmax', 'exp', 'log', 'abs', 'square', 'sqrt', 'reciprocal', 'softsign', 'brelu', 'soft_relu', 'stanh']): the activation [default 'linear'; one of ['linear', 'sigmoid', 'relu', 'tanh', 'softmax', 'sequence_softmax', 'exp', 'log', 'abs', 'square', 'sqrt', 'reciprocal', 'softsign', 'brelu', 'soft_relu', 'stanh']]
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
    return _cast('Expression', out)


@_support.layer('flatten', inputs=('X',), attributes=('axis',))
def flatten(
    X: Expression,
    *,
    axis: int = 1,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """X as a matrix: the axes before `axis` make its rows, the rest its columns.

    Args:
        X (Expression): any tensor [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool or float8_e4m3fn or float8_e4m3fnuz or float8_e5m2 or float8_e5m2fnuz or int4 or uint4 or int2 or uint2 or float4_e2m1fn or float8_e8m0fnu]
        axis (int): the first axis of the columns, 0 .. rank(X) [default 1; in range [0, 64]]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: the [prod(X.shape[:axis]), prod(X.shape[axis:])] matrix [rank 2; dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool or float8_e4m3fn or float8_e4m3fnuz or float8_e5m2 or float8_e5m2fnuz or int4 or uint4 or int2 or uint2 or float4_e2m1fn or float8_e8m0fnu]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.flatten(data('x', [None, 3, 4]), axis=1)
    """
    attrs = _v.validate_flatten_attrs({'axis': axis})
    _v.validate_flatten_inputs({'X': _support.info_of('flatten', 'X', X)})
    out = _support.append_op('flatten', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('floor', inputs=('X',), attributes=())
def floor(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The largest integer not above X.

    Args:
        X (Expression): a tensor [dtype float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.floor(data('x', [None, 3]))
    """
    attrs = _v.validate_floor_attrs({})
    _v.validate_floor_inputs({'X': _support.info_of('floor', 'X', X)})
    out = _support.append_op('floor', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('from_sequences', inputs=('X',), attributes=('steps',))
def from_sequences(
    X: Expression,
    *,
    steps: int,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Sequences of one length as a dense batch: [S * T, D] rows, sequence-major (as to_sequences lays them out) -> [S, T, D].

    Args:
        X (Expression): [S * T, D]: S sequences of T steps each (their offsets, if any, are not read) [shape (R, D); dtype float32 or float64]
        steps (int): T, the steps of every sequence [required; at least 1]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [S, T, D] [rank 3; dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        rows = layers.to_sequences(data('x', [2, 5, 8]))
        x = layers.from_sequences(rows, steps=5)  # [2, 5, 8] again
    """
    attrs = _v.validate_from_sequences_attrs({'steps': steps})
    _v.validate_from_sequences_inputs({'X': _support.info_of('from_sequences', 'X', X)})
    out = _support.append_op('from_sequences', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('gather', inputs=('X', 'Index'), attributes=())
def gather(
    X: Expression,
    Index: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The rows of X that Index names, in its order (repeats allowed).

    Args:
        X (Expression): a tensor of N rows [shape (N, ...R); dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool or float8_e4m3fn or float8_e4m3fnuz or float8_e5m2 or float8_e5m2fnuz or int4 or uint4 or int2 or uint2 or float4_e2m1fn or float8_e8m0fnu]
        Index (Expression): row indexes of X, in [0, N) [shape (K); dtype int32 or int64; values in [0, N)]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: the K rows [shape (K, ...R); dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool or float8_e4m3fn or float8_e4m3fnuz or float8_e5m2 or float8_e5m2fnuz or int4 or uint4 or int2 or uint2 or float4_e2m1fn or float8_e8m0fnu]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.gather(data('x', [5, 3]), data('i', [None], dtype='int64'))
    """
    attrs = _v.validate_gather_attrs({})
    _v.validate_gather_inputs({'X': _support.info_of('gather', 'X', X), 'Index': _support.info_of('gather', 'Index', Index)})
    out = _support.append_op('gather', {'X': X, 'Index': Index}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('gather_elements', inputs=('X', 'Index'), attributes=('axis',))
def gather_elements(
    X: Expression,
    Index: Expression,
    *,
    axis: int = 0,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """X's elements picked along `axis` by Index, one per Index element (as ONNX's GatherElements and torch.gather): Out[i][j][k] = X[Index[i][j][k]][j][k] for axis 0.

    Args:
        X (Expression): a tensor [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool or float8_e4m3fn or float8_e4m3fnuz or float8_e5m2 or float8_e5m2fnuz or int4 or uint4 or int2 or uint2 or float4_e2m1fn or float8_e8m0fnu]
        Index (Expression): indexes along `axis` in [-n, n) (negative from the end), of X's rank, no larger than X along the other axes [shape (...I); dtype int32 or int64]
        axis (int): the axis, negative from the end [default 0; in range [-32, 31]]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like Index [shape (...I); dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool or float8_e4m3fn or float8_e4m3fnuz or float8_e5m2 or float8_e5m2fnuz or int4 or uint4 or int2 or uint2 or float4_e2m1fn or float8_e8m0fnu]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.gather_elements(data('x', [4, 3]), data('i', [2, 3], dtype='int64'), axis=0)
    """
    attrs = _v.validate_gather_elements_attrs({'axis': axis})
    _v.validate_gather_elements_inputs({'X': _support.info_of('gather_elements', 'X', X), 'Index': _support.info_of('gather_elements', 'Index', Index)})
    out = _support.append_op('gather_elements', {'X': X, 'Index': Index}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('gather_nd', inputs=('X', 'Index'), attributes=('batch_dims',))
def gather_nd(
    X: Expression,
    Index: Expression,
    *,
    batch_dims: int = 0,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """X's slices named by the k-tuples of Index's last axis (ONNX's GatherND): Out[..., :] = X[i1, ..., ik, :], after batch_dims axes that X and Index share.

    Args:
        X (Expression): a tensor [dtype float32 or float64 or int32 or int64 or bool]
        Index (Expression): [..., k] tuples of indexes into X's axes batch_dims .. batch_dims + k (negative from the end) [dtype int64 or int32]
        batch_dims (int): leading axes X and Index walk together [default 0; in range [0, 3]]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [*Index.shape[:-1], *X.shape[batch_dims + k:]] [dtype float32 or float64 or int32 or int64 or bool]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.gather_nd(data('x', [4, 3, 2]), data('i', [5, 2], dtype='int64'))  # [5, 2]
    """
    attrs = _v.validate_gather_nd_attrs({'batch_dims': batch_dims})
    _v.validate_gather_nd_inputs({'X': _support.info_of('gather_nd', 'X', X), 'Index': _support.info_of('gather_nd', 'Index', Index)})
    out = _support.append_op('gather_nd', {'X': X, 'Index': Index}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('gelu', inputs=('X',), attributes=('approximate',))
def gelu(
    X: Expression,
    *,
    approximate: bool = False,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Out = X * Phi(X), Phi the standard normal CDF (exact, with erf), elementwise; approximate: the tanh form 0.5 X (1 + tanh(sqrt(2 / pi) (X + 0.044715 X^3))).

    Args:
        X (Expression): a tensor of any shape [dtype float32 or float64]
        approximate (bool): use the tanh approximation [default False]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.gelu(data('x', [None, 3]), approximate=True)
    """
    attrs = _v.validate_gelu_attrs({'approximate': approximate})
    _v.validate_gelu_inputs({'X': _support.info_of('gelu', 'X', X)})
    out = _support.append_op('gelu', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('greater', inputs=('X', 'Y'), attributes=())
def greater(
    X: Expression,
    Y: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """X > Y elementwise (bool), broadcast as numpy does; NaN compares unequal to everything, itself included.

    Args:
        X (Expression): a tensor [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        Y (Expression): a tensor of X's dtype that broadcasts with X [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: bools shaped as the broadcast of X and Y [dtype bool]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.greater(data('x', [None, 3]), data('y', [3]))
    """
    attrs = _v.validate_greater_attrs({})
    _v.validate_greater_inputs({'X': _support.info_of('greater', 'X', X), 'Y': _support.info_of('greater', 'Y', Y)})
    out = _support.append_op('greater', {'X': X, 'Y': Y}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('greater_equal', inputs=('X', 'Y'), attributes=())
def greater_equal(
    X: Expression,
    Y: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """X >= Y elementwise (bool), broadcast as numpy does; NaN compares unequal to everything, itself included.

    Args:
        X (Expression): a tensor [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        Y (Expression): a tensor of X's dtype that broadcasts with X [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: bools shaped as the broadcast of X and Y [dtype bool]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.greater_equal(data('x', [None, 3]), data('y', [3]))
    """
    attrs = _v.validate_greater_equal_attrs({})
    _v.validate_greater_equal_inputs({'X': _support.info_of('greater_equal', 'X', X), 'Y': _support.info_of('greater_equal', 'Y', Y)})
    out = _support.append_op('greater_equal', {'X': X, 'Y': Y}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('gru', inputs=('Input', 'Weight', 'Bias', 'H0'), attributes=('reverse', 'gate_act', 'candidate_act'))
def gru(
    Input: Expression,
    Weight: Expression,
    Bias: Expression | None = None,
    H0: Expression | None = None,
    *,
    reverse: bool = False,
    gate_act: Literal['linear', 'sigmoid', 'tanh', 'relu'] = 'sigmoid',
    candidate_act: Literal['linear', 'sigmoid', 'tanh', 'relu'] = 'tanh',
    name: str | None = None,
    model: Model | None = None,
) -> tuple[Expression, ...]:
    """A GRU over whole sequences (v2's grumemory): for each sequence of Input, step by step, with [hr, hz, hn] = H_{t-1} @ Weight and Input_t + Bias = [xr, xz, xn]: r = gate_act(xr + hr), z = gate_act(xz + hz), n = candidate_act(xn + r * hn), H_t = (1 - z) * n + z * H_{t-1} (torch.nn.GRU's math with the default activations sigmoid, tanh).

    Args:
        Input (Expression): [T, 3H]: the steps of the sequences, projected (an fc of size 3H, no activation) [shape (T, G); dtype float32 or float64]
        Weight (Expression): [H, 3H]: the hidden-to-hidden weights, columns in the gate order r, z, n [shape (H, G); dtype float32 or float64]
        Bias (Expression): [3H]: added to every step's input projection [shape (G); dtype float32 or float64; optional]
        H0 (Expression): [sequences, H]: each sequence's initial hidden state (zeros if not given) [shape (S, H); dtype float32 or float64; optional]
        reverse (bool): run each sequence from its last step to its first [default False]
        gate_act (Literal['linear', 'sigmoid', 'tanh', 'relu']): the gates' activation (v2's gate_act) [default 'sigmoid'; one of ['linear', 'sigmoid', 'tanh', 'relu']]
        candidate_act (Literal['linear', 'sigmoid', 'tanh', 'relu']): the candidate's activation (v2's act) [default 'tanh'; one of ['linear', 'sigmoid', 'tanh', 'relu']]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Hidden: [T, H]: the hidden state after each step, with Input's offsets [shape (T, H); dtype float32 or float64]
        Gates: [T, 3H]: the activated r, z, n of each step (kept for the gradient) [shape (T, G); dtype float32 or float64]
        Projection: [T, H]: hn = H_{t-1} @ Weight's last H columns at each step (kept for the gradient) [shape (T, H); dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        x = data('x', [None, 6], seq_type='sequence')  # H = 2: already projected to 3H
        w = paddle.model.parameter('gru.w', [2, 6])
        hidden, _, _ = layers.gru(x, w, candidate_act='relu')  # [steps, 2], x's offsets
    """
    attrs = _v.validate_gru_attrs({'reverse': reverse, 'gate_act': gate_act, 'candidate_act': candidate_act})
    _v.validate_gru_inputs({'Input': _support.info_of('gru', 'Input', Input), 'Weight': _support.info_of('gru', 'Weight', Weight), 'Bias': _support.info_of('gru', 'Bias', Bias), 'H0': _support.info_of('gru', 'H0', H0)})
    out = _support.append_op('gru', {'Input': Input, 'Weight': Weight, 'Bias': Bias, 'H0': H0}, attrs, name=name, model=model)
    return _cast('tuple[Expression, ...]', out)


@_support.layer('gru_unit', inputs=('X', 'H_prev', 'Weight', 'Bias'), attributes=())
def gru_unit(
    X: Expression,
    H_prev: Expression,
    Weight: Expression,
    Bias: Expression | None = None,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """One GRU step (torch.nn.GRUCell's math, after the input projection): with [hr, hz, hn] = H_prev @ Weight, r = sigmoid(X_r + hr), z = sigmoid(X_z + hz), n = tanh(X_n + r * hn) and H = (1 - z) * n + z * H_prev (X plus Bias where given).

    Args:
        X (Expression): [N, 3H]: the input projection, in the order r, z, n [shape (N, G); dtype float32 or float64]
        H_prev (Expression): [N, H]: the previous step's hidden state [shape (N, H); dtype float32 or float64]
        Weight (Expression): [H, 3H]: the hidden-to-hidden weights, columns in the order r, z, n [shape (H, G); dtype float32 or float64]
        Bias (Expression): [3H]: added to X [shape (G); dtype float32 or float64; optional]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Hidden: [N, H]: the new hidden state [shape (N, H); dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        x = data('x', [None, 6])  # H = 2: r, z, n
        h_prev = data('h_prev', [None, 2])
        w = paddle.model.parameter('gru.w', [2, 6])
        h = layers.gru_unit(x, h_prev, w)
    """
    attrs = _v.validate_gru_unit_attrs({})
    _v.validate_gru_unit_inputs({'X': _support.info_of('gru_unit', 'X', X), 'H_prev': _support.info_of('gru_unit', 'H_prev', H_prev), 'Weight': _support.info_of('gru_unit', 'Weight', Weight), 'Bias': _support.info_of('gru_unit', 'Bias', Bias)})
    out = _support.append_op('gru_unit', {'X': X, 'H_prev': H_prev, 'Weight': Weight, 'Bias': Bias}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('grumemory', inputs=('input',), attributes=('size', 'reverse', 'bias', 'gate_act', 'candidate_act'))
def grumemory(
    input: Expression,
    *,
    size: int = 0,
    reverse: bool = False,
    bias: bool = True,
    gate_act: Literal['linear', 'sigmoid', 'tanh', 'relu'] = 'sigmoid',
    candidate_act: Literal['linear', 'sigmoid', 'tanh', 'relu'] = 'tanh',
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """v2's grumemory: the gru op over sequences whose steps are already projected to 3 * size columns (the gates r, z, n), with its hidden-to-hidden weights w [size, 3 * size] and bias b [3 * size]; gives the hidden state of every step.

    Args:
        input (Expression): [T, 3 * size]: the projected steps of the sequences (an fc of size 3 * size, linear, no bias) [shape (T, G); dtype float32 or float64]
        size (int): the number of units: input's width / 3 (0: take it from the input) [default 0; at least 0]
        reverse (bool): run each sequence from its last step to its first [default False]
        bias (bool): add a learned bias to the gates [default True]
        gate_act (Literal['linear', 'sigmoid', 'tanh', 'relu']): the gates' activation (v2's gate_act) [default 'sigmoid'; one of ['linear', 'sigmoid', 'tanh', 'relu']]
        candidate_act (Literal['linear', 'sigmoid', 'tanh', 'relu']): the candidate's activation (v2's act) [default 'tanh'; one of ['linear', 'sigmoid', 'tanh', 'relu']]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [T, size]: the hidden state after each step, with input's offsets [rank 2; dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        x = data('x', [None, 16], seq_type='sequence')
        projected = layers.fc(x, size=3 * 8, bias=False)
        hidden = layers.grumemory(projected, gate_act='relu')  # [steps, 8]
    """
    attrs = _v.validate_grumemory_attrs({'size': size, 'reverse': reverse, 'bias': bias, 'gate_act': gate_act, 'candidate_act': candidate_act})
    _v.validate_grumemory_inputs({'input': _support.info_of('grumemory', 'input', input)})
    out = _support.append_layer('grumemory', {'input': input}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('hard_sigmoid', inputs=('X',), attributes=('slope', 'offset'))
def hard_sigmoid(
    X: Expression,
    *,
    slope: float = 0.2,
    offset: float = 0.5,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """A piecewise linear approximation of the sigmoid: Out = min(1, max(0, slope * X + offset)), elementwise.

    Args:
        X (Expression): a float32 or float64 tensor of any shape [dtype float32 or float64]
        slope (float): the slope of the linear piece [default 0.2]
        offset (float): the value at X = 0 before clipping [default 0.5]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X, each value in [0, 1] [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.hard_sigmoid(data('x', [None, 8]), slope=0.25)
    """
    attrs = _v.validate_hard_sigmoid_attrs({'slope': slope, 'offset': offset})
    _v.validate_hard_sigmoid_inputs({'X': _support.info_of('hard_sigmoid', 'X', X)})
    out = _support.append_op('hard_sigmoid', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('hardmax', inputs=('X',), attributes=('axis',))
def hardmax(
    X: Expression,
    *,
    axis: int = -1,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """1 where X holds the largest value along `axis` (the first of ties), 0 elsewhere.

    Args:
        X (Expression): a tensor [dtype float32 or float64]
        axis (int): the axis, negative from the end [default -1; in range [-64, 63]]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.hardmax(data('x', [None, 3]), axis=1)
    """
    attrs = _v.validate_hardmax_attrs({'axis': axis})
    _v.validate_hardmax_inputs({'X': _support.info_of('hardmax', 'X', X)})
    out = _support.append_op('hardmax', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('hierarchical_sigmoid', inputs=('X', 'W', 'Label', 'Bias'), attributes=('num_classes',))
def hierarchical_sigmoid(
    X: Expression,
    W: Expression,
    Label: Expression,
    Bias: Expression | None = None,
    *,
    num_classes: int,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """v2's hierarchical sigmoid cost: -log P(Label | X), the class's probability a product of sigmoids along its path in a complete binary tree over num_classes leaves, one row of W (and of Bias) per inner node.

    Args:
        X (Expression): [N, D]: the inputs; the rows may be the steps of sequences [shape (N, D); dtype float32 or float64]
        W (Expression): [num_classes - 1, D]: one row per inner node of the tree [shape (M, D); dtype float32 or float64]
        Label (Expression): [N, 1]: each row's class [shape (N, 1); dtype int32 or int64]
        Bias (Expression): [num_classes - 1]: one bias per inner node [shape (M); dtype float32 or float64; optional]
        num_classes (int): the number of classes (leaves of the tree) [required; in range [2, 4096]]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [N, 1]: each row's cost [shape (N, 1); dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        x = data('x', [None, 8])
        label = data('label', [None, 1], dtype='int64')
        w = paddle.model.parameter('hsigmoid.w', [9, 8])  # 10 classes
        cost = layers.hierarchical_sigmoid(x, w, label, num_classes=10)
    """
    attrs = _v.validate_hierarchical_sigmoid_attrs({'num_classes': num_classes})
    _v.validate_hierarchical_sigmoid_inputs({'X': _support.info_of('hierarchical_sigmoid', 'X', X), 'W': _support.info_of('hierarchical_sigmoid', 'W', W), 'Label': _support.info_of('hierarchical_sigmoid', 'Label', Label), 'Bias': _support.info_of('hierarchical_sigmoid', 'Bias', Bias)})
    out = _support.append_op('hierarchical_sigmoid', {'X': X, 'W': W, 'Label': Label, 'Bias': Bias}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('huber_loss', inputs=('X', 'Y'), attributes=('delta',))
def huber_loss(
    X: Expression,
    Y: Expression,
    *,
    delta: float = 1.0,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Elementwise Huber loss of X against Y: 0.5 r^2 where r = |X - Y| <= delta, delta (r - 0.5 delta) beyond (torch's huber_loss, reduction 'none'). Composed of sub, abs, clip, square, scale and add, whose gradients it uses.

    Args:
        X (Expression): an [N, D] matrix of predictions [shape (N, D); dtype float32 or float64]
        Y (Expression): an [N, D] matrix of targets [shape (N, D); dtype float32 or float64]
        delta (float): where the loss turns from quadratic to linear [default 1.0; larger than 0.0]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: an [N, D] matrix of losses [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        x = data('x', [None, 1])
        y = data('y', [None, 1])
        loss = layers.huber_loss(x, y, delta=0.5)
    """
    attrs = _v.validate_huber_loss_attrs({'delta': delta})
    _v.validate_huber_loss_inputs({'X': _support.info_of('huber_loss', 'X', X), 'Y': _support.info_of('huber_loss', 'Y', Y)})
    out = _support.append_layer('huber_loss', {'X': X, 'Y': Y}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('img_conv', inputs=('input',), attributes=('num_filters', 'filter_size', 'stride', 'padding', 'groups', 'act', 'bias'))
def img_conv(
    input: Expression,
    *,
    num_filters: int,
    filter_size: int,
    stride: int = 1,
    padding: int = 0,
    groups: int = 1,
    act: Literal['linear', 'sigmoid', 'relu', 'tanh', 'softmax', 'sequence_softmax', 'exp', 'log', 'abs', 'square', 'sqrt', 'reciprocal', 'softsign', 'brelu', 'soft_relu', 'stanh'] = 'linear',
    bias: bool = True,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """2-D convolution layer: act(conv2d(input, w) + b), w of [num_filters, C / groups, filter_size, filter_size] and one bias per filter.

    Args:
        input (Expression): an [N, C, H, W] batch of images [shape (N, C, H, W); dtype float32 or float64]
        num_filters (int): the number of filters (output channels) [required; larger than 0]
        filter_size (int): the filters' height and width [required; in range [1, 32]]
        stride (int): the step of the filters along H and W [default 1; in range [1, 32]]
        padding (int): zeros added on each side of H and W [default 0; in range [0, 32]]
        groups (int): filters see C / groups channels each [default 1; in range [1, 64]]
        act (Literal['linear', 'sigmoid', 'relu', 'tanh', 'softmax', 'sequence_softmax', 'exp', 'log', 'abs', 'square', 'sqrt', 'reciprocal', 'softsign', 'brelu', 'soft_relu', 'stanh']): the activation [default 'linear'; one of ['linear', 'sigmoid', 'relu', 'tanh', 'softmax', 'sequence_softmax', 'exp', 'log', 'abs', 'square', 'sqrt', 'reciprocal', 'softsign', 'brelu', 'soft_relu', 'stanh']]
        bias (bool): add a learned bias per filter [default True]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [N, num_filters, (H + 2 padding - filter_size) / stride + 1, ...] [rank 4; dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        x = data('x', [None, 1, 28, 28])
        y = layers.img_conv(x, num_filters=6, filter_size=5, padding=2, act='relu')
    """
    attrs = _v.validate_img_conv_attrs({'num_filters': num_filters, 'filter_size': filter_size, 'stride': stride, 'padding': padding, 'groups': groups, 'act': act, 'bias': bias})
    _v.validate_img_conv_inputs({'input': _support.info_of('img_conv', 'input', input)})
    out = _support.append_layer('img_conv', {'input': input}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('img_pool', inputs=('input',), attributes=('pool_size', 'stride', 'padding', 'pool_type'))
def img_pool(
    input: Expression,
    *,
    pool_size: int,
    stride: int = 1,
    padding: int = 0,
    pool_type: Literal['max', 'avg'] = 'max',
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """2-D pooling layer (v2's img_pool): the max or average of each pool_size x pool_size window, stride apart.

    Args:
        input (Expression): an [N, C, H, W] batch of images [shape (N, C, H, W); dtype float32 or float64]
        pool_size (int): the window's height and width [required; in range [1, 32]]
        stride (int): the step of the window [default 1; in range [1, 32]]
        padding (int): added on each side of H and W (at most half the window) [default 0; in range [0, 16]]
        pool_type (Literal['max', 'avg']): max or avg [default 'max'; one of ['max', 'avg']]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [N, C, (H + 2 padding - pool_size) / stride + 1, ...] [rank 4; dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        x = data('x', [None, 6, 28, 28])
        y = layers.img_pool(x, pool_size=2, stride=2)
    """
    attrs = _v.validate_img_pool_attrs({'pool_size': pool_size, 'stride': stride, 'padding': padding, 'pool_type': pool_type})
    _v.validate_img_pool_inputs({'input': _support.info_of('img_pool', 'input', input)})
    out = _support.append_layer('img_pool', {'input': input}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('isinf', inputs=('X',), attributes=('detect_positive', 'detect_negative'))
def isinf(
    X: Expression,
    *,
    detect_positive: bool = True,
    detect_negative: bool = True,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """True where X is infinite: +inf if detect_positive, -inf if detect_negative.

    Args:
        X (Expression): a float tensor [shape (...S); dtype float16 or bfloat16 or float32 or float64]
        detect_positive (bool): report +inf [default True]
        detect_negative (bool): report -inf [default True]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: bools shaped like X [shape (...S); dtype bool]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.isinf(data('x', [None, 3]), detect_negative=False)
    """
    attrs = _v.validate_isinf_attrs({'detect_positive': detect_positive, 'detect_negative': detect_negative})
    _v.validate_isinf_inputs({'X': _support.info_of('isinf', 'X', X)})
    out = _support.append_op('isinf', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('isnan', inputs=('X',), attributes=())
def isnan(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """True where X is NaN.

    Args:
        X (Expression): a float tensor [shape (...S); dtype float16 or bfloat16 or float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: bools shaped like X [shape (...S); dtype bool]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.isnan(data('x', [None, 3]))
    """
    attrs = _v.validate_isnan_attrs({})
    _v.validate_isnan_inputs({'X': _support.info_of('isnan', 'X', X)})
    out = _support.append_op('isnan', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('label_smooth', inputs=('X', 'PriorDist'), attributes=('epsilon',))
def label_smooth(
    X: Expression,
    PriorDist: Expression | None = None,
    *,
    epsilon: float = 0.0,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Label smoothing: Out = (1 - epsilon) * X + epsilon * PriorDist, or epsilon / C in place of PriorDist when no prior is given (the uniform distribution over the C classes).

    Args:
        X (Expression): [N, C] labels: one-hot rows or class probabilities [shape (N, C); dtype float32 or float64; values in [0.0, 1.0]]
        PriorDist (Expression): a [1, C] prior distribution over the classes; uniform when not given [shape (1, C); dtype float32 or float64; optional; values in [0.0, 1.0]]
        epsilon (float): the weight of the prior [default 0.0; in range [0.0, 1.0]]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: the smoothed labels, shaped like X [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.label_smooth(data('label', [None, 10]), epsilon=0.1)
    """
    attrs = _v.validate_label_smooth_attrs({'epsilon': epsilon})
    _v.validate_label_smooth_inputs({'X': _support.info_of('label_smooth', 'X', X), 'PriorDist': _support.info_of('label_smooth', 'PriorDist', PriorDist)})
    out = _support.append_op('label_smooth', {'X': X, 'PriorDist': PriorDist}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('lambda_cost', inputs=('X', 'Score'), attributes=('ndcg_num', 'max_sort_size'))
def lambda_cost(
    X: Expression,
    Score: Expression,
    *,
    ndcg_num: int = 5,
    max_sort_size: int = -1,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """v2's LambdaRank cost: each row of a query (a sequence of X, the model's scores) gets the query's NDCG@ndcg_num of the order X ranks its documents in, Score their relevance; its gradient is v2's lambdas (see kernels/lambda_cost.py), not NDCG's derivative.

    Args:
        X (Expression): [T, 1]: the model's score of each document, one query per sequence [shape (T, 1); dtype float32 or float64]
        Score (Expression): [T, 1]: each document's relevance grade (>= 0), the same sequences as X [shape (T, 1); dtype float32 or float64; values in [0.0, inf]]
        ndcg_num (int): k of NDCG@k (a query shorter than k: its whole list) [default 5; at least 1]
        max_sort_size (int): the places of the relevance order whose pairs make the lambdas (-1: every place; v2's layer asks for NDCG_num at least) [default -1; at least -1]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [T, 1]: the query's NDCG on each of its rows [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        scores = data('scores', [None, 1], seq_type='sequence')
        grades = data('grades', [None, 1], seq_type='sequence')
        ndcg = layers.lambda_cost(scores, grades, ndcg_num=3)  # [T, 1]: each query's NDCG@3
    """
    attrs = _v.validate_lambda_cost_attrs({'ndcg_num': ndcg_num, 'max_sort_size': max_sort_size})
    _v.validate_lambda_cost_inputs({'X': _support.info_of('lambda_cost', 'X', X), 'Score': _support.info_of('lambda_cost', 'Score', Score)})
    out = _support.append_op('lambda_cost', {'X': X, 'Score': Score}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('layer_norm', inputs=('X', 'Scale', 'Bias'), attributes=('begin_norm_axis', 'epsilon'))
def layer_norm(
    X: Expression,
    Scale: Expression | None = None,
    Bias: Expression | None = None,
    *,
    begin_norm_axis: int = 1,
    epsilon: float = 1e-05,
    name: str | None = None,
    model: Model | None = None,
) -> tuple[Expression, ...]:
    """Layer normalisation: each group of X's trailing dims (from begin_norm_axis) normalised to mean 0 and variance 1 (Y = (X - mean) / sqrt(var + epsilon)), then scaled by Scale and shifted by Bias, each of one value per normalised element.

    Args:
        X (Expression): a tensor of rank above begin_norm_axis [dtype float32 or float64]
        Scale (Expression): [prod(X.shape[begin_norm_axis:])] scales [rank 1; dtype float32 or float64; optional]
        Bias (Expression): [prod(X.shape[begin_norm_axis:])] shifts [rank 1; dtype float32 or float64; optional]
        begin_norm_axis (int): the first normalised axis: axes from it on form a group [default 1; in range [1, 63]]
        epsilon (float): added to the variance, keeping the division finite [default 1e-05; larger than 0.0]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Y: the normalised X [dtype float32 or float64; shaped like X]
        Mean: [prod(X.shape[:begin_norm_axis])]: the mean of each group [dtype float32 or float64]
        Variance: [prod(X.shape[:begin_norm_axis])]: the (biased) variance of each group [dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        x = data('x', [None, 3, 4])
        scale = paddle.model.parameter('ln.scale', [4], initializer=('fill_constant', {'value': 1.0}))
        bias = paddle.model.parameter('ln.bias', [4], initializer=('fill_constant', {'value': 0.0}))
        y, mean, var = layers.layer_norm(x, scale, bias, begin_norm_axis=2)
    """
    attrs = _v.validate_layer_norm_attrs({'begin_norm_axis': begin_norm_axis, 'epsilon': epsilon})
    _v.validate_layer_norm_inputs({'X': _support.info_of('layer_norm', 'X', X), 'Scale': _support.info_of('layer_norm', 'Scale', Scale), 'Bias': _support.info_of('layer_norm', 'Bias', Bias)})
    out = _support.append_op('layer_norm', {'X': X, 'Scale': Scale, 'Bias': Bias}, attrs, name=name, model=model)
    return _cast('tuple[Expression, ...]', out)


@_support.layer('leaky_relu', inputs=('X',), attributes=('alpha',))
def leaky_relu(
    X: Expression,
    *,
    alpha: float = 0.02,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Out = X where X > 0, else alpha * X, elementwise.

    Args:
        X (Expression): a tensor of any shape [dtype float32 or float64]
        alpha (float): the slope for X <= 0 [default 0.02]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.leaky_relu(data('x', [None, 3]), alpha=0.1)
    """
    attrs = _v.validate_leaky_relu_attrs({'alpha': alpha})
    _v.validate_leaky_relu_inputs({'X': _support.info_of('leaky_relu', 'X', X)})
    out = _support.append_op('leaky_relu', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('less', inputs=('X', 'Y'), attributes=())
def less(
    X: Expression,
    Y: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """X < Y elementwise (bool), broadcast as numpy does; NaN compares unequal to everything, itself included.

    Args:
        X (Expression): a tensor [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        Y (Expression): a tensor of X's dtype that broadcasts with X [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: bools shaped as the broadcast of X and Y [dtype bool]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.less(data('x', [None, 3]), data('y', [3]))
    """
    attrs = _v.validate_less_attrs({})
    _v.validate_less_inputs({'X': _support.info_of('less', 'X', X), 'Y': _support.info_of('less', 'Y', Y)})
    out = _support.append_op('less', {'X': X, 'Y': Y}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('less_equal', inputs=('X', 'Y'), attributes=())
def less_equal(
    X: Expression,
    Y: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """X <= Y elementwise (bool), broadcast as numpy does; NaN compares unequal to everything, itself included.

    Args:
        X (Expression): a tensor [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        Y (Expression): a tensor of X's dtype that broadcasts with X [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: bools shaped as the broadcast of X and Y [dtype bool]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.less_equal(data('x', [None, 3]), data('y', [3]))
    """
    attrs = _v.validate_less_equal_attrs({})
    _v.validate_less_equal_inputs({'X': _support.info_of('less_equal', 'X', X), 'Y': _support.info_of('less_equal', 'Y', Y)})
    out = _support.append_op('less_equal', {'X': X, 'Y': Y}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('linear_chain_crf', inputs=('Emission', 'Transition', 'Label'), attributes=())
def linear_chain_crf(
    Emission: Expression,
    Transition: Expression,
    Label: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Negative log-likelihood of each sequence's tag path Label under a linear-chain CRF with emission scores Emission and v2's start/end/transition weights Transition: log Z - score(Label), where score(s) = a[s_1] + b[s_L] + sum x_t[s_t] + sum w[s_(t-1), s_t]; an empty sequence costs 0.

    Args:
        Emission (Expression): [T, K]: each step's score of each of K tags [shape (T, K); dtype float32 or float64]
        Transition (Expression): [K + 2, K]: v2's CRF parameter: row 0 the start weights, row 1 the end weights, rows 2.. the weights of a transition from tag (row - 2) to tag (column) [shape (P, K); dtype float32 or float64]
        Label (Expression): [T, 1]: the true tag of each step [shape (T, 1); dtype int32 or int64; values in [0, K)]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [number of sequences, 1]: each sequence's negative log-likelihood [rank 2; dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        scores = data('scores', [None, 3], seq_type='sequence')  # 3 tags
        tags = data('tags', [None, 1], dtype='int64', seq_type='sequence')
        transition = paddle.model.parameter('crf.w', [5, 3])
        cost = layers.linear_chain_crf(scores, transition, tags)  # one row per sequence
    """
    attrs = _v.validate_linear_chain_crf_attrs({})
    _v.validate_linear_chain_crf_inputs({'Emission': _support.info_of('linear_chain_crf', 'Emission', Emission), 'Transition': _support.info_of('linear_chain_crf', 'Transition', Transition), 'Label': _support.info_of('linear_chain_crf', 'Label', Label)})
    out = _support.append_op('linear_chain_crf', {'Emission': Emission, 'Transition': Transition, 'Label': Label}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('log', inputs=('X',), attributes=())
def log(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The natural logarithm of X.

    Args:
        X (Expression): a tensor with values in (0.0, inf] [dtype float32 or float64; values in (0.0, inf]]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.log(data('x', [None, 3]))
    """
    attrs = _v.validate_log_attrs({})
    _v.validate_log_inputs({'X': _support.info_of('log', 'X', X)})
    out = _support.append_op('log', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('log_softmax', inputs=('X',), attributes=('axis',))
def log_softmax(
    X: Expression,
    *,
    axis: int = -1,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """log(softmax(X)) along `axis`, as X - logsumexp(X) over it (no overflow, no log of 0).

    Args:
        X (Expression): a tensor [dtype float32 or float64]
        axis (int): the axis, negative from the end [default -1; in range [-64, 63]]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.log_softmax(data('x', [None, 3, 4]), axis=1)
    """
    attrs = _v.validate_log_softmax_attrs({'axis': axis})
    _v.validate_log_softmax_inputs({'X': _support.info_of('log_softmax', 'X', X)})
    out = _support.append_layer('log_softmax', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('logical_and', inputs=('X', 'Y'), attributes=())
def logical_and(
    X: Expression,
    Y: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """X and Y elementwise on bools, broadcast as numpy does.

    Args:
        X (Expression): bools [dtype bool]
        Y (Expression): bools that broadcast with X [dtype bool]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: bools shaped as the broadcast of X and Y [dtype bool]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.logical_and(layers.greater(data('x', [None, 3]), data('y', [3])), layers.less(data('a', [None, 3]), data('b', [3])))
    """
    attrs = _v.validate_logical_and_attrs({})
    _v.validate_logical_and_inputs({'X': _support.info_of('logical_and', 'X', X), 'Y': _support.info_of('logical_and', 'Y', Y)})
    out = _support.append_op('logical_and', {'X': X, 'Y': Y}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('logical_not', inputs=('X',), attributes=())
def logical_not(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """not X elementwise on bools.

    Args:
        X (Expression): bools [shape (...S); dtype bool]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: bools shaped like X [shape (...S); dtype bool]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.logical_not(layers.greater(data('x', [None, 3]), data('y', [3])))
    """
    attrs = _v.validate_logical_not_attrs({})
    _v.validate_logical_not_inputs({'X': _support.info_of('logical_not', 'X', X)})
    out = _support.append_op('logical_not', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('logical_or', inputs=('X', 'Y'), attributes=())
def logical_or(
    X: Expression,
    Y: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """X or Y elementwise on bools, broadcast as numpy does.

    Args:
        X (Expression): bools [dtype bool]
        Y (Expression): bools that broadcast with X [dtype bool]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: bools shaped as the broadcast of X and Y [dtype bool]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.logical_or(layers.greater(data('x', [None, 3]), data('y', [3])), layers.less(data('a', [None, 3]), data('b', [3])))
    """
    attrs = _v.validate_logical_or_attrs({})
    _v.validate_logical_or_inputs({'X': _support.info_of('logical_or', 'X', X), 'Y': _support.info_of('logical_or', 'Y', Y)})
    out = _support.append_op('logical_or', {'X': X, 'Y': Y}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('logical_xor', inputs=('X', 'Y'), attributes=())
def logical_xor(
    X: Expression,
    Y: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """X xor Y elementwise on bools, broadcast as numpy does.

    Args:
        X (Expression): bools [dtype bool]
        Y (Expression): bools that broadcast with X [dtype bool]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: bools shaped as the broadcast of X and Y [dtype bool]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.logical_xor(layers.greater(data('x', [None, 3]), data('y', [3])), layers.less(data('a', [None, 3]), data('b', [3])))
    """
    attrs = _v.validate_logical_xor_attrs({})
    _v.validate_logical_xor_inputs({'X': _support.info_of('logical_xor', 'X', X), 'Y': _support.info_of('logical_xor', 'Y', Y)})
    out = _support.append_op('logical_xor', {'X': X, 'Y': Y}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('logsumexp', inputs=('X',), attributes=('dim', 'keep_dim'))
def logsumexp(
    X: Expression,
    *,
    dim: Sequence[int] | None = None,
    keep_dim: bool = False,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """log(sum(exp(X))) over the axes `dim`, computed without overflow; over no elements -inf.

    Args:
        X (Expression): a tensor [dtype float32 or float64]
        dim (Sequence[int] | None): the axes to reduce, negative from the end; None or [] for all [default None; in range [-64, 63]; a list of distinct axes]
        keep_dim (bool): keep each reduced axis as size 1 [default False]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: X without the reduced axes (size 1 with keep_dim) [dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.logsumexp(data('x', [None, 3, 4]), dim=[-1], keep_dim=True)
    """
    attrs = _v.validate_logsumexp_attrs({'dim': dim, 'keep_dim': keep_dim})
    _v.validate_logsumexp_inputs({'X': _support.info_of('logsumexp', 'X', X)})
    out = _support.append_op('logsumexp', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('lookup_table', inputs=('W', 'Ids'), attributes=('padding_idx',))
def lookup_table(
    W: Expression,
    Ids: Expression,
    *,
    padding_idx: int = -1,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Embedding: Out[i...] = W[Ids[i...]], the rows of W that Ids picks (Out has shape Ids.shape + [D]); rows picked by padding_idx come out as zeros.

    Args:
        W (Expression): [V, D]: a row of D values for each of V ids [shape (V, D); dtype float32 or float64]
        Ids (Expression): integer ids in [0, V), any shape [shape (...I); dtype int32 or int64; values in [0, V)]
        padding_idx (int): an id whose rows are zeros and give W no gradient; -1 for none [default -1; at least -1]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: Ids.shape + [D]: the picked rows [shape (...I, D); dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        ids = data('ids', [None, 5], dtype='int64')
        table = paddle.model.parameter('emb.w', [100, 16])
        vectors = layers.lookup_table(table, ids, padding_idx=0)  # [N, 5, 16]
    """
    attrs = _v.validate_lookup_table_attrs({'padding_idx': padding_idx})
    _v.validate_lookup_table_inputs({'W': _support.info_of('lookup_table', 'W', W), 'Ids': _support.info_of('lookup_table', 'Ids', Ids)})
    out = _support.append_op('lookup_table', {'W': W, 'Ids': Ids}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('lrn', inputs=('X',), attributes=('size', 'alpha', 'beta', 'bias'))
def lrn(
    X: Expression,
    *,
    size: int,
    alpha: float = 0.0001,
    beta: float = 0.75,
    bias: float = 1.0,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Local response normalisation across channels, as ONNX's LRN: X / (bias + alpha / size * the sum of X^2 over the size channels around each one) ** beta.

    Args:
        X (Expression): an [N, C, ...] tensor (rank 2 or more) [shape (N, C, ...S); dtype float32 or float64]
        size (int): the number of channels in a window [required; in range [1, 64]]
        alpha (float): the scale of the window's mean of squares [default 0.0001; in range [0.0, 1000.0]]
        beta (float): the power of the divisor [default 0.75; in range [0.0, 16.0]]
        bias (float): added to the scaled sum [default 1.0; at least 0.001]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        y = layers.lrn(data('x', [None, 96, 55, 55]), size=5, alpha=0.0001, beta=0.75, bias=2.0)
    """
    attrs = _v.validate_lrn_attrs({'size': size, 'alpha': alpha, 'beta': beta, 'bias': bias})
    _v.validate_lrn_inputs({'X': _support.info_of('lrn', 'X', X)})
    out = _support.append_op('lrn', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('lstm', inputs=('Input', 'Weight', 'Bias', 'H0', 'C0'), attributes=('reverse', 'gate_act', 'candidate_act', 'state_act'))
def lstm(
    Input: Expression,
    Weight: Expression,
    Bias: Expression | None = None,
    H0: Expression | None = None,
    C0: Expression | None = None,
    *,
    reverse: bool = False,
    gate_act: Literal['linear', 'sigmoid', 'tanh', 'relu'] = 'sigmoid',
    candidate_act: Literal['linear', 'sigmoid', 'tanh', 'relu'] = 'tanh',
    state_act: Literal['linear', 'sigmoid', 'tanh', 'relu'] = 'tanh',
    name: str | None = None,
    model: Model | None = None,
) -> tuple[Expression, ...]:
    """An LSTM over whole sequences (v2's lstmemory): for each sequence of Input, step by step, the gates Input_t + H_{t-1} @ Weight + Bias = [i, f, g, o] give C_t = gate_act(f) * C_{t-1} + gate_act(i) * candidate_act(g) and H_t = gate_act(o) * state_act(C_t) (torch.nn.LSTM's math with the default activations sigmoid, tanh, tanh).

    Args:
        Input (Expression): [T, 4H]: the steps of the sequences, projected (an fc of size 4H, no activation) [shape (T, G); dtype float32 or float64]
        Weight (Expression): [H, 4H]: the hidden-to-hidden weights, columns in the gate order i, f, g, o [shape (H, G); dtype float32 or float64]
        Bias (Expression): [4H]: added to every step's gates [shape (G); dtype float32 or float64; optional]
        H0 (Expression): [sequences, H]: each sequence's initial hidden state (zeros if not given) [shape (S, H); dtype float32 or float64; optional]
        C0 (Expression): [sequences, H]: each sequence's initial cell (zeros if not given) [shape (S, H); dtype float32 or float64; optional]
        reverse (bool): run each sequence from its last step to its first [default False]
        gate_act (Literal['linear', 'sigmoid', 'tanh', 'relu']): the gates' activation (v2's gate_act) [default 'sigmoid'; one of ['linear', 'sigmoid', 'tanh', 'relu']]
        candidate_act (Literal['linear', 'sigmoid', 'tanh', 'relu']): the candidate's activation (v2's act) [default 'tanh'; one of ['linear', 'sigmoid', 'tanh', 'relu']]
        state_act (Literal['linear', 'sigmoid', 'tanh', 'relu']): the activation of the cell on its way out, H = o * state_act(C) (v2's state_act) [default 'tanh'; one of ['linear', 'sigmoid', 'tanh', 'relu']]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Hidden: [T, H]: the hidden state after each step, with Input's offsets [shape (T, H); dtype float32 or float64]
        Cell: [T, H]: the cell after each step, with Input's offsets [shape (T, H); dtype float32 or float64]
        Gates: [T, 4H]: the activated gates i, f, g, o of each step (kept for the gradient) [shape (T, G); dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        x = data('x', [None, 8], seq_type='sequence')  # H = 2: already projected to 4H
        w = paddle.model.parameter('lstm.w', [2, 8])
        hidden, cell, _ = layers.lstm(x, w, candidate_act='relu')  # [steps, 2] each, x's offsets
    """
    attrs = _v.validate_lstm_attrs({'reverse': reverse, 'gate_act': gate_act, 'candidate_act': candidate_act, 'state_act': state_act})
    _v.validate_lstm_inputs({'Input': _support.info_of('lstm', 'Input', Input), 'Weight': _support.info_of('lstm', 'Weight', Weight), 'Bias': _support.info_of('lstm', 'Bias', Bias), 'H0': _support.info_of('lstm', 'H0', H0), 'C0': _support.info_of('lstm', 'C0', C0)})
    out = _support.append_op('lstm', {'Input': Input, 'Weight': Weight, 'Bias': Bias, 'H0': H0, 'C0': C0}, attrs, name=name, model=model)
    return _cast('tuple[Expression, ...]', out)


@_support.layer('lstm_unit', inputs=('X', 'C_prev'), attributes=('forget_bias',))
def lstm_unit(
    X: Expression,
    C_prev: Expression,
    *,
    forget_bias: float = 0.0,
    name: str | None = None,
    model: Model | None = None,
) -> tuple[Expression, ...]:
    """One LSTM step (torch.nn.LSTMCell's math, after the projections): from the gate pre-activations X = [i, f, g, o] and the previous cell C_prev, C = sigmoid(f + forget_bias) * C_prev + sigmoid(i) * tanh(g) and H = sigmoid(o) * tanh(C).

    Args:
        X (Expression): [N, 4H]: the gate pre-activations, in the order i, f, g, o (input projection + hidden projection + bias) [shape (N, G); dtype float32 or float64]
        C_prev (Expression): [N, H]: the previous step's cell [shape (N, H); dtype float32 or float64]
        forget_bias (float): added to the forget gate's pre-activation [default 0.0]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        H: [N, H]: the hidden state [shape (N, H); dtype float32 or float64]
        C: [N, H]: the cell [shape (N, H); dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        gates = data('gates', [None, 8])  # H = 2: i, f, g, o
        c_prev = data('c_prev', [None, 2])
        h, c = layers.lstm_unit(gates, c_prev, forget_bias=1.0)
    """
    attrs = _v.validate_lstm_unit_attrs({'forget_bias': forget_bias})
    _v.validate_lstm_unit_inputs({'X': _support.info_of('lstm_unit', 'X', X), 'C_prev': _support.info_of('lstm_unit', 'C_prev', C_prev)})
    out = _support.append_op('lstm_unit', {'X': X, 'C_prev': C_prev}, attrs, name=name, model=model)
    return _cast('tuple[Expression, ...]', out)


@_support.layer('lstmemory', inputs=('input',), attributes=('size', 'reverse', 'bias', 'gate_act', 'candidate_act', 'state_act'))
def lstmemory(
    input: Expression,
    *,
    size: int = 0,
    reverse: bool = False,
    bias: bool = True,
    gate_act: Literal['linear', 'sigmoid', 'tanh', 'relu'] = 'sigmoid',
    candidate_act: Literal['linear', 'sigmoid', 'tanh', 'relu'] = 'tanh',
    state_act: Literal['linear', 'sigmoid', 'tanh', 'relu'] = 'tanh',
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """v2's lstmemory: the lstm op over sequences whose steps are already projected to 4 * size columns (the gates i, f, g, o), with its hidden-to-hidden weights w [size, 4 * size] and bias b [4 * size]; gives the hidden state of every step.

    Args:
        input (Expression): [T, 4 * size]: the projected steps of the sequences (an fc of size 4 * size, linear, no bias) [shape (T, G); dtype float32 or float64]
        size (int): the number of units: input's width / 4 (0: take it from the input) [default 0; at least 0]
        reverse (bool): run each sequence from its last step to its first [default False]
        bias (bool): add a learned bias to the gates [default True]
        gate_act (Literal['linear', 'sigmoid', 'tanh', 'relu']): the gates' activation (v2's gate_act) [default 'sigmoid'; one of ['linear', 'sigmoid', 'tanh', 'relu']]
        candidate_act (Literal['linear', 'sigmoid', 'tanh', 'relu']): the candidate's activation (v2's act) [default 'tanh'; one of ['linear', 'sigmoid', 'tanh', 'relu']]
        state_act (Literal['linear', 'sigmoid', 'tanh', 'relu']): the activation of the cell on its way out, H = o * state_act(C) (v2's state_act) [default 'tanh'; one of ['linear', 'sigmoid', 'tanh', 'relu']]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [T, size]: the hidden state after each step, with input's offsets [rank 2; dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        x = data('x', [None, 16], seq_type='sequence')
        projected = layers.fc(x, size=4 * 8, bias=False)
        hidden = layers.lstmemory(projected, candidate_act='relu')  # [steps, 8]
    """
    attrs = _v.validate_lstmemory_attrs({'size': size, 'reverse': reverse, 'bias': bias, 'gate_act': gate_act, 'candidate_act': candidate_act, 'state_act': state_act})
    _v.validate_lstmemory_inputs({'input': _support.info_of('lstmemory', 'input', input)})
    out = _support.append_layer('lstmemory', {'input': input}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('matmul', inputs=('X', 'Y'), attributes=('transpose_x', 'transpose_y'))
def matmul(
    X: Expression,
    Y: Expression,
    *,
    transpose_x: bool = False,
    transpose_y: bool = False,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The batched matrix product X @ Y of tensors of rank >= 2 (as torch.matmul): the last two axes are matrices, the axes before them broadcast as numpy does.

    Args:
        X (Expression): [..., M, K] (or [..., K, M] with transpose_x) [shape (...BX, XR, XC); dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        Y (Expression): [..., K, N] (or [..., N, K] with transpose_y), of X's dtype [shape (...BY, YR, YC); dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        transpose_x (bool): swap the last two axes of X first [default False]
        transpose_y (bool): swap the last two axes of Y first [default False]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [broadcast batch axes..., M, N] [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.matmul(data('x', [None, 2, 3, 4]), data('y', [4, 5]))
        out = layers.matmul(data('x', [None, 4, 3]), data('y', [None, 5, 4]), transpose_x=True, transpose_y=True)
    """
    attrs = _v.validate_matmul_attrs({'transpose_x': transpose_x, 'transpose_y': transpose_y})
    _v.validate_matmul_inputs({'X': _support.info_of('matmul', 'X', X), 'Y': _support.info_of('matmul', 'Y', Y)})
    out = _support.append_op('matmul', {'X': X, 'Y': Y}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('max_pool_with_index', inputs=('X',), attributes=('ksize', 'strides', 'dilations', 'paddings', 'storage_order'))
def max_pool_with_index(
    X: Expression,
    *,
    ksize: Sequence[int],
    strides: Sequence[int] = (1,),
    dilations: Sequence[int] = (1,),
    paddings: Sequence[int] = (0,),
    storage_order: Literal[0, 1] = 0,
    name: str | None = None,
    model: Model | None = None,
) -> tuple[Expression, ...]:
    """Max pooling of [N, C, *spatial] tensors (1 to 3 spatial axes) with the index of each maximum, as ONNX's MaxPool and its Indices output: X's flattened position (batch and channel included, padding not), row-major or column-major within an image (storage_order).

    Args:
        X (Expression): an [N, C, *spatial] batch (1 to 3 spatial axes) [shape (N, C, ...S); dtype float16 or float32 or float64 or int8 or uint8]
        ksize (Sequence[int]): the window's size along each spatial axis [required; a list of length between 1 and 3; in range [1, 6]]
        strides (Sequence[int]): the step of the window along each spatial axis (one value: every axis) [default [1]; a list of length between 1 and 3; in range [1, 6]]
        dilations (Sequence[int]): the step between a window's pixels along each spatial axis (one value: every axis) [default [1]; a list of length between 1 and 3; in range [1, 3]]
        paddings (Sequence[int]): padding never chosen: one value (every side), one per axis (both ends), or ONNX's begins then ends [default [0]; a list of length between 1 and 6; in range [0, 5]]
        storage_order (Literal[0, 1]): 0: an image's pixels counted row-major; 1: column-major [default 0; one of [0, 1]]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: the maximum of each window: [N, C, *((size + begin + end - (k - 1) * d - 1) / s + 1)] [dtype float16 or float32 or float64 or int8 or uint8]
        Indices: where each maximum is in X, flattened (int64; -1 for a window over padding only) [dtype int64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        x = data('x', [None, 3, 8, 8])
        out, indices = layers.max_pool_with_index(x, ksize=[2, 2], strides=[2])
    """
    attrs = _v.validate_max_pool_with_index_attrs({'ksize': ksize, 'strides': strides, 'dilations': dilations, 'paddings': paddings, 'storage_order': storage_order})
    _v.validate_max_pool_with_index_inputs({'X': _support.info_of('max_pool_with_index', 'X', X)})
    out = _support.append_op('max_pool_with_index', {'X': X}, attrs, name=name, model=model)
    return _cast('tuple[Expression, ...]', out)


@_support.layer('maxid', inputs=('X',), attributes=())
def maxid(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The index of the largest value of each row of X (of equal values, the first): the most probable id, v2's maxid layer.

    Args:
        X (Expression): [N, C]: scores or probabilities; the rows may be the steps of sequences [shape (N, C); dtype float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [N, 1] int64: each row's id, with X's offsets [shape (N, 1); dtype int64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        probs = data('probs', [None, 10])
        word = layers.maxid(probs)  # [N, 1]
    """
    attrs = _v.validate_maxid_attrs({})
    _v.validate_maxid_inputs({'X': _support.info_of('maxid', 'X', X)})
    out = _support.append_op('maxid', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('maximum', inputs=('X', 'Y'), attributes=())
def maximum(
    X: Expression,
    Y: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The larger of X and Y elementwise, broadcast as numpy does; NaN wins.

    Args:
        X (Expression): a tensor [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        Y (Expression): a tensor of X's dtype that broadcasts with X [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped as the broadcast of X and Y [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.maximum(data('x', [None, 3]), data('y', [3]))
    """
    attrs = _v.validate_maximum_attrs({})
    _v.validate_maximum_inputs({'X': _support.info_of('maximum', 'X', X), 'Y': _support.info_of('maximum', 'Y', Y)})
    out = _support.append_op('maximum', {'X': X, 'Y': Y}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('mean', inputs=('X',), attributes=())
def mean(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The mean of all elements of X, as a tensor of shape [1].

    Args:
        X (Expression): a tensor with at least one element (the mean of nothing is undefined) [dtype float32 or float64]
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
    return _cast('Expression', out)


@_support.layer('minimum', inputs=('X', 'Y'), attributes=())
def minimum(
    X: Expression,
    Y: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The smaller of X and Y elementwise, broadcast as numpy does; NaN wins.

    Args:
        X (Expression): a tensor [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        Y (Expression): a tensor of X's dtype that broadcasts with X [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped as the broadcast of X and Y [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.minimum(data('x', [None, 3]), data('y', [3]))
    """
    attrs = _v.validate_minimum_attrs({})
    _v.validate_minimum_inputs({'X': _support.info_of('minimum', 'X', X), 'Y': _support.info_of('minimum', 'Y', Y)})
    out = _support.append_op('minimum', {'X': X, 'Y': Y}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('mod', inputs=('X', 'Y'), attributes=('fmod',))
def mod(
    X: Expression,
    Y: Expression,
    *,
    fmod: bool = False,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The remainder of X / Y, broadcast as numpy does: with the sign of Y (floor division, as Python's %), or with fmod the sign of X (C's fmod). Integer Y holds no 0.

    Args:
        X (Expression): the dividend [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        Y (Expression): the divisor, of X's dtype, broadcasting with X [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        fmod (bool): the remainder takes X's sign (C's fmod) instead of Y's [default False]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped as the broadcast of X and Y [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.mod(data('x', [None, 3]), data('y', [3]), fmod=True)
    """
    attrs = _v.validate_mod_attrs({'fmod': fmod})
    _v.validate_mod_inputs({'X': _support.info_of('mod', 'X', X), 'Y': _support.info_of('mod', 'Y', Y)})
    out = _support.append_op('mod', {'X': X, 'Y': Y}, attrs, name=name, model=model)
    return _cast('Expression', out)


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
    return _cast('Expression', out)


@_support.layer('multiply_rows', inputs=('X', 'Y'), attributes=('scale',))
def multiply_rows(
    X: Expression,
    Y: Expression,
    *,
    scale: float = 1.0,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """X * Y * scale elementwise, for two inputs of one shape (v2's dotmul operator); sequences keep X's offsets (Y's must be the same).

    Args:
        X (Expression): [N, D]: rows, maybe the steps of sequences [shape (batch, D); dtype float32 or float64]
        Y (Expression): [N, D]: as many rows, the same sequences [shape (batch, D); dtype float32 or float64]
        scale (float): a constant factor [default 1.0]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [N, D] [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        a, b = data('a', [None, 3]), data('b', [None, 3])
        product = layers.multiply_rows(a, b, scale=0.5)
    """
    attrs = _v.validate_multiply_rows_attrs({'scale': scale})
    _v.validate_multiply_rows_inputs({'X': _support.info_of('multiply_rows', 'X', X), 'Y': _support.info_of('multiply_rows', 'Y', Y)})
    out = _support.append_op('multiply_rows', {'X': X, 'Y': Y}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('nce', inputs=('X', 'W', 'Label', 'Negatives', 'Bias', 'SampleWeight'), attributes=('neg_distribution',))
def nce(
    X: Expression,
    W: Expression,
    Label: Expression,
    Negatives: Expression,
    Bias: Expression | None = None,
    SampleWeight: Expression | None = None,
    *,
    neg_distribution: Sequence[float] = (),
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """v2's noise-contrastive estimation cost: for each sample, -log P(data | its class) - sum over its noise classes of log P(noise | class), where P(data | c) = o / (o + K q(c)), o = sigmoid(X . W[c] + Bias[c]) and q = Dist / sum(Dist); times the sample's weight.

    Args:
        X (Expression): [N, D]: the samples [shape (N, D); dtype float32 or float64]
        W (Expression): [C, D]: one row per class [shape (C, D); dtype float32 or float64]
        Label (Expression): [N, 1]: each sample's true class [shape (N, 1); dtype int32 or int64; values in [0, C)]
        Negatives (Expression): [N, K]: each sample's noise classes (nce_negatives draws them) [shape (N, K); dtype int32 or int64; values in [0, C)]
        Bias (Expression): [C]: one bias per class [shape (C); dtype float32 or float64; optional]
        SampleWeight (Expression): [N, 1]: each sample's weight (1 when absent) [shape (N, 1); dtype float32 or float64; optional]
        neg_distribution (Sequence[float]): the noise distribution: a weight per class (row of W), normalised; empty: uniform [default []]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [N, 1]: each sample's cost [shape (N, 1); dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        x = data('x', [None, 8])
        label = data('label', [None, 1], dtype='int64')
        w = paddle.model.parameter('nce.w', [50, 8])
        negatives, _ = layers.nce_negatives(label, num_classes=50, num_neg_samples=5)
        cost = layers.nce(x, w, label, negatives)
    """
    attrs = _v.validate_nce_attrs({'neg_distribution': neg_distribution})
    _v.validate_nce_inputs({'X': _support.info_of('nce', 'X', X), 'W': _support.info_of('nce', 'W', W), 'Label': _support.info_of('nce', 'Label', Label), 'Negatives': _support.info_of('nce', 'Negatives', Negatives), 'Bias': _support.info_of('nce', 'Bias', Bias), 'SampleWeight': _support.info_of('nce', 'SampleWeight', SampleWeight)})
    out = _support.append_op('nce', {'X': X, 'W': W, 'Label': Label, 'Negatives': Negatives, 'Bias': Bias, 'SampleWeight': SampleWeight}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('nce_negatives', inputs=('Label', 'Step'), attributes=('num_classes', 'num_neg_samples', 'neg_distribution', 'seed'))
def nce_negatives(
    Label: Expression,
    Step: Expression | None = None,
    *,
    num_classes: int,
    num_neg_samples: int = 10,
    neg_distribution: Sequence[float] = (),
    seed: int = 0,
    name: str | None = None,
    model: Model | None = None,
) -> tuple[Expression, ...]:
    """num_neg_samples noise classes drawn for each row of Label, class c with probability neg_distribution[c] / sum(neg_distribution), or 1 / num_classes (v2's nce sampling).

    Args:
        Label (Expression): [N, 1]: the samples' true classes (only their count is read) [shape (N, 1); dtype int32 or int64]
        Step (Expression): [1] how many draws were made so far (state; without it, the seed's draw every run) [shape (1); dtype int64; optional; values in [0, inf]]
        num_classes (int): how many classes there are [required; in range [1, 2147483647]]
        num_neg_samples (int): how many noise classes a sample gets [default 10; in range [1, 4096]]
        neg_distribution (Sequence[float]): a weight per class (normalised); empty: uniform [default []]
        seed (int): the random seed; with Step it picks the draw [default 0; at least 0]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [N, num_neg_samples]: the classes drawn [shape (N, num_neg_samples); dtype int64]
        StepOut: Step + 1 (written into Step's variable) [shape (1); dtype int64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        label = data('label', [None, 1], dtype='int64')
        negatives, _ = layers.nce_negatives(label, num_classes=100, num_neg_samples=5, seed=1)
    """
    attrs = _v.validate_nce_negatives_attrs({'num_classes': num_classes, 'num_neg_samples': num_neg_samples, 'neg_distribution': neg_distribution, 'seed': seed})
    _v.validate_nce_negatives_inputs({'Label': _support.info_of('nce_negatives', 'Label', Label), 'Step': _support.info_of('nce_negatives', 'Step', Step)})
    out = _support.append_op('nce_negatives', {'Label': Label, 'Step': Step}, attrs, name=name, model=model)
    return _cast('tuple[Expression, ...]', out)


@_support.layer('neg', inputs=('X',), attributes=())
def neg(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """-X.

    Args:
        X (Expression): a tensor [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: -X [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.neg(data('x', [None, 3]))
    """
    attrs = _v.validate_neg_attrs({})
    _v.validate_neg_inputs({'X': _support.info_of('neg', 'X', X)})
    out = _support.append_op('neg', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('not_equal', inputs=('X', 'Y'), attributes=())
def not_equal(
    X: Expression,
    Y: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """X != Y elementwise (bool), broadcast as numpy does; NaN compares unequal to everything, itself included.

    Args:
        X (Expression): a tensor [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool]
        Y (Expression): a tensor of X's dtype that broadcasts with X [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: bools shaped as the broadcast of X and Y [dtype bool]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.not_equal(data('x', [None, 3]), data('y', [3]))
    """
    attrs = _v.validate_not_equal_attrs({})
    _v.validate_not_equal_inputs({'X': _support.info_of('not_equal', 'X', X), 'Y': _support.info_of('not_equal', 'Y', Y)})
    out = _support.append_op('not_equal', {'X': X, 'Y': Y}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('pad', inputs=('X',), attributes=('paddings', 'pad_value'))
def pad(
    X: Expression,
    *,
    paddings: Sequence[int],
    pad_value: float = 0.0,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """X with pad_value added before and after each axis.

    Args:
        X (Expression): any tensor [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        paddings (Sequence[int]): a (before, after) pair of sizes per axis of X: [before_0, after_0, before_1, ...] [required; a list of length at least 2; at least 0; an even number of sizes]
        pad_value (float): the value of the added elements [default 0.0]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: the padded tensor [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.pad(data('x', [None, 3]), paddings=[0, 0, 1, 2], pad_value=-1.0)
    """
    attrs = _v.validate_pad_attrs({'paddings': paddings, 'pad_value': pad_value})
    _v.validate_pad_inputs({'X': _support.info_of('pad', 'X', X)})
    out = _support.append_op('pad', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('pool', inputs=('X',), attributes=('pooling_type', 'ksize', 'global_pooling', 'strides', 'paddings', 'exclusive', 'ceil_mode'))
def pool(
    X: Expression,
    *,
    pooling_type: Literal['max', 'avg'] = 'max',
    ksize: Sequence[int] = (2,),
    global_pooling: bool = False,
    strides: Sequence[int] = (1,),
    paddings: Sequence[int] = (0,),
    exclusive: bool = True,
    ceil_mode: bool = False,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Max or average pooling of [N, C, *spatial] tensors over windows of 1 to 3 spatial axes, with strides, padding, exclusive averages, ceil mode and global pooling (pool2d's rules on every axis).

    Args:
        X (Expression): an [N, C, *spatial] batch (1 to 3 spatial axes) [shape (N, C, ...S); dtype float32 or float64]
        pooling_type (Literal['max', 'avg']): max or avg [default 'max'; one of ['max', 'avg']]
        ksize (Sequence[int]): the window's size along each spatial axis (one value: every axis) [default [2]; a list of length between 1 and 3; in range [1, 32]]
        global_pooling (bool): pool each whole image to size 1 (ksize, strides and paddings are ignored) [default False]
        strides (Sequence[int]): the step of the window along each spatial axis (one value: every axis) [default [1]; a list of length between 1 and 3; in range [1, 32]]
        paddings (Sequence[int]): 0 or 1 added on both sides of each spatial axis (at most half of ksize; a wider padding is a pad op first, as the ONNX backend does) [default [0]; a list of length between 1 and 3; in range [0, 1]]
        exclusive (bool): avg: divide by the count of real pixels (True) or by the window size, the padding counted (False) [default True]
        ceil_mode (bool): round the output size up: a last partial window [default False]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [N, C, *((size + 2p - k) / s + 1)] (floor, or ceil in ceil_mode); all 1 with global_pooling [dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        x = data('x', [None, 16, 100])
        y = layers.pool(x, pooling_type='max', ksize=[2], strides=[2])  # [N, 16, 50]
    """
    attrs = _v.validate_pool_attrs({'pooling_type': pooling_type, 'ksize': ksize, 'global_pooling': global_pooling, 'strides': strides, 'paddings': paddings, 'exclusive': exclusive, 'ceil_mode': ceil_mode})
    _v.validate_pool_inputs({'X': _support.info_of('pool', 'X', X)})
    out = _support.append_op('pool', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('pool2d', inputs=('X',), attributes=('pooling_type', 'ksize', 'global_pooling', 'strides', 'paddings', 'exclusive', 'ceil_mode'))
def pool2d(
    X: Expression,
    *,
    pooling_type: Literal['max', 'avg'] = 'max',
    ksize: Sequence[int] = (2, 2),
    global_pooling: bool = False,
    strides: Sequence[int] = (1, 1),
    paddings: Sequence[int] = (0, 0),
    exclusive: bool = True,
    ceil_mode: bool = False,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Max or average pooling of NCHW images over 2-D windows, with strides, padding, exclusive averages, ceil mode and global pooling, as Paddle's pool2d.

    Args:
        X (Expression): an [N, C, H, W] batch of images [shape (N, C, H, W); dtype float32 or float64]
        pooling_type (Literal['max', 'avg']): max or avg [default 'max'; one of ['max', 'avg']]
        ksize (Sequence[int]): the window's height and width [default [2, 2]; a list of length 2; in range [1, 32]]
        global_pooling (bool): pool each whole image to 1 x 1 (ksize, strides and paddings are ignored) [default False]
        strides (Sequence[int]): the step of the window along H and W [default [1, 1]; a list of length 2; in range [1, 32]]
        paddings (Sequence[int]): added on both sides of H and of W (at most half of ksize) [default [0, 0]; a list of length 2; in range [0, 16]]
        exclusive (bool): avg: divide by the count of real pixels (True) or by the window size, the padding counted (False) [default True]
        ceil_mode (bool): round the output size up: a last partial window [default False]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [N, C, (H + 2p - k) / s + 1, ...] (floor, or ceil in ceil_mode); [N, C, 1, 1] with global_pooling [rank 4; dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        x = data('x', [None, 6, 28, 28])
        y = layers.pool2d(x, pooling_type='max', ksize=[2, 2], strides=[2, 2])  # [N, 6, 14, 14]
    """
    attrs = _v.validate_pool2d_attrs({'pooling_type': pooling_type, 'ksize': ksize, 'global_pooling': global_pooling, 'strides': strides, 'paddings': paddings, 'exclusive': exclusive, 'ceil_mode': ceil_mode})
    _v.validate_pool2d_inputs({'X': _support.info_of('pool2d', 'X', X)})
    out = _support.append_op('pool2d', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('pow', inputs=('X', 'Y'), attributes=())
def pow(
    X: Expression,
    Y: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """X to the power Y, broadcast as numpy does; X positive (a negative base has no real power for most exponents, and the gradient in Y reads log X).

    Args:
        X (Expression): the positive base [dtype float32 or float64; values in (0.0, inf]]
        Y (Expression): the exponent, broadcasting with X [dtype float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped as the broadcast of X and Y [dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.pow(data('x', [None, 3]), data('y', [1]))
    """
    attrs = _v.validate_pow_attrs({})
    _v.validate_pow_inputs({'X': _support.info_of('pow', 'X', X), 'Y': _support.info_of('pow', 'Y', Y)})
    out = _support.append_op('pow', {'X': X, 'Y': Y}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('prelu', inputs=('X', 'Alpha'), attributes=())
def prelu(
    X: Expression,
    Alpha: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Out = X where X > 0, else Alpha * X: a learned slope per channel (dim 1 of X) or one for all.

    Args:
        X (Expression): a tensor; its dim 1 holds the channels [dtype float32 or float64]
        Alpha (Expression): the slopes: a vector of one per channel, or of one [rank 1; dtype float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.prelu(data('x', [None, 3]), data('alpha', [3]))
    """
    attrs = _v.validate_prelu_attrs({})
    _v.validate_prelu_inputs({'X': _support.info_of('prelu', 'X', X), 'Alpha': _support.info_of('prelu', 'Alpha', Alpha)})
    out = _support.append_op('prelu', {'X': X, 'Alpha': Alpha}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('reciprocal', inputs=('X',), attributes=())
def reciprocal(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """1 / X (X nonzero: 1 / 0 is inf).

    Args:
        X (Expression): a tensor [dtype float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.reciprocal(data('x', [None, 3]))
    """
    attrs = _v.validate_reciprocal_attrs({})
    _v.validate_reciprocal_inputs({'X': _support.info_of('reciprocal', 'X', X)})
    out = _support.append_op('reciprocal', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('reduce_max', inputs=('X',), attributes=('dim', 'keep_dim'))
def reduce_max(
    X: Expression,
    *,
    dim: Sequence[int] | None = None,
    keep_dim: bool = False,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The largest value of X over the axes `dim`; over no elements -inf (an integer dtype's smallest value, False).

    Args:
        X (Expression): a tensor [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool]
        dim (Sequence[int] | None): the axes to reduce, negative from the end; None or [] for all [default None; in range [-64, 63]; a list of distinct axes]
        keep_dim (bool): keep each reduced axis as size 1 [default False]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: X without the reduced axes (size 1 with keep_dim) [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.reduce_max(data('x', [None, 3, 4]), dim=[-1], keep_dim=True)
    """
    attrs = _v.validate_reduce_max_attrs({'dim': dim, 'keep_dim': keep_dim})
    _v.validate_reduce_max_inputs({'X': _support.info_of('reduce_max', 'X', X)})
    out = _support.append_op('reduce_max', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('reduce_mean', inputs=('X',), attributes=('dim', 'keep_dim'))
def reduce_mean(
    X: Expression,
    *,
    dim: Sequence[int] | None = None,
    keep_dim: bool = False,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The mean of X over the axes `dim`.

    Args:
        X (Expression): a tensor [dtype float16 or bfloat16 or float32 or float64]
        dim (Sequence[int] | None): the axes to reduce, negative from the end; None or [] for all [default None; in range [-64, 63]; a list of distinct axes]
        keep_dim (bool): keep each reduced axis as size 1 [default False]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: X without the reduced axes (size 1 with keep_dim) [dtype float16 or bfloat16 or float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.reduce_mean(data('x', [None, 3, 4]), dim=[-1], keep_dim=True)
    """
    attrs = _v.validate_reduce_mean_attrs({'dim': dim, 'keep_dim': keep_dim})
    _v.validate_reduce_mean_inputs({'X': _support.info_of('reduce_mean', 'X', X)})
    out = _support.append_op('reduce_mean', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('reduce_min', inputs=('X',), attributes=('dim', 'keep_dim'))
def reduce_min(
    X: Expression,
    *,
    dim: Sequence[int] | None = None,
    keep_dim: bool = False,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The smallest value of X over the axes `dim`; over no elements +inf (an integer dtype's largest value, True).

    Args:
        X (Expression): a tensor [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool]
        dim (Sequence[int] | None): the axes to reduce, negative from the end; None or [] for all [default None; in range [-64, 63]; a list of distinct axes]
        keep_dim (bool): keep each reduced axis as size 1 [default False]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: X without the reduced axes (size 1 with keep_dim) [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.reduce_min(data('x', [None, 3, 4]), dim=[-1], keep_dim=True)
    """
    attrs = _v.validate_reduce_min_attrs({'dim': dim, 'keep_dim': keep_dim})
    _v.validate_reduce_min_inputs({'X': _support.info_of('reduce_min', 'X', X)})
    out = _support.append_op('reduce_min', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('reduce_prod', inputs=('X',), attributes=('dim', 'keep_dim'))
def reduce_prod(
    X: Expression,
    *,
    dim: Sequence[int] | None = None,
    keep_dim: bool = False,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The product of X over the axes `dim`.

    Args:
        X (Expression): a tensor [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        dim (Sequence[int] | None): the axes to reduce, negative from the end; None or [] for all [default None; in range [-64, 63]; a list of distinct axes]
        keep_dim (bool): keep each reduced axis as size 1 [default False]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: X without the reduced axes (size 1 with keep_dim) [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.reduce_prod(data('x', [None, 3, 4]), dim=[-1], keep_dim=True)
    """
    attrs = _v.validate_reduce_prod_attrs({'dim': dim, 'keep_dim': keep_dim})
    _v.validate_reduce_prod_inputs({'X': _support.info_of('reduce_prod', 'X', X)})
    out = _support.append_op('reduce_prod', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('reduce_sum', inputs=('X',), attributes=('dim', 'keep_dim'))
def reduce_sum(
    X: Expression,
    *,
    dim: Sequence[int] | None = None,
    keep_dim: bool = False,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The sum of X over the axes `dim`.

    Args:
        X (Expression): a tensor [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        dim (Sequence[int] | None): the axes to reduce, negative from the end; None or [] for all [default None; in range [-64, 63]; a list of distinct axes]
        keep_dim (bool): keep each reduced axis as size 1 [default False]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: X without the reduced axes (size 1 with keep_dim) [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.reduce_sum(data('x', [None, 3, 4]), dim=[-1], keep_dim=True)
    """
    attrs = _v.validate_reduce_sum_attrs({'dim': dim, 'keep_dim': keep_dim})
    _v.validate_reduce_sum_inputs({'X': _support.info_of('reduce_sum', 'X', X)})
    out = _support.append_op('reduce_sum', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('relu', inputs=('X',), attributes=())
def relu(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Out = max(X, 0), elementwise.

    Args:
        X (Expression): a tensor of any shape [dtype float16 or bfloat16 or float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float16 or bfloat16 or float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.relu(data('x', [None, 3]))
    """
    attrs = _v.validate_relu_attrs({})
    _v.validate_relu_inputs({'X': _support.info_of('relu', 'X', X)})
    out = _support.append_op('relu', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('reshape', inputs=('X',), attributes=('shape',))
def reshape(
    X: Expression,
    *,
    shape: Sequence[int],
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """X's elements, in order, in a new shape.

    Args:
        X (Expression): any tensor [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool or float8_e4m3fn or float8_e4m3fnuz or float8_e5m2 or float8_e5m2fnuz or int4 or uint4 or int2 or uint2 or float4_e2m1fn or float8_e8m0fnu]
        shape (Sequence[int]): the new shape: a size per axis; 0 copies X's size at that index, one -1 is inferred from the element count [required; a list of length at least 1; at least -1; a shape with at most one -1]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: X in the shape `shape` [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool or float8_e4m3fn or float8_e4m3fnuz or float8_e5m2 or float8_e5m2fnuz or int4 or uint4 or int2 or uint2 or float4_e2m1fn or float8_e8m0fnu]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.reshape(data('x', [None, 3, 4]), shape=[0, -1])
    """
    attrs = _v.validate_reshape_attrs({'shape': shape})
    _v.validate_reshape_inputs({'X': _support.info_of('reshape', 'X', X)})
    out = _support.append_op('reshape', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('round', inputs=('X',), attributes=())
def round(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """X rounded to the nearest integer, halves to even.

    Args:
        X (Expression): a tensor [dtype float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.round(data('x', [None, 3]))
    """
    attrs = _v.validate_round_attrs({})
    _v.validate_round_inputs({'X': _support.info_of('round', 'X', X)})
    out = _support.append_op('round', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('row_conv', inputs=('X', 'Filter'), attributes=())
def row_conv(
    X: Expression,
    Filter: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Lookahead convolution over each sequence's steps (Deep Speech 2's row convolution): Out[t] = sum_j X[t + j] * Filter[j] over the next context_len steps of the same sequence.

    Args:
        X (Expression): [T, D]: the steps of sequences [shape (T, D); dtype float32 or float64]
        Filter (Expression): [context_len, D]: a weight per lookahead step and feature [shape (K, D); dtype float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [T, D] with X's offsets [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        x = data('x', [None, 8], seq_type='sequence')
        w = paddle.model.parameter('row_conv.w', [3, 8])
        y = layers.row_conv(x, w)
    """
    attrs = _v.validate_row_conv_attrs({})
    _v.validate_row_conv_inputs({'X': _support.info_of('row_conv', 'X', X), 'Filter': _support.info_of('row_conv', 'Filter', Filter)})
    out = _support.append_op('row_conv', {'X': X, 'Filter': Filter}, attrs, name=name, model=model)
    return _cast('Expression', out)


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
    return _cast('Expression', out)


@_support.layer('rsqrt', inputs=('X',), attributes=())
def rsqrt(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """1 / sqrt(X).

    Args:
        X (Expression): a tensor with values in (0.0, inf] [dtype float32 or float64; values in (0.0, inf]]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.rsqrt(data('x', [None, 3]))
    """
    attrs = _v.validate_rsqrt_attrs({})
    _v.validate_rsqrt_inputs({'X': _support.info_of('rsqrt', 'X', X)})
    out = _support.append_op('rsqrt', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('sampling_id', inputs=('X', 'Step'), attributes=('seed',))
def sampling_id(
    X: Expression,
    Step: Expression | None = None,
    *,
    seed: int = 0,
    name: str | None = None,
    model: Model | None = None,
) -> tuple[Expression, ...]:
    """One id drawn per row of X, each id with probability X[i, id] / sum(X[i]) (v2's sampling_id).

    Args:
        X (Expression): [N, D]: the weights (probabilities) of the D ids, each row with a positive sum [shape (N, D); dtype float32 or float64; values in [0.0, inf]]
        Step (Expression): [1] how many draws were made so far (state; without it, the seed's draw every run) [shape (1); dtype int64; optional; values in [0, inf]]
        seed (int): the random seed; with Step it picks the draw [default 0; at least 0]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [N, 1] the ids drawn [shape (N, 1); dtype int64]
        StepOut: Step + 1 (written into Step's variable) [shape (1); dtype int64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        probs = layers.softmax(data('x', [None, 5]))
        ids, _ = layers.sampling_id(probs, seed=3)
    """
    attrs = _v.validate_sampling_id_attrs({'seed': seed})
    _v.validate_sampling_id_inputs({'X': _support.info_of('sampling_id', 'X', X), 'Step': _support.info_of('sampling_id', 'Step', Step)})
    out = _support.append_op('sampling_id', {'X': X, 'Step': Step}, attrs, name=name, model=model)
    return _cast('tuple[Expression, ...]', out)


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
        X (Expression): a float tensor of any shape (float16 and bfloat16 computed in float32) [dtype float16 or bfloat16 or float32 or float64]
        scale (float): the multiplier [default 1.0]
        bias (float): added after scaling [default 0.0]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float16 or bfloat16 or float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).
    """
    attrs = _v.validate_scale_attrs({'scale': scale, 'bias': bias})
    _v.validate_scale_inputs({'X': _support.info_of('scale', 'X', X)})
    out = _support.append_op('scale', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('scale_columns', inputs=('X', 'W'), attributes=())
def scale_columns(
    X: Expression,
    W: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Each row of X times W elementwise: W holds one weight per column (v2's dotmul projection) or one for all (its scaling projection); sequences keep their offsets.

    Args:
        X (Expression): [N, D]: rows, maybe the steps of sequences [shape (batch, D); dtype float32 or float64]
        W (Expression): [D] or [1]: the weights [shape (K); dtype float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [N, D] [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        x = data('x', [None, 4])
        w = paddle.model.parameter('dotmul.w', [4])
        y = layers.scale_columns(x, w)
    """
    attrs = _v.validate_scale_columns_attrs({})
    _v.validate_scale_columns_inputs({'X': _support.info_of('scale_columns', 'X', X), 'W': _support.info_of('scale_columns', 'W', W)})
    out = _support.append_op('scale_columns', {'X': X, 'W': W}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('scaling', inputs=('X', 'Weight'), attributes=())
def scaling(
    X: Expression,
    Weight: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Each row of X multiplied by its weight: Out[i] = Weight[i] * X[i] (v2's scaling layer).

    Args:
        X (Expression): [N, D]: the rows to scale; they may be the steps of sequences [shape (N, D); dtype float32 or float64]
        Weight (Expression): [N, 1]: one weight per row of X [shape (N, 1); dtype float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [N, D]: the scaled rows, with X's offsets [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        steps = data('steps', [None, 8], seq_type='sequence')
        weights = data('weights', [None, 1], seq_type='sequence')
        weighted = layers.scaling(steps, weights)  # each step times its weight
    """
    attrs = _v.validate_scaling_attrs({})
    _v.validate_scaling_inputs({'X': _support.info_of('scaling', 'X', X), 'Weight': _support.info_of('scaling', 'Weight', Weight)})
    out = _support.append_op('scaling', {'X': X, 'Weight': Weight}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('scatter_elements', inputs=('X', 'Index', 'Updates'), attributes=('axis', 'reduction'))
def scatter_elements(
    X: Expression,
    Index: Expression,
    Updates: Expression,
    *,
    axis: int = 0,
    reduction: Literal['none', 'add', 'mul', 'max', 'min'] = 'none',
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """X with elements replaced (or combined with reduction add, mul, max or min) by Updates at the positions Index names along `axis` (ONNX's ScatterElements, torch's scatter and scatter_reduce with X's values included): for axis 0, Out[Index[i][j]][j] = Updates[i][j]. With none, an element named twice gets one of its updates; with a reduction, X's value and all of them combine.

    Args:
        X (Expression): a tensor [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool or float8_e4m3fn or float8_e4m3fnuz or float8_e5m2 or float8_e5m2fnuz or int4 or uint4 or int2 or uint2 or float4_e2m1fn or float8_e8m0fnu]
        Index (Expression): indexes along `axis` in [-n, n), of X's rank, no larger than X along the other axes [dtype int32 or int64]
        Updates (Expression): the new values, shaped like Index [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool or float8_e4m3fn or float8_e4m3fnuz or float8_e5m2 or float8_e5m2fnuz or int4 or uint4 or int2 or uint2 or float4_e2m1fn or float8_e8m0fnu]
        axis (int): the axis, negative from the end [default 0; in range [-32, 31]]
        reduction (Literal['none', 'add', 'mul', 'max', 'min']): none: replace; add, mul, max, min: combine with X's element (sum, product, largest, smallest) [default 'none'; one of ['none', 'add', 'mul', 'max', 'min']]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool or float8_e4m3fn or float8_e4m3fnuz or float8_e5m2 or float8_e5m2fnuz or int4 or uint4 or int2 or uint2 or float4_e2m1fn or float8_e8m0fnu; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.scatter_elements(data('x', [4, 3]), data('i', [2, 3], dtype='int64'), data('u', [2, 3]), axis=0, reduction='add')
    """
    attrs = _v.validate_scatter_elements_attrs({'axis': axis, 'reduction': reduction})
    _v.validate_scatter_elements_inputs({'X': _support.info_of('scatter_elements', 'X', X), 'Index': _support.info_of('scatter_elements', 'Index', Index), 'Updates': _support.info_of('scatter_elements', 'Updates', Updates)})
    out = _support.append_op('scatter_elements', {'X': X, 'Index': Index, 'Updates': Updates}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('scatter_nd', inputs=('X', 'Index', 'Updates'), attributes=('reduction',))
def scatter_nd(
    X: Expression,
    Index: Expression,
    Updates: Expression,
    *,
    reduction: Literal['none', 'add', 'mul', 'max', 'min'] = 'none',
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """X with the slices named by Index's k-tuples replaced by (or combined with, by `reduction`) Updates' slices (ONNX's ScatterND). With none, a slice named twice gets one of its updates.

    Args:
        X (Expression): a tensor of numbers [dtype float32 or float64 or int32 or int64]
        Index (Expression): [..., k] tuples of indexes into X's first k axes (negative from the end) [dtype int64 or int32]
        Updates (Expression): [*Index.shape[:-1], *X.shape[k:]]: one slice per tuple, of X's dtype [dtype float32 or float64 or int32 or int64]
        reduction (Literal['none', 'add', 'mul', 'max', 'min']): none: replace; add, mul, max, min: combine with X's slice [default 'none'; one of ['none', 'add', 'mul', 'max', 'min']]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float32 or float64 or int32 or int64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.scatter_nd(data('x', [4, 3]), data('i', [2, 1], dtype='int64'), data('u', [2, 3]))
    """
    attrs = _v.validate_scatter_nd_attrs({'reduction': reduction})
    _v.validate_scatter_nd_inputs({'X': _support.info_of('scatter_nd', 'X', X), 'Index': _support.info_of('scatter_nd', 'Index', Index), 'Updates': _support.info_of('scatter_nd', 'Updates', Updates)})
    out = _support.append_op('scatter_nd', {'X': X, 'Index': Index, 'Updates': Updates}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('selu', inputs=('X',), attributes=('scale', 'alpha'))
def selu(
    X: Expression,
    *,
    scale: float = 1.0507009873554805,
    alpha: float = 1.6732632423543772,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Out = scale * (X where X > 0, else alpha * (exp(X) - 1)), elementwise: self-normalising with the default constants.

    Args:
        X (Expression): a tensor of any shape [dtype float32 or float64]
        scale (float): the factor of the whole [default 1.0507009873554805]
        alpha (float): the negative saturation of elu [default 1.6732632423543772]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.selu(data('x', [None, 3]))
    """
    attrs = _v.validate_selu_attrs({'scale': scale, 'alpha': alpha})
    _v.validate_selu_inputs({'X': _support.info_of('selu', 'X', X)})
    out = _support.append_op('selu', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('sequence_concat', inputs=('X', 'Y'), attributes=())
def sequence_concat(
    X: Expression,
    Y: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Concatenates sequence i of X and sequence i of Y along time, for each i: Out's sequence i is X's steps, then Y's.

    Args:
        X (Expression): [Tx, D]: the first sequences [shape (Tx, D); dtype float32 or float64]
        Y (Expression): [Ty, D]: as many sequences as X [shape (Ty, D); dtype float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [Tx + Ty, D]: the joined sequences [rank 2; dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        question = data('question', [None, 8], seq_type='sequence')
        answer = data('answer', [None, 8], seq_type='sequence')
        both = layers.sequence_concat(question, answer)  # each question followed by its answer
    """
    attrs = _v.validate_sequence_concat_attrs({})
    _v.validate_sequence_concat_inputs({'X': _support.info_of('sequence_concat', 'X', X), 'Y': _support.info_of('sequence_concat', 'Y', Y)})
    out = _support.append_op('sequence_concat', {'X': X, 'Y': Y}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('sequence_expand', inputs=('X', 'Y'), attributes=())
def sequence_expand(
    X: Expression,
    Y: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Repeats row i of X as many times as sequence i of Y has steps: Out has Y's sequences, each step of sequence i a copy of X[i].

    Args:
        X (Expression): [N, D]: one row per sequence of Y (its rows may be the steps of sequences) [shape (N, D); dtype float32 or float64]
        Y (Expression): [T, ...]: the sequences whose lengths say how often each row repeats (values unused) [shape (T, ...G); dtype float32 or float64 or int32 or int64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [T, D]: X's rows repeated, with Y's offsets [shape (T, D); dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        sentence = data('sentence', [None, 8], seq_type='sequence')
        topic = data('topic', [None, 4])  # one row per sentence
        per_word = layers.sequence_expand(topic, sentence)  # [words, 4], the sentence's offsets
    """
    attrs = _v.validate_sequence_expand_attrs({})
    _v.validate_sequence_expand_inputs({'X': _support.info_of('sequence_expand', 'X', X), 'Y': _support.info_of('sequence_expand', 'Y', Y)})
    out = _support.append_op('sequence_expand', {'X': X, 'Y': Y}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('sequence_like', inputs=('X', 'Y'), attributes=())
def sequence_like(
    X: Expression,
    Y: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """X's rows with Y's sequence offsets (every level): the rows of X are the steps of Y's sequences (or sub-sequences).

    Args:
        X (Expression): [T, D]: as many rows as Y [shape (T, D); dtype float32 or float64]
        Y (Expression): [T, ...]: the (nested) sequences whose offsets Out takes (values unused) [shape (T, ...G); dtype float32 or float64 or int32 or int64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [T, D]: X, with Y's offsets [shape (T, D); dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        paragraphs = data('paragraphs', [None, 8], seq_type='nested_sequence')
        words = layers.sequence_unnest(paragraphs, level='sequences')
        again = layers.sequence_like(words, paragraphs)  # the sub-sequences back
    """
    attrs = _v.validate_sequence_like_attrs({})
    _v.validate_sequence_like_inputs({'X': _support.info_of('sequence_like', 'X', X), 'Y': _support.info_of('sequence_like', 'Y', Y)})
    out = _support.append_op('sequence_like', {'X': X, 'Y': Y}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('sequence_nest_rows', inputs=('X', 'Y'), attributes=())
def sequence_nest_rows(
    X: Expression,
    Y: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """X, one row per sub-sequence of the nested sequence Y, as a sequence of one level: sequence i holds the rows of the sub-sequences of Y's sequence i.

    Args:
        X (Expression): [S, D]: one row per sub-sequence of Y [shape (S, D); dtype float32 or float64]
        Y (Expression): [T, ...]: the nested sequence whose sequences group X's rows (values unused) [shape (T, ...G); dtype float32 or float64 or int32 or int64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [S, D]: X's rows, with Y's outer offsets [shape (S, D); dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        paragraphs = data('paragraphs', [None, 8], seq_type='nested_sequence')
        sentences = layers.sequence_unnest(paragraphs)
        per_sentence = layers.sequence_pool(sentences, pool_type='average')  # a row per sentence
        per_paragraph = layers.sequence_nest_rows(per_sentence, paragraphs)  # a sequence per paragraph
    """
    attrs = _v.validate_sequence_nest_rows_attrs({})
    _v.validate_sequence_nest_rows_inputs({'X': _support.info_of('sequence_nest_rows', 'X', X), 'Y': _support.info_of('sequence_nest_rows', 'Y', Y)})
    out = _support.append_op('sequence_nest_rows', {'X': X, 'Y': Y}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('sequence_pool', inputs=('X',), attributes=('pool_type',))
def sequence_pool(
    X: Expression,
    *,
    pool_type: Literal['average', 'sum', 'sqrt', 'max', 'first', 'last'] = 'average',
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Pools each sequence of X into one row: its average, sum, sum over the square root of its length (sqrt), max, first or last step; an empty sequence gives a row of zeros.

    Args:
        X (Expression): [T, D]: the steps of the sequences [shape (T, D); dtype float32 or float64]
        pool_type (Literal['average', 'sum', 'sqrt', 'max', 'first', 'last']): how a sequence's steps are pooled [default 'average'; one of ['average', 'sum', 'sqrt', 'max', 'first', 'last']]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [number of sequences, D]: one row per sequence [shape (?, D); dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        words = data('words', [None, 8], seq_type='sequence')
        last = layers.sequence_pool(words, pool_type='last')  # [number of sequences, 8]
    """
    attrs = _v.validate_sequence_pool_attrs({'pool_type': pool_type})
    _v.validate_sequence_pool_inputs({'X': _support.info_of('sequence_pool', 'X', X)})
    out = _support.append_op('sequence_pool', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('sequence_reshape', inputs=('X',), attributes=('new_dim',))
def sequence_reshape(
    X: Expression,
    *,
    new_dim: int,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Reshapes each sequence of X to rows of new_dim values: a sequence of L steps of D values becomes one of L * D / new_dim steps (which must be whole).

    Args:
        X (Expression): [T, D]: the sequences [shape (T, D); dtype float32 or float64]
        new_dim (int): the number of values of each step of Out [required; larger than 0]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [T * D / new_dim, new_dim]: the same values, new_dim per step [rank 2; dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        pairs = data('pairs', [None, 4], seq_type='sequence')
        halves = layers.sequence_reshape(pairs, new_dim=2)  # each step split in two steps of 2
    """
    attrs = _v.validate_sequence_reshape_attrs({'new_dim': new_dim})
    _v.validate_sequence_reshape_inputs({'X': _support.info_of('sequence_reshape', 'X', X)})
    out = _support.append_op('sequence_reshape', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('sequence_slice', inputs=('X', 'Starts', 'Ends'), attributes=('end_inclusive',))
def sequence_slice(
    X: Expression,
    Starts: Expression | None = None,
    Ends: Expression | None = None,
    *,
    end_inclusive: bool = False,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Sequence i of X cut to its steps Starts[i] up to Ends[i] (excluded, or included with end_inclusive): a sequence each; Starts absent: from the first step; Ends absent: to the last.

    Args:
        X (Expression): [T, D]: the sequences [shape (T, D); dtype float32 or float64]
        Starts (Expression): [sequences, 1]: each sequence's first step kept (whole numbers) [shape (N, 1); dtype float32 or float64 or int32 or int64; optional]
        Ends (Expression): [sequences, 1]: each sequence's end (whole numbers) [shape (N, 1); dtype float32 or float64 or int32 or int64; optional]
        end_inclusive (bool): Ends names the last step kept (v2's seq_slice) rather than the first step dropped [default False]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [kept steps, D]: the cut sequences [shape (?, D); dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        words = data('words', [None, 8], seq_type='sequence')
        starts = data('starts', [None, 1], dtype='int64')
        tails = layers.sequence_slice(words, starts)  # each sequence from its start on
    """
    attrs = _v.validate_sequence_slice_attrs({'end_inclusive': end_inclusive})
    _v.validate_sequence_slice_inputs({'X': _support.info_of('sequence_slice', 'X', X), 'Starts': _support.info_of('sequence_slice', 'Starts', Starts), 'Ends': _support.info_of('sequence_slice', 'Ends', Ends)})
    out = _support.append_op('sequence_slice', {'X': X, 'Starts': Starts, 'Ends': Ends}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('sequence_softmax', inputs=('X',), attributes=())
def sequence_softmax(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Softmax over the steps of each sequence of X, a [T, 1] column.

    Args:
        X (Expression): [T, 1]: one score per step [shape (T, 1); dtype float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [T, 1]: each sequence's scores as probabilities summing to 1 [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        scores = data('scores', [None, 1], seq_type='sequence')
        weights = layers.sequence_softmax(scores)  # each sequence sums to 1
    """
    attrs = _v.validate_sequence_softmax_attrs({})
    _v.validate_sequence_softmax_inputs({'X': _support.info_of('sequence_softmax', 'X', X)})
    out = _support.append_op('sequence_softmax', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('sequence_topk', inputs=('X',), attributes=('beam_size',))
def sequence_topk(
    X: Expression,
    *,
    beam_size: int = 1,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The positions (within its sequence) of the beam_size highest scores of each sequence of X, best first; -1 where a sequence has fewer steps (v2's kmax_seq_score).

    Args:
        X (Expression): [T, 1]: one score per step [shape (T, 1); dtype float32 or float64]
        beam_size (int): how many positions each sequence gives [default 1; in range [1, 1024]]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [sequences, beam_size]: positions as numbers of X's type [shape (?, beam_size); dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        scores = data('scores', [None, 1], seq_type='sequence')
        best = layers.sequence_topk(scores, beam_size=2)  # [sequences, 2]
    """
    attrs = _v.validate_sequence_topk_attrs({'beam_size': beam_size})
    _v.validate_sequence_topk_inputs({'X': _support.info_of('sequence_topk', 'X', X)})
    out = _support.append_op('sequence_topk', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('sequence_unnest', inputs=('X',), attributes=('level',))
def sequence_unnest(
    X: Expression,
    *,
    level: Literal['sub_sequences', 'sequences'] = 'sub_sequences',
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """A nested sequence X as a sequence of one level, its rows unchanged: each sub-sequence a sequence (level 'sub_sequences'), or each sequence's sub-sequences joined into one (level 'sequences').

    Args:
        X (Expression): [T, ...]: the rows of a nested sequence (two levels of offsets) [shape (T, ...D); dtype float32 or float64 or int32 or int64]
        level (Literal['sub_sequences', 'sequences']): which sequences Out holds [default 'sub_sequences'; one of ['sub_sequences', 'sequences']]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [T, ...]: X's rows with one level of offsets [shape (T, ...D); dtype float32 or float64 or int32 or int64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        paragraphs = data('paragraphs', [None, 8], seq_type='nested_sequence')
        sentences = layers.sequence_unnest(paragraphs, level='sub_sequences')
    """
    attrs = _v.validate_sequence_unnest_attrs({'level': level})
    _v.validate_sequence_unnest_inputs({'X': _support.info_of('sequence_unnest', 'X', X)})
    out = _support.append_op('sequence_unnest', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('sigmoid', inputs=('X',), attributes=())
def sigmoid(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Out = 1 / (1 + exp(-X)), elementwise.

    Args:
        X (Expression): a tensor of any shape [dtype float16 or bfloat16 or float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float16 or bfloat16 or float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.sigmoid(data('x', [None, 3]))
    """
    attrs = _v.validate_sigmoid_attrs({})
    _v.validate_sigmoid_inputs({'X': _support.info_of('sigmoid', 'X', X)})
    out = _support.append_op('sigmoid', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('sigmoid_cross_entropy_with_logits', inputs=('X', 'Label'), attributes=())
def sigmoid_cross_entropy_with_logits(
    X: Expression,
    Label: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Elementwise binary cross-entropy of probabilities sigmoid(X) against targets Label, in the stable form max(X, 0) - X * Label + log(1 + exp(-|X|)).

    Args:
        X (Expression): an [N, D] matrix of logits [shape (N, D); dtype float32 or float64]
        Label (Expression): an [N, D] matrix of targets in [0, 1] [shape (N, D); dtype float32 or float64; values in [0.0, 1.0]]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: an [N, D] matrix of losses [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        x = data('x', [None, 4])
        target = data('target', [None, 4])
        loss = layers.sigmoid_cross_entropy_with_logits(x, target)
    """
    attrs = _v.validate_sigmoid_cross_entropy_with_logits_attrs({})
    _v.validate_sigmoid_cross_entropy_with_logits_inputs({'X': _support.info_of('sigmoid_cross_entropy_with_logits', 'X', X), 'Label': _support.info_of('sigmoid_cross_entropy_with_logits', 'Label', Label)})
    out = _support.append_op('sigmoid_cross_entropy_with_logits', {'X': X, 'Label': Label}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('sign', inputs=('X',), attributes=())
def sign(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """-1, 0 or 1: the sign of X.

    Args:
        X (Expression): a tensor [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.sign(data('x', [None, 3]))
    """
    attrs = _v.validate_sign_attrs({})
    _v.validate_sign_inputs({'X': _support.info_of('sign', 'X', X)})
    out = _support.append_op('sign', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('sin', inputs=('X',), attributes=())
def sin(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The sine of X (radians).

    Args:
        X (Expression): a tensor [dtype float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.sin(data('x', [None, 3]))
    """
    attrs = _v.validate_sin_attrs({})
    _v.validate_sin_inputs({'X': _support.info_of('sin', 'X', X)})
    out = _support.append_op('sin', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('sinh', inputs=('X',), attributes=())
def sinh(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The hyperbolic sine of X (inf beyond 89.4 in float32).

    Args:
        X (Expression): a tensor [dtype float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.sinh(data('x', [None, 3]))
    """
    attrs = _v.validate_sinh_attrs({})
    _v.validate_sinh_inputs({'X': _support.info_of('sinh', 'X', X)})
    out = _support.append_op('sinh', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('slice', inputs=('X',), attributes=('axes', 'starts', 'ends'))
def slice(
    X: Expression,
    *,
    axes: Sequence[int],
    starts: Sequence[int],
    ends: Sequence[int],
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The part of X from starts to ends (exclusive) along axes; negative indices count from the end and every index is clamped to the axis, as ONNX's Slice and numpy's.

    Args:
        X (Expression): any tensor [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool or float8_e4m3fn or float8_e4m3fnuz or float8_e5m2 or float8_e5m2fnuz or int4 or uint4 or int2 or uint2 or float4_e2m1fn or float8_e8m0fnu]
        axes (Sequence[int]): the axes to slice, negative from the end [required; a list of length at least 1; in range [-64, 63]; a list of distinct axes]
        starts (Sequence[int]): the first index taken on each axis [required; a list of length at least 1; in range [-4611686018427387904, 4611686018427387904]]
        ends (Sequence[int]): the index after the last one taken on each axis [required; a list of length at least 1; in range [-4611686018427387904, 4611686018427387904]]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: the slice [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool or float8_e4m3fn or float8_e4m3fnuz or float8_e5m2 or float8_e5m2fnuz or int4 or uint4 or int2 or uint2 or float4_e2m1fn or float8_e8m0fnu]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.slice(data('x', [None, 5]), axes=[1], starts=[1], ends=[-1])
    """
    attrs = _v.validate_slice_attrs({'axes': axes, 'starts': starts, 'ends': ends})
    _v.validate_slice_inputs({'X': _support.info_of('slice', 'X', X)})
    out = _support.append_op('slice', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('soft_relu', inputs=('X',), attributes=('threshold',))
def soft_relu(
    X: Expression,
    *,
    threshold: float = 40.0,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Soft relu (v2's SoftRelu): Out = log(1 + exp(clip(X, -threshold, threshold))), elementwise.

    Args:
        X (Expression): a tensor of any shape [dtype float32 or float64]
        threshold (float): X is clipped to [-threshold, threshold] first [default 40.0; larger than 0.0; smaller than 90.0]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.soft_relu(data('x', [None, 3]))
    """
    attrs = _v.validate_soft_relu_attrs({'threshold': threshold})
    _v.validate_soft_relu_inputs({'X': _support.info_of('soft_relu', 'X', X)})
    out = _support.append_layer('soft_relu', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('softmax', inputs=('X',), attributes=('axis',))
def softmax(
    X: Expression,
    *,
    axis: int = -1,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Softmax along `axis`: exp(X) / sum(exp(X)) over it, computed without overflow.

    Args:
        X (Expression): a tensor of any shape [dtype float16 or bfloat16 or float32 or float64]
        axis (int): the axis, negative from the end [default -1; in range [-64, 63]]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float16 or bfloat16 or float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.softmax(data('x', [None, 3, 4]), axis=1)
    """
    attrs = _v.validate_softmax_attrs({'axis': axis})
    _v.validate_softmax_inputs({'X': _support.info_of('softmax', 'X', X)})
    out = _support.append_op('softmax', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('softmax_with_cross_entropy', inputs=('Logits', 'Label'), attributes=('ignore_index',))
def softmax_with_cross_entropy(
    Logits: Expression,
    Label: Expression,
    *,
    ignore_index: int = -100,
    name: str | None = None,
    model: Model | None = None,
) -> tuple[Expression, ...]:
    """Softmax of each row of Logits and the cross-entropy of its Label, fused: numerically stable (log-sum-exp) for any finite logits. A row whose label is ignore_index gets loss 0 and no gradient.

    Args:
        Logits (Expression): an [N, C] matrix of unnormalised scores [shape (N, C); dtype float32 or float64]
        Label (Expression): an [N, 1] matrix of class indexes in [0, C) (or ignore_index) [shape (N, 1); dtype int32 or int64; values in [0, C)]
        ignore_index (int): a label value marking a row to skip (loss 0, no gradient) [default -100; in range [-2147483648, 2147483647]]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Softmax: an [N, C] matrix: the softmax of each row [shape (N, C); dtype float32 or float64]
        Loss: an [N, 1] matrix: -log Softmax[i, Label[i]] [shape (N, 1); dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        logits = data('logits', [None, 10])
        label = data('label', [None, 1], dtype='int64')
        softmax, loss = layers.softmax_with_cross_entropy(logits, label)
    """
    attrs = _v.validate_softmax_with_cross_entropy_attrs({'ignore_index': ignore_index})
    _v.validate_softmax_with_cross_entropy_inputs({'Logits': _support.info_of('softmax_with_cross_entropy', 'Logits', Logits), 'Label': _support.info_of('softmax_with_cross_entropy', 'Label', Label)})
    out = _support.append_op('softmax_with_cross_entropy', {'Logits': Logits, 'Label': Label}, attrs, name=name, model=model)
    return _cast('tuple[Expression, ...]', out)


@_support.layer('softplus', inputs=('X',), attributes=('beta', 'threshold'))
def softplus(
    X: Expression,
    *,
    beta: float = 1.0,
    threshold: float = 20.0,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Out = log(1 + exp(beta * X)) / beta, elementwise; X itself where beta * X > threshold (as torch).

    Args:
        X (Expression): a tensor of any shape [dtype float32 or float64]
        beta (float): the sharpness [default 1.0; in range [0.001, 1000.0]]
        threshold (float): beyond it (of beta * X) the op is linear [default 20.0; in range [0.0, 100.0]]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.softplus(data('x', [None, 3]), beta=2.0)
    """
    attrs = _v.validate_softplus_attrs({'beta': beta, 'threshold': threshold})
    _v.validate_softplus_inputs({'X': _support.info_of('softplus', 'X', X)})
    out = _support.append_op('softplus', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('softsign', inputs=('X',), attributes=())
def softsign(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Out = X / (1 + |X|), elementwise: a sigmoid-shaped map onto (-1, 1).

    Args:
        X (Expression): a float32 or float64 tensor of any shape [dtype float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X, each value in (-1, 1) [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.softsign(data('x', [None, 8]))
    """
    attrs = _v.validate_softsign_attrs({})
    _v.validate_softsign_inputs({'X': _support.info_of('softsign', 'X', X)})
    out = _support.append_op('softsign', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('split', inputs=('X',), attributes=('axis', 'num', 'sections'))
def split(
    X: Expression,
    *,
    axis: int = 0,
    num: int = 2,
    sections: Sequence[int] | None = None,
    name: str | None = None,
    model: Model | None = None,
) -> list[Expression]:
    """X cut along `axis` into `num` equal parts, or into parts of the sizes `sections`.

    Args:
        X (Expression): any tensor [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool or float8_e4m3fn or float8_e4m3fnuz or float8_e5m2 or float8_e5m2fnuz or int4 or uint4 or int2 or uint2 or float4_e2m1fn or float8_e8m0fnu]
        axis (int): the axis to cut, negative from the end [default 0; in range [-64, 63]]
        num (int): the number of equal parts (when sections is not given) [default 2; at least 1]
        sections (Sequence[int] | None): the size of each part; one -1 takes what the others leave; given, it decides the parts and num is not used [default None; a list of length at least 1; at least -1; a list of sizes with at most one -1]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: the parts, in order [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool or float8_e4m3fn or float8_e4m3fnuz or float8_e5m2 or float8_e5m2fnuz or int4 or uint4 or int2 or uint2 or float4_e2m1fn or float8_e8m0fnu; a list of tensors]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        first, second = layers.split(data('x', [None, 4]), axis=1, sections=[1, 3])
    """
    attrs = _v.validate_split_attrs({'axis': axis, 'num': num, 'sections': sections})
    _v.validate_split_inputs({'X': _support.info_of('split', 'X', X)})
    out = _support.append_op('split', {'X': X}, attrs, name=name, model=model)
    return _cast('list[Expression]', out)


@_support.layer('sqrt', inputs=('X',), attributes=())
def sqrt(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The square root of X.

    Args:
        X (Expression): a tensor with values in [0.0, inf] [dtype float32 or float64; values in [0.0, inf]]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.sqrt(data('x', [None, 3]))
    """
    attrs = _v.validate_sqrt_attrs({})
    _v.validate_sqrt_inputs({'X': _support.info_of('sqrt', 'X', X)})
    out = _support.append_op('sqrt', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('square', inputs=('X',), attributes=())
def square(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """X * X.

    Args:
        X (Expression): a tensor [dtype float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.square(data('x', [None, 3]))
    """
    attrs = _v.validate_square_attrs({})
    _v.validate_square_inputs({'X': _support.info_of('square', 'X', X)})
    out = _support.append_op('square', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


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
    return _cast('Expression', out)


@_support.layer('squeeze', inputs=('X',), attributes=('axes',))
def squeeze(
    X: Expression,
    *,
    axes: Sequence[int] | None = None,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """X without the axes of size 1 that `axes` names (all of them when it names none).

    Args:
        X (Expression): any tensor [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool or float8_e4m3fn or float8_e4m3fnuz or float8_e5m2 or float8_e5m2fnuz or int4 or uint4 or int2 or uint2 or float4_e2m1fn or float8_e8m0fnu]
        axes (Sequence[int] | None): the axes to remove, each of size 1, negative from the end; None or [] for every axis of size 1 [default None; in range [-64, 63]; a list of distinct axes]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: X with those axes removed [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool or float8_e4m3fn or float8_e4m3fnuz or float8_e5m2 or float8_e5m2fnuz or int4 or uint4 or int2 or uint2 or float4_e2m1fn or float8_e8m0fnu]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.squeeze(data('x', [None, 1, 4]), axes=[1])
    """
    attrs = _v.validate_squeeze_attrs({'axes': axes})
    _v.validate_squeeze_inputs({'X': _support.info_of('squeeze', 'X', X)})
    out = _support.append_op('squeeze', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('stanh', inputs=('X',), attributes=('scale_a', 'scale_b'))
def stanh(
    X: Expression,
    *,
    scale_a: float = 0.6666666666666666,
    scale_b: float = 1.7159,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Scaled tanh (v2's STanh): Out = scale_b * tanh(scale_a * X), elementwise.

    Args:
        X (Expression): a tensor of any shape [dtype float32 or float64]
        scale_a (float): the scale of X [default 0.6666666666666666]
        scale_b (float): the scale of the tanh [default 1.7159]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.stanh(data('x', [None, 3]))
    """
    attrs = _v.validate_stanh_attrs({'scale_a': scale_a, 'scale_b': scale_b})
    _v.validate_stanh_inputs({'X': _support.info_of('stanh', 'X', X)})
    out = _support.append_layer('stanh', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('sub', inputs=('X', 'Y'), attributes=())
def sub(
    X: Expression,
    Y: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """X - Y, broadcast as numpy does.

    Args:
        X (Expression): a tensor [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        Y (Expression): a tensor of X's dtype that broadcasts with X [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped as the broadcast of X and Y [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.sub(data('x', [None, 3]), data('y', [1]))
    """
    attrs = _v.validate_sub_attrs({})
    _v.validate_sub_inputs({'X': _support.info_of('sub', 'X', X), 'Y': _support.info_of('sub', 'Y', Y)})
    out = _support.append_op('sub', {'X': X, 'Y': Y}, attrs, name=name, model=model)
    return _cast('Expression', out)


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
    return _cast('Expression', out)


@_support.layer('sum_to_like', inputs=('X', 'Like'), attributes=())
def sum_to_like(
    X: Expression,
    Like: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """X summed over the axes that broadcasting Like to X's shape adds: the leading ones and those where Like has size 1.

    Args:
        X (Expression): a tensor [dtype float32 or float64]
        Like (Expression): a tensor that broadcasts to X; only its shape is read [dtype float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like Like [dtype float32 or float64; shaped like Like]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.sum_to_like(data('x', [None, 3, 4]), data('y', [1, 4]))
    """
    attrs = _v.validate_sum_to_like_attrs({})
    _v.validate_sum_to_like_inputs({'X': _support.info_of('sum_to_like', 'X', X), 'Like': _support.info_of('sum_to_like', 'Like', Like)})
    out = _support.append_op('sum_to_like', {'X': X, 'Like': Like}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('tan', inputs=('X',), attributes=())
def tan(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The tangent of X (radians; huge near the poles at pi/2 + k pi).

    Args:
        X (Expression): a tensor [dtype float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.tan(data('x', [None, 3]))
    """
    attrs = _v.validate_tan_attrs({})
    _v.validate_tan_inputs({'X': _support.info_of('tan', 'X', X)})
    out = _support.append_op('tan', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('tanh', inputs=('X',), attributes=())
def tanh(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """Out = tanh(X), elementwise.

    Args:
        X (Expression): a tensor of any shape [dtype float16 or bfloat16 or float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float16 or bfloat16 or float32 or float64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.tanh(data('x', [None, 3]))
    """
    attrs = _v.validate_tanh_attrs({})
    _v.validate_tanh_inputs({'X': _support.info_of('tanh', 'X', X)})
    out = _support.append_op('tanh', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('to_sequences', inputs=('X',), attributes=())
def to_sequences(
    X: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """A dense [B, T, D] batch as B sequences of T steps each: [B * T, D] rows, sequence-major, with offsets [0, T, 2T, ...].

    Args:
        X (Expression): [B, T, D]: B sequences of T steps [shape (B, T, D); dtype float32 or float64]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: [B * T, D]: the steps as rows, with offsets [rank 2; dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        rows = layers.to_sequences(data('x', [2, 5, 8]))  # [10, 8]: 2 sequences of 5 steps
    """
    attrs = _v.validate_to_sequences_attrs({})
    _v.validate_to_sequences_inputs({'X': _support.info_of('to_sequences', 'X', X)})
    out = _support.append_op('to_sequences', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('top_k', inputs=('X',), attributes=('k',))
def top_k(
    X: Expression,
    *,
    k: int = 1,
    name: str | None = None,
    model: Model | None = None,
) -> tuple[Expression, ...]:
    """The k largest values of X along its last axis, largest first, with their indices (of equal values, the lower index first; NaN counts as smaller than any number).

    Args:
        X (Expression): a tensor of rank 1 or more [shape (...B, N); dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        k (int): how many values to keep, at most the size of X's last axis [default 1; at least 1]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: the k largest values of each row of the last axis [shape (...B, k); dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64]
        Indices: their int64 indices along the last axis [shape (...B, k); dtype int64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        values, indices = layers.top_k(data('x', [None, 5]), k=2)
    """
    attrs = _v.validate_top_k_attrs({'k': k})
    _v.validate_top_k_inputs({'X': _support.info_of('top_k', 'X', X)})
    out = _support.append_op('top_k', {'X': X}, attrs, name=name, model=model)
    return _cast('tuple[Expression, ...]', out)


@_support.layer('transpose', inputs=('X',), attributes=('perm',))
def transpose(
    X: Expression,
    *,
    perm: Sequence[int],
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """X with its axes permuted: axis i of the output is axis perm[i] of X.

    Args:
        X (Expression): any tensor [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool or float8_e4m3fn or float8_e4m3fnuz or float8_e5m2 or float8_e5m2fnuz or int4 or uint4 or int2 or uint2 or float4_e2m1fn or float8_e8m0fnu]
        perm (Sequence[int]): a permutation of X's axes 0 .. rank-1 [required; a permutation of 0 .. n-1; a list of length at least 1; in range [0, 63]]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: X transposed [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool or float8_e4m3fn or float8_e4m3fnuz or float8_e5m2 or float8_e5m2fnuz or int4 or uint4 or int2 or uint2 or float4_e2m1fn or float8_e8m0fnu]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.transpose(data('x', [None, 3, 4]), perm=[0, 2, 1])
    """
    attrs = _v.validate_transpose_attrs({'perm': perm})
    _v.validate_transpose_inputs({'X': _support.info_of('transpose', 'X', X)})
    out = _support.append_op('transpose', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('trilu', inputs=('X',), attributes=('upper', 'k'))
def trilu(
    X: Expression,
    *,
    upper: bool = True,
    k: int = 0,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """The upper (or lower) triangle of each matrix of X's last two axes: the elements on and above (below) the k-th diagonal kept, the others 0 (k > 0: above the main diagonal).

    Args:
        X (Expression): a tensor of rank 2 or more: [..., M, N] [shape (...B, M, N); dtype float32 or float64 or int32 or int64]
        upper (bool): keep the upper triangle (else the lower) [default True]
        k (int): the diagonal the triangle starts from: 0 the main one, > 0 above it [default 0; in range [-2147483648, 2147483647]]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped like X [dtype float32 or float64 or int32 or int64; shaped like X]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.trilu(data('x', [None, 4, 4]), upper=False, k=-1)
    """
    attrs = _v.validate_trilu_attrs({'upper': upper, 'k': k})
    _v.validate_trilu_inputs({'X': _support.info_of('trilu', 'X', X)})
    out = _support.append_op('trilu', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('unsqueeze', inputs=('X',), attributes=('axes',))
def unsqueeze(
    X: Expression,
    *,
    axes: Sequence[int],
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """X with new axes of size 1 at the positions `axes` of the output.

    Args:
        X (Expression): any tensor [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool or float8_e4m3fn or float8_e4m3fnuz or float8_e5m2 or float8_e5m2fnuz or int4 or uint4 or int2 or uint2 or float4_e2m1fn or float8_e8m0fnu]
        axes (Sequence[int]): where the new axes are in the output (of rank rank(X) + len(axes)), negative from its end [required; a list of length at least 1; in range [-64, 63]; a list of distinct axes]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: X with the new axes [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool or float8_e4m3fn or float8_e4m3fnuz or float8_e5m2 or float8_e5m2fnuz or int4 or uint4 or int2 or uint2 or float4_e2m1fn or float8_e8m0fnu]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.unsqueeze(data('x', [None, 4]), axes=[1])
    """
    attrs = _v.validate_unsqueeze_attrs({'axes': axes})
    _v.validate_unsqueeze_inputs({'X': _support.info_of('unsqueeze', 'X', X)})
    out = _support.append_op('unsqueeze', {'X': X}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('warpctc', inputs=('Logits', 'Label'), attributes=('blank', 'norm_by_times', 'probabilities'))
def warpctc(
    Logits: Expression,
    Label: Expression,
    *,
    blank: int = 0,
    norm_by_times: bool = False,
    probabilities: bool = False,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """CTC loss of each sequence: -log of the probability that the steps' classes (the softmax of Logits) spell Label once repeats are merged and blanks dropped, summed over every alignment (+inf where none fits); with norm_by_times, divided by the sequence's steps.

    Args:
        Logits (Expression): [T, C]: each step's unnormalised score of each class, blank included [shape (T, C); dtype float32 or float64]
        Label (Expression): [L, 1]: the label sequences (classes other than blank), one per sequence of Logits [shape (L, 1); dtype int32 or int64; values in [0, C) other than blank]
        blank (int): the blank class (at most 4095: CTC's alphabets are small) [default 0; in range [0, 4095]]
        norm_by_times (bool): divide each sequence's loss by its number of steps [default False]
        probabilities (bool): Logits holds probabilities (a softmax's output), whose log is the scores [default False]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Loss: [number of sequences, 1]: each sequence's loss [shape (?, 1); dtype float32 or float64]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        scores = data('scores', [None, 5], seq_type='sequence')  # 4 classes and the blank 0
        label = data('label', [None, 1], dtype='int64', seq_type='sequence')
        loss = layers.warpctc(scores, label, blank=0)
    """
    attrs = _v.validate_warpctc_attrs({'blank': blank, 'norm_by_times': norm_by_times, 'probabilities': probabilities})
    _v.validate_warpctc_inputs({'Logits': _support.info_of('warpctc', 'Logits', Logits), 'Label': _support.info_of('warpctc', 'Label', Label)})
    out = _support.append_op('warpctc', {'Logits': Logits, 'Label': Label}, attrs, name=name, model=model)
    return _cast('Expression', out)


@_support.layer('where', inputs=('Condition', 'X', 'Y'), attributes=())
def where(
    Condition: Expression,
    X: Expression,
    Y: Expression,
    *,
    name: str | None = None,
    model: Model | None = None,
) -> Expression:
    """X where Condition holds, else Y; the three broadcast as numpy does.

    Args:
        Condition (Expression): bools that broadcast with X and Y [dtype bool]
        X (Expression): the values taken where Condition holds [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool or float8_e4m3fn or float8_e4m3fnuz or float8_e5m2 or float8_e5m2fnuz or int4 or uint4 or int2 or uint2 or float4_e2m1fn or float8_e8m0fnu]
        Y (Expression): the values taken elsewhere, of X's dtype [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool or float8_e4m3fn or float8_e4m3fnuz or float8_e5m2 or float8_e5m2fnuz or int4 or uint4 or int2 or uint2 or float4_e2m1fn or float8_e8m0fnu]
        name (str | None): the name of the output; generated when None.
        model (Model | None): the model to add to; the default model when None.

    Returns:
        Out: shaped as the broadcast of Condition, X and Y [dtype float16 or bfloat16 or float32 or float64 or int8 or int16 or int32 or int64 or uint8 or uint16 or uint32 or uint64 or bool or float8_e4m3fn or float8_e4m3fnuz or float8_e5m2 or float8_e5m2fnuz or int4 or uint4 or int2 or uint2 or float4_e2m1fn or float8_e8m0fnu]

    Raises:
        ConfigError: an attribute or input the declaration rejects (a typed subclass,
            with the message naming the layer, the argument, the rule and the value).

    Example:
        out = layers.where(layers.greater(data('x', [None, 3]), data('y', [3])), data('a', [None, 3]), data('b', [1]))
    """
    attrs = _v.validate_where_attrs({})
    _v.validate_where_inputs({'Condition': _support.info_of('where', 'Condition', Condition), 'X': _support.info_of('where', 'X', X), 'Y': _support.info_of('where', 'Y', Y)})
    out = _support.append_op('where', {'Condition': Condition, 'X': X, 'Y': Y}, attrs, name=name, model=model)
    return _cast('Expression', out)
