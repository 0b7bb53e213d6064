# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.validators)
# sources: kernels/activation.py, kernels/cos_sim.py, kernels/cpp/scale_op.cc, kernels/init.py, kernels/layers.py, kernels/loss.py, kernels/math.py, kernels/optimizer.py
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
_CUSTOM_REFS: tuple[str, ...] = ()
_custom: dict[str, Any] = {ref: resolve(ref) for ref in _CUSTOM_REFS}  # custom predicates, by name


def _missing(op: str, attr: str) -> NoReturn:
    raise missing_error(op, attr)


# --- adam (kernels/optimizer.py) ---

_ADAM_ATTRIBUTES = ('learning_rate', 'beta1', 'beta2', 'epsilon')
_ADAM_ARGUMENTS = ('Param', 'Grad', 'Moment1', 'Moment2', 'Step', 'learning_rate', 'beta1', 'beta2', 'epsilon')
_ADAM_INPUTS = (TensorMeta.from_data({'name': 'Param', 'description': 'the parameter', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...P'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}), TensorMeta.from_data({'name': 'Grad', 'description': 'its gradient', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...P'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}), TensorMeta.from_data({'name': 'Moment1', 'description': 'first moment estimate (state)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...P'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}), TensorMeta.from_data({'name': 'Moment2', 'description': 'second moment estimate (state)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...P'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': None, 'low_open': False, 'high_open': False}}), TensorMeta.from_data({'name': 'Step', 'description': 'the number of updates so far (state)', 'dtypes': ['float32', 'float64'], 'type_var': None, 'seq_types': ['none'], 'rank': None, 'shape': [1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': None, 'low_open': False, 'high_open': False}}))
_TYPE_ADAM__LEARNING_RATE = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_adam__learning_rate(raw: Any) -> Any:
    value = _TYPE_ADAM__LEARNING_RATE.coerce(raw)
    if value is UNSET:
        raise type_error('adam', 'learning_rate', 'a finite float', raw)
    if not (value > 0.0):
        raise constraint_error('adam', 'learning_rate', 'larger than 0.0', raw, 'larger_than')
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
        'beta1': _check_adam__beta1(given['beta1']) if 'beta1' in given else 0.9,
        'beta2': _check_adam__beta2(given['beta2']) if 'beta2' in given else 0.999,
        'epsilon': _check_adam__epsilon(given['epsilon']) if 'epsilon' in given else 1e-08,
    }


