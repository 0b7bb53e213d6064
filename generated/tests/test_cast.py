# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/compare.py
"""Generated tests of cast (kernels/compare.py): boundaries, validation, layer, shape rule, kernels vs oracle, gradient, GPU.

Oracle: independent numpy reference `paddle.kernels.compare:_cast_reference` (float64).

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

OP = T.Op('cast', _v.validate_cast_attrs, _layers.cast, inputs={'X': 'X'})

# attribute values that must be set for any call to validate (required attributes)
BASE = {'out_dtype': DataType.FLOAT32}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('wrap', False),
    ('round_mode', 'up'),
    ('round_mode', 'down'),
    ('round_mode', 'nearest'),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('out_dtype', 'abc', AttributeTypeError, "cast layer's out_dtype parameter should be a dtype, got str 'abc'"),
    ('out_dtype', True, AttributeTypeError, "cast layer's out_dtype parameter should be a dtype, got bool True"),
    ('out_dtype', 1.5, AttributeTypeError, "cast layer's out_dtype parameter should be a dtype, got float 1.5"),
    ('out_dtype', 7, AttributeTypeError, "cast layer's out_dtype parameter should be a dtype, got int 7"),
    ('out_dtype', [1], AttributeTypeError, "cast layer's out_dtype parameter should be a dtype, got list [1]"),
    ('out_dtype', ['abc'], AttributeTypeError, "cast layer's out_dtype parameter should be a dtype, got list ['abc']"),
    ('wrap', 'abc', AttributeTypeError, "cast layer's wrap parameter should be a bool, got str 'abc'"),
    ('wrap', 1.5, AttributeTypeError, "cast layer's wrap parameter should be a bool, got float 1.5"),
    ('wrap', 7, AttributeTypeError, "cast layer's wrap parameter should be a bool, got int 7"),
    ('wrap', None, AttributeTypeError, "cast layer's wrap parameter should be a bool, got NoneType None"),
    ('wrap', [1], AttributeTypeError, "cast layer's wrap parameter should be a bool, got list [1]"),
    ('wrap', ['abc'], AttributeTypeError, "cast layer's wrap parameter should be a bool, got list ['abc']"),
    ('round_mode', 'up_down_nearest_other', ConstraintError, "cast layer's round_mode parameter should be one of ['up', 'down', 'nearest'], got 'up_down_nearest_other'"),
    ('round_mode', True, AttributeTypeError, "cast layer's round_mode parameter should be a str, got bool True"),
    ('round_mode', 1.5, AttributeTypeError, "cast layer's round_mode parameter should be a str, got float 1.5"),
    ('round_mode', 7, AttributeTypeError, "cast layer's round_mode parameter should be a str, got int 7"),
    ('round_mode', None, AttributeTypeError, "cast layer's round_mode parameter should be a str, got NoneType None"),
    ('round_mode', [1], AttributeTypeError, "cast layer's round_mode parameter should be a str, got list [1]"),
    ('round_mode', ['abc'], AttributeTypeError, "cast layer's round_mode parameter should be a str, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
    ('out_dtype', "cast layer's out_dtype parameter must be set"),
]

UNKNOWN = ('out_dtyp', "cast layer got an unknown argument 'out_dtyp'; did you mean 'out_dtype'? Valid arguments: X, out_dtype, wrap, round_mode")


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
