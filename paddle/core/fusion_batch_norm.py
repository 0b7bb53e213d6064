"""Batch norm then an activation, fused (issue 21): the chains whose head is `batch_norm`, and the
graph helpers every chain shares. paddle/core/fusion.py finds and applies them with the
elementwise chains; this module holds what is particular to batch norm.

- `AffineChain`: batch_norm in inference mode (is_test) then an activation, forward only: per
  channel X * a + b from the running statistics, then the tail (`fused_affine_<tail>`).
- `BatchNormChain`: batch_norm computing its batch statistics (training) then an activation,
  forward and, in a training net, backward: `fused_batch_norm_<tail>` writes Out = tail(Y) and the
  statistics (MeanOut, VarianceOut, SavedMean, SavedVariance) without writing Y;
  `fused_batch_norm_<tail>_grad` takes Out@GRAD, applies the tail's gradient inline and runs
  batch norm's backward (generated/cpp/fused_batch_norm.cc). It replaces the activation's grad op
  and batch_norm_grad, at the former's place.
- A summed Out@GRAD (`fold_summed_dout`): where Out has two readers (a residual block's input: its
  first conv and the shortcut), backward adds their gradients with a `sum` op read by the tail's
  grad op only; the fused gradient step then takes the two addends and adds them as it first
  reads them (the same sum in T), and the sum op goes.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable, Mapping, Sequence, TypeVar

import numpy as np

from ..kernels import _fused_gpu as fused_gpu
from ..kernels import _native
from ..kernels._xp import xp_of
from ..registry import EMPTY_VAR, GRAD_SUFFIX
from .operator import as_closure
from .scope import Scope

Step = tuple[int, Callable[..., Any], Any, Any, Any]
BN_INPUTS = ("X", "Scale", "Bias", "Mean", "Variance")
BN_OUTPUTS = ("MeanOut", "VarianceOut", "SavedMean", "SavedVariance")
BN_GRADS = ("X", "Scale", "Bias")
# the gradients of batch_norm's statistics outputs: fused only where nothing computes them (None)
STATISTICS_GRADS = tuple(slot + GRAD_SUFFIX for slot in BN_OUTPUTS)


# --- graph helpers shared by every chain ---------------------------------------------------------
def elementwise_arity(op: Any) -> int:
    meta = getattr(op, "meta", None)
    e = getattr(meta, "elementwise", None)
    return 0 if e is None else e.arity


def single(names: list[str]) -> str | None:
    return names[0] if len(names) == 1 and names[0] != EMPTY_VAR else None


def written_once_then_read(name: str, writer: int, readers: Mapping[str, list[int]],
                           writers: Mapping[str, list[int]], place: int | None = None) -> bool:
    """Only op `writer` writes `name` and nobody reads it before it, or before `place` where the
    fused step writes it (no value carried from the last run): the fused step may then write it
    earlier, at the chain's first op (or at `place`)."""
    first = writer if place is None else place
    return writers.get(name) == [writer] and all(r > first for r in readers.get(name, []))


# --- the chains ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class AffineChain:
    """batch_norm in inference mode (is_test) then an activation, forward only: per channel
    X * a + b with a = Scale / sqrt(Variance + epsilon), b = Bias - Mean * a, then the tail."""

    head: int
    tail: int
    kernel: str                    # fused_affine_<tail>
    x: str
    params: tuple[str, str, str, str]  # Scale, Bias, Mean, Variance
    epsilon: float
    mid: str
    out: str
    unwritten: tuple[str, ...]     # the head's other outputs nobody reads (saved statistics)

    @property
    def indices(self) -> tuple[int, ...]:
        return (self.head, self.tail)

    def elided(self) -> tuple[str, ...]:
        return (self.mid, *self.unwritten)


