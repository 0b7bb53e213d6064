"""ONNX LSTM and GRU nodes on the fused whole-sequence `lstm` and `gru` ops (kernels/lstm.py), one
op per direction instead of some twenty ops per step (paddle/onnx/node_map_rnn.py unrolls what
this cannot map).

Per direction d: the input projection of every step at once, [B, T, I] @ W[d]^T + Wb[d] + Rb[d]
(the gate blocks moved from ONNX's order i o f c to ours, i f c o), made B sequences of T steps
(to_sequences), run by `lstm` with Weight = R[d]^T (reordered alike), H0 and C0 from initial_h /
initial_c, `reverse` for the backward direction; its Hidden and Cell made dense again
(from_sequences) give Y and the last states Y_h, Y_c.

GRU (linear_before_reset=1, torch's form; ONNX's default resets before the product, which ours
cannot): ours computes n = tanh(x_n + r * (h @ Weight_n)) with no recurrent bias inside the reset,
so the hidden state gets one more unit that stays exactly 1 (its z gate's input is +100, so z = 1,
and its n is tanh(0) = 0, so h = n + z (h_prev - n) = h_prev), whose row of Weight_n holds Rbh:
r * (h @ R_h^T + 1 * Rbh) is ONNX's. The extra unit is cut off the outputs.
"""
from __future__ import annotations

from typing import Callable, Sequence

import numpy as np

from .node_map import Ctx, Node
from .node_map_nn import pad, reshape


def activations(node: Node, directions: int) -> list[list[str]]:
    from .node_map_rnn import activations as of_node  # (node_map_rnn imports this module)
    return of_node(node, directions)

ORDER = (0, 2, 3, 1)  # ours i f c o, as ONNX's blocks i o f c
GRU_ORDER = (1, 0, 2)  # ours r z n, as ONNX's blocks z r h
ALWAYS = {"sigmoid": 100.0, "linear": 1.0, "relu": 1.0, "tanh": 100.0}  # act(ALWAYS) is 1 exactly (float32, float64)


def _slice(ctx: Ctx, x: str, axis: int, start: int, stop: int) -> str:
    out = ctx.tmp()
    ctx.op("slice", {"X": x}, {"Out": out}, axes=[axis], starts=[start], ends=[stop])
    return out


def _op(ctx: Ctx, type: str, inputs: dict[str, object], **attrs: object) -> str:
    out = ctx.tmp()
    ctx.op(type, inputs, {"Out": out}, **attrs)
    return out


def _gates(ctx: Ctx, m: str, axis: int, hidden: int) -> str:
    """m's four gate blocks along `axis` in our order."""
    parts = [_slice(ctx, m, axis, k * hidden, (k + 1) * hidden) for k in ORDER]
    return _op(ctx, "concat", {"X": parts}, axis=axis)


def _rows_first(ctx: Ctx, m: str) -> str:
    """m laid out row by row: flattened (a copy in row order) and shaped back. A transpose is a
    view in column order, and the recurrence's product with one runs about 3x slower."""
    return reshape(ctx, reshape(ctx, m, [-1]), list(ctx.var_shape(m)))


