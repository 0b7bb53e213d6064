"""Converters of ONNX's indexing and scanning ops: Gather, GatherElements, ScatterElements,
Compress, Trilu, CumSum, TopK (ArgMax and ArgMin are in node_map_reduce)."""
from __future__ import annotations

import numpy as np

from .node_map import Ctx, Node, axis_of, converter
from .node_map_nn import reshape


def take(ctx: Ctx, x: str, shape: tuple[int, ...], index: np.ndarray, axis: int, out: str) -> None:
    """x's entries `index` (a fixed array, no negatives) along `axis`, as numpy's take."""
    take_var(ctx, x, shape, ctx.const(np.asarray(index).astype(np.int64).reshape(-1)), np.shape(index), axis, out)


def take_var(ctx: Ctx, x: str, shape: tuple[int, ...], index: str, index_shape: tuple[int, ...], axis: int,
             out: str) -> None:
    """x's entries at the variable `index` (any shape, no negatives) along `axis`, as numpy's take:
    ours takes rows (axis 0) by a 1-D index, so the axis moves first, the index is flattened,
    and the result is reshaped and moved back."""
    perm = [axis] + [i for i in range(len(shape)) if i != axis]
    if axis:
        moved = ctx.tmp()
        ctx.op("transpose", {"X": x}, {"Out": moved}, perm=perm)
        x = moved
    rows = ctx.tmp()
    ctx.op("gather", {"X": x, "Index": index}, {"Out": rows})  # index: 1-D
    target = list(index_shape) + [shape[i] for i in perm[1:]]
    if not index_shape:  # one entry: its axis goes, the others keep their order (a scalar if none is left)
        ctx.op("squeeze", {"X": rows}, {"Out": out}, axes=[0])
        return
    if not axis:
        reshape(ctx, rows, target, out)
        return
    k = len(index_shape)  # the index's axes go where `axis` was
    back = list(range(k, k + axis)) + list(range(k)) + list(range(k + axis, len(target)))
    ctx.op("transpose", {"X": reshape(ctx, rows, target)}, {"Out": out}, perm=back)


def wrapped_index(ctx: Ctx, index: str, dtype: np.dtype, size: int) -> str:
    """Run-time ops making a negative index count from the end (index + size where index < 0):
    the net serves every value of a fed index (token ids), built once per shape."""
    negative, shifted, out = ctx.tmp(), ctx.tmp(), ctx.tmp()
    ctx.op("less", {"X": index, "Y": ctx.const(np.zeros((), dtype))}, {"Out": negative})
    ctx.op("add", {"X": index, "Y": ctx.const(np.asarray(size, dtype))}, {"Out": shifted})
    ctx.op("where", {"Condition": negative, "X": shifted, "Y": index}, {"Out": out})
    return out


@converter("Gather")
def _gather(ctx: Ctx, node: Node) -> None:
    """A fixed index (a constant, or computed from shapes) is read while building; a fed one is
    wrapped at run time, so new values reuse the net."""
    shape = ctx.shape(0)
    axis = axis_of(node, int(node.attr("axis", 0)), len(shape))
    if ctx.fixed(1):
        value = ctx.value(1).astype(np.int64)
        take(ctx, ctx.var(0), shape, np.where(value < 0, value + shape[axis], value), axis, ctx.out())
        return
    index_shape = ctx.shape(1)
    flat = ctx.var(1) if len(index_shape) == 1 else reshape(ctx, ctx.var(1), [int(np.prod(index_shape))])
    index = wrapped_index(ctx, flat, ctx.dtype(1), shape[axis])
    take_var(ctx, ctx.var(0), shape, index, index_shape, axis, ctx.out())


@converter("GatherElements")
def _gather_elements(ctx: Ctx, node: Node) -> None:
    axis = axis_of(node, int(node.attr("axis", 0)), len(ctx.shape(0)))
    ctx.op("gather_elements", {"X": ctx.var(0), "Index": ctx.var(1)}, {"Out": ctx.out()}, axis=axis)


