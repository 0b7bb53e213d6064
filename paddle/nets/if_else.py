"""The conditional net: the rows of a batch routed through one of two sub-nets by a boolean
condition, the results merged back in row order; and its gradient.

An if_else net is a net kind (`NetDesc(kind="if_else")`) with no ops of its own; its
attributes hold the two branches:

    {"cond": "c",                                   # [N, 1] or [N]: nonzero rows go to "true"
     "inputs": ["x"],                               # outer variables whose rows are routed
     "outputs": [{"outer": "y", "true": "yt", "false": "yf"}],
     "params": ["w"],                               # outer variables both branches read whole
     "true": {...a plain NetDesc...}, "false": {...}}

Each branch runs in its own child scope of the scope the net runs in (kept, as a recurrent
net's step scopes are, under "if_else:<first output>"), where each routed input holds only the
branch's rows under its own name; a branch with no rows does not run. Its gradient, kind
"if_else_grad", runs each branch's gradient net (paddle.backward.seeded_backward) in the kept
branch scope and routes the rows' gradients back; the parameters' are summed over the branches.
In a parent net either runs as one op (paddle.net.NetOp); `if_else(...)` is the Model layer.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

from ..core.desc import NetDesc
from ..errors import OpRunError
from ..kernels._xp import xp_of
from ..model import Expression, Model, default_model
from .nested import (NestedGradNet, add_param_grads, add_rows, as_list, build_sub_net, check_sub_dataflow, fail,
                     grad_names, index, infer_ops, known_keys, list_of, local, local_value, name_of, names_of,
                     outer_reads, run_local, seed_name, sub_grad, sub_net, unique, value)
from ..core.net import Net
from ..core.place import Context
from ..registry import EMPTY_VAR, ConfigError, DataType, OpDesc, TensorInfo, grad_var_name
from ..core.scope import Scope, default_scope

KIND = "if_else"
GRAD_KIND = "if_else_grad"
BRANCHES = ("true", "false")


@dataclass(frozen=True)
class Merge:
    outer: str
    true: str
    false: str


@dataclass(frozen=True)
class Spec:
    cond: str
    inputs: tuple[str, ...]
    outputs: tuple[Merge, ...]
    params: tuple[str, ...]
    branches: tuple[NetDesc, NetDesc]

    @classmethod
    def of(cls, attrs: Mapping[str, Any], registry: Any, kind: str = KIND, extra: Sequence[str] = ()) -> "Spec":
        known_keys(kind, attrs, "attrs", ("cond", "inputs", "outputs", "params", *BRANCHES), extra)
        outputs = []
        for i, d in enumerate(list_of(kind, attrs["outputs"], "attrs.outputs")):
            d = known_keys(kind, d, f"attrs.outputs[{i}]", ("outer", *BRANCHES))
            outputs.append(Merge(*(name_of(kind, d[k], f"attrs.outputs[{i}].{k}") for k in ("outer", *BRANCHES))))
        branches = []
        for b in BRANCHES:
            desc = NetDesc.from_dict(attrs[b], registry)
            if desc.kind != "plain":
                raise fail(kind, f"branch '{b}' should be a plain net, got kind '{desc.kind}'", f"attrs.{b}.kind",
                           desc.kind, rule="one_of")
            branches.append(desc)
        return cls(name_of(kind, attrs["cond"], "attrs.cond"), names_of(kind, attrs["inputs"], "attrs.inputs"),
                   tuple(outputs), names_of(kind, attrs["params"], "attrs.params"), (branches[0], branches[1]))

    def to_attrs(self) -> dict[str, Any]:
        return {"cond": self.cond, "inputs": list(self.inputs),
                "outputs": [dataclasses.asdict(o) for o in self.outputs], "params": list(self.params),
                "true": self.branches[0].to_dict(), "false": self.branches[1].to_dict()}

    def reads(self) -> list[str]:
        return [self.cond, *self.inputs, *self.params]

    def writes(self) -> list[str]:
        return [o.outer for o in self.outputs]

    def inner(self, b: int) -> list[str]:
        """The variables of branch `b` (0: true, 1: false) that make the outputs."""
        return [o.true if b == 0 else o.false for o in self.outputs]

    @property
    def key(self) -> str:
        return f"{KIND}:{self.outputs[0].outer}"


def _check(kind: str, spec: Spec, strict: bool, seeds: bool = False) -> None:
    if not spec.inputs:
        raise fail(kind, "it routes no inputs: give the variables whose rows the branches take", "attrs.inputs", [])
    if not spec.outputs:
        raise fail(kind, "it has no outputs", "attrs.outputs", [], rule="must_set")
    unique(kind, [spec.cond, *spec.inputs, *spec.params], "the condition, inputs and parameters")
    unique(kind, spec.writes(), "the outer outputs")
    for b, desc in enumerate(spec.branches):
        given = [*spec.inputs, *spec.params] + ([seed_name(n) for n in spec.inner(b)] if seeds else [])
        if not seeds:
            written = {n for op in desc.ops for n in op.output_names()}
            for name in spec.inner(b):
                if name not in written:
                    raise fail(kind, f"branch '{BRANCHES[b]}' writes no '{name}' (an output): it writes "
                               f"{sorted(written)}", f"attrs.{BRANCHES[b]}", name, rule="no_output")
        check_sub_dataflow(kind, desc, given, strict)


def _mask(scope: Scope, spec: Spec, rows: int, kind: str) -> Any:
    cond = value(scope, spec.cond, kind)
    if cond.ndim not in (1, 2) or cond.shape[0] != rows or cond.size != rows:
        raise OpRunError(f"{kind} net: condition '{spec.cond}' should be [{rows}, 1] or [{rows}] (one value per row "
                         f"of '{spec.inputs[0]}'), got {list(cond.shape)}")
    return cond.reshape(-1) != 0


def _rows(mask: Any, b: int) -> Any:
    xp = xp_of(mask)
    return xp.nonzero(mask if b == 0 else ~mask)[0]


class IfElseNet(Net, kind=KIND):
    """Rows routed through one of two branches by a condition, merged back (module docstring)."""

    nested = True

    def __init__(self, desc: NetDesc | None = None, registry: Any = None) -> None:
        desc = desc or NetDesc(kind=KIND)
        self.check_desc(desc, registry)
        self.desc, self.spec = desc, Spec.of(desc.attrs, registry)
        self.branches = [sub_net(d, registry) for d in self.spec.branches]

    @classmethod
    def check_desc(cls, desc: NetDesc, registry: Any) -> tuple[list[str], list[str]]:
        if desc.ops:
            raise fail(KIND, "its ops are in its branches ('true', 'false'), not in the net itself", "ops",
                       len(desc.ops))
        spec = Spec.of(desc.attrs, registry)
        _check(KIND, spec, strict=True)
        return spec.reads(), spec.writes()

    @classmethod
    def rename_writes(cls, desc: NetDesc, writes: list[str]) -> NetDesc:
        spec = Spec.of(desc.attrs, None)
        outputs = tuple(dataclasses.replace(o, outer=w) for o, w in zip(spec.outputs, writes))
        return dataclasses.replace(desc, attrs=dataclasses.replace(spec, outputs=outputs).to_attrs())

    @classmethod
    def map_ops(cls, desc: NetDesc, fn: Callable[[OpDesc], OpDesc]) -> NetDesc:
        spec = Spec.of(desc.attrs, None)
        t, f = (dataclasses.replace(b, ops=tuple(fn(op) for op in b.ops)) for b in spec.branches)
        return dataclasses.replace(desc, attrs=dataclasses.replace(spec, branches=(t, f)).to_attrs())

    @classmethod
    def grad_desc(cls, desc: NetDesc, registry: Any) -> tuple[NetDesc, list[str], list[str]]:
        spec = Spec.of(desc.attrs, registry)
        wrt = [*spec.inputs, *spec.params]
        grads = [NetDesc(ops=sub_grad(KIND, sub_net(d, registry), spec.inner(b), wrt))
                 for b, d in enumerate(spec.branches)]
        out_grads = [grad_var_name(w) for w in spec.writes()]
        in_grads = [grad_var_name(r) for r in spec.reads()]
        attrs = {**dataclasses.replace(spec, branches=(grads[0], grads[1])).to_attrs(),
                 "out_grads": out_grads, "in_grads": in_grads}
        return NetDesc(kind=GRAD_KIND, attrs=attrs), spec.reads() + out_grads, in_grads

    def to_desc(self) -> NetDesc:
        return self.desc

    def run(self, scope: Scope | None = None, context: Context | None = None, begin: int = -1,
            end: int = -1) -> None:
        scope = scope if scope is not None else default_scope()
        context = context or Context(scope.place)
        spec = self.spec
        xs = [value(scope, x, KIND) for x in spec.inputs]
        mask = _mask(scope, spec, len(xs[0]), KIND)
        kept = scope.keep_scopes(spec.key, 2)
        parts: list[tuple[Any, list[Any]]] = []
        for b, net in enumerate(self.branches):
            rows = _rows(mask, b)
            if len(rows) == 0:
                continue
            for name, x in zip(spec.inputs, xs):
                local(kept[b], name).set(x[index(rows, x)] if len(x) == len(mask) else x)
            run_local(net, kept[b], context)
            parts.append((rows, [kept[b].var(n).value for n in spec.inner(b)]))
        if not parts:
            raise OpRunError(f"{KIND} net: input '{spec.inputs[0]}' has no rows: there is nothing to route")
        lod = scope.var(spec.inputs[0]).tensor.lod
        for i, o in enumerate(spec.outputs):
            first = parts[0][1][i]
            out = xp_of(first).zeros((len(mask), *first.shape[1:]), dtype=first.dtype)
            for rows, values in parts:
                part = values[i]
                if part.shape != (len(rows), *first.shape[1:]):
                    raise OpRunError(f"{KIND} net: output '{o.outer}': each branch should give one row per row it "
                                     f"takes ({len(rows)}), of the same width, got {list(part.shape)}")
                out[index(rows, out)] = part
            (scope.find_var(o.outer) or scope.new_var(o.outer)).set(out, lod)

    def infer_outer(self, infos: Mapping[str, TensorInfo]) -> list[TensorInfo | None]:
        spec = self.spec
        results = [infer_ops(net, {n: infos[n] for n in (*spec.inputs, *spec.params)}) for net in self.branches]
        rows = infos[spec.inputs[0]]
        out: list[TensorInfo | None] = []
        for o in spec.outputs:
            t, f = results[0].get(o.true), results[1].get(o.false)
            if t is not None and f is not None and (t.shape[1:] != f.shape[1:] or t.dtype != f.dtype):
                raise ConfigError(f"{KIND}: output '{o.outer}' is {list(t.shape)} {t.dtype.value} in the true branch "
                                  f"but {list(f.shape)} {f.dtype.value} in the false one", layer=KIND,
                                  argument="outputs", rule="shape", value=o.outer)
            info = t or f
            out.append(None if info is None else TensorInfo((rows.shape[0], *info.shape[1:]), info.dtype,
                                                            rows.seq_type))
        return out


class IfElseGradNet(NestedGradNet, Net, kind=GRAD_KIND):
    """The gradient of an if_else net: each branch's gradient net run in its kept scope, the
    rows' gradients routed back (module docstring). Attributes: the forward's, its branches
    replaced by their gradient nets, plus `out_grads` and `in_grads` (as recurrent_grad's)."""

    def __init__(self, desc: NetDesc | None = None, registry: Any = None) -> None:
        desc = desc or NetDesc(kind=GRAD_KIND)
        self.check_desc(desc, registry)
        self.desc = desc
        self.spec, self.out_grads, self.in_grads = _grad_spec(desc, registry)
        self.branches = [sub_net(d, registry) for d in self.spec.branches]

    @classmethod
    def check_desc(cls, desc: NetDesc, registry: Any) -> tuple[list[str], list[str]]:
        spec, out_grads, in_grads = _grad_spec(desc, registry)
        _check(GRAD_KIND, spec, strict=False, seeds=True)
        unique(GRAD_KIND, [g for g in in_grads if g != EMPTY_VAR], "the gradients written")
        return spec.reads() + out_grads, in_grads

    def run(self, scope: Scope | None = None, context: Context | None = None, begin: int = -1,
            end: int = -1) -> None:
        scope = scope if scope is not None else default_scope()
        context = context or Context(scope.place)
        spec = self.spec
        xs = [value(scope, x, GRAD_KIND) for x in spec.inputs]
        mask = _mask(scope, spec, len(xs[0]), GRAD_KIND)
        kept = scope.kept_scopes(spec.key)
        if len(kept) < 2:
            raise OpRunError(f"{GRAD_KIND} net: the if_else net writing '{spec.outputs[0].outer}' has not run in this "
                             f"scope: run the forward net first")
        dys = [value(scope, g, GRAD_KIND) for g in self.out_grads]
        dxs: list[Any] = [xp_of(x).zeros_like(x) for x in xs]
        dparams: dict[str, Any] = {p: None for p in spec.params}
        for b, net in enumerate(self.branches):
            rows = _rows(mask, b)
            if len(rows) == 0:
                continue
            s = kept[b]
            for name, dy in zip(spec.inner(b), dys):
                local(s, seed_name(name), "gradient").set(dy[index(rows, dy)])
            run_local(net, s, context)
            for i, x in enumerate(spec.inputs):
                dx = local_value(s, grad_var_name(x), net)
                if dx is not None:
                    if len(xs[i]) == len(mask):
                        add_rows(dxs[i], index(rows, dxs[i]), dx)
                    else:
                        dxs[i] = dxs[i] + dx
            add_param_grads(dparams, s, net)
        lods = [scope.var(x).tensor.lod for x in spec.inputs]
        grads = [(None, None), *zip(dxs, lods), *((dparams[p], None) for p in spec.params)]
        self.write_outer_grads(scope, grads)


def _grad_spec(desc: NetDesc, registry: Any) -> tuple[Spec, list[str], list[str]]:
    attrs = desc.attrs
    spec = Spec.of(attrs, registry, GRAD_KIND, extra=("out_grads", "in_grads"))
    return (spec, *grad_names(GRAD_KIND, attrs, spec))


# --- the layer (Model API) ---------------------------------------------------------------------------
def if_else(cond: Expression, input: Expression | Sequence[Expression], true_fn: Callable[..., Any],
            false_fn: Callable[..., Any], *, name: str | None = None, model: Model | None = None) -> Any:
    """The rows of `input` whose `cond` ([N, 1] or [N], bool or int) is nonzero go through
    `true_fn(*inputs)`, the others through `false_fn(*inputs)`; each returns its layer(s), of
    the same widths, merged back in row order. Parameters the branches make are shared by
    nothing else; any other outer layer a branch reads has its rows routed too.

    >>> import numpy as np, paddle
    >>> from paddle.nets.if_else import if_else
    >>> with paddle.Model() as m:
    ...     x = paddle.layer.data("x", [None, 2])
    ...     c = paddle.layer.data("c", [None, 1], dtype="bool")
    ...     y = if_else(c, x, lambda v: paddle.layer.scale(v, scale=2.0), lambda v: paddle.layer.scale(v, scale=-1.0))
    >>> m.run(y, feed={"x": np.ones((3, 2), np.float32), "c": np.array([[True], [False], [True]])})[:, 0]
    array([ 2., -1.,  2.], dtype=float32)
    """
    inputs = as_list(input)
    model = default_model(model if model is not None else getattr(cond, "model", None))
    graph = model.graph
    gname = name or graph.unique_name("if_else")
    for i, v in enumerate([cond, *inputs]):
        if not isinstance(v, Expression) or v.model is not model:
            raise ConfigError(f"if_else '{gname}': {'cond' if i == 0 else 'input'} should be an expression of this "
                              f"model, got {v!r}", layer="if_else", argument="cond" if i == 0 else "input",
                              rule="type", value=v)
    if cond.info.rank not in (1, 2) or (cond.info.rank == 2 and cond.info.shape[1] != 1) or \
            cond.info.dtype not in (DataType.BOOL, DataType.INT32, DataType.INT64):
        raise ConfigError(f"if_else '{gname}': cond should be [N, 1] or [N] of bool or int, got "
                          f"{list(cond.info.shape)} {cond.info.dtype.value}", layer="if_else", argument="cond",
                          rule="shape", value=cond.name)
    nets, outs = [], []
    for fn in (true_fn, false_fn):
        net, out = build_sub_net(graph, lambda fn=fn: as_list(fn(*inputs)))
        nets.append(net)
        outs.append(out)
    if len(outs[0]) != len(outs[1]) or not outs[0]:
        raise ConfigError(f"if_else '{gname}': both branches should return the same number of layers (at least one), "
                          f"got {len(outs[0])} and {len(outs[1])}", layer="if_else", argument="false_fn",
                          rule="outputs", value=len(outs[1]))
    for out, net, which in zip(outs, nets, BRANCHES):
        written = {n for op in net.ops for n in op.output_names()}
        for o in out:
            if not isinstance(o, Expression) or o.name not in written:
                raise ConfigError(f"if_else '{gname}': the {which} branch should return layers it computes, got "
                                  f"{o!r}", layer="if_else", argument=f"{which}_fn", rule="outputs", value=o)
    reads = list(dict.fromkeys(r for net in nets for r in outer_reads(net, ())))
    params = [r for r in reads if r in graph.param_names]
    routed = list(dict.fromkeys([*(x.name for x in inputs), *(r for r in reads if r not in params)]))
    single = len(outs[0]) == 1
    merges = [Merge(gname if single else f"{gname}.{i}", t.name, f.name)
              for i, (t, f) in enumerate(zip(outs[0], outs[1]))]
    branches = [NetDesc(ops=tuple(op.desc for op in n.ops), vars=tuple(n.vars.values())) for n in nets]
    spec = Spec(cond.name, tuple(routed), tuple(merges), tuple(params), (branches[0], branches[1]))
    handles = graph.add_net(NetDesc(kind=KIND, attrs=spec.to_attrs()))
    return handles[0] if single else handles
