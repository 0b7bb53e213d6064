"""Converters of ONNX's tensor ops: shapes and layouts (Reshape, Flatten, Transpose, Squeeze,
Unsqueeze, Expand, Tile, Concat, Split, Slice, Pad, CenterCropPad, DepthToSpace, SpaceToDepth)
and OneHot. Those folded to constants are in node_map_const."""
from __future__ import annotations

import numpy as np

from .model_check import check_size
from .node_map import Ctx, Node, OnnxModelError, axis_of, converter, first, ints
from .node_map_index import take
from .node_map_math import unary
from .node_map_nn import pad, reshape


def _axes_input(ctx: Ctx, node: Node, i: int, attr: str = "axes", since: int = 13) -> list[int] | None:
    """Axes given as an attribute (before opset `since`) or as input i (from it on)."""
    if ctx.opset < since:
        value = node.attr(attr)
        return None if value is None else ints(value)
    return ints(ctx.value(i)) if ctx.has(i) else None


# --- layout ------------------------------------------------------------------------------------
@converter("Reshape")
def _reshape(ctx: Ctx, node: Node) -> None:
    target = ints(ctx.value(1)) if ctx.opset >= 5 else ints(node.attr("shape"))
    allowzero = bool(node.attr("allowzero", 0))
    if not allowzero:  # 0 copies the input's size there; ours takes 0 as that too, but spelled out is clearer
        shape = ctx.shape(0)
        target = [shape[i] if d == 0 else d for i, d in enumerate(target)]
    elif 0 in target and -1 in target:
        raise node.bad_attr("allowzero", "with a 0 in the shape, -1 cannot be inferred")
    elif 0 in target:  # a size 0 kept as 0 (ours would copy X's size): the output holds no
        # elements, so it is the empty constant of its shape, and X must hold none either
        if 0 not in ctx.shape(0):
            raise node.bad_attr("allowzero", f"a 0 in the shape {target} keeps a size 0, but the input of "
                                f"shape {list(ctx.shape(0))} has elements")
        ctx.alias(0, ctx.const(np.zeros(target, dtype=ctx.dtype(0))))
        return
    reshape(ctx, ctx.var(0), target, ctx.out())


@converter("Flatten")
def _flatten(ctx: Ctx, node: Node) -> None:
    rank = len(ctx.shape(0))
    axis = int(node.attr("axis", 1))
    axis = axis + rank if axis < 0 else axis
    ctx.op("flatten", {"X": ctx.var(0)}, {"Out": ctx.out()}, axis=axis)


@converter("Transpose")
def _transpose(ctx: Ctx, node: Node) -> None:
    perm = node.attr("perm")
    perm = list(reversed(range(len(ctx.shape(0))))) if perm is None else ints(perm)
    ctx.op("transpose", {"X": ctx.var(0)}, {"Out": ctx.out()}, perm=perm)


@converter("Squeeze")
def _squeeze(ctx: Ctx, node: Node) -> None:
    ctx.op("squeeze", {"X": ctx.var(0)}, {"Out": ctx.out()}, axes=_axes_input(ctx, node, 1))


@converter("Unsqueeze")
def _unsqueeze(ctx: Ctx, node: Node) -> None:
    ctx.op("unsqueeze", {"X": ctx.var(0)}, {"Out": ctx.out()}, axes=_axes_input(ctx, node, 1))


@converter("Expand")
def _expand(ctx: Ctx, node: Node) -> None:
    """ONNX broadcasts both ways (a 1 in the shape keeps X's size): numpy's broadcast shape."""
    target = tuple(ints(ctx.value(1)))
    check_size(target, ctx.dtype(0), f"{node.where()}: the target shape")
    try:
        shape = np.broadcast_shapes(ctx.shape(0), target)
    except ValueError:
        raise OnnxModelError(f"{node.where()}: shape {list(target)} does not broadcast with the input's "
                             f"{list(ctx.shape(0))}") from None
    ctx.op("expand", {"X": ctx.var(0)}, {"Out": ctx.out()}, shape=[int(d) for d in shape])


@converter("Tile")
def _tile(ctx: Ctx, node: Node) -> None:
    """X as [1, s0, 1, s1, ...], broadcast to [r0, s0, r1, s1, ...], merged pairwise."""
    shape, repeats = ctx.shape(0), ints(ctx.value(1))
    spread = reshape(ctx, ctx.var(0), [d for s in shape for d in (1, s)])
    big = ctx.tmp()
    ctx.op("expand", {"X": spread}, {"Out": big}, shape=[d for s, r in zip(shape, repeats) for d in (r, s)])
    reshape(ctx, big, [s * r for s, r in zip(shape, repeats)], ctx.out())


