"""v2's recurrent layers (`paddle.layer.recurrent_group`, `memory`, `last_seq`, `first_seq`), over
paddle.recurrent_layers's Model layers.

A recurrent group is one item of the tape (seed 000: a group is all in a topology or not at
all): its step's layers are configured, as any v2 layer, where the user wrote them (errors
name their line), but on a tape of the step's own, which the group's item stands for. The step
function gets one v2 layer per input (that input's rows at one step); `memory(name, size)`
inside it is the previous step's value of the step's layer called `name`.

A step reads the outside only through its inputs (a `StaticInput` among them: read whole at
every step), memories' boot layers and the parameters its layers make (a layer of the outer tape
passed to a step layer is refused as "made on another tape").
"""
from __future__ import annotations

from typing import Any, Callable

from paddle import recurrent_layers as recurrent
from paddle.generated import layers as _layers
from paddle.registry import ConfigError
from paddle.tape import Tape, TapeItem, current_tape, reading_unrunnable
from paddle.v2_support import UNSET, LayerOutput, call, input_expression

_BOOTS: list[list[TapeItem]] = []  # per group being configured: the boot layers its memories read


class StaticInput:
    """v2's StaticInput: a recurrent_group input that every step reads whole (for the sequences
    running): one row per sequence, or with `is_seq` one sequence per sequence (the encoder's
    output an attention reads). `size`, when given, must be the input's width."""

    def __init__(self, input: Any, is_seq: bool = False, size: int | None = None) -> None:
        if not isinstance(input, TapeItem):
            raise ConfigError(f"StaticInput: input should be a layer, got {type(input).__name__} {input!r}",
                              layer="StaticInput", argument="input", rule="type", value=input)
        self.input, self.is_seq, self.size = input, is_seq, size


class SubsequenceInput:
    """v2's SubsequenceInput: a nested sequence input of a recurrent_group, stepped over its
    sub-sequences (the step gets one sub-sequence of each sequence, a sequence it may run an
    inner recurrent_group over). The group's inputs are all SubsequenceInputs or none."""

    def __init__(self, input: Any) -> None:
        if not isinstance(input, TapeItem):
            raise ConfigError(f"SubsequenceInput: input should be a layer, got {type(input).__name__} {input!r}",
                              layer="SubsequenceInput", argument="input", rule="type", value=input)
        self.input = input


def _sub_sequences(input: Any) -> bool:
    items = input if isinstance(input, (list, tuple)) else [input]
    stepped = [x for x in items if not isinstance(x, StaticInput)]
    subs = [isinstance(x, SubsequenceInput) for x in stepped]
    if any(subs) and not all(subs):
        raise ConfigError("recurrent_group: the stepped inputs should all be SubsequenceInputs or none of them "
                          "(a step takes one sub-sequence of each, or one row of each)", layer="recurrent_group",
                          argument="input", rule="sub_sequences", value=[type(x).__name__ for x in stepped])
    return any(subs)


def static_is_seq(x: StaticInput, expr: Any) -> bool:
    """Whether a StaticInput is read as one sequence per sequence: a sequence layer stays one
    whatever is_seq says (late-2017 v2 ignored it; the book's machine translation gives
    StaticInput(encoded_vector) to its attention)."""
    return bool(x.is_seq) or str(getattr(expr.info.seq_type, "value", expr.info.seq_type)) != "none"


def _group_inputs(input: Any, read: list[TapeItem]) -> Any:
    """The Model-level inputs of a group: expressions, and StaticInputs of expressions."""
    items = input if isinstance(input, (list, tuple)) else [input]
    items = [x.input if isinstance(x, SubsequenceInput) else x for x in items]
    out = []
    for x in items:
        if isinstance(x, StaticInput):
            expr = input_expression("recurrent_group", "input", x.input, read)
            width = expr.info.shape[1] if len(expr.info.shape) > 1 else None
            if x.size is not None and width is not None and x.size != width:
                raise ConfigError(f"StaticInput: size {x.size} is not the width {width} of layer '{x.input.name}'",
                                  layer="StaticInput", argument="size", rule="shape", value=x.size)
            out.append(recurrent.StaticInput(expr, static_is_seq(x, expr)))
        else:
            out.append(input_expression("recurrent_group", "input", x, read))
    return out


