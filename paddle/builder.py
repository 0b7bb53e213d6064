"""NetBuilder (seed 004): a friendlier syntax over a Net's raw interface.

Ops are validated when added (never when run); the backward and optimizer ops are (re)built
lazily by `run` after the forward net changed.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

import numpy as np

from .compose import Initializer, UniqueNames, complete_attrs, data_info, init_desc_attrs, slot_map
from .desc import NetDesc, VarDesc
from .errors import BackwardError, ModelError
from .net import PlainNet
from .optimizer import check_optimizer
from .place import Context, Place, to_place
from .registry import DataType, FunctionMeta, OpDesc, Registry, TensorInfo, configure
from .scope import Scope
from .variable import Variable


class NetBuilder:
    """Build a net op by op, then train it or run its forward part.

    >>> import numpy as np
    >>> b = NetBuilder()
    >>> image, label = b.data("image", [None, 4]), b.data("label", [None, 1], "int64")
    >>> hidden = b.add_op("fc", image, size=8, act="sigmoid")
    >>> prediction = b.add_op("fc", hidden, size=2, act="softmax")
    >>> avg_loss = b.add_op("mean", b.add_op("cross_entropy", [prediction, label]))
    >>> b.backward_from(avg_loss)
    >>> b.add_optimization(0.05, "adam")
    >>> xs = np.eye(4, dtype=np.float32)
    >>> ys = np.array([[0], [1], [0], [1]])
    >>> b.run(feed={"image": xs, "label": ys})       # forward, backward, update
    >>> first = float(avg_loss.value[0])
    >>> for _ in range(100):
    ...     b.run()
    >>> b.run(need_backward=False)                     # the forward ops only
    >>> bool(avg_loss.value[0] < first / 10), prediction.value.shape
    (True, (4, 2))
    """

    def __init__(self, scope: Scope | None = None, place: Place | None = None,
                 registry: Registry | None = None) -> None:
        self.scope = scope or Scope(place)
        self.net = PlainNet(registry=registry)
        self.forward: list[OpDesc] = []
        self.params: list[VarDesc] = []
        self.infos: dict[str, TensorInfo] = {}
        self.target: str | None = None
        self.optimization: tuple[str, float, dict[str, Any]] | None = None
        self.need_rebuild = True
        self._names = UniqueNames(self.scope)

    # --- building the forward net -----------------------------------------------------------
    def data(self, name: str, shape: Sequence[int | None], dtype: Any = "float32",
             seq_type: str = "none") -> Variable:
        self.infos[name] = data_info(name, shape, dtype, seq_type)
        return self.scope.new_var(name, "input")

    def add_op(self, type: str, inputs: Any = None, *, name: str | None = None, **attrs: Any) -> Any:
        """Add an op or a composed layer; returns its output Variable (a tuple for several)."""
        meta = self.net.registry.get(type)
        slots = slot_map(meta, inputs)
        if not isinstance(meta, FunctionMeta):
            assert meta.compose is not None
            checked = complete_attrs(meta, _validated(meta, slots, attrs, self.infos))
            composer = _Composer(self, name or self._unique(type))
            out = meta.compose(composer, *[slots.get(t.name) for t in meta.inputs], **checked)
            return self._rename_last(out, composer.prefix) if isinstance(out, Variable) else out
        return self._add_function(meta, slots, attrs, name)

    def _add_function(self, meta: FunctionMeta, slots: dict[str, Any], attrs: Mapping[str, Any],
                      name: str | None) -> Any:
        infos = {s: _info_of(self.infos, vs) for s, vs in slots.items() if vs is not None}  # checks them
        names = {s: [v.name for v in _as_list(vs)] for s, vs in slots.items() if vs is not None}
        checked, outs = configure(meta, infos, attrs)
        if name is not None and name in self.infos:
            raise ModelError(f"{meta.name}: a variable named '{name}' exists already; pick another name")
        base = name or self._unique(meta.name)
        out_names = {t.name: base if len(meta.outputs) == 1 else f"{base}.{t.name}" for t in meta.outputs}
        desc = OpDesc(type=meta.name, inputs=names, outputs={s: [n] for s, n in out_names.items()}, attrs=checked)
        self.net_changed()
        self.forward.append(desc)
        result = []
        for slot, n in out_names.items():
            self.infos[n] = outs.get(slot) or TensorInfo(())
            result.append(self.scope.new_var(n))
        return result[0] if len(result) == 1 else tuple(result)

    def _rename_last(self, out: Variable, name: str) -> Variable:
        """A composed layer's output takes the layer's name (`fc_0`) when its last op made it."""
        last = self.forward[-1] if self.forward else None
        if last is None or out.name not in last.output_names() or name in self.infos:
            return out
        outputs = {s: [name if n == out.name else n for n in ns] for s, ns in last.outputs.items()}
        self.forward[-1] = last.replace(outputs=outputs)
        self.scope.delete_var(out.name)
        self.infos[name] = self.infos.pop(out.name)
        return self.scope.new_var(name)

    def parameter(self, name: str, shape: Sequence[int], dtype: Any = "float32",
                  initializer: Initializer | None = None) -> Variable:
        """A parameter created once, initialised by an init op when the net first runs."""
        op_type, attrs = init_desc_attrs(initializer, shape, dtype, seed=len(self.params) + 1,
                                         registry=self.net.registry)
        init = OpDesc(type=op_type, outputs={"Out": [name]}, attrs=attrs)
        self.params.append(VarDesc(name=name, label="parameter", shape=tuple(shape), dtype=attrs["dtype"],
                                   initializer=init))
        self.infos[name] = TensorInfo(tuple(shape), DataType.of(dtype))
        self.net_changed()
        return self.scope.new_var(name, "parameter")

    # --- backward and optimization -----------------------------------------------------------
    def backward_from(self, var: Variable) -> None:
        if not isinstance(var, Variable) or var.name not in self.infos:
            raise BackwardError(f"backward_from needs a Variable of this builder, got {var!r}")
        var.label = "objective"
        self.target = var.name
        self.net_changed()

    def add_optimization(self, learning_rate: float, optimizer: str = "sgd", **attrs: Any) -> None:
        check_optimizer(self.net.registry, optimizer, learning_rate, attrs)  # refused here, not at run
        self.optimization = (optimizer, learning_rate, attrs)
        self.net_changed()

    def net_changed(self) -> None:
        self.need_rebuild = True

    def build(self) -> PlainNet:
        """The net: forward ops, then backward and optimizer ops when asked for."""
        net = PlainNet(NetDesc(ops=tuple(self.forward), vars=tuple(self.params)), self.net.registry)
        if self.target is not None:
            net.add_backward_ops(self.target)
            if self.optimization is not None:
                kind, lr, attrs = self.optimization
                net.add_optimizer_ops(kind, lr, **attrs)
        self.net, self.need_rebuild = net, False
        return net

    # --- running ---------------------------------------------------------------------------
    def run(self, scope: Scope | None = None, context: Context | None = None, need_backward: bool = True,
            feed: Mapping[str, Any] | None = None) -> None:
        """Run the whole net, or with need_backward=False only the forward ops."""
        scope = scope or self.scope
        place = context.place if context is not None else scope.place
        for n, array in (feed or {}).items():  # feeding is the one place data is copied in
            scope.var(n).set(to_place(np.asarray(array) if isinstance(array, list) else array, place))
        if self.need_rebuild:
            self.build()
        if need_backward and self.target is None:
            raise ModelError("need_backward=True but no target: call backward_from(loss) first")
        end = -1 if need_backward else len(self.forward)
        self.net.run(scope, context, 0 if end != -1 else -1, end)

    def _unique(self, prefix: str) -> str:
        return self._names(prefix)


class _Composer:
    """The compose protocol (paddle.compose) over a NetBuilder; handles are Variables."""

    def __init__(self, builder: NetBuilder, prefix: str) -> None:
        self.b, self.prefix = builder, prefix

    def info(self, v: Variable) -> TensorInfo:
        return self.b.infos[v.name]

    def parameter(self, suffix: str, shape: Sequence[int], dtype: Any = "float32",
                  initializer: Initializer | None = None) -> Variable:
        return self.b.parameter(f"{self.prefix}.{suffix}", shape, dtype, initializer)

    def op(self, op_type: str, inputs: Mapping[str, Any], **attrs: Any) -> Any:
        return self.b.add_op(op_type, dict(inputs), name=self.b._unique(f"{self.prefix}.{op_type}"), **attrs)


def _as_list(v: Any) -> list[Any]:
    return list(v) if isinstance(v, (list, tuple)) else [v]


def _info_of(infos: dict[str, TensorInfo], v: Any) -> Any:
    def one(x: Any) -> TensorInfo:
        if not isinstance(x, Variable) or x.name not in infos:
            raise ModelError(f"expected a Variable of this builder, got {x!r}")
        return infos[x.name]
    return [one(x) for x in v] if isinstance(v, (list, tuple)) else one(v)


def _validated(meta: Any, slots: dict[str, Any], attrs: Mapping[str, Any], infos: dict[str, TensorInfo]) -> dict:
    given = {s: _info_of(infos, v) for s, v in slots.items() if v is not None}
    checked, _ = configure(meta, given, attrs)
    return checked
