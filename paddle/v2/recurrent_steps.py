"""v2's step layers for a recurrent_group's step: `gru_step`, `lstm_step` and `get_output` (the
cell state of an lstm_step, which a memory of the next step reads), composed of registered ops.

Their math is v2's (Paddle's GRU and LSTM cells, not torch's):

gru_step: `input` [N, 3H] holds the projected input in the order update z, reset r, candidate;
the layer's weight w [H, 3H] projects the previous output (its first 2H columns for the gates,
the last H for the candidate, which sees the previous output after the reset):

    z, r = gate_act(input[:, :2H] + h_prev @ w[:, :2H] + b[:2H])
    c    = act(input[:, 2H:] + (r * h_prev) @ w[:, 2H:] + b[2H:])
    h    = (1 - z) * h_prev + z * c

lstm_step: `input` [N, 4H] holds the gates' pre-activations (input and recurrent projections and
their bias, computed in the step) in the order candidate, input gate, forget gate, output gate;
the layer's bias [3H] holds the peephole weights of the three gates:

    a = act(input_a)    i = gate_act(input_i + c_prev * p_i)    f = gate_act(input_f + c_prev * p_f)
    c = a * i + c_prev * f    o = gate_act(input_o + c * p_o)    h = o * state_act(c)

The layer's output is h; `get_output(step, 'state')` is c.
"""
from __future__ import annotations

import math
from typing import Any

from paddle.registry import ConfigError
from paddle.tape import TapeItem, current_tape
from paddle.v2_support import UNSET, activation_name, extra_drop_rate, extra_error_clip, input_expression

_STATES: dict[int, Any] = {}  # id(lstm_step's TapeItem) -> its cell state's expression


class _Ops:
    """Adds the ops of one step layer to the current model (validated as they are added)."""

    def __init__(self, layer: str, name: str) -> None:
        self.layer, self.name = layer, name
        self.graph = current_tape().model.graph

    def op(self, op_type: str, name: str | None = None, **slots: Any) -> Any:
        attrs = slots.pop("attrs", {})
        return self.graph.add(op_type, slots, attrs, name, validated=False)

    def cols(self, x: Any, start: int, end: int) -> Any:
        return self.op("slice", X=x, attrs={"axes": [1], "starts": [start], "ends": [end]})

    def act(self, x: Any, act: str, name: str | None = None) -> Any:
        if act == "linear":
            return x if name is None else self.op("scale", name, X=x, attrs={"scale": 1.0})
        return self.op(act, name, X=x)

    def param(self, suffix: str, shape: tuple[int, ...], dtype: Any, limit: float) -> Any:
        init = ("fill_constant", {"value": 0.0}) if limit == 0 else ("uniform_random", {"min": -limit, "max": limit})
        return self.graph.layer_parameter(self.name, suffix, shape, dtype, init, f"{self.layer} layer '{self.name}'")


def _act(layer: str, argument: str, act: Any, default: str) -> str:
    name = default if act is None else activation_name(layer, act)
    if name not in ("linear", "sigmoid", "tanh", "relu"):
        raise ConfigError(f"{layer} layer: {argument} {name!r} is not supported in a recurrent cell (use Linear, "
                          f"Sigmoid, Tanh or Relu)", layer=layer, argument=argument, rule="unsupported", value=name)
    return name


