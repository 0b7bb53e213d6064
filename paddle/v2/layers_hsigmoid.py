"""v2's `paddle.layer.hsigmoid`: the hierarchical sigmoid cost over the registered op `hierarchical_sigmoid`
(kernels/hsigmoid.py), with its parameters: `<name>.w` [num_classes - 1, input width]
(`param_attr`) and `<name>.b` [num_classes - 1] (`bias_attr`; False: none)."""
from __future__ import annotations

import math
from typing import Any

from paddle.registry import ConfigError
from paddle.tape import TapeItem, current_tape
from paddle.v2_support import UNSET, input_expression


def hsigmoid(input: Any = UNSET, label: Any = UNSET, num_classes: int | None = None, name: str | None = None,
             bias_attr: Any = None, param_attr: Any = None, layer_attr: Any = None) -> TapeItem:
    """v2's hsigmoid: each row's cost -log P(label | input) under a hierarchical sigmoid over
    `num_classes` classes (the label data layer's class count when not given)."""
    if isinstance(input, (list, tuple)):
        raise ConfigError("hsigmoid layer: several inputs are not supported; give one layer (concatenate them first)",
                          layer="hsigmoid", argument="input", rule="unsupported", value=input)
    if layer_attr is not None:
        raise ConfigError(f"hsigmoid layer: layer_attr is not supported on a cost layer, got {layer_attr!r}",
                          layer="hsigmoid", argument="layer_attr", rule="unsupported", value=layer_attr)
    read: list[TapeItem] = []
    x = input_expression("hsigmoid", "input", input, read)
    y = input_expression("hsigmoid", "label", label, read)
    tape = current_tape()
    classes = num_classes
    if classes is None and isinstance(label, TapeItem) and label.name in tape.input_types:
        classes = tape.input_types[label.name].dim
    if classes is None:
        raise ConfigError("hsigmoid layer: give num_classes (the label is no data layer saying its class count)",
                          layer="hsigmoid", argument="num_classes", rule="must_set", value=None)

    def build() -> Any:
        graph = tape.model.graph
        lname = name or graph.unique_name("hsigmoid")
        width = x.info.shape[1]
        if isinstance(classes, bool) or not isinstance(classes, int) or classes < 2:
            raise ConfigError(f"hsigmoid layer: num_classes should be an int >= 2, got {classes!r}",
                              layer="hsigmoid", argument="num_classes", rule="at_least", value=classes)
        limit = 1.0 / math.sqrt(width)
        where = f"hsigmoid layer '{lname}'"
        with graph.parameter_attrs(param_attr, bias_attr):
            slots = {"X": x, "Label": y,
                     "W": graph.layer_parameter(lname, "w", (classes - 1, width), x.info.dtype,
                                                ("uniform_random", {"min": -limit, "max": limit}), where)}
            if bias_attr is not False:
                slots["Bias"] = graph.layer_parameter(lname, "b", (classes - 1,), x.info.dtype,
                                                      ("fill_constant", {"value": 0.0}), where)
        return graph.add("hierarchical_sigmoid", slots, {"num_classes": classes}, lname, validated=False)
    return tape.record("hsigmoid", build, read)


__all__ = ["hsigmoid"]
