"""The graph-building core under both front ends: the Model (handles are Expressions) and the
NetBuilder (handles are Variables).

A GraphBuilder holds the nets being built (a stack: recurrent steps push their own), their
scopes, what shape inference knows of every variable, the data layers, and the parameters
with the init net that gives them their first value. Front ends only say how a variable
name becomes a handle and back (`Handles`); data layers, parameters, ops, composed layers,
the renaming of a layer's output, unique names and feeding are done here, once. An op's state
output `<S>Out` writes the variable of its input `S` (see state_outputs).
"""
from __future__ import annotations

import contextlib
from typing import Any, Iterator, Mapping, Protocol, Sequence

from .core.budget import check_tensor, check_total, nbytes
from .compose import Initializer, UniqueNames, data_info, init_desc_attrs
from .param_attr import ParamAttr, attr_for
from .core.desc import NetDesc, VarDesc
from .errors import ModelError
from .core.feed import check_feed, python_numbers
from .core.net import Net, NetOp, PlainNet, net_op_desc
from .core.operator import Operator
from .core.place import Place, to_place
from .registry import (variadic_as_lists, DataType, FunctionMeta, LayerMeta, OpDesc, Registry, TensorInfo,
                       complete_attrs, configure, default_registry, infer_shapes, validate_attrs)
from .core.scope import Scope
from .core.tensor import Tensor, TensorValueError, as_array


class Handles(Protocol):
    """How a front end names variables: `kind` is its handle class."""
    kind: type

    def wrap(self, name: str, pos: int) -> Any:
        """The handle of variable `name`, computed by op `pos` of the current net (-1: none)."""

    def name_of(self, handle: Any) -> str:
        """The variable a handle stands for, or a ModelError when it is not one of this graph."""


