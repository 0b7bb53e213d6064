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

import sys
from typing import Any, Sequence

from paddle.registry import ConfigError
from paddle.tape import TapeItem
from paddle.v2_support import UNSET, LayerOutput

from . import activation as act_
from . import layer
from .attr import Extra
from .naming import network_name
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
    name = network_name(name, "conv_pool")
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
    name = network_name(name, "conv_bn_pool")
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


def small_vgg(input_image: TapeItem, num_channels: int, num_classes: int) -> TapeItem:
    """A small VGG for 32 x 32 images (v2's small_vgg, the book's CIFAR network): four conv
    groups (64 x 2, 128 x 2, 256 x 3, 512 x 3 filters of 3 x 3, each with batch_norm and the
    dropouts v2 gave), max pool, dropout 0.5, fc 512 (dropout 0.5) + batch_norm relu, fc
    softmax."""
    def vgg(tmp: TapeItem, filters: int, times: int, dropouts: list[float], channels: int | None = None) -> TapeItem:
        return img_conv_group(input=tmp, num_channels=channels, pool_size=2, pool_stride=2,
                              conv_num_filter=[filters] * times, conv_filter_size=3, conv_act=act_.Relu(),
                              conv_with_batchnorm=True, conv_batchnorm_drop_rate=dropouts, pool_type="max")
    tmp = vgg(input_image, 64, 2, [0.3, 0], num_channels)
    tmp = vgg(tmp, 128, 2, [0.4, 0])
    tmp = vgg(tmp, 256, 3, [0.4, 0.4, 0])
    tmp = vgg(tmp, 512, 3, [0.4, 0.4, 0])
    tmp = layer.img_pool(input=tmp, stride=2, pool_size=2, pool_type="max")
    tmp = dropout_layer(input=tmp, dropout_rate=0.5)
    tmp = layer.fc(input=tmp, size=512, layer_attr=Extra(drop_rate=0.5), act=act_.Linear())
    tmp = batch_norm_layer(input=tmp, act=act_.Relu())
    return layer.fc(input=tmp, size=num_classes, act=act_.Softmax())


def batch_norm_layer(input: TapeItem, act: Any = None, name: str | None = None, param_attr: Any = None,
                     bias_attr: Any = None, layer_attr: Any = None, moving_average_fraction: float = 0.9,
                     epsilon: float = 1e-5) -> TapeItem:
    """v2's batch_norm_layer, as the networks here use it: paddle.layer.batch_norm (`act` relu
    when None), so that it is numbered with the other batch_norm layers and its parameters are
    named as v2 named them (`___batch_norm_<n>__.w0`, ...), as a tar v2 wrote holds them."""
    return layer.batch_norm(input=input, act=act, name=name, param_attr=param_attr, bias_attr=bias_attr,
                            layer_attr=layer_attr, moving_average_fraction=moving_average_fraction, epsilon=epsilon)


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
def _recurrent(memory: Any, gates: int, input: LayerOutput, size: int, name: str, reverse: bool,
               mat_param_attr: Any, inner_param_attr: Any, bias_param_attr: Any, mixed_layer_attr: Any = None,
               transform: str = "", **cell: Any) -> LayerOutput:
    """fc(input, gates * size, linear, no bias) named `transform` then `memory` (lstmemory or
    grumemory) named `name` over it; `cell`: the memory's activations and layer_attr (v2's *_cell_attr)."""
    projected = layer.fc(input=input, size=gates * size, act=act_.Linear(), bias_attr=False,
                         param_attr=mat_param_attr, name=transform,
                         layer_attr=mixed_layer_attr)
    out: LayerOutput = memory(input=projected, size=size, reverse=reverse, name=name, param_attr=inner_param_attr,
                              bias=UNSET if bias_param_attr is not False else False,
                              bias_attr=bias_param_attr if bias_param_attr is not False else None, **cell)
    return out


def simple_lstm(input: LayerOutput, size: int, name: str | None = None, reverse: bool = False,
                mat_param_attr: Any = None, bias_param_attr: Any = None, inner_param_attr: Any = None,
                act: Any = None, gate_act: Any = None, state_act: Any = None, mixed_layer_attr: Any = None,
                lstm_cell_attr: Any = None) -> LayerOutput:
    """An LSTM over the sequences of `input` (v2's simple_lstm): the input projected to the four
    gates of `size` units (fc of 4 * size, linear, no bias; `mat_param_attr`), then lstmemory
    (`inner_param_attr` for its hidden-to-hidden weights, `bias_param_attr` for its bias, False:
    none). Gives the hidden state of every step, [steps, size] with input's offsets."""
    name = network_name(name, "lstm")  # v2: the projection is `lstm_transform_<name>`
    return _recurrent(layer.lstmemory, 4, input, size, name, reverse, mat_param_attr, inner_param_attr,
                      bias_param_attr, mixed_layer_attr, transform=f"lstm_transform_{name}", act=act,
                      gate_act=gate_act, state_act=state_act,
                      layer_attr=lstm_cell_attr)


