# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/pool_index.py
"""Generated tests of max_pool_with_index_grad (kernels/pool_index.py): boundaries, validation, shape rule, GPU.

Oracle: central differences of `max_pool_with_index` in float64 (numeric gradient).

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

OP = T.Op('max_pool_with_index_grad', _v.validate_max_pool_with_index_grad_attrs, None, inputs={})

# attribute values that must be set for any call to validate (required attributes)
BASE = {'ksize': [1]}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('ksize', [1]),
    ('ksize', [1, 1, 1]),
    ('ksize', [6]),
    ('ksize', [2]),
    ('strides', [1]),
    ('strides', [1, 1, 1]),
    ('strides', [6]),
    ('strides', [2]),
    ('dilations', [1]),
    ('dilations', [1, 1, 1]),
    ('dilations', [3]),
    ('dilations', [2]),
    ('paddings', [0]),
    ('paddings', [1]),
    ('paddings', [1, 1, 1, 1, 1, 1]),
    ('paddings', [5]),
    ('storage_order', 0),
    ('storage_order', 1),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('ksize', [], ConstraintError, "max_pool_with_index_grad layer's ksize parameter should be a list of length between 1 and 3, got []"),
    ('ksize', [1, 1, 1, 1], ConstraintError, "max_pool_with_index_grad layer's ksize parameter should be a list of length between 1 and 3, got [1, 1, 1, 1]"),
    ('ksize', [0], ConstraintError, "max_pool_with_index_grad layer's ksize parameter should be in range [1, 6], got [0]"),
    ('ksize', [7], ConstraintError, "max_pool_with_index_grad layer's ksize parameter should be in range [1, 6], got [7]"),
    ('ksize', 'abc', AttributeTypeError, "max_pool_with_index_grad layer's ksize parameter should be a list of int, got str 'abc'"),
    ('ksize', True, AttributeTypeError, "max_pool_with_index_grad layer's ksize parameter should be a list of int, got bool True"),
    ('ksize', 1.5, AttributeTypeError, "max_pool_with_index_grad layer's ksize parameter should be a list of int, got float 1.5"),
    ('ksize', 7, AttributeTypeError, "max_pool_with_index_grad layer's ksize parameter should be a list of int, got int 7"),
    ('ksize', ['abc'], AttributeTypeError, "max_pool_with_index_grad layer's ksize parameter should be a list of int, got list ['abc']"),
    ('strides', [], ConstraintError, "max_pool_with_index_grad layer's strides parameter should be a list of length between 1 and 3, got []"),
    ('strides', [1, 1, 1, 1], ConstraintError, "max_pool_with_index_grad layer's strides parameter should be a list of length between 1 and 3, got [1, 1, 1, 1]"),
    ('strides', [0], ConstraintError, "max_pool_with_index_grad layer's strides parameter should be in range [1, 6], got [0]"),
    ('strides', [7], ConstraintError, "max_pool_with_index_grad layer's strides parameter should be in range [1, 6], got [7]"),
    ('strides', 'abc', AttributeTypeError, "max_pool_with_index_grad layer's strides parameter should be a list of int, got str 'abc'"),
    ('strides', True, AttributeTypeError, "max_pool_with_index_grad layer's strides parameter should be a list of int, got bool True"),
    ('strides', 1.5, AttributeTypeError, "max_pool_with_index_grad layer's strides parameter should be a list of int, got float 1.5"),
    ('strides', 7, AttributeTypeError, "max_pool_with_index_grad layer's strides parameter should be a list of int, got int 7"),
    ('strides', None, AttributeTypeError, "max_pool_with_index_grad layer's strides parameter should be a list of int, got NoneType None"),
    ('strides', ['abc'], AttributeTypeError, "max_pool_with_index_grad layer's strides parameter should be a list of int, got list ['abc']"),
    ('dilations', [], ConstraintError, "max_pool_with_index_grad layer's dilations parameter should be a list of length between 1 and 3, got []"),
    ('dilations', [1, 1, 1, 1], ConstraintError, "max_pool_with_index_grad layer's dilations parameter should be a list of length between 1 and 3, got [1, 1, 1, 1]"),
    ('dilations', [0], ConstraintError, "max_pool_with_index_grad layer's dilations parameter should be in range [1, 3], got [0]"),
    ('dilations', [4], ConstraintError, "max_pool_with_index_grad layer's dilations parameter should be in range [1, 3], got [4]"),
    ('dilations', 'abc', AttributeTypeError, "max_pool_with_index_grad layer's dilations parameter should be a list of int, got str 'abc'"),
    ('dilations', True, AttributeTypeError, "max_pool_with_index_grad layer's dilations parameter should be a list of int, got bool True"),
    ('dilations', 1.5, AttributeTypeError, "max_pool_with_index_grad layer's dilations parameter should be a list of int, got float 1.5"),
    ('dilations', 7, AttributeTypeError, "max_pool_with_index_grad layer's dilations parameter should be a list of int, got int 7"),
    ('dilations', None, AttributeTypeError, "max_pool_with_index_grad layer's dilations parameter should be a list of int, got NoneType None"),
    ('dilations', ['abc'], AttributeTypeError, "max_pool_with_index_grad layer's dilations parameter should be a list of int, got list ['abc']"),
    ('paddings', [], ConstraintError, "max_pool_with_index_grad layer's paddings parameter should be a list of length between 1 and 6, got []"),
    ('paddings', [1, 1, 1, 1, 1, 1, 1], ConstraintError, "max_pool_with_index_grad layer's paddings parameter should be a list of length between 1 and 6, got [1, 1, 1, 1, 1, 1, 1]"),
    ('paddings', [-1], ConstraintError, "max_pool_with_index_grad layer's paddings parameter should be in range [0, 5], got [-1]"),
    ('paddings', [6], ConstraintError, "max_pool_with_index_grad layer's paddings parameter should be in range [0, 5], got [6]"),
    ('paddings', 'abc', AttributeTypeError, "max_pool_with_index_grad layer's paddings parameter should be a list of int, got str 'abc'"),
    ('paddings', True, AttributeTypeError, "max_pool_with_index_grad layer's paddings parameter should be a list of int, got bool True"),
    ('paddings', 1.5, AttributeTypeError, "max_pool_with_index_grad layer's paddings parameter should be a list of int, got float 1.5"),
    ('paddings', 7, AttributeTypeError, "max_pool_with_index_grad layer's paddings parameter should be a list of int, got int 7"),
    ('paddings', None, AttributeTypeError, "max_pool_with_index_grad layer's paddings parameter should be a list of int, got NoneType None"),
    ('paddings', ['abc'], AttributeTypeError, "max_pool_with_index_grad layer's paddings parameter should be a list of int, got list ['abc']"),
    ('storage_order', 2, ConstraintError, "max_pool_with_index_grad layer's storage_order parameter should be one of [0, 1], got 2"),
    ('storage_order', 'abc', AttributeTypeError, "max_pool_with_index_grad layer's storage_order parameter should be an int, got str 'abc'"),
    ('storage_order', True, AttributeTypeError, "max_pool_with_index_grad layer's storage_order parameter should be an int, got bool True"),
    ('storage_order', 1.5, AttributeTypeError, "max_pool_with_index_grad layer's storage_order parameter should be an int, got float 1.5"),
    ('storage_order', None, AttributeTypeError, "max_pool_with_index_grad layer's storage_order parameter should be an int, got NoneType None"),
    ('storage_order', [1], AttributeTypeError, "max_pool_with_index_grad layer's storage_order parameter should be an int, got list [1]"),
    ('storage_order', ['abc'], AttributeTypeError, "max_pool_with_index_grad layer's storage_order parameter should be an int, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
    ('ksize', "max_pool_with_index_grad layer's ksize parameter must be set"),
]

UNKNOWN = ('ksiz', "max_pool_with_index_grad layer got an unknown argument 'ksiz'; did you mean 'ksize'? Valid arguments: X, Out@GRAD, Indices@GRAD, ksize, strides, dilations, paddings, storage_order")


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
