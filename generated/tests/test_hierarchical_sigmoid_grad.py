# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/hsigmoid.py
"""Generated tests of hierarchical_sigmoid_grad (kernels/hsigmoid.py): boundaries, validation, shape rule, GPU.

Oracle: central differences of `hierarchical_sigmoid` in float64 (numeric gradient).

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

OP = T.Op('hierarchical_sigmoid_grad', _v.validate_hierarchical_sigmoid_grad_attrs, None, inputs={})

# attribute values that must be set for any call to validate (required attributes)
BASE = {'num_classes': 2}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('num_classes', 2),
    ('num_classes', 4096),
    ('num_classes', 3),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('num_classes', 1, ConstraintError, "hierarchical_sigmoid_grad layer's num_classes parameter should be in range [2, 4096], got 1"),
    ('num_classes', 4097, ConstraintError, "hierarchical_sigmoid_grad layer's num_classes parameter should be in range [2, 4096], got 4097"),
    ('num_classes', 'abc', AttributeTypeError, "hierarchical_sigmoid_grad layer's num_classes parameter should be an int, got str 'abc'"),
    ('num_classes', True, AttributeTypeError, "hierarchical_sigmoid_grad layer's num_classes parameter should be an int, got bool True"),
    ('num_classes', 1.5, AttributeTypeError, "hierarchical_sigmoid_grad layer's num_classes parameter should be an int, got float 1.5"),
    ('num_classes', [1], AttributeTypeError, "hierarchical_sigmoid_grad layer's num_classes parameter should be an int, got list [1]"),
    ('num_classes', ['abc'], AttributeTypeError, "hierarchical_sigmoid_grad layer's num_classes parameter should be an int, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
    ('num_classes', "hierarchical_sigmoid_grad layer's num_classes parameter must be set"),
]

UNKNOWN = ('num_classe', "hierarchical_sigmoid_grad layer got an unknown argument 'num_classe'; did you mean 'num_classes'? Valid arguments: X, W, Label, Bias, Out@GRAD, num_classes")


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
