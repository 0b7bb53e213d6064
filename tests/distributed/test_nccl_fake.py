"""The NCCL communicator's calls, against stand-ins for mpi4py and cupy (no GPU on the machines
this runs on): rank 0's NCCL id reaches every rank over MPI, each rank picks GPU rank % count,
gradient buckets (cupy arrays) go to NCCL in place as sums of their dtype, host arrays to MPI,
and a stream that never finishes ends in CollectiveTimeoutError naming step, bucket and rank."""
import sys
import types

import numpy as np
import pytest

import paddle.distributed as dist
from paddle.distributed.nccl import NcclCommunicator


class FakeMPIComm:
    def __init__(self, rank, size):
        self.rank, self.size, self.sent = rank, size, []

    def Get_rank(self):
        return self.rank

    def Get_size(self):
        return self.size

    def bcast(self, obj, root=0):
        self.sent.append(("bcast", obj))
        return ("id-from-rank-0",) if self.rank != root else obj


class FakeArray:  # what the communicator reads of a cupy array
    def __init__(self, values):
        self.values = np.asarray(values)
        self.size, self.dtype = self.values.size, self.values.dtype
        self.data = types.SimpleNamespace(ptr=1000 + self.size)


class FakeStream:
    ptr = 77

    def __init__(self, done=True):
        self.done = done

    def record(self):
        return types.SimpleNamespace(done=self.done)


def fake_modules(monkeypatch, stream):
    calls = []

    class NcclComm:
        def __init__(self, size, uid, rank):
            calls.append(("init", size, uid, rank))

        def allReduce(self, send, recv, count, dtype, op, stream_ptr):
            calls.append(("allReduce", send, recv, count, dtype, op, stream_ptr))

        def bcast(self, buf, count, dtype, root, stream_ptr):
            calls.append(("bcast", buf, count, dtype, root, stream_ptr))

    nccl = types.SimpleNamespace(NcclCommunicator=NcclComm, get_unique_id=lambda: ("id-from-rank-0",),
                                 NCCL_SUM=0, NCCL_FLOAT16=6, NCCL_FLOAT32=7, NCCL_FLOAT64=8, NCCL_INT32=2,
                                 NCCL_INT64=4, available=True)
    cuda = types.SimpleNamespace(nccl=nccl, get_current_stream=lambda: stream,
                                 Device=lambda i: types.SimpleNamespace(use=lambda: calls.append(("device", i))),
                                 runtime=types.SimpleNamespace(getDeviceCount=lambda: 2))
    cupy = types.ModuleType("cupy")
    cupy.cuda, cupy.ndarray = cuda, FakeArray
    mpi = types.ModuleType("mpi4py.MPI")
    monkeypatch.setitem(sys.modules, "cupy", cupy)
    monkeypatch.setitem(sys.modules, "cupy.cuda", cuda)
    monkeypatch.setitem(sys.modules, "cupy.cuda.nccl", nccl)
    monkeypatch.setitem(sys.modules, "mpi4py", types.SimpleNamespace(MPI=mpi))
    monkeypatch.setitem(sys.modules, "mpi4py.MPI", mpi)
    return calls


def test_rank_3_takes_rank_0s_id_its_gpu_and_reduces_buckets_in_place(monkeypatch):
    calls = fake_modules(monkeypatch, FakeStream())
    monkeypatch.setenv("OMPI_COMM_WORLD_LOCAL_RANK", "3")
    comm = NcclCommunicator(comm=FakeMPIComm(rank=3, size=4), timeout=5)
    assert calls[:2] == [("device", 1), ("init", 4, ("id-from-rank-0",), 3)]  # GPU: local rank 3 % 2 GPUs; rank 0's id
    grads = FakeArray(np.zeros(6, np.float32))
    comm.allreduce(grads, what="step 0, bucket 0 of 1")
    assert calls[-1] == ("allReduce", grads.data.ptr, grads.data.ptr, 6, 7, 0, 77)  # in place, float32, sum
    comm.bcast(FakeArray(np.zeros(2, np.float64)))
    assert calls[-1][2:] == (2, 8, 0, 77)


def test_a_stream_that_never_finishes_times_out_naming_step_bucket_and_rank(monkeypatch):
    fake_modules(monkeypatch, FakeStream(done=False))
    comm = NcclCommunicator(comm=FakeMPIComm(rank=1, size=2), timeout=0.05)
    with pytest.raises(dist.CollectiveTimeoutError, match="rank 1: step 4, bucket 2 of 3 .NCCL.") as err:
        comm.allreduce(FakeArray(np.zeros(3, np.float32)), what="step 4, bucket 2 of 3")
    assert (err.value.rank, err.value.step, err.value.bucket) == (1, 4, 2)


def test_a_dtype_nccl_cannot_reduce_is_a_typed_error(monkeypatch):
    fake_modules(monkeypatch, FakeStream())
    comm = NcclCommunicator(comm=FakeMPIComm(rank=0, size=2), timeout=5)
    with pytest.raises(dist.CommunicatorUnavailableError, match="not bool"):
        comm.allreduce(FakeArray(np.zeros(3, bool)))
