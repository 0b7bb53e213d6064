"""v2's layers on vectors with v2's signatures (`paddle.layer.addto`, `concat`, `dropout`,
`cos_sim`, `max_id`, `scaling`, `interpolation`, `tensor`, `prelu`, ...): each a composition
of registered ops. A sample is a vector [N, D] (images are flattened first, as v2 saw them)."""
from __future__ import annotations

from typing import Any

from paddle.tape import TapeItem

from .layers_support import Builder, bad_argument, compose, input_list, number, positive_int, width

# =================================================================================================
# Combining layers
# =================================================================================================


def addto(input: Any, act: Any = None, name: str | None = None, bias_attr: Any = False,
          layer_attr: Any = None) -> TapeItem:
    """The sum of the input layers (all of one shape), plus a learned bias per value where
    `bias_attr` asks (v2's default: none), then `act` (linear when None)."""
    layers = input_list("addto", "input", input)

    def build(b: Builder, xs: list[Any]) -> Any:
        out = xs[0] if len(xs) == 1 else b.op("sum", X=xs)
        if bias_attr is None or bias_attr is False:
            return out
        bias = b.param("b", list(b.shape(out)[1:]), out.info.dtype, ("fill_constant", {"value": 0.0}))
        return b.op("add", X=out, Y=bias)
    return compose("addto", build, {"input": layers}, name=name, act=act, layer_attr=layer_attr,
                   bias_attr=bias_attr)


def dropout(input: TapeItem, dropout_rate: float, name: str | None = None) -> TapeItem:
    """`input` with dropout at `dropout_rate` as a layer of its own (v2's dropout_layer: in
    training each value is zeroed with that probability, the others scaled by 1 / (1 - rate))."""
    from paddle.v2_support import Extra
    return compose("dropout", lambda b, x: b.scale(x, 1.0), {"input": input}, name=name,
                   layer_attr=Extra(drop_rate=dropout_rate))


def interpolation(input: Any, weight: TapeItem, name: str | None = None, layer_attr: Any = None) -> TapeItem:
    """w * a + (1 - w) * b for input = [a, b] and a weight [N, 1] per sample."""
    a, b_ = input_list("interpolation", "input", input, 2)

    def build(b: Builder, x: Any, y: Any, w: Any) -> Any:
        return b.op("add", X=b.op("elementwise_mul", X=w, Y=b.flat(x)),
                    Y=b.op("elementwise_mul", X=b.scale(w, -1.0, 1.0), Y=b.flat(y)))
    return compose("interpolation", build, {"input": a, "input[1]": b_, "weight": weight}, name=name,
                   layer_attr=layer_attr)


def multiplex(input: Any, name: str | None = None, layer_attr: Any = None) -> TapeItem:
    """input = [index, x_0, .., x_k-1]: row i of x_index[i] (index an integer layer [N, 1])."""
    layers = input_list("multiplex", "input", input)
    if len(layers) < 2:
        raise bad_argument("multiplex", "input", "length", len(layers), "should be an index layer and at least one "
                                                                        "layer to choose from")

    def build(b: Builder, xs: list[Any]) -> Any:
        index, *choices = xs
        rows = [b.op("unsqueeze", {"axes": [1]}, X=b.flat(x)) for x in choices]
        stacked = rows[0] if len(rows) == 1 else b.op("concat", {"axis": 1}, X=rows)  # [N, k, D]
        dtype = str(stacked.info.dtype.value)
        _, k = b.grid(1, len(choices), stacked)
        one_hot = b.op("cast", {"out_dtype": dtype},
                       X=b.op("equal", X=b.op("cast", {"out_dtype": dtype}, X=index), Y=k))  # [N, k]
        picked = b.op("elementwise_mul", X=stacked, Y=b.op("unsqueeze", {"axes": [2]}, X=one_hot))
        return b.op("reduce_sum", {"dim": [1]}, X=picked)
    return compose("multiplex", build, {"input": layers}, name=name, layer_attr=layer_attr)


