"""Converters of ONNX's recurrent layers RNN, GRU and LSTM.

An LSTM with the default activations and no peepholes, and a GRU with linear_before_reset=1, run
on the fused whole-sequence `lstm` / `gru` ops (paddle/onnx/node_map_rnn_fused.py), one per
direction. Every other node is unrolled over the sequence (its length is known while building) into our ops: per
step a matrix product with W and R, the biases, the gates (ONNX's orders: LSTM i o f c, GRU z r h)
and their activations (the `activations` attribute: Sigmoid, Tanh or Relu, per direction; the fused
ops take them as attributes), forward, reverse or both ways. Other activations, clip, LSTM's
input_forget and sequence_lens shorter than the sequence are not run (refused with the reason)."""
from __future__ import annotations

import numpy as np

from .node_map import Ctx, Node, converter
from .node_map_math import binary, unary
from .node_map_nn import reshape
from .node_map_rnn_fused import fused_gru, fused_lstm

GATES = {"RNN": 1, "GRU": 3, "LSTM": 4}
DEFAULTS = {"RNN": ["Tanh"], "GRU": ["Sigmoid", "Tanh"], "LSTM": ["Sigmoid", "Tanh", "Tanh"]}
OURS = {"sigmoid": "sigmoid", "tanh": "tanh", "relu": "relu"}  # ONNX's names (any case) -> our ops'


def activations(node: Node, directions: int) -> list[list[str]]:
    """Our activation names per direction from the node's `activations` (ONNX's defaults where
    absent): [f] for RNN, [f, g] for GRU, [f, g, h] for LSTM (f the gates', g the candidate's, h the
    cell's on its way out)."""
    per = len(DEFAULTS[node.op_type])
    names = node.attr("activations")
    if names is None:
        names = DEFAULTS[node.op_type] * directions
    names = [n.decode() if isinstance(n, bytes) else str(n) for n in names]
    if len(names) == per and directions == 2:
        names = names * 2  # one list for both directions
    if len(names) != per * directions:
        raise node.bad_attr("activations", f"should hold {per * directions} names ({per} per direction), "
                            f"got {len(names)}")
    for n in names:
        if n.lower() not in OURS:
            raise node.unsupported(f"activation {n} (Sigmoid, Tanh and Relu are)")
    ours = [OURS[n.lower()] for n in names]
    return [ours[d * per:(d + 1) * per] for d in range(directions)]


def _rows(ctx: Ctx, x: str, axis: int, start: int, stop: int) -> str:
    out = ctx.tmp()
    ctx.op("slice", {"X": x}, {"Out": out}, axes=[axis], starts=[start], ends=[stop])
    return out


def _mm(ctx: Ctx, x: str, w: str) -> str:
    """x @ w^T."""
    out = ctx.tmp()
    ctx.op("matmul", {"X": x, "Y": w}, {"Out": out}, transpose_y=True)
    return out


def _direction(ctx: Ctx, node: Node, d: int, h0: str, c0: str | None,
               xs: list[str], acts: list[str]) -> tuple[list[str], str, str | None]:
    """One direction over the steps `xs` (in the order it reads them): its outputs per step, the
    last hidden state and (LSTM) the last cell state."""
    kind, hidden = node.op_type, ctx.shape(2)[-1]
    g = GATES[kind]
    w = reshape(ctx, _rows(ctx, ctx.var(1), 0, d, d + 1), [g * hidden, -1])
    r = reshape(ctx, _rows(ctx, ctx.var(2), 0, d, d + 1), [g * hidden, hidden])
    if ctx.has(3):
        b = reshape(ctx, _rows(ctx, ctx.var(3), 0, d, d + 1), [2 * g * hidden])
        wb, rb = _rows(ctx, b, 0, 0, g * hidden), _rows(ctx, b, 0, g * hidden, 2 * g * hidden)
    else:
        wb = rb = ctx.const(np.zeros(g * hidden, ctx.dtype(0)))
    h, c, ys = h0, c0, []
    for x in xs:
        if kind == "GRU":
            h = _gru_step(ctx, node, x, h, w, r, wb, rb, hidden, acts)
        else:
            gates = binary(ctx, "add", binary(ctx, "add", _mm(ctx, x, w), _mm(ctx, h, r)), binary(ctx, "add", wb, rb))
            if kind == "RNN":
                h = unary(ctx, acts[0], gates)
            else:
                assert c is not None
                h, c = _lstm_step(ctx, gates, c, d, hidden, acts)
        ys.append(h)
    return ys, h, c


def _gate(ctx: Ctx, gates: str, k: int, hidden: int) -> str:
    return _rows(ctx, gates, 1, k * hidden, (k + 1) * hidden)


def _lstm_step(ctx: Ctx, gates: str, c: str, d: int, hidden: int, acts: list[str]) -> tuple[str, str]:
    f_act, g_act, h_act = acts
    i, o, f, cand = (_gate(ctx, gates, k, hidden) for k in range(4))
    if ctx.has(7):  # peepholes: i, o, f each see the cell state
        p = reshape(ctx, _rows(ctx, ctx.var(7), 0, d, d + 1), [3 * hidden])
        pi, po, pf = (_rows(ctx, p, 0, k * hidden, (k + 1) * hidden) for k in range(3))
        i = binary(ctx, "add", i, binary(ctx, "elementwise_mul", pi, c))
        f = binary(ctx, "add", f, binary(ctx, "elementwise_mul", pf, c))
    new_c = binary(ctx, "add", binary(ctx, "elementwise_mul", unary(ctx, f_act, f), c),
                   binary(ctx, "elementwise_mul", unary(ctx, f_act, i), unary(ctx, g_act, cand)))
    if ctx.has(7):
        o = binary(ctx, "add", o, binary(ctx, "elementwise_mul", po, new_c))
    return binary(ctx, "elementwise_mul", unary(ctx, f_act, o), unary(ctx, h_act, new_c)), new_c


