"""A training loop that fails on purpose (run by mpirun with 2 ranks):

    failures.py raise      rank 1 raises at step 3; rank 0 would wait in the next allreduce
    failures.py timeout    rank 1 sleeps at step 3 past PADDLE_COLLECTIVE_TIMEOUT
    failures.py mismatch   rank 1 builds a hidden layer of another size
    failures.py reader     each rank shuffles with a seed of its own (v2's trainer)
"""
import sys
import time

import numpy as np

import paddle.distributed as dist
from paddle.builder import NetBuilder

mode = sys.argv[1]
rank = dist.rank()
if mode == "reader":
    import paddle.v2 as paddle
    x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(2))
    cost = paddle.layer.mse(input=paddle.layer.fc(input=x, size=1),
                            label=paddle.layer.data(name="y", type=paddle.data_type.dense_vector(1)))
    trainer = paddle.trainer.SGD(cost=cost, parameters=paddle.parameters.create(cost),
                                 update_equation=paddle.optimizer.Momentum(learning_rate=0.01))
    samples = [([float(i), 1.0], [float(i)]) for i in range(16)]
    trainer.train(paddle.batch(paddle.reader.shuffle(lambda: iter(samples), 16, seed=rank), 8))
b = NetBuilder(seed=1)
x, y = b.data("x", [None, 6]), b.data("label", [None, 1], "int64")
hidden = b.add_op("fc", x, size=17 if mode == "mismatch" and rank == 1 else 16, act="tanh")
loss = b.add_op("mean", b.add_op("cross_entropy", [b.add_op("fc", hidden, size=3, act="softmax"), y]))
b.backward_from(loss)
b.add_optimization(0.1, "sgd")
rng = np.random.default_rng(rank)
for step in range(1000):
    if step == 3 and rank == 1:
        if mode == "raise":
            raise ValueError("planted failure on rank 1")
        if mode == "timeout":
            time.sleep(120)
    b.run(feed={"x": rng.normal(size=(8, 6)).astype(np.float32), "label": rng.integers(0, 3, (8, 1))})
