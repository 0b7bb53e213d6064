# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/cpp/label_smooth_op.cc
"""Generated tests of label_smooth (kernels/cpp/label_smooth_op.cc): boundaries, validation, layer, shape rule, kernels vs oracle, gradient.

Oracle: PyTorch `X * (1 - epsilon) + epsilon * PriorDist` (CPU, float64).

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

OP = T.Op('label_smooth', _v.validate_label_smooth_attrs, _layers.label_smooth, inputs={'X': 'X', 'PriorDist': 'PriorDist'})

# attribute values that must be set for any call to validate (required attributes)
BASE = {}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('epsilon', 0.0),
    ('epsilon', 1.0),
    ('epsilon', 5e-324),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('epsilon', -5e-324, ConstraintError, "label_smooth layer's epsilon parameter should be in range [0.0, 1.0], got -5e-324"),
    ('epsilon', 1.0000000000000002, ConstraintError, "label_smooth layer's epsilon parameter should be in range [0.0, 1.0], got 1.0000000000000002"),
    ('epsilon', 'abc', AttributeTypeError, "label_smooth layer's epsilon parameter should be a finite float, got str 'abc'"),
    ('epsilon', True, AttributeTypeError, "label_smooth layer's epsilon parameter should be a finite float, got bool True"),
    ('epsilon', None, AttributeTypeError, "label_smooth layer's epsilon parameter should be a finite float, got NoneType None"),
    ('epsilon', [1], AttributeTypeError, "label_smooth layer's epsilon parameter should be a finite float, got list [1]"),
    ('epsilon', ['abc'], AttributeTypeError, "label_smooth layer's epsilon parameter should be a finite float, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
]

UNKNOWN = ('epsilo', "label_smooth layer got an unknown argument 'epsilo'; did you mean 'epsilon'? Valid arguments: X, PriorDist, epsilon")


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
