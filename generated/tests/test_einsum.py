# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/einsum.py
"""Generated tests of einsum (kernels/einsum.py): boundaries, validation, layer, shape rule, kernels vs oracle, every declared dtype, gradient, GPU.

Oracle: PyTorch `torch.einsum(equation, *Inputs)` (CPU, float64).

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

OP = T.Op('einsum', _v.validate_einsum_attrs, _layers.einsum, inputs={'Inputs': 'Inputs'})

# attribute values that must be set for any call to validate (required attributes)
BASE = {'equation': 'ij,jk->ik'}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('equation', 'ij,jk->ik'),
    ('equation', 'bij,bjk->bik'),
    ('equation', 'ij->ji'),
    ('equation', 'ii->i'),
    ('equation', 'i,i'),
    ('equation', '...ij,...jk->...ik'),
    ('equation', 'bhqd,bhkd->bhqk'),
    ('equation', 'ij->'),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('equation', 'ij->k', ConstraintError, "einsum layer's equation parameter should be an einsum equation: terms of letters (one '...' at most) split by commas, then '->' and distinct letters the inputs hold, got 'ij->k'"),
    ('equation', 'i..j...', ConstraintError, "einsum layer's equation parameter should be an einsum equation: terms of letters (one '...' at most) split by commas, then '->' and distinct letters the inputs hold, got 'i..j...'"),
    ('equation', '1j', ConstraintError, "einsum layer's equation parameter should be an einsum equation: terms of letters (one '...' at most) split by commas, then '->' and distinct letters the inputs hold, got '1j'"),
    ('equation', 'ij\n', ConstraintError, "einsum layer's equation parameter should be an einsum equation: terms of letters (one '...' at most) split by commas, then '->' and distinct letters the inputs hold, got 'ij\\n'"),
    ('equation', True, AttributeTypeError, "einsum layer's equation parameter should be a str, got bool True"),
    ('equation', 1.5, AttributeTypeError, "einsum layer's equation parameter should be a str, got float 1.5"),
    ('equation', 7, AttributeTypeError, "einsum layer's equation parameter should be a str, got int 7"),
    ('equation', [1], AttributeTypeError, "einsum layer's equation parameter should be a str, got list [1]"),
    ('equation', ['abc'], AttributeTypeError, "einsum layer's equation parameter should be a str, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
    ('equation', "einsum layer's equation parameter must be set"),
]

UNKNOWN = ('equatio', "einsum layer got an unknown argument 'equatio'; did you mean 'equation'? Valid arguments: Inputs, equation")


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


@pytest.mark.parametrize("dtype", ['float16', 'bfloat16'])
def test_kernel_matches_oracle_per_dtype(dtype):
    T.check_dtype(OP.name, dtype)


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
