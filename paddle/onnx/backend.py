"""`paddle.onnx.backend`: ONNX models and nodes run on this framework's registered ops, through
the standard `onnx.backend.base.Backend` interface (`prepare`, `run_model`, `run_node`,
`supports_device`).

    >>> import numpy as np, onnx
    >>> from onnx import helper, TensorProto
    >>> import paddle.onnx.backend as backend
    >>> node = helper.make_node("Relu", ["x"], ["y"])
    >>> backend.run_node(node, [np.array([-1.0, 2.0], np.float32)])[0]
    array([0., 2.], dtype=float32)

`prepare` converts the graph node by node (paddle/onnx/node_map*.py: one converter per ONNX op
type) into a NetDesc of registered ops, the initializers held as constant variables; every op's
attributes go through the registry's validators and its inputs are checked against its metas,
so an ONNX attribute our op rejects is a typed error naming the node, op and attribute, and an
ONNX op or use of one we do not run is an `UnsupportedOnnxError` naming it. An op whose inputs
are all constants runs once while building and its outputs become constants (weights sliced,
reordered or cast; `rep.folded` lists those ops); before converting, an inference
BatchNormalization after a Conv is folded into its weights (paddle/onnx/fold.py), and the five
nodes exporters write for an exact GELU become one Gelu (paddle/onnx/fold_gelu.py); `fold=False`
keeps the graph as it is.

A net is built once per input signature (the feeds' shapes and dtypes: a Shape node folds to a
constant) and runs through Net.run's plan, its scope kept between runs. A value a converter needs
while building is read there only where it is fixed (a constant, a shape's arithmetic); a fed
one that selects data (a Gather's index: token ids) becomes ops run on it, so new values reuse
the net. A few ONNX ops take as tensors what our ops take as attributes (a fed Reshape target):
those nets are kept per value read, the MAX_BUILT most recently run. Why per value, not one net
whose shape-deciding part is re-run: such a value decides the shapes of everything after it (a
Reshape target, Slice starts), so every later op's shape rule, every later converter's choice
(a Shape folds to a constant, a broadcast is resolved) and the plan's buffers follow from it: it
is a signature, as a feed's shape is. A run checks it with one comparison of a few integers per
kept net; models fed such values cycle through few of them (a fixed set of target shapes), which
the cache serves without rebuilding, least recently run dropped first. Before converting, the model
is checked (paddle/onnx/model_check.py): versions, initializers, external data, attribute types,
and each run's feeds against the graph's declared dtypes and shapes. Sequences, optionals and
string tensors are held on the backend's side, outside the net (paddle/onnx/host_values.py).
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from paddle.errors import require

try:
    import onnx
    from onnx import helper
    from onnx.backend.base import Backend, BackendRep, Device, DeviceType
except ModuleNotFoundError:
    require("onnx", "paddle.onnx.backend", "onnx")  # raises the typed error naming the extra
    raise

from paddle.core.desc import NetDesc
from paddle.core.device import gpu_usable
from paddle.core.net import Net, PlainNet
from paddle.core.place import CPUPlace, GPUPlace, Place, to_place
from paddle.registry import ConfigError, DataType, PaddleError
from paddle.core.scope import Scope

# importing the converter modules registers their converters
from . import (node_map_attention, node_map_const, node_map_index, node_map_loss, node_map_math,  # noqa: F401
               node_map_nn, node_map_norm, node_map_reduce, node_map_resize, node_map_rnn,
               node_map_tensor)
from . import node_map_control  # noqa: F401  (If, Loop, Scan)
from .node_map import (CONVERTERS, Node, OnnxAttributeError, OnnxBackendError, OnnxModelError,
                       UnsupportedOnnxError)
from .fold import fold_batch_norms
from .fold_gelu import fold_gelus
from .host_values import plan_host_values
from .model_check import check_attribute_types, check_attribute_values, check_feed, check_versions, initializer
from .node_map_build import HELD, Builder, Deferred

__all__ = ["PaddleBackend", "PaddleBackendRep", "prepare", "run_model", "run_node", "supports_device",
           "OnnxBackendError", "UnsupportedOnnxError", "OnnxAttributeError", "OnnxModelError", "CONVERTERS"]

DOMAINS = ("", "ai.onnx")


MAX_BUILT = 8  # nets kept per model: the latest signatures (shapes, dtypes, values read while building)


@dataclass
class _Built:
    """A net built for feeds of one signature (shapes and dtypes) and, for the feeds a converter
    read while building (a fed Reshape target), their values; with its own scope, holding the
    constants and the fed variables, so each run reuses the net's plan (as Net.run does)."""

    shapes: tuple[Any, ...]
    read: dict[str, np.ndarray]
    net: Net
    scope: Scope
    feeds: list[Any]  # the fed variables' tensors, in feed order
    outputs: list[str]

    def fits(self, shapes: tuple[Any, ...], feeds: dict[str, np.ndarray]) -> bool:
        return shapes == self.shapes and all(np.array_equal(feeds[n], v) for n, v in self.read.items())

    def run(self, feeds: dict[str, np.ndarray], place: Place) -> tuple[Any, ...]:
        for tensor, value in zip(self.feeds, feeds.values()):
            tensor.set(to_place(value, place))
        self.net.run(self.scope)
        return tuple(_numpy(self.scope.var(n).tensor.array) for n in self.outputs)


