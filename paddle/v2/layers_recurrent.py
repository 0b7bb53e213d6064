"""v2's plain recurrent layer (`paddle.layer.recurrent`): over each sequence of `input`,

    out_t = act(input_t + out_(t-1) @ W + b),    out_(-1) = 0

with W [size, size] (`param_attr`) and b [size] (`bias_attr`; False: none), `reverse` from each
sequence's end. It is a recurrent_group whose step is a mixed layer of the memory's full-matrix
projection and the input's identity projection, so its parameters are that mixed layer's: W is
`_<name>.w0` and b `_<name>.wbias`, the names v2 gave the recurrent layer's.
"""
from __future__ import annotations

from typing import Any

from paddle.tape import TapeItem
from paddle.v2_support import UNSET

from .naming import network_name
from .projections import _layer, full_matrix_projection, identity_projection, width
from .recurrent import memory, recurrent_group


def recurrent(input: TapeItem = UNSET, act: Any = None, bias_attr: Any = None, param_attr: Any = None,
              name: str | None = None, reverse: bool = False, layer_attr: Any = None) -> TapeItem:
    """A simple recurrent layer over the sequences of `input` (act tanh when None)."""
    from . import activation
    from .layers_words import mixed
    item = _layer("recurrent", "input", input)
    size = width(item)
    name = network_name(name, "recurrent_layer")
    act = activation.Tanh() if act is None else act

    def step(x: TapeItem) -> Any:
        previous = memory(name=name, size=size)
        return mixed(size=size, input=[full_matrix_projection(previous, param_attr=param_attr),
                                       identity_projection(x)],
                     name=name, act=act, bias_attr=True if bias_attr is None else bias_attr, layer_attr=layer_attr)
    group = recurrent_group(step=step, input=item, reverse=reverse, name=f"{name}_group")
    if group.unrunnable is not None:  # v2 accepted it (paddle/v2_deferral.py): its size is the input's
        group.unrunnable.size = item.v2_size()
    return group


__all__ = ["recurrent"]