def simple_gru(input: LayerOutput, size: int, name: str | None = None, reverse: bool = False,
               mixed_param_attr: Any = None, gru_bias_attr: Any = None, gru_param_attr: Any = None,
               act: Any = None, gate_act: Any = None, mixed_layer_attr: Any = None,
               gru_cell_attr: Any = None) -> LayerOutput:
    """A GRU over the sequences of `input` (v2's simple_gru): the input projected to the three
    gates of `size` units (fc of 3 * size, linear, no bias; `mixed_param_attr`), then grumemory
    (`gru_param_attr` for its hidden-to-hidden weights, `gru_bias_attr` for its bias, False: none).
    Gives the hidden state of every step, [steps, size] with input's offsets."""
    name = network_name(name, "simple_gru")
    return _recurrent(layer.grumemory, 3, input, size, name, reverse, mixed_param_attr, gru_param_attr,
                      gru_bias_attr, mixed_layer_attr, transform=f"{name}_transform", act=act,
                      gate_act=gate_act, layer_attr=gru_cell_attr)


__all__ = ["simple_img_conv_pool", "img_conv_bn_pool", "img_conv_group", "vgg_16_network", "batch_norm_layer",
           "dropout_layer", "simple_lstm", "simple_gru"]


# =================================================================================================
# Text: sequence convolution, bidirectional recurrent networks (issue 18)
# =================================================================================================
def sequence_conv_pool(input: LayerOutput, context_len: int, hidden_size: int, name: str | None = None,
                       context_start: int | None = None, pool_type: Any = None,
                       context_proj_layer_name: str | None = None, context_proj_param_attr: Any = False,
                       fc_layer_name: str | None = None, fc_param_attr: Any = None, fc_bias_attr: Any = None,
                       fc_act: Any = None, pool_bias_attr: Any = None, fc_attr: Any = None, context_attr: Any = None,
                       pool_attr: Any = None) -> LayerOutput:
    """A text convolution (v2's sequence_conv_pool): each step's context_len neighbouring steps
    side by side (a context projection; `context_proj_param_attr` a paddle.attr.Param for learnt
    padding, False: zeros), an fc of hidden_size (`fc_act` tanh when None), then each sequence
    pooled (`pool_type` max when None): one row per sequence."""
    from .layers_seq import pooling
    from .layers_words import mixed
    from .projections import context_projection, width
    name = network_name(name, "sequence_conv_pooling")  # v2: `<name>_conv_proj`, `<name>_conv_fc`
    context_proj_layer_name = context_proj_layer_name or f"{name}_conv_proj"
    fc_layer_name = fc_layer_name or f"{name}_conv_fc"
    proj = context_projection(input, context_len, context_start, padding_attr=context_proj_param_attr)
    context = mixed(size=width(input) * context_len, input=[proj], name=context_proj_layer_name,
                    layer_attr=context_attr)
    hidden = layer.fc(input=context, size=hidden_size, act=fc_act, param_attr=fc_param_attr, bias_attr=fc_bias_attr,
                      name=fc_layer_name, layer_attr=fc_attr)
    return pooling(input=hidden, pooling_type=pool_type, bias_attr=pool_bias_attr, name=name, layer_attr=pool_attr)


text_conv_pool = sequence_conv_pool


def simple_gru2(input: LayerOutput, size: int, name: str | None = None, reverse: bool = False,
                mixed_param_attr: Any = None, mixed_bias_attr: Any = None, gru_param_attr: Any = None,
                gru_bias_attr: Any = None, act: Any = None, gate_act: Any = None, mixed_layer_attr: Any = None,
                gru_cell_attr: Any = None) -> LayerOutput:
    """A GRU over `input` (v2's simple_gru2): a mixed layer of 3 * size (full matrix projection;
    a bias only when `mixed_bias_attr` gives one: v2 passed it to mixed_layer, whose None is no
    bias) then grumemory."""
    from .layers_seq import grumemory
    from .layers_words import mixed
    from .projections import full_matrix_projection
    name = network_name(name, "simple_gru2")
    gates = mixed(size=3 * size, input=[full_matrix_projection(input, 3 * size, mixed_param_attr)],
                  bias_attr=mixed_bias_attr,
                  name=f"{name}_transform", layer_attr=mixed_layer_attr)
    return grumemory(input=gates, size=size, name=name, reverse=reverse, act=act, gate_act=gate_act,
                     param_attr=gru_param_attr, bias_attr=gru_bias_attr, layer_attr=gru_cell_attr)


