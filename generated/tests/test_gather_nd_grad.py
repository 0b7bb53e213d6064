# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/onnx_index.py
"""Generated tests of gather_nd_grad (kernels/onnx_index.py): boundaries, validation, shape rule, GPU.

Oracle: central differences of `gather_nd` in float64 (numeric gradient).

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

OP = T.Op('gather_nd_grad', _v.validate_gather_nd_grad_attrs, None, inputs={})

# attribute values that must be set for any call to validate (required attributes)
BASE = {}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('batch_dims', 0),
    ('batch_dims', 3),
    ('batch_dims', 1),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('batch_dims', -1, ConstraintError, "gather_nd_grad layer's batch_dims parameter should be in range [0, 3], got -1"),
    ('batch_dims', 4, ConstraintError, "gather_nd_grad layer's batch_dims parameter should be in range [0, 3], got 4"),
    ('batch_dims', 'abc', AttributeTypeError, "gather_nd_grad layer's batch_dims parameter should be an int, got str 'abc'"),
    ('batch_dims', True, AttributeTypeError, "gather_nd_grad layer's batch_dims parameter should be an int, got bool True"),
    ('batch_dims', 1.5, AttributeTypeError, "gather_nd_grad layer's batch_dims parameter should be an int, got float 1.5"),
    ('batch_dims', None, AttributeTypeError, "gather_nd_grad layer's batch_dims parameter should be an int, got NoneType None"),
    ('batch_dims', [1], AttributeTypeError, "gather_nd_grad layer's batch_dims parameter should be an int, got list [1]"),
    ('batch_dims', ['abc'], AttributeTypeError, "gather_nd_grad layer's batch_dims parameter should be an int, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
]

UNKNOWN = ('batch_dim', "gather_nd_grad layer got an unknown argument 'batch_dim'; did you mean 'batch_dims'? Valid arguments: X, Index, Out@GRAD, batch_dims")


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
