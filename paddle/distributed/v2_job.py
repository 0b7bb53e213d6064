"""What v2's trainer does differently on several ranks, behind one object the trainer calls at
a few points; `SingleJob` (one process) changes nothing.

- Readers: each rank keeps its part of every global batch (sharding.py); the schedule's sample
  clock counts the global batch, so N ranks follow the schedule one process follows.
- Gradients are summed over the ranks (v2 summed per-sample gradients), so a global batch split
  N ways makes the update one process makes from the whole batch.
- Costs and metrics are reduced over the ranks (weighted by real samples) every iteration; the
  event handler and the progress bar run on rank 0 only (so a handler that prints, saves or
  tests does it once); `trainer.test` stays local (no collective: rank 0 may call it alone).
- Checkpoints: rank 0 writes (atomically, paddle.io.checkpoint), then every rank waits at a
  barrier; on resume rank 0 reads and broadcasts what it read.
"""
from __future__ import annotations

import os
from typing import Any, Callable

import numpy as np

from . import runtime
from .comm import Communicator
from .data_parallel import set_reduction, set_step_weight
from .sharding import Shard, shard


class SingleJob:
    """One process: the trainer's own behaviour."""

    rank, size = 0, 1

    def __init__(self, model: Any) -> None:
        self.model = model

    def shard(self, reader: Callable[[], Any]) -> Callable[[], Any]:
        return reader

    def step_begins(self, batch: Any) -> int:
        """Called before a training step on `batch`; returns the samples the step trains on (all ranks)."""
        return len(batch)

    def reduce(self, batch: Any, cost: float, metrics: dict[str, float]) -> tuple[int, float, dict[str, float]]:
        """(samples, mean cost, mean metrics) of the global batch from this rank's figures."""
        return len(batch), cost, metrics

    def handler(self, handler: Callable[[Any], None]) -> Callable[[Any], None]:
        return handler

    def progress(self, show: bool | None) -> bool | None:
        return show

    def save_checkpoint(self, directory: Any, iteration: int, state: dict[str, Any], keep: int) -> None:
        from paddle.io import checkpoint as ckpt
        ckpt.save_checkpoint(directory, iteration, self.model, state, keep)

    def read_latest(self, directory: Any) -> tuple[str, dict[str, Any], dict[str, Any]] | None:
        """(file name, tensors, state) of the newest checkpoint in `directory`, or None."""
        from paddle.io import checkpoint as ckpt
        found = ckpt.newest_readable(directory)
        if found is None:
            return None
        path, tensors, state = found
        return os.path.basename(path), tensors, state


class DataParallelJob(SingleJob):
    """Several ranks, launched by mpirun."""

    def __init__(self, model: Any, comm: Communicator) -> None:
        super().__init__(model)
        self.comm, self.rank, self.size = comm, comm.rank, comm.size
        set_reduction(model, "sum")

    def shard(self, reader: Callable[[], Any]) -> Callable[[], Any]:
        return shard(reader, self.comm)

    def step_begins(self, batch: Any) -> int:
        set_step_weight(self.model, batch.weight if isinstance(batch, Shard) else 1.0)
        return batch.global_size if isinstance(batch, Shard) else len(batch)

    def reduce(self, batch: Any, cost: float, metrics: dict[str, float]) -> tuple[int, float, dict[str, float]]:
        n = batch.samples if isinstance(batch, Shard) else len(batch)
        keys = sorted(metrics)
        sums = np.array([n, cost * n, *(metrics[k] * n for k in keys)], dtype=np.float64)
        self.comm.allreduce(sums, what="the costs")
        total = int(round(sums[0]))
        mean = (lambda s: s / sums[0]) if total else (lambda s: float("nan"))
        return total, float(mean(sums[1])), {k: float(mean(s)) for k, s in zip(keys, sums[2:])}

    def handler(self, handler: Callable[[Any], None]) -> Callable[[Any], None]:
        return handler if self.rank == 0 else (lambda event: None)

    def progress(self, show: bool | None) -> bool | None:
        return show if self.rank == 0 else False

    def save_checkpoint(self, directory: Any, iteration: int, state: dict[str, Any], keep: int) -> None:
        try:
            if self.rank == 0:
                super().save_checkpoint(directory, iteration, state, keep)
        finally:
            self.comm.barrier()

    def read_latest(self, directory: Any) -> tuple[str, dict[str, Any], dict[str, Any]] | None:
        found = super().read_latest(directory) if self.rank == 0 else None
        return self.comm.bcast_object(found)  # type: ignore[no-any-return]


def trainer_job(model: Any) -> SingleJob:
    """The job for a v2 trainer of `model`: data-parallel when launched on several ranks."""
    comm = runtime.communicator(model.place)
    return SingleJob(model) if comm.size == 1 else DataParallelJob(model, comm)
