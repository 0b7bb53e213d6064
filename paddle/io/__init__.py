"""Models that outlive the process (issue 12): save a trained model for inference, load it in a
process that never ran the code that built it, and run it on numpy feeds.

    paddle.io.save_inference_model("digits.model", outputs=[prediction], model=m)
    predictor = paddle.io.load_inference_model("digits.model")
    predictor.run({"img": images})          # -> {"fc_1.out": probabilities}

A saved model is a directory: `model.json` (the forward net the outputs need, with the
registry format version and each op's version, the data layers and the outputs) and
`params.safetensors` (the tensors it reads). See paddle/io/format.py for the format and what
loading checks; every refusal is a ModelFormatError.

Checkpoints of a training run (paddle/io/checkpoint.py) are what the v2 trainer writes with
`trainer.train(..., checkpoint_dir=d, checkpoint_every=N, keep=K)` and reads back with
`resume=True`.
"""
from __future__ import annotations

import os
import tarfile
from typing import Any, Mapping, NamedTuple, Sequence, cast

import numpy as np

from paddle.core.desc import NetDesc, VarDesc
from paddle.errors import ModelError
from paddle.core.feed import check_feed, python_numbers
from paddle.model import Expression, Model
from paddle.core.net import PlainNet
from paddle.core.place import Context, CPUPlace, Place, to_place
from paddle.registry import OpDesc, Registry, TensorInfo
from paddle.core.scope import Scope
from paddle.nets.subnet import extract
from paddle.core.tensor import Tensor

from .format import MODEL_FILE, PARAMS_FILE, ModelFormatError, input_entry, read_model, write_model

__all__ = ["save_inference_model", "load_inference_model", "inference_parts", "InferenceParts", "Predictor",
           "ModelFormatError", "MODEL_FILE", "PARAMS_FILE"]


class InferenceParts(NamedTuple):
    """What a saved inference model holds, in memory: the forward net (is_test on), its data
    layers' infos (and v2 input types), the output names, the stored tensors and the registry."""
    desc: NetDesc
    inputs: dict[str, TensorInfo]
    v2_types: dict[str, Any]
    outputs: list[str]
    tensors: dict[str, Any]
    registry: Registry


def save_inference_model(path: str | os.PathLike[str], outputs: Any, model: Model | None = None,
                         parameters: Any = None) -> None:
    """Save what computes `outputs` (Expressions, or v2 layers) to the directory `path`
    (replaced atomically if it exists). `model`: the outputs' model (found from them when
    None); `parameters`: values to save instead of the model's ({name: array}, or v2
    Parameters), e.g. ones loaded from a file. Ops with an `is_test` attribute (dropout,
    batch_norm) are saved with it on: the saved model infers."""
    parts = inference_parts(outputs, model, parameters)
    inputs = [input_entry(n, info, parts.v2_types.get(n)) for n, info in parts.inputs.items()]
    write_model(path, parts.desc, inputs, parts.outputs, parts.tensors, parts.registry)


def inference_parts(outputs: Any, model: Model | None = None, parameters: Any = None) -> InferenceParts:
    """What `save_inference_model` writes (the same arguments), without writing it: the one
    place that cuts a model down to what its outputs need (paddle.onnx.export reads it too)."""
    exprs, v2_types = _expressions(outputs)
    model = model or exprs[0].model
    for e in exprs:
        if e.model is not model:
            raise ModelError(f"output '{e.name}' belongs to another model")
        if e.op_pos < 0:
            raise ModelError(f"output '{e.name}' is not computed by an op (a data layer or a parameter)")
    root = model.root_net()
    ops = extract(root.ops, {e.name for e in exprs}, max(e.op_pos for e in exprs))
    written: set[str] = set()
    read: list[str] = []
    for op in ops:
        read.extend(n for n in op.input_names() if n not in written and n not in read)
        written.update(op.output_names())
    data = [n for n in model.graph.data_names if n in read]
    stored = [n for n in read if n not in data]
    values = _values(model, stored, parameters)
    vars_ = [VarDesc(name=n, label="input", shape=model.infos[n].shape, dtype=model.infos[n].dtype.value)
             for n in data]
    for n in stored:
        label = root.vars[n].label if n in root.vars else "parameter"
        vars_.append(VarDesc(name=n, label=label, shape=tuple(values[n].shape), dtype=values[n].dtype.name))
    desc = NetDesc(version="1.1", ops=tuple(_for_inference(op) for op in ops), vars=tuple(vars_))
    return InferenceParts(desc, {n: model.infos[n] for n in data}, {n: v2_types[n] for n in data if n in v2_types},
                          [e.name for e in exprs], values, model.registry)


def _for_inference(op: Any) -> OpDesc:
    """The op's description, with `is_test` on where it has one (dropout keeps everything,
    batch_norm uses its running statistics and leaves them alone)."""
    desc: OpDesc = op.desc
    if "is_test" in op.meta.attributes and desc.attrs.get("is_test") is not True:
        return OpDesc(type=desc.type, inputs=desc.inputs, outputs=desc.outputs, attrs={**desc.attrs, "is_test": True})
    return desc