def _direction(ctx: Ctx, x: str, d: int, batch: int, steps: int, hidden: int, backwards: bool,
               acts: list[str]) -> tuple[str, str]:
    """One direction over x [B, T, I]: dense Hidden and Cell, [B, T, H] each."""
    w = _gates(ctx, reshape(ctx, _slice(ctx, ctx.var(1), 0, d, d + 1), [4 * hidden, -1]), 0, hidden)
    r = reshape(ctx, _slice(ctx, ctx.var(2), 0, d, d + 1), [4 * hidden, hidden])
    # W^T laid out row by row: a constant, folded while building (node_map_build.py), as R^T below
    proj = _op(ctx, "matmul", {"X": x, "Y": _rows_first(ctx, _op(ctx, "transpose", {"X": w}, perm=[1, 0]))})
    if ctx.has(3):
        b = reshape(ctx, _slice(ctx, ctx.var(3), 0, d, d + 1), [8 * hidden])
        both = _op(ctx, "add", {"X": _slice(ctx, b, 0, 0, 4 * hidden), "Y": _slice(ctx, b, 0, 4 * hidden, 8 * hidden)})
        proj = _op(ctx, "add", {"X": proj, "Y": _gates(ctx, both, 0, hidden)})
    rows = _op(ctx, "to_sequences", {"X": proj})
    weight = _rows_first(ctx, _op(ctx, "transpose", {"X": _gates(ctx, r, 0, hidden)}, perm=[1, 0]))
    inputs = {"Input": rows, "Weight": weight}
    for slot, i in (("H0", 5), ("C0", 6)):
        if ctx.has(i):
            inputs[slot] = reshape(ctx, _slice(ctx, ctx.var(i), 0, d, d + 1), [batch, hidden])
    h, c = ctx.tmp(), ctx.tmp()
    ctx.op("lstm", inputs, {"Hidden": h, "Cell": c, "Gates": ctx.tmp()}, reverse=backwards, gate_act=acts[0],
           candidate_act=acts[1], state_act=acts[2])
    return _op(ctx, "from_sequences", {"X": h}, steps=steps), _op(ctx, "from_sequences", {"X": c}, steps=steps)


def _outputs(ctx: Ctx, node: Node, layout: int, batch: int, steps: int, hidden: int,
             states: Sequence[tuple[str, ...]], backwards: list[bool]) -> None:
    """Y, Y_h (and Y_c) from each direction's dense states [B, T, H]: Y's parts joined on a
    direction axis, the last step of each (the first, backwards) as the final states."""
    ys = [reshape(ctx, st[0], [batch, steps, 1, hidden]) for st in states]
    outs = [(_join(ctx, ys, 2), [0, 1, 2, 3] if layout else [1, 2, 0, 3])]  # [B, T, D, H]
    for k in range(len(states[0])):
        lasts = []
        for st, back in zip(states, backwards):
            last = 0 if back else steps - 1
            lasts.append(reshape(ctx, _slice(ctx, st[k], 1, last, last + 1), [1, batch, hidden]))
        outs.append((_join(ctx, lasts, 0), [1, 0, 2]))  # [D, B, H]
    for j, (v, perm) in enumerate(outs):
        if j < ctx.n_outputs() and node.proto.output[j]:
            if (j == 0) != bool(layout):  # Y time-major, or a state batch-first: reordered
                ctx.op("transpose", {"X": v}, {"Out": ctx.out(j)}, perm=perm)
            else:
                ctx.alias(j, v)


def _join(ctx: Ctx, parts: list[str], axis: int) -> str:
    return parts[0] if len(parts) == 1 else _op(ctx, "concat", {"X": parts}, axis=axis)


Check = Callable[[Ctx, Node, int, int], None]


def _setup(ctx: Ctx, node: Node, check: Check) -> tuple[int, int, int, list[bool]] | None:
    """(layout, steps, batch, directions) of a node the fused ops can run, else None."""
    layout = int(node.attr("layout", 0))
    direction = node.attr("direction", "forward")
    dirs = {"forward": [False], "reverse": [True], "bidirectional": [False, True]}.get(direction)
    if dirs is None or np.dtype(ctx.dtype(0)) not in (np.float32, np.float64):
        return None
    shape = ctx.shape(0)
    steps, batch = (shape[1], shape[0]) if layout else (shape[0], shape[1])
    check(ctx, node, steps, len(dirs))
    node.attr("hidden_size")
    if layout and (ctx.has(5) or ctx.has(6)):
        return None  # batch-first initial states: the unrolled path transposes them
    return layout, steps, batch, dirs


