"""Ranks that initialise their parameters differently (a seed a rank) still train alike: the first
step broadcasts rank 0's parameters and optimizer state (run by mpirun with 2 ranks)."""
import numpy as np

import paddle.distributed as dist
from paddle.builder import NetBuilder

rank = dist.rank()
b = NetBuilder(seed=1 + rank)
x, y = b.data("x", [None, 6]), b.data("label", [None, 1], "int64")
loss = b.add_op("mean", b.add_op("cross_entropy", [b.add_op("fc", x, size=3, act="softmax"), y]))
b.backward_from(loss)
b.add_optimization(0.1, "adam")
rng = np.random.default_rng(rank)
for _ in range(3):
    b.run(feed={"x": rng.normal(size=(8, 6)).astype(np.float32), "label": rng.integers(0, 3, (8, 1))})
mine = {v.name: v.numpy() for v in b.scope if v.label in ("parameter", "optimizer_state")}
everyone = dist.communicator().allgather_object(mine)
assert len(mine) >= 4, sorted(mine)  # the weights, the bias and adam's moments of each
for name, value in mine.items():
    assert np.array_equal(value, everyone[0][name]), name
print(f"rank {rank}: parameters and optimizer state equal rank 0's")
