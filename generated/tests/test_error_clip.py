# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/error_clip.py
"""Generated tests of error_clip (kernels/error_clip.py): boundaries, validation, layer, shape rule, kernels vs oracle, gradient, GPU.

Oracle: PyTorch `torch.clone(X)` (CPU, float64).

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

OP = T.Op('error_clip', _v.validate_error_clip_attrs, _layers.error_clip, inputs={'X': 'X'})

# attribute values that must be set for any call to validate (required attributes)
BASE = {}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('threshold', 100.0),
    ('threshold', 5e-324),
    ('threshold', 1.0),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('threshold', 0.0, ConstraintError, "error_clip layer's threshold parameter should be larger than 0.0, got 0.0"),
    ('threshold', -5e-324, ConstraintError, "error_clip layer's threshold parameter should be larger than 0.0, got -5e-324"),
    ('threshold', 'abc', AttributeTypeError, "error_clip layer's threshold parameter should be a finite float, got str 'abc'"),
    ('threshold', True, AttributeTypeError, "error_clip layer's threshold parameter should be a finite float, got bool True"),
    ('threshold', None, AttributeTypeError, "error_clip layer's threshold parameter should be a finite float, got NoneType None"),
    ('threshold', [1], AttributeTypeError, "error_clip layer's threshold parameter should be a finite float, got list [1]"),
    ('threshold', ['abc'], AttributeTypeError, "error_clip layer's threshold parameter should be a finite float, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
]

UNKNOWN = ('threshol', "error_clip layer got an unknown argument 'threshol'; did you mean 'threshold'? Valid arguments: X, threshold")


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
