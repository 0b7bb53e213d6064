# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/embedding.py
"""Generated tests of embedding_grad (kernels/embedding.py): boundaries, validation, shape rule, GPU.

Oracle: central differences of `embedding` in float64 (numeric gradient).

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

OP = T.Op('embedding_grad', _v.validate_embedding_grad_attrs, None, inputs={})

# attribute values that must be set for any call to validate (required attributes)
BASE = {}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('padding_idx', -1),
    ('padding_idx', 0),
    ('is_sparse', False),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('padding_idx', -2, ConstraintError, "embedding_grad layer's padding_idx parameter should be at least -1, got -2"),
    ('padding_idx', 'abc', AttributeTypeError, "embedding_grad layer's padding_idx parameter should be an int, got str 'abc'"),
    ('padding_idx', True, AttributeTypeError, "embedding_grad layer's padding_idx parameter should be an int, got bool True"),
    ('padding_idx', 1.5, AttributeTypeError, "embedding_grad layer's padding_idx parameter should be an int, got float 1.5"),
    ('padding_idx', None, AttributeTypeError, "embedding_grad layer's padding_idx parameter should be an int, got NoneType None"),
    ('padding_idx', [1], AttributeTypeError, "embedding_grad layer's padding_idx parameter should be an int, got list [1]"),
    ('padding_idx', ['abc'], AttributeTypeError, "embedding_grad layer's padding_idx parameter should be an int, got list ['abc']"),
    ('is_sparse', 'abc', AttributeTypeError, "embedding_grad layer's is_sparse parameter should be a bool, got str 'abc'"),
    ('is_sparse', 1.5, AttributeTypeError, "embedding_grad layer's is_sparse parameter should be a bool, got float 1.5"),
    ('is_sparse', 7, AttributeTypeError, "embedding_grad layer's is_sparse parameter should be a bool, got int 7"),
    ('is_sparse', None, AttributeTypeError, "embedding_grad layer's is_sparse parameter should be a bool, got NoneType None"),
    ('is_sparse', [1], AttributeTypeError, "embedding_grad layer's is_sparse parameter should be a bool, got list [1]"),
    ('is_sparse', ['abc'], AttributeTypeError, "embedding_grad layer's is_sparse parameter should be a bool, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
]

UNKNOWN = ('padding_id', "embedding_grad layer got an unknown argument 'padding_id'; did you mean 'padding_idx'? Valid arguments: W, Ids, Out@GRAD, padding_idx, is_sparse")


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