def _expressions(outputs: Any) -> tuple[list[Expression], dict[str, Any]]:
    items = list(outputs) if isinstance(outputs, (list, tuple)) else [outputs]
    if not items:
        raise ModelError("save_inference_model: give at least one output")
    exprs: list[Expression] = []
    v2_types: dict[str, Any] = {}
    for item in items:
        if isinstance(item, Expression):
            exprs.append(item)
        elif hasattr(item, "expressions") and hasattr(item, "tape"):  # a v2 layer (TapeItem)
            exprs.extend(item.expressions())
            v2_types.update(getattr(item, "input_types", None) or item.tape.input_types)  # its network's
        else:
            raise ModelError(f"save_inference_model: outputs should be expressions or layers, got "
                             f"{type(item).__name__} {item!r}")
    return exprs, v2_types


def _values(model: Model, names: Sequence[str], parameters: Any) -> dict[str, Any]:
    given: Mapping[str, Any] = {}
    if parameters is not None:
        given = parameters.to_dict() if hasattr(parameters, "to_dict") else dict(parameters)
        if hasattr(parameters, "matching"):  # v2's Parameters: held under v2's names (paddle/v2/naming.py)
            given = {n: parameters.get(s) for n, s in parameters.matching(list(names)).items()}
    model.init_params()
    values = {}
    for n in names:
        if n in given:
            values[n] = np.ascontiguousarray(np.asarray(given[n]))
            continue
        var = model.root_scope().find_var(n)
        if var is None or var.value is None:
            raise ModelError(f"save_inference_model: '{n}' has no value to save")
        values[n] = np.ascontiguousarray(var.numpy()).copy()
    return values


class Predictor:
    """A loaded model: `run({"img": array}) -> {output name: array}`. `inputs`: the data
    layers' infos; `outputs`: the output names."""

    def __init__(self, desc: NetDesc, inputs: dict[str, TensorInfo], outputs: list[str], tensors: dict[str, Any],
                 v2_types: dict[str, dict[str, Any]] | None = None, place: Place | None = None,
                 registry: Registry | None = None) -> None:
        self.desc, self.inputs, self.outputs = desc, inputs, list(outputs)
        self.v2_types = v2_types or {}
        self.place = place or CPUPlace()
        self.net = PlainNet(desc, registry)
        self.scope = Scope(self.place)
        for name, array in tensors.items():
            label = desc.var(name).label  # type: ignore[union-attr]
            self.scope.new_var(name, label).set(to_place(array, self.place))

    def input_names(self) -> list[str]:
        return list(self.inputs)

    def run(self, feed: Mapping[str, Any], outputs: Sequence[str] | None = None) -> dict[str, Any]:
        """The outputs (all, or those named) for `feed` {data layer name: array or paddle.Tensor}."""
        if not isinstance(feed, Mapping):
            raise ModelError(f"feed should be a dict {{data layer name: array}}, got {type(feed).__name__}")
        wanted = self.outputs if outputs is None else list(outputs)
        for n in wanted:
            if n not in self.outputs:
                raise ModelError(f"'{n}' is not an output of this model; outputs: {self.outputs}")
        missing = [n for n in self.inputs if n not in feed]
        unknown = [n for n in feed if n not in self.inputs]
        if missing or unknown:
            raise ModelError(f"the model's data layers are {list(self.inputs)}; feed lacks {missing}"
                             + (f" and has unknown {unknown}" if unknown else ""))
        for name, value in feed.items():
            array, lod = (value.array, value.lod) if isinstance(value, Tensor) else (np.asarray(value), None)
            array = python_numbers(self.inputs[name], value, array)  # a list of Python floats: float32 if so
            check_feed(name, self.inputs[name], array, lod, given=value)
            var = self.scope.find_var(name) or self.scope.new_var(name, "input")
            var.set(to_place(array, self.place), lod)
        self.net.run(self.scope, Context(self.place))
        result = {}
        for n in wanted:
            var = self.scope.var(n)
            value = var.numpy()
            result[n] = value.copy() if value is var.value else value
        return result

    __call__ = run


def load_inference_model(path: str | os.PathLike[str], place: Place | None = None,
                         registry: Registry | None = None) -> Predictor:
    """The model saved at `path`, checked whole before anything is returned (ModelFormatError
    names what is wrong); it runs no code from the files. `path` may also be a one-file model
    (`Topology.serialize_for_inference`): a file, or a binary file object open on one."""
    if hasattr(path, "read") or (isinstance(path, (str, os.PathLike)) and os.path.isfile(path)
                                 and tarfile.is_tarfile(path)):
        from .stream import load_inference_model_from_stream
        if hasattr(path, "read"):
            return cast(Predictor, load_inference_model_from_stream(path, place, registry))  # type: ignore[arg-type]
        with open(path, "rb") as f:
            return cast(Predictor, load_inference_model_from_stream(f, place, registry))
    loaded = read_model(path, registry)
    return Predictor(loaded.desc, loaded.inputs, loaded.outputs, loaded.tensors, loaded.v2_types, place, registry)