# =================================================================================================
# Per-sample arithmetic
# =================================================================================================
def scaling(input: TapeItem, weight: TapeItem, name: str | None = None, layer_attr: Any = None) -> TapeItem:
    """Each sample of input times its weight [N, 1] (v2's scaling_layer)."""
    return compose("scaling", lambda b, x, w: b.op("elementwise_mul", X=b.flat(x), Y=_one_weight("scaling", w)),
                   {"input": input, "weight": weight}, name=name, layer_attr=layer_attr)


def power(input: TapeItem, weight: TapeItem, name: str | None = None, layer_attr: Any = None) -> TapeItem:
    """Each value of a sample to the power of the sample's weight [N, 1]; input positive."""
    return compose("power", lambda b, x, w: b.op("pow", X=b.flat(x), Y=_one_weight("power", w)),
                   {"input": input, "weight": weight},
                   name=name, layer_attr=layer_attr)


def _one_weight(where: str, w: Any) -> Any:
    """v2's scaling and power read one weight a sample ([N, 1]); a wider one would broadcast."""
    if width(where, "weight", w) != 1:
        raise bad_argument(where, "weight", "size", width(where, "weight", w), "should be a layer of size 1 (one "
                           "weight a sample)")
    return w


def slope_intercept(input: TapeItem, slope: float = 1.0, intercept: float = 0.0, name: str | None = None,
                    layer_attr: Any = None) -> TapeItem:
    """slope * input + intercept."""
    s, c = number("slope_intercept", "slope", slope), number("slope_intercept", "intercept", intercept)
    return compose("slope_intercept", lambda b, x: b.scale(x, s, c), {"input": input}, name=name,
                   layer_attr=layer_attr)


def sum_to_one_norm(input: TapeItem, name: str | None = None, layer_attr: Any = None) -> TapeItem:
    """Each sample divided by the sum of its values."""
    def build(b: Builder, x: Any) -> Any:
        flat = b.flat(x)
        return b.op("div", X=flat, Y=b.row_sum(flat))
    return compose("sum_to_one_norm", build, {"input": input}, name=name, layer_attr=layer_attr)


def row_l2_norm(input: TapeItem, name: str | None = None, layer_attr: Any = None) -> TapeItem:
    """Each sample divided by its L2 norm."""
    def build(b: Builder, x: Any) -> Any:
        flat = b.flat(x)
        return b.op("div", X=flat, Y=b.op("sqrt", X=b.row_sum(b.op("square", X=flat))))
    return compose("row_l2_norm", build, {"input": input}, name=name, layer_attr=layer_attr)


def clip(input: TapeItem, min: float, max: float, name: str | None = None) -> TapeItem:  # noqa: A002
    """Every value limited to [min, max] (v2's clip_layer)."""
    lo, hi = number("clip", "min", min), number("clip", "max", max)
    if lo > hi:
        raise bad_argument("clip", "min", "at_most", min, f"should be at most max ({max})")
    return compose("clip", lambda b, x: b.op("clip", {"min": lo, "max": hi}, X=x), {"input": input}, name=name)


def scale_shift(input: TapeItem, name: str | None = None, param_attr: Any = None, bias_attr: Any = None) -> TapeItem:
    """w * input + b with one learned scale w and one learned shift b for the whole layer (b
    left out where bias_attr is False). w starts at 1 and b at 0."""
    def build(b: Builder, x: Any) -> Any:
        w = b.param("w", [1], x.info.dtype, ("fill_constant", {"value": 1.0}))
        out = b.op("elementwise_mul", X=x, Y=w)
        if bias_attr is False:
            return out
        return b.op("add", X=out, Y=b.param("b", [1], x.info.dtype, ("fill_constant", {"value": 0.0})))
    return compose("scale_shift", build, {"input": input}, name=name, param_attr=param_attr, bias_attr=bias_attr)


