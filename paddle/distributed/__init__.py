"""Data-parallel training across processes (docs/distributed.md).

    mpirun -n 2 python -m paddle.distributed.run train.py

runs `train.py` on 2 ranks: each trains on its part of every batch, the gradients are summed
over the ranks (MPI on the CPU, NCCL on GPUs), and every rank applies the same update. The same
program runs unchanged in one process. Model.run, NetBuilder.run and v2's trainer do this
themselves; `shard` splits a batched reader for a loop of one's own.
"""
from __future__ import annotations

from .comm import Communicator, MpiCommunicator, SingleCommunicator
from .data_parallel import set_reduction, set_step_weight, sync_state, train_step
from .errors import (CollectiveTimeoutError, CommunicatorUnavailableError, DistributedError, GraphMismatchError,
                     LauncherError, ReaderMismatchError)
from .runtime import communicator, init, rank, world_size
from .selection import gpu_for_rank, local_rank
from .sharding import Shard, shard, split_sizes
from .v2_job import trainer_job

__all__ = ["Communicator", "SingleCommunicator", "MpiCommunicator", "communicator", "init", "rank", "world_size",
           "local_rank", "gpu_for_rank", "shard", "Shard", "split_sizes", "train_step", "sync_state", "set_reduction",
           "set_step_weight", "trainer_job", "DistributedError", "CommunicatorUnavailableError", "GraphMismatchError",
           "CollectiveTimeoutError", "ReaderMismatchError", "LauncherError"]
