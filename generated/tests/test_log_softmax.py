# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/activation.py
"""Generated tests of log_softmax (kernels/activation.py): boundaries, validation, layer.

Oracle: composed of ops, each with its own oracle.

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

OP = T.Op('log_softmax', _v.validate_log_softmax_attrs, _layers.log_softmax, inputs={'X': 'X'})

# attribute values that must be set for any call to validate (required attributes)
BASE = {}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('axis', -1),
    ('axis', -64),
    ('axis', 63),
    ('axis', -63),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('axis', -65, ConstraintError, "log_softmax layer's axis parameter should be in range [-64, 63], got -65"),
    ('axis', 64, ConstraintError, "log_softmax layer's axis parameter should be in range [-64, 63], got 64"),
    ('axis', 'abc', AttributeTypeError, "log_softmax layer's axis parameter should be an int, got str 'abc'"),
    ('axis', True, AttributeTypeError, "log_softmax layer's axis parameter should be an int, got bool True"),
    ('axis', 1.5, AttributeTypeError, "log_softmax layer's axis parameter should be an int, got float 1.5"),
    ('axis', None, AttributeTypeError, "log_softmax layer's axis parameter should be an int, got NoneType None"),
    ('axis', [1], AttributeTypeError, "log_softmax layer's axis parameter should be an int, got list [1]"),
    ('axis', ['abc'], AttributeTypeError, "log_softmax layer's axis parameter should be an int, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
]

UNKNOWN = ('axi', "log_softmax layer got an unknown argument 'axi'; did you mean 'axis'? Valid arguments: X, axis")


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
