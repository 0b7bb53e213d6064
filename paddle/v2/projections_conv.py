"""v2's `conv_projection`: a convolution with its own learnt filter, as one input of a `mixed` layer.

    with paddle.layer.mixed(bias_attr=True) as m:      # size: num_filters * out_h * out_w
        m += paddle.layer.conv_projection(input=img, filter_size=3, num_filters=8, num_channels=1)

The projection reads its input as images the way v2 did: an image layer's [N, C, H, W] output as
it is; vectors [N, D] as images of the height and width recorded for them (a data layer's
`height=`/`width=`), else of `num_channels` channels (which must then be given) and v2's size
rule: width = floor(sqrt(D / C)), height = D / (C * width), which must be whole. Its output is
the convolution's values as vectors (v2 saw every sample as one), num_filters * out_h * out_w of
them, out = floor((in + 2 padding - filter) / stride) + 1 per axis (v2's caffe mode); with
`trans=True` the transposed convolution, out = (in - 1) stride + filter - 2 padding. The `_y`
arguments give the height's (they default to the width's; `filter_size`, `stride`, `padding` may
also be (x, y) pairs). The filter is the mixed layer's parameter `<layer>.w<i>` (v2's
`_<layer>.w<i>`): [num_filters, C / groups, filter_size_y, filter_size] (transposed: [C,
num_filters / groups, ...]), drawn N(0, sqrt(2 / (filter_size^2 C))) as v2 drew it.

A mixed layer whose first input is a (non-transposed) conv_projection has v2's shared biases: one
bias per filter of its conv projections, added to the output's consecutive blocks (its filters'
maps); any other mixed layer has one bias per output value. Composed of registered ops only:
reshape, conv2d / conv2d_transpose, flatten, add.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from paddle.tape import TapeItem
from paddle.v2_support import image_dims, set_image_dims

from .projections import Projection, _fail, _layer, _weight

Builder = Any  # paddle.graph.GraphBuilder
KIND = "conv_projection"


@dataclass(frozen=True)
class ConvShape:
    """One conv projection's geometry: its input images (channels, height, width), its filters
    and windows per axis (x: width, y: height), and its output maps' size."""
    channels: int
    height: int
    width: int
    filters: int
    fx: int
    fy: int
    sx: int
    sy: int
    px: int
    py: int
    groups: int
    trans: bool
    out_h: int
    out_w: int

    @property
    def size(self) -> int:
        return self.filters * self.out_h * self.out_w

    def filter_shape(self) -> list[int]:
        if self.trans:
            return [self.channels, self.filters // self.groups, self.fy, self.fx]
        return [self.filters, self.channels // self.groups, self.fy, self.fx]


# --- arguments --------------------------------------------------------------------------------------

def whole_argument(argument: str, value: Any, minimum: int, where: str = KIND) -> int:
    """An int argument of a conv layer (`where`: the layer kind its errors name), at least `minimum`."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise _fail(where, argument, "type", f"{argument} should be an int, got {value!r}", value)
    if value < minimum:
        raise _fail(where, argument, "at_least", f"{argument} should be at least {minimum}, got {value!r}", value)
    return value


def _axes(argument: str, x: Any, y: Any, minimum: int) -> tuple[int, int]:
    """v2's (x, y) of a window argument: `x` may be an (x, y) pair when `y` is not given; `y`
    defaults to `x`."""
    if y is None and isinstance(x, (list, tuple)):
        if len(x) != 2:
            raise _fail(KIND, argument, "length", f"{argument} should be an int or an (x, y) pair, got {x!r}", x)
        x, y = x
    first = whole_argument(argument, x, minimum)
    return first, whole_argument(f"{argument}_y", first if y is None else y, minimum)


def _image(item: TapeItem, num_channels: Any) -> tuple[int, int, int]:
    """(channels, height, width) of the images `item` holds, read as v2 read them."""
    if num_channels is not None:
        whole_argument("num_channels", num_channels, 1)
    shape = tuple(item.output.info.shape)
    if len(shape) == 4 and all(isinstance(d, int) for d in shape[1:]):
        channels, height, width = (int(d) for d in shape[1:])
        if num_channels is not None and num_channels != channels:
            raise _fail(KIND, "num_channels", "shape", f"input '{item.name}' has {channels} channels, "
                        f"num_channels says {num_channels}", num_channels)
        return channels, height, width
    size = shape[1] if len(shape) == 2 else None
    if not isinstance(size, int):
        raise _fail(KIND, "input", "shape", f"the input should be images [N, C, H, W] or vectors [N, C*H*W] of a "
                    f"known size, got layer '{item.name}' of shape {list(shape)}", list(shape))
    dims = image_dims(item.output, item.model.graph)
    if dims is not None:  # a data layer given height and width, or a layer that kept them
        height, width = dims[-2:]
        channels = size // (height * width) if num_channels is None else num_channels
        if channels < 1 or channels * height * width != size:
            raise _fail(KIND, "num_channels", "shape", f"input '{item.name}' holds {size} values per sample, which "
                        f"are not {channels} channel(s) of {height} x {width} images", num_channels)
        return channels, height, width
    if num_channels is None:
        raise _fail(KIND, "num_channels", "must_set", f"input '{item.name}' holds vectors of {size} values with no "
                    "image geometry: give num_channels (v2 took it from an image layer's num_filters)", None)
    if size % num_channels:
        raise _fail(KIND, "num_channels", "divides", f"num_channels {num_channels} should divide the input's "
                    f"{size} values per sample (layer '{item.name}')", num_channels)
    pixels = size // num_channels
    width = math.isqrt(pixels)
    height = pixels // width if width else 0
    if width * height != pixels:
        raise _fail(KIND, "input", "shape", f"input '{item.name}' holds {pixels} pixels per channel, which v2's rule "
                    f"(width = floor(sqrt(pixels)) = {width}) makes no whole image of", size)
    return num_channels, height, width


def out_side(argument: str, size: int, f: int, s: int, p: int, trans: bool, where: str = KIND) -> int:
    """An output side of v2's (transposed) convolution; `argument` names the window whose axis it is."""
    out = (size - 1) * s + f - 2 * p if trans else (size + 2 * p - f) // s + 1
    if out < 1:
        raise _fail(where, argument, "shape", f"the {argument} window (filter {f}, stride {s}, padding {p}) leaves "
                    f"no output of an input {size} pixels across", out)
    return out


# --- v2's constructor ---------------------------------------------------------------------------------

def conv_projection(input: TapeItem, filter_size: Any, num_filters: int, num_channels: int | None = None,
                    stride: Any = 1, padding: Any = 0, filter_size_y: int | None = None,
                    stride_y: int | None = None, padding_y: int | None = None, groups: int = 1,
                    param_attr: Any = None, trans: bool = False) -> Projection:
    """A convolution of `input`'s images by `num_filters` learnt filters of filter_size_y x
    filter_size, as an input of a mixed layer (v2's conv_projection; see the module's doc)."""
    item = _layer(KIND, "input", input)
    fx, fy = _axes("filter_size", filter_size, filter_size_y, 1)
    sx, sy = _axes("stride", stride, stride_y, 1)
    px, py = _axes("padding", padding, padding_y, 0)
    filters = whole_argument("num_filters", num_filters, 1)
    groups = whole_argument("groups", groups, 1)
    if not isinstance(trans, bool):
        raise _fail(KIND, "trans", "type", f"trans should be True or False, got {trans!r}", trans)
    channels, height, width = _image(item, num_channels)
    if channels % groups or filters % groups:
        raise _fail(KIND, "groups", "divides", f"groups {groups} should divide the input's {channels} channels and "
                    f"num_filters {filters}", groups)
    shape = ConvShape(channels, height, width, filters, fx, fy, sx, sy, px, py, groups, trans,
                      out_side("filter_size_y", height, fy, sy, py, trans),
                      out_side("filter_size", width, fx, sx, px, trans))
    return ConvProjection(KIND, (item,), shape.size, param_attr, {"conv": shape})


class ConvProjection(Projection):
    """A conv projection: its size is its own (num_filters * out_h * out_w), whatever the layer's."""

    def build(self, graph: Builder, prefix: str, index: int, layer_size: int, where: str) -> Any:
        return _build(self, graph, prefix, index, where)


def _build(proj: Projection, graph: Builder, prefix: str, index: int, where: str) -> Any:
    g: ConvShape = proj.extra["conv"]
    x = proj.inputs[0].output
    if len(x.info.shape) != 4:
        x = graph.add("reshape", {"X": x}, {"shape": [-1, g.channels, g.height, g.width]}, None, validated=False)
    start = ("gaussian_random", {"mean": 0.0, "std": math.sqrt(2.0 / (g.fx * g.fx * g.channels))})
    w = _weight(graph, proj, prefix, index, g.filter_shape(), start, where)
    attrs = {"strides": [g.sy, g.sx], "paddings": [g.py, g.px], "dilations": [1, 1], "groups": g.groups}
    out = graph.add("conv2d_transpose" if g.trans else "conv2d", {"Input": x, "Filter": w}, attrs, None,
                    validated=False)
    return graph.add("flatten", {"X": out}, {"axis": 1}, None, validated=False)



# --- the mixed layer's side: its bias and the image size of its output ------------------------------------

def shared_bias_blocks(where: str, inputs: list[Projection], bias_attr: Any) -> int:
    """The number of biases of a mixed layer with v2's shared biases (its first input a conv
    projection, not transposed): the filters of all its inputs, each a conv projection; 0: an
    ordinary mixed layer (one bias per output value). Checked when the layer is made."""
    first = inputs[0].extra.get("conv") if inputs and inputs[0].kind == KIND else None
    if first is None or first.trans or bias_attr is False or bias_attr is None:
        return 0
    for i, p in enumerate(inputs):
        if p.kind != KIND:
            raise _fail(where, "bias_attr", "shared_bias", f"{where} layer: its first input is a conv_projection, so "
                        "its bias is one per filter of its conv projections (v2's shared biases), but input "
                        f"{i} is a {p.kind}; give bias_attr=False, or put the conv_projection after it (a bias per "
                        "output value)", p.kind)
    return sum(p.extra["conv"].filters for p in inputs)


def add_shared_bias(graph: Builder, out: Any, prefix: str, blocks: int, size: int, bias_attr: Any,
                    where: str) -> Any:
    """out [N, size] + one bias per block of size / blocks consecutive values (v2's shared biases)."""
    if size % blocks:
        raise _fail(where, "bias_attr", "divides", f"{where} layer: its {blocks} shared biases do not divide its "
                    f"{size} values", blocks)
    with graph.parameter_attrs(None, None if bias_attr is True else bias_attr):
        b = graph.layer_parameter(prefix, "b", [blocks], None, ("fill_constant", {"value": 0.0}),
                                  f"{where} layer '{prefix}'")
    column = graph.add("reshape", {"X": b}, {"shape": [blocks, 1]}, None, validated=False)
    maps = graph.add("reshape", {"X": out}, {"shape": [-1, blocks, size // blocks]}, None, validated=False)
    biased = graph.add("add", {"X": maps, "Y": column}, {}, None, validated=False)
    return graph.add("reshape", {"X": biased}, {"shape": [-1, size]}, None, validated=False)


def keep_image_size(out: Any, inputs: list[Projection]) -> None:
    """A mixed layer of conv projections of one output size keeps that size as its output's image
    height and width, so an image layer after it reads its maps as they are."""
    if any(p.kind != KIND for p in inputs):
        return
    shapes = {(int(p.extra["conv"].out_h), int(p.extra["conv"].out_w)) for p in inputs}
    if len(shapes) == 1:
        set_image_dims(out, shapes.pop())


__all__ = ["ConvShape", "ConvProjection", "conv_projection", "shared_bias_blocks", "add_shared_bias", "keep_image_size"]