def _place(device: str) -> Place:
    try:
        d = Device(device)
    except (AttributeError, ValueError, TypeError):
        raise UnsupportedOnnxError(f"device {device!r}: this backend runs on 'CPU' and 'CUDA' (or 'CUDA:<id>')",
                                   feature=f"device {device}") from None
    if d.type == DeviceType.CUDA:
        if not gpu_usable():
            raise UnsupportedOnnxError(f"device {device}: no usable GPU here", feature=device)
        return GPUPlace(d.device_id)
    return CPUPlace()


def _check_model(model: Any) -> onnx.GraphProto:
    if not isinstance(model, onnx.ModelProto):
        raise OnnxModelError(f"prepare takes an onnx.ModelProto, got {type(model).__name__}")
    # Another domain may be imported beside the default one (ONNX's own expanded function graphs
    # import ai.onnx.preview and use none of its ops): a node of it is refused by `_nodes`.
    foreign = [o.domain for o in model.opset_import if o.domain not in DOMAINS]
    if foreign and len(foreign) == len(model.opset_import):
        raise UnsupportedOnnxError(f"opset domain '{foreign[0]}' (this backend runs the default "
                                   f"ONNX domain only)", feature=f"domain {foreign[0]}")
    check_versions(model, DOMAINS)
    return model.graph


def _load(model: Any, base_dir: Any) -> tuple[Any, Path | None]:
    """A ModelProto and the folder its external data lives in: a path is loaded (its external
    data read by the backend's own checks, not onnx's), a ModelProto taken with `base_dir`."""
    if isinstance(model, (str, os.PathLike)):
        path = Path(model)
        try:
            loaded = onnx.load(str(path), load_external_data=False)
        except Exception as err:  # noqa: BLE001 -- a missing file, or bytes that are no ModelProto
            raise OnnxModelError(f"cannot read an ONNX model from '{path}': {err}") from None
        return loaded, Path(base_dir) if base_dir is not None else path.parent
    return model, Path(base_dir) if base_dir is not None else None


def _nodes(graph: onnx.GraphProto, opset: int) -> list[Node]:
    nodes = []
    made = {i.name for i in graph.input} | {t.name for t in graph.initializer}
    for i, proto in enumerate(graph.node):
        node = Node.of(proto, i)
        twice = next((o for o in proto.output if o and o in made), None)
        if twice is not None:  # a graph is in SSA form: one value, one producer
            raise OnnxModelError(f"{node.where()} writes '{twice}', which an input, initializer or earlier "
                                 f"node already defines")
        made.update(o for o in proto.output if o)
        check_attribute_types(node, opset)
        check_attribute_values(node)
        if proto.domain not in DOMAINS:
            raise node.unsupported(f"domain '{proto.domain}'")
        if node.op_type not in CONVERTERS:
            raise UnsupportedOnnxError(f"{node.where()}: ONNX op {node.op_type} is not supported by this "
                                       f"backend", op=node.op_type, node=node.name, feature=node.op_type)
        nodes.append(node)
    return nodes


