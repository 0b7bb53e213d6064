# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/_recurrence.py
"""Generated tests of grumemory (kernels/_recurrence.py): boundaries, validation, layer.

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

OP = T.Op('grumemory', _v.validate_grumemory_attrs, _layers.grumemory, inputs={'input': 'input'})

# attribute values that must be set for any call to validate (required attributes)
BASE = {}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('size', 0),
    ('size', 1),
    ('reverse', False),
    ('bias', True),
    ('gate_act', 'sigmoid'),
    ('gate_act', 'linear'),
    ('gate_act', 'tanh'),
    ('gate_act', 'relu'),
    ('candidate_act', 'tanh'),
    ('candidate_act', 'linear'),
    ('candidate_act', 'sigmoid'),
    ('candidate_act', 'relu'),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('size', -1, ConstraintError, "grumemory layer's size parameter should be at least 0, got -1"),
    ('size', 'abc', AttributeTypeError, "grumemory layer's size parameter should be an int, got str 'abc'"),
    ('size', True, AttributeTypeError, "grumemory layer's size parameter should be an int, got bool True"),
    ('size', 1.5, AttributeTypeError, "grumemory layer's size parameter should be an int, got float 1.5"),
    ('size', None, AttributeTypeError, "grumemory layer's size parameter should be an int, got NoneType None"),
    ('size', [1], AttributeTypeError, "grumemory layer's size parameter should be an int, got list [1]"),
    ('size', ['abc'], AttributeTypeError, "grumemory layer's size parameter should be an int, got list ['abc']"),
    ('reverse', 'abc', AttributeTypeError, "grumemory layer's reverse parameter should be a bool, got str 'abc'"),
    ('reverse', 1.5, AttributeTypeError, "grumemory layer's reverse parameter should be a bool, got float 1.5"),
    ('reverse', 7, AttributeTypeError, "grumemory layer's reverse parameter should be a bool, got int 7"),
    ('reverse', None, AttributeTypeError, "grumemory layer's reverse parameter should be a bool, got NoneType None"),
    ('reverse', [1], AttributeTypeError, "grumemory layer's reverse parameter should be a bool, got list [1]"),
    ('reverse', ['abc'], AttributeTypeError, "grumemory layer's reverse parameter should be a bool, got list ['abc']"),
    ('bias', 'abc', AttributeTypeError, "grumemory layer's bias parameter should be a bool, got str 'abc'"),
    ('bias', 1.5, AttributeTypeError, "grumemory layer's bias parameter should be a bool, got float 1.5"),
    ('bias', 7, AttributeTypeError, "grumemory layer's bias parameter should be a bool, got int 7"),
    ('bias', None, AttributeTypeError, "grumemory layer's bias parameter should be a bool, got NoneType None"),
    ('bias', [1], AttributeTypeError, "grumemory layer's bias parameter should be a bool, got list [1]"),
    ('bias', ['abc'], AttributeTypeError, "grumemory layer's bias parameter should be a bool, got list ['abc']"),
    ('gate_act', 'linear_sigmoid_tanh_relu_other', ConstraintError, "grumemory layer's gate_act parameter should be one of ['linear', 'sigmoid', 'tanh', 'relu'], got 'linear_sigmoid_tanh_relu_other'"),
    ('gate_act', True, AttributeTypeError, "grumemory layer's gate_act parameter should be a str, got bool True"),
    ('gate_act', 1.5, AttributeTypeError, "grumemory layer's gate_act parameter should be a str, got float 1.5"),
    ('gate_act', 7, AttributeTypeError, "grumemory layer's gate_act parameter should be a str, got int 7"),
    ('gate_act', None, AttributeTypeError, "grumemory layer's gate_act parameter should be a str, got NoneType None"),
    ('gate_act', [1], AttributeTypeError, "grumemory layer's gate_act parameter should be a str, got list [1]"),
    ('gate_act', ['abc'], AttributeTypeError, "grumemory layer's gate_act parameter should be a str, got list ['abc']"),
    ('candidate_act', 'linear_sigmoid_tanh_relu_other', ConstraintError, "grumemory layer's candidate_act parameter should be one of ['linear', 'sigmoid', 'tanh', 'relu'], got 'linear_sigmoid_tanh_relu_other'"),
    ('candidate_act', True, AttributeTypeError, "grumemory layer's candidate_act parameter should be a str, got bool True"),
    ('candidate_act', 1.5, AttributeTypeError, "grumemory layer's candidate_act parameter should be a str, got float 1.5"),
    ('candidate_act', 7, AttributeTypeError, "grumemory layer's candidate_act parameter should be a str, got int 7"),
    ('candidate_act', None, AttributeTypeError, "grumemory layer's candidate_act parameter should be a str, got NoneType None"),
    ('candidate_act', [1], AttributeTypeError, "grumemory layer's candidate_act parameter should be a str, got list [1]"),
    ('candidate_act', ['abc'], AttributeTypeError, "grumemory layer's candidate_act parameter should be a str, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
]

UNKNOWN = ('siz', "grumemory layer got an unknown argument 'siz'; did you mean 'size'? Valid arguments: input, size, reverse, bias, gate_act, candidate_act")


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
