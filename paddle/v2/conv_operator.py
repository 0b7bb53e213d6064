"""v2's conv_operator: an input of a `mixed` layer that
convolves each sample's image with that sample's own filters, which another layer outputs (v2's
ConvOperator; `trans=True` its ConvTransOperator, the transposed convolution).

    op = paddle.layer.conv_operator(img=images, filter=filters, filter_size=3, num_filters=8,
                                    num_channels=4)
    out = paddle.layer.mixed(input=op)   # [N, 8 * out_h * out_w]

Each sample's row of `filter` holds num_filters x num_channels x filter_size_y x filter_size
values in that order (trans: num_channels x num_filters x ...); images are read as img_conv
reads them (vectors: square images of num_channels). Output sizes follow v2 (floor):
(H + 2 padding_y - filter_size_y) / stride_y + 1, and for trans (H - 1) stride_y - 2 padding_y +
filter_size_y.

Composed of registered ops, one term per filter tap (i, j): the sample's image rows i, i + s, ...
(pad, slice, and a reshape that keeps every s-th row) contracted with the taps' filter values
by einsum('nchw,nmc->nmhw'), the terms summed. The transposed convolution contracts first, then
spreads each term's rows s apart (reshape, pad), shifts it by (i, j) (pad), sums and crops the
padding. Exact, differentiable in both inputs through those ops' gradients, and with no
kernel of its own (the batch is not known when the layer is configured, so a grouped conv2d
with one group per sample cannot be declared).

conv_projection, whose filters are the projection's parameter, is paddle/v2/projections_conv.py.
"""
from __future__ import annotations

import math
from typing import Any

from paddle.registry import ConfigError, InputError
from paddle.tape import TapeItem
from paddle.v2_support import as_v2_input, image_dims

from .projections import Projection, register_builder, width
from .projections_conv import out_side, whole_argument

Builder = Any  # paddle.graph.GraphBuilder
WHERE = "conv_operator"


class _ImageSlot:
    expected_rank = 4


def _fail(argument: str, rule: str, why: str, value: Any) -> ConfigError:
    return ConfigError(f"{WHERE}: {argument} {why}, got {value!r}", layer=WHERE, argument=argument, rule=rule,
                       value=value)


def _count(argument: str, value: Any, minimum: int) -> int:
    return whole_argument(argument, value, minimum, WHERE)


