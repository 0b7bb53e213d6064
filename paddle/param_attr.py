"""How a layer's parameters are made and trained (v2's `paddle.attr.Param`).

A layer called inside `graph.parameter_attrs(weights, bias)` gives these to the parameters it
creates: its bias (the parameter named `b`) gets `bias`, every other parameter `weights`.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from .compose import Initializer
from .registry import ConfigError

BIAS_SUFFIXES = ("b", "bias")


@dataclass(frozen=True)
class ParamAttr:
    """`name`: share the parameter with every layer naming it; `initial_mean`/`initial_std`: a
    gaussian start (or `initial_max`/`initial_min`: uniform); `learning_rate`: a multiplier of the
    optimizer's; `l2_rate`: weight decay added to the gradient; `is_static`: never updated;
    `sparse_update`: each step updates only the rows whose gradient is not all zeros (a table's rows
    that the batch's ids picked), the others (and their optimizer state) staying as they were."""
    name: str | None = None
    initial_mean: float | None = None
    initial_std: float | None = None
    initial_max: float | None = None
    initial_min: float | None = None
    learning_rate: float = 1.0
    l2_rate: float = 0.0
    is_static: bool = False
    sparse_update: bool = False  # update only the rows the batch's gradient touches (paddle.optimizer)

    def __post_init__(self) -> None:
        for field in ("initial_mean", "initial_std", "initial_max", "initial_min", "learning_rate", "l2_rate"):
            value = getattr(self, field)
            if value is not None and (isinstance(value, bool) or not isinstance(value, (int, float))
                                      or not math.isfinite(value)):
                raise ConfigError(f"paddle.attr.Param: {field} should be a finite number, got {value!r}",
                                  layer="attr.Param", argument=field, rule="type", value=value)
        for field in ("initial_std", "learning_rate", "l2_rate"):
            value = getattr(self, field)
            if value is not None and value < 0:
                raise ConfigError(f"paddle.attr.Param: {field} should be >= 0, got {value!r}",
                                  layer="attr.Param", argument=field, rule="at_least", value=value)

    def initializer(self, default: Initializer | None) -> Initializer | None:
        if self.initial_std == 0:  # v2's way to start from a constant
            return ("fill_constant", {"value": float(self.initial_mean or 0.0)})
        if self.initial_std is not None or self.initial_mean is not None:
            return ("gaussian_random", {"mean": float(self.initial_mean or 0.0),
                                        "std": float(self.initial_std if self.initial_std is not None else 1.0)})
        if self.initial_max is not None or self.initial_min is not None:
            high = float(self.initial_max if self.initial_max is not None else 1.0)
            return ("uniform_random", {"min": float(self.initial_min if self.initial_min is not None else -high),
                                       "max": high})
        return default


def attr_for(suffix: str, weights: Any, bias: Any) -> ParamAttr | None:
    """The attribute a layer's parameter named `suffix` gets (None: the layer's own defaults)."""
    chosen = bias if suffix in BIAS_SUFFIXES else weights
    if chosen is None or chosen is True or chosen is False:
        return None
    if not isinstance(chosen, ParamAttr):
        raise ConfigError(f"param_attr / bias_attr should be a paddle.attr.Param, got {type(chosen).__name__} "
                          f"{chosen!r}", argument="param_attr", rule="type", value=chosen)
    return chosen
