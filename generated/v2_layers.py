# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.v2_layers)
# sources: kernels/_recurrence.py, kernels/activation.py, kernels/compare.py, kernels/conv.py, kernels/conv_nd.py, kernels/cpp/hard_sigmoid_op.cc, kernels/cpp/label_smooth_op.cc, kernels/cpp/scale_op.cc, kernels/cpp/softsign_op.cc, kernels/crf.py, kernels/ctc.py, kernels/einsum.py, kernels/elementwise.py, kernels/embedding.py, kernels/error_clip.py, kernels/generation_ops.py, kernels/gru.py, kernels/hsigmoid.py, kernels/indexing.py, kernels/lambda_cost.py, kernels/layers.py, kernels/loss.py, kernels/lrn.py, kernels/lstm.py, kernels/math.py, kernels/matmul.py, kernels/metrics.py, kernels/nce.py, kernels/norm.py, kernels/onnx_index.py, kernels/onnx_logic.py, kernels/onnx_math.py, kernels/onnx_tensor.py, kernels/pool.py, kernels/pool_index.py, kernels/pool_nd.py, kernels/reduce.py, kernels/rnn_units.py, kernels/rows.py, kernels/sequence.py, kernels/sequence_conv.py, kernels/sequence_dense.py, kernels/sequence_nested.py, kernels/sequence_slice.py, kernels/shape.py, kernels/unary.py, kernels/v2_activation.py
"""The v2 layer API (`paddle.v2.layer`): one function per user-facing op and layer of the registry,
with v2's argument names. Each configures the generated layer of the same op at once and records
it on the current Tape; it returns the Tape item (v2's LayerOutput).
"""
from __future__ import annotations

from typing import Any

from paddle import v2_support as _v2

from . import layers as _layers

__all__ = ["abs", "accuracy", "acos", "acosh", "add", "argmax", "argmin", "asin", "asinh", "assign", "atan", "atanh", "auc", "bitwise_and", "bitwise_not", "bitwise_or", "bitwise_xor", "brelu", "cast", "ceil", "columns", "concat", "concat_columns", "context_projection", "conv", "conv2d", "conv2d_transpose", "conv_transpose", "cos", "cosh", "crf_viterbi", "cross_entropy", "cumsum", "div", "einsum", "elementwise_add", "elementwise_mul", "elu", "embedding", "eos", "equal", "erf", "error_clip", "exp", "expand", "fc", "flatten", "floor", "from_sequences", "gather", "gather_elements", "gather_nd", "gelu", "greater", "greater_equal", "gru", "gru_unit", "grumemory", "hard_sigmoid", "hardmax", "hierarchical_sigmoid", "huber_loss", "isinf", "isnan", "label_smooth", "lambda_cost", "layer_norm", "leaky_relu", "less", "less_equal", "linear_chain_crf", "log", "log_softmax", "logical_and", "logical_not", "logical_or", "logical_xor", "logsumexp", "lookup_table", "lrn", "lstm", "lstm_unit", "lstmemory", "matmul", "max_pool_with_index", "maxid", "maximum", "mean", "minimum", "mod", "mul", "multiply_rows", "nce", "nce_negatives", "neg", "not_equal", "pool", "pool2d", "pow", "reciprocal", "reduce_max", "reduce_mean", "reduce_min", "reduce_prod", "reduce_sum", "relu", "reshape", "round", "rowwise_add", "rsqrt", "scale", "scale_columns", "scatter_elements", "scatter_nd", "selu", "sequence_concat", "sequence_expand", "sequence_like", "sequence_nest_rows", "sequence_pool", "sequence_reshape", "sequence_slice", "sequence_softmax", "sequence_topk", "sequence_unnest", "sigmoid", "sigmoid_cross_entropy_with_logits", "sign", "sin", "sinh", "slice", "soft_relu", "softmax", "softmax_with_cross_entropy", "softplus", "softsign", "split", "sqrt", "square", "square_error", "squeeze", "stanh", "sub", "sum", "sum_to_like", "tan", "tanh", "to_sequences", "top_k", "transpose", "trilu", "unsqueeze", "warpctc", "where", "mse", "classification_cost"]


