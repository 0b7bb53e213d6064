"""Converters of ONNX's normalisations: BatchNormalization (inference, or training with our
running statistics), LayerNormalization, and those composed of our ops: RMSNormalization,
InstanceNormalization, GroupNormalization, MeanVarianceNormalization."""
from __future__ import annotations

import numpy as np

from .node_map import Ctx, Node, axis_of, converter, ints
from .node_map_legacy import batch_norm_training
from .node_map_math import binary, unary
from .node_map_nn import reshape


@converter("BatchNormalization")
def _batch_norm(ctx: Ctx, node: Node) -> None:
    training = batch_norm_training(ctx, node)  # opsets 1-6: is_test (node_map_legacy.py)
    node.attr("spatial")
    if node.attrs.get("spatial", 1) != 1:
        raise node.unsupported("spatial=0")
    outs = {"Y": ctx.out(0)}
    if training:
        outs.update(MeanOut=ctx.out(1), VarianceOut=ctx.out(2))
    ctx.op("batch_norm", {"X": ctx.var(0), "Scale": ctx.var(1), "Bias": ctx.var(2), "Mean": ctx.var(3),
                          "Variance": ctx.var(4)}, outs, epsilon=float(node.attr("epsilon", 1e-5)),
           momentum=float(node.attr("momentum", 0.9)), is_test=not training)


@converter("LayerNormalization")
def _layer_norm(ctx: Ctx, node: Node) -> None:
    shape = ctx.shape(0)
    axis = axis_of(node, int(node.attr("axis", -1)), len(shape))
    eps = float(node.attr("epsilon", 1e-5))
    if node.attr("stash_type", 1) != 1:
        raise node.unsupported("stash_type other than float32")
    normed = int(np.prod(shape[axis:]))
    ins = {"X": ctx.var(0)}
    lifted = axis == 0  # ours normalises from axis 1 on: a leading axis of 1 first
    if lifted:
        ins["X"] = reshape(ctx, ctx.var(0), [1, *shape])
    for slot, i in (("Scale", 1), ("Bias", 2)):
        if ctx.has(i):
            if ctx.shape(i) != shape[axis:]:
                raise node.unsupported(f"a {slot} broadcast to the normalised axes")
            ins[slot] = reshape(ctx, ctx.var(i), [normed])
    mean, var, y = ctx.tmp(), ctx.tmp(), ctx.tmp() if lifted else ctx.out(0)
    ctx.op("layer_norm", ins, {"Y": y, "Mean": mean, "Variance": var}, begin_norm_axis=axis + lifted,
           epsilon=eps)
    if lifted:
        reshape(ctx, y, list(shape), ctx.out(0))
    stats = list(shape[:axis]) + [1] * (len(shape) - axis)
    if ctx.n_outputs() > 1 and node.proto.output[1]:
        reshape(ctx, mean, stats, ctx.out(1))
    if ctx.n_outputs() > 2 and node.proto.output[2]:
        inv = unary(ctx, "rsqrt", unary(ctx, "scale", var, bias=eps))
        reshape(ctx, inv, stats, ctx.out(2))




def _mean(ctx: Ctx, x: str, dims: list[int]) -> str:
    out = ctx.tmp()
    ctx.op("reduce_mean", {"X": x}, {"Out": out}, dim=dims, keep_dim=True)
    return out


def _normalised(ctx: Ctx, x: str, dims: list[int], eps: float) -> str:
    """(x - mean) / sqrt(var + eps) over `dims` (the biased variance)."""
    centred = binary(ctx, "sub", x, _mean(ctx, x, dims))
    var = _mean(ctx, unary(ctx, "square", centred), dims)
    return binary(ctx, "elementwise_mul", centred, unary(ctx, "rsqrt", unary(ctx, "scale", var, bias=eps)))


def _per_channel(ctx: Ctx, i: int, rank: int) -> str:
    """Input i (one value per channel, axis 1) shaped to broadcast against an [N, C, ...] tensor."""
    return reshape(ctx, ctx.var(i), [-1] + [1] * (rank - 2))


