"""Communicators: one interface, three engines (as ChainerMN's communicators).

- `SingleCommunicator`: one process, every collective is the identity (no MPI imported).
- `MpiCommunicator`: mpi4py's buffer-based collectives on numpy arrays (capital `Iallreduce`,
  `Ibcast`: no pickling on the hot path); every collective is non-blocking and polled against a
  deadline, so a rank that never arrives ends the job with a typed error instead of a hang.
  `iallreduce` starts one and returns at once (backward goes on while a bucket is reduced).
- `NcclCommunicator` (paddle.distributed.nccl): cupy arrays on the GPU, NCCL's id sent over MPI.

Every collective is called by every rank in the same order; reductions are sums.
"""
from __future__ import annotations

import os
import time
from typing import Any

import numpy as np

from .errors import CollectiveTimeoutError

DEFAULT_TIMEOUT = 300.0  # seconds a collective may wait for the slowest rank
# Waiting polls: first for SPIN_SECONDS without sleeping (yielding the core to any process that
# wants it), then sleeping, from 20 us up to 1 ms a time. The spin is what makes a reduction fast
# when both ranks are there (Open MPI's non-blocking collectives advance only while a rank calls
# into MPI, so a rank asleep stalls its partner at every round of the algorithm); the sleep is
# what keeps a rank waiting for a slow partner from taking the core that partner needs.
SPIN_SECONDS = 2e-3
_yield_core = getattr(os, "sched_yield", lambda: time.sleep(0))  # sched_yield: Unix only
# Open MPI settings this module defaults (a value in the environment wins; read when MPI starts):
# below 4 ranks Open MPI's non-blocking allreduce (coll/libnbc) picks a binomial tree, reducing
# to one rank and broadcasting back, which took 1.6x the blocking Allreduce here (0.64 MB on 2
# ranks: 150 us against 92 us); Rabenseifner's reduce-scatter + allgather (3) takes the blocking
# one's time, and like the tree it gives every rank the same bits (each sum is computed once).
OPEN_MPI_DEFAULTS = {"OMPI_MCA_coll_libnbc_iallreduce_algorithm": "3"}


class Collective:
    """A collective started on this rank: `wait` returns once it is complete here."""

    def wait(self) -> None:
        pass


DONE = Collective()  # one that completed when it started


class Communicator:
    """What data-parallel training needs of a communication engine."""

    name = "abstract"
    rank = 0
    size = 1
    timeout = DEFAULT_TIMEOUT

    def allreduce(self, buf: Any, *, what: str = "") -> None:
        """Sum `buf` (a contiguous array) over the ranks, in place; `what` names it in a timeout."""
        raise NotImplementedError

    def iallreduce(self, buf: Any, *, what: str = "") -> Collective:
        """Start `allreduce(buf)` and return at once; `buf` holds the sums after `.wait()` (and must
        be left alone until then). Engines without non-blocking collectives reduce here."""
        self.allreduce(buf, what=what)
        return DONE

    def bcast(self, buf: Any, root: int = 0) -> None:
        """Overwrite `buf` on every rank with root's, in place."""
        raise NotImplementedError

    def bcast_object(self, obj: Any, root: int = 0) -> Any:
        raise NotImplementedError

    def allgather_object(self, obj: Any) -> list[Any]:
        raise NotImplementedError

    def barrier(self) -> None:
        raise NotImplementedError

    def abort(self, code: int = 1) -> None:
        raise NotImplementedError


class SingleCommunicator(Communicator):
    """One process: nothing to exchange."""

    name = "single"

    def allreduce(self, buf: Any, *, what: str = "") -> None:
        pass

    def bcast(self, buf: Any, root: int = 0) -> None:
        pass

    def bcast_object(self, obj: Any, root: int = 0) -> Any:
        return obj

    def allgather_object(self, obj: Any) -> list[Any]:
        return [obj]

    def barrier(self) -> None:
        pass

    def abort(self, code: int = 1) -> None:
        raise SystemExit(code)


class MpiCommunicator(Communicator):
    """MPI through mpi4py on host (numpy) arrays."""

    name = "mpi"

    def __init__(self, comm: Any = None, timeout: float = DEFAULT_TIMEOUT) -> None:
        for name, value in OPEN_MPI_DEFAULTS.items():  # before MPI starts (importing mpi4py.MPI starts it)
            os.environ.setdefault(name, value)
        from mpi4py import MPI
        self.MPI = MPI
        self.comm = comm if comm is not None else MPI.COMM_WORLD
        self.rank, self.size = self.comm.Get_rank(), self.comm.Get_size()
        self.timeout = timeout

    def allreduce(self, buf: Any, *, what: str = "") -> None:
        self.iallreduce(buf, what=what).wait()

    def iallreduce(self, buf: Any, *, what: str = "") -> Collective:
        request = self.comm.Iallreduce(self.MPI.IN_PLACE, _host(buf), op=self.MPI.SUM)
        return _MpiCollective(self, request, what or "allreduce")

    def bcast(self, buf: Any, root: int = 0) -> None:
        self._wait(self.comm.Ibcast(_host(buf), root=root), "broadcast")

    def bcast_object(self, obj: Any, root: int = 0) -> Any:
        self.barrier()  # with the deadline: then every rank is there, and the pickled exchange is prompt
        return self.comm.bcast(obj, root=root)

    def allgather_object(self, obj: Any) -> list[Any]:
        self.barrier()
        return list(self.comm.allgather(obj))

    def barrier(self) -> None:
        self._wait(self.comm.Ibarrier(), "barrier")

    def abort(self, code: int = 1) -> None:
        self.comm.Abort(code)

    def _wait(self, request: Any, what: str) -> None:
        """Poll `request` until done or past the deadline (then a typed error naming `what`):
        spinning first, then sleeping (SPIN_SECONDS says why)."""
        if request.Test():
            return
        start = time.monotonic()
        spin_until, deadline = start + SPIN_SECONDS, start + self.timeout
        while time.monotonic() < spin_until:
            if request.Test():
                return
            _yield_core()
        pause = 2e-5
        while not request.Test():
            if time.monotonic() > deadline:
                raise CollectiveTimeoutError(
                    f"rank {self.rank}: {what} waited more than {self.timeout:g} s for the other ranks "
                    f"(a rank is stuck, slower than the timeout, or gone); raise the timeout with "
                    f"paddle.distributed.init(timeout=...) or PADDLE_COLLECTIVE_TIMEOUT",
                    rank=self.rank, step=_field(what, "step"), bucket=_field(what, "bucket"))
            time.sleep(pause)
            pause = min(pause * 2, 1e-3)


class _MpiCollective(Collective):
    """An MPI request and what it reduces (named in a timeout)."""

    def __init__(self, comm: MpiCommunicator, request: Any, what: str) -> None:
        self.comm, self.request, self.what = comm, request, what

    def wait(self) -> None:
        self.comm._wait(self.request, self.what)


def _host(buf: Any) -> Any:
    if not isinstance(buf, np.ndarray) or not buf.flags.c_contiguous:
        raise TypeError(f"an MPI collective needs a contiguous numpy array, got {type(buf).__name__}")
    return buf


def _field(what: str, key: str) -> int:
    """`step` or `bucket` out of a label such as 'step 3, bucket 1 of 2' (-1 when absent)."""
    words = what.replace(",", " ").split()
    for i, w in enumerate(words[:-1]):
        if w == key and words[i + 1].isdigit():
            return int(words[i + 1])
    return -1