@dataclass(frozen=True)
class BatchNormChain(AffineChain):
    """batch_norm with its batch statistics then an activation (`kernel`: fused_batch_norm_<tail>),
    with the gradient part in a training net: the tail's grad op and batch_norm_grad. (A kind of
    AffineChain for the plan's annotations, `Chain | AffineChain`: the same head, params and tail;
    `is_test` also fuses here where the gradient is taken, which the affine map does not serve.)"""

    momentum: float
    is_test: bool
    outputs: tuple[str | None, ...]      # MeanOut, VarianceOut, SavedMean, SavedVariance
    tail_grad: int | None = None
    head_grad: int | None = None
    dout: str = ""
    dmid: str = ""                       # Y@GRAD: never written once fused
    grads: tuple[str | None, ...] = ()   # X@GRAD, Scale@GRAD, Bias@GRAD (None: not computed)
    zero_fills: tuple[tuple[int, str], ...] = ()  # the statistics' zero gradients: (op, output)
    dout_sum: int | None = None          # the sum op writing Out@GRAD from two addends, folded in
    dout_addends: tuple[str, ...] = ()   # its inputs, which the fused gradient step reads instead

    @property
    def indices(self) -> tuple[int, ...]:
        if self.tail_grad is None or self.head_grad is None:
            return (self.head, self.tail)
        return (self.head, self.tail, self.tail_grad, self.head_grad, *(i for i, _ in self.zero_fills),
                *self.summed())

    def elided(self) -> tuple[str, ...]:
        if self.tail_grad is None:
            return (self.mid,)
        return (self.mid, self.dmid, *(name for _, name in self.zero_fills), *self.summed_out())

    def summed(self) -> tuple[int, ...]:
        """The folded sum op's index, if any."""
        return () if self.dout_sum is None else (self.dout_sum,)

    def summed_out(self) -> tuple[str, ...]:
        """Out@GRAD where the fused step adds its addends itself: never written."""
        return () if self.dout_sum is None else (self.dout,)

    def dout_reads(self) -> tuple[str, str | None]:
        """What the fused gradient step reads as Out@GRAD: (the first addend, the second or None)."""
        if self.dout_addends:
            return self.dout_addends[0], self.dout_addends[1]
        return self.dout, None


def _bn_names(bn: Any) -> dict[str, str | None]:
    return {slot: single(bn.desc.input(slot)) for slot in BN_INPUTS}


def _tail_of(i: int, mid: str, ops: Sequence[Any], readers: Mapping[str, list[int]],
             writers: Mapping[str, list[int]], prefix: str) -> tuple[int, str, str] | None:
    """The activation reading batch_norm's Y (op `i`'s `mid`) first: (its index, the fused kernel
    `prefix<tail>`, its output), or None where that is not a fusible tail."""
    tails = [j for j in readers.get(mid, []) if elementwise_arity(ops[j]) == 1]
    if len(tails) != 1 or tails[0] < i:
        return None
    kernel, out = prefix + ops[tails[0]].type, single(ops[tails[0]].output_names())
    if out is None or not hasattr(_native, kernel) or not written_once_then_read(out, tails[0], readers, writers):
        return None
    return tails[0], kernel, out


def affine_from(i: int, ops: Sequence[Any], readers: Mapping[str, list[int]], writers: Mapping[str, list[int]],
                keep: frozenset[str]) -> AffineChain | None:
    """batch_norm (is_test) at op `i` whose Y only an activation reads; its other outputs are
    its running statistics unchanged (written back into their own variables) or read by nobody."""
    bn = ops[i]
    names = _bn_names(bn)
    mid = single(bn.desc.output("Y"))
    if mid is None or any(n is None for n in names.values()) or mid in keep or writers.get(mid) != [i]:
        return None
    unwritten = affine_outputs_unread(bn, i, readers, writers, keep)
    tail = _tail_of(i, mid, ops, readers, writers, "fused_affine_")
    if unwritten is None or tail is None or len(readers[mid]) != 1:
        return None
    x, scale, bias, mean, variance = (str(names[s]) for s in BN_INPUTS)
    return AffineChain(i, tail[0], tail[1], x, (scale, bias, mean, variance), float(bn.attrs["epsilon"]), mid,
                       tail[2], unwritten)


def affine_outputs_unread(bn: Any, i: int, readers: Mapping[str, list[int]], writers: Mapping[str, list[int]],
                          keep: frozenset[str]) -> tuple[str, ...] | None:
    """batch_norm (is_test) at op `i`: its outputs besides Y that a fused step need not write (read
    by nobody), or None where one is read; the running statistics written back into their own
    variables (unchanged) are not among them."""
    names = _bn_names(bn)
    unwritten = []
    for slot, same_as in (("MeanOut", "Mean"), ("VarianceOut", "Variance"), ("SavedMean", None),
                          ("SavedVariance", None)):
        name = single(bn.desc.output(slot))
        if name is None or name == names.get(same_as or ""):
            continue
        if name in keep or readers.get(name) or writers.get(name) != [i]:
            return None
        unwritten.append(name)
    return tuple(unwritten)


def batch_norm_from(i: int, ops: Sequence[Any], readers: Mapping[str, list[int]],
                    writers: Mapping[str, list[int]], keep: frozenset[str]) -> BatchNormChain | None:
    """batch_norm at op `i` whose Y only an activation reads (and, in a training net, the
    activation's grad op); its statistics outputs are written as before, at its place."""
    bn = ops[i]
    names = _bn_names(bn)
    mid = single(bn.desc.output("Y"))
    if mid is None or any(n is None for n in names.values()) or mid in keep or writers.get(mid) != [i]:
        return None
    tail = _tail_of(i, mid, ops, readers, writers, "fused_batch_norm_")
    if tail is None:
        return None
    x, scale, bias, mean, variance = (str(names[s]) for s in BN_INPUTS)
    chain = BatchNormChain(i, tail[0], tail[1], x, (scale, bias, mean, variance), float(bn.attrs["epsilon"]), mid,
                           tail[2], (), float(bn.attrs["momentum"]), bool(bn.attrs["is_test"]),
                           tuple(single(bn.desc.output(s)) for s in BN_OUTPUTS))
    others = [k for k in readers[mid] if k != tail[0]]
    if not others:
        return chain
    if len(others) != 1 or ops[others[0]].type != f"{ops[tail[0]].type}_grad":
        return None
    return _with_backward(chain, others[0], ops, readers, writers, keep)


