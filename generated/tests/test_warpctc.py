# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/ctc.py
"""Generated tests of warpctc (kernels/ctc.py): boundaries, validation, layer, shape rule, kernels vs oracle, gradient, GPU.

Oracle: independent numpy reference `paddle.kernels.ctc:_ctc_ref` (float64).

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

OP = T.Op('warpctc', _v.validate_warpctc_attrs, _layers.warpctc, inputs={'Logits': 'Logits', 'Label': 'Label'})

# attribute values that must be set for any call to validate (required attributes)
BASE = {}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('blank', 0),
    ('blank', 4095),
    ('blank', 1),
    ('norm_by_times', False),
    ('probabilities', False),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('blank', -1, ConstraintError, "warpctc layer's blank parameter should be in range [0, 4095], got -1"),
    ('blank', 4096, ConstraintError, "warpctc layer's blank parameter should be in range [0, 4095], got 4096"),
    ('blank', 'abc', AttributeTypeError, "warpctc layer's blank parameter should be an int, got str 'abc'"),
    ('blank', True, AttributeTypeError, "warpctc layer's blank parameter should be an int, got bool True"),
    ('blank', 1.5, AttributeTypeError, "warpctc layer's blank parameter should be an int, got float 1.5"),
    ('blank', None, AttributeTypeError, "warpctc layer's blank parameter should be an int, got NoneType None"),
    ('blank', [1], AttributeTypeError, "warpctc layer's blank parameter should be an int, got list [1]"),
    ('blank', ['abc'], AttributeTypeError, "warpctc layer's blank parameter should be an int, got list ['abc']"),
    ('norm_by_times', 'abc', AttributeTypeError, "warpctc layer's norm_by_times parameter should be a bool, got str 'abc'"),
    ('norm_by_times', 1.5, AttributeTypeError, "warpctc layer's norm_by_times parameter should be a bool, got float 1.5"),
    ('norm_by_times', 7, AttributeTypeError, "warpctc layer's norm_by_times parameter should be a bool, got int 7"),
    ('norm_by_times', None, AttributeTypeError, "warpctc layer's norm_by_times parameter should be a bool, got NoneType None"),
    ('norm_by_times', [1], AttributeTypeError, "warpctc layer's norm_by_times parameter should be a bool, got list [1]"),
    ('norm_by_times', ['abc'], AttributeTypeError, "warpctc layer's norm_by_times parameter should be a bool, got list ['abc']"),
    ('probabilities', 'abc', AttributeTypeError, "warpctc layer's probabilities parameter should be a bool, got str 'abc'"),
    ('probabilities', 1.5, AttributeTypeError, "warpctc layer's probabilities parameter should be a bool, got float 1.5"),
    ('probabilities', 7, AttributeTypeError, "warpctc layer's probabilities parameter should be a bool, got int 7"),
    ('probabilities', None, AttributeTypeError, "warpctc layer's probabilities parameter should be a bool, got NoneType None"),
    ('probabilities', [1], AttributeTypeError, "warpctc layer's probabilities parameter should be a bool, got list [1]"),
    ('probabilities', ['abc'], AttributeTypeError, "warpctc layer's probabilities parameter should be a bool, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
]

UNKNOWN = ('blan', "warpctc layer got an unknown argument 'blan'; did you mean 'blank'? Valid arguments: Logits, Label, blank, norm_by_times, probabilities")


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
