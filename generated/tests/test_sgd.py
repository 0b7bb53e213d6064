# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/optimizer.py
"""Generated tests of sgd (kernels/optimizer.py): boundaries, validation, shape rule, kernels vs oracle, in place, GPU.

Oracle: independent numpy reference `paddle.kernels.optimizer:_sgd_oracle` (float64).

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

OP = T.Op('sgd', _v.validate_sgd_attrs, None, inputs={})

# attribute values that must be set for any call to validate (required attributes)
BASE = {}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('learning_rate', 0.01),
    ('learning_rate', 5e-324),
    ('learning_rate', 1.0),
    ('learning_rate', 10000.0),
    ('learning_rate', 9999.999999999998),
    ('sparse_rows', False),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('learning_rate', 0.0, ConstraintError, "sgd layer's learning_rate parameter should be larger than 0.0, got 0.0"),
    ('learning_rate', -5e-324, ConstraintError, "sgd layer's learning_rate parameter should be larger than 0.0, got -5e-324"),
    ('learning_rate', 10000.000000000002, ConstraintError, "sgd layer's learning_rate parameter should be at most 10000.0, got 10000.000000000002"),
    ('learning_rate', 'abc', AttributeTypeError, "sgd layer's learning_rate parameter should be a finite float, got str 'abc'"),
    ('learning_rate', True, AttributeTypeError, "sgd layer's learning_rate parameter should be a finite float, got bool True"),
    ('learning_rate', None, AttributeTypeError, "sgd layer's learning_rate parameter should be a finite float, got NoneType None"),
    ('learning_rate', [1], AttributeTypeError, "sgd layer's learning_rate parameter should be a finite float, got list [1]"),
    ('learning_rate', ['abc'], AttributeTypeError, "sgd layer's learning_rate parameter should be a finite float, got list ['abc']"),
    ('sparse_rows', 'abc', AttributeTypeError, "sgd layer's sparse_rows parameter should be a bool, got str 'abc'"),
    ('sparse_rows', 1.5, AttributeTypeError, "sgd layer's sparse_rows parameter should be a bool, got float 1.5"),
    ('sparse_rows', 7, AttributeTypeError, "sgd layer's sparse_rows parameter should be a bool, got int 7"),
    ('sparse_rows', None, AttributeTypeError, "sgd layer's sparse_rows parameter should be a bool, got NoneType None"),
    ('sparse_rows', [1], AttributeTypeError, "sgd layer's sparse_rows parameter should be a bool, got list [1]"),
    ('sparse_rows', ['abc'], AttributeTypeError, "sgd layer's sparse_rows parameter should be a bool, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
]

UNKNOWN = ('learning_rat', "sgd layer got an unknown argument 'learning_rat'; did you mean 'learning_rate'? Valid arguments: Param, Grad, LearningRate, learning_rate, sparse_rows")


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


def test_oracle_is_not_the_kernel():
    T.check_oracle_independent(OP.name)


@given(T.cases(OP.name))
def test_kernel_matches_oracle(case):
    T.check_oracle(case)


@pytest.mark.parametrize("attr, value", ACCEPTED)
def test_kernel_at_boundary_value(attr, value):
    T.check_kernel_at(OP.name, {**BASE, attr: value}, changed=attr)


@given(T.cases(OP.name))
def test_in_place_gives_the_fresh_outputs(case):
    T.check_in_place(case)


@pytest.mark.skipif(not T.gpu_usable(), reason="no usable GPU")
@given(T.cases(OP.name))
def test_gpu_matches_cpu(case):
    T.check_gpu(case)
