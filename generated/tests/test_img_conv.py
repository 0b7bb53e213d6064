# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/image_layers.py
"""Generated tests of img_conv (kernels/image_layers.py): boundaries, validation, layer.

Oracle: composed of ops, each with its own oracle.

The cases below were derived from the declaration when this file was generated; a
declaration that changes without regenerating fails `make check-generated`.
"""
from __future__ import annotations

import math

import pytest
from hypothesis import given

from paddle.registry import DataType
from paddle.registry.errors import (AttributeTypeError, ConstraintError, UnknownArgumentError, MissingAttributeError)
from paddle.testing import suite as T
from paddle.generated import validators as _v
from paddle.generated import layers as _layers

_ = (math, DataType, AttributeTypeError, ConstraintError)  # used by some tables only

OP = T.Op('img_conv', _v.validate_img_conv_attrs, _layers.img_conv, inputs={'input': 'input'})

# attribute values that must be set for any call to validate (required attributes)
BASE = {'num_filters': 1, 'filter_size': 1}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('num_filters', 1),
    ('filter_size', 1),
    ('filter_size', 32),
    ('filter_size', 2),
    ('stride', 1),
    ('stride', 32),
    ('stride', 2),
    ('padding', 0),
    ('padding', 32),
    ('padding', 1),
    ('groups', 1),
    ('groups', 64),
    ('groups', 2),
    ('act', 'linear'),
    ('act', 'sigmoid'),
    ('act', 'relu'),
    ('act', 'tanh'),
    ('act', 'softmax'),
    ('act', 'sequence_softmax'),
    ('act', 'exp'),
    ('act', 'log'),
    ('act', 'abs'),
    ('act', 'square'),
    ('act', 'sqrt'),
    ('act', 'reciprocal'),
    ('act', 'softsign'),
    ('act', 'brelu'),
    ('act', 'soft_relu'),
    ('act', 'stanh'),
    ('bias', True),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('num_filters', 0, ConstraintError, "img_conv layer's num_filters parameter should be larger than 0, got 0"),
    ('num_filters', -1, ConstraintError, "img_conv layer's num_filters parameter should be larger than 0, got -1"),
    ('num_filters', 'abc', AttributeTypeError, "img_conv layer's num_filters parameter should be an int, got str 'abc'"),
    ('num_filters', True, AttributeTypeError, "img_conv layer's num_filters parameter should be an int, got bool True"),
    ('num_filters', 1.5, AttributeTypeError, "img_conv layer's num_filters parameter should be an int, got float 1.5"),
    ('num_filters', [1], AttributeTypeError, "img_conv layer's num_filters parameter should be an int, got list [1]"),
    ('num_filters', ['abc'], AttributeTypeError, "img_conv layer's num_filters parameter should be an int, got list ['abc']"),
    ('filter_size', 0, ConstraintError, "img_conv layer's filter_size parameter should be in range [1, 32], got 0"),
    ('filter_size', 33, ConstraintError, "img_conv layer's filter_size parameter should be in range [1, 32], got 33"),
    ('filter_size', 'abc', AttributeTypeError, "img_conv layer's filter_size parameter should be an int, got str 'abc'"),
    ('filter_size', True, AttributeTypeError, "img_conv layer's filter_size parameter should be an int, got bool True"),
    ('filter_size', 1.5, AttributeTypeError, "img_conv layer's filter_size parameter should be an int, got float 1.5"),
    ('filter_size', [1], AttributeTypeError, "img_conv layer's filter_size parameter should be an int, got list [1]"),
    ('filter_size', ['abc'], AttributeTypeError, "img_conv layer's filter_size parameter should be an int, got list ['abc']"),
    ('stride', 0, ConstraintError, "img_conv layer's stride parameter should be in range [1, 32], got 0"),
    ('stride', 33, ConstraintError, "img_conv layer's stride parameter should be in range [1, 32], got 33"),
    ('stride', 'abc', AttributeTypeError, "img_conv layer's stride parameter should be an int, got str 'abc'"),
    ('stride', True, AttributeTypeError, "img_conv layer's stride parameter should be an int, got bool True"),
    ('stride', 1.5, AttributeTypeError, "img_conv layer's stride parameter should be an int, got float 1.5"),
    ('stride', None, AttributeTypeError, "img_conv layer's stride parameter should be an int, got NoneType None"),
    ('stride', [1], AttributeTypeError, "img_conv layer's stride parameter should be an int, got list [1]"),
    ('stride', ['abc'], AttributeTypeError, "img_conv layer's stride parameter should be an int, got list ['abc']"),
    ('padding', -1, ConstraintError, "img_conv layer's padding parameter should be in range [0, 32], got -1"),
    ('padding', 33, ConstraintError, "img_conv layer's padding parameter should be in range [0, 32], got 33"),
    ('padding', 'abc', AttributeTypeError, "img_conv layer's padding parameter should be an int, got str 'abc'"),
    ('padding', True, AttributeTypeError, "img_conv layer's padding parameter should be an int, got bool True"),
    ('padding', 1.5, AttributeTypeError, "img_conv layer's padding parameter should be an int, got float 1.5"),
    ('padding', None, AttributeTypeError, "img_conv layer's padding parameter should be an int, got NoneType None"),
    ('padding', [1], AttributeTypeError, "img_conv layer's padding parameter should be an int, got list [1]"),
    ('padding', ['abc'], AttributeTypeError, "img_conv layer's padding parameter should be an int, got list ['abc']"),
    ('groups', 0, ConstraintError, "img_conv layer's groups parameter should be in range [1, 64], got 0"),
    ('groups', 65, ConstraintError, "img_conv layer's groups parameter should be in range [1, 64], got 65"),
    ('groups', 'abc', AttributeTypeError, "img_conv layer's groups parameter should be an int, got str 'abc'"),
    ('groups', True, AttributeTypeError, "img_conv layer's groups parameter should be an int, got bool True"),
    ('groups', 1.5, AttributeTypeError, "img_conv layer's groups parameter should be an int, got float 1.5"),
    ('groups', None, AttributeTypeError, "img_conv layer's groups parameter should be an int, got NoneType None"),
    ('groups', [1], AttributeTypeError, "img_conv layer's groups parameter should be an int, got list [1]"),
    ('groups', ['abc'], AttributeTypeError, "img_conv layer's groups parameter should be an int, got list ['abc']"),
    ('act', 'linear_sigmoid_relu_tanh_softmax_sequence_softmax_exp_log_abs_square_sqrt_reciprocal_softsign_brelu_soft_relu_stanh_other', ConstraintError, "img_conv layer's act parameter should be one of ['linear', 'sigmoid', 'relu', 'tanh', 'softmax', 'sequence_softmax', 'exp', 'log', 'abs', 'square', 'sqrt', 'reciprocal', 'softsign', 'brelu', 'soft_relu', 'stanh'], got 'linear_sigmoid_relu_tanh_softmax_sequence_softmax_exp_log_abs_square_sqrt_reciprocal_softsign_brelu_soft_relu_stanh_other'"),
    ('act', True, AttributeTypeError, "img_conv layer's act parameter should be a str, got bool True"),
    ('act', 1.5, AttributeTypeError, "img_conv layer's act parameter should be a str, got float 1.5"),
    ('act', 7, AttributeTypeError, "img_conv layer's act parameter should be a str, got int 7"),
    ('act', None, AttributeTypeError, "img_conv layer's act parameter should be a str, got NoneType None"),
    ('act', [1], AttributeTypeError, "img_conv layer's act parameter should be a str, got list [1]"),
    ('act', ['abc'], AttributeTypeError, "img_conv layer's act parameter should be a str, got list ['abc']"),
    ('bias', 'abc', AttributeTypeError, "img_conv layer's bias parameter should be a bool, got str 'abc'"),
    ('bias', 1.5, AttributeTypeError, "img_conv layer's bias parameter should be a bool, got float 1.5"),
    ('bias', 7, AttributeTypeError, "img_conv layer's bias parameter should be a bool, got int 7"),
    ('bias', None, AttributeTypeError, "img_conv layer's bias parameter should be a bool, got NoneType None"),
    ('bias', [1], AttributeTypeError, "img_conv layer's bias parameter should be a bool, got list [1]"),
    ('bias', ['abc'], AttributeTypeError, "img_conv layer's bias parameter should be a bool, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
    ('num_filters', "img_conv layer's num_filters parameter must be set"),
    ('filter_size', "img_conv layer's filter_size parameter must be set"),
]

