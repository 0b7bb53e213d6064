"""Every kernel against its op's oracle, and the MLP ops against formulas written here (a derived
grad op's oracle is the numeric gradient: tests/runtime/test_gradients.py)."""
import numpy as np
import pytest

from paddle import Operator, Scope
from paddle.core.plan import run_op as run_operator
from paddle.registry import OpDesc, default_registry
from paddle.registry import array_of
from paddle.testing import check_oracle, run_kernel, sample_case

from .helpers import run_op


MUST_SET = {"fill_constant": {"shape": [2, 3], "value": 1.5}, "uniform_random": {"shape": [2, 3], "seed": 7},
            "gaussian_random": {"shape": [2, 3], "seed": 7}, "cast": {"out_dtype": "float64"},
            "cast_grad": {"out_dtype": "float32"}}
ALL_KERNELS = sorted((m.name, d) for m in default_registry().functions() for d in m.kernels if not m.derived_from)


def _cupy_or_skip(device):
    if device == "gpu":
        cupy = pytest.importorskip("cupy")
        if cupy.cuda.runtime.getDeviceCount() == 0:
            pytest.skip("no GPU")


@pytest.mark.parametrize("op,device", ALL_KERNELS)
def test_kernel_matches_oracle(op, device):
    _cupy_or_skip(device)
    case = sample_case(op)  # attributes the inputs fit (a reshape's shape, an axis within the rank)
    check_oracle(op, case.inputs, {**case.attrs, **MUST_SET.get(op, {})}, device=device)


def test_oracle_check_can_demand_finite_outputs():
    check_oracle("relu", {"X": np.array([[np.inf, 1.0]])})  # inf agrees with inf...
    with pytest.raises(AssertionError, match="relu: output Out .* is not finite"):
        check_oracle("relu", {"X": np.array([[np.inf, 1.0]])}, finite=True)  # ...but is refused here


rng = np.random.default_rng(0)
x34, y42, b4 = rng.normal(size=(3, 4)), rng.normal(size=(4, 2)), rng.normal(size=4)


def _softmax(x):
    e = np.exp(x - x.max(1, keepdims=True))
    return e / e.sum(1, keepdims=True)


FORMULAS = [
    ("mul", {"X": x34, "Y": y42}, {}, np.dot(x34, y42)),
    ("rowwise_add", {"X": x34, "b": b4}, {}, x34 + b4[None, :]),
    ("elementwise_add", {"X": x34, "Y": x34 * 2}, {}, x34 * 3),
    ("sigmoid", {"X": x34}, {}, 1 / (1 + np.exp(-x34))),
    ("relu", {"X": x34}, {}, np.where(x34 > 0, x34, 0)),
    ("tanh", {"X": x34}, {}, np.tanh(x34)),
    ("softmax", {"X": x34}, {}, _softmax(x34)),
    ("cross_entropy", {"X": _softmax(x34), "Label": np.array([[1], [0], [3]])}, {},
     -np.log(_softmax(x34)[[0, 1, 2], [1, 0, 3]]).reshape(3, 1)),
    ("square_error", {"X": x34, "Y": x34 + 1}, {}, np.full((3, 1), 4.0)),
    ("mean", {"X": x34}, {}, np.array([x34.mean()])),
    ("fill_constant", {}, {"shape": [2, 2], "value": 3.0}, np.full((2, 2), 3.0, np.float32)),
    ("fill_like", {"X": x34}, {"value": -1.0}, np.full((3, 4), -1.0)),
]


@pytest.mark.parametrize("op,inputs,attrs,want", FORMULAS, ids=[f[0] for f in FORMULAS])
def test_formula(op, inputs, attrs, want):
    got = run_op(op, inputs, **attrs)
    np.testing.assert_allclose(got, want, rtol=1e-6, atol=1e-6)
    assert got.dtype == want.dtype


def test_sum_is_variadic():
    scope = Scope()
    for i in range(3):
        scope.new_var(f"a{i}").set(np.full((2, 2), float(i + 1)))
    run_operator(Operator(OpDesc(type="sum", inputs={"X": ["a0", "a1", "a2"]}, outputs={"Out": ["s"]})), scope)
    np.testing.assert_array_equal(scope.var("s").value, np.full((2, 2), 6.0))
    assert scope.var("a0").value[0, 0] == 1.0  # inputs untouched


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_activations_keep_dtype(dtype):
    for op in ("sigmoid", "relu", "tanh", "softmax"):
        assert run_op(op, {"X": x34.astype(dtype)}).dtype == dtype


def test_sigmoid_does_not_overflow():
    with np.errstate(over="raise"):
        out = run_op("sigmoid", {"X": np.array([[-1000.0, 1000.0]])})
    np.testing.assert_allclose(out, [[0.0, 1.0]])


@pytest.mark.parametrize("op", ["uniform_random", "gaussian_random"])
def test_random_init_is_seeded(op):
    a = run_op(op, {}, shape=[50, 4], seed=3)
    b = run_op(op, {}, shape=[50, 4], seed=3)
    c = run_op(op, {}, shape=[50, 4], seed=4)
    np.testing.assert_array_equal(a, b)
    assert not np.array_equal(a, c) and a.dtype == np.float32


def test_uniform_random_range():
    a = run_op("uniform_random", {}, shape=[1000], min=2.0, max=3.0, seed=1)
    assert 2.0 <= a.min() and a.max() < 3.0
    g = run_op("gaussian_random", {}, shape=[4000], mean=5.0, std=0.5, seed=1, dtype="float64")
    assert abs(g.mean() - 5.0) < 0.05 and abs(g.std() - 0.5) < 0.05 and g.dtype == np.float64


# ops of float inputs whose outputs take the inputs' dtype (not argmax's declared int64)
FLOAT_OPS = sorted(m.name for m in default_registry().functions()
                   if m.inputs and all(t.dtypes[0].numpy.kind == "f" or t.no_grad for t in m.inputs)
                   and all(o.type_var is not None or o.like is not None for o in m.outputs))


@pytest.mark.parametrize("op", FLOAT_OPS)
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_outputs_keep_the_input_dtype(op, dtype):
    """No silent upcast (float32 in, float64 out) and no silent downcast."""
    case = sample_case(op, dtype=np.dtype(dtype).name)  # its float inputs of that dtype (offsets kept)
    for out in run_kernel(case).values():
        for o in out if isinstance(out, list) else [out]:
            if o is not None:
                o = array_of(o)
                assert o.dtype == dtype, f"{op}: output dtype {o.dtype}, inputs {np.dtype(dtype)}"


@pytest.mark.parametrize("dtype", [np.float16, np.int32, np.float32])
def test_mul_grad_gives_each_gradient_it_is_asked_for(dtype):
    """The array-generic kernel (GPU arrays, and CPU dtypes without a C++ product): with X data
    (needed = (False, True)) the weight's gradient is still X^T @ dOut, and X's is not computed."""
    from paddle.kernels.math import _mul_grad
    rng = np.random.default_rng(4)
    x, y, dout = (rng.integers(-3, 4, size=s).astype(dtype) for s in ((5, 3), (3, 2), (5, 2)))
    dx, dy = _mul_grad(x, y, dout, needed=(False, True))
    assert dx is None
    np.testing.assert_array_equal(dy, x.T @ dout)
    dx, dy = _mul_grad(x, y, dout, needed=(True, False))
    assert dy is None
    np.testing.assert_array_equal(dx, dout @ y.T)
