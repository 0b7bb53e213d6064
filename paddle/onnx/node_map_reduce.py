"""Converters of ONNX's reductions (ReduceSum, ReduceMean, ..., the norms composed of ours) and
ArgMax / ArgMin."""
from __future__ import annotations

from .node_map import Ctx, Node, axis_of, converter, ints
import numpy as np

from .node_map_index import take
from .node_map_math import unary

# ONNX op -> (the op before, our reduction, the op after)
REDUCE = {"ReduceSum": (None, "reduce_sum", None), "ReduceMean": (None, "reduce_mean", None),
          "ReduceMax": (None, "reduce_max", None), "ReduceMin": (None, "reduce_min", None),
          "ReduceProd": (None, "reduce_prod", None), "ReduceLogSumExp": (None, "logsumexp", None),
          "ReduceL1": ("abs", "reduce_sum", None), "ReduceL2": ("square", "reduce_sum", "sqrt"),
          "ReduceSumSquare": ("square", "reduce_sum", None), "ReduceLogSum": (None, "reduce_sum", "log")}
AXES_AS_INPUT = {"ReduceSum": 13}  # the opset from which the axes are an input (18 for the others)


@converter(*REDUCE)
def _reduce(ctx: Ctx, node: Node) -> None:
    before, op, after = REDUCE[node.op_type]
    rank = len(ctx.shape(0))
    if ctx.opset >= AXES_AS_INPUT.get(node.op_type, 18):
        axes = ints(ctx.value(1)) if ctx.has(1) else []
    else:
        axes = ints(node.attr("axes", []))
    keep = bool(node.attr("keepdims", 1))
    noop = node.attr("noop_with_empty_axes", 0)
    if not axes and noop:
        ctx.alias(0, ctx.var(0))  # ONNX: the input unchanged, the pre-step (abs, square) not applied
        return
    x = ctx.var(0)
    if before:
        x = unary(ctx, before, x)
    dims = [axis_of(node, a, rank, "axes") for a in axes] if axes else list(range(rank))
    out = ctx.tmp() if after else ctx.out()
    ctx.op(op, {"X": x}, {"Out": out}, dim=dims, keep_dim=keep)
    if after:
        unary(ctx, after, out, ctx.out())


@converter("ArgMax", "ArgMin")
def _arg(ctx: Ctx, node: Node) -> None:
    """Ours picks the first of ties; the last (select_last_index) is the first of X reversed
    along the axis, counted back from the end."""
    shape = ctx.shape(0)
    axis = axis_of(node, int(node.attr("axis", 0)), len(shape))
    keep = bool(node.attr("keepdims", 1))
    if not node.attr("select_last_index", 0):
        ctx.op(node.op_type.lower(), {"X": ctx.var(0)}, {"Out": ctx.out()}, axis=axis, keep_dim=keep)
        return
    reversed_x, index, flipped = ctx.tmp(), ctx.tmp(), ctx.tmp()
    take(ctx, ctx.var(0), shape, np.arange(shape[axis])[::-1], axis, reversed_x)
    ctx.op(node.op_type.lower(), {"X": reversed_x}, {"Out": index}, axis=axis, keep_dim=keep)
    ctx.op("cast", {"X": index}, {"Out": flipped}, out_dtype="float64")  # exact: an index is below 2**53
    back = unary(ctx, "scale", flipped, scale=-1.0, bias=float(shape[axis] - 1))
    ctx.op("cast", {"X": back}, {"Out": ctx.out()}, out_dtype="int64")