UNKNOWN = ('num_filter', "img_conv layer got an unknown argument 'num_filter'; did you mean 'num_filters'? Valid arguments: input, num_filters, filter_size, stride, padding, groups, act, bias")


@pytest.mark.parametrize("attr, value", ACCEPTED)
def test_boundary_value_accepted(attr, value):
    OP.check_accepted({**BASE, attr: value})


@pytest.mark.parametrize("attr, value, error, message", REJECTED)
def test_boundary_value_rejected(attr, value, error, message):
    OP.check_rejected({**BASE, attr: value}, error, message)


@pytest.mark.parametrize("attr, message", MISSING)
def test_missing_attribute_rejected(attr, message):
    OP.check_rejected({k: v for k, v in BASE.items() if k != attr}, MissingAttributeError, message)


def test_unknown_argument_rejected():
    name, message = UNKNOWN
    OP.check_rejected({**BASE, name: 1}, UnknownArgumentError, message)


@given(T.valid_attrs(OP.name))
def test_valid_region_accepted(attrs):
    OP.check_accepted(attrs)


@given(T.any_attrs(OP.name, BASE))
def test_validator_agrees_with_registry(attrs):
    OP.check_agrees(attrs)


def test_layer_hands_validated_op_to_runtime(monkeypatch):
    OP.check_layer_calls_runtime(monkeypatch, BASE)


def test_layer_refuses_inputs_its_metas_reject():
    OP.check_inputs_enforced(BASE)


def test_layer_runs_in_a_model():
    OP.check_layer_in_model(BASE)
