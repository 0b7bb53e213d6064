"""v2's remaining non-sequence layers (`paddle.layer.max_id`, `trans`, `resize`, `repeat`,
`crop`, and the ones with weights: `tensor`, `selective_fc`, `factorization_machine`,
`gated_unit`), compositions of registered ops with v2's signatures."""
from __future__ import annotations

import math
import zlib
from typing import Any

from paddle.tape import TapeItem
from paddle.v2_support import activation_name

from . import activation as act_
from .layers_support import Builder, bad_argument, compose, positive_int, width


def _glorot(fan_in: int, fan_out: int) -> tuple[str, dict[str, Any]]:
    """The registry fc's initialisation: uniform in +-sqrt(6 / (fan_in + fan_out))."""
    limit = math.sqrt(6.0 / (fan_in + fan_out))
    return "uniform_random", {"min": -limit, "max": limit}


# =================================================================================================
# Shapes
# =================================================================================================
def max_id(input: TapeItem, name: str | None = None, layer_attr: Any = None) -> TapeItem:
    """The index of each sample's largest value, [N, 1] integers (v2's maxid_layer)."""
    return compose("max_id", lambda b, x: b.op("argmax", {"axis": 1, "keep_dim": True}, X=b.flat(x)),
                   {"input": input}, name=name, layer_attr=layer_attr)


def trans(input: TapeItem, name: str | None = None, layer_attr: Any = None) -> TapeItem:
    """The batch matrix [N, D] transposed, [D, N] (v2's trans_layer)."""
    return compose("trans", lambda b, x: b.op("transpose", {"perm": [1, 0]}, X=b.flat(x)), {"input": input},
                   name=name, layer_attr=layer_attr)


def resize(input: TapeItem, size: int, name: str | None = None, layer_attr: Any = None) -> TapeItem:
    """The batch's values read again as rows of `size` (v2's resize_layer): [N, D] ->
    [N * D / size, size]."""
    n = positive_int("resize", "size", size)
    return compose("resize", lambda b, x: b.op("reshape", {"shape": [-1, n]}, X=b.flat(x)), {"input": input},
                   name=name, layer_attr=layer_attr)


def repeat(input: TapeItem, num_repeats: int, as_row_vector: bool = True, act: Any = None, name: str | None = None,
           layer_attr: Any = None) -> TapeItem:
    """Each sample repeated `num_repeats` times (v2's repeat_layer): as_row_vector: [x, x, ...];
    else each value repeated in place: [x1, x1, ..., x2, x2, ...]. (paddle.op's `x + y` of a
    layer of size 1 uses it; paddle.layer.repeat is issue 18's, with sequences.)"""
    times = positive_int("repeat", "num_repeats", num_repeats)

    def build(b: Builder, x: Any) -> Any:
        flat = b.flat(x)
        if as_row_vector:
            return flat if times == 1 else b.op("concat", {"axis": 1}, X=[flat] * times)
        column = b.op("unsqueeze", {"axes": [2]}, X=flat)
        wide = column if times == 1 else b.op("concat", {"axis": 2}, X=[column] * times)
        return b.op("reshape", {"shape": [-1, width("repeat", "input", flat) * times]}, X=wide)
    return compose("repeat", build, {"input": input}, name=name, act=act, layer_attr=layer_attr)


def crop(input: Any, offset: Any, axis: int = 2, shape: Any = None, name: str | None = None,
         layer_attr: Any = None) -> TapeItem:
    """Images cropped (v2's crop_layer): the axes from `axis` on keep `shape` values (or those of
    a second input layer's), from `offset` on."""
    where = "crop"
    layers = list(input) if isinstance(input, (list, tuple)) else [input]
    start = positive_int(where, "axis", axis, minimum=1)
    offsets = [positive_int(where, "offset", o, minimum=0) for o in (offset if isinstance(offset, (list, tuple))
                                                                     else [offset])]

    def build(b: Builder, x: Any, ref: Any = None) -> Any:
        dims = b.shape(x)
        target = list(b.shape(ref)[start:]) if ref is not None else list(shape or [])[-(len(dims) - start):]
        if len(target) != len(dims) - start or len(offsets) != len(target):
            raise bad_argument(where, "offset", "length", offset,
                               f"and the shape should give one value per axis from {start} on ({len(dims) - start})")
        axes = list(range(start, len(dims)))
        return b.op("slice", {"axes": axes, "starts": offsets, "ends": [o + t for o, t in zip(offsets, target)]}, X=x)
    inputs = {"input": layers[0]} if len(layers) == 1 else {"input": layers[0], "input[1]": layers[1]}
    return compose(where, build, inputs, name=name, layer_attr=layer_attr)


