"""The exact GELU as exporters before opset 20 write it, five nodes, made one Gelu node:

    y = Mul(Mul(x, Add(Erf(Div(x, sqrt 2)), 1)), 0.5)      (torch.onnx's nn.GELU, Hugging Face's)

so the net runs one `gelu` op, one pass over x, where it would run five ops and four temporaries
(ViT-tiny: 12 of them, 3.7 of its 40 ms). Matched where each constant is a scalar (a Constant
node's value or an initializer that is not fed) within float32 rounding of sqrt 2, 1 and 0.5, a
Div by sqrt 2 may be a Mul by 1 / sqrt 2 (x its first operand, as for the Div), either operand of
the Add and of the last two Muls may be the constant (or x), and each inner value has the next
node as its only reader (no other node, no subgraph, not a graph output). Any other shape of the
graph is converted as it stands.
"""
from __future__ import annotations

import math
from typing import Any

import numpy as np
from onnx import helper

from .fold import reader_counts
from .node_map import Node

SQRT2 = math.sqrt(2.0)


def _scalar(name: str, constants: dict[str, Any]) -> float | None:
    """The constant `name` as a float, where it is one float value."""
    if name not in constants:
        return None
    value = np.asarray(constants[name])
    return float(value.reshape(-1)[0]) if value.size == 1 and value.dtype.kind == "f" else None


def _is(value: float | None, target: float) -> bool:
    return value is not None and abs(value - target) <= 1e-6 * abs(target)


def _other(node: Node, name: str) -> str | None:
    """The operand of a two-input node that is not `name` (None: not an operand, or both are)."""
    ins = [str(i) for i in node.proto.input]
    if len(ins) != 2 or ins.count(name) != 1:
        return None
    return ins[1] if ins[0] == name else ins[0]


class _Graph:
    def __init__(self, nodes: list[Node], consts: dict[str, Any], outputs: set[str], fed: set[str]) -> None:
        self.readers = reader_counts(nodes)
        self.outputs = outputs
        self.producer = {o: n for n in nodes for o in n.proto.output if o}
        self.constants = {k: v for k, v in consts.items() if k not in fed}
        for n in nodes:
            if n.op_type == "Constant" and "value" in n.attrs:
                self.constants[n.proto.output[0]] = n.attrs["value"]
        self.by_reader: dict[str, Node] = {}
        for n in nodes:
            for name in n.proto.input:
                self.by_reader[name] = n

    def only_reader(self, name: str, op_type: str) -> Node | None:
        """The node of `op_type` that alone reads `name` (and `name` no graph output)."""
        node = self.by_reader.get(name)
        if self.readers.get(name) != 1 or name in self.outputs or node is None or node.op_type != op_type:
            return None
        return node

    def scalar_operand(self, node: Node, name: str, target: float) -> bool:
        other = _other(node, name)
        return other is not None and _is(_scalar(other, self.constants), target)


def _gelu_chain(erf: Node, g: _Graph) -> tuple[str, list[Node]] | None:
    """(x, the five nodes from the Div to the last Mul) where `erf` is inside an exact GELU."""
    scaled = erf.proto.input[0] if erf.proto.input else ""
    head = g.producer.get(scaled)
    if head is None or g.only_reader(scaled, "Erf") is not erf or head.op_type not in ("Div", "Mul"):
        return None
    x = head.proto.input[0]
    if len(head.proto.input) != 2 or not _is(_scalar(head.proto.input[1], g.constants),
                                             SQRT2 if head.op_type == "Div" else 1 / SQRT2):
        return None
    add = g.only_reader(erf.proto.output[0], "Add")
    if add is None or not g.scalar_operand(add, erf.proto.output[0], 1.0):
        return None
    times_x = g.only_reader(add.proto.output[0], "Mul")
    if times_x is None or _other(times_x, add.proto.output[0]) != x:
        return None
    half = g.only_reader(times_x.proto.output[0], "Mul")
    if half is None or not g.scalar_operand(half, times_x.proto.output[0], 0.5):
        return None
    return x, [head, erf, add, times_x, half]


def fold_gelus(nodes: list[Node], consts: dict[str, Any], outputs: set[str], fed: set[str]) -> list[Node]:
    """`nodes` with each exact GELU written as Div, Erf, Add, Mul, Mul made one Gelu node (at the
    last Mul's place, writing its output). `outputs`: the graph's outputs; `fed`: its inputs (an
    initializer among them is not a constant)."""
    g = _Graph(nodes, consts, outputs, fed)
    dropped: set[int] = set()
    replaced: dict[int, Node] = {}
    for erf in nodes:
        found = _gelu_chain(erf, g) if erf.op_type == "Erf" else None
        if found is None:
            continue
        x, chain = found
        last = chain[-1]
        proto = helper.make_node("Gelu", [x], [last.proto.output[0]], name="+".join(n.name for n in chain))
        dropped.update(n.index for n in chain[:-1])
        replaced[last.index] = Node.of(proto, last.index)
    return [replaced.get(n.index, n) for n in nodes if n.index not in dropped]