@converter("Concat")
def _concat(ctx: Ctx, node: Node) -> None:
    inputs = [ctx.var(i) for i in range(ctx.n_inputs()) if ctx.has(i)]
    ctx.op("concat", {"X": inputs}, {"Out": ctx.out()}, axis=int(node.attr("axis")))


@converter("Split")
def _split(ctx: Ctx, node: Node) -> None:
    shape = ctx.shape(0)
    axis = axis_of(node, int(node.attr("axis", 0)), len(shape))
    if ctx.opset >= 13:
        sizes = ints(ctx.value(1)) if ctx.has(1) else None
    else:
        sizes = node.attr("split")
        sizes = None if sizes is None else ints(sizes)
    n = ctx.n_outputs()
    parts = node.attr("num_outputs")
    if sizes is None:
        count = int(parts) if parts is not None else n
        step = -(-shape[axis] // count)  # ONNX 18: the last part may be smaller
        sizes = [min(step, shape[axis] - i * step) for i in range(count)]
    outs = [ctx.out(j) for j in range(n)]
    ctx.op("split", {"X": ctx.var(0)}, {"Out": outs}, axis=axis, sections=sizes)


@converter("Slice")
def _slice(ctx: Ctx, node: Node) -> None:
    rank = len(ctx.shape(0))
    if ctx.opset < 10:
        starts, ends = ints(node.attr("starts")), ints(node.attr("ends"))
        axes = node.attr("axes")
        steps = None
    else:
        starts, ends = ints(ctx.value(1)), ints(ctx.value(2))
        axes = ctx.value(3) if ctx.has(3) else None
        steps = ints(ctx.value(4)) if ctx.has(4) else None
    axes = list(range(len(starts))) if axes is None else ints(axes)
    if steps is not None and any(s != 1 for s in steps):  # the positions taken, numpy's slicing as ONNX's
        x, shape = ctx.var(0), ctx.shape(0)
        for k, (a, b, e, s) in enumerate(zip(axes, starts, ends, steps)):
            a %= rank
            out = ctx.out() if k == len(axes) - 1 else ctx.tmp()
            take(ctx, x, shape, np.arange(shape[a])[b:e:s], a, out)
            x, shape = out, ctx.var_shape(out)
        return
    big = np.iinfo(np.int32).max  # ONNX writes "to the end" as INT64_MAX; ours takes int32 indexes
    clip = [max(min(v, big), -big) for v in starts], [max(min(v, big), -big) for v in ends]
    ctx.op("slice", {"X": ctx.var(0)}, {"Out": ctx.out()}, axes=[a % rank for a in axes], starts=clip[0],
           ends=clip[1])


@converter("Pad")
def _pad(ctx: Ctx, node: Node) -> None:
    mode = node.attr("mode", "constant")
    if mode not in ("constant", "edge", "reflect", "wrap"):
        raise node.bad_attr("mode", f"should be constant, edge, reflect or wrap, got {mode!r}")
    rank = len(ctx.shape(0))
    if ctx.opset < 11:
        pads, value = ints(node.attr("pads")), float(node.attr("value", 0.0))
        axes = list(range(rank))
    else:
        pads = ints(ctx.value(1))
        value = first(ctx.value(2)) if ctx.has(2) else 0.0
        axes = [a % rank for a in ints(ctx.value(3))] if ctx.has(3) else list(range(rank))
    if any(p < 0 for p in pads):
        raise node.unsupported("negative pads (cropping)")
    begin, end = [0] * rank, [0] * rank
    for k, a in enumerate(axes):
        begin[a], end[a] = pads[k], pads[k + len(axes)]
    if mode == "constant" and np.isfinite(value):
        pad(ctx, ctx.var(0), begin, end, value, ctx.out())
        return
    if mode == "constant":  # ours pads with finite values: blocks of +-inf or NaN joined on instead
        _pad_joining(ctx, begin, end, value)
        return
    x, shape = ctx.var(0), ctx.shape(0)  # per axis, the positions copied (numpy's pad modes, as ONNX's)
    padded = [a for a in range(rank) if begin[a] or end[a]]
    if not padded:
        ctx.alias(0, x)
    for k, a in enumerate(padded):
        out = ctx.out() if k == len(padded) - 1 else ctx.tmp()
        take(ctx, x, shape, np.pad(np.arange(shape[a]), (begin[a], end[a]), mode=mode), a, out)
        x, shape = out, ctx.var_shape(out)


def _pad_joining(ctx: Ctx, begin: list[int], end: list[int], value: float) -> None:
    x, shape = ctx.var(0), list(ctx.shape(0))
    axes = [a for a in range(len(shape)) if begin[a] or end[a]]
    if not axes:
        ctx.alias(0, x)
    for k, a in enumerate(axes):
        parts = []
        for size in (begin[a], None, end[a]):
            if size is None:
                parts.append(x)
            elif size:
                parts.append(ctx.const(np.full(shape[:a] + [size] + shape[a + 1:], value, ctx.dtype(0))))
        out = ctx.out() if k == len(axes) - 1 else ctx.tmp()
        ctx.op("concat", {"X": parts}, {"Out": out}, axis=a)
        x, shape[a] = out, shape[a] + begin[a] + end[a]


@converter("DepthToSpace", "SpaceToDepth")
def _depth_space(ctx: Ctx, node: Node) -> None:
    n, c, h, w = ctx.shape(0)
    b = int(node.attr("blocksize"))
    mode = node.attr("mode", "DCR")
    if node.op_type == "SpaceToDepth" and mode in ("DCR", "CRD"):
        split, final = [n, c, h // b, b, w // b, b], [n, c * b * b, h // b, w // b]
        perm = [0, 3, 5, 1, 2, 4] if mode == "DCR" else [0, 1, 3, 5, 2, 4]
    elif mode == "DCR":
        split, perm, final = [n, b, b, c // (b * b), h, w], [0, 3, 4, 1, 5, 2], [n, c // (b * b), h * b, w * b]
    elif mode == "CRD":
        split, perm, final = [n, c // (b * b), b, b, h, w], [0, 1, 4, 2, 5, 3], [n, c // (b * b), h * b, w * b]
    else:
        raise node.bad_attr("mode", f"should be DCR or CRD, got {mode!r}")
    moved = ctx.tmp()
    ctx.op("transpose", {"X": reshape(ctx, ctx.var(0), split)}, {"Out": moved}, perm=perm)
    reshape(ctx, moved, final, ctx.out())


@converter("CenterCropPad")
def _center_crop_pad(ctx: Ctx, node: Node) -> None:
    """Each of `axes` cut or zero-padded to the target size, centred (the odd one at the end)."""
    shape = ctx.shape(0)
    rank = len(shape)
    target = ints(ctx.value(1))
    axes = node.attr("axes")
    axes = list(range(rank)) if axes is None else [axis_of(node, a, rank, "axes") for a in ints(axes)]
    x = ctx.var(0)
    starts, ends, begin, end = [], [], [0] * rank, [0] * rank
    for a, size in zip(axes, target):
        d = abs(size - shape[a])
        if size < shape[a]:
            starts.append(d // 2)
            ends.append(shape[a] - d + d // 2)
        elif size > shape[a]:
            begin[a], end[a] = d // 2, d - d // 2
    cut = [a for a, size in zip(axes, target) if size < shape[a]]
    if cut:
        sliced = ctx.tmp()
        ctx.op("slice", {"X": x}, {"Out": sliced}, axes=cut, starts=starts, ends=ends)
        x = sliced
    if any(begin) or any(end):
        pad(ctx, x, begin, end, 0.0, ctx.out())
    else:
        ctx.alias(0, x)


@converter("OneHot")
def _one_hot(ctx: Ctx, node: Node) -> None:
    """A mask made by our ops (the indices, negative ones counted from the end, compared with
    0..depth-1 along the new axis), then off_value where it is False and on_value where True."""
    depth = int(ctx.value(1).reshape(-1)[0])
    values = ctx.value(2).reshape(-1)
    shape = ctx.shape(0)
    axis = axis_of(node, int(node.attr("axis", -1)), len(shape) + 1)
    index = ctx.tmp()
    ctx.op("cast", {"X": ctx.var(0)}, {"Out": index}, out_dtype="float64")
    wrapped = ctx.tmp()
    negative = ctx.tmp()
    ctx.op("less", {"X": index, "Y": ctx.const(np.zeros((), np.float64))}, {"Out": negative})
    ctx.op("where", {"Condition": negative, "X": unary(ctx, "scale", index, bias=float(depth)), "Y": index},
           {"Out": wrapped})
    column = ctx.tmp()
    ctx.op("unsqueeze", {"X": wrapped}, {"Out": column}, axes=[axis])
    numbers = np.arange(depth, dtype=np.float64).reshape([depth if i == axis else 1 for i in range(len(shape) + 1)])
    mask = ctx.tmp()
    ctx.op("equal", {"X": column, "Y": ctx.const(numbers)}, {"Out": mask})
    ctx.op("where", {"Condition": mask, "X": ctx.const(values[1]), "Y": ctx.const(values[0])}, {"Out": ctx.out()})
