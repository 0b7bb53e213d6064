# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/v2_activation.py
"""Generated tests of stanh (kernels/v2_activation.py): boundaries, validation, layer.

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

OP = T.Op('stanh', _v.validate_stanh_attrs, _layers.stanh, inputs={'X': 'X'})

# attribute values that must be set for any call to validate (required attributes)
BASE = {}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('scale_a', 0.6666666666666666),
    ('scale_b', 1.7159),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('scale_a', 'abc', AttributeTypeError, "stanh layer's scale_a parameter should be a finite float, got str 'abc'"),
    ('scale_a', True, AttributeTypeError, "stanh layer's scale_a parameter should be a finite float, got bool True"),
    ('scale_a', None, AttributeTypeError, "stanh layer's scale_a parameter should be a finite float, got NoneType None"),
    ('scale_a', [1], AttributeTypeError, "stanh layer's scale_a parameter should be a finite float, got list [1]"),
    ('scale_a', ['abc'], AttributeTypeError, "stanh layer's scale_a parameter should be a finite float, got list ['abc']"),
    ('scale_b', 'abc', AttributeTypeError, "stanh layer's scale_b parameter should be a finite float, got str 'abc'"),
    ('scale_b', True, AttributeTypeError, "stanh layer's scale_b parameter should be a finite float, got bool True"),
    ('scale_b', None, AttributeTypeError, "stanh layer's scale_b parameter should be a finite float, got NoneType None"),
    ('scale_b', [1], AttributeTypeError, "stanh layer's scale_b parameter should be a finite float, got list [1]"),
    ('scale_b', ['abc'], AttributeTypeError, "stanh layer's scale_b parameter should be a finite float, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
]

UNKNOWN = ('scale_', "stanh layer got an unknown argument 'scale_'; did you mean 'scale_b'? Valid arguments: X, scale_a, scale_b")


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
