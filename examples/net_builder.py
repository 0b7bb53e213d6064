"""Seed 004's style: build a net op by op with a NetBuilder, add its backward and optimizer ops,
run it, and rebuild it from its JSON description (`Net.create`).

    python examples/net_builder.py
"""
from __future__ import annotations

import numpy as np

import paddle
from paddle import NetBuilder


def main(steps: int = 100) -> float:
    b = NetBuilder()
    image, label = b.data("image", [None, 4]), b.data("label", [None, 1], "int64")
    hidden = b.add_op("fc", image, size=8, act="sigmoid")
    prediction = b.add_op("fc", hidden, size=2, act="softmax")
    avg_loss = b.add_op("mean", b.add_op("cross_entropy", [prediction, label]))
    b.backward_from(avg_loss)
    b.add_optimization(0.05, "adam")
    xs, ys = np.eye(4, dtype=np.float32), np.array([[0], [1], [0], [1]])
    b.run(feed={"image": xs, "label": ys})
    for _ in range(steps):
        b.run()
    net = paddle.Net.create(paddle.NetDesc.from_json(b.net.to_json()))  # validated through the registry
    print(f"loss {float(avg_loss.value[0]):.5f} after {steps + 1} steps; the net has {len(b.net.ops)} ops and "
          f"rebuilds from JSON as a {type(net).__name__} of {len(net.ops)}")
    return float(avg_loss.value[0])


if __name__ == "__main__":
    main()
