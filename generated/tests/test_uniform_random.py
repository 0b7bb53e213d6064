# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/init.py
"""Generated tests of uniform_random (kernels/init.py): boundaries, validation, shape rule, kernels vs oracle, GPU.

Oracle: a Kolmogorov-Smirnov test against `torch.distributions.Uniform(min, max)`.

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

OP = T.Op('uniform_random', _v.validate_uniform_random_attrs, None, inputs={})

# attribute values that must be set for any call to validate (required attributes)
BASE = {'shape': [1]}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('min', -1.0),
    ('max', 1.0),
    ('seed', 0),
    ('seed', 1),
    ('shape', [1]),
    ('dtype', 'float32'),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('min', 'abc', AttributeTypeError, "uniform_random layer's min parameter should be a finite float, got str 'abc'"),
    ('min', True, AttributeTypeError, "uniform_random layer's min parameter should be a finite float, got bool True"),
    ('min', None, AttributeTypeError, "uniform_random layer's min parameter should be a finite float, got NoneType None"),
    ('min', [1], AttributeTypeError, "uniform_random layer's min parameter should be a finite float, got list [1]"),
    ('min', ['abc'], AttributeTypeError, "uniform_random layer's min parameter should be a finite float, got list ['abc']"),
    ('max', 'abc', AttributeTypeError, "uniform_random layer's max parameter should be a finite float, got str 'abc'"),
    ('max', True, AttributeTypeError, "uniform_random layer's max parameter should be a finite float, got bool True"),
    ('max', None, AttributeTypeError, "uniform_random layer's max parameter should be a finite float, got NoneType None"),
    ('max', [1], AttributeTypeError, "uniform_random layer's max parameter should be a finite float, got list [1]"),
    ('max', ['abc'], AttributeTypeError, "uniform_random layer's max parameter should be a finite float, got list ['abc']"),
    ('seed', -1, ConstraintError, "uniform_random layer's seed parameter should be at least 0, got -1"),
    ('seed', 'abc', AttributeTypeError, "uniform_random layer's seed parameter should be an int, got str 'abc'"),
    ('seed', True, AttributeTypeError, "uniform_random layer's seed parameter should be an int, got bool True"),
    ('seed', 1.5, AttributeTypeError, "uniform_random layer's seed parameter should be an int, got float 1.5"),
    ('seed', None, AttributeTypeError, "uniform_random layer's seed parameter should be an int, got NoneType None"),
    ('seed', [1], AttributeTypeError, "uniform_random layer's seed parameter should be an int, got list [1]"),
    ('seed', ['abc'], AttributeTypeError, "uniform_random layer's seed parameter should be an int, got list ['abc']"),
    ('shape', [], ConstraintError, "uniform_random layer's shape parameter should be a list of length at least 1, got []"),
    ('shape', [0], ConstraintError, "uniform_random layer's shape parameter should be larger than 0, got [0]"),
    ('shape', [-1], ConstraintError, "uniform_random layer's shape parameter should be larger than 0, got [-1]"),
    ('shape', 'abc', AttributeTypeError, "uniform_random layer's shape parameter should be a list of int, got str 'abc'"),
    ('shape', True, AttributeTypeError, "uniform_random layer's shape parameter should be a list of int, got bool True"),
    ('shape', 1.5, AttributeTypeError, "uniform_random layer's shape parameter should be a list of int, got float 1.5"),
    ('shape', 7, AttributeTypeError, "uniform_random layer's shape parameter should be a list of int, got int 7"),
    ('shape', ['abc'], AttributeTypeError, "uniform_random layer's shape parameter should be a list of int, got list ['abc']"),
    ('dtype', 'abc', AttributeTypeError, "uniform_random layer's dtype parameter should be a dtype, got str 'abc'"),
    ('dtype', True, AttributeTypeError, "uniform_random layer's dtype parameter should be a dtype, got bool True"),
    ('dtype', 1.5, AttributeTypeError, "uniform_random layer's dtype parameter should be a dtype, got float 1.5"),
    ('dtype', 7, AttributeTypeError, "uniform_random layer's dtype parameter should be a dtype, got int 7"),
    ('dtype', None, AttributeTypeError, "uniform_random layer's dtype parameter should be a dtype, got NoneType None"),
    ('dtype', [1], AttributeTypeError, "uniform_random layer's dtype parameter should be a dtype, got list [1]"),
    ('dtype', ['abc'], AttributeTypeError, "uniform_random layer's dtype parameter should be a dtype, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
    ('shape', "uniform_random layer's shape parameter must be set"),
]

UNKNOWN = ('mi', "uniform_random layer got an unknown argument 'mi'; did you mean 'min'? Valid arguments: min, max, seed, shape, dtype")


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
