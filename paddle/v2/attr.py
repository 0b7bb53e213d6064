"""v2's layer attributes: `paddle.attr.Param(initial_std=0.01, learning_rate=2.0, l2_rate=1e-4)` for
a layer's parameters, and `paddle.attr.Extra(drop_rate=0.5)` (v2's ExtraLayerAttribute) for the
layer itself, given as `layer_attr=` to any layer (see paddle.v2_support.Extra)."""
from __future__ import annotations

from typing import Any, Callable

from paddle.param_attr import ParamAttr as _CoreParamAttr
from paddle.v2_support import Extra


class ParamAttr(_CoreParamAttr):
    """paddle.param_attr.ParamAttr with v2's `initializer`: a function of the parameter's name
    returning its first value (an array of its shape), applied by `paddle.parameters.create`."""

    def __init__(self, *args: Any, initializer: Callable[[str], Any] | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        object.__setattr__(self, "init_fn", initializer)  # frozen: set once, here


Param = ParamAttr
ParameterAttribute = ParamAttr
ExtraAttr = Extra
ExtraLayerAttribute = Extra

__all__ = ["Param", "ParamAttr", "ParameterAttribute", "Extra", "ExtraAttr", "ExtraLayerAttribute"]


def __getattr__(name: str) -> object:
    """v2's names deliberately left out (paddle/v2/unsupported.py): calling one says why."""
    from .unsupported import refused_name
    return refused_name("attr", name)
