# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/pool_nd.py
"""Generated tests of pool (kernels/pool_nd.py): boundaries, validation, layer, shape rule, kernels vs oracle, gradient, GPU.

Oracle: PyTorch `((torch.nn.functional.adaptive_max_pool1d(X, 1) if X.dim() == 3 else torch.nn.functional.adaptive_max_pool2d(X, 1) if X.dim() == 4 else torch.nn.functional.adaptive_max_pool3d(X, 1)) if pooling_type == 'max' else (torch.nn.functional.adaptive_avg_pool1d(X, 1) if X.dim() == 3 else torch.nn.functional.adaptive_avg_pool2d(X, 1) if X.dim() == 4 else torch.nn.functional.adaptive_avg_pool3d(X, 1))) if global_pooling else ((torch.nn.functional.max_pool1d(X, ksize, strides, paddings, ceil_mode=ceil_mode) if X.dim() == 3 else torch.nn.functional.max_pool2d(X, ksize, strides, paddings, ceil_mode=ceil_mode) if X.dim() == 4 else torch.nn.functional.max_pool3d(X, ksize, strides, paddings, ceil_mode=ceil_mode)) if pooling_type == 'max' else (torch.nn.functional.avg_pool1d(X, ksize, strides, paddings, ceil_mode=ceil_mode, count_include_pad=not exclusive) if X.dim() == 3 else torch.nn.functional.avg_pool2d(X, ksize, strides, paddings, ceil_mode=ceil_mode, count_include_pad=not exclusive) if X.dim() == 4 else torch.nn.functional.avg_pool3d(X, ksize, strides, paddings, ceil_mode=ceil_mode, count_include_pad=not exclusive)))` (CPU, float64).

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
from paddle.generated import layers as _layers

_ = (math, DataType, AttributeTypeError, ConstraintError)  # used by some tables only

OP = T.Op('pool', _v.validate_pool_attrs, _layers.pool, inputs={'X': 'X'})

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
    ('pooling_type', 'max_avg_other', ConstraintError, "pool layer's pooling_type parameter should be one of ['max', 'avg'], got 'max_avg_other'"),
    ('pooling_type', True, AttributeTypeError, "pool layer's pooling_type parameter should be a str, got bool True"),
    ('pooling_type', 1.5, AttributeTypeError, "pool layer's pooling_type parameter should be a str, got float 1.5"),
    ('pooling_type', 7, AttributeTypeError, "pool layer's pooling_type parameter should be a str, got int 7"),
    ('pooling_type', None, AttributeTypeError, "pool layer's pooling_type parameter should be a str, got NoneType None"),
    ('pooling_type', [1], AttributeTypeError, "pool layer's pooling_type parameter should be a str, got list [1]"),
    ('pooling_type', ['abc'], AttributeTypeError, "pool layer's pooling_type parameter should be a str, got list ['abc']"),
    ('ksize', [], ConstraintError, "pool layer's ksize parameter should be a list of length between 1 and 3, got []"),
    ('ksize', [1, 1, 1, 1], ConstraintError, "pool layer's ksize parameter should be a list of length between 1 and 3, got [1, 1, 1, 1]"),
    ('ksize', [0], ConstraintError, "pool layer's ksize parameter should be in range [1, 32], got [0]"),
    ('ksize', [33], ConstraintError, "pool layer's ksize parameter should be in range [1, 32], got [33]"),
    ('ksize', 'abc', AttributeTypeError, "pool layer's ksize parameter should be a list of int, got str 'abc'"),
    ('ksize', True, AttributeTypeError, "pool layer's ksize parameter should be a list of int, got bool True"),
    ('ksize', 1.5, AttributeTypeError, "pool layer's ksize parameter should be a list of int, got float 1.5"),
    ('ksize', 7, AttributeTypeError, "pool layer's ksize parameter should be a list of int, got int 7"),
    ('ksize', None, AttributeTypeError, "pool layer's ksize parameter should be a list of int, got NoneType None"),
    ('ksize', ['abc'], AttributeTypeError, "pool layer's ksize parameter should be a list of int, got list ['abc']"),
    ('global_pooling', 'abc', AttributeTypeError, "pool layer's global_pooling parameter should be a bool, got str 'abc'"),
    ('global_pooling', 1.5, AttributeTypeError, "pool layer's global_pooling parameter should be a bool, got float 1.5"),
    ('global_pooling', 7, AttributeTypeError, "pool layer's global_pooling parameter should be a bool, got int 7"),
    ('global_pooling', None, AttributeTypeError, "pool layer's global_pooling parameter should be a bool, got NoneType None"),
    ('global_pooling', [1], AttributeTypeError, "pool layer's global_pooling parameter should be a bool, got list [1]"),
    ('global_pooling', ['abc'], AttributeTypeError, "pool layer's global_pooling parameter should be a bool, got list ['abc']"),
    ('strides', [], ConstraintError, "pool layer's strides parameter should be a list of length between 1 and 3, got []"),
    ('strides', [1, 1, 1, 1], ConstraintError, "pool layer's strides parameter should be a list of length between 1 and 3, got [1, 1, 1, 1]"),
    ('strides', [0], ConstraintError, "pool layer's strides parameter should be in range [1, 32], got [0]"),
    ('strides', [33], ConstraintError, "pool layer's strides parameter should be in range [1, 32], got [33]"),
    ('strides', 'abc', AttributeTypeError, "pool layer's strides parameter should be a list of int, got str 'abc'"),
    ('strides', True, AttributeTypeError, "pool layer's strides parameter should be a list of int, got bool True"),
    ('strides', 1.5, AttributeTypeError, "pool layer's strides parameter should be a list of int, got float 1.5"),
    ('strides', 7, AttributeTypeError, "pool layer's strides parameter should be a list of int, got int 7"),
    ('strides', None, AttributeTypeError, "pool layer's strides parameter should be a list of int, got NoneType None"),
    ('strides', ['abc'], AttributeTypeError, "pool layer's strides parameter should be a list of int, got list ['abc']"),
    ('paddings', [], ConstraintError, "pool layer's paddings parameter should be a list of length between 1 and 3, got []"),
    ('paddings', [1, 1, 1, 1], ConstraintError, "pool layer's paddings parameter should be a list of length between 1 and 3, got [1, 1, 1, 1]"),
    ('paddings', [-1], ConstraintError, "pool layer's paddings parameter should be in range [0, 1], got [-1]"),
    ('paddings', [2], ConstraintError, "pool layer's paddings parameter should be in range [0, 1], got [2]"),
    ('paddings', 'abc', AttributeTypeError, "pool layer's paddings parameter should be a list of int, got str 'abc'"),
    ('paddings', True, AttributeTypeError, "pool layer's paddings parameter should be a list of int, got bool True"),
    ('paddings', 1.5, AttributeTypeError, "pool layer's paddings parameter should be a list of int, got float 1.5"),
    ('paddings', 7, AttributeTypeError, "pool layer's paddings parameter should be a list of int, got int 7"),
    ('paddings', None, AttributeTypeError, "pool layer's paddings parameter should be a list of int, got NoneType None"),
    ('paddings', ['abc'], AttributeTypeError, "pool layer's paddings parameter should be a list of int, got list ['abc']"),
    ('exclusive', 'abc', AttributeTypeError, "pool layer's exclusive parameter should be a bool, got str 'abc'"),
    ('exclusive', 1.5, AttributeTypeError, "pool layer's exclusive parameter should be a bool, got float 1.5"),
    ('exclusive', 7, AttributeTypeError, "pool layer's exclusive parameter should be a bool, got int 7"),
    ('exclusive', None, AttributeTypeError, "pool layer's exclusive parameter should be a bool, got NoneType None"),
    ('exclusive', [1], AttributeTypeError, "pool layer's exclusive parameter should be a bool, got list [1]"),
    ('exclusive', ['abc'], AttributeTypeError, "pool layer's exclusive parameter should be a bool, got list ['abc']"),
    ('ceil_mode', 'abc', AttributeTypeError, "pool layer's ceil_mode parameter should be a bool, got str 'abc'"),
    ('ceil_mode', 1.5, AttributeTypeError, "pool layer's ceil_mode parameter should be a bool, got float 1.5"),
    ('ceil_mode', 7, AttributeTypeError, "pool layer's ceil_mode parameter should be a bool, got int 7"),
    ('ceil_mode', None, AttributeTypeError, "pool layer's ceil_mode parameter should be a bool, got NoneType None"),
    ('ceil_mode', [1], AttributeTypeError, "pool layer's ceil_mode parameter should be a bool, got list [1]"),
    ('ceil_mode', ['abc'], AttributeTypeError, "pool layer's ceil_mode parameter should be a bool, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
]

UNKNOWN = ('pooling_typ', "pool layer got an unknown argument 'pooling_typ'; did you mean 'pooling_type'? Valid arguments: X, pooling_type, ksize, global_pooling, strides, paddings, exclusive, ceil_mode")


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


def test_layer_hands_validated_op_to_runtime(monkeypatch):
    OP.check_layer_calls_runtime(monkeypatch, BASE)


def test_layer_refuses_inputs_its_metas_reject():
    OP.check_inputs_enforced(BASE)


def test_layer_runs_in_a_model():
    OP.check_layer_in_model(BASE)


@given(T.cases(OP.name))
def test_shape_rule_agrees_with_kernel(case):
    T.check_shape_rule(case)


def test_oracle_is_not_the_kernel():
    T.check_oracle_independent(OP.name)


@given(T.cases(OP.name))
def test_kernel_matches_oracle(case):
    T.check_oracle(case)


@pytest.mark.parametrize("attr, value", ACCEPTED)
def test_kernel_at_boundary_value(attr, value):
    T.check_kernel_at(OP.name, {**BASE, attr: value}, changed=attr)


@given(T.cases(OP.name, dtype="float64", region="smooth"))
def test_numeric_gradient(case):
    T.check_gradient(case)


@pytest.mark.skipif(not T.gpu_usable(), reason="no usable GPU")
@given(T.cases(OP.name))
def test_gpu_matches_cpu(case):
    T.check_gpu(case)