def _with_backward(chain: BatchNormChain, g: int, ops: Sequence[Any], readers: Mapping[str, list[int]],
                   writers: Mapping[str, list[int]], keep: frozenset[str]) -> BatchNormChain | None:
    """`chain` with the tail's grad op `g` and the batch_norm_grad reading its output, the only
    reader; the fused gradient step runs at `g`'s place, so batch_norm_grad's outputs must not be
    read before and its inputs not written between the two."""
    grad = ops[g]
    dout, dmid = single(grad.desc.input("Out" + GRAD_SUFFIX)), single(grad.output_names())
    if (dout is None or dmid is None or grad.desc.input("Out") != [chain.out] or dmid in keep
            or writers.get(dmid) != [g] or len(readers.get(dmid, [])) != 1):
        return None
    h = readers[dmid][0]
    found = bn_grad_part(chain, g, h, dmid, ops, readers, writers, keep)
    if found is None:
        return None
    return BatchNormChain(chain.head, chain.tail, chain.kernel, chain.x, chain.params, chain.epsilon, chain.mid,
                          chain.out, (), chain.momentum, chain.is_test, chain.outputs, g, h, dout, dmid, *found)


def bn_grad_part(chain: BatchNormChain, g: int, h: int, dmid: str, ops: Sequence[Any],
                 readers: Mapping[str, list[int]], writers: Mapping[str, list[int]],
                 keep: frozenset[str]) -> tuple[tuple[str | None, ...], tuple[tuple[int, str], ...]] | None:
    """Op `h`, batch_norm_grad of `chain`'s batch norm over Y@GRAD `dmid`, replaced by a fused
    step at op `g`'s place: (its gradients X@GRAD, Scale@GRAD, Bias@GRAD, the statistics' zero
    fills it makes unnecessary), or None where that would change what anybody reads."""
    bn_grad = ops[h]
    if h < g or bn_grad.type != "batch_norm_grad" or bn_grad.desc.input("Y" + GRAD_SUFFIX) != [dmid]:
        return None
    if single(bn_grad.desc.input("X")) != chain.x or single(bn_grad.desc.input("Scale")) != chain.params[0]:
        return None
    saved = [single(bn_grad.desc.input(s)) for s in ("SavedMean", "SavedVariance")]
    if tuple(saved) != chain.outputs[2:] or None in saved:
        return None
    fills = _zero_fills(bn_grad, h, ops, readers, writers, keep)
    if fills is None:
        return None
    read = (chain.x, chain.params[0], *(str(n) for n in saved))
    if any(g < w < h for n in read for w in writers.get(n, [])):
        return None
    grads = []
    for slot in BN_GRADS:
        name = single(bn_grad.desc.output(slot + GRAD_SUFFIX))
        if name is not None and not written_once_then_read(name, h, readers, writers):
            return None
        grads.append(name)
    return tuple(grads), fills


BN = TypeVar("BN", bound=BatchNormChain)


def fold_summed_dout(chain: BN, ops: Sequence[Any], readers: Mapping[str, list[int]],
                     writers: Mapping[str, list[int]], keep: frozenset[str]) -> BN:
    """`chain` with the `sum` op of two addends writing its Out@GRAD folded into its fused gradient
    step, where that changes nothing anybody reads: the sum is not kept, is written by that op
    only and read by the tail's grad op only, after it, and nothing writes the addends between the
    two (the fused step reads them at the grad op's place). Else `chain` as it is."""
    g = chain.tail_grad
    if g is None or chain.head_grad is None or g not in chain.indices or chain.dout in keep:
        return chain
    found = writers.get(chain.dout, [])
    if len(found) != 1 or ops[found[0]].type != "sum" or found[0] > g or readers.get(chain.dout) != [g]:
        return chain
    s = found[0]
    addends = list(ops[s].desc.input("X"))
    if len(addends) != 2 or EMPTY_VAR in addends or chain.dout in addends:
        return chain
    if any(s < w < g for name in addends for w in writers.get(name, [])):
        return chain
    return replace(chain, dout_sum=s, dout_addends=tuple(addends))


