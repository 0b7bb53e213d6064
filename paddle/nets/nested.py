"""What the nested nets (paddle.nets.recurrent, paddle.nets.if_else) share: reading their attributes
strictly, running a sub-net in a child scope whose results stay local, deriving a sub-net's
gradient net (paddle.backward.seeded_backward), shape inference over a sub-net, and the
configuration-time helpers of their layers. See docs/recurrent.md."""
from __future__ import annotations

import dataclasses
from typing import Any, Iterable, Mapping, Sequence

import numpy as np

from ..core.backward import seeded_backward
from ..core.desc import NetDesc
from ..core.desc_read import check_dataflow
from ..errors import NetDescError, OpRunError
from ..graph import GraphBuilder
from ..kernels._xp import xp_of
from ..core.net import PlainNet
from ..registry import EMPTY_VAR, GRAD_SUFFIX, OpDesc, TensorInfo, grad_var_name, infer_shapes
from ..core.scope import Scope
from ..core.variable import Variable

SEED_SUFFIX = "@SEED"  # `h@GRAD@SEED`: a sub-net target's gradient, given from outside


def seed_name(target: str) -> str:
    return grad_var_name(target) + SEED_SUFFIX


# --- reading a nested net's attributes ---------------------------------------------------------
def fail(kind: str, message: str, argument: str, value: Any, rule: str = "format") -> NetDescError:
    return NetDescError(f"{kind} net: {message}", layer=kind, argument=argument, rule=rule, value=value)


def known_keys(kind: str, data: Any, where: str, required: Sequence[str],
               optional: Sequence[str] = ()) -> dict[str, Any]:
    """`data` as an object with exactly the `required` keys (and maybe the `optional` ones)."""
    if not isinstance(data, Mapping):
        raise fail(kind, f"{where} should be an object, got {type(data).__name__} {data!r}", where, data)
    for key in data:
        if key not in (*required, *optional):
            raise fail(kind, f"{where}: unknown key '{key}' (valid keys: {', '.join((*required, *optional))})",
                       f"{where}.{key}", key, rule="unknown_key")
    for key in required:
        if key not in data:
            raise fail(kind, f"{where}: '{key}' is missing", f"{where}.{key}", None, rule="must_set")
    return dict(data)


def name_of(kind: str, data: Any, where: str, *, empty: bool = False) -> str:
    if not isinstance(data, str) or not data or (data == EMPTY_VAR and not empty):
        raise fail(kind, f"{where} should be a variable name, got {data!r}", where, data)
    return data


def list_of(kind: str, data: Any, where: str) -> list[Any]:
    if not isinstance(data, list):
        raise fail(kind, f"{where} should be a list, got {type(data).__name__} {data!r}", where, data)
    return data


def names_of(kind: str, data: Any, where: str, *, empty: bool = False) -> tuple[str, ...]:
    return tuple(name_of(kind, n, f"{where}[{i}]", empty=empty) for i, n in enumerate(list_of(kind, data, where)))


def unique(kind: str, names: Iterable[str], what: str) -> None:
    seen: set[str] = set()
    for n in names:
        if n in seen:
            raise fail(kind, f"'{n}' is named twice among {what}", what, n, rule="unique")
        seen.add(n)


def check_sub_dataflow(kind: str, desc: NetDesc, given: Iterable[str], strict: bool = True) -> None:
    """A sub-net reads only what is given it (inputs, states, parameters), declared, or written
    by an earlier op of it; `strict=False` (a gradient sub-net, reading the forward's values
    from the kept scopes): only refuses reads of what a later op writes."""
    try:
        check_dataflow(dataclasses.replace(desc, version="1.1" if strict else "1.0"), given)
    except NetDescError as err:
        raise fail(kind, f"{err}; a {kind} sub-net reads its inputs, its states and the parameters it "
                   f"lists", err.argument or "ops", err.value, rule="dataflow") from None


def sub_net(desc: NetDesc, registry: Any) -> PlainNet:
    """The plain net of a sub-net's ops and vars (a recurrent step, a branch)."""
    return PlainNet(NetDesc(ops=desc.ops, vars=desc.vars), registry)


# --- running a sub-net in a child scope -----------------------------------------------------------
def local(scope: Scope, name: str, label: str = "intermediate") -> Variable:
    """`name` in `scope` itself (created if missing), hiding a variable of that name in a parent."""
    return scope.new_var(name, label)


def run_local(net: PlainNet, scope: Scope, context: Any) -> None:
    """Run `net` in child `scope` with everything it writes kept local to that scope (a step's
    `h` must not overwrite an outer `h`, nor a step's `w@GRAD` the outer one)."""
    for name in net.written():
        local(scope, name, "gradient" if GRAD_SUFFIX in name else "intermediate")
    net.run(scope, context)


def local_value(scope: Scope, name: str, net: PlainNet) -> Any:
    """The value `net` wrote to `name` in `scope`, or None when it does not write it."""
    return scope.var(name).value if name in net.written() else None


def value(scope: Scope, name: str, kind: str) -> Any:
    var = scope.var(name)
    if var.value is None:
        raise OpRunError(f"{kind} net reads '{name}', which holds no value: feed it or compute it first")
    return var.value


def add_rows(acc: Any, rows: Any, part: Any) -> None:
    """acc[rows] += part (rows distinct)."""
    acc[rows] = acc[rows] + part


