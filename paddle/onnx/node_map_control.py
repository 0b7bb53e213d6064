"""Converters of ONNX's control flow: If, Loop and Scan, by running their subgraphs' nodes through
the same converters while building, as the builder runs every op as it is emitted:

- If: its condition is read while building (the net is specialised on it, as for any value a
  converter reads) and the branch it picks is converted in place;
- Loop: unrolled, its trip count and each step's condition read while building; the carried
  values of one step are the next step's inputs, the scan outputs stacked on a new first axis;
- Scan (opset 9 on): unrolled over its scan inputs' axis (forwards or backwards), the states
  carried, the scan outputs stacked on their axis; at opset 8 (a batch axis 0 and optional
  sequence_lens) unrolled per batch row over its length, the rows stacked.

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


def _steps(ctx: Ctx, node: Node, body: onnx.GraphProto, states: list[str], sources: list[str],
           axes: list[int], backwards: list[int], steps: int) -> tuple[list[str], list[list[str]]]:
    """The body unrolled over `steps` items of each scan input (ONNX names `sources`, along its
    axis, from the end where `backwards`), the states carried: the final states' names and each
    scan output's names, one a step."""
    n_state = len(states)
    scans: list[list[str]] = [[] for _ in range(len(body.output) - n_state)]
    for t in range(steps):
        for k, (src, axis, back) in enumerate(zip(sources, axes, backwards)):
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
    return states, scans


@converter("Scan")
def _scan(ctx: Ctx, node: Node) -> None:
    if ctx.opset < 9:
        _scan_8(ctx, node)
        return
    body = node.attr("body")
    n_scan = int(node.attr("num_scan_inputs"))
    n_state = ctx.n_inputs() - n_scan
    n_out = len(body.output) - n_state
    in_axes = [int(a) for a in node.attr("scan_input_axes", [0] * n_scan)]
    in_dirs = [int(a) for a in node.attr("scan_input_directions", [0] * n_scan)]
    out_axes = [int(a) for a in node.attr("scan_output_axes", [0] * n_out)]
    out_dirs = [int(a) for a in node.attr("scan_output_directions", [0] * n_out)]
    ranks = [len(ctx.shape(n_state + k)) for k in range(n_scan)]
    in_axes = [a % r for a, r in zip(in_axes, ranks)]
    steps = ctx.shape(n_state)[in_axes[0]] if n_scan else 0
    states = [_keep(ctx, n) for n in node.proto.input[:n_state]]
    states, scans = _steps(ctx, node, body, states, list(node.proto.input[n_state:]), in_axes, in_dirs, steps)
    outs = _outputs(ctx, node)
    for out, name in zip(outs, states):
        if out:
            _bind(ctx, out, _var(ctx, name))
    for k, (out, names) in enumerate(zip(outs[n_state:], scans)):
        if out:
            rank = len(ctx.var_shape(_var(ctx, names[0]))) + 1 if names else 1
            _stack(ctx, node, names[::-1] if out_dirs[k] else names, out_axes[k] % rank, out)


def _row(ctx: Ctx, name: str, b: int) -> str:
    """Batch row `b` of the value ONNX name `name` holds, without its batch axis, as a fresh name."""
    part, row = ctx.tmp(), ctx.tmp()
    ctx.op("slice", {"X": _var(ctx, name)}, {"Out": part}, axes=[0], starts=[b], ends=[b + 1])
    ctx.op("squeeze", {"X": part}, {"Out": row}, axes=[0])
    fresh = f"__row{next(_fresh)}"
    _bind(ctx, fresh, row)
    return fresh


def _padded(ctx: Ctx, node: Node, names: list[str], length: int, like: str) -> str:
    """One batch row's scan output: its steps stacked on axis 0 and padded with zeros to
    `length` steps (ONNX leaves the padding undefined), a fresh name. `like` is a step of
    any row (the shape and dtype of the padding)."""
    with _as(ctx, [like], []):
        fill = ctx.const(np.zeros((length - len(names), *ctx.shape(0)), ctx.dtype(0)))
    fresh = f"__rows{next(_fresh)}"
    if not names:
        _bind(ctx, fresh, fill)
        return fresh
    _stack(ctx, node, names, 0, fresh)
    if len(names) < length:
        joined = ctx.tmp()
        ctx.op("concat", {"X": [_var(ctx, fresh), fill]}, {"Out": joined}, axis=0)
        _bind(ctx, fresh, joined)
    return fresh


def _scan_8(ctx: Ctx, node: Node) -> None:
    """Scan at opset 8: input 0 the optional sequence_lens, then the states and the scan inputs,
    each with a batch axis 0 (the scan axis is 1). Each batch row is unrolled over its own
    length (read while building: the net is specialised on it, as a Loop's trip count), and
    the rows stacked; a shorter row's scan outputs are padded with zeros."""
    body = node.attr("body")
    n_scan = int(node.attr("num_scan_inputs"))
    n_state = ctx.n_inputs() - 1 - n_scan
    dirs = [int(a) for a in node.attr("directions", [0] * n_scan)]
    batch, longest = ctx.shape(1 + n_state)[:2] if n_scan else (ctx.shape(1)[0], 0)
    lengths = [longest] * batch
    if ctx.has(0):
        lengths = [int(n) for n in np.asarray(ctx.value(0)).reshape(-1)]
        if len(lengths) != batch or not all(0 <= n <= longest for n in lengths):
            raise node.unsupported(f"sequence_lens {lengths} (one length in [0, {longest}] for each of "
                                   f"the {batch} batch rows)")
    finals: list[list[str]] = [[] for _ in range(n_state)]
    rows: list[list[list[str]]] = [[] for _ in range(len(body.output) - n_state)]
    for b in range(batch):
        states = [_row(ctx, n, b) for n in node.proto.input[1:1 + n_state]]
        sources = [_row(ctx, n, b) for n in node.proto.input[1 + n_state:]]
        states, scans = _steps(ctx, node, body, states, sources, [0] * n_scan, dirs, lengths[b])
        for k, name in enumerate(states):
            finals[k].append(name)
        for k, names in enumerate(scans):
            rows[k].append(names)
    outs = _outputs(ctx, node)
    for out, names in zip(outs, finals):
        if out:
            _stack(ctx, node, names, 0, out)
    for out, per_row in zip(outs[n_state:], rows):
        if out:
            like = next((names[0] for names in per_row if names), None)
            if like is None:
                raise node.unsupported("a scan output of no steps in any batch row (its shape is unknown)")
            _stack(ctx, node, [_padded(ctx, node, names, longest, like) for names in per_row], 0, out)
