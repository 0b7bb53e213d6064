# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/activation.py
"""Generated tests of softplus_grad (kernels/activation.py): boundaries, validation, shape rule, GPU.

Oracle: central differences of `softplus` in float64 (numeric gradient).

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

OP = T.Op('softplus_grad', _v.validate_softplus_grad_attrs, None, inputs={})

# attribute values that must be set for any call to validate (required attributes)
BASE = {}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('beta', 1.0),
    ('beta', 0.001),
    ('beta', 1000.0),
    ('beta', 0.0010000000000000002),
    ('threshold', 20.0),
    ('threshold', 0.0),
    ('threshold', 100.0),
    ('threshold', 5e-324),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('beta', 0.0009999999999999998, ConstraintError, "softplus_grad layer's beta parameter should be in range [0.001, 1000.0], got 0.0009999999999999998"),
    ('beta', 1000.0000000000001, ConstraintError, "softplus_grad layer's beta parameter should be in range [0.001, 1000.0], got 1000.0000000000001"),
    ('beta', 'abc', AttributeTypeError, "softplus_grad layer's beta parameter should be a finite float, got str 'abc'"),
    ('beta', True, AttributeTypeError, "softplus_grad layer's beta parameter should be a finite float, got bool True"),
    ('beta', None, AttributeTypeError, "softplus_grad layer's beta parameter should be a finite float, got NoneType None"),
    ('beta', [1], AttributeTypeError, "softplus_grad layer's beta parameter should be a finite float, got list [1]"),
    ('beta', ['abc'], AttributeTypeError, "softplus_grad layer's beta parameter should be a finite float, got list ['abc']"),
    ('threshold', -5e-324, ConstraintError, "softplus_grad layer's threshold parameter should be in range [0.0, 100.0], got -5e-324"),
    ('threshold', 100.00000000000001, ConstraintError, "softplus_grad layer's threshold parameter should be in range [0.0, 100.0], got 100.00000000000001"),
    ('threshold', 'abc', AttributeTypeError, "softplus_grad layer's threshold parameter should be a finite float, got str 'abc'"),
    ('threshold', True, AttributeTypeError, "softplus_grad layer's threshold parameter should be a finite float, got bool True"),
    ('threshold', None, AttributeTypeError, "softplus_grad layer's threshold parameter should be a finite float, got NoneType None"),
    ('threshold', [1], AttributeTypeError, "softplus_grad layer's threshold parameter should be a finite float, got list [1]"),
    ('threshold', ['abc'], AttributeTypeError, "softplus_grad layer's threshold parameter should be a finite float, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
]

UNKNOWN = ('bet', "softplus_grad layer got an unknown argument 'bet'; did you mean 'beta'? Valid arguments: X, Out@GRAD, beta, threshold")


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