def validate_adam_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of adam (TensorInfos), checked against its tensor metas."""
    check_inputs('adam', _ADAM_INPUTS, infos, _ADAM_ARGUMENTS)


# --- assign (kernels/math.py) ---

_ASSIGN_ATTRIBUTES = ()
_ASSIGN_ARGUMENTS = ('X',)
_ASSIGN_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'any tensor', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}),)


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


# --- cos_sim (kernels/cos_sim.py) ---

_COS_SIM_ATTRIBUTES = ('scale',)
_COS_SIM_ARGUMENTS = ('X', 'Y', 'scale')
_COS_SIM_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a [h, w] matrix', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['batch', 'W'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}), TensorMeta.from_data({'name': 'Y', 'description': 'a [h, w] or [1, w] matrix', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['H', 'W'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}))
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
_COS_SIM_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a [h, w] matrix', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['batch', 'W'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}), TensorMeta.from_data({'name': 'Y', 'description': 'a [h, w] or [1, w] matrix', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['H', 'W'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}), TensorMeta.from_data({'name': 'Out', 'description': 'a [h, 1] matrix of scaled cosines', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['batch', 1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'a [h, 1] matrix of scaled cosines', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['batch', 1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}))
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


# --- cross_entropy (kernels/loss.py) ---

_CROSS_ENTROPY_ATTRIBUTES = ()
_CROSS_ENTROPY_ARGUMENTS = ('X', 'Label')
_CROSS_ENTROPY_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'an [N, C] matrix of probabilities (e.g. a softmax)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'C'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': 1.0, 'low_open': False, 'high_open': False}}), TensorMeta.from_data({'name': 'Label', 'description': 'an [N, 1] matrix of class indexes', 'dtypes': ['int32', 'int64'], 'type_var': None, 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 1], 'optional': False, 'variadic': False, 'no_grad': True, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0, 'high': 'C', 'low_open': False, 'high_open': True}}))


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
_CROSS_ENTROPY_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'an [N, C] matrix of probabilities (e.g. a softmax)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'C'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0.0, 'high': 1.0, 'low_open': False, 'high_open': False}}), TensorMeta.from_data({'name': 'Label', 'description': 'an [N, 1] matrix of class indexes', 'dtypes': ['int32', 'int64'], 'type_var': None, 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': {'low': 0, 'high': 'C', 'low_open': False, 'high_open': True}}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'an [N, 1] matrix of losses', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}))


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


# --- elementwise_add (kernels/math.py) ---

_ELEMENTWISE_ADD_ATTRIBUTES = ()
_ELEMENTWISE_ADD_ARGUMENTS = ('X', 'Y')
_ELEMENTWISE_ADD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['...S'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}), TensorMeta.from_data({'name': 'Y', 'description': '', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['...S'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}))


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


# --- fc (kernels/layers.py) ---

_FC_ATTRIBUTES = ('size', 'act', 'bias')
_FC_ARGUMENTS = ('input', 'size', 'act', 'bias')
_FC_INPUTS = (TensorMeta.from_data({'name': 'input', 'description': 'an [N, D] matrix; rows may be the steps of sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['batch', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}),)
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
    if not (value in ('linear', 'sigmoid', 'relu', 'tanh', 'softmax')):
        raise constraint_error('fc', 'act', "one of ['linear', 'sigmoid', 'relu', 'tanh', 'softmax']", raw, 'one_of')
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
_FILL_LIKE_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'the tensor whose shape and dtype to copy', 'dtypes': ['float16', 'float32', 'float64', 'int32', 'int64', 'uint8', 'bool'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}),)
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


# --- mean (kernels/math.py) ---

_MEAN_ATTRIBUTES = ()
_MEAN_ARGUMENTS = ('X',)
_MEAN_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}),)


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
_MEAN_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'the mean', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': [1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}))


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


# --- momentum (kernels/optimizer.py) ---

_MOMENTUM_ATTRIBUTES = ('learning_rate', 'momentum', 'use_nesterov')
_MOMENTUM_ARGUMENTS = ('Param', 'Grad', 'Velocity', 'learning_rate', 'momentum', 'use_nesterov')
_MOMENTUM_INPUTS = (TensorMeta.from_data({'name': 'Param', 'description': 'the parameter', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...P'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}), TensorMeta.from_data({'name': 'Grad', 'description': 'its gradient', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...P'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}), TensorMeta.from_data({'name': 'Velocity', 'description': 'the running velocity (state)', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...P'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}))
_TYPE_MOMENTUM__LEARNING_RATE = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_momentum__learning_rate(raw: Any) -> Any:
    value = _TYPE_MOMENTUM__LEARNING_RATE.coerce(raw)
    if value is UNSET:
        raise type_error('momentum', 'learning_rate', 'a finite float', raw)
    if not (value > 0.0):
        raise constraint_error('momentum', 'learning_rate', 'larger than 0.0', raw, 'larger_than')
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
        'momentum': _check_momentum__momentum(given['momentum']) if 'momentum' in given else 0.9,
        'use_nesterov': _check_momentum__use_nesterov(given['use_nesterov']) if 'use_nesterov' in given else False,
    }


def validate_momentum_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of momentum (TensorInfos), checked against its tensor metas."""
    check_inputs('momentum', _MOMENTUM_INPUTS, infos, _MOMENTUM_ARGUMENTS)


# --- mul (kernels/math.py) ---

