"""Gradients packed into flat buckets and reduced with one allreduce a bucket, in a fixed order
(Horovod's tensor fusion, ChainerMN's packed allreduce): every rank packs the same gradients in
the same order, so every rank gets the same sums and updates its parameters bitwise alike."""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Sequence

import numpy as np

from paddle.core.device import device_of
from paddle.core.scope import Scope

from .comm import Collective, Communicator

# Bucket sizes grow: the first holds up to FIRST_BUCKET_BYTES, each next twice the one before, up
# to BUCKET_BYTES. Small first buckets start reducing early in backward (the last layers'
# gradients, while the first layers' are computed); big later ones amortise a collective's
# cost (about 2 us and a Python call here) over a big model's gradients.
FIRST_BUCKET_BYTES = 64 << 10
BUCKET_BYTES = 4 << 20


@dataclass(frozen=True)
class Bucket:
    names: tuple[str, ...]  # gradient variables, in reduction order
    dtype: str


def plan_buckets(grads: Sequence[tuple[str, int, str]], limit: int | None = None,
                 first: int | None = None) -> list[Bucket]:
    """Consecutive gradients (name, bytes, dtype) grouped into buckets of one dtype, bucket i of
    up to min(first * 2**i, limit) bytes (a bigger gradient gets a bucket of its own); by default
    the module's FIRST_BUCKET_BYTES and BUCKET_BYTES."""
    limit = BUCKET_BYTES if limit is None else limit
    first = FIRST_BUCKET_BYTES if first is None else first
    buckets: list[Bucket] = []
    names: list[str] = []
    size, dtype = 0, ""
    for name, nbytes, kind in grads:
        if names and (kind != dtype or size + nbytes > min(first << len(buckets), limit)):
            buckets.append(Bucket(tuple(names), dtype))
            names, size = [], 0
        names.append(name)
        size, dtype = size + nbytes, kind
    if names:
        buckets.append(Bucket(tuple(names), dtype))
    return buckets


@dataclass
class InFlight:
    """A bucket whose reduction has started: its packed copy, being summed over the ranks."""
    bucket: Bucket
    tensors: list[Any]  # the gradient variables' tensors, in the bucket's order
    shapes: list[tuple[int, ...]]  # their gradients' shapes
    flat: Any  # the packed gradients (numpy, or cupy for NCCL): the sums once `collective` is done
    host: Any  # the host copy MPI reduces for a GPU bucket (None otherwise)
    collective: Collective


def reduce_bucket(comm: Communicator, scope: Scope, bucket: Bucket, *, weight: float, mean: bool,
                  label: str) -> None:
    """Sum the bucket's gradients over the ranks (each scaled by `weight` first: 0 for a rank
    whose batch was padding; divided by the world size after when `mean`), and put the results
    back into the gradient variables."""
    finish_bucket(comm, start_bucket(comm, scope, bucket, weight=weight, label=label), mean=mean)


def start_bucket(comm: Communicator, scope: Scope, bucket: Bucket, *, weight: float, label: str) -> InFlight:
    """Pack the bucket's gradients (a copy: backward may go on) and start their reduction."""
    tensors = [scope.var(n).tensor for n in bucket.names]
    arrays = [t.array for t in tensors]
    shapes = [a.shape for a in arrays]
    xp = device_of(arrays[0]).xp()
    flat = xp.concatenate([a.reshape(-1) for a in arrays]) if len(arrays) > 1 else arrays[0].reshape(-1).copy()
    if weight != 1.0:
        flat *= flat.dtype.type(weight)
    if isinstance(flat, np.ndarray) or comm.name == "nccl":  # NCCL reduces device arrays where they are
        return InFlight(bucket, tensors, shapes, flat, None, comm.iallreduce(flat, what=label))
    host = np.ascontiguousarray(flat.get())  # MPI needs a GPU bucket on the host
    return InFlight(bucket, tensors, shapes, flat, host, comm.iallreduce(host, what=label))


def finish_bucket(comm: Communicator, inflight: InFlight, *, mean: bool) -> None:
    """Wait for the bucket's sums (a timeout names its label) and unpack them into the gradient
    variables (divided by the world size when `mean`)."""
    inflight.collective.wait()
    flat = inflight.flat
    if inflight.host is not None:
        flat[...] = device_of(flat).xp().asarray(inflight.host)
    if mean:
        flat /= flat.dtype.type(comm.size)
    offset = 0
    for t, shape in zip(inflight.tensors, inflight.shapes):
        size = math.prod(shape)  # not np.prod: 10 us a call, a step's worth on a small net
        t.array = flat[offset:offset + size].reshape(shape)
        offset += size