def sampling_id(input: TapeItem, name: str | None = None, layer_attr: Any = None) -> TapeItem:
    """One id drawn per sample, with the probabilities of its values (v2's sampling_id_layer):
    [N, 1] integers, a new draw every run (its count `<name>.sampling_step` is a static
    parameter, its seed derived from that name and the model's seed, as dropout's)."""
    def build(b: Builder, x: Any) -> Any:
        from paddle.param_attr import ParamAttr
        step_name = f"{b.prefix}.sampling_step"
        step = b.graph.parameter(step_name, [1], "int64", ("fill_constant", {"value": 0.0}),
                                 layer=f"sampling_id layer '{b.prefix}'")
        b.graph.param_attrs[step_name] = ParamAttr(is_static=True)
        seed = (zlib.crc32(step_name.encode()) + int(b.graph.topology["seed"])) % (2 ** 31)
        return b.op("sampling_id", {"seed": seed}, X=b.flat(x), Step=step)[0]
    return compose("sampling_id", build, {"input": input}, name=name, layer_attr=layer_attr)


# =================================================================================================
# With weights
# =================================================================================================
def tensor(a: TapeItem, b: TapeItem, size: int, act: Any = None, name: str | None = None, param_attr: Any = None,
           bias_attr: Any = None, layer_attr: Any = None) -> TapeItem:
    """A bilinear layer (v2's tensor_layer): out_k = a W_k b^T (+ bias_k), k < size, W [size, Da,
    Db] learned (stored as [Da, size * Db]); `act` linear when None."""
    where = "tensor"
    k = positive_int(where, "size", size)

    def build(bld: Builder, x: Any, y: Any) -> Any:
        x, y = bld.flat(x), bld.flat(y)
        da, db = width(where, "a", x), width(where, "b", y)
        w = bld.param("w", [da, k * db], x.info.dtype, _glorot(da * db, k))
        projected = bld.op("reshape", {"shape": [-1, k, db]}, X=bld.op("mul", X=x, Y=w))
        out = bld.op("reduce_sum", {"dim": [2]}, X=bld.op("elementwise_mul", X=projected,
                                                            Y=bld.op("unsqueeze", {"axes": [1]}, X=y)))
        if bias_attr is False:
            return out
        return bld.op("add", X=out, Y=bld.param("b", [k], x.info.dtype, ("fill_constant", {"value": 0.0})))
    return compose(where, build, {"a": a, "b": b}, name=name, act=act, layer_attr=layer_attr, param_attr=param_attr,
                   bias_attr=bias_attr)


def selective_fc(input: TapeItem, size: int, select: TapeItem | None = None, act: Any = None,
                 name: str | None = None, pass_generation: bool = False, has_selected_colums: bool = True,
                 mul_ratio: float = 0.02, param_attr: Any = None, bias_attr: Any = None,
                 layer_attr: Any = None) -> TapeItem:
    """An fc layer (act tanh when None) whose output keeps only the columns `select` marks per
    sample ([N, size] of 0 and 1; all where None), the others 0. v2 computed only the selected
    columns (`mul_ratio` chose how); the values are the same."""
    where = "selective_fc"
    n = positive_int(where, "size", size)
    if pass_generation:
        raise bad_argument(where, "pass_generation", "unsupported", pass_generation,
                           "is refused: generation passes are not supported")

    def build(b: Builder, x: Any, mask: Any = None) -> Any:
        x = b.flat(x)
        d = width(where, "input", x)
        out = b.op("mul", X=x, Y=b.param("w", [d, n], x.info.dtype, _glorot(d, n)))
        if bias_attr is not False:
            out = b.op("rowwise_add", X=out, b=b.param("b", [n], x.info.dtype, ("fill_constant", {"value": 0.0})))
        out = b.activate(out, activation_name(where, act_.Tanh() if act is None else act))
        return out if mask is None else b.op("elementwise_mul", X=out, Y=mask)
    return compose(where, build, {"input": input, "select": select}, name=name, layer_attr=layer_attr,
                   param_attr=param_attr, bias_attr=bias_attr)


