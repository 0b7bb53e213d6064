# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/reduce.py
"""Generated tests of argmin (kernels/reduce.py): boundaries, validation, layer, shape rule, kernels vs oracle, every declared dtype, GPU.

Oracle: PyTorch `torch.argmin(X, dim=axis, keepdim=keep_dim)` (CPU, float64).

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

OP = T.Op('argmin', _v.validate_argmin_attrs, _layers.argmin, inputs={'X': 'X'})

# attribute values that must be set for any call to validate (required attributes)
BASE = {}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('axis', -1),
    ('axis', -64),
    ('axis', 63),
    ('axis', -63),
    ('keep_dim', False),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('axis', -65, ConstraintError, "argmin layer's axis parameter should be in range [-64, 63], got -65"),
    ('axis', 64, ConstraintError, "argmin layer's axis parameter should be in range [-64, 63], got 64"),
    ('axis', 'abc', AttributeTypeError, "argmin layer's axis parameter should be an int, got str 'abc'"),
    ('axis', True, AttributeTypeError, "argmin layer's axis parameter should be an int, got bool True"),
    ('axis', 1.5, AttributeTypeError, "argmin layer's axis parameter should be an int, got float 1.5"),
    ('axis', None, AttributeTypeError, "argmin layer's axis parameter should be an int, got NoneType None"),
    ('axis', [1], AttributeTypeError, "argmin layer's axis parameter should be an int, got list [1]"),
    ('axis', ['abc'], AttributeTypeError, "argmin layer's axis parameter should be an int, got list ['abc']"),
    ('keep_dim', 'abc', AttributeTypeError, "argmin layer's keep_dim parameter should be a bool, got str 'abc'"),
    ('keep_dim', 1.5, AttributeTypeError, "argmin layer's keep_dim parameter should be a bool, got float 1.5"),
    ('keep_dim', 7, AttributeTypeError, "argmin layer's keep_dim parameter should be a bool, got int 7"),
    ('keep_dim', None, AttributeTypeError, "argmin layer's keep_dim parameter should be a bool, got NoneType None"),
    ('keep_dim', [1], AttributeTypeError, "argmin layer's keep_dim parameter should be a bool, got list [1]"),
    ('keep_dim', ['abc'], AttributeTypeError, "argmin layer's keep_dim parameter should be a bool, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
]

UNKNOWN = ('axi', "argmin layer got an unknown argument 'axi'; did you mean 'axis'? Valid arguments: X, axis, keep_dim")


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


@pytest.mark.parametrize("dtype", ['int32', 'int64'])
def test_kernel_matches_oracle_per_dtype(dtype):
    T.check_dtype(OP.name, dtype)


@pytest.mark.parametrize("attr, value", ACCEPTED)
def test_kernel_at_boundary_value(attr, value):
    T.check_kernel_at(OP.name, {**BASE, attr: value}, changed=attr)


@pytest.mark.skipif(not T.gpu_usable(), reason="no usable GPU")
@given(T.cases(OP.name))
def test_gpu_matches_cpu(case):
    T.check_gpu(case)