class GraphBuilder:
    def __init__(self, scope: Scope, registry: Registry | None, handles: Handles,
                 topology: Mapping[str, Any] | None = None) -> None:
        self.registry = default_registry(registry)  # where its ops are looked up
        # the model-wide settings (dtype, seed), validated by the registry's "model" topology
        self.topology = validate_attrs(self.registry.topology("model"), topology or {})
        self.handles = handles
        self.scopes = [scope]
        self.nets = [PlainNet(registry=self.registry)]
        self.init_net = PlainNet(registry=self.registry)  # one init op per parameter
        self.infos: dict[str, TensorInfo] = {}
        self.data_names: list[str] = []
        self.param_names: list[str] = []
        self.param_attrs: dict[str, ParamAttr] = {}  # per parameter: learning rate, L2, static
        self._attrs_for_layer: tuple[Any, Any] = (None, None)  # (weights, bias) of the layer being made
        self.names = UniqueNames(scope)

    # --- structure -------------------------------------------------------------------------
    def root_scope(self) -> Scope:
        return self.scopes[0]

    def cur_scope(self) -> Scope:
        return self.scopes[-1]

    def root_net(self) -> PlainNet:
        return self.nets[0]

    def cur_net(self) -> PlainNet:
        return self.nets[-1]

    def push(self, net: PlainNet, scope: Scope | None = None) -> None:
        """Enter a nested net (a recurrent step, a branch); its scope is a child scope."""
        self.nets.append(net)
        self.scopes.append(scope or self.cur_scope().new_scope())

    def pop(self) -> PlainNet:
        if len(self.nets) == 1:
            raise ModelError("pop() on a model with no nested net")
        self.scopes.pop()
        return self.nets.pop()

    def unique_name(self, prefix: str) -> str:
        return self.names(prefix)

    # --- variables -------------------------------------------------------------------------
    def data(self, name: str, shape: Sequence[int | None], dtype: Any, seq_type: Any) -> Any:
        if self.root_scope().find_var(name) is not None:
            raise ModelError(f"data layer '{name}': the model already has a variable of that name")
        info = data_info(name, shape, dtype or self.topology["dtype"], seq_type)
        self.root_scope().new_var(name, "input")
        # declared, so the net's description says what it reads (and backward can infer shapes)
        self.root_net().declare_var(VarDesc(name=name, label="input", shape=info.shape, dtype=info.dtype.value,
                                            seq_type=info.seq_type.value))
        self.infos[name] = info
        self.data_names.append(name)
        return self.handles.wrap(name, -1)

    def parameter(self, name: str, shape: Sequence[int], dtype: Any = None,
                  initializer: Initializer | None = None, *, layer: str = "") -> Any:
        """A parameter, created once by name in the root scope and initialised by an op of the
        init net; asking again for the same name returns it (shapes must agree). The root net
        declares it too, so the net's description is enough to rebuild and initialise it."""
        op_type, attrs = init_desc_attrs(initializer, shape, dtype or self.topology["dtype"],
                                         seed=self.topology["seed"] + len(self.param_names) + 1,
                                         registry=self.registry)
        info = TensorInfo(tuple(attrs["shape"]), DataType.of(attrs["dtype"]))
        if name in self.param_names:
            if self.infos[name] != info:
                raise ModelError(f"parameter '{name}' exists with shape {self.infos[name].shape}, "
                                 f"asked for {info.shape}")
            return self.handles.wrap(name, -1)
        where = layer or f"parameter '{name}'"
        check_tensor(where, f"parameter '{name}'", info)
        check_total(where, f"parameter '{name}'", nbytes(info) + sum(nbytes(self.infos[p]) for p in self.param_names))
        init = OpDesc(type=op_type, outputs={"Out": [name]}, attrs=attrs)
        self.init_net.add_op(init)
        self.root_net().declare_var(VarDesc(name=name, label="parameter", shape=info.shape,
                                            dtype=info.dtype.value, initializer=init))
        self.root_scope().new_var(name, "parameter")
        self.param_names.append(name)
        self.infos[name] = info
        return self.handles.wrap(name, -1)

    @contextlib.contextmanager
    def parameter_attrs(self, weights: Any, bias: Any) -> Iterator[None]:
        """Layers made inside give their parameters these attributes (paddle.attr.Param)."""
        saved, self._attrs_for_layer = self._attrs_for_layer, (weights, bias)
        try:
            yield
        finally:
            self._attrs_for_layer = saved

    def layer_parameter(self, prefix: str, suffix: str, shape: Sequence[int], dtype: Any,
                        initializer: Initializer | None, layer: str) -> Any:
        """A parameter a composed layer asks for, under the attributes of `parameter_attrs`."""
        attr = attr_for(suffix, *self._attrs_for_layer)
        if attr is None:
            return self.parameter(f"{prefix}.{suffix}", shape, dtype, initializer, layer=layer)
        name = attr.name or f"{prefix}.{suffix}"
        handle = self.parameter(name, shape, dtype, attr.initializer(initializer), layer=layer)
        self.param_attrs[name] = attr
        return handle

    def params(self) -> list[VarDesc]:
        return [self.root_net().vars[n] for n in self.param_names]

    # --- ops and layers --------------------------------------------------------------------
    def add(self, op_type: str, slots: Mapping[str, Any], attrs: Mapping[str, Any], name: str | None,
            *, validated: bool) -> Any:
        """Add an op or a composed layer; `validated`: its attributes were checked already (by
        a generated layer), else they are checked here. Returns its output handle(s)."""
        meta = self.registry.get(op_type)
        if isinstance(meta, FunctionMeta):
            return self.add_op(meta, slots, attrs, name, validated=validated)
        return self.add_layer(meta, slots, attrs, name, validated=validated)

    def add_op(self, meta: FunctionMeta, slots: Mapping[str, Any], attrs: Mapping[str, Any],
               name: str | None, *, validated: bool) -> Any:
        names, infos = self._bind(variadic_as_lists(meta, slots))
        if validated:
            attrs = complete_attrs(meta, attrs)
            outs = infer_shapes(meta, infos, attrs)
        else:
            attrs, outs = configure(meta, infos, attrs)  # validated once, here
        for slot, info in outs.items():
            tensors = info if isinstance(info, (list, tuple)) else [info]  # a variadic output: one info each
            for i, one in enumerate(tensors):
                if isinstance(one, TensorInfo):
                    what = f"output {slot}" + (f"[{i}]" if len(tensors) > 1 else "")
                    check_tensor(f"{meta.name} layer" + (f" '{name}'" if name else ""), what, one)
        state = state_outputs(meta, names)
        out_names = {t.name: [state[t.name]] if t.name in state else
                     self._out_names(meta.name, t, name, len(meta.outputs), outs.get(t.name))
                     for t in meta.outputs}
        desc = OpDesc(type=meta.name, inputs=names, outputs=out_names, attrs=attrs)
        pos = self.cur_net().add_op(desc, validated=True)
        op = self.cur_net()[pos]
        for n in desc.input_names():  # seed 001: a variable knows its readers and writers
            self.cur_scope().var(n).readers.append(op)
        handles: list[Any] = []
        for t in meta.outputs:
            inferred = outs.get(t.name)
            each: list[Any] = list(inferred or ()) if t.variadic else [inferred]
            for out, info in zip(out_names[t.name], each):
                # a state output writes its input's variable, which exists already
                (self.cur_scope().find_var(out) or self.cur_scope().new_var(out)).writers.append(op)
                self.infos[out] = info or TensorInfo(())
            wrapped = [self.handles.wrap(out, pos) for out in out_names[t.name]]
            handles.append(wrapped if t.variadic else wrapped[0])  # a variadic output: a list of handles
        return handles[0] if len(handles) == 1 else tuple(handles)

    def add_net(self, desc: NetDesc) -> list[Any]:
        """Add a nested net (recurrent, if_else) to the current net as one op (a NetOp); the
        handles of the outer variables it writes, their infos from its shape inference."""
        reads, writes = Net.kinds[desc.kind].check_desc(desc, self.registry)
        net, scope = self.cur_net(), self.cur_scope()
        for w in writes:
            if scope.find_var(w) is not None:
                raise ModelError(f"{desc.kind}: a variable named '{w}' exists already; pick another name")
        pos = net.add_op(net_op_desc(desc, reads, writes))
        op = net[pos]
        assert isinstance(op, NetOp)
        infos = op.net.infer_outer({r: self.infos[r] for r in reads})
        for r in reads:
            scope.var(r).readers.append(op)
        for w, info in zip(writes, infos):
            scope.new_var(w).writers.append(op)
            self.infos[w] = info or TensorInfo(())
        return [self.handles.wrap(w, pos) for w in writes]

    def add_layer(self, meta: LayerMeta, slots: Mapping[str, Any], attrs: Mapping[str, Any],
                  name: str | None, *, validated: bool) -> Any:
        """A layer composed of ops (its LayerMeta's compose, see paddle.compose)."""
        assert meta.compose is not None
        if not validated:
            attrs, _ = configure(meta, self._bind(slots)[1], attrs)
        else:  # the layer's own shape rule refuses what its ops would refuse less clearly
            infer_shapes(meta, self._bind(slots)[1], complete_attrs(meta, attrs))
        composer = Composer(self, name or self.unique_name(meta.name), meta.name)
        out = meta.compose(composer, *[slots.get(t.name) for t in meta.inputs], **complete_attrs(meta, attrs))
        if isinstance(out, self.handles.kind) and self.made_by_last_op(out):
            # the layer's output is named after the layer (`fc_0`), not after its last op
            return self.rename_last(self.handles.name_of(out), name or composer.prefix)
        if name:
            raise ModelError(f"{meta.name}: cannot name the output '{name}': the layer's last op does not compute it")
        return out

    def _bind(self, slots: Mapping[str, Any]) -> tuple[dict[str, list[str]], dict[str, Any]]:
        """Variable names and infos of the given inputs, by slot (absent optional ones left out)."""
        names: dict[str, list[str]] = {}
        infos: dict[str, Any] = {}
        for slot, v in slots.items():
            if v is None:
                continue
            if isinstance(v, (list, tuple)):
                names[slot] = [self.handles.name_of(h) for h in v]
                infos[slot] = [self.infos[n] for n in names[slot]]
            else:
                names[slot] = [self.handles.name_of(v)]
                infos[slot] = self.infos[names[slot][0]]
        return names, infos

    def _out_names(self, op_type: str, t: Any, name: str | None, n_outputs: int, infos: Any) -> list[str]:
        """The variables of output slot `t`: one, or one per inferred info of a variadic output
        (`split_0.0`, `split_0.1`, ...: how many the shape rule says)."""
        base = self._out_name(op_type, t.name, name, n_outputs)
        if not t.variadic:
            return [base]
        return [self._out_name(op_type, t.name, f"{base}.{i}", 1) for i in range(len(infos or ()))]

    def _out_name(self, op_type: str, slot: str, name: str | None, n_outputs: int) -> str:
        if name is None:
            base = self.unique_name(op_type)
            return base if n_outputs == 1 else f"{base}.{slot}"
        out = name if n_outputs == 1 else f"{name}.{slot}"
        if self.root_scope().find_var(out) is not None or self.cur_scope().find_var(out) is not None:
            raise ModelError(f"{op_type}: a variable named '{out}' exists already; pick another name")
        return out

    def made_by_last_op(self, handle: Any) -> bool:
        """Is `handle` an output of the op added last (so `rename_last` can rename it)?"""
        net = self.cur_net()
        return len(net) > 0 and self.handles.name_of(handle) in net[len(net) - 1].output_names()

    def rename_last(self, old: str, new: str) -> Any:
        """Give a composed layer's output the user's name: rewrite the op that just produced it."""
        net, scope = self.cur_net(), self.cur_scope()
        if scope.find_var(new) is not None:
            raise ModelError(f"cannot name the layer's output '{new}': a variable of that name exists already")
        pos = len(net) - 1
        op = net.ops[pos]
        outputs = {s: [new if n == old else n for n in ns] for s, ns in op.desc.outputs.items()}
        renamed = net.ops[pos] = Operator(op.desc.replace(outputs=outputs), self.registry,
                                          validated=True)
        net.version += 1
        for n in op.input_names():
            readers = scope.var(n).readers
            readers[:] = [renamed if r is op else r for r in readers]
        scope.delete_var(old)
        scope.new_var(new).writers.append(renamed)
        self.infos[new] = self.infos.pop(old)
        return self.handles.wrap(new, pos)

    # --- feeding ----------------------------------------------------------------------------
    def feed(self, scope: Scope, feed: Any, place: Place) -> bool:
        """Set each data layer's value from `feed` ({name or handle: array}), checked against the
        data layer first; returns whether anything was fed."""
        if not isinstance(feed, Mapping):
            raise ModelError(f"feed should be a dict {{data layer name: array}}, got {type(feed).__name__} "
                             f"{_clip(feed)}")
        for key, value in feed.items():
            name = key if isinstance(key, str) else self.handles.name_of(key)
            if name not in self.data_names:
                raise ModelError(f"cannot feed '{name}': it is not a data layer of this model "
                                 f"(data layers: {self.data_names})")
            array, lod = (value.array, value.lod) if isinstance(value, Tensor) else (_array(name, value), None)
            array = python_numbers(self.infos[name], value, array)  # a list of Python floats: float32 if so
            check_feed(name, self.infos[name], array, lod, given=value)
            var = scope.find_var(name) or scope.new_var(name, "input")
            var.set(to_place(array, place), lod)
        return bool(feed)


