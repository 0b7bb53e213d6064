"""The builder behind paddle.onnx.backend: converts an ONNX graph node by node through the
converters (node_map_*), running each op as it is emitted, so that a later converter can read
any value it needs (a Shape's result, a fed Reshape target) and the ops go into a NetDesc.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np

from paddle.core.operator import Operator
from paddle.core.place import CPUPlace, to_place
from paddle.core.plan import Plan
from paddle.registry import ConfigError, DataType, OpDesc, PaddleError, default_registry
from paddle.core.scope import Scope

from .node_map import CONVERTERS, Ctx, OnnxModelError, UnsupportedOnnxError, attr_error

if TYPE_CHECKING:
    from .backend import PaddleBackendRep

# integers of a size float64 holds exactly, with room for the sums and products of shape arithmetic
EXACT = 2**31
NOT_THROUGH_FLOAT = frozenset({"cast", "pow"})  # cast takes integers; pow's powers leave the exact range
HELD = {d.numpy for d in DataType}  # every dtype a tensor holds (ml_dtypes' reduced ones too)


def _exact_in_float64(array: np.ndarray) -> bool:
    """Every integer of `array` is below EXACT in magnitude (compared as Python ints: np.abs of
    INT64_MIN overflows to itself, which a max of magnitudes would let through)."""
    return not array.size or (int(array.max()) < EXACT and int(array.min()) > -EXACT)


class Deferred(Exception):
    """A converter reads a fed value while `prepare` has none: the net is built at `run`."""


class Builder(Ctx):
    """Converts the graph node by node, running each op as it is emitted (so a later converter
    can read any value it needs: a Shape's result, a folded constant)."""

    def __init__(self, rep: "PaddleBackendRep", feeds: dict[str, np.ndarray], consts: dict[str, np.ndarray],
                 dry: bool) -> None:
        self.graph, self.nodes, self.place, self.opset, self.dry = rep.graph, rep.nodes, rep.place, rep.opset, dry
        self.scope = Scope(self.place)
        self.names: dict[str, str] = {}  # ONNX value name -> our variable
        self.deps: dict[str, frozenset[str]] = {}  # our variable -> the feeds its value depends on
        self.read: set[str] = set()
        self.consts: dict[str, np.ndarray] = {}
        self.ops: list[OpDesc] = []
        self.folded: list[OpDesc] = []  # ops run once while building, their outputs kept as constants
        self.count = 0
        for name, value in consts.items():
            self.names[name] = self.const(value)
        for i, (name, value) in enumerate(feeds.items()):
            var = self.names[name] = f"in{i}"
            self.scope.new_var(var, "input").set(to_place(value, self.place))
            self.deps[var] = frozenset({name})

    def build(self) -> list[str]:
        for node in self.nodes:
            self.node = node
            node.read.clear()
            CONVERTERS[node.op_type](self, node)
            node.check_all_read()
            for j, name in enumerate(node.proto.output):
                if name and name not in self.names:
                    raise node.unsupported(f"output {j} ('{name}')")
        outs = []
        for o in self.graph.output:
            if o.name not in self.names:
                raise OnnxModelError(f"graph output '{o.name}' is computed by no node")
            outs.append(self.names[o.name])
        return outs

    # --- Ctx ---------------------------------------------------------------------------------
    def _input_name(self, i: int) -> str:
        inputs = self.node.proto.input
        if i >= len(inputs) or not inputs[i]:
            raise OnnxModelError(f"{self.node.where()}: input {i} is required but not given")
        if inputs[i] not in self.names:
            raise OnnxModelError(f"{self.node.where()} reads '{inputs[i]}', which is neither a graph "
                                 f"input, an initializer nor the output of an earlier node")
        return str(inputs[i])

    def has(self, i: int) -> bool:
        inputs = self.node.proto.input
        return i < len(inputs) and bool(inputs[i])

    def var(self, i: int) -> str:
        return self.names[self._input_name(i)]

    def _array(self, var: str) -> Any:
        return self.scope.var(var).tensor.array

    def value(self, i: int) -> np.ndarray:
        var = self.var(i)
        deps = self.deps.get(var, frozenset())
        if deps and self.dry:
            raise Deferred(var)
        self.read |= deps
        return np.asarray(to_place(self._array(var), CPUPlace()))

    def fixed(self, i: int) -> bool:
        return not self.deps.get(self.var(i))

    def shape(self, i: int) -> tuple[int, ...]:
        return tuple(self._array(self.var(i)).shape)

    def dtype(self, i: int) -> np.dtype[Any]:
        dtype: np.dtype[Any] = np.dtype(self._array(self.var(i)).dtype)
        return dtype

    def var_shape(self, var: str) -> tuple[int, ...]:
        return tuple(self._array(var).shape)

    def n_inputs(self) -> int:
        return len(self.node.proto.input)

    def n_outputs(self) -> int:
        return len(self.node.proto.output)

    def out(self, j: int = 0) -> str:
        outputs = self.node.proto.output
        if j >= len(outputs) or not outputs[j]:
            return self.tmp()  # computed by the op, read by nobody
        var = self.names[outputs[j]] = self.tmp()
        return var

    def tmp(self) -> str:
        self.count += 1
        return f"v{self.count}"

    def const(self, value: Any, name: str | None = None) -> str:
        array = np.asarray(value)
        if array.dtype not in HELD:
            raise UnsupportedOnnxError(f"a constant of dtype {array.dtype} (a tensor holds one of "
                                       f"{sorted(str(d) for d in HELD)})", feature=f"dtype {array.dtype}")
        var = name or f"c{len(self.consts)}"
        self.consts[var] = array
        self.scope.new_var(var, "parameter").set(to_place(array, self.place))
        self.deps[var] = frozenset()
        return var

    def alias(self, j: int, var: str) -> None:
        name = self.node.proto.output[j] if j < len(self.node.proto.output) else ""
        if name:
            self.names[name] = var

    def op(self, type: str, inputs: dict[str, Any], outputs: dict[str, Any], **attrs: Any) -> None:
        ins = {s: list(v) if isinstance(v, (list, tuple)) else [v] for s, v in inputs.items()}
        outs = {s: list(v) if isinstance(v, (list, tuple)) else [v] for s, v in outputs.items()}
        whole = self._static_ints(type, ins)
        if whole is None:
            self._emit(type, ins, outs, attrs)
        else:
            self._in_float64(type, ins, outs, attrs, whole)

    def _static_ints(self, type: str, ins: dict[str, list[str]]) -> np.dtype[Any] | None:
        """The integer dtype of inputs that `type` is declared only for floats for, when every
        such input is a value fixed while building (a shape's arithmetic: Shape folds per feed
        shapes) and small: those go through float64 exactly. None otherwise."""
        if type in NOT_THROUGH_FLOAT:
            return None
        meta = default_registry().function(type)
        found: np.dtype[Any] | None = None
        for t in meta.inputs:
            for name in ins.get(t.name, []):
                array = self._array(name)
                dtype = np.dtype(array.dtype)
                if dtype.kind not in "iu" or DataType.of(dtype) in t.dtypes or DataType.FLOAT64 not in t.dtypes:
                    continue
                if self.deps.get(name) or not _exact_in_float64(to_place(array, CPUPlace())):
                    return None
                found = dtype
        return found

    def _in_float64(self, type: str, ins: dict[str, list[str]], outs: dict[str, list[str]], attrs: dict[str, Any],
                    whole: np.dtype[Any]) -> None:
        """`type` on the integer inputs cast to float64, its float outputs cast back (exact below
        EXACT; a quotient truncated towards 0, as ONNX's integer Div)."""
        meta = default_registry().function(type)
        floats: dict[str, list[str]] = {}
        for slot, names in ins.items():
            floats[slot] = []
            for name in names:
                if np.dtype(self._array(name).dtype).kind in "iu" and DataType.of(self._array(name).dtype) \
                        not in meta.input(slot).dtypes:
                    cast = self.tmp()
                    self._emit("cast", {"X": [name]}, {"Out": [cast]}, {"out_dtype": "float64"})
                    name = cast
                floats[slot].append(name)
        back = {slot: DataType.FLOAT64 in meta.output(slot).dtypes for slot in outs}
        results = {slot: [self.tmp() for _ in names] if back[slot] else names for slot, names in outs.items()}
        self._emit(type, floats, results, attrs)
        for slot, names in outs.items():
            if back[slot]:
                for result, name in zip(results[slot], names):
                    self._emit("cast", {"X": [result]}, {"Out": [name]}, {"out_dtype": whole.name})

    def _emit(self, type: str, ins: dict[str, list[str]], outs: dict[str, list[str]], attrs: dict[str, Any]) -> None:
        node = self.node
        try:
            desc = OpDesc(type=type, inputs=ins, outputs=outs, attrs=attrs)
            op = Operator(desc)
        except ConfigError as err:
            raise attr_error(node, type, err) from None
        plan = Plan([op], 0, self.scope, self.place)
        try:
            plan.check_shapes()
        except ConfigError as err:  # inputs the op's metas refuse (a dtype, a rank)
            raise UnsupportedOnnxError(f"{node.where()} maps to op '{type}', which refuses its inputs: {err}",
                                       op=node.op_type, node=node.name, feature=f"inputs of {type}") from None
        try:
            plan.run()
        except PaddleError:  # the kernel refuses the values (an integer remainder by 0)
            if self.dry:  # prepare's zeros, not the model's values: build at run
                raise Deferred(type) from None
            raise
        deps = frozenset().union(*(self.deps.get(n, frozenset()) for n in op.input_names()))
        if not deps and self._fold(op):
            return
        self.ops.append(op.desc)
        for n in op.output_names():
            self.deps[n] = deps

    def _fold(self, op: Operator) -> bool:
        """An op whose inputs are all constants (weights sliced, reordered or cast; shape
        arithmetic) was just run: its outputs become constants and the net does not run it
        again. Not one that draws random numbers (a `seed`), nor one with sequence outputs."""
        meta = default_registry().function(op.type)
        outputs = [self.scope.var(n).tensor for n in op.output_names()]
        if "seed" in meta.attributes or any(t.lod is not None or t.array is None for t in outputs):
            return False
        for name, t in zip(op.output_names(), outputs):
            self.consts[name] = np.asarray(to_place(t.array, CPUPlace()))
            self.deps[name] = frozenset()
        self.folded.append(op.desc)
        return True
