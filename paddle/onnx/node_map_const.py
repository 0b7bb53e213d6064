"""Converters of the ONNX ops whose values are known while building, folded to constants (a
net is built per feed shapes, and per the values a converter reads): Constant,
ConstantOfShape, Shape, Size, Range, EyeLike, the Hann, Hamming and Blackman windows; and
Identity (no op: its output is its input)."""
from __future__ import annotations

import numpy as np
from onnx import helper

from .model_check import check_size
from .node_map import Ctx, Node, converter, ints


@converter("Constant")
def _constant(ctx: Ctx, node: Node) -> None:
    kinds = {"value": None, "value_float": np.float32, "value_floats": np.float32, "value_int": np.int64,
             "value_ints": np.int64}
    given = [k for k in node.attrs if k in kinds]
    other = [k for k in node.attrs if k not in kinds]
    if other:
        raise node.unsupported(f"attribute '{other[0]}'")
    if len(given) != 1:
        raise node.bad_attr("value", f"exactly one value attribute should be given, got {given}")
    value = np.asarray(node.attr(given[0]), dtype=kinds[given[0]])
    ctx.alias(0, ctx.const(value))


@converter("ConstantOfShape")
def _constant_of_shape(ctx: Ctx, node: Node) -> None:
    fill = node.attr("value")
    fill = np.zeros(1, np.float32) if fill is None else np.asarray(fill)
    shape = ints(ctx.value(0))
    check_size(shape, fill.dtype, f"{node.where()}: the output")  # [2**40, 2**40] is refused, not allocated
    ctx.alias(0, ctx.const(np.full(shape, fill.reshape(-1)[0], dtype=fill.dtype)))


@converter("Shape")
def _shape(ctx: Ctx, node: Node) -> None:
    shape = ctx.shape(0)
    start, end = int(node.attr("start", 0)), node.attr("end")
    ctx.alias(0, ctx.const(np.asarray(shape[start:None if end is None else int(end)], np.int64)))


@converter("Size")
def _size(ctx: Ctx, node: Node) -> None:
    ctx.alias(0, ctx.const(np.asarray(int(np.prod(ctx.shape(0))), np.int64)))


@converter("Range")
def _range(ctx: Ctx, node: Node) -> None:
    dtype = ctx.dtype(0)
    start, limit, delta = (ctx.value(i).reshape(-1)[0] for i in range(3))
    n = max(int(np.ceil((limit - start) / delta)), 0)
    ctx.alias(0, ctx.const((start + np.arange(n, dtype=dtype) * delta).astype(dtype)))


@converter("EyeLike")
def _eye_like(ctx: Ctx, node: Node) -> None:
    rows, cols = ctx.shape(0)
    dtype = node.attr("dtype")
    np_dtype = ctx.dtype(0) if dtype is None else np.dtype(_np_type(node, int(dtype)))
    ctx.alias(0, ctx.const(np.eye(rows, cols, int(node.attr("k", 0)), dtype=np_dtype)))


def _np_type(node: Node, elem: int) -> np.dtype:
    return np.dtype(helper.tensor_dtype_to_np_dtype(elem))


@converter("Identity")
def _identity(ctx: Ctx, node: Node) -> None:
    ctx.alias(0, ctx.var(0))



@converter("HannWindow", "HammingWindow", "BlackmanWindow")
def _window(ctx: Ctx, node: Node) -> None:
    """A window of the size read while building: a constant (cosine sums over n / N, N the size
    when periodic, else size - 1)."""
    size = int(ctx.value(0).reshape(-1)[0])
    dtype = _np_type(node, int(node.attr("output_datatype", 1)))
    span = size if node.attr("periodic", 1) else size - 1
    angle = 2 * np.pi * np.arange(size, dtype=np.float64) / span
    if node.op_type == "HannWindow":
        w = 0.5 - 0.5 * np.cos(angle)
    elif node.op_type == "HammingWindow":
        w = 25 / 46 - (1 - 25 / 46) * np.cos(angle)
    else:
        w = 0.42 - 0.5 * np.cos(angle) + 0.08 * np.cos(2 * angle)
    ctx.alias(0, ctx.const(w.astype(dtype)))
