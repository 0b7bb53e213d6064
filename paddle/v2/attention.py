"""v2's `paddle.networks.simple_attention`: Bahdanau's additive attention, composed as v2 composed
it. With the decoder's previous state s (one row per sequence), the encoder's steps h_j and
their projections U h_j (encoded_proj, computed once outside the decoder's step):

    e_j = v . weight_act(W s + U h_j)      a = softmax over each sequence's steps of e
    context = sum_j a_j h_j                (one row per sequence)

W is the parameter `<name>_transform.w` ([state width, projection width], `transform_param_attr`),
v the parameter `<name>_softmax.w` ([projection width, 1], `softmax_param_attr`); neither has a
bias. Inside a recurrent_group, the encoder's outputs come in as StaticInput(..., is_seq=True).
"""
from __future__ import annotations

import math
from typing import Any

from paddle.registry import ConfigError
from paddle.tape import TapeItem, current_tape
from paddle.v2_support import activation_name, input_expression

from .naming import network_name


def simple_attention(encoded_sequence: Any, encoded_proj: Any, decoder_state: Any, transform_param_attr: Any = None,
                     softmax_param_attr: Any = None, weight_act: Any = None, name: str | None = None) -> TapeItem:
    """The context vector of each sequence: its encoder steps weighted by their attention
    weights (see the module docstring); `weight_act` is tanh unless given."""
    read: list[TapeItem] = []
    enc = input_expression("simple_attention", "encoded_sequence", encoded_sequence, read)
    proj = input_expression("simple_attention", "encoded_proj", encoded_proj, read)
    state = input_expression("simple_attention", "decoder_state", decoder_state, read)
    act = "tanh" if weight_act is None else activation_name("simple_attention", weight_act)
    tape = current_tape()

    def build() -> Any:
        graph = tape.model.graph
        size = proj.info.shape[1]
        if state.info.shape[1] is None or size is None:
            raise ConfigError("simple_attention: encoded_proj and decoder_state need known widths",
                              layer="simple_attention", argument="encoded_proj", rule="shape", value=size)
        prefix = network_name(name, "simple_attention")  # v2: `<name>_transform`, `<name>_softmax`

        def weight(part: str, shape: tuple[int, int], attr: Any) -> Any:
            limit = math.sqrt(6.0 / sum(shape))
            with graph.parameter_attrs(attr, None):
                return graph.layer_parameter(f"{prefix}_{part}", "w", shape, state.info.dtype,
                                             ("uniform_random", {"min": -limit, "max": limit}),
                                             f"simple_attention '{prefix}'")

        def op(op_type: str, slots: dict[str, Any], attrs: dict[str, Any] | None = None,
               out: str | None = None) -> Any:
            return graph.add(op_type, slots, attrs or {}, out, validated=False)

        transformed = op("mul", {"X": state, "Y": weight("transform", (state.info.shape[1], size),
                                                           transform_param_attr)})
        expanded = op("sequence_expand", {"X": transformed, "Y": proj})
        combined = op("elementwise_add", {"X": expanded, "Y": proj})
        if act != "linear":
            combined = op(act, {"X": combined})
        scores = op("mul", {"X": combined, "Y": weight("softmax", (size, 1), softmax_param_attr)})
        weights = op("sequence_softmax", {"X": scores})
        scaled = op("scaling", {"X": enc, "Weight": weights})
        return op("sequence_pool", {"X": scaled}, {"pool_type": "sum"}, f"{prefix}_pooling")  # v2's name
    return tape.record("simple_attention", build, read)


__all__ = ["simple_attention"]
