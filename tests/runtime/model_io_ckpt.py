"""A v2 training run that checkpoints (run as a script by test_model_io, and imported by it).

    python model_io_ckpt.py CHECKPOINT_DIR EVERY KEEP PASSES HIDDEN
"""
from __future__ import annotations

import sys

import numpy as np

import paddle.v2 as paddle


def data(n: int = 64, dim: int = 32) -> list[tuple[np.ndarray, int]]:
    rng = np.random.default_rng(0)
    xs = rng.normal(size=(n, dim)).astype(np.float32)
    ys = (xs[:, 0] > 0).astype(np.int64) + (xs[:, 1] > 0.5).astype(np.int64)
    return [(xs[i], int(ys[i])) for i in range(n)]


def run(checkpoint_dir: str | None, every: int | None, keep: int = 3, resume: bool = False, num_passes: int = 3,
        hidden: int = 64, stop_at: int | None = None) -> dict[str, np.ndarray]:
    """Train; `stop_at`: raise after that many iterations (a crash). Returns the parameters."""
    samples = data()
    with paddle.Tape():
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(32))
        h = paddle.layer.fc(input=x, size=hidden, act=paddle.activation.Relu())
        pred = paddle.layer.fc(input=h, size=3, act=paddle.activation.Softmax())
        label = paddle.layer.data(name="label", type=paddle.data_type.integer_value(3))
        cost = paddle.layer.classification_cost(input=pred, label=label)
        params = paddle.parameters.create(cost)
        trainer = paddle.trainer.SGD(cost=cost, parameters=params,
                                     update_equation=paddle.optimizer.Adam(learning_rate=1e-2))
        reader = paddle.batch(paddle.reader.shuffle(lambda: iter(samples), buf_size=20, seed=7), 8)
        seen = [0]

        def handler(event: object) -> None:
            if isinstance(event, paddle.event.EndIteration):
                seen[0] += 1
                if stop_at is not None and seen[0] >= stop_at:
                    raise KeyboardInterrupt("crash")

        trainer.train(reader, num_passes=num_passes, event_handler=handler, checkpoint_dir=checkpoint_dir,
                      checkpoint_every=every, keep=keep, resume=resume)
        return params.to_dict()


if __name__ == "__main__":
    args = sys.argv[1:]
    run(args[0], int(args[1]), int(args[2]), num_passes=int(args[3]), hidden=int(args[4]))
