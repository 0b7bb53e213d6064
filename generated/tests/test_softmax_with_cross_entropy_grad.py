# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/loss.py
"""Generated tests of softmax_with_cross_entropy_grad (kernels/loss.py): boundaries, validation, shape rule, GPU.

Oracle: central differences of `softmax_with_cross_entropy` in float64 (numeric gradient).

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

OP = T.Op('softmax_with_cross_entropy_grad', _v.validate_softmax_with_cross_entropy_grad_attrs, None, inputs={})

# attribute values that must be set for any call to validate (required attributes)
BASE = {}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('ignore_index', -100),
    ('ignore_index', -2147483648),
    ('ignore_index', 2147483647),
    ('ignore_index', -2147483647),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('ignore_index', -2147483649, ConstraintError, "softmax_with_cross_entropy_grad layer's ignore_index parameter should be in range [-2147483648, 2147483647], got -2147483649"),
    ('ignore_index', 2147483648, ConstraintError, "softmax_with_cross_entropy_grad layer's ignore_index parameter should be in range [-2147483648, 2147483647], got 2147483648"),
    ('ignore_index', 'abc', AttributeTypeError, "softmax_with_cross_entropy_grad layer's ignore_index parameter should be an int, got str 'abc'"),
    ('ignore_index', True, AttributeTypeError, "softmax_with_cross_entropy_grad layer's ignore_index parameter should be an int, got bool True"),
    ('ignore_index', 1.5, AttributeTypeError, "softmax_with_cross_entropy_grad layer's ignore_index parameter should be an int, got float 1.5"),
    ('ignore_index', None, AttributeTypeError, "softmax_with_cross_entropy_grad layer's ignore_index parameter should be an int, got NoneType None"),
    ('ignore_index', [1], AttributeTypeError, "softmax_with_cross_entropy_grad layer's ignore_index parameter should be an int, got list [1]"),
    ('ignore_index', ['abc'], AttributeTypeError, "softmax_with_cross_entropy_grad layer's ignore_index parameter should be an int, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
]

UNKNOWN = ('ignore_inde', "softmax_with_cross_entropy_grad layer got an unknown argument 'ignore_inde'; did you mean 'ignore_index'? Valid arguments: Logits, Label, Softmax, Softmax@GRAD, Loss@GRAD, ignore_index")


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
