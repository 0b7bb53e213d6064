# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/indexing.py
"""Generated tests of slice (kernels/indexing.py): boundaries, validation, layer, shape rule, kernels vs oracle, every declared dtype, gradient, GPU.

Oracle: ONNX reference evaluator `Slice(X, starts, ends, axes)` (float64).

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
from paddle.generated import layers as _layers

_ = (math, DataType, AttributeTypeError, ConstraintError)  # used by some tables only

OP = T.Op('slice', _v.validate_slice_attrs, _layers.slice, inputs={'X': 'X'})

# attribute values that must be set for any call to validate (required attributes)
BASE = {'axes': [1], 'starts': [1], 'ends': [1]}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('axes', [1]),
    ('axes', [-64]),
    ('axes', [63]),
    ('axes', [-63]),
    ('axes', [-1]),
    ('starts', [1]),
    ('starts', [-4611686018427387904]),
    ('starts', [4611686018427387904]),
    ('starts', [-4611686018427387903]),
    ('ends', [1]),
    ('ends', [-4611686018427387904]),
    ('ends', [4611686018427387904]),
    ('ends', [-4611686018427387903]),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('axes', [], ConstraintError, "slice layer's axes parameter should be a list of length at least 1, got []"),
    ('axes', [-65], ConstraintError, "slice layer's axes parameter should be in range [-64, 63], got [-65]"),
    ('axes', [64], ConstraintError, "slice layer's axes parameter should be in range [-64, 63], got [64]"),
    ('axes', [1, 1], ConstraintError, "slice layer's axes parameter should be a list of distinct axes, got [1, 1]"),
    ('axes', 'abc', AttributeTypeError, "slice layer's axes parameter should be a list of int, got str 'abc'"),
    ('axes', True, AttributeTypeError, "slice layer's axes parameter should be a list of int, got bool True"),
    ('axes', 1.5, AttributeTypeError, "slice layer's axes parameter should be a list of int, got float 1.5"),
    ('axes', 7, AttributeTypeError, "slice layer's axes parameter should be a list of int, got int 7"),
    ('axes', ['abc'], AttributeTypeError, "slice layer's axes parameter should be a list of int, got list ['abc']"),
    ('starts', [], ConstraintError, "slice layer's starts parameter should be a list of length at least 1, got []"),
    ('starts', [-4611686018427387905], ConstraintError, "slice layer's starts parameter should be in range [-4611686018427387904, 4611686018427387904], got [-4611686018427387905]"),
    ('starts', [4611686018427387905], ConstraintError, "slice layer's starts parameter should be in range [-4611686018427387904, 4611686018427387904], got [4611686018427387905]"),
    ('starts', 'abc', AttributeTypeError, "slice layer's starts parameter should be a list of int, got str 'abc'"),
    ('starts', True, AttributeTypeError, "slice layer's starts parameter should be a list of int, got bool True"),
    ('starts', 1.5, AttributeTypeError, "slice layer's starts parameter should be a list of int, got float 1.5"),
    ('starts', 7, AttributeTypeError, "slice layer's starts parameter should be a list of int, got int 7"),
    ('starts', ['abc'], AttributeTypeError, "slice layer's starts parameter should be a list of int, got list ['abc']"),
    ('ends', [], ConstraintError, "slice layer's ends parameter should be a list of length at least 1, got []"),
    ('ends', [-4611686018427387905], ConstraintError, "slice layer's ends parameter should be in range [-4611686018427387904, 4611686018427387904], got [-4611686018427387905]"),
    ('ends', [4611686018427387905], ConstraintError, "slice layer's ends parameter should be in range [-4611686018427387904, 4611686018427387904], got [4611686018427387905]"),
    ('ends', 'abc', AttributeTypeError, "slice layer's ends parameter should be a list of int, got str 'abc'"),
    ('ends', True, AttributeTypeError, "slice layer's ends parameter should be a list of int, got bool True"),
    ('ends', 1.5, AttributeTypeError, "slice layer's ends parameter should be a list of int, got float 1.5"),
    ('ends', 7, AttributeTypeError, "slice layer's ends parameter should be a list of int, got int 7"),
    ('ends', ['abc'], AttributeTypeError, "slice layer's ends parameter should be a list of int, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
    ('axes', "slice layer's axes parameter must be set"),
    ('starts', "slice layer's starts parameter must be set"),
    ('ends', "slice layer's ends parameter must be set"),
]

UNKNOWN = ('axe', "slice layer got an unknown argument 'axe'; did you mean 'axes'? Valid arguments: X, axes, starts, ends")


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
