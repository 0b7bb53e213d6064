# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/sequence.py
"""Generated tests of sequence_reshape_grad (kernels/sequence.py): boundaries, validation, shape rule, GPU.

Oracle: central differences of `sequence_reshape` in float64 (numeric gradient).

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

OP = T.Op('sequence_reshape_grad', _v.validate_sequence_reshape_grad_attrs, None, inputs={})

# attribute values that must be set for any call to validate (required attributes)
BASE = {'new_dim': 1}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('new_dim', 1),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('new_dim', 0, ConstraintError, "sequence_reshape_grad layer's new_dim parameter should be larger than 0, got 0"),
    ('new_dim', -1, ConstraintError, "sequence_reshape_grad layer's new_dim parameter should be larger than 0, got -1"),
    ('new_dim', 'abc', AttributeTypeError, "sequence_reshape_grad layer's new_dim parameter should be an int, got str 'abc'"),
    ('new_dim', True, AttributeTypeError, "sequence_reshape_grad layer's new_dim parameter should be an int, got bool True"),
    ('new_dim', 1.5, AttributeTypeError, "sequence_reshape_grad layer's new_dim parameter should be an int, got float 1.5"),
    ('new_dim', [1], AttributeTypeError, "sequence_reshape_grad layer's new_dim parameter should be an int, got list [1]"),
    ('new_dim', ['abc'], AttributeTypeError, "sequence_reshape_grad layer's new_dim parameter should be an int, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
    ('new_dim', "sequence_reshape_grad layer's new_dim parameter must be set"),
]

UNKNOWN = ('new_di', "sequence_reshape_grad layer got an unknown argument 'new_di'; did you mean 'new_dim'? Valid arguments: X, Out@GRAD, new_dim")


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
