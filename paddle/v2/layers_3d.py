"""v2's 3-D image layers (`paddle.layer.img_conv3d`, `img_pool3d`) on the registry's N-D `conv`,
`conv_transpose` and `pool` ops.

v2 read 3-D images from vectors whose data layer says its depth, height and width
(`paddle.layer.data(name, dense_vector(C * D * H * W), depth=D, height=H, width=W)`), channels
first; the layers here take those, or images [N, C, D, H, W] (a 3-D layer's output). A window
argument is one int for every axis or v2's list [x, y, z] (width, height, depth axes).
"""
from __future__ import annotations

from typing import Any

from paddle.registry import InputError
from paddle.tape import TapeItem
from paddle.v2_support import as_sized_image, image_dims

from .layers_support import Builder, bad_argument, compose, positive_int
from .layers_vision import _pool_kind


def _triple(where: str, argument: str, value: Any, y: Any = None, z: Any = None, *, minimum: int) -> list[int]:
    """A window argument as [z, y, x] (the op's axis order: depth, height, width): v2's int (or
    list [x, y, z]), the `_y` / `_z` arguments defaulting to it."""
    if isinstance(value, (list, tuple)):
        if len(value) != 3:
            raise bad_argument(where, argument, "length", value, "should be an int or a list [x, y, z]")
        value, y, z = value
    x = positive_int(where, argument, value, minimum=minimum)
    return [positive_int(where, f"{argument}_z", x if z is None else z, minimum=minimum),
            positive_int(where, f"{argument}_y", x if y is None else y, minimum=minimum), x]


def image3d(b: Builder, x: Any, num_channels: Any) -> Any:
    """x as 3-D images [N, C, D, H, W]: vectors of a data layer given depth, height and width."""
    shape = b.shape(x)
    if len(shape) == 5:
        if num_channels is not None and shape[1] != num_channels:
            raise InputError(f"{b.where} layer: input has {shape[1]} channels, num_channels says {num_channels}",
                             layer=b.where, argument="num_channels", rule="shape", value=num_channels)
        return x
    dims = image_dims(x) if len(shape) == 2 else None
    if dims is None or len(dims) != 3:
        raise InputError(f"{b.where} layer: input should be 3-D images: the vectors of a data layer made with depth=, "
                         f"height= and width=, or a 3-D layer's output [N, C, D, H, W]; got shape {list(shape)}",
                         layer=b.where, argument="input", rule="shape", value=list(shape))
    return as_sized_image(b.where, "input", x, num_channels, dims)


def img_conv3d(input: TapeItem, filter_size: Any, num_filters: int, name: str | None = None,
               num_channels: int | None = None, act: Any = None, groups: int = 1, stride: Any = 1,
               padding: Any = 0, bias_attr: Any = None, param_attr: Any = None, shared_biases: bool = True,
               layer_attr: Any = None, trans: bool = False, layer_type: str | None = None) -> TapeItem:
    """A 3-D convolution (v2's img_conv3d_layer): `num_filters` filters of size filter_size
    (int, or [x, y, z]) over [N, C, D, H, W] images, `stride` and zero `padding` likewise, `groups`
    filter groups, a bias per filter, `act` (relu when None). `trans=True`: the transposed
    convolution (v2's deconv3d). Output sides (floor, v2's caffe mode): (size + 2p - k) / s + 1."""
    where = "img_conv3d"
    kernel = _triple(where, "filter_size", filter_size, minimum=1)
    strides = _triple(where, "stride", stride, minimum=1)
    paddings = _triple(where, "padding", padding, minimum=0)
    filters, groups = positive_int(where, "num_filters", num_filters), positive_int(where, "groups", groups)
    if shared_biases is not True:
        raise bad_argument(where, "shared_biases", "unsupported", shared_biases,
                           "is refused: the convolution has one bias per filter (v2's shared biases) only")
    if layer_type not in (None, "conv3d", "deconv3d"):
        raise bad_argument(where, "layer_type", "one_of", layer_type, "should be None, 'conv3d' or 'deconv3d'")
    transposed = bool(trans) or layer_type == "deconv3d"

    def build(b: Builder, x: Any) -> Any:
        image = image3d(b, x, num_channels)
        channels = b.shape(image)[1]
        if channels % groups or filters % groups:
            raise bad_argument(where, "groups", "divides", groups,
                               f"should divide the input's {channels} channels and num_filters {filters}")
        shape = [channels, filters // groups, *kernel] if transposed else [filters, channels // groups, *kernel]
        w = b.param("w", shape, image.info.dtype, ("xavier", {"uniform": True}))
        attrs = {"strides": strides, "paddings": paddings, "dilations": [1, 1, 1], "groups": groups}
        if transposed:
            out = b.op("conv_transpose", attrs, Input=image, Filter=w)
            if bias_attr is False:
                return out
            bias = b.param("b", [filters, 1, 1, 1], image.info.dtype, ("fill_constant", {"value": 0.0}))
            return b.op("add", X=out, Y=bias)
        if bias_attr is False:
            return b.op("conv", attrs, Input=image, Filter=w)
        bias = b.param("b", [filters], image.info.dtype, ("fill_constant", {"value": 0.0}))
        return b.op("conv", attrs, Input=image, Filter=w, Bias=bias)
    return compose(where, build, {"input": input}, name=name, act=act, default_act="relu",
                   layer_attr=layer_attr, param_attr=param_attr, bias_attr=bias_attr)


def img_pool3d(input: TapeItem, pool_size: Any, name: str | None = None, num_channels: int | None = None,
               pool_type: Any = None, stride: Any = 1, padding: Any = 0, layer_attr: Any = None,
               pool_size_y: int | None = None, stride_y: int | None = None, padding_y: int | None = None,
               pool_size_z: int | None = None, stride_z: int | None = None, padding_z: int | None = None,
               ceil_mode: bool = True) -> TapeItem:
    """3-D pooling (v2's img_pool3d_layer): the max (paddle.pooling.Max(), the default) or mean
    (Avg()) of each window over [N, C, D, H, W] images; sizes per axis from `pool_size` (int or
    [x, y, z]) and the `_y` / `_z` arguments. `ceil_mode` (v2's default True): a last window may
    hang over the edge. Averages leave the padding out. Padding is 0 or 1 on each axis (the
    registry's pool op)."""
    where = "img_pool3d"
    kernel = _triple(where, "pool_size", pool_size, pool_size_y, pool_size_z, minimum=1)
    strides = _triple(where, "stride", stride, stride_y, stride_z, minimum=1)
    paddings = _triple(where, "padding", padding, padding_y, padding_z, minimum=0)
    if max(paddings) > 1:
        raise bad_argument(where, "padding", "in_range", padding, "should be 0 or 1 on each axis (3-D pooling pads "
                           "at most one pixel here)")
    kind, exclusive = _pool_kind(pool_type, where)

    def build(b: Builder, x: Any) -> Any:
        return b.op("pool", {"pooling_type": kind, "ksize": kernel, "strides": strides, "paddings": paddings,
                             "exclusive": exclusive, "ceil_mode": bool(ceil_mode)}, X=image3d(b, x, num_channels))
    return compose(where, build, {"input": input}, name=name, layer_attr=layer_attr)


__all__ = ["img_conv3d", "img_pool3d", "image3d"]
