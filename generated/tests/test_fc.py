# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/layers.py
"""Generated tests of fc (kernels/layers.py): boundaries, validation, layer.

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

OP = T.Op('fc', _v.validate_fc_attrs, _layers.fc, inputs={'input': 'input'})

# attribute values that must be set for any call to validate (required attributes)
BASE = {'size': 1}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('size', 1),
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
    ('size', 0, ConstraintError, "fc layer's size parameter should be larger than 0, got 0"),
    ('size', -1, ConstraintError, "fc layer's size parameter should be larger than 0, got -1"),
    ('size', 'abc', AttributeTypeError, "fc layer's size parameter should be an int, got str 'abc'"),
    ('size', True, AttributeTypeError, "fc layer's size parameter should be an int, got bool True"),
    ('size', 1.5, AttributeTypeError, "fc layer's size parameter should be an int, got float 1.5"),
    ('size', [1], AttributeTypeError, "fc layer's size parameter should be an int, got list [1]"),
    ('size', ['abc'], AttributeTypeError, "fc layer's size parameter should be an int, got list ['abc']"),
    ('act', 'linear_sigmoid_relu_tanh_softmax_sequence_softmax_exp_log_abs_square_sqrt_reciprocal_softsign_brelu_soft_relu_stanh_other', ConstraintError, "fc layer's act parameter should be one of ['linear', 'sigmoid', 'relu', 'tanh', 'softmax', 'sequence_softmax', 'exp', 'log', 'abs', 'square', 'sqrt', 'reciprocal', 'softsign', 'brelu', 'soft_relu', 'stanh'], got 'linear_sigmoid_relu_tanh_softmax_sequence_softmax_exp_log_abs_square_sqrt_reciprocal_softsign_brelu_soft_relu_stanh_other'"),
    ('act', True, AttributeTypeError, "fc layer's act parameter should be a str, got bool True"),
    ('act', 1.5, AttributeTypeError, "fc layer's act parameter should be a str, got float 1.5"),
    ('act', 7, AttributeTypeError, "fc layer's act parameter should be a str, got int 7"),
    ('act', None, AttributeTypeError, "fc layer's act parameter should be a str, got NoneType None"),
    ('act', [1], AttributeTypeError, "fc layer's act parameter should be a str, got list [1]"),
    ('act', ['abc'], AttributeTypeError, "fc layer's act parameter should be a str, got list ['abc']"),
    ('bias', 'abc', AttributeTypeError, "fc layer's bias parameter should be a bool, got str 'abc'"),
    ('bias', 1.5, AttributeTypeError, "fc layer's bias parameter should be a bool, got float 1.5"),
    ('bias', 7, AttributeTypeError, "fc layer's bias parameter should be a bool, got int 7"),
    ('bias', None, AttributeTypeError, "fc layer's bias parameter should be a bool, got NoneType None"),
    ('bias', [1], AttributeTypeError, "fc layer's bias parameter should be a bool, got list [1]"),
    ('bias', ['abc'], AttributeTypeError, "fc layer's bias parameter should be a bool, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
    ('size', "fc layer's size parameter must be set"),
]

UNKNOWN = ('siz', "fc layer got an unknown argument 'siz'; did you mean 'size'? Valid arguments: input, size, act, bias")


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
