# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/block_expand.py
"""Generated tests of block_expand_grad (kernels/block_expand.py): boundaries, validation, shape rule, GPU.

Oracle: central differences of `block_expand` in float64 (numeric gradient).

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

OP = T.Op('block_expand_grad', _v.validate_block_expand_grad_attrs, None, inputs={})

# attribute values that must be set for any call to validate (required attributes)
BASE = {'block_x': 1, 'block_y': 1}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('block_x', 1),
    ('block_x', 32),
    ('block_x', 2),
    ('block_y', 1),
    ('block_y', 32),
    ('block_y', 2),
    ('stride_x', 1),
    ('stride_x', 32),
    ('stride_x', 2),
    ('stride_y', 1),
    ('stride_y', 32),
    ('stride_y', 2),
    ('padding_x', 0),
    ('padding_x', 16),
    ('padding_x', 1),
    ('padding_y', 0),
    ('padding_y', 16),
    ('padding_y', 1),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('block_x', 0, ConstraintError, "block_expand_grad layer's block_x parameter should be in range [1, 32], got 0"),
    ('block_x', 33, ConstraintError, "block_expand_grad layer's block_x parameter should be in range [1, 32], got 33"),
    ('block_x', 'abc', AttributeTypeError, "block_expand_grad layer's block_x parameter should be an int, got str 'abc'"),
    ('block_x', True, AttributeTypeError, "block_expand_grad layer's block_x parameter should be an int, got bool True"),
    ('block_x', 1.5, AttributeTypeError, "block_expand_grad layer's block_x parameter should be an int, got float 1.5"),
    ('block_x', [1], AttributeTypeError, "block_expand_grad layer's block_x parameter should be an int, got list [1]"),
    ('block_x', ['abc'], AttributeTypeError, "block_expand_grad layer's block_x parameter should be an int, got list ['abc']"),
    ('block_y', 0, ConstraintError, "block_expand_grad layer's block_y parameter should be in range [1, 32], got 0"),
    ('block_y', 33, ConstraintError, "block_expand_grad layer's block_y parameter should be in range [1, 32], got 33"),
    ('block_y', 'abc', AttributeTypeError, "block_expand_grad layer's block_y parameter should be an int, got str 'abc'"),
    ('block_y', True, AttributeTypeError, "block_expand_grad layer's block_y parameter should be an int, got bool True"),
    ('block_y', 1.5, AttributeTypeError, "block_expand_grad layer's block_y parameter should be an int, got float 1.5"),
    ('block_y', [1], AttributeTypeError, "block_expand_grad layer's block_y parameter should be an int, got list [1]"),
    ('block_y', ['abc'], AttributeTypeError, "block_expand_grad layer's block_y parameter should be an int, got list ['abc']"),
    ('stride_x', 0, ConstraintError, "block_expand_grad layer's stride_x parameter should be in range [1, 32], got 0"),
    ('stride_x', 33, ConstraintError, "block_expand_grad layer's stride_x parameter should be in range [1, 32], got 33"),
    ('stride_x', 'abc', AttributeTypeError, "block_expand_grad layer's stride_x parameter should be an int, got str 'abc'"),
    ('stride_x', True, AttributeTypeError, "block_expand_grad layer's stride_x parameter should be an int, got bool True"),
    ('stride_x', 1.5, AttributeTypeError, "block_expand_grad layer's stride_x parameter should be an int, got float 1.5"),
    ('stride_x', None, AttributeTypeError, "block_expand_grad layer's stride_x parameter should be an int, got NoneType None"),
    ('stride_x', [1], AttributeTypeError, "block_expand_grad layer's stride_x parameter should be an int, got list [1]"),
    ('stride_x', ['abc'], AttributeTypeError, "block_expand_grad layer's stride_x parameter should be an int, got list ['abc']"),
    ('stride_y', 0, ConstraintError, "block_expand_grad layer's stride_y parameter should be in range [1, 32], got 0"),
    ('stride_y', 33, ConstraintError, "block_expand_grad layer's stride_y parameter should be in range [1, 32], got 33"),
    ('stride_y', 'abc', AttributeTypeError, "block_expand_grad layer's stride_y parameter should be an int, got str 'abc'"),
    ('stride_y', True, AttributeTypeError, "block_expand_grad layer's stride_y parameter should be an int, got bool True"),
    ('stride_y', 1.5, AttributeTypeError, "block_expand_grad layer's stride_y parameter should be an int, got float 1.5"),
    ('stride_y', None, AttributeTypeError, "block_expand_grad layer's stride_y parameter should be an int, got NoneType None"),
    ('stride_y', [1], AttributeTypeError, "block_expand_grad layer's stride_y parameter should be an int, got list [1]"),
    ('stride_y', ['abc'], AttributeTypeError, "block_expand_grad layer's stride_y parameter should be an int, got list ['abc']"),
    ('padding_x', -1, ConstraintError, "block_expand_grad layer's padding_x parameter should be in range [0, 16], got -1"),
    ('padding_x', 17, ConstraintError, "block_expand_grad layer's padding_x parameter should be in range [0, 16], got 17"),
    ('padding_x', 'abc', AttributeTypeError, "block_expand_grad layer's padding_x parameter should be an int, got str 'abc'"),
    ('padding_x', True, AttributeTypeError, "block_expand_grad layer's padding_x parameter should be an int, got bool True"),
    ('padding_x', 1.5, AttributeTypeError, "block_expand_grad layer's padding_x parameter should be an int, got float 1.5"),
    ('padding_x', None, AttributeTypeError, "block_expand_grad layer's padding_x parameter should be an int, got NoneType None"),
    ('padding_x', [1], AttributeTypeError, "block_expand_grad layer's padding_x parameter should be an int, got list [1]"),
    ('padding_x', ['abc'], AttributeTypeError, "block_expand_grad layer's padding_x parameter should be an int, got list ['abc']"),
    ('padding_y', -1, ConstraintError, "block_expand_grad layer's padding_y parameter should be in range [0, 16], got -1"),
    ('padding_y', 17, ConstraintError, "block_expand_grad layer's padding_y parameter should be in range [0, 16], got 17"),
    ('padding_y', 'abc', AttributeTypeError, "block_expand_grad layer's padding_y parameter should be an int, got str 'abc'"),
    ('padding_y', True, AttributeTypeError, "block_expand_grad layer's padding_y parameter should be an int, got bool True"),
    ('padding_y', 1.5, AttributeTypeError, "block_expand_grad layer's padding_y parameter should be an int, got float 1.5"),
    ('padding_y', None, AttributeTypeError, "block_expand_grad layer's padding_y parameter should be an int, got NoneType None"),
    ('padding_y', [1], AttributeTypeError, "block_expand_grad layer's padding_y parameter should be an int, got list [1]"),
    ('padding_y', ['abc'], AttributeTypeError, "block_expand_grad layer's padding_y parameter should be an int, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
    ('block_x', "block_expand_grad layer's block_x parameter must be set"),
    ('block_y', "block_expand_grad layer's block_y parameter must be set"),
]

UNKNOWN = ('block_', "block_expand_grad layer got an unknown argument 'block_'; did you mean 'block_y'? Valid arguments: X, Out@GRAD, block_x, block_y, stride_x, stride_y, padding_x, padding_y")


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