def _stash(node: Node) -> None:
    if node.attr("stash_type", 1) != 1:
        raise node.unsupported("stash_type other than float32")


@converter("RMSNormalization")
def _rms_norm(ctx: Ctx, node: Node) -> None:
    _stash(node)
    rank = len(ctx.shape(0))
    dims = list(range(axis_of(node, int(node.attr("axis", -1)), rank), rank))
    x, eps = ctx.var(0), float(node.attr("epsilon", 1e-5))
    inv = unary(ctx, "rsqrt", unary(ctx, "scale", _mean(ctx, unary(ctx, "square", x), dims), bias=eps))
    binary(ctx, "elementwise_mul", binary(ctx, "elementwise_mul", x, inv), ctx.var(1), ctx.out())


@converter("InstanceNormalization")
def _instance_norm(ctx: Ctx, node: Node) -> None:
    rank = len(ctx.shape(0))
    y = _normalised(ctx, ctx.var(0), list(range(2, rank)), float(node.attr("epsilon", 1e-5)))
    scaled = binary(ctx, "elementwise_mul", y, _per_channel(ctx, 1, rank))
    binary(ctx, "add", scaled, _per_channel(ctx, 2, rank), ctx.out())


@converter("GroupNormalization")
def _group_norm(ctx: Ctx, node: Node) -> None:
    """Opset 21: scale and bias per channel (opset 18's per group is not run)."""
    _stash(node)
    shape = ctx.shape(0)
    groups = int(node.attr("num_groups"))
    if ctx.opset < 21:
        raise node.unsupported("GroupNormalization before opset 21 (scale and bias per group)")
    if groups < 1 or shape[1] % groups:
        raise node.bad_attr("num_groups", f"should divide the {shape[1]} channels, got {groups}")
    grouped = reshape(ctx, ctx.var(0), [shape[0], groups, -1])
    y = reshape(ctx, _normalised(ctx, grouped, [2], float(node.attr("epsilon", 1e-5))), list(shape))
    scaled = binary(ctx, "elementwise_mul", y, _per_channel(ctx, 1, len(shape)))
    binary(ctx, "add", scaled, _per_channel(ctx, 2, len(shape)), ctx.out())


@converter("MeanVarianceNormalization")
def _mvn(ctx: Ctx, node: Node) -> None:
    """(X - mean) / (std + 1e-9) over `axes`, as ONNX defines it."""
    rank = len(ctx.shape(0))
    dims = [axis_of(node, a, rank, "axes") for a in ints(node.attr("axes", [0, 2, 3]))]
    x = ctx.var(0)
    centred = binary(ctx, "sub", x, _mean(ctx, x, dims))
    std = unary(ctx, "sqrt", _mean(ctx, unary(ctx, "square", centred), dims))
    binary(ctx, "div", centred, unary(ctx, "scale", std, bias=1e-9), ctx.out())


def _p_sum(ctx: Ctx, node: Node, x: str, dims: list[int], keep: bool) -> str:
    """sum |x|^p over `dims`, then its p-th root, for p 1 or 2."""
    p = int(node.attr("p", 2))
    if p not in (1, 2):
        raise node.bad_attr("p", f"should be 1 or 2, got {p}")
    total = ctx.tmp()
    ctx.op("reduce_sum", {"X": unary(ctx, "abs" if p == 1 else "square", x)}, {"Out": total}, dim=dims, keep_dim=keep)
    return total if p == 1 else unary(ctx, "sqrt", total)


@converter("LpNormalization")
def _lp_norm(ctx: Ctx, node: Node) -> None:
    """x / ||x||_p along `axis`; 0 where the norm is 0 (as ONNX's reference)."""
    dtype = ctx.dtype(0)
    axis = axis_of(node, int(node.attr("axis", -1)), len(ctx.shape(0)))
    x = ctx.var(0)
    norm = _p_sum(ctx, node, x, [axis], True)
    zero = ctx.const(np.zeros((), dtype))
    ratio = binary(ctx, "div", x, norm)
    ctx.op("where", {"Condition": binary(ctx, "equal", norm, zero), "X": zero, "Y": ratio}, {"Out": ctx.out()})
