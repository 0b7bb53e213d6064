"""Net (seed 004): a container of operators that runs them in a scope.

`Net.create(desc)` picks the implementation by `desc.kind`; `PlainNet` runs its ops in
order. A recurrent kind registers itself with `class RecurrentNet(Net, kind="recurrent")`.

A nested kind (`nested = True`: recurrent, if_else and their gradients, see docs/recurrent.md)
also runs as one op of a parent net, a `NetOp` (seed 003): the op's type is the kind, its one
attribute `net` the net's description, its slots X and Out the outer variables the net reads
and writes, in the order the kind defines. So a parent's description, its dataflow checks, the
sub-net extraction and backward see it as any op; its gradient rule (`NetGrad`) asks the kind
for the net computing its gradient, itself a nested net.
"""
from __future__ import annotations

import dataclasses
import weakref
from dataclasses import dataclass
from typing import Any, Callable, ClassVar, Iterable, Iterator, Mapping

from .backward import append_backward
from .desc import NESTED_KINDS, NetDesc, VarDesc
from ..errors import NetDescError, OpRangeError
from .flags import FLAGS
from .initialize import initialize_vars
from .operator import Operator, Step
from .optimizer import append_optimizer
from .place import Context
from .fusion import AnyChain, find_chains
from .plan import Plan, dead_after
from ..registry import (DataType, FunctionMeta, OpDesc, Registry, SequenceType, TensorInfo, TensorMeta,
                       default_registry)
from .scope import Scope, default_scope


