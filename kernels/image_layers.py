"""Image layers composed of ops (v2's names): img_conv (conv2d with its filters, a bias per
channel and an activation) and img_pool (pool2d with v2's arguments)."""
from __future__ import annotations

from typing import Any

from paddle.registry import Layer, TensorInfo, require

from .conv import conv_size
from .layers import ACTIVATIONS


def _window(x: TensorInfo, channels: Any, size: int, stride: int, padding: int) -> TensorInfo:
    """[N, channels, H', W'] after a size x size window, stride apart, over the padded image."""
    out = [conv_size(x.shape[2 + a], size, stride, padding, 1) for a in (0, 1)]
    require(all(d is None or d >= 1 for d in out),
            f"the {size} x {size} window does not fit the {x.shape[2]} x {x.shape[3]} image with padding {padding}")
    return TensorInfo((x.shape[0], channels, *out), x.dtype)


def _img_conv_shape(x: TensorInfo, *, num_filters: int, filter_size: int, stride: int, padding: int,
                    groups: int, **_: Any) -> TensorInfo:
    c = x.shape[1]
    require(c is None or c % groups == 0, f"input's channels ({c}) should be divisible by groups ({groups})")
    require(num_filters % groups == 0, f"num_filters ({num_filters}) should be divisible by groups ({groups})")
    return _window(x, num_filters, filter_size, stride, padding)


def _img_pool_shape(x: TensorInfo, *, pool_size: int, stride: int, padding: int, **_: Any) -> TensorInfo:
    return _window(x, x.shape[1], pool_size, stride, padding)


def _img_conv(b: Any, x: Any, *, num_filters: int, filter_size: int, stride: int, padding: int, groups: int,
              act: str, bias: bool) -> Any:
    """conv2d(input, w) [+ b per channel] [+ activation]; filters start Glorot-uniform (xavier)."""
    channels = b.info(x).shape[1]
    dtype = b.info(x).dtype
    shape = (num_filters, channels // groups if channels else 1, filter_size, filter_size)
    w = b.parameter("w", shape, dtype, ("xavier", {"uniform": True}))
    out = b.op("conv2d", {"Input": x, "Filter": w}, strides=[stride, stride], paddings=[padding, padding],
               groups=groups)
    if bias:
        bvar = b.parameter("b", (num_filters, 1, 1), dtype, ("fill_constant", {"value": 0.0}))
        out = b.op("add", {"X": out, "Y": bvar})
    return out if act == "linear" else b.op(act, {"X": out})


img_conv = (
    Layer("img_conv", "2-D convolution layer: act(conv2d(input, w) + b), w of [num_filters, C / groups, "
          "filter_size, filter_size] and one bias per filter.")
    .input("input", "an [N, C, H, W] batch of images", shape=("N", "C", "H", "W"))
    .output("Out", "[N, num_filters, (H + 2 padding - filter_size) / stride + 1, ...]", rank=4)
    .attribute("num_filters", int, "the number of filters (output channels)").must_set().larger_than(0)
    .attribute("filter_size", int, "the filters' height and width").must_set().in_range(1, 32)
    .attribute("stride", int, "the step of the filters along H and W").default(1).in_range(1, 32)
    .attribute("padding", int, "zeros added on each side of H and W").default(0).in_range(0, 32)
    .attribute("groups", int, "filters see C / groups channels each").default(1).in_range(1, 64)
    .attribute("act", str, "the activation").default("linear").one_of(ACTIVATIONS)
    .attribute("bias", bool, "add a learned bias per filter").default(True)
    .shape(_img_conv_shape)
    .compose(_img_conv)
    .example("x = data('x', [None, 1, 28, 28])\n"
             "y = layers.img_conv(x, num_filters=6, filter_size=5, padding=2, act='relu')")
    .register()
)


def _img_pool(b: Any, x: Any, *, pool_size: int, stride: int, padding: int, pool_type: str) -> Any:
    return b.op("pool2d", {"X": x}, pooling_type=pool_type, ksize=[pool_size, pool_size],
                strides=[stride, stride], paddings=[padding, padding])


img_pool = (
    Layer("img_pool", "2-D pooling layer (v2's img_pool): the max or average of each pool_size x pool_size "
          "window, stride apart.")
    .input("input", "an [N, C, H, W] batch of images", shape=("N", "C", "H", "W"))
    .output("Out", "[N, C, (H + 2 padding - pool_size) / stride + 1, ...]", rank=4)
    .attribute("pool_size", int, "the window's height and width").must_set().in_range(1, 32)
    .attribute("stride", int, "the step of the window").default(1).in_range(1, 32)
    .attribute("padding", int, "added on each side of H and W (at most half the window)").default(0)
    .in_range(0, 16)
    .attribute("pool_type", str, "max or avg").default("max").one_of(["max", "avg"])
    .shape(_img_pool_shape)
    .compose(_img_pool)
    .example("x = data('x', [None, 6, 28, 28])\n"
             "y = layers.img_pool(x, pool_size=2, stride=2)")
    .register()
)
