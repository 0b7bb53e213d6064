"""Opsets 1-6 as the converters meet them (models exported in 2017-18, as ONNX's bundled
pytorch-converted and pytorch-operator tests): attributes later opsets dropped, each read here
and mapped onto today's meaning, so a converter stays written for the current opset.

- Add, Sub, Mul, Div, Pow and the comparisons and logic ops: `broadcast` = 1 lets B take a
  contiguous run of A's axes starting at `axis` (default: B's shape a suffix of A's); without
  it the shapes are equal. Numpy broadcasting gives the same result once B has A's trailing
  axes as size 1, so B is unsqueezed at its end.
- Gemm: `broadcast` = 1 lets C broadcast to [M, N], as it always may since opset 7.
- BatchNormalization: `is_test` (1: inference, the running statistics) before `training_mode`;
  `consumed_inputs` (opsets 1-5: an in-place hint, no meaning for the result).
- PRelu: a 1-D slope of one value per channel (axis 1), not numpy-broadcast from the last axis.
"""
from __future__ import annotations

from .node_map import Ctx, Node

LEGACY = 7  # the first opset with numpy broadcasting and none of these attributes


def legacy(ctx: Ctx) -> bool:
    return ctx.opset < LEGACY


def broadcast_b(ctx: Ctx, node: Node) -> str:
    """Input 1 (B) of a binary node, unsqueezed at its end where an opset 1-6 `axis` aligns it
    before A's last axes."""
    b = ctx.var(1)
    if not legacy(ctx):
        return b
    axis = node.attr("axis")
    if not node.attr("broadcast", 0):
        if axis is not None:
            raise node.bad_attr("axis", "is only meaningful with broadcast=1")
        return b
    ra, rb = len(ctx.shape(0)), len(ctx.shape(1))
    start = ra - rb if axis is None else int(axis) + (ra if int(axis) < 0 else 0)
    if not 0 <= start <= ra - rb:
        raise node.bad_attr("axis", f"should place B (rank {rb}) inside A (rank {ra}), got {axis}")
    trailing = ra - start - rb
    if not trailing:
        return b
    out = ctx.tmp()
    ctx.op("unsqueeze", {"X": b}, {"Out": out}, axes=[rb + i for i in range(trailing)])
    return out


def gemm_broadcast(ctx: Ctx, node: Node) -> None:
    if legacy(ctx):
        node.attr("broadcast")


def batch_norm_training(ctx: Ctx, node: Node) -> bool:
    """Whether a BatchNormalization computes its batch's statistics: opset 1-6's `is_test` = 0."""
    if legacy(ctx):
        node.attr("consumed_inputs")
        return not node.attr("is_test", 0)
    return bool(node.attr("training_mode", 0))


def channel_slope(ctx: Ctx) -> str:
    """PRelu's slope: at opsets 1-6 a vector of one per channel (X's axis 1) is aligned there."""
    slope, x_shape, s_shape = ctx.var(1), ctx.shape(0), ctx.shape(1)
    if not legacy(ctx) or len(s_shape) != 1 or len(x_shape) < 3 or s_shape[0] != x_shape[1] or s_shape[0] == 1:
        return slope
    out = ctx.tmp()
    ctx.op("unsqueeze", {"X": slope}, {"Out": out}, axes=list(range(1, len(x_shape) - 1)))
    return out
