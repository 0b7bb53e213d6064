"""Converters of ONNX's control flow: If, Loop and Scan, by running their subgraphs' nodes through
the same converters while building, as the builder runs every op as it is emitted:

- If: its condition is read while building (the net is specialised on it, as for any value a
  converter reads) and the branch it picks is converted in place;
- Loop: unrolled, its trip count and each step's condition read while building; the carried
  values of one step are the next step's inputs, the scan outputs stacked on a new first axis;
- Scan (opset 9 on): unrolled over its scan inputs' axis (forwards or backwards), the states
  carried, the scan outputs stacked on their axis.

A subgraph reads the outer graph's values by name, as ONNX's scoping says: its nodes convert in
the builder that holds them. Each step's values are bound to fresh names so that the next step,
which reuses the body's names, does not overwrite them.
"""
from __future__ import annotations

import contextlib
import itertools
from typing import Iterator

import numpy as np
import onnx
from onnx import helper

from .node_map import CONVERTERS, Ctx, Node, converter

MAX_STEPS = 100_000  # a Loop without a trip count stops on its condition, or is refused here
_fresh = itertools.count()


@contextlib.contextmanager
def _as(ctx: Ctx, inputs: list[str], outputs: list[str]) -> Iterator[None]:
    """ctx seen as a node reading `inputs` and writing `outputs` (ONNX names)."""
    saved = ctx.node
    ctx.node = Node.of(helper.make_node("Identity", inputs, outputs), saved.index)
    try:
        yield
    finally:
        ctx.node = saved


def _var(ctx: Ctx, name: str) -> str:
    with _as(ctx, [name], []):
        return ctx.var(0)


def _value(ctx: Ctx, name: str) -> np.ndarray:
    with _as(ctx, [name], []):
        return ctx.value(0)


def _bind(ctx: Ctx, name: str, var: str) -> None:
    """The ONNX name `name` now holds our variable `var`."""
    with _as(ctx, [], [name]):
        ctx.alias(0, var)


def _keep(ctx: Ctx, name: str) -> str:
    """A fresh name for the value `name` holds now (the body's names are reused by the next step)."""
    fresh = f"__step{next(_fresh)}"
    _bind(ctx, fresh, _var(ctx, name))
    return fresh


def _run(ctx: Ctx, graph: onnx.GraphProto, owner: Node) -> list[str]:
    """Convert `graph`'s nodes in place; the names of its outputs."""
    saved = ctx.node
    try:
        for i, proto in enumerate(graph.node):
            if proto.domain not in ("", "ai.onnx") or proto.op_type not in CONVERTERS:
                raise owner.unsupported(f"a subgraph node of type {proto.op_type}")
            node = Node.of(proto, i)
            ctx.node = node
            CONVERTERS[proto.op_type](ctx, node)
            node.check_all_read()
    finally:
        ctx.node = saved
    return [o.name for o in graph.output]


def _const(ctx: Ctx, name: str, value: np.ndarray) -> None:
    _bind(ctx, name, ctx.const(value))


def _stack(ctx: Ctx, owner: Node, names: list[str], axis: int, out: str) -> None:
    """The values of `names` stacked on a new axis `axis` into output name `out`."""
    if not names:
        raise owner.unsupported("a scan output of no steps (its shape is unknown)")
    parts = []
    for name in names:
        part = ctx.tmp()
        ctx.op("unsqueeze", {"X": _var(ctx, name)}, {"Out": part}, axes=[axis])
        parts.append(part)
    joined = parts[0]
    if len(parts) > 1:
        joined = ctx.tmp()
        ctx.op("concat", {"X": parts}, {"Out": joined}, axis=axis)
    _bind(ctx, out, joined)


def _outputs(ctx: Ctx, node: Node) -> list[str]:
    return list(node.proto.output)


@converter("If")
def _if(ctx: Ctx, node: Node) -> None:
    cond = bool(np.asarray(ctx.value(0)).reshape(-1)[0])
    branch = node.attr("then_branch" if cond else "else_branch")
    node.attr("else_branch" if cond else "then_branch")
    results = _run(ctx, branch, node)
    for out, name in zip(_outputs(ctx, node), results):
        if out:
            _bind(ctx, out, _var(ctx, name))