def _image_size(img: TapeItem, num_channels: int | None) -> tuple[int, int, int]:
    """(channels, height, width) of the images `img` holds, as img_conv reads them."""
    shape = img.output.info.shape
    if len(shape) == 4:
        channels, height, width_ = (int(d) for d in shape[1:])
        if num_channels is not None and num_channels != channels:
            raise _fail("num_channels", "shape", f"should be img's channels ({channels})", num_channels)
        return channels, height, width_
    size, channels = width(img), num_channels or 1
    dims = image_dims(img.output)
    if dims is not None:
        height, width_ = int(dims[-2]), int(dims[-1])
        return (size // (height * width_) if num_channels is None else channels), height, width_
    side = math.isqrt(size // channels)
    if side * side * channels != size:
        raise InputError(f"{WHERE}: img holds vectors of {size} values, which are not {channels} square image "
                         f"channel(s); give num_channels", layer=WHERE, argument="img", rule="shape", value=size)
    return channels, side, side


def conv_operator(img: TapeItem, filter: TapeItem, filter_size: int, num_filters: int,  # noqa: A002  (v2's name)
                  num_channels: int | None = None, stride: int = 1, padding: int = 0,
                  filter_size_y: int | None = None, stride_y: int | None = None, padding_y: int | None = None,
                  trans: bool = False) -> Projection:
    """Each sample's image convolved with that sample's filters (a row of `filter`): v2's
    conv_operator, an input of `mixed`. `trans=True`: the transposed convolution."""
    for argument, value in (("img", img), ("filter", filter)):
        if not isinstance(value, TapeItem):
            raise _fail(argument, "type", "should be a layer", value)
    fx, sx, px = _count("filter_size", filter_size, 1), _count("stride", stride, 1), _count("padding", padding, 0)
    fy = _count("filter_size_y", fx if filter_size_y is None else filter_size_y, 1)
    sy = _count("stride_y", sx if stride_y is None else stride_y, 1)
    py = _count("padding_y", px if padding_y is None else padding_y, 0)
    filters = _count("num_filters", num_filters, 1)
    given = None if num_channels is None else _count("num_channels", num_channels, 1)
    channels, height, width_ = _image_size(img, given)
    if width(filter) != filters * channels * fy * fx:
        raise InputError(f"{WHERE}: filter should hold {filters} x {channels} x {fy} x {fx} = "
                         f"{filters * channels * fy * fx} values a sample (num_filters x num_channels x "
                         f"filter_size_y x filter_size), got {width(filter)}", layer=WHERE, argument="filter",
                         rule="shape", value=width(filter))
    oh = out_side("filter_size_y", height, fy, sy, py, bool(trans), WHERE)
    ow = out_side("filter_size", width_, fx, sx, px, bool(trans), WHERE)
    extra = {"channels": channels, "filters": filters, "filter": (fy, fx), "stride": (sy, sx),
             "padding": (py, px), "out": (oh, ow), "trans": bool(trans)}
    return Projection(WHERE, (img, filter), filters * oh * ow, None, extra)


# --- the composition -------------------------------------------------------------------------------

def _op(graph: Builder, op_type: str, attrs: dict[str, Any], **slots: Any) -> Any:
    return graph.add(op_type, slots, attrs, None, validated=False)


def _slice(graph: Builder, x: Any, axes: list[int], starts: list[int], ends: list[int]) -> Any:
    return _op(graph, "slice", {"axes": axes, "starts": starts, "ends": ends}, X=x)


def _pad_hw(graph: Builder, x: Any, top: int, bottom: int, left: int, right: int) -> Any:
    if top == bottom == left == right == 0:
        return x
    return _op(graph, "pad", {"paddings": [0, 0, 0, 0, top, bottom, left, right]}, X=x)


def _every(graph: Builder, x: Any, channels: int, out: tuple[int, int], stride: tuple[int, int]) -> Any:
    """Rows and columns 0, s, 2s, ... of x [N, C, oh * sy, ow * sx] (a reshape, then index 0 of
    each stride axis)."""
    (oh, ow), (sy, sx) = out, stride
    if sy == sx == 1:
        return x
    split = _op(graph, "reshape", {"shape": [-1, channels, oh, sy, ow, sx]}, X=x)
    first = _slice(graph, split, [3, 5], [0, 0], [1, 1])
    return _op(graph, "reshape", {"shape": [-1, channels, oh, ow]}, X=first)


def _spread(graph: Builder, x: Any, channels: int, side: tuple[int, int], stride: tuple[int, int]) -> Any:
    """x [N, C, H, W] with s - 1 zero rows (columns) after each row but the last: its rows s apart."""
    (h, w), (sy, sx) = side, stride
    if sy == sx == 1:
        return x
    split = _op(graph, "reshape", {"shape": [-1, channels, h, 1, w, 1]}, X=x)
    spaced = _op(graph, "pad", {"paddings": [0, 0, 0, 0, 0, 0, 0, sy - 1, 0, 0, 0, sx - 1]}, X=split)
    joined = _op(graph, "reshape", {"shape": [-1, channels, h * sy, w * sx]}, X=spaced)
    return _slice(graph, joined, [2, 3], [0, 0], [(h - 1) * sy + 1, (w - 1) * sx + 1])


def _tap(graph: Builder, filters: Any, i: int, j: int, shape: list[int]) -> Any:
    """The (i, j) tap of every sample's filters [N, A, B, kh, kw]: [N, A, B]."""
    picked = _slice(graph, filters, [3, 4], [i, j], [i + 1, j + 1])
    return _op(graph, "reshape", {"shape": [-1, *shape]}, X=picked)


def _convolve(graph: Builder, image: Any, filters: Any, e: dict[str, Any]) -> Any:
    (fy, fx), (sy, sx), (py, px), (oh, ow) = e["filter"], e["stride"], e["padding"], e["out"]
    c, m = e["channels"], e["filters"]
    h, w = (int(d) for d in image.info.shape[2:])
    # enough padding at the end that every tap's slice of oh * sy rows fits
    bottom = py + max(0, fy - 1 + sy * oh - (h + 2 * py))
    right = px + max(0, fx - 1 + sx * ow - (w + 2 * px))
    padded = _pad_hw(graph, image, py, bottom, px, right)
    terms = []
    for i in range(fy):
        for j in range(fx):
            rows = _slice(graph, padded, [2, 3], [i, j], [i + sy * oh, j + sx * ow])
            taken = _every(graph, rows, c, (oh, ow), (sy, sx))
            terms.append(_op(graph, "einsum", {"equation": "nchw,nmc->nmhw"},
                             Inputs=[taken, _tap(graph, filters, i, j, [m, c])]))
    return terms


def _convolve_transposed(graph: Builder, image: Any, filters: Any, e: dict[str, Any]) -> Any:
    (fy, fx), (sy, sx), (py, px), (oh, ow) = e["filter"], e["stride"], e["padding"], e["out"]
    c, m = e["channels"], e["filters"]
    h, w = (int(d) for d in image.info.shape[2:])
    spread = _spread(graph, image, c, (h, w), (sy, sx))
    terms = []
    for i in range(fy):
        for j in range(fx):
            term = _op(graph, "einsum", {"equation": "nchw,ncm->nmhw"},
                       Inputs=[spread, _tap(graph, filters, i, j, [c, m])])
            terms.append(_pad_hw(graph, term, i, fy - 1 - i, j, fx - 1 - j))  # shifted by the tap
    return terms, (py, px, oh, ow)


def _build(proj: Projection, graph: Builder, prefix: str, index: int, size: int, where: str) -> Any:
    e = proj.extra
    img, filt = proj.inputs
    image = as_v2_input(WHERE, "img", _ImageSlot(), img.output, e["channels"])
    (fy, fx), c, m = e["filter"], e["channels"], e["filters"]
    layout = [c, m, fy, fx] if e["trans"] else [m, c, fy, fx]
    filters = _op(graph, "reshape", {"shape": [-1, *layout]}, X=_flat(graph, filt.output))
    if e["trans"]:
        terms, (py, px, oh, ow) = _convolve_transposed(graph, image, filters, e)
    else:
        terms = _convolve(graph, image, filters, e)
    total = terms[0]
    for term in terms[1:]:
        total = _op(graph, "elementwise_add", {}, X=total, Y=term)
    if e["trans"] and (py or px):
        total = _slice(graph, total, [2, 3], [py, px], [py + oh, px + ow])
    return _op(graph, "reshape", {"shape": [-1, m * e["out"][0] * e["out"][1]]}, X=total)


def _flat(graph: Builder, x: Any) -> Any:
    return x if len(x.info.shape) == 2 else _op(graph, "flatten", {"axis": 1}, X=x)


register_builder(WHERE, _build)


__all__ = ["conv_operator"]
