# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/init.py
"""Generated tests of fill_like (kernels/init.py): boundaries, validation, shape rule, kernels vs oracle, every declared dtype, GPU.

Oracle: PyTorch `torch.full(X.shape, value)` (CPU, float64).

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

OP = T.Op('fill_like', _v.validate_fill_like_attrs, None, inputs={})

# attribute values that must be set for any call to validate (required attributes)
BASE = {}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('value', 0.0),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('value', 'abc', AttributeTypeError, "fill_like layer's value parameter should be a finite float, got str 'abc'"),
    ('value', True, AttributeTypeError, "fill_like layer's value parameter should be a finite float, got bool True"),
    ('value', None, AttributeTypeError, "fill_like layer's value parameter should be a finite float, got NoneType None"),
    ('value', [1], AttributeTypeError, "fill_like layer's value parameter should be a finite float, got list [1]"),
    ('value', ['abc'], AttributeTypeError, "fill_like layer's value parameter should be a finite float, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
]

UNKNOWN = ('valu', "fill_like layer got an unknown argument 'valu'; did you mean 'value'? Valid arguments: X, value")


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


@pytest.mark.parametrize("dtype", ['float16', 'int32', 'int64', 'uint8', 'bool', 'int8', 'int16', 'uint16', 'uint32', 'uint64', 'bfloat16', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'])
def test_kernel_matches_oracle_per_dtype(dtype):
    T.check_dtype(OP.name, dtype)


@pytest.mark.parametrize("attr, value", ACCEPTED)
def test_kernel_at_boundary_value(attr, value):
    T.check_kernel_at(OP.name, {**BASE, attr: value}, changed=attr)


@pytest.mark.skipif(not T.gpu_usable(), reason="no usable GPU")
@given(T.cases(OP.name))
def test_gpu_matches_cpu(case):
    T.check_gpu(case)
