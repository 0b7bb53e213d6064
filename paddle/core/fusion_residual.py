"""A residual block's end fused (issue 21): batch_norm with its batch statistics, then `add` of the
shortcut, then an activation: Out = tail(batch_norm(X) + R), `fused_batch_norm_<head>_<tail>`
(generated/cpp/fused_batch_norm.cc), never writing batch norm's Y nor the sum; and in a training
net its gradient, `fused_batch_norm_<head>_<tail>_grad` from Out and Out@GRAD: G = the tail's
gradient written once as R@GRAD, and batch norm's backward over G (X@GRAD, Scale@GRAD,
Bias@GRAD), in place of the tail's grad op, the head's and batch_norm_grad.

The fused forward runs at the head's place, not batch norm's: in a projection-shortcut block R
(the shortcut's own conv + batch norm) is computed after the block's second batch norm.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

from ..kernels import _native
from ..registry import GRAD_SUFFIX
from .fusion_batch_norm import (BN_INPUTS, BN_OUTPUTS, BatchNormChain, bn_grad_part, elementwise_arity, single,
                                written_once_then_read)
from .scope import Scope

Step = tuple[int, Callable[..., Any], Any, Any, Any]


@dataclass(frozen=True)
class ResidualChain(BatchNormChain):
    """batch_norm (op `head`), the binary head at `add` reading its Y and `addend` (R), the
    activation at `tail` reading the head's output `sum`; in a training net the tail's grad op
    (`tail_grad`), the head's grad ops (`add_grads`, the only readers of its output `dsum`) and
    batch_norm_grad (`head_grad`)."""

    add: int = -1
    addend: str = ""
    sum: str = ""
    add_grads: tuple[int, ...] = ()  # the head's grad ops (add's: sum_to_like for each input)
    dsum: str = ""                 # the head's Out@GRAD: never written once fused
    daddend: str | None = None     # R@GRAD (None: not computed)

    @property
    def indices(self) -> tuple[int, ...]:
        forward = (self.head, self.add, self.tail)
        if self.tail_grad is None or self.head_grad is None or not self.add_grads:
            return forward
        return (*forward, self.tail_grad, *self.add_grads, self.head_grad, *(i for i, _ in self.zero_fills),
                *self.summed())

    def elided(self) -> tuple[str, ...]:
        if self.tail_grad is None:
            return (self.mid, self.sum)
        return (self.mid, self.sum, self.dmid, self.dsum, *(name for _, name in self.zero_fills),
                *self.summed_out())


def residual_from(i: int, ops: Sequence[Any], readers: Mapping[str, list[int]], writers: Mapping[str, list[int]],
                  keep: frozenset[str]) -> ResidualChain | None:
    """batch_norm (training) at op `i` whose Y only a binary head reads (and its grad op), whose
    sum only an activation reads (and its grad op); nothing between batch norm and the head reads
    or writes batch norm's inputs and statistics, which the fused step reads and writes later."""
    bn = ops[i]
    names = {slot: single(bn.desc.input(slot)) for slot in BN_INPUTS}
    mid = single(bn.desc.output("Y"))
    if mid is None or None in names.values() or mid in keep or writers.get(mid) != [i] or bn.attrs.get("is_test"):
        return None
    heads = [j for j in readers.get(mid, []) if elementwise_arity(ops[j]) == 2]
    if len(heads) != 1 or heads[0] < i:
        return None
    j = heads[0]
    head = ops[j]
    slots = [single(head.desc.input(t.name)) for t in head.meta.inputs]
    addend = slots[1] if slots[0] == mid else slots[0] if slots[1] == mid else None
    total = single(head.output_names())
    if addend is None or addend == mid or total is None or total in keep or writers.get(total) != [j]:
        return None
    tails = [k for k in readers.get(total, []) if elementwise_arity(ops[k]) == 1]
    if len(tails) != 1 or tails[0] < j:
        return None
    k = tails[0]
    kernel, out = f"fused_batch_norm_{head.type}_{ops[k].type}", single(ops[k].output_names())
    if out is None or out == addend or not hasattr(_native, kernel) or not written_once_then_read(out, k, readers,
                                                                                                  writers):
        return None
    outputs = tuple(single(bn.desc.output(s)) for s in BN_OUTPUTS)
    moved = [str(n) for n in (*names.values(), *outputs) if n is not None]
    if any(i < r < j for n in moved for r in (*readers.get(n, []), *writers.get(n, []))):
        return None
    x, scale, bias, mean, variance = (str(names[s]) for s in BN_INPUTS)
    chain = ResidualChain(i, k, kernel, x, (scale, bias, mean, variance), float(bn.attrs["epsilon"]), mid, out, (),
                          float(bn.attrs["momentum"]), False, outputs, add=j, addend=addend, sum=total)
    head_grads = [r for r in readers[mid] if r != j]
    tail_grads = [r for r in readers[total] if r != k]
    if not head_grads and not tail_grads:
        return chain
    if len(tail_grads) != 1 or ops[tail_grads[0]].type != f"{ops[k].type}_grad":
        return None
    return _with_backward(chain, tail_grads[0], head_grads, ops, readers, writers, keep)