class PaddleBackendRep(BackendRep):
    """A prepared model: `run(inputs)` feeds numpy arrays (a list in the graph's input order,
    or a dict by name) and returns the graph's outputs as numpy arrays."""

    def __init__(self, model: onnx.ModelProto, place: Place, base: Path | None = None, fold: bool = True) -> None:
        self.graph = _check_model(model)
        self.opset = next((int(o.version) for o in model.opset_import if o.domain in DOMAINS), 1)
        self.nodes = _nodes(self.graph, self.opset)
        self.place = place
        self.initializers = {t.name: initializer(t, base) for t in self.graph.initializer}
        self.declared = {i.name: i for i in self.graph.input}
        self.input_names = [i.name for i in self.graph.input if i.name not in self.initializers]
        self.host = plan_host_values(self.graph, set(self.initializers))  # sequences, optionals, strings
        if self.host:
            self._hold_outside_tensors()
        if fold:  # Conv -> BatchNormalization pairs become one Conv (fold.py), exact GELUs one Gelu (fold_gelu.py)
            outputs, fed = {o.name for o in self.graph.output}, set(self.declared)
            self.nodes = fold_batch_norms(self.nodes, self.initializers, outputs, fed)
            self.nodes = fold_gelus(self.nodes, self.initializers, outputs, fed)
        self.built: list[_Built] = []
        self.desc: NetDesc | None = None
        self.folded: list[Any] = []  # the ops the last build ran once, their outputs now constants
        self._dry_run()

    def _dry_run(self) -> None:
        """Convert with zeros for the feeds, where the graph says their shapes and dtypes: the
        registry's checks run now; a converter that needs a fed value defers the build to run."""
        feeds = {}
        for i in self.graph.input:
            if i.name in self.initializers:
                continue
            t = i.type.tensor_type
            dims = [d.dim_value if d.HasField("dim_value") else -1 for d in t.shape.dim]
            if not i.type.HasField("tensor_type") or not t.HasField("shape") or -1 in dims:
                return
            dtype = helper.tensor_dtype_to_np_dtype(t.elem_type)
            if dtype not in HELD:
                raise self._dtype_error(i.name, dtype)
            feeds[i.name] = np.zeros(dims, dtype)
        try:
            self._build(feeds, dry=True)
        except Deferred:
            pass
        except (OnnxBackendError, ConfigError):
            raise
        except PaddleError:  # a kernel that refuses the zeros (data, not the model): build at run
            pass

    def _dtype_error(self, name: str, dtype: Any) -> UnsupportedOnnxError:
        return UnsupportedOnnxError(f"graph input '{name}' of dtype {dtype}: a tensor holds one of "
                                    f"{sorted(str(d) for d in HELD)}", feature=f"dtype {dtype}")

    def _build(self, feeds: dict[str, np.ndarray], dry: bool = False) -> tuple[_Built, Builder]:
        consts = {k: v for k, v in self.initializers.items() if k not in feeds}
        b = Builder(self, feeds, consts, dry)
        outputs = b.build()
        desc = NetDesc(ops=tuple(_live(b.ops, outputs)))
        desc.validate()
        self.desc, self.folded = desc, b.folded
        scope = Scope(self.place)
        # the constants the net reads or outputs (a weight folded into another is not kept twice)
        used = {n for op in b.ops for names in op.inputs.values() for n in names} | set(outputs)
        for name, value in b.consts.items():
            if name in used:
                scope.new_var(name, "parameter").set(to_place(value, self.place))
        fed = [scope.new_var(f"in{i}", "input").tensor for i in range(len(feeds))]
        net = Net.create(desc)
        if isinstance(net, PlainNet):  # only the outputs are read back: the memory plan drops the rest
            net.release_after_use(outputs)  # as it goes, the elementwise chains fuse, ops run in place
        built = _Built(_shapes(feeds), {n: feeds[n].copy() for n in b.read}, net, scope, fed, outputs)
        self.built = [*self.built[-(MAX_BUILT - 1):], built]
        return built, b

    def _hold_outside_tensors(self) -> None:
        """The net is built from the graph less the values held on the backend's side
        (paddle/onnx/host_values.py): their nodes run before it, and the tensors they compute
        that it reads are its inputs."""
        host = self.host
        self.fed_names, self.all_outputs = list(self.input_names), [o.name for o in self.graph.output]
        self.nodes = [n for n in self.nodes if n.index not in host.indexes]
        inputs = [i for i in self.graph.input if i.name not in host.kinds]
        inputs += [helper.make_empty_tensor_value_info(n) for n in host.to_net]
        outputs = [o for o in self.graph.output if o.name not in host.kinds and o.name not in host.computed]
        self.graph = helper.make_graph([], self.graph.name, inputs, outputs)
        self.input_names = [i.name for i in inputs if i.name not in self.initializers]

    def _run_holding(self, inputs: Any) -> tuple[Any, ...]:
        """A run of a graph fed values held outside our tensors: those checked and carried through
        their nodes, the rest run by the net, the outputs in the graph's order."""
        if not isinstance(inputs, dict):
            values = list(inputs) if isinstance(inputs, (list, tuple)) else [inputs]
            if len(values) != len(self.fed_names):
                raise OnnxModelError(f"got {len(values)} inputs for a graph of {len(self.fed_names)}")
            inputs = dict(zip(self.fed_names, values))
        named = dict(inputs)
        missing = [n for n in self.host.declared if n not in named]
        if missing:
            raise OnnxModelError(f"graph input '{missing[0]}' is not fed")
        held = self.host.run({n: self.host.check_feed(n, named.pop(n)) for n in self.host.declared})
        named.update({n: held[n] for n in self.host.to_net})
        net = self._run_net(self._feeds(named)) if self.graph.output else ()
        outs = dict(zip([o.name for o in self.graph.output], net))
        return tuple(outs[n] if n in outs else _copied(held[n]) for n in self.all_outputs)

    def run(self, inputs: Any, **kwargs: Any) -> tuple[Any, ...]:
        if self.host:
            return self._run_holding(inputs)
        return self._run_net(self._feeds(inputs))

    def _run_net(self, feeds: dict[str, np.ndarray]) -> tuple[Any, ...]:
        shapes = _shapes(feeds)
        built = next((b for b in self.built if b.fits(shapes, feeds)), None)
        if built is None:  # the first run of these feeds: its values come from the build
            built, b = self._build(feeds)
            return tuple(_numpy(b.scope.var(n).tensor.array) for n in built.outputs)
        if built is not self.built[-1]:  # the most recently run last: the first dropped is the least
            self.built = [b for b in self.built if b is not built] + [built]
        return built.run(feeds, self.place)

    def _feeds(self, inputs: Any) -> dict[str, np.ndarray]:
        if isinstance(inputs, dict):
            unknown = sorted(set(inputs) - set(self.input_names) - set(self.initializers))
            if unknown:
                raise OnnxModelError(f"fed '{unknown[0]}', which is not a graph input "
                                     f"(inputs: {', '.join(self.input_names)})")
            named = dict(inputs)
        else:
            values = list(inputs) if isinstance(inputs, (list, tuple)) else [inputs]
            names = self.input_names if len(values) <= len(self.input_names) else [i.name for i in self.graph.input]
            if len(values) > len(names):
                raise OnnxModelError(f"got {len(values)} inputs for a graph of {len(names)}")
            named = dict(zip(names, values))
        missing = [n for n in self.input_names if n not in named]
        if missing:
            raise OnnxModelError(f"graph input '{missing[0]}' is not fed")
        feeds = {}
        for name, value in named.items():
            if not isinstance(value, np.ndarray) and not np.isscalar(value):
                raise UnsupportedOnnxError(f"graph input '{name}' is a {type(value).__name__}: this backend "
                                           f"runs tensors only", feature="non-tensor input")
            array = np.asarray(value)
            if array.dtype not in HELD:
                raise self._dtype_error(name, array.dtype)
            if name in self.declared and name not in self.initializers:
                check_feed(self.declared[name], array)
            # the canonical dtype object; a 0-d array stays 0-d (np.ascontiguousarray makes it (1,))
            feeds[name] = np.require(array, requirements="C").view(_canonical(array.dtype))
        return feeds


