"""Recurrent nets (seed 004): a step net run over per-step child scopes, and its gradient.

A recurrent net is a net kind (`NetDesc(kind="recurrent")`): its ops are the step net, its
attributes say how the step meets the outside:

    {"inputs":   [{"outer": "x", "inner": "x_t"}],      # sequence x, one step's rows as x_t
     "memories": [{"inner": "h", "pre": "h_pre",        # h_pre at step t: h of step t-1;
                   "boot": "h0", "size": null}],        #   at step 0 boot's rows (or zeros [n, size])
     "outputs":  [{"inner": "h", "outer": "h_seq"}],    # h of every step, gathered as a sequence
     "params":   ["w", "b"],                            # outer variables every step reads whole
     "statics":  [{"outer": "enc", "inner": "enc_s",    # optional: an outer variable each step reads
                   "is_seq": true}],                    #   for the sequences running (see below)
     "reverse":  false}                                 # true: each sequence from its end

Sequences of different lengths run in one batch: they are ordered by length, longest first,
so the sequences still running at step t are the first n_t ones, and a memory's rows at step t
are the first n_t rows of its value at step t-1 (a shorter sequence drops out as it ends).
A static input (v2's StaticInput) is read whole at every step, for the sequences still running:
one row per sequence (is_seq false), or one sequence per sequence (is_seq true: an encoder's
output that an attention reads at every step of a decoder), given to the step in the running
order with its own offsets; its gradient is summed over the steps.
Every step runs in its own child scope of the scope the net runs in, where the step's inputs,
states and everything it writes are local; parameters are found in the parent. The step scopes
are kept (Scope.keep_scopes, under "recurrent:<first output>") and reused from run to run.

The gradient is a net of kind "recurrent_grad" (paddle.net.NetGrad asks `grad_desc`): the
step's gradient net (paddle.backward.seeded_backward over the step: the gradients of the
step's outputs and memories given, those of its inputs, states and parameters computed) run
in reverse over the kept step scopes; a memory's gradient flows from step t to step t-1, the
parameters' gradients are summed over the steps, the inputs' are scattered back into sequences.

In a parent net, either runs as one op (paddle.net.NetOp). The layers: `recurrent_group`
and `memory` (paddle.recurrent_layers, for the Model API; paddle.v2.recurrent for v2). See
docs/recurrent.md.
"""
from __future__ import annotations

import dataclasses
import weakref
from typing import Any, Mapping

from ..core.desc import NetDesc
from ..errors import OpRunError
from ..kernels._xp import xp_of
from .nested import (NestedGradNet, add_param_grads, add_rows, check_sub_dataflow, grad_names, index, infer_ops,
                     local, local_value, run_local, seed_name, sub_grad, sub_net, unique, value)
from ..core.net import Net
from ..core.place import Context
from . import recurrent_fast
from .recurrent_layout import Layout, _gather, _layout, _per_sub, _statics
from .recurrent_spec import GRAD_KIND, KIND, Link, Memory, Spec, check_spec
from ..registry import EMPTY_VAR, ConfigError, SequenceType, TensorInfo, grad_var_name
from ..core.scope import Scope, default_scope