def _gru_step(ctx: Ctx, node: Node, x: str, h: str, w: str, r: str, wb: str, rb: str, hidden: int,
              acts: list[str]) -> str:
    def part(m: str, k: int) -> str:
        return _rows(ctx, m, 0, k * hidden, (k + 1) * hidden)
    z, rr = (unary(ctx, acts[0], binary(ctx, "add", binary(ctx, "add", _mm(ctx, x, part(w, k)),
                                                             _mm(ctx, h, part(r, k))),
                                          binary(ctx, "add", part(wb, k), part(rb, k)))) for k in (0, 1))
    xh = binary(ctx, "add", _mm(ctx, x, part(w, 2)), part(wb, 2))
    if node.attr("linear_before_reset", 0):
        hh = binary(ctx, "elementwise_mul", rr, binary(ctx, "add", _mm(ctx, h, part(r, 2)), part(rb, 2)))
    else:
        hh = binary(ctx, "add", _mm(ctx, binary(ctx, "elementwise_mul", rr, h), part(r, 2)), part(rb, 2))
    cand = unary(ctx, acts[1], binary(ctx, "add", xh, hh))
    return binary(ctx, "add", binary(ctx, "elementwise_mul", unary(ctx, "scale", z, scale=-1.0, bias=1.0), cand),
                  binary(ctx, "elementwise_mul", z, h))


def _check(ctx: Ctx, node: Node, steps: int, directions: int) -> None:
    activations(node, directions)
    for name in ("activation_alpha", "activation_beta", "clip"):
        if node.attr(name) is not None:
            raise node.unsupported(f"attribute {name}")
    if node.attr("input_forget", 0):
        raise node.unsupported("input_forget=1")
    if ctx.has(4) and not np.all(ctx.value(4) == steps):
        raise node.unsupported("sequence_lens shorter than the sequence")


@converter("RNN", "GRU", "LSTM")
def _recurrent(ctx: Ctx, node: Node) -> None:
    if node.op_type == "LSTM" and not ctx.has(7) and fused_lstm(ctx, node, _check):
        return
    if node.op_type == "GRU" and fused_gru(ctx, node, _check):
        return
    layout = int(node.attr("layout", 0))
    x = ctx.var(0)
    if layout:
        x = _swap(ctx, x, [1, 0, 2])
    steps, batch, _ = ctx.var_shape(x)
    node.attr("hidden_size")
    direction = node.attr("direction", "forward")
    dirs = {"forward": [False], "reverse": [True], "bidirectional": [False, True]}.get(direction)
    if dirs is None:
        raise node.bad_attr("direction", f"should be forward, reverse or bidirectional, got {direction!r}")
    _check(ctx, node, steps, len(dirs))
    acts = activations(node, len(dirs))
    hidden, lstm = ctx.shape(2)[-1], node.op_type == "LSTM"
    zeros = ctx.const(np.zeros((batch, hidden), ctx.dtype(0)))

    def state(i: int, d: int) -> str:
        if not ctx.has(i):
            return zeros
        s = _swap(ctx, ctx.var(i), [1, 0, 2]) if layout else ctx.var(i)
        return reshape(ctx, _rows(ctx, s, 0, d, d + 1), [batch, hidden])
    xs = [reshape(ctx, _rows(ctx, x, 0, t, t + 1), [batch, -1]) for t in range(steps)]
    ys, hs, cs = [], [], []
    for d, backwards in enumerate(dirs):
        out, h, c = _direction(ctx, node, d, state(5, d), state(6, d) if lstm else None,
                               xs[::-1] if backwards else xs, acts[d])
        ys.append(_join(ctx, [reshape(ctx, y, [1, 1, batch, hidden]) for y in (out[::-1] if backwards else out)], 0))
        hs.append(reshape(ctx, h, [1, batch, hidden]))
        if c is not None:
            cs.append(reshape(ctx, c, [1, batch, hidden]))
    y, yh = _join(ctx, ys, 1), _join(ctx, hs, 0)
    outs = [(y, [2, 0, 1, 3]), (yh, [1, 0, 2])] + ([(_join(ctx, cs, 0), [1, 0, 2])] if lstm else [])
    for j, (v, perm) in enumerate(outs):
        if j < ctx.n_outputs() and node.proto.output[j]:
            ctx.alias(j, _swap(ctx, v, perm) if layout else v)


def _join(ctx: Ctx, parts: list[str], axis: int) -> str:
    if len(parts) == 1:
        return parts[0]
    out = ctx.tmp()
    ctx.op("concat", {"X": parts}, {"Out": out}, axis=axis)
    return out


def _swap(ctx: Ctx, x: str, perm: list[int]) -> str:
    out = ctx.tmp()
    ctx.op("transpose", {"X": x}, {"Out": out}, perm=perm)
    return out