def _live(ops: list[Any], outputs: list[str]) -> list[Any]:
    """The ops the graph's outputs need, in order: an ONNX node's outputs nobody reads (an LSTM's
    last cell state) are not computed. Every op the backend emits is a function of its inputs
    (no state, no effect), so an op none of whose outputs is read can go."""
    needed, kept = set(outputs), []
    for op in reversed(ops):
        if any(n in needed for names in op.outputs.values() for n in names):
            kept.append(op)
            needed.update(n for names in op.inputs.values() for n in names)
    return kept[::-1]


def _canonical(dtype: np.dtype[Any]) -> np.dtype[Any]:
    """The registry's dtype object for `dtype` (an unpickled array has an equal but distinct one)."""
    return DataType.of(dtype).numpy


def _shapes(feeds: dict[str, np.ndarray]) -> tuple[Any, ...]:
    return tuple((n, v.shape, v.dtype.str) for n, v in feeds.items())


def _copied(value: Any) -> Any:
    """A held value given back: a sequence's arrays, an optional's value, a string array copied."""
    if isinstance(value, list):
        return [_copied(v) for v in value]
    return None if value is None else np.array(value, copy=True)


def _numpy(array: Any) -> np.ndarray:
    """A copy: an output may be a feed or a constant the kept net holds (a Shape, an Identity)."""
    return np.array(to_place(array, CPUPlace()), copy=True)


