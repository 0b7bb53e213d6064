"""The conditional net (paddle.nets.if_else): rows routed by a condition through one of two branches,
merged back; its gradient (rows routed back); the JSON round trip; malformed nets refused."""
from __future__ import annotations

import doctest
import json
from typing import Any

import numpy as np
import pytest

import paddle
import paddle.nets.if_else
from paddle import Model, Net, NetDesc, Scope
from paddle.errors import NetDescError
from paddle.nets.if_else import if_else
from paddle.registry import ConfigError
from .helpers import numeric_gradient

COND = np.array([[1], [0], [0], [1], [1]], dtype=bool)


def build(seed: int = 0) -> tuple[Model, Any, Any, dict[str, Any]]:
    """y = if c: tanh(fc_a(x)) else: fc_b(x) * 2; loss = mean(square_error(fc(y), t))."""
    rng = np.random.default_rng(seed)
    m = Model(dtype="float64", seed=seed)
    with m:
        x = paddle.layer.data("x", [None, 3])
        c = paddle.layer.data("c", [None, 1], dtype="bool")
        t = paddle.layer.data("t", [None, 2])
        y = if_else(c, x, lambda v: paddle.layer.fc(v, size=4, act="tanh"),
                    lambda v: paddle.layer.scale(paddle.layer.fc(v, size=4), scale=2.0), name="branchy")
        out = paddle.layer.fc(y, size=2)
        loss = paddle.layer.mean(paddle.layer.square_error(out, t))
    feed = {"x": rng.normal(size=(5, 3)), "c": COND, "t": rng.normal(size=(5, 2))}
    return m, y, loss, feed


def test_rows_go_through_their_branch() -> None:
    m, y, _, feed = build()
    got = m.run(y, feed=feed)
    p = {n: m.root_scope().var(n).numpy() for n in m.param_names}
    a, b = sorted({n.split(".")[0] for n in p}, key=lambda s: int(s.split("_")[-1]))[:2]
    x = feed["x"]
    true = np.tanh(x @ p[f"{a}.w"] + p[f"{a}.b"])
    false = 2 * (x @ p[f"{b}.w"] + p[f"{b}.b"])
    np.testing.assert_allclose(got, np.where(COND, true, false), rtol=1e-12)


def test_one_branch_empty() -> None:
    m, y, _, feed = build()
    got = m.run(y, feed={**feed, "c": np.ones((5, 1), bool)})
    assert got.shape == (5, 4) and np.all(np.abs(got) <= 1)  # all tanh


@pytest.mark.parametrize("cond", [COND, np.ones((5, 1), bool), np.zeros((5, 1), bool)])
def test_gradient_routes_rows_back(cond: np.ndarray) -> None:
    m, _, loss, feed = build()
    feed = {**feed, "c": cond}
    wrt = list(m.param_names) + ["x"]
    grads = _numeric_gradients_match(m, loss, feed, wrt)
    assert set(grads) == set(wrt)


def test_training_through_if_else_reduces_the_loss() -> None:
    m, _, loss, feed = build()
    with m:
        paddle.model.backward(loss)
        train = paddle.model.optimize("sgd", 0.1)
    before = float(m.run(loss, feed=feed)[0])
    for _ in range(100):
        m.run(train=train, feed=feed)
    assert float(m.run(loss, feed=feed)[0]) < before / 2


def test_json_round_trip_computes_identical_results() -> None:
    m, y, loss, feed = build()
    grads = m.root_net().add_backward_ops(loss.name, list(m.param_names) + ["x"])
    m.run(feed=feed)
    text = m.root_net().to_json()
    assert {"if_else", "if_else_grad"} <= {op["type"] for op in json.loads(text)["ops"]}
    desc = NetDesc.from_json(text)
    assert NetDesc.from_json(desc.to_json()).to_json() == desc.to_json()
    net = Net.create(desc)
    scope = Scope()
    for p in m.param_names:
        scope.new_var(p, "parameter").set(m.root_scope().var(p).numpy().copy())
    for k, v in feed.items():
        scope.new_var(k, "input").set(v)
    net.run(scope)
    for name in [y.name, loss.name, *grads.values()]:
        np.testing.assert_array_equal(scope.var(name).numpy(), m.root_scope().var(name).numpy(), err_msg=name)


def _if_else_desc(**attrs: Any) -> dict[str, Any]:
    def branch(op: str) -> dict[str, Any]:
        return {"ops": [{"type": op, "inputs": {"X": ["x"]}, "outputs": {"Out": ["y"]}}]}
    return {"kind": "if_else", "attrs": {"cond": "c", "inputs": ["x"], "params": [],
                                         "outputs": [{"outer": "out", "true": "y", "false": "y"}],
                                         "true": branch("tanh"), "false": branch("sigmoid"), **attrs}}


