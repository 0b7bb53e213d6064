"""Converters of ONNX's classification losses, composed of our ops: NegativeLogLikelihoodLoss
and SoftmaxCrossEntropyLoss (log_softmax, then the same).

The class of each element is picked with a one-hot mask made by our ops (the target cast to the
input's dtype, compared with the class numbers 0..C-1), so the net reads the target as data:
masked input summed over the class axis, times the weight of the class (and 0 where the target
is ignore_index), reduced as `reduction` says (a weighted mean divides by the weights' sum).
"""
from __future__ import annotations

import numpy as np

from .node_map import Ctx, Node, converter
from .node_map_math import binary, unary
from .node_map_nn import reshape

REDUCTIONS = ("none", "sum", "mean")


def _sum(ctx: Ctx, x: str, dims: list[int] | None = None, out: str | None = None) -> str:
    out = out or ctx.tmp()
    ctx.op("reduce_sum", {"X": x}, {"Out": out}, dim=dims, keep_dim=False)
    return out


def _cast(ctx: Ctx, x: str, dtype: str) -> str:
    out = ctx.tmp()
    ctx.op("cast", {"X": x}, {"Out": out}, out_dtype=dtype)
    return out


def _nll(ctx: Ctx, node: Node, logp: str, shape: tuple[int, ...], dtype: np.dtype, out: str) -> None:
    """The loss of log-probabilities `logp` [N, C, d...] against the target (input 1), weights
    (input 2, optional); attributes ignore_index and reduction."""
    reduction = node.attr("reduction", "mean")
    if reduction not in REDUCTIONS:
        raise node.bad_attr("reduction", f"should be one of {list(REDUCTIONS)}, got {reduction!r}")
    rank, classes = len(shape), shape[1]
    target = _cast(ctx, ctx.var(1), dtype.name)  # class numbers: exact in float32 below 2**24
    column = ctx.tmp()
    ctx.op("unsqueeze", {"X": target}, {"Out": column}, axes=[1])
    numbers = ctx.const(np.arange(classes, dtype=dtype).reshape([1, classes] + [1] * (rank - 2)))
    mask = _cast(ctx, binary(ctx, "equal", column, numbers), dtype.name)
    loss = unary(ctx, "neg", _sum(ctx, binary(ctx, "elementwise_mul", logp, mask), [1]))
    weight = None
    if ctx.has(2):
        per_class = reshape(ctx, ctx.var(2), [1, classes] + [1] * (rank - 2))
        weight = _sum(ctx, binary(ctx, "elementwise_mul", mask, per_class), [1])
    ignore = node.attr("ignore_index")
    if ignore is not None:
        kept = binary(ctx, "not_equal", target, ctx.const(np.asarray(ignore, dtype=dtype)))
        kept_f = _cast(ctx, kept, dtype.name)
        weight = kept_f if weight is None else binary(ctx, "elementwise_mul", weight, kept_f)
    if weight is not None:
        loss = binary(ctx, "elementwise_mul", loss, weight)
    if reduction == "none":
        ctx.op("scale", {"X": loss}, {"Out": out})
    elif reduction == "sum":
        _sum(ctx, loss, out=out)
    elif weight is None:
        ctx.op("reduce_mean", {"X": loss}, {"Out": out}, dim=None, keep_dim=False)
    else:
        binary(ctx, "div", _sum(ctx, loss), _sum(ctx, weight), out)


@converter("NegativeLogLikelihoodLoss")
def _nll_loss(ctx: Ctx, node: Node) -> None:
    _nll(ctx, node, ctx.var(0), ctx.shape(0), ctx.dtype(0), ctx.out(0))


@converter("SoftmaxCrossEntropyLoss")
def _softmax_cross_entropy(ctx: Ctx, node: Node) -> None:
    x = ctx.var(0)
    lse = ctx.tmp()
    ctx.op("logsumexp", {"X": x}, {"Out": lse}, dim=[1], keep_dim=True)
    wanted = ctx.n_outputs() > 1 and node.proto.output[1]
    logp = binary(ctx, "sub", x, lse, ctx.out(1) if wanted else None)
    _nll(ctx, node, logp, ctx.shape(0), ctx.dtype(0), ctx.out(0))
