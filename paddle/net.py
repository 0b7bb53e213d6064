"""Net (seed 004): a container of operators that runs them in a scope.

`Net.create(desc)` picks the implementation by `desc.kind`; `PlainNet` runs its ops in
order. A recurrent kind registers itself with `class RecurrentNet(Net, kind="recurrent")`.
"""
from __future__ import annotations

import weakref
from typing import Any, ClassVar, Iterator, Mapping

from .backward import append_backward
from .desc import NetDesc, VarDesc
from .errors import NetDescError, OpRangeError
from .flags import FLAGS
from .initialize import initialize_vars
from .operator import Operator
from .optimizer import append_optimizer
from .place import Context
from .plan import Plan
from .registry import OpDesc, Registry, TensorInfo, default_registry
from .scope import Scope, default_scope


class Net:
    kinds: ClassVar[dict[str, type["Net"]]] = {}
    kind: ClassVar[str] = ""

    def __init_subclass__(cls, kind: str | None = None, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        if kind:
            cls.kind = kind
            Net.kinds[kind] = cls

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
        self._written: tuple[int, frozenset[str]] | None = None
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
        self.ops.append(Operator(desc, self.registry, validated=validated))
        self.version += 1
        return len(self.ops) - 1

    def declare_var(self, var: VarDesc) -> None:
        """Declare a variable (a parameter or optimizer state with its initialiser)."""
        self.vars[var.name] = var
        self.version += 1

    def written(self) -> frozenset[str]:
        """Every variable an op of the net writes (cached until the net changes)."""
        if self._written is None or self._written[0] != self.version:
            self._written = (self.version, frozenset(n for op in self.ops for n in op.output_names()))
        return self._written[1]

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
        place = context.place if context is not None else scope.place
        key = (begin, end, place)
        plan = self._last  # the common case: the same scope and slice as last time
        if plan is None or plan.key != key or plan.scope_ref() is not scope or not plan.fresh(self.version):
            plans = self._plans.get(scope)
            plan = plans.get(key) if plans is not None else None
            if plan is None or not plan.fresh(self.version):
                plan = self._compile(scope, place, begin, end)
            self._last = plan
        if FLAGS.check_nan_inf:  # the debugging loop; the plain one stays free of checks
            plan.run_checked()
        else:
            plan.run()

    def infer_shape(self, scope: Scope, infos: Mapping[str, TensorInfo] | None = None) -> dict[str, TensorInfo]:
        """Check every op's inputs and infer every output's info from the tensors in `scope`
        (or, for variables not fed yet, from `infos`, e.g. with batch size None); records the
        infos on the variables (Variable.info)."""
        return self._compile(scope, scope.place, -1, -1).check_shapes(infos)

    def _compile(self, scope: Scope, place: Any, begin: int, end: int) -> Plan:
        lo, hi = _slice(len(self.ops), begin, end)
        initialize_vars(scope, list(self.vars.values()), Context(place), self.registry)
        plan = Plan(self.ops[lo:hi], lo, scope, place, (begin, end, place))
        plan.stamp(self.version)  # after binding: binding creates the output variables
        self._plans.setdefault(scope, {})[plan.key] = plan
        return plan


def _slice(n: int, begin: int, end: int) -> tuple[int, int]:
    if not all(isinstance(i, int) and not isinstance(i, bool) for i in (begin, end)):
        raise OpRangeError(f"run(begin, end) takes op indexes (ints, -1 for the ends), got {begin!r}, {end!r}")
    lo = 0 if begin == -1 else begin
    hi = n if end == -1 else end
    if not (0 <= lo <= hi <= n):
        raise OpRangeError(f"run(begin={begin}, end={end}) is outside the net's {n} ops "
                          f"(begin and end are op indexes, end exclusive, -1 for the ends)")
    return lo, hi
