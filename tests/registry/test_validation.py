"""Validating configurations: types, presence, unknown names, input metas, shape arithmetic."""
import numpy as np
import pytest

from paddle.registry import (AttributeTypeError, BATCH, DataType, Function, InputError,
                             MissingAttributeError, Registry, SequenceType, ShapeError, ShapeRuleError,
                             TensorInfo, UnknownArgumentError, UnknownOpError, check_dim, configure,
                             dim_add, dim_mul, validate_attrs, validate_inputs)

import enum


class Mode(enum.Enum):
    SUM = "sum"
    MEAN = "mean"


def _ident(*xs, **_):
    return xs[0]


def _shape(x, w, *, size, **_):
    return TensorInfo((x.shape[0], dim_mul(size, 2)), x.dtype, x.seq_type)


@pytest.fixture(scope="module")
def meta():
    return (Function("proj", "a probe op")
            .input("X", shape=(BATCH, "k")).input("W", shape=("k", "n"), dtypes=(DataType.FLOAT32,))
            .output("Out", rank=2)
            .attribute("size", int, "output size").must_set().larger_than(0)
            .attribute("rate", float, "a rate").default(0.5).in_range(0.0, 1.0)
            .attribute("flag", bool, "a flag").default(False)
            .attribute("mode", Mode, "reduction").default("sum")
            .attribute("dims", list[int], "dims").default([1, 2]).length(1, 3).at_least(1)
            .attribute("dtype", DataType, "dtype").default("float32")
            .shape(_shape).no_grad("test").kernel("cpu", _ident).register(Registry()))


def test_defaults_filled_and_values_coerced(meta):
    got = validate_attrs(meta, {"size": 3, "rate": 1, "mode": Mode.MEAN, "dims": (2, 3), "dtype": np.float64})
    assert got == {"size": 3, "rate": 1.0, "flag": False, "mode": "mean", "dims": [2, 3],
                   "dtype": DataType.FLOAT64}
    assert isinstance(got["rate"], float)


def test_missing_required_attribute_must_be_set(meta):
    with pytest.raises(MissingAttributeError) as info:
        validate_attrs(meta, {})
    assert str(info.value) == "proj layer's size parameter must be set"


@pytest.mark.parametrize("name,value,expected", [
    ("size", 2.5, "an int, got float 2.5"),
    ("size", True, "an int, got bool True"),
    ("rate", "high", "a finite float, got str 'high'"),
    ("rate", float("nan"), "a finite float, got float nan"),
    ("flag", 1, "a bool, got int 1"),
    ("mode", "max", "one of ['sum', 'mean'], got str 'max'"),
    ("dims", [1, "2"], "a list of int, got list [1, '2']"),
    ("dims", 3, "a list of int, got int 3"),
    ("dtype", "float99", "a dtype, got str 'float99'"),
])
def test_wrong_type_names_the_expected_type(meta, name, value, expected):
    with pytest.raises(AttributeTypeError) as info:
        validate_attrs(meta, {"size": 1, name: value})
    assert str(info.value) == f"proj layer's {name} parameter should be {expected}"


def test_unknown_argument_lists_valid_ones(meta):
    with pytest.raises(UnknownArgumentError) as info:
        validate_attrs(meta, {"size": 1, "sise": 2})
    assert str(info.value) == ("proj layer got an unknown argument 'sise'; did you mean 'size'? "
                               "Valid arguments: X, W, size, rate, flag, mode, dims, dtype")
    with pytest.raises(UnknownArgumentError, match="argument 'zzz' Valid"):
        validate_attrs(meta, {"zzz": 1})


def _info(*shape, dtype=DataType.FLOAT32, seq=SequenceType.NONE):
    return TensorInfo(tuple(shape), dtype, seq)


def test_inputs_matching_the_pattern_pass_and_shape_is_inferred(meta):
    attrs, out = configure(meta, {"X": _info(None, 4), "W": _info(4, 6)}, {"size": 3})
    assert out["Out"] == _info(None, 6)


@pytest.mark.parametrize("inputs,message", [
    ({"X": _info(2, 4, 1), "W": _info(4, 6)}, "input X should have rank 2, got rank 3 (shape (2, 4, 1))"),
    ({"X": _info(2, 4), "W": _info(4, 6, dtype=DataType.FLOAT64)},
     "input W should have dtype float32, got float64"),
    ({"X": _info(2, 4, dtype=DataType.INT32), "W": _info(4, 6)},
     "input X should have dtype float32 or float64, got int32"),
    ({"X": _info(2, 4, seq=SequenceType.SEQUENCE), "W": _info(4, 6)},
     "input X should have sequence type 'none', got 'sequence'"),
    ({"X": _info(2, 4), "W": _info(5, 6)},
     "input W dimension 0 should equal X dimension 1 (both are 'k'), got 5 and 4"),
    ({"X": _info(2, 4)}, "input W must be set"),
    ({"X": [_info(2, 4)], "W": _info(4, 6)}, "input X takes one tensor, got 1"),
])
def test_bad_inputs_name_layer_and_input(meta, inputs, message):
    with pytest.raises((InputError, MissingAttributeError)) as info:
        validate_inputs(meta, inputs)
    assert str(info.value) == f"proj layer's {message}"


def test_unknown_input_is_refused(meta):
    with pytest.raises(UnknownArgumentError, match="unknown argument 'Z'"):
        validate_inputs(meta, {"X": _info(1, 1), "W": _info(1, 1), "Z": _info(1, 1)})


def test_shape_arithmetic_is_checked(meta):
    with pytest.raises(ShapeError, match=r"proj layer: size .* overflows"):
        configure(meta, {"X": _info(None, 4), "W": _info(4, 6)}, {"size": 2**62})
    assert dim_mul(3, None, 4) is None and dim_mul(3, 4) == 12 and dim_add(1, 2) == 3
    with pytest.raises(ShapeRuleError, match="overflows"):
        dim_add(2**62, 2**62)
    with pytest.raises(ShapeRuleError, match="should be positive, got 0"):
        check_dim(0, "size")
    with pytest.raises(ShapeRuleError, match="should be positive, got -3"):
        check_dim(-3, "size")
    assert check_dim(0, allow_zero=True) == 0 and check_dim(None) is None


def test_unknown_op_suggests_the_closest():
    reg = Registry()
    Function("cos_sim", "d").input("X").output("O", like="X").no_grad("t").kernel("cpu", _ident).register(reg)
    with pytest.raises(UnknownOpError, match="no op or layer named 'cos_simm' is registered; did you mean 'cos_sim'"):
        reg.get("cos_simm")


def test_variadic_and_optional_inputs():
    reg = Registry()
    meta = (Function("gather", "d").input("Xs", variadic=True).input("B", optional=True)
            .output("Out", like="B").no_grad("t").kernel("cpu", _ident).register(reg))
    validate_inputs(meta, {"Xs": [_info(1, 2), _info(3, 4)]})
    with pytest.raises(MissingAttributeError, match="input Xs must be set"):
        validate_inputs(meta, {"Xs": []})