def test_an_if_else_net_runs_alone() -> None:
    net = Net.create(NetDesc.from_dict(_if_else_desc()))
    scope = Scope()
    x = np.linspace(-1, 1, 8).reshape(4, 2)
    scope.new_var("x").set(x)
    scope.new_var("c").set(np.array([1, 0, 1, 0], np.int64))
    net.run(scope)
    expected = np.where(np.array([1, 0, 1, 0])[:, None] != 0, np.tanh(x), 1 / (1 + np.exp(-x)))
    np.testing.assert_allclose(scope.var("out").numpy(), expected)


@pytest.mark.parametrize("attrs, rule", [
    ({"outputs": [{"outer": "out", "true": "y", "false": "nope"}]}, "no_output"),
    ({"outputs": []}, "must_set"),
    ({"inputs": []}, "format"),
    ({"true": {"ops": [{"type": "tanh", "inputs": {"X": ["w"]}, "outputs": {"Out": ["y"]}}]}}, "dataflow"),
    ({"cond": 3}, "format"),
    ({"else": {}}, "unknown_key"),
])
def test_malformed_if_else_nets_are_refused_at_load(attrs: dict[str, Any], rule: str) -> None:
    with pytest.raises(NetDescError) as err:
        NetDesc.from_dict(_if_else_desc(**attrs))
    assert err.value.rule == rule, err.value


def test_branches_of_different_widths_are_a_config_error() -> None:
    with Model():
        x = paddle.layer.data("x", [None, 3])
        c = paddle.layer.data("c", [None, 1], dtype="bool")
        with pytest.raises(ConfigError, match=r"if_else: output 'ie' is \[None, 4\] float32 in the true branch"):
            if_else(c, x, lambda v: paddle.layer.fc(v, size=4), lambda v: paddle.layer.fc(v, size=5), name="ie")


def test_docstring_examples() -> None:
    assert doctest.testmod(paddle.nets.if_else, optionflags=doctest.ELLIPSIS).failed == 0


def _numeric_gradients_match(m: Model, loss: Any, feed: dict[str, Any], wrt: list[str]) -> dict[str, str]:
    """Backward from `loss` for `wrt`, each gradient checked against central differences; the
    gradient variables' names."""
    grads = m.root_net().add_backward_ops(loss.name, wrt)
    m.run(feed=feed)
    scope = m.root_scope()
    analytic = {n: scope.var(g).numpy().copy() for n, g in grads.items()}
    for name in wrt:
        np.testing.assert_allclose(analytic[name], numeric_gradient(m, loss, feed, name), rtol=1e-4, atol=1e-7,
                                   err_msg=name)
    return grads


def test_a_parameter_read_by_both_branches_gets_both_gradients() -> None:
    """w is made outside and multiplied in both branches: its gradient sums the branches'."""
    from paddle.model import parameter
    rng = np.random.default_rng(3)
    m = Model(dtype="float64", seed=3)
    with m:
        x = paddle.layer.data("x", [None, 3])
        c = paddle.layer.data("c", [None, 1], dtype="bool")
        t = paddle.layer.data("t", [None, 4])
        w = parameter("w_shared", [3, 4])
        y = if_else(c, x, lambda v: paddle.layer.tanh(paddle.layer.mul(v, w)),
                    lambda v: paddle.layer.scale(paddle.layer.mul(v, w), scale=-3.0))
        loss = paddle.layer.mean(paddle.layer.square_error(y, t))
    feed = {"x": rng.normal(size=(5, 3)), "c": COND, "t": rng.normal(size=(5, 4))}
    _numeric_gradients_match(m, loss, feed, ["w_shared", "x"])


def test_a_layer_read_whole_by_both_branches_gets_both_gradients() -> None:
    """z has one row (not one per sample), so both branches read it whole; its gradient sums theirs."""
    rng = np.random.default_rng(4)
    m = Model(dtype="float64", seed=4)
    with m:
        x = paddle.layer.data("x", [None, 4])
        z = paddle.layer.data("z", [1, 4])
        c = paddle.layer.data("c", [None, 1], dtype="bool")
        y = if_else(c, x, lambda v: paddle.layer.tanh(paddle.layer.add(v, z)),
                    lambda v: paddle.layer.elementwise_mul(v, z))
        loss = paddle.layer.mean(paddle.layer.square(y))
    feed = {"x": rng.normal(size=(5, 4)), "z": rng.normal(size=(1, 4)), "c": COND}
    _numeric_gradients_match(m, loss, feed, ["z", "x"])
