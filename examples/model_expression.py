"""Seed 003's style: a Model holds the nets, scopes, init net and parameters; model methods are
global functions taking `model=None`; an Expression runs the sub-net it needs.

    python examples/model_expression.py
"""
from __future__ import annotations

import numpy as np

import paddle
from paddle.generated import layers
from paddle.model_methods import backward, data, optimize


def main(steps: int = 200) -> float:
    rng = np.random.default_rng(0)
    xs = rng.normal(size=(256, 3)).astype(np.float32)
    ys = (xs @ np.array([[2.0], [-1.0], [0.5]], np.float32) + 0.3).astype(np.float32)

    model = paddle.Model(seed=0)
    with model:  # model methods add to `model` (the global default model otherwise)
        x, y = data("x", [None, 3]), data("y", [None, 1])
        prediction = layers.fc(x, size=1, name="prediction")
        loss = layers.mean(layers.square_error(prediction, y), name="loss")
        backward(loss)
        updates = optimize("sgd", learning_rate=0.05)
    for _ in range(steps):
        model.run(train=updates, feed={"x": xs, "y": ys})  # forward, backward, update
    final = float(model.run(loss, feed={"x": xs, "y": ys})[0])  # the forward sub-net only
    print(f"loss after {steps} steps: {final:.6f}; prediction is {prediction!r}")
    return final


if __name__ == "__main__":
    main()
