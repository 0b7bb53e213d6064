"""Fused elementwise chains: a rewrite of a plan's steps, not of the net (issue 21).

A chain is a head (an op of two inputs declaring its math per element: `add`, `rowwise_add`,
`elementwise_add`) whose output only its tail reads (an activation declaring its math per element:
`relu`, `sigmoid`, `tanh`), as in the layer tails bias + activation and residual add + relu. The
code generator emits one C++ kernel per (head, tail) pair, forward and backward
(generated/cpp/fused_ops.cc); here the plan runs it in place of the two steps, and, in a training
net, one fused gradient step in place of the tail's grad op and the head's.

Found once per net version over the whole net (`find_chains`), under conditions that make the
rewrite invisible to a caller:
- the net has a memory plan, on (`keep`: what the caller reads afterwards), and the head's output,
  the value the fused step never writes, is not kept, is written by the head only and read by
  the tail (and the tail's grad op) only;
- in a training net, the tail's grad op is fused too (it reads that value): its output, the
  head's output's gradient, is written by it only, not kept, and read only by the head's grad
  ops (each writing the gradient of X or of Y, named as backward names them).
Applied per plan (`fuse_steps`) where the whole chain lies in the plan's slice and the shapes
(known once the plan has checked them) let Y tile X (Y broadcast along one block of X's axes,
Out of X's shape), on the CPU, in float32 or float64. The net, its description, saving, export
and the NaN watch (which runs the unfused steps, naming each op) see the unfused ops.

An fc feeding an lstm (paddle/core/fusion_projection.py): the LSTM's steps take the fc's input
and weight, the fc's output never written.

batch_norm heads (paddle/core/fusion_batch_norm.py): in inference, the per-channel map then the
tail (`AffineChain`); computing its batch statistics, batch norm's own loops with the tail inline,
forward and backward (`BatchNormChain`), under the same conditions on Y and Y's gradient. In
inference after a convolution, batch norm (and the activation after it) folded into the
convolution (`ConvFoldChain`, paddle/core/fusion_conv.py).

Off with the flag fuse_elementwise (PADDLE_FUSE_ELEMENTWISE=0).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

import numpy as np

from ..kernels import _fused_gpu as fused_gpu
from ..kernels import _native
from ..registry import GRAD_SUFFIX, SequenceType, TensorInfo
from ..registry.fusion import fused_name
from .fusion_batch_norm import (AffineChain, BatchNormChain, affine_from, affine_step, batch_norm_backward_step,
                                batch_norm_forward_step, batch_norm_from, fold_summed_dout)
from .fusion_batch_norm import elementwise_arity as _elementwise_arity
from .fusion_batch_norm import single as _single
from .fusion_batch_norm import written_once_then_read as _written_once_then_read
from .fusion_conv import ConvFoldChain, conv_fold_from, conv_fold_step
from .fusion_projection import ProjectionChain, fuse_projection, projection_fits, projection_from
from .fusion_residual import ResidualChain, residual_backward_step, residual_forward_step, residual_from
from .scope import Scope

__all__ = ["AffineChain", "AnyChain", "BatchNormChain", "Chain", "ConvFoldChain", "ProjectionChain", "ResidualChain",
           "find_chains", "fuse_steps", "gpu_chains", "tiling"]

FUSED_DTYPES = (np.dtype(np.float32), np.dtype(np.float64))


@dataclass(frozen=True)
class Chain:
    """Op indices in the net, and the variables the fused steps read and write."""

    head: int
    tail: int
    kernel: str                  # the generated kernel's name: fused_<head>_<tail>
    x: str
    y: str
    mid: str                     # the head's output: never written once fused
    out: str
    tail_grad: int | None = None  # the training net's part (None: forward only)
    head_grads: tuple[int, ...] = ()
    dout: str = ""
    dx: str | None = None
    dy: str | None = None

    @property
    def indices(self) -> tuple[int, ...]:
        grads = () if self.tail_grad is None else (self.tail_grad, *self.head_grads)
        return (self.head, self.tail, *grads)

    def elided(self) -> tuple[str, ...]:
        """The variables the fused steps never write."""
        return (self.mid,) if self.tail_grad is None else (self.mid, self.mid + GRAD_SUFFIX)


AnyChain = Chain | AffineChain | ProjectionChain | ConvFoldChain


def find_chains(ops: Sequence[Any], keep: frozenset[str]) -> list[AnyChain]:
    """The fusible chains of a whole net whose caller reads only `keep` afterwards."""
    readers: dict[str, list[int]] = {}
    writers: dict[str, list[int]] = {}
    for i, op in enumerate(ops):
        for name in set(op.input_names()):
            readers.setdefault(name, []).append(i)
        for name in set(op.output_names()):
            writers.setdefault(name, []).append(i)
    chains: list[AnyChain] = []
    used: set[int] = set()
    for i, op in enumerate(ops):
        if _elementwise_arity(op) == 2:
            chain: AnyChain | None = _chain_from(i, ops, readers, writers, keep)
        elif op.type == "mul":  # an fc feeding an lstm (paddle/core/fusion_projection.py)
            chain = projection_from(i, ops, readers, writers, keep)
        elif op.type == "conv2d":  # batch norm (inference) folded into it (paddle/core/fusion_conv.py)
            chain = conv_fold_from(i, ops, readers, writers, keep)
        elif op.type == "batch_norm":
            # inference: the per-channel map from the running statistics; else (or where Y's
            # gradient is taken) batch norm's own kernel with the tail inline
            affine = affine_from(i, ops, readers, writers, keep) if op.attrs.get("is_test") else None
            chain = affine if affine is not None else batch_norm_from(i, ops, readers, writers, keep)
            if chain is None:  # a residual block's end: batch norm, add of the shortcut, activation
                chain = residual_from(i, ops, readers, writers, keep)
            if isinstance(chain, BatchNormChain):  # Out@GRAD summed from two readers: added in the kernel
                chain = fold_summed_dout(chain, ops, readers, writers, keep)
        else:
            continue
        if chain is not None and used.isdisjoint(chain.indices):
            chains.append(chain)
            used.update(chain.indices)
    return chains


def _chain_from(i: int, ops: Sequence[Any], readers: Mapping[str, list[int]], writers: Mapping[str, list[int]],
                keep: frozenset[str]) -> Chain | None:
    head = ops[i]
    x_slot, y_slot = (t.name for t in head.meta.inputs)
    x, y, mid = _single(head.desc.input(x_slot)), _single(head.desc.input(y_slot)), _single(head.output_names())
    if x is None or y is None or mid is None or x == y or mid in keep or writers.get(mid) != [i]:
        return None
    tails = [j for j in readers.get(mid, []) if _elementwise_arity(ops[j]) == 1]
    if len(tails) != 1 or tails[0] < i:
        return None
    tail = ops[tails[0]]
    kernel = fused_name(head.type, tail.type)
    out = _single(tail.output_names())
    if out is None or not hasattr(_native, kernel) or out in (x, y) or not _written_once_then_read(out, tails[0],
                                                                                                readers, writers):
        return None
    others = [k for k in readers[mid] if k != tails[0]]
    forward = Chain(i, tails[0], kernel, x, y, mid, out)
    if not others:
        return forward
    if len(others) != 1 or ops[others[0]].type != f"{tail.type}_grad":
        return None
    return _with_backward(forward, others[0], ops, readers, writers, keep)


def _with_backward(chain: Chain, g: int, ops: Sequence[Any], readers: Mapping[str, list[int]],
                   writers: Mapping[str, list[int]], keep: frozenset[str]) -> Chain | None:
    """`chain` with its gradient part: the tail's grad op `g` and the head's grad ops after it."""
    grad = ops[g]
    dout, dmid = _single(grad.desc.input("Out" + GRAD_SUFFIX)), _single(grad.output_names())
    if (dout is None or dmid is None or grad.desc.input("Out") != [chain.out] or dmid in keep
            or writers.get(dmid) != [g]):
        return None
    head_meta = ops[chain.head].meta
    allowed = set(head_meta.grad.ops) if hasattr(head_meta.grad, "ops") else {getattr(head_meta.grad, "op", "")}
    found: dict[str, str] = {}
    head_grads = tuple(readers.get(dmid, []))
    for k in head_grads:
        op = ops[k]
        if k < g or op.type not in allowed or not set(op.input_names()) <= {dmid, chain.x, chain.y}:
            return None
        for name in op.output_names():
            base = name.split(GRAD_SUFFIX)[0]
            role = "x" if base == chain.x else "y" if base == chain.y else None
            if role is None or role in found or not _written_once_then_read(name, k, readers, writers):
                return None
            found[role] = name
    if not head_grads:
        return None
    return Chain(chain.head, chain.tail, chain.kernel, chain.x, chain.y, chain.mid, chain.out, g, head_grads,
                 dout, found.get("x"), found.get("y"))


def gpu_chains(chains: Sequence[AnyChain]) -> tuple[AnyChain, ...]:
    """The chains a GPU plan fuses: the elementwise ones and batch norm's inference map (the
    kernels generated for cupy), also where the CPU folds that batch norm into its convolution;
    batch norm with its statistics and the fc feeding an lstm run unfused there."""
    found = (c.unfolded if isinstance(c, ConvFoldChain) else c for c in chains)
    return tuple(c for c in found if c is not None and type(c) in (Chain, AffineChain))


# --- applying the chains to a plan's steps -------------------------------------------------------
def tiling(x: tuple[int, ...], y: tuple[int, ...]) -> tuple[int, int] | None:
    """(m, inner) where Y's m values tile X as X viewed [outer, m, inner] (Y broadcast along one
    block of X's axes: a bias per row, per channel, or Y of X's shape); None otherwise."""
    if len(y) > len(x) or 0 in x:
        return None
    full = (1,) * (len(x) - len(y)) + tuple(y)
    spread = [a for a, d in enumerate(full) if d != 1]
    if not spread:
        return 1, 1
    lo, hi = spread[0], spread[-1] + 1
    if any(full[a] != x[a] for a in range(lo, hi)):
        return None
    return int(np.prod(x[lo:hi])), int(np.prod(x[hi:]))


def _plain(infos: Mapping[str, TensorInfo], names: Sequence[str]) -> list[TensorInfo] | None:
    """The infos of `names` if the fused kernels take them: known, of one float dtype they serve,
    no sequences (their offsets the unfused steps carry), no 0-d value, every dim known."""
    if any(n not in infos for n in names):
        return None
    found = [infos[n] for n in names]
    dtypes = {np.dtype(i.dtype.numpy) for i in found}
    if len(dtypes) != 1 or dtypes.pop() not in FUSED_DTYPES or not found[0].shape:
        return None
    if any(i.seq_type != SequenceType.NONE or not all(isinstance(d, int) for d in i.shape) for i in found):
        return None
    return found


def _layout(chain: Chain | AffineChain, infos: Mapping[str, TensorInfo]) -> tuple[int, int] | None:
    if isinstance(chain, AffineChain):  # BatchNormChain too
        found = _plain(infos, (chain.x, *chain.params, chain.out))
        if found is None or len(found[0].shape) < 2 or tuple(found[-1].shape) != tuple(found[0].shape):
            return None
        shape = _known(found[0])
        if isinstance(chain, ResidualChain):
            addend = _plain(infos, (chain.x, chain.addend))
            if addend is None or tuple(addend[1].shape) != tuple(found[0].shape):
                return None
        if isinstance(chain, BatchNormChain) and chain.dout_addends:
            addends = _plain(infos, (chain.x, *chain.dout_addends))
            if addends is None or any(tuple(a.shape) != tuple(found[0].shape) for a in addends[1:]):
                return None
        return shape[1], int(np.prod(shape[2:]))
    found = _plain(infos, (chain.x, chain.y, chain.out))
    if found is None or tuple(found[2].shape) != tuple(found[0].shape):
        return None
    return tiling(_known(found[0]), _known(found[1]))


def _known(info: TensorInfo) -> tuple[int, ...]:
    """A shape whose dims `_plain` found known."""
    return tuple(d for d in info.shape if isinstance(d, int))


def _forward_step(chain: Chain, scope: Scope, m: int, inner: int,
                  gpu: bool) -> tuple[int, Callable[..., Any], Any, Any, Any]:
    x, y, out = (scope.var(n).tensor for n in (chain.x, chain.y, chain.out))
    if gpu:
        return (2, lambda a, b: fused_gpu.forward(chain.kernel, a, b, m, inner), x, y, out)
    kernel = getattr(_native, chain.kernel)
    return (2, lambda a, b: kernel(a, b, m, inner), x, y, out)


def _backward_step(chain: Chain, scope: Scope, m: int, inner: int,
                   gpu: bool) -> tuple[int, Callable[..., Any], Any, Any, Any]:
    if gpu:
        def kernel(*args: Any) -> Any:
            return fused_gpu.backward(chain.kernel, *args)
    else:
        kernel = getattr(_native, chain.kernel + "_grad")
    x, y, out, dout = (scope.var(n).tensor for n in (chain.x, chain.y, chain.out, chain.dout))
    dx = scope.var(chain.dx).tensor if chain.dx else None
    dy = scope.var(chain.dy).tensor if chain.dy else None

    def run() -> None:
        gx, gy = kernel(x.array, y.array, out.array, dout.array, m, inner)
        if dx is not None:
            dx.array = gx
        if dy is not None:
            dy.array = gy
    return (0, run, None, None, None)


def _fold_sum(chain: BatchNormChain, begin: int, gone: set[int], frees: list[tuple[Any, ...]]) -> None:
    """The folded sum op's step goes; its drops (the addends, read last by it) wait for the fused
    gradient step, which reads them at the tail's grad op's place."""
    if chain.dout_sum is None or chain.tail_grad is None:
        return
    s, g = chain.dout_sum - begin, chain.tail_grad - begin
    gone.add(s)
    if frees:
        frees[g], frees[s] = (*frees[s], *frees[g]), ()


def fuse_steps(chains: Sequence[AnyChain], begin: int, steps: list[Any], frees: list[tuple[Any, ...]],
               infos: Mapping[str, TensorInfo], scope: Scope,
               gpu: bool = False) -> tuple[list[Any], list[tuple[Any, ...]], list[int]]:
    """The steps a plan runs: each chain inside the slice (ops begin..begin+len(steps)) whose
    shapes fuse becomes one forward step at its head's place and one gradient step at its tail's
    grad op's place; the steps it replaces go, their drops (the memory plan) moving to the next
    step that stays. `gpu`: the plan runs on a GPU, where the elementwise chains and batch norm's
    inference map run as the kernels of generated/cuda/fused_ops.cu (gpu_chains picks them).
    Returns (steps, frees, op index of each step)."""
    count = len(steps)
    frees = list(frees)
    replaced: dict[int, Any] = {}
    gone: set[int] = set()
    for chain in chains:
        local = [i - begin for i in chain.indices]
        if not all(0 <= i < count for i in local):
            continue
        if isinstance(chain, ProjectionChain):
            if projection_fits(chain, infos):
                fused, went = fuse_projection(chain, begin, frees, scope, infos)
                replaced.update(fused)
                gone.update(went)
            continue
        if isinstance(chain, ConvFoldChain):
            if _plain(infos, (chain.x, chain.filter, *chain.params, chain.out)) is not None \
                    and len(infos[chain.x].shape) == 4:
                replaced[chain.conv - begin] = conv_fold_step(chain, scope, [steps[k - begin] for k in chain.indices])
                gone.update(k - begin for k in chain.indices[1:])
            continue
        layout = _layout(chain, infos)
        if layout is None:
            continue
        gone.add(chain.tail - begin)
        if isinstance(chain, ResidualChain):
            # the fused step runs at the head's place: batch norm's drops wait for it
            head, add = chain.head - begin, chain.add - begin
            gone.add(head)
            replaced[add] = residual_forward_step(chain, scope)
            if frees:
                frees[add], frees[head] = (*frees[head], *frees[add]), ()
            if chain.tail_grad is not None and chain.head_grad is not None and chain.add_grads:
                replaced[chain.tail_grad - begin] = residual_backward_step(chain, scope)
                gone.update(i - begin for i in (*chain.add_grads, chain.head_grad, *(k for k, _ in chain.zero_fills)))
                _fold_sum(chain, begin, gone, frees)
            continue
        if isinstance(chain, BatchNormChain):
            replaced[chain.head - begin] = batch_norm_forward_step(chain, scope)
            if chain.tail_grad is not None and chain.head_grad is not None:
                replaced[chain.tail_grad - begin] = batch_norm_backward_step(chain, scope)
                gone.update(i - begin for i in (chain.head_grad, *(k for k, _ in chain.zero_fills)))
                _fold_sum(chain, begin, gone, frees)
            continue
        if isinstance(chain, AffineChain):
            unfused = (steps[chain.head - begin], steps[chain.tail - begin])
            replaced[chain.head - begin] = affine_step(chain, scope, *layout, unfused, gpu)
            continue
        replaced[chain.head - begin] = _forward_step(chain, scope, *layout, gpu)
        if chain.tail_grad is not None:
            replaced[chain.tail_grad - begin] = _backward_step(chain, scope, *layout, gpu)
            gone.update(i - begin for i in chain.head_grads)
    if not replaced:
        return steps, frees, list(range(begin, begin + count))
    out_steps, out_frees, index = [], [], []
    pending: list[Any] = []
    for i in range(count):
        if frees:
            pending.extend(frees[i])
        if i in gone:
            continue
        out_steps.append(replaced.get(i, steps[i]))
        out_frees.append(tuple(pending))
        pending = []
        index.append(begin + i)
    return out_steps, (out_frees if frees else []), index
