# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/norm.py
"""Generated tests of batch_norm_grad (kernels/norm.py): boundaries, validation, shape rule, GPU.

Oracle: central differences of `batch_norm` in float64 (numeric gradient).

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

OP = T.Op('batch_norm_grad', _v.validate_batch_norm_grad_attrs, None, inputs={})

# attribute values that must be set for any call to validate (required attributes)
BASE = {}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('momentum', 0.9),
    ('momentum', 0.0),
    ('momentum', 1.0),
    ('momentum', 5e-324),
    ('epsilon', 1e-05),
    ('epsilon', 5e-324),
    ('epsilon', 1.0),
    ('is_test', False),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('momentum', -5e-324, ConstraintError, "batch_norm_grad layer's momentum parameter should be in range [0.0, 1.0], got -5e-324"),
    ('momentum', 1.0000000000000002, ConstraintError, "batch_norm_grad layer's momentum parameter should be in range [0.0, 1.0], got 1.0000000000000002"),
    ('momentum', 'abc', AttributeTypeError, "batch_norm_grad layer's momentum parameter should be a finite float, got str 'abc'"),
    ('momentum', True, AttributeTypeError, "batch_norm_grad layer's momentum parameter should be a finite float, got bool True"),
    ('momentum', None, AttributeTypeError, "batch_norm_grad layer's momentum parameter should be a finite float, got NoneType None"),
    ('momentum', [1], AttributeTypeError, "batch_norm_grad layer's momentum parameter should be a finite float, got list [1]"),
    ('momentum', ['abc'], AttributeTypeError, "batch_norm_grad layer's momentum parameter should be a finite float, got list ['abc']"),
    ('epsilon', 0.0, ConstraintError, "batch_norm_grad layer's epsilon parameter should be larger than 0.0, got 0.0"),
    ('epsilon', -5e-324, ConstraintError, "batch_norm_grad layer's epsilon parameter should be larger than 0.0, got -5e-324"),
    ('epsilon', 'abc', AttributeTypeError, "batch_norm_grad layer's epsilon parameter should be a finite float, got str 'abc'"),
    ('epsilon', True, AttributeTypeError, "batch_norm_grad layer's epsilon parameter should be a finite float, got bool True"),
    ('epsilon', None, AttributeTypeError, "batch_norm_grad layer's epsilon parameter should be a finite float, got NoneType None"),
    ('epsilon', [1], AttributeTypeError, "batch_norm_grad layer's epsilon parameter should be a finite float, got list [1]"),
    ('epsilon', ['abc'], AttributeTypeError, "batch_norm_grad layer's epsilon parameter should be a finite float, got list ['abc']"),
    ('is_test', 'abc', AttributeTypeError, "batch_norm_grad layer's is_test parameter should be a bool, got str 'abc'"),
    ('is_test', 1.5, AttributeTypeError, "batch_norm_grad layer's is_test parameter should be a bool, got float 1.5"),
    ('is_test', 7, AttributeTypeError, "batch_norm_grad layer's is_test parameter should be a bool, got int 7"),
    ('is_test', None, AttributeTypeError, "batch_norm_grad layer's is_test parameter should be a bool, got NoneType None"),
    ('is_test', [1], AttributeTypeError, "batch_norm_grad layer's is_test parameter should be a bool, got list [1]"),
    ('is_test', ['abc'], AttributeTypeError, "batch_norm_grad layer's is_test parameter should be a bool, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
]

UNKNOWN = ('momentu', "batch_norm_grad layer got an unknown argument 'momentu'; did you mean 'momentum'? Valid arguments: X, Scale, Bias, Mean, Variance, SavedMean, SavedVariance, Y@GRAD, MeanOut@GRAD, VarianceOut@GRAD, SavedMean@GRAD, SavedVariance@GRAD, momentum, epsilon, is_test")


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