def _width(layer: str, argument: str, x: Any, size: Any, gates: int) -> int:
    """The cell's width H: `size`, or the input's width / gates; the input must be gates * H wide."""
    width = x.info.shape[1]
    h = size if size is not None else (width // gates if width is not None else None)
    if isinstance(h, bool) or not isinstance(h, int) or h < 1:
        raise ConfigError(f"{layer} layer: size should be an int >= 1, got {size!r}", layer=layer, argument="size",
                          rule="at_least", value=size)
    if width is not None and width != gates * h:
        raise ConfigError(f"{layer} layer: {argument} should be {gates} * size = {gates * h} wide (its gates), got "
                          f"{width}", layer=layer, argument=argument, rule="shape", value=width)
    return h


def _check_mem(layer: str, argument: str, mem: Any, h: int) -> None:
    if mem.info.shape[1:] != (h,):
        raise ConfigError(f"{layer} layer: {argument} should be [N, {h}] (size), got {list(mem.info.shape)}",
                          layer=layer, argument=argument, rule="shape", value=list(mem.info.shape))


def gru_step(input: Any = UNSET, output_mem: Any = UNSET, size: int | None = None, act: Any = None,
             name: str | None = None, gate_act: Any = None, bias_attr: Any = None, param_attr: Any = None,
             layer_attr: Any = None) -> TapeItem:
    """One GRU step of v2 (see the module docstring): `input` the projected input [N, 3 * size],
    `output_mem` the previous output (a memory of this layer's name)."""
    read: list[TapeItem] = []
    x = input_expression("gru_step", "input", input, read)
    h_prev = input_expression("gru_step", "output_mem", output_mem, read)
    acts = (_act("gru_step", "act", act, "tanh"), _act("gru_step", "gate_act", gate_act, "sigmoid"))
    tape = current_tape()

    def build() -> Any:
        _no_drop("gru_step", layer_attr)
        h = _width("gru_step", "input", x, size, 3)
        _check_mem("gru_step", "output_mem", h_prev, h)
        ops = _Ops("gru_step", name or tape.model.graph.unique_name("gru_step"))
        with ops.graph.parameter_attrs(param_attr, bias_attr):
            w = ops.param("w", (h, 3 * h), x.info.dtype, 1.0 / math.sqrt(h))
            gates_in, cand_in = ops.cols(x, 0, 2 * h), ops.cols(x, 2 * h, 3 * h)
            gates = ops.op("add", X=gates_in, Y=ops.op("mul", X=h_prev, Y=ops.cols(w, 0, 2 * h)))
            if bias_attr is not False:
                b = ops.param("b", (3 * h,), x.info.dtype, 0)
                gates = ops.op("add", X=gates, Y=ops.op("slice", X=b, attrs={"axes": [0], "starts": [0],
                                                                          "ends": [2 * h]}))
                cand_in = ops.op("add", X=cand_in, Y=ops.op("slice", X=b, attrs={"axes": [0], "starts": [2 * h],
                                                                              "ends": [3 * h]}))
        zr = ops.act(gates, acts[1])
        z, r = ops.cols(zr, 0, h), ops.cols(zr, h, 2 * h)
        reset = ops.op("elementwise_mul", X=r, Y=h_prev)
        c = ops.act(ops.op("add", X=cand_in, Y=ops.op("mul", X=reset, Y=ops.cols(w, 2 * h, 3 * h))), acts[0])
        step = ops.op("elementwise_mul", X=z, Y=ops.op("sub", X=c, Y=h_prev))
        return ops.op("add", ops.name, X=h_prev, Y=step)  # h_prev + z * (c - h_prev)
    return tape.record("gru_step", build, read)


def lstm_step(input: Any = UNSET, state: Any = UNSET, size: int | None = None, act: Any = None,
              name: str | None = None, gate_act: Any = None, state_act: Any = None, bias_attr: Any = None,
              layer_attr: Any = None) -> TapeItem:
    """One LSTM step of v2 (see the module docstring): `input` the gates' pre-activations [N, 4 *
    size], `state` the previous cell (a memory of a `get_output(this, 'state')` layer)."""
    read: list[TapeItem] = []
    x = input_expression("lstm_step", "input", input, read)
    c_prev = input_expression("lstm_step", "state", state, read)
    acts = (_act("lstm_step", "act", act, "tanh"), _act("lstm_step", "gate_act", gate_act, "sigmoid"),
            _act("lstm_step", "state_act", state_act, "tanh"))
    tape = current_tape()
    cell: list[Any] = []

    def build() -> Any:
        _no_drop("lstm_step", layer_attr)
        h = _width("lstm_step", "input", x, size, 4)
        _check_mem("lstm_step", "state", c_prev, h)
        ops = _Ops("lstm_step", name or tape.model.graph.unique_name("lstm_step"))
        parts = [ops.cols(x, k * h, (k + 1) * h) for k in range(4)]
        if bias_attr is not False:
            with ops.graph.parameter_attrs(None, bias_attr):
                peep = ops.param("b", (3 * h,), x.info.dtype, 0)
            checks = [ops.op("slice", X=peep, attrs={"axes": [0], "starts": [k * h], "ends": [(k + 1) * h]})
                      for k in range(3)]
            parts[1] = ops.op("add", X=parts[1], Y=ops.op("elementwise_mul", X=c_prev, Y=checks[0]))
            parts[2] = ops.op("add", X=parts[2], Y=ops.op("elementwise_mul", X=c_prev, Y=checks[1]))
        a, i, f = ops.act(parts[0], acts[0]), ops.act(parts[1], acts[1]), ops.act(parts[2], acts[1])
        c = ops.op("add", X=ops.op("elementwise_mul", X=a, Y=i), Y=ops.op("elementwise_mul", X=c_prev, Y=f))
        if bias_attr is not False:
            parts[3] = ops.op("add", X=parts[3], Y=ops.op("elementwise_mul", X=c, Y=checks[2]))
        o = ops.act(parts[3], acts[1])
        cell.append(c)
        return ops.op("elementwise_mul", ops.name, X=o, Y=ops.act(c, acts[2]))
    item = tape.record("lstm_step", build, read)
    _STATES[id(item)] = cell[0]
    return item


def get_output(input: Any = UNSET, arg_name: str = "state", name: str | None = None,
               layer_attr: Any = None) -> TapeItem:
    """Another output of a layer: `get_output(lstm_step_layer, 'state')` is its cell state, a
    layer named `name` (which a memory of the next step may read)."""
    if not isinstance(input, TapeItem):
        raise ConfigError(f"get_output layer: input should be a layer, got {input!r}", layer="get_output",
                          argument="input", rule="type", value=input)
    if arg_name != "state" or id(input) not in _STATES:
        raise ConfigError(f"get_output layer: layer '{input.name}' ({input.layer}) has no output {arg_name!r}; "
                          f"an lstm_step has 'state'", layer="get_output", argument="arg_name",
                          rule="unsupported", value=arg_name)
    state = _STATES[id(input)]
    tape = current_tape()

    def build() -> Any:
        _no_drop("get_output", layer_attr)
        out_name = name or tape.model.graph.unique_name(f"{input.name}.state")
        return _Ops("get_output", out_name).op("scale", out_name, X=state, attrs={"scale": 1.0})
    return tape.record("get_output", build, [input])


def _no_drop(layer: str, layer_attr: Any) -> None:
    if extra_drop_rate(layer, layer_attr):
        raise ConfigError(f"{layer} layer: layer_attr's drop_rate is not supported on a step layer",
                          layer=layer, argument="layer_attr", rule="unsupported", value=layer_attr)
    if extra_error_clip(layer, layer_attr):
        raise ConfigError(f"{layer} layer: layer_attr's error_clipping_threshold is not supported on a step "
                          f"layer (give it to the layer that reads this one's output)", layer=layer,
                          argument="layer_attr", rule="unsupported", value=layer_attr)


__all__ = ["gru_step", "lstm_step", "get_output"]
