"""NCCL on the GPU (cupy.cuda.nccl), as ChainerMN's pure_nccl communicator: rank 0 makes NCCL's
unique id and MPI broadcasts it; each rank takes the GPU of its local rank; gradients (cupy
arrays) are reduced by NCCL on the current stream; objects and barriers go over MPI. Selected
only where a GPU is usable (selection.py). Not run on this project's CPU machines: see
docs/distributed.md.
"""
from __future__ import annotations

import time
from typing import Any

from .comm import DEFAULT_TIMEOUT, Collective, MpiCommunicator, _field
from .errors import CollectiveTimeoutError, CommunicatorUnavailableError
from .selection import gpu_for_rank


def nccl_module() -> Any:
    """cupy.cuda.nccl, or CommunicatorUnavailableError saying what is missing."""
    try:
        from cupy.cuda import nccl
    except ImportError as err:
        raise CommunicatorUnavailableError(
            f"the NCCL communicator needs cupy with NCCL (pip install cupy-cuda12x; NCCL ships with it): {err}"
        ) from None
    if not getattr(nccl, "available", True) or not hasattr(nccl, "NcclCommunicator"):
        raise CommunicatorUnavailableError("the NCCL communicator needs cupy built with NCCL; this cupy has none")
    return nccl


class NcclCommunicator(MpiCommunicator):
    """NCCL for arrays on the GPU; MPI (the parent class) for objects and barriers."""

    name = "nccl"

    def __init__(self, comm: Any = None, timeout: float = DEFAULT_TIMEOUT, device: int | None = None) -> None:
        super().__init__(comm, timeout)
        import cupy
        self.nccl, self.cupy = nccl_module(), cupy
        count = cupy.cuda.runtime.getDeviceCount()
        cupy.cuda.Device(gpu_for_rank(count) if device is None else device).use()
        uid = self.nccl.get_unique_id() if self.rank == 0 else None
        uid = self.comm.bcast(uid, root=0)
        self.nccl_comm = self.nccl.NcclCommunicator(self.size, uid, self.rank)

    def allreduce(self, buf: Any, *, what: str = "") -> None:
        self.iallreduce(buf, what=what).wait()

    def iallreduce(self, buf: Any, *, what: str = "") -> Collective:
        """Enqueued on the current stream (after the kernels that computed `buf`); waited for later."""
        if not isinstance(buf, self.cupy.ndarray):
            return super().iallreduce(buf, what=what)
        stream = self.cupy.cuda.get_current_stream()
        self.nccl_comm.allReduce(buf.data.ptr, buf.data.ptr, buf.size, self._dtype(buf), self.nccl.NCCL_SUM,
                                 stream.ptr)
        return _NcclCollective(self, stream.record(), what or "allreduce")

    def bcast(self, buf: Any, root: int = 0) -> None:
        if not isinstance(buf, self.cupy.ndarray):
            return super().bcast(buf, root)
        stream = self.cupy.cuda.get_current_stream()
        self.nccl_comm.bcast(buf.data.ptr, buf.size, self._dtype(buf), root, stream.ptr)
        self._sync(stream.record(), "broadcast")

    def _dtype(self, buf: Any) -> int:
        table = {"float16": "NCCL_FLOAT16", "float32": "NCCL_FLOAT32", "float64": "NCCL_FLOAT64",
                 "int32": "NCCL_INT32", "int64": "NCCL_INT64"}
        name = table.get(buf.dtype.name)
        if name is None:
            raise CommunicatorUnavailableError(f"NCCL reduces {sorted(table)}, not {buf.dtype.name}")
        return int(getattr(self.nccl, name))

    def _sync(self, event: Any, what: str) -> None:
        """Wait for the stream's work up to `event` with a deadline: a rank that never joins ends the job."""
        deadline = time.monotonic() + self.timeout
        while not event.done:
            if time.monotonic() > deadline:
                raise CollectiveTimeoutError(
                    f"rank {self.rank}: {what} (NCCL) waited more than {self.timeout:g} s for the other ranks",
                    rank=self.rank, step=_field(what, "step"), bucket=_field(what, "bucket"))
            time.sleep(1e-4)


class _NcclCollective(Collective):
    """An NCCL reduction enqueued on a stream: done when the event recorded after it is."""

    def __init__(self, comm: NcclCommunicator, event: Any, what: str) -> None:
        self.comm, self.event, self.what = comm, event, what

    def wait(self) -> None:
        self.comm._sync(self.event, self.what)
