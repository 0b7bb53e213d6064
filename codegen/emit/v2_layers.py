"""v2_layers.py: every user-facing op and layer again, with v2's argument names and defaults
(`paddle.v2.layer`, seed 001): inputs `input`, `label`, ...; `act`, `param_attr`, `bias_attr`,
`name`. Each calls the generated layer of the same op (layers.py), recording it on a Tape.
"""
from __future__ import annotations

from dataclasses import dataclass

from .. import rules
from ..views import OpView
from ..writer import Artifact
from . import artifact, render

# v2's words for the registry's input slots: the first input is `input`; these by slot, per op
V2_INPUT_NAMES = {"Label": "label"}
V2_INPUT_NAMES_BY_OP = {"square_error": {"Y": "label"}, "cos_sim": {"X": "a", "Y": "b"}}
# v2's defaults where they differ from the registry's (fc's activation is tanh in v2, img_conv's relu)
V2_DEFAULTS = {"fc": {"act": "tanh"}, "img_conv": {"act": "relu"}}
# v2's other names for layers (seed 001's `mse`; the book's cost names)
V2_ALIASES = {"mse": "square_error", "square_error_cost": "square_error", "cross_entropy_cost": "cross_entropy",
              "classification_cost": "cross_entropy"}
# v2's layers whose signature differs from the op's: hand-written in paddle/v2/layers_*.py
# (compositions of registered ops), so not emitted here (nor aliases of those names)
V2_HANDWRITTEN = ("img_conv", "img_pool", "batch_norm", "pad", "clip", "cos_sim", "dropout", "prelu",
                  "cross_entropy_cost", "square_error_cost", "block_expand", "row_conv", "sampling_id", "scaling")
# v2's image layers take `num_channels`: the channels of an image input given as a vector
V2_IMAGE_LAYERS = ("img_conv", "img_pool")
RESERVED = ("name", "param_attr", "bias_attr", "layer_attr", "num_channels")


@dataclass(frozen=True)
class V2Param:
    name: str     # v2's argument
    target: str   # the generated layer's argument
    default: str  # source of the default


@dataclass(frozen=True)
class V2Layer:
    op: OpView
    py_name: str
    inputs: tuple[V2Param, ...]
    attrs: tuple[V2Param, ...]
    defaults: str
    image: bool = False  # takes num_channels


def v2_input_name(op: OpView, slot: str, position: int) -> str:
    by_op = V2_INPUT_NAMES_BY_OP.get(op.name, {})
    if slot in by_op:
        return by_op[slot]
    if position == 0:
        return "input"
    return V2_INPUT_NAMES.get(slot, slot.lower())


def v2_layer(op: OpView) -> V2Layer:
    sig = rules.signature(op)
    inputs = tuple(V2Param(v2_input_name(op, p.slot, i), p.name, "None" if p.default is not None else "_v2.UNSET")
                   for i, p in enumerate(sig.inputs))
    attrs = tuple(V2Param(p.name, p.name, "_v2.UNSET") for p in sig.attributes)
    names = [p.name for p in inputs + attrs]
    clash = sorted(set(names) & set(RESERVED)) or sorted(n for n in set(names) if names.count(n) > 1)
    if clash:
        raise ValueError(f"{op.source}: {op.name}: v2 argument '{clash[0]}' is reserved or named twice")
    return V2Layer(op, rules.py_name(op.name), inputs, attrs, rules.literal(V2_DEFAULTS.get(op.name, {})),
                   op.name in V2_IMAGE_LAYERS)


IMPORTS = (
    "from typing import Any",
    "",
    "from paddle import v2_support as _v2",
    "",
    "from . import layers as _layers",
)


def emit(ops: list[OpView]) -> Artifact:
    user_facing = [op for op in ops if op.user_facing and rules.py_name(op.name) not in V2_HANDWRITTEN]
    names = {op.name for op in user_facing}
    aliases = {alias: target for alias, target in V2_ALIASES.items()
               if target in names and alias not in V2_HANDWRITTEN}
    body = render("v2_layers.py.j2", imports=IMPORTS, layers=[v2_layer(op) for op in user_facing],
                  aliases=aliases)
    return artifact("v2_layers.py", __name__, [op.source for op in user_facing], body)
