"""v2's image layers with v2's signatures and defaults (`paddle.layer.img_conv`, `img_pool`,
`batch_norm`, `img_cmrnorm`, `maxout`, `spp`, `pad`, `bilinear_interp`, `rotate`,
`switch_order`, `cross_channel_norm`), each a composition of registered ops.

An input of vectors [N, C*H*W] is taken as square images of `num_channels` channels, as v2 did;
outputs stay images [N, C, H, W] (a layer that wants vectors flattens them).
"""
from __future__ import annotations

import math
from typing import Any

from paddle.registry import ConfigError, InputError
from paddle.tape import TapeItem
from paddle.v2_support import set_image_dims

from .layers_support import Builder, bad_argument, compose, number, or_default, positive_int
from .pooling import BasePoolingType, _instance

# =================================================================================================
# Convolution and pooling
# =================================================================================================


def _pair(where: str, argument: str, x: Any, y: Any, minimum: int) -> tuple[int, int]:
    """v2's (x, y) pair of a window argument: `y` defaults to `x`."""
    first = positive_int(where, argument, x, minimum=minimum)
    second = positive_int(where, f"{argument}_y", first if y is None else y, minimum=minimum)
    return first, second


def img_conv(input: TapeItem, filter_size: int, num_filters: int, name: str | None = None,
             num_channels: int | None = None, act: Any = None, groups: int = 1, stride: int = 1,
             padding: int = 0, dilation: int = 1, bias_attr: Any = None, param_attr: Any = None,
             shared_biases: bool = True, layer_attr: Any = None, filter_size_y: int | None = None,
             stride_y: int | None = None, padding_y: int | None = None, dilation_y: int | None = None,
             trans: bool = False, layer_type: str | None = None) -> TapeItem:
    """A 2-D convolution (v2's img_conv_layer): `num_filters` filters of filter_size_y x
    filter_size over the images, stride / padding / dilation per axis (the `_y` ones default to
    the others), `groups` filter groups, a bias per filter, `act` (relu when None).
    `trans=True`: the transposed convolution (deconvolution). Filters start Glorot-uniform, as
    the registry's img_conv and fc (v2 drew N(0, sqrt(2 / (C * fh * fw))); paddle.attr.Param
    sets either)."""
    where = "img_conv"
    fx, fy = _pair(where, "filter_size", filter_size, filter_size_y, 1)
    sx, sy = _pair(where, "stride", stride, stride_y, 1)
    px, py = _pair(where, "padding", padding, padding_y, 0)
    dx, dy = _pair(where, "dilation", dilation, dilation_y, 1)
    filters = positive_int(where, "num_filters", num_filters)
    groups = positive_int(where, "groups", groups)
    if shared_biases is not True:
        raise bad_argument(where, "shared_biases", "unsupported", shared_biases,
                           "is refused: the convolution has one bias per filter (v2's shared biases) only")
    if layer_type not in (None, "exconv", "cudnn_conv", "exconvt", "cudnn_convt"):
        raise bad_argument(where, "layer_type", "one_of", layer_type,
                           "should be None, 'exconv', 'cudnn_conv' (or 'exconvt', 'cudnn_convt' with trans)")

    def build(b: Builder, x: Any) -> Any:
        image = b.image(x, num_channels)
        channels = b.shape(image)[1]
        if channels % groups or (trans and filters % groups):
            raise bad_argument(where, "groups", "divides", groups,
                               f"should divide the input's {channels} channels and num_filters {filters}")
        shape = [channels, filters // groups, fy, fx] if trans else [filters, channels // groups, fy, fx]
        w = b.param("w", shape, image.info.dtype, ("xavier", {"uniform": True}))
        attrs = {"strides": [sy, sx], "paddings": [py, px], "dilations": [dy, dx], "groups": groups}
        out = b.op("conv2d_transpose" if trans else "conv2d", attrs, Input=image, Filter=w)
        if bias_attr is False:
            return out
        bias = b.param("b", [filters, 1, 1], image.info.dtype, ("fill_constant", {"value": 0.0}))
        return b.op("add", X=out, Y=bias)
    return compose(where, build, {"input": input}, name=name, act=act, default_act="relu",
                   layer_attr=layer_attr, param_attr=param_attr, bias_attr=bias_attr)


def _pool_kind(pool_type: Any, where: str) -> tuple[str, bool]:
    """pool2d's pooling_type and `exclusive` (padding left out of averages) for v2's pool_type."""
    if pool_type is None:
        return "max", True
    if isinstance(pool_type, str):
        if pool_type not in ("max", "avg"):
            raise bad_argument(where, "pool_type", "one_of", pool_type, "should be paddle.pooling.Max() or Avg()")
        return pool_type, True
    kind: BasePoolingType = _instance(pool_type, where)
    if kind.image is None:
        raise ConfigError(f"{where}: {kind!r} pools sequences only; an image is pooled by Max or Avg",
                          layer=where, argument="pool_type", rule="one_of", value=kind.name)
    return kind.image, not getattr(kind, "include_padding", False)


def img_pool(input: TapeItem, pool_size: int, name: str | None = None, num_channels: int | None = None,
             pool_type: Any = None, stride: int = 1, padding: int = 0, layer_attr: Any = None,
             pool_size_y: int | None = None, stride_y: int | None = None, padding_y: int | None = None,
             ceil_mode: bool = True, exclude_mode: bool | None = None) -> TapeItem:
    """2-D pooling (v2's img_pool_layer): the max (paddle.pooling.Max(), the default) or mean
    (Avg()) of each pool_size_y x pool_size window, stride apart. `ceil_mode` (v2's default
    True): the last window may hang over the edge, so the output is ceil((H + 2 p - k) / s) + 1
    high. Averages leave the padding out (`exclude_mode`, True unless CudnnAvgInclPad)."""
    where = "img_pool"
    kx, ky = _pair(where, "pool_size", pool_size, pool_size_y, 1)
    sx, sy = _pair(where, "stride", stride, stride_y, 1)
    px, py = _pair(where, "padding", padding, padding_y, 0)
    kind, exclusive = _pool_kind(pool_type, where)
    exclusive = exclusive if exclude_mode is None else bool(exclude_mode)

    def build(b: Builder, x: Any) -> Any:
        return b.op("pool2d", {"pooling_type": kind, "ksize": [ky, kx], "strides": [sy, sx], "paddings": [py, px],
                               "exclusive": exclusive, "ceil_mode": bool(ceil_mode)}, X=b.image(x, num_channels))
    return compose(where, build, {"input": input}, name=name, layer_attr=layer_attr)


# =================================================================================================
# Normalisation
# =================================================================================================
BATCH_NORM_TYPES = (None, "batch_norm", "cudnn_batch_norm", "mkldnn_batch_norm")


def batch_norm(input: TapeItem, act: Any = None, name: str | None = None, img3D: bool = False,
               num_channels: int | None = None, bias_attr: Any = None, param_attr: Any = None,
               layer_attr: Any = None, batch_norm_type: str | None = None, epsilon: float = 1e-5,
               moving_average_fraction: float = 0.9, use_global_stats: bool | None = None,
               mean_var_names: Any = None) -> TapeItem:
    """Batch normalisation (v2's batch_norm_layer) per channel of images, or per feature of
    vectors [N, D] (num_channels not given); `act` relu when None, as v2's. Parameters: a scale
    `<name>.w` (ones) and shift `<name>.b` (zeros), trained; the running mean and variance
    (`<name>.mean`, `<name>.variance`, or the two names of `mean_var_names`), updated in
    training with `moving_average_fraction` and used at inference, or always where
    `use_global_stats`. All batch_norm_types compute the same. `img3D`: per channel of 3-D images."""
    where = "batch_norm"
    if batch_norm_type not in BATCH_NORM_TYPES:
        raise bad_argument(where, "batch_norm_type", "one_of", batch_norm_type, f"should be one of {BATCH_NORM_TYPES}")
    eps, fraction = number(where, "epsilon", epsilon), number(where, "moving_average_fraction",
                                                              moving_average_fraction)
    names = None if mean_var_names is None else list(mean_var_names)
    if names is not None and (len(names) != 2 or not all(isinstance(n, str) and n for n in names)):
        raise bad_argument(where, "mean_var_names", "type", mean_var_names, "should be two parameter names")

    def build(b: Builder, x: Any) -> Any:
        if img3D:  # 3-D images [N, C, D, H, W] (paddle/v2/layers_3d.py)
            from .layers_3d import image3d
            image = image3d(b, x, num_channels)
        else:
            image = x if num_channels is None or len(b.shape(x)) == 4 else b.image(x, num_channels)
        c, dtype = b.shape(image)[1], image.info.dtype
        scale = b.param("w", [c], dtype, ("fill_constant", {"value": 1.0}))
        shift = b.param("b", [c], dtype, ("fill_constant", {"value": 0.0}))
        running = [_running(b, names[i] if names else f"{b.prefix}.{suffix}", c, dtype, start)
                   for i, (suffix, start) in enumerate((("mean", 0.0), ("variance", 1.0)))]
        attrs = {"momentum": fraction, "epsilon": eps, "is_test": bool(use_global_stats)}
        return b.op("batch_norm", attrs, X=image, Scale=scale, Bias=shift, Mean=running[0], Variance=running[1])[0]
    return compose(where, build, {"input": input}, name=name, act=act, default_act="relu", layer_attr=layer_attr,
                   param_attr=param_attr, bias_attr=bias_attr)


def _running(b: Builder, name: str, channels: int, dtype: Any, start: float) -> Any:
    """A running statistic: a static parameter (updated by the op, never by the optimizer)."""
    from paddle.param_attr import ParamAttr
    handle = b.graph.parameter(name, [channels], dtype, ("fill_constant", {"value": start}),
                               layer=f"batch_norm layer '{b.prefix}'")
    b.graph.param_attrs[name] = ParamAttr(is_static=True)
    return handle


def img_cmrnorm(input: TapeItem, size: int, scale: float = 0.0128, power: float = 0.75, name: str | None = None,
                num_channels: int | None = None, layer_attr: Any = None) -> TapeItem:
    """Local response normalisation across channels (v2's img_cmrnorm_layer, "cmrnorm-projection"):
    x / (1 + scale / size * S) ** power, S the sum of squares over `size` neighbouring channels
    (the registry's lrn with alpha=scale, beta=power, bias=1)."""
    where = "img_cmrnorm"
    attrs = {"size": positive_int(where, "size", size), "alpha": number(where, "scale", scale),
             "beta": number(where, "power", power), "bias": 1.0}

    def build(b: Builder, x: Any) -> Any:
        return b.op("lrn", attrs, X=b.image(x, num_channels))
    return compose(where, build, {"input": input}, name=name, layer_attr=layer_attr)


def cross_channel_norm(input: TapeItem, name: str | None = None, param_attr: Any = None) -> TapeItem:
    """Each pixel's channel vector scaled to unit L2 norm, then by a learned scale per channel
    (v2's cross_channel_norm_layer, SSD's; the scales start at 1)."""
    def build(b: Builder, x: Any) -> Any:
        image = b.image(x, None)
        c = b.shape(image)[1]
        norm = b.op("sqrt", X=b.op("reduce_sum", {"dim": [1], "keep_dim": True}, X=b.op("square", X=image)))
        unit = b.op("div", X=image, Y=b.scale(norm, 1.0, 1e-10))
        scale = b.param("w", [c, 1, 1], image.info.dtype, ("fill_constant", {"value": 1.0}))
        return b.op("elementwise_mul", X=unit, Y=scale)
    return compose("cross_channel_norm", build, {"input": input}, name=name, param_attr=param_attr)


# =================================================================================================
# Reshaping images
# =================================================================================================
def maxout(input: TapeItem, groups: int, num_channels: int | None = None, name: str | None = None,
           layer_attr: Any = None) -> TapeItem:
    """Maxout over channels (v2's maxout_layer): output channel c is the max of input channels
    c * groups .. c * groups + groups - 1; [N, C, H, W] -> [N, C / groups, H, W]."""
    where = "maxout"
    g = positive_int(where, "groups", groups)

    def build(b: Builder, x: Any) -> Any:
        image = b.image(x, num_channels)
        n, c, h, w = b.shape(image)
        if c % g:
            raise bad_argument(where, "groups", "divides", g, f"should divide the input's {c} channels")
        grouped = b.op("reshape", {"shape": [-1, c // g, g, h * w]}, X=image)
        return b.op("reshape", {"shape": [-1, c // g, h, w]},
                    X=b.op("reduce_max", {"dim": [2], "keep_dim": False}, X=grouped))
    return compose(where, build, {"input": input}, name=name, layer_attr=layer_attr)


def spp(input: TapeItem, pyramid_height: int, name: str | None = None, num_channels: int | None = None,
        pool_type: Any = None, layer_attr: Any = None) -> TapeItem:
    """Spatial pyramid pooling (v2's spp_layer): for each level l < pyramid_height, the image
    pooled into 2^l x 2^l bins (windows ceil(H / bins), padded evenly); all levels flattened and
    concatenated: [N, C * sum(4^l)]."""
    where = "spp"
    height = positive_int(where, "pyramid_height", pyramid_height)
    kind, _ = _pool_kind(pool_type, where)

    def build(b: Builder, x: Any) -> Any:
        image = b.image(x, num_channels)
        _, _, h, w = b.shape(image)
        levels = []
        for level in range(height):
            bins = 2 ** level
            kh, kw = math.ceil(h / bins), math.ceil(w / bins)
            ph, pw = (kh * bins - h + 1) // 2, (kw * bins - w + 1) // 2
            pooled = b.op("pool2d", {"pooling_type": kind, "ksize": [kh, kw], "strides": [kh, kw],
                                     "paddings": [ph, pw]}, X=image)
            levels.append(b.flat(pooled))
        return levels[0] if len(levels) == 1 else b.op("concat", {"axis": 1}, X=levels)
    return compose(where, build, {"input": input}, name=name, layer_attr=layer_attr)


def _pad_pair(where: str, argument: str, value: Any) -> list[int]:
    if value is None:
        return [0, 0]
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        raise bad_argument(where, argument, "length", value, "should be [before, after]")
    return [positive_int(where, argument, v, minimum=0) for v in value]


def pad(input: TapeItem, pad_c: Any = None, pad_h: Any = None, pad_w: Any = None, name: str | None = None,
        layer_attr: Any = None) -> TapeItem:
    """Zeros added around images (v2's pad_layer): pad_c, pad_h, pad_w are [before, after]
    counts along the channels, rows and columns."""
    where = "pad"
    sizes = [0, 0] + _pad_pair(where, "pad_c", pad_c) + _pad_pair(where, "pad_h", pad_h) + \
        _pad_pair(where, "pad_w", pad_w)

    def build(b: Builder, x: Any) -> Any:
        return b.op("pad", {"paddings": sizes, "pad_value": 0.0}, X=b.image(x, None))
    return compose(where, build, {"input": input}, name=name, layer_attr=layer_attr)


def bilinear_interp(input: TapeItem, out_size_x: int | None = None, out_size_y: int | None = None,
                    name: str | None = None, layer_attr: Any = None) -> TapeItem:
    """Bilinear resizing of images to out_size_y x out_size_x (v2's bilinear_interp_layer: the
    corners stay, ratio (in - 1) / (out - 1)): out = Wy @ image @ Wx^T, W the interpolation
    weights, built of ops."""
    where = "bilinear_interp"
    ox = positive_int(where, "out_size_x", out_size_x)
    oy = positive_int(where, "out_size_y", out_size_y)

    def weights(b: Builder, out: int, size: int, like: Any) -> Any:
        ratio = (size - 1) / (out - 1) if out > 1 else 0.0
        i, j = b.grid(out, size, like)
        return b.hat(b.op("sub", X=b.scale(i, ratio), Y=j))  # [out, size]

    def build(b: Builder, x: Any) -> Any:
        image = b.image(x, None)
        _, _, h, w = b.shape(image)
        rows = b.op("matmul", X=weights(b, oy, h, image), Y=image)
        return b.op("matmul", {"transpose_y": True}, X=rows, Y=weights(b, ox, w, image))
    return compose(where, build, {"input": input}, name=name, layer_attr=layer_attr)


def rotate(input: TapeItem, height: int, width: int, name: str | None = None, layer_attr: Any = None) -> TapeItem:
    """Each height x width map of a sample turned 90 degrees clockwise (v2's rotate_layer):
    [N, C*H*W] -> [N, C*W*H] (out[j, H - 1 - i] = in[i, j])."""
    where = "rotate"
    h, w = positive_int(where, "height", height), positive_int(where, "width", width)

    def build(b: Builder, x: Any) -> Any:
        flat = b.flat(x)
        size = b.shape(flat)[1]
        if size % (h * w):
            raise InputError(f"rotate layer: input's {size} values per sample are not maps of {h} x {w}",
                             layer=where, argument="input", rule="shape", value=size)
        maps = b.op("reshape", {"shape": [-1, size // (h * w), h, w]}, X=flat)
        i, j = b.grid(h, h, flat)
        flip = b.hat(b.op("add", X=i, Y=b.scale(j, 1.0, -(h - 1))))  # [H, H]: 1 where i + j = H - 1
        turned = b.op("matmul", {"transpose_x": True}, X=maps, Y=flip)  # [.., W, H]: in[H - 1 - k, j]
        return b.op("reshape", {"shape": [-1, size]}, X=turned)
    out = compose(where, build, {"input": input}, name=name, layer_attr=layer_attr)
    if out.unrunnable is None:
        set_image_dims(out.output, (w, h))  # v2's rotate output is width high and height wide
    return out


def switch_order(input: TapeItem, name: str | None = None, reshape_axis: Any = None, act: Any = None,
                 layer_attr: Any = None) -> TapeItem:
    """Images [N, C, H, W] as [N, H, W, C] (v2's switch_order_layer)."""
    if reshape_axis is not None:
        raise bad_argument("switch_order", "reshape_axis", "unsupported", reshape_axis,
                           "is refused: the output keeps its four axes (flatten it with a layer that takes vectors)")

    def build(b: Builder, x: Any) -> Any:
        return b.op("transpose", {"perm": [0, 2, 3, 1]}, X=b.image(x, None))
    return compose("switch_order", build, {"input": input}, name=name, act=or_default(act, None),
                   layer_attr=layer_attr)


def block_expand(input: TapeItem, block_x: int = 0, block_y: int = 0, stride_x: int = 0, stride_y: int = 0,
                 padding_x: int = 0, padding_y: int = 0, num_channels: int | None = None, name: str | None = None,
                 layer_attr: Any = None) -> TapeItem:
    """Each image as a sequence of blocks (v2's block_expand_layer, the OCR networks' im2col):
    one step per block_y x block_x block, stride_y / stride_x apart over the zero-padded image,
    each step the block's C * block_y * block_x values. v2's defaults (0) must be set: blocks
    and strides are at least 1."""
    where = "block_expand"

    def build(b: Builder, x: Any) -> Any:  # checked while configuring: v2 met a block of 0 only at run time
        attrs = {"block_x": positive_int(where, "block_x", block_x),
                 "block_y": positive_int(where, "block_y", block_y),
                 "stride_x": positive_int(where, "stride_x", stride_x),
                 "stride_y": positive_int(where, "stride_y", stride_y),
                 "padding_x": positive_int(where, "padding_x", padding_x, minimum=0),
                 "padding_y": positive_int(where, "padding_y", padding_y, minimum=0)}
        return b.op("block_expand", attrs, X=b.image(x, num_channels))
    return compose(where, build, {"input": input}, name=name, layer_attr=layer_attr)


def scale_sub_region(input: TapeItem, indices: TapeItem, value: float, name: str | None = None) -> TapeItem:
    """Images with one box per sample multiplied by `value` (v2's scale_sub_region_layer):
    `indices` [N, 6] gives each sample's box as 1-based inclusive ranges (channel start, end, row
    start, end, column start, end); the rest passes through."""
    where = "scale_sub_region"
    factor = number(where, "value", value)

    def build(b: Builder, x: Any, box: Any) -> Any:
        image = b.image(x, None)
        n, c, h, w = b.shape(image)
        inside = None
        for axis, size in ((1, c), (2, h), (3, w)):
            _, index = b.grid(1, size, image)  # [1, size]: 0 .. size - 1
            shape = [1, 1, 1, 1]
            shape[axis] = size
            index = b.op("reshape", {"shape": shape}, X=index)
            first, last = (b.op("reshape", {"shape": [-1, 1, 1, 1]}, X=b.scale(b.op(
                "slice", {"axes": [1], "starts": [k], "ends": [k + 1]}, X=box), 1.0, -1.0))
                for k in (2 * axis - 2, 2 * axis - 1))
            within = b.op("logical_and", X=b.op("greater_equal", X=index, Y=first),
                          Y=b.op("less_equal", X=index, Y=last))
            inside = within if inside is None else b.op("logical_and", X=inside, Y=within)
        mask = b.op("cast", {"out_dtype": str(image.info.dtype.value)}, X=inside)
        return b.op("add", X=image, Y=b.op("elementwise_mul", X=b.scale(mask, factor - 1.0), Y=image))
    return compose(where, build, {"input": input, "indices": indices}, name=name)


__all__ = ["img_conv", "img_pool", "batch_norm", "img_cmrnorm", "cross_channel_norm", "maxout", "spp", "pad",
           "bilinear_interp", "rotate", "switch_order", "block_expand", "scale_sub_region"]
