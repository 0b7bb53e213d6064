"""Optimizers as ops: their math, their state in the scope, and add_optimizer_ops."""
import numpy as np
import pytest

from paddle import PlainNet, Scope
from paddle.errors import BackwardError
from paddle.registry import ConfigError, ConstraintError

from .helpers import mlp_desc
from .helpers import run_op


rng = np.random.default_rng(0)
P, G = rng.normal(size=(3, 2)), rng.normal(size=(3, 2))


def test_sgd():
    np.testing.assert_allclose(run_op("sgd", {"Param": P, "Grad": G}, learning_rate=0.1), P - 0.1 * G)


@pytest.mark.parametrize("nesterov", [False, True])
def test_momentum(nesterov):
    v = rng.normal(size=P.shape)
    p, v2 = run_op("momentum", {"Param": P, "Grad": G, "Velocity": v}, learning_rate=0.1, momentum=0.9,
                   use_nesterov=nesterov)
    want_v = 0.9 * v + G
    np.testing.assert_allclose(v2, want_v)
    np.testing.assert_allclose(p, P - 0.1 * (G + 0.9 * want_v if nesterov else want_v))


def test_adam_matches_the_paper():
    p, m1, m2, t = P.copy(), np.zeros_like(P), np.zeros_like(P), np.zeros(1)
    ref_p, ref_m, ref_v = P.copy(), np.zeros_like(P), np.zeros_like(P)
    for step in range(1, 4):
        p, m1, m2, t = run_op("adam", {"Param": p, "Grad": G, "Moment1": m1, "Moment2": m2, "Step": t},
                              learning_rate=0.01)
        ref_m = 0.9 * ref_m + 0.1 * G
        ref_v = 0.999 * ref_v + 0.001 * G * G
        mhat, vhat = ref_m / (1 - 0.9 ** step), ref_v / (1 - 0.999 ** step)
        ref_p = ref_p - 0.01 * mhat / (np.sqrt(vhat) + 1e-8)
    assert t[0] == 3
    np.testing.assert_allclose(p, ref_p, rtol=1e-6, atol=1e-9)


@pytest.mark.parametrize("kind,state", [("sgd", []), ("momentum", ["VELOCITY"]),
                                        ("adam", ["MOMENT1", "MOMENT2", "STEP"])])
def test_state_lives_in_the_scope(kind, state, batch):
    net = PlainNet(mlp_desc())
    net.add_backward_ops("loss")
    added = net.add_optimizer_ops(kind, learning_rate=0.05)
    assert [net[i].type for i in added] == [kind] * 4  # one per parameter
    scope = Scope()
    scope.new_var("x").set(batch[0])
    scope.new_var("label").set(batch[1])
    losses = []
    for _ in range(15):
        net.run(scope)
        losses.append(scope.var("loss").value[0])
    assert losses[-1] < losses[0]
    for s in state:
        var = scope.var(f"w1@{s}")
        assert var.label == "optimizer_state"
        assert var.value.shape == ((1,) if s == "STEP" else (6, 5))
    if kind == "adam":
        assert scope.var("w1@STEP").value[0] == 15


def test_optimizer_errors():
    net = PlainNet(mlp_desc())
    with pytest.raises(BackwardError, match="call add_backward_ops"):
        net.add_optimizer_ops("sgd", 0.1)
    net.add_backward_ops("loss")
    with pytest.raises(ConfigError, match="'mul' is not an optimizer; optimizers: "
                       "\\['adagrad', 'adam', 'adamax', 'momentum', 'rmsprop', 'sgd'\\]"):
        net.add_optimizer_ops("mul", 0.1)
    with pytest.raises(ConstraintError, match="sgd layer's learning_rate parameter should be larger than 0.0, got -1"):
        net.add_optimizer_ops("sgd", -1)
    with pytest.raises(ConstraintError, match="momentum layer's momentum parameter should be"):
        net.add_optimizer_ops("momentum", 0.1, momentum=1.5)


def test_adam_with_a_tiny_epsilon_leaves_a_parameter_with_zero_moments_unchanged():
    """epsilon is valid down to the smallest positive float; in float32 arithmetic it would
    vanish and a zero gradient on zero moments would step by 0 / 0 = NaN."""
    from paddle.registry import default_registry
    adam = default_registry().function("adam").kernel_for("cpu")
    param = np.array([[2.0, -3.0]], np.float32)
    zeros = np.zeros_like(param)
    out, m1, m2, step = adam(param, zeros, zeros, zeros, np.zeros(1, np.float32), learning_rate=0.01,
                             beta1=0.9, beta2=0.999, epsilon=1e-300)
    np.testing.assert_array_equal(out, param)
    assert out.dtype == np.float32
