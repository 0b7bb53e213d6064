# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/dropout.py
"""Generated tests of dropout_grad (kernels/dropout.py): boundaries, validation, shape rule, GPU.

Oracle: central differences of `dropout` in float64 (numeric gradient).

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

OP = T.Op('dropout_grad', _v.validate_dropout_grad_attrs, None, inputs={})

# attribute values that must be set for any call to validate (required attributes)
BASE = {}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('dropout_prob', 0.5),
    ('dropout_prob', 0.0),
    ('dropout_prob', 5e-324),
    ('dropout_prob', 0.9999999999999999),
    ('is_test', False),
    ('seed', 0),
    ('seed', 1),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('dropout_prob', -5e-324, ConstraintError, "dropout_grad layer's dropout_prob parameter should be at least 0.0, got -5e-324"),
    ('dropout_prob', 1.0, ConstraintError, "dropout_grad layer's dropout_prob parameter should be smaller than 1.0, got 1.0"),
    ('dropout_prob', 1.0000000000000002, ConstraintError, "dropout_grad layer's dropout_prob parameter should be smaller than 1.0, got 1.0000000000000002"),
    ('dropout_prob', 'abc', AttributeTypeError, "dropout_grad layer's dropout_prob parameter should be a finite float, got str 'abc'"),
    ('dropout_prob', True, AttributeTypeError, "dropout_grad layer's dropout_prob parameter should be a finite float, got bool True"),
    ('dropout_prob', None, AttributeTypeError, "dropout_grad layer's dropout_prob parameter should be a finite float, got NoneType None"),
    ('dropout_prob', [1], AttributeTypeError, "dropout_grad layer's dropout_prob parameter should be a finite float, got list [1]"),
    ('dropout_prob', ['abc'], AttributeTypeError, "dropout_grad layer's dropout_prob parameter should be a finite float, got list ['abc']"),
    ('is_test', 'abc', AttributeTypeError, "dropout_grad layer's is_test parameter should be a bool, got str 'abc'"),
    ('is_test', 1.5, AttributeTypeError, "dropout_grad layer's is_test parameter should be a bool, got float 1.5"),
    ('is_test', 7, AttributeTypeError, "dropout_grad layer's is_test parameter should be a bool, got int 7"),
    ('is_test', None, AttributeTypeError, "dropout_grad layer's is_test parameter should be a bool, got NoneType None"),
    ('is_test', [1], AttributeTypeError, "dropout_grad layer's is_test parameter should be a bool, got list [1]"),
    ('is_test', ['abc'], AttributeTypeError, "dropout_grad layer's is_test parameter should be a bool, got list ['abc']"),
    ('seed', -1, ConstraintError, "dropout_grad layer's seed parameter should be at least 0, got -1"),
    ('seed', 'abc', AttributeTypeError, "dropout_grad layer's seed parameter should be an int, got str 'abc'"),
    ('seed', True, AttributeTypeError, "dropout_grad layer's seed parameter should be an int, got bool True"),
    ('seed', 1.5, AttributeTypeError, "dropout_grad layer's seed parameter should be an int, got float 1.5"),
    ('seed', None, AttributeTypeError, "dropout_grad layer's seed parameter should be an int, got NoneType None"),
    ('seed', [1], AttributeTypeError, "dropout_grad layer's seed parameter should be an int, got list [1]"),
    ('seed', ['abc'], AttributeTypeError, "dropout_grad layer's seed parameter should be an int, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
]

UNKNOWN = ('dropout_pro', "dropout_grad layer got an unknown argument 'dropout_pro'; did you mean 'dropout_prob'? Valid arguments: X, Mask, Out@GRAD, Mask@GRAD, StepOut@GRAD, dropout_prob, is_test, seed")


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
