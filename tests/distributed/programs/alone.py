"""Run by `python -m paddle.distributed.run` without a launcher: one process, rank 0 of 1."""
import sys

import paddle.distributed as dist

if sys.argv[1:] == ["train-without-mpi4py"]:  # make demo's case: a v2 training needs no MPI in one process
    sys.modules["mpi4py"] = None  # type: ignore[assignment]  # importing it now fails
    import paddle.v2 as paddle
    paddle.init(trainer_count=1)
    x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(2))
    y = paddle.layer.data(name="y", type=paddle.data_type.dense_vector(1))
    cost = paddle.layer.mse(input=paddle.layer.fc(input=x, size=1), label=y)
    trainer = paddle.trainer.SGD(cost=cost, parameters=paddle.parameters.create(cost),
                                 update_equation=paddle.optimizer.Momentum(learning_rate=0.01))
    trainer.train(paddle.batch(lambda: iter([([1.0, 2.0], [3.0])] * 8), 4), num_passes=2)
    print("trained in one process")

comm = dist.communicator()
print(f"communicator {comm.name}, rank {dist.rank()} of {dist.world_size()}")
if sys.argv[1:] == ["fail"]:
    raise RuntimeError("planted failure in one process")
