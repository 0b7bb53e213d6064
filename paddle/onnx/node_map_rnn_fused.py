"""ONNX LSTM nodes on the fused whole-sequence `lstm` op (kernels/lstm.py), one op per direction
instead of some twenty ops per step (paddle/onnx/node_map_rnn.py unrolls what this cannot map).

Per direction d: the input projection of every step at once, [B, T, I] @ W[d]^T + Wb[d] + Rb[d]
(the gate blocks moved from ONNX's order i o f c to ours, i f c o), made B sequences of T steps
(to_sequences), run by `lstm` with Weight = R[d]^T (reordered alike), H0 and C0 from initial_h /
initial_c, `reverse` for the backward direction; its Hidden and Cell made dense again
(from_sequences) give Y and the last states Y_h, Y_c.
"""
from __future__ import annotations

from typing import Callable

import numpy as np

from .node_map import Ctx, Node
from .node_map_nn import reshape

ORDER = (0, 2, 3, 1)  # ours i f c o, as ONNX's blocks i o f c


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


def _direction(ctx: Ctx, x: str, d: int, batch: int, steps: int, hidden: int, backwards: bool) -> tuple[str, str]:
    """One direction over x [B, T, I]: dense Hidden and Cell, [B, T, H] each."""
    w = _gates(ctx, reshape(ctx, _slice(ctx, ctx.var(1), 0, d, d + 1), [4 * hidden, -1]), 0, hidden)
    r = _gates(ctx, reshape(ctx, _slice(ctx, ctx.var(2), 0, d, d + 1), [4 * hidden, hidden]), 0, hidden)
    proj = _op(ctx, "matmul", {"X": x, "Y": w}, transpose_y=True)
    if ctx.has(3):
        b = reshape(ctx, _slice(ctx, ctx.var(3), 0, d, d + 1), [8 * hidden])
        both = _op(ctx, "add", {"X": _slice(ctx, b, 0, 0, 4 * hidden), "Y": _slice(ctx, b, 0, 4 * hidden, 8 * hidden)})
        proj = _op(ctx, "add", {"X": proj, "Y": _gates(ctx, both, 0, hidden)})
    rows = _op(ctx, "to_sequences", {"X": proj})
    weight = _op(ctx, "transpose", {"X": r}, perm=[1, 0])
    inputs = {"Input": rows, "Weight": weight}
    for slot, i in (("H0", 5), ("C0", 6)):
        if ctx.has(i):
            inputs[slot] = reshape(ctx, _slice(ctx, ctx.var(i), 0, d, d + 1), [batch, hidden])
    h, c = ctx.tmp(), ctx.tmp()
    ctx.op("lstm", inputs, {"Hidden": h, "Cell": c}, reverse=backwards)
    return _op(ctx, "from_sequences", {"X": h}, steps=steps), _op(ctx, "from_sequences", {"X": c}, steps=steps)


def fused_lstm(ctx: Ctx, node: Node, check: Callable[[Ctx, Node, int, int], None]) -> bool:
    """Convert `node` on the fused op; False (nothing emitted) where it cannot map exactly."""
    layout = int(node.attr("layout", 0))
    direction = node.attr("direction", "forward")
    dirs = {"forward": [False], "reverse": [True], "bidirectional": [False, True]}.get(direction)
    if dirs is None or np.dtype(ctx.dtype(0)) not in (np.float32, np.float64):
        return False
    shape = ctx.shape(0)
    steps, batch = (shape[1], shape[0]) if layout else (shape[0], shape[1])
    check(ctx, node, steps, len(dirs))
    node.attr("hidden_size")
    if layout and (ctx.has(5) or ctx.has(6)):
        return False  # batch-first initial states: the unrolled path transposes them
    hidden = ctx.shape(2)[-1]
    x = ctx.var(0) if layout else _op(ctx, "transpose", {"X": ctx.var(0)}, perm=[1, 0, 2])
    ys, hs, cs = [], [], []
    for d, backwards in enumerate(dirs):
        h, c = _direction(ctx, x, d, batch, steps, hidden, backwards)
        last = 0 if backwards else steps - 1
        hs.append(reshape(ctx, _slice(ctx, h, 1, last, last + 1), [1, batch, hidden]))
        cs.append(reshape(ctx, _slice(ctx, c, 1, last, last + 1), [1, batch, hidden]))
        ys.append(reshape(ctx, h, [batch, steps, 1, hidden]))
    y = ys[0] if len(ys) == 1 else _op(ctx, "concat", {"X": ys}, axis=2)  # [B, T, D, H]
    yh = hs[0] if len(hs) == 1 else _op(ctx, "concat", {"X": hs}, axis=0)
    yc = cs[0] if len(cs) == 1 else _op(ctx, "concat", {"X": cs}, axis=0)
    outs = [(y, [0, 1, 2, 3] if layout else [1, 2, 0, 3]), (yh, [1, 0, 2]), (yc, [1, 0, 2])]
    for j, (v, perm) in enumerate(outs):
        if j < ctx.n_outputs() and node.proto.output[j]:
            if j == 0 and not layout:
                ctx.op("transpose", {"X": v}, {"Out": ctx.out(j)}, perm=perm)
            elif j > 0 and layout:
                ctx.op("transpose", {"X": v}, {"Out": ctx.out(j)}, perm=perm)
            else:
                ctx.alias(j, v)
    return True
