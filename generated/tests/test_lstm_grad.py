# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/lstm.py
"""Generated tests of lstm_grad (kernels/lstm.py): boundaries, validation, shape rule, GPU.

Oracle: central differences of `lstm` in float64 (numeric gradient).

The cases below were derived from the declaration when this file was generated; a
declaration that changes without regenerating fails `make check-generated`.
"""
from __future__ import annotations

import math

import pytest
from hypothesis import given

from paddle.registry import DataType
from paddle.registry.errors import (AttributeTypeError, ConstraintError, UnknownArgumentError)
from paddle.testing import suite as T
from paddle.generated import validators as _v

_ = (math, DataType, AttributeTypeError, ConstraintError)  # used by some tables only

OP = T.Op('lstm_grad', _v.validate_lstm_grad_attrs, None, inputs={})

# attribute values that must be set for any call to validate (required attributes)
BASE = {}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('reverse', False),
    ('gate_act', 'sigmoid'),
    ('gate_act', 'linear'),
    ('gate_act', 'tanh'),
    ('gate_act', 'relu'),
    ('candidate_act', 'tanh'),
    ('candidate_act', 'linear'),
    ('candidate_act', 'sigmoid'),
    ('candidate_act', 'relu'),
    ('state_act', 'tanh'),
    ('state_act', 'linear'),
    ('state_act', 'sigmoid'),
    ('state_act', 'relu'),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('reverse', 'abc', AttributeTypeError, "lstm_grad layer's reverse parameter should be a bool, got str 'abc'"),
    ('reverse', 1.5, AttributeTypeError, "lstm_grad layer's reverse parameter should be a bool, got float 1.5"),
    ('reverse', 7, AttributeTypeError, "lstm_grad layer's reverse parameter should be a bool, got int 7"),
    ('reverse', None, AttributeTypeError, "lstm_grad layer's reverse parameter should be a bool, got NoneType None"),
    ('reverse', [1], AttributeTypeError, "lstm_grad layer's reverse parameter should be a bool, got list [1]"),
    ('reverse', ['abc'], AttributeTypeError, "lstm_grad layer's reverse parameter should be a bool, got list ['abc']"),
    ('gate_act', 'linear_sigmoid_tanh_relu_other', ConstraintError, "lstm_grad layer's gate_act parameter should be one of ['linear', 'sigmoid', 'tanh', 'relu'], got 'linear_sigmoid_tanh_relu_other'"),
    ('gate_act', True, AttributeTypeError, "lstm_grad layer's gate_act parameter should be a str, got bool True"),
    ('gate_act', 1.5, AttributeTypeError, "lstm_grad layer's gate_act parameter should be a str, got float 1.5"),
    ('gate_act', 7, AttributeTypeError, "lstm_grad layer's gate_act parameter should be a str, got int 7"),
    ('gate_act', None, AttributeTypeError, "lstm_grad layer's gate_act parameter should be a str, got NoneType None"),
    ('gate_act', [1], AttributeTypeError, "lstm_grad layer's gate_act parameter should be a str, got list [1]"),
    ('gate_act', ['abc'], AttributeTypeError, "lstm_grad layer's gate_act parameter should be a str, got list ['abc']"),
    ('candidate_act', 'linear_sigmoid_tanh_relu_other', ConstraintError, "lstm_grad layer's candidate_act parameter should be one of ['linear', 'sigmoid', 'tanh', 'relu'], got 'linear_sigmoid_tanh_relu_other'"),
    ('candidate_act', True, AttributeTypeError, "lstm_grad layer's candidate_act parameter should be a str, got bool True"),
    ('candidate_act', 1.5, AttributeTypeError, "lstm_grad layer's candidate_act parameter should be a str, got float 1.5"),
    ('candidate_act', 7, AttributeTypeError, "lstm_grad layer's candidate_act parameter should be a str, got int 7"),
    ('candidate_act', None, AttributeTypeError, "lstm_grad layer's candidate_act parameter should be a str, got NoneType None"),
    ('candidate_act', [1], AttributeTypeError, "lstm_grad layer's candidate_act parameter should be a str, got list [1]"),
    ('candidate_act', ['abc'], AttributeTypeError, "lstm_grad layer's candidate_act parameter should be a str, got list ['abc']"),
    ('state_act', 'linear_sigmoid_tanh_relu_other', ConstraintError, "lstm_grad layer's state_act parameter should be one of ['linear', 'sigmoid', 'tanh', 'relu'], got 'linear_sigmoid_tanh_relu_other'"),
    ('state_act', True, AttributeTypeError, "lstm_grad layer's state_act parameter should be a str, got bool True"),
    ('state_act', 1.5, AttributeTypeError, "lstm_grad layer's state_act parameter should be a str, got float 1.5"),
    ('state_act', 7, AttributeTypeError, "lstm_grad layer's state_act parameter should be a str, got int 7"),
    ('state_act', None, AttributeTypeError, "lstm_grad layer's state_act parameter should be a str, got NoneType None"),
    ('state_act', [1], AttributeTypeError, "lstm_grad layer's state_act parameter should be a str, got list [1]"),
    ('state_act', ['abc'], AttributeTypeError, "lstm_grad layer's state_act parameter should be a str, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
]

UNKNOWN = ('revers', "lstm_grad layer got an unknown argument 'revers'; did you mean 'reverse'? Valid arguments: Input, Weight, Bias, H0, C0, Hidden, Cell, Gates, Hidden@GRAD, Cell@GRAD, Gates@GRAD, reverse, gate_act, candidate_act, state_act")


@pytest.mark.parametrize("attr, value", ACCEPTED)
def test_boundary_value_accepted(attr, value):
    OP.check_accepted({**BASE, attr: value})


@pytest.mark.parametrize("attr, value, error, message", REJECTED)
def test_boundary_value_rejected(attr, value, error, message):
    OP.check_rejected({**BASE, attr: value}, error, message)


def test_unknown_argument_rejected():
    name, message = UNKNOWN
    OP.check_rejected({**BASE, name: 1}, UnknownArgumentError, message)


@given(T.valid_attrs(OP.name))
def test_valid_region_accepted(attrs):
    OP.check_accepted(attrs)


@given(T.any_attrs(OP.name, BASE))
def test_validator_agrees_with_registry(attrs):
    OP.check_agrees(attrs)


@given(T.cases(OP.name))
def test_shape_rule_agrees_with_kernel(case):
    T.check_shape_rule(case)


@pytest.mark.parametrize("attr, value", ACCEPTED)
def test_kernel_at_boundary_value(attr, value):
    T.check_kernel_at(OP.name, {**BASE, attr: value}, changed=attr)


@pytest.mark.skipif(not T.gpu_usable(), reason="no usable GPU")
@given(T.cases(OP.name))
def test_gpu_matches_cpu(case):
    T.check_gpu(case)
