"""Data-parallel training steps: each rank runs forward and backward on its part of the batch,
the gradients are summed over the ranks (buckets.py), then every rank runs the same updates.

The front ends call `train_step` where they ran their training net; in one process it is just
`net.run`. The net splits after the last op writing a parameter's gradient: before it the
forward and backward ops, after it the updates (and what v2 does to a gradient first: L2 decay,
clipping), which must see the summed gradient. Backward runs in segments, one a bucket: as soon as
the ops that compute a bucket's gradients have run, its reduction starts (non-blocking) and
backward goes on while it travels; all are waited for, in order, before the updates. After
them, the layer state forward ops wrote (batch norm's running statistics) is averaged over the
ranks. The first step of an owner (a Model, a NetBuilder) also checks that every rank built the
same parameters and broadcasts rank 0's parameters and optimizer state, so all ranks start alike.
"""
from __future__ import annotations

import weakref
from dataclasses import dataclass, field
from typing import Any, Mapping

import numpy as np

from paddle.core.device import device_of
from paddle.core.initialize import initialize_vars
from paddle.core.net import PlainNet
from paddle.core.place import Context
from paddle.core.scope import Scope

from . import runtime
from .buckets import Bucket, InFlight, finish_bucket, plan_buckets, reduce_bucket, start_bucket
from .sparse_grads import gather_row_sparse, sparse_grad_names
from .errors import GraphMismatchError

STATE_LABELS = ("parameter", "optimizer_state")


@dataclass
class _Owner:
    """What data-parallel training keeps per owner (a Model or NetBuilder)."""
    reduction: str = "mean"  # "mean": gradients of mean losses; "sum": v2's summed costs
    synced: frozenset[str] = frozenset()  # the state names broadcast at the last sync
    step: int = 0
    weight: float = 1.0  # the next step's share: 0 when this rank's batch is only padding
    # per net (weakly: sub-nets come and go): where it splits, what it reduces
    plans: "weakref.WeakKeyDictionary[PlainNet, _Plan]" = field(
        default_factory=weakref.WeakKeyDictionary)


_OWNERS: "weakref.WeakKeyDictionary[Any, _Owner]" = weakref.WeakKeyDictionary()


def owner_state(owner: Any) -> _Owner:
    state = _OWNERS.get(owner)
    if state is None:
        state = _OWNERS[owner] = _Owner()
    return state


def set_reduction(owner: Any, reduction: str) -> None:
    """"sum" for costs summed over the batch (v2: an update sums per-sample gradients), "mean"
    (the default) for mean losses: the gradients are averaged over the ranks."""
    if reduction not in ("sum", "mean"):
        raise ValueError(f"reduction should be 'sum' or 'mean', got {reduction!r}")
    owner_state(owner).reduction = reduction


def set_step_weight(owner: Any, weight: float) -> None:
    """This rank's share in the next step's gradient sum (0: its batch is padding)."""
    owner_state(owner).weight = weight


def train_step(owner: Any, net: PlainNet, scope: Scope, context: Context, param_grads: Mapping[str, str]) -> None:
    """Run `net` (forward, backward, updates) as one data-parallel step."""
    comm = runtime.communicator(context.place)
    if comm.size == 1:
        net.run(scope, context)
        return
    state = owner_state(owner)
    sync_state(owner, net, scope, context, param_grads)
    plan = _plan(state, net, scope, param_grads)
    mean = state.reduction == "mean"
    if runtime.overlap():
        _backward_overlapped(comm, state, plan, net, scope, context, mean)
    else:
        net.run(scope, context, 0, plan.split)
        for i, bucket in enumerate(plan.grads):
            reduce_bucket(comm, scope, bucket, weight=state.weight, mean=mean, label=_label(state, plan, i))
    for name in plan.sparse:  # row-sparse gradients: gathered, not densified (sparse_grads.py)
        gather_row_sparse(comm, scope, name, weight=state.weight, mean=mean)
    if plan.split < len(net):
        net.run(scope, context, plan.split, len(net))
    for i, bucket in enumerate(plan.layer_state):  # batch norm's running statistics: their mean over the ranks
        label = f"step {state.step}, layer state {i} of {len(plan.layer_state)} ({bucket.names[0]}...)"
        reduce_bucket(comm, scope, bucket, weight=1.0, mean=True, label=label)
    state.step, state.weight = state.step + 1, 1.0


def _backward_overlapped(comm: Any, state: _Owner, plan: "_Plan", net: PlainNet, scope: Scope, context: Context,
                         mean: bool) -> None:
    """Forward and backward in segments: after the op completing a bucket's gradients, its
    reduction starts and the next segment runs meanwhile; then every bucket is waited for in
    the order started. Every rank starts the same reductions in the same order as without the
    overlap, on the same values, so the sums (and the parameters) are bitwise the same."""
    started: list[InFlight] = []
    begin = 0
    for i, (bucket, ready) in enumerate(zip(plan.grads, plan.ready)):
        if ready > begin:
            net.run(scope, context, begin, ready)
            begin = ready
        started.append(start_bucket(comm, scope, bucket, weight=state.weight, label=_label(state, plan, i)))
    if begin < plan.split:
        net.run(scope, context, begin, plan.split)
    for inflight in started:
        finish_bucket(comm, inflight, mean=mean)


def _label(state: _Owner, plan: "_Plan", i: int) -> str:
    """How a timeout names gradient bucket i (CollectiveTimeoutError reads step and bucket back)."""
    return f"step {state.step}, bucket {i} of {len(plan.grads)} ({plan.grads[i].names[0]}...)"


