"""v2's ready-made networks (`paddle.networks`): compositions of v2 layers.

    hidden = paddle.networks.simple_lstm(input=rows, size=128)   # fc(4 * 128, linear) + lstmemory
    last = paddle.layer.sequence_pool(input=hidden, pool_type='last')
"""
from __future__ import annotations

from typing import Any

from paddle.v2_support import UNSET, LayerOutput

from . import activation, layer


def _recurrent(memory: Any, gates: int, input: LayerOutput, size: int, name: str | None, reverse: bool,
               mat_param_attr: Any, inner_param_attr: Any, bias_param_attr: Any) -> LayerOutput:
    """fc(input, gates * size, linear, no bias) then `memory` (lstmemory or grumemory) over it."""
    projected = layer.fc(input=input, size=gates * size, act=activation.Linear(), bias_attr=False,
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


__all__ = ["simple_lstm", "simple_gru"]