def state_outputs(meta: FunctionMeta, names: Mapping[str, list[str]]) -> dict[str, str]:
    """Op state: an output `<S>Out` of a layer op with an input `S` writes the variable given for S
    (batch_norm's running MeanOut into Mean, dropout's StepOut into Step), as the updates that
    add_optimizer_ops binds do, so the state persists from one run to the next. (An optimizer op
    appended by hand keeps its own outputs.)"""
    if meta.role != "layer":
        return {}
    inputs = {t.name for t in meta.inputs if not t.variadic}
    return {t.name: names[t.name[:-3]][0] for t in meta.outputs
            if t.name.endswith("Out") and t.name[:-3] in inputs and names.get(t.name[:-3])}


class Composer:
    """The builder a LayerMeta's compose gets (see paddle.compose), adding to a GraphBuilder."""

    def __init__(self, graph: GraphBuilder, prefix: str, layer: str) -> None:
        self.graph, self.prefix, self.layer = graph, prefix, layer

    def info(self, handle: Any) -> TensorInfo:
        return self.graph.infos[self.graph.handles.name_of(handle)]

    def parameter(self, suffix: str, shape: Sequence[int], dtype: Any = None,
                  initializer: Initializer | None = None) -> Any:
        return self.graph.layer_parameter(self.prefix, suffix, shape, dtype, initializer,
                                          f"{self.layer} layer '{self.prefix}'")

    def op(self, op_type: str, inputs: Mapping[str, Any], **attrs: Any) -> Any:
        name = self.graph.unique_name(f"{self.prefix}.{op_type}")
        return self.graph.add(op_type, dict(inputs), attrs, name, validated=False)


def _array(name: str, value: Any) -> Any:
    """A fed value as an array: anything with a dtype as it is, lists converted (typed errors)."""
    if hasattr(value, "dtype") and hasattr(value, "shape"):
        return value
    try:
        return as_array(value)
    except TensorValueError as err:  # a ragged list: said in the data layer's words
        raise ModelError(f"cannot feed '{name}': {err}") from None


def _clip(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