class PaddleBackend(Backend):
    """The ONNX backend of this framework (`onnx.backend.base.Backend`)."""

    @classmethod
    def prepare(cls, model: Any, device: str = "CPU", base_dir: Any = None, fold: bool = True,
                **kwargs: Any) -> PaddleBackendRep:
        """`model`: an onnx.ModelProto, or the path of a .onnx file (its external data is then read
        from its folder); `base_dir`: the folder of a ModelProto's external data; `fold`: fold
        inference batch norms into the convolutions before them (paddle/onnx/fold.py)."""
        loaded, base = _load(model, base_dir)
        return PaddleBackendRep(loaded, _place(device), base, fold)

    @classmethod
    def run_model(cls, model: onnx.ModelProto, inputs: Any, device: str = "CPU", **kwargs: Any) -> tuple[Any, ...]:
        return cls.prepare(model, device, **kwargs).run(inputs)

    @classmethod
    def run_node(cls, node: onnx.NodeProto, inputs: Any, device: str = "CPU",
                 outputs_info: Sequence[tuple[np.dtype, tuple[int, ...]]] | None = None,
                 **kwargs: Any) -> tuple[Any, ...]:
        values = [np.asarray(v) for v in (inputs.values() if isinstance(inputs, dict) else inputs)]
        names = [n for n in node.input if n]
        graph_inputs = [helper.make_tensor_value_info(n, helper.np_dtype_to_tensor_dtype(v.dtype), v.shape)
                        for n, v in zip(names, values)]
        graph = helper.make_graph([node], "run_node", graph_inputs,
                                  [helper.make_empty_tensor_value_info(o) for o in node.output if o])
        opset = kwargs.get("opset_version", onnx.defs.onnx_opset_version())
        model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)])
        return cls.run_model(model, values, device)

    @classmethod
    def supports_device(cls, device: str) -> bool:
        try:
            d = Device(device)
        except (AttributeError, ValueError):
            return False
        return d.type == DeviceType.CPU or (d.type == DeviceType.CUDA and gpu_usable())


prepare = PaddleBackend.prepare
run_model = PaddleBackend.run_model
run_node = PaddleBackend.run_node
supports_device = PaddleBackend.supports_device