def _zero_fills(bn_grad: Any, h: int, ops: Sequence[Any], readers: Mapping[str, list[int]],
                writers: Mapping[str, list[int]], keep: frozenset[str]) -> tuple[tuple[int, str], ...] | None:
    """The loss reads none of batch norm's statistics: each of their gradients is computed by
    nobody, or is zeros (`fill_like`, as backward writes it) read by batch_norm_grad (op `h`)
    only. Returns those fills (index, output), which the fused step makes unnecessary; None if a
    gradient may be nonzero."""
    fills = []
    for slot in STATISTICS_GRADS:
        for name in bn_grad.desc.input(slot):
            found = writers.get(name, [])
            if name == EMPTY_VAR or not found:
                continue
            fill = ops[found[0]]
            if (len(found) != 1 or fill.type != "fill_like" or float(fill.attrs.get("value", 1.0)) != 0.0
                    or readers.get(name) != [h] or name in keep):
                return None
            fills.append((found[0], name))
    return tuple(fills)


# --- the steps -----------------------------------------------------------------------------------
FLOAT32_SAFE = 1e30  # past this, a or b rounded to float32 loses what batch norm's double arithmetic keeps


def batch_norm_map(params: Sequence[Any], epsilon: float) -> tuple[Any, Any]:
    """Batch norm with its running statistics (`params`: Scale, Bias, Mean, Variance, numpy or
    cupy arrays) as a map per channel, X * a + b, in double: a = Scale / sqrt(Variance +
    epsilon), b = Bias - Mean * a."""
    scale, bias, mean, variance = params
    xp = xp_of(scale)
    a = scale.astype(np.float64) / xp.sqrt(variance.astype(np.float64) + epsilon)
    return a, bias.astype(np.float64) - mean.astype(np.float64) * a


def within_float32(*values: Any) -> bool:
    """Whether each of these float64 arrays keeps its meaning rounded to float32 (see FLOAT32_SAFE)."""
    return all(np.abs(v).max(initial=0.0) < FLOAT32_SAFE for v in values)


def affine_step(chain: AffineChain, scope: Scope, m: int, inner: int, unfused: Sequence[Any],
                gpu: bool = False) -> Step:
    """The fused step; where a or b is past what float32 holds well (a tiny epsilon over a
    constant channel), the unfused steps, as batch_norm's kernel then computes in double. On a
    GPU the kernel maps in double itself, so no check (and no wait for the device) is needed."""
    x, out = scope.var(chain.x).tensor, scope.var(chain.out).tensor
    scale, bias, mean, variance = (scope.var(n).tensor for n in chain.params)
    params = (scale, bias, mean, variance)
    if gpu:
        def on_gpu() -> None:
            a, b = batch_norm_map([t.array for t in params], chain.epsilon)
            out.array = fused_gpu.affine(chain.kernel, x.array, a, b, m, inner)
        return (0, on_gpu, None, None, None)
    kernel = getattr(_native, chain.kernel)
    head, tail = (as_closure(s) for s in unfused)

    def run() -> None:
        a, b = batch_norm_map([t.array for t in params], chain.epsilon)
        if within_float32(a, b):
            out.array = kernel(x.array, a, b, m, inner)
        else:
            head()
            tail()
    return (0, run, None, None, None)


def batch_norm_forward_step(chain: BatchNormChain, scope: Scope) -> Step:
    """Out and the statistics, at batch_norm's place."""
    kernel = getattr(_native, chain.kernel)
    x = scope.var(chain.x).tensor
    params = [scope.var(n).tensor for n in chain.params]
    written = [scope.var(n).tensor if n else None for n in (chain.out, *chain.outputs)]

    def run() -> None:
        values = kernel(x.array, *(p.array for p in params), chain.momentum, chain.epsilon, chain.is_test)
        for tensor, value in zip(written, values):
            if tensor is not None:
                tensor.array = value
    return (0, run, None, None, None)


def batch_norm_backward_step(chain: BatchNormChain, scope: Scope) -> Step:
    """X@GRAD, Scale@GRAD, Bias@GRAD from Out and Out@GRAD, at the tail's grad op's place."""
    kernel = getattr(_native, chain.kernel + "_grad")
    dout, second = chain.dout_reads()
    read = [scope.var(n).tensor for n in (chain.x, chain.params[0], str(chain.outputs[2]), str(chain.outputs[3]),
                                          chain.out, dout)]
    written = [scope.var(n).tensor if n else None for n in chain.grads]
    if second is not None:
        read.append(scope.var(second).tensor)  # dout2, after is_test

    def run() -> None:
        values = kernel(*(t.array for t in read[:6]), chain.is_test, *(t.array for t in read[6:]))
        for tensor, value in zip(written, values):
            if tensor is not None:
                tensor.array = value
    return (0, run, None, None, None)
