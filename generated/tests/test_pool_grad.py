# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/pool_nd.py
"""Generated tests of pool_grad (kernels/pool_nd.py): boundaries, validation, shape rule, GPU.

Oracle: central differences of `pool` in float64 (numeric gradient).

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

OP = T.Op('pool_grad', _v.validate_pool_grad_attrs, None, inputs={})

# attribute values that must be set for any call to validate (required attributes)
BASE = {}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('pooling_type', 'max'),
    ('pooling_type', 'avg'),
    ('ksize', [2]),
    ('ksize', [1]),
    ('ksize', [1, 1, 1]),
    ('ksize', [32]),
    ('global_pooling', False),
    ('strides', [1]),
    ('strides', [1, 1, 1]),
    ('strides', [32]),
    ('strides', [2]),
    ('paddings', [0]),
    ('paddings', [1]),
    ('paddings', [1, 1, 1]),
    ('exclusive', True),
    ('ceil_mode', False),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('pooling_type', 'max_avg_other', ConstraintError, "pool_grad layer's pooling_type parameter should be one of ['max', 'avg'], got 'max_avg_other'"),
    ('pooling_type', True, AttributeTypeError, "pool_grad layer's pooling_type parameter should be a str, got bool True"),
    ('pooling_type', 1.5, AttributeTypeError, "pool_grad layer's pooling_type parameter should be a str, got float 1.5"),
    ('pooling_type', 7, AttributeTypeError, "pool_grad layer's pooling_type parameter should be a str, got int 7"),
    ('pooling_type', None, AttributeTypeError, "pool_grad layer's pooling_type parameter should be a str, got NoneType None"),
    ('pooling_type', [1], AttributeTypeError, "pool_grad layer's pooling_type parameter should be a str, got list [1]"),
    ('pooling_type', ['abc'], AttributeTypeError, "pool_grad layer's pooling_type parameter should be a str, got list ['abc']"),
    ('ksize', [], ConstraintError, "pool_grad layer's ksize parameter should be a list of length between 1 and 3, got []"),
    ('ksize', [1, 1, 1, 1], ConstraintError, "pool_grad layer's ksize parameter should be a list of length between 1 and 3, got [1, 1, 1, 1]"),
    ('ksize', [0], ConstraintError, "pool_grad layer's ksize parameter should be in range [1, 32], got [0]"),
    ('ksize', [33], ConstraintError, "pool_grad layer's ksize parameter should be in range [1, 32], got [33]"),
    ('ksize', 'abc', AttributeTypeError, "pool_grad layer's ksize parameter should be a list of int, got str 'abc'"),
    ('ksize', True, AttributeTypeError, "pool_grad layer's ksize parameter should be a list of int, got bool True"),
    ('ksize', 1.5, AttributeTypeError, "pool_grad layer's ksize parameter should be a list of int, got float 1.5"),
    ('ksize', 7, AttributeTypeError, "pool_grad layer's ksize parameter should be a list of int, got int 7"),
    ('ksize', None, AttributeTypeError, "pool_grad layer's ksize parameter should be a list of int, got NoneType None"),
    ('ksize', ['abc'], AttributeTypeError, "pool_grad layer's ksize parameter should be a list of int, got list ['abc']"),
    ('global_pooling', 'abc', AttributeTypeError, "pool_grad layer's global_pooling parameter should be a bool, got str 'abc'"),
    ('global_pooling', 1.5, AttributeTypeError, "pool_grad layer's global_pooling parameter should be a bool, got float 1.5"),
    ('global_pooling', 7, AttributeTypeError, "pool_grad layer's global_pooling parameter should be a bool, got int 7"),
    ('global_pooling', None, AttributeTypeError, "pool_grad layer's global_pooling parameter should be a bool, got NoneType None"),
    ('global_pooling', [1], AttributeTypeError, "pool_grad layer's global_pooling parameter should be a bool, got list [1]"),
    ('global_pooling', ['abc'], AttributeTypeError, "pool_grad layer's global_pooling parameter should be a bool, got list ['abc']"),
    ('strides', [], ConstraintError, "pool_grad layer's strides parameter should be a list of length between 1 and 3, got []"),
    ('strides', [1, 1, 1, 1], ConstraintError, "pool_grad layer's strides parameter should be a list of length between 1 and 3, got [1, 1, 1, 1]"),
    ('strides', [0], ConstraintError, "pool_grad layer's strides parameter should be in range [1, 32], got [0]"),
    ('strides', [33], ConstraintError, "pool_grad layer's strides parameter should be in range [1, 32], got [33]"),
    ('strides', 'abc', AttributeTypeError, "pool_grad layer's strides parameter should be a list of int, got str 'abc'"),
    ('strides', True, AttributeTypeError, "pool_grad layer's strides parameter should be a list of int, got bool True"),
    ('strides', 1.5, AttributeTypeError, "pool_grad layer's strides parameter should be a list of int, got float 1.5"),
    ('strides', 7, AttributeTypeError, "pool_grad layer's strides parameter should be a list of int, got int 7"),
    ('strides', None, AttributeTypeError, "pool_grad layer's strides parameter should be a list of int, got NoneType None"),
    ('strides', ['abc'], AttributeTypeError, "pool_grad layer's strides parameter should be a list of int, got list ['abc']"),
    ('paddings', [], ConstraintError, "pool_grad layer's paddings parameter should be a list of length between 1 and 3, got []"),
    ('paddings', [1, 1, 1, 1], ConstraintError, "pool_grad layer's paddings parameter should be a list of length between 1 and 3, got [1, 1, 1, 1]"),
    ('paddings', [-1], ConstraintError, "pool_grad layer's paddings parameter should be in range [0, 1], got [-1]"),
    ('paddings', [2], ConstraintError, "pool_grad layer's paddings parameter should be in range [0, 1], got [2]"),
    ('paddings', 'abc', AttributeTypeError, "pool_grad layer's paddings parameter should be a list of int, got str 'abc'"),
    ('paddings', True, AttributeTypeError, "pool_grad layer's paddings parameter should be a list of int, got bool True"),
    ('paddings', 1.5, AttributeTypeError, "pool_grad layer's paddings parameter should be a list of int, got float 1.5"),
    ('paddings', 7, AttributeTypeError, "pool_grad layer's paddings parameter should be a list of int, got int 7"),
    ('paddings', None, AttributeTypeError, "pool_grad layer's paddings parameter should be a list of int, got NoneType None"),
    ('paddings', ['abc'], AttributeTypeError, "pool_grad layer's paddings parameter should be a list of int, got list ['abc']"),
    ('exclusive', 'abc', AttributeTypeError, "pool_grad layer's exclusive parameter should be a bool, got str 'abc'"),
    ('exclusive', 1.5, AttributeTypeError, "pool_grad layer's exclusive parameter should be a bool, got float 1.5"),
    ('exclusive', 7, AttributeTypeError, "pool_grad layer's exclusive parameter should be a bool, got int 7"),
    ('exclusive', None, AttributeTypeError, "pool_grad layer's exclusive parameter should be a bool, got NoneType None"),
    ('exclusive', [1], AttributeTypeError, "pool_grad layer's exclusive parameter should be a bool, got list [1]"),
    ('exclusive', ['abc'], AttributeTypeError, "pool_grad layer's exclusive parameter should be a bool, got list ['abc']"),
    ('ceil_mode', 'abc', AttributeTypeError, "pool_grad layer's ceil_mode parameter should be a bool, got str 'abc'"),
    ('ceil_mode', 1.5, AttributeTypeError, "pool_grad layer's ceil_mode parameter should be a bool, got float 1.5"),
    ('ceil_mode', 7, AttributeTypeError, "pool_grad layer's ceil_mode parameter should be a bool, got int 7"),
    ('ceil_mode', None, AttributeTypeError, "pool_grad layer's ceil_mode parameter should be a bool, got NoneType None"),
    ('ceil_mode', [1], AttributeTypeError, "pool_grad layer's ceil_mode parameter should be a bool, got list [1]"),
    ('ceil_mode', ['abc'], AttributeTypeError, "pool_grad layer's ceil_mode parameter should be a bool, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
]

UNKNOWN = ('pooling_typ', "pool_grad layer got an unknown argument 'pooling_typ'; did you mean 'pooling_type'? Valid arguments: X, Out@GRAD, pooling_type, ksize, global_pooling, strides, paddings, exclusive, ceil_mode")


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