def index(rows: Any, like: Any) -> Any:
    """Row indices as an index array of `like`'s array module (numpy or cupy); indices on
    the host (a layout's) are copied over, indices of that module already are kept."""
    xp = xp_of(like)
    if hasattr(rows, "dtype") and xp_of(rows) is xp:
        return rows
    return xp.asarray(np.asarray(rows, dtype=np.int64))


def outer_grad_of(scope: Scope, read: str, grad: str, computed: Any, lod: Any = None) -> None:
    """Write the gradient of outer `read` to `grad` (zeros when nothing flowed into it)."""
    if grad == EMPTY_VAR:
        return
    if computed is None:
        computed = xp_of(scope.var(read).value).zeros_like(scope.var(read).value)
    (scope.find_var(grad) or scope.new_var(grad, "gradient")).set(computed, lod)


# --- the gradient nets ----------------------------------------------------------------------------
class NestedGradNet:
    """What the gradient nets of the nested nets (RecurrentGradNet, IfElseGradNet) share: they
    read the forward net's outer reads and one gradient per output (attrs `out_grads`), and write
    one gradient per outer read (attrs `in_grads`, EMPTY_VAR where none is wanted)."""

    nested = True
    role = "grad"
    desc: NetDesc
    spec: Any  # the forward net's Spec: reads(), outputs, params
    in_grads: list[str]

    @classmethod
    def rename_writes(cls, desc: NetDesc, writes: list[str]) -> NetDesc:
        return dataclasses.replace(desc, attrs={**desc.attrs, "in_grads": list(writes)})

    def to_desc(self) -> NetDesc:
        return self.desc

    def infer_outer(self, infos: Mapping[str, TensorInfo]) -> list[TensorInfo | None]:
        return [infos.get(r) for r in self.spec.reads()]

    def write_outer_grads(self, scope: Scope, grads: Sequence[tuple[Any, Any]]) -> None:
        """Each outer read's (gradient, offsets), in the order of reads(), to its in_grads name."""
        for read, grad, (computed, lod) in zip(self.spec.reads(), self.in_grads, grads):
            outer_grad_of(scope, read, grad, computed, lod)


def grad_names(kind: str, attrs: Mapping[str, Any], spec: Any) -> tuple[list[str], list[str]]:
    """(out_grads, in_grads) of a gradient net's attributes: one per forward output and one per
    outer read."""
    for key in ("out_grads", "in_grads"):
        if key not in attrs:
            raise fail(kind, f"'{key}' is missing", f"attrs.{key}", None, rule="must_set")
    out_grads = list(names_of(kind, attrs["out_grads"], "attrs.out_grads"))
    in_grads = list(names_of(kind, attrs["in_grads"], "attrs.in_grads", empty=True))
    if len(out_grads) != len(spec.outputs) or len(in_grads) != len(spec.reads()):
        raise fail(kind, f"it should read one gradient per output ({len(spec.outputs)}) and write one per "
                   f"outer read ({len(spec.reads())}), got {len(out_grads)} and {len(in_grads)}",
                   "attrs.in_grads", in_grads)
    return out_grads, in_grads


def add_param_grads(dparams: dict[str, Any], scope: Scope, net: PlainNet) -> None:
    """Sum into `dparams` the parameter gradients `net` computed in `scope` (one step or branch)."""
    for p in dparams:
        dp = local_value(scope, grad_var_name(p), net)
        if dp is not None:
            dparams[p] = dp.copy() if dparams[p] is None else dparams[p] + dp


# --- gradients and shapes ---------------------------------------------------------------------------
def sub_grad(kind: str, net: PlainNet, targets: Sequence[str], wrt: Sequence[str]) -> tuple[OpDesc, ...]:
    """The gradient ops of a sub-net: the targets' gradients given (seed_name), those of `wrt`
    computed."""
    return tuple(seeded_backward(list(net.ops), {t: seed_name(t) for t in dict.fromkeys(targets)}, list(wrt)))


def infer_ops(net: PlainNet, infos: dict[str, TensorInfo]) -> dict[str, TensorInfo]:
    """Each op's output infos from its inputs' (registry shape rules), in order; an op whose
    inputs are not all known is skipped (its outputs stay unknown)."""
    for op in net.ops:
        if any(n not in infos for n in op.input_names()):
            continue
        given: dict[str, Any] = {}
        for t in op.meta.inputs:
            names = op.desc.input(t.name)
            if names:
                given[t.name] = [infos[n] for n in names] if t.variadic else infos[names[0]]
        for slot, info in infer_shapes(op.meta, given, op.attrs).items():
            names = op.desc.output(slot)
            each = info if isinstance(info, (list, tuple)) else [info] * len(names)
            infos.update({n: i for n, i in zip(names, each) if i is not None and n != EMPTY_VAR})
    return infos


# --- configuration (Model / v2 layers) ----------------------------------------------------------------
def build_sub_net(graph: GraphBuilder, build: Any) -> tuple[PlainNet, Any]:
    """Run `build()` with a fresh net on top of the graph's stack (seed 003); the net and what
    build returned."""
    net = PlainNet(registry=graph.registry)
    graph.push(net)
    try:
        out = build()
    finally:
        graph.pop()
    return net, out


def outer_reads(net: PlainNet, given: Iterable[str]) -> list[str]:
    """What a sub-net reads from outside: read before any of its ops writes it, and not given."""
    written: set[str] = set()
    skip = set(given)
    out: dict[str, None] = {}
    for op in net.ops:
        out.update({n: None for n in op.input_names() if n not in written and n not in skip})
        written.update(op.output_names())
    return list(out)


def as_list(value: Any) -> list[Any]:
    return list(value) if isinstance(value, (list, tuple)) else [value]
