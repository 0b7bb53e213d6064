"""Run by `python -m paddle.distributed.run` without a launcher: one process, rank 0 of 1."""
import sys

import paddle.distributed as dist

comm = dist.communicator()
print(f"communicator {comm.name}, rank {dist.rank()} of {dist.world_size()}")
if sys.argv[1:] == ["fail"]:
    raise RuntimeError("planted failure in one process")
