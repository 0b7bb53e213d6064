"""ONNX export (issue 12): a model saved for inference, written as an ONNX graph that onnxruntime runs.

    paddle.onnx.export("digits.onnx", prediction, model=m)    # what save_inference_model takes
    paddle.onnx.export("digits.onnx", "digits.model")         # a saved inference model (directory)
    paddle.onnx.export("digits.onnx", predictor)              # a loaded one (paddle.io.Predictor)

Every front end reaches one function, `to_onnx(net, inputs, outputs, tensors)`: the forward net
(a NetDesc, ops in run order, is_test on), its data layers' infos, the output names and the stored
tensors, exactly what `paddle.io.inference_parts` cuts out of a model and what a saved model
holds. The stored tensors become initializers, the data layers graph inputs (an unknown size is a
symbolic dimension: the batch is `N`), the outputs graph outputs under their own names; each op
becomes the nodes its translation (paddle/onnx/export_ops.py, one per op type) emits. An op with
no translation, or a net ONNX cannot hold (sequence inputs), is refused with an OnnxExportError.

Versions: opset 18 at IR version 8, as onnx.helper.VERSION_TABLE pairs them (onnx 1.13). Opset
18 is the first where every Reduce* takes its axes as an input (one form for all reductions) and
has Split's num_outputs and LayerNormalization (17); it is what the registry's ONNX oracles run
(paddle/testing/oracles.py). onnxruntime has loaded IR 8 / opset 18 since 1.14; 1.31.1 loads up
to IR 13 and opset 26 (probed), so the file also loads in runtimes years older than it. `opset=`
asks for a later opset (up to 21, whose forms of the ops used here are opset 18's).
"""
from __future__ import annotations

import os
from typing import Any, Mapping, NoReturn, Sequence

import numpy as np

from paddle.core.desc import NetDesc
from paddle.errors import ModelError, require
from paddle.io import InferenceParts, Predictor, inference_parts
from paddle.io.format import fsync_path, read_model
from paddle.core.net import PlainNet
from paddle.registry import (DataType, OpDesc, PaddleError, Registry, SequenceType, TensorInfo, default_registry,
                             validate_attrs)
from paddle.core.scope import Scope

from .export_ops import TRANSLATIONS

OPSET = 18
IR_VERSION = 8
OPSETS = range(18, 22)  # those whose forms of the ops used here are opset 18's
BATCH = "N"

__all__ = ["export", "to_onnx", "OnnxExportError", "OPSET", "IR_VERSION", "translated_ops"]


class OnnxExportError(ModelError):
    """A model that cannot be written as ONNX: `op` names the op type at fault (None when the
    fault is not an op's), `rule` what it broke ("no_translation", "sequence", ...)."""

    def __init__(self, message: str, *, op: str | None = None, rule: str = "export") -> None:
        super().__init__(message)
        self.op, self.rule = op, rule


def translated_ops() -> list[str]:
    """The op types that have an ONNX translation."""
    return sorted(TRANSLATIONS)


def export(path: str | os.PathLike[str] | None, outputs: Any, model: Any = None, parameters: Any = None, *,
           opset: int = OPSET) -> Any:
    """Write the model that computes `outputs` to `path` as ONNX (an onnx.ModelProto, also
    returned; `path=None` writes nothing). `outputs`: what save_inference_model takes
    (Expressions or v2 layers, with `model` and `parameters` as there), the directory of a
    saved inference model, or a Predictor (paddle.io.load_inference_model). Its ops run in
    inference mode (is_test): dropout passes X through, batch_norm uses its running statistics."""
    proto = to_onnx(*_parts(outputs, model, parameters), opset=opset)
    if path is not None:
        _write(os.fspath(path), proto.SerializeToString())
    return proto


def _parts(source: Any, model: Any, parameters: Any) -> tuple[NetDesc, dict[str, TensorInfo], list[str],
                                                                dict[str, Any], Registry | None]:
    if isinstance(source, (str, os.PathLike, Predictor)) and (model is not None or parameters is not None):
        raise OnnxExportError("export: model= and parameters= go with outputs (expressions or layers); a saved or "
                              "loaded model holds its own parameters", rule="argument")
    if isinstance(source, (str, os.PathLike)):
        loaded = read_model(source)
        return loaded.desc, loaded.inputs, loaded.outputs, loaded.tensors, None
    if isinstance(source, Predictor):
        stored = [v.name for v in source.desc.vars if v.label != "input"]
        tensors = {n: source.scope.var(n).numpy() for n in stored}
        return source.desc, dict(source.inputs), source.outputs, tensors, source.net.registry
    parts: InferenceParts = inference_parts(source, model, parameters)
    return parts.desc, parts.inputs, parts.outputs, parts.tensors, parts.registry


