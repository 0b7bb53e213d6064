"""v2's network helpers (`paddle.networks`, v2's `paddle.v2.networks`): groups of layers composed
from the generated v2 layers (paddle.v2.layer), with v2's argument names and defaults.

    conv_pool = paddle.networks.simple_img_conv_pool(input=img, filter_size=5, num_filters=20,
                                                      num_channel=1, pool_size=2, pool_stride=2,
                                                      act=paddle.activation.Relu())
    hidden = paddle.networks.simple_lstm(input=rows, size=128)   # fc(4 * 128, linear) + lstmemory

Sections: image networks, and the batch normalisation layer they use; recurrent networks
(simple_lstm, simple_gru) go in a section of their own below.
"""
from __future__ import annotations

from typing import Any, Sequence

from paddle.errors import ModelError
from paddle.param_attr import ParamAttr
from paddle.registry import ConfigError
from paddle.tape import TapeItem, current_tape
from paddle.v2_support import UNSET, LayerOutput, activation_name, dropout_after, extra_drop_rate

from . import activation as act_
from . import layer
from .attr import Extra
from .pooling import image_pool_name

# =================================================================================================
# Images
# =================================================================================================


def simple_img_conv_pool(input: TapeItem, filter_size: int, num_filters: int, pool_size: int,
                         name: str | None = None, pool_type: Any = None, act: Any = None, groups: int = 1,
                         conv_stride: int = 1, conv_padding: int = 0, bias_attr: Any = None,
                         num_channel: int | None = None, param_attr: Any = None, shared_bias: bool = True,
                         conv_layer_attr: Any = None, pool_stride: int = 1, pool_padding: int = 0,
                         pool_layer_attr: Any = None) -> TapeItem:
    """input => img_conv => img_pool (v2's simple_img_conv_pool); the layers are named
    `<name>_conv` and `<name>_pool` when `name` is given. `act`: the convolution's (relu when
    None, as v2's img_conv); `pool_type`: max when None."""
    _shared_bias("simple_img_conv_pool", shared_bias)
    conv = layer.img_conv(input=input, filter_size=filter_size, num_filters=num_filters,
                          num_channels=num_channel, act=_or_unset(act), groups=groups, stride=conv_stride,
                          padding=conv_padding, bias_attr=bias_attr, param_attr=param_attr,
                          layer_attr=conv_layer_attr, name=_part(name, "conv"))
    return layer.img_pool(input=conv, pool_size=pool_size, pool_type=image_pool_name(pool_type), stride=pool_stride,
                          padding=pool_padding, layer_attr=pool_layer_attr, name=_part(name, "pool"))


def img_conv_bn_pool(input: TapeItem, filter_size: int, num_filters: int, pool_size: int,
                     name: str | None = None, pool_type: Any = None, act: Any = None, groups: int = 1,
                     conv_stride: int = 1, conv_padding: int = 0, conv_bias_attr: Any = None,
                     num_channel: int | None = None, conv_param_attr: Any = None, shared_bias: bool = True,
                     conv_layer_attr: Any = None, bn_param_attr: Any = None, bn_bias_attr: Any = None,
                     bn_layer_attr: Any = None, pool_stride: int = 1, pool_padding: int = 0,
                     pool_layer_attr: Any = None) -> TapeItem:
    """input => img_conv (linear) => batch_norm (`act`, relu when None) => img_pool (v2's
    img_conv_bn_pool)."""
    _shared_bias("img_conv_bn_pool", shared_bias)
    conv = layer.img_conv(input=input, filter_size=filter_size, num_filters=num_filters,
                          num_channels=num_channel, act=act_.Linear(), groups=groups, stride=conv_stride,
                          padding=conv_padding, bias_attr=conv_bias_attr, param_attr=conv_param_attr,
                          layer_attr=conv_layer_attr, name=_part(name, "conv"))
    bn = batch_norm_layer(input=conv, act=act, param_attr=bn_param_attr, bias_attr=bn_bias_attr,
                          layer_attr=bn_layer_attr, name=_part(name, "bn"))
    return layer.img_pool(input=bn, pool_size=pool_size, pool_type=image_pool_name(pool_type), stride=pool_stride,
                          padding=pool_padding, layer_attr=pool_layer_attr, name=_part(name, "pool"))


