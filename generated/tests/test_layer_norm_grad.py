# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/norm.py
"""Generated tests of layer_norm_grad (kernels/norm.py): boundaries, validation, shape rule, GPU.

Oracle: central differences of `layer_norm` in float64 (numeric gradient).

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

OP = T.Op('layer_norm_grad', _v.validate_layer_norm_grad_attrs, None, inputs={})

# attribute values that must be set for any call to validate (required attributes)
BASE = {}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('begin_norm_axis', 1),
    ('begin_norm_axis', 63),
    ('begin_norm_axis', 2),
    ('epsilon', 1e-05),
    ('epsilon', 5e-324),
    ('epsilon', 1.0),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('begin_norm_axis', 0, ConstraintError, "layer_norm_grad layer's begin_norm_axis parameter should be in range [1, 63], got 0"),
    ('begin_norm_axis', 64, ConstraintError, "layer_norm_grad layer's begin_norm_axis parameter should be in range [1, 63], got 64"),
    ('begin_norm_axis', 'abc', AttributeTypeError, "layer_norm_grad layer's begin_norm_axis parameter should be an int, got str 'abc'"),
    ('begin_norm_axis', True, AttributeTypeError, "layer_norm_grad layer's begin_norm_axis parameter should be an int, got bool True"),
    ('begin_norm_axis', 1.5, AttributeTypeError, "layer_norm_grad layer's begin_norm_axis parameter should be an int, got float 1.5"),
    ('begin_norm_axis', None, AttributeTypeError, "layer_norm_grad layer's begin_norm_axis parameter should be an int, got NoneType None"),
    ('begin_norm_axis', [1], AttributeTypeError, "layer_norm_grad layer's begin_norm_axis parameter should be an int, got list [1]"),
    ('begin_norm_axis', ['abc'], AttributeTypeError, "layer_norm_grad layer's begin_norm_axis parameter should be an int, got list ['abc']"),
    ('epsilon', 0.0, ConstraintError, "layer_norm_grad layer's epsilon parameter should be larger than 0.0, got 0.0"),
    ('epsilon', -5e-324, ConstraintError, "layer_norm_grad layer's epsilon parameter should be larger than 0.0, got -5e-324"),
    ('epsilon', 'abc', AttributeTypeError, "layer_norm_grad layer's epsilon parameter should be a finite float, got str 'abc'"),
    ('epsilon', True, AttributeTypeError, "layer_norm_grad layer's epsilon parameter should be a finite float, got bool True"),
    ('epsilon', None, AttributeTypeError, "layer_norm_grad layer's epsilon parameter should be a finite float, got NoneType None"),
    ('epsilon', [1], AttributeTypeError, "layer_norm_grad layer's epsilon parameter should be a finite float, got list [1]"),
    ('epsilon', ['abc'], AttributeTypeError, "layer_norm_grad layer's epsilon parameter should be a finite float, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
]

UNKNOWN = ('begin_norm_axi', "layer_norm_grad layer got an unknown argument 'begin_norm_axi'; did you mean 'begin_norm_axis'? Valid arguments: X, Scale, Bias, Y@GRAD, Mean@GRAD, Variance@GRAD, begin_norm_axis, epsilon")


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
