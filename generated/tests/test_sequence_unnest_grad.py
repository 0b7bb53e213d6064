# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/sequence_nested.py
"""Generated tests of sequence_unnest_grad (kernels/sequence_nested.py): boundaries, validation, shape rule, GPU.

Oracle: central differences of `sequence_unnest` in float64 (numeric gradient).

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

OP = T.Op('sequence_unnest_grad', _v.validate_sequence_unnest_grad_attrs, None, inputs={})

# attribute values that must be set for any call to validate (required attributes)
BASE = {}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('level', 'sub_sequences'),
    ('level', 'sequences'),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('level', 'sub_sequences_sequences_other', ConstraintError, "sequence_unnest_grad layer's level parameter should be one of ['sub_sequences', 'sequences'], got 'sub_sequences_sequences_other'"),
    ('level', True, AttributeTypeError, "sequence_unnest_grad layer's level parameter should be a str, got bool True"),
    ('level', 1.5, AttributeTypeError, "sequence_unnest_grad layer's level parameter should be a str, got float 1.5"),
    ('level', 7, AttributeTypeError, "sequence_unnest_grad layer's level parameter should be a str, got int 7"),
    ('level', None, AttributeTypeError, "sequence_unnest_grad layer's level parameter should be a str, got NoneType None"),
    ('level', [1], AttributeTypeError, "sequence_unnest_grad layer's level parameter should be a str, got list [1]"),
    ('level', ['abc'], AttributeTypeError, "sequence_unnest_grad layer's level parameter should be a str, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
]

UNKNOWN = ('leve', "sequence_unnest_grad layer got an unknown argument 'leve'; did you mean 'level'? Valid arguments: X, Out@GRAD, level")


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
