# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/generation_ops.py
"""Generated tests of eos (kernels/generation_ops.py): boundaries, validation, layer, shape rule, kernels vs oracle, every declared dtype, GPU.

Oracle: independent numpy reference `paddle.kernels.generation_ops:_eos_ref` (float64).

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

OP = T.Op('eos', _v.validate_eos_attrs, _layers.eos, inputs={'X': 'X'})

# attribute values that must be set for any call to validate (required attributes)
BASE = {'eos_id': 0}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('eos_id', 0),
    ('eos_id', 2147483647),
    ('eos_id', 1),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('eos_id', -1, ConstraintError, "eos layer's eos_id parameter should be in range [0, 2147483647], got -1"),
    ('eos_id', 2147483648, ConstraintError, "eos layer's eos_id parameter should be in range [0, 2147483647], got 2147483648"),
    ('eos_id', 'abc', AttributeTypeError, "eos layer's eos_id parameter should be an int, got str 'abc'"),
    ('eos_id', True, AttributeTypeError, "eos layer's eos_id parameter should be an int, got bool True"),
    ('eos_id', 1.5, AttributeTypeError, "eos layer's eos_id parameter should be an int, got float 1.5"),
    ('eos_id', [1], AttributeTypeError, "eos layer's eos_id parameter should be an int, got list [1]"),
    ('eos_id', ['abc'], AttributeTypeError, "eos layer's eos_id parameter should be an int, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
    ('eos_id', "eos layer's eos_id parameter must be set"),
]

UNKNOWN = ('eos_i', "eos layer got an unknown argument 'eos_i'; did you mean 'eos_id'? Valid arguments: X, eos_id")


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
