# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/sequence_conv.py
"""Generated tests of context_projection_grad (kernels/sequence_conv.py): boundaries, validation, shape rule, GPU.

Oracle: central differences of `context_projection` in float64 (numeric gradient).

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

OP = T.Op('context_projection_grad', _v.validate_context_projection_grad_attrs, None, inputs={})

# attribute values that must be set for any call to validate (required attributes)
BASE = {'context_length': 1, 'context_start': -64}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('context_length', 1),
    ('context_length', 64),
    ('context_length', 2),
    ('context_start', -64),
    ('context_start', 64),
    ('context_start', -63),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('context_length', 0, ConstraintError, "context_projection_grad layer's context_length parameter should be in range [1, 64], got 0"),
    ('context_length', 65, ConstraintError, "context_projection_grad layer's context_length parameter should be in range [1, 64], got 65"),
    ('context_length', 'abc', AttributeTypeError, "context_projection_grad layer's context_length parameter should be an int, got str 'abc'"),
    ('context_length', True, AttributeTypeError, "context_projection_grad layer's context_length parameter should be an int, got bool True"),
    ('context_length', 1.5, AttributeTypeError, "context_projection_grad layer's context_length parameter should be an int, got float 1.5"),
    ('context_length', [1], AttributeTypeError, "context_projection_grad layer's context_length parameter should be an int, got list [1]"),
    ('context_length', ['abc'], AttributeTypeError, "context_projection_grad layer's context_length parameter should be an int, got list ['abc']"),
    ('context_start', -65, ConstraintError, "context_projection_grad layer's context_start parameter should be in range [-64, 64], got -65"),
    ('context_start', 65, ConstraintError, "context_projection_grad layer's context_start parameter should be in range [-64, 64], got 65"),
    ('context_start', 'abc', AttributeTypeError, "context_projection_grad layer's context_start parameter should be an int, got str 'abc'"),
    ('context_start', True, AttributeTypeError, "context_projection_grad layer's context_start parameter should be an int, got bool True"),
    ('context_start', 1.5, AttributeTypeError, "context_projection_grad layer's context_start parameter should be an int, got float 1.5"),
    ('context_start', [1], AttributeTypeError, "context_projection_grad layer's context_start parameter should be an int, got list [1]"),
    ('context_start', ['abc'], AttributeTypeError, "context_projection_grad layer's context_start parameter should be an int, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
    ('context_length', "context_projection_grad layer's context_length parameter must be set"),
    ('context_start', "context_projection_grad layer's context_start parameter must be set"),
]

UNKNOWN = ('context_lengt', "context_projection_grad layer got an unknown argument 'context_lengt'; did you mean 'context_length'? Valid arguments: X, Padding, Out@GRAD, context_length, context_start")


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