def _bidirectional(where: str, run: Any, input: LayerOutput, size: int, name: str | None, return_seq: bool,
                   fwd: dict[str, Any], bwd: dict[str, Any], concat_act: Any) -> LayerOutput:
    from .layers_seq import first_seq, last_seq
    from .layers_words import concat
    name = network_name(name, where)  # v2: `<name>_fw`, `<name>_bw` and their `_fw_last`, `_bw_last`
    forward = run(input=input, size=size, name=f"{name}_fw", reverse=False, **fwd)
    backward = run(input=input, size=size, name=f"{name}_bw", reverse=True, **bwd)
    if return_seq:
        return concat(input=[forward, backward], act=concat_act, name=name)
    return concat(input=[last_seq(input=forward, name=f"{name}_fw_last"),
                         first_seq(input=backward, name=f"{name}_bw_last")], act=concat_act, name=name)


def _prefixed(kwargs: dict[str, Any], prefix: str, names: tuple[str, ...]) -> dict[str, Any]:
    return {n: kwargs.pop(f"{prefix}_{n}", None) for n in names}


def bidirectional_lstm(input: LayerOutput, size: int, name: str | None = None, return_seq: bool = False,
                       concat_act: Any = None, **kwargs: Any) -> LayerOutput:
    """An LSTM each way over `input` (v2's bidirectional_lstm): the forward one's last step and the
    backward one's first side by side, [sequences, 2 * size]; `return_seq`: every step of both,
    [steps, 2 * size]. `fwd_mat_param_attr`, `fwd_bias_param_attr`, `fwd_inner_param_attr`
    `fwd_act`, `fwd_gate_act`, `fwd_state_act`, `fwd_mixed_layer_attr`, `fwd_lstm_cell_attr` (and
    `bwd_`) as simple_lstm's arguments."""
    names = ("mat_param_attr", "bias_param_attr", "inner_param_attr", "act", "gate_act", "state_act",
             "mixed_layer_attr", "lstm_cell_attr")
    fwd, bwd = _prefixed(kwargs, "fwd", names), _prefixed(kwargs, "bwd", names)
    _refuse_rest("bidirectional_lstm", kwargs)
    return _bidirectional("bidirectional_lstm", simple_lstm, input, size, name, return_seq, fwd, bwd, concat_act)


def bidirectional_gru(input: LayerOutput, size: int, name: str | None = None, return_seq: bool = False,
                      concat_act: Any = None, **kwargs: Any) -> LayerOutput:
    """A GRU each way over `input` (v2's bidirectional_gru, of simple_gru2): as bidirectional_lstm;
    `fwd_mixed_param_attr`, `fwd_mixed_bias_attr`, `fwd_gru_param_attr`, `fwd_gru_bias_attr`,
    `fwd_act`, `fwd_gate_act`, `fwd_mixed_layer_attr`, `fwd_gru_cell_attr` (and `bwd_`)."""
    names = ("mixed_param_attr", "mixed_bias_attr", "gru_param_attr", "gru_bias_attr", "act", "gate_act",
             "mixed_layer_attr", "gru_cell_attr")
    fwd, bwd = _prefixed(kwargs, "fwd", names), _prefixed(kwargs, "bwd", names)
    _refuse_rest("bidirectional_gru", kwargs)
    return _bidirectional("bidirectional_gru", simple_gru2, input, size, name, return_seq, fwd, bwd, concat_act)


def _refuse_rest(where: str, kwargs: dict[str, Any]) -> None:
    quiet = {k for k, v in kwargs.items() if v is None and k.endswith("_attr")}  # layer attributes left unset
    rest = sorted(set(kwargs) - quiet)
    if rest:
        raise ConfigError(f"{where}: argument(s) {rest} are not supported", layer=where, argument=rest[0],
                          rule="unsupported", value=kwargs[rest[0]])


__all__ += ["sequence_conv_pool", "text_conv_pool", "simple_gru2", "bidirectional_lstm", "bidirectional_gru",
            "small_vgg"]
from paddle.v2.attention import simple_attention as simple_attention  # noqa: E402  (v2-seqmodels)

__all__ += ["simple_attention"]


def __getattr__(name: str) -> object:
    """v2's names deliberately left out (paddle/v2/unsupported.py): calling one says why."""
    from .unsupported import refused_name
    return refused_name("networks", name)


from paddle.v2.arguments import defer_unrunnable_reads as _defer_unrunnable_reads  # noqa: E402

_defer_unrunnable_reads(sys.modules[__name__])  # a network given an unrunnable layer: unrunnable too
