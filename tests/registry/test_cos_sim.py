"""The issue's cos_sim story end to end at the registry level (seed 002)."""
import json

import jsonschema
import numpy as np
import pytest

import paddle  # noqa: F401  (registers the built-in ops)
from paddle.registry import (ConstraintError, DataType, ShapeError, TensorInfo, UnknownArgumentError,
                             configure, default_registry, json_schema, to_json, validate_attrs)

COS = default_registry().function("cos_sim")
NUMPY_KERNEL = COS.kernels["array"]  # the array-generic kernel; torch is the oracle of both


def test_scale_minus_one_gives_the_users_message():
    with pytest.raises(ConstraintError) as info:
        validate_attrs(COS, {"scale": -1.0})
    assert str(info.value) == "cos_sim layer's scale parameter should be larger than 0.0, got -1.0"


def test_scale_zero_rejected_tiny_accepted_default_one():
    with pytest.raises(ConstraintError):
        validate_attrs(COS, {"scale": 0.0})
    assert validate_attrs(COS, {"scale": 1e-9}) == {"scale": 1e-9}
    assert validate_attrs(COS, {}) == {"scale": 1.0}


def test_unknown_argument_names_the_closest_valid_one():
    with pytest.raises(UnknownArgumentError) as info:
        validate_attrs(COS, {"scal": 2})
    assert "'scal'" in str(info.value) and "did you mean 'scale'?" in str(info.value)


def test_json_carries_default_and_constraint_as_data_and_validates():
    from paddle.registry.schema import expanded
    doc = json.loads(to_json(default_registry()))
    jsonschema.validate(doc, json_schema())
    doc = expanded(doc)  # absent fields as null (format 2.0 writes none)
    entry = next(op for op in doc["ops"] if op["name"] == "cos_sim")
    (scale,) = entry["attributes"]
    assert scale["type"] == {"kind": "float", "element": None, "choices": None, "finite": True}
    assert scale["default"] == 1.0 and not scale["required"]
    # the fields that apply (format 2.0 omits the others)
    given = [{k: v for k, v in c.items() if k in ("kind", "value")} for c in scale["constraints"]]
    assert given == [{"kind": "default", "value": 1.0}, {"kind": "larger_than", "value": 0.0}]
    template = scale["constraints"][1]["template"]
    assert template == "{layer} layer's {attr} parameter should be larger than 0.0, got {got}"
    assert entry["gradient"] == {"differentiable": True, "no_grad_reason": None, "rule": {
        "kind": "kernel", "op": "cos_sim_grad", "reads": ["X", "Y", "Out"], "wrt": ["X", "Y"],
        "outputs": ["Out"], "zero_if_absent": [], "template": None}, "not_derivative": None, "derivative_at": None}
    assert [t["shape"] for t in entry["inputs"]] == [["batch", "W"], ["H", "W"]]
    assert [t["type_var"] for t in entry["inputs"]] == ["T", "T"]
    (out,) = entry["outputs"]
    assert (out["shape"], out["rule"], out["seq_from"], out["type_var"]) == (["batch", 1], "pattern", "X", "T")
    # "Y like X or one row" is real logic: the shape function stays, and the JSON says so
    assert entry["shape_rule"] == "code"


def test_cos_sim_grad_is_derived_not_declared():
    grad = default_registry().function("cos_sim_grad")
    assert grad.derived_from == "cos_sim" and grad.role == "grad"
    assert grad.attributes["scale"] is COS.attributes["scale"]
    assert [t.name for t in grad.inputs] == ["X", "Y", "Out", "Out@GRAD"]
    assert [(t.name, t.like) for t in grad.outputs] == [("X@GRAD", "X"), ("Y@GRAD", "Y")]
    with pytest.raises(ConstraintError, match="cos_sim_grad layer's scale parameter should be larger than 0.0"):
        validate_attrs(grad, {"scale": 0.0})


def _info(*shape, dtype=DataType.FLOAT32):
    return TensorInfo(tuple(shape), dtype)


@pytest.mark.parametrize("y", [(None, 5), (1, 5), (7, 5)])
def test_shape_rule_accepts_same_shape_or_single_row(y):
    _, out = configure(COS, {"X": _info(None, 5), "Y": _info(*y)}, {})
    assert out["Out"] == _info(None, 1)


def test_shape_rule_refuses_mismatch_naming_layer_and_shapes():
    with pytest.raises(ShapeError) as info:
        configure(COS, {"X": _info(4, 5), "Y": _info(3, 5)}, {})
    msg = str(info.value)
    assert msg.startswith("cos_sim layer: Input shape should be same, or the second height should be 1")
    assert "X (4, 5)" in msg and "Y (3, 5)" in msg


def _rows(h, w, rng):
    return rng.standard_normal((h, w))


@pytest.mark.parametrize("yrows", [6, 1])
def test_native_kernel_matches_numpy_kernel(yrows):
    rng = np.random.default_rng(0)
    for dtype in ("float32", "float64"):
        x, y = _rows(6, 9, rng).astype(dtype), _rows(yrows, 9, rng).astype(dtype)
        got, want = COS.kernels["cpu"](x, y, scale=2.5), NUMPY_KERNEL(x, y, scale=2.5)
        assert got.dtype == want.dtype == np.dtype(dtype) and got.shape == (6, 1)
        np.testing.assert_allclose(got, want, rtol=1e-5)


def test_numpy_kernel_is_a_scaled_cosine():
    x = np.array([[1.0, 0.0], [1.0, 1.0]])
    y = np.array([[0.0, 1.0], [2.0, 2.0]])
    np.testing.assert_allclose(NUMPY_KERNEL(x, y, scale=3.0), [[0.0], [3.0]])


@pytest.mark.parametrize("yrows", [4, 1])
def test_gradient_matches_central_differences_float64(yrows):
    rng = np.random.default_rng(1)
    x, y, dout = _rows(4, 3, rng), _rows(yrows, 3, rng), _rows(4, 1, rng)
    grad = default_registry().function("cos_sim_grad")
    dx, dy = grad.kernel_for("cpu")(x, y, NUMPY_KERNEL(x, y, scale=1.5), dout, scale=1.5)
    for arr, analytic in ((x, dx), (y, dy)):
        numeric = np.zeros_like(arr)
        for idx in np.ndindex(arr.shape):
            old = arr[idx]
            arr[idx] = old + 1e-6
            hi = (NUMPY_KERNEL(x, y, scale=1.5) * dout).sum()
            arr[idx] = old - 1e-6
            lo = (NUMPY_KERNEL(x, y, scale=1.5) * dout).sum()
            arr[idx] = old
            numeric[idx] = (hi - lo) / 2e-6
        np.testing.assert_allclose(analytic, numeric, atol=1e-5, rtol=1e-3)
