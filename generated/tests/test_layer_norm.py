# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/norm.py
"""Generated tests of layer_norm (kernels/norm.py): boundaries, validation, layer, shape rule, kernels vs oracle, gradient, GPU.

Oracle: PyTorch `(torch.nn.functional.layer_norm(X.flatten(begin_norm_axis), Scale.shape, Scale, Bias, epsilon).reshape(X.shape), X.flatten(begin_norm_axis).mean(-1).flatten(), X.flatten(begin_norm_axis).var(-1, correction=0).flatten())` (CPU, float64).

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

OP = T.Op('layer_norm', _v.validate_layer_norm_attrs, _layers.layer_norm, inputs={'X': 'X', 'Scale': 'Scale', 'Bias': 'Bias'})

# attribute values that must be set for any call to validate (required attributes)
BASE = {}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('begin_norm_axis', 1),
    ('begin_norm_axis', 63),
    ('begin_norm_axis', 2),
    ('epsilon', 1e-05),
    ('epsilon', 5e-324),
    ('epsilon', 1.0),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('begin_norm_axis', 0, ConstraintError, "layer_norm layer's begin_norm_axis parameter should be in range [1, 63], got 0"),
    ('begin_norm_axis', 64, ConstraintError, "layer_norm layer's begin_norm_axis parameter should be in range [1, 63], got 64"),
    ('begin_norm_axis', 'abc', AttributeTypeError, "layer_norm layer's begin_norm_axis parameter should be an int, got str 'abc'"),
    ('begin_norm_axis', True, AttributeTypeError, "layer_norm layer's begin_norm_axis parameter should be an int, got bool True"),
    ('begin_norm_axis', 1.5, AttributeTypeError, "layer_norm layer's begin_norm_axis parameter should be an int, got float 1.5"),
    ('begin_norm_axis', None, AttributeTypeError, "layer_norm layer's begin_norm_axis parameter should be an int, got NoneType None"),
    ('begin_norm_axis', [1], AttributeTypeError, "layer_norm layer's begin_norm_axis parameter should be an int, got list [1]"),
    ('begin_norm_axis', ['abc'], AttributeTypeError, "layer_norm layer's begin_norm_axis parameter should be an int, got list ['abc']"),
    ('epsilon', 0.0, ConstraintError, "layer_norm layer's epsilon parameter should be larger than 0.0, got 0.0"),
    ('epsilon', -5e-324, ConstraintError, "layer_norm layer's epsilon parameter should be larger than 0.0, got -5e-324"),
    ('epsilon', 'abc', AttributeTypeError, "layer_norm layer's epsilon parameter should be a finite float, got str 'abc'"),
    ('epsilon', True, AttributeTypeError, "layer_norm layer's epsilon parameter should be a finite float, got bool True"),
    ('epsilon', None, AttributeTypeError, "layer_norm layer's epsilon parameter should be a finite float, got NoneType None"),
    ('epsilon', [1], AttributeTypeError, "layer_norm layer's epsilon parameter should be a finite float, got list [1]"),
    ('epsilon', ['abc'], AttributeTypeError, "layer_norm layer's epsilon parameter should be a finite float, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
]

UNKNOWN = ('begin_norm_axi', "layer_norm layer got an unknown argument 'begin_norm_axi'; did you mean 'begin_norm_axis'? Valid arguments: X, Scale, Bias, begin_norm_axis, epsilon")


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
