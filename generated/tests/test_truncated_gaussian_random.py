# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/init_random.py
"""Generated tests of truncated_gaussian_random (kernels/init_random.py): boundaries, validation, shape rule, kernels vs oracle, GPU.

Oracle: a Kolmogorov-Smirnov test against `torch.distributions.TransformedDistribution(torch.distributions.Uniform(torch.special.ndtr(torch.tensor(-2.0)), torch.special.ndtr(torch.tensor(2.0)), validate_args=False), [torch.distributions.transforms.CumulativeDistributionTransform(torch.distributions.Normal(0.0, 1.0, validate_args=False)).inv, torch.distributions.transforms.AffineTransform(mean, std)], validate_args=False)`.

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

_ = (math, DataType, AttributeTypeError, ConstraintError)  # used by some tables only

OP = T.Op('truncated_gaussian_random', _v.validate_truncated_gaussian_random_attrs, None, inputs={})

# attribute values that must be set for any call to validate (required attributes)
BASE = {'shape': [1]}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('mean', 0.0),
    ('std', 1.0),
    ('std', 5e-324),
    ('seed', 0),
    ('seed', 1),
    ('shape', [1]),
    ('dtype', 'float32'),
    ('dtype', DataType.FLOAT16),
    ('dtype', DataType.FLOAT32),
    ('dtype', DataType.FLOAT64),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('mean', 'abc', AttributeTypeError, "truncated_gaussian_random layer's mean parameter should be a finite float, got str 'abc'"),
    ('mean', True, AttributeTypeError, "truncated_gaussian_random layer's mean parameter should be a finite float, got bool True"),
    ('mean', None, AttributeTypeError, "truncated_gaussian_random layer's mean parameter should be a finite float, got NoneType None"),
    ('mean', [1], AttributeTypeError, "truncated_gaussian_random layer's mean parameter should be a finite float, got list [1]"),
    ('mean', ['abc'], AttributeTypeError, "truncated_gaussian_random layer's mean parameter should be a finite float, got list ['abc']"),
    ('std', 0.0, ConstraintError, "truncated_gaussian_random layer's std parameter should be larger than 0.0, got 0.0"),
    ('std', -5e-324, ConstraintError, "truncated_gaussian_random layer's std parameter should be larger than 0.0, got -5e-324"),
    ('std', 'abc', AttributeTypeError, "truncated_gaussian_random layer's std parameter should be a finite float, got str 'abc'"),
    ('std', True, AttributeTypeError, "truncated_gaussian_random layer's std parameter should be a finite float, got bool True"),
    ('std', None, AttributeTypeError, "truncated_gaussian_random layer's std parameter should be a finite float, got NoneType None"),
    ('std', [1], AttributeTypeError, "truncated_gaussian_random layer's std parameter should be a finite float, got list [1]"),
    ('std', ['abc'], AttributeTypeError, "truncated_gaussian_random layer's std parameter should be a finite float, got list ['abc']"),
    ('seed', -1, ConstraintError, "truncated_gaussian_random layer's seed parameter should be at least 0, got -1"),
    ('seed', 'abc', AttributeTypeError, "truncated_gaussian_random layer's seed parameter should be an int, got str 'abc'"),
    ('seed', True, AttributeTypeError, "truncated_gaussian_random layer's seed parameter should be an int, got bool True"),
    ('seed', 1.5, AttributeTypeError, "truncated_gaussian_random layer's seed parameter should be an int, got float 1.5"),
    ('seed', None, AttributeTypeError, "truncated_gaussian_random layer's seed parameter should be an int, got NoneType None"),
    ('seed', [1], AttributeTypeError, "truncated_gaussian_random layer's seed parameter should be an int, got list [1]"),
    ('seed', ['abc'], AttributeTypeError, "truncated_gaussian_random layer's seed parameter should be an int, got list ['abc']"),
    ('shape', [], ConstraintError, "truncated_gaussian_random layer's shape parameter should be a list of length at least 1, got []"),
    ('shape', [0], ConstraintError, "truncated_gaussian_random layer's shape parameter should be larger than 0, got [0]"),
    ('shape', [-1], ConstraintError, "truncated_gaussian_random layer's shape parameter should be larger than 0, got [-1]"),
    ('shape', 'abc', AttributeTypeError, "truncated_gaussian_random layer's shape parameter should be a list of int, got str 'abc'"),
    ('shape', True, AttributeTypeError, "truncated_gaussian_random layer's shape parameter should be a list of int, got bool True"),
    ('shape', 1.5, AttributeTypeError, "truncated_gaussian_random layer's shape parameter should be a list of int, got float 1.5"),
    ('shape', 7, AttributeTypeError, "truncated_gaussian_random layer's shape parameter should be a list of int, got int 7"),
    ('shape', ['abc'], AttributeTypeError, "truncated_gaussian_random layer's shape parameter should be a list of int, got list ['abc']"),
    ('dtype', 'float16_float32_float64_other', AttributeTypeError, "truncated_gaussian_random layer's dtype parameter should be a dtype, got str 'float16_float32_float64_other'"),
    ('dtype', 'abc', AttributeTypeError, "truncated_gaussian_random layer's dtype parameter should be a dtype, got str 'abc'"),
    ('dtype', True, AttributeTypeError, "truncated_gaussian_random layer's dtype parameter should be a dtype, got bool True"),
    ('dtype', 1.5, AttributeTypeError, "truncated_gaussian_random layer's dtype parameter should be a dtype, got float 1.5"),
    ('dtype', 7, AttributeTypeError, "truncated_gaussian_random layer's dtype parameter should be a dtype, got int 7"),
    ('dtype', None, AttributeTypeError, "truncated_gaussian_random layer's dtype parameter should be a dtype, got NoneType None"),
    ('dtype', [1], AttributeTypeError, "truncated_gaussian_random layer's dtype parameter should be a dtype, got list [1]"),
    ('dtype', ['abc'], AttributeTypeError, "truncated_gaussian_random layer's dtype parameter should be a dtype, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
    ('shape', "truncated_gaussian_random layer's shape parameter must be set"),
]

UNKNOWN = ('mea', "truncated_gaussian_random layer got an unknown argument 'mea'; did you mean 'mean'? Valid arguments: mean, std, seed, shape, dtype")


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