def img_conv_group(input: TapeItem, conv_num_filter: Sequence[int], pool_size: int,
                   num_channels: int | None = None, conv_padding: Any = 1, conv_filter_size: Any = 3,
                   conv_act: Any = None, conv_with_batchnorm: Any = False, conv_batchnorm_drop_rate: Any = 0,
                   pool_stride: int = 1, pool_type: Any = None) -> TapeItem:
    """A VGG block (v2's img_conv_group): one img_conv per entry of `conv_num_filter` (each
    followed by batch_norm where `conv_with_batchnorm` says, with dropout at
    `conv_batchnorm_drop_rate`), then img_pool. The per-convolution arguments take one value or
    one per convolution; `conv_act` is relu when None, `pool_type` max."""
    if not isinstance(conv_num_filter, (list, tuple)) or not conv_num_filter:
        raise ConfigError(f"img_conv_group: conv_num_filter should be a non-empty list of ints, got "
                          f"{conv_num_filter!r}", layer="img_conv_group", argument="conv_num_filter",
                          rule="type", value=conv_num_filter)
    n = len(conv_num_filter)

    def each(argument: str, value: Any) -> list[Any]:
        if not isinstance(value, (list, tuple)):
            return [value] * n
        if len(value) != n:
            raise ConfigError(f"img_conv_group: {argument} should give one value or {n} (one per convolution), "
                              f"got {len(value)}", layer="img_conv_group", argument=argument, rule="length",
                              value=value)
        return list(value)

    paddings, sizes = each("conv_padding", conv_padding), each("conv_filter_size", conv_filter_size)
    acts = each("conv_act", act_.Relu() if conv_act is None else conv_act)
    with_bn, drops = each("conv_with_batchnorm", conv_with_batchnorm), each("conv_batchnorm_drop_rate",
                                                                            conv_batchnorm_drop_rate)
    tmp = input
    for i in range(n):
        tmp = layer.img_conv(input=tmp, padding=paddings[i], filter_size=sizes[i], num_filters=conv_num_filter[i],
                             num_channels=num_channels if i == 0 else None,
                             act=act_.Linear() if with_bn[i] else acts[i])
        if with_bn[i]:
            drop = drops[i]
            extra = None if not drop or abs(drop) < 1e-5 else Extra(drop_rate=drop)  # v2: "dropout not set"
            tmp = batch_norm_layer(input=tmp, act=acts[i], layer_attr=extra)
    return layer.img_pool(input=tmp, stride=pool_stride, pool_size=pool_size, pool_type=image_pool_name(pool_type))


def vgg_16_network(input_image: TapeItem, num_channels: int, num_classes: int = 1000) -> TapeItem:
    """VGG-16 (Simonyan & Zisserman's configuration D, as v2's vgg_16_network): five conv groups
    (64, 128, 256, 512, 512 filters of 3 x 3), two fc 4096 relu with dropout 0.5, fc softmax."""
    tmp = input_image
    for i, filters in enumerate(([64, 64], [128, 128], [256, 256, 256], [512, 512, 512], [512, 512, 512])):
        tmp = img_conv_group(input=tmp, num_channels=num_channels if i == 0 else None, conv_padding=1,
                             conv_num_filter=filters, conv_filter_size=3, conv_act=act_.Relu(), pool_size=2,
                             pool_stride=2, pool_type="max")
    for _ in range(2):
        tmp = layer.fc(input=tmp, size=4096, act=act_.Relu(), layer_attr=Extra(drop_rate=0.5))
    return layer.fc(input=tmp, size=num_classes, act=act_.Softmax())


def batch_norm_layer(input: TapeItem, act: Any = None, name: str | None = None, param_attr: Any = None,
                     bias_attr: Any = None, layer_attr: Any = None, moving_average_fraction: float = 0.9,
                     epsilon: float = 1e-5) -> TapeItem:
    """v2's batch_norm_layer: the registry's batch_norm op over the channels of `input` (images
    [N, C, H, W], or vectors [N, C]) with its parameters made here: a scale `<name>.w` (ones) and
    a shift `<name>.b` (zeros), trained; the running mean and variance `<name>.mean`,
    `<name>.variance` (zeros, ones), static (updated by the op in training, used at inference).
    `act`: relu when None, as v2's."""
    tape = current_tape()
    where = "batch_norm"

    def build() -> Any:
        from paddle.generated import layers
        drop_rate = extra_drop_rate(where, layer_attr)
        graph = tape.model.graph
        activation = activation_name(where, act_.Relu() if act is None else act)
        x = input.output
        if not isinstance(input, TapeItem) or isinstance(x, tuple):
            raise ModelError(f"batch_norm: input should be a layer with one output, got {input!r}")
        c, dtype = x.info.shape[1], x.info.dtype
        prefix = name or graph.unique_name("batch_norm")
        label = f"batch_norm layer '{prefix}'"
        with graph.parameter_attrs(param_attr, bias_attr):
            scale = graph.layer_parameter(prefix, "w", [c], dtype, ("fill_constant", {"value": 1.0}), label)
            shift = graph.layer_parameter(prefix, "b", [c], dtype, ("fill_constant", {"value": 0.0}), label)
        running = []
        for suffix, start in (("mean", 0.0), ("variance", 1.0)):
            running.append(graph.parameter(f"{prefix}.{suffix}", [c], dtype, ("fill_constant", {"value": start}),
                                           layer=label))
            graph.param_attrs[f"{prefix}.{suffix}"] = ParamAttr(is_static=True)
        out = layers.batch_norm(x, scale, shift, *running, momentum=moving_average_fraction, epsilon=epsilon)[0]
        if activation != "linear":
            out = getattr(layers, activation)(out)
        out = graph.rename_last(str(out.name), prefix) if graph.made_by_last_op(out) else out
        return dropout_after(where, out, drop_rate) if drop_rate else out
    return tape.record(where, build, [input])


