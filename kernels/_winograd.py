"""Winograd's F(4 x 4, 3 x 3) for conv2d's cpu kernels (kernels/conv.py; the C++ in
kernels/cpp/conv_winograd*.cc): which layers take it, and its three entry points.

A stride-1, undilated 3 x 3 layer of one group computes each 4 x 4 output tile from a 6 x 6 input
patch with 36 multiplies per input and output channel pair, not the direct convolution's 144, at
the price of transforms (additions and small constants) that need channels to spread over. The
input gradient is a 3 x 3 convolution too (dOut by the filters flipped and transposed, padded
2 - p); the filter gradient sums, per transformed tile element, products of transformed dOut and
input tiles over the whole batch.
"""
from __future__ import annotations

from typing import Any, Callable

from . import _native

# ResNet-20's 16- to 64-channel layers ran their forward and input gradient in 0.5x to 0.9x the
# direct convolution's time (AVX-512, one thread), the filter gradient in 0.55x (64 channels) to
# 0.9x (16): it transforms both the input and dOut for each product. Not measured below 16. Small
# maps keep the lead at batch 64: 8 x 8 at 64 channels 0.5x (forward) and 0.57x (filter gradient),
# 7 x 7 0.5x and 0.6x, 8 x 8 at 128 channels 0.54x and 0.64x (measured after the transforms' rework),
# so no layer of these falls back to the direct kernel or a smaller F(2 x 2) (slower still, see
# kernels/cpp/conv_winograd.h); maps under 7 x 7 take neither (conv.DIRECT_MIN_PIXELS).
MIN_CHANNELS = 8
FILTER_GRAD_MIN_CHANNELS = 16
# The kernels take the batch in chunks of 16 images, one per vector lane (kLanes in
# conv_winograd.h), so a chunk short of images costs as much as a full one: at batch 1 the layers
# above ran 6x to 8x the direct kernel's time (ResNet-50 and DenseNet-121 inference through the
# ONNX backend 1.6x and 3.3x slower), at 8 from 0.9x to 1.5x, at 16 0.5x to 0.8x. A batch takes it
# when its chunks hold no more than a quarter empty lanes.
LANE_IMAGES = 16
MAX_EMPTY_LANES = 0.25

_FORWARD: dict[str, Callable[..., Any]] = {"float32": _native.conv2d_winograd4_f32,
                                           "float64": _native.conv2d_winograd4_f64}
_FILTER_GRAD: dict[str, Callable[..., Any]] = {"float32": _native.conv2d_winograd4_filter_grad_f32,
                                               "float64": _native.conv2d_winograd4_filter_grad_f64}


def applies(x: Any, w: Any, g: Any, groups: int) -> bool:
    """Whether the forward and input gradient of this layer (which the caller found fit for the
    direct convolution) run by Winograd: paddings up to 2, as the input gradient pads 2 - p."""
    return (groups == 1 and g.kh == g.kw == 3 and g.sh == g.sw == 1 and g.dh == g.dw == 1
            and g.ph <= 2 and g.pw <= 2 and min(x.shape[1], w.shape[0]) >= MIN_CHANNELS and fills_lanes(x.shape[0]))


def fills_lanes(batch: int) -> bool:
    """Whether `batch` images fill the kernels' 16-image chunks well enough (see LANE_IMAGES)."""
    lanes = -(-batch // LANE_IMAGES) * LANE_IMAGES
    return batch >= LANE_IMAGES and lanes - batch <= MAX_EMPTY_LANES * lanes


def applies_to_filter_grad(x: Any, w: Any) -> bool:
    """Whether the filter gradient of a layer that `applies` runs by Winograd too."""
    return bool(min(x.shape[1], w.shape[0]) >= FILTER_GRAD_MIN_CHANNELS)


def forward(x: Any, w: Any, g: Any, shift: Any = None, act: int = 0) -> Any:
    """The convolution; `shift` and `act`: an epilogue per output channel (kernels/cpp/conv_epilogue.h)."""
    return _FORWARD[x.dtype.name](x, w, g.ph, g.pw, shift=shift, act=act)


def input_grad(w: Any, dout: Any, g: Any) -> Any:
    """dOut convolved with the filters flipped and transposed ([C, M, 3, 3]), padded 2 - p."""
    return _FORWARD[dout.dtype.name](dout, w[:, :, ::-1, ::-1].transpose(1, 0, 2, 3), 2 - g.ph, 2 - g.pw)


def filter_grad(x: Any, dout: Any, g: Any) -> Any:
    return _FILTER_GRAD[x.dtype.name](x, dout, g.ph, g.pw)
