"""v2's cost layers with v2's signatures (paddle/v2/layers_cost.py): the per-sample costs against
numpy written apart, `coeff` and `weight=`, the aliases, a gradient check per composed formula,
and a network trained with one."""
from __future__ import annotations

import numpy as np
import pytest

import paddle.v2 as paddle
from paddle.registry import ConfigError

from .v2_layers_helpers import check_gradient, dense, integer, run

RNG = np.random.default_rng(3)
X = RNG.normal(size=(5, 4)).astype(np.float32)
Y = RNG.normal(size=(5, 4)).astype(np.float32)
W = RNG.uniform(0.5, 2.0, size=(5, 1)).astype(np.float32)


def _pair_cost(cost, **kwargs):
    return run(lambda: cost(input=dense("x", 4), label=dense("y", 4), **kwargs), {"x": X, "y": Y})[0]


@pytest.mark.parametrize("cost", ["square_error_cost", "mse_cost", "regression_cost"])
def test_square_error_cost_and_its_aliases_with_weight_and_coeff(cost):
    layer = getattr(paddle.layer, cost)
    got = run(lambda: layer(input=dense("x", 4), label=dense("y", 4), weight=dense("w", 1), coeff=0.5),
              {"x": X, "y": Y, "w": W})[0]
    np.testing.assert_allclose(got, 0.5 * W * ((X - Y) ** 2).sum(axis=1, keepdims=True), rtol=1e-5)


def test_cross_entropy_cost_with_coeff_and_weight():
    p = RNG.dirichlet(np.ones(4), size=5).astype(np.float32)
    label = RNG.integers(0, 4, size=(5, 1))
    got = run(lambda: paddle.layer.cross_entropy_cost(input=dense("p", 4), label=integer("l", 4), coeff=2.0,
                                                      weight=dense("w", 1)), {"p": p, "l": label, "w": W})[0]
    np.testing.assert_allclose(got, -2.0 * W * np.log(np.take_along_axis(p, label, axis=1)), rtol=1e-5)


def test_cross_entropy_with_selfnorm_cost():
    q = RNG.uniform(0.1, 2.0, size=(5, 4)).astype(np.float32)
    label = RNG.integers(0, 4, size=(5, 1))
    got = run(lambda: paddle.layer.cross_entropy_with_selfnorm_cost(input=dense("q", 4), label=integer("l", 4),
                                                                    softmax_selfnorm_alpha=0.3),
              {"q": q, "l": label})[0]
    z = q.sum(axis=1, keepdims=True)
    want = -np.log(np.take_along_axis(q, label, axis=1) / z) + 0.3 * np.log(z) ** 2
    np.testing.assert_allclose(got, want, rtol=1e-5)


def test_multi_binary_label_cross_entropy_cost():
    p = RNG.uniform(0.05, 0.95, size=(5, 4)).astype(np.float32)
    y = (RNG.uniform(size=(5, 4)) > 0.5).astype(np.float32)
    got = run(lambda: paddle.layer.multi_binary_label_cross_entropy_cost(input=dense("p", 4), label=dense("y", 4)),
              {"p": p, "y": y})[0]
    want = -(y * np.log(p) + (1 - y) * np.log(1 - p)).sum(axis=1, keepdims=True)
    np.testing.assert_allclose(got, want, rtol=1e-5)


def test_sum_cost_and_smooth_l1_and_huber_regression():
    np.testing.assert_allclose(run(lambda: paddle.layer.sum_cost(input=dense("x", 4)), {"x": X})[0],
                               X.sum(axis=1, keepdims=True), rtol=1e-5)
    r = np.abs(X - Y)
    smooth = np.where(r < 1, 0.5 * r ** 2, r - 0.5).sum(axis=1, keepdims=True)
    np.testing.assert_allclose(_pair_cost(paddle.layer.smooth_l1_cost), smooth, rtol=1e-5)
    huber = np.where(r <= 0.7, 0.5 * r ** 2, 0.7 * (r - 0.35)).sum(axis=1, keepdims=True)
    np.testing.assert_allclose(_pair_cost(paddle.layer.huber_regression_cost, delta=0.7), huber, rtol=1e-5)
    with paddle.Tape(), pytest.raises(ConfigError, match="delta"):
        paddle.layer.huber_regression_cost(input=dense("x", 4), label=dense("y", 4), delta=0)


