# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/nce.py
"""Generated tests of nce_negatives (kernels/nce.py): boundaries, validation, layer, shape rule, kernels vs oracle, GPU.

Oracle: a Kolmogorov-Smirnov test against `(torch.distributions.Categorical(probs=torch.ones(num_classes)), None)`.

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

OP = T.Op('nce_negatives', _v.validate_nce_negatives_attrs, _layers.nce_negatives, inputs={'Label': 'Label', 'Step': 'Step'})

# attribute values that must be set for any call to validate (required attributes)
BASE = {'num_classes': 1}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('num_classes', 1),
    ('num_classes', 2147483647),
    ('num_classes', 2),
    ('num_neg_samples', 10),
    ('num_neg_samples', 1),
    ('num_neg_samples', 4096),
    ('num_neg_samples', 2),
    ('neg_distribution', []),
    ('seed', 0),
    ('seed', 1),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('num_classes', 0, ConstraintError, "nce_negatives layer's num_classes parameter should be in range [1, 2147483647], got 0"),
    ('num_classes', 2147483648, ConstraintError, "nce_negatives layer's num_classes parameter should be in range [1, 2147483647], got 2147483648"),
    ('num_classes', 'abc', AttributeTypeError, "nce_negatives layer's num_classes parameter should be an int, got str 'abc'"),
    ('num_classes', True, AttributeTypeError, "nce_negatives layer's num_classes parameter should be an int, got bool True"),
    ('num_classes', 1.5, AttributeTypeError, "nce_negatives layer's num_classes parameter should be an int, got float 1.5"),
    ('num_classes', [1], AttributeTypeError, "nce_negatives layer's num_classes parameter should be an int, got list [1]"),
    ('num_classes', ['abc'], AttributeTypeError, "nce_negatives layer's num_classes parameter should be an int, got list ['abc']"),
    ('num_neg_samples', 0, ConstraintError, "nce_negatives layer's num_neg_samples parameter should be in range [1, 4096], got 0"),
    ('num_neg_samples', 4097, ConstraintError, "nce_negatives layer's num_neg_samples parameter should be in range [1, 4096], got 4097"),
    ('num_neg_samples', 'abc', AttributeTypeError, "nce_negatives layer's num_neg_samples parameter should be an int, got str 'abc'"),
    ('num_neg_samples', True, AttributeTypeError, "nce_negatives layer's num_neg_samples parameter should be an int, got bool True"),
    ('num_neg_samples', 1.5, AttributeTypeError, "nce_negatives layer's num_neg_samples parameter should be an int, got float 1.5"),
    ('num_neg_samples', None, AttributeTypeError, "nce_negatives layer's num_neg_samples parameter should be an int, got NoneType None"),
    ('num_neg_samples', [1], AttributeTypeError, "nce_negatives layer's num_neg_samples parameter should be an int, got list [1]"),
    ('num_neg_samples', ['abc'], AttributeTypeError, "nce_negatives layer's num_neg_samples parameter should be an int, got list ['abc']"),
    ('neg_distribution', 'abc', AttributeTypeError, "nce_negatives layer's neg_distribution parameter should be a list of finite float, got str 'abc'"),
    ('neg_distribution', True, AttributeTypeError, "nce_negatives layer's neg_distribution parameter should be a list of finite float, got bool True"),
    ('neg_distribution', 1.5, AttributeTypeError, "nce_negatives layer's neg_distribution parameter should be a list of finite float, got float 1.5"),
    ('neg_distribution', 7, AttributeTypeError, "nce_negatives layer's neg_distribution parameter should be a list of finite float, got int 7"),
    ('neg_distribution', None, AttributeTypeError, "nce_negatives layer's neg_distribution parameter should be a list of finite float, got NoneType None"),
    ('neg_distribution', ['abc'], AttributeTypeError, "nce_negatives layer's neg_distribution parameter should be a list of finite float, got list ['abc']"),
    ('seed', -1, ConstraintError, "nce_negatives layer's seed parameter should be at least 0, got -1"),
    ('seed', 'abc', AttributeTypeError, "nce_negatives layer's seed parameter should be an int, got str 'abc'"),
    ('seed', True, AttributeTypeError, "nce_negatives layer's seed parameter should be an int, got bool True"),
    ('seed', 1.5, AttributeTypeError, "nce_negatives layer's seed parameter should be an int, got float 1.5"),
    ('seed', None, AttributeTypeError, "nce_negatives layer's seed parameter should be an int, got NoneType None"),
    ('seed', [1], AttributeTypeError, "nce_negatives layer's seed parameter should be an int, got list [1]"),
    ('seed', ['abc'], AttributeTypeError, "nce_negatives layer's seed parameter should be an int, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
    ('num_classes', "nce_negatives layer's num_classes parameter must be set"),
]

UNKNOWN = ('num_classe', "nce_negatives layer got an unknown argument 'num_classe'; did you mean 'num_classes'? Valid arguments: Label, Step, num_classes, num_neg_samples, neg_distribution, seed")


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


@pytest.mark.parametrize("attr, value", ACCEPTED)
def test_kernel_at_boundary_value(attr, value):
    T.check_kernel_at(OP.name, {**BASE, attr: value}, changed=attr)


@pytest.mark.skipif(not T.gpu_usable(), reason="no usable GPU")
@given(T.cases(OP.name))
def test_gpu_matches_cpu(case):
    T.check_gpu(case)
