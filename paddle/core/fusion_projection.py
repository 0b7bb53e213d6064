"""An fc and the LSTM it feeds, fused (issue 21): `mul` (X @ Wx), optionally `rowwise_add` of the
fc's bias, then `lstm` reading that sum as its Input, run as one step at the lstm's place
(kernels/lstm_projected.py): the fc's output, a [rows, 4 * units] array written once and read
once, is never written, and each step's product takes X's rows beside the previous hidden state.
In a training net the gradient is one step at lstm_grad's place, in place of lstm_grad,
rowwise_add_grad and mul_grad: the weights' gradients are summed step by step and the fc's
output's gradient is never written either.

Found once per net version (`projection_from`) under the conditions of paddle/core/fusion.py:
the fc's output (and the sum) is not kept, is written by its op only and read only by the next
op of the pair and by their grad ops; nothing between the mul and the lstm writes X, Wx or the
fc's bias; in a training net, the gradients of the fc's output are written and read by the
chain's grad ops only, and what those ops write nobody reads before lstm_grad's place. Applied
per plan (`projection_fits`) where X is a sequence of one float dtype and the LSTM's cpu kernel
runs every step in one C++ call (kernels/_recurrence.py `whole_sequence`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

import numpy as np

from ..kernels._recurrence import whole_sequence
from ..kernels.lstm_projected import lstm_projected, lstm_projected_grad
from ..registry import GRAD_SUFFIX, SequenceType, TensorInfo
from .fusion_batch_norm import single, written_once_then_read
from .scope import Scope

Step = tuple[int, Callable[..., Any], Any, Any, Any]
LSTM_STATE = ("Weight", "Bias", "H0", "C0")
LSTM_OUTPUTS = ("Hidden", "Cell", "Gates")
ACT_ATTRS = ("gate_act", "candidate_act", "state_act")
DTYPES = (np.dtype(np.float32), np.dtype(np.float64))


@dataclass(frozen=True)
class ProjectionChain:
    """Op indices (`add`: the fc's bias add, or -1), the variables the fused steps read and write
    (names; None where absent), and, in a training net, the grad ops (-1 where none)."""

    head: int
    add: int
    tail: int
    x: str
    proj_weight: str
    proj_bias: str | None
    mid: str                          # the mul's Out: never written once fused
    sum: str | None                   # the bias add's Out, the lstm's Input (None: mid is)
    state: tuple[str | None, ...]     # the lstm's Weight, Bias, H0, C0
    outputs: tuple[str, ...]          # Hidden, Cell, Gates
    attrs: tuple[tuple[str, Any], ...]
    tail_grad: int = -1
    add_grad: int = -1
    head_grad: int = -1
    douts: tuple[str | None, ...] = ()   # Hidden@GRAD, Cell@GRAD, Gates@GRAD
    grads: tuple[str | None, ...] = ()   # the gradients of X, Wx, the fc's bias, Weight, Bias, H0, C0
    dmids: tuple[str, ...] = ()          # the fc's output's gradients (and the sum's): never written

    @property
    def indices(self) -> tuple[int, ...]:
        ops = (self.head, self.add, self.tail, self.tail_grad, self.add_grad, self.head_grad)
        return tuple(i for i in ops if i >= 0)

    def elided(self) -> tuple[str, ...]:
        """The variables the fused steps never write."""
        return tuple(n for n in (self.mid, self.sum, *self.dmids) if n is not None)


def projection_from(i: int, ops: Sequence[Any], readers: Mapping[str, list[int]],
                    writers: Mapping[str, list[int]], keep: frozenset[str]) -> ProjectionChain | None:
    """The chain whose mul is op `i`, or None."""
    mul = ops[i]
    x, wx, mid = single(mul.desc.input("X")), single(mul.desc.input("Y")), single(mul.output_names())
    if x is None or wx is None or mid is None or not _private(mid, i, writers, keep):
        return None
    add, bias, total = -1, None, mid
    after = _forward_reader(mid, i, ops, readers)
    if after is not None and ops[after].type == "rowwise_add" and ops[after].desc.input("X") == [mid]:
        add, bias, summed = after, single(ops[after].desc.input("b")), single(ops[after].output_names())
        if bias is None or summed is None or not _private(summed, after, writers, keep):
            return None
        total, after = summed, _forward_reader(summed, after, ops, readers)
    if after is None or ops[after].type != "lstm" or ops[after].desc.input("Input") != [total]:
        return None
    lstm = ops[after]
    if any(i < w <= after for name in (x, wx, bias) if name for w in writers.get(name, [])):
        return None
    state = tuple(single(lstm.desc.input(slot)) for slot in LSTM_STATE)
    outputs = tuple(single(lstm.desc.output(slot)) for slot in LSTM_OUTPUTS)
    if None in outputs:
        return None
    attrs = tuple((k, lstm.attrs[k]) for k in ("reverse", *ACT_ATTRS))
    chain = ProjectionChain(i, add, after, x, wx, bias, mid, None if add < 0 else total, state,
                            tuple(n for n in outputs if n), attrs)
    return _with_backward(chain, ops, readers, writers, keep)


def _private(name: str, writer: int, writers: Mapping[str, list[int]], keep: frozenset[str]) -> bool:
    return name not in keep and writers.get(name) == [writer]


def _forward_reader(name: str, writer: int, ops: Sequence[Any], readers: Mapping[str, list[int]]) -> int | None:
    """The one op after `writer` reading `name` that is not a grad op, or None."""
    found = [r for r in readers.get(name, []) if not ops[r].type.endswith("_grad")]
    return found[0] if len(found) == 1 and found[0] > writer else None


def _with_backward(chain: ProjectionChain, ops: Sequence[Any], readers: Mapping[str, list[int]],
                   writers: Mapping[str, list[int]], keep: frozenset[str]) -> ProjectionChain | None:
    """`chain` with its gradient part where the net has one; None where a grad op reads the
    unwritten values and cannot be fused."""
    total = chain.sum or chain.mid
    grad_readers = [r for r in readers.get(total, []) if r != chain.tail]
    mid_readers = [r for r in readers.get(chain.mid, []) if r not in (chain.add, chain.tail)]
    if not grad_readers and not mid_readers:
        return chain  # forward only
    g = grad_readers[0] if len(grad_readers) == 1 else -1
    lstm_grad = ops[g] if g >= 0 else None
    if lstm_grad is None or lstm_grad.type != "lstm_grad" or lstm_grad.desc.input("Input") != [total] or any(
            lstm_grad.desc.input(slot) != ops[chain.tail].desc.input(slot) for slot in LSTM_STATE) or any(
            lstm_grad.desc.input(slot) != [name] for slot, name in zip(LSTM_OUTPUTS, chain.outputs)):
        return None
    dtotal = single(lstm_grad.desc.output("Input" + GRAD_SUFFIX))
    if dtotal is None or not _private(dtotal, g, writers, keep) or any(
            chain.head < w <= g for name in (chain.x, chain.proj_weight, chain.proj_bias) if name
            for w in writers.get(name, [])):  # the fused gradient reads them at lstm_grad's place
        return None
    add_grad, dmid, dbias = -1, dtotal, None
    if chain.add >= 0:
        add_grad = _only_reader(dtotal, ops, readers, "rowwise_add_grad")
        if add_grad < 0 or mid_readers != [add_grad]:
            return None
        of_mid, dbias = _output(ops[add_grad], "X"), _output(ops[add_grad], "b")  # mid@GRAD, the bias's
        if of_mid is None or not _private(of_mid, add_grad, writers, keep):
            return None
        dmid = of_mid
    elif mid_readers != [g]:
        return None
    head_grad = _only_reader(dmid, ops, readers, "mul_grad")
    if head_grad < 0 or ops[head_grad].desc.input("X") != [chain.x] or ops[head_grad].desc.input("Y") != [
            chain.proj_weight]:
        return None
    mul_grad = ops[head_grad]
    grads = (_output(mul_grad, "X"), _output(mul_grad, "Y"), dbias,
             *(_output(lstm_grad, slot) for slot in LSTM_STATE))
    written_by = (head_grad, head_grad, add_grad, g, g, g, g)
    if any(name is not None and not written_once_then_read(name, k, readers, writers, place=g)
           for name, k in zip(grads, written_by)):
        return None
    douts = tuple(single(lstm_grad.desc.input(slot + GRAD_SUFFIX)) for slot in LSTM_OUTPUTS)
    dmids = (dtotal,) if dmid == dtotal else (dtotal, dmid)
    return ProjectionChain(chain.head, chain.add, chain.tail, chain.x, chain.proj_weight, chain.proj_bias, chain.mid,
                           chain.sum, chain.state, chain.outputs, chain.attrs, g, add_grad, head_grad, douts, grads,
                           dmids)


def _only_reader(name: str, ops: Sequence[Any], readers: Mapping[str, list[int]], kind: str) -> int:
    found = readers.get(name, [])
    return found[0] if len(found) == 1 and ops[found[0]].type == kind else -1


def _output(op: Any, slot: str) -> str | None:
    return single(op.desc.output(slot + GRAD_SUFFIX))


# --- applying a chain to a plan ------------------------------------------------------------------
def projection_fits(chain: ProjectionChain, infos: Mapping[str, TensorInfo]) -> bool:
    """X a sequence and every value of one float dtype the C++ steps serve."""
    names = [chain.x, chain.proj_weight, *(n for n in (chain.proj_bias, *chain.state) if n)]
    if any(n not in infos for n in names) or not whole_sequence():
        return False
    x = infos[chain.x]
    dtypes = {np.dtype(infos[n].dtype.numpy) for n in names}
    return (x.seq_type == SequenceType.SEQUENCE and len(x.shape) == 2 and len(dtypes) == 1
            and dtypes.pop() in DTYPES)


def projection_forward_step(chain: ProjectionChain, scope: Scope) -> Step:
    """Hidden, Cell and Gates, at the lstm's place."""
    x, wx = scope.var(chain.x).tensor, scope.var(chain.proj_weight).tensor
    reads = [None if n is None else scope.var(n).tensor for n in (chain.proj_bias, *chain.state)]
    written = [scope.var(n).tensor for n in chain.outputs]
    attrs = dict(chain.attrs)

    def run() -> None:
        arrays = [None if t is None else t.array for t in reads]
        values = lstm_projected(x.array, wx.array, *arrays, **attrs, lod={"Input": x.lod})
        for tensor, value in zip(written, values):
            tensor.array, tensor.lod = value, x.lod
    return (0, run, None, None, None)


def projection_backward_step(chain: ProjectionChain, scope: Scope, infos: Mapping[str, TensorInfo]) -> Step:
    """The gradients of X, Wx, the fc's bias and the lstm's inputs, at lstm_grad's place."""
    x, wx = scope.var(chain.x).tensor, scope.var(chain.proj_weight).tensor
    reads = [None if n is None else scope.var(n).tensor
             for n in (chain.proj_bias, *chain.state, *chain.outputs, *chain.douts)]
    written = [None if n is None else scope.var(n).tensor for n in chain.grads]
    needed = tuple(n is not None for n in chain.grads)
    x_sequence = chain.grads[0] is not None and infos.get(chain.grads[0], infos[chain.x]).seq_type != SequenceType.NONE
    attrs = dict(chain.attrs)

    def run() -> None:
        arrays = [None if t is None else t.array for t in reads]
        values = lstm_projected_grad(x.array, wx.array, *arrays, **attrs, lod={"Input": x.lod}, needed=needed)
        for tensor, value in zip(written, values):
            if tensor is not None:
                tensor.array = value
        if x_sequence and written[0] is not None:
            written[0].lod = x.lod
    return (0, run, None, None, None)


def fuse_projection(chain: ProjectionChain, begin: int, frees: list[tuple[Any, ...]], scope: Scope,
                    infos: Mapping[str, TensorInfo]) -> tuple[dict[int, Step], set[int]]:
    """The steps of the plan's slice (local indices) the chain replaces, and those that go: the mul
    and the bias add go, their drops (the memory plan) waiting for the fused step."""
    tail = chain.tail - begin
    replaced, gone = {tail: projection_forward_step(chain, scope)}, set()
    for k in (chain.head, chain.add):
        if k >= 0:
            gone.add(k - begin)
            if frees:
                frees[tail], frees[k - begin] = (*frees[k - begin], *frees[tail]), ()
    if chain.tail_grad >= 0:
        replaced[chain.tail_grad - begin] = projection_backward_step(chain, scope, infos)
        gone.update(k - begin for k in (chain.add_grad, chain.head_grad) if k >= 0)
    return replaced, gone