class RecurrentNet(Net, kind=KIND):
    """A step net run over the steps of sequences (see the module docstring)."""

    nested = True

    def __init__(self, desc: NetDesc | None = None, registry: Any = None) -> None:
        desc = desc or NetDesc(kind=KIND)
        self.check_desc(desc, registry)
        self.desc, self.spec = desc, Spec.of(desc.attrs)
        self.step = sub_net(desc, registry)
        self.fast_bound: weakref.WeakKeyDictionary[Scope, Any] = weakref.WeakKeyDictionary()  # recurrent_fast
        self.fast_layouts: dict[Any, Layout] = {}  # recurrent_fast: a layout per offsets

    @classmethod
    def check_desc(cls, desc: NetDesc, registry: Any) -> tuple[list[str], list[str]]:
        spec = Spec.of(desc.attrs)
        check_spec(KIND, spec, desc)
        return spec.reads(), spec.writes()

    @classmethod
    def rename_writes(cls, desc: NetDesc, writes: list[str]) -> NetDesc:
        spec = Spec.of(desc.attrs)
        outputs = tuple(Link(new, o.inner) for o, new in zip(spec.outputs, writes))
        return dataclasses.replace(desc, attrs=dataclasses.replace(spec, outputs=outputs).to_attrs())

    @classmethod
    def grad_desc(cls, desc: NetDesc, registry: Any) -> tuple[NetDesc, list[str], list[str]]:
        spec = Spec.of(desc.attrs)
        ops = sub_grad(KIND, sub_net(desc, registry), spec.targets(), spec.given())
        out_grads = [grad_var_name(w) for w in spec.writes()]
        in_grads = [grad_var_name(r) for r in spec.reads()]
        grad = NetDesc(kind=GRAD_KIND, ops=ops,
                       attrs={**spec.to_attrs(), "out_grads": out_grads, "in_grads": in_grads})
        return grad, spec.reads() + out_grads, in_grads

    def to_desc(self) -> NetDesc:
        return self.desc

    # --- running ---------------------------------------------------------------------------
    def run(self, scope: Scope | None = None, context: Context | None = None, begin: int = -1,
            end: int = -1) -> None:
        scope = scope if scope is not None else default_scope()
        context = context or Context(scope.place)
        if recurrent_fast.ENABLED:  # the same steps, their per-step work resolved once
            return recurrent_fast.run_forward(self, scope, context)
        spec = self.spec
        layout = _layout(spec, scope, KIND)
        steps = scope.keep_scopes(spec.key, layout.steps)
        xs = [value(scope, x.outer, KIND) for x in spec.inputs]
        like = xs[0]
        statics = _statics(spec, scope, layout, KIND)
        for t, (rows, n) in enumerate(zip(layout.rows, layout.counts)):
            s, at = steps[t], index(rows, like)
            for x, array in zip(spec.inputs, xs):
                local(s, x.inner).set(array[at], layout.step_lods[t])
            for st, (array, part) in zip(spec.statics, statics):
                srows, slod = part.at(n)
                local(s, st.inner).set(array[index(srows, array)], slod)
            for m in spec.memories:
                local(s, m.pre).set(self._state(scope, steps, m, t, n, layout, like))
            run_local(self.step, s, context)
        for o in spec.outputs:
            parts = [steps[t].var(o.inner).value for t in range(layout.steps)]
            if _per_sub(layout, steps[0], o.inner):  # a row per sub-sequence: a sequence per sequence
                out, lod = _gather(o, parts, layout.subs or [], layout.sub_count), layout.outer_lod
            else:
                out, lod = _gather(o, parts, layout.rows, len(like)), layout.lod
            (scope.find_var(o.outer) or scope.new_var(o.outer)).set(out, lod)

    def _state(self, scope: Scope, steps: list[Scope], m: Memory, t: int, n: int, layout: Layout,
               like: Any) -> Any:
        """A memory's previous value for the n sequences running at step t."""
        if t > 0:
            prev = steps[t - 1].var(m.inner).value
            return prev[:n]
        if m.boot is None:
            assert m.size is not None
            return xp_of(like).zeros((n, m.size), dtype=like.dtype)
        boot = value(scope, m.boot, KIND)
        if len(boot) != len(layout.order):
            raise OpRunError(f"{KIND} net: memory '{m.inner}' boots from '{m.boot}', which should have one row "
                             f"per sequence ({len(layout.order)}), got {len(boot)}")
        return boot[index(layout.order[:n], boot)]

    def infer_outer(self, infos: Mapping[str, TensorInfo]) -> list[TensorInfo | None]:
        spec = self.spec
        first = infos[spec.inputs[0].outer]
        step: dict[str, TensorInfo] = {x.inner: _rows(infos[x.outer], spec.sub_sequences) for x in spec.inputs}
        step.update({p: infos[p] for p in spec.params})
        step.update({x.inner: dataclasses.replace(infos[x.outer], shape=(None, *infos[x.outer].shape[1:]))
                     if x.is_seq else _rows(infos[x.outer]) for x in spec.statics})
        for m in spec.memories:  # a step's rows: the sequences running, a number unknown here
            step[m.pre] = _rows(infos[m.boot]) if m.boot else TensorInfo((None, m.size), first.dtype)
        infer_ops(self.step, step)
        for m in spec.memories:
            pre, now = step[m.pre], step.get(m.inner)
            if now is not None and now.shape[1:] != pre.shape[1:]:
                raise ConfigError(f"{KIND} net: memory '{m.inner}' is {list(now.shape[1:])} wide per row but starts "
                                  f"from {list(pre.shape[1:])} ({'boot ' + repr(m.boot) if m.boot else 'size'})",
                                  layer=KIND, argument="memory", rule="shape", value=m.inner)
        return [None if o.inner not in step else _outer_info(step[o.inner], first, spec.sub_sequences)
                for o in spec.outputs]


def _outer_info(inner: TensorInfo, first: TensorInfo, sub_sequences: bool) -> TensorInfo:
    """An output over all steps: the first input's rows and offsets; stepping over sub-sequences,
    a step output of one row per sub-sequence gives a sequence of them per sequence."""
    if sub_sequences and inner.seq_type is SequenceType.NONE:
        return TensorInfo((None, *inner.shape[1:]), inner.dtype, SequenceType.SEQUENCE)
    return TensorInfo((first.shape[0], *inner.shape[1:]), inner.dtype, first.seq_type)


def _rows(info: TensorInfo, sub_sequences: bool = False) -> TensorInfo:
    """One step's rows of a tensor: not a sequence, as many rows as sequences running (stepping
    over sub-sequences: a sequence, one sub-sequence per sequence running)."""
    return TensorInfo((None, *info.shape[1:]), info.dtype,
                      SequenceType.SEQUENCE if sub_sequences else SequenceType.NONE)


# --- the gradient ------------------------------------------------------------------------------


