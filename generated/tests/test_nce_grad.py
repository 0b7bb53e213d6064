# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/nce.py
"""Generated tests of nce_grad (kernels/nce.py): boundaries, validation, shape rule, GPU.

Oracle: central differences of `nce` in float64 (numeric gradient).

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

OP = T.Op('nce_grad', _v.validate_nce_grad_attrs, None, inputs={})

# attribute values that must be set for any call to validate (required attributes)
BASE = {}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('neg_distribution', []),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('neg_distribution', 'abc', AttributeTypeError, "nce_grad layer's neg_distribution parameter should be a list of finite float, got str 'abc'"),
    ('neg_distribution', True, AttributeTypeError, "nce_grad layer's neg_distribution parameter should be a list of finite float, got bool True"),
    ('neg_distribution', 1.5, AttributeTypeError, "nce_grad layer's neg_distribution parameter should be a list of finite float, got float 1.5"),
    ('neg_distribution', 7, AttributeTypeError, "nce_grad layer's neg_distribution parameter should be a list of finite float, got int 7"),
    ('neg_distribution', None, AttributeTypeError, "nce_grad layer's neg_distribution parameter should be a list of finite float, got NoneType None"),
    ('neg_distribution', ['abc'], AttributeTypeError, "nce_grad layer's neg_distribution parameter should be a list of finite float, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
]

UNKNOWN = ('neg_distributio', "nce_grad layer got an unknown argument 'neg_distributio'; did you mean 'neg_distribution'? Valid arguments: X, W, Label, Negatives, Bias, SampleWeight, Out@GRAD, neg_distribution")


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
