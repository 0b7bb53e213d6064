"""The README's training loop through Model.run against the same step through Net.run
(784-200-10 MLP, batch 128, sigmoid, softmax + cross-entropy, SGD), and a batch-1 step
through Net.run against PyTorch (when torch is installed).

    python bench/model_run.py
"""
from __future__ import annotations

import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(__file__))
import _threads  # noqa: E402,F401  (before numpy: sets the BLAS thread count)
import mlp_step  # noqa: E402
from _timing import compare, per_call  # noqa: E402

from paddle import Model  # noqa: E402
from paddle.generated import layers  # noqa: E402
from paddle.model import backward, data, optimize  # noqa: E402

D_IN, HIDDEN, CLASSES, LR = mlp_step.D_IN, mlp_step.HIDDEN, mlp_step.CLASSES, mlp_step.LR


def model_step() -> tuple[callable, callable]:
    """One step of the README's loop: `model.run(loss, feed=..., train=updates)`."""
    with Model() as model:
        x = data("x", [None, D_IN])
        label = data("label", [None, 1], dtype="int64")
        hidden = layers.fc(x, size=HIDDEN, act="sigmoid")
        prob = layers.fc(hidden, size=CLASSES, act="softmax")
        loss = layers.mean(layers.cross_entropy(prob, label))
        backward(loss)
        updates = optimize("sgd", learning_rate=LR)
    xs, ys = mlp_step.data()
    feed = {"x": xs, "label": ys}
    model.run(loss, feed=feed, train=updates)
    return (lambda: model.run(loss, feed=feed, train=updates)), (lambda: model.run(loss))


def net_step() -> callable:
    """The same step through Net.run, the data fed once (bench/mlp_step.py): the bare loop."""
    step, _ = mlp_step.paddle_step()
    return step


def batch_one() -> None:
    mlp_step.BATCH = 1
    step, _ = mlp_step.paddle_step()
    theirs = mlp_step.torch_step()
    if theirs is None:
        print(f"batch 1   Net.run : {per_call(step, calls=200) * 1e6:8.1f} us/step; PyTorch not installed")
        return
    ours, torch_s = compare(step, theirs[0], calls=200)
    print(f"batch 1   Net.run : {ours * 1e6:8.1f} us/step")
    print(f"batch 1   PyTorch : {torch_s * 1e6:8.1f} us/step")
    print(f"batch 1   ratio   : {ours / torch_s:8.2f}x PyTorch's time (target <= 0.6)")


def main(rounds: int = 9) -> None:
    model_run, _ = model_step()
    net_run = net_step()
    # the machine is shared: many short interleaved rounds, each side first in turn; the
    # median of the per-round ratios is robust to a burst of load hitting one side
    ratios, ours, base = [], [], []
    for i in range(rounds):
        pair = compare(model_run, net_run, calls=30) if i % 2 == 0 else compare(net_run, model_run, calls=30)[::-1]
        ours.append(pair[0])
        base.append(pair[1])
        ratios.append(pair[0] / pair[1])
    print(f"model_run Model.run(loss, feed=, train=updates): {statistics.median(ours) * 1e3:8.3f} ms/step")
    print(f"model_run Net.run                              : {statistics.median(base) * 1e3:8.3f} ms/step")
    print(f"model_run ratio: {statistics.median(ratios):6.3f}x Net.run's time, median of {rounds} interleaved rounds "
          f"(range {min(ratios):.3f}-{max(ratios):.3f}; target <= 1.10)")
    batch_one()


if __name__ == "__main__":
    main()
