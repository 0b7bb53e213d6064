"""Gradients packed into flat buckets and reduced with one allreduce a bucket, in a fixed order
(Horovod's tensor fusion, ChainerMN's packed allreduce): every rank packs the same gradients in
the same order, so every rank gets the same sums and updates its parameters bitwise alike."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

import numpy as np

from paddle.core.device import device_of
from paddle.core.scope import Scope

from .comm import Communicator

BUCKET_BYTES = 4 << 20  # a bucket's size: big enough to amortise a collective, small enough to name


@dataclass(frozen=True)
class Bucket:
    names: tuple[str, ...]  # gradient variables, in reduction order
    dtype: str


def plan_buckets(grads: Sequence[tuple[str, int, str]], limit: int = BUCKET_BYTES) -> list[Bucket]:
    """Consecutive gradients (name, bytes, dtype) grouped into buckets of one dtype up to `limit`
    bytes each (a bigger gradient gets a bucket of its own)."""
    buckets: list[Bucket] = []
    names: list[str] = []
    size, dtype = 0, ""
    for name, nbytes, kind in grads:
        if names and (kind != dtype or size + nbytes > limit):
            buckets.append(Bucket(tuple(names), dtype))
            names, size = [], 0
        names.append(name)
        size, dtype = size + nbytes, kind
    if names:
        buckets.append(Bucket(tuple(names), dtype))
    return buckets


def reduce_bucket(comm: Communicator, scope: Scope, bucket: Bucket, *, weight: float, mean: bool,
                  label: str) -> None:
    """Sum the bucket's gradients over the ranks (each scaled by `weight` first: 0 for a rank
    whose batch was padding; divided by the world size after when `mean`), and put the results
    back into the gradient variables."""
    tensors = [scope.var(n).tensor for n in bucket.names]
    arrays = [t.array for t in tensors]
    xp = device_of(arrays[0]).xp()
    flat = xp.concatenate([a.reshape(-1) for a in arrays]) if len(arrays) > 1 else arrays[0].reshape(-1).copy()
    if weight != 1.0:
        flat *= flat.dtype.type(weight)
    _reduce(comm, flat, label)
    if mean:
        flat /= flat.dtype.type(comm.size)
    offset = 0
    for t, a in zip(tensors, arrays):
        t.array = flat[offset:offset + a.size].reshape(a.shape)
        offset += a.size


def _reduce(comm: Communicator, flat: Any, label: str) -> None:
    """NCCL reduces device arrays where they are; MPI needs them on the host."""
    if isinstance(flat, np.ndarray) or comm.name == "nccl":
        comm.allreduce(flat, what=label)
        return
    host = np.ascontiguousarray(flat.get())
    comm.allreduce(host, what=label)
    flat[...] = device_of(flat).xp().asarray(host)