@dataclass(frozen=True)
class _Plan:
    version: int  # the net's, when planned
    split: int  # ops before it: forward and backward; from it: the updates
    grads: list[Bucket]  # the gradients, in reverse graph order
    ready: list[int]  # per bucket: the op index after which its gradients are all computed
    layer_state: list[Bucket]  # parameters that forward ops write (batch norm's running statistics)
    sparse: list[str] = field(default_factory=list)  # row-sparse gradients, gathered apart from the buckets


def _plan(state: _Owner, net: PlainNet, scope: Scope, param_grads: Mapping[str, str]) -> _Plan:
    """Where the net splits, the gradient buckets in reverse graph order (the order backward
    computes them: by the position of the op last writing each), and the layer state buckets."""
    cached = state.plans.get(net)
    if cached is None or cached.version != net.version:
        param_of = {g: p for p, g in param_grads.items()}
        last: dict[str, int] = {}
        for i, op in enumerate(net.ops):
            for name in op.output_names():
                if name in param_of:
                    last[name] = i
        split = max(last.values()) + 1 if last else 0
        ordered = sorted(last, key=lambda n: (last[n], n))
        sparse = sparse_grad_names(net, ordered)
        grads = plan_buckets([(g, *_size_of(scope, param_of[g])) for g in ordered if g not in sparse])
        ready = [max(last[n] for n in b.names) + 1 for b in grads]
        written = sorted({n for op in net.ops[:split] for n in op.output_names()})
        layer_state = [n for n in written if _is_float_parameter(scope, n)]
        cached = state.plans[net] = _Plan(net.version, split, grads, ready,
                                          plan_buckets([(n, *_size_of(scope, n)) for n in layer_state]),
                                          [g for g in ordered if g in sparse])
    return cached


def _is_float_parameter(scope: Scope, name: str) -> bool:
    var = scope.find_var(name)
    return var is not None and var.label == "parameter" and var.value is not None and var.value.dtype.kind == "f"


def _size_of(scope: Scope, param: str) -> tuple[int, str]:
    """(bytes, dtype) of a parameter's gradient: the parameter's own (they are alike)."""
    value = scope.var(param).value
    return int(value.nbytes), str(value.dtype)


# --- start: the same graph everywhere, rank 0's values everywhere ---------------------------------
def state_names(net: PlainNet, scope: Scope, param_grads: Mapping[str, str]) -> list[str]:
    """The variables every rank must hold alike: parameters and optimizer state (sorted)."""
    names = set(param_grads)
    names.update(n for n, v in net.vars.items() if v.label in STATE_LABELS)
    for s in scope.chain():
        names.update(v.name for v in s if v.label in STATE_LABELS)
    return sorted(n for n in names if (var := scope.find_var(n)) is not None and var.value is not None)


def fingerprint(scope: Scope, names: list[str]) -> list[tuple[str, tuple[int, ...], str]]:
    out = []
    for n in names:
        value = scope.var(n).value
        out.append((n, tuple(int(d) for d in value.shape), str(value.dtype)))
    return out


def sync_state(owner: Any, net: PlainNet, scope: Scope, context: Context, param_grads: Mapping[str, str], *,
               force: bool = False) -> None:
    """Compare the ranks' fingerprints (a typed error naming the first difference, on every rank)
    and broadcast rank 0's parameters and optimizer state; again whenever the state's names change."""
    comm = runtime.communicator(context.place)
    state = owner_state(owner)
    initialize_vars(scope, list(net.vars.values()), context, net.registry)
    names = state_names(net, scope, param_grads)
    if comm.size == 1 or (not force and frozenset(names) == state.synced):
        return
    mine = fingerprint(scope, names)
    check_fingerprints(comm.allgather_object(mine), comm.rank)
    for n in names:
        broadcast_value(comm, scope, n)
    state.synced = frozenset(names)


def broadcast_value(comm: Any, scope: Scope, name: str) -> None:
    var = scope.var(name)
    value = var.value
    if isinstance(value, np.ndarray) or comm.name == "nccl":
        buf = value if isinstance(value, np.ndarray) and value.flags.c_contiguous else value.copy()
        comm.bcast(buf)
        var.tensor.array = buf
        return
    host = np.ascontiguousarray(value.get())  # a GPU value, MPI on the host
    comm.bcast(host)
    var.tensor.array = device_of(value).xp().asarray(host)


def check_fingerprints(prints: list[list[tuple[str, tuple[int, ...], str]]], rank: int) -> None:
    """Every rank's (name, shape, dtype) list against rank 0's: the first difference, raised."""
    for other, theirs in enumerate(prints[1:], start=1):
        diff = first_difference(prints[0], theirs, other)
        if diff is not None:
            raise GraphMismatchError(
                f"rank {rank}: the ranks built different networks: {diff}; every rank must build the same "
                f"parameters (names, shapes, dtypes) in the same order", rank=rank, difference=diff)


def first_difference(a: list[Any], b: list[Any], other: int = 1) -> str | None:
    """The first (name, shape, dtype) entry that differs between rank 0's fingerprint `a` and rank
    `other`'s `b`, in words."""
    for x, y in zip(a, b):
        if x != y:
            if x[0] != y[0]:
                return f"parameter '{x[0]}' on rank 0 where rank {other} has '{y[0]}'"
            return f"parameter '{x[0]}' is {x[1]} {x[2]} on rank 0 and {y[1]} {y[2]} on rank {other}"
    if len(a) != len(b):
        where, extra = (0, a) if len(a) > len(b) else (other, b)
        return f"parameter '{extra[min(len(a), len(b))][0]}' exists on rank {where} only"
    return None
