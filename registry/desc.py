"""Op descriptions: plain, portable data naming an op type, its variables and attributes.

Gradient rules emit these, the runtime builds operators from them, and nets
serialise to lists of them. They live here because gradient rules are declared
with the op, and the registry imports nothing of the runtime.
"""
from __future__ import annotations

from typing import Any, Callable

from pydantic import BaseModel, ConfigDict

GRAD_SUFFIX = "@GRAD"
EMPTY_VAR = "@EMPTY@"  # an output slot whose value nobody needs


def grad_var_name(name: str) -> str:
    return name + GRAD_SUFFIX


class OpDesc(BaseModel):
    model_config = ConfigDict(frozen=True)
    type: str
    inputs: dict[str, list[str]] = {}
    outputs: dict[str, list[str]] = {}
    attrs: dict[str, Any] = {}

    def input(self, slot: str) -> list[str]:
        return self.inputs.get(slot, [])

    def output(self, slot: str) -> list[str]:
        return self.outputs.get(slot, [])

    def input_names(self) -> list[str]:
        return [v for vs in self.inputs.values() for v in vs]

    def output_names(self) -> list[str]:
        return [v for vs in self.outputs.values() for v in vs]

    def replace(self, **changes: Any) -> "OpDesc":
        """A copy with some fields changed (type, inputs, outputs, attrs)."""
        return self.model_copy(update=changes)


GradRule = Callable[[OpDesc], list[OpDesc]]


def standard_grad(grad_type: str, no_grad: tuple[str, ...] = ()) -> GradRule:
    """The usual gradient rule: one op `grad_type` that reads the forward op's inputs,
    outputs and output gradients (slots `Out@GRAD`), and writes the gradients of the
    inputs not in `no_grad` (slots `X@GRAD`)."""

    def rule(op: OpDesc) -> list[OpDesc]:
        inputs = {**op.inputs, **op.outputs}
        inputs.update({grad_var_name(s): [grad_var_name(v) for v in vs] for s, vs in op.outputs.items()})
        outputs = {grad_var_name(s): [grad_var_name(v) for v in vs]
                   for s, vs in op.inputs.items() if s not in no_grad}
        return [OpDesc(type=grad_type, inputs=inputs, outputs=outputs, attrs=dict(op.attrs))]

    rule.grad_op_type = grad_type  # type: ignore[attr-defined]  # read by the JSON export
    return rule