def _with_backward(chain: ResidualChain, g: int, mid_readers: list[int], ops: Sequence[Any],
                   readers: Mapping[str, list[int]], writers: Mapping[str, list[int]],
                   keep: frozenset[str]) -> ResidualChain | None:
    """`chain` with the tail's grad op `g`, the head's grad ops reading its output (its only
    readers, writing Y@GRAD and R@GRAD) and batch_norm_grad reading Y@GRAD (the only reader)."""
    grad = ops[g]
    dout, dsum = single(grad.desc.input("Out" + GRAD_SUFFIX)), single(grad.output_names())
    if (dout is None or dsum is None or grad.desc.input("Out") != [chain.out] or dsum in keep
            or writers.get(dsum) != [g]):
        return None
    add_grads = tuple(readers.get(dsum, []))
    meta = ops[chain.add].meta
    allowed = set(meta.grad.ops) if hasattr(meta.grad, "ops") else {getattr(meta.grad, "op", "")}
    if any(a < g or ops[a].type not in allowed or not set(ops[a].input_names()) <= {dsum, chain.mid, chain.addend}
           for a in add_grads):
        return None
    if not set(mid_readers) <= set(add_grads):  # Y is read by the head and its grad ops only
        return None
    dmid: str | None = None
    daddend: str | None = None
    for a in add_grads:
        for name in ops[a].output_names():
            base = name.split(GRAD_SUFFIX)[0]
            if base == chain.mid and dmid is None and writers.get(name) == [a]:
                dmid = name
            elif base == chain.addend and daddend is None and written_once_then_read(name, a, readers, writers):
                daddend = name
            else:
                return None
    if dmid is None or dmid in keep or len(readers.get(dmid, [])) != 1:
        return None
    h = readers[dmid][0]
    found = bn_grad_part(chain, g, h, dmid, ops, readers, writers, keep)
    if found is None:
        return None
    return ResidualChain(chain.head, chain.tail, chain.kernel, chain.x, chain.params, chain.epsilon, chain.mid,
                         chain.out, (), chain.momentum, False, chain.outputs, g, h, dout, dmid, *found,
                         add=chain.add, addend=chain.addend, sum=chain.sum, add_grads=add_grads, dsum=dsum,
                         daddend=daddend)


# --- the steps -----------------------------------------------------------------------------------
def residual_forward_step(chain: ResidualChain, scope: Scope) -> Step:
    """Out and batch norm's statistics, at the head's place (R computed by then)."""
    kernel = getattr(_native, chain.kernel)
    x, addend = scope.var(chain.x).tensor, scope.var(chain.addend).tensor
    params = [scope.var(n).tensor for n in chain.params]
    written = [scope.var(n).tensor if n else None for n in (chain.out, *chain.outputs)]

    def run() -> None:
        values = kernel(x.array, addend.array, *(p.array for p in params), chain.momentum, chain.epsilon, False)
        for tensor, value in zip(written, values):
            if tensor is not None:
                tensor.array = value
    return (0, run, None, None, None)


def residual_backward_step(chain: ResidualChain, scope: Scope) -> Step:
    """X@GRAD, Scale@GRAD, Bias@GRAD and R@GRAD from Out and Out@GRAD, at the tail's grad op's place."""
    kernel = getattr(_native, chain.kernel + "_grad")
    dout, second = chain.dout_reads()
    read = [scope.var(n).tensor for n in (chain.x, chain.params[0], str(chain.outputs[2]), str(chain.outputs[3]),
                                          chain.out, dout)]
    written = [scope.var(n).tensor if n else None for n in (*chain.grads, chain.daddend)]
    if second is not None:
        read.append(scope.var(second).tensor)  # dout2, after is_test

    def run() -> None:
        values = kernel(*(t.array for t in read[:6]), False, *(t.array for t in read[6:]))
        for tensor, value in zip(written, values):
            if tensor is not None:
                tensor.array = value
    return (0, run, None, None, None)
