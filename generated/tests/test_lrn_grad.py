# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/lrn.py
"""Generated tests of lrn_grad (kernels/lrn.py): boundaries, validation, shape rule, GPU.

Oracle: central differences of `lrn` in float64 (numeric gradient).

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

_ = (math, DataType, AttributeTypeError, ConstraintError)  # used by some tables only

OP = T.Op('lrn_grad', _v.validate_lrn_grad_attrs, None, inputs={})

# attribute values that must be set for any call to validate (required attributes)
BASE = {'size': 1}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('size', 1),
    ('size', 64),
    ('size', 2),
    ('alpha', 0.0001),
    ('alpha', 0.0),
    ('alpha', 1000.0),
    ('alpha', 5e-324),
    ('beta', 0.75),
    ('beta', 0.0),
    ('beta', 16.0),
    ('beta', 5e-324),
    ('bias', 1.0),
    ('bias', 0.001),
    ('bias', 0.0010000000000000002),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('size', 0, ConstraintError, "lrn_grad layer's size parameter should be in range [1, 64], got 0"),
    ('size', 65, ConstraintError, "lrn_grad layer's size parameter should be in range [1, 64], got 65"),
    ('size', 'abc', AttributeTypeError, "lrn_grad layer's size parameter should be an int, got str 'abc'"),
    ('size', True, AttributeTypeError, "lrn_grad layer's size parameter should be an int, got bool True"),
    ('size', 1.5, AttributeTypeError, "lrn_grad layer's size parameter should be an int, got float 1.5"),
    ('size', [1], AttributeTypeError, "lrn_grad layer's size parameter should be an int, got list [1]"),
    ('size', ['abc'], AttributeTypeError, "lrn_grad layer's size parameter should be an int, got list ['abc']"),
    ('alpha', -5e-324, ConstraintError, "lrn_grad layer's alpha parameter should be in range [0.0, 1000.0], got -5e-324"),
    ('alpha', 1000.0000000000001, ConstraintError, "lrn_grad layer's alpha parameter should be in range [0.0, 1000.0], got 1000.0000000000001"),
    ('alpha', 'abc', AttributeTypeError, "lrn_grad layer's alpha parameter should be a finite float, got str 'abc'"),
    ('alpha', True, AttributeTypeError, "lrn_grad layer's alpha parameter should be a finite float, got bool True"),
    ('alpha', None, AttributeTypeError, "lrn_grad layer's alpha parameter should be a finite float, got NoneType None"),
    ('alpha', [1], AttributeTypeError, "lrn_grad layer's alpha parameter should be a finite float, got list [1]"),
    ('alpha', ['abc'], AttributeTypeError, "lrn_grad layer's alpha parameter should be a finite float, got list ['abc']"),
    ('beta', -5e-324, ConstraintError, "lrn_grad layer's beta parameter should be in range [0.0, 16.0], got -5e-324"),
    ('beta', 16.000000000000004, ConstraintError, "lrn_grad layer's beta parameter should be in range [0.0, 16.0], got 16.000000000000004"),
    ('beta', 'abc', AttributeTypeError, "lrn_grad layer's beta parameter should be a finite float, got str 'abc'"),
    ('beta', True, AttributeTypeError, "lrn_grad layer's beta parameter should be a finite float, got bool True"),
    ('beta', None, AttributeTypeError, "lrn_grad layer's beta parameter should be a finite float, got NoneType None"),
    ('beta', [1], AttributeTypeError, "lrn_grad layer's beta parameter should be a finite float, got list [1]"),
    ('beta', ['abc'], AttributeTypeError, "lrn_grad layer's beta parameter should be a finite float, got list ['abc']"),
    ('bias', 0.0009999999999999998, ConstraintError, "lrn_grad layer's bias parameter should be at least 0.001, got 0.0009999999999999998"),
    ('bias', 'abc', AttributeTypeError, "lrn_grad layer's bias parameter should be a finite float, got str 'abc'"),
    ('bias', True, AttributeTypeError, "lrn_grad layer's bias parameter should be a finite float, got bool True"),
    ('bias', None, AttributeTypeError, "lrn_grad layer's bias parameter should be a finite float, got NoneType None"),
    ('bias', [1], AttributeTypeError, "lrn_grad layer's bias parameter should be a finite float, got list [1]"),
    ('bias', ['abc'], AttributeTypeError, "lrn_grad layer's bias parameter should be a finite float, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
    ('size', "lrn_grad layer's size parameter must be set"),
]

UNKNOWN = ('siz', "lrn_grad layer got an unknown argument 'siz'; did you mean 'size'? Valid arguments: X, Out@GRAD, size, alpha, beta, bias")


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
