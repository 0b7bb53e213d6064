"""The typed errors of data-parallel training, each a `paddle.registry.PaddleError`."""
from __future__ import annotations

from typing import Any

from paddle.registry import ConfigError, PaddleError


class DistributedError(PaddleError):
    """Something about running across processes went wrong."""


class CommunicatorUnavailableError(DistributedError):
    """The communicator asked for cannot be built here (mpi4py, cupy or NCCL missing)."""


class GraphMismatchError(DistributedError):
    """The ranks built different networks (parameter names, shapes or dtypes differ)."""

    def __init__(self, message: str, *, rank: int, difference: Any) -> None:
        super().__init__(message)
        self.rank, self.difference = rank, difference


class CollectiveTimeoutError(DistributedError):
    """A collective waited past the timeout: another rank is stuck or gone."""

    def __init__(self, message: str, *, rank: int, step: int, bucket: int) -> None:
        super().__init__(message)
        self.rank, self.step, self.bucket = rank, step, bucket


class ReaderMismatchError(DistributedError):
    """The ranks' readers gave different global batches (an unseeded shuffle)."""


class LauncherError(ConfigError):
    """A cluster argument that only the launcher (mpirun) can make true."""