def abs(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """|X|; its gradient at 0 is 0 (the subgradient torch takes).

    The v2 form of `paddle.layer.abs` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.abs, 'abs',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def accuracy(
    input: Any = _v2.UNSET,
    label: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Top-1 accuracy of a batch: the fraction of rows whose Label is the index of the row's largest score in Out (the first of ties); rows may be the steps of sequences (a tagger's per-token accuracy).

    The v2 form of `paddle.layer.accuracy` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.accuracy, 'accuracy',
        {'Out': ('input', input), 'Label': ('label', label)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def acos(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The inverse cosine of X, in [0, pi].

    The v2 form of `paddle.layer.acos` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.acos, 'acos',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def acosh(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The inverse hyperbolic cosine of X (X >= 1).

    The v2 form of `paddle.layer.acosh` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.acosh, 'acosh',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def add(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """X + Y, broadcast as numpy does.

    The v2 form of `paddle.layer.add` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.add, 'add',
        {'X': ('input', input), 'Y': ('y', y)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def argmax(
    input: Any = _v2.UNSET,
    axis: Any = _v2.UNSET,
    keep_dim: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The index of the largest value of X along `axis` (the first of ties).

    The v2 form of `paddle.layer.argmax` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.argmax, 'argmax',
        {'X': ('input', input)},
        {'axis': axis, 'keep_dim': keep_dim},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def argmin(
    input: Any = _v2.UNSET,
    axis: Any = _v2.UNSET,
    keep_dim: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The index of the smallest value of X along `axis` (the first of ties).

    The v2 form of `paddle.layer.argmin` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.argmin, 'argmin',
        {'X': ('input', input)},
        {'axis': axis, 'keep_dim': keep_dim},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def asin(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The inverse sine of X, in [-pi/2, pi/2].

    The v2 form of `paddle.layer.asin` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.asin, 'asin',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def asinh(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The inverse hyperbolic sine of X.

    The v2 form of `paddle.layer.asinh` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.asinh, 'asinh',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def assign(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """A copy of X.

    The v2 form of `paddle.layer.assign` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.assign, 'assign',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def atan(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The inverse tangent of X, in (-pi/2, pi/2).

    The v2 form of `paddle.layer.atan` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.atan, 'atan',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def atanh(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The inverse hyperbolic tangent of X.

    The v2 form of `paddle.layer.atanh` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.atanh, 'atanh',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def auc(
    input: Any = _v2.UNSET,
    label: Any = _v2.UNSET,
    num_thresholds: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Area under the ROC curve of a batch, from the predictions counted in num_thresholds + 1 buckets (Paddle's auc op): equal to the exact AUC of the scores floor(p * num_thresholds).

    The v2 form of `paddle.layer.auc` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.auc, 'auc',
        {'Predict': ('input', input), 'Label': ('label', label)},
        {'num_thresholds': num_thresholds},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def bitwise_and(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """X and Y bit by bit, of integers of one dtype, broadcast as numpy does.

    The v2 form of `paddle.layer.bitwise_and` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.bitwise_and, 'bitwise_and',
        {'X': ('input', input), 'Y': ('y', y)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def bitwise_not(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Every bit of X flipped (two's complement: ~x = -x - 1 for signed integers).

    The v2 form of `paddle.layer.bitwise_not` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.bitwise_not, 'bitwise_not',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def bitwise_or(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """X or Y bit by bit, of integers of one dtype, broadcast as numpy does.

    The v2 form of `paddle.layer.bitwise_or` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.bitwise_or, 'bitwise_or',
        {'X': ('input', input), 'Y': ('y', y)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def bitwise_xor(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """X xor Y bit by bit, of integers of one dtype, broadcast as numpy does.

    The v2 form of `paddle.layer.bitwise_xor` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.bitwise_xor, 'bitwise_xor',
        {'X': ('input', input), 'Y': ('y', y)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def brelu(
    input: Any = _v2.UNSET,
    t_min: Any = _v2.UNSET,
    t_max: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Bounded relu (v2's BRelu): Out = min(max(X, t_min), t_max), elementwise.

    The v2 form of `paddle.layer.brelu` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.brelu, 'brelu',
        {'X': ('input', input)},
        {'t_min': t_min, 't_max': t_max},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def cast(
    input: Any = _v2.UNSET,
    out_dtype: Any = _v2.UNSET,
    wrap: Any = _v2.UNSET,
    round_mode: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """X converted to the dtype out_dtype: floats to integers truncate towards 0, anything to bool is X != 0, float to a narrower float rounds (overflowing to +-inf); a value an integer out_dtype cannot hold (NaN, out of range) is refused, or with `wrap` taken modulo 2**bits (ONNX's rule: 200 as int8 is -56; NaN and infinities as 0). float8_e8m0fnu (powers of two) rounds X's float32 exponent by `round_mode`, as ONNX does (0 is 2**-127). The gradient of a float output is cast back to X's dtype; an integer or bool output passes none back (0, as in torch).

    The v2 form of `paddle.layer.cast` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.cast, 'cast',
        {'X': ('input', input)},
        {'out_dtype': out_dtype, 'wrap': wrap, 'round_mode': round_mode},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def ceil(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The smallest integer not below X.

    The v2 form of `paddle.layer.ceil` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.ceil, 'ceil',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def columns(
    input: Any = _v2.UNSET,
    offset: Any = _v2.UNSET,
    size: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Columns offset .. offset + size of every row of X (v2's identity projection with an offset); sequences keep their offsets.

    The v2 form of `paddle.layer.columns` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.columns, 'columns',
        {'X': ('input', input)},
        {'offset': offset, 'size': size},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def concat(
    input: Any = _v2.UNSET,
    axis: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The tensors X joined along `axis`.

    The v2 form of `paddle.layer.concat` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.concat, 'concat',
        {'X': ('input', input)},
        {'axis': axis},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def concat_columns(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The features of X and Y side by side, row by row (v2's concat): [N, Dx] and [N, Dy] give [N, Dx + Dy]; sequences keep X's offsets (Y's must be the same).

    The v2 form of `paddle.layer.concat_columns` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.concat_columns, 'concat_columns',
        {'X': ('input', input), 'Y': ('y', y)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def context_projection(
    input: Any = _v2.UNSET,
    padding: Any = None,
    context_length: Any = _v2.UNSET,
    context_start: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """v2's context projection: step t of each sequence of X becomes its steps t + context_start .. t + context_start + context_length - 1 side by side; steps outside the sequence are zeros, or rows of Padding (trainable padding) when given.

    The v2 form of `paddle.layer.context_projection` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.context_projection, 'context_projection',
        {'X': ('input', input), 'Padding': ('padding', padding)},
        {'context_length': context_length, 'context_start': context_start},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def conv(
    input: Any = _v2.UNSET,
    filter: Any = _v2.UNSET,
    bias: Any = None,
    strides: Any = _v2.UNSET,
    paddings: Any = _v2.UNSET,
    dilations: Any = _v2.UNSET,
    groups: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """N-D convolution (cross-correlation, as torch and ONNX's Conv) of [N, C, *spatial] tensors of 1 to 3 spatial axes by a bank of filters, with strides, zero padding, dilation and channel groups.

    The v2 form of `paddle.layer.conv` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.conv, 'conv',
        {'Input': ('input', input), 'Filter': ('filter', filter), 'Bias': ('bias', bias)},
        {'strides': strides, 'paddings': paddings, 'dilations': dilations, 'groups': groups},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def conv2d(
    input: Any = _v2.UNSET,
    filter: Any = _v2.UNSET,
    bias: Any = None,
    strides: Any = _v2.UNSET,
    paddings: Any = _v2.UNSET,
    dilations: Any = _v2.UNSET,
    groups: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """2-D convolution (cross-correlation, as Paddle and torch) of NCHW images by a bank of filters, with strides, zero padding, dilation and channel groups.

    The v2 form of `paddle.layer.conv2d` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.conv2d, 'conv2d',
        {'Input': ('input', input), 'Filter': ('filter', filter), 'Bias': ('bias', bias)},
        {'strides': strides, 'paddings': paddings, 'dilations': dilations, 'groups': groups},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def conv2d_transpose(
    input: Any = _v2.UNSET,
    filter: Any = _v2.UNSET,
    strides: Any = _v2.UNSET,
    paddings: Any = _v2.UNSET,
    dilations: Any = _v2.UNSET,
    groups: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The transpose of conv2d (its gradient with respect to its input), as Paddle's conv2d_transpose and torch's conv_transpose2d: upsamples NCHW images.

    The v2 form of `paddle.layer.conv2d_transpose` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.conv2d_transpose, 'conv2d_transpose',
        {'Input': ('input', input), 'Filter': ('filter', filter)},
        {'strides': strides, 'paddings': paddings, 'dilations': dilations, 'groups': groups},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def conv_transpose(
    input: Any = _v2.UNSET,
    filter: Any = _v2.UNSET,
    strides: Any = _v2.UNSET,
    paddings: Any = _v2.UNSET,
    dilations: Any = _v2.UNSET,
    groups: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The transpose of conv (its gradient with respect to its input) over 1 to 3 spatial axes, as torch's conv_transpose1d/2d/3d: upsamples [N, C, *spatial] tensors.

    The v2 form of `paddle.layer.conv_transpose` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.conv_transpose, 'conv_transpose',
        {'Input': ('input', input), 'Filter': ('filter', filter)},
        {'strides': strides, 'paddings': paddings, 'dilations': dilations, 'groups': groups},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def cos(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The cosine of X (radians).

    The v2 form of `paddle.layer.cos` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.cos, 'cos',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def cosh(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The hyperbolic cosine of X (inf beyond 89.4 in float32).

    The v2 form of `paddle.layer.cosh` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.cosh, 'cosh',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def crf_viterbi(
    input: Any = _v2.UNSET,
    transition: Any = _v2.UNSET,
    label: Any = None,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Viterbi decoding of a linear-chain CRF: each sequence's highest-scoring tag path under emission scores Emission and v2's start/end/transition weights Transition (of equal scores, the path with the lowest tags first); given Label, where that path errs.

    The v2 form of `paddle.layer.crf_viterbi` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.crf_viterbi, 'crf_viterbi',
        {'Emission': ('input', input), 'Transition': ('transition', transition), 'Label': ('label', label)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def cross_entropy(
    input: Any = _v2.UNSET,
    label: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Cross-entropy -log(X[i, Label[i]]) of each row of probabilities X.

    The v2 form of `paddle.layer.cross_entropy` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.cross_entropy, 'cross_entropy',
        {'X': ('input', input), 'Label': ('label', label)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def cumsum(
    input: Any = _v2.UNSET,
    axis: Any = _v2.UNSET,
    exclusive: Any = _v2.UNSET,
    reverse: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Running sums of X along `axis`: each element the sum of those up to it (exclusive: before it; reverse: from the other end).

    The v2 form of `paddle.layer.cumsum` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.cumsum, 'cumsum',
        {'X': ('input', input)},
        {'axis': axis, 'exclusive': exclusive, 'reverse': reverse},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def div(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """X / Y, broadcast as numpy does (IEEE: x / 0 is +-inf or nan).

    The v2 form of `paddle.layer.div` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.div, 'div',
        {'X': ('input', input), 'Y': ('y', y)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def einsum(
    input: Any = _v2.UNSET,
    equation: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Einstein summation of the operands by an equation, as ONNX's Einsum and numpy's einsum: 'ij,jk->ik' is a matrix product, 'ii->i' a diagonal, 'ij' without '->' the letters seen once in alphabetical order.

    The v2 form of `paddle.layer.einsum` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.einsum, 'einsum',
        {'Inputs': ('input', input)},
        {'equation': equation},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def elementwise_add(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Elementwise sum of two tensors of the same shape.

    The v2 form of `paddle.layer.elementwise_add` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.elementwise_add, 'elementwise_add',
        {'X': ('input', input), 'Y': ('y', y)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def elementwise_mul(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """X * Y elementwise, broadcast as numpy does (`mul` is the matrix product).

    The v2 form of `paddle.layer.elementwise_mul` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.elementwise_mul, 'elementwise_mul',
        {'X': ('input', input), 'Y': ('y', y)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def elu(
    input: Any = _v2.UNSET,
    alpha: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Out = X where X > 0, else alpha * (exp(X) - 1), elementwise.

    The v2 form of `paddle.layer.elu` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.elu, 'elu',
        {'X': ('input', input)},
        {'alpha': alpha},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def embedding(
    input: Any = _v2.UNSET,
    ids: Any = _v2.UNSET,
    padding_idx: Any = _v2.UNSET,
    is_sparse: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """v2's embedding (table projection): row i of Out is the row of W that id Ids[i] picks; Ids is a column of ids (a sequence's steps as rows) and Out keeps its offsets. Ids equal to padding_idx give zeros.

    The v2 form of `paddle.layer.embedding` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.embedding, 'embedding',
        {'W': ('input', input), 'Ids': ('ids', ids)},
        {'padding_idx': padding_idx, 'is_sparse': is_sparse},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def eos(
    input: Any = _v2.UNSET,
    eos_id: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """1 where an id of X is eos_id, else 0 (v2's eos layer: which generated words end a sequence).

    The v2 form of `paddle.layer.eos` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.eos, 'eos',
        {'X': ('input', input)},
        {'eos_id': eos_id},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def equal(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """X == Y elementwise (bool), broadcast as numpy does; NaN compares unequal to everything, itself included.

    The v2 form of `paddle.layer.equal` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.equal, 'equal',
        {'X': ('input', input), 'Y': ('y', y)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def erf(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The error function of X.

    The v2 form of `paddle.layer.erf` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.erf, 'erf',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def error_clip(
    input: Any = _v2.UNSET,
    threshold: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Out = X; in the backward pass the gradient reaching Out is clipped elementwise to [-threshold, threshold] before it flows on to X (v2's error clipping of a layer's output).

    The v2 form of `paddle.layer.error_clip` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.error_clip, 'error_clip',
        {'X': ('input', input)},
        {'threshold': threshold},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def exp(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """e to the power X (inf beyond the dtype's range: 88.7 in float32).

    The v2 form of `paddle.layer.exp` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.exp, 'exp',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def expand(
    input: Any = _v2.UNSET,
    shape: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """X broadcast to `shape` as numpy's broadcast_to (paddle.expand, torch's expand): aligned at the last axis, each axis of size 1 repeated.

    The v2 form of `paddle.layer.expand` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.expand, 'expand',
        {'X': ('input', input)},
        {'shape': shape},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def fc(
    input: Any = _v2.UNSET,
    size: Any = _v2.UNSET,
    act: Any = _v2.UNSET,
    bias: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Fully connected layer: act(input @ w + b).

    The v2 form of `paddle.layer.fc` (see its documentation); an argument not given
    takes the registry's default (v2's: {'act': 'tanh'}).
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.fc, 'fc',
        {'input': ('input', input)},
        {'size': size, 'act': act, 'bias': bias},
        v2_defaults={'act': 'tanh'}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def flatten(
    input: Any = _v2.UNSET,
    axis: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """X as a matrix: the axes before `axis` make its rows, the rest its columns.

    The v2 form of `paddle.layer.flatten` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.flatten, 'flatten',
        {'X': ('input', input)},
        {'axis': axis},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def floor(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The largest integer not above X.

    The v2 form of `paddle.layer.floor` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.floor, 'floor',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def from_sequences(
    input: Any = _v2.UNSET,
    steps: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Sequences of one length as a dense batch: [S * T, D] rows, sequence-major (as to_sequences lays them out) -> [S, T, D].

    The v2 form of `paddle.layer.from_sequences` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.from_sequences, 'from_sequences',
        {'X': ('input', input)},
        {'steps': steps},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def gather(
    input: Any = _v2.UNSET,
    index: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The rows of X that Index names, in its order (repeats allowed).

    The v2 form of `paddle.layer.gather` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.gather, 'gather',
        {'X': ('input', input), 'Index': ('index', index)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def gather_elements(
    input: Any = _v2.UNSET,
    index: Any = _v2.UNSET,
    axis: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """X's elements picked along `axis` by Index, one per Index element (as ONNX's GatherElements and torch.gather): Out[i][j][k] = X[Index[i][j][k]][j][k] for axis 0.

    The v2 form of `paddle.layer.gather_elements` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.gather_elements, 'gather_elements',
        {'X': ('input', input), 'Index': ('index', index)},
        {'axis': axis},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def gather_nd(
    input: Any = _v2.UNSET,
    index: Any = _v2.UNSET,
    batch_dims: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """X's slices named by the k-tuples of Index's last axis (ONNX's GatherND): Out[..., :] = X[i1, ..., ik, :], after batch_dims axes that X and Index share.

    The v2 form of `paddle.layer.gather_nd` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.gather_nd, 'gather_nd',
        {'X': ('input', input), 'Index': ('index', index)},
        {'batch_dims': batch_dims},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def gelu(
    input: Any = _v2.UNSET,
    approximate: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Out = X * Phi(X), Phi the standard normal CDF (exact, with erf), elementwise; approximate: the tanh form 0.5 X (1 + tanh(sqrt(2 / pi) (X + 0.044715 X^3))).

    The v2 form of `paddle.layer.gelu` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.gelu, 'gelu',
        {'X': ('input', input)},
        {'approximate': approximate},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def greater(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """X > Y elementwise (bool), broadcast as numpy does; NaN compares unequal to everything, itself included.

    The v2 form of `paddle.layer.greater` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.greater, 'greater',
        {'X': ('input', input), 'Y': ('y', y)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def greater_equal(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """X >= Y elementwise (bool), broadcast as numpy does; NaN compares unequal to everything, itself included.

    The v2 form of `paddle.layer.greater_equal` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.greater_equal, 'greater_equal',
        {'X': ('input', input), 'Y': ('y', y)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def gru(
    input: Any = _v2.UNSET,
    weight: Any = _v2.UNSET,
    bias: Any = None,
    h0: Any = None,
    reverse: Any = _v2.UNSET,
    gate_act: Any = _v2.UNSET,
    candidate_act: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """A GRU over whole sequences (v2's grumemory): for each sequence of Input, step by step, with [hr, hz, hn] = H_{t-1} @ Weight and Input_t + Bias = [xr, xz, xn]: r = gate_act(xr + hr), z = gate_act(xz + hz), n = candidate_act(xn + r * hn), H_t = (1 - z) * n + z * H_{t-1} (torch.nn.GRU's math with the default activations sigmoid, tanh).

    The v2 form of `paddle.layer.gru` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.gru, 'gru',
        {'Input': ('input', input), 'Weight': ('weight', weight), 'Bias': ('bias', bias), 'H0': ('h0', h0)},
        {'reverse': reverse, 'gate_act': gate_act, 'candidate_act': candidate_act},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def gru_unit(
    input: Any = _v2.UNSET,
    h_prev: Any = _v2.UNSET,
    weight: Any = _v2.UNSET,
    bias: Any = None,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """One GRU step (torch.nn.GRUCell's math, after the input projection): with [hr, hz, hn] = H_prev @ Weight, r = sigmoid(X_r + hr), z = sigmoid(X_z + hz), n = tanh(X_n + r * hn) and H = (1 - z) * n + z * H_prev (X plus Bias where given).

    The v2 form of `paddle.layer.gru_unit` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.gru_unit, 'gru_unit',
        {'X': ('input', input), 'H_prev': ('h_prev', h_prev), 'Weight': ('weight', weight), 'Bias': ('bias', bias)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def grumemory(
    input: Any = _v2.UNSET,
    size: Any = _v2.UNSET,
    reverse: Any = _v2.UNSET,
    bias: Any = _v2.UNSET,
    gate_act: Any = _v2.UNSET,
    candidate_act: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """v2's grumemory: the gru op over sequences whose steps are already projected to 3 * size columns (the gates r, z, n), with its hidden-to-hidden weights w [size, 3 * size] and bias b [3 * size]; gives the hidden state of every step.

    The v2 form of `paddle.layer.grumemory` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.grumemory, 'grumemory',
        {'input': ('input', input)},
        {'size': size, 'reverse': reverse, 'bias': bias, 'gate_act': gate_act, 'candidate_act': candidate_act},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def hard_sigmoid(
    input: Any = _v2.UNSET,
    slope: Any = _v2.UNSET,
    offset: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """A piecewise linear approximation of the sigmoid: Out = min(1, max(0, slope * X + offset)), elementwise.

    The v2 form of `paddle.layer.hard_sigmoid` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.hard_sigmoid, 'hard_sigmoid',
        {'X': ('input', input)},
        {'slope': slope, 'offset': offset},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def hardmax(
    input: Any = _v2.UNSET,
    axis: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """1 where X holds the largest value along `axis` (the first of ties), 0 elsewhere.

    The v2 form of `paddle.layer.hardmax` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.hardmax, 'hardmax',
        {'X': ('input', input)},
        {'axis': axis},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def hierarchical_sigmoid(
    input: Any = _v2.UNSET,
    w: Any = _v2.UNSET,
    label: Any = _v2.UNSET,
    bias: Any = None,
    num_classes: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """v2's hierarchical sigmoid cost: -log P(Label | X), the class's probability a product of sigmoids along its path in a complete binary tree over num_classes leaves, one row of W (and of Bias) per inner node.

    The v2 form of `paddle.layer.hierarchical_sigmoid` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.hierarchical_sigmoid, 'hierarchical_sigmoid',
        {'X': ('input', input), 'W': ('w', w), 'Label': ('label', label), 'Bias': ('bias', bias)},
        {'num_classes': num_classes},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def huber_loss(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    delta: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Elementwise Huber loss of X against Y: 0.5 r^2 where r = |X - Y| <= delta, delta (r - 0.5 delta) beyond (torch's huber_loss, reduction 'none'). Composed of sub, abs, clip, square, scale and add, whose gradients it uses.

    The v2 form of `paddle.layer.huber_loss` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.huber_loss, 'huber_loss',
        {'X': ('input', input), 'Y': ('y', y)},
        {'delta': delta},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def isinf(
    input: Any = _v2.UNSET,
    detect_positive: Any = _v2.UNSET,
    detect_negative: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """True where X is infinite: +inf if detect_positive, -inf if detect_negative.

    The v2 form of `paddle.layer.isinf` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.isinf, 'isinf',
        {'X': ('input', input)},
        {'detect_positive': detect_positive, 'detect_negative': detect_negative},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def isnan(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """True where X is NaN.

    The v2 form of `paddle.layer.isnan` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.isnan, 'isnan',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def label_smooth(
    input: Any = _v2.UNSET,
    priordist: Any = None,
    epsilon: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Label smoothing: Out = (1 - epsilon) * X + epsilon * PriorDist, or epsilon / C in place of PriorDist when no prior is given (the uniform distribution over the C classes).

    The v2 form of `paddle.layer.label_smooth` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.label_smooth, 'label_smooth',
        {'X': ('input', input), 'PriorDist': ('priordist', priordist)},
        {'epsilon': epsilon},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def lambda_cost(
    input: Any = _v2.UNSET,
    score: Any = _v2.UNSET,
    ndcg_num: Any = _v2.UNSET,
    max_sort_size: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """v2's LambdaRank cost: each row of a query (a sequence of X, the model's scores) gets the query's NDCG@ndcg_num of the order X ranks its documents in, Score their relevance; its gradient is v2's lambdas (see kernels/lambda_cost.py), not NDCG's derivative.

    The v2 form of `paddle.layer.lambda_cost` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.lambda_cost, 'lambda_cost',
        {'X': ('input', input), 'Score': ('score', score)},
        {'ndcg_num': ndcg_num, 'max_sort_size': max_sort_size},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def layer_norm(
    input: Any = _v2.UNSET,
    scale: Any = None,
    bias: Any = None,
    begin_norm_axis: Any = _v2.UNSET,
    epsilon: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Layer normalisation: each group of X's trailing dims (from begin_norm_axis) normalised to mean 0 and variance 1 (Y = (X - mean) / sqrt(var + epsilon)), then scaled by Scale and shifted by Bias, each of one value per normalised element.

    The v2 form of `paddle.layer.layer_norm` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.layer_norm, 'layer_norm',
        {'X': ('input', input), 'Scale': ('scale', scale), 'Bias': ('bias', bias)},
        {'begin_norm_axis': begin_norm_axis, 'epsilon': epsilon},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def leaky_relu(
    input: Any = _v2.UNSET,
    alpha: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Out = X where X > 0, else alpha * X, elementwise.

    The v2 form of `paddle.layer.leaky_relu` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.leaky_relu, 'leaky_relu',
        {'X': ('input', input)},
        {'alpha': alpha},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def less(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """X < Y elementwise (bool), broadcast as numpy does; NaN compares unequal to everything, itself included.

    The v2 form of `paddle.layer.less` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.less, 'less',
        {'X': ('input', input), 'Y': ('y', y)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def less_equal(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """X <= Y elementwise (bool), broadcast as numpy does; NaN compares unequal to everything, itself included.

    The v2 form of `paddle.layer.less_equal` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.less_equal, 'less_equal',
        {'X': ('input', input), 'Y': ('y', y)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def linear_chain_crf(
    input: Any = _v2.UNSET,
    transition: Any = _v2.UNSET,
    label: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Negative log-likelihood of each sequence's tag path Label under a linear-chain CRF with emission scores Emission and v2's start/end/transition weights Transition: log Z - score(Label), where score(s) = a[s_1] + b[s_L] + sum x_t[s_t] + sum w[s_(t-1), s_t]; an empty sequence costs 0.

    The v2 form of `paddle.layer.linear_chain_crf` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.linear_chain_crf, 'linear_chain_crf',
        {'Emission': ('input', input), 'Transition': ('transition', transition), 'Label': ('label', label)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def log(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The natural logarithm of X.

    The v2 form of `paddle.layer.log` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.log, 'log',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def log_softmax(
    input: Any = _v2.UNSET,
    axis: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """log(softmax(X)) along `axis`, as X - logsumexp(X) over it (no overflow, no log of 0).

    The v2 form of `paddle.layer.log_softmax` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.log_softmax, 'log_softmax',
        {'X': ('input', input)},
        {'axis': axis},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def logical_and(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """X and Y elementwise on bools, broadcast as numpy does.

    The v2 form of `paddle.layer.logical_and` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.logical_and, 'logical_and',
        {'X': ('input', input), 'Y': ('y', y)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def logical_not(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """not X elementwise on bools.

    The v2 form of `paddle.layer.logical_not` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.logical_not, 'logical_not',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def logical_or(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """X or Y elementwise on bools, broadcast as numpy does.

    The v2 form of `paddle.layer.logical_or` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.logical_or, 'logical_or',
        {'X': ('input', input), 'Y': ('y', y)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def logical_xor(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """X xor Y elementwise on bools, broadcast as numpy does.

    The v2 form of `paddle.layer.logical_xor` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.logical_xor, 'logical_xor',
        {'X': ('input', input), 'Y': ('y', y)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def logsumexp(
    input: Any = _v2.UNSET,
    dim: Any = _v2.UNSET,
    keep_dim: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """log(sum(exp(X))) over the axes `dim`, computed without overflow; over no elements -inf.

    The v2 form of `paddle.layer.logsumexp` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.logsumexp, 'logsumexp',
        {'X': ('input', input)},
        {'dim': dim, 'keep_dim': keep_dim},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def lookup_table(
    input: Any = _v2.UNSET,
    ids: Any = _v2.UNSET,
    padding_idx: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Embedding: Out[i...] = W[Ids[i...]], the rows of W that Ids picks (Out has shape Ids.shape + [D]); rows picked by padding_idx come out as zeros.

    The v2 form of `paddle.layer.lookup_table` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.lookup_table, 'lookup_table',
        {'W': ('input', input), 'Ids': ('ids', ids)},
        {'padding_idx': padding_idx},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def lrn(
    input: Any = _v2.UNSET,
    size: Any = _v2.UNSET,
    alpha: Any = _v2.UNSET,
    beta: Any = _v2.UNSET,
    bias: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Local response normalisation across channels, as ONNX's LRN: X / (bias + alpha / size * the sum of X^2 over the size channels around each one) ** beta.

    The v2 form of `paddle.layer.lrn` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.lrn, 'lrn',
        {'X': ('input', input)},
        {'size': size, 'alpha': alpha, 'beta': beta, 'bias': bias},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def lstm(
    input: Any = _v2.UNSET,
    weight: Any = _v2.UNSET,
    bias: Any = None,
    h0: Any = None,
    c0: Any = None,
    reverse: Any = _v2.UNSET,
    gate_act: Any = _v2.UNSET,
    candidate_act: Any = _v2.UNSET,
    state_act: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """An LSTM over whole sequences (v2's lstmemory): for each sequence of Input, step by step, the gates Input_t + H_{t-1} @ Weight + Bias = [i, f, g, o] give C_t = gate_act(f) * C_{t-1} + gate_act(i) * candidate_act(g) and H_t = gate_act(o) * state_act(C_t) (torch.nn.LSTM's math with the default activations sigmoid, tanh, tanh).

    The v2 form of `paddle.layer.lstm` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.lstm, 'lstm',
        {'Input': ('input', input), 'Weight': ('weight', weight), 'Bias': ('bias', bias), 'H0': ('h0', h0), 'C0': ('c0', c0)},
        {'reverse': reverse, 'gate_act': gate_act, 'candidate_act': candidate_act, 'state_act': state_act},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def lstm_unit(
    input: Any = _v2.UNSET,
    c_prev: Any = _v2.UNSET,
    forget_bias: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """One LSTM step (torch.nn.LSTMCell's math, after the projections): from the gate pre-activations X = [i, f, g, o] and the previous cell C_prev, C = sigmoid(f + forget_bias) * C_prev + sigmoid(i) * tanh(g) and H = sigmoid(o) * tanh(C).

    The v2 form of `paddle.layer.lstm_unit` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.lstm_unit, 'lstm_unit',
        {'X': ('input', input), 'C_prev': ('c_prev', c_prev)},
        {'forget_bias': forget_bias},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def lstmemory(
    input: Any = _v2.UNSET,
    size: Any = _v2.UNSET,
    reverse: Any = _v2.UNSET,
    bias: Any = _v2.UNSET,
    gate_act: Any = _v2.UNSET,
    candidate_act: Any = _v2.UNSET,
    state_act: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """v2's lstmemory: the lstm op over sequences whose steps are already projected to 4 * size columns (the gates i, f, g, o), with its hidden-to-hidden weights w [size, 4 * size] and bias b [4 * size]; gives the hidden state of every step.

    The v2 form of `paddle.layer.lstmemory` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.lstmemory, 'lstmemory',
        {'input': ('input', input)},
        {'size': size, 'reverse': reverse, 'bias': bias, 'gate_act': gate_act, 'candidate_act': candidate_act, 'state_act': state_act},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def matmul(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    transpose_x: Any = _v2.UNSET,
    transpose_y: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The batched matrix product X @ Y of tensors of rank >= 2 (as torch.matmul): the last two axes are matrices, the axes before them broadcast as numpy does.

    The v2 form of `paddle.layer.matmul` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.matmul, 'matmul',
        {'X': ('input', input), 'Y': ('y', y)},
        {'transpose_x': transpose_x, 'transpose_y': transpose_y},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def max_pool_with_index(
    input: Any = _v2.UNSET,
    ksize: Any = _v2.UNSET,
    strides: Any = _v2.UNSET,
    dilations: Any = _v2.UNSET,
    paddings: Any = _v2.UNSET,
    storage_order: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Max pooling of [N, C, *spatial] tensors (1 to 3 spatial axes) with the index of each maximum, as ONNX's MaxPool and its Indices output: X's flattened position (batch and channel included, padding not), row-major or column-major within an image (storage_order).

    The v2 form of `paddle.layer.max_pool_with_index` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.max_pool_with_index, 'max_pool_with_index',
        {'X': ('input', input)},
        {'ksize': ksize, 'strides': strides, 'dilations': dilations, 'paddings': paddings, 'storage_order': storage_order},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def maxid(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The index of the largest value of each row of X (of equal values, the first): the most probable id, v2's maxid layer.

    The v2 form of `paddle.layer.maxid` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.maxid, 'maxid',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def maximum(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The larger of X and Y elementwise, broadcast as numpy does; NaN wins.

    The v2 form of `paddle.layer.maximum` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.maximum, 'maximum',
        {'X': ('input', input), 'Y': ('y', y)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def mean(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The mean of all elements of X, as a tensor of shape [1].

    The v2 form of `paddle.layer.mean` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.mean, 'mean',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def minimum(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The smaller of X and Y elementwise, broadcast as numpy does; NaN wins.

    The v2 form of `paddle.layer.minimum` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.minimum, 'minimum',
        {'X': ('input', input), 'Y': ('y', y)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def mod(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    fmod: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The remainder of X / Y, broadcast as numpy does: with the sign of Y (floor division, as Python's %), or with fmod the sign of X (C's fmod). Integer Y holds no 0.

    The v2 form of `paddle.layer.mod` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.mod, 'mod',
        {'X': ('input', input), 'Y': ('y', y)},
        {'fmod': fmod},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def mul(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Matrix product Out = X @ Y of an [M, K] and a [K, N] matrix.

    The v2 form of `paddle.layer.mul` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.mul, 'mul',
        {'X': ('input', input), 'Y': ('y', y)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def multiply_rows(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    scale: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """X * Y * scale elementwise, for two inputs of one shape (v2's dotmul operator); sequences keep X's offsets (Y's must be the same).

    The v2 form of `paddle.layer.multiply_rows` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.multiply_rows, 'multiply_rows',
        {'X': ('input', input), 'Y': ('y', y)},
        {'scale': scale},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def nce(
    input: Any = _v2.UNSET,
    w: Any = _v2.UNSET,
    label: Any = _v2.UNSET,
    negatives: Any = _v2.UNSET,
    bias: Any = None,
    sampleweight: Any = None,
    neg_distribution: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """v2's noise-contrastive estimation cost: for each sample, -log P(data | its class) - sum over its noise classes of log P(noise | class), where P(data | c) = o / (o + K q(c)), o = sigmoid(X . W[c] + Bias[c]) and q = Dist / sum(Dist); times the sample's weight.

    The v2 form of `paddle.layer.nce` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.nce, 'nce',
        {'X': ('input', input), 'W': ('w', w), 'Label': ('label', label), 'Negatives': ('negatives', negatives), 'Bias': ('bias', bias), 'SampleWeight': ('sampleweight', sampleweight)},
        {'neg_distribution': neg_distribution},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def nce_negatives(
    input: Any = _v2.UNSET,
    step: Any = None,
    num_classes: Any = _v2.UNSET,
    num_neg_samples: Any = _v2.UNSET,
    neg_distribution: Any = _v2.UNSET,
    seed: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """num_neg_samples noise classes drawn for each row of Label, class c with probability neg_distribution[c] / sum(neg_distribution), or 1 / num_classes (v2's nce sampling).

    The v2 form of `paddle.layer.nce_negatives` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.nce_negatives, 'nce_negatives',
        {'Label': ('input', input), 'Step': ('step', step)},
        {'num_classes': num_classes, 'num_neg_samples': num_neg_samples, 'neg_distribution': neg_distribution, 'seed': seed},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def neg(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """-X.

    The v2 form of `paddle.layer.neg` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.neg, 'neg',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def not_equal(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """X != Y elementwise (bool), broadcast as numpy does; NaN compares unequal to everything, itself included.

    The v2 form of `paddle.layer.not_equal` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.not_equal, 'not_equal',
        {'X': ('input', input), 'Y': ('y', y)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def pool(
    input: Any = _v2.UNSET,
    pooling_type: Any = _v2.UNSET,
    ksize: Any = _v2.UNSET,
    global_pooling: Any = _v2.UNSET,
    strides: Any = _v2.UNSET,
    paddings: Any = _v2.UNSET,
    exclusive: Any = _v2.UNSET,
    ceil_mode: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Max or average pooling of [N, C, *spatial] tensors over windows of 1 to 3 spatial axes, with strides, padding, exclusive averages, ceil mode and global pooling (pool2d's rules on every axis).

    The v2 form of `paddle.layer.pool` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.pool, 'pool',
        {'X': ('input', input)},
        {'pooling_type': pooling_type, 'ksize': ksize, 'global_pooling': global_pooling, 'strides': strides, 'paddings': paddings, 'exclusive': exclusive, 'ceil_mode': ceil_mode},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def pool2d(
    input: Any = _v2.UNSET,
    pooling_type: Any = _v2.UNSET,
    ksize: Any = _v2.UNSET,
    global_pooling: Any = _v2.UNSET,
    strides: Any = _v2.UNSET,
    paddings: Any = _v2.UNSET,
    exclusive: Any = _v2.UNSET,
    ceil_mode: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Max or average pooling of NCHW images over 2-D windows, with strides, padding, exclusive averages, ceil mode and global pooling, as Paddle's pool2d.

    The v2 form of `paddle.layer.pool2d` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.pool2d, 'pool2d',
        {'X': ('input', input)},
        {'pooling_type': pooling_type, 'ksize': ksize, 'global_pooling': global_pooling, 'strides': strides, 'paddings': paddings, 'exclusive': exclusive, 'ceil_mode': ceil_mode},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def pow(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """X to the power Y, broadcast as numpy does; X positive (a negative base has no real power for most exponents, and the gradient in Y reads log X).

    The v2 form of `paddle.layer.pow` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.pow, 'pow',
        {'X': ('input', input), 'Y': ('y', y)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def reciprocal(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """1 / X (X nonzero: 1 / 0 is inf).

    The v2 form of `paddle.layer.reciprocal` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.reciprocal, 'reciprocal',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def reduce_max(
    input: Any = _v2.UNSET,
    dim: Any = _v2.UNSET,
    keep_dim: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The largest value of X over the axes `dim`; over no elements -inf (an integer dtype's smallest value, False).

    The v2 form of `paddle.layer.reduce_max` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.reduce_max, 'reduce_max',
        {'X': ('input', input)},
        {'dim': dim, 'keep_dim': keep_dim},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def reduce_mean(
    input: Any = _v2.UNSET,
    dim: Any = _v2.UNSET,
    keep_dim: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The mean of X over the axes `dim`.

    The v2 form of `paddle.layer.reduce_mean` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.reduce_mean, 'reduce_mean',
        {'X': ('input', input)},
        {'dim': dim, 'keep_dim': keep_dim},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def reduce_min(
    input: Any = _v2.UNSET,
    dim: Any = _v2.UNSET,
    keep_dim: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The smallest value of X over the axes `dim`; over no elements +inf (an integer dtype's largest value, True).

    The v2 form of `paddle.layer.reduce_min` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.reduce_min, 'reduce_min',
        {'X': ('input', input)},
        {'dim': dim, 'keep_dim': keep_dim},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def reduce_prod(
    input: Any = _v2.UNSET,
    dim: Any = _v2.UNSET,
    keep_dim: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The product of X over the axes `dim`.

    The v2 form of `paddle.layer.reduce_prod` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.reduce_prod, 'reduce_prod',
        {'X': ('input', input)},
        {'dim': dim, 'keep_dim': keep_dim},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def reduce_sum(
    input: Any = _v2.UNSET,
    dim: Any = _v2.UNSET,
    keep_dim: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The sum of X over the axes `dim`.

    The v2 form of `paddle.layer.reduce_sum` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.reduce_sum, 'reduce_sum',
        {'X': ('input', input)},
        {'dim': dim, 'keep_dim': keep_dim},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def relu(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Out = max(X, 0), elementwise.

    The v2 form of `paddle.layer.relu` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.relu, 'relu',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def reshape(
    input: Any = _v2.UNSET,
    shape: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """X's elements, in order, in a new shape.

    The v2 form of `paddle.layer.reshape` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.reshape, 'reshape',
        {'X': ('input', input)},
        {'shape': shape},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def round(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """X rounded to the nearest integer, halves to even.

    The v2 form of `paddle.layer.round` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.round, 'round',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def rowwise_add(
    input: Any = _v2.UNSET,
    b: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Adds the vector b to every row of X.

    The v2 form of `paddle.layer.rowwise_add` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.rowwise_add, 'rowwise_add',
        {'X': ('input', input), 'b': ('b', b)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def rsqrt(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """1 / sqrt(X).

    The v2 form of `paddle.layer.rsqrt` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.rsqrt, 'rsqrt',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def scale(
    input: Any = _v2.UNSET,
    scale: Any = _v2.UNSET,
    bias: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Multiplies X by scale and adds bias: Out = scale * X + bias.

    The v2 form of `paddle.layer.scale` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.scale, 'scale',
        {'X': ('input', input)},
        {'scale': scale, 'bias': bias},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def scale_columns(
    input: Any = _v2.UNSET,
    w: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Each row of X times W elementwise: W holds one weight per column (v2's dotmul projection) or one for all (its scaling projection); sequences keep their offsets.

    The v2 form of `paddle.layer.scale_columns` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.scale_columns, 'scale_columns',
        {'X': ('input', input), 'W': ('w', w)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def scatter_elements(
    input: Any = _v2.UNSET,
    index: Any = _v2.UNSET,
    updates: Any = _v2.UNSET,
    axis: Any = _v2.UNSET,
    reduction: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """X with elements replaced (or combined with reduction add, mul, max or min) by Updates at the positions Index names along `axis` (ONNX's ScatterElements, torch's scatter and scatter_reduce with X's values included): for axis 0, Out[Index[i][j]][j] = Updates[i][j]. With none, an element named twice gets one of its updates; with a reduction, X's value and all of them combine.

    The v2 form of `paddle.layer.scatter_elements` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.scatter_elements, 'scatter_elements',
        {'X': ('input', input), 'Index': ('index', index), 'Updates': ('updates', updates)},
        {'axis': axis, 'reduction': reduction},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def scatter_nd(
    input: Any = _v2.UNSET,
    index: Any = _v2.UNSET,
    updates: Any = _v2.UNSET,
    reduction: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """X with the slices named by Index's k-tuples replaced by (or combined with, by `reduction`) Updates' slices (ONNX's ScatterND). With none, a slice named twice gets one of its updates.

    The v2 form of `paddle.layer.scatter_nd` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.scatter_nd, 'scatter_nd',
        {'X': ('input', input), 'Index': ('index', index), 'Updates': ('updates', updates)},
        {'reduction': reduction},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def selu(
    input: Any = _v2.UNSET,
    scale: Any = _v2.UNSET,
    alpha: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Out = scale * (X where X > 0, else alpha * (exp(X) - 1)), elementwise: self-normalising with the default constants.

    The v2 form of `paddle.layer.selu` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.selu, 'selu',
        {'X': ('input', input)},
        {'scale': scale, 'alpha': alpha},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def sequence_concat(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Concatenates sequence i of X and sequence i of Y along time, for each i: Out's sequence i is X's steps, then Y's.

    The v2 form of `paddle.layer.sequence_concat` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.sequence_concat, 'sequence_concat',
        {'X': ('input', input), 'Y': ('y', y)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def sequence_expand(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Repeats row i of X as many times as sequence i of Y has steps: Out has Y's sequences, each step of sequence i a copy of X[i].

    The v2 form of `paddle.layer.sequence_expand` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.sequence_expand, 'sequence_expand',
        {'X': ('input', input), 'Y': ('y', y)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def sequence_like(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """X's rows with Y's sequence offsets (every level): the rows of X are the steps of Y's sequences (or sub-sequences).

    The v2 form of `paddle.layer.sequence_like` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.sequence_like, 'sequence_like',
        {'X': ('input', input), 'Y': ('y', y)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def sequence_nest_rows(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """X, one row per sub-sequence of the nested sequence Y, as a sequence of one level: sequence i holds the rows of the sub-sequences of Y's sequence i.

    The v2 form of `paddle.layer.sequence_nest_rows` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.sequence_nest_rows, 'sequence_nest_rows',
        {'X': ('input', input), 'Y': ('y', y)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def sequence_pool(
    input: Any = _v2.UNSET,
    pool_type: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Pools each sequence of X into one row: its average, sum, sum over the square root of its length (sqrt), max, first or last step; an empty sequence gives a row of zeros.

    The v2 form of `paddle.layer.sequence_pool` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.sequence_pool, 'sequence_pool',
        {'X': ('input', input)},
        {'pool_type': pool_type},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def sequence_reshape(
    input: Any = _v2.UNSET,
    new_dim: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Reshapes each sequence of X to rows of new_dim values: a sequence of L steps of D values becomes one of L * D / new_dim steps (which must be whole).

    The v2 form of `paddle.layer.sequence_reshape` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.sequence_reshape, 'sequence_reshape',
        {'X': ('input', input)},
        {'new_dim': new_dim},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def sequence_slice(
    input: Any = _v2.UNSET,
    starts: Any = None,
    ends: Any = None,
    end_inclusive: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Sequence i of X cut to its steps Starts[i] up to Ends[i] (excluded, or included with end_inclusive): a sequence each; Starts absent: from the first step; Ends absent: to the last.

    The v2 form of `paddle.layer.sequence_slice` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.sequence_slice, 'sequence_slice',
        {'X': ('input', input), 'Starts': ('starts', starts), 'Ends': ('ends', ends)},
        {'end_inclusive': end_inclusive},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def sequence_softmax(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Softmax over the steps of each sequence of X, a [T, 1] column.

    The v2 form of `paddle.layer.sequence_softmax` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.sequence_softmax, 'sequence_softmax',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def sequence_topk(
    input: Any = _v2.UNSET,
    beam_size: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The positions (within its sequence) of the beam_size highest scores of each sequence of X, best first; -1 where a sequence has fewer steps (v2's kmax_seq_score).

    The v2 form of `paddle.layer.sequence_topk` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.sequence_topk, 'sequence_topk',
        {'X': ('input', input)},
        {'beam_size': beam_size},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def sequence_unnest(
    input: Any = _v2.UNSET,
    level: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """A nested sequence X as a sequence of one level, its rows unchanged: each sub-sequence a sequence (level 'sub_sequences'), or each sequence's sub-sequences joined into one (level 'sequences').

    The v2 form of `paddle.layer.sequence_unnest` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.sequence_unnest, 'sequence_unnest',
        {'X': ('input', input)},
        {'level': level},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def sigmoid(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Out = 1 / (1 + exp(-X)), elementwise.

    The v2 form of `paddle.layer.sigmoid` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.sigmoid, 'sigmoid',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def sigmoid_cross_entropy_with_logits(
    input: Any = _v2.UNSET,
    label: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Elementwise binary cross-entropy of probabilities sigmoid(X) against targets Label, in the stable form max(X, 0) - X * Label + log(1 + exp(-|X|)).

    The v2 form of `paddle.layer.sigmoid_cross_entropy_with_logits` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.sigmoid_cross_entropy_with_logits, 'sigmoid_cross_entropy_with_logits',
        {'X': ('input', input), 'Label': ('label', label)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def sign(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """-1, 0 or 1: the sign of X.

    The v2 form of `paddle.layer.sign` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.sign, 'sign',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def sin(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The sine of X (radians).

    The v2 form of `paddle.layer.sin` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.sin, 'sin',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def sinh(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The hyperbolic sine of X (inf beyond 89.4 in float32).

    The v2 form of `paddle.layer.sinh` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.sinh, 'sinh',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def slice(
    input: Any = _v2.UNSET,
    axes: Any = _v2.UNSET,
    starts: Any = _v2.UNSET,
    ends: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The part of X from starts to ends (exclusive) along axes; negative indices count from the end and every index is clamped to the axis, as ONNX's Slice and numpy's.

    The v2 form of `paddle.layer.slice` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.slice, 'slice',
        {'X': ('input', input)},
        {'axes': axes, 'starts': starts, 'ends': ends},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def soft_relu(
    input: Any = _v2.UNSET,
    threshold: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Soft relu (v2's SoftRelu): Out = log(1 + exp(clip(X, -threshold, threshold))), elementwise.

    The v2 form of `paddle.layer.soft_relu` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.soft_relu, 'soft_relu',
        {'X': ('input', input)},
        {'threshold': threshold},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def softmax(
    input: Any = _v2.UNSET,
    axis: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Softmax along `axis`: exp(X) / sum(exp(X)) over it, computed without overflow.

    The v2 form of `paddle.layer.softmax` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.softmax, 'softmax',
        {'X': ('input', input)},
        {'axis': axis},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def softmax_with_cross_entropy(
    input: Any = _v2.UNSET,
    label: Any = _v2.UNSET,
    ignore_index: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Softmax of each row of Logits and the cross-entropy of its Label, fused: numerically stable (log-sum-exp) for any finite logits. A row whose label is ignore_index gets loss 0 and no gradient.

    The v2 form of `paddle.layer.softmax_with_cross_entropy` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.softmax_with_cross_entropy, 'softmax_with_cross_entropy',
        {'Logits': ('input', input), 'Label': ('label', label)},
        {'ignore_index': ignore_index},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def softplus(
    input: Any = _v2.UNSET,
    beta: Any = _v2.UNSET,
    threshold: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Out = log(1 + exp(beta * X)) / beta, elementwise; X itself where beta * X > threshold (as torch).

    The v2 form of `paddle.layer.softplus` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.softplus, 'softplus',
        {'X': ('input', input)},
        {'beta': beta, 'threshold': threshold},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def softsign(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Out = X / (1 + |X|), elementwise: a sigmoid-shaped map onto (-1, 1).

    The v2 form of `paddle.layer.softsign` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.softsign, 'softsign',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def split(
    input: Any = _v2.UNSET,
    axis: Any = _v2.UNSET,
    num: Any = _v2.UNSET,
    sections: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """X cut along `axis` into `num` equal parts, or into parts of the sizes `sections`.

    The v2 form of `paddle.layer.split` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.split, 'split',
        {'X': ('input', input)},
        {'axis': axis, 'num': num, 'sections': sections},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def sqrt(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The square root of X.

    The v2 form of `paddle.layer.sqrt` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.sqrt, 'sqrt',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def square(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """X * X.

    The v2 form of `paddle.layer.square` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.square, 'square',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def square_error(
    input: Any = _v2.UNSET,
    label: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Squared error of each row: Out[i] = sum_j (X[i, j] - Y[i, j])^2.

    The v2 form of `paddle.layer.square_error` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.square_error, 'square_error',
        {'X': ('input', input), 'Y': ('label', label)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def squeeze(
    input: Any = _v2.UNSET,
    axes: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """X without the axes of size 1 that `axes` names (all of them when it names none).

    The v2 form of `paddle.layer.squeeze` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.squeeze, 'squeeze',
        {'X': ('input', input)},
        {'axes': axes},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def stanh(
    input: Any = _v2.UNSET,
    scale_a: Any = _v2.UNSET,
    scale_b: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Scaled tanh (v2's STanh): Out = scale_b * tanh(scale_a * X), elementwise.

    The v2 form of `paddle.layer.stanh` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.stanh, 'stanh',
        {'X': ('input', input)},
        {'scale_a': scale_a, 'scale_b': scale_b},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def sub(
    input: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """X - Y, broadcast as numpy does.

    The v2 form of `paddle.layer.sub` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.sub, 'sub',
        {'X': ('input', input), 'Y': ('y', y)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def sum(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Elementwise sum of one or more tensors of the same shape.

    The v2 form of `paddle.layer.sum` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.sum, 'sum',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def sum_to_like(
    input: Any = _v2.UNSET,
    like: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """X summed over the axes that broadcasting Like to X's shape adds: the leading ones and those where Like has size 1.

    The v2 form of `paddle.layer.sum_to_like` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.sum_to_like, 'sum_to_like',
        {'X': ('input', input), 'Like': ('like', like)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def tan(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The tangent of X (radians; huge near the poles at pi/2 + k pi).

    The v2 form of `paddle.layer.tan` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.tan, 'tan',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def tanh(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """Out = tanh(X), elementwise.

    The v2 form of `paddle.layer.tanh` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.tanh, 'tanh',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def to_sequences(
    input: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """A dense [B, T, D] batch as B sequences of T steps each: [B * T, D] rows, sequence-major, with offsets [0, T, 2T, ...].

    The v2 form of `paddle.layer.to_sequences` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.to_sequences, 'to_sequences',
        {'X': ('input', input)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def top_k(
    input: Any = _v2.UNSET,
    k: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The k largest values of X along its last axis, largest first, with their indices (of equal values, the lower index first; NaN counts as smaller than any number).

    The v2 form of `paddle.layer.top_k` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.top_k, 'top_k',
        {'X': ('input', input)},
        {'k': k},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def transpose(
    input: Any = _v2.UNSET,
    perm: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """X with its axes permuted: axis i of the output is axis perm[i] of X.

    The v2 form of `paddle.layer.transpose` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.transpose, 'transpose',
        {'X': ('input', input)},
        {'perm': perm},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def trilu(
    input: Any = _v2.UNSET,
    upper: Any = _v2.UNSET,
    k: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """The upper (or lower) triangle of each matrix of X's last two axes: the elements on and above (below) the k-th diagonal kept, the others 0 (k > 0: above the main diagonal).

    The v2 form of `paddle.layer.trilu` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.trilu, 'trilu',
        {'X': ('input', input)},
        {'upper': upper, 'k': k},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def unsqueeze(
    input: Any = _v2.UNSET,
    axes: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """X with new axes of size 1 at the positions `axes` of the output.

    The v2 form of `paddle.layer.unsqueeze` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.unsqueeze, 'unsqueeze',
        {'X': ('input', input)},
        {'axes': axes},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def warpctc(
    input: Any = _v2.UNSET,
    label: Any = _v2.UNSET,
    blank: Any = _v2.UNSET,
    norm_by_times: Any = _v2.UNSET,
    probabilities: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """CTC loss of each sequence: -log of the probability that the steps' classes (the softmax of Logits) spell Label once repeats are merged and blanks dropped, summed over every alignment (+inf where none fits); with norm_by_times, divided by the sequence's steps.

    The v2 form of `paddle.layer.warpctc` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.warpctc, 'warpctc',
        {'Logits': ('input', input), 'Label': ('label', label)},
        {'blank': blank, 'norm_by_times': norm_by_times, 'probabilities': probabilities},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)


def where(
    input: Any = _v2.UNSET,
    x: Any = _v2.UNSET,
    y: Any = _v2.UNSET,
    *,
    name: str | None = None,
    param_attr: Any = None,
    bias_attr: Any = None,
    layer_attr: Any = None,
) -> _v2.LayerOutput:
    """X where Condition holds, else Y; the three broadcast as numpy does.

    The v2 form of `paddle.layer.where` (see its documentation); an argument not given
    takes the registry's default.
    `layer_attr=paddle.attr.Extra(drop_rate=...)` adds dropout after its output.
    """
    return _v2.call(
        _layers.where, 'where',
        {'Condition': ('input', input), 'X': ('x', x), 'Y': ('y', y)},
        {},
        v2_defaults={}, name=name, param_attr=param_attr, bias_attr=bias_attr,
        layer_attr=layer_attr)

mse = square_error
classification_cost = cross_entropy
