"""Graph rewrites the backend makes before converting: an inference BatchNormalization that reads
only a Conv's output is folded into that Conv's weights and bias, so the net runs one op where
the model has two (exporters that keep the pair: dynamo, training-mode graphs, model zoos).

BN(Conv(x, W, B)) = Conv(x, W a, (B - mean) a + bias) per output channel m, a = scale / sqrt(var +
epsilon): exact in real arithmetic; computed in float64, rounded once to W's dtype. The fold is
made only where every operand is an initializer, the Conv's output has no other reader (no node,
no subgraph, not a graph output), and BatchNormalization says nothing beyond inference (no
training_mode, spatial 1); any other pair is converted as it stands.
"""
from __future__ import annotations

from typing import Iterable

import numpy as np
import onnx
from onnx import helper

from .node_map import Node

FOLDABLE_BN_ATTRS = {"epsilon": None, "momentum": None, "spatial": 1, "training_mode": 0, "is_test": 1,
                     "consumed_inputs": None}  # the last two: opsets 1-6
FLOAT = (np.dtype(np.float32), np.dtype(np.float64))


def reader_counts(nodes: Iterable[Node]) -> dict[str, int]:
    """How many times each value is read, by a node or anywhere inside its subgraphs."""
    count: dict[str, int] = {}

    def walk(protos: Iterable[onnx.NodeProto]) -> None:
        for proto in protos:
            for name in proto.input:
                count[name] = count.get(name, 0) + 1
            for a in proto.attribute:
                for g in [a.g] if a.HasField("g") else list(a.graphs):
                    walk(g.node)
                    for o in g.output:  # a subgraph may output an outer value as it is
                        count[o.name] = count.get(o.name, 0) + 1
    walk(n.proto for n in nodes)
    return count


def _inference_bn(node: Node) -> bool:
    return node.op_type == "BatchNormalization" and len([o for o in node.proto.output if o]) == 1 and all(
        name in FOLDABLE_BN_ATTRS and (FOLDABLE_BN_ATTRS[name] is None or value == FOLDABLE_BN_ATTRS[name])
        for name, value in node.attrs.items())


def _folded(conv: Node, bn: Node, consts: dict[str, np.ndarray],
            fed: set[str]) -> tuple[np.ndarray, np.ndarray] | None:
    """The folded (W, B), or None where the operands are not constants of fitting shapes (an
    initializer that is also a graph input may be fed instead: not a constant)."""
    names = [conv.proto.input[1], *bn.proto.input[1:5]] + ([conv.proto.input[2]] if len(conv.proto.input) > 2
                                                           and conv.proto.input[2] else [])
    if len(bn.proto.input) < 5 or not all(n in consts and n not in fed for n in names):
        return None
    w = consts[conv.proto.input[1]]
    scale, bias, mean, var = (consts[n] for n in bn.proto.input[1:5])
    b = consts[names[5]] if len(names) > 5 else np.zeros(w.shape[:1], w.dtype)
    channels = (w.shape[0],) if w.ndim >= 3 else None
    if w.dtype not in FLOAT or any(v.shape != channels or v.dtype.kind != "f" for v in (scale, bias, mean, var, b)):
        return None
    a = scale.astype(np.float64) / np.sqrt(var.astype(np.float64) + float(bn.attrs.get("epsilon", 1e-5)))
    folded_w = w.astype(np.float64) * a.reshape((-1,) + (1,) * (w.ndim - 1))
    folded_b = (b.astype(np.float64) - mean) * a + bias
    return folded_w.astype(w.dtype), folded_b.astype(w.dtype)


def fold_batch_norms(nodes: list[Node], consts: dict[str, np.ndarray], outputs: set[str],
                     fed: set[str]) -> list[Node]:
    """`nodes` with each foldable Conv -> BatchNormalization pair made one Conv; the folded
    weights are added to `consts` under new names (the originals may have other readers).
    `outputs`: the graph's outputs; `fed`: the graph's inputs (an initializer among them is not
    a constant)."""
    readers = reader_counts(nodes)
    producer = {o: n for n in nodes for o in n.proto.output if o}
    dropped: set[int] = set()
    replaced: dict[int, Node] = {}
    for bn in nodes:
        conv = producer.get(bn.proto.input[0]) if bn.proto.input else None
        if conv is None or conv.op_type != "Conv" or not _inference_bn(bn) or conv.index in dropped:
            continue
        y = bn.proto.input[0]
        if readers.get(y) != 1 or y in outputs or len([o for o in conv.proto.output if o]) != 1:
            continue
        folded = _folded(conv, bn, consts, fed)
        if folded is None:
            continue
        w_name, b_name = f"{conv.proto.input[1]}__folded_{bn.index}", f"{bn.proto.output[0]}__bias_{bn.index}"
        consts[w_name], consts[b_name] = folded
        proto = helper.make_node("Conv", [conv.proto.input[0], w_name, b_name], [bn.proto.output[0]],
                                 name=f"{conv.name}+{bn.name}")
        proto.attribute.extend(conv.proto.attribute)
        dropped.add(conv.index)
        replaced[bn.index] = Node.of(proto, bn.index)
    return [replaced.get(n.index, n) for n in nodes if n.index not in dropped]