class RecurrentGradNet(NestedGradNet, Net, kind=GRAD_KIND):
    """The gradient of a recurrent net: the step's gradient net run in reverse over the kept
    step scopes (see the module docstring). Attributes: the forward's, plus `out_grads` (the
    gradient of each outer output, read) and `in_grads` (of each outer read, written, or
    EMPTY_VAR when nobody needs it)."""

    def __init__(self, desc: NetDesc | None = None, registry: Any = None) -> None:
        desc = desc or NetDesc(kind=GRAD_KIND)
        self.check_desc(desc, registry)
        self.desc = desc
        self.spec, self.out_grads, self.in_grads = _grad_spec(desc)
        self.step = sub_net(desc, registry)
        self.fast_bound: weakref.WeakKeyDictionary[Scope, Any] = weakref.WeakKeyDictionary()  # recurrent_fast
        self.fast_layouts: dict[Any, Layout] = {}  # recurrent_fast: a layout per offsets

    @classmethod
    def check_desc(cls, desc: NetDesc, registry: Any) -> tuple[list[str], list[str]]:
        spec, out_grads, in_grads = _grad_spec(desc)
        unique(GRAD_KIND, [g for g in in_grads if g != EMPTY_VAR], "the gradients written")
        check_sub_dataflow(GRAD_KIND, desc, spec.given() + [seed_name(t) for t in spec.targets()], strict=False)
        return spec.reads() + out_grads, in_grads

    def run(self, scope: Scope | None = None, context: Context | None = None, begin: int = -1,
            end: int = -1) -> None:
        scope = scope if scope is not None else default_scope()
        context = context or Context(scope.place)
        if recurrent_fast.ENABLED:
            return recurrent_fast.run_backward(self, scope, context)
        spec = self.spec
        layout = _layout(spec, scope, GRAD_KIND)
        steps = scope.kept_scopes(spec.key)
        if len(steps) < layout.steps:
            raise OpRunError(f"{GRAD_KIND} net: the recurrent net writing '{spec.outputs[0].outer}' has not run on "
                             f"these sequences in this scope: run the forward net first")
        xs = [value(scope, x.outer, GRAD_KIND) for x in spec.inputs]
        dys = {o.inner: [] for o in spec.outputs}  # type: dict[str, list[Any]]
        for o, g in zip(spec.outputs, self.out_grads):
            dys[o.inner].append(value(scope, g, GRAD_KIND))
        dxs: list[Any] = [xp_of(x).zeros_like(x) for x in xs]
        dparams: dict[str, Any] = {p: None for p in spec.params}
        carry: dict[str, Any] = {m.pre: None for m in spec.memories}
        statics = _statics(spec, scope, layout, GRAD_KIND)
        dstatics: list[Any] = [xp_of(a).zeros_like(a) for a, _ in statics]
        for t in reversed(range(layout.steps)):
            s, rows = steps[t], layout.rows[t]
            at = index(rows, xs[0])
            for target in spec.targets():
                seed = xp_of(s.var(target).value).zeros_like(s.var(target).value)
                where = index(layout.subs[t], seed) if layout.subs is not None and _per_sub(layout, s, target) else at
                for dy in dys.get(target, []):
                    seed = seed + dy[where]
                for m in spec.memories:
                    if m.inner == target and carry[m.pre] is not None:
                        seed[: len(carry[m.pre])] += carry[m.pre]
                local(s, seed_name(target), "gradient").set(seed)
            run_local(self.step, s, context)
            for i, x in enumerate(spec.inputs):
                dx = local_value(s, grad_var_name(x.inner), self.step)
                if dx is not None:
                    add_rows(dxs[i], at, dx)
            for m in spec.memories:
                carry[m.pre] = local_value(s, grad_var_name(m.pre), self.step)
            for i, (st, (_, part)) in enumerate(zip(spec.statics, statics)):
                ds = local_value(s, grad_var_name(st.inner), self.step)
                if ds is not None:
                    add_rows(dstatics[i], index(part.at(layout.counts[t])[0], ds), ds)
            add_param_grads(dparams, s, self.step)
        grads = self._in_grads(scope, xs, dxs, dparams, carry, layout)
        grads += [(d, scope.var(x.outer).tensor.lod) for x, d in zip(spec.statics, dstatics)]
        self.write_outer_grads(scope, grads)

    def _in_grads(self, scope: Scope, xs: list[Any], dxs: list[Any], dparams: dict[str, Any],
                  carry: dict[str, Any], layout: Layout) -> list[tuple[Any, Any]]:
        """(gradient, offsets) of each outer read, in the order of reads()."""
        out: list[tuple[Any, Any]] = [(dx, layout.lod) for dx in dxs]
        for m in self.spec.memories:
            if m.boot:
                boot = value(scope, m.boot, GRAD_KIND)
                d = xp_of(boot).zeros_like(boot)
                if carry[m.pre] is not None:
                    d[index(layout.order[: len(carry[m.pre])], d)] = carry[m.pre]
                out.append((d, None))
        out += [(dparams[p], None) for p in self.spec.params]
        return out


def _grad_spec(desc: NetDesc) -> tuple[Spec, list[str], list[str]]:
    attrs = desc.attrs
    spec = Spec.of(attrs, GRAD_KIND, extra=("out_grads", "in_grads"))
    return (spec, *grad_names(GRAD_KIND, attrs, spec))