def factorization_machine(input: TapeItem, factor_size: int, act: Any = None, name: str | None = None,
                          param_attr: Any = None, layer_attr: Any = None) -> TapeItem:
    """The pairwise interactions of a factorization machine (Rendle 2010; v2's
    factorization_machine): sum_{i<j} <v_i, v_j> x_i x_j = 0.5 sum_f [(x V)_f^2 - (x^2 V^2)_f],
    V [D, factor_size] learned; [N, 1]; `act` linear when None."""
    where = "factorization_machine"
    k = positive_int(where, "factor_size", factor_size)

    def build(b: Builder, x: Any) -> Any:
        x = b.flat(x)
        d = width(where, "input", x)
        v = b.param("w", [d, k], x.info.dtype, ("gaussian_random", {"mean": 0.0, "std": 1.0 / math.sqrt(d)}))
        whole = b.op("square", X=b.op("mul", X=x, Y=v))
        parts = b.op("mul", X=b.op("square", X=x), Y=b.op("square", X=v))
        return b.scale(b.row_sum(b.op("sub", X=whole, Y=parts)), 0.5)
    return compose(where, build, {"input": input}, name=name, act=act, param_attr=param_attr, layer_attr=layer_attr)


def gated_unit(input: TapeItem, size: int, act: Any = None, name: str | None = None, gate_attr: Any = None,
               gate_param_attr: Any = None, gate_bias_attr: Any = True, inproj_attr: Any = None,
               inproj_param_attr: Any = None, inproj_bias_attr: Any = True, layer_attr: Any = None) -> TapeItem:
    """A gated linear unit (v2's gated_unit_layer): fc(input, size, act) * fc(input, size,
    sigmoid), each fc with its own weights and bias (`<name>_input_proj`, `<name>_gate`)."""
    from . import layer
    where = "gated_unit"
    positive_int(where, "size", size)
    prefix = name or "gated_unit"
    proj = layer.fc(input=input, size=size, act=act or act_.Linear(), param_attr=inproj_param_attr,
                    bias_attr=None if inproj_bias_attr is True else inproj_bias_attr, layer_attr=inproj_attr,
                    name=f"{prefix}_input_proj" if name else None)
    gate = layer.fc(input=input, size=size, act=act_.Sigmoid(), param_attr=gate_param_attr,
                    bias_attr=None if gate_bias_attr is True else gate_bias_attr, layer_attr=gate_attr,
                    name=f"{prefix}_gate" if name else None)
    return compose(where, lambda b, p, g: b.op("elementwise_mul", X=p, Y=g), {"input": proj, "gate": gate},
                   name=name, layer_attr=layer_attr)


def row_conv(input: TapeItem, context_len: int, act: Any = None, name: str | None = None, param_attr: Any = None,
             layer_attr: Any = None) -> TapeItem:
    """The lookahead convolution of Deep Speech 2 (v2's row_conv_layer) over each sequence of
    `input`: out[t] = sum_j input[t + j] * w[j] for the `context_len` steps from t on (within the
    sequence), a weight per step and feature; `act` linear when None."""
    where = "row_conv"
    k = positive_int(where, "context_len", context_len)

    def build(b: Builder, x: Any) -> Any:
        d = width(where, "input", x)
        w = b.param("w", [k, d], x.info.dtype, ("gaussian_random", {"mean": 0.0, "std": 1.0 / math.sqrt(k * d)}))
        return b.op("row_conv", X=x, Filter=w)
    return compose(where, build, {"input": input}, name=name, act=act, param_attr=param_attr, layer_attr=layer_attr)


__all__ = ["sampling_id", "row_conv", "max_id", "trans", "resize", "repeat", "crop", "tensor", "selective_fc",
           "factorization_machine", "gated_unit"]