_MUL_ATTRIBUTES = ()
_MUL_ARGUMENTS = ('X', 'Y')
_MUL_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'an [M, K] matrix; rows may be the steps of sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['M', 'K'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}), TensorMeta.from_data({'name': 'Y', 'description': 'a [K, N] matrix', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['K', 'N'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}))


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
_MUL_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'an [M, K] matrix; rows may be the steps of sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['M', 'K'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}), TensorMeta.from_data({'name': 'Y', 'description': 'a [K, N] matrix', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['K', 'N'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'the [M, N] product', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['M', 'N'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}))


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


# --- relu (kernels/activation.py) ---

_RELU_ATTRIBUTES = ()
_RELU_ARGUMENTS = ('X',)
_RELU_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}),)


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
_RELU_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}), TensorMeta.from_data({'name': 'Out', 'description': '', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': '', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}))


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


# --- rowwise_add (kernels/math.py) ---

_ROWWISE_ADD_ATTRIBUTES = ()
_ROWWISE_ADD_ARGUMENTS = ('X', 'b')
_ROWWISE_ADD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'an [M, N] matrix; rows may be the steps of sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['M', 'N'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}), TensorMeta.from_data({'name': 'b', 'description': 'a vector of N values', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['N'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}))


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
_ROWWISE_ADD_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'an [M, N] matrix; rows may be the steps of sequences', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['M', 'N'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}), TensorMeta.from_data({'name': 'b', 'description': 'a vector of N values', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['N'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'X with b added to each row', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['M', 'N'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}))


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


# --- scale (kernels/cpp/scale_op.cc) ---

_SCALE_ATTRIBUTES = ('scale', 'bias')
_SCALE_ARGUMENTS = ('X', 'scale', 'bias')
_SCALE_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a float32 or float64 tensor of any shape', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}),)
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


# --- scale_grad (kernels/cpp/scale_op.cc) ---

_SCALE_GRAD_ATTRIBUTES = ('scale', 'bias')
_SCALE_GRAD_ARGUMENTS = ('X', 'Out@GRAD', 'scale', 'bias')
_SCALE_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'a float32 or float64 tensor of any shape', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'shaped like X', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}))
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


# --- sgd (kernels/optimizer.py) ---

_SGD_ATTRIBUTES = ('learning_rate',)
_SGD_ARGUMENTS = ('Param', 'Grad', 'learning_rate')
_SGD_INPUTS = (TensorMeta.from_data({'name': 'Param', 'description': 'the parameter', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...P'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}), TensorMeta.from_data({'name': 'Grad', 'description': 'its gradient', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none'], 'rank': None, 'shape': ['...P'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}))
_TYPE_SGD__LEARNING_RATE = AttrType.from_data({'kind': 'float', 'element': None, 'choices': None, 'finite': True})


def _check_sgd__learning_rate(raw: Any) -> Any:
    value = _TYPE_SGD__LEARNING_RATE.coerce(raw)
    if value is UNSET:
        raise type_error('sgd', 'learning_rate', 'a finite float', raw)
    if not (value > 0.0):
        raise constraint_error('sgd', 'learning_rate', 'larger than 0.0', raw, 'larger_than')
    return value


def validate_sgd_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of sgd, checked against its declaration."""
    for key in given:
        if key not in _SGD_ATTRIBUTES:
            raise unknown_argument_error('sgd', key, _SGD_ARGUMENTS)
    return {
        'learning_rate': _check_sgd__learning_rate(given['learning_rate']) if 'learning_rate' in given else 0.01,
    }


def validate_sgd_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of sgd (TensorInfos), checked against its tensor metas."""
    check_inputs('sgd', _SGD_INPUTS, infos, _SGD_ARGUMENTS)


# --- sigmoid (kernels/activation.py) ---

_SIGMOID_ATTRIBUTES = ()
_SIGMOID_ARGUMENTS = ('X',)
_SIGMOID_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}),)


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