class Net:
    kinds: ClassVar[dict[str, type["Net"]]] = {}
    kind: ClassVar[str] = ""
    nested: ClassVar[bool] = False  # also runs as an op of a parent net (a NetOp)
    role: ClassVar[str] = "layer"  # a nested kind's op role: "layer" (forward) or "grad"

    def __init_subclass__(cls, kind: str | None = None, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        if kind:
            cls.kind = kind
            Net.kinds[kind] = cls
            if cls.nested:
                NESTED_KINDS[kind] = cls

    def __init__(self, desc: NetDesc | None = None, registry: Registry | None = None) -> None:
        raise NotImplementedError

    @staticmethod
    def create(desc: NetDesc | None = None, registry: Registry | None = None) -> "Net":
        """The net for `desc`, of the class registered for its kind; its ops are looked up in
        `registry` (the default registry when None)."""
        desc = desc or NetDesc()
        cls = Net.kinds.get(desc.kind)
        if cls is None:
            raise NetDescError(f"net kind '{desc.kind}' is unknown; known kinds: {sorted(Net.kinds)}",
                               argument="kind", rule="one_of", value=desc.kind)
        return cls(desc, registry)

    def run(self, scope: Scope | None = None, context: Context | None = None, begin: int = -1,
            end: int = -1) -> None:
        raise NotImplementedError

    def add_op(self, desc: OpDesc | Mapping[str, Any], *, validated: bool = False) -> int:
        raise NotImplementedError

    # --- a nested kind's protocol (paddle.desc.NestedKind) -------------------------------------
    @classmethod
    def check_desc(cls, desc: NetDesc, registry: Any) -> tuple[list[str], list[str]]:
        """Refuse a malformed net of this kind with NetDescError; returns its outer (reads, writes)."""
        raise NotImplementedError

    @classmethod
    def check_op(cls, op: OpDesc, where: Any, registry: Any) -> None:
        """An op entry standing for a net of this kind: its net valid, its slots what the net
        reads and writes."""
        reads, writes = cls.check_desc(nested_desc(op, where, registry), registry)
        if set(op.inputs) - {"X"} or set(op.outputs) - {"Out"} or op.input("X") != reads \
                or op.output("Out") != writes:
            raise NetDescError(f"net description op #{where} ({op.type}): its slots should be X={reads}, "
                               f"Out={writes} (what its net reads and writes), got inputs={op.inputs}, "
                               f"outputs={op.outputs}", layer=op.type, argument="inputs", rule="slots",
                               value=op.input_names())

    @classmethod
    def rename_writes(cls, desc: NetDesc, writes: list[str]) -> NetDesc:
        """`desc` writing to `writes` (positionally) instead: backward binds a gradient nobody
        needs to EMPTY_VAR and renames one written by several ops."""
        raise NotImplementedError

    @classmethod
    def grad_desc(cls, desc: NetDesc, registry: Any) -> tuple[NetDesc, list[str], list[str]] | None:
        """The net computing the gradients of a net of this kind, with its (reads, writes):
        the reads of the forward net and the gradients of its writes; the gradient of each
        read, positionally. None: not differentiable."""
        return None

    def infer_outer(self, infos: Mapping[str, TensorInfo]) -> list[TensorInfo | None]:
        """The infos of the outer variables the net writes, from those it reads (`infos`)."""
        raise NotImplementedError

    @classmethod
    def map_ops(cls, desc: NetDesc, fn: Callable[[OpDesc], OpDesc]) -> NetDesc:
        """`desc` with each op of its sub-nets replaced by fn(op) (a recurrent net's step ops;
        a kind keeping its sub-nets elsewhere overrides this)."""
        return dataclasses.replace(desc, ops=tuple(fn(op) for op in desc.ops))


class PlainNet(Net, kind="plain"):
    """Ops run in sequence. Variables live in the scope given to `run`, not in the net.

    >>> import numpy as np
    >>> from paddle import Scope
    >>> from paddle.registry import OpDesc
    >>> net = PlainNet()
    >>> net.add_op(OpDesc(type="mul", inputs={"X": ["x"], "Y": ["w"]}, outputs={"Out": ["y"]}))
    0
    >>> net.add_op(OpDesc(type="mean", inputs={"X": ["y"]}, outputs={"Out": ["loss"]}))
    1
    >>> net.add_backward_ops("loss", parameters=["w"])
    {'w': 'w@GRAD'}
    >>> net.add_optimizer_ops("sgd", learning_rate=0.1)
    [5]
    >>> scope = Scope()
    >>> _ = scope.new_var("x", "input").set(np.ones((2, 3)))
    >>> _ = scope.new_var("w", "parameter").set(np.zeros((3, 1)))
    >>> net.run(scope)
    >>> scope.var("w").value.ravel()  # w -= 0.1 * d mean(x @ w) / dw
    array([-0.1, -0.1, -0.1])
    """

    def __init__(self, desc: NetDesc | None = None, registry: Registry | None = None) -> None:
        desc = desc or NetDesc()
        self.registry = default_registry(registry)
        self.ops: list[Operator] = []
        self.vars: dict[str, VarDesc] = {}
        self.param_grads: dict[str, str] = {}  # filled by add_backward_ops
        self.version = 0
        self._plans: weakref.WeakKeyDictionary[Scope, dict[Any, Plan]] = weakref.WeakKeyDictionary()
        self._last: Plan | None = None
        self._written: tuple[int, bool, bool, frozenset[str]] | None = None
        self._outputs: tuple[int, frozenset[str]] | None = None
        self._chains: tuple[int, list[AnyChain]] | None = None
        self.keep: frozenset[str] | None = None  # the memory plan: None keeps every value (release_after_use)
        self._dead: tuple[int, dict[str, int]] | None = None
        for v in desc.vars:
            self.declare_var(v)
        for op in desc.ops:
            self.add_op(op)

    @classmethod
    def of_operators(cls, ops: list[Operator], vars: Mapping[str, VarDesc] | None = None,
                     registry: Registry | None = None) -> "PlainNet":
        """A net sharing already-built operators (a sub-net extracted from a bigger one); of
        `vars`, it declares those its ops use (so optimizer state is created and initialised)."""
        net = cls(registry=registry or (ops[0].registry if ops else None))
        net.ops = list(ops)
        used = {n for op in ops for n in (*op.input_names(), *op.output_names())}
        net.vars = {n: v for n, v in (vars or {}).items() if n in used}
        return net

    # --- building ------------------------------------------------------------------------
    def add_op(self, desc: OpDesc | Mapping[str, Any], *, validated: bool = False) -> int:
        """Append an op; returns its index. `validated`: attributes were checked already."""
        if not isinstance(desc, OpDesc):
            try:
                desc = OpDesc(**desc)
            except (TypeError, ValueError) as err:  # pydantic's ValidationError is a ValueError
                raise NetDescError(f"not an op description: {err}", rule="format", value=str(desc)) from None
        nested = Net.kinds.get(desc.type)
        if nested is not None and nested.nested:
            self.ops.append(NetOp(desc, self.registry))
        else:
            self.ops.append(Operator(desc, self.registry, validated=validated))
        self.version += 1
        return len(self.ops) - 1

    def declare_var(self, var: VarDesc) -> None:
        """Declare a variable (a parameter or optimizer state with its initialiser)."""
        self.vars[var.name] = var
        self.version += 1

    def written(self) -> frozenset[str]:
        """Every variable an op of the net writes and a run leaves holding its value: not those
        the memory plan drops (cached until the net or the flag reuse_buffers changes)."""
        reuse, fuse = FLAGS.reuse_buffers, FLAGS.fuse_elementwise
        if self._written is None or self._written[:3] != (self.version, reuse, fuse):
            dead = self.dead() if reuse else {}
            elided = {n for c in self.chains() for n in c.elided()} if fuse else set()
            self._written = (self.version, reuse, fuse,
                             frozenset(n for n in self.outputs() if n not in dead and n not in elided))
        return self._written[3]

    def outputs(self) -> frozenset[str]:
        """Every variable an op of the net writes, kept or not (cached until the net changes)."""
        if self._outputs is None or self._outputs[0] != self.version:
            self._outputs = (self.version, frozenset(n for op in self.ops for n in op.output_names()))
        return self._outputs[1]

    def release_after_use(self, keep: Iterable[str]) -> None:
        """Turn on the memory plan (paddle.plan): a run drops each intermediate value and gradient
        once its last reader has run, except the variables in `keep` (those the caller reads
        afterwards). Off while the flag reuse_buffers is (paddle.set_flags)."""
        self.keep = frozenset(keep)
        self.version += 1

    def dead(self) -> dict[str, int]:
        """The memory plan: variable -> index of the op after which a run drops it (paddle.plan's
        `dead_after`, filtered there by the variables' labels); empty when it is off."""
        if self.keep is None:
            return {}
        if self._dead is None or self._dead[0] != self.version:
            self._dead = (self.version, dead_after(self.ops, self.keep))
        return self._dead[1]

    def chains(self) -> list[AnyChain]:
        """The elementwise chains a run fuses (paddle/core/fusion.py): those the memory plan's
        `keep` allows (what a caller reads afterwards) when it is on; none otherwise (every value
        may be read)."""
        if self.keep is None or not FLAGS.reuse_buffers:
            return []
        if self._chains is None or self._chains[0] != self.version:
            self._chains = (self.version, find_chains(self.ops, self.keep))
        return self._chains[1]

    def parameters(self) -> list[str]:
        return [v.name for v in self.vars.values() if v.label == "parameter"]

    def __len__(self) -> int:
        return len(self.ops)

    def __getitem__(self, i: int) -> Operator:
        return self.ops[i]

    def __iter__(self) -> Iterator[Operator]:
        return iter(self.ops)

    # --- description ---------------------------------------------------------------------
    def to_desc(self) -> NetDesc:
        return NetDesc(kind=self.kind, ops=tuple(op.desc for op in self.ops), vars=tuple(self.vars.values()))

    def to_json(self) -> str:
        return self.to_desc().to_json()

    # --- gradients and optimizers ----------------------------------------------------------
    def add_backward_ops(self, target: str, parameters: list[str] | None = None,
                         no_grad_set: set[str] | None = None) -> dict[str, str]:
        """Append the gradient ops of `target` w.r.t. the parameters; returns param -> grad name."""
        grads = append_backward(self, target, parameters, no_grad_set)
        self.param_grads.update(grads)
        return grads

    def add_optimizer_ops(self, optimizer: str = "sgd", learning_rate: float = 0.01,
                          **attrs: Any) -> list[int]:
        """One optimizer op per parameter that has a gradient; state declared with initialisers."""
        return append_optimizer(self, optimizer, learning_rate, attrs)

    # --- running ---------------------------------------------------------------------------
    def run(self, scope: Scope | None = None, context: Context | None = None, begin: int = -1,
            end: int = -1) -> None:
        """Run ops[begin:end] (all when both are -1) in `scope` (the default scope when None)
        on the context's place (the scope's when None). With the flag check_nan_inf on
        (paddle.set_flags), the first op writing a NaN or infinity raises NonFiniteError."""
        scope = scope if scope is not None else default_scope()
        plan = self.plan_for(scope, context.place if context is not None else scope.place, begin, end)
        if FLAGS.check_nan_inf:  # the debugging loop; the plain one stays free of checks
            plan.run_checked()
        else:
            plan.run()

    def plan_for(self, scope: Scope, place: Any, begin: int = -1, end: int = -1) -> Plan:
        """The compiled plan of ops[begin:end] in `scope` on `place`: the cached one while it is
        fresh, else a new one (a recurrent net resolves its steps' plans once per run with this)."""
        key = plan_key(begin, end, place)
        plan = self._last  # the common case: the same scope and slice as last time
        if plan is None or plan.key != key or plan.scope_ref() is not scope or not plan.fresh(self.version):
            plans = self._plans.get(scope)
            plan = plans.get(key) if plans is not None else None
            if plan is None or not plan.fresh(self.version):
                plan = self._compile(scope, place, begin, end)
            self._last = plan
        return plan

    def infer_shape(self, scope: Scope, infos: Mapping[str, TensorInfo] | None = None) -> dict[str, TensorInfo]:
        """Check every op's inputs and infer every output's info from the tensors in `scope`
        (or, for variables not fed yet, from `infos`, e.g. with batch size None); records the
        infos on the variables (Variable.info)."""
        return self._compile(scope, scope.place, -1, -1).check_shapes(infos)

    def _compile(self, scope: Scope, place: Any, begin: int, end: int) -> Plan:
        lo, hi = _slice(len(self.ops), begin, end)
        initialize_vars(scope, list(self.vars.values()), Context(place), self.registry)
        dead = self.dead() if FLAGS.reuse_buffers else None
        chains = self.chains() if FLAGS.fuse_elementwise else []
        plan = Plan(self.ops[lo:hi], lo, scope, place, plan_key(begin, end, place), dead, chains, FLAGS.in_place)
        plan.stamp(self.version)  # after binding: binding creates the output variables
        self._plans.setdefault(scope, {})[plan.key] = plan
        return plan


def plan_key(begin: int, end: int, place: Any) -> tuple[Any, ...]:
    """What a cached plan is for: the slice, the place and the flags that shape its steps."""
    return (begin, end, place, FLAGS.reuse_buffers, FLAGS.fuse_elementwise, FLAGS.in_place, FLAGS.cuda_graph)


def _slice(n: int, begin: int, end: int) -> tuple[int, int]:
    if not all(isinstance(i, int) and not isinstance(i, bool) for i in (begin, end)):
        raise OpRangeError(f"run(begin, end) takes op indexes (ints, -1 for the ends), got {begin!r}, {end!r}")
    lo = 0 if begin == -1 else begin
    hi = n if end == -1 else end
    if not (0 <= lo <= hi <= n):
        raise OpRangeError(f"run(begin={begin}, end={end}) is outside the net's {n} ops "
                          f"(begin and end are op indexes, end exclusive, -1 for the ends)")
    return lo, hi


# --- a nested net as an op of its parent -------------------------------------------------------
NET_ATTR = "net"


def nested_desc(op: OpDesc, where: Any = "", registry: Any = None) -> NetDesc:
    """The description of the net an op entry stands for (its attribute `net`), read strictly."""
    data = op.attrs.get(NET_ATTR)
    if set(op.attrs) != {NET_ATTR}:
        raise NetDescError(f"net description op #{where} ({op.type}): a {op.type} op has one attribute, "
                           f"'{NET_ATTR}' (its net's description), got {sorted(op.attrs)}", layer=op.type,
                           argument="attrs", rule="format", value=sorted(op.attrs))
    desc = data if isinstance(data, NetDesc) else NetDesc.from_dict(data, registry)
    if desc.kind != op.type:
        raise NetDescError(f"net description op #{where} ({op.type}): its net is of kind '{desc.kind}'",
                           layer=op.type, argument="attrs.net.kind", rule="one_of", value=desc.kind)
    return desc


def map_op_desc(op: OpDesc, fn: Callable[[OpDesc], OpDesc]) -> OpDesc:
    """fn(op); for the entry of a nested net, the entry with fn applied to the ops of its
    sub-nets, down to the innermost (sub-net extraction sets is_test this way)."""
    cls = Net.kinds.get(op.type)
    if cls is None or not cls.nested:
        return fn(op)
    net = cls.map_ops(nested_desc(op), lambda inner: map_op_desc(inner, fn))
    return net_op_desc(net, op.input("X"), op.output("Out"))


def net_op_desc(desc: NetDesc, reads: list[str], writes: list[str]) -> OpDesc:
    """The op entry of a nested net in its parent's description."""
    return OpDesc(type=desc.kind, inputs={"X": list(reads)}, outputs={"Out": list(writes)},
                  attrs={NET_ATTR: desc.to_dict()})


_ANY_TENSOR = dict(dtypes=tuple(DataType), type_var=None, seq_types=tuple(SequenceType), variadic=True)


@dataclass(frozen=True)
class NetGrad:
    """The gradient rule of a NetOp: one op, the NetOp of the net its kind derives."""

    kind = "net"
    zero_if_absent: ClassVar[tuple[str, ...]] = ()  # the derived net reads every gradient it names

    def emit(self, desc: OpDesc) -> list[OpDesc]:
        cls = Net.kinds[desc.type]
        derived = cls.grad_desc(nested_desc(desc), None)
        assert derived is not None
        grad, reads, writes = derived
        return [net_op_desc(grad, reads, writes)]


class NetOp(Operator):
    """A nested net as one op of a parent net (seed 003's NetOp; see the module docstring).
    Bound in a scope, it runs its net there: the net reads and writes the scope's variables
    and makes its own child scopes (per step, per branch)."""

    __slots__ = ("net",)

    def __init__(self, desc: OpDesc, registry: Any = None, *, validated: bool = False) -> None:
        self.registry = default_registry(registry)
        cls = Net.kinds[desc.type]
        net = nested_desc(desc, desc.type, self.registry)
        reads, writes = cls.check_desc(net, self.registry)
        given = desc.output("Out")
        if given != writes and len(given) == len(writes):  # renamed by backward (EMPTY_VAR, @RENAME@)
            net = cls.rename_writes(net, given)
            writes = given
        if desc.input("X") != reads or set(desc.inputs) - {"X"} or set(desc.outputs) - {"Out"} or given != writes:
            cls.check_op(desc, desc.type, self.registry)  # raises, naming the slots it should have
        self.net = Net.create(net, self.registry)
        self.desc = net_op_desc(net, reads, writes)
        self.attrs = self.desc.attrs
        self.meta = _net_meta(cls).replace(shape_fn=self._shapes)

    def _shapes(self, infos: list[TensorInfo] | None, **_attrs: Any) -> dict[str, Any]:
        return {"Out": self.net.infer_outer(dict(zip(self.desc.input("X"), infos or [])))}

    def bind(self, scope: Scope, place: Any, lod_from: Mapping[str, str] | None = None, *,
             in_place: bool = False) -> Step:
        """The step running the net in `scope` (its outer outputs created if missing); a nested
        net declares no in-place pair, so `in_place` is never given."""
        for name in self.output_names():
            if scope.find_var(name) is None:
                scope.new_var(name, "gradient" if self.net.role == "grad" else "intermediate")
        net, context = self.net, Context(place)

        def run() -> None:
            net.run(scope, context)
        return (0, run, None, None, None)


_METAS: dict[str, FunctionMeta] = {}


def _net_meta(cls: type[Net]) -> FunctionMeta:
    """What the registry would say of a nested kind as an op: any tensors in, any out, a
    gradient rule when the kind has one. Built here, not registered: the kind is a net."""
    meta = _METAS.get(cls.kind)
    if meta is None:
        differentiable = cls.role != "grad"
        meta = _METAS[cls.kind] = FunctionMeta(
            name=cls.kind, description=(cls.__doc__ or cls.kind).strip().splitlines()[0],
            inputs=(TensorMeta(name="X", description="the outer variables the net reads", optional=True,
                               **_ANY_TENSOR),),  # type: ignore[arg-type]
            outputs=(TensorMeta(name="Out", description="the outer variables the net writes",
                                **_ANY_TENSOR),),  # type: ignore[arg-type]
            role="grad" if cls.role == "grad" else "layer",
            grad=NetGrad() if differentiable else None,  # type: ignore[arg-type]
            no_grad_reason=None if differentiable else f"second-order gradients of {cls.kind} are not supported")
    return meta

