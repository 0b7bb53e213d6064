"""Converters of ONNX's network ops: Gemm, MatMul, Conv, ConvTranspose, pooling, Softmax,
LogSoftmax, Hardmax, Dropout (inference, and training with a seed)."""
from __future__ import annotations

import math

import numpy as np

from .node_map import Ctx, Node, axis_of, converter, first, ints
from .node_map_legacy import gemm_broadcast
from .node_map_math import binary, unary

MAX_PADDING = 1  # the N-D pool's (kernels/pool_nd.py): wider pads are a pad op first


def reshape(ctx: Ctx, x: str, shape: list[int], out: str | None = None) -> str:
    out = out or ctx.tmp()
    ctx.op("reshape", {"X": x}, {"Out": out}, shape=[int(d) for d in shape])
    return out


def pad(ctx: Ctx, x: str, begin: list[int], end: list[int], value: float = 0.0, out: str | None = None) -> str:
    """Pad the trailing len(begin) axes of x."""
    rank = len(ctx_shape(ctx, x))
    pairs = [0, 0] * (rank - len(begin))
    for b, e in zip(begin, end):
        pairs += [int(b), int(e)]
    out = out or ctx.tmp()
    ctx.op("pad", {"X": x}, {"Out": out}, paddings=pairs, pad_value=float(value))
    return out


def ctx_shape(ctx: Ctx, var: str) -> tuple[int, ...]:
    """The shape of any variable built so far (the builder keeps their values)."""
    return ctx.var_shape(var)


@converter("Gemm")
def _gemm(ctx: Ctx, node: Node) -> None:
    alpha, beta = float(node.attr("alpha", 1.0)), float(node.attr("beta", 1.0))
    gemm_broadcast(ctx, node)
    has_c = ctx.has(2)
    y = ctx.out() if alpha == 1.0 and not has_c else ctx.tmp()
    ctx.op("matmul", {"X": ctx.var(0), "Y": ctx.var(1)}, {"Out": y},
           transpose_x=bool(node.attr("transA", 0)), transpose_y=bool(node.attr("transB", 0)))
    if alpha != 1.0:
        y = unary(ctx, "scale", y, None if has_c else ctx.out(), scale=alpha)
    if has_c:
        c = ctx.var(2) if beta == 1.0 else unary(ctx, "scale", ctx.var(2), scale=beta)
        binary(ctx, "add", y, c, ctx.out())


@converter("MatMul")
def _matmul(ctx: Ctx, node: Node) -> None:
    """numpy's matmul: a 1-D operand is a row (X) or a column (Y), its axis dropped after."""
    x, y = ctx.var(0), ctx.var(1)
    rx, ry = len(ctx.shape(0)), len(ctx.shape(1))
    if rx == 1:
        x = unsqueeze(ctx, x, [0])
    if ry == 1:
        y = unsqueeze(ctx, y, [1])
    if rx > 1 and ry > 1:
        ctx.op("matmul", {"X": x, "Y": y}, {"Out": ctx.out()})
        return
    out = ctx.tmp()
    ctx.op("matmul", {"X": x, "Y": y}, {"Out": out})
    drop = ([-2] if rx == 1 else []) + ([-1] if ry == 1 else [])
    ctx.op("squeeze", {"X": out}, {"Out": ctx.out()}, axes=drop)


def unsqueeze(ctx: Ctx, x: str, axes: list[int]) -> str:
    out = ctx.tmp()
    ctx.op("unsqueeze", {"X": x}, {"Out": out}, axes=axes)
    return out


# --- convolution and pooling: 1-D, 2-D, 3-D ([N, C, *spatial]) ----------------------------------
# 2-D nodes map to the ops the layers use (conv2d, conv2d_transpose, pool2d); 1-D and 3-D ones to
# their N-D family (conv, conv_transpose, pool), whose cpu kernels share the 2-D fast paths.
CONV = {2: "conv2d"}
CONV_TRANSPOSE = {2: "conv2d_transpose"}
POOL = {2: "pool2d"}


def _op(table: dict[int, str], rank: int, nd: str) -> str:
    return table.get(rank, nd)


