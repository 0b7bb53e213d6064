"""adagrad, rmsprop and adamax against torch.optim, step by step, and training through the runtime's
optimizer front-end; momentum's Nesterov form against torch.optim.SGD; the initialisers
truncated_gaussian_random, xavier and msra; init values a dtype cannot hold, refused."""
import math

import numpy as np
import pytest

from paddle import PlainNet, Scope
from paddle.kernels.init_random import fans
from paddle.registry import ConfigError, ConstraintError, default_registry

from .helpers import mlp_desc, run_op

torch = pytest.importorskip("torch")

rng = np.random.default_rng(7)
P0 = rng.normal(size=(4, 3))
GRADS = [rng.normal(size=P0.shape) for _ in range(3)]

# our op and attributes, torch.optim's class and arguments, our state slots (zeros to start)
CASES = {
    "adagrad": ({"learning_rate": 0.1, "epsilon": 1e-10}, lambda p: torch.optim.Adagrad([p], lr=0.1, eps=1e-10),
                ["Moment"]),
    # epsilon: Paddle adds it under the square root, torch outside; at 1e-14 the two agree to 1e-9
    "rmsprop": ({"learning_rate": 0.01, "decay": 0.9, "epsilon": 1e-14, "momentum": 0.0, "centered": False},
                lambda p: torch.optim.RMSprop([p], lr=0.01, alpha=0.9, eps=1e-14),
                ["MeanSquare", "Moment", "MeanGrad"]),
    "rmsprop-momentum": ({"learning_rate": 0.01, "decay": 0.95, "epsilon": 1e-14, "momentum": 0.8, "centered": False},
                         lambda p: torch.optim.RMSprop([p], lr=0.01, alpha=0.95, eps=1e-14, momentum=0.8),
                         ["MeanSquare", "Moment", "MeanGrad"]),
    "rmsprop-centered": ({"learning_rate": 0.01, "decay": 0.9, "epsilon": 1e-14, "momentum": 0.5, "centered": True},
                         lambda p: torch.optim.RMSprop([p], lr=0.01, alpha=0.9, eps=1e-14, momentum=0.5,
                                                       centered=True), ["MeanSquare", "Moment", "MeanGrad"]),
    # epsilon: Paddle adds it to the decayed norm, torch to |g|; at 1e-14 they agree to 1e-9
    "adamax": ({"learning_rate": 0.02, "beta1": 0.8, "beta2": 0.99, "epsilon": 1e-14},
               lambda p: torch.optim.Adamax([p], lr=0.02, betas=(0.8, 0.99), eps=1e-14), ["Moment", "InfNorm", "Step"]),
    "momentum-nesterov": ({"learning_rate": 0.1, "momentum": 0.9, "use_nesterov": True},
                          lambda p: torch.optim.SGD([p], lr=0.1, momentum=0.9, nesterov=True), ["Velocity"]),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_three_steps_match_torch_optim_in_float64(case):
    attrs, make, slots = CASES[case]
    op = case.split("-")[0]
    state = {s: np.zeros((1,) if s == "Step" else P0.shape) for s in slots}
    ours = P0.copy()
    theirs = torch.tensor(P0.copy(), requires_grad=True)
    optimizer = make(theirs)
    for g in GRADS:
        outs = run_op(op, {"Param": ours, "Grad": g, **state}, **attrs)
        ours, state = outs[0], dict(zip(slots, outs[1:]))
        theirs.grad = torch.tensor(g)
        optimizer.step()
        np.testing.assert_allclose(ours, theirs.detach().numpy(), rtol=1e-9, atol=1e-12, err_msg=case)
    assert ours.dtype == np.float64
    if "Step" in state:
        assert state["Step"][0] == 3


RMSPROP_STATE = ["MEANSQUARE", "MOMENT", "MEANGRAD"]


@pytest.mark.parametrize("kind, state, attrs", [
    ("adagrad", ["MOMENT"], {}), ("rmsprop", RMSPROP_STATE, {}),
    ("rmsprop", RMSPROP_STATE, {"centered": True, "momentum": 0.5}), ("adamax", ["MOMENT", "INFNORM", "STEP"], {})])
def test_each_trains_a_tiny_net_through_add_optimizer_ops(kind, state, attrs, batch):
    net = PlainNet(mlp_desc())
    net.add_backward_ops("loss")
    added = net.add_optimizer_ops(kind, 0.05, **attrs)
    assert [net[i].type for i in added] == [kind] * 4
    scope = Scope()
    scope.new_var("x").set(batch[0])
    scope.new_var("label").set(batch[1])
    losses = []
    for _ in range(20):
        net.run(scope)
        losses.append(float(scope.var("loss").value[0]))
    assert losses[-1] < 0.9 * losses[0], losses
    for s in state:
        var = scope.var(f"w1@{s}")
        assert var.label == "optimizer_state"
        assert var.value.shape == ((1,) if s == "STEP" else (6, 5))
    if kind == "adamax":
        assert scope.var("w1@STEP").value[0] == 20


@pytest.mark.parametrize("kind", ["adagrad", "rmsprop", "adamax"])
def test_the_model_front_end_trains_with_the_new_optimizers(kind):
    from paddle import Model
    from paddle.model import append_layer, append_op, backward, data, optimize
    with Model() as m:
        x, y = data("x", [None, 4], model=m), data("y", [None, 1], model=m)
        h = append_layer("fc", {"input": x}, {"size": 8, "act": "tanh"}, model=m)
        pred = append_layer("fc", {"input": h}, {"size": 1}, model=m)
        loss = append_op("mean", {"X": append_op("square_error", {"X": pred, "Y": y}, {}, model=m)}, {}, model=m)
        backward(loss, model=m)
        updates = optimize(kind, learning_rate=0.02, model=m)
        X = np.random.default_rng(0).normal(size=(32, 4)).astype(np.float32)
        first = m.run([loss, *updates], feed={"x": X, "y": X.sum(axis=1, keepdims=True)})[0]
        for _ in range(40):
            m.run(updates)
        assert m.run(loss)[0] < 0.5 * first[0]


def test_optimizer_attributes_are_checked():
    net = PlainNet(mlp_desc())
    net.add_backward_ops("loss")
    with pytest.raises(ConstraintError, match="rmsprop layer's decay parameter should be"):
        net.add_optimizer_ops("rmsprop", 0.1, decay=1.0)
    with pytest.raises(ConstraintError, match="adagrad layer's epsilon parameter should be larger than 0.0"):
        net.add_optimizer_ops("adagrad", 0.1, epsilon=0.0)


def test_a_tiny_epsilon_in_float32_steps_a_zero_gradient_by_zero_not_nan():
    reg = default_registry()
    param, zeros = np.array([[2.0, -3.0]], np.float32), np.zeros((1, 2), np.float32)
    out, _ = reg.function("adagrad").kernel_for("cpu")(param, zeros, zeros, learning_rate=0.1, epsilon=1e-300)
    np.testing.assert_array_equal(out, param)
    out, *_ = reg.function("rmsprop").kernel_for("cpu")(param, zeros, zeros, zeros, zeros, learning_rate=0.1,
                                                         decay=0.9, momentum=0.0, epsilon=1e-300, centered=True)
    np.testing.assert_array_equal(out, param)
    out, *_ = reg.function("adamax").kernel_for("cpu")(param, zeros, zeros, zeros, np.zeros(1, np.float32),
                                                        learning_rate=0.1, beta1=0.9, beta2=0.999, epsilon=1e-300)
    np.testing.assert_array_equal(out, param)
    assert out.dtype == np.float32


# --- initialisers ----------------------------------------------------------------------------

@pytest.mark.parametrize("shape", [[5], [7, 3], [8, 4, 3, 3], [2, 6, 5]])
def test_fans_as_paddle_computes_them(shape):
    """torch's fans for a filter [out, in, *k] are Paddle's; a matrix is [in, out] in Paddle
    (fc's weight), [out, in] in torch; a vector has fan_in = fan_out = its length in Paddle."""
    if len(shape) == 1:
        assert fans(shape) == (shape[0], shape[0])
        return
    torch_shape = shape[::-1] if len(shape) == 2 else shape
    want = torch.nn.init._calculate_fan_in_and_fan_out(torch.empty(torch_shape))
    assert fans(shape) == tuple(want)


def _draw(op, **attrs):
    return run_op(op, {}, **attrs)


@pytest.mark.parametrize("uniform", [True, False])
def test_xavier_and_msra_take_their_fans_from_the_shape(uniform):
    shape = [120, 80, 3, 3]  # fan_in 80 * 9, fan_out 120 * 9
    x = _draw("xavier", shape=shape, uniform=uniform, seed=3, dtype="float64")
    assert x.var() == pytest.approx(2.0 / (80 * 9 + 120 * 9), rel=0.03)
    m = _draw("msra", shape=shape, uniform=uniform, seed=3, dtype="float64", negative_slope=0.5)
    assert m.var() == pytest.approx(2.0 / (1.25 * 80 * 9), rel=0.03)
    if uniform:
        assert np.abs(x).max() <= math.sqrt(6.0 / (80 * 9 + 120 * 9))
    y = _draw("xavier", shape=[300, 200], uniform=uniform, fan_in=10, fan_out=30, seed=1, dtype="float64")
    assert y.var() == pytest.approx(2.0 / 40, rel=0.03)  # the override wins
    k = _draw("msra", shape=[300, 200], uniform=uniform, seed=1, dtype="float64")
    assert k.var() == pytest.approx(2.0 / 300, rel=0.03)  # [in, out]: fan_in is 300


def test_truncated_gaussian_stays_within_two_std_and_repeats_for_a_seed():
    v = _draw("truncated_gaussian_random", shape=[20000], mean=3.0, std=0.5, seed=11, dtype="float64")
    assert v.min() >= 2.0 and v.max() <= 4.0
    assert v.min() < 2.05 and v.max() > 3.95  # reaches its edges
    # the standard normal truncated at +-2 has variance 1 - 4 phi(2) / (Phi(2) - Phi(-2))
    phi2 = math.exp(-2.0) / math.sqrt(2 * math.pi)
    var = 1 - 4 * phi2 / math.erf(2 / math.sqrt(2))
    assert v.var() == pytest.approx(0.25 * var, rel=0.03)
    again = _draw("truncated_gaussian_random", shape=[20000], mean=3.0, std=0.5, seed=11, dtype="float64")
    np.testing.assert_array_equal(v, again)
    assert _draw("truncated_gaussian_random", shape=[2, 3], dtype="float16").dtype == np.float16


@pytest.mark.parametrize("op", ["truncated_gaussian_random", "xavier", "msra"])
def test_the_new_initialisers_draw_floats_only(op):
    with pytest.raises(ConstraintError, match=f"{op} layer's dtype parameter should be one of"):
        _draw(op, shape=[2], dtype="int32")


@pytest.mark.parametrize("op, attrs, name, value, dtype", [
    ("fill_constant", {"value": 1e30}, "value", 1e30, "int32"),
    ("fill_constant", {"value": -1.0}, "value", -1.0, "uint8"),
    ("fill_constant", {"value": 256.0}, "value", 256.0, "uint8"),
    ("fill_constant", {"value": 1e10}, "value", 1e10, "int32"),
    ("fill_constant", {"value": 1e5}, "value", 1e5, "float16"),
    ("fill_constant", {"value": 1e300}, "value", 1e300, "float32"),
    ("uniform_random", {"min": -1e20, "max": 1.0}, "min", -1e20, "int64"),
    ("uniform_random", {"min": -1.0, "max": 1.0}, "min", -1.0, "uint8"),
    ("gaussian_random", {"mean": 0.0, "std": 1e9}, "std", 1e9, "int32"),
    ("gaussian_random", {"mean": 300.0, "std": 1.0}, "mean", 300.0, "uint8"),
    ("truncated_gaussian_random", {"mean": 65000.0, "std": 1000.0}, "std", 1000.0, "float16"),
])
def test_a_value_the_dtype_cannot_hold_is_refused_naming_it(op, attrs, name, value, dtype):
    with pytest.raises(ConstraintError) as caught:
        _draw(op, shape=[2], dtype=dtype, **attrs)
    err = caught.value
    assert (err.layer, err.argument, err.rule, err.value) == (op, name, "fits_dtype", value)
    assert f"dtype {dtype} can hold" in str(err) and str(err).endswith(f"got {value!r}"), str(err)
    assert isinstance(err, ConfigError)


@pytest.mark.parametrize("value, dtype", [(2147483647.0, "int32"), (-2147483648.9, "int32"), (255.5, "uint8"),
                                          (-0.5, "uint8"), (1e30, "bool"), (65504.0, "float16"), (1e30, "float32")])
def test_values_the_dtype_holds_are_kept(value, dtype):
    out = _draw("fill_constant", shape=[2], value=value, dtype=dtype)
    np.testing.assert_array_equal(out, np.full(2, value).astype(dtype))


# --- the oracles catch planted bugs ----------------------------------------------------------

def _untruncated(**a):
    rng = np.random.default_rng(a["seed"])
    return (a["mean"] + a["std"] * rng.standard_normal(size=a["shape"])).astype(a["dtype"])


def _xavier_swapped_variance(k):
    """uniform draws where normal ones are asked for (and the reverse), at the same variance."""
    return lambda **a: k(**{**a, "uniform": not a["uniform"]})


PLANTS = {
    # (*r: the optional LearningRate, passed on as it came)
    "adagrad": lambda k: lambda p, g, m, *r, **a: k(p, g, m * 0.5, *r, **a),  # a decayed accumulator
    "rmsprop": lambda k: lambda p, g, ms, mom, mg, *r, **a: k(p, g, ms, mom, mg, *r,
                                                              **{**a, "centered": not a["centered"]}),
    "adamax": lambda k: lambda p, g, m, u, t, *r, **a: k(p, g, m, u, t + 1, *r, **a),  # an off-by-one bias correction
    "truncated_gaussian_random": lambda k: _untruncated,
    "xavier": _xavier_swapped_variance,
    "msra": lambda k: lambda **a: k(**{**a, "negative_slope": 0.5 + a["negative_slope"]}),
}


@pytest.mark.parametrize("op", sorted(PLANTS))
def test_the_oracle_catches_a_planted_bug(op):
    from paddle.testing import check_oracle
    registry = default_registry().copy()
    meta = registry.function(op)
    registry.replace(meta.replace(kernels={d: PLANTS[op](k) for d, k in meta.kernels.items()}))
    if meta.role == "init":
        inputs, attrs = {}, {"shape": [3], "uniform": True} if op == "xavier" else {"shape": [3]}
    else:
        r = np.random.default_rng(2)
        inputs = {t.name: np.abs(r.normal(size=(1,) if t.name in ("Step", "LearningRate") else (3, 2)))
                  for t in meta.inputs}
        attrs = {"centered": True, "momentum": 0.5} if op == "rmsprop" else {}
    check_oracle(op, inputs, attrs)  # the real kernel agrees...
    with pytest.raises(AssertionError):
        check_oracle(op, inputs, attrs, registry=registry)  # ...the planted one does not