@converter("Loop")
def _loop(ctx: Ctx, node: Node) -> None:
    body = node.attr("body")
    trips = int(np.asarray(ctx.value(0)).reshape(-1)[0]) if ctx.has(0) else None
    going = bool(np.asarray(ctx.value(1)).reshape(-1)[0]) if ctx.has(1) else True
    carried = [_keep(ctx, n) for n in node.proto.input[2:]]
    scans: list[list[str]] = [[] for _ in range(len(body.output) - 1 - len(carried))]
    step = 0
    while going and (trips is None or step < trips):
        if step >= MAX_STEPS:
            raise node.unsupported(f"a Loop of more than {MAX_STEPS} steps")
        _const(ctx, body.input[0].name, np.asarray(step, np.int64))
        _const(ctx, body.input[1].name, np.asarray(going))
        for b, name in zip(body.input[2:], carried):
            _bind(ctx, b.name, _var(ctx, name))
        results = _run(ctx, body, node)
        going = bool(np.asarray(_value(ctx, results[0])).reshape(-1)[0])
        carried = [_keep(ctx, n) for n in results[1:1 + len(carried)]]
        for k, name in enumerate(results[1 + len(carried):]):
            scans[k].append(_keep(ctx, name))
        step += 1
    outs = _outputs(ctx, node)
    for out, name in zip(outs, carried):
        if out:
            _bind(ctx, out, _var(ctx, name))
    for out, names in zip(outs[len(carried):], scans):
        if out:
            _stack(ctx, node, names, 0, out)


@converter("Scan")
def _scan(ctx: Ctx, node: Node) -> None:
    if ctx.opset < 9:
        raise node.unsupported("Scan before opset 9 (its batch axis and sequence_lens)")
    body = node.attr("body")
    n_scan = int(node.attr("num_scan_inputs"))
    n_state = ctx.n_inputs() - n_scan
    n_out = len(body.output) - n_state
    in_axes = [int(a) for a in node.attr("scan_input_axes", [0] * n_scan)]
    in_dirs = [int(a) for a in node.attr("scan_input_directions", [0] * n_scan)]
    out_axes = [int(a) for a in node.attr("scan_output_axes", [0] * n_out)]
    out_dirs = [int(a) for a in node.attr("scan_output_directions", [0] * n_out)]
    sources = list(node.proto.input[n_state:])
    ranks = [len(ctx.shape(n_state + k)) for k in range(n_scan)]
    in_axes = [a % r for a, r in zip(in_axes, ranks)]
    steps = ctx.shape(n_state)[in_axes[0]] if n_scan else 0
    states = [_keep(ctx, n) for n in node.proto.input[:n_state]]
    scans: list[list[str]] = [[] for _ in range(n_out)]
    for t in range(steps):
        for k, (src, axis, back) in enumerate(zip(sources, in_axes, in_dirs)):
            at = steps - 1 - t if back else t
            part, item = ctx.tmp(), ctx.tmp()
            ctx.op("slice", {"X": _var(ctx, src)}, {"Out": part}, axes=[axis], starts=[at], ends=[at + 1])
            ctx.op("squeeze", {"X": part}, {"Out": item}, axes=[axis])
            _bind(ctx, body.input[n_state + k].name, item)
        for b, name in zip(body.input[:n_state], states):
            _bind(ctx, b.name, _var(ctx, name))
        results = _run(ctx, body, node)
        states = [_keep(ctx, n) for n in results[:n_state]]
        for k, name in enumerate(results[n_state:]):
            scans[k].append(_keep(ctx, name))
    outs = _outputs(ctx, node)
    for out, name in zip(outs, states):
        if out:
            _bind(ctx, out, _var(ctx, name))
    for k, (out, names) in enumerate(zip(outs[n_state:], scans)):
        if out:
            rank = len(ctx.var_shape(_var(ctx, names[0]))) + 1 if names else 1
            _stack(ctx, node, names[::-1] if out_dirs[k] else names, out_axes[k] % rank, out)