# --- sigmoid_grad (kernels/activation.py) ---

_SIGMOID_GRAD_ATTRIBUTES = ()
_SIGMOID_GRAD_ARGUMENTS = ('X', 'Out', 'Out@GRAD')
_SIGMOID_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}), TensorMeta.from_data({'name': 'Out', 'description': '', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': '', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}))


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


# --- softmax (kernels/activation.py) ---

_SOFTMAX_ATTRIBUTES = ()
_SOFTMAX_ARGUMENTS = ('X',)
_SOFTMAX_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': 2, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}),)


def validate_softmax_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of softmax, checked against its declaration."""
    for key in given:
        if key not in _SOFTMAX_ATTRIBUTES:
            raise unknown_argument_error('softmax', key, _SOFTMAX_ARGUMENTS)
    return {
    }


def validate_softmax_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of softmax (TensorInfos), checked against its tensor metas."""
    check_inputs('softmax', _SOFTMAX_INPUTS, infos, _SOFTMAX_ARGUMENTS)


# --- softmax_grad (kernels/activation.py) ---

_SOFTMAX_GRAD_ATTRIBUTES = ()
_SOFTMAX_GRAD_ARGUMENTS = ('X', 'Out', 'Out@GRAD')
_SOFTMAX_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': 2, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}), TensorMeta.from_data({'name': 'Out', 'description': '', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': 2, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': '', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': 2, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}))


def validate_softmax_grad_attrs(given: Mapping[str, Any]) -> dict[str, Any]:
    """The attributes of softmax_grad, checked against its declaration."""
    for key in given:
        if key not in _SOFTMAX_GRAD_ATTRIBUTES:
            raise unknown_argument_error('softmax_grad', key, _SOFTMAX_GRAD_ARGUMENTS)
    return {
    }


def validate_softmax_grad_inputs(infos: Mapping[str, Any]) -> None:
    """The inputs of softmax_grad (TensorInfos), checked against its tensor metas."""
    check_inputs('softmax_grad', _SOFTMAX_GRAD_INPUTS, infos, _SOFTMAX_GRAD_ARGUMENTS)


# --- square_error (kernels/loss.py) ---

_SQUARE_ERROR_ATTRIBUTES = ()
_SQUARE_ERROR_ARGUMENTS = ('X', 'Y')
_SQUARE_ERROR_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'an [N, D] matrix of predictions', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}), TensorMeta.from_data({'name': 'Y', 'description': 'an [N, D] matrix of targets', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}))


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
_SQUARE_ERROR_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'an [N, D] matrix of predictions', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}), TensorMeta.from_data({'name': 'Y', 'description': 'an [N, D] matrix of targets', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 'D'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'an [N, 1] matrix of losses', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['N', 1], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}))


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


# --- sum (kernels/math.py) ---

_SUM_ATTRIBUTES = ()
_SUM_ARGUMENTS = ('X',)
_SUM_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'the tensors to add', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['...S'], 'optional': False, 'variadic': True, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}),)


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
_SUM_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': 'the tensors to add', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['...S'], 'optional': False, 'variadic': True, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': 'their sum', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': ['...S'], 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}))


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


# --- tanh (kernels/activation.py) ---

_TANH_ATTRIBUTES = ()
_TANH_ARGUMENTS = ('X',)
_TANH_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}),)


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
_TANH_GRAD_INPUTS = (TensorMeta.from_data({'name': 'X', 'description': '', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}), TensorMeta.from_data({'name': 'Out', 'description': '', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}), TensorMeta.from_data({'name': 'Out@GRAD', 'description': '', 'dtypes': ['float32', 'float64'], 'type_var': 'T', 'seq_types': ['none', 'sequence', 'nested_sequence'], 'rank': None, 'shape': None, 'optional': False, 'variadic': False, 'no_grad': False, 'like': None, 'dtype_from': None, 'seq_from': None, 'domain': None}))


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
