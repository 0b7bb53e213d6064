# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/einsum.py
"""Generated tests of einsum_grad (kernels/einsum.py): boundaries, validation, shape rule, GPU.

Oracle: central differences of `einsum` in float64 (numeric gradient).

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

OP = T.Op('einsum_grad', _v.validate_einsum_grad_attrs, None, inputs={})

# attribute values that must be set for any call to validate (required attributes)
BASE = {'equation': 'ij,jk->ik'}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('equation', 'ij,jk->ik'),
    ('equation', 'bij,bjk->bik'),
    ('equation', 'ij->ji'),
    ('equation', 'ii->i'),
    ('equation', 'i,i'),
    ('equation', '...ij,...jk->...ik'),
    ('equation', 'bhqd,bhkd->bhqk'),
    ('equation', 'ij->'),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('equation', 'ij->k', ConstraintError, "einsum_grad layer's equation parameter should be an einsum equation: terms of letters (one '...' at most) split by commas, then '->' and distinct letters the inputs hold, got 'ij->k'"),
    ('equation', 'i..j...', ConstraintError, "einsum_grad layer's equation parameter should be an einsum equation: terms of letters (one '...' at most) split by commas, then '->' and distinct letters the inputs hold, got 'i..j...'"),
    ('equation', '1j', ConstraintError, "einsum_grad layer's equation parameter should be an einsum equation: terms of letters (one '...' at most) split by commas, then '->' and distinct letters the inputs hold, got '1j'"),
    ('equation', 'ij\n', ConstraintError, "einsum_grad layer's equation parameter should be an einsum equation: terms of letters (one '...' at most) split by commas, then '->' and distinct letters the inputs hold, got 'ij\\n'"),
    ('equation', True, AttributeTypeError, "einsum_grad layer's equation parameter should be a str, got bool True"),
    ('equation', 1.5, AttributeTypeError, "einsum_grad layer's equation parameter should be a str, got float 1.5"),
    ('equation', 7, AttributeTypeError, "einsum_grad layer's equation parameter should be a str, got int 7"),
    ('equation', [1], AttributeTypeError, "einsum_grad layer's equation parameter should be a str, got list [1]"),
    ('equation', ['abc'], AttributeTypeError, "einsum_grad layer's equation parameter should be a str, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
    ('equation', "einsum_grad layer's equation parameter must be set"),
]

UNKNOWN = ('equatio', "einsum_grad layer got an unknown argument 'equatio'; did you mean 'equation'? Valid arguments: Inputs, Out@GRAD, equation")


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
