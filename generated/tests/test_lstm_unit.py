# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/rnn_units.py
"""Generated tests of lstm_unit (kernels/rnn_units.py): boundaries, validation, layer, shape rule, kernels vs oracle, gradient, GPU.

Oracle: PyTorch `torch.lstm_cell(X, [C_prev * 0, C_prev], torch.eye(X.size(1)), torch.zeros(X.size(1), C_prev.size(1)), torch.nn.functional.pad(torch.full([C_prev.size(1)], forget_bias), [C_prev.size(1), 2 * C_prev.size(1)]), None)` (CPU, float64).

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
from paddle.generated import layers as _layers

_ = (math, DataType, AttributeTypeError, ConstraintError)  # used by some tables only

OP = T.Op('lstm_unit', _v.validate_lstm_unit_attrs, _layers.lstm_unit, inputs={'X': 'X', 'C_prev': 'C_prev'})

# attribute values that must be set for any call to validate (required attributes)
BASE = {}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('forget_bias', 0.0),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('forget_bias', 'abc', AttributeTypeError, "lstm_unit layer's forget_bias parameter should be a finite float, got str 'abc'"),
    ('forget_bias', True, AttributeTypeError, "lstm_unit layer's forget_bias parameter should be a finite float, got bool True"),
    ('forget_bias', None, AttributeTypeError, "lstm_unit layer's forget_bias parameter should be a finite float, got NoneType None"),
    ('forget_bias', [1], AttributeTypeError, "lstm_unit layer's forget_bias parameter should be a finite float, got list [1]"),
    ('forget_bias', ['abc'], AttributeTypeError, "lstm_unit layer's forget_bias parameter should be a finite float, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
]

UNKNOWN = ('forget_bia', "lstm_unit layer got an unknown argument 'forget_bia'; did you mean 'forget_bias'? Valid arguments: X, C_prev, forget_bias")


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


def test_layer_hands_validated_op_to_runtime(monkeypatch):
    OP.check_layer_calls_runtime(monkeypatch, BASE)


def test_layer_refuses_inputs_its_metas_reject():
    OP.check_inputs_enforced(BASE)


def test_layer_runs_in_a_model():
    OP.check_layer_in_model(BASE)


@given(T.cases(OP.name))
def test_shape_rule_agrees_with_kernel(case):
    T.check_shape_rule(case)


def test_oracle_is_not_the_kernel():
    T.check_oracle_independent(OP.name)


@given(T.cases(OP.name))
def test_kernel_matches_oracle(case):
    T.check_oracle(case)


@pytest.mark.parametrize("attr, value", ACCEPTED)
def test_kernel_at_boundary_value(attr, value):
    T.check_kernel_at(OP.name, {**BASE, attr: value}, changed=attr)


@given(T.cases(OP.name, dtype="float64", region="smooth"))
def test_numeric_gradient(case):
    T.check_gradient(case)


@pytest.mark.skipif(not T.gpu_usable(), reason="no usable GPU")
@given(T.cases(OP.name))
def test_gpu_matches_cpu(case):
    T.check_gpu(case)
