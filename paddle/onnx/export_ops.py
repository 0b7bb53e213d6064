"""The ONNX translation of each op type: `TRANSLATIONS[op type](graph, op)` emits the ONNX nodes
that compute the op's outputs from its inputs, reading its (validated, defaulted) attributes.

Every translation targets opset 18 (paddle/onnx/export.py says why). Only the outputs that
inference reads are emitted: dropout's Mask and StepOut, batch_norm's running statistics and
layer_norm's Mean and Variance are training state; a net that reads them downstream is refused by
the exporter (it names the missing variable). Sequences (LoD) have no ONNX form, so the sequence_*
ops have no translation; nor have the random initialisers, the optimizers and the metrics, which
a saved inference model does not hold. The losses have one: a model exported with its cost.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, Callable

import numpy as np

if TYPE_CHECKING:
    from .export import GraphBuilder, OpView

Translation = Callable[["GraphBuilder", "OpView"], None]
TRANSLATIONS: dict[str, Translation] = {}


def translates(*op_types: str) -> Callable[[Translation], Translation]:
    def register(fn: Translation) -> Translation:
        for t in op_types:
            TRANSLATIONS[t] = fn
        return fn
    return register


# --- one ONNX node of the same inputs and attributes -------------------------------------------------
def _same(onnx_type: str, **attrs: Any) -> Translation:
    def emit(g: "GraphBuilder", op: "OpView") -> None:
        g.node(onnx_type, [n for t in op.input_slots for n in op.xs(t)], op.y(op.output_slots[0]), **attrs)
    return emit


UNARY = {"exp": "Exp", "log": "Log", "sqrt": "Sqrt", "abs": "Abs", "sign": "Sign", "reciprocal": "Reciprocal",
         "floor": "Floor", "ceil": "Ceil", "round": "Round", "sin": "Sin", "cos": "Cos", "erf": "Erf",
         "sigmoid": "Sigmoid", "relu": "Relu", "tanh": "Tanh", "neg": "Neg", "softsign": "Softsign",
         "assign": "Identity"}
# numpy broadcasting on both sides, as ONNX's; rowwise_add's [N] vector broadcasts over the rows
BINARY = {"add": "Add", "elementwise_add": "Add", "rowwise_add": "Add", "sub": "Sub", "elementwise_mul": "Mul",
          "div": "Div", "pow": "Pow", "maximum": "Max", "minimum": "Min", "equal": "Equal", "less": "Less",
          "less_equal": "LessOrEqual", "greater": "Greater", "greater_equal": "GreaterOrEqual", "where": "Where",
          "mul": "MatMul"}
for _name, _onnx in {**UNARY, **BINARY}.items():
    TRANSLATIONS[_name] = _same(_onnx)
TRANSLATIONS["sum"] = _same("Sum")  # variadic X
TRANSLATIONS["gather"] = _same("Gather", axis=0)


@translates("not_equal")
def _not_equal(g: "GraphBuilder", op: "OpView") -> None:
    g.node("Not", [g.node("Equal", [op.x("X"), op.x("Y")])], op.y("Out"))


@translates("rsqrt")
def _rsqrt(g: "GraphBuilder", op: "OpView") -> None:
    g.node("Reciprocal", [g.node("Sqrt", [op.x("X")])], op.y("Out"))


@translates("square")
def _square(g: "GraphBuilder", op: "OpView") -> None:
    g.node("Mul", [op.x("X"), op.x("X")], op.y("Out"))


# --- activations --------------------------------------------------------------------------------
@translates("leaky_relu")
def _leaky_relu(g: "GraphBuilder", op: "OpView") -> None:
    g.node("LeakyRelu", [op.x("X")], op.y("Out"), alpha=op.attrs["alpha"])


@translates("elu")
def _elu(g: "GraphBuilder", op: "OpView") -> None:
    g.node("Elu", [op.x("X")], op.y("Out"), alpha=op.attrs["alpha"])


@translates("selu")
def _selu(g: "GraphBuilder", op: "OpView") -> None:
    g.node("Selu", [op.x("X")], op.y("Out"), alpha=op.attrs["alpha"], gamma=op.attrs["scale"])


@translates("hard_sigmoid")
def _hard_sigmoid(g: "GraphBuilder", op: "OpView") -> None:
    g.node("HardSigmoid", [op.x("X")], op.y("Out"), alpha=op.attrs["slope"], beta=op.attrs["offset"])


@translates("softmax")
def _softmax(g: "GraphBuilder", op: "OpView") -> None:
    g.node("Softmax", [op.x("X")], op.y("Out"), axis=op.attrs["axis"])  # one axis since opset 13


@translates("gelu")
def _gelu(g: "GraphBuilder", op: "OpView") -> None:
    """0.5 x (1 + erf(x / sqrt 2)), or its tanh form (ONNX's Gelu is opset 20)."""
    x, c = op.x("X"), op.like("X")
    if op.attrs["approximate"]:
        cube = g.node("Mul", [g.node("Mul", [x, x]), x])
        inner = g.node("Mul", [g.node("Add", [x, g.node("Mul", [cube, c(0.044715)])]), c(math.sqrt(2.0 / math.pi))])
        core = g.node("Tanh", [inner])
    else:
        core = g.node("Erf", [g.node("Mul", [x, c(math.sqrt(0.5))])])
    half_x = g.node("Mul", [x, c(0.5)])
    g.node("Mul", [half_x, g.node("Add", [core, c(1.0)])], op.y("Out"))


@translates("softplus")
def _softplus(g: "GraphBuilder", op: "OpView") -> None:
    """log(1 + exp(beta x)) / beta, and x itself where beta x > threshold (as torch's)."""
    x, c = op.x("X"), op.like("X")
    z = g.node("Mul", [x, c(op.attrs["beta"])])
    smooth = g.node("Div", [g.node("Softplus", [z]), c(op.attrs["beta"])])
    g.node("Where", [g.node("Greater", [z, c(op.attrs["threshold"])]), x, smooth], op.y("Out"))


@translates("prelu")
def _prelu(g: "GraphBuilder", op: "OpView") -> None:
    """Alpha holds one slope per channel (dim 1 of X): shaped [1, C, 1, ...] to broadcast."""
    rank = op.rank("X")
    alpha = op.x("Alpha")
    if rank >= 2:
        alpha = g.node("Reshape", [alpha, g.ints([1, -1] + [1] * (rank - 2))])
    g.node("PRelu", [op.x("X"), alpha], op.y("Out"))


@translates("scale")
def _scale(g: "GraphBuilder", op: "OpView") -> None:
    c = op.like("X")
    g.node("Add", [g.node("Mul", [op.x("X"), c(op.attrs["scale"])]), c(op.attrs["bias"])], op.y("Out"))


@translates("clip")
def _clip(g: "GraphBuilder", op: "OpView") -> None:
    c = op.like("X")
    g.node("Clip", [op.x("X"), c(op.attrs["min"]), c(op.attrs["max"])], op.y("Out"))


@translates("cast")
def _cast(g: "GraphBuilder", op: "OpView") -> None:
    g.node("Cast", [op.x("X")], op.y("Out"), to=g.onnx_dtype(np.dtype(str(op.attrs["out_dtype"].value))))


# --- matrices, reductions -----------------------------------------------------------------------------
@translates("matmul")
def _matmul(g: "GraphBuilder", op: "OpView") -> None:
    def side(slot: str, flag: str) -> str:
        name = op.x(slot)
        if not op.attrs[flag]:
            return name
        rank = op.rank(slot)
        return g.node("Transpose", [name], perm=[*range(rank - 2), rank - 1, rank - 2])
    g.node("MatMul", [side("X", "transpose_x"), side("Y", "transpose_y")], op.y("Out"))


REDUCE = {"reduce_sum": "ReduceSum", "reduce_mean": "ReduceMean", "reduce_prod": "ReduceProd",
          "reduce_max": "ReduceMax", "reduce_min": "ReduceMin", "logsumexp": "ReduceLogSumExp"}


def _reduce(onnx_type: str) -> Translation:
    def emit(g: "GraphBuilder", op: "OpView") -> None:
        dim = list(op.attrs["dim"] or [])
        inputs = [op.x("X")] + ([g.ints(dim)] if dim else [])  # no axes: every axis (opset 18)
        g.node(onnx_type, inputs, op.y("Out"), keepdims=int(op.attrs["keep_dim"]))
    return emit


for _name, _onnx in REDUCE.items():
    TRANSLATIONS[_name] = _reduce(_onnx)


@translates("mean")
def _mean(g: "GraphBuilder", op: "OpView") -> None:
    """The mean of every element, as a [1] tensor."""
    g.node("Reshape", [g.node("ReduceMean", [op.x("X")], keepdims=0), g.ints([1])], op.y("Out"))


@translates("argmax", "argmin")
def _arg(g: "GraphBuilder", op: "OpView") -> None:
    g.node("ArgMax" if op.type == "argmax" else "ArgMin", [op.x("X")], op.y("Out"), axis=op.attrs["axis"],
           keepdims=int(op.attrs["keep_dim"]))  # the first of equal values, as numpy


@translates("top_k")
def _top_k(g: "GraphBuilder", op: "OpView") -> None:
    g.nodes("TopK", [op.x("X"), g.ints([op.attrs["k"]])], [op.y("Out"), op.y("Indices")], axis=-1, largest=1,
            sorted=1)


# --- shapes ----------------------------------------------------------------------------------------
@translates("reshape")
def _reshape(g: "GraphBuilder", op: "OpView") -> None:
    g.node("Reshape", [op.x("X"), g.ints(op.attrs["shape"])], op.y("Out"))  # 0 copies, -1 infers: as ours


@translates("flatten")
def _flatten(g: "GraphBuilder", op: "OpView") -> None:
    g.node("Flatten", [op.x("X")], op.y("Out"), axis=op.attrs["axis"])


@translates("transpose")
def _transpose(g: "GraphBuilder", op: "OpView") -> None:
    g.node("Transpose", [op.x("X")], op.y("Out"), perm=list(op.attrs["perm"]))


@translates("squeeze")
def _squeeze(g: "GraphBuilder", op: "OpView") -> None:
    axes = list(op.attrs["axes"] or [])
    g.node("Squeeze", [op.x("X")] + ([g.ints(axes)] if axes else []), op.y("Out"))


@translates("unsqueeze")
def _unsqueeze(g: "GraphBuilder", op: "OpView") -> None:
    g.node("Unsqueeze", [op.x("X"), g.ints(op.attrs["axes"])], op.y("Out"))


@translates("expand")
def _expand(g: "GraphBuilder", op: "OpView") -> None:
    g.node("Expand", [op.x("X"), g.ints(op.attrs["shape"])], op.y("Out"))


@translates("concat")
def _concat(g: "GraphBuilder", op: "OpView") -> None:
    g.node("Concat", op.xs("X"), op.y("Out"), axis=op.attrs["axis"])


@translates("split")
def _split(g: "GraphBuilder", op: "OpView") -> None:
    """The parts' sizes from the outputs' shapes where known; else `num` equal parts."""
    axis = op.attrs["axis"]
    sizes = [op.out_info("Out", i).shape[axis] for i in range(len(op.outs("Out")))]
    outs = op.ys("Out")
    if all(s is not None for s in sizes):
        g.nodes("Split", [op.x("X"), g.ints(sizes)], outs, axis=axis)
    elif op.attrs["sections"]:
        g.refuse(op, f"split's sections {op.attrs['sections']} need the size of axis {axis}, unknown when exported")
    else:
        g.nodes("Split", [op.x("X")], outs, axis=axis, num_outputs=op.attrs["num"])


@translates("slice")
def _slice(g: "GraphBuilder", op: "OpView") -> None:
    g.node("Slice", [op.x("X"), g.ints(op.attrs["starts"]), g.ints(op.attrs["ends"]), g.ints(op.attrs["axes"])],
           op.y("Out"))  # indices clamped to each axis, as ours


@translates("pad")
def _pad(g: "GraphBuilder", op: "OpView") -> None:
    """Ours pairs (before, after) per axis; ONNX lists every before, then every after."""
    p = list(op.attrs["paddings"])
    g.node("Pad", [op.x("X"), g.ints(p[0::2] + p[1::2]), op.like("X")(op.attrs["pad_value"])], op.y("Out"),
           mode="constant")


@translates("fill_constant")
def _fill_constant(g: "GraphBuilder", op: "OpView") -> None:
    dtype = np.dtype(str(op.attrs["dtype"].value))
    g.node("Constant", [], op.y("Out"), value=g.tensor(np.full(op.attrs["shape"], op.attrs["value"], dtype)))


@translates("fill_like")
def _fill_like(g: "GraphBuilder", op: "OpView") -> None:
    dtype = np.dtype(op.info("X").dtype.value)
    g.node("ConstantOfShape", [g.node("Shape", [op.x("X")])], op.y("Out"),
           value=g.tensor(np.full([1], op.attrs["value"], dtype)))


# --- layers ---------------------------------------------------------------------------------------
@translates("conv2d", "conv2d_transpose")
def _conv(g: "GraphBuilder", op: "OpView") -> None:
    """Both filters are laid out as ONNX's (Conv: [M, C / groups, kh, kw]; ConvTranspose:
    [C, M / groups, kh, kw]); `paddings` pads both sides of H and of W."""
    ph, pw = op.attrs["paddings"]
    bias = [op.x("Bias")] if op.type == "conv2d" and op.has("Bias") else []
    g.node("Conv" if op.type == "conv2d" else "ConvTranspose", [op.x("Input"), op.x("Filter"), *bias], op.y("Output"),
           strides=list(op.attrs["strides"]), pads=[ph, pw, ph, pw], dilations=list(op.attrs["dilations"]),
           group=op.attrs["groups"])


@translates("pool2d")
def _pool2d(g: "GraphBuilder", op: "OpView") -> None:
    a = op.attrs
    is_max = a["pooling_type"] == "max"
    if a["global_pooling"]:
        g.node("GlobalMaxPool" if is_max else "GlobalAveragePool", [op.x("X")], op.y("Out"))
        return
    ph, pw = a["paddings"]
    extra = {} if is_max else {"count_include_pad": int(not a["exclusive"])}
    g.node("MaxPool" if is_max else "AveragePool", [op.x("X")], op.y("Out"), kernel_shape=list(a["ksize"]),
           strides=list(a["strides"]), pads=[ph, pw, ph, pw], ceil_mode=int(a["ceil_mode"]), **extra)


@translates("batch_norm")
def _batch_norm(g: "GraphBuilder", op: "OpView") -> None:
    """Inference: normalised by the running Mean and Variance (is_test), whatever the flag says."""
    g.node("BatchNormalization", [op.x(s) for s in ("X", "Scale", "Bias", "Mean", "Variance")], op.y("Y"),
           epsilon=op.attrs["epsilon"], momentum=op.attrs["momentum"])


@translates("layer_norm")
def _layer_norm(g: "GraphBuilder", op: "OpView") -> None:
    """Scale and Bias hold one value per normalised element, flat: shaped as X's trailing axes."""
    axis = op.attrs["begin_norm_axis"]
    x = op.x("X")
    trailing = g.node("Shape", [x], start=axis)
    ones = g.tensor(np.ones([1], np.dtype(op.info("X").dtype.value)))
    scale = g.node("Reshape", [op.x("Scale"), trailing]) if op.has("Scale") \
        else g.node("ConstantOfShape", [trailing], value=ones)
    inputs = [x, scale] + ([g.node("Reshape", [op.x("Bias"), trailing])] if op.has("Bias") else [])
    g.node("LayerNormalization", inputs, op.y("Y"), axis=axis, epsilon=op.attrs["epsilon"])


@translates("dropout")
def _dropout(g: "GraphBuilder", op: "OpView") -> None:
    """Inference: Out = X (dropout scales up in training, so inference is the identity)."""
    g.node("Identity", [op.x("X")], op.y("Out"))


@translates("lookup_table")
def _lookup_table(g: "GraphBuilder", op: "OpView") -> None:
    """The rows of W that Ids picks; those picked by padding_idx are zeros."""
    pad = op.attrs["padding_idx"]
    if pad < 0:
        g.node("Gather", [op.x("W"), op.x("Ids")], op.y("Out"), axis=0)
        return
    rows = g.node("Gather", [op.x("W"), op.x("Ids")], axis=0)
    ids_dtype = np.dtype(op.info("Ids").dtype.value)
    padded = g.node("Unsqueeze", [g.node("Equal", [op.x("Ids"), g.const(np.array(pad, ids_dtype))]), g.ints([-1])])
    g.node("Where", [padded, op.like("W")(0.0), rows], op.y("Out"))


@translates("cos_sim")
def _cos_sim(g: "GraphBuilder", op: "OpView") -> None:
    """scale * <x, y> / (|x| |y|) of each row ([N, 1]), each norm at least 1e-12 (an all-zero row
    gives 0, as ours); Y of one row is compared with every row of X."""
    x, y, c = op.x("X"), op.x("Y"), op.like("X")

    def row_sum(a: str, b: str) -> str:
        return g.node("ReduceSum", [g.node("Mul", [a, b]), g.ints([1])], keepdims=1)

    def norm(a: str) -> str:
        return g.node("Max", [g.node("Sqrt", [row_sum(a, a)]), c(1e-12)])
    cos = g.node("Div", [row_sum(x, y), g.node("Mul", [norm(x), norm(y)])])
    g.node("Mul", [cos, c(op.attrs["scale"])], op.y("Out"))


@translates("label_smooth")
def _label_smooth(g: "GraphBuilder", op: "OpView") -> None:
    """(1 - epsilon) X + epsilon PriorDist, or epsilon / C without a prior."""
    eps, c = op.attrs["epsilon"], op.like("X")
    columns = op.info("X").shape[1]
    if op.has("PriorDist"):
        prior = g.node("Mul", [op.x("PriorDist"), c(eps)])
    elif columns is not None:
        prior = c(eps / columns)
    else:
        g.refuse(op, "label_smooth without PriorDist needs X's number of columns, unknown when exported")
    g.node("Add", [g.node("Mul", [op.x("X"), c(1.0 - eps)]), prior], op.y("Out"))


@translates("sum_to_like")
def _sum_to_like(g: "GraphBuilder", op: "OpView") -> None:
    """X summed over its leading axes and those where Like has size 1 (known when exported)."""
    x, like = op.info("X").shape, op.info("Like").shape
    lead = len(x) - len(like)
    axes = [*range(lead), *(lead + i for i, d in enumerate(like) if d == 1 and x[lead + i] != 1)]
    summed = g.node("ReduceSum", [op.x("X"), g.ints(axes)], keepdims=1) if axes else op.x("X")
    g.node("Reshape", [summed, g.node("Shape", [op.x("Like")])], op.y("Out"))


# --- losses (a model saved with its cost exports it too) -------------------------------------------
@translates("square_error")
def _square_error(g: "GraphBuilder", op: "OpView") -> None:
    d = g.node("Sub", [op.x("X"), op.x("Y")])
    g.node("ReduceSum", [g.node("Mul", [d, d]), g.ints([1])], op.y("Out"), keepdims=1)


@translates("cross_entropy")
def _cross_entropy(g: "GraphBuilder", op: "OpView") -> None:
    """-log(X[i, Label[i]]), the probability floored at 1e-20 as ours."""
    picked = g.node("GatherElements", [op.x("X"), op.x("Label")], axis=1)
    g.node("Neg", [g.node("Log", [g.node("Max", [picked, op.like("X")(1e-20)])])], op.y("Out"))


@translates("sigmoid_cross_entropy_with_logits")
def _sigmoid_ce(g: "GraphBuilder", op: "OpView") -> None:
    """x (1 - z) where x >= 0, -x z below (no cancellation), plus log(1 + exp(-|x|))."""
    x, z, c = op.x("X"), op.x("Label"), op.like("X")
    linear = g.node("Where", [g.node("GreaterOrEqual", [x, c(0.0)]), g.node("Mul", [x, g.node("Sub", [c(1.0), z])]),
                              g.node("Neg", [g.node("Mul", [x, z])])])
    g.node("Add", [linear, g.node("Softplus", [g.node("Neg", [g.node("Abs", [x])])])], op.y("Out"))


@translates("softmax_with_cross_entropy")
def _softmax_ce(g: "GraphBuilder", op: "OpView") -> None:
    """Softmax of the logits' rows, and Loss = log(sum exp(x - max)) - (x[label] - max): 0 for a
    row whose label is ignore_index."""
    x, label = op.x("Logits"), op.x("Label")
    g.node("Softmax", [x], op.y("Softmax"), axis=1)
    shifted = g.node("Sub", [x, g.node("ReduceMax", [x, g.ints([1])], keepdims=1)])
    lse = g.node("Log", [g.node("ReduceSum", [g.node("Exp", [shifted]), g.ints([1])], keepdims=1)])
    ignore = g.const(np.array(op.attrs["ignore_index"], np.dtype(op.info("Label").dtype.value)))
    keep = g.node("Not", [g.node("Equal", [label, ignore])])
    zero = g.const(np.zeros((), np.dtype(op.info("Label").dtype.value)))
    picked = g.node("GatherElements", [shifted, g.node("Where", [keep, label, zero])], axis=1)
    g.node("Where", [keep, g.node("Sub", [lse, picked]), op.like("Logits")(0.0)], op.y("Loss"))
