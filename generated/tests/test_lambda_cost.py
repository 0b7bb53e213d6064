# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/lambda_cost.py
"""Generated tests of lambda_cost (kernels/lambda_cost.py): boundaries, validation, layer, shape rule, kernels vs oracle.

Oracle: independent numpy reference `paddle.kernels.lambda_cost:_ndcg_reference` (float64).

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

OP = T.Op('lambda_cost', _v.validate_lambda_cost_attrs, _layers.lambda_cost, inputs={'X': 'X', 'Score': 'Score'})

# attribute values that must be set for any call to validate (required attributes)
BASE = {}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('ndcg_num', 5),
    ('ndcg_num', 1),
    ('ndcg_num', 2),
    ('max_sort_size', -1),
    ('max_sort_size', 0),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('ndcg_num', 0, ConstraintError, "lambda_cost layer's ndcg_num parameter should be at least 1, got 0"),
    ('ndcg_num', 'abc', AttributeTypeError, "lambda_cost layer's ndcg_num parameter should be an int, got str 'abc'"),
    ('ndcg_num', True, AttributeTypeError, "lambda_cost layer's ndcg_num parameter should be an int, got bool True"),
    ('ndcg_num', 1.5, AttributeTypeError, "lambda_cost layer's ndcg_num parameter should be an int, got float 1.5"),
    ('ndcg_num', None, AttributeTypeError, "lambda_cost layer's ndcg_num parameter should be an int, got NoneType None"),
    ('ndcg_num', [1], AttributeTypeError, "lambda_cost layer's ndcg_num parameter should be an int, got list [1]"),
    ('ndcg_num', ['abc'], AttributeTypeError, "lambda_cost layer's ndcg_num parameter should be an int, got list ['abc']"),
    ('max_sort_size', -2, ConstraintError, "lambda_cost layer's max_sort_size parameter should be at least -1, got -2"),
    ('max_sort_size', 'abc', AttributeTypeError, "lambda_cost layer's max_sort_size parameter should be an int, got str 'abc'"),
    ('max_sort_size', True, AttributeTypeError, "lambda_cost layer's max_sort_size parameter should be an int, got bool True"),
    ('max_sort_size', 1.5, AttributeTypeError, "lambda_cost layer's max_sort_size parameter should be an int, got float 1.5"),
    ('max_sort_size', None, AttributeTypeError, "lambda_cost layer's max_sort_size parameter should be an int, got NoneType None"),
    ('max_sort_size', [1], AttributeTypeError, "lambda_cost layer's max_sort_size parameter should be an int, got list [1]"),
    ('max_sort_size', ['abc'], AttributeTypeError, "lambda_cost layer's max_sort_size parameter should be an int, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
]

UNKNOWN = ('ndcg_nu', "lambda_cost layer got an unknown argument 'ndcg_nu'; did you mean 'ndcg_num'? Valid arguments: X, Score, ndcg_num, max_sort_size")


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
