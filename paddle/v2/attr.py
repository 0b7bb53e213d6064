"""v2's layer attributes: `paddle.attr.Param(initial_std=0.01, learning_rate=2.0, l2_rate=1e-4)`."""
from __future__ import annotations

from paddle.param_attr import ParamAttr

Param = ParamAttr
ParameterAttribute = ParamAttr

__all__ = ["Param", "ParamAttr", "ParameterAttribute"]
