"""A topology as a config that programs print and save (v2's `paddle.layer.parse_network(cost)`
and `Topology.proto()`, which gave a ModelConfig protobuf).

The config is plain data: its layers (name, type, inputs, output size), the data layers and
output layers, and the parameters (name, size, dims), named as v2 named them
(paddle/v2/naming.py). `str(config)` is a readable text form
in the spirit of protobuf's text format; `SerializeToString()` (v2's name) and `to_json()` give
JSON bytes / text, and `NetworkConfig.from_json` reads them back. It describes the network; to
run it elsewhere, use `Topology.serialize_for_inference` (paddle.io's model format).

A layer v2 accepted but could not run (unrunnable, paddle/v2_deferral.py) is described with what
v2's parser knew of it (name, type, inputs, size) and no parameters.
"""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any

from paddle.errors import ModelError
from paddle.tape import TapeItem

CONFIG_FORMAT = "paddle-v2-network-config"


@dataclass(frozen=True)
class LayerConfig:
    name: str
    type: str
    inputs: tuple[str, ...] = ()
    size: int | None = None  # the last dimension of its output (v2's layer size)
    height: int | None = None  # images read from vectors: their size (a data layer's height=, width=, depth=)
    width: int | None = None
    depth: int | None = None


@dataclass(frozen=True)
class ParameterConfig:
    name: str
    size: int
    dims: tuple[int, ...]
    learning_rate: float = 1.0  # the multiplier of the optimizer's rate
    decay_rate: float = 0.0     # L2 weight decay (a trainer's config: the optimizer's where the parameter has none)
    is_static: bool = False


@dataclass(frozen=True)
class NetworkConfig:
    layers: tuple[LayerConfig, ...]
    input_layer_names: tuple[str, ...]
    output_layer_names: tuple[str, ...]
    parameters: tuple[ParameterConfig, ...] = field(default=())

    def to_dict(self) -> dict[str, Any]:
        return {"format": CONFIG_FORMAT, **asdict(self)}

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), indent=1)

    def SerializeToString(self) -> bytes:  # noqa: N802  (v2's protobuf name)
        return self.to_json().encode("utf-8")

    @staticmethod
    def from_json(text: str | bytes) -> "NetworkConfig":
        try:
            doc = json.loads(text)
            if doc.pop("format") != CONFIG_FORMAT:
                raise ValueError(f"format is not {CONFIG_FORMAT!r}")
            return NetworkConfig(
                layers=tuple(LayerConfig(d["name"], d["type"], tuple(d["inputs"]), d["size"], d.get("height"),
                                         d.get("width"), d.get("depth")) for d in doc["layers"]),
                input_layer_names=tuple(doc["input_layer_names"]), output_layer_names=tuple(doc["output_layer_names"]),
                parameters=tuple(ParameterConfig(p["name"], p["size"], tuple(p["dims"]), p["learning_rate"],
                                                 p["decay_rate"], p["is_static"]) for p in doc["parameters"]))
        except (ValueError, KeyError, TypeError, AttributeError) as err:
            raise ModelError(f"not a network config: {err}") from None

    def __str__(self) -> str:
        lines = []
        for layer in self.layers:
            lines.append("layers {")
            lines.append(f'  name: "{layer.name}"')
            lines.append(f'  type: "{layer.type}"')
            if layer.size is not None:
                lines.append(f"  size: {layer.size}")
            lines.extend(f"  {k}: {v}" for k, v in (("height", layer.height), ("width", layer.width),
                                                     ("depth", layer.depth)) if v is not None)
            lines.extend(f'  inputs {{ input_layer_name: "{i}" }}' for i in layer.inputs)
            lines.append("}")
        for p in self.parameters:
            lines.append("parameters {")
            lines.append(f'  name: "{p.name}"')
            lines.append(f"  size: {p.size}")
            lines.extend(f"  dims: {d}" for d in p.dims)
            lines.append(f"  learning_rate: {p.learning_rate!r}")
            if p.decay_rate:
                lines.append(f"  decay_rate: {p.decay_rate!r}")
            if p.is_static:
                lines.append("  is_static: true")
            lines.append("}")
        lines.extend(f'input_layer_names: "{n}"' for n in self.input_layer_names)
        lines.extend(f'output_layer_names: "{n}"' for n in self.output_layer_names)
        return "\n".join(lines) + "\n"


def network_config(topology: Any, default_decay: float = 0.0) -> NetworkConfig:
    """The config of a paddle.v2 Topology; `default_decay`: the L2 rate of parameters that set
    none (a trainer's optimizer's)."""
    from paddle.param_attr import ParamAttr

    from .naming import v2_layer_name, v2_param_names
    model = topology.model
    layers = tuple(LayerConfig(v2_layer_name(i.name), i.layer, tuple(v2_layer_name(r.name) for r in i.inputs),
                               i.v2_size(), *_image_size(i, model)) for i in topology.items)
    given = {n for n, a in model.graph.param_attrs.items() if a.name == n}  # named by paddle.attr.Param(name=)
    names = topology.described_parameter_names()  # an unrunnable layer has no parameters yet
    shown = v2_param_names(names, given)
    params = []
    for name in names:
        dims = tuple(int(d) for d in model.infos[name].shape)
        size = 1
        for d in dims:
            size *= d
        attr = model.graph.param_attrs.get(name, ParamAttr())
        params.append(ParameterConfig(shown[name], size, dims, float(attr.learning_rate),
                                      float(attr.l2_rate or default_decay), bool(attr.is_static)))
    return NetworkConfig(layers, tuple(topology.data_layers()), tuple(v2_layer_name(i.name) for i in topology.ends),
                         tuple(params))


def _image_size(item: TapeItem, model: Any) -> tuple[int | None, int | None, int | None]:
    """(height, width, depth) of the images a layer's vectors hold, where recorded (v2's config
    gave them for data layers made with height= and width=, and for the layers after)."""
    from paddle.v2_support import image_dims
    if item.unrunnable is not None:
        return None, None, None
    dims = image_dims(item.output, model.graph)
    if dims is None:
        return None, None, None
    return dims[-2], dims[-1], dims[0] if len(dims) == 3 else None


def parse_network(*outputs: Any, extra_layers: Any = None) -> NetworkConfig:
    """v2's `paddle.layer.parse_network(output_layers..., extra_layers=None)`: the config of the
    topology the layers need (a layer, or lists of layers, per argument)."""
    from .topology import Topology
    ends: list[Any] = []
    for out in outputs:
        ends.extend(out if isinstance(out, (list, tuple)) else [out])
    return network_config(Topology(ends, extra_layers))


__all__ = ["NetworkConfig", "LayerConfig", "ParameterConfig", "network_config", "parse_network"]
