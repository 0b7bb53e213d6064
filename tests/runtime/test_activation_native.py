"""The C++ activation kernels (kernels/cpp/activation.cc) against the array-generic numpy kernels
(kernels/activation.py), forward and gradient: float32 and float64, strided (non-contiguous) and
zero-size inputs, values at the edges of exp's range; no warning, and finite wherever numpy is.
Also: the C++ kernels are the ones the CPU runs, they refuse what they cannot compute, and
log_softmax (a composite of sub and logsumexp) against torch."""
from __future__ import annotations

import warnings
from typing import Any, Callable

import numpy as np
import pytest

from paddle import model as runtime
from paddle.generated import layers
from paddle.kernels import _native
from paddle.kernels import activation as A
from paddle.registry import ConstraintError, default_registry
from paddle.core.tensor import Tensor

TOLERANCE = {np.float32: dict(rtol=1.3e-6, atol=1e-5), np.float64: dict(rtol=1e-7, atol=1e-12)}
DTYPES = (np.float32, np.float64)

# op -> (attributes, C++ forward, numpy forward, C++ grad, numpy grad, what the grad reads)
OPS: dict[str, tuple[dict[str, Any], Callable[..., Any], Callable[..., Any], Callable[..., Any],
                     Callable[..., Any], str]] = {
    "sigmoid": ({}, _native.sigmoid, A._sigmoid, _native.sigmoid_grad, A._sigmoid_grad, "x,out"),
    "tanh": ({}, _native.tanh, A._tanh, _native.tanh_grad, A._tanh_grad, "x,out"),
    "relu": ({}, _native.relu, A._relu, _native.relu_grad, A._relu_grad, "x,out"),
    "leaky_relu": ({"alpha": 0.02}, _native.leaky_relu, A._leaky_relu, _native.leaky_relu_grad,
                   A._leaky_relu_grad, "x"),
    "leaky_relu(alpha=-3)": ({"alpha": -3.0}, _native.leaky_relu, A._leaky_relu, _native.leaky_relu_grad,
                             A._leaky_relu_grad, "x"),
    "elu": ({"alpha": 1.0}, _native.elu, A._elu, _native.elu_grad, A._elu_grad, "x"),
    "elu(alpha=0.3)": ({"alpha": 0.3}, _native.elu, A._elu, _native.elu_grad, A._elu_grad, "x"),
    "selu": ({"scale": A.SELU_SCALE, "alpha": A.SELU_ALPHA}, _native.selu, A._selu, _native.selu_grad,
             A._selu_grad, "x"),
    "gelu": ({"approximate": False}, _native.gelu, A._gelu, _native.gelu_grad, A._gelu_grad, "x"),
    "gelu(tanh)": ({"approximate": True}, _native.gelu, A._gelu, _native.gelu_grad, A._gelu_grad, "x"),
    "softplus": ({"beta": 1.0, "threshold": 20.0}, _native.softplus, A._softplus, _native.softplus_grad,
                 A._softplus_grad, "x"),
    "softplus(beta=7.5)": ({"beta": 7.5, "threshold": 3.0}, _native.softplus, A._softplus,
                           _native.softplus_grad, A._softplus_grad, "x"),
}


def _extremes(dtype: Any) -> np.ndarray:
    """Where exp, tanh and the kinks are tested: 0, subnormals, the ends of exp's range in
    float32 and float64, huge values (x^3 and x^2 overflow), both signs."""
    info = np.finfo(dtype)
    edges = [0.0, -0.0, 1e-45, 1e-300, float(info.smallest_subnormal), float(info.tiny), 1e-8, 0.5, 0.624, 0.625,
             0.626, 1.0, 9.0, 10.0, 20.0, 40.0, 87.0, 88.7, 89.0, 103.0, 104.0, 105.0, 700.0, 709.7, 709.8,
             710.0, 745.0, 746.0, 800.0, 1e17, 1e30, float(np.sqrt(info.max)), float(info.max)]
    with np.errstate(over="ignore"):
        values = np.array(edges + [-v for v in edges], dtype=np.float64).astype(dtype)
    return values[np.isfinite(values)]


def _inputs(dtype: Any) -> dict[str, np.ndarray]:
    """Contiguous, strided, transposed, reversed, zero-size and extreme inputs."""
    rng = np.random.default_rng(7)
    base = rng.normal(0.0, 4.0, (12, 10)).astype(dtype)
    return {"contiguous": base, "strided": base[::2, 1::3], "transposed": base.T, "reversed": base[::-1, ::-2],
            "zero-size": np.zeros((3, 0), dtype), "empty": np.zeros((0,), dtype), "scalar": np.asarray(dtype(1.5)),
            "extremes": _extremes(dtype)}


def _agree(got: np.ndarray, want: np.ndarray, dtype: Any, where: str) -> None:
    assert got.dtype == want.dtype == dtype, f"{where}: dtype {got.dtype}, numpy {want.dtype}"
    assert got.shape == want.shape, f"{where}: shape {got.shape}, numpy {want.shape}"
    assert np.all(np.isfinite(got) | ~np.isfinite(want)), f"{where}: not finite where numpy is: {got}"
    np.testing.assert_allclose(got, want, **TOLERANCE[dtype], err_msg=where)


def _quiet(fn: Callable[..., Any], *args: Any, **kw: Any) -> Any:
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # an overflow or invalid-value warning fails the test
        return fn(*args, **kw)


