# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/sequence_nested.py
"""Generated tests of sequence_like (kernels/sequence_nested.py): validation, layer, shape rule, kernels vs oracle, gradient, GPU.

Oracle: independent numpy reference `paddle.kernels.sequence_nested:_like_ref` (float64).

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

OP = T.Op('sequence_like', _v.validate_sequence_like_attrs, _layers.sequence_like, inputs={'X': 'X', 'Y': 'Y'})

# attribute values that must be set for any call to validate (required attributes)
BASE = {}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
]

# (attribute, message): required attributes left out
MISSING = [
]

UNKNOWN = ('bogus', "sequence_like layer got an unknown argument 'bogus' Valid arguments: X, Y")


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


def test_kernel_at_default_attributes():
    T.check_kernel_at(OP.name, BASE)


@given(T.cases(OP.name, dtype="float64", region="smooth"))
def test_numeric_gradient(case):
    T.check_gradient(case)


@pytest.mark.skipif(not T.gpu_usable(), reason="no usable GPU")
@given(T.cases(OP.name))
def test_gpu_matches_cpu(case):
    T.check_gpu(case)
