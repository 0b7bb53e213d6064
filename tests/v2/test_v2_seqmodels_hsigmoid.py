"""v2's hsigmoid layer: its classes' probabilities form a distribution (they sum to 1 for every
input, as a hierarchical softmax's must), and it learns a classification a linear softmax can."""
from __future__ import annotations

import numpy as np

import paddle.v2 as paddle

C, D = 7, 4  # an incomplete tree: 7 leaves


def test_hsigmoid_probabilities_of_all_classes_sum_to_one() -> None:
    rng = np.random.default_rng(0)
    xs = rng.normal(size=(3, D)).astype(np.float32)
    with paddle.Tape():
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(D))
        y = paddle.layer.data(name="y", type=paddle.data_type.integer_value(C))
        cost = paddle.layer.hsigmoid(input=x, label=y)
        params = paddle.parameters.create(cost)
        for n in params.names():
            params.set(n, rng.normal(size=params.get_shape(n)))
        costs = np.asarray(paddle.infer(output_layer=cost, parameters=params,
                                        input=[(row, k) for row in xs for k in range(C)])).reshape(3, C)
    np.testing.assert_allclose(np.exp(-costs).sum(axis=1), 1.0, rtol=1e-5)


def test_hsigmoid_learns_to_classify() -> None:
    rng = np.random.default_rng(1)
    centers = rng.normal(scale=3.0, size=(C, D))
    labels = rng.integers(0, C, size=300)
    data = [((centers[k] + rng.normal(size=D)).astype(np.float32), int(k)) for k in labels]
    with paddle.Tape():
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(D))
        y = paddle.layer.data(name="y", type=paddle.data_type.integer_value(C))
        cost = paddle.layer.hsigmoid(input=x, label=y, num_classes=C)
        params = paddle.parameters.create(cost)
        trainer = paddle.trainer.SGD(cost=cost, parameters=params,
                                     update_equation=paddle.optimizer.Adam(learning_rate=0.05))
        trainer.train(reader=paddle.batch(lambda: iter(data), 30), num_passes=15, feeding={"x": 0, "y": 1})
        test = data[:100]
        costs = np.asarray(paddle.infer(output_layer=cost, parameters=params,
                                        input=[(row, k) for row, _ in test for k in range(C)])).reshape(-1, C)
    accuracy = np.mean(costs.argmin(axis=1) == np.array([k for _, k in test]))
    assert accuracy > 0.8, accuracy  # chance: 1 / 7