def prelu(input: TapeItem, name: str | None = None, partial_sum: int = 1, channel_shared: bool | None = None,
          num_channels: int | None = None, param_attr: Any = None, layer_attr: Any = None) -> TapeItem:
    """Parametric relu (v2's prelu_layer): x where x > 0, else a * x, one learned slope a per
    `partial_sum` consecutive values of a sample (per channel of an image where partial_sum is
    H * W; one for all where channel_shared). The slopes start at 0.25."""
    where = "prelu"
    share = positive_int(where, "partial_sum", partial_sum)

    def build(b: Builder, x: Any) -> Any:
        flat = b.flat(x)
        size = width(where, "input", flat)
        group = size if channel_shared else share
        if size % group:
            raise bad_argument(where, "partial_sum", "divides", partial_sum, f"should divide the input's size {size}")
        slopes = b.param("w", [size // group], flat.info.dtype, ("fill_constant", {"value": 0.25}))
        grouped = b.op("reshape", {"shape": [-1, size // group, group]}, X=flat)
        out = b.op("prelu", X=grouped, Alpha=slopes)
        return b.op("reshape", {"shape": [-1, *b.shape(x)[1:]]}, X=out)
    return compose(where, build, {"input": input}, name=name, param_attr=param_attr, layer_attr=layer_attr)


# =================================================================================================
# Pairs of vectors
# =================================================================================================
def cos_sim(a: TapeItem, b: TapeItem, scale: float = 1, size: int = 1, name: str | None = None,
            layer_attr: Any = None) -> TapeItem:
    """scale * cos(a, b) per sample (v2's cos_sim). `size` > 1: b holds `size` vectors of a's
    width per sample, and the output is the `size` cosines of a with each, [N, size]."""
    where = "cos_sim"
    k, s = positive_int(where, "size", size), number(where, "scale", scale)

    def build(bld: Builder, x: Any, y: Any) -> Any:
        x, y = bld.flat(x), bld.flat(y)
        if k == 1:
            return bld.op("cos_sim", {"scale": s}, X=x, Y=y)
        d = width(where, "a", x)
        if width(where, "b", y) != d * k:
            raise bad_argument(where, "size", "shape", size,
                               f"should be b's width / a's width ({y.info.shape[1]} / {d})")
        many = bld.op("reshape", {"shape": [-1, k, d]}, X=y)
        one = bld.op("unsqueeze", {"axes": [1]}, X=x)
        dots = bld.op("reduce_sum", {"dim": [2]}, X=bld.op("elementwise_mul", X=many, Y=one))  # [N, k]
        norms = bld.op("elementwise_mul", X=_norm(bld, x, 1),
                       Y=bld.op("reshape", {"shape": [-1, k]}, X=_norm(bld, many, 2)))
        return bld.scale(bld.op("div", X=dots, Y=norms), s)
    return compose(where, build, {"a": a, "b": b}, name=name, layer_attr=layer_attr)


def _norm(b: Builder, x: Any, axis: int) -> Any:
    """The L2 norm along `axis` (kept), kept off 0 (about 1e-12, as the cos_sim op's floor)."""
    squares = b.op("reduce_sum", {"dim": [axis], "keep_dim": True}, X=b.op("square", X=x))
    return b.op("sqrt", X=b.scale(squares, 1.0, 1e-24))


def l2_distance(x: TapeItem, y: TapeItem, name: str | None = None, layer_attr: Any = None) -> TapeItem:
    """The Euclidean distance between the samples of x and y, [N, 1]."""
    def build(b: Builder, x: Any, y: Any) -> Any:
        return b.op("sqrt", X=b.row_sum(b.op("square", X=b.op("sub", X=b.flat(x), Y=b.flat(y)))))
    return compose("l2_distance", build, {"x": x, "y": y}, name=name, layer_attr=layer_attr)


def dot_prod(input1: TapeItem, input2: TapeItem, name: str | None = None, layer_attr: Any = None) -> TapeItem:
    """The dot product of the samples of input1 and input2, [N, 1]."""
    return compose("dot_prod", lambda b, x, y: b.row_sum(b.op("elementwise_mul", X=b.flat(x), Y=b.flat(y))),
                   {"input1": input1, "input2": input2}, name=name, layer_attr=layer_attr)


def out_prod(input1: TapeItem, input2: TapeItem, name: str | None = None, layer_attr: Any = None) -> TapeItem:
    """The outer product of the samples of input1 [N, M] and input2 [N, K], as [N, M * K]."""
    def build(b: Builder, x: Any, y: Any) -> Any:
        x, y = b.flat(x), b.flat(y)
        m, k = width("out_prod", "input1", x), width("out_prod", "input2", y)
        outer = b.op("elementwise_mul", X=b.op("unsqueeze", {"axes": [2]}, X=x),
                     Y=b.op("unsqueeze", {"axes": [1]}, X=y))
        return b.op("reshape", {"shape": [-1, m * k]}, X=outer)
    return compose("out_prod", build, {"input1": input1, "input2": input2}, name=name, layer_attr=layer_attr)


def linear_comb(weights: TapeItem, vectors: TapeItem, size: int | None = None, name: str | None = None,
                layer_attr: Any = None) -> TapeItem:
    """sum_m weights[m] * vectors[m * size:(m + 1) * size] per sample: weights [N, M], vectors
    [N, M * size] -> [N, size] (v2's linear_comb_layer, convex_comb_layer)."""
    where = "linear_comb"

    def build(b: Builder, w: Any, v: Any) -> Any:
        m, total = width(where, "weights", w), width(where, "vectors", v)
        n = total // m if size is None else positive_int(where, "size", size)
        if m * n != total:
            raise bad_argument(where, "size", "shape", size, f"times weights' width {m} should be vectors' {total}")
        parts = b.op("reshape", {"shape": [-1, m, n]}, X=b.flat(v))
        return b.op("reduce_sum", {"dim": [1]},
                    X=b.op("elementwise_mul", X=parts, Y=b.op("unsqueeze", {"axes": [2]}, X=w)))
    return compose(where, build, {"weights": weights, "vectors": vectors}, name=name, layer_attr=layer_attr)


convex_comb = linear_comb


def conv_shift(a: TapeItem, b: TapeItem, name: str | None = None, layer_attr: Any = None) -> TapeItem:
    """The circular convolution of each sample of a [N, D] with its b [N, K] (K odd, centred):
    out[i] = sum_j a[(i + j - (K - 1) / 2) mod D] * b[j] (v2's conv_shift_layer)."""
    where = "conv_shift"

    def build(bld: Builder, x: Any, kernel: Any) -> Any:
        d, k = width(where, "a", x), width(where, "b", kernel)
        if k % 2 == 0 or k > d:
            raise bad_argument(where, "b", "shape", k, f"'s width should be odd and at most a's width {d}")
        terms = []
        for j in range(k):
            shift = (j - (k - 1) // 2) % d
            rolled = x if shift == 0 else bld.op("concat", {"axis": 1}, X=[
                bld.op("slice", {"axes": [1], "starts": [shift], "ends": [d]}, X=x),
                bld.op("slice", {"axes": [1], "starts": [0], "ends": [shift]}, X=x)])
            weight = bld.op("slice", {"axes": [1], "starts": [j], "ends": [j + 1]}, X=kernel)
            terms.append(bld.op("elementwise_mul", X=rolled, Y=weight))
        return terms[0] if k == 1 else bld.op("sum", X=terms)
    return compose(where, build, {"a": a, "b": b}, name=name, layer_attr=layer_attr)


__all__ = ["addto", "dropout", "interpolation", "multiplex", "scaling", "power", "slope_intercept",
           "sum_to_one_norm", "row_l2_norm", "clip", "scale_shift", "prelu", "cos_sim", "l2_distance", "dot_prod",
           "out_prod", "linear_comb", "convex_comb", "conv_shift"]
