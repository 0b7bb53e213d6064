# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/conv_nd.py
"""Generated tests of conv (kernels/conv_nd.py): boundaries, validation, layer, shape rule, kernels vs oracle, every declared dtype, gradient, GPU.

Oracle: PyTorch `torch.nn.functional.conv1d(Input, Filter, Bias, stride=strides, padding=paddings, dilation=dilations, groups=groups) if Input.dim() == 3 else torch.nn.functional.conv2d(Input, Filter, Bias, stride=strides, padding=paddings, dilation=dilations, groups=groups) if Input.dim() == 4 else torch.nn.functional.conv3d(Input, Filter, Bias, stride=strides, padding=paddings, dilation=dilations, groups=groups)` (CPU, float64).

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

OP = T.Op('conv', _v.validate_conv_attrs, _layers.conv, inputs={'Input': 'Input', 'Filter': 'Filter', 'Bias': 'Bias'})

# attribute values that must be set for any call to validate (required attributes)
BASE = {}

# (attribute, value): defaults, limits and just-inside values of every constraint
ACCEPTED = [
    ('strides', [1]),
    ('strides', [1, 1, 1]),
    ('strides', [32]),
    ('strides', [2]),
    ('paddings', [0]),
    ('paddings', [1]),
    ('paddings', [1, 1, 1]),
    ('paddings', [32]),
    ('dilations', [1]),
    ('dilations', [1, 1, 1]),
    ('dilations', [32]),
    ('dilations', [2]),
    ('groups', 1),
    ('groups', 2),
]

# (attribute, value, error, message): just-outside values and wrong types
REJECTED = [
    ('strides', [], ConstraintError, "conv layer's strides parameter should be a list of length between 1 and 3, got []"),
    ('strides', [1, 1, 1, 1], ConstraintError, "conv layer's strides parameter should be a list of length between 1 and 3, got [1, 1, 1, 1]"),
    ('strides', [0], ConstraintError, "conv layer's strides parameter should be in range [1, 32], got [0]"),
    ('strides', [33], ConstraintError, "conv layer's strides parameter should be in range [1, 32], got [33]"),
    ('strides', 'abc', AttributeTypeError, "conv layer's strides parameter should be a list of int, got str 'abc'"),
    ('strides', True, AttributeTypeError, "conv layer's strides parameter should be a list of int, got bool True"),
    ('strides', 1.5, AttributeTypeError, "conv layer's strides parameter should be a list of int, got float 1.5"),
    ('strides', 7, AttributeTypeError, "conv layer's strides parameter should be a list of int, got int 7"),
    ('strides', None, AttributeTypeError, "conv layer's strides parameter should be a list of int, got NoneType None"),
    ('strides', ['abc'], AttributeTypeError, "conv layer's strides parameter should be a list of int, got list ['abc']"),
    ('paddings', [], ConstraintError, "conv layer's paddings parameter should be a list of length between 1 and 3, got []"),
    ('paddings', [1, 1, 1, 1], ConstraintError, "conv layer's paddings parameter should be a list of length between 1 and 3, got [1, 1, 1, 1]"),
    ('paddings', [-1], ConstraintError, "conv layer's paddings parameter should be in range [0, 32], got [-1]"),
    ('paddings', [33], ConstraintError, "conv layer's paddings parameter should be in range [0, 32], got [33]"),
    ('paddings', 'abc', AttributeTypeError, "conv layer's paddings parameter should be a list of int, got str 'abc'"),
    ('paddings', True, AttributeTypeError, "conv layer's paddings parameter should be a list of int, got bool True"),
    ('paddings', 1.5, AttributeTypeError, "conv layer's paddings parameter should be a list of int, got float 1.5"),
    ('paddings', 7, AttributeTypeError, "conv layer's paddings parameter should be a list of int, got int 7"),
    ('paddings', None, AttributeTypeError, "conv layer's paddings parameter should be a list of int, got NoneType None"),
    ('paddings', ['abc'], AttributeTypeError, "conv layer's paddings parameter should be a list of int, got list ['abc']"),
    ('dilations', [], ConstraintError, "conv layer's dilations parameter should be a list of length between 1 and 3, got []"),
    ('dilations', [1, 1, 1, 1], ConstraintError, "conv layer's dilations parameter should be a list of length between 1 and 3, got [1, 1, 1, 1]"),
    ('dilations', [0], ConstraintError, "conv layer's dilations parameter should be in range [1, 32], got [0]"),
    ('dilations', [33], ConstraintError, "conv layer's dilations parameter should be in range [1, 32], got [33]"),
    ('dilations', 'abc', AttributeTypeError, "conv layer's dilations parameter should be a list of int, got str 'abc'"),
    ('dilations', True, AttributeTypeError, "conv layer's dilations parameter should be a list of int, got bool True"),
    ('dilations', 1.5, AttributeTypeError, "conv layer's dilations parameter should be a list of int, got float 1.5"),
    ('dilations', 7, AttributeTypeError, "conv layer's dilations parameter should be a list of int, got int 7"),
    ('dilations', None, AttributeTypeError, "conv layer's dilations parameter should be a list of int, got NoneType None"),
    ('dilations', ['abc'], AttributeTypeError, "conv layer's dilations parameter should be a list of int, got list ['abc']"),
    ('groups', 0, ConstraintError, "conv layer's groups parameter should be at least 1, got 0"),
    ('groups', 'abc', AttributeTypeError, "conv layer's groups parameter should be an int, got str 'abc'"),
    ('groups', True, AttributeTypeError, "conv layer's groups parameter should be an int, got bool True"),
    ('groups', 1.5, AttributeTypeError, "conv layer's groups parameter should be an int, got float 1.5"),
    ('groups', None, AttributeTypeError, "conv layer's groups parameter should be an int, got NoneType None"),
    ('groups', [1], AttributeTypeError, "conv layer's groups parameter should be an int, got list [1]"),
    ('groups', ['abc'], AttributeTypeError, "conv layer's groups parameter should be an int, got list ['abc']"),
]

# (attribute, message): required attributes left out
MISSING = [
]

UNKNOWN = ('stride', "conv layer got an unknown argument 'stride'; did you mean 'strides'? Valid arguments: Input, Filter, Bias, strides, paddings, dilations, groups")


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