@pytest.mark.parametrize("dtype", DTYPES, ids=lambda d: np.dtype(d).name)
@pytest.mark.parametrize("layout", list(_inputs(np.float32)))
@pytest.mark.parametrize("op", list(OPS))
def test_cpp_forward_matches_numpy(op: str, layout: str, dtype: Any) -> None:
    attrs, cpp, ref, *_ = OPS[op]
    x = _inputs(dtype)[layout]
    with np.errstate(all="ignore"):
        want = np.asarray(ref(x.copy(), **attrs))
    got = _quiet(cpp, x, **attrs)
    _agree(got, want, dtype, f"{op} forward, {layout} {np.dtype(dtype).name}")


@pytest.mark.parametrize("dtype", DTYPES, ids=lambda d: np.dtype(d).name)
@pytest.mark.parametrize("layout", list(_inputs(np.float32)))
@pytest.mark.parametrize("op", list(OPS))
def test_cpp_gradient_matches_numpy(op: str, layout: str, dtype: Any) -> None:
    attrs, _, ref, cpp_grad, ref_grad, reads = OPS[op]
    x = _inputs(dtype)[layout]
    with np.errstate(all="ignore"):
        out = np.asarray(ref(x.copy(), **attrs))
    dout = np.random.default_rng(3).normal(size=x.shape).astype(dtype)
    if dout.ndim == 2:  # strided too, in another pattern than x
        dout = np.asfortranarray(dout)
    args = (x, out, dout) if reads == "x,out" else (x, dout)
    with np.errstate(all="ignore"):
        want = np.asarray(ref_grad(*(a.copy() for a in args), **attrs))
    got = _quiet(cpp_grad, *args, **attrs)
    _agree(got, want, dtype, f"{op} gradient, {layout} {np.dtype(dtype).name}")


def test_inputs_are_not_changed() -> None:
    x = _inputs(np.float32)["strided"]
    saved = x.copy()
    for attrs, cpp, *_ in OPS.values():
        cpp(x, **attrs)
    np.testing.assert_array_equal(x, saved)


@pytest.mark.parametrize("op", ["sigmoid", "tanh", "relu", "leaky_relu", "elu", "selu", "gelu", "softplus"])
def test_the_cpu_runs_the_cpp_kernels(op: str) -> None:
    registry = default_registry()
    assert registry.function(op).kernel_for("cpu") is getattr(_native, op)
    assert registry.function(f"{op}_grad").kernel_for("cpu") is getattr(_native, f"{op}_grad")
    assert registry.function(op).kernel_for("gpu") is registry.function(op).kernels["array"]


def test_wrong_dtype_or_shape_is_refused_in_words() -> None:
    with pytest.raises(ValueError, match="sigmoid: X should be float32 or float64, got int64"):
        _native.sigmoid(np.arange(3))
    x = np.ones(3, np.float32)
    with pytest.raises(ValueError, match=r"tanh_grad: Out@GRAD should have the shape of X \[3\], got \[4\]"):
        _native.tanh_grad(x, x, np.ones(4, np.float32))
    with pytest.raises(ValueError, match="elu_grad: Out@GRAD should have the dtype of X"):
        _native.elu_grad(x, np.ones(3), alpha=1.0)
    with pytest.raises(ValueError, match="softplus: beta should be larger than 0"):
        _native.softplus(x, beta=0.0, threshold=20.0)
    with pytest.raises(ValueError, match="leaky_relu: alpha should be finite"):
        _native.leaky_relu(x, alpha=float("inf"))


def _log_softmax_in_model(x: np.ndarray, axis: int) -> np.ndarray:
    model = runtime.Model()
    data = runtime.data("x", x.shape, x.dtype, model=model)
    out = layers.log_softmax(data, axis=axis, model=model)
    return np.asarray(model.run([out], feed={data: Tensor(x)})[0])


@pytest.mark.parametrize("axis", [-1, 0, 1, 2, -3])
def test_log_softmax_matches_torch(axis: int) -> None:
    torch = pytest.importorskip("torch")
    x = np.random.default_rng(1).normal(0.0, 5.0, (3, 4, 5))
    x[0, 0, :] = [1000.0, 0.0, -1000.0, 1e17, -1e17]  # no overflow, no log of 0
    got = _log_softmax_in_model(x, axis)
    want = torch.log_softmax(torch.from_numpy(x), dim=axis).numpy()
    assert np.all(np.isfinite(got))
    np.testing.assert_allclose(got, want, rtol=1e-7, atol=1e-9)


def test_an_axis_outside_x_is_refused_in_the_layers_words() -> None:
    model = runtime.Model()
    x = runtime.data("x", [None, 3], "float32", model=model)
    with pytest.raises(ConstraintError, match=r"log_softmax layer's axis parameter should name an axis of X "
                                              r"\(rank 2: from -2 to 1\), got 2"):
        layers.log_softmax(x, axis=2, model=model)
    with pytest.raises(ConstraintError, match=r"softmax layer's axis parameter should name an axis of X "
                                              r"\(rank 2: from -2 to 1\), got -3"):
        layers.softmax(x, axis=-3, model=model)


def test_softmax_over_an_axis_matches_torch() -> None:
    torch = pytest.importorskip("torch")
    x = np.random.default_rng(2).normal(0.0, 5.0, (2, 3, 4))
    for axis in (-1, 0, 1, 2):
        got = A._softmax(x, axis=axis)
        np.testing.assert_allclose(got, torch.softmax(torch.from_numpy(x), dim=axis).numpy(), rtol=1e-7, atol=1e-12)
