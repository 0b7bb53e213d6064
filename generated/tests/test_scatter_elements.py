# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/onnx_tensor.py
"""Generated tests of scatter_elements (kernels/onnx_tensor.py): boundaries, validation, layer, shape rule, kernels vs oracle, every declared dtype, gradient, GPU.

Oracle: PyTorch `X.scatter(axis, Index, Updates) if reduction == 'none' else X.scatter_reduce(axis, Index, Updates, 'sum' if reduction == 'add' else 'prod' if reduction == 'mul' else 'a' + reduction)` (CPU, float64).

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

OP = T.Op('scatter_elements', _v.validate_scatter_elements_attrs, _layers.scatter_elements, inputs={'X': 'X', 'Index': 'Index', 'Updates': 'Updates'})

# attribute values that must be set for any call to validate (required attributes)
BASE = {}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('axis', 0),
    ('axis', -32),
    ('axis', 31),
    ('axis', -31),
    ('reduction', 'none'),
    ('reduction', 'add'),
    ('reduction', 'mul'),
    ('reduction', 'max'),
    ('reduction', 'min'),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('axis', -33, ConstraintError, "scatter_elements layer's axis parameter should be in range [-32, 31], got -33"),
    ('axis', 32, ConstraintError, "scatter_elements layer's axis parameter should be in range [-32, 31], got 32"),
    ('axis', 'abc', AttributeTypeError, "scatter_elements layer's axis parameter should be an int, got str 'abc'"),
    ('axis', True, AttributeTypeError, "scatter_elements layer's axis parameter should be an int, got bool True"),
    ('axis', 1.5, AttributeTypeError, "scatter_elements layer's axis parameter should be an int, got float 1.5"),
    ('axis', None, AttributeTypeError, "scatter_elements layer's axis parameter should be an int, got NoneType None"),
    ('axis', [1], AttributeTypeError, "scatter_elements layer's axis parameter should be an int, got list [1]"),
    ('axis', ['abc'], AttributeTypeError, "scatter_elements layer's axis parameter should be an int, got list ['abc']"),
    ('reduction', 'none_add_mul_max_min_other', ConstraintError, "scatter_elements layer's reduction parameter should be one of ['none', 'add', 'mul', 'max', 'min'], got 'none_add_mul_max_min_other'"),
    ('reduction', True, AttributeTypeError, "scatter_elements layer's reduction parameter should be a str, got bool True"),
    ('reduction', 1.5, AttributeTypeError, "scatter_elements layer's reduction parameter should be a str, got float 1.5"),
    ('reduction', 7, AttributeTypeError, "scatter_elements layer's reduction parameter should be a str, got int 7"),
    ('reduction', None, AttributeTypeError, "scatter_elements layer's reduction parameter should be a str, got NoneType None"),
    ('reduction', [1], AttributeTypeError, "scatter_elements layer's reduction parameter should be a str, got list [1]"),
    ('reduction', ['abc'], AttributeTypeError, "scatter_elements layer's reduction parameter should be a str, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
]

UNKNOWN = ('axi', "scatter_elements layer got an unknown argument 'axi'; did you mean 'axis'? Valid arguments: X, Index, Updates, axis, reduction")


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


@pytest.mark.parametrize("dtype", ['float16', 'bfloat16', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'bool', 'float8_e4m3fn', 'float8_e4m3fnuz', 'float8_e5m2', 'float8_e5m2fnuz', 'int4', 'uint4', 'int2', 'uint2', 'float4_e2m1fn', 'float8_e8m0fnu'])
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