def _window(ctx: Ctx, node: Node, kernel: list[int], transpose: bool = False) -> tuple[list[int], list[int],
                                                                                    list[int], list[int]]:
    """strides, dilations, pads begin, pads end of a window over the spatial axes, auto_pad resolved."""
    rank = len(ctx.shape(0)) - 2
    if not 1 <= rank <= 3 or len(kernel) != rank:
        raise node.unsupported(f"a {node.op_type} over {rank} spatial axes with a kernel of {len(kernel)} "
                               f"(1 to 3 spatial axes, [N, C, ...])")
    strides = ints(node.attr("strides", [1] * rank))
    dilations = ints(node.attr("dilations", [1] * rank))
    pads = ints(node.attr("pads", [0] * 2 * rank))
    auto = node.attr("auto_pad", "NOTSET")
    if len(strides) != rank or len(dilations) != rank or len(pads) != 2 * rank:
        raise node.bad_attr("pads", f"strides, dilations and pads should hold {rank}, {rank} and {2 * rank} "
                            f"values for {rank} spatial axes, got {strides}, {dilations}, {pads}")
    if auto in ("SAME_UPPER", "SAME_LOWER") and not transpose:
        size = ctx.shape(0)[2:]
        total = [max((math.ceil(n / s) - 1) * s + (k - 1) * d + 1 - n, 0)
                 for n, s, k, d in zip(size, strides, kernel, dilations)]
        small = [t // 2 for t in total]
        big = [t - t // 2 for t in total]
        pads = small + big if auto == "SAME_UPPER" else big + small
    elif auto == "VALID":
        pads = [0] * 2 * rank
    elif auto not in ("NOTSET", "SAME_UPPER", "SAME_LOWER"):
        raise node.bad_attr("auto_pad", f"should be NOTSET, SAME_UPPER, SAME_LOWER or VALID, got {auto!r}")
    return strides, dilations, pads[:rank], pads[rank:]


def _bias(ctx: Ctx, y: str, out: str) -> None:
    b = reshape(ctx, ctx.var(2), [1, -1] + [1] * (len(ctx.var_shape(y)) - 2))
    binary(ctx, "add", y, b, out)


@converter("Conv")
def _conv(ctx: Ctx, node: Node) -> None:
    kernel = ints(node.attr("kernel_shape", ctx.shape(1)[2:]))
    strides, dilations, begin, end = _window(ctx, node, kernel)
    x = ctx.var(0)
    if begin != end:  # ours pads both sides alike: pad first
        x, begin = pad(ctx, x, begin, end), [0] * len(begin)
    inputs = {"Input": x, "Filter": ctx.var(1)} | ({"Bias": ctx.var(2)} if ctx.has(2) else {})
    ctx.op(_op(CONV, len(kernel), "conv"), inputs, {"Output": ctx.out()}, strides=strides, paddings=begin,
           dilations=dilations, groups=int(node.attr("group", 1)))


@converter("ConvTranspose")
def _conv_transpose(ctx: Ctx, node: Node) -> None:
    """The full transposed convolution, then cut (pads) or extended (output_padding) to size."""
    kernel = ints(node.attr("kernel_shape", ctx.shape(1)[2:]))
    strides, dilations, begin, end = _window(ctx, node, kernel, transpose=True)
    rank = len(kernel)
    size = ctx.shape(0)[2:]
    full = [(n - 1) * s + (k - 1) * d + 1 for n, s, k, d in zip(size, strides, kernel, dilations)]
    extra = ints(node.attr("output_padding", [0] * rank))
    shape = node.attr("output_shape")
    auto = node.attr("auto_pad", "NOTSET")
    if shape is not None or auto in ("SAME_UPPER", "SAME_LOWER"):
        target = ints(shape)[-rank:] if shape is not None else [n * s for n, s in zip(size, strides)]
        total = [f + e - t for f, e, t in zip(full, extra, target)]
        upper = auto == "SAME_UPPER"  # ONNX's rule: SAME_UPPER cuts less at the start, the others more
        begin = [t // 2 if upper else t - t // 2 for t in total]
        # an output larger than the full convolution (a negative total) grows at the end only, as
        # onnxruntime (its pads clamped at 0) and ONNX's reference (pads 0 without auto_pad) do
        begin = [0 if t < 0 else b for t, b in zip(total, begin)]
        end = [t - b for t, b in zip(total, begin)]
    y = ctx.tmp()
    ctx.op(_op(CONV_TRANSPOSE, rank, "conv_transpose"), {"Input": ctx.var(0), "Filter": ctx.var(1)}, {"Output": y},
           strides=strides, paddings=[0] * rank, dilations=dilations, groups=int(node.attr("group", 1)))
    # negative pads (and output_padding) extend the full convolution with zeros, positive ones cut it
    lead, grow = [max(-b, 0) for b in begin], [max(e - p, 0) for e, p in zip(extra, end)]
    if any(lead + grow):
        y = pad(ctx, y, lead, grow)
    starts = [b + g for b, g in zip(begin, lead)]
    stop = [f + e - p + g for f, e, p, g in zip(full, extra, end, lead)]
    out = ctx.tmp() if ctx.has(2) else ctx.out()
    ctx.op("slice", {"X": y}, {"Out": out}, axes=list(range(2, 2 + rank)), starts=starts, ends=stop)
    if ctx.has(2):
        _bias(ctx, out, ctx.out())


def _pool_op(ctx: Ctx, x: str, out: str, rank: int, **attrs: object) -> None:
    ctx.op(_op(POOL, rank, "pool"), {"X": x}, {"Out": out}, **attrs)


@converter("MaxPool", "AveragePool")
def _pool(ctx: Ctx, node: Node) -> None:
    kernel = ints(node.attr("kernel_shape"))
    strides, dilations, begin, end = _window(ctx, node, kernel)
    rank = len(kernel)
    ceil = bool(node.attr("ceil_mode", 0))
    indices = ctx.n_outputs() > 1 and node.proto.output[1]
    if indices or (node.op_type == "MaxPool" and ctx.dtype(0).kind in "iu"):  # int8/uint8: pool takes floats
        _max_pool_with_index(ctx, node, kernel, strides, dilations, begin + end, ceil, bool(indices))
        return
    node.attr("storage_order")
    is_max = node.op_type == "MaxPool"
    include = bool(node.attr("count_include_pad", 0))
    x = ctx.var(0)
    if any(d != 1 for d in dilations):
        from .node_map_pool_dilated import dilated_pool  # noqa: PLC0415  (it imports this module)
        dilated_pool(ctx, x, ctx.out(), "max" if is_max else "avg", kernel, strides, dilations, begin, end, ceil,
                     include)
        return
    fits = begin == end and all(2 * p <= k for p, k in zip(begin, kernel)) and (rank == 2 or max(begin) <= MAX_PADDING)
    if fits or not any(begin + end):
        _pool_op(ctx, x, ctx.out(), rank, pooling_type="max" if is_max else "avg", ksize=kernel,
                 strides=strides, paddings=begin, exclusive=not include, ceil_mode=ceil)
        return
    if ceil:
        raise node.unsupported("ceil_mode with uneven pads")
    if is_max:
        low = float(np.finfo(ctx.dtype(0)).min)  # never the max of a window holding a real pixel
        _pool_op(ctx, pad(ctx, x, begin, end, low), ctx.out(), rank, pooling_type="max", ksize=kernel,
                 strides=strides, paddings=[0] * rank)
        return
    # uneven pads, averaged over real pixels only: mean over the padded window / share of real pixels
    def mean(v: str, out: str | None = None) -> str:
        out = out or ctx.tmp()
        _pool_op(ctx, pad(ctx, v, begin, end), out, rank, pooling_type="avg", ksize=kernel, strides=strides,
                 paddings=[0] * rank, exclusive=False)
        return out
    if include:
        mean(x, ctx.out())
        return
    ones = ctx.const(np.ones((1, 1) + ctx.shape(0)[2:], ctx.dtype(0)))
    binary(ctx, "div", mean(x), mean(ones), ctx.out())


def _max_pool_with_index(ctx: Ctx, node: Node, kernel: list[int], strides: list[int], dilations: list[int],
                         pads: list[int], ceil: bool, indices: bool) -> None:
    """MaxPool with its Indices output (ONNX's flattened positions), or of integers (exact: a max
    picks a value): max_pool_with_index."""
    if ceil:
        raise node.unsupported("ceil_mode with the Indices output or integer values")
    outputs = {"Out": ctx.out(0), "Indices": ctx.out(1) if indices else ctx.tmp()}
    ctx.op("max_pool_with_index", {"X": ctx.var(0)}, outputs, ksize=kernel, strides=strides, dilations=dilations,
           paddings=pads, storage_order=int(node.attr("storage_order", 0)))


@converter("LpPool")
def _lp_pool(ctx: Ctx, node: Node) -> None:
    """(sum over the window of |x|^p)^(1/p): the window's mean of |x|^p (zero padding counted)
    times its size."""
    kernel = ints(node.attr("kernel_shape"))
    strides, dilations, begin, end = _window(ctx, node, kernel)
    rank = len(kernel)
    ceil = bool(node.attr("ceil_mode", 0))
    if ceil and all(d == 1 for d in dilations):
        raise node.unsupported("ceil_mode=1")
    p = float(node.attr("p", 2))
    if p <= 0:
        raise node.bad_attr("p", f"should be positive, got {p}")
    powered = unary(ctx, "abs", ctx.var(0))
    if p != 1:
        powered = binary(ctx, "pow", powered, ctx.const(np.asarray(p, ctx.dtype(0))))
    if any(d != 1 for d in dilations):
        from .node_map_pool_dilated import dilated_pool  # noqa: PLC0415  (it imports this module)
        total = ctx.tmp() if p != 1 else ctx.out()
        dilated_pool(ctx, powered, total, "sum", kernel, strides, dilations, begin, end, ceil, True)
        if p != 1:
            binary(ctx, "pow", total, ctx.const(np.asarray(1 / p, ctx.dtype(0))), ctx.out())
        return
    if any(begin + end):  # zeros, counted in the mean as ONNX counts them in the sum
        powered, begin = pad(ctx, powered, begin, end), [0] * rank
    mean = ctx.tmp()
    _pool_op(ctx, powered, mean, rank, pooling_type="avg", ksize=kernel, strides=strides, paddings=begin,
             exclusive=False)
    total = unary(ctx, "scale", mean, None if p != 1 else ctx.out(), scale=float(math.prod(kernel)))
    if p != 1:
        binary(ctx, "pow", total, ctx.const(np.asarray(1 / p, ctx.dtype(0))), ctx.out())


@converter("GlobalAveragePool", "GlobalMaxPool")
def _global_pool(ctx: Ctx, node: Node) -> None:
    op = "reduce_mean" if node.op_type == "GlobalAveragePool" else "reduce_max"
    axes = list(range(2, len(ctx.shape(0))))
    ctx.op(op, {"X": ctx.var(0)}, {"Out": ctx.out()}, dim=axes, keep_dim=True)


# --- softmax ------------------------------------------------------------------------------------
def softmax(ctx: Ctx, x: str, axis: int, out: str, dtype: np.dtype) -> str:
    """Softmax of `x` (of `dtype`) along `axis` into `out`. A float16 one in ONNX's steps, each rounded to
    float16 as its reference computes it (x - max, exp, the sum accumulated in float32 then
    rounded, the quotient): our softmax op rounds once, which differs from it by 2 ulp, past
    the node suite's tolerance. Every other dtype: the op (float32 accumulation for bfloat16)."""
    if dtype != np.float16:
        ctx.op("softmax", {"X": x}, {"Out": out}, axis=axis)
        return out
    top, total = ctx.tmp(), ctx.tmp()
    ctx.op("reduce_max", {"X": x}, {"Out": top}, dim=[axis], keep_dim=True)
    wide = unary(ctx, "cast", binary(ctx, "sub", x, top), out_dtype="float32")  # exp takes no float16:
    e = unary(ctx, "cast", unary(ctx, "exp", wide), out_dtype="float16")  # numpy's float16 exp rounds expf
    ctx.op("reduce_sum", {"X": e}, {"Out": total}, dim=[axis], keep_dim=True)
    return binary(ctx, "div", e, total, out)


@converter("Softmax", "LogSoftmax")
def _softmax(ctx: Ctx, node: Node) -> None:
    """Opset 13 on: along `axis`. Before: over the axes from `axis` on, X seen as a matrix."""
    shape = ctx.shape(0)
    axis = axis_of(node, int(node.attr("axis", -1 if ctx.opset >= 13 else 1)), len(shape))
    x = ctx.var(0)
    flat = ctx.opset < 13 and axis != len(shape) - 1
    if flat:
        x = reshape(ctx, x, [int(np.prod(shape[:axis])), -1])
        axis = 1
    out = ctx.tmp() if flat else ctx.out()
    if node.op_type == "Softmax":
        softmax(ctx, x, axis, out, ctx.dtype(0))
    else:
        lse = ctx.tmp()
        ctx.op("logsumexp", {"X": x}, {"Out": lse}, dim=[axis], keep_dim=True)
        binary(ctx, "sub", x, lse, out)
    if flat:
        reshape(ctx, out, list(shape), ctx.out())


@converter("Hardmax")
def _hardmax(ctx: Ctx, node: Node) -> None:
    shape = ctx.shape(0)
    axis = axis_of(node, int(node.attr("axis", -1 if ctx.opset >= 13 else 1)), len(shape))
    if ctx.opset < 13 and axis != len(shape) - 1:
        raise node.unsupported("a Hardmax before opset 13 over more than the last axis")
    ctx.op("hardmax", {"X": ctx.var(0)}, {"Out": ctx.out()}, axis=axis)


@converter("Dropout")
def _dropout(ctx: Ctx, node: Node) -> None:
    """Inference (or a ratio of 0): Out = X and a mask of ones. Training with a `seed`: ONNX's own
    mask, which its reference evaluator and its node cases draw with numpy's legacy generator,
    RandomState(seed).uniform(0, 1, X's shape) >= ratio, drawn here the same way while building:
    that generator reproduces it exactly, and as in the reference the same seed gives the same mask
    every run. Out = X * mask / (1 - ratio). Training without a seed (a fresh mask every run) is refused."""
    node.attr("ratio")
    node.attr("is_test")
    seed = node.attr("seed")
    ratio = np.asarray(ctx.value(1) if ctx.has(1) else np.float32(0.5)).reshape(())
    training = ctx.has(2) and bool(first(ctx.value(2)))
    if not training or float(ratio) == 0.0:
        ctx.alias(0, ctx.var(0))
        keep = np.ones(ctx.shape(0), bool)
    else:
        if seed is None:
            raise node.unsupported("training_mode without a seed (a fresh random mask every run)")
        if not 0.0 <= float(ratio) < 1.0:
            raise node.bad_attr("ratio", f"should be in [0, 1) in training, got {float(ratio)}")
        keep = np.random.RandomState(int(seed)).uniform(0, 1.0, ctx.shape(0)) >= ratio
        scale = 1.0 / (1.0 - ratio[()])  # in the ratio's dtype, as the reference computes it
        binary(ctx, "elementwise_mul", ctx.var(0), ctx.const((keep * scale).astype(ctx.dtype(0))), ctx.out())
    if ctx.n_outputs() > 1 and node.proto.output[1]:
        ctx.alias(1, ctx.const(keep))


# --- LRN and Einsum -----------------------------------------------------------------------------
@converter("LRN")
def _lrn(ctx: Ctx, node: Node) -> None:
    size = node.attr("size")
    if size is None:
        raise node.bad_attr("size", "is required (the number of channels in a window)")
    ctx.op("lrn", {"X": ctx.var(0)}, {"Out": ctx.out()}, size=int(size), alpha=float(node.attr("alpha", 1e-4)),
           beta=float(node.attr("beta", 0.75)), bias=float(node.attr("bias", 1.0)))


@converter("Einsum")
def _einsum(ctx: Ctx, node: Node) -> None:
    equation = node.attr("equation")
    if equation is None:
        raise node.bad_attr("equation", "is required")
    ctx.op("einsum", {"Inputs": [ctx.var(i) for i in range(ctx.n_inputs())]}, {"Out": ctx.out()},
           equation=str(equation))
