"""Values the ONNX backend holds outside its tensors: sequences, optionals and string tensors.

A tensor here holds numbers and bools. An ONNX sequence (a Python list of arrays), optional
(None, or the value it holds) or string tensor (a numpy array of str) that a graph is fed is kept
on the backend's side, as given, and goes only through the nodes that take it as it is:

- Identity: any such value, passed on unchanged;
- Equal of two string tensors: a bool tensor (numpy's elementwise ==, broadcast as ONNX's
  multidirectional broadcasting), computed on the backend's side at each run; a node of the
  net that reads it is fed it as a graph input.

These nodes run before the net, on the feeds only. Any other node reading such a value, in the
graph or in a subgraph, is refused when the model is prepared (`UnsupportedOnnxError` naming the
node, the value and its kind), as is a value of the wrong kind fed for one.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np
import onnx
from onnx import helper

from .model_check import check_feed
from .node_map import Node, OnnxModelError, UnsupportedOnnxError

__all__ = ["HostPlan", "plan_host_values"]

STRING = onnx.TensorProto.STRING


def kind_of(value_type: onnx.TypeProto) -> str | None:
    """'sequence', 'optional', 'map' or 'string tensor' for a value held outside our tensors,
    None for a tensor of numbers or bools (or an undeclared type)."""
    which = value_type.WhichOneof("value")
    if which == "tensor_type":
        return "string tensor" if value_type.tensor_type.elem_type == STRING else None
    return {"sequence_type": "sequence", "optional_type": "optional", "map_type": "map",
            "sparse_tensor_type": "sparse tensor"}.get(str(which))


@dataclass
class HostPlan:
    """What the backend computes on its side: `kinds` (the held values' ONNX names and kinds, the
    graph inputs' and the host nodes' outputs), `nodes` (the host nodes, in graph order),
    `to_net` (host-computed tensors a node of the net reads)."""

    kinds: dict[str, str] = field(default_factory=dict)
    declared: dict[str, onnx.ValueInfoProto] = field(default_factory=dict)
    nodes: list[onnx.NodeProto] = field(default_factory=list)
    indexes: set[int] = field(default_factory=set)  # the host nodes' places in the graph
    computed: set[str] = field(default_factory=set)  # host outputs that are tensors of numbers/bools
    to_net: list[str] = field(default_factory=list)

    def __bool__(self) -> bool:
        return bool(self.kinds)

    def check_feed(self, name: str, value: Any) -> Any:
        """A fed value of the declared kind: a list of arrays, None or a value, an array of str."""
        value = _checked(name, self.kinds[name], self.declared[name].type, value)
        if self.kinds[name] == "string tensor":  # the declared shape, as a tensor's
            check_feed(self.declared[name], value)
        return value

    def run(self, feeds: dict[str, Any]) -> dict[str, Any]:
        """The held feeds and every host node's outputs, by ONNX name."""
        values = dict(feeds)
        for proto in self.nodes:
            if proto.op_type == "Identity":
                values[proto.output[0]] = values[proto.input[0]]
            else:  # Equal of two string tensors
                values[proto.output[0]] = np.asarray(np.equal(values[proto.input[0]], values[proto.input[1]]), bool)
        return values


def _checked(name: str, kind: str, value_type: onnx.TypeProto, value: Any) -> Any:
    where = f"graph input '{name}' ({kind})"
    if kind == "optional":
        if value is None:
            return None
        inner = value_type.optional_type.elem_type
        return _checked(name, kind_of(inner) or "tensor", inner, value)
    if kind == "sequence":
        if not isinstance(value, (list, tuple)):
            raise OnnxModelError(f"{where} should be fed a list of arrays, got {type(value).__name__}")
        inner = value_type.sequence_type.elem_type
        return [_checked(name, kind_of(inner) or "tensor", inner, v) for v in value]
    if kind == "string tensor":
        array = np.asarray(value, dtype=object)
        if not all(isinstance(v, str) for v in array.reshape(-1)):
            raise OnnxModelError(f"{where} should be fed an array of str")
        return array
    if kind == "tensor":
        if not isinstance(value, np.ndarray):
            raise OnnxModelError(f"{where} should hold arrays, got {type(value).__name__}")
        want = value_type.tensor_type.elem_type
        if want and value.dtype != helper.tensor_dtype_to_np_dtype(want):
            raise OnnxModelError(f"{where} should hold {helper.tensor_dtype_to_np_dtype(want)} arrays, "
                                 f"got {value.dtype}")
        return value.copy()
    raise UnsupportedOnnxError(f"{where}: this backend does not hold a {kind}", feature=kind)


def _refuse(node: Node, name: str, kind: str) -> UnsupportedOnnxError:
    return node.unsupported(f"reading '{name}', a {kind} (this backend holds those outside its tensors and "
                            f"passes them through Identity only, a string tensor through Equal too),")


def _subgraph_reads(proto: onnx.NodeProto) -> set[str]:
    """Every name the nodes of `proto`'s subgraphs read (outer values included)."""
    names: set[str] = set()
    for a in proto.attribute:
        for g in [a.g] if a.HasField("g") else list(a.graphs):
            for n in g.node:
                names.update(n.input)
                names |= _subgraph_reads(n)
    return names


def plan_host_values(graph: onnx.GraphProto, initializers: set[str]) -> HostPlan:
    """The host plan of `graph`: which inputs are held outside our tensors and which nodes carry
    them; every other node reading one refused."""
    plan = HostPlan()
    for i in graph.input:
        kind = kind_of(i.type)
        if kind is not None and i.name not in initializers:
            plan.kinds[i.name] = kind
            plan.declared[i.name] = i
    if not plan:
        return plan
    for index, proto in enumerate(graph.node):
        held = [n for n in proto.input if plan.kinds.get(n, "tensor") != "tensor"]
        node = Node.of(proto, index)
        if not held:
            outer = sorted(n for n in _subgraph_reads(proto) if plan.kinds.get(n, "tensor") != "tensor")
            if outer:
                raise _refuse(node, outer[0], plan.kinds[outer[0]])
            continue
        if proto.domain in ("", "ai.onnx") and proto.op_type == "Identity" and not proto.attribute:
            plan.kinds[proto.output[0]] = plan.kinds[held[0]]
        elif proto.domain in ("", "ai.onnx") and proto.op_type == "Equal" and len(held) == 2 and \
                all(plan.kinds[n] == "string tensor" for n in proto.input):
            plan.kinds[proto.output[0]] = "tensor"
            plan.computed.add(proto.output[0])
        else:
            raise _refuse(node, held[0], plan.kinds[held[0]])
        plan.nodes.append(proto)
        plan.indexes.add(index)
    plan.kinds = {n: k for n, k in plan.kinds.items() if k != "tensor"}
    net_reads = {n for i, p in enumerate(graph.node) if i not in plan.indexes for n in [*p.input, *_subgraph_reads(p)]}
    plan.to_net = [n for n in sorted(plan.computed) if n in net_reads]
    return plan
