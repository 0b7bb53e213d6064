"""Slots: how the inputs of a call map onto an op's declared slots, and whether an op
description binds its slots as the op declares them. Completion lives here, beside the metas,
so every front end (layers, builders, loaded descriptions) binds slots the same way."""
from __future__ import annotations

from typing import Any, Mapping

from .desc import OpDesc
from .errors import InputError, MissingAttributeError, input_error, unknown_argument_error


def slot_map(meta: Any, inputs: Any) -> dict[str, Any]:
    """Inputs given as a dict by slot, a single handle (the first slot), or a list/tuple
    (one per declared input, in order)."""
    return variadic_as_lists(meta, _slot_map(meta, inputs))


def variadic_as_lists(meta: Any, slots: Mapping[str, Any]) -> dict[str, Any]:
    """A variadic slot given a single handle gets a list of one."""
    variadic = {t.name for t in meta.inputs if t.variadic}
    return {s: [v] if s in variadic and v is not None and not isinstance(v, (list, tuple)) else v
            for s, v in slots.items()}


def _slot_map(meta: Any, inputs: Any) -> dict[str, Any]:
    if inputs is None:
        return {}
    if isinstance(inputs, Mapping):
        return dict(inputs)
    if isinstance(inputs, (list, tuple)):
        if len(inputs) > len(meta.inputs) and meta.inputs and meta.inputs[0].variadic:
            return {meta.inputs[0].name: list(inputs)}
        if len(inputs) > len(meta.inputs):
            raise input_error(meta.name, "inputs", f"takes {len(meta.inputs)} inputs, got {len(inputs)}")
        return {t.name: v for t, v in zip(meta.inputs, inputs)}
    if not meta.inputs:
        raise input_error(meta.name, "inputs", "takes no inputs")
    return {meta.inputs[0].name: inputs}


def check_slots(meta: Any, op: OpDesc) -> None:
    """Slots named in the desc are declared; required inputs are bound; one var per plain slot."""
    for given, declared in ((op.inputs, meta.inputs), (op.outputs, meta.outputs)):
        names = [t.name for t in declared]
        for slot in given:
            if slot not in names:
                raise unknown_argument_error(meta.name, slot, names)
    for t in meta.inputs:
        bound = op.inputs.get(t.name, [])
        if not bound and not t.optional:
            raise MissingAttributeError(f"{meta.name} layer's input {t.name} must be set",
                                        layer=meta.name, argument=t.name, rule="must_set")
    for kind, declared, given in (("input", meta.inputs, op.inputs), ("output", meta.outputs, op.outputs)):
        for t in declared:
            bound = given.get(t.name, [])
            if not t.variadic and len(bound) > 1:
                raise InputError(f"{meta.name} layer's {kind} {t.name} takes one variable, got {len(bound)}: "
                                 f"{bound}", layer=meta.name, argument=t.name, rule="input", value=bound)