def fused_lstm(ctx: Ctx, node: Node, check: Check) -> bool:
    """Convert an LSTM `node` on the fused op; False (nothing emitted) where it cannot map exactly."""
    setup = _setup(ctx, node, check)
    if setup is None:
        return False
    layout, steps, batch, dirs = setup
    hidden = ctx.shape(2)[-1]
    x = ctx.var(0) if layout else _op(ctx, "transpose", {"X": ctx.var(0)}, perm=[1, 0, 2])
    acts = activations(node, len(dirs))
    states = [_direction(ctx, x, d, batch, steps, hidden, back, acts[d]) for d, back in enumerate(dirs)]
    _outputs(ctx, node, layout, batch, steps, hidden, states, dirs)
    return True


# --- GRU ------------------------------------------------------------------------------------------
def _gru_direction(ctx: Ctx, x: str, d: int, batch: int, steps: int, hidden: int, backwards: bool,
                   acts: list[str]) -> str:
    """One direction over x [B, T, I]: the dense hidden states [B, T, H] (the constant unit cut)."""
    def block(m: str, k: int) -> str:
        return _slice(ctx, m, 0, k * hidden, (k + 1) * hidden)
    w = reshape(ctx, _slice(ctx, ctx.var(1), 0, d, d + 1), [3 * hidden, -1])
    r = reshape(ctx, _slice(ctx, ctx.var(2), 0, d, d + 1), [3 * hidden, hidden])
    b = reshape(ctx, _slice(ctx, ctx.var(3), 0, d, d + 1), [6 * hidden]) if ctx.has(3) else None
    zero_row = ctx.const(np.zeros((1, hidden), ctx.dtype(0)))
    projs, weights = [], []
    for k, extra in zip(GRU_ORDER, (0.0, ALWAYS[acts[0]], 0.0)):  # r, z, n
        proj = _op(ctx, "matmul", {"X": x, "Y": block(w, k)}, transpose_y=True)
        if b is not None:
            bias = block(b, k) if k == 2 else _op(ctx, "add", {"X": block(b, k), "Y": block(b, 3 + k)})
            proj = _op(ctx, "add", {"X": proj, "Y": bias})
        projs.append(pad(ctx, proj, [0], [1], extra))
        last = reshape(ctx, block(b, 5), [1, hidden]) if k == 2 and b is not None else zero_row
        rows = _op(ctx, "concat", {"X": [_op(ctx, "transpose", {"X": block(r, k)}, perm=[1, 0]), last]}, axis=0)
        weights.append(pad(ctx, rows, [0], [1]))
    inputs = {"Input": _op(ctx, "to_sequences", {"X": _op(ctx, "concat", {"X": projs}, axis=2)}),
              "Weight": _rows_first(ctx, _op(ctx, "concat", {"X": weights}, axis=1))}
    h0 = reshape(ctx, _slice(ctx, ctx.var(5), 0, d, d + 1), [batch, hidden]) if ctx.has(5) else \
        ctx.const(np.zeros((batch, hidden), ctx.dtype(0)))
    inputs["H0"] = pad(ctx, h0, [0], [1], 1.0)
    h = ctx.tmp()
    ctx.op("gru", inputs, {"Hidden": h, "Gates": ctx.tmp(), "Projection": ctx.tmp()}, reverse=backwards,
           gate_act=acts[0], candidate_act=acts[1])
    dense = _op(ctx, "from_sequences", {"X": h}, steps=steps)
    return _slice(ctx, dense, 2, 0, hidden)


def fused_gru(ctx: Ctx, node: Node, check: Check) -> bool:
    """Convert a GRU `node` (linear_before_reset=1) on the fused op; False where it cannot map."""
    if not node.attr("linear_before_reset", 0):
        return False
    setup = _setup(ctx, node, check)
    if setup is None:
        return False
    layout, steps, batch, dirs = setup
    hidden = ctx.shape(2)[-1]
    x = ctx.var(0) if layout else _op(ctx, "transpose", {"X": ctx.var(0)}, perm=[1, 0, 2])
    acts = activations(node, len(dirs))
    states = [(_gru_direction(ctx, x, d, batch, steps, hidden, back, acts[d]),) for d, back in enumerate(dirs)]
    _outputs(ctx, node, layout, batch, steps, hidden, states, dirs)
    return True