def recurrent_group(step: Callable[..., Any], input: Any, reverse: bool = False, name: str | None = None
                    ) -> LayerOutput:
    """Run `step` over the steps of the sequence layer(s) `input` (`reverse`: from each
    sequence's end); returns the step's output layer over every step, as a sequence (several
    outputs: a layer with several outputs)."""
    tape = current_tape()
    read: list[TapeItem] = []
    sub_sequences = _sub_sequences(input)
    inputs = _group_inputs(input, read)
    boots: list[TapeItem] = []

    def build() -> Any:
        _BOOTS.append(boots)
        try:
            return recurrent.recurrent_group(v2_step(tape, step), inputs, name=name, reverse=reverse, model=tape.model,
                                             sub_sequences=sub_sequences)
        finally:
            _BOOTS.remove(boots)
    item = tape.record("recurrent_group", build, read, name=name)
    item.inputs = item.inputs + tuple(boots)  # the boot layers are read too
    return item


def v2_step(tape: Tape, step: Callable[..., Any]) -> Callable[..., Any]:
    """A v2 step function as a Model-level one: each inner expression becomes a layer of a tape of
    the step's own, and the step's output layer(s) their expressions."""
    def run(*inner: Any) -> Any:
        step_tape = Tape(tape.model)
        with step_tape:
            items = [step_tape.record("step_input", lambda e=e: e) for e in inner]  # type: ignore[misc]
            out = step(*items)
        outs = out if isinstance(out, (list, tuple)) else [out]
        for o in outs:
            if not isinstance(o, TapeItem):
                raise ConfigError(f"recurrent_group: the step function should return the step's layer(s), got "
                                  f"{o!r}", layer="recurrent_group", argument="step", rule="type", value=o)
        exprs = [o.output for o in outs]
        return exprs if isinstance(out, (list, tuple)) else exprs[0]
    return run


def memory(name: str, size: int, boot_layer: Any = None) -> LayerOutput:
    """Inside a recurrent_group's step: the previous step's value of the step's layer `name`;
    at the first step `boot_layer`'s rows (one per sequence), or zeros."""
    boot = None
    if boot_layer is not None:
        if not isinstance(boot_layer, TapeItem):
            raise ConfigError(f"memory '{name}': boot_layer should be a layer, got {boot_layer!r}", layer="memory",
                              argument="boot_layer", rule="type", value=boot_layer)
        boot = boot_layer.output
        if _BOOTS:
            _BOOTS[-1].append(boot_layer)
        if _BOOTS and boot_layer.unrunnable is not None:  # v2 accepted it: the group cannot run either (raised
            err = reading_unrunnable("memory", boot_layer)  # out of the step, the group records it)
            err.unrunnable_item = None  # type: ignore[attr-defined]
            raise err
    return current_tape().record("memory", lambda: recurrent.memory(name, size, boot_layer=boot))


def last_seq(input: Any = UNSET, *, name: str | None = None) -> LayerOutput:
    """The last step of each sequence (sequence_pool, pool_type 'last')."""
    return call(_layers.sequence_pool, "last_seq", {"X": ("input", input)}, {"pool_type": "last"},
                v2_defaults={}, name=name, param_attr=None, bias_attr=None, op="sequence_pool")


def first_seq(input: Any = UNSET, *, name: str | None = None) -> LayerOutput:
    """The first step of each sequence (sequence_pool, pool_type 'first')."""
    return call(_layers.sequence_pool, "first_seq", {"X": ("input", input)}, {"pool_type": "first"},
                v2_defaults={}, name=name, param_attr=None, bias_attr=None, op="sequence_pool")


__all__ = ["recurrent_group", "memory", "last_seq", "first_seq", "StaticInput", "SubsequenceInput"]
