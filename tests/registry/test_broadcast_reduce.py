"""The broadcast and reduce shape rules as data: inferred by `infer_shapes` (checked against numpy),
refused with typed errors in the user's words, checked at declaration, exported in the JSON."""
import numpy as np
import pytest

import paddle  # noqa: F401  (registers the built-in ops)
from paddle.registry import (ConstraintError, DataType, DeclarationError, Function, InputError, Registry,
                             TensorInfo, default_registry, document, infer_shapes, validate_attrs)
from paddle.registry.tensor import Reduce

REG = default_registry()
F32 = DataType.FLOAT32


def _infer(op, shapes, **attrs):
    meta = REG.get(op)
    return infer_shapes(meta, {k: TensorInfo(v, F32) for k, v in shapes.items()}, validate_attrs(meta, attrs))


@pytest.mark.parametrize("x, y", [((2, 1, 3), (4, 1)), ((3,), (2, 3)), ((1,), (1,)), ((5, 0), (1,)),
                                  ((2, 3), (2, 3)), ((4, 1, 1), (1, 5, 1))])
def test_broadcast_is_numpys(x, y):
    want = np.broadcast_shapes(x, y)
    assert _infer("add", {"X": x, "Y": y})["Out"].shape == want
    assert _infer("pow", {"X": y, "Y": x})["Out"].shape == want


@pytest.mark.parametrize("x, y, out", [((None, 3), (3,), (None, 3)), ((None, 1), (4, 5), (4, 5)),
                                       ((1,), (None,), (None,)), ((None,), (None,), (None,))])
def test_an_unknown_size_broadcasts_with_any(x, y, out):
    assert _infer("sub", {"X": x, "Y": y})["Out"].shape == out


def test_shapes_that_do_not_broadcast_are_refused_naming_both():
    with pytest.raises(InputError) as info:
        _infer("add", {"X": (2, 3), "Y": (4,)})
    assert str(info.value) == ("add layer's input Y should broadcast with X: shapes (4,) and (2, 3) differ "
                               "at axis -1 (4 and 3)")
    assert (info.value.layer, info.value.argument) == ("add", "Y")


@pytest.mark.parametrize("shape, dim, keep", [((2, 3, 4), [], False), ((2, 3, 4), [0, -1], False),
                                              ((2, 3, 4), [1], True), ((5,), [-1], True), ((), [], False),
                                              ((2, 0), [0], False)])
def test_reduce_is_numpys(shape, dim, keep):
    want = np.sum(np.zeros(shape), axis=tuple(dim) or None, keepdims=keep).shape
    assert _infer("reduce_sum", {"X": shape}, dim=dim, keep_dim=keep)["Out"].shape == want


def test_argmax_reduces_one_axis_to_int64():
    out = _infer("argmax", {"X": (2, 3, 4)}, axis=-2, keep_dim=True)["Out"]
    assert (out.shape, out.dtype) == ((2, 1, 4), DataType.INT64)


@pytest.mark.parametrize("op, shape, attrs, message", [
    ("reduce_sum", (2, 3), {"dim": [2]},
     "reduce_sum layer's dim parameter should name axes of X (rank 2: from -2 to 1), got [2]"),
    ("reduce_sum", (2, 3), {"dim": [1, -1]},
     "reduce_sum layer's dim parameter should name each axis of X once (rank 2: from -2 to 1), got [1, -1]"),
    ("argmax", (), {"axis": 0}, "argmax layer's axis parameter should name axes of X (rank 0: it has no axes), got 0"),
])
def test_bad_axes_are_refused_in_the_users_words(op, shape, attrs, message):
    with pytest.raises(ConstraintError) as info:
        _infer(op, {"X": shape}, **attrs)
    assert str(info.value) == message and info.value.argument == next(iter(attrs))


@pytest.mark.parametrize("op", ["reduce_mean"])
def test_a_mean_over_nothing_is_refused_a_sum_is_not(op):
    with pytest.raises(InputError, match=rf"{op} layer's input X should not be empty along reduced axis 1"):
        _infer(op, {"X": (2, 0)}, dim=[1])
    assert _infer("reduce_sum", {"X": (2, 0)}, dim=[1])["Out"].shape == (2,)


@pytest.mark.parametrize("op", ["reduce_max", "reduce_min", "logsumexp"])
def test_a_max_over_nothing_has_the_shape_of_its_identity(op):
    """ONNX's -inf (+inf) over an empty axis (the values: tests/onnx_backend/test_case_kernels.py)."""
    assert _infer(op, {"X": (2, 0)}, dim=[1])["Out"].shape == (2,)


def _declare(**out):
    return (Function("probe", "a probe").input("X").input("Y")
            .attribute("dim", list[int], "axes").default([]).attribute("keep", bool, "keep").default(False)
            .attribute("scale", float, "a float").default(1.0)
            .output("Out", **out).kernel(lambda x, y, *, dim, keep, scale: x).no_grad("a probe")
            .register(Registry()))


@pytest.mark.parametrize("out, message", [
    ({"broadcast": ("X", "Z")}, "'Z' is not a (single, required) input"),
    ({"broadcast": ()}, "broadcast names no input"),
    ({"reduce": Reduce("Z", axes="dim")}, "'Z' is not a (single, required) input"),
    ({"reduce": Reduce("X", axes="scale")}, "reduce axes 'scale' is not an int or list[int] attribute"),
    ({"reduce": Reduce("X", axes="dim", keep_dims="scale")}, "reduce keep_dims 'scale' is not a bool attribute"),
    ({"like": "X", "broadcast": ("X", "Y")}, "output Out has like and broadcast: give one shape rule"),
])
def test_bad_rules_are_refused_at_declaration_naming_the_file(out, message):
    with pytest.raises(DeclarationError) as info:
        _declare(**out)
    assert message in str(info.value) and "test_broadcast_reduce.py:" in str(info.value)


def test_the_rules_are_data_in_the_json():
    from paddle.registry.schema import expanded
    ops = {op["name"]: op for op in expanded(document(REG))["ops"]}  # absent fields as null
    out = ops["add"]["outputs"][0]
    assert (out["rule"], out["broadcast"], out["shape"]) == ("broadcast", ["X", "Y"], None)
    out = ops["reduce_mean"]["outputs"][0]
    assert out["rule"] == "reduce"
    assert out["reduce"] == {"input": "X", "axes": "dim", "keep_dims": "keep_dim", "nonempty": True}
    assert ops["reduce_sum"]["shape_rule"] == "data" and ops["argmin"]["shape_rule"] == "data"
