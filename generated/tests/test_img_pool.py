# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/image_layers.py
"""Generated tests of img_pool (kernels/image_layers.py): boundaries, validation, layer.

Oracle: composed of ops, each with its own oracle.

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

OP = T.Op('img_pool', _v.validate_img_pool_attrs, _layers.img_pool, inputs={'input': 'input'})

# attribute values that must be set for any call to validate (required attributes)
BASE = {'pool_size': 1}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('pool_size', 1),
    ('pool_size', 32),
    ('pool_size', 2),
    ('stride', 1),
    ('stride', 32),
    ('stride', 2),
    ('padding', 0),
    ('padding', 16),
    ('padding', 1),
    ('pool_type', 'max'),
    ('pool_type', 'avg'),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('pool_size', 0, ConstraintError, "img_pool layer's pool_size parameter should be in range [1, 32], got 0"),
    ('pool_size', 33, ConstraintError, "img_pool layer's pool_size parameter should be in range [1, 32], got 33"),
    ('pool_size', 'abc', AttributeTypeError, "img_pool layer's pool_size parameter should be an int, got str 'abc'"),
    ('pool_size', True, AttributeTypeError, "img_pool layer's pool_size parameter should be an int, got bool True"),
    ('pool_size', 1.5, AttributeTypeError, "img_pool layer's pool_size parameter should be an int, got float 1.5"),
    ('pool_size', [1], AttributeTypeError, "img_pool layer's pool_size parameter should be an int, got list [1]"),
    ('pool_size', ['abc'], AttributeTypeError, "img_pool layer's pool_size parameter should be an int, got list ['abc']"),
    ('stride', 0, ConstraintError, "img_pool layer's stride parameter should be in range [1, 32], got 0"),
    ('stride', 33, ConstraintError, "img_pool layer's stride parameter should be in range [1, 32], got 33"),
    ('stride', 'abc', AttributeTypeError, "img_pool layer's stride parameter should be an int, got str 'abc'"),
    ('stride', True, AttributeTypeError, "img_pool layer's stride parameter should be an int, got bool True"),
    ('stride', 1.5, AttributeTypeError, "img_pool layer's stride parameter should be an int, got float 1.5"),
    ('stride', None, AttributeTypeError, "img_pool layer's stride parameter should be an int, got NoneType None"),
    ('stride', [1], AttributeTypeError, "img_pool layer's stride parameter should be an int, got list [1]"),
    ('stride', ['abc'], AttributeTypeError, "img_pool layer's stride parameter should be an int, got list ['abc']"),
    ('padding', -1, ConstraintError, "img_pool layer's padding parameter should be in range [0, 16], got -1"),
    ('padding', 17, ConstraintError, "img_pool layer's padding parameter should be in range [0, 16], got 17"),
    ('padding', 'abc', AttributeTypeError, "img_pool layer's padding parameter should be an int, got str 'abc'"),
    ('padding', True, AttributeTypeError, "img_pool layer's padding parameter should be an int, got bool True"),
    ('padding', 1.5, AttributeTypeError, "img_pool layer's padding parameter should be an int, got float 1.5"),
    ('padding', None, AttributeTypeError, "img_pool layer's padding parameter should be an int, got NoneType None"),
    ('padding', [1], AttributeTypeError, "img_pool layer's padding parameter should be an int, got list [1]"),
    ('padding', ['abc'], AttributeTypeError, "img_pool layer's padding parameter should be an int, got list ['abc']"),
    ('pool_type', 'max_avg_other', ConstraintError, "img_pool layer's pool_type parameter should be one of ['max', 'avg'], got 'max_avg_other'"),
    ('pool_type', True, AttributeTypeError, "img_pool layer's pool_type parameter should be a str, got bool True"),
    ('pool_type', 1.5, AttributeTypeError, "img_pool layer's pool_type parameter should be a str, got float 1.5"),
    ('pool_type', 7, AttributeTypeError, "img_pool layer's pool_type parameter should be a str, got int 7"),
    ('pool_type', None, AttributeTypeError, "img_pool layer's pool_type parameter should be a str, got NoneType None"),
    ('pool_type', [1], AttributeTypeError, "img_pool layer's pool_type parameter should be a str, got list [1]"),
    ('pool_type', ['abc'], AttributeTypeError, "img_pool layer's pool_type parameter should be a str, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
    ('pool_size', "img_pool layer's pool_size parameter must be set"),
]

UNKNOWN = ('pool_siz', "img_pool layer got an unknown argument 'pool_siz'; did you mean 'pool_size'? Valid arguments: input, pool_size, stride, padding, pool_type")


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