def dropout_layer(input: TapeItem, dropout_rate: float, name: str | None = None) -> TapeItem:
    """v2's dropout_layer: `input` with dropout at `dropout_rate` (a layer of its own)."""
    return layer.scale(input=input, scale=1.0, name=name, layer_attr=Extra(drop_rate=dropout_rate))


def _or_unset(value: Any) -> Any:
    return UNSET if value is None else value


def _part(name: str | None, part: str) -> str | None:
    return None if name is None else f"{name}_{part}"


def _shared_bias(network: str, shared: Any) -> None:
    if shared is not True:
        raise ConfigError(f"{network}: shared_bias={shared!r} is refused: the convolution has one bias per filter "
                          f"(v2's shared bias) only", layer=network, argument="shared_bias", rule="unsupported",
                          value=shared)


# =================================================================================================
# Recurrent (simple_lstm, simple_gru)
# =================================================================================================
def _recurrent(memory: Any, gates: int, input: LayerOutput, size: int, name: str | None, reverse: bool,
               mat_param_attr: Any, inner_param_attr: Any, bias_param_attr: Any) -> LayerOutput:
    """fc(input, gates * size, linear, no bias) then `memory` (lstmemory or grumemory) over it."""
    projected = layer.fc(input=input, size=gates * size, act=act_.Linear(), bias_attr=False,
                         param_attr=mat_param_attr, name=None if name is None else f"{name}_transform")
    out: LayerOutput = memory(input=projected, size=size, reverse=reverse, name=name, param_attr=inner_param_attr,
                              bias=UNSET if bias_param_attr is not False else False,
                              bias_attr=bias_param_attr if bias_param_attr is not False else None)
    return out


def simple_lstm(input: LayerOutput, size: int, name: str | None = None, reverse: bool = False,
                mat_param_attr: Any = None, bias_param_attr: Any = None, inner_param_attr: Any = None) -> LayerOutput:
    """An LSTM over the sequences of `input` (v2's simple_lstm): the input projected to the four
    gates of `size` units (fc of 4 * size, linear, no bias; `mat_param_attr`), then lstmemory
    (`inner_param_attr` for its hidden-to-hidden weights, `bias_param_attr` for its bias, False:
    none). Gives the hidden state of every step, [steps, size] with input's offsets."""
    return _recurrent(layer.lstmemory, 4, input, size, name, reverse, mat_param_attr, inner_param_attr,
                      bias_param_attr)


def simple_gru(input: LayerOutput, size: int, name: str | None = None, reverse: bool = False,
               mixed_param_attr: Any = None, gru_bias_attr: Any = None, gru_param_attr: Any = None) -> LayerOutput:
    """A GRU over the sequences of `input` (v2's simple_gru): the input projected to the three
    gates of `size` units (fc of 3 * size, linear, no bias; `mixed_param_attr`), then grumemory
    (`gru_param_attr` for its hidden-to-hidden weights, `gru_bias_attr` for its bias, False: none).
    Gives the hidden state of every step, [steps, size] with input's offsets."""
    return _recurrent(layer.grumemory, 3, input, size, name, reverse, mixed_param_attr, gru_param_attr,
                      gru_bias_attr)


__all__ = ["simple_img_conv_pool", "img_conv_bn_pool", "img_conv_group", "vgg_16_network", "batch_norm_layer",
           "dropout_layer", "simple_lstm", "simple_gru"]
from paddle.v2.attention import simple_attention as simple_attention  # noqa: E402  (v2-seqmodels)
