# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/reduce.py
"""Generated tests of reduce_min (kernels/reduce.py): boundaries, validation, layer, shape rule, kernels vs oracle, every declared dtype, gradient, GPU.

Oracle: PyTorch `torch.amin(X, dim=dim, keepdim=keep_dim)` (CPU, float64).

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

OP = T.Op('reduce_min', _v.validate_reduce_min_attrs, _layers.reduce_min, inputs={'X': 'X'})

# attribute values that must be set for any call to validate (required attributes)
BASE = {}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('dim', [-64]),
    ('dim', [63]),
    ('dim', [-63]),
    ('dim', [0, -1]),
    ('keep_dim', False),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('dim', [-65], ConstraintError, "reduce_min layer's dim parameter should be in range [-64, 63], got [-65]"),
    ('dim', [64], ConstraintError, "reduce_min layer's dim parameter should be in range [-64, 63], got [64]"),
    ('dim', [1, 1], ConstraintError, "reduce_min layer's dim parameter should be a list of distinct axes, got [1, 1]"),
    ('dim', 'abc', AttributeTypeError, "reduce_min layer's dim parameter should be a list of int, got str 'abc'"),
    ('dim', True, AttributeTypeError, "reduce_min layer's dim parameter should be a list of int, got bool True"),
    ('dim', 1.5, AttributeTypeError, "reduce_min layer's dim parameter should be a list of int, got float 1.5"),
    ('dim', 7, AttributeTypeError, "reduce_min layer's dim parameter should be a list of int, got int 7"),
    ('dim', ['abc'], AttributeTypeError, "reduce_min layer's dim parameter should be a list of int, got list ['abc']"),
    ('keep_dim', 'abc', AttributeTypeError, "reduce_min layer's keep_dim parameter should be a bool, got str 'abc'"),
    ('keep_dim', 1.5, AttributeTypeError, "reduce_min layer's keep_dim parameter should be a bool, got float 1.5"),
    ('keep_dim', 7, AttributeTypeError, "reduce_min layer's keep_dim parameter should be a bool, got int 7"),
    ('keep_dim', None, AttributeTypeError, "reduce_min layer's keep_dim parameter should be a bool, got NoneType None"),
    ('keep_dim', [1], AttributeTypeError, "reduce_min layer's keep_dim parameter should be a bool, got list [1]"),
    ('keep_dim', ['abc'], AttributeTypeError, "reduce_min layer's keep_dim parameter should be a bool, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
]

UNKNOWN = ('di', "reduce_min layer got an unknown argument 'di'; did you mean 'dim'? Valid arguments: X, dim, keep_dim")


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


@pytest.mark.parametrize("dtype", ['float16', 'bfloat16', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool'])
def test_kernel_matches_oracle_per_dtype(dtype):
    T.check_dtype(OP.name, dtype)


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
