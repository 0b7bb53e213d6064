"""v2's nce layer (noise-contrastive estimation): its cost is the NCE formula over the layer's own
parameters (two inputs with a weight each, a bias, per-sample weights), the draw of noise classes
is seeded (the same program gives the same costs), and training with it learns a classifier."""
from __future__ import annotations

import numpy as np
import pytest

import paddle.v2 as paddle
from paddle.registry import ConfigError

C, K = 5, 3


def _program(neg_distribution=None, weight=False, seed_data=0):
    rng = np.random.default_rng(seed_data)
    a = paddle.layer.data(name="a", type=paddle.data_type.dense_vector(2))
    b = paddle.layer.data(name="b", type=paddle.data_type.dense_vector(3))
    y = paddle.layer.data(name="y", type=paddle.data_type.integer_value(C))
    w = paddle.layer.data(name="w", type=paddle.data_type.dense_vector(1)) if weight else None
    cost = paddle.layer.nce(input=[a, b], label=y, weight=w, num_neg_samples=K, neg_distribution=neg_distribution,
                            param_attr=[paddle.attr.Param(name="wa"), paddle.attr.Param(name="wb")],
                            bias_attr=paddle.attr.Param(name="bias"))
    params = paddle.parameters.create(cost)
    for n in ("wa", "wb", "bias"):
        params.set(n, rng.normal(size=params.get_shape(n)).astype(np.float32))
    samples = [(rng.normal(size=2).astype(np.float32), rng.normal(size=3).astype(np.float32), int(k),
                [float(s)]) for k, s in zip(rng.integers(0, C, 4), rng.uniform(0.5, 2.0, 4))]
    return cost, params, samples


def test_nce_cost_is_the_formula_over_its_parameters():
    # all the noise weight on class 4 (the others a chance of 1e-30 each): every noise class drawn is 4
    dist = [1e-30] * (C - 1) + [1.0]
    with paddle.Tape():
        cost, params, samples = _program(dist, weight=True)
        got = np.asarray(paddle.infer(output_layer=cost, parameters=params, input=samples,
                                      feeding={"a": 0, "b": 1, "y": 2, "w": 3})).reshape(-1)
    wa, wb, bias = params.get("wa"), params.get("wb"), params.get("bias")
    want = []
    for xa, xb, k, (s,) in samples:
        def score(c, xa=xa, xb=xb):
            return 1 / (1 + np.exp(-(xa @ wa[c] + xb @ wb[c] + bias[c])))
        noise = K * 1.0  # b = K q(4), q(4) = 1 to float precision
        data_prob = score(k) / (score(k) + K * (dist[k] / sum(dist)))
        noise_prob = noise / (score(4) + noise)
        want.append(s * (-np.log(data_prob) - K * np.log(noise_prob)))
    np.testing.assert_allclose(got, want, rtol=1e-4)


def test_nce_draw_is_seeded():
    def costs():
        with paddle.Tape():
            cost, params, samples = _program()
            return np.asarray(paddle.infer(output_layer=cost, parameters=params, input=[s[:3] for s in samples]))
    first, again = costs(), costs()
    np.testing.assert_array_equal(first, again)


def test_nce_learns_to_classify():
    rng = np.random.default_rng(3)
    centers = rng.normal(scale=3.0, size=(C, 4))
    labels = rng.integers(0, C, size=300)
    data = [((centers[k] + rng.normal(size=4)).astype(np.float32), int(k)) for k in labels]
    with paddle.Tape():
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(4))
        y = paddle.layer.data(name="y", type=paddle.data_type.integer_value(C))
        cost = paddle.layer.nce(input=x, label=y, num_neg_samples=8, param_attr=paddle.attr.Param(name="w"),
                                bias_attr=paddle.attr.Param(name="b"))
        params = paddle.parameters.create(cost)
        trainer = paddle.trainer.SGD(cost=cost, parameters=params,
                                     update_equation=paddle.optimizer.Adam(learning_rate=0.05))
        trainer.train(reader=paddle.batch(lambda: iter(data), 30), num_passes=20, feeding={"x": 0, "y": 1})
    scores = np.stack([x for x, _ in data[:100]]) @ params.get("w").T + params.get("b")
    accuracy = np.mean(scores.argmax(axis=1) == np.array([k for _, k in data[:100]]))
    assert accuracy > 0.7, accuracy  # chance: 1 / 5; a least-squares linear classifier gets 0.88 here


@pytest.mark.parametrize(("kwargs", "argument"), [
    ({"act": paddle.activation.Tanh()}, "act"),
    ({"neg_distribution": [0.5, 0.5]}, "neg_distribution"),
    ({"num_neg_samples": 0}, "num_neg_samples"),
])
def test_nce_refuses_what_it_cannot_do_in_the_users_words(kwargs, argument):
    with paddle.Tape():
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(4))
        y = paddle.layer.data(name="y", type=paddle.data_type.integer_value(C))
        with pytest.raises(ConfigError) as err:
            paddle.layer.nce(input=x, label=y, **kwargs)
    assert err.value.argument == argument and "nce layer" in str(err.value)