def test_rank_cost_is_ranknets():
    left, right = X[:, :1], Y[:, :1]
    label = np.array([[1.0], [0.0], [0.5], [1.0], [0.0]], np.float32)
    got = run(lambda: paddle.layer.rank_cost(left=dense("a", 1), right=dense("b", 1), label=dense("l", 1),
                                             weight=dense("w", 1)),
              {"a": left, "b": right, "l": label, "w": W})[0]
    o = (left - right).astype(np.float64)
    np.testing.assert_allclose(got, W * (-label * o + np.log1p(np.exp(o))), rtol=1e-5)


def test_huber_classification_cost_on_each_branch():
    scores = np.array([[-3.0], [-0.5], [0.2], [2.0], [0.9], [-1.5]], np.float32)
    label = np.array([[1], [1], [0], [1], [0], [0]])
    got = run(lambda: paddle.layer.huber_classification_cost(input=dense("s", 1), label=integer("l", 2)),
              {"s": scores, "l": label})[0]
    a = (2 * label - 1) * scores
    want = np.where(a < -1, -4 * a, np.where(a < 1, (1 - a) ** 2, 0.0))
    np.testing.assert_allclose(got, want, rtol=1e-5)


@pytest.mark.parametrize("cost", ["rank_cost", "huber_classification_cost", "multi_binary_label_cross_entropy_cost"])
def test_cost_gradients(cost):
    x = RNG.normal(size=(4, 3)).astype(np.float32)

    def make():
        h = paddle.layer.fc(input=dense("x", 3), size=2, act=paddle.activation.Sigmoid(), name="h")
        if cost == "rank_cost":
            one = paddle.layer.fc(input=h, size=1, act=paddle.activation.Linear(), name="s")
            return paddle.layer.rank_cost(left=one, right=paddle.layer.slope_intercept(input=one, slope=0.3),
                                          label=dense("l", 1))
        if cost == "huber_classification_cost":
            one = paddle.layer.fc(input=h, size=1, act=paddle.activation.Linear(), name="s")
            return paddle.layer.huber_classification_cost(input=one, label=integer("c", 2))
        return paddle.layer.multi_binary_label_cross_entropy_cost(input=h, label=dense("y", 2))
    feed = {"x": x, "l": np.array([[1.0], [0.0], [0.5], [1.0]], np.float32), "c": np.array([[1], [0], [1], [0]]),
            "y": np.array([[1, 0], [0, 1], [1, 1], [0, 0]], np.float32)}
    check_gradient(make, {k: v for k, v in feed.items() if k in _reads(cost)}, "h.w")


def _reads(cost):
    return {"rank_cost": {"x", "l"}, "huber_classification_cost": {"x", "c"},
            "multi_binary_label_cross_entropy_cost": {"x", "y"}}[cost]


def test_a_regression_trains_on_a_weighted_mse_cost():
    x = RNG.normal(size=(64, 3)).astype(np.float32)
    y = x @ np.array([[1.0], [-2.0], [0.5]], np.float32) + 0.3
    with paddle.Tape():
        pred = paddle.layer.fc(input=dense("x", 3), size=1, act=paddle.activation.Linear())
        cost = paddle.layer.mse_cost(input=pred, label=dense("y", 1), weight=dense("w", 1))
        params = paddle.parameters.create(cost)
        trainer = paddle.trainer.SGD(cost=cost, parameters=params,
                                     update_equation=paddle.optimizer.Momentum(learning_rate=0.05, momentum=0))
        costs = []

        def handler(event):
            if isinstance(event, paddle.event.EndPass):
                costs.append(trainer.test(reader=paddle.batch(lambda: iter(zip(x, y, np.ones_like(y))), 64),
                                          feeding={"x": 0, "y": 1, "w": 2}).cost)
        trainer.train(reader=paddle.batch(lambda: iter(zip(x, y, np.ones_like(y))), 16), num_passes=5,
                      event_handler=handler, feeding={"x": 0, "y": 1, "w": 2})
    assert costs[-1] < 0.05 * costs[0]