def _write(path: str, data: bytes) -> None:
    """Atomically: a temporary sibling, fsynced, renamed over `path`."""
    tmp = os.path.join(os.path.dirname(os.path.abspath(path)), f".{os.path.basename(path)}.tmp{os.getpid()}")
    with open(tmp, "wb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)
    fsync_path(os.path.dirname(os.path.abspath(path)))


def to_onnx(desc: NetDesc, inputs: Mapping[str, TensorInfo], outputs: Sequence[str], tensors: Mapping[str, Any],
            registry: Registry | None = None, *, opset: int = OPSET) -> Any:
    """The ONNX model of a forward net: `inputs` the data layers it is fed, `outputs` the
    variables it returns, `tensors` the values of every other variable it reads (the one code
    path of every front end of `export`)."""
    onnx = require("onnx", "paddle.onnx.export", "onnx")
    if opset not in OPSETS:
        raise OnnxExportError(f"cannot export to ONNX opset {opset}: this paddle writes opsets "
                              f"{OPSETS.start} to {OPSETS.stop - 1} (default {OPSET})", rule="opset")
    registry = default_registry(registry)
    if desc.kind != "plain":
        raise OnnxExportError(f"cannot export to ONNX: a {desc.kind!r} net (only plain nets, ops in run order, "
                              "have a translation)", rule="net_kind")
    for name, info in inputs.items():
        if info.seq_type is not SequenceType.NONE:
            raise OnnxExportError(f"cannot export to ONNX: input '{name}' holds sequences ({info.seq_type.value}); "
                                  "ONNX tensors carry no sequence offsets", rule="sequence")
    for i, op in enumerate(desc.ops):
        if op.type not in TRANSLATIONS:
            raise OnnxExportError(f"cannot export to ONNX: op #{i} '{op.type}' has no ONNX translation; the ops "
                                  f"that have one: {', '.join(translated_ops())}", op=op.type, rule="no_translation")
    g = GraphBuilder(_infer(desc, inputs, tensors, registry), desc, [*inputs, *tensors])
    for op in desc.ops:
        TRANSLATIONS[op.type](g, OpView(op, validate_attrs(registry.function(op.type), op.attrs), g))
    graph_inputs = [g.value_info(n, info, batch=True) for n, info in inputs.items()]
    graph_outputs = []
    for n in outputs:
        graph_outputs.append(g.value_info(g.read(n), g.infos[n]))
    order = [v.name for v in desc.vars if v.name in tensors] + sorted(n for n in tensors if desc.var(n) is None)
    initializers = [onnx.numpy_helper.from_array(np.require(tensors[n], requirements="C"), n) for n in order]
    graph = onnx.helper.make_graph(g.nodes_, "paddle", graph_inputs, graph_outputs, initializers + g.consts)
    proto = onnx.helper.make_model(graph, opset_imports=[onnx.helper.make_opsetid("", opset)],
                                   producer_name="paddle", ir_version=IR_VERSION)
    onnx.checker.check_model(proto)
    return proto


def _infer(desc: NetDesc, inputs: Mapping[str, TensorInfo], tensors: Mapping[str, Any],
           registry: Registry) -> dict[str, TensorInfo]:
    """Every variable's info (shape with None where unknown, dtype), by the net's shape rules."""
    scope = Scope()
    for name, array in tensors.items():
        var = desc.var(name)
        scope.new_var(name, var.label if var is not None else "parameter").set(np.asarray(array))
    try:
        infos = PlainNet(desc, registry).infer_shape(scope, dict(inputs))
    except PaddleError as err:
        raise OnnxExportError(f"cannot export to ONNX: the net's shapes do not check: {err}", rule="shape") from None
    stored = {n: TensorInfo(tuple(np.shape(a)), DataType.of(np.asarray(a).dtype)) for n, a in tensors.items()}
    return {**infos, **stored, **inputs}


class GraphBuilder:
    """The ONNX graph being built: nodes, constants, and the ONNX name each paddle variable has
    now. ONNX names are written once: a variable written twice gets a fresh name for all but
    its last write, and one the net also reads as an input or stored tensor (state updated in
    place) a fresh name for every write."""

    def __init__(self, infos: dict[str, TensorInfo], desc: NetDesc, given: Sequence[str]) -> None:
        self.infos = infos
        self.nodes_: list[Any] = []
        self.consts: list[Any] = []
        self._given = set(given)  # the graph's inputs and initializers: never written by a node
        self._names: dict[str, str] = {n: n for n in given}
        self._writes_left: dict[str, int] = {}
        for op in desc.ops:
            for n in op.output_names():
                self._writes_left[n] = self._writes_left.get(n, 0) + 1
        self._count = 0

    def fresh(self, hint: str = "t") -> str:
        self._count += 1
        return f"_{hint}{self._count}"

    def read(self, var: str) -> str:
        if var not in self._names:
            raise OnnxExportError(f"cannot export to ONNX: '{var}' is read but not computed by the ONNX graph "
                                  "(an op's training-only output, such as dropout's Mask or batch_norm's running "
                                  "statistics, has no ONNX counterpart)", rule="unsupported_output")
        return self._names[var]

    def write(self, var: str) -> str:
        self._writes_left[var] -= 1
        last = self._writes_left[var] == 0 and var not in self._given
        name = var if last else self.fresh(var.replace("@", "_"))
        self._names[var] = name
        return name

    def node(self, onnx_type: str, inputs: Sequence[str], output: str | None = None, **attrs: Any) -> str:
        return self.nodes(onnx_type, inputs, [output or self.fresh(onnx_type.lower())], **attrs)[0]

    def nodes(self, onnx_type: str, inputs: Sequence[str], outputs: Sequence[str], **attrs: Any) -> list[str]:
        import onnx
        self.nodes_.append(onnx.helper.make_node(onnx_type, list(inputs), list(outputs), **attrs))
        return list(outputs)

    def const(self, value: Any) -> str:
        import onnx
        name = self.fresh("c")
        self.consts.append(onnx.numpy_helper.from_array(np.asarray(value), name))
        return name

    def ints(self, values: Sequence[int]) -> str:
        return self.const(np.asarray(list(values), dtype=np.int64))

    def tensor(self, value: Any) -> Any:
        import onnx
        return onnx.numpy_helper.from_array(np.asarray(value))

    @staticmethod
    def onnx_dtype(dtype: Any) -> int:
        import onnx
        return int(onnx.helper.np_dtype_to_tensor_dtype(np.dtype(dtype)))

    def value_info(self, name: str, info: TensorInfo, batch: bool = False) -> Any:
        import onnx
        dims = [d if d is not None else (BATCH if batch and i == 0 else f"{name}_{i}" if batch else None)
                for i, d in enumerate(info.shape)]
        return onnx.helper.make_tensor_value_info(name, self.onnx_dtype(info.dtype.value), dims)

    def refuse(self, op: "OpView", why: str) -> NoReturn:
        raise OnnxExportError(f"cannot export to ONNX: op '{op.type}': {why}", op=op.type, rule="unsupported_attribute")


class OpView:
    """One op as its translation reads it: ONNX names of its inputs (`x`), fresh ones for its
    outputs (`y`), its attributes with defaults, and its variables' infos."""

    def __init__(self, desc: OpDesc, attrs: dict[str, Any], g: GraphBuilder) -> None:
        self.desc, self.attrs, self.g, self.type = desc, attrs, g, desc.type
        self.input_slots = [s for s, ns in desc.inputs.items() if ns]
        self.output_slots = [s for s, ns in desc.outputs.items() if ns]

    def has(self, slot: str) -> bool:
        return bool(self.desc.inputs.get(slot))

    def x(self, slot: str) -> str:
        return self.g.read(self.desc.inputs[slot][0])

    def xs(self, slot: str) -> list[str]:
        return [self.g.read(n) for n in self.desc.inputs[slot]]

    def outs(self, slot: str) -> list[str]:
        return list(self.desc.outputs.get(slot, ()))

    def y(self, slot: str) -> str:
        return self.g.write(self.desc.outputs[slot][0])

    def ys(self, slot: str) -> list[str]:
        return [self.g.write(n) for n in self.desc.outputs[slot]]

    def info(self, slot: str) -> TensorInfo:
        return self.g.infos[self.desc.inputs[slot][0]]

    def out_info(self, slot: str, i: int = 0) -> TensorInfo:
        return self.g.infos[self.desc.outputs[slot][i]]

    def rank(self, slot: str) -> int:
        return len(self.info(slot).shape)

    def like(self, slot: str) -> Any:
        """A maker of scalar constants of the input's dtype."""
        dtype = np.dtype(self.info(slot).dtype.value)
        return lambda value: self.g.const(np.asarray(value, dtype=dtype))
