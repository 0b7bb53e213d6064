# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.validators)
# sources: kernels/_recurrence.py, kernels/activation.py, kernels/attention.py, kernels/block_expand.py, kernels/compare.py, kernels/conv.py, kernels/conv_nd.py, kernels/cos_sim.py, kernels/cpp/hard_sigmoid_op.cc, kernels/cpp/label_smooth_op.cc, kernels/cpp/scale_op.cc, kernels/cpp/softsign_op.cc, kernels/crf.py, kernels/ctc.py, kernels/dropout.py, kernels/einsum.py, kernels/elementwise.py, kernels/embedding.py, kernels/error_clip.py, kernels/generation_ops.py, kernels/gru.py, kernels/hsigmoid.py, kernels/image_layers.py, kernels/indexing.py, kernels/init.py, kernels/init_random.py, kernels/lambda_cost.py, kernels/layers.py, kernels/loss.py, kernels/lrn.py, kernels/lstm.py, kernels/math.py, kernels/matmul.py, kernels/metrics.py, kernels/nce.py, kernels/norm.py, kernels/onnx_index.py, kernels/onnx_logic.py, kernels/onnx_math.py, kernels/onnx_tensor.py, kernels/optimizer.py, kernels/pool.py, kernels/pool_index.py, kernels/pool_nd.py, kernels/reduce.py, kernels/rnn_units.py, kernels/row_conv.py, kernels/rows.py, kernels/sampling.py, kernels/sequence.py, kernels/sequence_conv.py, kernels/sequence_dense.py, kernels/sequence_nested.py, kernels/sequence_slice.py, kernels/shape.py, kernels/sparse_decay.py, kernels/unary.py, kernels/v2_activation.py
"""Validators for every op and layer of the registry: one explicit check per constraint.

`validate_<op>_attrs(given)` returns every attribute (given ones coerced and checked,
the rest defaulted) and raises the registry's typed errors with the messages of
`paddle.registry.validate_attrs`; `validate_<op>_inputs(infos)` checks each input's
rank, dtype, sequence type, type variable and shape pattern against its tensor meta.
Self-contained: the metas are literals here; nothing reads the live registry.
"""
from __future__ import annotations

import math
from typing import Any, Mapping, NoReturn

from paddle.registry import AttrType, DataType, TensorMeta, check_inputs
from paddle.registry.constraints import resolve
from paddle.registry.errors import constraint_error, missing_error, type_error, unknown_argument_error
from paddle.registry.types import UNSET

_ = (math, DataType)  # used by some checks only
_CUSTOM_REFS: tuple[str, ...] = ('paddle.kernels.einsum:valid_equation', 'paddle.kernels.indexing:is_pairs', 'paddle.kernels.reduce:distinct_axes', 'paddle.kernels.shape:is_permutation', 'paddle.kernels.shape:one_inferred')
_custom: dict[str, Any] = {ref: resolve(ref) for ref in _CUSTOM_REFS}  # custom predicates, by name


def _missing(op: str, attr: str) -> NoReturn:
    raise missing_error(op, attr)


# --- abs (kernels/unary.py) ---

_ABS_ATTRIBUTES = ()
_ABS_ARGUMENTS = ('X',)
_ABS_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)


def validate_abs_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of abs, checked against its declaration."""
    for key in given:
        if key not in _ABS_ATTRIBUTES:
            raise unknown_argument_error('abs', key, _ABS_ARGUMENTS)
    return {
    }


def validate_abs_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of abs (TensorInfos), checked against its tensor metas."""
    check_inputs('abs', _ABS_INPUTS, infos, _ABS_ARGUMENTS)


# --- abs_grad (kernels/unary.py) ---

_ABS_GRAD_ATTRIBUTES = ()
_ABS_GRAD_ARGUMENTS = ('X', 'Out@GRAD')
_ABS_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_abs_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of abs_grad, checked against its declaration."""
    for key in given:
        if key not in _ABS_GRAD_ATTRIBUTES:
            raise unknown_argument_error('abs_grad', key, _ABS_GRAD_ARGUMENTS)
    return {
    }


def validate_abs_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of abs_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('abs_grad', _ABS_GRAD_INPUTS, infos, _ABS_GRAD_ARGUMENTS)


# --- accuracy (kernels/metrics.py) ---

_ACCURACY_ATTRIBUTES = ()
_ACCURACY_ARGUMENTS = ('Out', 'Label')
_ACCURACY_INPUTS = (TensorMeta.from_data({'name': 'Out', 'description': 'an [N, C] matrix of scores or probabilities', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'C'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Label', 'description': 'an [N, 1] matrix of class indexes in [0, C)', 'dtypes': ['int32', 'int64'], 'type_var': None, 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 1], 'optional': False, 'variadic': False, 'no_grad': True, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0, 'high': 'C', 'low_open': False, 'high_open': True}, 'broadcast': None, 'reduce': None}))


def validate_accuracy_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of accuracy, checked against its declaration."""
    for key in given:
        if key not in _ACCURACY_ATTRIBUTES:
            raise unknown_argument_error('accuracy', key, _ACCURACY_ARGUMENTS)
    return {
    }


def validate_accuracy_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of accuracy (TensorInfos), checked against its tensor metas."""
    check_inputs('accuracy', _ACCURACY_INPUTS, infos, _ACCURACY_ARGUMENTS)


# --- acos (kernels/onnx_math.py) ---

_ACOS_ATTRIBUTES = ()
_ACOS_ARGUMENTS = ('X',)
_ACOS_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor with values in (-1.0, 1.0)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': -1.0, 'high': 1.0, 'low_open': True, 'high_open': True}, 'broadcast': None, 'reduce': None}),)


def validate_acos_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of acos, checked against its declaration."""
    for key in given:
        if key not in _ACOS_ATTRIBUTES:
            raise unknown_argument_error('acos', key, _ACOS_ARGUMENTS)
    return {
    }


def validate_acos_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of acos (TensorInfos), checked against its tensor metas."""
    check_inputs('acos', _ACOS_INPUTS, infos, _ACOS_ARGUMENTS)


# --- acos_grad (kernels/onnx_math.py) ---

_ACOS_GRAD_ATTRIBUTES = ()
_ACOS_GRAD_ARGUMENTS = ('X', 'Out@GRAD')
_ACOS_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor with values in (-1.0, 1.0)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': -1.0, 'high': 1.0, 'low_open': True, 'high_open': True}, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_acos_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of acos_grad, checked against its declaration."""
    for key in given:
        if key not in _ACOS_GRAD_ATTRIBUTES:
            raise unknown_argument_error('acos_grad', key, _ACOS_GRAD_ARGUMENTS)
    return {
    }


def validate_acos_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of acos_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('acos_grad', _ACOS_GRAD_INPUTS, infos, _ACOS_GRAD_ARGUMENTS)


# --- acosh (kernels/onnx_math.py) ---

_ACOSH_ATTRIBUTES = ()
_ACOSH_ARGUMENTS = ('X',)
_ACOSH_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor with values in (1.0, inf]', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 1.0, 'high': None, 'low_open': True, 'high_open': False}, 'broadcast': None, 'reduce': None}),)


def validate_acosh_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of acosh, checked against its declaration."""
    for key in given:
        if key not in _ACOSH_ATTRIBUTES:
            raise unknown_argument_error('acosh', key, _ACOSH_ARGUMENTS)
    return {
    }


def validate_acosh_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of acosh (TensorInfos), checked against its tensor metas."""
    check_inputs('acosh', _ACOSH_INPUTS, infos, _ACOSH_ARGUMENTS)


# --- acosh_grad (kernels/onnx_math.py) ---

_ACOSH_GRAD_ATTRIBUTES = ()
_ACOSH_GRAD_ARGUMENTS = ('X', 'Out@GRAD')
_ACOSH_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor with values in (1.0, inf]', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 1.0, 'high': None, 'low_open': True, 'high_open': False}, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_acosh_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of acosh_grad, checked against its declaration."""
    for key in given:
        if key not in _ACOSH_GRAD_ATTRIBUTES:
            raise unknown_argument_error('acosh_grad', key, _ACOSH_GRAD_ARGUMENTS)
    return {
    }


def validate_acosh_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of acosh_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('acosh_grad', _ACOSH_GRAD_INPUTS, infos, _ACOSH_GRAD_ARGUMENTS)


# --- adagrad (kernels/optimizer.py) ---

_ADAGRAD_ATTRIBUTES = ('learning_rate', 'sparse_rows', 'epsilon')
_ADAGRAD_ARGUMENTS = ('Param', 'Grad', 'Moment', 'LearningRate', 'learning_rate', 'sparse_rows', 'epsilon')
_ADAGRAD_INPUTS = (TensorMeta.from_data({'name': 'Param', 'description': 'the parameter', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...P'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Grad', 'description': 'its gradient', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...P'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Moment', 'description': 'the sum of squared gradients (state)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...P'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': None, 'low_open': False, 'high_open': False}, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'LearningRate', 'description': "[1] the step size to use instead of the attribute learning_rate (a schedule's rate, written before each step)", 'dtypes': ['float32', 'float64'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': [1], 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': 10000.0, 'low_open': False, 'high_open': False}, 'broadcast': None, 'reduce': None}))
_TYPE_ADAGRAD__LEARNING_RATE = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_adagrad__learning_rate(raw: Any) -> Any:
    value = _TYPE_ADAGRAD__LEARNING_RATE.coerce(raw)
    if value is UNSET:
        raise type_error('adagrad', 'learning_rate', 'a finite float', raw)
    if not (value > 0.0):
        raise constraint_error('adagrad', 'learning_rate', 'larger than 0.0', raw, 'larger_than')
    if not (value <= 10000.0):
        raise constraint_error('adagrad', 'learning_rate', 'at most 10000.0', raw, 'at_most')
    return value
_TYPE_ADAGRAD__SPARSE_ROWS = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_adagrad__sparse_rows(raw: Any) -> Any:
    value = _TYPE_ADAGRAD__SPARSE_ROWS.coerce(raw)
    if value is UNSET:
        raise type_error('adagrad', 'sparse_rows', 'a bool', raw)
    return value
_TYPE_ADAGRAD__EPSILON = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_adagrad__epsilon(raw: Any) -> Any:
    value = _TYPE_ADAGRAD__EPSILON.coerce(raw)
    if value is UNSET:
        raise type_error('adagrad', 'epsilon', 'a finite float', raw)
    if not (value > 0.0):
        raise constraint_error('adagrad', 'epsilon', 'larger than 0.0', raw, 'larger_than')
    return value


def validate_adagrad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of adagrad, checked against its declaration."""
    for key in given:
        if key not in _ADAGRAD_ATTRIBUTES:
            raise unknown_argument_error('adagrad', key, _ADAGRAD_ARGUMENTS)
    return {
        'learning_rate': _check_adagrad__learning_rate(given['learning_rate']) if 'learning_rate' in given else 0.01,
        'sparse_rows': _check_adagrad__sparse_rows(given['sparse_rows']) if 'sparse_rows' in given else False,
        'epsilon': _check_adagrad__epsilon(given['epsilon']) if 'epsilon' in given else 1e-06,
    }


def validate_adagrad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of adagrad (TensorInfos), checked against its tensor metas."""
    check_inputs('adagrad', _ADAGRAD_INPUTS, infos, _ADAGRAD_ARGUMENTS)


# --- adam (kernels/optimizer.py) ---

_ADAM_ATTRIBUTES = ('learning_rate', 'sparse_rows', 'beta1', 'beta2', 'epsilon')
_ADAM_ARGUMENTS = ('Param', 'Grad', 'Moment1', 'Moment2', 'Step', 'LearningRate', 'learning_rate', 'sparse_rows', 'beta1', 'beta2', 'epsilon')
_ADAM_INPUTS = (TensorMeta.from_data({'name': 'Param', 'description': 'the parameter', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...P'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Grad', 'description': 'its gradient', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...P'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Moment1', 'description': 'first moment estimate (state)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...P'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Moment2', 'description': 'second moment estimate (state)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...P'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': None, 'low_open': False, 'high_open': False}, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Step', 'description': 'the number of updates so far (state)', 'dtypes': ['float32', 'float64'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': [1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': None, 'low_open': False, 'high_open': False}, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'LearningRate', 'description': "[1] the step size to use instead of the attribute learning_rate (a schedule's rate, written before each step)", 'dtypes': ['float32', 'float64'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': [1], 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': 10000.0, 'low_open': False, 'high_open': False}, 'broadcast': None, 'reduce': None}))
_TYPE_ADAM__LEARNING_RATE = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_adam__learning_rate(raw: Any) -> Any:
    value = _TYPE_ADAM__LEARNING_RATE.coerce(raw)
    if value is UNSET:
        raise type_error('adam', 'learning_rate', 'a finite float', raw)
    if not (value > 0.0):
        raise constraint_error('adam', 'learning_rate', 'larger than 0.0', raw, 'larger_than')
    if not (value <= 10000.0):
        raise constraint_error('adam', 'learning_rate', 'at most 10000.0', raw, 'at_most')
    return value
_TYPE_ADAM__SPARSE_ROWS = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_adam__sparse_rows(raw: Any) -> Any:
    value = _TYPE_ADAM__SPARSE_ROWS.coerce(raw)
    if value is UNSET:
        raise type_error('adam', 'sparse_rows', 'a bool', raw)
    return value
_TYPE_ADAM__BETA1 = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_adam__beta1(raw: Any) -> Any:
    value = _TYPE_ADAM__BETA1.coerce(raw)
    if value is UNSET:
        raise type_error('adam', 'beta1', 'a finite float', raw)
    if not (value >= 0.0):
        raise constraint_error('adam', 'beta1', 'at least 0.0', raw, 'at_least')
    if not (value < 1.0):
        raise constraint_error('adam', 'beta1', 'smaller than 1.0', raw, 'smaller_than')
    return value
_TYPE_ADAM__BETA2 = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_adam__beta2(raw: Any) -> Any:
    value = _TYPE_ADAM__BETA2.coerce(raw)
    if value is UNSET:
        raise type_error('adam', 'beta2', 'a finite float', raw)
    if not (value >= 0.0):
        raise constraint_error('adam', 'beta2', 'at least 0.0', raw, 'at_least')
    if not (value < 1.0):
        raise constraint_error('adam', 'beta2', 'smaller than 1.0', raw, 'smaller_than')
    return value
_TYPE_ADAM__EPSILON = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_adam__epsilon(raw: Any) -> Any:
    value = _TYPE_ADAM__EPSILON.coerce(raw)
    if value is UNSET:
        raise type_error('adam', 'epsilon', 'a finite float', raw)
    if not (value > 0.0):
        raise constraint_error('adam', 'epsilon', 'larger than 0.0', raw, 'larger_than')
    return value


def validate_adam_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of adam, checked against its declaration."""
    for key in given:
        if key not in _ADAM_ATTRIBUTES:
            raise unknown_argument_error('adam', key, _ADAM_ARGUMENTS)
    return {
        'learning_rate': _check_adam__learning_rate(given['learning_rate']) if 'learning_rate' in given else 0.01,
        'sparse_rows': _check_adam__sparse_rows(given['sparse_rows']) if 'sparse_rows' in given else False,
        'beta1': _check_adam__beta1(given['beta1']) if 'beta1' in given else 0.9,
        'beta2': _check_adam__beta2(given['beta2']) if 'beta2' in given else 0.999,
        'epsilon': _check_adam__epsilon(given['epsilon']) if 'epsilon' in given else 1e-08,
    }


def validate_adam_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of adam (TensorInfos), checked against its tensor metas."""
    check_inputs('adam', _ADAM_INPUTS, infos, _ADAM_ARGUMENTS)


# --- adamax (kernels/optimizer.py) ---

_ADAMAX_ATTRIBUTES = ('learning_rate', 'sparse_rows', 'beta1', 'beta2', 'epsilon')
_ADAMAX_ARGUMENTS = ('Param', 'Grad', 'Moment', 'InfNorm', 'Step', 'LearningRate', 'learning_rate', 'sparse_rows', 'beta1', 'beta2', 'epsilon')
_ADAMAX_INPUTS = (TensorMeta.from_data({'name': 'Param', 'description': 'the parameter', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...P'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Grad', 'description': 'its gradient', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...P'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Moment', 'description': 'first moment estimate (state)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...P'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'InfNorm', 'description': 'the decayed infinity norm of the gradients (state)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...P'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': None, 'low_open': False, 'high_open': False}, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Step', 'description': 'the number of updates so far (state)', 'dtypes': ['float32', 'float64'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': [1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': None, 'low_open': False, 'high_open': False}, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'LearningRate', 'description': "[1] the step size to use instead of the attribute learning_rate (a schedule's rate, written before each step)", 'dtypes': ['float32', 'float64'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': [1], 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': 10000.0, 'low_open': False, 'high_open': False}, 'broadcast': None, 'reduce': None}))
_TYPE_ADAMAX__LEARNING_RATE = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_adamax__learning_rate(raw: Any) -> Any:
    value = _TYPE_ADAMAX__LEARNING_RATE.coerce(raw)
    if value is UNSET:
        raise type_error('adamax', 'learning_rate', 'a finite float', raw)
    if not (value > 0.0):
        raise constraint_error('adamax', 'learning_rate', 'larger than 0.0', raw, 'larger_than')
    if not (value <= 10000.0):
        raise constraint_error('adamax', 'learning_rate', 'at most 10000.0', raw, 'at_most')
    return value
_TYPE_ADAMAX__SPARSE_ROWS = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_adamax__sparse_rows(raw: Any) -> Any:
    value = _TYPE_ADAMAX__SPARSE_ROWS.coerce(raw)
    if value is UNSET:
        raise type_error('adamax', 'sparse_rows', 'a bool', raw)
    return value
_TYPE_ADAMAX__BETA1 = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_adamax__beta1(raw: Any) -> Any:
    value = _TYPE_ADAMAX__BETA1.coerce(raw)
    if value is UNSET:
        raise type_error('adamax', 'beta1', 'a finite float', raw)
    if not (value >= 0.0):
        raise constraint_error('adamax', 'beta1', 'at least 0.0', raw, 'at_least')
    if not (value < 1.0):
        raise constraint_error('adamax', 'beta1', 'smaller than 1.0', raw, 'smaller_than')
    return value
_TYPE_ADAMAX__BETA2 = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_adamax__beta2(raw: Any) -> Any:
    value = _TYPE_ADAMAX__BETA2.coerce(raw)
    if value is UNSET:
        raise type_error('adamax', 'beta2', 'a finite float', raw)
    if not (value >= 0.0):
        raise constraint_error('adamax', 'beta2', 'at least 0.0', raw, 'at_least')
    if not (value < 1.0):
        raise constraint_error('adamax', 'beta2', 'smaller than 1.0', raw, 'smaller_than')
    return value
_TYPE_ADAMAX__EPSILON = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_adamax__epsilon(raw: Any) -> Any:
    value = _TYPE_ADAMAX__EPSILON.coerce(raw)
    if value is UNSET:
        raise type_error('adamax', 'epsilon', 'a finite float', raw)
    if not (value > 0.0):
        raise constraint_error('adamax', 'epsilon', 'larger than 0.0', raw, 'larger_than')
    return value


def validate_adamax_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of adamax, checked against its declaration."""
    for key in given:
        if key not in _ADAMAX_ATTRIBUTES:
            raise unknown_argument_error('adamax', key, _ADAMAX_ARGUMENTS)
    return {
        'learning_rate': _check_adamax__learning_rate(given['learning_rate']) if 'learning_rate' in given else 0.01,
        'sparse_rows': _check_adamax__sparse_rows(given['sparse_rows']) if 'sparse_rows' in given else False,
        'beta1': _check_adamax__beta1(given['beta1']) if 'beta1' in given else 0.9,
        'beta2': _check_adamax__beta2(given['beta2']) if 'beta2' in given else 0.999,
        'epsilon': _check_adamax__epsilon(given['epsilon']) if 'epsilon' in given else 1e-08,
    }


def validate_adamax_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of adamax (TensorInfos), checked against its tensor metas."""
    check_inputs('adamax', _ADAMAX_INPUTS, infos, _ADAMAX_ARGUMENTS)


# --- add (kernels/elementwise.py) ---

_ADD_ATTRIBUTES = ()
_ADD_ARGUMENTS = ('X', 'Y')
_ADD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': "a tensor of X's dtype that broadcasts with X", 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_add_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of add, checked against its declaration."""
    for key in given:
        if key not in _ADD_ATTRIBUTES:
            raise unknown_argument_error('add', key, _ADD_ARGUMENTS)
    return {
    }


def validate_add_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of add (TensorInfos), checked against its tensor metas."""
    check_inputs('add', _ADD_INPUTS, infos, _ADD_ARGUMENTS)


# --- argmax (kernels/reduce.py) ---

_ARGMAX_ATTRIBUTES = ('axis', 'keep_dim')
_ARGMAX_ARGUMENTS = ('X', 'axis', 'keep_dim')
_ARGMAX_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64', 'int32', 'int64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_ARGMAX__AXIS = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_argmax__axis(raw: Any) -> Any:
    value = _TYPE_ARGMAX__AXIS.coerce(raw)
    if value is UNSET:
        raise type_error('argmax', 'axis', 'an int', raw)
    if not (-64 <= value <= 63):
        raise constraint_error('argmax', 'axis', 'in range [-64, 63]', raw, 'in_range')
    return value
_TYPE_ARGMAX__KEEP_DIM = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_argmax__keep_dim(raw: Any) -> Any:
    value = _TYPE_ARGMAX__KEEP_DIM.coerce(raw)
    if value is UNSET:
        raise type_error('argmax', 'keep_dim', 'a bool', raw)
    return value


def validate_argmax_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of argmax, checked against its declaration."""
    for key in given:
        if key not in _ARGMAX_ATTRIBUTES:
            raise unknown_argument_error('argmax', key, _ARGMAX_ARGUMENTS)
    return {
        'axis': _check_argmax__axis(given['axis']) if 'axis' in given else -1,
        'keep_dim': _check_argmax__keep_dim(given['keep_dim']) if 'keep_dim' in given else False,
    }


def validate_argmax_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of argmax (TensorInfos), checked against its tensor metas."""
    check_inputs('argmax', _ARGMAX_INPUTS, infos, _ARGMAX_ARGUMENTS)


# --- argmin (kernels/reduce.py) ---

_ARGMIN_ATTRIBUTES = ('axis', 'keep_dim')
_ARGMIN_ARGUMENTS = ('X', 'axis', 'keep_dim')
_ARGMIN_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64', 'int32', 'int64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_ARGMIN__AXIS = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_argmin__axis(raw: Any) -> Any:
    value = _TYPE_ARGMIN__AXIS.coerce(raw)
    if value is UNSET:
        raise type_error('argmin', 'axis', 'an int', raw)
    if not (-64 <= value <= 63):
        raise constraint_error('argmin', 'axis', 'in range [-64, 63]', raw, 'in_range')
    return value
_TYPE_ARGMIN__KEEP_DIM = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_argmin__keep_dim(raw: Any) -> Any:
    value = _TYPE_ARGMIN__KEEP_DIM.coerce(raw)
    if value is UNSET:
        raise type_error('argmin', 'keep_dim', 'a bool', raw)
    return value


def validate_argmin_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of argmin, checked against its declaration."""
    for key in given:
        if key not in _ARGMIN_ATTRIBUTES:
            raise unknown_argument_error('argmin', key, _ARGMIN_ARGUMENTS)
    return {
        'axis': _check_argmin__axis(given['axis']) if 'axis' in given else -1,
        'keep_dim': _check_argmin__keep_dim(given['keep_dim']) if 'keep_dim' in given else False,
    }


def validate_argmin_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of argmin (TensorInfos), checked against its tensor metas."""
    check_inputs('argmin', _ARGMIN_INPUTS, infos, _ARGMIN_ARGUMENTS)


# --- asin (kernels/onnx_math.py) ---

_ASIN_ATTRIBUTES = ()
_ASIN_ARGUMENTS = ('X',)
_ASIN_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor with values in (-1.0, 1.0)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': -1.0, 'high': 1.0, 'low_open': True, 'high_open': True}, 'broadcast': None, 'reduce': None}),)


def validate_asin_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of asin, checked against its declaration."""
    for key in given:
        if key not in _ASIN_ATTRIBUTES:
            raise unknown_argument_error('asin', key, _ASIN_ARGUMENTS)
    return {
    }


def validate_asin_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of asin (TensorInfos), checked against its tensor metas."""
    check_inputs('asin', _ASIN_INPUTS, infos, _ASIN_ARGUMENTS)


# --- asin_grad (kernels/onnx_math.py) ---

_ASIN_GRAD_ATTRIBUTES = ()
_ASIN_GRAD_ARGUMENTS = ('X', 'Out@GRAD')
_ASIN_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor with values in (-1.0, 1.0)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': -1.0, 'high': 1.0, 'low_open': True, 'high_open': True}, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_asin_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of asin_grad, checked against its declaration."""
    for key in given:
        if key not in _ASIN_GRAD_ATTRIBUTES:
            raise unknown_argument_error('asin_grad', key, _ASIN_GRAD_ARGUMENTS)
    return {
    }


def validate_asin_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of asin_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('asin_grad', _ASIN_GRAD_INPUTS, infos, _ASIN_GRAD_ARGUMENTS)


# --- asinh (kernels/onnx_math.py) ---

_ASINH_ATTRIBUTES = ()
_ASINH_ARGUMENTS = ('X',)
_ASINH_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)


def validate_asinh_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of asinh, checked against its declaration."""
    for key in given:
        if key not in _ASINH_ATTRIBUTES:
            raise unknown_argument_error('asinh', key, _ASINH_ARGUMENTS)
    return {
    }


def validate_asinh_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of asinh (TensorInfos), checked against its tensor metas."""
    check_inputs('asinh', _ASINH_INPUTS, infos, _ASINH_ARGUMENTS)


# --- asinh_grad (kernels/onnx_math.py) ---

_ASINH_GRAD_ATTRIBUTES = ()
_ASINH_GRAD_ARGUMENTS = ('X', 'Out@GRAD')
_ASINH_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_asinh_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of asinh_grad, checked against its declaration."""
    for key in given:
        if key not in _ASINH_GRAD_ATTRIBUTES:
            raise unknown_argument_error('asinh_grad', key, _ASINH_GRAD_ARGUMENTS)
    return {
    }


def validate_asinh_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of asinh_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('asinh_grad', _ASINH_GRAD_INPUTS, infos, _ASINH_GRAD_ARGUMENTS)


# --- assign (kernels/math.py) ---

_ASSIGN_ATTRIBUTES = ()
_ASSIGN_ARGUMENTS = ('X',)
_ASSIGN_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'any tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)


def validate_assign_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of assign, checked against its declaration."""
    for key in given:
        if key not in _ASSIGN_ATTRIBUTES:
            raise unknown_argument_error('assign', key, _ASSIGN_ARGUMENTS)
    return {
    }


def validate_assign_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of assign (TensorInfos), checked against its tensor metas."""
    check_inputs('assign', _ASSIGN_INPUTS, infos, _ASSIGN_ARGUMENTS)


# --- atan (kernels/onnx_math.py) ---

_ATAN_ATTRIBUTES = ()
_ATAN_ARGUMENTS = ('X',)
_ATAN_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)


def validate_atan_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of atan, checked against its declaration."""
    for key in given:
        if key not in _ATAN_ATTRIBUTES:
            raise unknown_argument_error('atan', key, _ATAN_ARGUMENTS)
    return {
    }


def validate_atan_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of atan (TensorInfos), checked against its tensor metas."""
    check_inputs('atan', _ATAN_INPUTS, infos, _ATAN_ARGUMENTS)


# --- atan_grad (kernels/onnx_math.py) ---

_ATAN_GRAD_ATTRIBUTES = ()
_ATAN_GRAD_ARGUMENTS = ('X', 'Out@GRAD')
_ATAN_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_atan_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of atan_grad, checked against its declaration."""
    for key in given:
        if key not in _ATAN_GRAD_ATTRIBUTES:
            raise unknown_argument_error('atan_grad', key, _ATAN_GRAD_ARGUMENTS)
    return {
    }


def validate_atan_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of atan_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('atan_grad', _ATAN_GRAD_INPUTS, infos, _ATAN_GRAD_ARGUMENTS)


# --- atanh (kernels/onnx_math.py) ---

_ATANH_ATTRIBUTES = ()
_ATANH_ARGUMENTS = ('X',)
_ATANH_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor with values in (-1.0, 1.0)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': -1.0, 'high': 1.0, 'low_open': True, 'high_open': True}, 'broadcast': None, 'reduce': None}),)


def validate_atanh_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of atanh, checked against its declaration."""
    for key in given:
        if key not in _ATANH_ATTRIBUTES:
            raise unknown_argument_error('atanh', key, _ATANH_ARGUMENTS)
    return {
    }


def validate_atanh_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of atanh (TensorInfos), checked against its tensor metas."""
    check_inputs('atanh', _ATANH_INPUTS, infos, _ATANH_ARGUMENTS)


# --- atanh_grad (kernels/onnx_math.py) ---

_ATANH_GRAD_ATTRIBUTES = ()
_ATANH_GRAD_ARGUMENTS = ('X', 'Out@GRAD')
_ATANH_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor with values in (-1.0, 1.0)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': -1.0, 'high': 1.0, 'low_open': True, 'high_open': True}, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_atanh_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of atanh_grad, checked against its declaration."""
    for key in given:
        if key not in _ATANH_GRAD_ATTRIBUTES:
            raise unknown_argument_error('atanh_grad', key, _ATANH_GRAD_ARGUMENTS)
    return {
    }


def validate_atanh_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of atanh_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('atanh_grad', _ATANH_GRAD_INPUTS, infos, _ATANH_GRAD_ARGUMENTS)


# --- auc (kernels/metrics.py) ---

_AUC_ATTRIBUTES = ('num_thresholds',)
_AUC_ARGUMENTS = ('Predict', 'Label', 'num_thresholds')
_AUC_INPUTS = (TensorMeta.from_data({'name': 'Predict', 'description': 'an [N, 2] matrix of class probabilities (or [N, 1]: of class 1); its last column is read', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['N', 'K'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': 1.0, 'low_open': False, 'high_open': False}, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Label', 'description': 'an [N, 1] matrix of labels: 0 negative, 1 positive', 'dtypes': ['int32', 'int64'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': ['N', 1], 'optional': False, 'variadic': False, 'no_grad': True, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0, 'high': 1, 'low_open': False, 'high_open': False}, 'broadcast': None, 'reduce': None}))
_TYPE_AUC__NUM_THRESHOLDS = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_auc__num_thresholds(raw: Any) -> Any:
    value = _TYPE_AUC__NUM_THRESHOLDS.coerce(raw)
    if value is UNSET:
        raise type_error('auc', 'num_thresholds', 'an int', raw)
    if not (1 <= value <= 1048576):
        raise constraint_error('auc', 'num_thresholds', 'in range [1, 1048576]', raw, 'in_range')
    return value


def validate_auc_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of auc, checked against its declaration."""
    for key in given:
        if key not in _AUC_ATTRIBUTES:
            raise unknown_argument_error('auc', key, _AUC_ARGUMENTS)
    return {
        'num_thresholds': _check_auc__num_thresholds(given['num_thresholds']) if 'num_thresholds' in given else 200,
    }


def validate_auc_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of auc (TensorInfos), checked against its tensor metas."""
    check_inputs('auc', _AUC_INPUTS, infos, _AUC_ARGUMENTS)


# --- batch_norm (kernels/norm.py) ---

_BATCH_NORM_ATTRIBUTES = ('momentum', 'epsilon', 'is_test')
_BATCH_NORM_ARGUMENTS = ('X', 'Scale', 'Bias', 'Mean', 'Variance', 'momentum', 'epsilon', 'is_test')
_BATCH_NORM_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[N, C, ...]: a batch of N examples of C channels', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['N', 'C', '...S'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Scale', 'description': '[C] scales', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['C'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Bias', 'description': '[C] shifts', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['C'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Mean', 'description': '[C] running means (state)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['C'], 'optional': False, 'variadic': False, 'no_grad': True, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Variance', 'description': '[C] running variances (state)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['C'], 'optional': False, 'variadic': False, 'no_grad': True, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': None, 'low_open': False, 'high_open': False}, 'broadcast': None, 'reduce': None}))
_TYPE_BATCH_NORM__MOMENTUM = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_batch_norm__momentum(raw: Any) -> Any:
    value = _TYPE_BATCH_NORM__MOMENTUM.coerce(raw)
    if value is UNSET:
        raise type_error('batch_norm', 'momentum', 'a finite float', raw)
    if not (0.0 <= value <= 1.0):
        raise constraint_error('batch_norm', 'momentum', 'in range [0.0, 1.0]', raw, 'in_range')
    return value
_TYPE_BATCH_NORM__EPSILON = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_batch_norm__epsilon(raw: Any) -> Any:
    value = _TYPE_BATCH_NORM__EPSILON.coerce(raw)
    if value is UNSET:
        raise type_error('batch_norm', 'epsilon', 'a finite float', raw)
    if not (value > 0.0):
        raise constraint_error('batch_norm', 'epsilon', 'larger than 0.0', raw, 'larger_than')
    return value
_TYPE_BATCH_NORM__IS_TEST = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_batch_norm__is_test(raw: Any) -> Any:
    value = _TYPE_BATCH_NORM__IS_TEST.coerce(raw)
    if value is UNSET:
        raise type_error('batch_norm', 'is_test', 'a bool', raw)
    return value


def validate_batch_norm_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of batch_norm, checked against its declaration."""
    for key in given:
        if key not in _BATCH_NORM_ATTRIBUTES:
            raise unknown_argument_error('batch_norm', key, _BATCH_NORM_ARGUMENTS)
    return {
        'momentum': _check_batch_norm__momentum(given['momentum']) if 'momentum' in given else 0.9,
        'epsilon': _check_batch_norm__epsilon(given['epsilon']) if 'epsilon' in given else 1e-05,
        'is_test': _check_batch_norm__is_test(given['is_test']) if 'is_test' in given else False,
    }


def validate_batch_norm_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of batch_norm (TensorInfos), checked against its tensor metas."""
    check_inputs('batch_norm', _BATCH_NORM_INPUTS, infos, _BATCH_NORM_ARGUMENTS)


# --- batch_norm_grad (kernels/norm.py) ---

_BATCH_NORM_GRAD_ATTRIBUTES = ('momentum', 'epsilon', 'is_test')
_BATCH_NORM_GRAD_ARGUMENTS = ('X', 'Scale', 'Bias', 'Mean', 'Variance', 'SavedMean', 'SavedVariance', 'Y@GRAD', 'MeanOut@GRAD', 'VarianceOut@GRAD', 'SavedMean@GRAD', 'SavedVariance@GRAD', 'momentum', 'epsilon', 'is_test')
_BATCH_NORM_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[N, C, ...]: a batch of N examples of C channels', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['N', 'C', '...S'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Scale', 'description': '[C] scales', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['C'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Bias', 'description': '[C] shifts', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['C'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Mean', 'description': '[C] running means (state)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['C'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Variance', 'description': '[C] running variances (state)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['C'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': None, 'low_open': False, 'high_open': False}, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'SavedMean', 'description': '[C]: the mean X was normalised with', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['C'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'SavedVariance', 'description': '[C]: the inverse standard deviation 1 / sqrt(var + epsilon) X was normalised with (as Paddle saves it)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['C'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y@GRAD', 'description': 'the normalised X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'C', '...S'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'MeanOut@GRAD', 'description': "the updated running means (written into Mean's variable)", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['C'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'VarianceOut@GRAD', 'description': "the updated running variances (written into Variance's variable)", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['C'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'SavedMean@GRAD', 'description': '[C]: the mean X was normalised with', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['C'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'SavedVariance@GRAD', 'description': '[C]: the inverse standard deviation 1 / sqrt(var + epsilon) X was normalised with (as Paddle saves it)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['C'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_BATCH_NORM_GRAD__MOMENTUM = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_batch_norm_grad__momentum(raw: Any) -> Any:
    value = _TYPE_BATCH_NORM_GRAD__MOMENTUM.coerce(raw)
    if value is UNSET:
        raise type_error('batch_norm_grad', 'momentum', 'a finite float', raw)
    if not (0.0 <= value <= 1.0):
        raise constraint_error('batch_norm_grad', 'momentum', 'in range [0.0, 1.0]', raw, 'in_range')
    return value
_TYPE_BATCH_NORM_GRAD__EPSILON = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_batch_norm_grad__epsilon(raw: Any) -> Any:
    value = _TYPE_BATCH_NORM_GRAD__EPSILON.coerce(raw)
    if value is UNSET:
        raise type_error('batch_norm_grad', 'epsilon', 'a finite float', raw)
    if not (value > 0.0):
        raise constraint_error('batch_norm_grad', 'epsilon', 'larger than 0.0', raw, 'larger_than')
    return value
_TYPE_BATCH_NORM_GRAD__IS_TEST = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_batch_norm_grad__is_test(raw: Any) -> Any:
    value = _TYPE_BATCH_NORM_GRAD__IS_TEST.coerce(raw)
    if value is UNSET:
        raise type_error('batch_norm_grad', 'is_test', 'a bool', raw)
    return value


def validate_batch_norm_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of batch_norm_grad, checked against its declaration."""
    for key in given:
        if key not in _BATCH_NORM_GRAD_ATTRIBUTES:
            raise unknown_argument_error('batch_norm_grad', key, _BATCH_NORM_GRAD_ARGUMENTS)
    return {
        'momentum': _check_batch_norm_grad__momentum(given['momentum']) if 'momentum' in given else 0.9,
        'epsilon': _check_batch_norm_grad__epsilon(given['epsilon']) if 'epsilon' in given else 1e-05,
        'is_test': _check_batch_norm_grad__is_test(given['is_test']) if 'is_test' in given else False,
    }


def validate_batch_norm_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of batch_norm_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('batch_norm_grad', _BATCH_NORM_GRAD_INPUTS, infos, _BATCH_NORM_GRAD_ARGUMENTS)


# --- bitwise_and (kernels/onnx_logic.py) ---

_BITWISE_AND_ATTRIBUTES = ()
_BITWISE_AND_ARGUMENTS = ('X', 'Y')
_BITWISE_AND_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'integers', 'dtypes': ['int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': "integers of X's dtype that broadcast with X", 'dtypes': ['int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_bitwise_and_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of bitwise_and, checked against its declaration."""
    for key in given:
        if key not in _BITWISE_AND_ATTRIBUTES:
            raise unknown_argument_error('bitwise_and', key, _BITWISE_AND_ARGUMENTS)
    return {
    }


def validate_bitwise_and_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of bitwise_and (TensorInfos), checked against its tensor metas."""
    check_inputs('bitwise_and', _BITWISE_AND_INPUTS, infos, _BITWISE_AND_ARGUMENTS)


# --- bitwise_not (kernels/onnx_logic.py) ---

_BITWISE_NOT_ATTRIBUTES = ()
_BITWISE_NOT_ARGUMENTS = ('X',)
_BITWISE_NOT_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'integers', 'dtypes': ['int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)


def validate_bitwise_not_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of bitwise_not, checked against its declaration."""
    for key in given:
        if key not in _BITWISE_NOT_ATTRIBUTES:
            raise unknown_argument_error('bitwise_not', key, _BITWISE_NOT_ARGUMENTS)
    return {
    }


def validate_bitwise_not_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of bitwise_not (TensorInfos), checked against its tensor metas."""
    check_inputs('bitwise_not', _BITWISE_NOT_INPUTS, infos, _BITWISE_NOT_ARGUMENTS)


# --- bitwise_or (kernels/onnx_logic.py) ---

_BITWISE_OR_ATTRIBUTES = ()
_BITWISE_OR_ARGUMENTS = ('X', 'Y')
_BITWISE_OR_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'integers', 'dtypes': ['int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': "integers of X's dtype that broadcast with X", 'dtypes': ['int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_bitwise_or_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of bitwise_or, checked against its declaration."""
    for key in given:
        if key not in _BITWISE_OR_ATTRIBUTES:
            raise unknown_argument_error('bitwise_or', key, _BITWISE_OR_ARGUMENTS)
    return {
    }


def validate_bitwise_or_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of bitwise_or (TensorInfos), checked against its tensor metas."""
    check_inputs('bitwise_or', _BITWISE_OR_INPUTS, infos, _BITWISE_OR_ARGUMENTS)


# --- bitwise_xor (kernels/onnx_logic.py) ---

_BITWISE_XOR_ATTRIBUTES = ()
_BITWISE_XOR_ARGUMENTS = ('X', 'Y')
_BITWISE_XOR_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'integers', 'dtypes': ['int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': "integers of X's dtype that broadcast with X", 'dtypes': ['int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_bitwise_xor_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of bitwise_xor, checked against its declaration."""
    for key in given:
        if key not in _BITWISE_XOR_ATTRIBUTES:
            raise unknown_argument_error('bitwise_xor', key, _BITWISE_XOR_ARGUMENTS)
    return {
    }


def validate_bitwise_xor_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of bitwise_xor (TensorInfos), checked against its tensor metas."""
    check_inputs('bitwise_xor', _BITWISE_XOR_INPUTS, infos, _BITWISE_XOR_ARGUMENTS)


# --- block_expand (kernels/block_expand.py) ---

_BLOCK_EXPAND_ATTRIBUTES = ('block_x', 'block_y', 'stride_x', 'stride_y', 'padding_x', 'padding_y')
_BLOCK_EXPAND_ARGUMENTS = ('X', 'block_x', 'block_y', 'stride_x', 'stride_y', 'padding_x', 'padding_y')
_BLOCK_EXPAND_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[N, C, H, W] images', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['N', 'C', 'H', 'W'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_BLOCK_EXPAND__BLOCK_X = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_block_expand__block_x(raw: Any) -> Any:
    value = _TYPE_BLOCK_EXPAND__BLOCK_X.coerce(raw)
    if value is UNSET:
        raise type_error('block_expand', 'block_x', 'an int', raw)
    if not (1 <= value <= 32):
        raise constraint_error('block_expand', 'block_x', 'in range [1, 32]', raw, 'in_range')
    return value
_TYPE_BLOCK_EXPAND__BLOCK_Y = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_block_expand__block_y(raw: Any) -> Any:
    value = _TYPE_BLOCK_EXPAND__BLOCK_Y.coerce(raw)
    if value is UNSET:
        raise type_error('block_expand', 'block_y', 'an int', raw)
    if not (1 <= value <= 32):
        raise constraint_error('block_expand', 'block_y', 'in range [1, 32]', raw, 'in_range')
    return value
_TYPE_BLOCK_EXPAND__STRIDE_X = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_block_expand__stride_x(raw: Any) -> Any:
    value = _TYPE_BLOCK_EXPAND__STRIDE_X.coerce(raw)
    if value is UNSET:
        raise type_error('block_expand', 'stride_x', 'an int', raw)
    if not (1 <= value <= 32):
        raise constraint_error('block_expand', 'stride_x', 'in range [1, 32]', raw, 'in_range')
    return value
_TYPE_BLOCK_EXPAND__STRIDE_Y = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_block_expand__stride_y(raw: Any) -> Any:
    value = _TYPE_BLOCK_EXPAND__STRIDE_Y.coerce(raw)
    if value is UNSET:
        raise type_error('block_expand', 'stride_y', 'an int', raw)
    if not (1 <= value <= 32):
        raise constraint_error('block_expand', 'stride_y', 'in range [1, 32]', raw, 'in_range')
    return value
_TYPE_BLOCK_EXPAND__PADDING_X = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_block_expand__padding_x(raw: Any) -> Any:
    value = _TYPE_BLOCK_EXPAND__PADDING_X.coerce(raw)
    if value is UNSET:
        raise type_error('block_expand', 'padding_x', 'an int', raw)
    if not (0 <= value <= 16):
        raise constraint_error('block_expand', 'padding_x', 'in range [0, 16]', raw, 'in_range')
    return value
_TYPE_BLOCK_EXPAND__PADDING_Y = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_block_expand__padding_y(raw: Any) -> Any:
    value = _TYPE_BLOCK_EXPAND__PADDING_Y.coerce(raw)
    if value is UNSET:
        raise type_error('block_expand', 'padding_y', 'an int', raw)
    if not (0 <= value <= 16):
        raise constraint_error('block_expand', 'padding_y', 'in range [0, 16]', raw, 'in_range')
    return value


def validate_block_expand_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of block_expand, checked against its declaration."""
    for key in given:
        if key not in _BLOCK_EXPAND_ATTRIBUTES:
            raise unknown_argument_error('block_expand', key, _BLOCK_EXPAND_ARGUMENTS)
    return {
        'block_x': _check_block_expand__block_x(given['block_x']) if given.get('block_x') is not None else _missing('block_expand', 'block_x'),
        'block_y': _check_block_expand__block_y(given['block_y']) if given.get('block_y') is not None else _missing('block_expand', 'block_y'),
        'stride_x': _check_block_expand__stride_x(given['stride_x']) if 'stride_x' in given else 1,
        'stride_y': _check_block_expand__stride_y(given['stride_y']) if 'stride_y' in given else 1,
        'padding_x': _check_block_expand__padding_x(given['padding_x']) if 'padding_x' in given else 0,
        'padding_y': _check_block_expand__padding_y(given['padding_y']) if 'padding_y' in given else 0,
    }


def validate_block_expand_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of block_expand (TensorInfos), checked against its tensor metas."""
    check_inputs('block_expand', _BLOCK_EXPAND_INPUTS, infos, _BLOCK_EXPAND_ARGUMENTS)


# --- block_expand_grad (kernels/block_expand.py) ---

_BLOCK_EXPAND_GRAD_ATTRIBUTES = ('block_x', 'block_y', 'stride_x', 'stride_y', 'padding_x', 'padding_y')
_BLOCK_EXPAND_GRAD_ARGUMENTS = ('X', 'Out@GRAD', 'block_x', 'block_y', 'stride_x', 'stride_y', 'padding_x', 'padding_y')
_BLOCK_EXPAND_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[N, C, H, W] images', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['N', 'C', 'H', 'W'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': '[N * out_h * out_w, C * block_y * block_x]: a sequence of blocks per image', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_BLOCK_EXPAND_GRAD__BLOCK_X = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_block_expand_grad__block_x(raw: Any) -> Any:
    value = _TYPE_BLOCK_EXPAND_GRAD__BLOCK_X.coerce(raw)
    if value is UNSET:
        raise type_error('block_expand_grad', 'block_x', 'an int', raw)
    if not (1 <= value <= 32):
        raise constraint_error('block_expand_grad', 'block_x', 'in range [1, 32]', raw, 'in_range')
    return value
_TYPE_BLOCK_EXPAND_GRAD__BLOCK_Y = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_block_expand_grad__block_y(raw: Any) -> Any:
    value = _TYPE_BLOCK_EXPAND_GRAD__BLOCK_Y.coerce(raw)
    if value is UNSET:
        raise type_error('block_expand_grad', 'block_y', 'an int', raw)
    if not (1 <= value <= 32):
        raise constraint_error('block_expand_grad', 'block_y', 'in range [1, 32]', raw, 'in_range')
    return value
_TYPE_BLOCK_EXPAND_GRAD__STRIDE_X = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_block_expand_grad__stride_x(raw: Any) -> Any:
    value = _TYPE_BLOCK_EXPAND_GRAD__STRIDE_X.coerce(raw)
    if value is UNSET:
        raise type_error('block_expand_grad', 'stride_x', 'an int', raw)
    if not (1 <= value <= 32):
        raise constraint_error('block_expand_grad', 'stride_x', 'in range [1, 32]', raw, 'in_range')
    return value
_TYPE_BLOCK_EXPAND_GRAD__STRIDE_Y = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_block_expand_grad__stride_y(raw: Any) -> Any:
    value = _TYPE_BLOCK_EXPAND_GRAD__STRIDE_Y.coerce(raw)
    if value is UNSET:
        raise type_error('block_expand_grad', 'stride_y', 'an int', raw)
    if not (1 <= value <= 32):
        raise constraint_error('block_expand_grad', 'stride_y', 'in range [1, 32]', raw, 'in_range')
    return value
_TYPE_BLOCK_EXPAND_GRAD__PADDING_X = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_block_expand_grad__padding_x(raw: Any) -> Any:
    value = _TYPE_BLOCK_EXPAND_GRAD__PADDING_X.coerce(raw)
    if value is UNSET:
        raise type_error('block_expand_grad', 'padding_x', 'an int', raw)
    if not (0 <= value <= 16):
        raise constraint_error('block_expand_grad', 'padding_x', 'in range [0, 16]', raw, 'in_range')
    return value
_TYPE_BLOCK_EXPAND_GRAD__PADDING_Y = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_block_expand_grad__padding_y(raw: Any) -> Any:
    value = _TYPE_BLOCK_EXPAND_GRAD__PADDING_Y.coerce(raw)
    if value is UNSET:
        raise type_error('block_expand_grad', 'padding_y', 'an int', raw)
    if not (0 <= value <= 16):
        raise constraint_error('block_expand_grad', 'padding_y', 'in range [0, 16]', raw, 'in_range')
    return value


def validate_block_expand_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of block_expand_grad, checked against its declaration."""
    for key in given:
        if key not in _BLOCK_EXPAND_GRAD_ATTRIBUTES:
            raise unknown_argument_error('block_expand_grad', key, _BLOCK_EXPAND_GRAD_ARGUMENTS)
    return {
        'block_x': _check_block_expand_grad__block_x(given['block_x']) if given.get('block_x') is not None else _missing('block_expand_grad', 'block_x'),
        'block_y': _check_block_expand_grad__block_y(given['block_y']) if given.get('block_y') is not None else _missing('block_expand_grad', 'block_y'),
        'stride_x': _check_block_expand_grad__stride_x(given['stride_x']) if 'stride_x' in given else 1,
        'stride_y': _check_block_expand_grad__stride_y(given['stride_y']) if 'stride_y' in given else 1,
        'padding_x': _check_block_expand_grad__padding_x(given['padding_x']) if 'padding_x' in given else 0,
        'padding_y': _check_block_expand_grad__padding_y(given['padding_y']) if 'padding_y' in given else 0,
    }


def validate_block_expand_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of block_expand_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('block_expand_grad', _BLOCK_EXPAND_GRAD_INPUTS, infos, _BLOCK_EXPAND_GRAD_ARGUMENTS)


# --- brelu (kernels/v2_activation.py) ---

_BRELU_ATTRIBUTES = ('t_min', 't_max')
_BRELU_ARGUMENTS = ('X', 't_min', 't_max')
_BRELU_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor of any shape', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_BRELU__T_MIN = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_brelu__t_min(raw: Any) -> Any:
    value = _TYPE_BRELU__T_MIN.coerce(raw)
    if value is UNSET:
        raise type_error('brelu', 't_min', 'a finite float', raw)
    return value
_TYPE_BRELU__T_MAX = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_brelu__t_max(raw: Any) -> Any:
    value = _TYPE_BRELU__T_MAX.coerce(raw)
    if value is UNSET:
        raise type_error('brelu', 't_max', 'a finite float', raw)
    return value


def validate_brelu_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of brelu, checked against its declaration."""
    for key in given:
        if key not in _BRELU_ATTRIBUTES:
            raise unknown_argument_error('brelu', key, _BRELU_ARGUMENTS)
    return {
        't_min': _check_brelu__t_min(given['t_min']) if 't_min' in given else 0.0,
        't_max': _check_brelu__t_max(given['t_max']) if 't_max' in given else 24.0,
    }


def validate_brelu_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of brelu (TensorInfos), checked against its tensor metas."""
    check_inputs('brelu', _BRELU_INPUTS, infos, _BRELU_ARGUMENTS)


# --- cast (kernels/compare.py) ---

_CAST_ATTRIBUTES = ('out_dtype', 'wrap', 'round_mode')
_CAST_ARGUMENTS = ('X', 'out_dtype', 'wrap', 'round_mode')
_CAST_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor of any dtype', 'dtypes': ['float16', 'float32', 'float64', 'int32', 'int64', 'uint8', 'bool', 'int8', 'int16', 'uint16', 'uint32', 'uint64', 'bfloat16', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': ['...S'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_CAST__OUT_DTYPE = AttrType.from_data({'kind': 'dtype', 'element': None, 'choices': None, 'finite': True})


def _check_cast__out_dtype(raw: Any) -> Any:
    value = _TYPE_CAST__OUT_DTYPE.coerce(raw)
    if value is UNSET:
        raise type_error('cast', 'out_dtype', 'a dtype', raw)
    return value
_TYPE_CAST__WRAP = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_cast__wrap(raw: Any) -> Any:
    value = _TYPE_CAST__WRAP.coerce(raw)
    if value is UNSET:
        raise type_error('cast', 'wrap', 'a bool', raw)
    return value
_TYPE_CAST__ROUND_MODE = AttrType.from_data({'kind': 'str', 'element': None, 'choices': None, 'finite': True})


def _check_cast__round_mode(raw: Any) -> Any:
    value = _TYPE_CAST__ROUND_MODE.coerce(raw)
    if value is UNSET:
        raise type_error('cast', 'round_mode', 'a str', raw)
    if not (value in ('up', 'down', 'nearest')):
        raise constraint_error('cast', 'round_mode', "one of ['up', 'down', 'nearest']", raw, 'one_of')
    return value


def validate_cast_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of cast, checked against its declaration."""
    for key in given:
        if key not in _CAST_ATTRIBUTES:
            raise unknown_argument_error('cast', key, _CAST_ARGUMENTS)
    return {
        'out_dtype': _check_cast__out_dtype(given['out_dtype']) if given.get('out_dtype') is not None else _missing('cast', 'out_dtype'),
        'wrap': _check_cast__wrap(given['wrap']) if 'wrap' in given else False,
        'round_mode': _check_cast__round_mode(given['round_mode']) if 'round_mode' in given else 'up',
    }


def validate_cast_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of cast (TensorInfos), checked against its tensor metas."""
    check_inputs('cast', _CAST_INPUTS, infos, _CAST_ARGUMENTS)


# --- cast_grad (kernels/compare.py) ---

_CAST_GRAD_ATTRIBUTES = ('out_dtype', 'wrap', 'round_mode')
_CAST_GRAD_ARGUMENTS = ('X', 'Out@GRAD', 'out_dtype', 'wrap', 'round_mode')
_CAST_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor of any dtype', 'dtypes': ['float16', 'float32', 'float64', 'int32', 'int64', 'uint8', 'bool', 'int8', 'int16', 'uint16', 'uint32', 'uint64', 'bfloat16', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': ['...S'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': "X's values in out_dtype, shaped like X", 'dtypes': ['float16', 'float32', 'float64', 'int32', 'int64', 'uint8', 'bool', 'int8', 'int16', 'uint16', 'uint32', 'uint64', 'bfloat16', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': None, 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['...S'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_CAST_GRAD__OUT_DTYPE = AttrType.from_data({'kind': 'dtype', 'element': None, 'choices': None, 'finite': True})


def _check_cast_grad__out_dtype(raw: Any) -> Any:
    value = _TYPE_CAST_GRAD__OUT_DTYPE.coerce(raw)
    if value is UNSET:
        raise type_error('cast_grad', 'out_dtype', 'a dtype', raw)
    return value
_TYPE_CAST_GRAD__WRAP = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_cast_grad__wrap(raw: Any) -> Any:
    value = _TYPE_CAST_GRAD__WRAP.coerce(raw)
    if value is UNSET:
        raise type_error('cast_grad', 'wrap', 'a bool', raw)
    return value
_TYPE_CAST_GRAD__ROUND_MODE = AttrType.from_data({'kind': 'str', 'element': None, 'choices': None, 'finite': True})


def _check_cast_grad__round_mode(raw: Any) -> Any:
    value = _TYPE_CAST_GRAD__ROUND_MODE.coerce(raw)
    if value is UNSET:
        raise type_error('cast_grad', 'round_mode', 'a str', raw)
    if not (value in ('up', 'down', 'nearest')):
        raise constraint_error('cast_grad', 'round_mode', "one of ['up', 'down', 'nearest']", raw, 'one_of')
    return value


def validate_cast_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of cast_grad, checked against its declaration."""
    for key in given:
        if key not in _CAST_GRAD_ATTRIBUTES:
            raise unknown_argument_error('cast_grad', key, _CAST_GRAD_ARGUMENTS)
    return {
        'out_dtype': _check_cast_grad__out_dtype(given['out_dtype']) if given.get('out_dtype') is not None else _missing('cast_grad', 'out_dtype'),
        'wrap': _check_cast_grad__wrap(given['wrap']) if 'wrap' in given else False,
        'round_mode': _check_cast_grad__round_mode(given['round_mode']) if 'round_mode' in given else 'up',
    }


def validate_cast_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of cast_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('cast_grad', _CAST_GRAD_INPUTS, infos, _CAST_GRAD_ARGUMENTS)


# --- ceil (kernels/unary.py) ---

_CEIL_ATTRIBUTES = ()
_CEIL_ARGUMENTS = ('X',)
_CEIL_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)


def validate_ceil_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of ceil, checked against its declaration."""
    for key in given:
        if key not in _CEIL_ATTRIBUTES:
            raise unknown_argument_error('ceil', key, _CEIL_ARGUMENTS)
    return {
    }


def validate_ceil_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of ceil (TensorInfos), checked against its tensor metas."""
    check_inputs('ceil', _CEIL_INPUTS, infos, _CEIL_ARGUMENTS)


# --- clip (kernels/elementwise.py) ---

_CLIP_ATTRIBUTES = ('min', 'max')
_CLIP_ARGUMENTS = ('X', 'min', 'max')
_CLIP_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_CLIP__MIN = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_clip__min(raw: Any) -> Any:
    value = _TYPE_CLIP__MIN.coerce(raw)
    if value is UNSET:
        raise type_error('clip', 'min', 'a finite float', raw)
    return value
_TYPE_CLIP__MAX = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_clip__max(raw: Any) -> Any:
    value = _TYPE_CLIP__MAX.coerce(raw)
    if value is UNSET:
        raise type_error('clip', 'max', 'a finite float', raw)
    return value


def validate_clip_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of clip, checked against its declaration."""
    for key in given:
        if key not in _CLIP_ATTRIBUTES:
            raise unknown_argument_error('clip', key, _CLIP_ARGUMENTS)
    return {
        'min': _check_clip__min(given['min']) if 'min' in given else -1.0,
        'max': _check_clip__max(given['max']) if 'max' in given else 1.0,
    }


def validate_clip_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of clip (TensorInfos), checked against its tensor metas."""
    check_inputs('clip', _CLIP_INPUTS, infos, _CLIP_ARGUMENTS)


# --- clip_grad (kernels/elementwise.py) ---

_CLIP_GRAD_ATTRIBUTES = ('min', 'max')
_CLIP_GRAD_ARGUMENTS = ('X', 'Out@GRAD', 'min', 'max')
_CLIP_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_CLIP_GRAD__MIN = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_clip_grad__min(raw: Any) -> Any:
    value = _TYPE_CLIP_GRAD__MIN.coerce(raw)
    if value is UNSET:
        raise type_error('clip_grad', 'min', 'a finite float', raw)
    return value
_TYPE_CLIP_GRAD__MAX = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_clip_grad__max(raw: Any) -> Any:
    value = _TYPE_CLIP_GRAD__MAX.coerce(raw)
    if value is UNSET:
        raise type_error('clip_grad', 'max', 'a finite float', raw)
    return value


def validate_clip_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of clip_grad, checked against its declaration."""
    for key in given:
        if key not in _CLIP_GRAD_ATTRIBUTES:
            raise unknown_argument_error('clip_grad', key, _CLIP_GRAD_ARGUMENTS)
    return {
        'min': _check_clip_grad__min(given['min']) if 'min' in given else -1.0,
        'max': _check_clip_grad__max(given['max']) if 'max' in given else 1.0,
    }


def validate_clip_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of clip_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('clip_grad', _CLIP_GRAD_INPUTS, infos, _CLIP_GRAD_ARGUMENTS)


# --- columns (kernels/rows.py) ---

_COLUMNS_ATTRIBUTES = ('offset', 'size')
_COLUMNS_ARGUMENTS = ('X', 'offset', 'size')
_COLUMNS_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[N, D]: rows, maybe the steps of sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['batch', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_COLUMNS__OFFSET = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_columns__offset(raw: Any) -> Any:
    value = _TYPE_COLUMNS__OFFSET.coerce(raw)
    if value is UNSET:
        raise type_error('columns', 'offset', 'an int', raw)
    if not (0 <= value <= 1024):
        raise constraint_error('columns', 'offset', 'in range [0, 1024]', raw, 'in_range')
    return value
_TYPE_COLUMNS__SIZE = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_columns__size(raw: Any) -> Any:
    value = _TYPE_COLUMNS__SIZE.coerce(raw)
    if value is UNSET:
        raise type_error('columns', 'size', 'an int', raw)
    if not (1 <= value <= 1024):
        raise constraint_error('columns', 'size', 'in range [1, 1024]', raw, 'in_range')
    return value


def validate_columns_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of columns, checked against its declaration."""
    for key in given:
        if key not in _COLUMNS_ATTRIBUTES:
            raise unknown_argument_error('columns', key, _COLUMNS_ARGUMENTS)
    return {
        'offset': _check_columns__offset(given['offset']) if 'offset' in given else 0,
        'size': _check_columns__size(given['size']) if given.get('size') is not None else _missing('columns', 'size'),
    }


def validate_columns_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of columns (TensorInfos), checked against its tensor metas."""
    check_inputs('columns', _COLUMNS_INPUTS, infos, _COLUMNS_ARGUMENTS)


# --- columns_grad (kernels/rows.py) ---

_COLUMNS_GRAD_ATTRIBUTES = ('offset', 'size')
_COLUMNS_GRAD_ARGUMENTS = ('X', 'Out@GRAD', 'offset', 'size')
_COLUMNS_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[N, D]: rows, maybe the steps of sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['batch', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': '[N, size]', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': 2, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_COLUMNS_GRAD__OFFSET = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_columns_grad__offset(raw: Any) -> Any:
    value = _TYPE_COLUMNS_GRAD__OFFSET.coerce(raw)
    if value is UNSET:
        raise type_error('columns_grad', 'offset', 'an int', raw)
    if not (0 <= value <= 1024):
        raise constraint_error('columns_grad', 'offset', 'in range [0, 1024]', raw, 'in_range')
    return value
_TYPE_COLUMNS_GRAD__SIZE = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_columns_grad__size(raw: Any) -> Any:
    value = _TYPE_COLUMNS_GRAD__SIZE.coerce(raw)
    if value is UNSET:
        raise type_error('columns_grad', 'size', 'an int', raw)
    if not (1 <= value <= 1024):
        raise constraint_error('columns_grad', 'size', 'in range [1, 1024]', raw, 'in_range')
    return value


def validate_columns_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of columns_grad, checked against its declaration."""
    for key in given:
        if key not in _COLUMNS_GRAD_ATTRIBUTES:
            raise unknown_argument_error('columns_grad', key, _COLUMNS_GRAD_ARGUMENTS)
    return {
        'offset': _check_columns_grad__offset(given['offset']) if 'offset' in given else 0,
        'size': _check_columns_grad__size(given['size']) if given.get('size') is not None else _missing('columns_grad', 'size'),
    }


def validate_columns_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of columns_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('columns_grad', _COLUMNS_GRAD_INPUTS, infos, _COLUMNS_GRAD_ARGUMENTS)


# --- concat (kernels/indexing.py) ---

_CONCAT_ATTRIBUTES = ('axis',)
_CONCAT_ARGUMENTS = ('X', 'axis')
_CONCAT_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'tensors of one rank, alike but along axis', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': True, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_CONCAT__AXIS = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_concat__axis(raw: Any) -> Any:
    value = _TYPE_CONCAT__AXIS.coerce(raw)
    if value is UNSET:
        raise type_error('concat', 'axis', 'an int', raw)
    if not (-64 <= value <= 63):
        raise constraint_error('concat', 'axis', 'in range [-64, 63]', raw, 'in_range')
    return value


def validate_concat_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of concat, checked against its declaration."""
    for key in given:
        if key not in _CONCAT_ATTRIBUTES:
            raise unknown_argument_error('concat', key, _CONCAT_ARGUMENTS)
    return {
        'axis': _check_concat__axis(given['axis']) if 'axis' in given else 0,
    }


def validate_concat_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of concat (TensorInfos), checked against its tensor metas."""
    check_inputs('concat', _CONCAT_INPUTS, infos, _CONCAT_ARGUMENTS)


# --- concat_columns (kernels/rows.py) ---

_CONCAT_COLUMNS_ATTRIBUTES = ()
_CONCAT_COLUMNS_ARGUMENTS = ('X', 'Y')
_CONCAT_COLUMNS_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[N, Dx]: rows, maybe the steps of sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['batch', 'Dx'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': '[N, Dy]: as many rows, the same sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['batch', 'Dy'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_concat_columns_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of concat_columns, checked against its declaration."""
    for key in given:
        if key not in _CONCAT_COLUMNS_ATTRIBUTES:
            raise unknown_argument_error('concat_columns', key, _CONCAT_COLUMNS_ARGUMENTS)
    return {
    }


def validate_concat_columns_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of concat_columns (TensorInfos), checked against its tensor metas."""
    check_inputs('concat_columns', _CONCAT_COLUMNS_INPUTS, infos, _CONCAT_COLUMNS_ARGUMENTS)


# --- concat_columns_grad (kernels/rows.py) ---

_CONCAT_COLUMNS_GRAD_ATTRIBUTES = ()
_CONCAT_COLUMNS_GRAD_ARGUMENTS = ('X', 'Y', 'Out@GRAD')
_CONCAT_COLUMNS_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[N, Dx]: rows, maybe the steps of sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['batch', 'Dx'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': '[N, Dy]: as many rows, the same sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['batch', 'Dy'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': '[N, Dx + Dy]', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': 2, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_concat_columns_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of concat_columns_grad, checked against its declaration."""
    for key in given:
        if key not in _CONCAT_COLUMNS_GRAD_ATTRIBUTES:
            raise unknown_argument_error('concat_columns_grad', key, _CONCAT_COLUMNS_GRAD_ARGUMENTS)
    return {
    }


def validate_concat_columns_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of concat_columns_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('concat_columns_grad', _CONCAT_COLUMNS_GRAD_INPUTS, infos, _CONCAT_COLUMNS_GRAD_ARGUMENTS)


# --- concat_grad (kernels/indexing.py) ---

_CONCAT_GRAD_ATTRIBUTES = ('axis',)
_CONCAT_GRAD_ARGUMENTS = ('X', 'Out@GRAD', 'axis')
_CONCAT_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'tensors of one rank, alike but along axis', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': True, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'the joined tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_CONCAT_GRAD__AXIS = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_concat_grad__axis(raw: Any) -> Any:
    value = _TYPE_CONCAT_GRAD__AXIS.coerce(raw)
    if value is UNSET:
        raise type_error('concat_grad', 'axis', 'an int', raw)
    if not (-64 <= value <= 63):
        raise constraint_error('concat_grad', 'axis', 'in range [-64, 63]', raw, 'in_range')
    return value


def validate_concat_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of concat_grad, checked against its declaration."""
    for key in given:
        if key not in _CONCAT_GRAD_ATTRIBUTES:
            raise unknown_argument_error('concat_grad', key, _CONCAT_GRAD_ARGUMENTS)
    return {
        'axis': _check_concat_grad__axis(given['axis']) if 'axis' in given else 0,
    }


def validate_concat_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of concat_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('concat_grad', _CONCAT_GRAD_INPUTS, infos, _CONCAT_GRAD_ARGUMENTS)


# --- context_projection (kernels/sequence_conv.py) ---

_CONTEXT_PROJECTION_ATTRIBUTES = ('context_length', 'context_start')
_CONTEXT_PROJECTION_ARGUMENTS = ('X', 'Padding', 'context_length', 'context_start')
_CONTEXT_PROJECTION_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[T, D]: the steps of the sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Padding', 'description': "[begin_pad + end_pad, D]: the rows standing for steps before a sequence's start (first) and after its end", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['P', 'D'], 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_CONTEXT_PROJECTION__CONTEXT_LENGTH = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_context_projection__context_length(raw: Any) -> Any:
    value = _TYPE_CONTEXT_PROJECTION__CONTEXT_LENGTH.coerce(raw)
    if value is UNSET:
        raise type_error('context_projection', 'context_length', 'an int', raw)
    if not (1 <= value <= 64):
        raise constraint_error('context_projection', 'context_length', 'in range [1, 64]', raw, 'in_range')
    return value
_TYPE_CONTEXT_PROJECTION__CONTEXT_START = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_context_projection__context_start(raw: Any) -> Any:
    value = _TYPE_CONTEXT_PROJECTION__CONTEXT_START.coerce(raw)
    if value is UNSET:
        raise type_error('context_projection', 'context_start', 'an int', raw)
    if not (-64 <= value <= 64):
        raise constraint_error('context_projection', 'context_start', 'in range [-64, 64]', raw, 'in_range')
    return value


def validate_context_projection_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of context_projection, checked against its declaration."""
    for key in given:
        if key not in _CONTEXT_PROJECTION_ATTRIBUTES:
            raise unknown_argument_error('context_projection', key, _CONTEXT_PROJECTION_ARGUMENTS)
    return {
        'context_length': _check_context_projection__context_length(given['context_length']) if given.get('context_length') is not None else _missing('context_projection', 'context_length'),
        'context_start': _check_context_projection__context_start(given['context_start']) if given.get('context_start') is not None else _missing('context_projection', 'context_start'),
    }


def validate_context_projection_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of context_projection (TensorInfos), checked against its tensor metas."""
    check_inputs('context_projection', _CONTEXT_PROJECTION_INPUTS, infos, _CONTEXT_PROJECTION_ARGUMENTS)


# --- context_projection_grad (kernels/sequence_conv.py) ---

_CONTEXT_PROJECTION_GRAD_ATTRIBUTES = ('context_length', 'context_start')
_CONTEXT_PROJECTION_GRAD_ARGUMENTS = ('X', 'Padding', 'Out@GRAD', 'context_length', 'context_start')
_CONTEXT_PROJECTION_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[T, D]: the steps of the sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Padding', 'description': "[begin_pad + end_pad, D]: the rows standing for steps before a sequence's start (first) and after its end", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['P', 'D'], 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': "[T, context_length * D]: each step's context, with X's offsets", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': 2, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_CONTEXT_PROJECTION_GRAD__CONTEXT_LENGTH = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_context_projection_grad__context_length(raw: Any) -> Any:
    value = _TYPE_CONTEXT_PROJECTION_GRAD__CONTEXT_LENGTH.coerce(raw)
    if value is UNSET:
        raise type_error('context_projection_grad', 'context_length', 'an int', raw)
    if not (1 <= value <= 64):
        raise constraint_error('context_projection_grad', 'context_length', 'in range [1, 64]', raw, 'in_range')
    return value
_TYPE_CONTEXT_PROJECTION_GRAD__CONTEXT_START = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_context_projection_grad__context_start(raw: Any) -> Any:
    value = _TYPE_CONTEXT_PROJECTION_GRAD__CONTEXT_START.coerce(raw)
    if value is UNSET:
        raise type_error('context_projection_grad', 'context_start', 'an int', raw)
    if not (-64 <= value <= 64):
        raise constraint_error('context_projection_grad', 'context_start', 'in range [-64, 64]', raw, 'in_range')
    return value


def validate_context_projection_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of context_projection_grad, checked against its declaration."""
    for key in given:
        if key not in _CONTEXT_PROJECTION_GRAD_ATTRIBUTES:
            raise unknown_argument_error('context_projection_grad', key, _CONTEXT_PROJECTION_GRAD_ARGUMENTS)
    return {
        'context_length': _check_context_projection_grad__context_length(given['context_length']) if given.get('context_length') is not None else _missing('context_projection_grad', 'context_length'),
        'context_start': _check_context_projection_grad__context_start(given['context_start']) if given.get('context_start') is not None else _missing('context_projection_grad', 'context_start'),
    }


def validate_context_projection_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of context_projection_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('context_projection_grad', _CONTEXT_PROJECTION_GRAD_INPUTS, infos, _CONTEXT_PROJECTION_GRAD_ARGUMENTS)


# --- conv (kernels/conv_nd.py) ---

_CONV_ATTRIBUTES = ('strides', 'paddings', 'dilations', 'groups')
_CONV_ARGUMENTS = ('Input', 'Filter', 'Bias', 'strides', 'paddings', 'dilations', 'groups')
_CONV_INPUTS = (TensorMeta.from_data({'name': 'Input', 'description': 'an [N, C, *spatial] batch (1 to 3 spatial axes)', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['N', 'C', '...S'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Filter', 'description': '[M, C / groups, *kernel] filters', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['M', 'CG', '...K'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Bias', 'description': '[M]: added to each output channel (optional)', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['M'], 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_CONV__STRIDES = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_conv__strides(raw: Any) -> Any:
    value = _TYPE_CONV__STRIDES.coerce(raw)
    if value is UNSET:
        raise type_error('conv', 'strides', 'a list of int', raw)
    if not (1 <= len(value) and len(value) <= 3):
        raise constraint_error('conv', 'strides', 'a list of length between 1 and 3', raw, 'length')
    if not (all(1 <= x <= 32 for x in value)):
        raise constraint_error('conv', 'strides', 'in range [1, 32]', raw, 'in_range')
    return value
_TYPE_CONV__PADDINGS = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_conv__paddings(raw: Any) -> Any:
    value = _TYPE_CONV__PADDINGS.coerce(raw)
    if value is UNSET:
        raise type_error('conv', 'paddings', 'a list of int', raw)
    if not (1 <= len(value) and len(value) <= 3):
        raise constraint_error('conv', 'paddings', 'a list of length between 1 and 3', raw, 'length')
    if not (all(0 <= x <= 32 for x in value)):
        raise constraint_error('conv', 'paddings', 'in range [0, 32]', raw, 'in_range')
    return value
_TYPE_CONV__DILATIONS = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_conv__dilations(raw: Any) -> Any:
    value = _TYPE_CONV__DILATIONS.coerce(raw)
    if value is UNSET:
        raise type_error('conv', 'dilations', 'a list of int', raw)
    if not (1 <= len(value) and len(value) <= 3):
        raise constraint_error('conv', 'dilations', 'a list of length between 1 and 3', raw, 'length')
    if not (all(1 <= x <= 32 for x in value)):
        raise constraint_error('conv', 'dilations', 'in range [1, 32]', raw, 'in_range')
    return value
_TYPE_CONV__GROUPS = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_conv__groups(raw: Any) -> Any:
    value = _TYPE_CONV__GROUPS.coerce(raw)
    if value is UNSET:
        raise type_error('conv', 'groups', 'an int', raw)
    if not (value >= 1):
        raise constraint_error('conv', 'groups', 'at least 1', raw, 'at_least')
    return value


def validate_conv_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of conv, checked against its declaration."""
    for key in given:
        if key not in _CONV_ATTRIBUTES:
            raise unknown_argument_error('conv', key, _CONV_ARGUMENTS)
    return {
        'strides': _check_conv__strides(given['strides']) if 'strides' in given else [1],
        'paddings': _check_conv__paddings(given['paddings']) if 'paddings' in given else [0],
        'dilations': _check_conv__dilations(given['dilations']) if 'dilations' in given else [1],
        'groups': _check_conv__groups(given['groups']) if 'groups' in given else 1,
    }


def validate_conv_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of conv (TensorInfos), checked against its tensor metas."""
    check_inputs('conv', _CONV_INPUTS, infos, _CONV_ARGUMENTS)


# --- conv2d (kernels/conv.py) ---

_CONV2D_ATTRIBUTES = ('strides', 'paddings', 'dilations', 'groups')
_CONV2D_ARGUMENTS = ('Input', 'Filter', 'Bias', 'strides', 'paddings', 'dilations', 'groups')
_CONV2D_INPUTS = (TensorMeta.from_data({'name': 'Input', 'description': 'an [N, C, H, W] batch of images', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['N', 'C', 'H', 'W'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Filter', 'description': '[M, C / groups, kh, kw] filters', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['M', 'CG', 'KH', 'KW'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Bias', 'description': '[M]: added to each output channel (optional)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['M'], 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_CONV2D__STRIDES = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_conv2d__strides(raw: Any) -> Any:
    value = _TYPE_CONV2D__STRIDES.coerce(raw)
    if value is UNSET:
        raise type_error('conv2d', 'strides', 'a list of int', raw)
    if not (2 <= len(value) and len(value) <= 2):
        raise constraint_error('conv2d', 'strides', 'a list of length 2', raw, 'length')
    if not (all(1 <= x <= 32 for x in value)):
        raise constraint_error('conv2d', 'strides', 'in range [1, 32]', raw, 'in_range')
    return value
_TYPE_CONV2D__PADDINGS = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_conv2d__paddings(raw: Any) -> Any:
    value = _TYPE_CONV2D__PADDINGS.coerce(raw)
    if value is UNSET:
        raise type_error('conv2d', 'paddings', 'a list of int', raw)
    if not (2 <= len(value) and len(value) <= 2):
        raise constraint_error('conv2d', 'paddings', 'a list of length 2', raw, 'length')
    if not (all(0 <= x <= 32 for x in value)):
        raise constraint_error('conv2d', 'paddings', 'in range [0, 32]', raw, 'in_range')
    return value
_TYPE_CONV2D__DILATIONS = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_conv2d__dilations(raw: Any) -> Any:
    value = _TYPE_CONV2D__DILATIONS.coerce(raw)
    if value is UNSET:
        raise type_error('conv2d', 'dilations', 'a list of int', raw)
    if not (2 <= len(value) and len(value) <= 2):
        raise constraint_error('conv2d', 'dilations', 'a list of length 2', raw, 'length')
    if not (all(1 <= x <= 32 for x in value)):
        raise constraint_error('conv2d', 'dilations', 'in range [1, 32]', raw, 'in_range')
    return value
_TYPE_CONV2D__GROUPS = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_conv2d__groups(raw: Any) -> Any:
    value = _TYPE_CONV2D__GROUPS.coerce(raw)
    if value is UNSET:
        raise type_error('conv2d', 'groups', 'an int', raw)
    if not (value >= 1):
        raise constraint_error('conv2d', 'groups', 'at least 1', raw, 'at_least')
    return value


def validate_conv2d_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of conv2d, checked against its declaration."""
    for key in given:
        if key not in _CONV2D_ATTRIBUTES:
            raise unknown_argument_error('conv2d', key, _CONV2D_ARGUMENTS)
    return {
        'strides': _check_conv2d__strides(given['strides']) if 'strides' in given else [1, 1],
        'paddings': _check_conv2d__paddings(given['paddings']) if 'paddings' in given else [0, 0],
        'dilations': _check_conv2d__dilations(given['dilations']) if 'dilations' in given else [1, 1],
        'groups': _check_conv2d__groups(given['groups']) if 'groups' in given else 1,
    }


def validate_conv2d_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of conv2d (TensorInfos), checked against its tensor metas."""
    check_inputs('conv2d', _CONV2D_INPUTS, infos, _CONV2D_ARGUMENTS)


# --- conv2d_grad (kernels/conv.py) ---

_CONV2D_GRAD_ATTRIBUTES = ('strides', 'paddings', 'dilations', 'groups')
_CONV2D_GRAD_ARGUMENTS = ('Input', 'Filter', 'Bias', 'Output@GRAD', 'strides', 'paddings', 'dilations', 'groups')
_CONV2D_GRAD_INPUTS = (TensorMeta.from_data({'name': 'Input', 'description': 'an [N, C, H, W] batch of images', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['N', 'C', 'H', 'W'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Filter', 'description': '[M, C / groups, kh, kw] filters', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['M', 'CG', 'KH', 'KW'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Bias', 'description': '[M]: added to each output channel (optional)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['M'], 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Output@GRAD', 'description': '[N, M, (H + 2p - d(kh - 1) - 1) / s + 1, ...] (floor)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': 4, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_CONV2D_GRAD__STRIDES = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_conv2d_grad__strides(raw: Any) -> Any:
    value = _TYPE_CONV2D_GRAD__STRIDES.coerce(raw)
    if value is UNSET:
        raise type_error('conv2d_grad', 'strides', 'a list of int', raw)
    if not (2 <= len(value) and len(value) <= 2):
        raise constraint_error('conv2d_grad', 'strides', 'a list of length 2', raw, 'length')
    if not (all(1 <= x <= 32 for x in value)):
        raise constraint_error('conv2d_grad', 'strides', 'in range [1, 32]', raw, 'in_range')
    return value
_TYPE_CONV2D_GRAD__PADDINGS = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_conv2d_grad__paddings(raw: Any) -> Any:
    value = _TYPE_CONV2D_GRAD__PADDINGS.coerce(raw)
    if value is UNSET:
        raise type_error('conv2d_grad', 'paddings', 'a list of int', raw)
    if not (2 <= len(value) and len(value) <= 2):
        raise constraint_error('conv2d_grad', 'paddings', 'a list of length 2', raw, 'length')
    if not (all(0 <= x <= 32 for x in value)):
        raise constraint_error('conv2d_grad', 'paddings', 'in range [0, 32]', raw, 'in_range')
    return value
_TYPE_CONV2D_GRAD__DILATIONS = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_conv2d_grad__dilations(raw: Any) -> Any:
    value = _TYPE_CONV2D_GRAD__DILATIONS.coerce(raw)
    if value is UNSET:
        raise type_error('conv2d_grad', 'dilations', 'a list of int', raw)
    if not (2 <= len(value) and len(value) <= 2):
        raise constraint_error('conv2d_grad', 'dilations', 'a list of length 2', raw, 'length')
    if not (all(1 <= x <= 32 for x in value)):
        raise constraint_error('conv2d_grad', 'dilations', 'in range [1, 32]', raw, 'in_range')
    return value
_TYPE_CONV2D_GRAD__GROUPS = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_conv2d_grad__groups(raw: Any) -> Any:
    value = _TYPE_CONV2D_GRAD__GROUPS.coerce(raw)
    if value is UNSET:
        raise type_error('conv2d_grad', 'groups', 'an int', raw)
    if not (value >= 1):
        raise constraint_error('conv2d_grad', 'groups', 'at least 1', raw, 'at_least')
    return value


def validate_conv2d_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of conv2d_grad, checked against its declaration."""
    for key in given:
        if key not in _CONV2D_GRAD_ATTRIBUTES:
            raise unknown_argument_error('conv2d_grad', key, _CONV2D_GRAD_ARGUMENTS)
    return {
        'strides': _check_conv2d_grad__strides(given['strides']) if 'strides' in given else [1, 1],
        'paddings': _check_conv2d_grad__paddings(given['paddings']) if 'paddings' in given else [0, 0],
        'dilations': _check_conv2d_grad__dilations(given['dilations']) if 'dilations' in given else [1, 1],
        'groups': _check_conv2d_grad__groups(given['groups']) if 'groups' in given else 1,
    }


def validate_conv2d_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of conv2d_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('conv2d_grad', _CONV2D_GRAD_INPUTS, infos, _CONV2D_GRAD_ARGUMENTS)


# --- conv2d_transpose (kernels/conv.py) ---

_CONV2D_TRANSPOSE_ATTRIBUTES = ('strides', 'paddings', 'dilations', 'groups')
_CONV2D_TRANSPOSE_ARGUMENTS = ('Input', 'Filter', 'strides', 'paddings', 'dilations', 'groups')
_CONV2D_TRANSPOSE_INPUTS = (TensorMeta.from_data({'name': 'Input', 'description': 'an [N, C, H, W] batch of images', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['N', 'C', 'H', 'W'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Filter', 'description': '[C, M / groups, kh, kw] filters', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['C', 'MG', 'KH', 'KW'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_CONV2D_TRANSPOSE__STRIDES = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_conv2d_transpose__strides(raw: Any) -> Any:
    value = _TYPE_CONV2D_TRANSPOSE__STRIDES.coerce(raw)
    if value is UNSET:
        raise type_error('conv2d_transpose', 'strides', 'a list of int', raw)
    if not (2 <= len(value) and len(value) <= 2):
        raise constraint_error('conv2d_transpose', 'strides', 'a list of length 2', raw, 'length')
    if not (all(1 <= x <= 32 for x in value)):
        raise constraint_error('conv2d_transpose', 'strides', 'in range [1, 32]', raw, 'in_range')
    return value
_TYPE_CONV2D_TRANSPOSE__PADDINGS = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_conv2d_transpose__paddings(raw: Any) -> Any:
    value = _TYPE_CONV2D_TRANSPOSE__PADDINGS.coerce(raw)
    if value is UNSET:
        raise type_error('conv2d_transpose', 'paddings', 'a list of int', raw)
    if not (2 <= len(value) and len(value) <= 2):
        raise constraint_error('conv2d_transpose', 'paddings', 'a list of length 2', raw, 'length')
    if not (all(0 <= x <= 4 for x in value)):
        raise constraint_error('conv2d_transpose', 'paddings', 'in range [0, 4]', raw, 'in_range')
    return value
_TYPE_CONV2D_TRANSPOSE__DILATIONS = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_conv2d_transpose__dilations(raw: Any) -> Any:
    value = _TYPE_CONV2D_TRANSPOSE__DILATIONS.coerce(raw)
    if value is UNSET:
        raise type_error('conv2d_transpose', 'dilations', 'a list of int', raw)
    if not (2 <= len(value) and len(value) <= 2):
        raise constraint_error('conv2d_transpose', 'dilations', 'a list of length 2', raw, 'length')
    if not (all(1 <= x <= 32 for x in value)):
        raise constraint_error('conv2d_transpose', 'dilations', 'in range [1, 32]', raw, 'in_range')
    return value
_TYPE_CONV2D_TRANSPOSE__GROUPS = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_conv2d_transpose__groups(raw: Any) -> Any:
    value = _TYPE_CONV2D_TRANSPOSE__GROUPS.coerce(raw)
    if value is UNSET:
        raise type_error('conv2d_transpose', 'groups', 'an int', raw)
    if not (value >= 1):
        raise constraint_error('conv2d_transpose', 'groups', 'at least 1', raw, 'at_least')
    return value


def validate_conv2d_transpose_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of conv2d_transpose, checked against its declaration."""
    for key in given:
        if key not in _CONV2D_TRANSPOSE_ATTRIBUTES:
            raise unknown_argument_error('conv2d_transpose', key, _CONV2D_TRANSPOSE_ARGUMENTS)
    return {
        'strides': _check_conv2d_transpose__strides(given['strides']) if 'strides' in given else [1, 1],
        'paddings': _check_conv2d_transpose__paddings(given['paddings']) if 'paddings' in given else [0, 0],
        'dilations': _check_conv2d_transpose__dilations(given['dilations']) if 'dilations' in given else [1, 1],
        'groups': _check_conv2d_transpose__groups(given['groups']) if 'groups' in given else 1,
    }


def validate_conv2d_transpose_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of conv2d_transpose (TensorInfos), checked against its tensor metas."""
    check_inputs('conv2d_transpose', _CONV2D_TRANSPOSE_INPUTS, infos, _CONV2D_TRANSPOSE_ARGUMENTS)


# --- conv2d_transpose_grad (kernels/conv.py) ---

_CONV2D_TRANSPOSE_GRAD_ATTRIBUTES = ('strides', 'paddings', 'dilations', 'groups')
_CONV2D_TRANSPOSE_GRAD_ARGUMENTS = ('Input', 'Filter', 'Output@GRAD', 'strides', 'paddings', 'dilations', 'groups')
_CONV2D_TRANSPOSE_GRAD_INPUTS = (TensorMeta.from_data({'name': 'Input', 'description': 'an [N, C, H, W] batch of images', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['N', 'C', 'H', 'W'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Filter', 'description': '[C, M / groups, kh, kw] filters', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['C', 'MG', 'KH', 'KW'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Output@GRAD', 'description': '[N, M, (H - 1) s - 2p + d(kh - 1) + 1, ...]', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': 4, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_CONV2D_TRANSPOSE_GRAD__STRIDES = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_conv2d_transpose_grad__strides(raw: Any) -> Any:
    value = _TYPE_CONV2D_TRANSPOSE_GRAD__STRIDES.coerce(raw)
    if value is UNSET:
        raise type_error('conv2d_transpose_grad', 'strides', 'a list of int', raw)
    if not (2 <= len(value) and len(value) <= 2):
        raise constraint_error('conv2d_transpose_grad', 'strides', 'a list of length 2', raw, 'length')
    if not (all(1 <= x <= 32 for x in value)):
        raise constraint_error('conv2d_transpose_grad', 'strides', 'in range [1, 32]', raw, 'in_range')
    return value
_TYPE_CONV2D_TRANSPOSE_GRAD__PADDINGS = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_conv2d_transpose_grad__paddings(raw: Any) -> Any:
    value = _TYPE_CONV2D_TRANSPOSE_GRAD__PADDINGS.coerce(raw)
    if value is UNSET:
        raise type_error('conv2d_transpose_grad', 'paddings', 'a list of int', raw)
    if not (2 <= len(value) and len(value) <= 2):
        raise constraint_error('conv2d_transpose_grad', 'paddings', 'a list of length 2', raw, 'length')
    if not (all(0 <= x <= 4 for x in value)):
        raise constraint_error('conv2d_transpose_grad', 'paddings', 'in range [0, 4]', raw, 'in_range')
    return value
_TYPE_CONV2D_TRANSPOSE_GRAD__DILATIONS = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_conv2d_transpose_grad__dilations(raw: Any) -> Any:
    value = _TYPE_CONV2D_TRANSPOSE_GRAD__DILATIONS.coerce(raw)
    if value is UNSET:
        raise type_error('conv2d_transpose_grad', 'dilations', 'a list of int', raw)
    if not (2 <= len(value) and len(value) <= 2):
        raise constraint_error('conv2d_transpose_grad', 'dilations', 'a list of length 2', raw, 'length')
    if not (all(1 <= x <= 32 for x in value)):
        raise constraint_error('conv2d_transpose_grad', 'dilations', 'in range [1, 32]', raw, 'in_range')
    return value
_TYPE_CONV2D_TRANSPOSE_GRAD__GROUPS = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_conv2d_transpose_grad__groups(raw: Any) -> Any:
    value = _TYPE_CONV2D_TRANSPOSE_GRAD__GROUPS.coerce(raw)
    if value is UNSET:
        raise type_error('conv2d_transpose_grad', 'groups', 'an int', raw)
    if not (value >= 1):
        raise constraint_error('conv2d_transpose_grad', 'groups', 'at least 1', raw, 'at_least')
    return value


def validate_conv2d_transpose_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of conv2d_transpose_grad, checked against its declaration."""
    for key in given:
        if key not in _CONV2D_TRANSPOSE_GRAD_ATTRIBUTES:
            raise unknown_argument_error('conv2d_transpose_grad', key, _CONV2D_TRANSPOSE_GRAD_ARGUMENTS)
    return {
        'strides': _check_conv2d_transpose_grad__strides(given['strides']) if 'strides' in given else [1, 1],
        'paddings': _check_conv2d_transpose_grad__paddings(given['paddings']) if 'paddings' in given else [0, 0],
        'dilations': _check_conv2d_transpose_grad__dilations(given['dilations']) if 'dilations' in given else [1, 1],
        'groups': _check_conv2d_transpose_grad__groups(given['groups']) if 'groups' in given else 1,
    }


def validate_conv2d_transpose_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of conv2d_transpose_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('conv2d_transpose_grad', _CONV2D_TRANSPOSE_GRAD_INPUTS, infos, _CONV2D_TRANSPOSE_GRAD_ARGUMENTS)


# --- conv_grad (kernels/conv_nd.py) ---

_CONV_GRAD_ATTRIBUTES = ('strides', 'paddings', 'dilations', 'groups')
_CONV_GRAD_ARGUMENTS = ('Input', 'Filter', 'Bias', 'Output@GRAD', 'strides', 'paddings', 'dilations', 'groups')
_CONV_GRAD_INPUTS = (TensorMeta.from_data({'name': 'Input', 'description': 'an [N, C, *spatial] batch (1 to 3 spatial axes)', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['N', 'C', '...S'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Filter', 'description': '[M, C / groups, *kernel] filters', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['M', 'CG', '...K'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Bias', 'description': '[M]: added to each output channel (optional)', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['M'], 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Output@GRAD', 'description': '[N, M, *((size + 2p - d(k - 1) - 1) / s + 1)] (floor)', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_CONV_GRAD__STRIDES = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_conv_grad__strides(raw: Any) -> Any:
    value = _TYPE_CONV_GRAD__STRIDES.coerce(raw)
    if value is UNSET:
        raise type_error('conv_grad', 'strides', 'a list of int', raw)
    if not (1 <= len(value) and len(value) <= 3):
        raise constraint_error('conv_grad', 'strides', 'a list of length between 1 and 3', raw, 'length')
    if not (all(1 <= x <= 32 for x in value)):
        raise constraint_error('conv_grad', 'strides', 'in range [1, 32]', raw, 'in_range')
    return value
_TYPE_CONV_GRAD__PADDINGS = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_conv_grad__paddings(raw: Any) -> Any:
    value = _TYPE_CONV_GRAD__PADDINGS.coerce(raw)
    if value is UNSET:
        raise type_error('conv_grad', 'paddings', 'a list of int', raw)
    if not (1 <= len(value) and len(value) <= 3):
        raise constraint_error('conv_grad', 'paddings', 'a list of length between 1 and 3', raw, 'length')
    if not (all(0 <= x <= 32 for x in value)):
        raise constraint_error('conv_grad', 'paddings', 'in range [0, 32]', raw, 'in_range')
    return value
_TYPE_CONV_GRAD__DILATIONS = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_conv_grad__dilations(raw: Any) -> Any:
    value = _TYPE_CONV_GRAD__DILATIONS.coerce(raw)
    if value is UNSET:
        raise type_error('conv_grad', 'dilations', 'a list of int', raw)
    if not (1 <= len(value) and len(value) <= 3):
        raise constraint_error('conv_grad', 'dilations', 'a list of length between 1 and 3', raw, 'length')
    if not (all(1 <= x <= 32 for x in value)):
        raise constraint_error('conv_grad', 'dilations', 'in range [1, 32]', raw, 'in_range')
    return value
_TYPE_CONV_GRAD__GROUPS = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_conv_grad__groups(raw: Any) -> Any:
    value = _TYPE_CONV_GRAD__GROUPS.coerce(raw)
    if value is UNSET:
        raise type_error('conv_grad', 'groups', 'an int', raw)
    if not (value >= 1):
        raise constraint_error('conv_grad', 'groups', 'at least 1', raw, 'at_least')
    return value


def validate_conv_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of conv_grad, checked against its declaration."""
    for key in given:
        if key not in _CONV_GRAD_ATTRIBUTES:
            raise unknown_argument_error('conv_grad', key, _CONV_GRAD_ARGUMENTS)
    return {
        'strides': _check_conv_grad__strides(given['strides']) if 'strides' in given else [1],
        'paddings': _check_conv_grad__paddings(given['paddings']) if 'paddings' in given else [0],
        'dilations': _check_conv_grad__dilations(given['dilations']) if 'dilations' in given else [1],
        'groups': _check_conv_grad__groups(given['groups']) if 'groups' in given else 1,
    }


def validate_conv_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of conv_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('conv_grad', _CONV_GRAD_INPUTS, infos, _CONV_GRAD_ARGUMENTS)


# --- conv_transpose (kernels/conv_nd.py) ---

_CONV_TRANSPOSE_ATTRIBUTES = ('strides', 'paddings', 'dilations', 'groups')
_CONV_TRANSPOSE_ARGUMENTS = ('Input', 'Filter', 'strides', 'paddings', 'dilations', 'groups')
_CONV_TRANSPOSE_INPUTS = (TensorMeta.from_data({'name': 'Input', 'description': 'an [N, C, *spatial] batch (1 to 3 spatial axes)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['N', 'C', '...S'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Filter', 'description': '[C, M / groups, *kernel] filters', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['C', 'MG', '...K'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_CONV_TRANSPOSE__STRIDES = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_conv_transpose__strides(raw: Any) -> Any:
    value = _TYPE_CONV_TRANSPOSE__STRIDES.coerce(raw)
    if value is UNSET:
        raise type_error('conv_transpose', 'strides', 'a list of int', raw)
    if not (1 <= len(value) and len(value) <= 3):
        raise constraint_error('conv_transpose', 'strides', 'a list of length between 1 and 3', raw, 'length')
    if not (all(1 <= x <= 32 for x in value)):
        raise constraint_error('conv_transpose', 'strides', 'in range [1, 32]', raw, 'in_range')
    return value
_TYPE_CONV_TRANSPOSE__PADDINGS = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_conv_transpose__paddings(raw: Any) -> Any:
    value = _TYPE_CONV_TRANSPOSE__PADDINGS.coerce(raw)
    if value is UNSET:
        raise type_error('conv_transpose', 'paddings', 'a list of int', raw)
    if not (1 <= len(value) and len(value) <= 3):
        raise constraint_error('conv_transpose', 'paddings', 'a list of length between 1 and 3', raw, 'length')
    if not (all(0 <= x <= 4 for x in value)):
        raise constraint_error('conv_transpose', 'paddings', 'in range [0, 4]', raw, 'in_range')
    return value
_TYPE_CONV_TRANSPOSE__DILATIONS = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_conv_transpose__dilations(raw: Any) -> Any:
    value = _TYPE_CONV_TRANSPOSE__DILATIONS.coerce(raw)
    if value is UNSET:
        raise type_error('conv_transpose', 'dilations', 'a list of int', raw)
    if not (1 <= len(value) and len(value) <= 3):
        raise constraint_error('conv_transpose', 'dilations', 'a list of length between 1 and 3', raw, 'length')
    if not (all(1 <= x <= 32 for x in value)):
        raise constraint_error('conv_transpose', 'dilations', 'in range [1, 32]', raw, 'in_range')
    return value
_TYPE_CONV_TRANSPOSE__GROUPS = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_conv_transpose__groups(raw: Any) -> Any:
    value = _TYPE_CONV_TRANSPOSE__GROUPS.coerce(raw)
    if value is UNSET:
        raise type_error('conv_transpose', 'groups', 'an int', raw)
    if not (value >= 1):
        raise constraint_error('conv_transpose', 'groups', 'at least 1', raw, 'at_least')
    return value


def validate_conv_transpose_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of conv_transpose, checked against its declaration."""
    for key in given:
        if key not in _CONV_TRANSPOSE_ATTRIBUTES:
            raise unknown_argument_error('conv_transpose', key, _CONV_TRANSPOSE_ARGUMENTS)
    return {
        'strides': _check_conv_transpose__strides(given['strides']) if 'strides' in given else [1],
        'paddings': _check_conv_transpose__paddings(given['paddings']) if 'paddings' in given else [0],
        'dilations': _check_conv_transpose__dilations(given['dilations']) if 'dilations' in given else [1],
        'groups': _check_conv_transpose__groups(given['groups']) if 'groups' in given else 1,
    }


def validate_conv_transpose_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of conv_transpose (TensorInfos), checked against its tensor metas."""
    check_inputs('conv_transpose', _CONV_TRANSPOSE_INPUTS, infos, _CONV_TRANSPOSE_ARGUMENTS)


# --- conv_transpose_grad (kernels/conv_nd.py) ---

_CONV_TRANSPOSE_GRAD_ATTRIBUTES = ('strides', 'paddings', 'dilations', 'groups')
_CONV_TRANSPOSE_GRAD_ARGUMENTS = ('Input', 'Filter', 'Output@GRAD', 'strides', 'paddings', 'dilations', 'groups')
_CONV_TRANSPOSE_GRAD_INPUTS = (TensorMeta.from_data({'name': 'Input', 'description': 'an [N, C, *spatial] batch (1 to 3 spatial axes)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['N', 'C', '...S'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Filter', 'description': '[C, M / groups, *kernel] filters', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['C', 'MG', '...K'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Output@GRAD', 'description': '[N, M, *((size - 1) s - 2p + d(k - 1) + 1)]', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_CONV_TRANSPOSE_GRAD__STRIDES = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_conv_transpose_grad__strides(raw: Any) -> Any:
    value = _TYPE_CONV_TRANSPOSE_GRAD__STRIDES.coerce(raw)
    if value is UNSET:
        raise type_error('conv_transpose_grad', 'strides', 'a list of int', raw)
    if not (1 <= len(value) and len(value) <= 3):
        raise constraint_error('conv_transpose_grad', 'strides', 'a list of length between 1 and 3', raw, 'length')
    if not (all(1 <= x <= 32 for x in value)):
        raise constraint_error('conv_transpose_grad', 'strides', 'in range [1, 32]', raw, 'in_range')
    return value
_TYPE_CONV_TRANSPOSE_GRAD__PADDINGS = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_conv_transpose_grad__paddings(raw: Any) -> Any:
    value = _TYPE_CONV_TRANSPOSE_GRAD__PADDINGS.coerce(raw)
    if value is UNSET:
        raise type_error('conv_transpose_grad', 'paddings', 'a list of int', raw)
    if not (1 <= len(value) and len(value) <= 3):
        raise constraint_error('conv_transpose_grad', 'paddings', 'a list of length between 1 and 3', raw, 'length')
    if not (all(0 <= x <= 4 for x in value)):
        raise constraint_error('conv_transpose_grad', 'paddings', 'in range [0, 4]', raw, 'in_range')
    return value
_TYPE_CONV_TRANSPOSE_GRAD__DILATIONS = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_conv_transpose_grad__dilations(raw: Any) -> Any:
    value = _TYPE_CONV_TRANSPOSE_GRAD__DILATIONS.coerce(raw)
    if value is UNSET:
        raise type_error('conv_transpose_grad', 'dilations', 'a list of int', raw)
    if not (1 <= len(value) and len(value) <= 3):
        raise constraint_error('conv_transpose_grad', 'dilations', 'a list of length between 1 and 3', raw, 'length')
    if not (all(1 <= x <= 32 for x in value)):
        raise constraint_error('conv_transpose_grad', 'dilations', 'in range [1, 32]', raw, 'in_range')
    return value
_TYPE_CONV_TRANSPOSE_GRAD__GROUPS = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_conv_transpose_grad__groups(raw: Any) -> Any:
    value = _TYPE_CONV_TRANSPOSE_GRAD__GROUPS.coerce(raw)
    if value is UNSET:
        raise type_error('conv_transpose_grad', 'groups', 'an int', raw)
    if not (value >= 1):
        raise constraint_error('conv_transpose_grad', 'groups', 'at least 1', raw, 'at_least')
    return value


def validate_conv_transpose_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of conv_transpose_grad, checked against its declaration."""
    for key in given:
        if key not in _CONV_TRANSPOSE_GRAD_ATTRIBUTES:
            raise unknown_argument_error('conv_transpose_grad', key, _CONV_TRANSPOSE_GRAD_ARGUMENTS)
    return {
        'strides': _check_conv_transpose_grad__strides(given['strides']) if 'strides' in given else [1],
        'paddings': _check_conv_transpose_grad__paddings(given['paddings']) if 'paddings' in given else [0],
        'dilations': _check_conv_transpose_grad__dilations(given['dilations']) if 'dilations' in given else [1],
        'groups': _check_conv_transpose_grad__groups(given['groups']) if 'groups' in given else 1,
    }


def validate_conv_transpose_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of conv_transpose_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('conv_transpose_grad', _CONV_TRANSPOSE_GRAD_INPUTS, infos, _CONV_TRANSPOSE_GRAD_ARGUMENTS)


# --- cos (kernels/unary.py) ---

_COS_ATTRIBUTES = ()
_COS_ARGUMENTS = ('X',)
_COS_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)


def validate_cos_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of cos, checked against its declaration."""
    for key in given:
        if key not in _COS_ATTRIBUTES:
            raise unknown_argument_error('cos', key, _COS_ARGUMENTS)
    return {
    }


def validate_cos_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of cos (TensorInfos), checked against its tensor metas."""
    check_inputs('cos', _COS_INPUTS, infos, _COS_ARGUMENTS)


# --- cos_grad (kernels/unary.py) ---

_COS_GRAD_ATTRIBUTES = ()
_COS_GRAD_ARGUMENTS = ('X', 'Out@GRAD')
_COS_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_cos_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of cos_grad, checked against its declaration."""
    for key in given:
        if key not in _COS_GRAD_ATTRIBUTES:
            raise unknown_argument_error('cos_grad', key, _COS_GRAD_ARGUMENTS)
    return {
    }


def validate_cos_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of cos_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('cos_grad', _COS_GRAD_INPUTS, infos, _COS_GRAD_ARGUMENTS)


# --- cos_sim (kernels/cos_sim.py) ---

_COS_SIM_ATTRIBUTES = ('scale',)
_COS_SIM_ARGUMENTS = ('X', 'Y', 'scale')
_COS_SIM_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a [h, w] matrix', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['batch', 'W'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': 'a [h, w] or [1, w] matrix', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['H', 'W'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_COS_SIM__SCALE = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_cos_sim__scale(raw: Any) -> Any:
    value = _TYPE_COS_SIM__SCALE.coerce(raw)
    if value is UNSET:
        raise type_error('cos_sim', 'scale', 'a finite float', raw)
    if not (value > 0.0):
        raise constraint_error('cos_sim', 'scale', 'larger than 0.0', raw, 'larger_than')
    return value


def validate_cos_sim_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of cos_sim, checked against its declaration."""
    for key in given:
        if key not in _COS_SIM_ATTRIBUTES:
            raise unknown_argument_error('cos_sim', key, _COS_SIM_ARGUMENTS)
    return {
        'scale': _check_cos_sim__scale(given['scale']) if 'scale' in given else 1.0,
    }


def validate_cos_sim_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of cos_sim (TensorInfos), checked against its tensor metas."""
    check_inputs('cos_sim', _COS_SIM_INPUTS, infos, _COS_SIM_ARGUMENTS)


# --- cos_sim_grad (kernels/cos_sim.py) ---

_COS_SIM_GRAD_ATTRIBUTES = ('scale',)
_COS_SIM_GRAD_ARGUMENTS = ('X', 'Y', 'Out', 'Out@GRAD', 'scale')
_COS_SIM_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a [h, w] matrix', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['batch', 'W'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': 'a [h, w] or [1, w] matrix', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['H', 'W'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out', 'description': 'a [h, 1] matrix of scaled cosines', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['batch', 1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'a [h, 1] matrix of scaled cosines', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['batch', 1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_COS_SIM_GRAD__SCALE = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_cos_sim_grad__scale(raw: Any) -> Any:
    value = _TYPE_COS_SIM_GRAD__SCALE.coerce(raw)
    if value is UNSET:
        raise type_error('cos_sim_grad', 'scale', 'a finite float', raw)
    if not (value > 0.0):
        raise constraint_error('cos_sim_grad', 'scale', 'larger than 0.0', raw, 'larger_than')
    return value


def validate_cos_sim_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of cos_sim_grad, checked against its declaration."""
    for key in given:
        if key not in _COS_SIM_GRAD_ATTRIBUTES:
            raise unknown_argument_error('cos_sim_grad', key, _COS_SIM_GRAD_ARGUMENTS)
    return {
        'scale': _check_cos_sim_grad__scale(given['scale']) if 'scale' in given else 1.0,
    }


def validate_cos_sim_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of cos_sim_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('cos_sim_grad', _COS_SIM_GRAD_INPUTS, infos, _COS_SIM_GRAD_ARGUMENTS)


# --- cosh (kernels/onnx_math.py) ---

_COSH_ATTRIBUTES = ()
_COSH_ARGUMENTS = ('X',)
_COSH_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)


def validate_cosh_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of cosh, checked against its declaration."""
    for key in given:
        if key not in _COSH_ATTRIBUTES:
            raise unknown_argument_error('cosh', key, _COSH_ARGUMENTS)
    return {
    }


def validate_cosh_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of cosh (TensorInfos), checked against its tensor metas."""
    check_inputs('cosh', _COSH_INPUTS, infos, _COSH_ARGUMENTS)


# --- cosh_grad (kernels/onnx_math.py) ---

_COSH_GRAD_ATTRIBUTES = ()
_COSH_GRAD_ARGUMENTS = ('X', 'Out@GRAD')
_COSH_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_cosh_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of cosh_grad, checked against its declaration."""
    for key in given:
        if key not in _COSH_GRAD_ATTRIBUTES:
            raise unknown_argument_error('cosh_grad', key, _COSH_GRAD_ARGUMENTS)
    return {
    }


def validate_cosh_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of cosh_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('cosh_grad', _COSH_GRAD_INPUTS, infos, _COSH_GRAD_ARGUMENTS)


# --- crf_viterbi (kernels/crf.py) ---

_CRF_VITERBI_ATTRIBUTES = ()
_CRF_VITERBI_ARGUMENTS = ('Emission', 'Transition', 'Label')
_CRF_VITERBI_INPUTS = (TensorMeta.from_data({'name': 'Emission', 'description': "[T, K]: each step's score of each of K tags", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 'K'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Transition', 'description': "[K + 2, K]: v2's CRF parameter: row 0 the start weights, row 1 the end weights, rows 2.. the weights of a transition from tag (row - 2) to tag (column) (checked when the kernel runs)", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['P', 'K'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Label', 'description': '[T, 1]: optional true tags: Path then says where the best path errs', 'dtypes': ['int32', 'int64'], 'type_var': None, 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 1], 'optional': True, 'variadic': False, 'no_grad': True, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0, 'high': 'K', 'low_open': False, 'high_open': True}, 'broadcast': None, 'reduce': None}))


def validate_crf_viterbi_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of crf_viterbi, checked against its declaration."""
    for key in given:
        if key not in _CRF_VITERBI_ATTRIBUTES:
            raise unknown_argument_error('crf_viterbi', key, _CRF_VITERBI_ARGUMENTS)
    return {
    }


def validate_crf_viterbi_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of crf_viterbi (TensorInfos), checked against its tensor metas."""
    check_inputs('crf_viterbi', _CRF_VITERBI_INPUTS, infos, _CRF_VITERBI_ARGUMENTS)


# --- cross_entropy (kernels/loss.py) ---

_CROSS_ENTROPY_ATTRIBUTES = ()
_CROSS_ENTROPY_ARGUMENTS = ('X', 'Label')
_CROSS_ENTROPY_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'an [N, C] matrix of probabilities (e.g. a softmax)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'C'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': 1.0, 'low_open': False, 'high_open': False}, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Label', 'description': 'an [N, 1] matrix of class indexes', 'dtypes': ['int32', 'int64'], 'type_var': None, 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 1], 'optional': False, 'variadic': False, 'no_grad': True, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0, 'high': 'C', 'low_open': False, 'high_open': True}, 'broadcast': None, 'reduce': None}))


def validate_cross_entropy_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of cross_entropy, checked against its declaration."""
    for key in given:
        if key not in _CROSS_ENTROPY_ATTRIBUTES:
            raise unknown_argument_error('cross_entropy', key, _CROSS_ENTROPY_ARGUMENTS)
    return {
    }


def validate_cross_entropy_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of cross_entropy (TensorInfos), checked against its tensor metas."""
    check_inputs('cross_entropy', _CROSS_ENTROPY_INPUTS, infos, _CROSS_ENTROPY_ARGUMENTS)


# --- cross_entropy_grad (kernels/loss.py) ---

_CROSS_ENTROPY_GRAD_ATTRIBUTES = ()
_CROSS_ENTROPY_GRAD_ARGUMENTS = ('X', 'Label', 'Out@GRAD')
_CROSS_ENTROPY_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'an [N, C] matrix of probabilities (e.g. a softmax)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'C'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': 1.0, 'low_open': False, 'high_open': False}, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Label', 'description': 'an [N, 1] matrix of class indexes', 'dtypes': ['int32', 'int64'], 'type_var': None, 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0, 'high': 'C', 'low_open': False, 'high_open': True}, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'an [N, 1] matrix of losses', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_cross_entropy_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of cross_entropy_grad, checked against its declaration."""
    for key in given:
        if key not in _CROSS_ENTROPY_GRAD_ATTRIBUTES:
            raise unknown_argument_error('cross_entropy_grad', key, _CROSS_ENTROPY_GRAD_ARGUMENTS)
    return {
    }


def validate_cross_entropy_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of cross_entropy_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('cross_entropy_grad', _CROSS_ENTROPY_GRAD_INPUTS, infos, _CROSS_ENTROPY_GRAD_ARGUMENTS)


# --- cumsum (kernels/onnx_tensor.py) ---

_CUMSUM_ATTRIBUTES = ('axis', 'exclusive', 'reverse')
_CUMSUM_ARGUMENTS = ('X', 'axis', 'exclusive', 'reverse')
_CUMSUM_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64', 'int32', 'int64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None, 'axis_attr': 'axis'}),)
_TYPE_CUMSUM__AXIS = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_cumsum__axis(raw: Any) -> Any:
    value = _TYPE_CUMSUM__AXIS.coerce(raw)
    if value is UNSET:
        raise type_error('cumsum', 'axis', 'an int', raw)
    if not (-64 <= value <= 63):
        raise constraint_error('cumsum', 'axis', 'in range [-64, 63]', raw, 'in_range')
    return value
_TYPE_CUMSUM__EXCLUSIVE = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_cumsum__exclusive(raw: Any) -> Any:
    value = _TYPE_CUMSUM__EXCLUSIVE.coerce(raw)
    if value is UNSET:
        raise type_error('cumsum', 'exclusive', 'a bool', raw)
    return value
_TYPE_CUMSUM__REVERSE = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_cumsum__reverse(raw: Any) -> Any:
    value = _TYPE_CUMSUM__REVERSE.coerce(raw)
    if value is UNSET:
        raise type_error('cumsum', 'reverse', 'a bool', raw)
    return value


def validate_cumsum_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of cumsum, checked against its declaration."""
    for key in given:
        if key not in _CUMSUM_ATTRIBUTES:
            raise unknown_argument_error('cumsum', key, _CUMSUM_ARGUMENTS)
    return {
        'axis': _check_cumsum__axis(given['axis']) if 'axis' in given else 0,
        'exclusive': _check_cumsum__exclusive(given['exclusive']) if 'exclusive' in given else False,
        'reverse': _check_cumsum__reverse(given['reverse']) if 'reverse' in given else False,
    }


def validate_cumsum_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of cumsum (TensorInfos), checked against its tensor metas."""
    check_inputs('cumsum', _CUMSUM_INPUTS, infos, _CUMSUM_ARGUMENTS)


# --- cumsum_grad (kernels/onnx_tensor.py) ---

_CUMSUM_GRAD_ATTRIBUTES = ('axis', 'exclusive', 'reverse')
_CUMSUM_GRAD_ARGUMENTS = ('X', 'Out@GRAD', 'axis', 'exclusive', 'reverse')
_CUMSUM_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64', 'int32', 'int64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None, 'axis_attr': 'axis'}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X', 'dtypes': ['float32', 'float64', 'int32', 'int64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None, 'axis_attr': 'axis'}))
_TYPE_CUMSUM_GRAD__AXIS = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_cumsum_grad__axis(raw: Any) -> Any:
    value = _TYPE_CUMSUM_GRAD__AXIS.coerce(raw)
    if value is UNSET:
        raise type_error('cumsum_grad', 'axis', 'an int', raw)
    if not (-64 <= value <= 63):
        raise constraint_error('cumsum_grad', 'axis', 'in range [-64, 63]', raw, 'in_range')
    return value
_TYPE_CUMSUM_GRAD__EXCLUSIVE = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_cumsum_grad__exclusive(raw: Any) -> Any:
    value = _TYPE_CUMSUM_GRAD__EXCLUSIVE.coerce(raw)
    if value is UNSET:
        raise type_error('cumsum_grad', 'exclusive', 'a bool', raw)
    return value
_TYPE_CUMSUM_GRAD__REVERSE = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_cumsum_grad__reverse(raw: Any) -> Any:
    value = _TYPE_CUMSUM_GRAD__REVERSE.coerce(raw)
    if value is UNSET:
        raise type_error('cumsum_grad', 'reverse', 'a bool', raw)
    return value


def validate_cumsum_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of cumsum_grad, checked against its declaration."""
    for key in given:
        if key not in _CUMSUM_GRAD_ATTRIBUTES:
            raise unknown_argument_error('cumsum_grad', key, _CUMSUM_GRAD_ARGUMENTS)
    return {
        'axis': _check_cumsum_grad__axis(given['axis']) if 'axis' in given else 0,
        'exclusive': _check_cumsum_grad__exclusive(given['exclusive']) if 'exclusive' in given else False,
        'reverse': _check_cumsum_grad__reverse(given['reverse']) if 'reverse' in given else False,
    }


def validate_cumsum_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of cumsum_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('cumsum_grad', _CUMSUM_GRAD_INPUTS, infos, _CUMSUM_GRAD_ARGUMENTS)


# --- div (kernels/elementwise.py) ---

_DIV_ATTRIBUTES = ()
_DIV_ARGUMENTS = ('X', 'Y')
_DIV_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': "a tensor of X's dtype that broadcasts with X", 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_div_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of div, checked against its declaration."""
    for key in given:
        if key not in _DIV_ATTRIBUTES:
            raise unknown_argument_error('div', key, _DIV_ARGUMENTS)
    return {
    }


def validate_div_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of div (TensorInfos), checked against its tensor metas."""
    check_inputs('div', _DIV_INPUTS, infos, _DIV_ARGUMENTS)


# --- div_grad (kernels/elementwise.py) ---

_DIV_GRAD_ATTRIBUTES = ()
_DIV_GRAD_ARGUMENTS = ('X', 'Y', 'Out@GRAD')
_DIV_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': "a tensor of X's dtype that broadcasts with X", 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped as the broadcast of X and Y', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_div_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of div_grad, checked against its declaration."""
    for key in given:
        if key not in _DIV_GRAD_ATTRIBUTES:
            raise unknown_argument_error('div_grad', key, _DIV_GRAD_ARGUMENTS)
    return {
    }


def validate_div_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of div_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('div_grad', _DIV_GRAD_INPUTS, infos, _DIV_GRAD_ARGUMENTS)


# --- dropout (kernels/dropout.py) ---

_DROPOUT_ATTRIBUTES = ('dropout_prob', 'is_test', 'seed')
_DROPOUT_ARGUMENTS = ('X', 'Step', 'dropout_prob', 'is_test', 'seed')
_DROPOUT_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'any tensor', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Step', 'description': "[1] how many masks were drawn so far (state; without it, the seed's mask every run)", 'dtypes': ['int64'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': [1], 'optional': True, 'variadic': False, 'no_grad': True, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0, 'high': None, 'low_open': False, 'high_open': False}, 'broadcast': None, 'reduce': None}))
_TYPE_DROPOUT__DROPOUT_PROB = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_dropout__dropout_prob(raw: Any) -> Any:
    value = _TYPE_DROPOUT__DROPOUT_PROB.coerce(raw)
    if value is UNSET:
        raise type_error('dropout', 'dropout_prob', 'a finite float', raw)
    if not (value >= 0.0):
        raise constraint_error('dropout', 'dropout_prob', 'at least 0.0', raw, 'at_least')
    if not (value < 1.0):
        raise constraint_error('dropout', 'dropout_prob', 'smaller than 1.0', raw, 'smaller_than')
    return value
_TYPE_DROPOUT__IS_TEST = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_dropout__is_test(raw: Any) -> Any:
    value = _TYPE_DROPOUT__IS_TEST.coerce(raw)
    if value is UNSET:
        raise type_error('dropout', 'is_test', 'a bool', raw)
    return value
_TYPE_DROPOUT__SEED = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_dropout__seed(raw: Any) -> Any:
    value = _TYPE_DROPOUT__SEED.coerce(raw)
    if value is UNSET:
        raise type_error('dropout', 'seed', 'an int', raw)
    if not (value >= 0):
        raise constraint_error('dropout', 'seed', 'at least 0', raw, 'at_least')
    return value


def validate_dropout_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of dropout, checked against its declaration."""
    for key in given:
        if key not in _DROPOUT_ATTRIBUTES:
            raise unknown_argument_error('dropout', key, _DROPOUT_ARGUMENTS)
    return {
        'dropout_prob': _check_dropout__dropout_prob(given['dropout_prob']) if 'dropout_prob' in given else 0.5,
        'is_test': _check_dropout__is_test(given['is_test']) if 'is_test' in given else False,
        'seed': _check_dropout__seed(given['seed']) if 'seed' in given else 0,
    }


def validate_dropout_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of dropout (TensorInfos), checked against its tensor metas."""
    check_inputs('dropout', _DROPOUT_INPUTS, infos, _DROPOUT_ARGUMENTS)


# --- dropout_grad (kernels/dropout.py) ---

_DROPOUT_GRAD_ATTRIBUTES = ('dropout_prob', 'is_test', 'seed')
_DROPOUT_GRAD_ARGUMENTS = ('X', 'Mask', 'Out@GRAD', 'Mask@GRAD', 'StepOut@GRAD', 'dropout_prob', 'is_test', 'seed')
_DROPOUT_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'any tensor', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Mask', 'description': '1 where an element was kept, 0 where dropped (all 1 with is_test)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'X with dropped elements zeroed, kept ones scaled', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Mask@GRAD', 'description': '1 where an element was kept, 0 where dropped (all 1 with is_test)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'StepOut@GRAD', 'description': "Step + 1, Step with is_test (written into Step's variable)", 'dtypes': ['int64'], 'type_var': None, 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': [1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_DROPOUT_GRAD__DROPOUT_PROB = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_dropout_grad__dropout_prob(raw: Any) -> Any:
    value = _TYPE_DROPOUT_GRAD__DROPOUT_PROB.coerce(raw)
    if value is UNSET:
        raise type_error('dropout_grad', 'dropout_prob', 'a finite float', raw)
    if not (value >= 0.0):
        raise constraint_error('dropout_grad', 'dropout_prob', 'at least 0.0', raw, 'at_least')
    if not (value < 1.0):
        raise constraint_error('dropout_grad', 'dropout_prob', 'smaller than 1.0', raw, 'smaller_than')
    return value
_TYPE_DROPOUT_GRAD__IS_TEST = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_dropout_grad__is_test(raw: Any) -> Any:
    value = _TYPE_DROPOUT_GRAD__IS_TEST.coerce(raw)
    if value is UNSET:
        raise type_error('dropout_grad', 'is_test', 'a bool', raw)
    return value
_TYPE_DROPOUT_GRAD__SEED = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_dropout_grad__seed(raw: Any) -> Any:
    value = _TYPE_DROPOUT_GRAD__SEED.coerce(raw)
    if value is UNSET:
        raise type_error('dropout_grad', 'seed', 'an int', raw)
    if not (value >= 0):
        raise constraint_error('dropout_grad', 'seed', 'at least 0', raw, 'at_least')
    return value


def validate_dropout_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of dropout_grad, checked against its declaration."""
    for key in given:
        if key not in _DROPOUT_GRAD_ATTRIBUTES:
            raise unknown_argument_error('dropout_grad', key, _DROPOUT_GRAD_ARGUMENTS)
    return {
        'dropout_prob': _check_dropout_grad__dropout_prob(given['dropout_prob']) if 'dropout_prob' in given else 0.5,
        'is_test': _check_dropout_grad__is_test(given['is_test']) if 'is_test' in given else False,
        'seed': _check_dropout_grad__seed(given['seed']) if 'seed' in given else 0,
    }


def validate_dropout_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of dropout_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('dropout_grad', _DROPOUT_GRAD_INPUTS, infos, _DROPOUT_GRAD_ARGUMENTS)


# --- einsum (kernels/einsum.py) ---

_EINSUM_ATTRIBUTES = ('equation',)
_EINSUM_ARGUMENTS = ('Inputs', 'equation')
_EINSUM_INPUTS = (TensorMeta.from_data({'name': 'Inputs', 'description': 'the operands, one per term of the equation', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': True, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_EINSUM__EQUATION = AttrType.from_data({'kind': 'str', 'element': None, 'choices': None, 'finite': True})


def _check_einsum__equation(raw: Any) -> Any:
    value = _TYPE_EINSUM__EQUATION.coerce(raw)
    if value is UNSET:
        raise type_error('einsum', 'equation', 'a str', raw)
    if not (_custom['paddle.kernels.einsum:valid_equation'](value)):
        raise constraint_error('einsum', 'equation', "an einsum equation: terms of letters (one '...' at most) split by commas, then '->' and distinct letters the inputs hold", raw, 'custom')
    return value


def validate_einsum_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of einsum, checked against its declaration."""
    for key in given:
        if key not in _EINSUM_ATTRIBUTES:
            raise unknown_argument_error('einsum', key, _EINSUM_ARGUMENTS)
    return {
        'equation': _check_einsum__equation(given['equation']) if given.get('equation') is not None else _missing('einsum', 'equation'),
    }


def validate_einsum_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of einsum (TensorInfos), checked against its tensor metas."""
    check_inputs('einsum', _EINSUM_INPUTS, infos, _EINSUM_ARGUMENTS)


# --- einsum_grad (kernels/einsum.py) ---

_EINSUM_GRAD_ATTRIBUTES = ('equation',)
_EINSUM_GRAD_ARGUMENTS = ('Inputs', 'Out@GRAD', 'equation')
_EINSUM_GRAD_INPUTS = (TensorMeta.from_data({'name': 'Inputs', 'description': 'the operands, one per term of the equation', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': True, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': "shaped by the equation's output term", 'dtypes': ['float16', 'bfloat16', 'float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_EINSUM_GRAD__EQUATION = AttrType.from_data({'kind': 'str', 'element': None, 'choices': None, 'finite': True})


def _check_einsum_grad__equation(raw: Any) -> Any:
    value = _TYPE_EINSUM_GRAD__EQUATION.coerce(raw)
    if value is UNSET:
        raise type_error('einsum_grad', 'equation', 'a str', raw)
    if not (_custom['paddle.kernels.einsum:valid_equation'](value)):
        raise constraint_error('einsum_grad', 'equation', "an einsum equation: terms of letters (one '...' at most) split by commas, then '->' and distinct letters the inputs hold", raw, 'custom')
    return value


def validate_einsum_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of einsum_grad, checked against its declaration."""
    for key in given:
        if key not in _EINSUM_GRAD_ATTRIBUTES:
            raise unknown_argument_error('einsum_grad', key, _EINSUM_GRAD_ARGUMENTS)
    return {
        'equation': _check_einsum_grad__equation(given['equation']) if given.get('equation') is not None else _missing('einsum_grad', 'equation'),
    }


def validate_einsum_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of einsum_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('einsum_grad', _EINSUM_GRAD_INPUTS, infos, _EINSUM_GRAD_ARGUMENTS)


# --- elementwise_add (kernels/math.py) ---

_ELEMENTWISE_ADD_ATTRIBUTES = ()
_ELEMENTWISE_ADD_ARGUMENTS = ('X', 'Y')
_ELEMENTWISE_ADD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['...S'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': '', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['...S'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_elementwise_add_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of elementwise_add, checked against its declaration."""
    for key in given:
        if key not in _ELEMENTWISE_ADD_ATTRIBUTES:
            raise unknown_argument_error('elementwise_add', key, _ELEMENTWISE_ADD_ARGUMENTS)
    return {
    }


def validate_elementwise_add_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of elementwise_add (TensorInfos), checked against its tensor metas."""
    check_inputs('elementwise_add', _ELEMENTWISE_ADD_INPUTS, infos, _ELEMENTWISE_ADD_ARGUMENTS)


# --- elementwise_mul (kernels/elementwise.py) ---

_ELEMENTWISE_MUL_ATTRIBUTES = ()
_ELEMENTWISE_MUL_ARGUMENTS = ('X', 'Y')
_ELEMENTWISE_MUL_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': "a tensor of X's dtype that broadcasts with X", 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_elementwise_mul_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of elementwise_mul, checked against its declaration."""
    for key in given:
        if key not in _ELEMENTWISE_MUL_ATTRIBUTES:
            raise unknown_argument_error('elementwise_mul', key, _ELEMENTWISE_MUL_ARGUMENTS)
    return {
    }


def validate_elementwise_mul_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of elementwise_mul (TensorInfos), checked against its tensor metas."""
    check_inputs('elementwise_mul', _ELEMENTWISE_MUL_INPUTS, infos, _ELEMENTWISE_MUL_ARGUMENTS)


# --- elementwise_mul_grad (kernels/elementwise.py) ---

_ELEMENTWISE_MUL_GRAD_ATTRIBUTES = ()
_ELEMENTWISE_MUL_GRAD_ARGUMENTS = ('X', 'Y', 'Out@GRAD')
_ELEMENTWISE_MUL_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': "a tensor of X's dtype that broadcasts with X", 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped as the broadcast of X and Y', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_elementwise_mul_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of elementwise_mul_grad, checked against its declaration."""
    for key in given:
        if key not in _ELEMENTWISE_MUL_GRAD_ATTRIBUTES:
            raise unknown_argument_error('elementwise_mul_grad', key, _ELEMENTWISE_MUL_GRAD_ARGUMENTS)
    return {
    }


def validate_elementwise_mul_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of elementwise_mul_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('elementwise_mul_grad', _ELEMENTWISE_MUL_GRAD_INPUTS, infos, _ELEMENTWISE_MUL_GRAD_ARGUMENTS)


# --- elu (kernels/activation.py) ---

_ELU_ATTRIBUTES = ('alpha',)
_ELU_ARGUMENTS = ('X', 'alpha')
_ELU_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor of any shape', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_ELU__ALPHA = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_elu__alpha(raw: Any) -> Any:
    value = _TYPE_ELU__ALPHA.coerce(raw)
    if value is UNSET:
        raise type_error('elu', 'alpha', 'a finite float', raw)
    return value


def validate_elu_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of elu, checked against its declaration."""
    for key in given:
        if key not in _ELU_ATTRIBUTES:
            raise unknown_argument_error('elu', key, _ELU_ARGUMENTS)
    return {
        'alpha': _check_elu__alpha(given['alpha']) if 'alpha' in given else 1.0,
    }


def validate_elu_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of elu (TensorInfos), checked against its tensor metas."""
    check_inputs('elu', _ELU_INPUTS, infos, _ELU_ARGUMENTS)


# --- elu_grad (kernels/activation.py) ---

_ELU_GRAD_ATTRIBUTES = ('alpha',)
_ELU_GRAD_ARGUMENTS = ('X', 'Out@GRAD', 'alpha')
_ELU_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor of any shape', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_ELU_GRAD__ALPHA = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_elu_grad__alpha(raw: Any) -> Any:
    value = _TYPE_ELU_GRAD__ALPHA.coerce(raw)
    if value is UNSET:
        raise type_error('elu_grad', 'alpha', 'a finite float', raw)
    return value


def validate_elu_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of elu_grad, checked against its declaration."""
    for key in given:
        if key not in _ELU_GRAD_ATTRIBUTES:
            raise unknown_argument_error('elu_grad', key, _ELU_GRAD_ARGUMENTS)
    return {
        'alpha': _check_elu_grad__alpha(given['alpha']) if 'alpha' in given else 1.0,
    }


def validate_elu_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of elu_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('elu_grad', _ELU_GRAD_INPUTS, infos, _ELU_GRAD_ARGUMENTS)


# --- embedding (kernels/embedding.py) ---

_EMBEDDING_ATTRIBUTES = ('padding_idx', 'is_sparse')
_EMBEDDING_ARGUMENTS = ('W', 'Ids', 'padding_idx', 'is_sparse')
_EMBEDDING_INPUTS = (TensorMeta.from_data({'name': 'W', 'description': '[V, D]: a row of D values for each of V ids', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['V', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Ids', 'description': '[N, 1]: one id in [0, V) a row', 'dtypes': ['int32', 'int64'], 'type_var': None, 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 1], 'optional': False, 'variadic': False, 'no_grad': True, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0, 'high': 'V', 'low_open': False, 'high_open': True}, 'broadcast': None, 'reduce': None}))
_TYPE_EMBEDDING__PADDING_IDX = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_embedding__padding_idx(raw: Any) -> Any:
    value = _TYPE_EMBEDDING__PADDING_IDX.coerce(raw)
    if value is UNSET:
        raise type_error('embedding', 'padding_idx', 'an int', raw)
    if not (value >= -1):
        raise constraint_error('embedding', 'padding_idx', 'at least -1', raw, 'at_least')
    return value
_TYPE_EMBEDDING__IS_SPARSE = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_embedding__is_sparse(raw: Any) -> Any:
    value = _TYPE_EMBEDDING__IS_SPARSE.coerce(raw)
    if value is UNSET:
        raise type_error('embedding', 'is_sparse', 'a bool', raw)
    return value


def validate_embedding_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of embedding, checked against its declaration."""
    for key in given:
        if key not in _EMBEDDING_ATTRIBUTES:
            raise unknown_argument_error('embedding', key, _EMBEDDING_ARGUMENTS)
    return {
        'padding_idx': _check_embedding__padding_idx(given['padding_idx']) if 'padding_idx' in given else -1,
        'is_sparse': _check_embedding__is_sparse(given['is_sparse']) if 'is_sparse' in given else False,
    }


def validate_embedding_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of embedding (TensorInfos), checked against its tensor metas."""
    check_inputs('embedding', _EMBEDDING_INPUTS, infos, _EMBEDDING_ARGUMENTS)


# --- embedding_grad (kernels/embedding.py) ---

_EMBEDDING_GRAD_ATTRIBUTES = ('padding_idx', 'is_sparse')
_EMBEDDING_GRAD_ARGUMENTS = ('W', 'Ids', 'Out@GRAD', 'padding_idx', 'is_sparse')
_EMBEDDING_GRAD_INPUTS = (TensorMeta.from_data({'name': 'W', 'description': '[V, D]: a row of D values for each of V ids', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['V', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Ids', 'description': '[N, 1]: one id in [0, V) a row', 'dtypes': ['int32', 'int64'], 'type_var': None, 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0, 'high': 'V', 'low_open': False, 'high_open': True}, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': "[N, D]: the picked rows, with Ids' sequence offsets", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_EMBEDDING_GRAD__PADDING_IDX = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_embedding_grad__padding_idx(raw: Any) -> Any:
    value = _TYPE_EMBEDDING_GRAD__PADDING_IDX.coerce(raw)
    if value is UNSET:
        raise type_error('embedding_grad', 'padding_idx', 'an int', raw)
    if not (value >= -1):
        raise constraint_error('embedding_grad', 'padding_idx', 'at least -1', raw, 'at_least')
    return value
_TYPE_EMBEDDING_GRAD__IS_SPARSE = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_embedding_grad__is_sparse(raw: Any) -> Any:
    value = _TYPE_EMBEDDING_GRAD__IS_SPARSE.coerce(raw)
    if value is UNSET:
        raise type_error('embedding_grad', 'is_sparse', 'a bool', raw)
    return value


def validate_embedding_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of embedding_grad, checked against its declaration."""
    for key in given:
        if key not in _EMBEDDING_GRAD_ATTRIBUTES:
            raise unknown_argument_error('embedding_grad', key, _EMBEDDING_GRAD_ARGUMENTS)
    return {
        'padding_idx': _check_embedding_grad__padding_idx(given['padding_idx']) if 'padding_idx' in given else -1,
        'is_sparse': _check_embedding_grad__is_sparse(given['is_sparse']) if 'is_sparse' in given else False,
    }


def validate_embedding_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of embedding_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('embedding_grad', _EMBEDDING_GRAD_INPUTS, infos, _EMBEDDING_GRAD_ARGUMENTS)


# --- eos (kernels/generation_ops.py) ---

_EOS_ATTRIBUTES = ('eos_id',)
_EOS_ARGUMENTS = ('X', 'eos_id')
_EOS_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[N, 1]: ids; the rows may be the steps of sequences', 'dtypes': ['int32', 'int64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_EOS__EOS_ID = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_eos__eos_id(raw: Any) -> Any:
    value = _TYPE_EOS__EOS_ID.coerce(raw)
    if value is UNSET:
        raise type_error('eos', 'eos_id', 'an int', raw)
    if not (0 <= value <= 2147483647):
        raise constraint_error('eos', 'eos_id', 'in range [0, 2147483647]', raw, 'in_range')
    return value


def validate_eos_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of eos, checked against its declaration."""
    for key in given:
        if key not in _EOS_ATTRIBUTES:
            raise unknown_argument_error('eos', key, _EOS_ARGUMENTS)
    return {
        'eos_id': _check_eos__eos_id(given['eos_id']) if given.get('eos_id') is not None else _missing('eos', 'eos_id'),
    }


def validate_eos_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of eos (TensorInfos), checked against its tensor metas."""
    check_inputs('eos', _EOS_INPUTS, infos, _EOS_ARGUMENTS)


# --- equal (kernels/compare.py) ---

_EQUAL_ATTRIBUTES = ()
_EQUAL_ARGUMENTS = ('X', 'Y')
_EQUAL_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': "a tensor of X's dtype that broadcasts with X", 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_equal_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of equal, checked against its declaration."""
    for key in given:
        if key not in _EQUAL_ATTRIBUTES:
            raise unknown_argument_error('equal', key, _EQUAL_ARGUMENTS)
    return {
    }


def validate_equal_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of equal (TensorInfos), checked against its tensor metas."""
    check_inputs('equal', _EQUAL_INPUTS, infos, _EQUAL_ARGUMENTS)


# --- erf (kernels/unary.py) ---

_ERF_ATTRIBUTES = ()
_ERF_ARGUMENTS = ('X',)
_ERF_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)


def validate_erf_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of erf, checked against its declaration."""
    for key in given:
        if key not in _ERF_ATTRIBUTES:
            raise unknown_argument_error('erf', key, _ERF_ARGUMENTS)
    return {
    }


def validate_erf_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of erf (TensorInfos), checked against its tensor metas."""
    check_inputs('erf', _ERF_INPUTS, infos, _ERF_ARGUMENTS)


# --- erf_grad (kernels/unary.py) ---

_ERF_GRAD_ATTRIBUTES = ()
_ERF_GRAD_ARGUMENTS = ('X', 'Out@GRAD')
_ERF_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_erf_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of erf_grad, checked against its declaration."""
    for key in given:
        if key not in _ERF_GRAD_ATTRIBUTES:
            raise unknown_argument_error('erf_grad', key, _ERF_GRAD_ARGUMENTS)
    return {
    }


def validate_erf_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of erf_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('erf_grad', _ERF_GRAD_INPUTS, infos, _ERF_GRAD_ARGUMENTS)


# --- error_clip (kernels/error_clip.py) ---

_ERROR_CLIP_ATTRIBUTES = ('threshold',)
_ERROR_CLIP_ARGUMENTS = ('X', 'threshold')
_ERROR_CLIP_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': "any float tensor (a layer's output)", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_ERROR_CLIP__THRESHOLD = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_error_clip__threshold(raw: Any) -> Any:
    value = _TYPE_ERROR_CLIP__THRESHOLD.coerce(raw)
    if value is UNSET:
        raise type_error('error_clip', 'threshold', 'a finite float', raw)
    if not (value > 0.0):
        raise constraint_error('error_clip', 'threshold', 'larger than 0.0', raw, 'larger_than')
    return value


def validate_error_clip_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of error_clip, checked against its declaration."""
    for key in given:
        if key not in _ERROR_CLIP_ATTRIBUTES:
            raise unknown_argument_error('error_clip', key, _ERROR_CLIP_ARGUMENTS)
    return {
        'threshold': _check_error_clip__threshold(given['threshold']) if 'threshold' in given else 100.0,
    }


def validate_error_clip_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of error_clip (TensorInfos), checked against its tensor metas."""
    check_inputs('error_clip', _ERROR_CLIP_INPUTS, infos, _ERROR_CLIP_ARGUMENTS)


# --- error_clip_grad (kernels/error_clip.py) ---

_ERROR_CLIP_GRAD_ATTRIBUTES = ('threshold',)
_ERROR_CLIP_GRAD_ARGUMENTS = ('X', 'Out@GRAD', 'threshold')
_ERROR_CLIP_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': "any float tensor (a layer's output)", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'X unchanged', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_ERROR_CLIP_GRAD__THRESHOLD = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_error_clip_grad__threshold(raw: Any) -> Any:
    value = _TYPE_ERROR_CLIP_GRAD__THRESHOLD.coerce(raw)
    if value is UNSET:
        raise type_error('error_clip_grad', 'threshold', 'a finite float', raw)
    if not (value > 0.0):
        raise constraint_error('error_clip_grad', 'threshold', 'larger than 0.0', raw, 'larger_than')
    return value


def validate_error_clip_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of error_clip_grad, checked against its declaration."""
    for key in given:
        if key not in _ERROR_CLIP_GRAD_ATTRIBUTES:
            raise unknown_argument_error('error_clip_grad', key, _ERROR_CLIP_GRAD_ARGUMENTS)
    return {
        'threshold': _check_error_clip_grad__threshold(given['threshold']) if 'threshold' in given else 100.0,
    }


def validate_error_clip_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of error_clip_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('error_clip_grad', _ERROR_CLIP_GRAD_INPUTS, infos, _ERROR_CLIP_GRAD_ARGUMENTS)


# --- exp (kernels/unary.py) ---

_EXP_ATTRIBUTES = ()
_EXP_ARGUMENTS = ('X',)
_EXP_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)


def validate_exp_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of exp, checked against its declaration."""
    for key in given:
        if key not in _EXP_ATTRIBUTES:
            raise unknown_argument_error('exp', key, _EXP_ARGUMENTS)
    return {
    }


def validate_exp_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of exp (TensorInfos), checked against its tensor metas."""
    check_inputs('exp', _EXP_INPUTS, infos, _EXP_ARGUMENTS)


# --- exp_grad (kernels/unary.py) ---

_EXP_GRAD_ATTRIBUTES = ()
_EXP_GRAD_ARGUMENTS = ('X', 'Out', 'Out@GRAD')
_EXP_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out', 'description': 'shaped like X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_exp_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of exp_grad, checked against its declaration."""
    for key in given:
        if key not in _EXP_GRAD_ATTRIBUTES:
            raise unknown_argument_error('exp_grad', key, _EXP_GRAD_ARGUMENTS)
    return {
    }


def validate_exp_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of exp_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('exp_grad', _EXP_GRAD_INPUTS, infos, _EXP_GRAD_ARGUMENTS)


# --- expand (kernels/shape.py) ---

_EXPAND_ATTRIBUTES = ('shape',)
_EXPAND_ARGUMENTS = ('X', 'shape')
_EXPAND_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor that broadcasts to shape', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_EXPAND__SHAPE = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_expand__shape(raw: Any) -> Any:
    value = _TYPE_EXPAND__SHAPE.coerce(raw)
    if value is UNSET:
        raise type_error('expand', 'shape', 'a list of int', raw)
    if not (1 <= len(value)):
        raise constraint_error('expand', 'shape', 'a list of length at least 1', raw, 'length')
    if not (all(x >= 0 for x in value)):
        raise constraint_error('expand', 'shape', 'at least 0', raw, 'at_least')
    return value


def validate_expand_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of expand, checked against its declaration."""
    for key in given:
        if key not in _EXPAND_ATTRIBUTES:
            raise unknown_argument_error('expand', key, _EXPAND_ARGUMENTS)
    return {
        'shape': _check_expand__shape(given['shape']) if given.get('shape') is not None else _missing('expand', 'shape'),
    }


def validate_expand_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of expand (TensorInfos), checked against its tensor metas."""
    check_inputs('expand', _EXPAND_INPUTS, infos, _EXPAND_ARGUMENTS)


# --- expand_grad (kernels/shape.py) ---

_EXPAND_GRAD_ATTRIBUTES = ('shape',)
_EXPAND_GRAD_ARGUMENTS = ('X', 'Out@GRAD', 'shape')
_EXPAND_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor that broadcasts to shape', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'X broadcast', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['...shape_'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_EXPAND_GRAD__SHAPE = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_expand_grad__shape(raw: Any) -> Any:
    value = _TYPE_EXPAND_GRAD__SHAPE.coerce(raw)
    if value is UNSET:
        raise type_error('expand_grad', 'shape', 'a list of int', raw)
    if not (1 <= len(value)):
        raise constraint_error('expand_grad', 'shape', 'a list of length at least 1', raw, 'length')
    if not (all(x >= 0 for x in value)):
        raise constraint_error('expand_grad', 'shape', 'at least 0', raw, 'at_least')
    return value


def validate_expand_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of expand_grad, checked against its declaration."""
    for key in given:
        if key not in _EXPAND_GRAD_ATTRIBUTES:
            raise unknown_argument_error('expand_grad', key, _EXPAND_GRAD_ARGUMENTS)
    return {
        'shape': _check_expand_grad__shape(given['shape']) if given.get('shape') is not None else _missing('expand_grad', 'shape'),
    }


def validate_expand_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of expand_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('expand_grad', _EXPAND_GRAD_INPUTS, infos, _EXPAND_GRAD_ARGUMENTS)


# --- fc (kernels/layers.py) ---

_FC_ATTRIBUTES = ('size', 'act', 'bias')
_FC_ARGUMENTS = ('input', 'size', 'act', 'bias')
_FC_INPUTS = (TensorMeta.from_data({'name': 'input', 'description': 'an [N, D] matrix; rows may be the steps of sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['batch', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_FC__SIZE = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_fc__size(raw: Any) -> Any:
    value = _TYPE_FC__SIZE.coerce(raw)
    if value is UNSET:
        raise type_error('fc', 'size', 'an int', raw)
    if not (value > 0):
        raise constraint_error('fc', 'size', 'larger than 0', raw, 'larger_than')
    return value
_TYPE_FC__ACT = AttrType.from_data({'kind': 'str', 'element': None, 'choices': None, 'finite': True})


def _check_fc__act(raw: Any) -> Any:
    value = _TYPE_FC__ACT.coerce(raw)
    if value is UNSET:
        raise type_error('fc', 'act', 'a str', raw)
    if not (value in ('linear', 'sigmoid', 'relu', 'tanh', 'softmax', 'sequence_softmax', 'exp', 'log', 'abs', 'square', 'sqrt', 'reciprocal', 'softsign', 'brelu', 'soft_relu', 'stanh')):
        raise constraint_error('fc', 'act', "one of ['linear', 'sigmoid', 'relu', 'tanh', 'softmax', 'sequence_softmax', 'exp', 'log', 'abs', 'square', 'sqrt', 'reciprocal', 'softsign', 'brelu', 'soft_relu', 'stanh']", raw, 'one_of')
    return value
_TYPE_FC__BIAS = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_fc__bias(raw: Any) -> Any:
    value = _TYPE_FC__BIAS.coerce(raw)
    if value is UNSET:
        raise type_error('fc', 'bias', 'a bool', raw)
    return value


def validate_fc_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of fc, checked against its declaration."""
    for key in given:
        if key not in _FC_ATTRIBUTES:
            raise unknown_argument_error('fc', key, _FC_ARGUMENTS)
    return {
        'size': _check_fc__size(given['size']) if given.get('size') is not None else _missing('fc', 'size'),
        'act': _check_fc__act(given['act']) if 'act' in given else 'linear',
        'bias': _check_fc__bias(given['bias']) if 'bias' in given else True,
    }


def validate_fc_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of fc (TensorInfos), checked against its tensor metas."""
    check_inputs('fc', _FC_INPUTS, infos, _FC_ARGUMENTS)


# --- fill_constant (kernels/init.py) ---

_FILL_CONSTANT_ATTRIBUTES = ('value', 'shape', 'dtype')
_FILL_CONSTANT_ARGUMENTS = ('value', 'shape', 'dtype')
_FILL_CONSTANT_INPUTS = ()
_TYPE_FILL_CONSTANT__VALUE = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_fill_constant__value(raw: Any) -> Any:
    value = _TYPE_FILL_CONSTANT__VALUE.coerce(raw)
    if value is UNSET:
        raise type_error('fill_constant', 'value', 'a finite float', raw)
    return value
_TYPE_FILL_CONSTANT__SHAPE = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_fill_constant__shape(raw: Any) -> Any:
    value = _TYPE_FILL_CONSTANT__SHAPE.coerce(raw)
    if value is UNSET:
        raise type_error('fill_constant', 'shape', 'a list of int', raw)
    if not (1 <= len(value)):
        raise constraint_error('fill_constant', 'shape', 'a list of length at least 1', raw, 'length')
    if not (all(x > 0 for x in value)):
        raise constraint_error('fill_constant', 'shape', 'larger than 0', raw, 'larger_than')
    return value
_TYPE_FILL_CONSTANT__DTYPE = AttrType.from_data({'kind': 'dtype', 'element': None, 'choices': None, 'finite': True})


def _check_fill_constant__dtype(raw: Any) -> Any:
    value = _TYPE_FILL_CONSTANT__DTYPE.coerce(raw)
    if value is UNSET:
        raise type_error('fill_constant', 'dtype', 'a dtype', raw)
    return value


def validate_fill_constant_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of fill_constant, checked against its declaration."""
    for key in given:
        if key not in _FILL_CONSTANT_ATTRIBUTES:
            raise unknown_argument_error('fill_constant', key, _FILL_CONSTANT_ARGUMENTS)
    return {
        'value': _check_fill_constant__value(given['value']) if 'value' in given else 0.0,
        'shape': _check_fill_constant__shape(given['shape']) if given.get('shape') is not None else _missing('fill_constant', 'shape'),
        'dtype': _check_fill_constant__dtype(given['dtype']) if 'dtype' in given else DataType.FLOAT32,
    }


def validate_fill_constant_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of fill_constant (TensorInfos), checked against its tensor metas."""
    check_inputs('fill_constant', _FILL_CONSTANT_INPUTS, infos, _FILL_CONSTANT_ARGUMENTS)


# --- fill_like (kernels/init.py) ---

_FILL_LIKE_ATTRIBUTES = ('value',)
_FILL_LIKE_ARGUMENTS = ('X', 'value')
_FILL_LIKE_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': "the tensor whose shape and dtype to copy (a sequence's too: the zero gradient of an unused sequence output)", 'dtypes': ['float16', 'float32', 'float64', 'int32', 'int64', 'uint8', 'bool', 'int8', 'int16', 'uint16', 'uint32', 'uint64', 'bfloat16', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_FILL_LIKE__VALUE = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_fill_like__value(raw: Any) -> Any:
    value = _TYPE_FILL_LIKE__VALUE.coerce(raw)
    if value is UNSET:
        raise type_error('fill_like', 'value', 'a finite float', raw)
    return value


def validate_fill_like_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of fill_like, checked against its declaration."""
    for key in given:
        if key not in _FILL_LIKE_ATTRIBUTES:
            raise unknown_argument_error('fill_like', key, _FILL_LIKE_ARGUMENTS)
    return {
        'value': _check_fill_like__value(given['value']) if 'value' in given else 0.0,
    }


def validate_fill_like_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of fill_like (TensorInfos), checked against its tensor metas."""
    check_inputs('fill_like', _FILL_LIKE_INPUTS, infos, _FILL_LIKE_ARGUMENTS)


# --- flatten (kernels/shape.py) ---

_FLATTEN_ATTRIBUTES = ('axis',)
_FLATTEN_ARGUMENTS = ('X', 'axis')
_FLATTEN_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'any tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_FLATTEN__AXIS = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_flatten__axis(raw: Any) -> Any:
    value = _TYPE_FLATTEN__AXIS.coerce(raw)
    if value is UNSET:
        raise type_error('flatten', 'axis', 'an int', raw)
    if not (0 <= value <= 64):
        raise constraint_error('flatten', 'axis', 'in range [0, 64]', raw, 'in_range')
    return value


def validate_flatten_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of flatten, checked against its declaration."""
    for key in given:
        if key not in _FLATTEN_ATTRIBUTES:
            raise unknown_argument_error('flatten', key, _FLATTEN_ARGUMENTS)
    return {
        'axis': _check_flatten__axis(given['axis']) if 'axis' in given else 1,
    }


def validate_flatten_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of flatten (TensorInfos), checked against its tensor metas."""
    check_inputs('flatten', _FLATTEN_INPUTS, infos, _FLATTEN_ARGUMENTS)


# --- flatten_grad (kernels/shape.py) ---

_FLATTEN_GRAD_ATTRIBUTES = ('axis',)
_FLATTEN_GRAD_ARGUMENTS = ('X', 'Out@GRAD', 'axis')
_FLATTEN_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'any tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'the [prod(X.shape[:axis]), prod(X.shape[axis:])] matrix', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': 2, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_FLATTEN_GRAD__AXIS = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_flatten_grad__axis(raw: Any) -> Any:
    value = _TYPE_FLATTEN_GRAD__AXIS.coerce(raw)
    if value is UNSET:
        raise type_error('flatten_grad', 'axis', 'an int', raw)
    if not (0 <= value <= 64):
        raise constraint_error('flatten_grad', 'axis', 'in range [0, 64]', raw, 'in_range')
    return value


def validate_flatten_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of flatten_grad, checked against its declaration."""
    for key in given:
        if key not in _FLATTEN_GRAD_ATTRIBUTES:
            raise unknown_argument_error('flatten_grad', key, _FLATTEN_GRAD_ARGUMENTS)
    return {
        'axis': _check_flatten_grad__axis(given['axis']) if 'axis' in given else 1,
    }


def validate_flatten_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of flatten_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('flatten_grad', _FLATTEN_GRAD_INPUTS, infos, _FLATTEN_GRAD_ARGUMENTS)


# --- floor (kernels/unary.py) ---

_FLOOR_ATTRIBUTES = ()
_FLOOR_ARGUMENTS = ('X',)
_FLOOR_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)


def validate_floor_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of floor, checked against its declaration."""
    for key in given:
        if key not in _FLOOR_ATTRIBUTES:
            raise unknown_argument_error('floor', key, _FLOOR_ARGUMENTS)
    return {
    }


def validate_floor_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of floor (TensorInfos), checked against its tensor metas."""
    check_inputs('floor', _FLOOR_INPUTS, infos, _FLOOR_ARGUMENTS)


# --- from_sequences (kernels/sequence_dense.py) ---

_FROM_SEQUENCES_ATTRIBUTES = ('steps',)
_FROM_SEQUENCES_ARGUMENTS = ('X', 'steps')
_FROM_SEQUENCES_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[S * T, D]: S sequences of T steps each (their offsets, if any, are not read)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['R', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_FROM_SEQUENCES__STEPS = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_from_sequences__steps(raw: Any) -> Any:
    value = _TYPE_FROM_SEQUENCES__STEPS.coerce(raw)
    if value is UNSET:
        raise type_error('from_sequences', 'steps', 'an int', raw)
    if not (value >= 1):
        raise constraint_error('from_sequences', 'steps', 'at least 1', raw, 'at_least')
    return value


def validate_from_sequences_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of from_sequences, checked against its declaration."""
    for key in given:
        if key not in _FROM_SEQUENCES_ATTRIBUTES:
            raise unknown_argument_error('from_sequences', key, _FROM_SEQUENCES_ARGUMENTS)
    return {
        'steps': _check_from_sequences__steps(given['steps']) if given.get('steps') is not None else _missing('from_sequences', 'steps'),
    }


def validate_from_sequences_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of from_sequences (TensorInfos), checked against its tensor metas."""
    check_inputs('from_sequences', _FROM_SEQUENCES_INPUTS, infos, _FROM_SEQUENCES_ARGUMENTS)


# --- from_sequences_grad (kernels/sequence_dense.py) ---

_FROM_SEQUENCES_GRAD_ATTRIBUTES = ('steps',)
_FROM_SEQUENCES_GRAD_ARGUMENTS = ('X', 'Out@GRAD', 'steps')
_FROM_SEQUENCES_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[S * T, D]: S sequences of T steps each (their offsets, if any, are not read)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['R', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': '[S, T, D]', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': 3, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_FROM_SEQUENCES_GRAD__STEPS = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_from_sequences_grad__steps(raw: Any) -> Any:
    value = _TYPE_FROM_SEQUENCES_GRAD__STEPS.coerce(raw)
    if value is UNSET:
        raise type_error('from_sequences_grad', 'steps', 'an int', raw)
    if not (value >= 1):
        raise constraint_error('from_sequences_grad', 'steps', 'at least 1', raw, 'at_least')
    return value


def validate_from_sequences_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of from_sequences_grad, checked against its declaration."""
    for key in given:
        if key not in _FROM_SEQUENCES_GRAD_ATTRIBUTES:
            raise unknown_argument_error('from_sequences_grad', key, _FROM_SEQUENCES_GRAD_ARGUMENTS)
    return {
        'steps': _check_from_sequences_grad__steps(given['steps']) if given.get('steps') is not None else _missing('from_sequences_grad', 'steps'),
    }


def validate_from_sequences_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of from_sequences_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('from_sequences_grad', _FROM_SEQUENCES_GRAD_INPUTS, infos, _FROM_SEQUENCES_GRAD_ARGUMENTS)


# --- gather (kernels/indexing.py) ---

_GATHER_ATTRIBUTES = ()
_GATHER_ARGUMENTS = ('X', 'Index')
_GATHER_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor of N rows', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['N', '...R'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Index', 'description': 'row indexes of X, in [0, N)', 'dtypes': ['int32', 'int64'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': ['K'], 'optional': False, 'variadic': False, 'no_grad': True, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0, 'high': 'N', 'low_open': False, 'high_open': True}, 'broadcast': None, 'reduce': None}))


def validate_gather_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of gather, checked against its declaration."""
    for key in given:
        if key not in _GATHER_ATTRIBUTES:
            raise unknown_argument_error('gather', key, _GATHER_ARGUMENTS)
    return {
    }


def validate_gather_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of gather (TensorInfos), checked against its tensor metas."""
    check_inputs('gather', _GATHER_INPUTS, infos, _GATHER_ARGUMENTS)


# --- gather_elements (kernels/onnx_tensor.py) ---

_GATHER_ELEMENTS_ATTRIBUTES = ('axis',)
_GATHER_ELEMENTS_ARGUMENTS = ('X', 'Index', 'axis')
_GATHER_ELEMENTS_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Index', 'description': "indexes along `axis` in [-n, n) (negative from the end), of X's rank, no larger than X along the other axes", 'dtypes': ['int32', 'int64'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': ['...I'], 'optional': False, 'variadic': False, 'no_grad': True, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_GATHER_ELEMENTS__AXIS = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_gather_elements__axis(raw: Any) -> Any:
    value = _TYPE_GATHER_ELEMENTS__AXIS.coerce(raw)
    if value is UNSET:
        raise type_error('gather_elements', 'axis', 'an int', raw)
    if not (-32 <= value <= 31):
        raise constraint_error('gather_elements', 'axis', 'in range [-32, 31]', raw, 'in_range')
    return value


def validate_gather_elements_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of gather_elements, checked against its declaration."""
    for key in given:
        if key not in _GATHER_ELEMENTS_ATTRIBUTES:
            raise unknown_argument_error('gather_elements', key, _GATHER_ELEMENTS_ARGUMENTS)
    return {
        'axis': _check_gather_elements__axis(given['axis']) if 'axis' in given else 0,
    }


def validate_gather_elements_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of gather_elements (TensorInfos), checked against its tensor metas."""
    check_inputs('gather_elements', _GATHER_ELEMENTS_INPUTS, infos, _GATHER_ELEMENTS_ARGUMENTS)


# --- gather_elements_grad (kernels/onnx_tensor.py) ---

_GATHER_ELEMENTS_GRAD_ATTRIBUTES = ('axis',)
_GATHER_ELEMENTS_GRAD_ARGUMENTS = ('X', 'Index', 'Out@GRAD', 'axis')
_GATHER_ELEMENTS_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Index', 'description': "indexes along `axis` in [-n, n) (negative from the end), of X's rank, no larger than X along the other axes", 'dtypes': ['int32', 'int64'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': ['...I'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like Index', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['...I'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_GATHER_ELEMENTS_GRAD__AXIS = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_gather_elements_grad__axis(raw: Any) -> Any:
    value = _TYPE_GATHER_ELEMENTS_GRAD__AXIS.coerce(raw)
    if value is UNSET:
        raise type_error('gather_elements_grad', 'axis', 'an int', raw)
    if not (-32 <= value <= 31):
        raise constraint_error('gather_elements_grad', 'axis', 'in range [-32, 31]', raw, 'in_range')
    return value


def validate_gather_elements_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of gather_elements_grad, checked against its declaration."""
    for key in given:
        if key not in _GATHER_ELEMENTS_GRAD_ATTRIBUTES:
            raise unknown_argument_error('gather_elements_grad', key, _GATHER_ELEMENTS_GRAD_ARGUMENTS)
    return {
        'axis': _check_gather_elements_grad__axis(given['axis']) if 'axis' in given else 0,
    }


def validate_gather_elements_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of gather_elements_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('gather_elements_grad', _GATHER_ELEMENTS_GRAD_INPUTS, infos, _GATHER_ELEMENTS_GRAD_ARGUMENTS)


# --- gather_grad (kernels/indexing.py) ---

_GATHER_GRAD_ATTRIBUTES = ()
_GATHER_GRAD_ARGUMENTS = ('X', 'Index', 'Out@GRAD')
_GATHER_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor of N rows', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['N', '...R'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Index', 'description': 'row indexes of X, in [0, N)', 'dtypes': ['int32', 'int64'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': ['K'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0, 'high': 'N', 'low_open': False, 'high_open': True}, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'the K rows', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['K', '...R'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_gather_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of gather_grad, checked against its declaration."""
    for key in given:
        if key not in _GATHER_GRAD_ATTRIBUTES:
            raise unknown_argument_error('gather_grad', key, _GATHER_GRAD_ARGUMENTS)
    return {
    }


def validate_gather_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of gather_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('gather_grad', _GATHER_GRAD_INPUTS, infos, _GATHER_GRAD_ARGUMENTS)


# --- gather_nd (kernels/onnx_index.py) ---

_GATHER_ND_ATTRIBUTES = ('batch_dims',)
_GATHER_ND_ARGUMENTS = ('X', 'Index', 'batch_dims')
_GATHER_ND_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64', 'int32', 'int64', 'bool'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Index', 'description': "[..., k] tuples of indexes into X's axes batch_dims .. batch_dims + k (negative from the end)", 'dtypes': ['int64', 'int32'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': True, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_GATHER_ND__BATCH_DIMS = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_gather_nd__batch_dims(raw: Any) -> Any:
    value = _TYPE_GATHER_ND__BATCH_DIMS.coerce(raw)
    if value is UNSET:
        raise type_error('gather_nd', 'batch_dims', 'an int', raw)
    if not (0 <= value <= 3):
        raise constraint_error('gather_nd', 'batch_dims', 'in range [0, 3]', raw, 'in_range')
    return value


def validate_gather_nd_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of gather_nd, checked against its declaration."""
    for key in given:
        if key not in _GATHER_ND_ATTRIBUTES:
            raise unknown_argument_error('gather_nd', key, _GATHER_ND_ARGUMENTS)
    return {
        'batch_dims': _check_gather_nd__batch_dims(given['batch_dims']) if 'batch_dims' in given else 0,
    }


def validate_gather_nd_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of gather_nd (TensorInfos), checked against its tensor metas."""
    check_inputs('gather_nd', _GATHER_ND_INPUTS, infos, _GATHER_ND_ARGUMENTS)


# --- gather_nd_grad (kernels/onnx_index.py) ---

_GATHER_ND_GRAD_ATTRIBUTES = ('batch_dims',)
_GATHER_ND_GRAD_ARGUMENTS = ('X', 'Index', 'Out@GRAD', 'batch_dims')
_GATHER_ND_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64', 'int32', 'int64', 'bool'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Index', 'description': "[..., k] tuples of indexes into X's axes batch_dims .. batch_dims + k (negative from the end)", 'dtypes': ['int64', 'int32'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': '[*Index.shape[:-1], *X.shape[batch_dims + k:]]', 'dtypes': ['float32', 'float64', 'int32', 'int64', 'bool'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_GATHER_ND_GRAD__BATCH_DIMS = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_gather_nd_grad__batch_dims(raw: Any) -> Any:
    value = _TYPE_GATHER_ND_GRAD__BATCH_DIMS.coerce(raw)
    if value is UNSET:
        raise type_error('gather_nd_grad', 'batch_dims', 'an int', raw)
    if not (0 <= value <= 3):
        raise constraint_error('gather_nd_grad', 'batch_dims', 'in range [0, 3]', raw, 'in_range')
    return value


def validate_gather_nd_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of gather_nd_grad, checked against its declaration."""
    for key in given:
        if key not in _GATHER_ND_GRAD_ATTRIBUTES:
            raise unknown_argument_error('gather_nd_grad', key, _GATHER_ND_GRAD_ARGUMENTS)
    return {
        'batch_dims': _check_gather_nd_grad__batch_dims(given['batch_dims']) if 'batch_dims' in given else 0,
    }


def validate_gather_nd_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of gather_nd_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('gather_nd_grad', _GATHER_ND_GRAD_INPUTS, infos, _GATHER_ND_GRAD_ARGUMENTS)


# --- gaussian_random (kernels/init.py) ---

_GAUSSIAN_RANDOM_ATTRIBUTES = ('mean', 'std', 'seed', 'shape', 'dtype')
_GAUSSIAN_RANDOM_ARGUMENTS = ('mean', 'std', 'seed', 'shape', 'dtype')
_GAUSSIAN_RANDOM_INPUTS = ()
_TYPE_GAUSSIAN_RANDOM__MEAN = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_gaussian_random__mean(raw: Any) -> Any:
    value = _TYPE_GAUSSIAN_RANDOM__MEAN.coerce(raw)
    if value is UNSET:
        raise type_error('gaussian_random', 'mean', 'a finite float', raw)
    return value
_TYPE_GAUSSIAN_RANDOM__STD = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_gaussian_random__std(raw: Any) -> Any:
    value = _TYPE_GAUSSIAN_RANDOM__STD.coerce(raw)
    if value is UNSET:
        raise type_error('gaussian_random', 'std', 'a finite float', raw)
    if not (value > 0.0):
        raise constraint_error('gaussian_random', 'std', 'larger than 0.0', raw, 'larger_than')
    return value
_TYPE_GAUSSIAN_RANDOM__SEED = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_gaussian_random__seed(raw: Any) -> Any:
    value = _TYPE_GAUSSIAN_RANDOM__SEED.coerce(raw)
    if value is UNSET:
        raise type_error('gaussian_random', 'seed', 'an int', raw)
    if not (value >= 0):
        raise constraint_error('gaussian_random', 'seed', 'at least 0', raw, 'at_least')
    return value
_TYPE_GAUSSIAN_RANDOM__SHAPE = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_gaussian_random__shape(raw: Any) -> Any:
    value = _TYPE_GAUSSIAN_RANDOM__SHAPE.coerce(raw)
    if value is UNSET:
        raise type_error('gaussian_random', 'shape', 'a list of int', raw)
    if not (1 <= len(value)):
        raise constraint_error('gaussian_random', 'shape', 'a list of length at least 1', raw, 'length')
    if not (all(x > 0 for x in value)):
        raise constraint_error('gaussian_random', 'shape', 'larger than 0', raw, 'larger_than')
    return value
_TYPE_GAUSSIAN_RANDOM__DTYPE = AttrType.from_data({'kind': 'dtype', 'element': None, 'choices': None, 'finite': True})


def _check_gaussian_random__dtype(raw: Any) -> Any:
    value = _TYPE_GAUSSIAN_RANDOM__DTYPE.coerce(raw)
    if value is UNSET:
        raise type_error('gaussian_random', 'dtype', 'a dtype', raw)
    return value


def validate_gaussian_random_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of gaussian_random, checked against its declaration."""
    for key in given:
        if key not in _GAUSSIAN_RANDOM_ATTRIBUTES:
            raise unknown_argument_error('gaussian_random', key, _GAUSSIAN_RANDOM_ARGUMENTS)
    return {
        'mean': _check_gaussian_random__mean(given['mean']) if 'mean' in given else 0.0,
        'std': _check_gaussian_random__std(given['std']) if 'std' in given else 1.0,
        'seed': _check_gaussian_random__seed(given['seed']) if 'seed' in given else 0,
        'shape': _check_gaussian_random__shape(given['shape']) if given.get('shape') is not None else _missing('gaussian_random', 'shape'),
        'dtype': _check_gaussian_random__dtype(given['dtype']) if 'dtype' in given else DataType.FLOAT32,
    }


def validate_gaussian_random_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of gaussian_random (TensorInfos), checked against its tensor metas."""
    check_inputs('gaussian_random', _GAUSSIAN_RANDOM_INPUTS, infos, _GAUSSIAN_RANDOM_ARGUMENTS)


# --- gelu (kernels/activation.py) ---

_GELU_ATTRIBUTES = ('approximate',)
_GELU_ARGUMENTS = ('X', 'approximate')
_GELU_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor of any shape', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_GELU__APPROXIMATE = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_gelu__approximate(raw: Any) -> Any:
    value = _TYPE_GELU__APPROXIMATE.coerce(raw)
    if value is UNSET:
        raise type_error('gelu', 'approximate', 'a bool', raw)
    return value


def validate_gelu_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of gelu, checked against its declaration."""
    for key in given:
        if key not in _GELU_ATTRIBUTES:
            raise unknown_argument_error('gelu', key, _GELU_ARGUMENTS)
    return {
        'approximate': _check_gelu__approximate(given['approximate']) if 'approximate' in given else False,
    }


def validate_gelu_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of gelu (TensorInfos), checked against its tensor metas."""
    check_inputs('gelu', _GELU_INPUTS, infos, _GELU_ARGUMENTS)


# --- gelu_grad (kernels/activation.py) ---

_GELU_GRAD_ATTRIBUTES = ('approximate',)
_GELU_GRAD_ARGUMENTS = ('X', 'Out@GRAD', 'approximate')
_GELU_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor of any shape', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_GELU_GRAD__APPROXIMATE = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_gelu_grad__approximate(raw: Any) -> Any:
    value = _TYPE_GELU_GRAD__APPROXIMATE.coerce(raw)
    if value is UNSET:
        raise type_error('gelu_grad', 'approximate', 'a bool', raw)
    return value


def validate_gelu_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of gelu_grad, checked against its declaration."""
    for key in given:
        if key not in _GELU_GRAD_ATTRIBUTES:
            raise unknown_argument_error('gelu_grad', key, _GELU_GRAD_ARGUMENTS)
    return {
        'approximate': _check_gelu_grad__approximate(given['approximate']) if 'approximate' in given else False,
    }


def validate_gelu_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of gelu_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('gelu_grad', _GELU_GRAD_INPUTS, infos, _GELU_GRAD_ARGUMENTS)


# --- greater (kernels/compare.py) ---

_GREATER_ATTRIBUTES = ()
_GREATER_ARGUMENTS = ('X', 'Y')
_GREATER_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': "a tensor of X's dtype that broadcasts with X", 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_greater_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of greater, checked against its declaration."""
    for key in given:
        if key not in _GREATER_ATTRIBUTES:
            raise unknown_argument_error('greater', key, _GREATER_ARGUMENTS)
    return {
    }


def validate_greater_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of greater (TensorInfos), checked against its tensor metas."""
    check_inputs('greater', _GREATER_INPUTS, infos, _GREATER_ARGUMENTS)


# --- greater_equal (kernels/compare.py) ---

_GREATER_EQUAL_ATTRIBUTES = ()
_GREATER_EQUAL_ARGUMENTS = ('X', 'Y')
_GREATER_EQUAL_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': "a tensor of X's dtype that broadcasts with X", 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_greater_equal_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of greater_equal, checked against its declaration."""
    for key in given:
        if key not in _GREATER_EQUAL_ATTRIBUTES:
            raise unknown_argument_error('greater_equal', key, _GREATER_EQUAL_ARGUMENTS)
    return {
    }


def validate_greater_equal_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of greater_equal (TensorInfos), checked against its tensor metas."""
    check_inputs('greater_equal', _GREATER_EQUAL_INPUTS, infos, _GREATER_EQUAL_ARGUMENTS)


# --- gru (kernels/gru.py) ---

_GRU_ATTRIBUTES = ('reverse', 'gate_act', 'candidate_act')
_GRU_ARGUMENTS = ('Input', 'Weight', 'Bias', 'H0', 'reverse', 'gate_act', 'candidate_act')
_GRU_INPUTS = (TensorMeta.from_data({'name': 'Input', 'description': '[T, 3H]: the steps of the sequences, projected (an fc of size 3H, no activation)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 'G'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Weight', 'description': '[H, 3H]: the hidden-to-hidden weights, columns in the gate order r, z, n', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['H', 'G'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Bias', 'description': "[3H]: added to every step's input projection", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['G'], 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'H0', 'description': "[sequences, H]: each sequence's initial hidden state (zeros if not given)", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['S', 'H'], 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_GRU__REVERSE = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_gru__reverse(raw: Any) -> Any:
    value = _TYPE_GRU__REVERSE.coerce(raw)
    if value is UNSET:
        raise type_error('gru', 'reverse', 'a bool', raw)
    return value
_TYPE_GRU__GATE_ACT = AttrType.from_data({'kind': 'str', 'element': None, 'choices': None, 'finite': True})


def _check_gru__gate_act(raw: Any) -> Any:
    value = _TYPE_GRU__GATE_ACT.coerce(raw)
    if value is UNSET:
        raise type_error('gru', 'gate_act', 'a str', raw)
    if not (value in ('linear', 'sigmoid', 'tanh', 'relu')):
        raise constraint_error('gru', 'gate_act', "one of ['linear', 'sigmoid', 'tanh', 'relu']", raw, 'one_of')
    return value
_TYPE_GRU__CANDIDATE_ACT = AttrType.from_data({'kind': 'str', 'element': None, 'choices': None, 'finite': True})


def _check_gru__candidate_act(raw: Any) -> Any:
    value = _TYPE_GRU__CANDIDATE_ACT.coerce(raw)
    if value is UNSET:
        raise type_error('gru', 'candidate_act', 'a str', raw)
    if not (value in ('linear', 'sigmoid', 'tanh', 'relu')):
        raise constraint_error('gru', 'candidate_act', "one of ['linear', 'sigmoid', 'tanh', 'relu']", raw, 'one_of')
    return value


def validate_gru_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of gru, checked against its declaration."""
    for key in given:
        if key not in _GRU_ATTRIBUTES:
            raise unknown_argument_error('gru', key, _GRU_ARGUMENTS)
    return {
        'reverse': _check_gru__reverse(given['reverse']) if 'reverse' in given else False,
        'gate_act': _check_gru__gate_act(given['gate_act']) if 'gate_act' in given else 'sigmoid',
        'candidate_act': _check_gru__candidate_act(given['candidate_act']) if 'candidate_act' in given else 'tanh',
    }


def validate_gru_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of gru (TensorInfos), checked against its tensor metas."""
    check_inputs('gru', _GRU_INPUTS, infos, _GRU_ARGUMENTS)


# --- gru_grad (kernels/gru.py) ---

_GRU_GRAD_ATTRIBUTES = ('reverse', 'gate_act', 'candidate_act')
_GRU_GRAD_ARGUMENTS = ('Input', 'Weight', 'Bias', 'H0', 'Hidden', 'Gates', 'Projection', 'Hidden@GRAD', 'Gates@GRAD', 'Projection@GRAD', 'reverse', 'gate_act', 'candidate_act')
_GRU_GRAD_INPUTS = (TensorMeta.from_data({'name': 'Input', 'description': '[T, 3H]: the steps of the sequences, projected (an fc of size 3H, no activation)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 'G'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Weight', 'description': '[H, 3H]: the hidden-to-hidden weights, columns in the gate order r, z, n', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['H', 'G'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Bias', 'description': "[3H]: added to every step's input projection", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['G'], 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'H0', 'description': "[sequences, H]: each sequence's initial hidden state (zeros if not given)", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['S', 'H'], 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Hidden', 'description': "[T, H]: the hidden state after each step, with Input's offsets", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 'H'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Gates', 'description': '[T, 3H]: the activated r, z, n of each step (kept for the gradient)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 'G'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Projection', 'description': "[T, H]: hn = H_{t-1} @ Weight's last H columns at each step (kept for the gradient)", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 'H'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Hidden@GRAD', 'description': "[T, H]: the hidden state after each step, with Input's offsets", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['T', 'H'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Gates@GRAD', 'description': '[T, 3H]: the activated r, z, n of each step (kept for the gradient)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['T', 'G'], 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Projection@GRAD', 'description': "[T, H]: hn = H_{t-1} @ Weight's last H columns at each step (kept for the gradient)", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['T', 'H'], 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_GRU_GRAD__REVERSE = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_gru_grad__reverse(raw: Any) -> Any:
    value = _TYPE_GRU_GRAD__REVERSE.coerce(raw)
    if value is UNSET:
        raise type_error('gru_grad', 'reverse', 'a bool', raw)
    return value
_TYPE_GRU_GRAD__GATE_ACT = AttrType.from_data({'kind': 'str', 'element': None, 'choices': None, 'finite': True})


def _check_gru_grad__gate_act(raw: Any) -> Any:
    value = _TYPE_GRU_GRAD__GATE_ACT.coerce(raw)
    if value is UNSET:
        raise type_error('gru_grad', 'gate_act', 'a str', raw)
    if not (value in ('linear', 'sigmoid', 'tanh', 'relu')):
        raise constraint_error('gru_grad', 'gate_act', "one of ['linear', 'sigmoid', 'tanh', 'relu']", raw, 'one_of')
    return value
_TYPE_GRU_GRAD__CANDIDATE_ACT = AttrType.from_data({'kind': 'str', 'element': None, 'choices': None, 'finite': True})


def _check_gru_grad__candidate_act(raw: Any) -> Any:
    value = _TYPE_GRU_GRAD__CANDIDATE_ACT.coerce(raw)
    if value is UNSET:
        raise type_error('gru_grad', 'candidate_act', 'a str', raw)
    if not (value in ('linear', 'sigmoid', 'tanh', 'relu')):
        raise constraint_error('gru_grad', 'candidate_act', "one of ['linear', 'sigmoid', 'tanh', 'relu']", raw, 'one_of')
    return value


def validate_gru_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of gru_grad, checked against its declaration."""
    for key in given:
        if key not in _GRU_GRAD_ATTRIBUTES:
            raise unknown_argument_error('gru_grad', key, _GRU_GRAD_ARGUMENTS)
    return {
        'reverse': _check_gru_grad__reverse(given['reverse']) if 'reverse' in given else False,
        'gate_act': _check_gru_grad__gate_act(given['gate_act']) if 'gate_act' in given else 'sigmoid',
        'candidate_act': _check_gru_grad__candidate_act(given['candidate_act']) if 'candidate_act' in given else 'tanh',
    }


def validate_gru_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of gru_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('gru_grad', _GRU_GRAD_INPUTS, infos, _GRU_GRAD_ARGUMENTS)


# --- gru_unit (kernels/rnn_units.py) ---

_GRU_UNIT_ATTRIBUTES = ()
_GRU_UNIT_ARGUMENTS = ('X', 'H_prev', 'Weight', 'Bias')
_GRU_UNIT_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[N, 3H]: the input projection, in the order r, z, n', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'G'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'H_prev', 'description': "[N, H]: the previous step's hidden state", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'H'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Weight', 'description': '[H, 3H]: the hidden-to-hidden weights, columns in the order r, z, n', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['H', 'G'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Bias', 'description': '[3H]: added to X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['G'], 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_gru_unit_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of gru_unit, checked against its declaration."""
    for key in given:
        if key not in _GRU_UNIT_ATTRIBUTES:
            raise unknown_argument_error('gru_unit', key, _GRU_UNIT_ARGUMENTS)
    return {
    }


def validate_gru_unit_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of gru_unit (TensorInfos), checked against its tensor metas."""
    check_inputs('gru_unit', _GRU_UNIT_INPUTS, infos, _GRU_UNIT_ARGUMENTS)


# --- gru_unit_grad (kernels/rnn_units.py) ---

_GRU_UNIT_GRAD_ATTRIBUTES = ()
_GRU_UNIT_GRAD_ARGUMENTS = ('X', 'H_prev', 'Weight', 'Bias', 'Hidden@GRAD')
_GRU_UNIT_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[N, 3H]: the input projection, in the order r, z, n', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'G'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'H_prev', 'description': "[N, H]: the previous step's hidden state", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'H'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Weight', 'description': '[H, 3H]: the hidden-to-hidden weights, columns in the order r, z, n', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['H', 'G'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Bias', 'description': '[3H]: added to X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['G'], 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Hidden@GRAD', 'description': '[N, H]: the new hidden state', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'H'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_gru_unit_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of gru_unit_grad, checked against its declaration."""
    for key in given:
        if key not in _GRU_UNIT_GRAD_ATTRIBUTES:
            raise unknown_argument_error('gru_unit_grad', key, _GRU_UNIT_GRAD_ARGUMENTS)
    return {
    }


def validate_gru_unit_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of gru_unit_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('gru_unit_grad', _GRU_UNIT_GRAD_INPUTS, infos, _GRU_UNIT_GRAD_ARGUMENTS)


# --- grumemory (kernels/_recurrence.py) ---

_GRUMEMORY_ATTRIBUTES = ('size', 'reverse', 'bias', 'gate_act', 'candidate_act')
_GRUMEMORY_ARGUMENTS = ('input', 'size', 'reverse', 'bias', 'gate_act', 'candidate_act')
_GRUMEMORY_INPUTS = (TensorMeta.from_data({'name': 'input', 'description': '[T, 3 * size]: the projected steps of the sequences (an fc of size 3 * size, linear, no bias)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 'G'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_GRUMEMORY__SIZE = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_grumemory__size(raw: Any) -> Any:
    value = _TYPE_GRUMEMORY__SIZE.coerce(raw)
    if value is UNSET:
        raise type_error('grumemory', 'size', 'an int', raw)
    if not (value >= 0):
        raise constraint_error('grumemory', 'size', 'at least 0', raw, 'at_least')
    return value
_TYPE_GRUMEMORY__REVERSE = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_grumemory__reverse(raw: Any) -> Any:
    value = _TYPE_GRUMEMORY__REVERSE.coerce(raw)
    if value is UNSET:
        raise type_error('grumemory', 'reverse', 'a bool', raw)
    return value
_TYPE_GRUMEMORY__BIAS = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_grumemory__bias(raw: Any) -> Any:
    value = _TYPE_GRUMEMORY__BIAS.coerce(raw)
    if value is UNSET:
        raise type_error('grumemory', 'bias', 'a bool', raw)
    return value
_TYPE_GRUMEMORY__GATE_ACT = AttrType.from_data({'kind': 'str', 'element': None, 'choices': None, 'finite': True})


def _check_grumemory__gate_act(raw: Any) -> Any:
    value = _TYPE_GRUMEMORY__GATE_ACT.coerce(raw)
    if value is UNSET:
        raise type_error('grumemory', 'gate_act', 'a str', raw)
    if not (value in ('linear', 'sigmoid', 'tanh', 'relu')):
        raise constraint_error('grumemory', 'gate_act', "one of ['linear', 'sigmoid', 'tanh', 'relu']", raw, 'one_of')
    return value
_TYPE_GRUMEMORY__CANDIDATE_ACT = AttrType.from_data({'kind': 'str', 'element': None, 'choices': None, 'finite': True})


def _check_grumemory__candidate_act(raw: Any) -> Any:
    value = _TYPE_GRUMEMORY__CANDIDATE_ACT.coerce(raw)
    if value is UNSET:
        raise type_error('grumemory', 'candidate_act', 'a str', raw)
    if not (value in ('linear', 'sigmoid', 'tanh', 'relu')):
        raise constraint_error('grumemory', 'candidate_act', "one of ['linear', 'sigmoid', 'tanh', 'relu']", raw, 'one_of')
    return value


def validate_grumemory_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of grumemory, checked against its declaration."""
    for key in given:
        if key not in _GRUMEMORY_ATTRIBUTES:
            raise unknown_argument_error('grumemory', key, _GRUMEMORY_ARGUMENTS)
    return {
        'size': _check_grumemory__size(given['size']) if 'size' in given else 0,
        'reverse': _check_grumemory__reverse(given['reverse']) if 'reverse' in given else False,
        'bias': _check_grumemory__bias(given['bias']) if 'bias' in given else True,
        'gate_act': _check_grumemory__gate_act(given['gate_act']) if 'gate_act' in given else 'sigmoid',
        'candidate_act': _check_grumemory__candidate_act(given['candidate_act']) if 'candidate_act' in given else 'tanh',
    }


def validate_grumemory_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of grumemory (TensorInfos), checked against its tensor metas."""
    check_inputs('grumemory', _GRUMEMORY_INPUTS, infos, _GRUMEMORY_ARGUMENTS)


# --- hard_sigmoid (kernels/cpp/hard_sigmoid_op.cc) ---

_HARD_SIGMOID_ATTRIBUTES = ('slope', 'offset')
_HARD_SIGMOID_ARGUMENTS = ('X', 'slope', 'offset')
_HARD_SIGMOID_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a float32 or float64 tensor of any shape', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_HARD_SIGMOID__SLOPE = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_hard_sigmoid__slope(raw: Any) -> Any:
    value = _TYPE_HARD_SIGMOID__SLOPE.coerce(raw)
    if value is UNSET:
        raise type_error('hard_sigmoid', 'slope', 'a finite float', raw)
    return value
_TYPE_HARD_SIGMOID__OFFSET = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_hard_sigmoid__offset(raw: Any) -> Any:
    value = _TYPE_HARD_SIGMOID__OFFSET.coerce(raw)
    if value is UNSET:
        raise type_error('hard_sigmoid', 'offset', 'a finite float', raw)
    return value


def validate_hard_sigmoid_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of hard_sigmoid, checked against its declaration."""
    for key in given:
        if key not in _HARD_SIGMOID_ATTRIBUTES:
            raise unknown_argument_error('hard_sigmoid', key, _HARD_SIGMOID_ARGUMENTS)
    return {
        'slope': _check_hard_sigmoid__slope(given['slope']) if 'slope' in given else 0.2,
        'offset': _check_hard_sigmoid__offset(given['offset']) if 'offset' in given else 0.5,
    }


def validate_hard_sigmoid_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of hard_sigmoid (TensorInfos), checked against its tensor metas."""
    check_inputs('hard_sigmoid', _HARD_SIGMOID_INPUTS, infos, _HARD_SIGMOID_ARGUMENTS)


# --- hard_sigmoid_grad (kernels/cpp/hard_sigmoid_op.cc) ---

_HARD_SIGMOID_GRAD_ATTRIBUTES = ('slope', 'offset')
_HARD_SIGMOID_GRAD_ARGUMENTS = ('X', 'Out@GRAD', 'slope', 'offset')
_HARD_SIGMOID_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a float32 or float64 tensor of any shape', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X, each value in [0, 1]', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_HARD_SIGMOID_GRAD__SLOPE = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_hard_sigmoid_grad__slope(raw: Any) -> Any:
    value = _TYPE_HARD_SIGMOID_GRAD__SLOPE.coerce(raw)
    if value is UNSET:
        raise type_error('hard_sigmoid_grad', 'slope', 'a finite float', raw)
    return value
_TYPE_HARD_SIGMOID_GRAD__OFFSET = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_hard_sigmoid_grad__offset(raw: Any) -> Any:
    value = _TYPE_HARD_SIGMOID_GRAD__OFFSET.coerce(raw)
    if value is UNSET:
        raise type_error('hard_sigmoid_grad', 'offset', 'a finite float', raw)
    return value


def validate_hard_sigmoid_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of hard_sigmoid_grad, checked against its declaration."""
    for key in given:
        if key not in _HARD_SIGMOID_GRAD_ATTRIBUTES:
            raise unknown_argument_error('hard_sigmoid_grad', key, _HARD_SIGMOID_GRAD_ARGUMENTS)
    return {
        'slope': _check_hard_sigmoid_grad__slope(given['slope']) if 'slope' in given else 0.2,
        'offset': _check_hard_sigmoid_grad__offset(given['offset']) if 'offset' in given else 0.5,
    }


def validate_hard_sigmoid_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of hard_sigmoid_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('hard_sigmoid_grad', _HARD_SIGMOID_GRAD_INPUTS, infos, _HARD_SIGMOID_GRAD_ARGUMENTS)


# --- hardmax (kernels/onnx_logic.py) ---

_HARDMAX_ATTRIBUTES = ('axis',)
_HARDMAX_ARGUMENTS = ('X', 'axis')
_HARDMAX_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None, 'axis_attr': 'axis'}),)
_TYPE_HARDMAX__AXIS = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_hardmax__axis(raw: Any) -> Any:
    value = _TYPE_HARDMAX__AXIS.coerce(raw)
    if value is UNSET:
        raise type_error('hardmax', 'axis', 'an int', raw)
    if not (-64 <= value <= 63):
        raise constraint_error('hardmax', 'axis', 'in range [-64, 63]', raw, 'in_range')
    return value


def validate_hardmax_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of hardmax, checked against its declaration."""
    for key in given:
        if key not in _HARDMAX_ATTRIBUTES:
            raise unknown_argument_error('hardmax', key, _HARDMAX_ARGUMENTS)
    return {
        'axis': _check_hardmax__axis(given['axis']) if 'axis' in given else -1,
    }


def validate_hardmax_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of hardmax (TensorInfos), checked against its tensor metas."""
    check_inputs('hardmax', _HARDMAX_INPUTS, infos, _HARDMAX_ARGUMENTS)


# --- hierarchical_sigmoid (kernels/hsigmoid.py) ---

_HIERARCHICAL_SIGMOID_ATTRIBUTES = ('num_classes',)
_HIERARCHICAL_SIGMOID_ARGUMENTS = ('X', 'W', 'Label', 'Bias', 'num_classes')
_HIERARCHICAL_SIGMOID_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[N, D]: the inputs; the rows may be the steps of sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'W', 'description': '[num_classes - 1, D]: one row per inner node of the tree', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['M', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Label', 'description': "[N, 1]: each row's class", 'dtypes': ['int32', 'int64'], 'type_var': None, 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 1], 'optional': False, 'variadic': False, 'no_grad': True, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Bias', 'description': '[num_classes - 1]: one bias per inner node', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['M'], 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_HIERARCHICAL_SIGMOID__NUM_CLASSES = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_hierarchical_sigmoid__num_classes(raw: Any) -> Any:
    value = _TYPE_HIERARCHICAL_SIGMOID__NUM_CLASSES.coerce(raw)
    if value is UNSET:
        raise type_error('hierarchical_sigmoid', 'num_classes', 'an int', raw)
    if not (2 <= value <= 4096):
        raise constraint_error('hierarchical_sigmoid', 'num_classes', 'in range [2, 4096]', raw, 'in_range')
    return value


def validate_hierarchical_sigmoid_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of hierarchical_sigmoid, checked against its declaration."""
    for key in given:
        if key not in _HIERARCHICAL_SIGMOID_ATTRIBUTES:
            raise unknown_argument_error('hierarchical_sigmoid', key, _HIERARCHICAL_SIGMOID_ARGUMENTS)
    return {
        'num_classes': _check_hierarchical_sigmoid__num_classes(given['num_classes']) if given.get('num_classes') is not None else _missing('hierarchical_sigmoid', 'num_classes'),
    }


def validate_hierarchical_sigmoid_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of hierarchical_sigmoid (TensorInfos), checked against its tensor metas."""
    check_inputs('hierarchical_sigmoid', _HIERARCHICAL_SIGMOID_INPUTS, infos, _HIERARCHICAL_SIGMOID_ARGUMENTS)


# --- hierarchical_sigmoid_grad (kernels/hsigmoid.py) ---

_HIERARCHICAL_SIGMOID_GRAD_ATTRIBUTES = ('num_classes',)
_HIERARCHICAL_SIGMOID_GRAD_ARGUMENTS = ('X', 'W', 'Label', 'Bias', 'Out@GRAD', 'num_classes')
_HIERARCHICAL_SIGMOID_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[N, D]: the inputs; the rows may be the steps of sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'W', 'description': '[num_classes - 1, D]: one row per inner node of the tree', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['M', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Label', 'description': "[N, 1]: each row's class", 'dtypes': ['int32', 'int64'], 'type_var': None, 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Bias', 'description': '[num_classes - 1]: one bias per inner node', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['M'], 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': "[N, 1]: each row's cost", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_HIERARCHICAL_SIGMOID_GRAD__NUM_CLASSES = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_hierarchical_sigmoid_grad__num_classes(raw: Any) -> Any:
    value = _TYPE_HIERARCHICAL_SIGMOID_GRAD__NUM_CLASSES.coerce(raw)
    if value is UNSET:
        raise type_error('hierarchical_sigmoid_grad', 'num_classes', 'an int', raw)
    if not (2 <= value <= 4096):
        raise constraint_error('hierarchical_sigmoid_grad', 'num_classes', 'in range [2, 4096]', raw, 'in_range')
    return value


def validate_hierarchical_sigmoid_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of hierarchical_sigmoid_grad, checked against its declaration."""
    for key in given:
        if key not in _HIERARCHICAL_SIGMOID_GRAD_ATTRIBUTES:
            raise unknown_argument_error('hierarchical_sigmoid_grad', key, _HIERARCHICAL_SIGMOID_GRAD_ARGUMENTS)
    return {
        'num_classes': _check_hierarchical_sigmoid_grad__num_classes(given['num_classes']) if given.get('num_classes') is not None else _missing('hierarchical_sigmoid_grad', 'num_classes'),
    }


def validate_hierarchical_sigmoid_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of hierarchical_sigmoid_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('hierarchical_sigmoid_grad', _HIERARCHICAL_SIGMOID_GRAD_INPUTS, infos, _HIERARCHICAL_SIGMOID_GRAD_ARGUMENTS)


# --- huber_loss (kernels/loss.py) ---

_HUBER_LOSS_ATTRIBUTES = ('delta',)
_HUBER_LOSS_ARGUMENTS = ('X', 'Y', 'delta')
_HUBER_LOSS_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'an [N, D] matrix of predictions', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': 'an [N, D] matrix of targets', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_HUBER_LOSS__DELTA = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_huber_loss__delta(raw: Any) -> Any:
    value = _TYPE_HUBER_LOSS__DELTA.coerce(raw)
    if value is UNSET:
        raise type_error('huber_loss', 'delta', 'a finite float', raw)
    if not (value > 0.0):
        raise constraint_error('huber_loss', 'delta', 'larger than 0.0', raw, 'larger_than')
    return value


def validate_huber_loss_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of huber_loss, checked against its declaration."""
    for key in given:
        if key not in _HUBER_LOSS_ATTRIBUTES:
            raise unknown_argument_error('huber_loss', key, _HUBER_LOSS_ARGUMENTS)
    return {
        'delta': _check_huber_loss__delta(given['delta']) if 'delta' in given else 1.0,
    }


def validate_huber_loss_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of huber_loss (TensorInfos), checked against its tensor metas."""
    check_inputs('huber_loss', _HUBER_LOSS_INPUTS, infos, _HUBER_LOSS_ARGUMENTS)


# --- img_conv (kernels/image_layers.py) ---

_IMG_CONV_ATTRIBUTES = ('num_filters', 'filter_size', 'stride', 'padding', 'groups', 'act', 'bias')
_IMG_CONV_ARGUMENTS = ('input', 'num_filters', 'filter_size', 'stride', 'padding', 'groups', 'act', 'bias')
_IMG_CONV_INPUTS = (TensorMeta.from_data({'name': 'input', 'description': 'an [N, C, H, W] batch of images', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['N', 'C', 'H', 'W'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_IMG_CONV__NUM_FILTERS = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_img_conv__num_filters(raw: Any) -> Any:
    value = _TYPE_IMG_CONV__NUM_FILTERS.coerce(raw)
    if value is UNSET:
        raise type_error('img_conv', 'num_filters', 'an int', raw)
    if not (value > 0):
        raise constraint_error('img_conv', 'num_filters', 'larger than 0', raw, 'larger_than')
    return value
_TYPE_IMG_CONV__FILTER_SIZE = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_img_conv__filter_size(raw: Any) -> Any:
    value = _TYPE_IMG_CONV__FILTER_SIZE.coerce(raw)
    if value is UNSET:
        raise type_error('img_conv', 'filter_size', 'an int', raw)
    if not (1 <= value <= 32):
        raise constraint_error('img_conv', 'filter_size', 'in range [1, 32]', raw, 'in_range')
    return value
_TYPE_IMG_CONV__STRIDE = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_img_conv__stride(raw: Any) -> Any:
    value = _TYPE_IMG_CONV__STRIDE.coerce(raw)
    if value is UNSET:
        raise type_error('img_conv', 'stride', 'an int', raw)
    if not (1 <= value <= 32):
        raise constraint_error('img_conv', 'stride', 'in range [1, 32]', raw, 'in_range')
    return value
_TYPE_IMG_CONV__PADDING = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_img_conv__padding(raw: Any) -> Any:
    value = _TYPE_IMG_CONV__PADDING.coerce(raw)
    if value is UNSET:
        raise type_error('img_conv', 'padding', 'an int', raw)
    if not (0 <= value <= 32):
        raise constraint_error('img_conv', 'padding', 'in range [0, 32]', raw, 'in_range')
    return value
_TYPE_IMG_CONV__GROUPS = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_img_conv__groups(raw: Any) -> Any:
    value = _TYPE_IMG_CONV__GROUPS.coerce(raw)
    if value is UNSET:
        raise type_error('img_conv', 'groups', 'an int', raw)
    if not (1 <= value <= 64):
        raise constraint_error('img_conv', 'groups', 'in range [1, 64]', raw, 'in_range')
    return value
_TYPE_IMG_CONV__ACT = AttrType.from_data({'kind': 'str', 'element': None, 'choices': None, 'finite': True})


def _check_img_conv__act(raw: Any) -> Any:
    value = _TYPE_IMG_CONV__ACT.coerce(raw)
    if value is UNSET:
        raise type_error('img_conv', 'act', 'a str', raw)
    if not (value in ('linear', 'sigmoid', 'relu', 'tanh', 'softmax', 'sequence_softmax', 'exp', 'log', 'abs', 'square', 'sqrt', 'reciprocal', 'softsign', 'brelu', 'soft_relu', 'stanh')):
        raise constraint_error('img_conv', 'act', "one of ['linear', 'sigmoid', 'relu', 'tanh', 'softmax', 'sequence_softmax', 'exp', 'log', 'abs', 'square', 'sqrt', 'reciprocal', 'softsign', 'brelu', 'soft_relu', 'stanh']", raw, 'one_of')
    return value
_TYPE_IMG_CONV__BIAS = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_img_conv__bias(raw: Any) -> Any:
    value = _TYPE_IMG_CONV__BIAS.coerce(raw)
    if value is UNSET:
        raise type_error('img_conv', 'bias', 'a bool', raw)
    return value


def validate_img_conv_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of img_conv, checked against its declaration."""
    for key in given:
        if key not in _IMG_CONV_ATTRIBUTES:
            raise unknown_argument_error('img_conv', key, _IMG_CONV_ARGUMENTS)
    return {
        'num_filters': _check_img_conv__num_filters(given['num_filters']) if given.get('num_filters') is not None else _missing('img_conv', 'num_filters'),
        'filter_size': _check_img_conv__filter_size(given['filter_size']) if given.get('filter_size') is not None else _missing('img_conv', 'filter_size'),
        'stride': _check_img_conv__stride(given['stride']) if 'stride' in given else 1,
        'padding': _check_img_conv__padding(given['padding']) if 'padding' in given else 0,
        'groups': _check_img_conv__groups(given['groups']) if 'groups' in given else 1,
        'act': _check_img_conv__act(given['act']) if 'act' in given else 'linear',
        'bias': _check_img_conv__bias(given['bias']) if 'bias' in given else True,
    }


def validate_img_conv_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of img_conv (TensorInfos), checked against its tensor metas."""
    check_inputs('img_conv', _IMG_CONV_INPUTS, infos, _IMG_CONV_ARGUMENTS)


# --- img_pool (kernels/image_layers.py) ---

_IMG_POOL_ATTRIBUTES = ('pool_size', 'stride', 'padding', 'pool_type')
_IMG_POOL_ARGUMENTS = ('input', 'pool_size', 'stride', 'padding', 'pool_type')
_IMG_POOL_INPUTS = (TensorMeta.from_data({'name': 'input', 'description': 'an [N, C, H, W] batch of images', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['N', 'C', 'H', 'W'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_IMG_POOL__POOL_SIZE = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_img_pool__pool_size(raw: Any) -> Any:
    value = _TYPE_IMG_POOL__POOL_SIZE.coerce(raw)
    if value is UNSET:
        raise type_error('img_pool', 'pool_size', 'an int', raw)
    if not (1 <= value <= 32):
        raise constraint_error('img_pool', 'pool_size', 'in range [1, 32]', raw, 'in_range')
    return value
_TYPE_IMG_POOL__STRIDE = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_img_pool__stride(raw: Any) -> Any:
    value = _TYPE_IMG_POOL__STRIDE.coerce(raw)
    if value is UNSET:
        raise type_error('img_pool', 'stride', 'an int', raw)
    if not (1 <= value <= 32):
        raise constraint_error('img_pool', 'stride', 'in range [1, 32]', raw, 'in_range')
    return value
_TYPE_IMG_POOL__PADDING = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_img_pool__padding(raw: Any) -> Any:
    value = _TYPE_IMG_POOL__PADDING.coerce(raw)
    if value is UNSET:
        raise type_error('img_pool', 'padding', 'an int', raw)
    if not (0 <= value <= 16):
        raise constraint_error('img_pool', 'padding', 'in range [0, 16]', raw, 'in_range')
    return value
_TYPE_IMG_POOL__POOL_TYPE = AttrType.from_data({'kind': 'str', 'element': None, 'choices': None, 'finite': True})


def _check_img_pool__pool_type(raw: Any) -> Any:
    value = _TYPE_IMG_POOL__POOL_TYPE.coerce(raw)
    if value is UNSET:
        raise type_error('img_pool', 'pool_type', 'a str', raw)
    if not (value in ('max', 'avg')):
        raise constraint_error('img_pool', 'pool_type', "one of ['max', 'avg']", raw, 'one_of')
    return value


def validate_img_pool_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of img_pool, checked against its declaration."""
    for key in given:
        if key not in _IMG_POOL_ATTRIBUTES:
            raise unknown_argument_error('img_pool', key, _IMG_POOL_ARGUMENTS)
    return {
        'pool_size': _check_img_pool__pool_size(given['pool_size']) if given.get('pool_size') is not None else _missing('img_pool', 'pool_size'),
        'stride': _check_img_pool__stride(given['stride']) if 'stride' in given else 1,
        'padding': _check_img_pool__padding(given['padding']) if 'padding' in given else 0,
        'pool_type': _check_img_pool__pool_type(given['pool_type']) if 'pool_type' in given else 'max',
    }


def validate_img_pool_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of img_pool (TensorInfos), checked against its tensor metas."""
    check_inputs('img_pool', _IMG_POOL_INPUTS, infos, _IMG_POOL_ARGUMENTS)


# --- isinf (kernels/onnx_math.py) ---

_ISINF_ATTRIBUTES = ('detect_positive', 'detect_negative')
_ISINF_ARGUMENTS = ('X', 'detect_positive', 'detect_negative')
_ISINF_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a float tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...S'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_ISINF__DETECT_POSITIVE = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_isinf__detect_positive(raw: Any) -> Any:
    value = _TYPE_ISINF__DETECT_POSITIVE.coerce(raw)
    if value is UNSET:
        raise type_error('isinf', 'detect_positive', 'a bool', raw)
    return value
_TYPE_ISINF__DETECT_NEGATIVE = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_isinf__detect_negative(raw: Any) -> Any:
    value = _TYPE_ISINF__DETECT_NEGATIVE.coerce(raw)
    if value is UNSET:
        raise type_error('isinf', 'detect_negative', 'a bool', raw)
    return value


def validate_isinf_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of isinf, checked against its declaration."""
    for key in given:
        if key not in _ISINF_ATTRIBUTES:
            raise unknown_argument_error('isinf', key, _ISINF_ARGUMENTS)
    return {
        'detect_positive': _check_isinf__detect_positive(given['detect_positive']) if 'detect_positive' in given else True,
        'detect_negative': _check_isinf__detect_negative(given['detect_negative']) if 'detect_negative' in given else True,
    }


def validate_isinf_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of isinf (TensorInfos), checked against its tensor metas."""
    check_inputs('isinf', _ISINF_INPUTS, infos, _ISINF_ARGUMENTS)


# --- isnan (kernels/onnx_math.py) ---

_ISNAN_ATTRIBUTES = ()
_ISNAN_ARGUMENTS = ('X',)
_ISNAN_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a float tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...S'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)


def validate_isnan_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of isnan, checked against its declaration."""
    for key in given:
        if key not in _ISNAN_ATTRIBUTES:
            raise unknown_argument_error('isnan', key, _ISNAN_ARGUMENTS)
    return {
    }


def validate_isnan_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of isnan (TensorInfos), checked against its tensor metas."""
    check_inputs('isnan', _ISNAN_INPUTS, infos, _ISNAN_ARGUMENTS)


# --- label_smooth (kernels/cpp/label_smooth_op.cc) ---

_LABEL_SMOOTH_ATTRIBUTES = ('epsilon',)
_LABEL_SMOOTH_ARGUMENTS = ('X', 'PriorDist', 'epsilon')
_LABEL_SMOOTH_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[N, C] labels: one-hot rows or class probabilities', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'C'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': 1.0, 'low_open': False, 'high_open': False}, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'PriorDist', 'description': 'a [1, C] prior distribution over the classes; uniform when not given', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': [1, 'C'], 'optional': True, 'variadic': False, 'no_grad': True, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': 1.0, 'low_open': False, 'high_open': False}, 'broadcast': None, 'reduce': None}))
_TYPE_LABEL_SMOOTH__EPSILON = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_label_smooth__epsilon(raw: Any) -> Any:
    value = _TYPE_LABEL_SMOOTH__EPSILON.coerce(raw)
    if value is UNSET:
        raise type_error('label_smooth', 'epsilon', 'a finite float', raw)
    if not (0.0 <= value <= 1.0):
        raise constraint_error('label_smooth', 'epsilon', 'in range [0.0, 1.0]', raw, 'in_range')
    return value


def validate_label_smooth_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of label_smooth, checked against its declaration."""
    for key in given:
        if key not in _LABEL_SMOOTH_ATTRIBUTES:
            raise unknown_argument_error('label_smooth', key, _LABEL_SMOOTH_ARGUMENTS)
    return {
        'epsilon': _check_label_smooth__epsilon(given['epsilon']) if 'epsilon' in given else 0.0,
    }


def validate_label_smooth_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of label_smooth (TensorInfos), checked against its tensor metas."""
    check_inputs('label_smooth', _LABEL_SMOOTH_INPUTS, infos, _LABEL_SMOOTH_ARGUMENTS)


# --- label_smooth_grad (kernels/cpp/label_smooth_op.cc) ---

_LABEL_SMOOTH_GRAD_ATTRIBUTES = ('epsilon',)
_LABEL_SMOOTH_GRAD_ARGUMENTS = ('X', 'Out@GRAD', 'epsilon')
_LABEL_SMOOTH_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[N, C] labels: one-hot rows or class probabilities', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'C'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': 1.0, 'low_open': False, 'high_open': False}, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'the smoothed labels, shaped like X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'C'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_LABEL_SMOOTH_GRAD__EPSILON = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_label_smooth_grad__epsilon(raw: Any) -> Any:
    value = _TYPE_LABEL_SMOOTH_GRAD__EPSILON.coerce(raw)
    if value is UNSET:
        raise type_error('label_smooth_grad', 'epsilon', 'a finite float', raw)
    if not (0.0 <= value <= 1.0):
        raise constraint_error('label_smooth_grad', 'epsilon', 'in range [0.0, 1.0]', raw, 'in_range')
    return value


def validate_label_smooth_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of label_smooth_grad, checked against its declaration."""
    for key in given:
        if key not in _LABEL_SMOOTH_GRAD_ATTRIBUTES:
            raise unknown_argument_error('label_smooth_grad', key, _LABEL_SMOOTH_GRAD_ARGUMENTS)
    return {
        'epsilon': _check_label_smooth_grad__epsilon(given['epsilon']) if 'epsilon' in given else 0.0,
    }


def validate_label_smooth_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of label_smooth_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('label_smooth_grad', _LABEL_SMOOTH_GRAD_INPUTS, infos, _LABEL_SMOOTH_GRAD_ARGUMENTS)


# --- lambda_cost (kernels/lambda_cost.py) ---

_LAMBDA_COST_ATTRIBUTES = ('ndcg_num', 'max_sort_size')
_LAMBDA_COST_ARGUMENTS = ('X', 'Score', 'ndcg_num', 'max_sort_size')
_LAMBDA_COST_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': "[T, 1]: the model's score of each document, one query per sequence", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Score', 'description': "[T, 1]: each document's relevance grade (>= 0), the same sequences as X", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 1], 'optional': False, 'variadic': False, 'no_grad': True, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': None, 'low_open': False, 'high_open': False}, 'broadcast': None, 'reduce': None}))
_TYPE_LAMBDA_COST__NDCG_NUM = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_lambda_cost__ndcg_num(raw: Any) -> Any:
    value = _TYPE_LAMBDA_COST__NDCG_NUM.coerce(raw)
    if value is UNSET:
        raise type_error('lambda_cost', 'ndcg_num', 'an int', raw)
    if not (value >= 1):
        raise constraint_error('lambda_cost', 'ndcg_num', 'at least 1', raw, 'at_least')
    return value
_TYPE_LAMBDA_COST__MAX_SORT_SIZE = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_lambda_cost__max_sort_size(raw: Any) -> Any:
    value = _TYPE_LAMBDA_COST__MAX_SORT_SIZE.coerce(raw)
    if value is UNSET:
        raise type_error('lambda_cost', 'max_sort_size', 'an int', raw)
    if not (value >= -1):
        raise constraint_error('lambda_cost', 'max_sort_size', 'at least -1', raw, 'at_least')
    return value


def validate_lambda_cost_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of lambda_cost, checked against its declaration."""
    for key in given:
        if key not in _LAMBDA_COST_ATTRIBUTES:
            raise unknown_argument_error('lambda_cost', key, _LAMBDA_COST_ARGUMENTS)
    return {
        'ndcg_num': _check_lambda_cost__ndcg_num(given['ndcg_num']) if 'ndcg_num' in given else 5,
        'max_sort_size': _check_lambda_cost__max_sort_size(given['max_sort_size']) if 'max_sort_size' in given else -1,
    }


def validate_lambda_cost_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of lambda_cost (TensorInfos), checked against its tensor metas."""
    check_inputs('lambda_cost', _LAMBDA_COST_INPUTS, infos, _LAMBDA_COST_ARGUMENTS)


# --- lambda_cost_grad (kernels/lambda_cost.py) ---

_LAMBDA_COST_GRAD_ATTRIBUTES = ('ndcg_num', 'max_sort_size')
_LAMBDA_COST_GRAD_ARGUMENTS = ('X', 'Score', 'Out@GRAD', 'ndcg_num', 'max_sort_size')
_LAMBDA_COST_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': "[T, 1]: the model's score of each document, one query per sequence", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Score', 'description': "[T, 1]: each document's relevance grade (>= 0), the same sequences as X", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': None, 'low_open': False, 'high_open': False}, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': "[T, 1]: the query's NDCG on each of its rows", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['T', 1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_LAMBDA_COST_GRAD__NDCG_NUM = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_lambda_cost_grad__ndcg_num(raw: Any) -> Any:
    value = _TYPE_LAMBDA_COST_GRAD__NDCG_NUM.coerce(raw)
    if value is UNSET:
        raise type_error('lambda_cost_grad', 'ndcg_num', 'an int', raw)
    if not (value >= 1):
        raise constraint_error('lambda_cost_grad', 'ndcg_num', 'at least 1', raw, 'at_least')
    return value
_TYPE_LAMBDA_COST_GRAD__MAX_SORT_SIZE = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_lambda_cost_grad__max_sort_size(raw: Any) -> Any:
    value = _TYPE_LAMBDA_COST_GRAD__MAX_SORT_SIZE.coerce(raw)
    if value is UNSET:
        raise type_error('lambda_cost_grad', 'max_sort_size', 'an int', raw)
    if not (value >= -1):
        raise constraint_error('lambda_cost_grad', 'max_sort_size', 'at least -1', raw, 'at_least')
    return value


def validate_lambda_cost_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of lambda_cost_grad, checked against its declaration."""
    for key in given:
        if key not in _LAMBDA_COST_GRAD_ATTRIBUTES:
            raise unknown_argument_error('lambda_cost_grad', key, _LAMBDA_COST_GRAD_ARGUMENTS)
    return {
        'ndcg_num': _check_lambda_cost_grad__ndcg_num(given['ndcg_num']) if 'ndcg_num' in given else 5,
        'max_sort_size': _check_lambda_cost_grad__max_sort_size(given['max_sort_size']) if 'max_sort_size' in given else -1,
    }


def validate_lambda_cost_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of lambda_cost_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('lambda_cost_grad', _LAMBDA_COST_GRAD_INPUTS, infos, _LAMBDA_COST_GRAD_ARGUMENTS)


# --- layer_norm (kernels/norm.py) ---

_LAYER_NORM_ATTRIBUTES = ('begin_norm_axis', 'epsilon')
_LAYER_NORM_ARGUMENTS = ('X', 'Scale', 'Bias', 'begin_norm_axis', 'epsilon')
_LAYER_NORM_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor of rank above begin_norm_axis', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Scale', 'description': '[prod(X.shape[begin_norm_axis:])] scales', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': 1, 'shape': None, 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Bias', 'description': '[prod(X.shape[begin_norm_axis:])] shifts', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': 1, 'shape': None, 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_LAYER_NORM__BEGIN_NORM_AXIS = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_layer_norm__begin_norm_axis(raw: Any) -> Any:
    value = _TYPE_LAYER_NORM__BEGIN_NORM_AXIS.coerce(raw)
    if value is UNSET:
        raise type_error('layer_norm', 'begin_norm_axis', 'an int', raw)
    if not (1 <= value <= 63):
        raise constraint_error('layer_norm', 'begin_norm_axis', 'in range [1, 63]', raw, 'in_range')
    return value
_TYPE_LAYER_NORM__EPSILON = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_layer_norm__epsilon(raw: Any) -> Any:
    value = _TYPE_LAYER_NORM__EPSILON.coerce(raw)
    if value is UNSET:
        raise type_error('layer_norm', 'epsilon', 'a finite float', raw)
    if not (value > 0.0):
        raise constraint_error('layer_norm', 'epsilon', 'larger than 0.0', raw, 'larger_than')
    return value


def validate_layer_norm_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of layer_norm, checked against its declaration."""
    for key in given:
        if key not in _LAYER_NORM_ATTRIBUTES:
            raise unknown_argument_error('layer_norm', key, _LAYER_NORM_ARGUMENTS)
    return {
        'begin_norm_axis': _check_layer_norm__begin_norm_axis(given['begin_norm_axis']) if 'begin_norm_axis' in given else 1,
        'epsilon': _check_layer_norm__epsilon(given['epsilon']) if 'epsilon' in given else 1e-05,
    }


def validate_layer_norm_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of layer_norm (TensorInfos), checked against its tensor metas."""
    check_inputs('layer_norm', _LAYER_NORM_INPUTS, infos, _LAYER_NORM_ARGUMENTS)


# --- layer_norm_grad (kernels/norm.py) ---

_LAYER_NORM_GRAD_ATTRIBUTES = ('begin_norm_axis', 'epsilon')
_LAYER_NORM_GRAD_ARGUMENTS = ('X', 'Scale', 'Bias', 'Y@GRAD', 'Mean@GRAD', 'Variance@GRAD', 'begin_norm_axis', 'epsilon')
_LAYER_NORM_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor of rank above begin_norm_axis', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Scale', 'description': '[prod(X.shape[begin_norm_axis:])] scales', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': 1, 'shape': None, 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Bias', 'description': '[prod(X.shape[begin_norm_axis:])] shifts', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': 1, 'shape': None, 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y@GRAD', 'description': 'the normalised X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Mean@GRAD', 'description': '[prod(X.shape[:begin_norm_axis])]: the mean of each group', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Variance@GRAD', 'description': '[prod(X.shape[:begin_norm_axis])]: the (biased) variance of each group', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_LAYER_NORM_GRAD__BEGIN_NORM_AXIS = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_layer_norm_grad__begin_norm_axis(raw: Any) -> Any:
    value = _TYPE_LAYER_NORM_GRAD__BEGIN_NORM_AXIS.coerce(raw)
    if value is UNSET:
        raise type_error('layer_norm_grad', 'begin_norm_axis', 'an int', raw)
    if not (1 <= value <= 63):
        raise constraint_error('layer_norm_grad', 'begin_norm_axis', 'in range [1, 63]', raw, 'in_range')
    return value
_TYPE_LAYER_NORM_GRAD__EPSILON = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_layer_norm_grad__epsilon(raw: Any) -> Any:
    value = _TYPE_LAYER_NORM_GRAD__EPSILON.coerce(raw)
    if value is UNSET:
        raise type_error('layer_norm_grad', 'epsilon', 'a finite float', raw)
    if not (value > 0.0):
        raise constraint_error('layer_norm_grad', 'epsilon', 'larger than 0.0', raw, 'larger_than')
    return value


def validate_layer_norm_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of layer_norm_grad, checked against its declaration."""
    for key in given:
        if key not in _LAYER_NORM_GRAD_ATTRIBUTES:
            raise unknown_argument_error('layer_norm_grad', key, _LAYER_NORM_GRAD_ARGUMENTS)
    return {
        'begin_norm_axis': _check_layer_norm_grad__begin_norm_axis(given['begin_norm_axis']) if 'begin_norm_axis' in given else 1,
        'epsilon': _check_layer_norm_grad__epsilon(given['epsilon']) if 'epsilon' in given else 1e-05,
    }


def validate_layer_norm_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of layer_norm_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('layer_norm_grad', _LAYER_NORM_GRAD_INPUTS, infos, _LAYER_NORM_GRAD_ARGUMENTS)


# --- leaky_relu (kernels/activation.py) ---

_LEAKY_RELU_ATTRIBUTES = ('alpha',)
_LEAKY_RELU_ARGUMENTS = ('X', 'alpha')
_LEAKY_RELU_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor of any shape', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_LEAKY_RELU__ALPHA = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_leaky_relu__alpha(raw: Any) -> Any:
    value = _TYPE_LEAKY_RELU__ALPHA.coerce(raw)
    if value is UNSET:
        raise type_error('leaky_relu', 'alpha', 'a finite float', raw)
    return value


def validate_leaky_relu_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of leaky_relu, checked against its declaration."""
    for key in given:
        if key not in _LEAKY_RELU_ATTRIBUTES:
            raise unknown_argument_error('leaky_relu', key, _LEAKY_RELU_ARGUMENTS)
    return {
        'alpha': _check_leaky_relu__alpha(given['alpha']) if 'alpha' in given else 0.02,
    }


def validate_leaky_relu_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of leaky_relu (TensorInfos), checked against its tensor metas."""
    check_inputs('leaky_relu', _LEAKY_RELU_INPUTS, infos, _LEAKY_RELU_ARGUMENTS)


# --- leaky_relu_grad (kernels/activation.py) ---

_LEAKY_RELU_GRAD_ATTRIBUTES = ('alpha',)
_LEAKY_RELU_GRAD_ARGUMENTS = ('X', 'Out@GRAD', 'alpha')
_LEAKY_RELU_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor of any shape', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_LEAKY_RELU_GRAD__ALPHA = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_leaky_relu_grad__alpha(raw: Any) -> Any:
    value = _TYPE_LEAKY_RELU_GRAD__ALPHA.coerce(raw)
    if value is UNSET:
        raise type_error('leaky_relu_grad', 'alpha', 'a finite float', raw)
    return value


def validate_leaky_relu_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of leaky_relu_grad, checked against its declaration."""
    for key in given:
        if key not in _LEAKY_RELU_GRAD_ATTRIBUTES:
            raise unknown_argument_error('leaky_relu_grad', key, _LEAKY_RELU_GRAD_ARGUMENTS)
    return {
        'alpha': _check_leaky_relu_grad__alpha(given['alpha']) if 'alpha' in given else 0.02,
    }


def validate_leaky_relu_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of leaky_relu_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('leaky_relu_grad', _LEAKY_RELU_GRAD_INPUTS, infos, _LEAKY_RELU_GRAD_ARGUMENTS)


# --- less (kernels/compare.py) ---

_LESS_ATTRIBUTES = ()
_LESS_ARGUMENTS = ('X', 'Y')
_LESS_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': "a tensor of X's dtype that broadcasts with X", 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_less_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of less, checked against its declaration."""
    for key in given:
        if key not in _LESS_ATTRIBUTES:
            raise unknown_argument_error('less', key, _LESS_ARGUMENTS)
    return {
    }


def validate_less_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of less (TensorInfos), checked against its tensor metas."""
    check_inputs('less', _LESS_INPUTS, infos, _LESS_ARGUMENTS)


# --- less_equal (kernels/compare.py) ---

_LESS_EQUAL_ATTRIBUTES = ()
_LESS_EQUAL_ARGUMENTS = ('X', 'Y')
_LESS_EQUAL_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': "a tensor of X's dtype that broadcasts with X", 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_less_equal_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of less_equal, checked against its declaration."""
    for key in given:
        if key not in _LESS_EQUAL_ATTRIBUTES:
            raise unknown_argument_error('less_equal', key, _LESS_EQUAL_ARGUMENTS)
    return {
    }


def validate_less_equal_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of less_equal (TensorInfos), checked against its tensor metas."""
    check_inputs('less_equal', _LESS_EQUAL_INPUTS, infos, _LESS_EQUAL_ARGUMENTS)


# --- linear_chain_crf (kernels/crf.py) ---

_LINEAR_CHAIN_CRF_ATTRIBUTES = ()
_LINEAR_CHAIN_CRF_ARGUMENTS = ('Emission', 'Transition', 'Label')
_LINEAR_CHAIN_CRF_INPUTS = (TensorMeta.from_data({'name': 'Emission', 'description': "[T, K]: each step's score of each of K tags", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 'K'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Transition', 'description': "[K + 2, K]: v2's CRF parameter: row 0 the start weights, row 1 the end weights, rows 2.. the weights of a transition from tag (row - 2) to tag (column)", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['P', 'K'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Label', 'description': '[T, 1]: the true tag of each step', 'dtypes': ['int32', 'int64'], 'type_var': None, 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 1], 'optional': False, 'variadic': False, 'no_grad': True, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0, 'high': 'K', 'low_open': False, 'high_open': True}, 'broadcast': None, 'reduce': None}))


def validate_linear_chain_crf_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of linear_chain_crf, checked against its declaration."""
    for key in given:
        if key not in _LINEAR_CHAIN_CRF_ATTRIBUTES:
            raise unknown_argument_error('linear_chain_crf', key, _LINEAR_CHAIN_CRF_ARGUMENTS)
    return {
    }


def validate_linear_chain_crf_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of linear_chain_crf (TensorInfos), checked against its tensor metas."""
    check_inputs('linear_chain_crf', _LINEAR_CHAIN_CRF_INPUTS, infos, _LINEAR_CHAIN_CRF_ARGUMENTS)


# --- linear_chain_crf_grad (kernels/crf.py) ---

_LINEAR_CHAIN_CRF_GRAD_ATTRIBUTES = ()
_LINEAR_CHAIN_CRF_GRAD_ARGUMENTS = ('Emission', 'Transition', 'Label', 'Out@GRAD')
_LINEAR_CHAIN_CRF_GRAD_INPUTS = (TensorMeta.from_data({'name': 'Emission', 'description': "[T, K]: each step's score of each of K tags", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 'K'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Transition', 'description': "[K + 2, K]: v2's CRF parameter: row 0 the start weights, row 1 the end weights, rows 2.. the weights of a transition from tag (row - 2) to tag (column)", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['P', 'K'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Label', 'description': '[T, 1]: the true tag of each step', 'dtypes': ['int32', 'int64'], 'type_var': None, 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0, 'high': 'K', 'low_open': False, 'high_open': True}, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': "[number of sequences, 1]: each sequence's negative log-likelihood", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': 2, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_linear_chain_crf_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of linear_chain_crf_grad, checked against its declaration."""
    for key in given:
        if key not in _LINEAR_CHAIN_CRF_GRAD_ATTRIBUTES:
            raise unknown_argument_error('linear_chain_crf_grad', key, _LINEAR_CHAIN_CRF_GRAD_ARGUMENTS)
    return {
    }


def validate_linear_chain_crf_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of linear_chain_crf_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('linear_chain_crf_grad', _LINEAR_CHAIN_CRF_GRAD_INPUTS, infos, _LINEAR_CHAIN_CRF_GRAD_ARGUMENTS)


# --- log (kernels/unary.py) ---

_LOG_ATTRIBUTES = ()
_LOG_ARGUMENTS = ('X',)
_LOG_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor with values in (0.0, inf]', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': None, 'low_open': True, 'high_open': False}, 'broadcast': None, 'reduce': None}),)


def validate_log_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of log, checked against its declaration."""
    for key in given:
        if key not in _LOG_ATTRIBUTES:
            raise unknown_argument_error('log', key, _LOG_ARGUMENTS)
    return {
    }


def validate_log_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of log (TensorInfos), checked against its tensor metas."""
    check_inputs('log', _LOG_INPUTS, infos, _LOG_ARGUMENTS)


# --- log_grad (kernels/unary.py) ---

_LOG_GRAD_ATTRIBUTES = ()
_LOG_GRAD_ARGUMENTS = ('X', 'Out@GRAD')
_LOG_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor with values in (0.0, inf]', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': None, 'low_open': True, 'high_open': False}, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_log_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of log_grad, checked against its declaration."""
    for key in given:
        if key not in _LOG_GRAD_ATTRIBUTES:
            raise unknown_argument_error('log_grad', key, _LOG_GRAD_ARGUMENTS)
    return {
    }


def validate_log_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of log_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('log_grad', _LOG_GRAD_INPUTS, infos, _LOG_GRAD_ARGUMENTS)


# --- log_softmax (kernels/activation.py) ---

_LOG_SOFTMAX_ATTRIBUTES = ('axis',)
_LOG_SOFTMAX_ARGUMENTS = ('X', 'axis')
_LOG_SOFTMAX_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_LOG_SOFTMAX__AXIS = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_log_softmax__axis(raw: Any) -> Any:
    value = _TYPE_LOG_SOFTMAX__AXIS.coerce(raw)
    if value is UNSET:
        raise type_error('log_softmax', 'axis', 'an int', raw)
    if not (-64 <= value <= 63):
        raise constraint_error('log_softmax', 'axis', 'in range [-64, 63]', raw, 'in_range')
    return value


def validate_log_softmax_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of log_softmax, checked against its declaration."""
    for key in given:
        if key not in _LOG_SOFTMAX_ATTRIBUTES:
            raise unknown_argument_error('log_softmax', key, _LOG_SOFTMAX_ARGUMENTS)
    return {
        'axis': _check_log_softmax__axis(given['axis']) if 'axis' in given else -1,
    }


def validate_log_softmax_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of log_softmax (TensorInfos), checked against its tensor metas."""
    check_inputs('log_softmax', _LOG_SOFTMAX_INPUTS, infos, _LOG_SOFTMAX_ARGUMENTS)


# --- logical_and (kernels/onnx_logic.py) ---

_LOGICAL_AND_ATTRIBUTES = ()
_LOGICAL_AND_ARGUMENTS = ('X', 'Y')
_LOGICAL_AND_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'bools', 'dtypes': ['bool'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': 'bools that broadcast with X', 'dtypes': ['bool'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_logical_and_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of logical_and, checked against its declaration."""
    for key in given:
        if key not in _LOGICAL_AND_ATTRIBUTES:
            raise unknown_argument_error('logical_and', key, _LOGICAL_AND_ARGUMENTS)
    return {
    }


def validate_logical_and_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of logical_and (TensorInfos), checked against its tensor metas."""
    check_inputs('logical_and', _LOGICAL_AND_INPUTS, infos, _LOGICAL_AND_ARGUMENTS)


# --- logical_not (kernels/onnx_logic.py) ---

_LOGICAL_NOT_ATTRIBUTES = ()
_LOGICAL_NOT_ARGUMENTS = ('X',)
_LOGICAL_NOT_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'bools', 'dtypes': ['bool'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': ['...S'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)


def validate_logical_not_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of logical_not, checked against its declaration."""
    for key in given:
        if key not in _LOGICAL_NOT_ATTRIBUTES:
            raise unknown_argument_error('logical_not', key, _LOGICAL_NOT_ARGUMENTS)
    return {
    }


def validate_logical_not_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of logical_not (TensorInfos), checked against its tensor metas."""
    check_inputs('logical_not', _LOGICAL_NOT_INPUTS, infos, _LOGICAL_NOT_ARGUMENTS)


# --- logical_or (kernels/onnx_logic.py) ---

_LOGICAL_OR_ATTRIBUTES = ()
_LOGICAL_OR_ARGUMENTS = ('X', 'Y')
_LOGICAL_OR_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'bools', 'dtypes': ['bool'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': 'bools that broadcast with X', 'dtypes': ['bool'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_logical_or_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of logical_or, checked against its declaration."""
    for key in given:
        if key not in _LOGICAL_OR_ATTRIBUTES:
            raise unknown_argument_error('logical_or', key, _LOGICAL_OR_ARGUMENTS)
    return {
    }


def validate_logical_or_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of logical_or (TensorInfos), checked against its tensor metas."""
    check_inputs('logical_or', _LOGICAL_OR_INPUTS, infos, _LOGICAL_OR_ARGUMENTS)


# --- logical_xor (kernels/onnx_logic.py) ---

_LOGICAL_XOR_ATTRIBUTES = ()
_LOGICAL_XOR_ARGUMENTS = ('X', 'Y')
_LOGICAL_XOR_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'bools', 'dtypes': ['bool'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': 'bools that broadcast with X', 'dtypes': ['bool'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_logical_xor_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of logical_xor, checked against its declaration."""
    for key in given:
        if key not in _LOGICAL_XOR_ATTRIBUTES:
            raise unknown_argument_error('logical_xor', key, _LOGICAL_XOR_ARGUMENTS)
    return {
    }


def validate_logical_xor_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of logical_xor (TensorInfos), checked against its tensor metas."""
    check_inputs('logical_xor', _LOGICAL_XOR_INPUTS, infos, _LOGICAL_XOR_ARGUMENTS)


# --- logsumexp (kernels/reduce.py) ---

_LOGSUMEXP_ATTRIBUTES = ('dim', 'keep_dim')
_LOGSUMEXP_ARGUMENTS = ('X', 'dim', 'keep_dim')
_LOGSUMEXP_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_LOGSUMEXP__DIM = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_logsumexp__dim(raw: Any) -> Any:
    value = _TYPE_LOGSUMEXP__DIM.coerce(raw)
    if value is UNSET:
        raise type_error('logsumexp', 'dim', 'a list of int', raw)
    if not (all(-64 <= x <= 63 for x in value)):
        raise constraint_error('logsumexp', 'dim', 'in range [-64, 63]', raw, 'in_range')
    if not (_custom['paddle.kernels.reduce:distinct_axes'](value)):
        raise constraint_error('logsumexp', 'dim', 'a list of distinct axes', raw, 'custom')
    return value
_TYPE_LOGSUMEXP__KEEP_DIM = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_logsumexp__keep_dim(raw: Any) -> Any:
    value = _TYPE_LOGSUMEXP__KEEP_DIM.coerce(raw)
    if value is UNSET:
        raise type_error('logsumexp', 'keep_dim', 'a bool', raw)
    return value


def validate_logsumexp_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of logsumexp, checked against its declaration."""
    for key in given:
        if key not in _LOGSUMEXP_ATTRIBUTES:
            raise unknown_argument_error('logsumexp', key, _LOGSUMEXP_ARGUMENTS)
    return {
        'dim': _check_logsumexp__dim(given['dim']) if given.get('dim') is not None else None,
        'keep_dim': _check_logsumexp__keep_dim(given['keep_dim']) if 'keep_dim' in given else False,
    }


def validate_logsumexp_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of logsumexp (TensorInfos), checked against its tensor metas."""
    check_inputs('logsumexp', _LOGSUMEXP_INPUTS, infos, _LOGSUMEXP_ARGUMENTS)


# --- logsumexp_grad (kernels/reduce.py) ---

_LOGSUMEXP_GRAD_ATTRIBUTES = ('dim', 'keep_dim')
_LOGSUMEXP_GRAD_ARGUMENTS = ('X', 'Out', 'Out@GRAD', 'dim', 'keep_dim')
_LOGSUMEXP_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out', 'description': 'X without the reduced axes (size 1 with keep_dim)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'X without the reduced axes (size 1 with keep_dim)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_LOGSUMEXP_GRAD__DIM = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_logsumexp_grad__dim(raw: Any) -> Any:
    value = _TYPE_LOGSUMEXP_GRAD__DIM.coerce(raw)
    if value is UNSET:
        raise type_error('logsumexp_grad', 'dim', 'a list of int', raw)
    if not (all(-64 <= x <= 63 for x in value)):
        raise constraint_error('logsumexp_grad', 'dim', 'in range [-64, 63]', raw, 'in_range')
    if not (_custom['paddle.kernels.reduce:distinct_axes'](value)):
        raise constraint_error('logsumexp_grad', 'dim', 'a list of distinct axes', raw, 'custom')
    return value
_TYPE_LOGSUMEXP_GRAD__KEEP_DIM = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_logsumexp_grad__keep_dim(raw: Any) -> Any:
    value = _TYPE_LOGSUMEXP_GRAD__KEEP_DIM.coerce(raw)
    if value is UNSET:
        raise type_error('logsumexp_grad', 'keep_dim', 'a bool', raw)
    return value


def validate_logsumexp_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of logsumexp_grad, checked against its declaration."""
    for key in given:
        if key not in _LOGSUMEXP_GRAD_ATTRIBUTES:
            raise unknown_argument_error('logsumexp_grad', key, _LOGSUMEXP_GRAD_ARGUMENTS)
    return {
        'dim': _check_logsumexp_grad__dim(given['dim']) if given.get('dim') is not None else None,
        'keep_dim': _check_logsumexp_grad__keep_dim(given['keep_dim']) if 'keep_dim' in given else False,
    }


def validate_logsumexp_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of logsumexp_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('logsumexp_grad', _LOGSUMEXP_GRAD_INPUTS, infos, _LOGSUMEXP_GRAD_ARGUMENTS)


# --- lookup_table (kernels/embedding.py) ---

_LOOKUP_TABLE_ATTRIBUTES = ('padding_idx',)
_LOOKUP_TABLE_ARGUMENTS = ('W', 'Ids', 'padding_idx')
_LOOKUP_TABLE_INPUTS = (TensorMeta.from_data({'name': 'W', 'description': '[V, D]: a row of D values for each of V ids', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['V', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Ids', 'description': 'integer ids in [0, V), any shape', 'dtypes': ['int32', 'int64'], 'type_var': None, 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['...I'], 'optional': False, 'variadic': False, 'no_grad': True, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0, 'high': 'V', 'low_open': False, 'high_open': True}, 'broadcast': None, 'reduce': None}))
_TYPE_LOOKUP_TABLE__PADDING_IDX = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_lookup_table__padding_idx(raw: Any) -> Any:
    value = _TYPE_LOOKUP_TABLE__PADDING_IDX.coerce(raw)
    if value is UNSET:
        raise type_error('lookup_table', 'padding_idx', 'an int', raw)
    if not (value >= -1):
        raise constraint_error('lookup_table', 'padding_idx', 'at least -1', raw, 'at_least')
    return value


def validate_lookup_table_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of lookup_table, checked against its declaration."""
    for key in given:
        if key not in _LOOKUP_TABLE_ATTRIBUTES:
            raise unknown_argument_error('lookup_table', key, _LOOKUP_TABLE_ARGUMENTS)
    return {
        'padding_idx': _check_lookup_table__padding_idx(given['padding_idx']) if 'padding_idx' in given else -1,
    }


def validate_lookup_table_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of lookup_table (TensorInfos), checked against its tensor metas."""
    check_inputs('lookup_table', _LOOKUP_TABLE_INPUTS, infos, _LOOKUP_TABLE_ARGUMENTS)


# --- lookup_table_grad (kernels/embedding.py) ---

_LOOKUP_TABLE_GRAD_ATTRIBUTES = ('padding_idx',)
_LOOKUP_TABLE_GRAD_ARGUMENTS = ('W', 'Ids', 'Out@GRAD', 'padding_idx')
_LOOKUP_TABLE_GRAD_INPUTS = (TensorMeta.from_data({'name': 'W', 'description': '[V, D]: a row of D values for each of V ids', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['V', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Ids', 'description': 'integer ids in [0, V), any shape', 'dtypes': ['int32', 'int64'], 'type_var': None, 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['...I'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0, 'high': 'V', 'low_open': False, 'high_open': True}, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'Ids.shape + [D]: the picked rows', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['...I', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_LOOKUP_TABLE_GRAD__PADDING_IDX = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_lookup_table_grad__padding_idx(raw: Any) -> Any:
    value = _TYPE_LOOKUP_TABLE_GRAD__PADDING_IDX.coerce(raw)
    if value is UNSET:
        raise type_error('lookup_table_grad', 'padding_idx', 'an int', raw)
    if not (value >= -1):
        raise constraint_error('lookup_table_grad', 'padding_idx', 'at least -1', raw, 'at_least')
    return value


def validate_lookup_table_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of lookup_table_grad, checked against its declaration."""
    for key in given:
        if key not in _LOOKUP_TABLE_GRAD_ATTRIBUTES:
            raise unknown_argument_error('lookup_table_grad', key, _LOOKUP_TABLE_GRAD_ARGUMENTS)
    return {
        'padding_idx': _check_lookup_table_grad__padding_idx(given['padding_idx']) if 'padding_idx' in given else -1,
    }


def validate_lookup_table_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of lookup_table_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('lookup_table_grad', _LOOKUP_TABLE_GRAD_INPUTS, infos, _LOOKUP_TABLE_GRAD_ARGUMENTS)


# --- lrn (kernels/lrn.py) ---

_LRN_ATTRIBUTES = ('size', 'alpha', 'beta', 'bias')
_LRN_ARGUMENTS = ('X', 'size', 'alpha', 'beta', 'bias')
_LRN_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'an [N, C, ...] tensor (rank 2 or more)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['N', 'C', '...S'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_LRN__SIZE = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_lrn__size(raw: Any) -> Any:
    value = _TYPE_LRN__SIZE.coerce(raw)
    if value is UNSET:
        raise type_error('lrn', 'size', 'an int', raw)
    if not (1 <= value <= 64):
        raise constraint_error('lrn', 'size', 'in range [1, 64]', raw, 'in_range')
    return value
_TYPE_LRN__ALPHA = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_lrn__alpha(raw: Any) -> Any:
    value = _TYPE_LRN__ALPHA.coerce(raw)
    if value is UNSET:
        raise type_error('lrn', 'alpha', 'a finite float', raw)
    if not (0.0 <= value <= 1000.0):
        raise constraint_error('lrn', 'alpha', 'in range [0.0, 1000.0]', raw, 'in_range')
    return value
_TYPE_LRN__BETA = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_lrn__beta(raw: Any) -> Any:
    value = _TYPE_LRN__BETA.coerce(raw)
    if value is UNSET:
        raise type_error('lrn', 'beta', 'a finite float', raw)
    if not (0.0 <= value <= 16.0):
        raise constraint_error('lrn', 'beta', 'in range [0.0, 16.0]', raw, 'in_range')
    return value
_TYPE_LRN__BIAS = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_lrn__bias(raw: Any) -> Any:
    value = _TYPE_LRN__BIAS.coerce(raw)
    if value is UNSET:
        raise type_error('lrn', 'bias', 'a finite float', raw)
    if not (value >= 0.001):
        raise constraint_error('lrn', 'bias', 'at least 0.001', raw, 'at_least')
    return value


def validate_lrn_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of lrn, checked against its declaration."""
    for key in given:
        if key not in _LRN_ATTRIBUTES:
            raise unknown_argument_error('lrn', key, _LRN_ARGUMENTS)
    return {
        'size': _check_lrn__size(given['size']) if given.get('size') is not None else _missing('lrn', 'size'),
        'alpha': _check_lrn__alpha(given['alpha']) if 'alpha' in given else 0.0001,
        'beta': _check_lrn__beta(given['beta']) if 'beta' in given else 0.75,
        'bias': _check_lrn__bias(given['bias']) if 'bias' in given else 1.0,
    }


def validate_lrn_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of lrn (TensorInfos), checked against its tensor metas."""
    check_inputs('lrn', _LRN_INPUTS, infos, _LRN_ARGUMENTS)


# --- lrn_grad (kernels/lrn.py) ---

_LRN_GRAD_ATTRIBUTES = ('size', 'alpha', 'beta', 'bias')
_LRN_GRAD_ARGUMENTS = ('X', 'Out@GRAD', 'size', 'alpha', 'beta', 'bias')
_LRN_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'an [N, C, ...] tensor (rank 2 or more)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['N', 'C', '...S'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'C', '...S'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_LRN_GRAD__SIZE = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_lrn_grad__size(raw: Any) -> Any:
    value = _TYPE_LRN_GRAD__SIZE.coerce(raw)
    if value is UNSET:
        raise type_error('lrn_grad', 'size', 'an int', raw)
    if not (1 <= value <= 64):
        raise constraint_error('lrn_grad', 'size', 'in range [1, 64]', raw, 'in_range')
    return value
_TYPE_LRN_GRAD__ALPHA = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_lrn_grad__alpha(raw: Any) -> Any:
    value = _TYPE_LRN_GRAD__ALPHA.coerce(raw)
    if value is UNSET:
        raise type_error('lrn_grad', 'alpha', 'a finite float', raw)
    if not (0.0 <= value <= 1000.0):
        raise constraint_error('lrn_grad', 'alpha', 'in range [0.0, 1000.0]', raw, 'in_range')
    return value
_TYPE_LRN_GRAD__BETA = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_lrn_grad__beta(raw: Any) -> Any:
    value = _TYPE_LRN_GRAD__BETA.coerce(raw)
    if value is UNSET:
        raise type_error('lrn_grad', 'beta', 'a finite float', raw)
    if not (0.0 <= value <= 16.0):
        raise constraint_error('lrn_grad', 'beta', 'in range [0.0, 16.0]', raw, 'in_range')
    return value
_TYPE_LRN_GRAD__BIAS = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_lrn_grad__bias(raw: Any) -> Any:
    value = _TYPE_LRN_GRAD__BIAS.coerce(raw)
    if value is UNSET:
        raise type_error('lrn_grad', 'bias', 'a finite float', raw)
    if not (value >= 0.001):
        raise constraint_error('lrn_grad', 'bias', 'at least 0.001', raw, 'at_least')
    return value


def validate_lrn_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of lrn_grad, checked against its declaration."""
    for key in given:
        if key not in _LRN_GRAD_ATTRIBUTES:
            raise unknown_argument_error('lrn_grad', key, _LRN_GRAD_ARGUMENTS)
    return {
        'size': _check_lrn_grad__size(given['size']) if given.get('size') is not None else _missing('lrn_grad', 'size'),
        'alpha': _check_lrn_grad__alpha(given['alpha']) if 'alpha' in given else 0.0001,
        'beta': _check_lrn_grad__beta(given['beta']) if 'beta' in given else 0.75,
        'bias': _check_lrn_grad__bias(given['bias']) if 'bias' in given else 1.0,
    }


def validate_lrn_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of lrn_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('lrn_grad', _LRN_GRAD_INPUTS, infos, _LRN_GRAD_ARGUMENTS)


# --- lstm (kernels/lstm.py) ---

_LSTM_ATTRIBUTES = ('reverse', 'gate_act', 'candidate_act', 'state_act')
_LSTM_ARGUMENTS = ('Input', 'Weight', 'Bias', 'H0', 'C0', 'reverse', 'gate_act', 'candidate_act', 'state_act')
_LSTM_INPUTS = (TensorMeta.from_data({'name': 'Input', 'description': '[T, 4H]: the steps of the sequences, projected (an fc of size 4H, no activation)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 'G'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Weight', 'description': '[H, 4H]: the hidden-to-hidden weights, columns in the gate order i, f, g, o', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['H', 'G'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Bias', 'description': "[4H]: added to every step's gates", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['G'], 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'H0', 'description': "[sequences, H]: each sequence's initial hidden state (zeros if not given)", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['S', 'H'], 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'C0', 'description': "[sequences, H]: each sequence's initial cell (zeros if not given)", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['S', 'H'], 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_LSTM__REVERSE = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_lstm__reverse(raw: Any) -> Any:
    value = _TYPE_LSTM__REVERSE.coerce(raw)
    if value is UNSET:
        raise type_error('lstm', 'reverse', 'a bool', raw)
    return value
_TYPE_LSTM__GATE_ACT = AttrType.from_data({'kind': 'str', 'element': None, 'choices': None, 'finite': True})


def _check_lstm__gate_act(raw: Any) -> Any:
    value = _TYPE_LSTM__GATE_ACT.coerce(raw)
    if value is UNSET:
        raise type_error('lstm', 'gate_act', 'a str', raw)
    if not (value in ('linear', 'sigmoid', 'tanh', 'relu')):
        raise constraint_error('lstm', 'gate_act', "one of ['linear', 'sigmoid', 'tanh', 'relu']", raw, 'one_of')
    return value
_TYPE_LSTM__CANDIDATE_ACT = AttrType.from_data({'kind': 'str', 'element': None, 'choices': None, 'finite': True})


def _check_lstm__candidate_act(raw: Any) -> Any:
    value = _TYPE_LSTM__CANDIDATE_ACT.coerce(raw)
    if value is UNSET:
        raise type_error('lstm', 'candidate_act', 'a str', raw)
    if not (value in ('linear', 'sigmoid', 'tanh', 'relu')):
        raise constraint_error('lstm', 'candidate_act', "one of ['linear', 'sigmoid', 'tanh', 'relu']", raw, 'one_of')
    return value
_TYPE_LSTM__STATE_ACT = AttrType.from_data({'kind': 'str', 'element': None, 'choices': None, 'finite': True})


def _check_lstm__state_act(raw: Any) -> Any:
    value = _TYPE_LSTM__STATE_ACT.coerce(raw)
    if value is UNSET:
        raise type_error('lstm', 'state_act', 'a str', raw)
    if not (value in ('linear', 'sigmoid', 'tanh', 'relu')):
        raise constraint_error('lstm', 'state_act', "one of ['linear', 'sigmoid', 'tanh', 'relu']", raw, 'one_of')
    return value


def validate_lstm_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of lstm, checked against its declaration."""
    for key in given:
        if key not in _LSTM_ATTRIBUTES:
            raise unknown_argument_error('lstm', key, _LSTM_ARGUMENTS)
    return {
        'reverse': _check_lstm__reverse(given['reverse']) if 'reverse' in given else False,
        'gate_act': _check_lstm__gate_act(given['gate_act']) if 'gate_act' in given else 'sigmoid',
        'candidate_act': _check_lstm__candidate_act(given['candidate_act']) if 'candidate_act' in given else 'tanh',
        'state_act': _check_lstm__state_act(given['state_act']) if 'state_act' in given else 'tanh',
    }


def validate_lstm_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of lstm (TensorInfos), checked against its tensor metas."""
    check_inputs('lstm', _LSTM_INPUTS, infos, _LSTM_ARGUMENTS)


# --- lstm_grad (kernels/lstm.py) ---

_LSTM_GRAD_ATTRIBUTES = ('reverse', 'gate_act', 'candidate_act', 'state_act')
_LSTM_GRAD_ARGUMENTS = ('Input', 'Weight', 'Bias', 'H0', 'C0', 'Hidden', 'Cell', 'Gates', 'Hidden@GRAD', 'Cell@GRAD', 'Gates@GRAD', 'reverse', 'gate_act', 'candidate_act', 'state_act')
_LSTM_GRAD_INPUTS = (TensorMeta.from_data({'name': 'Input', 'description': '[T, 4H]: the steps of the sequences, projected (an fc of size 4H, no activation)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 'G'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Weight', 'description': '[H, 4H]: the hidden-to-hidden weights, columns in the gate order i, f, g, o', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['H', 'G'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Bias', 'description': "[4H]: added to every step's gates", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['G'], 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'H0', 'description': "[sequences, H]: each sequence's initial hidden state (zeros if not given)", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['S', 'H'], 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'C0', 'description': "[sequences, H]: each sequence's initial cell (zeros if not given)", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['S', 'H'], 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Hidden', 'description': "[T, H]: the hidden state after each step, with Input's offsets", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 'H'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Cell', 'description': "[T, H]: the cell after each step, with Input's offsets", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 'H'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Gates', 'description': '[T, 4H]: the activated gates i, f, g, o of each step (kept for the gradient)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 'G'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Hidden@GRAD', 'description': "[T, H]: the hidden state after each step, with Input's offsets", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['T', 'H'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Cell@GRAD', 'description': "[T, H]: the cell after each step, with Input's offsets", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['T', 'H'], 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Gates@GRAD', 'description': '[T, 4H]: the activated gates i, f, g, o of each step (kept for the gradient)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['T', 'G'], 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_LSTM_GRAD__REVERSE = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_lstm_grad__reverse(raw: Any) -> Any:
    value = _TYPE_LSTM_GRAD__REVERSE.coerce(raw)
    if value is UNSET:
        raise type_error('lstm_grad', 'reverse', 'a bool', raw)
    return value
_TYPE_LSTM_GRAD__GATE_ACT = AttrType.from_data({'kind': 'str', 'element': None, 'choices': None, 'finite': True})


def _check_lstm_grad__gate_act(raw: Any) -> Any:
    value = _TYPE_LSTM_GRAD__GATE_ACT.coerce(raw)
    if value is UNSET:
        raise type_error('lstm_grad', 'gate_act', 'a str', raw)
    if not (value in ('linear', 'sigmoid', 'tanh', 'relu')):
        raise constraint_error('lstm_grad', 'gate_act', "one of ['linear', 'sigmoid', 'tanh', 'relu']", raw, 'one_of')
    return value
_TYPE_LSTM_GRAD__CANDIDATE_ACT = AttrType.from_data({'kind': 'str', 'element': None, 'choices': None, 'finite': True})


def _check_lstm_grad__candidate_act(raw: Any) -> Any:
    value = _TYPE_LSTM_GRAD__CANDIDATE_ACT.coerce(raw)
    if value is UNSET:
        raise type_error('lstm_grad', 'candidate_act', 'a str', raw)
    if not (value in ('linear', 'sigmoid', 'tanh', 'relu')):
        raise constraint_error('lstm_grad', 'candidate_act', "one of ['linear', 'sigmoid', 'tanh', 'relu']", raw, 'one_of')
    return value
_TYPE_LSTM_GRAD__STATE_ACT = AttrType.from_data({'kind': 'str', 'element': None, 'choices': None, 'finite': True})


def _check_lstm_grad__state_act(raw: Any) -> Any:
    value = _TYPE_LSTM_GRAD__STATE_ACT.coerce(raw)
    if value is UNSET:
        raise type_error('lstm_grad', 'state_act', 'a str', raw)
    if not (value in ('linear', 'sigmoid', 'tanh', 'relu')):
        raise constraint_error('lstm_grad', 'state_act', "one of ['linear', 'sigmoid', 'tanh', 'relu']", raw, 'one_of')
    return value


def validate_lstm_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of lstm_grad, checked against its declaration."""
    for key in given:
        if key not in _LSTM_GRAD_ATTRIBUTES:
            raise unknown_argument_error('lstm_grad', key, _LSTM_GRAD_ARGUMENTS)
    return {
        'reverse': _check_lstm_grad__reverse(given['reverse']) if 'reverse' in given else False,
        'gate_act': _check_lstm_grad__gate_act(given['gate_act']) if 'gate_act' in given else 'sigmoid',
        'candidate_act': _check_lstm_grad__candidate_act(given['candidate_act']) if 'candidate_act' in given else 'tanh',
        'state_act': _check_lstm_grad__state_act(given['state_act']) if 'state_act' in given else 'tanh',
    }


def validate_lstm_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of lstm_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('lstm_grad', _LSTM_GRAD_INPUTS, infos, _LSTM_GRAD_ARGUMENTS)


# --- lstm_unit (kernels/rnn_units.py) ---

_LSTM_UNIT_ATTRIBUTES = ('forget_bias',)
_LSTM_UNIT_ARGUMENTS = ('X', 'C_prev', 'forget_bias')
_LSTM_UNIT_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[N, 4H]: the gate pre-activations, in the order i, f, g, o (input projection + hidden projection + bias)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'G'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'C_prev', 'description': "[N, H]: the previous step's cell", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'H'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_LSTM_UNIT__FORGET_BIAS = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_lstm_unit__forget_bias(raw: Any) -> Any:
    value = _TYPE_LSTM_UNIT__FORGET_BIAS.coerce(raw)
    if value is UNSET:
        raise type_error('lstm_unit', 'forget_bias', 'a finite float', raw)
    return value


def validate_lstm_unit_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of lstm_unit, checked against its declaration."""
    for key in given:
        if key not in _LSTM_UNIT_ATTRIBUTES:
            raise unknown_argument_error('lstm_unit', key, _LSTM_UNIT_ARGUMENTS)
    return {
        'forget_bias': _check_lstm_unit__forget_bias(given['forget_bias']) if 'forget_bias' in given else 0.0,
    }


def validate_lstm_unit_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of lstm_unit (TensorInfos), checked against its tensor metas."""
    check_inputs('lstm_unit', _LSTM_UNIT_INPUTS, infos, _LSTM_UNIT_ARGUMENTS)


# --- lstm_unit_grad (kernels/rnn_units.py) ---

_LSTM_UNIT_GRAD_ATTRIBUTES = ('forget_bias',)
_LSTM_UNIT_GRAD_ARGUMENTS = ('X', 'C_prev', 'H@GRAD', 'C@GRAD', 'forget_bias')
_LSTM_UNIT_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[N, 4H]: the gate pre-activations, in the order i, f, g, o (input projection + hidden projection + bias)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'G'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'C_prev', 'description': "[N, H]: the previous step's cell", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'H'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'H@GRAD', 'description': '[N, H]: the hidden state', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'H'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'C@GRAD', 'description': '[N, H]: the cell', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'H'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_LSTM_UNIT_GRAD__FORGET_BIAS = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_lstm_unit_grad__forget_bias(raw: Any) -> Any:
    value = _TYPE_LSTM_UNIT_GRAD__FORGET_BIAS.coerce(raw)
    if value is UNSET:
        raise type_error('lstm_unit_grad', 'forget_bias', 'a finite float', raw)
    return value


def validate_lstm_unit_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of lstm_unit_grad, checked against its declaration."""
    for key in given:
        if key not in _LSTM_UNIT_GRAD_ATTRIBUTES:
            raise unknown_argument_error('lstm_unit_grad', key, _LSTM_UNIT_GRAD_ARGUMENTS)
    return {
        'forget_bias': _check_lstm_unit_grad__forget_bias(given['forget_bias']) if 'forget_bias' in given else 0.0,
    }


def validate_lstm_unit_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of lstm_unit_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('lstm_unit_grad', _LSTM_UNIT_GRAD_INPUTS, infos, _LSTM_UNIT_GRAD_ARGUMENTS)


# --- lstmemory (kernels/_recurrence.py) ---

_LSTMEMORY_ATTRIBUTES = ('size', 'reverse', 'bias', 'gate_act', 'candidate_act', 'state_act')
_LSTMEMORY_ARGUMENTS = ('input', 'size', 'reverse', 'bias', 'gate_act', 'candidate_act', 'state_act')
_LSTMEMORY_INPUTS = (TensorMeta.from_data({'name': 'input', 'description': '[T, 4 * size]: the projected steps of the sequences (an fc of size 4 * size, linear, no bias)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 'G'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_LSTMEMORY__SIZE = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_lstmemory__size(raw: Any) -> Any:
    value = _TYPE_LSTMEMORY__SIZE.coerce(raw)
    if value is UNSET:
        raise type_error('lstmemory', 'size', 'an int', raw)
    if not (value >= 0):
        raise constraint_error('lstmemory', 'size', 'at least 0', raw, 'at_least')
    return value
_TYPE_LSTMEMORY__REVERSE = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_lstmemory__reverse(raw: Any) -> Any:
    value = _TYPE_LSTMEMORY__REVERSE.coerce(raw)
    if value is UNSET:
        raise type_error('lstmemory', 'reverse', 'a bool', raw)
    return value
_TYPE_LSTMEMORY__BIAS = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_lstmemory__bias(raw: Any) -> Any:
    value = _TYPE_LSTMEMORY__BIAS.coerce(raw)
    if value is UNSET:
        raise type_error('lstmemory', 'bias', 'a bool', raw)
    return value
_TYPE_LSTMEMORY__GATE_ACT = AttrType.from_data({'kind': 'str', 'element': None, 'choices': None, 'finite': True})


def _check_lstmemory__gate_act(raw: Any) -> Any:
    value = _TYPE_LSTMEMORY__GATE_ACT.coerce(raw)
    if value is UNSET:
        raise type_error('lstmemory', 'gate_act', 'a str', raw)
    if not (value in ('linear', 'sigmoid', 'tanh', 'relu')):
        raise constraint_error('lstmemory', 'gate_act', "one of ['linear', 'sigmoid', 'tanh', 'relu']", raw, 'one_of')
    return value
_TYPE_LSTMEMORY__CANDIDATE_ACT = AttrType.from_data({'kind': 'str', 'element': None, 'choices': None, 'finite': True})


def _check_lstmemory__candidate_act(raw: Any) -> Any:
    value = _TYPE_LSTMEMORY__CANDIDATE_ACT.coerce(raw)
    if value is UNSET:
        raise type_error('lstmemory', 'candidate_act', 'a str', raw)
    if not (value in ('linear', 'sigmoid', 'tanh', 'relu')):
        raise constraint_error('lstmemory', 'candidate_act', "one of ['linear', 'sigmoid', 'tanh', 'relu']", raw, 'one_of')
    return value
_TYPE_LSTMEMORY__STATE_ACT = AttrType.from_data({'kind': 'str', 'element': None, 'choices': None, 'finite': True})


def _check_lstmemory__state_act(raw: Any) -> Any:
    value = _TYPE_LSTMEMORY__STATE_ACT.coerce(raw)
    if value is UNSET:
        raise type_error('lstmemory', 'state_act', 'a str', raw)
    if not (value in ('linear', 'sigmoid', 'tanh', 'relu')):
        raise constraint_error('lstmemory', 'state_act', "one of ['linear', 'sigmoid', 'tanh', 'relu']", raw, 'one_of')
    return value


def validate_lstmemory_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of lstmemory, checked against its declaration."""
    for key in given:
        if key not in _LSTMEMORY_ATTRIBUTES:
            raise unknown_argument_error('lstmemory', key, _LSTMEMORY_ARGUMENTS)
    return {
        'size': _check_lstmemory__size(given['size']) if 'size' in given else 0,
        'reverse': _check_lstmemory__reverse(given['reverse']) if 'reverse' in given else False,
        'bias': _check_lstmemory__bias(given['bias']) if 'bias' in given else True,
        'gate_act': _check_lstmemory__gate_act(given['gate_act']) if 'gate_act' in given else 'sigmoid',
        'candidate_act': _check_lstmemory__candidate_act(given['candidate_act']) if 'candidate_act' in given else 'tanh',
        'state_act': _check_lstmemory__state_act(given['state_act']) if 'state_act' in given else 'tanh',
    }


def validate_lstmemory_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of lstmemory (TensorInfos), checked against its tensor metas."""
    check_inputs('lstmemory', _LSTMEMORY_INPUTS, infos, _LSTMEMORY_ARGUMENTS)


# --- matmul (kernels/matmul.py) ---

_MATMUL_ATTRIBUTES = ('transpose_x', 'transpose_y')
_MATMUL_ARGUMENTS = ('X', 'Y', 'transpose_x', 'transpose_y')
_MATMUL_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[..., M, K] (or [..., K, M] with transpose_x)', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...BX', 'XR', 'XC'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': "[..., K, N] (or [..., N, K] with transpose_y), of X's dtype", 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...BY', 'YR', 'YC'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_MATMUL__TRANSPOSE_X = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_matmul__transpose_x(raw: Any) -> Any:
    value = _TYPE_MATMUL__TRANSPOSE_X.coerce(raw)
    if value is UNSET:
        raise type_error('matmul', 'transpose_x', 'a bool', raw)
    return value
_TYPE_MATMUL__TRANSPOSE_Y = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_matmul__transpose_y(raw: Any) -> Any:
    value = _TYPE_MATMUL__TRANSPOSE_Y.coerce(raw)
    if value is UNSET:
        raise type_error('matmul', 'transpose_y', 'a bool', raw)
    return value


def validate_matmul_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of matmul, checked against its declaration."""
    for key in given:
        if key not in _MATMUL_ATTRIBUTES:
            raise unknown_argument_error('matmul', key, _MATMUL_ARGUMENTS)
    return {
        'transpose_x': _check_matmul__transpose_x(given['transpose_x']) if 'transpose_x' in given else False,
        'transpose_y': _check_matmul__transpose_y(given['transpose_y']) if 'transpose_y' in given else False,
    }


def validate_matmul_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of matmul (TensorInfos), checked against its tensor metas."""
    check_inputs('matmul', _MATMUL_INPUTS, infos, _MATMUL_ARGUMENTS)


# --- matmul_grad (kernels/matmul.py) ---

_MATMUL_GRAD_ATTRIBUTES = ('transpose_x', 'transpose_y')
_MATMUL_GRAD_ARGUMENTS = ('X', 'Y', 'Out@GRAD', 'transpose_x', 'transpose_y')
_MATMUL_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[..., M, K] (or [..., K, M] with transpose_x)', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...BX', 'XR', 'XC'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': "[..., K, N] (or [..., N, K] with transpose_y), of X's dtype", 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...BY', 'YR', 'YC'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': '[broadcast batch axes..., M, N]', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_MATMUL_GRAD__TRANSPOSE_X = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_matmul_grad__transpose_x(raw: Any) -> Any:
    value = _TYPE_MATMUL_GRAD__TRANSPOSE_X.coerce(raw)
    if value is UNSET:
        raise type_error('matmul_grad', 'transpose_x', 'a bool', raw)
    return value
_TYPE_MATMUL_GRAD__TRANSPOSE_Y = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_matmul_grad__transpose_y(raw: Any) -> Any:
    value = _TYPE_MATMUL_GRAD__TRANSPOSE_Y.coerce(raw)
    if value is UNSET:
        raise type_error('matmul_grad', 'transpose_y', 'a bool', raw)
    return value


def validate_matmul_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of matmul_grad, checked against its declaration."""
    for key in given:
        if key not in _MATMUL_GRAD_ATTRIBUTES:
            raise unknown_argument_error('matmul_grad', key, _MATMUL_GRAD_ARGUMENTS)
    return {
        'transpose_x': _check_matmul_grad__transpose_x(given['transpose_x']) if 'transpose_x' in given else False,
        'transpose_y': _check_matmul_grad__transpose_y(given['transpose_y']) if 'transpose_y' in given else False,
    }


def validate_matmul_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of matmul_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('matmul_grad', _MATMUL_GRAD_INPUTS, infos, _MATMUL_GRAD_ARGUMENTS)


# --- max_pool_with_index (kernels/pool_index.py) ---

_MAX_POOL_WITH_INDEX_ATTRIBUTES = ('ksize', 'strides', 'dilations', 'paddings', 'storage_order')
_MAX_POOL_WITH_INDEX_ARGUMENTS = ('X', 'ksize', 'strides', 'dilations', 'paddings', 'storage_order')
_MAX_POOL_WITH_INDEX_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'an [N, C, *spatial] batch (1 to 3 spatial axes)', 'dtypes': ['float16', 'float32', 'float64', 'int8', 'uint8'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['N', 'C', '...S'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_MAX_POOL_WITH_INDEX__KSIZE = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_max_pool_with_index__ksize(raw: Any) -> Any:
    value = _TYPE_MAX_POOL_WITH_INDEX__KSIZE.coerce(raw)
    if value is UNSET:
        raise type_error('max_pool_with_index', 'ksize', 'a list of int', raw)
    if not (1 <= len(value) and len(value) <= 3):
        raise constraint_error('max_pool_with_index', 'ksize', 'a list of length between 1 and 3', raw, 'length')
    if not (all(1 <= x <= 6 for x in value)):
        raise constraint_error('max_pool_with_index', 'ksize', 'in range [1, 6]', raw, 'in_range')
    return value
_TYPE_MAX_POOL_WITH_INDEX__STRIDES = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_max_pool_with_index__strides(raw: Any) -> Any:
    value = _TYPE_MAX_POOL_WITH_INDEX__STRIDES.coerce(raw)
    if value is UNSET:
        raise type_error('max_pool_with_index', 'strides', 'a list of int', raw)
    if not (1 <= len(value) and len(value) <= 3):
        raise constraint_error('max_pool_with_index', 'strides', 'a list of length between 1 and 3', raw, 'length')
    if not (all(1 <= x <= 6 for x in value)):
        raise constraint_error('max_pool_with_index', 'strides', 'in range [1, 6]', raw, 'in_range')
    return value
_TYPE_MAX_POOL_WITH_INDEX__DILATIONS = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_max_pool_with_index__dilations(raw: Any) -> Any:
    value = _TYPE_MAX_POOL_WITH_INDEX__DILATIONS.coerce(raw)
    if value is UNSET:
        raise type_error('max_pool_with_index', 'dilations', 'a list of int', raw)
    if not (1 <= len(value) and len(value) <= 3):
        raise constraint_error('max_pool_with_index', 'dilations', 'a list of length between 1 and 3', raw, 'length')
    if not (all(1 <= x <= 3 for x in value)):
        raise constraint_error('max_pool_with_index', 'dilations', 'in range [1, 3]', raw, 'in_range')
    return value
_TYPE_MAX_POOL_WITH_INDEX__PADDINGS = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_max_pool_with_index__paddings(raw: Any) -> Any:
    value = _TYPE_MAX_POOL_WITH_INDEX__PADDINGS.coerce(raw)
    if value is UNSET:
        raise type_error('max_pool_with_index', 'paddings', 'a list of int', raw)
    if not (1 <= len(value) and len(value) <= 6):
        raise constraint_error('max_pool_with_index', 'paddings', 'a list of length between 1 and 6', raw, 'length')
    if not (all(0 <= x <= 5 for x in value)):
        raise constraint_error('max_pool_with_index', 'paddings', 'in range [0, 5]', raw, 'in_range')
    return value
_TYPE_MAX_POOL_WITH_INDEX__STORAGE_ORDER = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_max_pool_with_index__storage_order(raw: Any) -> Any:
    value = _TYPE_MAX_POOL_WITH_INDEX__STORAGE_ORDER.coerce(raw)
    if value is UNSET:
        raise type_error('max_pool_with_index', 'storage_order', 'an int', raw)
    if not (value in (0, 1)):
        raise constraint_error('max_pool_with_index', 'storage_order', 'one of [0, 1]', raw, 'one_of')
    return value


def validate_max_pool_with_index_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of max_pool_with_index, checked against its declaration."""
    for key in given:
        if key not in _MAX_POOL_WITH_INDEX_ATTRIBUTES:
            raise unknown_argument_error('max_pool_with_index', key, _MAX_POOL_WITH_INDEX_ARGUMENTS)
    return {
        'ksize': _check_max_pool_with_index__ksize(given['ksize']) if given.get('ksize') is not None else _missing('max_pool_with_index', 'ksize'),
        'strides': _check_max_pool_with_index__strides(given['strides']) if 'strides' in given else [1],
        'dilations': _check_max_pool_with_index__dilations(given['dilations']) if 'dilations' in given else [1],
        'paddings': _check_max_pool_with_index__paddings(given['paddings']) if 'paddings' in given else [0],
        'storage_order': _check_max_pool_with_index__storage_order(given['storage_order']) if 'storage_order' in given else 0,
    }


def validate_max_pool_with_index_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of max_pool_with_index (TensorInfos), checked against its tensor metas."""
    check_inputs('max_pool_with_index', _MAX_POOL_WITH_INDEX_INPUTS, infos, _MAX_POOL_WITH_INDEX_ARGUMENTS)


# --- max_pool_with_index_grad (kernels/pool_index.py) ---

_MAX_POOL_WITH_INDEX_GRAD_ATTRIBUTES = ('ksize', 'strides', 'dilations', 'paddings', 'storage_order')
_MAX_POOL_WITH_INDEX_GRAD_ARGUMENTS = ('X', 'Out@GRAD', 'Indices@GRAD', 'ksize', 'strides', 'dilations', 'paddings', 'storage_order')
_MAX_POOL_WITH_INDEX_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'an [N, C, *spatial] batch (1 to 3 spatial axes)', 'dtypes': ['float16', 'float32', 'float64', 'int8', 'uint8'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['N', 'C', '...S'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'the maximum of each window: [N, C, *((size + begin + end - (k - 1) * d - 1) / s + 1)]', 'dtypes': ['float16', 'float32', 'float64', 'int8', 'uint8'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Indices@GRAD', 'description': 'where each maximum is in X, flattened (int64; -1 for a window over padding only)', 'dtypes': ['int64'], 'type_var': None, 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_MAX_POOL_WITH_INDEX_GRAD__KSIZE = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_max_pool_with_index_grad__ksize(raw: Any) -> Any:
    value = _TYPE_MAX_POOL_WITH_INDEX_GRAD__KSIZE.coerce(raw)
    if value is UNSET:
        raise type_error('max_pool_with_index_grad', 'ksize', 'a list of int', raw)
    if not (1 <= len(value) and len(value) <= 3):
        raise constraint_error('max_pool_with_index_grad', 'ksize', 'a list of length between 1 and 3', raw, 'length')
    if not (all(1 <= x <= 6 for x in value)):
        raise constraint_error('max_pool_with_index_grad', 'ksize', 'in range [1, 6]', raw, 'in_range')
    return value
_TYPE_MAX_POOL_WITH_INDEX_GRAD__STRIDES = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_max_pool_with_index_grad__strides(raw: Any) -> Any:
    value = _TYPE_MAX_POOL_WITH_INDEX_GRAD__STRIDES.coerce(raw)
    if value is UNSET:
        raise type_error('max_pool_with_index_grad', 'strides', 'a list of int', raw)
    if not (1 <= len(value) and len(value) <= 3):
        raise constraint_error('max_pool_with_index_grad', 'strides', 'a list of length between 1 and 3', raw, 'length')
    if not (all(1 <= x <= 6 for x in value)):
        raise constraint_error('max_pool_with_index_grad', 'strides', 'in range [1, 6]', raw, 'in_range')
    return value
_TYPE_MAX_POOL_WITH_INDEX_GRAD__DILATIONS = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_max_pool_with_index_grad__dilations(raw: Any) -> Any:
    value = _TYPE_MAX_POOL_WITH_INDEX_GRAD__DILATIONS.coerce(raw)
    if value is UNSET:
        raise type_error('max_pool_with_index_grad', 'dilations', 'a list of int', raw)
    if not (1 <= len(value) and len(value) <= 3):
        raise constraint_error('max_pool_with_index_grad', 'dilations', 'a list of length between 1 and 3', raw, 'length')
    if not (all(1 <= x <= 3 for x in value)):
        raise constraint_error('max_pool_with_index_grad', 'dilations', 'in range [1, 3]', raw, 'in_range')
    return value
_TYPE_MAX_POOL_WITH_INDEX_GRAD__PADDINGS = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_max_pool_with_index_grad__paddings(raw: Any) -> Any:
    value = _TYPE_MAX_POOL_WITH_INDEX_GRAD__PADDINGS.coerce(raw)
    if value is UNSET:
        raise type_error('max_pool_with_index_grad', 'paddings', 'a list of int', raw)
    if not (1 <= len(value) and len(value) <= 6):
        raise constraint_error('max_pool_with_index_grad', 'paddings', 'a list of length between 1 and 6', raw, 'length')
    if not (all(0 <= x <= 5 for x in value)):
        raise constraint_error('max_pool_with_index_grad', 'paddings', 'in range [0, 5]', raw, 'in_range')
    return value
_TYPE_MAX_POOL_WITH_INDEX_GRAD__STORAGE_ORDER = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_max_pool_with_index_grad__storage_order(raw: Any) -> Any:
    value = _TYPE_MAX_POOL_WITH_INDEX_GRAD__STORAGE_ORDER.coerce(raw)
    if value is UNSET:
        raise type_error('max_pool_with_index_grad', 'storage_order', 'an int', raw)
    if not (value in (0, 1)):
        raise constraint_error('max_pool_with_index_grad', 'storage_order', 'one of [0, 1]', raw, 'one_of')
    return value


def validate_max_pool_with_index_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of max_pool_with_index_grad, checked against its declaration."""
    for key in given:
        if key not in _MAX_POOL_WITH_INDEX_GRAD_ATTRIBUTES:
            raise unknown_argument_error('max_pool_with_index_grad', key, _MAX_POOL_WITH_INDEX_GRAD_ARGUMENTS)
    return {
        'ksize': _check_max_pool_with_index_grad__ksize(given['ksize']) if given.get('ksize') is not None else _missing('max_pool_with_index_grad', 'ksize'),
        'strides': _check_max_pool_with_index_grad__strides(given['strides']) if 'strides' in given else [1],
        'dilations': _check_max_pool_with_index_grad__dilations(given['dilations']) if 'dilations' in given else [1],
        'paddings': _check_max_pool_with_index_grad__paddings(given['paddings']) if 'paddings' in given else [0],
        'storage_order': _check_max_pool_with_index_grad__storage_order(given['storage_order']) if 'storage_order' in given else 0,
    }


def validate_max_pool_with_index_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of max_pool_with_index_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('max_pool_with_index_grad', _MAX_POOL_WITH_INDEX_GRAD_INPUTS, infos, _MAX_POOL_WITH_INDEX_GRAD_ARGUMENTS)


# --- maxid (kernels/generation_ops.py) ---

_MAXID_ATTRIBUTES = ()
_MAXID_ARGUMENTS = ('X',)
_MAXID_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[N, C]: scores or probabilities; the rows may be the steps of sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'C'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)


def validate_maxid_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of maxid, checked against its declaration."""
    for key in given:
        if key not in _MAXID_ATTRIBUTES:
            raise unknown_argument_error('maxid', key, _MAXID_ARGUMENTS)
    return {
    }


def validate_maxid_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of maxid (TensorInfos), checked against its tensor metas."""
    check_inputs('maxid', _MAXID_INPUTS, infos, _MAXID_ARGUMENTS)


# --- maximum (kernels/elementwise.py) ---

_MAXIMUM_ATTRIBUTES = ()
_MAXIMUM_ARGUMENTS = ('X', 'Y')
_MAXIMUM_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': "a tensor of X's dtype that broadcasts with X", 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_maximum_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of maximum, checked against its declaration."""
    for key in given:
        if key not in _MAXIMUM_ATTRIBUTES:
            raise unknown_argument_error('maximum', key, _MAXIMUM_ARGUMENTS)
    return {
    }


def validate_maximum_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of maximum (TensorInfos), checked against its tensor metas."""
    check_inputs('maximum', _MAXIMUM_INPUTS, infos, _MAXIMUM_ARGUMENTS)


# --- maximum_grad (kernels/elementwise.py) ---

_MAXIMUM_GRAD_ATTRIBUTES = ()
_MAXIMUM_GRAD_ARGUMENTS = ('X', 'Y', 'Out@GRAD')
_MAXIMUM_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': "a tensor of X's dtype that broadcasts with X", 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped as the broadcast of X and Y', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_maximum_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of maximum_grad, checked against its declaration."""
    for key in given:
        if key not in _MAXIMUM_GRAD_ATTRIBUTES:
            raise unknown_argument_error('maximum_grad', key, _MAXIMUM_GRAD_ARGUMENTS)
    return {
    }


def validate_maximum_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of maximum_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('maximum_grad', _MAXIMUM_GRAD_INPUTS, infos, _MAXIMUM_GRAD_ARGUMENTS)


# --- mean (kernels/math.py) ---

_MEAN_ATTRIBUTES = ()
_MEAN_ARGUMENTS = ('X',)
_MEAN_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor with at least one element (the mean of nothing is undefined)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None, 'nonempty': True}),)


def validate_mean_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of mean, checked against its declaration."""
    for key in given:
        if key not in _MEAN_ATTRIBUTES:
            raise unknown_argument_error('mean', key, _MEAN_ARGUMENTS)
    return {
    }


def validate_mean_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of mean (TensorInfos), checked against its tensor metas."""
    check_inputs('mean', _MEAN_INPUTS, infos, _MEAN_ARGUMENTS)


# --- mean_grad (kernels/math.py) ---

_MEAN_GRAD_ATTRIBUTES = ()
_MEAN_GRAD_ARGUMENTS = ('X', 'Out@GRAD')
_MEAN_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor with at least one element (the mean of nothing is undefined)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None, 'nonempty': True}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'the mean', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': [1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_mean_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of mean_grad, checked against its declaration."""
    for key in given:
        if key not in _MEAN_GRAD_ATTRIBUTES:
            raise unknown_argument_error('mean_grad', key, _MEAN_GRAD_ARGUMENTS)
    return {
    }


def validate_mean_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of mean_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('mean_grad', _MEAN_GRAD_INPUTS, infos, _MEAN_GRAD_ARGUMENTS)


# --- minimum (kernels/elementwise.py) ---

_MINIMUM_ATTRIBUTES = ()
_MINIMUM_ARGUMENTS = ('X', 'Y')
_MINIMUM_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': "a tensor of X's dtype that broadcasts with X", 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_minimum_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of minimum, checked against its declaration."""
    for key in given:
        if key not in _MINIMUM_ATTRIBUTES:
            raise unknown_argument_error('minimum', key, _MINIMUM_ARGUMENTS)
    return {
    }


def validate_minimum_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of minimum (TensorInfos), checked against its tensor metas."""
    check_inputs('minimum', _MINIMUM_INPUTS, infos, _MINIMUM_ARGUMENTS)


# --- minimum_grad (kernels/elementwise.py) ---

_MINIMUM_GRAD_ATTRIBUTES = ()
_MINIMUM_GRAD_ARGUMENTS = ('X', 'Y', 'Out@GRAD')
_MINIMUM_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': "a tensor of X's dtype that broadcasts with X", 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped as the broadcast of X and Y', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_minimum_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of minimum_grad, checked against its declaration."""
    for key in given:
        if key not in _MINIMUM_GRAD_ATTRIBUTES:
            raise unknown_argument_error('minimum_grad', key, _MINIMUM_GRAD_ARGUMENTS)
    return {
    }


def validate_minimum_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of minimum_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('minimum_grad', _MINIMUM_GRAD_INPUTS, infos, _MINIMUM_GRAD_ARGUMENTS)


# --- mod (kernels/onnx_math.py) ---

_MOD_ATTRIBUTES = ('fmod',)
_MOD_ARGUMENTS = ('X', 'Y', 'fmod')
_MOD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'the dividend', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': "the divisor, of X's dtype, broadcasting with X", 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_MOD__FMOD = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_mod__fmod(raw: Any) -> Any:
    value = _TYPE_MOD__FMOD.coerce(raw)
    if value is UNSET:
        raise type_error('mod', 'fmod', 'a bool', raw)
    return value


def validate_mod_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of mod, checked against its declaration."""
    for key in given:
        if key not in _MOD_ATTRIBUTES:
            raise unknown_argument_error('mod', key, _MOD_ARGUMENTS)
    return {
        'fmod': _check_mod__fmod(given['fmod']) if 'fmod' in given else False,
    }


def validate_mod_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of mod (TensorInfos), checked against its tensor metas."""
    check_inputs('mod', _MOD_INPUTS, infos, _MOD_ARGUMENTS)


# --- mod_grad (kernels/onnx_math.py) ---

_MOD_GRAD_ATTRIBUTES = ('fmod',)
_MOD_GRAD_ARGUMENTS = ('X', 'Y', 'Out@GRAD', 'fmod')
_MOD_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'the dividend', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': "the divisor, of X's dtype, broadcasting with X", 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped as the broadcast of X and Y', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_MOD_GRAD__FMOD = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_mod_grad__fmod(raw: Any) -> Any:
    value = _TYPE_MOD_GRAD__FMOD.coerce(raw)
    if value is UNSET:
        raise type_error('mod_grad', 'fmod', 'a bool', raw)
    return value


def validate_mod_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of mod_grad, checked against its declaration."""
    for key in given:
        if key not in _MOD_GRAD_ATTRIBUTES:
            raise unknown_argument_error('mod_grad', key, _MOD_GRAD_ARGUMENTS)
    return {
        'fmod': _check_mod_grad__fmod(given['fmod']) if 'fmod' in given else False,
    }


def validate_mod_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of mod_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('mod_grad', _MOD_GRAD_INPUTS, infos, _MOD_GRAD_ARGUMENTS)


# --- momentum (kernels/optimizer.py) ---

_MOMENTUM_ATTRIBUTES = ('learning_rate', 'sparse_rows', 'momentum', 'use_nesterov')
_MOMENTUM_ARGUMENTS = ('Param', 'Grad', 'Velocity', 'LearningRate', 'learning_rate', 'sparse_rows', 'momentum', 'use_nesterov')
_MOMENTUM_INPUTS = (TensorMeta.from_data({'name': 'Param', 'description': 'the parameter', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...P'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Grad', 'description': 'its gradient', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...P'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Velocity', 'description': 'the running velocity (state)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...P'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'LearningRate', 'description': "[1] the step size to use instead of the attribute learning_rate (a schedule's rate, written before each step)", 'dtypes': ['float32', 'float64'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': [1], 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': 10000.0, 'low_open': False, 'high_open': False}, 'broadcast': None, 'reduce': None}))
_TYPE_MOMENTUM__LEARNING_RATE = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_momentum__learning_rate(raw: Any) -> Any:
    value = _TYPE_MOMENTUM__LEARNING_RATE.coerce(raw)
    if value is UNSET:
        raise type_error('momentum', 'learning_rate', 'a finite float', raw)
    if not (value > 0.0):
        raise constraint_error('momentum', 'learning_rate', 'larger than 0.0', raw, 'larger_than')
    if not (value <= 10000.0):
        raise constraint_error('momentum', 'learning_rate', 'at most 10000.0', raw, 'at_most')
    return value
_TYPE_MOMENTUM__SPARSE_ROWS = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_momentum__sparse_rows(raw: Any) -> Any:
    value = _TYPE_MOMENTUM__SPARSE_ROWS.coerce(raw)
    if value is UNSET:
        raise type_error('momentum', 'sparse_rows', 'a bool', raw)
    return value
_TYPE_MOMENTUM__MOMENTUM = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_momentum__momentum(raw: Any) -> Any:
    value = _TYPE_MOMENTUM__MOMENTUM.coerce(raw)
    if value is UNSET:
        raise type_error('momentum', 'momentum', 'a finite float', raw)
    if not (0.0 <= value <= 1.0):
        raise constraint_error('momentum', 'momentum', 'in range [0.0, 1.0]', raw, 'in_range')
    return value
_TYPE_MOMENTUM__USE_NESTEROV = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_momentum__use_nesterov(raw: Any) -> Any:
    value = _TYPE_MOMENTUM__USE_NESTEROV.coerce(raw)
    if value is UNSET:
        raise type_error('momentum', 'use_nesterov', 'a bool', raw)
    return value


def validate_momentum_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of momentum, checked against its declaration."""
    for key in given:
        if key not in _MOMENTUM_ATTRIBUTES:
            raise unknown_argument_error('momentum', key, _MOMENTUM_ARGUMENTS)
    return {
        'learning_rate': _check_momentum__learning_rate(given['learning_rate']) if 'learning_rate' in given else 0.01,
        'sparse_rows': _check_momentum__sparse_rows(given['sparse_rows']) if 'sparse_rows' in given else False,
        'momentum': _check_momentum__momentum(given['momentum']) if 'momentum' in given else 0.9,
        'use_nesterov': _check_momentum__use_nesterov(given['use_nesterov']) if 'use_nesterov' in given else False,
    }


def validate_momentum_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of momentum (TensorInfos), checked against its tensor metas."""
    check_inputs('momentum', _MOMENTUM_INPUTS, infos, _MOMENTUM_ARGUMENTS)


# --- msra (kernels/init_random.py) ---

_MSRA_ATTRIBUTES = ('uniform', 'fan_in', 'negative_slope', 'seed', 'shape', 'dtype')
_MSRA_ARGUMENTS = ('uniform', 'fan_in', 'negative_slope', 'seed', 'shape', 'dtype')
_MSRA_INPUTS = ()
_TYPE_MSRA__UNIFORM = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_msra__uniform(raw: Any) -> Any:
    value = _TYPE_MSRA__UNIFORM.coerce(raw)
    if value is UNSET:
        raise type_error('msra', 'uniform', 'a bool', raw)
    return value
_TYPE_MSRA__FAN_IN = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_msra__fan_in(raw: Any) -> Any:
    value = _TYPE_MSRA__FAN_IN.coerce(raw)
    if value is UNSET:
        raise type_error('msra', 'fan_in', 'an int', raw)
    if not (value >= 0):
        raise constraint_error('msra', 'fan_in', 'at least 0', raw, 'at_least')
    return value
_TYPE_MSRA__NEGATIVE_SLOPE = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_msra__negative_slope(raw: Any) -> Any:
    value = _TYPE_MSRA__NEGATIVE_SLOPE.coerce(raw)
    if value is UNSET:
        raise type_error('msra', 'negative_slope', 'a finite float', raw)
    if not (0.0 <= value <= 1.0):
        raise constraint_error('msra', 'negative_slope', 'in range [0.0, 1.0]', raw, 'in_range')
    return value
_TYPE_MSRA__SEED = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_msra__seed(raw: Any) -> Any:
    value = _TYPE_MSRA__SEED.coerce(raw)
    if value is UNSET:
        raise type_error('msra', 'seed', 'an int', raw)
    if not (value >= 0):
        raise constraint_error('msra', 'seed', 'at least 0', raw, 'at_least')
    return value
_TYPE_MSRA__SHAPE = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_msra__shape(raw: Any) -> Any:
    value = _TYPE_MSRA__SHAPE.coerce(raw)
    if value is UNSET:
        raise type_error('msra', 'shape', 'a list of int', raw)
    if not (1 <= len(value)):
        raise constraint_error('msra', 'shape', 'a list of length at least 1', raw, 'length')
    if not (all(x > 0 for x in value)):
        raise constraint_error('msra', 'shape', 'larger than 0', raw, 'larger_than')
    return value
_TYPE_MSRA__DTYPE = AttrType.from_data({'kind': 'dtype', 'element': None, 'choices': None, 'finite': True})


def _check_msra__dtype(raw: Any) -> Any:
    value = _TYPE_MSRA__DTYPE.coerce(raw)
    if value is UNSET:
        raise type_error('msra', 'dtype', 'a dtype', raw)
    if not (value in (DataType.FLOAT16, DataType.FLOAT32, DataType.FLOAT64)):
        raise constraint_error('msra', 'dtype', "one of ['float16', 'float32', 'float64']", raw, 'one_of')
    return value


def validate_msra_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of msra, checked against its declaration."""
    for key in given:
        if key not in _MSRA_ATTRIBUTES:
            raise unknown_argument_error('msra', key, _MSRA_ARGUMENTS)
    return {
        'uniform': _check_msra__uniform(given['uniform']) if 'uniform' in given else True,
        'fan_in': _check_msra__fan_in(given['fan_in']) if 'fan_in' in given else 0,
        'negative_slope': _check_msra__negative_slope(given['negative_slope']) if 'negative_slope' in given else 0.0,
        'seed': _check_msra__seed(given['seed']) if 'seed' in given else 0,
        'shape': _check_msra__shape(given['shape']) if given.get('shape') is not None else _missing('msra', 'shape'),
        'dtype': _check_msra__dtype(given['dtype']) if 'dtype' in given else DataType.FLOAT32,
    }


def validate_msra_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of msra (TensorInfos), checked against its tensor metas."""
    check_inputs('msra', _MSRA_INPUTS, infos, _MSRA_ARGUMENTS)


# --- mul (kernels/math.py) ---

_MUL_ATTRIBUTES = ()
_MUL_ARGUMENTS = ('X', 'Y')
_MUL_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'an [M, K] matrix; rows may be the steps of sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['M', 'K'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': 'a [K, N] matrix', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['K', 'N'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_mul_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of mul, checked against its declaration."""
    for key in given:
        if key not in _MUL_ATTRIBUTES:
            raise unknown_argument_error('mul', key, _MUL_ARGUMENTS)
    return {
    }


def validate_mul_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of mul (TensorInfos), checked against its tensor metas."""
    check_inputs('mul', _MUL_INPUTS, infos, _MUL_ARGUMENTS)


# --- mul_grad (kernels/math.py) ---

_MUL_GRAD_ATTRIBUTES = ()
_MUL_GRAD_ARGUMENTS = ('X', 'Y', 'Out@GRAD')
_MUL_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'an [M, K] matrix; rows may be the steps of sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['M', 'K'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': 'a [K, N] matrix', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['K', 'N'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'the [M, N] product', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['M', 'N'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_mul_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of mul_grad, checked against its declaration."""
    for key in given:
        if key not in _MUL_GRAD_ATTRIBUTES:
            raise unknown_argument_error('mul_grad', key, _MUL_GRAD_ARGUMENTS)
    return {
    }


def validate_mul_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of mul_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('mul_grad', _MUL_GRAD_INPUTS, infos, _MUL_GRAD_ARGUMENTS)


# --- multiply_rows (kernels/rows.py) ---

_MULTIPLY_ROWS_ATTRIBUTES = ('scale',)
_MULTIPLY_ROWS_ARGUMENTS = ('X', 'Y', 'scale')
_MULTIPLY_ROWS_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[N, D]: rows, maybe the steps of sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['batch', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': '[N, D]: as many rows, the same sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['batch', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_MULTIPLY_ROWS__SCALE = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_multiply_rows__scale(raw: Any) -> Any:
    value = _TYPE_MULTIPLY_ROWS__SCALE.coerce(raw)
    if value is UNSET:
        raise type_error('multiply_rows', 'scale', 'a finite float', raw)
    return value


def validate_multiply_rows_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of multiply_rows, checked against its declaration."""
    for key in given:
        if key not in _MULTIPLY_ROWS_ATTRIBUTES:
            raise unknown_argument_error('multiply_rows', key, _MULTIPLY_ROWS_ARGUMENTS)
    return {
        'scale': _check_multiply_rows__scale(given['scale']) if 'scale' in given else 1.0,
    }


def validate_multiply_rows_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of multiply_rows (TensorInfos), checked against its tensor metas."""
    check_inputs('multiply_rows', _MULTIPLY_ROWS_INPUTS, infos, _MULTIPLY_ROWS_ARGUMENTS)


# --- multiply_rows_grad (kernels/rows.py) ---

_MULTIPLY_ROWS_GRAD_ATTRIBUTES = ('scale',)
_MULTIPLY_ROWS_GRAD_ARGUMENTS = ('X', 'Y', 'Out@GRAD', 'scale')
_MULTIPLY_ROWS_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[N, D]: rows, maybe the steps of sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['batch', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': '[N, D]: as many rows, the same sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['batch', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': '[N, D]', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['batch', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_MULTIPLY_ROWS_GRAD__SCALE = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_multiply_rows_grad__scale(raw: Any) -> Any:
    value = _TYPE_MULTIPLY_ROWS_GRAD__SCALE.coerce(raw)
    if value is UNSET:
        raise type_error('multiply_rows_grad', 'scale', 'a finite float', raw)
    return value


def validate_multiply_rows_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of multiply_rows_grad, checked against its declaration."""
    for key in given:
        if key not in _MULTIPLY_ROWS_GRAD_ATTRIBUTES:
            raise unknown_argument_error('multiply_rows_grad', key, _MULTIPLY_ROWS_GRAD_ARGUMENTS)
    return {
        'scale': _check_multiply_rows_grad__scale(given['scale']) if 'scale' in given else 1.0,
    }


def validate_multiply_rows_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of multiply_rows_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('multiply_rows_grad', _MULTIPLY_ROWS_GRAD_INPUTS, infos, _MULTIPLY_ROWS_GRAD_ARGUMENTS)


# --- nce (kernels/nce.py) ---

_NCE_ATTRIBUTES = ('neg_distribution',)
_NCE_ARGUMENTS = ('X', 'W', 'Label', 'Negatives', 'Bias', 'SampleWeight', 'neg_distribution')
_NCE_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[N, D]: the samples', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['N', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'W', 'description': '[C, D]: one row per class', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['C', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Label', 'description': "[N, 1]: each sample's true class", 'dtypes': ['int32', 'int64'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': ['N', 1], 'optional': False, 'variadic': False, 'no_grad': True, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0, 'high': 'C', 'low_open': False, 'high_open': True}, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Negatives', 'description': "[N, K]: each sample's noise classes (nce_negatives draws them)", 'dtypes': ['int32', 'int64'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': ['N', 'K'], 'optional': False, 'variadic': False, 'no_grad': True, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0, 'high': 'C', 'low_open': False, 'high_open': True}, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Bias', 'description': '[C]: one bias per class', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['C'], 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'SampleWeight', 'description': "[N, 1]: each sample's weight (1 when absent)", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['N', 1], 'optional': True, 'variadic': False, 'no_grad': True, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_NCE__NEG_DISTRIBUTION = AttrType.from_data({'kind': 'list', 'element': {'kind': 'float', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_nce__neg_distribution(raw: Any) -> Any:
    value = _TYPE_NCE__NEG_DISTRIBUTION.coerce(raw)
    if value is UNSET:
        raise type_error('nce', 'neg_distribution', 'a list of finite float', raw)
    return value


def validate_nce_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of nce, checked against its declaration."""
    for key in given:
        if key not in _NCE_ATTRIBUTES:
            raise unknown_argument_error('nce', key, _NCE_ARGUMENTS)
    return {
        'neg_distribution': _check_nce__neg_distribution(given['neg_distribution']) if 'neg_distribution' in given else [],
    }


def validate_nce_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of nce (TensorInfos), checked against its tensor metas."""
    check_inputs('nce', _NCE_INPUTS, infos, _NCE_ARGUMENTS)


# --- nce_grad (kernels/nce.py) ---

_NCE_GRAD_ATTRIBUTES = ('neg_distribution',)
_NCE_GRAD_ARGUMENTS = ('X', 'W', 'Label', 'Negatives', 'Bias', 'SampleWeight', 'Out@GRAD', 'neg_distribution')
_NCE_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[N, D]: the samples', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['N', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'W', 'description': '[C, D]: one row per class', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['C', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Label', 'description': "[N, 1]: each sample's true class", 'dtypes': ['int32', 'int64'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': ['N', 1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0, 'high': 'C', 'low_open': False, 'high_open': True}, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Negatives', 'description': "[N, K]: each sample's noise classes (nce_negatives draws them)", 'dtypes': ['int32', 'int64'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': ['N', 'K'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0, 'high': 'C', 'low_open': False, 'high_open': True}, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Bias', 'description': '[C]: one bias per class', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['C'], 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'SampleWeight', 'description': "[N, 1]: each sample's weight (1 when absent)", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['N', 1], 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': "[N, 1]: each sample's cost", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_NCE_GRAD__NEG_DISTRIBUTION = AttrType.from_data({'kind': 'list', 'element': {'kind': 'float', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_nce_grad__neg_distribution(raw: Any) -> Any:
    value = _TYPE_NCE_GRAD__NEG_DISTRIBUTION.coerce(raw)
    if value is UNSET:
        raise type_error('nce_grad', 'neg_distribution', 'a list of finite float', raw)
    return value


def validate_nce_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of nce_grad, checked against its declaration."""
    for key in given:
        if key not in _NCE_GRAD_ATTRIBUTES:
            raise unknown_argument_error('nce_grad', key, _NCE_GRAD_ARGUMENTS)
    return {
        'neg_distribution': _check_nce_grad__neg_distribution(given['neg_distribution']) if 'neg_distribution' in given else [],
    }


def validate_nce_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of nce_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('nce_grad', _NCE_GRAD_INPUTS, infos, _NCE_GRAD_ARGUMENTS)


# --- nce_negatives (kernels/nce.py) ---

_NCE_NEGATIVES_ATTRIBUTES = ('num_classes', 'num_neg_samples', 'neg_distribution', 'seed')
_NCE_NEGATIVES_ARGUMENTS = ('Label', 'Step', 'num_classes', 'num_neg_samples', 'neg_distribution', 'seed')
_NCE_NEGATIVES_INPUTS = (TensorMeta.from_data({'name': 'Label', 'description': "[N, 1]: the samples' true classes (only their count is read)", 'dtypes': ['int32', 'int64'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': ['N', 1], 'optional': False, 'variadic': False, 'no_grad': True, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Step', 'description': "[1] how many draws were made so far (state; without it, the seed's draw every run)", 'dtypes': ['int64'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': [1], 'optional': True, 'variadic': False, 'no_grad': True, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0, 'high': None, 'low_open': False, 'high_open': False}, 'broadcast': None, 'reduce': None}))
_TYPE_NCE_NEGATIVES__NUM_CLASSES = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_nce_negatives__num_classes(raw: Any) -> Any:
    value = _TYPE_NCE_NEGATIVES__NUM_CLASSES.coerce(raw)
    if value is UNSET:
        raise type_error('nce_negatives', 'num_classes', 'an int', raw)
    if not (1 <= value <= 2147483647):
        raise constraint_error('nce_negatives', 'num_classes', 'in range [1, 2147483647]', raw, 'in_range')
    return value
_TYPE_NCE_NEGATIVES__NUM_NEG_SAMPLES = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_nce_negatives__num_neg_samples(raw: Any) -> Any:
    value = _TYPE_NCE_NEGATIVES__NUM_NEG_SAMPLES.coerce(raw)
    if value is UNSET:
        raise type_error('nce_negatives', 'num_neg_samples', 'an int', raw)
    if not (1 <= value <= 4096):
        raise constraint_error('nce_negatives', 'num_neg_samples', 'in range [1, 4096]', raw, 'in_range')
    return value
_TYPE_NCE_NEGATIVES__NEG_DISTRIBUTION = AttrType.from_data({'kind': 'list', 'element': {'kind': 'float', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_nce_negatives__neg_distribution(raw: Any) -> Any:
    value = _TYPE_NCE_NEGATIVES__NEG_DISTRIBUTION.coerce(raw)
    if value is UNSET:
        raise type_error('nce_negatives', 'neg_distribution', 'a list of finite float', raw)
    return value
_TYPE_NCE_NEGATIVES__SEED = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_nce_negatives__seed(raw: Any) -> Any:
    value = _TYPE_NCE_NEGATIVES__SEED.coerce(raw)
    if value is UNSET:
        raise type_error('nce_negatives', 'seed', 'an int', raw)
    if not (value >= 0):
        raise constraint_error('nce_negatives', 'seed', 'at least 0', raw, 'at_least')
    return value


def validate_nce_negatives_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of nce_negatives, checked against its declaration."""
    for key in given:
        if key not in _NCE_NEGATIVES_ATTRIBUTES:
            raise unknown_argument_error('nce_negatives', key, _NCE_NEGATIVES_ARGUMENTS)
    return {
        'num_classes': _check_nce_negatives__num_classes(given['num_classes']) if given.get('num_classes') is not None else _missing('nce_negatives', 'num_classes'),
        'num_neg_samples': _check_nce_negatives__num_neg_samples(given['num_neg_samples']) if 'num_neg_samples' in given else 10,
        'neg_distribution': _check_nce_negatives__neg_distribution(given['neg_distribution']) if 'neg_distribution' in given else [],
        'seed': _check_nce_negatives__seed(given['seed']) if 'seed' in given else 0,
    }


def validate_nce_negatives_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of nce_negatives (TensorInfos), checked against its tensor metas."""
    check_inputs('nce_negatives', _NCE_NEGATIVES_INPUTS, infos, _NCE_NEGATIVES_ARGUMENTS)


# --- neg (kernels/elementwise.py) ---

_NEG_ATTRIBUTES = ()
_NEG_ARGUMENTS = ('X',)
_NEG_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)


def validate_neg_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of neg, checked against its declaration."""
    for key in given:
        if key not in _NEG_ATTRIBUTES:
            raise unknown_argument_error('neg', key, _NEG_ARGUMENTS)
    return {
    }


def validate_neg_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of neg (TensorInfos), checked against its tensor metas."""
    check_inputs('neg', _NEG_INPUTS, infos, _NEG_ARGUMENTS)


# --- not_equal (kernels/compare.py) ---

_NOT_EQUAL_ATTRIBUTES = ()
_NOT_EQUAL_ARGUMENTS = ('X', 'Y')
_NOT_EQUAL_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': "a tensor of X's dtype that broadcasts with X", 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_not_equal_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of not_equal, checked against its declaration."""
    for key in given:
        if key not in _NOT_EQUAL_ATTRIBUTES:
            raise unknown_argument_error('not_equal', key, _NOT_EQUAL_ARGUMENTS)
    return {
    }


def validate_not_equal_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of not_equal (TensorInfos), checked against its tensor metas."""
    check_inputs('not_equal', _NOT_EQUAL_INPUTS, infos, _NOT_EQUAL_ARGUMENTS)


# --- pad (kernels/indexing.py) ---

_PAD_ATTRIBUTES = ('paddings', 'pad_value')
_PAD_ARGUMENTS = ('X', 'paddings', 'pad_value')
_PAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'any tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_PAD__PADDINGS = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_pad__paddings(raw: Any) -> Any:
    value = _TYPE_PAD__PADDINGS.coerce(raw)
    if value is UNSET:
        raise type_error('pad', 'paddings', 'a list of int', raw)
    if not (2 <= len(value)):
        raise constraint_error('pad', 'paddings', 'a list of length at least 2', raw, 'length')
    if not (all(x >= 0 for x in value)):
        raise constraint_error('pad', 'paddings', 'at least 0', raw, 'at_least')
    if not (_custom['paddle.kernels.indexing:is_pairs'](value)):
        raise constraint_error('pad', 'paddings', 'an even number of sizes', raw, 'custom')
    return value
_TYPE_PAD__PAD_VALUE = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_pad__pad_value(raw: Any) -> Any:
    value = _TYPE_PAD__PAD_VALUE.coerce(raw)
    if value is UNSET:
        raise type_error('pad', 'pad_value', 'a finite float', raw)
    return value


def validate_pad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of pad, checked against its declaration."""
    for key in given:
        if key not in _PAD_ATTRIBUTES:
            raise unknown_argument_error('pad', key, _PAD_ARGUMENTS)
    return {
        'paddings': _check_pad__paddings(given['paddings']) if given.get('paddings') is not None else _missing('pad', 'paddings'),
        'pad_value': _check_pad__pad_value(given['pad_value']) if 'pad_value' in given else 0.0,
    }


def validate_pad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of pad (TensorInfos), checked against its tensor metas."""
    check_inputs('pad', _PAD_INPUTS, infos, _PAD_ARGUMENTS)


# --- pad_grad (kernels/indexing.py) ---

_PAD_GRAD_ATTRIBUTES = ('paddings', 'pad_value')
_PAD_GRAD_ARGUMENTS = ('X', 'Out@GRAD', 'paddings', 'pad_value')
_PAD_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'any tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'the padded tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_PAD_GRAD__PADDINGS = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_pad_grad__paddings(raw: Any) -> Any:
    value = _TYPE_PAD_GRAD__PADDINGS.coerce(raw)
    if value is UNSET:
        raise type_error('pad_grad', 'paddings', 'a list of int', raw)
    if not (2 <= len(value)):
        raise constraint_error('pad_grad', 'paddings', 'a list of length at least 2', raw, 'length')
    if not (all(x >= 0 for x in value)):
        raise constraint_error('pad_grad', 'paddings', 'at least 0', raw, 'at_least')
    if not (_custom['paddle.kernels.indexing:is_pairs'](value)):
        raise constraint_error('pad_grad', 'paddings', 'an even number of sizes', raw, 'custom')
    return value
_TYPE_PAD_GRAD__PAD_VALUE = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_pad_grad__pad_value(raw: Any) -> Any:
    value = _TYPE_PAD_GRAD__PAD_VALUE.coerce(raw)
    if value is UNSET:
        raise type_error('pad_grad', 'pad_value', 'a finite float', raw)
    return value


def validate_pad_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of pad_grad, checked against its declaration."""
    for key in given:
        if key not in _PAD_GRAD_ATTRIBUTES:
            raise unknown_argument_error('pad_grad', key, _PAD_GRAD_ARGUMENTS)
    return {
        'paddings': _check_pad_grad__paddings(given['paddings']) if given.get('paddings') is not None else _missing('pad_grad', 'paddings'),
        'pad_value': _check_pad_grad__pad_value(given['pad_value']) if 'pad_value' in given else 0.0,
    }


def validate_pad_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of pad_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('pad_grad', _PAD_GRAD_INPUTS, infos, _PAD_GRAD_ARGUMENTS)


# --- pool (kernels/pool_nd.py) ---

_POOL_ATTRIBUTES = ('pooling_type', 'ksize', 'global_pooling', 'strides', 'paddings', 'exclusive', 'ceil_mode')
_POOL_ARGUMENTS = ('X', 'pooling_type', 'ksize', 'global_pooling', 'strides', 'paddings', 'exclusive', 'ceil_mode')
_POOL_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'an [N, C, *spatial] batch (1 to 3 spatial axes)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['N', 'C', '...S'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_POOL__POOLING_TYPE = AttrType.from_data({'kind': 'str', 'element': None, 'choices': None, 'finite': True})


def _check_pool__pooling_type(raw: Any) -> Any:
    value = _TYPE_POOL__POOLING_TYPE.coerce(raw)
    if value is UNSET:
        raise type_error('pool', 'pooling_type', 'a str', raw)
    if not (value in ('max', 'avg')):
        raise constraint_error('pool', 'pooling_type', "one of ['max', 'avg']", raw, 'one_of')
    return value
_TYPE_POOL__KSIZE = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_pool__ksize(raw: Any) -> Any:
    value = _TYPE_POOL__KSIZE.coerce(raw)
    if value is UNSET:
        raise type_error('pool', 'ksize', 'a list of int', raw)
    if not (1 <= len(value) and len(value) <= 3):
        raise constraint_error('pool', 'ksize', 'a list of length between 1 and 3', raw, 'length')
    if not (all(1 <= x <= 32 for x in value)):
        raise constraint_error('pool', 'ksize', 'in range [1, 32]', raw, 'in_range')
    return value
_TYPE_POOL__GLOBAL_POOLING = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_pool__global_pooling(raw: Any) -> Any:
    value = _TYPE_POOL__GLOBAL_POOLING.coerce(raw)
    if value is UNSET:
        raise type_error('pool', 'global_pooling', 'a bool', raw)
    return value
_TYPE_POOL__STRIDES = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_pool__strides(raw: Any) -> Any:
    value = _TYPE_POOL__STRIDES.coerce(raw)
    if value is UNSET:
        raise type_error('pool', 'strides', 'a list of int', raw)
    if not (1 <= len(value) and len(value) <= 3):
        raise constraint_error('pool', 'strides', 'a list of length between 1 and 3', raw, 'length')
    if not (all(1 <= x <= 32 for x in value)):
        raise constraint_error('pool', 'strides', 'in range [1, 32]', raw, 'in_range')
    return value
_TYPE_POOL__PADDINGS = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_pool__paddings(raw: Any) -> Any:
    value = _TYPE_POOL__PADDINGS.coerce(raw)
    if value is UNSET:
        raise type_error('pool', 'paddings', 'a list of int', raw)
    if not (1 <= len(value) and len(value) <= 3):
        raise constraint_error('pool', 'paddings', 'a list of length between 1 and 3', raw, 'length')
    if not (all(0 <= x <= 1 for x in value)):
        raise constraint_error('pool', 'paddings', 'in range [0, 1]', raw, 'in_range')
    return value
_TYPE_POOL__EXCLUSIVE = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_pool__exclusive(raw: Any) -> Any:
    value = _TYPE_POOL__EXCLUSIVE.coerce(raw)
    if value is UNSET:
        raise type_error('pool', 'exclusive', 'a bool', raw)
    return value
_TYPE_POOL__CEIL_MODE = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_pool__ceil_mode(raw: Any) -> Any:
    value = _TYPE_POOL__CEIL_MODE.coerce(raw)
    if value is UNSET:
        raise type_error('pool', 'ceil_mode', 'a bool', raw)
    return value


def validate_pool_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of pool, checked against its declaration."""
    for key in given:
        if key not in _POOL_ATTRIBUTES:
            raise unknown_argument_error('pool', key, _POOL_ARGUMENTS)
    return {
        'pooling_type': _check_pool__pooling_type(given['pooling_type']) if 'pooling_type' in given else 'max',
        'ksize': _check_pool__ksize(given['ksize']) if 'ksize' in given else [2],
        'global_pooling': _check_pool__global_pooling(given['global_pooling']) if 'global_pooling' in given else False,
        'strides': _check_pool__strides(given['strides']) if 'strides' in given else [1],
        'paddings': _check_pool__paddings(given['paddings']) if 'paddings' in given else [0],
        'exclusive': _check_pool__exclusive(given['exclusive']) if 'exclusive' in given else True,
        'ceil_mode': _check_pool__ceil_mode(given['ceil_mode']) if 'ceil_mode' in given else False,
    }


def validate_pool_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of pool (TensorInfos), checked against its tensor metas."""
    check_inputs('pool', _POOL_INPUTS, infos, _POOL_ARGUMENTS)


# --- pool2d (kernels/pool.py) ---

_POOL2D_ATTRIBUTES = ('pooling_type', 'ksize', 'global_pooling', 'strides', 'paddings', 'exclusive', 'ceil_mode')
_POOL2D_ARGUMENTS = ('X', 'pooling_type', 'ksize', 'global_pooling', 'strides', 'paddings', 'exclusive', 'ceil_mode')
_POOL2D_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'an [N, C, H, W] batch of images', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['N', 'C', 'H', 'W'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_POOL2D__POOLING_TYPE = AttrType.from_data({'kind': 'str', 'element': None, 'choices': None, 'finite': True})


def _check_pool2d__pooling_type(raw: Any) -> Any:
    value = _TYPE_POOL2D__POOLING_TYPE.coerce(raw)
    if value is UNSET:
        raise type_error('pool2d', 'pooling_type', 'a str', raw)
    if not (value in ('max', 'avg')):
        raise constraint_error('pool2d', 'pooling_type', "one of ['max', 'avg']", raw, 'one_of')
    return value
_TYPE_POOL2D__KSIZE = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_pool2d__ksize(raw: Any) -> Any:
    value = _TYPE_POOL2D__KSIZE.coerce(raw)
    if value is UNSET:
        raise type_error('pool2d', 'ksize', 'a list of int', raw)
    if not (2 <= len(value) and len(value) <= 2):
        raise constraint_error('pool2d', 'ksize', 'a list of length 2', raw, 'length')
    if not (all(1 <= x <= 32 for x in value)):
        raise constraint_error('pool2d', 'ksize', 'in range [1, 32]', raw, 'in_range')
    return value
_TYPE_POOL2D__GLOBAL_POOLING = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_pool2d__global_pooling(raw: Any) -> Any:
    value = _TYPE_POOL2D__GLOBAL_POOLING.coerce(raw)
    if value is UNSET:
        raise type_error('pool2d', 'global_pooling', 'a bool', raw)
    return value
_TYPE_POOL2D__STRIDES = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_pool2d__strides(raw: Any) -> Any:
    value = _TYPE_POOL2D__STRIDES.coerce(raw)
    if value is UNSET:
        raise type_error('pool2d', 'strides', 'a list of int', raw)
    if not (2 <= len(value) and len(value) <= 2):
        raise constraint_error('pool2d', 'strides', 'a list of length 2', raw, 'length')
    if not (all(1 <= x <= 32 for x in value)):
        raise constraint_error('pool2d', 'strides', 'in range [1, 32]', raw, 'in_range')
    return value
_TYPE_POOL2D__PADDINGS = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_pool2d__paddings(raw: Any) -> Any:
    value = _TYPE_POOL2D__PADDINGS.coerce(raw)
    if value is UNSET:
        raise type_error('pool2d', 'paddings', 'a list of int', raw)
    if not (2 <= len(value) and len(value) <= 2):
        raise constraint_error('pool2d', 'paddings', 'a list of length 2', raw, 'length')
    if not (all(0 <= x <= 16 for x in value)):
        raise constraint_error('pool2d', 'paddings', 'in range [0, 16]', raw, 'in_range')
    return value
_TYPE_POOL2D__EXCLUSIVE = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_pool2d__exclusive(raw: Any) -> Any:
    value = _TYPE_POOL2D__EXCLUSIVE.coerce(raw)
    if value is UNSET:
        raise type_error('pool2d', 'exclusive', 'a bool', raw)
    return value
_TYPE_POOL2D__CEIL_MODE = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_pool2d__ceil_mode(raw: Any) -> Any:
    value = _TYPE_POOL2D__CEIL_MODE.coerce(raw)
    if value is UNSET:
        raise type_error('pool2d', 'ceil_mode', 'a bool', raw)
    return value


def validate_pool2d_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of pool2d, checked against its declaration."""
    for key in given:
        if key not in _POOL2D_ATTRIBUTES:
            raise unknown_argument_error('pool2d', key, _POOL2D_ARGUMENTS)
    return {
        'pooling_type': _check_pool2d__pooling_type(given['pooling_type']) if 'pooling_type' in given else 'max',
        'ksize': _check_pool2d__ksize(given['ksize']) if 'ksize' in given else [2, 2],
        'global_pooling': _check_pool2d__global_pooling(given['global_pooling']) if 'global_pooling' in given else False,
        'strides': _check_pool2d__strides(given['strides']) if 'strides' in given else [1, 1],
        'paddings': _check_pool2d__paddings(given['paddings']) if 'paddings' in given else [0, 0],
        'exclusive': _check_pool2d__exclusive(given['exclusive']) if 'exclusive' in given else True,
        'ceil_mode': _check_pool2d__ceil_mode(given['ceil_mode']) if 'ceil_mode' in given else False,
    }


def validate_pool2d_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of pool2d (TensorInfos), checked against its tensor metas."""
    check_inputs('pool2d', _POOL2D_INPUTS, infos, _POOL2D_ARGUMENTS)


# --- pool2d_grad (kernels/pool.py) ---

_POOL2D_GRAD_ATTRIBUTES = ('pooling_type', 'ksize', 'global_pooling', 'strides', 'paddings', 'exclusive', 'ceil_mode')
_POOL2D_GRAD_ARGUMENTS = ('X', 'Out@GRAD', 'pooling_type', 'ksize', 'global_pooling', 'strides', 'paddings', 'exclusive', 'ceil_mode')
_POOL2D_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'an [N, C, H, W] batch of images', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['N', 'C', 'H', 'W'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': '[N, C, (H + 2p - k) / s + 1, ...] (floor, or ceil in ceil_mode); [N, C, 1, 1] with global_pooling', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': 4, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_POOL2D_GRAD__POOLING_TYPE = AttrType.from_data({'kind': 'str', 'element': None, 'choices': None, 'finite': True})


def _check_pool2d_grad__pooling_type(raw: Any) -> Any:
    value = _TYPE_POOL2D_GRAD__POOLING_TYPE.coerce(raw)
    if value is UNSET:
        raise type_error('pool2d_grad', 'pooling_type', 'a str', raw)
    if not (value in ('max', 'avg')):
        raise constraint_error('pool2d_grad', 'pooling_type', "one of ['max', 'avg']", raw, 'one_of')
    return value
_TYPE_POOL2D_GRAD__KSIZE = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_pool2d_grad__ksize(raw: Any) -> Any:
    value = _TYPE_POOL2D_GRAD__KSIZE.coerce(raw)
    if value is UNSET:
        raise type_error('pool2d_grad', 'ksize', 'a list of int', raw)
    if not (2 <= len(value) and len(value) <= 2):
        raise constraint_error('pool2d_grad', 'ksize', 'a list of length 2', raw, 'length')
    if not (all(1 <= x <= 32 for x in value)):
        raise constraint_error('pool2d_grad', 'ksize', 'in range [1, 32]', raw, 'in_range')
    return value
_TYPE_POOL2D_GRAD__GLOBAL_POOLING = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_pool2d_grad__global_pooling(raw: Any) -> Any:
    value = _TYPE_POOL2D_GRAD__GLOBAL_POOLING.coerce(raw)
    if value is UNSET:
        raise type_error('pool2d_grad', 'global_pooling', 'a bool', raw)
    return value
_TYPE_POOL2D_GRAD__STRIDES = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_pool2d_grad__strides(raw: Any) -> Any:
    value = _TYPE_POOL2D_GRAD__STRIDES.coerce(raw)
    if value is UNSET:
        raise type_error('pool2d_grad', 'strides', 'a list of int', raw)
    if not (2 <= len(value) and len(value) <= 2):
        raise constraint_error('pool2d_grad', 'strides', 'a list of length 2', raw, 'length')
    if not (all(1 <= x <= 32 for x in value)):
        raise constraint_error('pool2d_grad', 'strides', 'in range [1, 32]', raw, 'in_range')
    return value
_TYPE_POOL2D_GRAD__PADDINGS = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_pool2d_grad__paddings(raw: Any) -> Any:
    value = _TYPE_POOL2D_GRAD__PADDINGS.coerce(raw)
    if value is UNSET:
        raise type_error('pool2d_grad', 'paddings', 'a list of int', raw)
    if not (2 <= len(value) and len(value) <= 2):
        raise constraint_error('pool2d_grad', 'paddings', 'a list of length 2', raw, 'length')
    if not (all(0 <= x <= 16 for x in value)):
        raise constraint_error('pool2d_grad', 'paddings', 'in range [0, 16]', raw, 'in_range')
    return value
_TYPE_POOL2D_GRAD__EXCLUSIVE = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_pool2d_grad__exclusive(raw: Any) -> Any:
    value = _TYPE_POOL2D_GRAD__EXCLUSIVE.coerce(raw)
    if value is UNSET:
        raise type_error('pool2d_grad', 'exclusive', 'a bool', raw)
    return value
_TYPE_POOL2D_GRAD__CEIL_MODE = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_pool2d_grad__ceil_mode(raw: Any) -> Any:
    value = _TYPE_POOL2D_GRAD__CEIL_MODE.coerce(raw)
    if value is UNSET:
        raise type_error('pool2d_grad', 'ceil_mode', 'a bool', raw)
    return value


def validate_pool2d_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of pool2d_grad, checked against its declaration."""
    for key in given:
        if key not in _POOL2D_GRAD_ATTRIBUTES:
            raise unknown_argument_error('pool2d_grad', key, _POOL2D_GRAD_ARGUMENTS)
    return {
        'pooling_type': _check_pool2d_grad__pooling_type(given['pooling_type']) if 'pooling_type' in given else 'max',
        'ksize': _check_pool2d_grad__ksize(given['ksize']) if 'ksize' in given else [2, 2],
        'global_pooling': _check_pool2d_grad__global_pooling(given['global_pooling']) if 'global_pooling' in given else False,
        'strides': _check_pool2d_grad__strides(given['strides']) if 'strides' in given else [1, 1],
        'paddings': _check_pool2d_grad__paddings(given['paddings']) if 'paddings' in given else [0, 0],
        'exclusive': _check_pool2d_grad__exclusive(given['exclusive']) if 'exclusive' in given else True,
        'ceil_mode': _check_pool2d_grad__ceil_mode(given['ceil_mode']) if 'ceil_mode' in given else False,
    }


def validate_pool2d_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of pool2d_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('pool2d_grad', _POOL2D_GRAD_INPUTS, infos, _POOL2D_GRAD_ARGUMENTS)


# --- pool_grad (kernels/pool_nd.py) ---

_POOL_GRAD_ATTRIBUTES = ('pooling_type', 'ksize', 'global_pooling', 'strides', 'paddings', 'exclusive', 'ceil_mode')
_POOL_GRAD_ARGUMENTS = ('X', 'Out@GRAD', 'pooling_type', 'ksize', 'global_pooling', 'strides', 'paddings', 'exclusive', 'ceil_mode')
_POOL_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'an [N, C, *spatial] batch (1 to 3 spatial axes)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['N', 'C', '...S'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': '[N, C, *((size + 2p - k) / s + 1)] (floor, or ceil in ceil_mode); all 1 with global_pooling', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_POOL_GRAD__POOLING_TYPE = AttrType.from_data({'kind': 'str', 'element': None, 'choices': None, 'finite': True})


def _check_pool_grad__pooling_type(raw: Any) -> Any:
    value = _TYPE_POOL_GRAD__POOLING_TYPE.coerce(raw)
    if value is UNSET:
        raise type_error('pool_grad', 'pooling_type', 'a str', raw)
    if not (value in ('max', 'avg')):
        raise constraint_error('pool_grad', 'pooling_type', "one of ['max', 'avg']", raw, 'one_of')
    return value
_TYPE_POOL_GRAD__KSIZE = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_pool_grad__ksize(raw: Any) -> Any:
    value = _TYPE_POOL_GRAD__KSIZE.coerce(raw)
    if value is UNSET:
        raise type_error('pool_grad', 'ksize', 'a list of int', raw)
    if not (1 <= len(value) and len(value) <= 3):
        raise constraint_error('pool_grad', 'ksize', 'a list of length between 1 and 3', raw, 'length')
    if not (all(1 <= x <= 32 for x in value)):
        raise constraint_error('pool_grad', 'ksize', 'in range [1, 32]', raw, 'in_range')
    return value
_TYPE_POOL_GRAD__GLOBAL_POOLING = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_pool_grad__global_pooling(raw: Any) -> Any:
    value = _TYPE_POOL_GRAD__GLOBAL_POOLING.coerce(raw)
    if value is UNSET:
        raise type_error('pool_grad', 'global_pooling', 'a bool', raw)
    return value
_TYPE_POOL_GRAD__STRIDES = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_pool_grad__strides(raw: Any) -> Any:
    value = _TYPE_POOL_GRAD__STRIDES.coerce(raw)
    if value is UNSET:
        raise type_error('pool_grad', 'strides', 'a list of int', raw)
    if not (1 <= len(value) and len(value) <= 3):
        raise constraint_error('pool_grad', 'strides', 'a list of length between 1 and 3', raw, 'length')
    if not (all(1 <= x <= 32 for x in value)):
        raise constraint_error('pool_grad', 'strides', 'in range [1, 32]', raw, 'in_range')
    return value
_TYPE_POOL_GRAD__PADDINGS = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_pool_grad__paddings(raw: Any) -> Any:
    value = _TYPE_POOL_GRAD__PADDINGS.coerce(raw)
    if value is UNSET:
        raise type_error('pool_grad', 'paddings', 'a list of int', raw)
    if not (1 <= len(value) and len(value) <= 3):
        raise constraint_error('pool_grad', 'paddings', 'a list of length between 1 and 3', raw, 'length')
    if not (all(0 <= x <= 1 for x in value)):
        raise constraint_error('pool_grad', 'paddings', 'in range [0, 1]', raw, 'in_range')
    return value
_TYPE_POOL_GRAD__EXCLUSIVE = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_pool_grad__exclusive(raw: Any) -> Any:
    value = _TYPE_POOL_GRAD__EXCLUSIVE.coerce(raw)
    if value is UNSET:
        raise type_error('pool_grad', 'exclusive', 'a bool', raw)
    return value
_TYPE_POOL_GRAD__CEIL_MODE = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_pool_grad__ceil_mode(raw: Any) -> Any:
    value = _TYPE_POOL_GRAD__CEIL_MODE.coerce(raw)
    if value is UNSET:
        raise type_error('pool_grad', 'ceil_mode', 'a bool', raw)
    return value


def validate_pool_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of pool_grad, checked against its declaration."""
    for key in given:
        if key not in _POOL_GRAD_ATTRIBUTES:
            raise unknown_argument_error('pool_grad', key, _POOL_GRAD_ARGUMENTS)
    return {
        'pooling_type': _check_pool_grad__pooling_type(given['pooling_type']) if 'pooling_type' in given else 'max',
        'ksize': _check_pool_grad__ksize(given['ksize']) if 'ksize' in given else [2],
        'global_pooling': _check_pool_grad__global_pooling(given['global_pooling']) if 'global_pooling' in given else False,
        'strides': _check_pool_grad__strides(given['strides']) if 'strides' in given else [1],
        'paddings': _check_pool_grad__paddings(given['paddings']) if 'paddings' in given else [0],
        'exclusive': _check_pool_grad__exclusive(given['exclusive']) if 'exclusive' in given else True,
        'ceil_mode': _check_pool_grad__ceil_mode(given['ceil_mode']) if 'ceil_mode' in given else False,
    }


def validate_pool_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of pool_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('pool_grad', _POOL_GRAD_INPUTS, infos, _POOL_GRAD_ARGUMENTS)


# --- pow (kernels/elementwise.py) ---

_POW_ATTRIBUTES = ()
_POW_ARGUMENTS = ('X', 'Y')
_POW_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'the positive base', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': None, 'low_open': True, 'high_open': False}, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': 'the exponent, broadcasting with X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_pow_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of pow, checked against its declaration."""
    for key in given:
        if key not in _POW_ATTRIBUTES:
            raise unknown_argument_error('pow', key, _POW_ARGUMENTS)
    return {
    }


def validate_pow_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of pow (TensorInfos), checked against its tensor metas."""
    check_inputs('pow', _POW_INPUTS, infos, _POW_ARGUMENTS)


# --- pow_grad (kernels/elementwise.py) ---

_POW_GRAD_ATTRIBUTES = ()
_POW_GRAD_ARGUMENTS = ('X', 'Y', 'Out', 'Out@GRAD')
_POW_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'the positive base', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': None, 'low_open': True, 'high_open': False}, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': 'the exponent, broadcasting with X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out', 'description': 'shaped as the broadcast of X and Y', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped as the broadcast of X and Y', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_pow_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of pow_grad, checked against its declaration."""
    for key in given:
        if key not in _POW_GRAD_ATTRIBUTES:
            raise unknown_argument_error('pow_grad', key, _POW_GRAD_ARGUMENTS)
    return {
    }


def validate_pow_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of pow_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('pow_grad', _POW_GRAD_INPUTS, infos, _POW_GRAD_ARGUMENTS)


# --- prelu (kernels/activation.py) ---

_PRELU_ATTRIBUTES = ()
_PRELU_ARGUMENTS = ('X', 'Alpha')
_PRELU_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor; its dim 1 holds the channels', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Alpha', 'description': 'the slopes: a vector of one per channel, or of one', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': 1, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_prelu_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of prelu, checked against its declaration."""
    for key in given:
        if key not in _PRELU_ATTRIBUTES:
            raise unknown_argument_error('prelu', key, _PRELU_ARGUMENTS)
    return {
    }


def validate_prelu_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of prelu (TensorInfos), checked against its tensor metas."""
    check_inputs('prelu', _PRELU_INPUTS, infos, _PRELU_ARGUMENTS)


# --- prelu_grad (kernels/activation.py) ---

_PRELU_GRAD_ATTRIBUTES = ()
_PRELU_GRAD_ARGUMENTS = ('X', 'Alpha', 'Out@GRAD')
_PRELU_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor; its dim 1 holds the channels', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Alpha', 'description': 'the slopes: a vector of one per channel, or of one', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': 1, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_prelu_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of prelu_grad, checked against its declaration."""
    for key in given:
        if key not in _PRELU_GRAD_ATTRIBUTES:
            raise unknown_argument_error('prelu_grad', key, _PRELU_GRAD_ARGUMENTS)
    return {
    }


def validate_prelu_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of prelu_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('prelu_grad', _PRELU_GRAD_INPUTS, infos, _PRELU_GRAD_ARGUMENTS)


# --- reciprocal (kernels/unary.py) ---

_RECIPROCAL_ATTRIBUTES = ()
_RECIPROCAL_ARGUMENTS = ('X',)
_RECIPROCAL_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)


def validate_reciprocal_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of reciprocal, checked against its declaration."""
    for key in given:
        if key not in _RECIPROCAL_ATTRIBUTES:
            raise unknown_argument_error('reciprocal', key, _RECIPROCAL_ARGUMENTS)
    return {
    }


def validate_reciprocal_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of reciprocal (TensorInfos), checked against its tensor metas."""
    check_inputs('reciprocal', _RECIPROCAL_INPUTS, infos, _RECIPROCAL_ARGUMENTS)


# --- reciprocal_grad (kernels/unary.py) ---

_RECIPROCAL_GRAD_ATTRIBUTES = ()
_RECIPROCAL_GRAD_ARGUMENTS = ('X', 'Out', 'Out@GRAD')
_RECIPROCAL_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out', 'description': 'shaped like X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_reciprocal_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of reciprocal_grad, checked against its declaration."""
    for key in given:
        if key not in _RECIPROCAL_GRAD_ATTRIBUTES:
            raise unknown_argument_error('reciprocal_grad', key, _RECIPROCAL_GRAD_ARGUMENTS)
    return {
    }


def validate_reciprocal_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of reciprocal_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('reciprocal_grad', _RECIPROCAL_GRAD_INPUTS, infos, _RECIPROCAL_GRAD_ARGUMENTS)


# --- reduce_max (kernels/reduce.py) ---

_REDUCE_MAX_ATTRIBUTES = ('dim', 'keep_dim')
_REDUCE_MAX_ARGUMENTS = ('X', 'dim', 'keep_dim')
_REDUCE_MAX_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_REDUCE_MAX__DIM = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_reduce_max__dim(raw: Any) -> Any:
    value = _TYPE_REDUCE_MAX__DIM.coerce(raw)
    if value is UNSET:
        raise type_error('reduce_max', 'dim', 'a list of int', raw)
    if not (all(-64 <= x <= 63 for x in value)):
        raise constraint_error('reduce_max', 'dim', 'in range [-64, 63]', raw, 'in_range')
    if not (_custom['paddle.kernels.reduce:distinct_axes'](value)):
        raise constraint_error('reduce_max', 'dim', 'a list of distinct axes', raw, 'custom')
    return value
_TYPE_REDUCE_MAX__KEEP_DIM = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_reduce_max__keep_dim(raw: Any) -> Any:
    value = _TYPE_REDUCE_MAX__KEEP_DIM.coerce(raw)
    if value is UNSET:
        raise type_error('reduce_max', 'keep_dim', 'a bool', raw)
    return value


def validate_reduce_max_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of reduce_max, checked against its declaration."""
    for key in given:
        if key not in _REDUCE_MAX_ATTRIBUTES:
            raise unknown_argument_error('reduce_max', key, _REDUCE_MAX_ARGUMENTS)
    return {
        'dim': _check_reduce_max__dim(given['dim']) if given.get('dim') is not None else None,
        'keep_dim': _check_reduce_max__keep_dim(given['keep_dim']) if 'keep_dim' in given else False,
    }


def validate_reduce_max_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of reduce_max (TensorInfos), checked against its tensor metas."""
    check_inputs('reduce_max', _REDUCE_MAX_INPUTS, infos, _REDUCE_MAX_ARGUMENTS)


# --- reduce_max_grad (kernels/reduce.py) ---

_REDUCE_MAX_GRAD_ATTRIBUTES = ('dim', 'keep_dim')
_REDUCE_MAX_GRAD_ARGUMENTS = ('X', 'Out', 'Out@GRAD', 'dim', 'keep_dim')
_REDUCE_MAX_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out', 'description': 'X without the reduced axes (size 1 with keep_dim)', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'X without the reduced axes (size 1 with keep_dim)', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_REDUCE_MAX_GRAD__DIM = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_reduce_max_grad__dim(raw: Any) -> Any:
    value = _TYPE_REDUCE_MAX_GRAD__DIM.coerce(raw)
    if value is UNSET:
        raise type_error('reduce_max_grad', 'dim', 'a list of int', raw)
    if not (all(-64 <= x <= 63 for x in value)):
        raise constraint_error('reduce_max_grad', 'dim', 'in range [-64, 63]', raw, 'in_range')
    if not (_custom['paddle.kernels.reduce:distinct_axes'](value)):
        raise constraint_error('reduce_max_grad', 'dim', 'a list of distinct axes', raw, 'custom')
    return value
_TYPE_REDUCE_MAX_GRAD__KEEP_DIM = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_reduce_max_grad__keep_dim(raw: Any) -> Any:
    value = _TYPE_REDUCE_MAX_GRAD__KEEP_DIM.coerce(raw)
    if value is UNSET:
        raise type_error('reduce_max_grad', 'keep_dim', 'a bool', raw)
    return value


def validate_reduce_max_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of reduce_max_grad, checked against its declaration."""
    for key in given:
        if key not in _REDUCE_MAX_GRAD_ATTRIBUTES:
            raise unknown_argument_error('reduce_max_grad', key, _REDUCE_MAX_GRAD_ARGUMENTS)
    return {
        'dim': _check_reduce_max_grad__dim(given['dim']) if given.get('dim') is not None else None,
        'keep_dim': _check_reduce_max_grad__keep_dim(given['keep_dim']) if 'keep_dim' in given else False,
    }


def validate_reduce_max_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of reduce_max_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('reduce_max_grad', _REDUCE_MAX_GRAD_INPUTS, infos, _REDUCE_MAX_GRAD_ARGUMENTS)


# --- reduce_mean (kernels/reduce.py) ---

_REDUCE_MEAN_ATTRIBUTES = ('dim', 'keep_dim')
_REDUCE_MEAN_ARGUMENTS = ('X', 'dim', 'keep_dim')
_REDUCE_MEAN_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_REDUCE_MEAN__DIM = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_reduce_mean__dim(raw: Any) -> Any:
    value = _TYPE_REDUCE_MEAN__DIM.coerce(raw)
    if value is UNSET:
        raise type_error('reduce_mean', 'dim', 'a list of int', raw)
    if not (all(-64 <= x <= 63 for x in value)):
        raise constraint_error('reduce_mean', 'dim', 'in range [-64, 63]', raw, 'in_range')
    if not (_custom['paddle.kernels.reduce:distinct_axes'](value)):
        raise constraint_error('reduce_mean', 'dim', 'a list of distinct axes', raw, 'custom')
    return value
_TYPE_REDUCE_MEAN__KEEP_DIM = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_reduce_mean__keep_dim(raw: Any) -> Any:
    value = _TYPE_REDUCE_MEAN__KEEP_DIM.coerce(raw)
    if value is UNSET:
        raise type_error('reduce_mean', 'keep_dim', 'a bool', raw)
    return value


def validate_reduce_mean_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of reduce_mean, checked against its declaration."""
    for key in given:
        if key not in _REDUCE_MEAN_ATTRIBUTES:
            raise unknown_argument_error('reduce_mean', key, _REDUCE_MEAN_ARGUMENTS)
    return {
        'dim': _check_reduce_mean__dim(given['dim']) if given.get('dim') is not None else None,
        'keep_dim': _check_reduce_mean__keep_dim(given['keep_dim']) if 'keep_dim' in given else False,
    }


def validate_reduce_mean_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of reduce_mean (TensorInfos), checked against its tensor metas."""
    check_inputs('reduce_mean', _REDUCE_MEAN_INPUTS, infos, _REDUCE_MEAN_ARGUMENTS)


# --- reduce_mean_grad (kernels/reduce.py) ---

_REDUCE_MEAN_GRAD_ATTRIBUTES = ('dim', 'keep_dim')
_REDUCE_MEAN_GRAD_ARGUMENTS = ('X', 'Out@GRAD', 'dim', 'keep_dim')
_REDUCE_MEAN_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'X without the reduced axes (size 1 with keep_dim)', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_REDUCE_MEAN_GRAD__DIM = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_reduce_mean_grad__dim(raw: Any) -> Any:
    value = _TYPE_REDUCE_MEAN_GRAD__DIM.coerce(raw)
    if value is UNSET:
        raise type_error('reduce_mean_grad', 'dim', 'a list of int', raw)
    if not (all(-64 <= x <= 63 for x in value)):
        raise constraint_error('reduce_mean_grad', 'dim', 'in range [-64, 63]', raw, 'in_range')
    if not (_custom['paddle.kernels.reduce:distinct_axes'](value)):
        raise constraint_error('reduce_mean_grad', 'dim', 'a list of distinct axes', raw, 'custom')
    return value
_TYPE_REDUCE_MEAN_GRAD__KEEP_DIM = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_reduce_mean_grad__keep_dim(raw: Any) -> Any:
    value = _TYPE_REDUCE_MEAN_GRAD__KEEP_DIM.coerce(raw)
    if value is UNSET:
        raise type_error('reduce_mean_grad', 'keep_dim', 'a bool', raw)
    return value


def validate_reduce_mean_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of reduce_mean_grad, checked against its declaration."""
    for key in given:
        if key not in _REDUCE_MEAN_GRAD_ATTRIBUTES:
            raise unknown_argument_error('reduce_mean_grad', key, _REDUCE_MEAN_GRAD_ARGUMENTS)
    return {
        'dim': _check_reduce_mean_grad__dim(given['dim']) if given.get('dim') is not None else None,
        'keep_dim': _check_reduce_mean_grad__keep_dim(given['keep_dim']) if 'keep_dim' in given else False,
    }


def validate_reduce_mean_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of reduce_mean_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('reduce_mean_grad', _REDUCE_MEAN_GRAD_INPUTS, infos, _REDUCE_MEAN_GRAD_ARGUMENTS)


# --- reduce_min (kernels/reduce.py) ---

_REDUCE_MIN_ATTRIBUTES = ('dim', 'keep_dim')
_REDUCE_MIN_ARGUMENTS = ('X', 'dim', 'keep_dim')
_REDUCE_MIN_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_REDUCE_MIN__DIM = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_reduce_min__dim(raw: Any) -> Any:
    value = _TYPE_REDUCE_MIN__DIM.coerce(raw)
    if value is UNSET:
        raise type_error('reduce_min', 'dim', 'a list of int', raw)
    if not (all(-64 <= x <= 63 for x in value)):
        raise constraint_error('reduce_min', 'dim', 'in range [-64, 63]', raw, 'in_range')
    if not (_custom['paddle.kernels.reduce:distinct_axes'](value)):
        raise constraint_error('reduce_min', 'dim', 'a list of distinct axes', raw, 'custom')
    return value
_TYPE_REDUCE_MIN__KEEP_DIM = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_reduce_min__keep_dim(raw: Any) -> Any:
    value = _TYPE_REDUCE_MIN__KEEP_DIM.coerce(raw)
    if value is UNSET:
        raise type_error('reduce_min', 'keep_dim', 'a bool', raw)
    return value


def validate_reduce_min_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of reduce_min, checked against its declaration."""
    for key in given:
        if key not in _REDUCE_MIN_ATTRIBUTES:
            raise unknown_argument_error('reduce_min', key, _REDUCE_MIN_ARGUMENTS)
    return {
        'dim': _check_reduce_min__dim(given['dim']) if given.get('dim') is not None else None,
        'keep_dim': _check_reduce_min__keep_dim(given['keep_dim']) if 'keep_dim' in given else False,
    }


def validate_reduce_min_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of reduce_min (TensorInfos), checked against its tensor metas."""
    check_inputs('reduce_min', _REDUCE_MIN_INPUTS, infos, _REDUCE_MIN_ARGUMENTS)


# --- reduce_min_grad (kernels/reduce.py) ---

_REDUCE_MIN_GRAD_ATTRIBUTES = ('dim', 'keep_dim')
_REDUCE_MIN_GRAD_ARGUMENTS = ('X', 'Out', 'Out@GRAD', 'dim', 'keep_dim')
_REDUCE_MIN_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out', 'description': 'X without the reduced axes (size 1 with keep_dim)', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'X without the reduced axes (size 1 with keep_dim)', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_REDUCE_MIN_GRAD__DIM = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_reduce_min_grad__dim(raw: Any) -> Any:
    value = _TYPE_REDUCE_MIN_GRAD__DIM.coerce(raw)
    if value is UNSET:
        raise type_error('reduce_min_grad', 'dim', 'a list of int', raw)
    if not (all(-64 <= x <= 63 for x in value)):
        raise constraint_error('reduce_min_grad', 'dim', 'in range [-64, 63]', raw, 'in_range')
    if not (_custom['paddle.kernels.reduce:distinct_axes'](value)):
        raise constraint_error('reduce_min_grad', 'dim', 'a list of distinct axes', raw, 'custom')
    return value
_TYPE_REDUCE_MIN_GRAD__KEEP_DIM = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_reduce_min_grad__keep_dim(raw: Any) -> Any:
    value = _TYPE_REDUCE_MIN_GRAD__KEEP_DIM.coerce(raw)
    if value is UNSET:
        raise type_error('reduce_min_grad', 'keep_dim', 'a bool', raw)
    return value


def validate_reduce_min_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of reduce_min_grad, checked against its declaration."""
    for key in given:
        if key not in _REDUCE_MIN_GRAD_ATTRIBUTES:
            raise unknown_argument_error('reduce_min_grad', key, _REDUCE_MIN_GRAD_ARGUMENTS)
    return {
        'dim': _check_reduce_min_grad__dim(given['dim']) if given.get('dim') is not None else None,
        'keep_dim': _check_reduce_min_grad__keep_dim(given['keep_dim']) if 'keep_dim' in given else False,
    }


def validate_reduce_min_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of reduce_min_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('reduce_min_grad', _REDUCE_MIN_GRAD_INPUTS, infos, _REDUCE_MIN_GRAD_ARGUMENTS)


# --- reduce_prod (kernels/reduce.py) ---

_REDUCE_PROD_ATTRIBUTES = ('dim', 'keep_dim')
_REDUCE_PROD_ARGUMENTS = ('X', 'dim', 'keep_dim')
_REDUCE_PROD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_REDUCE_PROD__DIM = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_reduce_prod__dim(raw: Any) -> Any:
    value = _TYPE_REDUCE_PROD__DIM.coerce(raw)
    if value is UNSET:
        raise type_error('reduce_prod', 'dim', 'a list of int', raw)
    if not (all(-64 <= x <= 63 for x in value)):
        raise constraint_error('reduce_prod', 'dim', 'in range [-64, 63]', raw, 'in_range')
    if not (_custom['paddle.kernels.reduce:distinct_axes'](value)):
        raise constraint_error('reduce_prod', 'dim', 'a list of distinct axes', raw, 'custom')
    return value
_TYPE_REDUCE_PROD__KEEP_DIM = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_reduce_prod__keep_dim(raw: Any) -> Any:
    value = _TYPE_REDUCE_PROD__KEEP_DIM.coerce(raw)
    if value is UNSET:
        raise type_error('reduce_prod', 'keep_dim', 'a bool', raw)
    return value


def validate_reduce_prod_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of reduce_prod, checked against its declaration."""
    for key in given:
        if key not in _REDUCE_PROD_ATTRIBUTES:
            raise unknown_argument_error('reduce_prod', key, _REDUCE_PROD_ARGUMENTS)
    return {
        'dim': _check_reduce_prod__dim(given['dim']) if given.get('dim') is not None else None,
        'keep_dim': _check_reduce_prod__keep_dim(given['keep_dim']) if 'keep_dim' in given else False,
    }


def validate_reduce_prod_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of reduce_prod (TensorInfos), checked against its tensor metas."""
    check_inputs('reduce_prod', _REDUCE_PROD_INPUTS, infos, _REDUCE_PROD_ARGUMENTS)


# --- reduce_prod_grad (kernels/reduce.py) ---

_REDUCE_PROD_GRAD_ATTRIBUTES = ('dim', 'keep_dim')
_REDUCE_PROD_GRAD_ARGUMENTS = ('X', 'Out', 'Out@GRAD', 'dim', 'keep_dim')
_REDUCE_PROD_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out', 'description': 'X without the reduced axes (size 1 with keep_dim)', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'X without the reduced axes (size 1 with keep_dim)', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_REDUCE_PROD_GRAD__DIM = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_reduce_prod_grad__dim(raw: Any) -> Any:
    value = _TYPE_REDUCE_PROD_GRAD__DIM.coerce(raw)
    if value is UNSET:
        raise type_error('reduce_prod_grad', 'dim', 'a list of int', raw)
    if not (all(-64 <= x <= 63 for x in value)):
        raise constraint_error('reduce_prod_grad', 'dim', 'in range [-64, 63]', raw, 'in_range')
    if not (_custom['paddle.kernels.reduce:distinct_axes'](value)):
        raise constraint_error('reduce_prod_grad', 'dim', 'a list of distinct axes', raw, 'custom')
    return value
_TYPE_REDUCE_PROD_GRAD__KEEP_DIM = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_reduce_prod_grad__keep_dim(raw: Any) -> Any:
    value = _TYPE_REDUCE_PROD_GRAD__KEEP_DIM.coerce(raw)
    if value is UNSET:
        raise type_error('reduce_prod_grad', 'keep_dim', 'a bool', raw)
    return value


def validate_reduce_prod_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of reduce_prod_grad, checked against its declaration."""
    for key in given:
        if key not in _REDUCE_PROD_GRAD_ATTRIBUTES:
            raise unknown_argument_error('reduce_prod_grad', key, _REDUCE_PROD_GRAD_ARGUMENTS)
    return {
        'dim': _check_reduce_prod_grad__dim(given['dim']) if given.get('dim') is not None else None,
        'keep_dim': _check_reduce_prod_grad__keep_dim(given['keep_dim']) if 'keep_dim' in given else False,
    }


def validate_reduce_prod_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of reduce_prod_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('reduce_prod_grad', _REDUCE_PROD_GRAD_INPUTS, infos, _REDUCE_PROD_GRAD_ARGUMENTS)


# --- reduce_sum (kernels/reduce.py) ---

_REDUCE_SUM_ATTRIBUTES = ('dim', 'keep_dim')
_REDUCE_SUM_ARGUMENTS = ('X', 'dim', 'keep_dim')
_REDUCE_SUM_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_REDUCE_SUM__DIM = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_reduce_sum__dim(raw: Any) -> Any:
    value = _TYPE_REDUCE_SUM__DIM.coerce(raw)
    if value is UNSET:
        raise type_error('reduce_sum', 'dim', 'a list of int', raw)
    if not (all(-64 <= x <= 63 for x in value)):
        raise constraint_error('reduce_sum', 'dim', 'in range [-64, 63]', raw, 'in_range')
    if not (_custom['paddle.kernels.reduce:distinct_axes'](value)):
        raise constraint_error('reduce_sum', 'dim', 'a list of distinct axes', raw, 'custom')
    return value
_TYPE_REDUCE_SUM__KEEP_DIM = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_reduce_sum__keep_dim(raw: Any) -> Any:
    value = _TYPE_REDUCE_SUM__KEEP_DIM.coerce(raw)
    if value is UNSET:
        raise type_error('reduce_sum', 'keep_dim', 'a bool', raw)
    return value


def validate_reduce_sum_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of reduce_sum, checked against its declaration."""
    for key in given:
        if key not in _REDUCE_SUM_ATTRIBUTES:
            raise unknown_argument_error('reduce_sum', key, _REDUCE_SUM_ARGUMENTS)
    return {
        'dim': _check_reduce_sum__dim(given['dim']) if given.get('dim') is not None else None,
        'keep_dim': _check_reduce_sum__keep_dim(given['keep_dim']) if 'keep_dim' in given else False,
    }


def validate_reduce_sum_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of reduce_sum (TensorInfos), checked against its tensor metas."""
    check_inputs('reduce_sum', _REDUCE_SUM_INPUTS, infos, _REDUCE_SUM_ARGUMENTS)


# --- reduce_sum_grad (kernels/reduce.py) ---

_REDUCE_SUM_GRAD_ATTRIBUTES = ('dim', 'keep_dim')
_REDUCE_SUM_GRAD_ARGUMENTS = ('X', 'Out@GRAD', 'dim', 'keep_dim')
_REDUCE_SUM_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'X without the reduced axes (size 1 with keep_dim)', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_REDUCE_SUM_GRAD__DIM = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_reduce_sum_grad__dim(raw: Any) -> Any:
    value = _TYPE_REDUCE_SUM_GRAD__DIM.coerce(raw)
    if value is UNSET:
        raise type_error('reduce_sum_grad', 'dim', 'a list of int', raw)
    if not (all(-64 <= x <= 63 for x in value)):
        raise constraint_error('reduce_sum_grad', 'dim', 'in range [-64, 63]', raw, 'in_range')
    if not (_custom['paddle.kernels.reduce:distinct_axes'](value)):
        raise constraint_error('reduce_sum_grad', 'dim', 'a list of distinct axes', raw, 'custom')
    return value
_TYPE_REDUCE_SUM_GRAD__KEEP_DIM = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_reduce_sum_grad__keep_dim(raw: Any) -> Any:
    value = _TYPE_REDUCE_SUM_GRAD__KEEP_DIM.coerce(raw)
    if value is UNSET:
        raise type_error('reduce_sum_grad', 'keep_dim', 'a bool', raw)
    return value


def validate_reduce_sum_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of reduce_sum_grad, checked against its declaration."""
    for key in given:
        if key not in _REDUCE_SUM_GRAD_ATTRIBUTES:
            raise unknown_argument_error('reduce_sum_grad', key, _REDUCE_SUM_GRAD_ARGUMENTS)
    return {
        'dim': _check_reduce_sum_grad__dim(given['dim']) if given.get('dim') is not None else None,
        'keep_dim': _check_reduce_sum_grad__keep_dim(given['keep_dim']) if 'keep_dim' in given else False,
    }


def validate_reduce_sum_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of reduce_sum_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('reduce_sum_grad', _REDUCE_SUM_GRAD_INPUTS, infos, _REDUCE_SUM_GRAD_ARGUMENTS)


# --- relu (kernels/activation.py) ---

_RELU_ATTRIBUTES = ()
_RELU_ARGUMENTS = ('X',)
_RELU_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor of any shape', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)


def validate_relu_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of relu, checked against its declaration."""
    for key in given:
        if key not in _RELU_ATTRIBUTES:
            raise unknown_argument_error('relu', key, _RELU_ARGUMENTS)
    return {
    }


def validate_relu_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of relu (TensorInfos), checked against its tensor metas."""
    check_inputs('relu', _RELU_INPUTS, infos, _RELU_ARGUMENTS)


# --- relu_grad (kernels/activation.py) ---

_RELU_GRAD_ATTRIBUTES = ()
_RELU_GRAD_ARGUMENTS = ('X', 'Out', 'Out@GRAD')
_RELU_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor of any shape', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out', 'description': 'shaped like X', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_relu_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of relu_grad, checked against its declaration."""
    for key in given:
        if key not in _RELU_GRAD_ATTRIBUTES:
            raise unknown_argument_error('relu_grad', key, _RELU_GRAD_ARGUMENTS)
    return {
    }


def validate_relu_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of relu_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('relu_grad', _RELU_GRAD_INPUTS, infos, _RELU_GRAD_ARGUMENTS)


# --- reshape (kernels/shape.py) ---

_RESHAPE_ATTRIBUTES = ('shape',)
_RESHAPE_ARGUMENTS = ('X', 'shape')
_RESHAPE_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'any tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_RESHAPE__SHAPE = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_reshape__shape(raw: Any) -> Any:
    value = _TYPE_RESHAPE__SHAPE.coerce(raw)
    if value is UNSET:
        raise type_error('reshape', 'shape', 'a list of int', raw)
    if not (1 <= len(value)):
        raise constraint_error('reshape', 'shape', 'a list of length at least 1', raw, 'length')
    if not (all(x >= -1 for x in value)):
        raise constraint_error('reshape', 'shape', 'at least -1', raw, 'at_least')
    if not (_custom['paddle.kernels.shape:one_inferred'](value)):
        raise constraint_error('reshape', 'shape', 'a shape with at most one -1', raw, 'custom')
    return value


def validate_reshape_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of reshape, checked against its declaration."""
    for key in given:
        if key not in _RESHAPE_ATTRIBUTES:
            raise unknown_argument_error('reshape', key, _RESHAPE_ARGUMENTS)
    return {
        'shape': _check_reshape__shape(given['shape']) if given.get('shape') is not None else _missing('reshape', 'shape'),
    }


def validate_reshape_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of reshape (TensorInfos), checked against its tensor metas."""
    check_inputs('reshape', _RESHAPE_INPUTS, infos, _RESHAPE_ARGUMENTS)


# --- reshape_grad (kernels/shape.py) ---

_RESHAPE_GRAD_ATTRIBUTES = ('shape',)
_RESHAPE_GRAD_ARGUMENTS = ('X', 'Out@GRAD', 'shape')
_RESHAPE_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'any tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'X in the shape `shape`', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_RESHAPE_GRAD__SHAPE = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_reshape_grad__shape(raw: Any) -> Any:
    value = _TYPE_RESHAPE_GRAD__SHAPE.coerce(raw)
    if value is UNSET:
        raise type_error('reshape_grad', 'shape', 'a list of int', raw)
    if not (1 <= len(value)):
        raise constraint_error('reshape_grad', 'shape', 'a list of length at least 1', raw, 'length')
    if not (all(x >= -1 for x in value)):
        raise constraint_error('reshape_grad', 'shape', 'at least -1', raw, 'at_least')
    if not (_custom['paddle.kernels.shape:one_inferred'](value)):
        raise constraint_error('reshape_grad', 'shape', 'a shape with at most one -1', raw, 'custom')
    return value


def validate_reshape_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of reshape_grad, checked against its declaration."""
    for key in given:
        if key not in _RESHAPE_GRAD_ATTRIBUTES:
            raise unknown_argument_error('reshape_grad', key, _RESHAPE_GRAD_ARGUMENTS)
    return {
        'shape': _check_reshape_grad__shape(given['shape']) if given.get('shape') is not None else _missing('reshape_grad', 'shape'),
    }


def validate_reshape_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of reshape_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('reshape_grad', _RESHAPE_GRAD_INPUTS, infos, _RESHAPE_GRAD_ARGUMENTS)


# --- rmsprop (kernels/optimizer.py) ---

_RMSPROP_ATTRIBUTES = ('learning_rate', 'sparse_rows', 'decay', 'momentum', 'epsilon', 'centered')
_RMSPROP_ARGUMENTS = ('Param', 'Grad', 'MeanSquare', 'Moment', 'MeanGrad', 'LearningRate', 'learning_rate', 'sparse_rows', 'decay', 'momentum', 'epsilon', 'centered')
_RMSPROP_INPUTS = (TensorMeta.from_data({'name': 'Param', 'description': 'the parameter', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...P'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Grad', 'description': 'its gradient', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...P'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'MeanSquare', 'description': 'running mean of the squared gradient (state)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...P'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': None, 'low_open': False, 'high_open': False}, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Moment', 'description': 'the momentum buffer (state)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...P'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'MeanGrad', 'description': 'running mean of the gradient, used when centered (state)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...P'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'LearningRate', 'description': "[1] the step size to use instead of the attribute learning_rate (a schedule's rate, written before each step)", 'dtypes': ['float32', 'float64'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': [1], 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': 10000.0, 'low_open': False, 'high_open': False}, 'broadcast': None, 'reduce': None}))
_TYPE_RMSPROP__LEARNING_RATE = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_rmsprop__learning_rate(raw: Any) -> Any:
    value = _TYPE_RMSPROP__LEARNING_RATE.coerce(raw)
    if value is UNSET:
        raise type_error('rmsprop', 'learning_rate', 'a finite float', raw)
    if not (value > 0.0):
        raise constraint_error('rmsprop', 'learning_rate', 'larger than 0.0', raw, 'larger_than')
    if not (value <= 10000.0):
        raise constraint_error('rmsprop', 'learning_rate', 'at most 10000.0', raw, 'at_most')
    return value
_TYPE_RMSPROP__SPARSE_ROWS = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_rmsprop__sparse_rows(raw: Any) -> Any:
    value = _TYPE_RMSPROP__SPARSE_ROWS.coerce(raw)
    if value is UNSET:
        raise type_error('rmsprop', 'sparse_rows', 'a bool', raw)
    return value
_TYPE_RMSPROP__DECAY = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_rmsprop__decay(raw: Any) -> Any:
    value = _TYPE_RMSPROP__DECAY.coerce(raw)
    if value is UNSET:
        raise type_error('rmsprop', 'decay', 'a finite float', raw)
    if not (value >= 0.0):
        raise constraint_error('rmsprop', 'decay', 'at least 0.0', raw, 'at_least')
    if not (value < 1.0):
        raise constraint_error('rmsprop', 'decay', 'smaller than 1.0', raw, 'smaller_than')
    return value
_TYPE_RMSPROP__MOMENTUM = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_rmsprop__momentum(raw: Any) -> Any:
    value = _TYPE_RMSPROP__MOMENTUM.coerce(raw)
    if value is UNSET:
        raise type_error('rmsprop', 'momentum', 'a finite float', raw)
    if not (0.0 <= value <= 1.0):
        raise constraint_error('rmsprop', 'momentum', 'in range [0.0, 1.0]', raw, 'in_range')
    return value
_TYPE_RMSPROP__EPSILON = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_rmsprop__epsilon(raw: Any) -> Any:
    value = _TYPE_RMSPROP__EPSILON.coerce(raw)
    if value is UNSET:
        raise type_error('rmsprop', 'epsilon', 'a finite float', raw)
    if not (value > 0.0):
        raise constraint_error('rmsprop', 'epsilon', 'larger than 0.0', raw, 'larger_than')
    return value
_TYPE_RMSPROP__CENTERED = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_rmsprop__centered(raw: Any) -> Any:
    value = _TYPE_RMSPROP__CENTERED.coerce(raw)
    if value is UNSET:
        raise type_error('rmsprop', 'centered', 'a bool', raw)
    return value


def validate_rmsprop_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of rmsprop, checked against its declaration."""
    for key in given:
        if key not in _RMSPROP_ATTRIBUTES:
            raise unknown_argument_error('rmsprop', key, _RMSPROP_ARGUMENTS)
    return {
        'learning_rate': _check_rmsprop__learning_rate(given['learning_rate']) if 'learning_rate' in given else 0.01,
        'sparse_rows': _check_rmsprop__sparse_rows(given['sparse_rows']) if 'sparse_rows' in given else False,
        'decay': _check_rmsprop__decay(given['decay']) if 'decay' in given else 0.9,
        'momentum': _check_rmsprop__momentum(given['momentum']) if 'momentum' in given else 0.0,
        'epsilon': _check_rmsprop__epsilon(given['epsilon']) if 'epsilon' in given else 1e-10,
        'centered': _check_rmsprop__centered(given['centered']) if 'centered' in given else False,
    }


def validate_rmsprop_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of rmsprop (TensorInfos), checked against its tensor metas."""
    check_inputs('rmsprop', _RMSPROP_INPUTS, infos, _RMSPROP_ARGUMENTS)


# --- round (kernels/unary.py) ---

_ROUND_ATTRIBUTES = ()
_ROUND_ARGUMENTS = ('X',)
_ROUND_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)


def validate_round_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of round, checked against its declaration."""
    for key in given:
        if key not in _ROUND_ATTRIBUTES:
            raise unknown_argument_error('round', key, _ROUND_ARGUMENTS)
    return {
    }


def validate_round_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of round (TensorInfos), checked against its tensor metas."""
    check_inputs('round', _ROUND_INPUTS, infos, _ROUND_ARGUMENTS)


# --- row_conv (kernels/row_conv.py) ---

_ROW_CONV_ATTRIBUTES = ()
_ROW_CONV_ARGUMENTS = ('X', 'Filter')
_ROW_CONV_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[T, D]: the steps of sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Filter', 'description': '[context_len, D]: a weight per lookahead step and feature', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['K', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_row_conv_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of row_conv, checked against its declaration."""
    for key in given:
        if key not in _ROW_CONV_ATTRIBUTES:
            raise unknown_argument_error('row_conv', key, _ROW_CONV_ARGUMENTS)
    return {
    }


def validate_row_conv_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of row_conv (TensorInfos), checked against its tensor metas."""
    check_inputs('row_conv', _ROW_CONV_INPUTS, infos, _ROW_CONV_ARGUMENTS)


# --- row_conv_grad (kernels/row_conv.py) ---

_ROW_CONV_GRAD_ATTRIBUTES = ()
_ROW_CONV_GRAD_ARGUMENTS = ('X', 'Filter', 'Out@GRAD')
_ROW_CONV_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[T, D]: the steps of sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Filter', 'description': '[context_len, D]: a weight per lookahead step and feature', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['K', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': "[T, D] with X's offsets", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['T', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_row_conv_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of row_conv_grad, checked against its declaration."""
    for key in given:
        if key not in _ROW_CONV_GRAD_ATTRIBUTES:
            raise unknown_argument_error('row_conv_grad', key, _ROW_CONV_GRAD_ARGUMENTS)
    return {
    }


def validate_row_conv_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of row_conv_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('row_conv_grad', _ROW_CONV_GRAD_INPUTS, infos, _ROW_CONV_GRAD_ARGUMENTS)


# --- rowwise_add (kernels/math.py) ---

_ROWWISE_ADD_ATTRIBUTES = ()
_ROWWISE_ADD_ARGUMENTS = ('X', 'b')
_ROWWISE_ADD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'an [M, N] matrix; rows may be the steps of sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['M', 'N'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'b', 'description': 'a vector of N values', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['N'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_rowwise_add_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of rowwise_add, checked against its declaration."""
    for key in given:
        if key not in _ROWWISE_ADD_ATTRIBUTES:
            raise unknown_argument_error('rowwise_add', key, _ROWWISE_ADD_ARGUMENTS)
    return {
    }


def validate_rowwise_add_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of rowwise_add (TensorInfos), checked against its tensor metas."""
    check_inputs('rowwise_add', _ROWWISE_ADD_INPUTS, infos, _ROWWISE_ADD_ARGUMENTS)


# --- rowwise_add_grad (kernels/math.py) ---

_ROWWISE_ADD_GRAD_ATTRIBUTES = ()
_ROWWISE_ADD_GRAD_ARGUMENTS = ('X', 'b', 'Out@GRAD')
_ROWWISE_ADD_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'an [M, N] matrix; rows may be the steps of sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['M', 'N'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'b', 'description': 'a vector of N values', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['N'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'X with b added to each row', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['M', 'N'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_rowwise_add_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of rowwise_add_grad, checked against its declaration."""
    for key in given:
        if key not in _ROWWISE_ADD_GRAD_ATTRIBUTES:
            raise unknown_argument_error('rowwise_add_grad', key, _ROWWISE_ADD_GRAD_ARGUMENTS)
    return {
    }


def validate_rowwise_add_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of rowwise_add_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('rowwise_add_grad', _ROWWISE_ADD_GRAD_INPUTS, infos, _ROWWISE_ADD_GRAD_ARGUMENTS)


# --- rsqrt (kernels/unary.py) ---

_RSQRT_ATTRIBUTES = ()
_RSQRT_ARGUMENTS = ('X',)
_RSQRT_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor with values in (0.0, inf]', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': None, 'low_open': True, 'high_open': False}, 'broadcast': None, 'reduce': None}),)


def validate_rsqrt_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of rsqrt, checked against its declaration."""
    for key in given:
        if key not in _RSQRT_ATTRIBUTES:
            raise unknown_argument_error('rsqrt', key, _RSQRT_ARGUMENTS)
    return {
    }


def validate_rsqrt_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of rsqrt (TensorInfos), checked against its tensor metas."""
    check_inputs('rsqrt', _RSQRT_INPUTS, infos, _RSQRT_ARGUMENTS)


# --- rsqrt_grad (kernels/unary.py) ---

_RSQRT_GRAD_ATTRIBUTES = ()
_RSQRT_GRAD_ARGUMENTS = ('X', 'Out', 'Out@GRAD')
_RSQRT_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor with values in (0.0, inf]', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': None, 'low_open': True, 'high_open': False}, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out', 'description': 'shaped like X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_rsqrt_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of rsqrt_grad, checked against its declaration."""
    for key in given:
        if key not in _RSQRT_GRAD_ATTRIBUTES:
            raise unknown_argument_error('rsqrt_grad', key, _RSQRT_GRAD_ARGUMENTS)
    return {
    }


def validate_rsqrt_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of rsqrt_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('rsqrt_grad', _RSQRT_GRAD_INPUTS, infos, _RSQRT_GRAD_ARGUMENTS)


# --- sampling_id (kernels/sampling.py) ---

_SAMPLING_ID_ATTRIBUTES = ('seed',)
_SAMPLING_ID_ARGUMENTS = ('X', 'Step', 'seed')
_SAMPLING_ID_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[N, D]: the weights (probabilities) of the D ids, each row with a positive sum', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['N', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': None, 'low_open': False, 'high_open': False}, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Step', 'description': "[1] how many draws were made so far (state; without it, the seed's draw every run)", 'dtypes': ['int64'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': [1], 'optional': True, 'variadic': False, 'no_grad': True, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0, 'high': None, 'low_open': False, 'high_open': False}, 'broadcast': None, 'reduce': None}))
_TYPE_SAMPLING_ID__SEED = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_sampling_id__seed(raw: Any) -> Any:
    value = _TYPE_SAMPLING_ID__SEED.coerce(raw)
    if value is UNSET:
        raise type_error('sampling_id', 'seed', 'an int', raw)
    if not (value >= 0):
        raise constraint_error('sampling_id', 'seed', 'at least 0', raw, 'at_least')
    return value


def validate_sampling_id_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sampling_id, checked against its declaration."""
    for key in given:
        if key not in _SAMPLING_ID_ATTRIBUTES:
            raise unknown_argument_error('sampling_id', key, _SAMPLING_ID_ARGUMENTS)
    return {
        'seed': _check_sampling_id__seed(given['seed']) if 'seed' in given else 0,
    }


def validate_sampling_id_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sampling_id (TensorInfos), checked against its tensor metas."""
    check_inputs('sampling_id', _SAMPLING_ID_INPUTS, infos, _SAMPLING_ID_ARGUMENTS)


# --- scale (kernels/cpp/scale_op.cc) ---

_SCALE_ATTRIBUTES = ('scale', 'bias')
_SCALE_ARGUMENTS = ('X', 'scale', 'bias')
_SCALE_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a float tensor of any shape (float16 and bfloat16 computed in float32)', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_SCALE__SCALE = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_scale__scale(raw: Any) -> Any:
    value = _TYPE_SCALE__SCALE.coerce(raw)
    if value is UNSET:
        raise type_error('scale', 'scale', 'a finite float', raw)
    return value
_TYPE_SCALE__BIAS = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_scale__bias(raw: Any) -> Any:
    value = _TYPE_SCALE__BIAS.coerce(raw)
    if value is UNSET:
        raise type_error('scale', 'bias', 'a finite float', raw)
    return value


def validate_scale_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of scale, checked against its declaration."""
    for key in given:
        if key not in _SCALE_ATTRIBUTES:
            raise unknown_argument_error('scale', key, _SCALE_ARGUMENTS)
    return {
        'scale': _check_scale__scale(given['scale']) if 'scale' in given else 1.0,
        'bias': _check_scale__bias(given['bias']) if 'bias' in given else 0.0,
    }


def validate_scale_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of scale (TensorInfos), checked against its tensor metas."""
    check_inputs('scale', _SCALE_INPUTS, infos, _SCALE_ARGUMENTS)


# --- scale_columns (kernels/rows.py) ---

_SCALE_COLUMNS_ATTRIBUTES = ()
_SCALE_COLUMNS_ARGUMENTS = ('X', 'W')
_SCALE_COLUMNS_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[N, D]: rows, maybe the steps of sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['batch', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'W', 'description': '[D] or [1]: the weights', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['K'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_scale_columns_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of scale_columns, checked against its declaration."""
    for key in given:
        if key not in _SCALE_COLUMNS_ATTRIBUTES:
            raise unknown_argument_error('scale_columns', key, _SCALE_COLUMNS_ARGUMENTS)
    return {
    }


def validate_scale_columns_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of scale_columns (TensorInfos), checked against its tensor metas."""
    check_inputs('scale_columns', _SCALE_COLUMNS_INPUTS, infos, _SCALE_COLUMNS_ARGUMENTS)


# --- scale_columns_grad (kernels/rows.py) ---

_SCALE_COLUMNS_GRAD_ATTRIBUTES = ()
_SCALE_COLUMNS_GRAD_ARGUMENTS = ('X', 'W', 'Out@GRAD')
_SCALE_COLUMNS_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[N, D]: rows, maybe the steps of sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['batch', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'W', 'description': '[D] or [1]: the weights', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['K'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': '[N, D]', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['batch', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_scale_columns_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of scale_columns_grad, checked against its declaration."""
    for key in given:
        if key not in _SCALE_COLUMNS_GRAD_ATTRIBUTES:
            raise unknown_argument_error('scale_columns_grad', key, _SCALE_COLUMNS_GRAD_ARGUMENTS)
    return {
    }


def validate_scale_columns_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of scale_columns_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('scale_columns_grad', _SCALE_COLUMNS_GRAD_INPUTS, infos, _SCALE_COLUMNS_GRAD_ARGUMENTS)


# --- scale_grad (kernels/cpp/scale_op.cc) ---

_SCALE_GRAD_ATTRIBUTES = ('scale', 'bias')
_SCALE_GRAD_ARGUMENTS = ('X', 'Out@GRAD', 'scale', 'bias')
_SCALE_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a float tensor of any shape (float16 and bfloat16 computed in float32)', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_SCALE_GRAD__SCALE = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_scale_grad__scale(raw: Any) -> Any:
    value = _TYPE_SCALE_GRAD__SCALE.coerce(raw)
    if value is UNSET:
        raise type_error('scale_grad', 'scale', 'a finite float', raw)
    return value
_TYPE_SCALE_GRAD__BIAS = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_scale_grad__bias(raw: Any) -> Any:
    value = _TYPE_SCALE_GRAD__BIAS.coerce(raw)
    if value is UNSET:
        raise type_error('scale_grad', 'bias', 'a finite float', raw)
    return value


def validate_scale_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of scale_grad, checked against its declaration."""
    for key in given:
        if key not in _SCALE_GRAD_ATTRIBUTES:
            raise unknown_argument_error('scale_grad', key, _SCALE_GRAD_ARGUMENTS)
    return {
        'scale': _check_scale_grad__scale(given['scale']) if 'scale' in given else 1.0,
        'bias': _check_scale_grad__bias(given['bias']) if 'bias' in given else 0.0,
    }


def validate_scale_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of scale_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('scale_grad', _SCALE_GRAD_INPUTS, infos, _SCALE_GRAD_ARGUMENTS)


# --- scaling (kernels/attention.py) ---

_SCALING_ATTRIBUTES = ()
_SCALING_ARGUMENTS = ('X', 'Weight')
_SCALING_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[N, D]: the rows to scale; they may be the steps of sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Weight', 'description': '[N, 1]: one weight per row of X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_scaling_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of scaling, checked against its declaration."""
    for key in given:
        if key not in _SCALING_ATTRIBUTES:
            raise unknown_argument_error('scaling', key, _SCALING_ARGUMENTS)
    return {
    }


def validate_scaling_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of scaling (TensorInfos), checked against its tensor metas."""
    check_inputs('scaling', _SCALING_INPUTS, infos, _SCALING_ARGUMENTS)


# --- scaling_grad (kernels/attention.py) ---

_SCALING_GRAD_ATTRIBUTES = ()
_SCALING_GRAD_ARGUMENTS = ('X', 'Weight', 'Out@GRAD')
_SCALING_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[N, D]: the rows to scale; they may be the steps of sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Weight', 'description': '[N, 1]: one weight per row of X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': "[N, D]: the scaled rows, with X's offsets", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_scaling_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of scaling_grad, checked against its declaration."""
    for key in given:
        if key not in _SCALING_GRAD_ATTRIBUTES:
            raise unknown_argument_error('scaling_grad', key, _SCALING_GRAD_ARGUMENTS)
    return {
    }


def validate_scaling_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of scaling_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('scaling_grad', _SCALING_GRAD_INPUTS, infos, _SCALING_GRAD_ARGUMENTS)


# --- scatter_elements (kernels/onnx_tensor.py) ---

_SCATTER_ELEMENTS_ATTRIBUTES = ('axis', 'reduction')
_SCATTER_ELEMENTS_ARGUMENTS = ('X', 'Index', 'Updates', 'axis', 'reduction')
_SCATTER_ELEMENTS_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Index', 'description': "indexes along `axis` in [-n, n), of X's rank, no larger than X along the other axes", 'dtypes': ['int32', 'int64'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': True, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Updates', 'description': 'the new values, shaped like Index', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_SCATTER_ELEMENTS__AXIS = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_scatter_elements__axis(raw: Any) -> Any:
    value = _TYPE_SCATTER_ELEMENTS__AXIS.coerce(raw)
    if value is UNSET:
        raise type_error('scatter_elements', 'axis', 'an int', raw)
    if not (-32 <= value <= 31):
        raise constraint_error('scatter_elements', 'axis', 'in range [-32, 31]', raw, 'in_range')
    return value
_TYPE_SCATTER_ELEMENTS__REDUCTION = AttrType.from_data({'kind': 'str', 'element': None, 'choices': None, 'finite': True})


def _check_scatter_elements__reduction(raw: Any) -> Any:
    value = _TYPE_SCATTER_ELEMENTS__REDUCTION.coerce(raw)
    if value is UNSET:
        raise type_error('scatter_elements', 'reduction', 'a str', raw)
    if not (value in ('none', 'add', 'mul', 'max', 'min')):
        raise constraint_error('scatter_elements', 'reduction', "one of ['none', 'add', 'mul', 'max', 'min']", raw, 'one_of')
    return value


def validate_scatter_elements_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of scatter_elements, checked against its declaration."""
    for key in given:
        if key not in _SCATTER_ELEMENTS_ATTRIBUTES:
            raise unknown_argument_error('scatter_elements', key, _SCATTER_ELEMENTS_ARGUMENTS)
    return {
        'axis': _check_scatter_elements__axis(given['axis']) if 'axis' in given else 0,
        'reduction': _check_scatter_elements__reduction(given['reduction']) if 'reduction' in given else 'none',
    }


def validate_scatter_elements_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of scatter_elements (TensorInfos), checked against its tensor metas."""
    check_inputs('scatter_elements', _SCATTER_ELEMENTS_INPUTS, infos, _SCATTER_ELEMENTS_ARGUMENTS)


# --- scatter_elements_grad (kernels/onnx_tensor.py) ---

_SCATTER_ELEMENTS_GRAD_ATTRIBUTES = ('axis', 'reduction')
_SCATTER_ELEMENTS_GRAD_ARGUMENTS = ('X', 'Index', 'Updates', 'Out@GRAD', 'axis', 'reduction')
_SCATTER_ELEMENTS_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Index', 'description': "indexes along `axis` in [-n, n), of X's rank, no larger than X along the other axes", 'dtypes': ['int32', 'int64'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Updates', 'description': 'the new values, shaped like Index', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_SCATTER_ELEMENTS_GRAD__AXIS = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_scatter_elements_grad__axis(raw: Any) -> Any:
    value = _TYPE_SCATTER_ELEMENTS_GRAD__AXIS.coerce(raw)
    if value is UNSET:
        raise type_error('scatter_elements_grad', 'axis', 'an int', raw)
    if not (-32 <= value <= 31):
        raise constraint_error('scatter_elements_grad', 'axis', 'in range [-32, 31]', raw, 'in_range')
    return value
_TYPE_SCATTER_ELEMENTS_GRAD__REDUCTION = AttrType.from_data({'kind': 'str', 'element': None, 'choices': None, 'finite': True})


def _check_scatter_elements_grad__reduction(raw: Any) -> Any:
    value = _TYPE_SCATTER_ELEMENTS_GRAD__REDUCTION.coerce(raw)
    if value is UNSET:
        raise type_error('scatter_elements_grad', 'reduction', 'a str', raw)
    if not (value in ('none', 'add', 'mul', 'max', 'min')):
        raise constraint_error('scatter_elements_grad', 'reduction', "one of ['none', 'add', 'mul', 'max', 'min']", raw, 'one_of')
    return value


def validate_scatter_elements_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of scatter_elements_grad, checked against its declaration."""
    for key in given:
        if key not in _SCATTER_ELEMENTS_GRAD_ATTRIBUTES:
            raise unknown_argument_error('scatter_elements_grad', key, _SCATTER_ELEMENTS_GRAD_ARGUMENTS)
    return {
        'axis': _check_scatter_elements_grad__axis(given['axis']) if 'axis' in given else 0,
        'reduction': _check_scatter_elements_grad__reduction(given['reduction']) if 'reduction' in given else 'none',
    }


def validate_scatter_elements_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of scatter_elements_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('scatter_elements_grad', _SCATTER_ELEMENTS_GRAD_INPUTS, infos, _SCATTER_ELEMENTS_GRAD_ARGUMENTS)


# --- scatter_nd (kernels/onnx_index.py) ---

_SCATTER_ND_ATTRIBUTES = ('reduction',)
_SCATTER_ND_ARGUMENTS = ('X', 'Index', 'Updates', 'reduction')
_SCATTER_ND_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor of numbers', 'dtypes': ['float32', 'float64', 'int32', 'int64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Index', 'description': "[..., k] tuples of indexes into X's first k axes (negative from the end)", 'dtypes': ['int64', 'int32'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': True, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Updates', 'description': "[*Index.shape[:-1], *X.shape[k:]]: one slice per tuple, of X's dtype", 'dtypes': ['float32', 'float64', 'int32', 'int64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_SCATTER_ND__REDUCTION = AttrType.from_data({'kind': 'str', 'element': None, 'choices': None, 'finite': True})


def _check_scatter_nd__reduction(raw: Any) -> Any:
    value = _TYPE_SCATTER_ND__REDUCTION.coerce(raw)
    if value is UNSET:
        raise type_error('scatter_nd', 'reduction', 'a str', raw)
    if not (value in ('none', 'add', 'mul', 'max', 'min')):
        raise constraint_error('scatter_nd', 'reduction', "one of ['none', 'add', 'mul', 'max', 'min']", raw, 'one_of')
    return value


def validate_scatter_nd_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of scatter_nd, checked against its declaration."""
    for key in given:
        if key not in _SCATTER_ND_ATTRIBUTES:
            raise unknown_argument_error('scatter_nd', key, _SCATTER_ND_ARGUMENTS)
    return {
        'reduction': _check_scatter_nd__reduction(given['reduction']) if 'reduction' in given else 'none',
    }


def validate_scatter_nd_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of scatter_nd (TensorInfos), checked against its tensor metas."""
    check_inputs('scatter_nd', _SCATTER_ND_INPUTS, infos, _SCATTER_ND_ARGUMENTS)


# --- scatter_nd_grad (kernels/onnx_index.py) ---

_SCATTER_ND_GRAD_ATTRIBUTES = ('reduction',)
_SCATTER_ND_GRAD_ARGUMENTS = ('X', 'Index', 'Updates', 'Out@GRAD', 'reduction')
_SCATTER_ND_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor of numbers', 'dtypes': ['float32', 'float64', 'int32', 'int64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Index', 'description': "[..., k] tuples of indexes into X's first k axes (negative from the end)", 'dtypes': ['int64', 'int32'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Updates', 'description': "[*Index.shape[:-1], *X.shape[k:]]: one slice per tuple, of X's dtype", 'dtypes': ['float32', 'float64', 'int32', 'int64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X', 'dtypes': ['float32', 'float64', 'int32', 'int64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_SCATTER_ND_GRAD__REDUCTION = AttrType.from_data({'kind': 'str', 'element': None, 'choices': None, 'finite': True})


def _check_scatter_nd_grad__reduction(raw: Any) -> Any:
    value = _TYPE_SCATTER_ND_GRAD__REDUCTION.coerce(raw)
    if value is UNSET:
        raise type_error('scatter_nd_grad', 'reduction', 'a str', raw)
    if not (value in ('none', 'add', 'mul', 'max', 'min')):
        raise constraint_error('scatter_nd_grad', 'reduction', "one of ['none', 'add', 'mul', 'max', 'min']", raw, 'one_of')
    return value


def validate_scatter_nd_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of scatter_nd_grad, checked against its declaration."""
    for key in given:
        if key not in _SCATTER_ND_GRAD_ATTRIBUTES:
            raise unknown_argument_error('scatter_nd_grad', key, _SCATTER_ND_GRAD_ARGUMENTS)
    return {
        'reduction': _check_scatter_nd_grad__reduction(given['reduction']) if 'reduction' in given else 'none',
    }


def validate_scatter_nd_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of scatter_nd_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('scatter_nd_grad', _SCATTER_ND_GRAD_INPUTS, infos, _SCATTER_ND_GRAD_ARGUMENTS)


# --- selu (kernels/activation.py) ---

_SELU_ATTRIBUTES = ('scale', 'alpha')
_SELU_ARGUMENTS = ('X', 'scale', 'alpha')
_SELU_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor of any shape', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_SELU__SCALE = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_selu__scale(raw: Any) -> Any:
    value = _TYPE_SELU__SCALE.coerce(raw)
    if value is UNSET:
        raise type_error('selu', 'scale', 'a finite float', raw)
    return value
_TYPE_SELU__ALPHA = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_selu__alpha(raw: Any) -> Any:
    value = _TYPE_SELU__ALPHA.coerce(raw)
    if value is UNSET:
        raise type_error('selu', 'alpha', 'a finite float', raw)
    return value


def validate_selu_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of selu, checked against its declaration."""
    for key in given:
        if key not in _SELU_ATTRIBUTES:
            raise unknown_argument_error('selu', key, _SELU_ARGUMENTS)
    return {
        'scale': _check_selu__scale(given['scale']) if 'scale' in given else 1.0507009873554805,
        'alpha': _check_selu__alpha(given['alpha']) if 'alpha' in given else 1.6732632423543772,
    }


def validate_selu_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of selu (TensorInfos), checked against its tensor metas."""
    check_inputs('selu', _SELU_INPUTS, infos, _SELU_ARGUMENTS)


# --- selu_grad (kernels/activation.py) ---

_SELU_GRAD_ATTRIBUTES = ('scale', 'alpha')
_SELU_GRAD_ARGUMENTS = ('X', 'Out@GRAD', 'scale', 'alpha')
_SELU_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor of any shape', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_SELU_GRAD__SCALE = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_selu_grad__scale(raw: Any) -> Any:
    value = _TYPE_SELU_GRAD__SCALE.coerce(raw)
    if value is UNSET:
        raise type_error('selu_grad', 'scale', 'a finite float', raw)
    return value
_TYPE_SELU_GRAD__ALPHA = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_selu_grad__alpha(raw: Any) -> Any:
    value = _TYPE_SELU_GRAD__ALPHA.coerce(raw)
    if value is UNSET:
        raise type_error('selu_grad', 'alpha', 'a finite float', raw)
    return value


def validate_selu_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of selu_grad, checked against its declaration."""
    for key in given:
        if key not in _SELU_GRAD_ATTRIBUTES:
            raise unknown_argument_error('selu_grad', key, _SELU_GRAD_ARGUMENTS)
    return {
        'scale': _check_selu_grad__scale(given['scale']) if 'scale' in given else 1.0507009873554805,
        'alpha': _check_selu_grad__alpha(given['alpha']) if 'alpha' in given else 1.6732632423543772,
    }


def validate_selu_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of selu_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('selu_grad', _SELU_GRAD_INPUTS, infos, _SELU_GRAD_ARGUMENTS)


# --- sequence_concat (kernels/sequence.py) ---

_SEQUENCE_CONCAT_ATTRIBUTES = ()
_SEQUENCE_CONCAT_ARGUMENTS = ('X', 'Y')
_SEQUENCE_CONCAT_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[Tx, D]: the first sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['Tx', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': '[Ty, D]: as many sequences as X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['Ty', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_sequence_concat_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sequence_concat, checked against its declaration."""
    for key in given:
        if key not in _SEQUENCE_CONCAT_ATTRIBUTES:
            raise unknown_argument_error('sequence_concat', key, _SEQUENCE_CONCAT_ARGUMENTS)
    return {
    }


def validate_sequence_concat_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sequence_concat (TensorInfos), checked against its tensor metas."""
    check_inputs('sequence_concat', _SEQUENCE_CONCAT_INPUTS, infos, _SEQUENCE_CONCAT_ARGUMENTS)


# --- sequence_concat_grad (kernels/sequence.py) ---

_SEQUENCE_CONCAT_GRAD_ATTRIBUTES = ()
_SEQUENCE_CONCAT_GRAD_ARGUMENTS = ('X', 'Y', 'Out@GRAD')
_SEQUENCE_CONCAT_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[Tx, D]: the first sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['Tx', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': '[Ty, D]: as many sequences as X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['Ty', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': '[Tx + Ty, D]: the joined sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': 2, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_sequence_concat_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sequence_concat_grad, checked against its declaration."""
    for key in given:
        if key not in _SEQUENCE_CONCAT_GRAD_ATTRIBUTES:
            raise unknown_argument_error('sequence_concat_grad', key, _SEQUENCE_CONCAT_GRAD_ARGUMENTS)
    return {
    }


def validate_sequence_concat_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sequence_concat_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('sequence_concat_grad', _SEQUENCE_CONCAT_GRAD_INPUTS, infos, _SEQUENCE_CONCAT_GRAD_ARGUMENTS)


# --- sequence_expand (kernels/sequence.py) ---

_SEQUENCE_EXPAND_ATTRIBUTES = ()
_SEQUENCE_EXPAND_ARGUMENTS = ('X', 'Y')
_SEQUENCE_EXPAND_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[N, D]: one row per sequence of Y (its rows may be the steps of sequences)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': '[T, ...]: the sequences whose lengths say how often each row repeats (values unused)', 'dtypes': ['float32', 'float64', 'int32', 'int64'], 'type_var': None, 'seq_types': ['sequence', 'nested_sequence'], 'rank': None, 'shape': ['T', '...G'], 'optional': False, 'variadic': False, 'no_grad': True, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_sequence_expand_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sequence_expand, checked against its declaration."""
    for key in given:
        if key not in _SEQUENCE_EXPAND_ATTRIBUTES:
            raise unknown_argument_error('sequence_expand', key, _SEQUENCE_EXPAND_ARGUMENTS)
    return {
    }


def validate_sequence_expand_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sequence_expand (TensorInfos), checked against its tensor metas."""
    check_inputs('sequence_expand', _SEQUENCE_EXPAND_INPUTS, infos, _SEQUENCE_EXPAND_ARGUMENTS)


# --- sequence_expand_grad (kernels/sequence.py) ---

_SEQUENCE_EXPAND_GRAD_ATTRIBUTES = ()
_SEQUENCE_EXPAND_GRAD_ARGUMENTS = ('X', 'Y', 'Out@GRAD')
_SEQUENCE_EXPAND_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[N, D]: one row per sequence of Y (its rows may be the steps of sequences)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': '[T, ...]: the sequences whose lengths say how often each row repeats (values unused)', 'dtypes': ['float32', 'float64', 'int32', 'int64'], 'type_var': None, 'seq_types': ['sequence', 'nested_sequence'], 'rank': None, 'shape': ['T', '...G'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': "[T, D]: X's rows repeated, with Y's offsets", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['T', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_sequence_expand_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sequence_expand_grad, checked against its declaration."""
    for key in given:
        if key not in _SEQUENCE_EXPAND_GRAD_ATTRIBUTES:
            raise unknown_argument_error('sequence_expand_grad', key, _SEQUENCE_EXPAND_GRAD_ARGUMENTS)
    return {
    }


def validate_sequence_expand_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sequence_expand_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('sequence_expand_grad', _SEQUENCE_EXPAND_GRAD_INPUTS, infos, _SEQUENCE_EXPAND_GRAD_ARGUMENTS)


# --- sequence_like (kernels/sequence_nested.py) ---

_SEQUENCE_LIKE_ATTRIBUTES = ()
_SEQUENCE_LIKE_ARGUMENTS = ('X', 'Y')
_SEQUENCE_LIKE_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[T, D]: as many rows as Y', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['T', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': '[T, ...]: the (nested) sequences whose offsets Out takes (values unused)', 'dtypes': ['float32', 'float64', 'int32', 'int64'], 'type_var': None, 'seq_types': ['nested_sequence', 'sequence'], 'rank': None, 'shape': ['T', '...G'], 'optional': False, 'variadic': False, 'no_grad': True, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_sequence_like_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sequence_like, checked against its declaration."""
    for key in given:
        if key not in _SEQUENCE_LIKE_ATTRIBUTES:
            raise unknown_argument_error('sequence_like', key, _SEQUENCE_LIKE_ARGUMENTS)
    return {
    }


def validate_sequence_like_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sequence_like (TensorInfos), checked against its tensor metas."""
    check_inputs('sequence_like', _SEQUENCE_LIKE_INPUTS, infos, _SEQUENCE_LIKE_ARGUMENTS)


# --- sequence_like_grad (kernels/sequence_nested.py) ---

_SEQUENCE_LIKE_GRAD_ATTRIBUTES = ()
_SEQUENCE_LIKE_GRAD_ARGUMENTS = ('X', 'Y', 'Out@GRAD')
_SEQUENCE_LIKE_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[T, D]: as many rows as Y', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['T', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': '[T, ...]: the (nested) sequences whose offsets Out takes (values unused)', 'dtypes': ['float32', 'float64', 'int32', 'int64'], 'type_var': None, 'seq_types': ['nested_sequence', 'sequence'], 'rank': None, 'shape': ['T', '...G'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': "[T, D]: X, with Y's offsets", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['T', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_sequence_like_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sequence_like_grad, checked against its declaration."""
    for key in given:
        if key not in _SEQUENCE_LIKE_GRAD_ATTRIBUTES:
            raise unknown_argument_error('sequence_like_grad', key, _SEQUENCE_LIKE_GRAD_ARGUMENTS)
    return {
    }


def validate_sequence_like_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sequence_like_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('sequence_like_grad', _SEQUENCE_LIKE_GRAD_INPUTS, infos, _SEQUENCE_LIKE_GRAD_ARGUMENTS)


# --- sequence_nest_rows (kernels/sequence_nested.py) ---

_SEQUENCE_NEST_ROWS_ATTRIBUTES = ()
_SEQUENCE_NEST_ROWS_ARGUMENTS = ('X', 'Y')
_SEQUENCE_NEST_ROWS_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[S, D]: one row per sub-sequence of Y', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['S', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': "[T, ...]: the nested sequence whose sequences group X's rows (values unused)", 'dtypes': ['float32', 'float64', 'int32', 'int64'], 'type_var': None, 'seq_types': ['nested_sequence'], 'rank': None, 'shape': ['T', '...G'], 'optional': False, 'variadic': False, 'no_grad': True, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_sequence_nest_rows_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sequence_nest_rows, checked against its declaration."""
    for key in given:
        if key not in _SEQUENCE_NEST_ROWS_ATTRIBUTES:
            raise unknown_argument_error('sequence_nest_rows', key, _SEQUENCE_NEST_ROWS_ARGUMENTS)
    return {
    }


def validate_sequence_nest_rows_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sequence_nest_rows (TensorInfos), checked against its tensor metas."""
    check_inputs('sequence_nest_rows', _SEQUENCE_NEST_ROWS_INPUTS, infos, _SEQUENCE_NEST_ROWS_ARGUMENTS)


# --- sequence_nest_rows_grad (kernels/sequence_nested.py) ---

_SEQUENCE_NEST_ROWS_GRAD_ATTRIBUTES = ()
_SEQUENCE_NEST_ROWS_GRAD_ARGUMENTS = ('X', 'Y', 'Out@GRAD')
_SEQUENCE_NEST_ROWS_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[S, D]: one row per sub-sequence of Y', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['S', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': "[T, ...]: the nested sequence whose sequences group X's rows (values unused)", 'dtypes': ['float32', 'float64', 'int32', 'int64'], 'type_var': None, 'seq_types': ['nested_sequence'], 'rank': None, 'shape': ['T', '...G'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': "[S, D]: X's rows, with Y's outer offsets", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['S', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_sequence_nest_rows_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sequence_nest_rows_grad, checked against its declaration."""
    for key in given:
        if key not in _SEQUENCE_NEST_ROWS_GRAD_ATTRIBUTES:
            raise unknown_argument_error('sequence_nest_rows_grad', key, _SEQUENCE_NEST_ROWS_GRAD_ARGUMENTS)
    return {
    }


def validate_sequence_nest_rows_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sequence_nest_rows_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('sequence_nest_rows_grad', _SEQUENCE_NEST_ROWS_GRAD_INPUTS, infos, _SEQUENCE_NEST_ROWS_GRAD_ARGUMENTS)


# --- sequence_pool (kernels/sequence.py) ---

_SEQUENCE_POOL_ATTRIBUTES = ('pool_type',)
_SEQUENCE_POOL_ARGUMENTS = ('X', 'pool_type')
_SEQUENCE_POOL_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[T, D]: the steps of the sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_SEQUENCE_POOL__POOL_TYPE = AttrType.from_data({'kind': 'str', 'element': None, 'choices': None, 'finite': True})


def _check_sequence_pool__pool_type(raw: Any) -> Any:
    value = _TYPE_SEQUENCE_POOL__POOL_TYPE.coerce(raw)
    if value is UNSET:
        raise type_error('sequence_pool', 'pool_type', 'a str', raw)
    if not (value in ('average', 'sum', 'sqrt', 'max', 'first', 'last')):
        raise constraint_error('sequence_pool', 'pool_type', "one of ['average', 'sum', 'sqrt', 'max', 'first', 'last']", raw, 'one_of')
    return value


def validate_sequence_pool_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sequence_pool, checked against its declaration."""
    for key in given:
        if key not in _SEQUENCE_POOL_ATTRIBUTES:
            raise unknown_argument_error('sequence_pool', key, _SEQUENCE_POOL_ARGUMENTS)
    return {
        'pool_type': _check_sequence_pool__pool_type(given['pool_type']) if 'pool_type' in given else 'average',
    }


def validate_sequence_pool_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sequence_pool (TensorInfos), checked against its tensor metas."""
    check_inputs('sequence_pool', _SEQUENCE_POOL_INPUTS, infos, _SEQUENCE_POOL_ARGUMENTS)


# --- sequence_pool_grad (kernels/sequence.py) ---

_SEQUENCE_POOL_GRAD_ATTRIBUTES = ('pool_type',)
_SEQUENCE_POOL_GRAD_ARGUMENTS = ('X', 'Out@GRAD', 'pool_type')
_SEQUENCE_POOL_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[T, D]: the steps of the sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': '[number of sequences, D]: one row per sequence', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['?', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_SEQUENCE_POOL_GRAD__POOL_TYPE = AttrType.from_data({'kind': 'str', 'element': None, 'choices': None, 'finite': True})


def _check_sequence_pool_grad__pool_type(raw: Any) -> Any:
    value = _TYPE_SEQUENCE_POOL_GRAD__POOL_TYPE.coerce(raw)
    if value is UNSET:
        raise type_error('sequence_pool_grad', 'pool_type', 'a str', raw)
    if not (value in ('average', 'sum', 'sqrt', 'max', 'first', 'last')):
        raise constraint_error('sequence_pool_grad', 'pool_type', "one of ['average', 'sum', 'sqrt', 'max', 'first', 'last']", raw, 'one_of')
    return value


def validate_sequence_pool_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sequence_pool_grad, checked against its declaration."""
    for key in given:
        if key not in _SEQUENCE_POOL_GRAD_ATTRIBUTES:
            raise unknown_argument_error('sequence_pool_grad', key, _SEQUENCE_POOL_GRAD_ARGUMENTS)
    return {
        'pool_type': _check_sequence_pool_grad__pool_type(given['pool_type']) if 'pool_type' in given else 'average',
    }


def validate_sequence_pool_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sequence_pool_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('sequence_pool_grad', _SEQUENCE_POOL_GRAD_INPUTS, infos, _SEQUENCE_POOL_GRAD_ARGUMENTS)


# --- sequence_reshape (kernels/sequence.py) ---

_SEQUENCE_RESHAPE_ATTRIBUTES = ('new_dim',)
_SEQUENCE_RESHAPE_ARGUMENTS = ('X', 'new_dim')
_SEQUENCE_RESHAPE_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[T, D]: the sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_SEQUENCE_RESHAPE__NEW_DIM = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_sequence_reshape__new_dim(raw: Any) -> Any:
    value = _TYPE_SEQUENCE_RESHAPE__NEW_DIM.coerce(raw)
    if value is UNSET:
        raise type_error('sequence_reshape', 'new_dim', 'an int', raw)
    if not (value > 0):
        raise constraint_error('sequence_reshape', 'new_dim', 'larger than 0', raw, 'larger_than')
    return value


def validate_sequence_reshape_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sequence_reshape, checked against its declaration."""
    for key in given:
        if key not in _SEQUENCE_RESHAPE_ATTRIBUTES:
            raise unknown_argument_error('sequence_reshape', key, _SEQUENCE_RESHAPE_ARGUMENTS)
    return {
        'new_dim': _check_sequence_reshape__new_dim(given['new_dim']) if given.get('new_dim') is not None else _missing('sequence_reshape', 'new_dim'),
    }


def validate_sequence_reshape_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sequence_reshape (TensorInfos), checked against its tensor metas."""
    check_inputs('sequence_reshape', _SEQUENCE_RESHAPE_INPUTS, infos, _SEQUENCE_RESHAPE_ARGUMENTS)


# --- sequence_reshape_grad (kernels/sequence.py) ---

_SEQUENCE_RESHAPE_GRAD_ATTRIBUTES = ('new_dim',)
_SEQUENCE_RESHAPE_GRAD_ARGUMENTS = ('X', 'Out@GRAD', 'new_dim')
_SEQUENCE_RESHAPE_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[T, D]: the sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': '[T * D / new_dim, new_dim]: the same values, new_dim per step', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': 2, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_SEQUENCE_RESHAPE_GRAD__NEW_DIM = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_sequence_reshape_grad__new_dim(raw: Any) -> Any:
    value = _TYPE_SEQUENCE_RESHAPE_GRAD__NEW_DIM.coerce(raw)
    if value is UNSET:
        raise type_error('sequence_reshape_grad', 'new_dim', 'an int', raw)
    if not (value > 0):
        raise constraint_error('sequence_reshape_grad', 'new_dim', 'larger than 0', raw, 'larger_than')
    return value


def validate_sequence_reshape_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sequence_reshape_grad, checked against its declaration."""
    for key in given:
        if key not in _SEQUENCE_RESHAPE_GRAD_ATTRIBUTES:
            raise unknown_argument_error('sequence_reshape_grad', key, _SEQUENCE_RESHAPE_GRAD_ARGUMENTS)
    return {
        'new_dim': _check_sequence_reshape_grad__new_dim(given['new_dim']) if given.get('new_dim') is not None else _missing('sequence_reshape_grad', 'new_dim'),
    }


def validate_sequence_reshape_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sequence_reshape_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('sequence_reshape_grad', _SEQUENCE_RESHAPE_GRAD_INPUTS, infos, _SEQUENCE_RESHAPE_GRAD_ARGUMENTS)


# --- sequence_slice (kernels/sequence_slice.py) ---

_SEQUENCE_SLICE_ATTRIBUTES = ('end_inclusive',)
_SEQUENCE_SLICE_ARGUMENTS = ('X', 'Starts', 'Ends', 'end_inclusive')
_SEQUENCE_SLICE_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[T, D]: the sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Starts', 'description': "[sequences, 1]: each sequence's first step kept (whole numbers)", 'dtypes': ['float32', 'float64', 'int32', 'int64'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': ['N', 1], 'optional': True, 'variadic': False, 'no_grad': True, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Ends', 'description': "[sequences, 1]: each sequence's end (whole numbers)", 'dtypes': ['float32', 'float64', 'int32', 'int64'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': ['N', 1], 'optional': True, 'variadic': False, 'no_grad': True, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_SEQUENCE_SLICE__END_INCLUSIVE = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_sequence_slice__end_inclusive(raw: Any) -> Any:
    value = _TYPE_SEQUENCE_SLICE__END_INCLUSIVE.coerce(raw)
    if value is UNSET:
        raise type_error('sequence_slice', 'end_inclusive', 'a bool', raw)
    return value


def validate_sequence_slice_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sequence_slice, checked against its declaration."""
    for key in given:
        if key not in _SEQUENCE_SLICE_ATTRIBUTES:
            raise unknown_argument_error('sequence_slice', key, _SEQUENCE_SLICE_ARGUMENTS)
    return {
        'end_inclusive': _check_sequence_slice__end_inclusive(given['end_inclusive']) if 'end_inclusive' in given else False,
    }


def validate_sequence_slice_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sequence_slice (TensorInfos), checked against its tensor metas."""
    check_inputs('sequence_slice', _SEQUENCE_SLICE_INPUTS, infos, _SEQUENCE_SLICE_ARGUMENTS)


# --- sequence_slice_grad (kernels/sequence_slice.py) ---

_SEQUENCE_SLICE_GRAD_ATTRIBUTES = ('end_inclusive',)
_SEQUENCE_SLICE_GRAD_ARGUMENTS = ('X', 'Starts', 'Ends', 'Out@GRAD', 'end_inclusive')
_SEQUENCE_SLICE_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[T, D]: the sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Starts', 'description': "[sequences, 1]: each sequence's first step kept (whole numbers)", 'dtypes': ['float32', 'float64', 'int32', 'int64'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': ['N', 1], 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Ends', 'description': "[sequences, 1]: each sequence's end (whole numbers)", 'dtypes': ['float32', 'float64', 'int32', 'int64'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': ['N', 1], 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': '[kept steps, D]: the cut sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['?', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_SEQUENCE_SLICE_GRAD__END_INCLUSIVE = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_sequence_slice_grad__end_inclusive(raw: Any) -> Any:
    value = _TYPE_SEQUENCE_SLICE_GRAD__END_INCLUSIVE.coerce(raw)
    if value is UNSET:
        raise type_error('sequence_slice_grad', 'end_inclusive', 'a bool', raw)
    return value


def validate_sequence_slice_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sequence_slice_grad, checked against its declaration."""
    for key in given:
        if key not in _SEQUENCE_SLICE_GRAD_ATTRIBUTES:
            raise unknown_argument_error('sequence_slice_grad', key, _SEQUENCE_SLICE_GRAD_ARGUMENTS)
    return {
        'end_inclusive': _check_sequence_slice_grad__end_inclusive(given['end_inclusive']) if 'end_inclusive' in given else False,
    }


def validate_sequence_slice_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sequence_slice_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('sequence_slice_grad', _SEQUENCE_SLICE_GRAD_INPUTS, infos, _SEQUENCE_SLICE_GRAD_ARGUMENTS)


# --- sequence_softmax (kernels/sequence.py) ---

_SEQUENCE_SOFTMAX_ATTRIBUTES = ()
_SEQUENCE_SOFTMAX_ARGUMENTS = ('X',)
_SEQUENCE_SOFTMAX_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[T, 1]: one score per step', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)


def validate_sequence_softmax_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sequence_softmax, checked against its declaration."""
    for key in given:
        if key not in _SEQUENCE_SOFTMAX_ATTRIBUTES:
            raise unknown_argument_error('sequence_softmax', key, _SEQUENCE_SOFTMAX_ARGUMENTS)
    return {
    }


def validate_sequence_softmax_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sequence_softmax (TensorInfos), checked against its tensor metas."""
    check_inputs('sequence_softmax', _SEQUENCE_SOFTMAX_INPUTS, infos, _SEQUENCE_SOFTMAX_ARGUMENTS)


# --- sequence_softmax_grad (kernels/sequence.py) ---

_SEQUENCE_SOFTMAX_GRAD_ATTRIBUTES = ()
_SEQUENCE_SOFTMAX_GRAD_ARGUMENTS = ('X', 'Out', 'Out@GRAD')
_SEQUENCE_SOFTMAX_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[T, 1]: one score per step', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out', 'description': "[T, 1]: each sequence's scores as probabilities summing to 1", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': "[T, 1]: each sequence's scores as probabilities summing to 1", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['T', 1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_sequence_softmax_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sequence_softmax_grad, checked against its declaration."""
    for key in given:
        if key not in _SEQUENCE_SOFTMAX_GRAD_ATTRIBUTES:
            raise unknown_argument_error('sequence_softmax_grad', key, _SEQUENCE_SOFTMAX_GRAD_ARGUMENTS)
    return {
    }


def validate_sequence_softmax_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sequence_softmax_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('sequence_softmax_grad', _SEQUENCE_SOFTMAX_GRAD_INPUTS, infos, _SEQUENCE_SOFTMAX_GRAD_ARGUMENTS)


# --- sequence_topk (kernels/sequence_slice.py) ---

_SEQUENCE_TOPK_ATTRIBUTES = ('beam_size',)
_SEQUENCE_TOPK_ARGUMENTS = ('X', 'beam_size')
_SEQUENCE_TOPK_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[T, 1]: one score per step', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_SEQUENCE_TOPK__BEAM_SIZE = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_sequence_topk__beam_size(raw: Any) -> Any:
    value = _TYPE_SEQUENCE_TOPK__BEAM_SIZE.coerce(raw)
    if value is UNSET:
        raise type_error('sequence_topk', 'beam_size', 'an int', raw)
    if not (1 <= value <= 1024):
        raise constraint_error('sequence_topk', 'beam_size', 'in range [1, 1024]', raw, 'in_range')
    return value


def validate_sequence_topk_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sequence_topk, checked against its declaration."""
    for key in given:
        if key not in _SEQUENCE_TOPK_ATTRIBUTES:
            raise unknown_argument_error('sequence_topk', key, _SEQUENCE_TOPK_ARGUMENTS)
    return {
        'beam_size': _check_sequence_topk__beam_size(given['beam_size']) if 'beam_size' in given else 1,
    }


def validate_sequence_topk_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sequence_topk (TensorInfos), checked against its tensor metas."""
    check_inputs('sequence_topk', _SEQUENCE_TOPK_INPUTS, infos, _SEQUENCE_TOPK_ARGUMENTS)


# --- sequence_unnest (kernels/sequence_nested.py) ---

_SEQUENCE_UNNEST_ATTRIBUTES = ('level',)
_SEQUENCE_UNNEST_ARGUMENTS = ('X', 'level')
_SEQUENCE_UNNEST_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[T, ...]: the rows of a nested sequence (two levels of offsets)', 'dtypes': ['float32', 'float64', 'int32', 'int64'], 'type_var': 'T', 'seq_types': ['nested_sequence'], 'rank': None, 'shape': ['T', '...D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_SEQUENCE_UNNEST__LEVEL = AttrType.from_data({'kind': 'str', 'element': None, 'choices': None, 'finite': True})


def _check_sequence_unnest__level(raw: Any) -> Any:
    value = _TYPE_SEQUENCE_UNNEST__LEVEL.coerce(raw)
    if value is UNSET:
        raise type_error('sequence_unnest', 'level', 'a str', raw)
    if not (value in ('sub_sequences', 'sequences')):
        raise constraint_error('sequence_unnest', 'level', "one of ['sub_sequences', 'sequences']", raw, 'one_of')
    return value


def validate_sequence_unnest_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sequence_unnest, checked against its declaration."""
    for key in given:
        if key not in _SEQUENCE_UNNEST_ATTRIBUTES:
            raise unknown_argument_error('sequence_unnest', key, _SEQUENCE_UNNEST_ARGUMENTS)
    return {
        'level': _check_sequence_unnest__level(given['level']) if 'level' in given else 'sub_sequences',
    }


def validate_sequence_unnest_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sequence_unnest (TensorInfos), checked against its tensor metas."""
    check_inputs('sequence_unnest', _SEQUENCE_UNNEST_INPUTS, infos, _SEQUENCE_UNNEST_ARGUMENTS)


# --- sequence_unnest_grad (kernels/sequence_nested.py) ---

_SEQUENCE_UNNEST_GRAD_ATTRIBUTES = ('level',)
_SEQUENCE_UNNEST_GRAD_ARGUMENTS = ('X', 'Out@GRAD', 'level')
_SEQUENCE_UNNEST_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[T, ...]: the rows of a nested sequence (two levels of offsets)', 'dtypes': ['float32', 'float64', 'int32', 'int64'], 'type_var': 'T', 'seq_types': ['nested_sequence'], 'rank': None, 'shape': ['T', '...D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': "[T, ...]: X's rows with one level of offsets", 'dtypes': ['float32', 'float64', 'int32', 'int64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['T', '...D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_SEQUENCE_UNNEST_GRAD__LEVEL = AttrType.from_data({'kind': 'str', 'element': None, 'choices': None, 'finite': True})


def _check_sequence_unnest_grad__level(raw: Any) -> Any:
    value = _TYPE_SEQUENCE_UNNEST_GRAD__LEVEL.coerce(raw)
    if value is UNSET:
        raise type_error('sequence_unnest_grad', 'level', 'a str', raw)
    if not (value in ('sub_sequences', 'sequences')):
        raise constraint_error('sequence_unnest_grad', 'level', "one of ['sub_sequences', 'sequences']", raw, 'one_of')
    return value


def validate_sequence_unnest_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sequence_unnest_grad, checked against its declaration."""
    for key in given:
        if key not in _SEQUENCE_UNNEST_GRAD_ATTRIBUTES:
            raise unknown_argument_error('sequence_unnest_grad', key, _SEQUENCE_UNNEST_GRAD_ARGUMENTS)
    return {
        'level': _check_sequence_unnest_grad__level(given['level']) if 'level' in given else 'sub_sequences',
    }


def validate_sequence_unnest_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sequence_unnest_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('sequence_unnest_grad', _SEQUENCE_UNNEST_GRAD_INPUTS, infos, _SEQUENCE_UNNEST_GRAD_ARGUMENTS)


# --- sgd (kernels/optimizer.py) ---

_SGD_ATTRIBUTES = ('learning_rate', 'sparse_rows')
_SGD_ARGUMENTS = ('Param', 'Grad', 'LearningRate', 'learning_rate', 'sparse_rows')
_SGD_INPUTS = (TensorMeta.from_data({'name': 'Param', 'description': 'the parameter', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...P'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Grad', 'description': 'its gradient', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...P'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'LearningRate', 'description': "[1] the step size to use instead of the attribute learning_rate (a schedule's rate, written before each step)", 'dtypes': ['float32', 'float64'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': [1], 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': 10000.0, 'low_open': False, 'high_open': False}, 'broadcast': None, 'reduce': None}))
_TYPE_SGD__LEARNING_RATE = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_sgd__learning_rate(raw: Any) -> Any:
    value = _TYPE_SGD__LEARNING_RATE.coerce(raw)
    if value is UNSET:
        raise type_error('sgd', 'learning_rate', 'a finite float', raw)
    if not (value > 0.0):
        raise constraint_error('sgd', 'learning_rate', 'larger than 0.0', raw, 'larger_than')
    if not (value <= 10000.0):
        raise constraint_error('sgd', 'learning_rate', 'at most 10000.0', raw, 'at_most')
    return value
_TYPE_SGD__SPARSE_ROWS = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_sgd__sparse_rows(raw: Any) -> Any:
    value = _TYPE_SGD__SPARSE_ROWS.coerce(raw)
    if value is UNSET:
        raise type_error('sgd', 'sparse_rows', 'a bool', raw)
    return value


def validate_sgd_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sgd, checked against its declaration."""
    for key in given:
        if key not in _SGD_ATTRIBUTES:
            raise unknown_argument_error('sgd', key, _SGD_ARGUMENTS)
    return {
        'learning_rate': _check_sgd__learning_rate(given['learning_rate']) if 'learning_rate' in given else 0.01,
        'sparse_rows': _check_sgd__sparse_rows(given['sparse_rows']) if 'sparse_rows' in given else False,
    }


def validate_sgd_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sgd (TensorInfos), checked against its tensor metas."""
    check_inputs('sgd', _SGD_INPUTS, infos, _SGD_ARGUMENTS)


# --- sigmoid (kernels/activation.py) ---

_SIGMOID_ATTRIBUTES = ()
_SIGMOID_ARGUMENTS = ('X',)
_SIGMOID_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor of any shape', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)


def validate_sigmoid_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sigmoid, checked against its declaration."""
    for key in given:
        if key not in _SIGMOID_ATTRIBUTES:
            raise unknown_argument_error('sigmoid', key, _SIGMOID_ARGUMENTS)
    return {
    }


def validate_sigmoid_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sigmoid (TensorInfos), checked against its tensor metas."""
    check_inputs('sigmoid', _SIGMOID_INPUTS, infos, _SIGMOID_ARGUMENTS)


# --- sigmoid_cross_entropy_with_logits (kernels/loss.py) ---

_SIGMOID_CROSS_ENTROPY_WITH_LOGITS_ATTRIBUTES = ()
_SIGMOID_CROSS_ENTROPY_WITH_LOGITS_ARGUMENTS = ('X', 'Label')
_SIGMOID_CROSS_ENTROPY_WITH_LOGITS_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'an [N, D] matrix of logits', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Label', 'description': 'an [N, D] matrix of targets in [0, 1]', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'D'], 'optional': False, 'variadic': False, 'no_grad': True, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': 1.0, 'low_open': False, 'high_open': False}, 'broadcast': None, 'reduce': None}))


def validate_sigmoid_cross_entropy_with_logits_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sigmoid_cross_entropy_with_logits, checked against its declaration."""
    for key in given:
        if key not in _SIGMOID_CROSS_ENTROPY_WITH_LOGITS_ATTRIBUTES:
            raise unknown_argument_error('sigmoid_cross_entropy_with_logits', key, _SIGMOID_CROSS_ENTROPY_WITH_LOGITS_ARGUMENTS)
    return {
    }


def validate_sigmoid_cross_entropy_with_logits_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sigmoid_cross_entropy_with_logits (TensorInfos), checked against its tensor metas."""
    check_inputs('sigmoid_cross_entropy_with_logits', _SIGMOID_CROSS_ENTROPY_WITH_LOGITS_INPUTS, infos, _SIGMOID_CROSS_ENTROPY_WITH_LOGITS_ARGUMENTS)


# --- sigmoid_cross_entropy_with_logits_grad (kernels/loss.py) ---

_SIGMOID_CROSS_ENTROPY_WITH_LOGITS_GRAD_ATTRIBUTES = ()
_SIGMOID_CROSS_ENTROPY_WITH_LOGITS_GRAD_ARGUMENTS = ('X', 'Label', 'Out@GRAD')
_SIGMOID_CROSS_ENTROPY_WITH_LOGITS_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'an [N, D] matrix of logits', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Label', 'description': 'an [N, D] matrix of targets in [0, 1]', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': 1.0, 'low_open': False, 'high_open': False}, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'an [N, D] matrix of losses', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_sigmoid_cross_entropy_with_logits_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sigmoid_cross_entropy_with_logits_grad, checked against its declaration."""
    for key in given:
        if key not in _SIGMOID_CROSS_ENTROPY_WITH_LOGITS_GRAD_ATTRIBUTES:
            raise unknown_argument_error('sigmoid_cross_entropy_with_logits_grad', key, _SIGMOID_CROSS_ENTROPY_WITH_LOGITS_GRAD_ARGUMENTS)
    return {
    }


def validate_sigmoid_cross_entropy_with_logits_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sigmoid_cross_entropy_with_logits_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('sigmoid_cross_entropy_with_logits_grad', _SIGMOID_CROSS_ENTROPY_WITH_LOGITS_GRAD_INPUTS, infos, _SIGMOID_CROSS_ENTROPY_WITH_LOGITS_GRAD_ARGUMENTS)


# --- sigmoid_grad (kernels/activation.py) ---

_SIGMOID_GRAD_ATTRIBUTES = ()
_SIGMOID_GRAD_ARGUMENTS = ('X', 'Out', 'Out@GRAD')
_SIGMOID_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor of any shape', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out', 'description': 'shaped like X', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_sigmoid_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sigmoid_grad, checked against its declaration."""
    for key in given:
        if key not in _SIGMOID_GRAD_ATTRIBUTES:
            raise unknown_argument_error('sigmoid_grad', key, _SIGMOID_GRAD_ARGUMENTS)
    return {
    }


def validate_sigmoid_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sigmoid_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('sigmoid_grad', _SIGMOID_GRAD_INPUTS, infos, _SIGMOID_GRAD_ARGUMENTS)


# --- sign (kernels/unary.py) ---

_SIGN_ATTRIBUTES = ()
_SIGN_ARGUMENTS = ('X',)
_SIGN_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)


def validate_sign_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sign, checked against its declaration."""
    for key in given:
        if key not in _SIGN_ATTRIBUTES:
            raise unknown_argument_error('sign', key, _SIGN_ARGUMENTS)
    return {
    }


def validate_sign_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sign (TensorInfos), checked against its tensor metas."""
    check_inputs('sign', _SIGN_INPUTS, infos, _SIGN_ARGUMENTS)


# --- sin (kernels/unary.py) ---

_SIN_ATTRIBUTES = ()
_SIN_ARGUMENTS = ('X',)
_SIN_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)


def validate_sin_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sin, checked against its declaration."""
    for key in given:
        if key not in _SIN_ATTRIBUTES:
            raise unknown_argument_error('sin', key, _SIN_ARGUMENTS)
    return {
    }


def validate_sin_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sin (TensorInfos), checked against its tensor metas."""
    check_inputs('sin', _SIN_INPUTS, infos, _SIN_ARGUMENTS)


# --- sin_grad (kernels/unary.py) ---

_SIN_GRAD_ATTRIBUTES = ()
_SIN_GRAD_ARGUMENTS = ('X', 'Out@GRAD')
_SIN_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_sin_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sin_grad, checked against its declaration."""
    for key in given:
        if key not in _SIN_GRAD_ATTRIBUTES:
            raise unknown_argument_error('sin_grad', key, _SIN_GRAD_ARGUMENTS)
    return {
    }


def validate_sin_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sin_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('sin_grad', _SIN_GRAD_INPUTS, infos, _SIN_GRAD_ARGUMENTS)


# --- sinh (kernels/onnx_math.py) ---

_SINH_ATTRIBUTES = ()
_SINH_ARGUMENTS = ('X',)
_SINH_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)


def validate_sinh_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sinh, checked against its declaration."""
    for key in given:
        if key not in _SINH_ATTRIBUTES:
            raise unknown_argument_error('sinh', key, _SINH_ARGUMENTS)
    return {
    }


def validate_sinh_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sinh (TensorInfos), checked against its tensor metas."""
    check_inputs('sinh', _SINH_INPUTS, infos, _SINH_ARGUMENTS)


# --- sinh_grad (kernels/onnx_math.py) ---

_SINH_GRAD_ATTRIBUTES = ()
_SINH_GRAD_ARGUMENTS = ('X', 'Out@GRAD')
_SINH_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_sinh_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sinh_grad, checked against its declaration."""
    for key in given:
        if key not in _SINH_GRAD_ATTRIBUTES:
            raise unknown_argument_error('sinh_grad', key, _SINH_GRAD_ARGUMENTS)
    return {
    }


def validate_sinh_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sinh_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('sinh_grad', _SINH_GRAD_INPUTS, infos, _SINH_GRAD_ARGUMENTS)


# --- slice (kernels/indexing.py) ---

_SLICE_ATTRIBUTES = ('axes', 'starts', 'ends')
_SLICE_ARGUMENTS = ('X', 'axes', 'starts', 'ends')
_SLICE_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'any tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_SLICE__AXES = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_slice__axes(raw: Any) -> Any:
    value = _TYPE_SLICE__AXES.coerce(raw)
    if value is UNSET:
        raise type_error('slice', 'axes', 'a list of int', raw)
    if not (1 <= len(value)):
        raise constraint_error('slice', 'axes', 'a list of length at least 1', raw, 'length')
    if not (all(-64 <= x <= 63 for x in value)):
        raise constraint_error('slice', 'axes', 'in range [-64, 63]', raw, 'in_range')
    if not (_custom['paddle.kernels.reduce:distinct_axes'](value)):
        raise constraint_error('slice', 'axes', 'a list of distinct axes', raw, 'custom')
    return value
_TYPE_SLICE__STARTS = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_slice__starts(raw: Any) -> Any:
    value = _TYPE_SLICE__STARTS.coerce(raw)
    if value is UNSET:
        raise type_error('slice', 'starts', 'a list of int', raw)
    if not (1 <= len(value)):
        raise constraint_error('slice', 'starts', 'a list of length at least 1', raw, 'length')
    if not (all(-4611686018427387904 <= x <= 4611686018427387904 for x in value)):
        raise constraint_error('slice', 'starts', 'in range [-4611686018427387904, 4611686018427387904]', raw, 'in_range')
    return value
_TYPE_SLICE__ENDS = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_slice__ends(raw: Any) -> Any:
    value = _TYPE_SLICE__ENDS.coerce(raw)
    if value is UNSET:
        raise type_error('slice', 'ends', 'a list of int', raw)
    if not (1 <= len(value)):
        raise constraint_error('slice', 'ends', 'a list of length at least 1', raw, 'length')
    if not (all(-4611686018427387904 <= x <= 4611686018427387904 for x in value)):
        raise constraint_error('slice', 'ends', 'in range [-4611686018427387904, 4611686018427387904]', raw, 'in_range')
    return value


def validate_slice_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of slice, checked against its declaration."""
    for key in given:
        if key not in _SLICE_ATTRIBUTES:
            raise unknown_argument_error('slice', key, _SLICE_ARGUMENTS)
    return {
        'axes': _check_slice__axes(given['axes']) if given.get('axes') is not None else _missing('slice', 'axes'),
        'starts': _check_slice__starts(given['starts']) if given.get('starts') is not None else _missing('slice', 'starts'),
        'ends': _check_slice__ends(given['ends']) if given.get('ends') is not None else _missing('slice', 'ends'),
    }


def validate_slice_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of slice (TensorInfos), checked against its tensor metas."""
    check_inputs('slice', _SLICE_INPUTS, infos, _SLICE_ARGUMENTS)


# --- slice_grad (kernels/indexing.py) ---

_SLICE_GRAD_ATTRIBUTES = ('axes', 'starts', 'ends')
_SLICE_GRAD_ARGUMENTS = ('X', 'Out@GRAD', 'axes', 'starts', 'ends')
_SLICE_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'any tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'the slice', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_SLICE_GRAD__AXES = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_slice_grad__axes(raw: Any) -> Any:
    value = _TYPE_SLICE_GRAD__AXES.coerce(raw)
    if value is UNSET:
        raise type_error('slice_grad', 'axes', 'a list of int', raw)
    if not (1 <= len(value)):
        raise constraint_error('slice_grad', 'axes', 'a list of length at least 1', raw, 'length')
    if not (all(-64 <= x <= 63 for x in value)):
        raise constraint_error('slice_grad', 'axes', 'in range [-64, 63]', raw, 'in_range')
    if not (_custom['paddle.kernels.reduce:distinct_axes'](value)):
        raise constraint_error('slice_grad', 'axes', 'a list of distinct axes', raw, 'custom')
    return value
_TYPE_SLICE_GRAD__STARTS = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_slice_grad__starts(raw: Any) -> Any:
    value = _TYPE_SLICE_GRAD__STARTS.coerce(raw)
    if value is UNSET:
        raise type_error('slice_grad', 'starts', 'a list of int', raw)
    if not (1 <= len(value)):
        raise constraint_error('slice_grad', 'starts', 'a list of length at least 1', raw, 'length')
    if not (all(-4611686018427387904 <= x <= 4611686018427387904 for x in value)):
        raise constraint_error('slice_grad', 'starts', 'in range [-4611686018427387904, 4611686018427387904]', raw, 'in_range')
    return value
_TYPE_SLICE_GRAD__ENDS = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_slice_grad__ends(raw: Any) -> Any:
    value = _TYPE_SLICE_GRAD__ENDS.coerce(raw)
    if value is UNSET:
        raise type_error('slice_grad', 'ends', 'a list of int', raw)
    if not (1 <= len(value)):
        raise constraint_error('slice_grad', 'ends', 'a list of length at least 1', raw, 'length')
    if not (all(-4611686018427387904 <= x <= 4611686018427387904 for x in value)):
        raise constraint_error('slice_grad', 'ends', 'in range [-4611686018427387904, 4611686018427387904]', raw, 'in_range')
    return value


def validate_slice_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of slice_grad, checked against its declaration."""
    for key in given:
        if key not in _SLICE_GRAD_ATTRIBUTES:
            raise unknown_argument_error('slice_grad', key, _SLICE_GRAD_ARGUMENTS)
    return {
        'axes': _check_slice_grad__axes(given['axes']) if given.get('axes') is not None else _missing('slice_grad', 'axes'),
        'starts': _check_slice_grad__starts(given['starts']) if given.get('starts') is not None else _missing('slice_grad', 'starts'),
        'ends': _check_slice_grad__ends(given['ends']) if given.get('ends') is not None else _missing('slice_grad', 'ends'),
    }


def validate_slice_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of slice_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('slice_grad', _SLICE_GRAD_INPUTS, infos, _SLICE_GRAD_ARGUMENTS)


# --- soft_relu (kernels/v2_activation.py) ---

_SOFT_RELU_ATTRIBUTES = ('threshold',)
_SOFT_RELU_ARGUMENTS = ('X', 'threshold')
_SOFT_RELU_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor of any shape', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_SOFT_RELU__THRESHOLD = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_soft_relu__threshold(raw: Any) -> Any:
    value = _TYPE_SOFT_RELU__THRESHOLD.coerce(raw)
    if value is UNSET:
        raise type_error('soft_relu', 'threshold', 'a finite float', raw)
    if not (value > 0.0):
        raise constraint_error('soft_relu', 'threshold', 'larger than 0.0', raw, 'larger_than')
    if not (value < 90.0):
        raise constraint_error('soft_relu', 'threshold', 'smaller than 90.0', raw, 'smaller_than')
    return value


def validate_soft_relu_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of soft_relu, checked against its declaration."""
    for key in given:
        if key not in _SOFT_RELU_ATTRIBUTES:
            raise unknown_argument_error('soft_relu', key, _SOFT_RELU_ARGUMENTS)
    return {
        'threshold': _check_soft_relu__threshold(given['threshold']) if 'threshold' in given else 40.0,
    }


def validate_soft_relu_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of soft_relu (TensorInfos), checked against its tensor metas."""
    check_inputs('soft_relu', _SOFT_RELU_INPUTS, infos, _SOFT_RELU_ARGUMENTS)


# --- softmax (kernels/activation.py) ---

_SOFTMAX_ATTRIBUTES = ('axis',)
_SOFTMAX_ARGUMENTS = ('X', 'axis')
_SOFTMAX_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor of any shape', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None, 'axis_attr': 'axis'}),)
_TYPE_SOFTMAX__AXIS = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_softmax__axis(raw: Any) -> Any:
    value = _TYPE_SOFTMAX__AXIS.coerce(raw)
    if value is UNSET:
        raise type_error('softmax', 'axis', 'an int', raw)
    if not (-64 <= value <= 63):
        raise constraint_error('softmax', 'axis', 'in range [-64, 63]', raw, 'in_range')
    return value


def validate_softmax_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of softmax, checked against its declaration."""
    for key in given:
        if key not in _SOFTMAX_ATTRIBUTES:
            raise unknown_argument_error('softmax', key, _SOFTMAX_ARGUMENTS)
    return {
        'axis': _check_softmax__axis(given['axis']) if 'axis' in given else -1,
    }


def validate_softmax_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of softmax (TensorInfos), checked against its tensor metas."""
    check_inputs('softmax', _SOFTMAX_INPUTS, infos, _SOFTMAX_ARGUMENTS)


# --- softmax_grad (kernels/activation.py) ---

_SOFTMAX_GRAD_ATTRIBUTES = ('axis',)
_SOFTMAX_GRAD_ARGUMENTS = ('X', 'Out', 'Out@GRAD', 'axis')
_SOFTMAX_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor of any shape', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None, 'axis_attr': 'axis'}), TensorMeta.from_data({'name': 'Out', 'description': 'shaped like X', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None, 'axis_attr': 'axis'}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None, 'axis_attr': 'axis'}))
_TYPE_SOFTMAX_GRAD__AXIS = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_softmax_grad__axis(raw: Any) -> Any:
    value = _TYPE_SOFTMAX_GRAD__AXIS.coerce(raw)
    if value is UNSET:
        raise type_error('softmax_grad', 'axis', 'an int', raw)
    if not (-64 <= value <= 63):
        raise constraint_error('softmax_grad', 'axis', 'in range [-64, 63]', raw, 'in_range')
    return value


def validate_softmax_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of softmax_grad, checked against its declaration."""
    for key in given:
        if key not in _SOFTMAX_GRAD_ATTRIBUTES:
            raise unknown_argument_error('softmax_grad', key, _SOFTMAX_GRAD_ARGUMENTS)
    return {
        'axis': _check_softmax_grad__axis(given['axis']) if 'axis' in given else -1,
    }


def validate_softmax_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of softmax_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('softmax_grad', _SOFTMAX_GRAD_INPUTS, infos, _SOFTMAX_GRAD_ARGUMENTS)


# --- softmax_with_cross_entropy (kernels/loss.py) ---

_SOFTMAX_WITH_CROSS_ENTROPY_ATTRIBUTES = ('ignore_index',)
_SOFTMAX_WITH_CROSS_ENTROPY_ARGUMENTS = ('Logits', 'Label', 'ignore_index')
_SOFTMAX_WITH_CROSS_ENTROPY_INPUTS = (TensorMeta.from_data({'name': 'Logits', 'description': 'an [N, C] matrix of unnormalised scores', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'C'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Label', 'description': 'an [N, 1] matrix of class indexes in [0, C) (or ignore_index)', 'dtypes': ['int32', 'int64'], 'type_var': None, 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 1], 'optional': False, 'variadic': False, 'no_grad': True, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0, 'high': 'C', 'low_open': False, 'high_open': True}, 'broadcast': None, 'reduce': None}))
_TYPE_SOFTMAX_WITH_CROSS_ENTROPY__IGNORE_INDEX = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_softmax_with_cross_entropy__ignore_index(raw: Any) -> Any:
    value = _TYPE_SOFTMAX_WITH_CROSS_ENTROPY__IGNORE_INDEX.coerce(raw)
    if value is UNSET:
        raise type_error('softmax_with_cross_entropy', 'ignore_index', 'an int', raw)
    if not (-2147483648 <= value <= 2147483647):
        raise constraint_error('softmax_with_cross_entropy', 'ignore_index', 'in range [-2147483648, 2147483647]', raw, 'in_range')
    return value


def validate_softmax_with_cross_entropy_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of softmax_with_cross_entropy, checked against its declaration."""
    for key in given:
        if key not in _SOFTMAX_WITH_CROSS_ENTROPY_ATTRIBUTES:
            raise unknown_argument_error('softmax_with_cross_entropy', key, _SOFTMAX_WITH_CROSS_ENTROPY_ARGUMENTS)
    return {
        'ignore_index': _check_softmax_with_cross_entropy__ignore_index(given['ignore_index']) if 'ignore_index' in given else -100,
    }


def validate_softmax_with_cross_entropy_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of softmax_with_cross_entropy (TensorInfos), checked against its tensor metas."""
    check_inputs('softmax_with_cross_entropy', _SOFTMAX_WITH_CROSS_ENTROPY_INPUTS, infos, _SOFTMAX_WITH_CROSS_ENTROPY_ARGUMENTS)


# --- softmax_with_cross_entropy_grad (kernels/loss.py) ---

_SOFTMAX_WITH_CROSS_ENTROPY_GRAD_ATTRIBUTES = ('ignore_index',)
_SOFTMAX_WITH_CROSS_ENTROPY_GRAD_ARGUMENTS = ('Logits', 'Label', 'Softmax', 'Softmax@GRAD', 'Loss@GRAD', 'ignore_index')
_SOFTMAX_WITH_CROSS_ENTROPY_GRAD_INPUTS = (TensorMeta.from_data({'name': 'Logits', 'description': 'an [N, C] matrix of unnormalised scores', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'C'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Label', 'description': 'an [N, 1] matrix of class indexes in [0, C) (or ignore_index)', 'dtypes': ['int32', 'int64'], 'type_var': None, 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0, 'high': 'C', 'low_open': False, 'high_open': True}, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Softmax', 'description': 'an [N, C] matrix: the softmax of each row', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'C'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Softmax@GRAD', 'description': 'an [N, C] matrix: the softmax of each row', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'C'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Loss@GRAD', 'description': 'an [N, 1] matrix: -log Softmax[i, Label[i]]', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_SOFTMAX_WITH_CROSS_ENTROPY_GRAD__IGNORE_INDEX = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_softmax_with_cross_entropy_grad__ignore_index(raw: Any) -> Any:
    value = _TYPE_SOFTMAX_WITH_CROSS_ENTROPY_GRAD__IGNORE_INDEX.coerce(raw)
    if value is UNSET:
        raise type_error('softmax_with_cross_entropy_grad', 'ignore_index', 'an int', raw)
    if not (-2147483648 <= value <= 2147483647):
        raise constraint_error('softmax_with_cross_entropy_grad', 'ignore_index', 'in range [-2147483648, 2147483647]', raw, 'in_range')
    return value


def validate_softmax_with_cross_entropy_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of softmax_with_cross_entropy_grad, checked against its declaration."""
    for key in given:
        if key not in _SOFTMAX_WITH_CROSS_ENTROPY_GRAD_ATTRIBUTES:
            raise unknown_argument_error('softmax_with_cross_entropy_grad', key, _SOFTMAX_WITH_CROSS_ENTROPY_GRAD_ARGUMENTS)
    return {
        'ignore_index': _check_softmax_with_cross_entropy_grad__ignore_index(given['ignore_index']) if 'ignore_index' in given else -100,
    }


def validate_softmax_with_cross_entropy_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of softmax_with_cross_entropy_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('softmax_with_cross_entropy_grad', _SOFTMAX_WITH_CROSS_ENTROPY_GRAD_INPUTS, infos, _SOFTMAX_WITH_CROSS_ENTROPY_GRAD_ARGUMENTS)


# --- softplus (kernels/activation.py) ---

_SOFTPLUS_ATTRIBUTES = ('beta', 'threshold')
_SOFTPLUS_ARGUMENTS = ('X', 'beta', 'threshold')
_SOFTPLUS_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor of any shape', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_SOFTPLUS__BETA = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_softplus__beta(raw: Any) -> Any:
    value = _TYPE_SOFTPLUS__BETA.coerce(raw)
    if value is UNSET:
        raise type_error('softplus', 'beta', 'a finite float', raw)
    if not (0.001 <= value <= 1000.0):
        raise constraint_error('softplus', 'beta', 'in range [0.001, 1000.0]', raw, 'in_range')
    return value
_TYPE_SOFTPLUS__THRESHOLD = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_softplus__threshold(raw: Any) -> Any:
    value = _TYPE_SOFTPLUS__THRESHOLD.coerce(raw)
    if value is UNSET:
        raise type_error('softplus', 'threshold', 'a finite float', raw)
    if not (0.0 <= value <= 100.0):
        raise constraint_error('softplus', 'threshold', 'in range [0.0, 100.0]', raw, 'in_range')
    return value


def validate_softplus_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of softplus, checked against its declaration."""
    for key in given:
        if key not in _SOFTPLUS_ATTRIBUTES:
            raise unknown_argument_error('softplus', key, _SOFTPLUS_ARGUMENTS)
    return {
        'beta': _check_softplus__beta(given['beta']) if 'beta' in given else 1.0,
        'threshold': _check_softplus__threshold(given['threshold']) if 'threshold' in given else 20.0,
    }


def validate_softplus_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of softplus (TensorInfos), checked against its tensor metas."""
    check_inputs('softplus', _SOFTPLUS_INPUTS, infos, _SOFTPLUS_ARGUMENTS)


# --- softplus_grad (kernels/activation.py) ---

_SOFTPLUS_GRAD_ATTRIBUTES = ('beta', 'threshold')
_SOFTPLUS_GRAD_ARGUMENTS = ('X', 'Out@GRAD', 'beta', 'threshold')
_SOFTPLUS_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor of any shape', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_SOFTPLUS_GRAD__BETA = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_softplus_grad__beta(raw: Any) -> Any:
    value = _TYPE_SOFTPLUS_GRAD__BETA.coerce(raw)
    if value is UNSET:
        raise type_error('softplus_grad', 'beta', 'a finite float', raw)
    if not (0.001 <= value <= 1000.0):
        raise constraint_error('softplus_grad', 'beta', 'in range [0.001, 1000.0]', raw, 'in_range')
    return value
_TYPE_SOFTPLUS_GRAD__THRESHOLD = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_softplus_grad__threshold(raw: Any) -> Any:
    value = _TYPE_SOFTPLUS_GRAD__THRESHOLD.coerce(raw)
    if value is UNSET:
        raise type_error('softplus_grad', 'threshold', 'a finite float', raw)
    if not (0.0 <= value <= 100.0):
        raise constraint_error('softplus_grad', 'threshold', 'in range [0.0, 100.0]', raw, 'in_range')
    return value


def validate_softplus_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of softplus_grad, checked against its declaration."""
    for key in given:
        if key not in _SOFTPLUS_GRAD_ATTRIBUTES:
            raise unknown_argument_error('softplus_grad', key, _SOFTPLUS_GRAD_ARGUMENTS)
    return {
        'beta': _check_softplus_grad__beta(given['beta']) if 'beta' in given else 1.0,
        'threshold': _check_softplus_grad__threshold(given['threshold']) if 'threshold' in given else 20.0,
    }


def validate_softplus_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of softplus_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('softplus_grad', _SOFTPLUS_GRAD_INPUTS, infos, _SOFTPLUS_GRAD_ARGUMENTS)


# --- softsign (kernels/cpp/softsign_op.cc) ---

_SOFTSIGN_ATTRIBUTES = ()
_SOFTSIGN_ARGUMENTS = ('X',)
_SOFTSIGN_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a float32 or float64 tensor of any shape', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)


def validate_softsign_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of softsign, checked against its declaration."""
    for key in given:
        if key not in _SOFTSIGN_ATTRIBUTES:
            raise unknown_argument_error('softsign', key, _SOFTSIGN_ARGUMENTS)
    return {
    }


def validate_softsign_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of softsign (TensorInfos), checked against its tensor metas."""
    check_inputs('softsign', _SOFTSIGN_INPUTS, infos, _SOFTSIGN_ARGUMENTS)


# --- softsign_grad (kernels/cpp/softsign_op.cc) ---

_SOFTSIGN_GRAD_ATTRIBUTES = ()
_SOFTSIGN_GRAD_ARGUMENTS = ('X', 'Out@GRAD')
_SOFTSIGN_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a float32 or float64 tensor of any shape', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X, each value in (-1, 1)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_softsign_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of softsign_grad, checked against its declaration."""
    for key in given:
        if key not in _SOFTSIGN_GRAD_ATTRIBUTES:
            raise unknown_argument_error('softsign_grad', key, _SOFTSIGN_GRAD_ARGUMENTS)
    return {
    }


def validate_softsign_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of softsign_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('softsign_grad', _SOFTSIGN_GRAD_INPUTS, infos, _SOFTSIGN_GRAD_ARGUMENTS)


# --- sparse_l2_decay (kernels/sparse_decay.py) ---

_SPARSE_L2_DECAY_ATTRIBUTES = ('learning_rate', 'decay_rate')
_SPARSE_L2_DECAY_ARGUMENTS = ('Param', 'Grad', 'LastStep', 'Step', 'LearningRate', 'learning_rate', 'decay_rate')
_SPARSE_L2_DECAY_INPUTS = (TensorMeta.from_data({'name': 'Param', 'description': "the parameter, after the optimizer's update of this step", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['N', '...R'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Grad', 'description': 'its gradient this step: the rows touched are those holding a nonzero value', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['N', '...R'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'LastStep', 'description': '[N] the step after which each row was last decayed (state)', 'dtypes': ['float64'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': ['N'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': None, 'low_open': False, 'high_open': False}, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Step', 'description': '[1] the updates so far (state)', 'dtypes': ['float64'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': [1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': None, 'low_open': False, 'high_open': False}, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'LearningRate', 'description': "[1] the step size to use instead of the attribute learning_rate (a schedule's rate this step)", 'dtypes': ['float32', 'float64'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': [1], 'optional': True, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': 10000.0, 'low_open': False, 'high_open': False}, 'broadcast': None, 'reduce': None}))
_TYPE_SPARSE_L2_DECAY__LEARNING_RATE = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_sparse_l2_decay__learning_rate(raw: Any) -> Any:
    value = _TYPE_SPARSE_L2_DECAY__LEARNING_RATE.coerce(raw)
    if value is UNSET:
        raise type_error('sparse_l2_decay', 'learning_rate', 'a finite float', raw)
    if not (value > 0.0):
        raise constraint_error('sparse_l2_decay', 'learning_rate', 'larger than 0.0', raw, 'larger_than')
    if not (value <= 10000.0):
        raise constraint_error('sparse_l2_decay', 'learning_rate', 'at most 10000.0', raw, 'at_most')
    return value
_TYPE_SPARSE_L2_DECAY__DECAY_RATE = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_sparse_l2_decay__decay_rate(raw: Any) -> Any:
    value = _TYPE_SPARSE_L2_DECAY__DECAY_RATE.coerce(raw)
    if value is UNSET:
        raise type_error('sparse_l2_decay', 'decay_rate', 'a finite float', raw)
    if not (value >= 0.0):
        raise constraint_error('sparse_l2_decay', 'decay_rate', 'at least 0.0', raw, 'at_least')
    return value


def validate_sparse_l2_decay_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sparse_l2_decay, checked against its declaration."""
    for key in given:
        if key not in _SPARSE_L2_DECAY_ATTRIBUTES:
            raise unknown_argument_error('sparse_l2_decay', key, _SPARSE_L2_DECAY_ARGUMENTS)
    return {
        'learning_rate': _check_sparse_l2_decay__learning_rate(given['learning_rate']) if 'learning_rate' in given else 0.01,
        'decay_rate': _check_sparse_l2_decay__decay_rate(given['decay_rate']) if 'decay_rate' in given else 0.0,
    }


def validate_sparse_l2_decay_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sparse_l2_decay (TensorInfos), checked against its tensor metas."""
    check_inputs('sparse_l2_decay', _SPARSE_L2_DECAY_INPUTS, infos, _SPARSE_L2_DECAY_ARGUMENTS)


# --- split (kernels/indexing.py) ---

_SPLIT_ATTRIBUTES = ('axis', 'num', 'sections')
_SPLIT_ARGUMENTS = ('X', 'axis', 'num', 'sections')
_SPLIT_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'any tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_SPLIT__AXIS = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_split__axis(raw: Any) -> Any:
    value = _TYPE_SPLIT__AXIS.coerce(raw)
    if value is UNSET:
        raise type_error('split', 'axis', 'an int', raw)
    if not (-64 <= value <= 63):
        raise constraint_error('split', 'axis', 'in range [-64, 63]', raw, 'in_range')
    return value
_TYPE_SPLIT__NUM = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_split__num(raw: Any) -> Any:
    value = _TYPE_SPLIT__NUM.coerce(raw)
    if value is UNSET:
        raise type_error('split', 'num', 'an int', raw)
    if not (value >= 1):
        raise constraint_error('split', 'num', 'at least 1', raw, 'at_least')
    return value
_TYPE_SPLIT__SECTIONS = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_split__sections(raw: Any) -> Any:
    value = _TYPE_SPLIT__SECTIONS.coerce(raw)
    if value is UNSET:
        raise type_error('split', 'sections', 'a list of int', raw)
    if not (1 <= len(value)):
        raise constraint_error('split', 'sections', 'a list of length at least 1', raw, 'length')
    if not (all(x >= -1 for x in value)):
        raise constraint_error('split', 'sections', 'at least -1', raw, 'at_least')
    if not (_custom['paddle.kernels.shape:one_inferred'](value)):
        raise constraint_error('split', 'sections', 'a list of sizes with at most one -1', raw, 'custom')
    return value


def validate_split_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of split, checked against its declaration."""
    for key in given:
        if key not in _SPLIT_ATTRIBUTES:
            raise unknown_argument_error('split', key, _SPLIT_ARGUMENTS)
    return {
        'axis': _check_split__axis(given['axis']) if 'axis' in given else 0,
        'num': _check_split__num(given['num']) if 'num' in given else 2,
        'sections': _check_split__sections(given['sections']) if given.get('sections') is not None else None,
    }


def validate_split_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of split (TensorInfos), checked against its tensor metas."""
    check_inputs('split', _SPLIT_INPUTS, infos, _SPLIT_ARGUMENTS)


# --- sqrt (kernels/unary.py) ---

_SQRT_ATTRIBUTES = ()
_SQRT_ARGUMENTS = ('X',)
_SQRT_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor with values in [0.0, inf]', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': None, 'low_open': False, 'high_open': False}, 'broadcast': None, 'reduce': None}),)


def validate_sqrt_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sqrt, checked against its declaration."""
    for key in given:
        if key not in _SQRT_ATTRIBUTES:
            raise unknown_argument_error('sqrt', key, _SQRT_ARGUMENTS)
    return {
    }


def validate_sqrt_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sqrt (TensorInfos), checked against its tensor metas."""
    check_inputs('sqrt', _SQRT_INPUTS, infos, _SQRT_ARGUMENTS)


# --- sqrt_grad (kernels/unary.py) ---

_SQRT_GRAD_ATTRIBUTES = ()
_SQRT_GRAD_ARGUMENTS = ('X', 'Out', 'Out@GRAD')
_SQRT_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor with values in [0.0, inf]', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': None, 'low_open': False, 'high_open': False}, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out', 'description': 'shaped like X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_sqrt_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sqrt_grad, checked against its declaration."""
    for key in given:
        if key not in _SQRT_GRAD_ATTRIBUTES:
            raise unknown_argument_error('sqrt_grad', key, _SQRT_GRAD_ARGUMENTS)
    return {
    }


def validate_sqrt_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sqrt_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('sqrt_grad', _SQRT_GRAD_INPUTS, infos, _SQRT_GRAD_ARGUMENTS)


# --- square (kernels/unary.py) ---

_SQUARE_ATTRIBUTES = ()
_SQUARE_ARGUMENTS = ('X',)
_SQUARE_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)


def validate_square_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of square, checked against its declaration."""
    for key in given:
        if key not in _SQUARE_ATTRIBUTES:
            raise unknown_argument_error('square', key, _SQUARE_ARGUMENTS)
    return {
    }


def validate_square_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of square (TensorInfos), checked against its tensor metas."""
    check_inputs('square', _SQUARE_INPUTS, infos, _SQUARE_ARGUMENTS)


# --- square_error (kernels/loss.py) ---

_SQUARE_ERROR_ATTRIBUTES = ()
_SQUARE_ERROR_ARGUMENTS = ('X', 'Y')
_SQUARE_ERROR_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'an [N, D] matrix of predictions', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': 'an [N, D] matrix of targets', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_square_error_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of square_error, checked against its declaration."""
    for key in given:
        if key not in _SQUARE_ERROR_ATTRIBUTES:
            raise unknown_argument_error('square_error', key, _SQUARE_ERROR_ARGUMENTS)
    return {
    }


def validate_square_error_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of square_error (TensorInfos), checked against its tensor metas."""
    check_inputs('square_error', _SQUARE_ERROR_INPUTS, infos, _SQUARE_ERROR_ARGUMENTS)


# --- square_error_grad (kernels/loss.py) ---

_SQUARE_ERROR_GRAD_ATTRIBUTES = ()
_SQUARE_ERROR_GRAD_ARGUMENTS = ('X', 'Y', 'Out@GRAD')
_SQUARE_ERROR_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'an [N, D] matrix of predictions', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': 'an [N, D] matrix of targets', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'an [N, 1] matrix of losses', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_square_error_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of square_error_grad, checked against its declaration."""
    for key in given:
        if key not in _SQUARE_ERROR_GRAD_ATTRIBUTES:
            raise unknown_argument_error('square_error_grad', key, _SQUARE_ERROR_GRAD_ARGUMENTS)
    return {
    }


def validate_square_error_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of square_error_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('square_error_grad', _SQUARE_ERROR_GRAD_INPUTS, infos, _SQUARE_ERROR_GRAD_ARGUMENTS)


# --- square_grad (kernels/unary.py) ---

_SQUARE_GRAD_ATTRIBUTES = ()
_SQUARE_GRAD_ARGUMENTS = ('X', 'Out@GRAD')
_SQUARE_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_square_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of square_grad, checked against its declaration."""
    for key in given:
        if key not in _SQUARE_GRAD_ATTRIBUTES:
            raise unknown_argument_error('square_grad', key, _SQUARE_GRAD_ARGUMENTS)
    return {
    }


def validate_square_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of square_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('square_grad', _SQUARE_GRAD_INPUTS, infos, _SQUARE_GRAD_ARGUMENTS)


# --- squeeze (kernels/shape.py) ---

_SQUEEZE_ATTRIBUTES = ('axes',)
_SQUEEZE_ARGUMENTS = ('X', 'axes')
_SQUEEZE_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'any tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_SQUEEZE__AXES = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_squeeze__axes(raw: Any) -> Any:
    value = _TYPE_SQUEEZE__AXES.coerce(raw)
    if value is UNSET:
        raise type_error('squeeze', 'axes', 'a list of int', raw)
    if not (all(-64 <= x <= 63 for x in value)):
        raise constraint_error('squeeze', 'axes', 'in range [-64, 63]', raw, 'in_range')
    if not (_custom['paddle.kernels.reduce:distinct_axes'](value)):
        raise constraint_error('squeeze', 'axes', 'a list of distinct axes', raw, 'custom')
    return value


def validate_squeeze_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of squeeze, checked against its declaration."""
    for key in given:
        if key not in _SQUEEZE_ATTRIBUTES:
            raise unknown_argument_error('squeeze', key, _SQUEEZE_ARGUMENTS)
    return {
        'axes': _check_squeeze__axes(given['axes']) if given.get('axes') is not None else None,
    }


def validate_squeeze_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of squeeze (TensorInfos), checked against its tensor metas."""
    check_inputs('squeeze', _SQUEEZE_INPUTS, infos, _SQUEEZE_ARGUMENTS)


# --- squeeze_grad (kernels/shape.py) ---

_SQUEEZE_GRAD_ATTRIBUTES = ('axes',)
_SQUEEZE_GRAD_ARGUMENTS = ('X', 'Out@GRAD', 'axes')
_SQUEEZE_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'any tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'X with those axes removed', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_SQUEEZE_GRAD__AXES = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_squeeze_grad__axes(raw: Any) -> Any:
    value = _TYPE_SQUEEZE_GRAD__AXES.coerce(raw)
    if value is UNSET:
        raise type_error('squeeze_grad', 'axes', 'a list of int', raw)
    if not (all(-64 <= x <= 63 for x in value)):
        raise constraint_error('squeeze_grad', 'axes', 'in range [-64, 63]', raw, 'in_range')
    if not (_custom['paddle.kernels.reduce:distinct_axes'](value)):
        raise constraint_error('squeeze_grad', 'axes', 'a list of distinct axes', raw, 'custom')
    return value


def validate_squeeze_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of squeeze_grad, checked against its declaration."""
    for key in given:
        if key not in _SQUEEZE_GRAD_ATTRIBUTES:
            raise unknown_argument_error('squeeze_grad', key, _SQUEEZE_GRAD_ARGUMENTS)
    return {
        'axes': _check_squeeze_grad__axes(given['axes']) if given.get('axes') is not None else None,
    }


def validate_squeeze_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of squeeze_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('squeeze_grad', _SQUEEZE_GRAD_INPUTS, infos, _SQUEEZE_GRAD_ARGUMENTS)


# --- stanh (kernels/v2_activation.py) ---

_STANH_ATTRIBUTES = ('scale_a', 'scale_b')
_STANH_ARGUMENTS = ('X', 'scale_a', 'scale_b')
_STANH_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor of any shape', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_STANH__SCALE_A = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_stanh__scale_a(raw: Any) -> Any:
    value = _TYPE_STANH__SCALE_A.coerce(raw)
    if value is UNSET:
        raise type_error('stanh', 'scale_a', 'a finite float', raw)
    return value
_TYPE_STANH__SCALE_B = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_stanh__scale_b(raw: Any) -> Any:
    value = _TYPE_STANH__SCALE_B.coerce(raw)
    if value is UNSET:
        raise type_error('stanh', 'scale_b', 'a finite float', raw)
    return value


def validate_stanh_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of stanh, checked against its declaration."""
    for key in given:
        if key not in _STANH_ATTRIBUTES:
            raise unknown_argument_error('stanh', key, _STANH_ARGUMENTS)
    return {
        'scale_a': _check_stanh__scale_a(given['scale_a']) if 'scale_a' in given else 0.6666666666666666,
        'scale_b': _check_stanh__scale_b(given['scale_b']) if 'scale_b' in given else 1.7159,
    }


def validate_stanh_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of stanh (TensorInfos), checked against its tensor metas."""
    check_inputs('stanh', _STANH_INPUTS, infos, _STANH_ARGUMENTS)


# --- sub (kernels/elementwise.py) ---

_SUB_ATTRIBUTES = ()
_SUB_ARGUMENTS = ('X', 'Y')
_SUB_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': "a tensor of X's dtype that broadcasts with X", 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_sub_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sub, checked against its declaration."""
    for key in given:
        if key not in _SUB_ATTRIBUTES:
            raise unknown_argument_error('sub', key, _SUB_ARGUMENTS)
    return {
    }


def validate_sub_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sub (TensorInfos), checked against its tensor metas."""
    check_inputs('sub', _SUB_INPUTS, infos, _SUB_ARGUMENTS)


# --- sum (kernels/math.py) ---

_SUM_ATTRIBUTES = ()
_SUM_ARGUMENTS = ('X',)
_SUM_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'the tensors to add', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['...S'], 'optional': False, 'variadic': True, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)


def validate_sum_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sum, checked against its declaration."""
    for key in given:
        if key not in _SUM_ATTRIBUTES:
            raise unknown_argument_error('sum', key, _SUM_ARGUMENTS)
    return {
    }


def validate_sum_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sum (TensorInfos), checked against its tensor metas."""
    check_inputs('sum', _SUM_INPUTS, infos, _SUM_ARGUMENTS)


# --- sum_grad (kernels/math.py) ---

_SUM_GRAD_ATTRIBUTES = ()
_SUM_GRAD_ARGUMENTS = ('X', 'Out@GRAD')
_SUM_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'the tensors to add', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['...S'], 'optional': False, 'variadic': True, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'their sum', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['...S'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_sum_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sum_grad, checked against its declaration."""
    for key in given:
        if key not in _SUM_GRAD_ATTRIBUTES:
            raise unknown_argument_error('sum_grad', key, _SUM_GRAD_ARGUMENTS)
    return {
    }


def validate_sum_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sum_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('sum_grad', _SUM_GRAD_INPUTS, infos, _SUM_GRAD_ARGUMENTS)


# --- sum_to_like (kernels/elementwise.py) ---

_SUM_TO_LIKE_ATTRIBUTES = ()
_SUM_TO_LIKE_ARGUMENTS = ('X', 'Like')
_SUM_TO_LIKE_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Like', 'description': 'a tensor that broadcasts to X; only its shape is read', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': True, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_sum_to_like_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sum_to_like, checked against its declaration."""
    for key in given:
        if key not in _SUM_TO_LIKE_ATTRIBUTES:
            raise unknown_argument_error('sum_to_like', key, _SUM_TO_LIKE_ARGUMENTS)
    return {
    }


def validate_sum_to_like_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sum_to_like (TensorInfos), checked against its tensor metas."""
    check_inputs('sum_to_like', _SUM_TO_LIKE_INPUTS, infos, _SUM_TO_LIKE_ARGUMENTS)


# --- sum_to_like_grad (kernels/elementwise.py) ---

_SUM_TO_LIKE_GRAD_ATTRIBUTES = ()
_SUM_TO_LIKE_GRAD_ARGUMENTS = ('X', 'Like', 'Out@GRAD')
_SUM_TO_LIKE_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Like', 'description': 'a tensor that broadcasts to X; only its shape is read', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like Like', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_sum_to_like_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sum_to_like_grad, checked against its declaration."""
    for key in given:
        if key not in _SUM_TO_LIKE_GRAD_ATTRIBUTES:
            raise unknown_argument_error('sum_to_like_grad', key, _SUM_TO_LIKE_GRAD_ARGUMENTS)
    return {
    }


def validate_sum_to_like_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sum_to_like_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('sum_to_like_grad', _SUM_TO_LIKE_GRAD_INPUTS, infos, _SUM_TO_LIKE_GRAD_ARGUMENTS)


# --- tan (kernels/onnx_math.py) ---

_TAN_ATTRIBUTES = ()
_TAN_ARGUMENTS = ('X',)
_TAN_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)


def validate_tan_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of tan, checked against its declaration."""
    for key in given:
        if key not in _TAN_ATTRIBUTES:
            raise unknown_argument_error('tan', key, _TAN_ARGUMENTS)
    return {
    }


def validate_tan_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of tan (TensorInfos), checked against its tensor metas."""
    check_inputs('tan', _TAN_INPUTS, infos, _TAN_ARGUMENTS)


# --- tan_grad (kernels/onnx_math.py) ---

_TAN_GRAD_ATTRIBUTES = ()
_TAN_GRAD_ARGUMENTS = ('X', 'Out', 'Out@GRAD')
_TAN_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out', 'description': 'shaped like X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_tan_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of tan_grad, checked against its declaration."""
    for key in given:
        if key not in _TAN_GRAD_ATTRIBUTES:
            raise unknown_argument_error('tan_grad', key, _TAN_GRAD_ARGUMENTS)
    return {
    }


def validate_tan_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of tan_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('tan_grad', _TAN_GRAD_INPUTS, infos, _TAN_GRAD_ARGUMENTS)


# --- tanh (kernels/activation.py) ---

_TANH_ATTRIBUTES = ()
_TANH_ARGUMENTS = ('X',)
_TANH_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor of any shape', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)


def validate_tanh_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of tanh, checked against its declaration."""
    for key in given:
        if key not in _TANH_ATTRIBUTES:
            raise unknown_argument_error('tanh', key, _TANH_ARGUMENTS)
    return {
    }


def validate_tanh_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of tanh (TensorInfos), checked against its tensor metas."""
    check_inputs('tanh', _TANH_INPUTS, infos, _TANH_ARGUMENTS)


# --- tanh_grad (kernels/activation.py) ---

_TANH_GRAD_ATTRIBUTES = ()
_TANH_GRAD_ARGUMENTS = ('X', 'Out', 'Out@GRAD')
_TANH_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor of any shape', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out', 'description': 'shaped like X', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_tanh_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of tanh_grad, checked against its declaration."""
    for key in given:
        if key not in _TANH_GRAD_ATTRIBUTES:
            raise unknown_argument_error('tanh_grad', key, _TANH_GRAD_ARGUMENTS)
    return {
    }


def validate_tanh_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of tanh_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('tanh_grad', _TANH_GRAD_INPUTS, infos, _TANH_GRAD_ARGUMENTS)


# --- to_sequences (kernels/sequence_dense.py) ---

_TO_SEQUENCES_ATTRIBUTES = ()
_TO_SEQUENCES_ARGUMENTS = ('X',)
_TO_SEQUENCES_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[B, T, D]: B sequences of T steps', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['B', 'T', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)


def validate_to_sequences_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of to_sequences, checked against its declaration."""
    for key in given:
        if key not in _TO_SEQUENCES_ATTRIBUTES:
            raise unknown_argument_error('to_sequences', key, _TO_SEQUENCES_ARGUMENTS)
    return {
    }


def validate_to_sequences_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of to_sequences (TensorInfos), checked against its tensor metas."""
    check_inputs('to_sequences', _TO_SEQUENCES_INPUTS, infos, _TO_SEQUENCES_ARGUMENTS)


# --- to_sequences_grad (kernels/sequence_dense.py) ---

_TO_SEQUENCES_GRAD_ATTRIBUTES = ()
_TO_SEQUENCES_GRAD_ARGUMENTS = ('X', 'Out@GRAD')
_TO_SEQUENCES_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '[B, T, D]: B sequences of T steps', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['B', 'T', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': '[B * T, D]: the steps as rows, with offsets', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': 2, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_to_sequences_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of to_sequences_grad, checked against its declaration."""
    for key in given:
        if key not in _TO_SEQUENCES_GRAD_ATTRIBUTES:
            raise unknown_argument_error('to_sequences_grad', key, _TO_SEQUENCES_GRAD_ARGUMENTS)
    return {
    }


def validate_to_sequences_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of to_sequences_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('to_sequences_grad', _TO_SEQUENCES_GRAD_INPUTS, infos, _TO_SEQUENCES_GRAD_ARGUMENTS)


# --- top_k (kernels/compare.py) ---

_TOP_K_ATTRIBUTES = ('k',)
_TOP_K_ARGUMENTS = ('X', 'k')
_TOP_K_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor of rank 1 or more', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...B', 'N'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None, 'size_limit': {'attribute': 'k', 'at_most': 'N'}}),)
_TYPE_TOP_K__K = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_top_k__k(raw: Any) -> Any:
    value = _TYPE_TOP_K__K.coerce(raw)
    if value is UNSET:
        raise type_error('top_k', 'k', 'an int', raw)
    if not (value >= 1):
        raise constraint_error('top_k', 'k', 'at least 1', raw, 'at_least')
    return value


def validate_top_k_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of top_k, checked against its declaration."""
    for key in given:
        if key not in _TOP_K_ATTRIBUTES:
            raise unknown_argument_error('top_k', key, _TOP_K_ARGUMENTS)
    return {
        'k': _check_top_k__k(given['k']) if 'k' in given else 1,
    }


def validate_top_k_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of top_k (TensorInfos), checked against its tensor metas."""
    check_inputs('top_k', _TOP_K_INPUTS, infos, _TOP_K_ARGUMENTS)


# --- top_k_grad (kernels/compare.py) ---

_TOP_K_GRAD_ATTRIBUTES = ('k',)
_TOP_K_GRAD_ARGUMENTS = ('X', 'Indices', 'Out@GRAD', 'Indices@GRAD', 'k')
_TOP_K_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor of rank 1 or more', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...B', 'N'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None, 'size_limit': {'attribute': 'k', 'at_most': 'N'}}), TensorMeta.from_data({'name': 'Indices', 'description': 'their int64 indices along the last axis', 'dtypes': ['int64'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': ['...B', 'k_'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'the k largest values of each row of the last axis', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['...B', 'k_'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Indices@GRAD', 'description': 'their int64 indices along the last axis', 'dtypes': ['int64'], 'type_var': None, 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['...B', 'k_'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_TOP_K_GRAD__K = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_top_k_grad__k(raw: Any) -> Any:
    value = _TYPE_TOP_K_GRAD__K.coerce(raw)
    if value is UNSET:
        raise type_error('top_k_grad', 'k', 'an int', raw)
    if not (value >= 1):
        raise constraint_error('top_k_grad', 'k', 'at least 1', raw, 'at_least')
    return value


def validate_top_k_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of top_k_grad, checked against its declaration."""
    for key in given:
        if key not in _TOP_K_GRAD_ATTRIBUTES:
            raise unknown_argument_error('top_k_grad', key, _TOP_K_GRAD_ARGUMENTS)
    return {
        'k': _check_top_k_grad__k(given['k']) if 'k' in given else 1,
    }


def validate_top_k_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of top_k_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('top_k_grad', _TOP_K_GRAD_INPUTS, infos, _TOP_K_GRAD_ARGUMENTS)


# --- transpose (kernels/shape.py) ---

_TRANSPOSE_ATTRIBUTES = ('perm',)
_TRANSPOSE_ARGUMENTS = ('X', 'perm')
_TRANSPOSE_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'any tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_TRANSPOSE__PERM = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_transpose__perm(raw: Any) -> Any:
    value = _TYPE_TRANSPOSE__PERM.coerce(raw)
    if value is UNSET:
        raise type_error('transpose', 'perm', 'a list of int', raw)
    if not (_custom['paddle.kernels.shape:is_permutation'](value)):
        raise constraint_error('transpose', 'perm', 'a permutation of 0 .. n-1', raw, 'custom')
    if not (1 <= len(value)):
        raise constraint_error('transpose', 'perm', 'a list of length at least 1', raw, 'length')
    if not (all(0 <= x <= 63 for x in value)):
        raise constraint_error('transpose', 'perm', 'in range [0, 63]', raw, 'in_range')
    return value


def validate_transpose_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of transpose, checked against its declaration."""
    for key in given:
        if key not in _TRANSPOSE_ATTRIBUTES:
            raise unknown_argument_error('transpose', key, _TRANSPOSE_ARGUMENTS)
    return {
        'perm': _check_transpose__perm(given['perm']) if given.get('perm') is not None else _missing('transpose', 'perm'),
    }


def validate_transpose_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of transpose (TensorInfos), checked against its tensor metas."""
    check_inputs('transpose', _TRANSPOSE_INPUTS, infos, _TRANSPOSE_ARGUMENTS)


# --- transpose_grad (kernels/shape.py) ---

_TRANSPOSE_GRAD_ATTRIBUTES = ('perm',)
_TRANSPOSE_GRAD_ARGUMENTS = ('X', 'Out@GRAD', 'perm')
_TRANSPOSE_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'any tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'X transposed', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_TRANSPOSE_GRAD__PERM = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_transpose_grad__perm(raw: Any) -> Any:
    value = _TYPE_TRANSPOSE_GRAD__PERM.coerce(raw)
    if value is UNSET:
        raise type_error('transpose_grad', 'perm', 'a list of int', raw)
    if not (_custom['paddle.kernels.shape:is_permutation'](value)):
        raise constraint_error('transpose_grad', 'perm', 'a permutation of 0 .. n-1', raw, 'custom')
    if not (1 <= len(value)):
        raise constraint_error('transpose_grad', 'perm', 'a list of length at least 1', raw, 'length')
    if not (all(0 <= x <= 63 for x in value)):
        raise constraint_error('transpose_grad', 'perm', 'in range [0, 63]', raw, 'in_range')
    return value


def validate_transpose_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of transpose_grad, checked against its declaration."""
    for key in given:
        if key not in _TRANSPOSE_GRAD_ATTRIBUTES:
            raise unknown_argument_error('transpose_grad', key, _TRANSPOSE_GRAD_ARGUMENTS)
    return {
        'perm': _check_transpose_grad__perm(given['perm']) if given.get('perm') is not None else _missing('transpose_grad', 'perm'),
    }


def validate_transpose_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of transpose_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('transpose_grad', _TRANSPOSE_GRAD_INPUTS, infos, _TRANSPOSE_GRAD_ARGUMENTS)


# --- trilu (kernels/onnx_tensor.py) ---

_TRILU_ATTRIBUTES = ('upper', 'k')
_TRILU_ARGUMENTS = ('X', 'upper', 'k')
_TRILU_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a tensor of rank 2 or more: [..., M, N]', 'dtypes': ['float32', 'float64', 'int32', 'int64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...B', 'M', 'N'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_TRILU__UPPER = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_trilu__upper(raw: Any) -> Any:
    value = _TYPE_TRILU__UPPER.coerce(raw)
    if value is UNSET:
        raise type_error('trilu', 'upper', 'a bool', raw)
    return value
_TYPE_TRILU__K = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_trilu__k(raw: Any) -> Any:
    value = _TYPE_TRILU__K.coerce(raw)
    if value is UNSET:
        raise type_error('trilu', 'k', 'an int', raw)
    if not (-2147483648 <= value <= 2147483647):
        raise constraint_error('trilu', 'k', 'in range [-2147483648, 2147483647]', raw, 'in_range')
    return value


def validate_trilu_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of trilu, checked against its declaration."""
    for key in given:
        if key not in _TRILU_ATTRIBUTES:
            raise unknown_argument_error('trilu', key, _TRILU_ARGUMENTS)
    return {
        'upper': _check_trilu__upper(given['upper']) if 'upper' in given else True,
        'k': _check_trilu__k(given['k']) if 'k' in given else 0,
    }


def validate_trilu_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of trilu (TensorInfos), checked against its tensor metas."""
    check_inputs('trilu', _TRILU_INPUTS, infos, _TRILU_ARGUMENTS)


# --- truncated_gaussian_random (kernels/init_random.py) ---

_TRUNCATED_GAUSSIAN_RANDOM_ATTRIBUTES = ('mean', 'std', 'seed', 'shape', 'dtype')
_TRUNCATED_GAUSSIAN_RANDOM_ARGUMENTS = ('mean', 'std', 'seed', 'shape', 'dtype')
_TRUNCATED_GAUSSIAN_RANDOM_INPUTS = ()
_TYPE_TRUNCATED_GAUSSIAN_RANDOM__MEAN = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_truncated_gaussian_random__mean(raw: Any) -> Any:
    value = _TYPE_TRUNCATED_GAUSSIAN_RANDOM__MEAN.coerce(raw)
    if value is UNSET:
        raise type_error('truncated_gaussian_random', 'mean', 'a finite float', raw)
    return value
_TYPE_TRUNCATED_GAUSSIAN_RANDOM__STD = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_truncated_gaussian_random__std(raw: Any) -> Any:
    value = _TYPE_TRUNCATED_GAUSSIAN_RANDOM__STD.coerce(raw)
    if value is UNSET:
        raise type_error('truncated_gaussian_random', 'std', 'a finite float', raw)
    if not (value > 0.0):
        raise constraint_error('truncated_gaussian_random', 'std', 'larger than 0.0', raw, 'larger_than')
    return value
_TYPE_TRUNCATED_GAUSSIAN_RANDOM__SEED = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_truncated_gaussian_random__seed(raw: Any) -> Any:
    value = _TYPE_TRUNCATED_GAUSSIAN_RANDOM__SEED.coerce(raw)
    if value is UNSET:
        raise type_error('truncated_gaussian_random', 'seed', 'an int', raw)
    if not (value >= 0):
        raise constraint_error('truncated_gaussian_random', 'seed', 'at least 0', raw, 'at_least')
    return value
_TYPE_TRUNCATED_GAUSSIAN_RANDOM__SHAPE = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_truncated_gaussian_random__shape(raw: Any) -> Any:
    value = _TYPE_TRUNCATED_GAUSSIAN_RANDOM__SHAPE.coerce(raw)
    if value is UNSET:
        raise type_error('truncated_gaussian_random', 'shape', 'a list of int', raw)
    if not (1 <= len(value)):
        raise constraint_error('truncated_gaussian_random', 'shape', 'a list of length at least 1', raw, 'length')
    if not (all(x > 0 for x in value)):
        raise constraint_error('truncated_gaussian_random', 'shape', 'larger than 0', raw, 'larger_than')
    return value
_TYPE_TRUNCATED_GAUSSIAN_RANDOM__DTYPE = AttrType.from_data({'kind': 'dtype', 'element': None, 'choices': None, 'finite': True})


def _check_truncated_gaussian_random__dtype(raw: Any) -> Any:
    value = _TYPE_TRUNCATED_GAUSSIAN_RANDOM__DTYPE.coerce(raw)
    if value is UNSET:
        raise type_error('truncated_gaussian_random', 'dtype', 'a dtype', raw)
    if not (value in (DataType.FLOAT16, DataType.FLOAT32, DataType.FLOAT64)):
        raise constraint_error('truncated_gaussian_random', 'dtype', "one of ['float16', 'float32', 'float64']", raw, 'one_of')
    return value


def validate_truncated_gaussian_random_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of truncated_gaussian_random, checked against its declaration."""
    for key in given:
        if key not in _TRUNCATED_GAUSSIAN_RANDOM_ATTRIBUTES:
            raise unknown_argument_error('truncated_gaussian_random', key, _TRUNCATED_GAUSSIAN_RANDOM_ARGUMENTS)
    return {
        'mean': _check_truncated_gaussian_random__mean(given['mean']) if 'mean' in given else 0.0,
        'std': _check_truncated_gaussian_random__std(given['std']) if 'std' in given else 1.0,
        'seed': _check_truncated_gaussian_random__seed(given['seed']) if 'seed' in given else 0,
        'shape': _check_truncated_gaussian_random__shape(given['shape']) if given.get('shape') is not None else _missing('truncated_gaussian_random', 'shape'),
        'dtype': _check_truncated_gaussian_random__dtype(given['dtype']) if 'dtype' in given else DataType.FLOAT32,
    }


def validate_truncated_gaussian_random_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of truncated_gaussian_random (TensorInfos), checked against its tensor metas."""
    check_inputs('truncated_gaussian_random', _TRUNCATED_GAUSSIAN_RANDOM_INPUTS, infos, _TRUNCATED_GAUSSIAN_RANDOM_ARGUMENTS)


# --- uniform_random (kernels/init.py) ---

_UNIFORM_RANDOM_ATTRIBUTES = ('min', 'max', 'seed', 'shape', 'dtype')
_UNIFORM_RANDOM_ARGUMENTS = ('min', 'max', 'seed', 'shape', 'dtype')
_UNIFORM_RANDOM_INPUTS = ()
_TYPE_UNIFORM_RANDOM__MIN = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_uniform_random__min(raw: Any) -> Any:
    value = _TYPE_UNIFORM_RANDOM__MIN.coerce(raw)
    if value is UNSET:
        raise type_error('uniform_random', 'min', 'a finite float', raw)
    return value
_TYPE_UNIFORM_RANDOM__MAX = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_uniform_random__max(raw: Any) -> Any:
    value = _TYPE_UNIFORM_RANDOM__MAX.coerce(raw)
    if value is UNSET:
        raise type_error('uniform_random', 'max', 'a finite float', raw)
    return value
_TYPE_UNIFORM_RANDOM__SEED = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_uniform_random__seed(raw: Any) -> Any:
    value = _TYPE_UNIFORM_RANDOM__SEED.coerce(raw)
    if value is UNSET:
        raise type_error('uniform_random', 'seed', 'an int', raw)
    if not (value >= 0):
        raise constraint_error('uniform_random', 'seed', 'at least 0', raw, 'at_least')
    return value
_TYPE_UNIFORM_RANDOM__SHAPE = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_uniform_random__shape(raw: Any) -> Any:
    value = _TYPE_UNIFORM_RANDOM__SHAPE.coerce(raw)
    if value is UNSET:
        raise type_error('uniform_random', 'shape', 'a list of int', raw)
    if not (1 <= len(value)):
        raise constraint_error('uniform_random', 'shape', 'a list of length at least 1', raw, 'length')
    if not (all(x > 0 for x in value)):
        raise constraint_error('uniform_random', 'shape', 'larger than 0', raw, 'larger_than')
    return value
_TYPE_UNIFORM_RANDOM__DTYPE = AttrType.from_data({'kind': 'dtype', 'element': None, 'choices': None, 'finite': True})


def _check_uniform_random__dtype(raw: Any) -> Any:
    value = _TYPE_UNIFORM_RANDOM__DTYPE.coerce(raw)
    if value is UNSET:
        raise type_error('uniform_random', 'dtype', 'a dtype', raw)
    return value


def validate_uniform_random_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of uniform_random, checked against its declaration."""
    for key in given:
        if key not in _UNIFORM_RANDOM_ATTRIBUTES:
            raise unknown_argument_error('uniform_random', key, _UNIFORM_RANDOM_ARGUMENTS)
    return {
        'min': _check_uniform_random__min(given['min']) if 'min' in given else -1.0,
        'max': _check_uniform_random__max(given['max']) if 'max' in given else 1.0,
        'seed': _check_uniform_random__seed(given['seed']) if 'seed' in given else 0,
        'shape': _check_uniform_random__shape(given['shape']) if given.get('shape') is not None else _missing('uniform_random', 'shape'),
        'dtype': _check_uniform_random__dtype(given['dtype']) if 'dtype' in given else DataType.FLOAT32,
    }


def validate_uniform_random_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of uniform_random (TensorInfos), checked against its tensor metas."""
    check_inputs('uniform_random', _UNIFORM_RANDOM_INPUTS, infos, _UNIFORM_RANDOM_ARGUMENTS)


# --- unsqueeze (kernels/shape.py) ---

_UNSQUEEZE_ATTRIBUTES = ('axes',)
_UNSQUEEZE_ARGUMENTS = ('X', 'axes')
_UNSQUEEZE_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'any tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}),)
_TYPE_UNSQUEEZE__AXES = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_unsqueeze__axes(raw: Any) -> Any:
    value = _TYPE_UNSQUEEZE__AXES.coerce(raw)
    if value is UNSET:
        raise type_error('unsqueeze', 'axes', 'a list of int', raw)
    if not (1 <= len(value)):
        raise constraint_error('unsqueeze', 'axes', 'a list of length at least 1', raw, 'length')
    if not (all(-64 <= x <= 63 for x in value)):
        raise constraint_error('unsqueeze', 'axes', 'in range [-64, 63]', raw, 'in_range')
    if not (_custom['paddle.kernels.reduce:distinct_axes'](value)):
        raise constraint_error('unsqueeze', 'axes', 'a list of distinct axes', raw, 'custom')
    return value


def validate_unsqueeze_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of unsqueeze, checked against its declaration."""
    for key in given:
        if key not in _UNSQUEEZE_ATTRIBUTES:
            raise unknown_argument_error('unsqueeze', key, _UNSQUEEZE_ARGUMENTS)
    return {
        'axes': _check_unsqueeze__axes(given['axes']) if given.get('axes') is not None else _missing('unsqueeze', 'axes'),
    }


def validate_unsqueeze_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of unsqueeze (TensorInfos), checked against its tensor metas."""
    check_inputs('unsqueeze', _UNSQUEEZE_INPUTS, infos, _UNSQUEEZE_ARGUMENTS)


# --- unsqueeze_grad (kernels/shape.py) ---

_UNSQUEEZE_GRAD_ATTRIBUTES = ('axes',)
_UNSQUEEZE_GRAD_ARGUMENTS = ('X', 'Out@GRAD', 'axes')
_UNSQUEEZE_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'any tensor', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'X with the new axes', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_UNSQUEEZE_GRAD__AXES = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_unsqueeze_grad__axes(raw: Any) -> Any:
    value = _TYPE_UNSQUEEZE_GRAD__AXES.coerce(raw)
    if value is UNSET:
        raise type_error('unsqueeze_grad', 'axes', 'a list of int', raw)
    if not (1 <= len(value)):
        raise constraint_error('unsqueeze_grad', 'axes', 'a list of length at least 1', raw, 'length')
    if not (all(-64 <= x <= 63 for x in value)):
        raise constraint_error('unsqueeze_grad', 'axes', 'in range [-64, 63]', raw, 'in_range')
    if not (_custom['paddle.kernels.reduce:distinct_axes'](value)):
        raise constraint_error('unsqueeze_grad', 'axes', 'a list of distinct axes', raw, 'custom')
    return value


def validate_unsqueeze_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of unsqueeze_grad, checked against its declaration."""
    for key in given:
        if key not in _UNSQUEEZE_GRAD_ATTRIBUTES:
            raise unknown_argument_error('unsqueeze_grad', key, _UNSQUEEZE_GRAD_ARGUMENTS)
    return {
        'axes': _check_unsqueeze_grad__axes(given['axes']) if given.get('axes') is not None else _missing('unsqueeze_grad', 'axes'),
    }


def validate_unsqueeze_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of unsqueeze_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('unsqueeze_grad', _UNSQUEEZE_GRAD_INPUTS, infos, _UNSQUEEZE_GRAD_ARGUMENTS)


# --- warpctc (kernels/ctc.py) ---

_WARPCTC_ATTRIBUTES = ('blank', 'norm_by_times', 'probabilities')
_WARPCTC_ARGUMENTS = ('Logits', 'Label', 'blank', 'norm_by_times', 'probabilities')
_WARPCTC_INPUTS = (TensorMeta.from_data({'name': 'Logits', 'description': "[T, C]: each step's unnormalised score of each class, blank included", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 'C'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Label', 'description': '[L, 1]: the label sequences (classes other than blank), one per sequence of Logits', 'dtypes': ['int32', 'int64'], 'type_var': None, 'seq_types': ['sequence'], 'rank': None, 'shape': ['L', 1], 'optional': False, 'variadic': False, 'no_grad': True, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0, 'high': 'C', 'low_open': False, 'high_open': True, 'excluding': 'blank'}, 'broadcast': None, 'reduce': None}))
_TYPE_WARPCTC__BLANK = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_warpctc__blank(raw: Any) -> Any:
    value = _TYPE_WARPCTC__BLANK.coerce(raw)
    if value is UNSET:
        raise type_error('warpctc', 'blank', 'an int', raw)
    if not (0 <= value <= 4095):
        raise constraint_error('warpctc', 'blank', 'in range [0, 4095]', raw, 'in_range')
    return value
_TYPE_WARPCTC__NORM_BY_TIMES = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_warpctc__norm_by_times(raw: Any) -> Any:
    value = _TYPE_WARPCTC__NORM_BY_TIMES.coerce(raw)
    if value is UNSET:
        raise type_error('warpctc', 'norm_by_times', 'a bool', raw)
    return value
_TYPE_WARPCTC__PROBABILITIES = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_warpctc__probabilities(raw: Any) -> Any:
    value = _TYPE_WARPCTC__PROBABILITIES.coerce(raw)
    if value is UNSET:
        raise type_error('warpctc', 'probabilities', 'a bool', raw)
    return value


def validate_warpctc_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of warpctc, checked against its declaration."""
    for key in given:
        if key not in _WARPCTC_ATTRIBUTES:
            raise unknown_argument_error('warpctc', key, _WARPCTC_ARGUMENTS)
    return {
        'blank': _check_warpctc__blank(given['blank']) if 'blank' in given else 0,
        'norm_by_times': _check_warpctc__norm_by_times(given['norm_by_times']) if 'norm_by_times' in given else False,
        'probabilities': _check_warpctc__probabilities(given['probabilities']) if 'probabilities' in given else False,
    }


def validate_warpctc_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of warpctc (TensorInfos), checked against its tensor metas."""
    check_inputs('warpctc', _WARPCTC_INPUTS, infos, _WARPCTC_ARGUMENTS)


# --- warpctc_grad (kernels/ctc.py) ---

_WARPCTC_GRAD_ATTRIBUTES = ('blank', 'norm_by_times', 'probabilities')
_WARPCTC_GRAD_ARGUMENTS = ('Logits', 'Label', 'Loss@GRAD', 'blank', 'norm_by_times', 'probabilities')
_WARPCTC_GRAD_INPUTS = (TensorMeta.from_data({'name': 'Logits', 'description': "[T, C]: each step's unnormalised score of each class, blank included", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['sequence'], 'rank': None, 'shape': ['T', 'C'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Label', 'description': '[L, 1]: the label sequences (classes other than blank), one per sequence of Logits', 'dtypes': ['int32', 'int64'], 'type_var': None, 'seq_types': ['sequence'], 'rank': None, 'shape': ['L', 1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0, 'high': 'C', 'low_open': False, 'high_open': True, 'excluding': 'blank'}, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Loss@GRAD', 'description': "[number of sequences, 1]: each sequence's loss", 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['?', 1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))
_TYPE_WARPCTC_GRAD__BLANK = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_warpctc_grad__blank(raw: Any) -> Any:
    value = _TYPE_WARPCTC_GRAD__BLANK.coerce(raw)
    if value is UNSET:
        raise type_error('warpctc_grad', 'blank', 'an int', raw)
    if not (0 <= value <= 4095):
        raise constraint_error('warpctc_grad', 'blank', 'in range [0, 4095]', raw, 'in_range')
    return value
_TYPE_WARPCTC_GRAD__NORM_BY_TIMES = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_warpctc_grad__norm_by_times(raw: Any) -> Any:
    value = _TYPE_WARPCTC_GRAD__NORM_BY_TIMES.coerce(raw)
    if value is UNSET:
        raise type_error('warpctc_grad', 'norm_by_times', 'a bool', raw)
    return value
_TYPE_WARPCTC_GRAD__PROBABILITIES = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_warpctc_grad__probabilities(raw: Any) -> Any:
    value = _TYPE_WARPCTC_GRAD__PROBABILITIES.coerce(raw)
    if value is UNSET:
        raise type_error('warpctc_grad', 'probabilities', 'a bool', raw)
    return value


def validate_warpctc_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of warpctc_grad, checked against its declaration."""
    for key in given:
        if key not in _WARPCTC_GRAD_ATTRIBUTES:
            raise unknown_argument_error('warpctc_grad', key, _WARPCTC_GRAD_ARGUMENTS)
    return {
        'blank': _check_warpctc_grad__blank(given['blank']) if 'blank' in given else 0,
        'norm_by_times': _check_warpctc_grad__norm_by_times(given['norm_by_times']) if 'norm_by_times' in given else False,
        'probabilities': _check_warpctc_grad__probabilities(given['probabilities']) if 'probabilities' in given else False,
    }


def validate_warpctc_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of warpctc_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('warpctc_grad', _WARPCTC_GRAD_INPUTS, infos, _WARPCTC_GRAD_ARGUMENTS)


# --- where (kernels/compare.py) ---

_WHERE_ATTRIBUTES = ()
_WHERE_ARGUMENTS = ('Condition', 'X', 'Y')
_WHERE_INPUTS = (TensorMeta.from_data({'name': 'Condition', 'description': 'bools that broadcast with X and Y', 'dtypes': ['bool'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': True, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'X', 'description': 'the values taken where Condition holds', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': "the values taken elsewhere, of X's dtype", 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_where_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of where, checked against its declaration."""
    for key in given:
        if key not in _WHERE_ATTRIBUTES:
            raise unknown_argument_error('where', key, _WHERE_ARGUMENTS)
    return {
    }


def validate_where_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of where (TensorInfos), checked against its tensor metas."""
    check_inputs('where', _WHERE_INPUTS, infos, _WHERE_ARGUMENTS)


# --- where_grad (kernels/compare.py) ---

_WHERE_GRAD_ATTRIBUTES = ()
_WHERE_GRAD_ARGUMENTS = ('Condition', 'X', 'Y', 'Out@GRAD')
_WHERE_GRAD_INPUTS = (TensorMeta.from_data({'name': 'Condition', 'description': 'bools that broadcast with X and Y', 'dtypes': ['bool'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'X', 'description': 'the values taken where Condition holds', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Y', 'description': "the values taken elsewhere, of X's dtype", 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped as the broadcast of Condition, X and Y', 'dtypes': ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None, 'broadcast': None, 'reduce': None}))


def validate_where_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of where_grad, checked against its declaration."""
    for key in given:
        if key not in _WHERE_GRAD_ATTRIBUTES:
            raise unknown_argument_error('where_grad', key, _WHERE_GRAD_ARGUMENTS)
    return {
    }


def validate_where_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of where_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('where_grad', _WHERE_GRAD_INPUTS, infos, _WHERE_GRAD_ARGUMENTS)


# --- xavier (kernels/init_random.py) ---

_XAVIER_ATTRIBUTES = ('uniform', 'fan_in', 'fan_out', 'seed', 'shape', 'dtype')
_XAVIER_ARGUMENTS = ('uniform', 'fan_in', 'fan_out', 'seed', 'shape', 'dtype')
_XAVIER_INPUTS = ()
_TYPE_XAVIER__UNIFORM = AttrType.from_data({'kind': 'bool', 'element': None, 'choices': None, 'finite': True})


def _check_xavier__uniform(raw: Any) -> Any:
    value = _TYPE_XAVIER__UNIFORM.coerce(raw)
    if value is UNSET:
        raise type_error('xavier', 'uniform', 'a bool', raw)
    return value
_TYPE_XAVIER__FAN_IN = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_xavier__fan_in(raw: Any) -> Any:
    value = _TYPE_XAVIER__FAN_IN.coerce(raw)
    if value is UNSET:
        raise type_error('xavier', 'fan_in', 'an int', raw)
    if not (value >= 0):
        raise constraint_error('xavier', 'fan_in', 'at least 0', raw, 'at_least')
    return value
_TYPE_XAVIER__FAN_OUT = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_xavier__fan_out(raw: Any) -> Any:
    value = _TYPE_XAVIER__FAN_OUT.coerce(raw)
    if value is UNSET:
        raise type_error('xavier', 'fan_out', 'an int', raw)
    if not (value >= 0):
        raise constraint_error('xavier', 'fan_out', 'at least 0', raw, 'at_least')
    return value
_TYPE_XAVIER__SEED = AttrType.from_data({'kind': 'int', 'element': None, 'choices': None, 'finite': True})


def _check_xavier__seed(raw: Any) -> Any:
    value = _TYPE_XAVIER__SEED.coerce(raw)
    if value is UNSET:
        raise type_error('xavier', 'seed', 'an int', raw)
    if not (value >= 0):
        raise constraint_error('xavier', 'seed', 'at least 0', raw, 'at_least')
    return value
_TYPE_XAVIER__SHAPE = AttrType.from_data({'kind': 'list', 'element': {'kind': 'int', 'element': None, 'choices': None, 'finite': True}, 'choices': None, 'finite': True})


def _check_xavier__shape(raw: Any) -> Any:
    value = _TYPE_XAVIER__SHAPE.coerce(raw)
    if value is UNSET:
        raise type_error('xavier', 'shape', 'a list of int', raw)
    if not (1 <= len(value)):
        raise constraint_error('xavier', 'shape', 'a list of length at least 1', raw, 'length')
    if not (all(x > 0 for x in value)):
        raise constraint_error('xavier', 'shape', 'larger than 0', raw, 'larger_than')
    return value
_TYPE_XAVIER__DTYPE = AttrType.from_data({'kind': 'dtype', 'element': None, 'choices': None, 'finite': True})


def _check_xavier__dtype(raw: Any) -> Any:
    value = _TYPE_XAVIER__DTYPE.coerce(raw)
    if value is UNSET:
        raise type_error('xavier', 'dtype', 'a dtype', raw)
    if not (value in (DataType.FLOAT16, DataType.FLOAT32, DataType.FLOAT64)):
        raise constraint_error('xavier', 'dtype', "one of ['float16', 'float32', 'float64']", raw, 'one_of')
    return value


def validate_xavier_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of xavier, checked against its declaration."""
    for key in given:
        if key not in _XAVIER_ATTRIBUTES:
            raise unknown_argument_error('xavier', key, _XAVIER_ARGUMENTS)
    return {
        'uniform': _check_xavier__uniform(given['uniform']) if 'uniform' in given else True,
        'fan_in': _check_xavier__fan_in(given['fan_in']) if 'fan_in' in given else 0,
        'fan_out': _check_xavier__fan_out(given['fan_out']) if 'fan_out' in given else 0,
        'seed': _check_xavier__seed(given['seed']) if 'seed' in given else 0,
        'shape': _check_xavier__shape(given['shape']) if given.get('shape') is not None else _missing('xavier', 'shape'),
        'dtype': _check_xavier__dtype(given['dtype']) if 'dtype' in given else DataType.FLOAT32,
    }


def validate_xavier_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of xavier (TensorInfos), checked against its tensor metas."""
    check_inputs('xavier', _XAVIER_INPUTS, infos, _XAVIER_ARGUMENTS)