@converter("ScatterElements", "Scatter")
def _scatter_elements(ctx: Ctx, node: Node) -> None:
    reduction = node.attr("reduction", "none")
    if reduction not in ("none", "add", "mul", "max", "min"):
        raise node.bad_attr("reduction", f"should be one of none, add, mul, max, min, got {reduction!r}")
    axis = axis_of(node, int(node.attr("axis", 0)), len(ctx.shape(0)))
    ctx.op("scatter_elements", {"X": ctx.var(0), "Index": ctx.var(1), "Updates": ctx.var(2)}, {"Out": ctx.out()},
           axis=axis, reduction=reduction)


@converter("Compress")
def _compress(ctx: Ctx, node: Node) -> None:
    """The entries along `axis` where the condition (read while building) holds; no axis: of
    the flattened input."""
    axis, x, shape = node.attr("axis"), ctx.var(0), ctx.shape(0)
    if axis is None:
        x, shape, axis = reshape(ctx, x, [-1]), (int(np.prod(shape)),), 0
    axis = axis_of(node, int(axis), len(shape))
    keep = np.nonzero(ctx.value(1).astype(bool).reshape(-1)[: shape[axis]])[0]
    take(ctx, x, shape, keep, axis, ctx.out())


@converter("Trilu")
def _trilu(ctx: Ctx, node: Node) -> None:
    k = int(ctx.value(1).reshape(-1)[0]) if ctx.has(1) else 0
    ctx.op("trilu", {"X": ctx.var(0)}, {"Out": ctx.out()}, upper=bool(node.attr("upper", 1)), k=k)


@converter("CumSum")
def _cumsum(ctx: Ctx, node: Node) -> None:
    axis = axis_of(node, int(ctx.value(1).reshape(-1)[0]), len(ctx.shape(0)))
    ctx.op("cumsum", {"X": ctx.var(0)}, {"Out": ctx.out()}, axis=axis,
           exclusive=bool(node.attr("exclusive", 0)), reverse=bool(node.attr("reverse", 0)))


@converter("TopK")
def _top_k(ctx: Ctx, node: Node) -> None:
    shape = ctx.shape(0)
    axis = axis_of(node, int(node.attr("axis", -1)), len(shape))
    k = int(node.attr("k")) if ctx.opset < 10 else int(ctx.value(1).reshape(-1)[0])
    largest = bool(node.attr("largest", 1))
    if not node.attr("sorted", 1):
        raise node.unsupported("sorted=0 (an unspecified order)")
    x, last = ctx.var(0), len(shape) - 1
    perm = list(range(len(shape)))
    perm[axis], perm[last] = last, axis
    if axis != last:
        x = _transposed(ctx, x, perm)
    if not largest:
        x = _neg(ctx, x)
    vals, idx = ctx.tmp(), ctx.tmp()
    ctx.op("top_k", {"X": x}, {"Out": vals, "Indices": idx}, k=k)
    if not largest:
        vals = _neg(ctx, vals)
    if axis != last:
        vals, idx = _transposed(ctx, vals, perm), _transposed_int(ctx, idx, perm)
    ctx.alias(0, vals)
    ctx.alias(1, idx)


def _transposed(ctx: Ctx, x: str, perm: list[int]) -> str:
    out = ctx.tmp()
    ctx.op("transpose", {"X": x}, {"Out": out}, perm=perm)
    return out


def _transposed_int(ctx: Ctx, x: str, perm: list[int]) -> str:
    """Our transpose is declared for floats: indices go through float64 (exact below 2**53)."""
    f = ctx.tmp()
    ctx.op("cast", {"X": x}, {"Out": f}, out_dtype="float64")
    back = ctx.tmp()
    ctx.op("cast", {"X": _transposed(ctx, f, perm)}, {"Out": back}, out_dtype="int64")
    return back


def _neg(ctx: Ctx, x: str) -> str:
    out = ctx.tmp()
    ctx.op("neg", {"X": x}, {"Out": out})
    return out


@converter("GatherND")
def _gather_nd(ctx: Ctx, node: Node) -> None:
    ctx.op("gather_nd", {"X": ctx.var(0), "Index": ctx.var(1)}, {"Out": ctx.out()},
           batch_dims=int(node.attr("batch_dims", 0)))


@converter("ScatterND")
def _scatter_nd(ctx: Ctx, node: Node) -> None:
    ctx.op("scatter_nd", {"X": ctx.var(0), "Index": ctx.var(1), "Updates": ctx.var(2)}, {"Out": ctx.out()},
           reduction=str(node.attr("reduction", "none")))
