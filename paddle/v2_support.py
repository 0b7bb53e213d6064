"""Run-time support of the generated v2 layers (`generated/v2_layers.py`, `paddle.v2.layer`).

A v2 layer takes v2's arguments (`input`, `size`, `act`, `param_attr`, `bias_attr`, `name`),
configures the generated layer of the same op into the current Tape's model at once (so a
mistake raises where the user made the layer, naming their file and line) and returns the
TapeItem (v2's LayerOutput) recording it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping

from .model import data as model_data
from .registry import ConfigError, InputError, MissingAttributeError
from .tape import TapeItem, current_tape

LayerOutput = TapeItem


class _Unset:
    """An argument the user did not give: the registry's default applies (or v2's, see below)."""

    def __repr__(self) -> str:
        return "UNSET"


UNSET: Any = _Unset()


def activation_name(layer: str, act: Any) -> str:
    """A v2 activation (`paddle.activation.Tanh()`, the class itself, or its name) as the
    name the registry's `act` attribute takes."""
    name = getattr(act, "name", act)
    if not isinstance(name, str):
        raise ConfigError(f"{layer} layer: act should be a paddle.activation (e.g. paddle.activation.Relu()), "
                          f"got {type(act).__name__} {act!r}", layer=layer, argument="act", rule="type", value=act)
    return name


def input_expression(layer: str, argument: str, value: Any, read: list[TapeItem]) -> Any:
    """The Expression a layer argument stands for (a TapeItem, a list of them, or None), each item
    read appended to `read`; anything else is an InputError naming the layer and argument."""
    if value is UNSET:
        raise MissingAttributeError(f"{layer} layer: argument '{argument}' (an input layer) is required",
                                    layer=layer, argument=argument, rule="must_set", value=None)
    if value is None:
        return None
    if isinstance(value, (list, tuple)):
        return [input_expression(layer, argument, v, read) for v in value]
    if not isinstance(value, TapeItem):
        raise InputError(f"{layer} layer: {argument} should be a layer (paddle.layer.data(...) or another "
                         f"layer's output), got {type(value).__name__} {_short(value)}",
                         layer=layer, argument=argument, rule="type", value=value)
    read.append(value)
    out = value.output
    if isinstance(out, tuple):
        raise InputError(f"{layer} layer: {argument} is layer '{value.name}' ({value.layer}), which has "
                         f"{len(out)} outputs; pass one of them", layer=layer, argument=argument,
                         rule="type", value=value.name)
    return out


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def call(layer_fn: Callable[..., Any], layer: str, inputs: Mapping[str, tuple[str, Any]],
         attrs: Mapping[str, Any], *, v2_defaults: Mapping[str, Any], name: str | None, param_attr: Any,
         bias_attr: Any) -> TapeItem:
    """Record `layer_fn` (a generated layer) on the current tape. `inputs`: the generated layer's
    argument -> (v2 argument, value); `attrs`: attribute -> value or UNSET."""
    given = {k: v for k, v in attrs.items() if v is not UNSET}
    for k, v in v2_defaults.items():
        given.setdefault(k, v)
    if "act" in given:
        given["act"] = activation_name(layer, given["act"])
    if bias_attr is False and "bias" in attrs:
        given["bias"] = False  # v2: bias_attr=False means no bias
    read: list[TapeItem] = []
    args = {arg: input_expression(layer, v2_arg, value, read) for arg, (v2_arg, value) in inputs.items()}
    tape = current_tape()

    def build() -> Any:
        with tape.model.graph.parameter_attrs(param_attr, bias_attr):
            return layer_fn(**args, **given, name=name)
    return tape.record(layer, build, read)


# --- data layers and their types (paddle.data_type) ---------------------------------------------
@dataclass(frozen=True)
class InputType:
    """What a data layer holds per sample: `dim` floats (dense) or one int in [0, dim) (integer),
    or a sequence of those (rows of a sequence tensor)."""
    dim: int
    kind: str  # "dense" or "integer"
    seq_type: str = "none"

    @property
    def dtype(self) -> str:
        return "float32" if self.kind == "dense" else "int64"

    @property
    def shape(self) -> list[int | None]:
        return [None, self.dim if self.kind == "dense" else 1]


def data(name: str, type: Any) -> TapeItem:
    """A data layer named `name` holding samples of `type` (paddle.data_type)."""
    if not isinstance(type, InputType):
        raise ConfigError(f"data layer '{name}': type should be a paddle.data_type (e.g. "
                          f"paddle.data_type.dense_vector(784)), got {type!r}", layer="data",
                          argument="type", rule="type", value=type)
    tape = current_tape()
    item = tape.record("data", lambda: model_data(name, type.shape, type.dtype, seq_type=type.seq_type))
    tape.input_types[name] = type
    return item
